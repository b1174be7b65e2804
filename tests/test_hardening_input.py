"""Any input, no 5xx: the bounds of scoring.core.safejson at every edge (API, forms, import, CLI).

Issue 13, deliver 1: JSON nested ~1000 deep, a lone UTF-16 surrogate in a name, key or
note, numbers too large for the database, duplicate keys, wrong types.
"""
from __future__ import annotations

import io
import json
from urllib.parse import quote

import pytest

from scoring.core.errors import BadInput
from scoring.core.safejson import INT_LIMIT, MAX_DEPTH, loads
from wonders import cli



def three_player_doc() -> dict:
    """The table of tests/conftest.py (Ira's coins are 7)."""
    return {"game": "7w", "players": [
        {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 2, "coins": 7,
         "cards": ["Lumber Yard", "Baths", "Altar", "Apothecary", "Workshop", "Scientists Guild"],
         "military": [-1, -1, 3, -1]},
        {"name": "Бобр", "wonder": "Olympia", "side": "B", "stages": 3, "coins": 4,
         "cards": ["Stone Pit", "Stockade", "Barracks", "Walls", "Marketplace", "Scriptorium"],
         "military": [1, 1, 3, 3, 5, 5]},
        {"name": "Cleo", "wonder": "Gizah", "side": "B", "stages": 1, "coins": 11,
         "cards": ["Clay Pool", "Theater", "Statue", "Palace", "Loom"],
         "military": [-1, -1, -1, -1]}]}


DEEP = "[" * 1000 + "]" * 1000
DEEP_OBJECTS = '{"a":' * 1000 + "1" + "}" * 1000


def _with_surrogate_name() -> str:
    return json.dumps(three_player_doc()).replace('"Ira"', '"\\ud83d"')


def _with_coins(value: str) -> str:
    return json.dumps(three_player_doc()).replace('"coins": 7', f'"coins": {value}')


# -- the reader itself ----------------------------------------------------------------------

def paths(text) -> list[str]:
    with pytest.raises(BadInput) as info:
        loads(text)
    return [p.path for p in info.value.problems]


def messages(text) -> str:
    with pytest.raises(BadInput) as info:
        loads(text)
    return " ".join(p.message for p in info.value.problems)


def test_ordinary_documents_read_as_json_does():
    text = json.dumps(three_player_doc())
    assert loads(text) == json.loads(text)
    assert loads(text.encode()) == json.loads(text)
    assert loads(b"\xef\xbb\xbf" + text.encode()) == json.loads(text)     # a UTF-8 byte-order mark
    assert loads('{"x": 1.5, "y": [true, null, -3], "z": "\\ud83d\\ude00"}') == {"x": 1.5, "y": [True, None, -3],
                                                                               "z": "\U0001F600"}


@pytest.mark.parametrize("text", [DEEP, DEEP_OBJECTS, "[" * 100_000])
def test_deep_nesting_is_refused(text):
    assert "levels deep" in messages(text)


def test_depth_limit_is_exact():
    assert loads("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    assert paths("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)) == ["[0]" * MAX_DEPTH]


def test_lone_surrogates_are_refused_with_their_path():
    assert paths(_with_surrogate_name()) == ["players[0].name"]
    assert "surrogate" in messages(_with_surrogate_name())
    assert paths('{"players": [{"\\udc00": 1}]}') == ["players[0]"]          # in a key
    assert paths('{"note": "ok \\udfff"}') == ["note"]
    assert paths('{"a": "\\u0000"}') == ["a"]                                  # NUL: PostgreSQL refuses it
    # encoded surrogates in the bytes are not UTF-8 at all
    assert "not UTF-8" in messages(b'{"a": "\xed\xa0\xbd"}')


@pytest.mark.parametrize("literal", [str(INT_LIMIT + 1), str(-INT_LIMIT - 1), "1" + "0" * 30, "9" * 5000,
                                     "1e999", "-1e400", "1e10"])
def test_numbers_out_of_bounds_are_refused_with_their_path(literal):
    assert paths(_with_coins(literal)) == ["players[0].coins"]
    assert "out of bounds" in messages(_with_coins(literal))


