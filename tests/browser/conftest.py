"""Browser fixtures: the real app on a loopback port, Debian's chromium through Playwright.

No browser is ever downloaded (never ``playwright install``): ``make test`` installs
Debian's chromium (Makefile target ``browser-deps``).  Without it these tests skip
with the reason; if Playwright itself cannot start, they fail.
"""
from __future__ import annotations

import os
import shutil
import threading

import pytest

CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None)
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 360, "height": 740}


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    """The app served by werkzeug on 127.0.0.1:<free port>, with its own SQLite file (CSRF on)."""
    from werkzeug.serving import make_server

    from app import create_app
    from wonders.extensions import db

    db_file = tmp_path_factory.mktemp("live") / "browser.sqlite3"
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{db_file}", "SECRET_KEY": "browser-tests"})
    with app.app_context():
        db.create_all()
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="live-server", daemon=True)
    thread.start()
    try:
        yield type("Live", (), {"url": f"http://127.0.0.1:{server.server_port}", "app": app})
    finally:
        server.shutdown()
        thread.join(timeout=10)


@pytest.fixture(scope="session")
def browser():
    if CHROMIUM is None:
        pytest.skip("Debian's chromium is not installed: run `make test` (target browser-deps) "
                    "or `apt-get install chromium`")
    from playwright.sync_api import sync_playwright      # a missing or broken driver fails the test
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def page(browser, live_server):
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, accept_downloads=True,
                                  base_url=live_server.url, locale="en-GB")
    context.set_default_timeout(15_000)
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    pg.js_errors = errors
    try:
        yield pg
    finally:
        close(context)


def close(context) -> None:
    """Close a phone: its pages first leave the app (a page may be polling or saving, and
    closing a context with requests in flight could hang Chromium's teardown, which has no
    timeout), then the context."""
    for pg in context.pages:
        try:
            pg.goto("about:blank", timeout=5_000)
            pg.close()
        except Exception:       # noqa: BLE001 - a page that cannot leave is closed with its context
            pass
    context.close()
