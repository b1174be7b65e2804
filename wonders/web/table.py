"""Blueprint 'table': table mode — every player enters their own city on their own phone.

A draft (``wonders.drafts``) becomes a table when its host presses *Play at the table* on the
players screen: it gets a short join code and a read-only link, and every phone that joins
uses the draft's usual city screens (``entry``), each saved as it is tapped.

    /d/<token>/table/start   (POST) the host starts table mode
    /d/<token>/table         the join screen: code, QR code, address, live sheet; lock, save
    /d/<token>/table/qr.png  the QR code of the join address (made here, no outside service)
    /d/<token>/table.json    the live sheet (ETag: cheap when nothing changed)
    /d/<token>/table/lock    (POST, the host) everyone read-only; /unlock opens it again
    /d/<token>/table/code    (POST, the host) a new join code: the old one no longer joins
    /d/<token>/table/seat/<pid>/host|free|grant  (POST, the host) promote that seat's phone,
                             free the seat, let another seat's phone edit that city (or stop it)
    /j, /j/<code>            type the code; pick a free seat (or add yourself) → your city
                             (rate limited per client and per table: ``join_limits``)
    /t/<view>                the read-only live sheet;  /t/<view>/table.json its data

The join code lets a phone take a seat; what each phone may then change is ``authority``'s
(the host, a seat's own city); the read-only link never shows the code or the draft's address.
The seat a device took is stored in the draft (``seat_by``) and remembered in a cookie
(``seat-<code>``) that opens its city again.
"""
from __future__ import annotations

import copy
import io
import ipaddress
import secrets
import socket
from urllib.parse import urlsplit

from flask import (Blueprint, abort, current_app, flash, jsonify, make_response, redirect, render_template,
                   request, url_for)
from flask_babel import gettext
from flask_limiter import RateLimitExceeded
from sqlalchemy import select

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.player_names import name_key
from wonders.drafts import new_player, rev, seat_of, table_document
from wonders import l10n
from wonders.extensions import db, limiter
from wonders.models import Draft

from wonders.web import authority
from wonders.web.authority import mark as device_mark
from wonders.web.tables import classic, deal, game_for, names, place, screen_for

bp = Blueprint("table", __name__)

# 31 characters that cannot be read as one another (no 0/O, 1/I/L); 8 of them give 31⁸ ≈ 8.5 × 10¹¹
# codes (about 40 bits): guessing one open table's code at 100 requests a second takes centuries
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 8
SEAT_COOKIE = "seat-"                  # + the code: the player id this device took
SEAT_MAX_AGE = 2 * 24 * 3600
POLL_MS = 1500                         # how often the phones ask for the live sheet
OPEN, LOCKED, SAVED = "open", "locked", "saved"


# -- codes, addresses ------------------------------------------------------------------------------

def new_code() -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if db.session.scalar(select(Draft.id).where(Draft.code == code)) is None:
            return code


def normalise(code: str) -> str:
    """What was typed → a code: any case, spaces and dashes ignored; O read as 0 is not in the
    alphabet, so the letters people confuse are simply absent."""
    return "".join(ch for ch in (code or "").upper() if ch.isalnum())[:32]


def shown(code: str) -> str:
    """The code as displayed: two groups of four (ABCD-EFGH)."""
    return f"{code[:4]}-{code[4:]}" if code and len(code) == CODE_LENGTH else code


def lan_address() -> str | None:
    """This machine's address on the local network (the interface of its default route); no
    packet is sent (a UDP socket only picks its route)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))                  # TEST-NET-1: never answered
            address = s.getsockname()[0]
    except OSError:
        return None
    return None if ipaddress.ip_address(address).is_loopback else address


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def public_base() -> str:
    """Where the other phones reach this app: ``PUBLIC_URL`` (config or environment) when set;
    otherwise the address this request came to, with a loopback host (the host's own browser
    on localhost) replaced by the machine's address on the local network, port kept."""
    import os
    configured = current_app.config.get("PUBLIC_URL") or os.environ.get("PUBLIC_URL")
    if configured:
        return configured.rstrip("/")
    parts = urlsplit(request.host_url)
    host, port = parts.hostname or "", parts.port
    if _loopback(host):
        lan = lan_address()
        if lan:
            host = lan
    elif ":" in host:
        host = f"[{host}]"
    netloc = host if port is None else f"{host}:{port}"
    return f"{parts.scheme}://{netloc}"


