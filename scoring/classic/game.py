"""7 Wonders, 1st edition (2010), behind the ``scoring.core.game.Game`` interface.

The rules live where they always did (``scoring.classic.document``, ``scoring.classic.score``,
``referee``); this module only answers the interface's questions about them.
"""
from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any

from scoring.classic.catalogue import COLOURS, Catalogue
from scoring.classic.document import Table, parse_table
from scoring.classic.score import CATEGORIES, CATEGORY_LABELS, rank, score_city, score_table
from scoring.core.expansion import score_seats
from scoring.core.game import with_player, MIRRORING, RANKS, SEAT_ROTATION, BadExample, Board, EntryScreen, Game, Invariant, Row
from scoring.core.i18n import N_, _
from scoring.core.boxes import CLASSIC
from scoring.classic.catalogue import catalogue, with_cards
from scoring.core.result import Result

# The paper pad's rows: colour, light tint, icon (the order and labels are scoring.classic.score's).
_LOOK: dict[str, tuple[str, str, str]] = {
    "military":   ("#c0282d", "#f6d5d5", "shield"),
    "treasury":   ("#d4a017", "#f8ecc4", "coin"),
    "wonder":     ("#a08a64", "#ece3d2", "pyramid"),
    "civilian":   ("#1f5fae", "#d3e2f4", "building"),
    "science":    ("#2e8b3a", "#d5ecd7", "gear"),
    "commercial": ("#e8891a", "#fbe3c6", "scale"),
    "guilds":     ("#6a3d8f", "#e4d8ee", "guild"),
}
ROWS: tuple[Row, ...] = tuple(Row(c, CATEGORY_LABELS[c], *_LOOK[c], order=i) for i, c in enumerate(CATEGORIES))
# entry-screen labels: English keys of the engine catalogue, translated when the screen is built
COLOUR_LABEL = {"brown": N_("Raw materials"), "grey": N_("Manufactured goods"), "blue": N_("Civilian"),
                "yellow": N_("Commercial"), "red": N_("Military"), "green": N_("Scientific"), "purple": N_("Guilds")}
AGE_LABEL = {1: N_("Age I"), 2: N_("Age II"), 3: N_("Age III")}
TOKENS = (-1, 1, 3, 5)        # seed 000, 1 Военные конфликты: defeat −1; victories 1, 3, 5 by age


# -- invariants of this game ------------------------------------------------------------

def _blue_never_lowers(game: Game, doc: dict, rng: random.Random) -> str | None:
    """Adding a blue card a city lacks (a copy still free) never lowers that city's score
    and raises it by at least the card's points (seed 000, 4 Гражданские постройки)."""
    cat = game.parse(copy.deepcopy(doc)).catalogue       # with the cards of the expansions played
    n = len(doc["players"])
    size = max(n, cat.min_players)
    seat = rng.randrange(n)
    held = [cat.card(c).name for p in doc["players"] for c in p["cards"]]
    own = {cat.card(c).name for c in doc["players"][seat]["cards"]}
    blues = [c.name for c in cat.cards if c.colour == "blue" and c.name not in own
             and held.count(c.name) < cat.copies(c.name, size)]
    if not blues:
        return None
    blue = rng.choice(sorted(set(blues)))
    before = game.score(doc).players[seat].total
    more = copy.deepcopy(doc)
    more["players"][seat]["cards"].append(blue)
    after = game.score(more).players[seat].total
    want = before + cat.card(blue).effect.vp
    return None if after >= want else f"adding {blue} to seat {seat}: {before} → {after}, expected at least {want}"


def _coins_break_ties(game: Game, doc: dict, rng: random.Random) -> str | None:
    """Most points wins; tied → most coins; still tied → shared victory (seed 000, Конец игры)."""
    result = game.score(doc)
    contenders = [p for p in result.players if not p.free_city]
    best = max((p.total, p.coins) for p in contenders)
    want = sorted(p.name for p in contenders if (p.total, p.coins) == best)
    return None if sorted(result.winners) == want else f"winners {result.winners}, expected {want}"


