"""A cost as the data files write it (``{"clay": 2, "wood": 1}``) → the sorted tuple of resources the
catalogues keep (``("clay", "clay", "wood")``); shared by every game whose data prints costs so."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scoring.core.errors import CatalogueError


def resources_of(raw: Any, where: str, known: Sequence[str]) -> tuple[str, ...]:
    """``raw`` read against the game's ``known`` resources; ``CatalogueError`` naming ``where``."""
    if raw is None:
        return ()
    if not isinstance(raw, Mapping):
        raise CatalogueError(f"{where}: cost must be an object, got {raw!r}")
    out: list[str] = []
    for res, n in raw.items():
        if res not in known or not isinstance(n, int) or n < 1:
            raise CatalogueError(f"{where}: bad cost entry {res!r}: {n!r}")
        out.extend([res] * n)
    return tuple(sorted(out))
