"""Whole turns of the 1st edition (``referee.classic.turn``), each a position from the rulebook whose whole
verdict (every action's verdict, the coins paid, the coins earned, each city's coins at the start and the end
of the turn, the turn's reasons, the players still to act) a wrong rule or a wrong sentence in the turn
would change: the tests mutation testing of the module asked for (README "Mutation testing").

"seed 000" is the 1st edition's Russian rulebook (shared/seeds/).
"""
import pytest

from referee.classic import check_document
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language


def p(name, wonder, cards=(), coins=3, side="A", stages=0):
    return {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}


def turn(players, age, *actions, **extra):
    return check_document(dict({"game": "7w", "age": age, "players": players, "actions": list(actions)}, **extra))


def whole_turn(t):
    """The turn with each reason as (text, readable rule) and each income without its machine ``citation``
    (derived from the rule, ``referee.core.citations``)."""
    def texts(reasons):
        return [(r["text"], r["rule"]) for r in reasons]
    out = dict(t, reasons=texts(t["reasons"]))
    out["verdicts"] = [dict({k: x for k, x in v.items() if k != "reasons"}, reasons=texts(v["reasons"]))
                       for v in t["verdicts"]]
    out["income"] = [{k: x for k, x in i.items() if k != "citation"} for i in t["income"]]
    return out


def buy(side, resource, count=1):
    return {"from": side, "resource": resource, "count": count}


# -- trading in a whole turn -------------------------------------------------------------------

def test_example_b_one_city_sells_stone_to_both_neighbours_and_builds_with_it():
    # seed 000, Торговля, пример В: Ira's Stone Pit and Gizah make 2 stone; Bob (her left) and Cid (her right)
    # each buy the 2 stone for 4 coins, and she still builds the Library (2 stone + cloth) with them:
    # a resource sold is not used up
    players = [p("Ira", "Gizah", ["Stone Pit", "Loom"], coins=0), p("Bob", "Rhodos", ["Timber Yard"], coins=4),
               p("Cid", "Alexandria", coins=4)]
    t = turn(players, 2, {"player": "Ira", "build": "Library"},
             {"player": "Bob", "build": "Walls", "buy": [buy("right", "stone", 2)]},
             {"player": "Cid", "stage": True, "buy": [buy("left", "stone", 2)]})
    assert whole_turn(t) == {'legal': True,
                             'age': 2,
                             'verdicts': [{'legal': True,
                                           'player': 'Ira',
                                           'action': 'build',
                                           'card': 'Library',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Library costs 1 cloth, 2 stone', 'Rulebook, Resource cost'),
                                                       ('Ira produces 1 cloth, 2 stone; pays 0 of the 0 coins held '
                                                        'at the start of the turn',
                                                        'Rulebook, Resources and production')]},
                                          {'legal': True,
                                           'player': 'Bob',
                                           'action': 'build',
                                           'card': 'Walls',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 4},
                                           'options': [{'bank': 0,
                                                        'left': 0,
                                                        'right': 4,
                                                        'buys': [{'from': 'right',
                                                                  'resource': 'stone',
                                                                  'count': 2,
                                                                  'price': 2}]}],
                                           'deal': {'bank': 0,
                                                    'left': 0,
                                                    'right': 4,
                                                    'buys': [{'from': 'right',
                                                              'resource': 'stone',
                                                              'count': 2,
                                                              'price': 2}]},
                                           'reasons': [('Walls costs 3 stone', 'Rulebook, Resource cost'),
                                                       ('the deal is legal: Bob buys 2 stone from the right '
                                                        'neighbour (Ira) for 4 coins (2 each); pays 4 of the 4 coins '
                                                        'held at the start of the turn',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Cid',
                                           'action': 'stage',
                                           'card': None,
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 4, 'right': 0},
                                           'options': [{'bank': 0,
                                                        'left': 2,
                                                        'right': 2,
                                                        'buys': [{'from': 'left',
                                                                  'resource': 'stone',
                                                                  'count': 1,
                                                                  'price': 2},
                                                                 {'from': 'right',
                                                                  'resource': 'stone',
                                                                  'count': 1,
                                                                  'price': 2}]},
                                                       {'bank': 0,
                                                        'left': 4,
                                                        'right': 0,
                                                        'buys': [{'from': 'left',
                                                                  'resource': 'stone',
                                                                  'count': 2,
                                                                  'price': 2}]}],
                                           'deal': {'bank': 0,
                                                    'left': 4,
                                                    'right': 0,
                                                    'buys': [{'from': 'left',
                                                              'resource': 'stone',
                                                              'count': 2,
                                                              'price': 2}]},
                                           'stage': 1,
                                           'reasons': [('stage 1 of Alexandria A is next (stages are built in order) '
                                                        "and costs 2 stone: the board's cost, not the card's",
                                                        'Rulebook, Build a stage of a wonder'),
                                                       ('the deal is legal: Cid buys 2 stone from the left neighbour '
                                                        '(Ira) for 4 coins (2 each); pays 4 of the 4 coins held at '
                                                        'the start of the turn',
                                                        'Rulebook, Trading')]}],
                             'payments': [{'from': 'Bob', 'to': 'Ira', 'coins': 4, 'for': '2 stone'},
                                          {'from': 'Cid', 'to': 'Ira', 'coins': 4, 'for': '2 stone'}],
                             'income': [],
                             'coins': {'Ira': {'start': 0, 'end': 8},
                                       'Bob': {'start': 4, 'end': 0},
                                       'Cid': {'start': 4, 'end': 0}},
                             'reasons': [],
                             'waiting': []}


def test_example_c_coins_from_a_neighbour_do_not_pay_this_turn():
    # seed 000, Торговля, пример С: Cid buys Ira's clay, but Ira cannot spend those 2 coins on the clay she
    # lacks for the Forum this turn; her build is refused and moves no coins; Bob gives no action yet
    players = [p("Ira", "Babylon", coins=0), p("Bob", "Rhodos", ["Clay Pool"], coins=3),
               p("Cid", "Olympia", ["Ore Vein"], coins=3)]
    t = turn(players, 2, {"player": "Ira", "build": "Forum"},
             {"player": "Cid", "build": "Stables", "buy": [buy("left", "clay")]})
    assert whole_turn(t) == {'legal': False,
                             'age': 2,
                             'verdicts': [{'legal': False,
                                           'player': 'Ira',
                                           'action': 'build',
                                           'card': 'Forum',
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'reasons': [('Forum costs 2 clay', 'Rulebook, Resource cost'),
                                                       ('the cheapest way to pay for Forum costs 2 coins (bank 0, '
                                                        'left 2, right 0) but Ira held only 0 at the start of the '
                                                        'turn; coins earned this turn cannot be spent this turn',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Cid',
                                           'action': 'build',
                                           'card': 'Stables',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 2, 'right': 0},
                                           'options': [{'bank': 0,
                                                        'left': 0,
                                                        'right': 2,
                                                        'buys': [{'from': 'right',
                                                                  'resource': 'clay',
                                                                  'count': 1,
                                                                  'price': 2}]},
                                                       {'bank': 0,
                                                        'left': 2,
                                                        'right': 0,
                                                        'buys': [{'from': 'left',
                                                                  'resource': 'clay',
                                                                  'count': 1,
                                                                  'price': 2}]}],
                                           'deal': {'bank': 0,
                                                    'left': 2,
                                                    'right': 0,
                                                    'buys': [{'from': 'left',
                                                              'resource': 'clay',
                                                              'count': 1,
                                                              'price': 2}]},
                                           'reasons': [('Stables costs 1 clay, 1 ore, 1 wood',
                                                        'Rulebook, Resource cost'),
                                                       ('the deal is legal: Cid buys 1 clay from the left neighbour '
                                                        '(Ira) for 2 coins; pays 2 of the 3 coins held at the start '
                                                        'of the turn',
                                                        'Rulebook, Trading')]}],
                             'payments': [{'from': 'Cid', 'to': 'Ira', 'coins': 2, 'for': '1 clay'}],
                             'income': [],
                             'coins': {'Ira': {'start': 0, 'end': 2},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 1}},
                             'reasons': [('Ira receives 2 coins from neighbours this turn but cannot spend them this '
                                          'turn: only the coins held at the start of the turn pay for purchases',
                                          'Rulebook, Trading'),
                                         ("Ira's build is not legal: no coins move for it; Ira must take another "
                                          'action (discarding is always allowed)',
                                          'Rulebook, Discard a card')],
                             'waiting': ['Bob']}


# -- coins earned: cards, stages, discards ------------------------------------------------------

def test_coin_cards_a_coin_cost_and_a_stage_that_gives_coins():
    # seed 000: the Tavern «приносит указанное на ней число монет из банка один раз, в момент, когда она
    # разыгрывается» (5); the Clay Pit costs 1 coin, paid to the bank; Ephesos B's 1st stage «приносит 4 монеты
    # и 2 очка победы» (Храм Артемиды), paid with Cid's Stone Pit and Timber Yard; Dan does not act yet
    players = [p("Ira", "Gizah", coins=0), p("Bob", "Rhodos", coins=1),
               p("Cid", "Ephesos", ["Stone Pit", "Timber Yard"], side="B", coins=2), p("Dan", "Babylon")]
    t = turn(players, 1, {"player": "Ira", "build": "Tavern"}, {"player": "Bob", "build": "Clay Pit"},
             {"player": "Cid", "stage": True})
    assert whole_turn(t) == {'legal': True,
                             'age': 1,
                             'verdicts': [{'legal': True,
                                           'player': 'Ira',
                                           'action': 'build',
                                           'card': 'Tavern',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Tavern costs nothing', 'Rulebook, Resource cost'),
                                                       ('Ira pays 0 of the 0 coins held at the start of the turn',
                                                        'Rulebook, Resources and production')]},
                                          {'legal': True,
                                           'player': 'Bob',
                                           'action': 'build',
                                           'card': 'Clay Pit',
                                           'free': None,
                                           'cost': {'bank': 1, 'left': 0, 'right': 0},
                                           'options': [{'bank': 1, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Clay Pit costs 1 coin (to the bank)', 'Rulebook, Coin cost'),
                                                       ('Bob pays 1 of the 1 coin held at the start of the turn',
                                                        'Rulebook, Resources and production')]},
                                          {'legal': True,
                                           'player': 'Cid',
                                           'action': 'stage',
                                           'card': None,
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'stage': 1,
                                           'reasons': [('stage 1 of Ephesos B is next (stages are built in order) '
                                                        "and costs 2 stone: the board's cost, not the card's",
                                                        'Rulebook, Build a stage of a wonder'),
                                                       ('Cid produces 2 stone; pays 0 of the 2 coins held at the '
                                                        'start of the turn',
                                                        'Rulebook, Resources and production')]}],
                             'payments': [{'from': 'Bob', 'to': 'bank', 'coins': 1, 'for': 'Clay Pit'}],
                             'income': [{'player': 'Ira',
                                         'coins': 5,
                                         'source': 'Tavern',
                                         'rule': 'Rulebook, Card symbols'},
                                        {'player': 'Cid',
                                         'coins': 4,
                                         'source': 'Ephesos stage 1',
                                         'rule': 'Rulebook, Ephesos (Temple of Artemis)'}],
                             'coins': {'Ira': {'start': 0, 'end': 5},
                                       'Bob': {'start': 1, 'end': 0},
                                       'Cid': {'start': 2, 'end': 6},
                                       'Dan': {'start': 3, 'end': 3}},
                             'reasons': [],
                             'waiting': ['Dan']}


