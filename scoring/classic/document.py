"""The one JSON document for a table, shared by the CLI, the API and saved games.

    {"game": "7w", "players": [
       {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 2,
        "cards": ["Lumber Yard", "Barracks"], "coins": 7, "military": [1, 3, -1]}]}

Players are listed in clockwise seating order: ``players[i+1]`` sits to the LEFT of
``players[i]`` (wrapping) and ``players[i-1]`` to its right.  Optional per player:
``"shields": [s1, s2, s3]`` (shields at the end of each age; the app derives the
tokens), ``"free_city": true`` (the third board of the 2-player variant).

``parse_table`` checks everything and raises one ``BadInput`` listing every problem.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping   # not typing's aliases: isinstance on them is slow
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from scoring.classic.catalogue import Card, Catalogue, Wonder, WonderSide
from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, display, language, ngettext
from scoring.classic.military import neighbours, shields_problems, table_problem, token_problems, tokens_from_shields
from scoring.core.player_names import name_key
from scoring.core.boxes import BOXES, OWN_FORMAT, GameInfo
from scoring.classic.catalogue import catalogue

PLAYER_KEYS = ("name", "wonder", "side", "stages", "cards", "coins", "military", "shields", "free_city")
_PLAYER_KEY_SET = frozenset(PLAYER_KEYS)
TABLE_KEYS = ("game", "players", "expansions")
# editions sharing this document whose cards a table may name by mistake (game id → the others)
EDITIONS: dict[str, tuple[str, ...]] = {"7w": ("7w2",), "7w2": ("7w",)}


@dataclass(frozen=True)
class City:
    seat: int
    name: str
    wonder: Wonder
    side: WonderSide
    stages: int
    cards: tuple[Card, ...]
    coins: int
    military: tuple[int, ...]
    shields_by_age: tuple[int, ...] | None = None
    free_city: bool = False

    @property
    def built_stages(self):
        return self.side.stages[: self.stages]

    @cached_property
    def colours(self) -> dict[str, int]:
        """Cards per colour, counted once (guilds and commercial cards ask for them often)."""
        out: dict[str, int] = {}
        for c in self.cards:
            out[c.colour] = out.get(c.colour, 0) + 1
        return out

    def count(self, colour: str) -> int:
        return self.colours.get(colour, 0)

    def has(self, name: str) -> bool:
        return any(c.name == name for c in self.cards)

    @cached_property
    def defeats(self) -> int:
        return sum(1 for t in self.military if t < 0)

    @property
    def shields(self) -> int:
        """Shields shown on red cards and built stages (seed 000, Конец эпохи)."""
        return (sum(c.effect.shields for c in self.cards)
                + sum(s.effect.shields for s in self.built_stages))


@dataclass(frozen=True)
class Table:
    game: GameInfo
    catalogue: Catalogue
    cities: tuple[City, ...]
    # what the expansions a table plays add, by expansion id (``scoring.core.expansion``)
    ext: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def size(self) -> int:
        return len(self.cities)

    def left(self, seat: int) -> City:
        return self.cities[neighbours(seat, self.size)[0]]

    def right(self, seat: int) -> City:
        return self.cities[neighbours(seat, self.size)[1]]

    def neighbour(self, seat: int, side: str) -> City:
        return self.left(seat) if side == "left" else self.right(seat)

    def city(self, name: str) -> City | None:
        return next((c for c in self.cities if c.name == name), None)


def loads(text: str | bytes) -> Any:
    """JSON text → Python, turning a syntax error into ``BadInput`` (bounds: ``scoring.core.safejson``)."""
    from scoring.core.safejson import loads as safe_loads
    return safe_loads(text)


_TOKEN_VALUES = frozenset((-1, 1, 3, 5))




def parse_game(doc: Mapping, problems: Problems) -> GameInfo | None:
    """The game of a document this parser reads (the 1st or the 2nd edition), by one of the names
    its box record gives; a misspelt name is for the registry (``scoring.games``) to suggest."""
    raw = doc.get("game", "7w")
    game = next((g for g in BOXES if g.named(raw)), None)
    if game is None:
        problems.add("game", _("unknown game {raw!r}").format(raw=raw))
        return None
    if not game.available:
        problems.add("game", _("{game} is not supported yet; supported: {games}").format(
            game=game.title_in(language()), games=", ".join(g.id for g in BOXES if g.available)))
        return None
    if game.id in OWN_FORMAT:
        problems.add("game", _("{game} tables have their own document (README, \"{game}\"); "
                               "this is the 1st edition's parser: score it with scoring.games.score").format(
                                   game=game.title_in(language())))
        return None
    return game


def parse_table(doc: Any, extra_keys: Iterable[str] = (), cat: Catalogue | None = None) -> Table:
    """Validate a table document and build a ``Table``; raise ``BadInput`` with every problem.
    ``cat``: the game's catalogue with the cards of the expansions played (``Game.base_parser``)."""
    problems = Problems()
    if not isinstance(doc, Mapping):
        raise BadInput(_("the document must be a JSON object with \"game\" and \"players\""))
    problems.unknown_keys(doc, TABLE_KEYS + tuple(extra_keys), "")
    game = parse_game(doc, problems)
    if doc.get("expansions") not in (None, []):
        problems.add("expansions", _("no expansion is supported yet"))
    players = doc.get("players")
    if not isinstance(players, list):
        problems.add("players", _("\"players\" must be a list of players in clockwise seating order"))
        problems.raise_if_any()
    if game is None:
        problems.raise_if_any()
    cat = cat if cat is not None and cat.game == catalogue(game.id).game else catalogue(game.id)
    n = len(players)
    free_cities = [i for i, p in enumerate(players)
                   if (type(p) is dict or isinstance(p, Mapping)) and p.get("free_city") is True]
    if free_cities and not game.variant_two_players:
        problems.add(f"players[{free_cities[0]}].free_city",
                     _("{game} has no 2-player variant, so no Free City").format(game=game.title_in(language())) + _for_two())
    elif free_cities:
        # 2-player variant (seed 000, "Вариант для двух опытных игроков"): two players and the Free City
        if n != 3 or len(free_cities) != 1:
            problems.add("players", _("the 2-player variant has exactly 3 cities: 2 players and 1 Free City"))
    elif not cat.min_players <= n <= cat.max_players:
        args = dict(n=n, game=game.title_in(language()), low=cat.min_players, high=cat.max_players)
        if n == 2 and game.variant_two_players:
            text = _("{n} players: {game} is for {low} to {high} players "
                     "(2 players: add the Free City with \"free_city\": true)").format(**args)
        elif n == 2:
            text = _("{n} players: {game} is for {low} to {high} players; "
                     "{game} has no 2-player variant").format(**args) + _for_two()
        else:
            text = ngettext("{n} player: {game} is for {low} to {high} players",
                            "{n} players: {game} is for {low} to {high} players", n).format(**args)
        problems.add("players", text)
    cities: list[City | None] = []
    holders: list[tuple[int, dict[str, int]]] = []      # per city: (its seat, card name → its index in cards)
    for i, p in enumerate(players):
        cities.append(_parse_city(cat, i, p, n, problems, holders))
    _check_table(cat, holders, [c for c in cities if c is not None], n, problems)
    problems.raise_if_any()
    cities = _with_derived_tokens(list(cities), players, problems)
    problems.raise_if_any()
    return Table(game, cat, tuple(cities))


