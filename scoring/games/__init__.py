"""The registry of game modules, and the entry points the shell uses for any game.

Each available game in ``scoring.registry.GAMES`` names a module here
(``module="classic"`` → ``scoring.games.classic``) that exposes ``GAME``, an instance of
``scoring.game.Game``.  Registered games without a module (not built yet) answer
"not supported yet" with the path ``game``.

    from scoring import games
    result = games.score(doc)            # any available game, chosen by doc["game"]
    verdict = games.referee(doc)
    games.get("7w").rows                 # score-pad rows, labels, colours
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import import_module
from typing import Any

from .. import padmode
from ..errors import BadInput, Problem, Problems
from ..i18n import N_, _
from ..game import Game, Row
from ..registry import GAMES, available_ids, find_game, suggest_game
from ..result import Result

DEFAULT = "7w"          # a document without "game" is a 1st-edition table (README)

_LOADED: dict[str, Game] = {}
_EXTRA: dict[str, Game] = {}        # games registered at run time (tests' stand-ins, out-of-tree games)


def register(game: Game) -> None:
    """Make a ``Game`` available without an entry in ``scoring.registry`` (a test double, a plugin).

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
    if info.id not in _LOADED:
        module = import_module(f"{__name__}.{info.module}")
        _LOADED[info.id] = module.GAME
    return _LOADED[info.id]


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


def parse(doc: Any, extra_keys: Sequence[str] = ()) -> tuple[Game, Any]:
    """(game, its parsed table) for any available game; ``BadInput`` lists every problem.

    A table entered by category (``"entry": "pad"``, quick pad mode) is read by
    ``scoring.padmode.PadGame``, which wraps the game."""
    game = resolve(doc)
    if padmode.is_pad(doc):
        game = padmode.PadGame(game)
    elif isinstance(doc, Mapping) and "entry" in doc and doc["entry"] != "cards":
        raise BadInput([Problem("entry", _("entry must be \"cards\" or \"pad\", got {entry!r}").format(entry=doc['entry']))])
    return game, game.parse(doc, extra_keys)


def score(doc: Any) -> Result:
    """Any available game's document → the shared result."""
    game, table = parse(doc)
    return game.score_parsed(table)


def referee(doc: Any) -> dict:
    """Any available game's document with an action → the verdict."""
    game = resolve(doc, N_("the document must be a JSON object with \"game\", \"players\", \"age\" and \"action\""))
    return (padmode.PadGame(game) if padmode.is_pad(doc) else game).referee(doc)


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


__all__ = ["DEFAULT", "Game", "Row", "available", "get", "parse", "referee", "register", "registry_json", "unregister", "resolve", "rows_for", "rows_of",
           "score"]
