"""7 Wonders Duel behind the ``scoring.core.game.Game`` interface.

The rules live in ``scoring.duel`` (catalogue, document, scoring) and ``referee.duel.rules``;
this module only answers the interface's questions about them: the Duel score pad's rows,
the shared ``Result`` (with ``"victory"``), the entry screen's data, examples and invariants.

The document is not symmetric: ``conflict`` is counted toward ``players[1]``'s capital, so
listing the two cities the other way round negates the pawn (``rotate_seats``/``mirror_seats``).
"""
from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from scoring.duel import catalogue as duel_catalogue
from scoring.duel.catalogue import COLOURS, Card, with_additions
from scoring.duel.document import SUPREMACY_SYMBOLS, DuelTable, parse_duel
from scoring.duel.score import CATEGORIES, CATEGORY_LABELS, score_table
from scoring.core.i18n import N_, _
from scoring.core.game import with_player, MIRRORING, SEAT_ROTATION, BadExample, Board, EntryScreen, Game, Invariant, Row
from scoring.core.boxes import DUEL
from scoring.core.result import PlayerScore, Result

# The Duel score pad, top to bottom (seed 003, Гражданская победа; the printed pad): each row
# in the colour of what it counts — blue, green, yellow, purple cards; the wonders' ochre; the
# progress tokens' green disc; the coins' gold; the red conflict track.
_LOOK: dict[str, tuple[str, str, str]] = {
    "civilian":   ("#1f5fae", "#d3e2f4", "building"),
    "science":    ("#2e8b3a", "#d5ecd7", "gear"),
    "commercial": ("#e8891a", "#fbe3c6", "scale"),
    "guilds":     ("#6a3d8f", "#e4d8ee", "guild"),
    "wonders":    ("#a08a64", "#ece3d2", "pyramid"),
    "progress":   ("#4f9a6b", "#dcefe2", "dot"),
    "treasury":   ("#d4a017", "#f8ecc4", "coin"),
    "military":   ("#c0282d", "#f6d5d5", "shield"),
}
ROWS: tuple[Row, ...] = tuple(Row(c, CATEGORY_LABELS[c], *_LOOK[c], order=i) for i, c in enumerate(CATEGORIES))

VICTORY_TEXT = {"civilian": N_("Civilian victory"), "military": N_("Military supremacy"),
                "science": N_("Scientific supremacy")}
COLOUR_LABEL = {"brown": N_("Raw materials"), "grey": N_("Manufactured goods"), "blue": N_("Civilian"),
                "yellow": N_("Commercial"), "red": N_("Military"), "green": N_("Scientific"), "purple": N_("Guilds")}
AGE_LABEL = {1: N_("Age I"), 2: N_("Age II"), 3: N_("Age III")}


def _to_result(duel) -> Result:
    players = tuple(PlayerScore(p.seat, p.name, dict(p.categories), p.details, {}, p.coins, rank=p.rank)
                    for p in duel.players)
    a, b = duel.players
    tied = duel.victory == "civilian" and a.total == b.total
    return Result("duel", players, duel.winners, tiebreak=duel.explanation if tied else None,
                  extra={"victory": duel.victory, "explanation": duel.explanation})


def _swap(doc: dict) -> dict:
    """The same table with the cities listed the other way round: the pawn is negated, since it
    is counted toward ``players[1]``'s capital (README, the Duel document)."""
    out = copy.deepcopy(doc)
    out["players"] = list(reversed(out["players"]))
    out["conflict"] = -out.get("conflict", 0)
    return out


# -- invariants of this game ------------------------------------------------------------

def _by_name(result: Result) -> dict[str, PlayerScore]:
    return {p.name: p for p in result.players}


def _ranks(game: Game, doc: dict, rng: random.Random) -> str | None:
    """The winners are the players of rank 1; in a civilian victory nobody ranks above a player with
    more points, and a tie on points goes to the most civilian points (seed 003, Гражданская победа)."""
    result = game.score(doc)
    firsts = sorted(p.name for p in result.players if p.rank == 1)
    if sorted(result.winners) != firsts:
        return f"winners {result.winners} are not the players of rank 1 {firsts}"
    if result.extra["victory"] != "civilian":
        return None if len(result.winners) == 1 else f"a supremacy has one winner, got {result.winners}"
    best = max((p.total, p.categories["civilian"]) for p in result.players)
    want = sorted(p.name for p in result.players if (p.total, p.categories["civilian"]) == best)
    return None if firsts == want else f"winners {firsts}, expected {want} (points, then civilian points)"


