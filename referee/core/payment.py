"""The payment search: every non-dominated way to pay a resource cost.

Rules (seed 000, Производство and Торговля):

* each unit a city produces covers one resource per turn; a "/" unit covers one
  of its resources, chosen each turn;
* the player covers what it can with its own units (free), and buys the rest
  from the left and right neighbours' tradable units (board, brown and grey
  cards) at 2 coins per resource, 1 with a discount;
* a neighbour's "/" card can be bought as either resource but only once a turn.

Search.  Only the resources named in the cost matter, so a multiset of them is
encoded as one integer in a mixed radix (digit ``i`` counts resource ``i``,
base ``need_i + 1``).  For each city a small dynamic programme over its "/"
units gives the set of sub-multisets of the cost it can cover (downward closed
for neighbours, maximal elements only for the player: covering more yourself
never costs more).  Every deficit ``D = cost - own`` is then split ``D = L + R``
over the neighbours' coverable sets; the (left, right) coin pairs are reduced to
the Pareto front.  The worst table (a Palace, 7 resources, everyone holding every
"/" card) needs at most 3**7 = 2187 splits.  Results are memoised on the
normalised input.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from typing import Any

SIDES = ("left", "right")


@dataclass(frozen=True)
class Buy:
    side: str
    resource: str
    count: int
    price: int            # coins per resource

    def to_json(self) -> dict:
        return {"from": self.side, "resource": self.resource, "count": self.count, "price": self.price}


@dataclass(frozen=True)
class Option:
    bank: int
    left: int
    right: int
    buys: tuple[Buy, ...] = ()
    # what an expansion's way to pay changes (``referee.core.expansion.Way``): resources the build no
    # longer needs, resources bought from the bank (``side`` "bank", their coins in ``bank``)
    waived: tuple[str, ...] = ()
    bank_buys: tuple[Buy, ...] = ()
    via: Any = field(default=None, compare=False)     # the expansion's Way this option pays by, if any

    @property
    def total(self) -> int:
        return self.bank + self.left + self.right

    def to_json(self) -> dict:
        out = {"bank": self.bank, "left": self.left, "right": self.right,
               "buys": [b.to_json() for b in self.buys]}
        if self.waived:
            out["waived"] = list(self.waived)
        if self.bank_buys:
            out["bank_buys"] = [b.to_json() for b in self.bank_buys]
        return out

    def cost_json(self) -> dict:
        return {"bank": self.bank, "left": self.left, "right": self.right}


def _norm_units(units: Iterable[frozenset], kinds: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Units restricted to the resources of the cost, sorted (a canonical cache key)."""
    out = []
    for u in units:
        useful = tuple(sorted(r for r in u if r in kinds))
        if useful:
            out.append(useful)
    return tuple(sorted(out))


def _states(units: tuple[tuple[str, ...], ...], kinds: tuple[str, ...], need: tuple[int, ...]) -> set[tuple[int, ...]]:
    """Maximal-ish vectors (capped at ``need``) a set of units can cover at once."""
    idx = {r: i for i, r in enumerate(kinds)}
    fixed = [0] * len(kinds)
    choices = []
    for u in units:
        if len(u) == 1:
            i = idx[u[0]]
            fixed[i] = min(need[i], fixed[i] + 1)
        else:
            choices.append(tuple(idx[r] for r in u))
    states = {tuple(fixed)}
    for unit in choices:
        nxt = set()
        for s in states:
            grew = False
            for i in unit:
                if s[i] < need[i]:
                    t = list(s)
                    t[i] += 1
                    nxt.add(tuple(t))
                    grew = True
            if not grew:
                nxt.add(s)
        states = nxt
    return states


def _maximal(states: set[tuple[int, ...]]) -> list[tuple[int, ...]]:
    ordered = sorted(states, key=sum, reverse=True)
    keep: list[tuple[int, ...]] = []
    for s in ordered:
        if not any(all(a <= b for a, b in zip(s, k)) for k in keep):
            keep.append(s)
    return keep


