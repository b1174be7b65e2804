"""The referee side of the expansion interface (the scoring side: ``scoring.core.expansion``).

An expansion's referee is a subpackage of ``referee.expansions`` whose ``__init__`` exposes
``REFEREE``, an instance of a ``RefereeExpansion`` subclass with the same ``id`` as its scoring
``EXPANSION``.  The referee registry (``referee.registry``) finds every such subpackage; for a
document it wraps the base game's referee in the referee of every expansion the document plays
(``Game.expansions_in``), so the base referee never names an expansion.

``checks``                 values of ``"check"`` it answers (Babel: ``"project"``), besides the base's;
``units`` / ``prices``     its effects on a city's production and on trading prices, which the base
                           game's payment search reads (every way to pay is found with them);
``ways(table, seat, target, ways)``  its effects on what one build asks, when they are neither a unit
                           nor a price (``Way``: fewer resources of the player's choice, a resource
                           bought from the bank, a build free of any cost); ``target`` is the built
                           card's colour or ``"stage"``; the 1st edition's payment search lists every
                           way's options, each with what it waives and buys from the bank (Duel's
                           ``prices`` are one side, ``"bank"``);
``price_reasons(table, seat, resources)``  the sentences (text, rule) saying why its ``prices``
                           changed the price of these resources, shown with the payment;
``rebates(table, seat)``   coins off the first resource the city buys from a neighbour each turn
                           (``Rebate``: Cities' Clandestine Docks), never below 0; the 1st edition's
                           payment search takes them off every way to pay (the dearest resource
                           bought on that side first) and gives their reasons with the option;
``conversions(table, seat)``  units of its own production the city may trade for a resource of its
                           choice (``Conversion``: Catan's start power, two identical for one); the
                           payment search tries every such trade the cost can use;
``discount(table, seat, kind)``  resources it lets the city leave out of a cost (``kind``: a card
                           colour or ``"wonder"``): ``(count, what gives it, rule)`` or None (Duel's
                           payment search adds it to Masonry's or Architecture's);
``chain(table, seat, card)``  what else makes a card free like a chain for the city at ``seat``
                           (Pantheon: a Mythology token builds its Grand Temple), read by the base
                           game's payment search (Duel's); ``(shown as "free", reason, rule)`` or None;
``shows_chain(table, seat, card)``  what the city at ``seat`` holds, besides its cards' chain symbols,
                           that carries the chain building ``card`` free (Pantheon: the Mythology token of
                           a Grand Temple's mythology): the thing's name in the current language, or None;
                           read by capability by an effect that builds through another city's chains
                           (Agora's Decree 15 through ``city_shows_chain``), so neither names the other;
``coin_symbol(table, seat, kind)``  whether the ``discount`` it gives on a cost of ``kind`` may instead
                           ignore the card's whole coin cost (Agora's Decrees 5-7: "one resource, or the
                           whole coin cost", a table option): ``(what gives it, rule)`` or None; Duel's
                           payment search then lists the cheaper of the two ways;
``pawn(table, seat, start, end)``  the Conflict pawn's move from ``start`` toward ``end`` (``seat``'s
                           shields) after what the expansion puts on the military track (Pantheon's
                           Minerva pawn stops it once): ``(end, reasons)``, unchanged by default; a referee
                           moving the pawn itself asks every expansion played through ``city_pawn``;
``moved(table, seat, moved)``  what its own components do when another expansion's effect moves the
                           position's pieces (``Moved``: each city's cards after, the structure's
                           face-down cards it freed): the ``Moved`` back with the cities changed
                           (Pantheon: Nisaba's Snake is discarded when its card changes hands, so her
                           copied symbol goes), ``after[<id>]`` (what the verdict's ``after`` gains
                           under the expansion's id: ``{"snake": {"Ana": null}}``, ``{"tokens": [...]}``)
                           and the reasons; unchanged by default; a referee moving pieces asks every
                           expansion played through ``city_moved`` (Agora's Conspiracies), so neither
                           names the other;
``conflict(doc, table, age, shields, held)``  what it changes in one Age's conflicts (``ConflictPower``: shields
                           added to a seat, with their reasons; the tokens a fight gives, Babel's tiles 19
                           and 22; a seat whose Defeat token goes to the winner, Tomyris), or None; the
                           base game's one-Age check (``referee.classic.military.check_age_document``) folds
                           every expansion's in the composition order (``city_conflicts``), so none answers
                           that check alone; the seats out of a conflict (Cities' Diplomacy) come from the
                           parsed table (``scoring.classic.military.absences``); ``conflict_keys``: the
                           player fields it reads itself there (Leaders' ``recruited``), left out of the
                           table's parse;
``around(doc, judge)``     its part in a verdict on an action another expansion's referee judges itself,
                           never calling ``base`` (Agora's recruit and trigger): ``judge(doc)`` gives that
                           verdict; the hook may ask it on a changed document and change what it returns
                           (Pantheon: the coins on Astarte spendable, Poliorcetics' coins for the Conflict
                           pawn's move); ``judge(doc)`` by default; such a referee asks every expansion
                           played through ``city_around``, so neither names the other;
``structure_card(table, name)``  a card of its own that the structure holds besides the base game's Age
                           cards (Agora's Senators): ``name`` shown in the current language when it names
                           one, else None; Duel's referee then takes it in a ``layout`` as a card lying
                           there (it covers, it is no Age card) through ``city_structure_card``;
``conflict_hypotheses(doc, table)``  what its conflicts leave open in the whole game's check (three Ages of
                           ``shields``, the final ``table``): one value per way it may have gone (Leaders:
                           the Age each conflict leader was recruited in; Babel: the tiles visible at each
                           Age's conflict), passed back to ``conflict`` as ``hypothesis``; ``(None,)`` by
                           default (``None``: what the document says now, as the one-Age check reads it).
                           The base game's whole-game check (``referee.classic.whole_game``) runs the three
                           Ages for every combination of the expansions' values (their product, at most
                           ``MAX_COMBINATIONS``: beyond, the first ones and a reason saying so) and the
                           tokens are legal when one combination fits every city; bad fields: ``BadInput``;
``conflict_answer(doc, table, hypothesis, ages)``  what the whole game's answer gains for the combination
                           kept (``ages``: each Age's ``{"age", "shields", "conflicts"}``): its fields (Leaders'
                           ``recruited`` and ``income``, Babel's ``babel``) and ``"reasons"``, added to the
                           answer's; ``{}`` by default;
``cost``                   its effect on what a build of a kind ("stage") costs a city in resources;
``income(table, seat, card, built)``  the coins from the bank that ``card``, built this turn by the city at
                           ``seat`` (``built``: every card that city builds this turn, ``card`` among them),
                           gives any city beyond the base game's own effect (``Income``: Cities' Secret Society
                           and Slave Market to their owner, the Gambling Den's and House's to the neighbours);
                           none by default; the 1st edition's whole turn adds every expansion's
                           (``city_income``) to its ``income`` and to each city's coins at the end;
``flat_price(table, seat, card)``  a price in coins that builds ``card`` for the city at ``seat`` in
                           place of its whole cost (Pantheon's Engineering: 1 coin for a card with a
                           chain symbol), read by Duel's payment search, which takes it when it is
                           cheaper than every way to pay: ``(coins, reason, rule)`` or None;
``judge(doc, keys, base)`` a verdict on a document with an action, a turn or a check: handle what the
                           expansion changes and call ``base`` (the next referee, the base game's
                           innermost) for the rest; ``keys``: the document fields the referees outside
                           it read (each referee passes its own on).

The referee screens (the shell draws them from this data; no hook returns HTML):

``screen(doc, form)``      its sections on the referee screen, as data: a tuple of
                           ``{"id": …, "title": …, "fields": (field, …)}``, each field a dict with a
                           ``"kind"`` (``SCREEN_KINDS``: ``"text"``, ``"select"``, ``"counts"`` — one
                           number per player —, ``"checkbox"``, ``"notes"`` — lines of help), its form
                           ``"name"`` (prefixed by the expansion's id), a ``"label"`` in the current
                           language (``scoring.core.i18n``) and its value as the document holds it
                           (``form``: the fields just posted, for what the document does not keep);
``read_form(doc, form, action)``  the document with the posted fields applied (``form``: each
                           field name → its posted values); it may add its own keys to ``action``
                           (the action being checked).  Called only when the posted page showed its
                           section (the hidden field ``<id>-present``); a value it cannot read is
                           kept as typed so the referee blames it on its path (or ``BadNumber``);
``screen_module``          (in place of the three hooks around it) the dotted name of a module whose
                           functions ``screen``, ``read_form`` and ``verdict_notes`` answer them;
``replaces_action(form)``  whether the posted section gives the whole action (the screen then asks
                           none of its own action's fields);
``verdict_notes(verdict)`` lines the screen prints in the verdict for what the expansion added
                           to it: ``{"id": …, "text": …}``.

On the 1st edition's Conflicts tab (``wonders.web.referee_military``) ``screen`` and ``read_form`` see
the document with ``"check": "military"`` and the ``"age"`` asked, so a section can fit that tab (Cities:
who sits out that conflict with a Diplomacy token); ``read_form``'s ``action`` is then empty.

Composition: the referees run in the reverse of the parse order (``scoring.core.expansion``): the
highest ``order`` outermost, so an expansion that judges a whole action itself with the base game's
machinery (Babel: taxes, free builds, trading prices) sits next to the base referee, and one that
adds its own checks or action fields wraps it.  ``innermost`` (default False): the referee judges
every action itself and never calls ``base`` (Babel), so it runs innermost whatever its ``order``;
otherwise a referee of lower ``order`` (Cities: diplomacy, coin losses) would sit inside it and
never be asked.  A referee that parses the table uses the game's
composed parser, so the fields of every expansion played are read by their own parsers.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from referee.core.payment import Buy

Judge = Callable[[Any, Sequence[str]], dict]
Form = Mapping[str, Sequence[str]]

# the kinds of field a referee-screen section may hold (the shell draws each)
SCREEN_KINDS = ("text", "select", "counts", "checkbox", "notes")


@dataclass(frozen=True)
class Way:
    """One way to cover a build's cost that an expansion opens (``RefereeExpansion.ways``): the
    resources still to produce or buy from the neighbours (``cost``), the coins paid to the bank
    (``bank``: the printed coin cost and any resource bought from the bank), the resources bought from
    the bank (``bank_buys``, side ``"bank"``) and those the build no longer needs (``waived``); the
    reasons (``{"text", "rule"}``) the verdict gives when it pays this way; ``free``: the power that
    makes the build free (shown as the verdict's ``free``)."""
    cost: tuple[str, ...]
    bank: int = 0
    bank_buys: tuple[Buy, ...] = ()
    waived: tuple[str, ...] = ()
    reasons: tuple[dict, ...] = ()
    free: str | None = None


@dataclass(frozen=True)
class Rebate:
    """``coins`` off the first resource the city buys from its ``side`` neighbour each turn (never
    below 0), with the reason's ``text`` and ``rule`` (``RefereeExpansion.rebates``)."""
    side: str
    coins: int
    text: str
    rule: str


@dataclass(frozen=True)
class Income:
    """``coins`` from the bank for the city at ``seat`` when a card is built (``RefereeExpansion.income``):
    ``source`` names what gives them (the card, in the document's words), ``rule`` its citation."""
    seat: int
    coins: int
    source: str
    rule: str


@dataclass(frozen=True)
class Conversion:
    """The city may trade ``give`` units of its own production that give the same resource for one unit
    of any resource, as often as its units allow (``RefereeExpansion.conversions``); ``text`` is the
    reason, formatted with ``{given}`` (the resources given up, in words) and ``{taken}`` (how many are
    taken, in words: "1 resource", "2 resources"), and ``rule`` its citation."""
    give: int
    text: str
    rule: str


@dataclass(frozen=True)
class Moved:
    """The position after another expansion's effect moved pieces (``RefereeExpansion.moved``):
    ``cities`` each city as the moved pieces make it (the game's city, seat order); ``freed`` the
    (row, column) of the structure's face-down cards the effect freed, turned over at once, with
    ``age``, ``layout`` (the structure before it, as the document gives it) and ``structure`` (the id
    of the expansion whose structure the table plays: its own data keys what lies on it);
    ``after``: what the verdict's ``after`` gains, by expansion id; ``reasons``: {"text", "rule"}."""
    cities: tuple = ()
    freed: tuple[tuple[int, int], ...] = ()
    age: int | None = None
    layout: Mapping | None = None
    structure: str = ""
    after: Mapping[str, Mapping] = field(default_factory=dict)
    reasons: tuple[dict, ...] = ()


@dataclass(frozen=True)
class ConflictPower:
    """What one expansion changes in one Age's conflicts (``RefereeExpansion.conflict``): ``shields``
    added to a seat's (seat → shields) and the reasons (``notes``, ``{"text", "rule"}``);
    ``tokens(age, won, tokens)``: the tokens a fight gives after it (the base game's +1/+3/+5 or -1, or
    what an expansion folded in before it changed them), None: unchanged; ``defeat_to_winner(seat)``: the
    reason the Defeat token(s) ``seat`` would take go to the winner instead, or None."""
    shields: Mapping[int, int] = field(default_factory=dict)
    notes: tuple[dict, ...] = ()
    tokens: Callable[[int, bool, tuple[int, ...]], tuple[int, ...]] | None = None
    defeat_to_winner: Callable[[int], dict | None] | None = None


class RefereeExpansion:
    id: str = ""
    checks: tuple[str, ...] = ()
    innermost: bool = False
    conflict_keys: tuple[str, ...] = ()     # player fields of a military document it reads itself

    def judge(self, doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
        return base(doc, keys)

    # -- effects on production and trading, read by the base game's payment search ------------------
    def units(self, table: Any, seat: int, units: tuple[frozenset, ...]) -> tuple[frozenset, ...]:
        """What the city at ``seat`` can use for its own builds, after this expansion (each unit a
        set of the resources it may give, one at a time); unchanged by default."""
        return units

    def cost(self, table: Any, seat: int, kind: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        """The resources a build of ``kind`` ("stage") costs the city at ``seat``, after this
        expansion (Cities' Architect Cabinet: stages without resources); unchanged by default."""
        return cost

    def income(self, table: Any, seat: int, card: Any, built: Sequence[Any]) -> tuple[Income, ...]:
        """Coins from the bank that ``card``, built this turn by the city at ``seat``, gives beyond the
        base game's effect (``Income``); none by default."""
        return ()

    def stage_income(self, table: Any, seat: int, stage: int, built: Sequence[Any]) -> tuple[Income, ...]:
        """Coins from the bank that stage ``stage`` (1-based) of the board of the city at ``seat``, built this
        turn, gives beyond what the base game reads of it (the Wonder Pack's Stonehenge B: per stone symbol);
        ``built``: the city's cards at the end of the turn; none by default."""
        return ()

    def prices(self, table: Any, seat: int, prices: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
        """``prices[side][resource]``: what the city at ``seat`` pays a neighbour per resource, after
        this expansion; unchanged by default."""
        return prices

    def ways(self, table: Any, seat: int, target: str, ways: tuple[Way, ...]) -> tuple[Way, ...]:
        """The ways the city at ``seat`` may cover a build of ``target`` (a colour, or ``"stage"``), after
        this expansion: ``ways[0]`` is the printed cost; unchanged by default."""
        return ways

    def rebates(self, table: Any, seat: int) -> tuple[Rebate, ...]:
        """Coins off the first resource the city at ``seat`` buys from a neighbour each turn; none by default."""
        return ()

    def conversions(self, table: Any, seat: int) -> tuple[Conversion, ...]:
        """Trades of the city's own units for a resource of its choice; none by default."""
        return ()

    def price_reasons(self, table: Any, seat: int, resources: Sequence[str]) -> tuple[tuple[str, str], ...]:
        """Why ``prices`` changed these resources' prices for the city at ``seat``: (text, rule) each."""
        return ()

    def discount(self, table: Any, seat: int, kind: str) -> tuple[int, str, str] | None:
        """Resources the city at ``seat`` may leave out of the cost of a ``kind`` (card colour or
        ``"wonder"``): (count, the thing that gives it, its rule); None by default."""
        return None

    def chain(self, table: Any, seat: int, card: Any) -> tuple[str, str, str] | None:
        """What, besides the base game's chain symbols, makes ``card`` free for the city at ``seat``
        like a chain: (the name the verdict shows as ``free``, the reason's text, its rule), or None."""
        return None

    def flat_price(self, table: Any, seat: int, card: Any) -> tuple[int, str, str] | None:
        """A price in coins building ``card`` instead of its cost: (coins, the reason's text, its rule), or None."""
        return None

    def shows_chain(self, table: Any, seat: int, card: Any) -> str | None:
        """What the city at ``seat`` holds, beyond its cards, that carries the chain building ``card``
        free (its name in the current language), or None."""
        return None

    def coin_symbol(self, table: Any, seat: int, kind: str) -> tuple[str, str] | None:
        """Whether its ``discount`` on a ``kind`` may ignore the whole coin cost instead: (what gives
        it, its rule), or None."""
        return None

    def pawn(self, table: Any, seat: int, start: int, end: int) -> tuple[int, list[dict]]:
        """The Conflict pawn's end after what this expansion puts on the track: (end, reasons)."""
        return end, []

    def moved(self, table: Any, seat: int, moved: Moved) -> Moved:
        """What this expansion's components do when another's effect, played by ``seat``, moves
        pieces: ``moved`` with the cities, ``after`` and ``reasons`` it changes; unchanged by default."""
        return moved

    def conflict(self, doc: Mapping, table: Any, age: int, shields: Sequence[int],
                 held: Sequence[Any], hypothesis: Any = None) -> ConflictPower | None:
        """What it changes in the conflicts of ``age`` (``shields``: each seat's strength after the
        expansions folded before it; ``held``: each seat's tokens before them, as the document gives
        them, or None; ``hypothesis``: one of its ``conflict_hypotheses`` in the whole game's check,
        None in one Age's); None by default."""
        return None

    def structure_card(self, table: Any, name: Any) -> str | None:
        """``name`` shown, when it names a card of this expansion's in the structure; None by default."""
        return None

    def around(self, doc: Mapping, judge: Callable[[Mapping], dict]) -> dict:
        """Its part in the verdict ``judge`` gives on an action another expansion's referee judges
        itself (the hook may ask ``judge`` on a changed document); ``judge(doc)`` by default."""
        return judge(doc)

    def conflict_hypotheses(self, doc: Mapping, table: Any) -> Sequence[Any]:
        """The ways what its conflicts leave open may have gone in the whole game (each passed back to
        ``conflict``); one, None, by default."""
        return (None,)

    def conflict_answer(self, doc: Mapping, table: Any, hypothesis: Any, ages: Sequence[Mapping]) -> dict:
        """The fields (and ``"reasons"``) the whole game's answer gains for ``hypothesis``, the one kept."""
        return {}

    # -- the referee screen (data only) -------------------------------------------------
    # ``screen_module``: a module of the expansion's referee package whose functions ``screen``,
    # ``read_form`` and ``verdict_notes`` answer the hooks of the same names (each optional)
    screen_module: str = ""

    def _screen_hook(self, name: str) -> Callable | None:
        if not self.screen_module:
            return None
        return getattr(importlib.import_module(self.screen_module), name, None)

    def screen(self, doc: Mapping, form: Form) -> tuple[dict, ...]:
        found = self._screen_hook("screen")
        return found(doc, form) if found else ()

    def read_form(self, doc: Mapping, form: Form, action: dict) -> Mapping:
        found = self._screen_hook("read_form")
        return found(doc, form, action) if found else doc

    def replaces_action(self, form: Form) -> bool:
        """Do the posted fields of its section give the whole action (``read_form`` replaces the
        screen's own: Leaders' leader played instead of a card)?  Then the screen does not ask for its
        own action's fields (the card to build); False by default."""
        return False

    def verdict_notes(self, verdict: Mapping) -> tuple[dict, ...]:
        found = self._screen_hook("verdict_notes")
        return found(verdict) if found else ()


def posted(form: Form, name: str, default: str = "") -> str:
    """The first value posted for ``name`` (``default`` when none)."""
    values = form.get(name) or ()
    return values[0] if values else default


def wrap(referees: Sequence[RefereeExpansion], base: Judge) -> Judge:
    """``base`` wrapped by ``referees`` (given in the scoring composition order; the last outermost),
    those ``innermost`` first."""
    judge = base
    for r in sorted(referees, key=lambda r: not r.innermost):
        judge = (lambda r, inner: lambda doc, keys: r.judge(doc, keys, inner))(r, judge)
    return judge


# The referees of the expansions a document plays, while the registry judges it: the payment search
# of every referee (the base game's, Babel's) reads their effects on production and prices here.
ECONOMY: ContextVar[tuple[RefereeExpansion, ...]] = ContextVar("economy", default=())


def city_units(table: Any, seat: int, units: tuple[frozenset, ...]) -> tuple[frozenset, ...]:
    """A city's own production after every expansion played (``RefereeExpansion.units``)."""
    for e in ECONOMY.get():
        units = e.units(table, seat, units)
    return units


def city_chain(table: Any, seat: int, card: Any) -> tuple[str, str, str] | None:
    """The first expansion played that makes ``card`` free like a chain (``RefereeExpansion.chain``)."""
    for e in ECONOMY.get():
        found = e.chain(table, seat, card)
        if found is not None:
            return found
    return None


def city_shows_chain(table: Any, seat: int, card: Any) -> str | None:
    """What the city at ``seat`` holds beyond its cards that carries ``card``'s chain, by any
    expansion played (``RefereeExpansion.shows_chain``), or None."""
    return next((s for e in ECONOMY.get() if (s := e.shows_chain(table, seat, card)) is not None), None)


def city_coin_symbol(table: Any, seat: int, kind: str) -> tuple[str, str] | None:
    """The first expansion whose discount on ``kind`` may ignore the coin cost instead (``coin_symbol``)."""
    return next((c for e in ECONOMY.get() if (c := e.coin_symbol(table, seat, kind)) is not None), None)


def city_pawn(table: Any, seat: int, start: int, end: int) -> tuple[int, list[dict]]:
    """The Conflict pawn's move after every expansion played (``RefereeExpansion.pawn``)."""
    reasons: list[dict] = []
    for e in ECONOMY.get():
        end, more = e.pawn(table, seat, start, end)
        reasons += more
    return end, reasons


def city_moved(table: Any, seat: int, moved: Moved) -> Moved:
    """The position after moved pieces, with what every expansion played does (``RefereeExpansion.moved``)."""
    for e in ECONOMY.get():
        moved = e.moved(table, seat, moved)
    return moved


def conflict_keys() -> tuple[str, ...]:
    """The player fields of a military document the expansions played read themselves (``conflict_keys``)."""
    return tuple(k for e in ECONOMY.get() for k in e.conflict_keys)


def city_conflicts(doc: Mapping, table: Any, age: int, shields: Sequence[int], held: Sequence[Any],
                   hypotheses: Sequence[Any] | None = None) -> tuple[list[int], tuple[ConflictPower, ...]]:
    """Every expansion's changes to the conflicts of ``age`` (``RefereeExpansion.conflict``), in the
    composition order (the scoring ``order``, the innermost first), each seeing the strengths after the
    ones before it: (each seat's strength after them all, the changes); ``hypotheses``: one per
    expansion played (``ECONOMY``'s order), from its ``conflict_hypotheses``, None for every one by default."""
    eff, out = list(shields), []
    played = ECONOMY.get()
    for e, h in zip(played, hypotheses or (None,) * len(played)):
        p = e.conflict(doc, table, age, tuple(eff), held, h)
        if p is not None:
            for seat, more in p.shields.items():
                eff[seat] += more
            out.append(p)
    return eff, tuple(out)


def city_structure_card(table: Any, name: Any) -> str | None:
    """A card of the structure an expansion played names ``name`` (``RefereeExpansion.structure_card``)."""
    return next((s for e in ECONOMY.get() if (s := e.structure_card(table, name)) is not None), None)


def city_around(doc: Mapping, judge: Callable[[Mapping], dict]) -> dict:
    """The verdict ``judge`` gives on an action a referee judges itself, with every expansion played
    taking its part (``RefereeExpansion.around``)."""
    for e in ECONOMY.get():
        judge = (lambda e, inner: lambda d: e.around(d, inner))(e, judge)
    return judge(doc)


def city_cost(table: Any, seat: int, kind: str, cost: tuple[str, ...]) -> tuple[str, ...]:
    """What a build of ``kind`` costs a city in resources after every expansion played (``RefereeExpansion.cost``)."""
    for e in ECONOMY.get():
        cost = e.cost(table, seat, kind, cost)
    return cost


def city_flat_price(table: Any, seat: int, card: Any) -> tuple[int, str, str] | None:
    """The cheapest coin price an expansion played offers for ``card`` (``RefereeExpansion.flat_price``)."""
    found = [f for e in ECONOMY.get() if (f := e.flat_price(table, seat, card)) is not None]
    return min(found, key=lambda f: f[0]) if found else None


def city_prices(table: Any, seat: int, prices: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    """A city's trading prices after every expansion played (``RefereeExpansion.prices``)."""
    for e in ECONOMY.get():
        prices = e.prices(table, seat, prices)
    return prices


def city_ways(table: Any, seat: int, target: str, cost: tuple[str, ...], bank: int) -> tuple[Way, ...]:
    """Every way the city at ``seat`` may cover a build of ``target`` costing ``cost`` and ``bank``
    coins, after every expansion played (``RefereeExpansion.ways``); the printed cost first."""
    ways: tuple[Way, ...] = (Way(tuple(cost), bank),)
    for e in ECONOMY.get():
        ways = e.ways(table, seat, target, ways)
    return ways
def city_income(table: Any, seat: int, card: Any, built: Sequence[Any]) -> tuple[Income, ...]:
    """Every expansion's coins for a card built this turn (``RefereeExpansion.income``)."""
    return tuple(i for e in ECONOMY.get() for i in e.income(table, seat, card, built))


def stage_income(table: Any, seat: int, stage: int, built: Sequence[Any]) -> tuple[Income, ...]:
    """Every expansion's coins for a wonder stage built this turn (``RefereeExpansion.stage_income``)."""
    return tuple(i for e in ECONOMY.get() for i in e.stage_income(table, seat, stage, built))


def city_rebates(table: Any, seat: int) -> tuple[Rebate, ...]:
    """Every expansion's rebates on the first resource bought from a neighbour (``RefereeExpansion.rebates``)."""
    return tuple(r for e in ECONOMY.get() for r in e.rebates(table, seat))


def city_conversions(table: Any, seat: int) -> tuple[Conversion, ...]:
    """Every expansion's trades of own units (``RefereeExpansion.conversions``)."""
    return tuple(c for e in ECONOMY.get() for c in e.conversions(table, seat))


def city_price_reasons(table: Any, seat: int, resources: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """Why the expansions played changed these resources' prices (``RefereeExpansion.price_reasons``)."""
    return tuple(r for e in ECONOMY.get() for r in e.price_reasons(table, seat, resources))


def city_discount(table: Any, seat: int, kind: str) -> tuple[int, str, str] | None:
    """The first expansion's discount on a cost of ``kind`` (``RefereeExpansion.discount``), or None."""
    return next((d for e in ECONOMY.get() if (d := e.discount(table, seat, kind)) is not None), None)
