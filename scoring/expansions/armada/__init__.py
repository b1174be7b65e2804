"""Armada (2018), an expansion of 7 Wonders, 1st edition — on the score pad.

Card-by-card scoring waits for numbers no source gives yet (``scoring/data/armada.json``, ``status``
and ``open_points``: the shipyard's spaces and their costs, the islands' points, the amounts on the
Armada cards, the naval table's Age II third place), so a card-mode table naming Armada is bad
input at its ``"expansions"`` entry with the sentence ``pad_only``.  Quick pad mode
(``"entry": "pad"``, ``scoring.core.padmode``) scores it: the three rows its pad adds (naval
conflicts, islands, shipyard; the data file's ``rows``, placed after the row each names in
``after``), and the rule that changes a base row, each guild scoring at most 10 VP (``rules``
``guild_cap``): with Armada the guilds row is entered guild by guild (``pad_items``), so the cap is
applied to each guild, a copied guild (Olympia B) being one more guild; the pad's science
calculator counts the "most" symbols (``science_counter``: one more of the symbol held most of,
``pad_science``).  ``EXPANSION`` declares it to the base game (``scoring.core.expansion``).
"""
from __future__ import annotations

import random

from scoring.core.expansion import Expansion, PadItems
from scoring.core.game import Row
from scoring.core.i18n import N_

from scoring.expansions.armada import data as facts

# each row's label (N_: translated where shown; ru/uk as the data file's ``rows``) and look
_LOOK = {"naval": (N_("Naval conflicts"), "#1d4f7a", "#d2e0ec"),
         "islands": (N_("Islands"), "#3d8a6b", "#d6ebe2"),
         "shipyard": (N_("Shipyard"), "#7a5c3e", "#eadfd3")}

PAD_ONLY = N_("Armada is scored on the score pad only: card-by-card scoring waits for numbers no source "
              "gives yet (the shipyard's spaces and their costs, the islands' points, the amounts on the "
              "Armada cards, the naval table's Age II third place). Enter this table on the score pad "
              "(\"entry\": \"pad\"): it has Armada's rows.")


class Armada(Expansion):
    id = "armada"
    examples_module = "scoring.expansions.armada.examples"
    base = "7w"
    order = 40
    data = "armada.json"
    title = N_("Armada")
    spellings = facts.spellings()
    rows = {"armada": tuple(Row(row, _LOOK[row][0], *_LOOK[row][1:], "dot", order=facts.order(row))
                            for row in facts.rows())}
    pad_only = PAD_ONLY
    # rules.guild_cap (P4, P5, S2): "each Guild card is limited to a maximum of 10 points"
    pad_items = {"guilds": PadItems(
        N_("guild {n}"), facts.guild_cap(), N_("Armada: each guild scores at most {cap} VP"),
        N_("with Armada each guild scores at most {cap} VP, so the guilds row is entered guild by guild: "
           "a list of each guild's points, e.g. [7, 12]"))}

    # science_counter (S1, S3): "one more of the most-common science symbol", for the pad's calculator
    pad_science = {"most": N_("+1 of your most common symbol (Armada cards, islands)")}

    @property
    def parts(self) -> tuple[str, ...]:
        return ("armada",)

    def randomize_pad(self, doc: dict, rng: random.Random) -> dict:
        """Its rows and the guilds guild by guild; naval tokens run from -3 to +7 (P5): a signed row."""
        doc = super().randomize_pad(doc, rng)
        for p in doc["players"]:
            p["pad"]["naval"] = rng.randint(-6, 21)
        return doc


EXPANSION = Armada()
