"""Every route of the 'sheets' blueprint through the Flask test client."""
from __future__ import annotations

import copy
import csv
import io
import json

import pytest
from pypdf import PdfReader

from tests.sheets_fixtures import FRIDAY, SUNDAY, saved  # noqa: F401  (fixture)
from wonders.exports import CSV_COLUMNS


def pdf_text(response) -> list[str]:
    assert response.status_code == 200, response.get_data(as_text=True)[:500]
    assert response.mimetype == "application/pdf"
    assert response.data.startswith(b"%PDF-")
    return [p.extract_text() for p in PdfReader(io.BytesIO(response.data)).pages]


def games_in_db(app):
    from wonders.extensions import db
    from wonders.models import Game
    with app.app_context():
        return [(g.played_on, g.title, g.note, g.document, [(p.name, p.total, p.winner) for p in g.players])
                for g in db.session.scalars(db.select(Game).order_by(Game.played_on, Game.id))]


# -- PDF -----------------------------------------------------------------------

def test_game_pdf(client, saved):
    r = client.get(f"/sheets/game/{saved['friday']}.pdf")
    pages = pdf_text(r)
    assert len(pages) == 1
    for text in ("Ирина", "Bob", "Zoë", "Friday night", "14 March 2025", "Winner: Bob", "Ирина: next time science"):
        assert text in pages[0]
    assert "attachment" in r.headers["Content-Disposition"]
    assert "7wonders-2025-03-14-friday-night.pdf" in r.headers["Content-Disposition"]


def test_game_pdf_unknown_token_is_404(client, saved):
    r = client.get("/sheets/game/no-such-token.pdf")
    assert r.status_code == 404


def test_game_pdf_of_a_game_that_no_longer_scores_prints_the_stored_result(app, client, saved):
    from wonders.extensions import db
    from wonders.models import Game
    with app.app_context():
        game = db.session.scalar(db.select(Game).where(Game.share_token == saved["friday"]))
        doc = copy.deepcopy(game.document)
        doc["players"][0]["cards"].append("Card from the future")
        game.document = doc
        db.session.commit()
    text = pdf_text(client.get(f"/sheets/game/{saved['friday']}.pdf"))[0]
    assert "Ирина" in text and "Winner: Bob" in text and "Card from the future" in text


def test_book_pdf_for_a_range(client, saved):
    r = client.get("/sheets/book.pdf?from=2025-03-01&to=2025-03-31")
    cover, *sheets = pdf_text(r)
    assert len(sheets) == 2
    assert "Record book" in cover and "Friday night" in cover and "Rematch" not in cover
    assert "Ирина" in sheets[0] and "Борис" in sheets[1]
    assert "7wonders-record-book-2025-03-01_2025-03-31.pdf" in r.headers["Content-Disposition"]


def test_book_pdf_of_every_game_and_of_an_empty_range(client, saved):
    assert len(pdf_text(client.get("/sheets/book.pdf"))) == 4
    assert len(pdf_text(client.get("/sheets/book.pdf?to=2025-03-15"))) == 2
    pages = pdf_text(client.get("/sheets/book.pdf?from=2031-01-01&to=2031-12-31"))
    assert len(pages) == 1 and "No games in this range" in pages[0]


def test_book_pdf_of_too_many_games_asks_for_a_shorter_range(app, client, saved):
    app.config["SHEETS_MAX_BOOK_GAMES"] = 2
    r = client.get("/sheets/book.pdf?from=2025-01-01")
    html = r.get_data(as_text=True)
    assert r.status_code == 422 and "3 games in this range" in html and 'value="2025-01-01"' in html
    assert len(pdf_text(client.get("/sheets/book.pdf?to=2025-03-31"))) == 3


