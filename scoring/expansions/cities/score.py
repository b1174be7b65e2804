"""What Cities adds to a city's score (Cities rulebook, Score booklet): the black cards' points in
the new cities row, the Cities guilds, the Debt tokens in the treasury row (the booklet's coin and
debt row) with their own line, and the masks' copies of a neighbour's science symbol.

Every count reads the city as it stands at the end of the game (the cards' texts: data file).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from scoring.classic.document import City, Table
from scoring.classic.score import SYMBOL, rechosen_science
from scoring.core.i18n import N_, _, display
from scoring.core.result import Line, PlayerScore
from scoring.core.science import SCIENCE, CopyPool, choose

ROW = "cities"
FLAT = N_("{card} → {points}")
# what a counting rule of a black card or a Cities guild counts, as a whole sentence per rule
COUNTS = {
    (("black",), ("self",)): N_("{card}: black cards in own city — {n} → {points}"),
    (("victory",), ("self",)): N_("{card}: victory tokens in own city — {n} → {points}"),
    (("black",), ("left", "right")): N_("{card}: black cards in neighbouring cities — {n} ({parts}) → {points}"),
    (("victory",), ("left", "right")): N_("{card}: victory tokens in neighbouring cities — {n} ({parts}) → {points}"),
}
# Secret Society with "secret_society_self": "ignored" (data file, ``table_options``)
NOT_ITSELF = N_("{card}: black cards in own city, itself not counted — {n} → {points}")
DEBT = N_("Debt tokens: {debt} → {points}")
MASK = N_("{card}: copies a {symbol} of {city} (a neighbour's green card)")
MASK_NONE = N_("{card}: no green card left in the neighbouring cities to copy")
SCIENCE_LINE = N_("Science: {symbols} → {points} (the masks copy the neighbours' symbols)")


def _count(city: City, what: str) -> int:
    """Black cards, or Victory tokens (counted one each, whatever their value: data file)."""
    if what == "victory":
        return sum(1 for t in city.military if t > 0)
    return city.count(what)


def _counts_itself(table: Table) -> bool:
    """Does a card counting its own colour in its own city (Secret Society) count itself? Yes by
    default (APP'S READING, FACTS B5 'not settled'); no with ``"secret_society_self": "ignored"``."""
    state = table.ext.get("cities")
    return getattr(state, "society_counts_itself", True)


def _counted(table: Table, seat: int, card: Any, rule: Mapping, row: str) -> Line:
    where = {"self": table.cities[seat], "left": table.left(seat), "right": table.right(seat)}
    of = tuple(rule.get("of", ("self",)))
    per = tuple(rule["per"])
    each = [(who, sum(_count(where[who], w) for w in per)) for who in of]
    itself = of == ("self",) and card.colour in per and not _counts_itself(table)
    if itself:
        each = [(who, k - 1) for who, k in each]
    n = sum(k for _who, k in each)
    parts = "; ".join(_("{side} {city}: {n}").format(side=_(who), city=where[who].name, n=k) for who, k in each)
    points = n * rule["vp"]
    text = _(NOT_ITSELF) if itself else _(COUNTS[(per, of)])
    return Line(row, card.name, points, text.format(card=display(card), n=n, parts=parts, points=points))


def card_lines(table: Table, seat: int, effects: Mapping[str, Mapping]) -> list[Line]:
    """The points of the black cards (cities row) and of the Cities guilds (guilds row)."""
    out = []
    for card in table.cities[seat].cards:
        effect = effects.get(card.name)
        if effect is None or card.colour not in ("black", "purple"):
            continue
        row = ROW if card.colour == "black" else "guilds"
        if effect.get("vp"):
            out.append(Line(row, card.name, effect["vp"], _(FLAT).format(card=display(card), points=effect["vp"])))
        if "score" in effect:
            out.append(_counted(table, seat, card, effect["score"], row))
    return out


def mask_pool(table: Table, seat: int, effects: Mapping[str, Mapping]) -> CopyPool | None:
    """The masks of a seat and the green cards of its neighbours they may copy (Cities rulebook,
    the mask symbol; data file, rules ``masks``); None without a mask."""
    masks = tuple(c.name for c in table.cities[seat].cards if "science_copy" in effects.get(c.name, {}))
    if not masks:
        return None
    greens = tuple({"symbol": c.effect.science, "from": c.name, "city": nb.name}
                   for nb in (table.left(seat), table.right(seat)) for c in nb.cards
                   if c.colour == "green" and c.effect.science in SCIENCE)
    if getattr(table.ext.get("cities"), "masks_share", False):
        # "masks_same_card": "yes" (data file, ``table_options``): every mask may copy any card, the
        # same one too; the pool offers each card once per mask
        greens = greens * len(masks)

    def describe(name: str, copy: Mapping | None) -> Line:
        mask = display(table.catalogue.card(name) or name)
        return Line("science", name, 0, _(MASK).format(card=mask, symbol=_(SYMBOL[copy["symbol"]]), city=copy["city"])
                    if copy else _(MASK_NONE).format(card=mask))
    return CopyPool(masks, greens, describe)


def _masks(table: Table, seat: int, ps: PlayerScore, effects: Mapping[str, Mapping]) -> PlayerScore:
    """The masks (Cities rulebook, the mask symbol): each copies the symbol of one green card of a
    neighbouring city, a different card each (the same one too with ``"masks_same_card": "yes"``), chosen with the city's wildcards for the best score
    the symbols feed (the science row and every value another expansion declares:
    ``scoring.core.science.choose``); each mask's line says what it copied."""
    pool = mask_pool(table, seat, effects)
    if pool is None:
        return ps
    counts = Counter(c.effect.science for c in table.cities[seat].cards if c.effect.science in SCIENCE)
    choice = choose(counts, list(ps.choices.get("wildcards", [])), ps.choices, pools={"cities": pool})
    return rechosen_science(table, ps, choice, SCIENCE_LINE)


def score_cities(table: Table, seat: int, ps: PlayerScore, effects: Mapping[str, Mapping]) -> PlayerScore:
    """One seat's score after the 1st edition's (and the expansions before): the cities row, the
    Cities guilds, the debt in the treasury row, the masks in the science row."""
    state = table.ext.get("cities")
    cats = dict(ps.categories)
    cats.setdefault(ROW, 0)
    lines = list(ps.details)
    for line in card_lines(table, seat, effects):
        cats[line.category] = cats.get(line.category, 0) + line.points
        lines.append(line)
    debt = state.debt[seat] if state is not None and seat < len(state.debt) else 0
    if debt:
        # Cities rulebook, Score booklet: the Debt tokens sit beside the coins in the treasury row
        cats["treasury"] = cats.get("treasury", 0) - debt
        lines.append(Line("treasury", "debt", -debt, _(DEBT).format(debt=debt, points=-debt)))
    return _masks(table, seat, replace(ps, categories=cats, details=tuple(lines)), effects)
