"""JSON API: the same documents as the CLI (README, "JSON API"), for any registered game.

Texts for people (the engine's details, reasons and errors, this module's messages) follow
``?lang=`` or ``Accept-Language`` (``wonders.i18n``: never the pages' cookie); keys stay English.

Every answer comes from the game's module (``scoring.games``): this blueprint knows no rule.
"""
from __future__ import annotations

from flask import Blueprint, jsonify, request
from flask_babel import gettext
from werkzeug.exceptions import HTTPException

from scoring import games
from scoring.document import loads
from scoring.errors import BadInput, Problem

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
    return jsonify(games.score(_document()).to_json())


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
