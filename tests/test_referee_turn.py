"""A whole turn checked together (issue 3, deliver 3)."""
from referee import check_document


def p(name, wonder, cards=(), coins=3, side="A", stages=0):
    return {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}


def turn(players, age, *actions, **extra):
    return check_document(dict({"game": "7w", "age": age, "players": players, "actions": list(actions)}, **extra))


def test_example_b_sells_stone_to_both_neighbours_and_still_builds_the_library():
    # seed 000, Торговля, пример В: both neighbours buy 2 stone from her (8 coins);
    # she builds the Library (2 stone + cloth) with the same stone
    players = [p("Ira", "Gizah", ["Stone Pit", "Loom"], coins=0),      # 2 stone + cloth
               p("Bob", "Rhodos", ["Timber Yard"], coins=4),          # left of Ira; Ira is Bob's right
               p("Cid", "Alexandria", coins=4)]                      # right of Ira; Ira is Cid's left
    t = turn(players, 2,
             {"player": "Ira", "build": "Library"},
             {"player": "Bob", "build": "Walls", "buy": [{"from": "right", "resource": "stone", "count": 2}]},
             {"player": "Cid", "stage": True, "buy": [{"from": "left", "resource": "stone", "count": 2}]})
    assert t["legal"] is True
    assert [v["legal"] for v in t["verdicts"]] == [True, True, True]
    assert t["verdicts"][0]["cost"] == {"bank": 0, "left": 0, "right": 0}
    assert t["coins"] == {"Ira": {"start": 0, "end": 8}, "Bob": {"start": 4, "end": 0}, "Cid": {"start": 4, "end": 0}}
    assert {"from": "Bob", "to": "Ira", "coins": 4, "for": "2 stone"} in t["payments"]


def test_example_c_coins_earned_this_turn_cannot_be_spent():
    # seed 000, Торговля, пример С: a neighbour buys her clay, but those coins cannot buy the missing clay
    players = [p("Ira", "Babylon", coins=0),                          # 1 clay
               p("Bob", "Rhodos", ["Clay Pool"], coins=3),            # left: sells clay
               p("Cid", "Olympia", ["Ore Vein"], coins=3)]            # right: wood, ore; buys clay from Ira
    t = turn(players, 2,
             {"player": "Ira", "build": "Forum"},
             {"player": "Cid", "build": "Stables", "buy": [{"from": "left", "resource": "clay", "count": 1}]})
    ira, cid = t["verdicts"]
    assert cid["legal"] is True and ira["legal"] is False and t["legal"] is False
    assert t["coins"]["Ira"] == {"start": 0, "end": 2} and t["coins"]["Cid"] == {"start": 3, "end": 1}
    assert any("receives 2 coins from neighbours this turn but cannot spend them" in r["text"] for r in t["reasons"])
    assert t["waiting"] == ["Bob"]


def test_discard_and_coin_cards_after_the_turn():
    # seed 000, 2. с (3 coins); Vineyard counts brown cards built by neighbours the same turn (its note)
    players = [p("Ira", "Gizah", ["Lumber Yard"], coins=1), p("Bob", "Rhodos", coins=0), p("Cid", "Olympia", coins=1)]
    t = turn(players, 2,
             {"player": "Ira", "build": "Vineyard"},
             {"player": "Bob", "discard": True},
             {"player": "Cid", "build": "Brickyard"})
    assert t["legal"]
    # Ira: 1 + Vineyard (Lumber Yard + Cid's new Brickyard) = 3; Bob 0 + 3; Cid pays 1 coin for the Brickyard
    assert t["coins"]["Ira"]["end"] == 3 and t["coins"]["Bob"]["end"] == 3
    assert t["coins"]["Cid"] == {"start": 1, "end": 0}
    assert {"player": "Ira", "coins": 2, "source": "Vineyard",
            "rule": "seed 000, Карты эпохи II: Виноградник и Базар (пояснение)"} in t["income"]
    # without the coin, Cid's Brickyard is illegal and moves nothing
    players[2]["coins"] = 0
    t = turn(players, 2, {"player": "Ira", "build": "Vineyard"}, {"player": "Cid", "build": "Brickyard"})
    assert t["verdicts"][1]["legal"] is False and t["coins"]["Cid"]["end"] == 0 and t["coins"]["Ira"]["end"] == 2


def test_one_action_per_player():
    import pytest
    from scoring.errors import BadInput
    players = [p("Ira", "Gizah"), p("Bob", "Rhodos"), p("Cid", "Olympia")]
    with pytest.raises(BadInput) as exc:
        turn(players, 1, {"player": "Ira", "discard": True}, {"player": "Ira", "discard": True})
    assert exc.value.problems[0].path == "actions[1].player"
