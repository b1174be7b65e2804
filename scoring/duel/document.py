"""The Duel table document, parsed and validated.

    {"game": "duel", "conflict": 4,
     "players": [{"name": "Ana", "cards": ["Theater", "Altar"], "wonders": ["The Pyramids"],
                  "progress": ["Philosophy"], "coins": 10},
                 {"name": "Bo", "cards": [...], "wonders": [...], "progress": [...], "coins": 7}]}

``conflict`` is the Conflict pawn's space, -9..9, counted toward ``players[1]``'s
capital (positive: ``players[0]`` leads).  ``wonders`` lists the wonders built.
Names may be given in English (as printed, aliases) or as printed in the Russian
and Ukrainian boxes.  ``parse_duel`` raises one ``BadInput`` listing every problem
with its path.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import N_, _, display
from scoring.core.boxes import DUEL
from scoring.duel.catalogue import Card, DuelCatalogue, ProgressToken, Wonder, catalogue
from scoring.core.numbers import is_int
from scoring.core.player_names import name_key

TABLE_KEYS: tuple[str, ...] = ("game", "conflict", "players")
PLAYER_KEYS: tuple[str, ...] = ("name", "cards", "wonders", "progress", "coins")
SUPREMACY_SYMBOLS = 6   # seed 003, Научное превосходство: 6 different science symbols win at once


@dataclass(frozen=True)
class DuelCity:
    seat: int
    name: str
    cards: tuple[Card, ...]
    wonders: tuple[Wonder, ...]
    progress: tuple[ProgressToken, ...]
    coins: int
    # science symbols an expansion adds to the city beyond its cards and tokens (Pantheon's Ishtar
    # and Nisaba): they count for pairs and supremacy like a card's
    extra_science: tuple[str, ...] = ()

    def count(self, kind: str) -> int:
        """Cards of a colour, or ``"wonder"`` (wonders built), or ``"coins"``."""
        if kind == "wonder":
            return len(self.wonders)
        if kind == "coins":
            return self.coins
        return sum(1 for c in self.cards if c.colour == kind)

    def has(self, name: str) -> bool:
        return any(x.name == name for x in self.cards + self.wonders + self.progress)

    @property
    def science_symbols(self) -> tuple[str, ...]:
        """Every science symbol held: green cards and the Law token (seed 003, Наука и прогресс), and
        what an expansion adds (``extra_science``)."""
        return tuple(x.effect.science for x in self.cards + self.progress if x.effect.science) + self.extra_science

    @property
    def different_symbols(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(self.science_symbols))

    @property
    def pairs(self) -> int:
        """Pairs of identical symbols; each lets the player take one progress token (seed 003, Наука и прогресс)."""
        symbols = self.science_symbols
        return sum(1 for s in set(symbols) if symbols.count(s) >= 2)


@dataclass(frozen=True)
class DuelTable:
    catalogue: DuelCatalogue
    conflict: int
    cities: tuple[DuelCity, DuelCity]
    # what the expansions a table plays add, by expansion id (``scoring.core.expansion``)
    ext: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def opponent(self, seat: int) -> DuelCity:
        return self.cities[1 - seat]

    def city(self, name: str) -> DuelCity | None:
        return next((c for c in self.cities if c.name == name), None)

    def toward(self, seat: int) -> int:
        """Spaces the pawn stands into the OPPONENT's half of ``seat`` (negative: into its own half)."""
        return self.conflict if seat == 0 else -self.conflict


# per kind of name: the "must be a list", "unknown" and "unknown, did you mean" messages
_NAME_TEXT = {
    "card": (N_("cards must be a list of names"), N_("unknown card {name!r}"),
             N_("unknown card {name!r}; did you mean {hint!r}?")),
    "wonder": (N_("wonders must be a list of names"), N_("unknown wonder {name!r}"),
               N_("unknown wonder {name!r}; did you mean {hint!r}?")),
    "progress token": (N_("progress tokens must be a list of names"), N_("unknown progress token {name!r}"),
                       N_("unknown progress token {name!r}; did you mean {hint!r}?")),
}


