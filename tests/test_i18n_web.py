"""Issue 9, the app and CLI side: the CLI's --lang and locale, the API's language, dates, numbers
and CSV headers of the chosen locale, names as printed in that language's box, every page of every
game in en/ru/uk, the Ukrainian PDF read back."""
from __future__ import annotations

import copy
import csv
import io
import json
import re
import subprocess
import sys
from datetime import date

import pytest

from scoring.core import i18n
from scoring.duel import catalogue as duel_catalogue
from scoring.games import catalogue
from wonders import cli, l10n
from wonders.extensions import db
from wonders.models import Draft
from helpers import players_rev

LANGS = ("en", "ru", "uk")


def _plain(text: str) -> str:
    """Babel (CLDR) writes a narrow no-break space before "г." and in numbers: compare as spaces."""
    return text.replace("\u202f", " ").replace("\xa0", " ")


# -- the CLI ------------------------------------------------------------------------------

@pytest.mark.parametrize("environ, lang", [
    ({"LANG": "ru_RU.UTF-8"}, "ru"), ({"LANG": "uk_UA.UTF-8"}, "uk"), ({"LANG": "C.UTF-8"}, "en"), ({}, "en"),
    ({"LC_ALL": "uk_UA.UTF-8", "LANG": "ru_RU.UTF-8"}, "uk"),           # LC_ALL beats LANG (POSIX)
    ({"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_GB.UTF-8"}, "ru"),      # LC_MESSAGES beats LANG
    ({"LC_ALL": "", "LANG": "de_DE.UTF-8"}, "en"),                      # unset LC_ALL; German → English
])
def test_the_cli_language_comes_from_the_locale(environ, lang):
    assert cli.environment_language(environ) == lang


def _cli(capsys, argv):
    code = cli.main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_cli_speaks_ukrainian_with_lang_uk(capsys, tmp_path):
    missing = str(tmp_path / "no-such-game.json")
    code, out, err = _cli(capsys, ["--lang", "uk", "score", missing])
    assert code == 2 and "не вдалося прочитати" in json.loads(out)["errors"][0]["message"]
    assert "не вдалося прочитати" in err
    code, out, _ = _cli(capsys, ["score", "--lang=ru", missing])          # after the command too
    assert code == 2 and "не удалось прочитать" in out
    code, out, _ = _cli(capsys, ["--lang", "en", "score", missing])
    assert code == 2 and "cannot read" in out
    assert i18n.language() == "en"                                      # the run's language is undone


def test_the_cli_takes_the_language_of_lang_ru_ru_utf8(monkeypatch, capsys, tmp_path):
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    code, out, _ = _cli(capsys, ["score", str(tmp_path / "missing.json")])
    assert code == 2 and "не удалось прочитать" in out
    code, out, _ = _cli(capsys, ["--lang", "uk", "score", str(tmp_path / "missing.json")])   # --lang wins
    assert "не вдалося прочитати" in out


def test_the_installed_command_speaks_russian_under_a_russian_locale(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "LANG": "ru_RU.UTF-8", "PYTHONIOENCODING": "utf-8"}
    r = subprocess.run([sys.executable, "-m", "wonders.cli", "score", "--help"], capture_output=True, text=True,
                       env=env, timeout=60)
    assert r.returncode == 0 and "документ стола (JSON)" in r.stdout, r.stdout + r.stderr
    r = subprocess.run([sys.executable, "-m", "wonders.cli", "--lang", "uk", "score", "--help"],
                       capture_output=True, text=True, env=env, timeout=60)
    assert "документ столу (JSON)" in r.stdout


def test_the_cli_score_keeps_machine_keys_english_and_says_what_the_library_says(capsys, tmp_path, web):
    from scoring.games import score
    doc = web.table()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    code, out, _ = _cli(capsys, ["--lang", "uk", "score", str(path)])
    with i18n.use_language("uk"):
        expected = score(doc).to_json()
    assert code == 0 and json.loads(out) == expected
    assert set(expected["players"][0]["categories"]) >= {"military", "treasury", "science"}


# -- the API ------------------------------------------------------------------------------

