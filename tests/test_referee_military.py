"""Conflict tokens from shields; token sets that contradict the neighbours (issue 3, deliver 4; seed 000, Конец эпохи)."""
import pytest

from referee.classic import check_document
from scoring.core.errors import BadInput


def p(name, wonder, shields, military=None, cards=()):
    out = {"name": name, "wonder": wonder, "side": "A", "cards": list(cards), "shields": shields}
    if military is not None:
        out["military"] = military
    return out


def doc(*players):
    return {"game": "7w", "check": "military", "players": list(players)}


def test_rulebook_example_age_ii():
    # seed 000, Конец эпохи: Alexandria (3) has Rhodos (5) on her left and Ephesos (2) on her right in age II
    rhodos = p("Rhodos", "Rhodos", [0, 5], cards=["Archery Range", "Barracks"])
    rhodos["stages"] = 2                                        # Rhodos A stage 2: 2 shields
    d = doc(p("Alexandria", "Alexandria", [0, 3], cards=["Walls", "Stockade"]), rhodos,
            p("Ephesos", "Ephesos", [0, 2], cards=["Stables"]))
    v = check_document(d)
    assert v["legal"] is True
    assert v["tokens"]["Alexandria"]["left"] == [-1, -1] and v["tokens"]["Alexandria"]["right"] == [3, 5]
    assert v["tokens"]["Rhodos"]["right"] == [3, 5]


def test_age_iii_from_the_final_table():
    # 2 shields given: age III is read from the red cards (Stockade 1 shield)
    d = doc(p("Ira", "Gizah", [0, 0], cards=["Stockade"]), p("Bob", "Rhodos", [0, 0]), p("Cid", "Olympia", [0, 0]))
    v = check_document(d)
    assert v["ages"][2]["shields"] == {"Ira": 1, "Bob": 0, "Cid": 0}
    assert v["tokens"]["Ira"] == {"left": [5], "right": [5], "total": 10}


def test_victory_against_a_stronger_neighbour_is_flagged_per_side():
    d = doc(p("Ira", "Gizah", [1, 1, 2], military={"left": [1, 5], "right": [1, -1]}, cards=["Walls"]),
            p("Bob", "Rhodos", [0, 3, 4], cards=["Archery Range", "Stockade", "Barracks"]),
            p("Cid", "Olympia", [0, 3, 3], cards=["Stables", "Guard Tower"]))
    v = check_document(d)
    assert v["legal"] is False
    texts = [pr["text"] for pr in v["problems"]]
    assert ("Ira holds +5 against the left neighbour (Bob) in age III but has fewer shields: "
            "2 shields against Bob's 4") in texts
    assert all(pr["rule"] == "Rulebook, End of an age" for pr in v["problems"])


def test_flat_token_list_and_the_global_check():
    d = doc(p("Ira", "Gizah", [1, 1, 1], military=[1, 1, 3, 3, 5, 5], cards=["Stockade"]),
            p("Bob", "Rhodos", [0, 0, 0], military=[-1, -1, -1]), p("Cid", "Olympia", [0, 0, 0], military=[-1, -1, -1]))
    v = check_document(d)
    assert v["legal"] is True
    d["players"][1]["military"] = [-1, -1, 1]
    v = check_document(d)
    assert v["legal"] is False
    assert any("Bob holds 1 token of +1 but the age I shields give 0" in pr["text"] for pr in v["problems"])
    assert any("impossible" in r["text"] for r in v["reasons"])


def test_bad_shields_are_bad_input():
    d = doc(p("Ira", "Gizah", [2, 1]), p("Bob", "Rhodos", "x"), p("Cid", "Olympia", [0, 0], military=[7]))
    with pytest.raises(BadInput) as exc:
        check_document(d)
    assert {pr.path for pr in exc.value.problems} == {"players[0].shields", "players[1].shields",
                                                      "players[2].military"}
