"""The OpenAPI 3 description of the JSON API, served at ``/api/openapi.json``.

Kept beside the routes of ``wonders.web.api`` and checked against the real responses by
``tests/test_openapi.py`` (every documented status of every endpoint, for every game).  The names
that grow with the games (rulebooks, expansions and their parts, the checks an expansion answers)
are read from the registries when the description is built (``spec``), as components.
"""
from __future__ import annotations

from referee import registry as referees
from referee.core.citations import BOOKS
from scoring import games

BASE_CHECKS = ("military",)     # the "check" the base games' referees answer (README, "Refereeing a dispute")

ERRORS = {
    "type": "object", "required": ["errors"], "additionalProperties": False,
    "properties": {"errors": {"type": "array", "minItems": 1, "items": {
        "type": "object", "required": ["path", "message"], "additionalProperties": False,
        "properties": {"path": {"type": "string"}, "message": {"type": "string"}}}},
        # at most 100 errors (scoring.core.errors.MAX_PROBLEMS); how many more there were
        "more_errors": {"type": "integer", "minimum": 1}},
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
        "expansions": {"type": "array", "items": {"$ref": "#/components/schemas/ExpansionPart"},
                       "description": "the expansions' parts in play"},
        "victory": {"type": "string", "description": "Duel: civilian, military, science or an expansion's (Agora: political)"},
        "explanation": {"type": "string", "description": "Duel: how the game was won"},
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
                "pieces_built": {"type": "integer", "description": "Architects: pieces built (break a tie)"},
                "babel": {"type": "object", "description": "7w with Babel: what the player holds",
                          "properties": {"tower_tiles": {
                              "oneOf": [{"type": "array", "items": {"type": "integer"}}, {"type": "integer"}],
                              "description": "the tiles' numbers, or how many when the numbers were not given"},
                                         "project_tokens": {"type": "array", "items": {"type": "string"}}}}}}}},
}

# a rule's citation: the readable text in the request's language and, for programs, which rulebook
# and which of its sections (referee.core.citations: BOOKS, SECTIONS)
RULE = {"type": "string", "description": "the rule applied, as the reader's rulebook names it: the rulebook "
                                         "(\"Rulebook\" for the game's own, e.g. \"Babel rulebook\" for another) "
                                         "and its section, in the request's language, e.g. \"Rulebook, Trading\""}
CITATION = {"type": "array", "description": "the rule applied, for programs: each rulebook section cited",
            "items": {"type": "object", "required": ["book", "section"], "properties": {
                "book": {"$ref": "#/components/schemas/Rulebook"},
                "section": {"type": "string", "description": "the section's stable English id, e.g. trading; "
                            "card, board, tile or project for a printed card, a wonder board's power, a Babel "
                            "construction tile or Great Project (named by detail); empty when not listed"},
                "detail": {"type": "string", "description": "the card, board, tile number, project, wonder "
                                                            "or progress token named"}}}}
REASON = {"type": "object", "required": ["text", "rule", "citation"],
          "properties": {"text": {"type": "string"}, "rule": RULE, "citation": CITATION,
                         "player": {"type": "string"}}}
REASONS = {"type": "array", "items": REASON}
NAMED_INTS = {"type": "object", "additionalProperties": {"type": "integer"}}
PAYMENT = {
    "type": "object", "description": "a way to pay: coins to the bank and to each neighbour (Duel: the opponent)",
    "properties": {
        "bank": {"type": "integer"}, "left": {"type": "integer"}, "right": {"type": "integer"},
        "opponent": {"type": "integer"},
        "buys": {"type": "array", "items": {"type": "object", "properties": {
            "from": {"type": "string", "enum": ["left", "right"]}, "resource": {"type": "string"},
            "count": {"type": "integer"}, "price": {"type": "integer"}}}},
        "chain": {"type": ["string", "null"], "description": "Babel, when a build may go through its chain or pay "
                                                           "its cost (tile 13 taxes only the chain): the chain card "
                                                           "this way uses, or null (the cost is paid)"},
        "choices": {"type": "array", "description": "Duel: the resource chosen on each \"/\" card"},
        "removed": {"type": "array", "description": "Duel: resources a progress token took off the cost"},
        "waived": {"type": "array", "items": {"type": "string"},
                   "description": "resources the build no longer needs (Leaders: Archimedes, Imhotep, …)"},
        "bank_buys": {"type": "array", "description": "resources bought from the bank (Leaders: Bilkis), their "
                                                      "coins in bank", "items": {"type": "object", "properties": {
                          "from": {"type": "string", "enum": ["bank"]}, "resource": {"type": "string"},
                          "count": {"type": "integer"}, "price": {"type": "integer"}}}}}}
