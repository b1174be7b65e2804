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
from scoring.classic.military import (ABSENT, DEFEAT, VICTORY, absences, fighting, neighbours, shields_problems,
                                      table_problem, tokens_by_side)
from scoring.core.numbers import is_int

RULE = "7w, Конец эпохи"      # the 1st edition's (the expansions' modules cite it); a check cites ``rule()``


def rule() -> str:
    """The conflicts' section in the rulebook of the edition being refereed (``referee.classic.check.RULE``:
    the 2nd edition's, seed 001, Разрешение военных конфликтов, when its referee sets its citations)."""
    from referee.classic.check import RULE as CITED
    return CITED["military"]
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
    return {"player": name, "text": text, "rule": rule()}


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
    return {"player": name, "text": text, "rule": rule()}


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


def three_ages(table, shields_raw, problems: Problems) -> list:
    """Each city's shields at the three Ages' conflicts, every wrong entry added to ``problems``."""
    shields = []
    for c, raw in zip(table.cities, shields_raw):
        three, wrong = shields_problems(raw, c.shields)
        for msg in wrong:
            problems.add(f"players[{c.seat}].shields", msg)
        if three is not None:
            shields.append(three)
    return shields


def _judged(table, shields_raw, held, problems: Problems) -> dict:
    shields = three_ages(table, shields_raw, problems)
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
            reasons.append({"text": _("the table's tokens are impossible: {why}").format(why=why), "rule": rule()})
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


# -- one Age's conflicts (the referee screen's Conflicts tab) -------------------------------------
#
# ``"check": "military"`` with ``"age": 2`` and each player's ``"shields"`` a whole number (the shields
# at that Age's conflict; a player without one: the shields its city shows) → who fights whom at the
# end of that Age and the tokens each takes (seed 000, Конец эпохи: «каждый игрок сравнивает общее
# количество щитов … с каждым из двух соседних городов … победитель получает жетон Победы … проигравший
# получает жетон Поражения (-1)»; a tie gives no token).  The table is the one the referee judges: the
# cities as they stand at that conflict.

def is_age_document(doc: Any) -> bool:
    """A ``"check": "military"`` document asking one Age's conflicts: some player's ``shields`` is a
    whole number (the whole game's check lists them per Age)."""
    players = doc.get("players") if isinstance(doc, Mapping) else None
    return isinstance(players, list) and any(isinstance(p, Mapping) and is_int(p.get("shields")) for p in players)


def split_age_document(doc: Mapping, problems: Problems, drop_player: tuple[str, ...] = (),
                       parse: Callable[[Any, tuple[str, ...]], Any] | None = None) -> tuple[Any, int, list[int], list]:
    """A one-Age military document → (the table, the Age, each seat's shields at its conflict, the tokens
    each holds before it: ``military`` as the whole game's check reads it, None when not given)."""
    table, raw, held = split_military_document(doc, problems, drop_player=drop_player, parse=parse)
    age = doc.get("age")
    if not is_int(age) or age not in (1, 2, 3):
        problems.add("age", _("the Age whose conflicts are asked is 1, 2 or 3, got {age!r}").format(age=age))
    shields = []
    for c, given in zip(table.cities, raw):
        if given is None:
            shields.append(c.shields)
        elif not is_int(given) or given < 0:
            problems.add(f"players[{c.seat}].shields", _(
                "the shields at this Age's conflict are a whole number 0 or more, got {raw!r}").format(raw=given))
            shields.append(0)
        else:
            shields.append(given)
    problems.raise_if_any()
    return table, age, shields, held


def held_tokens(held: Any) -> list[int]:
    """Every token of one city's ``military`` (a list, or per neighbour)."""
    if isinstance(held, Mapping):
        return list(held.get("left", [])) + list(held.get("right", []))
    return list(held or ())


def absence_rule(table: Any) -> str:
    """The rule that takes a seat out of a conflict, as the expansion that does it names it (the
    ``absence_rule`` of its state in ``table.ext``: Cities' Diplomacy)."""
    return next((r for s in (getattr(table, "ext", None) or {}).values()
                 if isinstance(r := getattr(s, "absence_rule", None), str)), rule())


