"""What a city's leaders and board power change for the referee, read from the data
(``scoring/data/leaders.json``: each leader's ``effect``, Rome's sides' ``start``).

A power is a recruited leader (a white card in the city; a leader tucked under a stage is not one)
or the start power of the city's board side (Rome: ``leader_cost``).  Every reason cites the
Leaders rulebook's section and the printed card (``referee.core.citations``).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from scoring.classic.document import City, Table
from scoring.core.i18n import _, colour, display, ngettext
from scoring.expansions.leaders import catalogue as data

from referee.classic.check import amount, reason
from referee.core.expansion import Way
from referee.core.payment import Buy

RULE_CARDS = "leaders, Leader cards"
RULE_RECRUIT = "leaders, Recruitment"
RULE_BOARD = "leaders, Wonder board"
RULE_SETUP = "leaders, Setup"

# the players whose once-per-Age free build of a leader is already used this Age (``"free_build_used": true``
# on their action), while the referee judges a document: a per-Age ``free_build`` is no longer offered
FREE_USED: ContextVar[frozenset[str]] = ContextVar("leaders_free_used", default=frozenset())


@dataclass(frozen=True)
class Power:
    name: str                    # the leader's English name, or the board ("Roma A")
    label: str                   # as the reader's language shows it
    rule: str                    # its citation
    effect: Mapping[str, Any]


def leader_rule(name: str) -> str:
    return f"{RULE_CARDS}; card: {name}"


def is_leader(card: Any) -> bool:
    return card is not None and card.colour == "white" and card.name in data.leaders()


def board_start(city: City) -> Mapping[str, Any]:
    """The start power of the city's board side: the side's own ``start`` when the catalogue keeps it,
    else the Leaders data's board of that name (Rome's sides, ``wonders[].sides[].start``)."""
    start = getattr(city.side, "start", None)
    if isinstance(start, Mapping):
        return start
    for w in data.data().get("wonders", ()):
        if w["name"] == city.wonder.name:
            return (w["sides"].get(city.side.side) or {}).get("start") or {}
    return {}


def powers(table: Table, city: City) -> list[Power]:
    """The city's recruited leaders and its board's start power, each with its effect."""
    out = []
    start = board_start(city)
    if start:
        label = _("{wonder} {side}").format(wonder=display(city.wonder), side=display(city.side))
        out.append(Power(f"{city.wonder.name} {city.side.side}", label, RULE_BOARD, start))
    leaders = data.leaders()
    for card in city.cards:
        if is_leader(card):
            out.append(Power(card.name, display(table.catalogue.card(card.name) or card), leader_rule(card.name),
                             leaders[card.name].effect))
    return out


# -- recruiting ------------------------------------------------------------------------------

def recruit_cost(table: Table, city: City, leader) -> tuple[int, list[dict], str | None]:
    """(coins, the reasons for every change, the power that makes it free) of recruiting ``leader``:
    the printed coins, the city's own ``leader_cost`` powers (Maecenas: free for later leaders, Rome A:
    free, Rome B: 2 less) and its neighbours' (Rome B: 1 less for each neighbour); never below 0
    (data file, rules ``recruit_cost``)."""
    coins, notes, free = leader.coins, [], None
    for p in powers(table, city):
        change = (p.effect.get("leader_cost") or {}).get("self")
        if change == "free":
            free = free or p.name
            notes.append(reason(_("{power}: {city} recruits its leaders free").format(power=p.label, city=city.name),
                                p.rule))
        elif change:
            coins -= change
            notes.append(reason(ngettext("{power}: {city}'s leaders cost {n} coin less",
                                         "{power}: {city}'s leaders cost {n} coins less", change).format(
                power=p.label, city=city.name, n=change), p.rule))
    for side in ("left", "right"):
        nb = table.neighbour(city.seat, side)
        for p in powers(table, nb):
            change = (p.effect.get("leader_cost") or {}).get("neighbours")
            if change:
                coins -= change
                notes.append(reason(ngettext("{power} of the neighbour {nb}: {city}'s leaders cost {n} coin less",
                                             "{power} of the neighbour {nb}: {city}'s leaders cost {n} coins less",
                                             change).format(power=p.label, nb=nb.name, city=city.name, n=change),
                                    p.rule))
    return (0 if free else max(0, coins)), notes, free


# -- the ways to pay a build (``RefereeExpansion.ways``) --------------------------------------------

def _target_word(target: str) -> str:
    return _("a wonder stage") if target == "stage" else _("a {colour} card").format(colour=colour(target))


def build_ways(table: Table, seat: int, target: str, ways: tuple[Way, ...]) -> tuple[Way, ...]:
    """The printed ways plus: a build free of any cost (``free_build``: Ramses' guilds), fewer resources of
    the player's choice (``resource_discount``: Archimedes, Hammurabi, Leonidas, Imhotep) and one resource
    bought from the bank (``bank_purchase``: Bilkis)."""
    city = table.cities[seat]
    found = powers(table, city)
    for p in found:
        free = p.effect.get("free_build")
        if free and target in free.get("on", ()) and not (free.get("per_age") and city.name in FREE_USED.get()):
            text = (_("{power}: {city} builds {what} free of any cost (once per age)") if free.get("per_age") else
                    _("{power}: {city} builds {what} free of any cost")).format(
                power=p.label, city=city.name, what=_target_word(target))
            ways = ways + (Way((), 0, reasons=(reason(text, p.rule),), free=p.name),)
    for p in found:
        discount = p.effect.get("resource_discount")
        if discount and target in discount.get("on", ()):
            ways = ways + _fewer(city, p, discount.get("resources", 1), ways, target)
    for p in found:
        bank = p.effect.get("bank_purchase")
        if bank:
            ways = ways + _from_bank(city, p, bank.get("coins", 1), ways)
    return ways


def _fewer(city: City, p: Power, n: int, ways: tuple[Way, ...], target: str) -> tuple[Way, ...]:
    out = []
    for w in ways:
        for gone in sorted(set(combinations(sorted(w.cost), min(n, len(w.cost))))):
            if not gone:
                continue
            text = (ngettext("{power}: a wonder stage costs {n} resource fewer, chosen by {city}: {gone}",
                             "{power}: a wonder stage costs {n} resources fewer, chosen by {city}: {gone}", n)
                    if target == "stage" else
                    ngettext("{power}: a {colour} card costs {n} resource fewer, chosen by {city}: {gone}",
                             "{power}: a {colour} card costs {n} resources fewer, chosen by {city}: {gone}", n)).format(
                power=p.label, colour=colour(target) if target != "stage" else "", n=n, city=city.name,
                gone=", ".join(amount(r, k) for r, k in sorted(Counter(gone).items())))
            out.append(Way(tuple(sorted((Counter(w.cost) - Counter(gone)).elements())), w.bank, w.bank_buys,
                           w.waived + gone, w.reasons + (reason(text, p.rule),), w.free))
    return tuple(out)


def _from_bank(city: City, p: Power, coins: int, ways: tuple[Way, ...]) -> tuple[Way, ...]:
    out = []
    for w in ways:
        if w.bank_buys:
            continue
        for r in sorted(set(w.cost)):
            text = ngettext("{power}: {city} buys {what} from the bank for {n} coin (once a turn)",
                            "{power}: {city} buys {what} from the bank for {n} coins (once a turn)", coins).format(
                power=p.label, city=city.name, what=amount(r, 1), n=coins)
            rest = Counter(w.cost)
            rest[r] -= 1
            out.append(Way(tuple(sorted(rest.elements())), w.bank + coins, w.bank_buys + (Buy("bank", r, 1, coins),),
                           w.waived, w.reasons + (reason(text, p.rule),), w.free))
    return tuple(out)
