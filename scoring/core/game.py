"""One interface for every game of the family (as python-chess has one ``Board`` API per
variant and OpenSpiel one ``Game`` per game).

A game is a module under ``scoring/games/`` that exposes ``GAME``, an instance of a
``Game`` subclass, and is named by ``module`` in its ``scoring.core.boxes.GameInfo``.
The shell (CLI, ``/api/*``, PDF, saved games, exports, stats) talks to games only
through this interface, so nothing outside a game's own modules knows about sides A/B,
seven score rows, conflict tokens or a card picker.

What a game declares:

``info``            its registry entry (id, titles, aliases, player counts);
``rows``            the score-pad rows (id, label, colour, light tint, icon, order), in pad order;
``expansion_rows``  rows an expansion adds (Babel's, by expansion id), placed by ``order``;
                    ``rows_in(result)`` gives the rows a scored table fills, in pad order;
``parse(doc)``      validate a document → the game's own parsed table (``BadInput`` with
                    every problem and its path);
``score_parsed``    parsed table → ``scoring.core.result.Result``;
``boards``          per seat, the board and side to show and store ("" when a game has none);
``sheet_facts``     per-seat facts printed under the score rows (Architects: pieces built);
``entry_screen(n, expansions)``  what its city-entry screen needs, as plain data (``EntryScreen``);
``screen`` / ``referee_screen``  which city screen and which referee screen the web app draws for it
                    (names of the shell's screens; a game without a referee screen is refereed
                    through the CLI and the API);
``summary(result)`` lines printed under the winner (None: the tie-break and ``result.extra``);
``catalogue_json``  its components for ``GET /api/catalogue/<game>``;
``examples``        legal example documents; ``bad_examples`` malformed ones with a path
                    each must be blamed on; ``referee_examples`` documents with an action
                    (judged by the game's referee: ``referee.registry``, which ``scoring`` never imports);
``random_document`` a random legal document (for the conformance suite);
``invariants``      properties its scoring keeps (``Invariant``), checked by the suite;
``rotate_seats`` / ``mirror_seats``  the same table seen from another first seat / the
                    other direction (a game whose document is not symmetric, e.g. Duel's
                    conflict pawn counted toward ``players[1]``, overrides them).

How the games to come fit (their documents are described in the README):

* 7w2 (2nd edition, built: ``scoring/second/game.py``): the 1st edition's document with
  ``"side": "day" | "night"``; it subclasses the 1st edition's module and reuses
  ``scoring.classic.document``, ``scoring.classic.score`` and ``referee`` on its own catalogue; ``entry_screen``
  offers ``sides=("day", "night")``; ``GameInfo`` without ``variant_two_players`` makes two
  players bad input that says so.
* Duel: two players, a table-level ``"conflict"`` pawn (an ``EntryScreen.table`` field, −9..9),
  its own rows in the Duel pad's order, ``Result.extra["victory"]``, a civilian tie-break inside
  its own ranking, ``rotate_seats``/``mirror_seats`` that negate the pawn, ``boards`` empty.
* Architects: cards counted by kind (``card_groups`` of ``kind: "counts"``), no coins
  (``PlayerScore.coins = None``), no sides (``sides=()``), ranks by pieces built on a tie.
* Babel (on the 1st edition): ``expansion_rows["babel-tower"]``/``["babel-projects"]`` add rows
  (placed by ``Row.order``), per-player fields go in ``PlayerScore.extra``, the entry screen gets
  the expansions; ``rows_in(result)`` prints only the rows a table used.
"""
from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.expansion import Expansion, PadItems, compose, in_play, ordered, read_names
from scoring.core.i18n import _
from scoring.core.options import TableOption
from scoring.core.boxes import GameInfo, without_box
from scoring.core.result import Result


@dataclass(frozen=True)
class Row:
    """One row of the score pad."""
    id: str
    label: str
    colour: str                 # the row's colour on the paper pad (#rrggbb)
    tint: str                   # a light tint of it for the cells
    icon: str = "dot"           # a name in templates/sheets/icons.html; unknown names draw a dot
    order: int = 0              # position on the pad (rows are kept sorted by it)

    @property
    def text(self) -> str:
        """The label as shown: ``label`` is the English key (marked with ``N_``), translated here
        into the engine's language (``scoring.core.i18n``) at the moment it is shown."""
        return _(self.label)

    def to_json(self) -> dict:
        return {"id": self.id, "label": self.label, "colour": self.colour, "tint": self.tint,
                "icon": self.icon, "order": self.order}


