"""Babel at a glance (issue 27, point 7), in Debian's chromium at 360×740: every tile shows its
number and effect, every token the projects that give it, the Great Projects are listed with their
effects, and the card search finds them by number or by name in en/ru/uk."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from test_entry import PLAYERS
from test_phone import saved

pytestmark = pytest.mark.browser


def babel_game(page) -> None:
    page.goto("/games/new")
    page.check('input[name="expansions"][value="babel"]')
    for i, (name, wonder, side) in enumerate(PLAYERS[:3]):
        page.fill(f"#players-{i}-name", name)
        page.select_option(f"#players-{i}-wonder", wonder)
        page.select_option(f"#players-{i}-side", side)
    page.click("#next")
    page.wait_for_selector("#city-title")


@pytest.mark.parametrize("lang, effect, project, effect_of_project", [
    ("en", "Defeats are doubled", "Cranes", "Participation: 1 coin; reward: Free Build token"),
    ("ru", "Поражения удваиваются", "Зеркало Войны", "Участие: 2 монеты и 1 стекло; награда: жетон Победы (3 ПО)"),
    ("uk", "Поразки", "Cranes", "Участь: 1 монета; нагорода: жетон безкоштовної споруди")])
def test_tiles_tokens_and_projects_are_named_explained_and_found(page, lang, effect, project, effect_of_project):
    page.goto(f"/lang/{lang}")
    babel_game(page)
    tile22, tile1 = page.locator('.chip:has(#babel-tiles-22)'), page.locator('.chip:has(#babel-tiles-1)')
    expect(tile22).to_contain_text(re.compile(r"(Tile|Тайл) 22"))
    expect(tile22.locator(".effect")).to_contain_text(effect)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360      # nothing overflows the phone
    # found by its number, then Enter ticks the only match, which is saved
    page.fill("#card-search", "Тайл 22" if lang != "en" else "Tile 22")
    expect(tile22).to_be_visible()
    expect(tile1).to_be_hidden()
    page.press("#card-search", "Enter")
    expect(page.locator("#babel-tiles-22")).to_be_checked()
    saved(page)
    # a project's name finds the token it gives and the project itself in the folded list
    page.fill("#card-search", project)
    glossary = page.locator("details.glossary")
    expect(glossary).to_have_attribute("open", "")
    expect(glossary.locator("li:visible")).to_have_count(1)
    expect(glossary.locator("li:visible")).to_contain_text(effect_of_project)
    expect(page.locator('label.token-count:visible')).to_have_count(1)
    page.fill("#card-search", "")
    expect(tile1).to_be_visible()
    expect(glossary).not_to_have_attribute("open", "")
    assert not page.js_errors, page.js_errors
    page.goto("/lang/en")
