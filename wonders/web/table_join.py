"""Blueprint 'join': a phone joins a table (``table``) by its code and takes a seat.

    /j, /j/<code>            type the code; pick a free seat (or add yourself) → your city
                             (rate limited per client and per table: ``join_limits``)

The seat a device took is stored in the draft (``seat_by``) and remembered in a cookie
(``seat-<code>``) that opens its city again.  Another phone's seat is taken only with the
host's consent (``authority``).
"""
from __future__ import annotations

import copy

from flask import Blueprint, abort, current_app, flash, redirect, render_template, request, url_for
from flask_babel import gettext
from flask_limiter import RateLimitExceeded
from sqlalchemy import select

from scoring.core.player_names import name_key
from wonders import l10n
from wonders.drafts import new_player, seat_of, table_document
from wonders.extensions import db, limiter
from wonders.models import Draft

from wonders.web import authority, draft_store
from wonders.web.authority import mark as device_mark
from wonders.web.setup import setup_problems
from wonders.web.table_codes import SEAT_COOKIE, normalise
from wonders.web.tables import classic, deal, follow_box, game_for, names, screen_for

bp = Blueprint("join", __name__)

SEAT_MAX_AGE = 2 * 24 * 3600           # how long the seat cookie opens this phone's city


# -- how often a code may be tried -----------------------------------------------------------------

# attempts at a join code (README, "Table mode"): per client, only the codes that found no table
# count (a guesser is stopped, a table of phones on one network is not); per table, every attempt
JOIN_LIMIT_CLIENT = "10 per minute;100 per day"
JOIN_LIMIT_TABLE = "60 per minute"


def _client_limit() -> str:
    return current_app.config.get("JOIN_LIMIT_CLIENT", JOIN_LIMIT_CLIENT)


def _table_limit() -> str:
    return current_app.config.get("JOIN_LIMIT_TABLE", JOIN_LIMIT_TABLE)


def _table_key() -> str:
    return "join-table:" + normalise((request.view_args or {}).get("code", ""))


@bp.errorhandler(RateLimitExceeded)
def _too_many(_exc):
    return render_template(
        "error.html", code=429, title=gettext("Too many tries"),
        message=gettext("Too many tries with a join code. Wait a minute, then type the code again "
                        "(or scan the host's QR code).")), 429


def _missed(response) -> bool:
    return response.status_code == 404


join_limits = [
    limiter.shared_limit(_client_limit, scope="join-client", deduct_when=_missed),
    limiter.shared_limit(_table_limit, scope="join-table", key_func=_table_key),
]


def _limited(view):
    for limit in join_limits:
        view = limit(view)
    return view


@bp.after_request
def no_store(response):
    # the join screens always show the current state
    if not response.headers.get("ETag"):
        response.headers["Cache-Control"] = "no-store"
    return response


# -- joining ---------------------------------------------------------------------------------------

@bp.get("/j")
def join_form():
    code = request.args.get("code")
    if code:
        return redirect(url_for("join.join", code=normalise(code)))
    return render_template("games/join_code.html", code="", missing=False)


@bp.post("/j")
def join_form_post():
    return redirect(url_for("join.join", code=normalise(request.form.get("code", ""))))


@bp.get("/j/<code>")
@_limited
def join(code: str):
    draft = _by_code(code)
    if draft is None:
        return render_template("games/join_code.html", code=code, missing=True), 404
    if normalise(code) != code:
        return redirect(url_for("join.join", code=draft.code))
    if authority.locked(draft):
        return redirect(url_for("table.view", view=draft.view_token))
    # the seat this phone took (its cookie names it; after a new code, the draft does)
    pid = request.cookies.get(SEAT_COOKIE + draft.code) or next(
        (p.get("id") for p in draft.state.get("players", []) if p.get("seat_by") == device_mark()), None)
    seat = seat_of(draft.state, pid) if pid else None
    if seat is not None and request.args.get("pick") is None:
        p = draft.state["players"][seat]
        if p.get("seat_by") in (None, device_mark()):
            return redirect(url_for("city.city", token=draft.token, pid=pid))
    return _join_page(draft)


@bp.post("/j/<code>")
@_limited
def join_post(code: str):
    draft = _by_code(code)
    if draft is None:
        abort(404)
    if authority.locked(draft):
        return redirect(url_for("table.view", view=draft.view_token))
    state = copy.deepcopy(draft.state)
    chosen = request.form.get("seat", "")
    name = " ".join(request.form.get("name", "").split())[:100]
    wonder, side = request.form.get("wonder", ""), request.form.get("side", "")
    typed = {"seat": chosen, "name": name, "wonder": wonder, "side": side}
    try:
        p = _newcomer(state, name) if chosen == "new" else _taken_seat(draft, state, chosen, name)
    except _Refused as refused:
        return _join_page(draft, refused.messages, refused.status, typed)
    p["seat_by"] = device_mark()
    _board(state, p, wonder, side)
    seat = state["players"].index(p)
    mine_problems = [m for messages in setup_problems(table_document(state)).for_seat(seat).values()
                     for m in messages]
    if mine_problems:
        return _join_page(draft, mine_problems, 422, typed)
    try:
        draft_store.store(draft, state, strict=True)
    except draft_store.CityConflict:
        return _join_page(draft, [gettext("Someone took that seat at the same moment: pick another one.")], 409, typed)
    response = redirect(url_for("city.city", token=draft.token, pid=p["id"]))
    response.set_cookie(SEAT_COOKIE + draft.code, p["id"], max_age=SEAT_MAX_AGE, httponly=True, samesite="Lax",
                        secure=request.is_secure)
    return response


