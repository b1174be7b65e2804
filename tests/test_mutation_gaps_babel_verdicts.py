"""Whole Babel verdicts no test read before (``referee.expansions.babel.check``), word for word in English and,
for the sentences, Russian and Ukrainian (seed 004 = the Russian Babel rulebook, seed 000 = the 1st edition's):
a participation refused (a wonder stage, no token left, the Free City), a tower tile placed or refused, a
neighbour's chain under tile 7 with and without a proposed deal, tile 13's chain chosen over paying the cost,
a build that costs more than the coins held, a deal for a project, whole turns (a tile placed, a second participation
token, the 2-player variant's two tokens and its Free City), Babylon B's 7th card, Halikarnassos and Olympia A under
the tiles, and Leaders' ways to pay (Archimedes, Bilkis, Ramses) with the tiles. The tests mutation testing of the
module asked for (README "Mutation testing").

The table is ``test_babel_referee.TABLE``: Ann (Rhodos A: ore; Lumber Yard, Clay Pool, Barracks, Scriptorium,
6 coins) between Bob (her left: Gizah A, stone; Timber Yard, Glassworks, Quarry, Workshop, 3 coins) and Cid
(her right: Babylon A, clay; Press, Brickyard, 3 coins), age II; 3 players: 2 participation tokens on a
project (seed 004, Фаза Подготовки к игре: "сколько в игре участников минус один") and 3 visible tiles.
"""
import copy

import pytest

from test_babel_referee import TABLE
from test_referee_check_verdicts import whole

from referee.registry import referee
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

LANGS = ("en", "ru", "uk")


def table(**more):
    doc = copy.deepcopy(TABLE)
    doc.update(more)
    return doc


def said(doc, lang="en"):
    with use_language(lang):
        v = referee(copy.deepcopy(doc))
    if "verdicts" in v:
        v = dict(v, verdicts=[whole(x) for x in v["verdicts"]])
    return whole(v)


def texts(doc, lang):
    return said(doc, lang)["reasons"]


TILES = {'en': 'Babel rulebook, When the construction tiles act',
         'ru': 'Правила дополнения «Вавилон», Действие тайлов Строительства',
         'uk': 'Правила доповнення «Вавилон», Дія тайлів Будівництва'}


def visible(tiles, lang):
    return ({'en': 'visible tower tiles: {} (each acts on every player)',
             'ru': 'видимые тайлы башни: {} (каждый действует на всех игроков)',
             'uk': 'видимі тайли вежі: {} (кожен діє на всіх гравців)'}[lang].format(tiles), TILES[lang])


def tile_rule(n, lang):
    return {'en': f"Babel rulebook, construction tile {n} of the Tower of Babel; The construction tiles' effects",
            'ru': f'Правила дополнения «Вавилон», тайл Строительства {n} Вавилонской башни; Эффекты тайлов Строительства',
            'uk': f'Правила доповнення «Вавилон», тайл Будівництва {n} Вавилонської вежі; Ефекти тайлів Будівництва'}[lang]


REFUSED = {'legal': False, 'free': None, 'cost': None, 'options': []}


# -- taking part in a project refused (seed 004, Описание Эпохи, Примечания; Награды, Примечания) ----------

# seed 004, Любой Проект, Примечания: "Нельзя принимать участие в строительстве Великого Проекта во время
# постройки этажа Чуда Света"
STAGE_PROJECT = {
    'en': ('taking part in Obelisk needs a building: not a wonder stage, nor a discard', 'Babel rulebook, Rewards (notes)'),
    'ru': ('для участия в проекте «Obelisk» нужна постройка здания: не этаж Чуда и не сброс',
           'Правила дополнения «Вавилон», Награды (примечания)'),
    'uk': ('для участі в проєкті «Obelisk» потрібна будова споруди: не рівень Чуда й не скидання',
           'Правила доповнення «Вавилон», Нагороди (примітки)')}


@pytest.mark.parametrize("lang", LANGS)
def test_a_wonder_stage_never_takes_part_in_a_project(lang):
    doc = table(project={"card": "Obelisk", "tokens": {}}, action={"player": "Ann", "stage": True, "project": True})
    assert said(doc, lang) == dict(REFUSED, player='Ann', action='stage', card=None, stage=1,
                                   reasons=[STAGE_PROJECT[lang]])


# seed 004, Описание Эпохи, Примечания: "Если жетонов Участия на карте Великого Проекта не осталось, то дальнейшее
# принятие участия в его строительстве в данную Эпоху становится невозможным"; Bob and Cid took the 2 tokens
NONE_LEFT = {
    'en': ('no participation token is left on Obelisk (2 taken): nobody else can take part this age',
           'Babel rulebook, Great Project: Obelisk; An age, turn by turn'),
    'ru': ('на карте проекта «Obelisk» не осталось жетонов Участия (разобрано 2): в эту Эпоху больше никто не может '
           'участвовать', 'Правила дополнения «Вавилон», Великий Проект: Obelisk; Ход эпохи'),
    'uk': ('на карті проєкту «Obelisk» не лишилося жетонів Участі (розібрано 2): у цю Епоху більше ніхто не може брати '
           'участь', 'Правила доповнення «Вавилон», Великий Проєкт: Obelisk; Перебіг епохи')}


@pytest.mark.parametrize("lang", LANGS)
def test_no_participation_token_left_says_how_many_were_taken(lang):
    doc = table(project={"card": "Obelisk", "tokens": {"Bob": 1, "Cid": 1}},
                action={"player": "Ann", "build": "Temple", "project": True})
    assert said(doc, lang) == dict(REFUSED, player='Ann', action='build', card='Temple', reasons=[NONE_LEFT[lang]])


# -- the 2-player variant (seed 004, Правила для 2 игроков; seed 000, Вариант для двух): Cid is the Free City, and
# on turn 1 of age II Bob (its right) plays for it

def free_city(**more):
    doc = table(**more)
    doc["players"][2]["free_city"] = True
    return doc


BOB_PLAYS = {'en': ('Bob plays for the Free City this turn', 'Rulebook, Two-player variant'),
             'ru': ('Bob играет за Свободный город в этот ход', 'Правила, Вариант для двух игроков'),
             'uk': ('Bob грає за Вільне місто цього ходу', 'Правила, Варіант для двох гравців')}
NEVER_JOINS = {'en': ('the Free City never takes part in a Great Project', 'Babel rulebook, Two players'),
               'ru': ('Свободный город никогда не участвует в Великом Проекте', 'Правила дополнения «Вавилон», Игра вдвоём'),
               'uk': ('Вільне місто ніколи не бере участі у Великому Проєкті', 'Правила доповнення «Вавилон», Гра вдвох')}


@pytest.mark.parametrize("lang", LANGS)
def test_the_free_city_never_takes_part_in_a_project(lang):
    doc = free_city(tower=[8], project={"card": "Obelisk", "tokens": {}}, turn=1,
                    action={"player": "Cid", "build": "Courthouse", "by": "Bob", "project": True})
    assert said(doc, lang) == dict(REFUSED, player='Cid', action='build', card='Courthouse', free_city=True,
                                   reasons=[visible(8, lang), NEVER_JOINS[lang], BOB_PLAYS[lang]])


def test_the_free_city_builds_with_tile_8():
    # seed 004, 8, 23: a blue card is paid in coins, one per resource symbol: Courthouse (2 clay, 1 cloth) 3 coins,
    # all of the Free City's 3
    doc = free_city(tower=[8], project={"card": "Obelisk", "tokens": {}}, turn=1,
                    action={"player": "Cid", "build": "Courthouse", "by": "Bob"})
    assert said(doc) == {
        'legal': True, 'player': 'Cid', 'action': 'build', 'card': 'Courthouse', 'free': None, 'free_city': True,
        'cost': {'bank': 3, 'left': 0, 'right': 0}, 'options': [{'bank': 3, 'left': 0, 'right': 0, 'buys': []}],
        'babel': {'gain': 0, 'tower': [8]},
        'reasons': [visible(8, 'en'), ('Courthouse costs 2 clay, 1 cloth', 'Rulebook, Resource cost'),
                    ('tile 8: blue cards are paid in coins, one per resource symbol: 3 coins to the bank instead of '
                     '2 clay, 1 cloth', tile_rule(8, 'en')),
                    ('Cid pays 3 of the 3 coins held (bank 3, left 0, right 0)', 'Rulebook, Trading'),
                    BOB_PLAYS['en']]}


# -- a tower tile placed (seed 004, Описание Эпохи, Г: the card discarded face down, no coins; Размещение тайлов) ---

