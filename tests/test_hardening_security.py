"""Issue 13, deliver 2: security headers, cookies, the CSRF page, the PDF URL fetcher, and
script/markup injection through every user string (player names, titles, notes) in pages
and PDFs."""
from __future__ import annotations

import http.server
import io
import re
import threading
from html.parser import HTMLParser
from datetime import date

import pytest
from pypdf import PdfReader

from app import create_app
from tests.sheets_fixtures import store_game
from wonders.extensions import db
from wonders.pdfsafe import STATIC, RefusedURL, static_path

EVIL = '<script>alert("x")</script><img src=x onerror=alert(1)>'
EVIL_TITLE = '"><svg onload=alert(2)>'
EVIL_NOTE = "</textarea><script>alert(3)</script>"


def evil_table() -> dict:
    return {"game": "7w", "players": [
        {"name": EVIL, "wonder": "Rhodos", "side": "A", "stages": 1, "coins": 3, "cards": ["Baths"]},
        {"name": "Bob", "wonder": "Gizah", "side": "A", "stages": 0, "coins": 3, "cards": []},
        {"name": "Zoë", "wonder": "Babylon", "side": "A", "stages": 0, "coins": 3, "cards": []}]}


@pytest.fixture
def evil_game(app):
    from wonders.models import Game
    share = store_game(app, evil_table(), date(2025, 3, 14), title=EVIL_TITLE, note=EVIL_NOTE)
    with app.app_context():
        game = db.session.scalar(db.select(Game).where(Game.share_token == share))
        return share, game.edit_token


def _pages(evil_game):
    share, edit = evil_game
    from urllib.parse import quote
    return ["/", "/games", f"/g/{share}", f"/e/{edit}", f"/e/{edit}/delete", "/stats",
            f"/stats/player/{quote(EVIL, safe='')}", "/sheets/", "/sheets/import", "/referee",
            "/referee/trade", "/games/new", "/games/drafts", f"/referee?game={share}"]


# -- headers --------------------------------------------------------------------------------

def _csp(response) -> dict[str, str]:
    policy = response.headers["Content-Security-Policy"]
    return {d.split()[0]: " ".join(d.split()[1:]) for d in policy.split(";") if d.strip()}


@pytest.mark.parametrize("url", ["/", "/games/new", "/api/games", "/healthz", "/no/such/page", "/static/style.css"])
def test_security_headers_on_every_response(client, url):
    r = client.get(url)
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    assert r.headers["X-Frame-Options"] == "DENY"
    assert r.headers["Referrer-Policy"] == "same-origin"
    csp = _csp(r)
    assert csp["default-src"] == "'self'" and csp["script-src"] == "'self'"
    assert csp["frame-ancestors"] == "'none'" and csp["object-src"] == "'none'"
    assert "unsafe-inline" not in r.headers["Content-Security-Policy"]
    assert "unsafe-eval" not in r.headers["Content-Security-Policy"]


class _Tags(HTMLParser):
    """Every tag with its attributes, and the text inside <script> elements."""

    def __init__(self):
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.script_text = ""
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._in_script = tag == "script"

    def handle_endtag(self, tag):
        self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.script_text += data


def test_pages_have_no_inline_script_and_no_style_attribute(client, evil_game):
    for url in _pages(evil_game):
        r = client.get(url, follow_redirects=True)
        assert r.status_code == 200, url
        parser = _Tags()
        parser.feed(r.get_data(as_text=True))
        nonce = _csp(r)["style-src"]
        assert parser.script_text.strip() == "", url                 # nothing inline
        for tag, attrs in parser.tags:
            if tag == "script":
                assert attrs.get("src", "").startswith("/static/"), (url, attrs)
            assert "style" not in attrs, (url, tag, attrs)
            assert not [a for a in attrs if a.startswith("on")], (url, tag, attrs)   # no event handler
            assert not str(attrs.get("href", "")).lower().startswith("javascript:"), (url, attrs)
            if tag == "style":                                       # only with this response's nonce
                assert f"'nonce-{attrs.get('nonce')}'" in nonce, (url, attrs)