def test_the_bazar_counts_grey_cards_of_the_city_and_its_two_neighbours_only():
    # seed 000, Базар: «2 монеты за каждую серую карту, построенную в городе игрока и в двух соседних
    # городах»: Ira's Loom, Bob's Glassworks (her left), Dan's Loom (her right) — 6 coins; Cid's Press, across
    # the table, does not count; Dan's discard takes 3 coins
    players = [p("Ira", "Gizah", ["Loom"], coins=0), p("Bob", "Rhodos", ["Glassworks", "Lumber Yard"], coins=0),
               p("Cid", "Olympia", ["Press"], coins=0), p("Dan", "Ephesos", ["Loom"], coins=0)]
    t = turn(players, 2, {"player": "Ira", "build": "Bazar"}, {"player": "Dan", "discard": "Walls"})
    assert whole_turn(t) == {'legal': True,
                             'age': 2,
                             'verdicts': [{'legal': True,
                                           'player': 'Ira',
                                           'action': 'build',
                                           'card': 'Bazar',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Bazar costs nothing', 'Rulebook, Resource cost'),
                                                       ('Ira pays 0 of the 0 coins held at the start of the turn',
                                                        'Rulebook, Resources and production')]},
                                          {'legal': True,
                                           'player': 'Dan',
                                           'action': 'discard',
                                           'card': 'Walls',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'gain': 3,
                                           'reasons': [('Dan discards Walls and takes 3 coins from the bank: always '
                                                        'allowed',
                                                        'Rulebook, Discard a card')]}],
                             'payments': [],
                             'income': [{'player': 'Dan',
                                         'coins': 3,
                                         'source': 'discard',
                                         'rule': 'Rulebook, Discard a card'},
                                        {'player': 'Ira',
                                         'coins': 6,
                                         'source': 'Bazar',
                                         'rule': 'Rulebook, Vineyard and Bazar'}],
                             'coins': {'Ira': {'start': 0, 'end': 6},
                                       'Bob': {'start': 0, 'end': 0},
                                       'Cid': {'start': 0, 'end': 0},
                                       'Dan': {'start': 0, 'end': 3}},
                             'reasons': [],
                             'waiting': ['Bob', 'Cid']}


def test_the_vineyard_counts_a_neighbours_brown_card_built_the_same_turn():
    # seed 000, Виноградник, Пояснение: «Коричневые карты в соседних городах, которые были построены в тот же
    # ход, что и виноградник, тоже считаются»: Ira's Lumber Yard and Cid's Brickyard of this turn (2 coins);
    # Bob discards for 3; Cid pays 1 coin to the bank for the Brickyard
    players = [p("Ira", "Gizah", ["Lumber Yard"], coins=1), p("Bob", "Rhodos", coins=0), p("Cid", "Olympia", coins=1)]
    t = turn(players, 2, {"player": "Ira", "build": "Vineyard"}, {"player": "Bob", "discard": True},
             {"player": "Cid", "build": "Brickyard"})
    assert whole_turn(t) == {'legal': True,
                             'age': 2,
                             'verdicts': [{'legal': True,
                                           'player': 'Ira',
                                           'action': 'build',
                                           'card': 'Vineyard',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Vineyard costs nothing', 'Rulebook, Resource cost'),
                                                       ('Ira pays 0 of the 1 coin held at the start of the turn',
                                                        'Rulebook, Resources and production')]},
                                          {'legal': True,
                                           'player': 'Bob',
                                           'action': 'discard',
                                           'card': None,
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'gain': 3,
                                           'reasons': [('Bob discards the card and takes 3 coins from the bank: '
                                                        'always allowed',
                                                        'Rulebook, Discard a card')]},
                                          {'legal': True,
                                           'player': 'Cid',
                                           'action': 'build',
                                           'card': 'Brickyard',
                                           'free': None,
                                           'cost': {'bank': 1, 'left': 0, 'right': 0},
                                           'options': [{'bank': 1, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Brickyard costs 1 coin (to the bank)',
                                                        'Rulebook, Coin cost'),
                                                       ('Cid pays 1 of the 1 coin held at the start of the turn',
                                                        'Rulebook, Resources and production')]}],
                             'payments': [{'from': 'Cid', 'to': 'bank', 'coins': 1, 'for': 'Brickyard'}],
                             'income': [{'player': 'Bob',
                                         'coins': 3,
                                         'source': 'discard',
                                         'rule': 'Rulebook, Discard a card'},
                                        {'player': 'Ira',
                                         'coins': 2,
                                         'source': 'Vineyard',
                                         'rule': 'Rulebook, Vineyard and Bazar'}],
                             'coins': {'Ira': {'start': 1, 'end': 3},
                                       'Bob': {'start': 0, 'end': 3},
                                       'Cid': {'start': 1, 'end': 0}},
                             'reasons': [],
                             'waiting': []}


def test_the_arena_as_the_7th_card_counts_the_stage_built_on_the_6th_turn():
    # seed 000, Арена: «дает по 3 монеты за каждый завершённый этап строительства Чуда Света»; Babylon B
    # completes stage 3 on the 6th turn and then plays the 7th card (Висячие Сады, Пояснение: «во время
    # шестого хода игрок может играть обе карты»): the Arena counts 3 stages, 9 coins. The 7th card is given
    # first but played after the stage. Cid's Haven needs cloth nobody makes: refused, no coins move for it
    bab = p("Bab", "Babylon", ["Glassworks", "Lumber Yard", "Timber Yard", "Brickyard", "Press", "Quarry"],
            side="B", stages=2)
    t = turn([bab, p("Bob", "Rhodos"), p("Cid", "Olympia")], 3,
             {"player": "Bab", "build": "Arena", "seventh": True}, {"player": "Bab", "stage": True},
             {"player": "Bob", "discard": "Palace"}, {"player": "Cid", "build": "Haven"}, turn=6)
    assert whole_turn(t) == {'legal': False,
                             'age': 3,
                             'verdicts': [{'legal': True,
                                           'player': 'Bab',
                                           'action': 'build',
                                           'card': 'Arena',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 2, 'right': 0},
                                           'options': [{'bank': 0,
                                                        'left': 2,
                                                        'right': 0,
                                                        'buys': [{'from': 'left',
                                                                  'resource': 'ore',
                                                                  'count': 1,
                                                                  'price': 2}]}],
                                           'reasons': [("Bab plays the 7th card of the age: Babylon B's stage 2 is "
                                                        'built',
                                                        'Rulebook, Babylon (Hanging Gardens)'),
                                                       ('Arena costs 1 ore, 2 stone', 'Rulebook, Resource cost'),
                                                       ('Bab produces 2 stone; buys 1 ore from the left neighbour '
                                                        '(Bob) for 2 coins; pays 2 of the 3 coins held at the start '
                                                        'of the turn',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Bab',
                                           'action': 'stage',
                                           'card': None,
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'stage': 3,
                                           'reasons': [('stage 3 of Babylon B is next (stages are built in order) '
                                                        "and costs 3 clay, 1 papyrus: the board's cost, not the "
                                                        "card's",
                                                        'Rulebook, Build a stage of a wonder'),
                                                       ('Bab produces 3 clay, 1 papyrus; pays 0 of the 3 coins held '
                                                        'at the start of the turn',
                                                        'Rulebook, Resources and production')]},
                                          {'legal': True,
                                           'player': 'Bob',
                                           'action': 'discard',
                                           'card': 'Palace',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'gain': 3,
                                           'reasons': [('Bob discards Palace and takes 3 coins from the bank: always '
                                                        'allowed',
                                                        'Rulebook, Discard a card')]},
                                          {'legal': False,
                                           'player': 'Cid',
                                           'action': 'build',
                                           'card': 'Haven',
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'reasons': [('Haven costs 1 cloth, 1 ore, 1 wood',
                                                        'Rulebook, Resource cost'),
                                                       ('Haven cannot be paid: 1 cloth needed: Cid makes 0, Bab '
                                                        '(left) sells 0, Bob (right) sells 0',
                                                        'Rulebook, Trading')]}],
                             'payments': [{'from': 'Bab', 'to': 'Bob', 'coins': 2, 'for': '1 ore'}],
                             'income': [{'player': 'Bob',
                                         'coins': 3,
                                         'source': 'discard',
                                         'rule': 'Rulebook, Discard a card'},
                                        {'player': 'Bab',
                                         'coins': 9,
                                         'source': 'Arena',
                                         'rule': 'Rulebook, Arena, Haven, Chamber of Commerce and Lighthouse'}],
                             'coins': {'Bab': {'start': 3, 'end': 10},
                                       'Bob': {'start': 3, 'end': 8},
                                       'Cid': {'start': 3, 'end': 3}},
                             'reasons': [("Cid's build is not legal: no coins move for it; Cid must take another "
                                          'action (discarding is always allowed)',
                                          'Rulebook, Discard a card')],
                             'waiting': []}


# -- actions refused: no coins move --------------------------------------------------------------

def test_a_refused_discard_stage_and_build_each_move_no_coins():
    # seed 000, Шестой ход: the 7th card is discarded, only Babylon B plays it; Bob cannot pay Rhodos's
    # stage 1 (2 wood, one for sale); the Mine is in the age I deck from 6 players (Колоды эпох); Dan offers
    # to buy stone Cid does not make, with coins he does not hold (Торговля). Nobody's coins change
    players = [p("Ira", "Gizah", coins=1), p("Bob", "Rhodos"), p("Cid", "Olympia"),
               p("Dan", "Ephesos", ["Stone Pit"], side="B", coins=0)]
    t = turn(players, 1, {"player": "Ira", "discard": "Baths", "seventh": True}, {"player": "Bob", "stage": True},
             {"player": "Cid", "build": "Mine"}, {"player": "Dan", "stage": True, "buy": [buy("right", "stone")]},
             turn=6)
    assert whole_turn(t) == {'legal': False,
                             'age': 1,
                             'verdicts': [{'legal': False,
                                           'player': 'Ira',
                                           'action': 'discard',
                                           'card': 'Baths',
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'reasons': [('Ira cannot play the 7th card of the age: it is discarded at '
                                                        "the end of the 6th turn; only Babylon B's stage 2 lets a "
                                                        'city play it',
                                                        'Rulebook, The sixth turn')]},
                                          {'legal': False,
                                           'player': 'Bob',
                                           'action': 'stage',
                                           'card': None,
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'stage': 1,
                                           'reasons': [('stage 1 of Rhodos A is next (stages are built in order) and '
                                                        "costs 2 wood: the board's cost, not the card's",
                                                        'Rulebook, Build a stage of a wonder'),
                                                       ('stage 1 cannot be paid: 2 wood needed: Bob makes 0, Cid '
                                                        '(left) sells 1, Ira (right) sells 0',
                                                        'Rulebook, Trading')]},
                                          {'legal': False,
                                           'player': 'Cid',
                                           'action': 'build',
                                           'card': 'Mine',
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'reasons': [('Mine is not in the age I deck with 4 players (its copies '
                                                        'are marked 6+)',
                                                        'Rulebook, Age decks')]},
                                          {'legal': False,
                                           'player': 'Dan',
                                           'action': 'stage',
                                           'card': None,
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'deal': {'bank': 0,
                                                    'left': 0,
                                                    'right': 2,
                                                    'buys': [{'from': 'right',
                                                              'resource': 'stone',
                                                              'count': 1,
                                                              'price': 2}]},
                                           'stage': 1,
                                           'reasons': [('stage 1 of Ephesos B is next (stages are built in order) '
                                                        "and costs 2 stone: the board's cost, not the card's",
                                                        'Rulebook, Build a stage of a wonder'),
                                                       ('Cid (right neighbour) cannot sell 1 stone: its board, brown '
                                                        'and grey cards make only 0 stone a turn',
                                                        'Rulebook, Trading'),
                                                       ('the deal costs 2 coins (bank 0, left 0, right 2) but Dan '
                                                        'held only 0 at the start of the turn; coins earned this '
                                                        'turn cannot be spent this turn',
                                                        'Rulebook, Trading')]}],
                             'payments': [],
                             'income': [],
                             'coins': {'Ira': {'start': 1, 'end': 1},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 3},
                                       'Dan': {'start': 0, 'end': 0}},
                             'reasons': [("Ira's 7th card is not legal as proposed: no coins move for it",
                                          'Rulebook, The sixth turn'),
                                         ("Bob's stage is not legal: no coins move for it; Bob must take another "
                                          'action (discarding is always allowed)',
                                          'Rulebook, Discard a card'),
                                         ("Cid's build is not legal: no coins move for it; Cid must take another "
                                          'action (discarding is always allowed)',
                                          'Rulebook, Discard a card'),
                                         ("Dan's stage is not legal: no coins move for it; Dan must take another "
                                          'action (discarding is always allowed)',
                                          'Rulebook, Discard a card')],
                             'waiting': []}


