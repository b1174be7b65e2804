"""The Pantheon expansion (2016) of 7 Wonders Duel: the Divinities, the Grand Temples, two Wonders
and three progress tokens.

``catalogue`` loads ``scoring/data/pantheon.json`` (every fact with its sources; the Russian names
are unofficial and marked so); ``document`` reads a player's ``pantheon`` object (the Divinities
activated, the coins left on Astarte, the Mythology and unused Offering tokens); ``table`` wires it
into Duel's table and score (the Divinities row, the Grand Temples' 5 / 12 / 21 VP in the purple
row, Mysticism); ``entry`` and ``examples`` serve the city screen and the conformance suites.
The Grand Temples, The Sanctuary, The Divine Theater, Mysticism, Poliorcetics and Engineering are
named in ``cards``, ``wonders`` and ``progress`` like Duel's own (``Expansion.cards`` / ``wonders`` /
``progress``).  The referee (activation costs, the Divinities' effects): ``referee.expansions.pantheon``.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from scoring.core.expansion import Expansion
from scoring.core.game import Row
from scoring.core.i18n import N_

from scoring.expansions.pantheon.catalogue import pantheon_catalogue


@lru_cache(maxsize=1)
def _named_catalogue() -> Any:
    """Duel's catalogue with Pantheon's Wonders and progress tokens (what its citations name)."""
    from scoring.duel.catalogue import catalogue, with_additions
    cat = pantheon_catalogue()
    return with_additions(catalogue(), (), cat.wonders, cat.progress)


class Pantheon(Expansion):
    id = "pantheon"
    examples_module = "scoring.expansions.pantheon.examples"
    base = "duel"
    order = 10
    data = "pantheon.json"
    title = N_("Pantheon")
    spellings = {"pantheon": frozenset({"pantheon"}), "Пантеон": frozenset({"pantheon"})}
    # the Divinities row right after the purple row (data ``score_rows.add``: BGA's end-game table)
    rows = {"pantheon": (Row("divinities", N_("Divinities"), "#7a5c2e", "#efe6d6", "dot", order=3),)}
    table_keys = ("pantheon_options",)
    player_keys = ("pantheon",)

    @property
    def table_options(self):
        from scoring.expansions.pantheon.catalogue import table_options
        return table_options()

    @property
    def cards(self) -> tuple[dict, ...]:
        return pantheon_catalogue().temples

    @property
    def wonders(self) -> tuple[dict, ...]:
        return pantheon_catalogue().wonders

    @property
    def progress(self) -> tuple[dict, ...]:
        return pantheon_catalogue().progress

    @property
    def parts(self) -> tuple[str, ...]:
        return ("pantheon",)

    def parse(self, doc, extra_keys, base):
        from scoring.expansions.pantheon.table import parse_pantheon_table
        return parse_pantheon_table(doc, extra_keys, base)

    def allowance(self, doc, seat):
        """Ra's Wonder and Enki's progress token: one more than Duel's limits for their player."""
        from scoring.expansions.pantheon.document import allowance
        return allowance(doc, seat, pantheon_catalogue())

    def named(self, kind: str, name: str) -> Any:
        """A Divinity (the Gate too), or a Pantheon progress token or Wonder, a citation names."""
        if kind == "divinities":
            return pantheon_catalogue().divinity(name)
        if kind in ("progress-tokens", "wonders"):
            cat = _named_catalogue()
            found = cat.token(name) if kind == "progress-tokens" else cat.wonder(name)
            own = {x["name"] for x in (self.progress if kind == "progress-tokens" else self.wonders)}
            return found if found is not None and found.name in own and found.name == name else None
        return None

    def score_city(self, table, seat, score):
        from scoring.expansions.pantheon.table import score_pantheon_city
        return score_pantheon_city(table, seat, score)

    def entry_sections(self, parts: Sequence[str]) -> tuple[dict, ...]:
        from scoring.expansions.pantheon.entry import entry_sections
        return entry_sections()


EXPANSION = Pantheon()
