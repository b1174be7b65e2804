"""Small builders for table documents used across the tests."""
from __future__ import annotations

WONDERS = ["Rhodos", "Alexandria", "Ephesos", "Babylon", "Olympia", "Halikarnassos", "Gizah"]


def player(name, wonder, side="A", stages=0, cards=(), coins=0, military=None, **extra):
    p = {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}
    if military is not None:
        p["military"] = list(military)
    p.update(extra)
    return p


def table(*players, game="7w"):
    return {"game": game, "players": list(players)}


def three(first=None, second=None, third=None):
    """A 3-player table; any seat may be replaced by a player dict."""
    return table(first or player("Ira", "Rhodos"), second or player("Oleg", "Gizah"),
                 third or player("Sofia", "Babylon"))


# -- the versions a page sends back with a write (README, "Table mode": every write carries its version)

def draft_versions(app, token: str) -> dict:
    """The versions the draft's pages show now: the players screen's ``rev``, the sheet's
    ``details_rev``, and each city's ``rev`` by player id (what a browser would post back)."""
    from wonders.extensions import db
    from wonders.models import Draft
    with app.app_context():
        db.session.expire_all()
        state = db.session.scalar(db.select(Draft).where(Draft.token == token)).state
    return {"setup": str(state.get("setup_rev", 0)), "details": str(state.get("details_rev", 0)),
            "table": str(state.get("table_rev", 0)),
            "cities": {p["id"]: str(p.get("rev", 0)) for p in state.get("players", [])}}


def players_rev(app, token: str) -> str:
    return draft_versions(app, token)["setup"]


def details_rev(app, token: str) -> str:
    return draft_versions(app, token)["details"]


def city_rev(app, token: str, pid: str) -> str:
    return draft_versions(app, token)["cities"].get(pid, "0")


def rev_at(client, city_url: str) -> str:
    """The ``rev`` the city screen at ``city_url`` (/d/<token>/city/<pid>) shows now."""
    import re
    token, pid = re.match(r"/d/([\w-]+)/city/([\w-]+)", city_url).groups()
    return city_rev(client.application, token, pid)


def page_errors(page: str, field_id: str) -> list[str]:
    """The messages shown beside one field (``<ul class="errors" id="<field>-errors">``)."""
    import html
    import re
    m = re.search(rf'<ul class="errors" id="{re.escape(field_id)}-errors"[^>]*>(.*?)</ul>', page, re.S)
    return [html.unescape(x).strip() for x in re.findall(r"<li>(.*?)</li>", m.group(1), re.S)] if m else []
