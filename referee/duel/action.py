"""7 Wonders Duel referee input: the table document plus ``age``, ``action`` and ``layout``.

    {"game": "duel", "conflict": 0, "players": [...],          # the city at the START of the turn
     "age": 2,
     "action": {"player": "Bo", "build": "Fortifications"},    # or "wonder": "The Sphinx", "card": "Baths"
                                                               # or "discard": true | "<card>"
     "layout": {"1.1": "Sawmill", "2.2": null, ...}}           # optional

``layout`` holds the cards still in the current age's structure, by position
``"<row>.<column>"`` (row 1 is dealt first, farthest from the players; columns in
half-card steps, as in ``scoring/data/duel.json``); a face-down card is ``null``.
Malformed input raises one ``BadInput`` listing every problem with its path.
"""
from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from scoring.duel import DuelTable, parse_duel
from scoring.duel.catalogue import Card, DuelCatalogue, Layout, Wonder
from scoring.duel.document import SUPREMACY_SYMBOLS
from scoring.core.errors import BadInput, Problem, Problems
from scoring.core.i18n import N_, _, display
from scoring.core.numbers import is_int, whole

from referee.core.expansion import city_structure_card

EXTRA_KEYS: tuple[str, ...] = ("age", "action", "layout")
ACTION_KEYS: tuple[str, ...] = ("player", "build", "wonder", "discard", "card")
KINDS: tuple[str, ...] = ("build", "wonder", "discard")
ROMAN = {1: "I", 2: "II", 3: "III"}


@dataclass(frozen=True)
class DuelAction:
    seat: int
    kind: str                    # "build" | "wonder" | "discard"
    card: Card | None            # the age card built, tucked under the wonder or discarded (None: not named)
    wonder: Wonder | None = None


@dataclass(frozen=True)
class Structure:
    """The cards still in the age's structure: position (row, column) -> card, ``None`` when face down."""
    layout: Layout
    cards: Mapping[tuple[int, int], Card | None]
    others: Mapping[tuple[int, int], str] = field(default_factory=dict)   # an expansion's cards there, shown

    def where(self, card: Card) -> tuple[int, int] | None:
        return next((pos for pos, c in self.cards.items() if c is not None and c.name == card.name), None)

    def covering(self, pos: tuple[int, int]) -> list[tuple[int, int]]:
        """The remaining cards lying on ``pos`` (seed 003, Описание хода: a card with none is accessible)."""
        p = self.layout.position(*pos)
        return [c for c in p.covered_by if c in self.cards]

    def accessible(self) -> list[tuple[int, int]]:
        return sorted(self.layout.accessible(set(self.cards)))

    def label(self, pos: tuple[int, int]) -> str:
        card = self.cards.get(pos)
        shown = display(card) if card else self.others.get(pos) or _("a face-down card")
        return _("{card} ({row}.{column})").format(card=shown,
                                                   row=pos[0], column=pos[1])


def card_age(card: Card) -> int:
    """The age deck a card belongs to: guilds are shuffled into age III (seed 003, Одна колода на эпоху)."""
    return 3 if card.is_guild else card.age


def parse_check(doc: Any, parse=None) -> tuple[DuelTable, int, DuelAction, Structure | None]:
    """Validate the referee document; raise ``BadInput`` with every problem found.  ``parse``: the
    table's parser (``check_duel``), ``parse_duel`` by default."""
    if not isinstance(doc, Mapping):
        raise BadInput(_("the document must be a JSON object with \"game\", \"players\", \"age\" and \"action\""))
    problems = Problems()
    table: DuelTable | None = None
    try:
        table = (parse or parse_duel)(doc, EXTRA_KEYS)
    except BadInput as exc:
        problems.items.extend(exc.problems)
    from scoring.duel import catalogue
    cat = table.catalogue if table is not None else catalogue()
    if table is not None:
        _check_not_over(table, problems)
    age = _parse_age(doc, problems)
    action = _parse_action(cat, table, doc, problems)
    structure = None
    if "layout" in doc and age is not None:
        structure = _parse_layout(cat, table, age, doc["layout"], problems)
    problems.raise_if_any()
    return table, age, action, structure


