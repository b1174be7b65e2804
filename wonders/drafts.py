"""Drafts: the state of a game being entered, kept on the server (``/d/<token>``).

A draft's state is the table document of the README plus what the entry screens need
to hand back exactly what was typed (pure Python, no Flask, no database):

    {"game": "7w", "players": [{"id": "k3f9", "name": "Ira", …, "raw": {"coins": ["abc"]},
                                "cards_text": "Lumbr Yard"}, …],
     "entry": "cards" | "pad", "military_mode": "tokens" | "shields", "checked": false, "setup_checked": false,
     "current": "players" | "<player id>" | "score", "details": {"title": …}}

- ``id``: a stable id per player, so a city follows its player when players are
  reordered, added or removed (seats are positions, ids are people);
- ``raw``: form values that did not validate yet (kept, shown back with their error);
- ``cards_text``: card names typed by hand that matched no card yet;
- ``checked``/``setup_checked``: the table was scored (or the players submitted) once,
  so problems are shown on every screen until they are fixed;
- ``current``: the screen last shown, where ``/d/<token>`` reopens;
- ``details``: title, date and note typed on the score sheet before saving;
- ``pad`` (per player): the score-pad numbers of quick pad mode, kept in card mode too.

``table_document`` drops all of that and returns the document the libraries read.
"""
from __future__ import annotations

import copy
import secrets
from typing import Any

# keys the entry screens keep beside the table document; never sent to the libraries
STATE_KEYS = ("military_mode", "checked", "setup_checked", "current", "details")
PLAYER_STATE_KEYS = ("id", "raw", "cards_text")
PAD_PLAYER_KEYS = ("name", "wonder", "side", "coins", "pad", "free_city")       # a player in quick pad mode

EXPIRY_DAYS = 30          # a draft untouched this long is deleted (README, "Drafts")


def new_player_id(taken: set[str] | None = None) -> str:
    taken = taken or set()
    while True:
        pid = secrets.token_hex(3)
        if pid not in taken:
            return pid


def new_player(taken: set[str]) -> dict:
    return {"id": new_player_id(taken), "name": "", "wonder": "", "side": "",
            "stages": 0, "cards": [], "coins": 0}


def new_state(game: str = "7w", players: int = 3) -> dict:
    state: dict[str, Any] = {"game": game, "players": [], "military_mode": "tokens", "current": "players"}
    for _ in range(players):
        state["players"].append(new_player(ids(state)))
    return state


def ids(state: dict) -> set[str]:
    return {p.get("id") for p in state.get("players", []) if isinstance(p.get("id"), str)}


def state_from_document(doc: dict) -> dict:
    """A table document (saved game, pasted JSON, an old page's hidden field) → a draft state."""
    state = copy.deepcopy(doc)
    state.setdefault("game", "7w")
    state.setdefault("players", [])
    taken: set[str] = set()
    for p in state["players"]:
        pid = p.get("id")
        if not isinstance(pid, str) or not pid or pid in taken:
            p["id"] = new_player_id(taken)
        taken.add(p["id"])
    state.setdefault("military_mode",
                     "shields" if any("shields" in p for p in state["players"]) else "tokens")
    state.setdefault("current", "players")
    return state


def table_document(state: dict) -> dict:
    """The table document of the README: the state without what only the screens need.

    In quick pad mode (``"entry": "pad"``) the document holds each player's score-pad numbers
    (``scoring.padmode``); otherwise the cities.  A draft keeps both, so switching the mode
    later loses neither."""
    pad = state.get("entry") == "pad"
    doc = {k: copy.deepcopy(v) for k, v in state.items() if k not in STATE_KEYS}
    if pad:
        doc["players"] = [{k: copy.deepcopy(p[k]) for k in PAD_PLAYER_KEYS if k in p and p[k] not in ("", None)}
                          for p in state.get("players", []) if isinstance(p, dict)]
    else:
        doc.pop("entry", None)
        doc["players"] = [{k: copy.deepcopy(v) for k, v in p.items() if k not in PLAYER_STATE_KEYS + ("pad",)}
                          for p in state.get("players", []) if isinstance(p, dict)]
    if not doc.get("expansions"):
        doc.pop("expansions", None)
    return doc


def seat_of(state: dict, pid: str) -> int | None:
    return next((i for i, p in enumerate(state.get("players", [])) if p.get("id") == pid), None)


def pid_at(state: dict, seat: int) -> str | None:
    players = state.get("players", [])
    return players[seat].get("id") if 0 <= seat < len(players) else None


def merge(base: dict, mine: dict, theirs: dict) -> dict:
    """Three-way merge of draft states, player by player (two phones saving one draft at once).

    ``base`` is the state both started from, ``mine`` this request's result, ``theirs`` what
    another request stored meanwhile.  Whatever this request changed wins — each player's city
    (by id), the list and order of players, each table-level field; everything else is theirs.
    So two phones editing different cities never lose an edit."""
    out = copy.deepcopy(theirs)
    for key in set(base) | set(mine):
        if key != "players" and mine.get(key) != base.get(key):
            if key in mine:
                out[key] = copy.deepcopy(mine[key])
            else:
                out.pop(key, None)
    def by_id(state: dict) -> dict:
        return {p.get("id"): p for p in state.get("players", []) if isinstance(p, dict)}
    b, m, t = by_id(base), by_id(mine), by_id(theirs)
    order = [p.get("id") for p in mine.get("players", [])] \
        if [p.get("id") for p in mine.get("players", [])] != [p.get("id") for p in base.get("players", [])] \
        else [p.get("id") for p in theirs.get("players", [])]
    players = []
    for pid in order:
        if pid in m and m[pid] != b.get(pid):
            players.append(copy.deepcopy(m[pid]))        # changed here
        elif pid in t:
            players.append(copy.deepcopy(t[pid]))        # as the other request left it
        elif pid in m and pid not in b:
            players.append(copy.deepcopy(m[pid]))        # added here
    out["players"] = players
    return out
