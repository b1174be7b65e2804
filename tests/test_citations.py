"""Rule citations as data (referee.core.citations): a reader sees a rulebook and its section in their
language, never the developers' source-text numbers ("seed 000") nor an issue number; the code's
comments cite rulebook sections, not issues."""
from __future__ import annotations

import ast
import copy
import html
import io
import pathlib
import re
import tokenize

import pytest

from referee.core.citations import BOOKS, BY_SOURCE, SECTIONS, Rule, cite, parse, slug
from referee.registry import referee_for
from scoring import games
from scoring.core.i18n import use_language

ROOT = pathlib.Path(__file__).resolve().parent.parent
LANGS = ("en", "ru", "uk")
DEVELOPER_NOTE = re.compile(r"seed|\b\d{3}\b|#\d+|\bfacts\b|\.md\b|RP-FAQ")
CYRILLIC = re.compile(r"[\u0400-\u04FF]")
GAMES = [g for g in games.available() if g.referee_examples()]


def citations(answer) -> list[tuple[str, object]]:
    """(field, value) of every citation of a verdict: each ``rule`` and each ``citation``."""
    found: list[tuple[str, object]] = []
    if isinstance(answer, dict):
        for k, v in answer.items():
            if k in ("rule", "citation"):
                found.append((k, v))
            else:
                found += citations(v)
    elif isinstance(answer, list):
        for v in answer:
            found += citations(v)
    return found


def test_every_source_text_is_one_rulebook():
    assert sorted(s for s in BY_SOURCE if s.isdigit()) == ["000", "001", "002", "003", "004"]
    assert {b.id for b in BOOKS.values()} == {"7w", "7w2", "architects", "duel", "babel", "leaders", "agora",
                                               "pantheon", "wonderpack", "cities"}
    assert BOOKS["agora"].source.startswith("facts: ")     # no seed holds it
    assert BOOKS["wonderpack"].source == "WP-RULES"        # the English rules sheet (wonderpack.json)
    assert len({slug(t) for _w, t in SECTIONS}) == len({t for _w, t in SECTIONS})


@pytest.mark.parametrize("raw, home, book, text", [
    ("7w, Торговля", "7w", "7w", "Rulebook, Trading"),
    ("babel, Штрафы", "7w", "babel", "Babel rulebook, Penalties"),
    ("seed 004, Штрафы", "7w", "babel", "Babel rulebook, Penalties"),      # a comment's source-text form
    ("duel, Торговля", "7w", "duel", "7 Wonders Duel rulebook, Trading"),
    ("architects, Червоні карти; Розіграш битви", "architects", "architects",
     "Rulebook, Red cards (military); The battle"),
])
def test_a_citation_names_the_rulebook_and_its_section(raw, home, book, text):
    shown = cite(raw, home)
    assert shown["rule"] == text and {c["book"] for c in shown["citation"]} == {book}
    with use_language("ru"):
        assert not DEVELOPER_NOTE.search(cite(raw, home)["rule"])


def test_a_citation_reads_in_the_readers_language():
    with use_language("ru"):
        assert cite("7w, Торговля")["rule"] == "Правила, Торговля"
        assert cite("babel, Штрафы")["rule"] == "Правила дополнения «Вавилон», Штрафы"
    with use_language("uk"):
        assert cite("7w, Торговля")["rule"] == "Правила, Торгівля"
        assert cite("duel, Торговля")["rule"] == "Правила «7 Чудес: Дуель», Торгівля"


def _code_citations() -> list[tuple[str, str]]:
    """Every citation string of the referee's code: (file, citation)."""
    out = []
    for path in sorted((ROOT / "referee").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}       # docstrings
        skip |= {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
                    and re.match(r"^((7w|7w2|architects|duel|babel), |Babel tile \d+; |Great Project: \w[^;]*; |facts )",
                                 node.value)):
                out.append((path.name, node.value))
    return out


@pytest.mark.parametrize("where, raw", _code_citations())
def test_every_citation_of_the_code_is_a_section_of_the_table(where, raw):
    rules = parse(raw)
    assert rules and all(isinstance(r, Rule) and r.section for r in rules), (where, raw)


def test_the_code_names_rulebooks_not_source_texts():
    """The source texts' numbers are in ``BOOKS`` only: no citation of the code names one."""
    assert len(_code_citations()) > 90
    for path in sorted((ROOT / "referee").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
        strings = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
                   and id(n) not in docs]
        assert [s for s in strings if re.search(r"seed \d{3}", s)] == [] or path.name == "citations.py", path.name


def _check_cited(answer: dict, lang: str, where: str) -> None:
    found = citations(answer)
    assert found, where
    for field, value in found:
        if field == "rule":
            assert isinstance(value, str) and value and not DEVELOPER_NOTE.search(value), (where, value)
            if lang == "en":
                assert not CYRILLIC.search(value), (where, value)
        else:
            assert value and all(c["book"] in BOOKS for c in value), (where, value)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
