"""Conflict tokens (seed 000, "Конец эпохи" and "Подсчёт очков, 1 Военные конфликты").

At the end of each age every city compares its shields with each neighbour:
more → a victory token (+1 age I, +3 age II, +5 age III), fewer → a defeat
token (-1), equal → nothing.  So each city takes 0, 1 or 2 tokens an age.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from itertools import product
from typing import Any

from scoring.core.i18n import _
from scoring.core.numbers import is_int

VICTORY: dict[int, int] = {1: 1, 2: 3, 3: 5}
DEFEAT = -1
TOKENS = (DEFEAT, 1, 3, 5)


# The seats that sit out an age's conflict (age → seats), a rule an expansion brings (Cities: a
# player holding a Diplomacy token is absent and the two neighbours fight each other). The
# expansion sets it while the table is parsed or judged (``Expansion.parse`` around the parsers
# inside it; its referee around the base's); none by default, so the base game never sees it.
ABSENT: ContextVar[Mapping[int, frozenset[int]]] = ContextVar("absent", default={})


def absent_on(table: Any) -> dict[int, frozenset[int]]:
    """The seats absent from each age's conflict as the expansions' parsers left them on a parsed
    table: each state in ``table.ext`` with an ``absent()`` method (age → seats), merged."""
    out: dict[int, frozenset[int]] = {}
    for state in (getattr(table, "ext", None) or {}).values():
        found = getattr(state, "absent", None)
        for age, seats in (found() if callable(found) else {}).items():
            out[age] = out.get(age, frozenset()) | seats
    return out


@contextmanager
def absences(table: Any):
    """``ABSENT`` set from a parsed table (``absent_on``) while a check derives its tokens after parsing."""
    token = ABSENT.set(absent_on(table) or ABSENT.get())
    try:
        yield
    finally:
        ABSENT.reset(token)


def neighbours(i: int, n: int) -> tuple[int, int]:
    """(left, right) of seat ``i``: players are listed clockwise, ``i+1`` sits to the left."""
    return (i + 1) % n, (i - 1) % n


def fighting(n: int, age: int) -> list[tuple[int, int, int]]:
    """(seat, its left opponent, its right opponent) of every seat that fights at the end of ``age``:
    the seats absent that age (``ABSENT``) are skipped and the nearest present seats face each other
    (a ring of the present seats; with one present, no conflict)."""
    away = ABSENT.get().get(age, frozenset())
    present = [i for i in range(n) if i not in away]
    m = len(present)
    if m < 2:
        return []
    return [(i, present[(k + 1) % m], present[k - 1]) for k, i in enumerate(present)]


def tokens_by_side(per_age: Sequence[Sequence[int]]) -> list[dict[str, list[tuple[int, int]]]]:
    """``per_age[i][a]``: shields of city ``i`` at the end of age ``a+1`` →
    ``out[i][side]``: the (age, token) pairs city ``i`` takes against that neighbour."""
    n = len(per_age)
    out: list[dict[str, list[tuple[int, int]]]] = [{"left": [], "right": []} for _ in range(n)]
    ages = min(len(s) for s in per_age) if per_age else 0
    for a in range(ages):
        age = a + 1
        for i, left, right in fighting(n, age):
            for side, j in (("left", left), ("right", right)):
                if per_age[i][a] > per_age[j][a]:
                    out[i][side].append((age, VICTORY[age]))
                elif per_age[i][a] < per_age[j][a]:
                    out[i][side].append((age, DEFEAT))
    return out


def tokens_from_shields(per_age: Sequence[Sequence[int]]) -> list[list[int]]:
    """Every city's tokens, age by age (left neighbour first)."""
    return [[t for _, t in sorted(sides["left"] + sides["right"], key=lambda at: at[0])]
            for sides in tokens_by_side(per_age)]


def shields_problems(raw: Any, final: int) -> tuple[list[int] | None, list[str]]:
    """Check one city's shields at the end of ages I, II (and III) against its final tableau.

    Returns the three ages (age III read from the tableau when only two are given) and
    what is wrong; ``None`` when the value is not even a list of shield counts.
    """
    if (not isinstance(raw, list) or not 2 <= len(raw) <= 3
            or not all(is_int(v) and v >= 0 for v in raw)):
        return None, [_("shields must list the shields at the end of ages I and II (and III): "
                        "whole numbers 0 or more, got {raw!r}").format(raw=raw)]
    problems = []
    if any(a > b for a, b in zip(raw, raw[1:])):
        problems.append(_("shields never go down from one age to the next: {shields}").format(shields=raw))
    if len(raw) == 3 and raw[2] != final:
        problems.append(_("age III shields are {given} but the city shows {final} (red cards and wonder stages)").format(
            given=raw[2], final=final))
    if len(raw) == 2 and final < raw[1]:
        problems.append(_("the city shows {final} shields at the end but had {given} in age II: "
                          "shields never go down").format(final=final, given=raw[1]))
    return list(raw) + ([final] if len(raw) == 2 else []), problems


