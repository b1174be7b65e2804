"""Conflict tokens (seed 000, "Конец эпохи" and "Подсчёт очков, 1 Военные конфликты").

At the end of each age every city compares its shields with each neighbour:
more → a victory token (+1 age I, +3 age II, +5 age III), fewer → a defeat
token (-1), equal → nothing.  So each city takes 0, 1 or 2 tokens an age.
"""
from __future__ import annotations

from collections import Counter
from itertools import product
from typing import Sequence

VICTORY: dict[int, int] = {1: 1, 2: 3, 3: 5}
DEFEAT = -1
TOKENS = (DEFEAT, 1, 3, 5)


def neighbours(i: int, n: int) -> tuple[int, int]:
    """(left, right) of seat ``i``: players are listed clockwise, ``i+1`` sits to the left."""
    return (i + 1) % n, (i - 1) % n


def tokens_for_age(shields: Sequence[int], age: int) -> list[list[int]]:
    """Tokens each city takes at the end of ``age`` given everyone's shields then."""
    n = len(shields)
    out: list[list[int]] = []
    for i in range(n):
        taken = []
        for j in neighbours(i, n):
            if shields[i] > shields[j]:
                taken.append(VICTORY[age])
            elif shields[i] < shields[j]:
                taken.append(DEFEAT)
        out.append(taken)
    return out


def tokens_from_shields(per_age: Sequence[Sequence[int]]) -> list[list[int]]:
    """``per_age[i][a]``: shields of city ``i`` at the end of age ``a+1`` → every city's tokens."""
    n = len(per_age)
    tokens: list[list[int]] = [[] for _ in range(n)]
    ages = min(len(s) for s in per_age) if per_age else 0
    for a in range(ages):
        for i, taken in enumerate(tokens_for_age([s[a] for s in per_age], a + 1)):
            tokens[i].extend(taken)
    return tokens


def token_problems(tokens: Sequence[int]) -> list[str]:
    """What is impossible about one city's token set on its own."""
    problems = []
    bad = [t for t in tokens if t not in TOKENS]
    if bad:
        problems.append(f"{bad[0]!r} is not a conflict token (tokens are -1, +1, +3 and +5)")
        return problems
    count = Counter(tokens)
    for age, value in VICTORY.items():
        if count[value] > 2:
            problems.append(f"{count[value]} tokens of +{value}: a city fights two neighbours, "
                            f"so it wins at most 2 in age {['', 'I', 'II', 'III'][age]}")
    if len(tokens) > 6:
        problems.append(f"{len(tokens)} tokens: at most 6 (two neighbours, three ages)")
    return problems


def _age_defeats(n: int, wins: Sequence[int]) -> set[tuple[int, ...]]:
    """Every vector of defeats one age can hand out, given each city's wins that age."""
    edges = [(i, (i + 1) % n) for i in range(n)]
    found: set[tuple[int, ...]] = set()
    for outcome in product((0, 1, 2), repeat=len(edges)):   # 0 tie, 1 first wins, 2 second wins
        w = [0] * n
        d = [0] * n
        for (a, b), o in zip(edges, outcome):
            if o == 1:
                w[a] += 1
                d[b] += 1
            elif o == 2:
                w[b] += 1
                d[a] += 1
        if w != list(wins):
            continue
        # shields are numbers: around the ring the strict relations cannot all point one way
        strict = {o for o in outcome if o}
        if len(strict) == 1:
            continue
        found.add(tuple(d))
    return found


def table_problem(all_tokens: Sequence[Sequence[int]]) -> str | None:
    """Why this table's tokens cannot have come from real conflicts, or None if they can.

    Each victory token of one city is a defeat token of a neighbour from the same age,
    and each age's results must come from shield counts.
    """
    n = len(all_tokens)
    if n < 3:
        return None
    counts = [Counter(t) for t in all_tokens]
    victories = sum(c[1] + c[3] + c[5] for c in counts)
    defeats = sum(c[DEFEAT] for c in counts)
    if victories != defeats:
        return (f"the table holds {victories} victory token(s) but {defeats} defeat token(s): "
                "every battle won is a battle lost by a neighbour")
    target = tuple(c[DEFEAT] for c in counts)
    reachable: set[tuple[int, ...]] = {tuple([0] * n)}
    for age, value in VICTORY.items():
        options = _age_defeats(n, [c[value] for c in counts])
        if not options:
            return (f"no shield counts in age {['', 'I', 'II', 'III'][age]} give these +{value} tokens: "
                    f"each +{value} needs a neighbour with fewer shields that age")
        reachable = {tuple(a + b for a, b in zip(r, o)) for r in reachable for o in options
                     if all(a + b <= t for a, b, t in zip(r, o, target))}
    if target not in reachable:
        return "the defeat tokens do not match the victories of the neighbours in any age"
    return None
