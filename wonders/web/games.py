"""Blueprint 'games': the home page, saved games (share and edit links) and their history.

Entering a game lives in the draft's screens (``setup``, ``city``, ``score_sheet``: drafts kept
on the server, ``draft_store``); a draft becomes a saved game here:

    /g/<share>      read-only saved game         /e/<edit>   the same, editable
    /games          history with filters         /games/save an old page's save (no draft)
"""
from __future__ import annotations


from flask import (Blueprint, abort, flash, redirect, render_template, request, url_for)
from flask_babel import gettext
from sqlalchemy import select

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.numbers import parse_whole, whole
from wonders import l10n
from wonders.drafts import state_from_document
from wonders.extensions import db
from wonders.models import Draft, Game, GamePlayer, store_result

from wonders.web import draft_store
from wonders.web.device import device_id
from wonders.web.forms import DeleteForm, HistoryForm, SaveForm
from wonders.web.score_sheet import sheet_context
from wonders.web.tables import load_document

bp = Blueprint("games", __name__)

PER_PAGE = 25


# -- home -----------------------------------------------------------------------------------

@bp.get("/")
def home():
    recent = db.session.scalars(select(Game).order_by(Game.played_on.desc(), Game.id.desc()).limit(5)).all()
    device = device_id()
    drafts = db.session.scalars(select(Draft).where(Draft.device == device, draft_store.not_saved())
                                .order_by(Draft.updated_at.desc()).limit(5)).all()
    mine = db.session.scalars(select(Game).where(Game.device == device)
                              .order_by(Game.played_on.desc(), Game.id.desc()).limit(10)).all()
    return render_template("home.html", recent=recent, drafts=drafts, mine=mine)


# -- saving a table that came without a draft ----------------------------------------------

@bp.post("/games/save")
def save():
    """A score sheet from before drafts posts its whole table: save it, or on any problem
    keep it as a draft and show the problems there (nothing sent is lost)."""
    form = SaveForm()
    doc = load_document(form.document.data)
    edit_token = form.edit_token.data or ""
    game = Game(device=device_id()) if not edit_token else draft_store.game_by_edit(edit_token)
    if game is None:
        abort(404)
    try:
        games.parse(doc)
        ok = form.validate()
    except BadInput:
        ok = False
    sent = request.form.get("version", "")
    shown = whole(sent)
    stale = bool(edit_token) and shown != game.version
    if not ok or stale:
        # (stale: an old page's edit that names no version, or an older one, is not written over
        # the saved game: kept as a draft whose save shows both and asks, as any edit's would)
        draft = draft_store.create(state_from_document(doc), game if edit_token else None)
        if stale:
            draft.base_version = shown or 0
        state = dict(draft.state, details={"title": form.title.data or "", "note": form.note.data or "",
                                           "played_on": request.form.get("played_on", "")})
        draft_store.store(draft, state)
        return redirect(url_for("score_sheet.score_page", token=draft.token))
    store_result(game, doc)
    form.apply_to(game)
    game.expansions = [e for e in doc.get("expansions", []) if isinstance(e, str)]
    game.version = (game.version or 0) + 1 if edit_token else 1
    db.session.add(game)
    db.session.commit()
    flash(gettext("Game saved.") if not edit_token else gettext("Game updated."), "success")
    return redirect(url_for(".edit", token=game.edit_token))


# -- saved games ------------------------------------------------------------------------------

def _edition(game: Game) -> dict:
    """The game and its expansions as the page names them in the reader's language
    ("7 Чудес (1-ше видання, 2010) + Вавилон (вежа та Великі Проєкти)")."""
    doc = game.document if isinstance(game.document, dict) else {}
    module = games.get(str(doc.get("game") or games.DEFAULT))
    return {"edition": module.title if module else str(doc.get("game") or ""),
            "expansion_labels": l10n.expansions(module.id if module else None, game.expansions)}


def _saved_context(game: Game) -> dict:
    try:
        return {"game": game, "problems": [], **_edition(game), **sheet_context(game.document)}
    except BadInput as exc:       # a game saved under older rules data
        return {"game": game, "result": None, "problems": [str(p) for p in exc.problems], "chart": None,
                **_edition(game)}


