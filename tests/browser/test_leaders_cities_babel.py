"""A table of five with Leaders, Cities and Babel on a phone (360×740), in en, ru and uk: the setup
with the three expansions, five cities (leaders, black cards, debt, a diplomacy age, a Babel tile),
a recruitment and a black card's coin loss refereed on the referee screen, the diplomacy age on its
Conflicts tab, the score with the Leaders and Cities rows and the debt line, the saved game and its
PDF."""
from __future__ import annotations

import io
import re

import pytest
from playwright.sync_api import expect
from pypdf import PdfReader

from tests.browser.test_duel_expansions import _saved
from tests.browser.test_e2e import arrive, card_id, no_horizontal_scroll, sheet_row, tick

pytestmark = pytest.mark.browser

# seating order: each player's left neighbour is the next one.  Ира's Stockade is the only red card;
# Олег sat out age II with a Diplomacy token (Residence), so Ира fought Софья that age
SEATS = [
    {"name": "Ира", "wonder": "Petra", "side": "A", "stages": 2, "coins": 8, "debt": 2, "tiles": [4],
     "tokens": {"wins1": 2, "wins3": 2, "wins5": 2},
     "cards": ["Lumber Yard", "Stockade", "Apothecary", "Spy Ring", "Gates of the City", "Nefertiti"]},
    {"name": "Олег", "wonder": "Byzantium", "side": "B", "stages": 1, "coins": 3, "diplomacy": [2],
     "tokens": {"defeats": 2}, "cards": ["Workshop", "Scriptorium", "Residence", "Lair", "Aspasia"]},
    {"name": "Софья", "wonder": "Rhodos", "side": "A", "stages": 1, "coins": 0, "debt": 5,
     "tokens": {"defeats": 1}, "cards": ["Baths", "Tabularium"]},
    {"name": "Анна", "wonder": "Gizah", "side": "A", "stages": 3, "coins": 12,
     "cards": ["Altar", "Theater", "Secret Society", "Guild of Shadows"]},
    {"name": "Борис", "wonder": "Babylon", "side": "B", "stages": 0, "coins": 1,
     "tokens": {"defeats": 3}, "cards": ["Loom", "Gambling Den", "Mourners' Guild"]},
]
# what each language shows: a legal verdict's first line, the recruitment, Софья's coin loss (0 coins:
# she can only take the Debt token), the score rows and the debt line
WORDS = {
    "en": {"legal": "Legal", "leaders": "Leaders", "cities": "Cities", "debt": "Debt tokens",
           "recruit": "Ира recruits Cleopatra for 4 coins of the 8 held at the start of the turn",
           "loss": "Софья loses 1 coin at the end of the turn (Hideout): holding no coins, takes 1 Debt token",
           "away": "Олег sits out this Age's conflict: the nearest cities on either side, Ира and Софья, face each "
                   "other"},
    "ru": {"legal": "Можно", "leaders": "Лидеры", "cities": "Города", "debt": "Жетоны долга",
           # «Клеопатра», «Убежище» are the app's translations (names_src TR), printed on no card: the
           # Russian box shows the English names (README, "The box's language")
           "recruit": "Ира нанимает лидера «Cleopatra» за 4 монеты (монет в начале хода: 8)",
           "loss": "Софья теряет монет: 1 в конце хода (Hideout): монет нет, поэтому берёт жетоны долга: 1",
           "away": "Олег пропускает конфликт этой эпохи: ближайшие города с обеих сторон, Ира и Софья, сражаются "
                   "друг с другом"},
    "uk": {"legal": "Можна", "leaders": "Лідери", "cities": "Міста", "debt": "Жетони боргу",
           # no Ukrainian edition of the 1st edition, Leaders or Cities: the table plays with the English
           # box, whose names the Ukrainian sentences carry (README, "The box's language")
           "recruit": "Ира наймає лідера «Cleopatra» за 4 монети (монет на початку ходу: 8)",
           "loss": "Софья втрачає монет: 1 наприкінці ходу (Hideout): монет немає, тож бере жетони боргу: 1",
           "away": "Олег пропускає конфлікт цієї епохи: найближчі міста з обох боків, Ира і Софья, воюють одне з "
                   "одним"},
}


def _setup(page, lang: str) -> None:
    page.goto(f"/lang/{lang}?next=/games/new")
    for box in ("cities", "babel", "leaders"):
        tick(page, page.get_attribute(f'input[name="expansions"][value="{box}"]', "id"))
    for _ in range(2):
        page.click("#add-player")
        page.wait_for_selector(f"#players-{_ + 3}-name")
    for i, seat in enumerate(SEATS):
        page.fill(f"#players-{i}-name", seat["name"])
        page.select_option(f"#players-{i}-wonder", seat["wonder"])
        page.select_option(f"#players-{i}-side", seat["side"])
    page.click("#next")


