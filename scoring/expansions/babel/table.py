"""Babel wired into the 1st-edition game: parse a 7w document with its Babel
fields, check its conflict tokens with tiles 19/22 and the project shields in mind, and
score the Babel rows.

The 1st-edition parser (``scoring.classic.document``) stays in charge of everything else: this
module hands it the document without the Babel fields (and, when Babel is in play,
without ``military``/``shields``, which it checks itself), then adds what Babel changes.
Seed 004 = ``../shared/seeds/004_85362e93b63049c5.txt`` (the Russian Babel rulebook).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scoring.classic.catalogue import SCIENCE
from scoring.classic.document import Table, parse_table
from scoring.classic.score import rank, rechosen_science, score_city
from scoring.core.science import choose
from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import N_, _, display
from scoring.classic.military import (DEFEAT, VICTORY, shields_problems, table_problem)
from scoring.core.numbers import is_int
from scoring.core.result import Line, PlayerScore, Result
from scoring.expansions.babel.catalogue import AGES, babel_catalogue
from scoring.expansions.babel.document import PLAYER_KEY, TABLE_KEYS, BabelTable, parse_babel
from scoring.expansions.babel.score import (CityFacts, battle_token_problems, city_facts, science_sets,
                    tokens_from_shields, tower_line, token_line)

CONFLICTS_KEY = "tower_at_conflicts"     # optional: the tiles visible at each age's conflicts
GAME_ID = "7w"                            # Babel is an expansion of the 1st edition only


@dataclass(frozen=True)
class BabelGameTable(Table):
    """A parsed 1st-edition table with its Babel part (``babel`` None: no Babel)."""
    babel: BabelTable | None = None
    conflicts: tuple[tuple[int, ...], ...] = ()


def uses_babel(doc: Any) -> bool:
    """Does a document carry any Babel field (so the Babel parser must read it)?"""
    if not isinstance(doc, Mapping):
        return False
    if any(doc.get(k) not in (None, []) for k in TABLE_KEYS + (CONFLICTS_KEY,)):
        return True
    players = doc.get("players")
    return isinstance(players, list) and any((type(p) is dict or isinstance(p, Mapping)) and PLAYER_KEY in p
                                             for p in players)


def _project_shields_by_age(tokens: Iterable[str]) -> list[int]:
    """Shields a city's shield tokens add at each age's conflicts: a token counts from the end of
    the age of the project that gave it on, since the project is settled before the conflicts
    (seed 004, Конец Эпохи; Награды: 'добавляется к военной силе … каждого конфликта')."""
    cat = babel_catalogue()
    out = [0, 0, 0]
    for tid in tokens:
        tok = cat.token(tid)
        if tok is None or not tok.score.shields:
            continue
        age = min(p.age for p in cat.projects if p.reward.token == tid)
        for a in range(age - 1, 3):
            out[a] += tok.score.shields
    return out


def _possible(tokens: Sequence[int], wins: Sequence[int], losses: Sequence[int], tower: bool) -> bool:
    """Can a city that won ``wins[a]`` and lost ``losses[a]`` battles in age a+1 hold ``tokens``,
    each age with or without tiles 19 and 22 visible at its conflicts (seed 004, 19 and 22)?"""
    from itertools import product
    want = Counter(tokens)
    options = (False, True) if tower else (False,)
    for lowered in product(options, repeat=3):
        for doubled in product(options, repeat=3):
            got: Counter = Counter()
            for a in range(3):
                v = VICTORY[a + 1]
                if lowered[a]:
                    v = {1: 0, 3: 1, 5: 3}[v]
                if v:
                    got[v] += wins[a]
                got[DEFEAT] += losses[a] * (2 if doubled[a] else 1)
            if +got == +want:
                return True
    return False


def _battles(per_age: Sequence[Sequence[int]]) -> list[tuple[list[int], list[int]]]:
    """Per city, (wins per age, losses per age) from shields at each age's end."""
    from scoring.classic.military import neighbours
    n = len(per_age)
    out = []
    for i in range(n):
        wins, losses = [0, 0, 0], [0, 0, 0]
        for j in neighbours(i, n):
            for a in range(3):
                if per_age[i][a] > per_age[j][a]:
                    wins[a] += 1
                elif per_age[i][a] < per_age[j][a]:
                    losses[a] += 1
        out.append((wins, losses))
    return out


