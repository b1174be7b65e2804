"""Score-pad sheets: the pure HTML renderer and the PDF made from it."""
from __future__ import annotations

import io
import re
from datetime import date

import pytest
from pypdf import PdfReader

from scoring import games
from scoring.classic.score import CATEGORIES, score
from scoring.core.errors import BadInput
from tests.helpers import player, table
from tests.sheets_fixtures import FRIDAY, SUNDAY
from wonders.pdf import SheetGame, book_html, book_summary, pdf_bytes, sheet_game, sheet_html

ROWS = {row.id: row for row in games.get("7w").rows}     # the 1st edition's score-pad rows


def pdf_pages(data: bytes) -> list[str]:
    assert data.startswith(b"%PDF-")
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


def friday() -> SheetGame:
    return sheet_game(FRIDAY, date(2025, 3, 14), "Friday night", "Ирина: next time science")


def test_sheet_html_players_as_columns_rows_in_rulebook_order_with_colours():
    html = sheet_html([friday()])
    head = html.index("<thead>")
    names = [html.index(n, head) for n in ("Ирина", "Bob", "Zoë")]
    assert names == sorted(names)                       # seats left to right
    rows = [html.index(f'class="cat {c}"') for c in CATEGORIES]
    assert rows == sorted(rows)                         # military ... guilds, top to bottom
    for cat, colour in (("military", "#c0282d"), ("science", "#2e8b3a"), ("guilds", "#6a3d8f"),
                        ("civilian", "#1f5fae")):
        assert ROWS[cat].colour == colour
        row = html[html.index(f'class="cat {cat}"'):]
        assert f"background: {colour}" in row[:400] and "<svg" in row[:400]   # coloured label with icon
    assert html.count("<svg") >= len(CATEGORIES)
    assert "Winner: Bob" in html and "14 March 2025" in html and "Rhodos A" in html
    assert "7 Wonders (1st edition, 2010)" in html and "Expansions: <b>none" in html


def test_sheet_html_escapes_names():
    doc = table(player("<b>x</b>", "Rhodos"), player("Bo", "Gizah"), player("Cy", "Babylon"))
    html = sheet_html([sheet_game(doc, date(2025, 1, 1), "<script>")])
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html and "<script>" not in html


def test_tiebreak_text_is_printed():
    doc = table(player("Ann", "Rhodos", coins=5), player("Ben", "Gizah", coins=4), player("Cy", "Babylon"))
    g = sheet_game(doc, date(2025, 1, 1))
    assert g.result.tiebreak and g.result.winners == ("Ann",)
    html = sheet_html([g])
    assert "Tie-break:" in html and "most coins wins" in html and "Game of 1 January 2025" in html


def test_sheet_game_raises_on_a_bad_document_without_stored_rows():
    with pytest.raises(BadInput):
        sheet_game({"players": []}, date(2025, 1, 1))


def test_sheet_game_falls_back_to_the_stored_rows():
    class Row:
        def __init__(self, seat, name, total, winner):
            self.seat, self.name, self.wonder, self.side = seat, name, "Rhodos", "A"
            self.categories = {c: 0 for c in CATEGORIES} | {"civilian": total}
            self.rank, self.winner, self.free_city = (1 if winner else 2), winner, False
    g = sheet_game({"players": "?"}, date(2025, 1, 1), stored=[Row(1, "Ben", 3, False), Row(0, "Ann", 9, True)])
    assert [p.name for p in g.result.players] == ["Ann", "Ben"] and g.result.winners == ("Ann",)
    assert g.problems and "stored result" in sheet_html([g])


def test_one_game_pdf_has_the_names_in_cyrillic_the_scores_and_the_winner():
    pages = pdf_pages(pdf_bytes(sheet_html([friday()])))
    assert len(pages) == 1
    text = pages[0]
    for expected in ("Ирина", "Bob", "Zoë", "Friday night", "14 March 2025", "Winner: Bob", "Military",
                     "Treasury", "Wonder", "Civilian", "Science", "Commercial", "Guilds", "Total",
                     "7 Wonders (1st edition, 2010)", "next time science"):
        assert expected in text, expected
    totals = [str(p.total) for p in score(FRIDAY).players]
    assert re.search(r"Total\s+" + r"\s+".join(totals), text), text


