"""Every write carries the version it started from (README, "Table mode"): without it the write
is refused (400), from an older one too (409), each with a sentence (JSON for an autosave);
from the version the page showed it goes through."""
from __future__ import annotations

import html
import json
import re

import pytest

from helpers import draft_versions
from test_web_drafts import start, state

from wonders.extensions import db
from wonders.models import Game

AUTOSAVE = {"X-Autosave": "1"}


def _ira(app, token):
    return state(app, token)["players"][0]                 # Ira (renamed by the players' write)


def _city(client, app, token, version, autosave):
    ira = _ira(app, token)["id"]
    data = {"go": "stay", "stages": "0", "coins": "6", "defeats": "0", "wins1": "0", "wins3": "0", "wins5": "0"}
    if version is not None:
        data["rev"] = version
    return client.post(f"/d/{token}/city/{ira}", data=data, headers=AUTOSAVE if autosave else {})


def _players(client, app, token, version, autosave):
    data = {"game": "7w", "military_mode": "tokens", "action": "autosave"}
    for i, p in enumerate(state(app, token)["players"]):
        data.update({f"players-{i}-id": p["id"], f"players-{i}-name": p["name"] + "x",
                     f"players-{i}-wonder": p["wonder"], f"players-{i}-side": p["side"]})
    if version is not None:
        data["rev"] = version
    return client.post(f"/d/{token}/players", data=data, headers=AUTOSAVE if autosave else {})


def _details(client, app, token, version, autosave):
    data = {"title": "Tuesday", "played_on": "2026-11-24", "note": "n"}
    if version is not None:
        data["details_rev"] = version
    return client.post(f"/d/{token}/details", data=data, headers=AUTOSAVE if autosave else {})


def _save(client, app, token, version, autosave):
    data = {"title": "Tuesday", "played_on": "2026-11-24", "note": ""}
    if version is not None:
        data["details_rev"] = version
    return client.post(f"/d/{token}/save", data=data)


# path → (post it, the version the page shows now, what the write changed: read back)
PATHS = {
    "city": (_city, lambda app, t: draft_versions(app, t)["cities"][_ira(app, t)["id"]],
             lambda app, t: _ira(app, t)["coins"] == 6),
    "players": (_players, lambda app, t: draft_versions(app, t)["setup"],
                lambda app, t: _ira(app, t)["name"] == "Irax"),
    "details": (_details, lambda app, t: draft_versions(app, t)["details"],
                lambda app, t: state(app, t).get("details", {}).get("title") == "Tuesday"),
}


def _bump(client, app, token, path):
    """Another screen writes the same thing first (from the version both were shown)."""
    post, shown, _ = PATHS[path]
    assert post(client, app, token, shown(app, token), True).status_code == 200


@pytest.mark.parametrize("autosave", [True, False], ids=["autosave", "form"])
@pytest.mark.parametrize("path", sorted(PATHS))
def test_a_draft_write_without_its_version_is_refused(client, app, path, autosave):
    token = start(client)
    post, _, done = PATHS[path]
    before = state(app, token)
    r = post(client, app, token, None, autosave)
    assert r.status_code == 400
    text = r.get_json()["errors"][0] if r.is_json else html.unescape(r.get_data(as_text=True))
    assert "did not say which version" in text
    assert r.is_json == (autosave or path == "details")          # the details autosave always speaks JSON
    assert not done(app, token) and state(app, token)["players"] == before["players"]


@pytest.mark.parametrize("path", sorted(PATHS))
def test_a_draft_write_from_an_older_version_is_refused(client, app, path):
    token = start(client)
    post, shown, done = PATHS[path]
    old = shown(app, token)
    # another screen changes the same thing first (a different value: not the one this write sends)
    if path == "city":
        ira = _ira(app, token)["id"]
        assert client.post(f"/d/{token}/city/{ira}", data={"go": "stay", "coins": "2", "rev": old},
                           headers=AUTOSAVE).status_code == 200
    elif path == "players":
        data = {"game": "7w", "military_mode": "tokens", "action": "autosave", "rev": old}
        for i, p in enumerate(state(app, token)["players"]):
            data.update({f"players-{i}-id": p["id"], f"players-{i}-name": p["name"],
                         f"players-{i}-wonder": p["wonder"], f"players-{i}-side": p["side"]})
        assert client.post(f"/d/{token}/players", data=data, headers=AUTOSAVE).status_code == 200
    else:
        assert client.post(f"/d/{token}/details", data={"title": "Mine", "details_rev": old}).status_code == 200
    r = post(client, app, token, old, True)
    assert r.status_code == 409 and r.get_json()["saved"] is False
    assert "meanwhile" in r.get_json()["errors"][0]
    assert not done(app, token)
    # from the version the page shows now it goes through
    assert post(client, app, token, shown(app, token), True).status_code == 200
    assert done(app, token)


