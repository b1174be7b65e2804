"""The registry of games (``scoring.games``) as the API and the pad screens read it: every expansion found
and attached to its base game, the registry's JSON (``GET /api/games``), the rows of a saved game's game
(an unknown one: the 1st edition's), and a game registered at run time (a plugin, a test's stand-in)
found by id and alias and listed after the built ones until it is unregistered."""
from __future__ import annotations

import pytest

from scoring import games
from tests.toy_game import GAME as TOY

# the expansions of each base game, in their composition order (``order``, then id: scoring.core.expansion)
ATTACHED = {"7w": ["cities", "wonderpack", "babel", "leaders", "armada", "edifice"], "7w2": [],
            "duel": ["pantheon", "agora"], "architects": []}


@pytest.fixture
def toy():
    games.register(TOY)
    try:
        yield TOY
    finally:
        games.unregister(TOY.id)


def test_every_expansion_package_is_found_and_attached_to_its_base_game():
    built = {g.id: g for g in games.available()}
    kept = {gid: g.expansions for gid, g in built.items()}
    try:
        for g in built.values():
            for e in g.expansions:
                g.detach(e.id)
        assert all(not g.expansions for g in built.values())
        games._discover_expansions()
        assert {gid: [e.id for e in g.expansions] for gid, g in built.items()} == ATTACHED
        games._discover_expansions()            # found again: each is attached once
        assert {gid: [e.id for e in g.expansions] for gid, g in built.items()} == ATTACHED
    finally:
        for gid, g in built.items():
            g.expansions = kept[gid]


def test_the_registry_json_lists_every_game_with_its_players_and_rows():
    entries = games.registry_json()
    assert [e["id"] for e in entries] == ["7w", "7w2", "duel", "architects"]
    # the boxes: 3-7 players (both editions of 7 Wonders), 2 (Duel), 2-7 (Architects)
    assert [e["players"] for e in entries] == [[3, 7], [3, 7], [2, 2], [2, 7]]
    assert [e["title"] for e in entries] == ["7 Wonders (1st edition, 2010)", "7 Wonders (2nd edition, 2020)",
                                             "7 Wonders Duel", "7 Wonders Architects"]
    assert all(e["available"] is True for e in entries)
    assert "7wd" in entries[2]["aliases"] and "7w1" in entries[0]["aliases"]
    # seed 000, "Конец игры": the seven kinds of points of the score pad
    assert {r["id"] for r in entries[0]["rows"]} == {"military", "treasury", "wonder", "civilian", "science",
                                                    "commercial", "guilds"}
    assert set(entries[0]["expansion_rows"]) == {"cities", "wonderpack", "babel-tower", "babel-projects",
                                                 "leaders", "armada", "edifice"}
    assert set(entries[2]["expansion_rows"]) == {"pantheon", "agora"}
    assert entries[1]["expansion_rows"] == {} == entries[3]["expansion_rows"]
    assert entries == [games.get(e["id"]).to_json() for e in entries]


def test_a_registered_game_is_listed_after_the_built_ones_until_unregistered(toy):
    entries = games.registry_json()
    assert [e["id"] for e in entries] == ["7w", "7w2", "duel", "architects", "toy"]
    assert entries[-1]["title"] == "Toy game (test double)" and entries[-1]["players"] == [2, 5]
    assert [r["id"] for r in entries[-1]["rows"]] == ["blue", "red"]
    assert list(entries[-1]["expansion_rows"]) == ["bonus"]
    assert games.get("toy") is toy and games.get(" TOY ") is toy and games.get("Toy") is toy
    assert games.resolve({"game": "Toy", "players": []}) is toy
    assert [r.id for r in games.rows_for("toy")] == [r.id for r in toy.rows]
    games.unregister("toy")
    assert games.get("toy") is None
    assert [e["id"] for e in games.registry_json()] == ["7w", "7w2", "duel", "architects"]
    games.unregister("toy")             # unregistering twice is no error


def test_the_rows_of_a_games_id():
    assert [r.id for r in games.rows_for("duel")] == [r.id for r in games.get("duel").rows]
    assert [r.id for r in games.rows_for("Duel")] == [r.id for r in games.get("duel").rows]
    classic = [r.id for r in games.get("7w").rows]
    # an old saved game of a game no longer known, or none at all: the 1st edition's rows
    assert [r.id for r in games.rows_for("chess")] == classic
    assert [r.id for r in games.rows_for(None)] == classic
    assert [r.id for r in games.rows_for(7)] == classic
    assert classic[:3] == ["military", "treasury", "wonder"]


