"""Drafts: a game being entered lives on the server, at its own address, from the first screen.

Every screen is a GET of the draft (reload, Back, Forward and another phone show the saved
state); every post is answered with a redirect; cities belong to players, not seats.
"""
from __future__ import annotations

import html
import json
import re
from datetime import datetime, timedelta, timezone

import pytest

from wonders.extensions import db
from wonders.models import Draft, Game
from helpers import city_rev, details_rev, players_rev

SETUP = {"game": "7w", "military_mode": "tokens",
         "players-0-name": "Ira", "players-0-wonder": "Rhodos", "players-0-side": "A",
         "players-1-name": "Oleg", "players-1-wonder": "Olympia", "players-1-side": "B",
         "players-2-name": "Cleo", "players-2-wonder": "Gizah", "players-2-side": "B",
         "players-3-name": "Dan", "players-3-wonder": "Babylon", "players-3-side": "A"}
CITIES = {
    "Ira": {"stages": "2", "coins": "7", "cards": ["Lumber Yard", "Baths", "Altar"], "wins1": "1", "defeats": "1"},
    "Oleg": {"stages": "3", "coins": "4", "cards": ["Stone Pit", "Stockade", "Barracks"], "wins1": "2"},
    "Cleo": {"stages": "1", "coins": "11", "cards": ["Clay Pool", "Theater"], "defeats": "1"},
    "Dan": {"stages": "0", "coins": "2", "cards": ["Ore Vein", "Apothecary"], "defeats": "1"},
}


def store_draft_meanwhile(token: str, state: dict) -> None:
    """Another phone (another process, its own connection) stores a draft's state and bumps its
    version while this request holds the old one (inside an app context)."""
    with db.engine.begin() as conn:
        conn.execute(db.text("UPDATE drafts SET state = :s, version = version + 1 WHERE token = :t"),
                     {"s": json.dumps(state), "t": token})


def start(client, **over) -> str:
    """Fill the players screen and press "Enter cities"; returns the draft's token."""
    r = client.post("/games/new", data=dict(SETUP, action="next", **over))
    assert r.status_code == 302
    m = re.match(r"/d/([\w-]+)/", r.headers["Location"])
    assert m, r.headers["Location"]
    return m.group(1)


def state(app, token: str) -> dict:
    with app.app_context():
        return db.session.scalar(db.select(Draft).where(Draft.token == token)).state


def pid(app, token: str, name: str) -> str:
    return next(p["id"] for p in state(app, token)["players"] if p["name"] == name)


def post_city(client, token: str, player_id: str, go: str = "stay", **fields):
    data = {"go": go, "stages": "0", "coins": "0", "defeats": "0", "wins1": "0", "wins3": "0", "wins5": "0"}
    data.update(fields)
    data.setdefault("rev", city_rev(client.application, token, player_id))   # as the page shows it
    return client.post(f"/d/{token}/city/{player_id}", data=data)


def fill_cities(client, app, token: str) -> None:
    for name, fields in CITIES.items():
        assert post_city(client, token, pid(app, token, name), **fields).status_code == 302


def setup_rows(client, token: str) -> dict:
    """The players screen as the browser would post it back (ids included)."""
    page = client.get(f"/d/{token}/players").get_data(as_text=True)
    data = {"game": "7w", "military_mode": "tokens"}
    for tag in re.findall(r"<input [^>]*>", page):
        name = re.search(r'name="(players-\d+-(?:id|name))"', tag)
        value = re.search(r'value="([^"]*)"', tag)
        if name:
            data[name.group(1)] = html.unescape(value.group(1)) if value else ""
        if 'name="rev"' in tag:
            data["rev"] = value.group(1)
    for key in re.findall(r'<select id="(players-\d+-(?:wonder|side))"', page):
        chosen = re.search(rf'<select id="{key}".*?<option selected value="(\w*)"', page, re.S)
        data[key] = chosen.group(1) if chosen else ""
    return data