BLUE_CARD = Invariant("blue card", "adding a blue card never lowers its owner's score", _blue_never_lowers)
COIN_TIEBREAK = Invariant("tie-break", "most points wins, then most coins, else a shared victory", _coins_break_ties)


_EXTENDED: dict[tuple[str, tuple[str, ...]], Catalogue] = {}


def _with_cards(game_id: str, adding) -> Catalogue:
    """The game's catalogue with the cards and boards of ``adding`` (built once per game and set of
    expansions)."""
    key = (game_id, tuple(e.id for e in adding))
    if key not in _EXTENDED:
        cat = catalogue(game_id)
        for e in adding:
            cat = with_cards(cat, e.cards, e.colours, e.wonders, e.max_players)
        _EXTENDED[key] = cat
    return _EXTENDED[key]


class Classic(Game):
    info = CLASSIC
    screen = "classic"          # the web app's tuned city screen (a game with this document shape)
    referee_screen = "classic"  # the referee screen for a player, an age and a card (and a trade)
    scorer_choices = ("wildcards", "olympia_copy")
    pad_science_calculator = True   # its science row is the three symbols and wildcards (seed 000, 5 Научные постройки)
    rows = ROWS
    invariants = (SEAT_ROTATION, MIRRORING, RANKS, BLUE_CARD, COIN_TIEBREAK)

    def parse_base(self, doc: Any, extra_keys: Sequence[str] = ()) -> Table:
        return parse_table(doc, extra_keys)

    def base_parser(self, playing, doc=None):
        adding = tuple(e for e in playing if e.cards or e.wonders or e.max_players)
        if not adding:
            return self.parse_base
        cat = _with_cards(self.id, adding)
        return lambda doc, extra_keys: parse_table(doc, extra_keys, cat)

    def score_parsed(self, table: Table) -> Result:
        playing = self.active_expansions(table)
        if not playing:
            return score_table(table)
        return score_seats(table, playing, score_city, rank, Result)

    def named(self, kind: str, name: str) -> Any:
        # a board is named among every board the game's boxes add (the Wonder Pack's Stonehenge, Rome)
        found = (catalogue(self.id).card(name) if kind == "card" else
                 self.board_catalogue().wonder(name) if kind == "board" else None)
        return found if found is not None and found.name == name else None

    def name_catalogue(self) -> Catalogue:
        # screens show the printed name of an expansion's card or board too (a leader, Rome)
        return self.board_catalogue()

    def catalogue_for(self, doc: Any) -> Catalogue:
        adding = tuple(e for e in self.expansions_in(doc) if e.cards or e.wonders)
        return _with_cards(self.id, adding) if adding else catalogue(self.id)

    def board_catalogue(self) -> Catalogue:
        # pad mode names a board of any expansion attached (a board adds no score-pad row of its own)
        adding = tuple(e for e in self.expansions if e.wonders or e.cards)
        return _with_cards(self.id, adding) if adding else catalogue(self.id)

    def boards(self, table: Table) -> tuple[Board, ...]:
        return tuple(Board(c.wonder.name, c.side.side) for c in table.cities)

    def catalogue_json(self) -> dict:
        cat = catalogue(self.id)
        return {
            "game": self.id, "title": self.title,
            "cards": [{"name": c.name, "age": c.age, "colour": c.colour, "players": list(c.players),
                       "coins": c.coins, "cost": list(c.cost), "chain_to": list(c.chain_to),
                       "chain_from": list(c.chain_from), "ru": list(c.ru)} for c in cat.cards],
            "wonders": [{"name": w.name, "title": w.title, "ru": list(w.ru),
                         "sides": {k: {"produce": s.produce, "stages": len(s.stages)} for k, s in w.sides.items()}}
                        for w in cat.wonders],
        }

    def entry_screen(self, players: int, expansions: Sequence[str] = ()) -> EntryScreen:
        # the cards and boards of the expansions named too (a black card, Petra), each colour of an
        # expansion a group of its own after the base game's (a leader has no age: 0)
        cat = self.catalogue_for({"expansions": list(expansions)}) if expansions else catalogue(self.id)
        size = max(players, cat.min_players)          # the 2-player variant plays with 3 decks
        groups: dict[tuple[int, str], list[dict]] = {}
        for name in cat.card_names:
            entries = [c for c in cat.card_entries(name) if c.copies(size) > 0 or c.is_guild]
            if not entries:
                continue
            first = entries[0]
            ages = sorted({c.age for c in entries})
            groups.setdefault((ages[0], first.colour), []).append(
                {"name": name, "ru": first.ru[0] if first.ru else "", "aliases": list(first.aliases),
                 "ages": ages, "copies": 1 if first.is_guild else cat.copies(name, size)})
        colours = COLOURS + tuple(c for e in self.expansions for c in e.colours if c not in COLOURS)
        card_groups = tuple({"id": f"age{age}-{colour}", "label": self._group_label(age, colour),
                             "kind": "names", "age": age, "colour": colour, "cards": groups[(age, colour)]}
                            for colour in colours for age in (0, 1, 2, 3) if (age, colour) in groups
                            if colour not in COLOURS or age)
        card_groups = tuple(sorted(card_groups, key=lambda g: (g["colour"] not in COLOURS, g["age"])))
        # the boards of the expansions played too (Rome, the Wonder Pack's), marked "added": chosen, not dealt
        base = {w.name for w in catalogue(self.id).wonders}
        boards = tuple({"name": w.name, "title": w.title, "ru": list(w.ru),
                        "sides": {k: {"stages": len(s.stages), "produce": s.produce} for k, s in w.sides.items()},
                        **({} if w.name in base else {"added": True})}
                       for w in cat.wonders)
        sections, used = self.expansion_sections(expansions)
        return EntryScreen(
            game=self.id, players=players, expansions=used, boards=boards, sides=tuple(cat.side_names),
            card_groups=card_groups,
            counters=({"id": "stages", "label": _("Wonder stages built"), "min": 0, "max": "board"},
                      {"id": "coins", "label": _("Coins"), "min": 0, "max": None},
                      {"id": "shields", "label": _("Shields at the end of ages I, II (and III)"), "min": 0,
                       "max": None, "per_age": 3, "optional": True}),
            tokens=({"id": "military", "label": _("Conflict tokens"), "values": list(TOKENS)},) + sections,
            options=({"id": "free_city", "label": _("Free City (2-player variant)")},)
            if players == 2 and self.info.variant_two_players else ())

    def _group_label(self, age: int, colour: str) -> str:
        kind = _(COLOUR_LABEL[colour]) if colour in COLOUR_LABEL else (self.colour_label(colour) or colour)
        return f"{_(AGE_LABEL[age])} · {kind}" if age in AGE_LABEL else kind

    # -- for tests ------------------------------------------------------------------
    def examples(self) -> tuple[dict, ...]:
        readme = {"game": "7w", "players": [
            {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 2,
             "cards": ["Lumber Yard", "Barracks", "Scientists Guild", "Apothecary", "Workshop"],
             "coins": 7, "military": [1, 1, 3, 3, 5, 5]},
            {"name": "Oleg", "wonder": "Olympia", "side": "B", "stages": 3,
             "cards": ["Stone Pit", "Altar", "Spies Guild"], "coins": 9, "military": [-1, -1, -1]},
            {"name": "Sofia", "wonder": "Babylon", "side": "A", "stages": 2,
             "cards": ["Press", "Scriptorium", "Library", "Stockade"], "coins": 4, "military": [-1, -1, -1]}]}
        free_city = {"game": "7 чудес", "players": [
            {"name": "Ann", "wonder": "Rhodos", "side": "A", "stages": 1, "cards": ["Baths", "Stockade"], "coins": 3},
            {"name": "Бен", "wonder": "Gizah", "side": "B", "stages": 2, "cards": ["Altar", "Loom"], "coins": 6},
            {"name": "City", "wonder": "Babylon", "side": "A", "cards": ["Apothecary"], "free_city": True}]}
        # an expansion scored in pad mode only (``Expansion.pad_only``) has pad documents: the suite runs them so
        return (readme, free_city) + tuple(x for e in self.expansions if not e.pad_only for x in e.examples())

    def referee_examples(self) -> tuple[dict, ...]:
        # seed 000, Торговля, example A (README, "Refereeing a dispute")
        university = {"game": "7w", "age": 3, "players": [
            {"name": "Ira", "wonder": "Alexandria", "side": "A", "cards": ["Lumber Yard"], "coins": 5},
            {"name": "Oleg", "wonder": "Olympia", "side": "A", "cards": [], "coins": 3},
            {"name": "Sofia", "wonder": "Ephesos", "side": "A", "cards": [], "coins": 3}],
            "action": {"player": "Ira", "build": "University"}}
        turn = copy.deepcopy(university)
        del turn["action"]
        turn["actions"] = [{"player": "Ira", "build": "University"}, {"player": "Oleg", "discard": True},
                           {"player": "Sofia", "stage": True}]
        return (university, turn) + tuple(x for e in self.expansions for x in e.referee_examples())

    def bad_examples(self) -> tuple[BadExample, ...]:
        good = self.examples()[0]

        return super().bad_examples() + (
            BadExample(with_player(good, 0, cards=["Lumbr Yard"]), "players[0].cards[0]", "misspelt card"),
            BadExample(with_player(good, 1, coins=-1), "players[1].coins", "negative coins"),
            BadExample(with_player(good, 2, wonder="Atlantis"), "players[2].wonder", "unknown wonder"),
            BadExample(with_player(good, 0, side="C"), "players[0].side", "no such side"),
            BadExample(with_player(good, 1, military=[2]), "players[1].military[0]", "not a token"),
            BadExample(dict(good, players=good["players"][:2]), "players", "two players without the Free City"),
            BadExample(dict(good, game="7 wonderz"), "game", "unknown game"),
        ) + tuple(x for e in self.expansions for x in e.bad_examples())

    def random_document(self, rng: random.Random, players: int | None = None, expansions=None) -> dict:
        """Legal by construction: copies per player count, at most players + 2 guilds, one board
        each, tokens derived from random shields (never above what the tableau shows)."""
        cat = catalogue(self.id)
        two = self.info.variant_two_players      # the 2nd edition has none (seed 001)
        free_city = two and (players == 2 or (players is None and rng.random() < 0.15))
        n = 3 if free_city else (players if players and players >= cat.min_players
                                 else rng.randint(cat.min_players, cat.max_players))
        wonders = rng.sample([w.name for w in cat.wonders], n)
        cities: list[list[str]] = [[] for _ in range(n)]
        for name in cat.card_names:
            if cat.card(name).is_guild:
                continue
            k = min(cat.copies(name, n), n)
            for seat in rng.sample(range(n), rng.randint(0, k)):
                cities[seat].append(name)
        for guild in rng.sample([g.name for g in cat.guilds], rng.randint(0, min(n + 2, len(cat.guilds)))):
            cities[rng.randrange(n)].append(guild)
        out = []
        for i in range(n):
            side_key = rng.choice(sorted(cat.wonder(wonders[i]).sides))
            side = cat.wonder(wonders[i]).sides[side_key]
            stages = rng.randint(0, len(side.stages))
            cards = cities[i][:]
            rng.shuffle(cards)
            final = (sum(cat.card(c).effect.shields for c in cards)
                     + sum(s.effect.shields for s in side.stages[:stages]))
            s1 = rng.randint(0, final)
            out.append({"name": f"P{i}", "wonder": wonders[i], "side": side_key, "stages": stages,
                        "cards": cards, "coins": rng.randint(0, 40), "shields": [s1, rng.randint(s1, final)]})
        if free_city:
            out[2]["name"] = "Free City"
            out[2]["free_city"] = True
        doc = {"game": self.id, "players": out}
        # each expansion in the conformance suite, alone or together; ``expansions``: exactly these
        for e in self.expansions if expansions is None else expansions:
            if expansions is not None or (not e.pad_only and rng.random() < 0.3):
                doc = e.randomize(doc, rng)
        return doc


GAME = Classic()
