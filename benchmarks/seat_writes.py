"""Seven phones of one table autosaving at once: how many writes go stale (a retry: read again, merge,
write again), through the Flask test client on a SQLite file (WAL), one thread per phone.

    .venv/bin/python benchmarks/seat_writes.py [taps per phone]

The table is set up as ``clubnight.py`` does (each seat its own phone); then the seven threads tap
their cities as fast as they can, each autosave naming its city's version.  Prints the autosaves,
the stale writes (each merge ``draft_store.store`` had to make), and wall time per autosave.
"""
from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import autosave_cpu  # noqa: E402
import clubnight  # noqa: E402


def main(argv: list[str]) -> int:
    taps = int(argv[0]) if argv and argv[0].isdigit() else 40
    os.environ["DATABASE_URL"] = f"sqlite:///{tempfile.mkdtemp()}/seats.sqlite3"
    from app import create_app
    from wonders.extensions import db
    from wonders.web import draft_store
    app = create_app({"TESTING": False})
    with app.app_context():
        db.create_all()
    autosave_cpu.TestPhone.app = app
    clubnight.Phone = autosave_cpu.TestPhone
    table = clubnight.set_up_table(["http://test"], 0)
    stale, walls, errors = [], [], []
    merge = draft_store.merge_states
    draft_store.merge_states = lambda *a: stale.append(1) or merge(*a)
    start = threading.Barrier(len(table.seats))

    def phone(seat) -> None:
        start.wait()
        for i in range(taps):
            form = dict(seat.form, coins=str(i % 30), go="stay")
            t = time.perf_counter()
            status, _, body = seat.phone.call("POST", seat.path, form, {"X-Autosave": "1", "Accept": "application/json"})
            walls.append((time.perf_counter() - t) * 1000)
            if status != 200:
                errors.append(status)
                continue
            answer = json.loads(body)
            seat.form["rev"], seat.form["table_rev"] = str(answer["rev"]), str(answer["table_rev"])
    threads = [threading.Thread(target=phone, args=(s,)) for s in table.seats]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    walls.sort()
    print(f"{len(walls)} autosaves by 7 phones at once (load average {os.getloadavg()[0]:.1f}): "
          f"{len(stale)} stale writes ({100 * len(stale) / len(walls):.1f} %), {len(errors)} errors; "
          f"wall p50 {statistics.median(walls):.1f} ms, p99 {walls[int(len(walls) * .99) - 1]:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