def join_url(draft: Draft) -> str:
    return public_base() + url_for("table.join", code=draft.code)


def view_url(draft: Draft) -> str:
    return public_base() + url_for("table.view", view=draft.view_token)


# -- drafts ------------------------------------------------------------------------------------------

def _by_token(token: str) -> Draft:
    draft = db.session.scalar(select(Draft).where(Draft.token == token)) if token else None
    if draft is None or not draft.code:
        abort(404)
    return draft


def _by_code(code: str) -> Draft | None:
    code = normalise(code)
    return db.session.scalar(select(Draft).where(Draft.code == code)) if code else None


is_host = authority.is_host


def read_only(draft: Draft) -> bool:
    return draft.table_status in (LOCKED, SAVED)


def context(draft: Draft, pid: str | None = None) -> dict | None:
    """What a city screen shows of its table (None: not a table)."""
    if not draft.code:
        return None
    return {"code": shown(draft.code), "poll": url_for("table.live_json", token=draft.token),
            "page": url_for("table.page", token=draft.token), "poll_ms": POLL_MS,
            "mine": pid is not None and authority.holds_seat(draft, pid)}


# -- the live sheet ----------------------------------------------------------------------------------

_CACHE: dict[tuple, dict] = {}          # (draft token, version, status, language) → the sheet's data
_CACHE_SIZE = 64


def live(draft: Draft) -> dict:
    """The table's sheet as it stands: every player's running total (what depends on the
    neighbours included: scored by the game's module on the whole table), the score pad when
    the table is valid, and each problem with the players it concerns."""
    from wonders.i18n import current
    key = (draft.token, draft.version, draft.table_status, current())
    if key in _CACHE:
        return _CACHE[key]
    from wonders.web.entry import live_totals
    from wonders.web.games import sheet_context
    state = draft.state
    doc = table_document(state)
    shown_names = names(doc)
    players = [{"id": p.get("id"), "name": shown_names[i] if i < len(shown_names) else "", "rev": rev(p),
                "total": None, "problems": [], "taken": bool(p.get("seat_by"))}
               for i, p in enumerate(state.get("players", []))]
    sheet, table_problems = None, []
    try:
        sheet = sheet_context(doc)
    except BadInput as exc:
        placed = place(exc.problems, doc)
        table_problems = list(placed.table)
        for seat in placed.seats():
            if seat < len(players):
                for field, messages in placed.players.get(seat, {}).items():
                    players[seat]["problems"].extend(messages)
                for card, messages in placed.cards.get(seat, {}).items():
                    # a card problem across the table (more copies than exist) concerns every holder
                    for holder in _holders(doc, card) | {seat}:
                        if holder < len(players):
                            players[holder]["problems"].extend(m for m in messages
                                                               if m not in players[holder]["problems"])
    for i, p in enumerate(state.get("players", [])):
        if p.get("raw") or p.get("cards_text"):
            players[i]["problems"].append(gettext("a value typed on this city is not valid yet"))
    totals = live_totals(doc)
    if totals:
        for i, t in enumerate(totals["players"]):
            if i < len(players):
                players[i]["total"] = t["total"]
    html = render_template("games/_table_sheet.html", sheet=sheet, players=players, totals=totals,
                           table_problems=table_problems, status=draft.table_status)
    data = {"version": draft.version, "status": draft.table_status, "players": players,
            "problems": table_problems, "live": totals, "table_rev": state.get("table_rev", 0),
            "winners": sheet["result"]["winners"] if sheet else [], "html": html,
            "saved": url_for("games.shared", token=draft.game_row.share_token)
            if draft.table_status == SAVED and draft.game_row is not None else None}
    try:
        while len(_CACHE) >= _CACHE_SIZE:
            _CACHE.pop(next(iter(_CACHE)))
    except (KeyError, RuntimeError, StopIteration):     # another thread trimmed it meanwhile
        pass
    _CACHE[key] = data
    return data


def _holders(doc: dict, card: str) -> set[int]:
    """The seats holding a card (by any spelling); games whose cards are counts by kind: none."""
    from wonders.web.tables import card_list, cat_for
    if not classic(doc):
        return set()
    cat = cat_for(doc)
    wanted = cat.card(card)
    return {i for i, p in enumerate(doc.get("players", [])) if isinstance(p, dict) and wanted is not None
            and any(cat.card(c) is wanted for c in card_list(p))}


def _etag(draft_id: int, version: int, status: str | None) -> str:
    from wonders.i18n import current
    return f'W/"t{draft_id}-{version}-{status}-{current()}"'


