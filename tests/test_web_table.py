"""Table mode (issue 14): every player enters their own city on their own phone.

Each phone is its own test client (its own device and seat cookies); they share one draft.
"""
from __future__ import annotations

import io
import json
import re

import pytest

from wonders.extensions import db
from wonders.models import Draft, Game

from test_web_drafts import start, state, store_draft_meanwhile
from helpers import city_rev, details_rev, players_rev

AUTOSAVE = {"X-Autosave": "1"}


def begin_table(client, app) -> tuple[str, str]:
    """A 4-player 1st-edition draft (tests/test_web_drafts.SETUP) turned into a table: (token, code)."""
    token = start(client)
    r = client.post(f"/d/{token}/table/start")
    assert r.status_code == 302 and r.headers["Location"] == f"/d/{token}/table"
    with app.app_context():
        draft = db.session.scalar(db.select(Draft).where(Draft.token == token))
        return token, draft.code


def draft_row(app, token):
    with app.app_context():
        db.session.expire_all()
        d = db.session.scalar(db.select(Draft).where(Draft.token == token))
        return {"code": d.code, "view": d.view_token, "status": d.table_status, "version": d.version,
                "game_id": d.game_id}


def post_city(client, token: str, player_id: str, go: str = "stay", headers=None, **fields):
    data = {"go": go, "stages": "0", "coins": "0", "defeats": "0", "wins1": "0", "wins3": "0", "wins5": "0"}
    data.update(fields)
    data.setdefault("rev", city_rev(client.application, token, player_id))   # as the page shows it
    return client.post(f"/d/{token}/city/{player_id}", data=data, headers=headers or {})


def phone(app):
    return app.test_client()


def take(client, code, seat, **form):
    return client.post(f"/j/{code}", data=dict(seat=seat, **form))


def ids(app, token):
    return {p["name"]: p["id"] for p in state(app, token)["players"]}


def test_the_code_is_short_unambiguous_and_unguessable_enough(client, app):
    from wonders.web.table_codes import CODE_ALPHABET, CODE_LENGTH
    token, code = begin_table(client, app)
    assert len(code) == CODE_LENGTH == 8 and set(code) <= set(CODE_ALPHABET)
    assert not set("01OIL") & set(CODE_ALPHABET)                # never read as one another
    assert len(CODE_ALPHABET) ** CODE_LENGTH > 8 * 10 ** 11       # about 40 bits
    # starting again keeps the code; every table gets its own
    client.post(f"/d/{token}/table/start")
    assert draft_row(app, token)["code"] == code
    other, other_code = begin_table(client, app)
    assert other_code != code
    page = client.get(f"/d/{token}/table").get_data(as_text=True)
    assert f"{code[:4]}-{code[4:]}" in page and f"/j/{code}" in page
    # typed in any case, with a dash or spaces: the same table
    r = client.post("/j", data={"code": f" {code[:4].lower()}-{code[4:]} "})
    assert r.headers["Location"] == f"/j/{code}"
    assert client.get("/j/ZZZZZZZZ").status_code == 404


def test_the_join_address_follows_public_url_else_the_lan_address(client, app, monkeypatch):
    from wonders.web import table_codes as table
    token, code = begin_table(client, app)
    monkeypatch.setattr(table, "lan_address", lambda: "192.168.1.23")
    page = client.get(f"/d/{token}/table", base_url="http://127.0.0.1:5000").get_data(as_text=True)
    assert f"http://192.168.1.23:5000/j/{code}" in page
    page = client.get(f"/d/{token}/table", base_url="http://scores.lan:8000").get_data(as_text=True)
    assert f"http://scores.lan:8000/j/{code}" in page          # a real host name is kept
    app.config["PUBLIC_URL"] = "https://wonders.example.org/"
    page = client.get(f"/d/{token}/table").get_data(as_text=True)
    assert f"https://wonders.example.org/j/{code}" in page


def _listening(host: str):
    import socket
    server = socket.socket()
    server.bind((host, 0))
    server.listen()
    return server


