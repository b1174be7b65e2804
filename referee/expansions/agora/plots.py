"""What a Conspiracy does when triggered, read from its effect in the data file (facts B5): the coins,
the Conflict pawn and the Senate are computed; what the table does with cards, Wonders and tokens is
said (the player chooses it on the table)."""
from __future__ import annotations

from typing import Any

from scoring.core.i18n import N_, _, ngettext
from scoring.duel.score import KIND_WORD

from referee.expansions.agora.senate import Step

RULE_PLOTS = "agora, Заговоры"

# the effects the referee says rather than computes: effect key → sentence (``{player}``, ``{opponent}``)
SAID = {
    "take_opponent_wonder": N_("{player} takes one of {opponent}'s Wonders not yet built into their own city"),
    "lock_progress": N_("{player} locks one Progress token (from the board, from {opponent} or from those out of "
                        "the game) face down on this card: no one may use it for the rest of the game, and its "
                        "owner loses its effects and points"),
    "build_free:structure_last_row": N_("{player} builds for free one card of the last row of the structure "
                                        "(the back row, covered or not), not a Senator"),
    "build_free:removed_at_setup": N_("{player} looks at the cards removed unseen at setup in this and the earlier "
                                      "ages and builds one of them for free"),
    "progress_choice": N_("{player} looks at the Progress tokens removed at setup, chooses one and plays it"),
    "discard_structure_card": N_("{player} puts one accessible card of the structure in the discard pile, and may "
                                 "do it once more; the cards it frees are turned over at once and any token on "
                                 "them goes to {player}"),
    "take_opponent_card": N_("{player} takes one of {opponent}'s brown or grey cards into their own city (both "
                             "players' trading prices change with it)"),
    "swap_cards": N_("{player} takes a blue or green card from {opponent} and gives them one of their own of the "
                     "same colour; the points and symbols move with the cards"),
    "move_decree": N_("{player} moves one Decree under the Decree of another Chamber; the emptied Chamber still "
                      "scores and counts for political supremacy"),
    "destroy_opponent_wonder": N_("{player} returns one of {opponent}'s built Wonders to the box: its lasting "
                                  "effects (points, production) are lost, the card under it goes to the discard"),
}


def _said(v: Any, plot) -> None:
    for key, value in plot.effect.items():
        key = f"{key}:{value['from']}" if key == "build_free" else key
        if key in SAID:
            v.reasons.append({"text": _(SAID[key]).format(player=v.city.name, opponent=v.opp.name),
                              "rule": RULE_PLOTS})


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
    if "discard_opponent" in effect:
        word = KIND_WORD[effect["discard_opponent"]]
        colour = _(word)
        held = [c for c in v.opp.cards if c.colour == effect["discard_opponent"]]
        text = (_("{player} puts one of {opponent}'s {colour} in the discard pile; {opponent} loses its points")
                if held else _("{opponent} has none of the {colour}: nothing is discarded"))
        v.reasons.append({"text": text.format(player=v.city.name, opponent=v.opp.name, colour=colour),
                          "rule": RULE_PLOTS})


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


def apply_plot(v: Any, plot, name: str) -> dict:
    """The verdict on triggering ``plot`` (its effect, then its Senate steps)."""
    if not _steps_allowed(plot, v.steps):
        kinds = ", ".join(w["action"] for w in plot.effect.get("influence", ())) or "—"
        return v.refuse("trigger", name, _("{plot}'s Senate actions are, in this order: {kinds}").format(
            plot=name, kinds=kinds), RULE_PLOTS)
    _coins(v, plot)
    if plot.effect.get("shields"):
        v.shields(plot.effect["shields"], name)
    _said(v, plot)
    for step in v.steps:
        if not v.senate.apply(v.seat, step):
            return v.out(False, "trigger", name)
    return v.out(True, "trigger", name)
