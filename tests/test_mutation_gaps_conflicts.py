"""Whole verdicts on the 1st edition's conflicts (``referee.classic.military``): one Age's conflicts and the
tokens a whole game's shields give, each a position from the rulebook whose whole answer (every fight, every
token, every sentence) a wrong rule or a wrong sentence would change: the tests mutation testing of the
module asked for (README "Mutation testing").

seed 000, Конец эпохи: «Если общая сумма щитов игрока больше, чем у соседнего города, то он себе должен
взять жетон победы соответствующего текущей эпохе (Эпоха I: +1 Эпоха II: +3 Эпоха III: +5)»; «меньше … жетон
поражения (-1 победное очко)»; «Если общие суммы соседних городов равны, то никто не получает жетонов».
"""
import pytest

from referee.classic import check_document
from referee.registry import referee
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language


def p(name, wonder, shields=None, military=None, cards=()):
    out = {"name": name, "wonder": wonder, "side": "A", "cards": list(cards)}
    if shields is not None:
        out["shields"] = shields
    if military is not None:
        out["military"] = military
    return out


def conflicts(*players, **more):
    return check_document(dict({"game": "7w", "check": "military", "players": list(players)}, **more))


def whole(v):
    """The answer with each reason and problem without its machine ``citation`` (derived from the rule,
    ``referee.core.citations``)."""
    def plain(items):
        return [{k: x for k, x in r.items() if k != "citation"} for r in items]
    return dict(v, reasons=plain(v["reasons"]), **({"problems": plain(v["problems"])} if "problems" in v else {}))


def problems(exc):
    return [(pr.path, pr.message) for pr in exc.value.problems]


# -- one Age's conflicts --------------------------------------------------------------------------

def test_the_rulebooks_example_of_age_ii():
    # seed 000, Конец эпохи, Пример: «Александрия (3 щита) слева граничит с Родосом (5 щитов), справа граничит с
    # Эфесом (2 щита). Александрия получает жетон поражения … в левую часть …, а также жетон победы (+3 …)
    # … справа»; at three players Rhodos and Ephesos fight each other too
    v = conflicts(p("Alexandria", "Alexandria", 3), p("Rhodos", "Rhodos", 5), p("Ephesos", "Ephesos", 2), age=2)
    assert whole(v) == {'check': 'military',
                        'age': 2,
                        'legal': True,
                        'shields': {'Alexandria': 3, 'Rhodos': 5, 'Ephesos': 2},
                        'conflicts': [{'players': ['Alexandria', 'Rhodos'], 'shields': [3, 5], 'winner': 'Rhodos'},
                                      {'players': ['Rhodos', 'Ephesos'], 'shields': [5, 2], 'winner': 'Rhodos'},
                                      {'players': ['Ephesos', 'Alexandria'],
                                       'shields': [2, 3],
                                       'winner': 'Alexandria'}],
                        'absent': [],
                        'tokens': {'Alexandria': {'left': [-1], 'right': [3], 'total': 2},
                                   'Rhodos': {'left': [3], 'right': [3], 'total': 6},
                                   'Ephesos': {'left': [-1], 'right': [-1], 'total': -2}},
                        'reasons': [{'text': 'Rhodos (5 shields) beats Alexandria (3 shields): Rhodos takes +3, '
                                             'Alexandria takes -1',
                                     'rule': 'Rulebook, End of an age'},
                                    {'text': 'Rhodos (5 shields) beats Ephesos (2 shields): Rhodos takes +3, Ephesos '
                                             'takes -1',
                                     'rule': 'Rulebook, End of an age'},
                                    {'text': 'Alexandria (3 shields) beats Ephesos (2 shields): Alexandria takes +3, '
                                             'Ephesos takes -1',
                                     'rule': 'Rulebook, End of an age'}]}


def test_ties_give_no_token_and_age_i_gives_plus_1():
    # four cities: Ira and Bob tie with 1 shield, Cid and Dan with none; Ira beats Dan (her right), Bob beats
    # Cid (his left). Dan gives no number: his city's shields count, and it has no red card (0)
    v = conflicts(p("Ira", "Gizah", 1), p("Bob", "Rhodos", 1), p("Cid", "Olympia", 0), p("Dan", "Babylon"), age=1)
    assert whole(v) == {'check': 'military',
                        'age': 1,
                        'legal': True,
                        'shields': {'Ira': 1, 'Bob': 1, 'Cid': 0, 'Dan': 0},
                        'conflicts': [{'players': ['Ira', 'Bob'], 'shields': [1, 1], 'winner': None},
                                      {'players': ['Bob', 'Cid'], 'shields': [1, 0], 'winner': 'Bob'},
                                      {'players': ['Cid', 'Dan'], 'shields': [0, 0], 'winner': None},
                                      {'players': ['Dan', 'Ira'], 'shields': [0, 1], 'winner': 'Ira'}],
                        'absent': [],
                        'tokens': {'Ira': {'left': [], 'right': [1], 'total': 1},
                                   'Bob': {'left': [1], 'right': [], 'total': 1},
                                   'Cid': {'left': [], 'right': [-1], 'total': -1},
                                   'Dan': {'left': [-1], 'right': [], 'total': -1}},
                        'reasons': [{'text': 'Ira and Bob both have 1 shield: a tie, no token',
                                     'rule': 'Rulebook, End of an age'},
                                    {'text': 'Bob (1 shield) beats Cid (0 shields): Bob takes +1, Cid takes -1',
                                     'rule': 'Rulebook, End of an age'},
                                    {'text': 'Cid and Dan both have 0 shields: a tie, no token',
                                     'rule': 'Rulebook, End of an age'},
                                    {'text': 'Ira (1 shield) beats Dan (0 shields): Ira takes +1, Dan takes -1',
                                     'rule': 'Rulebook, End of an age'}]}