@pytest.mark.parametrize("lang", LANGS)
def test_every_example_verdict_cites_rulebooks_through_the_api(game, lang, client):
    for k, doc in enumerate(game.referee_examples()):
        answer = client.post(f"/api/check?lang={lang}", json=doc)
        assert answer.status_code == 200
        _check_cited(answer.get_json(), lang, f"{game.id} example {k} ({lang})")
        # the game's referee called directly names things by the box the API chose for the table
        with use_language(lang), games.use_box_of(doc):
            assert answer.get_json() == referee_for(game)(copy.deepcopy(doc))


def _screen(app, game, doc: dict, verdict: dict, lang: str) -> str:
    from wonders.web import referee_views as views
    with app.test_request_context(f"/referee?lang={lang}"):
        app.preprocess_request()
        if game.id == "architects":
            page, _status = views.render_architects(doc, verdict=verdict)
        else:
            page, _status = views.render_referee(doc, verdict=verdict)
    return page


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
@pytest.mark.parametrize("lang", LANGS)
def test_every_example_verdict_cites_rulebooks_on_the_referee_screen(game, lang, app):
    for k, doc in enumerate(game.referee_examples()):
        with use_language(lang):
            verdict = referee_for(game)(copy.deepcopy(doc))
        page = _screen(app, game, doc, verdict, lang)
        shown = [html.unescape(t) for t in
                 re.findall(r'<cite class="rule"><span class="rule-title">(.*?)</span></cite>', page, re.S)]
        if verdict.get("reasons") or verdict.get("steps"):
            assert shown, f"{game.id} example {k}"
        assert "seed" not in page.lower(), f"{game.id} example {k} ({lang})"
        for text in shown:
            assert not DEVELOPER_NOTE.search(text), (game.id, k, lang, text)
            assert lang != "en" or not CYRILLIC.search(text), (game.id, k, text)


# -- comments cite rulebook sections, not issues ---------------------------------------------

ISSUE = re.compile(r"\bissues? #?\d+|(?:^|[\s(\[,;])#\d+\b", re.I)
SHELL = ("scoring", "referee", "wonders", "templates", "static")


def _comments(path: pathlib.Path) -> list[tuple[int, str]]:
    """(line, text) of every comment and docstring of a source file."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".py":
        out = []
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.COMMENT:
                out.append((tok.start[0], tok.string.lstrip("#")))
            elif tok.type == tokenize.STRING and tok.string.lstrip("rbuRBU").startswith(('"""', "'''")):
                out.append((tok.start[0], tok.string))
        return out
    pattern = {".html": r"\{#.*?#\}|<!--.*?-->", ".js": r"//[^\n]*|/\*.*?\*/", ".css": r"/\*.*?\*/"}[path.suffix]
    return [(text.count("\n", 0, m.start()) + 1, m.group(0).strip("{}#/*!<>-")) for m in
            re.finditer(pattern, text, re.S)]


def _sources() -> list[pathlib.Path]:
    return [p for top in SHELL for p in sorted((ROOT / top).rglob("*"))
            if p.suffix in (".py", ".html", ".js", ".css") and p.is_file()]


def test_no_comment_points_at_an_issue_number():
    found = [f"{p.relative_to(ROOT)}:{line}: {text.strip()[:80]}" for p in _sources()
             for line, text in _comments(p) if ISSUE.search(text)]
    assert found == []


def test_the_issue_scanner_sees_issue_numbers():
    assert ISSUE.search("the Babel document (issue 12)") and ISSUE.search("see #47")
    assert not ISSUE.search("Babel tile 13 (seed 004, Штрафы)") and not ISSUE.search("numbers as #,##0.##")


@pytest.mark.parametrize("game", games.available(), ids=[g.id for g in games.available()])
def test_the_catalogue_and_entry_answers_hold_no_developer_notes(game, client):
    for url in ("/api/games", f"/api/catalogue/{game.id}",
                f"/api/games/{game.id}/entry?players={game.info.max_players}", "/api/openapi.json"):
        answer = client.get(url)
        assert answer.status_code == 200 and not re.search(r"seed ?\d|\bissue \d", answer.get_data(as_text=True)), url


def test_the_apps_reading_is_cited_as_such_and_its_note_never_shown():
    from scoring.core.i18n import use_language
    raw = "babel, Penalties; app's reading (scoring/data/babel.json notes)"
    said = {}
    for lang in ("en", "ru", "uk"):
        with use_language(lang):
            said[lang] = cite(raw, "7w")
    assert said["en"]["rule"] == "Babel rulebook, Penalties; the app's reading where the rules leave the point open"
    assert said["en"]["citation"][-1] == {"book": "babel", "section": "reading"}
    assert said["uk"]["rule"].endswith("; як вважає застосунок: правила залишають це питання відкритим")
    assert not any("scoring/data" in s["rule"] for s in said.values())
