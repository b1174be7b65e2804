"""Numbers from the outside world (scoring.core.numbers) and redirect targets: never a 5xx.

``str.isdigit`` is true for "²" (``int`` refuses it) and ``int`` fails past 4 300 digits: every
number from a query string, a form or a JSON document goes through ``scoring.core.numbers``, and a
bad one answers a 4xx naming its field.  ``?next=`` stays on this site.
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from urllib.parse import quote

import pytest

from scoring.core.errors import BadInput
from scoring.core.numbers import INT_LIMIT, BadNumber, is_int, parse_whole, whole
from wonders.extensions import db
from wonders.models import Draft

from helpers import city_rev, rev_at
from test_architects_picture import new_table
from test_web_drafts import pid, start, state

ROOT = Path(__file__).resolve().parents[1]
LONG = "1" * 5000                   # past int()'s 4 300-digit limit
UNICODE_DIGITS = ["²", "٣", "０", "१", "𝟙"]
BAD = UNICODE_DIGITS + [LONG, "-1", "+1", " 1 2 ", "1_000", "1e3", "0x1", "-", "", "\u200b1", "1\x00"]


# -- the parser ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text", UNICODE_DIGITS + [LONG, "1_000", "+1", "1e3", "0x10", "1 2", "١٢", "-", ""])
def test_only_ascii_digits_are_numbers(text):
    assert whole(text) is None and whole(text, -10, 10) is None
    with pytest.raises(BadNumber) as info:
        parse_whole(text, "coins")
    assert [p.path for p in info.value.problems] == ["coins"]
    assert "digits 0-9" in info.value.problems[0].message


def test_signs_range_and_length():
    assert whole(" 12 ") == 12 and whole("0") == 0 and whole("007") == 7
    assert whole("-3") is None and whole("-3", -5, 5) == -3 and whole("−3", -5, 5) == -3   # the typographic minus
    assert whole("6", 0, 5) is None and whole("-6", -5, 5) is None
    assert whole(str(INT_LIMIT)) == INT_LIMIT and whole(str(INT_LIMIT + 1)) is None
    assert whole("0" * 11 + "1") is None                       # more than 10 digits: not even converted
    assert whole(None) is None and whole(3) is None
    assert parse_whole("", "page", 1, 9, default=1) == 1 and parse_whole(None, "page", default=4) == 4
    with pytest.raises(BadInput):          # a BadNumber is a BadInput: every existing handler answers it
        parse_whole("x", "page", 1, 9, default=1)


def test_the_message_is_translated():
    from scoring.core.i18n import use_language
    for lang, word in (("ru", "цифрами"), ("uk", "цифрами")):
        with use_language(lang):
            with pytest.raises(BadNumber) as info:
                parse_whole("²", "page", 1, 9)
        assert word in info.value.problems[0].message and "'²'" in info.value.problems[0].message


def test_a_json_whole_number_is_an_int_not_a_bool():
    assert is_int(0) and is_int(-INT_LIMIT) and is_int(INT_LIMIT)
    assert not is_int(True) and not is_int(False) and not is_int(1.0) and not is_int("1")
    assert not is_int(INT_LIMIT + 1) and not is_int(10 ** 5000)


def test_the_json_checks_share_the_one_validator():
    """No module keeps its own copy of "an int that is not a bool" (the catalogues' loaders
    check the app's own data files, not outside input, and raise ``CatalogueError``)."""
    copies = []
    for path in _sources():
        if path.name == "catalogue.py" or path.name == "backup.py":      # backup: a database column's type
            continue
        for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(n, ast.FunctionDef) and n.name == "_is_int":
                copies.append(f"{path.relative_to(ROOT)}:{n.lineno} def _is_int")
            if isinstance(n, ast.BoolOp) and re.search(r"isinstance\((\w+), int\).*isinstance\(\1, bool\)",
                                                       ast.unparse(n)):
                copies.append(f"{path.relative_to(ROOT)}:{n.lineno}")
    assert not copies, "use scoring.core.numbers.is_int: " + ", ".join(copies)


def test_a_bool_is_not_a_count_in_any_game():
    from scoring import games
    for game in games.available():
        doc = game.examples()[0]
        player = dict(doc["players"][0])
        if "coins" not in player:
            continue
        player["coins"] = True
        with pytest.raises(BadInput) as info:
            game.score(dict(doc, players=[player] + list(doc["players"][1:])))
        assert any(p.path.endswith("coins") for p in info.value.problems), game.id


# -- no isdigit()/isdecimal()/isnumeric() + int() left in the source ------------------------------

_DIGIT_TESTS = {"isdigit", "isdecimal", "isnumeric"}


def _sources():
    for package in ("scoring", "referee", "wonders"):
        yield from sorted((ROOT / package).rglob("*.py"))


def test_no_unicode_digit_test_guards_a_number_anywhere():
    """``str.isdigit``/``isdecimal``/``isnumeric`` accept digits ``int`` refuses (or that nobody
    types): any call is a number read past ``scoring.core.numbers``."""
    found = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _DIGIT_TESTS:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.func.attr}()")
    assert not found, "use scoring.core.numbers.whole/parse_whole: " + ", ".join(found)


