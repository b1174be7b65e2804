"""Blueprint 'setup': the players screen — the game, its expansions, the players in seating
order, their boards and sides — of a draft (``draft_store``) or of a game not started yet.

    /games/new                    the players screen of a game not started yet
    /d/<token>/players            game, players in seating order, wonders and sides

Every change names the screen's version it was made from (``setup_rev``); one made from an older
one (the other host, another tab) is refused with the players shown as they now are.  No rule
lives here: the library judges names, boards, sides and the player count (``setup_problems``).
"""
from __future__ import annotations

import copy
import re

from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_babel import gettext
from sqlalchemy import select
from werkzeug.datastructures import MultiDict

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.numbers import whole
from scoring.core.options import value_in
from wonders import l10n
from wonders.drafts import EXPIRY_DAYS, new_player, new_state, state_from_document, table_document
from wonders.models import Draft, Game, GamePlayer
from wonders.extensions import db

from wonders.web import authority, draft_store, setup_options, undo
from wonders.web.forms import SetupForm, validate_fields
from wonders.web.tables import (SETUP_FIELDS, Placed, boards_offered, classic, deal, follow_box, game_for,
                                load_document, most_seats, pad_only_notes, place, screen_for)

bp = Blueprint("setup", __name__)
_EXPANSIONS_PATH = re.compile(r"expansions(\[\d+\])?: ")
bp.after_request(draft_store.no_store)


@bp.get("/games/new")
def new():
    return setup_page(new_state(), None)


@bp.post("/games/new")
def new_post():
    # a page from before drafts carries its table in a hidden field: start the draft from it
    state = state_from_document(load_document(request.form["document"])) if request.form.get("document") \
        else new_state()
    return _setup_post(draft_store.create(state))


@bp.get("/d/<token>/players")
def players(token: str):
    draft = draft_store.get(token)
    if draft.state.get("current") != "players":
        state = dict(draft.state, current="players")
        draft_store.store(draft, state)
    return setup_page(draft.state, token)


@bp.post("/d/<token>/players")
def players_post(token: str):
    draft = draft_store.get(token)
    refused = draft_store.refusal(draft, lambda: _typed_setup(draft))
    if refused is not None:
        return refused
    sent = whole(request.form.get("rev", ""))
    if sent is None:                # every write names the version it started from
        return authority.refuse(400, authority.unversioned_message(), lambda: _typed_setup(draft))
    if sent != draft_store.setup_rev(draft.state):
        # the players were changed on another screen (the other host, another tab) meanwhile
        return authority.refuse(409, gettext("Not saved: the players were changed on another screen meanwhile. "
                                             "The page now shows them as they are; make your change again."),
                                lambda: _typed_setup(draft), conflict=True, rev=draft_store.setup_rev(draft.state))
    if request.form.get("action") == "undo":
        return _undo(draft)
    return _setup_post(draft)