def _live_answer(where):
    """The live sheet's JSON; 304 when the phone already has this version (one small query)."""
    row = db.session.execute(select(Draft.id, Draft.version, Draft.table_status, Draft.code).where(where)).first()
    if row is None or not row.code:
        abort(404)
    tag = _etag(row.id, row.version, row.table_status)
    if tag in [t.strip() for t in request.headers.get("If-None-Match", "").split(",")]:
        response = make_response("", 304)
    else:
        draft = db.session.scalar(select(Draft).where(Draft.id == row.id))
        data = dict(live(draft))
        response = jsonify(data)
    response.headers["ETag"] = tag
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/d/<token>/table.json")
def live_json(token: str):
    return _live_answer(Draft.token == token)


@bp.get("/t/<view>/table.json")
def view_json(view: str):
    return _live_answer(Draft.view_token == view)


# -- the host's screens --------------------------------------------------------------------------------

def _update(draft: Draft, change) -> bool:
    """Apply ``change(draft)`` (True: something to store) and commit; the draft is versioned, so a
    phone's save landing in between makes the commit stale: read it again and apply again."""
    from sqlalchemy.orm.exc import StaleDataError
    for _ in range(12):
        if not change(draft):
            return False
        try:
            db.session.commit()
            return True
        except StaleDataError:
            db.session.rollback()
            db.session.refresh(draft)
    abort(409)


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
    _update(draft, begin)
    return redirect(url_for(".page", token=token))


@bp.get("/d/<token>/table")
def page(token: str):
    draft = _by_token(token)
    address = join_url(draft)
    loopback_only = _loopback(urlsplit(address).hostname or "")
    return render_template("games/table.html", draft=draft, code=shown(draft.code), join=address,
                           view=view_url(draft), live=live(draft), host=is_host(draft), poll_ms=POLL_MS,
                           seats=host_seats(draft) if is_host(draft) else [],
                           loopback_only=loopback_only, token=token,
                           seat=request.cookies.get(SEAT_COOKIE + draft.code))


@bp.get("/d/<token>/table/qr.png")
def qr(token: str):
    import segno
    draft = _by_token(token)
    out = io.BytesIO()
    segno.make(join_url(draft), error="m", micro=False).save(out, kind="png", scale=8, border=4)
    response = make_response(out.getvalue())
    response.headers["Content-Type"] = "image/png"
    response.headers["Cache-Control"] = "no-store"
    return response


def _status_change(before: str, after: str):
    def change(d: Draft) -> bool:
        if d.table_status != before:
            return False
        d.table_status = after
        return True
    return change


def _host_refusal(draft: Draft, unlocking: bool = False):
    """None when this phone may do what only the host does; else the answer (403, or 423 once
    the table is locked: nothing but the host's unlock is accepted then)."""
    if authority.locked(draft) and not (unlocking and draft.table_status == LOCKED):
        return authority.refuse(423, authority.locked_message())
    if not is_host(draft):
        return authority.refuse(403, authority.host_only_message())
    return None


@bp.post("/d/<token>/table/lock")
def lock(token: str):
    draft = _by_token(token)
    refused = _host_refusal(draft)
    if refused is not None:
        return refused
    if _update(draft, _status_change(OPEN, LOCKED)):
        flash(gettext("The game is locked: every city is read-only. Save it when the sheet is right."), "success")
    return redirect(url_for(".page", token=token))


@bp.post("/d/<token>/table/unlock")
def unlock(token: str):
    draft = _by_token(token)
    refused = _host_refusal(draft, unlocking=True)
    if refused is not None:
        return refused
    _update(draft, _status_change(LOCKED, OPEN))
    return redirect(url_for(".page", token=token))


# -- the host's say over phones and seats -----------------------------------------------------------

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
    _update(draft, renew)
    flash(gettext("A new code: the old one no longer joins this table."), "success")
    return redirect(url_for(".page", token=token))


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
    _update(draft, _seat_change(pid, change))
    return redirect(url_for(".page", token=token) + "#host-box")


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


# -- the read-only link --------------------------------------------------------------------------------

@bp.get("/t/<view>")
def view(view: str):
    draft = db.session.scalar(select(Draft).where(Draft.view_token == view)) if view else None
    if draft is None:
        abort(404)
    return render_template("games/table_view.html", draft=draft, live=live(draft), poll_ms=POLL_MS,
                           poll=url_for(".view_json", view=view), game_title=game_for(draft.state).title)


