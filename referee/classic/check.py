"""Verdicts on one action: build, wonder stage or discard, with every way to pay.

Every reason cites the rule it applies ("7w, <section>": a section of the rulebook, as
``referee.core.citations`` reads it; "card: <name>" the printed card).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import Iterator

from scoring.classic.catalogue import RESOURCES, Card
from scoring.classic.document import City, Table
from scoring.core.i18n import N_, _, colour, display, ngettext
from scoring.core.numbers import whole

from referee.classic.action import TURNS, Action
from referee.core.expansion import (Way, city_conversions, city_cost, city_prices, city_rebates, city_units,
                                   city_ways)
from referee.core.payment import Option, converted_units, covers, pareto, payment_options, rebated
from referee.classic.production import discount_sources, own_units, prices, sources, tradable_units

RULE_7W: dict[str, str] = {
    "identical": "7w, 2. а. Постройка здания",
    "decks": "7w, Расстановка: Колоды эпох",
    "age": "7w, Описание эпохи",
    "chain": "7w, Бесплатные здания (Цепочки построек)",
    "coins": "7w, Стоимость в монетах",
    "production": "7w, Производство",
    "resource_cost": "7w, Стоимость в ресурсах",
    "trade": "7w, Торговля",
    "start_coins": "7w, Торговля (пример С)",
    "stage": "7w, 2. б. Завершение стадии",
    "discard": "7w, 2. с. Сбросить карту",
    "olympia": "7w, Сторона А: Статуя Зевса в Олимпии",
    "halikarnassos": "7w, Сторона А и В: Мавзолей в Галикарнасе",
    "babylon": "7w, Сторона В: Висячие Сады Семирамиды",
    "sixth": "7w, Особый случай: Шестой ход",
    "income": "7w, Карты эпохи II: Виноградник и Базар (пояснение)",
    "coins_card": "7w, Символы карт: монеты",
    "income_own": "7w, Карты эпохи III: Пояснение для Арены, Порты, Торговой палаты и Маяка",
    "stage_coins": "7w, Чудеса Света",
    "stage_coins:Ephesos": "7w, Храм Артемиды в Эфесе (пояснение)",
    "stage_coins:Rhodos": "7w, Сторона В: Колосс Родосский",
    "military": "7w, Конец эпохи",
}

# The citations of the edition being refereed: the 1st edition's unless a game's referee
# (``check_document(doc, citations=…)``) sets its own for the call (2nd edition: referee/second/check.py).
CITATIONS: ContextVar[Mapping[str, str]] = ContextVar("referee_citations", default=RULE_7W)


class _Citations(Mapping[str, str]):
    """``RULE[key]``: the citation of a rule in the edition being refereed."""

    def __getitem__(self, key: str) -> str:
        return CITATIONS.get()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(CITATIONS.get())

    def __len__(self) -> int:
        return len(CITATIONS.get())


RULE: Mapping[str, str] = _Citations()
ROMAN = {1: "I", 2: "II", 3: "III"}
# the 2nd edition's chain symbols (scoring/data/7w2.json chain_gives / chain_needs), in words
CHAIN_SYMBOL = {"barrel": N_("barrel"), "bolt": N_("bolt"), "book": N_("book"), "bowl": N_("bowl"),
                "camel": N_("camel"), "castle": N_("castle"), "feather": N_("feather"), "hammer": N_("hammer"),
                "harp": N_("harp"), "helmet": N_("helmet"), "horseshoe": N_("horseshoe"), "lamp": N_("lamp"),
                "lighthouse": N_("lighthouse"), "market": N_("market"), "mask": N_("mask"), "planets": N_("planets"),
                "saw": N_("saw"), "scales": N_("scales"), "scroll": N_("scroll"), "star": N_("star"),
                "target": N_("target"), "temple": N_("temple"), "torch": N_("torch"), "waterdrop": N_("waterdrop")}
RESOURCE_WORD = {"wood": N_("wood"), "stone": N_("stone"), "clay": N_("clay"), "ore": N_("ore"),
                 "glass": N_("glass"), "cloth": N_("cloth"), "papyrus": N_("papyrus")}


@dataclass(frozen=True)
class Context:
    table: Table
    age: int
    discard: tuple[Card, ...] | None = None
    turn: int | None = None             # which card of the age, 1..6 (Olympia night; the 7th card)
    colour_per_age: bool = False        # Olympia day's free colour once per age (a table's choice)

    # a city's production and trading prices with the effects of the expansions played
    # (``referee.core.expansion``: what the registry sets while it judges a document)
    def own_units(self, city: City) -> tuple[frozenset, ...]:
        return city_units(self.table, city.seat, own_units(city))

    def prices(self, city: City) -> dict[str, dict[str, int]]:
        return city_prices(self.table, city.seat, prices(city))


def reason(text: str, rule: str) -> dict:
    return {"text": text, "rule": rule}


# A player's later card of the turn (Babylon B's 7th card, Halikarnassos's build from the discard pile) is paid
# with the coins its action this turn left (seed 000, Висячие Сады, Пояснение: «во время шестого хода игрок
# может играть обе карты»): ``referee.classic.turn`` sets this while it judges such a card after an action
# that cost coins, and the verdict's words then count the coins left, not those held at the start of the turn.
LATER_CARD: ContextVar[bool] = ContextVar("referee_later_card", default=False)


def held_coins(n: int) -> str:
    """The coins a city pays from, in words: "3 coins held at the start of the turn", or for a later card
    of the turn "1 coin left after its action this turn"."""
    if LATER_CARD.get():
        return ngettext("{n} coin left after its action this turn", "{n} coins left after its action this turn",
                        n).format(n=n)
    return ngettext("{n} coin held at the start of the turn", "{n} coins held at the start of the turn",
                    n).format(n=n)


def _holding(city: City) -> str:
    """All the coins a city has to pay with, when they are too few (``held_coins``'s two cases)."""
    if LATER_CARD.get():
        return _("{city} has only {held} left after its action this turn").format(city=city.name, held=city.coins)
    return _("{city} held only {held} at the start of the turn").format(city=city.name, held=city.coins)


def amount(r: str, n: int) -> str:
    """``n`` units of resource ``r`` in the engine's language ("2 wood", «2 дерева»)."""
    forms = {
        "wood": lambda: ngettext("{n} wood", "{n} wood", n),
        "stone": lambda: ngettext("{n} stone", "{n} stone", n),
        "clay": lambda: ngettext("{n} clay", "{n} clay", n),
        "ore": lambda: ngettext("{n} ore", "{n} ore", n),
        "glass": lambda: ngettext("{n} glass", "{n} glass", n),
        "cloth": lambda: ngettext("{n} cloth", "{n} cloth", n),
        "papyrus": lambda: ngettext("{n} papyrus", "{n} papyrus", n),
    }
    return forms[r]().format(n=n) if r in forms else f"{n} {r}"


def fmt_counts(counts: Counter | Iterable[str]) -> str:
    c = Counter(counts)
    parts = [amount(r, n) for r, n in sorted(c.items(), key=lambda kv: kv[0]) if n > 0]
    return ", ".join(parts) if parts else _("nothing")


def neighbour_name(table: Table, city: City, side: str) -> str:
    name = table.neighbour(city.seat, side).name
    return (_("the left neighbour ({name})") if side == "left" else _("the right neighbour ({name})")).format(name=name)


def _verdict(a: Action, legal: bool, reasons: list[dict], free: str | None = None,
             cost: Option | None = None, options: Iterable[Option] = (), **extra) -> dict:
    out = {"legal": legal, "player": a.city.name, "action": a.kind, "card": a.card_name,
           "reasons": reasons, "free": free,
           "cost": cost.cost_json() if (legal and cost is not None) else None,
           "options": [o.to_json() for o in options]}
    out.update(extra)
    return out


def _free_option() -> Option:
    return Option(0, 0, 0, ())


# -- entry point -----------------------------------------------------------------

def check_action(ctx: Context, a: Action, chain: bool = True) -> dict:
    """The verdict on one action taken at the start of the turn described by ``ctx.table``;
    ``chain=False``: the city does not build through a chain it holds, so a claimed power (Olympia
    A's free build) is judged on its own (Babel's tile 13 taxes only a chain, referee.expansions.babel.check)."""
    refused, reasons = seventh_card(ctx, a)
    if refused is not None:
        return refused
    if a.kind == "discard":
        text = (_("{city} discards {card} and takes 3 coins from the bank: always allowed").format(
                    city=a.city.name, card=display(a.card) if a.card is not None else a.card_name)
                if a.card_name else
                _("{city} discards the card and takes 3 coins from the bank: always allowed").format(city=a.city.name))
        return _verdict(a, True, reasons + [reason(text, RULE["discard"])], cost=_free_option(),
                        options=[_free_option()], gain=3)
    if a.kind == "stage":
        return _check_stage(ctx, a, reasons)
    return _check_build(ctx, a, reasons, chain)


def seventh_card(ctx: Context, a: Action) -> tuple[dict | None, list[dict]]:
    """The 7th card of the age (Babylon B, stage 2): (the refusal, or ``None`` when the city may play
    it, with the reason it may). Shared with Babel's referee (referee.expansions.babel.check), which then pays the card
    as any build with the visible tiles."""
    reasons: list[dict] = []
    last = TURNS.get()
    if a.seventh and ctx.turn is not None and ctx.turn != last and last != 6:
        # an expansion's longer age (Cities: eight cards dealt, seven played): the extra card is the last one
        return _verdict(a, False, [reason(
            _("{city} cannot play the last card of the age on turn {turn}: only on the last turn ({last}) does a "
              "city hold two cards").format(city=a.city.name, turn=ctx.turn, last=last), RULE["sixth"])]), []
    if a.seventh and ctx.turn is not None and ctx.turn != last:
        # seed 000, Особый случай: Шестой ход: «В начале шестого (последнего) хода каждой эпохи, игроки
        # получают две карты от соседа»; Висячие Сады, Пояснение: «во время шестого хода игрок может
        # играть обе карты» (seed 001, Шестой и последний раунд: the same two cards)
        return _verdict(a, False, [reason(
            _("{city} cannot play the 7th card of the age on turn {turn}: only on the 6th turn does a city hold "
              "two cards, the 6th and the 7th").format(city=a.city.name, turn=ctx.turn), RULE["sixth"])]), []
    if a.seventh:
        grant = next((s for s in a.city.built_stages if s.effect.play_seventh), None)
        if grant is None:
            return _verdict(a, False, [reason(
                _("{city} cannot play the 7th card of the age: it is discarded at the end of the 6th turn; "
                  "only {granting} lets a city play it").format(
                    city=a.city.name, granting=_granting('play_seventh', ctx.table.catalogue)), RULE["sixth"])]), []
        reasons.append(reason(_("{city} plays the 7th card of the age: {wonder} {side}'s stage {stage} is built").format(
            city=a.city.name, wonder=display(a.city.wonder), side=display(a.city.side), stage=grant.number),
            RULE["babylon"]))
    return None, reasons


def _check_build(ctx: Context, a: Action, reasons: list[dict], use_chain: bool = True) -> dict:
    table, city, card = ctx.table, a.city, a.card
    cat = table.catalogue
    n = table.size
    if city.has(card.name):
        return _verdict(a, False, reasons + [reason(
            _("{city} already has a {card}: no two identical structures").format(city=city.name, card=display(card)),
            RULE["identical"])])
    if a.from_discard:
        return _check_from_discard(ctx, a, reasons)
    entry = next((c for c in cat.card_entries(card.name) if c.age == ctx.age), None)
    if entry is None:
        ages = _(" and ").join(ROMAN[c.age] for c in cat.card_entries(card.name))
        return _verdict(a, False, reasons + [reason(
            _("{card} is an age {ages} card and this is age {age}: the hands hold only the current age's cards").format(
                card=display(card), ages=ages, age=ROMAN[ctx.age]), RULE["age"])])
    if not entry.is_guild and entry.copies(n) == 0:
        marks = ", ".join(f"{p}+" for p in entry.players)
        return _verdict(a, False, reasons + [reason(
            _("{card} is not in the age {age} deck with {n} players (its copies are marked {marks})").format(
                card=display(card), age=ROMAN[ctx.age], n=n, marks=marks),
            RULE["decks"])])
    holders = [c.name for c in table.cities if c.has(card.name)]
    copies = 1 if entry.is_guild else cat.copies(card.name, n)
    if len(holders) >= copies:
        return _verdict(a, False, reasons + [reason(
            _("every copy of {card} with {n} players ({copies}) is already built, by {holders}").format(
                card=display(card), n=n, copies=copies, holders=', '.join(holders)),
            RULE["decks"])])
    chain = [name for name in entry.chain_from if city.has(name)] if use_chain else []
    if chain and a.buys:
        # the chain is a right, not a duty ("имеет право"): a proposed deal is checked as usual
        reasons.append(reason(_("{city} built {chain}, so {card} could be built free (chain); "
                                "paying instead is allowed").format(
            city=city.name, chain=display(cat.card(chain[0]) or chain[0]), card=display(card)), RULE["chain"]))
    elif chain:
        args = dict(city=city.name, chain=display(cat.card(chain[0]) or chain[0]), card=display(card),
                    symbol=_(" and ").join(_(CHAIN_SYMBOL[s]) if s in CHAIN_SYMBOL else s for s in entry.chain_needs))
        text = (_("{city} built {chain} (the {symbol} symbol), so {card} is free (chain); "
                  "paying instead is allowed but never cheaper") if entry.chain_needs else
                _("{city} built {chain}, so {card} is free (chain); paying instead is allowed but never cheaper"))
        return _verdict(a, True, reasons + [reason(text.format(**args),
            RULE["chain"])], free=chain[0], cost=_free_option(), options=[_free_option()])
    power = _wonder_free_build(ctx, a, entry, reasons)
    if power is not None and a.buys:
        reasons.append(reason(_("{reason}; paying instead is allowed").format(reason=power[1]), power[2]))
    elif power is not None:
        return _verdict(a, True, reasons + [reason(power[1], power[2])], free=power[0],
                        cost=_free_option(), options=[_free_option()])
    olympia = any(s.effect.free_build_per_age for s in city.built_stages)
    if a.olympia:
        if not olympia:
            exists = any(s.effect.free_build_per_age for w in cat.wonders for d in w.sides.values() for s in d.stages)
            text = (_("{city} has no free-build power: only {granting} lets a city build one structure free each age")
                    if exists else
                    _("{city} has no free-build power: only {granting} lets a city build one structure free each age "
                      "(none in {game})"))
            return _verdict(a, False, reasons + [reason(text.format(
                city=city.name, granting=_granting('free_build_per_age', cat), game=cat.title), RULE["olympia"])])
        olympia_a = _olympia_a(cat)
        if a.olympia_used:
            return _verdict(a, False, reasons + [reason(
                _("{city} already used {board}'s free build this age: once per age").format(
                    city=city.name, board=olympia_a), RULE["olympia"])])
        if a.buys:
            return _verdict(a, False, reasons + [reason(
                _("{board} builds {card} free: there is nothing to buy").format(board=olympia_a, card=display(card)),
                RULE["olympia"])], options=[_free_option()])
        return _verdict(a, True, reasons + [reason(
            _("{city} builds {card} free with {board} (once this age)").format(
                city=city.name, card=display(card), board=olympia_a), RULE["olympia"])],
            free="Olympia A", cost=_free_option(), options=[_free_option()])
    if entry.cost or entry.coins:
        said = _("{card} costs {cost}").format(card=display(card), cost=_cost_text(entry.cost, entry.coins))
    else:                           # a card with no cost printed (seed 000, Стоимость в ресурсах)
        said = _("{card} costs nothing").format(card=display(card))
    reasons.append(reason(said, RULE["coins"] if entry.coins else RULE["resource_cost"]))
    return _pay(ctx, a, entry.cost, entry.coins, display(card), reasons,
                olympia_fallback=olympia and not a.olympia_used, target=entry.colour)


def _granting(flag: str, cat) -> str:
    """The stages that grant a power in this game's catalogue (for "only … lets a city")."""
    found = [_("{wonder} {side}'s stage {stage}").format(wonder=display(w), side=display(side), stage=st.number)
             for w in cat.wonders for k, side in w.sides.items() for st in side.stages if getattr(st.effect, flag)]
    return _(" or ").join(found) if found else _("no wonder stage")


def _olympia_a(cat) -> str:
    """Olympia's side A as printed in the language ("Olympia A" in English)."""
    w = cat.wonder("Olympia")
    side = w.sides.get("A") if w is not None else None
    return _("{wonder} {side}").format(wonder=display(w), side=display(side)) if side is not None else "Olympia A"


def _stage_label(city: City, number: int) -> str:
    """"Olympia night stage 2": a built stage of the city's wonder, in the language."""
    return _("{wonder} {side} stage {stage}").format(wonder=display(city.wonder), side=display(city.side),
                                                     stage=number)


def _wonder_free_build(ctx: Context, a: Action, entry: Card, reasons: list[dict]) -> tuple[str, str, str] | None:
    """A built wonder stage that makes this card free (2nd edition, Olympia day and night):
    (the stage, the reason, its rule) or None; notes why a power the city has does not apply."""
    city = a.city
    cat = ctx.table.catalogue
    for st in city.built_stages:
        e = st.effect
        label, shown = f"{city.wonder.name} {city.side.side} stage {st.number}", _stage_label(city, st.number)
        if e.free_first_of_colour:
            if ctx.colour_per_age:
                same = [c.name for c in city.cards if c.colour == entry.colour
                        and all(x.age == ctx.age for x in ctx.table.catalogue.card_entries(c.name))]
                when = _("in age {age}").format(age=ROMAN[ctx.age])
            else:
                same = [c.name for c in city.cards if c.colour == entry.colour]
                when = _("in the city")
            args = dict(card=display(entry), colour=colour(entry.colour), when=when, label=shown, city=city.name,
                        same=", ".join(display(cat.card(n) or n) for n in same))
            if not same and not a.olympia_used:
                return (label, (_("{card} is the first {colour} card {when}: {label} builds it free (once per colour "
                                  "each age, as this table plays it)") if ctx.colour_per_age else
                                _("{card} is the first {colour} card {when}: {label} builds it free (once per colour "
                                  "for the game)")).format(**args), RULE["olympia_day"])
            why = (_("{city} already has a {colour} card {when} ({same})") if same else
                   _("{city} already built a {colour} card this age (\"olympia_used\")")).format(**args)
            reasons.append(reason(_("{label} builds free only the first card of each colour: {why}").format(
                label=shown, why=why), RULE["olympia_day"]))
        for flag, turn in (("free_first_card_per_age", 1), ("free_last_card_per_age", 6)):
            if not getattr(e, flag):
                continue
            args = dict(label=shown, card=display(entry), city=city.name, age=ROMAN[ctx.age])
            if ctx.turn is None:
                reasons.append(reason((_("{label} builds the first card of each age free: give \"turn\" (1..6, "
                                         "which card of the age this is) to apply it") if turn == 1 else
                                       _("{label} builds the 6th card of each age free: give \"turn\" (1..6, "
                                         "which card of the age this is) to apply it")).format(**args),
                                      RULE["olympia_night"]))
            elif ctx.turn == turn and not a.seventh:
                return (label, (_("{card} is the first card {city} plays in age {age}: {label} builds it free")
                                if turn == 1 else
                                _("{card} is the 6th card {city} plays in age {age}: {label} builds it free")).format(
                    **args), RULE["olympia_night"])
    return None


def _check_from_discard(ctx: Context, a: Action, reasons: list[dict]) -> dict:
    city, card = a.city, a.card
    last = city.built_stages[-1] if city.built_stages else None
    if last is None or not last.effect.build_from_discard:
        return _verdict(a, False, reasons + [reason(
            _("{city} cannot build from the discard pile: only a Halikarnassos stage that grants it, "
              "completed this turn (the document shows it built), allows one free build from the discard "
              "pile").format(city=city.name),
            RULE["halikarnassos"])])
    if ctx.discard is None:
        return _verdict(a, False, reasons + [reason(
            _("the discard pile is not given (\"discard\": [card names]): cannot check that the card is in it"),
            RULE["halikarnassos"])])
    if all(c.name != card.name for c in ctx.discard):
        return _verdict(a, False, reasons + [reason(
            _("{card} is not in the discard pile").format(card=display(card)), RULE["halikarnassos"])])
    if a.buys:
        return _verdict(a, False, reasons + [reason(
            _("a card built from the discard pile is free: there is nothing to buy"), RULE["halikarnassos"])])
    return _verdict(a, True, reasons + [reason(
        _("{city} builds {card} from the discard pile for free ({wonder}, stage {stage})").format(
            city=city.name, card=display(card), wonder=display(city.wonder), stage=last.number),
        RULE["halikarnassos"])], free="Halikarnassos", cost=_free_option(), options=[_free_option()])


def _check_stage(ctx: Context, a: Action, reasons: list[dict]) -> dict:
    city = a.city
    side = city.side
    if city.stages >= len(side.stages):
        return _verdict(a, False, reasons + [reason(
            ngettext("{city} has built all {n} stage of {wonder} {side}: each stage is built once",
                     "{city} has built all {n} stages of {wonder} {side}: each stage is built once",
                     len(side.stages)).format(city=city.name, n=len(side.stages), wonder=display(city.wonder),
                                              side=display(side)), RULE["stage"])])
    stage = side.stages[city.stages]
    cost = city_cost(ctx.table, city.seat, "stage", stage.cost)      # an expansion's effect (Architect Cabinet)
    # a board whose stages are built in any order (an expansion's: the parsed side lists the built
    # stages first, then the one named for this turn) builds a stage out of the printed order
    text = (_("stage {stage} of {wonder} {side} is next (stages are built in order) and costs {cost}: "
              "the board's cost, not the card's") if stage.number == city.stages + 1 else
            _("stage {stage} of {wonder} {side} is the one built now (this board's stages are built in any "
              "order) and costs {cost}: the board's cost, not the card's"))
    reasons.append(reason(text.format(stage=stage.number, wonder=display(city.wonder), side=display(side),
                                      cost=_cost_text(cost, stage.coins)), RULE["stage"]))
    if stage.effect.build_from_discard:
        reasons.append(reason(_("at the end of this turn {city} may build one card from the discard pile "
                                "for free").format(city=city.name), RULE["halikarnassos"]))
    return _pay(ctx, a, cost, stage.coins, _("stage {stage}").format(stage=stage.number), reasons, stage=stage.number,
                target="stage")


def _cost_text(cost: tuple[str, ...], coins: int) -> str:
    parts = []
    if coins:
        parts.append(ngettext("{n} coin (to the bank)", "{n} coins (to the bank)", coins).format(n=coins))
    if cost:
        parts.append(fmt_counts(cost))
    return _(" and ").join(parts) if parts else _("nothing")


# -- paying ------------------------------------------------------------------------

def way_options(ctx: Context, city: City, cost: tuple[str, ...], bank: int, target: str = "") -> list[Option]:
    """Every non-dominated way to pay ``cost`` and ``bank`` coins for a build of ``target`` (a colour or
    "stage"): the printed cost and every way the expansions played open (``referee.core.expansion.Way``),
    with every trade of the city's own units they allow (``conversions``) and their rebates on the first
    resource bought from a neighbour (``rebates``); no option at least as expensive to the bank and to
    both neighbours as another."""
    table = ctx.table
    own, pr = ctx.own_units(city), ctx.prices(city)
    left, right = tradable_units(table.left(city.seat)), tradable_units(table.right(city.seat))
    ways = city_ways(table, city.seat, target, tuple(cost), bank) if target else ()
    variants = unit_variants(table, city, own, cost)
    rebates = city_rebates(table, city.seat)
    if len(ways) <= 1 and len(variants) == 1 and not rebates:
        return payment_options(cost, own, left, right, pr, bank)
    found = []
    for w in ways or (Way(tuple(cost), bank),):
        for units, extra in variants:
            via = replace(w, reasons=w.reasons + extra) if extra else w
            found += [with_rebates(replace(o, waived=w.waived, bank_buys=w.bank_buys, via=via), rebates)
                      for o in payment_options(w.cost, units, left, right, pr, w.bank)]
    return pareto(found)


def unit_variants(table: Table, city: City, own: tuple[frozenset, ...],
                  cost: Iterable[str]) -> list[tuple[tuple[frozenset, ...], tuple[dict, ...]]]:
    """The city's own units as they are, then after every trade the expansions allow (``conversions``:
    Catan's two identical for one), each with the reasons to give when a way to pay uses it."""
    out: list[tuple[tuple[frozenset, ...], tuple[dict, ...]]] = [(own, ())]
    for c in city_conversions(table, city.seat):
        for units, traded in converted_units(own, c.give, tuple(cost), RESOURCES)[1:]:
            given = ", ".join(amount(r, c.give * n) for r, n in sorted(Counter(traded).items()))
            taken = ngettext("{n} resource", "{n} resources", len(traded)).format(n=len(traded))
            out.append((units, (reason(c.text.format(given=given, taken=taken), c.rule),)))
    return out


def with_rebates(option: Option, rebates) -> Option:
    """``option`` with the rebates on the first resource bought from a neighbour, their reasons added."""
    if not rebates:
        return option
    found, sides = rebated(option, {r.side: r.coins for r in rebates})
    if not sides:
        return option
    why = tuple(reason(r.text, r.rule) for r in rebates if r.side in sides)
    via = option.via or Way(())
    return replace(found, via=replace(via, reasons=via.reasons + why))


def _pay(ctx: Context, a: Action, cost: tuple[str, ...], bank: int, what: str, reasons: list[dict],
         olympia_fallback: bool = False, target: str = "", **extra) -> dict:
    table, city = ctx.table, a.city
    options = way_options(ctx, city, cost, bank, target)
    affordable = [o for o in options if o.total <= city.coins]
    if a.buys is not None:
        return _verify_deal(ctx, a, cost, bank, what, reasons, affordable, target, **extra)
    if affordable:
        best = min(affordable, key=lambda o: (o.total, max(o.left, o.right), o.left))
        reasons.append(_explain_option(table, city, best, cost, what))
        reasons.extend(_discount_reasons(table, city, best.buys))
        reasons.extend(best.via.reasons if best.via is not None else ())
        if len(affordable) > 1:
            ways = "; ".join(_("left {left}, right {right}").format(left=o.left, right=o.right) for o in affordable)
            reasons.append(reason(ngettext("{n} way to pay the neighbours ({ways}): {city} chooses",
                                           "{n} ways to pay the neighbours ({ways}): {city} chooses",
                                           len(affordable)).format(n=len(affordable), ways=ways, city=city.name),
                                  RULE["trade"]))
        if olympia_fallback:
            reasons.append(reason(_("{city} may instead build it free with {board} (once per age)").format(
                city=city.name, board=_olympia_a(table.catalogue)), RULE["olympia"]))
        free = best.via.free if best.via is not None else None
        return _verdict(a, True, reasons, free=free, cost=best, options=affordable, **extra)
    why = _why_unpayable(table, city, cost, bank, options, what)
    if olympia_fallback:
        return _verdict(a, True, reasons + why + [reason(
            _("but {city} has {board}'s free build, unused this age: {what} is built free").format(
                city=city.name, board=_olympia_a(table.catalogue), what=what),
            RULE["olympia"])], free="Olympia A", cost=_free_option(), options=[_free_option()], **extra)
    return _verdict(a, False, reasons + why, **extra)


def _discount_reasons(table: Table, city: City, buys) -> list[dict]:
    """One reason per discount used, citing the card (or Olympia B's stage)."""
    out = []
    for b in buys:
        if b.price == 1:
            names = discount_sources(city, b.side, b.resource)
            if names:
                out.append(reason(_("{resource} from {neighbour} costs 1 coin instead of 2: {sources}").format(
                    resource=_(RESOURCE_WORD.get(b.resource, b.resource)), neighbour=neighbour_name(table, city, b.side),
                    sources=", ".join(_source_text(table, city, n) for n in names)), f"card: {names[0]}" if "stage" not in names[0]
                                  else "7w, Сторона В: Статуя Зевса в Олимпии"))
    return out


def _source_text(table: Table, city: City, name: str) -> str:
    """A discount's source (``production.discount_sources``): a card, or "Olympia B stage 1"."""
    stage = f"{city.wonder.name} {city.side.side} stage "
    if name.startswith(stage) and whole(name[len(stage):]) is not None:
        return _stage_label(city, whole(name[len(stage):]))
    card = table.catalogue.card(name)
    return display(card) if card is not None else name


def _buy_phrase(table: Table, city: City, buys) -> str:
    parts = []
    for b in buys:
        args = dict(amount=amount(b.resource, b.count), neighbour=neighbour_name(table, city, b.side),
                    total=b.count * b.price, price=b.price)
        total = b.count * b.price
        if b.count > 1 and b.price == 1:
            text = ngettext("{amount} from {neighbour} for {total} coin ({price} each) (discount)",
                            "{amount} from {neighbour} for {total} coins ({price} each) (discount)", total)
        elif b.count > 1:
            text = ngettext("{amount} from {neighbour} for {total} coin ({price} each)",
                            "{amount} from {neighbour} for {total} coins ({price} each)", total)
        elif b.price == 1:
            text = ngettext("{amount} from {neighbour} for {total} coin (discount)",
                            "{amount} from {neighbour} for {total} coins (discount)", total)
        else:
            text = ngettext("{amount} from {neighbour} for {total} coin", "{amount} from {neighbour} for {total} coins",
                            total)
        parts.append(text.format(**args))
    return _(" and ").join(parts)


def _explain_option(table: Table, city: City, o: Option, cost: tuple[str, ...], what: str) -> dict:
    if o.via is not None and o.via.free:
        # a power that builds it "free of any cost" (the Leaders rulebook, Leader cards: Ramses' guilds):
        # the city produces none of the printed cost, as for a card that costs nothing
        cost = ()
    bought = Counter()
    for b in o.buys:
        bought[b.resource] += b.count
    own = Counter(cost) - bought - Counter(o.waived) - Counter(b.resource for b in o.bank_buys for _n in range(b.count))
    # "of the 1 coin held …" / "of the 3 coins held …": the count of coins held decides the word
    args = dict(city=city.name, own=fmt_counts(own), buys=_buy_phrase(table, city, o.buys), paid=o.total,
                held=held_coins(city.coins))
    if o.buys and own:
        text = _("{city} produces {own}; buys {buys}; pays {paid} of the {held}")
    elif o.buys:
        text = _("{city} produces none of it; buys {buys}; pays {paid} of the {held}")
    elif own:
        text = _("{city} produces {own}; pays {paid} of the {held}")
    elif not cost:                  # nothing to produce: only coins, or nothing at all
        text = _("{city} pays {paid} of the {held}")
    else:
        text = _("{city} produces none of it; pays {paid} of the {held}")
    return reason(text.format(**args), RULE["trade"] if o.buys else RULE["production"])


def _why_unpayable(table: Table, city: City, cost: tuple[str, ...], bank: int, options: list[Option],
                   what: str) -> list[dict]:
    out = []
    if options:
        cheapest = min(options, key=lambda o: o.total)
        out.append(reason(
            ngettext("the cheapest way to pay for {what} costs {total} coin (bank {bank}, left {left}, right {right}) "
                     "but {holding}; coins earned this turn cannot be spent this turn",
                     "the cheapest way to pay for {what} costs {total} coins (bank {bank}, left {left}, right {right}) "
                     "but {holding}; coins earned this turn cannot be spent this turn",
                     cheapest.total).format(what=what, total=cheapest.total, bank=cheapest.bank, left=cheapest.left,
                                            right=cheapest.right, holding=_holding(city)), RULE["start_coins"]))
        return out
    left, right = table.left(city.seat), table.right(city.seat)
    need = Counter(cost)
    short = []
    for r, n in sorted(need.items()):
        mine = sum(1 for u in own_units(city) if r in u)
        sl = sum(1 for u in tradable_units(left) if r in u)
        sr = sum(1 for u in tradable_units(right) if r in u)
        if mine + sl + sr < n:
            short.append(_("{amount} needed: {city} makes {mine}, {left} (left) sells {sold_left}, "
                           "{right} (right) sells {sold_right}").format(
                amount=amount(r, n), city=city.name, mine=mine, left=left.name, sold_left=sl, right=right.name,
                sold_right=sr))
    if short:
        out.append(reason(_("{what} cannot be paid: {why}").format(what=what, why="; ".join(short)), RULE["trade"]))
    else:
        out.append(reason(_("{what} cannot be paid: a \"/\" card gives only one of its resources per turn, "
                            "so {cost} cannot all be produced or bought at once").format(
            what=what, cost=fmt_counts(cost)), RULE["production"]))
    out.extend(_unsold_notes(table, city, need))
    return out


def _unsold_notes(table: Table, city: City, need: Counter) -> list[dict]:
    out = []
    for side in ("left", "right"):
        out.extend(_unsold_notes_for(table.neighbour(city.seat, side), need))
    return out


def deal_problems(table: Table, city: City, a: Action, cost: tuple[str, ...], bank: int, what: str, units,
                  pr: dict) -> tuple[list[dict], Option]:
    """What is wrong with the deal the action proposes (``a.buys``), each with its rule, and the
    deal as an option: neighbours who cannot sell it, resources bought that ``cost`` does not
    need, what the city (its production ``units``) must still make, and the coins it holds.
    Shared by the 1st-edition referee and Babel's (``referee.expansions.babel.check``: its units and prices with
    the visible tiles)."""
    from referee.core.payment import Buy
    bad = []
    bought_total = Counter()
    buys = []
    for side in ("left", "right"):
        want = a.bought(side)
        if not want:
            continue
        bought_total += want
        nb = table.neighbour(city.seat, side)
        for r, n in sorted(want.items()):
            buys.append(Buy(side, r, n, pr[side][r]))
        if not covers(tradable_units(nb), want):
            sellable = tradable_units(nb)
            short = {r: n for r, n in want.items() if sum(1 for u in sellable if r in u) < n}
            if short:
                have = ", ".join(amount(r, sum(1 for u in sellable if r in u)) for r in sorted(short))
                text = ((_("{nb} (left neighbour) cannot sell {what}: its board, brown and grey cards make only "
                           "{have} a turn") if side == "left" else
                         _("{nb} (right neighbour) cannot sell {what}: its board, brown and grey cards make only "
                           "{have} a turn")).format(nb=nb.name, what=fmt_counts(short), have=have))
            else:
                sells = [u for u in sellable if u & set(want)]
                text = ((_("{nb} (left neighbour) cannot sell {what} in one turn: its board, brown and grey cards "
                           "give {units}, and a \"/\" card is sold as one resource per turn") if side == "left" else
                         _("{nb} (right neighbour) cannot sell {what} in one turn: its board, brown and grey cards "
                           "give {units}, and a \"/\" card is sold as one resource per turn")).format(
                    nb=nb.name, what=fmt_counts(want), units=units_text(sells)))
            bad.append(reason(text, RULE["trade"]))
            bad.extend(_unsold_notes_for(nb, Counter(short) if short else want))
    need = Counter(cost)
    extra_bought = bought_total - need
    if extra_bought:
        bad.append(reason(_("{city} buys {extra} that {what} does not need (it costs {cost})").format(
            city=city.name, extra=fmt_counts(extra_bought), what=what,
            cost=fmt_counts(cost) if cost else _("no resources")), RULE["trade"]))
    rest = need - bought_total
    if not covers(units, rest):
        bad.append(reason(_("with this deal {city} must still produce {rest} but produces only {units}").format(
            city=city.name, rest=fmt_counts(rest), units=units_text(units)), RULE["production"]))
    deal = Option(bank, sum(b.count * b.price for b in buys if b.side == "left"),
                  sum(b.count * b.price for b in buys if b.side == "right"), tuple(buys))
    deal = with_rebates(deal, city_rebates(table, city.seat))       # the Clandestine Docks' first resource
    if deal.total > city.coins:
        bad.append(reason(_("the deal costs {total} coins (bank {bank}, left {left}, right {right}) but {holding}; "
                            "coins earned this turn cannot be spent this turn").format(
            total=deal.total, bank=deal.bank, left=deal.left, right=deal.right, holding=_holding(city)),
            RULE["start_coins"]))
    return bad, deal


def _verify_deal(ctx: Context, a: Action, cost: tuple[str, ...], bank: int, what: str, reasons: list[dict],
                 affordable: list[Option], target: str = "", **extra) -> dict:
    """The proposed deal, checked against the printed cost and every way the expansions played open
    (``way_options``): legal when one way leaves nothing wrong with it."""
    table, city = ctx.table, a.city
    pr = ctx.prices(city)
    ways = city_ways(table, city.seat, target, tuple(cost), bank) if target else (Way(tuple(cost), bank),)
    variants = unit_variants(table, city, ctx.own_units(city), cost)
    tried = [(replace(w, reasons=w.reasons + extra) if extra else w,
              *deal_problems(table, city, a, w.cost, w.bank, what, units, pr)) for w in ways for units, extra in variants]
    way, bad, deal = next((t for t in tried if not t[1]), tried[0])
    if len(ways) > 1 or len(variants) > 1:
        via = replace(way, reasons=way.reasons + deal.via.reasons) if deal.via is not None else way
        deal = replace(deal, waived=way.waived, bank_buys=way.bank_buys, via=via)
    buys = list(deal.buys)
    if bad:
        return _verdict(a, False, reasons + bad, options=affordable, deal=deal.to_json(), **extra)
    args = dict(city=city.name, buys=_buy_phrase(table, city, buys), paid=deal.total, held=held_coins(city.coins))
    text = (_("the deal is legal: {city} buys {buys}; pays {paid} of the {held}") if buys else
            _("{city} buys nothing and produces all of it; pays {paid} of the {held}")).format(**args)
    reasons.append(reason(text, RULE["trade"]))
    reasons.extend(_discount_reasons(table, city, buys))
    reasons.extend(deal.via.reasons if deal.via is not None else way.reasons)
    cheaper = [o for o in affordable if o.left <= deal.left and o.right <= deal.right and o.total < deal.total]
    if cheaper:
        o = cheaper[0]
        reasons.append(reason(_("a cheaper way exists: left {left}, right {right}").format(left=o.left, right=o.right),
                              RULE["trade"]))
    return _verdict(a, True, reasons, cost=deal, options=affordable, deal=deal.to_json(), **extra)


def _unsold_notes_for(nb: City, want: Counter) -> list[dict]:
    out = []
    for s in sources(nb):
        useful = sorted(r for r in s.unit if want.get(r))
        if useful and not s.tradable:
            out.append(reason(_("{city}'s {origin} produces {resources} for {city} only: yellow cards and wonder "
                                "stages are never sold").format(city=nb.name, origin=origin_text(nb, s.origin),
                                                                resources="/".join(resource_word(r) for r in useful)),
                              RULE["trade"]))
    return out


def resource_word(r: str) -> str:
    """A resource's name in the engine's language ("wood", «дерево»)."""
    return _(RESOURCE_WORD[r]) if r in RESOURCE_WORD else r


def units_text(units) -> str:
    """What a city's units make, in words: "wood/clay, stone" (nothing: "nothing")."""
    parts = ["/".join(resource_word(r) for r in sorted(u)) for u in units]
    return ", ".join(parts) if parts else _("nothing")


def origin_text(city: City, origin: str) -> str:
    """Where a unit comes from (``production.Source.origin``), in the engine's language."""
    if origin == f"{city.wonder.name} board":
        return _("{wonder} board").format(wonder=display(city.wonder))
    prefix = f"{city.wonder.name} stage "
    if origin.startswith(prefix) and whole(origin[len(prefix):]) is not None:
        return _("{wonder} stage {stage}").format(wonder=display(city.wonder), stage=origin[len(prefix):])
    card = next((c for c in city.cards if c.name == origin), None)
    return display(card) if card is not None else origin
