"""Every page a player can reach, at 360×740 in en, ru and uk, in Debian's chromium: nothing wider
than the phone (issue 27, point 6: "every screen checked at 360 px in en/ru/uk").

The pages come from the app's URL map: each GET route that answers a page is crawled with the
tables it needs (a draft and a saved game of every game and expansion, a referee verdict of each
referee screen, a table in table mode seen by its host, a seat and a newcomer); a route that is
not a page, or that only redirects to one crawled here, is listed in ``NOT_PAGES`` with its reason,
so a new page cannot be left out unnoticed (``test_every_page_of_the_url_map_is_crawled``).

A page passes when the document is no wider than the screen and no element reaches past the
screen's edge or scrolls sideways, except inside a box made for it: a wide table in
``.table-scroll``, or a strip marked ``data-scroll-x`` (the entry screens' tabs: one per player).
"""
from __future__ import annotations

import hashlib
import re
import secrets

import pytest

from conftest import PHONE, close

pytestmark = pytest.mark.browser

LANGS = ("en", "ru", "uk")
CYRILLIC = "[а-яёіїєґ]"
DEVICE, SEAT_DEVICE = "overflow-host-" + "a" * 16, "overflow-seat-" + "b" * 16

# GET routes that are not pages a player reads, or that only redirect to one crawled here
NOT_PAGES = {
    "static": "files (CSS, scripts, icons)",
    "healthz": "a health check for the host, plain text",
    "set_language": "redirects back to the page it was pressed on",
    "pwa.manifest": "the web app manifest (JSON)",
    "pwa.service_worker": "the service worker (JavaScript)",
    "api.api_catalogue": "JSON API", "api.api_games": "JSON API", "api.api_entry": "JSON API",
    "api.openapi": "JSON API description",
    "exchange.export_history": "a JSON download", "exchange.export_game": "a JSON download",
    "drafts.document_json": "the draft's JSON document",
    "drafts.resume": "redirects to the draft's last screen (crawled)",
    "drafts.edit_cities": "redirects to a draft of the saved game (its cities are crawled)",
    "drafts.edit_players": "redirects to a draft of the saved game (its players screen is crawled)",
    "table.live_json": "the live sheet's JSON (its HTML is crawled inside the table pages)",
    "table.view_json": "the live sheet's JSON", "table.qr": "a PNG image",
    "sheets.book_pdf": "a PDF", "sheets.game_pdf": "a PDF",
    "sheets.export_csv": "a CSV download", "sheets.export_json": "a JSON download",
}

# the overflow check, run in the page: what reaches past the screen or scrolls sideways, outside a
# box made to scroll (``.table-scroll``, ``[data-scroll-x]``); what a clipping box hides is not seen
FIND_OVERFLOW = """() => {
  const W = document.documentElement.clientWidth, out = [];
  const name = el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
  const meant = el => el.closest('.table-scroll, [data-scroll-x]') !== null;
  const clipped = from => {
    for (let p = from; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX !== 'visible' || s.clip !== 'auto' && s.clip !== '') return true;
    }
    return false;
  };
  if (document.documentElement.scrollWidth > W) out.push('the page is ' + document.documentElement.scrollWidth + ' px wide');
  for (const el of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden' || meant(el)) continue;
    if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0
        && !['TEXTAREA', 'INPUT', 'SELECT'].includes(el.tagName))
      out.push(name(el) + ' scrolls sideways: ' + el.scrollWidth + ' px of content in ' + el.clientWidth + ' px');
    const r = el.getBoundingClientRect();
    // (wholly left of the page: out of sight on purpose, as a form's default button; nothing scrolls to it)
    if (r.width < 2 || r.height < 2 || r.right <= 0 || (r.right <= W + 0.5 && r.left >= -0.5)) continue;
    if (!clipped(el.parentElement)) out.push(name(el) + ' reaches ' + Math.round(r.left) + '..' + Math.round(r.right) + ' px');
  }
  // a word longer than its box spills out of it without widening the box: the text itself is measured
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT), range = document.createRange();
  while (walk.nextNode()) {
    const text = walk.currentNode, el = text.parentElement;
    if (!text.textContent.trim() || meant(el) || clipped(el)) continue;
    range.selectNodeContents(text);
    const r = range.getBoundingClientRect();
    if (r.width >= 2 && r.right > W + 0.5)
      out.push(name(el) + ' text "' + text.textContent.trim().slice(0, 40) + '" reaches ' + Math.round(r.right) + ' px');
  }
  return out;
}"""


