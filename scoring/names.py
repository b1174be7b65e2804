"""Name normalisation and fuzzy look-up shared by cards, wonders and games."""
from __future__ import annotations

import difflib
import re
import unicodedata

_NON_WORD = re.compile(r"[^0-9a-zа-яіїєґ]+")   # Ukrainian і ї є ґ kept


def normalise(name: str) -> str:
    """Case, spaces, punctuation, accents and ё/е do not matter: ``Craftsmen's guild`` == ``craftsmens GUILD``."""
    text = unicodedata.normalize("NFKD", name.casefold())
    text = "".join(ch for ch in text if not unicodedata.combining(ch) or ch == "\u0306")
    text = unicodedata.normalize("NFC", text).replace("ё", "е")
    return _NON_WORD.sub("", text)


class NameIndex:
    """Maps every spelling (name, alias, translation) to a canonical key."""

    def __init__(self) -> None:
        self._keys: dict[str, str] = {}
        self._display: dict[str, str] = {}

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

    def get(self, spelling: str) -> str | None:
        return self._keys.get(normalise(spelling)) if isinstance(spelling, str) else None

    def suggest(self, spelling: str, cutoff: float = 0.6) -> str | None:
        """The closest known key, for "did you mean …?" messages."""
        if not isinstance(spelling, str):
            return None
        norm = normalise(spelling)
        if not norm:
            return None
        close = difflib.get_close_matches(norm, list(self._keys), n=1, cutoff=cutoff)
        if close:
            return self._keys[close[0]]
        # a prefix typed on a phone ("lumb") still deserves an answer
        starts = sorted(k for k in self._keys if k.startswith(norm))
        return self._keys[starts[0]] if starts else None
