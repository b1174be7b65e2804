"""Babel's referee: the visible tiles and the current Great Project on every action and turn
(``check``), the end-of-age conflicts with tiles 19/22 and the projects' shields (``military``)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.core.expansion import Judge, RefereeExpansion


class BabelReferee(RefereeExpansion):
    id = "babel"
    screen_module = "referee.expansions.babel.screen"
    checks = ("project",)       # the end of a Great Project (Babel rulebook, Конец Эпохи)
    innermost = True            # judges every action and conflict itself, never through ``base``

    def judge(self, doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
        from referee.core.citations import present
        if doc.get("check") == "military":
            from referee.classic.military import is_age_document
            from referee.expansions.babel.military import check_babel_age, check_babel_military_document
            from scoring import games
            check = check_babel_age if is_age_document(doc) else check_babel_military_document
            return present(check(doc, games.get("7w").parse), "7w")
        from referee.expansions.babel.check import check_babel_document
        from referee.classic import EXTRA_KEYS
        return present(check_babel_document(doc, EXTRA_KEYS + tuple(keys)), "7w")

    # the referee screen: referee.expansions.babel.screen


REFEREE = BabelReferee()
