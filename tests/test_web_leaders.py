"""Leaders on the phone screens: the setup screen offers the expansion, the city screen's card picker
has the leaders as a group of their own (named as the box prints them), a leader typed by its Russian
name is taken, and the score sheet shows the leaders row."""
from __future__ import annotations

import json

from tests.test_web_games import city, setup


def test_the_city_screen_offers_the_leaders_and_scores_them(client, web):
    assert 'value="leaders"' in client.get("/games/new").get_data(as_text=True)
    page = setup(client, expansions="leaders").get_data(as_text=True)
    assert 'value="Alexander"' in page and "Leaders" in page            # the picker's group of white cards
    doc = json.loads(web.document(page))
    assert doc["expansions"] == ["leaders"]
    page = city(client, json.dumps(doc), 0, "1", stages="2", cards=["Lumber Yard", "Amytis"], cards_text="Нефертити")
    doc = json.loads(web.document(page.get_data(as_text=True)))
    assert doc["players"][0]["cards"] == ["Lumber Yard", "Amytis", "Nefertiti"]      # the Russian name taken
    result = client.post("/api/score", json=doc).get_json()
    ira = result["players"][0]
    assert ira["categories"]["leaders"] == 2 * 2 + 4                    # Amytis: 2 stages × 2; Nefertiti 4


def test_without_the_expansion_a_leader_is_not_offered(client, web):
    page = setup(client).get_data(as_text=True)
    assert 'value="Alexander"' not in page