@bp.get("/g/<token>")
def shared(token: str):
    game = db.session.scalar(select(Game).where(Game.share_token == token))
    if game is None:
        abort(404)
    return render_template("games/saved.html", read_only=True, **_saved_context(game))


@bp.after_request
def no_store(response):
    # an edit link's pages (the game as it is now, the secret link in every form) are never kept
    # by a browser or a proxy: Back shows the saved state, a shared computer keeps no copy
    if request.path.startswith("/e/"):
        response.headers["Cache-Control"] = "no-store"
    return response


@bp.route("/e/<token>", methods=["GET", "POST"])
def edit(token: str):
    game = draft_store.game_by_edit(token)
    if game is None:
        abort(404)
    form = SaveForm(data={"title": game.title, "played_on": game.played_on, "note": game.note,
                          "version": str(game.version)})
    if request.method == "POST":
        sent = request.form.get("version", "").strip()
        if not sent:
            # every write names the version it started from: this one cannot be checked
            form.version.data = str(game.version)
            return render_template("games/saved.html", read_only=False, form=form, unversioned=True,
                                   **_saved_context(game)), 400
        if parse_whole(sent, "version") != game.version:
            # changed elsewhere since this page was opened: show theirs, keep what was typed
            form.version.data = str(game.version)
            return render_template("games/saved.html", read_only=False, form=form, stale=True,
                                   **_saved_context(game)), 409
        if form.validate():
            form.apply_to(game)
            game.version = (game.version or 0) + 1
            db.session.commit()
            flash(gettext("Details saved."), "success")
            return redirect(url_for(".edit", token=token))
        return render_template("games/saved.html", read_only=False, form=form, **_saved_context(game)), 422
    return render_template("games/saved.html", read_only=False, form=form, **_saved_context(game))


@bp.route("/e/<token>/delete", methods=["GET", "POST"])
def delete(token: str):
    game = draft_store.game_by_edit(token) or abort(404)
    form = DeleteForm()
    if request.method == "POST" and form.validate():
        db.session.delete(game)
        db.session.commit()
        flash(gettext("The game was deleted."), "success")
        return redirect(url_for(".history"))
    return render_template("games/delete.html", game=game, form=form)


# -- history ----------------------------------------------------------------------------------

def filtered_games(form: HistoryForm):
    """The SELECT for the history filters (also used by the stats pages)."""
    q = select(Game)
    if form.player.data and form.player.data.strip():
        q = q.where(Game.players.any(GamePlayer.name.ilike(f"%{form.player.data.strip()}%")))
    if form.wonder.data:
        q = q.where(Game.players.any(GamePlayer.wonder == form.wonder.data))
    chosen = games.get(form.game.data) if form.game.data else None
    if chosen is not None:
        q = q.where(Game.game == chosen.id)
    if form.date_from.data:
        q = q.where(Game.played_on >= form.date_from.data)
    if form.date_to.data:
        q = q.where(Game.played_on <= form.date_to.data)
    return q


def history_form() -> HistoryForm:
    form = HistoryForm(request.args)
    form.game.choices = [("", gettext("Any game"))] + [(g.id, g.title) for g in games.available()]
    boards: dict[str, str] = {}
    for g in games.available():        # every game's boards, each name once, shown as printed
        for b in g.entry_screen(g.info.min_players).boards:
            boards.setdefault(b["name"], l10n.entry_name(b, g.id))
    form.wonder.choices = [("", gettext("Any wonder"))] + list(boards.items())
    return form


@bp.get("/games")
def history():
    form = history_form()
    valid = form.validate()
    page = parse_whole(request.args.get("page") or "1", "page", 1, 9_999)
    games, more = [], False
    if valid:
        q = filtered_games(form).order_by(Game.played_on.desc(), Game.id.desc())
        rows = db.session.scalars(q.offset((page - 1) * PER_PAGE).limit(PER_PAGE + 1)).all()
        games, more = rows[:PER_PAGE], len(rows) > PER_PAGE
    args = {k: v for k, v in request.args.items() if k != "page"}
    return render_template("games/list.html", form=form, games=games, page=page, more=more, args=args)
