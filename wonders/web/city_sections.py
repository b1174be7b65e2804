"""The expansions' sections of a city screen, drawn from what each expansion describes
(``Game.expansion_sections`` → ``Expansion.entry_sections``) and merged back into the player's
document at each section's ``field`` (a dotted path inside the player).

A section is plain data: ``id``, ``field``, ``label``, ``values`` (what may be entered), and
optionally ``names`` (value → shown name), ``details`` (value → its one-line effect, shown under
the name), ``search`` (value → the words the city screen's search finds it by: its names in every
language, its number; the shown name when absent), ``glossary`` (a folded reference list beside the
section: ``[{"name", "text", "search"}]``, titled ``glossary_title``) — keyed by value or by the value
as text, as JSON keys are — ``kind``, ``max``, ``input`` (the form fields' name:
the id with dots as dashes when absent), ``hint``, ``legend`` (the box of its expansion: the
expansion's title when absent), ``free_city`` (a note shown to the Free City) and ``boards`` (board
names: the section is drawn, and merged, only for a seat on one of them; on another board its field
is cleared when the expansion's box is posted).  Kinds:

``"choose"``  tick values, each at most once, at most ``max`` of them → a sorted list;
``"count"``   how many of each value (0 … ``max``, 9 when absent) → a list with repeats;
``"number"``  a whole number 0 … ``max`` (``values`` unused) → the number (0: the field removed);
``"one"``     (the default) one of the values → the value itself.

The form carries ``<expansion>-present`` for each expansion drawn, so a page without the section
(another screen, an old form) never clears what the document holds.
"""
from __future__ import annotations

from typing import Any

from scoring.core.numbers import is_int, parse_whole

from wonders.web.tables import game_for

MAX_SAME = 9


def _input(section: dict) -> str:
    return section.get("input") or section["id"].replace(".", "-")


def sections(state: dict) -> tuple[dict, ...]:
    """The sections the table's expansions add to a city screen (``Game.expansion_sections``),
    each with the id of the expansion that describes it (``"expansion"``)."""
    game = game_for(state)
    names = [e for e in state.get("expansions") or [] if isinstance(e, str)]
    if not names:
        return ()
    found, _ = game.expansion_sections(names)
    parts = set(game.expansion_parts(names))
    owner = {s["id"]: e.id for e in game.expansions if parts & set(e.parts)
             for s in e.entry_sections([p for p in e.parts if p in parts])}
    return tuple(dict(s, input=_input(s), kind=s.get("kind", "one"), expansion=owner[s["id"]]) for s in found)


def for_board(section: dict, state: dict, player: dict) -> bool:
    """Is a section drawn for this seat? Always, unless it names ``boards`` and the seat's board (any
    spelling of it) is not one of them."""
    boards = section.get("boards")
    if not boards:
        return True
    wonder = player.get("wonder")
    cat = game_for(state).name_catalogue()
    found = cat.wonder(wonder) if cat is not None and isinstance(wonder, str) else None
    return (found.name if found is not None else wonder) in boards


def get_path(player: dict, path: str) -> Any:
    here: Any = player
    for key in path.split("."):
        here = here.get(key) if isinstance(here, dict) else None
    return here


def set_path(player: dict, path: str, value: Any) -> None:
    """Put ``value`` at ``path``; an empty value removes the field (and parents left empty)."""
    keys = path.split(".")
    chain = [player]
    for key in keys[:-1]:
        nxt = chain[-1].get(key)
        if not isinstance(nxt, dict):
            if value in (None, []):
                return
            nxt = chain[-1][key] = {}
        chain.append(nxt)
    if value in (None, []):
        chain[-1].pop(keys[-1], None)
        for parent, key in zip(reversed(chain[:-1]), reversed(keys[:-1])):
            if parent.get(key) == {}:
                parent.pop(key)
    else:
        chain[-1][keys[-1]] = value


def _keyed(texts: Any, values) -> dict:
    """``names``/``details``/``search`` by value; their keys may be the values as text (JSON keys)."""
    texts = texts if isinstance(texts, dict) else {}
    return {v: texts[v] if v in texts else texts.get(str(v)) for v in values}


def _shown(section: dict, held: Any) -> dict:
    """A section with what the player holds, as the template draws it (``details`` and ``search``
    by value)."""
    values = section["values"]
    names = {v: n for v, n in _keyed(section.get("names"), values).items() if n is not None}
    kind = section["kind"]
    if kind == "choose":
        chosen = set(held) if isinstance(held, list) else set()
        items = [(v, names.get(v, v), v in chosen) for v in section["values"]]
    elif kind == "count":
        items = [(v, names.get(v, v), held.count(v) if isinstance(held, list) else 0) for v in section["values"]]
    elif kind == "number":
        items = [(None, section["label"], held if is_int(held) else 0)]
    else:
        items = [(v, names.get(v, v), v == held) for v in section["values"]]
    return dict(section, items=items, most=section.get("max", MAX_SAME),
                details=_keyed(section.get("details"), values), search=_keyed(section.get("search"), values))


def city_sections(state: dict, seat: int, title) -> list[dict]:
    """Per expansion drawn: {"id", "legend", "present", "free_city", "sections"} for one seat."""
    p = state["players"][seat]
    out: dict[str, dict] = {}
    for s in sections(state):
        if not for_board(s, state, p):
            continue
        box = out.setdefault(s["expansion"], {
            "id": s["expansion"], "legend": s.get("legend") or title(s["expansion"]),
            "present": f"{s['expansion']}-present", "sections": [],
            "free_city": s.get("free_city") if p.get("free_city") is True else None})
        box["sections"].append(_shown(s, get_path(p, s["field"])))
    return list(out.values())


def _posted(section: dict, formdata) -> Any:
    """The value of one section as posted (``BadNumber`` naming the form field when not a number)."""
    name, values, kind = section["input"], section["values"], section["kind"]
    if kind == "choose":
        picked: list = []
        for raw in formdata.getlist(name):
            v = _value(raw, values, name)
            if v in values and v not in picked:
                picked.append(v)
        return sorted(picked)        # more than ``max``: kept, and the library explains
    if kind == "number":
        n = parse_whole(formdata.get(name), name, high=section.get("max", 10 ** 6), default=0)
        return n or None
    if kind == "count":
        out: list = []
        for v in values:
            n = parse_whole(formdata.get(f"{name}-{v}"), f"{name}-{v}", default=0)
            out.extend([v] * min(n, section.get("max", MAX_SAME)))
        return out
    raw = formdata.get(name)
    if raw is None or not str(raw).strip():
        return None
    v = _value(raw, values, name)
    return v if v in values else None


def _value(raw: str, values, name: str) -> Any:
    """A posted value read as the section's values are: whole numbers or names."""
    if values and all(isinstance(v, int) for v in values):
        return parse_whole(raw, name, low=min(0, *values))     # a space of a track may be negative
    return raw


def merge_sections(state: dict, seat: int, formdata) -> None:
    """Apply the posted fields of every expansion whose section the form carried."""
    p = state["players"][seat]
    for s in sections(state):
        if f"{s['expansion']}-present" in formdata:
            set_path(p, s["field"], _posted(s, formdata) if for_board(s, state, p) else None)
