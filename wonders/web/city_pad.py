"""Quick pad mode's city screen: one player's score-pad numbers, row by row (the game's pad rows
and those of the table's expansions), coins, and the science calculator."""
from __future__ import annotations

from flask import render_template
from flask_babel import gettext, lazy_gettext as _l

from scoring.core.expansion import PadItems
from scoring.core.i18n import _ as engine_text
from scoring.core.padmode import science_calculator
from wonders.drafts import table_document
from wonders.models import Draft

from wonders.web import draft_store
from wonders.web.city_common import PAD_HIGH, PAD_LOW, keep_raw, marked, problems, typed_whole
from wonders.web.tables import Placed, game_for

SCIENCE_INPUTS = (("sci_compass", _l("Compasses")), ("sci_gear", _l("Gears")), ("sci_tablet", _l("Tablets")),
                  ("sci_wild", _l("Wildcards (Babylon, Scientists Guild)")))


def pad_page(draft: Draft, seat: int, placed: Placed | None = None, status: int | None = None):
    state = draft.state
    doc = table_document(state)
    p = state["players"][seat]
    raw = p.get("raw") if isinstance(p.get("raw"), dict) else {}
    pad = p.get("pad") if isinstance(p.get("pad"), dict) else {}
    rows = []
    itemised = game_for(state).pad_items(state.get("expansions") or ())
    for row in _pad_rows(state, seat):
        key = f"pad-{row.id}"
        typed = raw.get(key, [None])[0]
        kept = pad.get(row.id, "")
        kept = sum(v for v in kept if isinstance(v, int)) if isinstance(kept, list) else kept   # entered item by item before
        rows.append({"id": key, "row": row, "value": typed if typed is not None else kept,
                     "error": gettext("enter a whole number from %(low)s to %(high)s", low=PAD_LOW, high=PAD_HIGH) if typed is not None else "",
                     **(_items(row.id, pad.get(row.id), raw, itemised[row.id]) if row.id in itemised else {})})
    symbols = p.get("science_symbols") if isinstance(p.get("science_symbols"), dict) else {}
    science = [{"id": key, "label": label, "value": raw.get(key, [symbols.get(key, 0)])[0],
                "error": gettext("enter a whole number (wildcards: 0 to 3)") if key in raw else ""}
               for key, label in _science_inputs(state)]
    coins = raw.get("coins", [p.get("coins", "")])[0]
    placed = problems(state, doc, placed)
    field_errors = [(r["id"], r["row"].text, r["error"]) for r in rows if r["error"]]
    field_errors += [(i["id"], i["label"], i["error"]) for r in rows for i in r.get("fields", ()) if i["error"]]
    field_errors += [(s["id"], s["label"], s["error"]) for s in science if s["error"]]
    if "coins" in raw:
        field_errors.append(("coins", gettext("Coins"), gettext("enter a whole number 0 or more")))
    for field, messages in placed.for_seat(seat).items():
        field_errors.extend((f"pad-{field.split('.')[-1]}" if field == "pad" else field, field, m) for m in messages)
    return render_template(
        "games/pad_city.html", state=state, seat=seat, token=draft.token, player=p, rows=rows, science=science,
        coins=coins, field_errors=field_errors, table_errors=placed.table,
        live=draft_store.live_totals(doc), editing=draft.game_row, **marked(state, doc, placed, seat, bool(field_errors)),
        **draft_store.versions(draft, seat), calculator=any(r["row"].id == "science" for r in rows) and game_for(state).pad_science_calculator,
    ), status or (422 if field_errors or placed.table else 200)


def _science_inputs(state: dict) -> list[tuple[str, str]]:
    """The calculator's inputs: the symbols, the wildcards and those of the table's expansions
    (``Expansion.pad_science``: Armada's "most" symbols)."""
    added = game_for(state).pad_science(state.get("expansions") or ())
    return list(SCIENCE_INPUTS) + [(f"sci_{kind}", engine_text(label)) for kind, label in added.items()]


