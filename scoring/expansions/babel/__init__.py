"""The Babel expansion (2014) of 7 Wonders, 1st edition: the Tower of Babel and the Great Projects.

``catalogue`` loads the tiles, projects and tokens of ``scoring/data/babel.json``;
``document`` reads the Babel parts of a table document; ``score`` holds the pure
scoring rules (tower points, project tokens, tiles 19 and 22); ``table`` wires them into the
1st edition's parsed table and score.  ``EXPANSION`` declares all of it to the base game
through the expansion interface (``scoring.core.expansion``).  Rules cite the Babel rulebook.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from scoring.core.errors import Problems
from scoring.core.expansion import Expansion
from scoring.core.game import Row
from scoring.core.i18n import N_

TOWER, PROJECTS = "babel-tower", "babel-projects"


class Babel(Expansion):
    id = "babel"
    examples_module = "scoring.expansions.babel.examples"
    base = "7w"
    order = 10          # its science tokens re-choose the wildcards with every declared value (scoring.core.science.choose)
    data = "babel.json"
    title = N_("Babel (tower and Great Projects)")
    # either part alone, or both (Babel rulebook, Описание)
    part_titles = {TOWER: N_("Babel: Tower of Babel only"), PROJECTS: N_("Babel: Great Projects only")}
    # the tower row right after the wonder row (APP'S READING of the Babel score pad, babel.json
    # notes "Score pad rows"); the projects' tokens land in the base rows
    rows = {TOWER: (Row("tower", N_("Tower of Babel"), "#8c6d46", "#efe4d4", "tower", order=2),), PROJECTS: ()}
    free_city_without = ("tower",)      # Правила для 2 игроков: the Free City takes no tiles
    table_keys = ("tower", "project", "guild_token_copy", "tower_at_conflicts")
    player_keys = ("babel",)

    @property
    def parts(self) -> tuple[str, ...]:
        return (TOWER, PROJECTS)

    @property
    def table_options(self):
        from scoring.expansions.babel.catalogue import table_options
        return table_options()

    def claims(self, spelling: Any) -> frozenset[str] | None:
        from scoring.expansions.babel.document import parse_expansions
        if not isinstance(spelling, str):
            return None
        problems = Problems()
        found = parse_expansions([spelling], problems)
        return None if problems or not found else found

    def parse(self, doc, extra_keys, base):
        from scoring.expansions.babel.table import parse_babel_table
        return parse_babel_table(doc, extra_keys, base)

    def named(self, kind: str, name: str) -> Any:
        from scoring.expansions.babel.catalogue import babel_catalogue
        return babel_catalogue().project(name) if kind == "project" else None

    def active(self, table: Any) -> bool:
        return getattr(table, "babel", None) is not None

    def parts_in(self, table: Any) -> frozenset[str]:
        return frozenset(table.babel.expansions)

    def science_value(self, table, seat):
        """The science tokens' points per set (seed 004, Награды)."""
        from scoring.expansions.babel.table import science_value
        return science_value(table, seat)

    def score_city(self, table, seat, score):
        from scoring.expansions.babel.table import score_babel_city
        return score_babel_city(table, seat, score)

    def entry_sections(self, parts: Sequence[str]) -> tuple[dict, ...]:
        from scoring.expansions.babel.entry import entry_tokens
        return entry_tokens(list(parts))[0]

    def randomize(self, doc: dict, rng: random.Random) -> dict:
        from scoring.expansions.babel.examples import add_random_babel
        return add_random_babel(doc, rng)


EXPANSION = Babel()
