"""Blueprint 'pwa': the web app manifest and the service worker, so the app installs to a
home screen and opens offline to its shell and the drafts already opened on the device."""
from __future__ import annotations

from flask import Blueprint, current_app, render_template, send_from_directory, url_for

bp = Blueprint("pwa", __name__)

VERSION = "1"     # bump when the shell's files change: the service worker then refreshes its cache


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
    # served from the root so that its scope is the whole app
    response = send_from_directory(current_app.static_folder, "sw.js", mimetype="text/javascript",
                                   max_age=0)
    response.headers["Service-Worker-Allowed"] = "/"
    return response


@bp.get("/offline")
def offline():
    return render_template("offline.html")