@dataclass(frozen=True)
class Board:
    """What a seat plays on, as shown beside its name and stored with a saved game."""
    wonder: str = ""
    side: str = ""

    @property
    def text(self) -> str:
        return " ".join(x for x in (self.wonder, self.side) if x)


@dataclass(frozen=True)
class EntryScreen:
    """What a city-entry screen needs, as plain data (no rule, no HTML).

    ``boards``      the boards a seat may take: [{"name", "title", "sides": {side: {"stages": n}}}]
                    (no sides → ``{"": {...}}``; Duel lists wonders under ``counters``/groups instead;
                    ``"added": true`` on a board of an expansion played: chosen, never dealt at random);
    ``sides``       the side names offered, in order (["A", "B"]; ["day", "night"]; [] when none);
    ``card_groups`` [{"id", "label", "kind": "names" | "counts", "cards": [{"name", ...}]}]:
                    "names" = tick cards by name (7w), "counts" = a number per kind (Architects);
    ``counters``    [{"id", "label", "min", "max"}]: whole numbers per player (coins, stages, …);
                    ``"max": None`` = no limit, ``"max": "board"`` = the chosen board side's stage count;
    ``tokens``      [{"id", "label", "values"}]: per-player lists of token values (conflict tokens);
    ``table``       fields of the whole table ([{"id", "label", "min", "max"}], e.g. Duel's pawn);
    ``options``     per-player switches ([{"id", "label"}], e.g. 7w's Free City).
    """
    game: str
    players: int
    expansions: tuple[str, ...] = ()
    boards: tuple[Mapping[str, Any], ...] = ()
    sides: tuple[str, ...] = ()
    card_groups: tuple[Mapping[str, Any], ...] = ()
    counters: tuple[Mapping[str, Any], ...] = ()
    tokens: tuple[Mapping[str, Any], ...] = ()
    table: tuple[Mapping[str, Any], ...] = ()
    options: tuple[Mapping[str, Any], ...] = ()

    def to_json(self) -> dict:
        return {"game": self.game, "players": self.players, "expansions": list(self.expansions), "boards": [dict(b) for b in self.boards],
                "sides": list(self.sides), "card_groups": [dict(g) for g in self.card_groups],
                "counters": [dict(c) for c in self.counters], "tokens": [dict(t) for t in self.tokens],
                "table": [dict(t) for t in self.table], "options": [dict(o) for o in self.options]}


STAGE_ORDERS: tuple[str, ...] = ("fixed", "free")


def tap_piece(pieces: Sequence[Mapping[str, Any]], built: Sequence[str], tapped: str,
              order: str = "free") -> tuple[str, ...]:
    """The pieces built after a tap on ``tapped`` (a board piece shown by an entry screen).

    ``pieces`` are ``{"id", "level"}`` in the printed building order (level 1 = bottom);
    ``built`` the ids built before the tap.  The answer lists ids in that order.

    * ``"free"`` (the default: pieces of one level in any order, as the rulebook has it): the
      tapped piece toggles; a piece that is built brings the pieces of the lower levels it stands
      on, a piece taken off takes the pieces of the higher levels standing on it (Architects,
      seed 002, Будівництво етапу: a stage is built only when every stage below it is built, and
      "Деякі Чудеса дають можливість обирати, у якій послідовності будувати певні етапи").
    * ``"fixed"`` (a table that builds in the printed order): a tap on the k-th piece leaves the
      first k built — or the first k-1 when exactly those k were built (a second tap on the
      top piece takes it back off).

    An unknown ``tapped`` (or ``order``) leaves ``built`` as it was (in printed order)."""
    ids = [str(p["id"]) for p in pieces]
    have = {b for b in built if b in ids}
    if tapped not in ids or order not in STAGE_ORDERS:
        return tuple(i for i in ids if i in have)
    k = ids.index(tapped)
    if order == "fixed":
        first = set(ids[:k + 1])
        return tuple(ids[:k] if have == first else ids[:k + 1])
    level = {str(p["id"]): p.get("level", 0) for p in pieces}
    if tapped in have:
        have = {i for i in have if i != tapped and level[i] <= level[tapped]}
    else:
        have |= {i for i in ids if i == tapped or level[i] < level[tapped]}
    return tuple(i for i in ids if i in have)


@dataclass(frozen=True)
class Invariant:
    """A property of a game's scoring: ``check(game, doc, rng)`` → None when it holds, else why not.

    ``doc`` is a legal document from the game's own ``random_document``.
    """
    name: str
    text: str
    check: Callable[["Game", dict, random.Random], str | None]


