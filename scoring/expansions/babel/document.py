"""The Babel parts of the table document, read and validated.

    {"game": "7w", "expansions": ["babel"],           # or "babel-tower" / "babel-projects"
     "tower": [4, 12, 19],                            # visible tiles, oldest first (referee)
     "project": {"card": "River Port", "tokens": {"Ira": 1}},   # the current project (referee)
     "players": [{"name": "Ira", ..., "babel": {"tiles": [4, 12], "tokens": ["victory-3", "penalty-2"]}}]}

``tiles`` lists the tiles a player placed (a count 0..3 is accepted for scoring);
``tokens`` the Great Project tokens held. ``parse_babel`` collects every problem with
its path in a ``Problems`` and returns a ``BabelTable``; it reads only these fields, so
the 1st-edition parser stays in charge of the rest of the document.
"""
from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any

from scoring.core.errors import Problems
from scoring.core.i18n import _, display, ngettext
from scoring.core.names import NameIndex
from scoring.expansions.babel.catalogue import AGES, BabelCatalogue, babel_catalogue, table_options
from scoring.expansions.babel.score import victory_taken
from scoring.core.numbers import is_int

TOWER = "babel-tower"
PROJECTS = "babel-projects"
EXPANSIONS: dict[str, frozenset[str]] = {
    "babel": frozenset({TOWER, PROJECTS}),
    TOWER: frozenset({TOWER}),
    PROJECTS: frozenset({PROJECTS}),
}
_EXPANSION_SPELLINGS = {
    "babel": ("Babel", "7 Wonders Babel", "Вавилон", "7 Чудес: Вавилон"),
    TOWER: ("Tower of Babel", "tower", "Вавилонская башня"),
    PROJECTS: ("Great Projects", "projects", "Great Projects of Babel", "Великие Проекты", "Великие Проекты Вавилона"),
}
TABLE_KEYS = ("expansions", "tower", "project", "guild_token_copy")      # table-level fields Babel adds
# The table's reading of the guild token with Olympia B's copied guild (data notes "Guild token"):
# "ignored" (default: the token counts guilds built, the copy builds none) or "counted".
PLAYER_KEY = "babel"                                  # per-player field Babel adds
BABEL_KEYS = ("tiles", "tokens")
PROJECT_KEYS = ("card", "tokens")
MAX_PARTICIPATIONS = 7    # at most one a turn (seed 004, Описание Эпохи); 6 turns, 7 with Babylon B

_INDEX = NameIndex()
for _key, _spellings in _EXPANSION_SPELLINGS.items():
    _INDEX.add(_key, _key, display=True)
    for _s in _spellings:
        _INDEX.add(_s, _key)


@dataclass(frozen=True)
class BabelCity:
    seat: int
    tiles: tuple[int, ...] | None          # the tiles placed, when listed
    placed: int                            # how many tiles placed (listed or counted)
    tokens: tuple[str, ...]                # Great Project token ids held


@dataclass(frozen=True)
class CurrentProject:
    name: str
    participations: tuple[tuple[str, int], ...]   # (player name, participation tokens held)


@dataclass(frozen=True)
class BabelTable:
    expansions: frozenset[str]
    tower: tuple[int, ...]                 # visible tiles, oldest first
    project: CurrentProject | None
    cities: tuple[BabelCity, ...]
    guild_copy_counted: bool = False       # "guild_token_copy": "counted"

    @property
    def tower_in_play(self) -> bool:
        return TOWER in self.expansions

    @property
    def projects_in_play(self) -> bool:
        return PROJECTS in self.expansions


def parse_expansions(raw: Any, problems: Problems, path: str = "expansions") -> frozenset[str]:
    """``"babel"`` (both parts), ``"babel-tower"``, ``"babel-projects"`` (seed 004, Описание: either part alone or both)."""
    if raw is None:
        return frozenset()
    if not isinstance(raw, list):
        problems.add(path, _("expansions must be a list, e.g. [\"babel\"] or [\"babel-tower\"]"))
        return frozenset()
    found: set[str] = set()
    for k, name in enumerate(raw):
        key = _INDEX.get(name) if isinstance(name, str) else None
        if key is None:
            hint = _INDEX.suggest(name) if isinstance(name, str) else None
            problems.add(f"{path}[{k}]", (_("unknown expansion {name!r}; did you mean {hint!r}?") if hint else
                                          _("unknown expansion {name!r}; known: {known}")).format(
                name=name, hint=hint, known=', '.join(EXPANSIONS)))
            continue
        found |= EXPANSIONS[key]
    return frozenset(found)