PLACES = {
    'en': ('Ann discards the card face down and places a tower tile: no coins; the tile is revealed at the end of the '
           'turn (tiles of the same turn in ascending order) and acts from the next turn',
           'Babel rulebook, An age, turn by turn; Placing the construction tiles'),
    'ru': ('Ann сбрасывает карту лицом вниз и размещает тайл Строительства: без монет; тайл открывается в конце раунда '
           '(тайлы одного раунда — по возрастанию номеров) и действует со следующего раунда',
           'Правила дополнения «Вавилон», Ход эпохи; Размещение тайлов Строительства'),
    'uk': ('Ann скидає карту сорочкою догори й розміщує тайл Будівництва: без монет; тайл відкривається наприкінці '
           'раунду (тайли одного раунду — за зростанням номерів) і діє з наступного раунду',
           'Правила доповнення «Вавилон», Перебіг епохи; Розміщення тайлів Будівництва')}
# seed 004, Фаза Подготовки к игре: each player holds 3 tiles
ALL_PLACED = {'en': ('Ann has already placed all 3 tiles', 'Babel rulebook, Setup'),
              'ru': ('Ann уже выложил все тайлы (3)', 'Правила дополнения «Вавилон», Подготовка к игре'),
              'uk': ('Ann уже виклав усі тайли (3)', 'Правила доповнення «Вавилон», Підготовка до гри')}


