"""Leaders tables with an action, for the conformance suites (``Expansion.referee_examples``): a
recruitment under Maecenas (free), Archimedes' discount with Hatshepsut's trade income, a leader
discarded for 3 coins and the conflicts with Tomyris (data file ``scoring/data/leaders.json``)."""
from __future__ import annotations

import copy


def referee_examples() -> tuple[dict, ...]:
    players = [
        {"name": "Ira", "wonder": "Rhodos", "side": "A", "cards": ["Maecenas", "Hatshepsut", "Archimedes"], "coins": 6},
        {"name": "Oleg", "wonder": "Gizah", "side": "A", "cards": ["Lumber Yard", "Ore Vein", "Tomyris"], "coins": 6},
        {"name": "Sofia", "wonder": "Babylon", "side": "A", "cards": ["Clay Pool", "Loom"], "coins": 6}]
    recruit = {"game": "7w", "expansions": ["leaders"], "age": 2, "players": copy.deepcopy(players),
               "action": {"player": "Ira", "recruit": "Cleopatra"}}
    laboratory = {"game": "7w", "expansions": ["leaders"], "age": 2, "players": copy.deepcopy(players),
                  "action": {"player": "Ira", "build": "Laboratory"}}
    laboratory["players"][0]["cards"] = ["Maecenas", "Hatshepsut", "Archimedes", "Clay Pit"]
    discard = {"game": "7w", "expansions": ["leaders"], "age": 1, "players": copy.deepcopy(players),
               "actions": [{"player": "Ira", "recruit": "Nefertiti"}, {"player": "Oleg", "discard": "Caesar"},
                           {"player": "Sofia", "stage": True, "card": "Plato"}]}
    military = {"game": "7w", "expansions": ["leaders"], "check": "military", "players": copy.deepcopy(players)}
    for p, shields, tokens in zip(military["players"], ([0, 0, 0], [0, 0, 0], [1, 1, 1]),
                                  ({"left": [], "right": [-1, -1, -1]}, {"left": [], "right": []},
                                   {"left": [1, 3, 5], "right": [1, 3, 5, -1, -1, -1]})):
        p.update(shields=shields, military=tokens)
    military["players"][1]["cards"] = ["Tomyris", "Lumber Yard"]
    military["players"][1]["recruited"] = {"Tomyris": 1}
    military["players"][2]["cards"] = ["Clay Pool", "Stockade"]
    return (recruit, laboratory, discard, military)
