"""Agora's referee (facts file ``duel-pantheon-agora.md`` B3-B9): recruiting a Senator and its Senate
actions, triggering a prepared Conspiracy (``check``, ``plots``, ``senate``); the Decrees a player
benefits from in Duel's own verdicts: cheaper brown or grey resources (``prices``), one resource less
for a colour or a Wonder (``discount``), building through the opponent's chains (``chain``), coins when anyone builds a colour or a Wonder and when the
player discards; the table option ``decree_reveal``; the referee screen's section (``screen``).  Its own
actions are judged here, never by ``base``: every other expansion played takes its part in their verdicts
through ``RefereeExpansion.around`` (Pantheon: the coins on Astarte pay a Senator, Poliorcetics' coins for
the Conflict pawn's move)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scoring.core.i18n import _, display

from referee.core.expansion import Judge, RefereeExpansion, city_shows_chain
from referee.expansions.agora.senate import RULE_DECREES, with_effect

AGORA_ACTIONS = ("recruit", "trigger")


def _own_action(doc: Mapping) -> dict:
    """The verdict on recruiting a Senator or triggering a Conspiracy (``check``, ``plots``)."""
    from referee.core.citations import present
    from referee.expansions.agora.check import AgoraVerdict, parse_agora_action
    from scoring import games
    table, seat, raw, steps = parse_agora_action(doc, games.get("duel").parse)
    age = doc.get("age") if doc.get("age") in (1, 2, 3) else None
    v = AgoraVerdict(table, seat, raw, steps, age, doc.get("layout"))
    return present(v.recruit() if "recruit" in raw else v.trigger(), "duel")


def _state(table: Any):
    return (getattr(table, "ext", None) or {}).get("agora")


class AgoraReferee(RefereeExpansion):
    id = "agora"
    screen_module = "referee.expansions.agora.screen"

    def judge(self, doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
        action = doc.get("action")
        if isinstance(action, Mapping) and any(k in action for k in AGORA_ACTIONS):
            from referee.core.expansion import city_around
            return city_around(doc, _own_action)     # every expansion played has its part (Pantheon: Astarte)
        verdict = base(doc, keys)           # Duel's, presented already
        from referee.expansions.agora.decrees import decree_income
        return decree_income(doc, verdict)

    # -- the Decrees in Duel's payment search -----------------------------------------
    def prices(self, table, seat, prices):
        """Decrees 10 / 11: each brown / grey resource bought from the bank costs 1 less, never below 1."""
        state = _state(table)
        if state is None or "bank" not in prices:
            return prices
        bank = dict(prices["bank"])
        for decree in with_effect(state, seat, "trade_discount"):
            rule = decree.effect["trade_discount"]
            for r in rule["resources"]:
                if r in bank:
                    bank[r] = max(rule["minimum"], bank[r] - rule["coins"])
        return {**prices, "bank": bank}

    def price_reasons(self, table, seat, resources):
        state = _state(table)
        if state is None:
            return ()
        return tuple((_("Decree {decree}, in a Chamber {player} controls: {resources} bought from the bank cost "
                        "{n} coin less, never less than {least}").format(
            decree=display(d), player=table.cities[seat].name, n=d.effect["trade_discount"]["coins"],
            least=d.effect["trade_discount"]["minimum"],
            resources=", ".join(r for r in d.effect["trade_discount"]["resources"] if r in resources)), RULE_DECREES)
            for d in with_effect(state, seat, "trade_discount")
            if set(d.effect["trade_discount"]["resources"]) & set(resources))

    def discount(self, table, seat, kind):
        """Decrees 5-7 (one cost symbol less for a colour) and 8 (one resource less for a Wonder)."""
        state = _state(table)
        if state is None:
            return None
        for d in with_effect(state, seat, "ignore_cost_symbol") + with_effect(state, seat, "fewer_resources"):
            rule = d.effect.get("ignore_cost_symbol") or d.effect["fewer_resources"]
            if rule.get("colour", rule.get("for")) == kind:
                return rule["count"], _("Decree {decree}").format(decree=display(d)), RULE_DECREES
        return None

    def structure_card(self, table, name):
        """A Senator lies in the structure like an Age card (facts B2: 5 / 5 / 3 shuffled into the Age decks)."""
        from scoring.expansions.agora import catalogue as data
        senator = data.find("senators", name) if _state(table) is not None else None
        return display(senator) if senator is not None else None

    def coin_symbol(self, table, seat, kind):
        """Decrees 5-7 ignore one cost symbol: "one resource, or the whole coin cost" (facts B6), unless the
        table reads it as a resource only (option ``decree_cost_symbol``, data ``options``)."""
        state = _state(table)
        if state is None or state.options.get("decree_cost_symbol", "resource_or_coins") != "resource_or_coins":
            return None
        d = next((d for d in with_effect(state, seat, "ignore_cost_symbol")
                  if d.effect["ignore_cost_symbol"]["colour"] == kind), None)
        return None if d is None else (_("Decree {decree}").format(decree=display(d)), RULE_DECREES)

    def chain(self, table, seat, card):
        """Decree 15: the player builds for free through a chain the opponent's city shows, as through
        its own: a chain symbol on the opponent's cards, or what another expansion's component in the
        opponent's city carries (facts B6, Decree 15: "This includes Grand Temples through the
        opponent's Mythology tokens"; C; data ``decrees``, ``opponent_chains``)."""
        state = _state(table)
        decree = next(iter(with_effect(state, seat, "opponent_chains")), None) if state is not None else None
        if decree is None:
            return None
        opponent = table.cities[1 - seat]
        giver = next((c for c in opponent.cards if card.chain_needs and c.chain_gives == card.chain_needs), None)
        shown = display(giver) if giver is not None else city_shows_chain(table, 1 - seat, card)
        if shown is None:
            return None
        return (giver.name if giver is not None else shown), _("free: Decree {decree}, in a Chamber {player} controls, lets {player} build through "
                        "{opponent}'s chains; {giver} in {opponent}'s city shows the chain symbol of {card}").format(
            decree=display(decree), player=table.cities[seat].name, opponent=opponent.name, giver=shown,
            card=display(card)), RULE_DECREES

    # -- the referee screen ---------------------------------------------------------


REFEREE = AgoraReferee()
