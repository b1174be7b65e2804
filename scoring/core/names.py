"""Name normalisation and fuzzy look-up shared by cards, wonders and games."""
from __future__ import annotations

from dataclasses import dataclass

import difflib
import re
import unicodedata
from functools import lru_cache
from itertools import product
from typing import Any, Mapping

_NON_WORD = re.compile(r"[^0-9a-zа-я]+")
_WORD = re.compile(r"[a-zа-яёіїєґ]+")
_CYRILLIC = re.compile(r"[а-яёіїєґ]")
_LATIN = re.compile(r"[a-z]")
# Ukrainian letters and their Russian look-alikes are one letter for look-up: «Лісопилка» ==
# «Лисопилка», «Єгипет» == «Египет», «Ґанок» == «Ганок» (ё/е and і/и variants tolerated).
_FOLD = str.maketrans({"ё": "е", "і": "и", "ї": "и", "є": "е", "ґ": "г"})
# Letters that look alike in both alphabets (after case folding). A word typed with some letters
# from the other keyboard layout (a Latin «i» in «лiсопилка», a Cyrillic «о» in «Lоom») is read
# in the alphabet most of its letters belong to.
_PAIRS = {"a": "а", "b": "в", "c": "с", "e": "е", "h": "н", "i": "і", "k": "к", "m": "м",
          "o": "о", "p": "р", "t": "т", "x": "х", "y": "у"}
_TO_CYRILLIC = str.maketrans(_PAIRS)
_TO_LATIN = str.maketrans({cyr: lat for lat, cyr in _PAIRS.items()})


def _one_alphabet(match: re.Match[str]) -> str:
    word = match.group(0)
    cyrillic, latin = len(_CYRILLIC.findall(word)), len(_LATIN.findall(word))
    if cyrillic and latin:
        return word.translate(_TO_CYRILLIC if cyrillic >= latin else _TO_LATIN)
    return word


def _letters(name: str) -> str:
    """Case folded, accents off (й keeps its breve), each word in one alphabet; not yet folded."""
    text = unicodedata.normalize("NFKD", name.casefold())
    text = "".join(ch for ch in text if not unicodedata.combining(ch) or ch == "\u0306")
    text = unicodedata.normalize("NFC", text)     # й keeps its breve; ё, ї lose their dots
    return _WORD.sub(_one_alphabet, text)


@lru_cache(maxsize=8192)   # the same few hundred names are looked up for every table
def normalise(name: str) -> str:
    """Case, spaces, punctuation (apostrophes ' ’ ʼ too), accents, ё/е and і/ї/и do not matter.

    ``Craftsmen's guild`` == ``craftsmens GUILD``; «Лісопилка» == «лiсопилка» (Latin i) == «Лисопилка».
    """
    return _NON_WORD.sub("", _letters(name).translate(_FOLD))


# A Ukrainian spelling of the same word as a Russian name («Лісопилка» must find the card
# printed «Лесопилка»): Ukrainian і often stands for Russian е (ліс — лес), и for ы (ринок — рынок),
# and a word's first е for э (Ефес — Эфес).  Tried only when the spelling itself is unknown, and
# only an answer that one card (wonder, token …) alone gives is taken.
_ALTERNATIVES = {"і": "ие", "и": "иы"}
_MAX_CHOICES = 8                # letters with an alternative tried at most (2**8 spellings)


@lru_cache(maxsize=4096)
def ukrainian_readings(name: str) -> tuple[str, ...]:
    """Normalised spellings of ``name`` read as a Ukrainian spelling of a Russian word (``name`` first)."""
    text = _letters(name)
    if not _CYRILLIC.search(text):
        return (normalise(name),)
    choices: list[str] = []
    for i, ch in enumerate(text):
        if ch in _ALTERNATIVES and len(choices) < _MAX_CHOICES:
            choices.append(_ALTERNATIVES[ch])
        elif ch == "е" and (i == 0 or not text[i - 1].isalpha()) and len(choices) < _MAX_CHOICES:
            choices.append("еэ")
        else:
            choices.append(ch)
    readings = dict.fromkeys([normalise(name)])
    for letters in product(*choices):
        readings[_NON_WORD.sub("", "".join(letters).translate(_FOLD))] = None
    return tuple(readings)


