"""Solomon's build from the discard pile (``referee.expansions.leaders.solomon``): whole verdicts, word for
word in English, Russian and Ukrainian, the tests mutation testing of the module asked for (README
"Mutation testing"). The printed card: «immediately build 1 Age card from the discard pile, free»."""
import pytest

from referee.registry import referee
from scoring.core.errors import BadInput
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


BUILT = {
    "en": ("Solomon: Ira builds Temple from the discard pile for free, once, when recruiting him",
           "Leaders rulebook, Leader cards; the printed card: Solomon"),
    "ru": ("«Solomon»: Ira бесплатно строит карту «Храм» из сброса — один раз, при найме",
           "Правила «Лидеров», Карты лидеров; напечатано на карте: «Solomon»"),
    "uk": ("«Solomon»: Ira безкоштовно будує карту «Temple» зі скиду — один раз, під час найму",
           "Правила «Лідерів», Карти лідерів; надруковано на карті: «Solomon»"),
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("position", [
    dict(cards=("Cleopatra", "Solomon")),                 # another leader recruited before him: his is the power
    dict(wonder="Halikarnassos", stages=3),               # the last stage built is not the one that builds from the pile
])
def test_solomons_build_is_his_own(position, lang):
    with use_language(lang):
        v = referee(_doc("Temple", ["Temple"], **position))
    text, rule = BUILT[lang]
    free = {"bank": 0, "left": 0, "right": 0}
    assert v == {"legal": True, "player": "Ira", "action": "build", "card": "Temple",
                 "reasons": [{"text": text, "rule": rule, "citation": [
                     {"book": "leaders", "section": "leader-cards"},
                     {"book": "leaders", "section": "card", "detail": "Solomon"}]}],
                 "free": "Solomon", "cost": free, "options": [dict(free, buys=[])]}


BAD = {
    "pile not a list": ({"discard": "Temple"}, "discard", {
        "en": "discard must be the list of card names in the discard pile", "ru": "discard — список названий карт в сбросе",
        "uk": "discard — список назв карт у скиді"}),
    "unknown player": ({"player": "Nobody"}, "action.player", {
        "en": "unknown player 'Nobody'; the players are Ira, Oleg, Sofia",
        "ru": "неизвестный игрок 'Nobody'; игроки: Ira, Oleg, Sofia", "uk": "невідомий гравець 'Nobody'; гравці: Ira, Oleg, Sofia"}),
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("case", list(BAD))
def test_a_bad_build_from_the_discard_pile_is_bad_input(case, lang):
    change, path, message = BAD[case]
    doc = _doc("Temple", ["Temple"])
    if "discard" in change:
        doc["discard"] = change["discard"]
    else:
        doc["action"]["player"] = change["player"]
    with use_language(lang), pytest.raises(BadInput) as exc:
        referee(doc)
    assert [(p.path, p.message) for p in exc.value.problems] == [(path, message[lang])]