def _setup_post(draft: Draft):
    state = copy.deepcopy(draft.state)
    state["setup_rev"] = draft_store.setup_rev(state) + 1
    form = SetupForm()
    action = request.form.get("action", "next")
    chosen = games.get(form.game.data) if isinstance(form.game.data, str) else None
    if chosen is not None and chosen.id != state.get("game", games.DEFAULT):
        return _change_game(draft, state, form, chosen)
    # the expansions first: they may add boards (Petra, the Wonder Pack's) and seats (Cities: 8)
    expansions = [e for e in (request.form.getlist("expansions")) if isinstance(e, str)]
    if expansions:
        state["expansions"] = expansions
    else:
        state.pop("expansions", None)
    setup_options.apply(state, request.form)       # the table options of the expansions chosen
    box_changed = _choose_box(state, form.box.data)
    follow_box(state)               # what this answer says (a board dealt) names things by the box chosen
    screen = screen_for(state)      # the boards and seats of the expansions just ticked too
    form.set_choices(screen)
    rows, removed, action = _row_action(state, _typed_rows(_fit_rows(form, state)), action, screen)
    if removed:                     # put back with one tap for a while (no confirmation asked)
        gone = [p for p in draft.state.get("players", []) if p.get("id") == removed]
        undo.offer(state, draft.state, undo.REMOVE, gone[0].get("name", "") if gone else "")
    mode = form.military_mode.data if form.military_mode.data in ("tokens", "shields") else "tokens"
    _apply_rows(state, rows, mode, keep=bool(draft.code), removed=removed)
    state["entry"] = "pad" if form.entry.data == "pad" else "cards"
    if action == "next":
        state["setup_checked"] = True
        if validate_fields(form) and not setup_problems(table_document(state)):
            return _to_first_city(draft, state)
    state["current"] = "players"
    draft_store.store(draft, state)
    if draft_store.autosave():
        answer = {"token": draft.token, "ids": [p["id"] for p in state["players"]], "rev": state["setup_rev"],
                  "url": url_for("setup.players", token=draft.token),
                  "action": url_for("setup.players_post", token=draft.token),
                  "start": url_for("table.start", token=draft.token)}
        if box_changed:      # every name changes: drawn again (an expansion's options are shown by the page)
            answer["redraw"] = answer["url"]
        return draft_store.saved_answer(draft, state, answer)
    return redirect(url_for("setup.players", token=draft.token) + _anchor(action))


def _choose_box(state: dict, asked: object) -> bool:
    """The box chosen on the players screen is written into the table's document, the default
    too (so every phone at the table names things alike, whatever its language); whether it
    changed."""
    from scoring.core import i18n
    before = state.get("box")
    with i18n.use_box(None):
        state["box"] = asked if asked in i18n.LANGUAGES else games.box_of(state)
    return before is not None and before != state["box"]


def _change_game(draft: Draft, state: dict, form: SetupForm, chosen):
    """Another game: each player keeps their name (and pad numbers), the boards are chosen again
    (the game before, with its boards and cities, can be put back for a while: ``undo``)."""
    undo.offer(state, draft.state, undo.GAME, state.get("game", games.DEFAULT))
    setup_options.drop_all(state)      # the game before's table options go with its expansions
    state["game"] = chosen.id
    state["players"] = [{k: p[k] for k in PERSON_KEYS if k in p} for p in state.get("players", [])]
    state.pop("expansions", None)
    state.pop("box", None)             # that game's own editions: its default until chosen again
    state.pop("setup_checked", None)
    rows_before = _typed_rows(form)
    for r in rows_before:
        r["wonder"] = r["side"] = ""
    _apply_rows(state, rows_before[:chosen.info.max_players], "tokens")
    state["current"] = "players"
    draft_store.store(draft, state)
    if draft_store.autosave():
        return draft_store.saved_answer(draft, state, {"reload": url_for("setup.players", token=draft.token),
                                                       "rev": state["setup_rev"]})
    flash(gettext("%(game)s: choose the boards for this game.", game=chosen.title), "info")
    return redirect(url_for("setup.players", token=draft.token))


def _row_action(state: dict, rows: list[dict], action: str, screen) -> tuple[list[dict], str, str]:
    """The rows after the button pressed (add, remove-<k>, up-<k>, deal; "next" with a board
    missing deals too): (rows, the id of a player removed, the action as done)."""
    removed = ""
    if action == "add" and len(rows) < _most(state):
        rows.append({"id": "", "name": "", "wonder": "", "side": ""})
    elif action.startswith("remove-") and whole(action[7:]) is not None and len(rows) > _min_rows(state):
        k = whole(action[7:])
        removed = rows[k]["id"] if k < len(rows) else ""
        rows = [r for i, r in enumerate(rows) if i != k]
    elif action.startswith("up-") and whole(action[3:], 1, len(rows) - 1) is not None:
        k = whole(action[3:])
        rows[k - 1], rows[k] = rows[k], rows[k - 1]
    elif screen.boards and (action == "deal" or (action == "next" and any(
            not r["wonder"] or (screen.sides and not r["side"]) for r in rows))):
        if action == "next":
            state["setup_checked"] = True         # show what else is missing beside what was dealt
        _deal(rows, screen)
        action = "deal"
    return rows, removed, action


