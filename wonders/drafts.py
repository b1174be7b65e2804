"""Drafts: the state of a game being entered, kept on the server (``/d/<token>``).

A draft's state is the table document of the README plus what the entry screens need
to hand back exactly what was typed (pure Python, no Flask, no database):

    {"game": "7w", "players": [{"id": "k3f9", "name": "Ira", …, "raw": {"coins": ["abc"]},
                                "cards_text": "Lumbr Yard"}, …],
     "entry": "cards" | "pad", "military_mode": "tokens" | "shields", "checked": false, "setup_checked": false,
     "current": "players" | "<player id>" | "score", "details": {"title": …}, "details_rev": 2,
     "hosts": ["<device mark>"], "grants": {"<player id>": ["<device mark>"]}}

- ``id``: a stable id per player, so a city follows its player when players are
  reordered, added or removed (seats are positions, ids are people);
- ``raw``: form values that did not validate yet (kept, shown back with their error);
- ``cards_text``: card names typed by hand that matched no card yet;
- ``checked``/``setup_checked``: the table was scored (or the players submitted) once,
  so problems are shown on every screen until they are fixed;
- ``current``: the screen last shown, where ``/d/<token>`` reopens;
- ``details``: title, date and note typed on the score sheet before saving; ``details_rev`` their
  version, bumped by each change (a change sent from a page that showed an older one is refused);
- ``setup_rev``: the players screen's version, bumped by each change made on it (the same rule);
- ``hosts``, ``grants`` (table mode): the phones the host promoted, and per city the other phones
  the host let edit it (``wonders.web.authority``);
- ``pad`` (per player): the score-pad numbers of quick pad mode, kept in card mode too;
- ``rev`` (per player): the city's version, bumped by every change of that city; a city posted
  from a page that showed an older one is refused (table mode: two phones on one city);
- ``seat_by`` (per player, table mode): which device took that seat (a hash, not the device id);
- ``undo``: the last removal of a player or change of game, kept a few minutes so that the phone
  that made it can take it back (``wonders.web.undo``).

``table_document`` drops all of that and returns the document the libraries read.
"""
from __future__ import annotations

import copy
import secrets
from typing import Any

from scoring.core.numbers import is_int
from scoring.games import DEFAULT

# keys the entry screens keep beside the table document; never sent to the libraries
STATE_KEYS = ("military_mode", "checked", "setup_checked", "current", "details", "table_rev", "details_rev",
              "setup_rev", "hosts", "grants", "undo")
PLAYER_STATE_KEYS = ("id", "raw", "cards_text", "rev", "seat_by")
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


def new_state(game: str = DEFAULT, players: int = 3) -> dict:
    state: dict[str, Any] = {"game": game, "players": [], "military_mode": "tokens", "current": "players"}
    for _ in range(players):
        state["players"].append(new_player(ids(state)))
    return state


def ids(state: dict) -> set[str]:
    return {p.get("id") for p in state.get("players", []) if isinstance(p.get("id"), str)}


def state_from_document(doc: dict) -> dict:
    """A table document (saved game, pasted JSON, an old page's hidden field) → a draft state."""
    state = copy.deepcopy(doc)
    state.setdefault("game", DEFAULT)
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
    (``scoring.core.padmode``); otherwise the cities.  A draft keeps both, so switching the mode
    later loses neither."""
    pad = state.get("entry") == "pad"
    # (the players are copied once, below, in their place among the keys)
    doc = {k: None if k == "players" else json_copy(v) for k, v in state.items() if k not in STATE_KEYS}
    if pad:
        doc["players"] = [{k: json_copy(p[k]) for k in PAD_PLAYER_KEYS if k in p and p[k] not in ("", None)}
                          for p in state.get("players", []) if isinstance(p, dict)]
    else:
        doc.pop("entry", None)
        doc["players"] = [{k: json_copy(v) for k, v in p.items() if k not in PLAYER_STATE_KEYS + ("pad",)}
                          for p in state.get("players", []) if isinstance(p, dict)]
    if not doc.get("expansions"):
        doc.pop("expansions", None)
    return doc


_SCALARS = (str, int, float, bool, type(None))


def json_copy(value: Any) -> Any:
    """``copy.deepcopy`` of JSON data (dicts, lists, scalars), without its memo: a draft's state is
    a tree, never a graph (anything else is deep-copied as it is)."""
    if isinstance(value, _SCALARS):
        return value
    if type(value) is list:
        return [json_copy(v) for v in value]
    if type(value) is dict:
        return {k: json_copy(v) for k, v in value.items()}
    return copy.deepcopy(value)


def seat_of(state: dict, pid: str) -> int | None:
    return next((i for i, p in enumerate(state.get("players", [])) if p.get("id") == pid), None)


def pid_at(state: dict, seat: int) -> str | None:
    players = state.get("players", [])
    return players[seat].get("id") if 0 <= seat < len(players) else None


def rev(player: dict) -> int:
    """A city's version (``rev``): 0 until it is first changed."""
    value = player.get("rev")
    return value if is_int(value) else 0


