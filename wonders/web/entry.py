"""Blueprint 'entry': entering a game on a phone, kept on the server as a draft.

Every game being entered is a ``Draft`` at its own address from the first screen on;
every screen is a GET of that address (Back, Forward, reload and another phone show
the saved state), every form posts its changes there and is answered with a redirect
(post/redirect/get: a reload never re-posts), and with JavaScript each tap is saved
as it is made (``X-Autosave: 1`` → a JSON answer instead of the redirect).

    /games/new                    the players screen of a game not started yet
    /d/<token>                    reopens the draft where it was left
    /d/<token>/players            game, players in seating order, wonders and sides
    /d/<token>/city/<player id>   one city; cities belong to players, not seats
    /d/<token>/score              the live score sheet (or the problems, with links)
    /d/<token>/save               → a saved game (/e/<edit token>)
    /d/<token>/document.json      the table document as it stands
    /games/drafts                 games in progress on this device

No rule lives here: the scoring library decides what is valid; this module keeps
what was typed and maps the library's problems back beside the fields.
"""
from __future__ import annotations

import copy
from datetime import date, datetime, timedelta, timezone

from flask import (Blueprint, abort, current_app, flash, jsonify, redirect, render_template, request, url_for)
from flask_babel import gettext, lazy_gettext as _l
from sqlalchemy import delete, select
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm.attributes import set_committed_value
from sqlalchemy.orm.exc import StaleDataError
from werkzeug.datastructures import MultiDict

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.numbers import is_int, parse_whole, whole
from wonders.drafts import (EXPIRY_DAYS, STATE_KEYS, clashes, new_player, new_state, pid_at, rev, seat_of,
                            state_from_document, table_document)
from wonders.drafts import merge as merge_states
from wonders import l10n
from wonders.extensions import db
from wonders.models import Draft, Game, GamePlayer, store_result

from wonders.web import authority, storage
from wonders.web.babel_entry import babel_fields, merge_babel
from wonders.web.device import device_id
from wonders.web.forms import CityForm, SaveForm, SetupForm
from wonders.web.tables import (SETUP_FIELDS, Placed, card_list, cat_for, classic, deal, game_for, screen_for,
                     int_or, load_document, names, neighbour_names, parse_card_text, picker, place,
                     player_count, stage_count)

bp = Blueprint("entry", __name__)
score = games.score          # any registered game (and quick pad mode), chosen by the document

CITY_FIELDS = ("stages", "cards", "cards_text", "coins", "defeats", "wins1", "wins3", "wins5",
               "shields1", "shields2", "shields3")


# -- drafts in the database ------------------------------------------------------------------

def _now() -> datetime:
    return datetime.now(timezone.utc)


def _draft(token: str) -> Draft:
    draft = db.session.scalar(select(Draft).where(Draft.token == token)) if token else None
    if draft is None:
        abort(404)
    return draft


def _create(state: dict, game: Game | None = None) -> Draft:
    # opportunistic clean-up: drafts untouched for EXPIRY_DAYS are gone (README, "Drafts")
    db.session.execute(delete(Draft).where(Draft.updated_at < _now() - timedelta(days=EXPIRY_DAYS)))
    draft = Draft(state=state, device=device_id(), game_id=game.id if game else None,
                  base_version=game.version if game else None)
    db.session.add(draft)
    db.session.flush()
    return draft


class CityConflict(Exception):
    """Another phone changed the same field of the same city meanwhile: this change is refused
    (and reported to whoever made it), never written over theirs."""

    def __init__(self, where: dict[str, set[str]]):
        super().__init__(", ".join(sorted(where)))
        self.where = where


def _store(draft: Draft, state: dict, strict: bool = False) -> None:
    """Save the draft's new state. When another request (another phone) saved the same draft
    meanwhile, merge player by player and field by field (``wonders.drafts.merge``) and save
    again: nothing is lost.  ``strict``: a field of a city both changed (``clashes``) raises
    ``CityConflict`` instead of keeping this request's value."""
    base = copy.deepcopy(draft.state)
    for _ in range(12):                      # a table of seven phones saving at the same moment
        draft.state = copy.deepcopy(state)   # a new object: the JSON column sees the change
        draft.updated_at = _now()
        try:
            db.session.commit()
            return
        except DBAPIError as exc:
            if not (storage.reading() and storage.failure(exc)):
                raise
            # a GET only remembers where the draft reopens (and that its problems were shown):
            # with storage that cannot be written, the page is shown from the state in hand
            db.session.rollback()
            set_committed_value(draft, "state", copy.deepcopy(state))
            current_app.logger.warning("draft %s not updated by %s (%s)", draft.token, request.path, exc.orig)
            return
        except StaleDataError:
            db.session.rollback()
            db.session.refresh(draft)
            theirs = copy.deepcopy(draft.state)
            clash = clashes(base, state, theirs) if strict else {}
            if clash:
                raise CityConflict(clash)
            state = merge_states(base, state, theirs)
            base = theirs
    abort(409)


def _table_status(draft: Draft) -> str | None:
    return draft.table_status if draft.code else None


def _refusal(draft: Draft, page=None, pid: str | None = None):
    """None when this phone may make this change (``pid``: of that city; otherwise the host's
    kind); else the answer: 423 once the host locked the table (or saved it), 403 for a phone
    without the right (``authority``). ``page()`` shows what was typed, with the sentence."""
    if authority.locked(draft):
        return authority.refuse(423, authority.locked_message(), page)
    if not (authority.may_edit_city(draft, pid) if pid is not None else authority.is_host(draft)):
        return authority.refuse(403, authority.city_message() if pid is not None
                                else authority.host_only_message(), page)
    return None


def _locked(draft: Draft) -> bool:
    return _table_status(draft) in ("locked", "saved")


def _autosave() -> bool:
    return request.headers.get("X-Autosave") == "1"


def _saved_answer(draft: Draft, state: dict, extra: dict | None = None):
    """The JSON answer of an autosave: what was stored and the running totals."""
    out = {"saved": True, "version": draft.version, "live": live_totals(table_document(state))}
    out.update(extra or {})
    return jsonify(out)


# -- running totals ----------------------------------------------------------------------------

def live_totals(doc: dict) -> dict | None:
    """Totals for the running-totals bar: the full score when the table is valid; while the
    table's military is incomplete or contradictory, the rest with military shown as pending."""
    try:
        return {"players": [{"name": p["name"], "total": p["total"]} for p in score(doc).to_json()["players"]],
                "military_pending": False}
    except BadInput:
        pass
    bare = copy.deepcopy(doc)
    for p in bare.get("players", []):
        if isinstance(p, dict):
            p.pop("shields", None)
            p["military"] = []
    try:
        result = score(bare).to_json()
    except BadInput:
        return None
    return {"players": [{"name": p["name"], "total": p["total"]} for p in result["players"]],
            "military_pending": True}


# -- step 1: game and players ---------------------------------------------------------------

def _setup_formdata(state: dict) -> MultiDict:
    md = MultiDict()
    md["game"] = state.get("game", "7w")
    for e in state.get("expansions", []) or []:
        md.add("expansions", e)
    md["military_mode"] = state.get("military_mode", "tokens")
    md["entry"] = state.get("entry", "cards")
    for i, p in enumerate(state.get("players", [])):
        for key in ("id", "name", "wonder", "side"):
            value = p.get(key)
            md[f"players-{i}-{key}"] = value if isinstance(value, str) else ""
        if p.get("free_city") is True:
            md[f"players-{i}-free_city"] = "y"
    return md


