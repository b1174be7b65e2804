"""Which referee judges which game: the shell asks here for a verdict on any game's document.

The games of ``scoring`` know nothing of their referees (``scoring`` never imports ``referee``);
each game's referee is named here by the game's id.  A game registered at run time
(``scoring.games.register``: a test double, an out-of-tree game) with no referee named here may
carry its own as a ``referee(doc)`` method.

    from referee.registry import referee
    verdict = referee(doc)               # any available game, chosen by doc["game"]
"""
from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from scoring import games
from scoring.core import padmode
from scoring.core.errors import BadInput, Problem
from scoring.core.game import Game
from scoring.core.i18n import N_, _

from referee.classic import check_document
from referee.core.expansion import ECONOMY, Form, RefereeExpansion, wrap
from referee.architects.check import check as check_architects
from referee.duel.rules import check_duel
from referee.second.check import check_document_7w2

Judge = Callable[[Any], dict]

REFEREES: dict[str, Judge] = {
    "7w": check_document,
    "7w2": check_document_7w2,
    "duel": check_duel,
    "architects": check_architects,
}

SHAPE = N_("the document must be a JSON object with \"game\", \"players\", \"age\" and \"action\"")


def _discover() -> dict[str, RefereeExpansion]:
    """Every subpackage of ``referee.expansions`` that declares ``REFEREE``, by expansion id."""
    import importlib
    import pkgutil

    import referee.expansions as home
    found: dict[str, RefereeExpansion] = {}
    for info in sorted(pkgutil.iter_modules(home.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{home.__name__}.{info.name}")
        r = getattr(module, "REFEREE", None)
        if r is not None:
            found[r.id] = r
    return found


EXPANSION_REFEREES: dict[str, RefereeExpansion] = _discover()


def expansion_referees(game: Game, doc: Any) -> tuple[RefereeExpansion, ...]:
    """The referees of the expansions a document plays (or whose own ``"check"`` it asks), in the
    composition order of ``referee.core.expansion``."""
    ids = {e.id for e in game.expansions_in(doc)}
    check = doc.get("check") if isinstance(doc, dict) else None
    ids |= {e.id for e in game.expansions if e.id in EXPANSION_REFEREES and check in EXPANSION_REFEREES[e.id].checks}
    return tuple(EXPANSION_REFEREES[e.id] for e in game.expansions if e.id in ids and e.id in EXPANSION_REFEREES)


def screen_sections(game: Game, doc: Any, form: Form) -> tuple[dict, ...]:
    """What the expansions a document plays add to the referee screen (``RefereeExpansion.screen``),
    in the composition order; ``form``: the fields just posted (empty on a first view)."""
    return tuple(s for r in expansion_referees(game, doc) for s in r.screen(doc, form))


def read_forms(game: Game, doc: Any, form: Form, action: dict) -> Any:
    """The document with each played expansion's posted fields applied (``RefereeExpansion.read_form``),
    for the sections the posted page showed (``<id>-present``); ``action`` gains their action keys."""
    for r in expansion_referees(game, doc):
        if f"{r.id}-present" in form:
            doc = r.read_form(doc, form, action)
    return doc


def action_replaced(game: Game, doc: Any, form: Form) -> bool:
    """Does a played expansion's posted section give the whole action (``RefereeExpansion.replaces_action``:
    a leader played instead of a card), so the screen's own action fields may stay empty?"""
    return any(r.replaces_action(form) for r in expansion_referees(game, doc) if f"{r.id}-present" in form)


def verdict_notes(game: Game, doc: Any, verdict: dict) -> tuple[dict, ...]:
    """The lines the played expansions print in a verdict (``RefereeExpansion.verdict_notes``)."""
    return tuple(n for r in expansion_referees(game, doc) for n in r.verdict_notes(verdict))


def referee_for(game: Game) -> Judge:
    """The referee of a game: the one named here, else the game's own (a game registered at run
    time), wrapped for each document in the referees of the expansions it plays."""
    base = REFEREES[game.id] if game.id in REFEREES else game.referee
    if not game.expansions:
        return base

    takes_parser = "parse" in inspect.signature(base).parameters

    def with_expansions(doc: Any) -> dict:
        # the base referee reads the table through the game's parser, so the fields and cards of
        # every expansion played are read by their own parsers (a referee that takes ``parse``)
        return base(doc, parse=game.parse) if takes_parser else base(doc)

    def judge(doc: Any) -> dict:
        playing = expansion_referees(game, doc)
        if not playing:
            return with_expansions(doc)
        token = ECONOMY.set(playing)          # every payment search reads their production and prices
        try:
            return wrap(playing, lambda d, _keys: with_expansions(d))(doc, ())
        finally:
            ECONOMY.reset(token)
    return judge


def referee(doc: Any) -> dict:
    """Any available game's document with an action → the verdict; ``BadInput`` when malformed."""
    game = games.resolve(doc, SHAPE)
    if padmode.is_pad(doc):
        raise BadInput([Problem("entry", _("a table entered by category has no cards to referee: "
                                           "enter the cities card by card"))])
    bad_box = games.box_problem(doc)         # "box" chooses the names in the verdict, not the rules
    if bad_box is not None:
        raise BadInput(bad_box)
    with games.use_box_of(doc):
        return referee_for(game)(games.without_box(doc))