def _by_id(state: dict) -> dict:
    return {p.get("id"): p for p in state.get("players", []) if isinstance(p, dict)}


def _changed_keys(base: dict, new: dict) -> set[str]:
    return {k for k in set(base) | set(new) if k != "rev" and base.get(k, _MISSING) != new.get(k, _MISSING)}


_MISSING = object()


def clashes(base: dict, mine: dict, theirs: dict) -> dict[str, set[str]]:
    """The cities both requests changed in the same field, each differently (player id → the
    fields): a merge cannot keep both, so such a change is refused and reported (table mode:
    two phones on one city), never overwritten."""
    b, m, t = _by_id(base), _by_id(mine), _by_id(theirs)
    out: dict[str, set[str]] = {}
    for pid, mp in m.items():
        if pid not in b or pid not in t:
            continue
        both = _changed_keys(b[pid], mp) & _changed_keys(b[pid], t[pid])
        both = {k for k in both if mp.get(k, _MISSING) != t[pid].get(k, _MISSING)}
        if both:
            out[pid] = both
    # table-level fields of the document (Duel's conflict pawn), under the id ""
    table = {k for k in set(base) | set(mine) | set(theirs) if k not in STATE_KEYS + ("players",)
             and mine.get(k, _MISSING) != base.get(k, _MISSING) and theirs.get(k, _MISSING) != base.get(k, _MISSING)
             and mine.get(k, _MISSING) != theirs.get(k, _MISSING)}
    if table:
        out[""] = table
    return out


def merge(base: dict, mine: dict, theirs: dict) -> dict:
    """Three-way merge of draft states, player by player (two phones saving one draft at once).

    ``base`` is the state both started from, ``mine`` this request's result, ``theirs`` what
    another request stored meanwhile.  Whatever this request changed wins — the fields of each
    player's city (by id) it changed, the list and order of players, each table-level field;
    everything else is theirs.  So two phones editing different cities, or different fields of
    one city, never lose an edit (the same field changed on both is a clash: ``clashes``).
    A city's ``rev`` is the higher of the two, plus one when both changed it."""
    out = copy.deepcopy(theirs)
    for key in set(base) | set(mine):
        if key != "players" and mine.get(key) != base.get(key):
            if key in mine:
                out[key] = copy.deepcopy(mine[key])
            else:
                out.pop(key, None)
    b, m, t = _by_id(base), _by_id(mine), _by_id(theirs)
    order = [p.get("id") for p in mine.get("players", [])] \
        if [p.get("id") for p in mine.get("players", [])] != [p.get("id") for p in base.get("players", [])] \
        else [p.get("id") for p in theirs.get("players", [])]
    players = []
    for pid in order:
        if pid in m and m[pid] != b.get(pid):
            if pid in t and pid in b and t[pid] != b[pid]:
                merged = copy.deepcopy(t[pid])                 # both changed it: field by field
                for key in _changed_keys(b[pid], m[pid]):
                    if key in m[pid]:
                        merged[key] = copy.deepcopy(m[pid][key])
                    else:
                        merged.pop(key, None)
                if rev(m[pid]) != rev(b[pid]) or rev(t[pid]) != rev(b[pid]):
                    merged["rev"] = max(rev(m[pid]), rev(t[pid])) + (
                        1 if rev(m[pid]) != rev(b[pid]) and rev(t[pid]) != rev(b[pid]) else 0)
                players.append(merged)
            else:
                players.append(copy.deepcopy(m[pid]))    # changed here
        elif pid in t:
            players.append(copy.deepcopy(t[pid]))        # as the other request left it
        elif pid in m and pid not in b:
            players.append(copy.deepcopy(m[pid]))        # added here
    out["players"] = players
    return out
