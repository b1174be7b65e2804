"""`wonders score` and POST /api/score: same document, same result, same errors."""
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from app import create_app
from scoring.classic.score import score
from tests.helpers import player, table
from wonders import cli

DOC = table(player("Ira", "Rhodos", "A", stages=2, cards=["Lumber Yard", "Barracks", "Scientists Guild"],
                   coins=7, military=[1, 1, 3, 3, 5, 5]),
            player("Oleg", "Gizah", "A", stages=1, cards=["Stone Pit", "Altar"], coins=3, military=[-1, -1, -1]),
            player("Сёма", "Babylon", "B", cards=["Apothecary"], coins=2, military=[-1, -1, -1]))
BAD = table(player("Ira", "Rhodos", cards=["Lumbr Yard"]), player("Oleg", "Rhodos", coins=-1))


@pytest.fixture
def api():
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": "sqlite://", "WTF_CSRF_ENABLED": False})
    return app.test_client()


def run_cli(args, stdin_text, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin_text.encode())))
    code = cli.main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_scores_stdin(monkeypatch, capsys):
    code, out, _ = run_cli(["score", "-"], json.dumps(DOC), monkeypatch, capsys)
    assert code == 0
    assert json.loads(out) == score(DOC).to_json()
    assert json.loads(out)["winners"] == ["Ira"]


def test_cli_scores_a_file(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(DOC, ensure_ascii=False), encoding="utf-8")
    assert cli.main(["score", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["players"][2]["name"] == "Сёма"


def test_cli_table_format(monkeypatch, capsys):
    code, out, _ = run_cli(["score", "--format", "table", "-"], json.dumps(DOC), monkeypatch, capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split() == ["Ira", "Oleg", "Сёма"]
    total = next(line for line in lines if line.startswith("Total")).split()[1:]
    assert [int(x) for x in total] == [p.total for p in score(DOC).players]
    assert "Winner: Ira" in out


@pytest.mark.parametrize("stdin_text, path, message", [
    (json.dumps(BAD), "players[0].cards[0]", "did you mean 'Lumber Yard'?"),
    (json.dumps(BAD), "players[1].coins", "coins must be a whole number 0 or more"),
    ("{not json", "", "malformed JSON"),
])
def test_cli_bad_input_exits_2_with_every_problem(stdin_text, path, message, monkeypatch, capsys):
    code, out, err = run_cli(["score", "-"], stdin_text, monkeypatch, capsys)
    assert code == 2
    errors = json.loads(out)["errors"]
    assert any(e["path"] == path and message in e["message"] for e in errors)
    assert "Traceback" not in err


def test_cli_missing_file(capsys):
    assert cli.main(["score", "/nonexistent/game.json"]) == 2
    assert "cannot read" in json.loads(capsys.readouterr().out)["errors"][0]["message"]


def test_installed_console_script():
    # `make test` installs the package, so .venv/bin/wonders sits beside the interpreter
    exe = Path(sys.executable).with_name("wonders")
    assert exe.exists(), exe
    done = subprocess.run([str(exe), "score", "-"], input=json.dumps(BAD), capture_output=True, text=True)
    assert done.returncode == 2
    assert len(json.loads(done.stdout)["errors"]) >= 3
    done = subprocess.run([str(exe), "score", "-"], input=json.dumps(DOC), capture_output=True, text=True)
    assert done.returncode == 0 and json.loads(done.stdout)["winners"] == ["Ira"]


def test_api_score_matches_the_engine(api):
    r = api.post("/api/score", json=DOC)
    assert r.status_code == 200
    assert r.get_json() == score(DOC).to_json()
    assert list(r.get_json()["players"][0]["categories"]) == list(score(DOC).players[0].categories)


@pytest.mark.parametrize("body, content_type", [
    ("{not json", "application/json"), ("", "application/json"), ("[]", "application/json"),
    (json.dumps(BAD), "text/plain"), ("\xff", "application/octet-stream"),
])
def test_api_bad_input_is_422_with_errors(api, body, content_type):
    r = api.post("/api/score", data=body, content_type=content_type)
    assert r.status_code == 422
    assert r.get_json()["errors"] and all({"path", "message"} <= set(e) for e in r.get_json()["errors"])


def test_api_lists_every_problem(api):
    errors = api.post("/api/score", json=BAD).get_json()["errors"]
    assert {e["path"] for e in errors} >= {"players[0].cards[0]", "players[1].coins", "players[1].wonder", "players"}


def test_api_catalogue(api):
    cat = api.get("/api/catalogue/7 wonders").get_json()
    assert len(cat["cards"]) == 78 and len(cat["wonders"]) == 7
    assert api.get("/api/catalogue/duel").get_json()["game"] == "duel"         # supported since issue 10
    from scoring.games import GAMES
    assert all(api.get(f"/api/catalogue/{g.id}").status_code == 404 for g in GAMES if not g.available)
    assert api.get("/api/catalogue/no-such-game").status_code == 404


def test_api_unknown_route_and_method_answer_json(api):
    r = api.get("/api/nothing")
    assert r.status_code == 404 and r.get_json()["errors"]
    r = api.get("/api/score")
    assert r.status_code == 405 and r.get_json()["errors"]