def _validate_fields(form) -> bool:
    """Run each field's validators (not the CSRF check: the form is rebuilt from the draft)."""
    ok = True
    for f in form:
        if f.name != "csrf_token" and not f.validate(form):
            ok = False
    return ok


def _setup_problems(doc: dict) -> Placed:
    """The library's verdict on names, wonders, sides and the player count only."""
    bare = {k: v for k, v in doc.items() if k != "players"}
    bare["players"] = [{k: p[k] for k in SETUP_FIELDS if k in p and p[k] != ""} for p in doc["players"]]
    try:
        games.parse(bare)
    except BadInput as exc:
        return place(exc.problems, doc)
    return Placed([], {}, {})


def _mark_setup_errors(form: SetupForm, placed: Placed) -> SetupForm:
    for seat, fields in placed.players.items():
        if seat >= len(form.players):
            continue
        row = form.players[seat].form
        for field, messages in fields.items():
            target = getattr(row, field if field in ("name", "wonder", "side") else "name")
            target.errors = list(target.errors) + [m for m in messages if m not in target.errors]
    keep = []
    for msg in placed.table:
        if msg.startswith("expansions: "):
            form.expansions.errors = list(form.expansions.errors) + [msg[len("expansions: "):]]
        else:
            keep.append(msg)
    placed.table[:] = keep
    return form


def setup_page(state: dict, token: str | None, placed: Placed | None = None, status: int | None = None):
    form = _fit_rows(SetupForm(formdata=_setup_formdata(state)), state)
    screen = screen_for(state)
    form.set_choices(screen)
    table_errors: list[str] = []
    problems = False
    if state.get("setup_checked") or placed is not None:
        problems = not _validate_fields(form)
        placed = placed if placed is not None else _setup_problems(table_document(state))
        problems = problems or bool(placed)
        _mark_setup_errors(form, placed)
        table_errors = placed.table
    game = _game_of(token)
    known = sorted(db.session.scalars(select(GamePlayer.name).distinct().limit(200)).all(), key=str.casefold)
    return render_template(
        "games/setup.html", form=form, table_errors=table_errors, token=token, state=state,
        max_players=game_for(state).info.max_players, min_rows=_min_rows(state), editing=game,
        known_names=known, expiry_days=EXPIRY_DAYS, screen=screen, classic=classic(state),
        setup_rev=_setup_rev(state),
        state_is_table=_is_table(token),
        two_player_variant=game_for(state).info.variant_two_players,
        action=url_for(".players", token=token) if token else url_for(".new_post"),
    ), status or (422 if problems else 200)


def _is_table(token: str | None) -> bool:
    return bool(token) and db.session.scalar(select(Draft.code).where(Draft.token == token)) is not None


def _game_of(token: str | None) -> Game | None:
    if not token:
        return None
    draft = db.session.scalar(select(Draft).where(Draft.token == token))
    return draft.game_row if draft is not None else None


@bp.get("/games/new")
def new():
    return setup_page(new_state(), None)


@bp.post("/games/new")
def new_post():
    # a page from before drafts carries its table in a hidden field: start the draft from it
    state = state_from_document(load_document(request.form["document"])) if request.form.get("document") \
        else new_state()
    return _setup_post(_create(state))


@bp.get("/d/<token>")
def resume(token: str):
    draft = _draft(token)
    if draft.code:
        return redirect(url_for("table.page", token=token))
    current = draft.state.get("current", "players")
    if current == "score":
        return redirect(url_for(".score_page", token=token))
    if isinstance(current, str) and seat_of(draft.state, current) is not None:
        return redirect(url_for(".city", token=token, pid=current))
    return redirect(url_for(".players", token=token))


@bp.get("/d/<token>/players")
def players(token: str):
    draft = _draft(token)
    if draft.state.get("current") != "players":
        state = dict(draft.state, current="players")
        _store(draft, state)
    return setup_page(draft.state, token)


@bp.post("/d/<token>/players")
def players_post(token: str):
    draft = _draft(token)
    refused = _refusal(draft, lambda: _typed_setup(draft))
    if refused is not None:
        return refused
    sent = whole(request.form.get("rev", ""))
    if sent is None:                # every write names the version it started from
        return authority.refuse(400, authority.unversioned_message(), lambda: _typed_setup(draft))
    if sent != _setup_rev(draft.state):
        # the players were changed on another screen (the other host, another tab) meanwhile
        return authority.refuse(409, gettext("Not saved: the players were changed on another screen meanwhile. "
                                             "The page now shows them as they are; make your change again."),
                                lambda: _typed_setup(draft), conflict=True, rev=_setup_rev(draft.state))
    return _setup_post(draft)


def _counter(state: dict, key: str) -> int:
    """A version counter kept in the draft's state (0 until first bumped)."""
    value = state.get(key)
    return value if is_int(value) else 0


def _setup_rev(state: dict) -> int:
    """The players screen's version (``setup_rev``): bumped by every change made on it."""
    return _counter(state, "setup_rev")


def _typed_setup(draft: Draft):
    """The players screen showing what was just posted (a refused change keeps it on the screen)."""
    state = copy.deepcopy(draft.state)
    form = SetupForm()
    mode = form.military_mode.data if form.military_mode.data in ("tokens", "shields") else "tokens"
    _apply_rows(state, _typed_rows(_fit_rows(form, state)), mode, keep=bool(draft.code))
    return setup_page(state, draft.token)


def _typed_rows(form: SetupForm) -> list[dict]:
    rows = []
    for r in form.players:
        rows.append({"id": (r.form.id.data or "").strip(), "name": (r.form.name.data or "").strip(),
                     "wonder": r.form.wonder.data or "", "side": r.form.side.data or "",
                     "free_city": bool(r.form.free_city.data)})
    return rows


def _fit_rows(form: SetupForm, state: dict) -> SetupForm:
    """The form's rows for this game: never more than it seats (Duel: two), FieldList's
    three empty rows notwithstanding."""
    most = game_for(state).info.max_players
    if len(form.players.entries) > most:
        form.players.entries = form.players.entries[:most]
        form.players.last_index = most - 1
    return form


def _min_rows(state: dict) -> int:
    info = game_for(state).info
    return max(info.min_players, 3 if info.variant_two_players else 0)


# what a player keeps when the table changes game: the person, not the city
PERSON_KEYS = ("id", "name", "pad", "rev", "seat_by")


def _apply_rows(state: dict, rows: list[dict], mode: str, keep: bool = False, removed: str = "") -> None:
    """The players as typed, in the order typed; each keeps its city by id (not by seat).

    ``keep`` (table mode): a player the page did not list (one who joined from their phone
    after the page was drawn) stays at the end, unless ``removed`` names them."""
    is_classic = classic(state)
    old = list(state.get("players", []))
    by_id = {p.get("id"): p for p in old}
    taken = set(by_id)
    claimed = {r["id"] for r in rows if r["id"]}
    players = []
    for k, r in enumerate(rows):
        p = by_id.pop(r["id"], None) if r["id"] else None
        if p is None and not r["id"] and k < len(old) and old[k].get("id") not in claimed \
                and old[k].get("id") in by_id:
            # a row sent before the page learnt its player's id (the first taps of a new game)
            p = by_id.pop(old[k]["id"])
        if p is None:
            p = new_player(taken) if is_classic else {"id": new_player(taken)["id"], "name": ""}
            taken.add(p["id"])
        p["name"] = r["name"]
        for key in ("wonder", "side"):
            if r[key] or is_classic:
                p[key] = r[key]
            else:
                p.pop(key, None)               # a game without boards or sides has no such field
        if r.get("free_city"):
            p["free_city"] = True
            if not p["name"]:
                p["name"] = "Free City"          # the Free City needs no name
        else:
            p.pop("free_city", None)
        players.append(p)
    if keep:
        listed = {p.get("id") for p in players}
        players.extend(p for p in old if p.get("id") not in listed and p.get("id") in by_id
                       and p.get("id") != removed)
    for p in players:
        if not is_classic:
            continue
        if mode == "shields":
            p.pop("military", None)
            if not isinstance(p.get("shields"), list):
                p["shields"] = [0, 0]
        else:
            p.pop("shields", None)
            if not isinstance(p.get("military"), list):
                p["military"] = []
    state["players"] = players
    state["military_mode"] = mode


