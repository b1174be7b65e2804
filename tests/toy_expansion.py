"""A test double: a toy expansion of the 1st edition ("Harbour") that uses every extension point of
``scoring.core.expansion`` and ``referee.core.expansion``, run alone and together with Babel by the
conformance suite (``tests/test_conformance_expansions.py``) to show that an expansion needs only
its own module: nothing in the 1st edition, the registries or the shell names it.

    {"game": "7w", "expansions": ["harbour"], "tide": "high",
     "players": [{"name": "Ira", ..., "harbour": 3}, ...]}

Each ship in a player's harbour is worth 2 VP on its own score-pad row, and each Harbour Beacon
(its own card, of its own colour, named in ``cards`` like any card: 3 VP); at high tide every ship
also brings 1 coin, counted in the treasury row at the usual 1 VP per 3 coins together with the
city's coins.  The Free City (2-player variant) keeps no harbour.  Its referee answers
``{"check": "harbour"}`` (who may still moor a ship: at most 4) and reads a ``"moor": true`` flag
on an action (the action is the base game's; the verdict says the ship was moored); a harbour of 3
ships gives its city a stone (production), and at high tide stone from a neighbour costs 1 (trading).  On the
referee screen it adds a section (the tide, whether the player moors a ship) and a line in the
verdict, as data (``screen``, ``read_form``, ``verdict_notes``): no template of its own.
"""
from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.expansion import Expansion
from scoring.core.game import BadExample, Row
from scoring.core.numbers import is_int
from scoring.core.options import read_options
from scoring.core.result import Line

from referee.core.expansion import Form, Judge, RefereeExpansion, posted

MAX_SHIPS = 4
# the tide as a table option (``Expansion.table_options``), declared as a data file would declare it:
# the setup screen offers it and the score sheet names "high" (it changes a score)
TABLE_OPTIONS = read_options({"tide": {
    "values": ["low", "high"], "default": "low",
    "label": {"en": "Tide", "ru": "Прилив", "uk": "Приплив"},
    "readings": {"low": {"label": {"en": "low", "ru": "низкий", "uk": "низький"},
                         "sentence": {"en": "The ships bring no coins.", "ru": "Корабли не приносят монет.",
                                      "uk": "Кораблі не приносять монет."}},
                 "high": {"label": {"en": "high", "ru": "высокий", "uk": "високий"},
                          "sentence": {"en": "Each ship brings 1 coin.", "ru": "Каждый корабль приносит 1 монету.",
                                       "uk": "Кожен корабель приносить 1 монету."}}},
    "cite": {"en": "The toy's own rule", "ru": "Правило игрушки", "uk": "Правило іграшки"}}})
TIDES = TABLE_OPTIONS[0].values


