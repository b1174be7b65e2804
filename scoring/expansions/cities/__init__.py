"""The Cities expansion (2012) of 7 Wonders, 1st edition.

Black cards are a colour of their own a player lists in ``cards`` by their printed name (en/ru/uk and
aliases), with the three Cities guilds among the purple cards; Petra and Byzantium (both sides) are
boards a table playing Cities names in ``wonder``.  The score pad gains the cities row after the
leaders row (data file ``scoring/data/cities.json``, ``rows``); the Debt tokens (document field
``"debt"``) sit in the treasury row with their own line; the masks copy a neighbour's green symbol
inside the best science choice; a player's Diplomacy tokens (``"diplomacy"``: the ages sat out) take
it out of those conflicts, its neighbours fighting each other.  Up to 8 players.  The six Cities
leaders are Leaders' cards (``leaders.json``; rules ``cities_leaders``: played with Leaders only).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scoring.core.expansion import Expansion
from scoring.core.game import Row
from scoring.core.i18n import N_

from scoring.expansions.cities import catalogue as data


class Cities(Expansion):
    id = "cities"
    examples_module = "scoring.expansions.cities.examples"
    base = "7w"
    # outermost of the 1st edition's expansions: the seats absent with a Diplomacy token are known to
    # every parser inside (Babel's conflicts too); its masks' copies are chosen jointly with every
    # hook's wildcards (science_copies, scoring.core.science.choose), whatever the order
    order = 5
    data = "cities.json"
    title = N_("Cities")
    spellings = {"cities": frozenset({"cities"}), "города": frozenset({"cities"}), "міста": frozenset({"cities"})}
    # the black row after the leaders row (data file ``rows.cities.after``)
    rows = {"cities": (Row("cities", N_("Cities"), "#2b2b2b", "#dedede", "dot", order=7),)}
    colours = ("black",)
    player_keys = ("debt", "diplomacy", "team")
    # the table options on the open points that change a score (data file, ``table_options``)
    table_keys = ("secret_society_self", "masks_same_card")
    max_players = 8         # Cities rulebook, Contents: 2 to 8 players (data file, rules ``players``)

    @property
    def cards(self) -> tuple[dict, ...]:
        return data.cards()

    @property
    def table_options(self):
        return data.table_options()

    @property
    def wonders(self) -> tuple[dict, ...]:
        return data.boards()

    @property
    def parts(self) -> tuple[str, ...]:
        return ("cities",)

    def parse(self, doc, extra_keys, base):
        from scoring.expansions.cities.document import parse_cities
        return parse_cities(doc, extra_keys, base)

    def score_city(self, table, seat, score):
        from scoring.expansions.cities.score import score_cities
        return score_cities(table, seat, score, data.effects())

    def science_copies(self, table, seat):
        """The masks and the neighbours' green cards they may copy (Cities rulebook, the mask symbol)."""
        from scoring.expansions.cities.score import mask_pool
        return mask_pool(table, seat, data.effects())

    def result_extra(self, table) -> dict:
        """The team variant: each player's team (``"teams"``: name → team number), when the table plays it."""
        state = table.ext.get(self.id)
        teams = getattr(state, "team", ())
        if not any(t is not None for t in teams):
            return {}
        return {"teams": {c.name: t for c, t in zip(table.cities, teams)}}

    def sheet_facts(self, result: Any) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The debt of each seat under the pad (it is inside the treasury row: Cities rulebook, Score booklet),
        and in the team variant each seat's team total: the sum of the partners' scores (data file, rules
        ``team_variant``; the score booklet «will allow you to add team scores»)."""
        from scoring.core.i18n import _
        debts = [sum(d.points for d in p.details if d.category == "treasury" and d.source == "debt")
                 for p in result.players]
        out = ((_("Debt tokens"), tuple(str(d) for d in debts)),) if any(debts) else ()
        teams = result.extra.get("teams") or {}
        if teams:
            totals = {t: sum(p.total for p in result.players if teams.get(p.name) == t) for t in set(teams.values())}
            out += ((_("Team total"), tuple(_("team {team}: {total}").format(team=teams[p.name],
                                                                            total=totals[teams[p.name]])
                                            if p.name in teams else "" for p in result.players)),)
        return out

    def entry_sections(self, parts: Sequence[str]) -> tuple[dict, ...]:
        from scoring.expansions.cities.entry import sections
        return sections()

    def named(self, kind: str, name: str) -> Any:
        return None


EXPANSION = Cities()
