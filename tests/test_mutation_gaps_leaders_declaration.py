"""The Leaders expansion's declaration (``scoring.expansions.leaders``): its example table scored line by line
by hand, and the random Leaders tables of the conformance suites (``randomize``), as mutation testing of the
module asked for (README "Mutation testing").

Leaders rulebook: Alexander 1 VP per victory token, Amytis 2 VP per wonder stage built, Midas 1 VP per 3 coins,
Nefertiti 4 VP, Aristotle 3 VP more per set of science symbols; Diplomats' Guild 1 VP per leader of the two
neighbours, Courtesans' Guild a copy of a neighbour's leader. 1st-edition rulebook: 1 VP per 3 coins, Altar and
Theater 2 VP, science the sum of the squares (and 7 per set), Rhodos A, Gizah B and Babylon A stage 1: 3 VP.
"""
import random
from collections import Counter

import pytest

from scoring import games
from scoring.expansions.leaders import EXPANSION as LEADERS
from scoring.expansions.leaders import catalogue

GAME = games.get("7w")


def test_the_example_table_scored_by_hand():
    [doc] = LEADERS.examples()
    result = GAME.score(doc)
    got = {p.name: (p.total, {k: v for k, v in p.categories.items() if v}) for p in result.players}
    assert got == {
        # +1 +1; 9 coins; stage 1 (stage 2 gives shields); compass and gear 1 + 1; Alexander 2 victory tokens,
        # Amytis 2 stages × 2, Midas 9 coins ÷ 3
        "Ira": (19, {"military": 2, "treasury": 3, "wonder": 3, "science": 2, "leaders": 2 + 4 + 3}),
        # -1; 4 coins; stage 1; Altar; one tablet (no set for Aristotle); Diplomats' Guild: Ira's 3 leaders and
        # Sofia's Nefertiti
        "Oleg": (10, {"military": -1, "treasury": 1, "wonder": 3, "civilian": 2, "science": 1, "guilds": 4}),
        # -1; 6 coins; stage 1; Theater; Nefertiti 4 and the Courtesans' copy of Amytis (her 1 stage × 2: Midas
        # would give as much, Alexander and Aristotle nothing)
        "Sofia": (12, {"military": -1, "treasury": 2, "wonder": 3, "civilian": 2, "leaders": 4 + 2})}


def test_the_example_table_is_refused_with_a_leader_in_two_cities_and_for_that_alone():
    # Leaders rulebook: one copy of each leader in the box
    from scoring.core.errors import BadInput
    [bad] = LEADERS.bad_examples()
    with pytest.raises(BadInput) as exc:
        GAME.score(bad.doc)
    assert [(p.path, p.message) for p in exc.value.problems] == [
        ("players[1].cards[1]", "2 cities hold Alexander but only 1 copy exists with 3 players")]
    assert [p["name"] for p in bad.doc["players"]] == ["Ira", "Oleg", "Sofia"]


@pytest.mark.parametrize("players", [2, 3, 7])
def test_random_leaders_tables_give_each_seated_city_0_to_4_leaders(players):
    leaders = set(catalogue.leaders())
    counts = Counter()
    for seed in range(12):
        doc = GAME.random_document(random.Random(seed), players, expansions=[LEADERS])
        assert "leaders" in doc["expansions"]
        for p in doc["players"]:
            held = [c for c in p["cards"] if c in leaders]
            if p.get("free_city"):
                assert held == []
            else:
                counts[len(held)] += 1
        GAME.score(doc)
    assert set(counts) == {0, 1, 2, 3, 4}
