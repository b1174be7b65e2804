"""Small builders for table documents used across the tests."""
from __future__ import annotations

WONDERS = ["Rhodos", "Alexandria", "Ephesos", "Babylon", "Olympia", "Halikarnassos", "Gizah"]


def player(name, wonder, side="A", stages=0, cards=(), coins=0, military=None, **extra):
    p = {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}
    if military is not None:
        p["military"] = list(military)
    p.update(extra)
    return p


def table(*players, game="7w"):
    return {"game": game, "players": list(players)}


def three(first=None, second=None, third=None):
    """A 3-player table; any seat may be replaced by a player dict."""
    return table(first or player("Ira", "Rhodos"), second or player("Oleg", "Gizah"),
                 third or player("Sofia", "Babylon"))
