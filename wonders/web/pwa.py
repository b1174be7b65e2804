"""Blueprint 'pwa': the web app manifest and the service worker, so the app installs to a
home screen and opens offline to its shell and the drafts already opened on the device."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from flask import Blueprint, current_app, render_template, url_for

from wonders.web.assets import shell_urls

bp = Blueprint("pwa", __name__)


@bp.get("/manifest.webmanifest")
def manifest():
    body = {
        "name": "7 Wonders scorer", "short_name": "7 Wonders", "lang": "en",
        "description": "Score and referee games of the 7 Wonders family at the table.",
        "start_url": url_for("games.home"), "scope": "/", "display": "standalone",
        "background_color": "#fbf7ef", "theme_color": "#5d4037",
        "icons": [{"src": url_for("static", filename=f"icons/icon-{n}.png"), "sizes": f"{n}x{n}",
                   "type": "image/png", "purpose": "any maskable"} for n in (192, 512)],
    }
    response = current_app.response_class(current_app.json.dumps(body), mimetype="application/manifest+json")
    return response


@bp.get("/sw.js")
def service_worker():
    # served from the root so that its scope is the whole app; it starts with the shell's current
    # (fingerprinted) names and a cache named after them, so a release replaces the old cache
    shell = ["/", "/offline", *shell_urls(), url_for("pwa.manifest")]
    body = Path(current_app.static_folder, "sw.js").read_text(encoding="utf-8")
    release = hashlib.sha256((json.dumps(shell) + body).encode()).hexdigest()[:12]
    prelude = f"var SHELL = {json.dumps(shell)};\nvar CACHE = \"wonders-{release}\";\n"
    response = current_app.response_class(prelude + body, mimetype="text/javascript")
    response.headers["Cache-Control"] = "no-cache"
    response.headers["Service-Worker-Allowed"] = "/"
    return response


@bp.get("/offline")
def offline():
    return render_template("offline.html")
