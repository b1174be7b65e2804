"""What a Conspiracy does when triggered, read from its effect in the data file (facts B5): the coins,
the Conflict pawn and the Senate here; the cards, Wonders, Progress tokens and Decrees it moves, with
every legal choice, in ``pieces``; a card it builds free with Duel's effects of a build."""
from __future__ import annotations

from typing import Any

from scoring.core.i18n import _, display, ngettext
from scoring.duel.document import SUPREMACY_SYMBOLS

from referee.expansions.agora.senate import Step

RULE_PLOTS = "agora, Заговоры"
RULE_DUEL_SCIENCE = "duel, НАУКА И ПРОГРЕСС"
RULE_DUEL_SUPREMACY = "duel, Научное превосходство"


def _coins(v: Any, plot) -> None:
    effect = plot.effect
    me, them = v.seat, 1 - v.seat
    if "take_opponent_coins" in effect:
        # Blackmail: half the opponent's coins, rounded up (treasury only)
        n = (v.coins[them] + 1) // 2
        v.coins[them] -= n
        v.coins[me] += n
        v.reasons.append({"text": ngettext(
            "{player} takes half of {opponent}'s {held} coins, rounded up: {n} coin",
            "{player} takes half of {opponent}'s {held} coins, rounded up: {n} coins", n).format(
            player=v.city.name, opponent=v.opp.name, held=v.coins[them] + n, n=n), "rule": RULE_PLOTS})
    if "coins_per_cube" in effect:
        # Embezzlement: coins per own cube in the Senate; the opponent loses as many as their cubes, down to 0
        per = effect["coins_per_cube"]
        gain = per["own"] * v.state.cubes(me)
        lost = min(v.coins[them], per["opponent_loses"] * v.state.cubes(them))
        v.coins[me] += gain
        v.coins[them] -= lost
        v.reasons.append({"text": _("{player} takes {gain} coins ({mine} cubes in the Senate); {opponent} loses {lost} "
                                    "({theirs} cubes, down to 0)").format(
            player=v.city.name, gain=gain, mine=v.state.cubes(me), opponent=v.opp.name, lost=lost,
            theirs=v.state.cubes(them)), "rule": RULE_PLOTS})


def _steps_allowed(plot, steps: list[Step]) -> bool:
    """The action's Senate steps follow the Conspiracy's list in order (optional ones may be left out)."""
    wanted = list(plot.effect.get("influence", ()))
    k = 0
    for step in steps:
        while k < len(wanted) and wanted[k]["action"] != step.kind and wanted[k].get("optional"):
            k += 1
        if k >= len(wanted) or wanted[k]["action"] != step.kind:
            return False
        k += 1
    return all(w.get("optional") for w in wanted[k:])


def _built_free(v: Any, name: str, plot: str) -> None:
    """A card a Conspiracy builds free (Property Fraud, Treason): its effects as Duel's referee applies
    them to a build (coins, shields, a science pair), the cost waived (facts B5 #7, #8)."""
    from referee.duel.action import DuelAction
    from referee.duel.check import Payment
    from referee.duel.rules import Verdict
    from dataclasses import replace
    table = replace(v.table, conflict=v.conflict, cities=tuple(
        replace(c, coins=v.coins[c.seat]) for c in v.table.cities))
    duel = Verdict(table, v.age or 1, DuelAction(v.seat, "build", table.catalogue.card(name)), None)
    out = duel._effects([Payment(0, 0)], free=plot, gain=0)
    after = out["after"]
    v.coins = [after["coins"][c.name] for c in v.table.cities]
    v.conflict = after["conflict"]
    v.progress_token = v.progress_token or after["progress_token"]
    v.victory = v.victory or after["victory"]
    v.reasons.extend(out["reasons"])


def _token_coins(v: Any) -> None:
    """A Progress token played (Espionage) gives its coins at once, as when taken (Agriculture, Urbanism)."""
    had = {t.name for t in v.city.progress}
    for name in v.pieces.progress[v.seat]:
        token = v.table.catalogue.token(name)
        if name not in had and token is not None and token.effect.coins:
            v.coins[v.seat] += token.effect.coins
            v.reasons.append({"text": _("{token}: {player} takes {n} coins from the bank").format(
                token=display(token), player=v.city.name, n=token.effect.coins), "rule": RULE_DUEL_SCIENCE})


def _science_after(v: Any) -> None:
    """Cards or tokens moved between the cities may make a new pair (a Progress token: facts B5 #14, "Pairs
    may give either player a Progress token") or 6 different symbols (scientific supremacy: seed 003)."""
    from referee.expansions.agora.pieces import city_after
    for seat in (v.seat, 1 - v.seat):
        before, now = v.table.cities[seat], city_after(v, seat)
        player = before.name
        if now.pairs > before.pairs:
            v.progress_token = v.progress_token or seat == v.seat
            v.reasons.append({"text": _("{player} now has a new pair of identical science symbols: {player} takes a "
                                        "Progress token from the board").format(player=player),
                              "rule": RULE_DUEL_SCIENCE})
        if len(now.different_symbols) >= SUPREMACY_SYMBOLS > len(before.different_symbols):
            v.victory = v.victory or "science"
            v.reasons.append({"text": _("{player} now holds {n} different science symbols: scientific supremacy, the "
                                        "game ends at once").format(player=player, n=len(now.different_symbols)),
                              "rule": RULE_DUEL_SUPREMACY})


def apply_plot(v: Any, plot, name: str) -> dict:
    """The verdict on triggering ``plot`` (its effect, then its Senate steps)."""
    if not _steps_allowed(plot, v.steps):
        kinds = ", ".join(w["action"] for w in plot.effect.get("influence", ())) or "—"
        return v.refuse("trigger", name, _("{plot}'s Senate actions are, in this order: {kinds}").format(
            plot=name, kinds=kinds), RULE_PLOTS)
    _coins(v, plot)
    if plot.effect.get("shields"):
        v.shields(plot.effect["shields"], name)
    from referee.expansions.agora.pieces import apply_pieces
    refused = apply_pieces(v, plot, name)
    if refused is not None:
        return v.refuse("trigger", name, refused, f"{RULE_PLOTS}: {plot.name}")
    for card in list(v.pieces.built):
        _built_free(v, card, name)
    if v.pieces.changed and not v.pieces.built:
        _token_coins(v)
        _science_after(v)
    for step in v.steps:
        if not v.senate.apply(v.seat, step):
            return v.out(False, "trigger", name)
    return v.out(True, "trigger", name)
