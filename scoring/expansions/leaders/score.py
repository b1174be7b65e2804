"""What the leaders score at the end of the game (Leaders rulebook, End of the game: the leaders row),
and the guilds of the Leaders box that the 1st edition's engine cannot count itself.

Every count reads the city as it stands at the end: a leader counts what was built before it too
(data file, each leader's ``note``).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from scoring.classic.document import City, Table
from scoring.core.i18n import N_, _, display
from scoring.core.result import Line, PlayerScore
from scoring.classic.score import rechosen_science
from scoring.core.science import SCIENCE, choose

ROW = "leaders"
FLAT = N_("{leader}: {points} VP")
COUNTED = N_("{leader}: {count} × {vp} VP")
COPIED = N_("{guild} copies {leader}: {points} VP")


def _count(city: City, what: str, coins: int) -> int:
    """How many of ``what`` a city holds (a colour, built stages, Victory tokens, Defeat tokens)."""
    if what == "stage":
        return city.stages
    if what == "victory":
        return sum(1 for t in city.military if t > 0)
    if what == "defeat":
        return city.defeats
    return city.count(what)


def _cities(table: Table, seat: int, of: tuple[str, ...]) -> list[City]:
    where = {"self": table.cities[seat], "left": table.left(seat), "right": table.right(seat)}
    return [where[o] for o in of]


def effect_points(effect: Mapping[str, Any], table: Table, seat: int, coins: int,
                  science_sets: int = 0) -> tuple[int, int, int] | None:
    """(points, count, vp per count) of one end-of-game effect for ``seat``; None for an effect
    that scores nothing itself (a discount, coins during the game, a science symbol…)."""
    if "vp" in effect:                               # flat points (Aspasia: beside her Diplomacy token)
        return effect["vp"], 1, effect["vp"]
    if "score" in effect:
        rule = effect["score"]
        n = sum(_count(city, what, coins) for city in _cities(table, seat, tuple(rule.get("of", ("self",))))
                for what in rule["per"])
        return n * rule["vp"], n, rule["vp"]
    if "sets" in effect:
        city = table.cities[seat]
        n = min(city.count(colour) for colour in effect["sets"]["colours"])
        return n * effect["sets"]["vp"], n, effect["sets"]["vp"]
    if "vp_per_coins" in effect:
        rule = effect["vp_per_coins"]
        n = coins // rule["coins"]
        return n * rule["vp"], n, rule["vp"]
    if "science_set_bonus" in effect:
        return science_sets * effect["science_set_bonus"], science_sets, effect["science_set_bonus"]
    return None


def _line(label: str, points: int, count: int, vp: int, flat: bool, row: str = ROW) -> Line:
    text = (_(FLAT).format(leader=label, points=points) if flat
            else _(COUNTED).format(leader=label, count=count, vp=vp))
    return Line(row, label, points, text)


def set_bonus(table: Table, seat: int, leaders: Mapping) -> int:
    """Points per complete science set the seat's leaders add (Aristotle: data file, ``science_set_bonus``)."""
    return sum(leaders[c.name].effect.get("science_set_bonus", 0) for c in table.cities[seat].cards
               if c.colour == "white" and c.name in leaders)


def science_value(table: Table, seat: int, leaders: Mapping, extra: int = 0):
    """What the seat's leaders (and ``extra``: a copied Aristotle's) add per complete science set, as a
    function of its final symbols; None without."""
    bonus = set_bonus(table, seat, leaders) + extra
    return (lambda final: bonus * min(final[s] for s in SCIENCE)) if bonus else None


def copied_set_bonus(table: Table, seat: int, leaders: Mapping, guilds: Mapping) -> int:
    """The largest science-set bonus the seat's Courtesans' Guild may copy from a neighbour's leader
    (Aristotle's); 0 when it holds no such guild or no such leader sits beside it."""
    best = 0
    for card in table.cities[seat].cards:
        effect = guilds.get(card.name) if card.colour == "purple" else None
        for city in _cities(table, seat, tuple(effect["copy_leader"]["of"])) if effect and "copy_leader" in effect else ():
            best = max([best] + [leaders[c.name].effect.get("science_set_bonus", 0) for c in city.cards
                                 if c.colour == "white" and c.name in leaders])
    return best