INCOME = {"type": "array", "description": "coins taken from the bank after the action or the turn (a whole turn's "
                                          "cards and stages; Leaders: the leaders' coins)",
          "items": {"type": "object", "properties": {
              "player": {"type": "string"}, "coins": {"type": "integer"}, "source": {"type": "string"},
              "text": {"type": "string", "description": "Leaders: why, in the request's language"},
              "rule": RULE, "citation": CITATION}}}
ACTION_VERDICT = {
    "type": "object",
    "properties": {
        "legal": {"type": "boolean"}, "player": {"type": "string"}, "action": {"type": "string"},
        "card": {"type": ["string", "null"]},
        "stage": {"type": "integer", "description": "a stage: its number on the board"},
        "reasons": REASONS,
        "free": {"type": ["string", "null"], "description": "what makes the build free (a chain card, Olympia A, …)"},
        "cost": {"oneOf": [PAYMENT, {"type": "null"}], "description": "a cheapest way to pay"},
        "options": {"type": "array", "items": PAYMENT,
                    "description": "every way to pay that no other way beats on both neighbours"},
        "gain": {"type": "integer", "description": "Duel: coins the action gives"},
        "income": INCOME,
        "coins_after": {"type": "integer", "description": "Leaders: the coins the acting city holds after the action"},
        "shortfall": {"type": "integer", "description": "Leaders: the coins a recruitment lacks"},
        "after": {"type": "object", "description": "Duel: the table after the action", "properties": {
            "coins": NAMED_INTS, "conflict": {"type": "integer"}, "progress_token": {"type": "boolean"},
            "play_again": {"type": "boolean"}, "victory": {"type": ["string", "null"]}}},
        "babel": {"$ref": "#/components/schemas/BabelVerdict"}},
}
BABEL_VERDICT = {
    "type": "object", "description": "7w with Babel: what the tiles and the Great Project did",
    "properties": {
        "tower": {"type": "array", "items": {"type": "integer"}, "description": "the visible tiles"},
        "participation": {"type": "object", "description": "the action takes part in the Great Project",
                          "properties": {"project": {"type": "string"}, "coins": {"type": "integer"},
                                         "resources": NAMED_INTS}},
        "gain": {"type": "integer", "description": "coins the tiles give after the turn"},
        "tile": {"type": "boolean", "description": "a discard: the card is placed as a tile of the tower"},
        "tiles_placed": {"type": "array", "items": {"type": "string"}, "description": "whole turn: who placed a tile"},
        "tower_after": {"type": "array", "items": {"type": "integer"}, "description": "whole turn: the tower after it"},
        "project": {"type": "object", "description": "whole turn: the Great Project after it", "properties": {
            "card": {"type": "string"}, "joined": {"type": "array", "items": {"type": "string"}},
            "tokens": NAMED_INTS, "left": {"type": "integer"}}},
        "tower_at_conflicts": {"type": ["array", "null"], "items": {"type": "array", "items": {"type": "integer"}},
                               "description": "military check: the visible tiles at each age's conflicts"},
        "shield_tokens": {"type": "object", "description": "military check: project shields per player and age",
                          "additionalProperties": {"type": "array", "items": {"type": "integer"}}}},
}
STEP = {"type": "object", "required": ["step", "text", "rule", "citation"],
        "properties": {"step": {"type": "string", "enum": [
            "take", "extra_card", "cat", "progress", "build", "piece_effect", "conflict", "battle", "discard", "end"]},
            "text": {"type": "string"}, "rule": RULE, "citation": CITATION,
            "card": {"type": "string", "description": "take: the kind of card taken"},
            "token": {"type": "string", "description": "extra_card: the progress token that gives it"},
            "discard_options": {"type": "array", "items": NAMED_INTS,
                                "description": "progress: the green cards that may be discarded"},
            "piece": {"type": "string", "description": "build: the piece's requirement (2≠, 2=, 3≠, 3=, 4≠)"},
            "spent": {**NAMED_INTS, "description": "build: the cards spent"},
            "effect": {"type": "string", "description": "piece_effect: the wonder's effect"},
            "flipped": {"type": "integer", "description": "conflict: tokens flipped to the battle side"},
            "results": {"type": "array", "description": "battle: each player's shields and victory tokens",
                        "items": {"type": "object", "properties": {
                            "player": {"type": "string"}, "shields": {"type": "integer"},
                            "victory_tokens": {"type": "integer"}, "text": {"type": "string"}}}},
            "game_ends": {"type": "boolean"}}}

