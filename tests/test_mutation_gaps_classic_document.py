"""The 1st and 2nd editions' table document (``scoring.classic.document``) refused or read: what
mutation testing found unchecked. Each bad document gets its whole problem list, every path and
sentence word for word, in English and in Russian."""
from __future__ import annotations

import copy

import pytest

from scoring.classic.document import parse_table
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from tests.helpers import player, table, three

PLAYERS = three()["players"]


def problems(doc, lang="en"):
    with use_language(lang), pytest.raises(BadInput) as exc:
        parse_table(doc)
    return [(p.path, p.message) for p in exc.value.problems]


def test_a_document_without_a_game_is_the_first_edition():
    # "game" is optional; Strategists Guild is a card of the 1st edition only (the 2nd edition has no such guild)
    doc = {"players": copy.deepcopy(PLAYERS)}
    doc["players"][0]["cards"] = ["Strategists Guild"]
    t = parse_table(doc)
    assert t.game.id == "7w" and [c.name for c in t.cities[0].cards] == ["Strategists Guild"]


@pytest.mark.parametrize("game, en, ru", [
    ("duel", "7 Wonders Duel tables have their own document (README, \"7 Wonders Duel\"); this is the 1st "
             "edition's parser: score it with scoring.games.score",
     "у партий 7 Чудес: Дуэль свой документ (README, \"7 Чудес: Дуэль\"); это разбор 1-го издания: считайте "
     "через scoring.games.score"),
    ("Architects", "7 Wonders Architects tables have their own document (README, \"7 Wonders Architects\"); "
                   "this is the 1st edition's parser: score it with scoring.games.score",
     "у партий 7 Чудес: Архитекторы свой документ (README, \"7 Чудес: Архитекторы\"); это разбор 1-го "
     "издания: считайте через scoring.games.score"),
    ("7 wonderz", "unknown game '7 wonderz'", "неизвестная игра '7 wonderz'"),
])
def test_a_game_this_parser_does_not_read(game, en, ru):
    doc = table(*copy.deepcopy(PLAYERS), game=game)
    assert problems(doc) == [("game", en)]
    assert problems(doc, "ru") == [("game", ru)]


@pytest.mark.parametrize("doc, en, ru", [
    ([1, 2], [("", "the document must be a JSON object with \"game\" and \"players\"")],
     [("", "документ должен быть JSON-объектом с \"game\" и \"players\"")]),
    ({"gam": "7w", "players": PLAYERS}, [("gam", "unknown field 'gam'; did you mean 'game'?")],
     [("gam", "неизвестное поле 'gam'; возможно, имелось в виду 'game'?")]),
    ({"game": "7w", "players": PLAYERS, "expansions": ["babel"]},
     [("expansions", "no expansion is supported yet")], [("expansions", "дополнения пока не поддерживаются")]),
    ({"game": "7w", "players": {"Ira": {}}},
     [("players", "\"players\" must be a list of players in clockwise seating order")],
     [("players", "\"players\" должен быть списком игроков в порядке посадки по часовой стрелке")]),
])
def test_a_table_of_the_wrong_shape(doc, en, ru):
    assert problems(doc) == en
    assert problems(doc, "ru") == ru


def test_an_empty_list_of_expansions_is_no_expansion():
    assert parse_table({"game": "7w", "players": copy.deepcopy(PLAYERS), "expansions": []}).size == 3


FREE = {"free_city": True}


def test_the_second_edition_has_no_free_city_and_says_so_in_the_readers_language():
    # seed 001 has no 2-player variant; the pointer to the game for two is named as in the reader's box
    doc = table(player("Ira", "Rhodos", "day"), player("Oleg", "Gizah", "day"),
                player("Free", "Babylon", "day", **FREE), game="7w2")
    assert problems(doc) == [("players[2].free_city", "7 Wonders (2nd edition, 2020) has no 2-player variant, "
                                                      "so no Free City (7 Wonders Duel is the game for two)")]
    assert problems(doc, "ru") == [("players[2].free_city", "в 7 Чудес (2-е издание, 2020) нет варианта для двоих, "
                                                            "а значит, и Вольного города (7 Чудес: Дуэль — игра для двоих)")]