@pytest.mark.parametrize("url", ["/sheets/book.pdf", "/sheets/export.csv", "/sheets/export.json"])
def test_bad_dates_give_the_form_with_each_error_next_to_its_field(client, saved, url):
    r = client.get(url + "?from=2025-13-01&to=soon")
    assert r.status_code == 400 and r.mimetype == "text/html"
    html = r.get_data(as_text=True)
    assert 'value="2025-13-01"' in html and 'value="soon"' in html          # what was typed is kept
    from_field = html.index('id="date-from"')
    to_field = html.index('id="date-to"')
    assert from_field < html.index('id="error-from"') < to_field < html.index('id="error-to"')
    assert "&#39;2025-13-01&#39; is not a date" in html and "YYYY-MM-DD" in html
    r = client.get(url + "?from=2025-04-01&to=2025-03-01")
    assert r.status_code == 400 and "before the start date" in r.get_data(as_text=True)


def test_index_page(client):
    r = client.get("/sheets/")
    html = r.get_data(as_text=True)
    assert r.status_code == 200
    for needle in ('name="from"', 'name="to"', 'action="/sheets/book.pdf"', 'formaction="/sheets/export.csv"',
                   'formaction="/sheets/export.json"', 'href="/sheets/import"'):
        assert needle in html


# -- CSV / JSON export -------------------------------------------------------------

def test_export_csv(client, saved):
    r = client.get("/sheets/export.csv?from=2025-03-01&to=2025-03-31")
    assert r.status_code == 200 and r.mimetype == "text/csv"
    assert "7wonders-games-2025-03-01_2025-03-31.csv" in r.headers["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(r.data.decode("utf-8-sig"))))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert [(r["date"], r["seat"], r["name"], r["total"], r["winner"]) for r in rows] == [
        ("2025-03-14", "1", "Ирина", "14", "no"), ("2025-03-14", "2", "Bob", "18", "yes"),
        ("2025-03-14", "3", "Zoë", "12", "no"),
        ("2025-03-16", "1", "Ann", "29", "yes"), ("2025-03-16", "2", "Борис", "8", "no"),
        ("2025-03-16", "3", "'=cmd", "7", "no"), ("2025-03-16", "4", "Dee", "6", "no")]
    assert len({r["game_id"] for r in rows}) == 2
    assert rows[1]["wonder"] == "Gizah" and rows[1]["wonder_stages"] == "13" and rows[1]["rank"] == "1"


def test_export_json_then_import_into_an_empty_database_gives_the_same_games(app, client, saved, tmp_path):
    r = client.get("/sheets/export.json")
    assert r.status_code == 200 and r.mimetype == "application/json"
    data = r.get_json()
    assert [g["played_on"] for g in data["games"]] == ["2025-03-14", "2025-03-16", "2025-04-02"]
    assert data["games"][0]["document"] == FRIDAY and data["games"][0]["note"] == "Ирина: next time science"
    assert "Ирина".encode() in r.data                      # UTF-8, not \u escapes
    assert not any("token" in key for g in data["games"] for key in g)

    from app import create_app
    from wonders.extensions import db
    other = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'other.sqlite3'}",
                        "WTF_CSRF_ENABLED": False})
    with other.app_context():
        db.create_all()
    r = other.test_client().post("/sheets/import", data={"file": (io.BytesIO(r.data), "export.json")},
                                 content_type="multipart/form-data")
    assert r.status_code == 200, r.get_data(as_text=True)
    assert "3 games imported" in r.get_data(as_text=True)
    assert games_in_db(other) == games_in_db(app)


def test_import_pasted_json_and_skip_games_already_saved(app, client, saved):
    export = client.get("/sheets/export.json?from=2025-03-16&to=2025-03-16").get_data(as_text=True)
    before = games_in_db(app)
    r = client.post("/sheets/import", data={"json": export})
    assert r.status_code == 200 and "0 games imported" in r.get_data(as_text=True)
    assert "1 already saved, skipped" in r.get_data(as_text=True)
    assert games_in_db(app) == before
    new = {"games": [{"played_on": "2025-05-01", "title": "Новая", "document": SUNDAY}]}
    r = client.post("/sheets/import", data={"json": json.dumps(new, ensure_ascii=False)})
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and "1 game imported" in html and "Новая" in html and "/sheets/game/" in html
    assert len(games_in_db(app)) == len(before) + 1


