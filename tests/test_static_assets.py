"""Static files as the ecosystem serves them (wonders.web.assets): compressed, fingerprinted names
cached a year as immutable, an old fingerprint still answered, the service worker precaching the
current names under a cache named after them."""
from __future__ import annotations

import gzip
import hashlib
import re
from pathlib import Path

import brotli

STATIC = Path(__file__).resolve().parents[1] / "static"


def _fingerprint(name: str) -> str:
    return hashlib.sha256((STATIC / name).read_bytes()).hexdigest()[:12]


def _page_urls(client) -> dict[str, str]:
    page = client.get("/").get_data(as_text=True)
    return {m.group(1): m.group(0) for m in re.finditer(r"/static/([\w/-]+)\.[0-9a-f]{12}\.(?:js|css|png)", page)}


def test_pages_name_static_files_by_their_fingerprint(client):
    urls = _page_urls(client)
    assert urls["app"] == f"/static/app.{_fingerprint('app.js')}.js"
    assert urls["style"] == f"/static/style.{_fingerprint('style.css')}.css"
    manifest = client.get("/manifest.webmanifest").get_json()
    assert manifest["icons"][0]["src"] == f"/static/icons/icon-192.{_fingerprint('icons/icon-192.png')}.png"


def test_a_fingerprinted_file_is_immutable_for_a_year(client):
    url = _page_urls(client)["app"]
    r = client.get(url)
    assert r.status_code == 200 and r.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert r.get_data() == (STATIC / "app.js").read_bytes()


def test_an_old_fingerprint_is_still_answered_but_not_kept(client):
    r = client.get("/static/app.0123456789ab.js")
    assert r.status_code == 200 and r.get_data() == (STATIC / "app.js").read_bytes()
    assert "immutable" not in r.headers["Cache-Control"] and "no-cache" in r.headers["Cache-Control"]
    assert client.get("/static/nothing.0123456789ab.js").status_code == 404
    assert client.get("/static/..%2Fapp.0123456789ab.py").status_code == 404
    plain = client.get("/static/app.js")          # the plain name as before: revalidated, never immutable
    assert plain.status_code == 200 and "immutable" not in plain.headers.get("Cache-Control", "")


def test_static_files_and_pages_are_compressed(client):
    url = _page_urls(client)["app"]
    r = client.get(url, headers={"Accept-Encoding": "br"})
    assert r.headers["Content-Encoding"] == "br" and "Accept-Encoding" in r.headers["Vary"]
    assert brotli.decompress(r.get_data()) == (STATIC / "app.js").read_bytes()
    plain_http = client.get(url, headers={"Accept-Encoding": "gzip, deflate"})      # no brotli without HTTPS
    assert plain_http.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(plain_http.get_data()) == (STATIC / "app.js").read_bytes()
    page = client.get("/", headers={"Accept-Encoding": "gzip"})
    assert page.headers["Content-Encoding"] == "gzip"
    assert b"</html>" in gzip.decompress(page.get_data())
    assert "Content-Encoding" not in client.get(url, headers={"Accept-Encoding": "identity"}).headers


def test_the_service_worker_precaches_the_current_names(client):
    body = client.get("/sw.js").get_data(as_text=True)
    shell = re.search(r"var SHELL = (\[.*?\]);", body).group(1)
    for url in _page_urls(client).values():
        assert f'"{url}"' in shell
    assert '"/offline"' in shell and '"/manifest.webmanifest"' in shell
    cache = re.search(r'var CACHE = "(wonders-[0-9a-f]{12})";', body).group(1)
    assert cache and client.get("/sw.js").get_data(as_text=True) == body     # the same release, the same cache


def test_a_new_release_renames_the_files_and_the_cache(client, tmp_path, app):
    (tmp_path / "app.js").write_text("// release 1\n")
    app.static_folder = str(tmp_path)
    (tmp_path / "sw.js").write_text("// sw\n")
    first = client.get("/sw.js")
    old = re.search(r'var CACHE = "([^"]+)"', first.get_data(as_text=True)).group(1)
    with app.test_request_context():
        from flask import url_for
        old_url = url_for("static", filename="app.js")
    (tmp_path / "app.js").write_text("// release 2, longer\n")
    with app.test_request_context():
        from flask import url_for
        new_url = url_for("static", filename="app.js")
    assert new_url != old_url
    body = client.get("/sw.js").get_data(as_text=True)
    assert new_url in body and old_url not in body and old not in body
    assert client.get(old_url).get_data(as_text=True) == "// release 2, longer\n"
    assert "immutable" not in client.get(old_url).headers["Cache-Control"]
