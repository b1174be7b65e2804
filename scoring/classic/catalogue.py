"""Typed, frozen game data loaded from the JSON files in ``scoring/data``.

Everything a rule needs to know about a card or a wonder board lives in the data
file; this module only parses it and checks it is self-consistent (deck sizes for
every player count, chain links pointing at real cards, known resources).
"""
from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from importlib import resources as _res
from typing import Any

from scoring.core.boxes import BOXES, OWN_FORMAT
from scoring.core.costs import resources_of
from scoring.core.errors import CatalogueError
from scoring.core.names import NameIndex, Named, names_of

RAW: tuple[str, ...] = ("wood", "stone", "clay", "ore")
MANUFACTURED: tuple[str, ...] = ("glass", "cloth", "papyrus")
RESOURCES: tuple[str, ...] = RAW + MANUFACTURED
SCIENCE: tuple[str, ...] = ("compass", "gear", "tablet")
COLOURS: tuple[str, ...] = ("brown", "grey", "blue", "yellow", "red", "green", "purple")
SIDES: tuple[str, ...] = ("left", "right")
# what a "per" count may count: a colour, a wonder stage, or a defeat token
COUNTABLE: tuple[str, ...] = COLOURS + ("stage", "defeat")
OWNERS: tuple[str, ...] = ("left", "self", "right")

RESOURCE_ALIASES = {
    "wood": "wood", "lumber": "wood", "timber": "wood",
    "stone": "stone",
    "clay": "clay", "brick": "clay",
    "ore": "ore", "iron": "ore",
    "glass": "glass",
    "cloth": "cloth", "loom": "cloth", "textile": "cloth", "fabric": "cloth", "silk": "cloth",
    "papyrus": "papyrus", "paper": "papyrus",
    "дерево": "wood", "древесина": "wood", "камень": "stone", "глина": "clay", "руда": "ore",
    "стекло": "glass", "ткань": "cloth", "папирус": "papyrus",
}


@dataclass(frozen=True)
class Discount:
    """Trading at 1 coin instead of 2 for ``goods`` ("raw"/"manufactured") bought from ``sides``."""
    goods: str
    sides: frozenset[str]

    def applies(self, resource: str, side: str) -> bool:
        kinds = RAW if self.goods == "raw" else MANUFACTURED
        return resource in kinds and side in self.sides


@dataclass(frozen=True)
class PerCount:
    """``amount`` for each thing of kind ``per`` in the cities ``of`` (left/self/right)."""
    per: tuple[str, ...]
    of: tuple[str, ...]
    amount: int


@dataclass(frozen=True)
class Effect:
    produce: tuple[frozenset[str], ...] = ()   # one unit per entry; an entry of 2+ is a "/" choice
    vp: int = 0
    shields: int = 0
    science: str | None = None                 # compass / gear / tablet / "any" (wildcard)
    coins: int = 0                             # taken once, when built
    discount: Discount | None = None
    income: PerCount | None = None             # coins taken once, when built
    score: PerCount | None = None              # victory points at the end of the game
    free_build_per_age: bool = False           # Olympia A
    build_from_discard: bool = False           # Halikarnassos
    play_seventh: bool = False                 # Babylon B
    copy_guild: bool = False                   # Olympia B
    # 2nd edition (scoring/data/7w2.json, "effect_keys_added")
    vp_if_wonder_complete: int = 0             # Decorators Guild: VP if every own stage is built
    free_first_of_colour: bool = False         # Olympia day: first card of each colour free
    free_first_card_per_age: bool = False      # Olympia night I: first card of each Age free
    free_last_card_per_age: bool = False       # Olympia night II: 6th card of each Age free


