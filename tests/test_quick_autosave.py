"""The usual autosave read by one query and stored by one short write, without ORM objects
(``draft_store.peek``, ``draft_store.store_seat``), and the live sheet read the same way: the same
outcome as the full way (``draft_store.get``/``store``), which takes over whenever anything else is
the case — nothing written by the quick way then."""
from __future__ import annotations

import copy
import json

import pytest
from sqlalchemy import select

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import reset_language, set_language
from wonders.drafts import table_document
from wonders.extensions import db
from wonders.models import Draft, DraftSeat
from wonders.web import city as city_module
from wonders.web import draft_store, table_live

from test_table_seats import city, meanwhile
from test_web_drafts import start, state
from test_web_table import AUTOSAVE, begin_table, ids, post_city


def rows(app, token: str) -> tuple[int, dict[str, int], int]:
    """(the draft row's version, each seat row's version by player id, the derived version)."""
    with app.app_context():
        draft = db.session.scalar(select(Draft).where(Draft.token == token))
        seats = dict(db.session.execute(select(DraftSeat.pid, DraftSeat.version)
                                        .where(DraftSeat.draft_id == draft.id)).all())
        return draft.row_version, seats, draft.version


def no_full_way(monkeypatch) -> None:
    def refused(*_a, **_k):
        raise AssertionError("the full way was taken")
    monkeypatch.setattr(draft_store, "get", refused)


def test_a_city_autosave_writes_its_seat_row_alone_and_answers_as_the_full_way(client, app, monkeypatch):
    token, _ = begin_table(client, app)
    who = ids(app, token)
    row, seats, version = rows(app, token)
    no_full_way(monkeypatch)
    r = post_city(client, token, who["Ira"], coins="7", headers=AUTOSAVE)
    assert r.status_code == 200
    body = r.get_json()
    after_row, after_seats, after_version = rows(app, token)
    assert after_row == row                                        # the table's own row not written
    assert after_seats == dict(seats, **{who["Ira"]: seats[who["Ira"]] + 1})
    assert body["saved"] is True and body["version"] == after_version == version + 1
    stored = state(app, token)
    assert city(stored, who["Ira"])["coins"] == 7 and body["rev"] == city(stored, who["Ira"])["rev"] == 1
    with app.test_request_context():
        assert body["live"] == draft_store.live_totals(table_document(stored))


@pytest.mark.parametrize("fields", [
    {"coins": "7"},
    {"coins": "abc"},                                      # not valid yet: kept raw, named invalid
    {"coins": "3", "cards": ["Lumber Yard", "Baths"], "cards_text": "Altar, Nosuchcard"},
    {"stages": "2", "wins1": "1", "defeats": "1"},
])
@pytest.mark.parametrize("table", [True, False])
def test_the_quick_way_stores_and_answers_what_the_full_way_does(app, fields, table, monkeypatch):
    outcomes = []
    for quick in (True, False):
        if not quick:
            monkeypatch.setattr(city_module, "_quick_autosave", lambda *_a: None)
        host = app.test_client()
        token = start(host)
        if table:
            token, _ = begin_table(host, app)
        who = ids(app, token)
        r = post_city(host, token, who["Oleg"], headers=AUTOSAVE, **fields)
        body = r.get_json()
        outcomes.append((r.status_code, {k: v for k, v in body.items() if k != "version"}, named(app, token),
                         rows(app, token)[::2]))
    assert outcomes[0] == outcomes[1]


def named(app, token: str) -> dict:
    """The draft's state with each player id replaced by the player's name and the phones' marks
    dropped (both differ from one table to the next)."""
    stored = state(app, token)
    text = json.dumps(stored, sort_keys=True)
    for p in stored["players"]:
        text = text.replace(p["id"], f"<{p['name']}>")
    out = json.loads(text)
    out.pop("hosts", None)
    for p in out["players"]:
        p.pop("seat_by", None)
    return out


