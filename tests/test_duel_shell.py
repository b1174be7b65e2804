"""7 Wonders Duel through the shell (issue 10, deliverables 2, 4, 5 and 6): the CLI, the API,
saved games, exports and import, stats and the PDF sheet, with nothing of the 1st edition.

Sources: the README's Duel document (issue 10, deliverable 2); seed 003
(../shared/seeds/003_5edfb6b42bb9e791.txt, the Russian rulebook) by section; the Duel score
pad's rows (seed 003, Гражданская победа); shared/facts/duel.md by number.
"""
from __future__ import annotations

import io
import json
from datetime import date

import pytest
from pypdf import PdfReader

from scoring import games
from scoring.core.errors import BadInput
from wonders import cli

DUEL = games.get("duel")
README = {"game": "duel", "conflict": 4, "players": [
    {"name": "Ana", "cards": ["Theater", "Altar", "Scriptorium"], "wonders": ["The Pyramids"],
     "progress": ["Philosophy"], "coins": 10},
    {"name": "Bo", "cards": ["Baths", "Stable"], "wonders": ["The Sphinx"], "progress": [], "coins": 7}]}
PAD_ORDER = ["civilian", "science", "commercial", "guilds", "wonders", "progress", "treasury", "military"]


def military(winner_seat: int) -> dict:
    """Bo's pawn in Ana's capital (−9) or Ana's in Bo's (9): Ana has more points either way."""
    doc = json.loads(json.dumps(README))
    doc["conflict"] = 9 if winner_seat == 0 else -9
    return doc


def run(args, capsys):
    code = cli.main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


# -- registry, aliases ----------------------------------------------------------------------

@pytest.mark.parametrize("spelling", ["duel", "7 Wonders Duel", "7 чудес: Дуэль", "7 Чудес: Дуель", "7wd", "дуэль",
                                      "7 WONDERS DUEL"])
def test_duel_is_found_by_its_printed_titles(spelling):
    # the Russian box: «7 Чудес: Дуэль»; the Ukrainian box: «7 Чудес: Дуель»
    assert games.get(spelling) is DUEL
    assert games.score(dict(README, game=spelling)).game == "duel"


def test_the_pad_rows_are_the_duel_pads_in_order():
    # seed 003, Гражданская победа: blue, green, yellow, purple, wonders, progress tokens, coins, conflict
    assert list(DUEL.categories) == PAD_ORDER
    assert DUEL.info.min_players == DUEL.info.max_players == 2
    colours = DUEL.colours
    # the pad's own 8 rows (an expansion's rows, as Pantheon's Divinities, come in their own colour)
    assert colours["civilian"] != colours["science"] != colours["military"]
    assert len({colours[row] for row in PAD_ORDER}) == 8 and len(set(colours.values())) == len(colours)


# -- the CLI and the API ----------------------------------------------------------------------

def test_wonders_score_the_readme_duel(tmp_path, capsys):
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(README, ensure_ascii=False), encoding="utf-8")
    code, out, _ = run(["score", str(path)], capsys)
    result = json.loads(out)
    assert code == 0 and result["victory"] == "civilian" and result["winners"] == ["Ana"]
    ana = result["players"][0]
    assert list(ana["categories"]) == PAD_ORDER
    # Theater 3, Altar 3 (blue); Philosophy 7; 10 coins → 3; the pawn 4 spaces toward Bo → 5 (facts 69: 3–5 → 5)
    assert (ana["categories"]["civilian"], ana["categories"]["progress"], ana["categories"]["treasury"],
            ana["categories"]["military"]) == (6, 7, 3, 5)
    code, out, _ = run(["score", "--format", "table", str(path)], capsys)
    assert code == 0 and "Victory: Civilian victory" in out
    assert out.index("Civilian") < out.index("Science") < out.index("Progress") < out.index("Military")


