"""Armada and Edifice on the score pad (scoring/data/armada.json, edifice.json): their rows where the
pad prints them, Armada's guild cap guild by guild, and card-by-card entry saying it waits for their
numbers — in the library, on the setup and city screens, in en/ru/uk."""
from __future__ import annotations

import copy
import json
import re

import pytest
from babel.messages.pofile import read_po

from referee import registry as referees
from scoring import games
from scoring.core import i18n
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.expansions.armada import EXPANSION as ARMADA
from scoring.expansions.armada import data as armada_data
from scoring.expansions.edifice import EXPANSION as EDIFICE
from scoring.expansions.edifice import data as edifice_data
from helpers import rev_at

GAME = games.get("7w")


def _armada(**over) -> dict:
    doc = copy.deepcopy(ARMADA.examples()[0])
    doc.update(over)
    return doc


def _cards(*expansions) -> dict:
    return {"game": "7w", "expansions": list(expansions), "players": [
        {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 1, "cards": ["Baths"], "coins": 3},
        {"name": "Oleg", "wonder": "Gizah", "side": "A", "cards": ["Altar"], "coins": 3},
        {"name": "Sofia", "wonder": "Babylon", "side": "A", "cards": ["Loom"], "coins": 3}]}


def _problems(doc) -> list[tuple[str, str]]:
    with pytest.raises(BadInput) as exc:
        games.score(doc)
    return [(p.path, p.message) for p in exc.value.problems]


# -- the rows, where the pad prints them --------------------------------------------------------

def test_the_rows_follow_the_rows_the_data_file_names():
    # armada.json rows.*.after: naval after military, islands after naval, shipyard after islands
    assert [r.id for r in GAME.pad_rows(["armada"])] == [
        "military", "naval", "islands", "shipyard", "treasury", "wonder", "civilian", "science", "commercial", "guilds"]
    # edifice.json rows.edifice.after: the wonder row
    assert [r.id for r in GAME.pad_rows(["edifice"])][2:4] == ["wonder", "edifice"]
    both = [r.id for r in GAME.pad_rows(["Армада", "edifice", "babel"])]
    assert both.index("shipyard") < both.index("treasury") and both.index("wonder") < both.index("edifice") < both.index("civilian")
    for row, facts in armada_data.raw()["rows"].items():
        assert both.index(row) == both.index(facts["after"]) + 1
    assert edifice_data()["rows"]["edifice"]["after"] == "wonder"


def test_the_row_labels_are_the_data_files_in_every_language():
    rows = {r.id: r for r in GAME.all_rows}
    facts = {**armada_data.raw()["rows"], **edifice_data()["rows"]}
    for row, entry in facts.items():
        assert rows[row].label == entry["label"]
        for lang in ("ru", "uk"):
            with use_language(lang):
                assert rows[row].text == entry[lang], (row, lang)


def test_the_box_names_name_the_expansion():
    assert ARMADA.claims("Армада") == ARMADA.claims("ARMADA") == frozenset({"armada"})
    assert EDIFICE.claims("Edifice") == frozenset({"edifice"}) and EDIFICE.claims("armada") is None
    with use_language("uk"):
        assert GAME.expansion_titles(["Армада", "edifice"]) == ["Армада", "Споруди (Edifice, з другої редакції)"]


# -- scoring a pad table -------------------------------------------------------------------------

def test_an_armada_pad_table_scores_its_rows_and_caps_each_guild_at_10():
    result = games.score(_armada())
    ira, oleg, sofia = result.players
    # Ira: 6 + 9 + 7 + 5 + 2 + 10 + 18 + 13 + 4, and her guilds 12 → 10 and 6 (rules.guild_cap)
    assert ira.categories["guilds"] == 16 and ira.total == 74 + 16
    assert (ira.categories["naval"], ira.categories["islands"], ira.categories["shipyard"]) == (9, 7, 5)
    capped = [d for d in ira.details if d.category == "guilds"]
    assert [(d.points, d.text) for d in capped] == [
        (10, "Guilds, guild 1: 12 → 10 (Armada: each guild scores at most 10 VP)"),
        (6, "Guilds, guild 2: 6 (entered by category)")]
    assert oleg.categories["naval"] == -3 and oleg.categories["shipyard"] == 0   # a row left empty is 0
    assert sofia.categories["guilds"] == 9                                       # one number up to 10: as typed
    assert result.winners == ("Ira",) and result.extra == {"entry": "pad", "expansions": ["armada"]}
    assert games.score(ARMADA.examples()[1]).to_json() == result.to_json()       # «Армада»
    with use_language("ru"):
        text = next(d.text for d in games.score(_armada()).players[0].details if d.points == 10 and d.category == "guilds")
    assert text == "Гильдии, гильдия 1: 12 → 10 («Армада»: каждая гильдия приносит не больше 10 ПО)"


