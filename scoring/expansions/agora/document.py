"""The Agora part of a Duel table document, parsed and validated.

    {"game": "duel", "expansions": ["agora"], "conflict": 2,
     "decrees": {"1": "Shield", "3": "Cheaper brown resources"}, "decree_reveal": "on_control",
     "players": [{"name": "Ana", "wonders": ["Knossos"], "progress": ["Corruption"], ...,
                  "agora": {"influence": [1, 1, 3, 4], "senators": 3,
                            "conspiracies": ["Coup"], "prepared": ["Blackmail"], "triggered": ["Swindle"]}},
                 {"name": "Bo", ..., "agora": {"influence": [2, 3, 3]}}]}

``influence``: the Chamber (1-6, left to right) of each of the player's Influence cubes in the Senate,
one number per cube (``[1, 1, 3]``: two cubes in Chamber 1, one in Chamber 3), at most 12 (facts B1).
Instead of cubes a table may say who controls each Chamber: ``control``, the Chambers a player
controls.  ``conspiracies`` (held face down, not prepared), ``prepared`` (a card tucked under) and
``triggered`` (revealed) name Conspiracies; ``senators`` is the number of Senators recruited.
Agora's Wonders and Progress tokens are named in ``wonders`` / ``progress`` like Duel's.
``decrees`` (the Decree(s) in each Chamber), ``decree_reveal`` and ``decree_cost_symbol`` (table
options: data ``options``) are for the referee.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, display
from scoring.core.numbers import is_int, whole
from scoring.duel.document import SUPREMACY_SYMBOLS
from scoring.expansions.agora import catalogue as data

AGORA_KEYS = ("influence", "control", "senators", "conspiracies", "prepared", "triggered")
TABLE_KEYS = ("decrees", "decree_reveal", "decree_cost_symbol")
PLAYER_KEY = "agora"
PLACES = ("conspiracies", "prepared", "triggered")


@dataclass(frozen=True)
class AgoraCity:
    influence: tuple[int, ...]          # cubes per Chamber, Chambers 1-6
    control: frozenset[int] | None      # the Chambers said to be controlled (None: from the cubes)
    senators: int
    conspiracies: tuple[data.Thing, ...]
    prepared: tuple[data.Thing, ...]
    triggered: tuple[data.Thing, ...]


@dataclass(frozen=True)
class AgoraState:
    cities: tuple[AgoraCity, AgoraCity]
    controllers: tuple[int | None, ...]     # per Chamber: the seat that controls it, or None
    decrees: Mapping[int, tuple[data.Thing, ...]]
    options: Mapping[str, str]

    def controlled(self, seat: int) -> tuple[int, ...]:
        return tuple(n for n, who in enumerate(self.controllers, start=1) if who == seat)

    def cubes(self, seat: int) -> int:
        return sum(self.cities[seat].influence)


def _chambers_list(raw: Any, path: str, problems: Problems, unique: bool) -> list[int]:
    """A list of Chamber numbers (1-6); every bad entry a problem at its path."""
    if raw is None:
        return []
    n = len(data.chambers())
    if not isinstance(raw, list):
        problems.add(path, _("a list of Chamber numbers from 1 to {n}, e.g. [1, 3, 3]").format(n=n))
        return []
    out: list[int] = []
    for k, x in enumerate(raw):
        if not is_int(x) or not 1 <= x <= n:
            problems.add(f"{path}[{k}]", _("a Chamber is a number from 1 to {n}, got {got!r}").format(n=n, got=x))
        elif unique and x in out:
            problems.add(f"{path}[{k}]", _("Chamber {n} is already listed").format(n=x))
        else:
            out.append(x)
    return out


def _names(raw: Any, path: str, problems: Problems) -> list[tuple[int, data.Thing]]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        problems.add(path, _("a list of Conspiracy names"))
        return []
    out = []
    for k, name in enumerate(raw):
        thing = data.find("conspiracies", name)
        if thing is None:
            hint = data.suggest("conspiracies", name)
            problems.add(f"{path}[{k}]", (_("unknown Conspiracy {name!r}; did you mean {hint!r}?") if hint else
                                          _("unknown Conspiracy {name!r}")).format(name=name, hint=hint))
        else:
            out.append((k, thing))
    return out


def _city(raw: Any, path: str, problems: Problems) -> tuple[AgoraCity, dict]:
    """One player's Agora state, and where each Conspiracy was named (for the checks across cities)."""
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        problems.add(path, _("an object with influence, control, senators, conspiracies, prepared, triggered"))
        raw = {}
    problems.unknown_keys(raw, AGORA_KEYS, path)
    cubes = _chambers_list(raw.get("influence"), f"{path}.influence", problems, unique=False)
    most = data.cubes_per_player()
    if len(cubes) > most:
        # facts B1: 24 Influence cubes, 12 per player
        problems.add(f"{path}.influence", _("{n} Influence cubes: each player has {most}").format(n=len(cubes), most=most))
    control = raw.get("control")
    chosen = _chambers_list(control, f"{path}.control", problems, unique=True)
    senators = raw.get("senators", 0)
    if not is_int(senators) or not 0 <= senators <= data.senator_count():
        problems.add(f"{path}.senators", _("Senators recruited: a whole number from 0 to {n}, got {got!r}").format(
            n=data.senator_count(), got=senators))
        senators = 0
    named = {place: _names(raw.get(place), f"{path}.{place}", problems) for place in PLACES}
    influence = tuple(cubes.count(n) for n in range(1, len(data.chambers()) + 1))
    city = AgoraCity(influence, frozenset(chosen) if chosen else None, senators,
                     *(tuple(t for _k, t in named[place]) for place in PLACES))
    return city, named