def test_military_supremacy_is_printed_by_the_cli(tmp_path, capsys):
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(military(1)), encoding="utf-8")
    code, out, _ = run(["score", "--format", "table", str(path)], capsys)
    assert code == 0 and "Winner: Bo" in out and "Victory: Military supremacy" in out


def test_wonders_check_fortifications(tmp_path, capsys):
    # seed 003, Торговля: Bruno pays the bank 5 coins (clay 2+1, papyrus 2) for Fortifications
    doc = DUEL.referee_examples()[0]
    path = tmp_path / "check.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, out, _ = run(["check", str(path)], capsys)
    verdict = json.loads(out)
    assert code == 0 and verdict["legal"] is True and verdict["cost"] == {"bank": 5, "opponent": 0}
    assert verdict["after"]["coins"] == {"Antoine": 7, "Bruno": 2} and verdict["gain"] == 0


def test_api_score_and_check(client):
    resp = client.post("/api/score", json=military(0))
    body = resp.get_json()
    assert resp.status_code == 200 and body["victory"] == "military" and body["winners"] == ["Ana"]
    resp = client.post("/api/check", json=DUEL.referee_examples()[1])
    assert resp.status_code == 200 and resp.get_json()["legal"] is True


def test_the_last_card_of_an_age_and_the_great_library_through_the_cli_and_the_api(client, tmp_path, capsys):
    # seed 003, Описание эпохи, Примечания («эффект теряется»): the Sphinx built with the last card of age II
    sphinx = {"game": "duel", "conflict": 0, "age": 2, "layout": {"5.5": "Brewery"}, "players": [
        {"name": "Ana", "cards": [], "wonders": [], "progress": [], "coins": 20},
        {"name": "Bo", "cards": [], "wonders": [], "progress": [], "coins": 7}],
        "action": {"player": "Ana", "wonder": "The Sphinx", "card": "Brewery"}}
    path = tmp_path / "sphinx.json"
    path.write_text(json.dumps(sphinx), encoding="utf-8")
    code, out, _ = run(["check", str(path)], capsys)
    verdict = json.loads(out)
    assert code == 0 and verdict["legal"] and verdict["after"]["play_again"] is False
    assert client.post("/api/check", json=sphinx).get_json() == verdict
    # seed 003, Чудеса света: the Great Library takes one of three progress tokens set aside at setup
    library = dict(sphinx, action={"player": "Ana", "wonder": "The Great Library"})
    del library["layout"]
    after = client.post("/api/check", json=library).get_json()["after"]
    assert after["progress_token"] is True and after["play_again"] is False


def test_api_bad_duel_documents_name_their_paths(client):
    # an eighth wonder built (seed 003, 7 чудес, не больше!), a pawn beyond ±9
    for bad in DUEL.bad_examples():
        resp = client.post("/api/score", json=bad.doc)
        assert resp.status_code == 422 and bad.path in [e["path"] for e in resp.get_json()["errors"]], bad.why
    resp = client.post("/api/check", json=dict(DUEL.referee_examples()[0], age=4))
    assert resp.status_code == 422 and [e["path"] for e in resp.get_json()["errors"]] == ["age"]


def test_catalogue_and_entry_screen(client):
    cat = client.get("/api/catalogue/duel").get_json()
    # issue 10, deliverable 1: 23 + 23 + 20 age cards and 7 guilds, 12 wonders, 10 progress tokens, 4 military tokens
    assert len(cat["cards"]) == 73 and len(cat["wonders"]) == 12 and len(cat["progress"]) == 10
    assert len(cat["military_tokens"]) == 4 and cat["capital"] == 9
    assert sorted(cat["layouts"]) == ["1", "2", "3"] and len(cat["layouts"]["3"]) == 20
    screen = client.get("/api/games/duel/entry?players=2").get_json()
    assert screen["players"] == 2 and screen["boards"] == [] and screen["sides"] == []
    track = screen["table"][0]
    assert (track["id"], track["min"], track["max"], track["spaces"]) == ("conflict", -9, 9, 19)
    fields = {g["id"]: g["field"] for g in screen["card_groups"]}
    assert fields["wonders"] == "wonders" and fields["progress"] == "progress" and fields["age1-brown"] == "cards"
    ages = [g["age"] for g in screen["card_groups"] if g["field"] == "cards"]
    assert ages == sorted(ages)
    names = [c["name"] for g in screen["card_groups"] if g["field"] == "cards" for c in g["cards"]]
    assert len(names) == len(set(names)) == 73
    assert client.get("/api/games/duel/entry?players=3").status_code == 422


