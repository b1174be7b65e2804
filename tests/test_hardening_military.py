"""The polynomial token-consistency check equals the exhaustive 3^n search it replaced (issue 13,
deliver 5): the reference below is the former ``scoring.classic.military.table_problem`` verbatim."""
from __future__ import annotations

from collections import Counter
from itertools import product
from typing import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.classic.military import DEFEAT, TOKENS, VICTORY, table_problem, tokens_from_shields


def _age_defeats(n: int, wins: Sequence[int]) -> set[tuple[int, ...]]:
    edges = [(i, (i + 1) % n) for i in range(n)]
    found: set[tuple[int, ...]] = set()
    for outcome in product((0, 1, 2), repeat=len(edges)):
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
        strict = {o for o in outcome if o}
        if len(strict) == 1:
            continue
        found.add(tuple(d))
    return found


def exhaustive_table_problem(all_tokens: Sequence[Sequence[int]]) -> str | None:
    n = len(all_tokens)
    if n < 3:
        return None
    counts = [Counter(t) for t in all_tokens]
    victories = sum(c[1] + c[3] + c[5] for c in counts)
    defeats = sum(c[DEFEAT] for c in counts)
    if victories != defeats:
        return (f"victory tokens on the table: {victories}, defeat tokens: {defeats}; "
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


# real tables (tokens from shield counts), then with tokens moved, added or dropped
shields = st.integers(3, 7).flatmap(lambda n: st.lists(
    st.lists(st.integers(0, 4), min_size=3, max_size=3).map(lambda s: sorted(s)), min_size=n, max_size=n))


@st.composite
def token_tables(draw):
    if draw(st.booleans()):
        tables = tokens_from_shields(draw(shields))
        for _ in range(draw(st.integers(0, 2))):
            i = draw(st.integers(0, len(tables) - 1))
            how = draw(st.integers(0, 2))
            if how == 0 and tables[i]:
                tables[i].pop(draw(st.integers(0, len(tables[i]) - 1)))
            elif how == 1:
                tables[i].append(draw(st.sampled_from(TOKENS)))
            else:
                j = draw(st.integers(0, len(tables) - 1))
                if tables[i]:
                    tables[j].append(tables[i].pop())
        return tables
    n = draw(st.integers(3, 7))
    return draw(st.lists(st.lists(st.sampled_from(TOKENS), max_size=6), min_size=n, max_size=n))


@settings(max_examples=600, deadline=None)
@given(token_tables())
def test_polynomial_check_equals_the_exhaustive_search(tables):
    assert table_problem(tables) == exhaustive_table_problem(tables)


@settings(max_examples=300, deadline=None)
@given(shields)
def test_tokens_from_real_shields_are_always_possible(per_city):
    assert table_problem(tokens_from_shields(per_city)) is None


def test_known_cases():
    # a ring where everyone beats the next: +1 all round is a cycle a > b > c > a
    assert "no shield counts in age I" in table_problem([[1, -1], [1, -1], [1, -1]])
    # city 0 beats both neighbours in age I: each of them holds one -1, not one of them two
    assert table_problem([[1, 1], [-1], [-1]]) is None
    assert table_problem([[1, 1], [-1, -1], []]) == ("the defeat tokens do not match the victories "
                                                     "of the neighbours in any age")
