"""Babel's own referee (innermost: it judges every action itself) with Leaders' ways to pay
(``referee.core.expansion.Way``): the leaders' discounts compose with the tower's tiles — the discount
takes a resource off the card's own cost, a tile's tax and a trading tile still apply."""
from __future__ import annotations

from referee.registry import referee


def _doc(tower, ira_cards, build, coins, age=1, **action) -> dict:
    return {"game": "7w", "expansions": ["babel", "leaders"], "age": age, "tower": tower, "players": [
        {"name": "Ira", "wonder": "Gizah", "side": "A", "coins": coins, "cards": ira_cards},
        {"name": "Oleg", "wonder": "Rhodos", "side": "A", "coins": 3, "cards": ["Loom"]},
        {"name": "Sofia", "wonder": "Babylon", "side": "A", "coins": 3}],
        "action": dict(player="Ira", build=build, **action)}


def _texts(v: dict) -> list[str]:
    return [r["text"] for r in v["reasons"]]


def test_archimedes_waives_the_cloth_of_a_green_card_under_tile_10():
    # tile 10: manufactured goods cost 1 more (3 from Oleg); Archimedes: a green card costs 1 resource fewer
    v = referee(_doc([10], ["Archimedes"], "Apothecary", 0))
    assert v["legal"] and v["cost"] == {"bank": 0, "left": 0, "right": 0}
    assert any(t.startswith("Archimedes: a green card costs 1 resource fewer") for t in _texts(v)), _texts(v)
    # every way to pay: the discount (nothing) beats buying the cloth at 3
    assert [(o["bank"], o["left"], o["right"]) for o in v["options"]] == [(0, 0, 0)]
    # without Archimedes the cloth costs 3 under the tile, and 0 coins are not enough
    plain = referee(_doc([10], [], "Apothecary", 0))
    assert not plain["legal"] and any("at least 3 coins" in t for t in _texts(plain)), _texts(plain)


def test_leonidas_waives_the_wood_of_a_red_card_but_tile_1_still_taxes_it():
    v = referee(_doc([1], ["Leonidas"], "Stockade", 1))
    assert v["legal"] and v["cost"] == {"bank": 1, "left": 0, "right": 0}
    assert any(t.startswith("Leonidas: a red card costs 1 resource fewer") for t in _texts(v)), _texts(v)
    assert any("tile 1" in t for t in _texts(v))
    broke = referee(_doc([1], ["Leonidas"], "Stockade", 0))
    assert not broke["legal"]                       # the tax is due whatever the discount


def test_bilkis_buys_from_the_bank_under_a_trading_tile():
    # tile 10 makes Oleg's cloth 3; Bilkis buys it from the bank for 1
    v = referee(_doc([10], ["Bilkis"], "Apothecary", 1))
    assert v["legal"] and v["cost"] == {"bank": 1, "left": 0, "right": 0}
    assert v["options"][0].get("bank_buys") == [{"from": "bank", "resource": "cloth", "count": 1, "price": 1}]


def test_a_proposed_deal_under_a_cost_changing_tile_counts_the_leaders_discount():
    # tile 10 changes the trading prices (Babel's own deal check); Archimedes takes the cloth off a green card,
    # so buying nothing is a legal deal and costs nothing; buying the cloth is legal too, at tile 10's price
    v = referee(_doc([10], ["Archimedes"], "Apothecary", 0, buy=[]))
    assert v["legal"], _texts(v)
    assert v["cost"] == {"bank": 0, "left": 0, "right": 0}
    assert any(t.startswith("Archimedes: a green card costs 1 resource fewer") for t in _texts(v)), _texts(v)
    bought = referee(_doc([10], ["Archimedes"], "Apothecary", 3, buy=[{"from": "left", "resource": "cloth"}]))
    assert bought["legal"] and bought["cost"]["left"] == 3, _texts(bought)
    # without Archimedes the same empty deal leaves the cloth to produce
    plain = referee(_doc([10], [], "Apothecary", 0, buy=[]))
    assert not plain["legal"] and any("must still produce" in t for t in _texts(plain)), _texts(plain)


def test_bilkis_deal_under_a_trading_tile_buys_from_the_bank():
    v = referee(_doc([10], ["Bilkis"], "Apothecary", 1, buy=[]))
    assert v["legal"] and v["cost"] == {"bank": 1, "left": 0, "right": 0}, _texts(v)
    assert v["babel"]["deal"]["bank_buys"] == [{"from": "bank", "resource": "cloth", "count": 1, "price": 1}]
