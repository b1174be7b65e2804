"""The draft-seats migration moves each draft's players into seat rows and back, on SQLite and on
PostgreSQL: what the screens read (``Draft.state``, ``Draft.version``) is the same before and after."""
from __future__ import annotations

import os
import subprocess
from datetime import datetime, timezone

import pytest
from sqlalchemy import JSON, Integer, String, column, create_engine, select, table
from test_database import FLASK, ROOT, postgres  # noqa: F401  (the fixture)

BEFORE = "c4f1a8e2d957"          # the revision before seat rows
STATE = {"game": "7w", "table_rev": 2, "hosts": ["h"],
         "players": [{"id": "a1", "name": "Ирина", "wonder": "Gizah", "side": "A", "coins": "6", "rev": 3},
                     {"id": "b2", "name": "Bob", "wonder": "", "side": "", "raw": {"coins": ["x"]}}]}
NO_IDS = {"game": "7w", "players": [{"name": "Zoë"}, {"name": "Zoë"}]}     # kept whole (no ids to key seats by)

drafts = table("drafts", column("id", Integer), column("token", String), column("state", JSON),
               column("version", Integer), column("created_at"), column("updated_at"))
seats = table("draft_seats", column("draft_id", Integer), column("pid", String), column("city", JSON),
              column("version", Integer))


def flask_db(url: str, *args: str) -> None:
    done = subprocess.run(FLASK + ["db", *args], cwd=ROOT, env=dict(os.environ, DATABASE_URL=url),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def app_state(url: str, token: str) -> tuple[dict, int]:
    os.environ["DATABASE_URL"] = url
    try:
        from app import create_app
        from wonders.extensions import db
        from wonders.models import Draft
        app = create_app({"TESTING": True})
        with app.app_context():
            draft = db.session.scalar(select(Draft).where(Draft.token == token))
            out = draft.state, draft.version
            assert db.session.scalar(select(Draft.version).where(Draft.token == token)) == draft.version
            db.session.remove()
            db.engine.dispose()
            return out
    finally:
        del os.environ["DATABASE_URL"]


def round_trip(url: str) -> None:
    flask_db(url, "upgrade", BEFORE)
    engine = create_engine(url)
    now = datetime.now(timezone.utc)
    with engine.begin() as conn:
        for token, state, version in (("split", STATE, 5), ("whole", NO_IDS, 2)):
            conn.execute(drafts.insert().values(token=token, state=state, version=version, created_at=now,
                                                updated_at=now))
    flask_db(url, "upgrade")
    with engine.connect() as conn:
        rows = conn.execute(select(seats.c.pid, seats.c.city, seats.c.version).order_by(seats.c.pid)).all()
        kept = dict(conn.execute(select(drafts.c.token, drafts.c.state)).all())
    assert [(r.pid, r.city, r.version) for r in rows] == [("a1", STATE["players"][0], 1),
                                                          ("b2", STATE["players"][1], 1)]
    assert kept["split"]["players"] == ["a1", "b2"] and kept["whole"] == NO_IDS
    state, version = app_state(url, "split")
    assert state == STATE and version == 5 + 2          # the draft's own version and one per seat
    assert app_state(url, "whole") == (NO_IDS, 2)
    flask_db(url, "downgrade", BEFORE)
    with engine.connect() as conn:
        back = {r.token: (r.state, r.version) for r in conn.execute(
            select(drafts.c.token, drafts.c.state, drafts.c.version)).all()}
    engine.dispose()
    assert back == {"split": (STATE, 7), "whole": (NO_IDS, 2)}     # never an older version than was seen


def test_seats_migrate_both_ways_on_sqlite(tmp_path):
    round_trip(f"sqlite:///{tmp_path / 'w.sqlite3'}")


def test_seats_migrate_both_ways_on_postgresql(postgres):  # noqa: F811
    round_trip(postgres)


@pytest.fixture(autouse=True)
def _own_database_url():
    """``app_state`` sets DATABASE_URL for the app it creates: none is left behind."""
    before = os.environ.get("DATABASE_URL")
    yield
    if before is not None:
        os.environ["DATABASE_URL"] = before
