"""The referee with Babel: the visible tower tiles change every verdict, and the
current Great Project adds participation and its end-of-age outcome.

Seed 004 = ``../shared/seeds/004_85362e93b63049c5.txt`` (the Russian Babel rulebook); the
tiles and projects are data (``scoring/data/babel.json``). Every reason cites the tile or
project and the seed section; where the sources leave a point open the reason cites
"app's reading" (the choice is recorded in the data file's notes).

Document additions (besides the scoring ones, ``scoring.expansions.babel.document``):

``tower``      the tiles visible now, oldest first: they all act on this turn (a tile placed this
               turn acts from the next one, seed 004, Действие тайлов: so it is not listed yet);
``project``    {"card": name, "tokens": {player: participation tokens held}};
``action``     may add ``"project": true`` (take part in the current project: a card of its
               colour built, its cost paid on top; seed 004, Описание Эпохи) and
               ``"any_project": true`` (spend an Any Project token to take part whatever the colour),
               ``"free_build": true`` (spend a Free Build token), ``"free_stage": true`` (spend a
               Free Wonder Stage token);
``check``      ``"project"``: the end-of-age outcome of the current project (seed 004, Конец Эпохи).
``actions``    a whole turn: every action judged as the single ``action`` (the tiles and the project
               apply to each; a 7th card or a build from the discard pile sees the city its player's
               action leaves, ``referee.classic.turn.judge_turn``), then the coins and the tiles and
               participation tokens after the turn;
               a discard's ``"tile"`` may name the tile placed (``"tile": 12``) to get ``tower_after``.

The 2-player variant: the base game's Free City rules (``referee.classic.duo``) apply with the tiles, and
the Free City never places a tile nor joins a project (seed 004, Правила для 2 игроков).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from scoring.expansions.babel.catalogue import Project, Tile, babel_catalogue
from scoring.expansions.babel.document import PROJECTS, TOWER
from scoring.expansions.babel.score import victory_taken
from scoring.classic.catalogue import MANUFACTURED, RAW
from scoring.classic.document import City, Table
from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, colour as colour_word, display, ngettext
from scoring.core.numbers import is_int

from referee.classic.action import Action, parse_action, parse_age
from referee.classic.check import (RESOURCE_WORD, ROMAN, Context, _cost_text, _olympia_a, _verdict, check_action, deal_problems,
                    fmt_counts, reason, seventh_card, unit_variants, with_rebates)
from referee.core.expansion import Way, city_prices, city_rebates, city_units, city_ways
from referee.core.payment import Option, pareto, payment_options
from referee.classic.production import own_units, prices, tradable_units

BABEL_ACTION_KEYS = ("project", "any_project", "free_build", "free_stage", "tile")
UNLIMITED_UNITS = 7          # "any number" (tile 20): more than any cost asks of one resource
SEED = "babel"
SECTION = {   # where each tile effect is described (seed 004, Эффекты тайлов Строительства)
    "tax": "1, 6, 13, 16", "no_resources": "2, 15", "disabled": "3 / 4", "bonus": "5, 14 / 24",
    "neighbour_chains": "7", "coins_for_resources": "8, 23", "trade_price": "9, 10, 11, 12",
    "free_resource": "17, 18, 21", "unlimited": "20", "victory_tokens": "19", "defeat_tokens": "22",
}
APP = "app's reading (scoring/data/babel.json notes)"
RULE_CHAIN = "7w, Бесплатные здания (Цепочки построек)"
BLOCK_TOKEN = "resource-block"     # the Double Walls penalty token (seed 004, Штрафы)


def tile_rule(tile: Tile, kind: str) -> str:
    return f"Babel tile {tile.number}; {SEED}, Эффекты тайлов Строительства ({SECTION.get(kind, kind)})"


def project_rule(project: Project, section: str) -> str:
    return f"Great Project: {project.name}; {SEED}, {section}"


def _effects(tower, kind: str):
    cat = babel_catalogue()
    out = []
    for n in tower:
        tile = cat.tile(n)
        for e in tile.effects if tile else ():
            if e.kind == kind:
                out.append((tile, e))
    return out


# -- the table as the tiles make it ---------------------------------------------------------

def _tiled_city(city: City, tower, blocked: bool = False) -> City:
    """A city whose disabled cards (tiles 3, 4) produce and discount nothing, whose
    single-resource brown cards (tile 20) produce any number of their resource, and whose
    board makes nothing when it holds the Double Walls penalty token (``blocked``)."""
    if blocked:
        # seed 004, Штрафы: "Игрок теряет до конца игры возможность использования ресурсов и свойств
        # своего Чуда Света ... берёт подходящий жетон из резерва и кладёт на соответствующее место
        # поля своего Чуда Света" (the Manneken Pis note: the "начальный бонус"). The token covers the
        # board's starting resource: its holder cannot use it, and the city no longer produces it, so
        # a neighbour cannot buy it either (seed 000, Торговля: only "ресурсы, первоначально
        # производимые городом (указанные на поле)" are sold). Built stages keep working.
        city = replace(city, side=replace(city.side, produce=""))
    disabled = {c for _t, e in _effects(tower, "disabled") for c in e.cards}
    unlimited = {c for _t, e in _effects(tower, "unlimited") for c in e.cards}
    cards = []
    for card in city.cards:
        if card.name in disabled:
            card = replace(card, effect=replace(card.effect, produce=(), discount=None))
        elif card.name in unlimited and card.effect.produce:
            card = replace(card, effect=replace(card.effect, produce=card.effect.produce * UNLIMITED_UNITS))
        cards.append(card)
    return replace(city, cards=tuple(cards))


def blocked_seats(table: Table) -> frozenset[int]:
    """The seats holding the Double Walls penalty token (``resource-block``, seed 004, Штрафы)."""
    babel = getattr(table, "babel", None)
    return frozenset(c.seat for c in babel.cities if BLOCK_TOKEN in c.tokens) if babel else frozenset()


def tiled_table(table: Table, tower) -> Table:
    """The table as the visible tiles and the Double Walls penalty tokens make it."""
    blocked = blocked_seats(table)
    return replace(table, cities=tuple(_tiled_city(c, tower, c.seat in blocked) for c in table.cities))


def tiled_prices(table: Table, city: City, tower) -> dict[str, dict[str, int]]:
    """Trade prices with the card discounts and tiles 9-12, never below 0 (seed 004, 9-12 Примечания)."""
    pr = city_prices(table, city.seat, prices(city))      # the other expansions' prices first
    for _tile, e in _effects(tower, "trade_price"):
        goods = RAW if e.goods == "raw" else MANUFACTURED
        for side in pr:
            for r in goods:
                pr[side][r] = max(0, pr[side][r] + e.change)
    return pr


def _tile_notes(table: Table, orig: City, tower, reasons: list[dict]) -> None:
    """The acting city's and its neighbours' cards the tiles disable or make unlimited."""
    seats = dict.fromkeys((orig.seat, table.left(orig.seat).seat, table.right(orig.seat).seat))
    for seat in seats:
        c = table.cities[seat]
        for tile, e in _effects(tower, "disabled"):
            hit = [display(x) for x in c.cards if x.name in e.cards]
            if hit:
                reasons.append(reason(ngettext("{cards} of {city} gives nothing while tile {n} is visible "
                                               "(it still counts for chains)",
                                               "{cards} of {city} give nothing while tile {n} is visible "
                                               "(they still count for chains)", len(hit)).format(
                    cards=", ".join(hit), city=c.name, n=tile.number), tile_rule(tile, "disabled")))
        for tile, e in _effects(tower, "unlimited"):
            hit = [display(x) for x in c.cards if x.name in e.cards]
            if hit:
                reasons.append(reason(ngettext("{cards} of {city} produces any number of its resource (tile {n})",
                                               "{cards} of {city} produce any number of their resource (tile {n})",
                                               len(hit)).format(
                    cards=", ".join(hit), city=c.name, n=tile.number), tile_rule(tile, "unlimited")))
    _block_notes(table, seats, reasons)
    for tile, e in _effects(tower, "trade_price"):
        goods = _("raw materials") if e.goods == "raw" else _("manufactured goods")
        k = abs(e.change)
        text = (ngettext("{goods} bought from neighbours cost {k} coin more per unit (tile {n})",
                         "{goods} bought from neighbours cost {k} coins more per unit (tile {n})", k)
                if e.change > 0 else
                ngettext("{goods} bought from neighbours cost {k} coin less per unit (tile {n}); a price never goes "
                         "below 0",
                         "{goods} bought from neighbours cost {k} coins less per unit (tile {n}); a price never goes "
                         "below 0", k))
        reasons.append(reason(text.format(goods=goods, k=k, n=tile.number), tile_rule(tile, "trade_price")))


def _block_notes(table: Table, seats, reasons: list[dict]) -> None:
    """The acting city's and its neighbours' boards covered by the Double Walls penalty token."""
    blocked = blocked_seats(table)
    project = next((p for p in babel_catalogue().projects if p.penalty.kind == "wonder_resource_block"), None)
    rule = project_rule(project, "Штрафы") if project else f"{SEED}, Штрафы"
    for seat in seats:
        if seat in blocked:
            c = table.cities[seat]
            reasons.append(reason(_("{city} holds the resource-block token: {wonder}'s starting resource ({resource}) "
                                    "is lost for the rest of the game, for {city}'s builds and for neighbours buying "
                                    "it").format(city=c.name, wonder=display(c.wonder),
                                                 resource=_(RESOURCE_WORD.get(c.side.produce, c.side.produce))), rule))


# -- one action ----------------------------------------------------------------------------

def _flags(raw: Mapping) -> dict[str, bool]:
    return {k: raw.get(k) is True or (k == "tile" and isinstance(raw.get(k), int) and raw.get(k) is not False)
            for k in BABEL_ACTION_KEYS}


def _check_flags(raw: Any, path: str, problems: Problems) -> None:
    if not isinstance(raw, Mapping):
        return
    for k in BABEL_ACTION_KEYS:
        if k in raw and not isinstance(raw[k], bool) and not (k == "tile" and isinstance(raw[k], int)):
            problems.add(f"{path}.{k}", _("{key} must be true or false").format(key=k))


def _tokens_of(table, seat: int) -> Counter:
    babel = table.babel
    return Counter(babel.cities[seat].tokens) if babel and seat < len(babel.cities) else Counter()


def check_babel_action(table, age: int, a: Action, flags: Mapping[str, bool], discard=None, turn=None) -> dict:
    """The verdict on one action with the visible tiles and the current project."""
    babel = table.babel
    tower = babel.tower if babel and babel.tower_in_play else ()
    tiled = tiled_table(table, tower)
    city = tiled.cities[a.city.seat]
    orig = a.city
    a = replace(a, city=city)
    reasons: list[dict] = []
    if tower:
        reasons.append(reason(_("visible tower tiles: {tiles} (each acts on every player)").format(
            tiles=", ".join(str(n) for n in tower)), f"{SEED}, Действие тайлов Строительства"))
    _tile_notes(table, orig, tower, reasons)
    held = _tokens_of(table, orig.seat)
    project = babel_catalogue().project(babel.project.name) if babel and babel.project else None
    joins = flags.get("project") or flags.get("any_project")
    if joins:
        why = _project_problem(table, project, a, flags, held)
        if why:
            return _verdict(a, False, reasons + [why])
    for key, token in (("free_build", "free-build"), ("free_stage", "free-stage"), ("any_project", "any-project")):
        if flags.get(key) and not held.get(token):
            return _verdict(a, False, reasons + [reason(
                _("{city} holds no {token} to spend").format(
                    city=orig.name, token=display(babel_catalogue().token(token) or token)),
                f"{SEED}, Награды")])
    if a.seventh:
        # seed 000, Висячие Сады (В), Пояснение: the 7th card is played as any card (built, used for a stage
        # or discarded): the base game says when a city may play it, the tiles how it is paid
        refused, why = seventh_card(Context(tiled, age, discard, turn=turn), a)
        if refused is not None:
            return _babel_extra(refused, tower, reasons, {})
        reasons += why
        a = replace(a, seventh=False)
    if a.kind == "discard" and flags.get("tile"):
        return _place_tile(table, a, orig, tower, reasons)
    if a.kind == "discard":
        base = check_action(Context(tiled, age, discard, turn=turn), a)
        return _babel_extra(base, tower, reasons, {})
    if a.kind == "stage":
        return _pay_babel(tiled, age, a, orig, tower, reasons, stage=True, free_stage=flags.get("free_stage"),
                          project=project if joins else None, discard=discard, turn=turn)
    return _pay_babel(tiled, age, a, orig, tower, reasons, stage=False, free_build=flags.get("free_build"),
                      project=project if joins else None, discard=discard, turn=turn)


def _place_tile(table, a: Action, orig: City, tower, reasons: list[dict]) -> dict:
    """Discard the card to place a tower tile (seed 004, Описание Эпохи, action Г): no coins; the
    tile is revealed after every other action and acts from the next turn (Размещение тайлов)."""
    rule = f"{SEED}, Описание Эпохи (Г); Размещение тайлов Строительства"
    babel = table.babel
    if babel is None or not babel.tower_in_play:
        return _verdict(a, False, reasons + [reason(_("placing a tower tile needs \"babel-tower\" (or \"babel\")"),
                                                    rule)])
    if orig.free_city:
        return _verdict(a, False, reasons + [reason(_("the Free City takes no tower tiles"),
                                                    f"{SEED}, Правила для 2 игроков")])
    city = babel.cities[orig.seat] if orig.seat < len(babel.cities) else None
    placed = city.placed if city else 0
    most = babel_catalogue().max_tiles
    if placed >= most:
        return _verdict(a, False, reasons + [reason(_("{city} has already placed all {n} tiles").format(
            city=orig.name, n=most), f"{SEED}, Фаза Подготовки к игре")])
    free = Option(0, 0, 0, ())
    return _babel_extra(_verdict(a, True, reasons + [reason(
        _("{city} discards the card face down and places a tower tile: no coins; the tile is revealed at the end "
          "of the turn (tiles of the same turn in ascending order) and acts from the next turn").format(city=orig.name),
        rule)], cost=free, options=[free]), tower, [], {"tile": True})


def _project_problem(table, project: Project | None, a: Action, flags, held: Counter) -> dict | None:
    babel = table.babel
    if project is None:
        return reason(_("no current Great Project is given (\"project\": {\"card\": …})"), f"{SEED}, Описание Эпохи")
    rule = project_rule(project, "Описание Эпохи")
    if a.kind != "build":
        return reason(_("taking part in {project} needs a building: not a wonder stage, nor a discard").format(
            project=display(project)), f"{SEED}, Награды (Примечания)")
    if a.city.free_city or (a.by is not None):
        return reason(_("the Free City never takes part in a Great Project"), f"{SEED}, Правила для 2 игроков")
    if not flags.get("any_project") and a.card.colour != project.colour:
        return reason(_("{project} is {colour}: {card} is {card_colour}, so building it does not allow taking "
                        "part (an Any Project token would)").format(
            project=display(project), colour=colour_word(project.colour), card=display(a.card),
            card_colour=colour_word(a.card.colour)), rule)
    taken = sum(n for _who, n in babel.project.participations)
    left = babel_catalogue().participation.get(_seats(table), _seats(table) - 1) - taken
    if left <= 0:
        return reason(_("no participation token is left on {project} ({taken} taken): nobody else can take part "
                        "this age").format(project=display(project), taken=taken), rule)
    return None


def _seats(table) -> int:
    return sum(1 for c in table.cities if not c.free_city)


def _pay_babel(table: Table, age: int, a: Action, orig: City, tower, reasons: list[dict], stage: bool,
               project: Project | None, free_build: bool = False, free_stage: bool = False,
               discard=None, turn=None) -> dict:
    city = a.city
    if a.olympia or a.from_discard or (a.buys is not None and not stage and project is None
                                       and not _changes_cost(tower)):
        return _pay_by_base(Context(table, age, discard, turn=turn), a, tower, reasons, stage)
    if stage:
        if city.stages >= len(city.side.stages):
            return check_action(Context(table, age, discard, turn=turn), a)
        what, colour, ways = _stage_way(city, tower, free_stage, reasons)
    else:
        base = check_action(Context(table, age, discard, turn=turn), replace(a, buys=None))
        entry = next((c for c in table.catalogue.card_entries(a.card.name) if c.age == age), None)
        if entry is None or (not base["legal"] and base.get("cost") is None and _structural(base)):
            return _babel_extra(base, tower, reasons, {})
        what, colour = display(a.card), entry.colour
        reasons.append(reason(_("{card} costs {cost}").format(card=what, cost=_cost_text(entry.cost, entry.coins)),
                              "7w, Стоимость в ресурсах"))
        ways = _build_ways(table, a, entry, tower, free_build)
    extra: dict[str, Any] = {}
    if project is not None:
        pc = project.cost
        extra["participation"] = {"project": project.name, "coins": pc.coins, "resources": dict(Counter(pc.resources))}
    for way in ways:
        _price_way(table, age, city, tower, way, colour, project)
    if a.buys is not None:
        return _babel_deal(a, city, table, ways, what, reasons, tower, extra)
    v = _babel_best(a, city, ways, what, reasons, tower, extra)
    power = _power_instead(table, a, ways, tower)
    return dict(v, reasons=v["reasons"] + [power]) if power else v


def _power_instead(table: Table, a: Action, ways: list[_Way], tower) -> dict | None:
    """Under a chain tax (tile 13), Olympia A's free build unused this age is another way to build a
    card the city could chain, with no chain tax: her power is not a chain (seed 004, 1, 6, 13, 16;
    Описание Эпохи, Примечания); claimed with ``"olympia": true`` (``_power_not_chain``)."""
    taxed = _chain_tax_tiles(tower)
    city = a.city
    if not (taxed and a.kind == "build" and not a.olympia_used and any(w.chain for w in ways)
            and any(s.effect.free_build_per_age for s in city.built_stages)):
        return None
    return reason(_("{city} may instead build {card} with {board}'s free build, unused this age (\"olympia\": true): "
                    "it is not a chain, so tile {n} does not tax it").format(
        city=city.name, card=display(a.card), board=_olympia_a(table.catalogue), n=taxed[0].number),
        tile_rule(taxed[0], "tax"))


def _pay_by_base(ctx: Context, a: Action, tower, reasons: list[dict], stage: bool) -> dict:
    """Wonder powers (Olympia A, Halikarnassos) and proposed deals under no cost-changing tile: the
    1st-edition referee on the tiled table, then the taxes and bonuses (a chain's when the build
    goes through one)."""
    city = a.city
    base = check_action(ctx, a)
    base = _power_not_chain(ctx, a, base, tower) or base
    if not base["legal"]:
        return _babel_extra(base, tower, reasons, {})
    colour = "stage" if stage else a.card.colour
    chain = _through_chain(ctx, a, base)
    tax, tax_reasons = _taxes(tower, ctx.age, colour, chain=chain)
    gain, gain_reasons = _bonuses(tower, ctx.age, colour, chain=chain)
    cost = dict(base["cost"] or {"bank": 0, "left": 0, "right": 0})
    cost["bank"] += tax
    base = dict(base, cost=cost)
    if tax:     # every way to pay (and a proposed deal) carries the tax, so a turn moves the right coins
        base["options"] = [dict(o, bank=o["bank"] + tax) for o in base["options"]]
        if base.get("deal"):
            base["deal"] = dict(base["deal"], bank=base["deal"]["bank"] + tax)
    if sum(cost.values()) > city.coins:
        base["legal"] = False
        base["cost"] = None
        tax_reasons.append(reason(ngettext(      # English says "coins" for any count; ru/uk agree with it
            "{city} cannot pay the tax on top: {total} coins needed, {coins} held",
            "{city} cannot pay the tax on top: {total} coins needed, {coins} held", sum(cost.values())).format(
            city=city.name, total=sum(cost.values()), coins=city.coins), tax_reasons[0]["rule"]))
    return _babel_extra(base, tower, reasons + tax_reasons + gain_reasons, {"gain": gain} if gain else {})


def _through_chain(ctx: Context, a: Action, base: dict) -> bool:
    """The base referee builds the card through a chain (its ``free`` names the city's chain card)."""
    free = base.get("free")
    return bool(free) and a.card is not None and a.kind == "build" and any(
        free in e.chain_from for e in ctx.table.catalogue.card_entries(a.card.name))


def _power_not_chain(ctx: Context, a: Action, base: dict, tower) -> dict | None:
    """Olympia A's free build claimed (``olympia``) for a card the city could chain, while a tile
    taxes chains (13): the base referee would build through the chain, but the power is not a chain,
    so the tile does not tax it (seed 004, 1, 6, 13, 16: the tax is due when players «используют
    цепочку зданий (бесплатное строительство)»; seed 004, Описание Эпохи, Примечания, names the chain
    and Olympia's power as two different free builds). The verdict on the power, with the chain and
    its tax named; ``None`` when that is not the case or the power is not available (used this age)."""
    taxed = _chain_tax_tiles(tower)
    if not (a.olympia and taxed and base["legal"] and _through_chain(ctx, a, base)):
        return None
    power = check_action(ctx, a, chain=False)
    if not power["legal"]:
        return None
    coins = sum(e.coins_in_age(ctx.age) for _t, e in _effects(tower, "tax") if e.on == "chain")
    note = reason(ngettext(
        "{city} builds {card} with {board}'s free build, not through the chain from {chain}: tile {n} taxes only "
        "a build through a chain, so no chain tax is due (through the chain {city} would pay {coins} coin and keep "
        "the free build for this age)",
        "{city} builds {card} with {board}'s free build, not through the chain from {chain}: tile {n} taxes only "
        "a build through a chain, so no chain tax is due (through the chain {city} would pay {coins} coins and keep "
        "the free build for this age)", coins).format(
        city=a.city.name, card=display(a.card), board=_olympia_a(ctx.table.catalogue), n=taxed[0].number,
        chain=display(ctx.table.catalogue.card(base["free"]) or base["free"]), coins=coins), tile_rule(taxed[0], "tax"))
    return dict(power, reasons=power["reasons"] + [note])


@dataclass
class _Way:
    """One way to pay a build or a stage: through a chain (``chain``: the card that gives it)
    or its cost (``chain`` None); ``_price_way`` adds the taxes, bonuses, project and options."""
    chain: str | None
    cost: tuple[str, ...]
    bank: int
    reasons: list[dict]
    gain: int = 0
    units: tuple = ()
    prices: dict = field(default_factory=dict)
    options: list[Option] = field(default_factory=list)
    affordable: list[Option] = field(default_factory=list)
    shown: str = ""                    # the chain card as the language prints it
    covers: list[Way] = field(default_factory=list)    # the expansions' ways to cover it (``_price_way``)


def _stage_way(city: City, tower, free_stage: bool, reasons: list[dict]) -> tuple[str, str, list[_Way]]:
    st = city.side.stages[city.stages]
    cost = tuple(st.cost)
    reasons.append(reason(_("stage {n} of {wonder} {side} costs {cost}").format(
        n=st.number, wonder=display(city.wonder), side=display(city.side), cost=fmt_counts(cost)),
        "7w, 2. б. Завершение стадии"))
    own: list[dict] = []
    if free_stage:
        cost = ()
        own.append(reason(_("{city} spends a Free Wonder Stage token: no resources (coins still due)").format(
            city=city.name), f"{SEED}, Награды"))
    for tile, e in _effects(tower, "no_resources"):
        if e.on == "stage" and cost:
            cost = ()
            own.append(reason(_("tile {n}: wonder stages ignore their resource cost (coins still due)").format(
                n=tile.number), tile_rule(tile, "no_resources")))
    return _("stage {n}").format(n=st.number), "stage", [_Way(None, cost, 0, own)]


def _chain_of(table: Table, city: City, entry, tower) -> tuple[str | None, tuple | None]:
    """The card that chains to ``entry``: the city's own, else a neighbour's under tile 7 (with the tile and the neighbour)."""
    own = next((n for n in entry.chain_from if city.has(n)), None)
    if own:
        return own, None
    for tile, _e in _effects(tower, "neighbour_chains"):
        for side in ("left", "right"):
            nb = table.neighbour(city.seat, side)
            found = next((n for n in entry.chain_from if nb.has(n)), None)
            if found:
                return found, (tile, nb)
    return None, None


def _chain_tax_tiles(tower) -> list[Tile]:
    return [tile for tile, e in _effects(tower, "tax") if e.on == "chain"]


def _chain_rule(tower) -> str:
    """The chain's rule, after the tile that taxes it when one is visible."""
    return "; ".join([tile_rule(t, "tax") for t in _chain_tax_tiles(tower)] + [RULE_CHAIN])


def _build_ways(table: Table, a: Action, entry, tower, free_build: bool) -> list[_Way]:
    """Through the chain when the city (or, with tile 7, a neighbour) built its chain card, and
    paying the cost. The chain is a right, not a duty (seed 000, Бесплатные здания: "он имеет право
    возвести данную постройку без оплаты ее стоимости в ресурсах"), and tile 13 taxes a build only
    when it uses the chain (seed 004, 1, 6, 13, 16: "уплачивать налог в банк каждый раз, когда они
    ... используют цепочку зданий (бесплатное строительство)"): so with tile 13 visible, or with a
    proposed deal, paying the cost with no chain and no chain tax is the other way, and both are listed."""
    city, cat, card = a.city, table.catalogue, a.card
    chained, via = _chain_of(table, city, entry, tower)
    ways: list[_Way] = []
    if chained:
        shown = display(cat.card(chained) or chained)
        ways.append(_Way(chained, (), 0, [reason(
            _("{neighbour} built {chain}: with tile {n} a neighbour's building counts for the chain, so {card} is "
              "free").format(neighbour=via[1].name, chain=shown, n=via[0].number, card=display(card)),
            tile_rule(via[0], "neighbour_chains")) if via else reason(
            _("{city} built {chain}, so {card} is free (chain)").format(city=city.name, chain=shown, card=display(card)),
            RULE_CHAIN)], shown=shown))
        if a.buys is None and not _chain_tax_tiles(tower):
            return ways        # the chain costs nothing more than paying: the base game's single free way
    ways.append(_paid_way(table, a, entry, tower, free_build, chained, via))
    return ways


def _paid_way(table: Table, a: Action, entry, tower, free_build: bool, chained: str | None, via) -> _Way:
    city, card, colour = a.city, a.card, entry.colour
    cost, bank = tuple(entry.cost), entry.coins
    own: list[dict] = []
    if chained:
        who, shown = (via[1].name if via else city.name), display(table.catalogue.card(chained) or chained)
        taxed = _chain_tax_tiles(tower)
        own.append(reason(_("{city} built {chain}, so {card} could be built through the chain with tile {n}'s tax; "
                            "paying the cost instead is allowed (a chain is a right) and owes no chain tax").format(
            city=who, chain=shown, card=display(card), n=taxed[0].number) if taxed else
            _("{city} built {chain}, so {card} could be built free (chain); paying instead is allowed").format(
                city=who, chain=shown, card=display(card)),
            _chain_rule(tower)))
    if free_build:
        cost, bank = (), 0
        own.append(reason(_("{city} spends a Free Build token: {card} is free").format(
            city=city.name, card=display(card)), f"{SEED}, Награды"))
    for tile, e in _effects(tower, "no_resources"):
        if e.on == colour and cost:
            cost = ()
            own.append(reason(_("tile {n}: {colour} cards ignore their resource cost (coins still "
                                "due)").format(n=tile.number, colour=colour_word(colour)), tile_rule(tile, "no_resources")))
    for tile, e in _effects(tower, "coins_for_resources"):
        if e.on == colour and cost:
            own.append(reason(ngettext(
                "tile {n}: {colour} cards are paid in coins, one per resource symbol: {count} coins to the bank "
                "instead of {cost}",
                "tile {n}: {colour} cards are paid in coins, one per resource symbol: {count} coins to the bank "
                "instead of {cost}", len(cost)).format(
                n=tile.number, colour=colour_word(colour), count=len(cost), cost=fmt_counts(cost)),
                tile_rule(tile, "coins_for_resources")))
            bank += len(cost)
            cost = ()
    return _Way(None, cost, bank, own)


def _price_way(table: Table, age: int, city: City, tower, way: _Way, colour: str, project: Project | None) -> None:
    """The way's taxes and bonuses (a chain's too), the project's cost on top, and every way to pay it:
    the other expansions' ways to cover the build's own cost (``referee.core.expansion.Way``: Leaders'
    discounts, a resource from the bank, a free guild) each with the tax and the project on top (a tile's
    tax and a project's participation are not the card's cost), their trades of own units and rebates."""
    own_ways = (city_ways(table, city.seat, colour, tuple(way.cost), way.bank) if way.chain is None and colour
                else (Way(tuple(way.cost), way.bank),))
    tax, tax_reasons = _taxes(tower, age, colour, chain=way.chain is not None)
    gain, gain_reasons = _bonuses(tower, age, colour, chain=way.chain is not None)
    way.reasons += tax_reasons + gain_reasons
    way.bank += tax
    way.gain = gain
    extra_cost: tuple[str, ...] = ()
    extra_bank = tax
    if project is not None:
        pc = project.cost
        extra_cost, extra_bank = tuple(pc.resources), extra_bank + pc.coins
        way.cost = tuple(way.cost) + extra_cost
        way.bank += pc.coins
        way.reasons.append(reason(ngettext(
            "{city} takes part in {project}: {coins} coin to the bank{res} on top of the build, and takes a "
            "participation token",
            "{city} takes part in {project}: {coins} coins to the bank{res} on top of the build, and takes a "
            "participation token", pc.coins).format(
            city=city.name, project=display(project), coins=pc.coins,
            res=(" + " + fmt_counts(pc.resources)) if pc.resources else ""),
            project_rule(project, "Описание Эпохи")))
    units = list(city_units(table, city.seat, own_units(city)))    # with the other expansions' production
    for tile, e in _effects(tower, "free_resource"):
        units.append(frozenset(e.choice))
        if way.cost:
            way.reasons.append(reason(_("tile {n}: {city} may use 1 {choice} free this turn (for its own build only)").format(
                n=tile.number, city=city.name, choice=_(" or ").join(_(RESOURCE_WORD.get(r, r)) for r in e.choice)),
                tile_rule(tile, "free_resource")))
    way.units, way.prices = tuple(units), tiled_prices(table, city, tower)
    way.covers = [replace(w, cost=tuple(w.cost) + extra_cost, bank=w.bank + extra_bank) for w in own_ways]
    way.options = _options(table, city, way, tuple(units), way.covers)
    way.affordable = [o for o in way.options if o.total <= city.coins]


def _options(table: Table, city: City, way: _Way, units: tuple, ways: list[Way]) -> list[Option]:
    """Every way to pay, over the expansions' ways (each option's ``via``: the way it pays by, when there
    are several), their trades of own units (``conversions``) and rebates (``rebates``)."""
    left, right = tradable_units(table.left(city.seat)), tradable_units(table.right(city.seat))
    variants = unit_variants(table, city, units, way.cost)
    rebates = city_rebates(table, city.seat)
    if len(ways) == 1 and len(variants) == 1 and not rebates:
        return payment_options(ways[0].cost, units, left, right, way.prices, ways[0].bank)
    found = []
    for w in ways:
        for own, extra in variants:
            via = replace(w, reasons=w.reasons + extra) if extra or len(ways) > 1 else None
            found += [with_rebates(replace(o, waived=w.waived, bank_buys=w.bank_buys, via=via), rebates)
                      for o in payment_options(w.cost, own, left, right, way.prices, w.bank)]
    return pareto(found)


def _net(pair: tuple[_Way, Option]) -> tuple[int, ...]:
    """The cheapest way first: coins paid less the tiles' bonus, then coins paid, then the larger neighbour's share."""
    way, o = pair
    return o.total - way.gain, o.total, max(o.left, o.right), o.left


def _babel_best(a: Action, city: City, ways: list[_Way], what: str, reasons: list[dict], tower, extra) -> dict:
    pairs = [(w, o) for w in ways for o in w.affordable]
    if pairs:
        way, best = min(pairs, key=_net)
        out = reasons + way.reasons + list(best.via.reasons if best.via is not None else ()) + _other_way(
            city, ways, way, tower)
        out.append(reason(ngettext("{city} pays {total} of the {coins} coin held (bank {bank}, left {left}, right "
                                   "{right})",
                                   "{city} pays {total} of the {coins} coins held (bank {bank}, left {left}, right "
                                   "{right})", city.coins).format(city=city.name, total=best.total, coins=city.coins,
                                                                  bank=best.bank, left=best.left, right=best.right),
                          "7w, Торговля"))
        free = way.chain or (best.via.free if best.via is not None else None)
        v = _verdict(a, True, out, free=free, cost=best, options=[o for _w, o in pairs])
        return _babel_extra(_mark_ways(v, ways, pairs), tower, [], dict(extra, gain=way.gain))
    every = [(w, o) for w in ways for o in w.options]
    if every:
        way, cheapest = min(every, key=lambda p: p[1].total)
        out = reasons + way.reasons + [reason(ngettext(
            "{what} costs at least {total} coins here (bank {bank}, left {left}, right {right}) but {city} holds {coins}",
            "{what} costs at least {total} coins here (bank {bank}, left {left}, right {right}) but {city} holds {coins}",
            cheapest.total).format(what=what, total=cheapest.total, bank=cheapest.bank, left=cheapest.left,
                                   right=cheapest.right, city=city.name, coins=city.coins),
            "7w, Торговля (пример С)")]
    else:
        way = ways[0]
        out = reasons + way.reasons + [reason(
            _("{what} cannot be paid: {cost} cannot be produced or bought with the visible tiles").format(
                what=what, cost=fmt_counts(way.cost)), "7w, Торговля")]
    return _babel_extra(_verdict(a, False, out), tower, [], dict(extra, gain=way.gain))


def _other_way(city: City, ways: list[_Way], chosen: _Way, tower) -> list[dict]:
    """The other way to pay, when there are two (the chain and the cost) and the city can afford it."""
    other = next((w for w in ways if w is not chosen and w.affordable), None)
    if other is None:
        return []
    o = min(other.affordable, key=lambda x: (x.total, max(x.left, x.right), x.left))
    args = dict(city=city.name, chain=other.shown, total=o.total, bank=o.bank, left=o.left, right=o.right)
    text = (ngettext("{city} may also build through the chain ({chain}) and pay its tax: {total} coin (bank {bank}, "
                     "left {left}, right {right})",
                     "{city} may also build through the chain ({chain}) and pay its tax: {total} coins (bank {bank}, "
                     "left {left}, right {right})", o.total) if other.chain else
            ngettext("{city} may also pay the cost instead of using the chain (a chain is a right, not a duty), with no "
                     "chain tax: {total} coin (bank {bank}, left {left}, right {right})",
                     "{city} may also pay the cost instead of using the chain (a chain is a right, not a duty), with no "
                     "chain tax: {total} coins (bank {bank}, left {left}, right {right})", o.total))
    return [reason(text.format(**args), _chain_rule(tower))]


def _mark_ways(verdict: dict, ways: list[_Way], pairs: list[tuple[_Way, Option]]) -> dict:
    """With two ways each option says which: ``"chain"`` the chain card, or null (the cost is paid)."""
    if len(ways) > 1:
        verdict["options"] = [dict(o.to_json(), chain=w.chain) for w, o in pairs]
    return verdict


def _structural(base: dict) -> bool:
    """An illegal base verdict that is not about paying (identical card, age, deck)."""
    rules = {r["rule"] for r in base["reasons"]}
    return bool(rules & {"7w, 2. а. Постройка здания", "7w, Описание эпохи",
                         "7w, Расстановка: Колоды эпох", "7w, Сторона А и В: Мавзолей в Галикарнасе"})


def _changes_cost(tower) -> bool:
    kinds = ("tax", "no_resources", "coins_for_resources", "trade_price", "free_resource", "neighbour_chains", "bonus")
    return any(_effects(tower, k) for k in kinds)


def _taxes(tower, age: int, colour: str, chain: bool) -> tuple[int, list[dict]]:
    total, out = 0, []
    for tile, e in _effects(tower, "tax"):
        if e.on == colour or (e.on == "chain" and chain):
            coins = e.coins_in_age(age)
            total += coins
            what = _("a build through a chain") if e.on == "chain" else (
                _("a wonder stage") if e.on == "stage" else _("a {colour} card").format(colour=colour_word(e.on)))
            out.append(reason(ngettext("tile {n}: tax on {what}: {coins} coin to the bank in age {age} (free builds are taxed too)",
                                       "tile {n}: tax on {what}: {coins} coins to the bank in age {age} (free builds are taxed too)",
                                       coins).format(n=tile.number, what=what, coins=coins, age=ROMAN[age]),
                              tile_rule(tile, "tax")))
    return total, out


def _bonuses(tower, age: int, colour: str, chain: bool) -> tuple[int, list[dict]]:
    total, out = 0, []
    for tile, e in _effects(tower, "bonus"):
        if e.on == colour or (e.on == "chain" and chain):
            coins = e.coins_in_age(age)
            total += coins
            out.append(reason(ngettext("tile {n}: this build gives {coins} coin from the bank (after the turn)",
                                       "tile {n}: this build gives {coins} coins from the bank (after the turn)", coins).format(
                n=tile.number, coins=coins), tile_rule(tile, "bonus")))
    return total, out


def _babel_deal(a: Action, city: City, table: Table, ways: list[_Way], what: str, reasons: list[dict], tower,
                extra) -> dict:
    """A proposed deal judged against each way to pay (the chain's and the cost's): legal when it
    fits one, the cheapest of those it fits; else the problems of the way it misses least (the
    chain's first when the deal buys nothing)."""
    # each way's cost as every expansion played covers it (``Way``: Leaders' discounts, a resource from the
    # bank), the taxes and the project on top: the deal is checked against each, as the base game's is
    tried = []
    for w in ways:
        for cover in w.covers or [Way(tuple(w.cost), w.bank)]:
            bad, deal = deal_problems(table, city, a, tuple(cover.cost), cover.bank, what, w.units, w.prices)
            if cover.waived or cover.bank_buys or cover.free:
                deal = replace(deal, waived=cover.waived, bank_buys=cover.bank_buys, via=cover)
            tried.append((w, bad, deal))
    pairs = [(w, o) for w in ways for o in w.affordable]
    options = [o for _w, o in pairs]
    legal = [t for t in tried if not t[1]]
    if legal:
        way, _bad, deal = min(legal, key=lambda t: (t[2].total - t[0].gain, t[2].total))
        out = reasons + way.reasons + list(deal.via.reasons if deal.via is not None else ()) + [reason(
            _("the deal is legal with the visible tiles: {city} pays {total}").format(
                city=city.name, total=deal.total), "7w, Торговля")]
        v = _verdict(a, True, out, free=way.chain, cost=deal, options=options)
    else:
        order = tried if not a.buys else tried[::-1]
        way, bad, deal = min(order, key=lambda t: len(t[1]))
        v = _verdict(a, False, reasons + way.reasons + bad, options=options)
    return _babel_extra(_mark_ways(v, ways, pairs), tower, [], dict(extra, gain=way.gain, deal=deal.to_json()))


def _babel_extra(verdict: dict, tower, reasons: list[dict], extra: Mapping) -> dict:
    out = dict(verdict)
    out["reasons"] = list(reasons) + [r for r in verdict["reasons"] if r not in reasons]
    out["babel"] = {"tower": list(tower), **extra}
    return out


# -- the end of an age: the project's outcome -------------------------------------------------

def project_outcome(table, age: int) -> dict:
    """Success rewards every participant once per token; failure penalises every player without a
    token, and a penalty that cannot be paid becomes a penalty token of the age (seed 004, Конец
    Эпохи А/Б; Невозможность уплаты штрафа). The Free City is never penalised (Правила для 2 игроков)."""
    cat = babel_catalogue()
    babel = table.babel
    project = cat.project(babel.project.name)
    held = dict(babel.project.participations)
    need = cat.participation.get(_seats(table), _seats(table) - 1)
    taken = sum(held.values())
    success = taken >= need
    tower = babel.tower if babel.tower_in_play else ()
    out = []
    for c in table.cities:
        n = held.get(c.name, 0)
        if c.free_city:
            out.append({"player": c.name, "tokens": 0, "outcome": "none", "reasons": [reason(
                _("the Free City takes no part and is never penalised"), f"{SEED}, Правила для 2 игроков")]})
            continue
        if success and n:
            out.append(_reward(c, project, n, tower))
        elif success:
            out.append({"player": c.name, "tokens": 0, "outcome": "none", "reasons": [reason(
                _("{project} was built; {city} took no part: no consequence").format(project=display(project), city=c.name),
                project_rule(project, "Конец Эпохи (А)"))]})
        elif n:
            out.append({"player": c.name, "tokens": n, "outcome": "none", "reasons": [reason(
                _("{project} was not finished; {city} took part, so no penalty and no reward").format(
                    project=display(project), city=c.name), project_rule(project, "Конец Эпохи (Б)"))]})
        else:
            out.append(_penalty(table, c, project, age, _tokens_of(table, c.seat)))
    verdict = {"project": project.name, "age": age, "success": success,
               "participation": {"needed": need, "taken": taken},
               "reasons": [reason((_("all {need} participation tokens were taken: {project} is built") if success else
                                   _("{left} of {need} participation tokens are left: {project} is not finished")).format(
                   need=need, left=need - taken, project=display(project)),
                   project_rule(project, "Конец Эпохи"))],
               "players": out}
    return verdict


def _reward(c: City, project: Project, n: int, tower) -> dict:
    r = project.reward
    rule = project_rule(project, "Конец Эпохи (А); Награды")
    if r.coins:
        return {"player": c.name, "tokens": n, "outcome": "reward", "coins": r.coins * n, "reasons": [reason(
            ngettext("{city} takes {coins} coins ({each} per participation token)",
                     "{city} takes {coins} coins ({each} per participation token)", r.coins * n).format(
                city=c.name, coins=r.coins * n, each=r.coins), rule)]}
    token = r.token
    reasons = []
    if token.startswith("victory-") and tower:
        value = victory_taken(int(token.split("-")[1]), tower)
        if value != int(token.split("-")[1]):
            cat = babel_catalogue()
            tile = next(t for t in (cat.tile(x) for x in tower) if t and t.effect("victory_tokens"))
            reasons.append(reason(_("tile {n} lowers the project's victory token: {old} VP → {new} VP").format(
                n=tile.number, old=token.split("-")[1], new=value),
                tile_rule(tile, "victory_tokens") + f"; {SEED}, Правила игры с другими дополнениями"))
        token = f"victory-{value}" if value else None
    tokens = [token] * n if token else []
    reasons.insert(0, reason(_("{city} takes {count} × {token} (one per participation token)").format(
        city=c.name, count=n, token=display(babel_catalogue().token(r.token) or r.token)), rule))
    return {"player": c.name, "tokens": n, "outcome": "reward", "take": tokens, "reasons": reasons}


def _penalty(table, c: City, project: Project, age: int, held: Counter) -> dict:
    p = project.penalty
    rule = project_rule(project, "Конец Эпохи (Б); Штрафы")
    token = f"penalty-{age}"
    cannot = reason(_("{city} cannot pay the penalty: takes the age {age} penalty token ({vp} VP)").format(
        city=c.name, age=age, vp=-age), f"{SEED}, Невозможность уплаты штрафа")
    base = {"player": c.name, "tokens": 0, "outcome": "penalty"}
    if p.kind == "discard":
        cards = [x.name for x in c.cards if x.colour == p.colour]
        if not cards:
            return dict(base, take=[token], reasons=[reason(_("{city} has no {colour} card to discard").format(
                city=c.name, colour=colour_word(p.colour)), rule), cannot])
        return dict(base, discard_one_of=cards, reasons=[reason(_("{city} discards one {colour} card of their choice "
                                                                  "({cards})").format(city=c.name, colour=colour_word(p.colour),
                                                                                      cards=", ".join(cards)), rule)])
    if p.kind == "lose_coins":
        if c.coins == 0:
            return dict(base, take=[token], reasons=[reason(_("{city} has no coins to lose").format(city=c.name), rule),
                                                     cannot])
        return dict(base, coins=-c.coins, reasons=[reason(_("{city} loses all {coins} coins").format(
            city=c.name, coins=c.coins), rule)])
    if p.kind == "discard_victory_tokens":
        victories = sorted([t for t in c.military if t > 0] +
                           [int(t.split("-")[1]) for t in held.elements() if t.startswith("victory-")])
        if len(victories) < p.count:
            # APP'S READING: fewer than 2 victory tokens is a penalty that cannot be paid
            return dict(base, take=[token], reasons=[reason(ngettext("{city} holds {n} victory token, fewer than {count}",
                                                                     "{city} holds {n} victory tokens, fewer than {count}",
                                                                     len(victories)).format(city=c.name, n=len(victories),
                                                                                count=p.count), rule + "; " + APP),
                                                     cannot])
        return dict(base, discard_victory_tokens=p.count, reasons=[reason(
            _("{city} discards {count} victory tokens of their choice (holds {held})").format(
                city=c.name, count=p.count, held=", ".join(f"+{v}" for v in victories)), rule)])
    # the wonder's starting resource is blocked for the rest of the game (seed 004, Штрафы)
    return dict(base, take=["resource-block"], reasons=[reason(_("{city} loses the use of {wonder}'s starting "
                                                                 "resource ({resource}) for the rest of the game").format(
        city=c.name, wonder=display(c.wonder), resource=_(RESOURCE_WORD.get(c.side.produce, c.side.produce))), rule)])


# -- the document ------------------------------------------------------------------------------

def check_babel_document(doc: Mapping, extra_keys: tuple[str, ...]) -> dict:
    """A Babel table document with an action, a whole turn (``actions``) or ``"check": "project"``
    → a verdict. The visible tiles and the current project apply to every action of a turn; in
    the 2-player variant the Free City's own rules apply too (seed 000, Вариант для двух;
    seed 004, Правила для 2 игроков)."""
    problems = Problems()
    stripped = dict(doc)
    one = doc.get("action")
    flags: dict[str, bool] = {}
    if isinstance(one, Mapping):
        _check_flags(one, "action", problems)
        flags = _flags(one)
        stripped["action"] = {k: v for k, v in one.items() if k not in BABEL_ACTION_KEYS}
    many = doc.get("actions")
    many_flags: list[dict[str, bool]] = []
    if isinstance(many, list):
        items = []
        for k, item in enumerate(many):
            if isinstance(item, Mapping):
                _check_flags(item, f"actions[{k}]", problems)
                many_flags.append(_flags(item))
                item = {key: v for key, v in item.items() if key not in BABEL_ACTION_KEYS}
            else:
                many_flags.append({})
            items.append(item)
        stripped["actions"] = items
    is_outcome = doc.get("check") == "project"
    if is_outcome:
        stripped.pop("check")
    try:
        table = _parse(stripped, extra_keys)
    except BadInput as exc:
        problems.raise_with(exc)
    babel = getattr(table, "babel", None)
    age = parse_age(doc, problems)
    if is_outcome:
        if babel is None or PROJECTS not in babel.expansions or babel.project is None:
            problems.add("project", _("the project outcome needs \"babel-projects\" and the current \"project\""))
        problems.raise_if_any()
        return project_outcome(table, age)
    from referee.classic.action import parse_discard, parse_turn
    has_one, has_many = "action" in doc, "actions" in doc
    if has_one == has_many:
        problems.add("action", _("give either \"action\" (one player's action) or \"actions\" (a whole turn)"))
    elif has_one and not isinstance(one, Mapping):
        problems.add("action", _("give \"action\": one player's action"))
    discard = parse_discard(doc, table.catalogue, problems)
    duo = None
    turn = None
    if any(c.free_city for c in table.cities):
        from referee.classic.duo import parse_duo
        duo = parse_duo(doc, table, age, problems)
        turn = doc.get("turn") if isinstance(doc.get("turn"), int) and not isinstance(doc.get("turn"), bool) else None
    else:
        turn = parse_turn(doc, problems)
    tiles = _parse_tile_numbers(doc, table, problems)
    problems.raise_if_any()
    plain = babel is not None and TOWER not in babel.expansions and not babel.projects_in_play
    if has_one:
        action = parse_action(table, stripped["action"], "action", problems)
        problems.raise_if_any()
        ctx = Context(table, age, discard, turn=turn)
        judge = _judge(table, age, discard, turn, [(action, flags)], plain)
        verdict = judge(action)
        if duo is not None:
            from referee.classic.duo import referee_free_city
            verdict = referee_free_city(ctx, duo, action, verdict, judge=judge)
        return verdict
    return _check_babel_turn(table, doc, age, discard, turn, duo, many_flags, tiles, plain, problems)


def _parse_tile_numbers(doc: Mapping, table, problems: Problems) -> dict[int, int]:
    """``"tile": <number>`` on a discard (instead of ``true``): which tile is placed, by action
    index (``-1``: the single ``action``); each tile exists once (seed 004, Тайлы Строительства)."""
    cat = babel_catalogue()
    babel = table.babel
    known = set(babel.tower) | {n for c in babel.cities for n in (c.tiles or ())} if babel else set()
    found: dict[int, int] = {}
    raw = [(-1, "action", doc.get("action"))] if isinstance(doc.get("action"), Mapping) else []
    if isinstance(doc.get("actions"), list):
        raw += [(k, f"actions[{k}]", a) for k, a in enumerate(doc["actions"]) if isinstance(a, Mapping)]
    seen: dict[int, str] = {}
    for k, path, a in raw:
        n = a.get("tile")
        if n is None or isinstance(n, bool):
            continue
        if not is_int(n) or cat.tile(n) is None:
            problems.add(f"{path}.tile", _("tile is true or the number of the tile placed, 1 to {n}; got {raw!r}").format(
                n=len(cat.tiles), raw=n))
        elif n in known or n in seen:
            problems.add(f"{path}.tile", _("tile {n} is already placed: each tile exists once").format(n=n))
        else:
            seen[n] = path
            found[k] = n
    return found


def _judge(table, age: int, discard, turn, flagged: list[tuple[Action, Mapping[str, bool]]], plain: bool):
    """The verdict on one action of this table with the visible tiles and the current project;
    an action not in ``flagged`` (the Free City's other options, referee.classic.duo) has no Babel flag.
    In a whole turn ``ctx`` is the table the action sees (``referee.classic.turn.judge_turn``: a 7th card or a
    build from the discard pile sees the city its player's action leaves, with the same tiles).
    A player takes part in the project at most once a turn (seed 004, Описание Эпохи, Примечания)."""
    joined: set[str] = set()

    def judge(a: Action, ctx: Context | None = None) -> dict:
        flags = next((f for x, f in flagged if x is a), {})
        here, pile = (ctx.table, ctx.discard) if ctx is not None else (table, discard)
        city = here.cities[a.city.seat]
        a = a if city is a.city else replace(a, city=city)
        if plain:
            return check_action(Context(here, age, pile, turn=turn), a)
        v = check_babel_action(here, age, a, flags, discard=pile, turn=turn)
        if a.kind == "stage" and "stage" not in v and city.stages < len(city.side.stages):
            v = dict(v, stage=city.side.stages[city.stages].number)      # as referee.classic.check says it
        if v["legal"] and (v.get("babel") or {}).get("participation"):
            if a.city.name in joined:
                v = dict(v, legal=False, cost=None, reasons=v["reasons"] + [reason(
                    _("{city} already takes part in the project this turn: at most once a turn").format(
                        city=a.city.name), f"{SEED}, Описание Эпохи (Примечания)")])
            joined.add(a.city.name)
        return v
    return judge


def _check_babel_turn(table, doc: Mapping, age: int, discard, turn, duo, many_flags, tiles: dict[int, int],  # noqa: C901 — a turn with Babel: tiles, then each action, then the coins, in the rulebook's order
                      plain: bool, problems: Problems) -> dict:
    """A whole turn with Babel: every action judged with the tiles visible at the start of the turn
    (a tile placed this turn acts from the next, seed 004, Действие тайлов), then the coins:
    a tile placement gives no coins (Описание Эпохи, Г), tile bonuses are paid after the turn,
    each participant takes a participation token (more from the reserve if needed, Примечания)."""
    from referee.classic.turn import check_turn, parse_actions
    parsed = parse_actions(table, doc.get("actions"), problems, strip=BABEL_ACTION_KEYS)
    actions = [a for _k, a in parsed]
    flagged: list[tuple[Action, Mapping[str, bool]]] = [(a, many_flags[k] if k < len(many_flags) else {})
                                                        for k, a in parsed]
    index = [k for k, _a in parsed]
    judge = _judge(table, age, discard, turn, flagged, plain)
    out = check_turn(Context(table, age, discard, turn=turn), actions, duo, judge=judge)
    if plain:
        return out
    babel = table.babel
    income, coins = list(out["income"]), dict(out["coins"])
    placing, numbers, joined = [], [], []
    for k, (a, flags), v in zip(index, flagged, out["verdicts"]):
        if not v["legal"]:
            continue
        name = a.city.name
        info = v.get("babel") or {}
        if info.get("tile"):
            # the card is discarded face down for the tile: no 3 coins (seed 004, Описание Эпохи, Г)
            drop = next((i for i, e in enumerate(income) if e["player"] == name and e["source"] == "discard"), None)
            if drop is not None:
                income.pop(drop)
                coins[name] = dict(coins[name], end=coins[name]["end"] - 3)
            placing.append(name)
            if k in tiles:
                numbers.append(tiles[k])
        gain = info.get("gain") or 0
        if gain:
            rules = [r["rule"] for r in v["reasons"] if r["rule"].endswith(f"({SECTION['bonus']})")]
            income.append({"player": name, "coins": gain, "source": "tower tiles",
                           "rule": rules[0] if rules else f"{SEED}, Эффекты тайлов Строительства"})
            coins[name] = dict(coins[name], end=coins[name]["end"] + gain)
        if info.get("participation"):
            joined.append(name)
    extra: dict[str, Any] = {"tower": list(babel.tower) if babel and babel.tower_in_play else []}
    if placing:
        extra["tiles_placed"] = placing
        if len(numbers) == len(placing):
            from scoring.expansions.babel.tower import place_tiles
            players = sum(1 for c in table.cities if not c.free_city)
            extra["tower_after"] = list(place_tiles(extra["tower"], numbers, players))
    if babel is not None and babel.project is not None:
        held = dict(babel.project.participations)
        need = babel_catalogue().participation.get(_seats(table), _seats(table) - 1)
        for name in joined:
            held[name] = held.get(name, 0) + 1
        extra["project"] = {"card": babel.project.name, "joined": joined, "tokens": held,
                            "left": max(0, need - sum(held.values()))}
    reasons = list(out["reasons"])
    if placing:
        reasons.append(reason(_("the tiles placed this turn are revealed after every other action, in ascending "
                                "order, and act from the next turn"), f"{SEED}, Размещение тайлов Строительства"))
    if len(joined) > 1 and babel is not None and babel.project is not None:
        before = sum(n for _w, n in babel.project.participations)
        need = babel_catalogue().participation.get(_seats(table), _seats(table) - 1)
        if before + len(joined) > need:
            reasons.append(reason(_("more players take part this turn than tokens are left on the project: "
                                    "the extra tokens come from the reserve"), f"{SEED}, Описание Эпохи (Примечания)"))
    return dict(out, income=income, coins=coins, reasons=reasons, babel=extra)


__all__ = ["check_babel_document", "check_babel_action", "project_outcome", "tiled_table", "tiled_prices",
           "BadInput"]


def _parse(doc: Mapping, extra_keys: tuple[str, ...]) -> Table:
    """The table through its game's composed parser: Babel's part and every other expansion's."""
    from scoring import games
    from scoring.expansions.babel import EXPANSION
    return games.get(EXPANSION.base).parse(doc, extra_keys)
