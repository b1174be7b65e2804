"""English, Russian and Ukrainian: the catalogues are complete, the language is chosen from the
browser, a visible switch or ?lang=, and remembered."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from wonders.i18n import LANGUAGES, TRANSLATIONS

CATALOGUES = sorted(TRANSLATIONS.glob("*/LC_MESSAGES/messages.po"))


def test_there_is_a_catalogue_for_every_language_but_the_source():
    assert {p.parts[-3] for p in CATALOGUES} == set(LANGUAGES) - {"en"}


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.parts[-3])
def test_no_message_is_untranslated_or_fuzzy(path: Path):
    with path.open("rb") as fh:
        catalogue = read_po(fh)
    untranslated = [m.id for m in catalogue if m.id and (not m.string or (not isinstance(m.string, str)
                                                                         and not all(m.string)))]
    fuzzy = [m.id for m in catalogue if m.id and m.fuzzy]
    assert not untranslated, untranslated[:20]
    assert not fuzzy, fuzzy[:20]


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.parts[-3])
def test_every_placeholder_survives_translation(path: Path):
    with path.open("rb") as fh:
        catalogue = read_po(fh)
    for m in catalogue:
        if not m.id or not m.string:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        wanted = set(re.findall(r"%\(\w+\)[sd]", ids[0]))
        for s in strings:
            assert set(re.findall(r"%\(\w+\)[sd]", s)) == wanted, (m.id, s)


@pytest.mark.parametrize("header, lang, word", [
    ("ru-RU,ru;q=0.9,en;q=0.5", "ru", "Новая партия"),
    ("uk,ru;q=0.8", "uk", "Нова партія"),
    ("de-DE,de;q=0.9", "en", "New game"),
    ("", "en", "New game"),
])
def test_the_browser_language_is_used(client, header, lang, word):
    page = client.get("/", headers={"Accept-Language": header}).get_data(as_text=True)
    assert f'<html lang="{lang}">' in page and word in page


def test_the_switch_is_on_every_page_and_remembered(client):
    page = client.get("/games", headers={"Accept-Language": "ru"}).get_data(as_text=True)
    assert 'href="/lang/uk?next=/games"' in page and 'lang="uk"' in page
    r = client.get("/lang/uk?next=/games")
    assert r.status_code == 302 and r.headers["Location"] == "/games"
    page = client.get("/", headers={"Accept-Language": "ru"}).get_data(as_text=True)
    assert '<html lang="uk">' in page                 # the choice beats the browser's language
    assert client.get("/lang/uk?next=//evil.example").headers["Location"] == "/"   # never leaves the app


def test_lang_in_the_address_wins_and_is_remembered(client):
    assert '<html lang="ru">' in client.get("/?lang=ru").get_data(as_text=True)
    assert '<html lang="ru">' in client.get("/").get_data(as_text=True)