def token_problems(tokens: Sequence[int]) -> list[str]:
    """What is impossible about one city's token set on its own."""
    problems = []
    bad = [t for t in tokens if t not in TOKENS]
    if bad:
        problems.append(_("{raw!r} is not a conflict token (tokens are -1, +1, +3 and +5)").format(raw=bad[0]))
        return problems
    count = {v: tokens.count(v) for v in VICTORY.values()} if type(tokens) in (list, tuple) else Counter(tokens)
    for age, value in VICTORY.items():
        if count[value] > 2:
            problems.append(_("{n} tokens of +{value}: a city fights two neighbours, so it wins at most 2 "
                              "in age {age}").format(n=count[value], value=value, age=["", "I", "II", "III"][age]))
    if len(tokens) > 6:
        problems.append(_("{n} tokens: at most 6 (two neighbours, three ages)").format(n=len(tokens)))
    return problems


# -- is a table's set of tokens possible? ----------------------------------------------------
#
# One age: the n cities sit on a ring and fight along its n edges ``(i, i+1)``; each battle is
# a tie (0), a win of ``i`` over ``i+1`` (1) or of ``i+1`` over ``i`` (2).  Shields are numbers,
# so the strict results around the ring cannot all point one way (``a > b > … > a``, ties
# contracted): an age whose strict results all carry the same code is impossible; all ties
# is fine.  City ``i`` wins ``[o_i = 1] + [o_{i-1} = 2]`` and loses ``[o_i = 2] + [o_{i-1} = 1]``.
#
# The tokens give each city's wins per age (its +1, +3, +5 count) and its defeats over all
# ages (its -1 count).  Instead of trying all 3^n outcomes of each age and combining their
# defeat vectors (exponential), walk the ring once, choosing edge i's three results (one per
# age) after edge i-1's.  City i's wins and defeats depend only on edges i-1 and i, so they
# are checked as soon as both are chosen; city 0 when the ring closes.  A state is (edge 0's
# results, edge i's results, which strict codes each age has used): at most 27·27·4³, so
# the walk is linear in n (polynomial in every reading), and in practice the wins and
# defeats force almost every choice.  ``tests/test_hardening_military.py`` proves it equal
# to the exhaustive search on random tables.

_CODE_BITS = ((0, 0, 0), (1, 4, 16), (2, 8, 32))     # _CODE_BITS[code][age]: "age used this code"


def _edge_choices(prev: tuple[int, ...], wins: Sequence[Sequence[int]], i: int) -> list[tuple[int, ...]]:
    """The results of edge i (one per age) that give city i its wins, given edge i-1's."""
    per_age = []
    for a, w in enumerate(wins):
        need = w[i] - (prev[a] == 2)           # must city i beat city i+1 this age?
        if need == 1:
            per_age.append((1,))
        elif need == 0:
            per_age.append((0, 2))
        else:
            return []
    return list(product(*per_age))


def _defeats_at(prev: tuple[int, ...], cur: tuple[int, ...]) -> int:
    return sum((c == 2) + (p == 1) for p, c in zip(prev, cur))


def _flags(cur: tuple[int, ...]) -> int:
    return sum(_CODE_BITS[c][a] for a, c in enumerate(cur))


def _ring_possible(wins: Sequence[Sequence[int]], defeats: Sequence[int] | None) -> bool:
    """Do results exist, age by age, giving each city ``wins[a][i]`` victories in age ``a`` and
    (when given) ``defeats[i]`` defeats over all ages, with no age's strict results all one way?

    The walk above, with each edge's results (one code per age) held as one number (base 3) and
    a state (edge 0's results, edge i's results, codes used) as one number; the moves of an edge
    depend only on the results before it, the city's wins and its defeats, so they are kept for
    the process (at most 27 · 3³ · 8 keys)."""
    ages = len(wins)
    n = len(wins[0])
    size = 3 ** ages
    # edge 0 as far as city 0 alone allows: beats city 1 when it must (2 wins), never when it won none
    firsts = [_encode(first) for first in product(
        *[(1,) if w[0] >= 2 else (0, 2) if w[0] == 0 else (0, 1, 2) for w in wins])
        if defeats is None or sum(o == 2 for o in first) <= defeats[0]]
    states = {(first * size + first) << 6 | _FLAGS[ages][first] for first in firsts}
    per_city = list(zip(*wins))                          # per city: its wins in each age
    for i in range(1, n):
        moves = _moves_for(ages, per_city[i], None if defeats is None else defeats[i])
        nxt = set()
        for state in states:
            used = state & 63
            pair = state >> 6
            prev = pair % size
            base = pair - prev
            for cur, bits in moves[prev]:
                nxt.add((base + cur) << 6 | used | bits)
        if not nxt:
            return False
        states = nxt
    close = _moves_for(ages, per_city[0], None if defeats is None else defeats[0])
    for state in states:
        used = state & 63
        # every age: no strict code, or both (a cycle of strict results all one way is impossible)
        if any((used >> (2 * a)) & 3 not in (0, 3) for a in range(ages)):
            continue
        pair = state >> 6
        first, last = divmod(pair, size)
        # city 0: its wins and defeats come from edge n-1 (``last``) and edge 0 (``first``)
        if any(cur == first for cur, _bits in close[last]):
            return True
    return False


