"""What every referee screen shares: the table posted (pasted JSON or the hidden document), the
player's check, errors beside a field, and the page drawn with the expansions' sections and the
verdict's notes (``wonders.web.referee_sections``).  Each game's screen (``Game.referee_screen``)
is a module beside this one: ``referee_classic``, ``referee_duel``, ``referee_architects``."""
from __future__ import annotations

from flask import render_template, request
from flask_babel import gettext

from wonders.web import referee_sections
from wonders.web.tables import DamagedDocument, check_shape, game_for, load_document, names, safe_loads


def add_error(field, message: str) -> None:
    field.errors = list(field.errors) + [message]


def posted_table(form) -> tuple[dict | None, bool]:
    """(the table posted: the pasted JSON, else the hidden document; whether it was pasted).  A bad
    paste puts its reason beside the paste box and gives None."""
    pasted = (form.table_json.data or "").strip()
    if not pasted:
        return load_document(form.document.data), False
    try:
        doc = check_shape(safe_loads(pasted))  # scoring.core.safejson bounds
    except (ValueError, DamagedDocument) as exc:
        form.table_json.errors = [gettext("not a table document: %(reason)s", reason=exc)]
        return None, True
    form.table_json.data = ""
    return doc, True


def check_player(form, doc: dict) -> bool:
    """The acting player sits at this table (else an error beside the field)."""
    if form.player.data in names(doc):
        return True
    add_error(form.player, gettext("choose a player at this table"))
    return False


def page(template: str, doc: dict, form, verdict: dict | None, errors: list[str] | None, status: int,
         **extra):
    """A referee screen with what every screen shows: the game, the table, the expansions'
    sections and the lines they add to the verdict."""
    return render_template(template, form=form, doc=doc, verdict=verdict, general_errors=errors or [],
                           has_table=bool(doc.get("players")), game_id=game_for(doc).id,
                           sections=referee_sections.sections(doc),
                           notes=referee_sections.notes(doc, verdict),
                           # a kept question's address: reload it, go Back to it, send it to the table
                           ruling_url=request.url if request.endpoint == "referee.ruling" else None,
                           **extra), status
