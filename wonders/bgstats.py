"""Plays out and in: the BG Stats app's export format, and a BoardGameGeek play-log line (pure: no Flask, no database).

BG Stats (by Eerko Vissering) exports one JSON object (README, "BG Stats"): ``games`` (each with
``id``, ``uuid``, ``name``, ``bggId``, ``bggName``, ``bggYear``), ``players`` (``id``, ``uuid``,
``name``), ``locations`` (``id``, ``uuid``, ``name``) and ``plays``; a play has ``uuid``,
``gameRefId``, ``playDate`` ("YYYY-MM-DD hh:mm:ss"), ``comments``, ``locationRefId`` and
``playerScores``, each ``playerRefId``, ``score`` (text), ``winner``, ``startPlayer``,
``seatOrder``, ``rank`` and ``role``.  This app writes the score-pad rows twice: readable in
``comments`` and exactly in the play's ``metaData`` (a JSON text under the key ``META``), which
it reads back; a play without it becomes a pad game with each total on the civilian row.
"""
from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import _
from scoring.core.numbers import INT_LIMIT, is_int, whole
from scoring.games import GAMES

META = "7wonders-scorer"
NAMESPACE = uuid.UUID("9b1f4c2e-7a3d-5e60-8c21-700000000007")     # this app's uuid5 names
# registry id → the game as BoardGameGeek names it (bggId, bggName, bggYear): ``GameInfo.bgg``
BGG = {g.id: g.bgg for g in GAMES if g.bgg}
BY_BGG_ID = {bgg: gid for gid, (bgg, _name, _year) in BGG.items()}
BY_NAME = {name.casefold(): gid for gid, (_bgg, name, _year) in BGG.items()}
TITLE_MAX = 200                 # Game.title
TOTAL_ROW = "civilian"          # a play known only by its totals keeps each total on this row


def uuid_for(kind: str, text: str) -> str:
    return str(uuid.uuid5(NAMESPACE, f"{kind}:{text}")).upper()


def playuuid_for(game: Any) -> str:
    """The play's uuid: the one it came with from BG Stats, else one made from the game's share link."""
    key = getattr(game, "source_key", None) or ""
    return key.split(":", 1)[1] if key.startswith("bgstats:") else uuid_for("play", game.share_token)


# -- export ---------------------------------------------------------------------------------------

def _score_text(game: Any, players: list) -> str:
    lines = [t for t in (game.title, game.note) if t]
    for p in players:
        rows = ", ".join(f"{k} {v}" for k, v in (p.categories or {}).items() if v)
        lines.append(f"{p.name}: {p.total}" + (f" ({rows})" if rows else ""))
    return "\n".join(lines)


def _meta(game: Any) -> str:
    doc = game.document if isinstance(game.document, Mapping) else {}
    coins = [p.get("coins") if isinstance(p, Mapping) else None for p in doc.get("players", [])]
    seats = sorted(game.players, key=lambda p: p.seat)
    return json.dumps({META: {
        "game": game.game, "expansions": list(game.expansions or []), "title": game.title, "note": game.note,
        "players": [{"name": p.name, "wonder": p.wonder or "", "side": p.side or "", "free_city": p.free_city,
                     "coins": coins[p.seat] if p.seat < len(coins) and is_int(coins[p.seat]) else None,
                     "rows": dict(p.categories or {})} for p in seats]}}, ensure_ascii=False, sort_keys=True)


def export(games: Iterable[Any], player_key=lambda name: name.casefold()) -> dict:
    """Saved games (``wonders.models.Game``) → a BG Stats export object; the Free City is not a
    player (it travels in ``metaData`` only)."""
    games = list(games)
    ids = {gid: k + 1 for k, gid in enumerate(dict.fromkeys(g.game for g in games))}
    players: dict[str, dict] = {}
    plays = []
    for g in games:
        scores = []
        for p in sorted(g.players, key=lambda p: p.seat):
            if p.free_city:
                continue
            key = player_key(p.name)
            ref = players.setdefault(key, {"id": len(players) + 1, "uuid": uuid_for("player", key), "name": p.name,
                                           "isAnonymous": False, "bggUsername": ""})["id"]
            scores.append({"playerRefId": ref, "score": str(p.total), "winner": bool(p.winner),
                           "startPlayer": p.seat == 0, "seatOrder": p.seat + 1, "rank": p.rank or 0,
                           "role": " ".join(x for x in (p.wonder, p.side) if x), "team": "", "newPlayer": False})
        day = g.played_on.isoformat()
        plays.append({"uuid": playuuid_for(g), "gameRefId": ids[g.game], "playDate": f"{day} 00:00:00",
                      "playDateYmd": int(day.replace("-", "")), "durationMin": 0, "ignored": False,
                      "manualWinner": False, "usesTeams": False, "board": "", "rounds": 0, "expansionPlays": [],
                      "comments": _score_text(g, sorted(g.players, key=lambda p: p.seat)),
                      "playerScores": scores, "metaData": _meta(g)})
    return {"about": "Exported by the 7 Wonders scorer in the BG Stats export format.",
            "games": [_game_entry(gid, ref) for gid, ref in ids.items()],
            "players": list(players.values()), "locations": [], "plays": plays, "userInfo": {"meRefId": 0}}


