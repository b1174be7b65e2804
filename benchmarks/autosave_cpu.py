"""CPU per autosave and per poll, through the test client (no network, no server), beside the minimal
app (``minimal_app.py``) in the same run: one 7-player table in table mode, each seat its own phone
(cookies), as ``clubnight.py`` sets it up; and one table of the minimal app.

    .venv/bin/python benchmarks/autosave_cpu.py [rounds] [--profile [kind]]

Each round, for this app and then for the minimal app (alternating, so both meet the machine's load of
the same moment): every seat taps its city once (an autosave naming its version, a new coin count),
then the host's table screen polls the live sheet with the ETag it holds and a city screen polls its
part of it (``?part=city``: totals and problems, no page), both changed (200), then both again with
nothing changed (304).  The minimal app has one poll: it stands for both.  Prints this thread's CPU per request (p50/p99, ms) for both apps and the ratio of the
p50s (the issue's target: at most 2×).  ``--profile``: cProfile of this app's autosaves (or of
``--profile poll`` / ``city`` / ``304``), top 45 by internal time (``cumulative`` last: by cumulative).
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

KINDS = ("autosave", "sheet poll, changed", "city poll, changed", "sheet poll, unchanged", "city poll, unchanged")


class TestPhone:
    """``clubnight.Phone`` over a Flask test client (its own cookie jar)."""

    app = None

    def __init__(self, _url: str):
        self.client = self.app.test_client()

    def call(self, method, path, form=None, headers=None, body=None):
        r = self.client.open(path, method=method, data=form if form is not None else body, headers=headers or {})
        return r.status_code, dict(r.headers), r.get_data()


def _cpu(call, profiler=None) -> tuple[float, object]:
    if profiler:
        profiler.enable()
    t = time.thread_time()
    out = call()
    ms = (time.thread_time() - t) * 1000
    if profiler:
        profiler.disable()
    return ms, out


def _tables(folder: str):
    """(this app's table, the minimal app's table), each over its own test client and database."""
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/bench.sqlite3"
    from app import create_app
    from wonders.extensions import db
    app = create_app({"TESTING": False})
    with app.app_context():
        db.create_all()
    import minimal_app
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/minimal.sqlite3"
    yardstick = minimal_app.create()

    class AppPhone(TestPhone):
        pass
    AppPhone.app = app

    class MinimalPhone(TestPhone):
        pass
    MinimalPhone.app = yardstick
    clubnight.Phone = AppPhone
    table = clubnight.set_up_table(["http://test"], 0)
    clubnight.Phone = MinimalPhone
    minimal = clubnight.set_up_minimal(["http://test"], 0)
    return table, minimal


class Run:
    """One app's table driven round after round, its CPU per request kept by kind."""

    def __init__(self, table, city_poll: str, rng: random.Random, profiler=None, profiled: str = ""):
        self.table, self.rng = table, rng
        self.polls = {"sheet": table.live, "city": city_poll}
        self.etags: dict[str, str | None] = {"sheet": None, "city": None}
        self.times: dict[str, list[float]] = {kind: [] for kind in KINDS}
        self.profiler, self.profiled = profiler, profiled

    def _profiler(self, kind: str):
        return self.profiler if self.profiled == kind else None

    def round(self) -> None:
        for seat in self.table.seats:
            form = dict(seat.form, coins=str(self.rng.randint(0, 30)), go="stay")
            ms, (status, _, body) = _cpu(lambda: seat.phone.call(
                "POST", seat.path, form, {"X-Autosave": "1", "Accept": "application/json"}),
                self._profiler("autosave"))
            assert status == 200, (status, body[:300])
            answer = json.loads(body)
            for key in ("rev", "table_rev"):
                if key in seat.form:
                    seat.form[key] = str(answer[key])
            self.times["autosave"].append(ms)
        for change, expected in (("changed", 200), ("unchanged", 304)):
            for poll, url in self.polls.items():
                kind, etag = f"{poll} poll, {change}", self.etags[poll]
                headers = {"Accept": "application/json", **({"If-None-Match": etag} if etag else {})}
                ms, (status, got, _) = _cpu(lambda: self.table.host.call("GET", url, headers=headers),
                                            self._profiler(kind))
                assert status == expected or etag is None, (kind, status)
                self.etags[poll] = got.get("ETag") or etag
                self.times[kind].append(ms)


def _p(values: list[float], q: float) -> float:
    values = sorted(values)
    return statistics.median(values) if q == .5 else values[max(0, int(len(values) * q) - 1)]


def main(argv: list[str]) -> int:
    rounds = int(argv[0]) if argv and argv[0].isdigit() else 100
    profiled = ""
    if "--profile" in argv:
        after = argv[argv.index("--profile") + 1:]
        profiled = {"poll": "sheet poll, changed", "city": "city poll, changed", "304": "sheet poll, unchanged"}.get(
            after[0] if after else "", "autosave")
    table, minimal = _tables(tempfile.mkdtemp())
    profiler = cProfile.Profile(time.thread_time) if profiled else None
    runs = {"app": Run(table, table.live + "?part=city", random.Random(1), profiler, profiled),
            "minimal": Run(minimal, minimal.live, random.Random(1))}
    for _ in range(3):                      # warm up both (first renders, caches, connections)
        for run in runs.values():
            run.round()
    profiler = runs["app"].profiler = cProfile.Profile(time.thread_time) if profiled else None   # the warm-up not profiled
    for run in runs.values():
        run.times = {kind: [] for kind in KINDS}
    for _ in range(rounds):
        for run in runs.values():
            run.round()
    print(f"{rounds} rounds of 7 autosaves and 4 polls per app, alternating "
          f"(load average {os.getloadavg()[0]:.1f}, {os.cpu_count()} CPUs); CPU ms")
    print("| request | app p50 | app p99 | minimal p50 | minimal p99 | app ÷ minimal (p50) |")
    print("|---|---:|---:|---:|---:|---:|")
    for kind in KINDS:
        a, m = runs["app"].times[kind], runs["minimal"].times[kind]
        print(f"| {kind} | {_p(a, .5):.2f} | {_p(a, .99):.2f} | {_p(m, .5):.2f} | {_p(m, .99):.2f} | "
              f"{_p(a, .5) / _p(m, .5):.2f}× |")
    if profiler:
        print(f"\ncProfile of this app's {profiled!r} requests:")
        pstats.Stats(profiler).sort_stats(*(sys.argv[-1:] if sys.argv[-1] in ("cumulative", "tottime") else ["tottime"])).print_stats(45)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
