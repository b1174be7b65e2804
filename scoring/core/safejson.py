"""JSON from strangers: any bytes become Python values or one ``BadInput`` naming the place.

The standard ``json.loads`` accepts things the rest of the app cannot store or send back:
nesting deep enough to exhaust the recursion limit, lone UTF-16 surrogates (``"\\ud83d"``,
which no UTF-8 encoder, database or response can carry), NUL characters (PostgreSQL
refuses them), integers of any size (a database column holds 64 bits at most, PostgreSQL's
``integer`` 32), ``NaN``/``Infinity`` (not JSON at all) and repeated keys (the last one
silently wins).  ``loads`` refuses each of them with a message and, where there is one, the
path of the offending value (``players[1].name``), in the same ``{"errors": [...]}`` shape as
every other validation problem.  Pure Python: used by the JSON API, the import and the CLI.

Every sentence is in the reader's language (``scoring.core.i18n``); a syntax error names its line
and column and says what was expected there, one sentence for each of the messages of Python's
own reader (``json.decoder`` and ``_json``), a general one for any other.

Bounds (also in the README, "Limits"):

- nesting: at most ``MAX_DEPTH`` (32) arrays/objects inside one another;
- whole numbers: ``-INT_LIMIT`` .. ``INT_LIMIT`` (±1 000 000 000), so every total computed
  from them fits a 32-bit database column;
- fractions: finite, at most ``INT_LIMIT`` in size; ``NaN`` and ``Infinity`` are refused;
- text (keys and values): any Unicode scalar value except NUL; no lone surrogates;
- an object names each key once.
"""
from __future__ import annotations

import json
import math
import re
from typing import Any

from scoring.core.errors import BadInput, Problems
from scoring.core.i18n import N_, _, ngettext
from scoring.core.numbers import is_int

MAX_DEPTH = 32
INT_LIMIT = 1_000_000_000
MAX_PROBLEMS = 20                      # one answer names at most this many places

_BAD_CHAR = re.compile("[\ud800-\udfff\x00]")
_INT_DIGITS = len(str(INT_LIMIT)) + 1  # longer literals are out of bounds without converting


class _Duplicates(dict):
    """An object in which some key appeared twice (its last value kept, as json does)."""
    repeated: tuple[str, ...] = ()


class _OutOfRange:
    """A number literal outside the bounds, kept as text until the walk can name its path."""
    __slots__ = ("literal",)

    def __init__(self, literal: str) -> None:
        self.literal = literal


def _pairs(pairs: list[tuple[str, Any]]) -> dict:
    obj = dict(pairs)
    if len(obj) == len(pairs):
        return obj
    seen: set[str] = set()
    repeated = []
    for key, _value in pairs:
        if key in seen and key not in repeated:
            repeated.append(key)
        seen.add(key)
    dup = _Duplicates(obj)
    dup.repeated = tuple(repeated)
    return dup


def _int(literal: str) -> int | _OutOfRange:
    if len(literal.lstrip("-")) > _INT_DIGITS:
        return _OutOfRange(literal)
    value = int(literal)
    return value if -INT_LIMIT <= value <= INT_LIMIT else _OutOfRange(literal)


def _float(literal: str) -> float | _OutOfRange:
    value = float(literal)
    return value if math.isfinite(value) and abs(value) <= INT_LIMIT else _OutOfRange(literal)


