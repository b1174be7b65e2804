"""Solomon's build from the discard pile (data file: his ``build_from_discard``, timing ``now``; the
printed card: «immediately build 1 Age card from the discard pile, free»).  The action names the card
and ``"from_discard": true``, as for Halikarnassos; the document shows Solomon in the city (recruited
in this leader phase) and gives the ``discard`` pile:

    {"action": {"player": "Ira", "build": "Temple", "from_discard": true}, "discard": ["Temple", ...]}

Judged: the card is in the discard pile, it is an Age card and not a leader (a free build never takes a
leader: data file, note of the leader phase), the city has no identical structure (base rules), and it
is free (nothing to buy).  A city whose last stage grants its own build from the discard pile
(Halikarnassos) is judged by the base game."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from scoring.core.errors import Problems
from scoring.core.i18n import _, display
from scoring.expansions.leaders import catalogue as data

from referee.classic.action import parse_action, parse_discard
from referee.classic.check import RULE, _free_option, _verdict, reason
from referee.expansions.leaders.effects import is_leader, leader_rule


def _asks(doc: Mapping) -> bool:
    action = doc.get("action")
    return isinstance(action, Mapping) and action.get("from_discard") is True and isinstance(action.get("build"), str)


def check_solomon(doc: Mapping, keys: Sequence[str]) -> dict | None:
    """The verdict on a build from the discard pile by a city holding Solomon, or None (not such a build)."""
    if not _asks(doc):
        return None
    from referee.classic import EXTRA_KEYS
    from scoring import games
    from scoring.expansions.leaders import EXPANSION
    table = games.get(EXPANSION.base).parse(doc, tuple(EXTRA_KEYS) + tuple(keys))   # every expansion's fields
    problems = Problems()
    a = parse_action(table, doc["action"], "action", problems)
    discard = parse_discard(doc, table.catalogue, problems)
    problems.raise_if_any()
    if a is None or a.card is None:
        return None
    solomon = next((c for c in a.city.cards if is_leader(c)
                    and data.leaders()[c.name].effect.get("build_from_discard")), None)
    last = a.city.built_stages[-1] if a.city.built_stages else None
    if solomon is None or (last is not None and last.effect.build_from_discard):
        return None
    return _judged(a, solomon, discard)


def _judged(a, solomon, discard) -> dict:
    city, card = a.city, a.card
    rule = leader_rule(solomon.name)
    label = display(solomon)
    if is_leader(card):
        return _verdict(a, False, [reason(_("{leader}: {city} builds an Age card from the discard pile, never a leader "
                                            "({card})").format(leader=label, city=city.name, card=display(card)), rule)])
    if city.has(card.name):
        return _verdict(a, False, [reason(_("{city} already has a {card}: no two identical structures, not even from "
                                            "the discard pile").format(city=city.name, card=display(card)),
                                          RULE["identical"])])
    if discard is None:
        return _verdict(a, False, [reason(_("the discard pile is not given (\"discard\": [card names]): cannot check "
                                            "that the card is in it"), rule)])
    if all(c.name != card.name for c in discard):
        return _verdict(a, False, [reason(_("{card} is not in the discard pile").format(card=display(card)), rule)])
    if a.buys:
        return _verdict(a, False, [reason(_("a card built from the discard pile is free: there is nothing to buy"),
                                          rule)])
    return _verdict(a, True, [reason(_("{leader}: {city} builds {card} from the discard pile for free, once, when "
                                       "recruiting him").format(leader=label, city=city.name, card=display(card)),
                                     rule)], free=solomon.name, cost=_free_option(), options=[_free_option()])
