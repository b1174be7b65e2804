"""Which Mythology (age I) or Offering (age II) token a turn hands over: a face-down card that the
card taken frees is turned over, and the player takes the token lying on it (Pantheon rulebook,
Setup; data ``mythology_tokens.taken``).  The cards that carry one are the table's reading
``pantheon_options.token_positions`` (data ``token_positions``: Board Game Arena's by default), on the
structure the table plays: Duel's, or the one another expansion deals instead (the catalogue's
``structure``, ``Expansion.layouts``: Agora's, data ``token_positions.<reading>.<structure>``); a
reading without positions on that structure, or a table that entered its own ("entered"), gets no
answer here.  Known only when the document gives the ``layout``."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.core.i18n import N_, _
from scoring.expansions.pantheon.catalogue import pantheon_catalogue

from referee.expansions.pantheon.rules import reason

TOKEN_AGES = {1: "mythology", 2: "offering"}
TOKEN_TEXT = {"mythology": N_("the card at {position} is turned over and carries a Mythology token: {player} takes "
                              "it, draws the top 2 Divinities of its mythology and places one face down in the "
                              "Pantheon"),
              "offering": N_("the card at {position} is turned over and carries an Offering token: {player} takes it")}


def _cell(key: Any) -> tuple[int, int] | None:
    try:
        row, column = str(key).split(".")
        return int(row), int(column)
    except ValueError:
        return None


def _taken(doc: Mapping, table: Any, layout: Mapping) -> tuple[int, int] | None:
    """The position of the card the action takes from the structure."""
    action = doc.get("action") if isinstance(doc.get("action"), Mapping) else {}
    name = action.get("build") or action.get("card") or action.get("discard")
    card = table.catalogue.card(name) if isinstance(name, str) else None
    if card is None:
        return None
    for key, value in layout.items():
        other = table.catalogue.card(value) if isinstance(value, str) else None
        if other is not None and other.name == card.name:
            return _cell(key)
    return None


def token_spots(table: Any, age: Any, structure: str | None = None) -> tuple[tuple[int, int], ...]:
    """The (row, column) of the cards that carry a token in ``age`` on the table's reading, on the
    structure the table plays (``structure``: the id an expansion's effect names, else the catalogue's)."""
    cat = pantheon_catalogue()
    reading = table.ext["pantheon"].options.get("token_positions")
    structure = getattr(table.catalogue, "structure", "") if structure is None else structure
    by_age = (cat.structure_token_positions.get(reading, {}).get(structure, {}) if structure
              else cat.token_positions.get(reading, {}))
    return by_age.get(age, ()) if isinstance(age, int) else ()


def freed_tokens(doc: Mapping, table: Any) -> list[tuple[tuple[int, int], str]]:
    """The (position, token kind) of each face-down card with a token that the action frees."""
    age, layout = doc.get("age"), doc.get("layout")
    spots = token_spots(table, age)
    if age not in TOKEN_AGES or not isinstance(layout, Mapping) or not spots:
        return []
    taken = _taken(doc, table, layout)
    if taken is None:
        return []
    remaining = {c for c in map(_cell, layout) if c is not None}
    after = remaining - {taken}
    out = []
    for p in table.catalogue.layouts[age].positions:
        cell = (p.row, p.column)
        if (not p.face_up and cell in after and taken in p.covered_by
                and not any(c in after for c in p.covered_by) and cell in spots and layout.get(p.key) is None):
            out.append((cell, TOKEN_AGES[age]))
    return out


def token_reasons(doc: Mapping, table: Any, player: str) -> list[dict]:
    return [reason(_(TOKEN_TEXT[kind]).format(position=f"{r}.{c}", player=player), "pantheon, Setup")
            for (r, c), kind in freed_tokens(doc, table)]
