"""What the Wonder Pack's stages score that the 1st edition's engine does not read (data file
``scoring/data/wonderpack.json``, ``effect_keys_added``; Wonder Pack rules): no row of its own
(data file, rule ``rows``): end-of-game VP go to the wonder row, a mask to science; a Manneken Pis
copy scores where the copied effect scores (the base engine scores the copied effect itself; this
hook explains the copy and scores a copied Wonder Pack effect).  Coins taken when a stage is built
(Stonehenge B, the Great Wall, Catan) are in the coins the player counts at the end; coin losses
and the Great Wall's diplomacy change no row of a finished table.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace

from scoring.classic.catalogue import SCIENCE
from scoring.classic.document import City, Table
from scoring.classic.score import SYMBOL, THINGS, rechosen_science
from scoring.core.i18n import N_, _, display, ngettext
from scoring.core.result import Line, PlayerScore
from scoring.core.science import choose

from scoring.expansions.wonderpack.document import Built, Copy, Seat

ROW = "wonder"
# A Manneken Pis copy's line, by what the neighbour's board holds (``Copy``) and the table option
# ``"manneken_copy": "built"`` (data file, ``table_options``)
_COPIES = N_("{stage}: copies stage {number} of {wonder} {side} ({city})")
COPY_TEXTS = {
    (Copy.BUILT, False): _COPIES,
    (Copy.BUILT, True): _COPIES,
    (Copy.UNBUILT, False): N_("{stage}: copies stage {number} of {wonder} {side} ({city}) — not built by {city}: "
                              "copied as printed (the default reading; table option)"),
    (Copy.UNBUILT, True): N_("{stage}: copies stage {number} of {wonder} {side} ({city}) — not built by {city}: "
                             "nothing (table option: only a built stage is copied)"),
    (Copy.MISSING, False): N_("{stage}: copies stage {number} of {wonder} {side} ({city}) — that side has no "
                              "stage {number}: nothing"),
}
COPY_TEXTS[(Copy.MISSING, True)] = COPY_TEXTS[(Copy.MISSING, False)]
# Stonehenge B, stage 2 (Wonder Pack rules: 1 VP per card of the tucked card's colour in the neighbouring
# cities): the cards of each colour an Age card may have, the 1st edition's and, with Cities, black
TUCKED = {**THINGS, ("black",): N_("black cards")}


def stone_symbols(city: City, either_or: bool = True) -> int:
    """Stone symbols on a city's brown cards (Stonehenge; APP'S READING, data file: an either/or
    card counts one, Quarry two; ``either_or`` False, the table option ``"stonehenge_either_or":
    "none"``: an either/or card counts none)."""
    return stone_symbols_on(city.cards, either_or)


def stone_symbols_on(cards, either_or: bool = True) -> int:
    """``stone_symbols`` of a list of cards (the referee's: a city's cards at the end of a turn)."""
    return sum(1 for c in cards if c.colour == "brown" for unit in c.effect.produce
               if "stone" in unit and (either_or or len(unit) == 1))


def score_wonderpack(table: Table, seat: int, ps: PlayerScore) -> PlayerScore:
    state: Seat = table.ext["wonderpack"][seat]
    city = table.cities[seat]
    cats = dict(ps.categories)
    lines = list(ps.details)
    label = _("{wonder} {side}, stage {stage}")
    if state.wall:
        built = ngettext("{wonder} {side}: stage {stages} built, in any order",
                         "{wonder} {side}: stages {stages} built, in any order", len(state.wall))
        lines.append(Line(ROW, "wall_stages", 0, built.format(
            wonder=display(city.wonder), side=display(city.side), stages=", ".join(map(str, state.wall)))))
    entombed = iter(state.entombed)
    for b in state.built:
        where = label.format(wonder=display(city.wonder), side=display(city.side), stage=b.number)
        if b.copied:
            lines.append(_copy_line(table, b, state, where))
        for line in _end_of_game(table, seat, b, where, state, entombed):
            cats[line.category] = cats.get(line.category, 0) + line.points
            lines.append(line)
    ps = replace(ps, categories=cats, details=tuple(lines))
    masks = [b for b in state.built if "science_copy" in b.effect]
    for b in masks:
        ps = _mask(table, seat, ps, b, label.format(wonder=display(city.wonder), side=display(city.side),
                                                    stage=b.number))
    return ps


def _copy_line(table: Table, b: Built, state: Seat, where: str) -> Line:
    """What a Manneken Pis stage copies, and, where the neighbour has not built that stage, which
    reading of the table option ``"manneken_copy"`` applied (data file, ``table_options``)."""
    board, side, number, name = b.copied
    wonder = table.catalogue.wonder(board)
    text = _(COPY_TEXTS[(b.status, state.copy_built_only)])
    return Line(ROW, f"copy {board} {side} stage {number}", 0, text.format(
        stage=where, number=number, wonder=display(wonder), side=display(wonder.sides[side]), city=name))


def _end_of_game(table: Table, seat: int, b: Built, where: str, state: Seat, entombed) -> list[Line]:
    """The wonder-row lines of one built stage's Wonder Pack effects."""
    city = table.cities[seat]
    out = []
    rule = b.effect.get("score")
    if rule and "stone_symbol" in rule["per"]:
        n = stone_symbols(city, state.either_or_stone)
        out.append(Line(ROW, where, n * rule["vp"], _("{stage}: {n} stone symbols on brown cards × {vp} → {points}").format(
            stage=where, n=n, vp=rule["vp"], points=n * rule["vp"])))
    tuck = b.effect.get("score_tucked_colour")
    if tuck and state.tucked:
        n = sum(table.neighbour(seat, side).count(state.tucked) for side in tuck["of"])
        things = _(TUCKED[(state.tucked,)]) if (state.tucked,) in TUCKED else state.tucked
        out.append(Line(ROW, where, n * tuck["vp"], _(
            "{stage}: {things} in the neighbouring cities (the tucked card's colour) — {n} × {vp} → {points}").format(
                stage=where, things=things, n=n, vp=tuck["vp"], points=n * tuck["vp"])))
    tomb = b.effect.get("entomb_leader")
    name = next(entombed, None) if tomb else None
    if name is not None:
        card = table.catalogue.card(name)
        points = tomb["vp_per_coin"] * card.coins
        # the row: the wonder's (APP'S READING) or, with "abu_simbel_row": "leaders", the Leaders row
        text = ngettext("{stage}: {leader} entombed, {coins} coin × {vp} → {points}",
                        "{stage}: {leader} entombed, {coins} coins × {vp} → {points}", card.coins) \
            if state.entomb_row == ROW else \
            ngettext("{stage}: {leader} entombed, {coins} coin × {vp} → {points} (in the Leaders row: table option)",
                     "{stage}: {leader} entombed, {coins} coins × {vp} → {points} (in the Leaders row: table option)",
                     card.coins)
        out.append(Line(state.entomb_row, where, points, text.format(
            stage=where, leader=display(card), coins=card.coins, vp=tomb["vp_per_coin"], points=points)))
    return out