def test_the_api_follows_lang_or_accept_language_never_the_page_cookie(client):
    client.get("/lang/ru")                                   # the page's switch sets the cookie
    assert client.get_cookie("lang").value == "ru"
    english = client.get("/api/catalogue/nope").get_json()["errors"][0]["message"]
    assert english.startswith("unknown or unsupported game")
    r = client.get("/api/catalogue/nope", headers={"Accept-Language": "uk-UA,uk;q=0.9"})
    assert r.get_json()["errors"][0]["message"].startswith("невідома або непідтримувана гра")
    assert "Cookie" not in r.headers.get("Vary", "") and "Accept-Language" in r.headers["Vary"]
    r = client.get("/api/catalogue/nope?lang=ru", headers={"Accept-Language": "uk"})
    assert r.get_json()["errors"][0]["message"].startswith("неизвестная или не поддерживаемая игра")
    assert client.get_cookie("lang").value == "ru"           # an API call never changes the page's choice
    # the pages still follow the cookie
    assert '<html lang="ru">' in client.get("/").get_data(as_text=True)


def test_openapi_documents_lang_and_accept_language(client):
    spec = client.get("/api/openapi.json").get_json()
    for path, method in (("/api/score", "post"), ("/api/check", "post"), ("/api/games", "get")):
        params = {(p["in"], p["name"]): p for p in spec["paths"][path][method]["parameters"]}
        assert params[("query", "lang")]["schema"]["enum"] == ["en", "ru", "uk"]
        assert ("header", "Accept-Language") in params
        assert "cookie" in params[("query", "lang")]["description"]


def test_an_api_error_list_in_ukrainian(client):
    r = client.get("/api/games/7w/entry?players=99&lang=uk")
    assert r.status_code == 422
    assert r.get_json()["errors"] == [{"path": "players", "message": "гравців має бути від 1 до 7, отримано '99'"}]


# -- dates, numbers, names ----------------------------------------------------------------

@pytest.mark.parametrize("lang, long, short", [
    ("en", "14 March 2025", "14 Mar 2025"),                 # the app's English is British
    ("ru", "14 марта 2025 г.", "14 мар. 2025 г."),           # CLDR (Babel) formats
    ("uk", "14 березня 2025 р.", "14 бер. 2025 р."),
])
def test_dates_in_the_locale(lang, long, short):
    assert _plain(l10n.long_date(date(2025, 3, 14), lang)) == long
    assert _plain(l10n.short_date(date(2025, 3, 14), lang)) == short


def test_numbers_in_the_locale():
    assert l10n.number(12.5, "en") == "12.5" and l10n.number(12.5, "ru") == "12,5"
    assert l10n.number(12.0, "uk") == "12" and _plain(l10n.number(1234, "ru")) == "1 234"


@pytest.mark.parametrize("lang, day", [("en", "14 March 2025"), ("ru", "14 марта 2025 г."),
                                       ("uk", "14 березня 2025 р.")])
def test_a_dated_sheet_shows_the_date_in_the_locale(client, save_game, lang, day):
    share, _ = save_game(played_on=date(2025, 3, 14))
    page = _plain(client.get(f"/g/{share}?lang={lang}").get_data(as_text=True))
    assert f'<time id="played-on" datetime="2025-03-14">{day}</time>' in page
    history = client.get(f"/games?lang={lang}").get_data(as_text=True)
    assert l10n.short_date(date(2025, 3, 14), lang) in history


def test_the_score_sheet_shows_boards_as_printed(client, save_game, web):
    share, _ = save_game()
    rhodos = catalogue("7w").wonder("Rhodos")
    assert rhodos.ru and rhodos.uk                            # the data names it in both boxes
    ru = client.get(f"/g/{share}?lang=ru").get_data(as_text=True)
    uk = client.get(f"/g/{share}?lang=uk").get_data(as_text=True)
    assert f"<td>{rhodos.ru[0]} А</td>" in ru                 # side A printed as Cyrillic А (7w.json side_names)
    # no Ukrainian 1st edition: a table that names no box plays with the English one (README,
    # "The box's language"); names once followed the page's language, and showed «Родос А» here
    assert "<td>Rhodos A</td>" in uk
    assert "<td>Rhodos A</td>" in client.get(f"/g/{share}?lang=en").get_data(as_text=True)
    russian_box, _ = save_game(web.table(box="ru"))
    assert f"<td>{rhodos.ru[0]} А</td>" in client.get(f"/g/{russian_box}?lang=uk").get_data(as_text=True)


