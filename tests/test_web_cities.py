"""Cities on the phone screens: the setup screen offers it and seats 8, the city screen's picker has
the black cards as a group of their own (named as the box prints them), Petra and Byzantium among
the boards, the debt and Diplomacy fields merged into the document and scored."""
from __future__ import annotations

import json

from tests.test_web_games import city, setup


def test_the_city_screen_offers_the_black_cards_the_debt_and_diplomacy(client, web):
    assert 'value="cities"' in client.get("/games/new").get_data(as_text=True)
    page = setup(client, expansions="cities").get_data(as_text=True)
    assert 'value="Lair"' in page and "Cities" in page                 # the picker's group of black cards
    assert 'name="cities-debt"' in page and 'name="cities-diplomacy"' in page
    doc = json.loads(web.document(page))
    assert doc["expansions"] == ["cities"]
    doc["players"][0]["wonder"] = "Byzantium"
    page = city(client, json.dumps(doc), 0, "1", stages="2", cards=["Lair", "Residence"], cards_text="Табуларий",
                **{"cities-present": "1", "cities-debt": "4", "cities-diplomacy": ["2"]})
    doc = json.loads(web.document(page.get_data(as_text=True)))
    ira = doc["players"][0]
    assert ira["cards"] == ["Lair", "Residence", "Tabularium"] and ira["debt"] == 4 and ira["diplomacy"] == [2]
    result = client.post("/api/score", json=doc).get_json()
    scored = result["players"][0]
    assert scored["categories"]["cities"] == 3 + 1 + 6
    assert scored["categories"]["treasury"] == doc["players"][0].get("coins", 0) // 3 - 4


def test_a_debt_that_is_not_a_number_is_said_beside_the_field(client, web):
    page = setup(client, expansions="cities").get_data(as_text=True)
    doc = json.loads(web.document(page))
    answer = city(client, json.dumps(doc), 0, "1", **{"cities-present": "1", "cities-debt": "lots"})
    text = answer.get_data(as_text=True)
    # the shell's page for a number it cannot read: the field named, what was sent kept (nothing lost)
    assert answer.status_code == 400 and "cities-debt: must be a whole number from 0 to 99" in text
    assert "&#39;lots&#39;" in text


def test_the_entry_api_seats_eight_with_cities_only(client):
    assert client.get("/api/games/7w/entry?players=8&expansions=cities").status_code == 200
    assert client.get("/api/games/7w/entry?players=8").status_code == 422


def test_the_setup_screen_seats_eight_players_with_cities(client, web):
    boards = ["Rhodos", "Alexandria", "Ephesos", "Babylon", "Olympia", "Halikarnassos", "Gizah", "Petra"]
    rows = {f"players-{i}-{k}": v for i, b in enumerate(boards)
            for k, v in (("name", f"P{i}"), ("wonder", b), ("side", "A"))}
    page = setup(client, expansions="cities", **rows).get_data(as_text=True)
    doc = json.loads(web.document(page))
    assert [p["wonder"] for p in doc["players"]] == boards


def test_the_debt_field_has_an_id_of_its_own_so_its_label_points_at_it(client):
    page = setup(client, expansions="cities").get_data(as_text=True)
    assert page.count('id="cities-debt"') == 1 and '<input type="number"' in page.split('id="cities-debt"')[0][-200:]