def _names(raw: Any, path: str, what: str, lookup, suggest, problems: Problems) -> list[tuple[int, Any]]:
    """Resolve a list of names; ``(index, thing)`` for each known, not repeated name."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        problems.add(path, _(_NAME_TEXT[what][0]))
        return []
    out: list[tuple[int, Any]] = []
    seen: dict[str, int] = {}
    for k, name in enumerate(raw):
        where = f"{path}[{k}]"
        thing = lookup(name) if isinstance(name, str) else None
        if thing is None:
            hint = suggest(name) if isinstance(name, str) else None
            problems.add(where, _(_NAME_TEXT[what][2 if hint else 1]).format(name=name, hint=hint))
            continue
        if thing.name in seen:
            problems.add(where, _("{thing} is already listed ({where}): there is one {thing} in the box").format(
                thing=display(thing), where=f"{path}[{seen[thing.name]}]"))
            continue
        seen[thing.name] = k
        out.append((k, thing))
    return out


def parse_duel(doc: Any, extra_keys: Iterable[str] = (), cat: DuelCatalogue | None = None,
               allowance: Sequence[Mapping[str, int]] = ({}, {})) -> DuelTable:
    """Validate a Duel document and build a ``DuelTable``; raise ``BadInput`` with every problem.
    ``cat``: the catalogue names are read from (the base game's with what the expansions played add);
    ``allowance``: per seat, how many more ``"wonders"`` and ``"progress"`` tokens the expansions'
    effects let it hold (``scoring.core.expansion.Expansion.allowance``)."""
    if not isinstance(doc, Mapping):
        raise BadInput(_("the document must be a JSON object with \"game\", \"conflict\" and \"players\""))
    cat = cat or catalogue()
    problems = Problems()
    problems.unknown_keys(doc, TABLE_KEYS + tuple(extra_keys), "")
    raw_game = doc.get("game", "duel")
    if not DUEL.named(raw_game):
        problems.add("game", _("{game!r} is not 7 Wonders Duel (\"game\": \"duel\")").format(game=raw_game))
    conflict = doc.get("conflict", 0)
    if not is_int(conflict) or not -cat.capital <= conflict <= cat.capital:
        # seed 003, Элементы игры: 9 spaces from the centre to each capital
        problems.add("conflict", _("the Conflict pawn stands on a space from -{capital} to {capital} "
                                   "(positive: toward players[1]'s capital), got {got!r}").format(
            capital=cat.capital, got=conflict))
        conflict = 0
    players = doc.get("players")
    if not isinstance(players, list) or len(players) != 2:
        problems.add("players", _("\"players\" must be a list of the 2 players (7 Wonders Duel is for 2 players)"))
        problems.raise_if_any()
    parsed = [_parse_city(cat, i, p, problems, allowance[i].get("wonders", 0)) for i, p in enumerate(players)]
    cities = [c for c, _ in parsed]
    if all(c is not None for c in cities):
        _check_table(cat, conflict, cities, [ix for _, ix in parsed], problems,
                     sum(a.get("progress", 0) for a in allowance))
    problems.raise_if_any()
    return DuelTable(cat, conflict, tuple(cities))


def _parse_city(cat: DuelCatalogue, i: int, p: Any, problems: Problems,
                more_wonders: int = 0) -> tuple[DuelCity | None, dict]:
    """The city, and for each list field the document index of every name kept (for error paths);
    ``more_wonders``: Wonders an expansion's effect gave this player beyond the draft."""
    path = f"players[{i}]"
    if not isinstance(p, Mapping):
        problems.add(path, _("each player must be an object with name, cards, wonders, progress, coins"))
        return None, {}
    problems.unknown_keys(p, PLAYER_KEYS, path)
    name = p.get("name")
    if not isinstance(name, str) or not name.strip():
        problems.add(f"{path}.name", _("a name is required"))
        name = _("player {n}").format(n=i + 1)
    coins = p.get("coins", 0)
    if not is_int(coins) or coins < 0:
        problems.add(f"{path}.coins", _("coins must be a whole number 0 or more, got {got!r}").format(got=coins))
        coins = 0
    cards = _names(p.get("cards", []), f"{path}.cards", "card", cat.card, cat.suggest_card, problems)
    wonders = _names(p.get("wonders", []), f"{path}.wonders", "wonder", cat.wonder, cat.suggest_wonder, problems)
    tokens = _names(p.get("progress", []), f"{path}.progress", "progress token", cat.token, cat.suggest_token,
                    problems)
    drafted = cat.dealt["wonders_per_player"]
    if len(wonders) > drafted + more_wonders:
        # seed 003, Фаза выбора чудес: each player ends the draft with 4 wonders
        problems.add(f"{path}.wonders", (
            _("{n} wonders: each player drafts {most} and can build no more") if not more_wonders else
            _("{n} wonders: this player drafted {most} and took {more} more, so can hold no more than {total}"))
            .format(n=len(wonders), most=drafted, more=more_wonders, total=drafted + more_wonders))
    city = DuelCity(i, name.strip(), tuple(c for _, c in cards), tuple(w for _, w in wonders),
                    tuple(t for _, t in tokens), coins)
    index = {"cards": [k for k, _ in cards], "wonders": [k for k, _ in wonders], "progress": [k for k, _ in tokens]}
    return city, index


def _check_table(cat: DuelCatalogue, conflict: int, cities: list[DuelCity], index: list[dict],
                 problems: Problems, more_tokens: int = 0) -> None:
    if name_key(cities[0].name) == name_key(cities[1].name):      # look-alikes too (scoring.core.player_names)
        problems.add("players[1].name", _("players[0] is already called {name!r}: names must differ").format(
            name=cities[0].name))
    # every card, wonder and progress token exists once in the box (seed 003, СОСТАВ ИГРЫ)
    for kind in ("cards", "wonders", "progress"):
        first = {thing.name for thing in getattr(cities[0], kind)}
        for thing, k in zip(getattr(cities[1], kind), index[1][kind]):
            if thing.name in first:
                problems.add(f"players[1].{kind}[{k}]", _("{thing} is also in players[0]'s city: there is one {thing} "
                                                           "in the box, it cannot be in both cities").format(
                    thing=display(thing)))
    # no more than 7 wonders in a game (seed 003, 7 чудес, не больше!)
    built = [(seat, k) for seat, c in enumerate(cities) for k in range(len(c.wonders))]
    most = cat.dealt["wonders_built_max"]
    if len(built) > most:
        seat, k = built[most]
        problems.add(f"players[{seat}].wonders[{index[seat]['wonders'][k]}]",
                     _("{n} wonders built in this game: only {most} can be built; when the seventh is built the last "
                       "one returns to the box").format(n=len(built), most=most))
    # cards dealt: 20 per age, age III = 17 age cards + 3 guilds (seed 003, Одна колода на эпоху)
    for age in (1, 2, 3):
        held = [c for city in cities for c in city.cards if c.age == age and not c.is_guild]
        if len(held) > cat.dealt[str(age)]:
            problems.add("players", _("{n} age {age} cards in the cities: only {dealt} are dealt in age {age}").format(
                n=len(held), age="I" * age, dealt=cat.dealt[str(age)]))
    guilds = [c for city in cities for c in city.cards if c.is_guild]
    if len(guilds) > cat.dealt["guilds"]:
        problems.add("players", _("{n} guilds in the cities: only {dealt} are shuffled into age III").format(n=len(guilds), dealt=cat.dealt["guilds"]))
    _check_progress(cat, cities, index, problems, more_tokens)
    check_supremacies(conflict, cat.capital, cities, problems)


def _check_progress(cat: DuelCatalogue, cities: list[DuelCity], index: list[dict], problems: Problems,
                    more: int) -> None:
    """Progress tokens: 5 on the board, plus one drawn from the box by The Great Library
    (seed 003, Подготовка 4; Александрийская библиотека), plus ``more`` an expansion's effect drew."""
    tokens = [(city.seat, k) for city in cities for k in index[city.seat]["progress"]]
    library = sum(1 for city in cities for w in city.wonders if w.effect.progress_from_box)
    room = cat.dealt["progress_on_board"] + library + more
    if len(tokens) <= room:
        return
    seat, k = tokens[room]
    if more:
        text = _("{n} progress tokens in the cities: only {room} can be held ({board} put on the board and {more} "
                 "drawn by the cities' Wonders and effects)")
    elif library:
        text = _("{n} progress tokens in the cities: only {board} are put on the board, plus the one The Great"
                 " Library draws")
    else:
        text = _("{n} progress tokens in the cities: only {board} are put on the board")
    problems.add(f"players[{seat}].progress[{k}]", text.format(
        n=len(tokens), board=cat.dealt["progress_on_board"], room=room, more=room - cat.dealt["progress_on_board"]))


def check_supremacies(conflict: int, capital: int, cities, problems: Problems) -> None:
    """A supremacy ends the game at once: no second one can follow (seed 003, Конец игры и победа)."""
    supreme = [c for c in cities if len(c.different_symbols) >= SUPREMACY_SYMBOLS]
    if len(supreme) == 2:
        problems.add("players", _("both players hold 6 different science symbols: the first to do so won at once and "
                                  "the game ended"))
    elif supreme and abs(conflict) == capital:
        problems.add("conflict", _("the pawn is in a capital and {player} holds 6 different science symbols: either "
                                   "supremacy ends the game at once, so both cannot happen")
                     .format(player=supreme[0].name))
