"""The Babel parts of the table document: every problem with its path (issue 12, deliverables 2 and 6).

Rules cite seed 004 (../shared/seeds/004_85362e93b63049c5.txt).
"""
import copy

import pytest

from scoring.expansions.babel.document import PROJECTS, TOWER, parse_babel, parse_expansions
from scoring.core.errors import Problems

GOOD = {
    "game": "7w", "expansions": ["babel"], "tower": [4, 12, 19],
    "project": {"card": "River Port", "tokens": {"Ira": 1}},
    "players": [
        {"name": "Ira", "babel": {"tiles": [4, 12], "tokens": ["victory-3", "penalty-1"]}},
        {"name": "Oleg", "babel": {"tiles": [19], "tokens": ["science", "science"]}},
        {"name": "Sofia", "babel": {"tiles": [], "tokens": []}},
    ]}


def parse(doc):
    problems = Problems()
    table = parse_babel(doc, problems)
    return table, [(p.path, p.message) for p in problems.items]


def changed(change):
    doc = copy.deepcopy(GOOD)
    change(doc)
    return parse(doc)[1]


def test_the_good_document():
    table, problems = parse(GOOD)
    assert problems == []
    assert table.expansions == {TOWER, PROJECTS}
    assert table.tower == (4, 12, 19)
    assert table.project.name == "River Port" and table.project.participations == (("Ira", 1),)
    assert [c.tiles for c in table.cities] == [(4, 12), (19,), ()]
    assert [c.placed for c in table.cities] == [2, 1, 0]
    assert table.cities[1].tokens == ("science", "science")


@pytest.mark.parametrize("raw, parts", [
    (["babel"], {TOWER, PROJECTS}), (["babel-tower"], {TOWER}), (["babel-projects"], {PROJECTS}),
    (["Babel Tower", "Great Projects"], {TOWER, PROJECTS}), (["Вавилон"], {TOWER, PROJECTS}), ([], set()),
    (None, set())])
def test_expansions_either_part_or_both(raw, parts):
    # seed 004, Описание: the two parts play together or separately
    problems = Problems()
    assert parse_expansions(raw, problems) == parts and not problems


def test_a_count_of_tiles_is_accepted_for_scoring():
    def count(d):
        d["players"][2]["babel"]["tiles"] = 3
        del d["tower"]
    table_doc = copy.deepcopy(GOOD)
    count(table_doc)
    table, problems = parse(table_doc)
    assert problems == [] and table.cities[2].placed == 3 and table.cities[2].tiles is None


def test_players_without_babel_are_fine():
    doc = {"expansions": ["babel"], "players": [{"name": "Ira"}, {"name": "Oleg"}, {"name": "Sofia"}]}
    table, problems = parse(doc)
    assert problems == [] and [c.placed for c in table.cities] == [0, 0, 0]


