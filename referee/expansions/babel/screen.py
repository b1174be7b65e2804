"""Babel on the referee screen, as data (``referee.core.expansion``: ``screen``, ``read_form``,
``verdict_notes``): the tower's visible tiles, the current Great Project with each player's
participation tokens, and whether the acting player takes part.

The fields are plain form inputs (``babel-tower``, ``babel-project``, ``babel-part-<seat>``,
``babel-join``) read into the table document's ``tower``/``project`` and the action's
``project`` (README, "Babel"); the referee checks them and blames bad values on their path."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.core.errors import Problems
from scoring.core.i18n import _, ngettext
from scoring.core.numbers import INT_LIMIT, parse_whole, whole
from scoring.expansions.babel.catalogue import babel_catalogue
from scoring.expansions.babel.document import PROJECTS, TOWER, parse_expansions
from scoring.expansions.babel.entry import project_label
from scoring.expansions.babel.texts import text as data_text

from referee.core.expansion import Form, posted

MAX_TOKENS = 7          # the number fields' bound (the 7 participation tokens a project carries)


def _parts(doc: Mapping) -> frozenset[str]:
    raw = doc.get("expansions")
    return parse_expansions(raw, Problems()) if isinstance(raw, list) else frozenset()


def _players(doc: Mapping) -> list[str]:
    players = doc.get("players") if isinstance(doc.get("players"), list) else []
    return [p.get("name", "") for p in players if isinstance(p, Mapping)]


def _tower_fields(doc: Mapping) -> list[dict]:
    cat = babel_catalogue()
    tower = doc.get("tower") if isinstance(doc.get("tower"), list) else []
    tiles = [_("Tile {n}").format(n=n) + ": " + data_text(cat.tile(n).summary)
             for n in tower if isinstance(n, int) and cat.tile(n)]
    return [{"kind": "text", "name": "babel-tower", "label": _("Visible tower tiles, oldest first"),
             "value": ", ".join(str(n) for n in tower), "placeholder": "4, 12, 19", "inputmode": "numeric"},
            {"kind": "notes", "name": "babel-tiles", "items": tiles}]


def _project_fields(doc: Mapping, form: Form) -> list[dict]:
    cat = babel_catalogue()
    project = doc.get("project") if isinstance(doc.get("project"), dict) else {}
    tokens = project.get("tokens") if isinstance(project.get("tokens"), dict) else {}
    # the project's printed name, its age and colour in the reader's language, and its one-line effect
    # (participation cost, reward, penalty: seed 004, Великие Проекты)
    choices = [("", "—")] + [(p.name, project_label(p) + " — " + data_text(p.effect)) for p in cat.projects]
    chosen = cat.project(project.get("card")) if isinstance(project.get("card"), str) else None
    return [{"kind": "select", "name": "babel-project", "label": _("Current Great Project"),
             "choices": choices, "value": project.get("card", "")},
            {"kind": "notes", "name": "babel-project-effect",
             "items": [project_label(chosen) + ": " + data_text(chosen.effect)] if chosen else []},
            {"kind": "counts", "name": "babel-part", "label": _("Participation tokens each player holds:"),
             "min": 0, "max": MAX_TOKENS, "values": [(i, name, tokens.get(name, 0))
                                                     for i, name in enumerate(_players(doc))]},
            {"kind": "checkbox", "name": "babel-join", "label": _("The player takes part in the current project"),
             "checked": bool(posted(form, "babel-join"))}]


def screen(doc: Mapping, form: Form) -> tuple[dict, ...]:
    """Babel's section of the referee screen for a table that plays it (none otherwise)."""
    parts = _parts(doc)
    if not parts:
        return ()
    fields = (_tower_fields(doc) if TOWER in parts else []) + (
        _project_fields(doc, form) if PROJECTS in parts else [])
    return ({"id": "babel", "title": _("Babel"), "fields": tuple(fields)},)


def _tiles(raw: str) -> list[Any]:
    tiles: list[Any] = []
    for piece in raw.replace(";", ",").replace(" ", ",").split(","):
        piece = piece.strip()
        if piece:
            n = whole(piece, -INT_LIMIT)
            tiles.append(piece if n is None else n)   # bad values: blamed on tower[k]
    return tiles


def read_form(doc: Mapping, form: Form, action: dict) -> dict:
    """The document with the posted tower and project; ``action`` gains ``"project": true`` when
    the player takes part."""
    parts = _parts(doc)
    doc = dict(doc)
    if TOWER in parts:
        tiles = _tiles(posted(form, "babel-tower"))
        if tiles:
            doc["tower"] = tiles
        else:
            doc.pop("tower", None)
    if PROJECTS in parts:
        card = posted(form, "babel-project")
        if card:
            tokens = {}
            for i, name in enumerate(_players(doc)):
                n = parse_whole(posted(form, f"babel-part-{i}") or None, f"babel-part-{i}", default=0)
                if n:
                    tokens[name] = n
            doc["project"] = {"card": card, "tokens": tokens}
            if posted(form, "babel-join"):
                action["project"] = True
        else:
            doc.pop("project", None)
    return doc


def verdict_notes(verdict: Mapping) -> tuple[dict, ...]:
    """The coins the tower gives after the build."""
    babel = verdict.get("babel") if isinstance(verdict.get("babel"), Mapping) else {}
    gain = babel.get("gain")
    if not gain:
        return ()
    return ({"id": "babel-gain", "text": ngettext("The tower gives {num} coin from the bank after this build.",
                                                  "The tower gives {num} coins from the bank after this build.",
                                                  gain).format(num=gain)},)
