"""Blueprints of the web app, one per feature, and the friendly error pages."""
from __future__ import annotations

from pathlib import Path

from flask import Flask, jsonify, render_template, request
from flask_wtf.csrf import CSRFError
from werkzeug.exceptions import HTTPException

from wonders.extensions import csrf, db, migrate

MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"


def init_app(app: Flask) -> None:
    db.init_app(app)
    migrate.init_app(app, db, directory=str(MIGRATIONS))
    csrf.init_app(app)

    from wonders import models  # noqa: F401  (tables known to Flask-Migrate)
    from . import api, device, entry, games, pwa, referee_views, sheets, stats
    app.register_blueprint(api.bp)
    csrf.exempt(api.bp)
    app.register_blueprint(entry.bp)          # enter a table: drafts kept on the server, live score sheet
    app.register_blueprint(games.bp)          # home, saved games, history
    app.register_blueprint(pwa.bp)            # web app manifest and service worker
    app.register_blueprint(referee_views.bp)  # referee screens
    app.register_blueprint(stats.bp)          # history and per-player statistics
    app.register_blueprint(sheets.bp)         # PDF score-pad sheets, CSV/JSON export and import
    device.init_app(app)
    _error_pages(app)
    _template_helpers(app)


def _wants_json() -> bool:
    return request.path.startswith("/api/")


def _error_pages(app: Flask) -> None:
    from .tables import DamagedDocument

    @app.errorhandler(CSRFError)
    def csrf_error(exc: CSRFError):
        # the page sat open too long (or cookies were cleared): offer to send it again, data intact
        resend = [(k, v) for k, vs in request.form.lists() if k != "csrf_token" for v in vs]
        return render_template("error.html", code=400, title="Please send that again",
                               message="The form expired before it was sent (this happens when a page "
                                       "stays open for a long time). Nothing you typed is lost: press "
                                       "“Send again”.", resend=resend, action=request.path), 400

    @app.errorhandler(DamagedDocument)
    def damaged(exc: DamagedDocument):
        return render_template("error.html", code=400, title="The table data was damaged",
                               message=f"The page sent back a table the app cannot read ({exc}). "
                                       "Please start the game entry again."), 400

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        if _wants_json():
            return jsonify({"errors": [{"path": "", "message": exc.description or exc.name}]}), exc.code
        titles = {404: "Page not found", 405: "That page cannot be used this way",
                  413: "That upload is too large"}
        messages = {404: "This page or game does not exist (or was deleted). Check the link.",
                    405: "This page is read-only or does not accept that request.",
                    413: "The data sent was larger than the app accepts (2 MB)."}
        return render_template("error.html", code=exc.code, title=titles.get(exc.code, exc.name),
                               message=messages.get(exc.code, exc.description)), exc.code

    @app.errorhandler(Exception)
    def server_error(exc: Exception):
        if isinstance(exc, HTTPException):  # pragma: no cover - handled above
            return http_error(exc)
        db.session.rollback()
        app.logger.exception("unhandled error on %s", request.path)
        if _wants_json():
            return jsonify({"errors": [{"path": "", "message": "internal error"}]}), 500
        return render_template("error.html", code=500, title="Something went wrong",
                               message="The app hit a bug. Nothing was saved by this request; "
                                       "go back to try again."), 500


def _template_helpers(app: Flask) -> None:
    from .tables import CATEGORY_COLOUR, CATEGORY_LABEL, COLOUR_LABEL

    @app.template_filter("signed")
    def signed(value) -> str:
        return f"{value:+d}" if isinstance(value, int) else str(value)

    @app.template_filter("roman")
    def roman(value) -> str:
        return {1: "I", 2: "II", 3: "III"}.get(value, str(value))

    @app.template_filter("percent")
    def percent(value) -> str:
        return f"{round(100 * value)}%"

    # globals (not a context processor) so that imported macros see them too
    app.jinja_env.globals.update(CATEGORY_LABEL=CATEGORY_LABEL, CATEGORY_COLOUR=CATEGORY_COLOUR,
                                 COLOUR_LABEL=COLOUR_LABEL)
