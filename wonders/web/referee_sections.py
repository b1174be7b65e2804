"""What the expansions a table plays add to the referee screens, drawn from what each declares
(``referee.core.expansion``: ``screen``, ``read_form``, ``verdict_notes``; asked through
``referee.registry``).  The screens include ``templates/referee/_expansions.html``, which draws
each section's fields (``templates/referee/_section.html``) or the expansion's own partial
``templates/expansions/_referee_<id>.html`` when it has one; nothing here names an expansion."""
from __future__ import annotations

from collections.abc import Mapping

from flask import g, request

from referee import registry as referees
from wonders.web.tables import game_for


def posted() -> Mapping:
    """The fields of the question being answered: the request's form, or a kept question's fields
    (``/referee/r/<id>``, ``g.referee_data``); none on a plain GET."""
    kept = g.get("referee_data")
    if kept is not None:
        return kept
    return request.form if request.method == "POST" else {}


def question_form(form_class):
    """A screen's form filled with the question's fields (a kept question's, else the request's)."""
    kept = g.get("referee_data")
    return form_class(formdata=kept) if kept is not None else form_class()


def formdata(data: Mapping | None = None) -> dict[str, list[str]]:
    """Posted fields (the question's, ``posted()``, by default) → each name with its values."""
    if data is None:
        data = posted()
    getlist = getattr(data, "getlist", None)
    if getlist is not None:
        return {k: getlist(k) for k in data}
    return {k: list(v) if isinstance(v, (list, tuple)) else [v] for k, v in data.items()}


def sections(doc: dict) -> tuple[dict, ...]:
    """The sections the expansions played add to the referee screen (what was just posted kept)."""
    return referees.screen_sections(game_for(doc), doc, formdata())


def apply_forms(doc: dict, data: Mapping, action: dict) -> dict:
    """The document with the expansions' posted fields applied; ``action`` gains their action keys."""
    return referees.read_forms(game_for(doc), doc, formdata(data), action)


def action_replaced(doc: dict) -> bool:
    """Does a section posted give the whole action (``RefereeExpansion.replaces_action``)?"""
    return referees.action_replaced(game_for(doc), doc, formdata())


def notes(doc: dict, verdict: Mapping | None) -> tuple[dict, ...]:
    """The lines the expansions played print in a verdict."""
    return referees.verdict_notes(game_for(doc), doc, verdict) if verdict else ()