def _parse_conflicts(raw: Any, babel: BabelTable, problems: Problems) -> tuple[tuple[int, ...], ...]:
    cat = babel_catalogue()
    if raw is None:
        return ()
    if not isinstance(raw, list) or len(raw) != 3 or not all(isinstance(x, list) for x in raw):
        problems.add(CONFLICTS_KEY, _("tower_at_conflicts lists the visible tiles at the conflicts of ages I, II "
                                      "and III, e.g. [[], [22], [19, 22]]"))
        return ()
    if not babel.tower_in_play:
        problems.add(CONFLICTS_KEY, _("tower_at_conflicts needs \"babel-tower\" (or \"babel\") in \"expansions\""))
    out = []
    for a, tiles in enumerate(raw):
        ok = []
        for k, n in enumerate(tiles):
            if not is_int(n) or cat.tile(n) is None:
                problems.add(f"{CONFLICTS_KEY}[{a}][{k}]", _("tile numbers are 1 to {count}, got {value!r}").format(
                    count=len(cat.tiles), value=n))
            else:
                ok.append(n)
        out.append(tuple(ok))
    return tuple(out)


def _military(doc: Mapping, table: Table, babel: BabelTable, conflicts: tuple[tuple[int, ...], ...],  # noqa: C901 — the battle tokens with each of Babel's changes, checked together
              problems: Problems) -> list[tuple[int, ...]]:
    """Every city's battle tokens, checked and (from shields) derived with Babel's changes:
    project victory tokens are under ``babel.tokens``, never battle results; tiles 19/22 may
    have lowered victories and doubled defeats; shield tokens add to the shields."""
    players = doc["players"]
    tower = babel.tower_in_play
    given: list[list[int] | None] = []
    for c in table.cities:
        p = players[c.seat]
        path = f"players[{c.seat}].military"
        raw = p.get("military")
        if raw is None:
            given.append(None)
            continue
        if not isinstance(raw, list):
            problems.add(path, _("military must be a list of conflict token values, e.g. [1, 3, -1]"))
            given.append(None)
            continue
        bad = False
        for k, t in enumerate(raw):
            if not is_int(t) or t not in (-1, 1, 3, 5):
                problems.add(f"{path}[{k}]", _("{token!r} is not a conflict token (tokens are -1, 1, 3, 5)").format(token=t))
                bad = True
        if not bad:
            for msg in battle_token_problems(raw, tower):
                problems.add(path, msg)
        given.append(None if bad else list(raw))
    with_shields = [c for c in table.cities if "shields" in players[c.seat]]
    if not with_shields:
        if not tower and all(g is not None for g in given) and any(given):
            why = table_problem([g or [] for g in given])
            if why:
                problems.add("players", _("impossible conflict tokens: {why}").format(why=why))
        return [tuple(g or ()) for g in given]
    if len(with_shields) != len(table.cities):
        missing = next(c for c in table.cities if "shields" not in players[c.seat])
        problems.add(f"players[{missing.seat}].shields",
                     _("give shields for every player (or for none) so that tokens can be derived"))
        return [tuple(g or ()) for g in given]
    per_age = []
    for c in table.cities:
        ages, wrong = shields_problems(players[c.seat]["shields"], c.shields)
        for msg in wrong:
            problems.add(f"players[{c.seat}].shields", msg)
        if ages is None:
            return [tuple(g or ()) for g in given]
        extra = _project_shields_by_age(babel.cities[c.seat].tokens if c.seat < len(babel.cities) else ())
        per_age.append([s + e for s, e in zip(ages, extra)])
    derived = tokens_from_shields(per_age, conflicts or ((), (), ()))
    battles = _battles(per_age)
    out = []
    for c, toks, (wins, losses), g in zip(table.cities, derived, battles, given):
        if g is None:
            out.append(tuple(toks))
            continue
        if conflicts and sorted(g) != sorted(toks):
            problems.add(f"players[{c.seat}].military",
                         _("tokens {given} do not match the shields and tower_at_conflicts, which give {derived}").format(
                             given=sorted(g), derived=sorted(toks)))
        elif not conflicts and not _possible(g, wins, losses, tower):
            msg = (_("tokens {given} do not match the shields (with the project shield tokens and tiles 19/22), "
                     "which give {derived}") if tower else
                   _("tokens {given} do not match the shields (with the project shield tokens), which give {derived}"))
            problems.add(f"players[{c.seat}].military", msg.format(given=sorted(g), derived=sorted(toks)))
        out.append(tuple(g))
    return out