@dataclass(frozen=True)
class Card(Named):
    name: str
    age: int
    colour: str
    players: tuple[int, ...]        # one entry per printed copy: the "N+" on it; () for guilds
    coins: int
    cost: tuple[str, ...]           # resources, sorted, repeated: ("clay", "clay", "wood")
    chain_to: tuple[str, ...]
    chain_from: tuple[str, ...]
    effect: Effect
    note: str | None = None
    chain_gives: tuple[str, ...] = ()   # 2nd edition: chain symbols printed as given
    chain_needs: tuple[str, ...] = ()   # 2nd edition: the symbol that makes this card free

    @property
    def is_guild(self) -> bool:
        return self.colour == "purple"

    def copies(self, players: int) -> int:
        """Copies of this card in the age deck for ``players`` (guilds: 1, drawn at random; a card an
        expansion adds without player marks, such as a leader: the one copy in the box)."""
        if self.is_guild or not self.players:
            return 1
        return sum(1 for p in self.players if p <= players)


@dataclass(frozen=True)
class Stage:
    number: int                     # 1-based, built in order
    cost: tuple[str, ...]
    effect: Effect
    coins: int = 0                  # a coin cost printed on the stage, paid to the bank (Petra)


@dataclass(frozen=True)
class WonderSide:
    wonder: str
    side: str
    produce: str | None             # None: the board's printed power replaces it (Rome)
    stages: tuple[Stage, ...]
    # the side as printed, for ``scoring.core.i18n.display``: ``name`` the board's own mark ("A", "day"),
    # ``ru``/``uk`` the words of those boxes (none when the board prints the same mark everywhere)
    name: str = field(default="", compare=False)
    ru: tuple[str, ...] = field(default=(), compare=False)
    uk: tuple[str, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        if not self.name:
            object.__setattr__(self, "name", self.side)

    @cached_property
    def copy_guild_stage(self) -> int:
        """The number of the stage that copies a neighbour's guild (Olympia B), 0 when none does."""
        return next((st.number for st in self.stages if st.effect.copy_guild), 0)


@dataclass(frozen=True)
class Wonder(Named):
    name: str
    title: str
    sides: Mapping[str, WonderSide]

    def __hash__(self) -> int:
        return hash(self.name)


SPELLINGS_KEPT = 4096   # spellings remembered per catalogue (a stranger's input cannot grow it further)


@dataclass(frozen=True)
class Catalogue:
    game: str
    title: str
    cards: tuple[Card, ...]                 # every (name, age) entry once
    wonders: tuple[Wonder, ...]
    min_players: int
    max_players: int
    notes: tuple[str, ...] = ()
    side_names: tuple[str, ...] = ("A", "B")
    side_aliases: Mapping[str, str] = field(default_factory=dict, compare=False)  # "ночь" -> "night"
    _cards: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)
    _wonders: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)
    _entries: dict = field(default_factory=dict, repr=False, compare=False)   # name → entries, built once
    _copies: dict = field(default_factory=dict, repr=False, compare=False)    # (name, players) → copies
    _spelled: dict = field(default_factory=dict, repr=False, compare=False)   # spelling → card, bounded
    _wonder_spelled: dict = field(default_factory=dict, repr=False, compare=False)   # spelling → wonder, bounded
    _present: dict = field(default_factory=dict, repr=False, compare=False)   # players → {spelling → card}

    # -- look-ups ---------------------------------------------------------
    def card_entries(self, name: str) -> tuple[Card, ...]:
        """Every age's entry for a card name (Loom is in ages I and II)."""
        if not self._entries:                  # an index instead of a scan per look-up
            index: dict[str, list[Card]] = {}
            for c in self.cards:
                index.setdefault(c.name, []).append(c)
            self._entries.update({k: tuple(v) for k, v in index.items()})
        return self._entries.get(name, ())

    def card(self, spelling: str) -> Card | None:
        found = self._spelled.get(spelling) if isinstance(spelling, str) else None
        if found is not None:                  # a spelling seen before: no normalisation
            return found
        key = self._cards.get(spelling)
        card = self.card_entries(key)[0] if key else None
        if card is not None and len(self._spelled) < SPELLINGS_KEPT:
            self._spelled[spelling] = card
        return card

    def present(self, players: int) -> dict[str, Card]:
        """Spellings seen before → card, for the cards in the game with ``players`` (at least one
        copy): the usual card of a document is one look-up (for speed).  Filled by
        ``remember_present``; bounded like the other spellings."""
        found = self._present.get(players)
        if found is None:
            found = self._present[players] = {}
        return found

    def remember_present(self, spelling: str, card: Card, players: int) -> None:
        """Keep ``spelling`` → ``card`` for ``present(players)`` when the card has a copy then."""
        kept = self.present(players)
        if len(kept) < SPELLINGS_KEPT and self.copies(card.name, players) > 0:
            kept[spelling] = card

    def suggest_card(self, spelling: str) -> str | None:
        return self._cards.suggest(spelling)

    def wonder(self, spelling: str) -> Wonder | None:
        found = self._wonder_spelled.get(spelling) if isinstance(spelling, str) else None
        if found is not None:                  # a spelling seen before (for speed)
            return found
        key = self._wonders.get(spelling)
        wonder = next((w for w in self.wonders if w.name == key), None) if key else None
        if wonder is not None and len(self._wonder_spelled) < SPELLINGS_KEPT:
            self._wonder_spelled[spelling] = wonder
        return wonder

    def suggest_wonder(self, spelling: str) -> str | None:
        return self._wonders.suggest(spelling)

    def side(self, spelling: str) -> str | None:
        """The side key for a spelling: "A", "day", "ночь" -> "night"; None if unknown."""
        if not isinstance(spelling, str):
            return None
        if spelling in self.side_names:
            return spelling
        return self.side_aliases.get(spelling.strip().casefold())

    @property
    def card_names(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for c in self.cards:
            seen.setdefault(c.name)
        return tuple(seen)

    @property
    def guilds(self) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c.is_guild)

    def copies(self, name: str, players: int) -> int:
        """Copies of a card name at the table for ``players`` (all ages together)."""
        key = (name, players)
        if key not in self._copies:
            self._copies[key] = sum(c.copies(players) for c in self.card_entries(name))
        return self._copies[key]

    def deck(self, age: int, players: int) -> list[Card]:
        """The age deck for ``players`` before guilds are drawn (age III: without guilds)."""
        deck: list[Card] = []
        for c in self.cards:
            if c.age == age and not c.is_guild:
                deck.extend([c] * c.copies(players))
        return deck


