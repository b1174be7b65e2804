"""Babel's referee: the visible tiles and the current Great Project on every action and turn
(``check``), the end-of-age conflicts with tiles 19/22 and the projects' shields (``military``)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.core.expansion import Judge, RefereeExpansion


class BabelReferee(RefereeExpansion):
    id = "babel"
    screen_module = "referee.expansions.babel.screen"
    checks = ("project",)       # the end of a Great Project (Babel rulebook, Конец Эпохи)
    innermost = True            # judges every action and the whole game's conflicts itself (one Age's: ``conflict``)

    def judge(self, doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
        from referee.core.citations import present
        if doc.get("check") == "military":
            from referee.classic.military import is_age_document
            if is_age_document(doc):            # one Age: the base game's check folds in ``conflict``
                return base(doc, keys)
            from referee.expansions.babel.military import check_babel_military_document
            from scoring import games
            return present(check_babel_military_document(doc, games.get("7w").parse), "7w")
        from referee.expansions.babel.check import check_babel_document
        from referee.classic import EXTRA_KEYS
        return present(check_babel_document(doc, EXTRA_KEYS + tuple(keys)), "7w")

    conflict_keys = ("babel",)          # read by ``conflict`` (the Great Projects' tokens)

    def conflict(self, doc: Mapping, table: Any, age: int, shields: Sequence[int], held: Sequence[Any]):
        from referee.expansions.babel.military import age_power
        return age_power(doc, table, age)

    # the referee screen: referee.expansions.babel.screen


REFEREE = BabelReferee()
