"""Blueprint 'exchange': plays out to BG Stats and in from it (``wonders.bgstats``), README "BG Stats".

    GET  /bgstats/export.json?from=…&to=…   the history (or a date range) as a BG Stats export
    GET  /bgstats/game/<share>.json         one saved game
    GET  /bgstats/import                    the form: upload or paste a BG Stats export
    POST /bgstats/import                    the review: the plays found, each player matched to a profile
    POST /bgstats/import/confirm            stores them, in one transaction

Who may import: anyone who may save a game (as the JSON import); the games are this device's
("My games": their edit links). The review names the file it showed and the state of the
profiles it matched (``version``): a confirmation sent after either changed is refused (409) with
a sentence, and nothing is stored; a play already imported (its BG Stats uuid, or a play this
app exported) is skipped, never stored twice.
"""
from __future__ import annotations

import hashlib
import json

from flask import Blueprint, abort, current_app, render_template, request
from flask_babel import gettext
from sqlalchemy import select
from sqlalchemy.orm import selectinload

from scoring.core.errors import BadInput, Problem
from wonders import bgstats, exports
from wonders.extensions import db
from wonders.models import Game, GamePlayer, store_result

from wonders.web import storage
from wonders.web.device import device_id
from wonders.web.stats import aliases, canonical, compute

bp = Blueprint("exchange", __name__, url_prefix="/bgstats")


def _download(data: dict, name: str):
    response = current_app.json.response(data)
    response.headers["Content-Disposition"] = f'attachment; filename="{name}.bgsplay.json"'
    return response


def _key():
    merged = aliases()
    return lambda name: canonical(name, merged)


@bp.get("/export.json")
def export_history():
    try:
        rng = exports.parse_range(request.args)
    except BadInput as exc:
        return render_template("error.html", code=400, title=gettext("Not exported"),
                               message="; ".join(str(p) for p in exc.problems)), 400
    q = select(Game).order_by(Game.played_on, Game.id)
    games = [g for g in db.session.scalars(q) if g.played_on in rng]
    return _download(bgstats.export(games, _key()), "7wonders-bgstats")


@bp.get("/game/<share_token>.json")
def export_game(share_token: str):
    game = db.session.scalar(select(Game).where(Game.share_token == share_token)) or abort(404)
    return _download(bgstats.export([game], _key()), f"7wonders-{game.played_on.isoformat()}")


@bp.app_template_global("bgg_line")
def bgg_line(game: Game) -> str:
    """One play as a line for a BoardGameGeek play log (README, "BoardGameGeek play line")."""
    return bgstats.bgg_line(game, gettext("winner"))


# -- import --------------------------------------------------------------------------------------

def _known() -> set[str]:
    """The keys of the plays already here: imported ones, and those this app would export."""
    keys = set()
    for token, source in db.session.execute(select(Game.share_token, Game.source_key)):
        keys.add(source or f"bgstats:{bgstats.uuid_for('play', token)}")
    return keys


def _version(text: str) -> str:
    """The file and the profiles the review showed, as one digest."""
    state = repr((hashlib.sha256(text.encode()).hexdigest(), sorted(aliases().items())))
    return hashlib.sha256(state.encode()).hexdigest()[:16]


def _profiles() -> list[str]:
    rows = list(db.session.scalars(select(GamePlayer).options(selectinload(GamePlayer.game_row))).all())
    return sorted((s.name for s in compute(rows).values()), key=str.casefold)


def _page(text: str = "", problems=(), status: int = 200, **review):
    problems = [p if isinstance(p, Problem) else Problem("", str(p)) for p in problems]
    return render_template("sheets/bgstats_import.html", text=text, problems=problems, **review), status


def _read(text: str) -> bgstats.Parsed:
    from scoring.classic.document import loads
    if not text.strip():
        raise BadInput(gettext("Nothing to import: choose a BG Stats export file or paste its JSON."))
    return bgstats.parse(loads(text.lstrip("\ufeff")))


def _sent_text() -> str:
    upload = request.files.get("file")
    if upload is not None and upload.filename:
        try:
            return upload.read().decode("utf-8-sig")
        except UnicodeDecodeError:
            raise BadInput(gettext("The file is not text (UTF-8): choose the .json file BG Stats exported.")) from None
    return request.form.get("json") or ""


@bp.route("/import", methods=["GET", "POST"])
def import_form():
    if request.method == "GET":
        return _page()
    text = ""
    try:
        text = _sent_text()
        parsed = _read(text)
    except BadInput as exc:
        return _page(text, exc.problems, 422)
    return _review(text, parsed)


def _review(text: str, parsed: bgstats.Parsed, problems=(), status: int = 200):
    known = _known()
    merged = aliases()
    profiles = _profiles()
    by_key = {canonical(n, merged): n for n in profiles}
    matches = {n: by_key.get(canonical(n, merged), "") for n in parsed.players}
    return _page(text, problems, status, parsed=parsed, known=known, profiles=profiles, matches=matches,
                 version=_version(text))


@bp.post("/import/confirm")
def confirm():
    text = request.form.get("json") or ""
    try:
        parsed = _read(text)
    except BadInput as exc:
        return _page(text, exc.problems, 422)
    if request.form.get("version") != _version(text):
        return _review(text, parsed, [gettext("Nothing was imported: the players or the file changed since this "
                                              "review was shown. Check the review below and confirm again.")], 409)
    chosen = {n: " ".join((request.form.get(f"as-{k}") or "").split()) or n for k, n in enumerate(parsed.players)}
    known = _known()
    stored, skipped = [], 0
    try:
        for play in parsed.plays:
            if play.key in known:
                skipped += 1
                continue
            known.add(play.key)
            doc = json.loads(json.dumps(play.document))
            for p in doc["players"]:
                if not p.get("free_city"):
                    p["name"] = chosen.get(p["name"], p["name"])
            game = Game(played_on=play.played_on, title=play.title, note=play.note, device=device_id(),
                        source_key=play.key)
            try:
                store_result(game, doc)
            except BadInput as exc:         # two BG Stats players matched to one profile in a play
                raise BadInput([Problem(f"{play.played_on.isoformat()}: {p.path}", p.message)
                                for p in exc.problems]) from None
            stored.append(game)
    except BadInput as exc:                 # every play is checked before any is written
        db.session.rollback()
        return _review(text, parsed, exc.problems, 422)
    storage.add_in_batches(stored)          # short transactions: autosaves never wait behind the import
    return _page(done=stored, skipped=skipped)
