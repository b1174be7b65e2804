"""Records that travel: ratings (openskill), profiles (rename, merge, split with versions), BG Stats
exchange and the BoardGameGeek play line."""
from __future__ import annotations

import io
import json
import re
from datetime import date, timedelta

import pytest
from hypothesis import given, settings, strategies as st

from wonders import bgstats, ratings
from wonders.extensions import db
from wonders.models import Game, RatingSnapshot, store_result

PLAYERS = ["ira", "oleg", "sofia", "max", "lena"]


def pad(game="7w", **scores):
    return {"game": game, "entry": "pad", "players": [{"name": n, "pad": {"civilian": v}} for n, v in scores.items()]}


# -- ratings, pure --------------------------------------------------------------------------------

play_st = st.builds(
    lambda gid, day, fam, who, ranks: ratings.Play.of(gid, date(2026, 1, 1) + timedelta(days=day), fam,
                                                      zip(who, ranks)),
    st.integers(1, 10_000), st.integers(0, 30), st.sampled_from(["7w", "7w2", "duel", "architects"]),
    st.lists(st.sampled_from(PLAYERS), min_size=2, max_size=5, unique=True),
    st.lists(st.integers(1, 3), min_size=5, max_size=5))


@settings(max_examples=60, deadline=None)
@given(st.lists(play_st, max_size=12, unique_by=lambda p: p.game_id), st.data())
def test_incremental_replay_equals_full_recomputation(history, data):
    old = ratings.ordered(history)
    stored, _ = ratings.replay(old)
    new = list(old)
    for _step in range(data.draw(st.integers(1, 3))):        # edit, delete, insert, rename a player
        kind = data.draw(st.sampled_from(["delete", "insert", "edit", "rename"]))
        if kind == "insert" or not new:
            new.append(data.draw(play_st))
        elif kind == "delete":
            new.pop(data.draw(st.integers(0, len(new) - 1)))
        elif kind == "edit":
            k = data.draw(st.integers(0, len(new) - 1))
            p = new[k]
            new[k] = ratings.Play.of(p.game_id, p.played_on, p.family, [(key, 1) for key, _r in p.seats])
        else:       # a merge: every game of one name now counts for another
            a, b = data.draw(st.sampled_from(PLAYERS)), data.draw(st.sampled_from(PLAYERS))
            new = [p if b in dict(p.seats) else ratings.Play.of(p.game_id, p.played_on, p.family,
                                                                 [(b if k == a else k, r) for k, r in p.seats])
                   for p in new]
    new = ratings.ordered({p.game_id: p for p in new}.values())
    incremental, start = ratings.replay(new, stored)
    full, _ = ratings.replay(new)
    assert incremental == full
    assert start <= len(new)


def test_a_tie_is_a_shared_rank_and_families_are_apart():
    tie = ratings.Play.of(1, date(2026, 1, 1), "7w", [("a", 1), ("b", 1), ("c", 3)])
    duel = ratings.Play.of(2, date(2026, 1, 2), "duel", [("a", 2), ("c", 1)])
    snaps, _ = ratings.replay(ratings.ordered([tie, duel]))
    after = {k: (mu, s) for k, mu, s in snaps[0].after}
    assert after["a"] == after["b"] and after["a"][0] > after["c"][0]
    assert [r.key for r in ratings.table(snaps, "duel")] == ["c", "a"]
    # the 2nd edition is the same family as the 1st
    assert ratings.family("7w2") == ratings.family("7w") == "7w"
    # the Free City (rank None) is not a player
    assert ratings.Play.of(3, date(2026, 1, 3), "7w", [("a", 1), ("b", 2), ("free city", None)]).seats == \
        (("a", 1), ("b", 2))


def test_a_group_keeps_the_games_of_its_members_only():
    p1 = ratings.Play.of(1, date(2026, 1, 1), "7w", [("a", 1), ("b", 2), ("c", 3)])
    p2 = ratings.Play.of(2, date(2026, 1, 2), "7w", [("a", 2), ("b", 1)])
    assert ratings.group([p1, p2], ["a", "b"]) == [p2]


# -- ratings in the app -----------------------------------------------------------------------------

def _saved_snapshots(app):
    with app.app_context():
        from wonders.web.ratings import _stored, plays
        stored, _ = _stored()
        return stored, ratings.replay(plays())[0]


