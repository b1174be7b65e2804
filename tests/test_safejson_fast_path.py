"""scoring.core.safejson.loads skips the path-naming walk when nothing is wrong (issue 13, deliver 5):
it must answer exactly as the full walk does for every text — proven here on generated JSON
holding every kind of trouble (lone surrogates, NUL, escaped backslashes, numbers out of
bounds, repeated keys, deep nesting)."""
from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from scoring.core import safejson
from scoring.core.errors import BadInput

TEXT = st.text(alphabet=st.sampled_from(["a", "я", "\\", "u", "0", "d", "8", "\x00", "\ud83d", "\ude00", "\"", "😀"]),
               max_size=8)
NUMBER = st.one_of(st.integers(-2 * safejson.INT_LIMIT, 2 * safejson.INT_LIMIT),
                   st.floats(allow_nan=False, allow_infinity=False, min_value=-2e9, max_value=2e9))
VALUE = st.recursive(st.one_of(st.none(), st.booleans(), NUMBER, TEXT),
                     lambda inner: st.one_of(st.lists(inner, max_size=3),
                                             st.dictionaries(TEXT, inner, max_size=3)),
                     max_leaves=40)


def _reference(text: str):
    """The full walk, always (what loads did before the fast path)."""
    value = json.loads(text, object_pairs_hook=safejson._pairs, parse_int=safejson._int,
                       parse_float=safejson._float, parse_constant=safejson._constant)
    safejson.check(value)
    return value


def _outcome(fn, text):
    try:
        return ("ok", fn(text))
    except BadInput as exc:
        return ("bad", [(p.path, p.message) for p in exc.problems])


def _texts(value, depth: int, repeat_key: bool) -> list[str]:
    out = [json.dumps(value, ensure_ascii=True), json.dumps(value, ensure_ascii=False)]
    if depth:
        out += ["[" * depth + t + "]" * depth for t in out[:2]]
    if repeat_key:
        out += ['{"k": %s, "k": 1}' % t for t in out[:2]]
    return out


@settings(max_examples=400, deadline=None)
@given(VALUE, st.sampled_from([0, 0, safejson.MAX_DEPTH - 2, safejson.MAX_DEPTH]), st.booleans())
def test_the_fast_path_answers_as_the_full_walk(value, depth, repeat_key):
    for text in _texts(value, depth, repeat_key):
        assert _outcome(safejson.loads, text) == _outcome(_reference, text), text
        try:
            body = text.encode("utf-8")          # a request body (no lone surrogate can be sent)
        except UnicodeEncodeError:
            continue
        assert _outcome(safejson.loads, body) == _outcome(_reference, text), text


NUMBERS = st.one_of(st.integers(), st.sampled_from(["1e400", "-1e400", "1" * 5000, "-0", "1.5e9", "0.0", "1E-400"]))


@settings(max_examples=300, deadline=None)
@given(st.lists(NUMBERS, max_size=4), st.sampled_from([0, 1, safejson.MAX_DEPTH - 1, safejson.MAX_DEPTH + 1]))
def test_numbers_read_natively_answer_as_the_number_hooks(numbers, depth):
    """Numbers are read natively and read again with the hooks only when one is out of bounds
    (issue 13, speed): huge, infinite and long literals answer as the hooks do, at any depth."""
    text = "[" * depth + "[" + ", ".join(str(n) for n in numbers) + "]" + "]" * depth
    assert _outcome(safejson.loads, text) == _outcome(_reference, text), text
    assert _outcome(safejson.loads, text.encode()) == _outcome(_reference, text), text


def test_the_fast_path_is_taken_for_a_clean_document(monkeypatch):
    walked = []
    monkeypatch.setattr(safejson, "check", lambda v: walked.append(v))
    safejson.loads('{"players": [{"name": "Оля", "coins": 3, "cards": ["Loom"]}]}')
    assert walked == []
    safejson.loads('{"name": "\\ud83d"}')
    assert len(walked) == 1
