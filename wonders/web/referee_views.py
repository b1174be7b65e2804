"""Blueprint 'referee': settle a dispute in seconds.

Every screen takes the table as the document (carried over from the city entry, loaded from a
saved game with ``?game=<share token>``, or pasted as JSON), asks the game's referee
(``referee.registry.referee``) and shows its verdict: legal or not, the rule cited, and every way
to pay (whom to pay how much).  Which screen draws a table is the game's ``Game.referee_screen``
(``SCREENS``: one module per screen); what its expansions add, they declare themselves
(``wonders.web.referee_sections``).
"""
from __future__ import annotations

import base64
import hashlib
import json
from datetime import datetime, timedelta, timezone

from flask import Blueprint, abort, g, redirect, render_template, request, url_for
from flask_babel import gettext
from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from flask_wtf.csrf import generate_csrf
from werkzeug.datastructures import MultiDict

from wonders.extensions import db
from wonders.models import Game, Ruling
from wonders.web import referee_architects, referee_classic, referee_duel, referee_military
from wonders.web.forms import ArchitectsRefereeForm, ConflictForm, RefereeForm, TradeForm
from wonders.web.referee_architects import render as render_architects
from wonders.web.referee_screen import posted_table
from wonders.web.tables import DamagedDocument, dump_document, follow_box, game_for, load_document, new_document

bp = Blueprint("referee", __name__, url_prefix="/referee")

# Game.referee_screen → the module that draws and answers that screen
SCREENS = {m.SCREEN: m for m in (referee_classic, referee_duel, referee_architects)}
# a screen's other tabs: its route → the module that draws and answers it (the Conflicts tab)
TABS = {endpoint: (referee_classic.SCREEN, m) for m in (referee_military,) for endpoint in m.ENDPOINTS}


def render_referee(doc: dict, form=None, verdict: dict | None = None, trade: bool = False,
                   errors: list[str] | None = None, status: int = 200):
    """The referee screen of the table's game (its ``referee_screen``), names in the table's box."""
    follow_box(doc)
    screen = SCREENS.get(game_for(doc).referee_screen)
    if screen is None:
        return _no_screen(doc)
    return screen.render(doc, form, verdict=verdict, errors=errors, status=status, trade=trade)


def _no_screen(doc: dict):
    # a game whose referee has no screen yet: the CLI and the API referee it
    game = game_for(doc)
    return render_template("error.html", code=200, title=gettext("Referee: %(game)s", game=game.title),
                           message=gettext("The referee screen is built for 7 Wonders (both editions), Duel and "
                                           "Architects so far. %(game)s: ask the referee with `wonders check` or "
                                           "POST /api/check (README, \"Refereeing a dispute\").",
                                           game=game.title)), 200


def _answer_with(doc: dict, form, pasted: bool, trade: bool, endpoint: str | None = None):
    """The table's screen answers the posted form when the form is its own (posted to one of its
    ``ENDPOINTS``; ``endpoint``: the route a kept question was posted to); a table of another
    screen's game opens that screen."""
    follow_box(doc)
    screen = SCREENS.get(game_for(doc).referee_screen)
    if screen is None:
        return _no_screen(doc)
    tab = TABS.get(endpoint or request.endpoint)
    if tab is not None and tab[0] == screen.SCREEN:
        return tab[1].answer(doc, form, pasted)
    if (endpoint or request.endpoint) not in screen.ENDPOINTS:
        return screen.render(doc, trade=trade)
    return screen.answer(doc, form, pasted, trade)


def _saved_doc(token: str | None, draft_token: str | None = None) -> dict:
    """The table of a saved game (``?game=<share token>``) or of a game being entered
    (``?draft=<token>``), as it stands now."""
    view = request.args.get("table")
    if draft_token or view:
        # ``?table=<view token>``: a table's read-only link (table mode) — its current state
        from wonders.drafts import table_document
        from wonders.models import Draft
        draft = db.session.scalar(select(Draft).where(Draft.token == draft_token) if draft_token
                                  else select(Draft).where(Draft.view_token == view))
        if draft is None:
            abort(404)
        return load_document(dump_document(table_document(draft.state)))
    if not token:
        return new_document()
    game = db.session.scalar(select(Game).where(Game.share_token == token))
    if game is None:
        abort(404)
    return load_document(dump_document(game.document))


@bp.get("")
def check():
    return render_referee(_saved_doc(request.args.get("game"), request.args.get("draft")))


@bp.get("/trade")
def trade():
    return render_referee(_saved_doc(request.args.get("game"), request.args.get("draft")), trade=True)


