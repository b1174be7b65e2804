"""What an entry screen offers for Babel, as plain data for ``EntryScreen.tokens``.

Each entry names the document field it fills (``"field"``: a dotted path inside a player):
``babel.tiles`` (the tile numbers placed, seed 004 Вавилонская Башня) and ``babel.tokens``
(the Great Project tokens held, seed 004 Награды / Невозможность уплаты штрафа).  The city screen
draws them generically (``wonders.web.city_sections``): ``kind`` says how ("choose": tick values,
each once, at most ``max``; "count": how many of each value), ``input`` names the form fields,
``legend`` the box, ``hint`` a line under the label, ``free_city`` the note shown to the Free City.
"""
from __future__ import annotations

from collections.abc import Sequence

from scoring.core.errors import Problems
from scoring.core.i18n import N_, _, display
from scoring.expansions.babel.catalogue import babel_catalogue
from scoring.expansions.babel.document import PROJECTS, TOWER, parse_expansions

TILES_LABEL = N_("Tower of Babel tiles placed")
TOKENS_LABEL = N_("Great Project tokens")
LEGEND = N_("Babel")
TILES_HINT = N_("Tick the tiles this player placed (at most {n}).")
# Правила для 2 игроков: the Free City takes no tiles and never joins a project
FREE_CITY = N_("The Free City takes no tower tiles and never joins a Great Project.")
MAX_SAME_TOKEN = 9


def entry_tokens(expansions: Sequence[str]) -> tuple[tuple[dict, ...], tuple[str, ...]]:
    """(the token pickers, the expansion ids recognised, in the order asked)."""
    used, parts = [], set()
    for e in expansions:
        problems = Problems()
        found = parse_expansions([e], problems) if isinstance(e, str) else frozenset()
        if found and not problems:
            used.append(e)
            parts |= found
    cat = babel_catalogue()
    out: list[dict] = []
    shown = {"legend": _(LEGEND), "free_city": _(FREE_CITY)}
    if TOWER in parts:
        out.append({"id": "babel.tiles", "field": "babel.tiles", "label": _(TILES_LABEL),
                    "values": [t.number for t in cat.tiles], "max": cat.max_tiles, "unique": True,
                    "kind": "choose", "input": "babel-tiles", "hint": _(TILES_HINT).format(n=cat.max_tiles), **shown})
    if PROJECTS in parts:
        out.append({"id": "babel.tokens", "field": "babel.tokens", "label": _(TOKENS_LABEL),
                    "values": [t.id for t in cat.tokens],
                    "names": {t.id: display(t) for t in cat.tokens},
                    "kind": "count", "input": "babel-token", "max": MAX_SAME_TOKEN, **shown})
    return tuple(out), tuple(used)
