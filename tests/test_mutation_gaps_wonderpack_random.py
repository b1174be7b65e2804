"""The Wonder Pack's random tables (``scoring/expansions/wonderpack/examples.py`` ``randomize``): one or two
seats on its boards, never a side needing Leaders unless Leaders is played, never the Free City's board,
and a Manneken Pis stage copying Stonehenge B's stage 2 has its tucked card too (Wonder Pack rules,
Manneken Pis: each stage copies a neighbour's stage of the same number; Stonehenge B stage 2: an Age card
tucked under it). Also: a malformed table is a table of its own."""
from __future__ import annotations

import copy
import random

from scoring.classic.catalogue import COLOURS
from scoring.expansions.wonderpack import catalogue as data
from scoring.expansions.wonderpack.examples import PACK, WITH_LEADERS, _copied_tucks, bad_examples, randomize

BASE = ("Rhodos", "Alexandria", "Ephesos", "Olympia", "Halikarnassos", "Gizah", "Babylon")


def table(n: int, expansions: list[str] | None = None, free_city: int | None = None) -> dict:
    doc = {"game": "7w", "players": [{"name": f"P{i}", "wonder": BASE[i], "side": "A", "stages": 0, "coins": 3,
                                      "cards": []} for i in range(n)]}
    if expansions is not None:
        doc["expansions"] = expansions
    if free_city is not None:
        doc["players"][free_city]["free_city"] = True
    return doc


def pack_seats(doc: dict) -> list[int]:
    return [i for i, p in enumerate(doc["players"]) if data.side(p["wonder"], p["side"]) is not None]


def test_one_or_two_seats_take_a_board_and_sides_needing_leaders_only_with_leaders():
    counts, needing = set(), {False: 0, True: 0}
    for seed in range(120):
        for leaders in (False, True):
            doc = randomize(table(7, ["leaders"] if leaders else None), random.Random(seed))
            assert doc["expansions"] == (["leaders", "wonderpack"] if leaders else ["wonderpack"])
            seats = pack_seats(doc)
            if leaders:             # every board has a side then
                counts.add(len(seats))
            for i in seats:
                p = doc["players"][i]
                if data.side(p["wonder"], p["side"]).get("requires"):
                    needing[leaders] += 1
    assert counts == {1, 2}
    # Abu Simbel (both sides) and Catan B need Leaders: never drawn without it, drawn with it
    assert needing[False] == 0 and needing[True] > 0


def test_the_free_city_keeps_its_board():
    moved = set()
    for seed in range(60):
        before = table(3, free_city=2)
        doc = randomize(copy.deepcopy(before), random.Random(seed))
        assert doc["players"][2] == before["players"][2]
        moved.update(pack_seats(doc))
    assert moved == {0, 1}


def test_manneken_pis_copying_stonehenge_b_stage_2_has_a_tucked_card():
    # seat 0's right neighbour is seat 2 (the previous seat), its left seat 1
    players = [{"name": "Ira", "wonder": "Manneken Pis", "side": "A", "stages": 2},
               {"name": "Oleg", "wonder": "Rhodos", "side": "A", "stages": 0},
               {"name": "Sofia", "wonder": "Stonehenge", "side": "B", "stages": 0}]
    _copied_tucks(players, random.Random(4))
    assert players[0]["tucked_colour"] in COLOURS
    assert all("tucked_colour" not in p for p in players[1:])
    # stage 1 alone copies the left neighbour's stage 1: no tucked card
    players = [{"name": "Ira", "wonder": "Manneken Pis", "side": "A", "stages": 1},
               {"name": "Oleg", "wonder": "Stonehenge", "side": "B", "stages": 2},
               {"name": "Sofia", "wonder": "Stonehenge", "side": "B", "stages": 0}]
    _copied_tucks(players, random.Random(4))
    assert "tucked_colour" not in players[0]


def test_each_malformed_table_is_a_table_of_its_own():
    before = copy.deepcopy((PACK, WITH_LEADERS))
    for bad in bad_examples():
        for p in bad.doc["players"]:
            p["cards"].append("Baths")
            p["coins"] = 99
    assert (PACK, WITH_LEADERS) == before


def test_a_random_table_keeping_manneken_pis_next_to_stonehenge_b_tucks_its_card():
    kept = 0
    for seed in range(40):
        doc = table(3)
        doc["expansions"] = ["wonderpack"]
        doc["players"][0].update(wonder="Manneken Pis", side="A", stages=2)
        doc["players"][2].update(wonder="Stonehenge", side="B", stages=0)
        doc = randomize(doc, random.Random(seed))
        me, right = doc["players"][0], doc["players"][2]
        if (me["wonder"], me["side"], right["wonder"], right["side"]) == ("Manneken Pis", "A", "Stonehenge", "B") \
                and me["stages"] >= 2:
            kept += 1
            assert me["tucked_colour"] in COLOURS
    assert kept > 0


def test_a_stage_2_copies_the_right_neighbour_whatever_stage_3_copies():
    # copy_from names the neighbour of stage 3 only (Manneken Pis A: stage 1 left, stage 2 right, stage 3 either)
    players = [{"name": "Ira", "wonder": "Manneken Pis", "side": "A", "stages": 3, "copy_from": "left"},
               {"name": "Oleg", "wonder": "Rhodos", "side": "A", "stages": 0},
               {"name": "Sofia", "wonder": "Stonehenge", "side": "B", "stages": 0}]
    _copied_tucks(players, random.Random(5))
    assert players[0]["tucked_colour"] in COLOURS
    players = [{"name": "Ira", "wonder": "Manneken Pis", "side": "A", "stages": 3, "copy_from": "right"},
               {"name": "Oleg", "wonder": "Stonehenge", "side": "B", "stages": 2},
               {"name": "Sofia", "wonder": "Rhodos", "side": "A", "stages": 0}]
    _copied_tucks(players, random.Random(5))
    assert "tucked_colour" not in players[0]


def test_a_random_board_has_the_fields_its_built_stages_need():
    # Wonder Pack rules: the Great Wall's stages are built in any order (wall_stages, no "stages"); Manneken
    # Pis A's stage 3 copies the stage 3 of a neighbour its owner names (copy_from)
    seen = {"none built": 0, "wall": 0, "whose": 0}
    for seed in range(200):
        doc = randomize(table(7, ["leaders"]), random.Random(seed))
        for i in pack_seats(doc):
            p = doc["players"][i]
            if p["wonder"] == "The Great Wall":
                assert "stages" not in p and len(set(p["wall_stages"])) == len(p["wall_stages"])
                assert set(p["wall_stages"]) <= {1, 2, 3, 4}
                seen["wall"] += 1
                seen["none built"] += not p["wall_stages"]
            else:
                seen["none built"] += p["stages"] == 0
            if (p["wonder"], p["side"]) == ("Manneken Pis", "A") and p["stages"] == 3:
                assert p["copy_from"] in ("left", "right")
                seen["whose"] += 1
    assert all(seen.values()), seen