@pytest.mark.parametrize("lang", LANGS)
def test_a_tile_placed_and_a_fourth_tile_refused(lang):
    doc = table(tower=[], action={"player": "Ann", "discard": "Scriptorium", "tile": True})
    assert said(doc, lang) == {'legal': True, 'player': 'Ann', 'action': 'discard', 'card': 'Scriptorium', 'free': None,
                               'cost': {'bank': 0, 'left': 0, 'right': 0},
                               'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                               'babel': {'tile': True, 'tower': []}, 'reasons': [PLACES[lang]]}
    doc["players"][0]["babel"] = {"tiles": [1, 2, 3]}
    assert said(doc, lang) == dict(REFUSED, player='Ann', action='discard', card='Scriptorium',
                                   reasons=[ALL_PLACED[lang]])


# -- tile 7: a neighbour's building counts for the chain (seed 004, 7); Laboratory (2 clay, 1 papyrus) chains from
# Workshop, which Bob built

NEIGHBOUR_CHAIN = {
    'en': "Bob built Workshop: with tile 7 a neighbour's building counts for the chain, so Laboratory is free",
    'ru': 'Bob построил карту «Мастерская»: с тайлом 7 здание соседа годится для цепочки, поэтому «Лаборатория» '
          'строится бесплатно',
    'uk': 'Bob збудував карту «Workshop»: з тайлом 7 споруда сусіда годиться для ланцюжка, тож «Laboratory» будується '
          'безкоштовно'}
LAB_COSTS = {'en': ('Laboratory costs 2 clay, 1 papyrus', 'Rulebook, Resource cost'),
             'ru': ('«Лаборатория»: стоимость — 2 глины, 1 папирус', 'Правила, Стоимость в ресурсах'),
             'uk': ('«Laboratory»: вартість — 2 глини, 1 папірус', 'Правила, Вартість у ресурсах')}
PAYS_NOTHING = {'en': ('Ann pays 0 of the 6 coins held (bank 0, left 0, right 0)', 'Rulebook, Trading'),
                'ru': ('Ann платит 0 (монет: 6; банк 0, слева 0, справа 0)', 'Правила, Торговля'),
                'uk': ('Ann платить 0 (монет: 6; банк 0, ліворуч 0, праворуч 0)', 'Правила, Торгівля')}


@pytest.mark.parametrize("lang", LANGS)
def test_tile_7_chains_from_a_neighbours_building(lang):
    v = said(table(tower=[7], action={"player": "Ann", "build": "Laboratory"}), lang)
    assert v == {'legal': True, 'player': 'Ann', 'action': 'build', 'card': 'Laboratory', 'free': 'Workshop',
                 'cost': {'bank': 0, 'left': 0, 'right': 0}, 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'babel': {'gain': 0, 'tower': [7]},
                 'reasons': [visible(7, lang), LAB_COSTS[lang], (NEIGHBOUR_CHAIN[lang], tile_rule(7, lang)),
                             PAYS_NOTHING[lang]]}


# a proposed deal buys Cid's clay and papyrus (2 coins each): it pays the cost, and the chain is named as the
# right not used (seed 000, Бесплатные здания: "имеет право")
CLAY_PAPYRUS = [{"from": "right", "resource": "clay", "count": 1}, {"from": "right", "resource": "papyrus", "count": 1}]
BOUGHT = [{'from': 'right', 'resource': 'clay', 'count': 1, 'price': 2},
          {'from': 'right', 'resource': 'papyrus', 'count': 1, 'price': 2}]
CHAIN_NOT_USED = {
    'en': ('Bob built Workshop, so Laboratory could be built free (chain); paying instead is allowed',
           'Rulebook, Free construction (chains)'),
    'ru': ('Bob построил карту «Мастерская», поэтому карту «Лаборатория» можно построить бесплатно (цепочка); '
           'заплатить вместо этого тоже можно', 'Правила, Бесплатное строительство (цепочки)'),
    'uk': ('Bob збудував карту «Workshop», тож карту «Laboratory» можна збудувати безкоштовно (ланцюжок); заплатити '
           'натомість теж можна', 'Правила, Безкоштовне будівництво (ланцюжки)')}
DEAL_LEGAL = {'en': ('the deal is legal with the visible tiles: Ann pays 4', 'Rulebook, Trading'),
              'ru': ('сделка допустима при видимых тайлах: Ann платит 4', 'Правила, Торговля'),
              'uk': ('угода допустима за видимих тайлів: Ann платить 4', 'Правила, Торгівля')}
LAB_OPTIONS = [{'bank': 0, 'left': 0, 'right': 0, 'buys': [], 'chain': 'Workshop'},
               {'bank': 0, 'left': 0, 'right': 4, 'buys': BOUGHT, 'chain': None}]


@pytest.mark.parametrize("lang", LANGS)
def test_tile_7_a_deal_pays_the_cost_instead_of_the_neighbours_chain(lang):
    v = said(table(tower=[7], action={"player": "Ann", "build": "Laboratory", "buy": CLAY_PAPYRUS}), lang)
    assert v == {'legal': True, 'player': 'Ann', 'action': 'build', 'card': 'Laboratory', 'free': None,
                 'cost': {'bank': 0, 'left': 0, 'right': 4}, 'options': LAB_OPTIONS,
                 'babel': {'gain': 0, 'tower': [7], 'deal': {'bank': 0, 'left': 0, 'right': 4, 'buys': BOUGHT}},
                 'reasons': [visible(7, lang), LAB_COSTS[lang], CHAIN_NOT_USED[lang], DEAL_LEGAL[lang]]}


def test_tile_7_a_deal_that_fits_neither_way_names_the_way_it_misses_least():
    # Cid makes 1 papyrus: 3 cannot be bought; the chain needs nothing bought, so the chain's two problems are
    # fewer than paying's (the clay is missing as well)
    v = said(table(tower=[7], action={"player": "Ann", "build": "Laboratory",
                                      "buy": [{"from": "right", "resource": "papyrus", "count": 3}]}))
    assert v == {'legal': False, 'player': 'Ann', 'action': 'build', 'card': 'Laboratory', 'free': None, 'cost': None,
                 'options': LAB_OPTIONS,
                 'babel': {'gain': 0, 'tower': [7], 'deal': {
                     'bank': 0, 'left': 0, 'right': 6,
                     'buys': [{'from': 'right', 'resource': 'papyrus', 'count': 3, 'price': 2}]}},
                 'reasons': [visible(7, 'en'), LAB_COSTS['en'], (NEIGHBOUR_CHAIN['en'], tile_rule(7, 'en')),
                             ('Cid (right neighbour) cannot sell 3 papyrus: its board, brown and grey cards make only '
                              '1 papyrus a turn', 'Rulebook, Trading'),
                             ('Ann buys 3 papyrus that Laboratory does not need (it costs no resources)',
                              'Rulebook, Trading')]}


# -- tile 13: a build through a chain is taxed the age's coins (seed 004, 1, 6, 13, 16); Library (2 stone, 1 cloth)
# chains from Ann's Scriptorium; Ann makes cloth (Loom), Bob sells stone (Gizah and Quarry, 2 coins each)

def library(coins=6, **action):
    doc = table(tower=[13], expansions=["babel-tower"])
    doc["players"][0].update(cards=["Scriptorium", "Loom"], coins=coins)
    doc["players"][1]["cards"] = ["Quarry"]
    doc["action"] = dict({"player": "Ann", "build": "Library"}, **action)
    return doc


LIB_COSTS = {'en': ('Library costs 1 cloth, 2 stone', 'Rulebook, Resource cost'),
             'ru': ('«Библиотека»: стоимость — 1 ткань, 2 камня', 'Правила, Стоимость в ресурсах'),
             'uk': ('«Library»: вартість — 1 тканина, 2 камені', 'Правила, Вартість у ресурсах')}
LIB_CHAIN = {'en': ('Ann built Scriptorium, so Library is free (chain)', 'Rulebook, Free construction (chains)'),
             'ru': ('Ann построил карту «Скрипторий», поэтому «Библиотека» строится бесплатно (цепочка)',
                    'Правила, Бесплатное строительство (цепочки)'),
             'uk': ('Ann збудував карту «Scriptorium», тож «Library» будується безкоштовно (ланцюжок)',
                    'Правила, Безкоштовне будівництво (ланцюжки)')}
LIB_TAX = {'en': 'tile 13: tax on a build through a chain: 2 coins to the bank in age II (free builds are taxed too)',
           'ru': 'тайл 13: налог на постройку по цепочке: 2 монеты в банк в эпохе II (бесплатные постройки тоже '
                 'облагаются)',
           'uk': 'тайл 13: податок на будову ланцюжком: 2 монети в банк в епосі II (безкоштовне будівництво теж '
                 'оподатковується)'}
CHAIN_RULE = {'en': "Babel rulebook, construction tile 13 of the Tower of Babel; The construction tiles' effects; "
                    "Rulebook, Free construction (chains)",
              'ru': 'Правила дополнения «Вавилон», тайл Строительства 13 Вавилонской башни; Эффекты тайлов Строительства; '
                    'Правила, Бесплатное строительство (цепочки)',
              'uk': 'Правила доповнення «Вавилон», тайл Будівництва 13 Вавилонської вежі; Ефекти тайлів Будівництва; '
                    'Правила, Безкоштовне будівництво (ланцюжки)'}
MAY_PAY = {'en': 'Ann may also pay the cost instead of using the chain (a chain is a right, not a duty), with no chain '
                 'tax: 4 coins (bank 0, left 4, right 0)',
           'ru': 'Ann может также заплатить стоимость вместо цепочки (цепочка — право, а не обязанность), без налога '
                 'за цепочку: 4 монеты (банк 0, слева 4, справа 0)',
           'uk': "Ann може також сплатити вартість замість ланцюжка (ланцюжок — право, а не обов'язок), без податку за "
                 "ланцюжок: 4 монети (банк 0, ліворуч 4, праворуч 0)"}
PAYS_TWO = {'en': ('Ann pays 2 of the 6 coins held (bank 2, left 0, right 0)', 'Rulebook, Trading'),
            'ru': ('Ann платит 2 (монет: 6; банк 2, слева 0, справа 0)', 'Правила, Торговля'),
            'uk': ('Ann платить 2 (монет: 6; банк 2, ліворуч 0, праворуч 0)', 'Правила, Торгівля')}


@pytest.mark.parametrize("lang", LANGS)
def test_tile_13_the_chain_is_cheaper_and_paying_the_cost_is_named(lang):
    # the chain's tax (2 coins) against 2 stone bought from Bob (4 coins): the chain
    v = said(library(), lang)
    assert v == {'legal': True, 'player': 'Ann', 'action': 'build', 'card': 'Library', 'free': 'Scriptorium',
                 'cost': {'bank': 2, 'left': 0, 'right': 0}, 'babel': {'gain': 0, 'tower': [13]},
                 'options': [{'bank': 2, 'left': 0, 'right': 0, 'buys': [], 'chain': 'Scriptorium'},
                             {'bank': 0, 'left': 4, 'right': 0, 'chain': None,
                              'buys': [{'from': 'left', 'resource': 'stone', 'count': 2, 'price': 2}]}],
                 'reasons': [visible(13, lang), LIB_COSTS[lang], LIB_CHAIN[lang], (LIB_TAX[lang], tile_rule(13, lang)),
                             (MAY_PAY[lang], CHAIN_RULE[lang]), PAYS_TWO[lang]]}


AT_LEAST = {'en': ('Library costs at least 2 coins here (bank 2, left 0, right 0) but Ann holds 1', 'Rulebook, Trading'),
            'ru': ('Библиотека стоит здесь не меньше 2 монет (банк 2, слева 0, справа 0), а у Ann только 1',
                   'Правила, Торговля'),
            'uk': ('Library коштує тут щонайменше 2 монети (банк 2, ліворуч 0, праворуч 0), а в Ann лише 1',
                   'Правила, Торгівля')}


@pytest.mark.parametrize("lang", LANGS)
def test_tile_13_neither_way_affordable_names_the_cheapest(lang):
    # 1 coin: neither the tax (2) nor the stone (4); the cheapest way, the chain, is named
    v = said(library(coins=1), lang)
    assert v == dict(REFUSED, player='Ann', action='build', card='Library', babel={'gain': 0, 'tower': [13]},
                     reasons=[visible(13, lang), LIB_COSTS[lang], LIB_CHAIN[lang], (LIB_TAX[lang], tile_rule(13, lang)),
                              AT_LEAST[lang]])


def test_tile_13_an_empty_deal_that_fits_neither_way_names_the_chain():
    # "buy": [] with 1 coin: the chain's tax cannot be paid, and paying the cost buys no stone; the chain's
    # single problem is named
    v = said(library(coins=1, buy=[]))
    assert v == dict(REFUSED, player='Ann', action='build', card='Library',
                     babel={'gain': 0, 'tower': [13], 'deal': {'bank': 2, 'left': 0, 'right': 0, 'buys': []}},
                     reasons=[visible(13, 'en'), LIB_COSTS['en'], LIB_CHAIN['en'], (LIB_TAX['en'], tile_rule(13, 'en')),
                              ('the deal costs 2 coins (bank 2, left 0, right 0) but Ann held only 1 at the start of '
                               'the turn; coins earned this turn cannot be spent this turn', 'Rulebook, Trading')])


# -- a deal that takes part in a project: Temple under tile 8 (3 coins) and the Obelisk's 1 coin + 1 papyrus,
# bought from Cid for 2 coins

def test_a_deal_for_a_project_keeps_the_participation():
    doc = table(tower=[8], project={"card": "Obelisk", "tokens": {}},
                action={"player": "Ann", "build": "Temple", "project": True,
                        "buy": [{"from": "right", "resource": "papyrus", "count": 1}]})
    papyrus = [{'from': 'right', 'resource': 'papyrus', 'count': 1, 'price': 2}]
    assert said(doc) == {
        'legal': True, 'player': 'Ann', 'action': 'build', 'card': 'Temple', 'free': None,
        'cost': {'bank': 4, 'left': 0, 'right': 2}, 'options': [{'bank': 4, 'left': 0, 'right': 2, 'buys': papyrus}],
        'babel': {'gain': 0, 'tower': [8], 'participation': {'project': 'Obelisk', 'coins': 1, 'resources': {'papyrus': 1}},
                  'deal': {'bank': 4, 'left': 0, 'right': 2, 'buys': papyrus}},
        'reasons': [visible(8, 'en'), ('Temple costs 1 clay, 1 glass, 1 wood', 'Rulebook, Resource cost'),
                    ('tile 8: blue cards are paid in coins, one per resource symbol: 3 coins to the bank instead of '
                     '1 clay, 1 glass, 1 wood', tile_rule(8, 'en')),
                    ('Ann takes part in Obelisk: 1 coin to the bank + 1 papyrus on top of the build, and takes a '
                     'participation token', 'Babel rulebook, Great Project: Obelisk; An age, turn by turn'),
                    ('the deal is legal with the visible tiles: Ann pays 6', 'Rulebook, Trading')]}


# -- a wonder with every stage built (seed 000, 2. б. Завершение стадии: each stage once), a tile visible

def test_a_stage_when_every_stage_is_built():
    doc = table(tower=[1], action={"player": "Ann", "stage": True})
    doc["players"][0]["stages"] = 3          # Rhodos A has 3 stages
    v = said(doc)
    assert v["legal"] is False and v["cost"] is None
    assert v["reasons"][-1] == ('Ann has built all 3 stages of Rhodos A: each stage is built once',
                                'Rulebook, Build a stage of a wonder')


# -- a whole turn: Ann places a tile while Bob and Cid discard for 3 coins each; the tower of 3 players shows 3
# tiles, so tile 5 covers the oldest (seed 004, Размещение тайлов; scoring/data/babel.json: 3 visible)

REVEALED = {'en': ('the tiles placed this turn are revealed after every other action, in ascending order, and act from '
                   'the next turn', 'Babel rulebook, Placing the construction tiles'),
            'ru': ('тайлы, выложенные в этот ход, открываются после всех остальных действий в порядке возрастания '
                   'номеров и действуют со следующего хода', 'Правила дополнения «Вавилон», Размещение тайлов Строительства'),
            'uk': ('тайли, викладені цього ходу, відкриваються після всіх інших дій у порядку зростання номерів і діють '
                   'з наступного ходу', 'Правила доповнення «Вавилон», Розміщення тайлів Будівництва')}


def discard_income(player):
    return {'player': player, 'coins': 3, 'source': 'discard', 'rule': 'Rulebook, Discard a card',
            'citation': [{'book': '7w', 'section': 'discard-a-card'}]}


@pytest.mark.parametrize("lang", LANGS)
def test_a_turn_with_a_tile_placed_covers_the_oldest(lang):
    doc = table(tower=[1, 2, 3], actions=[{"player": "Bob", "discard": "Foundry"},
                                          {"player": "Ann", "discard": "Library", "tile": 5},
                                          {"player": "Cid", "discard": "Forum"}])
    v = said(doc, lang)
    assert v["babel"] == {'tower': [1, 2, 3], 'tiles_placed': ['Ann'], 'tower_after': [2, 3, 5]}
    assert v["reasons"] == [REVEALED[lang]]
    assert v["coins"] == {'Ann': {'start': 6, 'end': 6}, 'Bob': {'start': 3, 'end': 6}, 'Cid': {'start': 3, 'end': 6}}
    if lang == "en":
        assert v["income"] == [discard_income("Bob"), discard_income("Cid")]     # Ann's card gives no coins


# -- seed 004, Описание Эпохи, Примечания: "Игрок может получить несколько жетонов Участия во время одной и той же
# Эпохи": Bob, holding one, takes the second with Aqueduct (3 stone: Gizah and Quarry), 1 coin and Cid's papyrus

def test_a_second_participation_token_in_the_age():
    doc = table(tower=[], project={"card": "Obelisk", "tokens": {"Bob": 1}},
                actions=[{"player": "Bob", "build": "Aqueduct", "project": True},
                         {"player": "Ann", "discard": "Library"}, {"player": "Cid", "discard": "Forum"}])
    v = said(doc)
    assert v["legal"] is True
    assert v["babel"] == {'tower': [], 'project': {'card': 'Obelisk', 'joined': ['Bob'], 'tokens': {'Bob': 2}, 'left': 0}}
    assert v["payments"] == [{'coins': 1, 'for': 'Aqueduct', 'from': 'Bob', 'to': 'bank'},
                             {'coins': 2, 'for': '1 papyrus', 'from': 'Bob', 'to': 'Cid'}]
    assert v["coins"] == {'Ann': {'start': 6, 'end': 9}, 'Bob': {'start': 3, 'end': 0}, 'Cid': {'start': 3, 'end': 8}}


# -- a whole turn of the 2-player variant: Bob plays for the Free City on turn 1 of age II, Ann on turn 2 (seed 000,
# Вариант для двух: the player who plays for it changes every turn); tile 8: Courthouse paid 3 coins

def free_city_turn(turn):
    doc = free_city(tower=[8], turn=turn, actions=[{"player": "Ann", "discard": "Library"},
                                                    {"player": "Bob", "discard": "Forum"},
                                                    {"player": "Cid", "build": "Courthouse", "by": "Bob"}])
    v = said(doc)
    return {k: x for k, x in v.items() if k != "verdicts"}, v["verdicts"]


def test_a_free_city_turn_played_by_the_right_player():
    turn, verdicts = free_city_turn(1)
    assert turn == {'age': 2, 'legal': True, 'waiting': [], 'reasons': [], 'babel': {'tower': [8]},
                    'income': [discard_income("Ann"), discard_income("Bob")],
                    'payments': [{'coins': 3, 'for': 'Courthouse', 'from': 'Cid', 'to': 'bank'}],
                    'coins': {'Ann': {'start': 6, 'end': 9}, 'Bob': {'start': 3, 'end': 6}, 'Cid': {'start': 3, 'end': 0}}}
    assert verdicts[2]["legal"] is True and verdicts[2]["reasons"][-1] == BOB_PLAYS['en']


def test_a_free_city_turn_played_by_the_wrong_player():
    turn, verdicts = free_city_turn(2)
    assert turn == {'age': 2, 'legal': False, 'waiting': [], 'babel': {'tower': [8]},
                    'reasons': [("Cid's build is not legal: no coins move for it; Cid must take another action (the Free "
                                 "City discards only a card it can neither build nor use for a stage)",
                                 'Rulebook, Two-player variant')],
                    'income': [discard_income("Ann"), discard_income("Bob")], 'payments': [],
                    'coins': {'Ann': {'start': 6, 'end': 9}, 'Bob': {'start': 3, 'end': 6}, 'Cid': {'start': 3, 'end': 3}}}
    assert verdicts[2]["legal"] is False


# -- Babylon B's 7th card (seed 000, Висячие Сады (В)) under tile 5 (seed 004, 5: a blue card gives the age's coins):
# Altar costs nothing and gives 1 coin in age I

def _p(name, wonder, cards=(), coins=3, side="A", stages=0):
    return {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}


def test_babylon_b_seventh_card_under_a_tile():
    doc = {"game": "7w", "expansions": ["babel"], "age": 1, "turn": 6, "tower": [5],
           "players": [_p("Bab", "Babylon", ["Glassworks", "Loom", "Press"], 5, side="B", stages=2),
                       _p("Bob", "Rhodos"), _p("Cid", "Olympia")],
           "action": {"player": "Bab", "build": "Altar", "seventh": True}}
    assert said(doc) == {
        'legal': True, 'player': 'Bab', 'action': 'build', 'card': 'Altar', 'free': None,
        'cost': {'bank': 0, 'left': 0, 'right': 0}, 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
        'babel': {'gain': 1, 'tower': [5]},
        'reasons': [visible(5, 'en'),
                    ("Bab plays the 7th card of the age: Babylon B's stage 2 is built", 'Rulebook, Babylon (Hanging Gardens)'),
                    ('Altar costs nothing', 'Rulebook, Resource cost'),
                    ('tile 5: this build gives 1 coin from the bank (after the turn)', tile_rule(5, 'en')),
                    ('Bab pays 0 of the 5 coins held (bank 0, left 0, right 0)', 'Rulebook, Trading')]}


# -- tiles 13 and 14 together (seed 004, 13: a chain taxed the age's coins; 14: a chain gives the age's coins): the
# chain costs 2 and gives 2 back, so it beats paying 2 coins for Bob's stone (Ann makes 1 stone and the cloth)

def test_tiles_13_and_14_the_chain_nets_nothing():
    doc = table(tower=[13, 14], expansions=["babel-tower"],
                action={"player": "Ann", "build": "Library"})
    doc["players"][0]["cards"] = ["Scriptorium", "Loom", "Stone Pit"]
    doc["players"][1]["cards"] = ["Quarry"]
    assert said(doc) == {
        'legal': True, 'player': 'Ann', 'action': 'build', 'card': 'Library', 'free': 'Scriptorium',
        'cost': {'bank': 2, 'left': 0, 'right': 0}, 'babel': {'gain': 2, 'tower': [13, 14]},
        'options': [{'bank': 2, 'left': 0, 'right': 0, 'buys': [], 'chain': 'Scriptorium'},
                    {'bank': 0, 'left': 2, 'right': 0, 'chain': None,
                     'buys': [{'from': 'left', 'resource': 'stone', 'count': 1, 'price': 2}]}],
        'reasons': [visible('13, 14', 'en'), LIB_COSTS['en'], LIB_CHAIN['en'], (LIB_TAX['en'], tile_rule(13, 'en')),
                    ('tile 14: this build gives 2 coins from the bank (after the turn)', tile_rule(14, 'en')),
                    ('Ann may also pay the cost instead of using the chain (a chain is a right, not a duty), with no '
                     'chain tax: 2 coins (bank 0, left 2, right 0)', CHAIN_RULE['en']),
                    PAYS_TWO['en']]}


# -- a tile acts on its own colour only: tile 2 (red cards ignore their resources) and tile 8 (blue cards paid in
# coins) leave Temple (blue) and Stables (red) as printed; tiles 6 and 8 together tax Temple's 3 coins by 2

def test_tile_2_leaves_a_blue_card_as_printed():
    # Temple: 1 clay (Clay Pool), 1 wood (Lumber Yard), 1 glass bought from Bob for 2 coins
    assert said(table(tower=[2], action={"player": "Ann", "build": "Temple"}))["reasons"] == [
        visible(2, 'en'), ('Temple costs 1 clay, 1 glass, 1 wood', 'Rulebook, Resource cost'),
        ('Ann pays 2 of the 6 coins held (bank 0, left 2, right 0)', 'Rulebook, Trading')]


def test_tile_8_leaves_a_red_card_as_printed():
    # Stables: 1 clay, 1 ore (Rhodos), 1 wood, all Ann's own
    assert said(table(tower=[8], action={"player": "Ann", "build": "Stables"}))["reasons"] == [
        visible(8, 'en'), ('Stables costs 1 clay, 1 ore, 1 wood', 'Rulebook, Resource cost'),
        ('Ann pays 0 of the 6 coins held (bank 0, left 0, right 0)', 'Rulebook, Trading')]


def test_tiles_6_and_8_tax_the_coins_paid_for_a_blue_card():
    v = said(table(tower=[6, 8], action={"player": "Ann", "build": "Temple"}))
    assert v["cost"] == {'bank': 5, 'left': 0, 'right': 0} and v["legal"] is True
    assert v["reasons"][2:] == [
        ('tile 8: blue cards are paid in coins, one per resource symbol: 3 coins to the bank instead of 1 clay, '
         '1 glass, 1 wood', tile_rule(8, 'en')),
        ('tile 6: tax on a blue card: 2 coins to the bank in age II (free builds are taxed too)', tile_rule(6, 'en')),
        ('Ann pays 5 of the 6 coins held (bank 5, left 0, right 0)', 'Rulebook, Trading')]


# -- tile 7 through the right neighbour: Cid built Scriptorium, Library is free for Ann

def test_tile_7_chains_from_the_right_neighbour():
    doc = table(tower=[7], action={"player": "Ann", "build": "Library"})
    doc["players"][0]["cards"] = ["Loom"]
    doc["players"][2]["cards"] = ["Scriptorium"]
    v = said(doc)
    assert v["legal"] is True and v["free"] == "Scriptorium" and v["cost"] == {'bank': 0, 'left': 0, 'right': 0}
    assert v["reasons"][2] == ("Cid built Scriptorium: with tile 7 a neighbour's building counts for the chain, so "
                               "Library is free", tile_rule(7, 'en'))


# -- a proposed deal with no tile visible is the base game's (seed 000, Торговля): Ann buys Bob's glass for Temple

def test_a_deal_with_no_tile_is_judged_as_in_the_base_game():
    doc = table(tower=[], action={"player": "Ann", "build": "Temple",
                                  "buy": [{"from": "left", "resource": "glass", "count": 1}]})
    glass = [{'from': 'left', 'resource': 'glass', 'count': 1, 'price': 2}]
    assert said(doc) == {
        'legal': True, 'player': 'Ann', 'action': 'build', 'card': 'Temple', 'free': None,
        'cost': {'bank': 0, 'left': 2, 'right': 0}, 'options': [{'bank': 0, 'left': 2, 'right': 0, 'buys': glass}],
        'deal': {'bank': 0, 'left': 2, 'right': 0, 'buys': glass}, 'babel': {'tower': []},
        'reasons': [('Temple costs 1 clay, 1 glass, 1 wood', 'Rulebook, Resource cost'),
                    ('the deal is legal: Ann buys 1 glass from the left neighbour (Bob) for 2 coins; pays 2 of the 6 '
                     'coins held at the start of the turn', 'Rulebook, Trading')]}


# -- a build the base game refuses whatever it costs stays refused with the tiles (seed 000, 2. а: no two identical
# structures; Описание эпохи: the hands hold only the current age's cards); tile 6 would tax the blue Temple

@pytest.mark.parametrize("age,card,why", [
    (2, "Temple", ('Ann already has a Temple: no two identical structures', 'Rulebook, Build a structure')),
    (1, "Temple", ("Temple is an age II card and this is age I: the hands hold only the current age's cards",
                   'Rulebook, An age, turn by turn'))])
def test_a_build_refused_whatever_it_costs(age, card, why):
    doc = table(tower=[6], age=age, action={"player": "Ann", "build": card})
    if age == 2:
        doc["players"][0]["cards"].append("Temple")
    v = said(doc)
    assert v == dict(REFUSED, player='Ann', action='build', card=card, babel={'tower': [6]},
                     reasons=[visible(6, 'en'), why])


# -- the Double Walls penalty token (seed 004, Штрафы: the board's starting resource is lost for the rest of the
# game): Ann (Rhodos A: ore) proposes to build Barracks (1 ore) buying nothing, and makes nothing at all

BLOCKED = {
    'en': [("Ann holds the resource-block token: Rhodos's starting resource (ore) is lost for the rest of the game, "
            "for Ann's builds and for neighbours buying it", 'Babel rulebook, Great Project: Double Walls; Penalties'),
           ('Barracks costs 1 ore', 'Rulebook, Resource cost'),
           ('with this deal Ann must still produce 1 ore but produces only nothing', 'Rulebook, Resources and production')],
    'ru': [('у Ann жетон блокировки ресурса: начальный ресурс Чуда Родос (руда) потерян до конца игры: Ann не может им '
            'пользоваться, а соседи — его покупать', 'Правила дополнения «Вавилон», Великий Проект: Double Walls; Штрафы'),
           ('«Казармы»: стоимость — 1 руда', 'Правила, Стоимость в ресурсах'),
           ('при такой сделке Ann должен сам произвести ещё: 1 руда, но производит только: ничего',
            'Правила, Ресурсы и производство')],
    'uk': [('у Ann жетон блокування ресурсу: початковий ресурс Чуда Rhodos (руда) втрачено до кінця гри: Ann не може ним '
            'користуватися, а сусіди — його купувати', 'Правила доповнення «Вавилон», Великий Проєкт: Double Walls; Штрафи'),
           ('«Barracks»: вартість — 1 руда', 'Правила, Вартість у ресурсах'),
           ('за такої угоди Ann має сам виробити ще: 1 руда, але виробляє лише: нічого', 'Правила, Ресурси й виробництво')]}


@pytest.mark.parametrize("lang", LANGS)
def test_a_blocked_board_makes_nothing_for_a_deal(lang):
    doc = {"game": "7w", "expansions": ["babel-projects"], "age": 1,
           "players": [_p("Ann", "Rhodos", coins=6), _p("Bob", "Gizah"), _p("Cid", "Babylon")],
           "action": {"player": "Ann", "build": "Barracks", "buy": []}}
    doc["players"][0]["babel"] = {"tokens": ["resource-block"]}
    assert said(doc, lang) == dict(REFUSED, player='Ann', action='build', card='Barracks',
                                   deal={'bank': 0, 'left': 0, 'right': 0, 'buys': []}, babel={'tower': []},
                                   reasons=BLOCKED[lang])


# -- the turn a Babel action is played on: Babylon B's 7th card only on the 6th turn (seed 000, Особый случай:
# Шестой ход), with the Free City too (its turn number also says who plays for it)

SEVENTH_ON_5 = ('Bab cannot play the 7th card of the age on turn 5: only on the 6th turn does a city hold two cards, '
                'the 6th and the 7th', 'Rulebook, The sixth turn')


@pytest.mark.parametrize("free_city", [False, True])
def test_babylon_b_seventh_card_before_the_sixth_turn(free_city):
    doc = {"game": "7w", "expansions": ["babel"], "age": 1, "turn": 5, "tower": [5],
           "players": [_p("Bab", "Babylon", ["Glassworks", "Loom", "Press"], 5, side="B", stages=2),
                       _p("Bob", "Rhodos"), _p("Cid", "Olympia")],
           "action": {"player": "Bab", "build": "Altar", "seventh": True}}
    doc["players"][2]["free_city"] = free_city
    assert said(doc) == dict(REFUSED, player='Bab', action='build', card='Altar', babel={'tower': [5]},
                             reasons=[visible(5, 'en'), SEVENTH_ON_5])


# -- the Free City must build free a card it can chain (seed 000, Вариант для двух: «игрок обязан сыграть эту карту
# без уплаты стоимости за нее»): Cid, the Free City, built Scriptorium, so Library is free; tile 1 taxes red only

@pytest.mark.parametrize("buy", [None, []])
def test_the_free_city_builds_free_by_chain_with_the_tiles(buy):
    doc = free_city(tower=[1], turn=1, action={"player": "Cid", "build": "Library", "by": "Bob"})
    doc["players"][0]["cards"] = ["Lumber Yard", "Clay Pool", "Barracks"]
    doc["players"][2]["cards"] = ["Scriptorium", "Press"]
    if buy is not None:
        doc["action"]["buy"] = buy
    v = said(doc)
    assert v["legal"] is True and v["free"] == "Scriptorium" and v["cost"] == {'bank': 0, 'left': 0, 'right': 0}
    assert v["reasons"][:3] == [visible(1, 'en'), LIB_COSTS['en'], ('Cid built Scriptorium, so Library is free (chain)',
                                                                    'Rulebook, Free construction (chains)')]
    assert v["reasons"][-2:] == [BOB_PLAYS['en'], ('the Free City must build Library free (chain from Scriptorium)',
                                                   'Rulebook, Two-player variant')]


# -- Halikarnassos A's stage 2 builds a card of the discard pile free (seed 000, Мавзолей в Галикарнасе), and tile 1
# still taxes it (seed 004, 1: "бесплатные постройки тоже облагаются", as scoring/data/babel.json reads it)

HAL_TAX = ('tile 1: tax on a red card: 2 coins to the bank in age II (free builds are taxed too)', tile_rule(1, 'en'))
HAL_FREE = ('Hal builds Stables from the discard pile for free (Halikarnassos, stage 2)',
            'Rulebook, Halikarnassos (Mausoleum)')


@pytest.mark.parametrize("coins", [1, 2])
def test_halikarnassos_builds_from_the_discard_pile_and_pays_the_tax(coins):
    doc = {"game": "7w", "expansions": ["babel"], "age": 2, "tower": [1], "discard": ["Stables", "Temple"],
           "players": [_p("Hal", "Halikarnassos", coins=coins, stages=2), _p("Bob", "Rhodos"), _p("Cid", "Babylon")],
           "action": {"player": "Hal", "build": "Stables", "from_discard": True}}
    v = said(doc)
    assert v["options"] == [{'bank': 2, 'left': 0, 'right': 0, 'buys': []}] and v["free"] == "Halikarnassos"
    if coins == 2:
        assert v["legal"] is True and v["cost"] == {'bank': 2, 'left': 0, 'right': 0}
        assert v["reasons"] == [visible(1, 'en'), HAL_TAX, HAL_FREE]
    else:
        assert v["legal"] is False and v["cost"] is None
        assert v["reasons"] == [visible(1, 'en'), HAL_TAX, ('Hal cannot pay the tax on top: 2 coins needed, 1 held',
                                                            tile_rule(1, 'en')), HAL_FREE]


# -- wonder stages with the tiles (seed 000, 2. б. Завершение стадии; seed 004, 15: stages ignore their resources)

STAGE_ONE = ('stage 1 of Rhodos A costs 2 wood', 'Rulebook, Build a stage of a wonder')


def test_tile_15_a_stage_ignores_its_resources():
    v = said(table(tower=[15], action={"player": "Ann", "stage": True}))
    assert v == {'legal': True, 'player': 'Ann', 'action': 'stage', 'card': None, 'free': None, 'stage': 1,
                 'cost': {'bank': 0, 'left': 0, 'right': 0}, 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                 'babel': {'gain': 0, 'tower': [15]},
                 'reasons': [visible(15, 'en'), STAGE_ONE,
                             ('tile 15: wonder stages ignore their resource cost (coins still due)', tile_rule(15, 'en')),
                             PAYS_NOTHING['en']]}


def test_a_stage_nobody_can_supply():
    # Rhodos A's stage 3 costs 4 ore: Ann's board makes 1, neither neighbour makes any
    doc = table(tower=[1], action={"player": "Ann", "stage": True})
    doc["players"][0]["stages"] = 2
    assert said(doc) == dict(REFUSED, player='Ann', action='stage', card=None, stage=3,
                             babel={'gain': 0, 'tower': [1]},
                             reasons=[visible(1, 'en'), ('stage 3 of Rhodos A costs 4 ore', 'Rulebook, Build a stage of a wonder'),
                                      ('stage 3 cannot be paid: 4 ore cannot be produced or bought with the visible tiles',
                                       'Rulebook, Trading')])


def test_a_deal_for_a_stage_that_cannot_be_bought():
    # age I: Ann's stage 1 (2 wood) proposes Cid's wood, which Cid (Babylon A: clay; Press, Brickyard) does not make;
    # the one way to pay is Bob's Timber Yard (wood or stone), 2 coins
    v = said(table(tower=[1], age=1, action={"player": "Ann", "stage": True,
                                             "buy": [{"from": "right", "resource": "wood", "count": 2}]}))
    assert v == dict(REFUSED, player='Ann', action='stage', card=None, stage=1,
                     options=[{'bank': 0, 'left': 2, 'right': 0,
                               'buys': [{'from': 'left', 'resource': 'wood', 'count': 1, 'price': 2}]}],
                     babel={'gain': 0, 'tower': [1], 'deal': {
                         'bank': 0, 'left': 0, 'right': 4,
                         'buys': [{'from': 'right', 'resource': 'wood', 'count': 2, 'price': 2}]}},
                     reasons=[visible(1, 'en'), STAGE_ONE,
                              ('Cid (right neighbour) cannot sell 2 wood: its board, brown and grey cards make only 0 wood '
                               'a turn', 'Rulebook, Trading')])


# -- tile 14 (seed 004, 14: a build through a chain gives the age's coins): with "buy": [] Ann could also pay Library
# with her own stone and cloth, but the chain gives her 2 coins

def test_tile_14_an_empty_deal_takes_the_chain_that_pays():
    doc = table(tower=[14], expansions=["babel-tower"], action={"player": "Ann", "build": "Library", "buy": []})
    doc["players"][0]["cards"] = ["Scriptorium", "Quarry", "Loom"]
    doc["players"][1]["cards"] = []
    assert said(doc) == {
        'legal': True, 'player': 'Ann', 'action': 'build', 'card': 'Library', 'free': 'Scriptorium',
        'cost': {'bank': 0, 'left': 0, 'right': 0},
        'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': [], 'chain': 'Scriptorium'},
                    {'bank': 0, 'left': 0, 'right': 0, 'buys': [], 'chain': None}],
        'babel': {'gain': 2, 'tower': [14], 'deal': {'bank': 0, 'left': 0, 'right': 0, 'buys': []}},
        'reasons': [visible(14, 'en'), LIB_COSTS['en'], LIB_CHAIN['en'],
                    ('tile 14: this build gives 2 coins from the bank (after the turn)', tile_rule(14, 'en')),
                    ('the deal is legal with the visible tiles: Ann pays 0', 'Rulebook, Trading')]}


