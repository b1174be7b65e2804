"""Architects through the common game interface and the shell (issue 11, items 4-6): the CLI,
``/api/score``, ``/api/check``, the catalogue and entry-screen data, saved games, exports, stats,
the PDF sheet with the pieces built, and the referee screen.

Rules: seed 002 (../shared/seeds/002_3cc4546b2a2971d2.txt, the Ukrainian rulebook) by section;
piece VP: ../shared/facts/architects.md A1 (the scans of the printed pieces); the 2-player
battle table: facts A4 (Board Game Arena's help, P3, with its five worked examples).
"""
from __future__ import annotations

import copy
import io
import json
import re
from datetime import date

import pytest
from pypdf import PdfReader

from scoring import games
from wonders import cli
from helpers import city_rev, details_rev, players_rev

GAME = games.get("architects")

# a 3-player table at the start of Bo's turn: two of the three conflict tokens show the battle side
BATTLE = {"game": "architects", "players": [
    {"name": "Ana", "wonder": "Rhodes", "stages": 2, "cards": {"red": 1, "red_horn": 1}},
    {"name": "Bo", "wonder": "Giza", "stages": 1, "cards": {"red_horn": 1}},
    {"name": "Cy", "wonder": "Ephesus", "cards": {"blue": 1}}],
    "action": {"player": "Bo", "take": "red_horn"}, "conflict": {"tokens": 3, "battle_side_up": 2}}


def run_cli(args, capsys):
    code = cli.main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("spelling", ["7 Wonders Architects", "7 Чудес. Архітектори", "7 Чудес: Архитекторы",
                                      "7wa", "архитекторы", "Architects"])
def test_every_alias_reaches_the_game(spelling):
    assert games.get(spelling) is GAME
    doc = dict(copy.deepcopy(GAME.examples()[0]), game=spelling)
    assert games.score(doc).game == "architects"


def test_the_result_has_pieces_built_and_no_coins(client):
    body = client.post("/api/score", json=GAME.examples()[0]).get_json()
    ana, bo = body["players"]
    # Giza complete: 4 + 5 + 6 + 7 + 8 (facts A1); Rhodes 2≠ and 2= 4 + 4
    assert (ana["categories"]["wonder"], ana["pieces_built"]) == (30, 5)
    assert (bo["categories"]["wonder"], bo["pieces_built"]) == (8, 2)
    listed = {g["id"]: g for g in client.get("/api/games").get_json()}["architects"]
    assert "coins" not in ana and listed["available"] is True
    assert [r["id"] for r in listed["rows"]] == ["wonder", "civilian", "cat", "military", "progress"]


def test_a_tie_on_points_goes_to_the_most_pieces_built_on_every_surface(client, capsys, tmp_path):
    # seed 002, Завершення гри: most points; a tie → most pieces built.
    # Ana: Giza 2≠ + 2= = 9 VP (facts A1), 2 pieces; Bo: Olympia 2≠ (3 VP), 1 piece, 2 blue cards = 6 → 9
    doc = {"game": "architects", "players": [
        {"name": "Ana", "wonder": "Giza", "stages": 2},
        {"name": "Bo", "wonder": "Olympia", "stages": 1, "cards": {"blue": 2}}]}
    result = GAME.score(doc)
    assert [p.total for p in result.players] == [9, 9] and result.winners == ("Ana",)
    assert [p.rank for p in result.players] == [1, 2] and "most pieces built" in result.tiebreak
    path = tmp_path / "tie.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, out, _ = run_cli(["score", "--format", "table", str(path)], capsys)
    assert code == 0 and "Winner: Ana" in out and "most pieces built" in out
    assert re.search(r"^Pieces built +2/5 +1/5$", out, re.M)


