"""Imports write in short transactions (``storage.add_in_batches``): SQLite has one writer at a time,
so a phone's autosave waits behind one batch of an import, never behind the whole of it."""
from __future__ import annotations

import copy
import json

from sqlalchemy import event, func, select

from wonders.extensions import db
from wonders.models import Game
from wonders.web import storage

from test_records import HAND_WRITTEN, _confirm, _review

DOC = {"game": "7w", "entry": "pad", "players": [{"name": n, "pad": {"civilian": v}}
                                                  for n, v in (("Ira", 5), ("Oleg", 3), ("Sofia", 4))]}


def commits(app) -> list:
    """The transactions committed on the app's engine from now on."""
    done: list = []
    with app.app_context():
        event.listen(db.engine, "commit", lambda conn: done.append(1))
    return done


def count(app) -> int:
    with app.app_context():
        return db.session.scalar(select(func.count(Game.id)))


def test_a_json_history_import_commits_in_several_short_transactions(app, client, monkeypatch):
    monkeypatch.setattr(storage, "IMPORT_BATCH", 4)
    games = [{"played_on": f"2025-03-{day:02d}", "title": f"night {day}", "document": DOC} for day in range(1, 11)]
    done = commits(app)
    r = client.post("/sheets/import", data={"json": json.dumps({"games": games})})
    assert r.status_code == 200 and "10 games imported" in r.get_data(as_text=True)
    assert len(done) >= 3                    # 4 + 4 + 2 games
    assert count(app) == 10
    again = client.post("/sheets/import", data={"json": json.dumps({"games": games})})     # sent again whole
    assert "10 already saved, skipped" in again.get_data(as_text=True) and count(app) == 10


def test_a_bg_stats_import_commits_in_several_short_transactions(app, client, monkeypatch):
    monkeypatch.setattr(storage, "IMPORT_BATCH", 2)
    data = copy.deepcopy(HAND_WRITTEN)
    first = data["plays"][0]
    data["plays"] = [dict(copy.deepcopy(first), uuid=f"PLAY-{i}", playDate=f"2025-03-{i:02d} 20:00:00")
                     for i in range(1, 6)]
    done = commits(app)
    r = _confirm(client, _review(client, data).get_data(as_text=True))
    assert r.status_code == 200 and "5 games imported" in r.get_data(as_text=True)
    assert len(done) >= 3                    # 2 + 2 + 1 plays
    assert count(app) == 5
