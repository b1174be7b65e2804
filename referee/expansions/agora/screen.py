"""Agora on the referee screen, as data (``referee.core.expansion``): who controls each Chamber and
the Decrees in force (notes), the table options ``decree_reveal`` and ``decree_cost_symbol``, and an Agora action instead of
Duel's: recruit a Senator or trigger a prepared Conspiracy, with its Senate actions typed as
"place 3, move 3-4, remove 5" and the Conspiracy's choice ("Baths"; "Library, Apothecary"; "Shield, 4"),
every legal choice named under the verdict."""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from scoring.core.errors import BadInput
from scoring.core.i18n import _, display, language
from scoring.core.numbers import whole
from scoring.expansions.agora import catalogue as data

from referee.core.expansion import Form, posted

DUEL_KINDS = ("build", "wonder", "discard", "card")
_STEP = re.compile(r"^\s*(place|remove)\s+(\d+)\s*$|^\s*move\s+(\d+)\s*[-–>]+\s*(\d+)\s*$", re.I)


def _label(option, value: str | None = None) -> str:
    lang = language()       # the option's labels are the data file's, in en/ru/uk
    if value is None:
        return option.label.get(lang) or option.label["en"]
    labels = dict(option.values)[value]
    return labels.get(lang) or labels["en"]


def _senate_notes(doc: Mapping) -> list[str]:
    from scoring import games
    try:
        table = games.get("duel").parse({k: v for k, v in doc.items() if k not in ("action", "age", "layout")})
    except BadInput:
        return []
    state = table.ext.get("agora")
    if state is None:
        return []
    out = []
    for number, who in enumerate(state.controllers, start=1):
        owner = table.cities[who].name if who is not None else _("no one")
        decrees = ", ".join(display(d) for d in state.decrees.get(number, ()))
        out.append(_("Chamber {n}: {owner}").format(n=number, owner=owner) + (f" — {decrees}" if decrees else ""))
    return out


def screen(doc: Mapping, form: Form) -> tuple[dict, ...]:
    option, symbol = data.options()[0], data.options()[1]
    action = doc.get("action") if isinstance(doc.get("action"), Mapping) else {}
    senators = [("", "—")] + [(s.name, display(s)) for s in data.senators()]
    plots = [("", "—")] + [(c.name, display(c)) for c in data.conspiracies()]
    steps = action.get("senate") if isinstance(action.get("senate"), list) else []
    return ({"id": "agora", "title": _("Agora"), "fields": (
        {"kind": "notes", "name": "agora-senate-notes", "items": _senate_notes(doc)},
        {"kind": "select", "name": "agora-reveal", "label": _label(option),
         "choices": [(v, _label(option, v)) for v, _l in option.values], "value": doc.get(option.id, option.default)},
        {"kind": "select", "name": "agora-cost-symbol", "label": _label(symbol),
         "choices": [(v, _label(symbol, v)) for v, _l in symbol.values], "value": doc.get(symbol.id, symbol.default)},
        {"kind": "select", "name": "agora-recruit", "label": _("The player recruits a Senator"),
         "choices": senators, "value": action.get("recruit", "")},
        {"kind": "select", "name": "agora-trigger", "label": _("The player triggers a prepared Conspiracy"),
         "choices": plots, "value": action.get("trigger", "")},
        {"kind": "text", "name": "agora-choice",
         "label": _("The Conspiracy's choice: a card, Wonder, token or Decree (two, comma-separated, for a swap, a "
                    "Decree and its Chamber, or two cards)"),
         "value": _choice_text(action.get("choice")), "placeholder": "Baths"},
        {"kind": "text", "name": "agora-senate", "label": _("Senate actions, in order (place 3, move 3-4, remove 5)"),
         "value": ", ".join(_step_text(s) for s in steps), "placeholder": "place 3, move 3-4"},
        {"kind": "checkbox", "name": "agora-conspire", "label": _("The Conspirator conspires (draws 2 Conspiracies)"),
         "checked": bool(posted(form, "agora-conspire"))})},)


def _choice_text(choice: Any) -> str:
    if isinstance(choice, list):
        return ", ".join(map(str, choice))
    return "" if choice is None else str(choice)


def _choice(text: str) -> Any:
    """"Library, Apothecary" → a list; "Shield, 4" → ["Shield", 4]; one name → the name."""
    parts = [p.strip() for p in text.split(",") if p.strip()]
    parts = [p if whole(p) is None else whole(p) for p in parts]
    return parts[0] if len(parts) == 1 else parts


def _step_text(step: Any) -> str:
    if isinstance(step, Mapping) and len(step) == 1:
        kind, value = next(iter(step.items()))
        return f"{kind} {value[0]}-{value[1]}" if isinstance(value, list) and len(value) == 2 else f"{kind} {value}"
    return str(step)


def _steps(text: str) -> list:
    out: list = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        m = _STEP.match(part)
        if m is None:
            out.append(part)            # kept as typed: the referee blames it on its path
        elif m.group(1):
            out.append({m.group(1).lower(): int(m.group(2))})
        else:
            out.append({"move": [int(m.group(3)), int(m.group(4))]})
    return out


def read_form(doc: Mapping, form: Form, action: dict) -> Mapping:
    doc = dict(doc)
    reveal = posted(form, "agora-reveal")
    if reveal:
        doc["decree_reveal"] = reveal
    symbol = posted(form, "agora-cost-symbol")
    if symbol:
        doc["decree_cost_symbol"] = symbol
    recruit, trigger = posted(form, "agora-recruit"), posted(form, "agora-trigger")
    if recruit or trigger:
        for key in DUEL_KINDS:          # an Agora action replaces Duel's for this verdict
            action.pop(key, None)
        action["recruit" if recruit else "trigger"] = recruit or trigger
        steps = _steps(posted(form, "agora-senate"))
        if steps:
            action["senate"] = steps
        if posted(form, "agora-conspire"):
            action["conspire"] = True
        if trigger and posted(form, "agora-choice").strip():
            action["choice"] = _choice(posted(form, "agora-choice"))
    return doc


def verdict_notes(verdict: Mapping) -> tuple[dict, ...]:
    after = verdict.get("after") if isinstance(verdict.get("after"), Mapping) else {}
    senate = after.get("senate")
    notes = []
    if senate:
        owners = ", ".join(f"{n}: {who or '—'}" for n, who in enumerate(senate, start=1))
        notes.append({"id": "agora-senate", "text": _("The Senate after the action — {owners}").format(owners=owners)})
    choices = [o for o in verdict.get("options") or () if isinstance(o, Mapping) and "choice" in o]
    if verdict.get("action") == "trigger" and choices:
        notes.append({"id": "agora-choices", "text": _("Legal choices: {choices}").format(
            choices="; ".join(_choice_text(o["choice"]) for o in choices))})
    return tuple(notes)
