"""The Agora expansion (2020) of 7 Wonders Duel: the Senate, Senators, Conspiracies and Decrees.

``catalogue`` loads ``scoring/data/agora.json`` (every fact with its sources; the Russian names are
a fan player aid's, marked unofficial there); ``document`` reads Agora's fields of a Duel table
(Influence cubes per Chamber or who controls each, Senators, Conspiracies, Decrees, the table
option ``decree_reveal``); ``score`` the Senate row and political supremacy; ``examples`` the
conformance suite's documents.  Agora's Wonders (Curia Julia, Knossos) and Progress tokens
(Corruption, Organized Crime) are named in a player's ``wonders`` / ``progress`` like Duel's.
The referee side is ``referee.expansions.agora``.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scoring.core.expansion import Expansion
from scoring.core.game import Row
from scoring.core.i18n import N_

from scoring.expansions.agora import catalogue as data


class Agora(Expansion):
    id = "agora"
    examples_module = "scoring.expansions.agora.examples"
    base = "duel"
    order = 20
    data = "agora.json"
    title = N_("Agora")
    spellings = {"agora": frozenset({"agora"}), "агора": frozenset({"agora"})}
    # the Senate row after the military row (data file ``score_rows.add``: after "military")
    rows = {"agora": (Row("senate", N_("Senate"), "#5b4a8a", "#e2dcef", "laurel", order=8),)}
    table_keys = ("decrees", "decree_reveal", "decree_cost_symbol")
    player_keys = ("agora",)
    # political supremacy (data file ``political_supremacy``)
    victories = {"political": N_("Political supremacy")}

    @property
    def table_options(self):
        return data.table_options()

    @property
    def wonders(self) -> tuple[dict, ...]:
        return data.duel_wonders()

    @property
    def progress(self) -> tuple[dict, ...]:
        return data.duel_progress()

    @property
    def military_tokens(self) -> tuple[dict, ...]:
        """The four Agora tokens replace Duel's (facts B7): no coins lost."""
        return data.duel_military_tokens()

    @property
    def layouts(self) -> dict:
        """Agora's larger structures replace Duel's (facts B2: 25 / 25 / 23 cards; data ``layouts``)."""
        return data.data()["layouts"]

    @property
    def parts(self) -> tuple[str, ...]:
        return ("agora",)

    def parse(self, doc, extra_keys, base):
        from scoring.expansions.agora.document import parse_table
        return parse_table(doc, extra_keys, base)

    def score_city(self, table, seat, score):
        from scoring.expansions.agora.score import score_senate
        return score_senate(table, seat, score)

    def supremacy(self, table) -> tuple[int, str, str] | None:
        from scoring.expansions.agora.score import political_supremacy
        return political_supremacy(table)

    def result_extra(self, table) -> dict:
        state = table.ext[self.id]
        return {"senate": [None if who is None else table.cities[who].name for who in state.controllers]}

    def named(self, kind: str, name: str) -> Any:
        if kind in ("conspiracies", "decrees", "senators"):
            return data.find(kind, name)
        return None

    def entry_sections(self, parts: Sequence[str]) -> tuple[dict, ...]:
        from scoring.expansions.agora.examples import entry_sections
        return entry_sections()


EXPANSION = Agora()
