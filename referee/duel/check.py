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

The verdict on a whole action (build, wonder, discard; the layout, the Conflict
pawn, science) is ``referee.duel.rules.check_duel(doc)``, above this module (its input
is described in ``referee.duel.action``).  Only ``scoring.duel`` data is used; no
Flask, no database.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from itertools import combinations, product

from scoring.duel.catalogue import Card, Wonder
from scoring.duel.document import DuelCity, DuelTable
from scoring.duel.score import chain_word, resource_word
from scoring.core.i18n import _, display

from referee.core.expansion import city_coin_symbol, city_discount, city_flat_price, city_price_reasons, city_prices

BASE_PRICE = 2     # seed 003, Торговля: СТОИМОСТЬ = 2 + ...
FIXED_PRICE = 1    # seed 003, Торговля: «устанавливая стоимость определенных ресурсов в 1 монету»


RULE_TRADE = "duel, Торговля"
RULE_CHOICE = "duel, Торговля (Уточнения)"
RULE_ECONOMY = "duel, Экономика"
RULE_CHAIN = "duel, Условие бесплатного строительства (цепочки)"
RULE_URBANISM = "duel, Урбанизм"
RULE_FEWER = {"blue": "duel, Каменная кладка", "wonder": "duel, Архитектура"}


@dataclass(frozen=True)
class Price:
    resource: str
    price: int
    reason: str
    rule: str = RULE_TRADE


@dataclass(frozen=True)
class Payment:
    bank: int                           # coins to the bank (coin cost + trading without Economy)
    opponent: int                       # trading coins to an opponent holding Economy
    buys: tuple[tuple[str, int, int], ...] = ()   # (resource, count, price each)
    choices: tuple[tuple[str, str], ...] = ()     # (source, resource) chosen from "one of" production
    removed: tuple[str, ...] = ()                 # resources Masonry / Architecture took off the cost
    chain: str | None = None                      # the card whose chain symbol made it free
    gain: int = 0                                 # coins earned by the build (Urbanism: 4 for a chain)
    flat: bool = False                            # an expansion's coin price instead of the whole cost (Engineering)
    reasons: tuple[tuple[str, str], ...] = ()     # (text, rule citation)

    @property
    def total(self) -> int:
        return self.bank + self.opponent

    def cost_json(self) -> dict:
        return {"bank": self.bank, "opponent": self.opponent}

    def to_json(self) -> dict:
        """One way to pay, as the verdict's ``options`` list it."""
        return {"bank": self.bank, "opponent": self.opponent,
                "buys": [{"resource": r, "count": n, "price": p} for r, n, p in self.buys],
                "choices": [{"source": s, "resource": r} for s, r in self.choices],
                "removed": list(self.removed)}


def _name(name: str, *cities: DuelCity) -> str:
    """A card, wonder or progress token named in English, in the current language: found in the
    ``cities`` (so an expansion's thing, read through the table's composed catalogue, too); any other
    text (several sources joined, an expansion's source already in words) as it is."""
    thing = next((t for city in cities for t in (*city.cards, *city.wonders, *city.progress) if t.name == name),
                 None)
    return display(thing) if thing is not None else name


def brown_grey_production(city: DuelCity, resource: str) -> int:
    """Symbols of ``resource`` on brown and grey cards: what raises the opponent's price (seed 003, Торговля)."""
    return sum(1 for c in city.cards if c.colour in ("brown", "grey")
               for unit in c.effect.produce if unit == frozenset((resource,)))


def trading_price(buyer: DuelCity, seller: DuelCity, resource: str) -> Price:
    """The bank's price of one ``resource`` for ``buyer`` whose opponent is ``seller``."""
    fixed_card = next((c for c in buyer.cards if resource in c.effect.fixed_price), None)
    fixed = fixed_card.name if fixed_card else None
    if fixed:
        return Price(resource, FIXED_PRICE, _("{resource} at {price} coin: {card} fixes its price, whatever "
                                              "{opponent} produces").format(
            resource=resource_word(resource), price=FIXED_PRICE, card=display(fixed_card), opponent=seller.name),
            f"card: {fixed}")
    n = brown_grey_production(seller, resource)
    return Price(resource, BASE_PRICE + n, _("{resource} at {base} + {n} = {price}: {opponent} produces {n} on "
                                             "brown and grey cards").format(
        resource=resource_word(resource), base=BASE_PRICE, n=n, price=BASE_PRICE + n, opponent=seller.name))


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


