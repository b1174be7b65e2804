"""Conflict tokens (seed 000, "Конец эпохи" and "Подсчёт очков, 1 Военные конфликты").

At the end of each age every city compares its shields with each neighbour:
more → a victory token (+1 age I, +3 age II, +5 age III), fewer → a defeat
token (-1), equal → nothing.  So each city takes 0, 1 or 2 tokens an age.
"""
from __future__ import annotations

from collections import Counter
from itertools import product
from typing import Any, Sequence

VICTORY: dict[int, int] = {1: 1, 2: 3, 3: 5}
DEFEAT = -1
TOKENS = (DEFEAT, 1, 3, 5)


def neighbours(i: int, n: int) -> tuple[int, int]:
    """(left, right) of seat ``i``: players are listed clockwise, ``i+1`` sits to the left."""
    return (i + 1) % n, (i - 1) % n


def tokens_by_side(per_age: Sequence[Sequence[int]]) -> list[dict[str, list[tuple[int, int]]]]:
    """``per_age[i][a]``: shields of city ``i`` at the end of age ``a+1`` →
    ``out[i][side]``: the (age, token) pairs city ``i`` takes against that neighbour."""
    n = len(per_age)
    out: list[dict[str, list[tuple[int, int]]]] = [{"left": [], "right": []} for _ in range(n)]
    ages = min(len(s) for s in per_age) if per_age else 0
    for a in range(ages):
        age = a + 1
        for i in range(n):
            for side, j in zip(("left", "right"), neighbours(i, n)):
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
            or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in raw)):
        return None, ["shields must list the shields at the end of ages I and II (and III): "
                      f"whole numbers 0 or more, got {raw!r}"]
    problems = []
    if any(a > b for a, b in zip(raw, raw[1:])):
        problems.append(f"shields never go down from one age to the next: {raw}")
    if len(raw) == 3 and raw[2] != final:
        problems.append(f"age III shields are {raw[2]} but the city shows {final} (red cards and wonder stages)")
    if len(raw) == 2 and final < raw[1]:
        problems.append(f"the city shows {final} shields at the end but had {raw[1]} in age II: "
                        "shields never go down")
    return list(raw) + ([final] if len(raw) == 2 else []), problems


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