def test_the_table_page_says_which_command_when_the_phones_cannot_reach_the_server(client, app, monkeypatch):
    """The join address is probed: a server bound to 127.0.0.1 cannot be opened at the LAN address."""
    from wonders.web import table_codes
    lan = table_codes.lan_address()
    if lan is None:
        pytest.skip("this machine has no address on a network")
    token, code = begin_table(client, app)
    for bind, reached in (("127.0.0.1", False), ("0.0.0.0", True)):
        server = _listening(bind)
        port = server.getsockname()[1]
        try:
            page = client.get(f"/d/{token}/table", base_url=f"http://127.0.0.1:{port}").get_data(as_text=True)
        finally:
            server.close()
        assert f"http://{lan}:{port}/j/{code}" in page
        assert ('id="loopback-hint"' in page) is not reached, bind
        if not reached:
            assert "make run" in page
    with app.test_request_context():
        assert table_codes.reachable(f"http://127.0.0.1:5000/j/{code}") is False      # a loopback address never
    app.config["PUBLIC_URL"] = "https://wonders.example.org"
    page = client.get(f"/d/{token}/table").get_data(as_text=True)
    assert 'id="loopback-hint"' not in page                                     # a proxy's address is trusted


def test_the_qr_code_decodes_to_the_join_address(client, app):
    zxingcpp = pytest.importorskip("zxingcpp")
    from PIL import Image
    token, code = begin_table(client, app)
    app.config["PUBLIC_URL"] = "http://192.168.0.7:5000"
    r = client.get(f"/d/{token}/table/qr.png")
    assert r.status_code == 200 and r.headers["Content-Type"] == "image/png"
    found = zxingcpp.read_barcodes(Image.open(io.BytesIO(r.data)))
    assert [b.text for b in found] == [f"http://192.168.0.7:5000/j/{code}"]
    page = client.get(f"/d/{token}/table").get_data(as_text=True)
    assert f'src="/d/{token}/table/qr.png"' in page             # an <img> from the app: CSP img-src 'self'


def test_a_player_takes_a_free_seat_and_lands_on_their_city(client, app):
    token, code = begin_table(client, app)
    oleg_phone = phone(app)
    page = oleg_phone.get(f"/j/{code}").get_data(as_text=True)
    assert all(n in page for n in ("Ira", "Oleg", "Cleo", "Dan"))
    oleg = ids(app, token)["Oleg"]
    r = take(oleg_phone, code, oleg)
    assert r.status_code == 302 and r.headers["Location"] == f"/d/{token}/city/{oleg}"
    assert f"seat-{code}={oleg}" in r.headers["Set-Cookie"]
    # the device remembers its seat: the join address opens its city again
    assert oleg_phone.get(f"/j/{code}").headers["Location"] == f"/d/{token}/city/{oleg}"
    # another phone sees that seat taken and cannot take it
    cleo_phone = phone(app)
    assert "taken" in cleo_phone.get(f"/j/{code}").get_data(as_text=True)
    r = take(cleo_phone, code, oleg)
    assert r.status_code == 409 and "taken on another phone" in r.get_data(as_text=True)
    # saying "it's me" is not enough: another phone's seat changes hands only when the host frees it
    r = take(cleo_phone, code, oleg, takeover="1")
    assert r.status_code == 409 and "ask the host to free the seat" in r.get_data(as_text=True)
    assert cleo_phone.post(f"/d/{token}/table/seat/{oleg}/free").status_code == 403
    assert client.post(f"/d/{token}/table/seat/{oleg}/free").status_code == 302
    r = take(cleo_phone, code, oleg)
    assert r.status_code == 302
    # the city page at a table names the table and polls its sheet
    city = oleg_phone.get(f"/d/{token}/city/{oleg}").get_data(as_text=True)
    assert f'data-poll="/d/{token}/table.json?part=city"' in city and 'name="rev" value="0"' in city