# -- loading ---------------------------------------------------------------

def _resources(raw: Any, where: str) -> tuple[str, ...]:
    return resources_of(raw, where, RESOURCES)


def _produce(raw: Any, where: str) -> tuple[frozenset[str], ...]:
    units = []
    for unit in raw or ():
        choice = frozenset(unit.split("/"))
        if not choice <= set(RESOURCES):
            raise CatalogueError(f"{where}: unknown resource in {unit!r}")
        units.append(choice)
    return tuple(units)


def _per(raw: Any, key: str, where: str) -> PerCount | None:
    if raw is None:
        return None
    per, of, amount = tuple(raw["per"]), tuple(raw["of"]), raw[key]
    if not set(per) <= set(COUNTABLE) or not set(of) <= set(OWNERS) or not isinstance(amount, int):
        raise CatalogueError(f"{where}: bad count {raw!r}")
    return PerCount(per, of, amount)


_FLAGS = ("free_build_per_age", "build_from_discard", "play_seventh", "copy_guild",
          "free_first_of_colour", "free_first_card_per_age", "free_last_card_per_age")
_EFFECT_KEYS = {"produce", "vp", "shields", "science", "coins", "discount", "income", "score",
                "vp_if_wonder_complete"} | set(_FLAGS)


def _effect(raw: Mapping[str, Any], where: str) -> Effect:
    unknown = set(raw) - _EFFECT_KEYS
    if unknown:
        raise CatalogueError(f"{where}: unknown effect keys {sorted(unknown)}")
    science = raw.get("science")
    if science is not None and science not in SCIENCE + ("any",):
        raise CatalogueError(f"{where}: unknown science symbol {science!r}")
    discount = None
    if "discount" in raw:
        d = raw["discount"]
        if d.get("goods") not in ("raw", "manufactured") or not set(d.get("sides", ())) <= set(SIDES):
            raise CatalogueError(f"{where}: bad discount {d!r}")
        discount = Discount(d["goods"], frozenset(d["sides"]))
    if any(not isinstance(raw.get(k, False), bool) for k in _FLAGS):
        raise CatalogueError(f"{where}: a flag effect must be true or false")
    if not isinstance(raw.get("vp_if_wonder_complete", 0), int):
        raise CatalogueError(f"{where}: vp_if_wonder_complete must be a number")
    return Effect(
        produce=_produce(raw.get("produce"), where),
        vp=raw.get("vp", 0), shields=raw.get("shields", 0), science=science,
        coins=raw.get("coins", 0), discount=discount,
        income=_per(raw.get("income"), "coins", where),
        score=_per(raw.get("score"), "vp", where),
        vp_if_wonder_complete=raw.get("vp_if_wonder_complete", 0),
        **{k: raw.get(k, False) for k in _FLAGS},
    )


