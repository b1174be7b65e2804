"""One ranking for every game: standard competition ranks ("1224") from each player's key.

A game decides the key (the 1st edition: points, then coins; Architects: points, then pieces built;
pad mode: points, then the pad's tie-break row) and who is ranked at all (the 2-player variant's
Free City is not); a player's rank is 1 + the number of ranked players whose key is strictly greater.
"""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Hashable, Mapping


def competition_ranks(keys: Mapping[Hashable, tuple]) -> dict[Hashable, int]:
    """{player: key} → {player: rank}; equal keys share a rank, the next rank skips (1, 1, 3)."""
    ordered = sorted(keys.values())
    return {who: 1 + len(ordered) - bisect_right(ordered, key) for who, key in keys.items()}
