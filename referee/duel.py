"""7 Wonders Duel: what a Building or a Wonder costs a player, trading included.

Rules (seed 003, Правила строительства / Торговля; facts 77):

* a city's brown and grey cards produce their resources every turn; the yellow
  cards and Wonders with a choice (Forum, Caravansery, The Great Lighthouse,
  Piraeus) produce one of their resources per turn;
* a missing resource is bought from the BANK at 2 + the number of that
  resource's symbols on the OPPONENT's brown and grey cards; choice production
  never raises the price (seed 003, Уточнения; card text);
* Stone / Clay / Wood Reserve and the Customs House fix the price of their
  resources at 1 coin (seed 003, Торговля; the reader question at the top of the seed);
* Masonry (blue cards) and Architecture (Wonders) remove 2 resources of the
  cost, chosen by the player (seed 003, Жетоны прогресса): the 2 dearest;
* the trading coins go to the opponent instead of the bank when the opponent
  holds Economy; the card's coin cost always goes to the bank (seed 003, Экономика);
* a Building whose chain symbol the city already shows is free (seed 003,
  Условие бесплатного строительства); with Urbanism that earns 4 coins.

Only ``scoring.duel`` data is used; no Flask, no database.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import product

from scoring.duel.catalogue import Card, Wonder
from scoring.duel.document import DuelCity, DuelTable

BASE_PRICE = 2     # seed 003, Торговля: СТОИМОСТЬ = 2 + ...
FIXED_PRICE = 1    # seed 003, Торговля: «устанавливая стоимость определенных ресурсов в 1 монету»


@dataclass(frozen=True)
class Price:
    resource: str
    price: int
    reason: str


@dataclass(frozen=True)
class Payment:
    bank: int                           # coins to the bank (coin cost + trading without Economy)
    opponent: int                       # trading coins to an opponent holding Economy
    buys: tuple[tuple[str, int, int], ...] = ()   # (resource, count, price each)
    choices: tuple[tuple[str, str], ...] = ()     # (source, resource) chosen from "one of" production
    removed: tuple[str, ...] = ()                 # resources Masonry / Architecture took off the cost
    chain: str | None = None                      # the card whose chain symbol made it free
    gain: int = 0                                 # coins earned by the build (Urbanism: 4 for a chain)
    reasons: tuple[str, ...] = ()

    @property
    def total(self) -> int:
        return self.bank + self.opponent

    def cost_json(self) -> dict:
        return {"bank": self.bank, "opponent": self.opponent}


def brown_grey_production(city: DuelCity, resource: str) -> int:
    """Symbols of ``resource`` on brown and grey cards: what raises the opponent's price (seed 003, Торговля)."""
    return sum(1 for c in city.cards if c.colour in ("brown", "grey")
               for unit in c.effect.produce if unit == frozenset((resource,)))


def trading_price(buyer: DuelCity, seller: DuelCity, resource: str) -> Price:
    """The bank's price of one ``resource`` for ``buyer`` whose opponent is ``seller``."""
    fixed = next((c.name for c in buyer.cards if resource in c.effect.fixed_price), None)
    if fixed:
        return Price(resource, FIXED_PRICE, f"{resource} at {FIXED_PRICE} coin: {fixed} (seed 003, Торговля)")
    n = brown_grey_production(seller, resource)
    return Price(resource, BASE_PRICE + n, f"{resource} at {BASE_PRICE} + {n} = {BASE_PRICE + n}: {seller.name} "
                 f"produces {n} on brown and grey cards (seed 003, Торговля)")


def _own_units(city: DuelCity) -> tuple[Counter, list[tuple[str, frozenset[str]]]]:
    """Fixed production (brown, grey) and the "one of" units (yellow cards, Wonders)."""
    fixed: Counter = Counter()
    choices: list[tuple[str, frozenset[str]]] = []
    for source in city.cards + city.wonders:
        for unit in source.effect.produce:
            if len(unit) == 1:
                fixed[next(iter(unit))] += 1
            else:
                choices.append((source.name, unit))
    return fixed, choices


