"""Flask application factory (``flask --app app run``)."""
from __future__ import annotations

import errno
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
    try:    # created readable by its owner only (0600), whatever the umask; never overwritten
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            pass
        else:
            try:
                with os.fdopen(fd, "w") as out:
                    out.write(secrets.token_hex(32))
            except OSError:
                path.unlink(missing_ok=True)        # never leave an empty key behind (a full disk)
                raise
        key = path.read_text().strip()
        if not key:
            raise OSError(errno.ENODATA, "the file is empty")
        return key
    except OSError as exc:
        # a read-only or full instance folder: serve all the same, with a key of this process only
        # (sessions and CSRF tokens then last until a restart; set SECRET_KEY to keep them)
        logging.getLogger(__name__).warning("cannot keep a secret key in %s (%s): set SECRET_KEY; "
                                            "using one for this process only", path, exc)
        return secrets.token_hex(32)


def _private_sqlite_file(url: str) -> None:
    """Create a SQLite database file readable by its owner only (0600) before SQLite creates it
    with the umask's mode (usually world-readable); its -wal and -shm files take the same mode."""
    from sqlalchemy.engine import make_url
    try:
        parsed = make_url(url)
    except Exception:       # not a URL SQLAlchemy reads: SQLAlchemy itself will say so
        return
    name = parsed.database
    if not parsed.drivername.startswith("sqlite") or not name or name == ":memory:" or name.startswith("file:"):
        return
    try:
        os.close(os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))   # an empty file is an empty database
    except OSError:     # it exists (kept as it is), or its folder does not: SQLite reports that
        pass


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
        instance.mkdir(mode=0o700, parents=True, exist_ok=True)   # the key, the database: the owner's only
    except OSError:                  # a read-only folder: the secret key and the PDF cache say so
        pass
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
    _private_sqlite_file(app.config["SQLALCHEMY_DATABASE_URI"])
    app.json.ensure_ascii = False
    app.json.sort_keys = False  # keep the score pad order of categories

    from wonders.web import init_app
    init_app(app)
    return app
