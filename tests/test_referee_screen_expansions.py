"""The referee screens draw what an expansion declares (``referee.core.expansion``: ``screen``,
``read_form``, ``verdict_notes``): the toy expansion (``tests/toy_expansion.py``), which has no
template of its own, gets its section on the page and its posted fields reach the verdict, alone
and beside Babel; an expansion's own partial (``templates/expansions/_referee_<id>.html``)
replaces the drawn fields when it exists."""
from __future__ import annotations

import copy
import html
import json
import re

import pytest
from jinja2 import ChoiceLoader, DictLoader

from tests import toy_expansion as toy


@pytest.fixture
def harbour():
    with toy.attached() as expansion:
        yield expansion


def _doc(**over) -> dict:
    doc = copy.deepcopy(toy.EXPANSION.examples()[0])       # Ira (Rhodos A), Oleg, Sofia; tide high
    doc.update(over)
    return doc


def _document_field(page: str) -> dict:
    """The table the page carries in its hidden field."""
    raw = re.search(r'<input id="document" name="document" type="hidden" value="([^"]*)"', page).group(1)
    return json.loads(html.unescape(raw))


def _check(client, doc: dict, **fields) -> str:
    data = {"document": json.dumps(doc), "check": "1", "player": "Ira", "age": "1", "action": "build",
            "card": "Theater", "harbour-present": "1", **fields}
    r = client.post("/referee", data=data, follow_redirects=True)
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_data(as_text=True)


def test_the_toy_section_is_on_the_referee_screen_alone(client, harbour):
    page = client.post("/referee", data={"table_json": json.dumps(_doc())}, follow_redirects=True).get_data(as_text=True)
    assert '<fieldset class="group harbour" id="harbour">' in page and "<legend>Harbour</legend>" in page
    assert '<input type="hidden" name="harbour-present" value="1">' in page
    assert '<option value="high" selected>high</option>' in page            # the table's tide
    assert '<li>Ira: 3</li>' in page and 'name="harbour-moor"' in page
    assert 'id="babel"' not in page
    doc = _doc()
    plain = {"game": doc["game"], "players": [{k: v for k, v in p.items() if k != "harbour"} for p in doc["players"]]}
    page = client.post("/referee", data={"table_json": json.dumps(plain)}, follow_redirects=True).get_data(as_text=True)
    assert 'id="harbour"' not in page and 'name="player"' in page           # not played: no section


def test_the_toy_fields_reach_the_verdict_alone(client, harbour):
    page = _check(client, _doc(), **{"harbour-moor": "1", "harbour-tide": "low"})
    assert "<h2>Legal</h2>" in page and '<p id="harbour-moored">A ship is moored.</p>' in page
    assert 'id="harbour-moor" checked' in page                               # what was posted stays
    assert _document_field(page)["tide"] == "low"                            # the tide read into the table
    page = _check(client, _doc())
    assert "<h2>Legal</h2>" in page and "harbour-moored" not in page


def test_a_bad_value_in_one_section_is_blamed_and_every_section_keeps_what_was_typed(client, harbour):
    doc = _doc(expansions=["harbour", "babel-tower"])
    data = {"document": json.dumps(doc), "check": "1", "player": "Ira", "age": "1", "action": "build",
            "card": "Theater", "harbour-present": "1", "harbour-moor": "1", "harbour-tide": "low",
            "babel-present": "1", "babel-tower": "5, x"}
    r = client.post("/referee", data=data, follow_redirects=True)
    page = r.get_data(as_text=True)
    assert r.status_code == 422 and "tower[1]" in page                      # the referee blames the tile
    assert 'name="babel-tower" value="5, x"' in page and 'id="harbour-moor" checked' in page
    assert '<option value="low" selected>low</option>' in page


def test_the_toy_and_babel_sections_side_by_side(client, harbour):
    doc = _doc(expansions=["harbour", "babel-tower"])
    page = client.post("/referee", data={"table_json": json.dumps(doc)}, follow_redirects=True).get_data(as_text=True)
    assert page.index('id="babel"') < page.index('id="harbour"')            # Babel's order (10) before 50
    # tile 5: a blue card gives coins equal to the age (Babel's note); the ship moored (the toy's)
    page = _check(client, doc, **{"babel-present": "1", "babel-tower": "5", "harbour-moor": "1"})
    assert "<h2>Legal</h2>" in page
    assert '<p id="babel-gain">The tower gives 1 coin from the bank after this build.</p>' in page
    assert '<p id="harbour-moored">A ship is moored.</p>' in page
    assert _document_field(page)["tower"] == [5]


def test_an_expansion_partial_replaces_the_drawn_fields(app, client, harbour):
    app.jinja_env.loader = ChoiceLoader([DictLoader({
        "expansions/_referee_harbour.html": '<p id="harbour-own">{{ section.fields[0].label }}: '
                                            '{{ section.fields[0].value }}</p>'}), app.jinja_env.loader])
    page = client.post("/referee", data={"table_json": json.dumps(_doc())}, follow_redirects=True).get_data(as_text=True)
    assert '<p id="harbour-own">Tide: high</p>' in page and 'name="harbour-tide"' not in page
    assert '<input type="hidden" name="harbour-present" value="1">' in page   # the section's frame stays


# -- the referee screens name no game and no expansion ---------------------------------------------

def _names() -> set[str]:
    """Every game id and every expansion's id, part and spelling the registries know."""
    from scoring import games
    found = {g.id for g in games.available()}
    for g in games.available():
        for e in g.expansions:
            found |= {e.id, *e.parts, *e.spellings}
    return found


def test_the_referee_screens_compare_no_game_or_expansion_id():
    """The shell's referee modules (wonders/web/referee_*.py) choose by Game.referee_screen and draw
    what the expansions declare: no comparison with a game's or an expansion's id, no expansion
    named at all; their templates name neither."""
    import ast
    from pathlib import Path
    root = Path(__file__).resolve().parents[1]
    names = _names()
    from scoring import games
    expansion_names = names - {g.id for g in games.available()}
    for path in sorted((root / "wonders" / "web").glob("referee_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                consts = [c.value for c in [node.left, *node.comparators] if isinstance(c, ast.Constant)]
                assert not set(consts) & names, f"{path.name}:{node.lineno} compares with {consts}"
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert node.value not in expansion_names, f"{path.name}:{node.lineno} names {node.value!r}"
        assert "babel" not in path.read_text(encoding="utf-8").replace("flask_babel", "")
    for path in sorted((root / "templates" / "referee").glob("*.html")):
        text = path.read_text(encoding="utf-8")
        for name in names:
            assert f'"{name}"' not in text and f"'{name}'" not in text, f"{path.name} names {name}"
        assert "babel" not in text.lower(), path.name
