"""The Pantheon referee's rules as data and the activation's cost (Pantheon rulebook; data
``pantheon_board``, ``gate``, ``offering_tokens``, ``wonders.sanctuary``)."""
from __future__ import annotations

from scoring.core.i18n import N_, _
from scoring.expansions.pantheon.catalogue import pantheon_catalogue

RULE = {
    "activate": "pantheon, Activating a Divinity",
    "gate": "pantheon, The Gate",
    "offering": "pantheon, Offering tokens",
    "sanctuary": "pantheon, Wonders: The Sanctuary",
    "divinity": "pantheon, Divinities",
    "military": "duel, ВОЕННОЕ ДЕЛО",
    "supremacy": "duel, Военное превосходство",
}
# what each Divinity does, in words (data ``divinities[].summary``; the numbers come from the data)
EFFECT_TEXT = {
    "enki": N_("{divinity}: the player takes one of the 2 progress tokens on the card; the other goes back to "
               "the box"),
    "ishtar": N_("{divinity}: worth the scales, Law's science symbol (a pair with Law earns a progress token)"),
    "nisaba": N_("{divinity}: the Snake token goes on one of the opponent's green cards; its symbol counts for "
                 "the player too"),
    "astarte": N_("{divinity}: {n} coins from the bank go on the card, outside the treasury; each coin left "
                  "there at the end is 1 VP"),
    "baal": N_("{divinity}: the player takes a brown or grey card the opponent built"),
    "tanit": N_("{divinity}: the player takes {n} coins"),
    "aphrodite": N_("{divinity}: {n} VP at the end of the game"),
    "hades": N_("{divinity}: the player builds a card of the discard pile for free"),
    "zeus": N_("{divinity}: one card of the structure goes to the discard pile; tokens on it {fate}"),
    "anubis": N_("{divinity}: the card under a built Wonder is discarded; the Wonder loses its VP and "
                 "production until built again"),
    "isis": N_("{divinity}: the player builds one of their Wonders for free with a card of the discard pile"),
    "ra": N_("{divinity}: the player takes one of the opponent's unbuilt Wonders"),
    "mars": N_("{divinity}: {n} shields"),
    "minerva": N_("{divinity}: the Minerva pawn goes on a space of the military track; the Conflict pawn stops "
                  "before it once"),
    "neptune": N_("{divinity}: one Military token is discarded without effect, then another is applied"),
    "gate": N_("{divinity}: the top card of each Mythology deck is revealed; the player activates one of them "
               "for free"),
}


def activation_cost(seat: int, player: str, space: int, gate: bool, sanctuary: bool,
                    offerings: list[int]) -> tuple[int, list]:
    """(the cost, the reasons) of an activation: the space's cost for ``seat``, doubled for the Gate,
    less The Sanctuary's 2 and the Offering tokens, never below 0 (data ``pantheon_board.formula``)."""
    cat = pantheon_catalogue()
    printed = cat.space_cost(seat, space)
    reasons = [reason(_("space {space} of the Pantheon costs {player} {n} coins (the printed cost on their side)")
                       .format(space=space, player=player, n=printed), RULE["activate"])]
    cost = printed
    if gate:
        cost *= cat.gate_multiplier
        reasons.append(reason(_("the Gate costs {times} times its space: {n} coins").format(
            times=cat.gate_multiplier, n=cost), RULE["gate"]))
    if sanctuary:
        discount = next(w["effect"]["activation_discount"] for w in cat.wonders
                        if "activation_discount" in w.get("effect", {}))
        cost -= discount
        reasons.append(reason(_("The Sanctuary: {d} coins less → {n}").format(d=discount, n=cost), RULE["sanctuary"]))
    if offerings:
        cost -= sum(offerings)
        reasons.append(reason(_("Offering tokens spent ({tokens}): {n}; each is discarded").format(
            tokens=", ".join(f"−{v}" for v in offerings), n=cost), RULE["offering"]))
    if cost < 0:
        reasons.append(reason(_("an activation never costs less than 0, and no change is given → 0"),
                               RULE["offering"]))
        cost = 0
    return cost, reasons


def reason(text: str, rule: str) -> dict:
    return {"text": text, "rule": rule}
