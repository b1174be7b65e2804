"""The phone at a real table (issue 27, points 1–4), in Debian's chromium at 360×740: taps made
offline survive a reload and all arrive; only a real change on another phone is a conflict, shown
with both versions; every destructive action can be undone; a search or a typed list that finds
nothing says so and offers the closest names; error and conflict messages stay until dealt with.
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from conftest import PHONE, close
from test_entry import PLAYERS, card_id, document, new_game

pytestmark = pytest.mark.browser


def wait_for(predicate, page, tries=60):
    for _ in range(tries):
        if predicate():
            return True
        page.wait_for_timeout(100)
    return predicate()


def saved(page):
    """The last tap is stored (in any language: the status's class)."""
    expect(page.locator("#save-status")).to_have_class(re.compile(r"\bsaved\b"))


def city_url(page) -> str:
    return page.url.split("#")[0]


def ready_offline(page):
    """The service worker controls the page and keeps its copy (a reload online, as a phone does)."""
    page.evaluate("navigator.serviceWorker.ready")
    page.reload()
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.reload()
    page.wait_for_selector("#city-title")


def go_online(page):
    from playwright.sync_api import Error
    page.context.set_offline(False)
    try:                             # Chromium may have said so already (the page then reloads meanwhile)
        page.evaluate("window.dispatchEvent(new Event('online'))")
    except Error:
        pass


# -- 1. offline that loses nothing -----------------------------------------------------------------

@pytest.mark.parametrize("lang, offline", [("en", "Offline"), ("ru", "Нет сети"), ("uk", "Немає мережі")])
def test_taps_made_offline_survive_a_reload_and_all_arrive(page, lang, offline):
    page.goto(f"/lang/{lang}")
    token = new_game(page)
    ready_offline(page)
    page.click(f'label[for="{card_id("Baths")}"]')              # online: saved at once
    saved(page)
    page.context.set_offline(True)
    page.click(f'label[for="{card_id("Altar")}"]')
    page.fill("#coins", "7")
    page.locator("#coins").dispatch_event("change")
    expect(page.locator("#save-status")).to_have_text(re.compile("^" + offline))
    page.reload()                                               # offline: the service worker's copy
    page.wait_for_selector("#city-title")
    for card in ("Baths", "Altar"):                             # the city as last typed
        assert page.locator(f"#{card_id(card)}").is_checked(), card
    assert page.input_value("#coins") == "7"
    page.click(f'label[for="{card_id("Theater")}"]')            # one more tap, still offline
    assert "Theater" not in document_offline_safe(page, token)
    go_online(page)
    assert wait_for(lambda: {"Baths", "Altar", "Theater"} <= set(document(page, token)["players"][0]["cards"]), page)
    saved(page)
    assert document(page, token)["players"][0]["coins"] == 7
    # the phone's own earlier save is not taken for another phone's
    assert page.locator(".notice.conflict").count() == 0
    page.reload()
    for card in ("Baths", "Altar", "Theater"):
        assert page.locator(f"#{card_id(card)}").is_checked(), card
    assert not page.js_errors, page.js_errors


def document_offline_safe(page, token):
    """The server's cards for the first city, read by another route than the (offline) page."""
    import json
    import urllib.request
    base = page.url.split("/d/")[0]
    with urllib.request.urlopen(f"{base}/d/{token}/document.json") as r:
        return json.loads(r.read())["players"][0]["cards"]


@pytest.mark.parametrize("lang, coins, keep", [("en", "Coins", "Keep mine"), ("ru", "Монеты", "Оставить моё"),
                                               ("uk", "Монети", "Залишити моє")])
def test_a_change_on_another_phone_merges_or_is_shown_with_both_versions(page, browser, live_server, lang, coins, keep):
    page.goto(f"/lang/{lang}")
    token = new_game(page)
    url = city_url(page)
    page.click(f'label[for="{card_id("Baths")}"]')
    saved(page)
    page.context.set_offline(True)                              # phone A: offline, two taps
    page.click(f'label[for="{card_id("Altar")}"]')
    page.fill("#coins", "5")
    page.locator("#coins").dispatch_event("change")
    other = browser.new_context(viewport=PHONE, base_url=live_server.url)
    try:
        b = other.new_page()                                    # phone B: the same city, online
        b.goto(url)
        b.click(f'label[for="{card_id("Theater")}"]')
        saved(b)
        b.fill("#coins", "9")
        b.locator("#coins").dispatch_event("change")
        saved(b)
    finally:
        close(other)
    go_online(page)
    # the cards merge (each phone added one); the coins were changed on both: a choice, both shown
    conflict = page.locator(".notice.conflict")
    expect(conflict).to_be_visible()
    expect(conflict.locator("dt")).to_have_text(coins)
    expect(conflict.locator("dd.mine")).to_contain_text("5")
    expect(conflict.locator("dd.theirs")).to_contain_text("9")
    page.wait_for_timeout(2000)                                 # it stays: nothing replaces it
    expect(conflict).to_be_visible()
    assert document(page, token)["players"][0]["coins"] == 9    # nothing written over meanwhile
    conflict.get_by_role("button", name=keep).click()
    expect(conflict).to_have_count(0)
    saved(page)
    p = document(page, token)["players"][0]
    assert p["coins"] == 5 and {"Baths", "Altar", "Theater"} <= set(p["cards"]), p
    assert not page.js_errors, page.js_errors
    page.goto("/lang/en")


def test_a_tap_refused_because_another_phone_changed_the_city_is_merged_not_lost(page, browser, live_server):
    token = new_game(page)
    url = city_url(page)
    other = browser.new_context(viewport=PHONE, base_url=live_server.url)
    try:
        b = other.new_page()
        b.goto(url)
        b.click(f'label[for="{card_id("Theater")}"]')
        saved(b)
    finally:
        close(other)
    page.click(f'label[for="{card_id("Baths")}"]')              # made on the older page: 409, then merged
    page.wait_for_selector("#city-title")
    assert wait_for(lambda: {"Baths", "Theater"} <= set(document(page, token)["players"][0]["cards"]), page)
    expect(page.locator(f"#{card_id('Theater')}")).to_be_checked()
    expect(page.locator(f"#{card_id('Baths')}")).to_be_checked()


# -- 2. undo ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, removed, undo", [("en", "Oleg was removed.", "Undo"),
                                                 ("ru", "Oleg больше не за столом.", "Отменить"),
                                                 ("uk", "Oleg більше не за столом.", "Скасувати")])
