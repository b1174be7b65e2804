"""What Pantheon's components do when another expansion's effect moves pieces
(``RefereeExpansion.moved``; Agora's Conspiracies): Nisaba's Snake token leaves with its card, and the
Mythology or Offering token on a face-down card that the effect frees goes to the player."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from scoring.core.i18n import _, display
from scoring.expansions.pantheon.catalogue import pantheon_catalogue

from referee.core.expansion import Moved
from referee.expansions.pantheon.rules import reason
from referee.expansions.pantheon.tokens import TOKEN_AGES, TOKEN_TEXT, token_spots

ID = "pantheon"


def _snakes(table: Any, moved: Moved) -> Moved:
    """A Snake token on a card that changes hands is discarded: its owner no longer counts that card's
    symbol (Pantheon rulebook, Divinities: Nisaba; facts A5 item 3 and B5 item 14: "A Snake token on a card that
    changes hands is discarded")."""
    state = table.ext[ID]
    cities, after, reasons = list(moved.cities), dict(moved.after.get(ID, {})), list(moved.reasons)
    nisaba = next(d for d in pantheon_catalogue().divinities if "copy_science" in d.effect)
    for seat, pc in enumerate(state.cities):
        card = table.catalogue.card(pc.snake) if pc.snake else None
        if card is None or any(c.name == card.name for c in cities[1 - seat].cards):
            continue
        extra = list(cities[seat].extra_science)
        if card.effect.science in extra:
            extra.remove(card.effect.science)
        cities[seat] = replace(cities[seat], extra_science=tuple(extra))
        after.setdefault("snake", {})[table.cities[seat].name] = None
        reasons.append(reason(_("{card} leaves {opponent}'s city, and the Snake token on it is discarded: {nisaba} "
                                "no longer gives {player} its symbol").format(
            card=display(card), opponent=table.cities[1 - seat].name, nisaba=display(nisaba),
            player=table.cities[seat].name), f"pantheon, Divinities: {nisaba.name}"))
    return replace(moved, cities=tuple(cities), after={**moved.after, ID: after} if after else moved.after,
                   reasons=tuple(reasons))


def _tokens(table: Any, seat: int, moved: Moved) -> Moved:
    """The Mythology (age I) or Offering (age II) token on a face-down card the effect frees goes to the
    player (facts B5 item 11, a ruling by Repos quoted in the licensed implementation: "any tokens on them
    go to you"), on the cards the table's reading puts them (``pantheon_options.token_positions``, data
    ``token_positions.<reading>.<structure>``)."""
    kind = TOKEN_AGES.get(moved.age)
    spots = token_spots(table, moved.age, moved.structure)
    if kind is None or not spots or not moved.freed:
        return moved
    found = [cell for cell in moved.freed if cell in spots]
    if not found:
        return moved
    player = table.cities[seat].name
    part = dict(moved.after.get(ID, {}))
    part["tokens"] = [{"position": f"{r}.{c}", "token": kind} for r, c in found]
    lines = [reason(_(TOKEN_TEXT[kind]).format(position=f"{r}.{c}", player=player), "pantheon, Setup")
             for r, c in found]
    return replace(moved, after={**moved.after, ID: part}, reasons=moved.reasons + tuple(lines))


def pieces_moved(table: Any, seat: int, moved: Moved) -> Moved:
    if table.ext.get(ID) is None:
        return moved
    return _tokens(table, seat, _snakes(table, moved))
