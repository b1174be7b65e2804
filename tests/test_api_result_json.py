"""``POST /api/score`` writes the result's JSON with each explained line encoded once per process
(issue 13, deliver 5: the API within 2x a trivial endpoint); the text must be exactly what
``jsonify(result.to_json())`` writes, for every game, language and kind of result."""
from __future__ import annotations

import json
import random

import pytest
from flask import jsonify

from scoring import games
from scoring.core.i18n import use_language
from scoring.core.result import Line, PlayerScore, Result
from wonders.web.api import _result_response


def _documents(count: int = 40) -> list[dict]:
    rng = random.Random(13)
    docs = []
    for game in games.available():
        docs += list(game.examples())
        for _ in range(count):
            docs.append(game.random_document(rng))
    return docs


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_result_text_is_jsonify_byte_for_byte(app, lang):
    with app.test_request_context("/api/score"), use_language(lang):
        for doc in _documents():
            result = games.score(doc)
            for _ in range(2):                      # the second time from the lines kept
                fast = _result_response(result).get_data()
                assert fast == jsonify(result.to_json()).get_data(), doc


def test_shapes_the_fast_text_does_not_know_take_jsonify(app):
    line = Line("military", "x", 1, "Ира → 1")
    odd = PlayerScore(0, "players: kept apart (wonders.web.api)", {"military": 1}, (line,), {}, 3,
                      extra={"total": 99})           # an extra field replacing a shared one
    result = Result("7w", (odd,), ("players: kept apart (wonders.web.api)",), extra={"players": []})
    with app.test_request_context("/api/score"):
        assert _result_response(result).get_data() == jsonify(result.to_json()).get_data()
        assert json.loads(_result_response(result).get_data())["players"] == []


def test_the_api_answers_the_same_json_as_before(client):
    doc = games.get("7w").random_document(random.Random(7), players=7)
    first = client.post("/api/score?lang=ru", json=doc)
    again = client.post("/api/score?lang=ru", json=doc)
    assert first.status_code == 200 and first.data == again.data
    with use_language("ru"):
        assert json.loads(first.data) == games.score(doc).to_json()