def _setup_post(draft: Draft):
    state = copy.deepcopy(draft.state)
    state["setup_rev"] = _setup_rev(state) + 1
    form = SetupForm()
    action = request.form.get("action", "next")
    chosen = games.get(form.game.data) if isinstance(form.game.data, str) else None
    if chosen is not None and chosen.id != state.get("game", "7w"):
        # another game: each player keeps their name (and pad numbers), the boards are chosen again
        state["game"] = chosen.id
        state["players"] = [{k: p[k] for k in PERSON_KEYS if k in p} for p in state.get("players", [])]
        state.pop("expansions", None)
        state.pop("setup_checked", None)
        rows_before = _typed_rows(form)
        for r in rows_before:
            r["wonder"] = r["side"] = ""
        _apply_rows(state, rows_before[:chosen.info.max_players], "tokens")
        state["current"] = "players"
        _store(draft, state)
        if _autosave():
            return _saved_answer(draft, state, {"reload": url_for(".players", token=draft.token),
                                                "rev": state["setup_rev"]})
        flash(gettext("%(game)s: choose the boards for this game.", game=chosen.title), "info")
        return redirect(url_for(".players", token=draft.token))
    screen = screen_for(state)
    form.set_choices(screen)
    rows = _typed_rows(_fit_rows(form, state))
    mode = form.military_mode.data if form.military_mode.data in ("tokens", "shields") else "tokens"
    expansions = [e for e in (request.form.getlist("expansions")) if isinstance(e, str)]
    info = game_for(state).info
    needs_board = bool(screen.boards)
    removed = ""
    if action == "add" and len(rows) < info.max_players:
        rows.append({"id": "", "name": "", "wonder": "", "side": ""})
    elif action.startswith("remove-") and whole(action[7:]) is not None and len(rows) > _min_rows(state):
        k = whole(action[7:])
        removed = rows[k]["id"] if k < len(rows) else ""
        rows = [r for i, r in enumerate(rows) if i != k]
    elif action.startswith("up-") and whole(action[3:], 1, len(rows) - 1) is not None:
        k = whole(action[3:])
        rows[k - 1], rows[k] = rows[k], rows[k - 1]
    elif needs_board and (action == "deal" or (action == "next" and any(
            not r["wonder"] or (screen.sides and not r["side"]) for r in rows))):
        if action == "next":
            state["setup_checked"] = True         # show what else is missing beside what was dealt
        # no silent guess: what was dealt is shown, and the players screen stays open
        before = [(r["wonder"], r["side"]) for r in rows]
        deal(rows, screen)
        dealt = [f"{r['name'] or gettext('player %(num)s', num=i + 1)}: {l10n.board(screen.game, r['wonder'], r['side'])}"
                 for i, (r, b) in enumerate(zip(rows, before)) if (r["wonder"], r["side"]) != b]
        if dealt:
            flash(gettext("Dealt at random — %(dealt)s. Change anything you like, then press “Enter cities”.",
                          dealt="; ".join(dealt)), "dealt")
        action = "deal"
    if expansions:
        state["expansions"] = expansions
    else:
        state.pop("expansions", None)
    _apply_rows(state, rows, mode, keep=bool(draft.code), removed=removed)
    state["entry"] = "pad" if form.entry.data == "pad" else "cards"
    if action == "next":
        state["setup_checked"] = True
        form_ok = _validate_fields(form)
        placed = _setup_problems(table_document(state))
        if form_ok and not placed:
            first = state["players"][0]["id"]
            state["current"] = first
            _store(draft, state)
            if _autosave():
                return _saved_answer(draft, state, {"next": url_for(".city", token=draft.token, pid=first),
                                                    "rev": state["setup_rev"]})
            return redirect(url_for(".city", token=draft.token, pid=first))
    state["current"] = "players"
    _store(draft, state)
    if _autosave():
        return _saved_answer(draft, state, {"token": draft.token, "ids": [p["id"] for p in state["players"]],
                                            "rev": state["setup_rev"],
                                            "url": url_for(".players", token=draft.token),
                                            "action": url_for(".players_post", token=draft.token)})
    return redirect(url_for(".players", token=draft.token) + _anchor(action))


def _anchor(action: str) -> str:
    if action == "add":
        return "#add-player"
    if action.startswith(("remove-", "up-")):
        return "#players"
    return ""                        # a deal is shown by the message at the top


# -- step 2: the cities ---------------------------------------------------------------------

def _city_formdata(p: dict, shields_mode: bool) -> MultiDict:
    md = MultiDict()
    md["stages"] = str(int_or(p.get("stages")))
    for c in card_list(p):
        md.add("cards", c)
    md["cards_text"] = p.get("cards_text") if isinstance(p.get("cards_text"), str) else ""
    md["coins"] = str(int_or(p.get("coins")))
    if shields_mode:
        shields = p.get("shields") if isinstance(p.get("shields"), list) else []
        for k in range(3):
            v = shields[k] if k < len(shields) else None
            md[f"shields{k + 1}"] = str(v) if is_int(v) else ""
    else:
        military = p.get("military") if isinstance(p.get("military"), list) else []
        for name, token in CityForm.TOKEN_FIELDS:
            md[name] = str(military.count(token))
    raw = p.get("raw") if isinstance(p.get("raw"), dict) else {}
    for name, values in raw.items():
        if name in CITY_FIELDS and isinstance(values, list):
            md.setlist(name, [v for v in values if isinstance(v, str)])
    return md


def _city_form(state: dict, seat: int, formdata: MultiDict | None = None) -> CityForm:
    p = state["players"][seat]
    doc = table_document(state)
    form = CityForm(formdata=formdata if formdata is not None else _city_formdata(p, _shields(state)))
    form.stages.choices = [(k, str(k)) for k in range(stage_count(doc, seat) + 1)]
    form.cards.choices = [(c.name, c.name) for grp in picker(doc, seat) for c in grp.cards]
    return form


def _shields(state: dict) -> bool:
    return state.get("military_mode") == "shields"


def _problems(state: dict, doc: dict, placed: Placed | None) -> Placed:
    """The table's problems, shown on every screen once it was scored (until they are fixed)."""
    if placed is None and state.get("checked"):
        try:
            score(doc)
        except BadInput as exc:
            return place(exc.problems, doc)
    return placed or Placed([], {}, {})


def _marked(state: dict, doc: dict, placed: Placed, seat: int, here_bad: bool) -> dict:
    """The tabs to mark and the other cities to name: problems found by the library, and
    values typed that are not valid yet."""
    bad_seats = set(placed.seats()) | {i for i, q in enumerate(state["players"])
                                      if q.get("raw") or q.get("cards_text")}
    if here_bad:
        bad_seats.add(seat)
    shown = names(doc)
    return {"bad_seats": bad_seats, "names": shown, "pids": [q["id"] for q in state["players"]],
            "other_bad": [(shown[i], state["players"][i]["id"]) for i in sorted(bad_seats) if i != seat]}