# -- a participation that cannot be paid still names the project's cost (seed 004, Описание Эпохи): Temple's glass
# from Bob and the Obelisk's papyrus from Cid, 2 coins each, and 1 coin to the bank: 5 coins, Ann holds 2

def test_a_participation_that_cannot_be_paid():
    doc = table(tower=[], project={"card": "Obelisk", "tokens": {}},
                action={"player": "Ann", "build": "Temple", "project": True})
    doc["players"][0]["coins"] = 2
    assert said(doc) == dict(REFUSED, player='Ann', action='build', card='Temple', babel={
        'gain': 0, 'tower': [], 'participation': {'project': 'Obelisk', 'coins': 1, 'resources': {'papyrus': 1}}},
        reasons=[('Temple costs 1 clay, 1 glass, 1 wood', 'Rulebook, Resource cost'),
                 ('Ann takes part in Obelisk: 1 coin to the bank + 1 papyrus on top of the build, and takes a '
                  'participation token', 'Babel rulebook, Great Project: Obelisk; An age, turn by turn'),
                 ('Temple costs at least 5 coins here (bank 1, left 2, right 2) but Ann holds 2', 'Rulebook, Trading')])


# -- tile 13 with stone on both sides (Bob: Gizah and Stone Pit; Cid: Quarry): paying the cost is named by its way
# that splits the purchase, so neither neighbour takes the larger share (4 coins either way)

