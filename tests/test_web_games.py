"""Entering a game, the live score sheet, saving, share/edit links, delete, history."""
from __future__ import annotations

import json
import re

import pytest

from wonders.extensions import db
from wonders.models import Game

SETUP = {"game": "7w", "military_mode": "tokens",
         "players-0-name": "Ira", "players-0-wonder": "Rhodos", "players-0-side": "A",
         "players-1-name": "Бобр", "players-1-wonder": "", "players-1-side": "",
         "players-2-name": "Cleo", "players-2-wonder": "Gizah", "players-2-side": "B"}


def setup(client, **over):
    """The players screen as a person fills it: press "Enter cities"; when wonders or sides were
    left to chance the app deals them and shows the result first, so press it once more."""
    data = dict(SETUP, action="next")
    data.update(over)
    r = client.post("/games/new", data=data, follow_redirects=True)
    page = r.get_data(as_text=True)
    if "Dealt at random" in page and 'id="city-title"' not in page:
        again = dict(data)
        for key, value in re.findall(r'name="(players-\d+-id)" type="hidden" value="([^"]*)"', page):
            again[key] = value
        for key in re.findall(r'<select id="(players-\d+-(?:wonder|side))"', page):
            chosen = re.search(rf'<select id="{key}".*?<option selected value="([^"]*)"', page, re.S)
            again[key] = chosen.group(1) if chosen else ""
        again["rev"] = re.search(r'name="rev" value="(\d+)"', page).group(1)     # the version it shows
        action = re.search(r'<form method="post" action="([^"]+)"', page).group(1)
        r = client.post(action, data=again, follow_redirects=True)
    return r


def city(client, doc: str, seat: int, go: str, **fields):
    """One city posted with its table (a page from before drafts): the app keeps it as a draft
    and answers with the next screen."""
    data = {"document": doc, "seat": str(seat), "go": go, "stages": "0", "coins": "0"}
    data.update(fields)
    return client.post("/games/city", data=data, follow_redirects=True)


def test_home_and_new_game_pages(client):
    assert b"New game" in client.get("/").data
    page = client.get("/games/new").get_data(as_text=True)
    for i in range(3):
        for f in ("name", "wonder", "side"):
            assert f'<label for="players-{i}-{f}">' in page and f'name="players-{i}-{f}"' in page
    assert "Add player" in page and "Enter cities" in page


def test_add_remove_and_deal_keep_what_was_typed(client):
    page = client.post("/games/new", data=dict(SETUP, action="add"), follow_redirects=True).get_data(as_text=True)
    assert 'name="players-3-name"' in page and 'value="Бобр"' in page
    data = dict(SETUP, action="remove-1", **{"players-3-name": "Dan"})
    page = client.post("/games/new", data=data, follow_redirects=True).get_data(as_text=True)
    assert "Бобр" not in page and 'value="Dan"' in page and 'name="players-3-name"' not in page
    page = client.post("/games/new", data=dict(SETUP, action="deal"), follow_redirects=True).get_data(as_text=True)
    selected = re.findall(r'<select id="players-1-wonder".*?<option selected value="(\w+)"', page, re.S)
    assert selected and selected[0] not in ("Rhodos", "Gizah")
    assert re.search(r'<select id="players-1-side".*?<option selected value="[AB]"', page, re.S)


def test_setup_deals_random_wonders_and_opens_the_first_city(client, web):
    r = setup(client)
    assert r.status_code == 200
    doc = json.loads(web.document(r.get_data(as_text=True)))
    wonders = [p["wonder"] for p in doc["players"]]
    assert wonders[0] == "Rhodos" and wonders[2] == "Gizah" and wonders[1] not in ("Rhodos", "Gizah", "")
    assert [p["name"] for p in doc["players"]] == ["Ira", "Бобр", "Cleo"]
    page = r.get_data(as_text=True)
    assert 'id="city-title">Ira' in page
    assert "Left neighbour: <strong>Бобр</strong>" in page