def test_removing_a_player_is_undone_with_their_city(page, lang, removed, undo):
    page.goto(f"/lang/{lang}")
    token = new_game(page, PLAYERS[:4])
    page.click(f'label[for="{card_id("Baths")}"]')
    saved(page)
    page.click("#next-city")
    expect(page.locator("#city-title")).to_contain_text("Oleg")
    page.click(f'label[for="{card_id("Altar")}"]')
    saved(page)
    page.click("button[name=go][value=players]")
    page.wait_for_selector("#players-1-name")
    page.click('button[value="remove-1"]')                      # one tap, no dialog
    toast = page.locator(".notice.undo")
    expect(toast).to_contain_text(removed)
    assert [p["name"] for p in document(page, token)["players"]] == ["Ira", "Sofia", "Dan"]
    page.wait_for_timeout(1500)
    expect(toast).to_be_visible()                               # it stays (at least a minute)
    assert 60_000 <= int(page.get_attribute("form.undo-offer", "data-undo-ms")) <= 180_000
    toast.get_by_role("button", name=undo).click()
    page.wait_for_selector("#players-3-name")
    assert page.input_value("#players-1-name") == "Oleg"
    doc = document(page, token)
    assert [p["name"] for p in doc["players"]] == ["Ira", "Oleg", "Sofia", "Dan"]
    assert doc["players"][1]["cards"] == ["Altar"] and doc["players"][0]["cards"] == ["Baths"]
    assert not page.js_errors, page.js_errors


def test_changing_the_game_is_undone_with_the_boards_and_cities(page):
    token = new_game(page, PLAYERS[:3])
    page.click(f'label[for="{card_id("Baths")}"]')
    saved(page)
    page.click("button[name=go][value=players]")
    page.wait_for_selector("#game")
    page.select_option("#game", "7w2")
    toast = page.locator(".notice.undo")
    expect(toast).to_contain_text("The game was changed from")
    assert document(page, token)["game"] == "7w2"
    toast.get_by_role("button", name="Undo").click()
    expect(page.locator(".flash")).to_contain_text("Undone")
    doc = document(page, token)
    assert doc["game"] == "7w" and doc["players"][0]["cards"] == ["Baths"]
    assert doc["players"][0]["wonder"] == "Rhodos"


@pytest.mark.parametrize("lang, said, undo", [("en", "Taken off: Baths.", "Undo"),
                                              ("ru", "Карта снята: Бани.", "Отменить"),
                                              ("uk", re.compile(r"Карту знято: (Baths|Бани)\."), "Скасувати")])
def test_taking_a_card_off_is_undone_from_the_toast(page, lang, said, undo):
    page.goto(f"/lang/{lang}")
    token = new_game(page, PLAYERS[:3])
    page.click(f'label[for="{card_id("Baths")}"]')
    saved(page)
    page.click(f'label[for="{card_id("Baths")}"]')              # taken off
    toast = page.locator(".notice.undo")
    expect(toast.locator(".notice-text")).to_have_text(said)
    assert wait_for(lambda: document(page, token)["players"][0]["cards"] == [], page)
    toast.get_by_role("button", name=undo).click()
    expect(page.locator(f"#{card_id('Baths')}")).to_be_checked()
    assert wait_for(lambda: document(page, token)["players"][0]["cards"] == ["Baths"], page)
    page.goto("/lang/en")


