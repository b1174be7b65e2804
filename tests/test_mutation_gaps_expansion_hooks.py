"""The default hooks of ``scoring.core.expansion.Expansion`` that an expansion leaves as they are: what
the conformance suite gets from an expansion without examples (none, and a random table naming it), from
one whose ``examples_module`` answers (that module's functions), and the random quick-pad table the
default ``randomize_pad`` makes (its name once more in ``"expansions"``, a number from 0 to 20 in each of
its rows but the Free City's rows it never fills, 0 to 3 items of at most the cap + 5 in an itemised
row); whether a parsed table plays it (``active``) and whether a mirrored table keeps its scores."""
from __future__ import annotations

import random
import sys
from types import SimpleNamespace

import pytest

from scoring.core.expansion import Expansion, PadItems
from scoring.core.game import Row

SUITE = sys.modules[__name__]


def examples():
    return ({"game": "toy", "players": []},)


def bad_examples():
    return (("bad", "players"),)


def referee_examples():
    return ({"game": "toy", "action": {}},)


class Bare(Expansion):
    id = "bare"
    base = "toy"


class Suited(Expansion):
    id = "suited"
    base = "toy"
    examples_module = __name__


class Padded(Expansion):
    id = "padded"
    base = "toy"
    spellings = {"padded": frozenset({"padded-a", "padded-b"})}
    rows = {"padded-a": (Row("alpha", "Alpha", "#000000", "#ffffff", "building", 1),),
            "padded-b": (Row("beta", "Beta", "#000000", "#ffffff", "building", 2),
                         Row("gamma", "Gamma", "#000000", "#ffffff", "building", 3))}
    free_city_without = ("beta",)
    pad_items = {"capped": PadItems("item {n}", cap=4), "open": PadItems("item {n}")}


def test_an_expansion_without_examples_gives_the_suite_none():
    bare = Bare()
    assert bare.examples() == () and bare.bad_examples() == () and bare.referee_examples() == ()
    doc = {"game": "toy", "players": [{"name": "Ana"}]}
    assert bare.randomize(doc, random.Random(1)) is doc
    assert doc == {"game": "toy", "players": [{"name": "Ana"}], "expansions": ["bare"]}
    doc = {"game": "toy", "expansions": ["other"], "players": []}
    assert bare.randomize(doc, random.Random(1))["expansions"] == ["other", "bare"]
    assert bare.mirrors({"game": "toy"}) is True


def test_an_examples_module_answers_the_suite():
    suited = Suited()
    assert suited.examples() == examples()
    assert suited.bad_examples() == bad_examples()
    assert suited.referee_examples() == referee_examples()
    # no ``randomize`` in that module: the default, its name added
    doc = suited.randomize({"game": "toy", "players": []}, random.Random(2))
    assert doc == {"game": "toy", "players": [], "expansions": ["suited"]}


def test_randomize_from_the_examples_module(monkeypatch):
    def randomize(doc, rng):
        return dict(doc, seed=rng.randint(0, 0), expansions=["suited", "more"])
    monkeypatch.setattr(SUITE, "randomize", randomize, raising=False)
    assert Suited().randomize({"game": "toy"}, random.Random(3)) == {
        "game": "toy", "seed": 0, "expansions": ["suited", "more"]}


def test_active_reads_what_parse_put_in_the_table():
    bare = Bare()
    assert bare.active(SimpleNamespace(ext={"bare": {}})) is True
    assert bare.active(SimpleNamespace(ext={"other": {}})) is False
    assert bare.active(SimpleNamespace(ext=None)) is False
    assert bare.active(object()) is False


def test_the_default_random_pad_table():
    padded = Padded()
    firsts, lasts, counts, capped, opened = set(), set(), set(), set(), set()
    for seed in range(300):
        doc = {"game": "toy", "expansions": ["other"],
               "players": [{"name": "Ana", "pad": {"own": 1}}, {"name": "Bo"}, {"name": "FC", "free_city": True}]}
        out = padded.randomize_pad(doc, random.Random(seed))
        assert out["expansions"] == ["other", "padded"]
        assert out["players"][0]["pad"]["own"] == 1           # what the base game wrote is kept
        for p in out["players"]:
            pad = p["pad"]
            rows = {"alpha", "gamma"} if p.get("free_city") else {"alpha", "beta", "gamma"}
            assert set(pad) - {"own"} == rows | {"capped", "open"}
            for row in rows:
                assert 0 <= pad[row] <= 20
                firsts.add(pad[row])
            lasts.update(pad[r] for r in rows)
            for row, values in (("capped", capped), ("open", opened)):
                assert isinstance(pad[row], list) and 0 <= len(pad[row]) <= 3
                counts.add(len(pad[row]))
                values.update(pad[row])
    assert min(firsts) == 0 and max(lasts) == 20
    assert counts == {0, 1, 2, 3}
    assert min(capped) == 0 and max(capped) == 4 + 5          # the cap and 5 more (a capped item is asked again)
    assert min(opened) == 0 and max(opened) == 10 + 5         # no cap: up to 15
    assert all(isinstance(v, int) for v in capped | opened)


@pytest.mark.parametrize("raw", [None, []])
def test_the_random_pad_table_without_expansions_yet(raw):
    doc = {"game": "toy", "players": [{"name": "Ana"}]}
    if raw is not None:
        doc["expansions"] = raw
    out = Padded().randomize_pad(doc, random.Random(5))
    assert out["expansions"] == ["padded"]