@bp.get("/military")
def military():
    doc = _saved_doc(request.args.get("game"), request.args.get("draft"))
    if game_for(doc).referee_screen != referee_military.SCREEN:
        return render_referee(doc)
    return referee_military.render(doc)


@bp.post("/military")
def military_post():
    return _kept("military") or _answer(ConflictForm(), trade=False)


@bp.post("")
def check_post():
    return _kept("check") or _answer(RefereeForm(), trade=False)


@bp.post("/trade")
def trade_post():
    return _kept("trade") or _answer(TradeForm(), trade=True)


def _answer(form: RefereeForm, trade: bool):
    doc, pasted = posted_table(form)
    if doc is None:                     # a bad paste: said beside the paste box, the table kept
        return _bad_paste(form, trade)
    return _answer_with(doc, form, pasted, trade)


def _bad_paste(form, trade: bool):
    doc = load_document(form.document.data)
    if isinstance(form, ConflictForm) and game_for(doc).referee_screen == referee_military.SCREEN:
        return referee_military.render(doc, form, status=422)
    return render_referee(doc, form, trade=trade, status=422)


# -- a question at its own address: Back, reload and sharing a ruling work ---------------------------

# screen → (its form, the route that answers it, the trade screen?)
RULING_SCREENS = {"check": (RefereeForm, "referee.check_post", False),
                  "trade": (TradeForm, "referee.trade_post", True),
                  "military": (ConflictForm, "referee.military_post", False),
                  "take": (ArchitectsRefereeForm, referee_architects.ENDPOINTS[0], False)}
RULING_MAX = 256 * 1024             # characters of a question kept (a 7-player table is ~10 KB)
RULING_DAYS = 180                   # how long a question's address answers (README, "Referee")


def _kept(screen: str):
    """What a referee screen posted (a question asked with *Check*, a table pasted, a tab switch): kept
    under the digest of its fields and answered at ``/referee/r/<id>`` (303, Post/Redirect/Get), so
    that no page of the referee is the answer to a post (Back and reload never ask to post again).  A
    damaged table is refused here (400); a post too large to keep is answered here as before."""
    if not (request.form.get("table_json") or "").strip():
        load_document(request.form.get("document", ""))     # a damaged table: 400 now, never kept
    fields = {k: request.form.getlist(k) for k in sorted(request.form) if k != "csrf_token"}
    text = json.dumps([screen, fields], ensure_ascii=False, sort_keys=True)
    if len(text) > RULING_MAX:
        return None
    rid = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()[:15]).decode()
    if db.session.get(Ruling, rid) is None:
        # opportunistic clean-up, as for drafts: a question first kept over RULING_DAYS ago is gone
        db.session.execute(delete(Ruling).where(Ruling.created_at < datetime.now(timezone.utc)
                                                 - timedelta(days=RULING_DAYS)))
        db.session.add(Ruling(id=rid, screen=screen, fields=fields))
        try:
            db.session.commit()
        except IntegrityError:      # the same question, kept by another request meanwhile
            db.session.rollback()
    return redirect(url_for(".ruling", rid=rid), 303)


@bp.get("/r/<rid>")
def ruling(rid: str):
    """A kept question, answered again now (the verdict of the rules as they stand)."""
    kept = db.session.get(Ruling, rid)
    if kept is None or kept.screen not in RULING_SCREENS:
        abort(404)
    form_class, endpoint, trade = RULING_SCREENS[kept.screen]
    data = MultiDict([(k, v) for k, values in (kept.fields or {}).items() for v in values])
    # the question was checked against its form's token when it was asked; answered again here for
    # this reader, its form carries this session's token (it validates, and the next Check posts it)
    data.setlist("csrf_token", [generate_csrf()])
    g.referee_data = data           # the screens and the expansions' sections read the question's fields
    form = form_class(formdata=data)
    doc, pasted = posted_table(form)
    if doc is None:
        return _bad_paste(form, trade)
    return _answer_with(doc, form, bool(pasted), trade, endpoint=endpoint)


@bp.get("/architects")
def architects():
    doc = _saved_doc(request.args.get("game"), request.args.get("draft"))
    return render_architects(doc if doc.get("players") else referee_architects.empty_table())


@bp.post("/architects")
def architects_post():
    form = ArchitectsRefereeForm()
    try:
        doc, pasted = posted_table(form)
    except DamagedDocument as exc:
        form.table_json.errors = [gettext("not a table document: %(reason)s", reason=exc)]
        doc = pasted = None
    if doc is None:
        return render_architects(referee_architects.empty_table(), form, status=422)
    return _kept("take") or _answer_with(doc, form, bool(pasted), trade=False)
