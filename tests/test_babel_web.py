"""Babel in the web app (issue 12): the setup offers it, the city screen takes each player's tiles
and project tokens, the score sheet, the PDF and the referee show them."""
from __future__ import annotations

import json
from datetime import date

from scoring.expansions.babel.examples import EXAMPLE
from tests.test_web_games import SETUP, city, setup


def test_setup_offers_babel_and_the_city_screen_takes_tiles_and_tokens(client, web):
    page = setup(client, expansions="babel").get_data(as_text=True)
    assert 'id="babel-tiles"' in page and 'name="babel-token-science"' in page
    doc = json.loads(web.document(page))
    assert doc["expansions"] == ["babel"]
    page = city(client, json.dumps(doc), 0, "1", **{"babel-present": "1", "babel-tiles": ["12", "4"],
                                                     "babel-token-science": "1", "babel-token-penalty-2": "1"})
    doc = json.loads(web.document(page.get_data(as_text=True)))
    assert doc["players"][0]["babel"] == {"tiles": [4, 12], "tokens": ["science", "penalty-2"]}


def test_setup_without_babel_shows_no_babel_fields(client):
    page = setup(client).get_data(as_text=True)
    assert 'id="babel-tiles"' not in page


def test_api_scores_and_the_pdf_prints_the_tower_row(client):
    resp = client.post("/api/score", json=EXAMPLE)
    assert resp.status_code == 200
    body = resp.get_json()
    assert [p["categories"]["tower"] for p in body["players"]] == [5, 2, 10]
    assert body["players"][0]["babel"] == {"tower_tiles": [4, 12], "project_tokens": ["victory-3", "science"]}
    from wonders.pdf import pdf_bytes, sheet_game, sheet_html
    sheet = sheet_game(EXAMPLE, date(2026, 11, 20), "Babel")
    assert "tower" in [r.id for r in sheet.pad_rows]
    html = sheet_html([sheet])
    assert "Tower of Babel" in html
    assert pdf_bytes(html)[:4] == b"%PDF"
    games = client.get("/api/games").get_json()
    classic = next(g for g in games if g["id"] == "7w")
    assert [r["id"] for r in classic["expansion_rows"]["babel-tower"]] == ["tower"]


