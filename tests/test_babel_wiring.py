"""Babel wired into the 1st-edition game (issue 12): the document, the rows, every project token,
the military checks under tiles 19 and 22, the tower placement, the 2-player Free City.
Rules: seed 004 (../shared/seeds/004_85362e93b63049c5.txt, the Russian Babel rulebook)."""
from __future__ import annotations

import copy

import pytest

from scoring import games
from scoring.expansions.babel.catalogue import babel_catalogue
from scoring.expansions.babel.tower import place_tiles
from scoring.core.errors import BadInput

GAME = games.get("7w")
DOC = {"game": "7w", "expansions": ["babel"], "players": [
    {"name": "Ann", "wonder": "Rhodos", "side": "A", "stages": 2,
     "cards": ["Apothecary", "Workshop", "Scriptorium", "Traders Guild"], "coins": 6},
    {"name": "Bob", "wonder": "Gizah", "side": "A", "stages": 1, "cards": ["Spies Guild"], "coins": 3},
    {"name": "Cid", "wonder": "Babylon", "side": "A", "stages": 0, "cards": ["Press"], "coins": 3}]}

# token → (row, points for Ann in DOC): seed 004, Награды and Невозможность уплаты штрафа
EXPECTED = {
    "victory-1": ("military", 1), "victory-3": ("military", 3), "victory-5": ("military", 5),
    "shield": ("military", 0), "double-shield": ("military", 0),
    "science": ("science", 3),          # 1 compass, 1 gear, 1 tablet: one set × 3
    "guild": ("guilds", 2),             # Traders Guild (own) + Spies Guild (Bob): 1 VP each
    "wonder": ("wonder", 2),            # two own stages
    "free-build": ("civilian", 0), "free-stage": ("civilian", 0), "any-project": ("civilian", 0),
    "penalty-1": ("civilian", -1), "penalty-2": ("civilian", -2), "penalty-3": ("civilian", -3),
    "resource-block": ("civilian", 0),
}


def with_babel(doc=DOC, **babel_of) -> dict:
    out = copy.deepcopy(doc)
    for p in out["players"]:
        if p["name"] in babel_of:
            p["babel"] = babel_of[p["name"]]
    return out


def test_every_token_is_expected():
    assert set(EXPECTED) == {t.id for t in babel_catalogue().tokens}


@pytest.mark.parametrize("token", sorted(EXPECTED))
def test_every_token_scores_in_its_row(token):
    row, points = EXPECTED[token]
    before = GAME.score(with_babel(Ann={"tokens": []})).players[0]
    after = GAME.score(with_babel(Ann={"tokens": [token]})).players[0]
    assert after.categories[row] - before.categories[row] == points
    assert after.total - before.total == points
    line = [d for d in after.details if d.category == row and d not in before.details]
    assert len(line) == 1 and line[0].points == points
    assert after.extra["babel"]["project_tokens"] == [token]


def test_tower_row_follows_the_wonder_row_and_scores_2_5_10():
    # seed 004, Конец игры: 1 tile 2 VP, 2 tiles 5, 3 tiles 10
    doc = with_babel(Ann={"tiles": [4, 12]}, Bob={"tiles": 1}, Cid={"tiles": [1, 2, 3]})
    result = GAME.score(doc)
    assert [p.categories["tower"] for p in result.players] == [5, 2, 10]
    rows = [r.id for r in GAME.rows_in(result)]
    assert rows.index("tower") == rows.index("wonder") + 1
    assert "tower" not in [r.id for r in GAME.rows_in(GAME.score(GAME.examples()[0]))]
    assert result.to_json()["players"][0]["babel"]["tower_tiles"] == [4, 12]


def test_tiles_4_and_12_are_placed_in_ascending_order():
    """seed 004, Размещение тайлов (пример): three tiles placed; tiles 4 and 12 are revealed in the same
    turn: 4 goes on the last free place, then 12 covers the first tile of the game."""
    assert place_tiles([7, 9, 15], [12, 4], players=5) == (9, 15, 4, 12)
    assert place_tiles([7, 9], [12, 4], players=3) == (9, 4, 12)     # 3 places with 2-4 players


def test_tile_22_doubles_defeats_and_tile_19_lowers_victories():
    doc = copy.deepcopy(DOC)
    doc["players"][1]["military"] = [-1] * 8                # 4 lost battles under tile 22 (seed 004, 22)
    doc["players"][0]["military"] = [1, 1, 1, 3]            # +1s: age I, or age II's 3 lowered by tile 19
    assert GAME.score(doc).players[1].categories["military"] == -8
    plain = copy.deepcopy(doc)
    del plain["expansions"]
    with pytest.raises(BadInput) as exc:
        GAME.score(plain)
    assert {"players[0].military", "players[1].military"} <= {p.path for p in exc.value.problems}
    doc["players"][1]["military"] = [-1] * 13               # more than 6 battles even doubled
    with pytest.raises(BadInput) as exc:
        GAME.score(doc)
    assert "players[1].military" in [p.path for p in exc.value.problems]


