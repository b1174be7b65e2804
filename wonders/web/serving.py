"""Serving in production: ``/healthz`` and the migrations check.

``make serve`` runs gunicorn on ``wsgi:app`` (``gunicorn.conf.py``: HOST, PORT, WORKERS,
THREADS from the environment; one access-log line per request on standard output).
``wsgi.py`` compares the database with ``migrations/`` before serving: when the database is
behind (or empty) gunicorn stops with a message naming the command to run,
``flask --app app db upgrade`` (``make serve`` runs it first).  A server started some other
way on a database without tables answers 503 with the same command instead of a 500.
"""
from __future__ import annotations

from flask import Flask, jsonify

UPGRADE_COMMAND = "flask --app app db upgrade"


class DatabaseBehind(RuntimeError):
    """The database schema is older than the code's migrations."""


def migration_state(app: Flask) -> tuple[str | None, str | None]:
    """(revision of the database, head revision of ``migrations/``)."""
    from alembic.config import Config
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory

    from wonders.extensions import db
    from wonders.web import MIGRATIONS

    script = ScriptDirectory.from_config(_alembic_config(Config, MIGRATIONS))
    head = script.get_current_head()
    with app.app_context(), db.engine.connect() as conn:
        current = MigrationContext.configure(conn).get_current_revision()
    return current, head


def _alembic_config(Config, directory) -> object:
    cfg = Config()
    cfg.set_main_option("script_location", str(directory))
    return cfg


def check_migrations(app: Flask) -> None:
    """Raise ``DatabaseBehind`` naming the command when the database needs ``db upgrade``."""
    current, head = migration_state(app)
    if current != head:
        where = "has no tables yet" if current is None else f"is at revision {current}"
        raise DatabaseBehind(f"the database {where}, the code needs revision {head}: "
                             f"run `{UPGRADE_COMMAND}` (or `make serve`, which runs it) before serving")


def init_app(app: Flask) -> None:
    @app.get("/healthz")
    def healthz():
        """Liveness and readiness: the database answers a trivial query."""
        from sqlalchemy import text

        from wonders.extensions import db
        try:
            db.session.execute(text("SELECT 1"))
        except Exception as exc:  # noqa: BLE001 - any failure means "not ready"
            db.session.rollback()
            return jsonify({"status": "error", "database": type(exc).__name__}), 503
        return jsonify({"status": "ok"})
