"""The 7 Wonders 2nd-edition (2020) catalogue, scoring/data/7w2.json.

Known values cite ../shared/facts/7w-second-edition.md ("FACTS", with its source keys PHOTOS,
BGA-BOT, RP-FAQ) or seed 001. The game is not registered yet (scoring.core.boxes keeps its data
None until the engine knows the 2nd-edition rules), so the file is loaded directly.
"""
from __future__ import annotations

import json
from importlib import resources

import pytest

from scoring.classic.catalogue import load_catalogue_file, parse_catalogue
from scoring.core.errors import CatalogueError
from scoring.games import find_game


@pytest.fixture(scope="module")
def cat():
    return load_catalogue_file("7w2.json", 3, 7)


@pytest.fixture()
def data():
    text = resources.files("scoring").joinpath("data").joinpath("7w2.json").read_text(encoding="utf-8")
    return json.loads(text)


def test_loads_with_77_distinct_cards_and_148_copies(cat):
    # seed 001, Компоненты: 148 age cards, 49 + 49 + 50; FACTS: 77 distinct cards
    assert cat.game == "7w2"
    assert len(cat.card_names) == 77
    copies = sum(len(c.players) or 1 for c in cat.cards)
    assert copies == 148
    per_age = {age: sum(len(c.players) or 1 for c in cat.cards if c.age == age) for age in (1, 2, 3)}
    assert per_age == {1: 49, 2: 49, 3: 50}


def test_the_game_is_registered_with_its_data_and_module():
    # was "stays unregistered" while only the catalogue existed; issue 8 item 3 registers it
    info = find_game("7w2")
    assert (info.data, info.module, info.available) == ("7w2.json", "second", True)


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_deck_sizes(cat, players):
    # seed 001, Подготовка: cards marked up to the player count; players + 2 guilds in Age III
    assert len(cat.deck(1, players)) == 7 * players
    assert len(cat.deck(2, players)) == 7 * players
    assert len(cat.deck(3, players)) + players + 2 == 7 * players
    assert len(cat.guilds) == 10


def test_chain_symbols_link_earlier_givers_to_later_needers(cat):
    givers = {s: [c for c in cat.cards if s in c.chain_gives] for c0 in cat.cards for s in c0.chain_gives}
    needers = {s: [c for c in cat.cards if s in c.chain_needs] for c0 in cat.cards for s in c0.chain_needs}
    assert set(givers) == set(needers)
    assert len(givers) == 24          # FACTS card table
    for symbol, cards in needers.items():
        for later in cards:
            assert any(g.age < later.age for g in givers[symbol]), symbol
            for g in givers[symbol]:
                assert later.name in g.chain_to and g.name in later.chain_from


def test_chains_reach_two_ages_ahead(cat):
    # seed 001, Цепочки зданий: a Theater built in Age I makes the Gardens free in Age III
    assert cat.card("Theater").chain_gives == ("mask",)
    assert cat.card("Gardens").chain_needs == ("mask",)
    assert cat.card("Theater").chain_to == ("Gardens",)
    # FACTS: Altar star -> Pantheon; Well hammer -> Statue (PHOTOS age1_4p_well shows the hammer)
    assert cat.card("Pantheon").chain_from == ("Altar",)
    assert cat.card("Statue").chain_from == ("Well",)
    # FACTS: Forum needs the market symbol of both trading posts
    assert set(cat.card("Forum").chain_from) == {"East Trading Post", "West Trading Post"}
    # FACTS "not settled" 4, settled by PHOTOS age3_4p_circus (helmet beside the cost)
    assert cat.card("Circus").chain_from == ("Training Ground",)


def test_temple_gives_no_symbol_senate_chains_from_library(cat):
    # FACTS / BGA-BOT: Library gives temple + scroll; the Temple card gives nothing
    assert cat.card("Temple").chain_gives == ()
    assert cat.card("Senate").chain_from == ("Library",)


def test_broken_chain_symbol_is_a_catalogue_error(data):
    for c in data["cards"]:
        if c["name"] == "Gardens":
            c["chain_needs"] = ["mermaid"]
    with pytest.raises(CatalogueError, match="mask|mermaid"):
        parse_catalogue(data, 3, 7)


def test_a_wrong_copy_count_is_a_catalogue_error(data):
    for c in data["cards"]:
        if c["name"] == "Caravansery":
            c["players"] = [3, 5, 6, 7]      # BGA-BOT's slip (FACTS)
    with pytest.raises(CatalogueError, match="age 2 deck for 7 players holds 50"):
        parse_catalogue(data, 3, 7)


