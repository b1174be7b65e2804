"""Conformance suite: run for every AVAILABLE game of the registry (as OpenSpiel runs every game).

A game counts as supported only when it passes all of this.  Everything comes from the
game's own module (``scoring.games.<module>.GAME``): its random legal documents, its
examples, its malformed documents, its declared invariants and its score-pad rows.
Nothing here names a category, a card or a board.  A test double (``tests/toy_game.py``: cards
counted by kind, two rows, no coins, no boards, a ``victory`` field) runs through the same
suite and the shell, so the suite and the shell are known not to assume the 1st edition.
"""
from __future__ import annotations

import copy
import io
import json
import random
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from referee import registry as referees
from scoring import games
from scoring.core.errors import BadInput
from scoring.games import GAMES
from tests.toy_game import GAME as TOY
from wonders import cli

AVAILABLE = games.available()
UNDER_TEST = AVAILABLE + (TOY,)
IDS = [g.id for g in UNDER_TEST]
UNBUILT = [g.id for g in GAMES if not g.available]
INVARIANTS = [(g, inv) for g in UNDER_TEST for inv in g.invariants]


@pytest.fixture(autouse=True, scope="module")
def toy_registered():
    games.register(TOY)
    yield
    games.unregister(TOY.id)
SEEDS = st.integers(0, 2 ** 32 - 1)


def some_documents(game, k: int = 2) -> list[dict]:
    """The game's examples and ``k`` random documents (fixed seeds: the same every run)."""
    return [copy.deepcopy(d) for d in game.examples()] + [game.random_document(random.Random(s)) for s in range(k)]


def run_cli(args, capsys) -> tuple[int, str, str]:
    code = cli.main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def paths(errors: dict) -> list[str]:
    return [e["path"] for e in errors["errors"]]


def test_every_registered_game_is_available_or_answers_not_supported_yet():
    assert "7w" in IDS
    for g in UNDER_TEST:
        assert g.info.available and games.get(g.id) is g and g.rows and g.invariants
        assert [r.order for r in g.rows] == sorted(r.order for r in g.rows)
        assert len({r.id for r in g.rows}) == len(g.rows)
    for gid in UNBUILT:
        with pytest.raises(BadInput) as exc:
            games.score({"game": gid, "players": []})
        assert [(p.path, "not supported yet" in p.message) for p in exc.value.problems] == [("game", True)]


# -- random legal documents: the shared result adds up ---------------------------------------

@pytest.mark.parametrize("game", UNDER_TEST, ids=IDS)
@settings(max_examples=100, deadline=None)
@given(seed=SEEDS)
def test_random_documents_score_and_every_point_adds_up(game, seed):
    doc = game.random_document(random.Random(seed))
    assert json.loads(json.dumps(doc)) == doc                 # a document is plain JSON
    result = game.score(doc)
    assert result.game == game.id
    assert games.score(doc).to_json() == result.to_json()     # the dispatcher finds the same game
    assert len(result.players) == len(doc["players"])
    declared = {r.id for r in game.all_rows}
    pad = game.rows_in(result)
    assert set(game.rows) <= set(pad) and [r.order for r in pad] == sorted(r.order for r in pad)
    for p in result.players:
        assert set(game.categories) <= set(p.categories) <= declared, p.name    # every row declared
        assert p.total == sum(p.categories.values())
        for row in pad:
            assert p.categories[row.id] == sum(d.points for d in p.details if d.category == row.id), (p.name, row.id)
        assert {d.category for d in p.details} <= set(p.categories)
    names = [p.name for p in result.players]
    assert result.winners and set(result.winners) <= set(names)
    assert all(p.rank == 1 for p in result.players if p.name in result.winners)
    json.dumps(result.to_json())


@pytest.mark.parametrize("game,invariant", INVARIANTS, ids=[f"{g.id}-{i.name}" for g, i in INVARIANTS])
@settings(max_examples=50, deadline=None)
@given(seed=SEEDS)
def test_declared_invariants_hold(game, invariant, seed):
    rng = random.Random(seed)
    doc = game.random_document(rng)
    why = invariant.check(game, doc, rng)
    assert why is None, f"{game.id}: {invariant.name} ({invariant.text}): {why}"


# -- one result from the library, the CLI and the API ------------------------------------------