def city_page(draft: Draft, seat: int, placed: Placed | None = None, status: int | None = None):
    state = draft.state
    doc = table_document(state)
    form = _city_form(state, seat)
    _validate_fields(form)
    # cards typed by hand that match no card stay in the text box with their "did you mean"
    _, typed_problems = parse_card_text(form.cards_text.data or "", cat_for(doc))
    form.cards_text.errors = list(form.cards_text.errors) + typed_problems
    placed = _problems(state, doc, placed)
    for field, messages in placed.for_seat(seat).items():
        target = {"cards": form.cards, "stages": form.stages, "coins": form.coins,
                  "military": form.defeats, "shields": form.shields1}.get(field)
        if target is None:
            placed.table.extend(messages)
        else:
            target.errors = list(target.errors) + messages
    # cards the picker does not offer (not in play at this count) stay visible as text
    offered = {c for c, _ in form.cards.choices}
    extra = [c for c in (form.cards.data or []) if c not in offered]
    if extra and not form.cards.errors:
        form.cards.data = [c for c in form.cards.data if c in offered]
        form.cards_text.data = ", ".join(filter(None, [form.cards_text.data or ""] + extra))
    groups = picker(doc, seat)
    p = state["players"][seat]
    left, right = neighbour_names(doc, seat)
    field_errors = [(f.id, f.label.text, e) for f in form if f.name != "csrf_token" for e in f.errors]
    bad = bool(field_errors) or bool(placed.for_seat(seat)) or bool(placed.cards.get(seat))
    return render_template(
        "games/city.html", form=form, doc=doc, state=state, seat=seat, token=draft.token,
        player=p, left=left, right=right, **_marked(state, doc, placed, seat, bad),
        groups=groups, shields_mode=_shields(state), placed=placed, field_errors=field_errors,
        card_errors=placed.cards.get(seat, {}), live=live_totals(doc), chosen=set(form.cards.data or []),
        holders=_holders(doc, seat), editing=draft.game_row, babel=babel_fields(state, seat),
        **_versions(draft, seat),
    ), status or (422 if bad or placed.table else 200)


def _versions(draft: Draft, seat: int) -> dict:
    """What a city page sends back with each change (the versions it shows) and its table."""
    from wonders.web.table import context
    p = draft.state["players"][seat]
    return {"rev": rev(p), "table_rev": draft.state.get("table_rev", 0), "table": context(draft, p.get("id"))}


def _holders(doc: dict, seat: int) -> dict[str, list[str]]:
    """card name → the other players holding it (shown beside a taken card)."""
    cat = cat_for(doc)
    out: dict[str, list[str]] = {}
    for i, (n, p) in enumerate(zip(names(doc), doc.get("players", []))):
        if i == seat:
            continue
        for spelling in card_list(p):
            card = cat.card(spelling)
            if card is not None and n not in out.setdefault(card.name, []):
                out[card.name].append(n)
    return out


@bp.get("/d/<token>/city/<pid>")
def city(token: str, pid: str):
    draft = _draft(token)
    seat = seat_of(draft.state, pid)
    if seat is None:                 # that player was removed: show the players
        flash(gettext("That player is no longer at this table."), "info")
        return redirect(url_for(".players", token=token))
    if _locked(draft):               # the host locked the table: the live sheet, read-only
        return redirect(url_for("table.page", token=token))
    if draft.state.get("current") != pid and not draft.code:     # (at a table, phones differ)
        _store(draft, dict(draft.state, current=pid))
    if draft.state.get("entry") == "pad":
        return pad_page(draft, seat)
    if not classic(draft.state):
        return generic_page(draft, seat)
    return city_page(draft, seat)


@bp.post("/d/<token>/city/<pid>")
def city_post(token: str, pid: str):
    draft = _draft(token)
    seat = seat_of(draft.state, pid)
    if seat is None:
        if _autosave():
            return jsonify({"saved": False, "errors": ["that player is no longer at this table"]}), 409
        flash(gettext("That player was removed from this table on another screen; nothing of theirs was changed."),
              "info")
        return redirect(url_for(".players", token=token))
    refused = _refusal(draft, lambda: _typed_city(draft, seat), pid=pid)
    if refused is not None:
        return refused
    state = copy.deepcopy(draft.state)
    before = copy.deepcopy(state["players"][seat])
    table_before = {k: v for k, v in state.items() if k not in STATE_KEYS + ("players",)}
    _merge_for(state)(state, seat, request.form)
    changed = state["players"][seat] != before
    table_changed = {k: v for k, v in state.items() if k not in STATE_KEYS + ("players",)} != table_before
    # the page names the city's version it showed (``rev``): a change made from an older one
    # (another phone changed this city meanwhile) is refused and reported, never written over
    shown_rev, shown_table = request.form.get("rev", ""), request.form.get("table_rev", "")
    if not shown_rev.strip() or (table_changed and not shown_table.strip()):
        # every write names the version it started from (README, "Table mode")
        return authority.refuse(400, authority.unversioned_message(), lambda: _typed_city(draft, seat))
    stale = (changed and parse_whole(shown_rev, "rev") != rev(before)) or \
        (table_changed and parse_whole(shown_table, "table_rev") != state.get("table_rev", 0))
    if stale:
        return _city_conflict(draft, seat)
    if changed:
        state["players"][seat]["rev"] = rev(before) + 1
    if table_changed:
        state["table_rev"] = state.get("table_rev", 0) + 1
    try:
        return _after_city(draft, state, seat, request.form.get("go", "stay"))
    except CityConflict:
        return _city_conflict(draft, seat)


def _merge_for(state: dict):
    if state.get("entry") == "pad":
        return _merge_pad
    return _merge_city if classic(state) else _merge_generic


def _typed_city(draft: Draft, seat: int):
    """The city screen showing what was just posted, nothing stored (a refused change)."""
    from types import SimpleNamespace
    state = copy.deepcopy(draft.state)
    _merge_for(state)(state, seat, request.form)
    shown = SimpleNamespace(state=state, token=draft.token, game_row=draft.game_row, code=draft.code)
    return _page_for(state)(shown, seat)


def _city_conflict(draft: Draft, seat: int):
    """A change of a city made from a page older than the city (changed on another phone
    meanwhile): refused, reported, and the city shown as it now is."""
    db.session.rollback()
    db.session.refresh(draft)
    message = gettext("Not saved: this city was changed on another phone meanwhile. The page now shows it "
                      "as it is; make your change again.")
    if _autosave():
        p = draft.state["players"][seat] if seat < len(draft.state["players"]) else {}
        return jsonify({"saved": False, "conflict": True, "errors": [message], "rev": rev(p),
                        "table_rev": draft.state.get("table_rev", 0)}), 409
    flash(message, "error")
    page = _page_for(draft.state)(draft, seat)
    return page[0], 409


