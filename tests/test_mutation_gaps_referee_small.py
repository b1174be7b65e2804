"""Whole answers of the referee's small modules (``referee.second.check``, ``referee.registry``,
``referee.core.citations``, ``referee.core.expansion``, ``referee.classic``, Babel's, Cities' and the Wonder
Pack's referees), word for word in English and Russian (Ukrainian where the module's own words are): the tests
mutation testing of these modules asked for (README "Mutation testing").

Sources: seed 001 (the 2nd edition's rulebook) and ../shared/facts/7w-second-edition.md (RP-FAQ: the wonder
powers).
"""
from __future__ import annotations

import pytest

from referee import registry as referees
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

from test_7w2_game import city, three


def problems(doc: dict, lang: str = "en") -> list[tuple[str, str]]:
    with pytest.raises(BadInput) as exc, use_language(lang):
        referees.referee(doc)
    return [(p.path, p.message) for p in exc.value.problems]


@pytest.mark.parametrize("lang,sentence", [
    ("en", "olympia_day must be \"game\" (the first card of each colour once for the game, the default) or "
           "\"age\" (once each age), got 'turn'"),
    ("ru", "olympia_day — \"game\" (первая карта каждого цвета один раз за игру, по умолчанию) или \"age\" "
           "(раз в каждую эпоху), получено 'turn'"),
    ("uk", "olympia_day — \"game\" (перша карта кожного кольору один раз за гру, за замовчуванням) або \"age\" "
           "(раз на кожну епоху), отримано 'turn'"),
])
def test_a_table_choice_for_olympia_day_that_is_neither_game_nor_age(lang, sentence):
    # board: Olympia day, stage 2 (RP-FAQ; FACTS "Not settled" 2): once per colour for the game (default)
    # or once each age; any other word is bad input, said in the user's language
    doc = three(city("Ira", "Olympia", "day", 2, ["Altar"]), age=2, olympia_day="turn",
                action={"player": "Ira", "build": "Aqueduct"})
    assert problems(doc, lang) == [("olympia_day", sentence)]
