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
combination fits every city: each choice is a hypothesis of the base game's whole-game check
(``referee.classic.whole_game``), which runs the three Ages with ``age_power`` folded in.
"""
from __future__ import annotations

from collections.abc import Mapping
from itertools import product
from typing import Any, NamedTuple

from scoring.expansions.babel.catalogue import babel_catalogue
from scoring.expansions.babel.document import parse_babel
from scoring.expansions.babel.table import CONFLICTS_KEY, _parse_conflicts, _project_shields_by_age
from scoring.core.errors import Problems
from scoring.core.i18n import _, display, ngettext

from referee.classic.military import ROMAN

SEED = "babel"
RULE_TILE = {19: "Babel tile 19; babel, Эффекты тайлов Строительства (19)",
             22: "Babel tile 22; babel, Эффекты тайлов Строительства (22)"}
RULE_SHIELD = f"{SEED}, Награды"
RULE_NOT_BATTLE = f"{SEED}, Награды; Правила игры с другими дополнениями"
MILITARY_TILES = (19, 22)


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


class Seen(NamedTuple):
    """One hypothesis of the whole game's check (``RefereeExpansion.conflict_hypotheses``): the tiles 19
    and 22 visible at the conflicts of Ages I-III, with Babel's state (parsed once)."""
    visible: tuple[tuple[int, ...], ...]
    babel: Any


def _parsed(doc: Mapping, problems: Problems):
    """Babel's state and ``tower_at_conflicts`` (Babel reads the expansion names it claims; the game's
    parser reads them all)."""
    from scoring.expansions.babel import EXPANSION
    names = doc.get("expansions")
    own = dict(doc, expansions=[n for n in names if EXPANSION.claims(n) is not None]) if isinstance(names, list) else doc
    babel = parse_babel(own, problems)
    return babel, _parse_conflicts(doc.get(CONFLICTS_KEY), babel, problems)


def hypotheses(doc: Mapping, table) -> list[Seen]:
    """Which tiles were visible at each Age's conflict: ``tower_at_conflicts`` when given, otherwise every
    choice of tiles 19 and 22 per Age (``tile_choices``); ``BadInput`` on Babel's bad fields."""
    problems = Problems()
    babel, conflicts = _parsed(doc, problems)
    problems.raise_if_any()
    return [Seen(tuple(tuple(a) for a in v), babel) for v in tile_choices(babel, conflicts, table.cities)]


def answer(doc: Mapping, table, seen: Seen | None) -> dict:
    """What the whole game's answer gains (``RefereeExpansion.conflict_answer``): ``"babel"``, the tiles at
    the conflicts kept (None without the tower) and each city's Great Project shield tokens per Age, and
    the reasons: the shield tokens, the project victory tokens that are not battle results, the tiles."""
    if seen is None:
        problems = Problems()
        seen = Seen(((), (), ()), _parsed(doc, problems)[0])
    babel, reasons, extra_shields = seen.babel, [], {}
    cat = babel_catalogue()
    for c in table.cities:
        tokens = babel.cities[c.seat].tokens if c.seat < len(babel.cities) else ()
        extra = extra_shields[c.name] = _project_shields_by_age(tokens)
        if any(extra):
            reasons.append({"text": _("{name}'s Great Project shield tokens add {ages} shields at the conflicts of "
                                      "ages I, II and III").format(name=c.name, ages=", ".join(map(str, extra))),
                            "rule": RULE_SHIELD})
        won = [t for t in tokens if cat.token(t) and cat.token(t).row == "military" and cat.token(t).score.points > 0]
        if won:
            reasons.append({"text": _("{name}'s Great Project victory tokens score in the military row but are not "
                                      "battle results, so they are not checked against the shields: {tokens}").format(
                                          name=c.name, tokens=", ".join(display(cat.token(t)) for t in won)),
                            "rule": RULE_NOT_BATTLE})
    for n in MILITARY_TILES if babel.tower_in_play else ():
        ages = [ROMAN[a + 1] for a, tiles in enumerate(seen.visible) if n in tiles]
        if ages:
            text = (ngettext("tile 22 was visible at the conflicts of age {ages}: two defeat tokens for each lost "
                             "battle",
                             "tile 22 was visible at the conflicts of ages {ages}: two defeat tokens for each lost "
                             "battle", len(ages))
                    if n == 22 else
                    ngettext("tile 19 was visible at the conflicts of age {ages}: victory tokens lowered (1 → none, "
                             "3 → 1, 5 → 3)",
                             "tile 19 was visible at the conflicts of ages {ages}: victory tokens lowered (1 → none, "
                             "3 → 1, 5 → 3)", len(ages))).format(ages=", ".join(ages))
            reasons.append({"text": text, "rule": RULE_TILE[n]})
    return {"babel": {"tower_at_conflicts": [list(v) for v in seen.visible] if babel.tower_in_play else None,
                      "shield_tokens": extra_shields}, "reasons": reasons}


__all__ = ["answer", "hypotheses", "tile_choices"]


def age_power(doc: Mapping, table, age: int, seen: Seen | None = None):
    """What Babel changes in one Age's conflicts (``RefereeExpansion.conflict``): the tiles 19 and 22 the
    tower shows now (``tower``: the table as it stands at that conflict; ``seen``: the whole game's
    hypothesis of the tiles at each Age's conflict) lower the victories and double the defeats (seed 004,
    19 and 22), and the Great Projects' shield tokens of the earlier Ages add to the shields (seed 004,
    Награды: they count in every later conflict)."""
    from referee.core.expansion import ConflictPower
    from scoring.classic.military import DEFEAT
    from scoring.expansions.babel.score import defeats_taken, victory_taken
    if seen is None:
        problems = Problems()
        babel = _parsed(doc, problems)[0]
        problems.raise_if_any()
        visible = tuple(n for n in babel.tower if n in MILITARY_TILES)
    else:
        babel, visible = seen.babel, seen.visible[age - 1]
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
