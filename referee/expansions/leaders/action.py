"""The leader phase: at the beginning of each Age every player plays one leader from its leader hand,
in one of three ways (data file, rules ``leader_phase``: Leaders rulebook, Recruitment):

``{"player": "Ira", "recruit": "Cleopatra"}``            recruit it, paying its coin cost;
``{"player": "Ira", "discard": "Cleopatra"}``            discard it for 3 coins;
``{"player": "Ira", "stage": true, "card": "Cleopatra"}``  build the next wonder stage with it, paying
                                                           the stage's cost (``buy`` as for any stage).

A whole leader phase is ``"actions"``: one leader action per player, simultaneous (each judged against
the table at the start of the phase, as the 1st edition's turns are); the player recruiting Solomon may
add ``{"player": "Ira", "build": "Temple", "from_discard": true}``: his build from the ``discard`` pile,
judged at the end of the phase with him in the city (``referee.expansions.leaders.solomon``).  Every verdict gains ``income``
(the leaders' coins, ``referee.expansions.leaders.income``) and ``coins_after``.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scoring.classic.document import City, Table
from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, display, ngettext
from scoring.expansions.leaders import catalogue as data

from referee.classic.action import (Action, _parse_buys, find_city, parse_action, parse_age, parse_card_name,
                                    parse_discard, unknown_keys)
from referee.classic.check import Context, _verdict, check_action, reason
from referee.classic.turn import refusal
from referee.core.payment import Option
from referee.expansions.leaders.effects import RULE_CARDS, RULE_RECRUIT, RULE_SETUP, is_leader, leader_rule, recruit_cost
from referee.expansions.leaders.income import Events, add_events, chosen, leader_income

RECRUIT_KEYS = ("player", "recruit", "buy")
DISCARD_COINS = 3         # data file, rules ``discard_for_coins``


def _named(raw: Mapping) -> Any:
    for key in ("recruit", "build", "card", "discard"):
        if isinstance(raw.get(key), str):
            return raw[key]
    return None


def is_leader_action(raw: Any, table_cat) -> bool:
    """An action of the leader phase: a recruitment, or a discard, stage or build naming a leader."""
    if not isinstance(raw, Mapping):
        return False
    if "recruit" in raw:
        return True
    name = _named(raw)
    return isinstance(name, str) and is_leader(table_cat.card(name))


def is_leader_document(doc: Mapping, cat) -> bool:
    if isinstance(doc.get("action"), Mapping):
        return is_leader_action(doc["action"], cat)
    many = doc.get("actions")
    return isinstance(many, list) and any(is_leader_action(a, cat) for a in many)


def _parse(doc: Mapping, keys: Sequence[str]) -> Table:
    """The table through its game's composed parser (every expansion's fields and cards)."""
    from scoring import games
    from scoring.expansions.leaders import EXPANSION
    from referee.classic import EXTRA_KEYS
    return games.get(EXPANSION.base).parse(doc, tuple(EXTRA_KEYS) + tuple(keys))


def catalogue_of(doc: Mapping):
    from scoring import games
    from scoring.expansions.leaders import EXPANSION
    return games.get(EXPANSION.base).catalogue_for(doc)


def parse_leader_action(table: Table, raw: Any, path: str, problems: Problems) -> Action | None:
    """A leader action → the 1st edition's ``Action`` (``kind`` "recruit", "discard", "stage" or "build")."""
    if not isinstance(raw, Mapping) or "recruit" not in raw:
        return parse_action(table, raw, path, problems)
    unknown_keys(raw, RECRUIT_KEYS, path, problems)
    city = find_city(table, raw.get("player"))
    if city is None:
        problems.add(f"{path}.player", _("unknown player {player!r}; the players are {names}").format(
            player=raw.get("player"), names=", ".join(c.name for c in table.cities)))
    card = parse_card_name(table.catalogue, raw.get("recruit"), f"{path}.recruit", problems)
    if card is not None and not is_leader(card):
        problems.add(f"{path}.recruit", _("{card} is not a leader: \"recruit\" names a leader (a white card)").format(
            card=display(card)))
    if city is None or card is None or not is_leader(card):
        return None
    buys = _parse_buys(raw["buy"], f"{path}.buy", problems) if "buy" in raw else None   # judged: coins only
    return Action(path, city, "recruit", card, card.name, buys)


