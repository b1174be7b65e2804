"""Load test over loopback (issue 13, deliver 5): N concurrent clients against a running server.

    make serve &                                   # or: HOST=127.0.0.1 PORT=5000 make serve
    .venv/bin/python benchmarks/load.py --url http://127.0.0.1:5000 --clients 100 --seconds 10

Each client is a thread with its own keep-alive connection, sending requests back to back
for ``--seconds``; every endpoint is run on its own: ``GET /healthz`` (trivial),
``POST /api/score`` and ``POST /api/check`` with the 7-player table of ``score_table.py``, and
a PDF sheet of a saved game (``--pdf /sheets/game/<share token>.pdf``; or ``--save``: the
script saves that table first, in the server's database — give it the server's
``DATABASE_URL``, or none for the default SQLite file — and loads its sheet).  Prints
throughput, p50, p99 and errors (status ≥ 500 or no answer).
"""
from __future__ import annotations

import argparse
import http.client
import json
import statistics
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))

from score_table import seven_player_table  # noqa: E402  (benchmarks/score_table.py)


def run(url: str, method: str, path: str, body: bytes | None, clients: int, seconds: float) -> dict:
    parts = urlsplit(url)
    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()
    stop = time.monotonic() + seconds
    headers = {"Content-Type": "application/json"} if body is not None else {}

    def client() -> None:
        conn = http.client.HTTPConnection(parts.hostname, parts.port or 80, timeout=30)
        mine: list[float] = []
        bad = 0
        while time.monotonic() < stop:
            t = time.perf_counter()
            try:
                conn.request(method, path, body=body, headers=headers)
                r = conn.getresponse()
                r.read()
                if r.status >= 500:
                    bad += 1
                if r.getheader("Connection", "").lower() == "close":
                    conn.close()
            except (OSError, http.client.HTTPException):
                bad += 1
                conn.close()
                conn = http.client.HTTPConnection(parts.hostname, parts.port or 80, timeout=30)
                continue
            mine.append((time.perf_counter() - t) * 1000)
        conn.close()
        with lock:
            latencies.extend(mine)
            errors[0] += bad

    threads = [threading.Thread(target=client) for _ in range(clients)]
    started = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.monotonic() - started
    latencies.sort()
    n = len(latencies)
    return {"requests": n, "per_second": n / elapsed if elapsed else 0.0,
            "p50": statistics.median(latencies) if n else float("nan"),
            "p99": latencies[max(0, int(n * 0.99) - 1)] if n else float("nan"), "errors": errors[0]}


def save(doc: dict) -> str:
    """Save ``doc`` as a game in the database the app is configured for; its share token."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from app import create_app
    from wonders.models import Game, db, store_result
    with create_app().app_context():
        game = Game()
        store_result(game, doc)
        db.session.add(game)
        db.session.commit()
        return game.share_token


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--url", default="http://127.0.0.1:5000")
    ap.add_argument("--clients", type=int, default=100)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--pdf", help="path of a PDF sheet to load, e.g. /sheets/game/<share token>.pdf")
    ap.add_argument("--save", action="store_true",
                    help="save the 7-player table in the server's database (DATABASE_URL) and load its PDF sheet")
    args = ap.parse_args()
    doc = seven_player_table()
    if args.save:
        args.pdf = f"/sheets/game/{save(doc)}.pdf"
    check = dict(doc, age=3, action={"player": doc["players"][0]["name"], "build": "Pantheon"})
    cases = [("GET /healthz (trivial)", "GET", "/healthz", None),
             ("POST /api/score, 7 players", "POST", "/api/score", json.dumps(doc).encode()),
             ("POST /api/check, 7 players", "POST", "/api/check", json.dumps(check).encode())]
    if args.pdf:
        cases.append((f"GET {args.pdf}", "GET", args.pdf, None))
    print(f"{args.clients} concurrent clients, {args.seconds:g} s per endpoint, {args.url}")
    print("| endpoint | requests/s | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|")
    for name, method, path, body in cases:
        r = run(args.url, method, path, body, args.clients, args.seconds)
        print(f"| {name} | {r['per_second']:.0f} | {r['p50']:.1f} | {r['p99']:.1f} | {r['errors']} |", flush=True)


if __name__ == "__main__":
    main()
