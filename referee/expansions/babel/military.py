"""``"check": "military"`` with Babel: the conflict tokens a table holds,
checked against the shields with what Babel changes.

Seed 004 = ``../shared/seeds/004_85362e93b63049c5.txt`` (the Russian Babel rulebook):

- tile 22 doubles defeats: two −1 tokens for one lost battle (seed 004, 22);
- tile 19 lowers victories: 1 → nothing, 3 → 1, 5 → 3 (seed 004, 19);
- a Great Project's shield tokens add to the shields in every later conflict (seed 004, Награды),
  from the end of the project's age on (``scoring.expansions.babel.table``, the scoring side's reading);
- a Great Project's victory tokens are not battle results: they are held under
  ``players[i].babel.tokens``, never in ``military``.

Which tiles were visible at each age's conflicts: ``tower_at_conflicts`` (``[[…], […], […]]``)
when given; otherwise every combination of tiles 19 and 22 per age is tried (only those some
player placed, when every player lists the tiles placed), and the tokens are legal when one
combination fits every city.  The scoring-side helpers do the counting
(``scoring.expansions.babel.score.battle_tokens``, ``scoring.expansions.babel.table``); this module only explains.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

from scoring.expansions.babel.catalogue import babel_catalogue
from scoring.expansions.babel.document import PLAYER_KEY, TABLE_KEYS, parse_babel
from scoring.expansions.babel.score import battle_tokens
from scoring.expansions.babel.table import CONFLICTS_KEY, _parse_conflicts, _project_shields_by_age
from scoring.core.errors import Problems
from scoring.core.i18n import _
from scoring.classic.military import absences, neighbours, shields_problems, table_problem, tokens_by_side

from referee.classic.military import RULE, ROMAN, explain, split_military_document

SEED = "babel"
RULE_TILE = {19: "Babel tile 19; babel, Эффекты тайлов Строительства (19)",
             22: "Babel tile 22; babel, Эффекты тайлов Строительства (22)"}
RULE_SHIELD = f"{SEED}, Награды"
RULE_NOT_BATTLE = f"{SEED}, Награды; Правила игры с другими дополнениями"
MILITARY_TILES = (19, 22)


def _tok(t: int) -> str:
    return f"+{t}" if t > 0 else str(t)


def _list(tokens: Sequence[int]) -> str:
    return ", ".join(_tok(t) for t in sorted(tokens)) if tokens else _("no token")


def expected_by_side(per_age: Sequence[Sequence[int]], visible: Sequence[Sequence[int]]) -> list[dict[str, list[int]]]:
    """Every city's battle tokens per neighbour, with the tiles visible at each age's conflicts."""
    out = []
    for sides in tokens_by_side(per_age):
        out.append({side: [t for age, value in sides[side]
                           for t in battle_tokens(age, value > 0, visible[age - 1])] for side in ("left", "right")})
    return out


def _fits(held: Any, exp: Mapping[str, list[int]]) -> bool:
    if held is None:
        return True
    if isinstance(held, Mapping):
        return all(Counter(held.get(side, [])) == Counter(exp[side]) for side in ("left", "right"))
    return Counter(held) == Counter(exp["left"] + exp["right"])


def tile_choices(babel, conflicts, cities) -> list[tuple[tuple[int, ...], ...]]:
    """The tiles that may have been visible at the conflicts of ages I-III (19 and 22 only matter)."""
    if conflicts:
        return [tuple(tuple(n for n in age if n in MILITARY_TILES) for age in conflicts)]
    if not babel.tower_in_play:
        return [((), (), ())]
    listed = all(b.tiles is not None for b, c in zip(babel.cities, cities) if not c.free_city)
    placed = {n for b in babel.cities for n in (b.tiles or ())}
    tiles = [n for n in MILITARY_TILES if not listed or n in placed]
    per_age = [()] + [(n,) for n in tiles] + ([tuple(tiles)] if len(tiles) > 1 else [])
    return list(product(per_age, repeat=3))


def _describe(visible: Sequence[Sequence[int]]) -> str:
    parts = [_("age {age}: tiles {tiles}").format(age=ROMAN[a + 1], tiles=", ".join(map(str, tiles)))
             for a, tiles in enumerate(visible) if tiles]
    return "; ".join(parts) if parts else _("neither tile 19 nor tile 22 visible")


def _battles_text(names, shields, i, j) -> str:
    return "; ".join(_("age {age}: {mine} shields against {theirs}").format(
        age=ROMAN[a + 1], mine=shields[i][a], theirs=shields[j][a]) for a in range(3))


def _contradictions(names, shields, held, exp, visible) -> list[dict]:
    n = len(names)
    out = []
    where = _describe(visible)
    for i, h in enumerate(held):
        if h is None or _fits(h, exp[i]):
            continue
        if isinstance(h, Mapping):
            for side, j in zip(("left", "right"), neighbours(i, n)):
                if Counter(h.get(side, [])) == Counter(exp[i][side]):
                    continue
                against = (_("the left neighbour ({name})") if side == "left" else
                           _("the right neighbour ({name})")).format(name=names[j])
                text = _("{name} holds {got} against {neighbour} but the shields give {want} "
                         "({battles}; {tiles})").format(name=names[i], got=_list(h.get(side, [])), neighbour=against,
                                                         want=_list(exp[i][side]),
                                                         battles=_battles_text(names, shields, i, j), tiles=where)
                out.append({"player": names[i], "text": text, "rule": RULE})
        else:
            text = _("{name} holds {got} but the shields give {want} ({tiles})").format(
                name=names[i], got=_list(h), want=_list(exp[i]["left"] + exp[i]["right"]), tiles=where)
            out.append({"player": names[i], "text": text, "rule": RULE})
    return out


def check_babel_military_document(doc: Mapping, parse=None) -> dict:
    """``"check": "military"`` on a table with Babel → the military verdict (``referee.classic.military``'s
    shape, plus ``"babel"``: the tiles at the conflicts used, the shield and victory tokens); ``parse``:
    the game's parser with the other expansions played (their cards and fields; the seats they take
    out of a conflict, ``scoring.classic.military.absences``)."""
    problems = Problems()
    drop = TABLE_KEYS + (CONFLICTS_KEY,)
    own = doc
    if parse is not None:
        # Babel reads the names it claims; the game's parser reads them all (the other expansions' cards)
        from scoring.expansions.babel import EXPANSION
        names = doc.get("expansions")
        if isinstance(names, list):
            own = dict(doc, expansions=[n for n in names if EXPANSION.claims(n) is not None])
        drop = tuple(k for k in drop if k != "expansions")
    babel = parse_babel(own, problems)
    conflicts = _parse_conflicts(doc.get(CONFLICTS_KEY), babel, problems)
    table, shields_raw, held = split_military_document(doc, problems, drop_table=drop, drop_player=(PLAYER_KEY,),
                                                       parse=parse)
    with absences(table):
        return _judged(babel, conflicts, table, shields_raw, held, problems)


def _judged(babel, conflicts, table, shields_raw, held, problems: Problems) -> dict:  # noqa: C901 — the input checked field by field before the tiles at each conflict
    shields, extra_shields = [], []
    for c, raw in zip(table.cities, shields_raw):
        three_ages, wrong = shields_problems(raw, c.shields)
        for msg in wrong:
            problems.add(f"players[{c.seat}].shields", msg)
        tokens = babel.cities[c.seat].tokens if c.seat < len(babel.cities) else ()
        extra = _project_shields_by_age(tokens)
        extra_shields.append(extra)
        if three_ages is not None:
            shields.append([s + e for s, e in zip(three_ages, extra)])
    problems.raise_if_any()
    names = [c.name for c in table.cities]
    reasons: list[dict] = []
    for c, extra in zip(table.cities, extra_shields):
        if any(extra):
            reasons.append({"text": _("{name}'s Great Project shield tokens add {ages} shields at the conflicts of "
                                      "ages I, II and III").format(name=c.name, ages=", ".join(map(str, extra))),
                            "rule": RULE_SHIELD})
    cat = babel_catalogue()
    for c in table.cities:
        won = [t for t in (babel.cities[c.seat].tokens if c.seat < len(babel.cities) else ())
               if (cat.token(t) and cat.token(t).row == "military" and cat.token(t).score.points > 0)]
        if won:
            reasons.append({"text": _("{name}'s Great Project victory tokens ({tokens}) score in the military row but "
                                      "are not battle results: they are not checked against the shields").format(
                                          name=c.name, tokens=", ".join(won)), "rule": RULE_NOT_BATTLE})
    choices = tile_choices(babel, conflicts, table.cities)
    best, best_bad = None, None
    for visible in choices:
        exp = expected_by_side(shields, visible)
        bad = sum(1 for h, e in zip(held, exp) if not _fits(h, e))
        if best is None or bad < best_bad:
            best, best_bad = (visible, exp), bad
        if bad == 0:
            break
    visible, exp = best
    if babel.tower_in_play:
        contradictions = _contradictions(names, shields, held, exp, visible)
        if contradictions and not conflicts and len(choices) > 1:
            reasons.append({"text": _("no choice of tiles 19 and 22 visible at each age's conflicts fits every "
                                      "city's tokens (give \"tower_at_conflicts\" to check one)"),
                            "rule": RULE_TILE[22]})
        for n in MILITARY_TILES:
            ages = [ROMAN[a + 1] for a, tiles in enumerate(visible) if n in tiles]
            if ages:
                text = (_("tile 22 was visible at the conflicts of age {ages}: two defeat tokens for each lost battle")
                        if n == 22 else
                        _("tile 19 was visible at the conflicts of age {ages}: victory tokens lowered (1 → none, "
                          "3 → 1, 5 → 3)")).format(ages=", ".join(ages))
                reasons.append({"text": text, "rule": RULE_TILE[n]})
    else:
        # the projects alone: the 1st-edition check, with the shield tokens added to the shields
        contradictions = explain(names, shields, held)
        flat = [None if h is None else (list(h.get("left", [])) + list(h.get("right", []))
                                        if isinstance(h, Mapping) else list(h)) for h in held]
        if all(h is not None for h in flat):
            why = table_problem(flat)
            if why:
                reasons.append({"text": _("the table's tokens are impossible: {why}").format(why=why), "rule": RULE})
    impossible = any(r["rule"] == RULE for r in reasons)
    return {
        "check": "military",
        "legal": not contradictions and not impossible,
        "ages": [{"age": a, "shields": {nm: s[a - 1] for nm, s in zip(names, shields)}} for a in (1, 2, 3)],
        "tokens": {nm: {"left": e["left"], "right": e["right"], "total": sum(e["left"] + e["right"])}
                   for nm, e in zip(names, exp)},
        "problems": contradictions,
        "reasons": reasons,
        "babel": {"tower_at_conflicts": [list(v) for v in visible] if babel.tower_in_play else None,
                  "shield_tokens": {nm: e for nm, e in zip(names, extra_shields)}},
    }


__all__ = ["check_babel_military_document", "expected_by_side", "tile_choices"]


def age_power(doc: Mapping, table, age: int):
    """What Babel changes in one Age's conflicts (``RefereeExpansion.conflict``): the tiles 19 and 22 the
    tower shows now (``tower``: the table as it stands at that conflict) lower the victories and double the
    defeats (seed 004, 19 and 22), and the Great Projects' shield tokens of the earlier Ages add to the
    shields (seed 004, Награды: they count in every later conflict)."""
    from referee.core.expansion import ConflictPower
    from scoring.classic.military import DEFEAT
    from scoring.expansions.babel import EXPANSION
    from scoring.expansions.babel.score import defeats_taken, victory_taken
    problems = Problems()
    names = doc.get("expansions")
    own = dict(doc, expansions=[n for n in names if EXPANSION.claims(n) is not None]) if isinstance(names, list) else doc
    babel = parse_babel(own, problems)
    problems.raise_if_any()
    visible = tuple(n for n in babel.tower if n in MILITARY_TILES)
    notes = [{"text": _("Tile {n} is visible in the tower at this conflict").format(n=n), "rule": RULE_TILE[n]}
             for n in visible]
    more = {}
    for c in table.cities:
        tokens = babel.cities[c.seat].tokens if c.seat < len(babel.cities) else ()
        extra = _project_shields_by_age(tokens)[age - 1]
        if extra:
            more[c.seat] = extra
            notes.append({"text": _("{name}'s Great Project shield tokens add {n} to the shields entered").format(
                name=c.name, n=extra), "rule": RULE_SHIELD})

    def tokens(a: int, won: bool, given: tuple[int, ...]) -> tuple[int, ...]:
        if won:
            return tuple(v for t in given if (v := victory_taken(t, visible)))
        return tuple(d for t in given for d in (defeats_taken(visible) if t == DEFEAT else (t,)))
    return ConflictPower(shields=more, notes=tuple(notes), tokens=tokens if visible else None)
