"""The score pad's rows as printed on the paper pad: colour, light tint, icon.

Shared by the web pages and the PDF sheets; labels and order come from scoring.engine.
"""
from scoring.engine import CATEGORIES, CATEGORY_LABELS

ROWS: dict[str, dict[str, str]] = {
    "military":   {"label": CATEGORY_LABELS["military"],   "colour": "#c0282d", "tint": "#f6d5d5", "icon": "shield"},
    "treasury":   {"label": CATEGORY_LABELS["treasury"],   "colour": "#d4a017", "tint": "#f8ecc4", "icon": "coin"},
    "wonder":     {"label": CATEGORY_LABELS["wonder"],     "colour": "#a08a64", "tint": "#ece3d2", "icon": "pyramid"},
    "civilian":   {"label": CATEGORY_LABELS["civilian"],   "colour": "#1f5fae", "tint": "#d3e2f4", "icon": "building"},
    "science":    {"label": CATEGORY_LABELS["science"],    "colour": "#2e8b3a", "tint": "#d5ecd7", "icon": "gear"},
    "commercial": {"label": CATEGORY_LABELS["commercial"], "colour": "#e8891a", "tint": "#fbe3c6", "icon": "scale"},
    "guilds":     {"label": CATEGORY_LABELS["guilds"],     "colour": "#6a3d8f", "tint": "#e4d8ee", "icon": "guild"},
}
assert tuple(ROWS) == CATEGORIES, "score pad rows must follow scoring.engine.CATEGORIES"

CATEGORY_COLOUR: dict[str, str] = {k: v["colour"] for k, v in ROWS.items()}