def _symbol_chains(cards: Any) -> dict[str, list[str]]:
    """2nd edition: card name -> names of later cards that need a symbol it gives (seed 001,
    Цепочки зданий: a card shows the symbol it gives; a later card the symbol that makes it free)."""
    chain_to: dict[str, list[str]] = {}
    for c in cards:
        for later in cards:
            if later["age"] > c["age"] and set(later.get("chain_needs", ())) & set(c.get("chain_gives", ())):
                targets = chain_to.setdefault(c["name"], [])
                if later["name"] not in targets:
                    targets.append(later["name"])
    return chain_to


def _card(c: Mapping[str, Any], symbol_chains: Mapping[str, list[str]], chain_from: Mapping[str, list[str]],
          colours: tuple[str, ...]) -> Card:
    where = f"card {c.get('name')!r} (age {c.get('age')})"
    if c.get("colour", c.get("color")) not in colours:
        raise CatalogueError(f"{where}: unknown colour")
    return Card(
        name=c["name"], age=c.get("age", 0), colour=c.get("colour", c.get("color")),
        players=tuple(c.get("players", ())), coins=c.get("coins", 0),
        cost=_resources(c.get("cost"), where),
        chain_to=tuple(c.get("chain_to", ()) or symbol_chains.get(c["name"], ())),
        chain_from=tuple(chain_from.get(c["name"], ())), effect=_effect(c.get("effect", {}), where),
        note=c.get("note"), chain_gives=tuple(c.get("chain_gives", ())), **Named.of(c),
        chain_needs=tuple(c.get("chain_needs", ())),
    )


def with_cards(base: Catalogue, cards: Sequence[Mapping[str, Any]], colours: Sequence[str],
               wonders: Sequence[Mapping[str, Any]] = (), max_players: int | None = None) -> Catalogue:
    """``base`` and the cards and boards an expansion adds (entries in the data file's own format, cards
    of the base colours or of ``colours``, the expansion's own: Leaders' white, Cities' black; boards
    with the base game's sides, ``base_board``): one catalogue in which a document names them like any
    card or board.  The base decks are checked by the base file; an added card needs no deck (a leader
    is drafted apart), and no spelling may mean two cards or two boards.  ``max_players``: the seats the
    expansion allows when more than the base game's (Cities: 8; the base decks are not widened: a
    card's copies are those of the largest player count printed on it)."""
    allowed = tuple(COLOURS) + tuple(colours)
    added = tuple(_card(c, {}, {}, allowed) for c in cards)
    for card in added:
        clash = next((s for s in (card.name, *card.aliases, *card.ru, *card.uk) if base.card(s) is not None), None)
        if clash is not None:
            raise CatalogueError(f"{base.game}: the added card {card.name!r} is spelt {clash!r}, "
                                 f"which already names {base.card(clash).name!r}")
    boards = tuple(_wonder(w, {}, base.side_names, boardless=True) for w in wonders)
    for board in boards:
        clash = next((s for s in (board.name, board.title, *board.aliases, *board.ru, *board.uk)
                      if base.wonder(s) is not None), None)
        if clash is not None:
            raise CatalogueError(f"{base.game}: the added board {board.name!r} is spelt {clash!r}, "
                                 f"which already names {base.wonder(clash).name!r}")
    most = max(base.max_players, max_players or 0)
    cat = Catalogue(base.game, base.title, base.cards + added, base.wonders + boards, base.min_players, most,
                    base.notes, base.side_names, base.side_aliases)
    _index(cat)
    return cat


