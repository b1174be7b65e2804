"""English, Russian and Ukrainian: the catalogues are complete, the language is chosen from the
browser, a visible switch or ?lang=, and remembered."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scoring.core import i18n as engine_i18n
from wonders.i18n import LANGUAGES, TRANSLATIONS
from helpers import city_rev

# the interface's catalogues and the engine's (scoring/locale: what the pure libraries say)
PLACEHOLDER = r"%\(\w+\)[sd]|\{\w*(?:[.:!][^{}]*)?\}"   # Flask-Babel's %(name)s, the engine's {name}
CATALOGUES = sorted(TRANSLATIONS.glob("*/LC_MESSAGES/messages.po")) + sorted(
    engine_i18n.LOCALE.glob("*/LC_MESSAGES/engine.po"))


def test_there_is_a_catalogue_for_every_language_but_the_source():
    assert {p.parts[-3] for p in CATALOGUES if p.name == "messages.po"} == set(LANGUAGES) - {"en"}
    assert {p.parts[-3] for p in CATALOGUES if p.name == "engine.po"} == set(LANGUAGES) - {"en"}
    assert set(engine_i18n.LANGUAGES) == set(LANGUAGES)


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: f"{p.parts[-3]}-{p.stem}")
def test_no_message_is_untranslated_or_fuzzy(path: Path):
    with path.open("rb") as fh:
        catalogue = read_po(fh)
    untranslated = [m.id for m in catalogue if m.id and (not m.string or (not isinstance(m.string, str)
                                                                         and not all(m.string)))]
    fuzzy = [m.id for m in catalogue if m.id and m.fuzzy]
    assert not untranslated, untranslated[:20]
    assert not fuzzy, fuzzy[:20]


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: f"{p.parts[-3]}-{p.stem}")
def test_every_placeholder_survives_translation(path: Path):
    with path.open("rb") as fh:
        catalogue = read_po(fh)
    for m in catalogue:
        if not m.id or not m.string:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        wanted = set(re.findall(PLACEHOLDER, ids[0]))
        for s in strings:
            assert set(re.findall(PLACEHOLDER, s)) == wanted, (m.id, s)


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


# -- every page in each language -----------------------------------------------------------------

# a phrase of each page, in Russian and Ukrainian (the catalogues' translations of its text)
GET_PAGES = {
    "/": ("Последние партии", "Останні партії"),
    "/games": ("Фильтры", "Фільтри"),
    "/games/new": ("Игроки в порядке рассадки", "Гравці в порядку розсадки"),
    "/referee": ("Постройка или этап", "Споруда або етап"),
    "/referee/trade": ("Проверить торговлю", "Перевірити торгівлю"),
    "/stats": ("Статистика игроков", "Статистика гравців"),
    "/stats/player/x": ("Страница не найдена", "Сторінку не знайдено"),      # no such player
}
SAVED_PAGES = {
    "/g/{share}": ("Как посчитаны очки", "Як пораховано очки"),
    "/e/{edit}": ("Ссылка для изменения", "Посилання для змін"),
    "/e/{edit}/delete": ("Удалить эту партию?", "Видалити цю партію?"),
    "/referee?game={share}": ("Что хочет сделать игрок?", "Що хоче зробити гравець?"),
    "/stats/player/Ira": ("Любимое Чудо света", "Улюблене Чудо світу"),
    "/sheets/": ("Бланки подсчёта и экспорт", "Бланки підрахунку та експорт"),
    "/sheets/import": ("Импорт партий", "Імпорт партій"),
    "/games/drafts": ("Незаконченные", "Незавершені"),
    "/offline": ("Нет соединения", "Немає з'єднання"),
    "/no/such/page": ("Страница не найдена", "Сторінку не знайдено"),
}
NOT_FOUND = {"/no/such/page", "/stats/player/x"}
DRAFT_PAGES = {
    "/d/{draft}/players": ("Игроки в порядке рассадки", "Гравці в порядку розсадки"),
    "/d/{draft}/city/{ira}": ("Жетоны конфликта", "Жетони конфлікту"),
    "/d/{draft}/score": ("Лист подсчёта", "Аркуш підрахунку"),
    "/d/{pad}/city/{pad_ira}": ("Блокнот подсчёта", "Блокнот підрахунку"),
}
SETUP = {"game": "7w", "military_mode": "tokens", "action": "next",
         "players-0-name": "Ira", "players-0-wonder": "Rhodos", "players-0-side": "A",
         "players-1-name": "Oleg", "players-1-wonder": "Olympia", "players-1-side": "B",
         "players-2-name": "Cleo", "players-2-wonder": "Gizah", "players-2-side": "B"}


def _draft(client, app, **over) -> tuple[str, str]:
    """A game being entered (the players screen posted): its token and Ira's player id."""
    from wonders.extensions import db
    from wonders.models import Draft
    r = client.post("/games/new", data=dict(SETUP, **over))
    token = re.match(r"/d/([\w-]+)/", r.headers["Location"]).group(1)
    with app.app_context():
        state = db.session.scalar(db.select(Draft).where(Draft.token == token)).state
    return token, next(p["id"] for p in state["players"] if p["name"] == "Ira")


