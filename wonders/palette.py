"""The 1st edition's score-pad rows as dicts (label, colour, tint, icon), kept for the screens
that import them.  Every game's rows live with the game: ``scoring.games.get(id).rows``.
"""
from scoring.classic.score import CATEGORIES
from scoring.classic.game import ROWS as _ROWS

ROWS: dict[str, dict[str, str]] = {r.id: {"label": r.label, "colour": r.colour, "tint": r.tint, "icon": r.icon}
                                   for r in _ROWS}
assert tuple(ROWS) == CATEGORIES, "score pad rows must follow scoring.classic.score.CATEGORIES"

CATEGORY_COLOUR: dict[str, str] = {k: v["colour"] for k, v in ROWS.items()}
