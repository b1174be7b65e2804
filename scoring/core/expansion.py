"""The expansion interface: what an expansion adds to its base game, declared in one object.

An expansion is a subpackage of ``scoring.expansions`` whose ``__init__`` exposes ``EXPANSION``, an
instance of an ``Expansion`` subclass, plus its data file in ``scoring/data``.  The registry
(``scoring.games``) finds every such subpackage and attaches each expansion to its base game
(``Game.expansions``); neither the base game nor the shell names an expansion.

What an expansion declares (every hook has a neutral default, so an expansion overrides only
what it changes):

``id``, ``base``, ``order``   its id, the id of the game it expands, its place when several are
                              played at one table (lower first: see *Composition*);
``title`` / ``part_titles``   its name (``N_``-marked English, translated when shown); an expansion
                              played in parts (Babel's tower, its Great Projects) names each part;
``spellings``                 the names a document may give in ``"expansions"`` → the parts they
                              bring (``{"babel": {"babel-tower", "babel-projects"}, …}``);
``rows``                      score-pad rows each part adds (``Row.order`` places them on the pad);
``free_city_without``         row ids the 2-player variant's Free City never fills;
``table_keys`` / ``player_keys``  the document fields it adds (``uses(doc)``: any of them present);
``table_options``             the open points of its rules a table chooses a reading of (``TableOption``,
                              ``scoring.core.options``: the document field, its values, the default —
                              the APP'S READING —, a label, a few words and a sentence per value in
                              en/ru/uk, the citation players can look up, whether it changes a score,
                              the parts it needs), read from its data file (``read_options``); none by
                              default.  Its ``parse`` validates each field against them (a value not
                              listed: a problem at the field); the setup screen offers them for the
                              expansions chosen and the score sheet names those that change a score
                              and differ from the default (``Game.table_options_for``);
``cards`` / ``colours``       cards it adds (entries in the base game's data format, read from its data
                              file) and its own card colours: a table that plays it names them in a
                              player's ``cards`` like any card (the base game's ``base_parser``);
``wonders``                   boards (1st edition) or Wonders (Duel) it adds, in the base game's data
                              format: a table that plays it names them like the base game's (``wonder``;
                              Duel: a player's ``wonders``).  The 1st edition's
                              ``scoring.classic.catalogue.base_board`` keeps what the base engine reads —
                              resource, stage costs, VP, coins, shields, science …; a side may produce
                              nothing when a printed power replaces it; effect keys the base game does
                              not know are the expansion's own, read by its hooks from its data file;
``progress``                  Duel: progress tokens it adds (named in a player's ``progress``);
``military_tokens``           Duel: military tokens that replace the base game's (entries in Duel's
                              data format; a token without coins takes none, its effect is the
                              expansion's referee's);
``layouts``                   Duel: the structures of the ages that replace the base game's, when the
                              expansion deals more cards (entries in Duel's data format, by age: Agora's
                              25 / 25 / 23); the table's catalogue then holds them, with the expansion's
                              id as its ``structure``, so Duel's referee checks a ``layout`` on them and
                              another expansion keys what lies on the structure by that id (Pantheon's
                              token positions), neither naming the other;
``victories``                 the kinds of immediate victory it adds → their names (``N_``-marked),
                              shown as the base game's own ("Victory: Political supremacy");
``max_players``               the most players a table playing it may seat, when it seats more than
                              the base game (Cities: 8); None keeps the base game's (the base game's
                              player-count check reads the widest of the expansions played);
``parse(doc, extra_keys, base)``  its part of the document: strip its fields, call ``base`` (the
                              game's parser, or the next expansion's ``parse``) on the rest, and
                              return the table with its own state (``BadInput`` with every problem);
                              A rule that changes the conflicts of the base game (seats absent from an
                              age's conflict: Cities' Diplomacy) is set around ``base`` while it
                              parses (``scoring.classic.military.ABSENT``), so every parser inside it
                              derives and checks the tokens with it;
``active(table)``             whether a parsed table plays it;
``allowance(doc, seat)``      how many more of the base game's per-seat limits the player at ``seat``
                              may hold because of what its own fields say it did (``{}`` by default):
                              a base game with such limits reads it before parsing (Duel: ``"wonders"``
                              beyond the 4 drafted, ``"progress"`` beyond the board's tokens); the
                              document is the raw one, so the hook reads it defensively;
``score_city(table, seat, score)``  a seat's ``PlayerScore`` after the base game's city score (and
                              the expansions before it): new rows, lines, changed choices (a hook
                              that chooses the science wildcards again honours a wildcard's
                              ``"symbols"``, ``scoring.core.science.candidates``; a hook that chooses
                              the wildcards or the copies calls ``scoring.core.science.choose``, which
                              counts every value below, so the order of the hooks changes no score);
``science_value(table, seat)``  what else the seat's final science symbols are worth beyond the science
                              row, as a function of them (``Counter`` → points), or None (the default):
                              Leaders' Aristotle (a bonus per set), Babel's science token (points per
                              set).  The hook that writes those points reads the same final symbols;
``science_copies(table, seat)``  the seat's cards that each copy a science symbol of another city's card
                              (``scoring.core.science.CopyPool``: Cities' masks), or None (the default);
``result_extra(table)``       what it adds to ``Result.extra``;
``supremacy(table)``          an immediate victory it declares on a parsed table: ``(winner seat, kind,
                              text)`` — ``kind`` one of its ``victories``, ``text`` the sentence saying
                              why —, or None (the default).  A base game with immediate victories
                              (Duel) asks it where it decides its own (after them: the first found
                              ends the game) and shows it the same way;
``sheet_facts(result)``       per-seat facts the score sheet prints under the rows when a table plays it
                              ((label, one text per seat), as ``Game.sheet_facts``: Cities' debt);
``entry_sections(parts)``     the per-player fields of its city-screen section, as data
                              (``EntryScreen.tokens`` entries: ``id``, ``field``, ``label``,
                              ``values`` and the optional keys README "Adding an expansion" lists —
                              among them ``boards`` (drawn only for a seat on one of those boards),
                              ``details`` (a value's one-line effect), ``search`` (the words the card
                              search finds it by) and ``glossary`` (a folded reference list); none by
                              default —, drawn and merged by the shell's ``wonders.web.city_sections``);
``pad_only``                  why a card-by-card table cannot play it yet (an ``N_``-marked sentence; ""
                              by default: it can): a card-mode document naming it is bad input at its
                              ``"expansions"`` entry with this sentence, and its rows are scored in quick
                              pad mode only (``"entry": "pad"``; ``scoring.core.padmode``);
``pad_items``                 score-pad rows that a pad-mode table playing it enters item by item
                              (``PadItems``: Armada's guilds, one number per guild, each worth at most
                              10 VP), by row id;
``pad_science``               the science calculator's inputs it adds in pad mode, by kind
                              (``scoring.core.padmode.SCIENCE_KINDS``: ``"most"``, one more of the symbol
                              the player holds most of) → its ``N_``-marked label;
``mirrors(doc)``              whether listing the table the other way round leaves its scores as they
                              are under this expansion's rules (default True; False for a table where
                              a printed effect tells left from right, such as Manneken Pis A copying its
                              left neighbour's stage 1): the mirroring invariant skips such a table;
``examples`` / ``bad_examples`` / ``referee_examples`` / ``randomize(doc, rng)``  (or ``examples_module``:
                              the module whose functions of those names answer them) for the
                              conformance suite: legal documents, malformed ones with the path to
                              blame, documents with an action, a random legal document extended;
                              ``randomize_pad(doc, rng)`` the same for a random quick-pad document
                              (by default: its name and a number in each of its rows).  The suite
                              runs a combination with a ``pad_only`` expansion through pad mode.

The referee side of an expansion lives in ``referee.expansions.<id>`` (``referee.core.expansion``):
scoring never imports the referee.

Composition: a table may play several expansions.  ``parse`` runs them as nested wrappers, the
lowest ``order`` outermost (it strips its fields first), the base game's parser innermost;
``score_city`` hooks run in ``order`` on each seat after the base city score; the base game ranks
once at the end.  ``order`` ties are broken by id, so the order is total and documented.
"""
from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scoring.core.errors import Problems
from scoring.core.i18n import _
from scoring.core.options import TableOption, applies
from scoring.core.science import declared

