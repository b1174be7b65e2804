"""CPU per autosave and per poll, through the test client (no network, no server): one 7-player table
in table mode, each seat its own phone (cookies), as ``clubnight.py`` sets it up.

    .venv/bin/python benchmarks/autosave_cpu.py [rounds] [--profile]

Each round: every seat taps its city once (an autosave naming its version, a new coin count), then
the host polls the live sheet with the ETag it holds, then polls again with nothing changed.  Prints
CPU (thread time) p50/p99 per kind in ms; ``--profile``: cProfile of the autosaves, top 25 by
cumulative time (``TOP=<n>`` in the environment: top n).
"""
from __future__ import annotations

import cProfile
import json
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import clubnight  # noqa: E402


class TestPhone:
    """``clubnight.Phone`` over the Flask test client (its own cookie jar)."""

    app = None

    def __init__(self, _url: str):
        self.client = self.app.test_client()

    def call(self, method, path, form=None, headers=None, body=None):
        r = self.client.open(path, method=method, data=form if form is not None else body, headers=headers or {})
        return r.status_code, dict(r.headers), r.get_data()


def _cpu(call) -> tuple[float, object]:
    t = time.thread_time()
    out = call()
    return (time.thread_time() - t) * 1000, out


def main(argv: list[str]) -> int:
    rounds = int(argv[0]) if argv and argv[0].isdigit() else 100
    profile = "--profile" in argv
    folder = tempfile.mkdtemp()
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/bench.sqlite3"
    from app import create_app
    from wonders.extensions import db
    app = create_app({"TESTING": False})
    with app.app_context():
        db.create_all()
    TestPhone.app = app
    clubnight.Phone = TestPhone
    table = clubnight.set_up_table(["http://test"], 0)
    rng = random.Random(1)
    times: dict[str, list[float]] = {"autosave": [], "poll, changed": [], "poll, unchanged": []}
    profiler = cProfile.Profile() if profile else None
    etag = None
    for _ in range(rounds):
        for seat in table.seats:
            form = dict(seat.form, coins=str(rng.randint(0, 30)), go="stay")
            if profiler:
                profiler.enable()
            ms, (status, _, body) = _cpu(lambda: seat.phone.call(
                "POST", seat.path, form, {"X-Autosave": "1", "Accept": "application/json"}))
            if profiler:
                profiler.disable()
            assert status == 200, (status, body[:300])
            answer = json.loads(body)
            seat.form["rev"], seat.form["table_rev"] = str(answer["rev"]), str(answer["table_rev"])
            times["autosave"].append(ms)
        for kind in ("poll, changed", "poll, unchanged"):
            headers = {"Accept": "application/json", **({"If-None-Match": etag} if etag else {})}
            ms, (status, got, _) = _cpu(lambda: table.host.call("GET", table.live, headers=headers))
            etag = got.get("ETag") or etag
            times[kind].append(ms)
    print(f"{rounds} rounds of 7 autosaves and 2 polls (load average {os.getloadavg()[0]:.1f})")
    for kind, values in times.items():
        values.sort()
        print(f"{kind:16} CPU p50 {statistics.median(values):6.2f} ms  p99 {values[int(len(values) * .99) - 1]:6.2f} ms")
    if profiler:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(int(os.environ.get("TOP", "25")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
