"""Bounds and small holes: error lists capped, CSV cells never formulas, look-alike player names,
private files, the CSV's Content-Type, edit pages never cached."""
from __future__ import annotations

import csv
import io
import json
import os
import re
import stat
from datetime import date
from types import SimpleNamespace

import pytest

from scoring import games
from scoring.core.errors import MAX_PROBLEMS, BadInput, MoreProblems, Problem
from scoring.core.i18n import use_language
from scoring.core.player_names import name_key
from wonders import cli
from wonders.exports import csv_text


# -- error lists are capped ---------------------------------------------------------------------

def test_a_long_list_keeps_the_first_problems_and_counts_the_rest():
    exc = BadInput([Problem(f"players[{i}].name", "a name is required") for i in range(MAX_PROBLEMS + 150)])
    assert len(exc.problems) == MAX_PROBLEMS + 1 and isinstance(exc.problems[-1], MoreProblems)
    assert exc.problems[MAX_PROBLEMS - 1].path == f"players[{MAX_PROBLEMS - 1}].name"
    assert exc.more == 150 and "150 more problems" in str(exc.problems[-1])
    body = exc.to_json()
    assert len(body["errors"]) == MAX_PROBLEMS and body["more_errors"] == 150
    assert BadInput([Problem("x", "y")]).to_json() == {"errors": [{"path": "x", "message": "y"}]}   # as before


def test_joined_lists_keep_their_count():
    first = BadInput([Problem(f"a[{i}]", "bad") for i in range(MAX_PROBLEMS + 5)])
    joined = BadInput(list(first.problems) + [Problem("b", "bad")])
    assert joined.more == 6 and len(joined.to_json()["errors"]) == MAX_PROBLEMS


def test_one_problem_never_echoes_5000_characters():
    exc = BadInput([Problem("layout['" + "1" * 5000 + "']", "no position " + "1" * 5000)])
    assert len(exc.problems[0].path) < 600 and len(exc.problems[0].message) < 600


@pytest.mark.parametrize("lang, words", [("ru", "и ещё 150 ошибок"), ("uk", "і ще 150 помилок"),
                                         ("en", "and 150 more problems")])
def test_the_count_is_said_in_every_language(lang, words):
    with use_language(lang):
        exc = BadInput([Problem(f"p[{i}]", "bad") for i in range(MAX_PROBLEMS + 150)])
    assert words in exc.problems[-1].message


def _crowd(n: int = 100_000) -> str:
    return json.dumps({"game": "7w", "players": [{"name": str(i)} for i in range(n)]})


def test_the_api_answers_a_crowd_with_a_short_list(client):
    body = _crowd()
    assert len(body) < 2 * 1024 * 1024
    r = client.post("/api/score", data=body, content_type="application/json")
    assert r.status_code == 422 and len(r.get_data()) < 50_000
    answer = r.get_json()
    assert len(answer["errors"]) == MAX_PROBLEMS and answer["more_errors"] > 99_000
    import jsonschema
    from wonders.web.openapi import ERRORS
    jsonschema.validate(answer, ERRORS)                                  # documented in /api/openapi.json


def test_the_cli_answers_a_crowd_with_a_short_list(tmp_path, capsys):
    path = tmp_path / "crowd.json"
    path.write_text(_crowd(2_000))
    assert cli.main(["score", str(path)]) == 2
    out, err = capsys.readouterr()
    assert len(json.loads(out)["errors"]) == MAX_PROBLEMS and json.loads(out)["more_errors"] > 1_900
    lines = err.strip().splitlines()
    assert len(lines) == MAX_PROBLEMS + 1 and re.search(r"and \d+ more problems", lines[-1])