def _merge_city(state: dict, seat: int, formdata) -> None:
    """Apply one city's posted fields: valid values into the document, the rest kept raw."""
    merge_babel(state, seat, formdata)           # Babel's tiles and tokens
    p = state["players"][seat]
    form = _city_form(state, seat, formdata=formdata)
    raw: dict[str, list[str]] = {}
    for name in CITY_FIELDS:
        field = getattr(form, name)
        if name not in formdata and name not in ("cards",):
            continue                 # not on the page that was posted (e.g. shields in token mode)
        if not field.validate(form):
            raw[name] = [v for v in formdata.getlist(name)]
    cat = cat_for(state)
    if "stages" not in raw and form.stages.data is not None:
        p["stages"] = form.stages.data
    if "cards" not in raw:
        ticked = list(form.cards.data or [])
        typed, _ = parse_card_text(form.cards_text.data or "", cat) if "cards_text" not in raw else ([], [])
        p["cards"] = list(dict.fromkeys(ticked + typed))
        unknown = _unknown_parts(form.cards_text.data or "", cat) if "cards_text" not in raw else ""
        if unknown:
            p["cards_text"] = unknown
        else:
            p.pop("cards_text", None)
    if "coins" not in raw and "coins" in formdata:
        p["coins"] = form.coins.data or 0
    if _shields(state):
        if not any(f"shields{k}" in raw for k in (1, 2, 3)) and any(f"shields{k}" in formdata for k in (1, 2, 3)):
            shields = [form.shields1.data or 0, form.shields2.data or 0]
            if form.shields3.data is not None:
                shields.append(form.shields3.data)
            p["shields"] = shields
            p.pop("military", None)
    elif (not any(name in raw for name, _ in CityForm.TOKEN_FIELDS)
          and any(name in formdata for name, _ in CityForm.TOKEN_FIELDS)):
        p["military"] = [t for name, t in CityForm.TOKEN_FIELDS for _ in range(getattr(form, name).data or 0)]
    if raw:
        p["raw"] = raw
    else:
        p.pop("raw", None)


def _unknown_parts(text: str, cat) -> str:
    import re
    parts = [part.strip() for part in re.split(r"[,;\n]+", text or "") if part.strip()]
    return ", ".join(part for part in parts if cat.card(part) is None)


def _after_city(draft: Draft, state: dict, seat: int, go: str):
    token = draft.token
    target = None
    typed = state["players"][seat].get("raw") or state["players"][seat].get("cards_text")
    stay_for_errors = bool(typed and (go.startswith("p:") or whole(go) is not None or go == "score"))
    if stay_for_errors:
        go = "stay"                  # a value that is not valid yet: stay on this city, beside its error
    if go.startswith("p:") and seat_of(state, go[2:]) is not None:
        target = url_for(".city", token=token, pid=go[2:])
    elif whole(go) is not None and pid_at(state, whole(go)):
        target = url_for(".city", token=token, pid=pid_at(state, whole(go)))
    elif go == "players":
        target = url_for(".players", token=token)
    elif go == "referee":
        target = url_for("referee.check", draft=token)
    elif go == "score":
        target = url_for(".score_page", token=token)
    _store(draft, state, strict=True)
    if _autosave() or target is None:
        if _autosave():
            problems = state["players"][seat].get("raw", {})
            stored = draft.state["players"][seat] if seat < len(draft.state["players"]) else {}
            extra = {"invalid": sorted(problems), "rev": rev(stored), "table_rev": draft.state.get("table_rev", 0)}
            if state.get("entry") == "pad":
                extra["pad"] = state["players"][seat].get("pad", {})    # e.g. the calculator's science
            return _saved_answer(draft, state, extra)
        target = url_for(".city", token=token, pid=state["players"][seat]["id"])
        if stay_for_errors:
            target += "#error-summary"      # the page opens on the list of what to fix
    return redirect(target)


# -- step 3: the score sheet and saving ---------------------------------------------------------

@bp.get("/d/<token>/score")
def score_page(token: str):
    draft = _draft(token)
    state = copy.deepcopy(draft.state)
    doc = table_document(state)
    typed = [i for i, p in enumerate(state["players"]) if p.get("raw") or p.get("cards_text")]
    if typed:
        # something typed is not understood yet: never score without it
        state["checked"] = True
        _store(draft, state)
        return _page_for(state)(draft, typed[0], status=422)
    try:
        score(doc)
    except BadInput as exc:
        placed = place(exc.problems, doc)
        state["checked"] = True
        seats = placed.seats()
        only_setup = seats and all(set(placed.players.get(s, {})) <= set(SETUP_FIELDS) for s in seats)
        if only_setup:
            state["setup_checked"] = True
        _store(draft, state)
        if only_setup:
            return setup_page(draft.state, token, placed=placed, status=422)
        return _page_for(state)(draft, seats[0] if seats else 0, placed=placed, status=422)
    if draft.state.get("current") != "score":
        state["current"] = "score"
        _store(draft, state)
    return sheet_page(draft)


def sheet_page(draft: Draft, save_form: SaveForm | None = None, status: int = 200,
               conflict: dict | None = None):
    from wonders.web.games import sheet_context
    doc = table_document(draft.state)
    if save_form is None:
        details = draft.state.get("details") or {}
        data = {"title": details.get("title"), "note": details.get("note"), "played_on": date.today()}
        if details.get("played_on"):
            try:
                data["played_on"] = date.fromisoformat(details["played_on"])
            except (TypeError, ValueError):
                pass
        elif draft.game_row is not None:
            data.update(title=draft.game_row.title, played_on=draft.game_row.played_on,
                        note=draft.game_row.note)
        save_form = SaveForm(formdata=None, data=data)
    guest = not authority.is_host(draft)        # at a table, only the host saves
    return render_template("games/sheet.html", doc=doc, save_form=save_form, token=draft.token, guest=guest,
                           details_rev=_details_rev(draft.state), autosave_details=not authority.locked(draft),
                           table_page=url_for("table.page", token=draft.token) if draft.code else None,
                           editing=draft.game_row, conflict=conflict, first_pid=draft.state["players"][0]["id"],
                           **sheet_context(doc)), status


@bp.post("/d/<token>/save")
def save(token: str):
    for _ in range(5):
        try:
            return _save(token)
        except StaleDataError:       # a change of the draft landed while saving: read it again
            db.session.rollback()
    abort(409)


def _save(token: str):
    draft = _draft(token)
    locked_here = False
    if draft.table_status == "saved" or (authority.locked(draft) and not authority.is_host(draft)):
        return authority.refuse(423, authority.locked_message())     # locked: the host's save only
    if not authority.is_host(draft):
        return authority.refuse(403, authority.host_only_message())   # at a table only the host saves
    sent = whole(request.form.get("details_rev", ""))
    if sent is None:
        return authority.refuse(400, authority.unversioned_message(),
                                lambda: sheet_page(draft, save_form=SaveForm()))
    if sent != _details_rev(draft.state):
        # the title, date or note were changed on another screen: this form's are kept on the page,
        # beside the newer version's number (saving again keeps these)
        return authority.refuse(409, _details_stale_message(), lambda: sheet_page(draft, save_form=SaveForm()))
    if draft.code:
        from wonders.web.table import LOCKED, OPEN, _status_change, _update
        # saving locks the table first (no city changes under it); opened again if it cannot be saved
        locked_here = _update(draft, _status_change(OPEN, LOCKED))

    def reopen():
        if locked_here:
            _update(draft, _status_change(LOCKED, OPEN))
    form = SaveForm()
    state = copy.deepcopy(draft.state)
    state["details"] = {"title": form.title.data or "", "note": form.note.data or "",
                        "played_on": form.played_on.data.isoformat() if form.played_on.data else ""}
    state["details_rev"] = _details_rev(state) + 1
    _store(draft, state)
    doc = table_document(state)
    try:
        score(doc)
    except BadInput:
        reopen()
        return redirect(url_for(".score_page", token=token))
    if not form.validate():
        reopen()
        return sheet_page(draft, save_form=form, status=422)
    game = draft.game_row
    if game is not None and game.version != draft.base_version and request.form.get("resolve") != "overwrite":
        if request.form.get("resolve") == "copy":
            game = None
        else:
            reopen()
            return sheet_page(draft, save_form=form, status=409, conflict=_conflict(game))
    new = game is None
    if new:
        game = Game(device=device_id())
    store_result(game, doc)
    game.title = (form.title.data or "").strip() or None
    game.played_on = form.played_on.data or game.played_on or date.today()
    game.note = (form.note.data or "").strip() or None
    game.expansions = [e for e in doc.get("expansions", []) if isinstance(e, str)]
    game.version = (game.version or 0) + 1 if not new else 1
    if game.device is None:
        game.device = device_id()
    db.session.add(game)
    if draft.code:
        # a table's phones keep their read-only link: the draft stays, locked, pointing at the game
        db.session.flush()
        draft.table_status = "saved"
        draft.game_id, draft.base_version = game.id, game.version
    else:
        db.session.delete(draft)
    db.session.commit()
    flash(gettext("Game saved.") if new else gettext("Game updated."), "success")
    return redirect(url_for("games.edit", token=game.edit_token))


