"""Load test over loopback (issue 13, deliver 5): N concurrent clients against a running server.

    make serve &                                   # or: HOST=127.0.0.1 PORT=5000 make serve
    .venv/bin/python benchmarks/load.py --url http://127.0.0.1:5000 --clients 100 --seconds 10

Each client is a thread with its own keep-alive connection (``clubnight.Phone``), sending requests
back to back for ``--seconds``, after ``--warm-up`` seconds of ``/healthz`` not counted.  Every endpoint
is run on its own: ``GET /healthz`` (not trivial since the storage checks: it reads the schema's
revision and takes SQLite's write lock for a write probe), ``GET /api/games`` (trivial: no database),
a city autosave (issue 25, point 2: tables in table mode set up as ``clubnight.py`` does, each client a
seat's phone with its own cookies tapping its own city with the version it holds), ``POST /api/score``
and ``POST /api/check`` with the 7-player table of ``score_table.py``, and a PDF sheet of a saved game
(``--pdf /sheets/game/<share token>.pdf``; or ``--save``: the script saves that table first, in the
server's database — give it the server's ``DATABASE_URL``, or none for the default SQLite file — and
loads its sheet).  ``--only healthz autosave`` runs those alone.  Prints throughput, p50, p99 and
errors (status ≥ 500 or no answer; for an autosave any answer but 200), and the autosave's throughput
against ``/healthz``'s and the trivial endpoint's of the same run (target: at least half, p99 under
300 ms at 100 clients).
"""
from __future__ import annotations

import argparse
import http.client
import json
import math
import os
import random
import statistics
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from clubnight import Phone, autosave, set_up_table  # noqa: E402  (benchmarks/clubnight.py)
from score_table import seven_player_table  # noqa: E402  (benchmarks/score_table.py)

Client = Callable[[], bool]         # one request; whether it was answered well


def run(clients: list[Client], seconds: float) -> dict:
    """Every client sends its request back to back for ``seconds``, each in its own thread."""
    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()
    stop = time.monotonic() + seconds

    def client(call: Client) -> None:
        mine: list[float] = []
        bad = 0
        while time.monotonic() < stop:
            t = time.perf_counter()
            try:
                ok = call()
            except (OSError, http.client.HTTPException):
                ok = False
            bad += not ok
            mine.append((time.perf_counter() - t) * 1000)
        with lock:
            latencies.extend(mine)
            errors[0] += bad

    threads = [threading.Thread(target=client, args=(call,)) for call in clients]
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


def plain(url: str, method: str, path: str, body: bytes | None) -> Client:
    phone = Phone(url)
    headers = {"Content-Type": "application/json"} if body is not None else {}
    return lambda: phone.call(method, path, body=body, headers=headers)[0] < 500


def tappers(url: str, clients: int) -> list[Client]:
    """A seat's phone per client, each tapping its own city: ceil(clients / 7) tables in table mode."""
    seats = [seat for k in range(math.ceil(clients / 7)) for seat in set_up_table([url], k).seats][:clients]
    return [lambda seat=seat, rng=random.Random(i): autosave(seat, rng)[0] == 200 for i, seat in enumerate(seats)]


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
    ap.add_argument("--warm-up", type=float, default=10.0, metavar="SECONDS",
                    help="/healthz sent that long first, not counted (a fresh server's workers load WeasyPrint)")
    ap.add_argument("--only", nargs="+", choices=("healthz", "trivial", "autosave", "score", "check", "pdf"),
                    help="run these endpoints alone")
    args = ap.parse_args()
    doc = seven_player_table()
    if args.save:
        args.pdf = f"/sheets/game/{save(doc)}.pdf"
    check = dict(doc, age=3, action={"player": doc["players"][0]["name"], "build": "Pantheon"})
    cases = [("healthz", "GET /healthz (readiness: schema check and a write probe)", "GET", "/healthz", None),
             ("trivial", "GET /api/games (trivial: no database)", "GET", "/api/games", None),
             ("autosave", "POST a city autosave (table mode, each client a seat's phone)", "", "", None),
             ("score", "POST /api/score, 7 players", "POST", "/api/score", json.dumps(doc).encode()),
             ("check", "POST /api/check, 7 players", "POST", "/api/check", json.dumps(check).encode())]
    if args.pdf:
        cases.append(("pdf", f"GET {args.pdf}", "GET", args.pdf, None))
    run([plain(args.url, "GET", "/healthz", None) for _ in range(args.clients)], args.warm_up)
    print(f"{args.clients} concurrent clients, {args.seconds:g} s per endpoint, {args.url}, "
          f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")
    print("| endpoint | requests/s | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|")
    rates = {}
    for key, name, method, path, body in cases:
        if args.only and key not in args.only:
            continue
        clients = (tappers(args.url, args.clients) if key == "autosave" else
                   [plain(args.url, method, path, body) for _ in range(args.clients)])
        r = run(clients, args.seconds)
        rates[key] = r["per_second"]
        print(f"| {name} | {r['per_second']:.0f} | {r['p50']:.1f} | {r['p99']:.1f} | {r['errors']} |", flush=True)
    for key, name in (("healthz", "/healthz"), ("trivial", "/api/games")):
        if rates.get(key) and "autosave" in rates:
            print(f"city autosave ÷ {name} throughput: {rates['autosave'] / rates[key]:.2f} (target ≥ 0.5)")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
