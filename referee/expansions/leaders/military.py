"""``"check": "military"`` with Leaders: the conflict tokens checked against the shields with the
leaders' conflict powers (data file ``scoring/data/leaders.json``):

- ``defeat_to_winner`` (Tomyris, timing ``from_now_on``): a Defeat token her city would take in a
  conflict after she is recruited goes to the neighbour who won that fight instead;
- ``defeat_shields`` (Semiramis, timing ``continuous``): from her recruitment on, each Defeat token her
  city holds (taken before her too) adds shields in the conflicts; the token still scores -1.

A leader is recruited at the beginning of an Age, so she acts in that Age's conflicts.  Each player may
give ``"recruited": {leader: age}``; otherwise every Age of recruitment is tried for each such leader and
the tokens are legal when one choice fits every city (as Babel's tiles are tried).  The leaders' shields
(Caesar, Hannibal) are in the shields given, as the 1st edition's check counts every card's.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

from scoring.classic.military import VICTORY, absences, fighting, shields_problems
from scoring.core.errors import Problems
from scoring.core.i18n import _, display, ngettext
from scoring.core.numbers import is_int
from scoring.expansions.leaders import catalogue as data

from referee.classic.military import (RULE, ROMAN, held_tokens, split_military_document)
from referee.expansions.leaders.action import _parse
from referee.expansions.leaders.effects import is_leader, leader_rule

POWERS = ("defeat_to_winner", "defeat_shields")
RECRUITED = "recruited"


def _powers(table) -> list[tuple[int, str, str, Any]]:
    """(seat, leader, effect key, value) of every conflict power in play."""
    out = []
    for c in table.cities:
        for card in c.cards:
            effect = data.leaders()[card.name].effect if is_leader(card) else {}
            out += [(c.seat, card.name, k, effect[k]) for k in POWERS if effect.get(k)]
    return out


def _recruited(raw: Any, path: str, table, seat: int, problems: Problems) -> dict[str, int]:
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        problems.add(path, _("recruited is {{\"leader\": age}}: the Age each leader was recruited in").format())
        return {}
    out = {}
    for name, age in raw.items():
        card = table.catalogue.card(name) if isinstance(name, str) else None
        if card is None or not table.cities[seat].has(card.name):
            problems.add(f"{path}.{name}", _("{name!r} is not a leader of this city").format(name=name))
        elif not is_int(age) or age not in (1, 2, 3):
            problems.add(f"{path}.{name}", _("the Age a leader was recruited in is 1, 2 or 3, got {age!r}").format(
                age=age))
        else:
            out[card.name] = age
    return out


def battles(shields: Sequence[Sequence[int]], powers, ages: Sequence[int]) -> tuple[list[dict], list[list[int]], list]:
    """Every city's tokens per neighbour, its shields in each Age's conflicts and the Ages of the fights
    it won, the leaders' powers acting from the Age each was recruited in (``ages[k]`` for ``powers[k]``)."""
    n = len(shields)
    held: list[dict[str, list[int]]] = [{"left": [], "right": []} for _ in range(n)]
    wins: list[list[int]] = [[] for _ in range(n)]
    fought = []
    for age in (1, 2, 3):
        active = [p for p, a in zip(powers, ages) if a <= age]
        eff = [shields[i][age - 1] + sum(v * sum(1 for s in held[i].values() for t in s if t < 0)
                                         for seat, _n, k, v in active if seat == i and k == "defeat_shields")
               for i in range(n)]
        fought.append(eff)
        tomyris = {seat for seat, _n, k, _v in active if k == "defeat_to_winner"}
        # each pair once: a seat and its left opponent (the seats an expansion takes out of this Age's
        # conflict, Cities' Diplomacy, are skipped: ``fighting``)
        for i, j, _right in fighting(n, age):
            if eff[i] == eff[j]:
                continue
            win, lose, win_side, lose_side = (i, j, "left", "right") if eff[i] > eff[j] else (j, i, "right", "left")
            held[win][win_side].append(VICTORY[age])
            wins[win].append(age)
            held[win if lose in tomyris else lose][win_side if lose in tomyris else lose_side].append(-1)
    return held, fought, wins


