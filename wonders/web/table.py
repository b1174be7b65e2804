"""Blueprint 'table': table mode — every player enters their own city on their own phone.

A draft (``wonders.drafts``) becomes a table when its host presses *Play at the table* on the
players screen: it gets a short join code and a read-only link, and every phone that joins
(``table_join``) uses the draft's usual city screens (``city``), each saved as it is tapped.

    /d/<token>/table/start   (POST) the host starts table mode
    /d/<token>/table         the join screen: code, QR code, address, live sheet; lock, save
    /d/<token>/table/qr.png  the QR code of the join address (made here, no outside service)
    /d/<token>/table.json    the live sheet (``table_live``; ETag: cheap when nothing changed)
    /d/<token>/table/lock    (POST, the host) everyone read-only; /unlock opens it again
    /d/<token>/table/code    (POST, the host) a new join code: the old one no longer joins
    /d/<token>/table/seat/<pid>/host|free|grant  (POST, the host) promote that seat's phone,
                             free the seat, let another seat's phone edit that city (or stop it)
    /t/<view>                the read-only live sheet;  /t/<view>/table.json its data

The join code lets a phone take a seat; what each phone may then change is ``authority``'s
(the host, a seat's own city); the read-only link never shows the code or the draft's address.
"""
from __future__ import annotations

import copy
import io
import secrets

import segno
from flask import Blueprint, abort, flash, make_response, redirect, render_template, request, url_for
from flask_babel import gettext
from sqlalchemy import select

from wonders.drafts import table_document
from wonders.extensions import db
from wonders.models import Draft

from wonders.web import authority, draft_store
from wonders.web.authority import mark as device_mark
from wonders.web.draft_store import LOCKED, OPEN, POLL_MS
from wonders.web.table_codes import SEAT_COOKIE, join_url, new_code, reachable, view_url
from wonders.web.table_live import live, live_answer
from wonders.web.tables import game_for, names

bp = Blueprint("table", __name__)


@bp.post("/d/<token>/table/start")
def start(token: str):
    draft = db.session.scalar(select(Draft).where(Draft.token == token)) or abort(404)

    refused = _host_refusal(draft)
    if refused is not None:
        return refused
    starter = device_mark()

    def begin(d: Draft) -> bool:
        if d.code:
            return False
        d.code, d.view_token, d.table_status = new_code(), secrets.token_urlsafe(16), OPEN
        if d.device is None or d.device != authority.device_id():
            # the phone that started the table is its host, beside the one that created the draft
            d.state = dict(d.state, **{authority.HOSTS: [starter]})
        return True
    draft_store.update(draft, begin)
    return redirect(url_for("table.page", token=token))


@bp.get("/d/<token>/table")
def page(token: str):
    draft = _by_token(token)
    address = join_url(draft)
    # the phones at the table can open the join address only if the server listens on the network
    loopback_only = not reachable(address)
    return render_template("games/table.html", draft=draft, code=draft_store.shown_code(draft.code), join=address,
                           view=view_url(draft), live=live(draft), host=authority.is_host(draft), poll_ms=POLL_MS,
                           seats=host_seats(draft) if authority.is_host(draft) else [],
                           loopback_only=loopback_only, token=token,
                           seat=request.cookies.get(SEAT_COOKIE + draft.code))


@bp.get("/d/<token>/table/qr.png")
def qr(token: str):
    draft = _by_token(token)
    out = io.BytesIO()
    segno.make(join_url(draft), error="m", micro=False).save(out, kind="png", scale=8, border=4)
    response = make_response(out.getvalue())
    response.headers["Content-Type"] = "image/png"
    response.headers["Cache-Control"] = "no-store"
    return response


# -- the live sheet --------------------------------------------------------------------------------

@bp.get("/d/<token>/table.json")
def live_json(token: str):
    return live_answer("token", token)


@bp.get("/t/<view>/table.json")
def view_json(view: str):
    return live_answer("view", view)


# -- the host's say over the table -----------------------------------------------------------------

def _by_token(token: str) -> Draft:
    draft = db.session.scalar(select(Draft).where(Draft.token == token)) if token else None
    if draft is None or not draft.code:
        abort(404)
    return draft


def _host_refusal(draft: Draft, unlocking: bool = False):
    """None when this phone may do what only the host does; else the answer (403, or 423 once
    the table is locked: nothing but the host's unlock is accepted then)."""
    if authority.locked(draft) and not (unlocking and draft.table_status == LOCKED):
        return authority.refuse(423, authority.locked_message())
    if not authority.is_host(draft):
        return authority.refuse(403, authority.host_only_message())
    return None


@bp.post("/d/<token>/table/lock")
def lock(token: str):
    draft = _by_token(token)
    refused = _host_refusal(draft)
    if refused is not None:
        return refused
    if draft_store.update(draft, draft_store.status_change(OPEN, LOCKED)):
        flash(gettext("The game is locked: every city is read-only. Save it when the sheet is right."), "success")
    return redirect(url_for("table.page", token=token))