def test_ratings_follow_every_edit_delete_and_merge_exactly(app, client, save_game):
    save_game(pad(Ira=30, Oleg=20, Sofia=10), played_on=date(2026, 1, 1))
    _share, edit = save_game(pad(Ira=10, Oleg=20, Sofia=30), played_on=date(2026, 1, 2))
    save_game(pad(Ira=25, Oleg=25, Max=10), played_on=date(2026, 1, 3))
    page = client.get("/ratings?family=7w").get_data(as_text=True)
    assert page.index(">Ira<") < page.index(">Max<")
    stored, full = _saved_snapshots(app)
    assert stored == full and len(stored) == 3
    with app.app_context():                          # an edit of the 2nd game: replayed from it
        g = db.session.scalar(db.select(Game).where(Game.edit_token == edit))
        store_result(g, pad(Ira=40, Oleg=20, Sofia=30))
        db.session.commit()
        before = db.session.scalars(db.select(RatingSnapshot.id).where(RatingSnapshot.position == 0)).all()
    client.get("/ratings")
    stored, full = _saved_snapshots(app)
    assert stored == full and stored[1].after[0][0] == "ira"
    with app.app_context():                          # the first game untouched: its rows were kept
        assert db.session.scalars(db.select(RatingSnapshot.id).where(RatingSnapshot.position == 0)).all() == before
    assert client.post(f"/e/{edit}/delete", data={}).status_code == 302
    client.get("/ratings")
    stored, full = _saved_snapshots(app)
    assert stored == full and len(stored) == 2
    version = re.search(r'name="version" value="(\w+)"', client.get("/stats/player/Oleg").get_data(as_text=True))[1]
    client.post("/stats/merge", data={"into": "Oleg", "other": "Max", "version": version})
    client.get("/ratings")
    stored, full = _saved_snapshots(app)
    assert stored == full and all("max" not in dict(s.play.seats) for s in stored)


def test_a_group_leaderboard_and_the_rating_chart(client, save_game):
    save_game(pad(Ira=30, Oleg=20, Sofia=10), played_on=date(2026, 1, 1))
    save_game(pad(Ira=10, Oleg=20, Max=30), played_on=date(2026, 1, 2))
    page = client.get("/ratings?family=7w&p=Ira&p=Oleg&p=Sofia").get_data(as_text=True)
    assert ">Max<" not in page.split('id="group-form"')[0] and ">Sofia<" in page
    page = client.get("/stats/player/Ira").get_data(as_text=True)
    assert 'id="rating-7w"' in page and 'id="rating-chart-7w"' in page and "<path d=\"M" in page
    assert client.get("/ratings?family=duel").status_code == 200


# -- profiles ---------------------------------------------------------------------------------------

def _version(client, name):
    return re.search(r'name="version" value="(\w+)"', client.get(f"/stats/player/{name}").get_data(as_text=True))[1]


def test_a_profile_is_renamed_and_a_stale_or_unversioned_change_is_refused(client, save_game):
    save_game(pad(Ira=30, Oleg=20, Sofia=10))
    save_game(pad(IRA=30, Oleg=20, Ирина=10))
    old = _version(client, "Ira")
    r = client.post("/stats/rename", data={"into": "Ira", "name": "Irina", "version": old})
    assert r.status_code == 302
    page = client.get("/stats/player/Irina").get_data(as_text=True)
    assert '<dd id="games-count">2</dd>' in page and "<h1>Irina</h1>" in page
    # the old page's version is stale now: refused with a sentence, nothing changed
    r = client.post("/stats/merge", data={"into": "Ira", "other": "Ирина", "version": old})
    assert r.status_code == 409 and "renamed, merged or split since" in r.get_data(as_text=True)
    r = client.post("/stats/merge", data={"into": "Irina", "other": "Ирина"})
    assert r.status_code == 400 and "did not say which version" in r.get_data(as_text=True)
    assert '<dd id="games-count">1</dd>' in client.get("/stats/player/Ирина").get_data(as_text=True)
    # renaming onto another player is a merge, said so
    r = client.post("/stats/rename", data={"into": "Irina", "name": "oleg", "version": _version(client, "Irina")})
    assert r.status_code == 422 and "already another player" in r.get_data(as_text=True)
    # merged, then split again: no game lost
    client.post("/stats/merge", data={"into": "Irina", "other": "Ирина", "version": _version(client, "Irina")})
    assert '<dd id="games-count">3</dd>' in client.get("/stats/player/Irina").get_data(as_text=True)
    client.post("/stats/unmerge", data={"into": "Irina", "alias": "ирина", "version": _version(client, "Irina")})
    assert '<dd id="games-count">2</dd>' in client.get("/stats/player/Irina").get_data(as_text=True)
    assert '<dd id="games-count">1</dd>' in client.get("/stats/player/Ирина").get_data(as_text=True)