def _wonder(w: Mapping[str, Any], printed_sides: Mapping[str, Any], side_names: Sequence[str],
            boardless: bool = False) -> Wonder:
    """A board of the data file's format; ``boardless``: its side may produce no resource (an
    expansion's board whose printed power replaces it: Rome, Manneken Pis, Catan)."""
    if set(w["sides"]) != set(side_names):
        raise CatalogueError(f"wonder {w['name']}: sides {sorted(w['sides'])}, expected {list(side_names)}")
    sides = {}
    for side_name, s in w["sides"].items():
        where = f"wonder {w['name']} {side_name}"
        if s.get("produce") not in RESOURCES and not (boardless and s.get("produce") is None):
            raise CatalogueError(f"{where}: unknown resource {s.get('produce')!r}")
        stages = tuple(
            Stage(i + 1, _resources(st["cost"], f"{where} stage {i + 1}"),
                  _effect(st["effect"], f"{where} stage {i + 1}"), st.get("coins", 0))
            for i, st in enumerate(s["stages"]))
        printed = printed_sides.get(side_name) or {}
        sides[side_name] = WonderSide(
            w["name"], side_name, s.get("produce"), stages, name=printed.get("printed", side_name),
            # a mark printed alike in every box (A/B: data notes) is shown as printed
            ru=() if "printed" in printed else tuple(printed.get("ru", ())),
            uk=() if "printed" in printed else tuple(printed.get("uk", ())))
    return Wonder(w["name"], w.get("title", w["name"]), sides, **Named.of(w))


