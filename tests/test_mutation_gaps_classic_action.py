"""Mutation gaps of ``referee.classic.action``: a referee's action document read field by field.
Each malformed action gets its whole problem list, every path and sentence word for word, in English
and in Russian; a proposed deal split over several lines is read whole."""
from __future__ import annotations

import copy

import pytest

from referee.registry import referee
from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

BASE = games.get("7w").referee_examples()[0]     # age III; Ira (Alexandria A, Lumber Yard) builds University


def problems(doc, lang):
    with use_language(lang), pytest.raises(BadInput) as exc:
        referee(doc)
    return [(p.path, p.message) for p in exc.value.problems]


def with_action(action):
    return dict(copy.deepcopy(BASE), action=action)


BUILD_ONE = 'say exactly one of "build": card name, "stage": true or "discard": true'
BUILD_ONE_RU = 'укажите ровно одно из: "build": название карты, "stage": true или "discard": true'
FIELDS = "player, build, stage, discard, card, buy, olympia, olympia_used, from_discard, seventh, by"

CASES = [
    ({"player": "Ira", "stage": True, "discard": True},
     [("action", BUILD_ONE + " (got stage, discard)")], [("action", BUILD_ONE_RU + " (получено stage, discard)")]),
    ({"player": "Ira"}, [("action", BUILD_ONE)], [("action", BUILD_ONE_RU)]),
    ({"player": "Ira", "stage": 5}, [("action.stage", "stage must be true (or, for discard, the card's name)")],
     [("action.stage", "stage должно быть true (или, для сброса, название карты)")]),
    ({"player": "Ira", "stage": True, "card": "Nonsuch"}, [("action.card", "unknown card 'Nonsuch'")],
     [("action.card", "неизвестная карта 'Nonsuch'")]),
    ({"player": "Ira", "build": 7}, [("action.build", "unknown card 7")], [("action.build", "неизвестная карта 7")]),
    ({"player": "Ira", "build": "Universty"}, [("action.build", "unknown card 'Universty'; did you mean 'University'?")],
     [("action.build", "неизвестная карта 'Universty'; может быть, 'University'?")]),
    ({"player": "Ira", "build": "University", "card": "Loom"},
     [("action.card", '"card" names the card tucked under a stage or discarded; for a build, name it in "build"')],
     [("action.card", '"card" называет карту, подложенную под этап или сброшенную; для постройки назовите её в "build"')]),
    ({"player": "Ira", "discard": True, "card": "Loom", "buy": [{"from": "left", "resource": "wood", "count": 1}]},
     [("action.buy", "a discarded card costs nothing: nothing to buy")],
     [("action.buy", "сброшенная карта ничего не стоит: покупать нечего")]),
    ({"player": "Ira", "stage": True, "card": "Loom", "olympia": True, "from_discard": True},
     [("action.olympia", "olympia applies to a build only"), ("action.from_discard", "from_discard applies to a build only")],
     [("action.olympia", "olympia относится только к постройке"),
      ("action.from_discard", "from_discard относится только к постройке")]),
    # a flag that is not true or false is that one problem (not also "applies to a build only")
    ({"player": "Ira", "stage": True, "card": "Loom", "olympia": "yes"},
     [("action.olympia", "olympia must be true or false, got 'yes'")],
     [("action.olympia", "olympia — true или false, получено 'yes'")]),
    ({"player": "Ira", "build": "University", "seventh": "yes"},
     [("action.seventh", "seventh must be true or false, got 'yes'")],
     [("action.seventh", "seventh — true или false, получено 'yes'")]),
    ({"player": "Ira", "build": "University", "by": "Zed"}, [("action.by", "unknown player 'Zed'")],
     [("action.by", "неизвестный игрок 'Zed'")]),
    ({"player": "Ira", "build": "University", "buy": "wood"},
     [("action.buy", 'buy must be a list such as [{"from": "left", "resource": "clay", "count": 1}]')],
     [("action.buy", 'buy — это список вроде [{"from": "left", "resource": "clay", "count": 1}]')]),
    ({"player": "Ira", "build": "University", "buy": ["wood", {"from": "up", "resource": "gold", "count": 0}]},
     [("action.buy[0]", 'each purchase is {"from": "left"|"right", "resource": ..., "count": n}'),
      ("action.buy[1].from", "from must be \"left\" or \"right\" (a neighbour), got 'up'"),
      ("action.buy[1].resource", "unknown resource 'gold'; resources are wood, stone, clay, ore, glass, cloth, papyrus"),
      ("action.buy[1].count", "count must be a whole number 1 or more, got 0")],
     [("action.buy[0]", 'каждая покупка — {"from": "left"|"right", "resource": ..., "count": n}'),
      ("action.buy[1].from", "\"from\" — \"left\" или \"right\" (сосед), получено 'up'"),
      ("action.buy[1].resource", "неизвестный ресурс 'gold'; ресурсы: wood, stone, clay, ore, glass, cloth, papyrus "
                                 "(дерево, камень, глина, руда, стекло, ткань, папирус)"),
      ("action.buy[1].count", "count — целое число от 1, получено 0")]),
    ({"player": "Ira", "build": "University", "buy": [{"from": "left", "resource": "wood", "count": "2"}]},
     [("action.buy[0].count", "count must be a whole number 1 or more, got '2'")],
     [("action.buy[0].count", "count — целое число от 1, получено '2'")]),
    ({"player": "Ira", "build": "University", "buy": [{"form": "left", "resource": "wood"}], "bulid": 1},
     [("action.bulid", "unknown field 'bulid'; did you mean 'build'?"),
      ("action.buy[0].form", "unknown field 'form'; did you mean 'from'?"),
      ("action.buy[0].from", 'from must be "left" or "right" (a neighbour), got None')],
     [("action.bulid", "неизвестное поле 'bulid'; может быть, 'build'?"),
      ("action.buy[0].form", "неизвестное поле 'form'; может быть, 'from'?"),
      ("action.buy[0].from", '"from" — "left" или "right" (сосед), получено None')]),
    ({"player": "Ira", "build": "University", "zzz": 1},
     [("action.zzz", f"unknown field 'zzz'; expected one of {FIELDS}")],
     [("action.zzz", f"неизвестное поле 'zzz'; ожидается одно из: {FIELDS}")]),
]