def _taken(table: Table, a: Action) -> dict | None:
    """The refusal when the leader is already in a city: each leader exists once (data file, rules
    ``components``), so a recruited one is in no leader hand."""
    holders = [c for c in table.cities if c.has(a.card.name)]
    if not holders:
        return None
    text = (_("{city} already recruited {leader}: it is in {city}'s city, not in its leader hand")
            if holders[0].seat == a.city.seat else
            _("{leader} is already recruited by {holder}: each leader exists once, so it is in no one's hand"))
    return _verdict(a, False, [reason(text.format(city=a.city.name, leader=display(a.card), holder=holders[0].name),
                                      RULE_RECRUIT)])


def judge_recruit(table: Table, a: Action) -> dict:
    """Recruiting a leader: coins only, with the city's and its neighbours' cost powers (data file,
    rules ``recruit_cost``: «recruiting is paid in coins only, never with resources»)."""
    city, leader = a.city, a.card
    printed = ngettext("{leader} costs {n} coin: a leader is paid in coins only, never with resources",
                       "{leader} costs {n} coins: a leader is paid in coins only, never with resources",
                       leader.coins).format(leader=display(leader), n=leader.coins)
    reasons = [reason(printed, RULE_CARDS)]
    if a.buys:
        return _verdict(a, False, reasons + [reason(_("a leader is paid in coins only: there is nothing to buy"),
                                                    RULE_CARDS)])
    cost, notes, free = recruit_cost(table, city, leader)
    reasons += notes
    if cost > city.coins:
        return _verdict(a, False, reasons + [reason(ngettext(
            "{city} holds {held} coins, {short} coin short of the {cost} that recruiting {leader} costs",
            "{city} holds {held} coins, {short} coins short of the {cost} that recruiting {leader} costs",
            cost - city.coins).format(city=city.name, held=city.coins, short=cost - city.coins, cost=cost,
                                      leader=display(leader)), RULE_RECRUIT)], shortfall=cost - city.coins)
    paid = Option(cost, 0, 0, ())
    reasons.append(reason(ngettext("{city} recruits {leader} for {cost} coin of the {held} held at the start of the turn",
                                   "{city} recruits {leader} for {cost} coins of the {held} held at the start of the turn",
                                   cost).format(city=city.name, leader=display(leader), cost=cost, held=city.coins),
                          RULE_RECRUIT))
    reasons.extend(_now(a))
    return _verdict(a, True, reasons, free=free, cost=paid, options=[paid])


def _now(a: Action) -> list[dict]:
    """What the recruited leader does at once (timing ``now``): Croesus' coins, Solomon's build."""
    effect = data.leaders()[a.card.name].effect
    out = []
    if effect.get("coins"):
        out.append(reason(ngettext("{leader}: {city} takes {n} coin from the bank when recruiting", "{leader}: {city} "
                                   "takes {n} coins from the bank when recruiting", effect["coins"]).format(
            leader=display(a.card), city=a.city.name, n=effect["coins"]), leader_rule(a.card.name)))
    if effect.get("build_from_discard"):
        out.append(reason(_("{leader}: {city} may build one Age card from the discard pile free, at the end of "
                            "this turn (never a leader)").format(leader=display(a.card), city=a.city.name),
                          leader_rule(a.card.name)))
    return out