# -- a player's later cards: Babylon B's 7th card, Halikarnassos's build from the discard pile ---------

def test_babylon_b_pays_the_7th_card_with_the_one_coin_its_stage_left():
    # seed 000, Висячие Сады, Пояснение: stage 2 on the 6th turn, then the 7th card; the stage buys 1 wood
    # from Cid (2 of Bab's 3 coins), so 1 coin is left for the Clay Pit's coin cost (Торговля, пример С:
    # coins earned this turn do not pay this turn)
    bab = p("Bab", "Babylon", ["Glassworks", "Lumber Yard"], side="B", stages=1)
    t = turn([bab, p("Bob", "Rhodos"), p("Cid", "Olympia")], 1, {"player": "Bab", "stage": True},
             {"player": "Bab", "build": "Clay Pit", "seventh": True}, turn=6)
    assert whole_turn(t) == {'legal': True,
                             'age': 1,
                             'verdicts': [{'legal': True,
                                           'player': 'Bab',
                                           'action': 'stage',
                                           'card': None,
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 2},
                                           'options': [{'bank': 0,
                                                        'left': 0,
                                                        'right': 2,
                                                        'buys': [{'from': 'right',
                                                                  'resource': 'wood',
                                                                  'count': 1,
                                                                  'price': 2}]}],
                                           'stage': 2,
                                           'reasons': [('stage 2 of Babylon B is next (stages are built in order) '
                                                        "and costs 1 glass, 2 wood: the board's cost, not the card's",
                                                        'Rulebook, Build a stage of a wonder'),
                                                       ('Bab produces 1 glass, 1 wood; buys 1 wood from the right '
                                                        'neighbour (Cid) for 2 coins; pays 2 of the 3 coins held at '
                                                        'the start of the turn',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Bab',
                                           'action': 'build',
                                           'card': 'Clay Pit',
                                           'free': None,
                                           'cost': {'bank': 1, 'left': 0, 'right': 0},
                                           'options': [{'bank': 1, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Bab plays this card after its action this turn, which cost '
                                                        '2 of the 3 coins held at the start of the turn: 1 coin '
                                                        'remains for this card',
                                                        'Rulebook, Trading'),
                                                       ("Bab plays the 7th card of the age: Babylon B's stage 2 is "
                                                        'built',
                                                        'Rulebook, Babylon (Hanging Gardens)'),
                                                       ('Clay Pit costs 1 coin (to the bank)', 'Rulebook, Coin cost'),
                                                       ('Bab pays 1 of the 1 coin left after its action this turn',
                                                        'Rulebook, Resources and production')]}],
                             'payments': [{'from': 'Bab', 'to': 'Cid', 'coins': 2, 'for': '1 wood'},
                                          {'from': 'Bab', 'to': 'bank', 'coins': 1, 'for': 'Clay Pit'}],
                             'income': [],
                             'coins': {'Bab': {'start': 3, 'end': 0},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 5}},
                             'reasons': [],
                             'waiting': ['Bob', 'Cid']}


def halikarnassos(stages=0, coins=2):
    # Halikarnassos B stage 1 costs 2 ore: the Ore Vein makes one, Bob (left, Rhodos) sells the other
    return [p("Hal", "Halikarnassos", ["Ore Vein"], side="B", stages=stages, coins=coins), p("Bob", "Rhodos"),
            p("Cid", "Olympia")]


def test_halikarnassos_builds_a_card_discarded_this_turn_free_after_paying_its_stage():
    # seed 000, Мавзолей, Пояснение: «в конце хода, в котором этот этап строительства был завершен»; «Если
    # игроки сбрасывали карты в этот ход ..., игрок может выбрать также и из их числа»: the Temple Cid
    # discards this turn; the build from the discard pile is free, so the coins the stage spent do not matter
    t = turn(halikarnassos(), 2, {"player": "Hal", "build": "Temple", "from_discard": True},
             {"player": "Hal", "stage": True}, {"player": "Cid", "discard": "Temple"}, discard=["Library"])
    assert whole_turn(t) == {'legal': True,
                             'age': 2,
                             'verdicts': [{'legal': True,
                                           'player': 'Hal',
                                           'action': 'build',
                                           'card': 'Temple',
                                           'free': 'Halikarnassos',
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Hal builds Temple from the discard pile for free '
                                                        '(Halikarnassos, stage 1)',
                                                        'Rulebook, Halikarnassos (Mausoleum)')]},
                                          {'legal': True,
                                           'player': 'Hal',
                                           'action': 'stage',
                                           'card': None,
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 2, 'right': 0},
                                           'options': [{'bank': 0,
                                                        'left': 2,
                                                        'right': 0,
                                                        'buys': [{'from': 'left',
                                                                  'resource': 'ore',
                                                                  'count': 1,
                                                                  'price': 2}]}],
                                           'stage': 1,
                                           'reasons': [('stage 1 of Halikarnassos B is next (stages are built in '
                                                        "order) and costs 2 ore: the board's cost, not the card's",
                                                        'Rulebook, Build a stage of a wonder'),
                                                       ('at the end of this turn Hal may build one card from the '
                                                        'discard pile for free',
                                                        'Rulebook, Halikarnassos (Mausoleum)'),
                                                       ('Hal produces 1 ore; buys 1 ore from the left neighbour '
                                                        '(Bob) for 2 coins; pays 2 of the 2 coins held at the start '
                                                        'of the turn',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Cid',
                                           'action': 'discard',
                                           'card': 'Temple',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'gain': 3,
                                           'reasons': [('Cid discards Temple and takes 3 coins from the bank: always '
                                                        'allowed',
                                                        'Rulebook, Discard a card')]}],
                             'payments': [{'from': 'Hal', 'to': 'Bob', 'coins': 2, 'for': '1 ore'}],
                             'income': [{'player': 'Cid',
                                         'coins': 3,
                                         'source': 'discard',
                                         'rule': 'Rulebook, Discard a card'}],
                             'coins': {'Hal': {'start': 2, 'end': 0},
                                       'Bob': {'start': 3, 'end': 5},
                                       'Cid': {'start': 3, 'end': 6}},
                             'reasons': [],
                             'waiting': ['Bob']}