def _for_two() -> str:
    """Where a table of two is pointed: the game of the family made for two (seed 001 has no
    2-player variant; the 2nd edition's players are sent to 7 Wonders Duel, FACTS 'Rules that differ')."""
    two = next((g for g in BOXES if g.max_players == 2), None)
    return _(" ({game} is the game for two)").format(game=two.title_in(language())) if two else ""


def _other_edition(cat: Catalogue, name: str) -> str | None:
    """The other edition's title when ``name`` is one of its cards and not one of ``cat``'s
    (Pawnshop in a 2nd-edition game; Well in a 1st-edition one: scoring/data/7w2.json notes)."""
    for other in EDITIONS.get(cat.game, ()):
        info = next((g for g in BOXES if g.id == other), None)
        if info is None or info.data is None:
            continue
        card = catalogue(info.id).card(name)
        if card is not None:
            this = next(g for g in BOXES if g.id == cat.game)
            return _("{card} is a card of {other}, not of {game}; did you mean \"game\": \"{id}\"?").format(
                card=display(card), other=info.title_in(language()), game=this.title_in(language()), id=info.id)
    return None


def _parse_city(cat: Catalogue, i: int, p: Any, n: int, problems: Problems,  # noqa: C901, LEN001 — one city's fields, each checked with its own problem path
                holders: list[tuple[int, dict[str, int]]] | None = None) -> City | None:
    path = f"players[{i}]"
    if type(p) is not dict and not isinstance(p, Mapping):
        problems.add(path, _("each player must be an object with name, wonder, side, stages, cards, coins"))
        return None
    if not _PLAYER_KEY_SET.issuperset(p):          # the usual document names no other field
        problems.unknown_keys(p, PLAYER_KEYS, path)
    name = p.get("name")
    if not isinstance(name, str) or not name.strip():
        problems.add(f"{path}.name", _("a name is required"))
        name = f"player {i + 1}"
    name = name.strip()
    wonder = None
    raw_w = p.get("wonder")
    if not isinstance(raw_w, str) or not raw_w.strip():
        problems.add(f"{path}.wonder", _("a wonder is required (e.g. \"Rhodos\")"))
    else:
        wonder = cat.wonder(raw_w)
        if wonder is None:
            hint = cat.suggest_wonder(raw_w)
            known = ", ".join(display(w) for w in cat.wonders)
            problems.add(f"{path}.wonder", _("unknown wonder {raw!r}; did you mean {hint!r}?").format(
                raw=raw_w, hint=hint) if hint else _("unknown wonder {raw!r}; the wonders are {known}").format(
                raw=raw_w, known=known))
    side = None
    raw_side = p.get("side")
    side_key = None
    if wonder is not None and type(raw_side) is str and raw_side in wonder.sides:
        side_key = raw_side                                 # as printed on the board ("A", "day")
    elif wonder is not None and isinstance(raw_side, str):   # the board's own side names, any case ("a", "Day"),
        folded = raw_side.strip().casefold()
        side_key = next((k for k in wonder.sides if k.casefold() == folded), None)
        if side_key is None:
            side_key = cat.side(raw_side)                   # or as printed in ru/uk ("ночь", "ніч")
    if wonder is not None:
        if side_key not in wonder.sides:
            problems.add(f"{path}.side", _("side must be {sides}, got {raw!r}").format(
                sides=_(" or ").join(repr(s) for s in wonder.sides), raw=raw_side))
        else:
            side = wonder.sides[side_key]
    stages = p.get("stages", 0)
    if type(stages) is not int:                  # not a bool, not 2.0 (safejson bounds the size)
        problems.add(f"{path}.stages", _("stages must be a whole number, got {raw!r}").format(raw=stages))
        stages = 0
    elif side is not None and not 0 <= stages <= len(side.stages):
        problems.add(f"{path}.stages", ngettext(
            "{wonder} side {side} has {n} stages; {stages} is outside 0..{n}",
            "{wonder} side {side} has {n} stages; {stages} is outside 0..{n}", len(side.stages)).format(
                wonder=display(wonder), side=display(side), n=len(side.stages), stages=stages))
    elif stages < 0:
        problems.add(f"{path}.stages", _("stages cannot be negative, got {stages}").format(stages=stages))
    coins = p.get("coins", 0)
    if type(coins) is not int or coins < 0:
        problems.add(f"{path}.coins", _("coins must be a whole number 0 or more, got {raw!r}").format(raw=coins))
        coins = 0
    cards = _parse_cards(cat, path, p.get("cards", []), n, problems, i, holders)
    military = p.get("military", [])
    if not isinstance(military, list):
        problems.add(f"{path}.military", _("military must be a list of conflict token values, e.g. [1, 3, -1]"))
        military = []
    else:
        tokens_ok = True
        for k, t in enumerate(military):
            if type(t) is not int or t not in _TOKEN_VALUES:     # a whole number (not a bool, not 3.0)
                tokens_ok = False
                problems.add(f"{path}.military[{k}]", _("{raw!r} is not a conflict token (tokens are -1, 1, 3, 5)").format(raw=t))
        if tokens_ok:
            for msg in token_problems(military):
                problems.add(f"{path}.military", msg)
    shields = p.get("shields")
    if shields is not None:
        three_ages, wrong = shields_problems(shields, 0)
        if three_ages is None:               # not a list of shield counts; the rest is checked below
            problems.add(f"{path}.shields", wrong[0])
            shields = None
    free_city = p.get("free_city", False)
    if not isinstance(free_city, bool):
        problems.add(f"{path}.free_city", _("free_city must be true or false"))
    if wonder is None or side is None:
        return None
    city = _new_city(i, name, wonder, side, stages, tuple(cards), coins, tuple(military),
                     tuple(shields) if shields is not None else None, bool(free_city))
    if shields is not None:
        _unused, wrong = shields_problems(shields, city.shields)
        for msg in wrong:
            problems.add(f"{path}.shields", msg)
    return city