VERDICT = {
    "type": "object",
    "description": "one action's verdict; a whole turn's (`actions`); `\"check\": \"military\"`; "
                   "`\"check\": \"project\"` (Babel); or an Architects turn (`steps`)",
    "properties": {
        **ACTION_VERDICT["properties"],
        # a whole turn ("actions")
        "age": {"type": "integer"},
        "verdicts": {"type": "array", "items": ACTION_VERDICT, "description": "whole turn: each action's verdict"},
        "payments": {"type": "array", "description": "whole turn: coins moving between neighbours",
                     "items": {"type": "object", "properties": {
                         "from": {"type": "string"}, "to": {"type": "string"}, "coins": {"type": "integer"},
                         "for": {"type": "string"}}}},
        "income": INCOME,
        "coins": {"type": "object", "description": "whole turn: each player's coins before and after",
                  "additionalProperties": {"type": "object", "properties": {
                      "start": {"type": "integer"}, "end": {"type": "integer"}}}},
        "waiting": {"type": "array", "items": {"type": "string"}, "description": "whole turn: players with no action"},
        # "check": "military"
        "check": {"$ref": "#/components/schemas/Check"},
        "ages": {"type": "array", "description": "military check: each age's shields (after the expansions' "
                                                "changes, when one changes the conflicts: then also its fights and "
                                                "the expansions' notes)", "items": {
            "type": "object", "properties": {
                "age": {"type": "integer"}, "shields": NAMED_INTS, "reasons": REASONS,
                "conflicts": {"type": "array", "items": {"type": "object", "properties": {
                    "players": {"type": "array", "items": {"type": "string"}},
                    "shields": {"type": "array", "items": {"type": "integer"}},
                    "winner": {"type": ["string", "null"]}}}}}}},
        "tokens": {"type": "object", "description": "military check: the tokens the shields give",
                   "additionalProperties": {"type": "object", "properties": {
                       "left": {"type": "array", "items": {"type": "integer"}},
                       "right": {"type": "array", "items": {"type": "integer"}}, "total": {"type": "integer"}}}},
        "problems": {**REASONS, "description": "military check: every token that contradicts the neighbours"},
        "recruited": {"type": "object", "description": "military check with Leaders: the age each leader with a "
                                                       "conflict power was recruited in (given or found)",
                      "additionalProperties": NAMED_INTS},
        # "check": "project" (Babel)
        "project": {"type": "string", "description": "project check: the Great Project"},
        "success": {"type": "boolean", "description": "project check: every participation token taken"},
        "participation": {"type": "object", "properties": {"needed": {"type": "integer"},
                                                          "taken": {"type": "integer"}}},
        "players": {"type": "array", "description": "project check: each player's reward or penalty",
                    "items": {"type": "object", "properties": {
                        "player": {"type": "string"}, "tokens": {"type": "integer"},
                        "outcome": {"type": "string"}, "take": {"type": "array", "items": {"type": "string"}},
                        "reasons": REASONS}}},
        # "check": "coin_loss" (Cities)
        "source": {"type": "string", "description": "coin-loss check: the card or wonder stage that causes the loss"},
        "losses": {"type": "array", "description": "coin-loss check: what each opponent owes, holds, every legal "
                                                   "split between coins and Debt tokens, and the split made",
                   "items": {"type": "object", "properties": {
                       "player": {"type": "string"}, "owes": {"type": "integer"}, "coins": {"type": "integer"},
                       "splits": {"type": "array", "items": {"type": "object", "properties": {
                           "coins": {"type": "integer"}, "debt": {"type": "integer"}}}},
                       "paid": {"type": "object", "properties": {"coins": {"type": "integer"},
                                                                 "debt": {"type": "integer"}}},
                       "legal": {"type": "boolean"}, "rule": RULE, "citation": CITATION}}},
        "coin_loss": {"type": "object", "description": "Cities: a legal build that makes the opponents lose coins: "
                                                     "its source and the losses (as the coin-loss check's)"},
        "rule": RULE,
        "citation": CITATION,
        "notes": {**REASONS, "description": "what an expansion's referee says it does not judge (Cities: 8 players)"},
        # Architects
        "game": {"type": "string", "description": "Architects: the game"},
        "steps": {"type": "array", "items": STEP, "description": "Architects: what the rules require, in order"},
        "game_ends": {"type": "boolean", "description": "Architects: the game ends at the end of this turn"},
        "stage_order": {"type": "string", "enum": ["fixed", "free"]}},
}

GAME = {"type": "object", "required": ["id", "title", "available", "aliases", "players"],
        "properties": {"id": {"type": "string"}, "title": {"type": "string"}, "available": {"type": "boolean"},
                       "aliases": {"type": "array", "items": {"type": "string"}},
                       "players": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2},
                       "rows": {"type": "array", "items": {"type": "object", "required": ["id", "label"]}}}}