def _cost(card):
    return tuple(sorted(card.cost))


@pytest.mark.parametrize("name, age, players, coins, cost", [
    # FACTS card table; copies from the PHOTOS file names
    ("Clay Pit", 1, (3,), 1, ()),
    ("Tavern", 1, (4, 5, 7), 0, ()),
    ("Baths", 1, (3, 7), 0, ("stone",)),
    ("Well", 1, (4, 7), 0, ()),
    ("Caravansery", 2, (3, 5, 6), 0, ("wood", "wood")),
    ("Training Ground", 2, (4, 6, 7), 0, ("ore", "ore", "wood")),
    ("Bazar", 2, (4, 7), 0, ()),
    ("Arena", 3, (3, 5), 0, ("ore", "stone", "stone")),
    ("Town Hall", 3, (3, 6), 0, ("glass", "ore", "stone", "stone")),
    ("Circus", 3, (4, 6), 0, ("ore", "stone", "stone", "stone")),
    ("Castrum", 3, (4, 7), 0, ("clay", "clay", "papyrus", "wood")),
    ("Ludus", 3, (5, 7), 0, ("ore", "stone")),
    ("Palace", 3, (3, 7), 0, ("clay", "cloth", "glass", "ore", "papyrus", "stone", "wood")),
    ("Decorators Guild", 3, (), 0, ("cloth", "ore", "ore", "stone")),
    ("Craftsmens Guild", 3, (), 0, ("ore", "ore", "stone", "stone")),
])
def test_card_spot_checks(cat, name, age, players, coins, cost):
    card = cat.card(name)
    assert (card.age, card.players, card.coins, _cost(card)) == (age, players, coins, cost)


def test_seed_001_building_example(cat):
    # seed 001, Правила строительства: with 2 stone, 1 ore and 1 papyrus you may build the
    # Казармы (1 ore) or the Скрипторий (1 papyrus), not the Сторожевая вышка (1 clay)
    assert _cost(cat.card("Казармы")) == ("ore",)
    assert _cost(cat.card("Скрипторий")) == ("papyrus",)
    assert _cost(cat.card("Сторожевая вышка")) == ("clay",)


def test_card_effects(cat):
    # PHOTOS age3_5p_ludus: 3 coins and 1 VP per own red card (same layout as Arena, Haven)
    ludus = cat.card("Ludus").effect
    assert (ludus.income.per, ludus.income.of, ludus.income.amount) == (("red",), ("self",), 3)
    assert (ludus.score.per, ludus.score.of, ludus.score.amount) == (("red",), ("self",), 1)
    # PHOTOS age3_3p_decorators_guild: 7 VP when the own wonder is complete
    assert cat.card("Decorators Guild").effect.vp_if_wonder_complete == 7
    assert cat.card("Castrum").effect.shields == 3
    assert cat.card("Well").effect.vp == 3
    # the 2nd edition raises Altar and Theater to 3 VP and Temple to 4 (FACTS)
    assert [cat.card(n).effect.vp for n in ("Altar", "Theater", "Temple")] == [3, 3, 4]
    # PHOTOS age2_4p_bazar / age3_3p_craftsmens_guild / age3_4p_chamber_of_commerce
    assert cat.card("Bazar").effect.income.amount == 2
    assert cat.card("Craftsmens Guild").effect.score.amount == 2
    assert cat.card("Chamber of Commerce").effect.score.amount == 2
    assert cat.card("Bazaar").name == "Bazar"      # FACTS spelling kept as an alias


def test_edition_specific_cards(cat):
    # FACTS, "Rules that differ": removed and new cards
    assert cat.card("Pawnshop") is None
    assert cat.card("Strategists Guild") is None
    for name in ("Well", "Ludus", "Castrum", "Decorators Guild"):
        assert cat.card(name) is not None, name


def test_the_first_edition_still_has_pawnshop_and_no_well():
    first = load_catalogue_file("7w.json", 3, 7)
    assert first.card("Pawnshop") is not None and first.card("Well") is None
    assert first.side_names == ("A", "B")
    assert first.card("Theater").chain_to == ("Statue",)


