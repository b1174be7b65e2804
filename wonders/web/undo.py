"""Undo on the players screen: removing a player and changing the game keep what they took away for
a while (``UNDO_SECONDS``), so that the phone that did it can put it back with one tap — no
confirmation dialog is asked instead.

The offer lives in the draft's state (``undo``, a state key: never in the document): its id, the
device that made the change, when, what kind of change, and the state before it.  Undoing puts
back only what the change took: the removed player (with their city) at their seat, or the game
with its boards and cities; whatever other phones changed meanwhile stays, and every version
shown elsewhere is bumped, so a page still showing the changed state is refused, not written over.
"""
from __future__ import annotations

import copy
import secrets
import time

from wonders.drafts import rev

from wonders.web.device import device_id

UNDO_SECONDS = 180          # how long a change can be undone (the phone offers it for at least a minute)
REMOVE, GAME = "remove", "game"
GAME_KEYS = ("game", "expansions", "military_mode", "entry", "setup_checked")


def offer(state: dict, before: dict, kind: str, name: str = "") -> None:
    """Keep ``before`` (the state the change started from) in ``state`` as an offer to undo."""
    kept = copy.deepcopy({k: v for k, v in before.items() if k != "undo"})
    state["undo"] = {"id": secrets.token_urlsafe(8), "device": device_id(), "at": time.time(),
                     "kind": kind, "name": name, "state": kept}


def current(state: dict) -> dict | None:
    """The offer this device may still take (None: none, another phone's, or too late)."""
    o = state.get("undo")
    if not isinstance(o, dict) or o.get("device") != device_id() or not isinstance(o.get("at"), (int, float)):
        return None
    if time.time() - o["at"] > UNDO_SECONDS or not isinstance(o.get("state"), dict):
        return None
    return o


def seconds_left(o: dict) -> int:
    return max(0, int(UNDO_SECONDS - (time.time() - o["at"])))


def undone(state: dict, o: dict) -> dict:
    """``state`` with the change of offer ``o`` taken back."""
    before = o["state"]
    out = copy.deepcopy(state)
    out.pop("undo", None)
    now = {p.get("id"): p for p in state.get("players", [])}
    if o.get("kind") == GAME:
        for key in GAME_KEYS:
            if key in before:
                out[key] = copy.deepcopy(before[key])
            else:
                out.pop(key, None)
        earlier = [dict(copy.deepcopy(p), rev=max(rev(p), rev(now.get(p.get("id"), {}))) + 1)
                   for p in before.get("players", [])]
        known = {p.get("id") for p in earlier}
        players = earlier + [copy.deepcopy(p) for p in state.get("players", []) if p.get("id") not in known]
    else:
        players = copy.deepcopy(state.get("players", []))
        for seat, p in enumerate(before.get("players", [])):
            if p.get("id") not in now:
                players.insert(min(seat, len(players)), dict(copy.deepcopy(p), rev=rev(p) + 1))
    out["players"] = players
    for key in ("setup_rev", "table_rev"):
        value = state.get(key, 0)
        out[key] = (value if isinstance(value, int) else 0) + 1
    return out