def _pad_rows(state: dict, seat: int | None = None):
    """The game's pad rows with those of the table's expansions (Babel's tower), without the rows
    the Free City never fills (scoring.core.game.Game.pad_rows)."""
    game = game_for(state)
    players = state.get("players") or []
    player = players[seat] if seat is not None and 0 <= seat < len(players) else {}
    return game.pad_rows(state.get("expansions") or (), free_city=isinstance(player, dict) and
                         player.get("free_city") is True)


ITEM_FIELDS = 4          # the fields of a row entered item by item (one more than those filled, if more)


def _items(row: str, value, raw: dict, items: PadItems) -> dict:
    """A row entered item by item (``Expansion.pad_items``: Armada's guilds): a field per item, as stored
    (a list, or one number entered before) or as typed, and the rule that caps each item."""
    stored = value if isinstance(value, list) else [value] if isinstance(value, int) and value else []
    fields = []
    for n in range(1, max(ITEM_FIELDS, len(stored) + 1) + 1):
        key = f"pad-{row}-{n}"
        typed = raw.get(key, [None])[0]
        label = engine_text(items.item).format(n=n)
        fields.append({"id": key, "label": label[:1].upper() + label[1:],
                       "value": typed if typed is not None else (stored[n - 1] if n <= len(stored) else ""),
                       "error": gettext("enter a whole number from %(low)s to %(high)s", low=0, high=PAD_HIGH)
                       if typed is not None else ""})
    return {"fields": fields, "rule": engine_text(items.rule).format(cap=items.cap) if items.rule else ""}


def _merge_items(row: str, formdata, raw: dict) -> list[int] | None:
    """The points typed for each item of a row entered item by item (blank fields left out); None when
    the screen did not send them."""
    keys = [f"pad-{row}-{n}" for n in range(1, 100) if f"pad-{row}-{n}" in formdata]
    if not keys:
        return None
    points = []
    for key in keys:
        text = (formdata.get(key) or "").strip()
        value = typed_whole(text, 0, PAD_HIGH)
        if value is None:
            raw[key] = [formdata.get(key, "")]
        elif text:
            points.append(value)
    return points


def merge_pad(state: dict, seat: int, formdata) -> None:
    """One player's pad numbers: valid ones stored, the rest kept as typed (shown with an error)."""
    p = state["players"][seat]
    pad = dict(p.get("pad") or {})
    raw: dict[str, list[str]] = {}
    itemised = game_for(state).pad_items(state.get("expansions") or ())
    for row in _pad_rows(state, seat):
        key = f"pad-{row.id}"
        points = _merge_items(row.id, formdata, raw) if row.id in itemised else None
        if points is not None:
            pad[row.id] = points
            continue
        if key not in formdata:
            continue
        value = typed_whole(formdata.get(key), PAD_LOW, PAD_HIGH)
        if value is None:
            raw[key] = [formdata.get(key, "")]
        elif value:
            pad[row.id] = value
        else:
            pad.pop(row.id, None)
    if "coins" in formdata:
        coins = typed_whole(formdata.get("coins"), 0, PAD_HIGH)
        if coins is None:
            raw["coins"] = [formdata.get("coins", "")]
        else:
            p["coins"] = coins
    science = {}
    for key, _ in _science_inputs(state):
        if key in formdata:
            value = typed_whole(formdata.get(key), 0, 3 if key == "sci_wild" else 30)
            if value is None:
                raw[key] = [formdata.get(key, "")]
            else:
                science[key] = value
    if science:
        p["science_symbols"] = science
    if formdata.get("calc") and all(key in science for key, _ in SCIENCE_INPUTS):
        extra = {kind: science.get(f"sci_{kind}", 0) for kind in game_for(state).pad_science(state.get("expansions") or ())}
        points, _ = science_calculator(science["sci_compass"], science["sci_gear"], science["sci_tablet"],
                                       science["sci_wild"], **extra)
        pad["science"] = points
        raw.pop("pad-science", None)
    p["pad"] = pad
    keep_raw(p, raw)

