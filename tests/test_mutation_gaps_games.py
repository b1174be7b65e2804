"""Reading any game's document (``scoring.games``): a bad box beside the game's own problems, the
``entry`` field ("cards" said aloud, "pad", anything else), fields a caller allows, a misspelt game, and
the rows of several games together (exports and statistics)."""
from __future__ import annotations

import copy

import pytest

from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.games import parse, rows_of, score

DOC = {"game": "7w", "players": [{"name": "A", "wonder": "Gizah", "side": "A", "stages": 1, "cards": ["Baths"]},
                                 {"name": "B", "wonder": "Rhodos", "side": "A", "cards": []},
                                 {"name": "C", "wonder": "Babylon", "side": "A"}]}
BOX = ("box", "box must be \"en\", \"ru\" or \"uk\" (the language of the box on the table), got 'klingon'")


def _problems(doc, *args):
    with pytest.raises(BadInput) as exc:
        parse(doc, *args)
    return [(p.path, p.message) for p in exc.value.problems]


def test_a_bad_box_alone_and_beside_the_games_own_problems():
    assert _problems(dict(DOC, box="klingon")) == [BOX]
    doc = copy.deepcopy(dict(DOC, box="klingon"))
    doc["players"][0]["cards"] = ["Nope"]
    assert _problems(doc) == [BOX, ("players[0].cards[0]", "unknown card 'Nope'")]
    assert _problems(dict(DOC, entry="tiles", box="klingon")) == [
        BOX, ("entry", "entry must be \"cards\" or \"pad\", got 'tiles'")]


def test_entry_cards_said_aloud_is_the_default():
    assert score(dict(DOC, entry="cards")).to_json() == score(DOC).to_json()
    assert score(DOC).winners == ("A",)


def test_a_field_the_caller_allows():
    assert _problems(dict(DOC, note="x")) == [
        ("note", "unknown field 'note'; expected one of game, players, expansions")]
    game, _table = parse(dict(DOC, note="x"), ("note",))
    assert game.id == "7w"


def test_a_misspelt_game_gets_the_closest_in_english_and_russian():
    doc = dict(DOC, game="7 chudes")
    assert _problems(doc) == [("game", "unknown game '7 chudes'; did you mean '7w'?")]
    with use_language("ru"):
        ru = _problems(doc)
    assert ru == [("game", "неизвестная игра '7 chudes'; может быть, '7w'?")]


def test_the_rows_of_several_games_and_of_an_unknown_one():
    ids = [r.id for r in rows_of(("7w",))]
    assert ids[:6] == ["military", "naval", "islands", "shipyard", "treasury", "wonder"]
    together = rows_of(("duel", "7w"))
    assert [r.id for r in together] == ids + ["divinities", "wonders", "progress", "senate"]
    assert [r.text for r in together][-4:] == ["Divinities", "Wonders", "Progress", "Senate"]
    assert [r.id for r in rows_of(("an-old-game",))] == ids