class Harbour(Expansion):
    id = "harbour"
    base = "7w"
    order = 50
    title = "Harbour (test double)"
    spellings = {"harbour": frozenset({"harbour"}), "the harbour": frozenset({"harbour"})}
    rows = {"harbour": (Row("harbour", "Harbour", "#2b6f8f", "#d6e9f2", "dot", order=5),)}
    free_city_without = ("harbour",)
    table_keys = ("tide",)
    table_options = TABLE_OPTIONS
    player_keys = ("harbour",)
    # a card of its own colour, named in a player's "cards" like any card: 3 VP on the harbour row
    cards = ({"name": "Harbour Beacon", "age": 1, "colour": "teal", "cost": {"stone": 1}, "effect": {"vp": 3},
              "ru": ["Портовый огонь"], "uk": ["Портовий вогонь"]},)
    colours = ("teal",)
    # a board of its own, named in "wonder" like any board: no starting resource (its printed power
    # replaces it), two stages whose VP the base engine scores; "tide_bonus" is the toy's own effect
    wonders = ({"name": "Harbour Isle", "ru": ["Портовый остров"], "uk": ["Портовий острів"], "sides": {
        "A": {"produce": None, "stages": [{"cost": {"wood": 2}, "effect": {"vp": 4}},
                                          {"cost": {"ore": 3}, "effect": {"vp": 6}}]},
        "B": {"produce": "stone", "stages": [{"cost": {"clay": 2}, "effect": {"vp": 5, "coins": 2}}]}}},)

    def parse(self, doc: Mapping, extra_keys: Sequence[str], base) -> Any:
        problems = Problems()
        tide = doc.get("tide", TABLE_OPTIONS[0].default)
        if not TABLE_OPTIONS[0].accepts(tide):
            problems.add("tide", f"tide is \"low\" or \"high\", got {tide!r}")
        ships: list[int] = []
        players = doc.get("players") if isinstance(doc.get("players"), list) else []
        for i, p in enumerate(players):
            n = p.get("harbour", 0) if isinstance(p, Mapping) else 0
            if not is_int(n) or not 0 <= n <= MAX_SHIPS:
                problems.add(f"players[{i}].harbour", f"ships are a whole number from 0 to {MAX_SHIPS}, got {n!r}")
                n = 0
            elif n and isinstance(p, Mapping) and p.get("free_city"):
                problems.add(f"players[{i}].harbour", "the Free City keeps no harbour")
            ships.append(n)
        rest = {k: v for k, v in doc.items() if k not in self.table_keys + ("expansions",)}
        rest["players"] = [{k: v for k, v in p.items() if k not in self.player_keys} if isinstance(p, Mapping) else p
                           for p in players] if players else doc.get("players")
        try:
            table = base(rest, extra_keys)
        except BadInput as exc:
            problems.raise_with(exc)
        problems.raise_if_any()
        return replace(table, ext={**table.ext, self.id: {"tide": tide, "ships": tuple(ships)}})

    def score_city(self, table, seat, score):
        state = table.ext[self.id]
        ships = state["ships"][seat] if seat < len(state["ships"]) else 0
        cats = dict(score.categories)
        lines = list(score.details)
        lights = sum(1 for c in table.cities[seat].cards if c.colour == "teal")
        cats["harbour"] = 2 * ships + 3 * lights
        lines.append(Line("harbour", "harbour", 2 * ships, f"Harbour: {ships} ship(s) × 2"))
        if lights:
            lines.append(Line("harbour", "Harbour Beacon", 3 * lights, f"Harbour Beacon: {lights} × 3"))
        if state["tide"] == "high" and ships and score.coins is not None:
            coins = score.coins + ships
            gained = coins // 3 - score.coins // 3
            cats["treasury"] = cats.get("treasury", 0) + gained
            lines.append(Line("treasury", "harbour", gained, f"High tide: {ships} coin(s) from the ships"))
            score = replace(score, coins=coins)
        return replace(score, categories=cats, details=tuple(lines), extra={**score.extra, "harbour": ships})

    def result_extra(self, table) -> dict:
        return {"tide": table.ext[self.id]["tide"]}

    def entry_sections(self, parts: Sequence[str]) -> tuple[dict, ...]:
        return ({"id": "harbour", "field": "harbour", "label": "Ships in the harbour",
                 "values": list(range(MAX_SHIPS + 1))},)

    def examples(self) -> tuple[dict, ...]:
        return ({"game": "7w", "expansions": ["harbour"], "tide": "high", "players": [
            {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 1, "cards": ["Baths", "Портовый огонь"], "coins": 5,
             "harbour": 3},
            {"name": "Oleg", "wonder": "Gizah", "side": "B", "stages": 2, "cards": ["Altar"], "coins": 2, "harbour": 1},
            {"name": "Sofia", "wonder": "Babylon", "side": "A", "cards": ["Apothecary"], "coins": 6}]},)

    def bad_examples(self) -> tuple:
        good = self.examples()[0]
        many = {**good, "players": [dict(good["players"][0], harbour=9)] + good["players"][1:]}
        return (BadExample(many, "players[0].harbour", "too many ships"),
                BadExample({**good, "tide": "medium"}, "tide", "no such tide"))

    def referee_examples(self) -> tuple[dict, ...]:
        return ({**self.examples()[0], "check": "harbour"},)

    def randomize(self, doc: dict, rng: random.Random) -> dict:
        doc["expansions"] = list(doc.get("expansions") or []) + ["harbour"]
        doc["tide"] = rng.choice(TIDES)
        for p in doc["players"]:
            if not p.get("free_city"):
                p["harbour"] = rng.randint(0, MAX_SHIPS)
        return doc


