"""A whole turn: every player's simultaneous action, and the coins that move.

Each action is checked against the table at the START of the turn (seed 000,
Выполнение действия: actions are simultaneous), so coins a city earns this turn —
from selling, discarding or a card — cannot pay for this turn's purchases
(seed 000, Торговля, пример С).  Illegal actions move no coins.

Besides its action, a player may play the 7th card of the age on the 6th turn (Babylon B, stage 2)
and build a card from the discard pile at the end of the turn it completes a Halikarnassos stage
(``judge_turn``): those come after the player's action and see the city it leaves.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace

from scoring.classic.document import City, Table
from scoring.core.errors import Problems
from scoring.core.i18n import _, ngettext

from referee.classic.action import Action, parse_action
from referee.classic.check import LATER_CARD, RULE, Context, check_action, reason
from referee.classic.check import _verdict as verdict_of
from referee.classic.duo import RULE_DUO_PLAY
from referee.core.expansion import city_income, stage_income


# The steps of one player's turn: its action, then the 7th card of the age (Babylon B's stage 2,
# the 2nd edition's Babylon night stage 1), then the build from the discard pile (Halikarnassos).
MAIN, SEVENTH, FROM_DISCARD = 0, 1, 2


def _stage_coins_rule(city) -> str:
    """The rule a wonder stage's coins cite: the board's own words where the edition's citations have them
    (seed 000, Храм Артемиды в Эфесе: «монеты берутся из банка только один раз, сразу после того, как был
    завершен этап строительства»), else the edition's section on wonders."""
    return RULE.get(f"stage_coins:{city.wonder.name}", RULE["stage_coins"])


def step(a: Action) -> int:
    """Where an action comes in its player's turn (``MAIN``, ``SEVENTH``, ``FROM_DISCARD``)."""
    return SEVENTH if a.seventh else FROM_DISCARD if a.from_discard else MAIN


def parse_actions(table: Table, raw, problems: Problems, strip: tuple[str, ...] = ()) -> list[tuple[int, Action]]:
    """``"actions"`` → (index in the list, action) for each action that parses, one per player,
    besides which a player may give the 7th card of the age (``seventh``) and a build from the
    discard pile (``from_discard``), once each; ``strip``: keys an expansion reads itself
    (Babel's). Raises ``BadInput`` with every problem."""
    if not isinstance(raw, list) or not raw:
        problems.add("actions", _("actions must be a non-empty list, one action per player"))
        problems.raise_if_any()
    out: list[tuple[int, Action]] = []
    seen: dict[tuple[str, int], int] = {}
    for k, item in enumerate(raw):
        if strip and isinstance(item, Mapping):
            item = {key: v for key, v in item.items() if key not in strip}
        a = parse_action(table, item, f"actions[{k}]", problems)
        if a is None:
            continue
        key = (a.city.name, step(a))
        if key in seen:
            problems.add(f"actions[{k}].player", _(
                "{player} already acts in actions[{k}]: one action per player a turn; besides it only the 7th card "
                "of the age (\"seventh\") and one build from the discard pile (\"from_discard\")").format(
                player=a.city.name, k=seen[key]))
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


def _city_after(ctx: Context, city: City, a: Action, verdict: dict) -> City:
    """The city once its legal action ``a`` is played: the card built, the stage completed, the coins
    paid.  Coins it earns this turn are not added: both cards of the 6th turn are played during that
    turn (seed 000, Висячие Сады, Пояснение: «во время шестого хода игрок может играть обе карты»),
    and coins earned this turn cannot be spent this turn (seed 000, Торговля, пример С)."""
    pay = _chosen(verdict)
    coins = city.coins - (pay["bank"] + pay["left"] + pay["right"] if pay else 0)
    if a.kind == "build":
        entry = next((c for c in ctx.table.catalogue.card_entries(a.card.name) if c.age == ctx.age), a.card)
        return replace(city, cards=city.cards + (entry,), coins=coins)
    if a.kind == "stage":
        return replace(city, stages=city.stages + 1, coins=coins)
    return city


def _later_context(ctx: Context, a: Action, city: City | None, discarded: list) -> tuple[Context, Action]:
    """The table and the action as a player's 7th card or build from the discard pile sees them:
    its city after its action this turn (``city``) and, for the discard pile, the cards discarded
    this turn too (seed 000, Мавзолей, Пояснение: «Если игроки сбрасывали карты в этот ход …, игрок
    может выбрать также и из их числа»)."""
    pile = ctx.discard
    if step(a) == FROM_DISCARD and pile is not None and discarded:
        pile = pile + tuple(discarded)
    if (city is None or city is a.city) and pile is ctx.discard:
        return ctx, a
    city = city or a.city
    table = replace(ctx.table, cities=tuple(city if c.seat == city.seat else c for c in ctx.table.cities))
    return replace(ctx, table=table, discard=pile), replace(a, city=city)