def test_the_import_screen_lists_the_first_problems_and_the_count(client):
    games_ = [{"played_on": "2026-11-20", "title": "", "note": "",
               "document": {"game": "7w", "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}]}}] * 60
    r = client.post("/sheets/import", data={"json": json.dumps({"games": games_})})
    page = r.get_data(as_text=True)
    assert r.status_code == 422
    assert "games[0].document" in page and re.search(r"and \d+ more problems", page)
    assert page.count("games[") <= MAX_PROBLEMS + 10


# -- CSV cells are never formulas ---------------------------------------------------------------

def _game(*names: str, title: str = "Friday"):
    players = [SimpleNamespace(seat=i, name=n, wonder="Rhodos", side="A", categories={"military": 1}, total=1,
                               rank=1, winner=i == 0) for i, n in enumerate(names)]
    return SimpleNamespace(id=1, played_on=date(2026, 11, 20), title=title, game="7w", players=players)


EVIL = ["=1+1", "＝1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1", "  =1", "Ira;=1+1", "Ira,=1+1",
        "Ira；＝1+1", "Ira\t@x", "Ira|=x", "Ira; -1", "﹦1"]


@pytest.mark.parametrize("name", EVIL)
@pytest.mark.parametrize("delimiter", [",", ";", "\t", "|"])
def test_no_cell_reads_as_a_formula_with_any_separator(name, delimiter):
    text = csv_text([_game(name, "Oleg", "Cleo", title=name)]).lstrip("\ufeff")
    for row in csv.reader(io.StringIO(text, newline=""), delimiter=delimiter):
        for cell in row:
            import unicodedata
            first = unicodedata.normalize("NFKC", cell).lstrip(" ")[:1]
            assert first not in ("=", "+", "-", "@", "\t", "\r"), (name, delimiter, cell)


def test_cells_read_back_as_typed_with_the_quote_prefix():
    text = csv_text([_game("Ira;=1+1", "＝cmd", "Оля, Петя")]).lstrip("\ufeff")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [r["name"] for r in rows] == ["Ira;'=1+1", "'＝cmd", "Оля, Петя"]
    assert '"Ira;\'=1+1"' in text and '"\'＝cmd"' in text                  # wrapped in double quotes too
    assert "Oleg" in csv_text([_game("Ira", "Oleg", "Cleo")]) and '"Oleg"' not in csv_text([_game("Ira", "Oleg", "Cleo")])


def test_the_csv_content_type_names_its_charset_once(client, save_game):
    save_game()
    r = client.get("/sheets/export.csv")
    assert r.status_code == 200 and r.headers["Content-Type"] == "text/csv; charset=utf-8"


# -- look-alike player names --------------------------------------------------------------------

@pytest.mark.parametrize("first, second", [("Ira", "Ira\u200b"), ("Ira", "\u0406ra"), ("Ira", "ＩＲＡ"),
                                           ("Ira", "I\u00adra"), ("Oleg", "\u041eleg"), ("Ира", "Ир\u0061"),
                                           ("Ira", "ira  ")])
def test_look_alike_names_are_one_name(first, second):
    assert name_key(first) == name_key(second)


@pytest.mark.parametrize("first, second", [("Ira", "Ina"), ("Ира", "Ирина"), ("Оля", "Коля"), ("Sofia", "Sofía")])
def test_different_names_stay_different(first, second):
    assert name_key(first) != name_key(second)


@pytest.mark.parametrize("game_id", [g.id for g in games.available()])
@pytest.mark.parametrize("twin", ["\u0406ra", "Ira\u200b"])
def test_every_game_refuses_a_look_alike_at_one_table(game_id, twin):
    game = games.get(game_id)
    doc = json.loads(json.dumps(game.examples()[0]))
    doc["players"][0]["name"], doc["players"][1]["name"] = "Ira", twin
    with pytest.raises(BadInput) as info:
        game.score(doc)
    # the message names the earlier player's name, the one the look-alike is taken for
    assert any(p.path == "players[1].name" and "already called 'Ira'" in p.message for p in info.value.problems), \
        [str(p) for p in info.value.problems]


def test_pad_mode_refuses_a_look_alike():
    from scoring.core.padmode import parse
    doc = {"game": "7w", "entry": "pad", "players": [{"name": "Ira"}, {"name": "\u0406ra"}, {"name": "Cleo"}]}
    with pytest.raises(BadInput) as info:
        parse(games.get("7w"), doc)
    assert any(p.path == "players[1].name" and "already called 'Ira'" in p.message for p in info.value.problems)


@pytest.mark.parametrize("twin", ["\u0406ra", "Ira\u200b", "ＩＲＡ"])
def test_the_players_screen_says_already_at_the_table(client, web, twin):
    from test_web_games import setup
    r = setup(client, **{"players-2-name": twin})
    assert r.status_code == 422
    assert any("is already called" in e for e in web.errors(r.get_data(as_text=True), "players-2-name"))


@pytest.mark.parametrize("twin", ["\u0406ra", "Ira\u200b", "ＩＲＡ"])
def test_joining_a_table_with_a_look_alike_name_is_refused(client, app, twin):
    from test_web_drafts import state
    from test_web_table import begin_table, phone, take
    token, code = begin_table(client, app)
    r = take(phone(app), code, "new", name=twin)
    assert r.status_code == 422 and "already at this table" in r.get_data(as_text=True)
    assert [p["name"] for p in state(app, token)["players"]] == ["Ira", "Oleg", "Cleo", "Dan"]


# -- private files ------------------------------------------------------------------------------

def test_the_secret_key_file_is_the_owners_only(tmp_path, monkeypatch):
    import app as app_module
    monkeypatch.delenv("SECRET_KEY", raising=False)
    old = os.umask(0o022)
    try:
        key = app_module._secret_key(tmp_path)
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "secret_key").stat().st_mode) == 0o600
    assert len(key) == 64 and app_module._secret_key(tmp_path) == key        # kept, never rewritten


def test_the_sqlite_database_is_the_owners_only(tmp_path):
    from app import create_app
    from wonders.extensions import db
    path = tmp_path / "fresh.sqlite3"
    old = os.umask(0o022)
    try:
        app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}"})
        with app.app_context():
            db.create_all()
            db.session.execute(db.text("SELECT 1"))
            for f in tmp_path.iterdir():
                if f.name.startswith("fresh.sqlite3"):                     # the database, its -wal and -shm
                    assert stat.S_IMODE(f.stat().st_mode) == 0o600, f.name
            db.engine.dispose()
    finally:
        os.umask(old)
    assert path.stat().st_size > 0


def test_an_existing_database_is_left_as_it_is(tmp_path):
    from app import _private_sqlite_file
    path = tmp_path / "old.sqlite3"
    path.write_bytes(b"")
    path.chmod(0o640)
    _private_sqlite_file(f"sqlite:///{path}")
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    _private_sqlite_file("sqlite://")                       # in memory: nothing to create
    _private_sqlite_file("postgresql+psycopg://u@h/db")


# -- edit pages are never cached ----------------------------------------------------------------

def test_edit_pages_are_never_cached(client, save_game):
    _, edit = save_game()
    for r in (client.get(f"/e/{edit}"), client.get(f"/e/{edit}/delete"), client.get(f"/e/{edit}/cities"),
              client.post(f"/e/{edit}", data={"title": "x", "played_on": "2026-11-20", "version": "99"})):
        assert r.headers.get("Cache-Control") == "no-store", (r.request.path, r.status_code)
    assert client.get("/e/no-such-link").headers.get("Cache-Control") == "no-store"
