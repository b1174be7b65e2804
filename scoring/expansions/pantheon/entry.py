"""What the city screen offers for Pantheon, as plain data for ``EntryScreen.tokens`` (drawn and
merged by ``wonders.web.city_sections``): the Divinities activated, the coins left on Astarte, the
Mythology tokens held, the Offering tokens not spent, the card under Nisaba's Snake and the space of
Minerva's pawn — each at its path inside the player's
``pantheon`` object (``scoring.expansions.pantheon.document``).  The Grand Temples, the Wonders and
the progress tokens are in the base screen's groups (Duel's catalogue with Pantheon's additions)."""
from __future__ import annotations

from scoring.core.i18n import N_, _, display
from scoring.duel.catalogue import catalogue as duel_catalogue
from scoring.expansions.pantheon.catalogue import pantheon_catalogue

LEGEND = N_("Pantheon")
DIVINITIES = N_("Divinities activated")
ASTARTE = N_("Coins left on {astarte}")
MYTHOLOGY = N_("Mythology tokens")
OFFERING = N_("Offering tokens not spent")
SNAKE = N_("With {nisaba}: the opponent's green card under the Snake token")
MINERVA = N_("With {minerva}: the space of her pawn on the military track")
MINERVA_HINT = N_("Counted like the Conflict pawn: 0 is the centre, + toward the second player's capital, − toward "
                  "the first player's. Leave it empty once the pawn has stopped the Conflict pawn.")
OFFERING_HINT = N_("Each token shows the coins it takes off an activation: 2, 3 or 4.")


def entry_sections() -> tuple[dict, ...]:
    cat = pantheon_catalogue()
    astarte = next(d for d in cat.divinities if d.coins_on_card)
    nisaba = next(d for d in cat.divinities if "copy_science" in d.effect)
    greens = [c for c in duel_catalogue().cards if c.colour == "green"]
    minerva = next(d for d in cat.divinities if "place_minerva" in d.effect)
    capital = duel_catalogue().capital
    spaces = list(range(-capital, capital + 1))
    legend = _(LEGEND)
    return (
        {"id": "pantheon.divinities", "field": "pantheon.divinities", "label": _(DIVINITIES), "kind": "choose",
         "values": [d.id for d in cat.divinities], "names": {d.id: display(d) for d in cat.divinities},
         "max": len(cat.divinities), "legend": legend},
        {"id": "pantheon.astarte_coins", "field": "pantheon.astarte_coins",
         "label": _(ASTARTE).format(astarte=display(astarte)), "kind": "one",
         "values": list(range(astarte.coins_on_card + 1)), "legend": legend},
        {"id": "pantheon.mythology_tokens", "field": "pantheon.mythology_tokens", "label": _(MYTHOLOGY),
         "kind": "count", "values": [m.id for m in cat.mythologies],
         "names": {m.id: display(m) for m in cat.mythologies}, "max": cat.tokens_per_mythology, "legend": legend},
        {"id": "pantheon.offering_tokens", "field": "pantheon.offering_tokens", "label": _(OFFERING),
         "kind": "choose", "values": list(cat.offerings), "hint": _(OFFERING_HINT), "max": len(cat.offerings),
         "legend": legend},
        {"id": "pantheon.snake", "field": "pantheon.snake", "label": _(SNAKE).format(nisaba=display(nisaba)),
         "kind": "one", "values": [c.name for c in greens], "names": {c.name: display(c) for c in greens},
         "legend": legend},
        {"id": "pantheon.minerva", "field": "pantheon.minerva", "label": _(MINERVA).format(minerva=display(minerva)),
         "kind": "one", "values": spaces, "names": {str(n): f"{n:+d}" if n else "0" for n in spaces},
         "hint": _(MINERVA_HINT), "legend": legend},
    )
