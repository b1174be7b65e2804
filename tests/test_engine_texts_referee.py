"""What the referee and the Babel expansion say, in Russian and Ukrainian (issue 9, deliver 3).

The sweep: for every registered game, each of its referee examples (and a variant where the
acting player holds no coins, so the refusals speak too), its score examples and its bad examples
are answered in English, Russian and Ukrainian; no text a person reads (a reason, a problem's
message, a score detail, a citation's title) may stay an English sentence in Russian or Ukrainian.
``english_words`` is the detector; ``test_the_detector_catches_an_unwrapped_sentence`` shows it
fails on a sentence left in English.

Known values: Babel's tower row (seed 004, Конец игры: 1 → 2, 2 → 5, 3 → 10 VP) and the README's
Babel table (scoring.babel.examples.EXAMPLE); the River Port example (seed 004, Описание Эпохи).
"""
from __future__ import annotations

import copy
import re

import pytest

import scoring.games as games
from referee.citations import describe
from scoring.errors import BadInput
from scoring.i18n import use_language

# Function words of English: a text in Russian or Ukrainian that has one of them outside quotes
# (a quoted name, a machine key such as "babel-tower") is an English sentence or a glued piece.
ENGLISH = re.compile(r"\b(the|is|are|and|of|to|for|from|with|cannot|must|only|not|has|have|holds|takes|"
                     r"gives|costs|builds|buys|pays|needs|already|unknown|got|should|each|but|placed|"
                     r"neighbour|token|tile|wonder|board|printed|card|coins|impossible|conflict|need|give|visible|different|"
                     r"symbols|never|cheaper|nothing|built|plays|discards)\b")
# quoted names and keys, lists of keys ("name, wonder, stages"), document paths such as
# players[0].babel.tiles[1]
QUOTED = re.compile(r"\b[a-z_]+(?:, [a-z_]+){2,}|'[^']*'|\"[^\"]*\"|«[^»]*»|`[^`]*`|\b\w+(?:\[\d+\])+(?:\.\w+(?:\[\d+\])*)*")


def english_words(text: str, names: frozenset[str] = frozenset()) -> list[str]:
    """The English function words of ``text`` outside quotes and outside the given names."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return ENGLISH.findall(QUOTED.sub(" ", text))


def _texts(out, path="") -> list[tuple[str, str]]:
    """(where, text) of every text a person reads in a referee answer; a rule's title too."""
    found = []
    if isinstance(out, dict):
        for k, v in out.items():
            where = f"{path}.{k}" if path else k
            if k in ("text", "message", "tiebreak", "explanation") and isinstance(v, str):
                found.append((where, v))
            elif k == "rule" and isinstance(v, str):
                found.append((where + "(title)", describe(v)["title"]))
            else:
                found += _texts(v, where)
    elif isinstance(out, (list, tuple)):
        for i, v in enumerate(out):
            found += _texts(v, f"{path}[{i}]")
    return found


def _answer(doc, lang, how) -> list[tuple[str, str]]:
    """(where, text) of the answer to ``doc`` in ``lang`` (rule titles described in that language)."""
    with use_language(lang):
        try:
            if how == "score":
                r = games.score(copy.deepcopy(doc))
                out = [{"text": d.text} for p in r.players for d in p.details] + [{"tiebreak": r.tiebreak or ""}]
            else:
                out = games.referee(copy.deepcopy(doc))
        except BadInput as exc:
            out = [{"message": p.message} for p in exc.problems]
        return _texts(out)


def _broke(doc: dict) -> dict | None:
    """The referee example with the acting player's coins at 0 (refusals and their reasons)."""
    action = doc.get("action")
    if not isinstance(action, dict):
        return None
    out = copy.deepcopy(doc)
    for p in out["players"]:
        if p.get("name") == action.get("player") and "coins" in p:
            p["coins"] = 0
            return out
    return None


def _names(doc) -> frozenset[str]:
    """Player names (they are never translated)."""
    players = doc.get("players") if isinstance(doc, dict) else None
    return frozenset(p["name"] for p in players or () if isinstance(p, dict) and isinstance(p.get("name"), str))


def _fallback_names(lang: str) -> frozenset[str]:
    """English names shown because the data has no printed name in ``lang`` (the data says why):
    a name, not a sentence left in English."""
    from scoring.babel.catalogue import babel_catalogue
    babel = babel_catalogue()
    return frozenset(t.name for t in (*babel.tokens, *babel.projects) if not getattr(t, lang, ()))


def _cases():
    for game in games.available():
        for k, doc in enumerate(game.referee_examples()):
            yield f"{game.id}-referee-{k}", doc, "referee"
            broke = _broke(doc)
            if broke is not None:
                yield f"{game.id}-referee-{k}-no-coins", broke, "referee"
        for k, doc in enumerate(game.examples()):
            yield f"{game.id}-score-{k}", doc, "score"
        for k, bad in enumerate(game.bad_examples()):
            yield f"{game.id}-bad-{k}", bad.doc, "score"


CASES = list(_cases())


def untranslated(doc, how, lang) -> list[tuple[str, str]]:
    names = _names(doc) | _fallback_names(lang)
    return [(where, text) for where, text in _answer(doc, lang, how) if english_words(text, names)]


@pytest.mark.parametrize("lang", ["uk", "ru"])
@pytest.mark.parametrize("case,doc,how", CASES, ids=[c[0] for c in CASES])
def test_no_english_sentence_in_the_engine_answer(case, doc, how, lang):
    assert untranslated(doc, how, lang) == []


def test_the_sweep_covers_every_game_and_speaks():
    ids = {c[0].split("-")[0] for c in CASES}
    assert {g.id for g in games.available()} <= ids
    assert any(how == "referee" for _c, _d, how in CASES)
    # the English answers do have English sentences: the detector has something to find
    doc = next(d for c, d, how in CASES if how == "referee")
    assert english_words(" ".join(t for _w, t in _answer(doc, "en", "referee")))


def test_the_detector_catches_an_unwrapped_sentence(monkeypatch):
    """An English sentence not passed through scoring.i18n is found (so the sweep can fail)."""
    import referee.check as check
    doc = next(d for c, d, how in CASES if c == "7w-referee-0")
    assert untranslated(doc, "referee", "uk") == []
    real = check._explain_option

    def unwrapped(*args, **kwargs):
        out = real(*args, **kwargs)
        return dict(out, text="Ira produces the wood and pays 4 coins")      # as before issue 9
    monkeypatch.setattr(check, "_explain_option", unwrapped)
    found = untranslated(doc, "referee", "uk")
    assert [t for _w, t in found] == ["Ira produces the wood and pays 4 coins"]