def test_import_with_bad_documents_lists_every_problem_and_imports_nothing(app, client, saved):
    good = {"played_on": "2025-06-01", "title": "fine", "document": FRIDAY}
    bad_cards = copy.deepcopy(FRIDAY)
    bad_cards["players"][1]["cards"][3] = "Libary"
    bad_wonder = copy.deepcopy(SUNDAY)
    bad_wonder["players"][2]["wonder"] = "Atlantis"
    pasted = json.dumps({"games": [good, {"played_on": "2025-06-02", "document": bad_cards},
                                   {"played_on": "June", "document": bad_wonder}]}, ensure_ascii=False, indent=1)
    before = games_in_db(app)
    r = client.post("/sheets/import", data={"json": pasted})
    html = r.get_data(as_text=True)
    assert r.status_code == 422
    assert "3 problems; nothing was imported" in html
    for path in ("games[1].document.players[1].cards[3]", "games[2].document.players[2].wonder",
                 "games[2].played_on"):
        assert f"<code>{path}</code>" in html
    assert "did you mean &#39;Library&#39;" in html
    assert games_in_db(app) == before
    # what was pasted is kept in the text box, next to the problems
    from html import unescape
    textarea = html[html.index("<textarea"):html.index("</textarea>")]
    assert unescape(textarea.split(">", 1)[1]).strip() == pasted.strip()
    assert html.index("</textarea>") < html.index('id="import-problems"')


def test_import_of_a_bad_uploaded_file_shows_its_text_to_fix(client):
    r = client.post("/sheets/import", data={"file": (io.BytesIO(b'{"games": [{"played_on": "2025-01-01"}]}'),
                                                     "x.json")}, content_type="multipart/form-data")
    html = r.get_data(as_text=True)
    assert r.status_code == 422 and "<code>games[0].document</code>" in html
    assert "{&#34;games&#34;: [{&#34;played_on&#34;: &#34;2025-01-01&#34;}]}" in html


@pytest.mark.parametrize("data, message", [
    ({}, "nothing to import"),
    ({"json": "{oops"}, "malformed JSON"),
    ({"file": (io.BytesIO(b"\xff\xfe\x00garbage"), "x.json")}, "malformed JSON"),
])
def test_import_of_nothing_or_garbage_is_a_form_error_not_a_500(client, data, message):
    r = client.post("/sheets/import", data=data, content_type="multipart/form-data")
    assert r.status_code == 422 and message in r.get_data(as_text=True)


def test_import_page_and_its_csrf_token(app, tmp_path):
    from app import create_app
    from wonders.extensions import db
    strict = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'csrf.sqlite3'}"})
    with strict.app_context():
        db.create_all()
    c = strict.test_client()
    r = c.get("/sheets/import")
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and 'name="csrf_token"' in html and 'type="file"' in html and "<textarea" in html
    r = c.post("/sheets/import", data={"json": '{"games": []}'})
    html = r.get_data(as_text=True)
    assert r.status_code == 400 and "CSRF" in html and "Nothing was imported" in html
    # issue 13: the refused post is not handed back with a fresh token (a one-click re-post)
    assert "{&#34;games&#34;: []}" not in html


def test_import_too_large_is_a_form_error(app, client):
    app.config["MAX_CONTENT_LENGTH"] = 1024
    r = client.post("/sheets/import", data={"json": "x" * 5000})
    assert r.status_code == 413 and "too large" in r.get_data(as_text=True)


@pytest.fixture
def renders(monkeypatch) -> list:
    """One entry per PDF WeasyPrint renders (``wonders.pdf.pdf_bytes``) during the test."""
    import wonders.pdf as pdf
    calls: list = []
    real = pdf.pdf_bytes

    def counting(html):
        calls.append(1)
        return real(html)
    monkeypatch.setattr(pdf, "pdf_bytes", counting)
    return calls