class NameIndex:
    """Maps every spelling (name, alias, translation) to a canonical key."""

    def __init__(self) -> None:
        self._keys: dict[str, str] = {}
        self._display: dict[str, str] = {}
        self._printed: dict[str, str] = {}     # key → its name as printed in English (``add(..., display=True)``)

    def add(self, spelling: str, key: str, display: bool = False) -> None:
        norm = normalise(spelling)
        if not norm:
            raise ValueError(f"empty name {spelling!r}")
        other = self._keys.get(norm)
        if other is not None and other != key:
            raise ValueError(f"name {spelling!r} means both {other!r} and {key!r}")
        self._keys[norm] = key
        if display or norm not in self._display:
            self._display[norm] = spelling
        if display:
            self._printed.setdefault(key, spelling)

    def get(self, spelling: str) -> str | None:
        """The key of a spelling, or None.  An unknown Cyrillic spelling is also read as the
        Ukrainian spelling of a Russian name (і for е, и for ы, е for э: «Лісопилка», «Ринок»)
        when exactly one key answers that reading."""
        if not isinstance(spelling, str):
            return None
        key = self._keys.get(normalise(spelling))
        if key is not None or not _CYRILLIC.search(spelling.casefold()):
            return key
        found = {self._keys[r] for r in ukrainian_readings(spelling) if r in self._keys}
        return found.pop() if len(found) == 1 else None

    def suggest(self, spelling: str, cutoff: float = 0.6) -> str | None:
        """The closest known name, for "did you mean …?" messages: a Cyrillic misspelling gets the Russian or
        Ukrainian spelling it is closest to («Таверн» → «Таверна»), a Latin one the English name as printed,
        never an alias or an id («Zeuss» → "Zeus", not "zeus"); either reads back as the same thing (``get``)."""
        if not isinstance(spelling, str):
            return None
        norm = normalise(spelling)
        if not norm:
            return None
        close = difflib.get_close_matches(norm, list(self._keys), n=1, cutoff=cutoff)
        # a prefix typed on a phone ("lumb") still deserves an answer
        found = close[0] if close else min((k for k in self._keys if k.startswith(norm)), default=None)
        if found is None:
            return None
        if _CYRILLIC.search(found):
            return self._display[found]         # the Russian or Ukrainian name the misspelling is closest to
        key = self._keys[found]
        return self._printed.get(key, key)     # the English name as printed, never an alias or an id


# The source key, in a data file's ``names_src``, of the app's own translation of a name (each file's
# ``names_sources.<lang>.TR``): a name printed on no card of any box.
TRANSLATION = "TR"
BOX_LANGUAGES = ("ru", "uk")      # the languages a data file lists printed names in, besides English


def names_of(raw: Mapping[str, Any]) -> dict[str, list[str]]:
    """A data file entry's ``aliases`` and the names printed in the Russian and Ukrainian boxes
    (``ru``, ``uk``; README, "The box's language").  A language's names whose every source
    (``names_src``) is the app's translation (``TR``) are printed in no box: they are search words,
    joined to the aliases (found by the search bar, "Add cards by name" and the API in every
    language), and that language's list is left empty, so the thing is shown by its English name
    (``scoring.core.i18n.display``), as one in ``names_not_found``.  An entry without ``names_src``
    (already read, or an expansion's own format) keeps its names as they are."""
    aliases = list(raw.get("aliases") or ())
    sources = raw.get("names_src") or {}
    out: dict[str, list[str]] = {}
    for lang in BOX_LANGUAGES:
        names = raw.get(lang) or []
        names = [names] if isinstance(names, str) else list(names)
        used = sources.get(lang) or ()
        if names and used and set(used) <= {TRANSLATION}:
            aliases.extend(names)
            names = []
        out[lang] = names
    return {"aliases": list(dict.fromkeys(aliases)), **out}


@dataclass(frozen=True, kw_only=True)
class Named:
    """What every named thing of every game's box shares (a card, a wonder, a token, a tile, a kind):
    besides its English ``name`` (its own field, first), the names printed in the Russian and
    Ukrainian boxes (the first of each list is the printed one, ``scoring.core.i18n.display``) and
    other spellings a player types.  Keyword-only, so each catalogue keeps its own positional fields."""
    aliases: tuple[str, ...] = ()
    ru: tuple[str, ...] = ()
    uk: tuple[str, ...] = ()
    # True for a thing that prints no name, only a picture (Babel's tokens): its names are the app's
    # description of it, said in the reader's language whatever the box (``scoring.core.i18n.display``)
    described: bool = False

    @staticmethod
    def of(raw) -> dict:
        """The keyword arguments of a data file's entry: ``Card(..., **Named.of(raw))`` (``names_of``:
        a name only the app translated is a search word, never shown)."""
        return {key: tuple(names) for key, names in names_of(raw).items()}

    @property
    def spellings(self) -> tuple[str, ...]:
        """Every name it is found by: English, aliases, Russian, Ukrainian."""
        return (getattr(self, "name", ""), *self.aliases, *self.ru, *self.uk)
