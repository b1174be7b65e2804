"""A table's live sheet: what the join screen, every city screen of the table and the read-only
link show and poll (``table.json``, with an ETag so a poll is cheap when nothing changed).

Every player's running total (what depends on the neighbours included: scored by the game's
module on the whole table), the score sheet when the table is valid, and each problem with the
players it concerns.
"""
from __future__ import annotations

import hashlib
import json

from flask import abort, current_app, make_response, render_template, request, url_for
from flask_babel import gettext
from sqlalchemy import bindparam, select

from scoring.core.errors import BadInput
from wonders.drafts import rev, table_document
from wonders.extensions import db
from wonders.i18n import current
from wonders.models import Draft

from wonders.web import draft_store
from wonders.web.score_sheet import sheet_context
from wonders.web.tables import card_list, cat_for, classic, follow_box, names, place

_CACHE: dict[tuple, dict] = {}          # (draft token, version, status, language, part) → the view's data


_CACHE_SIZE = 64
CITY = "city"           # the part a city screen polls: no sheet (static/app.js shows only totals and problems)


def live(draft: Draft, part: str = "") -> dict:
    """The table's sheet as it stands: every player's running total (what depends on the
    neighbours included: scored by the game's module on the whole table), the score pad when
    the table is valid, and each problem with the players it concerns.  ``part="city"``: what a
    city screen shows of it (the totals and the problems, not the sheet's page)."""
    key = (draft.token, draft.version, draft.table_status, current(), part)
    if key in _CACHE:
        return _CACHE[key]
    state = draft.state
    follow_box(state)               # the sheet's boards and details as the table's box names them
    doc = table_document(state)
    shown_names = names(doc)
    players = [{"id": p.get("id"), "name": shown_names[i] if i < len(shown_names) else "", "rev": rev(p),
                "total": None, "problems": [], "taken": bool(p.get("seat_by"))}
               for i, p in enumerate(state.get("players", []))]
    key = draft_store.digest(doc)
    totals = draft_store.live_totals(doc, key)
    if part == CITY and totals is not None and not totals["military_pending"]:
        sheet, table_problems = None, []        # the whole table scored: no problem to show
    else:
        sheet, table_problems = _sheet(doc, players, key)
    for i, p in enumerate(state.get("players", [])):
        if p.get("raw") or p.get("cards_text"):
            players[i]["problems"].append(gettext("a value typed on this city is not valid yet"))
    if totals:
        for i, t in enumerate(totals["players"]):
            if i < len(players):
                players[i]["total"] = t["total"]
    data = {"version": draft.version, "status": draft.table_status, "players": players,
            "problems": table_problems, "live": totals, "table_rev": state.get("table_rev", 0)}
    if part != CITY:
        data.update(winners=sheet["result"]["winners"] if sheet else [], html=render_template(
            "games/_table_sheet.html", sheet=sheet, players=players, totals=totals,
            table_problems=table_problems, status=draft.table_status),
            saved=url_for("games.shared", token=draft.game_row.share_token)
            if draft.table_status == draft_store.SAVED and draft.game_row is not None else None)
    _remember(_CACHE, key, data)
    return data


def _sheet(doc: dict, players: list[dict], key: bytes) -> tuple[dict | None, list[str]]:
    """The score sheet when the table is valid; else each problem beside the players it concerns
    (in ``players``) and the problems of the whole table.  ``key``: the document's digest."""
    try:
        return sheet_context(doc, draft_store.scored(doc, key), chart=False), []   # the live sheet shows no chart
    except BadInput as exc:
        placed = place(exc.problems, doc)
    for seat in placed.seats():
        if seat < len(players):
            for messages in placed.players.get(seat, {}).values():
                players[seat]["problems"].extend(messages)
            for card, messages in placed.cards.get(seat, {}).items():
                # a card problem across the table (more copies than exist) concerns every holder
                for holder in _holders(doc, card) | {seat}:
                    if holder < len(players):
                        players[holder]["problems"].extend(m for m in messages
                                                           if m not in players[holder]["problems"])
    return None, list(placed.table)


def _remember(cache: dict, key: tuple, value, size: int = _CACHE_SIZE) -> None:
    try:
        while len(cache) >= size:
            cache.pop(next(iter(cache)))
    except (KeyError, RuntimeError, StopIteration):     # another thread trimmed it meanwhile
        pass
    cache[key] = value


def _holders(doc: dict, card: str) -> set[int]:
    """The seats holding a card (by any spelling); games whose cards are counts by kind: none."""
    if not classic(doc):
        return set()
    cat = cat_for(doc)
    wanted = cat.card(card)
    return {i for i, p in enumerate(doc.get("players", [])) if isinstance(p, dict) and wanted is not None
            and any(cat.card(c) is wanted for c in card_list(p))}


# the live sheet's row, found by the draft's token or its read-only link's (built once: a poll's query,
# run on the session's connection: no ORM execution around it, ~0.1 ms a poll; ``version`` is the
# draft's derived one, its seats' versions summed by the query)
_ROW = {by: select(Draft.id, Draft.token, Draft.version, Draft.table_status, Draft.code).where(column == bindparam("value"))
        for by, column in (("token", Draft.token), ("view", Draft.view_token))}
# (draft token, version, status, language, part) → (ETag, JSON); by token, never by id (SQLite may
# give a deleted draft's id to a new one)
_ANSWERS: dict[tuple, tuple[str, bytes]] = {}
_ANSWERS_SIZE = 512


def live_answer(by: str, value: str):
    """The live sheet's JSON (``?part=city``: what a city screen shows of it), with an ETag made
    from what the phones show (the sheet's data but its version number): a poll answers 304 while
    the view is unchanged — after a save that changed nothing shown too — and a poll of a version
    this process has answered already gets the same bytes, both from one small query."""
    row = db.session.connection().execute(_ROW[by], {"value": value}).first()
    if row is None or not row.code:
        abort(404)
    part = CITY if request.args.get("part") == CITY else ""
    key = (row.token, row.version, row.table_status, current(), part)
    known = _ANSWERS.get(key)
    if known is None:
        seen = draft_store.peek(row.id, by="id")          # one query, no ORM objects
        if seen is None:
            abort(404)                                    # deleted since the row's query
        known = _tagged(row.id, live(seen, part))
        _remember(_ANSWERS, key, known, _ANSWERS_SIZE)
    tag, body = known
    asked = {t.strip() for t in request.headers.get("If-None-Match", "").split(",")}
    response = make_response("", 304) if tag in asked else current_app.response_class(body, mimetype="application/json")
    response.headers["ETag"] = tag
    response.headers["Cache-Control"] = "no-cache"
    return response


def _tagged(draft_id: int, data: dict) -> tuple[str, bytes]:
    """(the view's ETag, the answer's JSON): ``jsonify(data)``'s bytes, the ETag the digest of all of it
    but its version number (first in ``data``) — the JSON of what is shown encoded once for both."""
    shown = {k: v for k, v in data.items() if k != "version"}
    text = current_app.json.dumps(shown, separators=(",", ":")).encode()
    digest = hashlib.blake2b(text, digest_size=12).hexdigest()
    version = json.dumps(data["version"]).encode()
    body = b'{"version":' + version + (b"," + text[1:] if len(text) > 2 else b"}") + b"\n"
    return f'W/"t{draft_id}-{digest}"', body