def _science_sets(table: Table, seat: int, ps: PlayerScore, leaders: Mapping, extra: int = 0) -> tuple[int, PlayerScore]:
    """Aristotle (Leaders): each complete science set is worth his bonus more, and the wildcards (and
    any copies) are chosen for the whole score the symbols feed, the bonus counted
    (``scoring.core.science.choose``; data file, ``science_set_bonus``). The science row keeps
    n² + 7 per set of the chosen symbols; the bonus goes to the leaders row.
    Returns the sets held and the score with the science row rebuilt when the choice changed."""
    city = table.cities[seat]
    symbols = Counter(c.effect.science for c in city.cards if c.effect.science in SCIENCE)
    choice = choose(symbols, list(ps.choices.get("wildcards", [])), ps.choices,
                    values={"leaders": science_value(table, seat, leaders, extra)})
    ps = rechosen_science(table, ps, choice, N_("Science: {points} (wildcards chosen with the leaders' bonus counted)"))
    return min(choice.final[s] for s in SCIENCE), ps


def score_leaders(table: Table, seat: int, ps: PlayerScore, leaders: Mapping, guilds: Mapping) -> PlayerScore:
    """The leaders row of one seat, and the Leaders guilds the base engine does not count.

    A Courtesans' Guild beside Aristotle may copy him: the science symbols are then chosen with his
    bonus counted twice; that reading is taken when it scores more than the best without it."""
    best = _score_leaders(table, seat, ps, leaders, guilds)
    extra = copied_set_bonus(table, seat, leaders, guilds)
    if extra:
        copied = _score_leaders(table, seat, ps, leaders, guilds, extra)
        if sum(copied.categories.values()) > sum(best.categories.values()):
            best = copied
    return best


def _score_leaders(table: Table, seat: int, ps: PlayerScore, leaders: Mapping, guilds: Mapping,
                   extra: int = 0) -> PlayerScore:
    city = table.cities[seat]
    coins = ps.coins or 0
    mine = [leaders[c.name] for c in city.cards if c.colour == "white" and c.name in leaders]
    sets = 0
    if set_bonus(table, seat, leaders) + extra:
        sets, ps = _science_sets(table, seat, ps, leaders, extra)
    cats = dict(ps.categories)
    cats.setdefault(ROW, 0)
    lines = list(ps.details)
    for leader in mine:
        got = effect_points(leader.effect, table, seat, coins, sets)
        if got is not None:
            points, count, vp = got
            cats[ROW] += points
            lines.append(_line(display(table.catalogue.card(leader.name)), points, count, vp, "vp" in leader.effect))
    for card in city.cards:
        effect = guilds.get(card.name) if card.colour == "purple" else None
        if effect and card.effect.score is None:        # the base engine counts the others itself
            lines, cats = _guild(table, seat, card, effect, leaders, coins, lines, cats, sets)
    return replace(ps, categories=cats, details=tuple(lines))


def _guild(table: Table, seat: int, card, effect: Mapping, leaders: Mapping, coins: int,
           lines: list[Line], cats: dict, sets: int = 0) -> tuple[list[Line], dict]:
    label = display(card)
    if "copy_leader" in effect:
        # the Courtesans' Guild: a neighbour's leader, copied; its points go where the leader's go
        # (the leaders row); the copy worth most to this city is chosen
        best = None
        for city in _cities(table, seat, tuple(effect["copy_leader"]["of"])):
            for c in city.cards:
                leader = leaders.get(c.name) if c.colour == "white" else None
                got = effect_points(leader.effect, table, seat, coins, sets) if leader else None
                if got is not None and (best is None or got[0] > best[0]):
                    best = (got[0], c)
        if best is not None:
            cats[ROW] += best[0]
            lines.append(Line(ROW, card.name, best[0], _(COPIED).format(guild=label, leader=display(best[1]),
                                                                          points=best[0])))
        return lines, cats
    got = effect_points(effect, table, seat, coins)
    if got is not None:
        points, count, vp = got
        cats["guilds"] = cats.get("guilds", 0) + points
        lines.append(_line(label, points, count, vp, False, "guilds"))
    return lines, cats
