"""The Wonder Pack (2013) of 7 Wonders, 1st edition, with the Catan promo board.

Five boards, both sides (data file ``scoring/data/wonderpack.json``): Abu Simbel, the Great Wall,
Manneken Pis, Stonehenge and Catan, named in ``wonder`` by any 1st-edition table that plays
``"wonderpack"`` (a side that needs another expansion, the data's ``requires``, is a problem at
``players[i].side`` when the table does not play it).  No score row of its own: what the stages
score that the base engine does not read is added by ``score_city`` (``score``), with the player
fields of ``document`` (``wall_stages``, ``wall_next``, ``copy_from``, ``tucked_colour``,
``entombed``) and its table options (``stonehenge_either_or``, ``manneken_copy``,
``abu_simbel_row``).  Order 5, the outermost: a parsed table already carries the state of every other
expansion played (a side's ``requires``), and its score hook runs first, so the hooks that choose the
science wildcards again (Babel's science tokens, Aristotle) see the Great Wall's mask as a wildcard
limited to the neighbours' symbols (``scoring.core.science``).
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources

from scoring.classic.catalogue import COLOURS
from scoring.core.expansion import Expansion
from scoring.core.i18n import N_, _

from scoring.expansions.wonderpack import catalogue as data
from scoring.expansions.wonderpack.document import PLAYER_KEYS, TABLE_KEYS


class WonderPack(Expansion):
    id = "wonderpack"
    examples_module = "scoring.expansions.wonderpack.examples"
    base = "7w"
    order = 5
    title = N_("Wonder Pack")
    spellings = {"wonderpack": frozenset({"wonderpack"}), "набор чудес": frozenset({"wonderpack"}),
                 "набір чудес": frozenset({"wonderpack"})}
    player_keys = PLAYER_KEYS
    table_keys = TABLE_KEYS     # the table options on the open points that change a score (data file, table_options)

    @property
    def table_options(self):
        return data.table_options()

    def claims(self, spelling):
        """Its spellings with any spaces, hyphens or underscores: "Wonder Pack", "wonder-pack", «Набор чудес»."""
        if isinstance(spelling, str):
            spelling = " ".join(spelling.replace("-", " ").replace("_", " ").split())
            if spelling.replace(" ", "").casefold() == "wonderpack":
                spelling = "wonderpack"
        return super().claims(spelling)

    @property
    def wonders(self) -> tuple[dict, ...]:
        return data.boards()

    @property
    def parts(self) -> tuple[str, ...]:
        return ("wonderpack",)

    def parse(self, doc, extra_keys, base):
        from scoring.expansions.wonderpack.document import parse
        return parse(doc, extra_keys, base)

    def score_city(self, table, seat, score):
        from scoring.expansions.wonderpack.score import score_wonderpack
        return score_wonderpack(table, seat, score)

    def entry_sections(self, parts: Sequence[str]) -> tuple[dict, ...]:
        """Each field drawn only for a seat on the board that needs it (``boards``), labelled by it."""
        return (
            {"id": "wonderpack.wall_stages", "field": "wall_stages", "kind": "choose", "values": [1, 2, 3, 4],
             "label": _("The Great Wall: the stages built (in any order)"), "boards": ["The Great Wall"]},
            {"id": "wonderpack.copy_from", "field": "copy_from", "values": ["left", "right"],
             "names": {"left": _("left neighbour"), "right": _("right neighbour")},
             "label": _("Manneken Pis A: whose stage 3 it copies"), "boards": ["Manneken Pis"]},
            {"id": "wonderpack.tucked_colour", "field": "tucked_colour", "values": list(COLOURS),
             "names": _colour_names(), "label": _("Stonehenge B: the colour of the card under stage 2"),
             "boards": ["Stonehenge"]},
            {"id": "wonderpack.entombed", "field": "entombed", "kind": "choose", "max": 2,
             "values": list(_leader_names()), "label": _("Abu Simbel: the leaders entombed (with Leaders)"),
             "boards": ["Abu Simbel"]},
        )

    def mirrors(self, doc) -> bool:
        """Manneken Pis A copies its left neighbour's stage 1 and its right neighbour's stage 2: a
        table with it is not the same table listed the other way round."""
        from scoring.expansions.wonderpack.document import one_sided
        return not one_sided(doc)






def _colour_names() -> dict[str, str]:
    from scoring.classic.game import COLOUR_LABEL
    return {c: _(COLOUR_LABEL[c]) for c in COLOURS}


@lru_cache(maxsize=1)
def _leader_names() -> tuple[str, ...]:
    """The leaders a city may entomb, for the city screen (read from the Leaders data file: the
    expansion itself is not imported; a table names them through its catalogue)."""
    raw = json.loads(resources.files("scoring").joinpath("data", "leaders.json").read_text(encoding="utf-8"))
    return tuple(sorted(x["name"] for x in raw["leaders"]))


EXPANSION = WonderPack()
