"""Blueprint 'score_sheet': the score sheet of a draft, and saving it as a game.

    /d/<token>/score     the live score sheet (or the problems, on the screen that holds them)
    /d/<token>/details   (POST) autosave of the sheet's title, date and note
    /d/<token>/save      (POST) → a saved game (/e/<edit token>)

``sheet_context`` is what any score sheet shows (a draft's, a saved game's, the table's live sheet).
"""
from __future__ import annotations

import copy
from datetime import date

from flask import Blueprint, abort, flash, jsonify, redirect, render_template, request, url_for
from flask_babel import gettext
from sqlalchemy.orm.exc import StaleDataError

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.numbers import whole
from wonders import l10n
from wonders.drafts import table_document
from wonders.extensions import db
from wonders.models import Draft, Game, store_result

from wonders.web import authority, charts, draft_store
from wonders.web.city import page_for
from wonders.web.device import device_id
from wonders.web.forms import SaveForm
from wonders.web.setup import setup_page
from wonders.web.tables import SETUP_FIELDS, follow_box, place

bp = Blueprint("score_sheet", __name__)
bp.after_request(draft_store.no_store)


def sheet_context(document: dict, scored: tuple | None = None, chart: bool = True) -> dict:
    """What a score sheet shows for any game: the result, the game's rows it fills, each seat's
    board, the colours of the details and the chart; ``BadInput`` when the table is invalid.
    Names as printed in the table's box (``follow_box``).  ``scored``: the document's (game, parsed
    table, result) when already at hand (``draft_store.scored``, scored in that box);
    ``chart=False``: a sheet that shows no chart (the live sheet)."""
    follow_box(document)
    game, table, result = scored or _scored(document)
    rows = game.rows_in(result)
    as_json = result.to_json()
    return {"result": as_json, "rows": rows, "boards": [l10n.board(game.id, b.wonder, b.side) for b in game.boards(table)],
            "colours": {r.id: r.colour for r in game.all_rows}, "chart": score_chart(as_json, rows) if chart else None,
            "facts": game.sheet_facts(result), "game_title": game.title,
            "options": l10n.table_options(game, document),   # "Table options: Secret Society: not counted"
            "summary": game.summary(result) or ()}      # e.g. Duel: "Victory: Military supremacy"


def _scored(document: dict) -> tuple:
    game, table = games.parse(document)
    return game, table, game.score_parsed(table)


def score_chart(result: dict, rows) -> charts.Chart:
    bars = [(p["name"], p["categories"]) for p in result["players"]]
    return charts.stacked_bars(bars, [r.id for r in rows], {r.id: r.colour for r in rows},
                               {r.id: r.text for r in rows}, title=gettext("Score breakdown"))


@bp.get("/d/<token>/score")
def score_page(token: str):
    draft = draft_store.get(token)
    state = copy.deepcopy(draft.state)
    doc = table_document(state)
    typed = [i for i, p in enumerate(state["players"]) if p.get("raw") or p.get("cards_text")]
    if typed:
        # something typed is not understood yet: never score without it
        state["checked"] = True
        draft_store.store(draft, state)
        return page_for(state)(draft, typed[0], status=422)
    try:
        games.score(doc)
    except BadInput as exc:
        placed = place(exc.problems, doc)
        state["checked"] = True
        seats = placed.seats()
        only_setup = seats and all(set(placed.players.get(s, {})) <= set(SETUP_FIELDS) for s in seats)
        if only_setup:
            state["setup_checked"] = True
        draft_store.store(draft, state)
        if only_setup:
            return setup_page(draft.state, token, placed=placed, status=422)
        return page_for(state)(draft, seats[0] if seats else 0, placed=placed, status=422)
    if draft.state.get("current") != "score":
        state["current"] = "score"
        draft_store.store(draft, state)
    return sheet_page(draft)