Parser = Callable[[Any, Sequence[str]], Any]


@dataclass(frozen=True)
class PadItems:
    """A score-pad row that a quick-pad table playing the expansion enters item by item: a list of
    each item's points (``"pad": {"guilds": [7, 12]}``), each item counted at most ``cap``.

    ``item``  one item's name, ``N_``-marked, with ``{n}`` its number ("guild {n}");
    ``cap``   the most one item scores (None: no cap);
    ``rule``  the rule that caps it, ``N_``-marked, shown beside a capped item;
    ``ask``   what to enter, ``N_``-marked: the message when a single number is given that the
              cap could have lowered (more than ``cap``), and the hint on the pad screen.
    ``rule`` and ``ask`` may name the cap as ``{cap}``.
    A single whole number up to ``cap`` is still accepted as the row's points (no cap can bite)."""
    item: str
    cap: int | None = None
    rule: str = ""
    ask: str = ""


class Expansion:
    """One expansion of one base game; see the module docstring."""

    id: str = ""
    base: str = ""
    order: int = 100
    title: str = ""
    part_titles: Mapping[str, str] = {}
    spellings: Mapping[str, frozenset[str]] = {}
    rows: Mapping[str, tuple] = {}
    free_city_without: tuple[str, ...] = ()
    table_keys: tuple[str, ...] = ()
    player_keys: tuple[str, ...] = ()
    table_options: tuple[TableOption, ...] = ()  # the readings a table chooses (scoring.core.options)
    cards: tuple[Mapping[str, Any], ...] = ()   # cards it adds, in the base game's data format
    wonders: tuple[Mapping[str, Any], ...] = ()  # boards it adds, in the base game's data format
    colours: tuple[str, ...] = ()                # card colours (kinds) of its own, beyond the base game's
    progress: tuple[Mapping[str, Any], ...] = ()         # Duel: progress tokens it adds, in Duel's data format
    military_tokens: tuple[Mapping[str, Any], ...] = ()  # Duel: military tokens replacing the base game's
    layouts: Mapping[str, Mapping[str, Any]] = {}        # Duel: the ages' structures replacing the base game's
    victories: Mapping[str, str] = {}            # immediate victories it adds: kind → N_-marked name
    pad_only: str = ""                           # why card-by-card scoring cannot play it yet ("": it can)
    pad_items: Mapping[str, PadItems] = {}       # rows a pad-mode table enters item by item, by row id
    pad_science: Mapping[str, str] = {}          # science calculator inputs it adds: kind → N_ label
    max_players: int | None = None               # more seats than the base game allows (None: the base's)

    # -- naming ----------------------------------------------------------------------
    @property
    def parts(self) -> tuple[str, ...]:
        """Every part this expansion can bring, in a stable order."""
        found = {p for ps in self.spellings.values() for p in ps} | set(self.rows)
        return tuple(sorted(found)) or (self.id,)

    def claims(self, spelling: Any) -> frozenset[str] | None:
        """The parts a name in ``"expansions"`` brings, or None when the name is not this expansion's."""
        if not isinstance(spelling, str):
            return None
        key = spelling.strip().casefold()
        for name, parts in self.spellings.items():
            if name.casefold() == key:
                return frozenset(parts)
        return frozenset({self.id}) if key == self.id.casefold() else None

    def title_of(self, part: str) -> str:
        """The name of a part (or of the whole) in the current language."""
        label = self.part_titles.get(part) or self.title or self.id
        return _(label)

    def titles(self, parts: Sequence[str]) -> list[str]:
        """The names a table's parts are shown by: the whole expansion when every part is played."""
        own = [p for p in parts if p in self.parts]
        if not own:
            return []
        if set(self.parts) <= set(own) or len(self.parts) == 1:
            return [_(self.title or self.id)]
        return [self.title_of(p) for p in own]

    def options_for(self, parts: frozenset[str]) -> tuple[TableOption, ...]:
        """Its table options that apply to a table playing these of its parts."""
        return tuple(o for o in self.table_options if applies(o, parts))

    # -- documents --------------------------------------------------------------------
    def uses(self, doc: Any) -> bool:
        """Does a document carry any of this expansion's fields?"""
        if not isinstance(doc, Mapping):
            return False
        if any(doc.get(k) not in (None, []) for k in self.table_keys):
            return True
        players = doc.get("players")
        return bool(self.player_keys) and isinstance(players, list) and any(
            isinstance(p, Mapping) and any(k in p for k in self.player_keys) for p in players)

    def parse(self, doc: Mapping, extra_keys: Sequence[str], base: Parser) -> Any:
        """Default: no fields of its own; the base parses everything."""
        return base(doc, extra_keys)

    def active(self, table: Any) -> bool:
        """Default: the expansion's state is in ``table.ext`` (what ``parse`` put there)."""
        return self.id in (getattr(table, "ext", None) or {})

    def parts_in(self, table: Any) -> frozenset[str]:
        """The parts a parsed table plays (``Result.extra["expansions"]``)."""
        return frozenset({self.id})

    def named(self, kind: str, name: str) -> Any:
        """The thing of this expansion a rulebook citation names (as ``Game.named``); None when none."""
        return None

    # -- scoring ------------------------------------------------------------------------
    def score_city(self, table: Any, seat: int, score: Any) -> Any:
        return score

    def science_value(self, table: Any, seat: int) -> Callable[[Any], int] | None:
        """What the seat's final science symbols (a ``Counter``) are worth beyond the science row; None by default."""
        return None

    def science_copies(self, table: Any, seat: int) -> Any:
        """The seat's cards copying another city's science symbol (a ``CopyPool``); None by default."""
        return None

    def result_extra(self, table: Any) -> dict:
        return {}

    def supremacy(self, table: Any) -> tuple[int, str, str] | None:
        """An immediate victory on this table: (winner seat, kind in ``victories``, why); None by default."""
        return None

    def sheet_facts(self, result: Any) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return ()

    # -- screens --------------------------------------------------------------------
    def entry_sections(self, parts: Sequence[str]) -> tuple[dict, ...]:
        return ()

    # -- for the conformance suite ----------------------------------------------------
    def mirrors(self, doc: Any) -> bool:
        """Does listing the table the other way round keep its scores under this expansion's rules?"""
        return True

    # ``examples_module``: a module of the expansion's package whose functions ``examples()``,
    # ``bad_examples()``, ``referee_examples()`` and ``randomize(doc, rng)`` answer the hooks below
    # (each optional; imported when first asked, so only the suites read what they build)
    examples_module: str = ""

    def _suite(self, name: str) -> Callable | None:
        if not self.examples_module:
            return None
        return getattr(importlib.import_module(self.examples_module), name, None)

    def examples(self) -> tuple[dict, ...]:
        found = self._suite("examples")
        return found() if found else ()

    def bad_examples(self) -> tuple:
        found = self._suite("bad_examples")
        return found() if found else ()

    def referee_examples(self) -> tuple[dict, ...]:
        found = self._suite("referee_examples")
        return found() if found else ()

    def randomize(self, doc: dict, rng: random.Random) -> dict:
        """A random legal document of the base game → the same table playing this expansion."""
        found = self._suite("randomize")
        if found:
            return found(doc, rng)
        doc.setdefault("expansions", []).append(self.id)
        return doc

    def allowance(self, doc: Mapping, seat: int) -> Mapping[str, int]:
        """How many more of the base game's per-seat limits (by name: Duel's ``"wonders"``,
        ``"progress"``) the player at ``seat`` of the raw document may hold; none by default."""
        return {}

    def randomize_pad(self, doc: dict, rng: random.Random) -> dict:
        """A random quick-pad document of the base game → the same table playing this expansion:
        its name in ``"expansions"``, a number in each of its rows and a list in each of its
        ``pad_items`` rows (the Free City: none in the rows it never fills)."""
        doc["expansions"] = list(doc.get("expansions") or []) + [self.id]
        rows = [r.id for part in self.parts for r in self.rows.get(part, ())]
        for p in doc["players"]:
            pad = p.setdefault("pad", {})
            for row in rows:
                if not (p.get("free_city") and row in self.free_city_without):
                    pad[row] = rng.randint(0, 20)
            for row, items in self.pad_items.items():
                top = (items.cap or 10) + 5
                pad[row] = [rng.randint(0, top) for _ in range(rng.randint(0, 3))]
        return doc