def test_tile_13_paying_the_cost_is_named_by_its_even_split():
    doc = table(tower=[13], expansions=["babel-tower"], action={"player": "Ann", "build": "Library"})
    doc["players"][0]["cards"] = ["Scriptorium", "Loom"]
    doc["players"][1]["cards"] = ["Stone Pit"]
    doc["players"][2]["cards"] = ["Quarry"]
    v = said(doc)
    assert v["cost"] == {'bank': 2, 'left': 0, 'right': 0} and v["free"] == "Scriptorium"
    assert v["reasons"][4] == ('Ann may also pay the cost instead of using the chain (a chain is a right, not a duty), '
                               'with no chain tax: 4 coins (bank 0, left 2, right 2)', CHAIN_RULE['en'])


# -- a card with a coin cost (seed 000, Стоимость в монетах): Clay Pit, 1 coin, in age I under tile 12

def test_a_coin_cost_under_a_tile():
    doc = table(tower=[12], age=1, action={"player": "Ann", "build": "Clay Pit"})
    for p in doc["players"]:
        p["cards"] = []
    assert said(doc)["reasons"] == [
        visible(12, 'en'),
        ('raw materials bought from neighbours cost 1 coin more per unit (tile 12)', tile_rule(12, 'en')),
        ('Clay Pit costs 1 coin (to the bank)', 'Rulebook, Resource cost'),
        ('Ann pays 1 of the 6 coins held (bank 1, left 0, right 0)', 'Rulebook, Trading')]


