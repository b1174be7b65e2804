"""Names the app translated itself are search words, never shown as printed (README, "The box's language").

A data file's Russian or Ukrainian name whose every source (``names_src``) is the app's translation
(``TR``) is printed on no card: the card search, "Add cards by name", the API and a document still
find the thing by it, in every language, while every screen, explanation, verdict and PDF shows the
English name, as for a name in ``names_not_found``.  A name with a real source (seed 004's «Рамзес»,
«Тайный Склад») is shown as printed.
"""
from __future__ import annotations

import copy
import io
import json
import re
from pathlib import Path

import pytest

from helpers import player, table
from scoring import games
from scoring.core import i18n
from scoring.core.names import TRANSLATION, names_of

GAME = games.get("7w")
DATA = Path(games.__file__).parents[1] / "data"
EXPANSIONS = ["leaders", "cities", "wonderpack"]
# Ira: Cleopatra, Hideout (names the app translated), Ramses, the Secret Warehouse (named by seed 004)
CITY = dict(table(player("Ira", "Rhodos", stages=1, coins=7, cards=["Клеопатра", "Убежище", "Рамзес", "Тайный склад"]),
                  player("Oleg", "Стоунхендж", stages=1, cards=["Stone Pit"], coins=3),
                  player("Sofia", "Babylon", cards=["Scriptorium"], coins=3)),
            expansions=EXPANSIONS, box="ru")


def _entries():
    """(file, entry, language) for every named entry of every data file with a name in that language."""
    for path in sorted(DATA.glob("*.json")):
        stack = [json.loads(path.read_text(encoding="utf-8"))]
        while stack:
            node = stack.pop()
            if isinstance(node, list):
                stack.extend(node)
            elif isinstance(node, dict):
                if isinstance(node.get("name"), str) and isinstance(node.get("names_src"), dict):
                    for lang in ("ru", "uk"):
                        if node.get(lang):
                            yield path.name, node, lang
                stack.extend(node.values())


def _catalogue():
    return GAME.catalogue_for({"game": "7w", "expansions": EXPANSIONS, "players": []})


def test_names_of_keeps_printed_names_and_makes_translations_search_words():
    raw = {"aliases": ["Ramesses"], "ru": ["Рамзес"], "uk": ["Рамзес", "Рамсес"],
           "names_src": {"ru": ["S004"], "uk": [TRANSLATION]}}
    assert names_of(raw) == {"aliases": ["Ramesses", "Рамзес", "Рамсес"], "ru": ["Рамзес"], "uk": []}
    mixed = {"ru": ["Клеопатра"], "names_src": {"ru": ["S004", TRANSLATION]}}     # one real source is enough
    assert names_of(mixed)["ru"] == ["Клеопатра"]
    assert names_of({"ru": ["Арсенал"]}) == {"aliases": [], "ru": ["Арсенал"], "uk": []}   # no sources given


def test_the_three_files_do_name_things_only_the_app_translated():
    # the rule has something to act on: Leaders, Cities and the Wonder Pack list such names
    translated = {(f, e["name"]) for f, e, lang in _entries() if set(e["names_src"].get(lang) or ()) <= {TRANSLATION}
                  and e["names_src"].get(lang)}
    assert {("leaders.json", "Cleopatra"), ("cities.json", "Hideout"), ("wonderpack.json", "Stonehenge")} <= translated
    assert {f for f, _ in translated} == {"leaders.json", "cities.json", "wonderpack.json"}


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_every_translated_name_finds_its_thing_and_is_never_shown(lang):
    cat = _catalogue()
    checked = 0
    for file, entry, entry_lang in _entries():
        if entry_lang != lang or file not in {"leaders.json", "cities.json", "wonderpack.json"}:
            continue
        thing = cat.card(entry["name"]) or cat.wonder(entry["name"])
        if thing is None:                       # a promo or token the 1st-edition catalogue does not hold
            continue
        translated = set(entry["names_src"][lang]) <= {TRANSLATION}
        shown = i18n.display(thing, lang)
        assert shown == (entry["name"] if translated else entry[lang][0]), (file, entry["name"], lang, shown)
        for spelling in entry[lang]:            # every spelling still finds it, in any interface
            found = cat.card(spelling) or cat.wonder(spelling)
            assert found is not None and found.name == thing.name, (file, spelling)
        checked += 1
    assert checked > 40