def test_a_player_adds_themselves_with_a_name(client, app):
    token, code = begin_table(client, app)
    eve = phone(app)
    r = take(eve, code, "new", name="Ira")
    assert r.status_code == 422 and "already at this table" in r.get_data(as_text=True)
    r = take(eve, code, "new", name="Eve", wonder="Ephesos", side="B")
    assert r.status_code == 302
    players = state(app, token)["players"]
    assert [p["name"] for p in players] == ["Ira", "Oleg", "Cleo", "Dan", "Eve"]
    assert (players[-1]["wonder"], players[-1]["side"]) == ("Ephesos", "B")
    assert r.headers["Location"] == f"/d/{token}/city/{players[-1]['id']}"
    # the host's players screen, drawn before Eve joined, does not drop her when it autosaves
    host_rows = {"game": "7w", "military_mode": "tokens", "action": "autosave"}
    for i, p in enumerate(players[:4]):
        host_rows.update({f"players-{i}-id": p["id"], f"players-{i}-name": p["name"],
                          f"players-{i}-wonder": p["wonder"], f"players-{i}-side": p["side"]})
    host_rows["players-0-name"] = "Irina"
    host_rows["rev"] = players_rev(app, token)
    client.post(f"/d/{token}/players", data=host_rows, headers=AUTOSAVE)
    assert [p["name"] for p in state(app, token)["players"]] == ["Irina", "Oleg", "Cleo", "Dan", "Eve"]
    # a wonder already at the table is refused for a new player
    r = take(phone(app), code, "new", name="Fay", wonder="Rhodos", side="A")
    assert r.status_code == 422


def live(client, url, etag=None):
    return client.get(url, headers={"If-None-Match": etag} if etag else {})


def test_the_live_sheet_json_has_an_etag_and_costs_nothing_when_unchanged(client, app):
    token, code = begin_table(client, app)
    url = f"/d/{token}/table.json"
    first = live(client, url)
    assert first.status_code == 200 and first.headers["ETag"]
    data = first.get_json()
    assert [p["name"] for p in data["players"]] == ["Ira", "Oleg", "Cleo", "Dan"]
    again = live(client, url, first.headers["ETag"])
    assert again.status_code == 304 and again.data == b""
    # a city changes on a phone: a new version, the totals move (scored on the whole table)
    ira_phone = phone(app)
    ira = ids(app, token)["Ira"]
    take(ira_phone, code, ira)
    r = post_city(ira_phone, token, ira, coins="9", rev="0", headers=AUTOSAVE)
    assert r.status_code == 200 and r.get_json()["rev"] == 1
    changed = live(client, url, first.headers["ETag"])
    assert changed.status_code == 200 and changed.headers["ETag"] != first.headers["ETag"]
    from scoring import games
    doc = json.loads(client.get(f"/d/{token}/document.json").get_data(as_text=True))
    expected = [p.total for p in games.score(doc).players]
    assert [p["total"] for p in changed.get_json()["players"]] == expected
    assert changed.get_json()["players"][0]["rev"] == 1


def test_a_save_that_changes_nothing_shown_keeps_the_polls_at_304(client, app):
    """The ETag is made from what the phones show, not from the draft's version: a save that
    changes nothing on the sheet (the same city sent again, the title typed on the host's sheet)
    leaves every poll at 304."""
    token, code = begin_table(client, app)
    url = f"/d/{token}/table.json"
    ira_phone, ira = phone(app), ids(app, token)["Ira"]
    take(ira_phone, code, ira)
    assert post_city(ira_phone, token, ira, coins="9", headers=AUTOSAVE).status_code == 200
    first = live(client, url)
    version = first.get_json()["version"]
    again = post_city(ira_phone, token, ira, coins="9", headers=AUTOSAVE)
    assert again.status_code == 200 and again.get_json()["version"] == version     # nothing to write
    assert live(client, url, first.headers["ETag"]).status_code == 304
    titled = client.post(f"/d/{token}/details", data={"details_rev": details_rev(app, token), "title": "Friday"})
    assert titled.status_code == 200 and titled.get_json()["version"] > version     # stored
    assert live(client, url, first.headers["ETag"]).status_code == 304
    from wonders.web import table_live
    table_live._ANSWERS.clear()                 # another worker, which has not seen this version
    table_live._CACHE.clear()
    unchanged = live(client, url, first.headers["ETag"])
    assert unchanged.status_code == 304 and unchanged.headers["ETag"] == first.headers["ETag"]
    moved = post_city(ira_phone, token, ira, coins="10", headers=AUTOSAVE)
    assert moved.status_code == 200
    changed = live(client, url, first.headers["ETag"])
    assert changed.status_code == 200 and changed.get_json()["version"] == moved.get_json()["version"]
    assert changed.headers["ETag"] != first.headers["ETag"]