def parse_babel_table(doc: Any, extra_keys: Sequence[str] = (), base: Callable[[Any, Sequence[str]], Table] = parse_table
                      ) -> Table:
    """A 7w document, with or without Babel → ``Table`` (``BabelGameTable`` when Babel is used);
    ``BadInput`` lists every problem of both parts with its path.  ``base`` parses the rest of the
    document (the 1st edition's parser, or the next expansion's: ``scoring.core.expansion.compose``)."""
    if not uses_babel(doc) or not isinstance(doc.get("players"), list):
        return base(doc, extra_keys)
    problems = Problems()
    babel = parse_babel(doc, problems)
    if doc.get("game", GAME_ID) not in ("7w", "7 wonders", "7 Wonders") and babel.expansions:
        from scoring.core.boxes import BOXES
        g = next((b for b in BOXES if b.named(doc.get("game"))), None)
        if g is not None and g.id != GAME_ID:
            problems.add("expansions", _("Babel is an expansion of the 1st edition (7w), not of {game}").format(game=g.title))
    conflicts = _parse_conflicts(doc.get(CONFLICTS_KEY), babel, problems)
    rest = {k: v for k, v in doc.items() if k not in TABLE_KEYS + (CONFLICTS_KEY,)}
    rest["players"] = [({k: v for k, v in p.items() if k not in (PLAYER_KEY, "military", "shields")}
                        if isinstance(p, Mapping) else p) for p in doc["players"]]
    try:
        table = base(rest, extra_keys)
    except BadInput as exc:
        problems.raise_with(exc)
    military = _military(doc, table, babel, conflicts, problems)
    problems.raise_if_any()
    cities = tuple(replace(c, military=m) for c, m in zip(table.cities, military))
    return BabelGameTable(game=table.game, catalogue=table.catalogue, cities=cities, ext=table.ext, babel=babel,
                          conflicts=conflicts)


# -- scoring ------------------------------------------------------------------------------

def science_value(table: Table, seat: int):
    """What the seat's science tokens add, as a function of its final symbols (seed 004, Награды:
    per_science_set points "за каждую группу из 3 различных символов науки" per token); None without."""
    babel = getattr(table, "babel", None)
    bc = babel.cities[seat] if babel is not None and seat < len(babel.cities) else None
    n = bc.tokens.count("science") if bc else 0
    if not n:
        return None
    per_set = next(t.score.per_science_set for t in babel_catalogue().tokens if t.id == "science")
    return lambda final: n * per_set * science_sets(final)


def _with_science_tokens(ps: PlayerScore, table: Table, seat: int) -> tuple[PlayerScore, dict]:
    """Re-choose the science wildcards (and any copies) for the whole score the symbols feed: the
    cards' points, the science tokens' and every other expansion's declared value
    (``scoring.core.science.choose``; APP'S READING, data notes "Science token"). Returns the player
    with the science row rebuilt when the choice changed, and the final symbols."""
    city = table.cities[seat]
    symbols = Counter(c.effect.science for c in city.cards if c.effect.science in SCIENCE)
    value = science_value(table, seat)
    choice = choose(symbols, list(ps.choices.get("wildcards", [])), ps.choices,
                    values={"babel": value} if value else None)
    ps = rechosen_science(table, ps, choice, N_(
        "Science: {symbols} → {points} (wildcards chosen with the science tokens counted)"))
    return ps, dict(choice.final)


