"""The coins on Astarte in a Duel turn: they are outside the treasury, yet the player may spend
them normally (Pantheon rulebook, Divinities: Astarte; data ``divinities.astarte``).  The Duel
referee is asked with them counted among the coins held; the verdict then says how many stay on
Astarte, spent in the order the table's reading says (``pantheon_options.astarte_coins_spent``:
the player's choice by default, shown treasury first)."""
from __future__ import annotations

import copy
from collections.abc import Callable, Mapping

from scoring.core.i18n import ngettext

from referee.core.citations import present
from referee.expansions.pantheon.rules import reason


def _acting(doc: Mapping) -> tuple[int, dict] | None:
    """(seat, player) of the player acting when they hold coins on Astarte."""
    action = doc.get("action") if isinstance(doc.get("action"), Mapping) else {}
    players = doc.get("players") if isinstance(doc.get("players"), list) else []
    for seat, p in enumerate(players):
        if isinstance(p, Mapping) and p.get("name") == action.get("player"):
            pantheon = p.get("pantheon") if isinstance(p.get("pantheon"), Mapping) else {}
            coins, astarte = p.get("coins", 0), pantheon.get("astarte_coins")
            if type(astarte) is int and astarte > 0 and type(coins) is int:
                return seat, p
    return None


def with_astarte(doc: Mapping, judge: Callable[[Mapping], dict]) -> dict | None:
    """The verdict with Astarte's coins spendable, or None when the player has none on her."""
    found = _acting(doc)
    if found is None:
        return None
    seat, player = found
    astarte, treasury = player["pantheon"]["astarte_coins"], player.get("coins", 0)
    asked = copy.deepcopy(dict(doc))
    asked["players"][seat]["coins"] = treasury + astarte
    verdict = judge(asked)
    options = doc.get("pantheon_options") if isinstance(doc.get("pantheon_options"), Mapping) else {}
    if not verdict.get("legal") or not isinstance(verdict.get("after"), Mapping):
        return verdict
    cost = verdict.get("cost") or {}
    paid = cost.get("bank", 0) + cost.get("opponent", 0)
    spent = min(paid, astarte) if options.get("astarte_coins_spent") == "astarte_first" else max(0, paid - treasury)
    left = astarte - spent
    after = dict(verdict["after"])
    after["coins"] = {**after["coins"], player["name"]: after["coins"][player["name"]] - left}
    why = ngettext("the {n} coin on Astarte counts among the coins {player} may spend; left on the card: {left}",
                   "the {n} coins on Astarte count among the coins {player} may spend; left on the card: {left}",
                   astarte).format(n=astarte, player=player["name"], left=left)
    extra = present([reason(why, "pantheon, Divinities: Astarte")], "duel")
    return {**verdict, "after": after, "reasons": list(verdict["reasons"]) + extra,
            "pantheon": {**verdict.get("pantheon", {}), "astarte_coins": left}}
