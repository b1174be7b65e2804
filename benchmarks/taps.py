"""Taps and scrolling for a fixed set of cities on a 360×740 phone (issue 27, point 9).

    .venv/bin/python benchmarks/taps.py            # or: make bench-taps

Serves the app on a loopback port with its own SQLite file, drives Debian's chromium through
Playwright (never a downloaded browser: ``apt-get install chromium``, as the browser tests), and enters:

* **7w**: a typical end-of-game 1st-edition city at a 5-player table (18 cards, 2 wonder stages,
  6 coins, two 1-point and one 3-point victory, one defeat);
* **duel**: a typical end-of-game Duel city (15 cards, 3 wonders built, 2 progress tokens, 9 coins,
  the conflict pawn 3 spaces toward the rival's capital).

Each city is entered by each path the screen offers: **tapping** every chip (``tap``); **finding** each
card in the pinned search bar (``search``: one tap into it, then each name typed and Enter, which ticks
the match: as few letters as leave that card alone, or name it exactly); and, on the 1st edition's screen, **typing** the names into "Add cards by name" (``names``).  A tap
is a touch on the screen; a keystroke is one key on the phone's keyboard (counted separately: a
name costs its letters and its comma).  Scrolling is summed as a thumb does it: just enough to bring
each target between the pinned search bar and the bottom bar.  The figures are printed as a table
and kept in ``benchmarks/README.md``; the city is then checked on the server (every card arrived).
"""
from __future__ import annotations

import json
import os
import re
import shutil
import sys
import tempfile
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

PHONE = {"width": 360, "height": 740}
CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None)
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TARGETS = {"7w": (15, 1), "duel": (18, 2)}
PATHS = (("7w", "tap"), ("7w", "search"), ("7w", "names"), ("duel", "tap"), ("duel", "search"))        # taps, screens of scrolling (issue 27, point 9)

PLAYERS_7W = [("Ira", "Rhodos", "A"), ("Oleg", "Gizah", "B"), ("Sofia", "Babylon", "A"),
              ("Dan", "Ephesos", "B"), ("Eve", "Olympia", "A")]
CITY_7W = {"stage": 2, "coins": "6", "wins1": 2, "wins3": 1, "defeats": 1, "cards": [
    "Lumber Yard", "Clay Pool", "Sawmill", "Loom", "Press", "Baths", "Aqueduct", "Temple", "Statue",
    "Tavern", "Forum", "Stockade", "Stables", "Apothecary", "Library", "University", "Academy",
    "Scientists Guild"]}
CITY_DUEL = {"pawn": 3, "coins": "9", "cards": [
    "Lumber Yard", "Clay Pool", "Glassworks", "Baths", "Tavern", "Stable", "Workshop", "Brickyard",
    "Library", "Statue", "Arsenal", "Forum", "Observatory", "Palace", "Merchants Guild"],
    "wonders": ["The Pyramids", "The Colossus", "The Great Library"], "progress": ["Agriculture", "Law"]}


class Phone:
    """A phone: taps and keystrokes counted, scrolling summed as a thumb scrolls."""

    def __init__(self, page):
        self.page, self.taps, self.keys, self.scrolled = page, 0, 0, 0

    def reveal(self, locator) -> None:
        box = locator.bounding_box()
        top = self.page.evaluate("(() => { const s = document.querySelector('.search-bar');"
                                 " return s ? Math.max(0, s.getBoundingClientRect().bottom) : 0; })()")
        bottom = self.page.evaluate("(() => { const b = document.querySelector('.bottom-bar');"
                                    " return b ? b.getBoundingClientRect().top : window.innerHeight; })()")
        delta = 0
        if box["y"] + box["height"] > bottom:
            delta = box["y"] + box["height"] - bottom + 8
        elif box["y"] < top:
            delta = box["y"] - top - 8
        if delta:
            before = self.page.evaluate("window.scrollY")
            self.page.evaluate(f"window.scrollBy(0, {delta})")
            self.scrolled += abs(self.page.evaluate("window.scrollY") - before)

    def tap(self, selector: str) -> None:
        target = self.page.locator(selector).first
        self.reveal(target)
        target.click()
        self.taps += 1

    def tick(self, input_id: str) -> None:
        self.tap(f'label[for="{input_id}"]')
        if not self.page.locator(f"#{input_id}").is_checked():
            raise AssertionError(f"{input_id} was not ticked")

    def type_into(self, selector: str, text: str) -> None:
        self.tap(selector)
        self.page.locator(selector).fill(text)
        self.keys += len(text)

    def find(self, names: list[str], checkbox) -> None:
        """One tap into the search bar, then for each name its first letters, as few as make Enter
        tick it (a player stops typing when one card is left), and Enter."""
        self.tap("#card-search")
        box = self.page.locator("#card-search")
        for name in names:
            for k in range(1, len(name) + 1):
                box.fill(name[:k])
                box.press("Enter")
                if checkbox(name).is_checked():
                    self.keys += k + 1
                    break
            else:
                raise AssertionError(f"Enter did not tick {name}")

    def saved(self) -> None:
        from playwright.sync_api import expect
        expect(self.page.locator("#save-status")).to_have_class(re.compile(r"\bsaved\b"))


def card_id(prefix: str, name: str) -> str:
    return prefix + name.lower().replace(" ", "-").replace("'", "")


