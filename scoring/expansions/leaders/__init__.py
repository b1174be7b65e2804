"""The Leaders expansion (2011) of 7 Wonders, 1st edition, with the leaders of Cities (2012).

Leaders are white cards a player lists in ``cards`` by their printed name (en/ru/uk and aliases),
with the four Leaders guilds among the purple cards; the score pad gains the leaders row, after the
guilds (data file ``scoring/data/leaders.json``, ``rows``).  ``EXPANSION`` declares it to the base game
(``scoring.core.expansion``).  What is built here: the cards and their names, the leaders row and every
end-of-game leader effect (flat VP, counts, sets, coins, Aristotle's science bonus with the wildcards
re-chosen), the Leaders guilds (Diplomats', Gamers', Courtesans' copy of a neighbour's leader; the
Architects' Guild through the base engine), and the leaders' science symbols and shields through
the base engine.  Rome (both sides) is a board a table playing Leaders names in ``wonder``.  Not yet: the recruiting referee, discounts in the payment search.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from scoring.core.expansion import Expansion
from scoring.core.game import BadExample, Row
from scoring.core.i18n import N_

from scoring.expansions.leaders import catalogue as data


class Leaders(Expansion):
    id = "leaders"
    base = "7w"
    order = 20
    data = "leaders.json"
    title = N_("Leaders")
    spellings = {"leaders": frozenset({"leaders"}), "лидеры": frozenset({"leaders"}), "лідери": frozenset({"leaders"})}
    # the leaders row after the guilds (data file ``rows.leaders.after``)
    rows = {"leaders": (Row("leaders", N_("Leaders"), "#9a9a9a", "#f0f0f0", "dot", order=6),)}
    colours = ("white",)

    @property
    def cards(self) -> tuple[dict, ...]:
        return data.cards()

    @property
    def wonders(self) -> tuple[dict, ...]:
        return data.boards()

    @property
    def parts(self) -> tuple[str, ...]:
        return ("leaders",)

    def parse(self, doc, extra_keys, base):
        """No field of its own (its cards are in ``cards``): the table is marked as playing it."""
        table = base(doc, extra_keys)
        return replace(table, ext={**table.ext, self.id: True})

    def science_value(self, table, seat):
        """Aristotle's bonus per complete science set (data file, ``science_set_bonus``)."""
        from scoring.expansions.leaders.score import science_value
        return science_value(table, seat, data.leaders())

    def score_city(self, table, seat, score):
        from scoring.expansions.leaders.score import score_leaders
        return score_leaders(table, seat, score, data.leaders(), data.guild_effects())

    def named(self, kind: str, name: str) -> Any:
        """A leader a rulebook citation names (``card: <name>``), shown by its printed name."""
        return data.leaders().get(name) if kind == "card" else None

    def examples(self) -> tuple[dict, ...]:
        return ({"game": "7w", "expansions": ["leaders"], "players": [
            {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 2, "coins": 9, "military": [1, 1],
             "cards": ["Lumber Yard", "Barracks", "Apothecary", "Workshop", "Alexander", "Amytis", "Midas"]},
            {"name": "Oleg", "wonder": "Gizah", "side": "B", "stages": 1, "coins": 4, "military": [-1],
             "cards": ["Altar", "Scriptorium", "Aristotle", "Diplomats' Guild"]},
            {"name": "Sofia", "wonder": "Babylon", "side": "A", "stages": 1, "coins": 6, "military": [-1],
             "cards": ["Theater", "Loom", "Nefertiti", "Courtesans' Guild"]}]},)

    def bad_examples(self) -> tuple:
        good = self.examples()[0]
        twice = {**good, "players": [good["players"][0], dict(good["players"][1], cards=["Altar", "Alexander"])]
                 + good["players"][2:]}
        return (BadExample(twice, "players[1].cards[1]", "a leader in two cities"),)

    def referee_examples(self) -> tuple[dict, ...]:
        from scoring.expansions.leaders.examples import referee_examples
        return referee_examples()

    def randomize(self, doc: dict, rng: random.Random) -> dict:
        doc["expansions"] = list(doc.get("expansions") or []) + ["leaders"]
        pool = list(data.leaders())
        rng.shuffle(pool)
        for p in doc["players"]:
            if not p.get("free_city"):
                p["cards"] = list(p.get("cards", [])) + [pool.pop() for _ in range(rng.randint(0, 4))]
        return doc


EXPANSION = Leaders()
