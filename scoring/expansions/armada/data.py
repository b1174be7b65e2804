"""Armada's data file (``scoring/data/armada.json``): the box's names, the score-pad rows and where
the pad prints them, and the guild cap — the facts quick pad mode needs, each with its sources there."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from scoring.classic.score import CATEGORIES


@lru_cache(maxsize=1)
def raw() -> dict:
    return json.loads(resources.files("scoring").joinpath("data", "armada.json").read_text(encoding="utf-8"))


def spellings() -> dict[str, frozenset[str]]:
    """The names a document may give in ``"expansions"``: the id and the box's names (``box_names``)."""
    names = raw()["box_names"]
    found = [names["en"], *names.get("ru", []), *names.get("uk", [])]
    return {n.casefold(): frozenset({"armada"}) for n in ["armada", *found]}


def rows() -> tuple[str, ...]:
    """The rows the pad adds, in the data file's order."""
    return tuple(raw()["rows"])


def order(row: str) -> int:
    """A row's place (``Row.order``): the place of the row it follows (``after``), base row or one of
    its own; rows of one place keep the data's order (the pad sorts stably)."""
    after = raw()["rows"][row]["after"]
    return CATEGORIES.index(after) if after in CATEGORIES else order(after)


def guild_cap() -> int:
    """rules.guild_cap: the most one guild scores with Armada."""
    return next(r["value"] for r in raw()["rules"] if r["id"] == "guild_cap")
