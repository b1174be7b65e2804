"""Duel trading prices and costs (issue 10, deliverable 4, the price function only).

The rulebook's worked examples (seed 003, Торговля; the English rulebook p.8, facts 'D-MAN'):
Bruno produces 2 stone; Antoine produces clay and no papyrus; Antoine produces glass.
"""
import pytest

from referee.duel.check import card_cost, discard_value, trading_price, wonder_cost
from scoring.duel import catalogue, parse_duel

CAT = catalogue()


def table(antoine=(), bruno=(), antoine_progress=(), bruno_progress=(), antoine_wonders=(), bruno_wonders=()):
    return parse_duel({"game": "duel", "conflict": 0, "players": [
        {"name": "Antoine", "cards": list(antoine), "progress": list(antoine_progress),
         "wonders": list(antoine_wonders), "coins": 20},
        {"name": "Bruno", "cards": list(bruno), "progress": list(bruno_progress),
         "wonders": list(bruno_wonders), "coins": 20}]})


# Bruno's «Каменоломня» (Shelf Quarry) produces 2 stone; Antoine holds a clay card and a glass card
RULEBOOK = table(antoine=["Clay Pool", "Glassworks"], bruno=["Shelf Quarry"])
ANTOINE, BRUNO = RULEBOOK.cities


def test_stone_costs_antoine_four_and_bruno_two():
    # seed 003, Торговля, first example: Antoine pays 4 per stone (2 + Bruno's 2); Bruno pays 2 (Antoine has none)
    assert trading_price(ANTOINE, BRUNO, "stone").price == 4
    assert trading_price(BRUNO, ANTOINE, "stone").price == 2


def test_fortifications_cost_bruno_five_coins():
    # seed 003, Торговля: 2 stone own, clay at 2+1, papyrus at 2+0 → 5 coins to the bank
    pay = card_cost(RULEBOOK, 1, CAT.card("Fortifications"))
    assert pay.cost_json() == {"bank": 5, "opponent": 0}
    assert pay.buys == (("clay", 1, 3), ("papyrus", 1, 2))


def test_caravansery_costs_bruno_seven_coins():
    # seed 003, Торговля: 2 coins + glass at 3 (Antoine produces glass) + papyrus at 2 → 7
    assert card_cost(RULEBOOK, 1, CAT.card("Caravansery")).cost_json() == {"bank": 7, "opponent": 0}


def test_aqueduct_costs_antoine_twelve_coins():
    # seed 003, Торговля: 3 stone at 2+2 each → 12
    pay = card_cost(RULEBOOK, 0, CAT.card("Aqueduct"))
    assert pay.total == 12 and pay.buys == (("stone", 3, 4),)


def test_a_reserve_fixes_the_price_at_one_coin():
    # seed 003, top: «ресурс теперь будет стоить 1 монету, без наценки противника»
    t = table(antoine=["Stone Reserve"], bruno=["Shelf Quarry", "Quarry"])
    assert trading_price(t.cities[0], t.cities[1], "stone").price == 1
    assert card_cost(t, 0, CAT.card("Aqueduct")).total == 3


def test_customs_house_fixes_glass_and_papyrus():
    t = table(antoine=["Customs House"], bruno=["Glassworks", "Press", "Drying Room"])
    assert [trading_price(t.cities[0], t.cities[1], r).price for r in ("glass", "papyrus", "wood")] == [1, 1, 2]


def test_choice_production_covers_the_dearest_and_never_raises_the_price():
    # seed 003, Уточнение: «Такое производство не влияет на стоимость торговли»
    t = table(antoine=["Caravansery"], bruno=["Forum", "Shelf Quarry"])
    assert trading_price(t.cities[1], t.cities[0], "stone").price == 2       # Caravansery does not count
    assert trading_price(t.cities[0], t.cities[1], "glass").price == 2       # Forum does not count
    # Walls: 2 stone; Caravansery makes one, the other costs 2 + 2
    pay = card_cost(t, 0, CAT.card("Walls"))
    assert pay.total == 4 and pay.choices == (("Caravansery", "stone"),)


def test_great_lighthouse_and_piraeus_produce_one_of():
    t = table(antoine_wonders=["The Great Lighthouse", "Piraeus"])
    assert card_cost(t, 0, CAT.card("Library")).total == 2          # stone + glass produced, wood bought at 2


def test_economy_sends_the_trading_coins_to_the_opponent():
    # seed 003, Экономика: only the coins paid for resources; the card's coin cost goes to the bank
    t = table(antoine=["Clay Pool", "Glassworks"], bruno=["Shelf Quarry"], antoine_progress=["Economy"])
    assert card_cost(t, 1, CAT.card("Caravansery")).cost_json() == {"bank": 2, "opponent": 5}


def test_masonry_removes_the_two_dearest_resources_of_a_blue_card():
    t = table(antoine_progress=["Masonry"], bruno=["Shelf Quarry"])
    pay = card_cost(t, 0, CAT.card("Aqueduct"))          # 3 stone at 4: two removed, one bought
    assert pay.total == 4 and pay.removed == ("stone", "stone")
    assert card_cost(t, 0, CAT.card("Walls")).total == 8    # red: no reduction


def test_architecture_removes_two_resources_of_a_wonder():
    t = table(antoine_progress=["Architecture"], bruno=["Press"])
    # The Pyramids: papyrus (2+1) + 3 stone (2 each): papyrus and a stone removed → 2 stone at 2
    assert wonder_cost(t, 0, CAT.wonder("The Pyramids")).total == 4


def test_chain_is_free_and_urbanism_pays_four():
    # seed 003, Условие бесплатного строительства: Частокол → Укрепления free; Урбанизм: 4 coins
    t = table(antoine=["Palisade"], antoine_progress=["Urbanism"])
    pay = card_cost(t, 0, CAT.card("Fortifications"))
    assert (pay.total, pay.chain, pay.gain) == (0, "Palisade", 4)


@pytest.mark.parametrize("cards, coins", [((), 2), (("Tavern", "Clay Reserve"), 4)])
def test_discard_value(cards, coins):
    # seed 003, Сброс карты за монеты: Бруно gets 4 coins with «Таверна» and «Склад глины»
    assert discard_value(table(bruno=cards).cities[1]) == coins
