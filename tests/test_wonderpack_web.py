"""The Wonder Pack's city-screen fields (``Expansion.entry_sections`` with ``boards``): drawn only for a
seat on the board that needs them, merged into the player's document, cleared on another board."""
from __future__ import annotations

import copy
import json

from tests.test_web_games import city, setup

BOARDS = {"players-0-wonder": "The Great Wall", "players-0-side": "B",
          "players-1-wonder": "Rhodos", "players-1-side": "A"}


def _doc(web, page) -> dict:
    return json.loads(web.document(page.get_data(as_text=True) if hasattr(page, "get_data") else page))


def test_a_seat_sees_only_its_boards_fields_and_they_reach_the_document(client, web):
    page = setup(client, expansions="wonderpack", **BOARDS).get_data(as_text=True)
    assert 'name="wonderpack-present"' in page and 'name="wonderpack-wall_stages"' in page   # Ira: the Great Wall
    assert 'name="wonderpack-copy_from"' not in page and 'name="wonderpack-entombed"' not in page
    doc = _doc(web, page)
    page = city(client, json.dumps(doc), 0, "1", stages="2",
                **{"wonderpack-present": "1", "wonderpack-wall_stages": ["4", "2"]})
    shown = page.get_data(as_text=True)
    assert 'id="wonderpack"' not in shown                  # Бобр on Rhodos: no Wonder Pack field
    doc = _doc(web, shown)
    assert doc["players"][0]["wall_stages"] == [2, 4] and "wall_stages" not in doc["players"][1]


def test_a_field_of_another_board_is_cleared_when_the_box_is_posted(client, web):
    doc = _doc(web, setup(client, expansions="wonderpack", **BOARDS))
    doc["players"][0]["copy_from"] = "left"               # not a Manneken Pis: meaningless here
    page = city(client, json.dumps(doc), 0, "1", **{"wonderpack-present": "1"})
    assert "copy_from" not in _doc(web, page)["players"][0]


def test_the_fields_are_labelled_in_russian(client, web):
    client.get("/lang/ru")
    page = setup(client, expansions="wonderpack", **BOARDS).get_data(as_text=True)
    # the board prints no Russian name (wonderpack.json names_translated): the label names it in English
    assert "Планшет «The Great Wall»: построенные этапы (в любом порядке)" in page


def _referee(client, doc: dict, **fields) -> str:
    data = {"document": json.dumps(doc), "check": "1", "player": "Oleg", "age": "2", "action": "stage", **fields}
    r = client.post("/referee", data=data, follow_redirects=True)
    assert r.status_code == 200
    return r.get_data(as_text=True)


def test_the_referee_screen_asks_which_great_wall_stage_is_built(client):
    from scoring.expansions.wonderpack.examples import referee_examples
    doc = copy.deepcopy(referee_examples()[0])
    del doc["action"], doc["players"][1]["wall_next"]
    shown = client.post("/referee", data={"document": json.dumps(doc)}, follow_redirects=True).get_data(as_text=True)
    assert 'name="wonderpack-wall-stage"' in shown
    page = _referee(client, doc, **{"wonderpack-present": "1", "wonderpack-wall-stage": "3"})
    assert "stage 3 of The Great Wall A is the one built now" in page
    page = _referee(client, doc, **{"wonderpack-present": "1"})          # in order: stage 2, not affordable
    assert "names stage" not in page and "stage 2 of The Great Wall A is next" in page