def test_no_int_of_a_request_value():
    """``int(request.args…)``, ``int(request.form…)``, ``int(formdata…)`` and ``int()`` of a name
    assigned from one read past the parser (``int`` accepts "٣", "1_000" and fails past 4 300 digits)."""
    found = []
    for path in _sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for func in ast.walk(tree):
            if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            tainted = {t.id for n in ast.walk(func) if isinstance(n, ast.Assign) and _from_request(n.value)
                       for t in n.targets if isinstance(t, ast.Name)}
            for n in ast.walk(func):
                if (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("int", "float")
                        and n.args and (_from_request(n.args[0]) or _names(n.args[0]) & tainted)):
                    found.append(f"{path.relative_to(ROOT)}:{n.lineno}")
    assert not found, "numbers from a request go through scoring.core.numbers: " + ", ".join(found)


def _from_request(node) -> bool:
    text = ast.unparse(node)
    return bool(re.search(r"\b(request\.(args|form|values|json|get_json)|formdata)\b", text))


def _names(node) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


# -- the reproductions --------------------------------------------------------------------------

@pytest.fixture
def draft(client, app):
    token = start(client)
    return token, pid(app, token, "Ira")


def _no_5xx(r):
    assert r.status_code < 500, r.get_data(as_text=True)[:400]
    return r


def _problem_page(r, field: str):
    assert r.status_code == 400, r.get_data(as_text=True)[:400]
    text = r.get_data(as_text=True)
    assert f"{field}: must be a whole number" in text, text[:2000]


@pytest.mark.parametrize("bad", ["²", LONG, "٣"])
def test_history_page_number(client, bad):
    _problem_page(client.get(f"/games?page={quote(bad)}"), "page")
    assert client.get("/games?page=").status_code == 200 and client.get("/games?page=2").status_code == 200


def test_history_page_number_in_russian_and_ukrainian(client):
    ru = client.get("/games?page=%C2%B2&lang=ru").get_data(as_text=True)
    uk = client.get("/games?page=%C2%B2&lang=uk").get_data(as_text=True)
    assert "Число не удалось прочитать" in ru and "page: должно быть целым числом" in ru
    assert "Число не вдалося прочитати" in uk and "page: має бути цілим числом" in uk


@pytest.mark.parametrize("bad", ["²", LONG, "٣", "0", "99"])
def test_api_entry_players(client, bad):
    r = _no_5xx(client.get(f"/api/games/7w/entry?players={quote(bad)}"))
    assert r.status_code == 422 and [e["path"] for e in r.get_json()["errors"]] == ["players"]
    assert len(r.get_data()) < 1000                                   # the 5 000 digits are not echoed


