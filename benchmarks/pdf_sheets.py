"""PDF benchmark (issue 13, deliver 5): a 7-player score sheet and a 200-game record book.

Run: ``make bench`` or ``.venv/bin/python benchmarks/pdf_sheets.py [sheets] [book games] [book renders]``.
Prints wall-clock and CPU (this process) times in milliseconds: the HTML (scoring + Jinja)
and the PDF (WeasyPrint) separately.  Targets: a 7-player sheet under 300 ms; a 200-game
record book under 5 s — or rendered once and cached (``wonders.web.sheets.BookCache``:
an anonymous GET never recomputes a book whose games are unchanged).
Figures are recorded in ``benchmarks/README.md``.
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from score_table import seven_player_table    # noqa: E402

from scoring import games                      # noqa: E402
from wonders.pdf import book_html, pdf_bytes, sheet_game, sheet_html   # noqa: E402


def clock(fn):
    w, c = time.perf_counter(), time.process_time()
    out = fn()
    return out, (time.perf_counter() - w) * 1000, (time.process_time() - c) * 1000


def main(sheets: int = 20, book_games: int = 200, book_runs: int = 1) -> None:
    doc = seven_player_table()
    pdf_bytes(sheet_html([sheet_game(doc, date(2026, 11, 23))]))      # warm-up (fonts, templates)
    rows = {"html": [], "pdf": [], "cpu": []}
    for _ in range(sheets):
        html, w1, c1 = clock(lambda: sheet_html([sheet_game(doc, date(2026, 11, 23), title="Club night")]))
        pdf, w2, c2 = clock(lambda: pdf_bytes(html))
        rows["html"].append(w1)
        rows["pdf"].append(w1 + w2)
        rows["cpu"].append(c1 + c2)
    print(f"7-player sheet, {sheets} renders: HTML p50 {statistics.median(rows['html']):.1f} ms; "
          f"HTML+PDF p50 {statistics.median(rows['pdf']):.1f} ms, max {max(rows['pdf']):.1f} ms; "
          f"CPU p50 {statistics.median(rows['cpu']):.1f} ms; {len(pdf)} bytes")

    rng = random.Random(13)
    classic = games.get("7w")
    docs = [classic.random_document(rng) for _ in range(book_games)]
    day = date(2026, 1, 1)
    played = [sheet_game(d, day + timedelta(days=i // 3), title=f"Game {i + 1}") for i, d in enumerate(docs)]
    cpu = []
    for _ in range(book_runs):
        html, w1, c1 = clock(lambda: book_html(played, None, None))
        pdf, w2, c2 = clock(lambda: pdf_bytes(html))
        cpu.append(c1 + c2)
        print(f"record book of {book_games} games: HTML {w1:.0f} ms, PDF {w2:.0f} ms, total {w1 + w2:.0f} ms "
              f"(CPU {c1 + c2:.0f} ms), {len(pdf) // 1024} KiB")
    if book_runs > 1:
        print(f"record book of {book_games} games, {book_runs} renders: CPU p50 {statistics.median(cpu):.0f} ms")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:4]))
