"""A whole turn: every player's simultaneous action, and the coins that move (issue 3, deliver 3).

Each action is checked against the table at the START of the turn (seed 000,
Выполнение действия: actions are simultaneous), so coins a city earns this turn —
from selling, discarding or a card — cannot pay for this turn's purchases
(seed 000, Торговля, пример С).  Illegal actions move no coins.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from scoring.document import Table
from scoring.errors import Problems
from scoring.i18n import _, ngettext

from .action import Action, parse_action
from .check import RULE, Context, check_action, reason

RULE_INCOME = "seed 000, Карты эпохи II: Виноградник и Базар (пояснение)"    # = RULE["income"] in the 1st edition
RULE_COINS_CARD = "seed 000, Символы карт: монеты"                          # = RULE["coins_card"]


def parse_actions(table: Table, raw, problems: Problems, strip: tuple[str, ...] = ()) -> list[tuple[int, Action]]:
    """``"actions"`` → (index in the list, action) for each action that parses, one per player
    (a second one only for Babylon B's 7th card); ``strip``: keys an expansion reads itself
    (Babel's). Raises ``BadInput`` with every problem."""
    if not isinstance(raw, list) or not raw:
        problems.add("actions", _("actions must be a non-empty list, one action per player"))
        problems.raise_if_any()
    out: list[tuple[int, Action]] = []
    seen: dict[str, int] = {}
    for k, item in enumerate(raw):
        if strip and isinstance(item, Mapping):
            item = {key: v for key, v in item.items() if key not in strip}
        a = parse_action(table, item, f"actions[{k}]", problems)
        if a is None:
            continue
        key = a.city.name
        if key in seen and not (a.seventh or raw[seen[key]].get("seventh")):
            problems.add(f"actions[{k}].player", _("{player} already acts in actions[{k}]: one action per player a "
                                                   "turn (a second one only for Babylon B's 7th card)").format(
                player=key, k=seen[key]))
        seen.setdefault(key, k)
        out.append((k, a))
    problems.raise_if_any()
    return out


def check_turn_document(table: Table, doc: Mapping, age: int | None, discard, duo, problems: Problems,
                        context: Mapping | None = None) -> dict:
    actions = [a for _k, a in parse_actions(table, doc.get("actions"), problems)]
    ctx = Context(table, age, discard, **(context or {}))
    return check_turn(ctx, actions, duo)


def _chosen(verdict: dict) -> dict | None:
    """The payment a legal verdict settles on: the proposed deal, else the cheapest option."""
    if not verdict["legal"]:
        return None
    if verdict.get("deal"):
        return verdict["deal"]
    cost = verdict["cost"]
    for o in verdict["options"]:
        if (o["bank"], o["left"], o["right"]) == (cost["bank"], cost["left"], cost["right"]):
            return o
    return dict(cost, buys=[])


def check_turn(ctx: Context, actions: list[Action], duo=None, judge=None) -> dict:
    """``judge(action) -> verdict`` replaces ``check_action`` (Babel's tiles and project: referee.babel)."""
    table = ctx.table
    verdicts = []
    for a in actions:
        v = judge(a) if judge is not None else check_action(ctx, a)
        if duo is not None:
            from .duo import referee_free_city
            v = referee_free_city(ctx, duo, a, v, judge=judge)
        verdicts.append(v)
    start = {c.name: c.coins for c in table.cities}
    delta: Counter = Counter()
    received: Counter = Counter()
    payments = []
    income = []
    # end-of-turn tableau for coin effects counted "at the moment the card is played"
    built: dict[int, list] = {c.seat: list(c.cards) for c in table.cities}
    stages: dict[int, int] = {c.seat: c.stages for c in table.cities}
    effects = []
    for a, v in zip(actions, verdicts):
        pay = _chosen(v)
        if pay is None:
            continue
        city = a.city
        if pay["bank"]:
            delta[city.name] -= pay["bank"]
            payments.append({"from": city.name, "to": "bank", "coins": pay["bank"], "for": v["card"]})
        for b in pay.get("buys", []):
            nb = table.neighbour(city.seat, b["from"])
            coins = b["count"] * b["price"]
            delta[city.name] -= coins
            delta[nb.name] += coins
            received[nb.name] += coins
            payments.append({"from": city.name, "to": nb.name, "coins": coins,
                             "for": f"{b['count']} {b['resource']}"})
        if a.kind == "discard":
            delta[city.name] += 3
            income.append({"player": city.name, "coins": 3, "source": "discard", "rule": RULE["discard"]})
        elif a.kind == "build":
            entry = next((c for c in table.catalogue.card_entries(a.card.name) if c.age == ctx.age), a.card)
            built[city.seat].append(entry)
            effects.append((city, entry.effect, entry.name))
        else:
            stage = city.side.stages[stages[city.seat]]
            stages[city.seat] += 1
            effects.append((city, stage.effect, f"{city.wonder.name} stage {stage.number}"))
    for city, effect, source in effects:
        coins = effect.coins
        rule = RULE["coins_card"]
        if effect.income is not None:
            seats = {"self": city.seat, "left": table.left(city.seat).seat, "right": table.right(city.seat).seat}
            n = 0
            for owner in effect.income.of:
                s = seats[owner]
                for per in effect.income.per:
                    n += stages[s] if per == "stage" else sum(1 for c in built[s] if c.colour == per)
            coins += n * effect.income.amount
            rule = RULE["income"]
        if coins:
            delta[city.name] += coins
            income.append({"player": city.name, "coins": coins, "source": source, "rule": rule})
    reasons = []
    for a, v in zip(actions, verdicts):
        if not v["legal"] and received[a.city.name] and any(
                r["rule"] == RULE["start_coins"] for r in v["reasons"]):
            reasons.append(reason(
                ngettext("{city} receives {n} coin from neighbours this turn but cannot spend it this turn: only the "
                         "coins held at the start of the turn pay for purchases",
                         "{city} receives {n} coins from neighbours this turn but cannot spend them this turn: only "
                         "the coins held at the start of the turn pay for purchases",
                         received[a.city.name]).format(city=a.city.name, n=received[a.city.name]),
                RULE["start_coins"]))
    for v in verdicts:
        if not v["legal"]:
            text = {"build": _("{player}'s build is not legal: no coins move for it; {player} must take another "
                               "action (discarding is always allowed)"),
                    "stage": _("{player}'s stage is not legal: no coins move for it; {player} must take another "
                               "action (discarding is always allowed)"),
                    "discard": _("{player}'s discard is not legal: no coins move for it; {player} must take another "
                                 "action (discarding is always allowed)")}.get(v["action"])
            reasons.append(reason(text.format(player=v["player"]) if text else
                                  f"{v['player']}'s {v['action']} is not legal", RULE["discard"]))
    acting = {a.city.name for a in actions}
    waiting = [c.name for c in table.cities if c.name not in acting]
    return {
        "legal": all(v["legal"] for v in verdicts),
        "age": ctx.age,
        "verdicts": verdicts,
        "payments": payments,
        "income": income,
        "coins": {name: {"start": c, "end": c + delta[name]} for name, c in start.items()},
        "reasons": reasons,
        "waiting": waiting,
    }
