"""The Leaders expansion's data (``scoring/data/leaders.json``): the leaders of the Leaders box and of
Cities, the four Leaders guilds, and what each one does, as the data file records it with its sources."""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping

from scoring.classic.catalogue import base_board
from scoring.core.names import Named, names_of

# the effect keys the 1st edition's engine reads itself on any card: a leader's science symbol
# counts in the science row, its shields in the military checks (``timing: from_now_on``)
BASE_KEYS = ("science", "shields")


@dataclass(frozen=True)
class Leader(Named):
    name: str
    coins: int                       # recruiting cost
    effect: Mapping[str, Any]
    row: str | None


@lru_cache(maxsize=1)
def data() -> dict:
    return json.loads(resources.files("scoring").joinpath("data", "leaders.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def leaders() -> dict[str, Leader]:
    return {raw["name"]: Leader(raw["name"], raw.get("coins", 0), raw.get("effect") or {}, raw.get("row"),
                                **Named.of(raw))
            for raw in data()["leaders"]}


@lru_cache(maxsize=1)
def guild_effects() -> dict[str, Mapping[str, Any]]:
    return {raw["name"]: raw.get("effect") or {} for raw in data()["guilds"]}


@lru_cache(maxsize=1)
def cards() -> tuple[dict, ...]:
    """The leaders and the Leaders guilds as cards of the 1st edition's data format: a leader is a
    white card without player marks (the one copy in the box), costing coins; a guild is purple. Only
    what the base engine reads stays in ``effect`` (a guild's count in the base vocabulary, a leader's
    science and shields); the rest is this expansion's own (``score``)."""
    out = []
    for raw in data()["leaders"]:
        effect = {k: v for k, v in (raw.get("effect") or {}).items() if k in BASE_KEYS}
        out.append({"name": raw["name"], "age": 0, "colour": "white", "coins": raw.get("coins", 0),
                    "effect": effect, **names_of(raw)})
    for raw in data()["guilds"]:
        score = (raw.get("effect") or {}).get("score")
        base = {"score": score} if score and set(score["per"]) <= {"brown", "grey", "blue", "yellow", "red", "green",
                                                                  "purple", "stage", "defeat"} else {}
        out.append({"name": raw["name"], "age": 3, "colour": "purple", "players": [], "cost": raw.get("cost"),
                    "effect": base, **names_of(raw)})
    return tuple(out)


@lru_cache(maxsize=1)
def boards() -> tuple[dict, ...]:
    """Rome (both sides) in the 1st edition's board format: no starting resource (its printed power,
    the recruiting discount, replaces it), the stages' costs, VP and coins; the rest of its effects
    (leader costs, leaders drawn and recruited) stays this expansion's."""
    return tuple(base_board(raw) for raw in data()["wonders"])
