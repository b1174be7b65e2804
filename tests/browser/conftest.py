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
            # a context a test left open is closed page by page first (see close()): Browser.close
            # then has nothing to race (and in our runs it ended Chromium even past pages that would
            # not close)
            for context in list(browser.contexts):
                try:
                    close(context)
                except Exception:       # noqa: BLE001 - the browser's end closes what is left
                    pass
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


# Closing a page that is navigating (table mode's poll reloads the page when the table changes)
# can hang: Chromium answers Target.closeTarget with success but drops the close when it races the
# commit of a navigation that swaps the page's main frame, so Playwright's page.close(), which has
# no timeout, waits for ever for a page that stays open (crbug.com/536385539,
# microsoft/playwright#42366).  A close sent again destroys such a page; one sent to a page
# already closing does nothing.  So each page is closed by hand through CDP, each try bounded.
CLOSE_WAITS_MS = (1_000, 2_000, 4_000, 8_000)


def close(context) -> None:
    """Close a phone: each of its pages by a bounded, repeated close, then the context (by then
    empty, so disposing it races nothing).  A page that outlives every try fails the test."""
    cdp = context.browser.new_browser_cdp_session()
    try:
        stuck = [pg.url for pg in list(context.pages) if not close_page(pg, cdp)]
    finally:
        cdp.detach()
    if stuck:
        raise RuntimeError(f"Chromium did not close {stuck} after {len(CLOSE_WAITS_MS)} tries")
    context.close()


def close_page(pg, cdp) -> bool:
    """Send Target.closeTarget until the page reports closed, waiting longer each time; True once closed."""
    from playwright.sync_api import Error

    if pg.is_closed():
        return True
    session = pg.context.new_cdp_session(pg)
    target = session.send("Target.getTargetInfo")["targetInfo"]["targetId"]
    session.detach()
    for wait_ms in CLOSE_WAITS_MS:
        try:
            with pg.expect_event("close", timeout=wait_ms):
                cdp.send("Target.closeTarget", {"targetId": target})
        except Error:           # still open after wait_ms (or the target is already gone)
            pass
        if pg.is_closed():
            return True
    return False
