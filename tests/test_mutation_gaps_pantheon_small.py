"""Pantheon's declaration and catalogue (``scoring.expansions.pantheon``, ``...pantheon.catalogue``): what a rulebook
citation of Pantheon names (``scoring.games.named``, read by ``referee.core.citations`` to print the thing's name in
the reader's language), as mutation testing of the modules asked for (README "Mutation testing").

Pantheon rulebook: the Divinities (and the Gate), the Wonders The Sanctuary and The Divine Theater, the progress
tokens Mysticism, Poliorcetics and Engineering.
"""
import pytest

from scoring import games
from scoring.core.i18n import display, use_language


@pytest.mark.parametrize("kind,name,en,ru", [
    ("divinities", "zeus", "Zeus", "Зевс"),
    ("divinities", "Zeus", "Zeus", "Зевс"),
    ("divinities", "gate", "Gate", "Врата"),
    ("progress-tokens", "Mysticism", "Mysticism", "Мистицизм"),
    ("progress-tokens", "Engineering", "Engineering", "Инженерное дело"),
    ("wonders", "The Sanctuary", "The Sanctuary", "Святилище"),
    ("wonders", "The Divine Theater", "The Divine Theater", "Божественный театр"),
])
def test_a_pantheon_citation_names_its_divinity_wonder_or_progress_token(kind, name, en, ru):
    found = games.named("pantheon", kind, name)
    assert found is not None
    assert display(found) == en
    with use_language("ru"):
        assert display(found) == ru


@pytest.mark.parametrize("kind,name", [
    ("progress-tokens", "mysticism"),         # a citation spells the printed name exactly
    ("wonders", "Sanctuary"),                 # an alias is not the printed name
    ("progress-tokens", "Agriculture"),       # Duel's own token, not Pantheon's
    ("wonders", "The Pyramids"),              # Duel's own Wonder
    ("wonders", "Mysticism"),                 # a progress token is no Wonder
    ("progress-tokens", "The Sanctuary"),     # nor a Wonder a progress token
    ("card", "Zeus"),                         # a Divinity is no card
])
def test_what_a_pantheon_citation_does_not_name(kind, name):
    assert games.named("pantheon", kind, name) is None
