"""Solomon's build from the discard pile (``referee.expansions.leaders.solomon``): whole verdicts, word for
word in English, Russian and Ukrainian, the tests mutation testing of the module asked for (README
"Mutation testing"). The printed card: «immediately build 1 Age card from the discard pile, free»."""
import pytest

from referee.registry import referee
from scoring.core.i18n import use_language

from test_leaders_solomon import _doc

NO_PILE = {
    "en": ('the discard pile is not given ("discard": [card names]): cannot check that the card is in it',
           "Leaders rulebook, Leader cards; the printed card: Solomon"),
    "ru": ('сброс не указан ("discard": [названия карт]): нельзя проверить, что карта в нём',
           "Правила «Лидеров», Карты лидеров; напечатано на карте: «Solomon»"),
    "uk": ('скид не вказано ("discard": [назви карт]): неможливо перевірити, що карта в ньому',
           "Правила «Лідерів», Карти лідерів; надруковано на карті: «Solomon»"),
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_solomons_build_with_no_discard_pile_given_cannot_be_checked(lang):
    doc = _doc("Temple", None)
    del doc["discard"]
    with use_language(lang):
        v = referee(doc)
    text, rule = NO_PILE[lang]
    assert v == {"legal": False, "player": "Ira", "action": "build", "card": "Temple",
                 "reasons": [{"text": text, "rule": rule, "citation": [
                     {"book": "leaders", "section": "leader-cards"},
                     {"book": "leaders", "section": "card", "detail": "Solomon"}]}],
                 "free": None, "cost": None, "options": []}
