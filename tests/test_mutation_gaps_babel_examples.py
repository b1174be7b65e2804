"""Babel's examples (``scoring/expansions/babel/examples.py``) say what they show: the README's table and its
guild-token reading scored line by line by hand (the Babel rulebook, seed 004: the tower's tiles placed
1: 2, 2: 5, 3: 10 VP; a Victory token 3 VP; a Penalty token -1 VP; the Guild token 1 VP a guild in the
city and its neighbours), each malformed table refused at its path for its reason, and the referee's
three tables (River Port under tile 12, War Mirror built, Library under tile 13)."""
from __future__ import annotations

import copy

from example_checks import problems, sheet

from referee import registry
from scoring import games
from scoring.core.numbers import is_int
from scoring.expansions.babel.examples import (
    EXAMPLE,
    bad_examples,
    examples,
    referee_examples,
)

# Oleg: -1 × 3; 9 coins → 3; Olympia B stage 2: 5; Altar 2, a Penalty token -1; Spies Guild: Sofia's Stockade
# and Ira's Barracks → 2; one tile → 2.  Sofia: four -1 and a Victory token +3; 4 coins → 1; Babylon A stage 1:
# 3; Library's tablet and the stage's wildcard: 2² = 4; three tiles → 10; a Penalty token -1
OLEG = (9, 3, {"military": -3, "treasury": 3, "wonder": 5, "civilian": 1, "guilds": 2, "tower": 2}, 10)
SOFIA = (4, 2, {"military": -1, "treasury": 1, "wonder": 3, "civilian": -1, "science": 4, "tower": 10}, 16)


def test_the_readme_table():
    # Ira: +1 +3 +5 and a Victory token +3; 7 coins → 2; Rhodos A stage 1: 3; compass, gear, tablet: 3 + 7 = 10
    # and the science token's set of three × 3; tiles 4 and 12 → 5
    assert examples()[0] == EXAMPLE
    assert sheet(EXAMPLE) == {
        "Ira": (7, 1, {"military": 12, "treasury": 2, "wonder": 3, "science": 13, "tower": 5}, 35),
        "Oleg": OLEG, "Sofia": SOFIA}
    assert games.score(EXAMPLE).extra == {"expansions": ["babel-projects", "babel-tower"]}


def test_the_guild_token_counts_olympias_copy():
    # Ira's Scientists Guild (her wildcard a compass: 2² + 1 + 1 + 7 = 13), no science token; Oleg's Olympia B
    # copies it (a compass: 1) and his Guild token counts his Spies Guild, the copy and Ira's guild: 3
    assert sheet(examples()[1]) == {
        "Ira": (7, 1, {"military": 12, "treasury": 2, "wonder": 3, "science": 13, "tower": 5}, 35),
        "Oleg": (9, 3, {"military": -3, "treasury": 3, "wonder": 5, "civilian": 1, "science": 1, "guilds": 5,
                        "tower": 2}, 14),
        "Sofia": SOFIA}


TILES = 'tiles need the tower: add "babel-tower" (or "babel") to "expansions"'
TOKENS = 'Great Project tokens need the projects: add "babel-projects" (or "babel") to "expansions"'


def test_each_malformed_table_is_refused_at_its_path():
    bad = bad_examples()
    assert [problems(b.doc) for b in bad[:6]] == [
        [("players[0].babel.tiles[0]", "tile numbers are 1 to 24, got 25")],
        [("players[0].babel.tiles[0]", "tile numbers are 1 to 24, got 0")],
        [("players[0].babel.tiles[1]", "tile 4 is already listed (players[0].babel.tiles[0]): each tile is placed once")],
        [("players[1].babel.tiles[0]", "tile 4 is also placed by players[0]: each tile exists once")],
        [("players[0].babel.tiles", "4 tiles: a player holds 3 tiles, so places at most 3")],
        [("players[0].babel.tokens[0]", "unknown token 'victory-4'; did you mean 'victory-5'?")]]
    for b in bad[6:8]:
        found = problems(b.doc)
        assert [x for x in found if x[0].startswith("players[")] == [
            (f"players[{i}].babel.{key}", text) for i in range(3) for key, text in (("tiles", TILES), ("tokens", TOKENS))]
    assert problems(bad[7].doc)[0][0] == "expansions[0]"
    assert problems(bad[7].doc)[0][1].startswith("unknown expansion 'babul'; known: ")
    assert problems(bad[8].doc) == [("tower[1]", "tile numbers are 1 to 24, got 99")]
    assert [p for p, _ in problems(bad[9].doc)] == ["guild_token_copy"]
    assert problems(bad[9].doc)[0][1].endswith("got 'yes'")