def _deal(rows: list[dict], screen) -> None:
    """The boards missing, dealt at random; no silent guess: what was dealt is shown, and the
    players screen stays open."""
    before = [(r["wonder"], r["side"]) for r in rows]
    deal(rows, screen)
    dealt = [f"{r['name'] or gettext('player %(num)s', num=i + 1)}: {l10n.board(screen.game, r['wonder'], r['side'])}"
             for i, (r, b) in enumerate(zip(rows, before)) if (r["wonder"], r["side"]) != b]
    if dealt:
        flash(gettext("Dealt at random — %(dealt)s. Change anything you like, then press “Enter cities”.",
                      dealt="; ".join(dealt)), "dealt")


def _to_first_city(draft: Draft, state: dict):
    """The players are complete: on to the first city."""
    first = state["players"][0]["id"]
    state["current"] = first
    draft_store.store(draft, state)
    if draft_store.autosave():
        return draft_store.saved_answer(draft, state, {"next": url_for("city.city", token=draft.token, pid=first),
                                                       "rev": state["setup_rev"]})
    return redirect(url_for("city.city", token=draft.token, pid=first))


def _anchor(action: str) -> str:
    if action == "add":
        return "#add-player"
    if action.startswith(("remove-", "up-")):
        return "#players"
    return ""                        # a deal is shown by the message at the top


def _undo(draft: Draft):
    """The players screen's "Undo": take back the last removal of a player or change of game made
    on this phone (``undo``); too late, or another phone's: said, nothing changed."""
    token = draft.token
    offer = undo.current(draft.state)
    if offer is None or offer["id"] != request.form.get("undo", ""):
        flash(gettext("Too late to undo: that change stays."), "info")
    else:
        draft_store.store(draft, undo.undone(draft.state, offer))
        flash(gettext("Undone: %(name)s is back at the table.", name=offer.get("name") or "?")
              if offer.get("kind") == undo.REMOVE else
              gettext("Undone: back to %(game)s.", game=l10n.game_title(offer["state"].get("game", games.DEFAULT))),
              "info")
    return redirect(url_for("setup.players", token=token))


def _undo_offer(state: dict, token: str | None) -> dict | None:
    """The offer to undo shown on this phone's players screen (None: nothing to undo here)."""
    offer = undo.current(state) if token else None
    if offer is None:
        return None
    if offer.get("kind") == undo.REMOVE:
        text = gettext("%(name)s was removed.", name=offer.get("name") or gettext("A player"))
    else:
        text = gettext("The game was changed from %(game)s.",
                       game=l10n.game_title(offer["state"].get("game", games.DEFAULT)))
    return {"id": offer["id"], "text": text, "ms": undo.seconds_left(offer) * 1000}


# -- the page --------------------------------------------------------------------------------------

def setup_page(state: dict, token: str | None, placed: Placed | None = None, status: int | None = None):
    follow_box(state)
    form = _fit_rows(SetupForm(formdata=_setup_formdata(state)), state)
    screen = screen_for(state)
    form.set_choices(screen, boards_offered(state))     # the boards of expansions not ticked hidden
    table_errors: list[str] = []
    problems = False
    options = setup_options.offered(state)
    if state.get("setup_checked") or placed is not None:
        problems = not validate_fields(form)
        placed = placed if placed is not None else setup_problems(table_document(state))
        problems = problems or bool(placed)
        option_errors = setup_options.place_errors(placed.table, options)
        _mark_setup_errors(form, placed)
        table_errors = placed.table
    else:
        option_errors = _option_errors(state, options)
        problems = bool(option_errors)
    game = _game_of(token)
    known = sorted(db.session.scalars(select(GamePlayer.name).distinct().limit(200)).all(), key=str.casefold)
    return render_template(
        "games/setup.html", form=form, table_errors=table_errors, token=token, state=state,
        max_players=_most(state), most_seats=most_seats(state), min_rows=_min_rows(state), editing=game,
        known_names=known, expiry_days=EXPIRY_DAYS, screen=screen, classic=classic(state),
        setup_rev=draft_store.setup_rev(state), undo_offer=_undo_offer(state, token),
        pad_only=[n for n in pad_only_notes(state) if n not in form.expansions.errors],
        table_options=setup_options.fields(state, option_errors),
        state_is_table=_is_table(token),
        two_player_variant=game_for(state).info.variant_two_players,
        action=url_for("setup.players", token=token) if token else url_for("setup.new_post"),
    ), status or (422 if problems else 200)


