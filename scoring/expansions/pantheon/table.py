"""Pantheon wired into Duel's parsed table and score: ``parse_pantheon_table`` reads the players'
``pantheon`` objects and lets Duel's parser (with the Grand Temples, Wonders and progress tokens
added) read the rest; ``score_pantheon_city`` adds the Divinities row, the Grand Temples and Mysticism.

Rules cite the Pantheon rulebook (``pantheon, …``); its text is not among the project's seeds, so
the facts come from ``scoring/data/pantheon.json`` (each with its sources: BGA, the rulebook's
opening pages, …).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, display, ngettext
from scoring.core.result import Line
from scoring.duel.document import check_supremacies
from scoring.expansions.pantheon.catalogue import pantheon_catalogue
from scoring.expansions.pantheon.document import (OPTIONS_KEY, PLAYER_KEY, PantheonTable, check_table,
                                                  parse_options, parse_player)

ID = "pantheon"


def parse_pantheon_table(doc: Mapping, extra_keys: Sequence[str], base: Callable[[Any, Sequence[str]], Any]) -> Any:
    """A Duel document playing Pantheon → Duel's table with ``ext["pantheon"]`` (a ``PantheonTable``);
    ``BadInput`` lists every problem of both parts with its path."""
    players = doc.get("players")
    if not isinstance(players, list):
        return base(doc, extra_keys)
    cat = pantheon_catalogue()
    problems = Problems()
    parsed = [parse_player(i, p, cat, problems) for i, p in enumerate(players)]
    check_table([c for c, _i in parsed], [i for _c, i in parsed], cat, problems)
    options = parse_options(doc.get(OPTIONS_KEY), cat, problems)
    rest = {k: v for k, v in doc.items() if k not in ("expansions", OPTIONS_KEY)}
    rest["players"] = [({k: v for k, v in p.items() if k != PLAYER_KEY} if isinstance(p, Mapping) else p)
                       for p in players]
    try:
        table = base(rest, extra_keys)
    except BadInput as exc:
        problems.raise_with(exc)
    _no_guilds(table, problems)
    _minerva_off_the_pawn(table, [c for c, _i in parsed], problems)
    state = PantheonTable(tuple(c for c, _i in parsed), options)
    table = _with_divine_science(table, state, problems)
    problems.raise_if_any()
    return replace(table, ext={**table.ext, ID: state})


def _no_guilds(table: Any, problems: Problems) -> None:
    """The Grand Temples are shuffled into age III in place of the Guilds: no Guild is used
    (Pantheon rulebook, Setup; data ``grand_temples.replace``)."""
    for city in table.cities:
        for card in city.cards:
            if card.is_guild and card.effect.guild_vp is not None:
                problems.add(f"players[{city.seat}].cards", _(
                    "{card} is a Guild: with Pantheon the Grand Temples take the Guilds' place in age III and no "
                    "Guild is used").format(card=display(card)))


def _snake_symbol(table: Any, seat: int, name: str, problems: Problems) -> str | None:
    """The symbol of the opponent's green card under the Snake token (Pantheon rulebook,
    Divinities: Nisaba; data ``divinities.nisaba``)."""
    where = f"players[{seat}].{PLAYER_KEY}.snake"
    card = table.catalogue.card(name)
    opponent = table.cities[1 - seat]
    if card is None or card.colour != "green" or not any(c.name == card.name for c in opponent.cards):
        problems.add(where, _("the Snake token lies on one of {opponent}'s green cards; {name!r} is not one").format(
            opponent=opponent.name, name=name))
        return None
    return card.effect.science


def _minerva_off_the_pawn(table: Any, cities: list, problems: Problems) -> None:
    """The Minerva pawn never shares the Conflict pawn's space: it is placed elsewhere, and the Conflict pawn
    stops before it (Pantheon rulebook, Divinities: Minerva; data ``divinities.minerva``: ``not_on``)."""
    for pc in cities:
        if pc.minerva is not None and pc.minerva == table.conflict:
            problems.add(f"players[{pc.seat}].{PLAYER_KEY}.minerva", _(
                "the Minerva pawn cannot stand on the Conflict pawn's space ({n}): it is placed elsewhere and the "
                "Conflict pawn stops before it").format(n=pc.minerva))


def _with_divine_science(table: Any, state: PantheonTable, problems: Problems) -> Any:
    """Ishtar's scales and Nisaba's copied symbol join the city's science symbols: they count for
    pairs and for scientific supremacy (Pantheon rulebook, Divinities: Ishtar, Nisaba)."""
    cities = list(table.cities)
    for seat, pc in enumerate(state.cities):
        extra = [d.effect["science"] for d in pc.divinities if d.effect.get("science")]
        nisaba = next((d for d in pc.divinities if "copy_science" in d.effect), None)
        if pc.snake is not None:
            if nisaba is None:
                owner = next(d for d in pantheon_catalogue().divinities if "copy_science" in d.effect)
                problems.add(f"players[{seat}].{PLAYER_KEY}.snake", _(
                    "the Snake token needs {nisaba} among this player's divinities").format(nisaba=display(owner)))
            elif (symbol := _snake_symbol(table, seat, pc.snake, problems)) is not None:
                extra.append(symbol)
        if extra:
            cities[seat] = replace(cities[seat], extra_science=tuple(extra))
    if cities != list(table.cities):
        check_supremacies(table.conflict, table.catalogue.capital, cities, problems)
    return replace(table, cities=tuple(cities))


# -- scoring ------------------------------------------------------------------------------

def _temple_line(city: Any, cat: Any) -> Line | None:
    """5 / 12 / 21 VP for 1 / 2 / 3 Grand Temples of any mythologies, in the purple row (Pantheon
    rulebook, Grand Temples; data ``grand_temples.vp_by_count``)."""
    temples = [c for c in city.cards if c.name in cat.temple_token]
    if not temples:
        return None
    pts = cat.temple_vp[len(temples)]
    return Line("guilds", "Grand Temples", pts, ngettext(
        "{n} Grand Temple ({temples}) → {points}", "{n} Grand Temples ({temples}) → {points}", len(temples)).format(
        n=len(temples), temples=", ".join(display(t) for t in temples), points=pts))


def _divinity_lines(pc: Any) -> list[Line]:
    """Aphrodite's 9 VP and 1 VP per coin left on Astarte, in the Divinities row (Pantheon rulebook,
    Divinities; data ``divinities``: ``effect.vp``, ``effect.coins_on_card``)."""
    lines = []
    for d in pc.divinities:
        if d.vp:
            lines.append(Line("divinities", d.name, d.vp, _("{divinity} → {points}").format(
                divinity=display(d), points=d.vp)))
        if d.coins_on_card:
            n = pc.astarte_coins
            lines.append(Line("divinities", d.name, n, ngettext(
                "{divinity}: {n} coin left on the card × 1 → {points}",
                "{divinity}: {n} coins left on the card × 1 → {points}", n).format(
                divinity=display(d), n=n, points=n)))
    return lines


def _mysticism_line(city: Any, pc: Any, cat: Any) -> Line | None:
    """Mysticism: 2 VP per Mythology token and unused Offering token held (Pantheon rulebook,
    Progress tokens; data ``progress.mysticism``)."""
    token = next((t for t in city.progress if "vp_per_kept_token" in cat.progress_effect(t.name)), None)
    if token is None:
        return None
    per = cat.progress_effect(token.name)["vp_per_kept_token"]["vp"]
    myth, off = len(pc.mythology_tokens), len(pc.offering_tokens)
    pts = (myth + off) * per
    return Line("progress", token.name, pts, _(
        "{token}: {mythology} Mythology + {offering} Offering tokens × {per} → {points}").format(
        token=display(token), mythology=myth, offering=off, per=per, points=pts))


def score_pantheon_city(table: Any, seat: int, score: Any) -> Any:
    """Duel's city score with Pantheon's rows and lines added (the Divinities row always shown)."""
    state: PantheonTable = table.ext[ID]
    cat = pantheon_catalogue()
    city, pc = table.cities[seat], state.cities[seat]
    lines = [x for x in (_temple_line(city, cat), *_divinity_lines(pc), _mysticism_line(city, pc, cat)) if x]
    cats = dict(score.categories)
    cats.setdefault("divinities", 0)
    for line in lines:
        cats[line.category] = cats.get(line.category, 0) + line.points
    return replace(score, categories=cats, details=tuple(score.details) + tuple(lines))