def cities_by_name(app, token: str) -> dict:
    return {p["name"]: (p["cards"], p["coins"], p["stages"]) for p in state(app, token)["players"]}


def test_the_first_screen_creates_the_draft_and_every_screen_is_a_get(client, app):
    token = start(client)
    ira = pid(app, token, "Ira")
    r = post_city(client, token, ira, go=f"p:{pid(app, token, 'Oleg')}", **CITIES["Ira"])
    assert r.status_code == 302 and r.headers["Location"].endswith(f"/city/{pid(app, token, 'Oleg')}")
    # reload, Back to Ira's city, another phone: the saved state every time
    for _ in range(2):
        page = client.get(f"/d/{token}/city/{ira}").get_data(as_text=True)
        assert re.search(r'name="coins" type="text" value="7"', page)
        for card in CITIES["Ira"]["cards"]:
            assert re.search(rf'value="{card}" id="[\w-]+" checked', page), card
    other = app.test_client()
    page = other.get(f"/d/{token}/city/{ira}").get_data(as_text=True)
    assert 'id="city-title">Ira' in page and re.search(r'value="Baths" id="card-baths" checked', page)
    # the draft reopens where it was left
    assert client.get(f"/d/{token}").headers["Location"].endswith(f"/city/{ira}")
    # the draft pages are never served from the browser's cache
    assert client.get(f"/d/{token}/city/{ira}").headers["Cache-Control"] == "no-store"


def test_cities_follow_players_when_one_is_removed_or_moved(client, app):
    token = start(client)
    fill_cities(client, app, token)
    before = cities_by_name(app, token)
    # remove Oleg (the second row): everyone else keeps their own city
    r = client.post(f"/d/{token}/players", data=dict(setup_rows(client, token), action="remove-1"))
    assert r.status_code == 302
    after = cities_by_name(app, token)
    assert "Oleg" not in after and {n: after[n] for n in after} == {n: before[n] for n in after}
    # move Dan up: he now sits second, with his own city
    client.post(f"/d/{token}/players", data=dict(setup_rows(client, token), action="up-2"))
    players = state(app, token)["players"]
    assert [p["name"] for p in players] == ["Ira", "Dan", "Cleo"]
    assert cities_by_name(app, token) == {n: before[n] for n in ("Ira", "Dan", "Cleo")}
    # adding a player gives a new, empty city and changes nobody else's
    client.post(f"/d/{token}/players", data=dict(setup_rows(client, token), action="add"))
    players = state(app, token)["players"]
    assert len(players) == 4 and players[3]["cards"] == [] and len({p["id"] for p in players}) == 4
    assert {k: v for k, v in cities_by_name(app, token).items() if k} == {n: before[n] for n in ("Ira", "Dan", "Cleo")}


def test_an_old_page_of_a_removed_player_changes_nobody(client, app):
    token = start(client)
    oleg = pid(app, token, "Oleg")
    client.post(f"/d/{token}/players", data=dict(setup_rows(client, token), action="remove-1"))
    r = post_city(client, token, oleg, go="score", coins="40")
    assert r.status_code == 302 and r.headers["Location"].endswith("/players")
    assert all(p["coins"] != 40 for p in state(app, token)["players"])