@pytest.mark.parametrize("where, value, path, message", [
    # tile numbers outside 1..24 (seed 004, Состав игры: 24 tiles)
    ("tiles", [0], "players[2].babel.tiles[0]", "tile numbers are 1 to 24, got 0"),
    ("tiles", [25], "players[2].babel.tiles[0]", "tile numbers are 1 to 24, got 25"),
    ("tiles", ["4"], "players[2].babel.tiles[0]", "tile numbers are 1 to 24, got '4'"),
    # the same tile twice in one list
    ("tiles", [7, 7], "players[2].babel.tiles[1]", "tile 7 is already listed (players[2].babel.tiles[0])"),
    # more than 3 tiles (seed 004, Фаза Подготовки: 3 tiles each)
    ("tiles", [1, 2, 3, 5], "players[2].babel.tiles", "4 tiles: a player holds 3 tiles, so places at most 3"),
    ("tiles", 4, "players[2].babel.tiles", "a player places 0 to 3 tiles"),
    ("tiles", -1, "players[2].babel.tiles", "a player places 0 to 3 tiles"),
    ("tiles", "two", "players[2].babel.tiles", "tiles must list the tile numbers placed"),
    # unknown tokens, with a "did you mean"
    ("tokens", ["victroy-3"], "players[2].babel.tokens[0]", "unknown token 'victroy-3'; did you mean 'victory-3'?"),
    ("tokens", ["penalty-4"], "players[2].babel.tokens[0]", "unknown token 'penalty-4'; did you mean 'penalty-"),
    ("tokens", ["sheild"], "players[2].babel.tokens[0]", "unknown token 'sheild'; did you mean 'shield'?"),
    ("tokens", [3], "players[2].babel.tokens[0]", "unknown token 3; the tokens are victory-1, victory-3"),
    ("tokens", "victory-3", "players[2].babel.tokens", "tokens must be a list"),
    # one project per age: at most one penalty token of each age (seed 004, Невозможность уплаты штрафа)
    ("tokens", ["penalty-1", "penalty-1"], "players[2].babel.tokens", "2 penalty-1 tokens: one project per age"),
    ("tils", [1], "players[2].babel.tils", "unknown field 'tils'; did you mean 'tiles'?"),
])
def test_bad_player_part(where, value, path, message):
    found = changed(lambda d: d["players"][2]["babel"].__setitem__(where, value))
    assert any(p == path and message in m for p, m in found), found


def test_babel_must_be_an_object():
    found = changed(lambda d: d["players"][0].__setitem__("babel", [4]))
    assert found[0][0] == "players[0].babel" and "must be an object" in found[0][1]


def test_a_tile_placed_by_two_players():
    # seed 004, Тайлы Строительства: all 24 tiles differ, so each is placed once
    found = changed(lambda d: d["players"][1]["babel"].__setitem__("tiles", [12]))
    assert ("players[1].babel.tiles[0]", "tile 12 is also placed by players[0]: each tile exists once") in found


def test_a_tile_twice_in_the_tower():
    found = changed(lambda d: d.__setitem__("tower", [4, 4]))
    assert ("tower[1]", "tile 4 is already in the tower (tower[0]): each tile exists once") in found


def test_tower_tiles_outside_1_to_24():
    found = changed(lambda d: d.__setitem__("tower", [4, 30]))
    assert ("tower[1]", "tile numbers are 1 to 24, got 30") in found


def test_too_many_visible_tiles():
    # seed 004, Размещение тайлов: 3 visible on the 2-4 player side of the board
    found = changed(lambda d: d.__setitem__("tower", [4, 12, 19, 20]))
    assert any(p == "tower" and "with 3 players the tower shows at most 3" in m for p, m in found), found


def test_a_visible_tile_nobody_placed():
    found = changed(lambda d: d.__setitem__("tower", [4, 12, 20]))
    assert ("tower[2]", "tile 20 is in the tower but no player lists it as placed") in found


def test_tiles_and_tokens_need_their_expansion():
    found = changed(lambda d: d.__setitem__("expansions", ["babel-projects"]))
    paths = {p for p, _ in found}
    assert {"players[0].babel.tiles", "players[1].babel.tiles", "tower"} <= paths
    found = changed(lambda d: d.__setitem__("expansions", ["babel-tower"]))
    paths = {p for p, _ in found}
    assert {"players[0].babel.tokens", "players[1].babel.tokens", "project"} <= paths


def test_unknown_expansion():
    found = changed(lambda d: d.__setitem__("expansions", ["babl"]))
    assert ("expansions[0]", "unknown expansion 'babl'; did you mean 'babel'?") in found


def test_unknown_project_and_participant():
    def bad(d):
        d["project"] = {"card": "Rivr Port", "tokens": {"Ina": 1, "Oleg": -1}}
    found = changed(bad)
    assert ("project.card", "unknown Great Project 'Rivr Port'; did you mean 'River Port'?") in found
    assert ("project.tokens.Ina", "no player is called 'Ina'; did you mean 'Ira'?") in found
    assert any(p == "project.tokens.Oleg" and "whole number 0 to 7" in m for p, m in found)


