"""What a Conspiracy does when triggered, read from its effect in the data file (facts B5): the coins,
the Conflict pawn and the Senate here; the cards, Wonders, Progress tokens and Decrees it moves, with
every legal choice, in ``pieces``; a card it builds free with Duel's effects of a build."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.core.i18n import _, display, ngettext
from scoring.duel.document import SUPREMACY_SYMBOLS
from scoring.expansions.agora import catalogue as data

from referee.expansions.agora.senate import RULE_DECREES, Step

ID = "agora"                  # this expansion's id: its structure is the table's (``Moved.structure``)
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
            "{player} takes half of {opponent}'s coins ({held}), rounded up: {n} coin",
            "{player} takes half of {opponent}'s coins ({held}), rounded up: {n} coins", n).format(
            player=v.city.name, opponent=v.opp.name, held=v.coins[them] + n, n=n), "rule": RULE_PLOTS})
    if "coins_per_cube" in effect:
        # Embezzlement: coins per own cube in the Senate; the opponent loses as many as their cubes, down to 0
        per = effect["coins_per_cube"]
        gain = per["own"] * v.state.cubes(me)
        lost = min(v.coins[them], per["opponent_loses"] * v.state.cubes(them))
        v.coins[me] += gain
        v.coins[them] -= lost
        v.reasons.append({"text": _("{player} takes coins: {gain} (cubes in the Senate: {mine}); {opponent} loses "
                                    "{lost} (cubes: {theirs}, down to 0)").format(
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
    them to a build (coins, shields, a science pair), the cost waived (facts B5, items 7 and 8)."""
    from referee.duel.action import DuelAction
    from referee.duel.check import Payment
    from referee.duel.rules import Verdict
    from dataclasses import replace
    table = replace(v.table, conflict=v.conflict, cities=tuple(
        replace(c, coins=v.coins[c.seat]) for c in v.table.cities))
    duel = Verdict(table, v.age or 1, DuelAction(v.seat, "build", table.catalogue.card(name)), None)
    out = duel.build_effects(Payment(0, 0), free=plot)
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


def _after_moves(v: Any) -> None:
    """What the pieces moved do through every expansion played (``RefereeExpansion.moved``: Pantheon's
    Snake leaves a card that changes hands, its tokens on the cards Turn of Events frees go to the
    player), then the science of both cities as they now are."""
    from referee.core.expansion import Moved, city_moved
    from referee.expansions.agora.pieces import city_after, freed
    moved = city_moved(v.table, v.seat, Moved(tuple(city_after(v, s) for s in (0, 1)), freed(v), v.age,
                                              v.layout if isinstance(v.layout, Mapping) else None, ID))
    v.reasons.extend(moved.reasons)
    v.extra_after.update(moved.after)
    _science_after(v, moved.cities)


def _science_after(v: Any, cities: tuple) -> None:
    """Cards or tokens moved between the cities may make a new pair (a Progress token: facts B5 item 14, "Pairs
    may give either player a Progress token") or 6 different symbols (scientific supremacy: seed 003)."""
    for seat in (v.seat, 1 - v.seat):
        before, now = v.table.cities[seat], cities[seat]
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


def _decree_moved(v: Any, name: str, source: int, to: int) -> None:
    """Insider Influence moved a Decree (facts B5 item 15): whoever controls its new Chamber now benefits
    from it.  When the two Chambers' controllers differ, the Decree changes hands: the licensed
    implementation (facts: BGA ``Senate::moveDecree``) reveals it if face down (table option
    ``decree_reveal``), and the Shield Decree acts as on a change of control (facts B6 item 9: "On gaining
    control you gain 1 shield … If you lose control, the pawn moves 1 space back"): 1 space back
    toward the former controller's capital, 1 toward the new controller's opponent's."""
    senate = v.senate
    senate.decrees = {n: tuple(d for x in names if (d := data.find("decrees", x)) is not None)
                      for n, names in v.pieces.decrees.items()}
    decree = data.find("decrees", name)
    was, now = v.state.controllers[source - 1], v.state.controllers[to - 1]     # cubes, or as the table says
    names = senate.names
    senate.say(_("Decree {decree}: {player} controls Chamber {n} and now benefits from it").format(
        decree=display(decree), player=names[now], n=to) if now is not None else _(
        "Decree {decree}: no one controls Chamber {n}, so no one benefits from it now").format(
        decree=display(decree), n=to), RULE_DECREES)
    if was == now:
        return
    if senate.state.options.get("decree_reveal") == "on_place":
        senate.say(_("this table reveals a face-down Decree only when a cube is placed in its Chamber: the Decree "
                     "moved keeps its face"), RULE_DECREES)
    else:
        senate.say(_("the Decree moves between Chambers with different controllers: if it was face down, it is "
                     "revealed"), RULE_DECREES)
    rule = decree.effect.get("shield_decree")
    if rule is None:
        return
    toward = {0: 1, 1: -1}                      # a seat's direction: toward its opponent's capital
    moves = [(-rule["lose"] * toward[was], rule["lose"], was)] if was is not None else []
    moves += [(rule["gain"] * toward[now], rule["gain"], 1 - now)] if now is not None else []
    for delta, n, capital in moves:
        senate.pawn += delta
        senate.say(ngettext("Decree {decree}: the Conflict pawn moves {n} space toward {player}'s capital",
                            "Decree {decree}: the Conflict pawn moves {n} spaces toward {player}'s capital", n).format(
            decree=display(decree), n=n, player=names[capital]), RULE_DECREES)


def apply_plot(v: Any, plot, name: str) -> dict:
    """The verdict on triggering ``plot`` (its effect, then its Senate steps)."""
    if not _steps_allowed(plot, v.steps):
        words = {"place": _("place a cube"), "remove": _("remove a cube"), "move": _("move a cube")}
        kinds = ", ".join(words[w["action"]] for w in plot.effect.get("influence", ())) or "—"
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
        _after_moves(v)
    if v.pieces.decree_moved is not None:
        _decree_moved(v, *v.pieces.decree_moved)
    for step in v.steps:
        if not v.senate.apply(v.seat, step):
            return v.out(False, "trigger", name)
    return v.out(True, "trigger", name)