# -- a whole turn goes on after an illegal action: Ann's second Scriptorium is refused (seed 000, 2. а), Bob's tile
# is still placed and gives no coins (seed 004, Описание Эпохи, Г), Cid's discard gives 3

def test_a_turn_places_a_tile_after_an_illegal_action():
    doc = table(tower=[], actions=[{"player": "Ann", "build": "Scriptorium"},
                                   {"player": "Bob", "discard": "Foundry", "tile": 5},
                                   {"player": "Cid", "discard": "Forum"}])
    v = said(doc)
    assert v["legal"] is False and v["payments"] == [] and v["waiting"] == []
    assert v["babel"] == {'tower': [], 'tiles_placed': ['Bob'], 'tower_after': [5]}
    assert v["income"] == [discard_income("Cid")]
    assert v["coins"] == {'Ann': {'start': 6, 'end': 6}, 'Bob': {'start': 3, 'end': 3}, 'Cid': {'start': 3, 'end': 6}}
    assert v["reasons"] == [("Ann's build is not legal: no coins move for it; Ann must take another action "
                             "(discarding is always allowed)", 'Rulebook, Discard a card'), REVEALED['en']]


# -- a bad 2-player document with Babel: the turn (1..6) and who plays for the Free City (one of the players)

FREE_CITY_PROBLEMS = {
    'en': [('turn', 'turn must be 1..6 (six turns an age), got 9'),
           ('free_city_control', 'the Free City is played by one of the players: Ann, Bob')],
    'ru': [('turn', 'turn — от 1 до 6 (шесть ходов за эпоху), получено 9'),
           ('free_city_control', 'за Свободный город играет один из игроков: Ann, Bob')],
    'uk': [('turn', 'turn — від 1 до 6 (шість ходів на епоху), отримано 9'),
           ('free_city_control', 'за Вільне місто грає один із гравців: Ann, Bob')]}


