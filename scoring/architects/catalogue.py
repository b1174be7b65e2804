"""7 Wonders Architects data (``scoring/data/architects.json``) as typed, frozen tables.

Wonders with their 5 pieces, card kinds, deck compositions, progress tokens, the cat,
conflict and victory tokens.  Checked on load: 5 pieces per wonder with the requirements
2≠, 2=, 3≠, 3=, 4≠ once each (seed 002, Будівництво етапу), 25 cards per wonder deck and
60 in the central deck, 235 in all (seed 002, ВМІСТ), 15 progress tokens with Culture
twice (seed 002, Культура), conflict tokens for 2-7 players (seed 002, Підготовка 7).
A broken data file raises ``CatalogueError``.  Facts and sources: the data file's
``sources``, ``notes`` and ``verified``.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources as _res
from typing import Any

from scoring.core.errors import CatalogueError
from scoring.core.names import NameIndex, Named

COLOURS: tuple[str, ...] = ("grey", "yellow", "blue", "green", "red")
RESOURCES: tuple[str, ...] = ("wood", "stone", "clay", "papyrus", "glass")
SCIENCE: tuple[str, ...] = ("compass", "gear", "tablet")
REQUIREMENT_IDS: tuple[str, ...] = ("2d", "2s", "3d", "3s", "4d")   # printed order, bottom to top
PIECE_EFFECTS: tuple[str, ...] = ("take_cards", "progress_token", "shields")
DECKS: tuple[str, ...] = ("any", "central", "left", "right", "left_or_right")
PROGRESS_EFFECT_KEYS: tuple[str, ...] = (
    "extra_card_on_take", "extra_card_on_build", "gold_gives_two", "ignore_same_different", "shields",
    "vp_unfinished", "vp_complete", "vp_per_cat_icon", "vp_per_victory_token", "vp_per_progress_token",
    "vp_by_copies_held")


@dataclass(frozen=True)
class Requirement:
    """What a piece costs: ``count`` resources, all the same (``=``) or all different (``≠``)."""
    id: str            # ASCII: "2d", "2s", ...
    symbol: str        # as printed: "2≠", "2=", ...
    count: int
    same: bool
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class CardKind(Named):
    id: str
    colour: str
    name: str
    resource: str | None = None
    coins: int = 0
    vp: int = 0
    cat: bool = False             # the cat icon (blue cards worth 2 VP)
    science: str | None = None
    shields: int = 0
    horns: int = 0


@dataclass(frozen=True)
class PieceEffect:
    kind: str                     # "take_cards" | "progress_token" | "shields"
    decks: tuple[str, ...] = ()   # take_cards: one card from each deck named ("left_or_right": the player's choice)
    look: int = 1                 # take_cards: cards looked at to keep 1 (Halicarnassus: 5)
    choose_from: int = 0          # progress_token: tokens to choose from (Babylon: 4)
    shields: int = 0              # shields (Rhodes)


@dataclass(frozen=True)
class Piece:
    wonder: str
    index: int                    # 0..4 in the printed order 2≠, 2=, 3≠, 3=, 4≠
    requirement: Requirement
    vp: int
    level: int                    # row of the assembled wonder, bottom = 1
    effect: PieceEffect | None = None

    @property
    def label(self) -> str:
        return f"{self.wonder} {self.requirement.symbol}"


@dataclass(frozen=True)
class Wonder(Named):
    name: str
    effect_text: str
    pieces: tuple[Piece, ...]
    deck: Mapping[str, int]

    @property
    def total_vp(self) -> int:
        return sum(p.vp for p in self.pieces)

    def piece(self, requirement_id: str) -> Piece:
        return next(p for p in self.pieces if p.requirement.id == requirement_id)

    def below(self, piece: Piece) -> tuple[Piece, ...]:
        """Pieces on lower levels: all must be built before ``piece`` (seed 002, Будівництво етапу)."""
        return tuple(p for p in self.pieces if p.level < piece.level)


@dataclass(frozen=True)
class ProgressEffect:
    extra_card_on_take: tuple[str, ...] = ()    # card kinds whose taking gives 1 extra card
    extra_card_on_build: bool = False
    gold_gives_two: int = 0                     # Economy: gold cards that give 2 coins
    ignore_same_different: bool = False
    shields: int = 0
    vp_unfinished: int = 0                      # Decoration
    vp_complete: int = 0
    vp_per_cat_icon: int = 0                    # Politics
    vp_per_victory_token: int = 0               # Strategy
    vp_per_progress_token: int = 0              # Education
    vp_by_copies_held: tuple[int, ...] = ()     # Culture: VP for 1, 2 copies held


@dataclass(frozen=True)
class ProgressToken(Named):
    name: str
    copies: int
    effect: ProgressEffect

    @property
    def scores(self) -> bool:
        e = self.effect
        return bool(e.vp_complete or e.vp_unfinished or e.vp_per_cat_icon or e.vp_per_victory_token
                    or e.vp_per_progress_token or e.vp_by_copies_held)


@dataclass(frozen=True)
class TwoPlayerBattle:
    more: int                     # tokens for more shields
    double: int                   # tokens for at least twice as many
    against_zero_at_least: int    # shields that count as "double" against 0


@dataclass(frozen=True)
class ArchitectsCatalogue:
    game: str
    title: str
    aliases: tuple[str, ...]
    requirements: tuple[Requirement, ...]
    kinds: tuple[CardKind, ...]
    wonders: tuple[Wonder, ...]
    central_deck: Mapping[str, int]
    progress: tuple[ProgressToken, ...]
    progress_face_up: int
    cat_vp: int
    conflict_by_players: Mapping[int, int]
    conflict_total: int
    victory_total: int
    victory_vp: int
    battle_per_neighbour: int
    two_players: TwoPlayerBattle
    min_players: int
    max_players: int
    notes: tuple[str, ...] = ()
    _wonders: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)
    _progress: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)
    _kinds: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)
    _requirements: NameIndex = field(default_factory=NameIndex, repr=False, compare=False)

    # look-ups: English (as printed, aliases), Russian and Ukrainian spellings
    def wonder(self, spelling: Any) -> Wonder | None:
        key = self._wonders.get(spelling)
        return next((w for w in self.wonders if w.name == key), None)

    def token(self, spelling: Any) -> ProgressToken | None:
        key = self._progress.get(spelling)
        return next((t for t in self.progress if t.name == key), None)

    def kind(self, spelling: Any) -> CardKind | None:
        key = self._kinds.get(spelling)
        return next((k for k in self.kinds if k.id == key), None)

    def requirement(self, spelling: Any) -> Requirement | None:
        if not isinstance(spelling, str):
            return None
        text = spelling.strip().replace(" ", "")
        key = next((r.id for r in self.requirements if text in (r.id, r.symbol) + r.aliases), None)
        key = key or self._requirements.get(text)
        return next((r for r in self.requirements if r.id == key), None)

    def suggest_wonder(self, spelling: Any) -> str | None:
        return self._wonders.suggest(spelling)

    def suggest_token(self, spelling: Any) -> str | None:
        return self._progress.suggest(spelling)

    def suggest_kind(self, spelling: Any) -> str | None:
        return self._kinds.suggest(spelling)

    def conflict_tokens(self, players: int) -> int:
        """Conflict tokens in play (seed 002, Підготовка 7: 2-3 → 3, 4 → 4, 5 → 5, 6-7 → 6)."""
        return self.conflict_by_players[players]

    def cards_in_play(self, wonders: tuple[Wonder, ...] | list[Wonder]) -> dict[str, int]:
        """Cards of each kind in the decks of a game: the chosen wonders' decks and the central deck
        (every deck names every card kind)."""
        out = dict(self.central_deck)
        for w in wonders:
            for k, n in w.deck.items():
                out[k] += n
        return out


# -- loading ---------------------------------------------------------------

def _int(raw: Mapping, key: str, where: str, default: int | None = None) -> int:
    v = raw.get(key, default)
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise CatalogueError(f"{where}: {key} must be a whole number 0 or more, got {v!r}")
    return v


def _deck(raw: Any, kinds: Mapping[str, CardKind], where: str) -> dict[str, int]:
    if not isinstance(raw, Mapping):
        raise CatalogueError(f"{where}: a deck is a table of each card kind and its number of cards, got {raw!r}")
    if set(raw) != set(kinds):
        missing, extra = sorted(set(kinds) - set(raw)), sorted(set(raw) - set(kinds))
        raise CatalogueError(f"{where}: a deck names every card kind once (missing {missing}, unknown {extra})")
    return {k: _int(raw, k, where) for k in kinds}


def _piece_effect(raw: Any, where: str) -> PieceEffect | None:
    if raw is None:
        return None
    kind = raw.get("kind")
    if kind not in PIECE_EFFECTS or set(raw) - {"kind", "decks", "look", "choose_from", "shields"}:
        raise CatalogueError(f"{where}: bad piece effect {raw!r}")
    decks = tuple(raw.get("decks", ()))
    if not set(decks) <= set(DECKS) or (kind == "take_cards") != bool(decks):
        raise CatalogueError(f"{where}: take_cards names the decks it takes from, got {raw!r}")
    effect = PieceEffect(kind, decks, _int(raw, "look", where, 1), _int(raw, "choose_from", where, 0),
                         _int(raw, "shields", where, 0))
    if kind == "progress_token" and effect.choose_from < 1 or kind == "shields" and effect.shields < 1:
        raise CatalogueError(f"{where}: {kind} effect without its amount")
    return effect


def _progress_effect(raw: Mapping, kinds: Mapping[str, CardKind], where: str) -> ProgressEffect:
    unknown = set(raw) - set(PROGRESS_EFFECT_KEYS)
    if unknown or not raw:
        raise CatalogueError(f"{where}: unknown or missing effect keys {sorted(unknown)}")
    on_take = tuple(raw.get("extra_card_on_take", ()))
    if not set(on_take) <= set(kinds):
        raise CatalogueError(f"{where}: unknown card kind in {on_take}")
    return ProgressEffect(
        extra_card_on_take=on_take, extra_card_on_build=bool(raw.get("extra_card_on_build")),
        gold_gives_two=_int(raw, "gold_gives_two", where, 0),
        ignore_same_different=bool(raw.get("ignore_same_different")),
        shields=_int(raw, "shields", where, 0), vp_unfinished=_int(raw, "vp_unfinished", where, 0),
        vp_complete=_int(raw, "vp_complete", where, 0), vp_per_cat_icon=_int(raw, "vp_per_cat_icon", where, 0),
        vp_per_victory_token=_int(raw, "vp_per_victory_token", where, 0),
        vp_per_progress_token=_int(raw, "vp_per_progress_token", where, 0),
        vp_by_copies_held=tuple(raw.get("vp_by_copies_held", ())))


def parse_catalogue(data: Mapping[str, Any]) -> ArchitectsCatalogue:
    try:
        return _parse(data)
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        if isinstance(exc, CatalogueError):
            raise
        raise CatalogueError(f"architects data: {type(exc).__name__}: {exc}") from None


def _parse(data: Mapping[str, Any]) -> ArchitectsCatalogue:
    reqs = tuple(Requirement(r["id"], r["symbol"], r["count"], bool(r["same"]), tuple(r.get("aliases", ())))
                 for r in data["requirements"])
    by_req = {r.id: r for r in reqs}
    kinds = tuple(CardKind(k["id"], k["colour"], k["name"], k.get("resource"), k.get("coins", 0), k.get("vp", 0),
                           bool(k.get("cat")), k.get("science"), k.get("shields", 0), k.get("horns", 0),
                           **Named.of(k))
                  for k in data["card_kinds"])
    by_kind = {k.id: k for k in kinds}
    wonders = []
    for w in data["wonders"]:
        where = f"wonder {w.get('name')!r}"
        pieces = []
        for i, p in enumerate(w["pieces"]):
            if p.get("requirement") not in by_req:
                raise CatalogueError(f"{where}: piece {i} has an unknown requirement {p.get('requirement')!r}")
            pieces.append(Piece(w["name"], i, by_req[p["requirement"]], _int(p, "vp", where), _int(p, "level", where),
                                _piece_effect(p.get("effect"), f"{where} piece {i}")))
        wonders.append(Wonder(w["name"], w.get("effect", ""), tuple(pieces), _deck(w["deck"], by_kind, where),
                              **Named.of(w)))
    progress = tuple(ProgressToken(t["name"], _int(t, "copies", t["name"], 1),
                                   _progress_effect(t["effect"], by_kind, f"progress token {t['name']!r}"),
                                   **Named.of(t))
                     for t in data["progress"])
    battle = data["battle"]
    two = battle["two_players"]
    cat = ArchitectsCatalogue(
        data["game"], data.get("title", data["game"]), tuple(data.get("aliases", ())), reqs, kinds, tuple(wonders),
        _deck(data["central_deck"], by_kind, "central deck"), progress, _int(data, "progress_face_up", "data"),
        _int(data["cat"], "vp", "cat"),
        {int(n): int(c) for n, c in data["conflict_tokens"]["by_players"].items()},
        _int(data["conflict_tokens"], "total", "conflict_tokens"),
        _int(data["victory_tokens"], "total", "victory_tokens"), _int(data["victory_tokens"], "vp", "victory_tokens"),
        _int(battle, "per_neighbour_with_fewer_shields", "battle"),
        TwoPlayerBattle(_int(two, "more", "battle"), _int(two, "double", "battle"),
                        _int(two, "against_zero_at_least", "battle")),
        _int(data["players"], "min", "players"), _int(data["players"], "max", "players"),
        tuple(data.get("notes", ())))
    _index(cat)
    validate_catalogue(cat, data)
    return cat


def _index(cat: ArchitectsCatalogue) -> None:
    try:
        for w in cat.wonders:
            for spelling in (w.name,) + w.aliases + w.ru + w.uk:
                cat._wonders.add(spelling, w.name, display=spelling == w.name)
        for t in cat.progress:
            for spelling in (t.name,) + t.aliases + t.ru + t.uk:
                cat._progress.add(spelling, t.name, display=spelling == t.name)
        for k in cat.kinds:
            for spelling in (k.id,) + k.aliases + k.ru + k.uk:
                cat._kinds.add(spelling, k.id, display=spelling == k.id)
        for r in cat.requirements:
            cat._requirements.add(r.id, r.id, display=True)
    except ValueError as exc:
        raise CatalogueError(f"{cat.game}: {exc}") from None


def validate_catalogue(cat: ArchitectsCatalogue, data: Mapping[str, Any]) -> None:  # noqa: C901 — one check per fact of the data file, every problem at once
    """Self-consistency of the data file; every problem in one ``CatalogueError``."""
    problems: list[str] = []
    if tuple(r.id for r in cat.requirements) != REQUIREMENT_IDS:
        problems.append(f"requirements must be {REQUIREMENT_IDS} in this order")
    for r in cat.requirements:
        if r.count != int(r.id[0]) or r.same != (r.id[1] == "s"):
            problems.append(f"requirement {r.id} does not match its count and same/different")
    for k in cat.kinds:
        if k.colour not in COLOURS:
            problems.append(f"card kind {k.id}: unknown colour {k.colour!r}")
        if (k.colour == "grey") != (k.resource in RESOURCES) or (k.colour == "green") != (k.science in SCIENCE):
            problems.append(f"card kind {k.id}: grey cards give one resource, green cards one science symbol")
        if (k.colour == "yellow") != (k.coins > 0) or (k.colour == "blue") != (k.vp > 0) or \
                (k.colour == "red") != (k.shields > 0) or k.cat and k.colour != "blue":
            problems.append(f"card kind {k.id}: colour and effect disagree")
    if sorted(k.resource for k in cat.kinds if k.resource) != sorted(RESOURCES):
        problems.append("one grey card kind per resource")
    sizes = data["deck_sizes"]
    # 7 wonders of 5 pieces (seed 002, ВМІСТ: 7 Чудес з 5 фрагментів; Будівництво етапу)
    if len(cat.wonders) != 7 or len({w.name for w in cat.wonders}) != 7:
        problems.append("7 wonders with different names")
    for w in cat.wonders:
        if tuple(p.requirement.id for p in w.pieces) != REQUIREMENT_IDS:
            problems.append(f"{w.name}: 5 pieces in the order 2≠, 2=, 3≠, 3=, 4≠")
            continue
        levels = [p.level for p in w.pieces]
        if levels[0] != 1 or any(b - a not in (0, 1) for a, b in zip(levels, levels[1:])):
            problems.append(f"{w.name}: levels must start at 1 and rise by 0 or 1 in piece order, got {levels}")
        if sum(w.deck.values()) != sizes["wonder"]:
            problems.append(f"{w.name}'s deck holds {sum(w.deck.values())} cards, not {sizes['wonder']}")
    if sum(cat.central_deck.values()) != sizes["central"]:
        problems.append(f"the central deck holds {sum(cat.central_deck.values())} cards, not {sizes['central']}")
    total = sum(cat.cards_in_play(cat.wonders).values())
    if total != sizes["total"]:
        problems.append(f"{total} cards in the box, not {sizes['total']} (seed 002, ВМІСТ: 235 карт)")
    # 15 progress tokens, 14 kinds, Culture twice (seed 002, ВМІСТ; Культура: У грі 2 таких жетони)
    if sum(t.copies for t in cat.progress) != 15 or len(cat.progress) != 14:
        problems.append("15 progress tokens of 14 kinds")
    for t in cat.progress:
        if t.effect.vp_by_copies_held and len(t.effect.vp_by_copies_held) != t.copies:
            problems.append(f"{t.name}: one VP value per number of copies held")
        if t.copies < 1:
            problems.append(f"{t.name}: at least one copy")
    if cat.progress_face_up < 1:
        problems.append("progress tokens face up: at least 1")
    # conflict tokens per player count (seed 002, Підготовка 7)
    wanted = set(range(cat.min_players, cat.max_players + 1))
    if set(cat.conflict_by_players) != wanted or max(cat.conflict_by_players.values()) > cat.conflict_total:
        problems.append(f"conflict tokens for each player count {sorted(wanted)}, at most {cat.conflict_total}")
    if problems:
        raise CatalogueError(f"{cat.game}: " + "; ".join(problems))


@lru_cache(maxsize=None)
def catalogue() -> ArchitectsCatalogue:
    text = _res.files("scoring").joinpath("data").joinpath("architects.json").read_text(encoding="utf-8")
    return parse_catalogue(json.loads(text))
