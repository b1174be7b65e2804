"""The Conflicts tab of the 1st edition's referee screen: each seat's shields at the end of an Age →
the conflicts of that Age and the tokens each city takes, with the rule, answered at the question's
own address (``/referee/r/<id>``); with Cities, the players who sit out with a Diplomacy token (the
Cities section), with Leaders, Tomyris and Semiramis; the errors said on the page, nothing lost."""
from __future__ import annotations

import html
import json
import re

import pytest

SEATS = [
    {"name": "Ira", "wonder": "Petra", "side": "A", "cards": ["Stockade", "Tomyris"], "coins": 3},
    {"name": "Oleg", "wonder": "Byzantium", "side": "B", "stages": 1, "cards": ["Residence"], "coins": 3},
    {"name": "Sofia", "wonder": "Rhodos", "side": "A", "cards": ["Barracks"], "coins": 3},
    {"name": "Anna", "wonder": "Gizah", "side": "A", "coins": 3},
]


def _doc(*expansions: str) -> dict:
    players = json.loads(json.dumps(SEATS))
    if "cities" not in expansions:              # the base game's boards and cards
        players[0]["wonder"], players[1]["wonder"] = "Alexandria", "Ephesos"
        players[1]["cards"] = []
    if "leaders" not in expansions:
        players[0]["cards"] = ["Stockade"]
    return {"game": "7w", "expansions": list(expansions), "players": players}


def _ask(client, doc: dict, age: int, status: int = 200, **fields) -> tuple[str, str]:
    data = {"document": json.dumps(doc), "check": "1", "age": str(age), **fields}
    r = client.post("/referee/military", data=data)
    assert r.status_code == 303 and r.headers["Location"].startswith("/referee/r/"), r.status_code
    page = client.get(r.headers["Location"])
    assert page.status_code == status, page.get_data(as_text=True)
    return r.headers["Location"], html.unescape(page.get_data(as_text=True))


def _tokens(page: str, seat: int) -> str:
    row = re.search(rf'<tr id="tokens-{seat}">(.*?)</tr>', page, re.S).group(1)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", row)).strip()


def test_the_conflicts_of_an_age_from_the_shields_entered(client):
    where, page = _ask(client, _doc(), 2, **{"shields-0": "3", "shields-1": "1", "shields-2": "1", "shields-3": "0"})
    assert "Conflicts of age II" in page
    # Ira (3) beats both neighbours: +3 twice; Oleg and Sofia tie; Anna loses to Ira and Sofia
    assert _tokens(page, 0) == "Ira 3 +3, +3"
    assert _tokens(page, 1) == "Oleg 1 -1"
    assert _tokens(page, 2) == "Sofia 1 +3"
    assert _tokens(page, 3) == "Anna 0 -1, -1"
    assert "Oleg and Sofia both have 1 shield: a tie, no token" in page
    assert "Ira (3 shields) beats Oleg (1 shield): Ira takes +3, Oleg takes -1" in page
    assert "End of an age" in page                                 # the rule cited
    assert client.get(where).status_code == 200                    # the address answers again


def test_a_blank_field_is_the_shields_the_city_shows(client):
    _where, page = _ask(client, _doc(), 1)
    # Stockade and Barracks: 1 shield each; Oleg and Anna none
    assert _tokens(page, 0) == "Ira 1 +1, +1" and _tokens(page, 2) == "Sofia 1 +1, +1"
    assert 'placeholder="1"' in page


def test_with_cities_a_player_sits_out_with_a_diplomacy_token(client):
    doc = _doc("cities")
    first = client.get("/referee/military", query_string={}).get_data(as_text=True)
    assert "Conflicts" in first
    shields = {"shields-0": "3", "shields-1": "5", "shields-2": "1", "shields-3": "1"}
    _where, page = _ask(client, doc, 2, **shields, **{"cities-present": "1", "cities-away-1": "1"})
    assert "Oleg sits out this Age's conflict: the nearest cities on either side, Ira and Sofia, face each other" in page
    assert "Diplomacy" in page and 'id="cities-away-1" checked' in page
    assert _tokens(page, 1) == "Oleg absent —"
    assert _tokens(page, 0) == "Ira 3 +3, +3" and _tokens(page, 2) == "Sofia 1 -1"
    # without the token Oleg (5) beats Ira
    _where, page = _ask(client, doc, 2, **shields, **{"cities-present": "1"})
    assert _tokens(page, 1) == "Oleg 5 +3, +3" and _tokens(page, 0) == "Ira 3 -1, +3"


def test_a_diplomacy_token_the_city_never_took_is_refused_on_the_page(client):
    _where, page = _ask(client, _doc("cities"), 1, 422, **{"cities-present": "1", "cities-away-3": "1"})
    assert 'id="verdict"' not in page
    assert "Anna: Anna sat out the conflict of age I but has too few Diplomacy tokens by then" in page


def test_with_leaders_tomyris_gives_her_defeat_to_the_winner(client):
    _where, page = _ask(client, _doc("leaders"), 3, **{"shields-0": "0", "shields-1": "2", "shields-2": "0",
                                                        "shields-3": "2"})
    assert "Tomyris: the Defeat token Ira would take goes to the neighbour who won" in page
    assert _tokens(page, 0) == "Ira 0 —"
    # Oleg and Anna each beat Ira and Sofia; Ira's two Defeat tokens go to them, Sofia keeps hers
    assert _tokens(page, 1) == "Oleg 2 -1, +5, +5" and _tokens(page, 3) == "Anna 2 -1, +5, +5"
    assert _tokens(page, 2) == "Sofia 0 -1, -1"


def test_shields_that_are_not_a_number_are_said_and_kept(client):
    doc = _doc()
    r = client.post("/referee/military", data={"document": json.dumps(doc), "check": "1", "age": "1",
                                                "shields-0": "lots"}, follow_redirects=True)
    page = html.unescape(r.get_data(as_text=True))
    assert r.status_code == 422 and "Ira: the shields are a whole number from 0 to 99, not “lots”" in page
    assert 'value="lots"' in page


@pytest.mark.parametrize("lang,title", [("ru", "Конфликты"), ("uk", "Конфлікти")])
def test_the_tab_speaks_the_readers_language(client, lang, title):
    client.get(f"/lang/{lang}?next=/")
    _where, page = _ask(client, _doc(), 1, **{"shields-0": "2"})
    assert title in page


def test_the_build_screen_has_the_conflicts_tab(client):
    page = client.post("/referee", data={"table_json": json.dumps(_doc())}, follow_redirects=True).get_data(as_text=True)
    assert 'id="tab-military"' in page and 'formaction="/referee/military"' in page
