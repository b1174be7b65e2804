"""The Agora expansion's data (``scoring/data/agora.json``): the Senate's six Chambers, the Senators,
the Conspiracies, the Decrees, Agora's Wonders and Progress tokens and the table options, as the data
file records them with their sources (facts file ``duel-pantheon-agora.md``, part B)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping

from scoring.core.names import NameIndex, Named, names_of
from scoring.core.options import TableOption, read_options

# the effect keys Duel's own catalogue reads on a Wonder or a Progress token (its VP, coins, replay);
# the rest of an Agora effect is the referee's (``referee.expansions.agora``)
DUEL_KEYS = ("vp", "coins", "play_again", "shields")


@dataclass(frozen=True)
class Chamber:
    number: int
    vp: int
    section: str


@dataclass(frozen=True)
class Thing(Named):
    """A Conspiracy, a Decree or a Senator card: its id, its English name and what it does."""
    name: str
    id: str
    number: int
    effect: Mapping[str, Any]


@dataclass(frozen=True)
class Senator(Named):
    name: str
    id: str
    kind: str                   # "politician" | "conspirator"
    section: str | None
    chambers: tuple[int, ...]
    count: int
    effect: Mapping[str, Any]


@dataclass(frozen=True)
class Option:
    id: str
    label: Mapping[str, str]
    values: tuple[tuple[str, Mapping[str, str]], ...]   # (value id, label per language)
    default: str


@lru_cache(maxsize=1)
def data() -> dict:
    return json.loads(resources.files("scoring").joinpath("data", "agora.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def chambers() -> tuple[Chamber, ...]:
    return tuple(Chamber(c["number"], c["vp"], c["section"]) for c in data()["senate"]["chambers"])


def cubes_per_player() -> int:
    return data()["senate"]["cubes_per_player"]


def _things(key: str) -> tuple[Thing, ...]:
    return tuple(Thing(raw["name"], raw["id"], raw.get("number", 0), raw.get("effect") or {}, **Named.of(raw))
                 for raw in data()[key])


@lru_cache(maxsize=1)
def conspiracies() -> tuple[Thing, ...]:
    return _things("conspiracies")


@lru_cache(maxsize=1)
def decrees() -> tuple[Thing, ...]:
    return _things("decrees")


@lru_cache(maxsize=1)
def senators() -> tuple[Senator, ...]:
    return tuple(Senator(raw["name"], raw["id"], raw["kind"], raw.get("section"), tuple(raw.get("chambers", ())),
                         raw["count"], raw.get("effect") or {}, **Named.of(raw))
                 for raw in data()["senators"]["cards"])


def senator_count() -> int:
    return data()["deck_sizes"]["senators"]


@lru_cache(maxsize=None)
def _index(key: str) -> NameIndex:
    index = NameIndex()
    things = {"conspiracies": conspiracies, "decrees": decrees, "senators": senators}[key]()
    for t in things:
        index.add(t.name, t.name, display=True)
        for spelling in (t.id, *t.aliases, *t.ru, *t.uk):
            index.add(spelling, t.name)
    return index


def find(key: str, spelling: Any) -> Any:
    """A Conspiracy, Decree or Senator (``key``) by any of its spellings, or None."""
    if not isinstance(spelling, str):
        return None
    name = _index(key).get(spelling)
    things = {"conspiracies": conspiracies, "decrees": decrees, "senators": senators}[key]()
    return next((t for t in things if t.name == name), None) if name else None


def suggest(key: str, spelling: Any) -> str | None:
    return _index(key).suggest(spelling) if isinstance(spelling, str) else None


def _for_duel(raw: Mapping[str, Any]) -> dict:
    """A Wonder or Progress token of the data file in Duel's data format (its Duel-read effects only)."""
    effect = {k: v for k, v in (raw.get("effect") or {}).items() if k in DUEL_KEYS}
    out = {"name": raw["name"], "effect": effect, **names_of(raw)}
    if "cost" in raw:
        out["cost"] = raw["cost"]
    return out


@lru_cache(maxsize=1)
def duel_wonders() -> tuple[dict, ...]:
    return tuple(_for_duel(w) for w in data()["wonders"])


@lru_cache(maxsize=1)
def duel_progress() -> tuple[dict, ...]:
    return tuple(_for_duel(t) for t in data()["progress"])


def effects_of(kind: str) -> dict[str, Mapping[str, Any]]:
    """Agora's Wonders or Progress tokens (``kind``: "wonders" / "progress") by English name → full effect."""
    return {raw["name"]: raw.get("effect") or {} for raw in data()[kind]}


@lru_cache(maxsize=1)
def table_options() -> tuple[TableOption, ...]:
    """The same options declared for the shell (``scoring.core.options``: what each reading means, the
    citation; they change no score, only the referee reads them)."""
    return read_options(data()["options"])


@lru_cache(maxsize=1)
def options() -> tuple[Option, ...]:
    return tuple(Option(o["id"], o["label"], tuple((v["id"], v["label"]) for v in o["values"]), o["default"])
                 for o in data()["options"])


def political() -> Mapping[str, Any]:
    return data()["political_supremacy"]


@lru_cache(maxsize=1)
def duel_military_tokens() -> tuple[dict, ...]:
    """Agora's military tokens in Duel's data format: they take no coins (facts B7); their cube actions
    are the referee's."""
    return tuple({"name": t["name"], "spaces": t["spaces"], "coins": 0} for t in data()["military_tokens"])


def military_token(name: str) -> Mapping[str, Any] | None:
    return next((t for t in data()["military_tokens"] if t["name"] == name), None)


@lru_cache(maxsize=1)
def layouts() -> Mapping[int, Any]:
    """Agora's structures, by age (facts B2: 25 / 25 / 23 cards; data ``layouts``), in Duel's shape."""
    from scoring.duel.catalogue import parse_layout
    return {int(age): parse_layout(int(age), raw) for age, raw in data()["layouts"].items()}