def test_bounds_are_inclusive():
    assert loads(_with_coins(str(INT_LIMIT)))["players"][0]["coins"] == INT_LIMIT
    assert loads(_with_coins(str(-INT_LIMIT)))["players"][0]["coins"] == -INT_LIMIT


@pytest.mark.parametrize("text", ["NaN", '{"coins": Infinity}', "[-Infinity]"])
def test_not_json_numbers_are_refused(text):
    assert "not a JSON number" in messages(text)


def test_duplicate_keys_are_refused_with_their_path():
    text = '{"players": [{"name": "A", "coins": 1, "coins": 2}]}'
    assert paths(text) == ["players[0].coins"]
    assert "more than once" in messages(text)


def test_every_problem_is_reported_at_once():
    text = '{"a": "\\ud800", "b": 1e400, "c": {"d": 1, "d": 2}}'
    assert sorted(paths(text)) == ["a", "b", "c.d"]


# -- the JSON API ---------------------------------------------------------------------------

BODIES = {
    "deep arrays": DEEP, "deep objects": DEEP_OBJECTS, "surrogate in a name": _with_surrogate_name(),
    "surrogate in a key": '{"players": [{"\\ud83d": 1}]}', "huge coins": _with_coins("1" + "0" * 30),
    "4300+ digits": _with_coins("9" * 5000), "duplicate keys": '{"players": [], "players": []}',
    "NaN": "NaN", "wrong type": '{"players": {"name": 3}}', "not UTF-8": b"\xff\xfe\x00",
    "empty": "", "a number": "12",
}


@pytest.mark.parametrize("url", ["/api/score", "/api/check"])
@pytest.mark.parametrize("name", list(BODIES))
def test_api_answers_422_naming_the_problem(client, url, name):
    r = client.post(url, data=BODIES[name], content_type="application/json")
    assert r.status_code == 422, (name, r.status_code)
    errors = r.get_json()["errors"]
    assert errors and all(e["message"] for e in errors)


def test_api_names_the_field(client):
    r = client.post("/api/score", data=_with_surrogate_name(), content_type="application/json")
    assert [e["path"] for e in r.get_json()["errors"]] == ["players[0].name"]
    r = client.post("/api/score", data=_with_coins("99999999999"), content_type="application/json")
    assert [e["path"] for e in r.get_json()["errors"]] == ["players[0].coins"]


def test_api_still_scores_a_good_table(client):
    r = client.post("/api/score", json=three_player_doc())
    assert r.status_code == 200 and [p["name"] for p in r.get_json()["players"]] == ["Ira", "Бобр", "Cleo"]


def test_request_too_large_is_413_json(client):
    r = client.post("/api/score", data=b"[" + b"1," * (2 * 1024 * 1024) + b"1]", content_type="application/json")
    assert r.status_code == 413 and r.get_json()["errors"][0]["message"]


def test_chunked_request_too_large_is_413(client):
    # no Content-Length (chunked transfer): the limit applies while reading the stream
    body = b"[" + b"1," * (2 * 1024 * 1024) + b"1]"
    r = client.post("/api/score", input_stream=io.BytesIO(body), content_type="application/json",
                    environ_overrides={"wsgi.input_terminated": True})
    assert r.status_code == 413, r.status_code
    assert r.get_json()["errors"][0]["message"]


def test_chunked_request_too_large_for_a_form_is_413(client):
    body = b"document=" + b"x" * (3 * 1024 * 1024)
    r = client.post("/games/save", input_stream=io.BytesIO(body), content_type="application/x-www-form-urlencoded",
                    environ_overrides={"wsgi.input_terminated": True})
    assert r.status_code == 413 and "too large" in r.get_data(as_text=True)


# -- forms: the hidden document and typed text ----------------------------------------------

@pytest.mark.parametrize("url", ["/games/new", "/games/city", "/games/save", "/referee"])
@pytest.mark.parametrize("name", ["deep arrays", "surrogate in a name", "huge coins", "duplicate keys", "NaN"])
def test_forms_refuse_a_bad_hidden_document(client, url, name):
    r = client.post(url, data={"document": BODIES[name], "go": "score", "seat": "0", "check": "1"})
    assert r.status_code == 400 and "The table data was damaged" in r.get_data(as_text=True)


