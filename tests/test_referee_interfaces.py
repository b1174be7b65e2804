"""`wonders check` and POST /api/check (issue 3, deliver 6): same bad-input contract as scoring."""
import io
import json
import subprocess
import sys

import pytest

from wonders import cli

DOC = {"game": "7w", "age": 3, "players": [
    {"name": "Ira", "wonder": "Olympia", "side": "A", "cards": ["Glassworks"], "coins": 6},
    {"name": "Bob", "wonder": "Rhodos", "side": "A", "cards": ["Press"], "coins": 3},
    {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": ["Lumber Yard"], "coins": 3}],
    "action": {"player": "Ira", "build": "University"}}
BAD = dict(DOC, action={"player": "Ira", "build": "Univercity", "buy": [{"from": "up", "resource": "clay"}]})


def run_cli(doc, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(json.dumps(doc).encode())))
    code = cli.main(["check", "-"])
    return code, capsys.readouterr()


def test_cli_answers_example_a(monkeypatch, capsys):
    code, out = run_cli(DOC, monkeypatch, capsys)
    verdict = json.loads(out.out)
    assert code == 0 and verdict["legal"] is True
    assert verdict["cost"] == {"bank": 0, "left": 2, "right": 2}


def test_cli_bad_input_exit_2_with_every_problem(monkeypatch, capsys):
    code, out = run_cli(BAD, monkeypatch, capsys)
    errors = json.loads(out.out)["errors"]
    assert code == 2
    assert {e["path"] for e in errors} == {"action.build", "action.buy[0].from"}
    assert "did you mean 'University'" in out.err


def test_cli_file_in_a_subprocess(tmp_path):
    path = tmp_path / "dispute.json"
    path.write_text(json.dumps(dict(DOC, action={"player": "Ira", "build": "University",
                                                  "buy": [{"from": "left", "resource": "wood", "count": 2}]})))
    proc = subprocess.run([sys.executable, "-m", "wonders.cli", "check", str(path)], capture_output=True, text=True)
    verdict = json.loads(proc.stdout)
    assert proc.returncode == 0 and verdict["legal"] is False
    assert any("Bob (left neighbour) cannot sell 2 wood" in r["text"] for r in verdict["reasons"])


@pytest.fixture
def api():
    from app import create_app
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": "sqlite://", "WTF_CSRF_ENABLED": False})
    return app.test_client()


def test_api_check_returns_the_verdict(api):
    r = api.post("/api/check", json=DOC)
    assert r.status_code == 200
    assert r.get_json()["options"][0]["buys"][0] == {"from": "left", "resource": "papyrus", "count": 1, "price": 2}


def test_api_check_bad_input_is_422(api):
    r = api.post("/api/check", json=BAD)
    assert r.status_code == 422
    assert {e["path"] for e in r.get_json()["errors"]} == {"action.build", "action.buy[0].from"}
    r = api.post("/api/check", data=b"{not json")
    assert r.status_code == 422


def test_api_illegal_is_a_verdict_not_an_error(api):
    r = api.post("/api/check", json=dict(DOC, action={"player": "Ira", "build": "Glassworks"}))
    assert r.status_code == 200 and r.get_json()["legal"] is False