def _conflict(game: Game) -> dict:
    try:
        theirs = score(game.document).to_json()
    except BadInput:
        theirs = None
    return {"game": game, "result": theirs}


def _details_rev(state: dict) -> int:
    """The version of the sheet's title, date and note (``details_rev``): 0 until first typed."""
    return _counter(state, "details_rev")


def _details_stale_message() -> str:
    return gettext("Not saved: the title, date or note were changed on another screen meanwhile. What you "
                   "typed is still here; copy it, then reload the page to see the other version.")


class _DetailsStale(Exception):
    pass


@bp.post("/d/<token>/details")
def details(token: str):
    """Autosave of the score sheet's title, date and note (so they survive a reload); the page
    names the version it showed (``details_rev``): one typed on another screen since is refused."""
    from wonders.web.table import _update
    draft = _draft(token)
    if authority.locked(draft):
        return authority.refuse(423, authority.locked_message(), as_json=True)
    if not authority.is_host(draft):
        return authority.refuse(403, authority.host_only_message(), as_json=True)
    sent = whole(request.form.get("details_rev", ""))
    if sent is None:
        return authority.refuse(400, authority.unversioned_message(), as_json=True)
    typed = {k: request.form.get(k, "")[:2000] for k in ("title", "played_on", "note")}

    def write(d: Draft) -> bool:
        if sent != _details_rev(d.state):
            raise _DetailsStale
        d.state = dict(d.state, details=typed, details_rev=_details_rev(d.state) + 1)
        d.updated_at = _now()
        return True
    try:
        _update(draft, write)
    except _DetailsStale:
        db.session.rollback()
        return authority.refuse(409, _details_stale_message(), as_json=True, conflict=True,
                                details_rev=_details_rev(draft.state))
    return jsonify({"saved": True, "version": draft.version, "details_rev": _details_rev(draft.state)})


@bp.post("/d/<token>/delete")
def delete_draft(token: str):
    draft = _draft(token)
    refused = _refusal(draft)        # a table is deleted by its host only, and not once locked
    if refused is not None:
        return refused
    db.session.delete(draft)
    db.session.commit()
    flash(gettext("The unfinished game was deleted."), "success")
    return redirect(url_for(".drafts"))


@bp.get("/d/<token>/document.json")
def document_json(token: str):
    return jsonify(table_document(_draft(token).state))


def _not_saved():
    """Drafts still in progress (a table's draft stays after its game is saved, for its links)."""
    return (Draft.table_status.is_(None)) | (Draft.table_status != "saved")


@bp.get("/games/drafts")
def drafts():
    mine = db.session.scalars(select(Draft).where(Draft.device == device_id(), _not_saved())
                              .order_by(Draft.updated_at.desc()).limit(50)).all()
    return render_template("games/drafts.html", drafts=mine, expiry_days=EXPIRY_DAYS)


# -- ways into a draft ----------------------------------------------------------------------------

@bp.post("/games/city")
def legacy_city():
    """A page from before drafts (its table in a hidden field): the table becomes a draft."""
    doc = load_document(request.form.get("document"))
    draft = _create(state_from_document(doc))
    state = copy.deepcopy(draft.state)
    raw_seat = request.form.get("seat", "")
    if not state["players"]:
        _store(draft, state)
        return redirect(url_for(".players", token=draft.token))
    seat = parse_whole(raw_seat, "seat", 0, player_count(state) - 1) if raw_seat.strip() else None
    if seat is not None:
        _merge_city(state, seat, request.form)
    return _after_city(draft, state, seat or 0, request.form.get("go", "score"))


def draft_for_game(game: Game) -> Draft:
    """Editing a saved game: a draft linked to it (and to the version the edit starts from);
    this device's unfinished edit of the same game is reopened rather than started again."""
    draft = db.session.scalar(select(Draft).where(Draft.game_id == game.id, Draft.device == device_id(), _not_saved())
                              .order_by(Draft.updated_at.desc()))
    return draft or _create(state_from_document(load_document_obj(game.document)), game)


def load_document_obj(doc: dict) -> dict:
    import json
    return load_document(json.dumps(doc, ensure_ascii=False))


@bp.get("/e/<token>/cities")
def edit_cities(token: str):
    from wonders.web.games import game_by_edit
    game = game_by_edit(token) or abort(404)
    draft = draft_for_game(game)
    seat = parse_whole(request.args.get("seat"), "seat", 0, max(len(draft.state["players"]) - 1, 0), default=0)
    pid = draft.state["players"][seat]["id"] if draft.state["players"] else None
    _store(draft, dict(draft.state, current=pid or "players"))
    return redirect(url_for(".city", token=draft.token, pid=pid) if pid else url_for(".players", token=draft.token))


@bp.get("/e/<token>/players")
def edit_players(token: str):
    from wonders.web.games import game_by_edit
    game = game_by_edit(token) or abort(404)
    draft = draft_for_game(game)
    db.session.commit()
    return redirect(url_for(".players", token=draft.token))


@bp.after_request
def no_store(response):
    # draft screens always show the saved state: Back and Forward ask the server again
    if request.path.startswith(("/d/", "/e/")) or request.path == "/games/new":
        response.headers["Cache-Control"] = "no-store"
    return response


# -- quick pad mode: a player's score-pad numbers ----------------------------------------------

PAD_LOW, PAD_HIGH = -99, 999
SCIENCE_INPUTS = (("sci_compass", _l("Compasses")), ("sci_gear", _l("Gears")), ("sci_tablet", _l("Tablets")),
                  ("sci_wild", _l("Wildcards (Babylon, Scientists Guild)")))


def _pad_rows(state: dict, seat: int | None = None):
    """The game's pad rows with those of the table's expansions (Babel's tower), without the rows
    the Free City never fills (scoring.core.game.Game.pad_rows)."""
    from scoring import games
    game = games.get(state.get("game", "7w")) or games.get(games.DEFAULT)
    players = state.get("players") or []
    player = players[seat] if seat is not None and 0 <= seat < len(players) else {}
    return game.pad_rows(state.get("expansions") or (), free_city=isinstance(player, dict) and
                         player.get("free_city") is True)


def _whole(text: str, low: int, high: int) -> int | None:
    text = (text or "").strip()
    if text == "":
        return 0
    return whole(text, low, high)