def test_a_record_book_is_rendered_once_until_a_game_changes(app, client, saved, renders):
    calls = renders
    first = client.get("/sheets/book.pdf")
    again = client.get("/sheets/book.pdf")
    assert first.status_code == again.status_code == 200 and first.data == again.data
    assert len(calls) == 1                                   # the second request read the cache
    with app.app_context():
        from wonders.extensions import db
        from wonders.models import Game
        game = db.session.scalars(db.select(Game)).first()
        game.version += 1                                    # an edit of any game: a new book
        db.session.commit()
    assert client.get("/sheets/book.pdf").status_code == 200 and len(calls) == 2
    assert client.get("/sheets/book.pdf?lang=ru").status_code == 200 and len(calls) == 3   # per language


def test_a_game_sheet_is_rendered_once_per_version_and_language(app, client, saved, renders):
    """issue 13: a shared sheet asked for by a whole club at once is rendered once, not per request."""
    from wonders.extensions import db
    from wonders.models import Game
    calls = renders
    with app.app_context():
        token = db.session.scalars(db.select(Game)).first().share_token
    first = client.get(f"/sheets/game/{token}.pdf")
    again = client.get(f"/sheets/game/{token}.pdf")
    assert first.status_code == again.status_code == 200 and first.data == again.data and len(calls) == 1
    assert client.get(f"/sheets/game/{token}.pdf?lang=uk").status_code == 200 and len(calls) == 2
    with app.app_context():
        game = db.session.scalar(db.select(Game).where(Game.share_token == token))
        game.title = "Rematch"
        game.version += 1                                    # an edit: a new sheet
        db.session.commit()
    changed = client.get(f"/sheets/game/{token}.pdf")
    assert changed.status_code == 200 and len(calls) == 3 and changed.data != first.data
    assert "rematch" in changed.headers["Content-Disposition"]       # the title, slugged into the file name


def test_the_cache_keeps_its_newest_files_of_each_kind(tmp_path):
    from wonders.web.sheets import BookCache
    sheets, books = BookCache(tmp_path, "sheet"), BookCache(tmp_path, "book")
    books.put("b", b"%PDF book")
    for k in range(BookCache.KEEP["sheet"] + 3):
        sheets.put(f"s{k}", b"%PDF sheet")
    assert len(list(tmp_path.glob("sheet-*.pdf"))) == BookCache.KEEP["sheet"]
    assert books.get("b") == b"%PDF book"                     # other kinds are not pruned by sheets


def test_kept_pdfs_belong_to_the_release_that_rendered_them():
    """A new sheet template (a new release) makes new keys: the old release's files are not served."""
    import os
    from pathlib import Path

    from wonders.web import sheets
    pad = Path(sheets.__file__).resolve().parents[2] / "templates" / "sheets" / "pad.html"
    before = os.stat(pad)
    sheets._render_version.cache_clear()
    old = sheets._render_version()
    try:
        os.utime(pad, ns=(before.st_atime_ns, before.st_mtime_ns + 1_000_000_000))
        sheets._render_version.cache_clear()
        assert sheets._render_version() != old
    finally:
        os.utime(pad, ns=(before.st_atime_ns, before.st_mtime_ns))
        sheets._render_version.cache_clear()
    assert sheets._render_version() == old


def test_two_writers_of_one_pdf_never_leave_half_a_file(tmp_path):
    import threading

    from wonders.web.sheets import BookCache
    cache = BookCache(tmp_path, "sheet")
    data = [b"%PDF-" + bytes([65 + k]) * 200_000 for k in range(4)]
    writers = [threading.Thread(target=cache.put, args=("same", d)) for d in data]
    for w in writers:
        w.start()
    for w in writers:
        w.join()
    assert cache.get("same") in data and not list(tmp_path.glob("*.tmp"))
