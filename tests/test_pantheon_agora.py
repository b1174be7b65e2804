"""Pantheon and Agora at one Duel table: the two expansions compose through the referee interface
(facts file ``duel-pantheon-agora.md`` part C), neither naming the other."""
from __future__ import annotations

import copy

from referee import registry


def _both(**over) -> dict:
    doc = {"game": "duel", "expansions": ["pantheon", "agora"], "conflict": 0, "age": 3,
           "decrees": {"1": "The opponent's chains"},
           "players": [{"name": "Ana", "cards": [], "coins": 0, "agora": {"influence": [1]}},
                       {"name": "Bo", "cards": [], "coins": 0,
                        "pantheon": {"mythology_tokens": ["egyptian"]}}],
           "action": {"player": "Ana", "build": "Egyptian Grand Temple"}}
    doc.update(over)
    return doc


def test_decree_15_builds_a_grand_temple_through_the_opponents_mythology_token():
    # facts A7 / B6 #15 / C: "Decree #15 also works with Mythology tokens"
    verdict = registry.referee(_both())
    assert verdict["legal"] and verdict["cost"] == {"bank": 0, "opponent": 0}
    assert verdict["free"] == "Egyptian Mythology token"
    assert any("Decree" in r["text"] and "Egyptian Mythology token" in r["text"] for r in verdict["reasons"])


def test_without_the_decree_or_the_token_the_temple_is_paid():
    no_decree = _both(decrees={})
    assert not registry.referee(no_decree)["legal"]                  # 0 coins cannot buy its resources
    other_myth = _both()
    other_myth["players"][1]["pantheon"]["mythology_tokens"] = ["greek"]
    assert not registry.referee(other_myth)["legal"]
    bos_chamber = _both(decrees={"2": "The opponent's chains"})       # Ana does not control Chamber 2
    assert not registry.referee(bos_chamber)["legal"]


def test_a_players_own_token_still_builds_the_temple_with_agora_in_play():
    doc = _both(decrees={})
    doc["players"][0]["pantheon"] = {"mythology_tokens": ["egyptian"]}
    doc["players"][1]["pantheon"] = {}
    assert registry.referee(copy.deepcopy(doc))["free"] == "Egyptian Mythology token"


def test_minervas_pawn_stops_a_coup_through_the_pawn_hook():
    # facts B6 #9 / A5 #14: Agora's shields meet Pantheon's Minerva pawn (RefereeExpansion.pawn)
    doc = _both(conflict=0)
    doc["players"][0]["agora"] = {"influence": [1], "prepared": ["Coup"]}
    doc["players"][1]["pantheon"] = {"divinities": ["Minerva"], "minerva": 2}
    doc["action"] = {"player": "Ana", "trigger": "Coup"}
    verdict = registry.referee(doc)
    assert verdict["legal"] and verdict["after"]["conflict"] == 1
    assert any("Minerva" in r["text"] for r in verdict["reasons"])
    doc["players"][1]["pantheon"] = {"divinities": ["Minerva"]}
    assert registry.referee(doc)["after"]["conflict"] == 2