def test_without_armada_a_guild_is_not_capped_and_the_rows_are_refused():
    doc = _armada(expansions=[])
    for p in doc["players"]:
        p["pad"] = {"guilds": 14}
    assert games.score(doc).players[0].categories["guilds"] == 14
    doc["players"][0]["pad"]["guilds"] = [12, 6]                  # guild by guild only comes with Armada
    assert [p for p, _ in _problems(doc)] == ["players[0].pad.guilds"]


@pytest.mark.parametrize("guilds, path, words", [
    (14, "players[1].pad.guilds", "entered guild by guild"),
    ([12, -1], "players[1].pad.guilds[1]", "from 0 to 999"),
    ([3, 2.5], "players[1].pad.guilds[1]", "got 2.5"),
    ("7+12", "players[1].pad.guilds", "whole number"),
])
def test_a_guilds_row_that_cannot_be_capped_is_refused_with_its_path(guilds, path, words):
    doc = _armada()
    doc["players"][1]["pad"]["guilds"] = guilds
    found = _problems(doc)
    assert [p for p, _ in found] == [path] and words in found[0][1]


def test_an_edifice_pad_table_scores_its_signed_row():
    result = games.score(EDIFICE.examples()[0])
    assert [p.categories["edifice"] for p in result.players] == [8, -5, 3]
    assert [p.total for p in result.players] == [60, 50, 53]
    assert [r.id for r in GAME.rows_in(result)].index("edifice") == 3


def test_armada_edifice_babel_and_leaders_on_one_pad():
    doc = _armada(expansions=["babel", "leaders", "armada", "edifice"])
    doc["players"][0]["pad"].update(tower=10, leaders=7, edifice=-2)
    result = games.score(doc)
    assert result.players[0].total == 90 + 10 + 7 - 2
    assert result.extra["expansions"] == ["armada", "babel-projects", "babel-tower", "edifice", "leaders"]
    assert [r.id for r in GAME.rows_in(result)] == [
        "military", "naval", "islands", "shipyard", "treasury", "wonder", "tower", "edifice", "civilian", "science",
        "commercial", "guilds", "leaders"]


# -- card by card: a clear answer ------------------------------------------------------------------

def test_card_by_card_scoring_says_what_is_missing_and_that_the_pad_scores_them():
    found = _problems(_cards("babel", "armada", "Edifice"))
    assert [p for p, _ in found] == ["expansions[1]", "expansions[2]"]
    assert "waits for numbers no source gives yet" in found[0][1] and "shipyard" in found[0][1]
    assert "\"entry\": \"pad\"" in found[0][1] and "Edifice projects" in found[1][1]
    for lang, words in (("ru", "только в блокноте подсчёта"), ("uk", "лише в блокноті підрахунку")):
        with use_language(lang):
            assert all(words in m for _, m in _problems(_cards("armada", "edifice")))


def test_the_referee_gives_the_same_answer():
    doc = dict(_cards("armada"), age=1, action={"player": "Ira", "build": "Stockade"})
    with pytest.raises(BadInput) as exc:
        referees.referee(doc)
    assert [p.path for p in exc.value.problems] == ["expansions[0]"]


def test_random_card_documents_never_play_a_pad_only_expansion():
    import random
    for seed in range(40):
        doc = GAME.random_document(random.Random(seed))
        assert not {"armada", "edifice"} & set(doc.get("expansions", []))
    assert all(d.get("entry") != "pad" for d in GAME.examples())


