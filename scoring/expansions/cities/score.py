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
from scoring.classic.score import SYMBOL, science_amount
from scoring.core.i18n import N_, _, display
from scoring.core.result import Line, PlayerScore
from scoring.core.science import COPIES, SCIENCE, best_with_copies, kept_lines

ROW = "cities"
FLAT = N_("{card} → {points}")
# what a counting rule of a black card or a Cities guild counts, as a whole sentence per rule
COUNTS = {
    (("black",), ("self",)): N_("{card}: black cards in own city — {n} → {points}"),
    (("victory",), ("self",)): N_("{card}: victory tokens in own city — {n} → {points}"),
    (("black",), ("left", "right")): N_("{card}: black cards in neighbouring cities — {n} ({parts}) → {points}"),
    (("victory",), ("left", "right")): N_("{card}: victory tokens in neighbouring cities — {n} ({parts}) → {points}"),
}
DEBT = N_("Debt tokens: {debt} → {points}")
MASK = N_("{card}: copies a {symbol} of {city} (a neighbour's green card)")
MASK_NONE = N_("{card}: no green card left in the neighbouring cities to copy")
SCIENCE_LINE = N_("Science: {symbols} → {points} (the masks copy the neighbours' symbols)")


def _count(city: City, what: str) -> int:
    """Black cards, or Victory tokens (counted one each, whatever their value: data file)."""
    if what == "victory":
        return sum(1 for t in city.military if t > 0)
    return city.count(what)


def _counted(table: Table, seat: int, card: Any, rule: Mapping, row: str) -> Line:
    where = {"self": table.cities[seat], "left": table.left(seat), "right": table.right(seat)}
    of = tuple(rule.get("of", ("self",)))
    per = tuple(rule["per"])
    each = [(who, sum(_count(where[who], w) for w in per)) for who in of]
    n = sum(k for _who, k in each)
    parts = "; ".join(_("{side} {city}: {n}").format(side=_(who), city=where[who].name, n=k) for who, k in each)
    points = n * rule["vp"]
    return Line(row, card.name, points, _(COUNTS[(per, of)]).format(card=display(card), n=n, parts=parts, points=points))


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


def _masks(table: Table, seat: int, ps: PlayerScore, effects: Mapping[str, Mapping]) -> PlayerScore:
    """The masks (Cities rulebook, the mask symbol): each copies the symbol of one green card of a
    neighbouring city, a different card each, chosen with the city's wildcards for the best science
    score (data file, rules ``masks``)."""
    city = table.cities[seat]
    masks = [c for c in city.cards if "science_copy" in effects.get(c.name, {})]
    if not masks:
        return ps
    greens = [(nb, c) for nb in (table.left(seat), table.right(seat)) for c in nb.cards
              if c.colour == "green" and c.effect.science in SCIENCE]
    pool = Counter(c.effect.science for _nb, c in greens)
    counts = Counter(c.effect.science for c in city.cards if c.effect.science in SCIENCE)
    wild = list(ps.choices.get("wildcards", []))
    pts, wild_pick, copies = best_with_copies(tuple(counts[s] for s in SCIENCE), len(wild),
                                              tuple(pool[s] for s in SCIENCE), len(masks))
    if not copies:                  # nothing to copy: the science row stays as it was
        return replace(ps, details=ps.details + tuple(Line("science", m.name, 0, _(MASK_NONE).format(card=display(m)))
                                                      for m in masks))
    final = counts + Counter(wild_pick) + Counter(copies)
    lines = kept_lines(ps.details, {})
    held = [s for s in SCIENCE if final[s]]
    if held:
        lines.append(Line("science", "science", pts, _(SCIENCE_LINE).format(
            symbols=", ".join(science_amount(s, final[s]) for s in held), points=pts)))
    lines += [d for d in ps.details if d.category == "science" and d.source != "science"
              and d.source not in {w["source"] for w in wild}]
    before = {d.source: d for d in ps.details if d.category == "science"}
    for w, p in zip(wild, wild_pick):
        kept = before.get(w["source"]) if p == w["symbol"] else None
        lines.append(kept or Line("science", w["source"], 0, _("wildcard chosen: {symbol} ({source})").format(
            symbol=_(SYMBOL[p]), source=display(table.catalogue.card(w["source"]) or w["source"]))))
    taken = []
    left = list(greens)
    for mask, symbol in zip(masks, list(copies) + [None] * len(masks)):
        source = next(((nb, c) for nb, c in left if c.effect.science == symbol), None) if symbol else None
        if source is None:
            lines.append(Line("science", mask.name, 0, _(MASK_NONE).format(card=display(mask))))
            continue
        left.remove(source)
        taken.append({"source": mask.name, "symbol": symbol, "from": source[1].name, "city": source[0].name})
        lines.append(Line("science", mask.name, 0, _(MASK).format(card=display(mask), symbol=_(SYMBOL[symbol]),
                                                                  city=source[0].name)))
    choices = dict(ps.choices, wildcards=[{"source": w["source"], "symbol": p} for w, p in zip(wild, wild_pick)])
    if taken:
        choices[COPIES] = taken
    return replace(ps, categories=dict(ps.categories, science=pts if held else 0), details=tuple(lines),
                   choices=choices)


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