def _new_city(seat: int, name: str, wonder: Wonder, side: WonderSide, stages: int, cards: tuple[Card, ...],
              coins: int, military: tuple[int, ...], shields_by_age: tuple[int, ...] | None,
              free_city: bool) -> City:
    """``City(...)`` with its fields set at once (a frozen dataclass sets each through
    ``object.__setattr__``) and its colour counts made now, as ``City.colours`` would make them
    (the scorer asks for them at once): for speed."""
    city = object.__new__(City)
    colours: dict[str, int] = {}
    for c in cards:
        colours[c.colour] = colours.get(c.colour, 0) + 1
    city.__dict__.update(seat=seat, name=name, wonder=wonder, side=side, stages=stages, cards=cards, coins=coins,
                         military=military, shields_by_age=shields_by_age, free_city=free_city, colours=colours)
    return city


def _parse_cards(cat: Catalogue, path: str, raw: Any, n: int, problems: Problems, seat: int = 0,
                 holders: list[tuple[int, dict[str, int]]] | None = None) -> list[Card]:
    """The cards of one city; ``holders`` gets (seat, {card name: its index}) of the cards it
    names (for the copies check across the table)."""
    if not isinstance(raw, list):
        problems.add(f"{path}.cards", _("cards must be a list of card names"))
        return []
    cards: list[Card] = []
    seen: dict[str, int] = {}
    size = max(n, cat.min_players)
    card_of, copies = cat.card, cat.copies
    present = cat.present(size)
    for k, name in enumerate(raw):
        card = present.get(name) if type(name) is str else None     # a spelling seen before, in play
        in_play = card is not None
        if not in_play:
            card = card_of(name) if isinstance(name, str) else None
            in_play = card is not None and copies(card.name, size) > 0
            if in_play:
                cat.remember_present(name, card, size)
        if in_play and card.name not in seen:
            seen[card.name] = k                     # the common case: a card of this game, once
            cards.append(card)
            continue
        where = f"{path}.cards[{k}]"                # the path only for a problem (for speed)
        if card is None:
            hint = cat.suggest_card(name) if isinstance(name, str) else None
            elsewhere = _other_edition(cat, name) if isinstance(name, str) else None
            if elsewhere:                 # the other box's card: the useful hint is the game, not a look-alike
                problems.add(where, elsewhere)
            else:
                problems.add(where, _("unknown card {raw!r}; did you mean {hint!r}?").format(raw=name, hint=hint)
                             if hint else _("unknown card {raw!r}").format(raw=name))
            continue
        if card.name in seen:
            # seed 000, 2.a "Постройка здания": never two identical structures
            problems.add(where, _("{card} is already in this city (cards[{index}]): "
                                  "no city may hold two identical structures").format(
                                      card=display(card), index=seen[card.name]))
            continue
        seen[card.name] = k
        if copies(card.name, size) == 0:
            marks = ", ".join(f"{p}+" for p in sorted({p for c in cat.card_entries(card.name) for p in c.players}))
            problems.add(where, ngettext("{card} is not in the game with {n} players (its copies are marked {marks})",
                                         "{card} is not in the game with {n} players (its copies are marked {marks})",
                                         n).format(card=display(card), n=n, marks=marks))
    if holders is not None:
        holders.append((seat, seen))
    return cards


