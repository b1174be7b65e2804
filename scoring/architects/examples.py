"""Example Architects documents: legal ones, malformed ones with the path each must be blamed on,
and random legal tables (for the conformance suite of the common game interface).
"""
from __future__ import annotations

import random
from typing import Any

from scoring.architects.catalogue import catalogue

EXAMPLES: tuple[dict, ...] = (
    # the Architects example of the README
    {"game": "architects", "players": [
        {"name": "Ana", "wonder": "Giza", "stages": 5,
         "cards": {"blue": 1, "blue_cat": 1, "wood": 1, "gold": 1, "compass": 1, "red": 2, "red_horn": 1},
         "cat": True, "victory_tokens": 2, "progress": ["Culture", "Culture", "Education"]},
        {"name": "Bo", "wonder": "Rhodes", "stages": ["2≠", "2="], "cards": {"blue": 2, "red": 1},
         "victory_tokens": 1, "progress": ["Decoration"]}]},
    # Ukrainian names, pieces by ASCII requirement, a shared level built out of the printed order
    {"game": "7 Wonders Architects", "players": [
        {"name": "Оля", "wonder": "Олімпія", "stages": ["2d", "3d"], "cards": {"blue_cat": 2},
         "progress": ["Політика", "Стратегія"], "victory_tokens": 3, "cat": True},
        {"name": "Петро", "wonder": "Вавилон", "stages": 3, "progress": ["Освіта", "Тактика"]},
        {"name": "Іра", "wonder": "Ефес", "stages": ["2d", "3s"], "cards": {"blue": 1}}]},
)

# (document, the path the first problem must name)
BAD_EXAMPLES: tuple[tuple[dict, str], ...] = (
    ({"game": "architects", "players": [{"name": "A", "wonder": "Giza", "stages": 6},
                                        {"name": "B", "wonder": "Rhodes"}]}, "players[0].stages"),
    ({"game": "architects", "players": [{"name": "A", "wonder": "Giza", "stages": ["2d", "2d"]},
                                        {"name": "B", "wonder": "Rhodes"}]}, "players[0].stages[1]"),
    ({"game": "architects", "players": [{"name": "A", "wonder": "Giza", "progress": ["Tactics", "Tactics"]},
                                        {"name": "B", "wonder": "Rhodes"}]}, "players[0].progress[1]"),
    ({"game": "architects", "players": [{"name": "A", "wonder": "Giza", "cat": True, "cards": {"blue_cat": 1}},
                                        {"name": "B", "wonder": "Rhodes", "cat": True, "cards": {"blue_cat": 1}}]},
     "players[1].cat"),
    ({"game": "architects", "players": [{"name": "A", "wonder": "Giza", "cards": {"wood": -1}},
                                        {"name": "B", "wonder": "Rhodes"}]}, "players[0].cards.wood"),
    ({"game": "architects", "players": [{"name": "A", "wonder": "Giza"},
                                        {"name": "B", "wonder": "Giza"}]}, "players[1].wonder"),
)


def random_document(rng: random.Random, players: int | None = None) -> dict[str, Any]:
    """A random legal table: wonders, pieces on complete lower levels, cards within the decks in play,
    at most one complete wonder, the cat with a holder of a blue card with the cat, tokens within the box."""
    cat = catalogue()
    n = players or rng.randint(cat.min_players, cat.max_players)
    wonders = rng.sample(list(cat.wonders), n)
    pool = cat.cards_in_play(wonders)
    tokens = [t.name for t in cat.progress for _ in range(t.copies)]
    rng.shuffle(tokens)
    victory_left = cat.victory_total
    complete_seat = rng.choice([None] + list(range(n)))
    docs = []
    for seat, wonder in enumerate(wonders):
        top = len(wonder.pieces) if seat == complete_seat else len(wonder.pieces) - 1
        levels = sorted({p.level for p in wonder.pieces})
        built = []
        for level in levels:
            row = [p for p in wonder.pieces if p.level == level]
            if len(built) + len(row) > top:
                # part of this level, in any order, and nothing above it
                room = top - len(built)
                built += rng.sample(row, rng.randint(0, room))
                break
            if rng.random() < 0.2:
                built += rng.sample(row, rng.randint(0, len(row) - 1))
                break
            built += row
        cards = {}
        for kind in cat.kinds:
            k = rng.randint(0, min(3, pool[kind.id]))
            pool[kind.id] -= k
            if k:
                cards[kind.id] = k
        victory = rng.randint(0, min(6, victory_left))
        victory_left -= victory
        held = [tokens.pop() for _ in range(min(len(tokens), rng.randint(0, 3)))]
        stages: Any = ([p.requirement.symbol if rng.random() < 0.5 else p.requirement.id for p in built]
                       if rng.random() < 0.5 else None)
        order = [p.requirement.id for p in wonder.pieces]
        if stages is None:
            ids = {p.requirement.id for p in built}
            prefix = 0
            while prefix < len(order) and order[prefix] in ids:
                prefix += 1
            stages = prefix if prefix == len(ids) else [p.requirement.id for p in built]
        docs.append({"name": f"P{seat + 1}", "wonder": wonder.name, "stages": stages, "cards": cards,
                     "victory_tokens": victory, "progress": held})
    owners = [d for d in docs if d["cards"].get("blue_cat")]
    if owners:
        rng.choice(owners)["cat"] = True
    return {"game": "architects", "players": docs}