# -- 3. searches and typed lists that answer -------------------------------------------------------

@pytest.mark.parametrize("lang, typed, near", [("en", "Altr", "Altar"), ("ru", "Алтрь", "Алтарь"),
                                               ("uk", "Вівтр", "Altar|Алтарь")])
def test_a_search_that_finds_nothing_says_so_and_offers_the_closest(page, lang, typed, near):
    page.goto(f"/lang/{lang}")
    new_game(page, PLAYERS[:3])
    page.fill("#card-search", typed)
    answer = page.locator("#search-answer")
    expect(answer).to_be_visible()
    expect(answer).to_contain_text(typed)
    answer.get_by_role("button", name=re.compile(near)).first.click()
    expect(page.locator(f"#{card_id('Altar')}")).to_be_checked()
    expect(answer).to_be_hidden()
    page.goto("/lang/en")


def test_ukrainian_words_find_their_cards(page):
    new_game(page, PLAYERS[:3])
    for typed, card in (("Вівтар", "Altar"), ("Лазні", "Baths"), ("Гільдія шпигунів", "Spies Guild")):
        page.fill("#card-search", typed)
        expect(page.locator(f'.chip:has(#{card_id(card)})')).to_be_visible()
        expect(page.locator(f'.chip:has(#{card_id("Lumber Yard")})')).to_be_hidden()


@pytest.mark.parametrize("lang, near", [("en", "Theater"), ("ru", "Театр"), ("uk", "Theater|Театр")])
def test_a_duel_search_answers_too(page, lang, near):
    page.goto(f"/lang/{lang}")
    page.goto("/games/new")
    page.select_option("#game", "duel")
    page.wait_for_url(re.compile(r"/d/[\w-]+/players"))
    page.fill("#players-0-name", "Ana")
    page.fill("#players-1-name", "Bo")
    page.click("#next")
    page.wait_for_selector("#city-title")
    page.fill("#card-search", "Вівтар")
    expect(page.locator('.chip:has(#cards-altar)')).to_be_visible()
    page.fill("#card-search", "Thester")
    answer = page.locator("#search-answer")
    expect(answer).to_contain_text("Thester")
    answer.get_by_role("button", name=re.compile(near)).first.click()
    expect(page.locator("#cards-theater")).to_be_checked()


@pytest.mark.parametrize("lang, said, near", [("en", "Saved (check the marked fields)", "Lumber Yard"),
                                              ("ru", "Сохранено (проверьте отмеченные поля)", "Lumber Yard|Лесоповал"),
                                              ("uk", "Збережено (перевірте позначені поля)", "Lumber Yard|Лесоповал")])
def test_a_typo_in_add_cards_by_name_is_kept_and_marked(page, lang, said, near):
    page.goto(f"/lang/{lang}")
    token = new_game(page, PLAYERS[:3])
    page.fill("#cards_text", "Baths, Lumbr Yard")
    page.locator("#cards_text").blur()
    status = page.locator("#save-status")
    expect(status).to_have_text(said)
    expect(page.locator(f"#{card_id('Baths')}")).to_be_checked()              # the name found is ticked
    expect(page.locator("#cards_text")).to_have_value("Lumbr Yard")           # the unknown one stays
    marked = page.locator("#cards_text-errors .unknown-card")
    expect(marked).to_contain_text("Lumbr Yard")
    marked.get_by_role("button", name=re.compile(near)).first.click()         # one tap fixes it
    expect(page.locator(f"#{card_id('Lumber Yard')}")).to_be_checked()
    expect(page.locator("#cards_text")).to_have_value("")
    expect(page.locator("#cards_text-errors")).to_be_hidden()
    assert wait_for(lambda: sorted(document(page, token)["players"][0]["cards"]) == ["Baths", "Lumber Yard"], page)


# -- 4. messages that can be read ------------------------------------------------------------------

@pytest.mark.parametrize("lang, dismiss", [("en", "Dismiss"), ("ru", "Закрыть"), ("uk", "Закрити")])
def test_an_error_stays_until_dismissed_even_after_a_later_save(page, lang, dismiss):
    page.goto(f"/lang/{lang}")
    new_game(page, PLAYERS[:3])
    refused = {"done": False}

    def once(route):
        if not refused["done"] and route.request.method == "POST":
            refused["done"] = True
            route.fulfill(status=400, content_type="application/json",
                          body='{"saved": false, "errors": ["The page sat open too long."]}')
        else:
            route.continue_()
    page.route(re.compile(r".*/city/.*"), once)
    page.click(f'label[for="{card_id("Baths")}"]')
    notice = page.locator(".notice.error")
    expect(notice).to_contain_text("The page sat open too long.")
    page.click(f'label[for="{card_id("Altar")}"]')               # a later tap saves...
    saved(page)
    page.wait_for_timeout(1500)
    expect(notice).to_be_visible()                               # ...and the message is still there
    notice.get_by_role("button", name=dismiss).click()
    expect(notice).to_have_count(0)