def test_a_profile_shows_each_game_and_its_best_scores(client, save_game):
    save_game(pad(Ira=30, Oleg=20, Sofia=10))
    save_game({"game": "duel", "entry": "pad", "players": [{"name": "Ira", "pad": {"civilian": 44}},
                                                           {"name": "Oleg", "pad": {"civilian": 12}}]})
    page = client.get("/stats/player/Ira").get_data(as_text=True)
    table = page.split('id="game-table"')[1].split("</table>")[0]
    assert "7 Wonders Duel" in table and "44" in table
    best = page.split('id="best-scores"')[1].split("</ol>")[0]
    totals = re.findall(r"<strong>(\d+) points</strong>", best)   # not the share links' random tokens
    assert totals == ["44", "30"]
    # the per-game table is headed by the kind of game («Игра»), not a play («Партия»)
    ru = client.get("/stats/player/Ira?lang=ru").get_data(as_text=True).split('id="game-table"')[1]
    assert "<th>Игра</th>" in ru.split("</thead>")[0]


# -- BG Stats ---------------------------------------------------------------------------------------

# written by hand from the format documented in the README (BG Stats' own export), not by this app
HAND_WRITTEN = {
    "games": [{"id": 1, "uuid": "G-1", "name": "7 Wonders", "bggId": 68448, "bggName": "7 Wonders", "bggYear": 2010},
              {"id": 2, "uuid": "G-2", "name": "Catan", "bggId": 13}],
    "players": [{"id": 1, "uuid": "P-1", "name": "Ira"}, {"id": 2, "uuid": "P-2", "name": "Oleg"},
                {"id": 3, "uuid": "P-3", "name": "Sofia"}],
    "locations": [{"id": 1, "uuid": "L-1", "name": "Home"}],
    "plays": [
        {"uuid": "PLAY-1", "gameRefId": 1, "playDate": "2025-03-14 20:15:00", "locationRefId": 1,
         "comments": "Friday", "playerScores": [
             {"playerRefId": 2, "score": "48", "winner": False, "seatOrder": 2, "startPlayer": False, "role": "Gizah B"},
             {"playerRefId": 1, "score": "55", "winner": True, "seatOrder": 1, "startPlayer": True, "role": "Rhodos A"},
             {"playerRefId": 3, "score": "40", "winner": False, "seatOrder": 3, "role": "red"}]},
        {"uuid": "PLAY-2", "gameRefId": 2, "playDate": "2025-03-15 20:00:00",
         "playerScores": [{"playerRefId": 1, "score": "10"}, {"playerRefId": 2, "score": "8"}]}]}


def _review(client, data):
    text = data if isinstance(data, str) else json.dumps(data)
    return client.post("/bgstats/import", data={"json": text})


def _confirm(client, page_html, **names):
    version = re.search(r'name="version" value="(\w+)"', page_html)[1]
    text = re.search(r'<textarea name="json" hidden>(.*?)</textarea>', page_html, re.S)[1]
    import html
    fields = {"json": html.unescape(text), "version": version}
    for k, n, value in re.findall(r'<label for="as-(\d+)">(.*?) →</label>\s*<input[^>]* value="([^"]*)"', page_html):
        fields[f"as-{k}"] = names.get(html.unescape(n), html.unescape(value))
    return client.post("/bgstats/import/confirm", data=fields)


def _count(app):
    with app.app_context():
        return db.session.scalar(db.select(db.func.count(Game.id)))


