"""Storage that cannot be written (a full disk, a read-only folder, a locked database) and a
database behind its migrations: clean answers, never a 500 (README, "Hosting").

Tests run as root, where chmod does not stop a write: the failures are made real where SQLite
can (``PRAGMA query_only``, another connection holding the write lock) and injected where it
cannot (``database or disk is full`` from the driver, ``OSError(ENOSPC/EROFS)`` on a file).
"""
from __future__ import annotations

import errno
import io
import logging
import os
import re
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import event

from app import create_app
from wonders.extensions import db
from wonders.models import Draft
from wonders.web.serving import UPGRADE_COMMAND

from tests.helpers import city_rev, details_rev
from tests.test_web_drafts import CITIES, SETUP, pid, post_city, start

FULL = "The server's disk is full, so nothing was saved. Try again later."
READ_ONLY = "The server cannot write its files or its database right now, so nothing was saved. Try again later."
UNREACHABLE = "The database cannot be reached right now. Nothing was changed; try again later."
BUSY = "The database is busy with another change, so nothing was saved. Try again in a moment."
BEHIND = f"The database is older than this version of the app: run `{UPGRADE_COMMAND}` on the server."


@pytest.fixture
def log(caplog):
    # alembic's fileConfig (migrations/env.py, run by the tests that migrate) disables the loggers
    # that exist then, the app's among them: enabled again, so that what is logged is seen
    logging.getLogger("app").disabled = False
    caplog.set_level(logging.INFO)
    return caplog


def assert_no_traceback(log):
    """Nothing logged as an unhandled exception (no traceback, no "unhandled error" line)."""
    bad = [r for r in log.records if r.exc_info or "unhandled" in r.getMessage()]
    assert not bad, [r.getMessage() for r in bad]


def writes_fail(app, monkeypatch, text: str) -> None:
    """From now on every INSERT, UPDATE and DELETE fails in the SQLite driver with ``text``
    (what SQLite says on a full disk), reads still work."""
    dialect = _engine(app).dialect
    real = dialect.do_execute

    def do_execute(cursor, statement, parameters, context=None):
        if statement.lstrip().split(None, 1)[0].upper() in ("INSERT", "UPDATE", "DELETE"):
            raise sqlite3.OperationalError(text)
        return real(cursor, statement, parameters, context)
    monkeypatch.setattr(dialect, "do_execute", do_execute)


def _engine(app):
    with app.app_context():
        return db.engine


@pytest.fixture
def read_only(app):
    """Call it: the database refuses every write from then on, as SQLite does on a read-only
    file (``PRAGMA query_only``: "attempt to write a readonly database")."""
    engine = _engine(app)

    def pragma(conn, _record):
        conn.execute("PRAGMA query_only = 1")

    def start():
        event.listen(engine, "connect", pragma)
        engine.dispose()          # new connections, each with the pragma
    yield start
    if event.contains(engine, "connect", pragma):
        event.remove(engine, "connect", pragma)
    engine.dispose()              # writable again, for the fixture's clean-up


def json_503(r, sentence: str):
    assert r.status_code == 503 and r.content_type == "application/json", (r.status_code, r.content_type)
    assert r.get_json()["errors"][0]["message"] == sentence
    assert int(r.headers["Retry-After"]) > 0


# -- JSON requests: autosaves and the API -------------------------------------------------

def test_an_autosave_on_a_full_disk_is_a_json_503_with_the_sentence(client, app, monkeypatch, log):
    token = start(client)
    ira = pid(app, token, "Ira")
    writes_fail(app, monkeypatch, "database or disk is full")
    r = client.post(f"/d/{token}/city/{ira}", headers={"X-Autosave": "1"}, data=dict(CITIES["Ira"], go="stay", rev=city_rev(app, token, ira)))
    json_503(r, FULL)
    assert_no_traceback(log)
    monkeypatch.undo()                               # the disk has room again: the same tap is taken
    r = client.post(f"/d/{token}/city/{ira}", headers={"X-Autosave": "1"},
                    data=dict(CITIES["Ira"], go="stay", rev=city_rev(app, token, ira)))
    assert r.status_code == 200 and r.get_json()["saved"] is True