@pytest.mark.parametrize("over, field, message", [
    ({"players-1-name": ""}, "players-1-name", "a name is required"),
    ({"players-2-name": "ira"}, "players-2-name", "is already called"),
    ({"players-2-wonder": "Rhodos"}, "players-2-wonder", "Rhodos is already played by players[0]"),
    ({"players-0-wonder": "Atlantis"}, "players-0-wonder", "Not a valid choice"),
    ({"players-0-side": "C"}, "players-0-side", "Not a valid choice"),
    ({"expansions": "atlantis"}, "expansions", "is not a valid choice"),   # no such expansion (Cities is one now)
    ({"players-0-name": "x" * 41}, "players-0-name", "Field cannot be longer than 40 characters"),
])
def test_setup_errors_beside_their_field_and_input_kept(client, over, field, message, web):
    r = setup(client, **over)
    assert r.status_code == 422
    page = r.get_data(as_text=True)
    assert any(message in e for e in web.errors(page, field)), web.errors(page, field)
    for key, value in dict(SETUP, **over).items():      # nothing typed is lost
        if key.endswith("-name"):
            assert f'value="{value}"' in page


def test_too_few_players_is_explained(client, web):
    data = {k: v for k, v in SETUP.items() if not k.startswith("players-2")}
    data["action"] = "next"
    # FieldList keeps three rows; an empty third row has no name
    page = client.post("/games/new", data=data, follow_redirects=True).get_data(as_text=True)
    assert any("a name is required" in e for e in web.errors(page, "players-2-name"))


def test_city_offers_only_cards_in_play_and_marks_taken_ones(client, web):
    doc = web.table()
    page = city(client, json.dumps(doc), 0, "1", stages="2", coins="7", cards=doc["players"][0]["cards"],
                wins3="1", defeats="3").get_data(as_text=True)
    # Бобр's page: Pawnshop (4+ and 7+) is not in a 3-player game
    assert 'value="Pawnshop"' not in page and 'value="Baths"' in page
    # Lumber Yard: one copy at 3 players, held by Ira → all copies taken
    assert re.search(r'value="Lumber Yard" id="card-lumber-yard" disabled', page)
    assert "all copies taken" in page
    assert 'lang="ru">Лесоповал' in page and 'data-search="lumber yard' in page
    assert page.count('class="chip colour-purple') == 10                  # every guild is offered
    assert 'value="Scientists Guild" id="card-scientists-guild" disabled' in page   # Ira holds it


def test_cities_then_score_sheet(client, web):
    page = setup(client, **{"players-1-wonder": "Olympia", "players-1-side": "B"}).get_data(as_text=True)
    doc = web.document(page)
    wanted = web.table()["players"]
    tokens = [dict(defeats="3", wins3="1"), dict(wins1="2", wins3="2", wins5="2"), dict(defeats="4")]
    for seat in range(3):
        p = wanted[seat]
        go = "score" if seat == 2 else str(seat + 1)
        r = city(client, doc, seat, go, stages=str(p["stages"]), coins=str(p["coins"]),
                 cards=p["cards"][:-1], cards_text=p["cards"][-1], **tokens[seat])
        assert r.status_code == 200, web.errors(r.get_data(as_text=True), "table")
        page = r.get_data(as_text=True)
        doc = web.document(page)
    assert "<h1>Score sheet</h1>" in page
    assert re.search(r'<tr class="total"><th scope="row">Total</th><td>20</td><td>28</td><td>16</td>', page)
    assert "Winner: <strong>Бобр</strong>" in page
    assert "Olympia B copies Scientists Guild" in page      # the engine's choice, shown
    assert '<figure class="chart" id="score-chart">' in page and "<rect" in page
    assert 'id="save"' in page and "Save game" in page and 'href="/sheets' not in page