def test_wonders_check_and_api_check_give_the_battle_with_its_citations(client, capsys, tmp_path):
    path = tmp_path / "battle.json"
    path.write_text(json.dumps(BATTLE), encoding="utf-8")
    code, out, _ = run_cli(["check", str(path)], capsys)
    verdict = json.loads(out)
    assert code == 0 and client.post("/api/check", json=BATTLE).get_json() == verdict
    assert [s["step"] for s in verdict["steps"]] == ["take", "conflict", "battle", "discard", "end"]
    assert all(s["rule"].startswith("Rulebook, ") and {c["book"] for c in s["citation"]} == {"architects"}
               for s in verdict["steps"])
    # 3+ players: a victory token against each neighbour with fewer shields (seed 002, Розіграш битви);
    # Rhodes's 2= piece adds a shield (seed 002, Ефекти Чудес: Родос; facts A1)
    battle = {r["player"]: (r["shields"], r["victory_tokens"]) for r in verdict["steps"][2]["results"]}
    assert battle == {"Ana": (3, 2), "Bo": (2, 1), "Cy": (0, 0)}
    assert verdict["game_ends"] is False


@pytest.mark.parametrize("mine,theirs,tokens", [(1, 0, 1), (2, 0, 2), (2, 1, 2), (3, 2, 1), (4, 2, 2)])
def test_the_two_player_battle_table_through_the_api(client, mine, theirs, tokens):
    # facts A4 / P3's worked examples: 1 vs 0 → 1, 2 vs 0 → 2, 2 vs 1 → 2, 3 vs 2 → 1, 4 vs 2 → 2.
    # Ana takes the red card with a horn that flips the last of 3 tokens (seed 002, Гра вдвох).
    doc = {"game": "architects", "players": [
        {"name": "Ana", "wonder": "Giza", "cards": {"red": mine - 1}},
        {"name": "Bo", "wonder": "Babylon", "cards": {"red": theirs}}],
        "action": {"player": "Ana", "take": "red_horn"}, "conflict": {"battle_side_up": 2}}
    verdict = client.post("/api/check", json=doc).get_json()
    battle = next(s for s in verdict["steps"] if s["step"] == "battle")
    assert {r["player"]: r["victory_tokens"] for r in battle["results"]}["Ana"] == tokens


def test_gold_and_several_stages_through_the_cli(capsys, tmp_path):
    # seed 002, Жовті карти (gold stands in for any missing resource) and Будівництво етапу,
    # Примітка (every payable stage is built in the same turn)
    doc = GAME.referee_examples()[1]
    path = tmp_path / "build.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    code, out, _ = run_cli(["check", str(path)], capsys)
    builds = [s for s in json.loads(out)["steps"] if s["step"] == "build"]
    assert code == 0 and [b["piece"] for b in builds] == ["2=", "3≠"]
    assert builds[0]["spent"] == {"wood": 1, "gold": 1} and builds[1]["spent"] == {"stone": 1, "clay": 1, "papyrus": 1}


def test_every_payable_stage_and_a_shared_level_through_the_cli_and_the_api(client, capsys, tmp_path):
    # seed 002, Будівництво етапу, Примітка ("ви мусите це зробити"): Giza with stone, stone, wood takes clay and
    # builds 2≠ (wood, clay) and 2= (two stones)
    giza = {"game": "architects", "players": [
        {"name": "Ana", "wonder": "Giza", "cards": {"stone": 2, "wood": 1}}, {"name": "Bo", "wonder": "Rhodes"}],
        "action": {"player": "Ana", "take": "clay"}}
    path = tmp_path / "giza.json"
    path.write_text(json.dumps(giza), encoding="utf-8")
    code, out, _ = run_cli(["check", str(path)], capsys)
    builds = [(s["piece"], s["spent"]) for s in json.loads(out)["steps"] if s["step"] == "build"]
    assert code == 0 and builds == [("2≠", {"wood": 1, "clay": 1}), ("2=", {"stone": 2})]
    assert client.post("/api/check", json=giza).get_json() == json.loads(out)
    # Будівництво етапу: "Деякі Чудеса дають можливість обирати, у якій послідовності будувати певні етапи":
    # Rhodes's 2≠ and 2= share the bottom level, so one stone plus the stone taken build 2=
    rhodes = {"game": "architects", "players": [
        {"name": "Ana", "wonder": "Rhodes", "cards": {"stone": 1}}, {"name": "Bo", "wonder": "Giza"}],
        "action": {"player": "Ana", "take": "stone"}}
    verdict = client.post("/api/check", json=rhodes).get_json()
    assert verdict["stage_order"] == "free"
    assert [s["piece"] for s in verdict["steps"] if s["step"] == "build"] == ["2="]


