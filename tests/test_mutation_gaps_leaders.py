"""The Leaders referee's coins after an action (``referee.expansions.leaders.income``, ``.turn``): whole
verdicts, word for word in English, Russian and Ukrainian, of positions whose result a wrong rule or a wrong
sentence would change (the leader's coins, the card's own coins, the coins held after, each sentence and its
citation): the tests mutation testing of the module asked for (README "Mutation testing").

The leaders' effects are the data file's (scoring/data/leaders.json, ``coins_when``; the Leaders rulebook,
Leader cards); the cards' coins are the 1st edition's (seed 000, Виноградник и Базар, Маяк; Ephesos B's board).
"""
import pytest

from referee.registry import referee
from scoring.core.i18n import use_language


def p(name, wonder, cards=(), coins=6, side="A"):
    return {"name": name, "wonder": wonder, "side": side, "stages": 0, "cards": list(cards), "coins": coins}


def buy(side, resource, count=1):
    return {"from": side, "resource": resource, "count": count}


def texts(reasons):
    return [(r["text"], r["rule"]) for r in reasons]


def verdict(age, players, action, lang="en"):
    """One action's verdict with each reason as (text, readable rule) and each income without its machine
    ``citation`` (derived from the rule, ``referee.core.citations``)."""
    with use_language(lang):
        v = referee({"game": "7w", "expansions": ["leaders"], "age": age, "players": players, "action": action})
    return dict(v, reasons=texts(v["reasons"]),
                income=[{k: x for k, x in i.items() if k != "citation"} for i in v["income"]])


def in_lang(en, income, reasons):
    """The English verdict ``en`` with its income's and its reasons' words in another language."""
    assert len(income) == len(en["income"])
    return dict(en, reasons=reasons,
                income=[dict(i, text=text, rule=rule) for i, (text, rule) in zip(en["income"], income)])


# Ann (Rhodos A: ore) sits between Bob (her left, Gizah A: stone) and Cid (her right, Babylon A: clay)
THREE = (2, [p("Ann", "Rhodos", ["Hatshepsut", "Xenophon", "Berenice"]), p("Bob", "Gizah", ["Lumber Yard", "Loom"]),
             p("Cid", "Babylon", ["Clay Pool", "Press", "Timber Yard"])],
         {"player": "Ann", "build": "Caravansery", "buy": [buy("left", "wood"), buy("right", "wood")]})
HAT1 = (1, [p("Ann", "Rhodos", ["Hatshepsut"], 2), p("Bob", "Gizah", ["Lumber Yard"]), p("Cid", "Babylon", ["Timber Yard"])],
        {"player": "Ann", "build": "Stockade", "buy": [buy("right", "wood")]})
VITR = (2, [p("Ann", "Rhodos", ["Altar", "Vitruvius", "Hatshepsut"], 1), p("Bob", "Gizah", ["Lumber Yard"]),
            p("Cid", "Babylon", ["Timber Yard"])],
        {"player": "Ann", "build": "Temple"})
VINEYARD = (2, [p("Ann", "Rhodos", ["Ore Vein", "Berenice"], 2), p("Bob", "Gizah", ["Lumber Yard"]),
                p("Cid", "Babylon", ["Clay Pool", "Timber Yard"])],
            {"player": "Ann", "build": "Vineyard"})
LIGHTHOUSE = (3, [p("Ann", "Rhodos", ["Glassworks", "Quarry", "Marketplace", "Xenophon"], 0), p("Bob", "Gizah", ["Lumber Yard"]),
                  p("Cid", "Babylon", ["Clay Pool"])],
              {"player": "Ann", "build": "Lighthouse"})
EPHESOS = (1, [p("Ann", "Ephesos", ["Quarry", "Berenice"], 1, side="B"), p("Bob", "Gizah", ["Lumber Yard"]),
               p("Cid", "Babylon", ["Clay Pool"])],
           {"player": "Ann", "stage": True})
NERO = (2, [p("Ann", "Rhodos", ["Nero", "Caligula"]), p("Bob", "Gizah", ["Lumber Yard"]), p("Cid", "Babylon", ["Timber Yard"])],
        {"player": "Ann", "build": "Caravansery", "buy": [buy("left", "wood"), buy("right", "wood")]})
DISCARD = (1, [p("Ann", "Rhodos", ["Xenophon"], 1), p("Bob", "Gizah", ["Lumber Yard"]), p("Cid", "Babylon", ["Timber Yard"])],
           {"player": "Ann", "discard": True, "card": "Tavern"})
ILLEGAL = (1, [p("Ann", "Rhodos", ["Hatshepsut", "Berenice"], 1), p("Bob", "Gizah", ["Lumber Yard"]),
               p("Cid", "Babylon", ["Timber Yard"])],
           {"player": "Ann", "build": "Stockade", "buy": [buy("right", "wood")]})
ARENA = (3, [dict(p("Ann", "Rhodos", ["Quarry", "Berenice"], 0), stages=2), p("Bob", "Gizah", ["Lumber Yard"]),
             p("Cid", "Babylon", ["Clay Pool"])],
         {"player": "Ann", "build": "Arena"})
BAZAR = (2, [p("Ann", "Rhodos", ["Glassworks", "Xenophon"], 0), p("Bob", "Gizah", ["Loom"]), p("Cid", "Babylon", ["Clay Pool"]),
             p("Dan", "Olympia", ["Press"])],
         {"player": "Ann", "build": "Bazar"})
ORDER = (1, [p("Ann", "Rhodos", ["Caligula", "Berenice", "Xenophon"], 0), p("Bob", "Gizah", ["Lumber Yard"]),
             p("Cid", "Babylon", ["Timber Yard"])],
         {"player": "Ann", "build": "Marketplace"})
QUIET = (1, [p("Ann", "Rhodos", ["Lumber Yard", "Berenice"], 6), p("Bob", "Gizah", ["Stone Pit"]),
             p("Cid", "Babylon", ["Timber Yard"])],
         {"player": "Ann", "build": "Stockade"})
EPHESOS_A = (2, [dict(p("Ann", "Ephesos", ["Lumber Yard", "Sawmill", "Berenice"], 0), stages=1),
                 p("Bob", "Gizah", ["Stone Pit"]), p("Cid", "Babylon", ["Clay Pool"])],
             {"player": "Ann", "stage": True})


