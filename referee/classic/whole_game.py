"""The whole game's conflicts (``"check": "military"`` with each player's ``shields`` per Age and the
``military`` tokens held) when the expansions played change them (``RefereeExpansion.conflict``:
Leaders' Tomyris and Semiramis, Babel's tiles 19 and 22 and Great Project shields; the seats out of a
conflict, Cities' Diplomacy, from the table).

What the expansions leave open (the Age each conflict leader was recruited in, the tiles visible at
each conflict) each declares as hypotheses (``RefereeExpansion.conflict_hypotheses``); the three Ages
are run, in order, for every combination of them (the product, at most ``MAX_COMBINATIONS``), each Age
folding every expansion's change as one Age's check does (``referee.classic.military.folded``) and
seeing the tokens the Ages before gave (Semiramis counts the Defeat tokens held).  The tokens are legal
when one combination fits every city (seed 000, Конец эпохи); the answer says which (each expansion's
``conflict_answer``), or lists the contradictions of the combination nearest to the tokens held.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import islice, product
from math import prod
from typing import Any

from scoring.classic.military import absences, neighbours, table_problem
from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, ngettext

from referee.classic.military import ROMAN, age_conflicts, folded, held_tokens, rule, split_military_document, three_ages

# the most combinations of the expansions' hypotheses tried (Leaders and Babel together: at most 9 × 64)
MAX_COMBINATIONS = 4096


def composes() -> bool:
    """Whether an expansion played changes the conflicts (overrides ``conflict`` or ``conflict_hypotheses``)."""
    from referee.core.expansion import ECONOMY, RefereeExpansion
    return any(type(e).conflict is not RefereeExpansion.conflict
               or type(e).conflict_hypotheses is not RefereeExpansion.conflict_hypotheses for e in ECONOMY.get())


def _tok(t: int) -> str:
    return f"+{t}" if t > 0 else str(t)


def _list(tokens: Sequence[int]) -> str:
    return ", ".join(_tok(t) for t in sorted(tokens)) if tokens else _("no token")


def _fits(given: Any, want: Mapping[str, list[int]]) -> bool:
    if given is None:
        return True
    if isinstance(given, Mapping):
        return all(Counter(given.get(s, [])) == Counter(want[s]) for s in ("left", "right"))
    return Counter(given) == Counter(want["left"] + want["right"])


def _three_ages(doc: Mapping, table: Any, shields: Sequence[Sequence[int]], combo: Sequence[Any]) -> dict:
    """The three Ages' conflicts under one combination of hypotheses: each city's tokens per neighbour,
    each Age's strengths, fights and notes, and whether any expansion changed the tokens a fight gives."""
    from referee.core.expansion import city_conflicts
    names = [c.name for c in table.cities]
    got = {nm: {"left": [], "right": []} for nm in names}
    ages, changed = [], False
    for age in (1, 2, 3):
        before = [{side: list(got[nm][side]) for side in ("left", "right")} for nm in names]
        eff, powers = city_conflicts(doc, table, age, [s[age - 1] for s in shields], before, combo)
        changed = changed or any(p.tokens is not None or p.defeat_to_winner is not None for p in powers)
        one = age_conflicts(table, age, eff, **folded(powers))
        for nm in names:
            for side in ("left", "right"):
                got[nm][side] += one["tokens"][nm][side]
        ages.append({"age": age, "shields": one["shields"], "conflicts": one["conflicts"],
                     "reasons": [n for p in powers for n in p.notes]})
    return {"tokens": got, "ages": ages, "changed": changed}


def _contradictions(table: Any, held: Sequence[Any], run: Mapping) -> list[dict]:
    names = [c.name for c in table.cities]
    eff = [[a["shields"][nm] for a in run["ages"]] for nm in names]
    out = []
    for i, (nm, given) in enumerate(zip(names, held)):
        want = run["tokens"][nm]
        if _fits(given, want):
            continue
        if isinstance(given, Mapping):
            for side, j in zip(("left", "right"), neighbours(i, len(names))):
                if Counter(given.get(side, [])) == Counter(want[side]):
                    continue
                text = (_("{name} holds {got} against the left neighbour ({nb}) but the conflicts give {want} "
                          "({battles})") if side == "left" else
                        _("{name} holds {got} against the right neighbour ({nb}) but the conflicts give {want} "
                          "({battles})"))
                out.append({"player": nm, "rule": rule(), "text": text.format(
                    name=nm, nb=names[j], got=_list(given.get(side, [])), want=_list(want[side]),
                    battles=_battles(eff, i, (j,), names))})
        else:
            out.append({"player": nm, "rule": rule(), "text": _(
                "{name} holds {got} but the conflicts give {want} ({battles})").format(
                name=nm, got=_list(given), want=_list(want["left"] + want["right"]),
                battles=_battles(eff, i, tuple(dict.fromkeys(neighbours(i, len(names)))), names))})
    return out


