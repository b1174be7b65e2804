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