def _no_stage_this_turn(a: Action, first: tuple[Action, dict]) -> dict | None:
    """A build from the discard pile when the player's action this turn is not a legal stage: the power
    acts only at the end of the turn its stage is completed (seed 000, Мавзолей, Пояснение: «эта
    специальная способность применяется в конце хода, в котором этот этап строительства был
    завершен»); ``None`` when the stage is legal."""
    action, verdict = first
    if action.kind == "stage" and verdict["legal"]:
        return None
    text = (_("{city}'s stage this turn is not legal, so {city} has no build from the discard pile at the end of "
              "the turn") if action.kind == "stage" else
            _("{city} builds from the discard pile only at the end of the turn in which it completes the stage "
              "that grants it, and this turn it does not complete a stage"))
    return verdict_of(a, False, [reason(text.format(city=a.city.name), RULE["halikarnassos"])])


def _coins_left(a: Action, city: City) -> dict:
    """Why a player's later card this turn has fewer coins than the city held at the start of it."""
    # two counts, each with its word: "of the 1 coin held …: 0 coins remain"
    spent = ngettext("{city} plays this card after its action this turn, which cost {spent} of the {held} coin held "
                     "at the start of the turn",
                     "{city} plays this card after its action this turn, which cost {spent} of the {held} coins held "
                     "at the start of the turn", a.city.coins).format(
        city=a.city.name, spent=a.city.coins - city.coins, held=a.city.coins)
    left = ngettext("{left} coin remains for this card", "{left} coins remain for this card", city.coins).format(
        left=city.coins)
    return reason(_("{spent}: {left}").format(spent=spent, left=left), RULE["start_coins"])


def _paid_later(a: Action, v: dict) -> bool:
    """A later card of the turn that asks for coins: a 7th card not built free, or a free build that
    still costs coins (a Babel tile's tax on a build from the discard pile, referee.expansions.babel.check)."""
    costs = not v["legal"] or any((v.get("cost") or {}).values())
    if a.kind == "discard" or step(a) == MAIN:
        return False
    return (not v.get("free") or costs) if step(a) == SEVENTH else bool(v.get("free")) and costs


def _judged(a: Action, here: Context, seen: Action, judge) -> dict:
    """One action's verdict in the context its earlier steps leave; a later card after an action that cost
    coins is told how many are left for it, and its words count those (``LATER_CARD``)."""
    spent = step(a) != MAIN and seen.city.coins != a.city.coins
    token = LATER_CARD.set(spent)
    try:
        v = judge(a, here) if judge is not None else check_action(here, seen)
    finally:
        LATER_CARD.reset(token)
    if spent and _paid_later(a, v):
        v = dict(v, reasons=[_coins_left(a, seen.city)] + v["reasons"])
    return v


def judge_turn(ctx: Context, actions: list[Action], duo=None, judge=None) -> tuple[list[dict], list[int]]:
    """Every verdict (in the order given) and the order the actions are played in: each player's
    action, then its 7th card, then its build from the discard pile.  A later step sees the city the
    earlier ones leave (Babylon B: «Если второй этап строительства Чуда
    Света не завершен, игрок может завершить его на шестом ходу и затем разыграть седьмую карту»,
    seed 000, Висячие Сады, Пояснение; Halikarnassos: «в конце хода, в котором этот этап
    строительства был завершен», seed 000, Мавзолей, Пояснение).  An expansion's ``judge(action, ctx)``
    (Babel) is given the action as parsed (how it finds its own settings) and the context the action
    sees: its city is ``ctx.table.cities[action.city.seat]``, the one its earlier steps leave."""
    from referee.classic.duo import referee_free_city
    order = sorted(range(len(actions)), key=lambda i: step(actions[i]))
    verdicts: list[dict] = [{}] * len(actions)
    after: dict[int, City] = {}
    first: dict[int, tuple[Action, dict]] = {}
    discarded: list = []
    for i in order:
        a = actions[i]
        seat = a.city.seat
        v = _no_stage_this_turn(a, first[seat]) if step(a) == FROM_DISCARD and seat in first else None
        here, seen = _later_context(ctx, a, after.get(seat), discarded)
        if v is None:
            v = _judged(a, here, seen, judge)
        if duo is not None:
            v = referee_free_city(here, duo, seen, v, judge=None if judge is None else lambda x, c=here: judge(x, c))
        verdicts[i] = v
        if step(a) == MAIN:
            first[seat] = (a, v)
        if v["legal"]:
            after[seat] = _city_after(ctx, seen.city, a, v)
            if a.kind == "discard" and a.card is not None:
                discarded.append(a.card)
    return verdicts, order


