"""Parsing of the referee's input fields: age, discard pile, actions and proposed deals.

Malformed input becomes a ``Problem`` with its path (``action.build``,
``actions[1].buy[0].from``); a well-formed but illegal action is left to
``referee.classic.check`` which answers with a verdict.
"""
from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from scoring.classic.catalogue import Card, Catalogue, as_resource
from scoring.classic.document import City, Table
from scoring.core.errors import Problems
from scoring.core.i18n import _
from scoring.core.numbers import is_int

ACTION_KEYS = ("player", "build", "stage", "discard", "card", "buy", "olympia", "olympia_used",
               "from_discard", "seventh", "by")
BUY_KEYS = ("from", "resource", "count")


@dataclass(frozen=True)
class Action:
    path: str
    city: City
    kind: str                       # "build" | "stage" | "discard"
    card: Card | None               # the card built / tucked / discarded (None if not named)
    card_name: str | None
    buys: tuple[tuple[str, str, int], ...] | None   # proposed deal: (side, resource, count)
    olympia: bool = False           # claim Olympia A's free build
    olympia_used: bool = False      # Olympia A's free build was already used this age
    from_discard: bool = False      # Halikarnassos: build from the discard pile
    seventh: bool = False           # Babylon B: the 7th card of the age
    by: City | None = None          # 2-player variant: who plays for the Free City

    def bought(self, side: str) -> Counter:
        """Resources the proposed deal buys from ``side``."""
        out: Counter = Counter()
        for s, r, n in self.buys or ():
            if s == side:
                out[r] += n
        return out


def unknown_keys(obj: Mapping, allowed, path: str, problems: Problems) -> None:
    for key in obj:
        if key not in allowed:
            close = difflib.get_close_matches(str(key), allowed, n=1)
            text = (_("unknown field {key!r}; did you mean {close!r}?") if close else
                    _("unknown field {key!r}; expected one of {allowed}"))
            problems.add(f"{path}.{key}" if path else str(key), text.format(
                key=key, close=close[0] if close else "", allowed=", ".join(allowed)))


def find_city(table: Table, name: Any) -> City | None:
    if not isinstance(name, str):
        return None
    city = table.city(name.strip())
    if city is None:
        city = next((c for c in table.cities if c.name.casefold() == name.strip().casefold()), None)
    return city


def parse_card_name(cat: Catalogue, raw: Any, path: str, problems: Problems) -> Card | None:
    card = cat.card(raw) if isinstance(raw, str) else None
    if card is None:
        from scoring.classic.document import _other_edition
        hint = cat.suggest_card(raw) if isinstance(raw, str) else None
        elsewhere = _other_edition(cat, raw) if isinstance(raw, str) else None
        problems.add(path, elsewhere if elsewhere else
                     _("unknown card {raw!r}; did you mean {hint!r}?").format(raw=raw, hint=hint) if hint
                     else _("unknown card {raw!r}").format(raw=raw))
    return card


def parse_age(doc: Mapping, problems: Problems, required: bool = True) -> int | None:
    age = doc.get("age")
    if age is None:
        if required:
            problems.add("age", _("the current age is required: \"age\": 1, 2 or 3"))
        return None
    if not is_int(age) or age not in (1, 2, 3):
        problems.add("age", _("age must be 1, 2 or 3, got {age!r}").format(age=age))
        return None
    return age


# The turns of an age: six (seed 000, Описание эпохи); an expansion that deals more cards sets it
# while its referee judges (Cities: eight cards dealt, seven turns: scoring/data/cities.json, hand_size)
TURNS: ContextVar[int] = ContextVar("turns", default=6)


def parse_turn(doc: Mapping, problems: Problems) -> int | None:
    """``turn``: which card of the age this is, 1..6 (seed 001, Описание эпохи: six rounds an age;
    ``TURNS`` when an expansion plays more); the 2nd edition's Olympia night frees the 1st and the 6th
    (referee.second.check)."""
    turn = doc.get("turn")
    if turn is None:
        return None
    last = TURNS.get()
    if not is_int(turn) or not 1 <= turn <= last:
        problems.add("turn", (_("turn must be 1..6 (six turns an age), got {turn!r}") if last == 6 else
                              _("turn must be 1..{last} ({last} turns an age with this expansion), got {turn!r}")
                              ).format(turn=turn, last=last))
        return None
    return turn


def parse_discard(doc: Mapping, cat: Catalogue, problems: Problems) -> tuple[Card, ...] | None:
    raw = doc.get("discard")
    if raw is None:
        return None
    if not isinstance(raw, list):
        problems.add("discard", _("discard must be the list of card names in the discard pile"))
        return None
    out = []
    for k, name in enumerate(raw):
        card = parse_card_name(cat, name, f"discard[{k}]", problems)
        if card is not None:
            out.append(card)
    return tuple(out)


