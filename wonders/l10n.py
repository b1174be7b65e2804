"""Dates, numbers and the names of things in the chosen language.

Pure (Babel and ``scoring`` only, no Flask): the PDF sheets use it outside a request, and the
web app registers its functions as Jinja filters (``wonders.i18n``).  The language is the
engine's (``scoring.core.i18n.language()``), which the app sets per request and the CLI per run.

Dates: English is written the British way the app always used ("14 March 2025"; its spelling
is British too), Russian and Ukrainian as Babel's CLDR data writes them ("14 марта 2025 г.",
"14 березня 2025 р.").  Numbers: Babel's decimal format (a comma in Russian and Ukrainian).

Names: a card, wonder, token, kind of card or board side is shown as printed in the box on the
table (``scoring.core.i18n.box_language``: the document's ``"box"``, set per request or per run;
the interface language while none is set), through ``scoring.core.i18n.display``: the first
``ru``/``uk`` name of the game's data, the English name when the data has none.  A name the game
does not know is shown as it is.  Dates and numbers follow the interface language.

Long names on narrow chips (``hyphenate``): a word of ten letters or more gets soft hyphens where
the language's hyphenation dictionary allows a break (Pyphen, the dictionaries WeasyPrint uses),
so «Сторожевая» wraps as «Сторо-/жевая», never «Сторожева/я».
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterable
from datetime import date, datetime
from functools import lru_cache
from typing import Any

from babel import dates as _dates
from babel import numbers as _numbers
import pyphen

from scoring.core import i18n

# the Babel locale of each language of the app
LOCALES: dict[str, str] = {"en": "en_GB", "ru": "ru", "uk": "uk"}

_LONG_WORD = 10          # letters: shorter words fit a chip at 360 px on their own line
_SOFT_HYPHEN = "\u00ad"
_CYRILLIC = re.compile("[\u0400-\u04ff]")


@lru_cache(maxsize=4)
def _hyphenator(lang: str) -> pyphen.Pyphen:
    return pyphen.Pyphen(lang={"ru": "ru_RU", "uk": "uk_UA"}.get(lang, "en_GB"), left=3, right=3)


@lru_cache(maxsize=4096)
def hyphenate(text: Any, lang: str | None = None) -> str:
    """``text`` with soft hyphens in its long words, by the hyphenation rules of ``lang`` (the
    language of its Cyrillic words; default: the box's; Latin words by English rules).  Shown
    text only: search words and values stay as they are."""
    text = str(text)
    if not any(len(word) >= _LONG_WORD for word in text.split()):
        return text
    lang = i18n.normalise(lang) if lang else i18n.box_language()
    return " ".join(_hyphenator(lang if _CYRILLIC.search(word) else "en").inserted(word, hyphen=_SOFT_HYPHEN)
                    if len(word) >= _LONG_WORD else word for word in text.split(" "))


def locale(lang: str | None = None) -> str:
    return LOCALES.get(i18n.normalise(lang) if lang else i18n.language(), LOCALES[i18n.DEFAULT])


def long_date(d: date | None, lang: str | None = None) -> str:
    """14 March 2025 · 14 марта 2025 г. · 14 березня 2025 р."""
    if d is None:
        return ""
    return _dates.format_date(d, format="long", locale=locale(lang))


def short_date(d: date | None, lang: str | None = None) -> str:
    """14 Mar 2025 · 14 мар. 2025 г. · 14 бер. 2025 р. (lists, where room is short)"""
    if d is None:
        return ""
    return _dates.format_date(d, format="medium", locale=locale(lang))


def date_time(moment: datetime | None, lang: str | None = None) -> str:
    """A date and a time of day: 14 Mar 2025, 19:05 · 14 мар. 2025 г., 19:05"""
    if moment is None:
        return ""
    loc = locale(lang)
    return _dates.format_datetime(moment, _dates.get_datetime_format("medium", locale=loc).format(
        _dates.get_time_format("short", locale=loc).pattern, _dates.get_date_format("medium", locale=loc).pattern),
        locale=loc)


def number(value: Any, lang: str | None = None, digits: int = 1) -> str:
    """A number in the language's way: 12.5 · 12,5; whole numbers without decimals."""
    if value is None:
        return ""
    if isinstance(value, float) and not value.is_integer():
        value = round(value, digits)
        return _numbers.format_decimal(value, format="#,##0." + "#" * digits, locale=locale(lang))
    return _numbers.format_decimal(int(value), locale=locale(lang))


def percent(fraction: float, lang: str | None = None) -> str:
    """0.5 → 50 % (as the language writes a percentage)."""
    return _numbers.format_percent(fraction, locale=locale(lang))


# -- names of things -----------------------------------------------------------------------

@lru_cache(maxsize=64)
def _catalogue(game_id: str):
    """The game's catalogue, whatever its kind (``Game.name_catalogue``; None for a game without one)."""
    from scoring import games
    game = games.get(game_id)
    if game is None:
        return None
    try:
        return game.name_catalogue()
    except Exception:           # a game whose data cannot be read: its names are shown as spelled
        return None


def game_order() -> tuple[str, ...]:
    """Where a name of unknown game is looked up: every available game, in registry order."""
    from scoring import games
    return tuple(g.id for g in games.available())


def thing(game_id: str | None, spelling: Any):
    """The card, wonder, progress token or kind of card a spelling names in a game (in any game
    when ``game_id`` is None: the first that knows it), or None."""
    if not isinstance(spelling, str) or not spelling:
        return None
    if game_id is None:
        return next((t for g in game_order() if (t := thing(g, spelling)) is not None), None)
    cat = _catalogue(game_id) if isinstance(game_id, str) else None
    if cat is None:
        return None
    for finder in ("card", "wonder", "token", "kind"):
        find = getattr(cat, finder, None)
        if find is None:
            continue
        try:
            found = find(spelling)
        except Exception:       # a finder that wants another kind of spelling
            found = None
        if found is not None:
            return found
    return None


def name(game_id: str | None, spelling: Any, lang: str | None = None) -> str:
    """The printed name of what ``spelling`` names in the chosen language; the spelling when unknown."""
    found = thing(game_id, spelling)
    if found is None:
        return "" if spelling is None else str(spelling)
    return i18n.display(found, lang)


def entry_name(entry: Any, game_id: str | None = None, lang: str | None = None) -> str:
    """The shown name of an entry-screen item ({"name", "ru", "uk"}, a catalogue object or a name)."""
    if isinstance(entry, dict):
        lang = i18n.normalise(lang) if lang else i18n.box_language()
        if lang != i18n.DEFAULT:
            names = entry.get(lang)
            if isinstance(names, str) and names:
                return names
            if isinstance(names, (list, tuple)) and names:
                return names[0]
            if names is None and game_id:             # the entry does not carry this language: the data does
                return name(game_id, entry.get("name"), lang)
        return str(entry.get("name", ""))
    if isinstance(entry, str):
        return name(game_id, entry, lang) if game_id else entry
    return i18n.display(entry, lang)


def choice_label(found: Any, lang: str | None = None) -> str:
    """A card or wonder in a choice list, by the box on the table.  English box: "Lumber Yard
    (Лесоповал)" (the Russian name helps whoever reads the Russian rulebook); Russian and Ukrainian
    box: the name printed in that box, the English one in brackets ("Лесоповал (Lumber Yard)"), or
    the English name alone."""
    lang = i18n.normalise(lang) if lang else i18n.box_language()
    english = getattr(found, "name", str(found))
    if lang == i18n.DEFAULT:
        ru = getattr(found, "ru", ()) or ()
        return f"{english} ({ru[0]})" if ru else english
    shown = i18n.display(found, lang)
    return f"{shown} ({english})" if shown != english else english


@lru_cache(maxsize=None)
def _side_names(game_id: str) -> dict:
    from importlib import resources
    from scoring.games import find_game
    info = find_game(game_id)
    if info is None or not getattr(info, "data", None):
        return {}
    try:
        text = resources.files("scoring").joinpath("data").joinpath(info.data).read_text(encoding="utf-8")
        raw = json.loads(text).get("side_names") or {}
    except (OSError, ValueError):
        return {}
    return raw if isinstance(raw, dict) else {}


def side(game_id: str | None, key: str | None, lang: str | None = None) -> str:
    """A board side as printed: A/B (Cyrillic А/В in the Russian and Ukrainian boxes), day/night
    (День/Ночь, День/Ніч); the key itself when the data names none."""
    if not key:
        return ""
    lang = i18n.normalise(lang) if lang else i18n.box_language()
    if lang == i18n.DEFAULT:
        return key
    from scoring.games import DEFAULT
    names = (_side_names(game_id or DEFAULT).get(key) or {}).get(lang) or ()
    if isinstance(names, str):
        return names
    return names[0] if names else key


def board(game_id: str | None, wonder: str | None, side_key: str | None = None, lang: str | None = None) -> str:
    """"Rhodos A" → "Колосс Родосский А" (the wonder and its side as printed in the language)."""
    return " ".join(x for x in (name(game_id, wonder, lang) if wonder else "", side(game_id, side_key, lang)) if x)


def expansions(game_id: str | None, ids: Iterable[str] | None) -> list[str]:
    """The expansions a table plays, as the current language names them (pages, PDF sheets)."""
    from scoring import games
    module = games.get(str(game_id or games.DEFAULT))
    return module.expansion_titles(list(ids or ())) if module is not None else list(ids or ())


def game_title(game_id: str) -> str:
    """A game's title as the current language's box prints it (the id when the game is unknown)."""
    from scoring import games
    module = games.get(game_id)
    return module.title if module is not None else game_id


def table_options(game: Any, document: Any) -> tuple[str, ...]:
    """The table options a document chooses that change a score and differ from the default (the
    APP'S READING), each as "Secret Society: itself not counted" in the reader's language, in the
    order the expansions declare them (``Game.table_options_for``); the score sheet and the PDF print
    them in one line."""
    from scoring.core.options import differing
    if game is None or not hasattr(document, "get"):
        return ()
    chosen = differing(document, game.table_options_for(document.get("expansions")))
    return tuple(f"{option.title()}: {reading.short()}" for option, reading in chosen)