def test_the_second_phone_on_the_score_sheet_no_longer_wipes_the_first_ones_title(client, app):
    token = start(client)
    other = app.test_client()
    sheet = other.get(f"/d/{token}/score").get_data(as_text=True)
    shown = re.search(r'name="details_rev" value="(\d+)"', sheet).group(1)
    body = client.post(f"/d/{token}/details", data={"title": "Ira's birthday", "details_rev": shown}).get_json()
    assert body["saved"] is True and body["details_rev"] == 1
    other.get("/lang/uk")
    r = other.post(f"/d/{token}/details", data={"title": "", "details_rev": shown}, headers=AUTOSAVE)
    assert r.status_code == 409 and r.get_json()["conflict"] is True and r.get_json()["details_rev"] == 1
    assert r.get_json()["errors"][0].startswith("Не збережено: тим часом назву")
    assert state(app, token)["details"]["title"] == "Ira's birthday"
    # without JavaScript the save button: refused too, what was typed stays in the form, the page
    # now names the newer version (saving again keeps these on purpose)
    r = other.post(f"/d/{token}/save", data={"title": "Mine", "played_on": "2026-11-24", "details_rev": shown})
    page = r.get_data(as_text=True)
    assert r.status_code == 409 and 'value="Mine"' in page and 'name="details_rev" value="1"' in page
    with app.app_context():
        assert db.session.scalars(db.select(Game)).all() == []


def test_the_save_of_a_draft_names_the_details_version(client, app):
    token = start(client)
    from test_web_drafts import fill_cities
    fill_cities(client, app, token)
    data = {"title": "Tuesday", "played_on": "2026-11-24", "note": ""}
    r = client.post(f"/d/{token}/save", data=data)
    assert r.status_code == 400 and "did not say which version" in html.unescape(r.get_data(as_text=True))
    assert 'value="Tuesday"' in r.get_data(as_text=True)
    r = client.post(f"/d/{token}/save", data=dict(data, details_rev=draft_versions(app, token)["details"]))
    assert r.status_code == 302 and r.headers["Location"].startswith("/e/")


@pytest.mark.parametrize("sent, status", [(None, 400), ("old", 409), ("now", 302)])
def test_a_saved_games_details_name_their_version(client, app, save_game, sent, status):
    share, token = save_game()
    page = client.get(f"/e/{token}").get_data(as_text=True)
    now = re.search(r'name="version" type="hidden" value="(\d+)"', page).group(1)
    if sent == "old":           # another device saved the details first
        assert client.post(f"/e/{token}", data={"title": "Theirs", "played_on": "2026-11-21",
                                                 "version": now}).status_code == 302
    data = {"title": "Mine", "played_on": "2026-11-21", "note": ""}
    if sent is not None:
        data["version"] = now
    r = client.post(f"/e/{token}", data=data)
    assert r.status_code == status
    with app.app_context():
        game = db.session.scalars(db.select(Game)).one()
        assert (game.title == "Mine") == (status == 302)
    if status != 302:
        text = html.unescape(r.get_data(as_text=True))
        assert 'value="Mine"' in text                                  # what was typed stays
        assert ("did not say which version" in text) if sent is None else ("changed on another device" in text)


@pytest.mark.parametrize("sent", [None, "old", "now"])
def test_an_old_pages_save_over_a_saved_game_names_its_version(client, app, save_game, web, sent):
    share, token = save_game()
    with app.app_context():
        game = db.session.scalars(db.select(Game)).one()
        doc, now = game.document, game.version
    doc = json.loads(json.dumps(doc))
    doc["players"][0]["coins"] = 30
    data = {"document": json.dumps(doc), "edit_token": token, "title": "Old page", "played_on": "2026-11-20"}
    if sent is not None:
        data["version"] = str(now if sent == "now" else now - 1)
    r = client.post("/games/save", data=data)
    with app.app_context():
        game = db.session.scalars(db.select(Game)).one()
        written = game.title == "Old page"
    if sent == "now":
        assert r.status_code == 302 and written
    else:
        # not written over the saved game: kept as a draft, whose save shows both and asks
        assert r.status_code == 302 and "/d/" in r.headers["Location"] and not written
        draft = r.headers["Location"].split("/")[2]
        r = client.post(f"/d/{draft}/save", data={"title": "Old page", "played_on": "2026-11-20",
                                                   "details_rev": draft_versions(app, draft)["details"]})
        assert r.status_code == 409 and 'id="conflict"' in r.get_data(as_text=True)
