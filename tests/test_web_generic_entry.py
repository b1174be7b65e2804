"""The phone screens for any game but the 1st edition, drawn from its ``EntryScreen``.

The test double of ``tests/toy_game.py`` (cards counted by kind, no boards, no coins, a
"victory" field) goes through the whole flow: choose the game, the players, each city, the
score sheet, the saved game — with nothing in the web layer that knows it.
"""
from __future__ import annotations

import re

import pytest

from scoring import games
from tests.toy_game import GAME as TOY
from wonders.extensions import db
from wonders.models import Draft, Game
from helpers import city_rev, details_rev, players_rev


@pytest.fixture
def toy():
    games.register(TOY)
    yield TOY
    games.unregister(TOY.id)


def state(app, token):
    with app.app_context():
        return db.session.scalar(db.select(Draft).where(Draft.token == token)).state


def test_a_game_chosen_on_the_first_screen_is_entered_scored_and_saved(client, app, toy):
    r = client.post("/games/new", data={"game": "toy", "players-0-name": "Ana", "players-1-name": "Bo",
                                        "players-2-name": "Cy", "action": "next"})
    token = re.match(r"/d/([\w-]+)/players", r.headers["Location"]).group(1)
    page = client.get(r.headers["Location"]).get_data(as_text=True)
    # the toy game has no boards, sides, military mode or Free City; the names were kept
    assert "Toy game (test double): choose the boards" in page
    assert 'name="players-0-wonder"' not in page and 'name="military_mode"' not in page
    assert "Free City" not in page and 'value="Ana"' in page
    ids = dict(re.findall(r'name="(players-\d-id)" type="hidden" value="(\w+)"', page)
               or [(m[1], m[0]) for m in re.findall(r'value="(\w+)"[^>]*name="(players-\d-id)"', page)])
    r = client.post(f"/d/{token}/players", data={"rev": players_rev(client.application, token), "game": "toy", "players-0-name": "Ana", "players-1-name": "Bo",
                                                 "players-2-name": "Cy", "action": "next", **ids})
    first = r.headers["Location"]
    assert "/city/" in first
    page = client.get(first).get_data(as_text=True)
    assert 'name="c-cards-blue"' in page and 'name="c-cards-red"' in page        # counts by kind
    players = state(app, token)["players"]
    entered = {"Ana": ("2", "1"), "Bo": ("0", "3"), "Cy": ("1", "x")}
    for p in players:
        blue, red = entered[p["name"]]
        client.post(f"/d/{token}/city/{p['id']}", data={"rev": city_rev(client.application, token, p['id']), "c-cards-blue": blue, "c-cards-red": red, "go": "stay"})
    # Cy's "x" is kept and shown, and the score waits for it
    r = client.get(f"/d/{token}/score")
    assert r.status_code == 422 and 'value="x"' in r.get_data(as_text=True)
    client.post(f"/d/{token}/city/{players[2]['id']}", data={"rev": city_rev(client.application, token, players[2]['id']), "c-cards-blue": "1", "c-cards-red": "0", "go": "score"})
    sheet = client.get(f"/d/{token}/score")
    text = sheet.get_data(as_text=True)
    assert sheet.status_code == 200
    assert "Blue cards" in text and "Red majority" in text and "Military" not in text
    # Ana 2×2 + 1 = 5, Bo 3 + 3 (most red) = 6, Cy 2
    assert re.search(r'<tr class="total"><th scope="row">Total</th><td>5</td><td>6</td><td>2</td>', text)
    assert client.post(f"/d/{token}/save", data={"details_rev": details_rev(client.application, token), "played_on": "2026-11-23"}).status_code == 302
    with app.app_context():
        saved = db.session.scalars(db.select(Game)).one()
        assert saved.game == "toy" and [p.total for p in saved.players] == [5, 6, 2]


def test_switching_the_game_keeps_the_people(client, app, toy):
    r = client.post("/games/new", data={"game": "7w", "players-0-name": "Ana", "players-0-wonder": "Rhodos",
                                        "players-0-side": "A", "players-1-name": "Bo", "players-2-name": "Cy",
                                        "action": "autosave"})
    token = re.match(r"/d/([\w-]+)/", r.headers["Location"]).group(1)
    client.post(f"/d/{token}/players", data={"rev": players_rev(client.application, token), "game": "toy", "players-0-name": "Ana", "players-1-name": "Bo",
                                             "players-2-name": "Cy", "action": "autosave"})
    players = state(app, token)["players"]
    assert [p["name"] for p in players] == ["Ana", "Bo", "Cy"]
    assert all(set(p) <= {"id", "name"} for p in players)        # no 1st-edition board, cards or coins left
