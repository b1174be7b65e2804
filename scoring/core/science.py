"""The science symbols and their score, shared by every game that scores them like the 1st edition:
n² per symbol plus 7 per set of three different symbols, every wildcard chosen for the best score
(Rulebook, Scientific structures).

A chosen wildcard (``PlayerScore.choices["wildcards"]``: ``{"source", "symbol"}``) may carry
``"symbols"``, the only symbols it may take (a limited wildcard: the Great Wall's mask copies a
neighbour's green card); every hook that chooses the wildcards again honours it (``allowed``,
``candidates``)."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement, product
from typing import Any

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


# -- the joint choice: wildcards, copies and every value the symbols feed ------------------------
# The symbols of a city may feed more than the science row: a leader's bonus per set (Leaders'
# Aristotle), a token's points per set (Babel's science token).  An expansion declares such a value
# (``Expansion.science_value``) and the symbols its cards may copy from other cities
# (``Expansion.science_copies``: Cities' masks); ``scoring.core.expansion.score_seats`` hands every
# declared value and pool of a seat to its hooks (``declared``), and every hook that chooses the
# wildcards or the copies calls ``choose``, which tries every wildcard symbol × every copy for the
# whole score those values and the science row add up to.  So whichever hook runs last lands on the
# same choice, whatever the order the expansions compose in.
# A hook that copies symbols for a seat records them in ``PlayerScore.choices[COPIES]`` ({"source",
# "symbol", "from", "city"}) with one zero-point science line per copy (``Line.source`` = the copy's
# source); a hook that re-chooses keeps those lines and every science line that is not the row's
# total or a wildcard's (``kept_lines``).
COPIES = "copies"

Value = Callable[[Counter], int]


@dataclass(frozen=True)
class CopyPool:
    """Cards that each copy one science symbol of another city's card, a different card each
    (``cards``: their sources), the cards they may copy (``pool``: {"symbol", "from", "city"}), and
    ``describe(card, copy)``: the zero-point science line saying what ``card`` copied (``copy`` None:
    nothing), which whichever hook makes the choice writes."""
    cards: tuple[str, ...]
    pool: tuple[Mapping, ...]
    describe: Callable[[str, Mapping | None], Any]


@dataclass(frozen=True)
class Choice:
    """The joint choice: ``science`` the science row (n² + 7 per set), ``total`` it plus every
    declared value, ``wildcards`` one symbol per wildcard in order, ``copies`` the copies made
    ({"source", "symbol", "from", "city"}), ``final`` the symbols the city ends with."""
    science: int
    total: int
    wildcards: tuple[str, ...]
    copies: tuple[Mapping, ...]
    final: Counter
    pools: tuple[CopyPool, ...] = ()

    def copy_lines(self, details: Sequence) -> list:
        """``details`` with each copying card's line saying what it copies now (in place, or added)."""
        made = {c["source"]: c for c in self.copies}
        new = {card: p.describe(card, made.get(card)) for p in self.pools for card in p.cards}
        out = [new.pop(d.source) if d.category == "science" and d.source in new else d for d in details]
        return out + list(new.values())


_DECLARED: ContextVar[tuple[Mapping[str, Value], Mapping[str, CopyPool]]] = ContextVar(
    "science_declared", default=({}, {}))


@contextmanager
def declared(values: Mapping[str, Value], pools: Mapping[str, CopyPool]) -> Iterator[None]:
    """While scoring one seat: the values its symbols feed and the copy pools, by expansion id."""
    token = _DECLARED.set((dict(values), dict(pools)))
    try:
        yield
    finally:
        _DECLARED.reset(token)


def kept_lines(details: Sequence, choices: Mapping) -> list:
    """A seat's lines without the science row's total and its wildcards' lines (the lines a
    re-choice writes again); the copies' lines and every other line stay."""
    wild = {w["source"] for w in choices.get("wildcards", ())}
    return [d for d in details if d.category != "science" or (d.source != "science" and d.source not in wild)]


def _copy_picks(pool: CopyPool) -> list[tuple[dict, ...]]:
    """Every way the pool's cards may copy (as many as can take a card: a copy never lowers the
    score), one per multiset of symbols, each copy assigned the first card of its symbol left."""
    counts = Counter(p["symbol"] for p in pool.pool if p.get("symbol") in SCIENCE)
    take = min(len(pool.cards), sum(counts.values()))
    out = []
    for pick in combinations_with_replacement(SCIENCE, take):
        if any(pick.count(s) > counts[s] for s in set(pick)):
            continue
        left = list(pool.pool)
        made = []
        for card, symbol in zip(pool.cards, pick):
            got = next(p for p in left if p.get("symbol") == symbol)
            left.remove(got)
            made.append({"source": card, "symbol": symbol, "from": got.get("from"), "city": got.get("city")})
        out.append(tuple(made))
    return out


def choose(symbols: Counter, wildcards: Sequence[Mapping], choices: Mapping | None = None,
           values: Mapping[str, Value] | None = None, pools: Mapping[str, CopyPool] | None = None) -> Choice:
    """The wildcards' symbols (each within its ``"symbols"``) and the copies that maximise the
    science row plus every value, those declared for the seat (``declared``) and ``values``;
    ties go to the higher science row, then to the first found.  ``symbols``: the city's own;
    copies recorded in ``choices`` by a card of no pool in play are held fixed."""
    d_values, d_pools = _DECLARED.get()
    values = {**d_values, **(values or {})}
    pools = {**d_pools, **(pools or {})}
    chosen = {c for p in pools.values() for c in p.cards}
    fixed = tuple(c for c in (choices or {}).get(COPIES, ()) if c.get("source") not in chosen)
    base = symbols + Counter(c["symbol"] for c in fixed if c.get("symbol") in SCIENCE)
    options = list(candidates(allowed(wildcards)))
    best: tuple | None = None
    for copies in product(*(_copy_picks(pools[k]) for k in sorted(pools))):
        made = fixed + tuple(c for group in copies for c in group)
        held = base + Counter(c["symbol"] for group in copies for c in group)
        for pick in options:
            final = held + Counter(pick)
            science = science_points(final)
            total = science + sum(v(final) for v in values.values())
            if best is None or (total, science) > (best[0], best[1]):
                best = (total, science, tuple(pick), made, final)
    assert best is not None     # product() of no pools and candidates() of no wildcards yield one each
    total, science, pick, made, final = best
    return Choice(science, total, pick, made, final, tuple(pools[k] for k in sorted(pools)))


def unchanged(choice: Choice, choices: Mapping) -> bool:
    """Does the seat already hold this choice (same wildcard symbols, same copies)?"""
    wild = tuple(w["symbol"] for w in choices.get("wildcards", ()))
    have = sorted((c["source"], c["symbol"], c.get("from")) for c in choices.get(COPIES, ()))
    return wild == choice.wildcards and have == sorted((c["source"], c["symbol"], c.get("from")) for c in choice.copies)


def with_choice(choices: Mapping, choice: Choice) -> dict:
    """The seat's choices holding ``choice``."""
    out = dict(choices)
    if "wildcards" in choices:
        out["wildcards"] = [{**w, "symbol": p} for w, p in zip(choices["wildcards"], choice.wildcards)]
    if choice.copies:
        out[COPIES] = [dict(c) for c in choice.copies]
    else:
        out.pop(COPIES, None)
    return out
