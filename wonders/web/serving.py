"""Serving in production: ``/healthz`` and the migrations check.

``make serve`` runs gunicorn on ``wsgi:app`` (``gunicorn.conf.py``: HOST, PORT, WORKERS,
THREADS from the environment; one access-log line per request on standard output).
``wsgi.py`` compares the database with ``migrations/`` before serving: when the database is
behind (or empty) gunicorn stops with a message naming the command to run,
``flask --app app db upgrade`` (``make serve`` runs it first).  A server started some other
way (``flask run``) on a database without tables, or behind its migrations, answers 503 with
the same command instead of a 500 (``schema_gate``).

``/healthz`` answers 200 ``{"status": "ok"}`` only when the database answers, is at the head of
``migrations/`` and can be written (a write probe in a transaction rolled back; for SQLite also
free disk space beside the file); else 503 with the failed check and the reason (README, "Hosting").
"""
from __future__ import annotations

import shutil
from functools import lru_cache
from pathlib import Path

from flask import Flask, jsonify, request

UPGRADE_COMMAND = "flask --app app db upgrade"
MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"


class DatabaseBehind(RuntimeError):
    """The database schema is older than the code's migrations."""


def migration_state(app: Flask) -> tuple[str | None, str | None]:
    """(revision of the database, head revision of ``migrations/``)."""
    from alembic.config import Config
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory

    from wonders.extensions import db

    script = ScriptDirectory.from_config(_alembic_config(Config, MIGRATIONS))
    head = script.get_current_head()
    with app.app_context(), db.engine.connect() as conn:
        current = MigrationContext.configure(conn).get_current_revision()
    return current, head


def _alembic_config(Config, directory) -> object:
    cfg = Config()
    cfg.set_main_option("script_location", str(directory))
    return cfg


@lru_cache(maxsize=4)
def head_revision(directory: str) -> str | None:
    """The head revision of ``migrations/`` (read once per process: it changes with a release)."""
    from alembic.config import Config
    from alembic.script import ScriptDirectory
    return ScriptDirectory.from_config(_alembic_config(Config, directory)).get_current_head()


def schema_state() -> tuple[str, str]:
    """("ok" | "behind" | "empty", a sentence) for the app's database (in an app context).

    "behind": the database's alembic revision is not the head of ``migrations/``; "empty": no
    alembic revision and no tables.  A database made by ``db.create_all()`` (tests) has the
    tables and no revision: "ok"."""
    from alembic.runtime.migration import MigrationContext
    from sqlalchemy import inspect

    from wonders.extensions import db
    head = head_revision(str(MIGRATIONS))
    with db.engine.connect() as conn:
        inspector = inspect(conn)
        if not inspector.has_table("alembic_version"):
            if inspector.has_table("games"):
                return "ok", "no alembic revision (made by create_all)"
            return "empty", f"the database has no tables yet: run `{UPGRADE_COMMAND}`"
        current = MigrationContext.configure(conn).get_current_revision()
    if current != head:
        return "behind", f"the database is at revision {current}, the code needs {head}: run `{UPGRADE_COMMAND}`"
    return "ok", f"revision {head}"


def schema_gate(app: Flask) -> None:
    """Every request on a database behind its migrations answers the "not set up" page (503)
    naming the command, instead of whatever a missing column makes of it.  Checked per
    request until the database is found current (then never again in this process), so that
    ``db upgrade`` run meanwhile is seen without a restart."""
    @app.before_request
    def database_current():
        if app.extensions.get("wonders.schema_ok") or request.endpoint in ("static", "healthz"):
            return
        state, reason = schema_state()
        if state == "ok":
            app.extensions["wonders.schema_ok"] = True
        elif state == "behind":
            raise DatabaseBehind(reason)
        # "empty": the first query fails with "no such table" and answers the same page


def check_migrations(app: Flask) -> None:
    """Raise ``DatabaseBehind`` naming the command when the database needs ``db upgrade``."""
    current, head = migration_state(app)
    if current != head:
        where = "has no tables yet" if current is None else f"is at revision {current}"
        raise DatabaseBehind(f"the database {where}, the code needs revision {head}: "
                             f"run `{UPGRADE_COMMAND}` (or `make serve`, which runs it) before serving")


MIN_FREE_BYTES = 8 * 1024 * 1024     # below this beside an SQLite file, /healthz says "disk full"
PROBE_BUSY_TIMEOUT_MS = 1000         # the write probe waits this long for another writer's lock


def _write_probe() -> None:
    """A write that changes nothing, in a transaction rolled back: raises when the database
    is read-only or locked by another writer (SQLite takes its write lock for any DELETE)."""
    from sqlalchemy import delete, false

    from wonders.extensions import BUSY_TIMEOUT_MS, db
    from wonders.models import Draft
    with db.engine.connect() as conn:
        sqlite = conn.dialect.name == "sqlite"
        if sqlite:
            conn.exec_driver_sql(f"PRAGMA busy_timeout = {PROBE_BUSY_TIMEOUT_MS}")
        try:
            conn.execute(delete(Draft).where(false()))
        finally:
            conn.rollback()
            if sqlite:
                conn.exec_driver_sql(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
                conn.commit()


def _disk_space() -> str | None:
    """For an SQLite file: the reason when its disk has (almost) no space left."""
    from wonders.extensions import db
    url = db.engine.url
    if url.get_backend_name() != "sqlite" or not url.database or url.database == ":memory:":
        return None
    folder = Path(url.database).resolve().parent
    free = shutil.disk_usage(folder).free
    if free < MIN_FREE_BYTES:
        return (f"{free // 1024} KiB free on the disk of {folder} "
                f"(the database needs at least {MIN_FREE_BYTES // 1024} KiB)")
    return None


def readiness() -> tuple[str, str] | None:
    """(the failed check, the reason) or None when the app is ready to serve (``/healthz``)."""
    from sqlalchemy import text

    from wonders.extensions import db
    from wonders.web import storage
    try:
        db.session.execute(text("SELECT 1"))
        db.session.rollback()
        state, reason = schema_state()
        if state != "ok":
            return "migrations", reason
        _write_probe()
        full = _disk_space()
        return ("disk", full) if full else None
    except Exception as exc:  # noqa: BLE001 - any failure means "not ready"
        db.session.rollback()
        kind = storage.failure(exc)
        return ("write" if kind in (storage.FULL, storage.READ_ONLY, storage.LOCKED) else "database",
                f"{type(exc).__name__}: {getattr(exc, 'orig', None) or exc}")


def init_app(app: Flask) -> None:
    schema_gate(app)

    @app.get("/healthz")
    def healthz():
        """Liveness and readiness: the database answers, is migrated, and can be written."""
        failed = readiness()
        if failed:
            app.logger.warning("not ready (%s): %s", *failed)
            return jsonify({"status": "error", "check": failed[0], "reason": failed[1]}), 503
        return jsonify({"status": "ok"})
