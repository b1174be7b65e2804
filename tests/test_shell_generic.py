"""The shell is generic: no file of ``wonders/``, ``templates/`` or ``static/*.js`` uses a game or
expansion id as a value.  The ids are read from the registries (``scoring.games.GAMES``, each
game's ``expansions`` and their parts), so a game or expansion added later is covered too.

A Python file is read through its syntax tree (every string constant, f-string parts included,
except docstrings); a template or script with its comments removed.  An id counts where it stands
as a word of its own (``"7w"`` and ``"babel.tiles"`` are hits, ``"7w2"`` is not a hit for ``"7w"``,
``flask_babel`` is not one for ``"babel"``).
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from scoring import games

ROOT = Path(__file__).resolve().parent.parent

# The OpenAPI description is the API's documentation: its prose says which game's documents and
# verdicts carry which field ("Duel: the opponent", Babel's verdict schema), and its enums of games,
# expansions, rulebooks and checks are read from the registries (tests/test_openapi.py). It compares
# no id and draws no screen.
EXCLUDED: tuple[str, ...] = ("wonders/web/openapi.py",)

# Values that name a game and are not a comparison, each with its reason: (file, value) → why.
ALLOWED = {
    ("wonders/web/referee_architects.py", "architects"): "the screen's own name (Game.referee_screen chooses it)",
    ("wonders/web/referee_architects.py", "referee/architects.html"): "that screen's template",
    ("wonders/web/referee_duel.py", "duel"): "the screen's own name (Game.referee_screen chooses it)",
    ("wonders/web/referee_duel.py", "referee/duel.html"): "that screen's template",
    ("wonders/web/referee_views.py", "/architects"): "the Architects referee's address, kept for saved links",
    ("wonders/web/referee_views.py", "The referee screen is built for 7 Wonders"): "a sentence to the player",
    ("templates/referee/check.html", '<p class="hint">{{ _("Playing 7 Wonders Architects?") }}'): "a sentence to the player",
    ("wonders/search_words.py", "Pantheon"): "the blue card Pantheon (a search word's key), not the Duel expansion",
}


# Ids that are also the shell's own words, with what the word means there: such an id counts only
# where it stands alone as a value (a Python string equal to it, a quoted "id" in a template or a
# script), so the shell's "cities" of the players (the city screens, their routes and buttons) is no hit.
COMMON_WORDS = {"cities": "the players' cities: the city screens, their routes, buttons and headings"}


def ids() -> tuple[str, ...]:
    """Every game id of the registry, every expansion a box names, every attached expansion and part."""
    found: set[str] = set()
    for info in games.GAMES:
        found.add(info.id)
        found.update(info.expansions)
    for game in games.available():
        for e in game.expansions:
            found.add(e.id)
            found.update(e.parts)
    return tuple(sorted(found, key=len, reverse=True))


def pattern(names) -> re.Pattern:
    words = "|".join(re.escape(n) for n in names)
    return re.compile(rf"(?<![A-Za-z0-9_])(?:{words})(?![A-Za-z0-9_])", re.IGNORECASE)


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the constant nodes that are docstrings (module, class, function)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                out.add(id(body[0].value))
    return out


def python_values(text: str) -> list[tuple[int, str]]:
    """(line, value) of every string constant of a Python source that is not a docstring."""
    tree = ast.parse(text)
    skip = docstrings(tree)
    return [(n.lineno, n.value) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip]


COMMENTS = {
    ".html": re.compile(r"\{#.*?#\}|<!--.*?-->", re.S),
    ".js": re.compile(r"/\*.*?\*/|(?<![:\\'\"])//[^\n]*", re.S),
}


def text_values(text: str, suffix: str) -> list[tuple[int, str]]:
    """(line, text) of every line of a template or script, its comments blanked (lines kept)."""
    stripped = COMMENTS[suffix].sub(lambda m: "\n" * m.group(0).count("\n"), text)
    return list(enumerate(stripped.splitlines(), start=1))


def shell_files() -> list[Path]:
    files = sorted((ROOT / "wonders").rglob("*.py")) + sorted((ROOT / "templates").rglob("*.html")) \
        + sorted((ROOT / "static").glob("*.js"))
    return [f for f in files if not str(f.relative_to(ROOT)).startswith(EXCLUDED)]


def hits(path: Path, names) -> list[str]:
    """``path:line: value`` for every id used as a value in one file."""
    text = path.read_text(encoding="utf-8")
    values = python_values(text) if path.suffix == ".py" else text_values(text, path.suffix)
    others = [n for n in names if n not in COMMON_WORDS]
    found = pattern(others) if others else None
    words = [n for n in names if n in COMMON_WORDS]
    alone = re.compile("|".join(rf"([\"']){re.escape(w)}\1" for w in words)) if words else None
    rel = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path

    def hit(value: str) -> bool:
        if found is not None and found.search(value):
            return True
        if path.suffix == ".py":
            return value.strip().casefold() in words
        return alone is not None and alone.search(value) is not None
    return [f"{rel}:{line}: {value.strip()[:100]!r}" for line, value in values if hit(value)
            and not any(str(rel) == f and value.strip().startswith(v) for f, v in ALLOWED)]


def test_the_ids_come_from_the_registries():
    names = ids()
    assert games.DEFAULT in names and len(names) >= len(games.GAMES)
    assert all(e.id in names for g in games.available() for e in g.expansions)


def test_an_id_that_is_a_shell_word_is_a_hit_only_alone(tmp_path):
    py = tmp_path / "x.py"
    py.write_text('A = "Enter cities"\nB = "cities"\n', encoding="utf-8")
    html = tmp_path / "x.html"
    html.write_text('{{ _("2. Cities") }}\n{% if e == "cities" %}\n', encoding="utf-8")
    assert [h.split(": ", 1)[0].rsplit(":", 1)[1] for h in hits(py, ("cities",))] == ["2"]
    assert [h.split(": ", 1)[0].rsplit(":", 1)[1] for h in hits(html, ("cities",))] == ["2"]


def test_no_game_or_expansion_id_in_the_shell():
    names = ids()
    found = [h for f in shell_files() for h in hits(f, names)]
    assert not found, "the shell names a game or expansion (ask the registry instead):\n" + "\n".join(found)


@pytest.mark.parametrize("source, suffix", [
    ('def f(game):\n    """Only the 7w has it."""\n    return game.id == "7w"\n', ".py"),
    ('x = f"{prefix}-babel-tiles"\n', ".py"),
    ('{# babel #}\n{% if game.id == "duel" %}x{% endif %}\n', ".html"),
    ('// 7w2 here\nif (game === "7w2") { go(); }\n', ".js"),
])
def test_a_planted_id_is_found(tmp_path, source, suffix):
    planted = tmp_path / f"planted{suffix}"
    planted.write_text(source, encoding="utf-8")
    assert len(hits(planted, ids())) == 1


@pytest.mark.parametrize("source, suffix", [
    ('"""The 7w and Babel."""\n# duel here\nfrom flask_babel import gettext\nx = "7w2x"\n', ".py"),
    ('{# babel #}<!-- 7w -->\n<p>{{ game.title }}</p>\n', ".html"),
    ('/* duel */\n// babel\nconst url = "https://x/";\n', ".js"),
])
def test_comments_docstrings_and_other_words_are_not_hits(tmp_path, source, suffix):
    planted = tmp_path / f"clean{suffix}"
    planted.write_text(source, encoding="utf-8")
    assert hits(planted, ids()) == []
