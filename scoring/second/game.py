"""7 Wonders, 2nd edition (2020), behind the ``scoring.core.game.Game`` interface.

The 2nd edition is the 1st edition's game with other data, so this module is the 1st
edition's (``scoring.classic.game``) with its own registry entry, examples and referee
citations.  What differs, and where it lives (rules cited as ``seed 001, <section>``,
../shared/seeds/001_16bdf35f09fc8606.txt; wonder powers as the board, quoted from the
publisher's FAQ in ../shared/facts/7w-second-edition.md, RP-FAQ):

* the cards, their costs, copies and points, the day and night boards: ``scoring/data/7w2.json``;
* the document: ``"side": "day" | "night"`` (as printed in Russian and Ukrainian too: "день",
  "ночь", "ніч"; ``Catalogue.side``), 3–7 players and no Free City (seed 001, Подготовка к игре:
  only 3+..7+ cards; the registry entry has no ``variant_two_players``), the other edition's
  cards named as such (``scoring.classic.document.EDITIONS``);
* scoring: the same pad (seed 001, Подсчёт победных очков), plus Decorators Guild (card:
  7 VP when the own wonder is complete; ``scoring.classic.score._guild_line``) and Ludus (card: 1 VP
  per own red card, from the data's ``score``);
* refereeing: ``referee.second.check`` (Olympia day and night, chains through symbols, Babylon night,
  Halikarnassos, Rhodos night's coins and shields).
"""
from __future__ import annotations

import random

from scoring.core.game import with_player, MIRRORING, RANKS, SEAT_ROTATION, BadExample, Game, Invariant
from scoring.core.boxes import SECOND
from scoring.classic.catalogue import catalogue
from scoring.classic.game import BLUE_CARD, COIN_TIEBREAK, ROWS, Classic


def _decorators(game: Game, doc: dict, rng: random.Random) -> str | None:
    """Decorators Guild is worth 7 exactly when its owner's wonder is complete (card: Decorators Guild)."""
    cat = catalogue(game.id)
    result = game.score(doc)
    for seat, p in enumerate(doc["players"]):
        if not any(cat.card(c).name == "Decorators Guild" for c in p["cards"]):
            continue
        side = cat.wonder(p["wonder"]).sides[cat.side(p["side"]) or p["side"]]
        want = 7 if p.get("stages", 0) == len(side.stages) else 0
        got = next(line.points for line in result.players[seat].details if line.source == "Decorators Guild")
        if got != want:
            return f"seat {seat}: Decorators Guild gives {got}, expected {want}"
    return None


DECORATORS = Invariant("decorators guild", "Decorators Guild gives 7 exactly when its owner's wonder is complete",
                       _decorators)


class Second(Classic):
    info = SECOND
    rows = ROWS             # the same seven rows (seed 001, Подсчёт победных очков)
    invariants = (SEAT_ROTATION, MIRRORING, RANKS, BLUE_CARD, COIN_TIEBREAK, DECORATORS)

    def catalogue_json(self) -> dict:
        out = super().catalogue_json()
        cat = catalogue(self.id)
        for entry, card in zip(out["cards"], cat.cards):
            entry["chain_gives"] = list(card.chain_gives)
            entry["chain_needs"] = list(card.chain_needs)
        return out

    # -- for tests ------------------------------------------------------------------
    def examples(self) -> tuple[dict, ...]:
        return (README_EXAMPLE, RUSSIAN_EXAMPLE)

    def referee_examples(self) -> tuple[dict, ...]:
        return (REFEREE_EXAMPLE, OLYMPIA_NIGHT_TURN)

    def bad_examples(self) -> tuple[BadExample, ...]:
        good = self.examples()[0]

        return super().bad_examples() + (
            BadExample(with_player(good, 0, cards=["Lumber Yard", "Pawnshop"]), "players[0].cards[1]",
                       "a 1st-edition card"),
            BadExample(with_player(good, 0, side="A"), "players[0].side", "a 1st-edition side"),
            BadExample(with_player(good, 2, free_city=True), "players[2].free_city", "no Free City"),
        )


# The README's 2nd-edition example (5 players: Ludus is a 5+ card).
README_EXAMPLE = {"game": "7w2", "players": [
    {"name": "Ira", "wonder": "Rhodos", "side": "night", "stages": 2,
     "cards": ["Lumber Yard", "Barracks", "Walls", "Ludus", "Decorators Guild"],
     "coins": 10, "military": [1, 3, 5]},
    {"name": "Oleg", "wonder": "Olympia", "side": "day", "stages": 3,
     "cards": ["Stone Pit", "Well", "Statue", "Workshop"], "coins": 4, "military": [-1, -1, -1]},
    {"name": "Sofia", "wonder": "Gizah", "side": "night", "stages": 4,
     "cards": ["Theater", "Gardens", "Scriptorium", "Library", "Builders Guild"], "coins": 6},
    {"name": "Anton", "wonder": "Babylon", "side": "day", "stages": 1,
     "cards": ["Castrum", "Tavern"], "coins": 12},
    {"name": "Yana", "wonder": "Halikarnassos", "side": "night", "stages": 3,
     "cards": ["Loom", "Altar", "Pantheon"], "coins": 3}]}

RUSSIAN_EXAMPLE = {"game": "7 Чудес (2020)", "players": [
    {"name": "Аня", "wonder": "Александрия", "side": "ночь", "stages": 1, "cards": ["Театр", "Сады"], "coins": 5},
    {"name": "Богдан", "wonder": "Родос", "side": "ніч", "stages": 2, "cards": ["Казармы"], "coins": 7},
    {"name": "Вера", "wonder": "Эфес", "side": "день", "stages": 2, "cards": ["Алтарь"], "coins": 9}]}

# seed 001, Г. Бесплатное строительство (цепочки зданий): a card's symbol frees a later card
REFEREE_EXAMPLE = {"game": "7w2", "age": 3, "players": [
    {"name": "Ira", "wonder": "Alexandria", "side": "day", "cards": ["Theater"], "coins": 0},
    {"name": "Oleg", "wonder": "Olympia", "side": "day", "cards": [], "coins": 3},
    {"name": "Sofia", "wonder": "Ephesos", "side": "day", "cards": [], "coins": 3}],
    "action": {"player": "Ira", "build": "Gardens"}}

# board: Olympia night, stage 2 (RP-FAQ): the 6th card of the age is free
OLYMPIA_NIGHT_TURN = {"game": "7w2", "age": 2, "turn": 6, "players": [
    {"name": "Ira", "wonder": "Olympia", "side": "night", "stages": 2, "cards": [], "coins": 0},
    {"name": "Oleg", "wonder": "Gizah", "side": "day", "cards": [], "coins": 3},
    {"name": "Sofia", "wonder": "Ephesos", "side": "day", "cards": ["Clay Pool", "Clay Pit"], "coins": 3}],
    "actions": [{"player": "Ira", "build": "Aqueduct"}, {"player": "Oleg", "discard": True},
                {"player": "Sofia", "stage": True}]}


GAME = Second()