def test_a_hand_written_bg_stats_file_is_reviewed_then_imported_once(app, client, save_game):
    save_game(pad(IRA=30, Oleg=20, Max=10))
    r = _review(client, HAND_WRITTEN)
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and _count(app) == 1             # the review stores nothing
    assert "matched to IRA" in page and "a new player" in page and "not a game of the 7 Wonders family" in page
    r = _confirm(client, page)
    assert r.status_code == 200 and "1 game imported" in r.get_data(as_text=True)
    with app.app_context():
        g = db.session.scalar(db.select(Game).where(Game.source_key == "bgstats:PLAY-1"))
        assert [(p.name, p.total, p.wonder, p.side, p.winner) for p in g.players] == [
            ("IRA", 55, "Rhodos", "A", True), ("Oleg", 48, "Gizah", "B", False), ("Sofia", 40, "", "", False)]
        assert g.played_on == date(2025, 3, 14) and g.note == "Friday" and g.document["entry"] == "pad"
    # the same file again: the play is known, nothing is stored twice
    page = _review(client, HAND_WRITTEN).get_data(as_text=True)
    assert "already imported, will be skipped" in page
    assert "1 already saved, skipped" in _confirm(client, page).get_data(as_text=True) and _count(app) == 2


def test_a_review_made_stale_is_refused_and_nothing_is_stored(app, client, save_game):
    save_game(pad(Ira=30, Oleg=20, Max=10))
    page = _review(client, HAND_WRITTEN).get_data(as_text=True)
    client.post("/stats/merge", data={"into": "Ira", "other": "Max", "version": _version(client, "Ira")})
    r = _confirm(client, page)
    assert r.status_code == 409 and "changed since this review" in r.get_data(as_text=True) and _count(app) == 1


@pytest.mark.parametrize("bad, says", [
    ("", "Nothing to import"), ("{not json", "JSON"), ("[1, 2]", "BG Stats export is a JSON object"),
    ({"plays": "x"}, "BG Stats export is a JSON object"),
    ({"games": [{"id": 1, "bggId": 68448}], "players": [], "plays": [{"gameRefId": 1, "playerScores": [
        {"playerRefId": 9, "score": "3"}]}]}, "no player with this id"),
    ({"games": [{"id": 1, "bggId": 68448}], "players": [{"id": 1, "name": "A"}, {"id": 2, "name": "B"}],
      "plays": [{"uuid": "x", "gameRefId": 1, "playDate": "yesterday", "playerScores": [
          {"playerRefId": 1, "score": "3"}, {"playerRefId": 2, "score": "1"}]}]}, "is not a date"),
    ({"games": [{"id": 1, "bggId": 68448}], "players": [{"id": 1, "name": "A"}, {"id": 2, "name": "B"}],
      "plays": [{"uuid": "x", "gameRefId": 1, "playDate": "2025-01-01", "playerScores": [
          {"playerRefId": 1, "score": "3"}, {"playerRefId": 2, "score": "1"}]}]}, "players: 7 Wonders"),
    ({"games": [{"id": 1, "bggId": 13}], "players": [], "plays": []}, "no play of the 7 Wonders family"),
])
def test_bad_files_get_a_sentence_and_nothing_is_stored(app, client, bad, says):
    r = _review(client, bad)
    assert r.status_code == 422 and says in r.get_data(as_text=True) and _count(app) == 0


def test_an_upload_that_is_not_text_is_said_so(client):
    r = client.post("/bgstats/import", data={"file": (io.BytesIO(b"\xff\xfe\x00bad"), "x.json")},
                    content_type="multipart/form-data")
    assert r.status_code == 422 and "not text" in r.get_data(as_text=True)


def _plays(export):
    players = {p["id"]: p["name"] for p in export["players"]}
    games = {g["id"]: g["bggId"] for g in export["games"]}
    return [(p["uuid"], games[p["gameRefId"]], p["playDate"], p["comments"], json.loads(p["metaData"]),
             [(players[s["playerRefId"]], s["score"], s["winner"], s["seatOrder"], s["startPlayer"], s["role"])
              for s in p["playerScores"]]) for p in export["plays"]]


