"""Who may change a draft, and the answer when they may not (README, "Table mode": roles).

A one-phone draft (no table) is changed by whoever holds its address, as before: the device
that created it is its host.  At a table every phone holds that address, so the roles decide:

- the host — the phone that created the draft (``Draft.device``), the one that started the
  table, or a phone the host promoted (``state["hosts"]``) — changes the game, the players, the
  sheet's details, the lock, saves and deletes, and may edit every city;
- a seat's phone (``seat_by``) edits its own city, and another city only with the host's
  consent (``state["grants"]``: player id → the phones allowed);
- any other phone (the code or the address without a seat) and the read-only link change
  nothing.

After the host locks the table nothing is accepted but the host's unlock and save (423).
Phones are named by a hash of their device cookie (``mark``), never by the cookie itself.
"""
from __future__ import annotations

import hashlib

from flask import jsonify, request
from flask_babel import gettext

from wonders.models import Draft

from wonders.web.device import device_id

HOSTS, GRANTS = "hosts", "grants"      # keys of the draft's state (never in the table document)


def mark() -> str:
    """Which device this is, as stored in the draft (a hash: the state is not the place for
    the device cookie itself)."""
    return hashlib.sha256(("seat:" + device_id()).encode()).hexdigest()[:16]


def is_host(draft: Draft) -> bool:
    """A one-phone draft: whoever holds its address; a table: its creator and promoted phones."""
    if not draft.code:
        return True
    hosts = draft.state.get(HOSTS)
    return (draft.device is not None and draft.device == device_id()) or \
        (isinstance(hosts, list) and mark() in hosts)


def holds_seat(draft: Draft, pid: str) -> bool:
    p = next((q for q in draft.state.get("players", []) if q.get("id") == pid), None)
    return p is not None and p.get("seat_by") == mark()


def granted(draft: Draft, pid: str) -> bool:
    grants = draft.state.get(GRANTS)
    allowed = grants.get(pid) if isinstance(grants, dict) else None
    return isinstance(allowed, list) and mark() in allowed


def may_edit_city(draft: Draft, pid: str) -> bool:
    return is_host(draft) or holds_seat(draft, pid) or granted(draft, pid)


def locked(draft: Draft) -> bool:
    """A table the host locked (or saved): nothing but the host's unlock and save is accepted."""
    return bool(draft.code) and draft.table_status in ("locked", "saved")


# -- the sentences of a refusal ---------------------------------------------------------------------

def host_only_message() -> str:
    return gettext("Only the host can do this. Ask the host (the phone that started the table) to do it, "
                   "or to make this phone a host too.")


def city_message() -> str:
    return gettext("Not saved: this is another player's city. Only their phone or the host can change it; "
                   "the host can let this phone edit it.")


def locked_message() -> str:
    return gettext("The host locked this game: nothing can be changed any more.")


def unversioned_message() -> str:
    return gettext("Not saved: the page did not say which version it was showing. Reload the page and "
                   "make the change again.")


def wants_json() -> bool:
    return request.headers.get("X-Autosave") == "1" or request.accept_mimetypes.best == "application/json"


def refuse(status: int, message: str, page=None, as_json: bool = False, **extra):
    """The answer to a write that is not accepted: JSON for an autosave (``as_json``: always),
    otherwise ``page()`` (the screen with what was typed kept, the sentence on it) or the error page."""
    from flask import flash, render_template
    if as_json or wants_json():
        body = {"saved": False, "errors": [message], "locked": status == 423, "forbidden": status == 403}
        body.update(extra)
        return jsonify(body), status
    if page is not None:
        flash(message, "error")
        answer = page()
        return (answer[0] if isinstance(answer, tuple) else answer), status
    titles = {403: gettext("Not allowed"), 423: gettext("The game is locked")}
    return render_template("error.html", code=status, title=titles.get(status, gettext("Not saved")),
                           message=message), status
