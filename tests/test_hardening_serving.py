"""Durability and serving (issue 13, deliver 3-4): SQLite in WAL mode with a busy timeout,
/healthz, the migrations check, and `gunicorn wsgi:app` as `make serve` runs it."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from sqlalchemy import text

from app import create_app
from wonders.extensions import BUSY_TIMEOUT_MS, db
from wonders.web.serving import UPGRADE_COMMAND, DatabaseBehind, check_migrations

ROOT = Path(__file__).resolve().parents[1]


def _app(tmp_path, name="w.sqlite3"):
    return create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / name}",
                       "WTF_CSRF_ENABLED": False})


def test_sqlite_runs_in_wal_mode_with_a_busy_timeout(tmp_path):
    app = _app(tmp_path)
    with app.app_context():
        assert db.session.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert db.session.execute(text("PRAGMA busy_timeout")).scalar() == BUSY_TIMEOUT_MS


def test_healthz(client):
    r = client.get("/healthz")
    assert r.status_code == 200 and r.get_json() == {"status": "ok"}


def test_healthz_reports_a_broken_database(app, client, monkeypatch):
    from wonders.extensions import db as the_db

    def broken(*a, **kw):
        raise RuntimeError("database gone")
    monkeypatch.setattr(the_db.session, "execute", broken)
    r = client.get("/healthz")
    assert r.status_code == 503 and r.get_json()["status"] == "error"


def test_migrations_check_names_the_command_then_passes_after_upgrade(tmp_path):
    from flask_migrate import upgrade
    app = _app(tmp_path)
    with pytest.raises(DatabaseBehind) as info:
        check_migrations(app)
    assert UPGRADE_COMMAND in str(info.value) and "no tables" in str(info.value)
    with app.app_context():
        upgrade()
    check_migrations(app)        # up to date: no exception


def test_a_page_on_an_unmigrated_database_is_503_naming_the_command(tmp_path):
    client = _app(tmp_path).test_client()
    for url in ("/", "/games", "/stats"):
        r = client.get(url)
        assert r.status_code == 503 and UPGRADE_COMMAND in r.get_data(as_text=True), url


# -- gunicorn -------------------------------------------------------------------------------

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _env(tmp_path, port: int) -> dict:
    env = dict(os.environ, HOST="127.0.0.1", PORT=str(port), WORKERS="1", THREADS="2",
               DATABASE_URL=f"sqlite:///{tmp_path / 'served.sqlite3'}", SECRET_KEY="test")
    return env


def _bin(name: str) -> str:
    return str(Path(sys.executable).parent / name)


def test_gunicorn_refuses_an_unmigrated_database(tmp_path):
    proc = subprocess.run([_bin("gunicorn"), "--config", "gunicorn.conf.py", "wsgi:app"], cwd=ROOT,
                          env=_env(tmp_path, _free_port()), capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    assert UPGRADE_COMMAND in proc.stderr


def test_gunicorn_serves_healthz_with_request_logs(tmp_path):
    port = _free_port()
    env = _env(tmp_path, port)
    subprocess.run([_bin("flask"), "--app", "app", "db", "upgrade"], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=60)
    log = open(tmp_path / "gunicorn.log", "w+")
    proc = subprocess.Popen([_bin("gunicorn"), "--config", "gunicorn.conf.py", "wsgi:app"], cwd=ROOT, env=env,
                            stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as r:
                    assert r.status == 200 and b'"ok"' in r.read()
                    assert r.headers["X-Content-Type-Options"] == "nosniff"
                break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, (tmp_path / "gunicorn.log").read_text()
                time.sleep(0.2)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=5) as r:
            assert r.status == 200
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()
    out = (tmp_path / "gunicorn.log").read_text()
    assert '"GET /healthz HTTP/1.1" 200' in out and '"GET /api/games HTTP/1.1" 200' in out


def test_each_worker_loads_the_pdf_library_in_the_background(monkeypatch):
    # the first score sheet of a server process no longer pays WeasyPrint's import (gunicorn.conf.py)
    import runpy
    import threading

    from wonders import pdf
    done = threading.Event()
    monkeypatch.setattr(pdf, "pdf_bytes", lambda html: done.set() or b"%PDF")
    hooks = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    hooks["post_worker_init"](worker=None)
    assert done.wait(10)
    monkeypatch.setattr(pdf, "pdf_bytes", lambda html: 1 / 0)     # a broken Pango never stops a worker
    pdf.warm_up()
