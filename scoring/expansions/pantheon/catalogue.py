"""Pantheon's data (``scoring/data/pantheon.json``) as typed, frozen dataclasses.

The Grand Temples, the two Wonders and the three progress tokens are handed to Duel's catalogue in
its own format (``Expansion.cards`` / ``wonders`` / ``progress``); the Divinities, the Gate, the
mythologies, the Pantheon board and the Offering tokens are this expansion's own.  Every fact and its
source is in the data file (``sources``, ``notes``, ``options``); the Russian names there are
unofficial and marked so (``unofficial``, ``names_note``).
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources as _res
from typing import Any

from scoring.core.errors import CatalogueError
from scoring.core.names import NameIndex, Named, names_of
from scoring.core.options import TableOption, read_options


@dataclass(frozen=True)
class Mythology(Named):
    id: str = ""
    name: str = ""


@dataclass(frozen=True)
class Divinity(Named):
    id: str = ""
    name: str = ""
    mythology: str = ""
    effect: Mapping[str, Any] = field(default_factory=dict)
    row: str | None = None           # the score row its VP go to (Aphrodite, Astarte)

    @property
    def vp(self) -> int:
        return int(self.effect.get("vp", 0))

    @property
    def coins_on_card(self) -> int:
        return int((self.effect.get("coins_on_card") or {}).get("coins", 0))


@dataclass(frozen=True)
class Option:
    id: str
    values: tuple[str, ...]
    default: str
    label: Mapping[str, str]
    value_labels: Mapping[str, Mapping[str, str]]


@dataclass(frozen=True)
class PantheonCatalogue:
    mythologies: tuple[Mythology, ...]
    divinities: tuple[Divinity, ...]
    gate: Divinity
    offerings: tuple[int, ...]                    # the Offering tokens' discounts: 2, 3, 4
    temples: tuple[Mapping[str, Any], ...]       # Duel card entries (purple, age III)
    temple_vp: Mapping[int, int]                 # 1 → 5, 2 → 12, 3 → 21
    temple_token: Mapping[str, str]              # temple name → the mythology whose token builds it free
    wonders: tuple[Mapping[str, Any], ...]       # Duel wonder entries
    progress: tuple[Mapping[str, Any], ...]      # Duel progress token entries
    board: Mapping[str, tuple[int, ...]]         # "players[0]" / "players[1]" → cost of spaces 1..6
    gate_multiplier: int
    tokens_per_mythology: int
    mythology_tokens_dealt: int
    options: Mapping[str, Option]
    # reading → age → the [row, column] of the face-down cards carrying a token (Duel's own layouts;
    # data ``token_positions``: Age I the Mythology tokens, Age II the Offering tokens)
    token_positions: Mapping[str, Mapping[int, tuple[tuple[int, int], ...]]] = field(default_factory=dict)
    # reading → the id of the expansion whose structure the table plays → age → the same (data
    # ``token_positions.<reading>.<id>``: Board Game Arena's positions on Agora's larger structure)
    structure_token_positions: Mapping[str, Mapping[str, Mapping[int, tuple[tuple[int, int], ...]]]] = field(
        default_factory=dict)
    _divinities: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)
    _mythologies: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)

    def divinity(self, spelling: Any) -> Divinity | None:
        key = self._divinities.get(spelling) if isinstance(spelling, str) else None
        return next((d for d in self.divinities + (self.gate,) if d.id == key), None)

    def suggest_divinity(self, spelling: Any) -> str | None:
        return self._divinities.suggest(spelling) if isinstance(spelling, str) else None

    def mythology(self, spelling: Any) -> Mythology | None:
        key = self._mythologies.get(spelling) if isinstance(spelling, str) else None
        return next((m for m in self.mythologies if m.id == key), None)

    def wonder_effect(self, name: str) -> Mapping[str, Any]:
        return next((w.get("effect", {}) for w in self.wonders if w["name"] == name), {})

    def progress_effect(self, name: str) -> Mapping[str, Any]:
        return next((t.get("effect", {}) for t in self.progress if t["name"] == name), {})

    def space_cost(self, seat: int, space: int) -> int:
        """The cost printed on Pantheon space ``space`` (1..6, from players[0]'s side) for ``seat``."""
        return self.board[f"players[{seat}]"][space - 1]


def _named(raw: Mapping[str, Any]) -> dict:
    return {"id": raw["id"], "name": raw["name"], **Named.of(raw)}


def _duel_entry(raw: Mapping[str, Any], keys: tuple[str, ...]) -> dict:
    """An entry in Duel's data format (name, names, cost, effect …)."""
    return {**{k: raw[k] for k in ("name", *keys) if k in raw}, **names_of(raw)}


def _option(raw: Mapping[str, Any]) -> Option:
    values = tuple(v["id"] for v in raw["values"])
    if raw["default"] not in values:
        raise CatalogueError(f"pantheon: option {raw['id']!r} defaults to an unknown value")
    return Option(raw["id"], values, raw["default"], dict(raw["label"]),
                  {v["id"]: dict(v["label"]) for v in raw["values"]})


def parse_catalogue(data: Mapping[str, Any]) -> PantheonCatalogue:
    temples = data["grand_temples"]
    board = data["pantheon_board"]
    cat = PantheonCatalogue(
        mythologies=tuple(Mythology(**_named(m)) for m in data["mythologies"]),
        divinities=tuple(Divinity(mythology=d["mythology"], effect=dict(d.get("effect", {})), row=d.get("row"),
                                  **_named(d)) for d in data["divinities"]),
        gate=Divinity(effect=dict(data["gate"].get("effect", {})), **_named(data["gate"])),
        offerings=tuple(t["discount"] for t in data["offering_tokens"]),
        temples=tuple(_duel_entry(t, ("age", "colour", "cost", "effect")) for t in temples["cards"]),
        temple_vp={int(k): v for k, v in temples["vp_by_count"].items()},
        temple_token={t["name"]: t["free_with_token"] for t in temples["cards"]},
        wonders=tuple(_duel_entry(w, ("cost", "effect")) for w in data["wonders"]),
        progress=tuple(_duel_entry(t, ("effect",)) for t in data["progress"]),
        board={k: tuple(v) for k, v in board["cost"].items()},
        gate_multiplier=data["gate"]["cost_multiplier"],
        tokens_per_mythology=data["mythology_tokens"]["per_mythology"],
        mythology_tokens_dealt=data["dealt"]["mythology_tokens"],
        options={o["id"]: _option(o) for o in data["options"]},
        token_positions={reading: {int(age): tuple(tuple(rc) for rc in spots) for age, spots in v["base"].items()}
                         for reading, v in data["token_positions"].items()},
        structure_token_positions={
            reading: {structure: {int(age): tuple(tuple(rc) for rc in spots) for age, spots in by_age.items()}
                      for structure, by_age in v.items() if structure != "base" and isinstance(by_age, Mapping)}
            for reading, v in data["token_positions"].items()},
    )
    try:
        for d in cat.divinities + (cat.gate,):
            for spelling in (d.id, *d.spellings):
                cat._divinities.add(spelling, d.id, display=spelling == d.name)
        for m in cat.mythologies:
            for spelling in (m.id, *m.spellings):
                cat._mythologies.add(spelling, m.id, display=spelling == m.name)
    except ValueError as exc:
        raise CatalogueError(f"pantheon: {exc}") from None
    if len(cat.divinities) != data["deck_sizes"]["divinities"]:
        raise CatalogueError("pantheon: the number of Divinities differs from deck_sizes")
    return cat


@lru_cache(maxsize=None)
def pantheon_catalogue() -> PantheonCatalogue:
    text = _res.files("scoring").joinpath("data").joinpath("pantheon.json").read_text(encoding="utf-8")
    return parse_catalogue(json.loads(text))


@lru_cache(maxsize=1)
def table_options() -> tuple[TableOption, ...]:
    """The options (data ``options``) declared for the shell, inside the document's
    ``"pantheon_options"`` object (``scoring.core.options``); they change no score, only the referee
    reads them."""
    text = _res.files("scoring").joinpath("data").joinpath("pantheon.json").read_text(encoding="utf-8")
    return read_options(json.loads(text)["options"], prefix="pantheon_options.")
