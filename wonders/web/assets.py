"""Static files as the ecosystem serves them (README, "Hosting"):

- compressed (brotli, zstd, gzip, deflate — whatever the browser accepts) by Flask-Compress, for pages
  and JSON answers too;
- under fingerprinted names: ``url_for('static', filename='app.js')`` builds ``/static/app.<hash>.js``
  (the first 12 hex digits of the file's SHA-256), answered with
  ``Cache-Control: public, max-age=31536000, immutable``, so a returning phone fetches only the page;
- a name with an old fingerprint (a page cached before a release) is still answered, with the current
  file, but ``no-cache``: never kept a year under a name that now means other bytes;
- a plain name (``/static/app.js``) is answered as before (revalidated on each use).

The service worker (``wonders.web.pwa``) precaches the current names under a cache named after their
fingerprints, so a release replaces the old cache.
"""
from __future__ import annotations

import hashlib
import os
import re
import threading
from pathlib import Path

from flask import Flask, current_app, send_from_directory, url_for
from werkzeug.exceptions import NotFound
from werkzeug.security import safe_join

from wonders.extensions import compress

YEAR = 365 * 24 * 3600
IMMUTABLE = f"public, max-age={YEAR}, immutable"
FINGERPRINTED = re.compile(r"^(?P<stem>.+)\.(?P<hash>[0-9a-f]{12})(?P<ext>\.[A-Za-z0-9]+)$")
# the files the service worker precaches (the app's shell)
SHELL = ("style.css", "app.js", "icons/icon-192.png")

_lock = threading.Lock()
_digests: dict[str, tuple[tuple[int, int], str]] = {}    # name -> ((mtime_ns, size), digest)


def digest(folder: str, filename: str) -> str | None:
    """The fingerprint of ``static/<filename>`` (re-read only when the file changed), or None."""
    path = Path(folder, filename)
    try:
        stat = path.stat()
    except (OSError, ValueError):
        return None
    key = (stat.st_mtime_ns, stat.st_size)
    known = _digests.get(str(path))
    if known and known[0] == key:
        return known[1]
    if not path.is_file():
        return None
    value = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    with _lock:
        _digests[str(path)] = (key, value)
    return value


def fingerprinted(folder: str, filename: str) -> str:
    """``app.js`` -> ``app.<hash>.js``; a name with no file (or no extension) stays as it is."""
    stem, dot, ext = filename.rpartition(".")
    value = digest(folder, filename) if dot and "/" not in ext else None
    return f"{stem}.{value}.{ext}" if value else filename


def shell_urls() -> list[str]:
    """The fingerprinted URLs of the shell's static files (for the service worker)."""
    return [url_for("static", filename=name) for name in SHELL]


def serve_static(filename: str):
    """The ``static`` endpoint: fingerprinted names mapped back to their file."""
    folder = current_app.static_folder
    match = FINGERPRINTED.match(filename)
    if match is None or os.path.isfile(os.path.join(folder, filename)):
        return _whole(send_from_directory(folder, filename))
    plain = match["stem"] + match["ext"]
    current = digest(folder, plain) if safe_join(folder, plain) else None
    if current is None:
        raise NotFound()
    response = send_from_directory(folder, plain, max_age=YEAR if current == match["hash"] else 0)
    if current == match["hash"]:
        response.headers["Cache-Control"] = IMMUTABLE
    else:                       # an old release's name: these bytes may change again under it
        response.headers["Cache-Control"] = "no-cache"
    return _whole(response)


def _whole(response):
    """The file read into the answer (the app's files are small): compressed with any algorithm
    the browser accepts, gzip included (Flask-Compress streams only zstd, brotli and deflate) —
    browsers offer brotli only over HTTPS, and a table on a local network is often plain HTTP."""
    response.direct_passthrough = False
    response.make_sequence()
    return response


def init_app(app: Flask) -> None:
    compress.init_app(app)
    app.view_functions["static"] = serve_static

    @app.url_defaults
    def _fingerprint(endpoint: str, values: dict) -> None:
        if endpoint == "static" and "filename" in values:
            values["filename"] = fingerprinted(app.static_folder, values["filename"])