@pytest.mark.parametrize("fields, field, message", [
    ({"coins": "abc"}, "coins", "Not a valid integer value"),
    ({"wins1": "9"}, "wins1", "enter a whole number from 0 to 6"),
    ({"cards_text": "Baths, Lumbr Yard"}, "cards_text", "did you mean 'Lumber Yard'?"),
])
def test_what_was_typed_survives_a_reload_with_its_error(client, app, web, fields, field, message):
    token = start(client)
    ira = pid(app, token, "Ira")
    r = post_city(client, token, ira, go=f"p:{pid(app, token, 'Oleg')}", stages="1", **fields)
    assert r.headers["Location"].endswith(f"/city/{ira}#error-summary")   # stays, on the problem
    for _ in range(2):                                               # and a reload shows it again
        r = client.get(f"/d/{token}/city/{ira}")
        page = r.get_data(as_text=True)
        assert r.status_code == 422
        assert any(message in e for e in web.errors(page, field)), web.errors(page, field)
        assert 'id="error-summary"' in page and f'href="#{field}"' in page
        if field == "wins1":         # a count is a row of pills: none is ticked for a value out of range
            assert not re.search(r'name="wins1" value="\d" id="wins1-\d" checked', page)
        else:
            typed = {"coins": "abc", "cards_text": "Lumbr Yard"}[field]   # known names were ticked
            assert f'value="{typed}"' in page or re.search(rf">\s*{typed}</textarea>", page)
    # the valid parts of the same post were kept, and the score waits for the fix
    assert state(app, token)["players"][0]["stages"] == 1
    if field == "cards_text":
        assert state(app, token)["players"][0]["cards"] == ["Baths"]
    r = client.get(f"/d/{token}/score")
    assert r.status_code == 422 and 'id="city-title">Ira' in r.get_data(as_text=True)


def test_autosave_answers_with_the_running_totals(client, app):
    token = start(client)
    ira = pid(app, token, "Ira")
    r = client.post(f"/d/{token}/city/{ira}", headers={"X-Autosave": "1"},
                    data=dict(CITIES["Ira"], go="stay", wins3="0", wins5="0", rev=city_rev(app, token, ira)))
    assert r.status_code == 200 and r.is_json
    body = r.get_json()
    assert body["saved"] is True and body["invalid"] == []
    # the other cities hold no tokens yet: military is pending, the rest is counted
    # (treasury 7 // 3 = 2, Baths 3, Altar 2, Rhodos A stage 1 = 3 VP; stage 2 gives shields)
    assert body["live"]["military_pending"] is True
    assert next(p["total"] for p in body["live"]["players"] if p["name"] == "Ira") == 10
    # every city entered: military counts (+1 and -1 for Ira) and is no longer pending
    fill_cities(client, app, token)
    body = client.post(f"/d/{token}/city/{ira}", headers={"X-Autosave": "1"},
                       data=dict(CITIES["Ira"], go="stay", wins3="0", wins5="0",
                                 rev=city_rev(app, token, ira))).get_json()
    assert body["live"]["military_pending"] is False
    totals = {p["name"]: p["total"] for p in body["live"]["players"]}
    # Oleg: tokens +1 +1, 4 coins // 3 = 1, Olympia B stage 2 = 5 VP
    assert totals["Ira"] == 10 and totals["Oleg"] == 2 + 1 + 5


def test_new_game_page_autosave_creates_the_draft(client, app):
    r = client.post("/games/new", headers={"X-Autosave": "1"}, data=dict(SETUP, action="autosave"))
    body = r.get_json()
    assert body["saved"] and body["url"] == f"/d/{body['token']}/players" and len(body["ids"]) == 4
    # the page now posts its rows with the ids (and the version) it was told: nobody's city is replaced
    data = dict(SETUP, action="autosave", rev=str(body["rev"]),
                **{f"players-{i}-id": x for i, x in enumerate(body["ids"])})
    again = client.post(body["action"], headers={"X-Autosave": "1"}, data=data).get_json()
    assert again["ids"] == body["ids"]


def test_no_silent_deal_the_result_is_shown_first(client, app):
    r = client.post("/games/new", data=dict(SETUP, action="next", **{"players-1-wonder": "", "players-1-side": ""}))
    assert r.headers["Location"].endswith("/players")                # not the first city yet
    page = client.get(r.headers["Location"]).get_data(as_text=True)
    token = re.search(r"/d/([\w-]+)/players", r.headers["Location"]).group(1)
    oleg = state(app, token)["players"][1]
    assert oleg["wonder"] not in ("", "Rhodos", "Gizah", "Babylon") and oleg["side"] in ("A", "B")
    assert f"Oleg: {oleg['wonder']} {oleg['side']}" in page and "Dealt at random" in page