# -- joining -------------------------------------------------------------------------------------------

@bp.get("/j")
def join_form():
    code = request.args.get("code")
    if code:
        return redirect(url_for(".join", code=normalise(code)))
    return render_template("games/join_code.html", code="", missing=False)


@bp.post("/j")
def join_form_post():
    return redirect(url_for(".join", code=normalise(request.form.get("code", ""))))


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
        "games/join.html", draft=draft, code=shown(draft.code), seats=_seats(draft), errors=errors or [],
        typed=typed or {}, boards=[b["name"] for b in screen.boards if b["name"] not in taken],
        sides=list(screen.sides), can_add=len(draft.state.get("players", [])) < game_for(draft.state).info.max_players,
        game_title=game_for(draft.state).title, game_id=game_for(draft.state).id), status


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


@bp.get("/j/<code>")
@_limited
def join(code: str):
    draft = _by_code(code)
    if draft is None:
        return render_template("games/join_code.html", code=code, missing=True), 404
    if normalise(code) != code:
        return redirect(url_for(".join", code=draft.code))
    if read_only(draft):
        return redirect(url_for(".view", view=draft.view_token))
    # the seat this phone took (its cookie names it; after a new code, the draft does)
    pid = request.cookies.get(SEAT_COOKIE + draft.code) or next(
        (p.get("id") for p in draft.state.get("players", []) if p.get("seat_by") == device_mark()), None)
    seat = seat_of(draft.state, pid) if pid else None
    if seat is not None and request.args.get("pick") is None:
        p = draft.state["players"][seat]
        if p.get("seat_by") in (None, device_mark()):
            return redirect(url_for("entry.city", token=draft.token, pid=pid))
    return _join_page(draft)


@bp.post("/j/<code>")
@_limited
def join_post(code: str):
    from wonders.web.entry import CityConflict, _setup_problems, _store
    draft = _by_code(code)
    if draft is None:
        abort(404)
    if read_only(draft):
        return redirect(url_for(".view", view=draft.view_token))
    state = copy.deepcopy(draft.state)
    screen = screen_for(state)
    chosen = request.form.get("seat", "")
    name = " ".join(request.form.get("name", "").split())[:100]
    wonder, side = request.form.get("wonder", ""), request.form.get("side", "")
    typed = {"seat": chosen, "name": name, "wonder": wonder, "side": side}
    mine = device_mark()
    players = state.get("players", [])
    if chosen == "new":
        if not name:
            return _join_page(draft, [gettext("Type your name to add yourself.")], 422, typed)
        if any(isinstance(p.get("name"), str) and name_key(p["name"]) == name_key(name) for p in players):
            return _join_page(draft, [gettext("%(name)s is already at this table: pick that seat.", name=name)],
                              422, typed)
        if len(players) >= game_for(state).info.max_players:
            return _join_page(draft, [gettext("This table is full.")], 422, typed)
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
    else:
        seat = seat_of(state, chosen)
        if seat is None:
            return _join_page(draft, [gettext("Pick a seat.")], 422, typed)
        p = players[seat]
        if p.get("seat_by") and p["seat_by"] != mine and not is_host(draft):
            # another phone's city is edited only with the host's consent (authority)
            return _join_page(draft, [gettext("%(name)s's seat was taken on another phone. If that was you, "
                                              "ask the host to free the seat, then take it here.",
                                              name=p.get("name") or "?")], 409, typed)
        if name and not p.get("name"):
            p["name"] = name
    p["seat_by"] = mine
    if screen.boards:
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
    problems = _setup_problems(table_document(state))
    seat = players.index(p)
    mine_problems = [m for messages in problems.for_seat(seat).values() for m in messages]
    if mine_problems:
        return _join_page(draft, mine_problems, 422, typed)
    try:
        _store(draft, state, strict=True)
    except CityConflict:
        return _join_page(draft, [gettext("Someone took that seat at the same moment: pick another one.")], 409, typed)
    response = redirect(url_for("entry.city", token=draft.token, pid=p["id"]))
    response.set_cookie(SEAT_COOKIE + draft.code, p["id"], max_age=SEAT_MAX_AGE, httponly=True, samesite="Lax",
                        secure=request.is_secure)
    return response


@bp.after_request
def no_store(response):
    # the table's screens always show the current state (the JSON answers carry their ETag)
    if not response.headers.get("ETag"):
        response.headers["Cache-Control"] = "no-store"
    return response