@pytest.mark.parametrize("lang, words", [("ru", "Диск сервера заполнен"), ("uk", "Диск сервера заповнений")])
def test_the_sentence_is_in_the_pages_language(client, app, monkeypatch, lang, words):
    token = start(client)
    ira = pid(app, token, "Ira")
    shown = city_rev(app, token, ira)
    writes_fail(app, monkeypatch, "database or disk is full")
    r = client.post(f"/d/{token}/city/{ira}?lang={lang}", headers={"X-Autosave": "1"},
                    data=dict(CITIES["Ira"], go="stay", rev=shown))
    assert r.status_code == 503 and r.get_json()["errors"][0]["message"].startswith(words)


def test_an_autosave_on_a_read_only_database_is_a_json_503(client, app, log, read_only):
    token = start(client)
    oleg = pid(app, token, "Oleg")
    shown, shown_details = city_rev(app, token, oleg), details_rev(app, token)
    read_only()
    r = client.post(f"/d/{token}/city/{oleg}", headers={"X-Autosave": "1"},
                    data=dict(CITIES["Oleg"], go="stay", rev=shown))
    json_503(r, READ_ONLY)
    r = client.post(f"/d/{token}/details", headers={"Accept": "application/json"},
                    data={"title": "Friday", "details_rev": shown_details})
    json_503(r, READ_ONLY)                          # the score sheet's title, typed and kept as it is typed
    assert_no_traceback(log)


def test_an_autosave_while_another_writer_holds_the_lock_is_a_json_503(client, app, monkeypatch, log, tmp_path):
    token = start(client)
    ira = pid(app, token, "Ira")
    shown = city_rev(app, token, ira)
    monkeypatch.setattr("wonders.extensions.BUSY_TIMEOUT_MS", 50)
    _engine(app).dispose()
    other = sqlite3.connect(tmp_path / "test.sqlite3", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")                # e.g. an import or a backup writing meanwhile
    try:
        r = client.post(f"/d/{token}/city/{ira}", headers={"X-Autosave": "1"},
                        data=dict(CITIES["Ira"], go="stay", rev=shown))
    finally:
        other.rollback()
        other.close()
    json_503(r, BUSY)
    assert_no_traceback(log)


def test_the_api_on_an_unreachable_database_is_a_json_503(client, app, monkeypatch, log):
    dialect = _engine(app).dialect

    def broken(*_a, **_kw):
        raise sqlite3.OperationalError("disk I/O error")
    for name in ("do_execute", "do_execute_no_params"):
        monkeypatch.setattr(dialect, name, broken)
    json_503(client.get("/api/games"), UNREACHABLE)
    assert_no_traceback(log)


# -- pages: a 503 that keeps what was typed -------------------------------------------------

def test_a_page_post_on_a_full_disk_keeps_what_was_typed(client, app, monkeypatch, log):
    writes_fail(app, monkeypatch, "database or disk is full")
    r = client.post("/games/new", data=dict(SETUP, **{"players-0-name": "Ирина Ж.", "action": "next"}))
    page = r.get_data(as_text=True)
    assert r.status_code == 503 and r.content_type.startswith("text/html")
    assert FULL.replace("'", "&#39;") in page
    # every value typed is on the page, and a form sends them all again to the same address
    form = re.search(r'<form method="post" action="/games/new">(.*?)</form>', page, re.S)
    assert form, page
    for key, value in dict(SETUP, **{"players-0-name": "Ирина Ж."}).items():
        assert f'name="{key}" value="{value}"' in form.group(1), key
    assert 'name="action" value="next"' in form.group(1)
    assert_no_traceback(log)
    monkeypatch.undo()
    again = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form.group(1)))
    assert client.post("/games/new", data=again).status_code == 302      # sent again: taken


def test_with_csrf_on_the_post_is_sent_again_with_a_fresh_token(tmp_path, monkeypatch, log):
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'csrf.sqlite3'}"})
    with app.app_context():
        db.create_all()
    client = app.test_client()
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"',
                      client.get("/games/new").get_data(as_text=True)).group(1)
    writes_fail(app, monkeypatch, "database or disk is full")
    page = client.post("/games/new", data=dict(SETUP, action="next", csrf_token=token)).get_data(as_text=True)
    form = re.search(r'<form method="post" action="/games/new">(.*?)</form>', page, re.S).group(1)
    fields = re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form)
    assert ("players-3-name", "Dan") in fields and dict(fields)["csrf_token"]
    monkeypatch.undo()
    r = client.post("/games/new", data=dict(fields))
    assert r.status_code == 302 and r.headers["Location"].startswith("/d/")
    assert_no_traceback(log)
    with app.app_context():
        db.drop_all()
        db.engine.dispose()


