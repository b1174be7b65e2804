"""Table mode's roles (README, "Table mode"): every role × every write route of a draft.

The write routes are read from ``app.url_map`` (every POST under ``/d/<token>``): a new one
without an entry in ``WRITES`` fails ``test_every_write_route_of_a_draft_is_in_the_table``.
Each phone is its own test client (its own device cookie); they share one table.
"""
from __future__ import annotations

import html

import pytest

from helpers import draft_versions
from test_web_drafts import state
from test_web_table import AUTOSAVE, begin_table, draft_row, ids, phone, take

from wonders.extensions import db
from wonders.models import Draft

ROLES = ("host", "promoted", "seat_here", "granted", "seat_elsewhere", "guest", "view_only")


class Table:
    """A 4-player table (Ira, Oleg, Cleo, Dan) with a phone for each role:
    host — the creator; promoted — Oleg's phone, made a host; seat_here — Ira's phone (the city
    written to is Ira's); granted — Dan's phone, let edit Ira's city by the host; seat_elsewhere —
    Cleo's phone; guest — a phone that opened the join code and took no seat; view_only — one
    that has the read-only link only (it can name nothing but the view token)."""

    def __init__(self, client, app):
        self.app = app
        self.token, self.code = begin_table(client, app)
        self.who = ids(app, self.token)
        self.phones = {"host": client}
        for role, name in (("promoted", "Oleg"), ("seat_here", "Ira"), ("granted", "Dan"),
                           ("seat_elsewhere", "Cleo")):
            self.phones[role] = phone(app)
            assert take(self.phones[role], self.code, self.who[name]).status_code == 302
        assert client.post(f"/d/{self.token}/table/seat/{self.who['Oleg']}/host").status_code == 302
        assert client.post(f"/d/{self.token}/table/seat/{self.who['Ira']}/grant",
                           data={"to": self.who["Dan"]}).status_code == 302
        self.phones["guest"] = phone(app)
        assert self.phones["guest"].get(f"/j/{self.code}").status_code == 200
        self.phones["view_only"] = phone(app)
        self.view = draft_row(app, self.token)["view"]
        assert self.phones["view_only"].get(f"/t/{self.view}").status_code == 200

    def row(self):
        with self.app.app_context():
            db.session.expire_all()
            d = db.session.scalar(db.select(Draft).where(Draft.token == self.token))
            return None if d is None else (d.version, d.table_status, d.code)


def _city(t: Table) -> tuple[str, dict, dict]:
    ira = t.who["Ira"]
    return (f"city/{ira}", {"go": "stay", "coins": "5", "stages": "0", "defeats": "0", "wins1": "0", "wins3": "0",
                            "wins5": "0", "rev": draft_versions(t.app, t.token)["cities"][ira]}, AUTOSAVE)


def _players(t: Table) -> tuple[str, dict, dict]:
    data = {"game": "7w", "military_mode": "tokens", "action": "autosave", "rev": draft_versions(t.app, t.token)["setup"]}
    for i, p in enumerate(state(t.app, t.token)["players"]):
        data.update({f"players-{i}-id": p["id"], f"players-{i}-name": p["name"] + "!",
                     f"players-{i}-wonder": p["wonder"], f"players-{i}-side": p["side"]})
    return "players", data, AUTOSAVE


# each write route of a draft: what a phone posts to it (path after /d/<token>/, form, headers)
WRITES = {
    "city.city_post": _city,
    "setup.players_post": _players,
    "score_sheet.details": lambda t: ("details", {"title": "Tuesday", "played_on": "", "note": "",
                                            "details_rev": draft_versions(t.app, t.token)["details"]}, {}),
    "score_sheet.save": lambda t: ("save", {"played_on": "2026-11-23", "title": "T",
                                      "details_rev": draft_versions(t.app, t.token)["details"]}, {}),
    "drafts.delete_draft": lambda t: ("delete", {}, {}),
    "table.start": lambda t: ("table/start", {}, {}),
    "table.lock": lambda t: ("table/lock", {}, {}),
    "table.unlock": lambda t: ("table/unlock", {}, {}),
    "table.new_join_code": lambda t: ("table/code", {}, {}),
    "table.promote": lambda t: (f"table/seat/{t.who['Cleo']}/host", {}, {}),
    "table.free_seat": lambda t: (f"table/seat/{t.who['Cleo']}/free", {}, {}),
    "table.grant": lambda t: (f"table/seat/{t.who['Ira']}/grant", {"to": t.who["Cleo"]}, {}),
}