def test_free_city_needs_no_name(client, app):
    data = {k: v for k, v in SETUP.items() if not k.startswith("players-3")}
    data.update({"players-2-name": "", "players-2-free_city": "y"})
    r = client.post("/games/new", data=dict(data, action="next"))
    assert "/city/" in r.headers["Location"]
    token = re.match(r"/d/([\w-]+)/", r.headers["Location"]).group(1)
    assert state(app, token)["players"][2]["name"] == "Free City"


def test_drafts_in_progress_belong_to_their_device_and_can_be_deleted(client, app):
    token = start(client)
    page = client.get("/games/drafts").get_data(as_text=True)
    assert f"/d/{token}" in page and "Ira, Oleg, Cleo, Dan" in page
    assert f"/d/{token}" in client.get("/").get_data(as_text=True)          # "In progress" on the home page
    assert f"/d/{token}" not in app.test_client().get("/games/drafts").get_data(as_text=True)
    r = client.post(f"/d/{token}/delete")
    assert r.status_code == 302 and client.get(f"/d/{token}/players").status_code == 404


def test_old_drafts_expire(client, app):
    from wonders.drafts import EXPIRY_DAYS
    old = start(client)
    with app.app_context():
        d = db.session.scalar(db.select(Draft).where(Draft.token == old))
        d.updated_at = datetime.now(timezone.utc) - timedelta(days=EXPIRY_DAYS + 1)
        db.session.commit()
    fresh = start(client)                        # starting a game clears the expired ones
    assert client.get(f"/d/{old}/players").status_code == 404
    assert client.get(f"/d/{fresh}/players").status_code == 200


def test_saving_a_draft_makes_a_game_of_this_device(client, app):
    token = start(client)
    fill_cities(client, app, token)
    assert client.get(f"/d/{token}/score").status_code == 200
    r = client.post(f"/d/{token}/save", data={"details_rev": details_rev(client.application, token), "title": "Tuesday", "played_on": "2026-11-24", "note": ""})
    assert r.status_code == 302 and r.headers["Location"].startswith("/e/")
    edit = r.headers["Location"]
    with app.app_context():
        game = db.session.scalars(db.select(Game)).one()
        assert game.title == "Tuesday" and game.version == 1 and game.device
        assert [p.name for p in game.players] == ["Ira", "Oleg", "Cleo", "Dan"]
        assert db.session.scalars(db.select(Draft)).all() == []          # no longer in progress
    assert edit in client.get("/").get_data(as_text=True)                 # "My games" keeps the edit link
    assert edit not in app.test_client().get("/").get_data(as_text=True)


def test_two_edits_of_one_saved_game_never_overwrite_each_other(client, app, save_game):
    share, token = save_game()
    phone_a, phone_b = client, app.test_client()
    drafts = []
    for phone, coins in ((phone_a, "20"), (phone_b, "30")):
        r = phone.get(f"/e/{token}/cities")
        d = re.match(r"/d/([\w-]+)/city/(\w+)", r.headers["Location"])
        post_city(phone, d.group(1), d.group(2), coins=coins, stages="2",
                  cards=["Lumber Yard", "Baths", "Altar", "Apothecary", "Workshop", "Scientists Guild"],
                  defeats="3", wins3="1")
        drafts.append(d.group(1))
    assert phone_a.post(f"/d/{drafts[0]}/save", data={"details_rev": details_rev(phone_a.application, drafts[0]), "played_on": "2026-11-20"}).status_code == 302
    r = phone_b.post(f"/d/{drafts[1]}/save", data={"details_rev": details_rev(phone_b.application, drafts[1]), "played_on": "2026-11-20"})
    assert r.status_code == 409
    page = r.get_data(as_text=True)
    assert "changed elsewhere" in page and "Saved now: Ira 24" in page and "Yours: Ira 28" in page
    with app.app_context():
        assert db.session.scalars(db.select(Game)).one().players[0].categories["treasury"] == 6
    # nothing is lost: B's table is still a draft, and B chooses
    assert phone_b.post(f"/d/{drafts[1]}/save", data={"details_rev": details_rev(phone_b.application, drafts[1]), "played_on": "2026-11-20", "resolve": "copy"}).status_code == 302
    with app.app_context():
        games = db.session.scalars(db.select(Game).order_by(Game.id)).all()
        assert [g.players[0].categories["treasury"] for g in games] == [6, 10]


