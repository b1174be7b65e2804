"""Babel example documents for the conformance suite and the README, and a
random Babel part for random 1st-edition documents (legal by construction)."""
from __future__ import annotations

import copy
import random

from scoring.core.game import BadExample
from scoring.expansions.babel.catalogue import AGES, babel_catalogue

# The README's Babel table: Ira placed tiles 4 and 12 (seed 004, Размещение тайлов: the example's
# tiles), holds a War Mirror reward (seed 004, Конец Эпохи А: the age II victory token) and the
# Archives science token; age I's project failed and Oleg and Sofia could not pay its penalty
# (seed 004, Невозможность уплаты штрафа: a -1 token); Sofia lost two battles under tile 22.
EXAMPLE = {"game": "7w", "expansions": ["babel"], "players": [
    {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 2,
     "cards": ["Lumber Yard", "Barracks", "Apothecary", "Workshop", "Scriptorium"],
     "coins": 7, "military": [1, 3, 5],
     "babel": {"tiles": [4, 12], "tokens": ["victory-3", "science"]}},
    {"name": "Oleg", "wonder": "Olympia", "side": "B", "stages": 3,
     "cards": ["Stone Pit", "Altar", "Spies Guild"], "coins": 9, "military": [-1, -1, -1],
     "babel": {"tiles": [19], "tokens": ["penalty-1"]}},
    {"name": "Sofia", "wonder": "Babylon", "side": "A", "stages": 2,
     "cards": ["Press", "Library", "Stockade"], "coins": 4, "military": [-1, -1, -1, -1],
     "babel": {"tiles": 3, "tokens": ["penalty-1", "victory-3"]}}]}


def _guild_copy_example() -> dict:
    """The table option "guild_token_copy" (data notes "Guild token"): Oleg (Olympia B) holds
    Menagerie's guild token and copies Ira's Scientists Guild; this table counts the copy."""
    doc = copy.deepcopy(EXAMPLE)
    doc["guild_token_copy"] = "counted"
    doc["players"][0]["cards"].append("Scientists Guild")
    doc["players"][0]["babel"]["tokens"] = ["victory-3"]
    doc["players"][1]["babel"]["tokens"] = ["penalty-1", "guild"]
    return doc


def examples() -> tuple[dict, ...]:
    return (copy.deepcopy(EXAMPLE), _guild_copy_example())


def bad_examples() -> tuple[BadExample, ...]:
    def with_babel(i: int, **babel) -> dict:
        doc = copy.deepcopy(EXAMPLE)
        doc["players"][i]["babel"] = babel
        return doc
    no_exp = copy.deepcopy(EXAMPLE)
    del no_exp["expansions"]
    return (
        BadExample(with_babel(0, tiles=[25]), "players[0].babel.tiles[0]", "tile outside 1-24"),
        BadExample(with_babel(0, tiles=[0]), "players[0].babel.tiles[0]", "tile 0"),
        BadExample(with_babel(0, tiles=[4, 4]), "players[0].babel.tiles[1]", "tile placed twice by one player"),
        BadExample(with_babel(1, tiles=[4]), "players[1].babel.tiles[0]", "tile placed by two players"),
        BadExample(with_babel(0, tiles=[1, 2, 3, 5]), "players[0].babel.tiles", "more than 3 tiles"),
        BadExample(with_babel(0, tokens=["victory-4"]), "players[0].babel.tokens[0]", "unknown token"),
        BadExample(no_exp, "players[0].babel.tiles", "Babel fields without the expansion"),
        BadExample(dict(copy.deepcopy(EXAMPLE), expansions=["babul"]), "expansions[0]", "unknown expansion"),
        BadExample(dict(copy.deepcopy(EXAMPLE), tower=[4, 99]), "tower[1]", "tower tile outside 1-24"),
        BadExample(dict(copy.deepcopy(EXAMPLE), guild_token_copy="yes"), "guild_token_copy", "unknown table option"),
    )


def add_random_babel(doc: dict, rng: random.Random) -> dict:
    """Give a legal random 7w document a Babel part: each player's tiles (distinct, at most 3,
    none for the Free City) and the tokens of one project per age that succeeded or failed
    for everyone (seed 004, Конец Эпохи А/Б; Невозможность уплаты штрафа)."""
    cat = babel_catalogue()
    which = rng.choice((["babel"], ["babel-tower"], ["babel-projects"]))
    tower = which != ["babel-projects"]
    projects = which != ["babel-tower"]
    doc["expansions"] = list(doc.get("expansions") or []) + which
    players = [p for p in doc["players"] if not p.get("free_city")]
    pool = [t.number for t in cat.tiles]
    rng.shuffle(pool)
    for p in players:
        p["babel"] = {}
        if tower:
            k = rng.randint(0, cat.max_tiles)
            p["babel"]["tiles"] = sorted(pool[:k]) if rng.random() < 0.8 else k
            pool = pool[k:]
        if projects:
            p["babel"]["tokens"] = []
    if projects:
        for age in AGES:
            project = rng.choice(cat.projects_of_age(age))
            success = rng.random() < 0.5
            for p in players:
                if success and project.reward.token and rng.random() < 0.5:
                    p["babel"]["tokens"] += [project.reward.token] * rng.randint(1, 2)
                elif not success and rng.random() < 0.3:
                    p["babel"]["tokens"].append(f"penalty-{age}")
    return doc


def referee_examples() -> tuple[dict, ...]:
    """Babel tables with an action: River Port participation (seed 004, Описание Эпохи, пример) under
    tile 12, the War Mirror outcome (seed 004, Конец Эпохи А, пример), and Library under tile 13,
    through the chain from Scriptorium with its tax or paid with Denis's own resources (seed 000,
    Бесплатные здания: the chain is a right)."""
    players = [
        {"name": "Denis", "wonder": "Rhodos", "side": "A", "cards": ["Clay Pool"], "coins": 8},
        {"name": "Dmitry", "wonder": "Gizah", "side": "A", "cards": ["Loom"], "coins": 3},
        {"name": "Ivan", "wonder": "Babylon", "side": "A", "cards": [], "coins": 0}]
    river_port = {"game": "7w", "expansions": ["babel"], "age": 2, "tower": [12], "players": copy.deepcopy(players),
                  "project": {"card": "River Port", "tokens": {}},
                  "action": {"player": "Denis", "build": "Forum", "project": True}}
    war_mirror = {"game": "7w", "expansions": ["babel"], "age": 2, "check": "project", "players": copy.deepcopy(players),
                  "project": {"card": "War Mirror", "tokens": {"Denis": 2}}}
    library = {"game": "7w", "expansions": ["babel-tower"], "age": 2, "tower": [13], "players": copy.deepcopy(players),
               "action": {"player": "Denis", "build": "Library"}}
    library["players"][0]["cards"] = ["Scriptorium", "Quarry", "Loom"]
    return (river_port, war_mirror, library)