def test_a_one_phone_draft_refreshes_its_row_as_the_full_way_does(client, app):
    token = start(client)
    who = ids(app, token)
    row, _, version = rows(app, token)
    with app.app_context():
        stamp = db.session.scalar(select(Draft.updated_at).where(Draft.token == token))
    assert post_city(client, token, who["Dan"], coins="9", headers=AUTOSAVE).get_json()["version"] == version + 2
    with app.app_context():
        assert db.session.scalar(select(Draft.updated_at).where(Draft.token == token)) > stamp
    assert rows(app, token)[0] == row + 1 and city(state(app, token), who["Dan"])["coins"] == 9


def test_the_same_city_changed_between_read_and_write_is_refused_by_the_full_way(client, app, monkeypatch):
    token, _ = begin_table(client, app)
    who = ids(app, token)
    touch, landed = draft_store._touch, []

    def another_phone_first(draft):            # another phone's save of Ira's city lands meanwhile
        if not landed:
            landed.append(1)
            meanwhile(app, token, lambda s: city(s, who["Ira"]).update(coins=4, rev=1))
        touch(draft)
    monkeypatch.setattr(draft_store, "_touch", another_phone_first)
    r = post_city(client, token, who["Ira"], coins="7", rev="0", headers=AUTOSAVE)
    assert r.status_code == 409 and r.get_json()["conflict"] is True
    assert city(state(app, token), who["Ira"])["coins"] == 4           # theirs kept, never overwritten


def test_another_seat_written_between_read_and_write_keeps_both(client, app, monkeypatch):
    token, _ = begin_table(client, app)
    who = ids(app, token)
    touch, landed = draft_store._touch, []

    def oleg_first(draft):
        if not landed:
            landed.append(1)
            meanwhile(app, token, lambda s: city(s, who["Oleg"]).update(coins=4))
        touch(draft)
    monkeypatch.setattr(draft_store, "_touch", oleg_first)
    no_full_way(monkeypatch)
    assert post_city(client, token, who["Ira"], coins="7", headers=AUTOSAVE).status_code == 200
    stored = state(app, token)
    assert city(stored, who["Ira"])["coins"] == 7 and city(stored, who["Oleg"])["coins"] == 4


def test_the_live_sheet_read_by_one_query_is_the_one_read_by_the_orm(client, app):
    token, _ = begin_table(client, app)
    who = ids(app, token)
    post_city(client, token, who["Ira"], coins="7", headers=AUTOSAVE)
    with app.test_request_context():
        draft = db.session.scalar(select(Draft).where(Draft.token == token))
        seen = draft_store.peek(token)
        assert (seen.state, seen.version, seen.code, seen.table_status, seen.device) == \
            (draft.state, draft.version, draft.code, draft.table_status, draft.device)
        assert draft_store.peek(draft.id, by="id").state == draft.state and draft_store.peek("nothing") is None
        for part in ("", table_live.CITY):
            table_live._CACHE.clear()
            from_orm = copy.deepcopy(table_live.live(draft, part))
            table_live._CACHE.clear()
            assert table_live.live(seen, part) == from_orm


def test_a_scored_table_is_kept_per_document_and_language(app):
    doc = {"game": "7w", "players": [{"name": n, "wonder": w, "side": "A", "coins": 3}
                                     for n, w in (("A", "Rhodos"), ("B", "Gizah"), ("C", "Babylon"))]}
    with app.test_request_context():
        first = draft_store.scored(doc)
        assert draft_store.scored(copy.deepcopy(doc)) is first
        assert first[2].to_json() == games.score(doc).to_json()
        token = set_language("ru")
        try:
            assert draft_store.scored(doc) is not first
        finally:
            reset_language(token)
        bad = dict(doc, players=doc["players"][:1])
        for _ in range(2):                              # an invalid table: its problems, every time
            with pytest.raises(BadInput) as exc:
                draft_store.scored(bad)
            assert exc.value.problems