def test_the_engine_catalogues_translate_every_new_sentence():
    wanted = {ARMADA.pad_only, EDIFICE.pad_only, ARMADA.title, EDIFICE.title,
              ARMADA.pad_items["guilds"].rule, ARMADA.pad_items["guilds"].ask, ARMADA.pad_items["guilds"].item,
              *ARMADA.pad_science.values()}
    for lang in ("ru", "uk"):
        with (i18n.LOCALE / lang / "LC_MESSAGES" / "engine.po").open("rb") as fh:
            found = {m.id: m.string for m in read_po(fh) if m.id in wanted}
        assert set(found) == wanted and all(found.values()), lang


# -- the screens -------------------------------------------------------------------------------------

SETUP = {"game": "7w", "military_mode": "tokens",
         "players-0-name": "Ira", "players-0-wonder": "Rhodos", "players-0-side": "A",
         "players-1-name": "Oleg", "players-1-wonder": "Gizah", "players-1-side": "B",
         "players-2-name": "Cleo", "players-2-wonder": "Babylon", "players-2-side": "A"}


def _errors(page: str, field: str) -> list[str]:
    from helpers import page_errors
    return page_errors(page, field)


@pytest.mark.parametrize("lang, label, words", [
    ("en", "Armada — score pad only", "Armada is scored on the score pad only"),
    ("ru", "Армада — только блокнот подсчёта", "«Армаду» пока можно посчитать только в блокноте подсчёта"),
    ("uk", "Армада — лише блокнот підрахунку", "«Армаду» поки можна порахувати лише в блокноті підрахунку")])
def test_the_setup_screen_says_card_entry_waits_and_offers_the_pad(client, lang, label, words):
    page = client.get(f"/games/new?lang={lang}").get_data(as_text=True)
    assert re.search(r'value="armada"[^>]*>\s*<label[^>]*>' + re.escape(label) + "</label>", page)
    r = client.post(f"/games/new?lang={lang}", data=dict(SETUP, entry="cards", expansions="armada", action="next"))
    assert r.status_code == 302 and r.headers["Location"].endswith("/players")      # the draft, not a city
    page = client.get(r.headers["Location"]).get_data(as_text=True)
    assert any(words in m for m in _errors(page, "expansions")), _errors(page, "expansions")
    assert 'id="pad-only-1"' not in page                            # said once, as the error
    token = re.search(r"/d/([\w-]+)/players", r.headers["Location"]).group(1)
    r = client.post(f"/d/{token}/players", data=dict(SETUP, entry="pad", expansions="armada", action="next",
                                                   rev=_setup_rev(client, token)))
    assert re.search(r"/d/[\w-]+/city/", r.headers["Location"])  # the pad takes it


def _setup_rev(client, token) -> str:
    page = client.get(f"/d/{token}/players").get_data(as_text=True)
    return re.search(r'name="rev" value="(\d+)"', page).group(1)


def test_the_setup_screen_notes_a_pad_only_expansion_ticked_for_card_entry(client):
    r = client.post("/games/new", data=dict(SETUP, entry="cards", expansions=["babel", "edifice"], action="autosave"))
    page = client.get(r.headers["Location"].split("#")[0]).get_data(as_text=True)
    note = re.search(r'<p class="hint pad-only" id="pad-only-1">(.*?)</p>', page, re.S)
    assert note and "Edifice is scored on the score pad only" in note.group(1)