def test_age_iii_gives_plus_5_and_a_city_without_shields_given_counts_its_red_cards():
    # Cid gives no number: the Fortifications (3) and the Walls (2) of his city, 5 shields, beat Ira's 4 and
    # tie with Bob's 5
    v = conflicts(p("Ira", "Gizah", 4), p("Bob", "Rhodos", 5), p("Cid", "Olympia", cards=["Fortifications", "Walls"]),
                  age=3)
    assert whole(v) == {'check': 'military',
                        'age': 3,
                        'legal': True,
                        'shields': {'Ira': 4, 'Bob': 5, 'Cid': 5},
                        'conflicts': [{'players': ['Ira', 'Bob'], 'shields': [4, 5], 'winner': 'Bob'},
                                      {'players': ['Bob', 'Cid'], 'shields': [5, 5], 'winner': None},
                                      {'players': ['Cid', 'Ira'], 'shields': [5, 4], 'winner': 'Cid'}],
                        'absent': [],
                        'tokens': {'Ira': {'left': [-1], 'right': [-1], 'total': -2},
                                   'Bob': {'left': [], 'right': [5], 'total': 5},
                                   'Cid': {'left': [5], 'right': [], 'total': 5}},
                        'reasons': [{'text': 'Bob (5 shields) beats Ira (4 shields): Bob takes +5, Ira takes -1',
                                     'rule': 'Rulebook, End of an age'},
                                    {'text': 'Bob and Cid both have 5 shields: a tie, no token',
                                     'rule': 'Rulebook, End of an age'},
                                    {'text': 'Cid (5 shields) beats Ira (4 shields): Cid takes +5, Ira takes -1',
                                     'rule': 'Rulebook, End of an age'}]}


def test_one_ages_document_with_a_wrong_age_and_wrong_shields():
    with pytest.raises(BadInput) as exc:
        conflicts(p("Ira", "Gizah", -1), p("Bob", "Rhodos", 2), p("Cid", "Olympia", 1.5), age=4)
    assert problems(exc) == [
        ("age", "the Age whose conflicts are asked is 1, 2 or 3, got 4"),
        ("players[0].shields", "the shields at this Age's conflict are a whole number 0 or more, got -1"),
        ("players[2].shields", "the shields at this Age's conflict are a whole number 0 or more, got 1.5")]
    with pytest.raises(BadInput) as exc:
        conflicts(p("Ira", "Gizah", 2), p("Bob", "Rhodos", "2"), p("Cid", "Olympia", True), age="II")
    assert problems(exc) == [
        ("age", "the Age whose conflicts are asked is 1, 2 or 3, got 'II'"),
        ("players[1].shields", "the shields at this Age's conflict are a whole number 0 or more, got '2'"),
        ("players[2].shields", "the shields at this Age's conflict are a whole number 0 or more, got True")]



@pytest.mark.parametrize("lang", ["en", "ru"])
def test_one_ages_document_with_wrong_tokens_held(lang):
    # the tokens a city holds before the conflict (Semiramis reads them) are checked as in the whole game's check,
    # beside the shields
    with use_language(lang), pytest.raises(BadInput) as exc:
        conflicts(p("Ira", "Gizah", 1, [2]), p("Bob", "Rhodos", -1), p("Cid", "Olympia", 0, {"up": [1]}), age=2)
    assert problems(exc) == {
        "en": [("players[0].military", "tokens are a list of -1, 1, 3 and 5, got [2]"),
               ("players[2].military.up", "per-neighbour tokens are {\"left\": [...], \"right\": [...]}"),
               ("players[1].shields", "the shields at this Age's conflict are a whole number 0 or more, got -1")],
        "ru": [("players[0].military", "жетоны — список из -1, 1, 3 и 5, получено [2]"),
               ("players[2].military.up", "жетоны по соседям — {\"left\": [...], \"right\": [...]}"),
               ("players[1].shields", "щиты в конфликте этой эпохи — целое число от 0, а указано -1")]}[lang]

# -- the whole game: the tokens held against the shields ---------------------------------------------

def test_tokens_held_per_neighbour_against_the_shields_of_three_ages():
    # Ira 1 shield in every Age (Stockade); Bob on her left 0, 3, 3 (Barracks, Walls); Cid on her right 0, 1, 1
    # (Guard Tower). Due: Ira left +1, -1, -1 and right +1 (ties in Ages II and III); Bob left (Cid) +3, +5 and
    # right (Ira) -1, +3, +5; Cid left (Ira) -1 and right (Bob) -1, -1.
    # Ira holds on her left +3 with fewer shields in Age II and none of her two Defeats; on her right +3 at a tie
    # and a Defeat she never took; Bob has only the +5 on his left; Cid lists his tokens in one list, with a +1
    # of Age I he did not win and two Defeats of the three
    v = conflicts(p("Ira", "Gizah", [1, 1], {"left": [1, 3], "right": [1, 3, -1]}, ["Stockade"]),
                  p("Bob", "Rhodos", [0, 3], {"left": [5], "right": [-1, 3, 5]}, ["Barracks", "Walls"]),
                  p("Cid", "Olympia", [0, 1], [-1, -1, 1], ["Guard Tower"]))
    assert whole(v) == {'check': 'military',
                        'legal': False,
                        'ages': [{'age': 1, 'shields': {'Ira': 1, 'Bob': 0, 'Cid': 0}},
                                 {'age': 2, 'shields': {'Ira': 1, 'Bob': 3, 'Cid': 1}},
                                 {'age': 3, 'shields': {'Ira': 1, 'Bob': 3, 'Cid': 1}}],
                        'tokens': {'Ira': {'left': [1, -1, -1], 'right': [1], 'total': 0},
                                   'Bob': {'left': [3, 5], 'right': [-1, 3, 5], 'total': 15},
                                   'Cid': {'left': [-1], 'right': [-1, -1], 'total': -3}},
                        'problems': [{'player': 'Ira',
                                      'text': "Ira's defeat tokens against the left neighbour (Bob): 0, but Ira lost "
                                              "to Bob in age II (1 shield against Bob's 3), age III (1 shield "
                                              "against Bob's 3): defeat tokens due: 2",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Ira',
                                      'text': 'Ira holds +3 against the left neighbour (Bob) in age II but has fewer '
                                              "shields: 1 shield against Bob's 3",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Ira',
                                      'text': "Ira's defeat tokens against the right neighbour (Cid): 1, but Ira "
                                              'lost to Cid in no age: defeat tokens due: 0',
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Ira',
                                      'text': 'Ira holds +3 against the right neighbour (Cid) in age II but has the '
                                              "same shields (a tie gives no token): 1 shield against Cid's 1",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Bob',
                                      'text': 'Bob should hold +3 against the left neighbour (Cid) in age II: 3 '
                                              "shields against Cid's 1",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Cid',
                                      'text': 'Cid holds 2 defeat tokens but the shields give 3',
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Cid',
                                      'text': 'Cid holds 1 token of +1 but the age I shields give 0 (left Ira: 0 '
                                              "shields against Ira's 1; right Bob: 0 shields against Bob's 0)",
                                      'rule': 'Rulebook, End of an age'}],
                        'reasons': [{'text': "the table's tokens are impossible: victory tokens on the table: 8, "
                                             'defeat tokens: 4; every battle won is a battle lost by a neighbour',
                                     'rule': 'Rulebook, End of an age'}]}


