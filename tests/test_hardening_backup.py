"""`wonders export` / `wonders import` of the whole database round-trip exactly (issue 13, deliver 3)."""
from __future__ import annotations

import json
from datetime import date

import pytest

from app import create_app
from tests.sheets_fixtures import FRIDAY, SUNDAY, store_game
from wonders import cli
from wonders.extensions import db


def _fresh(tmp_path, name: str, monkeypatch):
    url = f"sqlite:///{tmp_path / name}"
    monkeypatch.setenv("DATABASE_URL", url)
    monkeypatch.setenv("SECRET_KEY", "test")
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": url, "WTF_CSRF_ENABLED": False})
    with app.app_context():
        db.create_all()
    return app


def _export(tmp_path, name, capsys) -> str:
    path = tmp_path / name
    assert cli.main(["export", str(path)]) == 0
    return path.read_text(encoding="utf-8")


def test_export_import_export_is_byte_identical(tmp_path, monkeypatch, capsys):
    app = _fresh(tmp_path, "a.sqlite3", monkeypatch)
    store_game(app, FRIDAY, date(2025, 3, 14), title="Friday night «Ирина»", note="next time: science")
    store_game(app, SUNDAY, date(2025, 3, 16))
    client = app.test_client()
    client.post("/games/new", data={"players-0-name": "Draft Ann", "action": "next"})   # a draft too
    first = _export(tmp_path, "one.json", capsys)
    data = json.loads(first)
    assert [len(data["tables"][t]) for t in ("games", "game_players", "drafts")] == [2, 7, 1]
    assert data["tables"]["games"][0]["title"] == "Friday night «Ирина»"

    _fresh(tmp_path, "b.sqlite3", monkeypatch)
    assert cli.main(["import", str(tmp_path / "one.json")]) == 0
    assert "imported" in capsys.readouterr().err
    second = _export(tmp_path, "two.json", capsys)
    assert second == first


def test_import_restores_working_links(tmp_path, monkeypatch, capsys):
    app = _fresh(tmp_path, "a.sqlite3", monkeypatch)
    share = store_game(app, FRIDAY, date(2025, 3, 14), title="Friday")
    _export(tmp_path, "one.json", capsys)
    app2 = _fresh(tmp_path, "b.sqlite3", monkeypatch)
    assert cli.main(["import", str(tmp_path / "one.json")]) == 0
    r = app2.test_client().get(f"/g/{share}")
    assert r.status_code == 200 and "Friday" in r.get_data(as_text=True)
    # new games after an import get new ids
    store_game(app2, SUNDAY, date(2025, 3, 16))


def test_import_refuses_a_database_that_is_not_empty(tmp_path, monkeypatch, capsys):
    app = _fresh(tmp_path, "a.sqlite3", monkeypatch)
    store_game(app, FRIDAY, date(2025, 3, 14))
    _export(tmp_path, "one.json", capsys)
    capsys.readouterr()
    assert cli.main(["import", str(tmp_path / "one.json")]) == 2
    assert "empty database" in capsys.readouterr().err


@pytest.mark.parametrize("content, where", [
    ('{"games": []}', "not a backup file"),
    ('{"format": "wonders-backup", "version": 1, "tables": {"games": [{"id": "x"}]}}', "tables.games[0].id"),
    ('{"format": "wonders-backup", "version": 1, "tables": {"games": [{"id": 1, "title": "' + "x" * 300 + '"}]}}',
     "tables.games[0].title"),
    ('{"format": "wonders-backup", "version": 1, "tables": {"gamez": []}}', "tables.gamez"),
    ('{"format": "wonders-backup", "version": 1, "tables": {"games": [{"id": 1, "note": "\\ud800"}]}}',
     "tables.games[0].note"),
    ('{"format": "wonders-backup", "version": 1, "tables": {"games": [{"id": 99999999999}]}}', "tables.games[0].id"),
])
def test_import_refuses_a_bad_file_naming_the_place(tmp_path, monkeypatch, capsys, content, where):
    app = _fresh(tmp_path, "a.sqlite3", monkeypatch)
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert cli.main(["import", str(path)]) == 2
    assert where in capsys.readouterr().err
    with app.app_context():
        from wonders.models import Game
        assert db.session.query(Game).count() == 0


def test_import_refuses_rows_that_contradict_each_other(tmp_path, monkeypatch, capsys):
    _fresh(tmp_path, "a.sqlite3", monkeypatch)
    path = tmp_path / "bad.json"
    game = {"id": 1, "game": "7w", "played_on": "2025-01-01", "document": {}, "share_token": "s", "edit_token": "e",
            "expansions": []}
    path.write_text(json.dumps({"format": "wonders-backup", "version": 1,
                                "tables": {"games": [game, dict(game, id=2)]}}))
    assert cli.main(["import", str(path)]) == 2
    assert "contradicts itself" in capsys.readouterr().err


def test_export_and_import_on_a_database_without_tables_name_the_command(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'empty.sqlite3'}")
    monkeypatch.setenv("SECRET_KEY", "test")
    assert cli.main(["export", str(tmp_path / "out.json")]) == 2
    assert "flask --app app db upgrade" in capsys.readouterr().err
    path = tmp_path / "in.json"
    path.write_text('{"format": "wonders-backup", "version": 1, "tables": {}}')
    assert cli.main(["import", str(path)]) == 2
    assert "flask --app app db upgrade" in capsys.readouterr().err