@dataclass(frozen=True)
class BadExample:
    """A malformed document and a path its ``BadInput`` must name."""
    doc: Any
    path: str
    why: str = ""


def with_player(doc: dict, seat: int, **over: Any) -> dict:
    """A copy of ``doc`` with ``over`` laid over one player (for a game's malformed examples)."""
    out = copy.deepcopy(doc)
    out["players"][seat].update(over)
    return out


class Game(ABC):
    """The interface of one game; see the module docstring."""

    info: GameInfo
    screen: str = "generic"     # which city screen the web app draws: "generic" (from entry_screen) or "classic"
    referee_screen: str = ""    # which referee screen the web app draws ("classic", "duel", "architects"); "": none
    # quick pad mode offers the science calculator (compasses, gears, tablets and wildcards →
    # the science row: scoring.core.padmode.science_calculator) for this game's science row
    pad_science_calculator: bool = False
    # the kinds of choice the scorer makes for a player (keys of ``PlayerScore.choices``, e.g. the
    # 1st edition's wildcards and Olympia's copied guild); a screen says when none was made
    scorer_choices: tuple[str, ...] = ()
    rows: tuple[Row, ...] = ()
    invariants: tuple[Invariant, ...] = ()
    expansions: tuple[Expansion, ...] = ()   # attached by the registry (scoring.games), in composition order

    def attach(self, expansion: Expansion) -> None:
        """Make ``expansion`` playable with this game (the registry does it for every expansion found)."""
        if all(e.id != expansion.id for e in self.expansions):
            self.expansions = ordered(self.expansions + (expansion,))

    def detach(self, expansion_id: str) -> None:
        self.expansions = tuple(e for e in self.expansions if e.id != expansion_id)

    def expansion(self, expansion_id: str) -> Expansion | None:
        return next((e for e in self.expansions if e.id == expansion_id), None)

    @property
    def expansion_rows(self) -> Mapping[str, tuple[Row, ...]]:
        """The rows each expansion part adds (a part without rows maps to ``()``), by part id."""
        return {p: tuple(e.rows.get(p, ())) for e in self.expansions for p in e.parts}

    # -- identity -------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self.info.id

    @property
    def title(self) -> str:
        """The title in the current language (scoring.core.i18n), as that language's box prints it."""
        from scoring.core.i18n import language
        return self.info.title_in(language())

    def expansion_title(self, expansion: str) -> str:
        """An expansion's (or a part's) name in the current language (the name itself when unknown)."""
        for e in self.expansions:
            parts = e.claims(expansion)
            if parts is not None:
                return e.titles(sorted(parts))[0] if len(parts) != 1 else e.title_of(next(iter(parts)))
            if expansion in e.parts:
                return e.title_of(expansion)
        return expansion

    def expansion_titles(self, expansions: Sequence[str]) -> list[str]:
        """The names of the expansions a table plays, each once (all parts of one expansion: its name)."""
        parts = set(self.expansion_parts(expansions))
        named = [t for e in self.expansions for t in e.titles(sorted(parts & set(e.parts)))]
        unknown = [x for x in expansions if isinstance(x, str) and not self.expansion_parts([x])]
        return list(dict.fromkeys(named + unknown))

    @property
    def categories(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.rows)

    @property
    def all_rows(self) -> tuple[Row, ...]:
        """The base rows and every expansion's, in pad order (each id once)."""
        seen: dict[str, Row] = {}
        for r in self.rows + tuple(r for rows in self.expansion_rows.values() for r in rows):
            seen.setdefault(r.id, r)
        return tuple(sorted(seen.values(), key=lambda r: r.order))

    @property
    def labels(self) -> dict[str, str]:
        return {r.id: r.text for r in self.all_rows}       # as shown, in the engine's language

    @property
    def colours(self) -> dict[str, str]:
        return {r.id: r.colour for r in self.all_rows}

    def row(self, row_id: str) -> Row | None:
        return next((r for r in self.all_rows if r.id == row_id), None)

    @property
    def free_city_without(self) -> tuple[str, ...]:
        """Rows an expansion adds that the 2-player variant's Free City never fills."""
        return tuple(r for e in self.expansions for r in e.free_city_without)

    def expansion_parts(self, expansions: Sequence[str]) -> tuple[str, ...]:
        """The parts (``expansion_rows`` keys) the named expansions bring, in pad order (each
        expansion reads its own spellings: ``"babel"`` brings both of Babel's parts); unknown names
        bring nothing."""
        found: set[str] = set()
        for name in expansions:
            for e in self.expansions:
                parts = e.claims(name)
                if parts is not None:
                    found |= parts
                elif isinstance(name, str) and name in e.parts:
                    found.add(name)
        return tuple(p for p in self.expansion_rows if p in found)

    def expansion_sections(self, expansions: Sequence[str]) -> tuple[tuple[dict, ...], tuple[str, ...]]:
        """(the city screen's sections the named expansions add, the names recognised in the order asked)."""
        used = tuple(n for n in expansions if any(e.claims(n) is not None for e in self.expansions))
        parts = set(self.expansion_parts(used))
        sections = tuple(s for e in self.expansions for s in e.entry_sections(
            [p for p in e.parts if p in parts]) if parts & set(e.parts))
        return sections, used

    def max_players_with(self, expansions: Sequence[str] = ()) -> int:
        """The most seats a table of this game with the named expansions has: the game's, or more
        when an expansion seats more (``Expansion.max_players``: Cities, 8)."""
        named = [e.max_players or 0 for e in self.expansions
                 if any(isinstance(n, str) and e.claims(n) is not None for n in expansions)]
        return max([self.info.max_players] + named)

    def table_options_for(self, expansions: Any) -> tuple[TableOption, ...]:
        """The table options of the expansions named (a document's ``"expansions"``), in composition
        order, each only when the parts named need it (``Expansion.table_options``)."""
        found = read_names(expansions if isinstance(expansions, list) else [], self.expansions, Problems())
        return tuple(o for e in ordered(self.expansions) if e.id in found for o in e.options_for(found[e.id]))

    def expansions_in(self, doc: Any) -> tuple[Expansion, ...]:
        """The expansions a document plays (named in ``"expansions"`` or carrying their fields)."""
        return in_play(doc, self.expansions) if self.expansions else ()

    def pad_rows(self, expansions: Sequence[str] = (), free_city: bool = False) -> tuple[Row, ...]:
        """The score-pad rows of a table with these expansions, in pad order: the base rows and
        each expansion's (quick pad mode and its screen), without the rows the Free City never fills."""
        seen: dict[str, Row] = {}
        for r in self.rows + tuple(r for part in self.expansion_parts(expansions)
                                   for r in self.expansion_rows.get(part, ())):
            if not (free_city and r.id in self.free_city_without):
                seen.setdefault(r.id, r)
        return tuple(sorted(seen.values(), key=lambda r: r.order))

    def pad_items(self, expansions: Sequence[str] = ()) -> dict[str, PadItems]:
        """The rows a quick-pad table with these expansions enters item by item, by row id
        (``Expansion.pad_items``: Armada's guilds, one number per guild)."""
        parts = set(self.expansion_parts(expansions))
        return {row: items for e in self.expansions if parts & set(e.parts) for row, items in e.pad_items.items()}

    def pad_science(self, expansions: Sequence[str] = ()) -> dict[str, str]:
        """The science calculator's inputs the named expansions add, by kind (``Expansion.pad_science``)."""
        parts = set(self.expansion_parts(expansions))
        return {kind: label for e in self.expansions if parts & set(e.parts) for kind, label in e.pad_science.items()}

    def rows_in(self, result: Result) -> tuple[Row, ...]:
        """The rows a scored table fills: the base rows plus the rows of the expansions it used,
        in pad order (a category no row declares gets a plain row after them)."""
        used = {c for p in result.players for c in p.categories}
        rows = [r for r in self.all_rows if r.id in used or r in self.rows]
        known = {r.id for r in rows}
        last = max((r.order for r in rows), default=0)
        for p in result.players:
            for c in p.categories:
                if c not in known:
                    known.add(c)
                    last += 1
                    rows.append(Row(c, c.replace("_", " ").capitalize(), "#8a7f6a", "#eee8dc", order=last))
        return tuple(sorted(rows, key=lambda r: r.order))

    def to_json(self) -> dict:
        """The registry entry with the score-pad rows (``GET /api/games``)."""
        return {"id": self.id, "title": self.title, "available": True, "aliases": list(self.info.aliases),
                "players": [self.info.min_players, self.info.max_players],
                "rows": [r.to_json() for r in self.rows],
                "expansion_rows": {k: [r.to_json() for r in rows] for k, rows in self.expansion_rows.items()}}

    # -- documents ------------------------------------------------------------------
    def parse(self, doc: Any, extra_keys: Sequence[str] = ()) -> Any:
        """Validate a document → the game's parsed table, with the expansions it plays composed
        around the base parser (``scoring.core.expansion``); ``BadInput`` lists every problem.
        ``"box"`` (the names shown, never a rule: ``scoring.games.box_of``) is not the parsers' to read."""
        doc = without_box(doc)
        if not self.expansions or not isinstance(doc, Mapping):
            return self.parse_base(doc, extra_keys)
        problems = Problems()
        read_names(doc.get("expansions"), self.expansions, problems)
        playing = self.expansions_in(doc)
        if playing:
            parser, base_doc = compose(playing, self.base_parser(playing, doc), doc.get("expansions")), doc
        else:       # the names were read above: the base game sees none
            parser, base_doc = self.parse_base, {k: v for k, v in doc.items() if k != "expansions"}
        try:
            table = parser(base_doc, extra_keys)
        except BadInput as exc:
            problems.raise_with(exc)
        problems.raise_if_any()
        return table

    def base_parser(self, playing: Sequence[Expansion], doc: Mapping | None = None) -> Callable[[Any, Sequence[str]], Any]:
        """The base game's parser for a table playing ``playing`` (a game whose expansions add cards
        parses with its catalogue and theirs; one with per-seat limits asks ``Expansion.allowance``
        of the whole document ``doc``); the plain ``parse_base`` by default."""
        return self.parse_base

    @abstractmethod
    def parse_base(self, doc: Any, extra_keys: Sequence[str] = ()) -> Any:
        """Validate a document of the base game (no expansion fields) → its parsed table."""

    def active_expansions(self, table: Any) -> tuple[Expansion, ...]:
        """The expansions a parsed table plays, in composition order."""
        return tuple(e for e in self.expansions if e.active(table))

    def city_hook(self, table: Any):
        """The expansions' ``score_city`` hooks of a parsed table, as one function for the game's own
        scorer (``hook(table, seat, score) -> score``); None when it plays none."""
        playing = self.active_expansions(table)
        if not playing:
            return None

        def hook(t: Any, seat: int, score: Any) -> Any:
            for e in playing:
                score = e.score_city(t, seat, score)
            return score
        return hook

    def supremacy_hook(self, table: Any):
        """The expansions' immediate victories of a parsed table (``Expansion.supremacy``), as one
        function for a game's own scorer (``hook(table) -> (seat, kind, why) | None``, the first
        expansion's in composition order); None when it plays none."""
        playing = self.active_expansions(table)
        if not playing:
            return None

        def hook(t: Any) -> tuple[int, str, str] | None:
            return next((won for e in playing if (won := e.supremacy(t)) is not None), None)
        return hook

    def victory_label(self, kind: str) -> str | None:
        """The name of an immediate victory an expansion adds (``Expansion.victories``), or None."""
        return next((e.victories[kind] for e in self.expansions if kind in e.victories), None)

    def expansions_extra(self, table: Any) -> dict:
        """What the expansions a parsed table plays add to ``Result.extra`` (and the parts played)."""
        playing = self.active_expansions(table)
        if not playing:
            return {}
        extra: dict[str, Any] = {"expansions": sorted(p for e in playing for p in e.parts_in(table))}
        for e in playing:
            extra.update(e.result_extra(table))
        return extra

    @abstractmethod
    def score_parsed(self, table: Any) -> Result:
        """A parsed table → the shared result."""

    def score(self, doc: Any) -> Result:
        return self.score_parsed(self.parse(doc))

    @abstractmethod
    def boards(self, table: Any) -> tuple[Board, ...]:
        """Per seat (in document order) the board and side to show and store."""

    def named(self, kind: str, name: str) -> Any:
        """The thing of this game a rulebook citation names (``kind``: "card", "progress-tokens",
        "wonder-effects" …; ``name``: its English name), to show by its printed name; None when none."""
        return None

    def name_catalogue(self) -> Any:
        """The catalogue whose finders (``card``, ``wonder``, ``token``, ``kind``: a spelling → the
        thing, with its printed names) the screens ask to show a name in the reader's language;
        None when the game has none."""
        return None

    def catalogue_for(self, doc: Any) -> Any:
        """The catalogue a document's cards are named from: the game's, with the cards of the
        expansions the document plays; None for a game without a card catalogue of that shape."""
        return None

    def colour_label(self, colour: str) -> str | None:
        """The name of a card colour an expansion adds (its title: Leaders' white cards), or None."""
        return next((e.title_of(e.id) for e in self.expansions if colour in e.colours), None)

    def board_catalogue(self) -> Any:
        """The catalogue that names this game's boards (``wonder(spelling)``, ``suggest_wonder``), for
        pad mode's board check; None when the game has none to check against."""
        return None

    def sheet_facts(self, result: Result) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """Per-seat facts a score sheet prints under the rows: (label, one text per seat), e.g.
        Architects' pieces built, which break a tie; by default those of the expansions the table
        played (``Expansion.sheet_facts``)."""
        parts = set(result.extra.get("expansions", ())) if isinstance(result.extra, Mapping) else set()
        return tuple(f for e in self.expansions if parts & set(e.parts) for f in e.sheet_facts(result))

    @abstractmethod
    def entry_screen(self, players: int, expansions: Sequence[str] = ()) -> EntryScreen:
        """What the city-entry screen needs for a table of ``players`` seats (with these expansions)."""

    def catalogue_json(self) -> dict:
        return {"game": self.id, "title": self.title}

    def summary(self, result: Result) -> tuple[str, ...] | None:
        """Lines printed under the winner on a score pad (CLI table, PDF sheet), e.g. Duel's
        "Victory: Military supremacy"; None = the shell's default (the tie-break and every
        game-specific field of ``result.extra``)."""
        return None

    # -- for tests --------------------------------------------------------------------
    @abstractmethod
    def examples(self) -> tuple[dict, ...]:
        """Legal documents (the README's, rulebook examples)."""

    def bad_examples(self) -> tuple[BadExample, ...]:
        return (BadExample([], "", "not an object"),
                BadExample({"game": self.id, "players": "everyone"}, "players", "players not a list"))

    def referee_examples(self) -> tuple[dict, ...]:
        """Legal documents for ``referee`` (a table with an action)."""
        return ()

    @abstractmethod
    def random_document(self, rng: random.Random, players: int | None = None) -> dict:
        """A random legal document (players: a seat count, or chosen at random)."""

    def rotate_seats(self, doc: dict, k: int) -> dict:
        """The same table listed from seat ``k`` on (clockwise order kept)."""
        out = copy.deepcopy(doc)
        out["players"] = out["players"][k:] + out["players"][:k]
        return out

    def mirror_seats(self, doc: dict) -> dict:
        """The same table listed the other way round (left and right swapped)."""
        out = copy.deepcopy(doc)
        out["players"] = list(reversed(out["players"]))
        return out