def test_project_victory_tokens_are_not_battle_results():
    doc = with_babel(Ann={"tokens": ["victory-5", "victory-5"]})
    doc["players"][0]["military"] = [5, 5]       # and two won battles of age III: 4 "fives" in all
    assert GAME.score(doc).players[0].categories["military"] == 20


def test_shields_with_tiles_at_the_conflicts_and_shield_tokens():
    doc = copy.deepcopy(DOC)
    for p in doc["players"]:
        p["shields"] = [0, 0]
    doc["players"][0]["cards"].append("Stockade")      # Ann: 1 shield from age I on
    doc["players"][0]["shields"] = [1, 1]
    doc["tower_at_conflicts"] = [[19], [22], []]
    ann, bob, cid = GAME.score(doc).players
    # Ann beats both neighbours every age: age I's +1s become nothing (tile 19), then 2 × 3 and 2 × 5
    assert ann.categories["military"] == 6 + 10
    # Bob loses to Ann every age (Ann: 1, 1, then 3 with Rhodos A's stage 2); tile 22 doubles age II's
    assert sorted(GAME.parse(doc).cities[1].military) == [-1, -1, -1, -1]
    # an Obelisk shield token (age II project, seed 004 Награды) adds 1 shield from age II on: Bob then
    # ties with Ann and beats Cid in age II, and in age III loses to Ann (3 > 1) and beats Cid
    tok = with_babel(doc, Bob={"tokens": ["shield"]})
    assert sorted(GAME.parse(tok).cities[1].military) == [-1, -1, 3, 5]
    tok["players"][1]["military"] = [-1, -1, -1, -1]  # no longer what the shields give
    with pytest.raises(BadInput) as exc:
        GAME.parse(tok)
    assert "players[1].military" in [p.path for p in exc.value.problems]


def test_free_city_gets_no_tiles_and_no_tokens():
    doc = copy.deepcopy(DOC)
    doc["players"][2]["free_city"] = True
    doc["players"][2]["babel"] = {"tiles": [5]}
    with pytest.raises(BadInput) as exc:
        GAME.score(doc)
    assert "players[2].babel" in [p.path for p in exc.value.problems]
    del doc["players"][2]["babel"]
    doc["players"][0]["babel"] = {"tiles": [5]}
    result = GAME.score(doc)
    assert result.players[2].categories["tower"] == 0 and result.players[0].categories["tower"] == 2


@pytest.mark.parametrize("babel,path", [
    ({"tiles": [25]}, "players[0].babel.tiles[0]"),
    ({"tiles": [0]}, "players[0].babel.tiles[0]"),
    ({"tiles": [3, 3]}, "players[0].babel.tiles[1]"),
    ({"tiles": [1, 2, 3, 4]}, "players[0].babel.tiles"),
    ({"tiles": 4}, "players[0].babel.tiles"),
    ({"tokens": ["victory-2"]}, "players[0].babel.tokens[0]"),
    ({"tokens": "victory-1"}, "players[0].babel.tokens"),
    ({"tiles": [1], "colour": "red"}, "players[0].babel.colour"),
])
def test_bad_babel_input_names_its_path(babel, path):
    with pytest.raises(BadInput) as exc:
        GAME.score(with_babel(Ann=babel))
    assert path in [p.path for p in exc.value.problems]


def test_babel_fields_need_the_expansion_and_tiles_exist_once():
    doc = with_babel(Ann={"tiles": [4]}, Bob={"tiles": [4]})
    with pytest.raises(BadInput) as exc:
        GAME.score(doc)
    assert "players[1].babel.tiles[0]" in [p.path for p in exc.value.problems]
    doc = with_babel(Ann={"tiles": [4]})
    del doc["expansions"]
    with pytest.raises(BadInput) as exc:
        GAME.score(doc)
    assert "players[0].babel.tiles" in [p.path for p in exc.value.problems]
    doc = with_babel(Ann={"tokens": ["science"]})
    doc["expansions"] = ["babel-tower"]
    with pytest.raises(BadInput) as exc:
        GAME.score(doc)
    assert "players[0].babel.tokens" in [p.path for p in exc.value.problems]
    with pytest.raises(BadInput) as exc:                 # the 2nd edition has no Babel
        games.score(dict(with_babel(Ann={"tiles": [4]}), game="7w2"))
    assert exc.value.problems