def _merge_pad(state: dict, seat: int, formdata) -> None:
    """One player's pad numbers: valid ones stored, the rest kept as typed (shown with an error)."""
    from scoring.core.padmode import science_calculator
    p = state["players"][seat]
    pad = dict(p.get("pad") or {})
    raw: dict[str, list[str]] = {}
    for row in _pad_rows(state, seat):
        key = f"pad-{row.id}"
        if key not in formdata:
            continue
        value = _whole(formdata.get(key), PAD_LOW, PAD_HIGH)
        if value is None:
            raw[key] = [formdata.get(key, "")]
        elif value:
            pad[row.id] = value
        else:
            pad.pop(row.id, None)
    if "coins" in formdata:
        coins = _whole(formdata.get("coins"), 0, PAD_HIGH)
        if coins is None:
            raw["coins"] = [formdata.get("coins", "")]
        else:
            p["coins"] = coins
    science = {}
    for key, _ in SCIENCE_INPUTS:
        if key in formdata:
            value = _whole(formdata.get(key), 0, 3 if key == "sci_wild" else 30)
            if value is None:
                raw[key] = [formdata.get(key, "")]
            else:
                science[key] = value
    if science:
        p["science_symbols"] = science
    if formdata.get("calc") and len(science) == len(SCIENCE_INPUTS):
        points, _ = science_calculator(science["sci_compass"], science["sci_gear"], science["sci_tablet"],
                                       science["sci_wild"])
        pad["science"] = points
        raw.pop("pad-science", None)
    p["pad"] = pad
    if raw:
        p["raw"] = raw
    else:
        p.pop("raw", None)


def pad_page(draft: Draft, seat: int, placed: Placed | None = None, status: int | None = None):
    state = draft.state
    doc = table_document(state)
    p = state["players"][seat]
    raw = p.get("raw") if isinstance(p.get("raw"), dict) else {}
    pad = p.get("pad") if isinstance(p.get("pad"), dict) else {}
    rows = []
    for row in _pad_rows(state, seat):
        key = f"pad-{row.id}"
        typed = raw.get(key, [None])[0]
        rows.append({"id": key, "row": row, "value": typed if typed is not None else pad.get(row.id, ""),
                     "error": gettext("enter a whole number from %(low)s to %(high)s", low=PAD_LOW, high=PAD_HIGH) if typed is not None else ""})
    symbols = p.get("science_symbols") if isinstance(p.get("science_symbols"), dict) else {}
    science = [{"id": key, "label": label, "value": raw.get(key, [symbols.get(key, 0)])[0],
                "error": gettext("enter a whole number (wildcards: 0 to 3)") if key in raw else ""}
               for key, label in SCIENCE_INPUTS]
    coins = raw.get("coins", [p.get("coins", "")])[0]
    placed = _problems(state, doc, placed)
    field_errors = [(r["id"], r["row"].text, r["error"]) for r in rows if r["error"]]
    field_errors += [(s["id"], s["label"], s["error"]) for s in science if s["error"]]
    if "coins" in raw:
        field_errors.append(("coins", gettext("Coins"), gettext("enter a whole number 0 or more")))
    for field, messages in placed.for_seat(seat).items():
        field_errors.extend((f"pad-{field.split('.')[-1]}" if field == "pad" else field, field, m) for m in messages)
    return render_template(
        "games/pad_city.html", state=state, seat=seat, token=draft.token, player=p, rows=rows, science=science,
        coins=coins, field_errors=field_errors, table_errors=placed.table,
        live=live_totals(doc), editing=draft.game_row, **_marked(state, doc, placed, seat, bool(field_errors)),
        **_versions(draft, seat), calculator=any(r["row"].id == "science" for r in rows) and state.get("game", "7w") in ("7w", "7w2"),
    ), status or (422 if field_errors or placed.table else 200)


# -- every other game: the city screen drawn from its EntryScreen ------------------------------
#
# Where each element of ``scoring.core.game.EntryScreen`` goes in the document (the convention the
# game modules follow): a card group → the player's ``field`` (default "cards"): a list of
# names ("names") or {kind: count} ("counts"); a counter → player[id] (a whole number); a
# token → player[id] (a list of token values); an option → player[id] (true/false); a table
# field → doc[id] (a whole number, e.g. Duel's conflict pawn).

def _page_for(state: dict):
    if state.get("entry") == "pad":
        return pad_page
    return city_page if classic(state) else generic_page


def _group_field(group) -> str:
    return group.get("field", "cards")


def _merge_generic(state: dict, seat: int, formdata) -> None:
    screen = screen_for(state)
    p = state["players"][seat]
    raw: dict[str, list[str]] = {}
    fields_names: dict[str, list[str]] = {}
    fields_counts: dict[str, dict[str, int]] = {}
    for group in screen.card_groups:
        field = _group_field(group)
        names_ = {c["name"] for c in group.get("cards", [])}
        if group.get("kind") == "counts":
            counts = fields_counts.setdefault(field, {})
            for card in group.get("cards", []):
                key = f"c-{field}-{card['name']}"
                if key in formdata:
                    value = _whole(formdata.get(key), 0, 99)
                    if value is None:
                        raw[key] = [formdata.get(key, "")]
                    elif value:
                        counts[card["name"]] = value
        elif f"g-{field}-present" in formdata:
            fields_names.setdefault(field, []).extend(n for n in formdata.getlist(f"g-{field}") if n in names_)
    for field, names_ in fields_names.items():
        p[field] = list(dict.fromkeys(names_))
    for field, counts in fields_counts.items():
        if not any(k.startswith(f"c-{field}-") for k in raw):
            p[field] = counts
    for table_field in screen.table:
        key = f"tbl-{table_field['id']}"
        if "choices" in table_field and key in formdata:
            value = formdata.get(key)
            if value in [c[0] for c in table_field["choices"]]:
                if value == table_field.get("default"):
                    state.pop(table_field["id"], None)      # the default stays out of the document
                else:
                    state[table_field["id"]] = value
    for counter in screen.counters:
        key = f"n-{counter['id']}"
        board = _board_of(screen, p) if counter.get("toggles") == "pieces" else None
        if board is not None:
            _merge_pieces(state, p, counter, board, formdata, raw)
            continue
        if key in formdata and not counter.get("per_age"):
            high = counter.get("max")
            high = _board_max(state, seat) if high == "board" else (high if isinstance(high, int) else PAD_HIGH)
            value = _whole(formdata.get(key), counter.get("min", 0), high)
            if value is None:
                raw[key] = [formdata.get(key, "")]
            else:
                p[counter["id"]] = value
    for token in screen.tokens:
        if f"t-{token['id']}-present" in formdata:
            values = []
            for v in token.get("values", []):
                n = _whole(formdata.get(f"t-{token['id']}-{v}", "0"), 0, 9)
                if n is None:
                    raw[f"t-{token['id']}-{v}"] = [formdata.get(f"t-{token['id']}-{v}", "")]
                else:
                    values.extend([v] * n)
            p[token["id"]] = values
    for option in screen.options:
        if f"o-{option['id']}-present" in formdata:
            if formdata.get(f"o-{option['id']}"):
                p[option["id"]] = True
            else:
                p.pop(option["id"], None)
    for table_field in screen.table:
        key = f"tbl-{table_field['id']}"
        if key in formdata and "choices" not in table_field:
            value = _whole(formdata.get(key), table_field.get("min", -PAD_HIGH), table_field.get("max", PAD_HIGH))
            if value is None:
                raw[key] = [formdata.get(key, "")]
            else:
                state[table_field["id"]] = value
    if raw:
        p["raw"] = raw
    else:
        p.pop("raw", None)


# -- a board's pieces, tapped on its picture (Architects: ``"toggles": "pieces"``) -------------------
#
# The picture posts ``n-<counter>`` (the pieces shown as built: a count of the first pieces, or
# their ids) and, from a button without JavaScript, ``tap-<counter>`` (the piece tapped); with
# JavaScript app.js applies the tap on the page and posts only the new ``n-<counter>``.  The rule
# of a tap is ``scoring.core.game.tap_piece``; the stage order is the table field the counter names.

