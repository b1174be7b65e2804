"""JSON from strangers: any bytes become Python values or one ``BadInput`` naming the place.

The standard ``json.loads`` accepts things the rest of the app cannot store or send back:
nesting deep enough to exhaust the recursion limit, lone UTF-16 surrogates (``"\\ud83d"``,
which no UTF-8 encoder, database or response can carry), NUL characters (PostgreSQL
refuses them), integers of any size (a database column holds 64 bits at most, PostgreSQL's
``integer`` 32), ``NaN``/``Infinity`` (not JSON at all) and repeated keys (the last one
silently wins).  ``loads`` refuses each of them with a message and, where there is one, the
path of the offending value (``players[1].name``), in the same ``{"errors": [...]}`` shape as
every other validation problem.  Pure Python: used by the JSON API, the import and the CLI.

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
    for key, _ in pairs:
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


def _constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def _text_problem(text: str) -> str | None:
    m = _BAD_CHAR.search(text)
    if m is None:
        return None
    if m.group() == "\x00":
        return "text must not contain the NUL character (\\u0000)"
    return (f"text holds a lone UTF-16 surrogate (\\u{ord(m.group()):04x}), which is not a character: "
            "send the whole character (both halves of the pair) or UTF-8")


def _int_text(value: int) -> str:
    digits = len(str(abs(value))) if value.bit_length() < 10_000 else None
    return str(value) if digits and digits <= 40 else f"with {digits or 'thousands of'} digits"


def _bounds_message(literal: str) -> str:
    return (f"the number {_short(literal)} is out of bounds: numbers are at most {INT_LIMIT:,} in size "
            f"(whole numbers -{INT_LIMIT:,}..{INT_LIMIT:,})").replace(",", " ")


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
                problems.add(path, f"nested more than {MAX_DEPTH} levels deep; "
                                   "a table document needs a handful")
                continue
            if isinstance(item, dict):
                for key in getattr(item, "repeated", ()):
                    safe_key = key if _text_problem(key) is None else key.encode("utf-8", "backslashreplace").decode()
                    problems.add(_join(path, safe_key), f"the key {safe_key!r} appears more than once in one object")
                children = []
                for key, child in item.items():
                    why = _text_problem(key)
                    if why:
                        problems.add(path, f"a key: {why}")
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
        elif isinstance(item, (int, float)) and not isinstance(item, bool):
            # values built in Python (a form, a draft) rather than parsed: the same bounds
            if not (math.isfinite(item) and -INT_LIMIT <= item <= INT_LIMIT):
                problems.add(path, _bounds_message(repr(item) if isinstance(item, float) else _int_text(item)))
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
            raise BadInput(f"malformed JSON: the body is not UTF-8 text (byte {exc.start})") from None
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
        raise BadInput(f"malformed JSON: nested far more than {MAX_DEPTH} levels deep") from None
    except ValueError as exc:   # JSONDecodeError, NaN/Infinity
        raise BadInput(f"malformed JSON: {exc}") from None