def sheet_page(draft: Draft, save_form: SaveForm | None = None, status: int = 200,
               conflict: dict | None = None):
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
                           details_rev=draft_store.details_rev(draft.state), autosave_details=not authority.locked(draft),
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
    draft = draft_store.get(token)
    refused = _save_refusal(draft)
    if refused is not None:
        return refused
    locked_here = False
    if draft.code:
        # saving locks the table first (no city changes under it); opened again if it cannot be saved
        locked_here = draft_store.update(draft, draft_store.status_change(draft_store.OPEN, draft_store.LOCKED))

    def reopen():
        if locked_here:
            draft_store.update(draft, draft_store.status_change(draft_store.LOCKED, draft_store.OPEN))
    form = SaveForm()
    state = copy.deepcopy(draft.state)
    state["details"] = {"title": form.title.data or "", "note": form.note.data or "",
                        "played_on": form.played_on.data.isoformat() if form.played_on.data else ""}
    state["details_rev"] = draft_store.details_rev(state) + 1
    draft_store.store(draft, state)
    doc = table_document(state)
    try:
        games.score(doc)
    except BadInput:
        reopen()
        return redirect(url_for("score_sheet.score_page", token=token))
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
    return _write_game(draft, doc, form, game)


def _save_refusal(draft: Draft):
    """None when this phone may save the draft now; else the answer (locked, not the host, a
    form that names no version of the details or an older one)."""
    if draft.table_status == draft_store.SAVED or (authority.locked(draft) and not authority.is_host(draft)):
        return authority.refuse(423, authority.locked_message())     # locked: the host's save only
    if not authority.is_host(draft):
        return authority.refuse(403, authority.host_only_message())   # at a table only the host saves
    sent = whole(request.form.get("details_rev", ""))
    if sent is None:
        return authority.refuse(400, authority.unversioned_message(),
                                lambda: sheet_page(draft, save_form=SaveForm()))
    if sent != draft_store.details_rev(draft.state):
        # the title, date or note were changed on another screen: this form's are kept on the page,
        # beside the newer version's number (saving again keeps these)
        return authority.refuse(409, _details_stale_message(), lambda: sheet_page(draft, save_form=SaveForm()))
    return None


def _write_game(draft: Draft, doc: dict, form: SaveForm, game: Game | None):
    """The draft becomes a saved game (a new one, or the game it edits): a table's draft stays,
    locked, pointing at it (its phones keep their read-only link); any other draft is gone."""
    new = game is None
    if new:
        game = Game(device=device_id())
    store_result(game, doc)
    form.apply_to(game)
    game.expansions = [e for e in doc.get("expansions", []) if isinstance(e, str)]
    game.version = (game.version or 0) + 1 if not new else 1
    if game.device is None:
        game.device = device_id()
    db.session.add(game)
    if draft.code:
        db.session.flush()
        draft.table_status = draft_store.SAVED
        draft.game_id, draft.base_version = game.id, game.version
    else:
        db.session.delete(draft)
    db.session.commit()
    flash(gettext("Game saved.") if new else gettext("Game updated."), "success")
    return redirect(url_for("games.edit", token=game.edit_token))


def _conflict(game: Game) -> dict:
    try:
        theirs = games.score(game.document).to_json()
    except BadInput:
        theirs = None
    return {"game": game, "result": theirs}


# -- title, date and note --------------------------------------------------------------------------

@bp.post("/d/<token>/details")
def details(token: str):
    """Autosave of the score sheet's title, date and note (so they survive a reload); the page
    names the version it showed (``details_rev``): one typed on another screen since is refused."""
    draft = draft_store.get(token)
    if authority.locked(draft):
        return authority.refuse(423, authority.locked_message(), as_json=True)
    if not authority.is_host(draft):
        return authority.refuse(403, authority.host_only_message(), as_json=True)
    sent = whole(request.form.get("details_rev", ""))
    if sent is None:
        return authority.refuse(400, authority.unversioned_message(), as_json=True)
    typed = {k: request.form.get(k, "")[:2000] for k in ("title", "played_on", "note")}

    def write(d: Draft) -> bool:
        if sent != draft_store.details_rev(d.state):
            raise _DetailsStale
        d.state = dict(d.state, details=typed, details_rev=draft_store.details_rev(d.state) + 1)
        d.updated_at = draft_store.now()
        return True
    try:
        draft_store.update(draft, write)
    except _DetailsStale:
        db.session.rollback()
        return authority.refuse(409, _details_stale_message(), as_json=True, conflict=True,
                                details_rev=draft_store.details_rev(draft.state))
    return jsonify({"saved": True, "version": draft.version, "details_rev": draft_store.details_rev(draft.state)})


class _DetailsStale(Exception):
    pass


def _details_stale_message() -> str:
    return gettext("Not saved: the title, date or note were changed on another screen meanwhile. What you "
                   "typed is still here; copy it, then reload the page to see the other version.")

