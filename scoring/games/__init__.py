"""The one registry of games, and the entry points the shell uses for any game.

Every game of the family is a record of ``scoring.core.boxes`` (its box: titles, aliases, players,
data file); a game's name, in any spelling, is read here and only here (``find_game``,
``suggest_game``, ``get``, ``resolve``).  Each available game names a module of this package
(``module="classic"`` → ``scoring.classic.game``) that exposes ``GAME``, an instance of
``scoring.core.game.Game``; this registry imports them, and they never import it.  Registered games
without a module (not built yet) answer "not supported yet" with the path ``game``.

    from scoring import games
    result = games.score(doc)            # any available game, chosen by doc["game"]
    verdict = referee.registry.referee(doc)   # the game's referee: the referee package (above scoring)
    games.get("7w").rows                 # score-pad rows, labels, colours
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

from scoring.core import padmode
from scoring.core import i18n
from scoring.core.boxes import BOX_FIELD, BOXES, OWN_FORMAT, GameInfo, box_problem, default_box, without_box
from scoring.classic.catalogue import catalogue
from scoring.core.errors import BadInput, Problem, Problems
from scoring.core.i18n import N_, _
from scoring.core.game import Game, Row
from scoring.core.names import NameIndex
from scoring.core.result import Result
from scoring.architects import game as architects
from scoring.classic import game as classic
from scoring.duel import game as duel
from scoring.second import game as second

DEFAULT = "7w"          # a document without "game" is a 1st-edition table (README)

GAMES: tuple[GameInfo, ...] = BOXES
_BUILT: dict[str, Game] = {m.GAME.id: m.GAME for m in (classic, second, duel, architects)}
_EXTRA: dict[str, Game] = {}        # games registered at run time (tests' stand-ins, out-of-tree games)


def _discover_expansions() -> None:
    """Every subpackage of ``scoring.expansions`` that declares ``EXPANSION`` is attached to its base
    game (the registry names no expansion; a new one needs only its own package and data file)."""
    import importlib
    import pkgutil

    import scoring.expansions as home
    for found in sorted(pkgutil.iter_modules(home.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{home.__name__}.{found.name}")
        expansion = getattr(module, "EXPANSION", None)
        if expansion is not None and expansion.base in _BUILT:
            _BUILT[expansion.base].attach(expansion)


_discover_expansions()

_INDEX = NameIndex()
for _g in GAMES:
    _INDEX.add(_g.id, _g.id, display=True)
    for _a in (_g.title, *_g.aliases, *(t for _lang, t in _g.titles)):
        _INDEX.add(_a, _g.id)


def find_game(spelling: str) -> GameInfo | None:
    """The record of a game of the family, by its id, title or any alias (``scoring.core.names``)."""
    key = _INDEX.get(spelling)
    return next((g for g in GAMES if g.id == key), None) if key else None


def suggest_game(spelling: str) -> str | None:
    return _INDEX.suggest(spelling, cutoff=0.5)


@lru_cache(maxsize=None)
def available_ids() -> tuple[str, ...]:
    return tuple(g.id for g in GAMES if g.available)


def register(game: Game) -> None:
    """Make a ``Game`` available without a record in ``scoring.core.boxes`` (a test double, a plugin).

    Its ``info.id`` and aliases are then found like a registered game's, after them."""
    _EXTRA[game.id] = game


def unregister(game_id: str) -> None:
    _EXTRA.pop(game_id, None)


def _find_extra(spelling: str) -> Game | None:
    key = spelling.strip().casefold()
    return next((g for g in _EXTRA.values()
                 if key in {g.id.casefold(), *(a.casefold() for a in g.info.aliases)}), None)


def get(spelling: str) -> Game | None:
    """The game module for an id or alias, or None (unknown, or registered but not built)."""
    info = find_game(spelling) if isinstance(spelling, str) else None
    if info is None and isinstance(spelling, str):
        return _find_extra(spelling)
    if info is None or not info.available:
        return None
    return _BUILT.get(info.id)


def available() -> tuple[Game, ...]:
    """Every game that can be scored, in registry order."""
    return tuple(get(g.id) for g in GAMES if g.available) + tuple(_EXTRA.values())


def rows_for(game_id: str | None) -> tuple[Row, ...]:
    """The score-pad rows of a game; an unknown id (an old saved game) gets the default game's."""
    game = get(game_id) if isinstance(game_id, str) else None
    return (game or get(DEFAULT)).rows


def rows_of(game_ids: Sequence[str]) -> tuple[Row, ...]:
    """Every row (expansions' included) of several games, each id once (first game's label and
    colour win), in registry order of the games and pad order within each."""
    wanted = {g.id for g in (get(i) for i in game_ids) if g is not None} or {DEFAULT}
    out: dict[str, Row] = {}
    for game in available():
        if game.id in wanted:
            for row in game.all_rows:
                out.setdefault(row.id, row)
    return tuple(out.values())


