"""Two ways to pay the interface gained (``referee.core.expansion``: ``rebates``, ``conversions``):
Cities' Clandestine Docks (the first resource bought from that neighbour each turn costs 1 coin less,
down to 0 with a trading post or the Marketplace) and Catan's start power (2 identical resources of
the city's own for 1 of its choice), each with every way to pay listed."""
from __future__ import annotations

from referee.core.payment import Buy, Option, converted_units, rebated
from referee.registry import referee


def _doc(expansions, ira, oleg, sofia, build, age=1, **action) -> dict:
    players = [dict(name="Ira", **ira), dict(name="Oleg", **oleg), dict(name="Sofia", **sofia)]
    return {"game": "7w", "expansions": expansions, "age": age, "players": players,
            "action": dict(player="Ira", build=build, **action)}


def _texts(v: dict) -> list[str]:
    return [r["text"] for r in v["reasons"]]


# -- the core helpers ---------------------------------------------------------------------------

def test_a_rebate_takes_a_coin_off_the_dearest_resource_bought_on_its_side_only():
    option = Option(0, 4, 2, (Buy("left", "stone", 2, 2), Buy("right", "ore", 1, 2)))
    found, sides = rebated(option, {"left": 1})
    assert sides == ("left",) and (found.left, found.right) == (3, 2)
    assert found.buys == (Buy("left", "stone", 1, 1), Buy("left", "stone", 1, 2), Buy("right", "ore", 1, 2))
    assert rebated(Option(0, 0, 2, (Buy("right", "ore", 1, 2),)), {"left": 1}) == (
        Option(0, 0, 2, (Buy("right", "ore", 1, 2),)), ())                      # nothing bought on the left
    free, _sides = rebated(Option(0, 1, 0, (Buy("left", "cloth", 1, 1),)), {"left": 1})
    assert free.left == 0 and free.buys == (Buy("left", "cloth", 1, 0),)     # with a discount: free


def test_every_trade_of_two_identical_units_for_one_of_any_resource():
    wood, stone_wood = frozenset({"wood"}), frozenset({"stone", "wood"})
    every = ("wood", "stone", "glass")
    found = converted_units((wood, stone_wood), 2, ("glass",), every)
    assert found == [((wood, stone_wood), ()), ((frozenset(every),), ("wood",))]
    assert converted_units((wood,), 2, ("glass",), every) == [((wood,), ())]   # one unit: no trade
    # two trades when the cost has room for them (four wood → two resources of choice)
    four = (wood, wood, wood, wood)
    assert [t for _u, t in converted_units(four, 2, ("glass", "glass"), every)] == [(), ("wood",), ("wood", "wood")]


# -- the Clandestine Docks (Cities) --------------------------------------------------------------

def test_the_west_dock_makes_the_first_resource_from_the_left_a_coin_cheaper():
    doc = _doc(["cities"], {"wonder": "Gizah", "side": "A", "coins": 3, "cards": ["Clandestine Dock West"]},
               {"wonder": "Rhodos", "side": "A", "coins": 3, "cards": ["Loom"]},
               {"wonder": "Babylon", "side": "A", "coins": 3, "cards": ["Loom"]}, "Apothecary")
    v = referee(doc)
    assert v["legal"] and v["cost"] == {"bank": 0, "left": 1, "right": 0}
    # every way: cloth from Oleg (left) for 2 - 1, or from Sofia (right) for 2
    assert v["options"] == [
        {"bank": 0, "left": 1, "right": 0, "buys": [{"from": "left", "resource": "cloth", "count": 1, "price": 1}]},
        {"bank": 0, "left": 0, "right": 2, "buys": [{"from": "right", "resource": "cloth", "count": 1, "price": 2}]}]
    assert "Clandestine Dock West: the first resource Ira buys from Oleg this turn costs 1 coin less" in _texts(v)
    assert any(r["text"].startswith("Clandestine Dock West:") and "Clandestine Dock West" in r["rule"]
               for r in v["reasons"])


def test_with_the_marketplace_the_first_resource_from_the_left_is_free():
    doc = _doc(["cities"], {"wonder": "Gizah", "side": "A", "coins": 0,
                            "cards": ["Clandestine Dock West", "Marketplace"]},
               {"wonder": "Rhodos", "side": "A", "coins": 3, "cards": ["Loom"]},
               {"wonder": "Babylon", "side": "A", "coins": 3, "cards": ["Loom"]}, "Apothecary")
    v = referee(doc)
    assert v["legal"] and v["options"] == [
        {"bank": 0, "left": 0, "right": 0, "buys": [{"from": "left", "resource": "cloth", "count": 1, "price": 0}]}]


