"""The players screen's "Table options" (``wonders.web.setup_options``): the open points the chosen
expansions declare, offered with the app's reading preselected, written into the draft's document,
kept on reload, refused to a phone that is not the host's, a bad value posted by hand said beside
the option with nothing lost, and the score sheet (and PDF) naming a reading other than the default."""
from __future__ import annotations

import json
import re

from helpers import page_errors, players_rev
from test_web_drafts import setup_rows, state
from test_web_table import AUTOSAVE, begin_table, ids, phone, take

# Ira: five black cards (Secret Society, Lair, Hideout and two masks); Secret Society counting itself
# gives 5 VP, without itself 4 (tests/test_cities_options.py scores both by hand)
CITIES_DOC = {"game": "7w", "expansions": ["cities"], "players": [
    {"name": "Ira", "wonder": "Gizah", "side": "A", "stages": 0, "coins": 0, "military": [],
     "cards": ["Secret Society", "Lair", "Hideout", "Spy Ring", "Pigeon Loft"]},
    {"name": "Oleg", "wonder": "Rhodos", "side": "A", "stages": 0, "coins": 0, "military": [], "cards": ["Apothecary"]},
    {"name": "Sofia", "wonder": "Ephesos", "side": "A", "stages": 0, "coins": 0, "military": [], "cards": ["Loom"]}]}


def _draft(client, doc=None) -> str:
    """A draft holding ``doc`` (a pasted table), its token."""
    doc = doc or CITIES_DOC
    r = client.post("/games/city", data={"document": json.dumps(doc), "seat": "0", "go": "stay", "stages": "0",
                                         "coins": "0", "cards": doc["players"][0]["cards"]})
    m = re.match(r"(?:https?://[^/]+)?/d/([\w-]+)/", r.headers.get("Location", ""))
    assert m, (r.status_code, r.headers.get("Location"))
    return m.group(1)


def _players(client, token: str, expansions=("cities",), headers=None, **options):
    data = dict(setup_rows(client, token), expansions=list(expansions), action="stay")
    data.update({f"option-{k}": v for k, v in options.items()})
    return client.post(f"/d/{token}/players", data=data, headers=headers or {})


def _checked(page: str, name: str) -> str | None:
    m = re.search(rf'<input type="radio" name="{re.escape(name)}" id="[^"]+" value="([^"]+)" checked', page)
    return m.group(1) if m else None


def _score(client, token: str) -> tuple[int, str]:
    page = client.get(f"/d/{token}/score").get_data(as_text=True)
    row = re.search(r'<tr class="cat-cities">.*?</tr>', page, re.S).group(0)
    return int(re.findall(r"<td>(-?\d+)</td>", row)[0]), page


def _tag(page: str, html_id: str) -> str:
    """The opening tag of the element with this id."""
    m = re.search(rf'<[a-z]+ [^>]*id="{re.escape(html_id)}"[^>]*>', page)
    assert m, html_id
    return m.group(0)


def test_the_options_of_the_chosen_expansions_are_offered_with_the_apps_reading_preselected(client, app):
    # no expansion chosen: every option of the game's expansions is on the page, hidden, each naming the
    # checkboxes that show it (static/app.js shows it when one is ticked, without drawing the page again)
    new = client.get("/games/new").get_data(as_text=True)
    assert " hidden" in _tag(new, "table-options")
    assert 'data-when="cities"' in _tag(new, "option-secret-society-self") and " hidden" in _tag(
        new, "option-secret-society-self")
    assert 'data-when="babel babel-projects"' in _tag(new, "option-guild-token-copy")
    token = _draft(client)
    page = client.get(f"/d/{token}/players").get_data(as_text=True)
    assert " hidden" not in _tag(page, "table-options") and "Table options" in page
    assert " hidden" not in _tag(page, "option-secret-society-self")
    assert _checked(page, "option-secret_society_self") == "counted"
    assert _checked(page, "option-masks_same_card") == "no"
    assert "1 VP for each other black card in its own city" in page           # each reading's sentence
    assert "its text does not say whether it counts itself" in page           # the citation
    assert " hidden" in _tag(page, "option-guild-token-copy")                 # Babel is not played


