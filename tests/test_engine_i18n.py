"""scoring.core.i18n: the language the engine speaks is chosen by its caller, per context."""
from __future__ import annotations

import threading
from types import SimpleNamespace

import pytest

from scoring.core import i18n


@pytest.mark.parametrize("given, code", [
    ("ru_RU.UTF-8", "ru"), ("uk-UA", "uk"), ("UK", "uk"), ("ru", "ru"), ("de_DE", "en"),
    ("", "en"), (None, "en"), ("C", "en"), ("en_GB", "en"),
])
def test_a_locale_names_one_of_the_three_languages(given, code):
    assert i18n.normalise(given) == code


def test_the_language_is_english_unless_set_and_is_restored():
    assert i18n.language() == "en"
    with i18n.use_language("uk_UA"):
        assert i18n.language() == "uk"
        with i18n.use_language("ru"):
            assert i18n.language() == "ru"
        assert i18n.language() == "uk"
    assert i18n.language() == "en"


def test_each_thread_keeps_its_own_language():
    seen = {}

    def worker(lang):
        with i18n.use_language(lang):
            threading.Event().wait(0.01)
            seen[lang] = i18n.language()

    threads = [threading.Thread(target=worker, args=(lang,)) for lang in ("ru", "uk", "en")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen == {"ru": "ru", "uk": "uk", "en": "en"}
    assert i18n.language() == "en"


def test_a_name_is_shown_as_printed_in_the_chosen_box_else_in_english():
    mill = SimpleNamespace(name="Sawmill", ru=("Лесопилка",), uk=("Лісопилка",))
    bare = SimpleNamespace(name="Stockade", ru=(), uk=())
    assert i18n.display(mill) == "Sawmill"
    with i18n.use_language("ru"):
        assert i18n.display(mill) == "Лесопилка" and i18n.display(bare) == "Stockade"
        assert i18n.display(mill, "uk") == "Лісопилка"
    assert i18n.display("Giza") == "Giza"


def test_an_unknown_message_is_said_in_english():
    with i18n.use_language("uk"):
        assert i18n._("A message no catalogue holds {n}").format(n=3) == "A message no catalogue holds 3"