def score_seats(table: Any, playing: Sequence[Expansion], city_score: Callable[[Any, int], Any],
                rank: Callable[[list], tuple], result: Callable[..., Any]) -> Any:
    """The score of a table playing ``playing``: each seat's base city score passed through every
    expansion's ``score_city`` in order, ranked once by the base game's ``rank``; ``Result.extra``
    names the parts played (``"expansions"``) and holds what each expansion adds.  While a seat's
    hooks run, every expansion's ``science_value`` and ``science_copies`` for it are declared
    (``scoring.core.science.declared``), so each hook choosing science symbols counts them all."""
    scores = []
    for seat in range(len(table.cities)):
        score = city_score(table, seat)
        values = {e.id: v for e in playing if (v := e.science_value(table, seat)) is not None}
        pools = {e.id: p for e in playing if (p := e.science_copies(table, seat)) is not None}
        with declared(values, pools):      # every hook choosing science symbols counts them all
            for e in playing:
                score = e.score_city(table, seat, score)
        scores.append(score)
    ranked, winners, note = rank(scores)
    extra: dict[str, Any] = {"expansions": sorted(p for e in playing for p in e.parts_in(table))}
    for e in playing:
        extra.update(e.result_extra(table))
    return result(table.game.id, tuple(ranked), winners, note, extra=extra)