def _tile_number(v: Any, where: str, cat: BabelCatalogue, problems: Problems) -> int | None:
    if not is_int(v) or cat.tile(v) is None:
        problems.add(where, _("tile numbers are 1 to {count}, got {value!r}").format(count=len(cat.tiles), value=v))
        return None
    return v


def _parse_tiles(raw: Any, path: str, cat: BabelCatalogue, problems: Problems) -> tuple[tuple[int, ...] | None, int]:
    most = cat.max_tiles
    if is_int(raw):
        if not 0 <= raw <= most:
            problems.add(path, _("a player places 0 to {most} tiles (each holds {most}), got {value}").format(most=most, value=raw))
            return None, 0
        return None, raw
    if not isinstance(raw, list):
        problems.add(path, _("tiles must list the tile numbers placed, e.g. [4, 12], or give their count"))
        return None, 0
    seen: dict[int, int] = {}
    tiles: list[int] = []
    for k, v in enumerate(raw):
        n = _tile_number(v, f"{path}[{k}]", cat, problems)
        if n is None:
            continue
        if n in seen:
            problems.add(f"{path}[{k}]", _("tile {n} is already listed ({where}): each tile is placed once").format(
                n=n, where=f"{path}[{seen[n]}]"))
            continue
        seen[n] = k
        tiles.append(n)
    if len(raw) > most:
        problems.add(path, ngettext("{n} tile: a player holds {most} tiles, so places at most {most}",
                                    "{n} tiles: a player holds {most} tiles, so places at most {most}", len(raw)).format(n=len(raw), most=most))
    return tuple(tiles), min(len(tiles), most)


def _parse_tokens(raw: Any, path: str, cat: BabelCatalogue, problems: Problems) -> tuple[str, ...]:
    if not isinstance(raw, list):
        problems.add(path, _("tokens must be a list of Great Project token names, e.g. [\"victory-3\", \"penalty-2\"]"))
        return ()
    out: list[str] = []
    for k, name in enumerate(raw):
        tok = cat.token(name) if isinstance(name, str) else None
        if tok is None:
            hint = cat.suggest_token(name) if isinstance(name, str) else None
            known = ", ".join(t.id for t in cat.tokens)
            problems.add(f"{path}[{k}]", (_("unknown token {name!r}; did you mean {hint!r}?") if hint else
                                          _("unknown token {name!r}; the tokens are {known}")).format(
                name=name, hint=hint, known=known))
            continue
        out.append(tok.id)
    # one project per age, so at most one penalty token of each age (seed 004, Невозможность уплаты штрафа)
    for tid in ("penalty-1", "penalty-2", "penalty-3", "resource-block"):
        n = out.count(tid)
        if n > 1:
            what = (_("one project fails at most once") if tid == "resource-block"
                    else _("one project per age, so at most one penalty token of age {age}").format(age='I' * int(tid[-1])))
            problems.add(path, ngettext("{n} {token} token: {what}", "{n} {token} tokens: {what}", n).format(
                n=n, token=tid, what=what))
    return tuple(out)


def _parse_player(i: int, p: Any, expansions: frozenset[str], cat: BabelCatalogue,
                  problems: Problems) -> BabelCity:
    empty = BabelCity(i, None, 0, ())
    if not isinstance(p, Mapping) or PLAYER_KEY not in p:
        return empty
    path = f"players[{i}].{PLAYER_KEY}"
    raw = p[PLAYER_KEY]
    if not isinstance(raw, Mapping):
        problems.add(path, _("babel must be an object: {{\"tiles\": [4, 12], \"tokens\": [\"victory-3\"]}}").format())
        return empty
    problems.unknown_keys(raw, BABEL_KEYS, path)
    tiles, placed, tokens = None, 0, ()
    if "tiles" in raw:
        tiles, placed = _parse_tiles(raw["tiles"], f"{path}.tiles", cat, problems)
        if TOWER not in expansions and (placed or tiles):
            problems.add(f"{path}.tiles", _("tiles need the tower: add \"babel-tower\" (or \"babel\") to \"expansions\""))
    if "tokens" in raw:
        tokens = _parse_tokens(raw["tokens"], f"{path}.tokens", cat, problems)
        if PROJECTS not in expansions and tokens:
            problems.add(f"{path}.tokens", _("Great Project tokens need the projects: add \"babel-projects\" "
                                             "(or \"babel\") to \"expansions\""))
    if p.get("free_city") is True and (placed or tokens):
        # seed 004, Правила для 2 игроков: the Free City gets no tiles and never joins a project
        problems.add(path, _("the Free City takes no tower tiles and no Great Project tokens"))
    return BabelCity(i, tiles, placed, tokens)