def _check_not_over(table: DuelTable, problems: Problems) -> None:
    """A supremacy ends the game at once: no turn follows (seed 003, Конец игры и победа)."""
    capital = table.catalogue.capital
    if abs(table.conflict) == capital:
        winner = table.cities[0 if table.conflict > 0 else 1]
        problems.add("conflict", _("the Conflict pawn is in a capital: {winner} won by military supremacy and the "
                                   "game is over, so no action follows").format(
            winner=winner.name))
    for city in table.cities:
        if len(city.different_symbols) >= SUPREMACY_SYMBOLS:
            problems.add(f"players[{city.seat}].cards", _(
                "{player} holds {n} different science symbols: scientific supremacy ended the game, so no action "
                "follows").format(player=city.name, n=len(city.different_symbols)))


def _parse_age(doc: Mapping, problems: Problems) -> int | None:
    age = doc.get("age")
    if age is None:
        problems.add("age", _("the current age is required: \"age\": 1, 2 or 3"))
        return None
    if not is_int(age) or age not in ROMAN:
        problems.add("age", _("the age is 1, 2 or 3 (a game of Duel has three ages), got {got!r}").format(got=age))
        return None
    return age


def _name_problem(path: str, what: str, name: Any, suggest) -> Problem:
    hint = suggest(name)                # None for a name that is not a string
    text = {("card", False): N_("unknown card {name!r}"), ("card", True): N_("unknown card {name!r}; did you mean "
                                                                             "{hint!r}?"),
            ("wonder", False): N_("unknown wonder {name!r}"),
            ("wonder", True): N_("unknown wonder {name!r}; did you mean {hint!r}?")}[what, bool(hint)]
    return Problem(path, _(text).format(name=name, hint=hint))


def _owner(table: DuelTable | None, name: str) -> str | None:
    if table is None:
        return None
    return next((c.name for c in table.cities if c.has(name)), None)


def _card(cat: DuelCatalogue, table: DuelTable | None, raw: Any, path: str, problems: Problems,
          built_is_bad: bool = True) -> Card | None:
    card = cat.card(raw)                # None for a name that is not a string
    if card is None:
        problems.items.append(_name_problem(path, "card", raw, cat.suggest_card))
        return None
    owner = _owner(table, card.name)
    if owner and built_is_bad:
        problems.add(path, _("{card} is already built in {player}'s city: each card is in the box once, so it is no "
                             "longer in the structure").format(
            card=display(card), player=owner))
        return None
    return card