def test_score_problems_go_back_to_the_city_with_messages_beside_fields(client, web):
    doc = web.table()
    doc["players"][2]["cards"].append("Lumber Yard")       # a second Lumber Yard at 3 players
    r = city(client, json.dumps(doc), 0, "score", stages="2", coins="7", cards=doc["players"][0]["cards"],
             defeats="3", wins3="1")
    assert r.status_code == 422
    page = r.get_data(as_text=True)
    assert 'id="city-title">Cleo' in page
    assert any("only 1 copy exists with 3 players" in e for e in web.errors(page, "cards"))
    assert "Lumber Yard" in page and 'class="chip colour-brown has-error"' in page or "has-error" in page


@pytest.mark.parametrize("fields, field, message", [
    ({"coins": "abc"}, "coins", "Not a valid integer value"),
    ({"coins": "-3"}, "coins", "enter a whole number from 0 to 999"),
    ({"stages": "9"}, "stages", "Not a valid choice"),
    ({"stages": "x"}, "stages", "Invalid Choice"),
    ({"cards_text": "Lumbr Yrd, Баня"}, "cards_text", "unknown card 'Lumbr Yrd'; did you mean 'Lumber Yard'?"),
    ({"cards": ["Atlantis"]}, "cards", "'Atlantis' is not a valid choice"),
    ({"wins1": "7"}, "wins1", "enter a whole number from 0 to 6"),
])
def test_city_field_errors_keep_the_typed_values(client, fields, field, message, web):
    doc = web.document(setup(client).get_data(as_text=True))
    data = dict(stages="1", coins="5")
    data.update(fields)
    r = city(client, doc, 0, "1", **data)
    assert r.status_code == 422
    page = r.get_data(as_text=True)
    assert any(message in e for e in web.errors(page, field)), web.errors(page, field)
    assert 'id="city-title">Ira' in page                   # still on the same city
    for v in fields.values():
        if isinstance(v, str) and field in ("coins", "cards_text"):
            assert _escaped(v) in page


def _escaped(text: str) -> str:
    import html
    return html.escape(text, quote=True).replace("&#x27;", "&#39;")


@pytest.mark.parametrize("tokens, message", [
    ({"wins1": "3"}, "3 tokens of +1: a city fights two neighbours"),
    ({"wins1": "1"}, "impossible conflict tokens"),
])
def test_military_problems_from_the_library(client, tokens, message, web):
    doc = web.document(setup(client).get_data(as_text=True))
    page = city(client, doc, 0, "score", **tokens).get_data(as_text=True)
    shown = web.errors(page, "defeats") + web.errors(page, "table")
    assert any(message in e for e in shown), shown


def test_shields_mode_derives_tokens(client, web):
    page = setup(client, military_mode="shields").get_data(as_text=True)
    assert 'name="shields1"' in page and 'name="defeats"' not in page
    doc = web.document(page)
    doc = web.document(city(client, doc, 0, "1", shields1="2", shields2="2",
                             cards=["Stockade", "Barracks"]).get_data(as_text=True))
    doc = web.document(city(client, doc, 1, "2", shields1="1", shields2="1",
                             cards=["Guard Tower"]).get_data(as_text=True))
    page = city(client, doc, 2, "score", shields1="0", shields2="0").get_data(as_text=True)
    assert "<h1>Score sheet</h1>" in page, web.errors(page, "shields1")
    # Ira has most shields in every age (age III counted from the city): beats both neighbours
    assert "Conflict tokens +1, +1, +3, +3, +5, +5 → 18" in page


def test_shields_that_go_down_are_shown_beside_shields(client, web):
    doc = web.document(setup(client, military_mode="shields").get_data(as_text=True))
    page = city(client, doc, 0, "score", shields1="3", shields2="1").get_data(as_text=True)
    assert any("never go down" in e for e in web.errors(page, "shields1"))