def _enter(page) -> None:
    for i, seat in enumerate(SEATS):
        arrive(page, "#city-title")
        expect(page.locator("#city-title")).to_contain_text(seat["name"])
        tick(page, f"stages-{seat['stages']}")
        page.fill("#coins", str(seat["coins"]))
        for field, count in seat.get("tokens", {}).items():
            tick(page, f"{field}-{count}")
        for card in seat["cards"]:
            tick(page, card_id(card))
        if seat.get("debt"):
            page.fill("#cities-debt", str(seat["debt"]))
        for age in seat.get("diplomacy", []):
            tick(page, f"cities-diplomacy-{age}")
        for tile in seat.get("tiles", []):
            tick(page, f"babel-tiles-{tile}")
        if i == 0:
            assert no_horizontal_scroll(page) <= 360, "the city with three expansions scrolls sideways"
        _saved(page)
        page.click("#next-city" if i < len(SEATS) - 1 else "#score")


def _referee(page, share: str, player: str, age: int, **fields) -> str:
    page.goto(share)
    page.click("a[href*='/referee?game=']")
    page.select_option("#player", player)
    tick(page, f"age-{age - 1}")
    for name, value in fields.items():
        page.select_option(f"#{name}", value)
    with page.expect_navigation():
        page.click("#check")
    arrive(page, "#verdict")
    assert re.search(r"/referee/r/[\w-]+$", page.url), page.url
    return page.inner_text("#verdict")


def _conflicts(page, share: str, age: int, away: set[int]) -> tuple[str, str]:
    """The Conflicts tab of the referee screen: the age, the shields the cities show (fields left
    blank) and who sits out with a Diplomacy token → (the verdict, Ира's tokens row)."""
    page.goto(share)
    page.click("a[href*='/referee?game=']")
    with page.expect_navigation():
        page.click("#tab-military")
    arrive(page, "#shields")
    tick(page, f"age-{age - 1}")
    for seat in range(len(SEATS)):
        page.locator(f"#cities-away-{seat}").set_checked(seat in away)
    with page.expect_navigation():
        page.click("#check")
    arrive(page, "#verdict")
    assert re.search(r"/referee/r/[\w-]+$", page.url), page.url
    return page.inner_text("#verdict"), " ".join(page.inner_text("#tokens-0").split())


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_five_players_with_leaders_cities_and_babel_entered_refereed_scored_saved_and_printed(page, lang):
    words = WORDS[lang]
    _setup(page, lang)
    _enter(page)
    arrive(page, "#score-sheet")
    assert sheet_row(page, "cat-leaders") == ["4", "2", "0", "0", "0"]          # Nefertiti, Aspasia
    assert sheet_row(page, "cat-cities") == ["4", "4", "6", "1", "0"]
    assert sheet_row(page, "cat-military") == ["18", "-2", "-1", "0", "-3"]
    debt = page.locator("#score-sheet tr.fact", has_text=words["debt"]).locator("td").all_inner_texts()
    assert debt == ["-2", "0", "-5", "0", "0"], debt
    page.fill("#title", f"Cities {lang}")
    page.click("#save")
    page.wait_for_url(re.compile(r"/e/[\w-]+$"))
    share = page.input_value("#share-link")
    # a recruitment in the Leaders section: Ира (8 coins) recruits Cleopatra (4 coins) at age I
    verdict = _referee(page, share, "Ира", 1, **{"leaders-leader": "Cleopatra", "leaders-use": "recruit"})
    assert verdict.splitlines()[0].strip() == words["legal"] and words["recruit"] in verdict, verdict
    # a black card with a coin loss: Борис builds the Hideout (free); every other player loses 1 coin
    verdict = _referee(page, share, "Борис", 1, card="Hideout")
    assert verdict.splitlines()[0].strip() == words["legal"] and words["loss"] in verdict, verdict
    # the diplomacy age on the Conflicts tab: Олег (Residence) sits out age II, so Ира (the Stockade, the
    # only shield) fights Софья and Борис and wins twice; with Олег present she beats Олег instead
    verdict, ira = _conflicts(page, share, 2, {1})
    assert words["away"] in verdict and ira == "Ира 1 +3, +3", (verdict, ira)
    verdict, ira = _conflicts(page, share, 2, set())
    assert words["away"] not in verdict and ira == "Ира 1 +3, +3", (verdict, ira)
    assert page.inner_text("#tokens-1").split()[-1] == "-1" and page.inner_text("#tokens-4").split()[-1] == "-1"
    # the PDF of the saved game: the rows in the reader's language
    page.goto(share)
    with page.expect_download() as info:
        page.click("#download-pdf")
    with open(info.value.path(), "rb") as fh:
        pdf = PdfReader(io.BytesIO(fh.read()))
        text = " ".join(" ".join(p.extract_text() for p in pdf.pages).split())
    for expected in (f"Cities {lang}", f"{words['leaders']} 4 2 0 0 0", f"{words['cities']} 4 4 6 1 0",
                     f"{words['debt']} -2 0 -5 0 0"):
        assert expected in text, (expected, text)
    assert not page.js_errors, page.js_errors