def _encode(results: Sequence[int]) -> int:
    return sum(c * 3 ** a for a, c in enumerate(results))


def _decode(code: int, ages: int) -> tuple[int, ...]:
    return tuple((code // 3 ** a) % 3 for a in range(ages))


_FLAGS: dict[int, list[int]] = {ages: [_flags(_decode(code, ages)) for code in range(3 ** ages)] for ages in (1, 2, 3)}
_MOVES: dict[tuple, list[list[tuple[int, int]]]] = {}


def _moves_for(ages: int, city_wins: tuple[int, ...], city_defeats: int | None) -> list[list[tuple[int, int]]]:
    """Per results of the edge before (a code), the (code, flags) of the edge after that give
    the city between them ``city_wins`` (per age) and ``city_defeats`` (None: any)."""
    key = (ages, city_wins, city_defeats)
    found = _MOVES.get(key)
    if found is None:
        wins = [[w] for w in city_wins]                      # _edge_choices reads wins[a][i]
        found = []
        for prev_code in range(3 ** ages):
            prev = _decode(prev_code, ages)
            found.append([(_encode(cur), _flags(cur)) for cur in _edge_choices(prev, wins, 0)
                          if city_defeats is None or _defeats_at(prev, cur) == city_defeats])
        if len(_MOVES) < 65536:
            _MOVES[key] = found
    return found


def table_problem(all_tokens: Sequence[Sequence[int]]) -> str | None:
    """Why this table's tokens cannot have come from real conflicts, or None if they can.

    Each victory token of one city is a defeat token of a neighbour from the same age,
    and each age's results must come from shield counts.
    """
    n = len(all_tokens)
    if n < 3:
        return None
    counts = [{v: t.count(v) for v in TOKENS} if type(t) in (list, tuple) else Counter(t) for t in all_tokens]
    victories = sum(c[1] + c[3] + c[5] for c in counts)
    defeats = sum(c[DEFEAT] for c in counts)
    if victories != defeats:
        return _("victory tokens on the table: {victories}, defeat tokens: {defeats}; "
                 "every battle won is a battle lost by a neighbour").format(victories=victories, defeats=defeats)
    wins = [[c[value] for c in counts] for value in VICTORY.values()]
    if ABSENT.get():
        return _with_absent(wins)
    if _ring_possible(wins, [c[DEFEAT] for c in counts]):
        return None
    for (age, value), age_wins in zip(VICTORY.items(), wins):
        if not _ring_possible([age_wins], None):
            return _("no shield counts in age {age} give these +{value} tokens: "
                     "each +{value} needs a neighbour with fewer shields that age").format(
                         age=["", "I", "II", "III"][age], value=value)
    return _("the defeat tokens do not match the victories of the neighbours in any age")


def _with_absent(wins: Sequence[Sequence[int]]) -> str | None:
    """The check when some seats sit out an age's conflict (``ABSENT``): an absent seat takes no
    token that age, and each age's victories must be possible on the ring of the seats present
    (a defeat token names no age, so the defeats are checked only in total, by the caller)."""
    away = ABSENT.get()
    for (age, value), age_wins in zip(VICTORY.items(), wins):
        absent = away.get(age, frozenset())
        seat = next((i for i in sorted(absent) if i < len(age_wins) and age_wins[i]), None)
        if seat is not None:
            return _("players[{seat}] sat out the conflict of age {age} (Diplomacy) but holds a +{value} token "
                     "of that age").format(seat=seat, age=["", "I", "II", "III"][age], value=value)
        present = [w for i, w in enumerate(age_wins) if i not in absent]
        if len(present) >= 3 and not _ring_possible([present], None):
            return _("no shield counts in age {age} give these +{value} tokens: "
                     "each +{value} needs a neighbour with fewer shields that age").format(
                         age=["", "I", "II", "III"][age], value=value)
    return None
