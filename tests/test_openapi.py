"""The OpenAPI description of /api/* matches what the API really answers (issue 13)."""
from __future__ import annotations

import json

import jsonschema
import pytest
from openapi_spec_validator import validate as validate_openapi

from scoring import games

SPEC_URL = "/api/openapi.json"


@pytest.fixture
def spec(client):
    r = client.get(SPEC_URL)
    assert r.status_code == 200 and r.is_json
    return r.get_json()


def check(spec: dict, path: str, method: str, response) -> None:
    """The response's status is documented for this path, and its body fits the schema."""
    responses = spec["paths"][path][method]["responses"]
    documented = responses.get(str(response.status_code)) or responses.get("default")
    assert documented, f"{method.upper()} {path} answered {response.status_code}, which is not documented"
    schema = documented["content"]["application/json"]["schema"]
    jsonschema.validate(response.get_json(), {**schema, "components": spec["components"]})


def test_the_description_is_openapi_3_and_names_every_route(spec, app):
    assert spec["openapi"].startswith("3.")
    validate_openapi(spec)              # a valid OpenAPI document (3.1: JSON Schema, "type": [..., "null"])
    routes = {r.rule.replace("<", "{").replace(">", "}") for r in app.url_map.iter_rules() if r.rule.startswith("/api/")}
    assert routes == set(spec["paths"])


@pytest.mark.parametrize("game", [g.id for g in games.available()])
def test_score_and_check_answers_fit_the_description(client, spec, game):
    module = games.get(game)
    for doc in module.examples():
        check(spec, "/api/score", "post", client.post("/api/score", json=doc))
    for doc in module.referee_examples():
        check(spec, "/api/check", "post", client.post("/api/check", json=doc))
    for bad in module.bad_examples():
        r = client.post("/api/score", data=json.dumps(bad.doc))
        assert r.status_code == 422
        check(spec, "/api/score", "post", r)
    check(spec, "/api/games/{game}/entry", "get", client.get(f"/api/games/{game}/entry"))
    check(spec, "/api/catalogue/{game}", "get", client.get(f"/api/catalogue/{game}"))


@pytest.mark.parametrize("method, path, url, body", [
    ("post", "/api/score", "/api/score", b"{not json"),
    ("post", "/api/check", "/api/check", b"[]"),
    ("get", "/api/games", "/api/games", None),
    ("get", "/api/games/{game}/entry", "/api/games/chess/entry", None),
    ("get", "/api/games/{game}/entry", "/api/games/7w/entry?players=99", None),
    ("get", "/api/catalogue/{game}", "/api/catalogue/chess", None),
    ("post", "/api/score", "/api/score", b"x" * (3 * 1024 * 1024)),
])
def test_every_kind_of_answer_fits(client, spec, method, path, url, body):
    r = client.post(url, data=body) if method == "post" else client.get(url)
    check(spec, path, method, r)


# answers the games' own examples do not reach: the military checks, a whole Babel turn
MORE_CHECKS = [
    {"game": "7w", "check": "military", "players": [
        {"name": "Ira", "wonder": "Gizah", "side": "A", "cards": ["Stockade"], "shields": [0, 0]},
        {"name": "Bob", "wonder": "Rhodos", "side": "A", "cards": [], "shields": [0, 0]},
        {"name": "Cid", "wonder": "Olympia", "side": "A", "cards": [], "shields": [0, 0], "military": [-1]}]},
    {"game": "7w", "expansions": ["babel"], "check": "military", "players": [
        {"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": ["Barracks"], "shields": [1, 1],
         "babel": {"tiles": [22], "tokens": ["shield"]}},
        {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": [], "shields": [0, 0], "babel": {"tiles": [19]}},
        {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": [], "shields": [0, 0]}]},
    {"game": "7w", "expansions": ["babel"], "age": 2, "tower": [8], "project": {"card": "Obelisk", "tokens": {}},
     "players": [
         {"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": ["Lumber Yard", "Clay Pool", "Barracks",
                                                                   "Scriptorium"], "coins": 6},
         {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": ["Timber Yard", "Glassworks", "Quarry", "Workshop"],
          "coins": 3},
         {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": ["Press", "Brickyard"], "coins": 3}],
     "actions": [{"player": "Ann", "build": "Temple", "project": True}, {"player": "Bob", "discard": True, "tile": 12},
                 {"player": "Cid", "stage": True}]},
]


def undocumented(spec: dict, value, schema: dict, path: str = "") -> set[str]:
    """Every field of ``value`` that ``schema`` does not name (``$ref``s followed; objects with
    ``additionalProperties`` accept any key)."""
    while "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    schema = next((s for s in schema.get("oneOf", ()) if s.get("type") == "object"), schema)
    out: set[str] = set()
    if isinstance(value, dict) and "properties" in schema:
        for key, item in value.items():
            if key in schema["properties"]:
                out |= undocumented(spec, item, schema["properties"][key], f"{path}.{key}")
            elif isinstance(schema.get("additionalProperties"), dict):
                out |= undocumented(spec, item, schema["additionalProperties"], f"{path}.*")
            else:
                out.add(f"{path}.{key}")
    elif isinstance(value, dict) and isinstance(schema.get("additionalProperties"), dict):
        for item in value.values():
            out |= undocumented(spec, item, schema["additionalProperties"], f"{path}.*")
    elif isinstance(value, list) and isinstance(schema.get("items"), dict):
        for item in value:
            out |= undocumented(spec, item, schema["items"], f"{path}[]")
    return out


def test_every_field_the_api_answers_is_described(client, spec):
    def schema_of(path):
        return spec["paths"][path]["post"]["responses"]["200"]["content"]["application/json"]["schema"]
    missing: set[str] = set()
    answered = 0
    for info in games.available():
        module = games.get(info.id)
        for doc in module.examples():
            r = client.post("/api/score", json=doc)
            assert r.status_code == 200, r.get_json()
            missing |= {f"score {info.id}{m}" for m in undocumented(spec, r.get_json(), schema_of("/api/score"))}
            answered += 1
        for doc in [*module.referee_examples(), *(d for d in MORE_CHECKS if d["game"] == info.id)]:
            r = client.post("/api/check", json=doc)
            assert r.status_code == 200, r.get_json()
            check(spec, "/api/check", "post", r)
            missing |= {f"check {info.id}{m}" for m in undocumented(spec, r.get_json(), schema_of("/api/check"))}
            answered += 1
    assert answered > 20 and not missing, sorted(missing)


def test_the_field_check_finds_an_undescribed_field(spec):
    result = {"game": "7w", "players": [{"name": "A", "total": 1, "rank": 1, "categories": {}, "details": [],
                                         "surprise": 1}], "winners": ["A"]}
    schema = {"$ref": "#/components/schemas/Result"}
    assert undocumented(spec, result, schema) == {".players[].surprise"}
