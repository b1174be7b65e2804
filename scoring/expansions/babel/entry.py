"""What an entry screen offers for Babel, as plain data for ``EntryScreen.tokens``.

Each entry names the document field it fills (``"field"``: a dotted path inside a player):
``babel.tiles`` (the tile numbers placed, seed 004 Вавилонская Башня) and ``babel.tokens``
(the Great Project tokens held, seed 004 Награды / Невозможность уплаты штрафа).  The city screen
draws them generically (``wonders.web.city_sections``): ``kind`` says how ("choose": tick values,
each once, at most ``max``; "count": how many of each value), ``input`` names the form fields,
``legend`` the box, ``hint`` a line under the label, ``free_city`` the note shown to the Free City.
Each tile and token carries its one-line effect (``details``) and the words the city screen's search
finds it by (``search``: its number, its names in en/ru/uk, the projects that give it); the tokens'
section lists the Great Projects with their effects (``glossary``): a player holding a tile, a token or a
project finds it without the rulebook.
"""
from __future__ import annotations

from collections.abc import Sequence

from scoring.core.errors import Problems
from scoring.core.i18n import N_, _, colour, display, ngettext
from scoring.expansions.babel.catalogue import BabelCatalogue, Project, Tile, Token, babel_catalogue
from scoring.expansions.babel.document import PROJECTS, TOWER, parse_expansions
from scoring.expansions.babel.texts import text as data_text

TILES_LABEL = N_("Tower of Babel tiles placed")
TOKENS_LABEL = N_("Great Project tokens")
LEGEND = N_("Babel")
TILES_HINT = N_("Tick the tiles this player placed (at most {n}).")
# Правила для 2 игроков: the Free City takes no tiles and never joins a project
FREE_CITY = N_("The Free City takes no tower tiles and never joins a Great Project.")
MAX_SAME_TOKEN = 9
GLOSSARY = N_("Great Projects")
TILE = N_("Tile {n}")


def _tile_search(tile: Tile) -> str:
    """A tile has only its number printed (babel.json notes "Names"): found by it and by "Tile N"
    in every language (seed 004 calls them тайлы)."""
    return " ".join((str(tile.number), f"Tile {tile.number}", f"Тайл {tile.number}", _(TILE).format(n=tile.number)))


def project_label(p: Project) -> str:
    """"Cranes (I, green)": the printed name, the age and the colour of the card."""
    return _("{project} ({age}, {colour})").format(project=display(p), age="I" * p.age, colour=colour(p.colour))


def _givers(cat: BabelCatalogue, token: Token) -> list[Project]:
    return [p for p in cat.projects if p.reward.token == token.id]


def _token_detail(cat: BabelCatalogue, token: Token) -> str:
    givers = _givers(cat, token)
    said = data_text(token.text)
    if not givers:
        return said
    # Russian says "the reward for the project «Библиотека»": the noun keeps a printed Russian name in its own form
    return ngettext("from {projects}", "from {projects}", len(givers)).format(
        projects=", ".join(display(p) for p in givers)) + ": " + said


def _token_search(cat: BabelCatalogue, token: Token) -> str:
    return " ".join((*token.spellings, *(n for p in _givers(cat, token) for n in p.spellings)))


def glossary(cat: BabelCatalogue) -> list[dict]:
    """The 15 Great Projects, each with its name, age, colour and one-line effect."""
    return [{"name": project_label(p), "text": data_text(p.effect), "search": " ".join(p.spellings)}
            for p in cat.projects]


def _tiles_section(cat: BabelCatalogue) -> dict:
    return {"id": "babel.tiles", "field": "babel.tiles", "label": _(TILES_LABEL),
            "values": [t.number for t in cat.tiles], "max": cat.max_tiles, "unique": True,
            "names": {str(t.number): _(TILE).format(n=t.number) for t in cat.tiles},
            "details": {str(t.number): data_text(t.summary) for t in cat.tiles},
            "search": {str(t.number): _tile_search(t) for t in cat.tiles},
            "kind": "choose", "input": "babel-tiles", "hint": _(TILES_HINT).format(n=cat.max_tiles)}


def _tokens_section(cat: BabelCatalogue) -> dict:
    return {"id": "babel.tokens", "field": "babel.tokens", "label": _(TOKENS_LABEL),
            "values": [t.id for t in cat.tokens],
            "names": {t.id: display(t) for t in cat.tokens},
            "details": {t.id: _token_detail(cat, t) for t in cat.tokens},
            "search": {t.id: _token_search(cat, t) for t in cat.tokens},
            "glossary": glossary(cat), "glossary_title": _(GLOSSARY),
            "kind": "count", "input": "babel-token", "max": MAX_SAME_TOKEN}


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
        out.append({**_tiles_section(cat), **shown})
    if PROJECTS in parts:
        out.append({**_tokens_section(cat), **shown})
    return tuple(out), tuple(used)