def refusal(a: Action, v: dict) -> dict:
    """The turn's reason for an action refused: no coins move for it, and what its player does instead.
    The turn's own action is replaced by another (seed 000, 2. с. Сбросить карту: a card can always be
    discarded); the 7th card (Висячие Сады) and the build from the discard pile (Мавзолей) are not the
    turn's action, so no other action is owed for them."""
    if step(a) == SEVENTH:
        return reason(_("{player}'s 7th card is not legal as proposed: no coins move for it").format(
            player=v["player"]), RULE["sixth"])
    if step(a) == FROM_DISCARD:
        return reason(_("{player}'s build from the discard pile is not legal: no coins move for it").format(
            player=v["player"]), RULE["halikarnassos"])
    if v.get("free_city"):
        return _free_city_refusal(v)
    text = {"build": _("{player}'s build is not legal: no coins move for it; {player} must take another "
                       "action (discarding is always allowed)"),
            "stage": _("{player}'s stage is not legal: no coins move for it; {player} must take another "
                       "action (discarding is always allowed)"),
            "discard": _("{player}'s discard is not legal: no coins move for it; {player} must take another "
                         "action (discarding is always allowed)")}.get(v["action"])
    return reason(text.format(player=v["player"]) if text else f"{v['player']}'s {v['action']} is not legal",
                  RULE["discard"])


def _free_city_refusal(v: dict) -> dict:
    """The Free City's action refused: it may not fall back on a discard as a player may (seed 000, Вариант для
    двух, Пояснение: «Свободный город не может скинуть карточку за 3 монеты, кроме случая, когда он не может
    сыграть карту»)."""
    text = {"build": _("{player}'s build is not legal: no coins move for it; {player} must take another action "
                       "(the Free City discards only a card it can neither build nor use for a stage)"),
            "stage": _("{player}'s stage is not legal: no coins move for it; {player} must take another action "
                       "(the Free City discards only a card it can neither build nor use for a stage)"),
            "discard": _("{player}'s discard is not legal: no coins move for it; {player} must play the card "
                         "(the Free City discards only a card it can neither build nor use for a stage)")}
    return reason(text.get(v["action"], text["build"]).format(player=v["player"]), RULE_DUO_PLAY)


def _expansions_income(table: Table, new: list, new_stages: list, built: dict) -> list[dict]:
    """The coins the expansions played give for the cards and stages built this turn, beyond their printed
    effect (``referee.core.expansion.city_income``: Cities' Secret Society, Slave Market, Gambling Den and House;
    ``stage_income``: the Wonder Pack's Stonehenge B)."""
    out = []
    gained = [i for city, card in new for i in city_income(table, city.seat, card, tuple(built[city.seat]))]
    gained += [i for city, number in new_stages for i in stage_income(table, city.seat, number,
                                                                         tuple(built[city.seat]))]
    for i in gained:
        if i.coins:
            owner = next(c for c in table.cities if c.seat == i.seat)
            out.append({"player": owner.name, "coins": i.coins, "source": i.source, "rule": i.rule})
    return out


def check_turn(ctx: Context, actions: list[Action], duo=None, judge=None) -> dict:  # noqa: LEN001 — a whole turn in the rulebook's order: the actions, then coins and trading
    """``judge(action, ctx) -> verdict`` replaces ``check_action`` (Babel's tiles and project: referee.expansions.babel.check;
    see ``judge_turn``)."""
    table = ctx.table
    verdicts, order = judge_turn(ctx, actions, duo, judge)
    start = {c.name: c.coins for c in table.cities}
    delta: Counter = Counter()
    received: Counter = Counter()
    payments = []
    income = []
    # end-of-turn tableau for coin effects counted "at the moment the card is played"
    built: dict[int, list] = {c.seat: list(c.cards) for c in table.cities}
    stages: dict[int, int] = {c.seat: c.stages for c in table.cities}
    effects, new, new_stages = [], [], []
    for a, v in ((actions[i], verdicts[i]) for i in order):
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
            effects.append((city, entry.effect, entry.name, RULE["coins_card"]))
            new.append((city, entry))
        else:
            stage = city.side.stages[stages[city.seat]]
            stages[city.seat] += 1
            effects.append((city, stage.effect, f"{city.wonder.name} stage {stage.number}", _stage_coins_rule(city)))
            new_stages.append((city, stage.number))
    for city, effect, source, rule in effects:
        coins = effect.coins
        if effect.income is not None:
            seats = {"self": city.seat, "left": table.left(city.seat).seat, "right": table.right(city.seat).seat}
            n = 0
            for owner in effect.income.of:
                s = seats[owner]
                for per in effect.income.per:
                    n += stages[s] if per == "stage" else sum(1 for c in built[s] if c.colour == per)
            coins += n * effect.income.amount
            # the Vineyard and the Bazar count the neighbours' cards too (Карты эпохи II, пояснение);
            # the Arena, Haven, Chamber of Commerce and Lighthouse the city's own (Карты эпохи III, пояснение)
            rule = RULE["income"] if set(effect.income.of) - {"self"} else RULE["income_own"]
        if coins:
            delta[city.name] += coins
            income.append({"player": city.name, "coins": coins, "source": source, "rule": rule})
    for entry in _expansions_income(table, new, new_stages, built):
        delta[entry["player"]] += entry["coins"]
        income.append(entry)
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
    reasons += [refusal(a, v) for a, v in zip(actions, verdicts) if not v["legal"]]
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