def test_flat_lists_counted_token_by_token_and_the_table_that_cannot_be():
    # Ira (1 shield in every Age) beats Bob and Cid (none) in each Age: +1, +1, +3, +3, +5, +5; Bob and Cid
    # tie, so each holds three Defeats. Bob lists a +1 and two Defeats, Cid four Defeats: no table of
    # conflicts gives these tokens
    v = conflicts(p("Ira", "Gizah", [1, 1, 1], [1, 1, 3, 3, 5, 5], ["Stockade"]),
                  p("Bob", "Rhodos", [0, 0, 0], [-1, -1, 1]), p("Cid", "Olympia", [0, 0, 0], [-1, -1, -1, -1]))
    assert whole(v) == {'check': 'military',
                        'legal': False,
                        'ages': [{'age': 1, 'shields': {'Ira': 1, 'Bob': 0, 'Cid': 0}},
                                 {'age': 2, 'shields': {'Ira': 1, 'Bob': 0, 'Cid': 0}},
                                 {'age': 3, 'shields': {'Ira': 1, 'Bob': 0, 'Cid': 0}}],
                        'tokens': {'Ira': {'left': [1, 3, 5], 'right': [1, 3, 5], 'total': 18},
                                   'Bob': {'left': [], 'right': [-1, -1, -1], 'total': -3},
                                   'Cid': {'left': [-1, -1, -1], 'right': [], 'total': -3}},
                        'problems': [{'player': 'Bob',
                                      'text': 'Bob holds 2 defeat tokens but the shields give 3',
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Bob',
                                      'text': 'Bob holds 1 token of +1 but the age I shields give 0 (left Cid: 0 '
                                              "shields against Cid's 0; right Ira: 0 shields against Ira's 1)",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Cid',
                                      'text': 'Cid holds 4 defeat tokens but the shields give 3',
                                      'rule': 'Rulebook, End of an age'}],
                        'reasons': [{'text': "the table's tokens are impossible: victory tokens on the table: 7, "
                                             'defeat tokens: 6; every battle won is a battle lost by a neighbour',
                                     'rule': 'Rulebook, End of an age'}]}


def test_a_city_without_tokens_listed_first_and_a_right_token_kept_beside_a_wrong_one():
    # Ira (1 shield in every Age: two given, the Stockade's in Age III) lists no token: she is skipped, and the
    # others are still checked. Bob (no shield) holds his three Defeats against Ira, as due, beside a +3 of Age II
    # he did not win, and a +1 against Cid at a tie of 0 (seed 000, Конец эпохи: «Если общие суммы соседних
    # городов равны, то никто не получает жетонов»); Cid lists 2 of his 3 Defeats. With Ira's tokens not given,
    # the table as a whole is not judged
    v = conflicts(p("Ira", "Gizah", [1, 1], cards=["Stockade"]),
                  p("Bob", "Rhodos", [0, 0], {"left": [1], "right": [-1, -1, -1, 3]}),
                  p("Cid", "Olympia", [0, 0], [-1, -1]))
    expected = {'check': 'military',
                'legal': False,
                'ages': [{'age': 1, 'shields': {'Ira': 1, 'Bob': 0, 'Cid': 0}},
                         {'age': 2, 'shields': {'Ira': 1, 'Bob': 0, 'Cid': 0}},
                         {'age': 3, 'shields': {'Ira': 1, 'Bob': 0, 'Cid': 0}}],
                'tokens': {'Ira': {'left': [1, 3, 5], 'right': [1, 3, 5], 'total': 18},
                           'Bob': {'left': [], 'right': [-1, -1, -1], 'total': -3},
                           'Cid': {'left': [-1, -1, -1], 'right': [], 'total': -3}},
                'problems': [{'player': 'Bob',
                              'text': 'Bob holds +1 against the left neighbour (Cid) in age I but has the same shields '
                                      "(a tie gives no token): 0 shields against Cid's 0",
                              'rule': 'Rulebook, End of an age'},
                             {'player': 'Bob',
                              'text': 'Bob holds +3 against the right neighbour (Ira) in age II but has fewer shields: '
                                      "0 shields against Ira's 1",
                              'rule': 'Rulebook, End of an age'},
                             {'player': 'Cid',
                              'text': 'Cid holds 2 defeat tokens but the shields give 3',
                              'rule': 'Rulebook, End of an age'}],
                'reasons': []}
    assert whole(v) == expected
    with use_language("ru"):
        ru = whole(conflicts(p("Ira", "Gizah", [1, 1], cards=["Stockade"]),
                             p("Bob", "Rhodos", [0, 0], {"left": [1], "right": [-1, -1, -1, 3]}),
                             p("Cid", "Olympia", [0, 0], [-1, -1])))
    assert ru == dict(expected, problems=[
        {'player': 'Bob', 'text': 'у Bob +1 против левого соседа (Cid) в эпохе I, но у него столько же щитов (ничья '
                                  'не даёт жетона): 0 щитов против 0 у Cid', 'rule': 'Правила, Конец эпохи'},
        {'player': 'Bob', 'text': 'у Bob +3 против правого соседа (Ira) в эпохе II, но у него меньше щитов: 0 щитов '
                                  'против 1 у Ira', 'rule': 'Правила, Конец эпохи'},
        {'player': 'Cid', 'text': 'у Cid 2 жетона поражения, а щиты дают 3', 'rule': 'Правила, Конец эпохи'}])