def _board_of(screen, p: dict) -> dict | None:
    board = next((b for b in screen.boards if b.get("name") == p.get("wonder")), None)
    return board if board is not None and board.get("pieces") else None


def _built_pieces(value, pieces: list[dict]) -> list[str] | None:
    """A stored or posted ``stages`` (a count, a list, or text "2d 3d" / "2≠,2=") → piece ids in
    printed order; None when it names something else."""
    ids = [pc["id"] for pc in pieces]
    spell = {k: pc["id"] for pc in pieces for k in (pc["id"], pc.get("symbol", pc["id"]))}
    if isinstance(value, str):
        text = value.strip()
        if whole(text) is not None:
            value = whole(text)
        else:
            value = [v for v in text.replace(",", " ").split() if v]
    if is_int(value):
        return ids[:value] if 0 <= value <= len(ids) else None
    if isinstance(value, list):
        got = [spell.get(v) if isinstance(v, str) else None for v in value]
        if None in got:
            return None
        return [i for i in ids if i in got]
    return None


def _stages_value(built: list[str], pieces: list[dict]):
    """What the document keeps: the count when the first pieces are built, else their symbols."""
    ids = [pc["id"] for pc in pieces]
    if built == ids[:len(built)]:
        return len(built)
    symbols = {pc["id"]: pc.get("symbol", pc["id"]) for pc in pieces}
    return [symbols[i] for i in built]


def _order_of(state: dict, screen, counter: dict) -> str:
    field = next((t for t in screen.table if t["id"] == counter.get("order")), None)
    default = field.get("default", "free") if field else "free"
    value = state.get(counter.get("order") or "", default)
    return value if isinstance(value, str) else default


def _merge_pieces(state: dict, p: dict, counter: dict, board: dict, formdata, raw: dict) -> None:
    from scoring.core.game import tap_piece
    key, tap = f"n-{counter['id']}", f"tap-{counter['id']}"
    if key not in formdata and tap not in formdata:
        return
    pieces = board["pieces"]
    shown = _built_pieces(formdata.get(key), pieces) if key in formdata else None
    if shown is None:
        shown = _built_pieces(p.get(counter["id"], 0), pieces)
        if key in formdata and tap not in formdata:
            raw[key] = [formdata.get(key, "")]
            return
    built = shown or []
    if tap in formdata:
        built = list(tap_piece(pieces, built, formdata.get(tap, ""), _order_of(state, screen_for(state), counter)))
    p[counter["id"]] = _stages_value(built, pieces)


def _wonder_picture(state: dict, screen, counter: dict, board: dict, p: dict) -> dict:
    """The picture's rows (top level first), each piece with whether it is built."""
    pieces = board["pieces"]
    built = set(_built_pieces(p.get(counter["id"], 0), pieces) or [])
    levels = board.get("levels") or max(pc.get("level", 1) for pc in pieces)
    rows = [[dict(pc, built=pc["id"] in built) for pc in pieces if pc.get("level", 1) == lv]
            for lv in range(levels, 0, -1)]
    order_field = next((t for t in screen.table if t["id"] == counter.get("order")), None)
    ids = [pc["id"] for pc in pieces]
    n = len(built)
    return {"board": board, "rows": rows, "levels": levels, "key": f"n-{counter['id']}",
            "tap": f"tap-{counter['id']}", "value": " ".join(i for i in ids if i in built),
            "built": n, "vp": sum(pc["vp"] for pc in pieces if pc["id"] in built),
            "total_vp": sum(pc["vp"] for pc in pieces), "order": _order_of(state, screen, counter),
            "order_field": order_field, "counter": counter,
            "effects": _effects_legend(pieces)}


def _effects_legend(pieces: list[dict]) -> list[dict]:
    """Each effect text once, with the symbols of the pieces that carry it."""
    out: list[dict] = []
    for pc in pieces:
        if not pc.get("effect_text"):
            continue
        same = next((e for e in out if e["text"] == pc["effect_text"]), None)
        if same is None:
            out.append({"symbols": [pc.get("symbol", pc["id"])], "text": pc["effect_text"]})
        else:
            same["symbols"].append(pc.get("symbol", pc["id"]))
    return out


def _board_max(state: dict, seat: int) -> int:
    screen = screen_for(state)
    p = state["players"][seat]
    board = next((b for b in screen.boards if b["name"] == p.get("wonder")), None)
    side = (board or {}).get("sides", {}).get(p.get("side", ""), {}) or (board or {}).get("sides", {}).get("", {})
    return side.get("stages", 9) if isinstance(side, dict) else 9


def generic_page(draft: Draft, seat: int, placed: Placed | None = None, status: int | None = None):
    state = draft.state
    doc = table_document(state)
    screen = screen_for(state)
    p = state["players"][seat]
    raw = p.get("raw") if isinstance(p.get("raw"), dict) else {}
    placed = _problems(state, doc, placed)
    groups = []
    for group in screen.card_groups:
        field = _group_field(group)
        have = p.get(field)
        cards = []
        for card in group.get("cards", []):
            if group.get("kind") == "counts":
                key = f"c-{field}-{card['name']}"
                value = raw.get(key, [None])[0]
                if value is None:
                    value = (have or {}).get(card["name"], 0) if isinstance(have, dict) else 0
                cards.append(dict(card, key=key, value=value, bad=key in raw))
            else:
                chosen = isinstance(have, list) and card["name"] in have
                cards.append(dict(card, key=f"g-{field}", checked=chosen,
                                  cid=f"{field}-" + "".join(ch if ch.isalnum() else "-" for ch in card["name"].lower())))
        groups.append(dict(group, field=field, cards=cards))
    counters = []
    picture = None
    for counter in screen.counters:
        if counter.get("per_age"):
            continue
        board = _board_of(screen, p) if counter.get("toggles") == "pieces" else None
        if board is not None and picture is None:
            picture = _wonder_picture(state, screen, counter, board, p)
            continue
        key = f"n-{counter['id']}"
        value = raw.get(key, [p.get(counter["id"], counter.get("min", 0))])[0]
        counters.append(dict(counter, key=key, value=value, bad=key in raw))
    tokens = []
    for token in screen.tokens:
        held = p.get(token["id"]) if isinstance(p.get(token["id"]), list) else []
        tokens.append(dict(token, counts=[(v, held.count(v)) for v in token.get("values", [])]))
    options = [dict(o, checked=p.get(o["id"]) is True) for o in screen.options]
    table_fields = []
    for t in screen.table:
        key = f"tbl-{t['id']}"
        if "choices" in t:
            table_fields.append(dict(t, key=key, value=state.get(t["id"], t.get("default")), bad=False))
            continue
        table_fields.append(dict(t, key=key, value=raw.get(key, [state.get(t["id"], 0)])[0], bad=key in raw))
    field_errors = [(k, k.split("-", 1)[-1], gettext("enter a whole number in range")) for k in raw]
    for field, messages in placed.for_seat(seat).items():
        field_errors.extend((field, field, m) for m in messages)
    return render_template(
        "games/entry_city.html", state=state, seat=seat, token=draft.token, player=p, groups=groups,
        counters=counters, tokens=tokens, options=options, table_fields=table_fields, field_errors=field_errors,
        picture=picture,
        table_errors=placed.table, live=live_totals(doc), editing=draft.game_row, game=game_for(state),
        **_marked(state, doc, placed, seat, bool(field_errors)), **_versions(draft, seat),
    ), status or (422 if field_errors or placed.table else 200)
