"""The city screen of every game but the 1st edition's, drawn from its ``EntryScreen``.

Where each element of ``scoring.core.game.EntryScreen`` goes in the document (the convention the
game modules follow): a card group → the player's ``field`` (default "cards"): a list of
names ("names") or {kind: count} ("counts"); a counter → player[id] (a whole number); a
token → player[id] (a list of token values); an option → player[id] (true/false); a table
field → doc[id] (a whole number, e.g. Duel's conflict pawn).  A board's pieces tapped on its
picture are ``city_pieces``.
"""
from __future__ import annotations

from flask import render_template
from flask_babel import gettext

from wonders.drafts import table_document
from wonders.models import Draft

from wonders.web import draft_store
from wonders.web.city_common import PAD_HIGH, keep_raw, marked, problems, typed_whole
from wonders.web.city_pieces import board_max, board_of, merge_pieces, wonder_picture
from wonders.web.city_sections import city_sections, merge_sections, sections
from wonders.web.tables import Placed, game_for, screen_for


def generic_page(draft: Draft, seat: int, placed: Placed | None = None, status: int | None = None):
    state = draft.state
    doc = table_document(state)
    screen = screen_for(state)
    p = state["players"][seat]
    raw = p.get("raw") if isinstance(p.get("raw"), dict) else {}
    placed = problems(state, doc, placed)
    counters, picture = _counters(state, screen, p, raw)
    tokens = []
    for token in _own_tokens(state, screen):
        held = p.get(token["id"]) if isinstance(p.get(token["id"]), list) else []
        tokens.append(dict(token, counts=[(v, held.count(v)) for v in token.get("values", [])]))
    options = [dict(o, checked=p.get(o["id"]) is True) for o in screen.options]
    field_errors = [(k, k.split("-", 1)[-1], gettext("enter a whole number in range")) for k in raw]
    for field, messages in placed.for_seat(seat).items():
        field_errors.extend((field, field, m) for m in messages)
    return render_template(
        "games/entry_city.html", state=state, seat=seat, token=draft.token, player=p, groups=_groups(screen, p, raw),
        counters=counters, tokens=tokens, options=options, table_fields=_table_fields(state, screen, raw),
        field_errors=field_errors, picture=picture,
        expansion_boxes=city_sections(state, seat, game_for(state).expansion_title),
        table_errors=placed.table, live=draft_store.live_totals(doc), editing=draft.game_row, game=game_for(state),
        **marked(state, doc, placed, seat, bool(field_errors)), **draft_store.versions(draft, seat),
    ), status or (422 if field_errors or placed.table else 200)


def _groups(screen, p: dict, raw: dict) -> list[dict]:
    """Each card group with its cards: ticked (names) or a count each (counts), as typed."""
    groups = []
    for group in screen.card_groups:
        field = _group_field(group)
        have = p.get(field)
        cards = []
        for card in group.get("cards", []):
            if group.get("kind") == "counts":
                key = f"c-{field}-{card['name']}"
                value = raw.get(key, [None])[0]
                if value is None:
                    value = (have or {}).get(card["name"], 0) if isinstance(have, dict) else 0
                cards.append(dict(card, key=key, value=value, bad=key in raw))
            else:
                chosen = isinstance(have, list) and card["name"] in have
                cards.append(dict(card, key=f"g-{field}", checked=chosen,
                                  cid=f"{field}-" + "".join(ch if ch.isalnum() else "-" for ch in card["name"].lower())))
        groups.append(dict(group, field=field, cards=cards))
    return groups


def _counters(state: dict, screen, p: dict, raw: dict) -> tuple[list[dict], dict | None]:
    """The counters as typed, and the board's picture when a counter is its pieces."""
    counters = []
    picture = None
    for counter in screen.counters:
        if counter.get("per_age"):
            continue
        board = board_of(screen, p) if counter.get("toggles") == "pieces" else None
        if board is not None and picture is None:
            picture = wonder_picture(state, screen, counter, board, p)
            continue
        key = f"n-{counter['id']}"
        value = raw.get(key, [p.get(counter["id"], counter.get("min", 0))])[0]
        counters.append(dict(counter, key=key, value=value, bad=key in raw))
    return counters, picture


def _table_fields(state: dict, screen, raw: dict) -> list[dict]:
    fields = []
    for t in screen.table:
        key = f"tbl-{t['id']}"
        if "choices" in t:
            fields.append(dict(t, key=key, value=state.get(t["id"], t.get("default")), bad=False))
        else:
            fields.append(dict(t, key=key, value=raw.get(key, [state.get(t["id"], 0)])[0], bad=key in raw))
    return fields