def test_tokens_held_are_a_list_of_conflict_tokens():
    with pytest.raises(BadInput) as exc:
        conflicts(p("Ira", "Gizah", [0, 0], {"left": [2], "up": [1]}), p("Bob", "Rhodos", [0, 0], "+1"),
                  p("Cid", "Olympia", [0, 0], [1, True]), "Dan")
    assert problems(exc) == [
        ("players[0].military.up", "per-neighbour tokens are {\"left\": [...], \"right\": [...]}"),
        ("players[0].military.left", "tokens are a list of -1, 1, 3 and 5, got [2]"),
        ("players[1].military", "tokens are a list of -1, 1, 3 and 5, got '+1'"),
        ("players[2].military", "tokens are a list of -1, 1, 3 and 5, got [1, True]"),
        ("players[3]", "each player must be an object with name, wonder, side, stages, cards, coins")]


# -- a city out of an Age's conflict (Cities, Diplomacy: the base game's conflicts skip it) ---------------

def cities_doc(*players):
    out = []
    for name, wonder, shields, card in players:
        p = {"name": name, "wonder": wonder, "side": "A", "coins": 3, "shields": shields, "cards": [card] if card else []}
        if card:
            p["diplomacy"] = [2]
        out.append(p)
    return {"game": "7w", "expansions": ["cities"], "check": "military", "age": 2, "players": out}


def test_two_cities_sit_out_and_their_neighbours_face_each_other():
    # Cities rulebook, Diplomacy: a city holding a Diplomacy token sits out the next conflict, and the nearest
    # cities on either side fight each other. Ann (seat 0: Bob on her left, Eve on her right) and Cid sit out
    # Age II: Eve faces Bob across Ann, Bob faces Dan across Cid, Dan and Eve are neighbours
    v = referee(cities_doc(("Ann", "Rhodos", 0, "Residence"), ("Bob", "Gizah", 1, None),
                           ("Cid", "Babylon", 2, "Consulate"), ("Dan", "Olympia", 0, None), ("Eve", "Ephesos", 3, None)))
    assert whole(v) == {'check': 'military',
                        'age': 2,
                        'legal': True,
                        'shields': {'Ann': 0, 'Bob': 1, 'Cid': 2, 'Dan': 0, 'Eve': 3},
                        'conflicts': [{'players': ['Bob', 'Dan'], 'shields': [1, 0], 'winner': 'Bob'},
                                      {'players': ['Dan', 'Eve'], 'shields': [0, 3], 'winner': 'Eve'},
                                      {'players': ['Eve', 'Bob'], 'shields': [3, 1], 'winner': 'Eve'}],
                        'absent': ['Ann', 'Cid'],
                        'tokens': {'Ann': {'left': [], 'right': [], 'total': 0},
                                   'Bob': {'left': [3], 'right': [-1], 'total': 2},
                                   'Cid': {'left': [], 'right': [], 'total': 0},
                                   'Dan': {'left': [-1], 'right': [-1], 'total': -2},
                                   'Eve': {'left': [3], 'right': [3], 'total': 6}},
                        'reasons': [{'text': "Ann sits out this Age's conflict: the nearest cities on either side, "
                                             'Eve and Bob, face each other',
                                     'rule': 'Cities rulebook, Diplomacy'},
                                    {'text': "Cid sits out this Age's conflict: the nearest cities on either side, "
                                             'Bob and Dan, face each other',
                                     'rule': 'Cities rulebook, Diplomacy'},
                                    {'text': 'Bob (1 shield) beats Dan (0 shields): Bob takes +3, Dan takes -1',
                                     'rule': 'Rulebook, End of an age'},
                                    {'text': 'Eve (3 shields) beats Dan (0 shields): Eve takes +3, Dan takes -1',
                                     'rule': 'Rulebook, End of an age'},
                                    {'text': 'Eve (3 shields) beats Bob (1 shield): Eve takes +3, Bob takes -1',
                                     'rule': 'Rulebook, End of an age'}]}


def test_a_conflict_with_one_city_left_has_no_battle():
    v = referee(cities_doc(("Ann", "Rhodos", 0, "Residence"), ("Bob", "Gizah", 1, None),
                           ("Cid", "Babylon", 2, "Consulate")))
    assert whole(v) == {'check': 'military',
                        'age': 2,
                        'legal': True,
                        'shields': {'Ann': 0, 'Bob': 1, 'Cid': 2},
                        'conflicts': [],
                        'absent': ['Ann', 'Cid'],
                        'tokens': {'Ann': {'left': [], 'right': [], 'total': 0},
                                   'Bob': {'left': [], 'right': [], 'total': 0},
                                   'Cid': {'left': [], 'right': [], 'total': 0}},
                        'reasons': [{'text': "Only one city takes part in this Age's conflict: there is no battle",
                                     'rule': 'Cities rulebook, Diplomacy'}]}