class HarbourReferee(RefereeExpansion):
    id = "harbour"
    checks = ("harbour",)

    def units(self, table, seat, units):
        """A harbour of 3 ships or more gives its city one stone a turn (production)."""
        return units + (frozenset({"stone"}),) if table.ext[self.id]["ships"][seat] >= 3 else units

    def prices(self, table, seat, prices):
        """At high tide stone bought from either neighbour costs 1 coin (trading)."""
        if table.ext[self.id]["tide"] != "high":
            return prices
        return {side: {**by_resource, "stone": 1} for side, by_resource in prices.items()}

    def judge(self, doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
        if doc.get("check") == "harbour":
            from scoring import games
            table = games.get(EXPANSION.base).parse({k: v for k, v in doc.items() if k != "check"})
            ships = table.ext[self.id]["ships"]
            return {"check": "harbour", "legal": True,
                    "may_moor": [c.name for c, n in zip(table.cities, ships) if n < MAX_SHIPS and not c.free_city]}
        action = doc.get("action")
        moor = isinstance(action, Mapping) and action.get("moor") is True
        rest = dict(doc)            # its table and player fields stay: the game's parser reads them
        if isinstance(action, Mapping):
            rest["action"] = {k: v for k, v in action.items() if k != "moor"}
        verdict = base(rest, keys)
        return {**verdict, "moored": True} if moor and verdict.get("legal") else verdict

    def screen(self, doc: Mapping, form: Form) -> tuple[dict, ...]:
        players = doc.get("players") if isinstance(doc.get("players"), list) else []
        ships = [f"{p.get('name')}: {p.get('harbour', 0)}" for p in players if isinstance(p, Mapping)]
        return ({"id": self.id, "title": "Harbour", "fields": (
            {"kind": "select", "name": "harbour-tide", "label": "Tide", "choices": [(t, t) for t in TIDES],
             "value": doc.get("tide", "low")},
            {"kind": "notes", "name": "harbour-ships", "items": ships},
            {"kind": "checkbox", "name": "harbour-moor", "label": "The player moors a ship",
             "checked": bool(posted(form, "harbour-moor"))})},)

    def read_form(self, doc: Mapping, form: Form, action: dict) -> Mapping:
        doc = dict(doc)
        tide = posted(form, "harbour-tide")
        if tide:
            doc["tide"] = tide              # a bad value is kept: the parser blames it on "tide"
        if posted(form, "harbour-moor"):
            action["moor"] = True
        return doc

    def verdict_notes(self, verdict: Mapping) -> tuple[dict, ...]:
        return ({"id": "harbour-moored", "text": "A ship is moored."},) if verdict.get("moored") else ()


EXPANSION = Harbour()
REFEREE = HarbourReferee()


@contextmanager
def attached() -> Iterator[Harbour]:
    """The toy attached to its base game and its referee to the referee registry, for a test."""
    from scoring import games
    from referee import registry as referees
    game = games.get(EXPANSION.base)
    game.attach(EXPANSION)
    referees.EXPANSION_REFEREES[REFEREE.id] = REFEREE
    try:
        yield EXPANSION
    finally:
        game.detach(EXPANSION.id)
        referees.EXPANSION_REFEREES.pop(REFEREE.id, None)