def test_a_bad_action_is_exit_2_and_422_with_paths(client, capsys, tmp_path):
    doc = dict(copy.deepcopy(BATTLE), action={"player": "Zed", "take": "stonne"}, conflict={"battle_side_up": 3})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = run_cli(["check", str(path)], capsys)
    paths = [e["path"] for e in json.loads(out)["errors"]]
    assert code == 2 and paths == ["action.player", "action.take", "conflict.battle_side_up"]
    answer = client.post("/api/check", json=doc)
    assert answer.status_code == 422 and [e["path"] for e in answer.get_json()["errors"]] == paths
    assert "did you mean 'stone'" in answer.get_json()["errors"][1]["message"]


def test_catalogue_and_entry_screen_data(client):
    cat = client.get("/api/catalogue/architects").get_json()
    assert len(cat["wonders"]) == 7 and len(cat["progress"]) == 14
    giza = next(w for w in cat["wonders"] if w["name"] == "Giza")
    assert [p["vp"] for p in giza["pieces"]] == [4, 5, 6, 7, 8]          # facts A1
    assert sum(giza["deck"].values()) == 25 and sum(cat["central_deck"].values()) == 60   # seed 002, ВМІСТ
    screen = client.get("/api/games/architects/entry?players=4").get_json()
    assert screen["sides"] == [] and screen["players"] == 4
    assert {g["kind"] for g in screen["card_groups"]} == {"counts"}
    kinds = [c["name"] for g in screen["card_groups"] for c in g["cards"]]
    assert sorted(kinds) == sorted(k["id"] for k in cat["card_kinds"])
    rhodes = next(b for b in screen["boards"] if b["name"] == "Rhodes")
    assert [p["symbol"] for p in rhodes["pieces"]] == ["2≠", "2=", "3≠", "3=", "4≠"]
    assert [p["level"] for p in rhodes["pieces"]][:2] == [1, 1]          # Rhodes: 2≠ and 2= share a level
    assert next(c for c in screen["counters"] if c["id"] == "stages")["toggles"] == "pieces"
    assert [o["id"] for o in screen["options"]] == ["cat"]
    progress = next(t for t in screen["tokens"] if t["id"] == "progress")
    assert progress["copies"]["Culture"] == 2 and len(progress["values"]) == 14


def test_saved_game_export_csv_stats_and_history(app, client, save_game):
    from wonders.extensions import db
    from wonders.models import Game
    share, edit = save_game(GAME.examples()[0])
    with app.app_context():
        g = db.session.scalar(db.select(Game).where(Game.share_token == share))
        assert g.game == "architects" and [(p.wonder, p.side) for p in g.players] == [("Giza", ""), ("Rhodes", "")]
    page = client.get(f"/g/{share}").get_data(as_text=True)
    assert "Giza" in page and "No choice to make at this table." in page and "Olympia choice" not in page
    csv = client.get("/sheets/export.csv").get_data(as_text=True)
    header, ana = [line.split(",") for line in csv.lstrip("\ufeff").strip().split("\r\n")][:2]
    row = dict(zip(header, ana))
    assert (row["wonder"], row["cat"], row["progress"], row["total"], row["game"]) == ("Giza", "2", "18", "61", "architects")
    exported = client.get("/sheets/export.json").get_json()
    assert exported["games"][0]["document"] == GAME.examples()[0]
    stats = client.get("/stats/player/Ana?game=architects").get_data(as_text=True)
    assert "Victory tokens" in stats and "Progress tokens" in stats and "Treasury" not in stats
    history = client.get("/games?wonder=Giza").get_data(as_text=True)
    assert 'value="Giza"' in history and "Ana" in history