@pytest.fixture
def addresses(client, app, save_game) -> dict[str, str]:
    share, edit = save_game()
    draft, ira = _draft(client, app)
    pad, pad_ira = _draft(client, app, entry="pad")
    client.delete_cookie("lang")
    return {"share": share, "edit": edit, "draft": draft, "ira": ira, "pad": pad, "pad_ira": pad_ira}


@pytest.mark.parametrize("lang", ["ru", "uk"])
@pytest.mark.parametrize("url, words", list({**GET_PAGES, **SAVED_PAGES, **DRAFT_PAGES}.items()))
def test_every_page_renders_in_each_language(client, addresses, url, words, lang):
    address = url.format(**addresses)
    r = client.get(address + ("&" if "?" in address else "?") + f"lang={lang}")
    page = r.get_data(as_text=True)
    assert r.status_code == (404 if url in NOT_FOUND else 200), r.status_code
    assert f'<html lang="{lang}">' in page
    word = words[0] if lang == "ru" else words[1]
    assert word in page, (address, word)
    # and the same page in English has no trace of the translation
    english = client.get(address + ("&" if "?" in address else "?") + "lang=en").get_data(as_text=True)
    assert '<html lang="en">' in english and word not in english


def test_a_form_error_is_shown_in_ukrainian(client, app):
    client.get("/lang/uk")
    token, ira = _draft(client, app)
    r = client.post(f"/d/{token}/city/{ira}", data={"rev": city_rev(client.application, token, ira), "go": "stay", "stages": "0", "coins": "0", "defeats": "0",
                                                   "wins1": "9", "wins3": "0", "wins5": "0"})
    assert r.status_code == 302
    page = client.get(f"/d/{token}/city/{ira}").get_data(as_text=True)
    errors = re.search(r'<ul class="errors" id="wins1-errors"[^>]*>(.*?)</ul>', page, re.S).group(1)
    assert "введіть ціле число від 0 до 6" in errors        # forms.py _in_range, in Ukrainian
    assert "Перевірте, будь ласка" in page and "Перемоги +1 (I)" in page   # the summary and the label


def test_a_flash_message_follows_the_language(client, save_game):
    share, edit = save_game()
    client.get("/lang/ru")
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"',
                      client.get(f"/e/{edit}/delete").get_data(as_text=True))
    r = client.post(f"/e/{edit}/delete", data={"csrf_token": token.group(1) if token else ""},
                    follow_redirects=True)
    assert "Партия удалена." in r.get_data(as_text=True)


def test_the_ukrainian_pdf_sheet_holds_cyrillic_labels(client, save_game):
    import io

    from pypdf import PdfReader
    share, _ = save_game()
    r = client.get(f"/sheets/game/{share}.pdf?lang=uk")
    assert r.status_code == 200 and r.mimetype == "application/pdf"
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(r.data)).pages)
    for label in ("Разом", "Місце", "БЛОКНОТ ПІДРАХУНКУ", "Доповнення:", "стор. 1 з 1"):  # rows, band, facts, foot
        assert label in text, (label, text[:400])
    assert "Total" not in text
    english = client.get(f"/sheets/game/{share}.pdf?lang=en")
    assert "Total" in "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(english.data)).pages)


def test_the_texts_of_the_script_come_in_the_page_language(client):
    import html as _html
    import json as _json
    page = client.get("/games/new?lang=uk").get_data(as_text=True)
    text = _json.loads(_html.unescape(re.search(r"data-text='([^']*)'", page).group(1)))
    assert text["Saved"] == "Збережено" and text["Saving…"] == "Зберігається…"   # static/app.js t()
