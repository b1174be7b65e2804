"""The OpenAPI description of /api/* matches what the API really answers (issue 13)."""
from __future__ import annotations

import json

import jsonschema
import pytest

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