def _mark(device: str) -> str:
    return hashlib.sha256(("seat:" + device).encode()).hexdigest()[:16]     # wonders.web.authority.mark


def _tables() -> dict[str, dict]:
    """A table document of every game and of every expansion (its example with the most players)."""
    from scoring import games
    out = {}
    for gid in ("7w", "7w2", "duel", "architects"):
        game = games.get(gid)
        out[gid] = max(game.examples(), key=lambda d: len(d["players"]))
        for expansion in game.expansions:
            out[f"{gid}+{expansion.id}"] = max(expansion.examples(), key=lambda d: len(d["players"]))
    return out


def _store(app, tables: dict[str, dict]) -> dict[str, list[str]]:
    """Drafts, saved games and tables in table mode, straight into the app's database: the
    endpoint → the addresses to crawl."""
    from wonders.drafts import state_from_document
    from wonders.extensions import db
    from wonders.models import Draft, Game, store_result
    from wonders.web.table_codes import new_code

    urls: dict[str, list[str]] = {}

    def add(endpoint, url):
        urls.setdefault(endpoint, []).append(url)
    with app.test_request_context():
        for key, doc in tables.items():
            draft = Draft(state=state_from_document(doc), device=DEVICE)
            game = Game(device=DEVICE)
            store_result(game, doc)
            db.session.add_all([draft, game])
            db.session.commit()
            pid = draft.state["players"][0]["id"]
            add("setup.players", f"/d/{draft.token}/players")
            add("city.city", f"/d/{draft.token}/city/{pid}")
            add("score_sheet.score_page", f"/d/{draft.token}/score")
            add("games.shared", f"/g/{game.share_token}")
            if "+" not in key:          # (an expansion's referee sections are crawled on its verdict page)
                add("games.edit", f"/e/{game.edit_token}")
                add("referee.check", f"/referee?draft={draft.token}")
            else:
                add("referee.asked", f"/referee?draft={draft.token}")
            if key == "7w":
                add("games.delete", f"/e/{game.edit_token}/delete")
                add("referee.trade", f"/referee/trade?draft={draft.token}")
                add("stats.player", f"/stats/player/{doc['players'][0]['name']}")
            if key == "architects":
                add("referee.architects", f"/referee/architects?draft={draft.token}")
        for status in ("open", "locked"):           # table mode: the host's page, a seat's, a newcomer's
            state = state_from_document(tables["7w"])
            state["players"][1]["seat_by"] = _mark(SEAT_DEVICE)
            draft = Draft(state=state, device=DEVICE, code=new_code(), view_token=secrets.token_urlsafe(16),
                          table_status=status)
            db.session.add(draft)
            db.session.commit()
            add("table.page", f"/d/{draft.token}/table")
            add("table.view", f"/t/{draft.view_token}")
            add("join.join", f"/j/{draft.code}")
            add("seat", f"/d/{draft.token}/city/{state['players'][1]['id']}")
            add("seat", f"/d/{draft.token}/table")
    return urls


def _verdicts(browser, live_server, urls: dict[str, list[str]]) -> None:
    """A question asked on each referee screen of each table: its verdict page ``/referee/r/<id>``."""
    context = browser.new_context(viewport=PHONE, base_url=live_server.url, service_workers="block")
    context.add_cookies([{"name": "device", "value": DEVICE, "url": live_server.url}])
    try:
        pg = context.new_page()
        for asked in urls["referee.check"] + urls.pop("referee.asked") + urls["referee.trade"] + \
                urls["referee.architects"]:
            pg.goto(asked)
            _ask(pg)
            with pg.expect_navigation():
                pg.click("#check")
            assert "/referee/r/" in pg.url, f"{asked} answered at {pg.url}"
            urls.setdefault("referee.ruling", []).append(pg.url.removeprefix(live_server.url))
    finally:
        close(context)