def test_what_depends_on_the_neighbours_updates_for_everyone(client, app):
    """Oleg's Spies Guild counts his neighbours' red cards: Ira's Barracks, entered on Ira's
    phone, raises Oleg's total on the sheet every phone reads (card: Spies Guild)."""
    token, code = begin_table(client, app)
    who = ids(app, token)
    oleg_phone, ira_phone = phone(app), phone(app)
    take(oleg_phone, code, who["Oleg"])
    take(ira_phone, code, who["Ira"])
    post_city(oleg_phone, token, who["Oleg"], cards=["Spies Guild"], headers=AUTOSAVE)
    before = {p["name"]: p["total"] for p in client.get(f"/d/{token}/table.json").get_json()["players"]}
    post_city(ira_phone, token, who["Ira"], cards=["Barracks"], headers=AUTOSAVE)
    after = {p["name"]: p["total"] for p in client.get(f"/d/{token}/table.json").get_json()["players"]}
    assert after["Oleg"] == before["Oleg"] + 1


def test_cross_city_problems_are_shown_to_the_players_concerned(client, app):
    """More copies of a card than exist: Barracks has one copy at 4 players (printed on the card:
    3+ and 5+; scoring/data/7w.json), so three cities holding it are a problem for all three."""
    token, code = begin_table(client, app)
    who = ids(app, token)
    for name in ("Ira", "Oleg", "Cleo"):
        post_city(client, token, who[name], cards=["Barracks"], headers=AUTOSAVE)
    data = client.get(f"/d/{token}/table.json").get_json()
    by_name = {p["name"]: p["problems"] for p in data["players"]}
    for name in ("Ira", "Oleg", "Cleo"):
        assert any("Barracks" in m and "copy" in m for m in by_name[name]), by_name
    assert by_name["Dan"] == []
    assert "Barracks" in data["html"]
    # each of them sees it on their own city screen (app.js shows the "problems" of its player)
    assert data["players"][0]["id"] == who["Ira"]


def test_a_city_screen_polls_the_part_of_the_sheet_it_shows(client, app):
    """A city screen shows the running totals and the problems (static/app.js), not the sheet's
    page: its part of the live JSON holds the same players, problems and totals as the whole
    sheet's, without the page, and has its own ETag (304 while unchanged)."""
    token, code = begin_table(client, app)
    who = ids(app, token)
    url = f"/d/{token}/table.json"

    def both() -> dict:
        whole, city = client.get(url), client.get(url + "?part=city")
        assert city.status_code == 200 and "html" not in city.get_json() and "html" in whole.get_json()
        assert {k: whole.get_json()[k] for k in city.get_json()} == city.get_json()
        assert city.headers["ETag"] != whole.headers["ETag"]
        assert live(client, url + "?part=city", city.headers["ETag"]).status_code == 304
        return city.get_json()

    valid = both()
    assert valid["live"] and not valid["live"]["military_pending"] and valid["problems"] == []
    for name in ("Ira", "Oleg", "Cleo"):
        post_city(client, token, who[name], cards=["Barracks"], headers=AUTOSAVE)
    wrong = both()
    assert any("Barracks" in m for m in wrong["players"][0]["problems"])


def test_a_stale_write_to_the_same_city_is_refused_and_reported(client, app):
    token, code = begin_table(client, app)
    ira = ids(app, token)["Ira"]
    first, second = phone(app), client        # Ira's phone and the host's (the host edits any city)
    take(first, code, ira)
    # both phones show rev 0; the first saves coins 5
    assert post_city(first, token, ira, coins="5", rev="0", headers=AUTOSAVE).get_json()["rev"] == 1
    # the second, still on rev 0, sends coins 8: refused, nothing overwritten, told why
    r = post_city(second, token, ira, coins="8", rev="0", headers=AUTOSAVE)
    assert r.status_code == 409
    body = r.get_json()
    assert body["saved"] is False and body["conflict"] is True and body["rev"] == 1
    assert "changed on another phone" in body["errors"][0]
    assert next(p for p in state(app, token)["players"] if p["id"] == ira)["coins"] == 5
    # without JavaScript: the page shows the city as it is, with the message
    r = post_city(second, token, ira, coins="8", rev="0")
    assert r.status_code == 409 and "changed on another phone" in r.get_data(as_text=True)
    # from the current version the change goes through
    assert post_city(second, token, ira, coins="8", rev="1", headers=AUTOSAVE).get_json()["rev"] == 2