# -- saved games, exports, import, stats, the PDF sheet --------------------------------------------

def test_saved_duel_game_exports_and_imports(app, save_game, client):
    from wonders.exports import csv_text, export_document, parse_import
    from wonders.extensions import db
    from wonders.models import Game
    token, _ = save_game(military(1))
    save_game(README)
    with app.app_context():
        saved = db.session.scalars(db.select(Game).order_by(Game.id)).all()
        assert [g.game for g in saved] == ["duel", "duel"]
        bo = saved[0].players[1]
        assert (bo.name, bo.rank, bo.winner, bo.wonder, bo.side) == ("Bo", 1, True, "", "")
        text = csv_text(saved)
        back = parse_import(json.loads(json.dumps(export_document(saved), default=str)))
    header = text.lstrip("\ufeff").split("\r\n")[0].split(",")
    assert [c for c in header if c in PAD_ORDER] == PAD_ORDER
    assert [g.document for g in back] == [military(1), README]
    assert client.get(f"/g/{token}").status_code == 200


def test_stats_of_duel_games(client, save_game):
    save_game(military(1))
    save_game(README)
    page = client.get("/stats?game=duel").get_data(as_text=True)
    assert "Ana" in page and "Bo" in page
    player = client.get("/stats/player/Bo")
    text = player.get_data(as_text=True)
    assert player.status_code == 200 and "Wonders" in text and "Treasury" in text      # the Duel pad's labels
    assert "<th scope=\"row\"></th>" not in text          # no nameless "wonder" line for a game without boards


def test_pdf_sheet_in_the_duel_pads_layout(client, save_game):
    token, _ = save_game(military(1), title="Duel night")
    resp = client.get(f"/sheets/game/{token}.pdf")
    assert resp.status_code == 200 and resp.mimetype == "application/pdf"
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(resp.data)).pages)
    assert "Military supremacy" in text and "Winner: Bo" in text and "7 Wonders Duel" in text
    at = [text.index(f"\n{DUEL.labels[c]} ") for c in PAD_ORDER]      # each row's line: label, Ana's, Bo's
    assert at == sorted(at) and "\nMilitary 0 0" in text and "\nTotal 25 11" in text


def test_the_sheet_names_the_victory_and_every_row(app):
    from wonders.pdf import sheet_game, sheet_html
    for doc, words in ((military(0), "Victory: Military supremacy"), (DUEL.examples()[2], "Victory: Scientific supremacy"),
                       (README, "Victory: Civilian victory")):
        html = sheet_html([sheet_game(doc, date(2026, 11, 20))])
        assert words in html
        assert [html.index(f'class="cat {c}"') for c in PAD_ORDER] == sorted(html.index(f'class="cat {c}"')
                                                                            for c in PAD_ORDER)


# -- the interface: seats swapped, supremacies --------------------------------------------------

def test_swapping_the_players_negates_the_pawn():
    # the pawn is counted toward players[1]'s capital (README): listed the other way round, 4 becomes −4
    swapped = DUEL.mirror_seats(README)
    assert swapped["conflict"] == -4 and [p["name"] for p in swapped["players"]] == ["Bo", "Ana"]
    a, b = DUEL.score(README), DUEL.score(swapped)
    assert {p.name: p.categories for p in a.players} == {p.name: p.categories for p in b.players}


