"""Pure rules referee for 7 Wonders (1st edition): is a build, wonder stage or trade
legal, and every way to pay.  No Flask, no database.  The shell reaches it through the
referee registry (``referee.registry.referee(doc)``: game id → its referee); other games
put their referee in their own modules here.

Entry point: ``check_document(doc) -> dict`` (JSON-able), raising
``scoring.core.errors.BadInput`` (every problem with its path) for malformed input.
A well-formed but illegal action is not an error: it is a verdict with
``"legal": false`` and the reasons, each citing its rule.

The document is the table document of the scoring issue (``scoring.classic.document``):
cities as they stand at the START of the turn, ``coins`` = coins held at the start
of the turn; players clockwise, ``players[i+1]`` sits to the LEFT of ``players[i]``.
Extra top-level fields:

``age``            1, 2 or 3: the current age (required for actions).
``action``         one action (deliver 1), an object:
    ``player``        name of the acting city (required);
    one of ``build``: card name | ``stage``: true | ``discard``: true or card name;
    ``card``          (stage/discard) the card tucked or discarded, optional;
    ``buy``           a proposed deal to verify: [{"from": "left"|"right",
                      "resource": "clay", "count": 1}, ...];
    ``olympia``       true: build free with Olympia A's power (once per age);
    ``olympia_used``  true: that power was already used this age;
    ``from_discard``  true: Halikarnassos builds this card free from the discard
                      pile (the document shows the granting stage already built);
    ``seventh``       true: this is the 7th card of the age (Babylon B, stage 2);
    ``by``            2-player variant: the player who plays for the Free City.
``actions``        a whole simultaneous turn (deliver 3): a list of actions as
                   above, one per player, besides which a player may give its 7th
                   card (``seventh``) and its build from the discard pile
                   (``from_discard``), played after its action (``referee.classic.turn``);
                   answer: per-player verdicts, coin movements and the coins after
                   the turn.
``discard``        the discard pile, card names (for Halikarnassos).
``turn``           the turn of the age, 1..6: which card of the age the players play
                   (2-player variant: who controls the Free City; 2nd edition: Olympia
                   night's free 1st and 6th card); ``free_city_control``: the
                   controlling player's name.
``check``          "military": check conflict tokens against shields (deliver 4);
                   players then give ``shields`` [age I, age II, (age III)] and
                   ``military`` either as a list of tokens or as
                   {"left": [...], "right": [...]} (tokens won/lost against that side);
                   with ``"age": 2`` and each player's ``shields`` a whole number (its
                   shields at that Age's conflict): that Age's conflicts and the tokens
                   each city takes (``referee.classic.military.age_conflicts``); the
                   whole game with an expansion that changes the conflicts: every
                   combination of what they leave open (``referee.classic.whole_game``).

Single-action verdict::

    {"legal": true, "player": "Ira", "action": "build", "card": "University",
     "reasons": [{"text": "...", "rule": "Rulebook, Trading",
                  "citation": [{"book": "7w", "section": "trading"}]}],
     "free": null | "<chain card>" | "Olympia A" | "Halikarnassos",
     "cost": {"bank": 0, "left": 2, "right": 2} | null when illegal,
     "options": [{"bank", "left", "right", "buys": [{"from", "resource", "count", "price"}]}]}

``options`` lists every affordable non-dominated way to pay (no other way is at
most as expensive on both neighbours); ``cost`` is a cheapest one.  With a
proposed deal, ``deal`` echoes it with prices and ``cost`` is the deal's.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from scoring.classic.document import parse_table
from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _

from referee.classic.action import parse_turn

EXTRA_KEYS = ("age", "action", "actions", "discard", "turn", "free_city_control", "check")

__all__ = ["check_document", "EXTRA_KEYS", "parse_turn"]


def check_document(doc: Any, citations: Mapping[str, str] | None = None, extra_keys: tuple[str, ...] = (),
                   options: Callable[[Mapping, Problems], dict] | None = None, book: str = "7w",
                   parse: Callable[[Any, tuple[str, ...]], Any] | None = None) -> dict:
    """Referee a table document (see the module docstring); raise ``BadInput`` when malformed.

    Another edition of the same game (the 2nd edition: ``referee.second.check``) reuses this referee
    with its own ``citations`` (``referee.classic.check.RULE_7W``'s keys), the ``extra_keys`` its document
    adds, and ``options(doc, problems)`` → more ``referee.classic.check.Context`` fields (table choices).
    ``parse``: the game's parser with the expansions the table plays (their fields and cards; the
    referee registry passes ``Game.parse``), the 1st edition's own parser by default."""
    from referee.core.citations import present              # each reason's rule: a citation of ``book``'s rulebook
    if citations is None:
        return present(_check_document(doc, extra_keys, options, parse), book)
    from referee.classic.check import CITATIONS
    token = CITATIONS.set(citations)
    try:
        return present(_check_document(doc, extra_keys, options, parse), book)
    finally:
        CITATIONS.reset(token)


def _check_document(doc: Any, more_keys: tuple[str, ...], options, parse=None) -> dict:
    if not isinstance(doc, Mapping):
        raise BadInput(_("the document must be a JSON object with \"game\", \"players\", \"age\" and \"action\""))
    if doc.get("check") == "military":
        from referee.classic.military import check_age_document, check_military_document, is_age_document
        from referee.classic.whole_game import check_whole_game, composes
        if is_age_document(doc):
            return check_age_document(doc, parse)
        # the whole game: with what an expansion played changes in the conflicts (Leaders, Babel) when one does
        return (check_whole_game if composes() else check_military_document)(doc, parse)
    if "check" in doc:
        raise BadInput([_problem("check", _("unknown check {check!r}; the only one is \"military\"").format(
            check=doc['check']))])
    from referee.classic.action import parse_action, parse_age, parse_discard
    from referee.classic.check import Context, check_action
    table = (parse or parse_table)(doc, EXTRA_KEYS + more_keys)
    problems = Problems()
    age = parse_age(doc, problems)
    discard = parse_discard(doc, table.catalogue, problems)
    context = dict(options(doc, problems)) if options else {}
    has_one, has_many = "action" in doc, "actions" in doc
    if has_one == has_many:
        problems.add("action", _("give either \"action\" (one player's action) or \"actions\" (a whole turn)"))
        problems.raise_if_any()
    duo = None
    if any(c.free_city for c in table.cities):
        from referee.classic.duo import parse_duo
        duo = parse_duo(doc, table, age, problems)
        context["turn"] = duo.turn          # which card of the age (the 7th is played on the 6th turn)
    else:
        context["turn"] = parse_turn(doc, problems)
    if has_one:
        action = parse_action(table, doc["action"], "action", problems)
        problems.raise_if_any()
        ctx = Context(table, age, discard, **context)
        verdict = check_action(ctx, action)
        if duo is not None:
            from referee.classic.duo import referee_free_city
            verdict = referee_free_city(ctx, duo, action, verdict)
        return verdict
    from referee.classic.turn import check_turn_document
    return check_turn_document(table, doc, age, discard, duo, problems, context)


def _problem(path: str, message: str):
    from scoring.core.errors import Problem
    return Problem(path, message)
