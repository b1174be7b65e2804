"""Activating a Divinity from its Pantheon space (Pantheon rulebook; data ``pantheon_board``,
``gate``, ``offering_tokens``, ``wonders.sanctuary``): what it costs the player, whether they can
pay, and what the Divinity does to the position where the data states it (coins, coins on
Astarte, the Conflict pawn, VP at the end); the other Divinities' effects are named with the
table option that decides a disputed reading (Zeus and the tokens).

    {"game": "duel", "expansions": ["pantheon"], "age": 2, "players": [...],
     "action": {"player": "Ana", "activate": {"space": 6, "divinity": "Zeus", "offerings": [4, 3]}}}

``space``: the Pantheon space, 1..6 counted from ``players[0]``'s side (``players[0]`` pays 3 … 8,
``players[1]`` 8 … 3); ``divinity``: the card on it ("gate" for the Gate; optional, for the cost
alone); ``offerings``: the Offering tokens spent (their discounts).  The cost is
``max(0, space cost × 2 for the Gate − 2 with The Sanctuary − the Offering tokens)``, no change given.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, display
from scoring.core.numbers import is_int
from scoring.expansions.pantheon.catalogue import Divinity, pantheon_catalogue

from referee.core.citations import present
from referee.expansions.pantheon.effects import Activation

EXTRA_KEYS = ("age", "action", "layout")
ACTIVATE_KEYS = ("space", "divinity", "offerings")


def _activation(doc: Mapping, table: Any, problems: Problems) -> tuple[int, int, Divinity | None, list[int]]:
    """(seat, space, divinity or None, offerings) read from ``action``; problems at their paths."""
    cat = pantheon_catalogue()
    action = doc.get("action")
    raw = action.get("activate") if isinstance(action, Mapping) else None
    names = [c.name for c in table.cities]
    who = action.get("player") if isinstance(action, Mapping) else None
    seat = names.index(who) if who in names else -1
    if seat < 0:
        problems.add("action.player", _("no player is called {name!r}; the players are {names}").format(
            name=who, names=", ".join(names)))
    if not isinstance(raw, Mapping):
        problems.add("action.activate", _("activate must be an object: {{\"space\": 6, \"divinity\": \"Zeus\", "
                                          "\"offerings\": [3]}}").format())
        return seat, 0, None, []
    problems.unknown_keys(raw, ACTIVATE_KEYS, "action.activate")
    space = raw.get("space")
    spaces = len(cat.board["players[0]"])
    if not is_int(space) or not 1 <= space <= spaces:
        problems.add("action.activate.space", _("the Pantheon space is a whole number 1 to {n}, counted from "
                                                "players[0]'s side, got {got!r}").format(n=spaces, got=space))
        space = 0
    divinity = None
    if raw.get("divinity") not in (None, ""):
        divinity = cat.divinity(raw["divinity"])
        if divinity is None:
            problems.add("action.activate.divinity", _("unknown Divinity {name!r}; did you mean {hint!r}?").format(
                name=raw["divinity"], hint=cat.suggest_divinity(raw["divinity"]) or cat.gate.name))
        else:
            _not_activated(divinity, table, problems)
    offerings = _offerings(raw.get("offerings"), table, seat, problems)
    return seat, space, divinity, offerings


def _not_activated(divinity: Divinity, table: Any, problems: Problems) -> None:
    for seat, pc in enumerate(table.ext["pantheon"].cities):
        if pc.has(divinity.id):
            problems.add("action.activate.divinity", _("{divinity} is already in {player}'s city: it left the "
                                                       "Pantheon when activated").format(
                divinity=display(divinity), player=table.cities[seat].name))


def _offerings(raw: Any, table: Any, seat: int, problems: Problems) -> list[int]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        problems.add("action.activate.offerings", _("offerings lists the Offering tokens spent, e.g. [4, 3]"))
        return []
    if seat < 0:
        return []             # no such player (blamed on action.player): no tokens held to check against
    held = list(table.ext["pantheon"].cities[seat].offering_tokens)
    out = []
    for k, v in enumerate(raw):
        if v not in held:
            problems.add(f"action.activate.offerings[{k}]", _(
                "{player} holds no unused Offering token {value} (held: {held})").format(
                player=table.cities[seat].name, value=v, held=", ".join(map(str, held)) or _("none")))
            continue
        held.remove(v)
        out.append(v)
    return out


def check_activation(doc: Mapping, parse) -> dict:
    """The verdict on activating a Divinity (``action.activate``); ``BadInput`` when malformed."""
    problems = Problems()
    try:
        table = parse(doc, EXTRA_KEYS)
    except BadInput as exc:
        problems.raise_with(exc)
    age = doc.get("age")
    if age not in (1, 2, 3) or not is_int(age):
        problems.add("age", _("the current age is required: \"age\": 1, 2 or 3"))
    seat, space, divinity, offerings = _activation(doc, table, problems)
    problems.raise_if_any()
    return present(Activation(table, age, seat, space, divinity, offerings).verdict(), "duel")