@pytest.mark.parametrize("field", ["rev", "table_rev"])
@pytest.mark.parametrize("bad", ["²", LONG])
def test_city_versions(client, app, draft, field, bad):
    token, ira = draft
    data = {"go": "stay", "coins": "5", "rev": city_rev(app, token, ira), field: bad}
    r = client.post(f"/d/{token}/city/{ira}", data=data)
    assert r.status_code == 400 or (field == "table_rev" and r.status_code < 400), r.status_code
    if r.status_code == 400:
        _problem_page(r, field)
        assert "coins" in r.get_data(as_text=True)                     # what was typed is listed to copy


@pytest.mark.parametrize("bad", ["²", LONG, "٣"])
def test_city_go(client, app, draft, bad):
    token, ira = draft
    r = _no_5xx(client.post(f"/d/{token}/city/{ira}", data={"go": bad, "coins": "5",
                                                              "rev": city_rev(app, token, ira)}))
    assert r.status_code == 302 and state(app, token)["players"][0]["coins"] == 5


@pytest.mark.parametrize("bad", ["²", LONG])
def test_saved_game_version(client, save_game, bad):
    _, edit = save_game()
    r = client.post(f"/e/{edit}", data={"title": "Typed title", "played_on": "2026-11-20", "version": bad})
    _problem_page(r, "version")
    assert "Typed title" in r.get_data(as_text=True)


@pytest.mark.parametrize("bad", ["²", LONG, "7"])
def test_edit_cities_seat(client, save_game, bad):
    _, edit = save_game()
    _problem_page(client.get(f"/e/{edit}/cities?seat={quote(bad)}"), "seat")
    assert client.get(f"/e/{edit}/cities?seat=1").status_code == 302


@pytest.mark.parametrize("bad", ["²", LONG])
def test_legacy_city_seat(client, web, bad):
    import json
    r = client.post("/games/city", data={"document": json.dumps(web.table()), "seat": bad, "go": "score"})
    _problem_page(r, "seat")


@pytest.mark.parametrize("action", ["up-²", "remove-²", "up-" + LONG, "remove-" + LONG, "up-٣"])
def test_players_screen_actions(client, app, draft, action):
    from test_web_drafts import setup_rows
    token, _ = draft
    before = [p["name"] for p in state(app, token)["players"]]
    r = _no_5xx(client.post(f"/d/{token}/players", data=dict(setup_rows(client, token), action=action)))
    assert [p["name"] for p in state(app, token)["players"]] == before, r.status_code


@pytest.mark.parametrize("bad", ["²", LONG, "٣"])
def test_architects_stages(client, app, bad):
    token, city = new_table(client, app, "Giza")
    r = _no_5xx(client.post(city, data={"n-stages": bad, "go": "stay", "rev": rev_at(client, city)},
                            headers={"X-Autosave": "1"}))
    assert r.status_code in (200, 422)
    ana = state(app, token)["players"][0]
    assert ana.get("raw", {}).get("n-stages") == [bad]                  # kept as typed, with its error


def _babel_city(client, app):
    r = client.post("/games/new", data={"game": "7w", "expansions": "babel", "military_mode": "tokens",
                                        "players-0-name": "Ira", "players-0-wonder": "Rhodos", "players-0-side": "A",
                                        "players-1-name": "Oleg", "players-1-wonder": "Olympia",
                                        "players-1-side": "B", "players-2-name": "Cleo",
                                        "players-2-wonder": "Gizah", "players-2-side": "B", "action": "next"})
    token = re.match(r"/d/([\w-]+)/", r.headers["Location"]).group(1)
    assert "babel" in (state(app, token).get("expansions") or []), state(app, token)
    return token, pid(app, token, "Ira")


@pytest.mark.parametrize("field", ["babel-tiles", "babel-token-science"])
@pytest.mark.parametrize("bad", ["²", LONG, "٣"])
def test_babel_city_fields(client, app, field, bad):
    token, ira = _babel_city(client, app)
    r = client.post(f"/d/{token}/city/{ira}", data={"go": "stay", "babel-present": "1", field: bad})
    _problem_page(r, field)
    assert client.post(f"/d/{token}/city/{ira}", data={"go": "stay", "babel-present": "1", field: "",
                                                        "babel-tiles": "4"}).status_code < 500


