"""Babel at a glance (issue 27, point 7): each tower tile and each Great Project is shown with its
name, its one-line effect and (tiles) its printed number, on the city screen and on the referee screen,
in en/ru/uk, and the city screen's search finds them like cards (scoring/expansions/babel/entry.py)."""
from __future__ import annotations

import json
import re

import pytest

from scoring.core.i18n import use_language
from scoring.expansions.babel.catalogue import babel_catalogue
from scoring.expansions.babel.entry import entry_tokens
from scoring.expansions.babel.texts import PROJECT_EFFECTS, text
from tests.test_web_games import setup


def _sections(lang: str) -> dict:
    with use_language(lang):
        return {s["id"]: s for s in entry_tokens(["babel"])[0]}


def test_every_project_has_a_one_line_effect_listed_for_translation():
    cat = babel_catalogue()
    assert all(p.effect for p in cat.projects)
    assert {p.effect for p in cat.projects} <= set(PROJECT_EFFECTS)
    for lang in ("ru", "uk"):
        with use_language(lang):
            assert all(text(e) != e for e in PROJECT_EFFECTS), lang


@pytest.mark.parametrize("lang, tile, detail", [
    ("en", "Tile 5", "Building a blue card gives coins equal to the age"),
    ("ru", "Тайл 5", None),
    ("uk", "Тайл 5", None)])
def test_each_tile_has_its_number_its_name_and_its_effect(lang, tile, detail):
    tiles = _sections(lang)["babel.tiles"]
    assert len(tiles["names"]) == 24 and tiles["names"]["5"] == tile
    if detail:
        assert tiles["details"]["5"] == detail
    else:                                    # translated, never the English summary
        assert tiles["details"]["5"] and "blue card" not in tiles["details"]["5"]
    # found by its number and by its name in every language
    assert {"5", "Tile", "Тайл"} <= set(tiles["search"]["5"].split())


def test_each_token_says_which_projects_give_it_and_the_projects_are_listed_with_their_effects():
    en, uk = _sections("en")["babel.tokens"], _sections("uk")["babel.tokens"]
    assert en["details"]["free-build"].startswith("from Cranes, Sewer Network: ")
    assert uk["details"]["free-build"].startswith("нагорода за Cranes, Sewer Network: ")
    assert "Cranes" in en["search"]["free-build"] and "жетон безкоштовної споруди" in en["search"]["free-build"]
    assert "Зеркало Войны" in en["search"]["victory-3"]           # War Mirror's Russian name (seed 004)
    glossary = {g["name"]: g["text"] for g in en["glossary"]}
    assert len(glossary) == 15
    assert glossary["Rampart Road (I, yellow)"] == "Participation: 1 coin and 1 stone; reward: 4 coins; penalty: lose all coins"
    ru = {g["search"]: g["text"] for g in _sections("ru")["babel.tokens"]["glossary"]}
    assert ru["River Port Речной Порт"] == "Участие: 1 монета и 1 ткань; награда: 6 монет; штраф: потерять все монеты"


@pytest.mark.parametrize("lang, shown", [
    ("en", ["Tile 19", "Military victory tokens are reduced: 1 → nothing, 3 → 1, 5 → 3", "Great Projects",
            "Participation: 5 coins; reward: Double Shield token; penalty: discard 2 Victory tokens"]),
    ("ru", ["Тайл 19", "Великие Проекты", "Участие: 4 монеты; награда: жетон Науки; штраф: сбросить синюю карту"]),
    ("uk", ["Тайл 19", "Великі Проєкти", "Участь: 4 монети; нагорода: жетон Науки; штраф: скинути синю карту"])])
def test_the_city_screen_shows_tiles_and_projects_with_their_effects(client, lang, shown):
    client.get(f"/?lang={lang}")
    # every wonder chosen: no deal to confirm first (the helper reads the English page for it)
    page = setup(client, expansions="babel", **{"players-1-wonder": "Babylon", "players-1-side": "A"}).get_data(as_text=True)
    for words in shown:
        assert words in page, words
    chip = re.search(r'<span class="chip described" data-search="([^"]*)"><input type="checkbox" name="babel-tiles" value="19"', page)
    assert chip and "19" in chip.group(1).split() and "Тайл" in chip.group(1)


def test_the_referee_screen_lists_the_projects_with_their_effects_and_the_chosen_one(client):
    doc = {"game": "7w", "expansions": ["babel"], "players": [
        {"name": n, "wonder": w, "side": "A", "cards": [], "coins": 3}
        for n, w in (("Ann", "Rhodos"), ("Bob", "Gizah"), ("Cid", "Babylon"))]}
    data = {"document": json.dumps(doc), "check": "1", "player": "Ann", "age": "2", "action": "build",
            "card": "Temple", "babel-present": "1", "babel-tower": "8", "babel-project": "Obelisk"}
    page = client.post("/referee", data=data, headers={"Accept-Language": "ru"},
                       follow_redirects=True).get_data(as_text=True)
    effect = "Участие: 1 монета и 1 папирус; награда: жетон Щита; штраф: сбросить коричневую карту"
    assert f"Obelisk (II, синего цвета) — {effect}" in page                      # the option
    assert re.search(r'id="babel-project-effect"><li>Obelisk \(II, синего цвета\): ' + effect, page)
    assert "Cranes (I, зелёного цвета) — Участие: 1 монета;" in page
