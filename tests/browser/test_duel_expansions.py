"""Duel with Pantheon and Agora on a phone (360×740), in en, ru and uk: the setup with both
expansions, both cities with a Divinity, a Grand Temple and the Senate, a Divinity's activation
cost and a Conspiracy refereed on the referee screen, the score with a political supremacy win,
the saved game and its PDF."""
from __future__ import annotations

import io
import re

import pytest
from playwright.sync_api import expect
from pypdf import PdfReader

from tests.browser.test_e2e import arrive, no_horizontal_scroll, tick

pytestmark = pytest.mark.browser

# what each language shows: a legal verdict's first line, the activation cost of Pantheon space 1 for
# players[0] (3 coins), the victory, the Divinities row and the winner line
WORDS = {
    "en": {"legal": "Legal", "cost": "Activation cost: 3 coins to the bank.", "victory": "Political supremacy",
           "divinities": "Divinities", "winner": "Winner: Ana"},
    "ru": {"legal": "Можно", "cost": "Стоимость активации: монет в банк — 3.", "victory": "Политическое превосходство",
           "divinities": "Божества", "winner": "Победитель: Ana"},
    "uk": {"legal": "Можна", "cost": "Вартість активації: монет до банку — 3.", "victory": "Політична перевага",
           "divinities": "Божества", "winner": "Переможець: Ana"},
}


def _label(page, input_id: str) -> None:
    """Tap the label of a checkbox whose id may hold spaces (Agora's Conspiracies)."""
    page.locator(f'label[for="{input_id}"]').click()
    assert page.locator(f'[id="{input_id}"]').is_checked(), input_id


def _saved(page) -> None:
    """Wait for the city's autosave to answer "Saved" in any of the three languages."""
    expect(page.locator("#save-status")).to_have_text(re.compile(r"^(Saved|Сохранено|Збережено)"))


def _enter(page, lang: str) -> None:
    page.goto(f"/lang/{lang}?next=/games/new")
    page.select_option("#game", "duel")
    page.wait_for_url(re.compile(r"/d/[\w-]+/players"))
    page.fill("#players-0-name", "Ana")
    page.fill("#players-1-name", "Bo")
    tick(page, "expansions-0")                                  # Pantheon
    tick(page, "expansions-1")                                  # Agora
    page.click("#next")
    arrive(page, "#city-title")
    assert "Ana" in page.inner_text("#city-title")
    assert no_horizontal_scroll(page) <= 360, "the Duel city with both expansions scrolls sideways"
    # Ana: Aphrodite, the Greek Grand Temple, a Greek Mythology token, Blackmail prepared, every Chamber
    tick(page, "pantheon-divinities-aphrodite")
    tick(page, "cards-greek-grand-temple")
    page.fill("#pantheon-mythology_tokens-greek", "1")
    _label(page, "agora-prepared-Blackmail")
    for chamber in range(1, 7):
        tick(page, f"agora-control-{chamber}")
    page.fill("#n-coins", "6")
    _saved(page)
    page.click("#next-city")
    expect(page.locator("#city-title")).to_contain_text("Bo")
    # Bo: Tanit and the Roman Grand Temple
    tick(page, "pantheon-divinities-tanit")
    tick(page, "cards-roman-grand-temple")
    page.fill("#n-coins", "9")
    _saved(page)
    page.click("#score")


def _referee(page, **fields) -> str:
    page.select_option("#player", "Ana")
    tick(page, "age-1")                                         # age II: the Pantheon is open
    for name, value in fields.items():
        if value is True:
            page.locator(f"label:has(#{name})").click()
        else:
            page.select_option(f"#{name}", value)
    with page.expect_navigation():
        page.click("#check")
    arrive(page, "#verdict")
    return page.inner_text("#verdict")


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_pantheon_and_agora_duel_entered_refereed_scored_saved_and_printed(page, lang):
    words = WORDS[lang]
    _enter(page, lang)
    arrive(page, "#score-sheet")
    assert words["victory"] in page.inner_text("main")
    assert words["winner"] in page.inner_text("#winner")
    page.fill("#title", f"Pantheon {lang}")
    page.click("#save")
    page.wait_for_url(re.compile(r"/e/[\w-]+$"))
    share = page.input_value("#share-link")
    # the referee: Zeus on Pantheon space 1 costs Ana 3 coins; then she triggers Blackmail
    page.goto(share)
    page.click("a[href*='/referee?game=']")
    verdict = _referee(page, **{"pantheon-activate": True, "pantheon-space": "1", "pantheon-divinity": "zeus"})
    assert verdict.splitlines()[0].strip() == words["legal"], verdict
    assert words["cost"] in verdict, verdict
    page.goto(share)
    page.click("a[href*='/referee?game=']")
    verdict = _referee(page, **{"agora-trigger": "Blackmail"})
    assert verdict.splitlines()[0].strip() == words["legal"], verdict
    # Blackmail: Ana takes half of Bo's 9 coins, rounded up (agora.json, conspiracies)
    assert re.search(r"Ana\D{0,3}11\b", verdict) and re.search(r"Bo\D{0,3}4\b", verdict), verdict
    # the PDF of the saved game
    page.goto(share)
    with page.expect_download() as info:
        page.click("#download-pdf")
    with open(info.value.path(), "rb") as fh:
        text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(fh.read())).pages)
    for expected in (f"Pantheon {lang}", "Ana", "Bo", words["divinities"], words["winner"], words["victory"]):
        assert expected in text, (expected, text)
    assert not page.js_errors, page.js_errors