@pytest.mark.parametrize("game", UNDER_TEST, ids=IDS)
def test_library_cli_and_api_give_the_same_result(game, client, tmp_path, capsys):
    for k, doc in enumerate(some_documents(game)):
        expected = game.score(doc).to_json()
        path = tmp_path / f"doc{k}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
        code, out, _ = run_cli(["score", str(path)], capsys)
        assert code == 0 and json.loads(out) == expected
        code, out, _ = run_cli(["score", "--format", "table", str(path)], capsys)
        assert code == 0
        assert all(row.label in out for row in game.rows_in(game.score(doc))) and all(p["name"] in out for p in expected["players"])
        resp = client.post("/api/score", json=doc)
        assert resp.status_code == 200 and resp.get_json() == expected
    for k, doc in enumerate(game.referee_examples()):
        verdict = referees.referee_for(game)(copy.deepcopy(doc))
        path = tmp_path / f"check{k}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
        code, out, _ = run_cli(["check", str(path)], capsys)
        assert code == 0 and json.loads(out) == verdict
        resp = client.post("/api/check", json=doc)
        assert resp.status_code == 200 and resp.get_json() == verdict


@pytest.mark.parametrize("game", UNDER_TEST, ids=IDS)
def test_registry_catalogue_and_entry_screen_are_served(game, client, capsys):
    listed = {g["id"]: g for g in client.get("/api/games").get_json()}
    code, out, _ = run_cli(["games"], capsys)
    assert code == 0 and {g["id"]: g for g in json.loads(out)} == listed
    assert listed[game.id]["available"] is True
    assert [r["id"] for r in listed[game.id]["rows"]] == list(game.categories)
    assert all(listed[g]["available"] is False for g in UNBUILT)
    assert client.get(f"/api/catalogue/{game.id}").get_json()["game"] == game.id
    for n in range(game.info.min_players, game.info.max_players + 1):
        screen = game.entry_screen(n).to_json()
        assert screen["game"] == game.id and screen["players"] == n
        assert all({"id", "label", "kind", "cards"} <= set(g) for g in screen["card_groups"])
        assert len({g["id"] for g in screen["card_groups"]}) == len(screen["card_groups"])
        assert all(isinstance(s, str) for s in screen["sides"])
        json.dumps(screen)
    served = client.get(f"/api/games/{game.id}/entry?players={game.info.max_players}")
    assert served.status_code == 200 and served.get_json() == game.entry_screen(game.info.max_players).to_json()
    for expansion in game.expansion_rows:
        screen = client.get(f"/api/games/{game.id}/entry?players={game.info.min_players}&expansions={expansion}")
        assert screen.get_json() == game.entry_screen(game.info.min_players, (expansion,)).to_json()
        assert screen.get_json()["expansions"] == [expansion]
    for bad in ("99", "0", "two", "²"):
        answer = client.get(f"/api/games/{game.id}/entry?players={bad}")
        assert answer.status_code == 422 and paths(answer.get_json()) == ["players"]
    assert client.get("/api/games/no-such-game/entry").status_code == 404


# -- malformed documents: 422 / exit 2, with paths -----------------------------------------------

@pytest.mark.parametrize("game", UNDER_TEST, ids=IDS)
def test_malformed_documents_are_answered_with_paths(game, client, tmp_path, capsys):
    for k, bad in enumerate(game.bad_examples()):
        with pytest.raises(BadInput) as exc:
            games.score(copy.deepcopy(bad.doc))
        assert bad.path in [p.path for p in exc.value.problems], bad.why
        path = tmp_path / f"bad{k}.json"
        path.write_text(json.dumps(bad.doc, ensure_ascii=False), encoding="utf-8")
        code, out, err = run_cli(["score", str(path)], capsys)
        assert code == 2 and bad.path in paths(json.loads(out)) and err.startswith("wonders: ")
        resp = client.post("/api/score", json=bad.doc)
        assert resp.status_code == 422 and bad.path in paths(resp.get_json()), bad.why
    resp = client.post("/api/score", data=b"{not json")
    assert resp.status_code == 422 and resp.get_json()["errors"][0]["message"].startswith("malformed JSON")


# -- saved games, exports, the PDF sheet -------------------------------------------------------

@pytest.mark.parametrize("game", UNDER_TEST, ids=IDS)
def test_save_reload_export_and_import(game, app):
    from wonders.exports import csv_rows, export_document, parse_import
    from wonders.extensions import db
    from wonders.models import Game, store_result
    docs = some_documents(game)
    with app.app_context():
        ids = []
        for doc in docs:
            row = Game(played_on=date(2026, 11, 20), title=f"{game.id} conformance")
            store_result(row, copy.deepcopy(doc))
            db.session.add(row)
            db.session.commit()
            ids.append(row.id)
        db.session.expunge_all()
        saved = [db.session.get(Game, i) for i in ids]
        for doc, row in zip(docs, saved):
            result = game.score(doc)
            boards = game.boards(game.parse(doc))
            assert row.game == game.id and row.document == doc
            assert [(p.seat, p.name, p.total, p.rank, p.winner, p.free_city, p.categories, p.wonder, p.side)
                    for p in row.players] == \
                [(p.seat, p.name, p.total, p.rank, p.name in result.winners, p.free_city, p.categories,
                  boards[p.seat].wonder, boards[p.seat].side) for p in result.players]
        # JSON export → import gives back the same documents; CSV has a row per player with every row
        back = parse_import(json.loads(json.dumps(export_document(saved), default=str)))
        assert [g.document for g in back] == docs
        rows = csv_rows(saved)
        assert len(rows) == sum(len(d["players"]) for d in docs)
        assert [int(r["total"]) for r in rows] == [p.total for g in saved for p in g.players]


