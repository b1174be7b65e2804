"""The city screen of the 1st edition (and its expansions' sections): the form of one city — wonder stages,
cards ticked in the picker or typed by hand, coins, military tokens or shields — read from and
written to the draft's state (``draft_store``); values that are not valid yet are kept as typed."""
from __future__ import annotations

import re

from flask import render_template
from werkzeug.datastructures import MultiDict

from scoring.core.numbers import is_int
from wonders.drafts import table_document
from wonders.models import Draft

from wonders.web import draft_store
from wonders.web.city_sections import city_sections, merge_sections
from wonders.web.city_common import keep_raw, marked, problems
from wonders.web.forms import CityForm, validate_fields
from wonders.web.tables import (Placed, card_list, cat_for, find_card, game_for, int_or, names, neighbour_names,
                                legal_cards, parse_card_text, picker, stage_count, table_size)

CITY_FIELDS = ("stages", "cards", "cards_text", "coins", "defeats", "wins1", "wins3", "wins5",
               "shields1", "shields2", "shields3")


def city_page(draft: Draft, seat: int, placed: Placed | None = None, status: int | None = None):
    state = draft.state
    doc = table_document(state)
    form = _city_form(state, seat)
    validate_fields(form)
    # cards typed by hand that match no card stay in the text box with their "did you mean"
    _, typed_problems = parse_card_text(form.cards_text.data or "", cat_for(doc))
    form.cards_text.errors = list(form.cards_text.errors) + typed_problems
    placed = problems(state, doc, placed)
    for field, messages in placed.for_seat(seat).items():
        target = {"cards": form.cards, "stages": form.stages, "coins": form.coins,
                  "military": form.defeats, "shields": form.shields1}.get(field)
        if target is None:
            placed.table.extend(messages)
        else:
            target.errors = list(target.errors) + messages
    # cards the picker does not offer (not in play at this count) stay visible as text
    offered = {c for c, _ in form.cards.choices}
    extra = [c for c in (form.cards.data or []) if c not in offered]
    if extra and not form.cards.errors:
        form.cards.data = [c for c in form.cards.data if c in offered]
        form.cards_text.data = ", ".join(filter(None, [form.cards_text.data or ""] + extra))
    groups = picker(doc, seat)
    p = state["players"][seat]
    left, right = neighbour_names(doc, seat)
    field_errors = [(f.id, f.label.text, e) for f in form if f.name != "csrf_token" for e in f.errors]
    bad = bool(field_errors) or bool(placed.for_seat(seat)) or bool(placed.cards.get(seat))
    return render_template(
        "games/city.html", form=form, doc=doc, state=state, seat=seat, token=draft.token,
        player=p, left=left, right=right, **marked(state, doc, placed, seat, bad),
        groups=groups, shields_mode=_shields(state), placed=placed, field_errors=field_errors,
        card_errors=placed.cards.get(seat, {}), live=draft_store.live_totals(doc), chosen=set(form.cards.data or []),
        holders=_holders(doc, seat), editing=draft.game_row, game_id=game_for(doc).id,
        expansion_boxes=city_sections(state, seat, game_for(doc).expansion_title),
        **draft_store.versions(draft, seat),
    ), status or (422 if bad or placed.table else 200)


def _holders(doc: dict, seat: int) -> dict[str, list[str]]:
    """card name → the other players holding it (shown beside a taken card)."""
    cat = cat_for(doc)
    out: dict[str, list[str]] = {}
    for i, (n, p) in enumerate(zip(names(doc), doc.get("players", []))):
        if i == seat:
            continue
        for spelling in card_list(p):
            card = cat.card(spelling)
            if card is not None and n not in out.setdefault(card.name, []):
                out[card.name].append(n)
    return out


def _city_formdata(p: dict, shields_mode: bool) -> MultiDict:
    md = MultiDict()
    md["stages"] = str(int_or(p.get("stages")))
    for c in card_list(p):
        md.add("cards", c)
    md["cards_text"] = p.get("cards_text") if isinstance(p.get("cards_text"), str) else ""
    md["coins"] = str(int_or(p.get("coins")))
    if shields_mode:
        shields = p.get("shields") if isinstance(p.get("shields"), list) else []
        for k in range(3):
            v = shields[k] if k < len(shields) else None
            md[f"shields{k + 1}"] = str(v) if is_int(v) else ""
    else:
        military = p.get("military") if isinstance(p.get("military"), list) else []
        for name, token in CityForm.TOKEN_FIELDS:
            md[name] = str(military.count(token))
    raw = p.get("raw") if isinstance(p.get("raw"), dict) else {}
    for name, values in raw.items():
        if name in CITY_FIELDS and isinstance(values, list):
            md.setlist(name, [v for v in values if isinstance(v, str)])
    return md