def test_two_phones_saving_the_same_field_of_one_city_at_once(client, app):
    """The optimistic lock finds the draft changed meanwhile: another field of the city is
    merged, the same field changed differently is a clash, refused (never written over)."""
    from wonders.drafts import clashes, merge
    base = {"players": [{"id": "a", "coins": 1, "cards": [], "rev": 3}]}
    mine = {"players": [{"id": "a", "coins": 2, "cards": [], "rev": 4}]}
    theirs_other = {"players": [{"id": "a", "coins": 1, "cards": ["Baths"], "rev": 4}]}
    theirs_same = {"players": [{"id": "a", "coins": 7, "cards": [], "rev": 4}]}
    assert clashes(base, mine, theirs_other) == {}
    merged = merge(base, mine, theirs_other)["players"][0]
    assert merged["coins"] == 2 and merged["cards"] == ["Baths"] and merged["rev"] == 5
    assert clashes(base, mine, theirs_same) == {"a": {"coins"}}
    # through the app: another request stores Ira's coins while this one saves them
    from wonders.web.draft_store import CityConflict, store as _store
    token, code = begin_table(client, app)
    ira = ids(app, token)["Ira"]
    with app.app_context():
        draft = db.session.scalar(db.select(Draft).where(Draft.token == token))
        mine_state = json.loads(json.dumps(draft.state))
        theirs = json.loads(json.dumps(mine_state))
        next(p for p in theirs["players"] if p["id"] == ira)["coins"] = 9
        store_draft_meanwhile(token, theirs)
        next(p for p in mine_state["players"] if p["id"] == ira)["coins"] = 4
        with pytest.raises(CityConflict):
            _store(draft, mine_state, strict=True)
    assert next(p for p in state(app, token)["players"] if p["id"] == ira)["coins"] == 9


def test_the_host_locks_the_game_and_everyone_is_read_only(client, app):
    token, code = begin_table(client, app)
    ira = ids(app, token)["Ira"]
    ira_phone = phone(app)
    take(ira_phone, code, ira)
    # only the host locks
    assert ira_phone.post(f"/d/{token}/table/lock").status_code == 403
    assert client.post(f"/d/{token}/table/lock").status_code == 302
    assert draft_row(app, token)["status"] == "locked"
    r = post_city(ira_phone, token, ira, coins="5", headers=AUTOSAVE)
    assert r.status_code == 423 and r.get_json()["locked"] is True
    # without JavaScript: 423 too, the sentence on the city as it was typed (nothing typed is lost)
    r = post_city(ira_phone, token, ira, coins="7")
    page = r.get_data(as_text=True)
    assert r.status_code == 423 and "The host locked this game" in page and re.search(r'id="coins"[^>]*value="7"|value="7"[^>]*id="coins"', page)
    assert ira_phone.get(f"/d/{token}/city/{ira}").headers["Location"] == f"/d/{token}/table"
    assert ira_phone.post(f"/d/{token}/players", data={"rev": players_rev(ira_phone.application, token), "action": "autosave"}, headers=AUTOSAVE).status_code == 423
    assert next(p for p in state(app, token)["players"] if p["id"] == ira)["coins"] == 0
    assert client.get(f"/d/{token}/table.json").get_json()["status"] == "locked"
    assert ira_phone.get(f"/j/{code}").headers["Location"].startswith("/t/")
    # unlock and lock again: the host's choice
    client.post(f"/d/{token}/table/unlock")
    assert draft_row(app, token)["status"] == "open"