def _check_conspiracies(named: list[dict], problems: Problems) -> None:
    """Each Conspiracy is one card of the box (facts B1: 16 Conspiracy cards)."""
    seen: dict[str, str] = {}
    for seat, places in enumerate(named):
        for place in PLACES:
            for k, thing in places[place]:
                where = f"players[{seat}].{PLAYER_KEY}.{place}[{k}]"
                if thing.name in seen:
                    problems.add(where, _("{thing} is already listed ({where}): there is one {thing} in the box").format(
                        thing=display(thing), where=seen[thing.name]))
                else:
                    seen[thing.name] = where


def _controllers(cities: list[AgoraCity], problems: Problems) -> tuple[int | None, ...]:
    """Who controls each Chamber: strictly more cubes (a tie, 0-0 too, is no one's: facts B3), or as
    the table says; a Chamber said to be controlled by both, or against the cubes, is a problem."""
    n = len(data.chambers())
    by_cubes: list[int | None] = []
    for k in range(n):
        a, b = cities[0].influence[k], cities[1].influence[k]
        by_cubes.append(0 if a > b else 1 if b > a else None)
    if all(c.control is None for c in cities):
        return tuple(by_cubes)
    said: list[int | None] = [None] * n
    for seat, city in enumerate(cities):
        for chamber in sorted(city.control or ()):
            if said[chamber - 1] is not None:
                problems.add(f"players[{seat}].{PLAYER_KEY}.control", _(
                    "Chamber {n} is controlled by players[0] too: a Chamber has one controller at most").format(n=chamber))
            said[chamber - 1] = seat
    cubes_given = any(sum(c.influence) for c in cities)
    if cubes_given and said != by_cubes:
        wrong = next(k + 1 for k in range(n) if said[k] != by_cubes[k])
        problems.add(f"players[0].{PLAYER_KEY}.control", _(
            "Chamber {n}: who controls it does not match the Influence cubes given (strictly more cubes "
            "controls it, a tie is no one's)").format(n=wrong))
    return tuple(said)