def test_the_city_screen_names_cards_as_printed_and_search_keeps_every_language(client, app):
    draft, ira = _draft(client, app, "7w", box="ru")       # the names follow the table's box, not the page
    lumber = catalogue("7w").card("Lumber Yard")
    for lang in ("ru", "uk"):
        ru = client.get(f"/d/{draft}/city/{ira}?lang={lang}").get_data(as_text=True)
        assert f'<span class="cn" lang="ru">{lumber.ru[0]}</span>' in ru and '<span class="en" lang="en">Lumber Yard</span>' in ru
        assert 'data-search="lumber yard' in ru                     # search matches en/ru/uk in any language
    draft, ira = _draft(client, app, "7w")                 # an English page's table: the English box
    en = client.get(f"/d/{draft}/city/{ira}?lang=en").get_data(as_text=True)
    assert '<span class="cn">Lumber Yard</span>' in en and f'lang="ru">{lumber.ru[0]}' in en


def test_the_duel_city_screen_and_referee_name_things_as_printed(client, app, save_game):
    from tests.test_duel_shell import RULEBOOK_TABLE
    draft, ira = _draft(client, app, "duel", box="ru")
    pyramids = duel_catalogue().wonder("The Pyramids")
    assert pyramids.ru
    page = client.get(f"/d/{draft}/city/{ira}?lang=ru").get_data(as_text=True)
    assert f'<span class="cn">{pyramids.ru[0]}</span>' in page
    share, _ = save_game(dict(RULEBOOK_TABLE))
    page = client.get(f"/referee?game={share}&lang=ru").get_data(as_text=True)
    assert f"{pyramids.ru[0]} (The Pyramids)" in page and "Что хочет сделать игрок?" in page


def test_setup_offers_boards_and_sides_as_printed(client, app):
    draft, _ = _draft(client, app, "7w2", box="ru")     # a Ukrainian page, the Russian box's names
    page = client.get(f"/d/{draft}/players?lang=uk").get_data(as_text=True)
    assert ">Ночь</option>" in page and "(Rhodos)</option>" in page and "Мова коробки" in page


# -- CSV ----------------------------------------------------------------------------------

def test_csv_headers_in_ukrainian_english_keeps_the_machine_names(client, save_game):
    from wonders.exports import CSV_COLUMNS
    save_game()
    english = client.get("/sheets/export.csv?lang=en").data.decode("utf-8-sig")
    assert tuple(next(csv.reader(io.StringIO(english)))) == CSV_COLUMNS
    text = client.get("/sheets/export.csv?lang=uk").data.decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))
    header = rows[0]
    assert len(header) == len(CSV_COLUMNS)
    for label in ("Дата", "Гравець", "Чудо світу", "Сторона", "Разом", "Місце", "Переможець"):
        assert label in header, header
    assert not set(header) & set(CSV_COLUMNS)                      # every column named in Ukrainian
    winner = header.index("Переможець")
    assert {r[winner] for r in rows[1:]} <= {"так", "ні"} and "так" in {r[winner] for r in rows[1:]}
    assert rows[1][0] == "2026-11-20"                               # values stay machine-readable


# -- the PDF ------------------------------------------------------------------------------

def _pdf_text(data: bytes) -> str:
    from pypdf import PdfReader
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)


def test_the_ukrainian_pdf_has_the_date_winner_heading_and_boards_in_ukrainian(client, save_game, web):
    # the boards in the table's box (a Russian one: no Ukrainian 1st edition), the rest in Ukrainian
    share, _ = save_game(web.table(box="ru"), played_on=date(2025, 3, 14))
    r = client.get(f"/sheets/game/{share}.pdf?lang=uk")
    assert r.status_code == 200
    text = _plain(_pdf_text(r.data))
    rhodos = catalogue("7w").wonder("Rhodos")
    for expected in ("Партія 14 березня 2025 р.", "Переможець:", rhodos.ru[0]):
        assert expected in text, (expected, text[:600])
    for english in ("Game of", "March", "Winner:", "Rhodos"):
        assert english not in text, english
    english = _pdf_text(client.get(f"/sheets/game/{share}.pdf?lang=en").data)
    assert "Game of 14 March 2025" in english and "Winner:" in english


def test_a_pdf_in_another_language_leaves_the_interface_in_its_own(client, save_game):
    share, _ = save_game()
    client.get("/lang/ru")
    r = client.get(f"/sheets/game/{share}.pdf?lang=uk")
    assert r.status_code == 200 and "Set-Cookie" not in r.headers
    assert '<html lang="ru">' in client.get("/games").get_data(as_text=True)      # the interface stays Russian
    r = client.get("/games?lang=uk")                                              # a page's ?lang= is remembered
    assert "lang=uk" in r.headers.get("Set-Cookie", "")


