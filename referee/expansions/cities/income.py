"""The coins Cities' black cards give from the bank when built, beyond the 1st edition's own coin effect
(``RefereeExpansion.income``): the Secret Society 1 coin per black card in its owner's city and the Slave
Market 1 per Victory token there (the data file's ``income``; counted when the card is built, like the base
game's Age III yellow cards: APP'S READING in scoring/data/cities.json), the Gambling Den 1 coin and the
Gambling House 2 to each neighbour (``neighbours_gain``; facts B5: «each neighbour takes 1 / 2 coins from
the bank»)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scoring.expansions.cities.catalogue import effects
from scoring.expansions.cities.score import _count, _counts_itself

from referee.core.expansion import Income


def card_rule(name: str) -> str:
    return f"cities, City cards; card: {name}"


def _own_count(table: Any, seat: int, card: Any, built: Sequence[Any], per: str) -> int:
    """What the card counts in its owner's city when it is built: the black cards there, the cards built this
    turn and the card itself included (unless the table's reading leaves it out), or the Victory tokens."""
    if per != "black":
        return _count(table.cities[seat], per)
    n = sum(1 for c in built if c.colour == "black")
    return n - 1 if not _counts_itself(table) and any(c.name == card.name for c in built) else n


def card_income(table: Any, seat: int, card: Any, built: Sequence[Any]) -> tuple[Income, ...]:
    effect = effects().get(getattr(card, "name", None)) or {}
    out = []
    gain = effect.get("neighbours_gain")
    if gain:
        out += [Income(nb.seat, gain, card.name, card_rule(card.name))
                for nb in (table.left(seat), table.right(seat))]
    rule = effect.get("income")
    if rule:            # the data's income counts its owner's city only ("of": ["self"])
        n = sum(_own_count(table, seat, card, built, per) for per in rule["per"])
        out.append(Income(seat, n * rule["coins"], card.name, card_rule(card.name)))
    return tuple(out)
