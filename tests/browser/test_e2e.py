"""End to end in Debian's chromium at a phone-sized viewport (360×740)."""
from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

pytestmark = pytest.mark.browser

# the Friday table of tests/sheets_fixtures.py, as a person enters it
CITIES = [
    {"name": "Ирина", "wonder": "Rhodos", "side": "A", "stages": 2, "coins": 7, "wins1": 2,
     "cards": ["Lumber Yard", "Barracks", "Baths", "Apothecary", "Temple"]},
    {"name": "Bob", "wonder": "Gizah", "side": "B", "stages": 3, "coins": 4, "defeats": 1,
     "cards": ["Stone Pit", "Workshop", "Scriptorium", "Library", "Marketplace", "Vineyard"]},
    {"name": "Zoë", "wonder": "Babylon", "side": "A", "stages": 1, "coins": 11, "defeats": 1,
     "cards": ["Clay Pool", "Altar", "Theater", "Workers Guild", "Haven"]},
]
TOTALS = {"Ирина": 14, "Bob": 18, "Zoë": 12}


def card_id(name: str) -> str:
    return "card-" + name.lower().replace(" ", "-").replace("'", "")


def tick(page, input_id: str) -> None:
    """Tick a checkbox or radio as a person does: by tapping its label."""
    page.locator(f'label[for="{input_id}"]').click()
    assert page.locator(f"#{input_id}").is_checked(), input_id


def no_horizontal_scroll(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth")


def column_of(page, name: str) -> int:
    heads = page.locator("#score-sheet thead tr").first.locator("th").all_inner_texts()
    return [h.strip() for h in heads].index(name)


def sheet_row(page, row_class: str) -> list[str]:
    return page.locator(f"#score-sheet tr.{row_class} td").all_inner_texts()


def arrive(page, selector: str) -> None:
    """Wait for the next screen; if the app answered with form errors instead, show them."""
    try:
        page.wait_for_selector(selector, timeout=10_000)
    except Exception:
        problems = page.locator(".errors, .has-error, .flash").all_inner_texts()
        raise AssertionError(f"expected {selector} at {page.url}; the page shows: {problems}"
                             f"\n{page.inner_text('main')[:1500]}") from None


def enter_game(page) -> None:
    page.goto("/games/new")
    assert no_horizontal_scroll(page) <= 360, "the new-game page scrolls sideways on a phone"
    for i, c in enumerate(CITIES):
        page.fill(f"#players-{i}-name", c["name"])
        page.select_option(f"#players-{i}-wonder", c["wonder"])
        page.select_option(f"#players-{i}-side", c["side"])
    page.click("#next")
    for i, c in enumerate(CITIES):
        arrive(page, "#city-title")
        assert c["name"] in page.inner_text("#city-title")
        tick(page, f"stages-{c['stages']}")
        page.fill("#coins", str(c["coins"]))
        for field in ("wins1", "wins3", "wins5", "defeats"):
            if field in c:
                tick(page, f"{field}-{c[field]}")          # conflict tokens are one-tap counts
        for card in c["cards"]:
            tick(page, card_id(card))
        if i == 0:
            assert no_horizontal_scroll(page) <= 360, "the city page scrolls sideways on a phone"
        page.click("#next-city" if i < len(CITIES) - 1 else "#score")


def referee_check(page, player: str, age_index: int, card: str) -> str:
    page.select_option("#player", player)
    tick(page, f"age-{age_index}")
    tick(page, "action-0")                      # build a card
    page.select_option("#card", card)
    page.click("#check")
    arrive(page, "#verdict")
    return page.inner_text("#verdict")


def test_new_game_score_referee_save_and_download_the_pdf(page, live_server):
    enter_game(page)
    # the score sheet
    arrive(page, "#score-sheet")
    totals = sheet_row(page, "total")
    for name, total in TOTALS.items():
        assert int(totals[column_of(page, name) - 1]) == total, (name, totals)
    assert "Winner: Bob" in page.inner_text("#winner")
    # save it
    page.fill("#title", "Пятница")
    page.fill("#note", "browser test")
    page.click("#save")
    page.wait_for_url(re.compile(r"/e/[\w-]+$"))
    assert "Game saved" in page.inner_text("main")
    share = page.input_value("#share-link")
    page.goto(share)
    assert "Пятница" in page.inner_text("h1")
    assert no_horizontal_scroll(page) <= 360, "the saved game scrolls sideways on a phone"
    # a referee check on this table: Bob (Gizah B, stone) builds a Stockade in age I
    page.click("a[href*='/referee?game=']")
    verdict = referee_check(page, "Bob", 0, "Stockade")
    assert verdict.splitlines()[0].strip() == "Legal", verdict
    assert "Ирина" in verdict and "wood" in verdict            # buys the wood from his right neighbour
    verdict = referee_check(page, "Bob", 0, "Workshop")
    assert verdict.splitlines()[0].strip() == "Not legal" and "already has a Workshop" in verdict, verdict
    page.goto(share)
    # the PDF, as a download
    with page.expect_download() as info:
        page.click("#download-pdf")
    download = info.value
    assert download.suggested_filename.endswith(".pdf")
    with open(download.path(), "rb") as fh:
        data = fh.read()
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)
    for expected in ("Пятница", "Ирина", "Bob", "Zoë", "Winner: Bob", "Rhodos A", "Gizah B", "Babylon A"):
        assert expected in text, expected
    assert re.search(r"Total\s+14\s+18\s+12", text), text
    assert not page.js_errors, page.js_errors


def test_sheets_pages_fit_a_phone(page):
    page.goto("/sheets/")
    assert no_horizontal_scroll(page) <= 360
    page.goto("/sheets/import")
    assert no_horizontal_scroll(page) <= 360
    page.fill("#json", '{"games": [{"played_on": "someday"}]}')
    page.click("button[type=submit]")
    assert "games[0].played_on" in page.inner_text("#import-problems")
    assert page.input_value("#json") == '{"games": [{"played_on": "someday"}]}'
    assert no_horizontal_scroll(page) <= 360