def test_the_record_book_is_cached_per_language(client, save_game):
    save_game(played_on=date(2025, 3, 14))
    uk = _pdf_text(client.get("/sheets/book.pdf?lang=uk").data)
    ru = _pdf_text(client.get("/sheets/book.pdf?lang=ru").data)
    assert "березня" in uk and "марта" in ru and "березня" not in ru
    assert "марта" in _pdf_text(client.get("/sheets/book.pdf?lang=ru").data)   # the cached one, still Russian


# -- every page of every game in each language -------------------------------------------

def _draft(client, app, game: str, box: str | None = None) -> tuple[str, str]:
    """A game being entered past its players screen: its token and the first player's id
    (``box``: the box chosen on the players screen; else the default for an English page)."""
    data = {"game": game, "action": "next", "military_mode": "tokens",
            "players-0-name": "Ira", "players-1-name": "Oleg", "players-2-name": "Cleo"}
    if box:
        data["box"] = box
    if game == "duel":
        del data["players-2-name"]
    if game == "architects":
        data.update({"players-0-wonder": "Giza", "players-1-wonder": "Rhodes", "players-2-wonder": "Babylon"})
    if game in ("7w", "7w2"):
        data.update({"players-0-wonder": "Rhodos", "players-1-wonder": "Olympia", "players-2-wonder": "Gizah",
                     "players-0-side": "night" if game == "7w2" else "A",
                     "players-1-side": "day" if game == "7w2" else "B",
                     "players-2-side": "night" if game == "7w2" else "A"})
    r = client.post("/games/new", data=data)
    token = re.match(r"/d/([\w-]+)/", r.headers["Location"]).group(1)
    with app.app_context():
        state = db.session.scalar(db.select(Draft).where(Draft.token == token)).state
    if "/players" in r.headers["Location"]:             # another game than the default: confirm the players
        ids = {f"players-{i}-id": p["id"] for i, p in enumerate(state["players"])}
        client.post(f"/d/{token}/players", data={"rev": players_rev(client.application, token), **data, **ids})
        with app.app_context():
            state = db.session.scalar(db.select(Draft).where(Draft.token == token)).state
    client.delete_cookie("lang")
    return token, state["players"][0]["id"]


# a phrase of each page in each language (the catalogues' translations of its text)
PHRASES = {
    "city-7w2": ("Conflict tokens", "Жетоны конфликта", "Жетони конфлікту"),
    "city-duel": ("the whole table", "весь стол", "весь стіл"),
    "city-architects": ("one more", "на один больше", "на один більше"),
    "score-duel": ("Score sheet", "Лист подсчёта", "Аркуш підрахунку"),
    "referee-architects": ("The referee needs the table: the players in seating order",
                           "Судье нужен стол: игроки в порядке рассадки", "Судді потрібен стіл: гравці в порядку розсадки"),
    "referee-duel": ("What does the player want to do?", "Что хочет сделать игрок?", "Що хоче зробити гравець?"),
    "stats": ("Player statistics", "Статистика игроков", "Статистика гравців"),
    "history": ("Filters", "Фильтры", "Фільтри"),
    "home": ("Recent games", "Последние партии", "Останні партії"),
    "new": ("Players in seating order", "Игроки в порядке рассадки", "Гравці в порядку розсадки"),
}


@pytest.fixture
def pages(client, app, save_game):
    from tests.test_duel_shell import RULEBOOK_TABLE
    share, _ = save_game(dict(RULEBOOK_TABLE))
    out = {"stats": "/stats", "history": "/games", "home": "/", "new": "/games/new",
           "referee-architects": "/referee/architects", "referee-duel": f"/referee?game={share}"}
    for game in ("7w2", "duel", "architects"):
        token, first = _draft(client, app, game)
        out[f"city-{game}"] = f"/d/{token}/city/{first}"
        if game == "duel":
            out["score-duel"] = f"/d/{token}/score"
    return out


@pytest.mark.parametrize("page", list(PHRASES))
def test_every_page_of_every_game_renders_in_each_language(client, pages, page):
    for lang, phrase in zip(LANGS, PHRASES[page]):
        url = pages[page]
        r = client.get(url + ("&" if "?" in url else "?") + f"lang={lang}")
        text = r.get_data(as_text=True)
        assert r.status_code in (200, 422), (url, r.status_code)
        assert f'<html lang="{lang}">' in text and phrase in text, (url, lang, phrase)
        others = [p for lg, p in zip(LANGS, PHRASES[page]) if lg != lang]
        assert not any(p in text for p in others), (url, lang)