def _decrees(raw: Any, problems: Problems) -> dict[int, tuple[data.Thing, ...]]:
    """``{"3": "Shield", "4": ["Cheaper brown resources", ...]}``: the Decree(s) in each Chamber."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        problems.add("decrees", _("decrees: an object, each Chamber number (1-6) → the Decree(s) in it"))
        return {}
    out: dict[int, tuple[data.Thing, ...]] = {}
    seen: set[str] = set()
    n = len(data.chambers())
    for key, names in raw.items():
        path = f"decrees.{key}"
        chamber = whole(key, 1, n)
        if chamber is None:
            problems.add(path, _("a Chamber is a number from 1 to {n}, got {got!r}").format(n=n, got=key))
            continue
        found = []
        for k, name in enumerate(names if isinstance(names, list) else [names]):
            thing = data.find("decrees", name)
            if thing is None:
                problems.add(f"{path}[{k}]" if isinstance(names, list) else path,
                             _("unknown Decree {name!r}").format(name=name))
            elif thing.name in seen:
                problems.add(path, _("{thing} is already in another Chamber: there is one in the box").format(
                    thing=display(thing)))
            else:
                seen.add(thing.name)
                found.append(thing)
        out[chamber] = tuple(found)
    if len(seen) > data.data()["dealt"]["decrees"]:
        problems.add("decrees", _("{n} Decrees: only {most} are dealt to the Senate").format(
            n=len(seen), most=data.data()["dealt"]["decrees"]))
    return out


def _options(doc: Mapping, problems: Problems) -> dict[str, str]:
    out = {}
    for option in data.options():
        value = doc.get(option.id, option.default)
        allowed = [v for v, _label in option.values]
        if value not in allowed:
            problems.add(option.id, _("{option}: one of {values}, got {got!r}").format(
                option=option.id, values=", ".join(allowed), got=value))
            value = option.default
        out[option.id] = value
    return out


def parse_agora(doc: Mapping, problems: Problems) -> AgoraState | None:
    """The Agora state of a document (its fields only); every problem added to ``problems``."""
    players = doc.get("players") if isinstance(doc.get("players"), list) else []
    if len(players) != 2:
        return None
    parsed = [_city(p.get(PLAYER_KEY) if isinstance(p, Mapping) else None, f"players[{i}].{PLAYER_KEY}", problems)
              for i, p in enumerate(players)]
    cities = [c for c, _n in parsed]
    _check_conspiracies([n for _c, n in parsed], problems)
    controllers = _controllers(cities, problems)
    return AgoraState((cities[0], cities[1]), controllers, _decrees(doc.get("decrees"), problems),
                      _options(doc, problems))


def strip(doc: Mapping) -> dict:
    """The document without Agora's fields (what Duel's parser reads)."""
    rest = {k: v for k, v in doc.items() if k not in TABLE_KEYS + ("expansions",)}
    players = doc.get("players")
    if isinstance(players, list):
        rest["players"] = [{k: v for k, v in p.items() if k != PLAYER_KEY} if isinstance(p, Mapping) else p
                           for p in players]
    return rest


def check_supremacies(table: Any, state: AgoraState, problems: Problems) -> None:
    """Any supremacy ends the game at once, so a political one cannot come with another
    (facts B3: "Controlling all 6 Chambers at the same moment wins at once")."""
    whole = [seat for seat in (0, 1) if len(state.controlled(seat)) == len(data.chambers())]
    if not whole:
        return
    name = table.cities[whole[0]].name
    if abs(table.conflict) == table.catalogue.capital:
        problems.add("conflict", _("the pawn is in a capital and {player} controls all {n} Chambers: either supremacy "
                                   "ends the game at once, so both cannot happen").format(player=name, n=len(data.chambers())))
    if any(len(c.different_symbols) >= SUPREMACY_SYMBOLS for c in table.cities):
        problems.add("players", _("{player} controls all {n} Chambers and a player holds 6 different science "
                                  "symbols: either supremacy ends the game at once, so both cannot happen").format(
            player=name, n=len(data.chambers())))


def parse_table(doc: Mapping, extra_keys, base) -> Any:
    """Agora's fields read, the rest by ``base``; the table carries ``ext["agora"]`` (an ``AgoraState``)."""
    problems = Problems()
    state = parse_agora(doc, problems)
    try:
        table = base(strip(doc), extra_keys)
    except BadInput as exc:
        problems.raise_with(exc)
    problems.raise_if_any()
    if state is None:           # not two players: Duel's parser has said so
        raise BadInput(_("\"players\" must be a list of the 2 players (7 Wonders Duel is for 2 players)"))
    check_supremacies(table, state, problems)
    problems.raise_if_any()
    return replace(table, ext={**table.ext, "agora": state})