def _game_entry(gid: str, ref: int) -> dict:
    bgg, name, year = BGG.get(gid, (0, gid, 0))
    return {"id": ref, "uuid": uuid_for("game", gid), "name": name, "bggId": bgg, "bggName": name, "bggYear": year,
            "cooperative": False, "highestWins": True, "noPoints": False, "usesTeams": False}


def bgg_line(game: Any, winner_word: str = "winner") -> str:
    """One play as a line for a BoardGameGeek play log: date, game, players with scores (seat
    order, the Free City left out), winner(s)."""
    gid = game.game
    bgg, name, _year = BGG.get(gid, (0, gid, 0))
    seats = [p for p in sorted(game.players, key=lambda p: p.seat) if not p.free_city]
    scores = ", ".join(f"{p.name} {p.total}" for p in seats)
    winners = ", ".join(p.name for p in seats if p.winner)
    link = f" (boardgamegeek.com/boardgame/{bgg})" if bgg else ""
    return f"{game.played_on.isoformat()} · {name}{link} · {scores} · {winner_word}: {winners}"


# -- import ---------------------------------------------------------------------------------------

@dataclass
class ImportPlay:
    key: str                              # "bgstats:<uuid>": one saved game per play, never two
    played_on: date
    title: str | None
    note: str | None
    document: dict
    names: list[str] = field(default_factory=list)     # the players as BG Stats names them


@dataclass
class Parsed:
    plays: list[ImportPlay]
    skipped: list[str]                    # plays of other games or without scores, said in a sentence
    players: list[str]                    # every BG Stats player name of the plays kept


def _objects(data: Mapping, key: str, problems: Problems) -> dict:
    items = data.get(key, [])
    if not isinstance(items, list):
        problems.add(key, _("{key} must be a list").format(key=key))
        return {}
    out = {}
    for i, item in enumerate(items):
        if not isinstance(item, Mapping) or not is_int(item.get("id")):
            problems.add(f"{key}[{i}]", _("each entry must be an object with a whole-number \"id\""))
        else:
            out[item["id"]] = item
    return out


def _game_of(entry: Mapping | None) -> str | None:
    if entry is None:
        return None
    bgg = entry.get("bggId")
    if is_int(bgg) and bgg in BY_BGG_ID:
        return BY_BGG_ID[bgg]
    name = entry.get("bggName") or entry.get("name")
    return BY_NAME.get(name.strip().casefold()) if isinstance(name, str) else None


def _day(text: Any, path: str, problems: Problems) -> date | None:
    try:
        return date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        problems.add(path, _("{text} is not a date: use YYYY-MM-DD, e.g. 2025-03-14").format(text=repr(text)))
        return None


def _score(value: Any) -> int | None:
    if is_int(value):
        return value
    if isinstance(value, str):
        return whole(value, -INT_LIMIT)
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def parse(data: Any) -> Parsed:
    """A BG Stats export → the 7 Wonders family's plays as pad-mode table documents.
    ``BadInput`` lists every problem with its path (``plays[3].playerScores[1].score``);
    nothing is kept from a file with a problem."""
    if not isinstance(data, Mapping) or not isinstance(data.get("plays"), list):
        raise BadInput(_("a BG Stats export is a JSON object with \"games\", \"players\" and \"plays\""))
    problems = Problems()
    games, players = _objects(data, "games", problems), _objects(data, "players", problems)
    out, skipped, names = [], [], {}
    for i, play in enumerate(data["plays"]):
        path = f"plays[{i}]"
        if not isinstance(play, Mapping):
            problems.add(path, _("each play must be an object"))
            continue
        ref = play.get("gameRefId")
        gid = _game_of(games.get(ref) if is_int(ref) else None)
        if gid is None:
            skipped.append(_("{path}: not a game of the 7 Wonders family").format(path=path))
            continue
        item = _play(play, gid, players, path, problems)
        if isinstance(item, str):
            skipped.append(item)
        elif item is not None:
            out.append(item)
            names.update(dict.fromkeys(item.names))
    problems.raise_if_any()
    if not out:
        raise BadInput(_("the file holds no play of the 7 Wonders family with scores"))
    return Parsed(out, skipped, list(names))