def test_sides_are_day_and_night(cat):
    assert cat.side_names == ("day", "night")
    # seed 001, Подготовка: "День или Ночь"
    assert cat.side("День") == "day" and cat.side("ночь") == "night" and cat.side("A") is None
    for w in cat.wonders:
        assert set(w.sides) == {"day", "night"}


def test_wonders(cat):
    # FACTS, "The 14 wonder sides" (BGA-BOT wonders.py agrees)
    stages = {(w.name, s): len(side.stages) for w in cat.wonders for s, side in w.sides.items()}
    assert stages[("Gizah", "night")] == 4
    assert stages[("Babylon", "night")] == 2 and stages[("Rhodos", "night")] == 2
    assert sum(stages.values()) == 3 * 14 + 1 - 2
    start = {w.name: w.sides["day"].produce for w in cat.wonders}
    assert start["Babylon"] == "wood" and start["Olympia"] == "clay"
    vp = {(w.name, s): sum(st.effect.vp for st in side.stages)
          for w in cat.wonders for s, side in w.sides.items()}
    assert vp[("Gizah", "night")] == 20 and vp[("Halikarnassos", "night")] == 3
    assert vp[("Ephesos", "night")] == 10 and vp[("Babylon", "night")] == 0


def test_wonder_powers(cat):
    olympia = cat.wonder("Olympia")
    assert olympia.sides["day"].stages[1].effect.free_first_of_colour          # RP-FAQ
    night = olympia.sides["night"].stages
    assert night[0].effect.free_first_card_per_age and night[0].effect.vp == 2  # RP-FAQ
    assert night[1].effect.free_last_card_per_age and night[1].effect.vp == 3
    babylon = cat.wonder("Babylon").sides["night"].stages
    assert babylon[0].effect.play_seventh and tuple(babylon[0].cost) == ("stone", "stone")
    assert babylon[1].effect.science == "any"
    hali = cat.wonder("Halikarnassos")
    assert [s.effect.build_from_discard for s in hali.sides["day"].stages] == [False, True, False]
    assert [s.effect.build_from_discard for s in hali.sides["night"].stages] == [True, True, True]
    rhodos = cat.wonder("Rhodos").sides["night"].stages
    assert [(s.effect.vp, s.effect.coins, s.effect.shields) for s in rhodos] == [(3, 3, 1), (4, 4, 1)]
    alexandria = cat.wonder("Alexandria").sides["night"].stages
    assert alexandria[1].effect.produce == (frozenset({"glass", "cloth", "papyrus"}),)


def test_seed_001_russian_names_are_first(cat):
    # seed 001, Правила строительства and Цепочки зданий examples
    for ru, name in (("Казармы", "Barracks"), ("Скрипторий", "Scriptorium"),
                     ("Сторожевая вышка", "Guard Tower"), ("Театр", "Theater"), ("Сады", "Gardens")):
        assert cat.card(ru).name == name
        assert cat.card(name).ru[0] == ru


def test_every_name_has_a_source_or_a_documented_absence(data, cat):
    # the names schema of scoring/data/7w.json: names_src keys defined in names_sources,
    # an empty list only for a name listed in names_not_found
    for entry in data["cards"] + data["wonders"]:
        for lang in ("ru", "uk"):
            keys = entry["names_src"][lang]
            if entry[lang]:
                assert keys and set(keys) <= set(data["names_sources"][lang]), (entry["name"], lang)
            else:
                assert entry["name"] in data["names_not_found"][lang], (entry["name"], lang)
    # nothing was found for the new cards in Russian; every wonder has a Russian name
    assert {"Well", "Ludus", "Castrum", "Decorators Guild"} <= set(data["names_not_found"]["ru"])
    assert all(w.ru for w in cat.wonders)
    # Ukrainian: the wonder cities of seed 002 (Architects), no card
    assert cat.wonder("Олімпія").name == "Olympia" and cat.card("Ludus").uk == ()


def test_new_effect_keys_are_documented(data):
    documented = set(data["effect_keys_added"])
    used = {k for c in data["cards"] for k in c["effect"]}
    used |= {k for w in data["wonders"] for s in w["sides"].values() for st in s["stages"]
             for k in st["effect"]}
    first = json.loads(resources.files("scoring").joinpath("data").joinpath("7w.json").read_text())
    old = {k for c in first["cards"] for k in c["effect"]}
    old |= {k for w in first["wonders"] for s in w["sides"].values() for st in s["stages"]
            for k in st["effect"]}
    assert used - old and used - old <= documented
