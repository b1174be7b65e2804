"""7 Wonders Duel data (``scoring/data/duel.json``) as typed, frozen dataclasses.

Everything a rule needs about a card, a wonder, a progress token, the military
track or an age layout lives in the data file; this module parses it and checks
it is self-consistent when it loads (deck sizes, chain symbols given and needed,
layouts that hold the cards dealt).  Facts and their sources: the data file's
``sources``, ``notes`` and ``verified``.
"""
from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import resources as _res
from typing import Any

from scoring.core.costs import resources_of
from scoring.core.errors import CatalogueError
from scoring.core.names import NameIndex, Named

RESOURCES: tuple[str, ...] = ("wood", "clay", "stone", "glass", "papyrus")
RAW: tuple[str, ...] = ("wood", "clay", "stone")            # brown cards
MANUFACTURED: tuple[str, ...] = ("glass", "papyrus")        # grey cards
COLOURS: tuple[str, ...] = ("brown", "grey", "blue", "green", "yellow", "red", "purple")
AGES: tuple[int, ...] = (1, 2, 3)
# what a guild or an age III yellow card counts: a colour, the wonders built, or coins (Moneylenders)
COUNTABLE: tuple[str, ...] = COLOURS + ("wonder", "coins")


@dataclass(frozen=True)
class CountRule:
    """``amount`` (coins or VP) for every ``per`` things of kinds ``count``."""
    count: tuple[str, ...]
    amount: int
    per: int = 1


@dataclass(frozen=True)
class Effect:
    produce: tuple[frozenset[str], ...] = ()   # one unit per entry; 2+ resources in an entry = a choice
    vp: int = 0
    shields: int = 0
    science: str | None = None
    coins: int = 0                             # taken once, when built
    coins_per: CountRule | None = None         # age III yellow: coins per own card/wonder, when built
    fixed_price: tuple[str, ...] = ()          # Reserves, Customs House: these resources cost 1 coin
    guild_vp: CountRule | None = None          # VP at the end, city with most of the kind
    guild_coins: CountRule | None = None       # coins when built, city with most of the kind
    # wonders
    opponent_loses: int = 0
    play_again: bool = False
    discard_opponent: str | None = None        # colour of an opponent's card put in the discard
    build_from_discard: bool = False
    progress_from_box: bool = False
    # progress tokens
    fewer_resources: tuple[str, int] | None = None   # ("wonder" | "blue", 2)
    receives_trade: bool = False
    vp_per_token: int = 0
    extra_shield_red: int = 0
    play_again_wonders: bool = False
    chain_coins: int = 0


@dataclass(frozen=True)
class Card(Named):
    name: str
    age: int                      # guilds: 3 (shuffled into the age III deck)
    colour: str
    coins: int                    # coin cost
    cost: tuple[str, ...]         # resources, sorted, repeated
    effect: Effect
    chain_gives: str | None = None
    chain_needs: str | None = None

    @property
    def is_guild(self) -> bool:
        return self.colour == "purple"


@dataclass(frozen=True)
class Wonder(Named):
    name: str
    cost: tuple[str, ...]
    effect: Effect


@dataclass(frozen=True)
class ProgressToken(Named):
    name: str
    effect: Effect


@dataclass(frozen=True)
class MilitaryToken:
    """Lost by the player whose half holds the zone when the pawn first enters it."""
    name: str
    spaces: tuple[int, int]       # inclusive, signed (positive: players[1]'s half)
    coins: int

    @property
    def victim(self) -> int:
        return 1 if self.spaces[0] > 0 else 0


@dataclass(frozen=True)
class Position:
    """One card slot of an age layout: row 1 is dealt first (farthest from the players)."""
    row: int
    column: int
    face_up: bool
    covered_by: tuple[tuple[int, int], ...]   # (row, column) of the cards lying on it

    @property
    def key(self) -> str:
        return f"{self.row}.{self.column}"


@dataclass(frozen=True)
class Layout:
    age: int
    positions: tuple[Position, ...]

    def position(self, row: int, column: int) -> Position | None:
        return next((p for p in self.positions if p.row == row and p.column == column), None)

    def accessible(self, remaining: set[tuple[int, int]]) -> set[tuple[int, int]]:
        """Slots of ``remaining`` no remaining card covers (seed 003, Описание хода: «доступная» карта)."""
        return {(p.row, p.column) for p in self.positions if (p.row, p.column) in remaining
                and not any(c in remaining for c in p.covered_by)}