def judge_leader_action(ctx: Context, a: Action) -> dict:
    """The verdict on one leader action (without its income: ``with_income``)."""
    taken = _taken(ctx.table, a)
    if taken is not None:
        return taken
    if a.kind == "recruit":
        return judge_recruit(ctx.table, a)
    if a.kind == "discard":
        text = ngettext("{city} discards {leader} in the leader phase and takes {n} coin from the bank",
                        "{city} discards {leader} in the leader phase and takes {n} coins from the bank",
                        DISCARD_COINS).format(city=a.city.name, leader=display(a.card), n=DISCARD_COINS)
        free = Option(0, 0, 0, ())
        return _verdict(a, True, [reason(text, RULE_RECRUIT)], cost=free, options=[free], gain=DISCARD_COINS)
    if a.kind == "stage":
        verdict = check_action(ctx, a)
        tucked = reason(_("{city} tucks {leader} face down under the stage: the leader is not recruited and its effect "
                          "never applies").format(city=a.city.name, leader=display(a.card)), RULE_RECRUIT)
        return dict(verdict, reasons=[tucked] + verdict["reasons"])
    return _verdict(a, False, [reason(_("{leader} is a leader: it is not built with the Age cards but recruited in "
                                        "the leader phase at the beginning of an Age (\"recruit\")").format(
        leader=display(a.card)), RULE_RECRUIT)])


def starting_coins() -> int:
    """The coins every city starts with in Leaders (data file, rules ``starting_coins``: 6 instead of 3)."""
    return next(r["value"] for r in data.data()["rules"] if r["id"] == "starting_coins")


def _start_note(age: int | None, city: City) -> list[dict]:
    """At the leader phase of Age I nothing has been paid or earned yet: a city holds the starting coins."""
    start = starting_coins()
    if age != 1 or city.coins == start or city.stages or any(c.age for c in city.cards):
        return []
    return [reason(_("{city} holds {held} coins at the leader phase of Age I, before any card: with Leaders every "
                     "city starts with {start} coins").format(city=city.name, held=city.coins, start=start),
                   RULE_SETUP)]


def with_income(table: Table, age: int | None, verdict: dict, city: City) -> dict:
    """The verdict with the leaders' coins after it (``income``) and the coins the city then holds."""
    events = Events()
    coins = add_events(events, table, age, verdict, city)
    if verdict.get("legal") and verdict.get("action") == "recruit":
        now = data.leaders()[verdict["card"]].effect.get("coins", 0)         # Croesus (timing "now")
        coins += now
        events.bank += now
    income = leader_income(table, city, events) if verdict.get("legal") else []
    out = dict(verdict, income=income, reasons=_start_note(age, city) + verdict["reasons"])
    if verdict.get("legal"):
        cost = verdict.get("cost") or {}
        out["coins_after"] = city.coins - sum(cost.values()) + coins + sum(i["coins"] for i in income)
    return out


def check_leader_document(doc: Mapping, keys: Sequence[str]) -> dict:
    """A document whose action (or whole turn) plays leaders → the verdict (raw citations)."""
    problems = Problems()
    try:
        table = _parse(doc, keys)
    except BadInput as exc:
        problems.raise_with(exc)
    age = parse_age(doc, problems)
    if "action" in doc:
        a = parse_leader_action(table, doc["action"], "action", problems)
        problems.raise_if_any()
        verdict = judge_leader_action(Context(table, age), a)
        return with_income(table, age, verdict, a.city)
    discard = parse_discard(doc, table.catalogue, problems)
    return _leader_turn(table, age, doc.get("actions"), problems, discard)


def _from_discard(raw: Any) -> bool:
    """A build from the discard pile (``"from_discard": true``): Solomon's, at the end of the phase he is recruited in."""
    return isinstance(raw, Mapping) and raw.get("from_discard") is True and isinstance(raw.get("build"), str)


