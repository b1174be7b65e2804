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