def _parse_tower(raw: Any, n_players: int, cat: BabelCatalogue, problems: Problems) -> tuple[int, ...]:
    if not isinstance(raw, list):
        problems.add("tower", _("tower must list the visible tiles, oldest first, e.g. [4, 12, 19]"))
        return ()
    seen: dict[int, int] = {}
    out: list[int] = []
    for k, v in enumerate(raw):
        n = _tile_number(v, f"tower[{k}]", cat, problems)
        if n is None:
            continue
        if n in seen:
            problems.add(f"tower[{k}]", _("tile {n} is already in the tower ({where}): each tile exists once").format(
                n=n, where=f"tower[{seen[n]}]"))
            continue
        seen[n] = k
        out.append(n)
    most = cat.visible.get(n_players)
    if most is not None and len(raw) > most:
        # seed 004, Размещение тайлов: at most 3 or 4 tiles visible (2 players: 2)
        problems.add("tower", ngettext("{n} visible tile: with {players} players the tower shows at most {most}",
                                       "{n} visible tiles: with {players} players the tower shows at most {most}",
                                       len(raw)).format(n=len(raw), players=n_players, most=most))
    return tuple(out)


def _parse_project(raw: Any, names: Sequence[str], free_city: str | None, cat: BabelCatalogue,
                   problems: Problems) -> CurrentProject | None:
    if not isinstance(raw, Mapping):
        problems.add("project", _("project must be an object: {{\"card\": \"River Port\", \"tokens\": {{\"Ira\": 1}}}}").format())
        return None
    problems.unknown_keys(raw, PROJECT_KEYS, "project")
    card = raw.get("card")
    proj = cat.project(card) if isinstance(card, str) else None
    if proj is None:
        hint = cat.suggest_project(card) if isinstance(card, str) else None
        problems.add("project.card", (_("unknown Great Project {card!r}; did you mean {hint!r}?") if hint else
                                      _("unknown Great Project {card!r}; the projects are {known}")).format(
            card=card, hint=hint, known=', '.join(display(p) for p in cat.projects)))
    tokens = raw.get("tokens", {})
    held: list[tuple[str, int]] = []
    if not isinstance(tokens, Mapping):
        problems.add("project.tokens", _("project tokens map player names to participation tokens, e.g. "
                                         "{{\"Ira\": 1}}").format())
        tokens = {}
    for who, n in tokens.items():
        where = f"project.tokens.{who}"
        if who not in names:
            close = difflib.get_close_matches(str(who), list(names), n=1)
            problems.add(where, (_("no player is called {who!r}; did you mean {close!r}?") if close else
                                 _("no player is called {who!r}")).format(who=who, close=close[0] if close else ""))
            continue
        if who == free_city:
            problems.add(where, _("the Free City never takes part in a Great Project"))
            continue
        if not is_int(n) or not 0 <= n <= MAX_PARTICIPATIONS:
            problems.add(where, _("participation tokens are a whole number 0 to {most} (at most one a turn), got "
                                  "{value!r}").format(most=MAX_PARTICIPATIONS, value=n))
            continue
        held.append((who, n))
    return CurrentProject(proj.name, tuple(held)) if proj else None


def _token_sources(cat: BabelCatalogue, tower: bool) -> dict[str, set[str]]:
    """Which projects' success can hand out each reward token (tile 19 lowers the victory ones
    when the tower is in play: seed 004, Правила игры с другими дополнениями)."""
    reduce = [t.number for t in cat.tiles_with("victory_tokens")]
    out: dict[str, set[str]] = {}
    for p in cat.projects:
        tok = p.reward.token
        if tok is None:
            continue
        out.setdefault(tok, set()).add(p.name)
        if tower and tok.startswith("victory-"):
            lowered = victory_taken(int(tok.split("-")[1]), reduce, cat)
            if lowered:
                out.setdefault(f"victory-{lowered}", set()).add(p.name)
    return out


