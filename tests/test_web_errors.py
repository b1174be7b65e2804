"""Bad input never gives a 500 page; errors are friendly and keep what was typed."""
from __future__ import annotations

import json
import random
import string

import pytest

from app import create_app
from scoring.core.numbers import whole
from wonders.extensions import db

POST_ROUTES = ["/games/new", "/games/city", "/games/save", "/referee", "/referee/trade"]
GET_ROUTES = ["/", "/games", "/games/new", "/referee", "/referee/trade", "/stats", "/stats/player/x"]


def test_every_get_page_renders(client, save_game):
    share, token = save_game()
    for url in GET_ROUTES[:-1] + [f"/g/{share}", f"/e/{token}", f"/e/{token}/cities",
                                   f"/e/{token}/players", f"/e/{token}/delete",
                                   f"/referee?game={share}", f"/stats/player/Ira"]:
        r = client.get(url, follow_redirects=True)      # editing cities or players opens a draft
        assert r.status_code == 200, url
        assert "<main>" in r.get_data(as_text=True)


@pytest.mark.parametrize("url, method, code, text", [
    ("/no/such/page", "get", 404, "Page not found"),
    ("/g/unknown-token", "get", 404, "does not exist"),
    ("/e/unknown-token", "post", 404, "does not exist"),
    ("/games/city", "get", 405, "cannot be used this way"),
    ("/games/save", "get", 405, "cannot be used this way"),
])
def test_friendly_http_errors(client, url, method, code, text):
    r = getattr(client, method)(url)
    assert r.status_code == code
    assert text in r.get_data(as_text=True) and "<main>" in r.get_data(as_text=True)


def test_too_large_upload(client):
    r = client.post("/games/city", data={"document": "x" * (3 * 1024 * 1024)})
    assert r.status_code == 413 and "too large" in r.get_data(as_text=True)


def test_api_errors_stay_json(client):
    r = client.get("/api/nothing-here")
    assert r.status_code == 404 and r.is_json


@pytest.mark.parametrize("document", [
    "{not json", "[]", '"text"', '{"players": "many"}', '{"players": [1, 2, 3]}',
    json.dumps({"players": [{}] * 20}), "x" * 70_000,
])
@pytest.mark.parametrize("url", ["/games/new", "/games/city", "/games/save", "/referee"])
def test_damaged_document_is_a_friendly_400(client, url, document):
    r = client.post(url, data={"document": document, "go": "score", "seat": "0", "check": "1"})
    assert r.status_code == 400
    assert "The table data was damaged" in r.get_data(as_text=True)


@pytest.mark.parametrize("players", [
    [{"name": 5, "wonder": ["x"], "side": None, "stages": "two", "cards": "Baths", "coins": -1,
      "military": {"a": 1}, "shields": "many"}] * 3,
    [{"name": "A", "wonder": "Rhodos", "side": "A", "cards": [None, 3, "Baths"]}],
    [{"name": "A", "wonder": "Narnia", "side": "Z", "stages": 99}] * 3,
    [{}] * 3,
    [],
])
@pytest.mark.parametrize("go", ["score", "0", "2", "players", "referee", "9", "junk"])
def test_odd_documents_never_crash(client, players, go):
    doc = json.dumps({"game": "7w", "players": players})
    for seat in ("0", "", "7", "-1", "x"):
        r = client.post("/games/city", data={"document": doc, "go": go, "seat": seat, "coins": "3"},
                        follow_redirects=True)
        if seat in ("7", "-1", "x") and players:      # no such seat: a 400 naming the field (scoring.core.numbers)
            assert r.status_code == 400 and "seat: must be a whole number" in r.get_data(as_text=True), (go, seat)
        else:
            assert r.status_code in (200, 422), (go, seat, r.status_code)
    r = client.post("/games/save", data={"document": doc, "played_on": "2026-01-01"})
    assert r.status_code in (200, 302, 422)
    r = client.post("/referee", data={"document": doc, "check": "1", "player": "A", "card": "Baths"}, follow_redirects=True)
    assert r.status_code in (200, 422)


def _garbage(rng: random.Random, web) -> str:
    kind = rng.randrange(5)
    if kind == 0:
        return "".join(rng.choice(string.printable) for _ in range(rng.randrange(40)))
    if kind == 1:
        return str(rng.randint(-10**12, 10**12))
    if kind == 2:
        return rng.choice(["", " ", "null", "[]", "{}", "0", "-1", "Лесоповал", "\u0000", "' OR 1=1 --"])
    if kind == 3:
        return json.dumps(web.table())
    return "x" * rng.randrange(3000)


@pytest.mark.parametrize("seed", range(30))
def test_random_form_posts_never_give_500(client, seed, web):
    rng = random.Random(seed)
    keys = ["document", "seat", "go", "stages", "cards", "cards_text", "coins", "defeats", "wins1",
            "shields1", "action", "game", "military_mode", "players-0-name", "players-0-wonder",
            "players-1-side", "players-9-name", "expansions", "title", "played_on", "note", "edit_token",
            "player", "age", "card", "check", "table_json", "buys-0-source", "buys-0-count", "load"]
    for url in POST_ROUTES:
        data = {k: _garbage(rng, web) for k in rng.sample(keys, rng.randrange(1, len(keys)))}
        r = client.post(url, data=data)
        assert r.status_code < 500, (url, data)


def test_random_query_strings_never_give_500(client, web):
    rng = random.Random(7)
    for _ in range(20):
        args = {k: _garbage(rng, web) for k in ("player", "wonder", "date_from", "date_to", "page", "game")}
        for url in ("/games", "/stats", "/stats/player/Ira", "/referee"):
            r = client.get(url, query_string=args)
            if url == "/games" and whole(args["page"], 1, 9_999) is None and args["page"]:
                assert r.status_code == 400 and "page: must be a whole number" in r.get_data(as_text=True)
            else:
                assert r.status_code in (200, 404)


def test_expired_csrf_token_shows_the_data_but_never_resends_it(tmp_path):
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'c.sqlite3'}",
                      "WTF_CSRF_ENABLED": True})
    with app.app_context():
        db.create_all()
    client = app.test_client()
    r = client.post("/games/new", data={"players-0-name": "Ира", "action": "next", "csrf_token": "stale"})
    assert r.status_code == 400
    page = r.get_data(as_text=True)
    assert "Ира" in page and "players-0-name" in page              # nothing typed is lost: shown to copy
    # issue 13: no fresh token and no form that re-posts the refused request in one click
    assert 'name="csrf_token"' not in page and "<form" not in page.split("<main>")[1]
    assert 'href="/games/new"' in page                              # open the page again instead


def test_unexpected_error_rolls_back_and_shows_a_friendly_page(app, client, monkeypatch, web):
    from wonders.web import city_classic

    def boom(*a, **kw):
        raise RuntimeError("bug")
    monkeypatch.setattr(city_classic, "picker", boom)
    r = client.post("/games/city", data={"document": json.dumps(web.table()), "go": "1"}, follow_redirects=True)
    assert r.status_code == 500
    assert "Something went wrong" in r.get_data(as_text=True)
