"""Property-based fuzzing of every JSON API endpoint (issue 13, deliver 1).

Hypothesis generates request bodies as *text*, so that what ``json.dumps`` can never
produce is covered too: repeated keys, lone surrogates, NUL, numbers of any size,
``NaN``/``Infinity``, nesting thousands deep, truncated and non-UTF-8 bytes, and table
documents with one nasty value planted anywhere.  Each example draws 3 bodies and sends
them with 7 cheap text mutations each (a literal planted, a key repeated, wrapped deeper,
cut short; driven by Hypothesis's own ``Random``), 24 documents per example;
the run sends at least ``TOTAL`` documents across every endpoint and answers must be
2xx or 4xx with a JSON ``{"errors": [...]}`` body naming a message — never a 5xx.
Bounded time: about 19 s on a loaded 2-core machine (10 080 documents).
"""
from __future__ import annotations

import json
import random
from urllib.parse import quote

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from app import create_app

APP = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": "sqlite://", "WTF_CSRF_ENABLED": False})
CLIENT = APP.test_client()

BATCH = 24
EXAMPLES = 420
TOTAL = 10_000
SENT = {"documents": 0, "by_endpoint": {}}

POST_ENDPOINTS = ("/api/score", "/api/check")
OTHER_ENDPOINTS = ("/api/games", "/api/catalogue/{}")


class Obj(list):
    """An object as a list of (key, value) pairs: keys may repeat."""


def dump(value) -> str:
    """JSON text of a generated tree; ``Raw`` leaves are copied verbatim."""
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, Obj):
        return "{" + ",".join(json.dumps(k) + ":" + dump(v) for k, v in value) + "}"
    if isinstance(value, list):
        return "[" + ",".join(dump(v) for v in value) + "]"
    return json.dumps(value)    # ensure_ascii: a lone surrogate becomes the escape \udXXX


class Raw:
    def __init__(self, text: str) -> None:
        self.text = text


KEYS = st.sampled_from(["game", "players", "name", "wonder", "side", "stages", "cards", "coins", "military",
                        "shields", "free_city", "age", "action", "player", "build", "stage", "buy", "from",
                        "resource", "count", "discard", "expansions"]) | st.text(max_size=6)
NASTY_TEXT = st.sampled_from(["\ud83d", "\udfff", "a\x00b", "\U0001F600", "Лорд", "", " ", "<script>", "7w",
                              "Rhodos", "Gizah", "A", "B", "Lumber Yard", "Library", "left", "right", "clay"])
NUMBERS = st.one_of(st.integers(-5, 20), st.integers(), st.integers(-2 ** 70, 2 ** 70),
                    st.floats(allow_nan=False, allow_infinity=False),
                    st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999", "-1e400", "1" + "0" * 40, "9" * 4400,
                                     "0.5", "-0", "1E2", "1000000000", "1000000001"]).map(Raw))
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, NASTY_TEXT, st.text(max_size=8))
TREES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                     | st.lists(st.tuples(KEYS, inner), max_size=5).map(Obj), max_leaves=16)

WONDERS = ["Rhodos", "Gizah", "Babylon", "Olympia", "Alexandria", "Ephesos", "Halikarnassos"]
CARDS = ["Lumber Yard", "Stone Pit", "Baths", "Altar", "Barracks", "Stockade", "Apothecary", "Workshop",
         "Scriptorium", "Library", "Marketplace", "Scientists Guild", "Spies Guild", "Palace", "Loom"]


@st.composite
def table_documents(draw):
    """A plausible table (3-7 players) with nasty values planted at random places."""
    n = draw(st.integers(1, 8))
    players = []
    for i, wonder in enumerate(draw(st.permutations(WONDERS))[:n]):
        p = Obj([("name", f"P{i}"), ("wonder", wonder), ("side", draw(st.sampled_from("AB"))),
                 ("stages", draw(st.integers(0, 3))),
                 ("cards", draw(st.lists(st.sampled_from(CARDS), max_size=5, unique=True))),
                 ("coins", draw(st.integers(0, 12))),
                 ("military", draw(st.lists(st.sampled_from([-1, 1, 3, 5]), max_size=6)))])
        for _ in range(draw(st.integers(0, 2))):
            key = draw(KEYS)
            value = draw(TREES)
            if draw(st.booleans()):
                p.append((key, value))              # an extra (maybe repeated) key
            else:
                idx = draw(st.integers(0, len(p) - 1))
                p[idx] = (p[idx][0], value)         # a field's value replaced
        players.append(p)
    doc = Obj([("game", draw(st.sampled_from(["7w", "7 чудес", "duel", "nope"]) | SCALARS)), ("players", players)])
    if draw(st.booleans()):
        doc.append(("age", draw(st.integers(0, 4) | SCALARS)))
        doc.append(("action", draw(TREES | st.builds(lambda p, b: Obj([("player", p), ("build", b)]),
                                                        st.sampled_from(["P0", "P1", 0]), st.sampled_from(CARDS)))))
    return dump(doc)