def test_a_document_that_is_not_an_object_carries_no_expansions_fields():
    from scoring import games
    game = games.get("7w")
    for e in game.expansions:
        assert e.uses(["leaders"]) is False and e.uses("babel") is False and e.uses(None) is False
    assert game.expansions_in(["leaders"]) == ()


def test_an_expansion_played_whole_is_named_once():
    from scoring import games
    babel = games.get("7w").expansion("babel")
    assert babel.titles(["babel-tower", "babel-projects"]) == ["Babel (tower and Great Projects)"]
    assert babel.titles(["babel-projects", "babel-tower", "leaders"]) == ["Babel (tower and Great Projects)"]
    assert babel.titles(["babel-tower"]) == ["Babel: Tower of Babel only"]
    assert babel.titles(["leaders"]) == []


TIE = {"en": "Ira and Oleg tie on 2 points; most coins wins (Ira 6, Oleg 8): Oleg wins",
       "ru": "у Ira и Oleg поровну очков (2); побеждает тот, у кого больше монет (Ira 6, Oleg 8): победил Oleg",
       "uk": "у Ira і Oleg порівну очок (2); перемагає той, у кого більше монет (Ira 6, Oleg 8): переміг Oleg"}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_tie_at_a_table_playing_an_expansion_is_broken_by_coins_in_words(lang):
    # seed 000, Конец игры: a tie on points goes to the most coins; 6 and 8 coins are 2 VP each (1 per 3)
    from scoring import games
    from scoring.core.i18n import use_language
    doc = {"game": "7w", "expansions": ["leaders"], "players": [
        {"name": "Ira", "wonder": "Gizah", "side": "A", "coins": 6},
        {"name": "Oleg", "wonder": "Rhodos", "side": "A", "coins": 8},
        {"name": "Anna", "wonder": "Babylon", "side": "A", "coins": 0}]}
    with use_language(lang):
        result = games.score(doc)
    assert [(p.name, p.total, p.rank) for p in result.players] == [("Ira", 2, 2), ("Oleg", 2, 1), ("Anna", 0, 3)]
    assert result.winners == ("Oleg",) and result.extra["expansions"] == ["leaders"]
    assert result.tiebreak == TIE[lang]


@pytest.mark.parametrize("lang,sentence", [
    ("en", "expansions must be a list of expansion names, e.g. [\"babel\"]"),
    ("ru", "expansions должен быть списком названий дополнений, например [\"babel\"]"),
    ("uk", "expansions має бути списком назв доповнень, наприклад [\"babel\"]"),
])
def test_expansions_that_are_not_a_list(lang, sentence):
    from scoring import games
    from scoring.core.errors import BadInput
    from scoring.core.i18n import use_language
    doc = {"game": "7w", "expansions": "leaders", "players": [
        {"name": n, "wonder": w, "side": "A"} for n, w in (("Ira", "Gizah"), ("Oleg", "Rhodos"), ("Anna", "Babylon"))]}
    with use_language(lang), pytest.raises(BadInput) as exc:
        games.parse(doc)
    assert [(p.path, p.message) for p in exc.value.problems] == [("expansions", sentence)]


PLAYERS = [{"name": n, "wonder": w, "side": "A"} for n, w in (("Ira", "Gizah"), ("Oleg", "Rhodos"), ("Anna", "Babylon"))]
KNOWN = "cities, города, міста, wonderpack, набор чудес, набір чудес, babel, leaders, лидеры, лідери, armada, армада, edifice"


def _problems(doc):
    from scoring import games
    from scoring.core.errors import BadInput
    with pytest.raises(BadInput) as exc:
        games.parse(doc)
    return [(p.path, p.message) for p in exc.value.problems]


def test_every_unknown_expansion_name_is_blamed_at_its_place():
    # the 1st edition's expansions by every name their data gives (en, ru, uk)
    assert _problems({"game": "7w", "expansions": ["nope", "leaders", 7], "players": PLAYERS}) == [
        ("expansions[0]", f"unknown expansion 'nope'; known: {KNOWN}"),
        ("expansions[2]", f"unknown expansion 7; known: {KNOWN}")]


def test_expansions_not_a_list_beside_an_expansions_fields():
    # Cities' debt field puts Cities in play: its parser gets no "expansions", which was refused once
    doc = {"game": "7w", "expansions": "cities", "players": [dict(p, debt=0) for p in PLAYERS]}
    assert _problems(doc) == [("expansions", "expansions must be a list of expansion names, e.g. [\"babel\"]")]
    # Babel's tower puts Babel in play: its own parser, which reads its parts from "expansions", is not
    # told again that they are not a list (seed 004, Описание: the tower needs its part named)
    doc = {"game": "7w", "expansions": "babel", "tower": [1], "players": PLAYERS}
    assert _problems(doc) == [("expansions", "expansions must be a list of expansion names, e.g. [\"babel\"]"),
                              ("tower", "a tower needs \"babel-tower\" (or \"babel\") in \"expansions\"")]


def test_the_parts_of_one_expansion_named_one_by_one_add_up():
    # Babel's guild-token option needs the Great Projects (babel.json): named before the tower, still offered
    from scoring import games
    game = games.get("7w")
    for names in (["babel-projects", "babel-tower"], ["babel-tower", "babel-projects"], ["babel"]):
        assert [o.key for o in game.table_options_for(names)] == ["guild_token_copy"]
    assert [o.key for o in game.table_options_for(["babel-tower"])] == []