SHAPE = N_("the document must be a JSON object with \"game\" and \"players\"")


def resolve(doc: Any, shape: str = SHAPE) -> Game:
    """The game a document is for; ``BadInput`` (path ``game``) when unknown or not built yet.
    ``shape``: what the document must be (an English message of the engine's catalogue)."""
    if not isinstance(doc, Mapping):
        raise BadInput(_(shape))
    problems = Problems()
    raw = doc.get("game", DEFAULT)
    info = find_game(raw) if isinstance(raw, str) else None
    if info is None and isinstance(raw, str) and _find_extra(raw) is not None:
        return _find_extra(raw)
    if info is None:
        hint = suggest_game(raw) if isinstance(raw, str) else None
        problems.add("game", (_("unknown game {raw!r}; did you mean {hint!r}?") if hint else
                              _("unknown game {raw!r}")).format(raw=raw, hint=hint))
    elif not info.available:
        problems.add("game", _("{game} is not supported yet; supported: {games}").format(
            game=info.title, games=', '.join(available_ids())))
    if problems:
        if not isinstance(doc.get("players"), list):
            problems.add("players", _("\"players\" must be a list of players in clockwise seating order"))
        problems.raise_if_any()
    return get(info.id)


def box_of(doc: Any, interface: str | None = None) -> str:
    """The language of the box a document's table plays with: its ``"box"``, else the box already
    chosen for this context (the CLI's ``--box``), else the interface language where the game's
    edition exists in it, else English (``scoring.core.boxes.default_box``)."""
    asked = doc.get(BOX_FIELD) if isinstance(doc, Mapping) else None
    if asked in i18n.LANGUAGES:
        return asked
    if i18n.box_is_set():
        return i18n.box_language()
    raw = doc.get("game", DEFAULT) if isinstance(doc, Mapping) else DEFAULT
    info = find_game(raw) if isinstance(raw, str) else None
    return default_box(info, i18n.normalise(interface) if interface else i18n.language())


@contextmanager
def use_box_of(doc: Any) -> Iterator[str]:
    """Names of things shown in the box of this document's table while the block runs."""
    with i18n.use_box(box_of(doc)) as box:
        yield box


def parse(doc: Any, extra_keys: Sequence[str] = ()) -> tuple[Game, Any]:
    """(game, its parsed table) for any available game; ``BadInput`` lists every problem.

    A table entered by category (``"entry": "pad"``, quick pad mode) is read by
    ``scoring.core.padmode.PadGame``, which wraps the game.  ``"box"`` is read here (a bad one is
    a problem at ``box``); the game's parser never sees it."""
    game = resolve(doc)
    bad_box = box_problem(doc)
    doc = without_box(doc)
    if padmode.is_pad(doc):
        game = padmode.PadGame(game)
    elif isinstance(doc, Mapping) and "entry" in doc:
        if doc["entry"] != "cards":
            raise BadInput([p for p in (bad_box,) if p] + [
                Problem("entry", _("entry must be \"cards\" or \"pad\", got {entry!r}").format(entry=doc['entry']))])
        extra_keys = (*extra_keys, "entry")        # "cards", the default, said aloud
    try:
        table = game.parse(doc, extra_keys)
    except BadInput as exc:
        if bad_box is None:
            raise
        raise BadInput((bad_box, *exc.problems)) from None
    if bad_box is not None:
        raise BadInput(bad_box)
    return game, table


def score(doc: Any) -> Result:
    """Any available game's document → the shared result (names in the box of its table)."""
    with use_box_of(doc):
        game, table = parse(doc)
        return game.score_parsed(table)


def registry_json() -> list[dict]:
    """Every registered game: id, title, aliases, player counts, availability; rows when available."""
    out = []
    for info in GAMES:
        entry = {"id": info.id, "title": info.title, "available": info.available, "aliases": list(info.aliases),
                 "players": [info.min_players, info.max_players]}
        game = get(info.id)
        if game is not None:
            entry = game.to_json()
        out.append(entry)
    return out + [g.to_json() for g in _EXTRA.values()]


__all__ = ["DEFAULT", "GAMES", "OWN_FORMAT", "Game", "GameInfo", "Row", "available", "available_ids", "box_of",
           "box_problem", "catalogue", "use_box_of", "without_box",
           "find_game", "suggest_game", "get", "parse", "register", "registry_json", "unregister", "resolve", "rows_for", "rows_of",
           "score"]


def named(book: str, kind: str, name: str) -> Any:
    """The thing a rulebook citation names (``referee.core.citations``): asked of the game or
    expansion whose rulebook it is first, then of every available game; None when none has it."""
    order = sorted(available(), key=lambda g: g.id != book)
    for game in order:
        for who in ((game,) if game.id == book else ()) + tuple(e for e in game.expansions if e.id == book):
            found = who.named(kind, name)
            if found is not None:
                return found
    if kind != "card":
        return None
    for game in order:
        found = game.named(kind, name)
        if found is not None:
            return found
    return None
