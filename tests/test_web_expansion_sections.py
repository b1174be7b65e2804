"""The city screen draws every expansion's section from what the expansion describes
(``Expansion.entry_sections``) and merges the posted values into the player's document at the
section's ``field``: the toy expansion (``tests/toy_expansion.py``), alone and with Babel, needs
nothing in the shell."""
from __future__ import annotations

import json

import pytest

from scoring import games
from tests import toy_expansion as toy
from tests.test_web_games import city, setup


@pytest.fixture
def harbour():
    game = games.get(toy.EXPANSION.base)
    game.attach(toy.EXPANSION)
    yield toy.EXPANSION
    game.detach(toy.EXPANSION.id)


def test_the_setup_screen_offers_the_toy_by_its_title(client, harbour):
    page = client.get("/games/new").get_data(as_text=True)
    assert 'value="harbour"' in page and "Harbour (test double)" in page
    assert 'value="babel"' in page and 'value="babel-tower"' in page


def test_the_toy_alone_appears_on_the_city_screen_and_its_value_reaches_the_document(client, web, harbour):
    page = setup(client, expansions="harbour").get_data(as_text=True)
    assert 'id="harbour"' in page and "Ships in the harbour" in page and 'name="harbour-present"' in page
    assert 'name="harbour"' in page and 'id="babel-tiles"' not in page
    doc = json.loads(web.document(page))
    assert doc["expansions"] == ["harbour"]
    page = city(client, json.dumps(doc), 0, "1", **{"harbour-present": "1", "harbour": "3"})
    doc = json.loads(web.document(page.get_data(as_text=True)))
    assert doc["players"][0]["harbour"] == 3 and "harbour" not in doc["players"][1]


def test_the_toy_with_babel_both_sections_reach_the_document(client, web, harbour):
    page = setup(client, expansions=["babel", "harbour"]).get_data(as_text=True)
    assert 'name="harbour-present"' in page and 'name="babel-present"' in page
    assert page.index('id="babel"') < page.index('id="harbour"')     # the composition order: Babel first
    doc = json.loads(web.document(page))
    assert sorted(doc["expansions"]) == ["babel", "harbour"]
    page = city(client, json.dumps(doc), 0, "1", **{"harbour-present": "1", "harbour": "2", "babel-present": "1",
                                                     "babel-tiles": ["12", "4"], "babel-token-science": "2"})
    doc = json.loads(web.document(page.get_data(as_text=True)))
    assert doc["players"][0]["harbour"] == 2
    assert doc["players"][0]["babel"] == {"tiles": [4, 12], "tokens": ["science", "science"]}


def test_a_page_without_the_section_keeps_what_the_document_holds(client, web, harbour):
    doc = json.loads(web.document(setup(client, expansions="harbour").get_data(as_text=True)))
    doc["players"][0]["harbour"] = 4
    page = city(client, json.dumps(doc), 0, "1")                  # no harbour-present: an old form
    assert json.loads(web.document(page.get_data(as_text=True)))["players"][0]["harbour"] == 4
    page = city(client, json.dumps(doc), 0, "1", **{"harbour-present": "1", "harbour": ""})
    assert "harbour" not in json.loads(web.document(page.get_data(as_text=True)))["players"][0]


@pytest.fixture
def architects_harbour():
    """The toy's screen section, re-based on a game drawn by the generic city screen (Architects'
    parsed table keeps no expansion state, so this one only strips its field before scoring)."""
    class ArchitectsHarbour(type(toy.EXPANSION)):
        base = "architects"

        def parse(self, doc, extra_keys, base):
            rest = {k: v for k, v in doc.items() if k not in self.table_keys + ("expansions",)}
            rest["players"] = [{k: v for k, v in p.items() if k not in self.player_keys} for p in doc["players"]]
            return base(rest, extra_keys)

        def active(self, table):
            return False
    game = games.get("architects")
    expansion = ArchitectsHarbour()
    game.attach(expansion)
    yield expansion
    game.detach(expansion.id)


def test_the_generic_city_screen_draws_and_merges_an_expansion_section_too(client, web, architects_harbour):
    doc = {"game": "architects", "expansions": ["harbour"],
           "players": [{"name": "Ana", "wonder": "Giza"}, {"name": "Bo", "wonder": "Rhodes"},
                       {"name": "Cy", "wonder": "Olympia"}]}
    r = client.post("/games/city", data={"document": json.dumps(doc), "seat": "0", "go": "1",
                                         "harbour-present": "1", "harbour": "4"}, follow_redirects=True)
    page = r.get_data(as_text=True)
    assert 'name="harbour-present"' in page and "Ships in the harbour" in page
    doc = json.loads(web.document(page))
    assert doc["players"][0]["harbour"] == 4 and "harbour" not in doc["players"][1]


def test_babel_section_speaks_the_readers_language(client):
    import re
    page = setup(client, expansions="babel").get_data(as_text=True)
    url = re.search(r'action="(/d/[^"]+/city/[^"]+)"', page).group(1)
    ru = client.get(url + "?lang=ru").get_data(as_text=True)
    uk = client.get(url + "?lang=uk").get_data(as_text=True)
    assert "<legend>Вавилон</legend>" in ru and "Отметьте тайлы, которые выложил этот игрок (не больше 3)." in ru
    assert "<legend>Вавилон</legend>" in uk and "Позначте тайли, які виклав цей гравець (не більше 3)." in uk