def test_record_book_cover_and_one_page_per_game():
    games = [friday(), sheet_game(SUNDAY, date(2025, 3, 16))]
    pages = pdf_pages(pdf_bytes(book_html(games, date(2025, 3, 1), date(2025, 3, 31))))
    assert len(pages) == 3
    cover, first, second = pages
    assert "Record book" in cover and "1 March 2025" in cover and "31 March 2025" in cover
    assert "Friday night" in cover and "Game of 16 March 2025" in cover and "Борис" in cover
    assert "Ирина" in first and "Winner: Bob" in first and "game 1 of 2" in first
    assert "Борис" in second and "Winner: Ann" in second and "game 2 of 2" in second


def test_record_book_pages_print_every_row_total_and_rank_of_the_game(monkeypatch):
    """A long book's page prints the pad as monospaced text (issue 13, speed): the game's rows in pad
    order with each seat's points, then the totals and the ranks, seats numbered as listed."""
    import wonders.pdf
    monkeypatch.setattr(wonders.pdf, "BOOK_FULL_SHEETS", 0)          # this one game counts as a long book
    game = friday()
    result = score(FRIDAY)
    page = pdf_pages(pdf_bytes(book_html([game], None, None)))[1]
    lines = page.splitlines()
    for row in game.pad_rows:
        values = [str(p.categories.get(row.id, 0)) for p in result.players]
        assert any(re.fullmatch(re.escape(row.text) + r"\s+" + r"\s+".join(values), ln.strip()) for ln in lines), row.id
    assert re.search(r"Total\s+" + r"\s+".join(str(p.total) for p in result.players), page)
    assert re.search(r"Rank\s+" + r"\s+".join(str(p.rank) for p in result.players), page)
    assert "1: Ирина" in page and "Winner: Bob" in page


def test_a_short_record_book_prints_full_sheets_and_a_long_one_the_compact_pads():
    from wonders.pdf import BOOK_FULL_SHEETS
    short = book_html([friday()] * BOOK_FULL_SHEETS, None, None)
    assert short.count('<table class="pad') == BOOK_FULL_SHEETS and '<pre class="grid">' not in short
    long = book_html([friday()] * (BOOK_FULL_SHEETS + 1), None, None)
    assert '<table class="pad' not in long and long.count('<pre class="grid">') == BOOK_FULL_SHEETS + 1


def test_text_table_pads_columns_to_their_widest_cell():
    from wonders.pdf import text_table
    assert text_table(["", "1", "2"], [["Military", 3, -12], ["Science", 25, 0]], right=(1, 2)).splitlines() == [
        "           1    2",
        "Military   3  -12",
        "Science   25    0"]


def test_empty_record_book_says_so():
    pages = pdf_pages(pdf_bytes(book_html([], date(2030, 1, 1), date(2030, 1, 31))))
    assert len(pages) == 1 and "No games in this range" in pages[0]


def test_book_summary_counts_wins_and_skips_the_free_city():
    games = [friday(), friday(), sheet_game(SUNDAY, date(2025, 3, 16))]
    summary = {r["name"]: r for r in book_summary(games)}
    assert summary["Bob"] == {"name": "Bob", "games": 2, "wins": 2, "best": 18, "average": 18.0}
    assert summary["Ann"]["wins"] == 1 and summary["Ирина"]["wins"] == 0
    assert [r["name"] for r in book_summary(games)][:2] == ["Bob", "Ann"]
    duo = table(player("Ann", "Rhodos", coins=3), player("Ben", "Gizah"), player("City", "Babylon", free_city=True))
    names = [r["name"] for r in book_summary([sheet_game(duo, date(2025, 1, 1))])]
    assert names == ["Ann", "Ben"]