def test_hatshepsut_xenophon_and_berenice_after_one_purchase_from_each_neighbour():
    # Hatshepsut: 1 coin per neighbour bought from (2), Xenophon: 2 coins for the yellow Caravansery, Berenice: 1
    # more since coins came from the bank: 6 - 4 + 2 + 2 + 1
    v = verdict(*THREE)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'build',
                 'card': 'Caravansery',
                 'reasons': [('Caravansery costs 2 wood', 'Rulebook, Resource cost'),
                             ('the deal is legal: Ann buys 1 wood from the left neighbour (Bob) for 2 coins and 1 '
                              'wood from the right neighbour (Cid) for 2 coins; pays 4 of the 6 coins held at the '
                              'start of the turn',
                              'Rulebook, Trading')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 2, 'right': 2},
                 'options': [{'bank': 0,
                              'left': 2,
                              'right': 2,
                              'buys': [{'from': 'left', 'resource': 'wood', 'count': 1, 'price': 2},
                                       {'from': 'right', 'resource': 'wood', 'count': 1, 'price': 2}]}],
                 'deal': {'bank': 0,
                          'left': 2,
                          'right': 2,
                          'buys': [{'from': 'left', 'resource': 'wood', 'count': 1, 'price': 2},
                                   {'from': 'right', 'resource': 'wood', 'count': 1, 'price': 2}]},
                 'income': [{'player': 'Ann',
                             'coins': 2,
                             'source': 'Hatshepsut',
                             'text': 'Hatshepsut: Ann bought from 2 neighbours this turn, 1 coin each (once per '
                                     'neighbour a turn): +2',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Hatshepsut'},
                            {'player': 'Ann',
                             'coins': 2,
                             'source': 'Xenophon',
                             'text': 'Xenophon: Ann built 1 yellow card this turn: +2',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Xenophon'},
                            {'player': 'Ann',
                             'coins': 1,
                             'source': 'Berenice',
                             'text': 'Berenice: Ann takes coins from the bank this turn, so 1 more (once a turn): '
                                     '+1 coin',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Berenice'}],
                 'coins_after': 7}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [('Хатшепсут: в этом ходу Ann покупает у 2 соседей, по 1 монете за каждого (раз за ход с соседа): +2',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Хатшепсут»'),
      ('Xenophon: в этом ходу Ann строит 1 карту жёлтого цвета: +2',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Xenophon»'),
      ('Berenice: в этом ходу Ann берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Berenice»')],
     [('«Караван-сарай»: стоимость — 2 дерева', 'Правила, Стоимость в ресурсах'),
      ('сделка законна: Ann покупает: 1 дерево у левого соседа (Bob) за 2 монеты и 1 дерево у правого соседа (Cid) '
       'за 2 монеты; платит 4 (монет в начале хода: 6)',
       'Правила, Торговля')]),
    ("uk",
     [('Hatshepsut: цього ходу Ann купує в 2 сусідів, по 1 монеті за кожного (раз за хід із сусіда): +2',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Hatshepsut»'),
      ('Xenophon: цього ходу Ann будує 1 карту жовтого кольору: +2',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Xenophon»'),
      ('Berenice: цього ходу Ann бере монети з банку, тож ще 1 (раз за хід): +1 монета',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Berenice»')],
     [('«Caravansery»: вартість — 2 дерева', 'Правила, Вартість у ресурсах'),
      ('угода законна: Ann купує: 1 дерево у лівого сусіда (Bob) за 2 монети і 1 дерево у правого сусіда (Cid) за '
       '2 монети; платить 4 (монет на початку ходу: 6)',
       'Правила, Торгівля')]),
])
def test_hatshepsut_xenophon_and_berenice_after_one_purchase_from_each_neighbour_ru_uk(lang, income, reasons):
    assert verdict(*THREE, lang=lang) == in_lang(verdict(*THREE), income, reasons)


def test_hatshepsut_after_a_purchase_from_one_neighbour():
    # one neighbour bought from: 1 coin, the sentence in the singular
    v = verdict(*HAT1)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'build',
                 'card': 'Stockade',
                 'reasons': [('Stockade costs 1 wood', 'Rulebook, Resource cost'),
                             ('the deal is legal: Ann buys 1 wood from the right neighbour (Cid) for 2 coins; pays '
                              '2 of the 2 coins held at the start of the turn',
                              'Rulebook, Trading')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 0, 'right': 2},
                 'options': [{'bank': 0,
                              'left': 0,
                              'right': 2,
                              'buys': [{'from': 'right', 'resource': 'wood', 'count': 1, 'price': 2}]},
                             {'bank': 0,
                              'left': 2,
                              'right': 0,
                              'buys': [{'from': 'left', 'resource': 'wood', 'count': 1, 'price': 2}]}],
                 'deal': {'bank': 0,
                          'left': 0,
                          'right': 2,
                          'buys': [{'from': 'right', 'resource': 'wood', 'count': 1, 'price': 2}]},
                 'income': [{'player': 'Ann',
                             'coins': 1,
                             'source': 'Hatshepsut',
                             'text': 'Hatshepsut: Ann bought from 1 neighbour this turn, 1 coin each (once per '
                                     'neighbour a turn): +1',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Hatshepsut'}],
                 'coins_after': 1}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [('Хатшепсут: в этом ходу Ann покупает у 1 соседа, по 1 монете за каждого (раз за ход с соседа): +1',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Хатшепсут»')],
     [('«Частокол»: стоимость — 1 дерево', 'Правила, Стоимость в ресурсах'),
      ('сделка законна: Ann покупает: 1 дерево у правого соседа (Cid) за 2 монеты; платит 2 (монет в начале хода: '
       '2)',
       'Правила, Торговля')]),
    ("uk",
     [('Hatshepsut: цього ходу Ann купує в 1 сусіда, по 1 монеті за кожного (раз за хід із сусіда): +1',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Hatshepsut»')],
     [('«Stockade»: вартість — 1 дерево', 'Правила, Вартість у ресурсах'),
      ('угода законна: Ann купує: 1 дерево у правого сусіда (Cid) за 2 монети; платить 2 (монет на початку ходу: '
       '2)',
       'Правила, Торгівля')]),
])
def test_hatshepsut_after_a_purchase_from_one_neighbour_ru_uk(lang, income, reasons):
    assert verdict(*HAT1, lang=lang) == in_lang(verdict(*HAT1), income, reasons)


def test_vitruvius_after_a_chain_build():
    # Altar -> Temple free through the chain: Vitruvius' 2 coins; Hatshepsut nothing (nothing bought)
    v = verdict(*VITR)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'build',
                 'card': 'Temple',
                 'reasons': [('Ann built Altar, so Temple is free (chain); paying instead is allowed but never '
                              'cheaper',
                              'Rulebook, Free construction (chains)')],
                 'free': 'Altar',
                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'income': [{'player': 'Ann',
                             'coins': 2,
                             'source': 'Vitruvius',
                             'text': 'Vitruvius: Ann built 1 structure through a chain this turn: +2',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Vitruvius'}],
                 'coins_after': 3}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [('Витрувий: в этом ходу Ann строит по цепочке 1 постройку: +2', 'Правила «Лидеров», Карты лидеров; напечатано на карте: «Витрувий»')],
     [('Ann построил карту «Алтарь», поэтому «Храм» бесплатно (цепочка); заплатить вместо этого можно, но дешевле '
       'не будет',
       'Правила, Бесплатное строительство (цепочки)')]),
    ("uk",
     [('Vitruvius: цього ходу Ann будує за ланцюжком 1 споруду: +2',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Vitruvius»')],
     [('Ann збудував карту «Altar», тож «Temple» безкоштовно (ланцюжок); заплатити натомість можна, але дешевше не '
       'буде',
       'Правила, Безкоштовне будівництво (ланцюжки)')]),
])
def test_vitruvius_after_a_chain_build_ru_uk(lang, income, reasons):
    assert verdict(*VITR, lang=lang) == in_lang(verdict(*VITR), income, reasons)


def test_berenice_after_the_vineyard_counts_brown_cards_on_both_sides():
    # the Vineyard: 1 coin per brown card of Ann (1), Bob on her left (1) and Cid on her right (2), 2 + 4; then
    # Berenice's 1 coin (coins taken from the bank)
    v = verdict(*VINEYARD)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'build',
                 'card': 'Vineyard',
                 'reasons': [('Vineyard costs nothing', 'Rulebook, Resource cost'),
                             ('Ann pays 0 of the 2 coins held at the start of the turn',
                              'Rulebook, Resources and production')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'income': [{'player': 'Ann',
                             'coins': 1,
                             'source': 'Berenice',
                             'text': 'Berenice: Ann takes coins from the bank this turn, so 1 more (once a turn): '
                                     '+1 coin',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Berenice'}],
                 'coins_after': 7}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [('Berenice: в этом ходу Ann берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Berenice»')],
     [('«Виноградник»: стоимости нет', 'Правила, Стоимость в ресурсах'),
      ('Ann платит 0 (монет в начале хода: 2)', 'Правила, Ресурсы и производство')]),
    ("uk",
     [('Berenice: цього ходу Ann бере монети з банку, тож ще 1 (раз за хід): +1 монета',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Berenice»')],
     [('«Vineyard»: вартості немає', 'Правила, Вартість у ресурсах'),
      ('Ann платить 0 (монет на початку ходу: 2)', 'Правила, Ресурси й виробництво')]),
])
def test_berenice_after_the_vineyard_counts_brown_cards_on_both_sides_ru_uk(lang, income, reasons):
    assert verdict(*VINEYARD, lang=lang) == in_lang(verdict(*VINEYARD), income, reasons)


def test_xenophon_after_the_lighthouse_that_counts_itself():
    # the Lighthouse: 1 coin per yellow card of Ann, itself included (Marketplace, Lighthouse: 2); Xenophon 2 more
    v = verdict(*LIGHTHOUSE)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'build',
                 'card': 'Lighthouse',
                 'reasons': [('Lighthouse costs 1 glass, 1 stone', 'Rulebook, Resource cost'),
                             ('Ann produces 1 glass, 1 stone; pays 0 of the 0 coins held at the start of the turn',
                              'Rulebook, Resources and production')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'income': [{'player': 'Ann',
                             'coins': 2,
                             'source': 'Xenophon',
                             'text': 'Xenophon: Ann built 1 yellow card this turn: +2',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Xenophon'}],
                 'coins_after': 4}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [('Xenophon: в этом ходу Ann строит 1 карту жёлтого цвета: +2',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Xenophon»')],
     [('«Маяк»: стоимость — 1 стекло, 1 камень', 'Правила, Стоимость в ресурсах'),
      ('Ann производит: 1 стекло, 1 камень; платит 0 (монет в начале хода: 0)', 'Правила, Ресурсы и производство')]),
    ("uk",
     [('Xenophon: цього ходу Ann будує 1 карту жовтого кольору: +2',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Xenophon»')],
     [('«Lighthouse»: вартість — 1 скло, 1 камінь', 'Правила, Вартість у ресурсах'),
      ('Ann виробляє: 1 скло, 1 камінь; платить 0 (монет на початку ходу: 0)', 'Правила, Ресурси й виробництво')]),
])
def test_xenophon_after_the_lighthouse_that_counts_itself_ru_uk(lang, income, reasons):
    assert verdict(*LIGHTHOUSE, lang=lang) == in_lang(verdict(*LIGHTHOUSE), income, reasons)


def test_berenice_after_a_stage_that_gives_coins():
    # Ephesos B stage 1: 4 coins from the bank, so Berenice's 1 more: 1 + 4 + 1
    v = verdict(*EPHESOS)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'stage',
                 'card': None,
                 'reasons': [('stage 1 of Ephesos B is next (stages are built in order) and costs 2 stone: the '
                              "board's cost, not the card's",
                              'Rulebook, Build a stage of a wonder'),
                             ('Ann produces 2 stone; pays 0 of the 1 coin held at the start of the turn',
                              'Rulebook, Resources and production')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'stage': 1,
                 'income': [{'player': 'Ann',
                             'coins': 1,
                             'source': 'Berenice',
                             'text': 'Berenice: Ann takes coins from the bank this turn, so 1 more (once a turn): '
                                     '+1 coin',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Berenice'}],
                 'coins_after': 6}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [('Berenice: в этом ходу Ann берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Berenice»')],
     [('следующий этап 1 чуда Эфес B (этапы строятся по порядку) стоит 2 камня: цена с планшета, а не с карты',
       'Правила, Строительство этапа чуда'),
      ('Ann производит: 2 камня; платит 0 (монет в начале хода: 1)', 'Правила, Ресурсы и производство')]),
    ("uk",
     [('Berenice: цього ходу Ann бере монети з банку, тож ще 1 (раз за хід): +1 монета',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Berenice»')],
     [('наступний етап 1 чуда Ephesos B (етапи будуються по черзі) коштує 2 камені: ціна з планшета, а не з карти',
       'Правила, Будівництво етапу чуда'),
      ('Ann виробляє: 2 камені; платить 0 (монет на початку ходу: 1)', 'Правила, Ресурси й виробництво')]),
])
def test_berenice_after_a_stage_that_gives_coins_ru_uk(lang, income, reasons):
    assert verdict(*EPHESOS, lang=lang) == in_lang(verdict(*EPHESOS), income, reasons)


def test_nero_and_caligula_give_nothing_after_a_build():
    # Nero's coins come with a Victory token (at the conflicts), Caligula has no coins: the Caravansery bought on
    # both sides earns nothing
    v = verdict(*NERO)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'build',
                 'card': 'Caravansery',
                 'reasons': [('Caravansery costs 2 wood', 'Rulebook, Resource cost'),
                             ('the deal is legal: Ann buys 1 wood from the left neighbour (Bob) for 2 coins and 1 '
                              'wood from the right neighbour (Cid) for 2 coins; pays 4 of the 6 coins held at the '
                              'start of the turn',
                              'Rulebook, Trading')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 2, 'right': 2},
                 'options': [{'bank': 0,
                              'left': 2,
                              'right': 2,
                              'buys': [{'from': 'left', 'resource': 'wood', 'count': 1, 'price': 2},
                                       {'from': 'right', 'resource': 'wood', 'count': 1, 'price': 2}]}],
                 'deal': {'bank': 0,
                          'left': 2,
                          'right': 2,
                          'buys': [{'from': 'left', 'resource': 'wood', 'count': 1, 'price': 2},
                                   {'from': 'right', 'resource': 'wood', 'count': 1, 'price': 2}]},
                 'income': [],
                 'coins_after': 2}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [],
     [('«Караван-сарай»: стоимость — 2 дерева', 'Правила, Стоимость в ресурсах'),
      ('сделка законна: Ann покупает: 1 дерево у левого соседа (Bob) за 2 монеты и 1 дерево у правого соседа (Cid) '
       'за 2 монеты; платит 4 (монет в начале хода: 6)',
       'Правила, Торговля')]),
    ("uk",
     [],
     [('«Caravansery»: вартість — 2 дерева', 'Правила, Вартість у ресурсах'),
      ('угода законна: Ann купує: 1 дерево у лівого сусіда (Bob) за 2 монети і 1 дерево у правого сусіда (Cid) за '
       '2 монети; платить 4 (монет на початку ходу: 6)',
       'Правила, Торгівля')]),
])
def test_nero_and_caligula_give_nothing_after_a_build_ru_uk(lang, income, reasons):
    assert verdict(*NERO, lang=lang) == in_lang(verdict(*NERO), income, reasons)


def test_xenophon_gives_nothing_for_a_yellow_card_discarded():
    # the Tavern discarded for 3 coins is not built: neither its 5 coins nor Xenophon's 2
    v = verdict(*DISCARD)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'discard',
                 'card': 'Tavern',
                 'reasons': [('Ann discards Tavern and takes 3 coins from the bank: always allowed',
                              'Rulebook, Discard a card')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'gain': 3,
                 'income': [],
                 'coins_after': 4}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [],
     [('Ann сбрасывает карту «Таверна» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты')]),
    ("uk",
     [],
     [('Ann скидає карту «Tavern» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')]),
])
def test_xenophon_gives_nothing_for_a_yellow_card_discarded_ru_uk(lang, income, reasons):
    assert verdict(*DISCARD, lang=lang) == in_lang(verdict(*DISCARD), income, reasons)


def test_a_refused_purchase_earns_no_leader_coins():
    # Ann holds 1 coin and the deal costs 2: refused, so nothing bought and no coins after it (Hatshepsut and
    # Berenice give nothing)
    v = verdict(*ILLEGAL)
    assert v == {'legal': False,
                 'player': 'Ann',
                 'action': 'build',
                 'card': 'Stockade',
                 'reasons': [('Stockade costs 1 wood', 'Rulebook, Resource cost'),
                             ('the deal costs 2 coins (bank 0, left 0, right 2) but Ann held only 1 at the start '
                              'of the turn; coins earned this turn cannot be spent this turn',
                              'Rulebook, Trading')],
                 'free': None,
                 'cost': None,
                 'options': [],
                 'deal': {'bank': 0,
                          'left': 0,
                          'right': 2,
                          'buys': [{'from': 'right', 'resource': 'wood', 'count': 1, 'price': 2}]},
                 'income': []}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [],
     [('«Частокол»: стоимость — 1 дерево', 'Правила, Стоимость в ресурсах'),
      ('сделка стоит 2 (банку 0, левому 0, правому 2), но монет у Ann в начале хода было только 1; монеты, '
       'полученные в этот ход, в этот ход тратить нельзя',
       'Правила, Торговля')]),
    ("uk",
     [],
     [('«Stockade»: вартість — 1 дерево', 'Правила, Вартість у ресурсах'),
      ('угода коштує 2 (банку 0, лівому 0, правому 2), але монет у Ann на початку ходу було лише 1; монети, '
       'отримані цього ходу, цього ходу витратити не можна',
       'Правила, Торгівля')]),
])
def test_a_refused_purchase_earns_no_leader_coins_ru_uk(lang, income, reasons):
    assert verdict(*ILLEGAL, lang=lang) == in_lang(verdict(*ILLEGAL), income, reasons)


def test_the_arena_counts_the_stages_built_then_berenice():
    # the Arena: 3 coins per stage of Ann's wonder built (2), then Berenice's 1: 0 + 6 + 1
    v = verdict(*ARENA)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'build',
                 'card': 'Arena',
                 'reasons': [('Arena costs 1 ore, 2 stone', 'Rulebook, Resource cost'),
                             ('Ann produces 1 ore, 2 stone; pays 0 of the 0 coins held at the start of the turn',
                              'Rulebook, Resources and production')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'income': [{'player': 'Ann',
                             'coins': 1,
                             'source': 'Berenice',
                             'text': 'Berenice: Ann takes coins from the bank this turn, so 1 more (once a turn): '
                                     '+1 coin',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Berenice'}],
                 'coins_after': 7}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [('Berenice: в этом ходу Ann берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Berenice»')],
     [('«Арена»: стоимость — 1 руда, 2 камня', 'Правила, Стоимость в ресурсах'),
      ('Ann производит: 1 руда, 2 камня; платит 0 (монет в начале хода: 0)', 'Правила, Ресурсы и производство')]),
    ("uk",
     [('Berenice: цього ходу Ann бере монети з банку, тож ще 1 (раз за хід): +1 монета',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Berenice»')],
     [('«Arena»: вартість — 1 руда, 2 камені', 'Правила, Вартість у ресурсах'),
      ('Ann виробляє: 1 руда, 2 камені; платить 0 (монет на початку ходу: 0)', 'Правила, Ресурси й виробництво')]),
])
def test_the_arena_counts_the_stages_built_then_berenice_ru_uk(lang, income, reasons):
    assert verdict(*ARENA, lang=lang) == in_lang(verdict(*ARENA), income, reasons)


def test_the_bazar_counts_grey_cards_on_both_sides_then_xenophon():
    # 4 players: the Bazar gives 2 coins per grey card of Ann (Glassworks), Bob on her left (Loom) and Dan on her
    # right (Press), not of Cid across the table: 6; Xenophon 2 for the yellow card: 0 + 6 + 2
    v = verdict(*BAZAR)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'build',
                 'card': 'Bazar',
                 'reasons': [('Bazar costs nothing', 'Rulebook, Resource cost'),
                             ('Ann pays 0 of the 0 coins held at the start of the turn',
                              'Rulebook, Resources and production')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'income': [{'player': 'Ann',
                             'coins': 2,
                             'source': 'Xenophon',
                             'text': 'Xenophon: Ann built 1 yellow card this turn: +2',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Xenophon'}],
                 'coins_after': 8}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [('Xenophon: в этом ходу Ann строит 1 карту жёлтого цвета: +2',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Xenophon»')],
     [('«Базар»: стоимости нет', 'Правила, Стоимость в ресурсах'),
      ('Ann платит 0 (монет в начале хода: 0)', 'Правила, Ресурсы и производство')]),
    ("uk",
     [('Xenophon: цього ходу Ann будує 1 карту жовтого кольору: +2',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Xenophon»')],
     [('«Bazar»: вартості немає', 'Правила, Вартість у ресурсах'),
      ('Ann платить 0 (монет на початку ходу: 0)', 'Правила, Ресурси й виробництво')]),
])
def test_the_bazar_counts_grey_cards_on_both_sides_then_xenophon_ru_uk(lang, income, reasons):
    assert verdict(*BAZAR, lang=lang) == in_lang(verdict(*BAZAR), income, reasons)


def test_berenice_after_xenophon_s_coins_whatever_the_order_of_the_leaders():
    # Caligula (no coins) and Berenice recruited before Xenophon: the Marketplace is free, Xenophon's 2 coins come
    # from the bank, so Berenice's 1 more: 0 + 2 + 1
    v = verdict(*ORDER)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'build',
                 'card': 'Marketplace',
                 'reasons': [('Marketplace costs nothing', 'Rulebook, Resource cost'),
                             ('Ann pays 0 of the 0 coins held at the start of the turn',
                              'Rulebook, Resources and production')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'income': [{'player': 'Ann',
                             'coins': 2,
                             'source': 'Xenophon',
                             'text': 'Xenophon: Ann built 1 yellow card this turn: +2',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Xenophon'},
                            {'player': 'Ann',
                             'coins': 1,
                             'source': 'Berenice',
                             'text': 'Berenice: Ann takes coins from the bank this turn, so 1 more (once a turn): '
                                     '+1 coin',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Berenice'}],
                 'coins_after': 3}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [('Xenophon: в этом ходу Ann строит 1 карту жёлтого цвета: +2',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Xenophon»'),
      ('Berenice: в этом ходу Ann берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Berenice»')],
     [('«Рынок»: стоимости нет', 'Правила, Стоимость в ресурсах'),
      ('Ann платит 0 (монет в начале хода: 0)', 'Правила, Ресурсы и производство')]),
    ("uk",
     [('Xenophon: цього ходу Ann будує 1 карту жовтого кольору: +2',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Xenophon»'),
      ('Berenice: цього ходу Ann бере монети з банку, тож ще 1 (раз за хід): +1 монета',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Berenice»')],
     [('«Marketplace»: вартості немає', 'Правила, Вартість у ресурсах'),
      ('Ann платить 0 (монет на початку ходу: 0)', 'Правила, Ресурси й виробництво')]),
])
def test_berenice_after_xenophon_s_coins_whatever_the_order_of_the_leaders_ru_uk(lang, income, reasons):
    assert verdict(*ORDER, lang=lang) == in_lang(verdict(*ORDER), income, reasons)


def test_berenice_gives_nothing_when_no_coins_come_from_the_bank():
    # the Stockade built with Ann's own wood: no coins taken from the bank this turn, so nothing from Berenice
    # (Cities: «whenever you take coins from the bank»)
    v = verdict(*QUIET)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'build',
                 'card': 'Stockade',
                 'reasons': [('Stockade costs 1 wood', 'Rulebook, Resource cost'),
                             ('Ann produces 1 wood; pays 0 of the 6 coins held at the start of the turn',
                              'Rulebook, Resources and production')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'income': [],
                 'coins_after': 6}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [],
     [('«Частокол»: стоимость — 1 дерево', 'Правила, Стоимость в ресурсах'),
      ('Ann производит: 1 дерево; платит 0 (монет в начале хода: 6)', 'Правила, Ресурсы и производство')]),
    ("uk",
     [],
     [('«Stockade»: вартість — 1 дерево', 'Правила, Вартість у ресурсах'),
      ('Ann виробляє: 1 дерево; платить 0 (монет на початку ходу: 6)', 'Правила, Ресурси й виробництво')]),
])
def test_berenice_gives_nothing_when_no_coins_come_from_the_bank_ru_uk(lang, income, reasons):
    assert verdict(*QUIET, lang=lang) == in_lang(verdict(*QUIET), income, reasons)


def test_berenice_after_ephesos_a_s_second_stage():
    # Ephesos A stage 2 (its board: 9 coins; stage 1 gives none): 0 + 9 + 1
    v = verdict(*EPHESOS_A)
    assert v == {'legal': True,
                 'player': 'Ann',
                 'action': 'stage',
                 'card': None,
                 'reasons': [('stage 2 of Ephesos A is next (stages are built in order) and costs 2 wood: the '
                              "board's cost, not the card's",
                              'Rulebook, Build a stage of a wonder'),
                             ('Ann produces 2 wood; pays 0 of the 0 coins held at the start of the turn',
                              'Rulebook, Resources and production')],
                 'free': None,
                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'stage': 2,
                 'income': [{'player': 'Ann',
                             'coins': 1,
                             'source': 'Berenice',
                             'text': 'Berenice: Ann takes coins from the bank this turn, so 1 more (once a turn): '
                                     '+1 coin',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Berenice'}],
                 'coins_after': 10}


@pytest.mark.parametrize("lang, income, reasons", [
    ("ru",
     [('Berenice: в этом ходу Ann берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Berenice»')],
     [('следующий этап 2 чуда Эфес A (этапы строятся по порядку) стоит 2 дерева: цена с планшета, а не с карты',
       'Правила, Строительство этапа чуда'),
      ('Ann производит: 2 дерева; платит 0 (монет в начале хода: 0)', 'Правила, Ресурсы и производство')]),
    ("uk",
     [('Berenice: цього ходу Ann бере монети з банку, тож ще 1 (раз за хід): +1 монета',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Berenice»')],
     [('наступний етап 2 чуда Ephesos A (етапи будуються по черзі) коштує 2 дерева: ціна з планшета, а не з карти',
       'Правила, Будівництво етапу чуда'),
      ('Ann виробляє: 2 дерева; платить 0 (монет на початку ходу: 0)', 'Правила, Ресурси й виробництво')]),
])
def test_berenice_after_ephesos_a_s_second_stage_ru_uk(lang, income, reasons):
    assert verdict(*EPHESOS_A, lang=lang) == in_lang(verdict(*EPHESOS_A), income, reasons)


# -- a whole turn (referee.expansions.leaders.turn) ---------------------------------------------------

TURN = {"game": "7w", "expansions": ["leaders"], "age": 1, "players": [
    p("Ann", "Rhodos", ["Hatshepsut", "Berenice"], 2), p("Bob", "Gizah", ["Lumber Yard", "Xenophon"], 1),
    p("Cid", "Babylon", ["Timber Yard", "Nero"], 0)], "actions": [
    {"player": "Ann", "build": "Stockade", "buy": [buy("right", "wood")]},
    {"player": "Bob", "build": "Marketplace"},
    {"player": "Cid", "discard": True, "card": "Altar"}]}


def whole_turn(doc, lang="en"):
    """The turn with each reason as (text, readable rule) and each income without its machine ``citation``."""
    with use_language(lang):
        t = referee(doc)
    out = dict(t, reasons=texts(t["reasons"]))
    out["verdicts"] = [dict({k: x for k, x in v.items() if k != "reasons"}, reasons=texts(v["reasons"]))
                       for v in t["verdicts"]]
    out["income"] = [{k: x for k, x in i.items() if k != "citation"} for i in t["income"]]
    return out


def turn_in_lang(en, reasons, income):
    """The English whole turn ``en`` with its verdicts' reasons and its income's words in another language."""
    return dict(en, verdicts=[dict(v, reasons=r) for v, r in zip(en["verdicts"], reasons, strict=True)],
                income=[dict(i, rule=rule, **({"text": text} if text else {}))
                        for i, (text, rule) in zip(en["income"], income, strict=True)])


def test_a_whole_turn_pays_each_leader_after_the_base_game_income():
    # Ann buys Cid's wood (Hatshepsut 1, and Berenice 1 since those coins come from the bank): 2 - 2 + 1 + 1;
    # Bob builds the Marketplace (Xenophon 2): 1 + 2; Cid sells wood and discards (Nero: nothing): 0 + 2 + 3
    t = whole_turn(TURN)
    assert t == {'legal': True,
                 'age': 1,
                 'verdicts': [{'legal': True,
                               'player': 'Ann',
                               'action': 'build',
                               'card': 'Stockade',
                               'free': None,
                               'cost': {'bank': 0, 'left': 0, 'right': 2},
                               'options': [{'bank': 0,
                                            'left': 0,
                                            'right': 2,
                                            'buys': [{'from': 'right',
                                                      'resource': 'wood',
                                                      'count': 1,
                                                      'price': 2}]},
                                           {'bank': 0,
                                            'left': 2,
                                            'right': 0,
                                            'buys': [{'from': 'left',
                                                      'resource': 'wood',
                                                      'count': 1,
                                                      'price': 2}]}],
                               'deal': {'bank': 0,
                                        'left': 0,
                                        'right': 2,
                                        'buys': [{'from': 'right', 'resource': 'wood', 'count': 1, 'price': 2}]},
                               'reasons': [('Stockade costs 1 wood', 'Rulebook, Resource cost'),
                                           ('the deal is legal: Ann buys 1 wood from the right neighbour (Cid) for '
                                            '2 coins; pays 2 of the 2 coins held at the start of the turn',
                                            'Rulebook, Trading')]},
                              {'legal': True,
                               'player': 'Bob',
                               'action': 'build',
                               'card': 'Marketplace',
                               'free': None,
                               'cost': {'bank': 0, 'left': 0, 'right': 0},
                               'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                               'reasons': [('Marketplace costs nothing', 'Rulebook, Resource cost'),
                                           ('Bob pays 0 of the 1 coin held at the start of the turn',
                                            'Rulebook, Resources and production')]},
                              {'legal': True,
                               'player': 'Cid',
                               'action': 'discard',
                               'card': 'Altar',
                               'free': None,
                               'cost': {'bank': 0, 'left': 0, 'right': 0},
                               'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                               'gain': 3,
                               'reasons': [('Cid discards Altar and takes 3 coins from the bank: always allowed',
                                            'Rulebook, Discard a card')]}],
                 'payments': [{'from': 'Ann', 'to': 'Cid', 'coins': 2, 'for': '1 wood'}],
                 'income': [{'player': 'Cid', 'coins': 3, 'source': 'discard', 'rule': 'Rulebook, Discard a card'},
                            {'player': 'Ann',
                             'coins': 1,
                             'source': 'Hatshepsut',
                             'text': 'Hatshepsut: Ann bought from 1 neighbour this turn, 1 coin each (once per '
                                     'neighbour a turn): +1',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Hatshepsut'},
                            {'player': 'Ann',
                             'coins': 1,
                             'source': 'Berenice',
                             'text': 'Berenice: Ann takes coins from the bank this turn, so 1 more (once a turn): '
                                     '+1 coin',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Berenice'},
                            {'player': 'Bob',
                             'coins': 2,
                             'source': 'Xenophon',
                             'text': 'Xenophon: Bob built 1 yellow card this turn: +2',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Xenophon'}],
                 'coins': {'Ann': {'start': 2, 'end': 2},
                           'Bob': {'start': 1, 'end': 3},
                           'Cid': {'start': 0, 'end': 5}},
                 'reasons': [],
                 'waiting': []}



@pytest.mark.parametrize("lang, reasons, income", [
    ("ru",
     [[('«Частокол»: стоимость — 1 дерево', 'Правила, Стоимость в ресурсах'),
       ('сделка законна: Ann покупает: 1 дерево у правого соседа (Cid) за 2 монеты; платит 2 (монет в начале хода: '
        '2)',
        'Правила, Торговля')],
      [('«Рынок»: стоимости нет', 'Правила, Стоимость в ресурсах'),
       ('Bob платит 0 (монет в начале хода: 1)', 'Правила, Ресурсы и производство')],
      [('Cid сбрасывает карту «Алтарь» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты')]],
     [(None, 'Правила, Сброс карты'),
      ('Хатшепсут: в этом ходу Ann покупает у 1 соседа, по 1 монете за каждого (раз за ход с соседа): +1',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Хатшепсут»'),
      ('Berenice: в этом ходу Ann берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Berenice»'),
      ('Xenophon: в этом ходу Bob строит 1 карту жёлтого цвета: +2',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Xenophon»')]),
    ("uk",
     [[('«Stockade»: вартість — 1 дерево', 'Правила, Вартість у ресурсах'),
       ('угода законна: Ann купує: 1 дерево у правого сусіда (Cid) за 2 монети; платить 2 (монет на початку ходу: '
        '2)',
        'Правила, Торгівля')],
      [('«Marketplace»: вартості немає', 'Правила, Вартість у ресурсах'),
       ('Bob платить 0 (монет на початку ходу: 1)', 'Правила, Ресурси й виробництво')],
      [('Cid скидає карту «Altar» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')]],
     [(None, 'Правила, Скидання карти'),
      ('Hatshepsut: цього ходу Ann купує в 1 сусіда, по 1 монеті за кожного (раз за хід із сусіда): +1',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Hatshepsut»'),
      ('Berenice: цього ходу Ann бере монети з банку, тож ще 1 (раз за хід): +1 монета',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Berenice»'),
      ('Xenophon: цього ходу Bob будує 1 карту жовтого кольору: +2',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Xenophon»')]),
])
def test_a_whole_turn_pays_each_leader_in_russian_and_ukrainian(lang, reasons, income):
    assert whole_turn(TURN, lang) == turn_in_lang(whole_turn(TURN), reasons, income)


# seed 000, Висячие Сады, Пояснение: Babylon B with stage 2 built plays the 6th card and then the 7th;
# the leaders pay once for the whole turn: Hatshepsut once per neighbour a turn (data file, limit
# once_per_neighbour_per_turn), Berenice once a turn (once_per_turn)
SEVENTH = {"game": "7w", "expansions": ["leaders"], "age": 1, "turn": 6, "players": [
    dict(p("Bab", "Babylon", ["Hatshepsut", "Xenophon", "Berenice"], 2, side="B"), stages=2),
    p("Bob", "Gizah", ["Lumber Yard"], 0), p("Cid", "Rhodos", [], 0)], "actions": [
    {"player": "Bab", "build": "Stockade", "buy": [buy("left", "wood")]},
    {"player": "Bab", "build": "Marketplace", "seventh": True},
    {"player": "Bob", "discard": True, "card": "Altar"}, {"player": "Cid", "discard": True, "card": "Baths"}]}


def test_the_leaders_pay_once_for_babylon_b_s_6th_and_7th_cards():
    # Bab buys Bob's wood for the Stockade, then plays the Marketplace as the 7th card: Hatshepsut 1 (one
    # neighbour), Xenophon 2 (one yellow card), Berenice 1 (once, over both cards): 2 - 2 + 1 + 2 + 1
    assert whole_turn(SEVENTH) == {'legal': True,
                                   'age': 1,
                                   'verdicts': [{'legal': True,
                                                 'player': 'Bab',
                                                 'action': 'build',
                                                 'card': 'Stockade',
                                                 'free': None,
                                                 'cost': {'bank': 0, 'left': 2, 'right': 0},
                                                 'options': [{'bank': 0,
                                                              'left': 2,
                                                              'right': 0,
                                                              'buys': [{'from': 'left',
                                                                        'resource': 'wood',
                                                                        'count': 1,
                                                                        'price': 2}]}],
                                                 'deal': {'bank': 0,
                                                          'left': 2,
                                                          'right': 0,
                                                          'buys': [{'from': 'left',
                                                                    'resource': 'wood',
                                                                    'count': 1,
                                                                    'price': 2}]},
                                                 'reasons': [('Stockade costs 1 wood', 'Rulebook, Resource cost'),
                                                             ('the deal is legal: Bab buys 1 wood from the left '
                                                              'neighbour (Bob) for 2 coins; pays 2 of the 2 coins '
                                                              'held at the start of the turn',
                                                              'Rulebook, Trading')]},
                                                {'legal': True,
                                                 'player': 'Bab',
                                                 'action': 'build',
                                                 'card': 'Marketplace',
                                                 'free': None,
                                                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                                                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                                 'reasons': [('Bab plays this card after its action this turn, '
                                                              'which cost 2 of the 2 coins held at the start of '
                                                              'the turn: 0 coins remain for this card',
                                                              'Rulebook, Trading'),
                                                             ("Bab plays the 7th card of the age: Babylon B's "
                                                              'stage 2 is built',
                                                              'Rulebook, Babylon (Hanging Gardens)'),
                                                             ('Marketplace costs nothing',
                                                              'Rulebook, Resource cost'),
                                                             ('Bab pays 0 of the 0 coins left after its action '
                                                              'this turn',
                                                              'Rulebook, Resources and production')]},
                                                {'legal': True,
                                                 'player': 'Bob',
                                                 'action': 'discard',
                                                 'card': 'Altar',
                                                 'free': None,
                                                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                                                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                                 'gain': 3,
                                                 'reasons': [('Bob discards Altar and takes 3 coins from the bank: '
                                                              'always allowed',
                                                              'Rulebook, Discard a card')]},
                                                {'legal': True,
                                                 'player': 'Cid',
                                                 'action': 'discard',
                                                 'card': 'Baths',
                                                 'free': None,
                                                 'cost': {'bank': 0, 'left': 0, 'right': 0},
                                                 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                                 'gain': 3,
                                                 'reasons': [('Cid discards Baths and takes 3 coins from the bank: '
                                                              'always allowed',
                                                              'Rulebook, Discard a card')]}],
                                   'payments': [{'from': 'Bab', 'to': 'Bob', 'coins': 2, 'for': '1 wood'}],
                                   'income': [{'player': 'Bob',
                                               'coins': 3,
                                               'source': 'discard',
                                               'rule': 'Rulebook, Discard a card'},
                                              {'player': 'Cid',
                                               'coins': 3,
                                               'source': 'discard',
                                               'rule': 'Rulebook, Discard a card'},
                                              {'player': 'Bab',
                                               'coins': 1,
                                               'source': 'Hatshepsut',
                                               'text': 'Hatshepsut: Bab bought from 1 neighbour this turn, 1 coin '
                                                       'each (once per neighbour a turn): +1',
                                               'rule': 'Leaders rulebook, Leader cards; the printed card: '
                                                       'Hatshepsut'},
                                              {'player': 'Bab',
                                               'coins': 2,
                                               'source': 'Xenophon',
                                               'text': 'Xenophon: Bab built 1 yellow card this turn: +2',
                                               'rule': 'Leaders rulebook, Leader cards; the printed card: '
                                                       'Xenophon'},
                                              {'player': 'Bab',
                                               'coins': 1,
                                               'source': 'Berenice',
                                               'text': 'Berenice: Bab takes coins from the bank this turn, so 1 '
                                                       'more (once a turn): +1 coin',
                                               'rule': 'Leaders rulebook, Leader cards; the printed card: '
                                                       'Berenice'}],
                                   'coins': {'Bab': {'start': 2, 'end': 4},
                                             'Bob': {'start': 0, 'end': 5},
                                             'Cid': {'start': 0, 'end': 3}},
                                   'reasons': [],
                                   'waiting': []}



@pytest.mark.parametrize("lang, reasons, income", [
    ("ru",
     [[('«Частокол»: стоимость — 1 дерево', 'Правила, Стоимость в ресурсах'),
       ('сделка законна: Bab покупает: 1 дерево у левого соседа (Bob) за 2 монеты; платит 2 (монет в начале хода: '
        '2)',
        'Правила, Торговля')],
      [('Bab играет эту карту после своего действия в этот ход, которое стоило 2 (монет в начале хода: 2): на эту '
        'карту остаётся 0 монет',
        'Правила, Торговля'),
       ('Bab играет 7-ю карту эпохи: этап 2 чуда Вавилон B построен', 'Правила, Вавилон (Висячие сады)'),
       ('«Рынок»: стоимости нет', 'Правила, Стоимость в ресурсах'),
       ('Bab платит 0 (монет осталось после действия в этот ход: 0)', 'Правила, Ресурсы и производство')],
      [('Bob сбрасывает карту «Алтарь» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты')],
      [('Cid сбрасывает карту «Бани» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты')]],
     [(None, 'Правила, Сброс карты'),
      (None, 'Правила, Сброс карты'),
      ('Хатшепсут: в этом ходу Bab покупает у 1 соседа, по 1 монете за каждого (раз за ход с соседа): +1',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Хатшепсут»'),
      ('Xenophon: в этом ходу Bab строит 1 карту жёлтого цвета: +2',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Xenophon»'),
      ('Berenice: в этом ходу Bab берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Berenice»')]),
    ("uk",
     [[('«Stockade»: вартість — 1 дерево', 'Правила, Вартість у ресурсах'),
       ('угода законна: Bab купує: 1 дерево у лівого сусіда (Bob) за 2 монети; платить 2 (монет на початку ходу: '
        '2)',
        'Правила, Торгівля')],
      [('Bab грає цю карту після своєї дії цього ходу, яка коштувала 2 (монет на початку ходу: 2): на цю карту '
        'лишається 0 монет',
        'Правила, Торгівля'),
       ('Bab грає 7-му карту епохи: етап 2 чуда Babylon B збудовано', 'Правила, Вавилон (Висячі сади)'),
       ('«Marketplace»: вартості немає', 'Правила, Вартість у ресурсах'),
       ('Bab платить 0 (монет залишилося після дії цього ходу: 0)', 'Правила, Ресурси й виробництво')],
      [('Bob скидає карту «Altar» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')],
      [('Cid скидає карту «Baths» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')]],
     [(None, 'Правила, Скидання карти'),
      (None, 'Правила, Скидання карти'),
      ('Hatshepsut: цього ходу Bab купує в 1 сусіда, по 1 монеті за кожного (раз за хід із сусіда): +1',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Hatshepsut»'),
      ('Xenophon: цього ходу Bab будує 1 карту жовтого кольору: +2',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Xenophon»'),
      ('Berenice: цього ходу Bab бере монети з банку, тож ще 1 (раз за хід): +1 монета',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Berenice»')]),
])
def test_the_leaders_pay_once_for_babylon_b_s_6th_and_7th_cards_ru_uk(lang, reasons, income):
    assert whole_turn(SEVENTH, lang) == turn_in_lang(whole_turn(SEVENTH), reasons, income)


# Babylon B's 6th card discarded for 3 coins, then the 7th built with Bab's own wood: Berenice pays once for the
# coins of the first action, though the second takes none
DISCARD_SEVENTH = {"game": "7w", "expansions": ["leaders"], "age": 1, "turn": 6, "players": [
    dict(p("Bab", "Babylon", ["Lumber Yard", "Berenice"], 0, side="B"), stages=2),
    p("Bob", "Gizah", [], 0), p("Cid", "Rhodos", [], 0)], "actions": [
    {"player": "Bab", "discard": True, "card": "Altar"},
    {"player": "Bab", "build": "Stockade", "seventh": True},
    {"player": "Bob", "discard": True, "card": "Baths"}, {"player": "Cid", "discard": True, "card": "Theater"}]}


def test_berenice_pays_for_the_first_of_two_actions_in_one_turn():
    # 0 + 3 (the discarded Altar) + 1 (Berenice); the Stockade costs Bab's own wood
    assert whole_turn(DISCARD_SEVENTH) == {'legal': True,
                                  'age': 1,
                                  'verdicts': [{'legal': True,
                                                'player': 'Bab',
                                                'action': 'discard',
                                                'card': 'Altar',
                                                'free': None,
                                                'cost': {'bank': 0, 'left': 0, 'right': 0},
                                                'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                                'gain': 3,
                                                'reasons': [('Bab discards Altar and takes 3 coins from the bank: '
                                                             'always allowed',
                                                             'Rulebook, Discard a card')]},
                                               {'legal': True,
                                                'player': 'Bab',
                                                'action': 'build',
                                                'card': 'Stockade',
                                                'free': None,
                                                'cost': {'bank': 0, 'left': 0, 'right': 0},
                                                'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                                'reasons': [("Bab plays the 7th card of the age: Babylon B's stage "
                                                             '2 is built',
                                                             'Rulebook, Babylon (Hanging Gardens)'),
                                                            ('Stockade costs 1 wood', 'Rulebook, Resource cost'),
                                                            ('Bab produces 1 wood; pays 0 of the 0 coins held at '
                                                             'the start of the turn',
                                                             'Rulebook, Resources and production')]},
                                               {'legal': True,
                                                'player': 'Bob',
                                                'action': 'discard',
                                                'card': 'Baths',
                                                'free': None,
                                                'cost': {'bank': 0, 'left': 0, 'right': 0},
                                                'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                                'gain': 3,
                                                'reasons': [('Bob discards Baths and takes 3 coins from the bank: '
                                                             'always allowed',
                                                             'Rulebook, Discard a card')]},
                                               {'legal': True,
                                                'player': 'Cid',
                                                'action': 'discard',
                                                'card': 'Theater',
                                                'free': None,
                                                'cost': {'bank': 0, 'left': 0, 'right': 0},
                                                'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                                'gain': 3,
                                                'reasons': [('Cid discards Theater and takes 3 coins from the '
                                                             'bank: always allowed',
                                                             'Rulebook, Discard a card')]}],
                                  'payments': [],
                                  'income': [{'player': 'Bab',
                                              'coins': 3,
                                              'source': 'discard',
                                              'rule': 'Rulebook, Discard a card'},
                                             {'player': 'Bob',
                                              'coins': 3,
                                              'source': 'discard',
                                              'rule': 'Rulebook, Discard a card'},
                                             {'player': 'Cid',
                                              'coins': 3,
                                              'source': 'discard',
                                              'rule': 'Rulebook, Discard a card'},
                                             {'player': 'Bab',
                                              'coins': 1,
                                              'source': 'Berenice',
                                              'text': 'Berenice: Bab takes coins from the bank this turn, so 1 '
                                                      'more (once a turn): +1 coin',
                                              'rule': 'Leaders rulebook, Leader cards; the printed card: '
                                                      'Berenice'}],
                                  'coins': {'Bab': {'start': 0, 'end': 4},
                                            'Bob': {'start': 0, 'end': 3},
                                            'Cid': {'start': 0, 'end': 3}},
                                  'reasons': [],
                                  'waiting': []}



@pytest.mark.parametrize("lang, reasons, income", [
    ("ru",
     [[('Bab сбрасывает карту «Алтарь» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты')],
      [('Bab играет 7-ю карту эпохи: этап 2 чуда Вавилон B построен', 'Правила, Вавилон (Висячие сады)'),
       ('«Частокол»: стоимость — 1 дерево', 'Правила, Стоимость в ресурсах'),
       ('Bab производит: 1 дерево; платит 0 (монет в начале хода: 0)', 'Правила, Ресурсы и производство')],
      [('Bob сбрасывает карту «Бани» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты')],
      [('Cid сбрасывает карту «Театр» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты')]],
     [(None, 'Правила, Сброс карты'),
      (None, 'Правила, Сброс карты'),
      (None, 'Правила, Сброс карты'),
      ('Berenice: в этом ходу Bab берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Berenice»')]),
    ("uk",
     [[('Bab скидає карту «Altar» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')],
      [('Bab грає 7-му карту епохи: етап 2 чуда Babylon B збудовано', 'Правила, Вавилон (Висячі сади)'),
       ('«Stockade»: вартість — 1 дерево', 'Правила, Вартість у ресурсах'),
       ('Bab виробляє: 1 дерево; платить 0 (монет на початку ходу: 0)', 'Правила, Ресурси й виробництво')],
      [('Bob скидає карту «Baths» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')],
      [('Cid скидає карту «Theater» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')]],
     [(None, 'Правила, Скидання карти'),
      (None, 'Правила, Скидання карти'),
      (None, 'Правила, Скидання карти'),
      ('Berenice: цього ходу Bab бере монети з банку, тож ще 1 (раз за хід): +1 монета',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Berenice»')]),
])
def test_berenice_pays_for_the_first_of_two_actions_in_one_turn_ru_uk(lang, reasons, income):
    assert whole_turn(DISCARD_SEVENTH, lang) == turn_in_lang(whole_turn(DISCARD_SEVENTH), reasons, income)

# the same in Age II with two cards of one colour, both free through a chain (seed 000, Бесплатное
# строительство: East Trading Post -> Forum, Marketplace -> Caravansery): Xenophon and Vitruvius pay for each
TWO = {"game": "7w", "expansions": ["leaders"], "age": 2, "turn": 6, "players": [
    dict(p("Bab", "Babylon", ["East Trading Post", "Marketplace", "Xenophon", "Vitruvius"], 1, side="B"), stages=2),
    p("Bob", "Gizah", ["Lumber Yard"], 0), p("Cid", "Rhodos", [], 0)], "actions": [
    {"player": "Bab", "build": "Forum"},
    {"player": "Bab", "build": "Caravansery", "seventh": True},
    {"player": "Bob", "discard": True, "card": "Library"}, {"player": "Cid", "discard": True, "card": "School"}]}


def test_xenophon_and_vitruvius_pay_for_each_of_two_cards_in_one_turn():
    # two yellow cards, each through a chain: Xenophon 2 x 2, Vitruvius 2 x 2, each said with its count: 1 + 4 + 4
    assert whole_turn(TWO) == {'legal': True,
                               'age': 2,
                               'verdicts': [{'legal': True,
                                             'player': 'Bab',
                                             'action': 'build',
                                             'card': 'Forum',
                                             'free': 'East Trading Post',
                                             'cost': {'bank': 0, 'left': 0, 'right': 0},
                                             'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                             'reasons': [('Bab built East Trading Post, so Forum is free (chain); '
                                                          'paying instead is allowed but never cheaper',
                                                          'Rulebook, Free construction (chains)')]},
                                            {'legal': True,
                                             'player': 'Bab',
                                             'action': 'build',
                                             'card': 'Caravansery',
                                             'free': 'Marketplace',
                                             'cost': {'bank': 0, 'left': 0, 'right': 0},
                                             'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                             'reasons': [("Bab plays the 7th card of the age: Babylon B's stage 2 "
                                                          'is built',
                                                          'Rulebook, Babylon (Hanging Gardens)'),
                                                         ('Bab built Marketplace, so Caravansery is free (chain); '
                                                          'paying instead is allowed but never cheaper',
                                                          'Rulebook, Free construction (chains)')]},
                                            {'legal': True,
                                             'player': 'Bob',
                                             'action': 'discard',
                                             'card': 'Library',
                                             'free': None,
                                             'cost': {'bank': 0, 'left': 0, 'right': 0},
                                             'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                             'gain': 3,
                                             'reasons': [('Bob discards Library and takes 3 coins from the bank: '
                                                          'always allowed',
                                                          'Rulebook, Discard a card')]},
                                            {'legal': True,
                                             'player': 'Cid',
                                             'action': 'discard',
                                             'card': 'School',
                                             'free': None,
                                             'cost': {'bank': 0, 'left': 0, 'right': 0},
                                             'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                             'gain': 3,
                                             'reasons': [('Cid discards School and takes 3 coins from the bank: '
                                                          'always allowed',
                                                          'Rulebook, Discard a card')]}],
                               'payments': [],
                               'income': [{'player': 'Bob',
                                           'coins': 3,
                                           'source': 'discard',
                                           'rule': 'Rulebook, Discard a card'},
                                          {'player': 'Cid',
                                           'coins': 3,
                                           'source': 'discard',
                                           'rule': 'Rulebook, Discard a card'},
                                          {'player': 'Bab',
                                           'coins': 4,
                                           'source': 'Xenophon',
                                           'text': 'Xenophon: Bab built 2 yellow cards this turn: +4',
                                           'rule': 'Leaders rulebook, Leader cards; the printed card: Xenophon'},
                                          {'player': 'Bab',
                                           'coins': 4,
                                           'source': 'Vitruvius',
                                           'text': 'Vitruvius: Bab built 2 structures through chains this turn: +4',
                                           'rule': 'Leaders rulebook, Leader cards; the printed card: Vitruvius'}],
                               'coins': {'Bab': {'start': 1, 'end': 9},
                                         'Bob': {'start': 0, 'end': 3},
                                         'Cid': {'start': 0, 'end': 3}},
                               'reasons': [],
                               'waiting': []}



@pytest.mark.parametrize("lang, reasons, income", [
    ("ru",
     [[('Bab построил карту «Восточный базар», поэтому «Форум» бесплатно (цепочка); заплатить вместо этого можно, '
        'но дешевле не будет',
        'Правила, Бесплатное строительство (цепочки)')],
      [('Bab играет 7-ю карту эпохи: этап 2 чуда Вавилон B построен', 'Правила, Вавилон (Висячие сады)'),
       ('Bab построил карту «Рынок», поэтому «Караван-сарай» бесплатно (цепочка); заплатить вместо этого можно, но '
        'дешевле не будет',
        'Правила, Бесплатное строительство (цепочки)')],
      [('Bob сбрасывает карту «Библиотека» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты')],
      [('Cid сбрасывает карту «Школа» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты')]],
     [(None, 'Правила, Сброс карты'),
      (None, 'Правила, Сброс карты'),
      ('Xenophon: в этом ходу Bab строит 2 карты жёлтого цвета: +4',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Xenophon»'),
      ('Витрувий: в этом ходу Bab строит по цепочке 2 постройки: +4',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Витрувий»')]),
    ("uk",
     [[('Bab збудував карту «East Trading Post», тож «Forum» безкоштовно (ланцюжок); заплатити натомість можна, '
        'але дешевше не буде',
        'Правила, Безкоштовне будівництво (ланцюжки)')],
      [('Bab грає 7-му карту епохи: етап 2 чуда Babylon B збудовано', 'Правила, Вавилон (Висячі сади)'),
       ('Bab збудував карту «Marketplace», тож «Caravansery» безкоштовно (ланцюжок); заплатити натомість можна, '
        'але дешевше не буде',
        'Правила, Безкоштовне будівництво (ланцюжки)')],
      [('Bob скидає карту «Library» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')],
      [('Cid скидає карту «School» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')]],
     [(None, 'Правила, Скидання карти'),
      (None, 'Правила, Скидання карти'),
      ('Xenophon: цього ходу Bab будує 2 карти жовтого кольору: +4',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Xenophon»'),
      ('Vitruvius: цього ходу Bab будує за ланцюжком 2 споруди: +4',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Vitruvius»')]),
])
def test_xenophon_and_vitruvius_pay_for_each_of_two_cards_in_one_turn_ru_uk(lang, reasons, income):
    assert whole_turn(TWO, lang) == turn_in_lang(whole_turn(TWO), reasons, income)


# a whole turn with a card that gives coins: the Vineyard's 4 (brown cards: Ann 1, Bob 1, Cid 2, seed 000,
# Виноградник и Базар) come from the bank, so Berenice's 1 more
VINEYARD_TURN = {"game": "7w", "expansions": ["leaders"], "age": 2, "players": [
    p("Ann", "Rhodos", ["Ore Vein", "Berenice"], 2), p("Bob", "Gizah", ["Lumber Yard"], 0),
    p("Cid", "Babylon", ["Clay Pool", "Timber Yard"], 0)], "actions": [
    {"player": "Ann", "build": "Vineyard"},
    {"player": "Bob", "discard": True, "card": "Library"}, {"player": "Cid", "discard": True, "card": "School"}]}


def test_berenice_after_the_vineyard_in_a_whole_turn():
    # Ann: 2 + 4 + 1; Bob and Cid: 0 + 3
    assert whole_turn(VINEYARD_TURN) == {'legal': True,
                                  'age': 2,
                                  'verdicts': [{'legal': True,
                                                'player': 'Ann',
                                                'action': 'build',
                                                'card': 'Vineyard',
                                                'free': None,
                                                'cost': {'bank': 0, 'left': 0, 'right': 0},
                                                'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                                'reasons': [('Vineyard costs nothing', 'Rulebook, Resource cost'),
                                                            ('Ann pays 0 of the 2 coins held at the start of the '
                                                             'turn',
                                                             'Rulebook, Resources and production')]},
                                               {'legal': True,
                                                'player': 'Bob',
                                                'action': 'discard',
                                                'card': 'Library',
                                                'free': None,
                                                'cost': {'bank': 0, 'left': 0, 'right': 0},
                                                'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                                'gain': 3,
                                                'reasons': [('Bob discards Library and takes 3 coins from the '
                                                             'bank: always allowed',
                                                             'Rulebook, Discard a card')]},
                                               {'legal': True,
                                                'player': 'Cid',
                                                'action': 'discard',
                                                'card': 'School',
                                                'free': None,
                                                'cost': {'bank': 0, 'left': 0, 'right': 0},
                                                'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                                'gain': 3,
                                                'reasons': [('Cid discards School and takes 3 coins from the bank: '
                                                             'always allowed',
                                                             'Rulebook, Discard a card')]}],
                                  'payments': [],
                                  'income': [{'player': 'Bob',
                                              'coins': 3,
                                              'source': 'discard',
                                              'rule': 'Rulebook, Discard a card'},
                                             {'player': 'Cid',
                                              'coins': 3,
                                              'source': 'discard',
                                              'rule': 'Rulebook, Discard a card'},
                                             {'player': 'Ann',
                                              'coins': 4,
                                              'source': 'Vineyard',
                                              'rule': 'Rulebook, Vineyard and Bazar'},
                                             {'player': 'Ann',
                                              'coins': 1,
                                              'source': 'Berenice',
                                              'text': 'Berenice: Ann takes coins from the bank this turn, so 1 '
                                                      'more (once a turn): +1 coin',
                                              'rule': 'Leaders rulebook, Leader cards; the printed card: '
                                                      'Berenice'}],
                                  'coins': {'Ann': {'start': 2, 'end': 7},
                                            'Bob': {'start': 0, 'end': 3},
                                            'Cid': {'start': 0, 'end': 3}},
                                  'reasons': [],
                                  'waiting': []}



@pytest.mark.parametrize("lang, reasons, income", [
    ("ru",
     [[('«Виноградник»: стоимости нет', 'Правила, Стоимость в ресурсах'),
       ('Ann платит 0 (монет в начале хода: 2)', 'Правила, Ресурсы и производство')],
      [('Bob сбрасывает карту «Библиотека» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты')],
      [('Cid сбрасывает карту «Школа» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты')]],
     [(None, 'Правила, Сброс карты'),
      (None, 'Правила, Сброс карты'),
      (None, 'Правила, Виноградник и Базар'),
      ('Berenice: в этом ходу Ann берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета',
       'Правила «Лидеров», Карты лидеров; напечатано на карте: «Berenice»')]),
    ("uk",
     [[('«Vineyard»: вартості немає', 'Правила, Вартість у ресурсах'),
       ('Ann платить 0 (монет на початку ходу: 2)', 'Правила, Ресурси й виробництво')],
      [('Bob скидає карту «Library» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')],
      [('Cid скидає карту «School» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')]],
     [(None, 'Правила, Скидання карти'),
      (None, 'Правила, Скидання карти'),
      (None, 'Правила, Виноградник і Базар'),
      ('Berenice: цього ходу Ann бере монети з банку, тож ще 1 (раз за хід): +1 монета',
       'Правила «Лідерів», Карти лідерів; надруковано на карті: «Berenice»')]),
])
def test_berenice_after_the_vineyard_in_a_whole_turn_ru_uk(lang, reasons, income):
    assert whole_turn(VINEYARD_TURN, lang) == turn_in_lang(whole_turn(VINEYARD_TURN), reasons, income)