def _downward(states: set[tuple[int, ...]], mult: tuple[int, ...]) -> set[int]:
    """Codes of every vector below some state (what a neighbour can sell at once)."""
    seen: set[int] = set()
    stack = [sum(d * m for d, m in zip(s, mult)) for s in states]
    while stack:
        code = stack.pop()
        if code in seen:
            continue
        seen.add(code)
        rest = code
        # decode and step down one unit in each non-zero digit
        for i in range(len(mult) - 1, -1, -1):
            d = rest // mult[i]
            rest -= d * mult[i]
            if d:
                nxt = code - mult[i]
                if nxt not in seen:
                    stack.append(nxt)
    return seen


def _search_once(kinds: tuple[str, ...], need: tuple[int, ...],
                 own: tuple, left: tuple, right: tuple,
                 left_price: tuple[int, ...], right_price: tuple[int, ...]) -> tuple[tuple[int, int, int, int], ...]:
    """(left coins, right coins, left code, right code) on the Pareto front."""
    n = len(kinds)
    mult = []
    m = 1
    for k in need:
        mult.append(m)
        m *= k + 1
    mult = tuple(mult)
    full = sum(k * mu for k, mu in zip(need, mult))

    def code_of(v) -> int:
        return sum(d * mu for d, mu in zip(v, mult))

    def price_table(codes: set[int], price: tuple[int, ...]) -> dict[int, int]:
        out = {}
        for code in codes:
            rest, total = code, 0
            for i in range(n - 1, -1, -1):
                d = rest // mult[i]
                rest -= d * mult[i]
                total += d * price[i]
            out[code] = total
        return out

    lcost = price_table(_downward(_states(left, kinds, need), mult), left_price)
    rcost = price_table(_downward(_states(right, kinds, need), mult), right_price)
    best: dict[tuple[int, int], tuple[int, int]] = {}
    deficits = sorted({full - code_of(s) for s in _maximal(_states(own, kinds, need))})
    for deficit in deficits:
        digits = []
        rest = deficit
        for i in range(n - 1, -1, -1):
            d = rest // mult[i]
            rest -= d * mult[i]
            digits.append(range(d + 1))
        digits.reverse()
        for sub in product(*digits):
            lc = sum(d * mu for d, mu in zip(sub, mult))
            cl = lcost.get(lc)
            if cl is None:
                continue
            rc = deficit - lc
            cr = rcost.get(rc)
            if cr is None:
                continue
            key = (cl, cr)
            if key not in best:
                best[key] = (lc, rc)
    front = [k for k in best if not any(o != k and o[0] <= k[0] and o[1] <= k[1] for o in best)]
    front.sort(key=lambda k: (k[0] + k[1], k[0]))
    return tuple((cl, cr) + best[(cl, cr)] for cl, cr in front)


# memoised on the normalised input; wrapped here rather than decorated so that mutation testing
# (mutmut leaves decorated functions alone) reaches the search itself
_search = lru_cache(maxsize=4096)(_search_once)


def _decode(code: int, need: tuple[int, ...]) -> list[int]:
    out = []
    for k in need:
        out.append(code % (k + 1))
        code //= k + 1
    return out


def payment_options(cost: Sequence[str], own: Iterable[frozenset], left: Iterable[frozenset],
                    right: Iterable[frozenset], prices: Mapping[str, Mapping[str, int]],
                    bank: int = 0) -> list[Option]:
    """Every non-dominated way to pay ``cost`` (resources, repeated), cheapest first.

    ``own``/``left``/``right``: the player's units and what each neighbour may sell;
    ``prices[side][resource]`` coins per resource; ``bank``: the card's coin cost.
    An empty list means the cost cannot be covered at any price.
    """
    counts: dict[str, int] = {}
    for r in cost:
        counts[r] = counts.get(r, 0) + 1
    kinds = tuple(sorted(counts))
    need = tuple(counts[r] for r in kinds)
    if not kinds:
        return [Option(bank, 0, 0, ())]
    found = _search(kinds, need, _norm_units(own, kinds), _norm_units(left, kinds), _norm_units(right, kinds),
                    tuple(prices["left"][r] for r in kinds), tuple(prices["right"][r] for r in kinds))
    options = []
    for cl, cr, lc, rc in found:
        buys = []
        for side, code in (("left", lc), ("right", rc)):
            for r, d in zip(kinds, _decode(code, need)):
                if d:
                    buys.append(Buy(side, r, d, prices[side][r]))
        options.append(Option(bank, cl, cr, tuple(buys)))
    return options