def _city_form(state: dict, seat: int, formdata: MultiDict | None = None) -> CityForm:
    """The city's form: shown (no ``formdata``: the stored city) or checking a post, for which the
    card choices are only the names in play (the picker's groups are for the page)."""
    p = state["players"][seat]
    doc = table_document(state)
    if formdata is None:
        form = CityForm(formdata=_city_formdata(p, _shields(state)))
    else:       # only its fields are checked (``merge_city``): the post's CSRF token is checked for the
        # whole request by CSRFProtect; a token of its own would be signed here for nothing
        form = CityForm(formdata=formdata, meta={"csrf": False})
    form.stages.choices = [(k, str(k)) for k in range(stage_count(doc, seat) + 1)]
    if formdata is None:
        form.cards.choices = [(c.name, c.name) for grp in picker(doc, seat) for c in grp.cards]
    else:
        form.cards.choices = [(n, n) for n in legal_cards(cat_for(doc), table_size(doc))]
    return form


def _shields(state: dict) -> bool:
    return state.get("military_mode") == "shields"


def merge_city(state: dict, seat: int, formdata) -> None:
    """Apply one city's posted fields: valid values into the document, the rest kept raw."""
    merge_sections(state, seat, formdata)        # the expansions' sections
    p = state["players"][seat]
    form = _city_form(state, seat, formdata=formdata)
    raw: dict[str, list[str]] = {}
    for name in CITY_FIELDS:
        field = getattr(form, name)
        if name not in formdata and name not in ("cards",):
            continue                 # not on the page that was posted (e.g. shields in token mode)
        if not field.validate(form):
            raw[name] = [v for v in formdata.getlist(name)]
    cat = cat_for(state)
    if "stages" not in raw and form.stages.data is not None:
        p["stages"] = form.stages.data
    if "cards" not in raw:
        ticked = list(form.cards.data or [])
        typed, _ = parse_card_text(form.cards_text.data or "", cat) if "cards_text" not in raw else ([], [])
        p["cards"] = list(dict.fromkeys(ticked + typed))
        unknown = _unknown_parts(form.cards_text.data or "", cat) if "cards_text" not in raw else ""
        if unknown:
            p["cards_text"] = unknown
        else:
            p.pop("cards_text", None)
    if "coins" not in raw and "coins" in formdata:
        p["coins"] = form.coins.data or 0
    if _shields(state):
        if not any(f"shields{k}" in raw for k in (1, 2, 3)) and any(f"shields{k}" in formdata for k in (1, 2, 3)):
            shields = [form.shields1.data or 0, form.shields2.data or 0]
            if form.shields3.data is not None:
                shields.append(form.shields3.data)
            p["shields"] = shields
            p.pop("military", None)
    elif (not any(name in raw for name, _ in CityForm.TOKEN_FIELDS)
          and any(name in formdata for name, _ in CityForm.TOKEN_FIELDS)):
        p["military"] = [t for name, t in CityForm.TOKEN_FIELDS for _ in range(getattr(form, name).data or 0)]
    keep_raw(p, raw)


def typed_answer(state: dict, text: str) -> dict:
    """What an autosave says of the names typed in "Add cards by name": those found (ticked now),
    those not (kept in the box, each with its sentence and the closest card's name) and the
    box's text from now on (the names not found)."""
    cat = cat_for(state)
    found, unknown = [], []
    for part in _parts(text):
        card = find_card(cat, part)
        if card is None:
            _, said = parse_card_text(part, cat)
            unknown.append({"name": part, "hint": cat.suggest_card(part) or "", "message": said[0] if said else part})
        elif card.name not in found:
            found.append(card.name)
    return {"found": found, "unknown": unknown, "text": ", ".join(u["name"] for u in unknown)}


def _parts(text: str) -> list[str]:
    return [part.strip() for part in re.split(r"[,;\n]+", text or "") if part.strip()]


def _unknown_parts(text: str, cat) -> str:
    return ", ".join(part for part in _parts(text) if find_card(cat, part) is None)