@st.composite
def deep(draw):
    n = draw(st.integers(20, 3000))
    opener, closer = draw(st.sampled_from([("[", "]"), ('{"a":', "}"), ('{"players":[', "]}")]))
    inner = draw(st.sampled_from(["1", "[]", '"x"', "", "null"]))
    return opener * n + inner + closer * draw(st.sampled_from([n, n - 1, 0]))


BODIES = st.one_of(
    table_documents(),
    TREES.map(dump),
    deep(),
    table_documents().flatmap(lambda t: st.integers(0, len(t)).map(lambda k: t[:k])),   # cut short
    st.binary(max_size=40),
)


def _encode(body) -> bytes:
    return body if isinstance(body, bytes) else body.encode("utf-8", "surrogatepass")


def _check(r, what) -> None:
    assert r.status_code < 500, (what, r.status_code, r.get_data(as_text=True)[:300])
    if 300 <= r.status_code < 400:         # /api/catalogue//x → /api/catalogue/x (merge_slashes)
        return
    body = r.get_json(silent=True)
    assert isinstance(body, (dict, list)), (what, r.status_code, r.get_data()[:200])
    if r.status_code >= 400:
        assert body["errors"] and all(isinstance(e["message"], str) and e["message"] and isinstance(e["path"], str)
                                      for e in body["errors"]), (what, body)


MUTANTS = 7      # cheap text mutations of each generated body (Hypothesis's own Random drives them)
PICKS = ["\\ud83d", "\\u0000", "1" + "0" * 30, "1e999", "NaN", "-Infinity", '"x"', "[]", "{}", "null", "true",
         "9" * 4400, "-1000000001", '"\\udc00\\ud800"', "[" * 40, "]" * 40, '"players":[]', ",", ":"]


def mutate(body, rnd: random.Random):
    """A variant of ``body``: a literal planted, a key repeated, wrapped deep, cut short or doubled."""
    text = body.decode("latin-1") if isinstance(body, bytes) else body
    how = rnd.randrange(6)
    k = rnd.randint(0, len(text))
    if how == 0:
        return text[:k] + rnd.choice(PICKS) + text[k:]
    if how == 1 and text.startswith("{") and len(text) > 2:
        return '{"players":[],"game":"7w",' + text[1:] if rnd.random() < 0.5 else text[:-1] + ',"players":null}'
    if how == 2:
        n = rnd.choice([31, 32, 33, 500, 2000])
        return "[" * n + text + "]" * n
    if how == 3:
        return text[:k]
    if how == 4:
        return text.replace('"', '"\\ud800' if rnd.random() < 0.5 else '"\\u0000', 1)
    return rnd.choice(["", "[", "{"]) + text + text


@settings(max_examples=EXAMPLES, deadline=None, database=None, phases=[Phase.generate],
          suppress_health_check=list(HealthCheck))
@given(st.lists(BODIES, min_size=BATCH // (MUTANTS + 1), max_size=BATCH // (MUTANTS + 1)),
       st.randoms(use_true_random=False))
def test_every_api_endpoint_answers_4xx_never_5xx(generated, rnd: random.Random):
    bodies = list(generated) + [mutate(b, rnd) for b in generated for _ in range(MUTANTS)]
    for body in bodies:
        url = rnd.choice(POST_ENDPOINTS + OTHER_ENDPOINTS)
        if url.startswith("/api/catalogue"):
            text = body if isinstance(body, str) else body.decode("latin-1")
            url = url.format(quote(text[:40].encode("utf-8", "surrogatepass"), safe="") or "x")
            r = CLIENT.get(url)
        elif url == "/api/games":
            r = CLIENT.open(url, method=rnd.choice(["GET", "POST"]), data=_encode(body))
        else:
            r = CLIENT.post(url, data=_encode(body), content_type=rnd.choice(["application/json", "text/plain", ""]))
        _check(r, (url, body[:300]))
        SENT["documents"] += 1
        key = url.split("/")[2]
        SENT["by_endpoint"][key] = SENT["by_endpoint"].get(key, 0) + 1


def test_fuzzing_covered_enough_documents():
    # runs after the property above (file order): the run really sent TOTAL documents everywhere
    if SENT["documents"] == 0:
        test_every_api_endpoint_answers_4xx_never_5xx()
    assert SENT["documents"] >= TOTAL, SENT
    assert set(SENT["by_endpoint"]) == {"score", "check", "games", "catalogue"}, SENT