def test_stats_name_wonders_as_printed_and_write_numbers_the_language_way(client, save_game):
    share, _ = save_game()
    rhodos = catalogue("7w").wonder("Rhodos")
    page = client.get("/stats/player/Ira?lang=ru").get_data(as_text=True)
    assert f'<dd id="favourite">{rhodos.ru[0]}</dd>' in page
    assert f'<th scope="row">{rhodos.ru[0]}</th>' in page and f"{rhodos.ru[0]} А ·" in page
    english = client.get("/stats/player/Ira?lang=en").get_data(as_text=True)
    assert '<dd id="favourite">Rhodos</dd>' in english


def test_the_trade_screen_names_resources_in_ukrainian(client, save_game):
    share, _ = save_game()
    page = client.get(f"/referee/trade?game={share}&lang=uk").get_data(as_text=True)
    assert '<option value="stone">камінь</option>' in page and '<option value="cloth">тканина</option>' in page
    assert '<option value="stone">stone</option>' in client.get(f"/referee/trade?game={share}&lang=en").get_data(as_text=True)


def test_a_wtforms_message_comes_in_ukrainian(client):
    page = client.get("/games?date_from=not-a-date&lang=uk").get_data(as_text=True)
    errors = re.search(r'<ul class="errors"[^>]*>(.*?)</ul>', page, re.S).group(1)
    assert "Не дійсне значення дати." in errors                 # WTForms' own catalogue, through Flask-WTF


def test_a_ukrainian_city_screen_shows_the_russian_box_name_where_no_ukrainian_one_was_printed(client, app):
    """The 1st edition had no Ukrainian box (scoring/data/7w.json names_not_found.uk): the English
    name is shown, with the Russian box's name under it, as the English screen does."""
    draft, ira = _draft(client, app, "7w")
    page = client.get(f"/d/{draft}/city/{ira}?lang=uk").get_data(as_text=True)
    lumber = catalogue("7w").card("Lumber Yard")
    assert not lumber.uk and lumber.ru
    assert f'<span class="ru" lang="ru">{lumber.ru[0]}</span>' in page


def test_a_saved_page_names_its_game_and_expansions_in_the_readers_language(client, save_game):
    from scoring.expansions.babel.examples import EXAMPLE as BABEL
    from scoring.games import get
    share, _ = save_game(copy.deepcopy(BABEL))
    uk = client.get(f"/g/{share}?lang=uk").get_data(as_text=True)
    assert '<span id="edition">7 Чудес (1-ше видання, 2010) + Вавилон (вежа та Великі Проєкти)</span>' in uk
    assert '<span id="edition">7 Wonders (1st edition, 2010) + Babel (tower and Great Projects)</span>' in \
        client.get(f"/g/{share}?lang=en").get_data(as_text=True)
    duel, _ = save_game(copy.deepcopy(get("duel").examples()[0]))
    assert '<span id="edition">7 Чудес: Дуэль</span>' in client.get(f"/g/{duel}?lang=ru").get_data(as_text=True)


def test_the_scorers_choices_are_said_in_the_readers_language(client, save_game):
    """A wonder stage's science wildcard (Babylon A, stage 2) in the choices list: the engine's own
    words in Ukrainian, not the machine keys "Babylon A stage 2" / "tablet"."""
    from scoring.expansions.babel.examples import EXAMPLE as BABEL
    from scoring.core.i18n import use_language
    from scoring import games
    share, _ = save_game(copy.deepcopy(BABEL))
    with use_language("uk"):
        result = games.score(copy.deepcopy(BABEL))
    seat = next(p for p in result.players if p.choices.get("wildcards"))
    said = next(d.text for d in seat.details if d.source == seat.choices["wildcards"][0]["source"] and d.points == 0)
    page = client.get(f"/g/{share}?lang=uk").get_data(as_text=True)
    choices = page[page.index('id="choices"'):]
    assert f"<li>{seat.name}: {said}</li>" in choices and "Babylon A stage 2" not in choices


