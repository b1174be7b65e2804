"""The Wonder Pack's examples (``scoring/expansions/wonderpack/examples.py``; their score sheets are
``test_mutation_gaps_wonderpack.py``'s): each malformed table refused at its one path for its one reason,
and the referee's two tables word for word (Wonder Pack rules, The Great Wall: its stages in any order,
side B's stage 4 a resource the city does not make)."""
from __future__ import annotations

import copy

from example_checks import problems

from referee import registry
from scoring.expansions.wonderpack.examples import (
    PACK,
    WITH_LEADERS,
    bad_examples,
    referee_examples,
)


def test_each_malformed_table_is_refused_at_its_one_path():
    assert [problems(b.doc) for b in bad_examples()] == [
        [("players[1].wall_stages[1]", "The Great Wall side B has no stage 5")],
        [("players[0].wall_stages", "only the Great Wall's stages are built in any order")],
        [("players[2].copy_from", 'say which neighbour\'s stage 3 Manneken Pis copies: "copy_from": "left" or "right"')],
        [("players[0].side", 'Abu Simbel side B needs an expansion this table does not play: add "leaders" to "expansions"')],
        [("players[1].tucked_colour", "the colour of the Age card tucked under Stonehenge's stage 2: one of blue, brown, "
          "green, grey, purple, red, yellow")],
        [("players[0].entombed[0]", "Amytis is also in the cards of players[1]: an entombed leader lies face down under "
          "the board")],
        [("stonehenge_either_or", "stonehenge_either_or is \"one\" (the default, the app's reading: an either/or brown "
          "card gives Stonehenge one stone symbol) or \"none\" (it gives none), got 'two'")],
        [("manneken_copy", "manneken_copy is \"printed\" (the default, the app's reading: Manneken Pis A copies the "
          "neighbour's printed stage, built or not) or \"built\" (only a stage the neighbour has built), got True")],
        [("abu_simbel_row", "abu_simbel_row is \"wonder\" (the default, the app's reading: Abu Simbel's entombed "
          "leaders score in the wonder row) or \"leaders\" (in the Leaders row), got 'military'")]]
    # each changes one thing of its table
    bad = bad_examples()
    assert bad[3].doc["expansions"] == ["wonderpack"] and bad[3].doc["players"][1:] == PACK["players"][1:]
    assert "stages" not in bad[1].doc["players"][0] and "copy_from" not in bad[2].doc["players"][2]
    assert "tucked_colour" not in bad[4].doc["players"][1]
    assert bad[8].doc["players"] == WITH_LEADERS["players"]


def test_the_referee_tables():
    wall, extra = referee_examples()
    # the Great Wall A's stage 3 (3 stone) before its stage 2: Oleg's Quarry (2) and Stone Pit (1)
    verdict = registry.referee(wall)
    assert (verdict["legal"], verdict["player"], verdict["stage"], verdict["cost"]) == \
        (True, "Oleg", 3, {"bank": 0, "left": 0, "right": 0})
    assert [r["text"] for r in verdict["reasons"]] == [
        "stage 3 of The Great Wall A is the one built now (this board's stages are built in any order) and costs "
        "3 stone: the board's cost, not the card's",
        "Oleg produces 3 stone; pays 0 of the 3 coins held at the start of the turn"]
    # the Baths' stone from the Great Wall B's stage 4, Oleg holding no card
    verdict = registry.referee(extra)
    assert (verdict["legal"], verdict["player"], verdict["card"], verdict["cost"]) == \
        (True, "Oleg", "Baths", {"bank": 0, "left": 0, "right": 0})
    assert [r["text"] for r in verdict["reasons"]] == [
        "Baths costs 1 stone", "Oleg produces 1 stone; pays 0 of the 3 coins held at the start of the turn"]
    assert (extra["age"], extra["players"][1]["side"], extra["players"][1]["wall_stages"], extra["players"][1]["cards"]) \
        == (1, "B", [4], [])
    assert "wall_next" not in extra["players"][1] and wall["players"][1]["wall_next"] == 3


def test_each_example_is_a_table_of_its_own():
    # a caller may change a table it is handed (a suite adds a player's field): PACK and WITH_LEADERS stay as written
    from scoring.expansions.wonderpack.examples import examples
    before = copy.deepcopy((PACK, WITH_LEADERS))
    for table in examples():
        for p in table["players"]:
            p["cards"].append("Baths")
            p["coins"] = 99
    assert (PACK, WITH_LEADERS) == before