@pytest.mark.parametrize("game", UNDER_TEST, ids=IDS)
def test_pdf_sheet_prints_every_row(game):
    from wonders.pdf import pdf_bytes, sheet_game, sheet_html
    doc = game.examples()[0]
    sheet = sheet_game(doc, date(2026, 11, 20), f"{game.id} conformance")
    assert sheet.pad_rows == game.rows_in(game.score(doc))
    data = pdf_bytes(sheet_html([sheet]))
    # words joined by single spaces: a long row label may wrap inside its cell
    text = " ".join(" ".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages).split())
    result = game.score(doc)
    for row in sheet.pad_rows:
        assert row.label in text, row.label
    for p in result.players:
        assert p.name in text and str(p.total) in text
    assert game.title in text


# -- the shell with a game unlike the 1st edition ------------------------------------------------

def test_csv_of_mixed_games_has_every_row_and_a_game_column(app, save_game):
    from wonders.exports import CSV_COLUMNS, csv_text
    from wonders.extensions import db
    from wonders.models import Game
    save_game()
    save_game(TOY.examples()[0])
    with app.app_context():
        text = csv_text(db.session.scalars(db.select(Game).order_by(Game.id)).all())
    header, *lines = [line.split(",") for line in text.lstrip("\ufeff").strip().split("\r\n")]
    assert header == list(CSV_COLUMNS[:-3]) + ["blue", "bonus", "red"] + list(CSV_COLUMNS[-3:]) + ["game"]
    toy = [dict(zip(header, line)) for line in lines if line[-1] == "toy"]
    classic = [dict(zip(header, line)) for line in lines if line[-1] == "7w"]
    assert len(classic) == 3 and len(toy) == 2
    ana = next(r for r in toy if r["name"] == "Ana")
    expected = TOY.score(TOY.examples()[0]).players[0]
    assert (ana["blue"], ana["bonus"], ana["red"], ana["total"], ana["military"], ana["wonder"]) == \
        (str(expected.categories["blue"]), "4", str(expected.categories["red"]), str(expected.total), "", "")
    assert all(r["blue"] == "" and r["military"] != "" for r in classic)


def test_stats_use_the_rows_of_the_games_played_and_filter_by_game(client, save_game):
    save_game()
    save_game(TOY.examples()[0])
    page = client.get("/stats/player/Ana").get_data(as_text=True)
    assert "Blue cards" in page and "Bonus tokens" in page and "Red majority" in page and "Military" not in page
    everyone = client.get("/stats").get_data(as_text=True)
    assert "Ana" in everyone and "Ira" in everyone and 'id="game-filter"' in everyone
    only_toy = client.get("/stats?game=toy").get_data(as_text=True)
    assert "Ana" in only_toy and "Ira" not in only_toy
    only_classic = client.get("/stats?game=7w").get_data(as_text=True)
    assert "Ira" in only_classic and "Ana" not in only_classic


def test_a_saved_game_whose_game_is_gone_still_prints_its_stored_rows(app, save_game):
    from wonders.extensions import db
    from wonders.models import Game
    from wonders.exports import csv_text
    from wonders.pdf import sheet_game, sheet_html
    token, _ = save_game(TOY.examples()[0])
    games.unregister(TOY.id)
    try:
        with app.app_context():
            g = db.session.scalar(db.select(Game).where(Game.share_token == token))
            sheet = sheet_game(g.document, g.played_on, stored=g.players)
            text = csv_text([g])
    finally:
        games.register(TOY)
    assert sheet.problems and "unknown game" in sheet.problems[0]
    html = sheet_html([sheet])
    assert 'class="cat blue"' in html and 'class="cat bonus"' in html and 'class="cat red"' in html and "Ana" in html
    assert 'class="cat military"' not in html and sheet.result.game == "toy"
    header, ana, _ = [line.split(",") for line in text.lstrip("\ufeff").strip().split("\r\n")]
    assert {"blue", "bonus", "red"} <= set(header) and header[-1] == "game"
    assert dict(zip(header, ana))["bonus"] == "4" and dict(zip(header, ana))["game"] == "toy"
