"""Agora's Senate (``referee/expansions/agora/senate.py``) under ``make mutation-replay``: the second player's
cube actions, political supremacy and the Shield Decree lying under another Decree.

Sources: the Agora facts (``../shared/facts/duel-pantheon-agora.md``) B3 ("The player with strictly more cubes in
a Chamber controls it"; political supremacy: "all 6 Chambers at the same moment"), B4 ("Move Influence: one of your
cubes from any Chamber to an adjacent Chamber"), B5 (Political Maneuver), B6 Decree 9 (the Shield Decree: "On
gaining control you gain 1 shield").
"""
from __future__ import annotations

from referee import registry
from scoring.core.numbers import is_int


def _doc(ana: list[int], bo: list[int], action: dict, **over) -> dict:
    doc = {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 2,
           "players": [{"name": "Ana", "cards": [], "coins": 9, "agora": {"influence": ana}},
                       {"name": "Bo", "cards": ["Temple", "Statue"], "coins": 7, "agora": {"influence": bo}}],
           "action": {"player": "Bo", **action}}
    doc.update(over)
    return doc


def test_the_second_player_removes_a_cube_and_wins_the_senate():
    doc = _doc([6], [1, 2, 3, 4, 5], {"trigger": "Political Maneuver", "senate": [{"place": 6}, {"remove": 6}]})
    doc["players"][1]["agora"]["prepared"] = ["Political Maneuver"]
    verdict = registry.referee(doc)
    assert verdict["legal"] and verdict["after"]["victory"] == "political"
    assert verdict["after"]["senate"] == ["Bo"] * 6
    texts = [r["text"] for r in verdict["reasons"]]
    assert "Bo removes one of Ana's cubes from Chamber 6" in texts
    assert texts[-1] == "Bo now controls all 6 Chambers: political supremacy, the game ends at once"


def test_a_cube_moves_into_the_last_chamber():
    doc = _doc([], [5], {"recruit": "Politician (center section)", "senate": [{"move": [5, 6]}]})
    verdict = registry.referee(doc)
    assert verdict["legal"] and verdict["after"]["senate"] == [None] * 5 + ["Bo"]
    assert "Bo moves a cube from Chamber 5 to Chamber 6" in [r["text"] for r in verdict["reasons"]]


def test_the_shield_decree_under_another_decree_still_moves_the_pawn_one_whole_space():
    doc = _doc([3], [3], {"recruit": "Politician (center section)", "senate": [{"place": 3}]},
               decrees={"3": ["Coins for Wonders", "Shield"]})
    verdict = registry.referee(doc)
    assert verdict["after"]["conflict"] == -1 and is_int(verdict["after"]["conflict"])     # Bo gains it
    doc["players"][0]["agora"]["influence"] = [3, 3]
    doc["action"]["senate"] = [{"place": 3}, {"place": 3}]
    taken = registry.referee(doc)
    assert taken["after"]["conflict"] == -2 and is_int(taken["after"]["conflict"])       # Bo takes it from Ana
    assert ("Decree Shield: the Conflict pawn moves 2 spaces toward Ana's capital"
            in [r["text"] for r in taken["reasons"]])
