"""The box's language apart from the interface's (README, "The box's language"), in Debian's chromium
at 360×740: a Ukrainian page playing the 1st edition with the Russian box (no Ukrainian 1st edition)
reads Russian card and wonder names on the city screen, in a verdict and on the score sheet; an
English page playing Duel with the Russian box reads the Russian names in English sentences."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from test_e2e import arrive, card_id, no_horizontal_scroll, tick
from test_phone import saved

pytestmark = pytest.mark.browser

PLAYERS = [("Ira", "Rhodos", "A"), ("Oleg", "Gizah", "B"), ("Sofia", "Babylon", "A")]


def _token(page) -> str:
    return re.search(r"/d/([\w-]+)/", page.url).group(1)


def _verdict(page, player: str, card: str, age: str | None = None) -> str:
    page.select_option("#player", player)
    if age is not None:
        tick(page, age)
    tick(page, "action-0")                                  # build a card
    page.select_option("#card", card)
    with page.expect_navigation():
        page.click("#check")
    arrive(page, "#verdict")
    return page.inner_text("#verdict")


def test_a_ukrainian_page_with_the_russian_box_of_the_1st_edition(page):
    page.goto("/lang/uk")
    page.goto("/games/new")
    box = page.locator("#box")
    expect(box.locator("option:checked")).to_have_text("English (типово)")   # no Ukrainian 1st edition
    expect(page.locator('label[for="box"]')).to_have_text("Мова коробки")
    page.select_option("#box", "ru")
    for i, (name, wonder, side) in enumerate(PLAYERS):
        page.fill(f"#players-{i}-name", name)
        page.select_option(f"#players-{i}-wonder", wonder)
        page.select_option(f"#players-{i}-side", side)
    page.click("#next")
    page.wait_for_selector("#city-title")
    token = _token(page)
    # the city screen: the Russian box's names, the English under them; the page is Ukrainian
    expect(page.locator(f'label[for="{card_id("Lumber Yard")}"] .cn')).to_have_text("Лесоповал")
    expect(page.locator(f'label[for="{card_id("Arsenal")}"] .cn')).to_have_text("Арсенал")
    expect(page.locator("#cards legend")).to_contain_text("Карти")
    page.fill("#card-search", "Лазні")                   # search still finds every language's name
    expect(page.locator(f'.chip:has(#{card_id("Baths")})')).to_be_visible()
    page.fill("#card-search", "")
    tick(page, card_id("Lumber Yard"))
    tick(page, card_id("Baths"))
    saved(page)
    assert no_horizontal_scroll(page) <= 360, "the city screen scrolls sideways on a phone"
    # the score sheet: Ukrainian sentences, the Russian box's names
    page.goto(f"/d/{token}/score")
    arrive(page, "#score-sheet")
    sheet = page.locator("main").text_content()
    assert "«Бани» → 3" in sheet and "Разом" in sheet, sheet[:1500]
    assert no_horizontal_scroll(page) <= 360, "the score sheet scrolls sideways on a phone"
    # a verdict on this table: «Арсенал»: вартість — … (the name in quotes, in the nominative)
    page.click("a[href*='/referee?draft=']")
    arrive(page, "#referee-form")
    verdict = _verdict(page, "Ira", "Arsenal", age="age-2")
    assert "«Арсенал»: вартість" in verdict and "Arsenal" not in verdict, verdict
    assert no_horizontal_scroll(page) <= 360, "the verdict scrolls sideways on a phone"
    # another phone at the table, its page in English: the same names
    other = page.context.browser.new_context(viewport={"width": 360, "height": 740}, base_url=page.url.split("/referee")[0])
    try:
        phone = other.new_page()
        phone.goto("/lang/en")
        phone.goto(f"/d/{token}/players")
        expect(phone.locator("#box option:checked")).to_have_text("Русский")
        phone.goto(f"/d/{token}/score")
        assert "Бани" in phone.locator("main").text_content()
    finally:
        other.close()
    assert not page.js_errors, page.js_errors


def test_an_english_page_with_the_russian_box_of_duel(page):
    page.goto("/lang/en")
    page.goto("/games/new")
    page.select_option("#game", "duel")
    page.wait_for_url(re.compile(r"/d/[\w-]+/players"))
    expect(page.locator("#box option:checked")).to_have_text("English (default)")
    page.select_option("#box", "ru")
    page.fill("#players-0-name", "Ana")
    page.fill("#players-1-name", "Bo")
    page.click("#next")
    page.wait_for_selector("#city-title")
    token = _token(page)
    expect(page.locator("label[for='cards-lumber-yard']")).to_contain_text("Лесоповал")
    assert no_horizontal_scroll(page) <= 360, "the Duel city screen scrolls sideways on a phone"
    page.goto(f"/referee?draft={token}")
    arrive(page, "#referee-form")
    verdict = _verdict(page, "Ana", "Lumber Yard")
    assert "Лесоповал costs nothing" in verdict, verdict
    assert no_horizontal_scroll(page) <= 360, "the Duel verdict scrolls sideways on a phone"
    assert not page.js_errors, page.js_errors