@bp.post("/d/<token>/table/unlock")
def unlock(token: str):
    draft = _by_token(token)
    refused = _host_refusal(draft, unlocking=True)
    if refused is not None:
        return refused
    draft_store.update(draft, draft_store.status_change(LOCKED, OPEN))
    return redirect(url_for("table.page", token=token))


@bp.post("/d/<token>/table/code")
def new_join_code(token: str):
    """A new join code (the old one, shared too widely, no longer joins); seats stay taken."""
    draft = _by_token(token)
    refused = _host_refusal(draft)
    if refused is not None:
        return refused

    def renew(d: Draft) -> bool:
        d.code = new_code()
        return True
    draft_store.update(draft, renew)
    flash(gettext("A new code: the old one no longer joins this table."), "success")
    return redirect(url_for("table.page", token=token))


# -- the host's say over phones and seats ----------------------------------------------------------

def _seat_change(pid: str, change):
    """``change(state, player)`` on a copy of the state of the seat ``pid`` (False: nothing to do)."""
    def apply(d: Draft) -> bool:
        state = copy.deepcopy(d.state)
        p = next((q for q in state.get("players", []) if q.get("id") == pid), None)
        if p is None or not change(state, p):
            return False
        d.state = state
        return True
    return apply


def _seat_action(token: str, pid: str, change):
    """A host's change to one seat (``change(state, player) -> bool``), then back to the host's box."""
    draft = _by_token(token)
    refused = _host_refusal(draft)
    if refused is not None:
        return refused
    draft_store.update(draft, _seat_change(pid, change))
    return redirect(url_for("table.page", token=token) + "#host-box")


@bp.post("/d/<token>/table/seat/<pid>/host")
def promote(token: str, pid: str):
    """The phone holding that seat becomes a host too."""

    def make_host(state: dict, p: dict) -> bool:
        hosts = [h for h in state.get(authority.HOSTS) or [] if isinstance(h, str)]
        if not p.get("seat_by") or p["seat_by"] in hosts:
            return False
        state[authority.HOSTS] = hosts + [p["seat_by"]]
        return True
    return _seat_action(token, pid, make_host)


@bp.post("/d/<token>/table/seat/<pid>/free")
def free_seat(token: str, pid: str):
    """The seat is free again (its phone was lost or handed over): the next phone to join takes it."""

    def free(state: dict, p: dict) -> bool:
        return p.pop("seat_by", None) is not None
    return _seat_action(token, pid, free)


@bp.post("/d/<token>/table/seat/<pid>/grant")
def grant(token: str, pid: str):
    """Let the phone of the seat ``to`` edit the city ``pid`` (``stop``: no longer)."""
    to = request.form.get("to", "")
    stop = bool(request.form.get("stop"))

    def allow(state: dict, p: dict) -> bool:
        holder = next((q.get("seat_by") for q in state.get("players", []) if q.get("id") == to), None)
        grants = state.get(authority.GRANTS) if isinstance(state.get(authority.GRANTS), dict) else {}
        phones = [m for m in grants.get(pid) or [] if isinstance(m, str)]
        if not holder or (holder in phones) != stop:
            return False
        phones = [m for m in phones if m != holder] if stop else phones + [holder]
        state[authority.GRANTS] = dict(grants, **{pid: phones})
        return True
    return _seat_action(token, pid, allow)


def host_seats(draft: Draft) -> list[dict]:
    """The host's view of the seats: who took each, who is a host, who may edit it."""
    state = draft.state
    hosts = state.get(authority.HOSTS) or []
    grants = state.get(authority.GRANTS) if isinstance(state.get(authority.GRANTS), dict) else {}
    shown_names = names(table_document(state))
    by_mark = {p.get("seat_by"): shown_names[i] for i, p in enumerate(state.get("players", [])) if p.get("seat_by")}
    out = []
    for i, p in enumerate(state.get("players", [])):
        allowed = [m for m in grants.get(p.get("id")) or [] if m in by_mark]
        out.append({"id": p.get("id"), "name": shown_names[i], "taken": bool(p.get("seat_by")),
                    "host": bool(p.get("seat_by")) and p["seat_by"] in hosts,
                    "allowed": [{"name": by_mark[m], "id": next(q["id"] for q in state["players"]
                                                                if q.get("seat_by") == m)} for m in allowed],
                    "others": [{"id": q.get("id"), "name": shown_names[k]} for k, q in enumerate(state["players"])
                               if q.get("seat_by") and k != i and q["seat_by"] not in allowed]})
    return out


# -- the read-only link ----------------------------------------------------------------------------

@bp.get("/t/<view>")
def view(view: str):
    draft = db.session.scalar(select(Draft).where(Draft.view_token == view)) if view else None
    if draft is None:
        abort(404)
    return render_template("games/table_view.html", draft=draft, live=live(draft), poll_ms=POLL_MS,
                           poll=url_for("table.view_json", view=view), game_title=game_for(draft.state).title)


@bp.after_request
def no_store(response):
    # the table's screens always show the current state (the JSON answers carry their ETag)
    if not response.headers.get("ETag"):
        response.headers["Cache-Control"] = "no-store"
    return response

