"""The Wonder Pack's referee (``referee.core.expansion``): its boards' stages are base-format stages,
so the 1st edition's referee builds them and finds every way to pay for them itself.  What it adds:

- the Great Wall's stages in any order (Wonder Pack rules, The Great Wall: the player names the
  stage before the reveal): an action ``{"stage": true, "wall_stage": 3}`` asks about that stage
  (the player's ``wall_next``; without it, the first stage not built is judged);
- the Great Wall B's stage 4 (one resource a turn that the city's brown and grey cards and its board
  do not produce) as a unit of the city's production in the payment search (``units``).

Not judged (a documented limitation): Catan's start power (2 identical resources for 1 of the
player's choice) is not a unit of production (it consumes two units the city already has), which
``RefereeExpansion.units`` cannot say; the payment search ignores it.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.classic.check import RULE, fmt_counts
from referee.core.citations import cite
from referee.core.expansion import Form, Judge, RefereeExpansion, posted
from scoring.classic.catalogue import RESOURCES
from scoring.core.i18n import _, display
from scoring.core.numbers import whole
from scoring.expansions.wonderpack import EXPANSION
from scoring.expansions.wonderpack.document import seated


class WonderPackReferee(RefereeExpansion):
    id = "wonderpack"

    def units(self, table, seat, units):
        state = (getattr(table, "ext", None) or {}).get(self.id)
        if not state or seat >= len(state):
            return units
        extra = [b.effect["extra_resource"] for b in state[seat].built if "extra_resource" in b.effect]
        if "not_produced" not in extra:
            return units
        city = table.cities[seat]
        made = {r for c in city.cards if c.colour in ("brown", "grey") for unit in c.effect.produce for r in unit}
        made |= {city.side.produce} if city.side.produce else set()
        left = frozenset(r for r in RESOURCES if r not in made)
        return units + (left,) if left else units

    def judge(self, doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
        action = doc.get("action")
        if not isinstance(action, Mapping) or "wall_stage" not in action:
            return base(doc, keys)
        rest = dict(doc, action={k: v for k, v in action.items() if k != "wall_stage"})
        players = doc.get("players") if isinstance(doc.get("players"), list) else []
        rest["players"] = [dict(p, wall_next=action["wall_stage"])
                           if isinstance(p, Mapping) and p.get("name") == action.get("player") else p
                           for p in players]
        verdict = base(rest, keys)
        if verdict.get("action") == "stage" and verdict.get("stage") == action["wall_stage"]:
            # Wonder Pack rules, The Great Wall: "the stages may be built in any order"
            note = {"text": _("{city} names stage {stage} of {wonder} {side}, which costs {cost}: its stages are "
                              "built in any order").format(city=action.get("player"), stage=action["wall_stage"],
                                                           **_stage_words(rest, action)),
                    **cite("wonderpack, The Great Wall")}
            # the base's "next stage, built in order" reason is replaced by this one
            reasons = list(verdict.get("reasons", []))
            stage_rule = cite(RULE["stage"])["citation"]
            first = next((k for k, r in enumerate(reasons) if r.get("citation") == stage_rule), None)
            if first is not None:
                del reasons[first]
            verdict = {**verdict, "reasons": [note] + reasons}
        return verdict

    # -- the referee screen: which of the Great Wall's stages the player builds ----------------------
    def screen(self, doc: Mapping, form: Form) -> tuple[dict, ...]:
        walls = [p for p, raw in seated(doc) if any(side.get("stages_any_order") for side in raw["sides"].values())]
        if not walls:
            return ()
        choices = [("", "—")] + [(str(n), str(n)) for n in range(1, 5)]
        return ({"id": self.id, "title": _("Wonder Pack"), "fields": (
            {"kind": "select", "name": "wonderpack-wall-stage", "choices": choices,
             "label": _("The Great Wall: the stage the player builds (its stages are built in any order)"),
             "value": posted(form, "wonderpack-wall-stage")},)},)

    def read_form(self, doc: Mapping, form: Form, action: dict) -> Mapping:
        raw = posted(form, "wonderpack-wall-stage").strip()
        if raw and action.get("stage"):
            action["wall_stage"] = whole(raw, 1, 4) or raw      # a bad value: blamed on the player's wall_next
        return doc


def _stage_words(doc: Mapping, action: Mapping) -> dict:
    """The board, side and cost of the Great Wall's stage an action names, in words (read from the
    data file: the verdict already judged the table)."""
    from scoring import games
    p, raw = next((p, raw) for p, raw in seated(doc) if p.get("name") == action.get("player"))
    cat = games.get(EXPANSION.base).name_catalogue()
    board = cat.wonder(raw["name"])
    typed = str(p.get("side", "")).strip()
    key = next((k for k in board.sides if k.casefold() == typed.casefold()), None) or cat.side(typed)
    side = board.sides[key]
    stage = next(st for st in side.stages if st.number == action["wall_stage"])
    return {"wonder": display(board), "side": display(side), "cost": fmt_counts(stage.cost)}


REFEREE = WonderPackReferee()