def test_entry_screen_offers_the_babel_fields():
    screen = GAME.entry_screen(3, ("babel",)).to_json()
    ids = [t["id"] for t in screen["tokens"]]
    assert ids == ["military", "babel.tiles", "babel.tokens"] and screen["expansions"] == ["babel"]
    assert [t["id"] for t in GAME.entry_screen(3, ("babel-projects",)).to_json()["tokens"]] == ["military", "babel.tokens"]
    assert GAME.entry_screen(3, ("nonsense",)).to_json()["expansions"] == []


def test_names_not_found_lists_every_empty_name_list():
    """Every project and token whose ru/uk list is empty is listed in the data file's
    names_not_found record (the app falls back to English); seed 004 names River Port,
    War Mirror and Archives («Библиотека»)."""
    import json
    from pathlib import Path
    data = json.loads((Path(__file__).parent.parent / "scoring" / "data" / "babel.json").read_text(encoding="utf-8"))
    named = data["projects"] + data["tokens"]
    for lang in ("ru", "uk"):
        empty = [x["name"] for x in named if not x[lang]]
        assert sorted(data["names_not_found"][lang]) == sorted(empty), lang
    assert {x["name"]: x["ru"][0] for x in data["projects"] if x["ru"]} == {
        "River Port": "Речной Порт", "War Mirror": "Зеркало Войны", "Archives": "Библиотека"}


# -- the guild token (Menagerie) and Olympia B's copied guild -------------------------------------

# Ann (Olympia B, 3 stages) holds the guild token; Bob, her left neighbour, built Spies Guild, which
# she copies (Cid's Barracks makes it worth 1 to her).
OLYMPIA = {"game": "7w", "expansions": ["babel"], "players": [
    {"name": "Ann", "wonder": "Olympia", "side": "B", "stages": 3, "cards": ["Scriptorium"], "coins": 3,
     "babel": {"tokens": ["guild"]}},
    {"name": "Bob", "wonder": "Gizah", "side": "A", "stages": 0, "cards": ["Spies Guild"], "coins": 3},
    {"name": "Cid", "wonder": "Babylon", "side": "A", "stages": 0, "cards": ["Barracks"], "coins": 3}]}


def olympia(**table):
    return dict(copy.deepcopy(OLYMPIA), **table)


def test_the_guild_token_counts_the_guilds_built_not_olympia_bs_copy():
    """seed 004, Награды: 1 VP "за каждую Гильдию, построенную самим игроком и его соседями"; seed 000
    (Сторона B: Статуя Зевса в Олимпии): Olympia scores the copy "как будто он имел эту гильдию
    построенной". One guild is built at this table (Bob's), so the token gives 1 VP; the copy gives
    Ann the Spies Guild's own point."""
    ann = GAME.score(olympia()).players[0]
    assert ann.choices["olympia_copy"] == "Spies Guild"
    assert ann.categories["guilds"] == 1 + 1                 # the copy's own point + the token's one guild
    texts = [d.text for d in ann.details if d.category == "guilds"]
    assert "Guild token: 1 guild in own and neighbouring cities (left Bob: 1; self: 0; right Cid: 0) → 1" in texts
    assert any(t.startswith("Guild token: Olympia B's copy of Spies Guild is not counted again") for t in texts)
    assert GAME.score(olympia(guild_token_copy="ignored")).players[0].categories["guilds"] == 2


def test_the_table_may_count_olympia_bs_copy_for_the_guild_token():
    # the other reading, a table option (data notes "Guild token"): the copy is a guild of Ann's city too
    ann = GAME.score(olympia(guild_token_copy="counted")).players[0]
    assert ann.categories["guilds"] == 1 + 2
    texts = [d.text for d in ann.details if d.category == "guilds"]
    assert "Guild token: 2 guilds in own and neighbouring cities (left Bob: 1; self: 1; right Cid: 0) → 2" in texts
    # the option changes nothing without a guild token
    plain = olympia(guild_token_copy="counted")
    plain["players"][0]["babel"]["tokens"] = []
    assert GAME.score(plain).players[0].categories["guilds"] == 1


@pytest.mark.parametrize("table,why", [({"guild_token_copy": "yes"}, "is \"ignored\""),
                                       ({"guild_token_copy": "counted", "expansions": ["babel-tower"]},
                                        "needs \"babel-projects\"")])
def test_a_bad_guild_token_copy_option_is_blamed_on_its_path(table, why):
    doc = olympia(**table)
    if doc["expansions"] == ["babel-tower"]:
        del doc["players"][0]["babel"]
    with pytest.raises(BadInput) as exc:
        GAME.score(doc)
    assert [(p.path, why in p.message) for p in exc.value.problems] == [("guild_token_copy", True)]
