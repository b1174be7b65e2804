"""Blueprint 'city': one city of a draft, on the screen its game and entry mode ask for — the
1st edition's form (``city_classic``), quick pad mode (``city_pad``) or the screen drawn from the
game's ``EntryScreen`` (``city_generic``).  Cities belong to players, not seats.

    /d/<token>/city/<player id>   one city: GET shows it, POST saves it (X-Autosave: 1 → JSON)
    /games/city                   (POST) a page from before drafts: its table becomes a draft

Each change names the city's version the page showed (``rev``, and ``table_rev`` for a table
field); one made from an older page (another phone changed that city meanwhile) is refused and
reported, never written over.
"""
from __future__ import annotations

import copy
from types import SimpleNamespace

from flask import Blueprint, flash, jsonify, redirect, request, url_for
from flask_babel import gettext

from scoring.core.numbers import parse_whole, whole
from wonders.drafts import STATE_KEYS, json_copy, pid_at, rev, seat_of, state_from_document
from wonders.extensions import db
from wonders.models import Draft

from wonders.web import authority, draft_store
from wonders.web.city_classic import city_page, merge_city, typed_answer
from wonders.web.city_generic import generic_page, merge_generic
from wonders.web.city_pad import merge_pad, pad_page
from wonders.web.tables import classic, load_document, player_count

bp = Blueprint("city", __name__)
bp.after_request(draft_store.no_store)


@bp.get("/d/<token>/city/<pid>")
def city(token: str, pid: str):
    draft = draft_store.get(token)
    seat = seat_of(draft.state, pid)
    if seat is None:                 # that player was removed: show the players
        flash(gettext("That player is no longer at this table."), "info")
        return redirect(url_for("setup.players", token=token))
    if authority.locked(draft):      # the host locked the table: the live sheet, read-only
        return redirect(url_for("table.page", token=token))
    if draft.state.get("current") != pid and not draft.code:     # (at a table, phones differ)
        draft_store.store(draft, dict(draft.state, current=pid))
    return page_for(draft.state)(draft, seat)


@bp.post("/d/<token>/city/<pid>")
def city_post(token: str, pid: str):
    quick = _quick_autosave(token, pid) if draft_store.autosave() else None
    if quick is not None:
        return quick
    draft = draft_store.get(token)
    seat = seat_of(draft.state, pid)
    if seat is None:
        return _seat_gone(token)
    refused = draft_store.refusal(draft, lambda: _typed_city(draft, seat), pid=pid)
    if refused is not None:
        return refused
    state = copy.deepcopy(draft.state)
    before = copy.deepcopy(state["players"][seat])
    table_before = {k: v for k, v in state.items() if k not in STATE_KEYS + ("players",)}
    merge_for(state)(state, seat, request.form)
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
    except draft_store.SeatGone:                 # removed by the host while this phone saved it
        db.session.rollback()
        return _seat_gone(token)
    except draft_store.CityConflict:
        return _city_conflict(draft, seat)


def _quick_autosave(token: str, pid: str):
    """The usual autosave — a phone allowed to change this city changed only the city's own fields,
    from the version it showed — read by one query and stored by one short write, without ORM objects
    (``draft_store.peek``, ``store_seat``).  None in every other case (refused, made from an older
    page, a field of the table or nothing changed, the seat's or the table's row written meanwhile):
    then nothing was written, and ``city_post`` goes its full way, reading the draft again."""
    seen = draft_store.peek(token)
    seat = seat_of(seen.state, pid) if seen is not None else None
    if seat is None or not draft_store.may_change(seen, pid):
        return None
    state = seen.state
    before = json_copy(state["players"][seat])
    table_before = json_copy({k: v for k, v in state.items() if k != "players"})
    merge_for(state)(state, seat, request.form)
    if state["players"][seat] == before or whole(request.form.get("rev", "")) != rev(before) or \
            {k: v for k, v in state.items() if k != "players"} != table_before:
        return None
    state["players"][seat]["rev"] = rev(before) + 1
    if not draft_store.store_seat(seen, state, pid):
        return None
    return _autosave_answer(seen, state, seat)


def _seat_gone(token: str):
    """A city posted for a player no longer at the table: refused, nothing of theirs changed."""
    if draft_store.autosave():
        return jsonify({"saved": False, "gone": True,
                        "errors": [gettext("That player is no longer at this table.")]}), 409
    flash(gettext("That player was removed from this table on another screen; nothing of theirs was changed."),
          "info")
    return redirect(url_for("setup.players", token=token))