def merge_generic(state: dict, seat: int, formdata) -> None:
    """Apply one city's posted fields: valid values into the document, the rest kept raw (in the
    order the screen draws them: a table field's choice, e.g. the stage order, before the pieces)."""
    screen = screen_for(state)
    p = state["players"][seat]
    raw: dict[str, list[str]] = {}
    _merge_cards(screen, p, formdata, raw)
    _merge_choices(screen, state, formdata)
    _merge_counters(screen, state, seat, formdata, raw)
    _merge_tokens(_own_tokens(state, screen), p, formdata, raw)
    _merge_options(screen, p, formdata)
    merge_sections(state, seat, formdata)       # the expansions' sections
    _merge_table_numbers(screen, state, formdata, raw)
    keep_raw(p, raw)


def _merge_cards(screen, p: dict, formdata, raw: dict) -> None:
    """Card groups: names ticked (``g-<field>``) or a count per card (``c-<field>-<name>``)."""
    fields_names: dict[str, list[str]] = {}
    fields_counts: dict[str, dict[str, int]] = {}
    for group in screen.card_groups:
        field = _group_field(group)
        names_ = {c["name"] for c in group.get("cards", [])}
        if group.get("kind") == "counts":
            _merge_counts(group, field, fields_counts.setdefault(field, {}), formdata, raw)
        elif f"g-{field}-present" in formdata:
            fields_names.setdefault(field, []).extend(n for n in formdata.getlist(f"g-{field}") if n in names_)
    for field, names_ in fields_names.items():
        p[field] = list(dict.fromkeys(names_))
    for field, counts in fields_counts.items():
        if not any(k.startswith(f"c-{field}-") for k in raw):
            p[field] = counts


def _merge_counts(group, field: str, counts: dict[str, int], formdata, raw: dict) -> None:
    for card in group.get("cards", []):
        key = f"c-{field}-{card['name']}"
        if key in formdata:
            value = typed_whole(formdata.get(key), 0, 99)
            if value is None:
                raw[key] = [formdata.get(key, "")]
            elif value:
                counts[card["name"]] = value


def _merge_choices(screen, state: dict, formdata) -> None:
    """Table fields with choices (e.g. the stage order); the default stays out of the document."""
    for table_field in screen.table:
        key = f"tbl-{table_field['id']}"
        if "choices" in table_field and key in formdata:
            value = formdata.get(key)
            if value in [c[0] for c in table_field["choices"]]:
                if value == table_field.get("default"):
                    state.pop(table_field["id"], None)
                else:
                    state[table_field["id"]] = value


def _merge_counters(screen, state: dict, seat: int, formdata, raw: dict) -> None:
    p = state["players"][seat]
    for counter in screen.counters:
        key = f"n-{counter['id']}"
        board = board_of(screen, p) if counter.get("toggles") == "pieces" else None
        if board is not None:
            merge_pieces(state, p, counter, board, formdata, raw)
            continue
        if key in formdata and not counter.get("per_age"):
            high = counter.get("max")
            high = board_max(state, seat) if high == "board" else (high if isinstance(high, int) else PAD_HIGH)
            value = typed_whole(formdata.get(key), counter.get("min", 0), high)
            if value is None:
                raw[key] = [formdata.get(key, "")]
            else:
                p[counter["id"]] = value


def _own_tokens(state: dict, screen) -> list:
    """The game's own token fields (an expansion's section is drawn and merged by ``city_sections``)."""
    drawn = {s["id"] for s in sections(state)}
    return [t for t in screen.tokens if t["id"] not in drawn]


def _merge_tokens(tokens, p: dict, formdata, raw: dict) -> None:
    for token in tokens:
        if f"t-{token['id']}-present" in formdata:
            values = []
            for v in token.get("values", []):
                n = typed_whole(formdata.get(f"t-{token['id']}-{v}", "0"), 0, 9)
                if n is None:
                    raw[f"t-{token['id']}-{v}"] = [formdata.get(f"t-{token['id']}-{v}", "")]
                else:
                    values.extend([v] * n)
            p[token["id"]] = values


def _merge_options(screen, p: dict, formdata) -> None:
    for option in screen.options:
        if f"o-{option['id']}-present" in formdata:
            if formdata.get(f"o-{option['id']}"):
                p[option["id"]] = True
            else:
                p.pop(option["id"], None)


def _merge_table_numbers(screen, state: dict, formdata, raw: dict) -> None:
    """Table fields holding a whole number (e.g. Duel's conflict pawn)."""
    for table_field in screen.table:
        key = f"tbl-{table_field['id']}"
        if key in formdata and "choices" not in table_field:
            value = typed_whole(formdata.get(key), table_field.get("min", -PAD_HIGH), table_field.get("max", PAD_HIGH))
            if value is None:
                raw[key] = [formdata.get(key, "")]
            else:
                state[table_field["id"]] = value


def _group_field(group) -> str:
    return group.get("field", "cards")

