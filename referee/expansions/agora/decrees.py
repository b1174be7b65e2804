"""The Decrees that pay their controller during Duel's own actions (facts B6): coins equal to the
current Age whenever anyone builds a card of a colour (Decrees 1-4) or a Wonder (14), and 2 more
coins for a discard (13).  Added to Duel's verdict after it is made."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.core.i18n import _, display

from referee.core.citations import present
from referee.expansions.agora.senate import RULE_DECREES, with_effect


def _what(verdict: Mapping, table: Any) -> str | None:
    """The colour of the card built, or "wonder"; None for a discard or an illegal action."""
    if verdict.get("action") == "wonder":
        return "wonder"
    if verdict.get("action") == "build" and verdict.get("card"):
        card = table.catalogue.card(verdict["card"])
        return card.colour if card is not None else None
    return None


def decree_income(doc: Mapping, verdict: dict) -> dict:
    """Duel's verdict with the Decrees' coins added to ``after.coins`` and explained."""
    if not verdict.get("legal") or not isinstance(verdict.get("after"), dict):
        return verdict
    from scoring import games
    table = games.get("duel").parse({k: v for k, v in doc.items() if k not in ("action", "age", "layout")})
    state = table.ext["agora"]
    age = doc.get("age") if isinstance(doc.get("age"), int) else 1
    actor = next(c.seat for c in table.cities if c.name == verdict["player"])
    coins = dict(verdict["after"]["coins"])
    reasons = list(verdict["reasons"])
    what = _what(verdict, table)
    for seat in (0, 1):
        name = table.cities[seat].name
        for d in with_effect(state, seat, "coins_when_built"):
            if d.effect["coins_when_built"]["what"] == what:
                coins[name] += age
                reasons.append({"text": _("Decree {decree}: {player} controls its Chamber and takes {n} coins (the "
                                          "current age)").format(decree=display(d), player=name, n=age),
                                "rule": RULE_DECREES})
    if verdict.get("action") == "discard":
        for d in with_effect(state, actor, "discard_bonus"):
            coins[verdict["player"]] += d.effect["discard_bonus"]
            reasons.append({"text": _("Decree {decree}: {player} takes {n} more coins for the discard").format(
                decree=display(d), player=verdict["player"], n=d.effect["discard_bonus"]), "rule": RULE_DECREES})
    if coins == verdict["after"]["coins"]:
        return verdict
    added = present(reasons[len(verdict["reasons"]):], "duel")
    return {**verdict, "reasons": list(verdict["reasons"]) + added, "after": {**verdict["after"], "coins": coins}}