UNKNOWN = {"en": ("unknown game 'qqqqqqq'", "\"players\" must be a list of players in clockwise seating order"),
           "ru": ("неизвестная игра 'qqqqqqq'",
                  "\"players\" должен быть списком игроков в порядке посадки по часовой стрелке"),
           "uk": ("невідома гра 'qqqqqqq'",
                  "\"players\" має бути списком гравців у порядку за годинниковою стрілкою")}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_an_unknown_game_without_players(lang):
    from scoring.core.errors import BadInput
    from scoring.core.i18n import use_language
    game, players = UNKNOWN[lang]
    with use_language(lang), pytest.raises(BadInput) as exc:
        games.resolve({"game": "qqqqqqq"})
    assert [(p.path, p.message) for p in exc.value.problems] == [("game", game), ("players", players)]
    with use_language(lang), pytest.raises(BadInput) as exc:        # with its players, the game alone
        games.resolve({"game": "qqqqqqq", "players": []})
    assert [(p.path, p.message) for p in exc.value.problems] == [("game", game)]


def test_a_game_that_is_not_text_and_a_document_without_one():
    from scoring.core.errors import BadInput
    with pytest.raises(BadInput) as exc:
        games.resolve({"game": 5, "players": []})
    assert [(p.path, p.message) for p in exc.value.problems] == [("game", "unknown game 5")]
    # README: a document without "game" is a 1st-edition table
    assert games.resolve({"players": []}).id == "7w"
    assert games.resolve({"game": "Duel", "players": []}).id == "duel"
    assert games.get(5) is None and games.get(None) is None and games.get("chess") is None


@pytest.mark.parametrize("doc,interface,box", [
    ({"game": "duel"}, "uk", "uk"),         # Duel's box exists in Ukrainian
    ({"game": "7w"}, "uk", "en"),           # the 1st edition's does not (7w.json names_note): English
    ({"game": "7w"}, "ru", "ru"),
    ({}, "ru", "ru"),                       # no "game": the 1st edition's box
    ({}, "uk", "en"),
    ({"game": "Дуэль"}, "uk", "uk"),
    ({"game": "duel", "box": "ru"}, "uk", "ru"),      # the document's own box wins
    ("not a table", "ru", "ru"),
])
def test_the_box_a_table_plays_with(doc, interface, box):
    assert games.box_of(doc, interface) == box


def test_the_box_follows_the_interface_language_when_none_is_given():
    from scoring.core.i18n import use_language
    with use_language("uk"):
        assert games.box_of({"game": "duel"}) == "uk" and games.box_of({"game": "7w"}) == "en"
    with use_language("en"):
        assert games.box_of({"game": "duel"}, "uk") == "uk"       # the interface named wins over the language
        assert games.box_of({"game": "duel"}, "UK") == "uk"


def test_the_thing_a_rulebook_citation_names():
    from scoring.classic.catalogue import catalogue
    # asked of the game whose rulebook it is first: each edition's Baths is its own card
    assert games.named("7w", "card", "Baths") is catalogue("7w").card("Baths")
    assert games.named("7w2", "card", "Baths") is catalogue("7w2").card("Baths")
    duel = games.named("duel", "card", "Baths")
    assert duel is games.get("duel").named("card", "Baths") and duel is not catalogue("7w").card("Baths")
    # an expansion's rulebook: its own cards (a leader is no card of the base game's rulebook)
    assert games.named("leaders", "card", "Hatshepsut").name == "Hatshepsut"
    assert games.named("7w", "card", "Hatshepsut") is None
    # a card an expansion's rulebook names but does not add: the card of the first game that has it
    assert games.named("pantheon", "card", "Baths") is catalogue("7w").card("Baths")
    assert games.named("7w", "card", "Nope") is None
    # anything else than a card only from the rulebook's own game or expansion
    assert games.named("duel", "progress-tokens", "Law").name == "Law"
    assert games.named("7w", "progress-tokens", "Law") is None
    assert games.named("pantheon", "progress-tokens", "Law") is None
