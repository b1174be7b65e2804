"""Conflict tokens derived from shields, and token sets that contradict the neighbours
(seed 000, Конец эпохи).

Document form (``"check": "military"``): each player gives ``shields``: the shields
at the end of ages I, II and optionally III (age III defaults to the final table:
red cards and wonder stages), and optionally ``military``: the tokens held, either
a list ``[1, 3, -1]`` or per neighbour ``{"left": [1, 5], "right": [-1]}``.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from scoring.classic.document import parse_table
from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, ngettext
from scoring.classic.military import VICTORY, absences, neighbours, shields_problems, table_problem, tokens_by_side
from scoring.core.numbers import is_int

RULE = "7w, Конец эпохи"
ROMAN = {1: "I", 2: "II", 3: "III"}


def _tok(t: int) -> str:
    return f"+{t}" if t > 0 else str(t)


def _age_of(token: int) -> int | None:
    return next((a for a, v in VICTORY.items() if v == token), None)


def explain(names: Sequence[str], shields: Sequence[Sequence[int]], held: Sequence[Any]) -> list[dict]:
    """Every contradiction between the tokens held and the shields, in plain words."""
    n = len(names)
    exp = tokens_by_side(shields)
    out = []
    for i, tokens in enumerate(held):
        if tokens is None:
            continue
        if isinstance(tokens, Mapping):
            for side, j in zip(("left", "right"), neighbours(i, n)):
                got = Counter(tokens.get(side, []))
                want = Counter(t for _, t in exp[i][side])
                for t in sorted(set(got) | set(want)):
                    if got[t] == want[t]:
                        continue
                    out.append(_sided(names, shields, i, j, side, t, got[t], want[t]))
        else:
            got = Counter(tokens)
            want = Counter(t for side in ("left", "right") for _, t in exp[i][side])
            for t in sorted(set(got) | set(want)):
                if got[t] != want[t]:
                    out.append(_flat(names, shields, i, t, got[t], want[t]))
    return out


def _versus(names, shields, i, j, age) -> str:
    return ngettext("{n} shield against {other}'s {theirs}", "{n} shields against {other}'s {theirs}",
                    shields[i][age - 1]).format(n=shields[i][age - 1], other=names[j], theirs=shields[j][age - 1])


def _sided(names, shields, i, j, side, t, got, want) -> dict:
    name, nb = names[i], names[j]
    age = _age_of(t)
    if age is not None:
        a, b = shields[i][age - 1], shields[j][age - 1]
        args = dict(name=name, token=_tok(t), nb=nb, age=ROMAN[age], versus=_versus(names, shields, i, j, age))
        if got > want:
            why = _("fewer shields") if a < b else _("the same shields (a tie gives no token)")
            text = (_("{name} holds {token} against the left neighbour ({nb}) in age {age} but has {why}: {versus}")
                    if side == "left" else
                    _("{name} holds {token} against the right neighbour ({nb}) in age {age} but has {why}: "
                      "{versus}")).format(why=why, **args)
        else:
            text = (_("{name} should hold {token} against the left neighbour ({nb}) in age {age}: {versus}")
                    if side == "left" else
                    _("{name} should hold {token} against the right neighbour ({nb}) in age {age}: {versus}")
                    ).format(**args)
    else:
        lost = [a for a in (1, 2, 3) if shields[i][a - 1] < shields[j][a - 1]]
        ages = ", ".join(_("age {age} ({versus})").format(age=ROMAN[a], versus=_versus(names, shields, i, j, a))
                         for a in lost) or _("no age")
        text = (_("{name}'s defeat tokens against the left neighbour ({nb}): {got}, but {name} lost to {nb} in "
                  "{ages}: defeat tokens due: {want}") if side == "left" else
                _("{name}'s defeat tokens against the right neighbour ({nb}): {got}, but {name} lost to {nb} in "
                  "{ages}: defeat tokens due: {want}")).format(name=name, got=got, nb=nb, ages=ages, want=want)
    return {"player": name, "text": text, "rule": RULE}


def _flat(names, shields, i, t, got, want) -> dict:
    n = len(names)
    name = names[i]
    age = _age_of(t)
    sides = list(zip(("left", "right"), neighbours(i, n)))
    if age is not None:
        facts = "; ".join((_("left {name}: {versus}") if side == "left" else _("right {name}: {versus}")).format(
            name=names[j], versus=_versus(names, shields, i, j, age)) for side, j in sides)
        text = ngettext("{name} holds {got} token of {token} but the age {age} shields give {want} ({facts})",
                        "{name} holds {got} tokens of {token} but the age {age} shields give {want} ({facts})",
                        got).format(
            name=name, got=got, token=_tok(t), age=ROMAN[age], want=want, facts=facts)
    else:
        text = ngettext("{name} holds {got} defeat token but the shields give {want}",
                        "{name} holds {got} defeat tokens but the shields give {want}", got).format(
            name=name, got=got, want=want)
    return {"player": name, "text": text, "rule": RULE}


def split_military_document(doc: Mapping, problems: Problems, drop_table: tuple[str, ...] = (),
                            drop_player: tuple[str, ...] = (), parse: Callable[[Any, tuple[str, ...]], Any] | None = None):
    """A ``"check": "military"`` document → (the table parsed without the players' ``shields`` and
    ``military``, each player's raw shields, each player's held tokens); ``drop_table`` and
    ``drop_player``: more keys an expansion reads itself (Babel's); ``parse``: the parser of the table
    with the expansions' cards (Leaders': its leaders), the 1st edition's own by default. ``BadInput``
    with every problem found so far when the table does not parse."""
    players = doc.get("players")
    stripped = {k: v for k, v in doc.items() if k not in ("check", *drop_table)}
    shields_raw: list[Any] = []
    held: list[Any] = []
    if isinstance(players, list):
        clean = []
        for k, pl in enumerate(players):
            if isinstance(pl, Mapping):
                pl = {key: v for key, v in pl.items() if key not in drop_player}
                shields_raw.append(pl.pop("shields", None))
                held.append(_parse_held(pl.pop("military", None), f"players[{k}].military", problems))
            else:
                shields_raw.append(None)
                held.append(None)
            clean.append(pl)
        stripped["players"] = clean
    try:
        table = (parse or parse_table)(stripped, ("age",))
    except BadInput as exc:
        raise BadInput(list(problems.items) + list(exc.problems)) from None
    return table, shields_raw, held


def check_military_document(doc: Mapping, parse=None) -> dict:
    problems = Problems()
    table, shields_raw, held = split_military_document(doc, problems, parse=parse)
    with absences(table):           # seats an expansion takes out of a conflict (Cities' Diplomacy)
        return _judged(table, shields_raw, held, problems)


def _judged(table, shields_raw, held, problems: Problems) -> dict:
    shields = []
    for c, raw in zip(table.cities, shields_raw):
        three_ages, wrong = shields_problems(raw, c.shields)
        for msg in wrong:
            problems.add(f"players[{c.seat}].shields", msg)
        if three_ages is not None:
            shields.append(three_ages)
    problems.raise_if_any()
    names = [c.name for c in table.cities]
    exp = tokens_by_side(shields)
    contradictions = explain(names, shields, held)
    flat_held = [None if h is None else (list(h.get("left", [])) + list(h.get("right", []))
                                         if isinstance(h, Mapping) else list(h)) for h in held]
    reasons = []
    if all(h is not None for h in flat_held):
        why = table_problem(flat_held)
        if why:
            reasons.append({"text": _("the table's tokens are impossible: {why}").format(why=why), "rule": RULE})
    return {
        "check": "military",
        "legal": not contradictions and not reasons,
        "ages": [{"age": a, "shields": {nm: s[a - 1] for nm, s in zip(names, shields)}} for a in (1, 2, 3)],
        "tokens": {nm: {side: [t for _, t in e[side]] for side in ("left", "right")} | {
            "total": sum(t for side in ("left", "right") for _, t in e[side])} for nm, e in zip(names, exp)},
        "problems": contradictions,
        "reasons": reasons,
    }


def _parse_held(raw: Any, path: str, problems: Problems):
    if raw is None:
        return None

    def tokens(lst, where):
        if not isinstance(lst, list) or not all(is_int(t) and t in (-1, 1, 3, 5) for t in lst):
            problems.add(where, _("tokens are a list of -1, 1, 3 and 5, got {tokens!r}").format(tokens=lst))
            return []
        return list(lst)

    if isinstance(raw, Mapping):
        for key in raw:
            if key not in ("left", "right"):
                problems.add(f"{path}.{key}", _("per-neighbour tokens are {{\"left\": [...], \"right\": [...]}}").format())
        return {side: tokens(raw.get(side, []), f"{path}.{side}") for side in ("left", "right")}
    return tokens(raw, path)