@dataclass(frozen=True)
class DuelCatalogue:
    game: str
    title: str
    cards: tuple[Card, ...]
    wonders: tuple[Wonder, ...]
    progress: tuple[ProgressToken, ...]
    military_tokens: tuple[MilitaryToken, ...]
    military_vp: tuple[tuple[int, int, int], ...]    # (from, to, vp) by distance from the centre
    capital: int
    layouts: Mapping[int, Layout]
    science: tuple[str, ...]
    dealt: Mapping[str, int]
    notes: tuple[str, ...] = ()
    structure: str = ""           # the id of the expansion whose structures ``layouts`` are ("": Duel's)
    _cards: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)
    _wonders: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)
    _progress: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)

    def card(self, spelling: Any) -> Card | None:
        key = self._cards.get(spelling)
        return next((c for c in self.cards if c.name == key), None) if key else None

    def wonder(self, spelling: Any) -> Wonder | None:
        key = self._wonders.get(spelling)
        return next((w for w in self.wonders if w.name == key), None) if key else None

    def token(self, spelling: Any) -> ProgressToken | None:
        key = self._progress.get(spelling)
        return next((t for t in self.progress if t.name == key), None) if key else None

    def suggest_card(self, spelling: Any) -> str | None:
        return self._cards.suggest(spelling)

    def suggest_wonder(self, spelling: Any) -> str | None:
        return self._wonders.suggest(spelling)

    def suggest_token(self, spelling: Any) -> str | None:
        return self._progress.suggest(spelling)

    def age_cards(self, age: int) -> tuple[Card, ...]:
        """The age deck without guilds."""
        return tuple(c for c in self.cards if c.age == age and not c.is_guild)

    @property
    def guilds(self) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c.is_guild)

    def giver(self, symbol: str) -> Card | None:
        return next((c for c in self.cards if c.chain_gives == symbol), None)

    def military_points(self, distance: int) -> int:
        """VP for the pawn ``distance`` spaces into the opponent's half (facts 69; seed 003, Гражданская победа)."""
        return next((vp for lo, hi, vp in self.military_vp if lo <= distance <= hi), 0)


# -- loading ---------------------------------------------------------------

def _resources(raw: Any, where: str) -> tuple[str, ...]:
    return resources_of(raw, where, RESOURCES)


def _count_rule(raw: Mapping, key: str, where: str) -> CountRule | None:
    amount = raw.get(key, 0)
    if not amount:
        return None
    count = tuple(raw.get("count", ()))
    if not count or not set(count) <= set(COUNTABLE) or not isinstance(amount, int):
        raise CatalogueError(f"{where}: bad count {raw!r}")
    return CountRule(count, amount, raw.get("per", 1))


_EFFECT_KEYS = {"produce", "vp", "shields", "science", "coins", "coins_per", "fixed_price", "guild",
                "opponent_loses", "play_again", "discard_opponent", "build_from_discard", "progress_from_box",
                "fewer_resources", "receives_trade", "vp_per_token", "extra_shield_red", "play_again_wonders",
                "chain_coins"}


def _effect(raw: Mapping[str, Any], science: tuple[str, ...], where: str) -> Effect:
    unknown = set(raw) - _EFFECT_KEYS
    if unknown:
        raise CatalogueError(f"{where}: unknown effect keys {sorted(unknown)}")
    produce = []
    for unit in raw.get("produce", ()):
        choice = frozenset(unit.split("/"))
        if not choice <= set(RESOURCES):
            raise CatalogueError(f"{where}: unknown resource in {unit!r}")
        produce.append(choice)
    sym = raw.get("science")
    if sym is not None and sym not in science:
        raise CatalogueError(f"{where}: unknown science symbol {sym!r}")
    fixed = tuple(raw.get("fixed_price", ()))
    if not set(fixed) <= set(RESOURCES):
        raise CatalogueError(f"{where}: unknown resource in fixed_price {fixed!r}")
    guild = raw.get("guild")
    fewer = raw.get("fewer_resources")
    if raw.get("discard_opponent") not in (None,) + COLOURS:
        raise CatalogueError(f"{where}: unknown colour {raw['discard_opponent']!r}")
    return Effect(
        produce=tuple(produce), vp=raw.get("vp", 0), shields=raw.get("shields", 0), science=sym,
        coins=raw.get("coins", 0),
        coins_per=_count_rule(raw["coins_per"], "coins", where) if "coins_per" in raw else None,
        fixed_price=fixed,
        guild_vp=_count_rule(guild, "vp", where) if guild else None,
        guild_coins=_count_rule(guild, "coins", where) if guild else None,
        opponent_loses=raw.get("opponent_loses", 0), play_again=raw.get("play_again", False),
        discard_opponent=raw.get("discard_opponent"), build_from_discard=raw.get("build_from_discard", False),
        progress_from_box=raw.get("progress_from_box", False),
        fewer_resources=(fewer["for"], fewer["count"]) if fewer else None,
        receives_trade=raw.get("receives_trade", False), vp_per_token=raw.get("vp_per_token", 0),
        extra_shield_red=raw.get("extra_shield_red", 0), play_again_wonders=raw.get("play_again_wonders", False),
        chain_coins=raw.get("chain_coins", 0),
    )