def test_only_the_first_resource_is_cheaper_and_the_deal_is_judged_with_it():
    ira = {"wonder": "Rhodos", "side": "A", "coins": 5, "cards": ["Clandestine Dock West"]}
    oleg = {"wonder": "Gizah", "side": "A", "coins": 3, "cards": ["Quarry"]}
    sofia = {"wonder": "Babylon", "side": "A", "coins": 3}
    v = referee(_doc(["cities"], ira, oleg, sofia, "Aqueduct", age=2))
    # 3 stone from Oleg: 2 + 2 + 2, the first 1 less
    assert v["legal"] and v["options"] == [{"bank": 0, "left": 5, "right": 0, "buys": [
        {"from": "left", "resource": "stone", "count": 1, "price": 1},
        {"from": "left", "resource": "stone", "count": 2, "price": 2}]}]
    short = referee(_doc(["cities"], dict(ira, coins=4), oleg, sofia, "Aqueduct", age=2))
    assert not short["legal"]
    deal = referee(_doc(["cities"], ira, oleg, sofia, "Aqueduct", age=2,
                        buy=[{"from": "left", "resource": "stone", "count": 3}]))
    assert deal["legal"] and deal["cost"] == {"bank": 0, "left": 5, "right": 0}
    # without the dock the same build costs 6 and 5 coins are not enough
    plain = referee(_doc(["cities"], dict(ira, cards=[]), oleg, sofia, "Aqueduct", age=2))
    assert not plain["legal"]


def test_the_east_dock_is_for_the_right_neighbour():
    doc = _doc(["cities"], {"wonder": "Gizah", "side": "A", "coins": 3, "cards": ["Clandestine Dock East"]},
               {"wonder": "Rhodos", "side": "A", "coins": 3, "cards": ["Loom"]},
               {"wonder": "Babylon", "side": "A", "coins": 3, "cards": ["Loom"]}, "Apothecary")
    assert [(o["left"], o["right"]) for o in referee(doc)["options"]] == [(0, 1), (2, 0)]


# -- Catan ---------------------------------------------------------------------------------------

def test_catan_trades_two_of_its_own_wood_for_the_cloth_it_lacks():
    ira = {"wonder": "Catan", "side": "A", "coins": 0, "cards": ["Lumber Yard", "Timber Yard"]}
    others = ({"wonder": "Gizah", "side": "A", "coins": 3, "cards": ["Loom"]}, {"wonder": "Rhodos", "side": "A",
                                                                               "coins": 3})
    v = referee(_doc(["wonderpack"], ira, *others, "Apothecary"))
    assert v["legal"] and v["options"] == [{"bank": 0, "left": 0, "right": 0, "buys": []}]
    assert ("Catan: Ira trades 2 wood of its own production for 1 resource of its choice (2 identical resources "
            "for 1)") in _texts(v)
    # one wood only: nothing to trade, and no coin to buy the cloth
    one = referee(_doc(["wonderpack"], dict(ira, cards=["Lumber Yard"]), *others, "Apothecary"))
    assert not one["legal"]
    # with coins: every way to pay — the trade (free) beats buying the cloth from Oleg
    rich = referee(_doc(["wonderpack"], dict(ira, coins=3), *others, "Apothecary"))
    assert rich["options"] == [{"bank": 0, "left": 0, "right": 0, "buys": []}]


def test_catan_trades_never_use_what_is_bought():
    # the Stockade needs 1 wood: Ira makes it, and her one wood cannot be traded twice
    ira = {"wonder": "Catan", "side": "A", "coins": 2, "cards": ["Lumber Yard"]}
    oleg = {"wonder": "Gizah", "side": "A", "coins": 3, "cards": ["Loom"]}
    sofia = {"wonder": "Rhodos", "side": "A", "coins": 3}
    v = referee(_doc(["wonderpack"], ira, oleg, sofia, "Apothecary"))
    assert v["legal"] and v["options"] == [
        {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "cloth", "count": 1, "price": 2}]}]
    assert not any("Catan" in t for t in _texts(v))