def new_7w(page) -> str:
    page.goto("/games/new")
    for i in range(len(PLAYERS_7W) - 3):
        page.click("#add-player")
        page.wait_for_selector(f"#players-{i + 3}-name")
    for i, (name, wonder, side) in enumerate(PLAYERS_7W):
        page.fill(f"#players-{i}-name", name)
        page.select_option(f"#players-{i}-wonder", wonder)
        page.select_option(f"#players-{i}-side", side)
    page.click("#next")
    page.wait_for_selector("#city-title")
    return re.search(r"/d/([\w-]+)/", page.url).group(1)


def new_duel(page) -> str:
    page.goto("/games/new")
    page.select_option("#game", "duel")
    page.wait_for_url(re.compile(r"/d/[\w-]+/players"))
    page.fill("#players-0-name", "Ana")
    page.fill("#players-1-name", "Bo")
    page.click("#next")
    page.wait_for_selector("#city-title")
    return re.search(r"/d/([\w-]+)/", page.url).group(1)


def enter_7w(phone: Phone, path: str) -> None:
    city = CITY_7W
    phone.tick(f"stages-{city['stage']}")
    phone.type_into("#coins", city["coins"])
    for field in ("wins1", "wins3", "wins5", "defeats"):
        if city.get(field):
            phone.tick(f"{field}-{city[field]}")
    checkbox = lambda name: phone.page.locator(f"#{card_id('card-', name)}")     # noqa: E731
    if path == "names":
        phone.type_into("#cards_text", ", ".join(city["cards"]))
        phone.page.locator("#cards_text").blur()
    elif path == "search":
        phone.find(city["cards"], checkbox)
    else:
        for card in city["cards"]:
            phone.tick(card_id("card-", card))
    phone.saved()


def enter_duel(phone: Phone, path: str) -> None:
    city = CITY_DUEL
    phone.tick(f"tbl-conflict-{city['pawn']}")
    phone.type_into("#n-coins", city["coins"])
    names = city["cards"] + city["wonders"] + city["progress"]
    checkbox = lambda name: phone.page.locator(f'input[type=checkbox][value="{name}"]').first   # noqa: E731
    if path == "search":
        phone.find(names, checkbox)
    else:
        for name in names:
            phone.tick(checkbox(name).get_attribute("id"))
    phone.saved()


def held(doc: dict, seat: int) -> set[str]:
    p = doc["players"][seat]
    names = set(p.get("cards") or [])
    for key in ("wonders", "progress"):
        names |= set(p.get(key) or [])
    return names


def run_one(browser, base_url: str, game: str, path: str, lang: str = "en") -> dict:
    """One city entered on a phone whose interface speaks ``lang`` (the figures kept are English's)."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, base_url=base_url, locale="en-GB")
    context.add_cookies([{"name": "lang", "value": lang, "url": base_url}])
    context.set_default_timeout(15_000)
    page = context.new_page()
    try:
        token = (new_7w if game == "7w" else new_duel)(page)
        page.evaluate("window.scrollTo(0, 0)")
        phone = Phone(page)
        (enter_7w if game == "7w" else enter_duel)(phone, path)
        phone.tap("#next-city")                  # the city is done: on to the next player
        page.wait_for_load_state()
        doc = json.loads(page.request.get(f"/d/{token}/document.json").text())
        want = set(CITY_7W["cards"]) if game == "7w" else set(
            CITY_DUEL["cards"] + CITY_DUEL["wonders"] + CITY_DUEL["progress"])
        missing = want ^ held(doc, 0)            # nothing missing, nothing ticked by mistake
        height = page.evaluate("document.documentElement.scrollHeight")
        return {"game": game, "path": path, "taps": phone.taps, "keys": phone.keys,
                "scrolled": round(phone.scrolled), "screens": round(phone.scrolled / PHONE["height"], 2),
                "page": height, "missing": sorted(missing)}
    finally:
        context.close()


def serve():
    from werkzeug.serving import make_server

    from app import create_app
    from wonders.extensions import db

    db_file = Path(tempfile.mkdtemp(prefix="taps-")) / "taps.sqlite3"
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{db_file}", "SECRET_KEY": "taps-benchmark"})
    with app.app_context():
        db.create_all()
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, name="taps-server", daemon=True).start()
    return server


def main() -> int:
    if CHROMIUM is None:
        print("Debian's chromium is not installed: apt-get install chromium (or make browser-deps)", file=sys.stderr)
        return 2
    import logging
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    from playwright.sync_api import sync_playwright
    server = serve()
    rows = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                for game, path in PATHS:
                    rows.append(run_one(browser, f"http://127.0.0.1:{server.server_port}", game, path))
            finally:
                browser.close()
    finally:
        server.shutdown()
    print("| city | path | taps | keystrokes | scrolled (px) | screens | page height (px) | target | met |")
    print("|---|---|---:|---:|---:|---:|---:|---|---|")
    bad = False
    for r in rows:
        taps, screens = TARGETS[r["game"]]
        met = r["taps"] <= taps and r["screens"] <= screens and not r["missing"]
        print(f"| {r['game']} | {r['path']} | {r['taps']} | {r['keys']} | {r['scrolled']} | {r['screens']} | "
              f"{r['page']} | ≤ {taps} taps, ≤ {screens} screen{'s' if screens > 1 else ''} | {'yes' if met else 'no'} |")
        if r["missing"]:
            bad = True
            print(f"  {r['game']}/{r['path']}: missing or extra on the server: {', '.join(r['missing'])}", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