def _supremacy(game: Game, doc: dict, rng: random.Random) -> str | None:
    """Moving the pawn into a capital makes the player it favours the only winner, whatever the points
    (seed 003, Военное превосходство) — unless a scientific supremacy (or an expansion's) already ended the game."""
    cat = duel_catalogue()
    table = game.parse(doc)
    if any(len(c.different_symbols) >= SUPREMACY_SYMBOLS for c in table.cities):
        return None
    other = game.supremacy_hook(table)          # an expansion's immediate victory ended it already
    if other is not None and other(table) is not None:
        return None
    side = rng.choice((1, -1))
    moved = dict(copy.deepcopy(doc), conflict=side * cat.capital)
    result = game.score(moved)
    winner = table.cities[0 if side > 0 else 1].name
    if result.extra["victory"] != "military" or list(result.winners) != [winner]:
        return f"pawn at {side * cat.capital}: victory {result.extra['victory']}, winners {result.winners}"
    return None


def _blue_never_lowers(game: Game, doc: dict, rng: random.Random) -> str | None:
    """Adding a blue card no city holds never lowers its owner's civilian points and raises them by
    the card's VP (seed 003, Гражданская победа; card: its printed VP)."""
    cat = duel_catalogue()
    seat = rng.randrange(2)
    held = {c for p in doc["players"] for c in p["cards"]}
    table = game.parse(doc)
    per_age = {age: sum(1 for city in table.cities for c in city.cards if c.age == age and not c.is_guild)
               for age in (1, 2, 3)}
    blues = [c for c in cat.cards if c.colour == "blue" and c.name not in held
             and per_age[c.age] < cat.dealt[str(c.age)]]
    if not blues:
        return None
    blue = rng.choice(blues)
    before = game.score(doc).players[seat].categories["civilian"]
    more = copy.deepcopy(doc)
    more["players"][seat]["cards"].append(blue.name)
    after = game.score(more).players[seat].categories["civilian"]
    want = before + blue.effect.vp
    return None if after == want else f"adding {blue.name} to seat {seat}: civilian {before} → {after}, expected {want}"


def _treasury(game: Game, doc: dict, rng: random.Random) -> str | None:
    """Three more coins are one more treasury point (seed 003, Гражданская победа: 1 VP per 3 coins)."""
    seat = rng.randrange(2)
    before = game.score(doc).players[seat].categories["treasury"]
    more = copy.deepcopy(doc)
    more["players"][seat]["coins"] = more["players"][seat].get("coins", 0) + 3
    after = game.score(more).players[seat].categories["treasury"]
    return None if after == before + 1 else f"seat {seat}: treasury {before} → {after} with 3 more coins"


SUPREMACY = Invariant("military supremacy", "the pawn in a capital makes the player it favours the only winner",
                      _supremacy)
DUEL_RANKS = Invariant("ranks", "winners are rank 1; a civilian victory goes to most points, then civilian points",
                       _ranks)
BLUE_CARD = Invariant("blue card", "adding a blue card raises its owner's civilian points by its VP",
                      _blue_never_lowers)
TREASURY = Invariant("treasury", "three more coins are one more treasury point", _treasury)
SWAP = Invariant("swap", "swapping the two players and negating the pawn swaps the results", SEAT_ROTATION.check)


_EXTENDED: dict[tuple[str, ...], Any] = {}


def _adds(e) -> bool:
    """Does expansion ``e`` add to Duel's catalogue (cards, Wonders, progress or military tokens, structures)?"""
    return bool(e.cards or e.wonders or e.progress or e.military_tokens or e.layouts)


def _with_additions(adding) -> Any:
    """Duel's catalogue with what ``adding`` (expansions) add, built once per set of expansions."""
    key = tuple(e.id for e in adding)
    if key not in _EXTENDED:
        cat = duel_catalogue()
        for e in adding:
            cat = with_additions(cat, e.cards, e.wonders, e.progress, e.military_tokens, e.layouts, e.id)
        _EXTENDED[key] = cat
    return _EXTENDED[key]