def _table_options() -> dict:
    """The document fields of the table options every expansion declares (``scoring.core.options``):
    their values and default as declared, so the schema never lists its own."""
    out: dict = {}
    for game in games.available():
        for e in game.expansions:
            for option in e.table_options:
                field, _dot, member = option.key.partition(".")
                if member:          # an option inside an object (Pantheon's "pantheon_options"): the object
                    out.setdefault(field, {"type": "object", "description": f"{e.id}: table options", "properties": {}})
                    out[field]["properties"][member] = _option_schema(e.id, option)
                else:
                    out[field] = _option_schema(e.id, option)
    return out


def _option_schema(expansion: str, option) -> dict:
    use = "score" if option.scores else "check"
    return {"type": "string", "enum": list(option.values),
            "description": f"{expansion} ({use}): {option.label.get('en', option.key)} (default \"{option.default}\")"}


DOCUMENT = {
    "type": "object", "required": ["players"],
    "description": "the table document of the README (any registered game: its fields are the game's own; the "
                   "common ones are named here)",
    "properties": {
        "game": {"type": "string", "description": "7w (default), 7w2, duel, architects, or a title/alias"},
        "players": {"type": "array", "items": {"type": "object"}, "description": "in clockwise seating order"},
        "entry": {"type": "string", "enum": ["cards", "pad"], "description": "pad: entered by category"},
        "box": {"type": "string", "enum": ["en", "ru", "uk"],
                "description": "the language of the box on the table: names of things as it prints them, "
                               "sentences in the answer's language (default: that language where the game was "
                               "printed in it, else en; README, \"The box's language\")"},
        "expansions": {"$ref": "#/components/schemas/Expansions"},
        "tower": {"type": "array", "items": {"type": "integer"}, "description": "Babel (check): the visible tiles"},
        "project": {"type": "object", "description": "Babel (check): the Great Project of the age and its tokens",
                    "properties": {"card": {"type": "string"}, "tokens": {"type": "object"}}},
        "tower_at_conflicts": {"type": "array", "items": {"type": "array", "items": {"type": "integer"}},
                               "description": "Babel (score): the tiles visible at each age's conflicts"},
        **_table_options(),      # every expansion's declared table options (Expansion.table_options)
        "age": {"type": "integer", "description": "check: the age being played"},
        "action": {"type": "object", "description": "check: one action (build, stage, discard, take, …)"},
        "actions": {"type": "array", "items": {"type": "object"}, "description": "check: a whole turn"},
        "check": {"$ref": "#/components/schemas/Check"},
        "conflict": {"type": "object", "description": "Architects (check): the conflict tokens on the table"}},
}

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


def registry_schemas() -> dict:
    """The enums that grow with the games and expansions registered, read from the registries."""
    expansions = [(g, e) for g in games.available() for e in g.expansions]
    spellings = "; ".join(f"{g.id}: " + ", ".join(f'"{n}"' for n in dict.fromkeys([*(e.spellings or [e.id]), *e.parts]))
                          for g, e in expansions)
    checks = sorted(set(BASE_CHECKS) | {c for r in referees.EXPANSION_REFEREES.values() for c in r.checks})
    return {
        "Rulebook": {"type": "string", "enum": sorted(BOOKS),
                     "description": "the rulebook: a game's id, or an expansion's for its own rulebook"},
        "ExpansionPart": {"type": "string", "enum": sorted({p for _g, e in expansions for p in e.parts})},
        "Expansions": {"type": "array", "items": {"type": "string"},
                       "description": "the expansions played, by name (" + (spellings or "none yet") + "); "
                                      "each adds its own fields to the table and its players (README)"},
        "Check": {"type": "string", "enum": checks,
                  "description": "check: the conflicts' tokens (military), or what an expansion's referee "
                                 "answers (" + ", ".join(f"{r.id}: {', '.join(r.checks)}" for r in
                                                         referees.EXPANSION_REFEREES.values() if r.checks) + ")"},
    }


def _json(schema: dict, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _errors(description: str) -> dict:
    return _json({"$ref": "#/components/schemas/Errors"}, description)


def spec() -> dict:
    bad = {"413": _errors("the body is larger than 2 MB"),
           "default": _errors("any other refusal (405 wrong method, …): the same errors body"),
           "422": _errors("bad input: every problem with its path (malformed JSON, unknown names, …)")}
    return {
        "openapi": "3.1.0",
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
                                   "Document": DOCUMENT, "BabelVerdict": BABEL_VERDICT, **registry_schemas()}},
    }
