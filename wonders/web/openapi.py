"""The OpenAPI 3 description of the JSON API, served at ``/api/openapi.json``.

Kept beside the routes of ``wonders.web.api`` and checked against the real responses by
``tests/test_openapi.py`` (every documented status of every endpoint, for every game).
"""
from __future__ import annotations

ERRORS = {
    "type": "object", "required": ["errors"], "additionalProperties": False,
    "properties": {"errors": {"type": "array", "minItems": 1, "items": {
        "type": "object", "required": ["path", "message"], "additionalProperties": False,
        "properties": {"path": {"type": "string"}, "message": {"type": "string"}}}}},
}

LINE = {"type": "object", "required": ["category", "source", "points", "text"],
        "properties": {"category": {"type": "string"}, "source": {"type": "string"},
                       "points": {"type": "integer"}, "text": {"type": "string"}}}

RESULT = {
    "type": "object", "required": ["game", "players", "winners"],
    "properties": {
        "game": {"type": "string"},
        "winners": {"type": "array", "items": {"type": "string"}},
        "tiebreak": {"type": "string"},
        "victory": {"type": "string", "description": "Duel: civilian, military or science"},
        "entry": {"type": "string", "enum": ["pad"], "description": "entered by category (quick pad mode)"},
        "players": {"type": "array", "items": {
            "type": "object", "required": ["name", "total", "rank", "categories", "details"],
            "properties": {
                "name": {"type": "string"}, "total": {"type": "integer"},
                "rank": {"type": ["integer", "null"]},
                "categories": {"type": "object", "additionalProperties": {"type": "integer"}},
                "coins": {"type": "integer"},
                "details": {"type": "array", "items": LINE},
                "choices": {"type": "object"},
                "free_city": {"type": "boolean"},
                "pieces_built": {"type": "integer", "description": "Architects: pieces built (break a tie)"}}}}},
}

VERDICT = {
    "type": "object",
    "description": "one action's verdict, or a whole turn's (actions), or a military check",
    "properties": {
        "legal": {"type": "boolean"}, "player": {"type": "string"}, "action": {"type": "string"},
        "reasons": {"type": "array", "items": {"type": "object", "required": ["text"],
                                               "properties": {"text": {"type": "string"},
                                                              "rule": {"type": "string"}}}},
        "cost": {"type": ["object", "null"]}, "options": {"type": "array"}, "free": {},
        "steps": {"type": "array", "description": "Architects: what the rules require, in order",
                  "items": {"type": "object", "required": ["step", "text", "rule"],
                            "properties": {"step": {"type": "string", "enum": [
                                "take", "extra_card", "cat", "progress", "build", "piece_effect", "conflict",
                                "battle", "discard", "end"]},
                                "text": {"type": "string"}, "rule": {"type": "string"}}}},
        "game_ends": {"type": "boolean", "description": "Architects: the game ends at the end of this turn"},
        "stage_order": {"type": "string", "enum": ["fixed", "free"]}},
}

GAME = {"type": "object", "required": ["id", "title", "available", "aliases", "players"],
        "properties": {"id": {"type": "string"}, "title": {"type": "string"}, "available": {"type": "boolean"},
                       "aliases": {"type": "array", "items": {"type": "string"}},
                       "players": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2},
                       "rows": {"type": "array", "items": {"type": "object", "required": ["id", "label"]}}}}

DOCUMENT = {"type": "object", "description": "the table document of the README (any registered game)",
            "required": ["players"], "properties": {"game": {"type": "string"}, "players": {"type": "array"}}}

LANG = {"name": "lang", "in": "query", "required": False,
        "schema": {"type": "string", "enum": ["en", "ru", "uk"]},
        "description": "the language of the texts meant for people (details, reasons, error messages, "
                       "row labels, names of cards and wonders): en, ru or uk. Without it the "
                       "Accept-Language header decides (e.g. `uk-UA,uk;q=0.9`), else English. The "
                       "page's language cookie is ignored. JSON keys, ids and `source` stay English."}
ACCEPT_LANGUAGE = {"name": "Accept-Language", "in": "header", "required": False,
                   "schema": {"type": "string"},
                   "description": "the language of the texts when `lang` is absent: the best of en, ru, uk"}
LANGS = [LANG, ACCEPT_LANGUAGE]


def _json(schema: dict, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _errors(description: str) -> dict:
    return _json({"$ref": "#/components/schemas/Errors"}, description)


def spec() -> dict:
    bad = {"413": _errors("the body is larger than 2 MB"),
           "default": _errors("any other refusal (405 wrong method, …): the same errors body"),
           "422": _errors("bad input: every problem with its path (malformed JSON, unknown names, …)")}
    return {
        "openapi": "3.0.3",
        "info": {"title": "7 Wonders scorer and referee", "version": "1",
                 "description": "Score and referee games of the 7 Wonders family. Every answer is JSON; "
                                "bad input is a 4xx with every problem and its path, never a 5xx. "
                                "Texts meant for people come in English, Russian or Ukrainian: `?lang=en|ru|uk`, "
                                "else `Accept-Language`, else English (never the web pages' cookie)."},
        "paths": {
            "/api/score": {"post": {
                "summary": "Score a finished table", "parameters": LANGS,
                "requestBody": {"required": True, "content": {"application/json": {
                    "schema": {"$ref": "#/components/schemas/Document"}}}},
                "responses": {"200": _json({"$ref": "#/components/schemas/Result"}, "the score pad, explained"),
                              **bad}}},
            "/api/check": {"post": {
                "summary": "Referee an action (a build, a stage, a trade, a turn)", "parameters": LANGS,
                "requestBody": {"required": True, "content": {"application/json": {
                    "schema": {"$ref": "#/components/schemas/Document"}}}},
                "responses": {"200": _json({"$ref": "#/components/schemas/Verdict"}, "the verdict"), **bad}}},
            "/api/games": {"get": {
                "summary": "Every registered game", "parameters": LANGS,
                "responses": {"200": _json({"type": "array", "items": {"$ref": "#/components/schemas/Game"}},
                                           "id, title, aliases, player counts, availability, rows")}}},
            "/api/openapi.json": {"get": {"summary": "This description",
                                          "responses": {"200": _json({"type": "object"}, "OpenAPI 3")}}},
            "/api/games/{game}/entry": {"get": {
                "summary": "What the game's city-entry screen needs",
                "parameters": [{"name": "game", "in": "path", "required": True, "schema": {"type": "string"}},
                               {"name": "players", "in": "query", "schema": {"type": "integer"}},
                               {"name": "expansions", "in": "query", "schema": {"type": "string"}}, *LANGS],
                "responses": {"200": _json({"type": "object", "required": ["game", "players"]}, "the entry screen"),
                              "404": _errors("unknown game"), "422": _errors("a bad player count")}}},
            "/api/catalogue/{game}": {"get": {
                "summary": "The game's components: cards, boards, tokens, names in three languages",
                "parameters": [{"name": "game", "in": "path", "required": True, "schema": {"type": "string"}},
                               *LANGS],
                "responses": {"200": _json({"type": "object", "required": ["game"]}, "the catalogue"),
                              "404": _errors("unknown or unsupported game")}}},
        },
        "components": {"schemas": {"Errors": ERRORS, "Result": RESULT, "Verdict": VERDICT, "Game": GAME,
                                   "Document": DOCUMENT}},
    }