@bp.post("/games/city")
def legacy_city():
    """A page from before drafts (its table in a hidden field): the table becomes a draft."""
    doc = load_document(request.form.get("document"))
    draft = draft_store.create(state_from_document(doc))
    state = copy.deepcopy(draft.state)
    raw_seat = request.form.get("seat", "")
    if not state["players"]:
        draft_store.store(draft, state)
        return redirect(url_for("setup.players", token=draft.token))
    seat = parse_whole(raw_seat, "seat", 0, player_count(state) - 1) if raw_seat.strip() else None
    if seat is not None:
        merge_for(state)(state, seat, request.form)
    return _after_city(draft, state, seat or 0, request.form.get("go", "score"))


def _after_city(draft: Draft, state: dict, seat: int, go: str):
    token = draft.token
    target = None
    typed = state["players"][seat].get("raw") or state["players"][seat].get("cards_text")
    stay_for_errors = bool(typed and (go.startswith("p:") or whole(go) is not None or go == "score"))
    if stay_for_errors:
        go = "stay"                  # a value that is not valid yet: stay on this city, beside its error
    if go.startswith("p:") and seat_of(state, go[2:]) is not None:
        target = url_for("city.city", token=token, pid=go[2:])
    elif whole(go) is not None and pid_at(state, whole(go)):
        target = url_for("city.city", token=token, pid=pid_at(state, whole(go)))
    elif go == "players":
        target = url_for("setup.players", token=token)
    elif go == "referee":
        target = url_for("referee.check", draft=token)
    elif go == "score":
        target = url_for("score_sheet.score_page", token=token)
    draft_store.store(draft, state, strict=True)
    if draft_store.autosave() or target is None:
        if draft_store.autosave():
            return _autosave_answer(draft, state, seat)
        target = url_for("city.city", token=token, pid=state["players"][seat]["id"])
        if stay_for_errors:
            target += "#error-summary"      # the page opens on the list of what to fix
    return redirect(target)


def _autosave_answer(draft: Draft, state: dict, seat: int):
    """An autosave's JSON: what was stored (the city's version, the fields still invalid) and the running totals."""
    problems = state["players"][seat].get("raw", {})
    stored = draft.state["players"][seat] if seat < len(draft.state["players"]) else {}
    extra = {"invalid": sorted(problems), "rev": rev(stored), "table_rev": draft.state.get("table_rev", 0)}
    if "cards_text" in request.form and page_for(state) is city_page:
        # names typed that match no card: kept in the box and marked, never dropped
        extra["typed"] = typed_answer(state, request.form["cards_text"])
        if extra["typed"]["unknown"]:
            extra["invalid"] = sorted(set(extra["invalid"]) | {"cards_text"})
    if state.get("entry") == "pad":
        extra["pad"] = state["players"][seat].get("pad", {})    # e.g. the calculator's science
    return draft_store.saved_answer(draft, state, extra)


def _city_conflict(draft: Draft, seat: int):
    """A change of a city made from a page older than the city (changed on another phone
    meanwhile): refused, reported, and the city shown as it now is."""
    db.session.rollback()
    db.session.refresh(draft)
    message = gettext("Not saved: this city was changed on another phone meanwhile. The page now shows it "
                      "as it is; make your change again.")
    if draft_store.autosave():
        p = draft.state["players"][seat] if seat < len(draft.state["players"]) else {}
        return jsonify({"saved": False, "conflict": True, "errors": [message], "rev": rev(p),
                        "table_rev": draft.state.get("table_rev", 0)}), 409
    flash(message, "error")
    page = page_for(draft.state)(draft, seat)
    return page[0], 409


def _typed_city(draft: Draft, seat: int):
    """The city screen showing what was just posted, nothing stored (a refused change)."""
    state = copy.deepcopy(draft.state)
    merge_for(state)(state, seat, request.form)
    shown = SimpleNamespace(state=state, token=draft.token, game_row=draft.game_row, code=draft.code)
    return page_for(state)(shown, seat)


def page_for(state: dict):
    if state.get("entry") == "pad":
        return pad_page
    return city_page if classic(state) else generic_page


def merge_for(state: dict):
    if state.get("entry") == "pad":
        return merge_pad
    return merge_city if classic(state) else merge_generic

