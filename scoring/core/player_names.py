"""When two players' names are the same name: what a table compares ("names must differ").

Two names are the same player's when a person reading the score sheet cannot tell them apart:

1. Unicode NFKC normalisation: full-width "Ｉｒａ", ligatures and other compatibility forms
   become the letters they show;
2. case folding ("IRA", "ira");
3. invisible format characters (Unicode category Cf: the zero-width space U+200B, the soft
   hyphen, joiners, direction marks) removed, and runs of spaces read as one;
4. confusable letters folded to one prototype (Unicode Technical Standard 39, "confusables",
   as shipped by the ``confusable_homoglyphs`` package): Cyrillic "І", "а", "р", Greek "Ι" read
   as Latin "l"/"I", "a", "p".

Only the comparison changes: a name is stored and shown as it was typed.  Pure Python.
"""
from __future__ import annotations

import json
import unicodedata
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=1)
def _prototypes() -> dict[str, str]:
    """Character → the prototype it is confusable with (UTS 39 confusables.txt, in the form
    ``confusable_homoglyphs`` keeps it: a prototype lists its look-alikes, a look-alike its one
    prototype).  A pair that lists only each other folds to the smaller of the two."""
    data = json.loads(resources.files("confusable_homoglyphs").joinpath("confusables.json").read_text("utf-8"))
    out: dict[str, str] = {}
    for char, glyphs in data.items():
        if len(glyphs) != 1:
            continue                              # a prototype (many look-alikes): stays itself
        proto = glyphs[0]["c"]
        back = data.get(proto, [])
        if len(back) == 1 and back[0]["c"] == char:
            proto = min(char, proto)
        if proto != char:
            out[char] = "".join(ch for ch in proto if unicodedata.category(ch) != "Cf")
    return out


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")


@lru_cache(maxsize=4096)
def name_key(name: str) -> str:
    """The key two names share when they are the same player's (see the module's text)."""
    protos = _prototypes()
    text = _fold(name)
    skeleton = "".join(protos.get(ch, ch) for ch in text)
    return " ".join(_fold(skeleton).split())