def test_the_saved_table_is_the_same_record_as_a_one_phone_game(client, app):
    from test_web_drafts import fill_cities
    token, code = begin_table(client, app)
    fill_cities(client, app, token)
    # the same cities entered on one phone, saved the usual way
    single = phone(app)
    other = start(single)
    fill_cities(single, app, other)
    assert single.post(f"/d/{other}/save", data={"details_rev": details_rev(single.application, other), "played_on": "2026-11-23", "title": "T"}).status_code == 302
    # the table: a player may not save (nor delete it), and is not offered to; the host locks and saves
    guest = phone(app)
    assert guest.post(f"/d/{token}/save", data={"details_rev": details_rev(guest.application, token), "played_on": "2026-11-23", "title": "T"}).status_code == 403
    assert guest.post(f"/d/{token}/delete").status_code == 403
    sheet = guest.get(f"/d/{token}/score").get_data(as_text=True)
    assert 'id="host-saves"' in sheet and 'id="save-form"' not in sheet
    assert 'id="save-form"' in client.get(f"/d/{token}/score").get_data(as_text=True)
    # a save that cannot go through (a date that is no date) leaves the table open, as it was
    assert client.post(f"/d/{token}/save", data={"details_rev": details_rev(client.application, token), "played_on": "soon", "title": "T"}).status_code == 422
    assert draft_row(app, token)["status"] == "open"
    client.post(f"/d/{token}/table/lock")
    r = client.post(f"/d/{token}/save", data={"details_rev": details_rev(client.application, token), "played_on": "2026-11-23", "title": "T"})
    assert r.status_code == 302 and r.headers["Location"].startswith("/e/")
    with app.app_context():
        a, b = db.session.scalars(db.select(Game).order_by(Game.id)).all()
        assert a.document == b.document
        assert [(p.name, p.total, p.rank, p.categories) for p in a.players] == \
               [(p.name, p.total, p.rank, p.categories) for p in b.players]
        share = b.share_token
        pdf_a = client.get(f"/sheets/game/{a.share_token}.pdf")
        pdf_b = client.get(f"/sheets/game/{share}.pdf")
    assert pdf_a.status_code == pdf_b.status_code == 200
    from pypdf import PdfReader
    text = [PdfReader(io.BytesIO(p.data)).pages[0].extract_text() for p in (pdf_a, pdf_b)]
    assert text[0] == text[1]
    # the phones' links now lead to the saved game; the draft is no longer "in progress"
    row = draft_row(app, token)
    assert row["status"] == "saved" and row["game_id"] is not None
    assert client.get(f"/t/{row['view']}/table.json").get_json()["saved"] == f"/g/{share}"
    assert token not in client.get("/games/drafts").get_data(as_text=True)
    # saved: nothing is accepted any more, not even a second save (423, with the sentence)
    r = client.post(f"/d/{token}/save", data={"details_rev": details_rev(app, token), "played_on": "2026-11-23"})
    assert r.status_code == 423 and "The host locked this game" in r.get_data(as_text=True)
    # editing the saved game later opens a new draft of it, not the table's locked one
    with app.app_context():
        edit = db.session.get(Game, row["game_id"]).edit_token
    where = client.get(f"/e/{edit}/cities").headers["Location"]
    assert where.startswith("/d/") and token not in where
    new_draft = re.match(r"/d/([\w-]+)/", where).group(1)
    assert client.get(where).status_code == 200 and draft_row(app, new_draft)["code"] is None


def test_the_read_only_link_shows_the_live_sheet_and_refuses_to_edit(client, app):
    token, code = begin_table(client, app)
    view = draft_row(app, token)["view"]
    viewer = phone(app)
    page = viewer.get(f"/t/{view}")
    assert page.status_code == 200
    text = page.get_data(as_text=True)
    assert "Ira" in text and token not in text and code not in text     # neither edit link leaks
    data = viewer.get(f"/t/{view}/table.json")
    assert data.status_code == 200 and token not in data.get_data(as_text=True)
    assert code not in data.get_data(as_text=True)
    for path in (f"/t/{view}", f"/t/{view}/table.json"):
        assert viewer.post(path, data={"coins": "5"}).status_code == 405
    # the view token opens no draft screen
    assert viewer.get(f"/d/{view}/players").status_code == 404
    assert viewer.post(f"/d/{view}/table/lock").status_code == 404
    # the referee screen reads the same table through the read-only link
    assert viewer.get(f"/referee?table={view}").status_code == 200
    assert viewer.get("/t/nope").status_code == 404


def test_table_pages_keep_the_strict_csp(client, app):
    token, code = begin_table(client, app)
    for path in (f"/d/{token}/table", f"/j/{code}", "/j"):
        r = client.get(path, follow_redirects=True)
        assert "script-src 'self'" in r.headers["Content-Security-Policy"]
        assert "<script>" not in r.get_data(as_text=True) and " style=" not in r.get_data(as_text=True)


