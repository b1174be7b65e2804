"""Babel on the 1st edition's city screen: the tower tiles a player placed and the
Great Project tokens held, read from and written to ``players[i].babel`` of the draft.

The choices come from the game's entry screen (``EntryScreen.tokens`` entries ``babel.tiles`` and
``babel.tokens``, see ``scoring.babel.entry``), so the screen offers only what the table's
expansions use."""
from __future__ import annotations

from typing import Any

from flask_babel import gettext

from scoring.numbers import is_int, parse_whole

from wonders.web.tables import screen_for

TILES, TOKENS = "babel.tiles", "babel.tokens"
MAX_SAME_TOKEN = 9


def _entries(state: dict) -> dict[str, dict]:
    return {t["id"]: t for t in screen_for(state).tokens if t["id"] in (TILES, TOKENS)}


def babel_fields(state: dict, seat: int) -> dict[str, Any] | None:
    """What the city template draws for this seat, or None when the table plays no Babel."""
    entries = _entries(state)
    if not entries:
        return None
    p = state["players"][seat]
    held = p.get("babel") if isinstance(p.get("babel"), dict) else {}
    out: dict[str, Any] = {"free_city": p.get("free_city") is True}
    if TILES in entries:
        tiles = held.get("tiles")
        chosen = set(tiles) if isinstance(tiles, list) else set()
        out["tiles"] = {"label": entries[TILES]["label"], "values": entries[TILES]["values"], "chosen": chosen,
                        "count": tiles if is_int(tiles) else None,
                        "max": entries[TILES].get("max", 3)}
    if TOKENS in entries:
        tokens = held.get("tokens") if isinstance(held.get("tokens"), list) else []
        names = entries[TOKENS].get("names", {})
        out["tokens"] = {"label": entries[TOKENS]["label"],
                         "items": [(v, names.get(v, v), tokens.count(v)) for v in entries[TOKENS]["values"]]}
    return out


def merge_babel(state: dict, seat: int, formdata) -> None:
    """Apply the posted Babel fields of one city (only when the form carried them)."""
    if "babel-present" not in formdata:
        return
    entries = _entries(state)
    p = state["players"][seat]
    babel: dict[str, Any] = {}
    if TILES in entries:
        tiles = []
        for v in formdata.getlist("babel-tiles"):
            n = parse_whole(v, "babel-tiles")
            if n in entries[TILES]["values"] and n not in tiles:
                tiles.append(n)
        if tiles:
            babel["tiles"] = sorted(tiles)
    if TOKENS in entries:
        tokens: list[str] = []
        for v in entries[TOKENS]["values"]:
            n = parse_whole(formdata.get(f"babel-token-{v}"), f"babel-token-{v}", default=0)
            tokens.extend([v] * min(n, MAX_SAME_TOKEN))
        if tokens:
            babel["tokens"] = tokens
    if babel:
        p["babel"] = babel
    else:
        p.pop("babel", None)


def expansion_choices(game) -> list[tuple[str, str]]:
    """The setup screen's expansion checkboxes: the expansions a game scores (Babel and its parts)."""
    supported = ["babel"] + list(getattr(game, "expansion_rows", {}) or {}) if getattr(game, "expansion_rows", None) else []
    out = [(e, game.expansion_title(e)) for e in dict.fromkeys(supported)]
    for e in game.info.expansions:
        if e not in dict(out):
            out.append((e, gettext("%(name)s (not supported yet)", name=e.capitalize())))
    return out

