"""Per-player statistics computed from saved games, with charts."""
from __future__ import annotations

import copy
import re
from datetime import date

import pytest

from scoring.classic.score import score


def _games(web):
    """Three games; expected results come from the scoring library itself."""
    g1 = web.table()                                   # Бобр (Olympia) wins
    g2 = copy.deepcopy(g1)
    g2["players"][0]["coins"] = 40                            # Ira (Rhodos) +11 treasury → wins
    g3 = copy.deepcopy(g1)
    g3["players"][1]["wonder"], g3["players"][2]["wonder"] = "Gizah", "Olympia"
    g3["players"][2]["side"] = "B"
    g3["players"][1]["side"] = "B"
    return [(g1, date(2026, 1, 1)), (g2, date(2026, 2, 1)), (g3, date(2026, 3, 1))]


@pytest.fixture
def saved(save_game, web):
    return [save_game(doc, played_on=day) for doc, day in _games(web)]


def _expected(web):
    per: dict[str, list] = {}
    for doc, _ in _games(web):
        result = score(doc)
        for p, raw in zip(result.players, doc["players"]):
            per.setdefault(p.name, []).append((p.total, p.name in result.winners, raw["wonder"]))
    return per


def test_stats_table_numbers(client, saved, web):
    page = client.get("/stats").get_data(as_text=True)
    for name, rows in _expected(web).items():
        totals = [t for t, _, _ in rows]
        wins = sum(1 for _, w, _ in rows if w)
        m = re.search(rf'>{re.escape(name)}</a></th>\s*<td>(\d+)</td><td>(\d+)</td><td>(\d+)%</td>\s*'
                      rf'<td>([\d.]+)</td><td>(\d+)</td><td>(\w+)</td>', page)
        assert m, name
        assert int(m.group(1)) == len(rows) == 3
        assert int(m.group(2)) == wins
        assert int(m.group(3)) == round(100 * wins / 3)
        assert float(m.group(4)) == round(sum(totals) / 3, 1)
        assert int(m.group(5)) == max(totals)
    assert 'id="average-chart"' in page and 'id="wins-chart"' in page and page.count("<rect") >= 3


def test_player_page(client, saved, web):
    exp = _expected(web)["Бобр"]
    page = client.get("/stats/player/Бобр").get_data(as_text=True)
    assert f'<dd id="games-count">3</dd>' in page
    assert f'<dd id="wins-count">{sum(1 for _, w, _ in exp if w)}</dd>' in page
    assert f'<dd id="best">{max(t for t, _, _ in exp)}</dd>' in page
    assert '<dd id="favourite">Olympia</dd>' in page                 # 2 games of 3
    # win rate per wonder: Olympia 2 games, Gizah 1
    olympia = [w for _, w, wonder in exp if wonder == "Olympia"]
    assert re.search(rf'<th scope="row">Olympia</th><td>2</td><td>{sum(olympia)}</td>', page)
    assert 'id="wonder-chart"' in page and 'id="breakdown-chart"' in page


def test_date_filters_and_unknown_player(client, saved):
    page = client.get("/stats?date_from=2026-02-15").get_data(as_text=True)
    assert re.search(r">Ira</a></th>\s*<td>1</td>", page)
    page = client.get("/stats/player/Ira?date_to=2026-01-15").get_data(as_text=True)
    assert '<dd id="games-count">1</dd>' in page
    assert client.get("/stats/player/Nobody").status_code == 404
    r = client.get("/stats?date_from=yesterday")
    assert r.status_code == 200 and "Not a valid date value." in r.get_data(as_text=True)


def test_empty_stats(client):
    assert "No saved game" in client.get("/stats").get_data(as_text=True)


def _version(client, name):
    """The profile version the player's page shows (every merge and split names it)."""
    page = client.get(f"/stats/player/{name}").get_data(as_text=True)
    return re.search(r'name="version" value="(\w+)"', page)[1]


def test_names_match_in_any_case_and_two_spellings_can_be_merged(client, save_game, web, app):
    doc = web.table()
    save_game(doc)
    lower = web.table()
    lower["players"][0]["name"] = "IRA"              # the same player, typed in capitals
    lower["players"][1]["name"] = "Бобёр"
    save_game(lower)
    page = client.get("/stats").get_data(as_text=True)
    assert page.count(">Ira</a>") + page.count(">IRA</a>") == 1
    assert client.get("/stats/player/ira").status_code == 200
    assert '<dd id="games-count">2</dd>' in client.get("/stats/player/ira").get_data(as_text=True)
    # Бобр and Бобёр are two spellings until merged; the merge is undone as easily
    assert '<dd id="games-count">1</dd>' in client.get("/stats/player/Бобр").get_data(as_text=True)
    r = client.post("/stats/merge", data={"into": "Бобр", "other": "бобёр", "version": _version(client, "Бобр")})
    assert r.status_code == 302
    page = client.get("/stats/player/Бобр").get_data(as_text=True)
    assert '<dd id="games-count">2</dd>' in page and "Stop counting" in page
    assert re.search(r"<title>Бобр · ", page)             # the page title is the name alone
    assert '<dd id="games-count">2</dd>' in client.get("/stats/player/Бобёр").get_data(as_text=True)
    client.post("/stats/unmerge", data={"alias": "бобёр", "into": "Бобр", "version": _version(client, "Бобр")})
    assert '<dd id="games-count">1</dd>' in client.get("/stats/player/Бобр").get_data(as_text=True)
    # a spelling nobody played is refused, nothing is stored
    client.post("/stats/merge", data={"into": "Бобр", "other": "Nobody", "version": _version(client, "Бобр")})
    with app.app_context():
        from wonders.extensions import db
        from wonders.models import NameAlias
        assert db.session.scalars(db.select(NameAlias)).all() == []