def test_duel_at_a_table_the_pawn_from_a_stale_page_is_refused(client, app):
    """A table field (Duel's Conflict pawn, the whole table's) has its version too: a phone whose
    page still shows the old pawn cannot put it back over another phone's move."""
    r = client.post("/games/new", data={"game": "duel", "players-0-name": "Ana", "players-1-name": "Bo",
                                        "action": "next"})
    token = re.match(r"/d/([\w-]+)/", r.headers["Location"]).group(1)
    who = [p["id"] for p in state(app, token)["players"]]
    client.post(f"/d/{token}/players", data={"rev": players_rev(client.application, token), "game": "duel", "players-0-id": who[0], "players-0-name": "Ana",
                                             "players-1-id": who[1], "players-1-name": "Bo", "action": "next"})
    client.post(f"/d/{token}/table/start")
    code = draft_row(app, token)["code"]
    ana_phone, bo_phone = phone(app), phone(app)
    take(ana_phone, code, who[0])
    take(bo_phone, code, who[1])
    page = ana_phone.get(f"/d/{token}/city/{who[0]}").get_data(as_text=True)
    assert 'name="table_rev" value="0"' in page and 'name="tbl-conflict"' in page
    r = bo_phone.post(f"/d/{token}/city/{who[1]}", data={"go": "stay", "tbl-conflict": "3", "rev": "0",
                                                         "table_rev": "0"}, headers=AUTOSAVE)
    assert r.status_code == 200 and r.get_json()["table_rev"] == 1
    r = ana_phone.post(f"/d/{token}/city/{who[0]}", data={"go": "stay", "tbl-conflict": "0", "rev": "0",
                                                          "table_rev": "0"}, headers=AUTOSAVE)
    assert r.status_code == 409 and r.get_json()["table_rev"] == 1
    assert state(app, token)["conflict"] == 3
    r = ana_phone.post(f"/d/{token}/city/{who[0]}", data={"go": "stay", "tbl-conflict": "-2", "rev": "0",
                                                          "table_rev": "1"}, headers=AUTOSAVE)
    assert r.status_code == 200 and state(app, token)["conflict"] == -2
    # the live sheet scores the Duel table through its module: the pawn's side leads military
    data = client.get(f"/d/{token}/table.json").get_json()
    from scoring import games
    doc = json.loads(client.get(f"/d/{token}/document.json").get_data(as_text=True))
    assert [p["total"] for p in data["players"]] == [p.total for p in games.score(doc).players]


# -- behind gunicorn, as `make serve` runs it ----------------------------------------------------

def test_a_table_behind_gunicorn_with_several_workers_and_threads(tmp_path):
    """Two workers, four threads each, CSRF on: phones join, poll (304 while nothing changed,
    whichever worker answers) and save their cities at the same moment; nothing is lost."""
    import http.cookiejar
    import subprocess
    import threading
    import time
    import urllib.error
    import urllib.parse
    import urllib.request

    from test_hardening_serving import ROOT, _bin, _env, _free_port

    port = _free_port()
    env = dict(_env(tmp_path, port), WORKERS="2", THREADS="4", PUBLIC_URL=f"http://127.0.0.1:{port}")
    subprocess.run([_bin("flask"), "--app", "app", "db", "upgrade"], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=60)
    log = open(tmp_path / "gunicorn.log", "w+")
    proc = subprocess.Popen([_bin("gunicorn"), "--config", "gunicorn.conf.py", "wsgi:app"], cwd=ROOT, env=env,
                            stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"

    class Stay(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    def browser():
        return urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()), Stay())

    def call(o, path, data=None, headers=None):
        body = urllib.parse.urlencode(data, doseq=True).encode() if data is not None else None
        try:
            with o.open(urllib.request.Request(base + path, data=body, headers=headers or {}), timeout=10) as r:
                return r.status, r.headers, r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, e.headers, e.read().decode()

    def csrf(page):
        return re.search(r'name="csrf_token"[^>]* value="([^"]+)"', page).group(1)

    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(base + "/healthz", timeout=2).close()
                break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, (tmp_path / "gunicorn.log").read_text()
                time.sleep(0.2)
        host = browser()
        form = {"csrf_token": csrf(call(host, "/games/new")[2]), "game": "7w", "military_mode": "tokens",
                "action": "next"}
        for i, (n, w, s) in enumerate([("Ira", "Rhodos", "A"), ("Oleg", "Gizah", "B"), ("Sofia", "Babylon", "A")]):
            form.update({f"players-{i}-name": n, f"players-{i}-wonder": w, f"players-{i}-side": s})
        token = re.match(r"/d/([\w-]+)/", call(host, "/games/new", form)[1]["Location"]).group(1)
        call(host, f"/d/{token}/table/start", {"csrf_token": form["csrf_token"]})
        page = call(host, f"/d/{token}/table")[2]
        code = re.search(r'id="join-code">([A-Z0-9-]+)<', page).group(1).replace("-", "")
        assert f'id="join-address">{base}/j/{code}<' in page                       # PUBLIC_URL
        status, headers, _ = call(host, f"/d/{token}/table.json")
        etag = headers["ETag"]
        polls: list[int] = []
        pollers = [threading.Thread(target=lambda: polls.extend(
            call(browser(), f"/d/{token}/table.json", headers={"If-None-Match": etag})[0] for _ in range(10)))
            for _ in range(4)]
        [t.start() for t in pollers]
        [t.join() for t in pollers]
        assert polls == [304] * 40
        cities = {"Ira": ["Baths"], "Oleg": ["Altar"], "Sofia": ["Theater"]}
        phones = {}
        for name in cities:
            o = browser()
            page = call(o, f"/j/{code}")[2]
            pid = re.search(rf'value="(\w+)" id="seat-\w+">\s*<label[^>]*>{name}', page).group(1)
            assert call(o, f"/j/{code}", {"csrf_token": csrf(page), "seat": pid})[0] == 302
            phones[name] = (o, pid, csrf(call(o, f"/d/{token}/city/{pid}")[2]))
        answers = {}

        def save(name):
            o, pid, token_ = phones[name]
            answers[name] = call(o, f"/d/{token}/city/{pid}", {
                "csrf_token": token_, "go": "stay", "stages": "0", "coins": "3", "cards": cities[name], "rev": "0",
                "defeats": "0", "wins1": "0", "wins3": "0", "wins5": "0"}, {"X-Autosave": "1"})[0]
        savers = [threading.Thread(target=save, args=(n,)) for n in cities]
        [t.start() for t in savers]
        [t.join() for t in savers]
        assert answers == {n: 200 for n in cities}
        status, _, body = call(host, f"/d/{token}/table.json", headers={"If-None-Match": etag})
        assert status == 200
        doc = json.loads(call(host, f"/d/{token}/document.json")[2])
        assert {p["name"]: p["cards"] for p in doc["players"]} == cities                # no save lost
        from scoring import games
        assert [p["total"] for p in json.loads(body)["players"]] == [p.total for p in games.score(doc).players]
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()