def parse_layout(age: int, raw: Mapping[str, Any]) -> Layout:
    """An age's structure from its data entry (``rows`` of columns, row 1 dealt first; ``face_up_rows``):
    each card covered by the two cards half a card to each side in the next row (seed 003, Описание хода);
    also read by an expansion whose structure differs (Agora's)."""
    rows = raw["rows"]
    up = set(raw["face_up_rows"])
    slots = {(r + 1, c) for r, cols in enumerate(rows) for c in cols}
    positions = []
    for r, cols in enumerate(rows, start=1):
        for c in cols:
            covered = tuple(s for s in ((r + 1, c - 1), (r + 1, c + 1)) if s in slots)
            positions.append(Position(r, c, r in up, covered))
    return Layout(age, tuple(positions))


def parse_catalogue(data: Mapping[str, Any]) -> DuelCatalogue:
    science = tuple(data["science"])
    cards = []
    for c in data["cards"]:
        where = f"card {c.get('name')!r}"
        if c.get("colour") not in COLOURS or c.get("age") not in AGES:
            raise CatalogueError(f"{where}: unknown colour or age")
        cards.append(Card(c["name"], c["age"], c["colour"], c.get("coins", 0), _resources(c.get("cost"), where),
                          _effect(c.get("effect", {}), science, where), c.get("chain_gives"), c.get("chain_needs"),
                          **Named.of(c)))
    wonders = tuple(Wonder(w["name"], _resources(w["cost"], f"wonder {w['name']!r}"),
                           _effect(w["effect"], science, f"wonder {w['name']!r}"),
                           **Named.of(w))
                    for w in data["wonders"])
    progress = tuple(ProgressToken(t["name"], _effect(t["effect"], science, f"progress token {t['name']!r}"),
                                   **Named.of(t))
                     for t in data["progress"])
    tokens = tuple(MilitaryToken(t["name"], tuple(t["spaces"]), t["coins"]) for t in data["military_tokens"])
    bands = tuple((b["spaces"][0], b["spaces"][1], b["vp"]) for b in data["military_vp"])
    layouts = {int(age): parse_layout(int(age), raw) for age, raw in data["layouts"].items()}
    cat = DuelCatalogue(data["game"], data.get("title", data["game"]), tuple(cards), wonders, progress, tokens,
                        bands, data["capital"], layouts, science, dict(data["dealt"]), tuple(data.get("notes", ())))
    _index(cat)
    validate_catalogue(cat, data)
    return cat


def _index(cat: DuelCatalogue) -> None:
    try:
        for index, things in ((cat._cards, cat.cards), (cat._wonders, cat.wonders), (cat._progress, cat.progress)):
            for t in things:
                index.add(t.name, t.name, display=True)
                for spelling in t.aliases + t.ru + t.uk:
                    index.add(spelling, t.name)
    except ValueError as exc:
        raise CatalogueError(f"{cat.game}: {exc}") from None