def test_the_pad_screen_enters_armadas_rows_and_each_guild(client, app, web):
    r = client.post("/games/new", data=dict(SETUP, entry="pad", expansions="armada", action="next"))
    first = r.headers["Location"]
    page = client.get(first).get_data(as_text=True)
    order = [page.index(f'name="pad-{row}"') for row in ("military", "naval", "islands", "shipyard", "treasury")]
    assert order == sorted(order)
    assert 'name="pad-guilds"' not in page and all(f'name="pad-guilds-{n}"' in page for n in (1, 2, 3, 4))
    assert "Armada: each guild scores at most 10 VP" in page
    r = client.post(first, data={"pad-naval": "-3", "pad-islands": "7", "pad-guilds-1": "12", "pad-guilds-2": "",
                                 "pad-guilds-3": "6", "pad-guilds-4": "x", "go": "stay", "rev": rev_at(client, first)})
    page = client.get(r.headers["Location"]).get_data(as_text=True)
    assert json.loads(web.document(page))["players"][0]["pad"] == {"naval": -3, "islands": 7, "guilds": [12, 6]}
    assert 'name="pad-guilds-4" value="x"' in page and _errors(page, "pad-guilds-4")   # kept as typed, with its error
    assert re.search(r'name="pad-guilds-2" value="6"', page)
    client.post(first, data={"pad-guilds-1": "12", "pad-guilds-2": "6", "pad-guilds-4": "", "go": "stay",
                             "rev": rev_at(client, first)})
    token = re.match(r"/d/([\w-]+)/city/", first).group(1)
    sheet = client.get(f"/d/{token}/score?lang=ru").get_data(as_text=True)
    assert re.search(r"Морские конфликты</th>\s*<td>-3</td><td>0</td><td>0</td>", sheet)
    assert re.search(r"Гильдии</th>\s*<td>16</td>", sheet)


def test_a_card_entry_city_screen_of_an_armada_table_says_it_too(client, app):
    r = client.post("/games/new", data=dict(SETUP, entry="pad", expansions="armada", action="next"))
    first = r.headers["Location"]
    token = re.match(r"/d/([\w-]+)/city/", first).group(1)
    players = client.get(f"/d/{token}/players").get_data(as_text=True)
    ids = dict((m[1], m[0]) for m in re.findall(r'value="(\w+)"[^>]*name="(players-\d-id)"', players)) or \
        dict(re.findall(r'name="(players-\d-id)" type="hidden" value="(\w+)"', players))
    client.post(f"/d/{token}/players", data=dict(SETUP, entry="cards", expansions="armada", action="autosave",
                                                 rev=_setup_rev(client, token), **ids))
    city = client.get(first).get_data(as_text=True)          # the city screen says it at once
    assert 'name="cards"' in city and city.count("Armada is scored on the score pad only") == 1
    r = client.get(f"/d/{token}/score")                      # card by card: the sheet cannot score it
    assert r.status_code == 422
    page = r.get_data(as_text=True)
    assert page.count("Armada is scored on the score pad only") == 1 and 'name="cards"' in page   # once


# -- the science calculator counts Armada's "most" symbols (armada.json science_counter) -------------

@pytest.mark.parametrize("symbols, wildcards, most, points", [
    ((1, 1, 0), 0, 1, 5),          # one more compass (or gear): 2² + 1² — never the missing tablet
    ((1, 1, 0), 1, 1, 13),         # the wildcard completes the set, the "most" symbol doubles a symbol
    ((3, 2, 1), 0, 1, 28),         # 4² + 2² + 1² + 7
    ((0, 0, 0), 0, 2, 4),          # nothing held: any symbol, twice
    ((2, 2, 2), 0, 0, 26),         # none: the plain calculator
])
def test_the_calculator_adds_the_most_common_symbol(symbols, wildcards, most, points):
    from scoring.core.padmode import science_calculator
    assert science_calculator(*symbols, wildcards, most=most)[0] == points


def test_the_pad_screen_of_an_armada_table_has_the_most_symbols_in_the_calculator(client, web):
    r = client.post("/games/new", data=dict(SETUP, entry="pad", expansions="armada", action="next"))
    first = r.headers["Location"]
    assert 'name="sci_most"' in client.get(first).get_data(as_text=True)
    r = client.post(first, data={"sci_compass": "1", "sci_gear": "1", "sci_tablet": "0", "sci_wild": "0",
                                 "sci_most": "1", "calc": "1", "go": "stay", "rev": rev_at(client, first)})
    page = client.get(r.headers["Location"]).get_data(as_text=True)
    assert json.loads(web.document(page))["players"][0]["pad"]["science"] == 5
    plain = client.post("/games/new", data=dict(SETUP, entry="pad", action="next")).headers["Location"]
    assert 'name="sci_most"' not in client.get(plain).get_data(as_text=True)
