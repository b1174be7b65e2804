"""The 2-player variant with the Free City (seed 000, «Вариант для двух «опытных» игроков»).

The table has three cities, one with ``"free_city": true``; the deck is the 3-player
deck.  Control of the Free City alternates every turn: in ages I and III the player
to the left of the Free City (its left neighbour) holds the Free City card on turn 1,
in age II the player to its right; odd turns the starter, even turns the other.
The Free City trades by the usual rules (its controller chooses whom to pay,
whatever the price), must build a card free by chain when it can, and may discard
for 3 coins only when it can neither build the card nor complete a stage.  It is
scored but never wins (``scoring.classic.score`` ranks it out).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from scoring.classic.document import City, Table
from scoring.core.errors import Problems
from scoring.core.i18n import _, display
from scoring.core.numbers import is_int

from referee.classic.action import Action, find_city
from referee.classic.check import RULE, Context, check_action, reason

RULE_DUO = "7w, Вариант для двух «опытных» игроков"
RULE_DUO_PLAY = "7w, Вариант для двух: Правила для свободного города"
RULE_DUO_CONTROL = "7w, Вариант для двух: Передача карт, Конец эпохи"


@dataclass(frozen=True)
class Duo:
    free_city: City
    controller: City | None      # who plays for the Free City this turn, if known
    turn: int | None = None      # the turn and age that decided it, when they did
    age: int | None = None


def controller_for(table: Table, free_city: City, age: int, turn: int) -> City:
    """Who plays for the Free City on ``turn`` (1..6) of ``age``."""
    left, right = table.left(free_city.seat), table.right(free_city.seat)
    starter, other = (right, left) if age == 2 else (left, right)
    return starter if turn % 2 == 1 else other


def parse_duo(doc: Mapping, table: Table, age: int | None, problems: Problems) -> Duo:
    free = next(c for c in table.cities if c.free_city)
    turn = doc.get("turn")
    if turn is not None and (not is_int(turn) or not 1 <= turn <= 6):
        problems.add("turn", _("turn must be 1..6 (six turns an age), got {turn!r}").format(turn=turn))
        turn = None
    named = None
    if "free_city_control" in doc:
        named = find_city(table, doc["free_city_control"])
        if named is None or named.free_city:
            players = ", ".join(c.name for c in table.cities if not c.free_city)
            problems.add("free_city_control", _("the Free City is played by one of the players: {players}").format(
                players=players))
            named = None
    derived = controller_for(table, free, age, turn) if (turn is not None and age is not None) else None
    if named is not None and derived is not None and named.seat != derived.seat:
        problems.add("free_city_control", _("on turn {turn} of age {age} the Free City is played by {derived}, not "
                                            "{named} (control alternates every turn)").format(
            turn=turn, age=age, derived=derived.name, named=named.name))
    if derived is not None:
        return Duo(free, derived, turn, age)
    return Duo(free, named)


def referee_free_city(ctx: Context, duo: Duo, a: Action, verdict: dict, judge=None) -> dict:  # noqa: C901 — the Free City's rules laid over the verdict one after another, as the rulebook lists them
    """Add the Free City's own rules to a verdict on its action (``judge(action)``: the verdict
    on another action, ``check_action`` by default; Babel passes its own, referee.expansions.babel.check)."""
    if judge is None:
        def judge(other: Action) -> dict:
            return check_action(ctx, other)
    if a.city.seat != duo.free_city.seat:
        if a.by is not None:
            verdict = dict(verdict, legal=False, cost=None, reasons=verdict["reasons"] + [reason(
                _("\"by\" names who plays for the Free City; {city} plays for itself").format(city=a.city.name),
                RULE_DUO)])
        return verdict
    reasons = list(verdict["reasons"])
    legal = verdict["legal"]
    if duo.controller is not None:
        if a.by is not None and a.by.seat != duo.controller.seat:
            legal = False
            text = (_("on turn {turn} of age {age} the Free City is played by {controller}, not {by}")
                    if duo.turn is not None else
                    _("this turn the Free City is played by {controller} (\"free_city_control\"), not {by}"))
            reasons.append(reason(text.format(turn=duo.turn, age=duo.age,
                                              controller=duo.controller.name, by=a.by.name), RULE_DUO_CONTROL))
        else:
            reasons.append(reason(_("{controller} plays for the Free City this turn").format(
                controller=duo.controller.name), RULE_DUO_CONTROL))
    if a.seventh and not verdict["legal"]:
        # the 7th card refused stands alone: the Free City never plays it (seed 000, Правила для свободного города,
        # Примечание: «в течение шестого хода эпохи, есть только одна карта, остающаяся в колоде Свободного города.
        # Эта последняя карта сбрасывается в то же самое время, что и седьмая карта игроков»), so what it could
        # build with the card or put under a stage is not said
        pass
    elif a.kind == "discard":
        # the base game's "always allowed" is not the Free City's rule (Вариант для двух, Пояснение: «Свободный город не может
        # скинуть карточку за 3 монеты, кроме случая, когда он не может сыграть карту»): its own sentence below says why it may or may not
        reasons = [r for r in reasons if r["rule"] != RULE["discard"]]
        if a.card is None:
            reasons.append(reason(_("the Free City may discard only a card it can neither build nor use for a "
                                    "stage: name the card (\"card\") to check"), RULE_DUO_PLAY))
        else:
            playable = []
            build = judge(replace(a, kind="build", seventh=False))
            if build["legal"]:
                playable.append(_("build {card}").format(card=display(a.card)))
            stage = judge(replace(a, kind="stage", seventh=False))
            if stage["legal"]:
                playable.append(_("complete stage {stage}").format(stage=stage.get('stage')))
            if playable:
                legal = False
                reasons.append(reason(_("the Free City cannot discard for 3 coins while it can play the card: it can "
                                        "{what}").format(what=_(" or ").join(playable)), RULE_DUO_PLAY))
            else:
                reasons.append(reason(_("the Free City can neither build the card nor complete a stage, so it "
                                        "discards it for 3 coins"), RULE_DUO_PLAY))
    elif a.kind == "stage" and a.card is None:
        reasons.append(reason(_("the Free City must build a card it can build free by chain: name the card tucked "
                                "under the stage (\"card\") to check"), RULE_DUO_PLAY))
    elif (a.kind == "stage" or a.buys) and (duty := _chain_duty(ctx, a, judge)) is not None:
        legal = False
        reasons.append(duty)
    elif verdict.get("free") and verdict["free"] not in ("Olympia A", "Halikarnassos"):
        cat = ctx.table.catalogue
        reasons.append(reason(_("the Free City must build {card} free (chain from {chain})").format(
            card=display(a.card) if a.card is not None else a.card_name,
            chain=display(cat.card(verdict['free']) or verdict['free'])), RULE_DUO_PLAY))
    elif a.kind in ("build", "stage") and len(verdict.get("options", [])) > 1:
        reasons.append(reason(_("when both neighbours sell a resource, the controller chooses whom to pay, "
                                "whatever the price"), RULE_DUO_PLAY))
    out = dict(verdict, legal=legal, reasons=reasons, free_city=True)
    if not legal:
        out["cost"] = None
    return out


def _chain_duty(ctx: Context, a: Action, judge) -> dict | None:
    """Why the Free City may not tuck under a stage, or pay for, a card it can build free by chain;
    ``None`` when it cannot (seed 000, Вариант для двух: Правила для свободного города: «Если выбранная
    для свободного города карта может быть построена бесплатно, из-за присутствия в этом городе нужной
    постройки, то игрок обязан сыграть эту карту без уплаты стоимости за нее»)."""
    if a.card is None or a.from_discard:
        return None
    build = judge(replace(a, kind="build", buys=None, seventh=False, olympia=False))
    chain = build.get("free") if build["legal"] else None
    if chain is None or not a.city.has(chain):
        return None
    args = dict(card=display(a.card), chain=display(ctx.table.catalogue.card(chain) or chain))
    text = (_("the Free City cannot put {card} under a wonder stage: it can build it free (chain from {chain}), "
              "so it must build it") if a.kind == "stage" else
            _("the Free City cannot pay for {card}: it can build it free (chain from {chain}), so it must build it "
              "free"))
    return reason(text.format(**args), RULE_DUO_PLAY)