def test_export_import_export_gives_the_same_plays(app, client, save_game, web):
    save_game(web.table(), played_on=date(2026, 1, 1), title="Card by card")
    save_game({"game": "7w", "entry": "pad", "players": [
        {"name": "A", "pad": {"civilian": 20, "military": 3}}, {"name": "B", "pad": {"civilian": 10}},
        {"name": "Free City", "free_city": True, "pad": {"civilian": 40}}]}, played_on=date(2026, 1, 2))
    save_game({"game": "duel", "entry": "pad", "players": [{"name": "A", "pad": {"civilian": 20}},
                                                           {"name": "B", "pad": {"science": 10}}]},
              played_on=date(2026, 1, 3))
    first = client.get("/bgstats/export.json").get_json()
    assert [g["bggId"] for g in first["games"]] == [68448, 173346] and len(first["plays"]) == 3
    # this app's own export, imported into the same history, duplicates nothing
    page = _review(client, first).get_data(as_text=True)
    assert page.count("already imported, will be skipped") == 3
    with app.app_context():                        # into an empty history
        for g in db.session.scalars(db.select(Game)).all():
            db.session.delete(g)
        db.session.commit()
    r = _confirm(client, _review(client, first).get_data(as_text=True))
    assert "3 games imported" in r.get_data(as_text=True)
    second = client.get("/bgstats/export.json").get_json()
    assert _plays(second) == _plays(first)


def test_one_game_exports_and_shares_a_boardgamegeek_line(app, client, save_game):
    share, edit = save_game(pad(Ira=30, Oleg=20, Sofia=10), played_on=date(2025, 3, 14))
    data = client.get(f"/bgstats/game/{share}.json").get_json()
    assert [s["score"] for s in data["plays"][0]["playerScores"]] == ["30", "20", "10"]
    assert data["plays"][0]["playerScores"][0]["startPlayer"] is True
    page = client.get(f"/g/{share}").get_data(as_text=True)
    assert ("2025-03-14 · 7 Wonders (boardgamegeek.com/boardgame/68448) · Ira 30, Oleg 20, Sofia 10 · winner: Ira"
            in page)
    page = client.get(f"/g/{share}?lang=ru").get_data(as_text=True)
    assert "победитель: Ira" in page
    assert client.get("/bgstats/game/nope.json").status_code == 404


def test_bgstats_parse_is_pure_and_lists_every_problem():
    bad = json.loads(json.dumps(HAND_WRITTEN))
    bad["plays"][0]["playerScores"][0]["playerRefId"] = 99
    bad["plays"][0]["playDate"] = "soon"
    with pytest.raises(Exception) as exc:
        bgstats.parse(bad)
    paths = [p.path for p in exc.value.problems]
    assert paths == ["plays[0].playerScores[0].playerRefId"]


json_values = st.recursive(st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                           max_leaves=20)


def _places(node, trail=()):
    """Every place in a JSON value, as the keys leading to it."""
    yield trail
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for k, v in items:
        yield from _places(v, trail + (k,))


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_a_file_of_any_shape_is_bad_input_or_plays_never_a_crash(data):
    """Anything, or the hand-written file with one value anywhere replaced by anything."""
    from scoring.core.errors import BadInput
    doc = json.loads(json.dumps(HAND_WRITTEN))
    trail = data.draw(st.sampled_from(list(_places(doc))))
    if not trail:
        doc = data.draw(json_values)
    else:
        node = doc
        for k in trail[:-1]:
            node = node[k]
        node[trail[-1]] = data.draw(json_values)
    try:
        parsed = bgstats.parse(doc)
    except BadInput as exc:
        assert exc.problems and all(p.message for p in exc.problems)
    else:
        assert parsed.plays and all(p.key.startswith("bgstats:") for p in parsed.plays)


def test_a_play_that_cannot_be_stored_stores_none_of_the_file(app, client):
    doc = json.loads(json.dumps(HAND_WRITTEN))
    doc["plays"][1] = {**doc["plays"][0], "uuid": "PLAY-3", "playDate": "2025-03-16"}
    doc["plays"].insert(0, {**doc["plays"][0], "uuid": "PLAY-0", "playDate": "2025-03-13",
                            "playerScores": doc["plays"][0]["playerScores"][:2] + [
                                {"playerRefId": 3, "score": "1", "seatOrder": 3}]})
    page = _review(client, doc).get_data(as_text=True)
    # Oleg and Sofia both counted as Ira: every play would seat Ira twice → refused, nothing stored
    r = _confirm(client, page, Oleg="Ira", Sofia="Ira")
    assert r.status_code == 422 and "names must differ" in r.get_data(as_text=True) and _count(app) == 0
    assert 'id="review"' in r.get_data(as_text=True)             # the review again, to fix the choice
    assert "3 games imported" in _confirm(client, page).get_data(as_text=True) and _count(app) == 3
