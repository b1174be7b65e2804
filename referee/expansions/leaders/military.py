"""``"check": "military"`` with Leaders: the conflict tokens checked against the shields with the
leaders' conflict powers (data file ``scoring/data/leaders.json``):

- ``defeat_to_winner`` (Tomyris, timing ``from_now_on``): a Defeat token her city would take in a
  conflict after she is recruited goes to the neighbour who won that fight instead;
- ``defeat_shields`` (Semiramis, timing ``continuous``): from her recruitment on, each Defeat token her
  city holds (taken before her too) adds shields in the conflicts; the token still scores -1.

A leader is recruited at the beginning of an Age, so she acts in that Age's conflicts.  Each player may
give ``"recruited": {leader: age}``; otherwise every Age of recruitment is tried for each such leader
(``hypotheses``: the base game's whole-game check, ``referee.classic.whole_game``, tries them with the
other expansions' — Babel's tiles — and the tokens are legal when one combination fits every city;
``answer`` says which).  The leaders' shields
(Caesar, Hannibal) are in the shields given, as the 1st edition's check counts every card's.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

from scoring.core.errors import Problems
from scoring.core.i18n import _, display, ngettext
from scoring.core.numbers import is_int
from scoring.expansions.leaders import catalogue as data

from referee.classic.military import (ROMAN, held_tokens)
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


def age_power(table, shields: Sequence[int], held: Sequence[Any], age: int = 1,
              recruited: Mapping[tuple[int, str], int] | None = None):
    """What the leaders the cities hold change in one Age's conflicts (``RefereeExpansion.conflict``; the
    table as it stands at that conflict): Semiramis adds a shield per Defeat token her city holds (its
    ``military`` before the conflict), and a Defeat token Tomyris' city would take goes to the winner.
    ``recruited``: (seat, leader) → the Age she was recruited in (a hypothesis of the whole game's check):
    she acts from that Age's conflicts on; None: every leader the table holds acts."""
    from referee.core.expansion import ConflictPower
    powers = [p for p in _powers(table) if recruited is None or recruited.get(p[:2], 1) <= age]
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


def hypotheses(doc: Mapping, table) -> list[dict[tuple[int, str], int]]:
    """Every way the Ages of recruitment may have gone (``RefereeExpansion.conflict_hypotheses``): the
    ``recruited`` given (``BadInput`` when wrong), every Age for a conflict leader without it."""
    problems = Problems()
    players = doc.get("players") if isinstance(doc.get("players"), list) else []
    given: dict[tuple[int, str], int] = {}
    for k, p in enumerate(players[:len(table.cities)]):
        raw = p.get(RECRUITED) if isinstance(p, Mapping) else None
        given.update({(k, name): age for name, age in
                      _recruited(raw, f"players[{k}].{RECRUITED}", table, k, problems).items()})
    problems.raise_if_any()
    open_ = [(seat, name) for seat, name, _k, _v in _powers(table) if (seat, name) not in given]
    return [{**given, **dict(zip(open_, ages))}
            for ages in product((1, 2, 3), repeat=len(open_))]


def answer(table, recruited: Mapping[tuple[int, str], int], ages: Sequence[Mapping]) -> dict:
    """What the whole game's answer gains (``RefereeExpansion.conflict_answer``): the Age each conflict
    leader was recruited in (``recruited``), Nero's coins (``income``) and the reasons."""
    powers = _powers(table)
    when = [recruited.get((seat, name), 1) for seat, name, _k, _v in powers]
    seat_of = {c.name: c.seat for c in table.cities}
    wins: list[list[int]] = [[] for _ in table.cities]
    for a in ages:
        for fight in a["conflicts"]:
            if fight["winner"] is not None:
                wins[seat_of[fight["winner"]]].append(a["age"])
    income, notes = nero_income(table, wins, recruited)
    return {"recruited": _by_city(table, powers, when), "income": income,
            "reasons": _notes(table, powers, when) + notes}