def _leader_turn(table: Table, age: int | None, raw: Any, problems: Problems, discard=None) -> dict:
    """A whole leader phase: every player plays one leader at once; a player recruiting Solomon may add his
    build from the discard pile, judged at the end of the phase with him in the city (``_solomon_builds``)."""
    actions, builds, given = [], [], {}                 # given: each action's place in the list
    for k, item in enumerate(raw if isinstance(raw, list) else ()):
        if _from_discard(item) and not is_leader_action(item, table.catalogue):
            a = parse_action(table, item, f"actions[{k}]", problems)
            if a is not None and any(b.city.seat == a.city.seat for b in builds):
                problems.add(f"actions[{k}].player", _("{player} already builds from the discard pile this turn: "
                                                       "once a player").format(player=a.city.name))
            elif a is not None:
                builds.append(a)
                given[id(a)] = k
            continue
        if not is_leader_action(item, table.catalogue):
            problems.add(f"actions[{k}]", _("in the leader phase every player plays a leader: \"recruit\", a leader "
                                            "discarded or a stage built with a leader"))
            continue
        a = parse_leader_action(table, item, f"actions[{k}]", problems)
        if a is not None and any(b.city.seat == a.city.seat for b in actions):
            problems.add(f"actions[{k}].player", _("{player} already plays a leader this turn: one a player").format(
                player=a.city.name))
        elif a is not None:
            actions.append(a)
            given[id(a)] = k
    problems.raise_if_any()
    ctx = Context(table, age)
    verdicts = [with_income(table, age, judge_leader_action(ctx, a), a.city) for a in actions]
    verdicts_more = _solomon_builds(table, age, builds, list(zip(actions, verdicts)), discard)
    ranked = sorted(zip(actions + builds, verdicts + verdicts_more), key=lambda t: given[id(t[0])])
    actions, verdicts = [a for a, _v in ranked], [v for _a, v in ranked]
    coins = {c.name: {"start": c.coins, "end": c.coins} for c in table.cities}
    payments = []
    for a, v in zip(actions, verdicts):
        if v["legal"]:
            coins[v["player"]]["end"] += v["coins_after"] - a.city.coins
            for b in (chosen(v) or {}).get("buys") or ():
                nb = table.neighbour(a.city.seat, b["from"]).name
                coins[nb]["end"] += b["count"] * b["price"]
                payments.append({"from": a.city.name, "to": nb, "coins": b["count"] * b["price"],
                                 "for": f"{b['count']} {b['resource']}"})
    acting = {a.city.name for a in actions}
    return {"legal": all(v["legal"] for v in verdicts), "age": age, "verdicts": verdicts,
            "payments": payments, "income": [i for v in verdicts for i in v["income"]], "coins": coins,
            "reasons": [_refusal(a, v) for a, v in zip(actions, verdicts) if not v["legal"]],
            "waiting": [c.name for c in table.cities if c.name not in acting]}


def _refusal(a: Action, v: dict) -> dict:
    """The phase's reason for an action refused, as a turn of the base game gives it (``refusal``): a leader
    not recruited moves no coins and its player plays it otherwise (a leader can always be discarded for
    3 coins: the data file's leader phase); Solomon's build from the discard pile owes nothing else."""
    if a.kind == "recruit":
        return reason(_("{player}'s recruitment is not legal: no coins move for it; {player} must play the leader "
                        "otherwise (discarding it is always allowed)").format(player=v["player"]), RULE_RECRUIT)
    if a.from_discard:
        return reason(_("{player}'s build from the discard pile is not legal: no coins move for it").format(
            player=v["player"]), leader_rule("Solomon"))
    return refusal(a, v)


def _solomon_builds(table: Table, age: int | None, builds: list[Action], played: list[tuple[Action, dict]],
                    discard) -> list[dict]:
    """Each build from the discard pile of a leader phase, judged at the end of the phase (the printed
    card: «immediately build 1 Age card from the discard pile, free»; data file, Solomon's timing ``now``)
    in the city holding the leader it recruited this phase: legal only after a legal recruitment of a
    leader with that power (Solomon)."""
    from dataclasses import replace

    from referee.expansions.leaders.solomon import _judged
    out = []
    for a in builds:
        first = next(((b, v) for b, v in played if b.city.seat == a.city.seat), None)
        recruited = first is not None and first[0].kind == "recruit" and first[1]["legal"] and bool(
            data.leaders()[first[0].card.name].effect.get("build_from_discard"))
        if not recruited:
            v = with_income(table, age, _verdict(a, False, [reason(_(
                "{city} builds from the discard pile in the leader phase only when it recruits Solomon this "
                "turn").format(city=a.city.name), leader_rule("Solomon"))]), a.city)
        else:
            leader = first[0].card
            city = replace(a.city, cards=a.city.cards + (leader,))
            v = with_income(table, age, _judged(replace(a, city=city), leader, discard), city)
        out.append(v)
    return out