def test_no_build_from_the_discard_pile_when_the_stage_is_refused():
    # Hal holds no coin for Bob's ore: the stage is refused, so no stage is completed this turn (Мавзолей)
    t = turn(halikarnassos(coins=0), 2, {"player": "Hal", "stage": True},
             {"player": "Hal", "build": "Library", "from_discard": True}, discard=["Library"])
    assert whole_turn(t) == {'legal': False,
                             'age': 2,
                             'verdicts': [{'legal': False,
                                           'player': 'Hal',
                                           'action': 'stage',
                                           'card': None,
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'stage': 1,
                                           'reasons': [('stage 1 of Halikarnassos B is next (stages are built in '
                                                        "order) and costs 2 ore: the board's cost, not the card's",
                                                        'Rulebook, Build a stage of a wonder'),
                                                       ('at the end of this turn Hal may build one card from the '
                                                        'discard pile for free',
                                                        'Rulebook, Halikarnassos (Mausoleum)'),
                                                       ('the cheapest way to pay for stage 1 costs 2 coins (bank 0, '
                                                        'left 2, right 0) but Hal held only 0 at the start of the '
                                                        'turn; coins earned this turn cannot be spent this turn',
                                                        'Rulebook, Trading')]},
                                          {'legal': False,
                                           'player': 'Hal',
                                           'action': 'build',
                                           'card': 'Library',
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'reasons': [("Hal's stage this turn is not legal, so Hal has no build "
                                                        'from the discard pile at the end of the turn',
                                                        'Rulebook, Halikarnassos (Mausoleum)')]}],
                             'payments': [],
                             'income': [],
                             'coins': {'Hal': {'start': 0, 'end': 0},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 3}},
                             'reasons': [("Hal's stage is not legal: no coins move for it; Hal must take another "
                                          'action (discarding is always allowed)',
                                          'Rulebook, Discard a card'),
                                         ("Hal's build from the discard pile is not legal: no coins move for it",
                                          'Rulebook, Halikarnassos (Mausoleum)')],
                             'waiting': ['Bob', 'Cid']}


def test_no_build_from_the_discard_pile_on_a_turn_without_a_stage():
    # stage 1 was completed on an earlier turn; this turn Hal builds the Vineyard (1 coin: the Ore Vein)
    t = turn(halikarnassos(stages=1), 2, {"player": "Hal", "build": "Vineyard"},
             {"player": "Hal", "build": "Library", "from_discard": True}, discard=["Library"])
    assert whole_turn(t) == {'legal': False,
                             'age': 2,
                             'verdicts': [{'legal': True,
                                           'player': 'Hal',
                                           'action': 'build',
                                           'card': 'Vineyard',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Vineyard costs nothing', 'Rulebook, Resource cost'),
                                                       ('Hal pays 0 of the 2 coins held at the start of the turn',
                                                        'Rulebook, Resources and production')]},
                                          {'legal': False,
                                           'player': 'Hal',
                                           'action': 'build',
                                           'card': 'Library',
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'reasons': [('Hal builds from the discard pile only at the end of the '
                                                        'turn in which it completes the stage that grants it, and '
                                                        'this turn it does not complete a stage',
                                                        'Rulebook, Halikarnassos (Mausoleum)')]}],
                             'payments': [],
                             'income': [{'player': 'Hal',
                                         'coins': 1,
                                         'source': 'Vineyard',
                                         'rule': 'Rulebook, Vineyard and Bazar'}],
                             'coins': {'Hal': {'start': 2, 'end': 3},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 3}},
                             'reasons': [("Hal's build from the discard pile is not legal: no coins move for it",
                                          'Rulebook, Halikarnassos (Mausoleum)')],
                             'waiting': ['Bob', 'Cid']}


# -- the actions as given --------------------------------------------------------------------------

@pytest.mark.parametrize("actions", [None, [], {"player": "Ira", "discard": True}, "Ira discards"])
def test_actions_are_a_non_empty_list(actions):
    doc = {"game": "7w", "age": 1, "players": [p("Ira", "Gizah"), p("Bob", "Rhodos"), p("Cid", "Olympia")],
           "actions": actions}
    with pytest.raises(BadInput) as exc:
        check_document(doc)
    assert [(pr.path, pr.message) for pr in exc.value.problems] == [
        ("actions", "actions must be a non-empty list, one action per player")]


def test_a_second_7th_card_names_the_first():
    bab = p("Bab", "Babylon", ["Glassworks", "Lumber Yard"], side="B", stages=2)
    with pytest.raises(BadInput) as exc:
        turn([bab, p("Bob", "Rhodos"), p("Cid", "Olympia")], 1, {"player": "Bab", "discard": True},
             {"player": "Bob", "discard": True}, {"player": "Bab", "build": "Clay Pit", "seventh": True},
             {"player": "Bab", "build": "Stone Pit", "seventh": True}, {"player": "Bab", "discard": True}, turn=6)
    assert [(pr.path, pr.message) for pr in exc.value.problems] == [
        ("actions[3].player", "Bab already acts in actions[2]: one action per player a turn; besides it only the "
         "7th card of the age (\"seventh\") and one build from the discard pile (\"from_discard\")"),
        ("actions[4].player", "Bab already acts in actions[0]: one action per player a turn; besides it only the "
         "7th card of the age (\"seventh\") and one build from the discard pile (\"from_discard\")")]



TWICE = {"en": "{who} already acts in actions[{k}]: one action per player a turn; besides it only the 7th card of the "
               "age (\"seventh\") and one build from the discard pile (\"from_discard\")",
         "ru": "{who} уже действует в actions[{k}]: одно действие на игрока за ход; сверх него — только 7-я карта "
               "эпохи (\"seventh\") и одна постройка из сброса (\"from_discard\")"}
NOT_AN_OBJECT = {"en": "an action is an object such as {\"player\": \"Ira\", \"build\": \"University\"}",
                 "ru": "действие — это объект вроде {\"player\": \"Ira\", \"build\": \"University\"}"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_action_that_is_not_an_object_does_not_hide_the_next_ones(lang):
    # every action is read, a bad one included, so the player acting twice after it is named too (seed 000,
    # Выполнение действия: one action per player a turn)
    with use_language(lang), pytest.raises(BadInput) as exc:
        turn([p("Ira", "Gizah"), p("Bob", "Rhodos"), p("Cid", "Olympia")], 1, "Ira discards",
             {"player": "Bob", "discard": True}, {"player": "Bob", "build": "Lumber Yard"})
    assert [(pr.path, pr.message) for pr in exc.value.problems] == [
        ("actions[0]", NOT_AN_OBJECT[lang]), ("actions[2].player", TWICE[lang].format(who="Bob", k=1))]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_action_that_is_not_an_object_in_a_turn_with_babel(lang):
    # Babel's referee strips its own keys (tile, project) from each action before the 1st edition's reading:
    # an action that is not an object is said to be one, and Ann acting twice is still named
    from test_babel_referee import TABLE
    from referee.registry import referee

    doc = dict(TABLE, actions=[{"player": "Ann", "discard": True}, "Bob discards",
                               {"player": "Ann", "build": "Temple", "tile": True}])
    with use_language(lang), pytest.raises(BadInput) as exc:
        referee(doc)
    assert [(pr.path, pr.message) for pr in exc.value.problems] == [
        ("actions[1]", NOT_AN_OBJECT[lang]), ("actions[2].player", TWICE[lang].format(who="Ann", k=0))]

def babylon_b_at_the_6th_turn():
    # Babylon B with stage 2 built (it plays the 7th card) and no coin: nothing to buy with; Babylon makes clay
    return [p("Bab", "Babylon", side="B", stages=2, coins=0), p("Bob", "Rhodos"), p("Cid", "Olympia")]


def test_the_card_of_the_6th_turn_pays_for_the_7th():
    # seed 000, Висячие Сады, Пояснение: «во время шестого хода игрок может играть обе карты»: the 7th card is
    # played after the 6th, so the Stone Pit built with the 6th card makes the stone of the Baths
    t = turn(babylon_b_at_the_6th_turn(), 1, {"player": "Bab", "build": "Stone Pit"},
             {"player": "Bab", "build": "Baths", "seventh": True}, turn=6)
    assert whole_turn(t) == {'legal': True,
                             'age': 1,
                             'verdicts': [{'legal': True,
                                           'player': 'Bab',
                                           'action': 'build',
                                           'card': 'Stone Pit',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Stone Pit costs nothing', 'Rulebook, Resource cost'),
                                                       ('Bab pays 0 of the 0 coins held at the start of the turn',
                                                        'Rulebook, Resources and production')]},
                                          {'legal': True,
                                           'player': 'Bab',
                                           'action': 'build',
                                           'card': 'Baths',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [("Bab plays the 7th card of the age: Babylon B's stage 2 is "
                                                        'built',
                                                        'Rulebook, Babylon (Hanging Gardens)'),
                                                       ('Baths costs 1 stone', 'Rulebook, Resource cost'),
                                                       ('Bab produces 1 stone; pays 0 of the 0 coins held at the '
                                                        'start of the turn',
                                                        'Rulebook, Resources and production')]}],
                             'payments': [],
                             'income': [],
                             'coins': {'Bab': {'start': 0, 'end': 0},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 3}},
                             'reasons': [],
                             'waiting': ['Bob', 'Cid']}


def test_the_7th_card_cannot_be_the_structure_the_6th_built():
    # seed 000, 2. а. Постройка здания: «игрок не может построить два одинаковых здания»: the Stone Pit of the
    # 6th card is in the city when the 7th is played
    t = turn(babylon_b_at_the_6th_turn(), 1, {"player": "Bab", "build": "Stone Pit"},
             {"player": "Bab", "build": "Stone Pit", "seventh": True}, turn=6)
    assert whole_turn(t) == {'legal': False,
                             'age': 1,
                             'verdicts': [{'legal': True,
                                           'player': 'Bab',
                                           'action': 'build',
                                           'card': 'Stone Pit',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Stone Pit costs nothing', 'Rulebook, Resource cost'),
                                                       ('Bab pays 0 of the 0 coins held at the start of the turn',
                                                        'Rulebook, Resources and production')]},
                                          {'legal': False,
                                           'player': 'Bab',
                                           'action': 'build',
                                           'card': 'Stone Pit',
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'reasons': [("Bab plays the 7th card of the age: Babylon B's stage 2 is "
                                                        'built',
                                                        'Rulebook, Babylon (Hanging Gardens)'),
                                                       ('Bab already has a Stone Pit: no two identical structures',
                                                        'Rulebook, Build a structure')]}],
                             'payments': [],
                             'income': [],
                             'coins': {'Bab': {'start': 0, 'end': 0},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 3}},
                             'reasons': [("Bab's 7th card is not legal as proposed: no coins move for it",
                                          'Rulebook, The sixth turn')],
                             'waiting': ['Bob', 'Cid']}


