"""CSV rows, JSON export and import validation (pure functions of wonders.exports)."""
from __future__ import annotations

import copy
import csv
import io
import json
from datetime import date
from types import SimpleNamespace

import pytest

from scoring.classic.score import score
from scoring.core.errors import BadInput
from tests.sheets_fixtures import FRIDAY, SUNDAY
from wonders.exports import (CSV_CATEGORY_COLUMNS, CSV_COLUMNS, DateRange, csv_rows, csv_text, export_document, parse_import,
                             parse_import_text, parse_range)


def fake_game(doc, played_on, gid=1, title=None, note=None):
    """A stand-in for wonders.models.Game with the rows store_result would write."""
    res = score(doc)
    rows = [SimpleNamespace(seat=p.seat, name=p.name, wonder=doc["players"][p.seat]["wonder"],
                            side=doc["players"][p.seat]["side"], categories=dict(p.categories), total=p.total,
                            rank=p.rank, winner=p.name in res.winners) for p in res.players]
    return SimpleNamespace(id=gid, played_on=played_on, title=title, note=note, expansions=[], document=doc,
                           players=list(reversed(rows)))


def problems_of(exc) -> dict[str, str]:
    return {p.path: p.message for p in exc.value.problems}


# -- dates ---------------------------------------------------------------------

def test_parse_range():
    assert parse_range({}) == DateRange(None, None)
    assert parse_range({"from": "2025-03-01", "to": " 2025-03-31 "}) == DateRange(date(2025, 3, 1), date(2025, 3, 31))
    assert parse_range({"from": "", "to": "2025-03-31"}) == DateRange(None, date(2025, 3, 31))
    assert date(2025, 3, 31) in DateRange(None, date(2025, 3, 31))
    assert date(2025, 4, 1) not in DateRange(None, date(2025, 3, 31))


def test_parse_range_lists_every_bad_date():
    with pytest.raises(BadInput) as exc:
        parse_range({"from": "yesterday", "to": "2025-02-30"})
    found = problems_of(exc)
    assert set(found) == {"from", "to"} and "YYYY-MM-DD" in found["from"] and "'2025-02-30'" in found["to"]
    with pytest.raises(BadInput) as exc:
        parse_range({"from": "2025-04-01", "to": "2025-03-01"})
    assert "before the start date" in problems_of(exc)["to"]


# -- CSV -----------------------------------------------------------------------

def test_csv_one_row_per_player_in_seat_order_with_every_category():
    games = [fake_game(FRIDAY, date(2025, 3, 14), 7, "Friday"), fake_game(SUNDAY, date(2025, 3, 16), 8)]
    text = csv_text(games)
    assert text.startswith("\ufeff")
    rows = list(csv.DictReader(io.StringIO(text.lstrip("\ufeff"))))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert [(r["game_id"], r["seat"], r["name"]) for r in rows] == [
        ("7", "1", "Ирина"), ("7", "2", "Bob"), ("7", "3", "Zoë"),
        ("8", "1", "Ann"), ("8", "2", "Борис"), ("8", "3", "'=cmd"), ("8", "4", "Dee")]
    bob = rows[1]
    expected = score(FRIDAY).players[1]
    assert {c: int(bob[col]) for c, col in CSV_CATEGORY_COLUMNS.items()} == expected.categories
    assert CSV_COLUMNS[7:14] == ("military", "treasury", "wonder_stages", "civilian", "science", "commercial",
                                 "guilds")
    assert (bob["date"], bob["title"], bob["wonder"], bob["side"], bob["total"], bob["rank"], bob["winner"]) == \
        ("2025-03-14", "Friday", "Gizah", "B", "18", "1", "yes")
    assert rows[0]["winner"] == "no" and rows[3]["title"] == ""


def test_csv_rows_of_no_games():
    assert csv_rows([]) == []
    assert csv_text([]).lstrip("\ufeff").strip() == ",".join(CSV_COLUMNS)


# -- JSON export / import --------------------------------------------------------

def export_of(*games):
    return json.loads(json.dumps(export_document(games)))


def test_export_document_and_parse_import_round_trip():
    data = export_of(fake_game(FRIDAY, date(2025, 3, 14), title="Friday", note="Ирина: next time"),
                     fake_game(SUNDAY, date(2025, 3, 16)))
    assert data["games"][0] == {"played_on": "2025-03-14", "title": "Friday", "note": "Ирина: next time",
                                "expansions": [], "document": FRIDAY}
    items = parse_import(data)
    assert [(i.played_on, i.title, i.note, i.document) for i in items] == [
        (date(2025, 3, 14), "Friday", "Ирина: next time", FRIDAY), (date(2025, 3, 16), None, None, SUNDAY)]
    assert parse_import_text("\ufeff" + json.dumps(data)) == items
    assert parse_import_text(json.dumps(data).encode("utf-8-sig")) == items


def test_parse_import_lists_every_problem_with_its_path():
    data = export_of(fake_game(FRIDAY, date(2025, 3, 14)), fake_game(SUNDAY, date(2025, 3, 16)),
                     fake_game(FRIDAY, date(2025, 3, 20)))
    data["games"][0]["played_on"] = "14/03/2025"
    data["games"][0]["title"] = 5
    bad = copy.deepcopy(SUNDAY)
    bad["players"][1]["cards"][1] = "Arenna"
    bad["players"][3]["wonder"] = "Atlantis"
    data["games"][1]["document"] = bad
    data["games"][2]["colour"] = "red"
    del data["games"][2]["document"]
    data["games"].append("not a game")
    with pytest.raises(BadInput) as exc:
        parse_import(data)
    found = problems_of(exc)
    assert set(found) == {"games[0].played_on", "games[0].title", "games[1].document.players[1].cards[1]",
                          "games[1].document.players[3].wonder", "games[2].colour", "games[2].document", "games[3]"}
    assert "did you mean 'Arena'" in found["games[1].document.players[1].cards[1]"]
    assert "YYYY-MM-DD" in found["games[0].played_on"]


@pytest.mark.parametrize("text, message", [
    ("", "nothing to import"),
    ("{not json", "malformed JSON"),
    ("[1, 2]", '{"games": [...]}'),
    (json.dumps(FRIDAY), "single table document"),
    ('{"games": []}', "no games"),
])
def test_parse_import_text_rejects_what_is_not_an_export(text, message):
    with pytest.raises(BadInput) as exc:
        parse_import_text(text)
    assert message in str(exc.value)


def test_parse_import_requires_a_date_and_a_document_and_no_expansion():
    with pytest.raises(BadInput) as exc:
        parse_import({"games": [{"expansions": ["atlantis"]}], "version": 2})   # no such expansion
    assert set(problems_of(exc)) == {"games[0].played_on", "games[0].document", "games[0].expansions", "version"}
