"""What the city screens share: the table's problems placed beside the fields, the tabs of
the other cities to mark, and reading a typed whole number (blank: 0)."""
from __future__ import annotations

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.numbers import whole

from wonders.web.tables import Placed, names, pad_only_notes, place

PAD_LOW, PAD_HIGH = -99, 999           # a number on the score pad, and the default bounds of a counter


def problems(state: dict, doc: dict, placed: Placed | None) -> Placed:
    """The table's problems, shown on every screen once it was scored (until they are fixed); an
    expansion card-by-card entry cannot score yet says so at once (``Expansion.pad_only``)."""
    if placed is None and state.get("checked"):
        try:
            games.score(doc)
        except BadInput as exc:
            placed = place(exc.problems, doc)
    placed = placed or Placed([], {}, {})
    missing = [n for n in pad_only_notes(state) if not any(m.endswith(n) for m in placed.table)]
    return Placed(placed.table + missing, placed.players, placed.cards) if missing else placed


def marked(state: dict, doc: dict, placed: Placed, seat: int, here_bad: bool) -> dict:
    """The tabs to mark and the other cities to name: problems found by the library, and
    values typed that are not valid yet."""
    bad_seats = set(placed.seats()) | {i for i, q in enumerate(state["players"])
                                      if q.get("raw") or q.get("cards_text")}
    if here_bad:
        bad_seats.add(seat)
    shown = names(doc)
    return {"bad_seats": bad_seats, "names": shown, "pids": [q["id"] for q in state["players"]],
            "other_bad": [(shown[i], state["players"][i]["id"]) for i in sorted(bad_seats) if i != seat]}


def typed_whole(text: str, low: int, high: int) -> int | None:
    """A whole number typed in a field (blank: 0); None when it is not one within the bounds."""
    text = (text or "").strip()
    if text == "":
        return 0
    return whole(text, low, high)



def keep_raw(p: dict, raw: dict[str, list[str]]) -> None:
    """Values typed that are not valid yet stay in the player's ``raw`` (shown back with their
    error); none left: no ``raw``."""
    if raw:
        p["raw"] = raw
    else:
        p.pop("raw", None)
