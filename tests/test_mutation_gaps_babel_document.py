"""A Babel referee document's own problems and flags (``referee.expansions.babel.check.check_babel_document``), word for
word in English, Russian and Ukrainian: the project outcome asked for without the Great Projects, neither or both of
``action`` and ``actions``, an action that is not an object, a Babel key that is not true or false, a tile number that
does not exist or is already placed (seed 004, Тайлы Строительства: each tile exists once), and ``"tile": false`` on a
discard, which places no tile; and a whole turn where Babylon B's 7th card offers a second participation in the same
project (seed 004, Описание Эпохи, Примечания: at most once a turn), in English and Russian. The tests mutation testing of the module asked for (README "Mutation testing": these
problems were read by their path at most).

The table is ``test_babel_referee.TABLE``: Ann (Rhodos A) between Bob (Gizah A) and Cid (Babylon A), age II.
"""
import copy

import pytest

from test_babel_referee import TABLE, verdict
from test_referee_check_verdicts import whole

from referee.registry import referee
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language


def table(**more):
    doc = copy.deepcopy(TABLE)
    doc.update(more)
    return doc


def problems(doc):
    out = {}
    for lang in ("en", "ru", "uk"):
        with use_language(lang), pytest.raises(BadInput) as exc:
            referee(copy.deepcopy(doc))
        out[lang] = [(p.path, p.message) for p in exc.value.problems]
    return out


EITHER = {'en': ('action', 'give either "action" (one player\'s action) or "actions" (a whole turn)'),
          'ru': ('action', 'укажите либо "action" (действие одного игрока), либо "actions" (весь ход)'),
          'uk': ('action', 'вкажіть або "action" (дія одного гравця), або "actions" (увесь хід)')}