def test_explanations_show_the_english_name_and_the_printed_one():
    with i18n.use_language("ru"):
        result = games.score(copy.deepcopy(CITY))
    text = " | ".join(d.text for d in result.players[0].details)
    assert "Cleopatra" in text and "Клеопатра" not in text, text
    oleg = " | ".join(d.text for d in result.players[1].details)
    assert "Stonehenge A, этап 1" in oleg and "Стоунхендж" not in oleg, oleg


def test_a_verdict_names_the_leader_in_english_and_a_printed_card_as_printed():
    from referee.registry import referee
    leaders = GAME.expansion("leaders").referee_examples()[0]
    with i18n.use_language("ru"):
        verdict = referee(dict(copy.deepcopy(leaders), box="ru", action={"player": "Ira", "recruit": "Клеопатра"}))
    text = " ".join(r["text"] for r in verdict["reasons"])
    assert verdict["card"] == "Cleopatra" and "«Cleopatra»" in text and "Клеопатра" not in text, text
    cities = GAME.expansion("cities").referee_examples()[0]
    doc = dict(copy.deepcopy(cities), age=1, box="ru")
    with i18n.use_language("ru"):
        hideout = referee(dict(doc, action={"player": "Ira", "build": "Убежище"}))
        warehouse = referee(dict(doc, action={"player": "Ira", "build": "Тайный склад"}))
    assert "«Hideout»" in " ".join(r["text"] for r in hideout["reasons"]), hideout
    assert "«Тайный Склад»" in " ".join(r["text"] for r in warehouse["reasons"]), warehouse


def test_the_city_screen_shows_english_names_and_the_search_finds_the_translation(client, web):
    from tests.test_web_games import city
    doc = copy.deepcopy(CITY)
    page = city(client, json.dumps(doc), 0, "0", cards=["Ramses", "Secret Warehouse"],
                cards_text="Клеопатра, Схованка").get_data(as_text=True)     # «Схованка»: the Ukrainian one
    saved = json.loads(web.document(page))
    assert saved["box"] == "ru"
    assert {"Cleopatra", "Hideout", "Ramses", "Secret Warehouse"} <= set(saved["players"][0]["cards"])
    # the chips: the label is the English name, the search text holds the translation
    chip = re.search(r'<[^>]*data-search="([^"]*клеопатра[^"]*)"[^>]*>(.*?)</label>', page, re.S)
    assert chip, "no chip found by «клеопатра»"
    assert "Cleopatra" in chip.group(2) and "Клеопатра" not in chip.group(2)
    assert "Клеопатра" not in page and "Убежище" not in page         # shown nowhere, only searched (lower case)
    assert "Рамзес" in page and "Тайный Склад" in page                # printed names are shown


def test_the_pdf_sheet_shows_the_english_name_in_a_russian_box(client, save_game):
    from pypdf import PdfReader
    doc = copy.deepcopy(CITY)
    doc["players"][2]["wonder"] = "Петра"                            # typed by the app's translation
    share, _ = save_game(doc)
    r = client.get(f"/sheets/game/{share}.pdf?lang=ru")
    assert r.status_code == 200
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(io.BytesIO(r.get_data())).pages).split())
    # the sheet names each city's board: the Wonder Pack's and Cities' boards in English, Rhodes as printed
    assert "Oleg Stonehenge А" in text and "Sofia Petra А" in text and "Стоунхендж" not in text, text
    assert "Ira Родос А" in text, text


def test_the_api_finds_a_card_by_the_translation_in_every_language(client):
    for lang in ("en", "ru", "uk"):
        r = client.post(f"/api/score?lang={lang}", json=copy.deepcopy(CITY))
        assert r.status_code == 200, r.get_json()
        ira = r.get_json()["players"][0]
        sources = {d["source"] for d in ira["details"]}
        assert "Cleopatra" in sources, (lang, sources)