def test_three_cities_one_sits_out_and_the_two_left_face_each_other_on_both_sides():
    # Cities rulebook, Diplomacy (cities.json "diplomacy": "the two neighbours are adjacent for that Conflict only
    # and fight each other"; "diplomacy_adjacent_absentees", the app's reading after JF-CODE: the nearest present
    # players fight): with Ann out, Bob and Cid are each other's neighbour on both sides, so they fight twice
    v = referee(cities_doc(("Ann", "Rhodos", 0, "Residence"), ("Bob", "Gizah", 1, None), ("Cid", "Babylon", 2, None)))
    expected = {'check': 'military',
                'age': 2,
                'legal': True,
                'shields': {'Ann': 0, 'Bob': 1, 'Cid': 2},
                'conflicts': [{'players': ['Bob', 'Cid'], 'shields': [1, 2], 'winner': 'Cid'},
                              {'players': ['Cid', 'Bob'], 'shields': [2, 1], 'winner': 'Cid'}],
                'absent': ['Ann'],
                'tokens': {'Ann': {'left': [], 'right': [], 'total': 0},
                           'Bob': {'left': [-1], 'right': [-1], 'total': -2},
                           'Cid': {'left': [3], 'right': [3], 'total': 6}},
                'reasons': [{'text': "Ann sits out this Age's conflict: the nearest cities on either side, Cid and "
                                     'Bob, face each other',
                             'rule': 'Cities rulebook, Diplomacy'},
                            {'text': 'Cid (2 shields) beats Bob (1 shield): Cid takes +3, Bob takes -1',
                             'rule': 'Rulebook, End of an age'},
                            {'text': 'Cid (2 shields) beats Bob (1 shield): Cid takes +3, Bob takes -1',
                             'rule': 'Rulebook, End of an age'}]}
    assert whole(v) == expected
    with use_language("ru"):
        ru = whole(referee(cities_doc(("Ann", "Rhodos", 0, "Residence"), ("Bob", "Gizah", 1, None),
                                      ("Cid", "Babylon", 2, None))))
    beats = {'text': 'Cid (2 щита) побеждает Bob (1 щит): Cid получает +3, Bob — -1', 'rule': 'Правила, Конец эпохи'}
    assert ru == dict(expected, reasons=[
        {'text': 'Ann пропускает конфликт этой эпохи: ближайшие города с обеих сторон, Cid и Bob, сражаются друг с '
                 'другом', 'rule': 'Правила «Городов», Дипломатия'}, beats, beats])

def test_a_city_out_of_the_conflict_between_two_present_cities_on_one_side():
    # Cities rulebook, Diplomacy: Cid (seat 2, the Consulate's token) sits out Age II; the nearest present city on
    # his one side is Bob (seat 1), not Ann beyond him, and on the other Dan: Bob and Dan face each other
    def table():
        return referee(cities_doc(("Ann", "Rhodos", 1, None), ("Bob", "Gizah", 0, None),
                                  ("Cid", "Babylon", 2, "Consulate"), ("Dan", "Olympia", 3, None)))
    expected = {'check': 'military',
                'age': 2,
                'legal': True,
                'shields': {'Ann': 1, 'Bob': 0, 'Cid': 2, 'Dan': 3},
                'conflicts': [{'players': ['Ann', 'Bob'], 'shields': [1, 0], 'winner': 'Ann'},
                              {'players': ['Bob', 'Dan'], 'shields': [0, 3], 'winner': 'Dan'},
                              {'players': ['Dan', 'Ann'], 'shields': [3, 1], 'winner': 'Dan'}],
                'absent': ['Cid'],
                'tokens': {'Ann': {'left': [3], 'right': [-1], 'total': 2},
                           'Bob': {'left': [-1], 'right': [-1], 'total': -2},
                           'Cid': {'left': [], 'right': [], 'total': 0},
                           'Dan': {'left': [3], 'right': [3], 'total': 6}},
                'reasons': [{'text': "Cid sits out this Age's conflict: the nearest cities on either side, Bob and "
                                     'Dan, face each other',
                             'rule': 'Cities rulebook, Diplomacy'},
                            {'text': 'Ann (1 shield) beats Bob (0 shields): Ann takes +3, Bob takes -1',
                             'rule': 'Rulebook, End of an age'},
                            {'text': 'Dan (3 shields) beats Bob (0 shields): Dan takes +3, Bob takes -1',
                             'rule': 'Rulebook, End of an age'},
                            {'text': 'Dan (3 shields) beats Ann (1 shield): Dan takes +3, Ann takes -1',
                             'rule': 'Rulebook, End of an age'}]}
    assert whole(table()) == expected
    with use_language("ru"):
        ru = whole(table())
    assert ru == dict(expected, reasons=[
        {'text': 'Cid пропускает конфликт этой эпохи: ближайшие города с обеих сторон, Bob и Dan, сражаются друг с '
                 'другом', 'rule': 'Правила «Городов», Дипломатия'},
        {'text': 'Ann (1 щит) побеждает Bob (0 щитов): Ann получает +3, Bob — -1', 'rule': 'Правила, Конец эпохи'},
        {'text': 'Dan (3 щита) побеждает Bob (0 щитов): Dan получает +3, Bob — -1', 'rule': 'Правила, Конец эпохи'},
        {'text': 'Dan (3 щита) побеждает Ann (1 щит): Dan получает +3, Ann — -1', 'rule': 'Правила, Конец эпохи'}])

def test_the_last_seat_out_of_the_conflict_its_neighbours_across_the_end_of_the_list():
    # Cities rulebook, Diplomacy: Dan, the last seat (the Consulate's token), sits out Age II: his neighbours are
    # Cid (seat 2) and, round the table, Ann (seat 0), who face each other
    def table():
        return referee(cities_doc(("Ann", "Rhodos", 1, None), ("Bob", "Gizah", 0, None), ("Cid", "Babylon", 2, None),
                                  ("Dan", "Olympia", 3, "Consulate")))
    expected = {'check': 'military',
                'age': 2,
                'legal': True,
                'shields': {'Ann': 1, 'Bob': 0, 'Cid': 2, 'Dan': 3},
                'conflicts': [{'players': ['Ann', 'Bob'], 'shields': [1, 0], 'winner': 'Ann'},
                              {'players': ['Bob', 'Cid'], 'shields': [0, 2], 'winner': 'Cid'},
                              {'players': ['Cid', 'Ann'], 'shields': [2, 1], 'winner': 'Cid'}],
                'absent': ['Dan'],
                'tokens': {'Ann': {'left': [3], 'right': [-1], 'total': 2},
                           'Bob': {'left': [-1], 'right': [-1], 'total': -2},
                           'Cid': {'left': [3], 'right': [3], 'total': 6},
                           'Dan': {'left': [], 'right': [], 'total': 0}},
                'reasons': [{'text': "Dan sits out this Age's conflict: the nearest cities on either side, Cid and "
                                     'Ann, face each other',
                             'rule': 'Cities rulebook, Diplomacy'},
                            {'text': 'Ann (1 shield) beats Bob (0 shields): Ann takes +3, Bob takes -1',
                             'rule': 'Rulebook, End of an age'},
                            {'text': 'Cid (2 shields) beats Bob (0 shields): Cid takes +3, Bob takes -1',
                             'rule': 'Rulebook, End of an age'},
                            {'text': 'Cid (2 shields) beats Ann (1 shield): Cid takes +3, Ann takes -1',
                             'rule': 'Rulebook, End of an age'}]}
    assert whole(table()) == expected
    with use_language("ru"):
        ru = whole(table())
    assert ru == dict(expected, reasons=[
        {'text': 'Dan пропускает конфликт этой эпохи: ближайшие города с обеих сторон, Cid и Ann, сражаются друг с '
                 'другом', 'rule': 'Правила «Городов», Дипломатия'},
        {'text': 'Ann (1 щит) побеждает Bob (0 щитов): Ann получает +3, Bob — -1', 'rule': 'Правила, Конец эпохи'},
        {'text': 'Cid (2 щита) побеждает Bob (0 щитов): Cid получает +3, Bob — -1', 'rule': 'Правила, Конец эпохи'},
        {'text': 'Cid (2 щита) побеждает Ann (1 щит): Cid получает +3, Ann — -1', 'rule': 'Правила, Конец эпохи'}])