def _parse_action(cat: DuelCatalogue, table: DuelTable | None, doc: Mapping,  # noqa: C901 — every kind of Duel action read in one place, each problem at its own path
                  problems: Problems) -> DuelAction | None:
    raw = doc.get("action")
    if not isinstance(raw, Mapping):
        problems.add("action", _("\"action\" is required: {{\"player\": name, and \"build\": card, "
                                 "\"wonder\": wonder or \"discard\": true}}").format())
        return None
    for key in raw:
        if key not in ACTION_KEYS:
            close = difflib.get_close_matches(str(key), ACTION_KEYS, n=1)
            text = (_("unknown field {key!r}; did you mean {hint!r}?") if close
                    else _("unknown field {key!r}; expected one of {keys}"))
            problems.add(f"action.{key}", text.format(key=key, hint=close[0] if close else None,
                                                      keys=", ".join(ACTION_KEYS)))
    seat = None
    player = raw.get("player")
    if not isinstance(player, str) or not player.strip():
        problems.add("action.player", _("the acting player's name is required"))
    elif table is not None:
        names = [c.name for c in table.cities]
        seat = next((c.seat for c in table.cities if c.name.casefold() == player.strip().casefold()), None)
        if seat is None:
            close = difflib.get_close_matches(player, names, n=1)
            text = (_("{name!r} is not a player of this game ({first} and {second}); did you mean {hint!r}?") if close
                    else _("{name!r} is not a player of this game ({first} and {second})"))
            problems.add("action.player", text.format(name=player, first=names[0], second=names[1],
                                                      hint=close[0] if close else None))
    kinds = [k for k in KINDS if k in raw]
    if len(kinds) != 1:
        problems.add("action", (_("give exactly one of \"build\": card, \"wonder\": wonder, \"discard\": true "
                                  "(got {fields})") if kinds else
                                _("give exactly one of \"build\": card, \"wonder\": wonder, \"discard\": true"))
                     .format(fields=", ".join(kinds)))
        return None
    kind = kinds[0]
    card = wonder = None
    if kind == "build":
        if "card" in raw:
            problems.add("action.card", _("\"card\" names the card tucked under a wonder or discarded; "
                                          "for a build, \"build\" names the card"))
        card = _card(cat, table, raw["build"], "action.build", problems)
    elif kind == "discard":
        value = raw["discard"]
        if isinstance(value, str):
            if "card" in raw:
                problems.add("action.card", _("the card is already named by \"discard\""))
            card = _card(cat, table, value, "action.discard", problems)
        elif value is not True:
            problems.add("action.discard", _("\"discard\" is true or the name of the card discarded, got {got!r}")
                         .format(got=value))
        elif "card" in raw:
            card = _card(cat, table, raw["card"], "action.card", problems)
    else:
        name = raw["wonder"]
        wonder = cat.wonder(name)       # None for a name that is not a string
        if wonder is None:
            problems.items.append(_name_problem("action.wonder", "wonder", name, cat.suggest_wonder))
        elif _owner(table, wonder.name):
            problems.add("action.wonder", _("{wonder} is already built in {player}'s city: each wonder is built once").format(
                wonder=display(wonder), player=_owner(table, wonder.name)))
            wonder = None
        if "card" in raw:
            card = _card(cat, table, raw["card"], "action.card", problems)
    if seat is None or (kind in ("build", "wonder") and (card if kind == "build" else wonder) is None):
        return None
    return DuelAction(seat, kind, card, wonder)


def _positions_text(layout: Layout) -> str:
    rows: dict[int, list[int]] = {}
    for p in layout.positions:
        rows.setdefault(p.row, []).append(p.column)
    return "; ".join(_("row {row}: {positions}").format(row=r, positions=", ".join(f"{r}.{c}" for c in cols))
                     for r, cols in sorted(rows.items()))


def _parse_layout(cat: DuelCatalogue, table: DuelTable | None, age: int, raw: Any,
                  problems: Problems) -> Structure | None:
    layout = cat.layouts[age]
    if not isinstance(raw, Mapping):
        problems.add("layout", _("\"layout\" maps each position still holding a card, \"<row>.<column>\", to the "
                                 "card's name (null when face down); age {age}'s positions: {positions}").format(
            age=ROMAN[age], positions=_positions_text(layout)))
        return None
    if not raw:
        problems.add("layout", _("the layout is empty: the age {age} structure has no card left, so the age is over").format(age=ROMAN[age]))
        return None
    cards: dict[tuple[int, int], Card | None] = {}
    others: dict[tuple[int, int], str] = {}
    seen: dict[str, str] = {}
    for key, value in raw.items():
        path = f"layout[{key!r}]"
        parts = str(key).split(".")
        pos = (whole(parts[0]), whole(parts[1])) if len(parts) == 2 else None
        if pos is None or layout.position(*pos) is None:      # no such position, or not two whole numbers
            problems.add(path, _("age {age}'s structure has no position {key!r}; its positions are {positions}").format(
                age=ROMAN[age], key=key, positions=_positions_text(layout)))
            continue
        other = city_structure_card(table, value) if value is not None and cat.card(value) is None else None
        if value is None or other is not None:
            cards[pos] = None                   # face down, or an expansion's card (Agora's Senator)
            if other is not None:
                others[pos] = other
            continue
        card = _card(cat, table, value, path, problems)
        if card is None:
            continue
        if card_age(card) != age:
            problems.add(path, _("{card} is an age {card_age} card: the age {age} structure holds only that age's "
                                 "deck").format(
                card=display(card), card_age=ROMAN[card_age(card)], age=ROMAN[age]))
            continue
        if card.name in seen:
            problems.add(path, _("{card} is also at {where!r}: each card is in the box once").format(
                card=display(card), where=seen[card.name]))
            continue
        seen[card.name] = str(key)
        cards[pos] = card
    return Structure(layout, cards, others)