def _ask(pg) -> None:
    """A question as a player asks it: the first choice of each list and of each row of options."""
    pg.evaluate("""() => {
      const form = document.getElementById('referee-form');
      for (const s of form.querySelectorAll('select')) {
        const o = [...s.options].find(o => o.value !== '' && !o.disabled);
        if (s.value === '' && o) s.value = o.value;
      }
      const groups = new Set([...form.querySelectorAll('input[type=radio]')].map(r => r.name));
      for (const g of groups) {
        const radios = [...form.querySelectorAll(`input[type=radio][name="${g}"]`)];
        if (!radios.some(r => r.checked)) radios[0].checked = true;
      }
    }""")


@pytest.fixture(scope="module")
def site(browser, live_server) -> dict[str, list[str]]:
    """The endpoint → the addresses that show it (with the tables they need stored first)."""
    app = live_server.app
    urls = _store(app, _tables())
    _verdicts(browser, live_server, urls)
    with app.test_request_context():
        from flask import url_for
        for rule in app.url_map.iter_rules():
            if "GET" in rule.methods and not rule.arguments and rule.endpoint not in NOT_PAGES:
                urls.setdefault(rule.endpoint, []).append(url_for(rule.endpoint))
    urls["errors"] = ["/d/no-such-draft/players", "/g/no-such-game"]            # 404 pages
    return urls


def test_every_page_of_the_url_map_is_crawled(site, live_server):
    gets = {rule.endpoint for rule in live_server.app.url_map.iter_rules() if "GET" in rule.methods}
    left_out = gets - set(site) - set(NOT_PAGES)
    assert not left_out, f"pages nobody crawls at 360 px (crawl them, or say why in NOT_PAGES): {left_out}"


def _phone(browser, live_server, lang: str, device: str):
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, base_url=live_server.url,
                                  locale="en-GB", service_workers="block")
    context.add_cookies([{"name": "lang", "value": lang, "url": live_server.url},
                         {"name": "device", "value": device, "url": live_server.url}])
    context.set_default_timeout(15_000)
    return context


def _check(pg, url: str, lang: str) -> list[str]:
    answer = pg.goto(url)
    assert answer is not None and answer.status < 500, f"{url}: {answer and answer.status}"
    assert pg.locator("html").get_attribute("lang") == lang, url
    pg.wait_for_load_state("load")
    return _measure(pg, url, lang)


def _measure(pg, url: str, lang: str) -> list[str]:
    """The page in its language (its catalogue compiled: an English page would prove nothing in
    ru/uk), every folded part unfolded, then measured."""
    menu = pg.inner_text("header.top")
    assert (re.search(CYRILLIC, menu) is not None) == (lang != "en"), f"{url} is not in {lang}: {menu[:200]}"
    pg.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
    return [f"{url}: {problem}" for problem in pg.evaluate(FIND_OVERFLOW)]


@pytest.mark.parametrize("lang", LANGS)
def test_no_page_is_wider_than_a_phone(site, browser, live_server, lang):
    found: list[str] = []
    host = _phone(browser, live_server, lang, DEVICE)
    seat = _phone(browser, live_server, lang, SEAT_DEVICE)
    try:
        pg, seat_pg = host.new_page(), seat.new_page()
        for endpoint, urls in sorted(site.items()):
            for url in urls:
                found += _check(seat_pg if endpoint == "seat" else pg, url, lang)
        found += _stale_players(pg, site["setup.players"][0], lang)
    finally:
        close(host)
        close(seat)
    assert not found, f"{len(found)} overflows at 360 px in {lang}:\n" + "\n".join(found)


def _stale_players(pg, url: str, lang: str) -> list[str]:
    """The 409 answer: the players sent from a page older than the last change."""
    pg.goto(url)
    pg.evaluate("document.querySelector('form input[name=rev]').value = '999'")
    with pg.expect_navigation():
        pg.click("#next")
    assert pg.locator(".flash, .notice").count() > 0, "the stale change is said"
    return _measure(pg, f"{url} (409)", lang)