def test_a_stale_details_form_is_a_conflict(client, save_game, web):
    share, token = save_game()
    page = client.get(f"/e/{token}").get_data(as_text=True)
    version = re.search(r'name="version" type="hidden" value="(\d+)"', page).group(1)
    assert client.post(f"/e/{token}", data={"title": "First", "played_on": "2026-11-21",
                                            "version": version}).status_code == 302
    r = client.post(f"/e/{token}", data={"title": "Second", "played_on": "2026-11-21", "version": version})
    assert r.status_code == 409
    page = r.get_data(as_text=True)
    assert 'id="stale"' in page and 'value="Second"' in page        # what was typed is still there
    assert "First" in page                                           # and the saved title is shown


def test_referee_takes_the_draft_and_keeps_it_across_its_tabs(client, app):
    token = start(client)
    fill_cities(client, app, token)
    r = post_city(client, token, pid(app, token, "Ira"), go="referee", **CITIES["Ira"])
    assert r.headers["Location"] == f"/referee?draft={token}"
    page = client.get(r.headers["Location"]).get_data(as_text=True)
    assert '<option value="Dan">Dan</option>' in page
    doc = html.unescape(re.search(r'name="document" type="hidden" value="([^"]*)"', page).group(1))
    page = client.post("/referee/trade", data={"document": doc, "tab": "trade"}, follow_redirects=True).get_data(as_text=True)
    assert "<h1>Check a trade</h1>" in page and '<option value="Dan">Dan</option>' in page
    page = client.post("/referee", data={"document": doc, "tab": "check", "player": "Ira"}, follow_redirects=True).get_data(as_text=True)
    assert "<h1>Referee</h1>" in page and '<option value="Cleo">Cleo</option>' in page


def test_manifest_and_service_worker(client):
    r = client.get("/manifest.webmanifest")
    assert r.status_code == 200 and r.mimetype == "application/manifest+json"
    manifest = json.loads(r.get_data(as_text=True))
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    for icon in manifest["icons"]:
        assert client.get(icon["src"]).status_code == 200
    sw = client.get("/sw.js")
    assert sw.status_code == 200 and "javascript" in sw.mimetype and sw.headers["Service-Worker-Allowed"] == "/"
    assert "/offline" in sw.get_data(as_text=True) and client.get("/offline").status_code == 200
    home = client.get("/").get_data(as_text=True)
    assert 'rel="manifest"' in home and 'data-sw="/sw.js"' in home


def test_two_phones_saving_one_draft_at_once_lose_nothing(client, app):
    """A save that finds the draft changed meanwhile merges player by player (optimistic locking)."""
    from wonders.web.draft_store import store as _store
    token = start(client)
    ira, oleg = pid(app, token, "Ira"), pid(app, token, "Oleg")
    with app.app_context():
        mine = db.session.scalar(db.select(Draft).where(Draft.token == token))
        state = json.loads(json.dumps(mine.state))
        # meanwhile another phone stores Oleg's coins (another process: its own connection)
        theirs = json.loads(json.dumps(state))
        next(p for p in theirs["players"] if p["id"] == oleg)["coins"] = 9
        store_draft_meanwhile(token, theirs)
        next(p for p in state["players"] if p["id"] == ira)["coins"] = 4
        _store(mine, state)
    by_id = {p["id"]: p for p in state_after(app, token)["players"]}
    assert by_id[ira]["coins"] == 4 and by_id[oleg]["coins"] == 9


