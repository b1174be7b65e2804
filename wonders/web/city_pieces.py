"""A board's pieces, tapped on its picture (Architects: a counter with ``"toggles": "pieces"``).

The picture posts ``n-<counter>`` (the pieces shown as built: a count of the first pieces, or
their ids) and, from a button without JavaScript, ``tap-<counter>`` (the piece tapped); with
JavaScript app.js applies the tap on the page and posts only the new ``n-<counter>``.  The rule
of a tap is ``scoring.core.game.tap_piece``; the stage order is the table field the counter names.
"""
from __future__ import annotations

from scoring.core.game import tap_piece
from scoring.core.numbers import is_int, whole

from wonders.web.tables import screen_for


def board_of(screen, p: dict) -> dict | None:
    board = next((b for b in screen.boards if b.get("name") == p.get("wonder")), None)
    return board if board is not None and board.get("pieces") else None


def _built_pieces(value, pieces: list[dict]) -> list[str] | None:
    """A stored or posted ``stages`` (a count, a list, or text "2d 3d" / "2≠,2=") → piece ids in
    printed order; None when it names something else."""
    ids = [pc["id"] for pc in pieces]
    spell = {k: pc["id"] for pc in pieces for k in (pc["id"], pc.get("symbol", pc["id"]))}
    if isinstance(value, str):
        text = value.strip()
        if whole(text) is not None:
            value = whole(text)
        else:
            value = [v for v in text.replace(",", " ").split() if v]
    if is_int(value):
        return ids[:value] if 0 <= value <= len(ids) else None
    if isinstance(value, list):
        got = [spell.get(v) if isinstance(v, str) else None for v in value]
        if None in got:
            return None
        return [i for i in ids if i in got]
    return None


def _stages_value(built: list[str], pieces: list[dict]):
    """What the document keeps: the count when the first pieces are built, else their symbols."""
    ids = [pc["id"] for pc in pieces]
    if built == ids[:len(built)]:
        return len(built)
    symbols = {pc["id"]: pc.get("symbol", pc["id"]) for pc in pieces}
    return [symbols[i] for i in built]


def _order_of(state: dict, screen, counter: dict) -> str:
    field = next((t for t in screen.table if t["id"] == counter.get("order")), None)
    default = field.get("default", "free") if field else "free"
    value = state.get(counter.get("order") or "", default)
    return value if isinstance(value, str) else default


def merge_pieces(state: dict, p: dict, counter: dict, board: dict, formdata, raw: dict) -> None:
    key, tap = f"n-{counter['id']}", f"tap-{counter['id']}"
    if key not in formdata and tap not in formdata:
        return
    pieces = board["pieces"]
    shown = _built_pieces(formdata.get(key), pieces) if key in formdata else None
    if shown is None:
        shown = _built_pieces(p.get(counter["id"], 0), pieces)
        if key in formdata and tap not in formdata:
            raw[key] = [formdata.get(key, "")]
            return
    built = shown or []
    if tap in formdata:
        built = list(tap_piece(pieces, built, formdata.get(tap, ""), _order_of(state, screen_for(state), counter)))
    p[counter["id"]] = _stages_value(built, pieces)


def wonder_picture(state: dict, screen, counter: dict, board: dict, p: dict) -> dict:
    """The picture's rows (top level first), each piece with whether it is built."""
    pieces = board["pieces"]
    built = set(_built_pieces(p.get(counter["id"], 0), pieces) or [])
    levels = board.get("levels") or max(pc.get("level", 1) for pc in pieces)
    rows = [[dict(pc, built=pc["id"] in built) for pc in pieces if pc.get("level", 1) == lv]
            for lv in range(levels, 0, -1)]
    order_field = next((t for t in screen.table if t["id"] == counter.get("order")), None)
    ids = [pc["id"] for pc in pieces]
    n = len(built)
    return {"board": board, "rows": rows, "levels": levels, "key": f"n-{counter['id']}",
            "tap": f"tap-{counter['id']}", "value": " ".join(i for i in ids if i in built),
            "built": n, "vp": sum(pc["vp"] for pc in pieces if pc["id"] in built),
            "total_vp": sum(pc["vp"] for pc in pieces), "order": _order_of(state, screen, counter),
            "order_field": order_field, "counter": counter,
            "effects": _effects_legend(pieces)}


def _effects_legend(pieces: list[dict]) -> list[dict]:
    """Each effect text once, with the symbols of the pieces that carry it."""
    out: list[dict] = []
    for pc in pieces:
        if not pc.get("effect_text"):
            continue
        same = next((e for e in out if e["text"] == pc["effect_text"]), None)
        if same is None:
            out.append({"symbols": [pc.get("symbol", pc["id"])], "text": pc["effect_text"]})
        else:
            same["symbols"].append(pc.get("symbol", pc["id"]))
    return out


def board_max(state: dict, seat: int) -> int:
    screen = screen_for(state)
    p = state["players"][seat]
    board = next((b for b in screen.boards if b["name"] == p.get("wonder")), None)
    side = (board or {}).get("sides", {}).get(p.get("side", ""), {}) or (board or {}).get("sides", {}).get("", {})
    return side.get("stages", 9) if isinstance(side, dict) else 9