def test_a_tie_after_a_weaker_age_a_victory_due_on_the_right_and_a_single_defeat():
    # four cities: Ira 1, 2, 2 shields (Walls), Bob on her left 0, 3, 3 (Barracks, Stables), Cid 1, 1, 2
    # (Stockade, Guard Tower), Dan on her right 1, 2, 2 (Archery Range). Ira holds +3 against Dan at their Age II
    # tie (she had fewer shields in Age I than in Age II); Bob lists +1, +3, +5 against Cid on his left, who beat
    # him in Age I, and only his Age I Defeat against Ira on his right, whom he beats in Ages II and III; Cid lists
    # no Defeat against Dan on his left (Age II) and three against Bob, whom he beat in Age I
    v = conflicts(p("Ira", "Gizah", [1, 2], {"left": [1, -1, -1], "right": [3]}, ["Walls"]),
                  p("Bob", "Rhodos", [0, 3], {"left": [1, 3, 5], "right": [-1]}, ["Barracks", "Stables"]),
                  p("Cid", "Olympia", [1, 1], {"left": [], "right": [-1, -1, -1]}, ["Stockade", "Guard Tower"]),
                  p("Dan", "Babylon", [1, 2], cards=["Archery Range"]))
    assert whole(v) == {'check': 'military',
                        'legal': False,
                        'ages': [{'age': 1, 'shields': {'Ira': 1, 'Bob': 0, 'Cid': 1, 'Dan': 1}},
                                 {'age': 2, 'shields': {'Ira': 2, 'Bob': 3, 'Cid': 1, 'Dan': 2}},
                                 {'age': 3, 'shields': {'Ira': 2, 'Bob': 3, 'Cid': 2, 'Dan': 2}}],
                        'tokens': {'Ira': {'left': [1, -1, -1], 'right': [], 'total': -1},
                                   'Bob': {'left': [-1, 3, 5], 'right': [-1, 3, 5], 'total': 14},
                                   'Cid': {'left': [-1], 'right': [1, -1, -1], 'total': -2},
                                   'Dan': {'left': [], 'right': [3], 'total': 3}},
                        'problems': [{'player': 'Ira',
                                      'text': 'Ira holds +3 against the right neighbour (Dan) in age II but has the '
                                              "same shields (a tie gives no token): 2 shields against Dan's 2",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Bob',
                                      'text': "Bob's defeat tokens against the left neighbour (Cid): 0, but Bob lost "
                                              "to Cid in age I (0 shields against Cid's 1): defeat tokens due: 1",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Bob',
                                      'text': 'Bob holds +1 against the left neighbour (Cid) in age I but has fewer '
                                              "shields: 0 shields against Cid's 1",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Bob',
                                      'text': 'Bob should hold +3 against the right neighbour (Ira) in age II: 3 '
                                              "shields against Ira's 2",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Bob',
                                      'text': 'Bob should hold +5 against the right neighbour (Ira) in age III: 3 '
                                              "shields against Ira's 2",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Cid',
                                      'text': "Cid's defeat tokens against the left neighbour (Dan): 0, but Cid lost "
                                              "to Dan in age II (1 shield against Dan's 2): defeat tokens due: 1",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Cid',
                                      'text': "Cid's defeat tokens against the right neighbour (Bob): 3, but Cid "
                                              "lost to Bob in age II (1 shield against Bob's 3), age III (2 shields "
                                              "against Bob's 3): defeat tokens due: 2",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Cid',
                                      'text': 'Cid should hold +1 against the right neighbour (Bob) in age I: 1 '
                                              "shield against Bob's 0",
                                      'rule': 'Rulebook, End of an age'}],
                        'reasons': []}


def test_two_victory_tokens_too_many_in_one_list():
    # Ira and Bob (1 shield in every Age: the Guard Tower, the Stockade) tie and each beats Cid (none): Ira's two
    # +1, two +3 and two +5 are one of each too many; Bob lists three Defeats instead of his three victories
    v = conflicts(p("Ira", "Gizah", [1, 1, 1], [1, 1, 3, 3, 5, 5], ["Guard Tower"]),
                  p("Bob", "Rhodos", [1, 1, 1], [-1, -1, -1], ["Stockade"]), p("Cid", "Olympia", [0, 0, 0]))
    assert whole(v) == {'check': 'military',
                        'legal': False,
                        'ages': [{'age': 1, 'shields': {'Ira': 1, 'Bob': 1, 'Cid': 0}},
                                 {'age': 2, 'shields': {'Ira': 1, 'Bob': 1, 'Cid': 0}},
                                 {'age': 3, 'shields': {'Ira': 1, 'Bob': 1, 'Cid': 0}}],
                        'tokens': {'Ira': {'left': [], 'right': [1, 3, 5], 'total': 9},
                                   'Bob': {'left': [1, 3, 5], 'right': [], 'total': 9},
                                   'Cid': {'left': [-1, -1, -1], 'right': [-1, -1, -1], 'total': -6}},
                        'problems': [{'player': 'Ira',
                                      'text': 'Ira holds 2 tokens of +1 but the age I shields give 1 (left Bob: 1 '
                                              "shield against Bob's 1; right Cid: 1 shield against Cid's 0)",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Ira',
                                      'text': 'Ira holds 2 tokens of +3 but the age II shields give 1 (left Bob: 1 '
                                              "shield against Bob's 1; right Cid: 1 shield against Cid's 0)",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Ira',
                                      'text': 'Ira holds 2 tokens of +5 but the age III shields give 1 (left Bob: 1 '
                                              "shield against Bob's 1; right Cid: 1 shield against Cid's 0)",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Bob',
                                      'text': 'Bob holds 3 defeat tokens but the shields give 0',
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Bob',
                                      'text': 'Bob holds 0 tokens of +1 but the age I shields give 1 (left Cid: 1 '
                                              "shield against Cid's 0; right Ira: 1 shield against Ira's 1)",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Bob',
                                      'text': 'Bob holds 0 tokens of +3 but the age II shields give 1 (left Cid: 1 '
                                              "shield against Cid's 0; right Ira: 1 shield against Ira's 1)",
                                      'rule': 'Rulebook, End of an age'},
                                     {'player': 'Bob',
                                      'text': 'Bob holds 0 tokens of +5 but the age III shields give 1 (left Cid: 1 '
                                              "shield against Cid's 0; right Ira: 1 shield against Ira's 1)",
                                      'rule': 'Rulebook, End of an age'}],
                        'reasons': []}