def test_nonce_changes_with_every_response(client):
    a = _csp(client.get("/sheets/"))["style-src"]
    b = _csp(client.get("/sheets/"))["style-src"]
    assert "'nonce-" in a and a != b


# -- cookies --------------------------------------------------------------------------------

def _csrf_app(tmp_path, monkeypatch, https: bool = False, **config):
    if https:
        monkeypatch.setenv("WONDERS_HTTPS", "1")
    else:
        monkeypatch.delenv("WONDERS_HTTPS", raising=False)
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'c.sqlite3'}",
                      "WTF_CSRF_ENABLED": True, **config})
    with app.app_context():
        db.create_all()
    return app


def _session_cookie(response) -> str:
    cookies = [c for c in response.headers.getlist("Set-Cookie") if c.startswith("session=")]
    assert cookies, response.headers.getlist("Set-Cookie")
    return cookies[0]


def test_session_cookie_is_samesite_lax_and_httponly(tmp_path, monkeypatch):
    cookie = _session_cookie(_csrf_app(tmp_path, monkeypatch).test_client().get("/games/new"))
    assert "SameSite=Lax" in cookie and "HttpOnly" in cookie and "Secure" not in cookie
    assert "Strict-Transport-Security" not in _csrf_app(tmp_path, monkeypatch).test_client().get("/").headers


@pytest.mark.parametrize("how", ["env", "scheme"])
def test_session_cookie_is_secure_behind_https(tmp_path, monkeypatch, how):
    app = (_csrf_app(tmp_path, monkeypatch, https=True) if how == "env"
           else _csrf_app(tmp_path, monkeypatch, PREFERRED_URL_SCHEME="https"))
    r = app.test_client().get("/games/new")
    cookie = _session_cookie(r)
    assert "Secure" in cookie and "SameSite=Lax" in cookie
    assert r.headers["Strict-Transport-Security"].startswith("max-age=")


# -- CSRF -----------------------------------------------------------------------------------

@pytest.mark.parametrize("url", ["/games/new", "/games/save", "/referee", "/sheets/import"])
def test_a_refused_post_is_never_handed_back_with_a_fresh_token(tmp_path, monkeypatch, url):
    client = _csrf_app(tmp_path, monkeypatch).test_client()
    r = client.post(url, data={"players-0-name": "Мallory", "title": "forged", "json": "{}"})
    assert r.status_code in (400, 422)
    page = r.get_data(as_text=True)
    # a form may be offered again, empty; never one holding the refused post's data
    for form in re.findall(r"<form\b.*?</form>", page, re.S | re.I):
        if 'name="csrf_token"' in form:
            assert "forged" not in form and "Мallory" not in form and "{}" not in form, (url, form)


def test_csrf_page_escapes_what_was_sent(tmp_path, monkeypatch):
    client = _csrf_app(tmp_path, monkeypatch).test_client()
    r = client.post("/games/new", data={"players-0-name": EVIL})
    page = r.get_data(as_text=True)
    assert r.status_code == 400 and EVIL not in page and "&lt;script&gt;" in page


# -- injection in pages ---------------------------------------------------------------------

def test_user_strings_are_escaped_in_every_page(client, evil_game):
    seen = set()
    for url in _pages(evil_game):
        page = client.get(url, follow_redirects=True).get_data(as_text=True)
        for s in (EVIL, EVIL_TITLE, EVIL_NOTE):
            assert s not in page, (url, s)
        assert "<script>alert" not in page and "<svg onload" not in page, url
        if "&lt;script&gt;alert(" in page:
            seen.add(url)
    assert f"/g/{evil_game[0]}" in seen                     # the name is shown, as text