def nero_income(table, wins: Sequence[Sequence[int]], given: Mapping) -> tuple[list[dict], list[dict]]:
    """The coins of the leaders paid per Victory token (``coins_when`` victory_token: Nero, 2 coins per token
    won in the conflicts after his recruitment, data file note), for those whose Age of recruitment is given;
    a note asking for it otherwise."""
    income, notes = [], []
    for c in table.cities:
        for card in c.cards:
            when = data.leaders()[card.name].effect.get("coins_when") if is_leader(card) else None
            if not when or when.get("event") != "victory_token":
                continue
            label = display(table.catalogue.card(card.name))
            age = given.get((c.seat, card.name))
            if age is None:
                notes.append({"text": _("{leader}: {city} takes coins for each Victory token won after the recruitment; "
                                        "give \"recruited\" to count them").format(leader=label, city=c.name),
                              "rule": leader_rule(card.name)})
                continue
            won = sum(1 for a in wins[c.seat] if a >= age)
            if won:
                income.append({"player": c.name, "coins": won * when["coins"], "source": card.name,
                               "rule": leader_rule(card.name), "text": ngettext(
                                   "{leader}: {n} Victory token won from Age {age} on: +{coins}",
                                   "{leader}: {n} Victory tokens won from Age {age} on: +{coins}", won).format(
                                   leader=label, n=won, age=ROMAN[age], coins=won * when["coins"])})
    return income, notes


def _fits(given: Any, exp: Mapping[str, list[int]]) -> bool:
    if given is None:
        return True
    if isinstance(given, Mapping):
        return all(Counter(given.get(s, [])) == Counter(exp[s]) for s in ("left", "right"))
    return Counter(given) == Counter(exp["left"] + exp["right"])


def _tok(t: int) -> str:
    return f"+{t}" if t > 0 else str(t)


def _tokens(tokens: Sequence[int]) -> str:
    return ", ".join(_tok(t) for t in sorted(tokens)) if tokens else _("no token")


def _contradictions(table, held: Sequence[Any], exp: Sequence[Mapping]) -> list[dict]:
    out = []
    for c, given, want in zip(table.cities, held, exp):
        if given is None or _fits(given, want):
            continue
        if isinstance(given, Mapping):
            for side in ("left", "right"):
                if Counter(given.get(side, [])) != Counter(want[side]):
                    nb = table.neighbour(c.seat, side).name
                    text = (_("{name} holds {got} against the left neighbour ({nb}) but the shields and the leaders "
                              "give {want}") if side == "left" else
                            _("{name} holds {got} against the right neighbour ({nb}) but the shields and the leaders "
                              "give {want}"))
                    out.append({"player": c.name, "rule": RULE, "text": text.format(
                        name=c.name, nb=nb, got=_tokens(given.get(side, [])), want=_tokens(want[side]))})
        else:
            out.append({"player": c.name, "rule": RULE, "text": _(
                "{name} holds {got} but the shields and the leaders give {want}").format(
                name=c.name, got=_tokens(given), want=_tokens(want["left"] + want["right"]))})
    return out


def _notes(table, powers, ages) -> list[dict]:
    out = []
    for (seat, name, key, value), age in zip(powers, ages):
        args = dict(leader=display(table.catalogue.card(name)), city=table.cities[seat].name, age=ROMAN[age], n=value)
        text = (_("{leader} ({city}, recruited in Age {age}): from the conflicts of Age {age} on, a Defeat token {city} "
                  "would take goes to the neighbour who won") if key == "defeat_to_winner" else
                ngettext("{leader} ({city}, recruited in Age {age}): from the conflicts of Age {age} on, each Defeat "
                         "token {city} holds adds {n} shield", "{leader} ({city}, recruited in Age {age}): from the "
                         "conflicts of Age {age} on, each Defeat token {city} holds adds {n} shields", value))
        out.append({"text": text.format(**args), "rule": leader_rule(name)})
    return out


