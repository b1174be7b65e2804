"""The Babel data file: 24 tiles, 15 Great Projects, tokens (issue 12, deliverable 1).

Known values cite seed 004 (../shared/seeds/004_85362e93b63049c5.txt, the Russian Babel
rulebook) or the facts file (../shared/facts/babel.md, tables (1) and (2)).
"""
import copy
import json
from importlib import resources

import pytest

from scoring.expansions.babel.catalogue import TILE_KINDS, TOKEN_IDS, babel_catalogue, parse_babel_catalogue
from scoring.core.errors import CatalogueError
from scoring.games import catalogue

CAT = babel_catalogue()
BASE = catalogue("7w")
RAW = json.loads(resources.files("scoring").joinpath("data/babel.json").read_text(encoding="utf-8"))


def test_twenty_four_tiles_numbered_once_each():
    # seed 004, Состав игры: 24 тайла Строительства; Тайлы Строительства: all 24 differ
    assert [t.number for t in CAT.tiles] == list(range(1, 25))
    assert CAT.tile(0) is None and CAT.tile(25) is None


def test_fifteen_projects_five_per_age():
    # seed 004, Карты Великих Проектов: 15 cards, 5 per age
    assert len(CAT.projects) == 15
    assert [len(CAT.projects_of_age(a)) for a in (1, 2, 3)] == [5, 5, 5]


def test_token_ids_are_those_of_the_issue():
    assert [t.id for t in CAT.tokens] == list(TOKEN_IDS)
    for p in CAT.projects:
        assert p.reward.token is None or CAT.token(p.reward.token) is not None


# facts (1): the parameters of every tile, checked one by one against the facts table
TILES = {
    1: ("tax", "red"), 2: ("no_resources", "red"), 3: ("disabled", None), 4: ("disabled", None),
    5: ("bonus", "blue"), 6: ("tax", "blue"), 7: ("neighbour_chains", None), 8: ("coins_for_resources", "blue"),
    9: ("trade_price", None), 10: ("trade_price", None), 11: ("trade_price", None), 12: ("trade_price", None),
    13: ("tax", "chain"), 14: ("bonus", "chain"), 15: ("no_resources", "stage"), 16: ("tax", "stage"),
    17: ("free_resource", None), 18: ("free_resource", None), 19: ("victory_tokens", None),
    20: ("unlimited", None), 21: ("free_resource", None), 22: ("defeat_tokens", None),
    23: ("coins_for_resources", "purple"), 24: ("bonus", "purple"),
}


@pytest.mark.parametrize("number, kind_on", sorted(TILES.items()))
def test_tile_parameters(number, kind_on):
    kind, on = kind_on
    tile = CAT.tile(number)
    assert [e.kind for e in tile.effects] == [kind]
    assert tile.effects[0].on == on


def test_every_tile_kind_is_used():
    assert {e.kind for t in CAT.tiles for e in t.effects} == set(TILE_KINDS)


@pytest.mark.parametrize("number", [1, 5, 6, 13, 14, 16])
def test_age_taxes_and_bonuses(number):
    # seed 004, 1/6/13/16 and 5/14: 1 coin in age I, 2 in age II, 3 in age III
    eff = CAT.tile(number).effects[0]
    assert [eff.coins_in_age(a) for a in (1, 2, 3)] == [1, 2, 3]


def test_tile_24_gives_five_coins_in_every_age():
    # seed 004, 24: 5 coins from the bank for a guild
    assert [CAT.tile(24).effects[0].coins_in_age(a) for a in (1, 2, 3)] == [5, 5, 5]


@pytest.mark.parametrize("number, goods, change", [
    (9, "manufactured", -1), (10, "manufactured", 1), (11, "raw", -1), (12, "raw", 1)])
def test_trade_price_tiles(number, goods, change):
    # facts (1), tiles 9-12; seed 004, 9/10/11/12
    eff = CAT.tile(number).effects[0]
    assert (eff.goods, eff.change) == (goods, change)


