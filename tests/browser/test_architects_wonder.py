"""Architects on a phone (issue 11, deliver 5): the pieces tapped on the picture of the wonder are
saved as they are tapped and are still built after a reload, in Debian's chromium at 360×740.

Piece VP: ../shared/facts/architects.md A1 (Olympia 3/2/5/5/7; 2= and 3≠ share level 2).
"""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def pressed(page) -> dict[str, bool]:
    return {b.get_attribute("data-piece"): b.get_attribute("aria-pressed") == "true"
            for b in page.locator("#wonder-picture button[data-piece]").all()}


def test_pieces_tapped_on_the_wonder_are_saved_and_back_after_a_reload(page, tmp_path):
    page.goto("/games/new")
    page.select_option("#game", "architects")            # the page becomes the Architects draft
    page.wait_for_url(re.compile(r"/d/[\w-]+/players"))
    for i, (name, wonder) in enumerate([("Ana", "Olympia"), ("Bo", "Giza"), ("Cy", "Rhodes")]):
        page.fill(f"#players-{i}-name", name)
        page.select_option(f"#players-{i}-wonder", wonder)
    page.click("#next")
    page.wait_for_selector("#wonder-picture")
    token = re.search(r"/d/([\w-]+)/", page.url).group(1)
    assert not any(pressed(page).values())
    # the whole wonder fits the phone's width
    box = page.locator("#wonder-picture .wonder").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 360
    page.click('label[for="tbl-stage_order-fixed"]')     # this table builds in the printed order
    expect(page.locator("#save-status")).to_have_text(re.compile(r"^Saved"))
    page.tap("#piece-3d")                                 # fixed order: 2≠, 2=, 3≠
    expect(page.locator("#piece-3d")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#save-status")).to_have_text(re.compile(r"^Saved"))
    assert pressed(page) == {"2d": True, "2s": True, "3d": True, "3s": False, "4d": False}
    expect(page.locator("[data-pieces-vp]")).to_have_text("10 VP")           # 3 + 2 + 5 (facts A1)
    page.screenshot(path=str(tmp_path / "architects-wonder.png"), full_page=False)
    page.reload()
    page.wait_for_selector("#wonder-picture")
    assert pressed(page) == {"2d": True, "2s": True, "3d": True, "3s": False, "4d": False}
    # back to the rulebook's order (pieces of one level in any order, the default): 2= comes off alone
    page.click('label[for="tbl-stage_order-free"]')
    expect(page.locator("#save-status")).to_have_text(re.compile(r"^Saved"))
    page.tap("#piece-2s")
    expect(page.locator("#piece-2s")).to_have_attribute("aria-pressed", "false")
    expect(page.locator("#save-status")).to_have_text(re.compile(r"^Saved"))
    page.reload()
    page.wait_for_selector("#wonder-picture")
    assert pressed(page) == {"2d": True, "2s": False, "3d": True, "3s": False, "4d": False}
    assert page.locator("#tbl-stage_order-free").is_checked()
    doc = json.loads(page.request.get(f"/d/{token}/document.json").text())
    assert "stage_order" not in doc and doc["players"][0]["stages"] == ["2≠", "3≠"]
    assert not page.js_errors, page.js_errors
