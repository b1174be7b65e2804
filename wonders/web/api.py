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

from referee import registry as referees
from scoring import games
from scoring.classic.document import loads
from scoring.classic.score import kept
from scoring.core.errors import BadInput, Problem
from scoring.core.numbers import whole
from scoring.core.result import Line, PlayerScore, Result

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

    from wonders.web.errors import unavailable          # a database not set up, storage that cannot be written: 503
    answer = unavailable(exc)
    if answer is not None:
        return answer
    current_app.logger.exception("API error")
    return jsonify({"errors": [{"path": "", "message": gettext("internal error; the input was not changed")}]}), 500


@bp.post("/score")
def api_score():
    return _result_response(games.score(_document()))


def _result_response(result: Result):
    """``jsonify(result.to_json())``, byte for byte, with each explained line encoded once per
    process (for speed: most lines — a blue card, a stage, the coins — recur in every
    game).  Any other JSON set-up (sorted keys, indented output, another provider) or a
    result not of the shared shape takes ``jsonify`` itself."""
    provider = current_app.json
    if (type(provider) is not DefaultJSONProvider or provider.sort_keys or provider.compact is False
            or (provider.compact is None and current_app.debug)):
        return jsonify(result.to_json())
    text = result_json_text(result, _encoder(provider.ensure_ascii, provider.default).encode, provider.ensure_ascii)
    if text is None:
        return jsonify(result.to_json())
    return current_app.response_class(f"{text}\n", mimetype=provider.mimetype)


_ENCODERS: dict[tuple, json.JSONEncoder] = {}


def _encoder(ascii_only: bool, default) -> json.JSONEncoder:
    """The compact encoder ``jsonify`` would use (kept: an encoder holds no state between calls)."""
    key = (ascii_only, default)
    found = _ENCODERS.get(key)
    if found is None:
        found = json.JSONEncoder(ensure_ascii=ascii_only, separators=(",", ":"), default=default)
        if len(_ENCODERS) < 16:
            _ENCODERS[key] = found
    return found


def result_json_text(result: Result, dumps, ascii_only: bool) -> str | None:
    """The text ``dumps(result.to_json())`` gives (keys in insertion order, compact separators;
    ``ascii_only``: the ``ensure_ascii`` of ``dumps``), or None when the result or a player is
    not the shared shape.  The result is encoded once with a mark in place of each player's
    details, and the details (each line's text kept) are put in the marks' places."""
    if type(result) is not Result:
        return None
    skeleton, details = [], []
    kept_texts = _LINE_TEXTS[ascii_only]
    for p in result.players:
        if type(p) is not PlayerScore or "details" in p.extra:
            return None
        player = p.to_json_head()          # the fields in PlayerScore.to_json's order
        player["details"] = _MARK
        player["choices"] = p.choices
        if p.free_city:
            player["free_city"] = True
        if p.extra:
            player.update(p.extra)
        skeleton.append(player)
        texts = []
        for line in p.details:
            found = kept_texts.get(id(line))          # a line the engine keeps: its JSON is kept too
            texts.append(found[1] if found is not None and found[0] is line else _line_text(line, dumps, ascii_only))
        details.append(",".join(texts))
    pieces = dumps(result.json_with(skeleton)).split(dumps(_MARK))
    if len(pieces) != len(details) + 1:        # the mark elsewhere too: not this shape after all
        return None
    out = [pieces[0]]
    for lines, piece in zip(details, pieces[1:]):
        out += ("[", lines, "]", piece)
    return "".join(out)


# a player's details while the rest is encoded: a NUL is in no result (every text of a document
# is refused with one, scoring.core.safejson; the engine writes none)
_MARK = "\x00details: kept apart (wonders.web.api)"
_LINE_TEXTS: dict[bool, dict[int, tuple[Line, str]]] = {True: {}, False: {}}   # ascii_only → id → (line, JSON)


def _line_text(line: Line, dumps, ascii_only: bool) -> str:
    """A line's JSON, kept for the lines the engine itself keeps (the same object every time)."""
    texts = _LINE_TEXTS[ascii_only]
    found = texts.get(id(line))
    if found is not None and found[0] is line:
        return found[1]
    if type(line.category) is str and type(line.source) is str and type(line.points) is int \
            and type(line.text) is str:
        quote = encode_basestring_ascii if ascii_only else encode_basestring
        text = (f'{{"category":{quote(line.category)},"source":{quote(line.source)},'
                f'"points":{int.__repr__(line.points)},"text":{quote(line.text)}}}')
    else:
        text = dumps(line.to_json())
    if kept(line) and len(texts) < 1 << 16:            # never a line made for one table only
        texts[id(line)] = (line, text)
    return text


@bp.post("/check")
def api_check():
    return jsonify(referees.referee(_document()))


@bp.get("/openapi.json")
def openapi():
    from wonders.web.openapi import spec
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
    expansions = tuple(e for e in request.args.get("expansions", "").split(",") if e)
    most = found.max_players_with(expansions)
    players = whole(raw, 1, most) if raw else found.info.min_players
    if players is None:
        shown = raw if len(raw) <= 20 else raw[:20] + "…"
        raise BadInput([Problem("players", gettext("players must be 1 to %(most)s, got %(got)s",
                                                   most=most, got=repr(shown)))])
    return jsonify(found.entry_screen(players, expansions).to_json())


@bp.get("/catalogue/<game>")
def api_catalogue(game: str):
    found, missing = _game_or_404(game)
    if missing:
        return missing
    return jsonify(found.catalogue_json())