def test_the_referee_tables():
    river_port, war_mirror, library = referee_examples()
    # Forum's 2 clay: Denis's Clay Pool, 1 from Ivan (Babylon A, right) at 2 + 1 (tile 12); River Port: 1 coin
    # to the bank and 1 cloth, Dmitry's Loom (left) at 2 (a manufactured good: tile 12 leaves it)
    verdict = registry.referee(river_port)
    assert (verdict["legal"], verdict["player"], verdict["card"]) == (True, "Denis", "Forum")
    assert verdict["cost"] == {"bank": 1, "left": 2, "right": 3}
    assert verdict["babel"]["participation"] == {"project": "River Port", "coins": 1, "resources": {"cloth": 1}}
    assert [r["text"] for r in verdict["reasons"]][-1] == "Denis pays 6 of the 8 coins held (bank 1, left 2, right 3)"
    # both of War Mirror's participation tokens are Denis's: it is built, 2 Victory tokens (3 VP) for him
    verdict = registry.referee(war_mirror)
    assert (verdict["project"], verdict["age"], verdict["success"]) == ("War Mirror", 2, True)
    assert [(p["player"], p["tokens"], p["outcome"], p.get("take")) for p in verdict["players"]] == [
        ("Denis", 2, "reward", ["victory-3", "victory-3"]), ("Dmitry", 0, "none", None), ("Ivan", 0, "none", None)]
    # Library (2 stone, 1 cloth): Denis's Quarry and Loom pay it; the chain from Scriptorium would owe tile 13's tax
    verdict = registry.referee(library)
    assert (verdict["legal"], verdict["player"], verdict["card"], verdict["cost"]) == \
        (True, "Denis", "Library", {"bank": 0, "left": 0, "right": 0})
    assert [r["text"] for r in verdict["reasons"]][3:] == [
        "Denis may also build through the chain (Scriptorium) and pay its tax: 2 coins (bank 2, left 0, right 0)",
        "Denis pays 0 of the 8 coins held (bank 0, left 0, right 0)"]


def test_random_babel_tables_are_legal_and_hold_what_babel_adds():
    # seed 004: tiles placed (listed, or only counted), a reward token of a project built, a -1/-2 penalty
    import random

    from scoring.expansions.babel import EXPANSION
    game = games.get("7w")
    seen = {"listed": 0, "counted": 0, "reward": 0, "penalty": 0, "tower": 0, "projects": 0}
    for seed in range(80):
        doc = game.random_document(random.Random(seed), expansions=(EXPANSION,))
        game.score(copy.deepcopy(doc))                   # legal: no BadInput
        seen["tower"] += doc["expansions"] == ["babel-tower"]
        seen["projects"] += doc["expansions"] == ["babel-projects"]
        for p in doc["players"]:
            babel = p.get("babel", {})
            tiles = babel.get("tiles")
            seen["listed"] += isinstance(tiles, list) and bool(tiles)
            seen["counted"] += is_int(tiles) and tiles > 0
            seen["reward"] += any(not t.startswith("penalty") for t in babel.get("tokens", []))
            seen["penalty"] += any(t.startswith("penalty") for t in babel.get("tokens", []))
    assert all(seen.values()), seen
