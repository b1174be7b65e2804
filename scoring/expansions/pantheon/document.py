"""The Pantheon parts of a Duel table document, read and validated.

    {"game": "duel", "expansions": ["pantheon"], "conflict": 2,
     "players": [{"name": "Ana", "cards": ["Greek Grand Temple", …], "wonders": ["The Sanctuary"],
                  "progress": ["Mysticism"], "coins": 9,
                  "pantheon": {"divinities": ["Aphrodite", "Astarte"], "astarte_coins": 4,
                               "mythology_tokens": ["greek", "roman"], "offering_tokens": [3]}},
                 …]}

``divinities``: the Divinities the player activated (names in en/ru or ids); ``astarte_coins``: the
coins left on Astarte (0..7, outside the treasury ``coins``); ``minerva``: with Minerva, the space of the
military track her pawn stands on (-9..9, counted as ``conflict``; absent once it stopped the Conflict
pawn and was discarded); ``mythology_tokens``: the mythologies of
the Mythology tokens held (kept all game); ``offering_tokens``: the discounts (2, 3, 4) of the
Offering tokens not yet spent.  The Grand Temples, the two Wonders and the three progress tokens are
named in ``cards``, ``wonders`` and ``progress`` like the base game's (Duel's parser reads them).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from scoring.core.errors import Problems
from scoring.core.i18n import _, display
from scoring.core.numbers import is_int
from scoring.expansions.pantheon.catalogue import Divinity, PantheonCatalogue

PLAYER_KEY = "pantheon"
PLAYER_FIELDS = ("divinities", "astarte_coins", "mythology_tokens", "offering_tokens", "snake", "minerva")


@dataclass(frozen=True)
class PantheonCity:
    seat: int
    divinities: tuple[Divinity, ...] = ()
    astarte_coins: int = 0
    mythology_tokens: tuple[str, ...] = ()      # mythology ids, one per token held
    offering_tokens: tuple[int, ...] = ()       # discounts of the unused Offering tokens
    snake: str | None = None                    # the opponent's green card under the Snake token (Nisaba)
    minerva: int | None = None                  # the military track's space of the Minerva pawn this player placed

    def has(self, divinity_id: str) -> bool:
        return any(d.id == divinity_id for d in self.divinities)


@dataclass(frozen=True)
class PantheonTable:
    cities: tuple[PantheonCity, ...]
    options: Mapping[str, str] = field(default_factory=dict)   # every table option, defaults filled


OPTIONS_KEY = "pantheon_options"


def parse_options(raw: Any, cat: PantheonCatalogue, problems: Problems) -> dict[str, str]:
    """``"pantheon_options"``: the table's reading of each disputed rule (data ``options``: each
    value with its sources, the recommended default when absent)."""
    chosen = {o.id: o.default for o in cat.options.values()}
    if raw is None:
        return chosen
    if not isinstance(raw, Mapping):
        problems.add(OPTIONS_KEY, _("pantheon_options maps an option to its value, e.g. "
                                    "{{\"zeus_tokens\": \"discarded\"}}").format())
        return chosen
    for key, value in raw.items():
        option = cat.options.get(key)
        if option is None:
            problems.add(f"{OPTIONS_KEY}.{key}", _("unknown option {key!r}; the options are {known}").format(
                key=key, known=", ".join(cat.options)))
        elif value not in option.values:
            problems.add(f"{OPTIONS_KEY}.{key}", _("{key} is one of {values}, got {value!r}").format(
                key=key, values=", ".join(option.values), value=value))
        else:
            chosen[key] = value
    return chosen


def _list(raw: Any, path: str, problems: Problems, example: str) -> list:
    if raw is None:
        return []
    if not isinstance(raw, list):
        problems.add(path, _("{field} must be a list, e.g. {example}").format(field=path.rsplit(".", 1)[-1],
                                                                             example=example))
        return []
    return raw


def _divinities(raw: Any, path: str, cat: PantheonCatalogue, problems: Problems) -> list[tuple[int, Divinity]]:
    out: list[tuple[int, Divinity]] = []
    for k, name in enumerate(_list(raw, path, problems, '["Aphrodite", "Tanit"]')):
        d = cat.divinity(name)
        if d is None or d.id == cat.gate.id:
            hint = cat.suggest_divinity(name)
            problems.add(f"{path}[{k}]", (_("unknown Divinity {name!r}; did you mean {hint!r}?") if hint and d is None
                                          else _("unknown Divinity {name!r}; the Divinities are {known}")).format(
                name=name, hint=hint, known=", ".join(display(x) for x in cat.divinities)))
        elif any(d.id == other.id for _k, other in out):
            problems.add(f"{path}[{k}]", _("{divinity} is already listed: each Divinity exists once").format(
                divinity=display(d)))
        else:
            out.append((k, d))
    return out


def _mythologies(raw: Any, path: str, cat: PantheonCatalogue, problems: Problems) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    for k, name in enumerate(_list(raw, path, problems, '["greek", "roman"]')):
        m = cat.mythology(name)
        if m is None:
            problems.add(f"{path}[{k}]", _("unknown mythology {name!r}; the mythologies are {known}").format(
                name=name, known=", ".join(x.id for x in cat.mythologies)))
        else:
            out.append((k, m.id))
    return out


def _offerings(raw: Any, path: str, cat: PantheonCatalogue, problems: Problems) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for k, v in enumerate(_list(raw, path, problems, "[2, 4]")):
        if not is_int(v) or v not in cat.offerings:
            problems.add(f"{path}[{k}]", _("an Offering token is one of {values} (the coins it takes off), got "
                                           "{value!r}").format(values=", ".join(map(str, cat.offerings)), value=v))
        elif any(v == w for _k, w in out):
            problems.add(f"{path}[{k}]", _("the Offering token {value} is already listed: there is one of each").format(
                value=v))
        else:
            out.append((k, v))
    return out


def _astarte(raw: Any, path: str, divinities: list, cat: PantheonCatalogue, problems: Problems) -> int:
    if raw is None:
        return 0
    astarte = next(d for d in cat.divinities if d.coins_on_card)
    most = astarte.coins_on_card
    if not is_int(raw) or not 0 <= raw <= most:
        problems.add(path, _("coins on {astarte} are a whole number 0 to {most}, got {value!r}").format(
            astarte=display(astarte), most=most, value=raw))
        return 0
    if raw and not any(d.id == astarte.id for _k, d in divinities):
        # Pantheon rulebook, Divinities: Astarte: the coins go on her card when she is activated
        problems.add(path, _("coins on {astarte} need {astarte} among this player's divinities").format(
            astarte=display(astarte)))
    return raw


def _minerva(raw: Any, path: str, divinities: list, cat: PantheonCatalogue, problems: Problems) -> int | None:
    """The space of the Minerva pawn (counted as ``conflict``: positive toward ``players[1]``'s capital),
    placed by the player who activated Minerva, a capital included (Pantheon rulebook, Divinities:
    Minerva; data ``divinities.minerva``: ``capital_allowed``)."""
    if raw is None:
        return None
    from scoring.duel.catalogue import catalogue
    capital = catalogue().capital
    if not is_int(raw) or not -capital <= raw <= capital:
        problems.add(path, _("the Minerva pawn's space is a whole number from {low} to {high}, counted like the "
                             "Conflict pawn's (positive: toward the second player's capital), got {value!r}").format(
            low=-capital, high=capital, value=raw))
        return None
    minerva = next(d for d in cat.divinities if "place_minerva" in d.effect)
    if not any(d.id == minerva.id for _k, d in divinities):
        problems.add(path, _("the Minerva pawn is placed by the player who activated {minerva}: {minerva} is not "
                             "among this player's divinities").format(minerva=display(minerva)))
    return raw


def parse_player(i: int, p: Any, cat: PantheonCatalogue, problems: Problems) -> tuple[PantheonCity, dict]:
    """One player's ``pantheon`` object → the city, and the document index of each list entry kept."""
    path = f"players[{i}].{PLAYER_KEY}"
    raw = p.get(PLAYER_KEY) if isinstance(p, Mapping) else None
    if raw is None:
        return PantheonCity(i), {}
    if not isinstance(raw, Mapping):
        problems.add(path, _("pantheon must be an object with divinities, astarte_coins, mythology_tokens and "
                             "offering_tokens"))
        return PantheonCity(i), {}
    problems.unknown_keys(raw, PLAYER_FIELDS, path)
    divinities = _divinities(raw.get("divinities"), f"{path}.divinities", cat, problems)
    myth = _mythologies(raw.get("mythology_tokens"), f"{path}.mythology_tokens", cat, problems)
    offerings = _offerings(raw.get("offering_tokens"), f"{path}.offering_tokens", cat, problems)
    astarte = _astarte(raw.get("astarte_coins"), f"{path}.astarte_coins", divinities, cat, problems)
    snake = raw.get("snake")
    if snake is not None and not isinstance(snake, str):
        problems.add(f"{path}.snake", _("snake names the opponent's green card under the Snake token"))
        snake = None
    minerva = _minerva(raw.get("minerva"), f"{path}.minerva", divinities, cat, problems)
    city = PantheonCity(i, tuple(d for _k, d in divinities), astarte, tuple(m for _k, m in myth),
                        tuple(v for _k, v in offerings), snake, minerva)
    return city, {"divinities": divinities, "mythology_tokens": myth, "offering_tokens": offerings}


def check_table(cities: list[PantheonCity], index: list[dict], cat: PantheonCatalogue, problems: Problems) -> None:
    """What the two cities hold together: each Divinity and Offering token once, 2 Mythology tokens
    per mythology and 5 drawn in all (Pantheon rulebook, Setup; data ``dealt``)."""
    for kind in ("divinities", "offering_tokens"):
        first = {getattr(x, "id", x) for _k, x in index[0].get(kind, ())}
        for k, x in index[1].get(kind, ()) if len(index) > 1 else ():
            if getattr(x, "id", x) in first:
                problems.add(f"players[1].{PLAYER_KEY}.{kind}[{k}]", _(
                    "{thing} is also in players[0]'s city: there is one in the box").format(
                    thing=display(x) if isinstance(x, Divinity) else _("Offering token {value}").format(value=x)))
    held = Counter(m for c in cities for m in c.mythology_tokens)
    for m, n in held.items():
        if n > cat.tokens_per_mythology:
            problems.add("players", _("{n} Mythology tokens of the {mythology} mythology: there are {most}").format(
                n=n, mythology=display(cat.mythology(m)), most=cat.tokens_per_mythology))
    if sum(held.values()) > cat.mythology_tokens_dealt:
        problems.add("players", _("{n} Mythology tokens in the cities: only {dealt} are placed in age I").format(
            n=sum(held.values()), dealt=cat.mythology_tokens_dealt))


# a Divinity's effect → the per-seat limit of Duel it raises by one (Pantheon rulebook, Divinities: Ra takes
# one of the opponent's unbuilt Wonders, a 5th for the player; Enki gives one of the 2 progress tokens on his
# card, drawn from those out of the game; data ``divinities``, notes "Ra can give a player 5 Wonders")
_RAISES = {"take_opponent_wonder": "wonders", "progress_choice": "progress"}


def allowance(doc: Any, seat: int, cat: PantheonCatalogue) -> dict[str, int]:
    """How many more Wonders and progress tokens the raw document's player at ``seat`` may hold
    through the Divinities listed in its ``pantheon.divinities`` (malformed parts: none; the
    parser names them)."""
    players = doc.get("players") if isinstance(doc, Mapping) else None
    p = players[seat] if isinstance(players, list) and len(players) > seat else None
    own = p.get(PLAYER_KEY) if isinstance(p, Mapping) else None
    names = own.get("divinities") if isinstance(own, Mapping) else None
    out: dict[str, int] = {}
    for name in names if isinstance(names, list) else ():
        divinity = cat.divinity(name) if isinstance(name, str) else None
        for effect, kind in _RAISES.items():
            if divinity is not None and effect in divinity.effect:
                out[kind] = out.get(kind, 0) + 1
    return out