def base_effect(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The part of an expansion's effect the 1st edition's engine reads itself (vp, coins, shields,
    science, a count of its own vocabulary …): each key kept when the base effect parser accepts it;
    the expansion's own hooks read the rest from its data file."""
    kept = {}
    for key, value in raw.items():
        try:
            _effect({key: value}, "")
        except (CatalogueError, AttributeError, TypeError, KeyError):
            continue
        kept[key] = value
    return kept


def base_board(raw: Mapping[str, Any]) -> dict[str, Any]:
    """An expansion's board entry (its data file) → the 1st edition's format: names, starting resource
    (none when a printed power replaces it), stage costs (a stage's coins too: Petra), and the effects
    the base engine reads."""
    sides = {name: {"produce": side.get("produce"),
                    "stages": [{"cost": st.get("cost") or {}, "effect": base_effect(st.get("effect") or {}),
                                **({"coins": st["coins"]} if st.get("coins") else {})}    # Petra's coin cost
                               for st in side["stages"]]}
             for name, side in raw["sides"].items()}
    return {"name": raw["name"], "title": raw.get("title", raw["name"]), **names_of(raw), "sides": sides}


def parse_catalogue(data: Mapping[str, Any], min_players: int, max_players: int) -> Catalogue:
    symbol_chains = _symbol_chains(data["cards"])
    chain_from: dict[str, list[str]] = {}
    for c in data["cards"]:
        for target in c.get("chain_to", ()) or symbol_chains.get(c["name"], ()):
            if c["name"] not in chain_from.setdefault(target, []):
                chain_from[target].append(c["name"])
    cards = [_card(c, symbol_chains, chain_from, COLOURS) for c in data["cards"]]
    side_names = tuple(data.get("side_names", ("A", "B")))
    side_aliases: dict[str, str] = {}
    for side, langs in (data.get("side_names") or {}).items():
        for lang, spellings in langs.items():     # {"printed": "A", "ru": ["А"], "uk": ["А"]}
            for spelling in ([spellings] if isinstance(spellings, str) else spellings):
                other = side_aliases.setdefault(spelling.strip().casefold(), side)
                if other != side:
                    raise CatalogueError(f"side name {spelling!r} means both {other!r} and {side!r}")
    wonders = [_wonder(w, data.get("side_names") or {}, side_names) for w in data["wonders"]]
    cat = Catalogue(data["game"], data.get("title", data["game"]), tuple(cards), tuple(wonders),
                    min_players, max_players, tuple(data.get("notes", ())), side_names, side_aliases)
    _index(cat)
    validate_catalogue(cat)
    return cat


def _index(cat: Catalogue) -> None:
    try:
        for c in cat.cards:
            cat._cards.add(c.name, c.name, display=True)
            for spelling in c.aliases + c.ru + c.uk:
                cat._cards.add(spelling, c.name)
        for w in cat.wonders:
            cat._wonders.add(w.name, w.name, display=True)
            for spelling in (w.title,) + w.aliases + w.ru + w.uk:
                cat._wonders.add(spelling, w.name)
    except ValueError as exc:
        raise CatalogueError(f"{cat.game}: {exc}") from None


def validate_catalogue(cat: Catalogue) -> None:  # noqa: C901 — one check per fact of the data file, every problem at once
    """Self-consistency of a 7 Wonders style catalogue (seed 000, "Колоды эпох").

    Each age deck holds 7 cards per player; age III holds players + 2 guilds.
    """
    names = set(cat.card_names)
    problems: list[str] = []
    given = {s: c for c in cat.cards for s in c.chain_gives}
    needed = {s: c for c in cat.cards for s in c.chain_needs}
    for c in cat.cards:
        for target in c.chain_to:
            if target not in names:
                problems.append(f"{c.name}: chain to unknown card {target!r}")
            elif c.chain_gives:     # 2nd edition: a symbol may reach two Ages later
                if all(t.age <= c.age for t in cat.card_entries(target)):
                    problems.append(f"{c.name}: chain to {target!r} which is not in a later age")
            elif all(t.age != c.age + 1 for t in cat.card_entries(target)):
                problems.append(f"{c.name}: chain to {target!r} which is not in age {c.age + 1}")
        for s in c.chain_gives:
            if s not in needed:
                problems.append(f"{c.name}: gives chain symbol {s!r} that no card needs")
        for s in c.chain_needs:
            if s not in given or all(g.age >= c.age for g in cat.cards if s in g.chain_gives):
                problems.append(f"{c.name}: needs chain symbol {s!r} that no earlier card gives")
        if not c.is_guild and not c.players:
            problems.append(f"{c.name}: no player counts")
        if any(p < cat.min_players or p > cat.max_players for p in c.players):
            problems.append(f"{c.name}: player count outside {cat.min_players}..{cat.max_players}")
    for n in range(cat.min_players, cat.max_players + 1):
        for age in (1, 2, 3):
            size = len(cat.deck(age, n)) + (n + 2 if age == 3 else 0)
            if size != 7 * n:
                problems.append(f"age {age} deck for {n} players holds {size} cards, not {7 * n}")
    if len(cat.guilds) < cat.max_players + 2:
        problems.append(f"{len(cat.guilds)} guilds, need {cat.max_players + 2}")
    if problems:
        raise CatalogueError(f"{cat.game}: " + "; ".join(problems))


def load_catalogue_file(filename: str, min_players: int, max_players: int) -> Catalogue:
    text = _res.files("scoring").joinpath("data").joinpath(filename).read_text(encoding="utf-8")
    return parse_catalogue(json.loads(text), min_players, max_players)


def as_resource(text: Any) -> str | None:
    return RESOURCE_ALIASES.get(text.strip().casefold()) if isinstance(text, str) else None


@lru_cache(maxsize=None)
def catalogue(game_id: str = "7w") -> Catalogue:
    """The catalogue of the 1st-edition family's data file of ``game_id`` (an id, not a spelling:
    ``scoring.games.find_game`` reads spellings); ``KeyError`` for any other game."""
    game = next((g for g in BOXES if g.id == game_id), None)
    if game is None or game.data is None or game.id in OWN_FORMAT:
        raise KeyError(game_id)
    return load_catalogue_file(game.data, game.min_players, game.max_players)
