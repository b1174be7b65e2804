"""Whole numbers from the outside world: one parser for query strings, form fields and JSON.

Python's ``str.isdigit`` is true for superscripts ("²") and other digits that ``int`` refuses,
``int`` itself reads Arabic-Indic ("٣"), full-width ("０") and other Unicode digits, spaces,
underscores ("1_000") and, past 4 300 digits, raises instead of answering.  None of that is
what a person means by a number typed into this app, so every number that comes from outside
is read here:

- text: ASCII digits ``0``-``9`` only, a leading ``-`` (or the typographic minus ``−``) only
  where the field allows negative values, surrounding spaces ignored, at most ``MAX_DIGITS``
  digits (read without converting anything longer), then checked against the field's range;
- JSON values: ``is_int`` — an ``int`` that is not a ``bool`` (``true`` is not ``1``), within
  ``±INT_LIMIT`` (the bound ``scoring.core.safejson`` enforces while parsing).

``whole`` answers ``None`` for anything else (the caller keeps what was typed and shows its
message); ``parse_whole`` raises ``BadNumber``, a ``BadInput`` that names the field.
Pure Python, imported by every layer (``referee``, ``wonders``).
"""
from __future__ import annotations

import re
from typing import Any

from scoring.core.errors import BadInput, Problem
from scoring.core.i18n import _

INT_LIMIT = 1_000_000_000          # scoring.core.safejson's bound: every total fits a 32-bit column
MAX_DIGITS = len(str(INT_LIMIT))   # 10: a longer run of digits is out of range without converting it

_WHOLE = re.compile(r"(-?)([0-9]+)", re.ASCII)
_MINUS = "\u2212"                  # "−", as phones' keyboards and typographers write it


class BadNumber(BadInput):
    """A field that should hold a whole number holds something else (or one out of its range)."""


def is_int(value: Any) -> bool:
    """A JSON whole number: an ``int`` that is not a ``bool``, within ``±INT_LIMIT``."""
    return type(value) is int and -INT_LIMIT <= value <= INT_LIMIT


def whole(text: Any, low: int = 0, high: int = INT_LIMIT) -> int | None:
    """``text`` as a whole number in ``low..high``, or None (not ASCII digits, too long, out of range).

    A ``-`` is read only when ``low`` is negative; ``None`` and non-text values are not numbers."""
    if not isinstance(text, str):
        return None
    m = _WHOLE.fullmatch(text.strip().replace(_MINUS, "-"))
    if m is None or (m.group(1) and low >= 0) or len(m.group(2)) > MAX_DIGITS:
        return None
    value = int(m.group(0))
    return value if low <= value <= high else None


def parse_whole(text: Any, field: str, low: int = 0, high: int = INT_LIMIT, default: int | None = None) -> int:
    """``whole``, or ``BadNumber`` naming ``field`` and what it holds; ``default`` (when given)
    for a field left empty or not sent."""
    if default is not None and (text is None or (isinstance(text, str) and not text.strip())):
        return default
    value = whole(text, low, high)
    if value is None:
        raise BadNumber([Problem(field, problem(text, low, high))])
    return value


def problem(text: Any, low: int = 0, high: int = INT_LIMIT) -> str:
    """The sentence (after the field's name) for a value that is not a whole number in ``low..high``."""
    shown = text if isinstance(text, str) else repr(text)
    shown = shown if len(shown) <= 20 else shown[:20] + "…"
    return _("must be a whole number from {low} to {high}, written with the digits 0-9; "
             "got {got!r}").format(low=low, high=high, got=shown)