CASES = {
    # "check": "project" judges the current project's outcome at the end of an age (seed 004, Конец Эпохи):
    # a table with no Great Projects has none
    "outcome_without_projects": (table(check="project"), {
        'en': [('project', 'the project outcome needs "babel-projects" and the current "project"')],
        'ru': [('project', 'для исхода проекта нужны "babel-projects" и текущий "project"')],
        'uk': [('project', 'для наслідків проєкту потрібні "babel-projects" і поточний "project"')]}),
    # a bad age, discard pile and turn number are each named (the table parser leaves them to the referee)
    "age_discard_turn": (table(age=9, discard="x", turn="x", action={"player": "Ann", "build": "Temple"}), {
        'en': [('age', 'age must be 1, 2 or 3, got 9'),
               ('discard', 'discard must be the list of card names in the discard pile'),
               ('turn', "turn must be 1..6 (six turns an age), got 'x'")],
        'ru': [('age', 'эпоха — 1, 2 или 3, получено 9'),
               ('discard', 'discard — список названий карт в сбросе'),
               ('turn', "turn — от 1 до 6 (шесть ходов за эпоху), получено 'x'")],
        'uk': [('age', 'епоха — 1, 2 або 3, отримано 9'),
               ('discard', 'discard — список назв карт у скиді'),
               ('turn', "turn — від 1 до 6 (шість ходів на епоху), отримано 'x'")]}),
    # the action's own problems are named under "action"
    "unknown_player_and_card": (table(action={"player": "Zed", "build": "Tempel"}), {
        'en': [('action.player', "unknown player 'Zed'; the players are Ann, Bob, Cid"),
               ('action.build', "unknown card 'Tempel'; did you mean 'Temple'?")],
        'ru': [('action.player', "неизвестный игрок 'Zed'; игроки: Ann, Bob, Cid"),
               ('action.build', "неизвестная карта 'Tempel'; может быть, 'Temple'?")],
        'uk': [('action.player', "невідомий гравець 'Zed'; гравці: Ann, Bob, Cid"),
               ('action.build', "невідома карта 'Tempel'; можливо, 'Temple'?")]}),
    "neither_action_nor_actions": (table(), {lang: [said] for lang, said in EITHER.items()}),
    "action_and_actions": (table(action={"player": "Ann", "build": "Temple", "tile": 99},
                                 actions=[{"player": "Ann", "build": "Temple"}]), {
        'en': [EITHER['en'], ('action.tile', 'tile is true or the number of the tile placed, 1 to 24; got 99')],
        'ru': [EITHER['ru'], ('action.tile', 'tile — это true или номер выкладываемого тайла от 1 до 24; получено 99')],
        'uk': [EITHER['uk'],
               ('action.tile', 'tile — це true або номер тайла, що викладається, від 1 до 24; отримано 99')]}),
    "action_not_an_object": (table(action="Temple"), {
        'en': [('action', 'give "action": one player\'s action')],
        'ru': [('action', 'укажите "action": действие одного игрока')],
        'uk': [('action', 'вкажіть "action": дію одного гравця')]}),
    # a number is no answer to "spend a Free Build token?" (only "tile" takes a number)
    "flags_not_true_or_false": (table(action={"player": "Ann", "build": "Temple", "free_build": 1, "project": "yes"}), {
        'en': [('action.project', 'project must be true or false'),
               ('action.free_build', 'free_build must be true or false')],
        'ru': [('action.project', 'project должно быть true или false'),
               ('action.free_build', 'free_build должно быть true или false')],
        'uk': [('action.project', 'project має бути true або false'),
               ('action.free_build', 'free_build має бути true або false')]}),
    # seed 004: 24 construction tiles, each once; tile 1 is already in the tower
    "tile_unknown_and_placed": (table(tower=[1], actions=[
        {"player": "Ann", "discard": "Scriptorium", "tile": 99}, {"player": "Bob", "discard": "Quarry", "tile": 1},
        {"player": "Cid", "discard": "Press", "tile": True}]), {
        'en': [('actions[0].tile', 'tile is true or the number of the tile placed, 1 to 24; got 99'),
               ('actions[1].tile', 'tile 1 is already placed: each tile exists once')],
        'ru': [('actions[0].tile', 'tile — это true или номер выкладываемого тайла от 1 до 24; получено 99'),
               ('actions[1].tile', 'тайл 1 уже выложен: каждый тайл существует в одном экземпляре')],
        'uk': [('actions[0].tile', 'tile — це true або номер тайла, що викладається, від 1 до 24; отримано 99'),
               ('actions[1].tile', 'тайл 1 уже викладено: кожен тайл існує в одному примірнику')]}),
    "tile_twice_in_a_turn": (table(actions=[{"player": "Ann", "discard": "Scriptorium", "tile": 7},
                                            {"player": "Bob", "discard": "Quarry", "tile": 7}]), {
        'en': [('actions[1].tile', 'tile 7 is already placed: each tile exists once')],
        'ru': [('actions[1].tile', 'тайл 7 уже выложен: каждый тайл существует в одном экземпляре')],
        'uk': [('actions[1].tile', 'тайл 7 уже викладено: кожен тайл існує в одному примірнику')]}),
    "tile_in_the_tower": (table(tower=[3], action={"player": "Ann", "discard": "Scriptorium", "tile": 3}), {
        'en': [('action.tile', 'tile 3 is already placed: each tile exists once')],
        'ru': [('action.tile', 'тайл 3 уже выложен: каждый тайл существует в одном экземпляре')],
        'uk': [('action.tile', 'тайл 3 уже викладено: кожен тайл існує в одному примірнику')]}),
}


@pytest.mark.parametrize("name", CASES)
def test_a_bad_babel_document_says_each_problem(name):
    doc, expected = CASES[name]
    assert problems(doc) == expected


DISCARD = {
    'en': ('Ann discards Scriptorium and takes 3 coins from the bank: always allowed', 'Rulebook, Discard a card'),
    'ru': ('Ann сбрасывает карту «Скрипторий» и берёт 3 монеты из банка: это можно всегда', 'Правила, Сброс карты'),
    'uk': ('Ann скидає карту «Scriptorium» і бере 3 монети з банку: це можна завжди', 'Правила, Скидання карти')}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_tile_false_on_a_discard_places_no_tile(lang):
    # seed 004, Описание Эпохи, Г: a card discarded for a tile gives no coins; "tile": false is a plain discard
    with use_language(lang):
        said = whole(referee(table(tower=[], action={"player": "Ann", "discard": "Scriptorium", "tile": False})))
    assert said == {'legal': True, 'player': 'Ann', 'action': 'discard', 'card': 'Scriptorium', 'free': None,
                    'cost': {'bank': 0, 'left': 0, 'right': 0}, 'gain': 3,
                    'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}], 'babel': {'tower': []},
                    'reasons': [DISCARD[lang]]}


# -- a player takes part in the project at most once a turn (seed 004, Описание Эпохи, Примечания) ----------

def _p(name, wonder, cards=(), coins=3, side="A", stages=0):
    return {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}