def _save(client, doc, **fields):
    data = {"document": json.dumps(doc), "title": "Friday", "played_on": "2026-11-20", "note": "at Ira's"}
    data.update(fields)
    r = client.post("/games/save", data=data)
    # a table with problems is kept as a draft: its score page shows them
    return client.get(r.headers["Location"]) if "/d/" in r.headers.get("Location", "") else r


def test_save_then_share_and_edit_links(client, app, web):
    r = _save(client, web.table())
    assert r.status_code == 302 and r.headers["Location"].startswith("/e/")
    edit = r.headers["Location"]
    page = client.get(edit).get_data(as_text=True)
    with app.app_context():
        game = db.session.scalars(db.select(Game)).one()
        share, token = game.share_token, game.edit_token
        assert game.title == "Friday" and game.note == "at Ira's" and str(game.played_on) == "2026-11-20"
        assert [p.total for p in game.players] == [20, 28, 16]
    assert edit == f"/e/{token}" and share != token and len(share) >= 20
    assert f"/g/{share}" in page and f"/e/{token}" in page
    assert f'href="/sheets/game/{share}.pdf">Download PDF' in page
    shared = client.get(f"/g/{share}").get_data(as_text=True)
    assert "Download PDF" in shared and "Winner: <strong>Бобр</strong>" in shared
    assert "details-form" not in shared and token not in shared and "Delete game" not in shared


def test_share_link_is_read_only(client, save_game):
    share, token = save_game()
    assert client.post(f"/g/{share}", data={"title": "hacked"}).status_code == 405
    assert client.get(f"/e/{share}").status_code == 404          # the share token does not edit
    assert client.get(f"/e/{share}/delete").status_code == 404
    assert client.get("/g/not-a-token").status_code == 404


def test_edit_details(client, save_game, app, web):
    share, token = save_game()
    version = re.search(r'name="version" type="hidden" value="(\d+)"', client.get(f"/e/{token}").get_data(as_text=True))
    r = client.post(f"/e/{token}", data={"title": "Rematch", "played_on": "2026-11-21", "note": "",
                                         "version": version.group(1)})
    assert r.status_code == 302
    assert "Rematch" in client.get(f"/g/{share}").get_data(as_text=True)
    r = client.post(f"/e/{token}", data={"title": "x", "played_on": "21/11/2026", "version": "2"})
    assert r.status_code == 422
    assert web.errors(r.get_data(as_text=True), "played_on") == ["Not a valid date value."]


def test_edit_cities_updates_the_same_game(client, save_game, app, web):
    share, token = save_game()
    page = client.get(f"/e/{token}/cities", follow_redirects=True).get_data(as_text=True)
    # the city screen edits a draft linked to this saved game (it used to carry the edit token)
    assert "editing a saved game" in page
    with app.app_context():
        from wonders.models import Draft
        draft = db.session.scalars(db.select(Draft)).one()
        assert draft.game_row.edit_token == token and draft.base_version == draft.game_row.version
        draft_version = draft.base_version
    doc = json.loads(web.document(page))
    doc["players"][2]["coins"] = 20
    r = _save(client, doc, edit_token=token, title="Edited", version=str(draft_version))
    assert r.status_code == 302 and r.headers["Location"] == f"/e/{token}"
    with app.app_context():
        games = db.session.scalars(db.select(Game)).all()
        assert len(games) == 1 and games[0].title == "Edited"
        assert games[0].players[2].categories["treasury"] == 6
    assert "Edit players" in client.get(f"/e/{token}/players", follow_redirects=True).get_data(as_text=True)


def test_delete_asks_for_confirmation(client, save_game, app):
    share, token = save_game()
    page = client.get(f"/e/{token}/delete").get_data(as_text=True)
    assert "Delete this game?" in page and 'id="confirm-delete"' in page
    assert client.get(f"/g/{share}").status_code == 200       # GET deleted nothing
    r = client.post(f"/e/{token}/delete")
    assert r.status_code == 302
    assert client.get(f"/g/{share}").status_code == 404
    with app.app_context():
        assert db.session.scalars(db.select(Game)).all() == []


