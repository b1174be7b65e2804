"""The schema comes from the migrations, on SQLite and on PostgreSQL (DATABASE_URL)."""
from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from sqlalchemy import inspect, select

ROOT = Path(__file__).resolve().parents[1]
FLASK = [sys.executable, "-m", "flask", "--app", "app"]
DOC = {"game": "7w", "players": [
    {"name": "Ирина", "wonder": "Gizah", "side": "A", "stages": 3, "cards": ["Altar"], "coins": 6},
    {"name": "Bob", "wonder": "Rhodos", "side": "B", "stages": 1, "cards": [], "coins": 3},
    {"name": "Zoë", "wonder": "Babylon", "side": "A", "stages": 0, "cards": [], "coins": 0}]}


def upgrade(url: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, DATABASE_URL=url)
    return subprocess.run(FLASK + ["db", "upgrade"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def save_and_read(url: str) -> None:
    """A game saved through the models comes back with its results, on the migrated schema."""
    os.environ["DATABASE_URL"] = url
    try:
        from app import create_app
        from wonders.extensions import db
        from wonders.models import Game, GamePlayer, store_result
        app = create_app({"TESTING": True})
        with app.app_context():
            assert {"games", "game_players", "alembic_version"} <= set(inspect(db.engine).get_table_names())
            game = Game(title="Пятница")
            store_result(game, DOC)
            db.session.add(game)
            db.session.commit()
            back = db.session.scalar(select(Game).where(Game.share_token == game.share_token))
            assert back.document == DOC
            winner = db.session.scalar(select(GamePlayer).where(GamePlayer.winner.is_(True)))
            assert (winner.name, winner.total) == ("Ирина", 2 + 15 + 2)
            db.session.delete(back)
            db.session.commit()
            assert db.session.scalar(select(GamePlayer)) is None        # rows go with their game
            db.session.remove()
            db.engine.dispose()
    finally:
        del os.environ["DATABASE_URL"]


def test_migrations_build_the_sqlite_schema(tmp_path):
    url = f"sqlite:///{tmp_path / 'w.sqlite3'}"
    done = upgrade(url)
    assert done.returncode == 0, done.stderr
    save_and_read(url)


def test_models_and_migrations_agree(tmp_path):
    url = f"sqlite:///{tmp_path / 'w.sqlite3'}"
    assert upgrade(url).returncode == 0
    env = dict(os.environ, DATABASE_URL=url)
    done = subprocess.run(FLASK + ["db", "check"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def _pg_bin(name: str) -> str | None:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return found[-1] if found else shutil.which(name)


@pytest.fixture
def postgres():
    """A throw-away PostgreSQL server on a loopback port (Debian's postgresql package)."""
    initdb, pg_ctl = _pg_bin("initdb"), _pg_bin("pg_ctl")
    if not initdb or not pg_ctl:
        pytest.skip("PostgreSQL server binaries not installed (make test installs Debian's postgresql)")
    # not pytest's tmp_path: as root the server runs as "postgres", who must reach the folder
    tmp_path = Path(tempfile.mkdtemp(prefix="wonders-pg-"))
    data = tmp_path / "pg"
    data.mkdir()
    as_user: list[str] = []
    if os.geteuid() == 0:                        # initdb refuses to run as root
        shutil.chown(tmp_path, "postgres")
        shutil.chown(data, "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    subprocess.run(as_user + [initdb, "-D", str(data), "-U", "wonders", "--auth=trust", "-E", "UTF8"],
                   check=True, capture_output=True, timeout=120)
    subprocess.run(as_user + [pg_ctl, "-D", str(data), "-w", "-l", str(tmp_path / "pg.log"), "-o",
                              f"-h 127.0.0.1 -p {port} -k {tmp_path}", "start"],
                   check=True, capture_output=True, timeout=120)
    try:
        for _ in range(50):
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        yield f"postgresql://wonders@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(as_user + [pg_ctl, "-D", str(data), "-m", "immediate", "stop"], capture_output=True,
                       timeout=60)
        shutil.rmtree(tmp_path, ignore_errors=True)


def test_database_url_selects_postgresql(postgres):
    done = upgrade(postgres)
    assert done.returncode == 0, done.stderr
    assert "postgresql" in done.stderr.lower() or "PostgresqlImpl" in done.stderr
    save_and_read(postgres)
