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

    from . import api
    app.register_blueprint(api.bp)
    csrf.exempt(api.bp)
