"""The Wonder Pack's documents for the conformance suite: legal tables, malformed ones with the path
to blame, referee questions, and a random legal table playing it."""
from __future__ import annotations

import copy
import random

from scoring.classic.catalogue import COLOURS
from scoring.core.game import BadExample

from scoring.expansions.wonderpack import catalogue as data

PACK = {"game": "7w", "expansions": ["wonderpack"], "players": [
    # Stonehenge A, stage 3: Quarry 2 + Excavation 1 stone symbols × 2 VP
    {"name": "Ira", "wonder": "Stonehenge", "side": "A", "stages": 3, "coins": 5,
     "cards": ["Quarry", "Excavation", "Lumber Yard", "Baths", "Scriptorium"]},
    # the Great Wall B, stages 2 and 4: a mask copying a neighbour's green symbol
    {"name": "Oleg", "wonder": "The Great Wall", "side": "B", "wall_stages": [2, 4], "coins": 9,
     "cards": ["Apothecary", "Workshop", "Altar"]},
    # Manneken Pis A: Gizah B's stage 1 (left), the Great Wall B's stage 2 (right), Gizah B's stage 3
    {"name": "Sofia", "wonder": "Manneken Pis", "side": "A", "stages": 3, "copy_from": "left", "coins": 3,
     "cards": ["Library", "Loom"]},
    {"name": "Dan", "wonder": "Gizah", "side": "B", "stages": 1, "coins": 4,
     "cards": ["Stone Pit", "Barracks"]}]}

WITH_LEADERS = {"game": "7w", "expansions": ["wonderpack", "leaders"], "players": [
    # Abu Simbel A, stage 3: Caesar (5 coins) entombed × 2 VP
    {"name": "Ira", "wonder": "Abu Simbel", "side": "A", "stages": 3, "entombed": ["Caesar"], "coins": 6,
     "cards": ["Lumber Yard", "Alexander"]},
    # Stonehenge B, stage 2: a blue card tucked; 1 VP per blue card of both neighbours
    {"name": "Oleg", "wonder": "Stonehenge", "side": "B", "stages": 2, "tucked_colour": "blue", "coins": 2,
     "cards": ["Stone Pit", "Quarry", "Amytis"]},
    {"name": "Sofia", "wonder": "Catan", "side": "B", "stages": 2, "coins": 7,
     "cards": ["Baths", "Altar", "Theater"]}]}


def examples() -> tuple[dict, ...]:
    # the table options' other readings (data file table_options): Ira's Excavation gives Stonehenge none;
    # Sofia's Manneken Pis A copies nothing of Gizah B's stage 3, which Dan has not built; Ira's entombed
    # Caesar scores in the Leaders row
    return (copy.deepcopy(PACK), copy.deepcopy(WITH_LEADERS), dict(copy.deepcopy(PACK), stonehenge_either_or="none"),
            dict(copy.deepcopy(PACK), manneken_copy="built"), dict(copy.deepcopy(WITH_LEADERS), abu_simbel_row="leaders"))


def _with(doc: dict, seat: int, **fields) -> dict:
    out = copy.deepcopy(doc)
    out["players"][seat].update(fields)
    for key, value in fields.items():
        if value is None:
            del out["players"][seat][key]
    return out


def bad_examples() -> tuple:
    return (
        BadExample(_with(PACK, 1, wall_stages=[2, 5]), "players[1].wall_stages[1]", "the Great Wall has 4 stages"),
        BadExample(_with(PACK, 0, wall_stages=[1], stages=None), "players[0].wall_stages", "only the Great Wall in any order"),
        BadExample(_with(PACK, 2, copy_from=None), "players[2].copy_from", "Manneken Pis A stage 3: whose?"),
        BadExample(dict(_with(PACK, 0, wonder="Abu Simbel", side="B", stages=1), expansions=["wonderpack"]),
                   "players[0].side", "Abu Simbel needs Leaders"),
        BadExample(_with(WITH_LEADERS, 1, tucked_colour=None), "players[1].tucked_colour", "the tucked card's colour"),
        BadExample(_with(WITH_LEADERS, 0, entombed=["Amytis"]), "players[0].entombed[0]", "a leader in a city"),
        BadExample(dict(copy.deepcopy(PACK), stonehenge_either_or="two"), "stonehenge_either_or", "unknown option value"),
        BadExample(dict(copy.deepcopy(PACK), manneken_copy=True), "manneken_copy", "unknown option value"),
        BadExample(dict(copy.deepcopy(WITH_LEADERS), abu_simbel_row="military"), "abu_simbel_row",
                   "unknown option value"),
    )