@pytest.mark.parametrize("lang", LANGS)
def test_a_bad_free_city_document_with_babel(lang):
    doc = free_city(tower=[8], turn=9, free_city_control="Cid", action={"player": "Ann", "build": "Temple"})
    with use_language(lang), pytest.raises(BadInput) as exc:
        referee(doc)
    assert [(p.path, p.message) for p in exc.value.problems] == FREE_CITY_PROBLEMS[lang]


# -- a proposed deal for a card with a coin cost, no tile visible: the base game's verdict, its coin paid to the bank
# (seed 000, Стоимость в монетах: Clay Pit costs 1 coin)

def test_a_deal_for_a_coin_cost_with_no_tile():
    doc = table(tower=[], age=1, action={"player": "Ann", "build": "Clay Pit", "buy": []})
    for p in doc["players"]:
        p["cards"] = []
    assert said(doc) == {
        'legal': True, 'player': 'Ann', 'action': 'build', 'card': 'Clay Pit', 'free': None,
        'cost': {'bank': 1, 'left': 0, 'right': 0}, 'options': [{'bank': 1, 'left': 0, 'right': 0, 'buys': []}],
        'deal': {'bank': 1, 'left': 0, 'right': 0, 'buys': []}, 'babel': {'tower': []},
        'reasons': [('Clay Pit costs 1 coin (to the bank)', 'Rulebook, Coin cost'),
                    ('Ann buys nothing and produces all of it; pays 1 of the 6 coins held at the start of the turn',
                     'Rulebook, Trading')]}


# -- Olympia A's free build is not a chain (seed 004, Описание Эпохи, Примечания), so tile 13 does not tax it: Ann
# (Olympia A, stage 2 built) built Scriptorium and builds Library with the power

OLYMPIA_NOT_CHAIN = {
    'en': [('Ann builds Library free with Olympia A (once this age)', 'Rulebook, Olympia (Statue of Zeus)'),
           ("Ann builds Library with Olympia A's free build, not through the chain from Scriptorium: tile 13 taxes only "
            "a build through a chain, so no chain tax is due (through the chain Ann would pay 2 coins and keep the free "
            "build for this age)", tile_rule(13, 'en'))],
    'ru': [('Ann строит карту «Библиотека» бесплатно: это позволяет Олимпия A (раз в эпоху)',
            'Правила, Олимпия (Статуя Зевса)'),
           ('Ann строит карту «Библиотека» бесплатно (Олимпия A), а не по цепочке от карты «Скрипторий»: тайл 13 облагает '
            'налогом только постройку по цепочке, поэтому налога за цепочку нет (по цепочке Ann заплатил бы 2 монеты и '
            'сохранил бы бесплатную постройку на эту эпоху)', tile_rule(13, 'ru'))],
    'uk': [('Ann будує карту «Library» безкоштовно: це дозволяє Olympia A (раз на епоху)', 'Правила, Олімпія (Статуя Зевса)'),
           ('Ann будує карту «Library» безкоштовно (Olympia A), а не ланцюжком від карти «Scriptorium»: тайл 13 оподатковує '
            'лише будівництво ланцюжком, тож податку за ланцюжок немає (ланцюжком Ann сплатив би 2 монети і зберіг би '
            'безкоштовне будівництво на цю епоху)', tile_rule(13, 'uk'))]}


@pytest.mark.parametrize("lang", LANGS)
def test_olympia_a_free_build_is_not_a_taxed_chain(lang):
    doc = table(tower=[13], expansions=["babel-tower"], action={"player": "Ann", "build": "Library", "olympia": True})
    doc["players"][0].update(wonder="Olympia", stages=2, cards=["Scriptorium"])
    assert said(doc, lang) == {
        'legal': True, 'player': 'Ann', 'action': 'build', 'card': 'Library', 'free': 'Olympia A',
        'cost': {'bank': 0, 'left': 0, 'right': 0}, 'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
        'babel': {'tower': [13]}, 'reasons': [visible(13, lang)] + OLYMPIA_NOT_CHAIN[lang]}


# -- the 2-player variant puts 2 participation tokens on the project (seed 004, Правила для 2 игроков: «положите 2
# жетона Участия»), not players - 1: one participant leaves one, two take both with no reserve. Turn 1 of age II:
# Bob plays for the Free City (Cid), which completes its stage 1 with Forum (2 clay: its board and Brickyard)

ANN_JOINS = [{'coins': 1, 'for': 'Temple', 'from': 'Ann', 'to': 'bank'},
             {'coins': 2, 'for': '1 glass', 'from': 'Ann', 'to': 'Bob'},
             {'coins': 2, 'for': '1 papyrus', 'from': 'Ann', 'to': 'Cid'}]


@pytest.mark.parametrize("bob_joins", [False, True])
def test_two_players_have_two_participation_tokens(bob_joins):
    bob = ({"player": "Bob", "build": "Aqueduct", "project": True} if bob_joins else
           {"player": "Bob", "discard": "Caravansery"})
    doc = free_city(tower=[], turn=1, project={"card": "Obelisk", "tokens": {}},
                    actions=[{"player": "Ann", "build": "Temple", "project": True}, bob,
                             {"player": "Cid", "stage": True, "card": "Forum", "by": "Bob"}])
    doc["players"][2]["coins"] = 0
    v = said(doc)
    assert v["legal"] is True and v["reasons"] == []
    if bob_joins:
        assert v["babel"] == {'tower': [], 'project': {'card': 'Obelisk', 'joined': ['Ann', 'Bob'],
                                                       'tokens': {'Ann': 1, 'Bob': 1}, 'left': 0}}
        assert v["payments"] == ANN_JOINS + [{'coins': 1, 'for': 'Aqueduct', 'from': 'Bob', 'to': 'bank'},
                                             {'coins': 2, 'for': '1 papyrus', 'from': 'Bob', 'to': 'Cid'}]
    else:
        assert v["babel"] == {'tower': [], 'project': {'card': 'Obelisk', 'joined': ['Ann'], 'tokens': {'Ann': 1},
                                                       'left': 1}}
        assert v["payments"] == ANN_JOINS and v["income"] == [discard_income("Bob")]


# -- a wonder stage while a project is current, without taking part: the stage's own cost only (seed 004, Любой Проект,
# Примечания: no participation with a stage)

def test_a_stage_with_a_current_project_pays_only_the_stage():
    v = said(table(tower=[], project={"card": "Obelisk", "tokens": {}}, action={"player": "Ann", "stage": True}))
    wood = [{'from': 'left', 'resource': 'wood', 'count': 1, 'price': 2}]
    assert v == {'legal': True, 'player': 'Ann', 'action': 'stage', 'card': None, 'free': None, 'stage': 1,
                 'cost': {'bank': 0, 'left': 2, 'right': 0}, 'options': [{'bank': 0, 'left': 2, 'right': 0, 'buys': wood}],
                 'babel': {'gain': 0, 'tower': []},
                 'reasons': [STAGE_ONE, ('Ann pays 2 of the 6 coins held (bank 0, left 2, right 0)', 'Rulebook, Trading')]}


# -- a proposed deal that fits neither way with as many problems each: the paying way's are named (the deal buys,
# so it was meant to pay the cost). Tile 13, Ann built Scriptorium and makes no stone; Bob sells no cloth

def test_a_deal_missing_both_ways_equally_names_the_paying_way():
    doc = table(tower=[13], expansions=["babel-tower"], action={
        "player": "Ann", "build": "Library", "buy": [{"from": "left", "resource": "cloth", "count": 1}]})
    doc["players"][0]["cards"] = ["Scriptorium"]
    doc["players"][1]["cards"] = []
    assert said(doc) == dict(
        REFUSED, player='Ann', action='build', card='Library',
        options=[{'bank': 2, 'left': 0, 'right': 0, 'buys': [], 'chain': 'Scriptorium'}],
        babel={'gain': 0, 'tower': [13], 'deal': {'bank': 0, 'left': 2, 'right': 0, 'buys': [
            {'from': 'left', 'resource': 'cloth', 'count': 1, 'price': 2}]}},
        reasons=[visible(13, 'en'), LIB_COSTS['en'],
                 ("Ann built Scriptorium, so Library could be built through the chain with tile 13's tax; paying the "
                  "cost instead is allowed (a chain is a right) and owes no chain tax", CHAIN_RULE['en']),
                 ('Bob (left neighbour) cannot sell 1 cloth: its board, brown and grey cards make only 0 cloth a turn',
                  'Rulebook, Trading'),
                 ('with this deal Ann must still produce 2 stone but produces only ore', 'Rulebook, Resources and production')])