@pytest.mark.parametrize(("action", "en", "ru"), CASES)
def test_a_malformed_action_is_refused_field_by_field(action, en, ru):
    doc = with_action(action)
    assert problems(doc, "en") == en
    assert problems(doc, "ru") == ru


def test_the_age_is_required():
    doc = copy.deepcopy(BASE)
    del doc["age"]
    assert problems(doc, "en") == [("age", 'the current age is required: "age": 1, 2 or 3')]


def test_a_malformed_action_in_a_turn_does_not_count_as_the_players_action():
    # the refused first action is not also "Ira already acts in actions[0]"
    doc = copy.deepcopy(BASE)
    del doc["action"]
    doc["actions"] = [{"player": "Ira", "build": "University", "olympia": "yes"}, {"player": "Ira", "build": "Loom"}]
    assert problems(doc, "en") == [("actions[0].olympia", "olympia must be true or false, got 'yes'")]
    assert problems(doc, "ru") == [("actions[0].olympia", "olympia — true или false, получено 'yes'")]


def test_a_deal_buying_one_resource_in_two_lines_buys_both():
    # Oleg (Olympia A: wood; Lumber Yard) sells Ira both wood University needs, one line each
    doc = with_action({"player": "Ira", "build": "University", "buy": [
        {"from": "left", "resource": "wood", "count": 1}, {"from": "left", "resource": "wood"},
        {"from": "right", "resource": "papyrus"}]})
    doc["players"][0].update(cards=[], coins=8)
    doc["players"][1]["cards"] = ["Lumber Yard"]
    with use_language("en"):
        verdict = referee(doc)
    assert verdict["legal"] is True
    assert [r["text"] for r in verdict["reasons"]][:2] == [
        "University costs 1 glass, 1 papyrus, 2 wood",
        "the deal is legal: Ira buys 2 wood from the left neighbour (Oleg) for 4 coins (2 each) and 1 papyrus "
        "from the right neighbour (Sofia) for 2 coins; pays 6 of the 8 coins held at the start of the turn"]
    with use_language("ru"):
        verdict = referee(doc)
    assert [r["text"] for r in verdict["reasons"]][1] == (
        "сделка законна: Ira покупает: 2 дерева у левого соседа (Oleg) за 4 монеты (по 2) и 1 папирус у правого "
        "соседа (Sofia) за 2 монеты; платит 6 (монет в начале хода: 8)")
