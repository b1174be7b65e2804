"""Scoring benchmark (issue 13, deliver 5): a 7-player table parsed and scored, the token
consistency check alone, and ``POST /api/score`` against a trivial endpoint in the same run.

Run: ``make bench`` or ``.venv/bin/python benchmarks/score_table.py [calls]``.  Prints p50/p99
of the wall clock and of the CPU time of this thread (``time.thread_time``: on a machine shared
with other work the CPU figures are the ones to compare), in milliseconds; figures are recorded
in ``benchmarks/README.md``.
The HTTP figures go through Flask's test client (the whole app: routing, the safe JSON
reader, headers) without a network; ``benchmarks/load.py`` measures over loopback.
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scoring.classic.document import parse_table                          # noqa: E402
from scoring.classic.score import score, score_table                      # noqa: E402
from scoring.classic.military import table_problem, tokens_from_shields    # noqa: E402

# shields at the end of ages I, II, III: every kind of battle (wins, defeats, ties) in every age
SHIELDS = [[1, 3, 6], [0, 2, 2], [2, 2, 5], [1, 4, 4], [0, 0, 3], [3, 3, 7], [1, 1, 1]]
PLAYERS = [
    ("Ira", "Rhodos", "A", 2, ["Lumber Yard", "Loom", "Baths", "Stockade", "Apothecary", "Laboratory",
                               "Walls", "Scientists Guild"], 7),
    ("Oleg", "Alexandria", "B", 3, ["Stone Pit", "Glassworks", "Altar", "Scriptorium", "Library",
                                    "Courthouse", "Senate", "Spies Guild"], 9),
    ("Sofia", "Ephesos", "A", 1, ["Clay Pool", "Press", "Theater", "Barracks", "Statue", "Gardens",
                                  "Traders Guild"], 4),
    ("Max", "Babylon", "B", 2, ["Ore Vein", "Workshop", "Dispensary", "School", "University", "Observatory",
                                "Study", "Philosophers Guild"], 5),
    ("Ann", "Olympia", "B", 3, ["Timber Yard", "Marketplace", "Caravansery", "Forum", "Haven",
                                "Chamber Of Commerce", "Builders Guild"], 12),
    ("Lev", "Halikarnassos", "A", 2, ["Clay Pit", "Tavern", "Guard Tower", "Archery Range", "Fortifications",
                                      "Arsenal", "Siege Workshop", "Strategists Guild"], 3),
    ("Zoë", "Gizah", "B", 4, ["Excavation", "East Trading Post", "Temple", "Pantheon", "Palace", "Lighthouse",
                              "Magistrates Guild"], 8),
]


def seven_player_table() -> dict:
    tokens = tokens_from_shields(SHIELDS)
    return {"game": "7w", "players": [
        {"name": n, "wonder": w, "side": s, "stages": st, "cards": cards, "coins": coins, "military": t}
        for (n, w, s, st, cards, coins), t in zip(PLAYERS, tokens)]}


def timings(fn, calls: int) -> tuple[float, float, float, float]:
    """Wall p50, wall p99, CPU p50, CPU p99 of ``calls`` calls (after up to 50 warm-up calls)."""
    for _ in range(min(50, calls)):
        fn()
    wall, cpu = [], []
    for _ in range(calls):
        t, c = time.perf_counter(), time.thread_time()
        fn()
        cpu.append((time.thread_time() - c) * 1000)
        wall.append((time.perf_counter() - t) * 1000)
    wall.sort()
    cpu.sort()
    p99 = int(len(wall) * 0.99) - 1
    return statistics.median(wall), wall[p99], statistics.median(cpu), cpu[p99]


def interleaved(fns, calls: int) -> list[tuple[float, float, float, float]]:
    """``timings`` of each function, called in turn (A, B, A, B, …) rather than one after the other."""
    for _ in range(min(50, calls)):
        for fn in fns:
            fn()
    wall: list[list[float]] = [[] for _ in fns]
    cpu: list[list[float]] = [[] for _ in fns]
    for _ in range(calls):
        for k, fn in enumerate(fns):
            t, c = time.perf_counter(), time.thread_time()
            fn()
            cpu[k].append((time.thread_time() - c) * 1000)
            wall[k].append((time.perf_counter() - t) * 1000)
    out = []
    for w, c in zip(wall, cpu):
        w.sort()
        c.sort()
        p99 = int(len(w) * 0.99) - 1
        out.append((statistics.median(w), w[p99], statistics.median(c), c[p99]))
    return out


def main(calls: int = 2000) -> None:
    doc = seven_player_table()
    parse_table(doc)                       # valid (raises otherwise)
    tokens = [p["military"] for p in doc["players"]]
    rows = [
        ("7-player table: parse + score (scoring.classic.score.score)", lambda: score(doc)),
        ("7-player table: parse only", lambda: parse_table(doc)),
        ("7-player table: score only (parsed once)", (lambda t: lambda: score_table(t))(parse_table(doc))),
        ("token consistency check (table_problem), 7 players", lambda: table_problem(tokens)),
    ]
    from app import create_app
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": "sqlite://"})
    client = app.test_client()
    body = json.dumps(doc)
    assert client.post("/api/score", data=body, content_type="application/json").status_code == 200
    pair = [
        ("HTTP: GET /api/games (trivial endpoint)", lambda: client.get("/api/games")),
        ("HTTP: POST /api/score, 7-player table", lambda: client.post("/api/score", data=body,
                                                                      content_type="application/json")),
    ]
    print(f"{calls} calls each; milliseconds")
    print("| case | wall p50 | wall p99 | CPU p50 | CPU p99 |\n|---|---:|---:|---:|---:|")
    results = {}
    for name, fn in rows + pair:
        w50, w99, c50, c99 = timings(fn, calls)
        results[name] = (w50, c50)
        print(f"| {name} | {w50:.3f} | {w99:.3f} | {c50:.3f} | {c99:.3f} |")
    # the same two requests in turn (A, B, A, B, …): both meet the same load on a shared machine,
    # and each runs after the other one, as on a server (each one's caches no longer all its own)
    alternating = {}
    for (name, _fn), figures in zip(pair, interleaved([fn for _name, fn in pair], calls)):
        w50, w99, c50, c99 = figures
        alternating[name] = (w50, c50)
        print(f"| {name}, alternating | {w50:.3f} | {w99:.3f} | {c50:.3f} | {c99:.3f} |")
    for label, figures in (("one after the other", results), ("alternating", alternating)):
        trivial = figures["HTTP: GET /api/games (trivial endpoint)"]
        scored = figures["HTTP: POST /api/score, 7-player table"]
        print(f"/api/score ÷ trivial endpoint (p50), {label}: wall {scored[0] / trivial[0]:.2f}×, "
              f"CPU {scored[1] / trivial[1]:.2f}×")

if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
