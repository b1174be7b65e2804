"""Babel's declaration and its tower (``scoring.expansions.babel``, ``...babel.tower``): the outcomes mutation
testing of the two modules asked for (README "Mutation testing") that the Babel scoring tests did not
reach: a random table playing Babel (the conformance suites' ``randomize``), and the tower's refusal of a
player count the board has no places for.

Seed 004 (the Babel rulebook): Описание (the tower, the Great Projects, or both), Размещение тайлов
Строительства (3 visible places with 2-4 players, 4 with 5-8), Тайлы Строительства (24 tiles, each once),
Награды and Невозможность уплаты штрафа (a project's reward or penalty tokens).
"""
import random

import pytest

from scoring import games
from scoring.expansions.babel.catalogue import babel_catalogue
from scoring.expansions.babel.tower import place_tiles

GAME = games.get("7w")
BABEL = next(e for e in GAME.expansions if e.id == "babel")


@pytest.mark.parametrize("seed", range(6))
def test_a_random_babel_table_plays_a_part_of_babel_and_scores(seed):
    doc = GAME.random_document(random.Random(seed), expansions=[BABEL])
    parts = [e for e in doc["expansions"] if e.startswith("babel")]
    assert len(parts) == 1 and parts[0] in ("babel", "babel-tower", "babel-projects")
    cat = babel_catalogue()
    seated = [p for p in doc["players"] if not p.get("free_city")]
    assert all("babel" not in p for p in doc["players"] if p.get("free_city"))
    lists = [p["babel"].get("tiles", []) for p in seated]         # a list of tiles, or only how many (a number)
    placed = [n for tiles in lists if not isinstance(tiles, int) for n in tiles]
    assert len(placed) == len(set(placed)) and all(1 <= n <= len(cat.tiles) for n in placed)   # each tile once
    for p in seated:
        assert ("tiles" in p["babel"]) == (parts[0] != "babel-projects")
        assert ("tokens" in p["babel"]) == (parts[0] != "babel-tower")
    result = GAME.score(doc)
    assert result.extra["expansions"] == (["babel-projects", "babel-tower"] if parts[0] == "babel" else parts)
    for p in result.players:
        assert sum(d.points for d in p.details) == p.total


def test_random_babel_tables_differ_with_the_seed():
    docs = [GAME.random_document(random.Random(seed), expansions=[BABEL]) for seed in range(6)]
    assert len({repr(d) for d in docs}) == 6
    assert {e for d in docs for e in d["expansions"]} == {"babel", "babel-tower", "babel-projects"}


@pytest.mark.parametrize("players", [1, 9])
def test_the_tower_has_no_places_for_fewer_than_2_or_more_than_8_players(players):
    with pytest.raises(ValueError) as exc:
        place_tiles((4,), [12], players)
    assert str(exc.value) == f"the tower is played by 2 to 8 players, got {players}"


def test_the_tower_shows_3_tiles_with_4_players_and_4_with_5():
    # Размещение тайлов Строительства: a new tile covers the oldest visible one once every place is filled;
    # tiles placed in one turn go in ascending number
    assert place_tiles((4, 12, 19), [7], 4) == (12, 19, 7)
    assert place_tiles((4, 12, 19), [20, 7], 5) == (12, 19, 7, 20)
