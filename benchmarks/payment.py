"""Payment-search benchmark (issue 3, deliver 7): p50/p99 per call, the memo cleared before every call.

Worst case: a Palace (7 different resources) where the player and both neighbours hold
every "/" card, the Forum and the Caravansery.  No real table allows that (each "/"
card exists once), so the table is built directly from the catalogue, bypassing the
document's copy checks.  Run: ``make bench`` or ``.venv/bin/python benchmarks/payment.py``.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee.classic.action import Action                      # noqa: E402
from referee.classic.check import Context, check_action         # noqa: E402
from referee.core.payment import clear_cache, payment_options  # noqa: E402
from referee.classic.production import own_units, prices, tradable_units  # noqa: E402
from scoring.classic.document import City, Table                # noqa: E402
from scoring.games import catalogue, find_game       # noqa: E402

CAT = catalogue("7w")
SLASH = ["Tree Farm", "Excavation", "Clay Pit", "Timber Yard", "Forest Cave", "Mine"]
EVERYTHING = SLASH + ["Forum", "Caravansery"]


def city(seat, name, wonder, cards, coins=20, side="A", stages=0):
    w = CAT.wonder(wonder)
    return City(seat, name, w, w.sides[side], stages, tuple(CAT.card(c) for c in cards), coins, ())


def adversarial_table() -> Table:
    cities = (city(0, "Ira", "Babylon", EVERYTHING + ["Marketplace"]),
              city(1, "Bob", "Alexandria", EVERYTHING + ["Glassworks"], side="B", stages=2),
              city(2, "Cid", "Gizah", EVERYTHING + ["Press", "Loom"]))
    return Table(find_game("7w"), CAT, cities)


def trivial_table() -> Table:
    return Table(find_game("7w"), CAT, (city(0, "Ira", "Olympia", ["Lumber Yard"]), city(1, "Bob", "Rhodos", []),
                                        city(2, "Cid", "Gizah", [])))


def _p(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.99))]


def measure(fn, n: int) -> tuple[float, float, float, float]:
    """Wall-clock and CPU (this thread) p50/p99 in ms.  On a loaded machine the wall p99
    includes time slices lost to other processes (a 4 ms scheduler tick); CPU time does not."""
    wall, cpu = [], []
    for _ in range(n):
        clear_cache()
        c0, t0 = time.thread_time_ns(), time.perf_counter_ns()
        fn()
        wall.append((time.perf_counter_ns() - t0) / 1e6)
        cpu.append((time.thread_time_ns() - c0) / 1e6)
    return _p(wall) + _p(cpu)


def main(n: int = 2000) -> None:
    big, small = adversarial_table(), trivial_table()
    me, left, right = big.cities[0], big.left(0), big.right(0)
    palace = CAT.card("Palace")
    own, lt, rt, pr = own_units(me), tradable_units(left), tradable_units(right), prices(me)
    # a harsher synthetic case: the neighbours' Forum and Caravansery counted as if they could be sold
    lt_all, rt_all = own_units(left), own_units(right)
    cases = {
        "palace, payment search only (adversarial)": lambda: payment_options(palace.cost, own, lt, rt, pr),
        "palace, payment search, neighbours' yellow cards sellable (synthetic)":
            lambda: payment_options(palace.cost, own, lt_all, rt_all, pr),
        "palace, full verdict (adversarial)": lambda: check_action(
            Context(big, 3), Action("action", me, "build", palace, "Palace", None)),
        "stockade, full verdict (trivial build)": lambda: check_action(
            Context(small, 1), Action("action", small.cities[0], "build", CAT.card("Stockade"), "Stockade", None)),
    }
    print(f"{n} calls per case, memo cleared before each call; times in ms")
    print(f"{'case':70} {'wall p50':>9} {'wall p99':>9} {'cpu p50':>8} {'cpu p99':>8}")
    for label, fn in cases.items():
        fn()  # warm-up: imports, catalogue
        w50, w99, c50, c99 = measure(fn, n)
        print(f"{label:70} {w50:9.3f} {w99:9.3f} {c50:8.3f} {c99:8.3f}")
    options = payment_options(palace.cost, own, lt, rt, pr)
    print(f"\nadversarial palace: {len(options)} non-dominated option(s): "
          + ", ".join(f"(left {o.left}, right {o.right})" for o in options))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
