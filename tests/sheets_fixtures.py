"""Sample games and a fixture of saved games for the sheets/export tests.

``app`` and ``client`` come from tests/conftest.py.
"""
from __future__ import annotations

from datetime import date

import pytest

from tests.helpers import player, table

# Ирина beats both neighbours in age I; every other battle is a tie
FRIDAY = table(
    player("Ирина", "Rhodos", "A", 2, ["Lumber Yard", "Barracks", "Baths", "Apothecary", "Temple"], 7, [1, 1]),
    player("Bob", "Gizah", "B", 3, ["Stone Pit", "Workshop", "Scriptorium", "Library", "Marketplace", "Vineyard"],
           4, [-1]),
    player("Zoë", "Babylon", "A", 1, ["Clay Pool", "Altar", "Theater", "Workers Guild", "Haven"], 11, [-1]),
)
SUNDAY = table(
    player("Ann", "Ephesos", "A", 3, ["Altar", "Pantheon", "Palace"], 6),
    player("Борис", "Olympia", "B", 2, ["Loom", "Arena"], 3),
    player("=cmd", "Alexandria", "A", 1, ["Glassworks", "Forum", "Study"], 9),
    player("Dee", "Halikarnassos", "B", 0, ["Press", "Senate"], 0),
)


def store_game(app, document, played_on: date, title=None, note=None):
    """Save a game as the web app does; return its share token."""
    from wonders.extensions import db
    from wonders.models import Game, store_result
    with app.app_context():
        game = Game(played_on=played_on, title=title, note=note, expansions=[])
        store_result(game, document)
        db.session.add(game)
        db.session.commit()
        return game.share_token


@pytest.fixture
def saved(app):
    """Two games in March 2025 and one in April; returns their share tokens."""
    return {
        "friday": store_game(app, FRIDAY, date(2025, 3, 14), "Friday night", "Ирина: next time science"),
        "sunday": store_game(app, SUNDAY, date(2025, 3, 16)),
        "april": store_game(app, FRIDAY, date(2025, 4, 2), "Rematch"),
    }