def test_the_pdf_sheet_prints_the_pad_rows_and_the_pieces_built():
    from wonders.pdf import pdf_bytes, sheet_game, sheet_html
    doc = GAME.examples()[0]
    sheet = sheet_game(doc, date(2026, 11, 20), "Architects night")
    assert sheet.facts == (("Pieces built", ("5/5", "2/5")),)
    html = sheet_html([sheet])
    assert re.search(r"Pieces built</th>\s*<td>5/5</td><td>2/5</td>", html)
    cat_row = html[html.index('class="cat cat"'):html.index('class="cat military"')]
    assert "<circle cx=\"12\" cy=\"12\" r=\"6\"" not in cat_row        # the cat's own icon, not the fallback dot
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf_bytes(html))).pages).split())
    for label in ("Wonder", "Blue cards", "Cat", "Victory tokens", "Progress tokens", "Pieces built", "5/5"):
        assert label in text, label
    assert "Treasury" not in text and "7 Wonders Architects" in text


def test_the_referee_screen_for_a_saved_architects_game(client, save_game):
    table = {k: v for k, v in BATTLE.items() if k not in ("action", "conflict")}
    share, _ = save_game(table)
    page = client.get(f"/referee?game={share}").get_data(as_text=True)
    assert "7 Wonders Architects" in page and 'name="take"' in page and 'value="red_horn"' in page
    answer = client.post("/referee/architects", data={
        "document": json.dumps(table), "player": "Bo", "take": "red_horn", "source": "",
        "battle_side_up": "2", "stage_order": "fixed", "check": "1"}, follow_redirects=True)
    page = answer.get_data(as_text=True)
    assert answer.status_code == 200 and 'id="steps"' in page
    assert "The battle" in page and "Rulebook, The battle" in page and "The game goes on." in page
    bad = client.post("/referee/architects", data={
        "document": json.dumps(table), "player": "Bo", "take": "red_horn", "battle_side_up": "3",
        "stage_order": "fixed", "check": "1"}, follow_redirects=True)
    assert bad.status_code == 422 and "0 to 2 tokens" in bad.get_data(as_text=True)


def test_quick_pad_mode_has_no_coin_tie_break(client):
    # Architects has no coins; a tie is broken by the pieces built (seed 002, Завершення гри), which
    # the pad does not hold: the tied players share the victory
    doc = {"game": "architects", "entry": "pad", "players": [
        {"name": "A", "wonder": "Giza", "pad": {"wonder": 10, "civilian": 3, "cat": 2, "military": 3}},
        {"name": "B", "wonder": "Rhodes", "pad": {"wonder": 12, "civilian": 3, "military": 3}}]}
    body = client.post("/api/score", json=doc).get_json()
    assert body["winners"] == ["A", "B"] and "coins" not in body["tiebreak"] and "shared" in body["tiebreak"]


def test_the_referee_screens_lead_to_architects(client):
    assert 'id="architects-referee"' in client.get("/referee").get_data(as_text=True)
    empty = client.get("/referee/architects").get_data(as_text=True)
    assert "Paste a table document" in empty and 'name="take"' not in empty
    # a pasted Architects table on the 7w screen opens the Architects screen
    table = {k: v for k, v in BATTLE.items() if k not in ("action", "conflict")}
    page = client.post("/referee", data={"table_json": json.dumps(table), "load": "1"}, follow_redirects=True).get_data(as_text=True)
    assert "Referee · 7 Wonders Architects" in page and 'value="Cy"' in page