def _battles(eff: Sequence[Sequence[int]], i: int, others: Sequence[int], names: Sequence[str]) -> str:
    """Each Age's strengths of seat ``i`` and its neighbours ``others``, after the expansions' changes."""
    return "; ".join(ngettext("age {age}: {mine} shield against {theirs}", "age {age}: {mine} shields against {theirs}",
                              eff[i][a]).format(
        age=ROMAN[a + 1], mine=eff[i][a], theirs=", ".join(f"{eff[j][a]} ({names[j]})" for j in others))
        for a in range(3))


def _hypotheses(doc: Mapping, table: Any, problems: Problems) -> list[tuple[Any, ...]]:
    from referee.core.expansion import ECONOMY
    options = []
    for e in ECONOMY.get():
        try:
            options.append(tuple(e.conflict_hypotheses(doc, table)) or (None,))
        except BadInput as exc:
            problems.items.extend(exc.problems)
            options.append((None,))
    return options


def check_whole_game(doc: Mapping, parse=None) -> dict:
    """The whole game's tokens checked against the shields with every expansion's change to the
    conflicts, under each combination of what they leave open (module docstring)."""
    from referee.core.expansion import conflict_keys
    problems = Problems()
    table, shields_raw, held = split_military_document(doc, problems, drop_player=conflict_keys(), parse=parse)
    shields = three_ages(table, shields_raw, problems)
    options = _hypotheses(doc, table, problems)
    problems.raise_if_any()
    with absences(table):           # seats an expansion takes out of a conflict (Cities' Diplomacy)
        return _judged(doc, table, shields, held, options)


def _judged(doc: Mapping, table: Any, shields, held, options) -> dict:
    from referee.core.expansion import ECONOMY
    total = prod(len(o) for o in options)
    best = None
    for combo in islice(product(*options), MAX_COMBINATIONS):
        run = _three_ages(doc, table, shields, combo)
        bad = sum(1 for nm, h in zip(run["tokens"], held) if not _fits(h, run["tokens"][nm]))
        if best is None or bad < best[0]:
            best = (bad, combo, run)
        if bad == 0:
            break
    _bad, combo, run = best
    contradictions = _contradictions(table, held, run)
    reasons = _open_reasons(total, contradictions)
    if not run["changed"] and all(h is not None for h in held):
        why = table_problem([held_tokens(h) for h in held])
        if why:
            reasons.append({"text": _("the table's tokens are impossible: {why}").format(why=why), "rule": rule()})
    verdict = {
        "check": "military",
        "legal": not contradictions and not reasons,
        "ages": run["ages"],
        "tokens": {nm: dict(e, total=sum(e["left"] + e["right"])) for nm, e in run["tokens"].items()},
        "problems": contradictions,
        "reasons": reasons,
    }
    for e, h in zip(ECONOMY.get(), combo):
        more = dict(e.conflict_answer(doc, table, h, run["ages"]))
        verdict["reasons"] = verdict["reasons"] + list(more.pop("reasons", ()))
        verdict.update(more)
    return verdict


def _open_reasons(total: int, contradictions: Sequence[dict]) -> list[dict]:
    """Why no combination was found: too many to try all, or none of them fits."""
    if not contradictions or total < 2:
        return []
    if total > MAX_COMBINATIONS:
        return [{"text": _("only the first {tried} of the {total} ways the expansions' powers may have acted in the "
                           "conflicts were tried and none fits every city's tokens: give what is known (the Age a "
                           "leader was recruited in, the tiles visible at each conflict) to check it").format(
                               tried=MAX_COMBINATIONS, total=total), "rule": rule()}]
    return [{"text": ngettext("none of the {n} way the expansions' powers may have acted in the conflicts fits every "
                              "city's tokens; the nearest is shown",
                              "none of the {n} ways the expansions' powers may have acted in the conflicts fits every "
                              "city's tokens; the nearest is shown", total).format(n=total), "rule": rule()}]
