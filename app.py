"""Flask application factory (``flask --app app run``)."""
from __future__ import annotations

import logging
import os
import secrets
from pathlib import Path

from flask import Flask


def _secret_key(instance: Path) -> str:
    """SECRET_KEY from the environment, else one generated once and kept in the instance folder."""
    if os.environ.get("SECRET_KEY"):
        return os.environ["SECRET_KEY"]
    path = instance / "secret_key"
    try:
        if not path.exists():
            path.write_text(secrets.token_hex(32))
        return path.read_text().strip()
    except OSError as exc:
        # a read-only or full instance folder: serve all the same, with a key of this process only
        # (sessions and CSRF tokens then last until a restart; set SECRET_KEY to keep them)
        logging.getLogger(__name__).warning("cannot keep a secret key in %s (%s): set SECRET_KEY; "
                                            "using one for this process only", path, exc)
        return secrets.token_hex(32)


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
    try:
        instance.mkdir(parents=True, exist_ok=True)
    except OSError:                  # a read-only folder: the secret key and the PDF cache say so
        pass
    app.config.from_mapping(
        SECRET_KEY=_secret_key(instance),
        SQLALCHEMY_DATABASE_URI=_database_url(instance),
        JSON_AS_ASCII=False,
        MAX_CONTENT_LENGTH=2 * 1024 * 1024,
    )
    if test_config:
        app.config.update(test_config)
    app.json.ensure_ascii = False
    app.json.sort_keys = False  # keep the score pad order of categories

    from wonders.web import init_app
    init_app(app)
    return app