@pytest.mark.parametrize("doc", [
    table(player("Ira", "Rhodos"), player("Oleg", "Gizah"), player("Free", "Babylon", **FREE),
          player("Anna", "Olympia")),
    table(player("Ira", "Rhodos"), player("Oleg", "Gizah", **FREE), player("Free", "Babylon", **FREE)),
])
def test_the_two_player_variant_has_two_players_and_one_free_city(doc):
    # seed 000, "Вариант для двух опытных игроков": two players and a third, neutral city
    assert problems(doc) == [("players", "the 2-player variant has exactly 3 cities: 2 players and 1 Free City")]
    assert problems(doc, "ru") == [("players", "в варианте для двоих ровно 3 города: 2 игрока и 1 Вольный город")]


def test_two_players_and_the_free_city_are_a_table():
    t = parse_table(table(player("Ira", "Rhodos"), player("Oleg", "Gizah"), player("Free", "Babylon", **FREE)))
    assert [(c.name, c.free_city) for c in t.cities] == [("Ira", False), ("Oleg", False), ("Free", True)]


def ira(**kw):
    return player("Ira", "Rhodos", **kw)


def oleg(**kw):
    return player("Oleg", "Gizah", **kw)


def sofia(**kw):
    return player("Sofia", "Babylon", **kw)


SEVEN = ["Rhodos", "Alexandria", "Ephesos", "Babylon", "Olympia", "Halikarnassos", "Gizah"]
GUILDS = ["Workers Guild", "Craftsmens Guild", "Traders Guild", "Philosophers Guild", "Spies Guild",
          "Strategists Guild"]