# -- the Free City never takes part, also when its action names nobody playing for it (seed 004, Правила для 2
# игроков): Courthouse is blue like the Obelisk

def test_the_free_city_never_takes_part_without_by():
    doc = free_city(tower=[8], turn=1, project={"card": "Obelisk", "tokens": {}},
                    action={"player": "Cid", "build": "Courthouse", "project": True})
    assert said(doc) == dict(REFUSED, player='Cid', action='build', card='Courthouse', free_city=True,
                             reasons=[visible(8, 'en'), NEVER_JOINS['en'], BOB_PLAYS['en']])


# -- Babel with Leaders (test_babel_leaders_ways: Ira, Gizah A, between Oleg, who sells cloth (Loom), and Sofia), age I,
# tile 10 (manufactured goods 1 coin more from a neighbour): Archimedes takes 1 resource off a green card; Bilkis buys
# 1 resource from the bank for 1 coin (the Leaders rulebook's cards)

def leaders(leader, coins, **action):
    return {"game": "7w", "expansions": ["babel", "leaders"], "age": 1, "tower": [10], "players": [
        {"name": "Ira", "wonder": "Gizah", "side": "A", "coins": coins, "cards": [leader]},
        {"name": "Oleg", "wonder": "Rhodos", "side": "A", "coins": 3, "cards": ["Loom"]},
        {"name": "Sofia", "wonder": "Babylon", "side": "A", "coins": 3}],
        "action": dict(player="Ira", build="Apothecary", **action)}


TILE_10 = [visible(10, 'en'), ('manufactured goods bought from neighbours cost 1 coin more per unit (tile 10)',
                               tile_rule(10, 'en')),
           ('Apothecary costs 1 cloth', 'Rulebook, Resource cost')]
ARCHIMEDES = ('Archimedes: a green card costs 1 resource fewer, chosen by Ira: 1 cloth',
              'Leaders rulebook, Leader cards; the printed card: Archimedes')
NOTHING = {'bank': 0, 'left': 0, 'right': 0}


@pytest.mark.parametrize("deal", [False, True])
def test_archimedes_under_tile_10(deal):
    v = said(leaders("Archimedes", 0, **({"buy": []} if deal else {})))
    waived = dict(NOTHING, buys=[], waived=['cloth'])
    last = (('the deal is legal with the visible tiles: Ira pays 0', 'Rulebook, Trading') if deal else
            ('Ira pays 0 of the 0 coins held (bank 0, left 0, right 0)', 'Rulebook, Trading'))
    assert v == {'legal': True, 'player': 'Ira', 'action': 'build', 'card': 'Apothecary', 'free': None, 'cost': NOTHING,
                 'coins_after': 0, 'income': [], 'options': [waived],
                 'babel': dict({'gain': 0, 'tower': [10]}, **({'deal': waived} if deal else {})),
                 'reasons': TILE_10 + [ARCHIMEDES, last]}


def test_bilkis_under_tile_10():
    v = said(leaders("Bilkis", 1))
    assert v == {'legal': True, 'player': 'Ira', 'action': 'build', 'card': 'Apothecary', 'free': None,
                 'cost': {'bank': 1, 'left': 0, 'right': 0}, 'coins_after': 0, 'income': [],
                 'options': [{'bank': 1, 'left': 0, 'right': 0, 'buys': [],
                              'bank_buys': [{'from': 'bank', 'resource': 'cloth', 'count': 1, 'price': 1}]}],
                 'babel': {'gain': 0, 'tower': [10]},
                 'reasons': TILE_10 + [('Bilkis: Ira buys 1 cloth from the bank for 1 coin (once a turn)',
                                        'Leaders rulebook, Leader cards; the printed card: Bilkis'),
                                       ('Ira pays 1 of the 1 coin held (bank 1, left 0, right 0)', 'Rulebook, Trading')]}


# -- seed 004, Игра с дополнениями «Лидеры»: «Рамзес (Ramses): постройка Гильдий остаётся бесплатной, даже если в игре
# действует эффект тайла 23»: Ira (Ramses, no coin) builds Workers Guild in age III under tile 23

RAMSES = {
    'en': [('Workers Guild costs 1 clay, 2 ore, 1 stone, 1 wood', 'Rulebook, Resource cost'),
           ('tile 23: purple cards are paid in coins, one per resource symbol: 5 coins to the bank instead of 1 clay, '
            '2 ore, 1 stone, 1 wood', tile_rule(23, 'en')),
           ('Ramses: Ira builds a purple card free of any cost', 'Leaders rulebook, Leader cards; the printed card: Ramses'),
           ('Ira pays 0 of the 0 coins held (bank 0, left 0, right 0)', 'Rulebook, Trading')],
    'ru': [('«Гильдия рабочих»: стоимость — 1 глина, 2 руды, 1 камень, 1 дерево', 'Правила, Стоимость в ресурсах'),
           ('тайл 23: карты фиолетового цвета оплачиваются монетами, по одной за символ ресурса: 5 монет в банк вместо '
            '1 глина, 2 руды, 1 камень, 1 дерево', tile_rule(23, 'ru')),
           ('Рамзес: Ira строит карту фиолетового цвета совсем бесплатно',
            'Правила «Лидеров», Карты лидеров; напечатано на карте: «Рамзес»'),
           ('Ira платит 0 (монет: 0; банк 0, слева 0, справа 0)', 'Правила, Торговля')],
    'uk': [('«Workers Guild»: вартість — 1 глина, 2 руди, 1 камінь, 1 дерево', 'Правила, Вартість у ресурсах'),
           ('тайл 23: карти фіолетового кольору оплачуються монетами, по одній за символ ресурсу: 5 монет у банк замість '
            '1 глина, 2 руди, 1 камінь, 1 дерево', tile_rule(23, 'uk')),
           ('Ramses: Ira будує карту фіолетового кольору зовсім безкоштовно',
            'Правила «Лідерів», Карти лідерів; надруковано на карті: «Ramses»'),
           ('Ira платить 0 (монет: 0; банк 0, ліворуч 0, праворуч 0)', 'Правила, Торгівля')]}


@pytest.mark.parametrize("lang", LANGS)
def test_ramses_builds_a_guild_free_under_tile_23(lang):
    doc = leaders("Ramses", 0)
    doc.update(age=3, tower=[23], action={"player": "Ira", "build": "Workers Guild"})
    assert said(doc, lang) == {
        'legal': True, 'player': 'Ira', 'action': 'build', 'card': 'Workers Guild', 'free': 'Ramses',
        'cost': NOTHING, 'coins_after': 0, 'income': [], 'options': [dict(NOTHING, buys=[])],
        'babel': {'gain': 0, 'tower': [23]}, 'reasons': [visible(23, lang)] + RAMSES[lang]}


def test_bilkis_under_tile_9_lists_both_ways_to_pay():
    # tile 9: Oleg's cloth costs 1 (2 - 1); Bilkis's cloth from the bank costs 1 too: both are ways to pay, and the
    # verdict pays the bank rather than a neighbour on a tie
    doc = leaders("Bilkis", 1)
    doc["tower"] = [9]
    assert said(doc) == {
        'legal': True, 'player': 'Ira', 'action': 'build', 'card': 'Apothecary', 'free': None,
        'cost': {'bank': 1, 'left': 0, 'right': 0}, 'coins_after': 0, 'income': [],
        'options': [{'bank': 1, 'left': 0, 'right': 0, 'buys': [],
                     'bank_buys': [{'from': 'bank', 'resource': 'cloth', 'count': 1, 'price': 1}]},
                    {'bank': 0, 'left': 1, 'right': 0, 'buys': [{'from': 'left', 'resource': 'cloth', 'count': 1, 'price': 1}]}],
        'babel': {'gain': 0, 'tower': [9]},
        'reasons': [visible(9, 'en'),
                    ('manufactured goods bought from neighbours cost 1 coin less per unit (tile 9); a price never goes '
                     'below 0', tile_rule(9, 'en')),
                    ('Apothecary costs 1 cloth', 'Rulebook, Resource cost'),
                    ('Bilkis: Ira buys 1 cloth from the bank for 1 coin (once a turn)',
                     'Leaders rulebook, Leader cards; the printed card: Bilkis'),
                    ('Ira pays 1 of the 1 coin held (bank 1, left 0, right 0)', 'Rulebook, Trading')]}