def validate_catalogue(cat: DuelCatalogue, data: Mapping[str, Any]) -> None:  # noqa: C901 — one check per fact of the data file, every problem at once
    """Self-consistency (seed 003, СОСТАВ ИГРЫ; Описание эпохи; Условие бесплатного строительства)."""
    problems: list[str] = []
    sizes = data["deck_sizes"]
    for age in AGES:
        if len(cat.age_cards(age)) != sizes[str(age)]:
            problems.append(f"age {age} holds {len(cat.age_cards(age))} cards, not {sizes[str(age)]}")
    for what, things in (("guilds", cat.guilds), ("wonders", cat.wonders), ("progress", cat.progress),
                         ("military_tokens", cat.military_tokens)):
        if len(things) != sizes[what]:
            problems.append(f"{len(things)} {what}, not {sizes[what]}")
    names = [c.name for c in cat.cards] + [w.name for w in cat.wonders] + [t.name for t in cat.progress]
    if len(set(names)) != len(names):
        problems.append("a name is used twice")
    if any(c.is_guild and c.age != 3 for c in cat.cards):
        problems.append("guilds belong to age III")
    if any(c.age == 3 and c.colour in ("brown", "grey") for c in cat.cards):
        problems.append("age III holds no brown or grey cards (seed 003, Примечание)")
    # chains: every symbol needed is given by exactly one card of an earlier age, and every symbol given is used
    symbols = set(data["chain_symbols"])
    for c in cat.cards:
        for sym in (c.chain_gives, c.chain_needs):
            if sym is not None and sym not in symbols:
                problems.append(f"{c.name}: unknown chain symbol {sym!r}")
        if c.chain_needs:
            givers = [g for g in cat.cards if g.chain_gives == c.chain_needs]
            if len(givers) != 1 or givers[0].age >= c.age:
                problems.append(f"{c.name}: chain symbol {c.chain_needs!r} is not given by one card of an earlier age")
    for sym in symbols:
        if not any(c.chain_needs == sym for c in cat.cards) or not any(c.chain_gives == sym for c in cat.cards):
            problems.append(f"chain symbol {sym!r} is not both given and needed")
    # science: every symbol but the Law token's comes on exactly two green cards
    for sym in cat.science:
        on_cards = [c.name for c in cat.cards if c.effect.science == sym]
        on_tokens = [t.name for t in cat.progress if t.effect.science == sym]
        if (len(on_cards), len(on_tokens)) not in ((2, 0), (0, 1)):
            problems.append(f"science symbol {sym!r} on {on_cards + on_tokens}")
    if any(c.effect.science and c.colour != "green" for c in cat.cards):
        problems.append("only green cards carry science symbols")
    # layouts hold the cards dealt: 20 per age (age III: 17 + 3 guilds)
    dealt = cat.dealt
    for age in AGES:
        layout = cat.layouts.get(age)
        want = dealt[str(age)] + (dealt["guilds"] if age == 3 else 0)
        if layout is None or len(layout.positions) != want:
            problems.append(f"age {age} layout does not hold {want} cards")
        elif len(cat.age_cards(age)) < dealt[str(age)]:
            problems.append(f"age {age}: fewer cards than are dealt")
        elif not [p for p in layout.positions if not p.covered_by] or any(
                not p.face_up and not p.covered_by for p in layout.positions):
            problems.append(f"age {age} layout: the last row must be face up and accessible")
    if len(cat.military_tokens) != 4 or sorted(t.victim for t in cat.military_tokens) != [0, 0, 1, 1]:
        problems.append("two military tokens on each side")
    if problems:
        raise CatalogueError(f"{cat.game}: " + "; ".join(problems))


@lru_cache(maxsize=None)
def catalogue() -> DuelCatalogue:
    text = _res.files("scoring").joinpath("data").joinpath("duel.json").read_text(encoding="utf-8")
    return parse_catalogue(json.loads(text))


def _duel_effect(raw: Mapping[str, Any]) -> dict:
    """The part of an expansion's effect the base game reads (``_EFFECT_KEYS``); the rest is the
    expansion's own, scored and refereed by its hooks."""
    return {k: v for k, v in raw.items() if k in _EFFECT_KEYS}


def with_additions(base: DuelCatalogue, cards: Sequence[Mapping[str, Any]] = (),
                   wonders: Sequence[Mapping[str, Any]] = (),
                   progress: Sequence[Mapping[str, Any]] = (),
                   military_tokens: Sequence[Mapping[str, Any]] = (),
                   layouts: Mapping[str, Mapping[str, Any]] | None = None, structure: str = "") -> DuelCatalogue:
    """``base`` with the cards, wonders and progress tokens an expansion adds (entries in the data
    file's format; effect keys the base game does not know are left to the expansion): one
    catalogue in which a document names them like the base game's.  No spelling may mean two things.
    An expansion's military tokens (Agora's) replace the base game's, and so do its structures
    (``layouts`` by age, Agora's larger ones), the catalogue's ``structure`` then the expansion's id."""
    science = base.science
    added_cards = tuple(
        Card(c["name"], c["age"], c["colour"], c.get("coins", 0), _resources(c.get("cost"), f"card {c['name']!r}"),
             _effect(_duel_effect(c.get("effect", {})), science, f"card {c['name']!r}"), c.get("chain_gives"),
             c.get("chain_needs"), **Named.of(c)) for c in cards)
    added_wonders = tuple(
        Wonder(w["name"], _resources(w["cost"], f"wonder {w['name']!r}"),
               _effect(_duel_effect(w.get("effect", {})), science, f"wonder {w['name']!r}"), **Named.of(w))
        for w in wonders)
    added_progress = tuple(
        ProgressToken(t["name"], _effect(_duel_effect(t.get("effect", {})), science, f"progress token {t['name']!r}"),
                      **Named.of(t)) for t in progress)
    tokens = tuple(MilitaryToken(t["name"], tuple(t["spaces"]), t.get("coins", 0)) for t in military_tokens)
    cat = replace(base, cards=base.cards + added_cards, wonders=base.wonders + added_wonders,
                  progress=base.progress + added_progress, military_tokens=tokens or base.military_tokens,
                  layouts={int(age): parse_layout(int(age), raw) for age, raw in layouts.items()} if layouts
                  else base.layouts, structure=structure if layouts else base.structure,
                  _cards=NameIndex(), _wonders=NameIndex(), _progress=NameIndex())
    _index(cat)
    return cat
