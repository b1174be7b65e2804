"""Import speed: N saved games through POST /sheets/import (issue 13: linear, one short transaction).

    .venv/bin/python benchmarks/import_games.py [N]
    .venv/bin/python benchmarks/import_games.py 1000 --url http://127.0.0.1:5077 [--tables 20]

Imports N/2 then N games into fresh SQLite databases (WAL, as served) and prints the seconds
and the time per game: linear time shows as a constant time per game. A third run imports the
N games again on top of themselves: every game is recognised as already saved.

``--url``: against a running server instead (issue 25, point 2: writes during a 1,000-game import
never wait more than 500 ms).  ``--tables`` tables in table mode are set up as ``clubnight.py`` does and
their phones tap their cities every 3 ± 1 s (``clubnight.tapping``); after ``--before`` seconds one
browser uploads an export of N new games to ``/sheets/import`` as its form does; the phones go on
``--after`` seconds more.  It prints the import's time and the autosaves' p50/p99/max during the import
(every autosave whose time overlaps it) and outside it.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import re
import secrets
import statistics
import sys
import tempfile
import threading
import time
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import clubnight  # noqa: E402  (benchmarks/clubnight.py)
from app import create_app  # noqa: E402
from scoring import games  # noqa: E402
from wonders.extensions import db  # noqa: E402


def export(n: int, tag: str = "") -> str:
    rng = random.Random(7)
    game = games.get("7w")
    start = date(2024, 1, 1)
    return json.dumps({"games": [{"played_on": (start + timedelta(days=i % 700)).isoformat(), "title": f"Game {i}{tag}",
                                  "document": game.random_document(rng)} for i in range(n)]}, ensure_ascii=False)


def run(n: int, folder: Path, again: bool = False) -> float:
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / f'import-{n}.sqlite3'}",
                      "WTF_CSRF_ENABLED": False, "MAX_CONTENT_LENGTH": 64 * 1024 * 1024})
    with app.app_context():
        db.create_all()
    client = app.test_client()
    body = export(n)
    if again:
        client.post("/sheets/import", data={"json": body})
    t0 = time.perf_counter()
    r = client.post("/sheets/import", data={"json": body})
    elapsed = time.perf_counter() - t0
    assert r.status_code == 200, r.status_code
    return elapsed


def upload(url: str, n: int) -> tuple[float, str]:
    """A browser importing an export of ``n`` new games by the import page's form; (seconds, what it said)."""
    browser = clubnight.Phone(url)
    browser.conn = http.client.HTTPConnection(browser.host, browser.port, timeout=600)
    _, _, page = browser.call("GET", "/sheets/import")
    boundary = secrets.token_hex(16)
    parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="csrf_token"\r\n\r\n{clubnight._csrf(page.decode())}\r\n',
             f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="games.json"\r\n'
             f'Content-Type: application/json\r\n\r\n{export(n, " " + secrets.token_hex(4))}\r\n', f"--{boundary}--\r\n"]
    t = time.perf_counter()
    status, _, answer = browser.call("POST", "/sheets/import", body="".join(parts).encode(),
                                     headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    seconds = time.perf_counter() - t
    said = re.search(r"<strong>([^<]*imported[^<]*)</strong>", answer.decode())
    return seconds, f"{status}, {said.group(1) if said else 'no games imported'}"


def _line(what: str, times: list[float]) -> str:
    times = sorted(times)
    if not times:
        return f"| {what} | 0 | | | |"
    return (f"| {what} | {len(times)} | {statistics.median(times):.0f} | "
            f"{clubnight.p99(times):.0f} | {times[-1]:.0f} |")


def under_load(url: str, n: int, tables: int, before: float, after: float) -> None:
    made = [clubnight.set_up_table([url], k) for k in range(tables)]
    log, stop = clubnight.Log(), threading.Event()
    doc = clubnight.referee_request()
    threads = [threading.Thread(target=clubnight.tapping, args=(seat, stop, log, random.Random(k * 10 + i), doc))
               for k, t in enumerate(made) for i, seat in enumerate(t.seats)]
    for th in threads:
        th.start()
    time.sleep(before)
    start = time.perf_counter()
    seconds, said = upload(url, n)
    end = time.perf_counter()
    time.sleep(after)
    stop.set()
    for th in threads:
        th.join()
    times, started = log.times.get("autosave", []), log.started.get("autosave", [])
    during = [ms for ms, t in zip(times, started) if t < end and t + ms / 1000 > start]
    outside = [ms for ms, t in zip(times, started) if not (t < end and t + ms / 1000 > start)]
    print(f"import of {n} games under {tables * 7} phones autosaving every 3 ± 1 s ({os.cpu_count()} CPUs): "
          f"{seconds:.2f} s ({said}); autosave errors {log.errors.get('autosave', 0)}; "
          f"load average {os.getloadavg()[0]:.1f}")
    print("| autosaves | count | p50 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|")
    print(_line("during the import", during))
    print(_line("before and after it", outside))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", type=int, nargs="?", default=3000)
    ap.add_argument("--url", help="a running server: import there while phones autosave")
    ap.add_argument("--tables", type=int, default=20)
    ap.add_argument("--before", type=float, default=5.0)
    ap.add_argument("--after", type=float, default=3.0)
    args = ap.parse_args()
    if args.url:
        under_load(args.url, args.games, args.tables, args.before, args.after)
        return
    n = args.games
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for count in (n // 2, n):
            s = run(count, folder)
            print(f"import {count:5d} games: {s:6.2f} s, {1000 * s / count:5.2f} ms a game")
        s = run(n + 1, folder, again=True)
        print(f"re-import {n + 1:5d} games already saved: {s:6.2f} s, {1000 * s / (n + 1):5.2f} ms a game")


if __name__ == "__main__":
    main()
