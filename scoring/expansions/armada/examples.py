"""Armada's documents for the conformance suites: quick-pad tables (the only way Armada is scored
yet) and malformed ones, each with the path it must be blamed on."""
from __future__ import annotations

import copy

from scoring.core.game import BadExample, with_player


def examples() -> tuple[dict, ...]:
    # Ira's Workers Guild (12 with her neighbours' brown cards) counts 10 (rules.guild_cap), her
    # Philosophers Guild 6; Sofia's single number 9 is her guilds row (no guild can exceed 10 in it)
    armada = {"game": "7w", "entry": "pad", "expansions": ["armada"], "players": [
        {"name": "Ira", "wonder": "Rhodos", "side": "A", "coins": 8,
         "pad": {"military": 6, "naval": 9, "islands": 7, "shipyard": 5, "treasury": 2, "wonder": 10,
                 "civilian": 18, "science": 13, "commercial": 4, "guilds": [12, 6]}},
        {"name": "Oleg", "wonder": "Gizah", "side": "B", "coins": 3,
         "pad": {"military": -2, "naval": -3, "islands": 3, "treasury": 1, "wonder": 20, "civilian": 24,
                 "science": 10, "commercial": 6, "guilds": [4]}},
        {"name": "Sofia", "wonder": "Babylon", "side": "A", "coins": 5,
         "pad": {"military": 3, "naval": 1, "shipyard": 8, "treasury": 1, "wonder": 10, "civilian": 12,
                 "science": 31, "commercial": 2, "guilds": 9}}]}
    russian = copy.deepcopy(armada)
    russian["expansions"] = ["Армада"]
    return armada, russian


def bad_examples() -> tuple[BadExample, ...]:
    good = examples()[0]
    cards = {"game": "7w", "expansions": ["armada"], "players": [
        {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 1, "cards": ["Baths"], "coins": 3},
        {"name": "Oleg", "wonder": "Gizah", "side": "A", "cards": ["Altar"], "coins": 3},
        {"name": "Sofia", "wonder": "Babylon", "side": "A", "cards": ["Loom"], "coins": 3}]}
    without = copy.deepcopy(good)
    del without["expansions"]
    for p in without["players"]:
        p["pad"]["guilds"] = 0
    return (
        BadExample(cards, "expansions[0]", "card by card: Armada waits for its numbers"),
        BadExample(with_player(good, 1, pad={"guilds": 14}), "players[1].pad.guilds",
                   "one number above the guild cap: which guilds it sums cannot be told"),
        BadExample(with_player(good, 0, pad={"guilds": [12, -1]}), "players[0].pad.guilds[1]", "a negative guild"),
        BadExample(with_player(good, 2, pad={"guilds": [3, "7"]}), "players[2].pad.guilds[1]", "a guild's points as text"),
        BadExample(without, "players[0].pad.naval", "Armada's row without Armada in \"expansions\""),
    )
