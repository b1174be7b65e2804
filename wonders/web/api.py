"""JSON API: the same documents as the CLI (README, "JSON API")."""
from __future__ import annotations

from flask import Blueprint, jsonify, request
from werkzeug.exceptions import HTTPException

from scoring.document import loads
from scoring.engine import score
from scoring.errors import BadInput
from scoring.registry import GAMES, catalogue, find_game

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
    return jsonify({"errors": [{"path": "", "message": "internal error; the input was not changed"}]}), 500


@bp.post("/score")
def api_score():
    return jsonify(score(_document()).to_json())


@bp.post("/check")
def api_check():
    from referee import check_document
    return jsonify(check_document(_document()))


@bp.get("/games")
def api_games():
    return jsonify([{"id": g.id, "title": g.title, "available": g.available, "aliases": list(g.aliases),
                     "players": [g.min_players, g.max_players]} for g in GAMES])


@bp.get("/catalogue/<game>")
def api_catalogue(game: str):
    info = find_game(game)
    if info is None or not info.available:
        return jsonify({"errors": [{"path": "game", "message": f"unknown or unsupported game {game!r}"}]}), 404
    cat = catalogue(info.id)
    return jsonify({
        "game": info.id, "title": info.title,
        "cards": [{"name": c.name, "age": c.age, "colour": c.colour, "players": list(c.players),
                   "coins": c.coins, "cost": list(c.cost), "chain_to": list(c.chain_to),
                   "chain_from": list(c.chain_from), "ru": list(c.ru)} for c in cat.cards],
        "wonders": [{"name": w.name, "title": w.title, "ru": list(w.ru),
                     "sides": {k: {"produce": s.produce, "stages": len(s.stages)} for k, s in w.sides.items()}}
                    for w in cat.wonders],
    })
