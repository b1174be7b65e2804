"""Flask application factory (``flask --app app run``)."""
from __future__ import annotations

import os
import secrets
from pathlib import Path

from flask import Flask


def _secret_key(instance: Path) -> str:
    """SECRET_KEY from the environment, else one generated once and kept in the instance folder."""
    if os.environ.get("SECRET_KEY"):
        return os.environ["SECRET_KEY"]
    path = instance / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
    return path.read_text().strip()


def _database_url(instance: Path) -> str:
    url = os.environ.get("DATABASE_URL")
    if url:
        # postgres:// (Heroku style) and postgresql:// both mean PostgreSQL through psycopg 3
        for prefix in ("postgres://", "postgresql://"):
            if url.startswith(prefix):
                return "postgresql+psycopg://" + url[len(prefix):]
        return url
    return f"sqlite:///{instance / 'wonders.sqlite3'}"


def create_app(test_config: dict | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=True)
    instance = Path(app.instance_path)
    instance.mkdir(parents=True, exist_ok=True)
    app.config.from_mapping(
        SECRET_KEY=_secret_key(instance),
        SQLALCHEMY_DATABASE_URI=_database_url(instance),
        JSON_AS_ASCII=False,
        MAX_CONTENT_LENGTH=2 * 1024 * 1024,
        # table mode's join codes (README, "Table mode"): where the attempt counters live
        RATELIMIT_STORAGE_URI=os.environ.get("RATELIMIT_STORAGE_URI", "memory://"),
    )
    if test_config:
        app.config.update(test_config)
    app.json.ensure_ascii = False
    app.json.sort_keys = False  # keep the score pad order of categories

    from wonders.web import init_app
    init_app(app)
    return app