def test_api_check_referees_with_the_tower(client):
    doc = {"game": "7w", "expansions": ["babel-tower"], "age": 2, "tower": [8], "players": [
        {"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": [], "coins": 3},
        {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": [], "coins": 3},
        {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": [], "coins": 3}],
        "action": {"player": "Ann", "build": "Temple"}}
    v = client.post("/api/check", json=doc).get_json()
    assert v["legal"] and v["cost"] == {"bank": 3, "left": 0, "right": 0}     # seed 004, 8, 23


def test_api_check_a_babel_turn_and_military(client):
    # a whole turn under tile 8 (seed 004, 8) and the military check under tile 22 (seed 004, 22)
    players = [{"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": ["Barracks"], "coins": 3,
                "babel": {"tiles": [22]}},
               {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": [], "coins": 3, "babel": {"tiles": []}},
               {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": [], "coins": 3, "babel": {"tiles": []}}]
    doc = {"game": "7w", "expansions": ["babel-tower"], "age": 2, "tower": [22], "players": players,
           "actions": [{"player": "Bob", "discard": True, "tile": 8}, {"player": "Cid", "discard": True}]}
    v = client.post("/api/check", json=doc).get_json()
    assert v["legal"] and v["coins"]["Bob"] == {"start": 3, "end": 3} and v["babel"]["tower_after"] == [22, 8]
    military = {"game": "7w", "expansions": ["babel-tower"], "check": "military", "players": [
        dict(p, shields=[0, 0], military=[-1] * 6) if p["name"] != "Ann" else dict(p, shields=[1, 1])
        for p in players]}
    v = client.post("/api/check", json=military).get_json()
    assert v["legal"] and v["check"] == "military"


def test_referee_screen_shows_and_applies_the_tower_and_the_project(client):
    doc = {"game": "7w", "expansions": ["babel"], "players": [
        {"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": [], "coins": 3},
        {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": [], "coins": 3},
        {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": [], "coins": 3}]}
    page = client.post("/referee", data={"table_json": json.dumps(doc)}, follow_redirects=True).get_data(as_text=True)
    assert 'id="babel-tower"' in page and 'id="babel-project"' in page
    data = {"document": json.dumps(doc), "check": "1", "player": "Ann", "age": "2", "action": "build",
            "card": "Temple", "babel-present": "1", "babel-tower": "8", "babel-project": "Obelisk",
            "babel-join": "1"}
    page = client.post("/referee", data=data, follow_redirects=True).get_data(as_text=True)
    # tile 8: 3 coins for Temple's 3 resource symbols; Obelisk: 1 coin + 1 papyrus, bought for 2
    assert "Not legal" in page and "tile 8: blue cards are paid in coins" in page
    assert 'name="babel-tower" value="8"' in page and '<option value="Obelisk" selected>' in page   # kept
    data["babel-join"] = ""
    page = client.post("/referee", data=data, follow_redirects=True).get_data(as_text=True)
    assert "Legal" in page and "Cost in coins: 3 to the bank" in page


def test_a_saved_babel_game_shows_its_tower_row_on_the_sheet_and_in_the_stats(client, save_game):
    token, _ = save_game(EXAMPLE)
    sheet = client.get(f"/g/{token}").get_data(as_text=True)
    assert "Tower of Babel" in sheet
    stats = client.get("/stats/player/Sofia").get_data(as_text=True)
    assert "Tower of Babel" in stats
    pdf = client.get(f"/sheets/game/{token}.pdf")
    assert pdf.status_code == 200 and pdf.data[:4] == b"%PDF"


def test_csv_export_has_a_tower_column_only_when_a_game_used_it(app, save_game):
    from wonders.exports import CSV_COLUMNS, csv_text
    from wonders.extensions import db
    from wonders.models import Game
    save_game(EXAMPLE)
    with app.app_context():
        text = csv_text(db.session.scalars(db.select(Game)).all())
    header, *lines = [line.split(",") for line in text.lstrip("\ufeff").strip().split("\r\n")]
    assert header.index("tower") == header.index("wonder_stages") + 1 and "tower" not in CSV_COLUMNS
    assert [dict(zip(header, line))["tower"] for line in lines] == ["5", "2", "10"]


def test_api_check_the_resource_block_and_tile_13_rulings(client):
    from tests.test_babel_referee import BARE, TABLE
    # seed 004, Штрафы: Bob's Gizah stone is under the Double Walls token, so Cid cannot buy it
    doc = json.loads(json.dumps(BARE))
    doc["players"][1]["babel"] = {"tokens": ["resource-block"]}
    doc["action"] = {"player": "Cid", "build": "Baths", "buy": [{"from": "right", "resource": "stone", "count": 1}]}
    v = client.post("/api/check", json=doc).get_json()
    assert v["legal"] is False and any(r["rule"] == "Babel rulebook, Great Project: Double Walls; Penalties" for r in v["reasons"])
    ru = client.post("/api/check?lang=ru", json=doc).get_json()
    assert any(r["text"].startswith("у Bob жетон блокировки ресурса") for r in ru["reasons"])
    # tile 13: Library through the chain with its 2-coin tax, or paid with Ann's own stone and cloth
    doc = json.loads(json.dumps(TABLE))
    doc.update(tower=[13], expansions=["babel-tower"], action={"player": "Ann", "build": "Library"})
    doc["players"][0]["cards"] = ["Scriptorium", "Quarry", "Loom"]
    doc["players"][1]["cards"] = []
    v = client.post("/api/check", json=doc).get_json()
    assert v["legal"] and v["free"] is None and v["cost"] == {"bank": 0, "left": 0, "right": 0}
    assert sorted((o["chain"] or "", o["bank"]) for o in v["options"]) == [("", 0), ("Scriptorium", 2)]
    uk = client.post("/api/check?lang=uk", json=doc).get_json()
    assert any(r["text"].startswith("Ann може також збудувати ланцюжком («") and
               "і сплатити податок: 2 монети (банк 2, ліворуч 0, праворуч 0)" in r["text"] for r in uk["reasons"])


def test_api_score_the_guild_token_with_olympia_bs_copy(client):
    from tests.test_babel_wiring import OLYMPIA
    ann = client.post("/api/score", json=OLYMPIA).get_json()["players"][0]
    assert ann["categories"]["guilds"] == 2               # the copy's point + 1 guild built (Bob's)
    doc = dict(OLYMPIA, guild_token_copy="counted")
    assert client.post("/api/score", json=doc).get_json()["players"][0]["categories"]["guilds"] == 3
    ru = client.post("/api/score?lang=ru", json=OLYMPIA).get_json()["players"][0]
    assert any(d["text"].startswith("Жетон Гильдии: копия «") for d in ru["details"])
    bad = client.post("/api/score", json=dict(OLYMPIA, guild_token_copy=True))
    assert bad.status_code == 422 and [e["path"] for e in bad.get_json()["errors"]] == ["guild_token_copy"]
