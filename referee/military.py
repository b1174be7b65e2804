"""Conflict tokens derived from shields, and token sets that contradict the neighbours
(issue 3, deliver 4; seed 000, Конец эпохи).

Document form (``"check": "military"``): each player gives ``shields``: the shields
at the end of ages I, II and optionally III (age III defaults to the final table:
red cards and wonder stages), and optionally ``military``: the tokens held, either
a list ``[1, 3, -1]`` or per neighbour ``{"left": [1, 5], "right": [-1]}``.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from scoring.document import parse_table
from scoring.errors import BadInput, Problems
from scoring.military import VICTORY, neighbours, shields_problems, table_problem, tokens_by_side

RULE = "seed 000, Конец эпохи"
ROMAN = {1: "I", 2: "II", 3: "III"}


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


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
    return f"{shields[i][age - 1]} shields against {names[j]}'s {shields[j][age - 1]}"


def _sided(names, shields, i, j, side, t, got, want) -> dict:
    name, nb = names[i], names[j]
    age = _age_of(t)
    if age is not None:
        a, b = shields[i][age - 1], shields[j][age - 1]
        if got > want:
            why = "fewer shields" if a < b else "the same shields (a tie gives no token)"
            text = (f"{name} holds {_tok(t)} against the {side} neighbour ({nb}) in age {ROMAN[age]} but has {why}: "
                    f"{_versus(names, shields, i, j, age)}")
        else:
            text = (f"{name} should hold {_tok(t)} against the {side} neighbour ({nb}) in age {ROMAN[age]}: "
                    f"{_versus(names, shields, i, j, age)}")
    else:
        lost = [a for a in (1, 2, 3) if shields[i][a - 1] < shields[j][a - 1]]
        ages = ", ".join(f"age {ROMAN[a]} ({_versus(names, shields, i, j, a)})" for a in lost) or "no age"
        text = (f"{name} holds {got} defeat token(s) against the {side} neighbour ({nb}) but lost to {nb} in "
                f"{ages}: {want} defeat token(s)")
    return {"player": name, "text": text, "rule": RULE}


def _flat(names, shields, i, t, got, want) -> dict:
    n = len(names)
    name = names[i]
    age = _age_of(t)
    sides = list(zip(("left", "right"), neighbours(i, n)))
    if age is not None:
        facts = "; ".join(f"{side} {names[j]}: {_versus(names, shields, i, j, age)}" for side, j in sides)
        text = (f"{name} holds {got} token(s) of {_tok(t)} but the age {ROMAN[age]} shields give {want} "
                f"({facts})")
    else:
        text = f"{name} holds {got} defeat token(s) but the shields give {want}"
    return {"player": name, "text": text, "rule": RULE}


def check_military_document(doc: Mapping) -> dict:
    problems = Problems()
    players = doc.get("players")
    stripped = dict(doc)
    stripped.pop("check", None)
    shields_raw: list[Any] = []
    held: list[Any] = []
    if isinstance(players, list):
        clean = []
        for k, pl in enumerate(players):
            if isinstance(pl, Mapping):
                pl = dict(pl)
                shields_raw.append(pl.pop("shields", None))
                held.append(_parse_held(pl.pop("military", None), f"players[{k}].military", problems))
            else:
                shields_raw.append(None)
                held.append(None)
            clean.append(pl)
        stripped["players"] = clean
    try:
        table = parse_table(stripped, extra_keys=("age",))
    except BadInput as exc:
        raise BadInput(list(problems.items) + list(exc.problems)) from None
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
            reasons.append({"text": f"the table's tokens are impossible: {why}", "rule": RULE})
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
        if not isinstance(lst, list) or not all(_is_int(t) and t in (-1, 1, 3, 5) for t in lst):
            problems.add(where, f"tokens are a list of -1, 1, 3 and 5, got {lst!r}")
            return []
        return list(lst)

    if isinstance(raw, Mapping):
        for key in raw:
            if key not in ("left", "right"):
                problems.add(f"{path}.{key}", "per-neighbour tokens are {\"left\": [...], \"right\": [...]}")
        return {side: tokens(raw.get(side, []), f"{path}.{side}") for side in ("left", "right")}
    return tokens(raw, path)