def _expansion_prices(table: DuelTable, seat: int, prices: dict[str, Price]) -> tuple[dict[str, Price], list]:
    """The bank's prices after the expansions played (``RefereeExpansion.prices``, side ``"bank"``),
    and their reasons when they change one (``RefereeExpansion.price_reasons``)."""
    if not prices:
        return prices, []
    after = city_prices(table, seat, {"bank": {r: p.price for r, p in prices.items()}})["bank"]
    changed = {r: Price(r, after[r], prices[r].reason, prices[r].rule) for r in prices if after[r] != prices[r].price}
    if not changed:
        return prices, []
    return {**prices, **changed}, list(city_price_reasons(table, seat, tuple(sorted(changed))))


def payments(buyer: DuelCity, seller: DuelCity, cost: tuple[str, ...], coins: int, fewer: int,
             fewer_source: str, fewer_rule: str, table: DuelTable) -> list[Payment]:
    """Every cheapest way for ``buyer`` to pay ``coins`` + ``cost`` (``fewer`` resources may be left out,
    named ``fewer_source`` under ``fewer_rule``) at the bank's prices after the expansions played on ``table``.

    Ways that buy the same resources are one way; the list is never empty (the bank always sells).
    """
    fixed, choices = _own_units(buyer)
    missing = Counter(cost) - fixed
    prices, changed = _expansion_prices(table, buyer.seat, {r: trading_price(buyer, seller, r) for r in missing})
    found: dict[tuple, tuple[int, tuple, tuple]] = {}
    # every way to use the "one of" units (at most 4 units of 2-3 resources: a few dozen cases; with none,
    # the one empty pick)
    options = [[(name, r) for r in sorted(unit)] + [(name, None)] for name, unit in choices]
    for pick in product(*options):
        left = Counter(missing)
        used = []
        for name, r in pick:
            if r is not None and left[r] > 0:
                left[r] -= 1
                used.append((name, r))
        units = sorted(left.elements())
        for removed in set(combinations(units, min(fewer, len(units)))):
            bought = Counter(units) - Counter(removed)
            key = tuple(sorted(bought.items()))
            coins_out = sum(prices[r].price * n for r, n in bought.items())
            if key not in found or coins_out < found[key][0]:
                found[key] = (coins_out, tuple(used), tuple(sorted(removed)))
    best = min(v[0] for v in found.values())
    economy = next((t.name for t in seller.progress if t.effect.receives_trade), None)
    out = []
    for key, (trade, used, removed) in sorted(found.items()):
        if trade != best:
            continue
        bought = dict(key)
        reasons = [(prices[r].reason, prices[r].rule) for r in sorted(bought)]
        reasons += [note for note in changed if bought]
        reasons += [(_("{resource} from {source}: a \"one of\" production, used for itself; it never changes "
                       "the opponent's price").format(resource=resource_word(r), source=_name(name, buyer)), RULE_CHOICE)
                    for name, r in used]
        if removed:
            reasons.append((_("{token} removes {resources} from the cost (the dearest)").format(
                token=_name(fewer_source, buyer), resources=", ".join(resource_word(r) for r in removed)), fewer_rule))
        if economy and trade:
            reasons.append((_("the {n} trading coins go to {opponent}, who holds {token}; the card's coin cost "
                              "still goes to the bank").format(n=trade, opponent=seller.name, token=_name(economy, seller)),
                            RULE_ECONOMY))
        out.append(Payment(bank=coins + (0 if economy else trade), opponent=trade if economy else 0,
                           buys=tuple((r, n, prices[r].price) for r, n in sorted(bought.items())),
                           choices=used, removed=removed, reasons=tuple(reasons)))
    # the way that produces the most from "one of" units first: the simplest to explain
    return sorted(out, key=lambda p: (sum(n for _, n, _ in p.buys), p.buys))


def chain_payment(city: DuelCity, card: Card) -> Payment | None:
    """Free through a chain symbol the city already shows, with Urbanism's coins; ``None`` if no chain."""
    if not card.chain_needs:
        return None
    giver = next((c for c in city.cards if c.chain_gives == card.chain_needs), None)
    if giver is None:
        return None
    urbanism = next((t for t in city.progress if t.effect.chain_coins), None)
    reasons = [(_("free: {giver} in {player}'s city shows the chain symbol of {card} ({symbol})").format(
        giver=display(giver), player=city.name, card=display(card), symbol=chain_word(card.chain_needs)), RULE_CHAIN)]
    if urbanism:
        reasons.append((_("{token}: {player} takes {n} coins for building through a chain").format(
            token=display(urbanism), player=city.name, n=urbanism.effect.chain_coins), RULE_URBANISM))
    return Payment(0, 0, chain=giver.name, gain=urbanism.effect.chain_coins if urbanism else 0,
                   reasons=tuple(reasons))