def _mask(table: Table, seat: int, ps: PlayerScore, b: Built, where: str) -> PlayerScore:
    """The Great Wall B, stage 2: a mask copying the science symbol of a green card of a neighbour
    (Wonder Pack rules: even one the owner also has), chosen with the other wildcards for the best
    science score: a wildcard limited to the symbols of the neighbours' green cards."""
    city = table.cities[seat]
    allowed = sorted({c.effect.science for side in b.effect["science_copy"]["of"]
                      for c in table.neighbour(seat, side).cards
                      if c.colour == "green" and c.effect.science in SCIENCE})
    if not allowed:
        line = Line("science", where, 0, _("{stage}: no green card in the neighbouring cities, nothing to copy").format(
            stage=where))
        return replace(ps, details=ps.details + (line,))
    symbols = Counter(c.effect.science for c in city.cards if c.effect.science in SCIENCE)
    symbols.update(st.effect.science for st in city.built_stages if st.effect.science in SCIENCE)
    source = f"{city.wonder.name} {city.side.side} stage {b.number}"
    wild = list(ps.choices.get("wildcards", [])) + [{"source": source, "symbol": allowed[0], "symbols": allowed}]
    # chosen with every value the symbols feed (scoring.core.science.choose: Aristotle, Babel's token…)
    ps = replace(ps, choices=dict(ps.choices, wildcards=wild))
    ps = rechosen_science(table, ps, choose(symbols, wild, ps.choices), None, force=True)
    symbol = ps.choices["wildcards"][-1]["symbol"]
    line = Line("science", source, 0, _("{stage}: the mask copies a {symbol} of a neighbour's green card").format(
        stage=where, symbol=_(SYMBOL[symbol])))
    return replace(ps, details=tuple(line if d.category == "science" and d.source == source else d
                                     for d in ps.details))
