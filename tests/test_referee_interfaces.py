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


def _p(name, wonder, cards=(), coins=3, side="A", stages=0, **more):
    return dict({"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards),
                 "coins": coins}, **more)


# seed 000, Висячие Сады (В), Пояснение: stage 2 completed on the 6th turn, then the 7th card
BABYLON_TURN = {"game": "7w", "age": 1, "turn": 6, "players": [
    _p("Bab", "Babylon", ["Glassworks", "Lumber Yard", "Timber Yard"], side="B", stages=1), _p("Bob", "Rhodos"),
    _p("Cid", "Olympia")],
    "actions": [{"player": "Bab", "stage": True}, {"player": "Bab", "build": "Clay Pit", "seventh": True}]}
# seed 000, Мавзолей (В), Пояснение: stage 1 completed, then a free build from the discard pile that turn
HALIKARNASSOS_TURN = {"game": "7w", "age": 2, "discard": ["Library"], "players": [
    _p("Hal", "Halikarnassos", ["Ore Vein"], side="B", coins=2), _p("Bob", "Rhodos"), _p("Cid", "Olympia")],
    "actions": [{"player": "Hal", "stage": True}, {"player": "Hal", "build": "Library", "from_discard": True}]}
# seed 000, Правила для свободного города: a card it can build free by chain must be built, not tucked
FREE_CITY_STAGE = {"game": "7w", "age": 2, "turn": 1, "players": [
    _p("Free City", "Gizah", ["Scriptorium", "Stone Pit"], free_city=True), _p("Leo", "Rhodos", ["Clay Pool"]),
    _p("Petr", "Babylon", ["Lumber Yard"])],
    "actions": [{"player": "Free City", "stage": True, "card": "Library", "by": "Petr"},
                {"player": "Leo", "discard": True}]}


def test_api_babylon_b_plays_the_7th_card_after_stage_2_and_only_on_the_6th_turn(api):
    r = api.post("/api/check", json=BABYLON_TURN)
    body = r.get_json()
    assert r.status_code == 200 and body["legal"] is True and body["coins"]["Bab"] == {"start": 3, "end": 2}
    r = api.post("/api/check", json=dict(BABYLON_TURN, turn=3))
    body = r.get_json()
    assert r.status_code == 200 and body["legal"] is False
    assert [v["legal"] for v in body["verdicts"]] == [True, False]


def test_api_halikarnassos_builds_from_the_discard_after_its_stage(api):
    body = api.post("/api/check", json=HALIKARNASSOS_TURN).get_json()
    assert body["legal"] is True and body["verdicts"][1]["free"] == "Halikarnassos"
    assert body["coins"]["Hal"] == {"start": 2, "end": 0}


def test_cli_halikarnassos_and_the_free_city(monkeypatch, capsys):
    code, out = run_cli(HALIKARNASSOS_TURN, monkeypatch, capsys)
    assert code == 0 and json.loads(out.out)["legal"] is True
    code, out = run_cli(FREE_CITY_STAGE, monkeypatch, capsys)
    body = json.loads(out.out)
    assert code == 0 and body["legal"] is False and [v["legal"] for v in body["verdicts"]] == [False, True]
    assert any("cannot put Library under a wonder stage" in r["text"] for r in body["verdicts"][0]["reasons"])


def test_api_free_city_in_russian(api):
    r = api.post("/api/check?lang=ru", json=FREE_CITY_STAGE)
    texts = [r["text"] for r in r.get_json()["verdicts"][0]["reasons"]]
    assert any("Библиотек" in t and "Свободн" in t.capitalize() for t in texts), texts