def test_the_free_city_takes_no_tiles_tokens_or_participation():
    # seed 004, Правила для 2 игроков: no tiles for the Free City, never a project participant
    doc = copy.deepcopy(GOOD)
    doc["players"][2]["free_city"] = True
    doc["players"][2]["babel"] = {"tiles": [20], "tokens": []}
    doc["project"]["tokens"]["Sofia"] = 1
    doc["tower"] = [4, 12]
    found = parse(doc)[1]
    assert any(p == "players[2].babel" and "Free City takes no tower tiles" in m for p, m in found)
    assert any(p == "project.tokens.Sofia" and "Free City never takes part" in m for p, m in found)


def test_the_free_city_lists_no_tiles_so_the_players_lists_are_complete():
    # seed 004, Правила для 2 игроков: the Free City takes no tiles, so with the two players' lists
    # given every visible tile must be one of theirs
    doc = copy.deepcopy(GOOD)
    doc["players"][2]["free_city"] = True
    doc["players"][2].pop("babel", None)
    doc["project"]["tokens"].pop(doc["players"][2]["name"], None)
    doc["players"][0]["babel"] = {"tiles": [4]}
    doc["players"][1]["babel"] = {"tiles": []}
    doc["tower"] = [4, 12]
    found = parse(doc)[1]
    assert any(p == "tower[1]" and "no player lists it" in m for p, m in found)
    doc["players"][1]["babel"] = {"tiles": [12]}
    assert not [p for p, _m in parse(doc)[1] if p.startswith("tower")]


def test_tokens_must_come_from_one_project_per_age():
    # seed 004, Фаза Подготовки / Конец Эпохи: one project a age, success or failure for all.
    # Archives (science) and Menagerie (guild) are both age III projects
    found = changed(lambda d: d["players"][2]["babel"].__setitem__("tokens", ["guild"]))
    assert any(p == "players" and "one project per age" in m for p, m in found), found
    # Ira's age I penalty means age I's project failed: nobody holds Belvedere's reward
    assert changed(lambda d: d["players"][2]["babel"].__setitem__("tokens", ["free-stage"])) != []
    # the same failure penalises every player without a participation token
    assert changed(lambda d: d["players"][2]["babel"].__setitem__("tokens", ["penalty-1"])) == []


def test_tile_19_lets_war_mirror_give_a_one_point_token():
    # seed 004, Правила игры с другими дополнениями: tile 19 also lowers the projects' victory tokens.
    # victory-1 (Double Walls, age I) beside penalty-1 is possible only as War Mirror's 3 → 1.
    doc = copy.deepcopy(GOOD)
    doc["players"][2]["babel"]["tokens"] = ["victory-1"]
    assert parse(doc)[1] == []
    doc["players"][0]["babel"]["tokens"] = ["penalty-1", "penalty-2"]    # ages I and II both failed
    assert any("one project per age" in m for _, m in parse(doc)[1])
    doc["expansions"] = ["babel-projects"]
    doc["players"][0]["babel"]["tokens"] = ["penalty-1"]
    del doc["tower"]
    for p in doc["players"]:
        p["babel"].pop("tiles")
    assert any("one project per age" in m for _, m in parse(doc)[1])    # without the tower: impossible


def test_a_part_parsed_elsewhere_adds_its_problems_after_the_ones_found_here():
    """Problems.raise_with: the Babel fields' problems and the base table's, in one answer."""
    from scoring.core.errors import BadInput, Problem, Problems
    found = Problems()
    found.add("tower[0]", "tile numbers are 1 to 24, got 30")
    with pytest.raises(BadInput) as exc:
        found.raise_with(BadInput([Problem("players[1].cards[0]", "unknown card")]))
    assert [p.path for p in exc.value.problems] == ["tower[0]", "players[1].cards[0]"]
    alone = BadInput("the document must be a JSON object")
    with pytest.raises(BadInput) as exc:
        Problems().raise_with(alone)
    assert [str(p) for p in exc.value.problems] == [str(p) for p in alone.problems]