# each bad table: its whole problem list in English, then in Russian
BAD = {
    "two players without the Free City": (
        table(ira(), oleg()),
        [("players", "2 players: 7 Wonders (1st edition, 2010) is for 3 to 7 players (2 players: add the Free City "
                     "with \"free_city\": true)")],
        [("players", "2 игрока: в 7 Чудес (1-е издание, 2010) играют от 3 до 7 игроков (вдвоём добавьте Вольный "
                     "город: \"free_city\": true)")]),
    "two players of the 2nd edition": (
        table(player("Ira", "Rhodos", "day"), player("Oleg", "Gizah", "day"), game="7w2"),
        [("players", "2 players: 7 Wonders (2nd edition, 2020) is for 3 to 7 players; 7 Wonders (2nd edition, 2020) "
                     "has no 2-player variant (7 Wonders Duel is the game for two)")],
        [("players", "2 игрока: в 7 Чудес (2-е издание, 2020) играют от 3 до 7 игроков; в 7 Чудес (2-е издание, "
                     "2020) нет варианта для двоих (7 Чудес: Дуэль — игра для двоих)")]),
    "one player": (
        table(ira()),
        [("players", "1 player: 7 Wonders (1st edition, 2010) is for 3 to 7 players")],
        [("players", "1 игрок: в 7 Чудес (1-е издание, 2010) играют от 3 до 7 игроков")]),
    "eight players": (
        table(*[player(n, w) for n, w in zip("ABCDEFGH", SEVEN + ["Rhodos"])]),
        [("players", "8 players: 7 Wonders (1st edition, 2010) is for 3 to 7 players"),
         ("players[7].wonder", "Rhodos is already played by players[0]: each board is unique")],
        [("players", "8 игроков: в 7 Чудес (1-е издание, 2010) играют от 3 до 7 игроков"),
         ("players[7].wonder", "Родос уже у players[0]: каждое чудо света — только у одного игрока")]),
    "a blank wonder": (
        table(player("Ira", " "), oleg(), sofia()),
        [("players[0].wonder", "a wonder is required (e.g. \"Rhodos\")")],
        [("players[0].wonder", "нужно чудо света (например, \"Родос\")")]),
    "a wonder like none": (
        table(player("Ira", "Qwertyuiop"), oleg(), sofia()),
        [("players[0].wonder", "unknown wonder 'Qwertyuiop'; the wonders are Rhodos, Alexandria, Ephesos, Babylon, "
                               "Olympia, Halikarnassos, Gizah")],
        [("players[0].wonder", "неизвестное чудо света 'Qwertyuiop'; чудеса: Родос, Александрия, Эфес, Вавилон, "
                               "Олимпия, Галикарнас, Гиза")]),
    "a side that is not text": (
        table(ira(side=5), oleg(), sofia()),
        [("players[0].side", "side must be 'A' or 'B', got 5")],
        [("players[0].side", "сторона должна быть 'A' или 'B', получено 5")]),
    "negative stages on an unknown side": (
        table(ira(side="C", stages=-1), oleg(), sofia()),
        [("players[0].side", "side must be 'A' or 'B', got 'C'"),
         ("players[0].stages", "stages cannot be negative, got -1")],
        [("players[0].side", "сторона должна быть 'A' или 'B', получено 'C'"),
         ("players[0].stages", "этапов не может быть меньше нуля, получено -1")]),
    "coins as text": (
        table(ira(coins="7"), oleg(), sofia()),
        [("players[0].coins", "coins must be a whole number 0 or more, got '7'")],
        [("players[0].coins", "монеты — целое число от 0, получено '7'")]),
    "military not a list": (
        table(dict(ira(), military=1), oleg(), sofia()),
        [("players[0].military", "military must be a list of conflict token values, e.g. [1, 3, -1]")],
        [("players[0].military", "military — список значений жетонов конфликтов, например [1, 3, -1]")]),
    "a token as text": (
        table(ira(military=["1"]), oleg(), sofia()),
        [("players[0].military[0]", "'1' is not a conflict token (tokens are -1, 1, 3, 5)")],
        [("players[0].military[0]", "'1' — не жетон конфликта (жетоны: -1, 1, 3, 5)")]),
    "shields not a list": (
        table(ira(shields="x"), oleg(), sofia()),
        [("players[0].shields", "shields must list the shields at the end of ages I and II (and III): whole numbers "
                                "0 or more, got 'x'")],
        [("players[0].shields", "shields — щиты в конце I и II (и III) эпох: целые числа от 0, получено 'x'")]),
    "free_city not true or false": (
        table(ira(free_city="yes"), oleg(), sofia()),
        [("players[0].free_city", "free_city must be true or false")],
        [("players[0].free_city", "free_city должен быть true или false")]),
    "a card of the other edition": (
        table(ira(cards=["Well"]), oleg(), sofia()),
        [("players[0].cards[0]", "Well is a card of 7 Wonders (2nd edition, 2020), not of 7 Wonders (1st edition, "
                                 "2010); did you mean \"game\": \"7w2\"?")],
        [("players[0].cards[0]", "«Well» — карта игры 7 Чудес (2-е издание, 2020), а не 7 Чудес (1-е издание, "
                                 "2010); может быть, \"game\": \"7w2\"?")]),
    "a card like none": (
        table(ira(cards=["Qwertyuiopasdf"]), oleg(), sofia()),
        [("players[0].cards[0]", "unknown card 'Qwertyuiopasdf'")],
        [("players[0].cards[0]", "неизвестная карта 'Qwertyuiopasdf'")]),
    "a card for six players at a table of three": (
        table(ira(cards=["Tree Farm"]), oleg(), sofia()),
        [("players[0].cards[0]", "Tree Farm is not in the game with 3 players (its copies are marked 6+)")],
        [("players[0].cards[0]", "«Лесной карьер» не участвует в игре на 3 игроков (её копии помечены 6+)")]),
    "two identical structures": (
        table(ira(cards=["Barracks", "Barracks"]), oleg(), sofia()),
        [("players[0].cards[1]", "Barracks is already in this city (cards[0]): no city may hold two identical "
                                 "structures")],
        [("players[0].cards[1]", "«Казармы» уже есть в этом городе (cards[0]): в городе не бывает двух одинаковых "
                                 "построек")]),
    "one copy in two cities": (
        table(ira(cards=["Barracks"]), oleg(cards=["Barracks"]), sofia()),
        [("players[1].cards[0]", "2 cities hold Barracks but only 1 copy exists with 3 players")],
        [("players[1].cards[0]", "«Казармы» в городах: 2, но при 3 игроках есть только 1 копия")]),
    "six guilds at a table of three": (
        table(ira(cards=GUILDS[:3]), oleg(cards=GUILDS[3:]), sofia()),
        [("players[1].cards[2]", "6 guilds on the table but only 5 are shuffled into age III with 3 players "
                                 "(players + 2)")],
        [("players[1].cards[2]", "на столе гильдий: 6, но при 3 игроках в III эпоху замешивают только 5 "
                                 "(игроки + 2)")]),
    "shields for one player only": (
        table(ira(shields=[0, 0, 0]), oleg(), sofia()),
        [("players[1].shields", "give shields for every player (or for none) so that tokens can be derived")],
        [("players[1].shields", "укажите щиты всех игроков (или ничьи), чтобы вывести жетоны")]),
    "tokens that do not match the shields": (
        table(ira(cards=["Barracks", "Stockade"], shields=[2, 2, 2], military=[5]), oleg(shields=[0, 0, 0]),
              sofia(shields=[0, 0, 0])),
        # 2 shields against 0 on both sides in each age: six battles won (seed 000, Конец эпохи)
        [("players[0].military", "tokens [5] do not match the shields, which give [1, 1, 3, 3, 5, 5]")],
        [("players[0].military", "жетоны [5] не совпадают со щитами, по которым выходит [1, 1, 3, 3, 5, 5]")]),
    "victories nobody lost": (
        table(ira(military=[1]), oleg(military=[1]), sofia(military=[1])),
        [("players", "impossible conflict tokens: victory tokens on the table: 3, defeat tokens: 0; every battle won "
                     "is a battle lost by a neighbour")],
        [("players", "невозможные жетоны конфликтов: жетонов победы на столе: 3, а жетонов поражения: 0; каждая "
                     "выигранная битва — проигранная битва соседа")]),
}