class _NotANumber(ValueError):
    """``NaN``, ``Infinity`` or ``-Infinity`` in the text: numbers of JavaScript, not of JSON."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def _constant(name: str) -> Any:
    raise _NotANumber(name)


# What Python's reader says (json/decoder.py, Modules/_json.c), by the start of its message, and
# the sentence for it; the first that matches wins ("Invalid \\uXXXX escape" before "Invalid \\escape").
_SYNTAX = (
    ("Expecting value", N_("malformed JSON at line {line}, column {column}: a value was expected "
                           "(text in double quotes, a number, true, false, null, [ or {{)")),
    ("Expecting property name", N_("malformed JSON at line {line}, column {column}: a key in double "
                                   "quotes was expected")),
    ("Expecting ':'", N_("malformed JSON at line {line}, column {column}: a colon (:) was expected "
                         "after the key")),
    ("Expecting ','", N_("malformed JSON at line {line}, column {column}: a comma (,) or a closing "
                         "bracket was expected")),
    ("Unterminated string", N_("malformed JSON at line {line}, column {column}: the text starting here "
                               "has no closing double quote")),
    ("Invalid control character", N_("malformed JSON at line {line}, column {column}: a control character "
                                     "(a line break, a tab…) inside a text must be escaped: \\n, \\t")),
    ("Invalid \\uXXXX", N_("malformed JSON at line {line}, column {column}: \\u must be followed by four "
                           "hexadecimal digits")),
    ("Invalid \\escape", N_("malformed JSON at line {line}, column {column}: a backslash must be followed by "
                            "one of \\\" \\\\ / b f n r t u")),
    ("Extra data", N_("malformed JSON at line {line}, column {column}: there is more after the end of the "
                      "document")),
    ("Illegal trailing comma", N_("malformed JSON at line {line}, column {column}: a comma before a closing "
                                  "bracket")),
)
_SYNTAX_ANY = N_("malformed JSON at line {line}, column {column}: this is not JSON")


def _syntax_message(exc: json.JSONDecodeError) -> str:
    """Python's message of a syntax error as a sentence in the reader's language."""
    found = next((sentence for start, sentence in _SYNTAX if exc.msg.startswith(start)), _SYNTAX_ANY)
    return _(found).format(line=exc.lineno, column=exc.colno)


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def _text_problem(text: str, key: bool = False) -> str | None:
    """Why a text (a key's with ``key``) cannot be kept; None when it can."""
    m = _BAD_CHAR.search(text)
    if m is None:
        return None
    if m.group() == "\x00":
        return _("a key must not contain the NUL character (\\u0000)") if key else \
            _("text must not contain the NUL character (\\u0000)")
    message = (N_("a key holds a lone UTF-16 surrogate (\\u{code}), which is not a character: send the whole "
                  "character (both halves of the pair) or UTF-8") if key else
               N_("text holds a lone UTF-16 surrogate (\\u{code}), which is not a character: send the whole "
                  "character (both halves of the pair) or UTF-8"))
    return _(message).format(code=f"{ord(m.group()):04x}")


def _spaced(number: int) -> str:
    return f"{number:,}".replace(",", " ")


def _bounds_message(literal: str) -> str:
    return _("the number {number} is out of bounds: numbers are at most {limit} in size "
             "(whole numbers {low}..{limit})").format(number=_short(literal), limit=_spaced(INT_LIMIT),
                                                       low=_spaced(-INT_LIMIT))


def _int_message(value: int) -> str:
    """The bounds sentence for a whole number built in Python (a form's, a draft's): its digits
    counted rather than shown when it is long."""
    digits = len(str(abs(value))) if value.bit_length() < 10_000 else None
    if digits and digits <= 40:
        return _bounds_message(str(value))
    limits = {"limit": _spaced(INT_LIMIT), "low": _spaced(-INT_LIMIT)}
    if digits is None:
        return _("a number with thousands of digits is out of bounds: numbers are at most {limit} in size "
                 "(whole numbers {low}..{limit})").format(**limits)
    return ngettext("a number with {n} digit is out of bounds: numbers are at most {limit} in size "
                    "(whole numbers {low}..{limit})",
                    "a number with {n} digits is out of bounds: numbers are at most {limit} in size "
                    "(whole numbers {low}..{limit})", digits).format(n=digits, **limits)


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    plain = key.isidentifier()
    if plain:
        return f"{path}.{key}" if path else key
    return f"{path}[{json.dumps(key)}]"


def check(value: Any) -> None:
    """Walk a parsed value (iteratively: depth is what we are guarding) and raise every problem."""
    problems = Problems()
    stack: list[tuple[Any, str, int]] = [(value, "", 0)]
    while stack and len(problems) < MAX_PROBLEMS:
        item, path, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth >= MAX_DEPTH:
                problems.add(path, _("nested more than {depth} levels deep; a table document needs "
                                     "a handful").format(depth=MAX_DEPTH))
                continue
            if isinstance(item, dict):
                for key in getattr(item, "repeated", ()):
                    # the key's repr and JSON (in the path) escape a NUL or a lone surrogate once
                    problems.add(_join(path, key), _("the key {key} appears more than once in one object")
                                 .format(key=repr(key)))
                children = []
                for key, child in item.items():
                    why = _text_problem(key, key=True)
                    if why:
                        problems.add(path, why)
                        continue
                    children.append((child, _join(path, key), depth + 1))
                stack.extend(reversed(children))
            else:
                stack.extend((child, _join(path, i), depth + 1) for i, child in reversed(list(enumerate(item))))
        elif isinstance(item, str):
            why = _text_problem(item)
            if why:
                problems.add(path, why)
        elif isinstance(item, _OutOfRange):
            problems.add(path, _bounds_message(item.literal))
        # values built in Python (a form, a draft) rather than parsed: the same bounds (a whole
        # number compared as it is: one past 10**308 is no float)
        elif type(item) is int:              # not a bool
            if not is_int(item):
                problems.add(path, _int_message(item))
        elif isinstance(item, float) and not (math.isfinite(item) and -INT_LIMIT <= item <= INT_LIMIT):
            problems.add(path, _bounds_message(repr(item)))
    problems.raise_if_any()


# text that may hold a NUL or a lone surrogate once decoded: the escape (in any case) or the
# character itself.  Conservative: an escaped backslash before "u0000" also matches, and then
# the full walk decides.
_SUSPECT = re.compile(r"\\u(?:0000|[dD][89a-fA-F])|[\ud800-\udfff\x00]")
_ESCAPE = re.compile(r"\\u(?:0000|[dD][89a-fA-F])")     # the same, for text decoded from UTF-8


def _too_deep(value: Any) -> bool:
    """Whether containers nest more than MAX_DEPTH deep (containers only, no paths: cheap)."""
    level = [value] if isinstance(value, (dict, list)) else []
    depth = 0
    while level:
        depth += 1
        if depth > MAX_DEPTH:
            return True
        nested = []
        for item in level:
            for child in (item.values() if isinstance(item, dict) else item):
                if isinstance(child, (dict, list)):
                    nested.append(child)
        level = nested
    return False


def _within_bounds(value: Any) -> bool | None:
    """One walk over the containers of a value parsed without the number hooks: None when they
    nest more than MAX_DEPTH deep, False when a number is out of bounds (the hooks' answer is
    then needed), True otherwise."""
    level = [value] if isinstance(value, (dict, list)) else []
    if not level:
        return _number_ok(value)
    depth = 0
    while level:
        depth += 1
        if depth > MAX_DEPTH:
            return None
        nested = []
        for item in level:
            for child in (item.values() if type(item) is not list else item):
                kind = type(child)
                if kind is dict or kind is list or kind is _Duplicates:
                    nested.append(child)
                elif kind is int:
                    if not -INT_LIMIT <= child <= INT_LIMIT:
                        return False
                elif kind is float and not _number_ok(child):
                    return False
        level = nested
    return True


def _number_ok(value: Any) -> bool:
    if type(value) is int:
        return -INT_LIMIT <= value <= INT_LIMIT
    if type(value) is float:
        return math.isfinite(value) and abs(value) <= INT_LIMIT
    return True


def loads(text: str | bytes | bytearray) -> Any:
    """JSON text → Python values within the bounds above; ``BadInput`` otherwise.

    The common case (nothing wrong) costs one parse with the numbers read natively, one scan
    of the text and one walk over the containers; a document with a number out of bounds (or
    one the native reader refuses) is read again with the number hooks, and only a document
    with something to report gets the path-naming walk."""
    from_bytes = isinstance(text, (bytes, bytearray))
    if from_bytes:
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise BadInput(_("malformed JSON: the body is not UTF-8 text (byte {byte})").format(byte=exc.start)) \
                from None
    else:
        text = text.lstrip("\ufeff")
    flagged: list[bool] = []

    def pairs(items: list[tuple[str, Any]]) -> dict:
        obj = _pairs(items)
        if type(obj) is _Duplicates:
            flagged.append(True)
        return obj

    value, deep = None, False
    try:                 # numbers read natively (for speed): most documents hold none out of bounds
        value = json.loads(text, object_pairs_hook=pairs, parse_constant=_constant)
        fast = _within_bounds(value)
        deep = fast is None
    except (RecursionError, ValueError):
        fast = False
    if fast is False:
        flagged.clear()
        value = _read_with_hooks(text, pairs, flagged)
        deep = _too_deep(value)
    # bytes decoded as UTF-8 hold no lone surrogate: only an escape or a NUL can be suspect
    suspect = ("\x00" in text or _ESCAPE.search(text) is not None if from_bytes
               else _SUSPECT.search(text) is not None)
    if flagged or suspect or deep:
        check(value)
    return value


def _read_with_hooks(text: str, pairs, flagged: list[bool]) -> Any:
    """The document read with every number checked as it is read (out-of-bounds ones kept as
    ``_OutOfRange`` for the walk to name)."""
    def whole(literal: str) -> int | _OutOfRange:
        value = _int(literal)
        if type(value) is _OutOfRange:
            flagged.append(True)
        return value

    def fraction(literal: str) -> float | _OutOfRange:
        value = _float(literal)
        if type(value) is _OutOfRange:
            flagged.append(True)
        return value

    try:
        return json.loads(text, object_pairs_hook=pairs, parse_int=whole, parse_float=fraction,
                          parse_constant=_constant)
    except RecursionError:
        raise BadInput(_("malformed JSON: nested far more than {depth} levels deep").format(depth=MAX_DEPTH)) \
            from None
    except _NotANumber as exc:
        raise BadInput(_("malformed JSON: {name} is not a JSON number").format(name=exc.name)) from None
    except json.JSONDecodeError as exc:
        raise BadInput(_syntax_message(exc)) from None