def referee_examples() -> tuple[dict, ...]:
    wall = {"game": "7w", "expansions": ["wonderpack"], "age": 2, "players": [
        {"name": "Ira", "wonder": "Rhodos", "side": "A", "cards": [], "coins": 3},
        # the Great Wall's stage 3 (3 stone) before its stage 2 (Wonder Pack rules, The Great Wall)
        {"name": "Oleg", "wonder": "The Great Wall", "side": "A", "wall_stages": [1], "wall_next": 3, "coins": 3,
         "cards": ["Quarry", "Stone Pit"]},
        {"name": "Sofia", "wonder": "Gizah", "side": "A", "cards": [], "coins": 3}],
        "action": {"player": "Oleg", "stage": True}}
    extra = copy.deepcopy(wall)
    extra["age"] = 1
    extra["players"][1].update(side="B", wall_stages=[4], cards=[])
    del extra["players"][1]["wall_next"]
    extra["action"] = {"player": "Oleg", "build": "Baths"}          # stone from the Great Wall B's stage 4
    return wall, extra


def randomize(doc: dict, rng: random.Random) -> dict:
    """One or two seats on a Wonder Pack board (sides needing Leaders only when it is played), each
    with the fields its built stages need."""
    doc["expansions"] = list(doc.get("expansions") or []) + ["wonderpack"]
    leaders = "leaders" in doc["expansions"]
    boards = [w["name"] for w in data.data()["wonders"]]
    rng.shuffle(boards)
    seats = [i for i, p in enumerate(doc["players"]) if not p.get("free_city")]
    for seat, board in zip(rng.sample(seats, min(len(seats), rng.randint(1, 2))), boards):
        sides = [k for k in ("A", "B") if leaders or not data.side(board, k).get("requires")]
        if sides:
            _board(doc["players"][seat], board, rng.choice(sides), rng)
    _copied_tucks(doc["players"], rng)
    return doc


def _copied_tucks(players: list[dict], rng: random.Random) -> None:
    """A Manneken Pis stage that copies Stonehenge B's stage 2 has a card tucked under it too."""
    n = len(players)
    for i, p in enumerate(players):
        side = data.side(p["wonder"], p["side"]) or {}
        for st in side.get("stages", ())[:p.get("stages", 0)]:
            copy_ = st["effect"].get("copy_stage")
            if not copy_:
                continue
            of = p.get("copy_from") if p.get("copy_from") in copy_["of"] else copy_["of"][0]
            other = players[(i + 1) % n] if of == "left" else players[(i - 1) % n]
            if "score_tucked_colour" in data.stage_effect(other["wonder"], other["side"], copy_["stage"]):
                p["tucked_colour"] = rng.choice(COLOURS)


def _board(p: dict, board: str, key: str, rng: random.Random) -> None:
    side = data.side(board, key)
    n = len(side["stages"])
    p.update(wonder=board, side=key, stages=rng.randint(0, n))
    if "shields" in p:
        p["shields"] = [0, 0]        # at most what the new board's stages show
    built = [st["effect"] for st in side["stages"][:p["stages"]]]
    if side.get("stages_any_order"):
        p["wall_stages"] = rng.sample(range(1, n + 1), p.pop("stages"))
    if any("copy_stage" in e and len(e["copy_stage"]["of"]) > 1 for e in built):
        p["copy_from"] = rng.choice(["left", "right"])
    if any("score_tucked_colour" in e for e in built):
        p["tucked_colour"] = rng.choice(COLOURS)
