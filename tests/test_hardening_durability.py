"""kill -9 during a burst of saves (issue 13, deliver 3): every acknowledged game is intact and
no half-written game exists.  A real gunicorn on a real SQLite file (WAL), real CSRF tokens."""
from __future__ import annotations

import http.client
import json
import os
import re
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]

TABLE = {"game": "7w", "players": [
    {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 2, "coins": 7,
     "cards": ["Lumber Yard", "Baths", "Altar", "Apothecary", "Workshop", "Scientists Guild"],
     "military": [-1, -1, 3, -1]},
    {"name": "Бобр", "wonder": "Olympia", "side": "B", "stages": 3, "coins": 4,
     "cards": ["Stone Pit", "Stockade", "Barracks", "Walls", "Marketplace", "Scriptorium"],
     "military": [1, 1, 3, 3, 5, 5]},
    {"name": "Cleo", "wonder": "Gizah", "side": "B", "stages": 1, "coins": 11,
     "cards": ["Clay Pool", "Theater", "Statue", "Palace", "Loom"],
     "military": [-1, -1, -1, -1]}]}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _answers(port: int) -> bool:
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.request("GET", "/healthz")
        return conn.getresponse().status == 200
    except (OSError, http.client.HTTPException):
        return False


class Saver(threading.Thread):
    """Saves games one after another; remembers each acknowledged one (302 to its edit page)."""

    def __init__(self, port: int, n: int, stop: threading.Event):
        super().__init__(daemon=True)
        self.port, self.n, self.stop = port, n, stop
        self.acknowledged: list[tuple[str, str]] = []      # (title, edit token)

    def run(self) -> None:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)   # a loaded CI machine
            conn.request("GET", "/games/new")
            r = conn.getresponse()
            page = r.read().decode()
            cookie = "; ".join(c.split(";")[0] for c in r.headers.get_all("Set-Cookie") or [])
            token = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', page).group(1)
        except (OSError, http.client.HTTPException, AttributeError):
            return
        i = 0
        while not self.stop.is_set():
            i += 1
            title = f"burst {self.n}-{i}"
            body = urlencode({"document": json.dumps(TABLE), "title": title, "played_on": "2025-03-14",
                              "note": "", "csrf_token": token})
            try:
                conn.request("POST", "/games/save", body=body, headers={
                    "Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie})
                r = conn.getresponse()
                r.read()
            except (OSError, http.client.HTTPException):
                return                                   # the server is gone
            location = r.getheader("Location") or ""
            m = re.search(r"/e/([^/?#]+)$", location)
            if r.status == 302 and m:
                self.acknowledged.append((title, m.group(1)))


def test_kill_9_during_a_burst_of_saves_loses_no_acknowledged_game(tmp_path):
    port = _free_port()
    db_path = tmp_path / "burst.sqlite3"
    env = dict(os.environ, HOST="127.0.0.1", PORT=str(port), WORKERS="2", THREADS="4", ACCESS_LOG="/dev/null",
               DATABASE_URL=f"sqlite:///{db_path}", SECRET_KEY="durability")
    bin_dir = Path(sys.executable).parent
    subprocess.run([str(bin_dir / "flask"), "--app", "app", "db", "upgrade"], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=60)
    server = subprocess.Popen([str(bin_dir / "gunicorn"), "--config", "gunicorn.conf.py", "wsgi:app"], cwd=ROOT,
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    stop = threading.Event()
    savers: list[Saver] = []
    try:
        # ready when a worker answers, not when the socket listens (a loaded machine starts workers slowly)
        deadline = time.monotonic() + 120
        while not _answers(port):
            assert server.poll() is None and time.monotonic() < deadline
            time.sleep(0.2)
        savers = [Saver(port, n, stop) for n in range(8)]
        for s in savers:
            s.start()
        # kill -9 in the middle of the burst: after enough saves were acknowledged
        deadline = time.monotonic() + 120
        while sum(len(s.acknowledged) for s in savers) < 40 and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait(timeout=10)
        stop.set()
        for s in savers:
            s.join(timeout=15)
    acknowledged = [a for s in savers for a in s.acknowledged]
    assert len(acknowledged) >= 40

    con = sqlite3.connect(db_path)        # recovery of the WAL happens here, as at the next start
    try:
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        games = {edit: (gid, title, json.loads(doc)) for gid, title, edit, doc in
                 con.execute("SELECT id, title, edit_token, document FROM games")}
        rows = dict(con.execute("SELECT game_id, COUNT(*) FROM game_players GROUP BY game_id").fetchall())
    finally:
        con.close()
    for title, edit in acknowledged:                          # every acknowledged game is there, whole
        assert edit in games, title
        gid, stored_title, doc = games[edit]
        assert stored_title == title and doc == TABLE
    for gid, title, doc in games.values():                    # no half-written game
        assert rows.get(gid) == len(doc["players"]), title
