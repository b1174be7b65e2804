"""Which referee judges which game: the shell asks here for a verdict on any game's document.

The games of ``scoring`` know nothing of their referees (``scoring`` never imports ``referee``);
each game's referee is named here by the game's id.  A game registered at run time
(``scoring.games.register``: a test double, an out-of-tree game) with no referee named here may
carry its own as a ``referee(doc)`` method.

    from referee.registry import referee
    verdict = referee(doc)               # any available game, chosen by doc["game"]
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scoring import games, padmode
from scoring.errors import BadInput, Problem
from scoring.game import Game
from scoring.i18n import N_, _

from . import check_document
from .architects import check as check_architects
from .duel_check import check_duel
from .second import check_document_7w2

Judge = Callable[[Any], dict]

REFEREES: dict[str, Judge] = {
    "7w": check_document,               # with Babel when the table plays it (referee.babel)
    "7w2": check_document_7w2,
    "duel": check_duel,
    "architects": check_architects,
}

SHAPE = N_("the document must be a JSON object with \"game\", \"players\", \"age\" and \"action\"")


def referee_for(game: Game) -> Judge:
    """The referee of a game: the one named here, else the game's own (a game registered at run time)."""
    return REFEREES[game.id] if game.id in REFEREES else game.referee


def referee(doc: Any) -> dict:
    """Any available game's document with an action → the verdict; ``BadInput`` when malformed."""
    game = games.resolve(doc, SHAPE)
    if padmode.is_pad(doc):
        raise BadInput([Problem("entry", _("a table entered by category has no cards to referee: "
                                           "enter the cities card by card"))])
    return referee_for(game)(doc)
