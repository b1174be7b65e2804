"""The Wonder Pack's referee (``referee.core.expansion``): its boards' stages are base-format stages,
so the 1st edition's referee builds them and finds every way to pay for them itself.  What it adds:

- the Great Wall's stages in any order (Wonder Pack rules, The Great Wall: the player names the
  stage before the reveal): the player's ``"wall_next": 3`` (the scoring parser's field) makes that
  stage the one a ``{"stage": true}`` action builds; without it the first stage not built is judged;
  on the referee screen, a select of its own (``screen``, ``read_form``);
- the Great Wall B's stage 4 (one resource a turn that the city's brown and grey cards and its board
  do not produce) as a unit of the city's production in the payment search (``units``).

- Catan's start power (2 identical resources for 1 of the player's choice, both sides) as a trade of
  the city's own units in the payment search (``conversions``): two units of its own production that
  give the same resource become one unit of any resource, as often as its units allow (the data
  file's ``convert`` note: how often a turn and whether bought resources count are not settled;
  the app's reading: own production only, any number of trades).

Manneken Pis A's stages need nothing here: the scoring parser gives each of them the effect of the
neighbour's stage it copies (``scoring.expansions.wonderpack.document``), which the base referee and
``units`` read; with the table option ``"manneken_copy": "built"`` a stage the neighbour has not built
(in the document checked) gives nothing, so its production, prices and free builds do not count.
"""
from __future__ import annotations

from collections.abc import Mapping

from referee.core.expansion import Conversion, Form, Income, RefereeExpansion, posted
from scoring.core.i18n import display
from scoring.expansions.wonderpack import catalogue as data
from scoring.classic.catalogue import RESOURCES
from scoring.core.i18n import _
from scoring.core.numbers import whole
from scoring.expansions.wonderpack.document import seated
from scoring.expansions.wonderpack.score import stone_symbols_on

FIELD = "wonderpack-wall-stage"


class WonderPackReferee(RefereeExpansion):
    id = "wonderpack"

    def units(self, table, seat, units):
        state = (getattr(table, "ext", None) or {}).get(self.id)
        if not state or seat >= len(state):
            return units
        extra = [b.effect["extra_resource"] for b in state[seat].built if "extra_resource" in b.effect]
        if "not_produced" not in extra:
            return units
        # Wonder Pack rules, The Great Wall B stage 4: "1 resource of your choice that your brown/grey
        # cards and board do not produce" (yellow, leader and black production ignored)
        city = table.cities[seat]
        made = {r for c in city.cards if c.colour in ("brown", "grey") for unit in c.effect.produce for r in unit}
        made |= {city.side.produce} if city.side.produce else set()
        left = frozenset(r for r in RESOURCES if r not in made)
        return units + (left,) if left else units

    def stage_income(self, table, seat, stage, built):
        # Stonehenge B, stage 1 (data file, S5 and FACTS): 1 coin per stone symbol on the city's brown cards
        # when it is built, its cards at the end of the turn counted; an either/or card as the table option
        # "stonehenge_either_or" says, as on the score pad
        state = (getattr(table, "ext", None) or {}).get(self.id)
        city = table.cities[seat]
        income = data.stage_effect(city.wonder.name, city.side.side, stage).get("income")
        if not state or seat >= len(state) or not income or "stone_symbol" not in income["per"]:
            return ()
        coins = stone_symbols_on(built, state[seat].either_or_stone) * income["coins"]
        return (Income(seat, coins, f"{city.wonder.name} stage {stage}", f"board: {city.wonder.name}"),)

    def conversions(self, table, seat):
        city = table.cities[seat]
        side = data.side(city.wonder.name, city.side.side) or {}
        convert = (side.get("start") or {}).get("convert")
        if not convert:
            return ()
        # Wonder Pack rules / the Catan board (data file, "convert"): "2 identical resources for 1 of your choice"
        text = _("{board}: {city} trades {{given}} of its own production for {{taken}} of its choice "
                 "(2 identical resources for 1)").format(board=display(city.wonder), city=city.name)
        return (Conversion(convert["give"], text, f"board: {city.wonder.name}"),)

    # -- the referee screen: which of the Great Wall's stages the player builds ----------------------
    def screen(self, doc: Mapping, form: Form) -> tuple[dict, ...]:
        if not _walls(doc) or doc.get("check") == "military":     # no stage is built on the Conflicts tab
            return ()
        choices = [("", "—")] + [(str(n), str(n)) for n in range(1, 5)]
        return ({"id": self.id, "title": _("Wonder Pack"), "fields": (
            {"kind": "select", "name": FIELD, "choices": choices,
             "label": _("The Great Wall: the stage the player builds (its stages are built in any order)"),
             "value": posted(form, FIELD)},)},)

    def read_form(self, doc: Mapping, form: Form, action: dict) -> Mapping:
        """The acting player's ``wall_next`` when a stage is built and one is chosen (cleared for every
        other player and action: the document keeps no question of an earlier check)."""
        raw = posted(form, FIELD).strip()
        players = doc.get("players") if isinstance(doc.get("players"), list) else []
        out = []
        for p in players:
            if isinstance(p, Mapping):
                p = {k: v for k, v in p.items() if k != "wall_next"}
                if raw and action.get("stage") and p.get("name") == action.get("player"):
                    p["wall_next"] = whole(raw, 1, 4) or raw      # a bad value: blamed on wall_next
            out.append(p)
        return {**doc, "players": out} if players else doc


def _walls(doc: Mapping) -> list[Mapping]:
    """The players of a document seated on a board whose stages are built in any order."""
    return [p for p, raw in seated(doc) if any(side.get("stages_any_order") for side in raw["sides"].values())]


REFEREE = WonderPackReferee()
