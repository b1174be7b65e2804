"""The Wonder Pack's table option on an open point that changes a score (data file ``table_options``):
``stonehenge_either_or``, the stone symbols an either/or brown card gives Stonehenge, scored both ways
by hand, and a bad value blamed on its field."""
from __future__ import annotations

import copy

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.expansions.wonderpack.examples import PACK

GAME = games.get("7w")


def doc(**options):
    # Ira: Stonehenge A, 3 stages (3 + 5 VP, then 2 VP per stone symbol on her brown cards):
    # Quarry (stone, stone), Excavation (stone/clay), Lumber Yard (wood)
    return {**copy.deepcopy(PACK), **options}


def wonder_row(result):
    return result.players[0].categories["wonder"]


def test_an_either_or_card_gives_stonehenge_one_stone_symbol_by_default():
    # one: Quarry 2 + Excavation 1 = 3 symbols × 2 = 6; wonder row 3 + 5 + 6 = 14
    assert wonder_row(GAME.score(doc())) == wonder_row(GAME.score(doc(stonehenge_either_or="one"))) == 14
    assert wonder_row(GAME.score(doc(stonehenge_either_or=None))) == 14


def test_an_either_or_card_gives_none_when_the_table_says_so():
    # none: Quarry 2 only = 2 symbols × 2 = 4; wonder row 3 + 5 + 4 = 12
    result = GAME.score(doc(stonehenge_either_or="none"))
    assert wonder_row(result) == 12
    line = next(d for d in result.players[0].details if "stone symbols" in d.text)
    assert (line.points, line.text.startswith("Stonehenge A, stage 3: 2 stone symbols")) == (4, True)
    # the other seats' scores do not move
    others = [p.total for p in GAME.score(doc()).players[1:]]
    assert [p.total for p in result.players[1:]] == others


@pytest.mark.parametrize("value,lang,words", [("two", "en", "the default, the app's reading"),
                                              (0, "ru", "по умолчанию"), ("", "uk", "типово")])
def test_a_bad_stonehenge_value_is_blamed_on_its_field(value, lang, words):
    with use_language(lang), pytest.raises(BadInput) as exc:
        GAME.score(doc(stonehenge_either_or=value))
    assert [(p.path, words in p.message) for p in exc.value.problems] == [("stonehenge_either_or", True)]


def test_the_api_takes_the_option(client):
    got = client.post("/api/score", json=doc(stonehenge_either_or="none")).get_json()
    assert got["players"][0]["categories"]["wonder"] == 12
    bad = client.post("/api/score", json=doc(stonehenge_either_or="all"))
    assert bad.status_code == 422 and [e["path"] for e in bad.get_json()["errors"]] == ["stonehenge_either_or"]