def test_a_deal_that_buys_what_the_city_makes_pays_the_neighbour():
    # seed 000, Торговля: buying is allowed, never required; Ira makes the Stockade's wood but buys Bob's: the
    # deal she proposes is the one played, and Bob receives its 2 coins
    players = [p("Ira", "Olympia"), p("Bob", "Gizah", ["Lumber Yard"]), p("Cid", "Babylon")]
    t = turn(players, 1, {"player": "Ira", "build": "Stockade", "buy": [buy("left", "wood")]},
             {"player": "Bob", "discard": True}, {"player": "Cid", "discard": True})
    assert whole_turn(t) == {'legal': True,
                             'age': 1,
                             'verdicts': [{'legal': True,
                                           'player': 'Ira',
                                           'action': 'build',
                                           'card': 'Stockade',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 2, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'deal': {'bank': 0,
                                                    'left': 2,
                                                    'right': 0,
                                                    'buys': [{'from': 'left',
                                                              'resource': 'wood',
                                                              'count': 1,
                                                              'price': 2}]},
                                           'reasons': [('Stockade costs 1 wood', 'Rulebook, Resource cost'),
                                                       ('the deal is legal: Ira buys 1 wood from the left neighbour '
                                                        '(Bob) for 2 coins; pays 2 of the 3 coins held at the start '
                                                        'of the turn',
                                                        'Rulebook, Trading'),
                                                       ('a cheaper way exists: left 0, right 0',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Bob',
                                           'action': 'discard',
                                           'card': None,
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'gain': 3,
                                           'reasons': [('Bob discards the card and takes 3 coins from the bank: '
                                                        'always allowed',
                                                        'Rulebook, Discard a card')]},
                                          {'legal': True,
                                           'player': 'Cid',
                                           'action': 'discard',
                                           'card': None,
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'gain': 3,
                                           'reasons': [('Cid discards the card and takes 3 coins from the bank: '
                                                        'always allowed',
                                                        'Rulebook, Discard a card')]}],
                             'payments': [{'from': 'Ira', 'to': 'Bob', 'coins': 2, 'for': '1 wood'}],
                             'income': [{'player': 'Bob',
                                         'coins': 3,
                                         'source': 'discard',
                                         'rule': 'Rulebook, Discard a card'},
                                        {'player': 'Cid',
                                         'coins': 3,
                                         'source': 'discard',
                                         'rule': 'Rulebook, Discard a card'}],
                             'coins': {'Ira': {'start': 3, 'end': 1},
                                       'Bob': {'start': 3, 'end': 8},
                                       'Cid': {'start': 3, 'end': 6}},
                             'reasons': [],
                             'waiting': []}


def test_babylon_b_discards_the_7th_card_for_3_coins_after_paying_its_stage():
    # seed 000, Висячие Сады, Пояснение: the 7th card «может быть сброшена, чтобы заработать 3 монеты»; a discard
    # costs nothing, so the coins the stage spent are not its concern
    bab = p("Bab", "Babylon", ["Glassworks", "Lumber Yard"], side="B", stages=1)
    t = turn([bab, p("Bob", "Rhodos"), p("Cid", "Olympia")], 1, {"player": "Bab", "stage": True},
             {"player": "Bab", "discard": "Clay Pit", "seventh": True}, turn=6)
    assert whole_turn(t) == {'legal': True,
                             'age': 1,
                             'verdicts': [{'legal': True,
                                           'player': 'Bab',
                                           'action': 'stage',
                                           'card': None,
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 2},
                                           'options': [{'bank': 0,
                                                        'left': 0,
                                                        'right': 2,
                                                        'buys': [{'from': 'right',
                                                                  'resource': 'wood',
                                                                  'count': 1,
                                                                  'price': 2}]}],
                                           'stage': 2,
                                           'reasons': [('stage 2 of Babylon B is next (stages are built in order) '
                                                        "and costs 1 glass, 2 wood: the board's cost, not the card's",
                                                        'Rulebook, Build a stage of a wonder'),
                                                       ('Bab produces 1 glass, 1 wood; buys 1 wood from the right '
                                                        'neighbour (Cid) for 2 coins; pays 2 of the 3 coins held at '
                                                        'the start of the turn',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Bab',
                                           'action': 'discard',
                                           'card': 'Clay Pit',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'gain': 3,
                                           'reasons': [("Bab plays the 7th card of the age: Babylon B's stage 2 is "
                                                        'built',
                                                        'Rulebook, Babylon (Hanging Gardens)'),
                                                       ('Bab discards Clay Pit and takes 3 coins from the bank: '
                                                        'always allowed',
                                                        'Rulebook, Discard a card')]}],
                             'payments': [{'from': 'Bab', 'to': 'Cid', 'coins': 2, 'for': '1 wood'}],
                             'income': [{'player': 'Bab',
                                         'coins': 3,
                                         'source': 'discard',
                                         'rule': 'Rulebook, Discard a card'}],
                             'coins': {'Bab': {'start': 3, 'end': 4},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 5}},
                             'reasons': [],
                             'waiting': ['Bob', 'Cid']}


def test_the_coin_the_6th_card_paid_is_not_there_for_the_7th():
    # seed 000, Торговля, пример С: the coins held at the start of the turn pay for the turn; Bab's one coin pays
    # the Clay Pit of the 6th card, so the Timber Yard's coin cost cannot be paid with the 7th card
    bab = p("Bab", "Babylon", side="B", stages=2, coins=1)
    t = turn([bab, p("Bob", "Rhodos"), p("Cid", "Olympia")], 1, {"player": "Bab", "build": "Clay Pit"},
             {"player": "Bab", "build": "Timber Yard", "seventh": True}, turn=6)
    assert whole_turn(t) == {'legal': False,
                             'age': 1,
                             'verdicts': [{'legal': True,
                                           'player': 'Bab',
                                           'action': 'build',
                                           'card': 'Clay Pit',
                                           'free': None,
                                           'cost': {'bank': 1, 'left': 0, 'right': 0},
                                           'options': [{'bank': 1, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Clay Pit costs 1 coin (to the bank)', 'Rulebook, Coin cost'),
                                                       ('Bab pays 1 of the 1 coin held at the start of the turn',
                                                        'Rulebook, Resources and production')]},
                                          {'legal': False,
                                           'player': 'Bab',
                                           'action': 'build',
                                           'card': 'Timber Yard',
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'reasons': [('Bab plays this card after its action this turn, which cost '
                                                        '1 of the 1 coin held at the start of the turn: 0 coins '
                                                        'remain for this card',
                                                        'Rulebook, Trading'),
                                                       ("Bab plays the 7th card of the age: Babylon B's stage 2 is "
                                                        'built',
                                                        'Rulebook, Babylon (Hanging Gardens)'),
                                                       ('Timber Yard costs 1 coin (to the bank)',
                                                        'Rulebook, Coin cost'),
                                                       ('the cheapest way to pay for Timber Yard costs 1 coin (bank '
                                                        '1, left 0, right 0) but Bab has only 0 left after its action '
                                                        'this turn; coins earned this turn cannot be spent this turn',
                                                        'Rulebook, Trading')]}],
                             'payments': [{'from': 'Bab', 'to': 'bank', 'coins': 1, 'for': 'Clay Pit'}],
                             'income': [],
                             'coins': {'Bab': {'start': 1, 'end': 0},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 3}},
                             'reasons': [("Bab's 7th card is not legal as proposed: no coins move for it",
                                          'Rulebook, The sixth turn')],
                             'waiting': ['Bob', 'Cid']}


def test_babylon_b_told_what_its_stage_left_for_a_7th_card_that_costs_nothing():
    # seed 000, Висячие Сады, Пояснение: the 7th card is played after the stage, with what the stage left: the
    # Stone Pit costs nothing, and the verdict still says the stage spent 2 of the 3 coins
    bab = p("Bab", "Babylon", ["Glassworks", "Lumber Yard"], side="B", stages=1)
    t = turn([bab, p("Bob", "Rhodos"), p("Cid", "Olympia")], 1, {"player": "Bab", "stage": True},
             {"player": "Bab", "build": "Stone Pit", "seventh": True}, turn=6)
    assert whole_turn(t) == {'legal': True,
                             'age': 1,
                             'verdicts': [{'legal': True,
                                           'player': 'Bab',
                                           'action': 'stage',
                                           'card': None,
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 2},
                                           'options': [{'bank': 0,
                                                        'left': 0,
                                                        'right': 2,
                                                        'buys': [{'from': 'right',
                                                                  'resource': 'wood',
                                                                  'count': 1,
                                                                  'price': 2}]}],
                                           'stage': 2,
                                           'reasons': [('stage 2 of Babylon B is next (stages are built in order) '
                                                        "and costs 1 glass, 2 wood: the board's cost, not the card's",
                                                        'Rulebook, Build a stage of a wonder'),
                                                       ('Bab produces 1 glass, 1 wood; buys 1 wood from the right '
                                                        'neighbour (Cid) for 2 coins; pays 2 of the 3 coins held at '
                                                        'the start of the turn',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Bab',
                                           'action': 'build',
                                           'card': 'Stone Pit',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Bab plays this card after its action this turn, which cost '
                                                        '2 of the 3 coins held at the start of the turn: 1 coin '
                                                        'remains for this card',
                                                        'Rulebook, Trading'),
                                                       ("Bab plays the 7th card of the age: Babylon B's stage 2 is "
                                                        'built',
                                                        'Rulebook, Babylon (Hanging Gardens)'),
                                                       ('Stone Pit costs nothing', 'Rulebook, Resource cost'),
                                                       ('Bab pays 0 of the 1 coin left after its action this turn',
                                                        'Rulebook, Resources and production')]}],
                             'payments': [{'from': 'Bab', 'to': 'Cid', 'coins': 2, 'for': '1 wood'}],
                             'income': [],
                             'coins': {'Bab': {'start': 3, 'end': 1},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 5}},
                             'reasons': [],
                             'waiting': ['Bob', 'Cid']}