def _expansion_chain(table: DuelTable, seat: int, card: Card) -> Payment | None:
    """Free like a chain through what an expansion played says (``referee.core.expansion.city_chain``),
    with Urbanism's coins as for a chain."""
    from referee.core.expansion import city_chain
    found = city_chain(table, seat, card)
    if found is None:
        return None
    shown, text, rule = found
    city = table.cities[seat]
    urbanism = next((t for t in city.progress if t.effect.chain_coins), None)
    reasons = [(text, rule)]
    if urbanism:
        reasons.append((_("{token}: {player} takes {n} coins for building through a chain").format(
            token=display(urbanism), player=city.name, n=urbanism.effect.chain_coins), RULE_URBANISM))
    return Payment(0, 0, chain=shown, gain=urbanism.effect.chain_coins if urbanism else 0, reasons=tuple(reasons))


def _token_fewer(city: DuelCity, kind: str) -> tuple[int, str, str]:
    """The resources a progress token lets ``city`` leave out of a ``kind``'s cost ("blue": Masonry,
    "wonder": Architecture), the token's name and its rule; (0, "", "") without one."""
    token = next((t for t in city.progress if t.effect.fewer_resources and t.effect.fewer_resources[0] == kind),
                 None)
    return (token.effect.fewer_resources[1], token.name, RULE_FEWER.get(kind, "")) if token else (0, "", "")


def _fewer(table: DuelTable, seat: int, kind: str) -> tuple[int, str, str, tuple | None]:
    """What may be left out of a ``kind``'s cost (a card's colour or "wonder"): the token's resources and
    an expansion's on top (``referee.core.expansion.city_discount``: Agora's Decrees), who leaves them
    out, the rule (the token's first), and the expansion's discount (None without one)."""
    city = table.cities[seat]
    fewer, source, rule = _token_fewer(city, kind)
    more = city_discount(table, seat, kind)
    if more is None:
        return fewer, source, rule, None
    return fewer + more[0], f"{_name(source, city)}, {more[1]}" if source else more[1], rule or more[2], more


def card_payments(table: DuelTable, seat: int, card: Card) -> list[Payment]:
    """Every cheapest way for ``players[seat]`` to build ``card`` now (one way when a chain makes it free)."""
    city, opponent = table.cities[seat], table.opponent(seat)
    chained = chain_payment(city, card) or _expansion_chain(table, seat, card)
    if chained is not None:
        return [chained]
    fewer, source, rule, more = _fewer(table, seat, card.colour)
    options = payments(city, opponent, card.cost, card.coins, fewer, source, rule, table)
    if more is not None and card.coins:
        options = _coins_ignored(table, seat, card, options)
    flat = city_flat_price(table, seat, card)           # an expansion's (Pantheon's Engineering)
    if flat is not None and flat[0] < options[0].total:
        return [Payment(flat[0], 0, flat=True, reasons=((flat[1], flat[2]),))]
    return options


def _coins_ignored(table: DuelTable, seat: int, card: Card, options: list[Payment]) -> list[Payment]:
    """The cheaper of ``options`` and the ways that ignore the card's whole coin cost instead of the
    expansion's resource (``referee.core.expansion.city_coin_symbol``: Agora's Decrees 5-7), the
    progress token's resources still left out; both listed when they cost the same."""
    found = city_coin_symbol(table, seat, card.colour)
    if found is None:
        return options
    city, opponent = table.cities[seat], table.opponent(seat)
    ignored = payments(city, opponent, card.cost, 0, *_token_fewer(city, card.colour), table)
    why = (_("{source} ignores the whole coin cost of {card} ({n} coins) instead of a resource").format(
        source=found[0], card=display(card), n=card.coins), found[1])
    ignored = [replace(p, reasons=p.reasons + (why,)) for p in ignored]
    best = min(options[0].total, ignored[0].total)
    return [p for p in options + ignored if p.total == best]


def wonder_payments(table: DuelTable, seat: int, wonder: Wonder) -> list[Payment]:
    """Every cheapest way for ``players[seat]`` to build ``wonder`` now (Architecture: 2 resources fewer)."""
    city, opponent = table.cities[seat], table.opponent(seat)
    fewer, source, rule, _more = _fewer(table, seat, "wonder")
    return payments(city, opponent, wonder.cost, 0, fewer, source, rule, table)


def card_cost(table: DuelTable, seat: int, card: Card) -> Payment:
    """What building ``card`` costs ``players[seat]`` now (a cheapest way)."""
    return card_payments(table, seat, card)[0]


def wonder_cost(table: DuelTable, seat: int, wonder: Wonder) -> Payment:
    """What building ``wonder`` costs ``players[seat]`` now (a cheapest way)."""
    return wonder_payments(table, seat, wonder)[0]


def discard_value(city: DuelCity) -> int:
    """2 coins + 1 per yellow card (seed 003, Сброс карты за монеты; facts 76)."""
    return 2 + city.count("yellow")