def _check_table(cat: Catalogue, holders: list[tuple[int, dict[str, int]]], cities: list[City], n: int,
                 problems: Problems) -> None:
    named: dict[str, City] = {}
    refused = {p.path for p in problems.items}
    for c in cities:
        if f"players[{c.seat}].name" in refused:
            continue            # no name given: its stand-in ("player 1") is no player's name to clash with
        first = named.setdefault(name_key(c.name), c)          # look-alike names are one name
        if first is not c:        # the name the earlier player is shown under, which this one looks like
            problems.add(f"players[{c.seat}].name", _("players[{first}] is already called {name!r}: names must differ").format(
                first=first.seat, name=first.name))
    wonders: dict[str, int] = {}
    for c in cities:
        if c.wonder.name in wonders:
            problems.add(f"players[{c.seat}].wonder",
                         _("{wonder} is already played by players[{first}]: each board is unique").format(
                             wonder=display(c.wonder), first=wonders[c.wonder.name]))
        else:
            wonders[c.wonder.name] = c.seat
    # copies across the table (seed 000, Колоды эпох: only the cards for this player count are
    # used; each guild exists once)
    size = max(n, cat.min_players)
    copies = cat.copies
    held = Counter()
    for _seat, seen in holders:
        held.update(iter(seen))            # the names (counted in C: a mapping would be walked in Python)
    for name, cities_holding in held.items():
        if cities_holding == 1:
            continue                       # one city holds it: every card in play exists at least once
        available = copies(name, size)
        if not 0 < available < cities_holding:
            continue
        where = [(seat, seen[name]) for seat, seen in holders if name in seen]
        i, k = where[available]
        problems.add(f"players[{i}].cards[{k}]",
                     ngettext("{held} cities hold {card} but only {available} copy exists with {n} players",
                              "{held} cities hold {card} but only {available} copies exist with {n} players",
                              available).format(held=len(where), card=display(cat.card(name)),
                                                available=available, n=n))
    if sum(c.count("purple") for c in cities) > size + 2:
        entries = cat.card_entries
        guilds = sorted((seat, k) for seat, seen in holders for name, k in seen.items() if entries(name)[0].is_guild)
        i, k = guilds[size + 2]
        problems.add(f"players[{i}].cards[{k}]", _("{guilds} guilds on the table but only {allowed} "
                                                   "are shuffled into age III with {n} players (players + 2)").format(
                                                       guilds=len(guilds), allowed=size + 2, n=size))