# Babylon B with its stage 2 built plays the 7th card of age I on the 6th turn (seed 000, Висячие Сады (В)):
# Workshop (1 glass) and Apothecary (1 cloth), both green, both offered to Cranes (green, 1 coin)
BABYLON_TWICE = {"game": "7w", "expansions": ["babel"], "age": 1, "turn": 6, "tower": [],
                 "project": {"card": "Cranes", "tokens": {}},
                 "players": [_p("Bab", "Babylon", ["Glassworks", "Loom", "Press"], 5, side="B", stages=2),
                             _p("Bob", "Rhodos"), _p("Cid", "Olympia")],
                 "actions": [{"player": "Bab", "build": "Workshop", "project": True},
                             {"player": "Bab", "build": "Apothecary", "seventh": True, "project": True}]}

TWICE_TEXTS = {
    'en': {'turn': ("Bab's 7th card is not legal as proposed: no coins move for it", 'Rulebook, The sixth turn'),
           'workshop': [('Workshop costs 1 glass', 'Rulebook, Resource cost'),
                        ('Bab takes part in Cranes: 1 coin to the bank on top of the build, and takes a participation '
                         'token', 'Babel rulebook, Great Project: Cranes; An age, turn by turn'),
                        ('Bab pays 1 of the 5 coins held (bank 1, left 0, right 0)', 'Rulebook, Trading')],
           'apothecary': [('Bab plays this card after its action this turn, which cost 1 of the 5 coins held at the '
                           'start of the turn: 4 coins remain for this card', 'Rulebook, Trading'),
                          ("Bab plays the 7th card of the age: Babylon B's stage 2 is built",
                           'Rulebook, Babylon (Hanging Gardens)'),
                          ('Apothecary costs 1 cloth', 'Rulebook, Resource cost'),
                          ('Bab takes part in Cranes: 1 coin to the bank on top of the build, and takes a '
                           'participation token', 'Babel rulebook, Great Project: Cranes; An age, turn by turn'),
                          ('Bab pays 1 of the 4 coins held (bank 1, left 0, right 0)', 'Rulebook, Trading'),
                          ('Bab already takes part in the project this turn: at most once a turn',
                           'Babel rulebook, An age, turn by turn')]},
    'ru': {'turn': ('7-ю карту игрока Bab так сыграть нельзя: монеты за неё не движутся', 'Правила, Шестой ход'),
           'workshop': [('«Мастерская»: стоимость — 1 стекло', 'Правила, Стоимость в ресурсах'),
                        ('Bab участвует в проекте «Cranes»: 1 монета в банк сверх стоимости постройки, и берёт жетон '
                         'Участия', 'Правила дополнения «Вавилон», Великий Проект: Cranes; Ход эпохи'),
                        ('Bab платит 1 (монет: 5; банк 1, слева 0, справа 0)', 'Правила, Торговля')],
           'apothecary': [('Bab играет эту карту после своего действия в этот ход, которое стоило 1 (монет в начале '
                           'хода: 5): на эту карту остаётся 4 монеты', 'Правила, Торговля'),
                          ('Bab играет 7-ю карту эпохи: этап 2 чуда Вавилон B построен',
                           'Правила, Вавилон (Висячие сады)'),
                          ('«Аптека»: стоимость — 1 ткань', 'Правила, Стоимость в ресурсах'),
                          ('Bab участвует в проекте «Cranes»: 1 монета в банк сверх стоимости постройки, и берёт '
                           'жетон Участия', 'Правила дополнения «Вавилон», Великий Проект: Cranes; Ход эпохи'),
                          ('Bab платит 1 (монет: 4; банк 1, слева 0, справа 0)', 'Правила, Торговля'),
                          ('Bab уже участвует в проекте в этот ход: не более одного раза за ход',
                           'Правила дополнения «Вавилон», Ход эпохи')]}}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_babylon_b_takes_part_in_the_project_once_a_turn(lang):
    with use_language(lang):
        v = referee(copy.deepcopy(BABYLON_TWICE))
    said = whole(dict(v, verdicts=[whole(x) for x in v["verdicts"]]))
    texts = TWICE_TEXTS[lang]
    joined = {'coins': 1, 'project': 'Cranes', 'resources': {}}
    assert said == {
        'age': 1, 'legal': False, 'income': [], 'waiting': ['Bob', 'Cid'],
        'babel': {'project': {'card': 'Cranes', 'joined': ['Bab'], 'left': 1, 'tokens': {'Bab': 1}}, 'tower': []},
        'coins': {'Bab': {'start': 5, 'end': 4}, 'Bob': {'start': 3, 'end': 3}, 'Cid': {'start': 3, 'end': 3}},
        'payments': [{'coins': 1, 'for': 'Workshop', 'from': 'Bab', 'to': 'bank'}],
        'reasons': [texts['turn']],
        'verdicts': [{'action': 'build', 'card': 'Workshop', 'player': 'Bab', 'legal': True, 'free': None,
                      'cost': {'bank': 1, 'left': 0, 'right': 0},
                      'options': [{'bank': 1, 'buys': [], 'left': 0, 'right': 0}],
                      'babel': {'gain': 0, 'participation': joined, 'tower': []}, 'reasons': texts['workshop']},
                     {'action': 'build', 'card': 'Apothecary', 'player': 'Bab', 'legal': False, 'free': None,
                      'cost': None, 'options': [{'bank': 1, 'buys': [], 'left': 0, 'right': 0}],
                      'babel': {'gain': 0, 'participation': joined, 'tower': []}, 'reasons': texts['apothecary']}]}