HOSTS = ("host", "promoted")
CITY_EDITORS = HOSTS + ("seat_here", "granted")


def expected_open(endpoint: str, role: str) -> int | None:
    """The refusal a role gets at an open table (None: accepted)."""
    if role == "view_only":
        return 404                   # the read-only link names no draft: there is nothing to write to
    allowed = CITY_EDITORS if endpoint == "city.city_post" else HOSTS
    return None if role in allowed else 403


def expected_locked(endpoint: str, role: str) -> int | None:
    """Once the host locked the table: nothing but the host's unlock and save."""
    if role == "view_only":
        return 404
    if endpoint in ("table.unlock", "score_sheet.save"):
        return None if role in HOSTS else (403 if endpoint == "table.unlock" else 423)
    return 423


def _post(t: Table, role: str, endpoint: str):
    path, data, headers = WRITES[endpoint](t)
    token = t.view if role == "view_only" else t.token
    return t.phones[role].post(f"/d/{token}/{path}", data=data, headers=headers)


def draft_write_routes(app) -> set[str]:
    return {r.endpoint for r in app.url_map.iter_rules()
            if "POST" in (r.methods or ()) and r.rule.startswith("/d/<token>/")}


def test_every_write_route_of_a_draft_is_in_the_table(app):
    assert draft_write_routes(app) == set(WRITES), "give each write route of a draft its entry in WRITES"


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("endpoint", sorted(WRITES))
def test_who_may_write_at_an_open_table(client, app, endpoint, role):
    t = Table(client, app)
    before = t.row()
    r = _post(t, role, endpoint)
    refused = expected_open(endpoint, role)
    if refused is None:
        assert r.status_code in (200, 302), (r.status_code, r.get_data(as_text=True)[:300])
        if endpoint not in ("table.start", "table.unlock", "table.lock"):  # no-ops and status changes
            assert t.row() != before or endpoint == "score_sheet.save"
    else:
        assert r.status_code == refused
        assert t.row() == before                                      # nothing was written
        if refused == 403:
            text = html.unescape(r.get_data(as_text=True))
            assert "Only the host can do this" in text or "another player's city" in text


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("endpoint", sorted(WRITES))
def test_who_may_write_once_the_table_is_locked(client, app, endpoint, role):
    t = Table(client, app)
    assert client.post(f"/d/{t.token}/table/lock").status_code == 302
    before = t.row()
    r = _post(t, role, endpoint)
    refused = expected_locked(endpoint, role)
    if refused is None:
        assert r.status_code in (200, 302)
        assert t.row() != before
    else:
        assert r.status_code == refused
        assert t.row() == before
        if refused == 423:
            assert "The host locked this game" in r.get_data(as_text=True)


def test_a_refused_city_keeps_what_was_typed_and_says_why(client, app):
    t = Table(client, app)
    cleo = t.phones["seat_elsewhere"]
    ira = t.who["Ira"]
    r = cleo.post(f"/d/{t.token}/city/{ira}", data={"go": "stay", "coins": "17", "rev": "0"})
    page = html.unescape(r.get_data(as_text=True))
    assert r.status_code == 403 and "another player's city" in page and 'value="17"' in page
    r = cleo.post(f"/d/{t.token}/city/{ira}", data={"go": "stay", "coins": "17", "rev": "0"}, headers=AUTOSAVE)
    assert r.status_code == 403 and r.get_json()["forbidden"] is True and r.get_json()["saved"] is False
    # the host lets Cleo's phone edit Ira's city: now it goes through; stopped again, refused again
    assert client.post(f"/d/{t.token}/table/seat/{ira}/grant", data={"to": t.who["Cleo"]}).status_code == 302
    assert cleo.post(f"/d/{t.token}/city/{ira}", data={"go": "stay", "coins": "17", "rev": "0"},
                     headers=AUTOSAVE).status_code == 200
    assert client.post(f"/d/{t.token}/table/seat/{ira}/grant",
                       data={"to": t.who["Cleo"], "stop": "1"}).status_code == 302
    assert cleo.post(f"/d/{t.token}/city/{ira}", data={"go": "stay", "coins": "18", "rev": "1"},
                     headers=AUTOSAVE).status_code == 403
    assert next(p for p in state(app, t.token)["players"] if p["id"] == ira)["coins"] == 17