def test_the_boards_and_seats_an_expansion_brings_are_on_the_page_until_it_is_ticked(client, app):
    new = client.get("/games/new").get_data(as_text=True)
    assert re.search(r'<option data-when="cities" hidden value="Petra">', new)
    assert re.search(r'<option data-when="leaders" hidden value="Roma">', new)
    assert re.search(r'<option value="Gizah">', new)                          # the game's own: always shown
    add = _tag(new, "add-player")
    assert "data-most=\"{&#34;&#34;: 7, &#34;cities&#34;: 8}\"" in add and " hidden" not in add
    token = _draft(client)                                                    # Cities chosen: Petra shown
    page = client.get(f"/d/{token}/players").get_data(as_text=True)
    assert re.search(r'<option data-when="cities" value="Petra">', page)
    assert re.search(r'<option data-when="leaders" hidden value="Roma">', page)


def test_the_host_chooses_a_reading_it_is_written_kept_on_reload_and_scores(client, app):
    token = _draft(client)
    assert _score(client, token)[0] == 10                                     # Secret Society 5 + Lair 3 + Hideout 2
    assert _players(client, token, secret_society_self="ignored").status_code == 302
    assert state(app, token)["secret_society_self"] == "ignored"
    page = client.get(f"/d/{token}/players").get_data(as_text=True)
    assert _checked(page, "option-secret_society_self") == "ignored"          # kept on reload (and Back)
    points, sheet = _score(client, token)
    assert points == 9
    assert "Table options: Secret Society: itself not counted" in sheet
    # the default again: the field leaves the document (absent means the app's reading)
    assert _players(client, token, secret_society_self="counted").status_code == 302
    assert "secret_society_self" not in state(app, token)
    points, sheet = _score(client, token)
    assert points == 10 and "Table options:" not in sheet


def test_the_sheet_line_is_in_the_readers_language(client, app):
    token = _draft(client)
    _players(client, token, secret_society_self="ignored", masks_same_card="yes")
    client.get("/lang/ru")
    sheet = _score(client, token)[1]
    assert "Варианты правил: Secret Society: себя не считает; Маски: можно одну и ту же карту" in sheet
    client.get("/lang/uk")
    assert "Варіанти правил: Secret Society: себе не рахує" in _score(client, token)[1]


def test_unticking_the_expansion_takes_its_options_out_of_the_document(client, app):
    token = _draft(client)
    _players(client, token, masks_same_card="yes")
    assert state(app, token)["masks_same_card"] == "yes"
    _players(client, token, expansions=())
    assert "masks_same_card" not in state(app, token) and "expansions" not in state(app, token)


def test_ticking_an_expansion_with_options_never_redraws_the_page_on_autosave(client, app):
    # its options are on the page already (hidden): the answer asks for no redraw, and a reading chosen
    # right after the tick is written
    token = _draft(client, dict(CITIES_DOC, expansions=[]))
    answer = _players(client, token, expansions=("cities",), headers=AUTOSAVE).get_json()
    assert "redraw" not in answer and "reload" not in answer and answer["saved"] is True and answer["rev"] > 0
    answer = _players(client, token, expansions=("cities",), headers=AUTOSAVE, masks_same_card="yes").get_json()
    assert "redraw" not in answer and "reload" not in answer and answer["saved"] is True
    assert state(app, token)["masks_same_card"] == "yes"
    # an option of an expansion not ticked (its hidden radios are posted too) is not written
    _players(client, token, expansions=("cities",), headers=AUTOSAVE, manneken_copy="built")
    assert "manneken_copy" not in state(app, token)