def _check_one_project_per_age(cities: Sequence[BabelCity], tower: bool, cat: BabelCatalogue,
                               problems: Problems) -> None:
    """Tokens held across the table must come from one project per age, each of which succeeded
    for everyone or failed for everyone (seed 004, Фаза Подготовки, Конец Эпохи А/Б)."""
    held = {t for c in cities for t in c.tokens}
    if not held:
        return
    sources = _token_sources(cat, tower)
    by_age = [cat.projects_of_age(a) for a in AGES]
    for chosen in product(*by_age):
        for success in product((True, False), repeat=len(AGES)):
            ok = True
            for t in held:
                if t.startswith("penalty-"):
                    ok = not success[int(t[-1]) - 1]
                elif t == "resource-block":
                    ok = not success[0] and chosen[0].penalty.kind == "wonder_resource_block"
                else:
                    ok = any(s and p.name in sources.get(t, ()) for p, s in zip(chosen, success))
                if not ok:
                    break
            if ok:
                return
    problems.add("players", _("the Great Project tokens at the table ({tokens}) cannot all come from one project per "
                              "age that succeeded or failed for everyone").format(
        tokens=', '.join(sorted(held))))


def parse_babel(doc: Mapping, problems: Problems, cat: BabelCatalogue | None = None) -> BabelTable:
    """The Babel fields of a table document; every problem goes into ``problems`` with its path."""
    cat = cat if cat is not None else babel_catalogue()
    expansions = parse_expansions(doc.get("expansions"), problems)
    players = doc.get("players") if isinstance(doc.get("players"), list) else []
    cities = tuple(_parse_player(i, p, expansions, cat, problems) for i, p in enumerate(players))
    # each of the 24 tiles exists once (seed 004, Тайлы Строительства: 'Все 24 тайла отличаются')
    placed_by: dict[int, str] = {}
    for c in cities:
        for k, n in enumerate(c.tiles or ()):
            where = f"players[{c.seat}].{PLAYER_KEY}.tiles"
            if n in placed_by:
                problems.add(f"{where}[{k}]", _("tile {n} is also placed by {other}: each tile exists once").format(
                    n=n, other=placed_by[n]))
            else:
                placed_by[n] = f"players[{c.seat}]"
    names = [p.get("name").strip() for p in players if isinstance(p, Mapping) and isinstance(p.get("name"), str)]
    free = next((p.get("name") for p in players if isinstance(p, Mapping) and p.get("free_city") is True), None)
    n_players = len(players) - (1 if free is not None else 0)
    tower: tuple[int, ...] = ()
    if doc.get("tower") is not None:
        tower = _parse_tower(doc["tower"], n_players, cat, problems)
        if TOWER not in expansions:
            problems.add("tower", _("a tower needs \"babel-tower\" (or \"babel\") in \"expansions\""))
        # the Free City never lists tiles (seed 004, Правила для 2 игроков): the players' lists are complete
        listing = [c for c, p in zip(cities, players) if not (isinstance(p, Mapping) and p.get("free_city") is True)]
        if listing and all(c.tiles is not None for c in listing):
            for k, n in enumerate(tower):
                if n not in placed_by:
                    problems.add(f"tower[{k}]", _("tile {n} is in the tower but no player lists it as placed").format(n=n))
        elif len(tower) > sum(c.placed for c in cities) and any(PLAYER_KEY in p for p in players if isinstance(p, Mapping)):
            problems.add("tower", ngettext("{n} visible tile but only {placed} placed by the players",
                                           "{n} visible tiles but only {placed} placed by the players",
                                           len(tower)).format(n=len(tower), placed=sum(c.placed for c in cities)))
    project = None
    if doc.get("project") is not None:
        project = _parse_project(doc["project"], names, free, cat, problems)
        if PROJECTS not in expansions:
            problems.add("project", _("a Great Project needs \"babel-projects\" (or \"babel\") in \"expansions\""))
    _check_one_project_per_age(cities, TOWER in expansions, cat, problems)
    return BabelTable(expansions, tower, project, cities, _parse_guild_copy(doc, expansions, problems))


def _parse_guild_copy(doc: Mapping, expansions: frozenset[str], problems: Problems) -> bool:
    """``"guild_token_copy"``: does Olympia B's copied guild count for the guild token (Menagerie's
    reward)? ``"ignored"`` (the default) or ``"counted"``: the data notes "Guild token" say why."""
    raw = doc.get("guild_token_copy")
    if raw is None:
        return False
    # its values and default: the data file's ``table_options`` (the default "ignored", the APP'S READING)
    if not next(o for o in table_options() if o.key == "guild_token_copy").accepts(raw):
        problems.add("guild_token_copy", _("guild_token_copy is \"ignored\" (the default: the guild token counts the "
                                           "guilds built, and Olympia B's copy builds none) or \"counted\" (the copy "
                                           "counts as a guild of Olympia's city), got {value!r}").format(value=raw))
        return False
    if PROJECTS not in expansions:
        problems.add("guild_token_copy", _("guild_token_copy needs \"babel-projects\" (or \"babel\") in "
                                           "\"expansions\""))
    return raw == "counted"