def test_babel_referee_fields(app, client):
    import json

    from werkzeug.datastructures import MultiDict

    from wonders.web.referee_sections import apply_forms as apply_babel_form
    doc = {"game": "7w", "expansions": ["babel"], "age": 2, "players": [
        {"name": n, "wonder": w, "side": "A", "coins": 3, "cards": []}
        for n, w in (("Ira", "Rhodos"), ("Oleg", "Olympia"), ("Cleo", "Gizah"))]}
    base = {"babel-present": "1", "babel-project": "Obelisk"}
    with app.test_request_context():
        with pytest.raises(BadNumber) as info:
            apply_babel_form(doc, MultiDict(dict(base, **{"babel-part-0": "²"})), {})
        assert [p.path for p in info.value.problems] == ["babel-part-0"]
        got = apply_babel_form(doc, MultiDict(dict(base, **{"babel-tower": "8, ², -3, " + LONG})), {})
        assert got["tower"] == [8, "²", -3, LONG]              # the referee blames the odd ones on tower[k]
    form = {"table_json": json.dumps(doc), "player": "Ira", "age": "2", "action": "build", "card": "Temple",
            **base, "babel-tower": "8, ², " + LONG, "babel-part-0": "²"}
    assert _no_5xx(client.post("/referee", data=form, follow_redirects=True)).status_code in (200, 400, 422)


@pytest.mark.parametrize("bad", ["²", LONG, "٣"])
def test_referee_age_and_counts(client, bad):
    r = _no_5xx(client.post("/referee", data={"table_json": "{}", "player": "Ira", "age": bad, "action": "build"}, follow_redirects=True))
    assert r.status_code in (200, 400, 422)
    r = _no_5xx(client.post("/referee/architects", data={"battle_side_up": bad}, follow_redirects=True))
    assert r.status_code in (200, 400, 422)


def test_duel_layout_positions():
    from scoring import games
    from referee.duel.action import parse_check
    doc = games.get("duel").examples()[0]
    doc = dict(doc, age=1, action={"player": doc["players"][0]["name"], "build": "Lumber Yard"},
               layout={"².1": "Lumber Yard", LONG + ".1": None, "٣.1": None, "1.²": None})
    with pytest.raises(BadInput) as info:
        parse_check(doc)
    paths = [p.path for p in info.value.problems if p.path.startswith("layout")]
    assert len(paths) == 4 and all("has no position" in p.message for p in info.value.problems
                                   if p.path.startswith("layout"))


# -- redirect targets ---------------------------------------------------------------------------

@pytest.mark.parametrize("target", ["/%0D%0A/x", "/%0D%0ASet-Cookie:%20a=b", "/%09/evil.example", "//evil.example",
                                    "/\\evil.example", "\\\\evil.example", "https://evil.example/",
                                    "javascript:alert(1)", "%20//evil.example", "/%E2%80%8B/evil.example",
                                    "evil.example", "/%00"])
def test_language_switch_never_leaves_the_site(client, target):
    r = client.get(f"/lang/ru?next={target}")
    assert r.status_code == 302 and r.headers["Location"] == "/", r.headers.get("Location")
    assert "lang=ru" in r.headers.get("Set-Cookie", "")


@pytest.mark.parametrize("target, location", [("/games?page=2", "/games?page=2"), ("/stats", "/stats"),
                                              ("/d/abc/city/x#coins", "/d/abc/city/x#coins"),
                                              ("/stats/player/%D0%98%D1%80%D0%B0", "/stats/player/%D0%98%D1%80%D0%B0")])
def test_language_switch_returns_to_the_page(client, target, location):
    r = client.get(f"/lang/uk?next={quote(target, safe='/%')}")
    assert r.status_code == 302 and r.headers["Location"] == location


def test_every_header_is_free_of_line_breaks(client):
    for url in ("/lang/en?next=/%0D%0A/x", "/lang/en?next=/x%0Ay", "/games?page=%0D%0A"):
        r = _no_5xx(client.get(url))
        assert all("\r" not in v and "\n" not in v for _, v in r.headers.items())