def test_a_babel_pdf_sheet_names_its_game_and_expansions_in_ukrainian(client, save_game):
    from scoring.expansions.babel.examples import EXAMPLE as BABEL
    share, _ = save_game(copy.deepcopy(BABEL))
    text = _plain(_pdf_text(client.get(f"/sheets/game/{share}.pdf?lang=uk").data))
    assert "7 Чудес (1-ше видання, 2010)" in text and "Вавилон (вежа та Великі Проєкти)" in text
    assert "babel-tower" not in text and "Expansions" not in text      # no raw ids, no English extra line


def test_the_referee_and_join_screens_name_boards_as_printed(client, app):
    rhodos = catalogue("7w").wonder("Rhodos")
    from wonders.drafts import table_document
    from wonders.models import Game, store_result
    draft, _ira = _draft(client, app, "7w", box="ru")      # no Ukrainian 1st edition: a Russian box
    with app.app_context():
        doc = table_document(db.session.scalar(db.select(Draft).where(Draft.token == draft)).state)
    # the referee on a saved table: "Table: Ira (Родос А), …"
    with app.app_context():
        g = Game(played_on=date(2026, 11, 20))
        store_result(g, doc)
        db.session.add(g)
        db.session.commit()
        share = g.share_token
    page = client.get(f"/referee?game={share}&lang=uk").get_data(as_text=True)
    assert f"Ira ({rhodos.ru[0]} А)" in page and "(Rhodos A)" not in page
    # the join screen of table mode: seats and the wonder list
    client.post(f"/d/{draft}/table/start")
    with app.app_context():
        code = db.session.scalar(db.select(Draft).where(Draft.token == draft)).code
    join = client.get(f"/j/{code}?lang=uk").get_data(as_text=True)
    assert f"<small>{rhodos.ru[0]} А</small>" in join


def test_the_referee_screens_of_other_games_carry_the_title_of_the_box(client, save_game):
    from scoring.games import get
    duel, _ = save_game(copy.deepcopy(get("duel").examples()[0]))
    for path, title in (("/referee/architects?lang=uk", "7 Чудес: Архітектори"),
                        (f"/referee?game={duel}&lang=ru", "7 Чудес: Дуэль")):
        page = client.get(path).get_data(as_text=True)
        heading = page[page.index("<h1"):page.index("</h1>")]
        assert title in heading and "7 Wonders" not in heading, path


def test_the_cli_score_pad_names_the_expansions_and_the_game_in_ukrainian(capsys, tmp_path):
    from scoring.expansions.babel.examples import EXAMPLE as BABEL
    path = tmp_path / "babel.json"
    path.write_text(json.dumps(BABEL))
    code, out, _ = _cli(capsys, ["--lang", "uk", "score", "--format", "table", str(path)])
    assert code == 0 and "Доповнення: Вавилон (вежа та Великі Проєкти)" in out and "babel-tower" not in out
    bad = tmp_path / "one.json"
    bad.write_text(json.dumps({"game": "7w", "players": [{"name": "A", "wonder": "Rhodos"}]}))
    code, out, _ = _cli(capsys, ["--lang", "uk", "score", str(bad)])
    assert code == 2 and "у 7 Чудес (1-ше видання, 2010) грають від 3 до 7 гравців" in out


# -- long names on chips --------------------------------------------------------------------------

def test_a_long_name_breaks_at_its_syllables_not_inside_one():
    # «Сторожевая» once wrapped as «Сторожева|я» at 360 px: soft hyphens by the language's rules
    soft = "\u00ad"
    assert l10n.hyphenate("Сторожевая вышка", "ru") == f"Сто{soft}ро{soft}же{soft}вая вышка"
    assert l10n.hyphenate("Університет", "uk").replace(soft, "") == "Університет"
    assert soft in l10n.hyphenate("Університет", "uk")
    assert soft in l10n.hyphenate("Fortifications", "ru")          # a Latin word by English rules
    assert l10n.hyphenate("Лесоповал", "ru") == "Лесоповал"          # short words stay whole
    assert l10n.hyphenate("Scientists Guild", "en").replace(soft, "") == "Scientists Guild"


def test_the_city_chips_show_long_names_with_soft_hyphens_and_search_them_whole(client, app):
    token, pid = _draft(client, app, "7w", box="ru")
    page = client.get(f"/d/{token}/city/{pid}?lang=ru").get_data(as_text=True)
    chip = re.search(r'<span class="cn"[^>]*>(Сто[^<]*вышка)</span>', page)
    assert chip and "\u00ad" in chip.group(1)
    assert "\u00ad" not in "".join(re.findall(r'data-search="([^"]*)"', page))
