"""The Wonder Pack's data (``scoring/data/wonderpack.json``): the boards of the Wonder Pack (Abu Simbel,
the Great Wall, Manneken Pis, Stonehenge) and the Catan promo board, both sides, with each stage's
whole printed effect (the base engine reads the part of it in its own vocabulary, ``base_board``)."""
from __future__ import annotations

import json
from collections.abc import Mapping
from functools import lru_cache
from importlib import resources
from typing import Any

from scoring.classic.catalogue import base_board
from scoring.core.options import TableOption, read_options


@lru_cache(maxsize=1)
def data() -> dict:
    return json.loads(resources.files("scoring").joinpath("data", "wonderpack.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def table_options() -> tuple[TableOption, ...]:
    """The table options on the open points that change a score (data file ``table_options``): each
    field's values and its default, the APP'S READING (``scoring.core.options``)."""
    return read_options(data()["table_options"])


def table_option(key: str) -> TableOption:
    return next(o for o in table_options() if o.key == key)


@lru_cache(maxsize=1)
def boards() -> tuple[dict, ...]:
    """The five boards in the 1st edition's board format (no starting resource where a printed power
    replaces it: Manneken Pis, Catan)."""
    return tuple(base_board(raw) for raw in data()["wonders"])


@lru_cache(maxsize=1)
def sides() -> dict[tuple[str, str], Mapping[str, Any]]:
    """(board name, side) → the side as the data file prints it (stages with their whole effect,
    ``requires``, ``stages_any_order``, ``start``, ``start_coins``)."""
    return {(raw["name"], key): side for raw in data()["wonders"] for key, side in raw["sides"].items()}


def side(board: str, key: str) -> Mapping[str, Any] | None:
    """A Wonder Pack side as printed; None for a board of another box."""
    return sides().get((board, key))


def stage_effect(board: str, key: str, number: int) -> Mapping[str, Any]:
    """The whole printed effect of stage ``number`` (1-based) of a Wonder Pack side; {} for a stage
    of another box (the base engine reads all of its effect) or a stage the side does not have."""
    found = side(board, key)
    if found is None or not 0 < number <= len(found["stages"]):
        return {}
    return found["stages"][number - 1].get("effect") or {}