def _option_errors(state: dict, options) -> dict[str, list[str]]:
    """The sentences beside a table option whose value no reading has (posted by hand), before the
    players are first submitted (the rest of the table is judged then)."""
    if all(o.accepts(v) or v is None for o in options for v in (value_in(state, o.key),)):
        return {}
    return setup_options.place_errors(list(setup_problems(table_document(state)).table), options)


def _setup_formdata(state: dict) -> MultiDict:
    md = MultiDict()
    md["game"] = state.get("game", games.DEFAULT)
    for e in state.get("expansions", []) or []:
        md.add("expansions", e)
    md["box"] = games.box_of(state)
    md["military_mode"] = state.get("military_mode", "tokens")
    md["entry"] = state.get("entry", "cards")
    for i, p in enumerate(state.get("players", [])):
        for key in ("id", "name", "wonder", "side"):
            value = p.get(key)
            md[f"players-{i}-{key}"] = value if isinstance(value, str) else ""
        if p.get("free_city") is True:
            md[f"players-{i}-free_city"] = "y"
    return md


def setup_problems(doc: dict) -> Placed:
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
        # "expansions" or one of its entries ("expansions[0]": an expansion card entry cannot score yet)
        found = _EXPANSIONS_PATH.match(msg)
        if found:
            form.expansions.errors = list(form.expansions.errors) + [msg[found.end():]]
        else:
            keep.append(msg)
    placed.table[:] = keep
    return form


def _is_table(token: str | None) -> bool:
    return bool(token) and db.session.scalar(select(Draft.code).where(Draft.token == token)) is not None


def _game_of(token: str | None) -> Game | None:
    if not token:
        return None
    draft = db.session.scalar(select(Draft).where(Draft.token == token))
    return draft.game_row if draft is not None else None


def _typed_setup(draft: Draft):
    """The players screen showing what was just posted (a refused change keeps it on the screen)."""
    state = copy.deepcopy(draft.state)
    form = SetupForm()
    mode = form.military_mode.data if form.military_mode.data in ("tokens", "shields") else "tokens"
    _apply_rows(state, _typed_rows(_fit_rows(form, state)), mode, keep=bool(draft.code))
    setup_options.apply(state, request.form)
    return setup_page(state, draft.token)


# -- the rows typed --------------------------------------------------------------------------------

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
    most = _most(state)
    if len(form.players.entries) > most:
        form.players.entries = form.players.entries[:most]
        form.players.last_index = most - 1
    return form


def _most(state: dict) -> int:
    """The seats of this game with the expansions chosen (Cities seats 8)."""
    return game_for(state).max_players_with(state.get("expansions") or ())


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
    if is_classic:
        _military_fields(players, mode)
    state["players"] = players
    state["military_mode"] = mode


def _military_fields(players: list[dict], mode: str) -> None:
    """The 1st edition's military as the table enters it: conflict tokens, or shields per age."""
    for p in players:
        if mode == "shields":
            p.pop("military", None)
            if not isinstance(p.get("shields"), list):
                p["shields"] = [0, 0]
        else:
            p.pop("shields", None)
            if not isinstance(p.get("military"), list):
                p["military"] = []

