"""The science symbols and their score, shared by every game that scores them like the 1st edition:
n² per symbol plus 7 per set of three different symbols, every wildcard chosen for the best score
(Rulebook, Scientific structures).

A chosen wildcard (``PlayerScore.choices["wildcards"]``: ``{"source", "symbol"}``) may carry
``"symbols"``, the only symbols it may take (a limited wildcard: the Great Wall's mask copies a
neighbour's green card); every hook that chooses the wildcards again honours it (``allowed``,
``candidates``)."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement, product

SCIENCE: tuple[str, ...] = ("compass", "gear", "tablet")
SET_BONUS = 7        # 7 points per set of three different symbols


def allowed(wildcards: Sequence[Mapping]) -> tuple[tuple[str, ...], ...]:
    """Each chosen wildcard's possible symbols: any of the three, or those its ``"symbols"`` lists."""
    return tuple(tuple(w.get("symbols") or SCIENCE) for w in wildcards)


def candidates(wildcards: int | Sequence[Sequence[str]]) -> Iterable[tuple[str, ...]]:
    """Every choice of the wildcards' symbols, one per wildcard in order: ``wildcards`` is how many
    (each may be any symbol) or each one's possible symbols (``allowed``)."""
    if isinstance(wildcards, int):
        return combinations_with_replacement(SCIENCE, wildcards)
    if all(tuple(a) == SCIENCE for a in wildcards):
        return combinations_with_replacement(SCIENCE, len(wildcards))
    return product(*wildcards)


def science_points(counts: Counter) -> int:
    """n² per symbol plus 7 per set of three."""
    return sum(counts[s] ** 2 for s in SCIENCE) + SET_BONUS * min(counts[s] for s in SCIENCE)


def best_science(symbols: Counter, wildcards: int) -> tuple[int, tuple[str, ...]]:
    """The wildcard symbols that maximise the science score, tried exhaustively (at most 3 wildcards)."""
    return _best_science(tuple(symbols[s] for s in SCIENCE), wildcards)


def _best_science_once(counts: tuple[int, ...], wildcards: int) -> tuple[int, tuple[str, ...]]:
    best_pts, best_pick = -1, ()
    for pick in combinations_with_replacement(range(len(SCIENCE)), wildcards):
        final = list(counts)
        for i in pick:
            final[i] += 1
        pts = sum(k * k for k in final) + SET_BONUS * min(final)
        if pts > best_pts:
            best_pts, best_pick = pts, tuple(SCIENCE[i] for i in pick)
    return best_pts, best_pick


# memoised; wrapped here rather than decorated so that mutation testing (mutmut leaves decorated
# functions alone) reaches the choice itself
_best_science = lru_cache(maxsize=1024)(_best_science_once)


# -- symbols copied from other cities (an expansion's card copying a neighbour's symbol: Cities' masks) --
# A hook that copies symbols for a seat records them in ``PlayerScore.choices[COPIES]`` ({"source",
# "symbol", "from"}) with one zero-point science line per copy (``Line.source`` = the copy's source);
# a later hook that re-chooses the wildcards (Babel's science tokens, Leaders' Aristotle) holds them as
# fixed symbols (``copied``) and keeps their lines (``kept_lines``).
COPIES = "copies"


def copied(choices: Mapping) -> Counter:
    """The symbols a seat's copies hold (none when no hook copied any)."""
    return Counter(c["symbol"] for c in choices.get(COPIES, ()) if c.get("symbol") in SCIENCE)


def kept_lines(details: Sequence, choices: Mapping) -> list:
    """A seat's lines without its science row, keeping the lines that say what each copy took."""
    sources = {c["source"] for c in choices.get(COPIES, ())}
    return [d for d in details if d.category != "science" or d.source in sources]


def best_with_copies(counts: tuple[int, ...], wildcards: int, pool: tuple[int, ...], copies: int
                     ) -> tuple[int, tuple[str, ...], tuple[str, ...]]:
    """(points, wildcard symbols, copied symbols) that maximise the science score when ``wildcards``
    may be any symbol and ``copies`` cards may each copy one symbol of ``pool`` (the symbols of the
    cards they may copy, per symbol: each card copied once).  A copy never lowers the score, so
    every copy that can take a card takes one."""
    take = min(copies, sum(pool))
    best = (-1, (), ())
    for pick in combinations_with_replacement(range(len(SCIENCE)), take):
        if any(pick.count(i) > pool[i] for i in set(pick)):
            continue
        final = list(counts)
        for i in pick:
            final[i] += 1
        pts, wild = _best_science(tuple(final), wildcards)
        if pts > best[0]:
            best = (pts, wild, tuple(SCIENCE[i] for i in pick))
    return best