def _guild_copy(table: Table, seat: int, copied: str | None, babel: BabelTable, facts: CityFacts,
                tokens: Sequence[str]) -> tuple[CityFacts, list[Line]]:
    """Olympia B's copied guild and the guild token (Menagerie's reward): the facts the token
    counts and a line that says what became of the copy.

    The token gives 1 VP for "каждую Гильдию, построенную самим игроком и его соседями" (seed 004,
    Награды); Olympia B "насчитывает очки победы, как будто он имел эту гильдию построенной" (seed 000,
    Сторона B: Статуя Зевса в Олимпии): the copy scores the guild's own points for her, it builds no
    card, and the guild stays the neighbour's, already counted once. So by default the copy adds
    nothing to the token (APP'S READING, data notes "Guild token"); ``"guild_token_copy": "counted"``
    is the table's other reading: the copy counts as a guild of Olympia's city too."""
    copy = table.catalogue.card(copied) if copied else None
    if copy is None or copy.colour != "purple" or "guild" not in tokens:
        return facts, []
    if babel.guild_copy_counted:
        facts = replace(facts, purple={**facts.purple, "self": facts.purple["self"] + 1})
        text = _("Guild token: Olympia B's copy of {guild} counts as a guild of this city too "
                 "(\"guild_token_copy\": \"counted\")")
    else:
        text = _("Guild token: Olympia B's copy of {guild} is not counted again: the copy builds no card and the "
                 "guild stays {owner}'s, counted once (\"guild_token_copy\": \"counted\" would count it)")
    owner = next((c.name for c in (table.left(seat), table.right(seat)) if c.has(copy.name)), "")
    return facts, [Line("guilds", "guild", 0, text.format(guild=display(copy), owner=owner))]


def score_babel_city(table: Table, seat: int, ps: PlayerScore) -> PlayerScore:
    """One seat's score after the 1st edition's: the science tokens in the wildcard choice, the
    tower row and every project token's line (seed 004, Конец игры)."""
    babel = getattr(table, "babel", None)
    if babel is None:
        return ps
    cat = babel_catalogue()
    city = table.cities[seat]
    bc = babel.cities[seat] if seat < len(babel.cities) else None
    tokens = bc.tokens if bc else ()
    ps, final = _with_science_tokens(ps, table, seat)
    facts = city_facts(table, seat, final)
    facts, copy_lines = _guild_copy(table, seat, ps.choices.get("olympia_copy"), babel, facts, tokens)
    cats = dict(ps.categories)
    lines = list(ps.details)
    extra: dict[str, Any] = {}
    if babel.tower_in_play:
        # seed 004, Правила для 2 игроков: the Free City gets no tiles (no tower row for it)
        placed = 0 if city.free_city or bc is None else (bc.tiles if bc.tiles is not None else bc.placed)
        line = tower_line(placed, cat)
        cats["tower"] = cats.get("tower", 0) + line.points
        lines.append(line)
        extra["tower_tiles"] = list(bc.tiles) if bc and bc.tiles is not None else (bc.placed if bc else 0)
    for tid in tokens:
        line = token_line(tid, facts, cat)
        cats[line.category] = cats.get(line.category, 0) + line.points
        lines.append(line)
    lines += copy_lines
    if babel.projects_in_play:
        extra["project_tokens"] = list(tokens)
    return replace(ps, categories=cats, details=tuple(lines), extra={**ps.extra, "babel": extra})


def score_babel_table(table: Table) -> Result:
    """Score a 1st-edition table, adding the Babel rows (seed 004, Конец игры) when it has Babel."""
    from scoring.classic.score import score_table
    babel = getattr(table, "babel", None)
    if babel is None:
        return score_table(table)
    scores = [score_babel_city(table, seat, score_city(table, seat)) for seat in range(table.size)]
    ranked, winners, note = rank(scores)
    return Result(table.game.id, tuple(ranked), winners, note,
                  extra={"expansions": sorted(babel.expansions)})


def score(doc: Any) -> Result:
    return score_babel_table(parse_babel_table(doc))


__all__ = ["BabelGameTable", "parse_babel_table", "score_babel_table", "score", "uses_babel", "AGES",
           "science_sets"]
