"""The Leaders referee: the leader phase (recruit, discard for 3 coins, a stage built with a leader:
``action``), the leaders' discounts in every payment search (``ways``: fewer resources, a resource from
the bank, a free guild), the coins they give after a judged action (``income``), the conflicts with
Tomyris and Semiramis (``military``) and the referee screen's leader section (``screen``).

Document additions (besides the 1st edition's, ``referee.classic``):

``action``   a leader action (``referee.expansions.leaders.action``): ``"recruit": leader``, or
             ``"discard"`` / ``"stage"`` + ``"card"`` naming a leader; ``"actions"``: a whole leader
             phase, one leader action per player; any action may add ``"free_build_used": true`` (a
             once-per-Age free build of a leader already used this Age);
``action``   with ``"from_discard": true`` by a city holding Solomon: his free build of an Age card from
             the discard pile (``referee.expansions.leaders.solomon``);
``check``    ``"military"``: each player may add ``"recruited": {leader: age}``, the Age a leader with a
             conflict power (Tomyris, Semiramis) was recruited in (``referee.expansions.leaders.military``).

Verdicts gain ``income`` (the leaders' coins after the action, each ``{"player", "coins", "source",
"text", "rule"}``) and, for one action, ``coins_after``: what the acting city then holds.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.core.expansion import Form, Judge, RefereeExpansion, Way

ACTION_FLAG = "free_build_used"


def _strip(doc: Mapping) -> tuple[Mapping, frozenset[str]]:
    """The document without ``free_build_used`` on its actions, and the players who set it; ``BadInput``
    when one is not true or false."""
    from scoring.core.errors import Problems
    from scoring.core.i18n import _
    used: set[str] = set()
    problems = Problems()

    def clean(a: Any, path: str) -> Any:
        if not isinstance(a, Mapping) or ACTION_FLAG not in a:
            return a
        if not isinstance(a[ACTION_FLAG], bool):
            problems.add(f"{path}.{ACTION_FLAG}", _("{key} must be true or false, got {value!r}").format(
                key=ACTION_FLAG, value=a[ACTION_FLAG]))
        elif a[ACTION_FLAG] and isinstance(a.get("player"), str):
            used.add(a["player"].strip())
        return {k: v for k, v in a.items() if k != ACTION_FLAG}

    out = dict(doc)
    if "action" in doc:
        out["action"] = clean(doc["action"], "action")
    if isinstance(doc.get("actions"), list):
        out["actions"] = [clean(a, f"actions[{k}]") for k, a in enumerate(doc["actions"])]
    problems.raise_if_any()
    return out, frozenset(used)


class LeadersReferee(RefereeExpansion):
    id = "leaders"
    conflict_keys = ("recruited",)      # a military document's Age of each leader's recruitment
    screen_module = "referee.expansions.leaders.screen"

    def judge(self, doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
        from referee.core.citations import present
        if not isinstance(doc, Mapping):
            return base(doc, keys)
        if doc.get("check") == "military":      # the base game's checks fold in ``conflict`` (one Age, the whole game)
            return base(doc, keys)
        from referee.expansions.leaders.action import catalogue_of, check_leader_document, is_leader_document
        from referee.expansions.leaders.effects import FREE_USED
        stripped, used = _strip(doc)
        from referee.expansions.leaders.solomon import check_solomon
        solomon = check_solomon(stripped, keys)            # Solomon's build from the discard pile
        if solomon is not None:
            return present(solomon, "7w")
        token = FREE_USED.set(used)
        try:
            if is_leader_document(stripped, catalogue_of(stripped)):
                return present(check_leader_document(stripped, keys), "7w")
            from referee.expansions.leaders.turn import add_income
            return add_income(stripped, keys, base(stripped, keys))
        finally:
            FREE_USED.reset(token)

    def conflict(self, doc: Mapping, table: Any, age: int, shields: Sequence[int], held: Sequence[Any],
                 hypothesis: Any = None):
        from referee.expansions.leaders.military import age_power
        return age_power(table, shields, held, age, hypothesis)

    def conflict_hypotheses(self, doc: Mapping, table: Any) -> Sequence[Any]:
        from referee.expansions.leaders.military import hypotheses
        return hypotheses(doc, table)           # the Age each conflict leader was recruited in

    def conflict_answer(self, doc: Mapping, table: Any, hypothesis: Any, ages: Sequence[Mapping]) -> dict:
        from referee.expansions.leaders.military import answer
        return answer(table, hypothesis or {}, ages)

    def ways(self, table: Any, seat: int, target: str, ways: tuple[Way, ...]) -> tuple[Way, ...]:
        from referee.expansions.leaders.effects import build_ways
        return build_ways(table, seat, target, ways)

    # the referee screen: referee.expansions.leaders.screen

    def replaces_action(self, form: Form) -> bool:
        from referee.core.expansion import posted
        return bool(posted(form, "leaders-leader"))        # a leader played: no card to choose above


REFEREE = LeadersReferee()