# -- more players join than tokens are left: the extra tokens come from the reserve (seed 004, Описание Эпохи,
# Примечания); 3 players: 2 participation tokens on the project (scoring/data/babel.json). Tile 8: blue cards
# paid in coins; Cid holds 6 coins; Ann buys Cid's papyrus for the Obelisk (1 coin and 1 papyrus)

RESERVE = {'en': ('more players take part this turn than tokens are left on the project: the extra tokens come '
                  'from the reserve', 'Babel rulebook, An age, turn by turn'),
           'ru': ('в этот ход в проекте участвует больше игроков, чем осталось жетонов на карте: недостающие жетоны '
                  'берутся из резерва', 'Правила дополнения «Вавилон», Ход эпохи')}
NOT_LEGAL = {'en': ("Ann's build is not legal: no coins move for it; Ann must take another action (discarding is "
                    "always allowed)", 'Rulebook, Discard a card'),
             'ru': ('постройка игрока Ann незаконна: монеты за неё не движутся; Ann должен выбрать другое действие '
                    '(сбросить карту можно всегда)', 'Правила, Сброс карты')}
BOTH = [{"player": "Ann", "build": "Temple", "project": True}, {"player": "Cid", "build": "Courthouse", "project": True}]
BOTH_PAY = [{'coins': 4, 'for': 'Temple', 'from': 'Ann', 'to': 'bank'},
            {'coins': 2, 'for': '1 papyrus', 'from': 'Ann', 'to': 'Cid'},
            {'coins': 4, 'for': 'Courthouse', 'from': 'Cid', 'to': 'bank'}]
