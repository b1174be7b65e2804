"""Cities on the referee screen, as data (``referee.core.expansion``: ``screen``, ``read_form``,
``verdict_notes``): on the Conflicts tab (the document asks ``"check": "military"`` for an ``"age"``),
which players sit out that Age's conflict with a Diplomacy token (Cities rulebook, Diplomacy), read into
each player's ``diplomacy`` (the Ages it sat out); on the build tab, the coin losses a build causes."""
from __future__ import annotations

from collections.abc import Mapping

from scoring.core.i18n import _
from scoring.core.numbers import is_int

from referee.core.expansion import Form

FIELD = "cities-away"


def _asked_age(doc: Mapping) -> int | None:
    age = doc.get("age")
    return age if doc.get("check") == "military" and is_int(age) and age in (1, 2, 3) else None


def _players(doc: Mapping) -> list:
    return doc.get("players") if isinstance(doc.get("players"), list) else []


def screen(doc: Mapping, form: Form) -> tuple[dict, ...]:
    """The Diplomacy section of the Conflicts tab: one box per player (ticked when the table says it sat
    out that Age); none on the other tabs."""
    age = _asked_age(doc)
    if age is None:
        return ()
    fields: list[dict] = [{"kind": "notes", "name": "cities-help", "items": [_(
        "A player who took a Diplomacy token sits out the next conflict and discards the token; its two "
        "neighbours face each other for this conflict only.")]}]
    for i, p in enumerate(_players(doc)):
        if not isinstance(p, Mapping):
            continue
        ages = p.get("diplomacy") if isinstance(p.get("diplomacy"), list) else []
        fields.append({"kind": "checkbox", "name": f"{FIELD}-{i}", "checked": age in ages,
                       "label": _("{name} sits out this conflict with a Diplomacy token").format(name=p.get("name", ""))})
    return ({"id": "cities", "title": _("Diplomacy"), "fields": tuple(fields)},)


def read_form(doc: Mapping, form: Form, action: dict) -> Mapping:
    """Each player's ``diplomacy`` with the Age asked added when its box is ticked, taken out when not."""
    age = _asked_age(doc)
    if age is None:
        return doc
    out = []
    for i, p in enumerate(_players(doc)):
        if isinstance(p, Mapping):
            ages = [a for a in (p.get("diplomacy") if isinstance(p.get("diplomacy"), list) else []) if a != age]
            ages += [age] if form.get(f"{FIELD}-{i}") else []
            p = {k: v for k, v in p.items() if k != "diplomacy"} | ({"diplomacy": sorted(ages, key=str)} if ages else {})
        out.append(p)
    return {**doc, "players": out}


def verdict_notes(verdict: Mapping) -> tuple[dict, ...]:
    from referee.expansions.cities.loss import notes
    return notes(verdict)
