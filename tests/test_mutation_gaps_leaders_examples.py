"""Leaders' referee examples (``scoring/expansions/leaders/examples.py``) say what they show: each verdict,
its coins and its sentences worked out by hand from the Leaders rulebook and the printed cards
(data file ``scoring/data/leaders.json``)."""
from __future__ import annotations

from referee import registry
from scoring.expansions.leaders.examples import referee_examples

ZERO = {"bank": 0, "left": 0, "right": 0}


def texts(verdict: dict) -> list[str]:
    return [r["text"] for r in verdict["reasons"]]


def test_maecenas_recruits_cleopatra_free():
    recruit = referee_examples()[0]
    # Leaders rulebook, Leader cards: Maecenas, the leaders are recruited free; Cleopatra costs 4 coins
    verdict = registry.referee(recruit)
    assert (verdict["legal"], verdict["player"], verdict["action"], verdict["card"]) == (True, "Ira", "recruit", "Cleopatra")
    assert verdict["free"] == "Maecenas" and verdict["cost"] == ZERO and verdict["coins_after"] == 6
    assert texts(verdict) == [
        "Cleopatra costs 4 coins: a leader is paid in coins only, never with resources",
        "Maecenas: Ira recruits its leaders free",
        "Ira recruits Cleopatra for 0 coins of the 6 held at the start of the turn"]


def test_archimedes_waives_the_papyrus_and_hatshepsut_pays_for_the_clay_bought():
    laboratory = referee_examples()[1]
    # Laboratory costs 2 clay and 1 papyrus; Archimedes: a green card 1 resource fewer (the papyrus);
    # Ira's Clay Pit gives 1 clay, the other is Sofia's (Clay Pool or Babylon A) for 2 coins; Hatshepsut:
    # 1 coin for each neighbour bought from: 6 - 2 + 1 = 5
    verdict = registry.referee(laboratory)
    assert (verdict["legal"], verdict["player"], verdict["card"]) == (True, "Ira", "Laboratory")
    assert verdict["cost"] == {"bank": 0, "left": 0, "right": 2}
    assert verdict["options"] == [{"bank": 0, "left": 0, "right": 2, "waived": ["papyrus"],
                                   "buys": [{"from": "right", "resource": "clay", "count": 1, "price": 2}]}]
    assert [(i["player"], i["coins"], i["source"]) for i in verdict["income"]] == [("Ira", 1, "Hatshepsut")]
    assert verdict["coins_after"] == 5
    assert texts(verdict)[1] == ("Ira produces 1 clay; buys 1 clay from the right neighbour (Sofia) for 2 coins; "
                                 "pays 2 of the 6 coins held at the start of the turn")


def test_the_leader_phase_turn_a_recruit_a_discard_for_3_coins_and_a_leader_under_a_stage():
    discard = referee_examples()[2]
    # Leaders rulebook, Recruitment: a leader discarded gives 3 coins; a leader tucked under a stage is
    # not recruited; Babylon A's stage 1 costs 2 clay, Sofia's Clay Pool and her board's clay
    verdict = registry.referee(discard)
    assert verdict["legal"] is True and verdict["age"] == 1
    assert [(v["legal"], v["player"], v["action"], v["card"]) for v in verdict["verdicts"]] == [
        (True, "Ira", "recruit", "Nefertiti"), (True, "Oleg", "discard", "Caesar"), (True, "Sofia", "stage", "Plato")]
    assert verdict["coins"] == {"Ira": {"start": 6, "end": 6}, "Oleg": {"start": 6, "end": 9},
                                "Sofia": {"start": 6, "end": 6}}
    ira, oleg, sofia = verdict["verdicts"]
    assert texts(ira)[-1] == "Ira recruits Nefertiti for 0 coins of the 6 held at the start of the turn"
    assert oleg["gain"] == 3
    assert texts(oleg) == ["Oleg discards Caesar in the leader phase and takes 3 coins from the bank"]
    assert sofia["stage"] == 1 and texts(sofia) == [
        "Sofia tucks Plato face down under the stage: the leader is not recruited and its effect never applies",
        "stage 1 of Babylon A is next (stages are built in order) and costs 2 clay: the board's cost, not the card's",
        "Sofia produces 2 clay; pays 0 of the 6 coins held at the start of the turn"]


def test_tomyris_sends_olegs_defeats_to_sofia():
    military = referee_examples()[3]
    # Sofia's Stockade (1 shield) beats both neighbours in each age; Tomyris, recruited in age I, gives
    # the Defeat token Oleg would take to Sofia: her right tokens 1, 3, 5 and three -1, 15 in all
    # (1 + 3 + 5 on each side, less 3); Ira takes a -1 each age; Ira and Oleg tie
    verdict = registry.referee(military)
    assert verdict["legal"] is True and verdict["problems"] == []
    for age in verdict["ages"]:
        assert age["shields"] == {"Ira": 0, "Oleg": 0, "Sofia": 1}
        assert [(c["players"], c["winner"]) for c in age["conflicts"]] == [
            (["Ira", "Oleg"], None), (["Oleg", "Sofia"], "Sofia"), (["Sofia", "Ira"], "Sofia")]
    assert verdict["tokens"] == {
        "Ira": {"left": [], "right": [-1, -1, -1], "total": -3},
        "Oleg": {"left": [], "right": [], "total": 0},
        "Sofia": {"left": [1, 3, 5], "right": [1, -1, 3, -1, 5, -1], "total": 15}}
    assert verdict["recruited"] == {"Oleg": {"Tomyris": 1}}
    assert texts(verdict) == ["Tomyris (Oleg, recruited in Age I): from the conflicts of Age I on, a Defeat "
                              "token Oleg would take goes to the neighbour who won"]