def test_a_city_post_on_a_read_only_database_keeps_the_city(client, app, log, read_only):
    token = start(client)
    ira = pid(app, token, "Ira")
    read_only()
    r = post_city(client, token, ira, go="score", **CITIES["Ira"])
    page = r.get_data(as_text=True)
    assert r.status_code == 503 and READ_ONLY in page
    for card in CITIES["Ira"]["cards"]:
        assert f'name="cards" value="{card}"' in page
    assert 'name="coins" value="7"' in page and f'action="/d/{token}/city/{ira}"' in page
    assert_no_traceback(log)


# -- GETs never fail on a write they make on the way ------------------------------------------

def test_the_score_sheet_opens_when_the_draft_cannot_be_written(client, app, monkeypatch, log):
    token = start(client)
    for name, fields in CITIES.items():
        assert post_city(client, token, pid(app, token, name), **fields).status_code == 302
    writes_fail(app, monkeypatch, "attempt to write a readonly database")
    r = client.get(f"/d/{token}/score")          # remembers "reopen on the sheet": not possible, not needed
    assert r.status_code == 200 and "Ira" in r.get_data(as_text=True)
    r = client.get(f"/d/{token}/city/{pid(app, token, 'Oleg')}")
    assert r.status_code == 200 and 'id="city-title">Oleg' in r.get_data(as_text=True)
    assert client.get(f"/d/{token}/players").status_code == 200
    assert_no_traceback(log)
    with app.app_context():                      # nothing was written
        assert db.session.scalar(db.select(Draft).where(Draft.token == token)).state["current"] != "score"


def test_a_score_sheet_with_problems_still_shows_them_without_storage(client, app, monkeypatch, log):
    token = start(client)
    assert post_city(client, token, pid(app, token, "Ira"), coins="seven").status_code == 302
    writes_fail(app, monkeypatch, "database or disk is full")
    r = client.get(f"/d/{token}/score")          # a value not understood: Ira's city, beside its error
    page = r.get_data(as_text=True)
    assert r.status_code == 422 and 'id="city-title">Ira' in page and 'value="seven"' in page
    assert_no_traceback(log)


# -- PDFs without their cache ------------------------------------------------------------------

def _saved(save_game):
    share, _edit = save_game()
    return share


def test_a_pdf_sheet_is_served_when_its_cache_cannot_be_written(client, app, save_game, monkeypatch, log):
    share = _saved(save_game)

    def full(self, data):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(Path, "write_bytes", full)
    r = client.get(f"/sheets/game/{share}.pdf")
    assert r.status_code == 200 and r.content_type == "application/pdf" and r.data.startswith(b"%PDF")
    assert not list((Path(app.config["BOOK_CACHE_DIR"])).glob("*.tmp"))
    assert_no_traceback(log)
    assert any("PDF not kept" in rec.getMessage() for rec in log.records)


def test_a_pdf_sheet_is_served_from_a_read_only_instance_folder(client, app, save_game, monkeypatch, log):
    share = _saved(save_game)

    def read_only_folder(self, *a, **kw):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr(Path, "mkdir", read_only_folder)
    monkeypatch.setattr(Path, "write_bytes", read_only_folder)
    for _ in range(2):                                  # rendered each time, never a 503
        r = client.get(f"/sheets/game/{share}.pdf")
        assert r.status_code == 200 and r.data.startswith(b"%PDF")
    r = client.get("/sheets/book.pdf")
    assert r.status_code == 200 and r.data.startswith(b"%PDF")
    assert_no_traceback(log)


# -- /healthz ------------------------------------------------------------------------------------

def health(client, check: str) -> str:
    r = client.get("/healthz")
    body = r.get_json()
    assert r.status_code == 503 and r.content_type == "application/json"
    assert body["status"] == "error" and body["check"] == check, body
    return body["reason"]


def test_healthz_is_not_ready_on_a_read_only_database(client, app, log, read_only):
    assert client.get("/healthz").status_code == 200
    read_only()
    assert "readonly" in health(client, "write")
    assert_no_traceback(log)


