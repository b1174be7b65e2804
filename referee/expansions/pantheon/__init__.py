"""Pantheon's referee: the cost of activating a Divinity from its Pantheon space and what the
Divinity does to the position (``activate``, ``effects``: an ``"activate"`` action the Duel referee
does not know), every other action judged by the Duel referee reading the table through the game's
parser (the Grand Temples, Wonders and progress tokens named like Duel's); the referee screen's
section (``screen``)."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from referee.core.expansion import Judge, RefereeExpansion


class PantheonReferee(RefereeExpansion):
    id = "pantheon"
    screen_module = "referee.expansions.pantheon.screen"
    checks = ()

    def judge(self, doc: Mapping, keys: Sequence[str], base: Judge) -> dict:
        action = doc.get("action") if isinstance(doc, Mapping) else None
        if isinstance(action, Mapping) and action.get("activate") is not None:
            from scoring import games
            from referee.expansions.pantheon.activate import check_activation
            return check_activation(doc, games.get("duel").parse)
        from referee.expansions.pantheon.astarte import with_astarte
        verdict = with_astarte(doc, lambda d: base(d, keys)) or base(doc, keys)
        if not verdict.get("legal") or not isinstance(verdict.get("after"), Mapping):
            return verdict
        from scoring import games
        table = games.get("duel").parse(doc, ("age", "action", "layout"))
        from referee.expansions.pantheon.effects import with_poliorcetics
        verdict = with_poliorcetics(table, verdict)
        return _with_tokens(doc, table, verdict) if doc.get("layout") is not None else verdict

    def around(self, doc: Mapping, judge: Callable[[Mapping], dict]) -> dict:
        """In another expansion's own verdict (Agora's recruit and trigger): the coins on Astarte pay like
        treasury coins when the action costs any (Pantheon rulebook, Divinities: Astarte; facts A5 item 4: "You
        can spend them normally"), and Poliorcetics makes the player the Conflict pawn moves toward lose 1
        coin per space (facts A9: "This applies to shields from any source (cards, Wonders, Mars, Agora
        Decree, Coup)"; B6 item 9: "Zone tokens, Minerva and Poliorcetics apply to these moves")."""
        from referee.expansions.pantheon.astarte import with_astarte
        paid = with_astarte(doc, judge)
        verdict = paid if paid is not None and (paid.get("cost") or {}).get("bank") else judge(doc)
        if not verdict.get("legal") or not isinstance(verdict.get("after"), Mapping):
            return verdict
        from scoring import games
        from referee.expansions.pantheon.effects import with_poliorcetics
        return with_poliorcetics(games.get("duel").parse(doc, ("age", "action", "layout")), verdict)

    def shows_chain(self, table: Any, seat: int, card: Any) -> str | None:
        """The Mythology token of a Grand Temple's mythology, when the city at ``seat`` holds one: it
        carries the Temple's chain (Pantheon rulebook, Grand Temples; data ``grand_temples.free_with_token``;
        facts A7: with Agora's Decree 15 the opponent's token builds it free too)."""
        from scoring.core.i18n import _, display
        from scoring.expansions.pantheon.catalogue import pantheon_catalogue
        cat = pantheon_catalogue()
        mythology = cat.temple_token.get(card.name)
        state = getattr(table, "ext", {}).get("pantheon")
        if mythology is None or state is None or mythology not in state.cities[seat].mythology_tokens:
            return None
        return _("{mythology} Mythology token").format(mythology=display(cat.mythology(mythology)))

    def chain(self, table: Any, seat: int, card: Any) -> tuple[str, str, str] | None:
        """A Mythology token builds the Grand Temple of its mythology free, like a chain; the token
        is kept (Pantheon rulebook, Grand Temples; data ``grand_temples.free_with_token``)."""
        from scoring.core.i18n import _, display
        token = self.shows_chain(table, seat, card)
        if token is None:
            return None
        return token, _("free: {player} holds the {token}, which builds {card} like a chain (the token is kept)").format(
            player=table.cities[seat].name, token=token, card=display(card)), "pantheon, Grand Temples"

    def pawn(self, table: Any, seat: int, start: int, end: int) -> tuple[int, list[dict]]:
        """Minerva's pawn: the next time the Conflict pawn would enter her space, in either direction, it
        stops on the space before; the rest of the move is lost and her pawn is discarded (Pantheon
        rulebook, Divinities: Minerva; facts A5 item 14, "it stops on the space before")."""
        from referee.expansions.pantheon.effects import minerva_stop
        return minerva_stop(table, start, end)

    def moved(self, table: Any, seat: int, moved: Any) -> Any:
        """Nisaba's Snake leaves a card that changes hands; a token on a face-down card another
        expansion's effect frees goes to the player (``moved``)."""
        from referee.expansions.pantheon.moved import pieces_moved
        return pieces_moved(table, seat, moved)

    def flat_price(self, table: Any, seat: int, card: Any) -> tuple[int, str, str] | None:
        """Engineering: a card with a chain symbol under its cost, a Grand Temple too, is built for 1
        coin (Pantheon rulebook, Progress tokens: Engineering; data ``notes``: only when the normal
        price is more than 1, which Duel's payment search compares)."""
        from scoring.core.i18n import _, display
        from scoring.expansions.pantheon.catalogue import pantheon_catalogue
        cat = pantheon_catalogue()
        token = next((t for t in table.cities[seat].progress if cat.progress_effect(t.name).get("chain_for_coins")),
                     None)
        if token is None or not (card.chain_needs or card.name in cat.temple_token):
            return None
        coins = cat.progress_effect(token.name)["chain_for_coins"]
        return coins, _("{token}: {player} builds {card}, which has a chain symbol under its cost, for {n} coin "
                        "instead of its cost").format(token=display(token), player=table.cities[seat].name,
                                                      card=display(card), n=coins), "pantheon, Progress tokens: Engineering"





def _with_tokens(doc: Mapping, table: Any, verdict: dict) -> dict:
    """The verdict with the Mythology or Offering token the turn hands over (``tokens``)."""
    from referee.core.citations import present
    from referee.expansions.pantheon.tokens import freed_tokens, token_reasons
    found = freed_tokens(doc, table)
    if not found:
        return verdict
    extra = present(token_reasons(doc, table, verdict["player"]), "duel")
    return {**verdict, "reasons": list(verdict["reasons"]) + extra,
            "pantheon": {**verdict.get("pantheon", {}),
                         "tokens": [{"position": f"{r}.{c}", "token": kind} for (r, c), kind in found]}}


REFEREE = PantheonReferee()
