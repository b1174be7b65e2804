"""Verdicts as addresses (issue 27, point 8), in Debian's chromium at 360×740, in en, ru and uk: a
question asked on the referee screen is answered at a GET address (``/referee/r/<id>``) that a
reload, Back and Forward and another phone all answer alike; a PDF's ``?lang=`` is the PDF's alone.
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from conftest import PHONE, close

pytestmark = pytest.mark.browser

VERDICT = {"en": re.compile(r"^(Legal|Not legal)"), "ru": re.compile(r"^(Можно|Нельзя)"),
           "uk": re.compile(r"^(Можна|Не можна)")}


def _table(app) -> tuple[str, str]:
    """A 1st-edition table as a draft and as a saved game: (draft token, share token)."""
    from scoring import games
    from wonders.drafts import state_from_document
    from wonders.extensions import db
    from wonders.models import Draft, Game, store_result
    doc = games.get("7w").examples()[0]
    with app.app_context():
        draft, game = Draft(state=state_from_document(doc)), Game()
        store_result(game, doc)
        db.session.add_all([draft, game])
        db.session.commit()
        return draft.token, game.share_token


def _ask(page, token: str) -> str:
    page.goto(f"/referee?draft={token}")
    page.select_option("#player", index=0)
    page.locator('label[for="age-0"]').click()
    page.locator('label[for="action-0"]').click()                # build a card
    page.select_option("#card", index=1)
    with page.expect_navigation():
        page.click("#check")
    expect(page.locator("#verdict")).to_be_visible()
    return page.inner_text("#verdict")


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_verdict_lives_at_its_address_through_reload_back_and_another_phone(page, browser, live_server, lang):
    token, share = _table(live_server.app)
    page.goto(f"/lang/{lang}")
    verdict = _ask(page, token)
    address = page.url
    assert re.search(r"/referee/r/[\w-]+$", address), address
    expect(page.locator("#verdict h2")).to_have_text(VERDICT[lang])
    page.reload()                                               # a GET: no "send the form again?"
    assert page.url == address and page.inner_text("#verdict") == verdict
    page.go_back()                                              # the screen the question was asked on
    assert f"draft={token}" in page.url
    expect(page.locator("#referee-form")).to_be_visible()
    expect(page.locator("#verdict")).to_have_count(0)
    page.go_forward()
    assert page.url == address and page.inner_text("#verdict") == verdict
    other = browser.new_context(viewport=PHONE, base_url=live_server.url)
    try:                                                        # the ruling shared with the table
        b = other.new_page()
        b.goto(f"/lang/{lang}?next=" + address.removeprefix(live_server.url))
        assert b.url == address and b.inner_text("#verdict") == verdict
    finally:
        close(other)
    # the PDF's language is the PDF's alone: the interface keeps its own
    other_lang = "uk" if lang == "ru" else "ru"
    pdf = page.request.get(f"/sheets/game/{share}.pdf?lang={other_lang}")
    assert pdf.ok and pdf.headers["content-type"] == "application/pdf"
    page.reload()
    assert page.locator("html").get_attribute("lang") == lang
    assert not page.js_errors, page.js_errors