def state_after(app, token):
    with app.app_context():
        db.session.expire_all()
        return db.session.scalar(db.select(Draft).where(Draft.token == token)).state


@pytest.mark.parametrize("mine_change, theirs_change, expect", [
    # different cities: both kept
    (lambda s: s["players"][0].update(coins=4), lambda s: s["players"][1].update(coins=9),
     lambda s: s["players"][0]["coins"] == 4 and s["players"][1]["coins"] == 9),
    # a player removed here, a city changed there: the removal and the change both hold
    (lambda s: s["players"].pop(2), lambda s: s["players"][1].update(coins=9),
     lambda s: len(s["players"]) == 2 and s["players"][1]["coins"] == 9),
    # a table field here, a city there
    (lambda s: s.update(military_mode="shields"), lambda s: s["players"][0].update(cards=["Baths"]),
     lambda s: s["military_mode"] == "shields" and s["players"][0]["cards"] == ["Baths"]),
])
def test_merge_keeps_both_sides_changes(mine_change, theirs_change, expect):
    import copy
    from wonders.drafts import merge, new_state
    base = new_state()
    mine, theirs = copy.deepcopy(base), copy.deepcopy(base)
    mine_change(mine)
    theirs_change(theirs)
    assert expect(merge(base, mine, theirs))


def test_a_2nd_edition_game_on_the_phone_screens(client, app):
    data = {"game": "7w2", "entry": "cards", "military_mode": "tokens",
            "players-0-name": "Ira", "players-0-wonder": "Rhodos", "players-0-side": "night",
            "players-1-name": "Oleg", "players-1-wonder": "Gizah", "players-1-side": "day",
            "players-2-name": "Cleo", "players-2-wonder": "Babylon", "players-2-side": "night",
            "players-3-name": "Dan", "players-3-wonder": "Olympia", "players-3-side": "day", "action": "autosave"}
    r = client.post("/games/new", data=data)                 # the game is chosen on the first screen
    token = re.match(r"/d/([\w-]+)/", r.headers["Location"]).group(1)
    page = client.get(f"/d/{token}/players").get_data(as_text=True)
    assert '<option value="night">night</option>' in page and "Free City" not in page
    ids = {f"players-{i}-id": p["id"] for i, p in enumerate(state(app, token)["players"])}
    r = client.post(f"/d/{token}/players", data=dict(data, action="next", rev=players_rev(app, token), **ids))
    first = r.headers["Location"]
    page = client.get(first).get_data(as_text=True)
    assert 'value="Well"' in page and 'value="Pawnshop"' not in page          # the 2nd edition's cards
    assert 'id="stages-2"' in page and 'id="stages-3"' not in page            # Rhodos night: 2 stages
    post_city(client, token, pid(app, token, "Ira"), go="score", stages="2", coins="6", cards=["Well"])
    for name in ("Oleg", "Cleo", "Dan"):
        post_city(client, token, pid(app, token, name), coins="3")
    sheet = client.get(f"/d/{token}/score")
    assert sheet.status_code == 200
    from scoring import games
    doc = json.loads(client.get(f"/d/{token}/document.json").get_data(as_text=True))
    expected = [p.total for p in games.score(doc).players]
    ira = games.score(doc).players[0]
    assert ira.categories["wonder"] == 3 + 4 and ira.categories["treasury"] == 2    # Rhodos night, 6 coins
    cells = re.search(r'<tr class="total"><th scope="row">Total</th>(.*?)</tr>', sheet.get_data(as_text=True)).group(1)
    assert [int(x) for x in re.findall(r"<td>(-?\d+)</td>", cells)] == expected
    assert client.post(f"/d/{token}/save", data={"details_rev": details_rev(client.application, token), "played_on": "2026-11-23"}).status_code == 302
    with app.app_context():
        assert db.session.scalars(db.select(Game)).one().game == "7w2"


