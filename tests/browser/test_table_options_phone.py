"""The players screen's "Table options" in Debian's chromium at 360×740, in English, Russian and
Ukrainian: ticking Cities shows its options and boards at once (nothing redrawn under the fingers), the
app's reading preselected; choosing
"Secret Society: itself not counted" changes Ira's cities row on the score sheet, which names the
option in the page's language; back on the players screen the choice is kept, and the default again
puts the score back."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from test_e2e import arrive, card_id, no_horizontal_scroll, sheet_row, tick
from test_phone import saved

pytestmark = pytest.mark.browser

PLAYERS = [("Ira", "Rhodos", "A"), ("Oleg", "Gizah", "B"), ("Sofia", "Babylon", "A")]
LINE = {"en": "Table options: Secret Society: itself not counted",
        "ru": "Варианты правил: Secret Society: себя не считает",
        "uk": "Варіанти правил: Secret Society: себе не рахує"}
SECTION = {"en": "Table options", "ru": "Варианты правил", "uk": "Варіанти правил"}
OPTION = "option-secret-society-self"


def _cities_points(page, token: str) -> tuple[int, str]:
    page.goto(f"/d/{token}/score")
    arrive(page, "#score-sheet")
    assert no_horizontal_scroll(page) <= 360, "the score sheet scrolls sideways on a phone"
    return int(sheet_row(page, "cat-cities")[0]), page.locator("main").text_content()


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_choosing_a_table_option_on_the_phone_changes_the_score(page, lang):
    page.goto(f"/lang/{lang}")
    page.goto("/games/new")
    expect(page.locator("#table-options")).to_be_hidden()
    petra = page.locator('#players-0-wonder option[value="Petra"]')
    assert petra.evaluate("o => o.hidden") is True           # Cities' board, not offered yet
    page.evaluate("window.notRedrawn = true")
    cities = page.locator('input[name="expansions"][value="cities"]').get_attribute("id")
    tick(page, cities)                                       # its options shown at once, nothing redrawn
    page.fill("#players-0-name", "Ira")                      # typing on straight after the tick
    expect(page.locator("#table-options")).to_be_visible()
    assert petra.evaluate("o => o.hidden") is False          # its boards offered
    saved(page)
    expect(page.locator("#players-0-name")).to_have_value("Ira")
    assert page.evaluate("window.notRedrawn") is True
    expect(page.locator("#table-options h2")).to_have_text(SECTION[lang])
    expect(page.locator(f"#{OPTION}-counted")).to_be_checked()          # the app's reading preselected
    assert no_horizontal_scroll(page) <= 360, "the players screen scrolls sideways on a phone"
    tick(page, f"{OPTION}-ignored")
    saved(page)
    for i, (name, wonder, side) in enumerate(PLAYERS):
        page.fill(f"#players-{i}-name", name)
        page.select_option(f"#players-{i}-wonder", wonder)
        page.select_option(f"#players-{i}-side", side)
    page.click("#next")
    arrive(page, "#city-title")
    token = re.search(r"/d/([\w-]+)/", page.url).group(1)
    tick(page, card_id("Secret Society"))
    tick(page, card_id("Lair"))
    saved(page)
    # Secret Society without itself: 1 (Lair) + Lair's 3 VP
    points, sheet = _cities_points(page, token)
    assert points == 4 and LINE[lang] in sheet, sheet[:1500]
    # Back to the players: the choice is kept; the app's reading again: 2 + 3
    page.goto(f"/d/{token}/players")
    expect(page.locator(f"#{OPTION}-ignored")).to_be_checked()
    tick(page, f"{OPTION}-counted")
    saved(page)
    points, sheet = _cities_points(page, token)
    assert points == 5 and LINE[lang].split(":")[0] + ":" not in sheet
    assert page.js_errors == []