def _with_derived_tokens(cities: list[City], players: list, problems: Problems) -> list[City]:
    with_shields = [c for c in cities if c.shields_by_age is not None]
    if with_shields:
        if len(with_shields) != len(cities):
            missing = next(c for c in cities if c.shields_by_age is None)
            problems.add(f"players[{missing.seat}].shields",
                         _("give shields for every player (or for none) so that tokens can be derived"))
            return cities
        per_age = [shields_problems(list(c.shields_by_age), c.shields)[0] for c in cities]
        derived = tokens_from_shields(per_age)
        out = []
        for c, toks in zip(cities, derived):
            given = players[c.seat].get("military")
            if given is not None and sorted(given) != sorted(toks):
                problems.add(f"players[{c.seat}].military",
                             _("tokens {given} do not match the shields, which give {derived}").format(
                                 given=sorted(given), derived=sorted(toks)))
            out.append(City(c.seat, c.name, c.wonder, c.side, c.stages, c.cards, c.coins, tuple(toks),
                            c.shields_by_age, c.free_city))
        return out
    # cross-check only when every city's tokens are known ("military" given for everyone)
    if all("military" in p for p in players) and any(p.get("military") for p in players):
        why = table_problem([c.military for c in cities])
        if why:
            problems.add("players", _("impossible conflict tokens: {why}").format(why=why))
    return cities