# -- an expansion's change read from the tokens held per neighbour (Leaders: Semiramis) -------------------

def leader_city(name, wonder, shields, cards=(), military=None):
    out = {"name": name, "wonder": wonder, "side": "A", "coins": 3, "shields": shields, "cards": list(cards)}
    return out | ({"military": military} if military is not None else {})


def test_semiramis_counts_a_defeat_held_against_the_right_neighbour():
    # Semiramis (the printed card; leaders.json: every Defeat token her city holds adds a shield): Ira holds a +1
    # against her left neighbour and a Defeat against her right one, so her 1 shield counts 2 in Age II and ties
    # Bob's 2 (seed 000, Конец эпохи: «Если общие суммы соседних городов равны, то никто не получает жетонов»)
    pl = leader_city
    doc = {"game": "7w", "expansions": ["leaders"], "check": "military", "age": 2,
           "players": [pl("Ira", "Gizah", 1, ["Semiramis"], {"left": [1], "right": [-1]}), pl("Bob", "Rhodos", 2),
                       pl("Cid", "Olympia", 0)]}
    expected = {'check': 'military',
                'age': 2,
                'legal': True,
                'shields': {'Ira': 2, 'Bob': 2, 'Cid': 0},
                'conflicts': [{'players': ['Ira', 'Bob'], 'shields': [2, 2], 'winner': None},
                              {'players': ['Bob', 'Cid'], 'shields': [2, 0], 'winner': 'Bob'},
                              {'players': ['Cid', 'Ira'], 'shields': [0, 2], 'winner': 'Ira'}],
                'absent': [],
                'tokens': {'Ira': {'left': [], 'right': [3], 'total': 3},
                           'Bob': {'left': [3], 'right': [], 'total': 3},
                           'Cid': {'left': [-1], 'right': [-1], 'total': -2}},
                'reasons': [{'text': 'Semiramis: Ira holds 1 Defeat token, counted as shields: 2 in this conflict',
                             'rule': 'Leaders rulebook, Leader cards; the printed card: Semiramis'},
                            {'text': 'Ira and Bob both have 2 shields: a tie, no token',
                             'rule': 'Rulebook, End of an age'},
                            {'text': 'Bob (2 shields) beats Cid (0 shields): Bob takes +3, Cid takes -1',
                             'rule': 'Rulebook, End of an age'},
                            {'text': 'Ira (2 shields) beats Cid (0 shields): Ira takes +3, Cid takes -1',
                             'rule': 'Rulebook, End of an age'}]}
    assert whole(referee(doc)) == expected
    with use_language("ru"):
        ru = whole(referee(doc))
    assert ru == dict(expected, reasons=[
        {'text': '«Semiramis»: у Ira 1 жетон поражения, он идёт в счёт щитов: сила Ira в этом конфликте — 2',
         'rule': 'Правила «Лидеров», Карты лидеров; напечатано на карте: «Semiramis»'},
        {'text': 'у Ira и Bob по 2 щита: ничья, жетонов нет', 'rule': 'Правила, Конец эпохи'},
        {'text': 'Bob (2 щита) побеждает Cid (0 щитов): Bob получает +3, Cid — -1', 'rule': 'Правила, Конец эпохи'},
        {'text': 'Ira (2 щита) побеждает Cid (0 щитов): Ira получает +3, Cid — -1', 'rule': 'Правила, Конец эпохи'}])


