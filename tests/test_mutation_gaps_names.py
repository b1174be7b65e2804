"""Names as the user meets them: a misspelt card answered with the closest card or, for a prefix typed
on a phone, the first card it starts; a data file's names printed in no box (the app's own
translation) kept as search words; languages given as a locale; a thing without a name shown as text."""
from __future__ import annotations

import pytest

from scoring.core.errors import BadInput
from scoring.core.i18n import _, display, language, normalise, set_box, reset_box, use_language
from scoring.core.names import names_of
from scoring.games import score


def _problems(cards, lang="en"):
    doc = {"game": "7w", "players": [{"name": "A", "wonder": "Gizah", "side": "A", "cards": cards},
                                     {"name": "B", "wonder": "Rhodos", "side": "A", "cards": []},
                                     {"name": "C", "wonder": "Babylon", "side": "A"}]}
    with use_language(lang), pytest.raises(BadInput) as exc:
        score(doc)
    return [(p.path, p.message) for p in exc.value.problems]


def test_a_prefix_is_answered_with_the_first_card_it_starts():
    assert _problems(["Gu", "Lumb"]) == [
        ("players[0].cards[0]", "unknown card 'Gu'; did you mean 'Guard Tower'?"),
        ("players[0].cards[1]", "unknown card 'Lumb'; did you mean 'Lumber Yard'?")]
    assert _problems(["Gu"], "ru") == [
        ("players[0].cards[0]", "неизвестная карта 'Gu'; может быть, 'Guard Tower'?")]


def test_names_only_the_app_translated_are_search_words_not_box_names():
    entry = {"name": "Hideout", "aliases": ["Hide-out"], "ru": ["Укрытие"], "uk": "Схованка",
             "names_src": {"ru": ["TR"], "uk": ["BOX-UK"]}}
    assert names_of(entry) == {"aliases": ["Hide-out", "Укрытие"], "ru": [], "uk": ["Схованка"]}
    # a name with a box among its sources stays printed
    assert names_of({"name": "Baths", "ru": "Бани", "names_src": {"ru": ["TR", "BOX-RU"]}}) == {
        "aliases": [], "ru": ["Бани"], "uk": []}


@pytest.mark.parametrize("given, expected", [
    ("ru_RU.UTF-8", "ru"), ("uk-UA", "uk"), ("RU", "ru"), ("uk.UTF-8", "uk"), ("fr_FR", "en"), ("", "en")])
def test_a_locale_names_its_language(given, expected):
    with use_language(given):
        assert language() == normalise(given) == expected
        assert _("Total") == {"en": "Total", "ru": "Итого", "uk": "Разом"}[expected]


class _Numbered:
    def __str__(self) -> str:
        return "tile 4"


def test_a_thing_without_a_name_is_shown_as_text_in_every_language():
    for lang in ("en", "ru", "uk"):
        with use_language(lang):
            assert display(_Numbered()) == "tile 4"
            assert display(7) == "7"


class _Card:
    name = "Baths"
    ru = ["Бани"]


def test_unsetting_the_box_language_lets_names_follow_the_interface():
    with use_language("ru"):
        token = set_box("en")
        try:
            english = display(_Card())
            inner = set_box(None)
            try:
                russian = display(_Card())
            finally:
                reset_box(inner)
        finally:
            reset_box(token)
    assert (english, russian) == ("Baths", "Бани")
