"""The Conflicts tab of the 1st edition's referee screen (the games whose ``Game.referee_screen`` is
``"classic"``): each seat's shields at the end of an Age → who fights whom and the tokens each city
takes, with the rule (``"check": "military"`` with ``"age"`` and whole-number ``shields``:
``referee.classic.military.age_conflicts``).  What the expansions played change (Cities' Diplomacy
tokens, Babel's tower) they add as sections of the screen; each section sees the document with
``"check": "military"`` and the Age asked, so it can fit this tab (``referee.core.expansion``)."""
from __future__ import annotations

from flask_babel import gettext

from referee import registry as referees
from scoring.core.errors import BadInput
from scoring.core.numbers import whole
from wonders.web import referee_sections
from wonders.web.forms import ConflictForm
from wonders.web.referee_screen import page
from wonders.web.tables import dump_document, game_for, names, place

SCREEN = "classic"         # the screen whose tab this is (``Game.referee_screen``)
ENDPOINTS = ("referee.military_post",)
MAX_SHIELDS = 99           # the number fields' bound


def _shown(doc: dict) -> list[int | None]:
    """The shields each city shows in the table (the default of its field), None when it does not parse."""
    try:
        table = game_for(doc).parse({k: v for k, v in doc.items() if k not in ("check", "age")}, ("age",))
    except BadInput:                            # a table the city entry will explain
        return [None] * len(names(doc))
    return [c.shields for c in table.cities]


def _asked(doc: dict, age: int) -> dict:
    """The document as this tab's sections and the referee see it."""
    return dict(doc, check="military", age=age)


def render(doc: dict, form=None, verdict: dict | None = None, errors: list[str] | None = None, status: int = 200,
           shields: list | None = None):
    if not isinstance(form, ConflictForm):
        form = ConflictForm(formdata=None)
    if form.age.data not in (1, 2, 3):
        form.age.data = 1
    form.document.data = dump_document(doc)
    shown, given = _shown(doc), list(shields or ())
    seats = [(i, n, given[i] if i < len(given) else None, shown[i] if i < len(shown) else None)
             for i, n in enumerate(names(doc))]
    return page("referee/military.html", _asked(doc, form.age.data), form, verdict, errors, status, seats=seats,
                max_shields=MAX_SHIELDS, trade=False, tab="military")


def _shields(doc: dict, errors: list[str]) -> list:
    """Each seat's shields as posted: a whole number, or blank (the city's own), or kept as typed."""
    posted = referee_sections.posted()
    out = []
    for i, name in enumerate(names(doc)):
        raw = (posted.get(f"shields-{i}") or "").strip()
        n = whole(raw, 0, MAX_SHIELDS) if raw else None
        if raw and n is None:
            errors.append(gettext("%(name)s: the shields are a whole number from 0 to %(most)s, not “%(raw)s”",
                                  name=name, most=MAX_SHIELDS, raw=raw))
        out.append(n if n is not None or not raw else raw)
    return out


def answer(doc: dict, form: ConflictForm, pasted: bool):
    """The conflicts of the Age asked (or the tab again: a tab switch, a table just loaded)."""
    if form.age.data not in (1, 2, 3):
        form.age.data = 1
    if "check" not in referee_sections.posted() or not doc.get("players"):
        return render(doc, form)
    errors: list[str] = []
    shields = _shields(doc, errors)
    doc = referee_sections.apply_forms(_asked(doc, form.age.data), referee_sections.posted(), {})
    doc = {k: v for k, v in doc.items() if k not in ("check", "age")}
    if errors:
        return render(doc, form, errors=errors, status=422, shields=shields)
    shown = _shown(doc)
    players = [dict(p, shields=s if s is not None else (shown[i] or 0)) for i, (p, s) in
               enumerate(zip(doc["players"], shields))]
    try:
        verdict = referees.referee(dict(_asked(doc, form.age.data), players=players))
    except BadInput as exc:
        return render(doc, form, errors=_messages(exc, doc), status=422, shields=shields)
    return render(doc, form, verdict=verdict, shields=shields)


def _messages(exc: BadInput, doc: dict) -> list[str]:
    """Every problem in plain words, a player's with the player's name."""
    placed = place(exc.problems, doc)
    who = names(doc)
    out = list(placed.table)
    for found in (placed.players, placed.cards):
        for seat, fields in found.items():
            out += [f"{who[seat]}: {m}" if seat < len(who) else m for ms in fields.values() for m in ms]
    return list(dict.fromkeys(out))