def _play(play: Mapping, gid: str, players: dict, path: str, problems: Problems) -> ImportPlay | str | None:
    before = len(problems)
    scores = play.get("playerScores")
    if not isinstance(scores, list) or not scores:
        problems.add(f"{path}.playerScores", _("a play needs its players' scores (\"playerScores\")"))
        return None
    seats = []
    for j, s in enumerate(scores):
        ref = s.get("playerRefId") if isinstance(s, Mapping) else None
        p = players.get(ref) if is_int(ref) else None
        if p is None or not isinstance(p.get("name"), str) or not p["name"].strip():
            problems.add(f"{path}.playerScores[{j}].playerRefId", _("no player with this id in \"players\""))
            continue
        order = s.get("seatOrder")
        seats.append((order if is_int(order) else j, j, p["name"].strip(), _score(s.get("score")), s))
    if len(problems) > before:
        return None
    if any(total is None for *_rest, total, _s in seats):
        return _("{path}: a player has no score").format(path=path)
    seats.sort(key=lambda t: (t[0], t[1]))
    day = _day(play.get("playDate"), f"{path}.playDate", problems)
    key = play.get("uuid")
    if not isinstance(key, str) or not key.strip():
        key = json.dumps([gid, str(play.get("playDate")), [(n, t) for _o, _j, n, t, _s in seats]], ensure_ascii=False)
        key = uuid_for("bgstats-play", key)
    meta = _read_meta(play.get("metaData"))
    doc, title, note = _document(gid, seats, meta, play.get("comments"), f"{path}.playerScores", problems)
    if len(problems) > before or day is None:
        return None
    return ImportPlay("bgstats:" + key.strip().upper()[:90], day, title, note, doc, [n for _o, _j, n, _t, _s in seats])


def _read_meta(text: Any) -> dict | None:
    try:
        meta = json.loads(text) if isinstance(text, str) else text
    except ValueError:
        return None
    found = meta.get(META) if isinstance(meta, Mapping) else None
    return found if isinstance(found, Mapping) and isinstance(found.get("players"), list) else None


def _board(role: Any) -> dict:
    """A role written "Rhodos A" (as this app writes it) → wonder and side; anything else → none."""
    if not isinstance(role, str) or not role.strip():
        return {}
    *wonder, side = role.split()
    return {"wonder": " ".join(wonder), "side": side} if wonder and len(side) == 1 else {"wonder": role.strip()}


def _document(gid: str, seats: list, meta: Mapping | None, comments: Any, path: str,
              problems: Problems) -> tuple[dict, str | None, str | None]:
    """The pad document of a play: this app's rows from ``metaData`` when they match the scores,
    else each total on the civilian row; boards from ``metaData`` or the roles."""
    kept = [p for p in (meta or {}).get("players", []) if isinstance(p, Mapping) and isinstance(p.get("rows"), Mapping)]
    ours = [p for p in kept if not p.get("free_city")]
    exact = meta is not None and len(ours) == len(seats) and meta.get("game") == gid
    players = []
    for k, (_o, j, name, total, s) in enumerate(seats):
        if exact:
            m = ours[k]
            rows = {r: v for r, v in m["rows"].items() if v}
            if sum(v for v in rows.values() if is_int(v)) != total:
                problems.add(f"{path}[{j}].score", _("the score is {total} but its rows add up to {sum}").format(
                    total=total, sum=sum(v for v in rows.values() if is_int(v))))
            entry = {"name": name, "pad": rows, **{x: m[x] for x in ("wonder", "side") if m.get(x)}}
            if is_int(m.get("coins")):
                entry["coins"] = m["coins"]
        else:
            entry = {"name": name, "pad": {TOTAL_ROW: total} if total else {}, **_board(s.get("role"))}
        players.append(entry)
    if exact:
        for k, m in enumerate(kept):          # the Free City back in its seat
            if m.get("free_city"):
                players.insert(k, {"name": m.get("name") or "Free City", "free_city": True,
                                   "pad": {r: v for r, v in m["rows"].items() if v},
                                   **{x: m[x] for x in ("wonder", "side") if m.get(x)}})
    doc = {"game": gid, "entry": "pad", "players": players}
    if exact and meta.get("expansions"):
        doc["expansions"] = meta["expansions"]            # checked by the pad as any document's
    title = meta.get("title") if exact else None
    title = title.strip()[:TITLE_MAX] or None if isinstance(title, str) else None
    note = meta.get("note") if exact else (comments.strip() if isinstance(comments, str) and comments.strip() else None)
    _check(doc, path, problems)
    return doc, title, note if isinstance(note, str) else None


def _check(doc: dict, path: str, problems: Problems) -> None:
    """The document as the game's pad reads it; a board it does not know is dropped (a BG Stats
    role may be anything: a colour, a faction), every other problem is the file's."""
    from scoring import games
    for _attempt in range(2):
        try:
            games.parse(doc)
            return
        except BadInput as exc:
            found = exc.problems
        seats = {p.path.split("]", 1)[0] for p in found if p.path.endswith((".wonder", ".side"))}
        if _attempt or len(seats) == 0 or any(not p.path.endswith((".wonder", ".side")) for p in found):
            break
        for k, p in enumerate(doc["players"]):
            if f"players[{k}" in seats:
                p.pop("wonder", None)
                p.pop("side", None)
    for p in found:
        problems.add(f"{path}: {p.path}", p.message)
