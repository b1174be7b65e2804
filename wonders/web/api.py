"""JSON API: the same documents as the CLI (README, "JSON API"), for any registered game.

Texts for people (the engine's details, reasons and errors, this module's messages) follow
``?lang=`` or ``Accept-Language`` (``wonders.i18n``: never the pages' cookie); keys stay English.

Every answer comes from the game's module (``scoring.games``): this blueprint knows no rule.
"""
from __future__ import annotations

import json
from json.encoder import encode_basestring, encode_basestring_ascii

from flask import Blueprint, current_app, jsonify, request
from flask.json.provider import DefaultJSONProvider
from flask_babel import gettext
from werkzeug.exceptions import HTTPException

from scoring import games
from scoring.document import loads
from scoring.engine import kept
from scoring.errors import BadInput, Problem
from scoring.result import Line, PlayerScore, Result

bp = Blueprint("api", __name__, url_prefix="/api")


def _document() -> object:
    """The request body as JSON, whatever Content-Type the client sent."""
    return loads(request.get_data(cache=True) or b"")


@bp.errorhandler(BadInput)
def bad_input(exc: BadInput):
    return jsonify(exc.to_json()), 422


@bp.errorhandler(HTTPException)
def http_error(exc: HTTPException):
    return jsonify({"errors": [{"path": "", "message": exc.description or exc.name}]}), exc.code


@bp.errorhandler(Exception)
def server_error(exc: Exception):  # pragma: no cover - a bug, but still an answer in JSON
    from flask import current_app
    current_app.logger.exception("API error")
    return jsonify({"errors": [{"path": "", "message": gettext("internal error; the input was not changed")}]}), 500


@bp.post("/score")
def api_score():
    return _result_response(games.score(_document()))


def _result_response(result: Result):
    """``jsonify(result.to_json())``, byte for byte, with each explained line encoded once per
    process (issue 13, speed: most lines — a blue card, a stage, the coins — recur in every
    game).  Any other JSON set-up (sorted keys, indented output, another provider) or a
    player whose fields are not the shared shape takes ``jsonify`` itself."""
    provider = current_app.json
    if (type(provider) is not DefaultJSONProvider or provider.sort_keys or provider.compact is False
            or (provider.compact is None and current_app.debug)):
        return jsonify(result.to_json())
    encoder = json.JSONEncoder(ensure_ascii=provider.ensure_ascii, separators=(",", ":"), default=provider.default)
    text = result_json_text(result, encoder.encode, provider.ensure_ascii)
    if text is None:
        return jsonify(result.to_json())
    return current_app.response_class(f"{text}\n", mimetype=provider.mimetype)


def result_json_text(result: Result, dumps, ascii_only: bool) -> str | None:
    """The text ``dumps(result.to_json())`` gives (keys in insertion order, compact separators;
    ``ascii_only``: the ``ensure_ascii`` of ``dumps``), or None when the result or a player is
    not the shared shape or a player's extra fields would replace a shared field."""
    if type(result) is not Result:
        return None
    players = []
    for p in result.players:
        if type(p) is not PlayerScore:
            return None
        head = p.to_json_head()
        if p.extra and any(k in head or k in ("details", "choices", "free_city") for k in p.extra):
            return None
        head_text = dumps(head)
        tail = (f'"choices":{dumps(p.choices) if p.choices else "{}"}'
                + (',"free_city":true' if p.free_city else "") + (f",{dumps(dict(p.extra))[1:-1]}" if p.extra else ""))
        details = ",".join(_line_text(d, dumps, ascii_only) for d in p.details)
        players.append(f'{head_text[:-1]},"details":[{details}],{tail}}}')
    out = result.json_with(_PLACEHOLDER)
    first, sep, rest = dumps(out).partition(dumps(_PLACEHOLDER))
    if not sep or _PLACEHOLDER_TEXT in rest:
        return None
    return f"{first}[{','.join(players)}]{rest}"


_PLACEHOLDER_TEXT = "players: kept apart (wonders.web.api)"
_PLACEHOLDER = [_PLACEHOLDER_TEXT]
_LINE_TEXTS: dict[tuple, tuple[Line, str]] = {}


def _line_text(line: Line, dumps, ascii_only: bool) -> str:
    """A line's JSON, kept for the lines the engine itself keeps (the same object every time)."""
    key = (id(line), ascii_only)
    found = _LINE_TEXTS.get(key)
    if found is not None and found[0] is line:
        return found[1]
    if type(line.category) is str and type(line.source) is str and type(line.points) is int \
            and type(line.text) is str:
        quote = encode_basestring_ascii if ascii_only else encode_basestring
        text = (f'{{"category":{quote(line.category)},"source":{quote(line.source)},'
                f'"points":{int.__repr__(line.points)},"text":{quote(line.text)}}}')
    else:
        text = dumps(line.to_json())
    if kept(line) and len(_LINE_TEXTS) < 1 << 16:      # never a line made for one table only
        _LINE_TEXTS[key] = (line, text)
    return text


@bp.post("/check")
def api_check():
    return jsonify(games.referee(_document()))


@bp.get("/openapi.json")
def openapi():
    from .openapi import spec
    return jsonify(spec())


@bp.get("/games")
def api_games():
    return jsonify(games.registry_json())


def _game_or_404(spelling: str):
    game = games.get(spelling)
    if game is None:
        return None, (jsonify({"errors": [{"path": "game", "message": gettext("unknown or unsupported game %(game)s",
                                                                             game=repr(spelling))}]}),
                      404)
    return game, None


@bp.get("/games/<game>/entry")
def api_entry(game: str):
    """What the city-entry screen needs (``?players=N``, default the game's minimum;
    ``&expansions=a,b``), as plain data."""
    found, missing = _game_or_404(game)
    if missing:
        return missing
    raw = request.args.get("players", "").strip()
    players = int(raw) if raw.isascii() and raw.isdigit() else found.info.min_players if not raw else 0
    if not 1 <= players <= found.info.max_players:
        raise BadInput([Problem("players", gettext("players must be 1 to %(most)s, got %(got)s",
                                                   most=found.info.max_players, got=repr(raw)))])
    expansions = tuple(e for e in request.args.get("expansions", "").split(",") if e)
    return jsonify(found.entry_screen(players, expansions).to_json())


@bp.get("/catalogue/<game>")
def api_catalogue(game: str):
    found, missing = _game_or_404(game)
    if missing:
        return missing
    return jsonify(found.catalogue_json())
