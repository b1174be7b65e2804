"""Babel on the referee screen: the tower's visible tiles, the current Great Project
with each player's participation tokens, and whether the acting player takes part.

The fields are plain form inputs (``babel-tower``, ``babel-project``, ``babel-part-<seat>``,
``babel-join``) read into the table document's ``tower``/``project`` and the action's
``project`` (README, "Babel"); the library checks them and blames bad values on their path."""
from __future__ import annotations

from typing import Any

from flask_babel import gettext

from scoring.expansions.babel.catalogue import babel_catalogue
from scoring.expansions.babel.document import PROJECTS, TOWER, parse_expansions
from scoring.expansions.babel.texts import text as data_text
from scoring.core.errors import Problems
from scoring.core.i18n import colour, display
from scoring.core.numbers import INT_LIMIT, parse_whole, whole


def _parts(doc: dict) -> frozenset[str]:
    raw = doc.get("expansions")
    return parse_expansions(raw, Problems()) if isinstance(raw, list) else frozenset()


def babel_context(doc: dict) -> dict[str, Any] | None:
    """What the referee template shows for a Babel table, or None."""
    parts = _parts(doc)
    if not parts:
        return None
    cat = babel_catalogue()
    project = doc.get("project") if isinstance(doc.get("project"), dict) else {}
    tokens = project.get("tokens") if isinstance(project.get("tokens"), dict) else {}
    players = [p.get("name", "") for p in doc.get("players", []) if isinstance(p, dict)]
    tower = doc.get("tower") if isinstance(doc.get("tower"), list) else []
    out: dict[str, Any] = {}
    if TOWER in parts:
        out["tower"] = ", ".join(str(n) for n in tower)
        out["tiles"] = [(n, data_text(cat.tile(n).summary)) for n in tower if isinstance(n, int) and cat.tile(n)]
    if PROJECTS in parts:
        # the project's printed name, its age and colour in the request's language (scoring.core.i18n follows it)
        out["projects"] = [("", "—")] + [(p.name, gettext("%(project)s (%(age)s, %(colour)s)", project=display(p),
                                                          age="I" * p.age, colour=colour(p.colour)))
                                         for p in cat.projects]
        out["project"] = project.get("card", "")
        out["participation"] = [(i, name, tokens.get(name, 0)) for i, name in enumerate(players)]
    return out


def apply_babel_form(doc: dict, formdata, action: dict) -> dict:
    """The document with the posted Babel fields (when the form carried them); ``action`` gains
    ``"project": true`` when the player takes part."""
    if "babel-present" not in formdata:
        return doc
    parts = _parts(doc)
    doc = dict(doc)
    if TOWER in parts:
        raw = formdata.get("babel-tower", "")
        tiles: list[Any] = []
        for piece in raw.replace(";", ",").replace(" ", ",").split(","):
            piece = piece.strip()
            if piece:
                n = whole(piece, -INT_LIMIT)
                tiles.append(piece if n is None else n)   # bad values: blamed on tower[k]
        if tiles:
            doc["tower"] = tiles
        else:
            doc.pop("tower", None)
    if PROJECTS in parts:
        card = formdata.get("babel-project", "")
        if card:
            names = [p.get("name", "") for p in doc.get("players", []) if isinstance(p, dict)]
            tokens = {}
            for i, name in enumerate(names):
                n = parse_whole(formdata.get(f"babel-part-{i}"), f"babel-part-{i}", default=0)
                if n:
                    tokens[name] = n
            doc["project"] = {"card": card, "tokens": tokens}
            if formdata.get("babel-join"):
                action["project"] = True
        else:
            doc.pop("project", None)
    return doc
