"""Blueprints of the web app, one per feature."""
from __future__ import annotations

from pathlib import Path

from flask import Flask

from wonders.extensions import csrf, db, migrate

MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"


def init_app(app: Flask) -> None:
    db.init_app(app)
    migrate.init_app(app, db, directory=str(MIGRATIONS))
    csrf.init_app(app)

    from wonders import models  # noqa: F401  (tables known to Flask-Migrate)
    from . import api, games, referee_views, sheets, stats
    app.register_blueprint(api.bp)
    csrf.exempt(api.bp)
    app.register_blueprint(games.bp)          # enter a table, live score sheet, saved games
    app.register_blueprint(referee_views.bp)  # referee screens
    app.register_blueprint(stats.bp)          # history and per-player statistics
    app.register_blueprint(sheets.bp)         # PDF score-pad sheets, CSV/JSON export and import
