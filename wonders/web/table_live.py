"""A table's live sheet: what the join screen, every city screen of the table and the read-only
link show and poll (``table.json``, with an ETag so a poll is cheap when nothing changed).

Every player's running total (what depends on the neighbours included: scored by the game's
module on the whole table), the score sheet when the table is valid, and each problem with the
players it concerns.
"""
from __future__ import annotations

import hashlib
import json

from flask import abort, jsonify, make_response, render_template, request, url_for
from flask_babel import gettext
from sqlalchemy import select

from scoring.core.errors import BadInput
from wonders.drafts import rev, table_document
from wonders.extensions import db
from wonders.i18n import current
from wonders.models import Draft

from wonders.web import draft_store
from wonders.web.score_sheet import sheet_context
from wonders.web.tables import card_list, cat_for, classic, follow_box, names, place

_CACHE: dict[tuple, dict] = {}          # (draft token, version, status, language) → the sheet's data


_CACHE_SIZE = 64


def live(draft: Draft) -> dict:
    """The table's sheet as it stands: every player's running total (what depends on the
    neighbours included: scored by the game's module on the whole table), the score pad when
    the table is valid, and each problem with the players it concerns."""
    key = (draft.token, draft.version, draft.table_status, current())
    if key in _CACHE:
        return _CACHE[key]
    state = draft.state
    follow_box(state)               # the sheet's boards and details as the table's box names them
    doc = table_document(state)
    shown_names = names(doc)
    players = [{"id": p.get("id"), "name": shown_names[i] if i < len(shown_names) else "", "rev": rev(p),
                "total": None, "problems": [], "taken": bool(p.get("seat_by"))}
               for i, p in enumerate(state.get("players", []))]
    sheet, table_problems = _sheet(doc, players)
    for i, p in enumerate(state.get("players", [])):
        if p.get("raw") or p.get("cards_text"):
            players[i]["problems"].append(gettext("a value typed on this city is not valid yet"))
    totals = draft_store.live_totals(doc)
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
            if draft.table_status == draft_store.SAVED and draft.game_row is not None else None}
    _remember(key, data)
    return data


def _sheet(doc: dict, players: list[dict]) -> tuple[dict | None, list[str]]:
    """The score sheet when the table is valid; else each problem beside the players it concerns
    (in ``players``) and the problems of the whole table."""
    try:
        return sheet_context(doc), []
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


def _remember(key: tuple, data: dict) -> None:
    try:
        while len(_CACHE) >= _CACHE_SIZE:
            _CACHE.pop(next(iter(_CACHE)))
    except (KeyError, RuntimeError, StopIteration):     # another thread trimmed it meanwhile
        pass
    _CACHE[key] = data


def _holders(doc: dict, card: str) -> set[int]:
    """The seats holding a card (by any spelling); games whose cards are counts by kind: none."""
    if not classic(doc):
        return set()
    cat = cat_for(doc)
    wanted = cat.card(card)
    return {i for i, p in enumerate(doc.get("players", [])) if isinstance(p, dict) and wanted is not None
            and any(cat.card(c) is wanted for c in card_list(p))}


def live_answer(where):
    """The live sheet's JSON, with an ETag made from what the phones show (the sheet's data but its
    version number): a poll answers 304 while the view is unchanged — after a save that changed
    nothing shown too — from one small query when this process has seen this version already."""
    row = db.session.execute(select(Draft.id, Draft.version, Draft.table_status, Draft.code).where(where)).first()
    if row is None or not row.code:
        abort(404)
    asked = {t.strip() for t in request.headers.get("If-None-Match", "").split(",")}
    key = (row.id, row.version, row.table_status, current())
    tag = _TAGS.get(key)
    if tag is None or tag not in asked:
        draft = db.session.scalar(select(Draft).where(Draft.id == row.id))
        data = live(draft)
        tag = _view_tag(row.id, data)
        _remember_tag(key, tag)
    response = make_response("", 304) if tag in asked else jsonify(data)
    response.headers["ETag"] = tag
    response.headers["Cache-Control"] = "no-cache"
    return response


_TAGS: dict[tuple, str] = {}        # (draft id, version, status, language) → the view's ETag


def _view_tag(draft_id: int, data: dict) -> str:
    shown = {k: v for k, v in data.items() if k != "version"}
    digest = hashlib.blake2b(json.dumps(shown, sort_keys=True, ensure_ascii=False, default=str).encode(),
                             digest_size=12).hexdigest()
    return f'W/"t{draft_id}-{digest}"'


def _remember_tag(key: tuple, tag: str) -> None:
    try:
        while len(_TAGS) >= _CACHE_SIZE * 16:
            _TAGS.pop(next(iter(_TAGS)))
    except (KeyError, RuntimeError, StopIteration):     # another thread trimmed it meanwhile
        pass
    _TAGS[key] = tag