def ordered(expansions: Sequence[Expansion]) -> tuple[Expansion, ...]:
    """The documented composition order: ``order``, then id."""
    return tuple(sorted(expansions, key=lambda e: (e.order, e.id)))


def read_names(raw: Any, expansions: Sequence[Expansion], problems: Problems,
               path: str = "expansions") -> dict[str, frozenset[str]]:
    """``doc["expansions"]`` → {expansion id: parts named}; every unknown name is a problem at its path."""
    if raw is None:
        return {}
    if not isinstance(raw, list):
        problems.add(path, _("expansions must be a list of expansion names, e.g. [\"babel\"]"))
        return {}
    found: dict[str, frozenset[str]] = {}
    for k, name in enumerate(raw):
        hit = next(((e, parts) for e in expansions if (parts := e.claims(name)) is not None), None)
        if hit is None:
            known = ", ".join(n for e in expansions for n in (e.spellings or {e.id: ()})) or "—"
            problems.add(f"{path}[{k}]", _("unknown expansion {name!r}; known: {known}").format(name=name, known=known))
            continue
        e, parts = hit
        if e.pad_only:
            # its rows are scored in quick pad mode only (scoring.core.padmode reads no "expansions" here)
            problems.add(f"{path}[{k}]", _(e.pad_only))
        found[e.id] = found.get(e.id, frozenset()) | parts
    return found


