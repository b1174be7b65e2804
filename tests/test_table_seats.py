"""A row per seat (``DraftSeat``): the phones of a table autosave their own cities without making
each other's writes stale; host-level changes (players, game) still conflict with a seat's write,
and a city saved while its player is removed is refused with a sentence."""
from __future__ import annotations

import copy

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from wonders.extensions import db
from wonders.models import Draft, DraftSeat
from wonders.web import draft_store

from test_web_drafts import state
from test_web_table import AUTOSAVE, begin_table, ids, phone, post_city, take


def meanwhile(app, token: str, change) -> None:
    """Another request (its own session and connection) changes the draft's state and commits."""
    with app.app_context(), Session(db.engine) as other:
        draft = other.scalar(select(Draft).where(Draft.token == token))
        new = copy.deepcopy(draft.state)
        change(new)
        draft.state = new
        other.commit()


def city(s: dict, pid: str) -> dict:
    return next(p for p in s["players"] if p["id"] == pid)


def no_merge(*_):
    raise AssertionError("the write went stale")


def test_a_seat_write_never_goes_stale_on_another_seats_write(client, app, monkeypatch):
    token, _ = begin_table(client, app)
    who = ids(app, token)
    with app.test_request_context(f"/d/{token}/city/{who['Ira']}", method="POST"):
        draft = db.session.scalar(select(Draft).where(Draft.token == token))     # Ira's phone reads
        row_version, version = draft.row_version, draft.version
        before = {s.pid: s.version for s in draft.seats}
        mine = copy.deepcopy(draft.state)
        meanwhile(app, token, lambda s: city(s, who["Oleg"]).update(coins=4))         # Oleg's phone saves
        city(mine, who["Ira"]).update(coins=7)
        monkeypatch.setattr(draft_store, "merge_states", no_merge)
        draft_store.store(draft, mine, strict=True)
        assert draft.row_version == row_version             # the table's own row was not written
        seats = dict(db.session.execute(select(DraftSeat.pid, DraftSeat.version)
                                        .where(DraftSeat.draft_id == draft.id)).all())
        assert seats[who["Ira"]] == before[who["Ira"]] + 1 and seats[who["Oleg"]] == before[who["Oleg"]] + 1
        assert draft.version == version + 1     # what this phone wrote (Oleg's write is read at the next look)
    stored = state(app, token)
    assert city(stored, who["Ira"])["coins"] == 7 and city(stored, who["Oleg"])["coins"] == 4


def test_a_host_level_change_meanwhile_makes_a_seat_write_stale_and_merged(client, app, monkeypatch):
    token, _ = begin_table(client, app)
    who = ids(app, token)
    merges = []
    real = draft_store.merge_states
    monkeypatch.setattr(draft_store, "merge_states", lambda *a: merges.append(1) or real(*a))
    with app.test_request_context(f"/d/{token}/city/{who['Ira']}", method="POST"):
        draft = db.session.scalar(select(Draft).where(Draft.token == token))
        mine = copy.deepcopy(draft.state)
        # the host reorders the players (the table's own row) while Ira's phone saves
        meanwhile(app, token, lambda s: s.update(players=s["players"][::-1], setup_rev=s.get("setup_rev", 0) + 1))
        city(mine, who["Ira"]).update(coins=7)
        draft_store.store(draft, mine, strict=True)
    assert merges == [1]                                      # stale once, merged, stored
    stored = state(app, token)
    assert [p["id"] for p in stored["players"]] == list(who.values())[::-1]
    assert city(stored, who["Ira"])["coins"] == 7


def test_a_city_saved_while_its_player_is_removed_is_refused_with_a_sentence(client, app, monkeypatch):
    token, code = begin_table(client, app)
    who = ids(app, token)
    ira_phone = phone(app)
    take(ira_phone, code, who["Ira"])
    touch = draft_store._touch
    removed = []

    def host_removes_ira_first(draft):          # the host's request lands between read and write
        if not removed:
            removed.append(1)
            meanwhile(app, token, lambda s: s.update(players=[p for p in s["players"] if p["id"] != who["Ira"]],
                                                setup_rev=s.get("setup_rev", 0) + 1))
        touch(draft)
    monkeypatch.setattr(draft_store, "_touch", host_removes_ira_first)
    r = post_city(ira_phone, token, who["Ira"], coins="5", headers=AUTOSAVE)
    assert r.status_code == 409
    body = r.get_json()
    assert body["saved"] is False and body["errors"] == ["That player is no longer at this table."]
    assert who["Ira"] not in {p["id"] for p in state(app, token)["players"]}      # not brought back
    with app.app_context():
        assert db.session.scalar(select(DraftSeat).where(DraftSeat.pid == who["Ira"])) is None


def test_the_version_grows_with_every_write_of_a_seat_or_of_the_table(client, app):
    token, code = begin_table(client, app)
    who = ids(app, token)

    def version():
        with app.app_context():
            draft = db.session.scalar(select(Draft).where(Draft.token == token))
            assert db.session.scalar(select(Draft.version).where(Draft.id == draft.id)) == draft.version
            return draft.version
    seen = [version()]
    post_city(client, token, who["Ira"], coins="5", headers=AUTOSAVE)
    seen.append(version())
    for _ in range(3):                            # Oleg's seat, many versions, then removed
        meanwhile(app, token, lambda s: city(s, who["Oleg"]).update(coins=city(s, who["Oleg"]).get("coins", 0) + 1))
    seen.append(version())
    meanwhile(app, token, lambda s: s.update(players=[p for p in s["players"] if p["id"] != who["Oleg"]]))
    seen.append(version())
    meanwhile(app, token, lambda s: s.update(game="7w"))           # nothing changed: nothing written
    seen.append(version())
    assert seen == sorted(seen) and len(set(seen)) == len(seen) - 1 and seen[-1] == seen[-2]


@pytest.mark.parametrize("players", [[{"name": "A"}, {"name": "B"}], [{"id": "x"}, {"id": "x"}]])
def test_players_without_distinct_ids_are_kept_whole_in_the_draft_row(app, players):
    with app.app_context():
        draft = Draft(state={"game": "7w", "players": players})
        db.session.add(draft)
        db.session.commit()
        assert draft.seats == [] and draft.state == {"game": "7w", "players": players}
        draft.state = {"game": "7w", "players": [{"id": "a", "name": "A"}]}
        db.session.commit()
        db.session.expire_all()
        assert [s.pid for s in draft.seats] == ["a"] and draft.table_state["players"] == ["a"]
        assert draft.state == {"game": "7w", "players": [{"id": "a", "name": "A"}]}
