"""What a request of a club night no longer pays, each kept honest: the session cookie read only when
used, the security headers, the score pad drawn in Python (the same markup on every sheet), the live
sheet's answer and ETag encoded once."""
from __future__ import annotations

import json
import re

import pytest
from flask import flash, jsonify
from markupsafe import Markup

from app import create_app
from wonders.extensions import db
from wonders.web import security, table_live
from wonders.web.pad_markup import score_pad

from test_web_table import AUTOSAVE, begin_table, ids, phone, post_city, take


@pytest.fixture
def csrf_app(tmp_path):
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'c.sqlite3'}",
                      "WTF_CSRF_ENABLED": True})
    with app.app_context():
        db.create_all()
    return app


class _Counted:
    """The session cookie's serializer, its ``loads`` counted."""

    def __init__(self, serializer):
        self.serializer, self.reads = serializer, 0

    def loads(self, *args, **kwargs):
        self.reads += 1
        return self.serializer.loads(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.serializer, name)


def _count_session_reads(app, monkeypatch) -> _Counted:
    counted = _Counted(app.session_interface.get_signing_serializer(app))
    monkeypatch.setattr(app.session_interface, "get_signing_serializer", lambda _app: counted)
    return counted


def test_a_poll_never_reads_the_session_cookie_and_a_post_still_checks_it(csrf_app, monkeypatch):
    client = csrf_app.test_client()
    page = client.get("/games/new")                        # a form: the session holds the CSRF secret
    assert any(c.startswith("session=") for c in page.headers.getlist("Set-Cookie"))
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page.get_data(as_text=True))[1]
    counted = _count_session_reads(csrf_app, monkeypatch)
    poll = client.get("/healthz")
    assert poll.status_code == 200 and counted.reads == 0
    assert not poll.headers.getlist("Set-Cookie")
    # a post without the token is refused, with it accepted: the cookie was read and checked
    refused = client.post("/games/new", data={"players-0-name": "Ira"})
    assert refused.status_code == 400 and counted.reads == 1
    accepted = client.post("/games/new", data={"csrf_token": token, "players-0-name": "Ira"})
    assert accepted.status_code != 400 and counted.reads == 2


def test_a_forged_session_cookie_reads_as_an_empty_session(csrf_app):
    client = csrf_app.test_client()
    page = client.get("/games/new")
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page.get_data(as_text=True))[1]
    value = client.get_cookie("session").value
    client.set_cookie("session", value[:-3] + ("aaa" if not value.endswith("aaa") else "bbb"))
    r = client.post("/games/new", data={"csrf_token": token, "players-0-name": "Ira"})
    assert r.status_code == 400                            # the CSRF secret was in the cookie: gone


def test_a_session_written_is_saved_and_one_only_read_is_not(csrf_app):
    @csrf_app.get("/_flash")
    def _flash():
        flash("kept for the next page", "success")
        return "ok"

    client = csrf_app.test_client()
    r = client.get("/_flash")
    assert any(c.startswith("session=") for c in r.headers.getlist("Set-Cookie")) and "Cookie" in r.headers["Vary"]
    page = client.get("/")                                  # the flash is read (and removed) by the next page
    assert "kept for the next page" in page.get_data(as_text=True)
    assert "kept for the next page" not in client.get("/").get_data(as_text=True)


def test_the_lazy_session_behaves_as_a_mapping():
    loads = []
    session = security.LazySession(lambda: loads.append(1) or {"a": 1, "_flashes": []})
    assert not session.loaded and not loads
    assert session["a"] == 1 and "a" in session and len(session) == 2 and session.loaded and loads == [1]
    assert not session.modified                             # read, not changed
    session["b"] = 2
    assert session.modified and dict(session) == {"a": 1, "_flashes": [], "b": 2} and loads == [1]
    empty = security.LazySession()
    assert not empty and empty.get("csrf_token") is None and empty == {}
    given = security.LazySession({"a": 1})                  # made from values, as Flask's class is
    assert given.loaded and dict(given) == {"a": 1} and not given.modified


def test_every_answer_keeps_its_security_headers(client, app):
    token, _ = begin_table(client, app)
    first = client.get(f"/d/{token}/table.json")
    unchanged = client.get(f"/d/{token}/table.json", headers={"If-None-Match": first.headers["ETag"]})
    assert unchanged.status_code == 304
    for r in (first, unchanged, client.get("/")):
        assert r.headers["Content-Security-Policy"].startswith("default-src 'self'")
        assert "nonce" not in r.headers["Content-Security-Policy"]
        for name, value in security.HEADERS.items():
            assert r.headers.getlist(name) == [value], name
        assert {v.strip() for v in r.headers["Vary"].split(",")} >= {"Accept-Language", "Cookie"}
    sheets = client.get("/sheets/")                         # a page with a <style nonce=...>: its own policy
    assert "'nonce-" in sheets.headers["Content-Security-Policy"]
    assert len(sheets.headers.getlist("Content-Security-Policy")) == 1