def clear_cache() -> None:
    _search.cache_clear()


def covers(units: Iterable[frozenset], counts: Mapping[str, int]) -> bool:
    """Can these units produce every resource of ``counts`` in the same turn?"""
    kinds = tuple(sorted(r for r, n in counts.items() if n > 0))
    if not kinds:
        return True
    need = tuple(counts[r] for r in kinds)
    return need in _states(_norm_units(units, kinds), kinds, need)


# -- what an expansion adds around the search (``referee.core.expansion``: ``rebates``, ``conversions``) ------

def pareto(options: Iterable[Option]) -> list[Option]:
    """The options no other is at most as expensive as to the bank and to both neighbours, cheapest first
    (the first of equal ones kept)."""
    keep: list[Option] = []
    for o in sorted(options, key=lambda o: (o.total, o.left)):
        if not any(k.bank <= o.bank and k.left <= o.left and k.right <= o.right for k in keep):
            keep.append(o)
    return keep


def rebated(option: Option, rebates: Mapping[str, int]) -> tuple[Option, tuple[str, ...]]:
    """``option`` with the first resource bought from each side of ``rebates`` (side → coins) that many
    coins cheaper, never below 0 — the dearest one bought there, as the player orders its purchases —
    and the sides where it applied.  The resource's purchase is split: one at the lower price."""
    buys, left, right, used = list(option.buys), option.left, option.right, []
    for side, off in rebates.items():
        found = [k for k, b in enumerate(buys) if b.side == side and b.price > 0]
        if not found or off <= 0:
            continue
        k = max(found, key=lambda k: buys[k].price)
        b = buys[k]
        cut = min(off, b.price)
        buys[k:k + 1] = [Buy(side, b.resource, 1, b.price - cut)] + (
            [Buy(side, b.resource, b.count - 1, b.price)] if b.count > 1 else [])
        left, right = (left - cut, right) if side == "left" else (left, right - cut)
        used.append(side)
    if not used:
        return option, ()
    return Option(option.bank, left, right, tuple(buys), option.waived, option.bank_buys, option.via), tuple(used)


def converted_units(units: Sequence[frozenset], give: int, cost: Sequence[str],
                    every: Iterable[str]) -> list[tuple[tuple[frozenset, ...], tuple[str, ...]]]:
    """Every set of a city's own units after trading ``give`` units that give the same resource for one
    unit of any resource (``every``), as many times as its units allow and the cost can use (one trade
    per resource of the cost at most): (the units, the resource given up by each trade).  The units
    tried first for a trade are those giving the fewest resources; the units as they are come first."""
    anything = frozenset(every)
    out: list[tuple[tuple[frozenset, ...], tuple[str, ...]]] = [(tuple(units), ())]
    seen = {tuple(sorted(tuple(sorted(u)) for u in units))}
    frontier = list(out)
    for _depth in range(len(cost)):
        nxt = []
        for have, traded in frontier:
            for r in sorted({r for u in have for r in u if u != anything}):
                pool = sorted((u for u in have if r in u and u != anything), key=len)
                if len(pool) < give:
                    continue
                rest = list(have)
                for u in pool[:give]:
                    rest.remove(u)
                rest.append(anything)
                key = tuple(sorted(tuple(sorted(u)) for u in rest))
                if key not in seen:
                    seen.add(key)
                    nxt.append((tuple(rest), traded + (r,)))
        out += nxt
        frontier = nxt
    return out
