"""Final scoring of 7 Wonders Duel, with the two supremacy victories.

Rules cite seed 003 (``../shared/seeds/003_5edfb6b42bb9e791.txt``, the Russian
rulebook) by section, the facts file (``../shared/facts/duel.md``) by number, or
the card.  Categories follow the Duel score pad.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoring.core.result import Line
from scoring.core.i18n import N_, _, display, ngettext
from scoring.duel.catalogue import Card, CountRule
from scoring.duel.document import SUPREMACY_SYMBOLS, DuelCity, DuelTable, parse_duel

# The rows of the Duel score pad, top to bottom (seed 003, Гражданская победа; the score pad)
CATEGORIES: tuple[str, ...] = ("civilian", "science", "commercial", "guilds", "wonders", "progress",
                               "treasury", "military")
CATEGORY_LABELS: dict[str, str] = {"civilian": N_("Civilian"), "science": N_("Science"),
                                   "commercial": N_("Commercial"), "guilds": N_("Guilds"), "wonders": N_("Wonders"),
                                   "progress": N_("Progress"), "treasury": N_("Treasury"), "military": N_("Military")}
COINS_PER_POINT = 3   # seed 003, Гражданская победа: each full set of 3 coins is 1 VP (facts 78)
# which colour's printed VP go to which row (seed 003, Гражданская победа; the score pad)
COLOUR_ROW = {"blue": "civilian", "green": "science", "yellow": "commercial"}
# what a guild counts, as a phrase (translated with _() when used)
KIND_WORD = {"brown": N_("brown cards"), "grey": N_("grey cards"), "blue": N_("blue cards"),
             "green": N_("green cards"), "yellow": N_("yellow cards"), "red": N_("red cards"),
             "purple": N_("purple cards"), "wonder": N_("wonders"), "coins": N_("coins"),
             ("brown", "grey"): N_("brown and grey cards")}

# science symbols and resources as people read them (the data's ids are machine keys)
SYMBOL_WORD = {"globe": N_("globe"), "scales": N_("scales"), "sundial": N_("sundial"), "mortar": N_("mortar"),
               "plumb": N_("plumb"), "quill": N_("quill"), "wheel": N_("wheel")}
RESOURCE_WORD = {"wood": N_("wood"), "clay": N_("clay"), "stone": N_("stone"), "glass": N_("glass"),
                 "papyrus": N_("papyrus")}


# the chain symbols (scoring/data/duel.json chain_symbols): the rulebook (seed 003, Условие бесплатного
# строительства) names none of them, only «символ цепочки (белый)»; these words describe the pictures
CHAIN_WORD = {"horseshoe": N_("horseshoe"), "sword": N_("sword"), "tower": N_("tower"), "target": N_("target"),
              "helmet": N_("helmet"), "book": N_("book"), "gear": N_("gear"), "lyre": N_("lyre"), "lamp": N_("lamp"),
              "mask": N_("mask"), "pillar": N_("pillar"), "moon": N_("moon"), "sun": N_("sun"), "drop": N_("drop"),
              "senate": N_("senate"), "amphora": N_("amphora"), "barrel": N_("barrel")}


def chain_word(symbol: str) -> str:
    return _(CHAIN_WORD[symbol]) if symbol in CHAIN_WORD else symbol


def symbol_word(symbol: str) -> str:
    return _(SYMBOL_WORD[symbol]) if symbol in SYMBOL_WORD else symbol


def resource_word(resource: str) -> str:
    return _(RESOURCE_WORD[resource]) if resource in RESOURCE_WORD else resource


@dataclass(frozen=True)
class DuelPlayerScore:
    seat: int
    name: str
    categories: dict[str, int]
    details: tuple[Line, ...]
    coins: int
    rank: int | None = None

    @property
    def total(self) -> int:
        return sum(self.categories.values())

    def to_json(self) -> dict:
        return {"name": self.name, "total": self.total, "rank": self.rank, "categories": dict(self.categories),
                "details": [d.to_json() for d in self.details], "coins": self.coins}


@dataclass(frozen=True)
class DuelResult:
    players: tuple[DuelPlayerScore, DuelPlayerScore]
    winners: tuple[str, ...]
    victory: str                    # "civilian" | "military" | "science" | an expansion's (``Expansion.victories``)
    explanation: str
    game: str = "duel"

    def to_json(self) -> dict:
        return {"game": self.game, "players": [p.to_json() for p in self.players],
                "winners": list(self.winners), "victory": self.victory, "explanation": self.explanation}


# -- guilds -----------------------------------------------------------------

def _most(table: DuelTable, rule: CountRule, seat: int) -> tuple[DuelCity, int, str]:
    """The city with most of ``rule.count`` (own city when tied), its count, and both counts for the text.

    seed 003, Карты гильдий: "в том городе, где ... больше"; Shipowners count brown and grey together
    ("Игрок не может выбрать один город для одного цвета карт, а другой для другого").
    """
    counts = [sum(city.count(kind) for kind in rule.count) for city in table.cities]
    best = seat if counts[seat] >= counts[1 - seat] else 1 - seat
    both = _("{first} {first_count}, {second} {second_count}").format(
        first=table.cities[0].name, first_count=counts[0], second=table.cities[1].name, second_count=counts[1])
    return table.cities[best], counts[best], both


def guild_line(table: DuelTable, seat: int, guild: Card) -> Line:
    rule = guild.effect.guild_vp
    city, n, both = _most(table, rule, seat)
    things = _(KIND_WORD[rule.count if len(rule.count) > 1 else rule.count[0]])
    if rule.count == ("coins",):
        # Moneylenders Guild: 1 VP per 3 coins in the richest city (facts 75; seed 003, Гильдия ростовщиков)
        pts = n // rule.per * rule.amount
        text = _("{guild}: {n} coins in {city}'s treasury, the richest ({both}) ÷ {per} → {points}").format(
            guild=display(guild), n=n, city=city.name, both=both, per=rule.per, points=pts)
    else:
        # 1 VP per card (Builders: 2 per Wonder) in the city with most of them (seed 003, Карты гильдий)
        pts = n * rule.amount
        if rule.amount != 1:
            text = _("{guild}: {things} in {city}'s city, the city with most ({both}) — {n} × {amount} → {points}")
        else:
            text = _("{guild}: {things} in {city}'s city, the city with most ({both}) — {n} → {points}")
        text = text.format(guild=display(guild), n=n, things=things, city=city.name, both=both,
                           amount=rule.amount, points=pts)
    return Line("guilds", guild.name, pts, text)


# -- one player ---------------------------------------------------------------

def _score_city(table: DuelTable, seat: int) -> DuelPlayerScore:
    city = table.cities[seat]
    cats = {c: 0 for c in CATEGORIES}
    lines: list[Line] = []

    def add(line: Line) -> None:
        cats[line.category] += line.points
        lines.append(line)

    # civilian / science / commercial: the VP printed on blue, green and yellow cards (seed 003, Гражданская победа)
    for colour, row in COLOUR_ROW.items():
        for card in city.cards:
            if card.colour == colour and card.effect.vp:
                add(Line(row, card.name, card.effect.vp, _("{card} → {points}").format(
                    card=display(card), points=card.effect.vp)))
    # guilds (seed 003, Карты гильдий); a purple card an expansion adds without a guild's rule is
    # scored by that expansion
    for card in city.cards:
        if card.is_guild and card.effect.guild_vp is not None:
            add(guild_line(table, seat, card))
    # wonders: the VP printed on each Wonder built (seed 003, Чудеса света)
    for wonder in city.wonders:
        if wonder.effect.vp:
            add(Line("wonders", wonder.name, wonder.effect.vp, _("{wonder} → {points}").format(
                wonder=display(wonder), points=wonder.effect.vp)))
    # progress tokens (seed 003, Жетоны прогресса; facts 72)
    for token in city.progress:
        if token.effect.vp:
            add(Line("progress", token.name, token.effect.vp, _("{token} → {points}").format(
                token=display(token), points=token.effect.vp)))
        if token.effect.vp_per_token:
            n = len(city.progress)
            pts = n * token.effect.vp_per_token
            add(Line("progress", token.name, pts, ngettext(
                "{token}: {n} progress token including itself × {per} → {points}",
                "{token}: {n} progress tokens including itself × {per} → {points}", n).format(
                token=display(token), n=n, per=token.effect.vp_per_token, points=pts)))
    # treasury: 1 VP per full 3 coins (seed 003, Гражданская победа; facts 78)
    pts = city.coins // COINS_PER_POINT
    add(Line("treasury", "coins", pts, ngettext("{n} coin ÷ {per} → {points}", "{n} coins ÷ {per} → {points}",
                                              city.coins).format(n=city.coins, per=COINS_PER_POINT, points=pts)))
    # military: 0 / 2 / 5 / 10 VP to the player the pawn favours (seed 003, Гражданская победа; facts 69)
    spaces = table.toward(seat)
    opponent = table.opponent(seat).name
    if spaces > 0:
        pts = table.catalogue.military_points(spaces)
        add(Line("military", "conflict pawn", pts, ngettext(
            "Conflict pawn {n} space toward {opponent}'s capital → {points}",
            "Conflict pawn {n} spaces toward {opponent}'s capital → {points}", spaces).format(
            n=spaces, opponent=opponent, points=pts)))
    elif spaces < 0:
        add(Line("military", "conflict pawn", 0, ngettext(
            "Conflict pawn {n} space toward {player}'s own capital → 0",
            "Conflict pawn {n} spaces toward {player}'s own capital → 0", -spaces).format(n=-spaces, player=city.name)))
    else:
        add(Line("military", "conflict pawn", 0, _("Conflict pawn in the centre → 0")))
    return DuelPlayerScore(seat, city.name, cats, tuple(lines), city.coins)


# -- the result ---------------------------------------------------------------

def _ranked(scores: list[DuelPlayerScore], first: tuple[int, ...]) -> tuple[DuelPlayerScore, ...]:
    return tuple(DuelPlayerScore(s.seat, s.name, s.categories, s.details, s.coins, 1 if s.seat in first else 2)
                 for s in scores)


def score_table(table: DuelTable, city_hook=None, supremacy=None) -> DuelResult:
    """``city_hook(table, seat, score)``: the expansions' per-seat score hooks (``Game.score_parsed``);
    ``supremacy(table)``: the expansions' immediate victories (``Expansion.supremacy``), asked after
    military and scientific supremacy, as (winner seat, kind, why) or None."""
    scores = [_score_city(table, seat) for seat in (0, 1)]
    if city_hook is not None:
        scores = [city_hook(table, seat, s) for seat, s in enumerate(scores)]
    capital = table.catalogue.capital
    # military supremacy: the pawn in a capital ends the game at once (seed 003, Военное превосходство)
    if abs(table.conflict) == capital:
        seat = 0 if table.conflict > 0 else 1
        winner, loser = table.cities[seat], table.opponent(seat)
        why = _("the Conflict pawn reached {loser}'s capital: {winner} wins by military supremacy, at once and "
                "whatever the points").format(
            loser=loser.name, winner=winner.name)
        return DuelResult(_ranked(scores, (seat,)), (winner.name,), "military", why)
    # scientific supremacy: 6 different symbols, Law's counting (seed 003, Научное превосходство; facts 71)
    for city in table.cities:
        symbols = city.different_symbols
        if len(symbols) >= SUPREMACY_SYMBOLS:
            why = _("{player} holds {n} different science symbols ({symbols}): scientific supremacy, at once and "
                    "whatever the points").format(
                player=city.name, n=len(symbols), symbols=", ".join(symbol_word(x) for x in symbols))
            return DuelResult(_ranked(scores, (city.seat,)), (city.name,), "science", why)
    # an expansion's immediate victory (Agora: political supremacy) ends the game the same way
    won = supremacy(table) if supremacy is not None else None
    if won is not None:
        seat, kind, why = won
        return DuelResult(_ranked(scores, (seat,)), (table.cities[seat].name,), kind, why)
    # civilian victory: most VP; tied → most civilian (blue) VP; still tied → shared (seed 003, Гражданская победа)
    a, b = scores
    key = {s.seat: (s.total, s.categories["civilian"]) for s in scores}
    if key[0] != key[1]:
        best = max(scores, key=lambda s: key[s.seat])
        if a.total != b.total:
            why = _("{winner} has the most victory points ({first} {first_points}, {second} {second_points})").format(
                winner=best.name, first=a.name, first_points=a.total, second=b.name, second_points=b.total)
        else:
            why = _("{first} and {second} tie on {points} points; the most civilian (blue) points wins ({first} "
                    "{first_civilian}, {second} {second_civilian}): {winner} wins").format(
                first=a.name, second=b.name, points=a.total, first_civilian=a.categories["civilian"],
                second_civilian=b.categories["civilian"], winner=best.name)
        return DuelResult(_ranked(scores, (best.seat,)), (best.name,), "civilian", why)
    why = _("{first} and {second} tie on {points} points and on civilian points ({civilian}): they share the victory").format(
        first=a.name, second=b.name, points=a.total, civilian=a.categories["civilian"])
    return DuelResult(_ranked(scores, (0, 1)), (a.name, b.name), "civilian", why)


def score(doc: Any) -> DuelResult:
    """Duel document (dict) → ``DuelResult``; raises ``BadInput`` listing every problem."""
    return score_table(parse_duel(doc))
