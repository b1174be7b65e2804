"""Edifice (2023; a 2nd-edition expansion usable with any edition), with the 1st edition — on the
score pad.

Its fifteen projects rest on one unreliable source (``scoring/data/edifice.json``, ``status`` and
``open_points``), so card-by-card scoring waits: a card-mode table naming Edifice is bad input at its
``"expansions"`` entry with the sentence ``pad_only``.  Quick pad mode (``"entry": "pad"``,
``scoring.core.padmode``) scores its one signed row (``rows.edifice``: the completed projects'
rewards minus the Edifice debt tokens), printed after the row the data file names in ``after``.
No rule of Edifice changes a base row the pad could check (its military tokens and coins are in
the military and treasury numbers a player enters).  ``EXPANSION`` declares it to the base game
(``scoring.core.expansion``).
"""
from __future__ import annotations

import copy
import json
import random
from functools import lru_cache
from importlib import resources

from scoring.classic.score import CATEGORIES
from scoring.core.expansion import Expansion
from scoring.core.game import BadExample, Row, with_player
from scoring.core.i18n import N_

PAD_ONLY = N_("Edifice is scored on the score pad only: card-by-card scoring waits for the Edifice "
              "projects, whose costs, rewards and penalties only one unreliable source gives. Enter this "
              "table on the score pad (\"entry\": \"pad\"): it has the Edifice row.")


@lru_cache(maxsize=1)
def data() -> dict:
    return json.loads(resources.files("scoring").joinpath("data", "edifice.json").read_text(encoding="utf-8"))


def _spellings() -> dict[str, frozenset[str]]:
    names = data()["box_names"]
    return {n.casefold(): frozenset({"edifice"})
            for n in ["edifice", names["en"], *names.get("ru", []), *names.get("uk", [])]}


class Edifice(Expansion):
    id = "edifice"
    base = "7w"
    order = 45
    title = N_("Edifice (from the 2nd edition)")
    spellings = _spellings()
    # rows.edifice.after: the wonder row
    rows = {"edifice": (Row("edifice", N_("Edifice"), "#7d7a2a", "#ecebd0", "dot",
                            order=CATEGORIES.index(data()["rows"]["edifice"]["after"])),)}
    pad_only = PAD_ONLY

    @property
    def parts(self) -> tuple[str, ...]:
        return ("edifice",)

    def examples(self) -> tuple[dict, ...]:
        # Oleg took part in a project that failed (no reward, no penalty) and owes an Age III debt token
        return ({"game": "7w", "entry": "pad", "expansions": ["edifice"], "players": [
            {"name": "Ira", "wonder": "Ephesos", "side": "B", "coins": 4,
             "pad": {"military": 9, "treasury": 1, "wonder": 7, "edifice": 8, "civilian": 20, "science": 4,
                     "commercial": 5, "guilds": 6}},
            {"name": "Oleg", "wonder": "Halikarnassos", "side": "A", "coins": 2,
             "pad": {"military": 1, "wonder": 10, "edifice": -5, "civilian": 15, "science": 26, "guilds": 3}},
            {"name": "Sofia", "wonder": "Alexandria", "side": "A", "coins": 11,
             "pad": {"military": -3, "treasury": 3, "wonder": 10, "edifice": 3, "civilian": 9, "science": 13,
                     "commercial": 8, "guilds": 10}}]},)

    def bad_examples(self) -> tuple[BadExample, ...]:
        good = self.examples()[0]
        cards = {"game": "7w", "expansions": ["Edifice"], "players": [
            {"name": "Ira", "wonder": "Rhodos", "side": "A", "cards": ["Baths"], "coins": 3},
            {"name": "Oleg", "wonder": "Gizah", "side": "A", "cards": ["Altar"], "coins": 3},
            {"name": "Sofia", "wonder": "Babylon", "side": "A", "cards": ["Loom"], "coins": 3}]}
        without = copy.deepcopy(good)
        del without["expansions"]
        return (BadExample(cards, "expansions[0]", "card by card: Edifice waits for its projects"),
                BadExample(with_player(good, 1, pad={"edifice": "-5"}), "players[1].pad.edifice", "points as text"),
                BadExample(without, "players[0].pad.edifice", "the Edifice row without Edifice in \"expansions\""))

    def randomize_pad(self, doc: dict, rng: random.Random) -> dict:
        """Its row is signed: rewards minus debt tokens of -2/-3/-5 (``rules.debt``)."""
        doc = super().randomize_pad(doc, rng)
        for p in doc["players"]:
            p["pad"]["edifice"] = rng.randint(-10, 15)
        return doc


EXPANSION = Edifice()
