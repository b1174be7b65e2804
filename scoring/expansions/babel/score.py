"""Babel scoring rules as pure functions (seed 004 = ``../shared/seeds/004_85362e93b63049c5.txt``).

- the tower: 2/5/10 VP for 1/2/3 tiles placed (seed 004, Вавилонская Башня, Конец игры);
- the Great Project tokens: what each is worth given the few facts it needs from a
  1st-edition table (science symbols, purple cards of the own and neighbouring cities,
  own wonder stages), as explained ``Line``s in the rows of the score pad
  (``scoring/data/babel.json`` "row"; seed 004, Конец игры, Примечание);
- the military changes of tiles 19 and 22 over conflict token values (tokens taken, tokens
  derived from shields, which token sets one city can hold).

Nothing here reads a document: the caller passes the numbers (see ``scoring.expansions.babel.document``).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from scoring.classic.catalogue import SCIENCE
from scoring.classic.score import Line, science_amount, science_points
from scoring.core.science import candidates
from scoring.core.i18n import N_, _, display, ngettext
from scoring.classic.military import DEFEAT, VICTORY, token_problems, tokens_by_side
from scoring.core.numbers import is_int
from scoring.expansions.babel.catalogue import BabelCatalogue, Token, babel_catalogue
from scoring.expansions.babel.texts import text as token_text

if TYPE_CHECKING:
    from scoring.classic.document import Table

TOWER_ROW = "tower"
# Rows where a token that scores nothing is explained (APP'S READING, data notes "Score pad rows"):
# shields beside the military row; tokens spent in play beside the project points (civilian).
EXPLAIN_ROW = {"shield": "military", "double-shield": "military"}
EXPLAIN_DEFAULT = "civilian"
WHO = ("left", "self", "right")


def _cat(cat: BabelCatalogue | None) -> BabelCatalogue:
    return cat if cat is not None else babel_catalogue()


# -- the tower ---------------------------------------------------------------------------

def tower_points(placed: int, cat: BabelCatalogue | None = None) -> int:
    """VP for ``placed`` tiles (seed 004, Конец игры: 1 → 2, 2 → 5, 3 → 10)."""
    points = _cat(cat).tower_points
    if not is_int(placed) or not 0 <= placed < len(points):
        raise ValueError(f"a player places 0 to {len(points) - 1} tiles, got {placed!r}")
    return points[placed]


def tower_line(placed: int | Sequence[int], cat: BabelCatalogue | None = None) -> Line:
    """The tower row of one player: ``placed`` is a count or the tile numbers placed."""
    numbers = () if isinstance(placed, int) else tuple(placed)
    count = placed if isinstance(placed, int) else len(numbers)
    pts = tower_points(count, cat)
    scale = ", ".join(f"{k}: {v}" for k, v in enumerate(_cat(cat).tower_points) if k)
    args = dict(n=count, which=", ".join(str(n) for n in numbers), points=pts, scale=scale)
    text = (ngettext("Tower of Babel: {n} tile placed ({which}) → {points} (tiles placed → VP: {scale})",
                     "Tower of Babel: {n} tiles placed ({which}) → {points} (tiles placed → VP: {scale})", count) if numbers else
            ngettext("Tower of Babel: {n} tile placed → {points} (tiles placed → VP: {scale})",
                     "Tower of Babel: {n} tiles placed → {points} (tiles placed → VP: {scale})",
                     count)).format(**args)
    return Line(TOWER_ROW, "Tower of Babel", pts, text)


# -- the Great Project tokens ------------------------------------------------------------

@dataclass(frozen=True)
class CityFacts:
    """What the project tokens count, read off a 1st-edition table for one player.

    ``science``: final science symbols (wildcards already chosen); ``purple`` and
    ``stages``: per ``left``/``self``/``right``; ``names``: neighbours' names for the text.
    """
    science: Mapping[str, int] = field(default_factory=dict)
    purple: Mapping[str, int] = field(default_factory=dict)
    stages: Mapping[str, int] = field(default_factory=dict)
    names: Mapping[str, str] = field(default_factory=dict)


def science_sets(symbols: Mapping[str, int]) -> int:
    """Groups of three different symbols (seed 004, Награды: 'группу из 3 различных символов науки')."""
    return min(symbols.get(s, 0) for s in SCIENCE)


WHO_WORD = {"left": N_("left"), "self": N_("self"), "right": N_("right")}


def _who(facts: CityFacts, who: str) -> str:
    name = facts.names.get(who)
    word = _(WHO_WORD[who]) if who in WHO_WORD else who
    return f"{word} {name}" if name else word


def token_line(token: Token | str, facts: CityFacts, cat: BabelCatalogue | None = None) -> Line:
    """One held token, its points and why (the meanings: seed 004, Награды and Невозможность уплаты штрафа)."""
    tok = _cat(cat).token(token) if isinstance(token, str) else token
    if tok is None:
        raise ValueError(f"unknown Babel token {token!r}")
    s = tok.score
    name = display(tok)
    if s.per_science_set:
        sets = science_sets(facts.science)
        held = ", ".join(science_amount(x, facts.science.get(x, 0)) for x in SCIENCE)
        pts = sets * s.per_science_set
        text = ngettext("{token}: {n} set of three different symbols ({held}) × {vp} → {points}",
                        "{token}: {n} sets of three different symbols ({held}) × {vp} → {points}", sets).format(
            token=name, n=sets, held=held, vp=s.per_science_set, points=pts)
    elif s.per_card:
        colour, of, vp = s.per_card
        counts = facts.purple if colour == "purple" else {}     # the guild token counts guilds only
        parts = [f"{_who(facts, w)}: {counts.get(w, 0)}" for w in of]
        n = sum(counts.get(w, 0) for w in of)
        pts = n * vp
        each = f" × {vp}" if vp != 1 else ""
        text = ngettext("{token}: {n} guild in own and neighbouring cities ({parts}){each} → {points}",
                        "{token}: {n} guilds in own and neighbouring cities ({parts}){each} → {points}", n).format(
            token=name, n=n, parts="; ".join(parts), each=each, points=pts)
    elif s.per_stage:
        of, vp = s.per_stage
        n = sum(facts.stages.get(w, 0) for w in of)
        pts = n * vp
        each = f" × {vp}" if vp != 1 else ""
        text = ngettext("{token}: {n} wonder stage built in own city{each} → {points}",
                        "{token}: {n} wonder stages built in own city{each} → {points}", n).format(
            token=name, n=n, each=each, points=pts)
    elif s.points:
        pts = s.points
        text = (_("{token} → {points} (a Great Project token, not a battle result)") if pts > 0 else
                _("{token} → {points}")).format(token=name, points=f"{pts:+d}")
    else:
        pts = 0
        text = _("{token}: {explanation} → 0").format(token=name, explanation=token_text(tok.text))
    row = tok.row or EXPLAIN_ROW.get(tok.id, EXPLAIN_DEFAULT)
    return Line(row, tok.name, pts, text)


def token_lines(tokens: Iterable[str], facts: CityFacts, cat: BabelCatalogue | None = None) -> list[Line]:
    """Every held token, in the order of the data file (several of a kind each count, seed 004 Конец Эпохи А)."""
    c = _cat(cat)
    held = Counter(tokens)
    lines = []
    for tok in c.tokens:
        for _copy in range(held.get(tok.id, 0)):
            lines.append(token_line(tok, facts, c))
    unknown = set(held) - {t.id for t in c.tokens}
    if unknown:
        raise ValueError(f"unknown Babel tokens {sorted(unknown)}")
    return lines


def points_by_row(lines: Iterable[Line]) -> dict[str, int]:
    out: dict[str, int] = {}
    for line in lines:
        out[line.category] = out.get(line.category, 0) + line.points
    return out


def best_science_with_tokens(symbols: Counter, wildcards, science_tokens: int,
                             per_set: int | None = None) -> tuple[int, int, tuple[str, ...]]:
    """Wildcards chosen for the whole science score: the cards' points plus ``per_set`` per
    set for each science token (APP'S READING, data notes "Science token"); ``wildcards``: how many,
    or each one's possible symbols (``scoring.core.science.candidates``).

    Returns (points of the cards, points of the tokens, the symbols chosen).
    """
    if per_set is None:
        per_set = next(t.score.per_science_set for t in babel_catalogue().tokens if t.id == "science")
    best = (-1, 0, ())
    for pick in candidates(wildcards):
        final = symbols + Counter(pick)
        cards, bonus = science_points(final), science_tokens * per_set * science_sets(final)
        if cards + bonus > best[0] + best[1]:
            best = (cards, bonus, pick)
    return best


def project_shields(tokens: Iterable[str], cat: BabelCatalogue | None = None) -> int:
    """Shields of the shield tokens, added in every later conflict (seed 004, Награды)."""
    c = _cat(cat)
    return sum(t.score.shields for t in (c.token(x) for x in tokens) if t is not None)


# -- tiles 19 and 22 ----------------------------------------------------------------------

def _visible_effect(kind: str, visible: Iterable[int], cat: BabelCatalogue):
    for n in visible:
        tile = cat.tile(n)
        eff = tile.effect(kind) if tile else None
        if eff:
            return tile, eff
    return None, None


def victory_taken(value: int, visible: Iterable[int] = (), cat: BabelCatalogue | None = None) -> int:
    """The victory token actually taken for a printed ``value`` (1, 3, 5); 0 means none.

    Tile 19 (seed 004, 19): 1 → nothing, 3 → 1, 5 → 3. It applies to battle victories and,
    with the tower in play, to the Great Projects' victory tokens too (seed 004, Правила игры
    с другими дополнениями).
    """
    if value not in VICTORY.values():
        raise ValueError(f"victory tokens are 1, 3 or 5, got {value!r}")
    _, eff = _visible_effect("victory_tokens", visible, _cat(cat))
    return dict(eff.victory)[value] if eff else value


def defeats_taken(visible: Iterable[int] = (), cat: BabelCatalogue | None = None) -> tuple[int, ...]:
    """The defeat tokens taken for one lost battle: (-1,) or, under tile 22, (-1, -1) (seed 004, 22)."""
    _, eff = _visible_effect("defeat_tokens", visible, _cat(cat))
    return (DEFEAT,) * (eff.per_defeat if eff else 1)


def battle_tokens(age: int, won: bool, visible: Iterable[int] = (), cat: BabelCatalogue | None = None) -> tuple[int, ...]:
    """Tokens one city takes for one battle of ``age`` won or lost, under the visible tiles."""
    visible = tuple(visible)
    if won:
        v = victory_taken(VICTORY[age], visible, cat)
        return (v,) if v else ()
    return defeats_taken(visible, cat)


def battle_token_values(age: int, tower: bool) -> tuple[frozenset[int], frozenset[tuple[int, ...]]]:
    """What a won and a lost battle of ``age`` may leave when the tower is (or is not) in play
    and nobody says which tiles were visible: a victory token value (0 = none) and a tuple of defeat tokens.
    """
    win = {VICTORY[age]}
    lose = {(DEFEAT,)}
    if tower:
        cat = babel_catalogue()
        for tile in cat.tiles_with("victory_tokens"):
            win.add(dict(tile.effect("victory_tokens").victory)[VICTORY[age]])
        for tile in cat.tiles_with("defeat_tokens"):
            lose.add((DEFEAT,) * tile.effect("defeat_tokens").per_defeat)
    return frozenset(win), frozenset(lose)


def tokens_from_shields(per_age: Sequence[Sequence[int]], visible_by_age: Sequence[Iterable[int]],
                        cat: BabelCatalogue | None = None) -> list[list[int]]:
    """Every city's battle tokens from its shields at the end of each age, with the tiles visible
    at each age's conflicts (tiles 19 and 22). ``per_age`` must already include shield tokens.
    """
    c = _cat(cat)
    out: list[list[int]] = []
    for sides in tokens_by_side(per_age):
        toks: list[int] = []
        for age, value in sorted(sides["left"] + sides["right"], key=lambda at: at[0]):
            visible = tuple(visible_by_age[age - 1]) if age - 1 < len(visible_by_age) else ()
            toks.extend(battle_tokens(age, value > 0, visible, c))
        out.append(toks)
    return out


def battle_token_problems(tokens: Sequence[int], tower: bool) -> list[str]:
    """What is impossible about one city's battle tokens (project victory tokens excluded).

    Without the tower this is the 1st-edition rule (``scoring.classic.military.token_problems``). With it,
    tile 19 may have lowered a victory (age II's 3 → 1, age III's 5 → 3, age I's 1 → none) and
    tile 22 may have doubled a defeat (seed 004, 19 and 22), so the question becomes: can the tokens
    come from at most two battles an age (one per neighbour), a won battle leaving 0 or 1 token
    and a lost one 1 or 2 defeat tokens?
    """
    if not tower:
        return token_problems(tokens)
    bad = [t for t in tokens if t not in (DEFEAT,) + tuple(VICTORY.values())]
    if bad:
        return [_("{token!r} is not a conflict token (tokens are -1, +1, +3 and +5)").format(token=bad[0])]
    count = Counter(tokens)
    n1, n3, n5, defeats = count[1], count[3], count[5], count[DEFEAT]
    battles = 2 * len(VICTORY)
    if n5 > 2:
        return [ngettext("{n} token of +5: a city wins at most 2 battles in age III",
                         "{n} tokens of +5: a city wins at most 2 battles in age III", n5).format(n=n5)]
    # a +3 is age II's, or age III's lowered by tile 19; a +1 is age I's, or age II's lowered
    best = None
    for n3_in_3 in range(0, min(n3, 2 - n5) + 1):
        n3_in_2 = n3 - n3_in_3
        if n3_in_2 > 2:
            continue
        for n1_in_2 in range(0, min(n1, 2 - n3_in_2) + 1):
            n1_in_1 = n1 - n1_in_2
            if n1_in_1 > 2:
                continue
            free = battles - (n5 + n3 + n1)
            if best is None or free > best:
                best = free
    if best is None:
        return [_("victory tokens {tokens} need more than two won battles in some age, even with tile 19 lowering "
                  "them").format(tokens=sorted(t for t in tokens if t > 0))]
    if -(-defeats // 2) > best:
        return [_("defeat tokens ({defeats}) and victory tokens ({victories}) need more than {battles} battles (two "
                  "an age), even with tile 22 doubling defeats").format(defeats=defeats, victories=n1 + n3 + n5,
                                                                      battles=battles)]
    return []


# -- one player of a 1st-edition table ----------------------------------------------------

def city_facts(table: Table, seat: int, science: Mapping[str, int]) -> CityFacts:
    """The facts the tokens need, read off a parsed 1st-edition ``Table`` for ``seat``.

    ``science``: the city's final symbols, wildcards chosen (the engine chooses them, see
    ``best_science_with_tokens``). Purple cards are the cards in each city; Olympia B's copy is
    not one (the caller adds it to ``self`` only with ``"guild_token_copy": "counted"``, see the
    data notes "Guild token").
    """
    own, left, right = table.cities[seat], table.left(seat), table.right(seat)
    return CityFacts(
        science=dict(science),
        purple={"left": left.count("purple"), "self": own.count("purple"), "right": right.count("purple")},
        stages={"left": left.stages, "self": own.stages, "right": right.stages},
        names={"left": left.name, "right": right.name})


def player_lines(placed: int | Sequence[int] | None, tokens: Iterable[str], facts: CityFacts,
                 cat: BabelCatalogue | None = None) -> list[Line]:
    """Everything Babel adds to one player's score sheet: the tower row (when the tower is
    played, ``placed`` not None) and one line per project token."""
    lines = [] if placed is None else [tower_line(placed, cat)]
    return lines + token_lines(tokens, facts, cat)
