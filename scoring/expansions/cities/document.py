"""The Cities fields of a table document, read and validated.

    {"game": "7w", "expansions": ["cities"], "players": [
       {"name": "Ira", ..., "cards": ["Residence", "Lair"], "debt": 3, "diplomacy": [1]}]}

``debt`` is the sum of a player's Debt tokens as a positive number of VP lost (Cities rulebook,
Debt tokens: -1 and -5 VP); ``diplomacy`` the ages at whose conflict the player was absent with a
Diplomacy token (Cities rulebook, Diplomacy), each once.  The conflicts of the table are derived and
checked with those absences by every parser inside this one (``scoring.classic.military.ABSENT``).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Callable, ClassVar

from scoring.classic.military import ABSENT
from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _, display
from scoring.core.numbers import is_int

from scoring.expansions.cities import catalogue as data

PLAYER_KEYS = ("debt", "diplomacy", "team")
# The table options on the open points that change a score: their values and defaults (the APP'S
# READINGS) are declared in the data file's ``table_options`` (``data.table_options()``):
# "secret_society_self" — Secret Society: 1 VP per black card in its own city; does it count itself?
# (FACTS B5: not settled); "masks_same_card" — the masks (Cities rulebook, the mask symbol): may two
# masks copy the same neighbour's card?
MAX_TEAMS = 4            # teams of 2, at most 8 players
AGES = (1, 2, 3)
ROMAN = {1: "I", 2: "II", 3: "III"}


@dataclass(frozen=True)
class CitiesState:
    """What a table playing Cities adds: per seat, its debt (VP lost) and the ages it sat out."""
    debt: tuple[int, ...]
    diplomacy: tuple[tuple[int, ...], ...]
    team: tuple[int | None, ...] = ()         # the team variant: each seat's team number, None without one
    society_counts_itself: bool = True        # "secret_society_self": "counted" (the default)
    masks_share: bool = False                 # "masks_same_card": "yes"
    # the rule citing why a seat sits out a conflict (read by the referee's one-Age conflicts)
    absence_rule: ClassVar[str] = "cities, Diplomacy"

    def absent(self) -> dict[int, frozenset[int]]:
        """Age → the seats absent from its conflict (``scoring.classic.military.ABSENT``)."""
        out = {age: frozenset(i for i, ages in enumerate(self.diplomacy) if age in ages) for age in AGES}
        return {age: seats for age, seats in out.items() if seats}


def _debt(raw: Any, path: str, problems: Problems) -> int:
    if raw is None:
        return 0
    if not is_int(raw) or raw < 0:
        problems.add(path, _("debt must be a whole number 0 or more: the VP the player's Debt tokens cost "
                             "(-1 and -5 tokens added up, without the sign), got {raw!r}").format(raw=raw))
        return 0
    return raw


def _ages(raw: Any, path: str, problems: Problems) -> tuple[int, ...]:
    if raw is None:
        return ()
    if (not isinstance(raw, list) or not all(is_int(a) and a in AGES for a in raw)
            or len(set(raw)) != len(raw)):
        problems.add(path, _("diplomacy must list the ages (1, 2, 3) at whose conflict the player was absent "
                             "with a Diplomacy token, each once, e.g. [2]; got {raw!r}").format(raw=raw))
        return ()
    return tuple(sorted(raw))


def _team(raw: Any, path: str, problems: Problems) -> int | None:
    if raw is None:
        return None
    if not is_int(raw) or not 1 <= raw <= MAX_TEAMS:
        problems.add(path, _("team is the number of the player's team in the team variant, 1 to {most}, got "
                             "{raw!r}").format(most=MAX_TEAMS, raw=raw))
        return None
    return raw


def _options(doc: Mapping, problems: Problems) -> dict[str, bool]:
    """The table options (``data.table_options()``): absent or null the default; a value not listed is
    a problem at its field, the default kept."""
    chosen = {}
    for option in data.table_options():
        raw = doc.get(option.key)
        raw = option.default if raw is None else raw
        if not option.accepts(raw):
            other = "\" or \"".join(v for v in option.values if v != option.default)
            problems.add(option.key, _("{field} is \"{default}\" (the default, the app's reading) or \"{other}\", "
                                       "got {value!r}").format(field=option.key, default=option.default, other=other,
                                                               value=raw))
            raw = option.default
        chosen[option.key] = raw
    return {"society_counts_itself": chosen["secret_society_self"] == "counted",
            "masks_share": chosen["masks_same_card"] == "yes"}


def read(doc: Mapping, problems: Problems) -> tuple[CitiesState, dict]:
    """(the Cities state, the document without the Cities fields) for the parsers inside."""
    options = _options(doc, problems)
    keys = {o.key for o in data.table_options()}
    doc = {k: v for k, v in doc.items() if k not in keys}
    players = doc.get("players")
    if not isinstance(players, list):
        return CitiesState((), (), **options), dict(doc)
    debts, ages, teams, rest = [], [], [], []
    for i, p in enumerate(players):
        if not isinstance(p, Mapping):
            debts.append(0)
            ages.append(())
            teams.append(None)
            rest.append(p)
            continue
        debts.append(_debt(p.get("debt"), f"players[{i}].debt", problems))
        ages.append(_ages(p.get("diplomacy"), f"players[{i}].diplomacy", problems))
        teams.append(_team(p.get("team"), f"players[{i}].team", problems))
        rest.append({k: v for k, v in p.items() if k not in PLAYER_KEYS})
    return CitiesState(tuple(debts), tuple(ages), tuple(teams), **options), dict(doc, players=rest)


def check_teams(table: Any, state: CitiesState, problems: Problems) -> None:
    """The team variant (data file, rules ``team_variant``: teams of 2 partners seated side by side):
    when any player has a team, every player has one, each team has two players, and they sit together."""
    if not any(t is not None for t in state.team):
        return
    n = len(table.cities)
    for c, team in zip(table.cities, state.team):
        if team is None:
            problems.add(f"players[{c.seat}].team", _("{name} has no team: in the team variant every player is in "
                                                      "a team of 2").format(name=c.name))
            continue
        partners = [o for o, t in zip(table.cities, state.team) if t == team and o is not c]
        if len(partners) != 1:
            problems.add(f"players[{c.seat}].team", _("team {team} has {n} players: a team has 2 partners").format(
                team=team, n=len(partners) + 1))
        elif partners[0].seat not in ((c.seat + 1) % n, (c.seat - 1) % n):
            problems.add(f"players[{c.seat}].team", _("{name} and {partner} (team {team}) do not sit side by side: "
                                                      "partners are neighbours").format(
                name=c.name, partner=partners[0].name, team=team))


def _sources(city: Any, leaders: frozenset[str]) -> list[int]:
    """The earliest age each Diplomacy source of a city can protect in (Cities rulebook, Diplomacy):
    a black card its age; a wonder stage or a leader (recruited at the start of any age) age I."""
    own = data.diplomacy_sources()
    ages = [c.age for c in city.cards if c.name in own]
    ages += [1 for c in city.cards if c.name in leaders]
    effects = data.stage_effects().get((city.wonder.name, city.side.side), ())
    ages += [1 for e in effects[: city.stages] if e.get("diplomacy")]
    return sorted(ages)


def check_diplomacy(table: Any, state: CitiesState, problems: Problems) -> None:
    """Every age a player sat out needs a Diplomacy token taken by then, one token per conflict."""
    leaders = frozenset(data.rule("cities_leaders")["value"]["diplomacy"])
    for city, sat_out in zip(table.cities, state.diplomacy):
        sources = _sources(city, leaders)
        for k, age in enumerate(sat_out):
            if k >= len(sources) or sources[k] > age:
                names = ", ".join(display(table.catalogue.card(n)) for n in sorted(data.diplomacy_sources()))
                problems.add(f"players[{city.seat}].diplomacy", _(
                    "{name} sat out the conflict of age {age} but has too few Diplomacy tokens by then: each comes "
                    "from a card ({cards}), a stage of Byzantium or Aspasia, one per conflict").format(
                        name=city.name, age=ROMAN[age], cards=names))
                break


def parse_cities(doc: Mapping, extra_keys: Sequence[str], base: Callable[[Any, Sequence[str]], Any]) -> Any:
    """The table with the Cities state in ``ext["cities"]``: the parsers inside see the document
    without its Cities fields and the seats absent from each age's conflict."""
    problems = Problems()
    state, rest = read(doc, problems)
    token = ABSENT.set(state.absent())
    try:
        table = base(rest, extra_keys)
    except BadInput as exc:
        problems.raise_with(exc)
    finally:
        ABSENT.reset(token)
    check_diplomacy(table, state, problems)
    check_teams(table, state, problems)
    problems.raise_if_any()
    if len(state.debt) != len(table.cities):
        state = replace(state, debt=(0,) * len(table.cities), diplomacy=((),) * len(table.cities),
                        team=(None,) * len(table.cities))
    return replace(table, ext={**table.ext, "cities": state})