@pytest.mark.parametrize("number, choice", [
    (17, {"wood", "stone"}), (18, {"ore", "clay"}), (21, {"glass", "cloth", "papyrus"})])
def test_free_resource_tiles(number, choice):
    # facts (1), tiles 17, 18, 21
    assert set(CAT.tile(number).effects[0].choice) == choice


def test_tile_card_lists_are_the_seeds_and_real_cards():
    # seed 004, 3 and 20 (Russian names matched to the English cards) and 4
    assert set(CAT.tile(3).effects[0].cards) == {"Sawmill", "Quarry", "Brickyard", "Foundry", "Tree Farm",
                                                 "Excavation", "Clay Pit", "Timber Yard", "Forest Cave", "Mine"}
    assert set(CAT.tile(20).effects[0].cards) == {"Lumber Yard", "Stone Pit", "Clay Pool", "Ore Vein"}
    assert set(CAT.tile(4).effects[0].cards) == {"East Trading Post", "West Trading Post", "Marketplace",
                                                 "Caravansery", "Forum"}
    names = set(BASE.card_names)
    for tile in CAT.tiles:
        for eff in tile.effects:
            assert set(eff.cards) <= names


def test_the_brown_cards_of_tiles_3_and_20_split_all_brown_producers():
    # seed 004, 3: every double or mixed brown card; 20: every single one; together: all brown cards
    brown = {c.name for c in BASE.cards if c.colour == "brown"}
    assert set(CAT.tile(3).effects[0].cards) | set(CAT.tile(20).effects[0].cards) == brown
    assert not set(CAT.tile(3).effects[0].cards) & set(CAT.tile(20).effects[0].cards)


def test_tiles_19_and_22_parameters():
    # seed 004, 19: 1 → nothing, 3 → 1, 5 → 3; 22: two defeat tokens instead of one
    assert dict(CAT.tile(19).effects[0].victory) == {1: 0, 3: 1, 5: 3}
    assert CAT.tile(22).effects[0].per_defeat == 2


# facts (2): age, colour, participation cost, reward, penalty of every project
PROJECTS = [
    ("Belvedere", 1, "blue", 1, ("clay",), ("free-stage", 0), ("discard", "red")),
    ("Cranes", 1, "green", 1, (), ("free-build", 0), ("discard", "brown")),
    ("Double Walls", 1, "red", 1, (), ("victory-1", 0), ("wonder_resource_block", None)),
    ("Factory", 1, "brown", 2, (), ("any-project", 0), ("discard", "grey")),
    ("Rampart Road", 1, "yellow", 1, ("stone",), (None, 4), ("lose_coins", None)),
    ("Obelisk", 2, "blue", 1, ("papyrus",), ("shield", 0), ("discard", "brown")),
    ("River Port", 2, "yellow", 1, ("cloth",), (None, 6), ("lose_coins", None)),
    ("Sewer Network", 2, "green", 2, (), ("free-build", 0), ("discard", "red")),
    ("Smelter", 2, "brown", 2, (), ("wonder", 0), ("discard", "grey")),
    ("War Mirror", 2, "red", 2, ("glass",), ("victory-3", 0), ("discard", "blue")),
    ("Archives", 3, "green", 4, (), ("science", 0), ("discard", "blue")),
    ("Giant Trebuchet", 3, "red", 5, ("wood",), ("victory-5", 0), ("lose_coins", None)),
    ("Grand Bazaar", 3, "yellow", 4, ("ore",), (None, 12), ("discard", "red")),
    ("Menagerie", 3, "purple", 4, (), ("guild", 0), ("discard", "green")),
    ("Triumphal Arches", 3, "blue", 5, (), ("double-shield", 0), ("discard_victory_tokens", None)),
]


@pytest.mark.parametrize("name, age, colour, coins, resources, reward, penalty", PROJECTS)
def test_project(name, age, colour, coins, resources, reward, penalty):
    p = CAT.project(name)
    assert (p.age, p.colour, p.cost.coins, p.cost.resources) == (age, colour, coins, resources)
    assert (p.reward.token, p.reward.coins) == reward
    assert (p.penalty.kind, p.penalty.colour) == penalty