def test_the_dealt_wonder_is_named_as_the_players_box_prints_it(client, app):
    from wonders import l10n
    # a Ukrainian page playing with the Russian box (README, "The box's language"): no Ukrainian 1st
    # edition, so the board dealt is named as the Russian box prints it, in a Ukrainian sentence
    r = client.post("/games/new?lang=uk", data=dict(SETUP, action="next", box="ru",
                                                    **{"players-1-wonder": "", "players-1-side": ""}))
    page = client.get(r.headers["Location"] + "?lang=uk").get_data(as_text=True)
    token = re.search(r"/d/([\w-]+)/players", r.headers["Location"]).group(1)
    oleg = state(app, token)["players"][1]
    shown = l10n.board("7w", oleg["wonder"], oleg["side"], "ru")
    assert shown != f"{oleg['wonder']} {oleg['side']}"          # the data has a Russian name for every wonder
    assert f"Oleg: {shown}" in page and "Роздано випадково" in page
    # a table that names no box, on a Ukrainian page: the English box (no Ukrainian 1st edition)
    r = client.post("/games/new?lang=uk", data=dict(SETUP, action="next",
                                                    **{"players-1-wonder": "", "players-1-side": ""}))
    page = client.get(r.headers["Location"] + "?lang=uk").get_data(as_text=True)
    token = re.search(r"/d/([\w-]+)/players", r.headers["Location"]).group(1)
    oleg = state(app, token)["players"][1]
    assert state(app, token)["box"] == "en" and f"Oleg: {oleg['wonder']} {oleg['side']}" in page


def test_wtforms_messages_follow_each_requests_language(client, app):
    """WTForms' own messages are read once per language and process, and each request still gets
    its own language's (wonders.web.forms._WTFormsMessages)."""
    token = start(client)
    ira = pid(app, token, "Ira")
    for lang, message in (("uk", "Недійсне ціле число"), ("en", "Not a valid integer value"),
                          ("ru", "Неверное целое число"), ("uk", "Недійсне ціле число")):
        client.get(f"/?lang={lang}")
        r = post_city(client, token, ira, coins="abc")
        assert r.status_code == 302
        page = client.get(r.headers["Location"].split("#")[0]).get_data(as_text=True)
        assert message in page, lang


def test_an_autosave_refuses_a_card_not_in_play(client, app):
    """Checking a posted city offers the names in play at this player count (not the picker's
    groups): a card of a larger table is kept as typed and marked, never stored."""
    token = start(client)                  # 4 players: no 5+ player copy of a card
    ira = pid(app, token, "Ira")
    r = client.post(f"/d/{token}/city/{ira}", data={
            "go": "stay", "stages": "0", "coins": "0", "defeats": "0", "wins1": "0", "wins3": "0", "wins5": "0",
            "cards": ["Baths", "No Such Card"], "rev": city_rev(app, token, ira)}, headers={"X-Autosave": "1"})
    assert r.status_code == 200 and "cards" in r.get_json()["invalid"]
    ira_city = next(p for p in json.loads(client.get(f"/d/{token}/document.json").get_data(as_text=True))["players"]
                    if p["name"] == "Ira")
    assert "No Such Card" not in ira_city.get("cards", [])
    ok = client.post(f"/d/{token}/city/{ira}", data={
        "go": "stay", "stages": "0", "coins": "0", "defeats": "0", "wins1": "0", "wins3": "0", "wins5": "0",
        "cards": ["Baths"], "rev": r.get_json()["rev"]}, headers={"X-Autosave": "1"})
    assert ok.status_code == 200 and ok.get_json()["invalid"] == []