def test_the_free_city_in_a_whole_turn_must_build_what_it_chains():
    # seed 000, Правила для свободного города: the Free City builds a card it can build free by a chain; Petr,
    # who plays for it on the 1st turn of age II, discards the Library it chains from the Scriptorium: refused,
    # and its 3 coins do not move; Leo and Petr's own actions are played
    players = [{"name": "Free City", "wonder": "Gizah", "side": "A", "stages": 0, "cards": ["Scriptorium"],
                "coins": 3, "free_city": True}, p("Leo", "Rhodos", ["Clay Pool"]), p("Petr", "Babylon", ["Lumber Yard"])]
    t = turn(players, 2, {"player": "Free City", "discard": "Library", "by": "Petr"},
             {"player": "Leo", "discard": True}, {"player": "Petr", "build": "Sawmill"}, turn=1)
    assert whole_turn(t) == {'legal': False,
                             'age': 2,
                             'verdicts': [{'legal': False,
                                           'player': 'Free City',
                                           'action': 'discard',
                                           'card': 'Library',
                                           'free': None,
                                           'cost': None,
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'gain': 3,
                                           'free_city': True,
                                           'reasons': [('Petr plays for the Free City this turn',
                                                        'Rulebook, Two-player variant'),
                                                       ('the Free City cannot discard for 3 coins while it can play '
                                                        'the card: it can build Library',
                                                        'Rulebook, Two-player variant')]},
                                          {'legal': True,
                                           'player': 'Leo',
                                           'action': 'discard',
                                           'card': None,
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 0},
                                           'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                                           'gain': 3,
                                           'reasons': [('Leo discards the card and takes 3 coins from the bank: '
                                                        'always allowed',
                                                        'Rulebook, Discard a card')]},
                                          {'legal': True,
                                           'player': 'Petr',
                                           'action': 'build',
                                           'card': 'Sawmill',
                                           'free': None,
                                           'cost': {'bank': 1, 'left': 0, 'right': 0},
                                           'options': [{'bank': 1, 'left': 0, 'right': 0, 'buys': []}],
                                           'reasons': [('Sawmill costs 1 coin (to the bank)', 'Rulebook, Coin cost'),
                                                       ('Petr pays 1 of the 3 coins held at the start of the turn',
                                                        'Rulebook, Resources and production')]}],
                             'payments': [{'from': 'Petr', 'to': 'bank', 'coins': 1, 'for': 'Sawmill'}],
                             'income': [{'player': 'Leo',
                                         'coins': 3,
                                         'source': 'discard',
                                         'rule': 'Rulebook, Discard a card'}],
                             'coins': {'Free City': {'start': 3, 'end': 3},
                                       'Leo': {'start': 3, 'end': 6},
                                       'Petr': {'start': 3, 'end': 2}},
                             'reasons': [("Free City's discard is not legal: no coins move for it; Free City must "
                                          'play the card (the Free City discards only a card it can neither '
                                          'build nor use for a stage)',
                                          'Rulebook, Two-player variant')],
                             'waiting': []}


def test_coins_from_both_neighbours_this_turn_do_not_pay_this_turn():
    # seed 000, Торговля, пример С, with both neighbours: Bob (Courthouse) and Cid (Stables) each buy Ira's clay
    # (4 coins in all), and none of them pays the clay Ira lacks for the Forum this turn
    players = [p("Ira", "Babylon", coins=0), p("Bob", "Rhodos", ["Clay Pool", "Loom"]),
               p("Cid", "Olympia", ["Ore Vein"])]
    t = turn(players, 2, {"player": "Ira", "build": "Forum"},
             {"player": "Bob", "build": "Courthouse", "buy": [buy("right", "clay")]},
             {"player": "Cid", "build": "Stables", "buy": [buy("left", "clay")]})
    assert whole_turn(t) == {'legal': False,
                             'age': 2,
                             'verdicts': [{'legal': False,
                                           'player': 'Ira',
                                           'action': 'build',
                                           'card': 'Forum',
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'reasons': [('Forum costs 2 clay', 'Rulebook, Resource cost'),
                                                       ('the cheapest way to pay for Forum costs 2 coins (bank 0, '
                                                        'left 2, right 0) but Ira held only 0 at the start of the '
                                                        'turn; coins earned this turn cannot be spent this turn',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Bob',
                                           'action': 'build',
                                           'card': 'Courthouse',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 0, 'right': 2},
                                           'options': [{'bank': 0,
                                                        'left': 0,
                                                        'right': 2,
                                                        'buys': [{'from': 'right',
                                                                  'resource': 'clay',
                                                                  'count': 1,
                                                                  'price': 2}]}],
                                           'deal': {'bank': 0,
                                                    'left': 0,
                                                    'right': 2,
                                                    'buys': [{'from': 'right',
                                                              'resource': 'clay',
                                                              'count': 1,
                                                              'price': 2}]},
                                           'reasons': [('Courthouse costs 2 clay, 1 cloth',
                                                        'Rulebook, Resource cost'),
                                                       ('the deal is legal: Bob buys 1 clay from the right neighbour '
                                                        '(Ira) for 2 coins; pays 2 of the 3 coins held at the start '
                                                        'of the turn',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Cid',
                                           'action': 'build',
                                           'card': 'Stables',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 2, 'right': 0},
                                           'options': [{'bank': 0,
                                                        'left': 0,
                                                        'right': 2,
                                                        'buys': [{'from': 'right',
                                                                  'resource': 'clay',
                                                                  'count': 1,
                                                                  'price': 2}]},
                                                       {'bank': 0,
                                                        'left': 2,
                                                        'right': 0,
                                                        'buys': [{'from': 'left',
                                                                  'resource': 'clay',
                                                                  'count': 1,
                                                                  'price': 2}]}],
                                           'deal': {'bank': 0,
                                                    'left': 2,
                                                    'right': 0,
                                                    'buys': [{'from': 'left',
                                                              'resource': 'clay',
                                                              'count': 1,
                                                              'price': 2}]},
                                           'reasons': [('Stables costs 1 clay, 1 ore, 1 wood',
                                                        'Rulebook, Resource cost'),
                                                       ('the deal is legal: Cid buys 1 clay from the left neighbour '
                                                        '(Ira) for 2 coins; pays 2 of the 3 coins held at the start '
                                                        'of the turn',
                                                        'Rulebook, Trading')]}],
                             'payments': [{'from': 'Bob', 'to': 'Ira', 'coins': 2, 'for': '1 clay'},
                                          {'from': 'Cid', 'to': 'Ira', 'coins': 2, 'for': '1 clay'}],
                             'income': [],
                             'coins': {'Ira': {'start': 0, 'end': 4},
                                       'Bob': {'start': 3, 'end': 1},
                                       'Cid': {'start': 3, 'end': 1}},
                             'reasons': [('Ira receives 4 coins from neighbours this turn but cannot spend them this '
                                          'turn: only the coins held at the start of the turn pay for purchases',
                                          'Rulebook, Trading'),
                                         ("Ira's build is not legal: no coins move for it; Ira must take another "
                                          'action (discarding is always allowed)',
                                          'Rulebook, Discard a card')],
                             'waiting': []}


def test_one_coin_from_a_neighbour_this_turn_does_not_pay_this_turn():
    # seed 000, Торговля, пример С: Cid's West Trading Post buys Ira's clay for 1 coin (Символы карт: the
    # trading posts); that coin cannot buy the clay Ira lacks for the Forum this turn
    players = [p("Ira", "Babylon", coins=0), p("Bob", "Rhodos", ["Clay Pool"]),
               p("Cid", "Olympia", ["Ore Vein", "West Trading Post"])]
    t = turn(players, 2, {"player": "Ira", "build": "Forum"},
             {"player": "Cid", "build": "Stables", "buy": [buy("left", "clay")]})
    assert whole_turn(t) == {'legal': False,
                             'age': 2,
                             'verdicts': [{'legal': False,
                                           'player': 'Ira',
                                           'action': 'build',
                                           'card': 'Forum',
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'reasons': [('Forum costs 2 clay', 'Rulebook, Resource cost'),
                                                       ('the cheapest way to pay for Forum costs 2 coins (bank 0, '
                                                        'left 2, right 0) but Ira held only 0 at the start of the '
                                                        'turn; coins earned this turn cannot be spent this turn',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Cid',
                                           'action': 'build',
                                           'card': 'Stables',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 1, 'right': 0},
                                           'options': [{'bank': 0,
                                                        'left': 1,
                                                        'right': 0,
                                                        'buys': [{'from': 'left',
                                                                  'resource': 'clay',
                                                                  'count': 1,
                                                                  'price': 1}]},
                                                       {'bank': 0,
                                                        'left': 0,
                                                        'right': 2,
                                                        'buys': [{'from': 'right',
                                                                  'resource': 'clay',
                                                                  'count': 1,
                                                                  'price': 2}]}],
                                           'deal': {'bank': 0,
                                                    'left': 1,
                                                    'right': 0,
                                                    'buys': [{'from': 'left',
                                                              'resource': 'clay',
                                                              'count': 1,
                                                              'price': 1}]},
                                           'reasons': [('Stables costs 1 clay, 1 ore, 1 wood',
                                                        'Rulebook, Resource cost'),
                                                       ('the deal is legal: Cid buys 1 clay from the left neighbour '
                                                        '(Ira) for 1 coin (discount); pays 1 of the 3 coins held at '
                                                        'the start of the turn',
                                                        'Rulebook, Trading'),
                                                       ('clay from the left neighbour (Ira) costs 1 coin instead of '
                                                        '2: West Trading Post',
                                                        'the printed card: West Trading Post')]}],
                             'payments': [{'from': 'Cid', 'to': 'Ira', 'coins': 1, 'for': '1 clay'}],
                             'income': [],
                             'coins': {'Ira': {'start': 0, 'end': 1},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 2}},
                             'reasons': [('Ira receives 1 coin from neighbours this turn but cannot spend it this '
                                          'turn: only the coins held at the start of the turn pay for purchases',
                                          'Rulebook, Trading'),
                                         ("Ira's build is not legal: no coins move for it; Ira must take another "
                                          'action (discarding is always allowed)',
                                          'Rulebook, Discard a card')],
                             'waiting': ['Bob']}


def test_coins_received_are_not_the_reason_for_a_card_nobody_can_pay():
    # the Courthouse needs cloth, which nobody at the table makes (Торговля): Ira's refusal is not about the
    # coins held at the start of the turn, so the 2 coins Cid pays her for clay are not mentioned
    players = [p("Ira", "Babylon", coins=0), p("Bob", "Rhodos", ["Clay Pool"]), p("Cid", "Olympia", ["Ore Vein"])]
    t = turn(players, 2, {"player": "Ira", "build": "Courthouse"},
             {"player": "Cid", "build": "Stables", "buy": [buy("left", "clay")]})
    assert whole_turn(t) == {'legal': False,
                             'age': 2,
                             'verdicts': [{'legal': False,
                                           'player': 'Ira',
                                           'action': 'build',
                                           'card': 'Courthouse',
                                           'free': None,
                                           'cost': None,
                                           'options': [],
                                           'reasons': [('Courthouse costs 2 clay, 1 cloth',
                                                        'Rulebook, Resource cost'),
                                                       ('Courthouse cannot be paid: 1 cloth needed: Ira makes 0, Bob '
                                                        '(left) sells 0, Cid (right) sells 0',
                                                        'Rulebook, Trading')]},
                                          {'legal': True,
                                           'player': 'Cid',
                                           'action': 'build',
                                           'card': 'Stables',
                                           'free': None,
                                           'cost': {'bank': 0, 'left': 2, 'right': 0},
                                           'options': [{'bank': 0,
                                                        'left': 0,
                                                        'right': 2,
                                                        'buys': [{'from': 'right',
                                                                  'resource': 'clay',
                                                                  'count': 1,
                                                                  'price': 2}]},
                                                       {'bank': 0,
                                                        'left': 2,
                                                        'right': 0,
                                                        'buys': [{'from': 'left',
                                                                  'resource': 'clay',
                                                                  'count': 1,
                                                                  'price': 2}]}],
                                           'deal': {'bank': 0,
                                                    'left': 2,
                                                    'right': 0,
                                                    'buys': [{'from': 'left',
                                                              'resource': 'clay',
                                                              'count': 1,
                                                              'price': 2}]},
                                           'reasons': [('Stables costs 1 clay, 1 ore, 1 wood',
                                                        'Rulebook, Resource cost'),
                                                       ('the deal is legal: Cid buys 1 clay from the left neighbour '
                                                        '(Ira) for 2 coins; pays 2 of the 3 coins held at the start '
                                                        'of the turn',
                                                        'Rulebook, Trading')]}],
                             'payments': [{'from': 'Cid', 'to': 'Ira', 'coins': 2, 'for': '1 clay'}],
                             'income': [],
                             'coins': {'Ira': {'start': 0, 'end': 2},
                                       'Bob': {'start': 3, 'end': 3},
                                       'Cid': {'start': 3, 'end': 1}},
                             'reasons': [("Ira's build is not legal: no coins move for it; Ira must take another "
                                          'action (discarding is always allowed)',
                                          'Rulebook, Discard a card')],
                             'waiting': ['Bob']}


def in_russian(expected, verdict_reasons, reasons=(), **more):
    """``expected`` (a whole turn in English) with each verdict's reasons, the turn's reasons and ``more`` (the
    income's rules) in Russian: the rest of a turn (amounts, names, payments) does not depend on the language."""
    return dict(expected, verdicts=[dict(v, reasons=r) for v, r in zip(expected["verdicts"], verdict_reasons)],
                reasons=list(reasons), **more)


def test_babylon_b_builds_the_7th_card_free_by_chain_after_paying_its_stage():
    # seed 000, Висячие Сады, Пояснение: stage 2 built on the 6th turn with a wood bought for 2 coins, then the
    # 7th card: the Temple, free by its chain from the Altar (seed 000, Бесплатное строительство), asks for no
    # coins, so nothing is said about the coins the stage left
    players = [p("Bab", "Babylon", ["Glassworks", "Lumber Yard", "Altar"], side="B", stages=1),
               p("Bob", "Rhodos"), p("Cid", "Olympia")]
    actions = ({"player": "Bab", "stage": True}, {"player": "Bab", "build": "Temple", "seventh": True})
    expected = {'legal': True,
                'age': 2,
                'verdicts': [{'legal': True,
                              'player': 'Bab',
                              'action': 'stage',
                              'card': None,
                              'free': None,
                              'cost': {'bank': 0, 'left': 0, 'right': 2},
                              'options': [{'bank': 0, 'left': 0, 'right': 2,
                                           'buys': [{'from': 'right', 'resource': 'wood', 'count': 1, 'price': 2}]}],
                              'stage': 2,
                              'reasons': [('stage 2 of Babylon B is next (stages are built in order) and costs 1 '
                                           "glass, 2 wood: the board's cost, not the card's",
                                           'Rulebook, Build a stage of a wonder'),
                                          ('Bab produces 1 glass, 1 wood; buys 1 wood from the right neighbour (Cid) '
                                           'for 2 coins; pays 2 of the 3 coins held at the start of the turn',
                                           'Rulebook, Trading')]},
                             {'legal': True,
                              'player': 'Bab',
                              'action': 'build',
                              'card': 'Temple',
                              'free': 'Altar',
                              'cost': {'bank': 0, 'left': 0, 'right': 0},
                              'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                              'reasons': [("Bab plays the 7th card of the age: Babylon B's stage 2 is built",
                                           'Rulebook, Babylon (Hanging Gardens)'),
                                          ('Bab built Altar, so Temple is free (chain); paying instead is allowed '
                                           'but never cheaper',
                                           'Rulebook, Free construction (chains)')]}],
                'payments': [{'from': 'Bab', 'to': 'Cid', 'coins': 2, 'for': '1 wood'}],
                'income': [],
                'coins': {'Bab': {'start': 3, 'end': 1}, 'Bob': {'start': 3, 'end': 3}, 'Cid': {'start': 3, 'end': 5}},
                'reasons': [],
                'waiting': ['Bob', 'Cid']}
    assert whole_turn(turn(players, 2, *actions, turn=6)) == expected
    with use_language("ru"):
        ru = whole_turn(turn(players, 2, *actions, turn=6))
    assert ru == in_russian(expected, [
        [('следующий этап 2 чуда Вавилон B (этапы строятся по порядку) стоит 1 стекло, 2 дерева: цена с планшета, а '
          'не с карты', 'Правила, Строительство этапа чуда'),
         ('Bab производит: 1 стекло, 1 дерево; покупает: 1 дерево у правого соседа (Cid) за 2 монеты; платит 2 '
          '(монет в начале хода: 3)', 'Правила, Торговля')],
        [('Bab играет 7-ю карту эпохи: этап 2 чуда Вавилон B построен', 'Правила, Вавилон (Висячие сады)'),
         ('Bab построил карту «Алтарь», поэтому «Храм» бесплатно (цепочка); заплатить вместо этого можно, но '
          'дешевле не будет', 'Правила, Бесплатное строительство (цепочки)')]])


