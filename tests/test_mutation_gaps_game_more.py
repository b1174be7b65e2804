"""The game interface (``scoring.core.game.Game``) where mutation testing found it unasserted: the city
screen's sections and the names it recognised, the seats a table with an expansion may have, a document
that is not an object read by any game, a field the caller allows at a game without expansions, what a Duel
result says of the expansions played, and the mirroring invariant at a table that tells left from right."""
from __future__ import annotations

import random

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.game import MIRRORING


def test_the_city_screen_sections_of_the_parts_named_and_the_names_recognised():
    game = games.get("7w")
    sections, used = game.expansion_sections(["babel-tower"])
    assert [s["id"] for s in sections] == ["babel.tiles"] and used == ("babel-tower",)
    sections, used = game.expansion_sections(["babel-projects"])
    assert [s["id"] for s in sections] == ["babel.tokens"] and used == ("babel-projects",)
    sections, used = game.expansion_sections(["nope", "babel", 7])
    assert [s["id"] for s in sections] == ["babel.tiles", "babel.tokens"] and used == ("babel",)
    assert game.expansion_sections(["cities", "nope"])[1] == ("cities",)


def test_the_seats_of_a_table_with_expansions():
    # Cities rulebook: up to 8 players; the 1st edition alone and with Leaders: 7
    game = games.get("7w")
    assert game.max_players_with(["cities"]) == 8 and game.max_players_with(["Cities"]) == 8
    assert game.max_players_with(["leaders"]) == 7
    assert game.max_players_with([]) == 7 and game.max_players_with([8]) == 7
    assert game.max_players_with(["leaders", "cities"]) == 8


@pytest.mark.parametrize("gid,shape", [
    ("7w", "the document must be a JSON object with \"game\" and \"players\""),
    ("7w2", "the document must be a JSON object with \"game\" and \"players\""),
    ("duel", "the document must be a JSON object with \"game\", \"conflict\" and \"players\""),
])
def test_a_document_that_is_not_an_object(gid, shape):
    for doc in ([], "7w", None):
        with pytest.raises(BadInput) as exc:
            games.get(gid).parse(doc)
        assert [(p.path, p.message) for p in exc.value.problems] == [("", shape)]


def test_a_field_the_caller_allows_at_a_game_without_expansions():
    doc = {"game": "7w2", "note": "x", "players": [
        {"name": n, "wonder": w, "side": "day"} for n, w in (("Ira", "Gizah"), ("Oleg", "Rhodos"), ("Anna", "Babylon"))]}
    game, table = games.parse(doc, ("note",))
    assert game.id == "7w2" and [c.name for c in table.cities] == ["Ira", "Oleg", "Anna"]
    with pytest.raises(BadInput) as exc:
        games.parse(doc)
    assert [p.path for p in exc.value.problems] == ["note"]


def test_a_duel_result_names_the_expansions_played_once():
    for eid in ("pantheon", "agora"):
        result = games.score(games.get("duel").expansion(eid).examples()[0])
        assert result.extra["expansions"] == [eid]
        assert set(result.extra) <= {"victory", "explanation", "expansions", "senate"}


def test_mirroring_is_not_asked_of_a_table_that_tells_left_from_right():
    # Wonder Pack, Manneken Pis A (wonderpack.json): stage 1 copies the left neighbour's stage 1, stage 2 the
    # right neighbour's stage 2 (players[i+1] sits to the left). Ira's right is Anna (Rhodos A: stage 2 gives
    # 2 shields, no points without conflict tokens); listed the other way round it is Oleg (Babylon A: stage
    # 2 is a science wildcard, 1 point alone). The invariant is not asked of such a table.
    game = games.get("7w")
    doc = {"game": "7w", "expansions": ["wonderpack"], "players": [
        {"name": "Ira", "wonder": "Manneken Pis", "side": "A", "stages": 2},
        {"name": "Oleg", "wonder": "Babylon", "side": "A", "stages": 2},
        {"name": "Anna", "wonder": "Rhodos", "side": "A", "stages": 2}]}
    assert game.expansion("wonderpack").mirrors(doc) is False

    def ira(d):
        return next(p.total for p in game.score(d).players if p.name == "Ira")
    assert (ira(doc), ira(game.mirror_seats(doc))) == (3, 4)        # Manneken Pis A stage 1: 3 VP
    assert MIRRORING.check(game, doc, random.Random(1)) is None
