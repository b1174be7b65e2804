"""Import speed: N saved games through POST /sheets/import (issue 13: linear, one short transaction).

    .venv/bin/python benchmarks/import_games.py [N]

Imports N/2 then N games into fresh SQLite databases (WAL, as served) and prints the seconds
and the time per game: linear time shows as a constant time per game. A third run imports the
N games again on top of themselves: every game is recognised as already saved.
"""
from __future__ import annotations

import json
import random
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app import create_app  # noqa: E402
from scoring import games  # noqa: E402
from wonders.extensions import db  # noqa: E402


def export(n: int) -> str:
    rng = random.Random(7)
    game = games.get("7w")
    start = date(2024, 1, 1)
    return json.dumps({"games": [{"played_on": (start + timedelta(days=i % 700)).isoformat(), "title": f"Game {i}",
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


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for count in (n // 2, n):
            s = run(count, folder)
            print(f"import {count:5d} games: {s:6.2f} s, {1000 * s / count:5.2f} ms a game")
        s = run(n + 1, folder, again=True)
        print(f"re-import {n + 1:5d} games already saved: {s:6.2f} s, {1000 * s / (n + 1):5.2f} ms a game")


if __name__ == "__main__":
    main()