@pytest.mark.parametrize("case", list(BAD))
def test_every_problem_of_a_bad_table_word_for_word(case):
    doc, en, ru = BAD[case]
    assert problems(doc) == en
    assert problems(doc, "ru") == ru


@pytest.mark.parametrize("game, raw, side", [
    ("7w", "A", "A"), ("7w", " b ", "B"), ("7w", "a", "A"),
    ("7w2", "day", "day"), ("7w2", "Night", "night"), ("7w2", "ночь", "night"), ("7w2", "ніч", "night"),
    ("7w2", "DAY", "day"),
])
def test_a_side_is_read_as_printed_in_any_case_or_in_russian_and_ukrainian(game, raw, side):
    other = "A" if game == "7w" else "day"
    t = parse_table(table(player("Ira", "Rhodos", raw, stages=1), player("Oleg", "Gizah", other),
                          player("Sofia", "Babylon", other), game=game))
    rhodos = t.cities[0]
    assert rhodos.side is rhodos.wonder.sides[side] and rhodos.built_stages == rhodos.side.stages[:1]


def test_whole_numbers_only_for_stages_coins_and_tokens():
    doc = table(ira(stages=2.0, coins=3.0, military=[1.0, -1]), oleg(military=[-1]), sofia(military=[1]))
    assert problems(doc) == [
        ("players[0].stages", "stages must be a whole number, got 2.0"),
        ("players[0].coins", "coins must be a whole number 0 or more, got 3.0"),
        ("players[0].military[0]", "1.0 is not a conflict token (tokens are -1, 1, 3, 5)")]