def _by_city(table, powers, ages) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for (seat, name, _k, _v), age in zip(powers, ages):
        out.setdefault(table.cities[seat].name, {})[name] = age
    return out


def age_power(table, shields: Sequence[int], held: Sequence[Any]):
    """What the leaders the cities hold change in one Age's conflicts (``RefereeExpansion.conflict``; the
    table as it stands at that conflict): Semiramis adds a shield per Defeat token her city holds (its
    ``military`` before the conflict), and a Defeat token Tomyris' city would take goes to the winner."""
    from referee.core.expansion import ConflictPower
    powers = _powers(table)
    notes, more = [], {}
    for seat, name, key, value in powers:
        defeats = sum(1 for t in held_tokens(held[seat]) if t < 0)
        if key == "defeat_shields" and defeats:
            more[seat] = more.get(seat, 0) + value * defeats
            notes.append({"text": ngettext(
                "{leader}: {city} holds {n} Defeat token, counted as shields: {total} in this conflict",
                "{leader}: {city} holds {n} Defeat tokens, counted as shields: {total} in this conflict",
                defeats).format(leader=display(table.catalogue.card(name)), city=table.cities[seat].name,
                                n=defeats, total=shields[seat] + more[seat]), "rule": leader_rule(name)})
    tomyris = {seat: name for seat, name, key, _v in powers if key == "defeat_to_winner"}
    if not notes and not tomyris:
        return None

    def to_winner(seat: int) -> dict | None:
        if seat not in tomyris:
            return None
        return {"text": _("{leader}: the Defeat token {city} would take goes to the neighbour who won").format(
            leader=display(table.catalogue.card(tomyris[seat])), city=table.cities[seat].name),
            "rule": leader_rule(tomyris[seat])}
    return ConflictPower(shields=more, notes=tuple(notes), defeat_to_winner=to_winner if tomyris else None)


def check_leaders_military(doc: Mapping, keys: Sequence[str] = ()) -> dict:
    """The whole game's tokens checked against the shields with the leaders' powers (one Age's conflicts:
    the base game's check with ``age_power`` folded in)."""
    problems = Problems()
    recruited_raw = [p.get(RECRUITED) if isinstance(p, Mapping) else None for p in doc.get("players") or ()] \
        if isinstance(doc.get("players"), list) else []
    table, shields_raw, held = split_military_document(doc, problems, drop_player=(RECRUITED,),
                                                       parse=lambda d, k: _parse(d, tuple(k) + tuple(keys)))
    shields = []
    for c, raw in zip(table.cities, shields_raw):
        three, wrong = shields_problems(raw, c.shields)
        for msg in wrong:
            problems.add(f"players[{c.seat}].shields", msg)
        if three is not None:
            shields.append(three)
    given = {}
    for k, raw in enumerate(recruited_raw):
        given.update({(k, name): age for name, age in
                      _recruited(raw, f"players[{k}].{RECRUITED}", table, k, problems).items()})
    problems.raise_if_any()
    with absences(table):           # seats an expansion takes out of a conflict (Cities' Diplomacy)
        return _judged(table, held, shields, given)


def _judged(table, held, shields, given) -> dict:
    powers = _powers(table)
    choices = [(given[(seat, name)],) if (seat, name) in given else (1, 2, 3) for seat, name, _k, _v in powers]
    tried = [(ages, *battles(shields, powers, ages)) for ages in product(*choices)]
    ages, exp, fought, wins = next((t for t in tried if all(_fits(h, e) for h, e in zip(held, t[1]))), tried[0])
    income, notes = nero_income(table, wins, given)
    names = [c.name for c in table.cities]
    contradictions = _contradictions(table, held, exp)
    return {
        "check": "military",
        "legal": not contradictions,
        "ages": [{"age": a, "shields": dict(zip(names, fought[a - 1]))} for a in (1, 2, 3)],
        "tokens": {nm: dict(e, total=sum(e["left"] + e["right"])) for nm, e in zip(names, exp)},
        "recruited": _by_city(table, powers, ages),
        "problems": contradictions,
        "income": income,
        "reasons": _notes(table, powers, ages) + notes,
    }