def age_conflicts(table: Any, age: int, shields: Sequence[int], tokens_of: Callable[[int, bool], list[int]] | None = None,
                  defeat_to_winner: Callable[[int], dict | None] | None = None,
                  notes: Sequence[dict] = ()) -> dict:
    """The conflicts of ``age`` (``ABSENT``: the seats out of it), with what an expansion changes:
    ``tokens_of(age, won)`` the tokens a fight gives (Babel's tiles; by default +1/+3/+5 or -1),
    ``defeat_to_winner(seat)`` the reason a seat's Defeat token goes to the winner instead (Tomyris), or None;
    ``notes``: the reasons for the strengths given (Semiramis)."""
    tokens_of = tokens_of or (lambda a, won: [VICTORY[a]] if won else [DEFEAT])
    names = [c.name for c in table.cities]
    held: dict[str, dict[str, list[int]]] = {nm: {"left": [], "right": []} for nm in names}
    reasons = list(notes) + _absent_reasons(table, age, names)
    fights = []
    for i, left, _right in fighting(len(names), age):
        j = left                               # each pair once: a seat and its left opponent
        fight = {"players": [names[i], names[j]], "shields": [shields[i], shields[j]], "winner": None}
        fights.append(fight)
        if shields[i] == shields[j]:
            reasons.append({"text": ngettext("{a} and {b} both have {n} shield: a tie, no token",
                                             "{a} and {b} both have {n} shields: a tie, no token", shields[i]).format(
                a=names[i], b=names[j], n=shields[i]), "rule": rule()})
            continue
        win, lose, win_side, lose_side = (i, j, "left", "right") if shields[i] > shields[j] else (j, i, "right", "left")
        fight["winner"] = names[win]
        won, lost = tokens_of(age, True), tokens_of(age, False)
        moved = defeat_to_winner(lose) if defeat_to_winner else None
        held[names[win]][win_side] += won
        held[names[win] if moved else names[lose]][win_side if moved else lose_side] += lost
        # a victory an expansion's change leaves empty (Babel's tile 19 in Age I): "takes no token", a sentence of
        # its own («не получает жетона», not «получает нет жетонов»)
        text = (_("{win} ({ws}) beats {lose} ({ls}): {win} takes {won}, {lose} takes {lost}") if won else
                _("{win} ({ws}) beats {lose} ({ls}): {win} takes no token, {lose} takes {lost}"))
        reasons.append({"text": text.format(
            win=names[win], ws=_shields(shields[win]), lose=names[lose], ls=_shields(shields[lose]), won=_list(won),
            lost=_list(lost)), "rule": rule()})
        if moved:
            reasons.append(moved)
    return {"check": "military", "age": age, "legal": True,
            "shields": dict(zip(names, shields)), "conflicts": fights,
            "absent": sorted(names[s] for s in ABSENT.get().get(age, frozenset()) if s < len(names)),
            "tokens": {nm: dict(h, total=sum(h["left"] + h["right"])) for nm, h in held.items()},
            "reasons": reasons}


def _shields(n: int) -> str:
    return ngettext("{n} shield", "{n} shields", n).format(n=n)


def _list(tokens: Sequence[int]) -> str:
    return ", ".join(_tok(t) for t in tokens) if tokens else _("no token")


def _absent_reasons(table: Any, age: int, names: Sequence[str]) -> list[dict]:
    away = ABSENT.get().get(age, frozenset())
    if not away:
        return []
    rule = absence_rule(table)
    present_ = [i for i in range(len(names)) if i not in away]
    if len(present_) < 2:
        return [{"text": _("Only one city takes part in this Age's conflict: there is no battle"), "rule": rule}]
    return [{"text": _("{name} sits out this Age's conflict: the nearest cities on either side, {a} and {b}, face "
                       "each other").format(name=names[s], a=names[next(i for i in present_[::-1] if i < s)]
                                            if any(i < s for i in present_) else names[present_[-1]],
                                            b=names[next((i for i in present_ if i > s), present_[0])]),
             "rule": rule} for s in sorted(away) if s < len(names)]


def check_age_document(doc: Mapping, parse=None) -> dict:
    """One Age's conflicts with what every expansion played changes in them (``RefereeExpansion.conflict``,
    folded in the composition order): the shields each adds (Babel's Great Projects, Semiramis), the tokens
    a fight gives (Babel's tiles 19 and 22, each expansion's change applied to the one before) and the
    seats whose Defeat goes to the winner (Tomyris); the seats out of it (Cities' Diplomacy) from the table."""
    from referee.core.expansion import city_conflicts, conflict_keys
    problems = Problems()
    table, age, shields, held = split_age_document(doc, problems, drop_player=conflict_keys(), parse=parse)
    eff, powers = city_conflicts(doc, table, age, shields, held)
    with absences(table):
        return age_conflicts(table, age, eff, **folded(powers))


def folded(powers: Sequence[Any]) -> dict:
    """``age_conflicts``' arguments for the expansions' changes to one Age's conflicts
    (``referee.core.expansion.ConflictPower``, in the composition order): each change of the tokens a
    fight gives applied to the one before, the first reason a Defeat token goes to the winner, the notes."""
    changes = [p.tokens for p in powers if p.tokens is not None]
    movers = [p.defeat_to_winner for p in powers if p.defeat_to_winner is not None]

    def tokens_of(a: int, won: bool) -> list[int]:
        out = (VICTORY[a],) if won else (DEFEAT,)
        for change in changes:
            out = change(a, won, out)
        return list(out)

    def to_winner(seat: int) -> dict | None:
        return next((r for m in movers if (r := m(seat)) is not None), None)
    return {"tokens_of": tokens_of, "defeat_to_winner": to_winner if movers else None,
            "notes": [n for p in powers for n in p.notes]}
