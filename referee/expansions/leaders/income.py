"""The coins the leaders give after a judged action (``coins_when`` in ``scoring/data/leaders.json``):
Hatshepsut (a neighbour bought from: 1 coin, once per neighbour a turn), Vitruvius (a chain build),
Xenophon and Diocletian (a card of their colour built) and Berenice (coins taken from the bank: 1 more,
once a turn).  They are taken after the action (Hatshepsut: «taken AFTER the purchase, so it cannot
fund it», data file), so they never pay for the action that earns them.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from scoring.classic.document import City, Table
from scoring.core.i18n import colour, ngettext

from referee.expansions.leaders.effects import RULE_CARDS, powers


@dataclass
class Events:
    """What one player's legal actions of a turn did that a leader pays for."""
    sides: set[str] = field(default_factory=set)     # neighbours bought from
    chains: int = 0                                  # structures built free through a chain
    colours: Counter = field(default_factory=Counter)  # cards built, by colour
    bank: int = 0                                    # coins taken from the bank (discard, cards, stages)


def chosen(verdict: Mapping) -> Mapping | None:
    """The payment a legal verdict settles on: the proposed deal, else the cheapest option."""
    if not verdict.get("legal"):
        return None
    if verdict.get("deal"):
        return verdict["deal"]
    cost = verdict.get("cost") or {}
    key = (cost.get("bank"), cost.get("left"), cost.get("right"))
    return next((o for o in verdict.get("options") or () if (o["bank"], o["left"], o["right"]) == key),
                dict(cost, buys=[]))


def built_entry(table: Table, age: int | None, verdict: Mapping):
    """The Age card a build verdict builds (its entry of this age), or None."""
    if verdict.get("action") != "build" or not verdict.get("card"):
        return None
    entries = table.catalogue.card_entries(verdict["card"])
    return next((c for c in entries if c.age == age), entries[0] if entries else None)


def card_coins(table: Table, city: City, effect, built=None) -> int:
    """The coins a card or stage just built takes from the bank (``coins``, and ``income`` counted as the
    1st edition's turn counts it, the card itself included: seed 000, Виноградник и Базар)."""
    coins = effect.coins
    if effect.income is not None:
        seats = {"self": city, "left": table.left(city.seat), "right": table.right(city.seat)}
        n = 0
        for owner in effect.income.of:
            c = seats[owner]
            cards = c.cards + ((built,) if owner == "self" and built is not None else ())
            for per in effect.income.per:
                n += c.stages if per == "stage" else sum(1 for x in cards if x.colour == per)
        coins += n * effect.income.amount
    return coins


def add_events(events: Events, table: Table, age: int | None, verdict: Mapping, city: City) -> int:
    """Record a legal verdict's events; return the coins its card or stage takes from the bank (for the
    single action's ``coins_after``)."""
    pay = chosen(verdict)
    if pay is None:
        return 0
    events.sides |= {b["from"] for b in pay.get("buys") or () if b.get("count")}
    entry = built_entry(table, age, verdict)
    coins = verdict.get("gain") or 0
    if entry is not None:
        events.colours[entry.colour] += 1
        if verdict.get("free") in entry.chain_from:
            events.chains += 1
        coins += card_coins(table, city, entry.effect, entry)
    elif verdict.get("action") == "stage" and verdict.get("stage"):
        coins += card_coins(table, city, city.side.stages[verdict["stage"] - 1].effect)
    events.bank += coins
    return coins


def leader_income(table: Table, city: City, events: Events) -> list[dict]:
    """The coins each of the city's leaders gives for ``events``: ``{"player", "coins", "source", "text",
    "rule"}`` (the turn's ``income`` entries)."""
    out = []
    later = []
    for p in powers(table, city):
        when = p.effect.get("coins_when")
        if not when:
            continue
        event, coins = when.get("event"), when.get("coins", 0)
        if event == "bank_coins":
            later.append((p, coins))
            continue
        n = _count(event, when, events)
        if n:
            out.append(_entry(city, p, n * coins, _text(event, when, n).format(
                power=p.label, city=city.name, n=n, coins=n * coins)))
    if later and (events.bank or out):
        for p, coins in later:
            out.append(_entry(city, p, coins, ngettext(
                "{power}: {city} takes coins from the bank this turn, so 1 more (once a turn): +{coins} coin",
                "{power}: {city} takes coins from the bank this turn, so 1 more (once a turn): +{coins} coins",
                coins).format(power=p.label, city=city.name, coins=coins)))
    return out


def _count(event: str, when: Mapping, events: Events) -> int:
    """How often ``event`` happened (a Victory token is taken at the conflicts, not after an action)."""
    if event == "buy_from_neighbour":
        return len(events.sides)
    if event == "chain_build":
        return events.chains
    return events.colours[when.get("colour")] if event == "build_colour" else 0


def _text(event: str, when: Mapping, n: int) -> str:
    if event == "buy_from_neighbour":
        return ngettext("{power}: {city} bought from {n} neighbour this turn, 1 coin each (once per neighbour a "
                        "turn): +{coins}",
                        "{power}: {city} bought from {n} neighbours this turn, 1 coin each (once per neighbour a "
                        "turn): +{coins}", n)
    if event == "chain_build":
        return ngettext("{power}: {city} built {n} structure through a chain this turn: +{coins}",
                        "{power}: {city} built {n} structures through chains this turn: +{coins}", n)
    return ngettext("{power}: {city} built {n} {colour} card this turn: +{coins}",
                    "{power}: {city} built {n} {colour} cards this turn: +{coins}", n).replace(
        "{colour}", colour(when.get("colour", "")))


def _entry(city: City, p, coins: int, text: str) -> dict:
    return {"player": city.name, "coins": coins, "source": p.name, "text": text,
            "rule": f"{RULE_CARDS}; card: {p.name}"}