class _Refused(Exception):
    """The seat cannot be taken: the sentences shown on the join screen, and the status."""

    def __init__(self, messages: list[str], status: int = 422):
        super().__init__(*messages)
        self.messages, self.status = messages, status


def _newcomer(state: dict, name: str) -> dict:
    """A player who adds themselves to the table (``seat=new``): a new seat at its end."""
    players = state.setdefault("players", [])
    if not name:
        raise _Refused([gettext("Type your name to add yourself.")])
    if any(isinstance(p.get("name"), str) and name_key(p["name"]) == name_key(name) for p in players):
        raise _Refused([gettext("%(name)s is already at this table: pick that seat.", name=name)])
    if len(players) >= game_for(state).max_players_with(state.get("expansions") or ()):
        raise _Refused([gettext("This table is full.")])
    taken = {p.get("id") for p in players}
    if classic(state):
        p = new_player(taken)
        if state.get("military_mode") == "shields":
            p.pop("military", None)
            p["shields"] = [0, 0]
        else:
            p["military"] = []
    else:
        p = {"id": new_player(taken)["id"]}
    p["name"] = name
    players.append(p)
    return p


def _taken_seat(draft: Draft, state: dict, chosen: str, name: str) -> dict:
    """A seat already at the table, free or this phone's (another phone's: the host's only)."""
    seat = seat_of(state, chosen)
    if seat is None:
        raise _Refused([gettext("Pick a seat.")])
    p = state["players"][seat]
    if p.get("seat_by") and p["seat_by"] != device_mark() and not authority.is_host(draft):
        # another phone's city is edited only with the host's consent (authority)
        raise _Refused([gettext("%(name)s's seat was taken on another phone. If that was you, "
                                "ask the host to free the seat, then take it here.",
                                name=p.get("name") or "?")], 409)
    if name and not p.get("name"):
        p["name"] = name
    return p


def _board(state: dict, p: dict, wonder: str, side: str) -> None:
    """The board (and side) the player picked, else one dealt at random among those left."""
    screen = screen_for(state)
    if not screen.boards:
        return
    players = state["players"]
    if wonder and not p.get("wonder"):
        p["wonder"] = wonder
    if side and not p.get("side") and screen.sides:
        p["side"] = side
    rows = [{"wonder": q.get("wonder", ""), "side": q.get("side", "")} for q in players]
    before = (rows[players.index(p)]["wonder"], rows[players.index(p)]["side"])
    deal(rows, screen)
    row = rows[players.index(p)]
    if (row["wonder"], row["side"]) != before:
        p["wonder"] = row["wonder"]
        if screen.sides:
            p["side"] = row["side"]
        flash(gettext("Dealt at random — %(dealt)s.", dealt=f"{p['name']}: {l10n.board(screen.game, row['wonder'], row['side'])}".strip()),
              "dealt")


def _by_code(code: str) -> Draft | None:
    code = normalise(code)
    draft = db.session.scalar(select(Draft).where(Draft.code == code)) if code else None
    if draft is not None:
        follow_box(draft.state)          # the seats' boards named as the table's box prints them
    return draft


def _seats(draft: Draft) -> list[dict]:
    mine = device_mark()
    doc = table_document(draft.state)
    shown_names = names(doc)
    return [{"id": p["id"], "name": shown_names[i], "wonder": p.get("wonder", ""), "side": p.get("side", ""),
             "free": not p.get("seat_by") or p.get("seat_by") == mine, "mine": p.get("seat_by") == mine}
            for i, p in enumerate(draft.state.get("players", []))]


def _join_page(draft: Draft, errors: list[str] | None = None, status: int = 200, typed: dict | None = None):
    screen = screen_for(draft.state)
    taken = {p.get("wonder") for p in draft.state.get("players", []) if p.get("wonder")}
    return render_template(
        "games/join.html", draft=draft, code=draft_store.shown_code(draft.code), seats=_seats(draft), errors=errors or [],
        typed=typed or {}, boards=[b["name"] for b in screen.boards if b["name"] not in taken],
        sides=list(screen.sides), can_add=len(draft.state.get("players", [])) < game_for(draft.state).max_players_with(
            draft.state.get("expansions") or ()),
        game_title=game_for(draft.state).title, game_id=game_for(draft.state).id), status