def test_tomyris_gives_both_her_defeats_to_the_winners_who_keep_their_victories():
    # Tomyris (the printed card: a Defeat token her city would take goes to the neighbour who won): Ira (0
    # shields) loses Age I to Bob (2) and to Cid (1); each winner takes its +1 and Ira's -1 on the same side, and
    # the sentence of each battle still says the +1 it gives (seed 000, Конец эпохи: Эпоха I: +1)
    doc = {"game": "7w", "expansions": ["leaders"], "check": "military", "age": 1,
           "players": [leader_city("Ira", "Gizah", 0, ["Tomyris"]), leader_city("Bob", "Rhodos", 2),
                       leader_city("Cid", "Olympia", 1)]}
    tomyris = {'text': 'Tomyris: the Defeat token Ira would take goes to the neighbour who won',
               'rule': 'Leaders rulebook, Leader cards; the printed card: Tomyris'}
    expected = {'check': 'military',
                'age': 1,
                'legal': True,
                'shields': {'Ira': 0, 'Bob': 2, 'Cid': 1},
                'conflicts': [{'players': ['Ira', 'Bob'], 'shields': [0, 2], 'winner': 'Bob'},
                              {'players': ['Bob', 'Cid'], 'shields': [2, 1], 'winner': 'Bob'},
                              {'players': ['Cid', 'Ira'], 'shields': [1, 0], 'winner': 'Cid'}],
                'absent': [],
                'tokens': {'Ira': {'left': [], 'right': [], 'total': 0},
                           'Bob': {'left': [1], 'right': [1, -1], 'total': 1},
                           'Cid': {'left': [1, -1], 'right': [-1], 'total': -1}},
                'reasons': [{'text': 'Bob (2 shields) beats Ira (0 shields): Bob takes +1, Ira takes -1',
                             'rule': 'Rulebook, End of an age'},
                            tomyris,
                            {'text': 'Bob (2 shields) beats Cid (1 shield): Bob takes +1, Cid takes -1',
                             'rule': 'Rulebook, End of an age'},
                            {'text': 'Cid (1 shield) beats Ira (0 shields): Cid takes +1, Ira takes -1',
                             'rule': 'Rulebook, End of an age'},
                            tomyris]}
    assert whole(referee(doc)) == expected
    with use_language("ru"):
        ru = whole(referee(doc))
    tomyris = {'text': '«Томирис»: жетон поражения, который получил бы Ira, получает победивший сосед',
               'rule': 'Правила «Лидеров», Карты лидеров; напечатано на карте: «Томирис»'}
    assert ru == dict(expected, reasons=[
        {'text': 'Bob (2 щита) побеждает Ira (0 щитов): Bob получает +1, Ira — -1', 'rule': 'Правила, Конец эпохи'},
        tomyris,
        {'text': 'Bob (2 щита) побеждает Cid (1 щит): Bob получает +1, Cid — -1', 'rule': 'Правила, Конец эпохи'},
        {'text': 'Cid (1 щит) побеждает Ira (0 щитов): Cid получает +1, Ira — -1', 'rule': 'Правила, Конец эпохи'},
        tomyris])


def test_babel_tiles_19_and_22_an_age_i_victory_that_gives_nothing_and_two_defeats():
    # seed 004, 19: «Если игрок должен взять жетон Победы стоимостью 1 ПО, он не берёт ничего»; 22: «Если игрок
    # должен взять 1 жетон Поражения, то он вместо этого берёт 2». Age I: Ira and Cid (1 shield) each beat Bob
    # (none) and take nothing; Bob takes two Defeats from each; Cid and Ira tie
    def pl(name, wonder, shields, tiles=()):
        return {"name": name, "wonder": wonder, "side": "A", "coins": 3, "shields": shields, "cards": [],
                "babel": {"tiles": list(tiles)}}

    doc = {"game": "7w", "expansions": ["babel"], "check": "military", "age": 1, "tower": [19, 22],
           "players": [pl("Ira", "Gizah", 1, [19]), pl("Bob", "Rhodos", 0, [22]), pl("Cid", "Olympia", 1)]}
    expected = {'check': 'military',
                'age': 1,
                'legal': True,
                'shields': {'Ira': 1, 'Bob': 0, 'Cid': 1},
                'conflicts': [{'players': ['Ira', 'Bob'], 'shields': [1, 0], 'winner': 'Ira'},
                              {'players': ['Bob', 'Cid'], 'shields': [0, 1], 'winner': 'Cid'},
                              {'players': ['Cid', 'Ira'], 'shields': [1, 1], 'winner': None}],
                'absent': [],
                'tokens': {'Ira': {'left': [], 'right': [], 'total': 0},
                           'Bob': {'left': [-1, -1], 'right': [-1, -1], 'total': -4},
                           'Cid': {'left': [], 'right': [], 'total': 0}},
                'reasons': [{'text': 'Tile 19 is visible in the tower at this conflict',
                             'rule': "Babel rulebook, construction tile 19 of the Tower of Babel; The construction "
                                     "tiles' effects"},
                            {'text': 'Tile 22 is visible in the tower at this conflict',
                             'rule': "Babel rulebook, construction tile 22 of the Tower of Babel; The construction "
                                     "tiles' effects"},
                            {'text': 'Ira (1 shield) beats Bob (0 shields): Ira takes no token, Bob takes -1, -1',
                             'rule': 'Rulebook, End of an age'},
                            {'text': 'Cid (1 shield) beats Bob (0 shields): Cid takes no token, Bob takes -1, -1',
                             'rule': 'Rulebook, End of an age'},
                            {'text': 'Cid and Ira both have 1 shield: a tie, no token',
                             'rule': 'Rulebook, End of an age'}]}
    assert whole(referee(doc)) == expected
    with use_language("ru"):
        ru = whole(referee(doc))
    tile = 'Правила дополнения «Вавилон», тайл Строительства {n} Вавилонской башни; Эффекты тайлов Строительства'
    assert ru == dict(expected, reasons=[
        {'text': 'Во время этого конфликта в башне виден тайл 19', 'rule': tile.format(n=19)},
        {'text': 'Во время этого конфликта в башне виден тайл 22', 'rule': tile.format(n=22)},
        {'text': 'Ira (1 щит) побеждает Bob (0 щитов): Ira не получает жетона, Bob — -1, -1',
         'rule': 'Правила, Конец эпохи'},
        {'text': 'Cid (1 щит) побеждает Bob (0 щитов): Cid не получает жетона, Bob — -1, -1',
         'rule': 'Правила, Конец эпохи'},
        {'text': 'у Cid и Ira по 1 щиту: ничья, жетонов нет', 'rule': 'Правила, Конец эпохи'}])
    with use_language("uk"):
        uk = whole(referee(doc))
    tile = 'Правила доповнення «Вавилон», тайл Будівництва {n} Вавилонської вежі; Ефекти тайлів Будівництва'
    assert uk == dict(expected, reasons=[
        {'text': 'Під час цього конфлікту у вежі видно тайл 19', 'rule': tile.format(n=19)},
        {'text': 'Під час цього конфлікту у вежі видно тайл 22', 'rule': tile.format(n=22)},
        {'text': 'Ira (1 щит) перемагає Bob (0 щитів): Ira не отримує жетона, Bob — -1, -1',
         'rule': 'Правила, Кінець епохи'},
        {'text': 'Cid (1 щит) перемагає Bob (0 щитів): Cid не отримує жетона, Bob — -1, -1',
         'rule': 'Правила, Кінець епохи'},
        {'text': 'у Cid і Ira по 1 щиту: нічия, жетонів немає', 'rule': 'Правила, Кінець епохи'}])