def in_play(doc: Any, expansions: Sequence[Expansion]) -> tuple[Expansion, ...]:
    """The expansions a document plays: named in ``"expansions"`` or carrying their fields."""
    named = read_names(doc.get("expansions"), expansions, Problems()) if isinstance(doc, Mapping) else {}
    return ordered([e for e in expansions if e.id in named or e.uses(doc)])


def compose(expansions: Sequence[Expansion], base: Parser, names: Any) -> Parser:
    """The parser of a table playing ``expansions``: each wraps the next, ``base`` innermost.

    Each expansion's ``parse`` sees ``"expansions"`` holding only the names it claims (``names``:
    the document's list), so it reads its own parts and never another expansion's; the base parser
    sees no ``"expansions"`` at all."""
    def innermost(doc: Mapping, keys: Sequence[str]) -> Any:
        return base({k: v for k, v in doc.items() if k != "expansions"}, keys)

    def step(e: Expansion, inner: Parser) -> Parser:
        def parse(doc: Mapping, keys: Sequence[str]) -> Any:
            own = dict(doc)
            if isinstance(names, list):
                own["expansions"] = [n for n in names if e.claims(n) is not None]
            else:               # not a list: said once, at "expansions", by ``read_names``
                own.pop("expansions", None)
            return e.parse(own, keys, inner)
        return parse

    parser: Parser = innermost
    for e in reversed(ordered(expansions)):
        parser = step(e, parser)
    return parser