def _allowances(playing, doc) -> tuple[dict[str, int], ...]:
    """Per seat, how many more Wonders and progress tokens the expansions played allow
    (``Expansion.allowance``, summed); empty dicts when none does."""
    out: tuple[dict[str, int], ...] = ({}, {})
    if not isinstance(doc, Mapping):
        return out
    for e in playing:
        for seat in (0, 1):
            for kind, more in e.allowance(doc, seat).items():
                out[seat][kind] = out[seat].get(kind, 0) + more
    return out


class Duel(Game):
    info = DUEL
    rows = ROWS
    referee_screen = "duel"       # build / wonder / discard against one opponent
    invariants = (SWAP, MIRRORING, DUEL_RANKS, SUPREMACY, BLUE_CARD, TREASURY)
    pad_tiebreak = "civilian"     # quick pad mode: tied → most civilian points (seed 003, Гражданская победа)

    def parse_base(self, doc: Any, extra_keys: Sequence[str] = ()) -> DuelTable:
        return parse_duel(doc, extra_keys)

    def base_parser(self, playing, doc=None):
        """The Duel parser reading the cards, wonders and progress tokens the expansions played add,
        with the more Wonders or progress tokens each seat may hold by their effects
        (``Expansion.allowance``: a Divinity taking the opponent's Wonder or drawing a token)."""
        adding = tuple(e for e in playing if _adds(e))
        allowance = _allowances(playing, doc)
        if not adding and not any(allowance):
            return self.parse_base
        cat = _with_additions(adding) if adding else None
        return lambda doc, extra_keys: parse_duel(doc, extra_keys, cat, allowance)

    def catalogue_for(self, doc: Any) -> Any:
        adding = tuple(e for e in self.expansions_in(doc) if _adds(e))
        return _with_additions(adding) if adding else duel_catalogue()

    def score_parsed(self, table: DuelTable) -> Result:
        result = _to_result(score_table(table, self.city_hook(table), self.supremacy_hook(table)))
        extra = self.expansions_extra(table)
        return replace(result, extra={**result.extra, **extra}) if extra else result

    def boards(self, table: DuelTable) -> tuple[Board, ...]:
        return (Board(), Board())                 # no board: each city is its wonders, listed in the document

    def rotate_seats(self, doc: dict, k: int) -> dict:
        return _swap(doc) if k % 2 else copy.deepcopy(doc)

    def mirror_seats(self, doc: dict) -> dict:
        return _swap(doc)

    def summary(self, result: Result) -> tuple[str, ...]:
        """"Victory: Military supremacy" and why (seed 003, Конец игры и победа)."""
        kind = result.extra.get("victory", "")
        victory = VICTORY_TEXT.get(kind) or self.victory_label(kind)
        line = _("Victory: {victory}").format(victory=_(victory)) if victory else None
        return tuple(x for x in (line, result.extra.get("explanation")) if x)

    def name_catalogue(self) -> Any:
        return duel_catalogue()

    def named(self, kind: str, name: str) -> Any:
        cat = duel_catalogue()
        if kind == "card":
            card = cat.card(name)
            return card if card is not None and card.name == name else None
        return cat.token(name) if kind == "progress-tokens" else None

    def catalogue_json(self) -> dict:
        cat = duel_catalogue()

        def names(x) -> dict:
            return {"name": x.name, "aliases": list(x.aliases), "ru": list(x.ru), "uk": list(x.uk)}

        return {
            "game": self.id, "title": self.title,
            "cards": [dict(names(c), age=c.age, colour=c.colour, coins=c.coins, cost=list(c.cost),
                           vp=c.effect.vp, shields=c.effect.shields, science=c.effect.science,
                           chain_gives=c.chain_gives, chain_needs=c.chain_needs) for c in cat.cards],
            "wonders": [dict(names(w), cost=list(w.cost), vp=w.effect.vp, shields=w.effect.shields,
                             coins=w.effect.coins, play_again=w.effect.play_again) for w in cat.wonders],
            "progress": [dict(names(t), vp=t.effect.vp, coins=t.effect.coins, science=t.effect.science)
                         for t in cat.progress],
            "military_tokens": [{"name": t.name, "spaces": list(t.spaces), "coins": t.coins}
                                for t in cat.military_tokens],
            "military_vp": [{"spaces": [lo, hi], "vp": vp} for lo, hi, vp in cat.military_vp],
            "capital": cat.capital,
            "layouts": {str(age): [{"position": p.key, "face_up": p.face_up,
                                    "covered_by": [f"{r}.{c}" for r, c in p.covered_by]}
                                   for p in layout.positions] for age, layout in sorted(cat.layouts.items())},
        }

    def entry_screen(self, players: int, expansions: Sequence[str] = ()) -> EntryScreen:
        """Two cities: cards by age and colour, wonders and progress tokens as toggles, coins, and the
        conflict track (19 spaces, −9..9, counted toward the second player's capital); with the
        cards, wonders and progress tokens of the expansions named."""
        cat = self.catalogue_for({"game": self.id, "expansions": list(expansions)})

        def entry(x, **more) -> dict:
            return dict({"name": x.name, "ru": x.ru[0] if x.ru else "", "aliases": list(x.aliases)}, **more)

        groups: list[dict] = []
        for age in (1, 2, 3):
            for colour in COLOURS:
                cards = [c for c in cat.cards if c.age == age and c.colour == colour]
                if cards:
                    groups.append({"id": f"age{age}-{colour}", "label": _("{age} · {colour}").format(
                                       age=_(AGE_LABEL[age]), colour=_(COLOUR_LABEL[colour])),
                                   "kind": "names", "field": "cards", "age": age, "colour": colour,
                                   "cards": [entry(c, ages=[age], copies=1) for c in cards]})
        groups.append({"id": "wonders", "label": _("Wonders built"), "kind": "names", "field": "wonders",
                       "toggle": True, "max": cat.dealt["wonders_per_player"],
                       "cards": [entry(w, vp=w.effect.vp) for w in cat.wonders]})
        groups.append({"id": "progress", "label": _("Progress tokens"), "kind": "names", "field": "progress",
                       "toggle": True, "cards": [entry(t) for t in cat.progress]})
        sections, used = self.expansion_sections(expansions)
        return EntryScreen(
            game=self.id, players=players, expansions=used, card_groups=tuple(groups), tokens=sections,
            counters=({"id": "coins", "label": _("Coins"), "min": 0, "max": None},),
            table=({"id": "conflict", "label": _("Conflict pawn"), "min": -cat.capital, "max": cat.capital,
                    "spaces": 2 * cat.capital + 1, "toward": 1,
                    "hint": _("spaces from the centre toward the second player's capital (negative: toward the "
                               "first player's); ±9 is a capital: military supremacy")},))

    # -- for tests ------------------------------------------------------------------
    def examples(self) -> tuple[dict, ...]:
        readme = {"game": "duel", "conflict": 4, "players": [
            {"name": "Ana", "cards": ["Theater", "Altar", "Scriptorium", "Lumber Yard"], "wonders": ["The Pyramids"],
             "progress": ["Philosophy"], "coins": 10},
            {"name": "Bo", "cards": ["Baths", "Stable", "Pharmacist", "Clay Pool"], "wonders": ["The Sphinx"],
             "progress": [], "coins": 7}]}
        military = {"game": "7 Wonders Duel", "conflict": -9, "players": [
            {"name": "Ana", "cards": ["Palace", "Senate"], "wonders": ["The Colossus"], "coins": 12},
            {"name": "Бен", "cards": ["Garrison", "Stable", "Arsenal"], "coins": 2}]}
        science = {"game": "дуэль", "conflict": 0, "players": [
            {"name": "Ana", "cards": ["Apothecary", "Scriptorium", "Workshop", "Pharmacist", "Academy"],
             "progress": ["Law"], "coins": 4},
            {"name": "Bo", "cards": ["Temple", "Statue"], "coins": 9}]}
        return (readme, military, science)

    def referee_examples(self) -> tuple[dict, ...]:
        # seed 003, Торговля: Bruno pays 5 coins for Fortifications (clay 2+1, papyrus 2)
        fortifications = {"game": "duel", "conflict": 0, "age": 3, "players": [
            {"name": "Antoine", "cards": ["Clay Pool", "Glassworks"], "coins": 7},
            {"name": "Bruno", "cards": ["Shelf Quarry"], "coins": 7}],
            "action": {"player": "Bruno", "build": "Fortifications"}}
        layout = {"game": "duel", "conflict": 0, "age": 1, "players": [
            {"name": "Ana", "cards": [], "wonders": [], "coins": 7},
            {"name": "Bo", "cards": [], "wonders": [], "coins": 7}],
            "action": {"player": "Ana", "build": "Lumber Yard"},
            "layout": {"5.1": "Lumber Yard", "5.3": "Stone Pit", "4.2": None}}
        return (fortifications, layout)

    def bad_examples(self) -> tuple[BadExample, ...]:
        good = self.examples()[0]

        eight = copy.deepcopy(good)
        eight["players"][0]["wonders"] = ["The Pyramids", "The Colossus", "The Great Library", "The Mausoleum"]
        eight["players"][1]["wonders"] = ["The Sphinx", "Piraeus", "The Temple of Artemis", "The Appian Way"]
        return super().bad_examples() + (
            BadExample(eight, "players[1].wonders[3]", "an eighth wonder built (seed 003, 7 чудес, не больше!)"),
            BadExample(with_player(good, 1, cards=["Theater"]), "players[1].cards[0]", "a card in both cities"),
            BadExample(dict(good, conflict=10), "conflict", "a pawn beyond ±9"),
            BadExample(with_player(good, 0, progress=["Philosophy", "Philosophy"]), "players[0].progress[1]",
                       "a progress token twice"),
            BadExample(with_player(good, 0, cards=["Theatre", "Altr"]), "players[0].cards[1]", "misspelt card"),
            BadExample(with_player(good, 1, coins=-1), "players[1].coins", "negative coins"),
            BadExample(dict(good, players=good["players"] + [{"name": "Cy"}]), "players", "three players"),
        )

    def random_document(self, rng: random.Random, players: int | None = None, expansions=None) -> dict:
        """Legal by construction: each age's cards up to the number dealt, at most 3 guilds, 4 wonders
        drafted each and at most 7 built, progress tokens up to the board's 5 (6 with The Great
        Library), at most one supremacy; then extended by each of ``expansions`` (``randomize``)."""
        cat = duel_catalogue()
        cities: list[list[Card]] = [[], []]
        for age in (1, 2, 3):
            deck = list(cat.age_cards(age))
            for card in rng.sample(deck, rng.randint(0, cat.dealt[str(age)])):
                cities[rng.randrange(2)].append(card)
        for guild in rng.sample(list(cat.guilds), rng.randint(0, cat.dealt["guilds"])):
            cities[rng.randrange(2)].append(guild)
        drafted = rng.sample(list(cat.wonders), 2 * cat.dealt["wonders_per_player"])
        built: list[list] = [[w for w in drafted[i::2] if rng.random() < 0.5] for i in (0, 1)]
        while len(built[0]) + len(built[1]) > cat.dealt["wonders_built_max"]:
            built[rng.choice([i for i in (0, 1) if built[i]])].pop()
        library = any(w.effect.progress_from_box for w in built[0] + built[1])
        tokens = rng.sample(list(cat.progress), rng.randint(0, cat.dealt["progress_on_board"] + (1 if library else 0)))
        progress: list[list] = [[], []]
        for t in tokens:
            progress[rng.randrange(2)].append(t)
        conflict = rng.choice((-cat.capital, cat.capital)) if rng.random() < 0.15 else rng.randint(-8, 8)

        def symbols(i: int) -> set[str]:
            return {x.effect.science for x in cities[i] + progress[i] if x.effect.science}
        # at most one supremacy (the first ends the game): drop green cards until it holds
        for i in (1, 0):
            while len(symbols(i)) >= SUPREMACY_SYMBOLS and (i == 1 and len(symbols(0)) >= SUPREMACY_SYMBOLS
                                                             or abs(conflict) == cat.capital):
                green = next(c for c in cities[i] if c.effect.science)
                cities[i].remove(green)
        out = []
        for i in (0, 1):
            cards = [c.name for c in cities[i]]
            rng.shuffle(cards)
            out.append({"name": f"P{i}", "cards": cards, "wonders": [w.name for w in built[i]],
                        "progress": [t.name for t in progress[i]], "coins": rng.randint(0, 40)})
        doc = {"game": self.id, "conflict": conflict, "players": out}
        for e in expansions or ():
            doc = e.randomize(doc, rng)
        return doc


GAME = Duel()

__all__ = ["GAME", "Duel", "ROWS", "VICTORY_TEXT"]
