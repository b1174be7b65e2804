"""Conformance of names (issue 9, item 4): every supported game brings its names in all three languages.

Run over every available game of the registry (``scoring.games.available()``) and the data files
of its expansions.  Nothing here names a game's cards: a game's named things are found in its
data file (``scoring/data/<game>.json``) by shape — every object carrying a ``"name"`` — so a
game added later is held to the same rule without touching this file:

* every named thing (card, wonder, token, progress token, tile, project, kind …) has a ``"ru"``
  and a ``"uk"`` list of names, and where a list is empty the thing is listed in the data
  file's ``names_not_found[<lang>]`` (by its English name, or a record with "name" and "reason"), whose ``names_sources[<lang>]`` says
  where was looked (the app then falls back to English);
* nothing is listed as not found and named at the same time, and the list names only real things;
* a wonder's sides are named in ``side_names`` (or listed as not found);
* a collection whose ``"name"`` is only our description (Duel's military tokens print none) is
  declared in the data file's ``unnamed`` record, with the reason.
"""
from __future__ import annotations

import json
from importlib import resources
from typing import Any, Iterator

import pytest

from scoring import games

LANGS = ("ru", "uk")


def _data_files() -> list[tuple[str, str]]:
    """(label, data file) for every available game and every expansion of it that has a data file."""
    data_dir = resources.files("scoring").joinpath("data")
    out: list[tuple[str, str]] = []
    for game in games.available():
        out.append((game.id, game.info.data or ""))
        for expansion in game.info.expansions:
            name = f"{expansion}.json"
            if data_dir.joinpath(name).is_file() and (expansion, name) not in out:
                out.append((expansion, name))
    return out


def _load(filename: str) -> dict:
    assert filename, "a supported game keeps its names in a data file (scoring/data), not in code"
    return json.loads(resources.files("scoring").joinpath("data").joinpath(filename).read_text(encoding="utf-8"))


def named_things(data: dict) -> Iterator[tuple[str, dict]]:
    """(path, thing) for every object with a string "name", outside the collections declared unnamed."""
    # the records about names (names_not_found, names_unconfirmed, names_sources) are not things
    unnamed = set(data.get("unnamed", {})) | {key for key in data if key.startswith("names_")}

    def walk(node: Any, path: str) -> Iterator[tuple[str, dict]]:
        if isinstance(node, dict):
            if isinstance(node.get("name"), str):
                yield path, node
            for key, value in node.items():
                yield from walk(value, f"{path}.{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                yield from walk(value, f"{path}[{i}]")

    for key, value in data.items():
        if key not in unnamed:
            yield from walk(value, key)


def _params() -> list:
    return [pytest.param(label, filename, id=label) for label, filename in _data_files()]


def _gaps(data: dict) -> list[str]:
    """Every way the data file breaks the rule, as readable lines (empty: it conforms)."""
    gaps: list[str] = []
    not_found = data.get("names_not_found") or {}
    sources = data.get("names_sources") or {}
    things = list(named_things(data))
    if not things:
        gaps.append("no named thing found in the data file")
    real = {thing["name"] for _, thing in things}
    for lang in LANGS:
        # an entry is the English name, or a record {"name", "kind", "reason"} saying why
        missing = {e if isinstance(e, str) else e.get("name") for e in not_found.get(lang, ())}
        for path, thing in things:
            names = thing.get(lang)
            if not isinstance(names, list) or not all(isinstance(n, str) and n.strip() for n in names):
                gaps.append(f"{path} ({thing['name']}): '{lang}' must be a list of names")
            elif names and thing["name"] in missing:
                gaps.append(f"{path} ({thing['name']}): named in {lang}, yet listed in names_not_found.{lang}")
            elif not names and thing["name"] not in missing:
                gaps.append(f"{path} ({thing['name']}): no {lang} name and not in names_not_found.{lang}")
        # sides of boards: named in side_names, or listed as not found by their key
        side_names = data.get("side_names") or {}
        for path, thing in things:
            for side in (thing.get("sides") or {}) if isinstance(thing.get("sides"), dict) else ():
                if not (side_names.get(side) or {}).get(lang) and side not in missing:
                    gaps.append(f"{path}.sides.{side}: no {lang} side name in side_names")
        sides = {s for _, t in things if isinstance(t.get("sides"), dict) for s in t["sides"]}
        stale = missing - real - sides
        if stale:
            gaps.append(f"names_not_found.{lang} lists what the data file does not hold: {sorted(stale)}")
        if (missing or any(t.get(lang) for _, t in things)) and not sources.get(lang):
            gaps.append(f"names_sources.{lang} must say where the {lang} names come from or were looked for")
    for key, reason in (data.get("unnamed") or {}).items():
        if key not in data or not (isinstance(reason, str) and reason.strip()):
            gaps.append(f"unnamed.{key}: must be a collection of the file, with the reason")
    return gaps


@pytest.mark.parametrize("label, filename", _params())
def test_every_named_thing_has_russian_and_ukrainian_names_or_is_listed_as_not_found(label, filename):
    gaps = _gaps(_load(filename))
    assert not gaps, f"{label} ({filename}):\n" + "\n".join(gaps[:40])


def test_the_walk_finds_every_kind_of_named_thing():
    # the check can fail: a thing without names and not listed is reported, and so is a stale entry
    data = {"names_sources": {"ru": "x", "uk": "x"}, "names_not_found": {"ru": ["Ghost"], "uk": []},
            "cards": [{"name": "A", "ru": ["А"], "uk": []}],
            "wonders": [{"name": "W", "ru": ["В"], "uk": ["В"], "sides": {"A": {}}}],
            "cat": {"name": "Cat", "ru": [], "uk": ["Кіт"]}}
    gaps = "\n".join(_gaps(data))
    assert "cards[0] (A): no uk name" in gaps
    assert "cat (Cat): no ru name" in gaps
    assert "wonders[0].sides.A: no ru side name" in gaps
    assert "does not hold: ['Ghost']" in gaps
    data["unnamed"] = {"cards": "printed without names"}
    assert [p for p, _ in named_things(data)] == ["wonders[0]", "cat"]


def test_every_available_game_and_expansion_is_checked():
    labels = [label for label, _ in _data_files()]
    assert {g.id for g in games.available()} <= set(labels)
    assert "7w" in labels and "duel" in labels


@pytest.mark.parametrize("game", games.available(), ids=lambda g: g.id)
def test_every_game_has_its_title_in_each_language_and_is_found_by_it(game):
    from scoring.core import i18n
    from scoring.games import find_game
    for lang in LANGS:
        title = game.info.title_in(lang)
        assert title != game.info.title and any("\u0400" <= ch <= "\u04ff" for ch in title), (game.id, lang)
        with i18n.use_language(lang):
            assert game.title == title
        assert find_game(title) is game.info          # a document may name the game as its box does
    assert game.title == game.info.title              # English outside any language


def test_the_setup_screen_lists_the_games_by_their_ukrainian_titles(client):
    page = client.get("/games/new?lang=uk").get_data(as_text=True)
    assert ">7 Чудес: Дуель<" in page and ">7 Чудес: Архітектори<" in page
    assert ">7 Wonders Duel<" not in page
