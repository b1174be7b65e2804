"""The leaders' coins after the 1st edition's verdicts (``income``): one action gains ``income`` and
``coins_after``; a whole turn gains the leaders' entries in its ``income`` and in each city's coins at
its end (Hatshepsut once per neighbour a turn, Berenice once a turn: over all of a player's actions)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.core.citations import present
from referee.expansions.leaders.action import _parse
from referee.expansions.leaders.income import Events, add_events, leader_income


def add_income(doc: Mapping, keys: Sequence[str], verdict: dict) -> dict:
    """``verdict`` (the base referee's, presented) with the leaders' coins after it."""
    if "verdicts" not in verdict and "player" not in verdict:
        return verdict
    table = _parse(doc, keys)
    age = doc.get("age")
    if "verdicts" not in verdict:
        city = next(c for c in table.cities if c.name == verdict["player"])
        events = Events()
        coins = add_events(events, table, age, verdict, city)
        income = present(leader_income(table, city, events), "7w") if verdict["legal"] else []
        out = dict(verdict, income=income)
        if verdict["legal"]:
            cost = verdict.get("cost") or {}
            out["coins_after"] = city.coins - sum(cost.values()) + coins + sum(i["coins"] for i in income)
        return out
    per: dict[str, Events] = {}
    for v in verdict["verdicts"]:
        if v.get("legal"):
            city = next(c for c in table.cities if c.name == v["player"])
            add_events(per.setdefault(city.name, Events()), table, age, v, city)
    added = []
    for city in table.cities:
        if city.name in per:
            added += leader_income(table, city, per[city.name])
    if not added:
        return verdict
    coins = {name: dict(c) for name, c in verdict["coins"].items()}
    for entry in added:
        coins[entry["player"]]["end"] += entry["coins"]
    return dict(verdict, income=verdict["income"] + present(added, "7w"), coins=coins)