def test_scientific_supremacy_wins_whatever_the_points():
    # seed 003, Научное превосходство: 6 different symbols, Law's scales counting (facts 71)
    result = DUEL.score(DUEL.examples()[2])
    ana, bo = result.players
    assert result.extra["victory"] == "science" and result.winners == ("Ana",) and ana.total < bo.total


def test_a_tie_on_points_names_the_civilian_tie_break():
    # seed 003, Гражданская победа: tied → most civilian (blue) points
    doc = {"game": "duel", "conflict": 0, "players": [
        {"name": "Ana", "cards": ["Theater"], "coins": 0},           # Theater: 3 civilian
        {"name": "Bo", "cards": ["Apothecary", "Workshop"], "coins": 3}]}   # 1 + 1 science, 3 coins → 1
    result = DUEL.score(doc)
    assert [p.total for p in result.players] == [3, 3] and result.winners == ("Ana",)
    assert result.tiebreak and "civilian" in result.tiebreak


def test_a_progress_token_twice_and_a_card_in_both_cities_are_bad_input():
    doc = json.loads(json.dumps(README))
    doc["players"][0]["progress"] = ["Philosophy", "Philosophy"]
    doc["players"][1]["cards"].append("Altar")
    with pytest.raises(BadInput) as exc:
        games.score(doc)
    assert {"players[0].progress[1]", "players[1].cards[2]"} <= {p.path for p in exc.value.problems}


# -- the referee screen (issue 10, deliverable 5: "the referee screen, with the layout") ---------------

RULEBOOK_TABLE = {"game": "duel", "conflict": 0, "players": [
    {"name": "Antoine", "cards": ["Clay Pool", "Glassworks"], "coins": 7},
    {"name": "Bruno", "cards": ["Shelf Quarry"], "coins": 7}]}


def ask_duel(client, doc=RULEBOOK_TABLE, **fields):
    data = {"document": json.dumps(doc, ensure_ascii=False), "player": "Bruno", "age": "3", "action": "build",
            "card": "Fortifications", "wonder": "", "layout": "", "check": "1"}
    data.update(fields)
    return client.post("/referee", data=data, follow_redirects=True)


def test_referee_screen_prices_fortifications_for_a_saved_duel(client, save_game):
    token, _ = save_game(dict(RULEBOOK_TABLE, players=[dict(p) for p in RULEBOOK_TABLE["players"]]))
    page = client.get(f"/referee?game={token}").get_data(as_text=True)
    assert "7 Wonders Duel" in page and 'name="wonder"' in page and 'name="layout"' in page
    assert "Fortifications" in page and "Build a wonder" in page
    # seed 003, Торговля: Bruno pays the bank 5 coins (clay 2+1, papyrus 2)
    r = ask_duel(client)
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and "Legal" in page
    assert "Cost in coins: 5 to the bank, 0 to Antoine" in page and "Antoine 7 coins, Bruno 2 coins" in page
    assert "Trading" in page and "Rulebook, Trading" in page


def test_referee_screen_checks_the_layout_and_names_bad_positions(client):
    # age I: 4.2 lies under 5.1 and 5.3 (scoring/data/duel.json, layouts; seed 003, Описание хода)
    layout = json.dumps({"5.1": "Lumber Yard", "5.3": "Stone Pit", "4.2": "Stable"})
    r = ask_duel(client, player="Antoine", age="1", card="Stable", layout=layout)
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and "Not legal" in page
    r = ask_duel(client, player="Antoine", age="1", card="Lumber Yard", layout=json.dumps({"9.9": "Lumber Yard"}))
    assert r.status_code == 422 and "no position" in r.get_data(as_text=True)
    r = ask_duel(client, action="wonder", wonder="", card="")
    assert r.status_code == 422 and "choose the wonder to build" in r.get_data(as_text=True)