def pay(buyer: DuelCity, seller: DuelCity, cost: tuple[str, ...], coins: int = 0, fewer: int = 0,
        fewer_source: str = "") -> Payment:
    """The cheapest way for ``buyer`` to pay ``coins`` + ``cost``; ``fewer`` resources may be left out."""
    fixed, choices = _own_units(buyer)
    missing = Counter(cost) - fixed
    prices = {r: trading_price(buyer, seller, r) for r in missing}
    best: tuple[int, Counter, tuple] | None = None
    # every way to use the "one of" units (at most 4 units of 2-3 resources: a few dozen cases)
    options = [[(name, r) for r in sorted(unit)] + [(name, None)] for name, unit in choices]
    for pick in product(*options) if options else [()]:
        left = Counter(missing)
        used = []
        for name, r in pick:
            if r is not None and left[r] > 0:
                left[r] -= 1
                used.append((name, r))
        units = sorted(left.elements(), key=lambda r: -prices[r].price)
        removed, bought = units[:fewer], Counter(units[fewer:])
        coins_out = sum(prices[r].price * n for r, n in bought.items())
        if best is None or coins_out < best[0]:
            best = (coins_out, bought, (tuple(used), tuple(removed)))
    trade, bought, (used, removed) = best
    economy = next((t.name for t in seller.progress if t.effect.receives_trade), None)
    reasons = [prices[r].reason for r in sorted(bought)]
    reasons += [f"{r} from {name} (its production does not change the price, seed 003, Уточнения)"
                for name, r in used]
    if removed:
        reasons.append(f"{fewer_source} removes {', '.join(removed)} from the cost (seed 003, Жетоны прогресса)")
    if economy and trade:
        reasons.append(f"the {trade} trading coins go to {seller.name}, who holds Economy (seed 003, Экономика)")
    return Payment(bank=coins + (0 if economy else trade), opponent=trade if economy else 0,
                   buys=tuple((r, n, prices[r].price) for r, n in sorted(bought.items())),
                   choices=used, removed=removed, reasons=tuple(reasons))


def card_cost(table: DuelTable, seat: int, card: Card) -> Payment:
    """What building ``card`` costs ``players[seat]`` now."""
    city, opponent = table.cities[seat], table.opponent(seat)
    if card.chain_needs:
        giver = next((c for c in city.cards if c.chain_gives == card.chain_needs), None)
        if giver is not None:
            urbanism = next((t for t in city.progress if t.effect.chain_coins), None)
            reasons = [f"free: {giver.name} shows the chain symbol of {card.name} "
                       "(seed 003, Условие бесплатного строительства)"]
            if urbanism:
                reasons.append(f"{urbanism.name}: +{urbanism.effect.chain_coins} coins for a chain "
                               "(seed 003, Урбанизм)")
            return Payment(0, 0, chain=giver.name, gain=urbanism.effect.chain_coins if urbanism else 0,
                           reasons=tuple(reasons))
    masonry = next((t for t in city.progress if t.effect.fewer_resources
                    and t.effect.fewer_resources[0] == card.colour), None)
    fewer = masonry.effect.fewer_resources[1] if masonry else 0
    return pay(city, opponent, card.cost, card.coins, fewer, masonry.name if masonry else "")


def wonder_cost(table: DuelTable, seat: int, wonder: Wonder) -> Payment:
    """What building ``wonder`` costs ``players[seat]`` now (Architecture: 2 resources fewer)."""
    city, opponent = table.cities[seat], table.opponent(seat)
    arch = next((t for t in city.progress if t.effect.fewer_resources
                 and t.effect.fewer_resources[0] == "wonder"), None)
    fewer = arch.effect.fewer_resources[1] if arch else 0
    return pay(city, opponent, wonder.cost, 0, fewer, arch.name if arch else "")


def discard_value(city: DuelCity) -> int:
    """2 coins + 1 per yellow card (seed 003, Сброс карты за монеты; facts 76)."""
    return 2 + city.count("yellow")
