"""Blueprint 'drafts': the ways into a draft and out of it.

    /d/<token>                    reopens the draft where it was left
    /d/<token>/document.json      the table document as it stands
    /d/<token>/delete             (POST) the unfinished game is deleted
    /games/drafts                 games in progress on this device
    /e/<edit>/cities, /players    editing a saved game: its draft (``draft_store.draft_for_game``)
"""
from __future__ import annotations

from flask import Blueprint, abort, flash, jsonify, redirect, render_template, request, url_for
from flask_babel import gettext
from sqlalchemy import select

from scoring.core.numbers import parse_whole
from wonders.drafts import EXPIRY_DAYS, seat_of, table_document
from wonders.extensions import db
from wonders.models import Draft

from wonders.web import draft_store
from wonders.web.device import device_id

bp = Blueprint("drafts", __name__)
bp.after_request(draft_store.no_store)


@bp.get("/d/<token>")
def resume(token: str):
    draft = draft_store.get(token)
    if draft.code:
        return redirect(url_for("table.page", token=token))
    current = draft.state.get("current", "players")
    if current == "score":
        return redirect(url_for("score_sheet.score_page", token=token))
    if isinstance(current, str) and seat_of(draft.state, current) is not None:
        return redirect(url_for("city.city", token=token, pid=current))
    return redirect(url_for("setup.players", token=token))


@bp.get("/games/drafts")
def drafts():
    mine = db.session.scalars(select(Draft).where(Draft.device == device_id(), draft_store.not_saved())
                              .order_by(Draft.updated_at.desc()).limit(50)).all()
    return render_template("games/drafts.html", drafts=mine, expiry_days=EXPIRY_DAYS)


@bp.get("/d/<token>/document.json")
def document_json(token: str):
    return jsonify(table_document(draft_store.get(token).state))


@bp.post("/d/<token>/delete")
def delete_draft(token: str):
    draft = draft_store.get(token)
    refused = draft_store.refusal(draft)        # a table is deleted by its host only, and not once locked
    if refused is not None:
        return refused
    db.session.delete(draft)
    db.session.commit()
    flash(gettext("The unfinished game was deleted."), "success")
    return redirect(url_for("drafts.drafts"))


@bp.get("/e/<token>/cities")
def edit_cities(token: str):
    game = draft_store.game_by_edit(token) or abort(404)
    draft = draft_store.draft_for_game(game)
    seat = parse_whole(request.args.get("seat"), "seat", 0, max(len(draft.state["players"]) - 1, 0), default=0)
    pid = draft.state["players"][seat]["id"] if draft.state["players"] else None
    draft_store.store(draft, dict(draft.state, current=pid or "players"))
    return redirect(url_for("city.city", token=draft.token, pid=pid) if pid else url_for("setup.players", token=draft.token))


@bp.get("/e/<token>/players")
def edit_players(token: str):
    game = draft_store.game_by_edit(token) or abort(404)
    draft = draft_store.draft_for_game(game)
    db.session.commit()
    return redirect(url_for("setup.players", token=draft.token))