def test_a_seat_without_a_board_gets_the_one_chosen_or_one_dealt_and_said_so(client, app):
    r = client.post("/games/new", data={"game": "7w", "military_mode": "tokens", "action": "autosave",
                                        "players-0-name": "Ira", "players-1-name": "Oleg", "players-2-name": "Cleo"},
                    headers=AUTOSAVE)
    token = r.get_json()["token"]
    client.post(f"/d/{token}/table/start")
    code = draft_row(app, token)["code"]
    who = ids(app, token)
    ira, oleg = phone(app), phone(app)
    assert take(ira, code, who["Ira"], wonder="Gizah", side="B").status_code == 302
    r = take(oleg, code, who["Oleg"])
    assert r.status_code == 302
    players = {p["name"]: p for p in state(app, token)["players"]}
    assert (players["Ira"]["wonder"], players["Ira"]["side"]) == ("Gizah", "B")
    dealt = (players["Oleg"]["wonder"], players["Oleg"]["side"])
    assert dealt[0] not in ("", "Gizah") and dealt[1] in ("A", "B")
    page = oleg.get(r.headers["Location"]).get_data(as_text=True)
    assert "Dealt at random" in page and dealt[0] in page
    # the join screen no longer offers a board already at the table
    page = phone(app).get(f"/j/{code}").get_data(as_text=True)
    assert '<option value="Gizah"' not in page and f'<option value="{dealt[0]}"' not in page


def test_locking_while_a_phone_saves_is_not_lost(client, app):
    """The draft is versioned: a lock read before a phone's save still goes through, after it."""
    from wonders.web.draft_store import LOCKED, OPEN, status_change as _status_change, update as _update
    token, code = begin_table(client, app)
    with app.app_context():
        draft = db.session.scalar(db.select(Draft).where(Draft.token == token))
        with db.engine.begin() as conn:              # a phone saves meanwhile (another connection)
            conn.execute(db.text("UPDATE drafts SET version = version + 1 WHERE token = :t"), {"t": token})
        assert _update(draft, _status_change(OPEN, LOCKED)) is True
    assert draft_row(app, token)["status"] == LOCKED