def test_the_seed_examples():
    # seed 004, Описание Эпохи: River Port is yellow, age II, costs a coin and a cloth
    river = CAT.project("Речной Порт")
    assert (river.name, river.colour, river.age, river.cost.coins, river.cost.resources) == \
        ("River Port", "yellow", 2, 1, ("cloth",))
    # Конец Эпохи А: War Mirror rewards an age II victory token (3 VP)
    assert CAT.project("Зеркало Войны").reward.token == "victory-3"
    # Конец Эпохи Б: Archives («Библиотека») is age III, its penalty a blue card
    archives = CAT.project("Библиотека")
    assert (archives.name, archives.age, archives.penalty.colour) == ("Archives", 3, "blue")
    # Triumphal Arches: discard 2 victory tokens (seed 004, Штрафы)
    assert CAT.project("Triumphal Arches").penalty.count == 2


def test_participation_tokens_per_player_count():
    # seed 004, Фаза Подготовки: players - 1 (5 players → 4); 2 players: 2; 8 players: 6
    assert CAT.participation[5] == 4
    assert {n: CAT.participation[n] for n in range(3, 8)} == {n: n - 1 for n in range(3, 8)}
    assert CAT.participation[2] == 2 and CAT.participation[8] == 6


def test_tower_points_and_visible_tiles():
    # seed 004, Конец игры: 2/5/10; Размещение: 3 or 4 visible; 2 players: 2
    assert CAT.tower_points == (0, 2, 5, 10)
    assert CAT.max_tiles == 3
    assert CAT.visible[2] == 2 and CAT.visible[4] == 3 and CAT.visible[5] == 4


@pytest.mark.parametrize("spelling, token", [
    ("victory-3", "victory-3"), ("Victory 3", "victory-3"), ("PENALTY-2", "penalty-2"),
    ("double shield", "double-shield"), ("жетон Щита", "shield"), ("Science token", "science")])
def test_token_lookup_is_tolerant(spelling, token):
    assert CAT.token(spelling).id == token


def test_names_have_their_language_lists():
    for p in CAT.projects:
        assert isinstance(p.ru, tuple) and isinstance(p.uk, tuple)
    for key in ("en", "ru", "uk"):
        assert RAW["names_sources"][key]
    assert RAW["verified"]["method"] and len(RAW["notes"]) >= 20


# -- a broken data file is a CatalogueError ------------------------------------------

def broken(change):
    data = copy.deepcopy(RAW)
    change(data)
    with pytest.raises(CatalogueError) as exc:
        parse_babel_catalogue(data, BASE)
    return str(exc.value)


def test_a_tile_numbered_twice_is_refused():
    def twice(d):
        d["tiles"][1]["number"] = 1
    assert "numbered 1..24 once each" in broken(twice)


def test_a_twenty_fifth_tile_is_refused():
    def extra(d):
        d["tiles"].append({"number": 25, "effects": [{"kind": "neighbour_chains"}]})
    assert "numbered 1..24" in broken(extra)


def test_an_unknown_card_is_refused():
    def typo(d):
        d["tiles"][19]["effects"][0]["cards"][0] = "Lumbr Yard"
    assert "'Lumbr Yard' is not a 1st-edition card" in broken(typo)


def test_a_double_brown_card_cannot_be_unlimited():
    def wrong(d):
        d["tiles"][19]["effects"][0]["cards"].append("Sawmill")
    assert "Sawmill is not a single-resource brown card" in broken(wrong)


def test_an_unknown_reward_token_is_refused():
    def wrong(d):
        d["projects"][0]["reward"] = {"token": "victory-2"}
    assert "reward token 'victory-2'" in broken(wrong)


def test_a_missing_token_is_refused():
    def wrong(d):
        d["tokens"] = [t for t in d["tokens"] if t["id"] != "guild"]
    assert "expected exactly" in broken(wrong)


def test_six_projects_in_one_age_are_refused():
    def wrong(d):
        d["projects"][5]["age"] = 1
    assert "age 1 has 6 projects" in broken(wrong)
