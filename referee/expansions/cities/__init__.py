"""Cities' referee: the coin losses of the black cards, the Counterfeiters' Guild and Petra B (the
``"coin_loss"`` check: every legal split between coins and Debt tokens), the players absent from a
conflict with a Diplomacy token (the base game's conflicts, actions and turns judged with them), the
black cards' costs in the payment search (they are cards of the table's catalogue), the Secret
Warehouse's and the Black Market's extra resource (``units``), the Clandestine Docks' coin off the first
resource bought from that neighbour each turn (``rebates``), the Architect Cabinet's stages built
without their resources (``cost``; a stage's coins are still paid), the black cards' coins when built (``income``), and 8 players, whose deck rules
are not settled (said in the verdict instead of judging hand sizes)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.core.expansion import Judge, RefereeExpansion


class CitiesReferee(RefereeExpansion):
    id = "cities"
    checks = ("coin_loss",)
    screen_module = "referee.expansions.cities.screen"      # Diplomacy on the Conflicts tab, coin losses

    def judge(self, doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
        from referee.core.citations import present
        from referee.expansions.cities import loss
        if doc.get("check") == "coin_loss":
            return present(loss.check_coin_loss(doc), "7w")
        return loss.with_diplomacy(doc, keys, base)

    def cost(self, table: Any, seat: int, kind: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        from referee.expansions.cities.loss import free_of_resources
        return () if free_of_resources(table, seat, kind) else cost

    def rebates(self, table: Any, seat: int) -> tuple:
        from referee.expansions.cities.loss import dock_rebates
        return dock_rebates(table, seat)

    def income(self, table: Any, seat: int, card: Any, built: Sequence[Any]) -> tuple:
        from referee.expansions.cities.income import card_income
        return card_income(table, seat, card, built)

    def units(self, table: Any, seat: int, units: tuple[frozenset, ...]) -> tuple[frozenset, ...]:
        from referee.expansions.cities.loss import extra_units
        return extra_units(table, seat, units)


REFEREE = CitiesReferee()
