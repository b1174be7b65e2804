"""A tap the server cannot store (503: a locked database, a full disk) stays on the phone and is
sent again after ``Retry-After``, never counted as saved (static/app.js), in Debian's chromium."""
from __future__ import annotations

import re
import sqlite3

import pytest
from playwright.sync_api import expect

from test_entry import card_id, document, new_game

pytestmark = pytest.mark.browser


def test_a_tap_refused_with_503_stays_on_the_phone_and_is_sent_again(page, live_server, monkeypatch):
    from wonders.extensions import db
    token = new_game(page)
    with live_server.app.app_context():
        dialect = db.engine.dialect
    real = dialect.do_execute

    def locked(cursor, statement, parameters, context=None):
        if statement.lstrip().upper().startswith("UPDATE"):
            raise sqlite3.OperationalError("database is locked")
        return real(cursor, statement, parameters, context)
    monkeypatch.setattr(dialect, "do_execute", locked)

    page.click(f'label[for="{card_id("Baths")}"]')
    status = page.locator("#save-status")
    expect(status).to_have_text(re.compile(r"^Not saved yet: The database is busy"))
    expect(status).to_contain_text("Kept on this phone")
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('wonders:pending:'))")
    assert len(kept) == 1 and "Baths" in page.evaluate(f"localStorage.getItem({kept[0]!r})")
    assert "Baths" not in document(page, token)["players"][0]["cards"]       # not taken

    monkeypatch.undo()                       # the lock is gone: the retry (Retry-After: 5 s) takes it
    expect(status).to_have_text(re.compile(r"^Saved"), timeout=15_000)
    assert "Baths" in document(page, token)["players"][0]["cards"]
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('wonders:pending:'))") == []
    assert not page.js_errors