def test_healthz_is_not_ready_while_the_database_is_locked(client, app, tmp_path):
    other = sqlite3.connect(tmp_path / "test.sqlite3", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        assert "locked" in health(client, "write")
    finally:
        other.rollback()
        other.close()
    assert client.get("/healthz").status_code == 200


def test_healthz_is_not_ready_on_a_full_disk(client, monkeypatch):
    import shutil
    usage = shutil.disk_usage("/")
    monkeypatch.setattr("wonders.web.serving.shutil.disk_usage", lambda _p: usage._replace(free=4096))
    assert "4 KiB free" in health(client, "disk")


def _migrated(tmp_path, revision: str = "head"):
    from flask_migrate import upgrade
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'old.sqlite3'}",
                      "WTF_CSRF_ENABLED": False, "BOOK_CACHE_DIR": str(tmp_path / "cache")})
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    with app.app_context():
        upgrade(revision=revision)
    # alembic's fileConfig (migrations/env.py) replaced the root's handlers (pytest's capture among
    # them) and disabled the app's logger: both back, so that what the app logs next is seen
    for handler in handlers:
        if handler not in root.handlers:
            root.addHandler(handler)
    root.setLevel(level)
    logging.getLogger("app").disabled = False
    return app


def test_healthz_is_not_ready_on_an_unmigrated_or_older_database(tmp_path):
    empty = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'e.sqlite3'}"})
    assert UPGRADE_COMMAND in health(empty.test_client(), "migrations")
    old = _migrated(tmp_path, "5c2a9e0d4b71")           # before table mode
    reason = health(old.test_client(), "migrations")
    assert "5c2a9e0d4b71" in reason and UPGRADE_COMMAND in reason
    current = _migrated(tmp_path)                       # upgraded: ready
    r = current.test_client().get("/healthz")
    assert r.status_code == 200 and r.get_json() == {"status": "ok"}


# -- an older database under `flask run` -----------------------------------------------------------

def test_an_older_database_answers_the_not_set_up_page_everywhere(tmp_path, log):
    from flask_migrate import upgrade
    app = _migrated(tmp_path, "5c2a9e0d4b71")
    client = app.test_client()
    for url in ("/", "/j/ABCD", "/games/new", "/games", "/stats", "/sheets/"):
        r = client.get(url)
        assert r.status_code == 503 and r.content_type.startswith("text/html"), url
        assert BEHIND in r.get_data(as_text=True), url
    r = client.post("/games/new", data=dict(SETUP, action="next"))
    assert r.status_code == 503 and "older than this version" in r.get_data(as_text=True)
    r = client.post("/games/new", headers={"X-Autosave": "1"}, data=dict(SETUP, action="autosave"))
    assert r.status_code == 503 and r.get_json()["errors"][0]["message"] == BEHIND
    r = client.get("/api/games")
    assert r.status_code == 503 and r.get_json()["errors"][0]["message"] == BEHIND
    assert_no_traceback(log)
    assert any("database not migrated" in r.getMessage() for r in log.records)   # one line, no traceback
    with app.app_context():                  # `flask db upgrade` meanwhile: served without a restart
        upgrade()
    assert client.get("/").status_code == 200
    assert client.get("/games/new").status_code == 200


# -- the app starts from a read-only instance folder --------------------------------------------

def test_the_app_starts_when_its_secret_key_cannot_be_kept(tmp_path, monkeypatch, log):
    from app import _secret_key
    monkeypatch.delenv("SECRET_KEY", raising=False)

    real_open = os.open

    def read_only_folder(path, *a, **kw):
        if str(path).endswith("secret_key"):
            raise OSError(errno.EROFS, "Read-only file system")
        return real_open(path, *a, **kw)
    monkeypatch.setattr(os, "open", read_only_folder)
    key = _secret_key(tmp_path)
    assert len(key) == 64 and not (tmp_path / "secret_key").exists()
    assert any("set SECRET_KEY" in r.getMessage() for r in log.records)
    monkeypatch.undo()

    class FullDisk(io.StringIO):             # the file is created, its key cannot be written
        def write(self, text):
            raise OSError(errno.ENOSPC, "No space left on device")

    def full_disk(fd, *a, **kw):
        os.close(fd)
        return FullDisk()
    monkeypatch.setattr(os, "fdopen", full_disk)
    assert len(_secret_key(tmp_path)) == 64 and not (tmp_path / "secret_key").exists()
    monkeypatch.undo()
    kept = _secret_key(tmp_path)             # writable again: one key, kept
    assert kept == _secret_key(tmp_path) == (tmp_path / "secret_key").read_text()
