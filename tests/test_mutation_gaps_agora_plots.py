"""Agora's Conspiracies triggered (``referee/expansions/agora/plots.py``) under ``make mutation-replay``: the coins,
the Senate steps a Conspiracy allows, a card built free that wins the game, a token's coins, the Shield Decree moved.

Sources: the Agora facts (``../shared/facts/duel-pantheon-agora.md``) B5 (Blackmail: half the opponent's coins,
rounded up; Political Maneuver: place a cube, remove one of the opponent's, optionally move one; Coup: 2 shields;
Property Fraud: a card built free, its effects applied; Espionage: a Progress token out of the game played),
B6 Decree 9 (the Shield Decree), B5 item 15 (Insider Influence); the Duel rulebook (military supremacy at the
ninth space; Agriculture: 6 coins).
"""
from __future__ import annotations

import copy

from referee import registry
from scoring.core.numbers import is_int

AGE_II = {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 2, "players": [
    {"name": "Ana", "cards": [], "coins": 8, "agora": {"influence": [3]}},
    {"name": "Bo", "cards": [], "coins": 1, "agora": {"influence": [4]}}]}


def by_bo(plot: str, ana: dict | None = None, bo: dict | None = None, **action) -> dict:
    doc = copy.deepcopy(AGE_II)
    doc["players"][0].update(ana or {})
    doc["players"][1].update(bo or {})
    doc["players"][1]["agora"]["prepared"] = [plot]
    doc.update(action.pop("table", {}))
    doc["action"] = {"player": "Bo", "trigger": plot, **action}
    return registry.referee(doc)


def test_blackmail_by_the_second_player_takes_half_of_an_even_treasury():
    verdict = by_bo("Blackmail")
    assert verdict["legal"] and verdict["after"]["coins"] == {"Ana": 4, "Bo": 5}
    assert verdict["reasons"][-1]["text"] == "Bo takes half of Ana's coins (8), rounded up: 4 coins"


def test_a_conspiracy_takes_only_its_own_senate_steps_in_order():
    def refusal(plot: str, steps: list) -> str:
        verdict = by_bo(plot, senate=steps)
        assert not verdict["legal"]
        return verdict["reasons"][-1]["text"]
    assert refusal("Blackmail", [{"place": 4}]) == "Blackmail's Senate actions are, in this order: move a cube"
    assert refusal("Blackmail", [{"move": [4, 5]}, {"move": [5, 6]}]) == (
        "Blackmail's Senate actions are, in this order: move a cube")
    assert refusal("Political Maneuver", [{"place": 4}, {"remove": 3}, {"remove": 3}]) == (
        "Political Maneuver's Senate actions are, in this order: place a cube, remove a cube, move a cube")
    assert refusal("Coup", [{"place": 4}]) == "Coup's Senate actions are, in this order: —"
    assert by_bo("Political Maneuver", senate=[{"place": 4}, {"remove": 3}, {"move": [4, 5]}])["legal"]


def test_a_card_property_fraud_builds_free_can_win_the_game():
    # the Duel rulebook: the pawn reaching the opponent's capital is military supremacy; Pretorium: 3 shields
    verdict = by_bo("Property Fraud", choice="Pretorium", table={"conflict": -6, "age": 3})
    assert verdict["legal"] and verdict["after"]["conflict"] == -9 and verdict["after"]["victory"] == "military"


def test_espionage_gives_the_coins_of_the_token_played_only():
    # Agriculture gives 6 coins when taken; Bo held it already: playing Law gives none
    verdict = by_bo("Espionage", bo={"progress": ["Agriculture"]}, choice="Law")
    assert verdict["legal"] and verdict["after"]["coins"] == {"Ana": 8, "Bo": 1}
    played = by_bo("Espionage", choice="Agriculture")
    assert played["after"]["coins"] == {"Ana": 8, "Bo": 7}


def test_the_shield_decree_moved_into_a_controlled_chamber_moves_the_pawn_one_whole_space():
    # facts B6 #9: gaining control of the Shield Decree's Chamber, 1 space toward the opponent's capital
    verdict = by_bo("Insider Influence", choice=["Shield", 4], table={"decrees": {"1": "Shield"}})
    assert verdict["legal"] and verdict["after"]["conflict"] == -1 and is_int(verdict["after"]["conflict"])
    assert ("Decree Shield: the Conflict pawn moves 1 space toward Ana's capital"
            in [r["text"] for r in verdict["reasons"]])
    both = by_bo("Insider Influence", choice=["Shield", 4], table={"decrees": {"3": "Shield"}})
    assert both["after"]["conflict"] == -2 and is_int(both["after"]["conflict"])


def test_supremacy_is_announced_only_when_it_is_reached_now():
    # the Duel rulebook, scientific supremacy: 6 different symbols; Ana's 6 were there before the Conspiracy
    ana = {"cards": ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy", "University"]}
    verdict = by_bo("Espionage", ana=ana, choice="Law")
    assert not any("scientific supremacy" in r["text"] for r in verdict["reasons"])


def test_a_card_property_fraud_builds_free_can_win_by_science():
    # the Duel rulebook, scientific supremacy: Academy's sundial is Bo's sixth different symbol (Law the fifth)
    bo = {"cards": ["Workshop", "Apothecary", "Scriptorium", "Pharmacist"], "progress": ["Law"]}
    verdict = by_bo("Property Fraud", bo=bo, choice="Academy", table={"age": 3})
    assert verdict["legal"] and verdict["after"]["victory"] == "science"
    assert verdict["after"]["players"]["Bo"]["cards"][-1] == "Academy"
