"""Solomon's build from the discard pile, refereed (the printed card: «immediately build 1 Age card from
the discard pile, free»): legal when the card is in the pile, never a leader, never a structure the city
already has, nothing bought; Halikarnassos keeps its own build."""
from __future__ import annotations

import pytest

from referee.registry import referee


def _doc(card, discard, cards=("Solomon",), wonder="Gizah", stages=0, **action) -> dict:
    return {"game": "7w", "expansions": ["leaders"], "age": 2, "discard": discard, "players": [
        {"name": "Ira", "wonder": wonder, "side": "A", "stages": stages, "coins": 0, "cards": list(cards)},
        {"name": "Oleg", "wonder": "Rhodos", "side": "A", "coins": 3},
        {"name": "Sofia", "wonder": "Babylon", "side": "A", "coins": 3}],
        "action": dict(player="Ira", build=card, from_discard=True, **action)}


def test_solomon_builds_a_card_of_the_discard_pile_for_free():
    v = referee(_doc("Temple", ["Baths", "Temple"]))
    assert v["legal"] and v["free"] == "Solomon" and v["cost"] == {"bank": 0, "left": 0, "right": 0}
    assert v["reasons"][0]["text"] == ("Solomon: Ira builds Temple from the discard pile for free, once, when "
                                       "recruiting him")
    assert "Solomon" in v["reasons"][0]["rule"]


@pytest.mark.parametrize("card,discard,cards,why", [
    ("Temple", ["Baths"], ("Solomon",), "Temple is not in the discard pile"),
    ("Temple", [], ("Solomon",), "Temple is not in the discard pile"),          # recruited before Age I
    ("Baths", ["Baths"], ("Solomon", "Baths"),
     "Ira already has a Baths: no two identical structures, not even from the discard pile"),
    ("Cleopatra", ["Cleopatra"], ("Solomon",),
     "Solomon: Ira builds an Age card from the discard pile, never a leader (Cleopatra)"),
])
def test_what_solomon_cannot_build(card, discard, cards, why):
    v = referee(_doc(card, discard, cards))
    assert v["legal"] is False and why in [r["text"] for r in v["reasons"]], v["reasons"]


def test_nothing_is_bought_for_a_free_build():
    v = referee(_doc("Temple", ["Temple"], buy=[{"from": "left", "resource": "wood", "count": 1}]))
    assert not v["legal"] and "nothing to buy" in v["reasons"][0]["text"]


def test_without_solomon_only_halikarnassos_builds_from_the_discard_pile():
    v = referee(_doc("Temple", ["Temple"], cards=()))
    assert not v["legal"] and "Halikarnassos" in v["reasons"][0]["text"]
    # Halikarnassos A's stage 2 (the document shows it built) keeps its own build, with Solomon too
    v = referee(_doc("Temple", ["Temple"], wonder="Halikarnassos", stages=2))
    assert v["legal"] and v["free"] == "Halikarnassos"


# -- inside a whole leader phase ("actions"): recruited now, his build at the end of the phase ----------

def _phase(ira_actions, discard=("Temple", "Tavern"), oleg=None) -> dict:
    return {"game": "7w", "expansions": ["leaders"], "age": 2, "discard": list(discard), "players": [
        {"name": "Ira", "wonder": "Gizah", "side": "A", "coins": 5, "cards": ["Baths"]},
        {"name": "Oleg", "wonder": "Rhodos", "side": "A", "coins": 3},
        {"name": "Sofia", "wonder": "Babylon", "side": "A", "coins": 3}],
        "actions": list(ira_actions) + [oleg or {"player": "Oleg", "discard": "Cleopatra"}]}


def test_solomon_recruited_in_the_leader_phase_builds_from_the_discard_pile_at_its_end():
    v = referee(_phase([{"player": "Ira", "recruit": "Solomon"},
                        {"player": "Ira", "build": "Tavern", "from_discard": True}]))
    assert v["legal"], [r["text"] for x in v["verdicts"] for r in x["reasons"]]
    build = v["verdicts"][1]
    assert build["free"] == "Solomon" and build["card"] == "Tavern"
    assert build["reasons"][0]["text"] == ("Solomon: Ira builds Tavern from the discard pile for free, once, when "
                                           "recruiting him")
    # Solomon's price paid, then the Tavern's 5 coins (seed 000: taken when the card is played)
    recruit_cost = v["verdicts"][0]["cost"]["bank"]
    assert v["coins"]["Ira"] == {"start": 5, "end": 5 - recruit_cost + 5}


def test_a_build_from_the_discard_pile_in_the_leader_phase_needs_solomon_recruited_now():
    v = referee(_phase([{"player": "Ira", "discard": "Solomon"},
                        {"player": "Ira", "build": "Temple", "from_discard": True}]))
    assert not v["legal"] and not v["verdicts"][1]["legal"]
    assert v["verdicts"][1]["reasons"][0]["text"] == ("Ira builds from the discard pile in the leader phase only "
                                                      "when it recruits Solomon this turn")


def test_solomon_in_the_leader_phase_keeps_his_limits():
    # the card is not in the pile; a structure the city already has (Baths)
    v = referee(_phase([{"player": "Ira", "recruit": "Solomon"},
                        {"player": "Ira", "build": "Temple", "from_discard": True}], discard=["Tavern"]))
    assert not v["verdicts"][1]["legal"] and "Temple is not in the discard pile" in v["verdicts"][1]["reasons"][0]["text"]
    v = referee(_phase([{"player": "Ira", "recruit": "Solomon"},
                        {"player": "Ira", "build": "Baths", "from_discard": True}], discard=["Baths"]))
    assert not v["verdicts"][1]["legal"] and "already has a Baths" in v["verdicts"][1]["reasons"][0]["text"]


def test_one_build_from_the_discard_pile_a_player_in_the_leader_phase():
    from scoring.core.errors import BadInput
    with pytest.raises(BadInput) as exc:
        referee(_phase([{"player": "Ira", "recruit": "Solomon"},
                        {"player": "Ira", "build": "Tavern", "from_discard": True},
                        {"player": "Ira", "build": "Temple", "from_discard": True}]))
    assert [p.path for p in exc.value.problems] == ["actions[2].player"]
    assert "Ira already builds from the discard pile this turn: once a player" in str(exc.value.problems[0])