# -- every route, every numeric field -----------------------------------------------------------

NUMERIC_FIELDS = ("page", "players", "rev", "table_rev", "go", "version", "seat", "age", "stages", "coins",
                  "n-stages", "n-coins", "babel-tiles", "babel-token-science", "babel-part-0", "babel-tower",
                  "battle_side_up", "pad-civilian", "sci_gear", "tbl-conflict", "wins1", "defeats", "count",
                  "buys-0-count", "players-0-stages", "shields1")
FUZZ = ["²", "٣", "０", LONG, "-1", "+1", " 1 ", "1 2", "−5", "1e3", ""]


@pytest.fixture
def world(client, app, save_game):
    """Something real behind every variable of every route: drafts, a saved game, a table."""
    token = start(client)
    ira = pid(app, token, "Ira")
    share, edit = save_game()
    table_token = start(client)
    assert client.post(f"/d/{table_token}/table/start").status_code == 302
    with app.app_context():
        d = db.session.scalar(db.select(Draft).where(Draft.token == table_token))
        code, view = d.code, d.view_token
    asked = client.post("/referee", data={"document": json.dumps({"game": "7w", "players": [
        {"name": n, "wonder": w, "side": "A", "stages": 0, "cards": [], "coins": 3}
        for n, w in (("Ira", "Rhodos"), ("Oleg", "Gizah"), ("Cleo", "Babylon"))]}), "player": "Ira", "age": "1", "action": "build",
                                          "card": "Altar", "check": "1"})
    rid = asked.headers["Location"].rsplit("/", 1)[-1]
    return {"token": token, "pid": ira, "game": "7w", "share_token": share, "code": code, "view": view or "x",
            "name": "Ira", "edit": edit, "rid": rid}


def _urls(app, world):
    last = ("delete", "save", "lock", "start", "unlock", "merge", "unmerge")
    rules = sorted((r for r in app.url_map.iter_rules() if r.endpoint != "static"),
                   key=lambda r: (any(w in r.endpoint for w in last), r.rule))
    for rule in rules:
        values = {k: world["edit"] if rule.rule.startswith("/e/") and k == "token" else world[k]
                  for k in rule.arguments}
        url = rule.build(values)[1]
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            yield method, url


def _send(client, method, url, fields):
    if method == "GET":
        return client.get(url, query_string=fields)
    if url.startswith("/api/"):
        return client.post(url, json={"game": "7w", "players": [], **fields})
    return client.post(url, data=fields)


def test_no_route_answers_5xx_to_odd_numbers(client, app, world):
    """Every route of the app (``app.url_map``), every odd number in every numeric field at once,
    then "²" in each field alone (an earlier field's refusal must not hide a later one)."""
    seen = 0
    for method, url in _urls(app, world):
        tried = [{f: bad for f in NUMERIC_FIELDS} for bad in FUZZ]
        tried += [{f: "²", "action": "next"} for f in NUMERIC_FIELDS]     # every field is read by whole()
        tried += [{"action": a} for a in ("up-²", "remove-²", "up-" + LONG)]
        for fields in tried:
            r = _send(client, method, url, fields)
            assert r.status_code < 500, (method, url, {k: v[:10] for k, v in fields.items()}, r.status_code)
            seen += 1
    assert seen > 1000


def test_no_city_of_any_game_answers_5xx_to_odd_numbers(client, app):
    """The city screens whose fields differ by game: Architects (its wonder's pieces), Babel."""
    cities = [new_table(client, app, "Giza")[1], "/d/{}/city/{}".format(*_babel_city(client, app))]
    for url in cities:
        for fields in [{f: bad for f in NUMERIC_FIELDS} for bad in FUZZ] + [{f: "²"} for f in NUMERIC_FIELDS]:
            for headers in ({}, {"X-Autosave": "1"}):
                r = client.post(url, data=dict(fields, go=fields.get("go", "stay"), **{"babel-present": "1"}),
                                headers=headers)
                assert r.status_code < 500, (url, {k: v[:10] for k, v in fields.items()}, r.status_code)
