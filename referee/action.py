"""Parsing of the referee's input fields: age, discard pile, actions and proposed deals.

Malformed input becomes a ``Problem`` with its path (``action.build``,
``actions[1].buy[0].from``); a well-formed but illegal action is left to
``referee.check`` which answers with a verdict.
"""
from __future__ import annotations

import difflib
from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping

from scoring.catalogue import Card, Catalogue, as_resource
from scoring.document import City, Table
from scoring.errors import Problems
from scoring.i18n import _

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


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def unknown_keys(obj: Mapping, allowed, path: str, problems: Problems) -> None:
    for key in obj:
        if key not in allowed:
            close = difflib.get_close_matches(str(key), allowed, n=1)
            hint = f"; did you mean {close[0]!r}?" if close else f"; expected one of {', '.join(allowed)}"
            problems.add(f"{path}.{key}" if path else str(key), f"unknown field {key!r}{hint}")


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
        from scoring.document import _other_edition
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
            problems.add("age", "the current age is required: \"age\": 1, 2 or 3")
        return None
    if not _is_int(age) or age not in (1, 2, 3):
        problems.add("age", f"age must be 1, 2 or 3, got {age!r}")
        return None
    return age


def parse_discard(doc: Mapping, cat: Catalogue, problems: Problems) -> tuple[Card, ...] | None:
    raw = doc.get("discard")
    if raw is None:
        return None
    if not isinstance(raw, list):
        problems.add("discard", "discard must be the list of card names in the discard pile")
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
        problems.add(f"{path}.{key}", f"{key} must be true or false, got {v!r}")
        return False
    return v


def parse_action(table: Table, raw: Any, path: str, problems: Problems) -> Action | None:
    cat = table.catalogue
    if not isinstance(raw, Mapping):
        problems.add(path, "an action is an object such as {\"player\": \"Ira\", \"build\": \"University\"}")
        return None
    before = len(problems)
    unknown_keys(raw, ACTION_KEYS, path, problems)
    city = find_city(table, raw.get("player"))
    if city is None:
        names = ", ".join(c.name for c in table.cities)
        problems.add(f"{path}.player", f"unknown player {raw.get('player')!r}; the players are {names}")
    kinds = [k for k in ("build", "stage", "discard") if k in raw and raw[k] is not False and raw[k] is not None]
    if len(kinds) != 1:
        problems.add(path, "say exactly one of \"build\": card name, \"stage\": true or \"discard\": true"
                     + (f" (got {', '.join(kinds)})" if kinds else ""))
        return None
    kind = kinds[0]
    card = None
    card_name = None
    if kind == "build":
        card = parse_card_name(cat, raw["build"], f"{path}.build", problems)
    else:
        if raw[kind] is not True and not isinstance(raw[kind], str):
            problems.add(f"{path}.{kind}", f"{kind} must be true (or, for discard, the card's name)")
        named = raw.get("card", raw[kind] if isinstance(raw[kind], str) else None)
        if named is not None:
            card = parse_card_name(cat, named, f"{path}.card", problems)
    if card is not None:
        card_name = card.name
    if "card" in raw and kind == "build":
        problems.add(f"{path}.card", "\"card\" names the card tucked under a stage or discarded; "
                     "for a build, name it in \"build\"")
    buys = None
    if "buy" in raw:
        buys = _parse_buys(raw["buy"], f"{path}.buy", problems)
        if kind == "discard":
            problems.add(f"{path}.buy", "a discarded card costs nothing: nothing to buy")
    flags = {k: _flag(raw, k, path, problems) for k in ("olympia", "olympia_used", "from_discard", "seventh")}
    if kind != "build":
        for k in ("olympia", "from_discard"):
            if flags[k]:
                problems.add(f"{path}.{k}", f"{k} applies to a build only")
    by = None
    if "by" in raw:
        by = find_city(table, raw["by"])
        if by is None:
            problems.add(f"{path}.by", f"unknown player {raw['by']!r}")
    if len(problems) > before or city is None:
        return None
    return Action(path, city, kind, card, card_name, buys, by=by, **flags)


def _parse_buys(raw: Any, path: str, problems: Problems) -> tuple[tuple[str, str, int], ...] | None:
    if not isinstance(raw, list):
        problems.add(path, "buy must be a list such as [{\"from\": \"left\", \"resource\": \"clay\", \"count\": 1}]")
        return None
    out = []
    for k, b in enumerate(raw):
        where = f"{path}[{k}]"
        if not isinstance(b, Mapping):
            problems.add(where, "each purchase is {\"from\": \"left\"|\"right\", \"resource\": ..., \"count\": n}")
            continue
        unknown_keys(b, BUY_KEYS, where, problems)
        side = b.get("from")
        if side not in ("left", "right"):
            problems.add(f"{where}.from", f"from must be \"left\" or \"right\" (a neighbour), got {side!r}")
        res = as_resource(b.get("resource"))
        if res is None:
            problems.add(f"{where}.resource", f"unknown resource {b.get('resource')!r}; resources are "
                         "wood, stone, clay, ore, glass, cloth, papyrus")
        count = b.get("count", 1)
        if not _is_int(count) or count < 1:
            problems.add(f"{where}.count", f"count must be a whole number 1 or more, got {count!r}")
        if side in ("left", "right") and res is not None and _is_int(count) and count >= 1:
            out.append((side, res, count))
    return tuple(out)