def test_saving_an_invalid_table_shows_the_problems(client, web):
    doc = web.table()
    doc["players"][0]["coins"] = -4
    r = _save(client, doc)
    assert r.status_code == 422
    assert any("coins must be a whole number" in e for e in web.errors(r.get_data(as_text=True), "coins"))


def test_history_filters(client, save_game, web):
    from datetime import date
    save_game(title="First", played_on=date(2026, 1, 5))
    other = web.table()
    other["players"][0]["name"] = "Zoe"
    save_game(other, title="Second", played_on=date(2026, 3, 5))
    page = client.get("/games").get_data(as_text=True)
    assert "First" in page and "Second" in page
    assert page.index("Second") < page.index("First")                # newest first
    page = client.get("/games?player=zo").get_data(as_text=True)
    assert "Second" in page and "First" not in page
    page = client.get("/games?date_from=2026-02-01").get_data(as_text=True)
    assert "Second" in page and "First" not in page
    page = client.get("/games?date_to=2026-02-01&wonder=Gizah").get_data(as_text=True)
    assert "First" in page and "Second" not in page
    page = client.get("/games?wonder=Alexandria").get_data(as_text=True)
    assert 'id="no-games"' in page
    r = client.get("/games?date_from=soon&wonder=Atlantis&page=x")
    assert r.status_code == 400 and "page: must be a whole number" in r.get_data(as_text=True)
    r = client.get("/games?date_from=soon&wonder=Atlantis")
    assert r.status_code == 200
    assert web.errors(r.get_data(as_text=True), "date_from") == ["Not a valid date value."]
    assert 'value="soon"' in r.get_data(as_text=True)


def test_two_player_variant_with_the_free_city(client, web):
    page = setup(client, **{"players-2-name": "Free City", "players-2-free_city": "y"}).get_data(as_text=True)
    doc = json.loads(web.document(page))
    assert doc["players"][2]["free_city"] is True and "free_city" not in doc["players"][0]
    page = client.post("/games/city", data={"document": json.dumps(doc), "go": "score"},
                       follow_redirects=True).get_data(as_text=True)
    assert "(Free City)" in page and "<h1>Score sheet</h1>" in page
    page = client.post("/games/new", data=dict(SETUP, action="add", **{"players-2-free_city": "y"}),
                       follow_redirects=True).get_data(as_text=True)
    page = client.post("/games/new", data=dict(SETUP, action="next", **{
        "players-2-free_city": "y", "players-3-name": "Dan"}), follow_redirects=True).get_data(as_text=True)
    assert "the 2-player variant has exactly 3 cities" in page


def test_history_filters_by_game(client, save_game, web):
    from scoring import games
    from tests.toy_game import GAME as TOY
    games.register(TOY)
    try:
        save_game(title="Classic night")
        save_game({"game": "toy", "players": [{"name": "Ana", "cards": {"blue": 1}}, {"name": "Bo", "cards": {}}]},
                  title="Toy night")
        page = client.get("/games").get_data(as_text=True)
        assert "Classic night" in page and "Toy night" in page and 'name="game"' in page
        page = client.get("/games?game=toy").get_data(as_text=True)
        assert "Toy night" in page and "Classic night" not in page
        page = client.get("/games?game=7w").get_data(as_text=True)
        assert "Classic night" in page and "Toy night" not in page
        assert client.get("/games?game=chess").status_code == 200      # an unknown game filters nothing
    finally:
        games.unregister(TOY.id)


def test_a_duel_sheet_says_how_the_game_was_won(client, save_game):
    from scoring import games
    doc = next(d for d in games.get("duel").examples() if games.score(d).extra.get("victory") == "military")
    share, token = save_game(doc)
    page = client.get(f"/g/{share}").get_data(as_text=True)
    assert '<p class="victory" id="victory-1">Victory: Military supremacy</p>' in page