def test_a_value_posted_by_hand_is_kept_and_said_beside_the_option(client, app):
    token = _draft(client)
    r = _players(client, token, masks_same_card="maybe")
    assert r.status_code == 302
    assert state(app, token)["masks_same_card"] == "maybe"                    # nothing lost
    r = client.get(f"/d/{token}/players")
    page = r.get_data(as_text=True)
    assert r.status_code == 422
    said = page_errors(page, "option-masks-same-card")
    assert said and "'maybe'" in said[0]
    assert 'id="table-errors"' not in page                                    # beside the option, not at the top
    # "Enter cities" is refused with the same sentence in place
    data = dict(setup_rows(client, token), expansions=["cities"], action="next")
    data["option-masks_same_card"] = "maybe"
    r = client.post(f"/d/{token}/players", data=data, follow_redirects=True)
    assert page_errors(r.get_data(as_text=True), "option-masks-same-card") == said


def test_only_the_host_changes_the_options_at_a_table(client, app):
    token, code = begin_table(client, app)
    assert _players(client, token, expansions=("cities",)).status_code == 302    # the host ticks Cities
    seat = phone(app)
    assert take(seat, code, ids(app, token)["Ira"]).status_code == 302
    data = dict(setup_rows(client, token), expansions=["cities"], action="stay",
                **{"option-secret_society_self": "ignored"})
    r = seat.post(f"/d/{token}/players", data=data)
    page = r.get_data(as_text=True)
    assert r.status_code == 403 and "Only the host can do this" in page
    assert _checked(page, "option-secret_society_self") == "ignored"        # what was chosen stays on the page
    assert "secret_society_self" not in state(app, token)
    data["rev"] = players_rev(app, token)
    assert client.post(f"/d/{token}/players", data=data).status_code == 302  # the host may
    assert state(app, token)["secret_society_self"] == "ignored"


def test_an_expansion_the_shell_never_names_gets_its_options_offered_and_named(client, app):
    from scoring import games
    from tests import toy_expansion as toy
    game = games.get(toy.EXPANSION.base)
    game.attach(toy.EXPANSION)
    try:
        doc = json.loads(json.dumps(toy.EXPANSION.examples()[0]))
        doc["players"][0]["cards"] = ["Baths"]              # as the city screen's picker names it
        doc["tide"] = "low"
        token = _draft(client, doc)
        page = client.get(f"/d/{token}/players").get_data(as_text=True)
        assert _checked(page, "option-tide") == "low" and "Each ship brings 1 coin." in page
        _players(client, token, expansions=("harbour",), tide="high")
        assert state(app, token)["tide"] == "high"
        assert "Table options: Tide: high" in client.get(f"/d/{token}/score").get_data(as_text=True)
    finally:
        game.detach(toy.EXPANSION.id)


def test_the_pdf_sheet_names_the_options_chosen(app):
    from datetime import date

    from wonders.pdf import sheet_game, sheet_html
    doc = dict(CITIES_DOC, secret_society_self="ignored")
    with app.test_request_context():
        g = sheet_game(doc, date(2026, 1, 2))
        assert g.options == ("Secret Society: itself not counted",)
        assert "Table options: Secret Society: itself not counted" in sheet_html([g])
        assert sheet_game(CITIES_DOC, date(2026, 1, 2)).options == ()


def test_the_live_sheet_at_the_table_names_the_options_chosen(client, app):
    token, code = begin_table(client, app)
    data = dict(setup_rows(client, token), expansions=["cities"], action="stay",
                **{"option-secret_society_self": "ignored"})
    assert client.post(f"/d/{token}/players", data=data).status_code == 302
    sheet = client.get(f"/d/{token}/table.json").get_json()
    html = json.dumps(sheet, ensure_ascii=False)
    assert "Table options: Secret Society: itself not counted" in html
    data["option-secret_society_self"] = "counted"
    data["rev"] = players_rev(app, token)
    assert client.post(f"/d/{token}/players", data=data).status_code == 302
    assert "Table options:" not in json.dumps(client.get(f"/d/{token}/table.json").get_json(), ensure_ascii=False)
