"""The WSGI entry point of ``make serve`` (``gunicorn wsgi:app``).

Refuses to start, naming the command, when the database is behind its migrations
(README, "Hosting"); ``make serve`` runs ``flask --app app db upgrade`` first.
"""
from __future__ import annotations

import sys

from app import create_app
from wonders.web.serving import DatabaseBehind, check_migrations

app = create_app()

try:
    check_migrations(app)
except DatabaseBehind as exc:
    print(f"wonders: {exc}", file=sys.stderr)
    raise SystemExit(3) from None