def test_the_free_city_in_a_whole_turn_with_babel_may_not_discard_what_a_tile_lets_it_build():
    # seed 004, 2 (red cards ignore their resource cost): the Free City, without a coin, can build the Walls, so
    # it may not discard them (seed 000, Вариант для двух, Пояснение: «Свободный город не может скинуть карточку
    # за 3 монеты, кроме случая, когда он не может сыграть карту»); in a whole turn as in a single action, the
    # Free City's rule asks Babel's referee, tiles and all, whether the card can be built
    from test_babel_referee import TABLE
    from referee.registry import referee

    doc = dict(TABLE, tower=[2], turn=1, actions=[{"player": "Cid", "discard": True, "card": "Walls", "by": "Bob"}])
    doc["players"] = [dict(pl) for pl in TABLE["players"]]
    doc["players"][2].update(cards=["Press"], coins=0, free_city=True)
    expected = {'legal': False,
                'age': 2,
                'verdicts': [{'legal': False,
                              'player': 'Cid',
                              'action': 'discard',
                              'card': 'Walls',
                              'free': None,
                              'cost': None,
                              'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                              'gain': 3,
                              'babel': {'tower': [2]},
                              'free_city': True,
                              'reasons': [('visible tower tiles: 2 (each acts on every player)',
                                           'Babel rulebook, When the construction tiles act'),
                                          ('Bob plays for the Free City this turn', 'Rulebook, Two-player variant'),
                                          ('the Free City cannot discard for 3 coins while it can play the card: it '
                                           'can build Walls',
                                           'Rulebook, Two-player variant')]}],
                'payments': [],
                'income': [],
                'coins': {'Ann': {'start': 6, 'end': 6}, 'Bob': {'start': 3, 'end': 3}, 'Cid': {'start': 0, 'end': 0}},
                'reasons': [("Cid's discard is not legal: no coins move for it; Cid must play the card (the Free "
                             'City discards only a card it can neither build nor use for a stage)',
                             'Rulebook, Two-player variant')],
                'waiting': ['Ann', 'Bob'],
                'babel': {'tower': [2]}}
    assert whole_turn(referee(doc)) == expected
    with use_language("ru"):
        ru = whole_turn(referee(doc))
    assert ru == in_russian(expected, [[
        ('видимые тайлы башни: 2 (каждый действует на всех игроков)',
         'Правила дополнения «Вавилон», Действие тайлов Строительства'),
        ('Bob играет за Свободный город в этот ход', 'Правила, Вариант для двух игроков'),
        ('Свободный город не может сбросить карту за 3 монеты, пока может её сыграть: он может построить карту '
         '«Стены»', 'Правила, Вариант для двух игроков')]], [
        ('сброс игрока Cid незаконен: монеты за него не движутся; Cid должен сыграть карту (Свободный город '
         'сбрасывает только карту, которую не может ни построить, ни использовать для этапа)',
         'Правила, Вариант для двух игроков')])


