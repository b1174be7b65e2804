"""What the engine says, in English, Russian or Ukrainian.

The pure libraries (``scoring``, ``referee``) speak through this module and nothing else: no
Flask, no request.  The language is a context variable, set by whoever calls the engine — the
web app per request (``wonders.i18n``), the CLI from ``--lang`` or the locale, a test with
``use_language`` — and English when nobody set it.

    from scoring.core.i18n import _, ngettext, N_, display

    _("{card}: {n} coins ÷ 3 → {points}").format(card=display(card), n=n, points=p)
    ngettext("{n} stage", "{n} stages", n).format(n=n)
    LABEL = N_("Military")          # marked for extraction, translated later with _(LABEL)

Rules for a message: one whole sentence with named ``{placeholders}`` (never glue translated
pieces), formatted after translation; a placeholder's name says what goes in it.  Machine
keys (a ``Line``'s ``source``, category ids, JSON field names) stay English; only text meant
for people is translated.  Names of things come from the game's data through ``display``.

The catalogues are ``scoring/locale/<lang>/LC_MESSAGES/engine.po``, kept in the repository and
read directly (no compile step, so the CLI of a fresh clone speaks Russian too):

    make messages      # extracts babel-engine.cfg into engine.pot and updates ru and uk
"""
from __future__ import annotations

import contextvars
import gettext as _gettext
from contextlib import contextmanager
from functools import lru_cache
from io import BytesIO
from pathlib import Path
from typing import Any, Iterator

LANGUAGES: tuple[str, ...] = ("en", "ru", "uk")
DEFAULT = "en"
LOCALE = Path(__file__).resolve().parents[1] / "locale"
DOMAIN = "engine"

_language: contextvars.ContextVar[str] = contextvars.ContextVar("scoring_language", default=DEFAULT)
# the language of the box on the table (names of things); None: the interface language's
_box: contextvars.ContextVar[str | None] = contextvars.ContextVar("scoring_box", default=None)


def normalise(lang: str | None) -> str:
    """'ru_RU.UTF-8', 'uk-UA', 'RU' → 'ru' / 'uk'; anything else → English."""
    if not lang:
        return DEFAULT
    code = str(lang).replace("-", "_").split("_")[0].split(".")[0].lower()
    return code if code in LANGUAGES else DEFAULT


def language() -> str:
    return _language.get()


def set_language(lang: str | None) -> contextvars.Token:
    """Set the language of this context (a request, the CLI run); keep the token to reset it."""
    return _language.set(normalise(lang))


def reset_language(token: contextvars.Token) -> None:
    _language.reset(token)


@contextmanager
def use_language(lang: str | None) -> Iterator[str]:
    token = set_language(lang)
    try:
        yield language()
    finally:
        _language.reset(token)


def box_language() -> str:
    """The language whose printed names are shown: the box's when one was set, else the interface's."""
    return _box.get() or _language.get()


def box_is_set() -> bool:
    return _box.get() is not None


def set_box(lang: str | None) -> contextvars.Token:
    """Set the box's language of this context (None: names follow the interface language again);
    keep the token to reset it."""
    return _box.set(normalise(lang) if lang else None)


def reset_box(token: contextvars.Token) -> None:
    _box.reset(token)


@contextmanager
def use_box(lang: str | None) -> Iterator[str]:
    token = set_box(lang)
    try:
        yield box_language()
    finally:
        _box.reset(token)


@lru_cache(maxsize=None)
def translations(lang: str) -> _gettext.NullTranslations:
    """The catalogue of a language, read from its .po (compiled in memory once per process)."""
    po = LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    if lang == DEFAULT or not po.exists():
        return _gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    with po.open("rb") as fh:
        catalogue = read_po(fh, locale=lang)
    for message in catalogue:               # a fuzzy guess is never shown (test_i18n keeps none)
        if message.fuzzy and message.id:
            message.string = "" if isinstance(message.id, str) else ("",) * len(message.string)
    buffer = BytesIO()
    write_mo(buffer, catalogue)
    buffer.seek(0)
    return _gettext.GNUTranslations(buffer)


def _(message: str) -> str:
    """The message in the current language (the English text when it has no translation)."""
    return translations(_language.get()).gettext(message)


gettext = _


def ngettext(singular: str, plural: str, n: int) -> str:
    return translations(_language.get()).ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark a message for extraction without translating it now (module-level tables)."""
    return message


def NC_(context: str, message: str) -> str:
    """Mark a message and its context (``msgctxt``) for extraction without translating it now: the
    same English words translated otherwise there (a rulebook's section title, not a score row)."""
    return message


def pgettext(context: str, message: str) -> str:
    """The message as translated in ``context``; its plain translation where the catalogue has
    none in that context."""
    found = translations(_language.get()).pgettext(context, message)
    return found if found != message else _(message)


_MISSING = object()


def display(thing: Any, lang: str | None = None) -> str:
    """The name of a card, wonder, token, tile… as printed in the box on the table
    (``box_language()``; ``lang`` asks for another box's).

    A named thing of a game's data has ``name`` (English) and optional ``ru`` / ``uk`` lists
    whose first entry is the printed name; without one the English name is shown (the data
    file says why; a name only the app translated is a search word, not in these lists:
    ``scoring.core.names.names_of``).  A thing that prints no name (``described``) is named in the interface
    language, as the sentence around it.  A plain string is returned as it is."""
    if isinstance(thing, str):
        return thing
    if lang:
        lang = normalise(lang)
    else:       # a description (a thing that prints no name) is text: the reader's language
        lang = _language.get() if getattr(thing, "described", False) else box_language()
    if lang != DEFAULT:
        names = getattr(thing, lang, None) or ()
        if isinstance(names, str):
            return names
        if names:
            return names[0]
    name = getattr(thing, "name", _MISSING)   # str(thing) only when there is no name (a dataclass's
    if name is not _MISSING:                   # repr is costly (for speed)
        return name
    return getattr(thing, "name", str(thing))


# A card colour inside a sentence ("the first blue card", "a red card"): English shows the
# colour's own word; Russian and Ukrainian a phrase that fits after a noun («синего цвета»).
COLOURS: dict[str, str] = {
    "brown": N_("the colour brown"), "grey": N_("the colour grey"), "blue": N_("the colour blue"),
    "yellow": N_("the colour yellow"), "red": N_("the colour red"), "green": N_("the colour green"),
    "purple": N_("the colour purple"), "black": N_("the colour black"),
}


def colour(key: str) -> str:
    """"blue" in English, «синего цвета» / «синього кольору» in Russian / Ukrainian."""
    msgid = COLOURS.get(key)
    if msgid is None:
        return key
    text = _(msgid)
    return key if text == msgid else text