BOTH_COINS = {'Ann': {'start': 6, 'end': 0}, 'Bob': {'start': 3, 'end': 3}, 'Cid': {'start': 6, 'end': 4}}
JOINS = {
    # 2 left, 2 join: no reserve
    "two_of_two": ({}, BOTH, lambda lang: {
        'legal': True, 'waiting': ['Bob'], 'payments': BOTH_PAY, 'coins': BOTH_COINS, 'reasons': [],
        'babel': {'project': {'card': 'Obelisk', 'joined': ['Ann', 'Cid'], 'left': 0,
                              'tokens': {'Ann': 1, 'Cid': 1}}, 'tower': [8]}}),
    # 1 left, 2 join: one from the reserve
    "two_of_one": ({"Bob": 1}, BOTH, lambda lang: {
        'legal': True, 'waiting': ['Bob'], 'payments': BOTH_PAY, 'coins': BOTH_COINS, 'reasons': [RESERVE[lang]],
        'babel': {'project': {'card': 'Obelisk', 'joined': ['Ann', 'Cid'], 'left': 0,
                              'tokens': {'Ann': 1, 'Bob': 1, 'Cid': 1}}, 'tower': [8]}}),
    # none left: a lone participant is refused (the project is complete), so no reserve is said
    "one_of_none": ({"Bob": 1, "Cid": 1}, BOTH[:1], lambda lang: {
        'legal': False, 'waiting': ['Bob', 'Cid'], 'payments': [], 'reasons': [NOT_LEGAL[lang]],
        'coins': {'Ann': {'start': 6, 'end': 6}, 'Bob': {'start': 3, 'end': 3}, 'Cid': {'start': 6, 'end': 6}},
        'babel': {'project': {'card': 'Obelisk', 'joined': [], 'left': 0, 'tokens': {'Bob': 1, 'Cid': 1}},
                  'tower': [8]}}),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", JOINS)
def test_participation_tokens_left_and_the_reserve(name, lang):
    held, actions, expected = JOINS[name]
    doc = table(tower=[8], project={"card": "Obelisk", "tokens": held}, actions=actions)
    doc["players"][2]["coins"] = 6
    with use_language(lang):
        v = referee(doc)
    said = {k: x for k, x in whole(v).items() if k != "verdicts"}
    assert said == dict(expected(lang), age=2, income=[])


# -- Olympia A's free build still pays tile 1's tax (seed 004, tiles 1, 6, 13, 16: «бесплатные постройки тоже
# облагаются» as the data notes read it); Ann as Olympia A (stages 2) builds Stables (red) in age II --------------

TAX_RULE = {'en': "Babel rulebook, construction tile 1 of the Tower of Babel; The construction tiles' effects",
            'ru': 'Правила дополнения «Вавилон», тайл Строительства 1 Вавилонской башни; Эффекты тайлов Строительства',
            'uk': 'Правила доповнення «Вавилон», тайл Будівництва 1 Вавилонської вежі; Ефекти тайлів Будівництва'}
OLYMPIA_TAX = {
    'en': [('visible tower tiles: 1 (each acts on every player)', 'Babel rulebook, When the construction tiles act'),
           ('tile 1: tax on a red card: 2 coins to the bank in age II (free builds are taxed too)', TAX_RULE['en']),
           ('Ann cannot pay the tax on top: 2 coins needed, 1 held', TAX_RULE['en']),
           ('Ann builds Stables free with Olympia A (once this age)', 'Rulebook, Olympia (Statue of Zeus)')],
    'ru': [('видимые тайлы башни: 1 (каждый действует на всех игроков)',
            'Правила дополнения «Вавилон», Действие тайлов Строительства'),
           ('тайл 1: налог на карту красного цвета: 2 монеты в банк в эпохе II (бесплатные постройки тоже облагаются)',
            TAX_RULE['ru']),
           ('Ann не может заплатить налог сверх цены: нужно 2 монеты, есть 1', TAX_RULE['ru']),
           ('Ann строит карту «Конюшни» бесплатно: это позволяет Олимпия A (раз в эпоху)',
            'Правила, Олимпия (Статуя Зевса)')],
    'uk': [('видимі тайли вежі: 1 (кожен діє на всіх гравців)', 'Правила доповнення «Вавилон», Дія тайлів Будівництва'),
           ('тайл 1: податок на карту червоного кольору: 2 монети в банк в епосі II (безкоштовне будівництво теж '
            'оподатковується)', TAX_RULE['uk']),
           ('Ann не може сплатити податок понад ціну: треба 2 монети, є 1', TAX_RULE['uk']),
           ('Ann будує карту «Stables» безкоштовно: це дозволяє Olympia A (раз на епоху)',
            'Правила, Олімпія (Статуя Зевса)')]}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_olympia_a_cannot_pay_the_tax_on_its_free_build(lang):
    with use_language(lang):
        v = whole(verdict([1], {"build": "Stables", "olympia": True}, 2, {"coins": 1, "wonder": "Olympia", "stages": 2}))
    assert v == {'legal': False, 'player': 'Ann', 'action': 'build', 'card': 'Stables', 'free': 'Olympia A',
                 'cost': None, 'options': [{'bank': 2, 'left': 0, 'right': 0, 'buys': []}], 'babel': {'tower': [1]},
                 'reasons': OLYMPIA_TAX[lang]}


def test_olympia_a_pays_the_tax_on_its_free_build():
    v = whole(verdict([1], {"build": "Stables", "olympia": True}, 2, {"coins": 2, "wonder": "Olympia", "stages": 2}))
    assert v == {'legal': True, 'player': 'Ann', 'action': 'build', 'card': 'Stables', 'free': 'Olympia A',
                 'cost': {'bank': 2, 'left': 0, 'right': 0}, 'options': [{'bank': 2, 'left': 0, 'right': 0, 'buys': []}],
                 'babel': {'tower': [1]},
                 'reasons': [OLYMPIA_TAX['en'][0], OLYMPIA_TAX['en'][1], OLYMPIA_TAX['en'][3]]}