def _pad(html: str) -> str:
    return re.search(r'<div class="table-scroll">.*?<p class="winner" id="winner">.*?</p>', html, re.S)[0]


def _full_table(client, app) -> str:
    token, code = begin_table(client, app)
    for i, (name, pid) in enumerate(ids(app, token).items()):
        seat = phone(app)
        take(seat, code, pid)
        board = ("Rhodos", "Olympia", "Gizah", "Babylon")[i]
        assert post_city(seat, token, pid, board=board, side="A", coins=str(3 * i + 1),
                         headers=AUTOSAVE).status_code == 200
    return token


def test_the_live_sheet_and_the_score_page_draw_the_same_pad(client, app):
    token = _full_table(client, app)
    live = client.get(f"/d/{token}/table.json").get_json()
    assert 'id="score-sheet"' in live["html"], live["problems"]
    page = client.get(f"/d/{token}/score").get_data(as_text=True)
    assert _pad(live["html"]) == _pad(page)
    assert "<td>Rhodos A</td>" in _pad(page) and 'class="cat-treasury"' in _pad(page)


def _row(cls: str, html: str) -> list[str]:
    return re.findall(r"<td>(.*?)</td>", re.search(rf'<tr class="{cls}">(.*?)</tr>', html, re.S)[1])


class _Row:
    def __init__(self, id_, text, colour):
        self.id, self.text, self.colour = id_, text, colour


def test_the_pad_escapes_every_value_it_shows(app):
    result = {"players": [{"name": '<script>"x"</script>', "categories": {"treasury": 3}, "total": 3, "rank": 1,
                           "free_city": True},
                          {"name": "B & C", "categories": {}, "total": 0, "rank": None}],
              "winners": ["<b>A</b>", "B & C"], "tiebreak": "<i>coins</i>"}
    rows = [_Row("treasury", "Treasury <coins>", "#d4a017"), _Row("wonder", "Wonder", '"><x')]
    with app.test_request_context("/?lang=en"):
        html = score_pad(result, rows, ["<Rhodos A>", None], (("<Debt>", ("<1>", "2")),))
    assert isinstance(html, Markup) and "<script>" not in html and "<b>A</b>" not in html and "<i>" not in html
    assert 'title="&lt;script&gt;&#34;x&#34;&lt;/script&gt;"' in html and "(Free City)" in html
    assert "Treasury &lt;coins&gt;" in html and 'fill="&#34;&gt;&lt;x"' in html
    assert _row("cat-treasury", html) == ["3", "0"] and _row("cat-wonder", html) == ["0", "0"]
    assert _row("total", html) == ["3", "0"] and _row("rank", html) == ["1", "–"]
    assert _row("rank fact", html) == ["&lt;1&gt;", "2"] and "&lt;Debt&gt;" in html
    assert _row("wonders", html) == ["&lt;Rhodos A&gt;", "None"]
    assert "Shared victory: <strong>&lt;b&gt;A&lt;/b&gt;, B &amp; C</strong>" in html
    assert '<p class="tiebreak" id="tiebreak">Tie-break: &lt;i&gt;coins&lt;/i&gt;</p>' in html
    with app.test_request_context("/?lang=ru"):
        app.preprocess_request()
        solo = score_pad(dict(result, winners=["<b>A</b>"], tiebreak=None), rows, [None, None])
    assert 'class="wonders"' not in solo and "tiebreak" not in solo and "rank fact" not in solo
    assert "<strong>&lt;b&gt;A&lt;/b&gt;</strong>" in solo and '<th scope="row">Итого</th>' in solo


def test_the_live_answer_is_jsonify_s_bytes_and_its_etag_ignores_the_version(app):
    data = {"version": 7, "status": "open", "players": [{"name": "Ира «1»", "total": None}], "html": "<p>é</p>"}
    with app.test_request_context("/"):
        tag, body = table_live._tagged(3, data)
        assert body == jsonify(data).get_data()
        assert table_live._tagged(3, dict(data, version=8))[0] == tag
        assert table_live._tagged(3, dict(data, status="locked"))[0] != tag
        assert json.loads(table_live._tagged(3, {"version": 1})[1]) == {"version": 1}
    assert tag.startswith('W/"t3-')
