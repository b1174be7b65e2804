"""The Cities expansion's data (``scoring/data/cities.json``): the 27 black cards, the 3 Cities guilds,
Petra and Byzantium, and what each one does, as the data file records it with its sources."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping

from scoring.classic.catalogue import base_board, base_effect
from scoring.core.names import names_of
from scoring.core.options import TableOption, read_options


@lru_cache(maxsize=1)
def data() -> dict:
    return json.loads(resources.files("scoring").joinpath("data", "cities.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def cards() -> tuple[dict, ...]:
    """The black cards and the Cities guilds in the 1st edition's data format: a black card has no
    player marks (one copy each: rules ``black_cards_per_age``); only what the base engine reads stays
    in ``effect`` (shields, coins); the rest is this expansion's own (``effects``)."""
    return tuple({"name": raw["name"], "age": raw["age"], "colour": raw["colour"], "players": [],
                  "coins": raw.get("coins", 0), "cost": raw.get("cost") or {},
                  "effect": {k: v for k, v in base_effect(raw.get("effect") or {}).items() if k in ("shields", "coins")},
                  **names_of(raw)}
                 for raw in data()["cards"] + data()["guilds"])


@lru_cache(maxsize=1)
def effects() -> dict[str, Mapping[str, Any]]:
    """Card name → its whole effect as the data file gives it (black cards and guilds)."""
    return {raw["name"]: raw.get("effect") or {} for raw in data()["cards"] + data()["guilds"]}


@lru_cache(maxsize=1)
def stage_effects() -> dict[tuple[str, str], tuple[Mapping[str, Any], ...]]:
    """(board, side) → each stage's whole effect (Petra B's coin loss, Byzantium's Diplomacy)."""
    return {(w["name"], side): tuple(st.get("effect") or {} for st in s["stages"])
            for w in data()["wonders"] for side, s in w["sides"].items()}


@lru_cache(maxsize=1)
def boards() -> tuple[dict, ...]:
    """Petra and Byzantium (both sides) in the 1st edition's board format: starting resource, stage
    costs and VP; a stage's coin cost (Petra) and its coin loss or Diplomacy token stay this
    expansion's (``stage_effects``)."""
    return tuple(base_board(raw) for raw in data()["wonders"])


@lru_cache(maxsize=1)
def table_options() -> tuple[TableOption, ...]:
    """The table options on the open points that change a score (data file ``table_options``): each
    field's values and its default, the APP'S READING (``scoring.core.options``)."""
    return read_options(data()["table_options"])


def diplomacy_sources() -> frozenset[str]:
    """The black cards that give a Diplomacy token (data file, effect ``diplomacy``)."""
    return frozenset(name for name, effect in effects().items() if effect.get("diplomacy"))


def rule(rule_id: str) -> Mapping[str, Any]:
    """One rule of the data file, by its id."""
    return next(r for r in data()["rules"] if r["id"] == rule_id)