def test_an_architects_game_through_the_phone_screens(client, app):
    """The generic entry screens (drawn from ``entry_screen``): choose the game, the wonders, each
    player's cards by kind, pieces built, victory and progress tokens; the sheet ranks a tie on points
    by the pieces built (seed 002, Завершення гри) and the game is saved as entered."""
    from wonders.extensions import db
    from wonders.models import Draft, Game
    r = client.post("/games/new", data={"game": "architects", "players-0-name": "Ana", "players-1-name": "Bo",
                                        "players-2-name": "Cy", "action": "next"})
    token = re.match(r"/d/([\w-]+)/players", r.headers["Location"]).group(1)
    page = client.get(r.headers["Location"]).get_data(as_text=True)
    assert 'name="players-0-wonder"' in page and 'name="players-0-side"' not in page
    ids = dict((m[1], m[0]) for m in re.findall(r'value="(\w+)"[^>]*name="(players-\d-id)"', page)) \
        or dict(re.findall(r'name="(players-\d-id)" type="hidden" value="(\w+)"', page))
    r = client.post(f"/d/{token}/players", data={"rev": players_rev(client.application, token),
        "game": "architects", "action": "next", "players-0-name": "Ana", "players-0-wonder": "Giza",
        "players-1-name": "Bo", "players-1-wonder": "Rhodes", "players-2-name": "Cy", "players-2-wonder": "Ephesus",
        **ids})
    city = client.get(r.headers["Location"]).get_data(as_text=True)
    for name in ("c-cards-blue_cat", "c-cards-red_2horns", "n-stages", "n-victory_tokens", "t-progress-Culture", "o-cat"):
        assert f'name="{name}"' in city, name
    with app.app_context():
        players = db.session.scalar(db.select(Draft).where(Draft.token == token)).state["players"]
    # Ana: Giza 2≠ (4) + blue 3 + victory 3 + Culture 4 = 14; Bo: Rhodes 2≠ + 2= (4 + 4) + 3 + 3 = 14
    # (facts A1 piece VP; seed 002, Культура); Cy: Ephesus 2≠, 2=, 3≠ (3 + 3 + 4) + 3 + 3 = 16
    for i, p in enumerate(players):
        client.post(f"/d/{token}/city/{p['id']}", data={"rev": city_rev(client.application, token, p['id']),
            "c-cards-blue": "1", "n-stages": str(i + 1), "n-victory_tokens": "1", "t-progress-present": "1",
            "t-progress-Culture": "1" if i == 0 else "0", "o-cat-present": "1", "go": "stay"})
    sheet = client.get(f"/d/{token}/score").get_data(as_text=True)
    assert re.search(r'<tr class="total"><th scope="row">Total</th><td>14</td><td>14</td><td>16</td>', sheet)
    assert re.search(r'<tr class="rank"><th scope="row">Rank</th><td>3</td><td>2</td><td>1</td>', sheet)
    assert client.post(f"/d/{token}/save", data={"details_rev": details_rev(client.application, token), "played_on": "2026-11-23"}).status_code == 302
    with app.app_context():
        saved = db.session.scalars(db.select(Game)).one()
        assert saved.game == "architects" and [p.total for p in saved.players] == [14, 14, 16]
        assert saved.document["players"][0] == {"name": "Ana", "wonder": "Giza", "cards": {"blue": 1}, "stages": 1,
                                                "victory_tokens": 1, "progress": ["Culture"]}


def test_a_quick_pad_sheet_prints_no_pieces_built_it_does_not_hold():
    # the pad holds each player's rows, not the pieces built (seed 002, Завершення гри: they break a tie), so the
    # sheet says nothing of them rather than "0/5" for everyone; a card-by-card table prints them
    from scoring import games
    game = games.get("architects")
    pad = {"game": "architects", "entry": "pad", "players": [
        {"name": "A", "wonder": "Giza", "pad": {"wonder": 10, "civilian": 3}},
        {"name": "B", "wonder": "Rhodes", "pad": {"wonder": 12, "military": 3}}]}
    assert game.sheet_facts(games.score(pad)) == ()
    # the example: Ana has built all 5 pieces of Giza, Bo the two pieces 2≠ and 2= of Rhodes
    assert game.sheet_facts(games.score(game.examples()[0])) == (("Pieces built", ("5/5", "2/5")),)


def test_the_city_screen_names_only_expansions_the_game_has(client):
    # Architects has no expansion (seed 002): a name asked for is not echoed as if played, as Duel and the
    # 1st edition answer only the names their expansions claim
    body = client.get("/api/games/architects/entry?players=3&expansions=leaders").get_json()
    assert body["expansions"] == []
    duel = client.get("/api/games/duel/entry?players=2&expansions=leaders,agora").get_json()
    assert duel["expansions"] == ["agora"]