@pytest.mark.parametrize("pasted", [DEEP, _with_surrogate_name(), _with_coins("1e400")])
def test_referee_paste_refuses_bad_json(client, pasted):
    r = client.post("/referee", data={"table_json": pasted, "load": "1"}, follow_redirects=True)
    assert r.status_code == 422 and "not a table document" in r.get_data(as_text=True)


def test_encoded_surrogate_bytes_in_a_form_never_break_a_page(client):
    # %ED%A0%BD is a UTF-16 surrogate encoded as UTF-8: a form field that is not text
    body = "players-0-name=%ED%A0%BD&note=%ED%A0%BD&title=" + quote("Игра") + "&action=next"
    for url in ("/games/new", "/games/save"):
        r = client.post(url, data=body, content_type="application/x-www-form-urlencoded")
        assert r.status_code < 500, (url, r.status_code)


def test_save_refuses_numbers_the_database_cannot_hold(app, client):
    from wonders.extensions import db
    from wonders.models import Game, store_result
    doc = three_player_doc()
    doc["players"][0]["coins"] = 10 ** 30          # built in Python, never parsed: still refused
    with app.app_context():
        with pytest.raises(BadInput) as info:
            store_result(Game(), doc)
        assert [p.path for p in info.value.problems] == ["players[0].coins"]
        doc = three_player_doc()
        doc["players"][0]["name"] = "Я" * 101
        with pytest.raises(BadInput) as info:
            store_result(Game(), doc)
        assert [p.path for p in info.value.problems] == ["players[0].name"]
        assert db.session.query(Game).count() == 0


def test_a_database_overflow_that_slips_past_is_422_not_500(app, client, monkeypatch):
    from wonders.web import draft_store

    def overflow(*a, **kw):
        from sqlalchemy.exc import StatementError
        raise StatementError("boom", "INSERT", {}, OverflowError("Python int too large to convert to SQLite INTEGER"))
    monkeypatch.setattr(draft_store, "create", overflow)
    r = client.post("/games/new", data={"players-0-name": "A", "action": "next"})
    assert r.status_code == 422 and "out of bounds" in r.get_data(as_text=True)


# -- import ---------------------------------------------------------------------------------

def _export_with(document_text: str) -> str:
    return '{"games": [{"played_on": "2025-01-01", "title": "x", "document": ' + document_text + "}]}"


@pytest.mark.parametrize("document_text, path", [
    (_with_surrogate_name(), "games[0].document.players[0].name"),
    (_with_coins("1" + "0" * 30), "games[0].document.players[0].coins"),
    (_with_coins("1e999"), "games[0].document.players[0].coins"),
])
def test_import_refuses_with_the_path(app, client, document_text, path):
    from wonders.extensions import db
    from wonders.models import Game
    r = client.post("/sheets/import", data={"json": _export_with(document_text)})
    assert r.status_code == 422
    assert path in r.get_data(as_text=True)
    with app.app_context():
        assert db.session.query(Game).count() == 0


@pytest.mark.parametrize("text", [DEEP, '{"games": [], "games": []}', "NaN"])
def test_import_refuses_a_broken_file(client, text):
    r = client.post("/sheets/import", data={"json": text})
    assert r.status_code == 422


# -- the CLI --------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["deep arrays", "surrogate in a name", "huge coins", "4300+ digits",
                                  "duplicate keys", "NaN", "not UTF-8"])
@pytest.mark.parametrize("command", ["score", "check"])
def test_cli_exits_2_naming_the_problem(tmp_path, capsys, name, command):
    body = BODIES[name]
    path = tmp_path / "doc.json"
    path.write_bytes(body if isinstance(body, bytes) else body.encode("utf-8", "surrogatepass"))
    assert cli.main([command, str(path)]) == 2
    out, err = capsys.readouterr()
    assert json.loads(out)["errors"] and err.startswith("wonders: ")


def test_cli_names_the_field(tmp_path, capsys):
    path = tmp_path / "doc.json"
    path.write_text(_with_surrogate_name())
    assert cli.main(["score", str(path)]) == 2
    assert [e["path"] for e in json.loads(capsys.readouterr().out)["errors"]] == ["players[0].name"]