# -- invariants every symmetric game can declare -----------------------------------------

def _by_name(result: Result) -> dict[str, Any]:
    return {p.name: p for p in result.players}


def _same_scores(base: Result, other: Result) -> str | None:
    a, b = _by_name(base), _by_name(other)
    for name, p in a.items():
        if b[name].categories != p.categories or b[name].rank != p.rank:
            return f"{name}: {p.categories} rank {p.rank} became {b[name].categories} rank {b[name].rank}"
    if sorted(base.winners) != sorted(other.winners):
        return f"winners {base.winners} became {other.winners}"
    return None


def _rotation(game: Game, doc: dict, rng: random.Random) -> str | None:
    n = len(doc["players"])
    if n < 2:
        return None
    k = rng.randrange(1, n)
    return _same_scores(game.score(doc), game.score(game.rotate_seats(doc, k)))


def _mirror(game: Game, doc: dict, rng: random.Random) -> str | None:
    if not all(e.mirrors(doc) for e in game.expansions_in(doc)):
        return None             # a rule of the table tells left from right (Expansion.mirrors)
    return _same_scores(game.score(doc), game.score(game.mirror_seats(doc)))


def _winners_rank_first(game: Game, doc: dict, rng: random.Random) -> str | None:
    result = game.score(doc)
    firsts = sorted(p.name for p in result.players if p.rank == 1)
    if sorted(result.winners) != firsts:
        return f"winners {result.winners} are not the players of rank 1 {firsts}"
    ranked = [p for p in result.players if p.rank is not None]
    for p in ranked:
        better = sum(1 for q in ranked if q.total > p.total)
        if p.rank <= better:
            return f"{p.name} has rank {p.rank} with {better} players on more points"
    return None


SEAT_ROTATION = Invariant("seat rotation", "listing the table from another first seat changes no score", _rotation)
MIRRORING = Invariant("mirroring", "listing the table the other way round changes no score", _mirror)
RANKS = Invariant("ranks", "the winners are the players of rank 1; nobody ranks above a player with more points",
                  _winners_rank_first)


