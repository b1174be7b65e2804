"""The tower's visible tiles as tiles are placed (seed 004, Размещение тайлов Строительства).

Tiles go on the board's places clockwise from the marked one; once every place is filled, a
new tile covers the oldest visible one (a spiral). Tiles placed in the same turn go in
ascending number. The board shows 3 places with 2-4 players (2 players: 2 in use), 4 with 5-8.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from scoring.expansions.babel.catalogue import babel_catalogue


def place_tiles(visible: Sequence[int], placed: Iterable[int], players: int) -> tuple[int, ...]:
    """The visible tiles (oldest first) after the tiles ``placed`` this turn are revealed.

    ``visible`` is the tower before (oldest first); the result lists the tiles that act from
    the next turn on (seed 004, Действие тайлов: a tile acts from the turn after its placement).
    """
    slots = babel_catalogue().visible.get(players)
    if slots is None:
        raise ValueError(f"the tower is played by 2 to 8 players, got {players!r}")
    tower = list(visible)
    for n in sorted(placed):          # ascending tile numbers (seed 004, Размещение тайлов)
        if len(tower) >= slots:
            tower.pop(0)              # the new tile covers the oldest visible one
        tower.append(n)
    return tuple(tower)