def test_a_guest_cannot_switch_the_game_nor_rename_the_players(client, app):
    t = Table(client, app)
    guest = t.phones["guest"]
    data = {"game": "duel", "players-0-name": "Mallory", "action": "autosave",
            "rev": draft_versions(app, t.token)["setup"]}
    r = guest.post(f"/d/{t.token}/players", data=data)
    page = r.get_data(as_text=True)
    assert r.status_code == 403 and "Only the host can do this" in page and 'value="Mallory"' in page
    after = state(app, t.token)
    assert after["game"] == "7w" and [p["name"] for p in after["players"]] == ["Ira", "Oleg", "Cleo", "Dan"]


def test_one_phone_use_is_unchanged_any_holder_of_the_address_writes(client, app):
    from test_web_drafts import start
    token = start(client)
    other = phone(app)                     # a second browser with the draft's address, no table
    ira = ids(app, token)["Ira"]
    r = other.post(f"/d/{token}/city/{ira}", data={"go": "stay", "coins": "4", "rev": "0"}, headers=AUTOSAVE)
    assert r.status_code == 200
    r = other.post(f"/d/{token}/details", data={"title": "Solo", "details_rev": "0"})
    assert r.status_code == 200 and r.get_json()["details_rev"] == 1
    # the phone that starts a table from it is its host, beside the one that created the draft
    assert other.post(f"/d/{token}/table/start").status_code == 302
    assert other.post(f"/d/{token}/table/lock").status_code == 302
    assert client.post(f"/d/{token}/table/unlock").status_code == 302


# -- the join code: renewed by the host, attempts limited ---------------------------------------------

def test_the_host_renews_the_code_and_the_old_one_no_longer_joins(client, app):
    t = Table(client, app)
    assert t.phones["guest"].post(f"/d/{t.token}/table/code").status_code == 403
    assert client.post(f"/d/{t.token}/table/code").status_code == 302
    new = draft_row(app, t.token)["code"]
    assert new != t.code
    assert phone(app).get(f"/j/{t.code}").status_code == 404
    assert phone(app).post(f"/j/{t.code}", data={"seat": "new", "name": "Eve"}).status_code == 404
    assert take(phone(app), new, "new", name="Eve").status_code == 302
    # the phones already seated keep their seat and their city
    assert t.phones["seat_here"].get(f"/j/{new}").headers["Location"] == f"/d/{t.token}/city/{t.who['Ira']}"


def test_wrong_codes_are_limited_per_client(client, app):
    app.config["JOIN_LIMIT_CLIENT"] = "3 per minute"
    guesser = phone(app)
    assert [guesser.get(f"/j/ZZZZZZZ{k}").status_code for k in range(3)] == [404, 404, 404]
    r = guesser.get("/j/ZZZZZZZZ")
    assert r.status_code == 429 and "Too many tries with a join code" in r.get_data(as_text=True)
    # stopped even with the right code now; a phone on another address is not
    token, code = begin_table(client, app)
    assert guesser.get(f"/j/{code}").status_code == 429
    other = phone(app)
    other.environ_base["REMOTE_ADDR"] = "192.0.2.7"      # (never contacted: the test client calls the app)
    assert other.get(f"/j/{code}").status_code == 200


def test_the_joins_of_one_table_are_limited_and_right_codes_do_not_count_as_misses(client, app):
    app.config["JOIN_LIMIT_CLIENT"] = "2 per minute"
    app.config["JOIN_LIMIT_TABLE"] = "5 per minute"
    token, code = begin_table(client, app)
    answers = [phone(app).get(f"/j/{code}").status_code for _ in range(6)]
    assert answers == [200] * 5 + [429]          # five good tries from one address: not misses
    # the limiter keeps its counters where RATELIMIT_STORAGE_URI says (memory by default)
    assert app.config["RATELIMIT_STORAGE_URI"] == "memory://"