def _flag(raw: Mapping, key: str, path: str, problems: Problems) -> bool:
    v = raw.get(key, False)
    if not isinstance(v, bool):
        problems.add(f"{path}.{key}", _("{key} must be true or false, got {value!r}").format(key=key, value=v))
        return False
    return v


def parse_action(table: Table, raw: Any, path: str, problems: Problems) -> Action | None:  # noqa: C901 — every kind of action read in one place, each problem at its own path
    cat = table.catalogue
    if not isinstance(raw, Mapping):
        problems.add(path, _("an action is an object such as {{\"player\": \"Ira\", \"build\": \"University\"}}").format())
        return None
    before = len(problems)
    unknown_keys(raw, ACTION_KEYS, path, problems)
    city = find_city(table, raw.get("player"))
    if city is None:
        names = ", ".join(c.name for c in table.cities)
        problems.add(f"{path}.player", _("unknown player {player!r}; the players are {names}").format(
            player=raw.get('player'), names=names))
    kinds = [k for k in ("build", "stage", "discard") if k in raw and raw[k] is not False and raw[k] is not None]
    if len(kinds) != 1:
        problems.add(path, (_("say exactly one of \"build\": card name, \"stage\": true or \"discard\": true "
                              "(got {kinds})") if kinds else
                            _("say exactly one of \"build\": card name, \"stage\": true or \"discard\": true")).format(
            kinds=", ".join(kinds)))
        return None
    kind = kinds[0]
    card = None
    card_name = None
    if kind == "build":
        card = parse_card_name(cat, raw["build"], f"{path}.build", problems)
    else:
        if raw[kind] is not True and not isinstance(raw[kind], str):
            problems.add(f"{path}.{kind}", _("{kind} must be true (or, for discard, the card's name)").format(kind=kind))
        named = raw.get("card", raw[kind] if isinstance(raw[kind], str) else None)
        if named is not None:
            card = parse_card_name(cat, named, f"{path}.card", problems)
    if card is not None:
        card_name = card.name
    if "card" in raw and kind == "build":
        problems.add(f"{path}.card", _("\"card\" names the card tucked under a stage or discarded; "
                                       "for a build, name it in \"build\""))
    buys = None
    if "buy" in raw:
        buys = _parse_buys(raw["buy"], f"{path}.buy", problems)
        if kind == "discard":
            problems.add(f"{path}.buy", _("a discarded card costs nothing: nothing to buy"))
    flags = {k: _flag(raw, k, path, problems) for k in ("olympia", "olympia_used", "from_discard", "seventh")}
    if kind != "build":
        for k in ("olympia", "from_discard"):
            if flags[k]:
                problems.add(f"{path}.{k}", _("{key} applies to a build only").format(key=k))
    by = None
    if "by" in raw:
        by = find_city(table, raw["by"])
        if by is None:
            problems.add(f"{path}.by", _("unknown player {player!r}").format(player=raw['by']))
    if len(problems) > before or city is None:
        return None
    return Action(path, city, kind, card, card_name, buys, by=by, **flags)


def _parse_buys(raw: Any, path: str, problems: Problems) -> tuple[tuple[str, str, int], ...] | None:
    if not isinstance(raw, list):
        problems.add(path, _("buy must be a list such as [{{\"from\": \"left\", \"resource\": \"clay\", \"count\": 1}}]").format())
        return None
    out = []
    for k, b in enumerate(raw):
        where = f"{path}[{k}]"
        if not isinstance(b, Mapping):
            problems.add(where, _("each purchase is {{\"from\": \"left\"|\"right\", \"resource\": ..., \"count\": n}}").format())
            continue
        unknown_keys(b, BUY_KEYS, where, problems)
        side = b.get("from")
        if side not in ("left", "right"):
            problems.add(f"{where}.from", _("from must be \"left\" or \"right\" (a neighbour), got {side!r}").format(side=side))
        res = as_resource(b.get("resource"))
        if res is None:
            problems.add(f"{where}.resource", _("unknown resource {resource!r}; resources are "
                                                "wood, stone, clay, ore, glass, cloth, papyrus").format(
                resource=b.get('resource')))
        count = b.get("count", 1)
        if not is_int(count) or count < 1:
            problems.add(f"{where}.count", _("count must be a whole number 1 or more, got {count!r}").format(count=count))
        if side in ("left", "right") and res is not None and is_int(count) and count >= 1:
            out.append((side, res, count))
    return tuple(out)