def test_halikarnassos_cannot_build_from_the_discard_pile_a_card_built_this_turn():
    # seed 000, Мавзолей, Пояснение: «Если игроки сбрасывали карты в этот ход ..., игрок может выбрать также и из
    # их числа»: the cards discarded this turn join the pile, not the cards built; Cid builds the Temple (free by
    # its chain from the Altar), so Hal, completing its stage, finds no Temple in the pile (only a Library)
    players = halikarnassos()
    players[2]["cards"] = ["Altar"]
    actions = ({"player": "Hal", "stage": True}, {"player": "Hal", "build": "Temple", "from_discard": True},
               {"player": "Cid", "build": "Temple"})
    expected = {'legal': False,
                'age': 2,
                'verdicts': [{'legal': True,
                              'player': 'Hal',
                              'action': 'stage',
                              'card': None,
                              'free': None,
                              'cost': {'bank': 0, 'left': 2, 'right': 0},
                              'options': [{'bank': 0, 'left': 2, 'right': 0,
                                           'buys': [{'from': 'left', 'resource': 'ore', 'count': 1, 'price': 2}]}],
                              'stage': 1,
                              'reasons': [('stage 1 of Halikarnassos B is next (stages are built in order) and costs '
                                           "2 ore: the board's cost, not the card's",
                                           'Rulebook, Build a stage of a wonder'),
                                          ('at the end of this turn Hal may build one card from the discard pile for '
                                           'free',
                                           'Rulebook, Halikarnassos (Mausoleum)'),
                                          ('Hal produces 1 ore; buys 1 ore from the left neighbour (Bob) for 2 coins; '
                                           'pays 2 of the 2 coins held at the start of the turn',
                                           'Rulebook, Trading')]},
                             {'legal': False,
                              'player': 'Hal',
                              'action': 'build',
                              'card': 'Temple',
                              'free': None,
                              'cost': None,
                              'options': [],
                              'reasons': [('Temple is not in the discard pile', 'Rulebook, Halikarnassos (Mausoleum)')]},
                             {'legal': True,
                              'player': 'Cid',
                              'action': 'build',
                              'card': 'Temple',
                              'free': 'Altar',
                              'cost': {'bank': 0, 'left': 0, 'right': 0},
                              'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                              'reasons': [('Cid built Altar, so Temple is free (chain); paying instead is allowed but '
                                           'never cheaper',
                                           'Rulebook, Free construction (chains)')]}],
                'payments': [{'from': 'Hal', 'to': 'Bob', 'coins': 2, 'for': '1 ore'}],
                'income': [],
                'coins': {'Hal': {'start': 2, 'end': 0}, 'Bob': {'start': 3, 'end': 5}, 'Cid': {'start': 3, 'end': 3}},
                'reasons': [("Hal's build from the discard pile is not legal: no coins move for it",
                             'Rulebook, Halikarnassos (Mausoleum)')],
                'waiting': ['Bob']}
    assert whole_turn(turn(players, 2, *actions, discard=["Library"])) == expected
    with use_language("ru"):
        ru = whole_turn(turn(players, 2, *actions, discard=["Library"]))
    assert ru == in_russian(expected, [
        [('следующий этап 1 чуда Галикарнас B (этапы строятся по порядку) стоит 2 руды: цена с планшета, а не с '
          'карты', 'Правила, Строительство этапа чуда'),
         ('в конце этого хода Hal может бесплатно построить одну карту из сброса', 'Правила, Галикарнас (Мавзолей)'),
         ('Hal производит: 1 руда; покупает: 1 руда у левого соседа (Bob) за 2 монеты; платит 2 (монет в начале '
          'хода: 2)', 'Правила, Торговля')],
        [('карты «Храм» нет в сбросе', 'Правила, Галикарнас (Мавзолей)')],
        [('Cid построил карту «Алтарь», поэтому «Храм» бесплатно (цепочка); заплатить вместо этого можно, но '
          'дешевле не будет', 'Правила, Бесплатное строительство (цепочки)')]], [
        ('постройка игрока Hal из сброса незаконна: монеты за неё не движутся', 'Правила, Галикарнас (Мавзолей)')])


def test_the_free_city_discards_its_7th_card_with_the_coins_its_stage_left():
    # 2-player variant with Babel, the 6th turn of Age II: the Free City (Babylon B) builds stage 2, buying a wood
    # from each neighbour with 4 of its 5 coins, then discards the 7th card, the Caravansery (2 wood): with the
    # 1 coin left it can neither buy its 2 wood nor complete stage 3 (3 clay and a papyrus), so it may discard it
    # (seed 000, Вариант для двух, Пояснение: «Свободный город не может скинуть карточку за 3 монеты, кроме
    # случая, когда он не может сыграть карту»; Висячие Сады, Пояснение: the 7th card is played after the stage)
    from test_babel_referee import TABLE
    from referee.registry import referee

    doc = dict(TABLE, turn=6, actions=[{"player": "Cid", "stage": True},
                                       {"player": "Cid", "discard": True, "card": "Caravansery", "seventh": True}])
    doc["players"] = [dict(pl) for pl in TABLE["players"]]
    doc["players"][2].update(cards=["Glassworks", "Press"], coins=5, free_city=True, side="B", stages=1)
    expected = {'legal': True,
                'age': 2,
                'verdicts': [{'legal': True,
                              'player': 'Cid',
                              'action': 'stage',
                              'card': None,
                              'free': None,
                              'cost': {'bank': 0, 'left': 2, 'right': 2},
                              'options': [{'bank': 0, 'left': 2, 'right': 2,
                                           'buys': [{'from': 'left', 'resource': 'wood', 'count': 1, 'price': 2},
                                                    {'from': 'right', 'resource': 'wood', 'count': 1, 'price': 2}]}],
                              'stage': 2,
                              'babel': {'gain': 0, 'tower': []},
                              'free_city': True,
                              'reasons': [('stage 2 of Babylon B costs 1 glass, 2 wood',
                                           'Rulebook, Build a stage of a wonder'),
                                          ('Cid pays 4 of the 5 coins held (bank 0, left 2, right 2)',
                                           'Rulebook, Trading'),
                                          ('Ann plays for the Free City this turn', 'Rulebook, Two-player variant'),
                                          ('the Free City must build a card it can build free by chain: name the card '
                                           'tucked under the stage ("card") to check',
                                           'Rulebook, Two-player variant')]},
                             {'legal': True,
                              'player': 'Cid',
                              'action': 'discard',
                              'card': 'Caravansery',
                              'free': None,
                              'cost': {'bank': 0, 'left': 0, 'right': 0},
                              'options': [{'bank': 0, 'left': 0, 'right': 0, 'buys': []}],
                              'gain': 3,
                              'babel': {'tower': []},
                              'free_city': True,
                              'reasons': [("Cid plays the 7th card of the age: Babylon B's stage 2 is built",
                                           'Rulebook, Babylon (Hanging Gardens)'),
                                          ('Ann plays for the Free City this turn', 'Rulebook, Two-player variant'),
                                          ('the Free City can neither build the card nor complete a stage, so it '
                                           'discards it for 3 coins',
                                           'Rulebook, Two-player variant')]}],
                'payments': [{'from': 'Cid', 'to': 'Ann', 'coins': 2, 'for': '1 wood'},
                             {'from': 'Cid', 'to': 'Bob', 'coins': 2, 'for': '1 wood'}],
                'income': [{'player': 'Cid', 'coins': 3, 'source': 'discard', 'rule': 'Rulebook, Discard a card'}],
                'coins': {'Ann': {'start': 6, 'end': 8}, 'Bob': {'start': 3, 'end': 5}, 'Cid': {'start': 5, 'end': 4}},
                'reasons': [],
                'waiting': ['Ann', 'Bob'],
                'babel': {'tower': []}}
    assert whole_turn(referee(doc)) == expected
    with use_language("ru"):
        ru = whole_turn(referee(doc))
    free_city = ('Ann играет за Свободный город в этот ход', 'Правила, Вариант для двух игроков')
    assert ru == in_russian(expected, [
        [('этаж 2 Чуда Вавилон B стоит 1 стекло, 2 дерева', 'Правила, Строительство этапа чуда'),
         ('Cid платит 4 (монет: 5; банк 0, слева 2, справа 2)', 'Правила, Торговля'), free_city,
         ('Свободный город обязан построить карту, которую может построить бесплатно по цепочке: назовите карту, '
          'подложенную под этап ("card"), чтобы это проверить', 'Правила, Вариант для двух игроков')],
        [('Cid играет 7-ю карту эпохи: этап 2 чуда Вавилон B построен', 'Правила, Вавилон (Висячие сады)'),
         free_city,
         ('Свободный город не может ни построить карту, ни завершить этап, поэтому сбрасывает её за 3 монеты',
          'Правила, Вариант для двух игроков')]],
        income=[{'player': 'Cid', 'coins': 3, 'source': 'discard', 'rule': 'Правила, Сброс карты'}])


@pytest.mark.parametrize("action, kind", [({"build": "Forum"}, "build"), ({"stage": True, "card": "Forum"}, "stage")])
def test_the_free_city_refused_a_build_or_a_stage_is_not_told_it_may_always_discard(action, kind):
    # seed 000, Вариант для двух, Пояснение: «Свободный город не может скинуть карточку за 3 монеты, кроме случая,
    # когда он не может сыграть карту»: the Free City (no coins, no clay, no stone) can pay neither the Forum
    # (2 clay) nor Gizah A's stage 1 (2 stone) on the 1st turn of age II; its other action is not "a discard"
    players = [{"name": "Free City", "wonder": "Gizah", "side": "A", "stages": 0, "cards": [], "coins": 0,
                "free_city": True}, p("Leo", "Rhodos", ["Clay Pool"]), p("Petr", "Babylon", ["Lumber Yard"])]

    def judged():
        return whole_turn(turn(players, 2, {"player": "Free City", **action, "by": "Petr"},
                               {"player": "Leo", "discard": True}, {"player": "Petr", "discard": True}, turn=1))
    whole = judged()
    assert whole["legal"] is False and whole["verdicts"][0]["legal"] is False
    assert whole["reasons"] == [(f"Free City's {kind} is not legal: no coins move for it; Free City must take another "
                                 "action (the Free City discards only a card it can neither build nor use for a stage)",
                                 "Rulebook, Two-player variant")]
    with use_language("ru"):
        ru = judged()
    noun = {"build": "постройка игрока Free City незаконна: монеты за неё", "stage": "этап игрока Free City незаконен: "
            "монеты за него"}[kind]
    assert ru["reasons"] == [(f"{noun} не движутся; Free City должен выбрать другое действие (Свободный город "
                              "сбрасывает только карту, которую не может ни построить, ни использовать для этапа)",
                              "Правила, Вариант для двух игроков")]
    with use_language("uk"):
        uk = judged()
    assert uk["reasons"][0][0].endswith("має обрати іншу дію (Вільне місто скидає лише карту, яку не може ні "
                                        "збудувати, ні використати для етапу)")
