"""The Babel expansion's data (``scoring/data/babel.json``) as typed, frozen tables.

Tower tiles, Great Projects and project tokens are loaded once and checked on load:
24 tiles numbered 1..24 once each (seed 004, Состав игры), 15 projects, 5 per age
(seed 004, Карты Великих Проектов), every token a reward names is known, every card a
tile names is a real 1st-edition card of the right kind (``scoring/data/7w.json``).
A broken data file raises ``CatalogueError``: a bug in the data, not user input.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources as _res
from typing import Any

from scoring.classic.catalogue import COLOURS, OWNERS, RESOURCES, Catalogue
from scoring.core.errors import CatalogueError
from scoring.core.names import NameIndex, Named
from scoring.core.options import TableOption, read_options

TILE_COUNT = 24
PROJECTS_PER_AGE = 5
AGES = (1, 2, 3)

# The Great Project tokens of the Babel expansion, in the order of the score pad explanation;
# "resource-block" is the Double Walls penalty token (no points; see the data notes).
TOKEN_IDS: tuple[str, ...] = (
    "victory-1", "victory-3", "victory-5", "shield", "double-shield", "science", "guild", "wonder",
    "free-build", "free-stage", "any-project", "penalty-1", "penalty-2", "penalty-3", "resource-block")

# What a tile's effect may be (the parameters of babel.json "effects").
TILE_KINDS: tuple[str, ...] = (
    "tax", "bonus", "no_resources", "coins_for_resources", "disabled", "unlimited", "neighbour_chains",
    "trade_price", "free_resource", "victory_tokens", "defeat_tokens")
# what a tax / bonus / waiver applies to: a card colour, a build through a chain, a wonder stage
BUILDS: tuple[str, ...] = COLOURS + ("chain", "stage")
PENALTY_KINDS: tuple[str, ...] = ("discard", "lose_coins", "discard_victory_tokens", "wonder_resource_block")
# score pad rows a token may add to: the 1st-edition rows plus the tower's own row
ROWS: tuple[str, ...] = ("military", "treasury", "wonder", "civilian", "science", "commercial", "guilds", "tower")


@dataclass(frozen=True)
class TileEffect:
    """One parameter set of a tile; only the fields its ``kind`` uses are set."""
    kind: str
    on: str | None = None                  # tax/bonus/no_resources/coins_for_resources: what is built
    coins: int | None = None               # tax/bonus: a fixed number of coins ...
    per_age: bool = False                  # ... or the current age number (I:1, II:2, III:3)
    cards: tuple[str, ...] = ()            # disabled / unlimited: 1st-edition card names
    goods: str | None = None               # trade_price: "raw" / "manufactured"
    change: int = 0                        # trade_price: +1 / -1 coin per unit bought
    choice: tuple[str, ...] = ()           # free_resource: one of these, once a turn
    victory: tuple[tuple[int, int], ...] = ()   # victory_tokens: (printed value, value taken)
    per_defeat: int = 1                    # defeat_tokens: -1 tokens taken per lost battle

    def coins_in_age(self, age: int) -> int:
        """Coins of a tax or bonus in ``age`` (seed 004: 'равна порядковому номеру текущей Эпохи')."""
        return age if self.per_age else (self.coins or 0)


@dataclass(frozen=True)
class Tile:
    number: int
    summary: str
    effects: tuple[TileEffect, ...]
    sources: tuple[str, ...]

    @property
    def label(self) -> str:
        return f"Tile {self.number}"

    @property
    def label_ru(self) -> str:
        return f"Тайл {self.number}"

    def effect(self, kind: str) -> TileEffect | None:
        return next((e for e in self.effects if e.kind == kind), None)


@dataclass(frozen=True)
class ProjectCost:
    coins: int
    resources: tuple[str, ...]            # sorted, repeated


@dataclass(frozen=True)
class Reward:
    """Per participation token when the project succeeds: a token or coins."""
    token: str | None = None
    coins: int = 0


@dataclass(frozen=True)
class Penalty:
    """For every player without a participation token when the project fails."""
    kind: str
    colour: str | None = None             # discard: the colour of the card discarded
    count: int = 0                        # discard_victory_tokens: how many


@dataclass(frozen=True)
class Project(Named):
    name: str
    age: int
    colour: str                            # a building of this colour lets its builder take part
    cost: ProjectCost                      # paid on top of the building
    reward: Reward
    penalty: Penalty
    sources: tuple[str, ...] = ()
    effect: str = ""                       # one line: participation cost, reward, penalty (English; texts.py)


@dataclass(frozen=True)
class TokenScore:
    """How a token counts at the end of the game (all zero: it scores nothing)."""
    points: int = 0                        # fixed points printed on it
    shields: int = 0                       # shields added in every later conflict
    per_science_set: int = 0               # points per group of three different science symbols
    per_card: tuple[str, tuple[str, ...], int] | None = None   # (colour, of left/self/right, vp each)
    per_stage: tuple[tuple[str, ...], int] | None = None       # (of, vp each)


@dataclass(frozen=True)
class Token(Named):
    id: str
    name: str
    score: TokenScore
    row: str | None                        # score pad row its points go in; None: no points
    text: str
    sources: tuple[str, ...] = ()


@dataclass(frozen=True)
class BabelCatalogue:
    tiles: tuple[Tile, ...]                # ordered by number
    projects: tuple[Project, ...]
    tokens: tuple[Token, ...]
    tower_points: tuple[int, ...]          # index = tiles placed (0..3)
    visible: Mapping[int, int]             # players -> visible tiles in the tower
    participation: Mapping[int, int]       # players -> participation tokens put on a project
    rows: Mapping[str, Mapping[str, str]]
    notes: tuple[str, ...] = ()
    _projects: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)
    _tokens: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)

    def tile(self, number: int) -> Tile | None:
        return self.tiles[number - 1] if isinstance(number, int) and 1 <= number <= len(self.tiles) else None

    def tiles_with(self, kind: str) -> tuple[Tile, ...]:
        return tuple(t for t in self.tiles if t.effect(kind))

    def project(self, spelling: str) -> Project | None:
        key = self._projects.get(spelling)
        return next((p for p in self.projects if p.name == key), None) if key else None

    def suggest_project(self, spelling: str) -> str | None:
        return self._projects.suggest(spelling)

    def token(self, spelling: str) -> Token | None:
        key = self._tokens.get(spelling)
        return next((t for t in self.tokens if t.id == key), None) if key else None

    def suggest_token(self, spelling: str) -> str | None:
        return self._tokens.suggest(spelling)

    def projects_of_age(self, age: int) -> tuple[Project, ...]:
        return tuple(p for p in self.projects if p.age == age)

    @property
    def max_tiles(self) -> int:
        """Tiles a player holds (seed 004, Фаза Подготовки: 3 tiles each)."""
        return len(self.tower_points) - 1


# -- loading -------------------------------------------------------------------------

def _fail(where: str, message: str) -> CatalogueError:
    return CatalogueError(f"babel: {where}: {message}")


def _int(raw: Any, where: str) -> int:
    if not isinstance(raw, int) or isinstance(raw, bool):
        raise _fail(where, f"expected a whole number, got {raw!r}")
    return raw


def _tile_effect(raw: Mapping[str, Any], where: str) -> TileEffect:
    kind = raw.get("kind")
    if kind not in TILE_KINDS:
        raise _fail(where, f"unknown effect kind {kind!r}")
    known = {"kind", "on", "coins", "cards", "goods", "change", "choice", "map", "per_defeat"}
    if set(raw) - known:
        raise _fail(where, f"unknown effect keys {sorted(set(raw) - known)}")
    on = raw.get("on")
    if kind in ("tax", "bonus", "no_resources", "coins_for_resources") and on not in BUILDS:
        raise _fail(where, f"{kind} needs 'on' one of {BUILDS}, got {on!r}")
    coins, per_age = None, False
    if kind in ("tax", "bonus"):
        if raw.get("coins") == "age":
            per_age = True
        else:
            coins = _int(raw.get("coins"), where)
    cards = tuple(raw.get("cards", ()))
    if kind in ("disabled", "unlimited") and not cards:
        raise _fail(where, f"{kind} names no cards")
    goods = raw.get("goods")
    change = raw.get("change", 0)
    if kind == "trade_price" and (goods not in ("raw", "manufactured") or change not in (-1, 1)):
        raise _fail(where, f"bad trade price change {goods!r} {change!r}")
    choice = tuple(raw.get("choice", ()))
    if kind == "free_resource" and (not choice or not set(choice) <= set(RESOURCES)):
        raise _fail(where, f"bad free resource choice {choice!r}")
    victory: tuple[tuple[int, int], ...] = ()
    if kind == "victory_tokens":
        victory = tuple(sorted((int(k), _int(v, where)) for k, v in raw.get("map", {}).items()))
        if {k for k, _ in victory} != {1, 3, 5} or any(v < 0 or v > k for k, v in victory):
            raise _fail(where, f"bad victory token map {raw.get('map')!r}")
    per_defeat = 1
    if kind == "defeat_tokens":
        per_defeat = _int(raw.get("per_defeat"), where)
        if per_defeat < 1:
            raise _fail(where, "per_defeat must be 1 or more")
    return TileEffect(kind, on, coins, per_age, cards, goods, change, choice, victory, per_defeat)


def _project(raw: Mapping[str, Any], token_ids: set[str]) -> Project:
    where = f"project {raw.get('name')!r}"
    age = raw.get("age")
    if age not in AGES:
        raise _fail(where, f"age must be 1, 2 or 3, got {age!r}")
    if raw.get("colour") not in COLOURS:
        raise _fail(where, f"unknown colour {raw.get('colour')!r}")
    cost = raw.get("cost", {})
    resources: list[str] = []
    for res, n in cost.get("resources", {}).items():
        if res not in RESOURCES or _int(n, where) < 1:
            raise _fail(where, f"bad cost resource {res!r}: {n!r}")
        resources.extend([res] * n)
    reward_raw = raw.get("reward", {})
    reward = Reward(reward_raw.get("token"), reward_raw.get("coins", 0))
    if (reward.token is None) == (not reward.coins):
        raise _fail(where, f"a reward is one token or some coins, got {reward_raw!r}")
    if reward.token is not None and reward.token not in token_ids:
        raise _fail(where, f"reward token {reward.token!r} is not a known token")
    pen = raw.get("penalty", {})
    penalty = Penalty(pen.get("kind"), pen.get("colour"), pen.get("count", 0))
    if penalty.kind not in PENALTY_KINDS:
        raise _fail(where, f"unknown penalty {pen!r}")
    if penalty.kind == "discard" and penalty.colour not in COLOURS:
        raise _fail(where, f"discard penalty needs a colour, got {pen!r}")
    if penalty.kind == "discard_victory_tokens" and penalty.count < 1:
        raise _fail(where, f"discard_victory_tokens needs a count, got {pen!r}")
    return Project(raw["name"], age, raw["colour"], ProjectCost(_int(cost.get("coins", 0), where),
                                                                tuple(sorted(resources))),
                   reward, penalty, tuple(raw.get("sources", ())), raw.get("effect", ""), **Named.of(raw))


def _token(raw: Mapping[str, Any]) -> Token:
    where = f"token {raw.get('id')!r}"
    s = raw.get("score", {})
    known = {"points", "shields", "per_science_set", "per_card", "per_stage"}
    if set(s) - known:
        raise _fail(where, f"unknown score keys {sorted(set(s) - known)}")
    per_card = None
    if "per_card" in s:
        pc = s["per_card"]
        if pc.get("colour") not in COLOURS or not set(pc.get("of", ())) <= set(OWNERS):
            raise _fail(where, f"bad per_card {pc!r}")
        per_card = (pc["colour"], tuple(pc["of"]), _int(pc.get("vp"), where))
    per_stage = None
    if "per_stage" in s:
        ps = s["per_stage"]
        if not set(ps.get("of", ())) <= set(OWNERS):
            raise _fail(where, f"bad per_stage {ps!r}")
        per_stage = (tuple(ps["of"]), _int(ps.get("vp"), where))
    score = TokenScore(_int(s.get("points", 0), where), _int(s.get("shields", 0), where),
                       _int(s.get("per_science_set", 0), where), per_card, per_stage)
    row = raw.get("row")
    scores_points = bool(score.points or score.per_science_set or score.per_card or score.per_stage)
    if row is not None and row not in ROWS:
        raise _fail(where, f"unknown score pad row {row!r}")
    if scores_points != (row is not None):
        raise _fail(where, "a token that scores points needs a row, and only such a token has one")
    # the tokens print pictures, no words (babel.json names_sources.ru/uk): their names describe them
    return Token(raw["id"], raw["name"], score, row, raw.get("text", ""), tuple(raw.get("sources", ())),
                 ru=tuple(raw.get("ru", ())), uk=tuple(raw.get("uk", ())), described=True)


def parse_babel_catalogue(data: Mapping[str, Any], base: Catalogue) -> BabelCatalogue:
    """Build and validate the Babel tables; ``base`` is the 1st-edition catalogue the tiles name cards of."""
    tokens = tuple(_token(t) for t in data["tokens"])
    ids = [t.id for t in tokens]
    if sorted(ids) != sorted(TOKEN_IDS):
        raise _fail("tokens", f"expected exactly {list(TOKEN_IDS)}, got {ids}")
    tokens = tuple(sorted(tokens, key=lambda t: TOKEN_IDS.index(t.id)))
    tiles = []
    for raw in data["tiles"]:
        n = raw.get("number")
        where = f"tile {n!r}"
        effects = tuple(_tile_effect(e, where) for e in raw.get("effects", ()))
        if not effects:
            raise _fail(where, "no effect")
        tiles.append(Tile(_int(n, where), raw.get("summary", ""), effects, tuple(raw.get("sources", ()))))
    numbers = sorted(t.number for t in tiles)
    if numbers != list(range(1, TILE_COUNT + 1)):
        raise _fail("tiles", f"tiles must be numbered 1..{TILE_COUNT} once each, got {numbers}")
    tiles.sort(key=lambda t: t.number)
    projects = tuple(_project(p, set(ids)) for p in data["projects"])
    for age in AGES:
        n = sum(1 for p in projects if p.age == age)
        if n != PROJECTS_PER_AGE:
            raise _fail("projects", f"age {age} has {n} projects, not {PROJECTS_PER_AGE}")
    tower = data["tower"]
    points = tuple(_int(tower["points"][str(k)], "tower.points") for k in range(len(tower["points"])))
    if points[0] != 0 or any(a >= b for a, b in zip(points, points[1:])):
        raise _fail("tower.points", f"points must start at 0 and grow, got {points}")
    cat = BabelCatalogue(
        tiles=tuple(tiles), projects=projects, tokens=tokens, tower_points=points,
        visible={int(k): _int(v, "tower.visible") for k, v in tower["visible"].items()},
        participation={int(k): _int(v, "participation") for k, v in data["participation"]["per_players"].items()},
        rows=data.get("rows", {}), notes=tuple(data.get("notes", ())))
    _check_cards(cat, base)
    _index(cat)
    return cat


def _check_cards(cat: BabelCatalogue, base: Catalogue) -> None:
    """Every card a tile names exists in the 1st edition and is of the kind the tile means."""
    names = set(base.card_names)
    problems = []
    for tile in cat.tiles:
        for eff in tile.effects:
            for name in eff.cards:
                if name not in names:
                    problems.append(f"tile {tile.number}: {name!r} is not a 1st-edition card")
                    continue
                card = base.card_entries(name)[0]
                units = card.effect.produce
                if eff.kind == "unlimited":
                    # seed 004, 20: brown cards producing one single resource
                    if card.colour != "brown" or len(units) != 1 or len(units[0]) != 1:
                        problems.append(f"tile {tile.number}: {name} is not a single-resource brown card")
                elif card.colour == "brown":
                    # seed 004, 3: two of one resource, or a choice of two
                    if not (len(units) == 2 or (len(units) == 1 and len(units[0]) == 2)):
                        problems.append(f"tile {tile.number}: {name} is not a double or mixed brown card")
                elif eff.kind == "disabled" and card.colour != "yellow":
                    problems.append(f"tile {tile.number}: {name} is neither brown nor a trade card")
    for t in cat.tokens:
        if t.row == "tower":
            problems.append(f"token {t.id}: the tower row holds tower points only")
    if problems:
        raise CatalogueError("babel: " + "; ".join(problems))


def _index(cat: BabelCatalogue) -> None:
    try:
        for p in cat.projects:
            cat._projects.add(p.name, p.name, display=True)
            for spelling in p.aliases + p.ru + p.uk:
                cat._projects.add(spelling, p.name)
        for t in cat.tokens:
            cat._tokens.add(t.id, t.id, display=True)
            for spelling in (t.name,) + t.ru + t.uk:
                cat._tokens.add(spelling, t.id)
    except ValueError as exc:
        raise CatalogueError(f"babel: {exc}") from None


def load_babel_catalogue(filename: str = "babel.json", base: Catalogue | None = None) -> BabelCatalogue:
    if base is None:
        from scoring.classic.catalogue import catalogue
        base = catalogue("7w")
    text = _res.files("scoring").joinpath("data").joinpath(filename).read_text(encoding="utf-8")
    return parse_babel_catalogue(json.loads(text), base)


@lru_cache(maxsize=1)
def table_options() -> tuple[TableOption, ...]:
    """The table option on the open point that changes a score (data file ``table_options``:
    ``guild_token_copy``, with the Great Projects), its default the APP'S READING."""
    text = _res.files("scoring").joinpath("data").joinpath("babel.json").read_text(encoding="utf-8")
    return read_options(json.loads(text)["table_options"])


@lru_cache(maxsize=None)
def babel_catalogue() -> BabelCatalogue:
    """The Babel tables, loaded and validated once."""
    return load_babel_catalogue()

