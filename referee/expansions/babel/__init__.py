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
    innermost = True            # judges every action itself (the conflicts: ``conflict``, folded by the base game)

    def judge(self, doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
        from referee.core.citations import present
        if doc.get("check") == "military":      # the base game's checks fold in ``conflict`` (one Age, the whole game)
            return base(doc, keys)
        from referee.expansions.babel.check import check_babel_document
        from referee.classic import EXTRA_KEYS
        return present(check_babel_document(doc, EXTRA_KEYS + tuple(keys)), "7w")


    def conflict(self, doc: Mapping, table: Any, age: int, shields: Sequence[int], held: Sequence[Any],
                 hypothesis: Any = None):
        from referee.expansions.babel.military import age_power
        return age_power(doc, table, age, hypothesis)

    def conflict_hypotheses(self, doc: Mapping, table: Any) -> Sequence[Any]:
        from referee.expansions.babel.military import hypotheses
        return hypotheses(doc, table)           # the tiles 19 and 22 visible at each Age's conflict

    def conflict_answer(self, doc: Mapping, table: Any, hypothesis: Any, ages: Sequence[Mapping]) -> dict:
        from referee.expansions.babel.military import answer
        return answer(doc, table, hypothesis)

    # the referee screen: referee.expansions.babel.screen


REFEREE = BabelReferee()
