"""What Agora adds to Duel's own verdicts, after it is made: the Decrees that pay their controller
(facts B6: coins equal to the current Age whenever anyone builds a card of a colour, Decrees 1-4, or a
Wonder, 14; 2 more coins for a discard, 13) and the Agora military tokens the pawn reaches (facts B7:
cube actions instead of Duel's coin losses)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.core.i18n import N_, _, display, ngettext
from scoring.expansions.agora import catalogue as data

from referee.core.citations import present
from referee.expansions.agora.senate import RULE_DECREES, with_effect

RULE_TOKENS = "agora, Военные жетоны Агоры"
TOKEN_TEXT = {
    "small": N_("the pawn enters the zone {low}–{high} on {opponent}'s side: its Agora token lets {player} place "
                "a cube in any Chamber (if the pawn had been in this zone before, the token is already gone)"),
    "large": N_("the pawn enters the zone {low}–{high} on {opponent}'s side: its Agora token lets {player} remove "
                "one of {opponent}'s cubes and move one of their own to an adjacent Chamber (if the pawn had been "
                "in this zone before, the token is already gone)"),
}


def military_tokens(doc: Mapping, verdict: Mapping, table: Any, actor: int) -> list[dict]:
    """The Agora tokens of the zones the pawn enters (facts B7): each applied by the player toward whose
    opponent's capital the pawn moved, also when that is not the acting player (facts B7: "The player who
    applies them is the one toward whose opponent's capital the pawn moved. BGA hands the turn to that player if
    needed (for example when the Shield Decree moves the pawn back)")."""
    start, end = table.conflict, verdict["after"].get("conflict", table.conflict)
    out = []
    for token in table.catalogue.military_tokens:
        raw = data.military_token(token.name)
        if raw is None:
            continue
        lo, hi = sorted(token.spaces, key=abs)
        inside = [abs(x) >= abs(lo) and (x > 0) == (lo > 0) and x != 0 for x in (start, end)]
        if inside[1] and not inside[0]:
            text = TOKEN_TEXT[raw["size"]]
            out.append({"text": _(text).format(
                low=abs(lo), high=abs(hi), opponent=table.cities[token.victim].name,
                player=table.cities[1 - token.victim].name),
                "rule": RULE_TOKENS})
    return out


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
                reasons.append({"text": ngettext(
                    "Decree {decree}: {player} controls its Chamber and takes {n} coin (the current age)",
                    "Decree {decree}: {player} controls its Chamber and takes {n} coins (the current age)",
                    age).format(decree=display(d), player=name, n=age), "rule": RULE_DECREES})
    if verdict.get("action") == "discard":
        for d in with_effect(state, actor, "discard_bonus"):
            coins[verdict["player"]] += d.effect["discard_bonus"]
            reasons.append({"text": _("Decree {decree}: {player} takes {n} more coins for the discard").format(
                decree=display(d), player=verdict["player"], n=d.effect["discard_bonus"]), "rule": RULE_DECREES})
    reasons += military_tokens(doc, verdict, table, actor)
    if coins == verdict["after"]["coins"] and len(reasons) == len(verdict["reasons"]):
        return verdict
    added = present(reasons[len(verdict["reasons"]):], "duel")
    return {**verdict, "reasons": list(verdict["reasons"]) + added, "after": {**verdict["after"], "coins": coins}}
