"""What a city produces each turn, what it may sell, and what trading costs it.

A unit is a ``frozenset`` of resources: one resource per turn, chosen among the
set ("/" cards give one of their resources per turn; seed 000, Производство).
"""
from __future__ import annotations

from dataclasses import dataclass

from scoring.classic.catalogue import MANUFACTURED, RAW, RESOURCES
from scoring.classic.document import City

Unit = frozenset

RULE_PRODUCTION = "7w, Производство"
RULE_TRADE = "7w, Торговля"


@dataclass(frozen=True)
class Source:
    """One unit of production and where it comes from (for explanations)."""
    unit: frozenset
    origin: str          # "board", a card name, or "stage N"
    tradable: bool


def sources(city: City) -> tuple[Source, ...]:
    """Every unit the city produces each turn.

    Board, brown and grey cards can be sold to neighbours; yellow cards (Forum,
    Caravansery) and wonder stages (Alexandria) produce for their owner only
    (seed 000, Торговля: "невозможно купить ресурсы, производимые торговыми зданиями ...
    и/или ... этапами Чудес Света"). A side whose ``produce`` is empty makes nothing of its own
    (Babel's Double Walls penalty covers it: ``referee.expansions.babel.check``).
    """
    out = [Source(frozenset([city.side.produce]), f"{city.wonder.name} board", True)] if city.side.produce else []
    for card in city.cards:
        for unit in card.effect.produce:
            out.append(Source(unit, card.name, card.colour in ("brown", "grey")))
    for stage in city.built_stages:
        for unit in stage.effect.produce:
            out.append(Source(unit, f"{city.wonder.name} stage {stage.number}", False))
    return tuple(out)


def own_units(city: City) -> tuple[frozenset, ...]:
    """What the city can use for its own builds (seed 000, Производство)."""
    return tuple(s.unit for s in sources(city))


def tradable_units(city: City) -> tuple[frozenset, ...]:
    """What a neighbour can buy from this city: board, brown and grey cards (seed 000, Торговля)."""
    return tuple(s.unit for s in sources(city) if s.tradable)


def prices(city: City) -> dict[str, dict[str, int]]:
    """``prices[side][resource]``: coins per resource bought from that neighbour.

    2 coins by default (seed 000, Торговля); 1 for raw materials from the right with
    East Trading Post, from the left with West Trading Post, for manufactured goods
    from both with Marketplace, for raw materials from both with Olympia B stage 1
    (card: East/West Trading Post, Marketplace; seed 000, Сторона В: Олимпия).
    Discounts do not stack: the price is never below 1.
    """
    out = {side: {r: 2 for r in RESOURCES} for side in ("left", "right")}
    for d in discounts(city):
        for side in d.sides:
            for r in (RAW if d.goods == "raw" else MANUFACTURED):
                out[side][r] = 1
    return out


def discounts(city: City):
    found = [c.effect.discount for c in city.cards if c.effect.discount is not None]
    found += [s.effect.discount for s in city.built_stages if s.effect.discount is not None]
    return found


def discount_sources(city: City, side: str, resource: str) -> list[str]:
    """Names of the cards/stages that make ``resource`` cost 1 from ``side`` (for reasons)."""
    names = [c.name for c in city.cards if c.effect.discount and c.effect.discount.applies(resource, side)]
    names += [f"{city.wonder.name} {city.side.side} stage {s.number}" for s in city.built_stages
              if s.effect.discount and s.effect.discount.applies(resource, side)]
    return names