def test_user_strings_are_escaped_in_the_api(client):
    r = client.post("/api/score", json=evil_table())
    assert r.status_code == 200 and r.mimetype == "application/json"
    assert r.get_json()["players"][0]["name"] == EVIL      # JSON carries it as data, never HTML


# -- PDF ------------------------------------------------------------------------------------

def test_user_strings_print_as_text_in_pdfs(client, evil_game):
    share, _ = evil_game
    for url in (f"/sheets/game/{share}.pdf", "/sheets/book.pdf"):
        r = client.get(url)
        assert r.status_code == 200 and r.data.startswith(b"%PDF-")
        text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(r.data)).pages)
        compact = re.sub(r"\s+", "", text)
        assert re.sub(r"\s+", "", '<script>alert("x")</script>') in compact, url   # printed, not parsed
        assert re.sub(r"\s+", "", EVIL_TITLE) in compact, url


def test_fetcher_allows_static_files_only(tmp_path):
    icon = next(STATIC.rglob("*.png"))
    assert static_path(icon.as_uri()) == icon
    outside = tmp_path / "secret.txt"
    outside.write_text("secret")
    for url in (outside.as_uri(), "file:///etc/passwd", (STATIC / ".." / "app.py").as_uri(),
                f"file://{STATIC}/../app.py", f"file://{STATIC}/%2e%2e/app.py", "http://127.0.0.1:9/x.css",
                "https://example.org/x.png", "data:text/plain,hi", "ftp://x/y", f"file://otherhost{icon}",
                f"file://{STATIC}/no-such-file.png"):
        with pytest.raises(RefusedURL):
            static_path(url)


class _Recorder(http.server.BaseHTTPRequestHandler):
    hits: list[str] = []

    def do_GET(self):  # noqa: N802
        _Recorder.hits.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.end_headers()

    def log_message(self, *args):
        pass


def test_pdf_rendering_never_fetches_outside_static(tmp_path):
    from wonders.pdf import pdf_bytes
    server = http.server.HTTPServer(("127.0.0.1", 0), _Recorder)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        secret = tmp_path / "secret.css"
        secret.write_text("body { background: red }")
        port = server.server_address[1]
        html = (f'<html><head><link rel="stylesheet" href="http://127.0.0.1:{port}/style.css">'
                f'<link rel="stylesheet" href="{secret.as_uri()}"></head>'
                f'<body><img src="http://127.0.0.1:{port}/img.png"><p>hi</p></body></html>')
        pdf = pdf_bytes(html)
    finally:
        server.shutdown()
    assert pdf.startswith(b"%PDF-")
    assert _Recorder.hits == []


def test_a_kept_ruling_is_answered_with_the_forms_token_checked(tmp_path, monkeypatch):
    """With CSRF on, a question is kept only when its post carries the page's token; answered again at
    its address for another reader, its form validates and carries that reader's own token."""
    import json as _json
    app = _csrf_app(tmp_path, monkeypatch)
    asker, reader = app.test_client(), app.test_client()
    page = asker.get("/referee").get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    doc = {"game": "7w", "players": [{"name": n, "wonder": w, "side": "A", "stages": 0, "cards": [], "coins": 3}
                                     for n, w in (("Ira", "Rhodos"), ("Oleg", "Gizah"), ("Cleo", "Babylon"))]}
    question = {"document": _json.dumps(doc), "player": "Ira", "age": "1", "action": "build", "card": "Altar",
                "check": "1"}
    assert asker.post("/referee", data=question).status_code == 400          # no token: refused, not kept
    r = asker.post("/referee", data=dict(question, csrf_token=token))
    assert r.status_code == 303
    shown = reader.get(r.headers["Location"])
    text = shown.get_data(as_text=True)
    assert shown.status_code == 200 and "<h2>Legal</h2>" in text
    reader_token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', text).group(1)
    again = reader.post("/referee", data=dict(question, card="Baths", csrf_token=reader_token))
    assert again.status_code == 303                                           # the reader can ask from there
