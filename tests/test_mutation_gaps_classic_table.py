"""The 1st edition's table document (``scoring.classic.document.parse_table``): the problem list, path by
path and word for word in en/ru/uk, for the cases mutation testing found unasserted — a player that is not
an object, two players under one name (and a player with no name, who clashes with nobody), a side that is
not text, a bad side or stage count beside the shields, a card repeated before an unknown one — and the
cities a table with shields is read into (seat, stages, shields, the Free City, the tokens derived).

Sources: seed 000 (the 1st edition's rulebook: "Постройка здания", never two identical structures;
"Конец эпохи", the conflicts; "Вариант для двух опытных игроков", the Free City).
"""
from __future__ import annotations

import pytest

from scoring.classic.document import parse_table
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language


def city(name, wonder, side="A", **more):
    return {"name": name, "wonder": wonder, "side": side, **more}


def problems(doc, lang="en"):
    with use_language(lang), pytest.raises(BadInput) as exc:
        parse_table(doc)
    return [(p.path, p.message) for p in exc.value.problems]


@pytest.mark.parametrize("lang,sentence", [
    ("en", "each player must be an object with name, wonder, side, stages, cards, coins"),
    ("ru", "каждый игрок — объект с name, wonder, side, stages, cards, coins"),
    ("uk", "кожен гравець — об'єкт з name, wonder, side, stages, cards, coins"),
])
def test_a_player_that_is_not_an_object(lang, sentence):
    doc = {"game": "7w", "players": [city("Ira", "Gizah"), "Oleg", city("Anna", "Babylon")]}
    assert problems(doc, lang) == [("players[1]", sentence)]


@pytest.mark.parametrize("lang,sentence", [
    ("en", "players[0] is already called 'Ira': names must differ"),
    ("ru", "players[0] уже зовут 'Ira': имена должны различаться"),
    ("uk", "players[0] уже звуть 'Ira': імена мають різнитися"),
])
def test_two_players_under_one_name(lang, sentence):
    # names that differ only in case are one name (the name shown is the first player's)
    doc = {"game": "7w", "players": [city("Ira", "Gizah"), city("Oleg", "Rhodos"), city("ira", "Babylon")]}
    assert problems(doc, lang) == [("players[2].name", sentence)]


def test_a_player_without_a_name_clashes_with_nobody():
    # the missing name is the one problem: no other player is told that the unnamed one "is called" anything
    doc = {"game": "7w", "players": [city("", "Gizah"), city("player 1", "Rhodos"), city("player 2", "Babylon")]}
    assert problems(doc) == [("players[0].name", "a name is required")]
    doc["players"][0].pop("name")
    assert problems(doc) == [("players[0].name", "a name is required")]


def test_names_after_an_unnamed_player_are_still_compared():
    doc = {"game": "7w", "players": [city(" ", "Gizah"), city("Oleg", "Rhodos"), city("Ira", "Babylon"),
                                     city("OLEG", "Olympia")]}
    assert problems(doc) == [("players[0].name", "a name is required"),
                             ("players[3].name", "players[1] is already called 'Oleg': names must differ")]


def test_five_guilds_in_one_city_of_three_players():
    # seed 000: players + 2 guilds are shuffled into age III, 5 with 3 players; one city may hold all five
    # (each guild exists once), the others none
    guilds = ["Workers Guild", "Craftsmens Guild", "Traders Guild", "Philosophers Guild", "Spies Guild"]
    table = parse_table({"game": "7w", "players": [city("Ira", "Gizah", cards=guilds), city("Oleg", "Rhodos"),
                                                   city("Anna", "Babylon")]})
    assert [c.count("purple") for c in table.cities] == [5, 0, 0]
    assert [c.count("green") for c in table.cities] == [0, 0, 0]
    doc = {"game": "7w", "players": [city("Ira", "Gizah", cards=guilds), city("Oleg", "Rhodos", cards=["Scientists Guild"]),
                                     city("Anna", "Babylon")]}
    assert problems(doc) == [("players[1].cards[0]", "6 guilds on the table but only 5 are shuffled into age III "
                                                     "with 3 players (players + 2)")]


@pytest.mark.parametrize("side", [{"A": True}, ["A"], 1, None])
def test_a_side_that_is_not_text(side):
    doc = {"game": "7w", "players": [city("Ira", "Gizah", side), city("Oleg", "Rhodos"), city("Anna", "Babylon")]}
    assert problems(doc) == [("players[0].side", f"side must be 'A' or 'B', got {side!r}")]


def test_a_bad_side_beside_the_shields():
    # the side is refused; the shields, whose last age needs the board, are not checked against it
    doc = {"game": "7w", "players": [city("Ira", "Rhodos", "C", stages=1, shields=[1, 1, 1]),
                                     city("Oleg", "Gizah", shields=[0, 0, 0]),
                                     city("Anna", "Babylon", shields=[0, 0, 0])]}
    assert problems(doc) == [("players[0].side", "side must be 'A' or 'B', got 'C'")]


def test_a_bad_stage_count_is_read_as_no_stage_built():
    # Rhodos B's first stage shows 1 shield; with the stage count refused, the city shows none
    doc = {"game": "7w", "players": [city("Ira", "Rhodos", "B", stages="one", shields=[1, 1, 1]),
                                     city("Oleg", "Gizah", shields=[0, 0, 0]),
                                     city("Anna", "Babylon", shields=[0, 0, 0])]}
    assert problems(doc) == [
        ("players[0].stages", "stages must be a whole number, got 'one'"),
        ("players[0].shields", "age III shields are 1 but the city shows 0 (red cards and wonder stages)")]


def test_a_player_without_coins_holds_none():
    table = parse_table({"game": "7w", "players": [city("Ira", "Gizah"), city("Oleg", "Rhodos", coins=4),
                                                   city("Anna", "Babylon")]})
    assert [c.coins for c in table.cities] == [0, 4, 0]


def test_every_card_after_a_repeated_one_is_still_read():
    # seed 000, "Постройка здания": never two identical structures; Excavation is marked 4+ (not in a game
    # of 3), so its second copy is the repeated one at cards[0]
    doc = {"game": "7w", "players": [
        city("Ira", "Gizah", cards=["Excavation", "Excavation", "Baths", "Baths", "Nope"]),
        city("Oleg", "Rhodos"), city("Anna", "Babylon")]}
    assert problems(doc) == [
        ("players[0].cards[0]", "Excavation is not in the game with 3 players (its copies are marked 4+)"),
        ("players[0].cards[1]", "Excavation is already in this city (cards[0]): no city may hold two identical "
                                "structures"),
        ("players[0].cards[3]", "Baths is already in this city (cards[2]): no city may hold two identical "
                                "structures"),
        ("players[0].cards[4]", "unknown card 'Nope'")]


def test_a_table_with_shields_keeps_each_citys_seat_stages_and_the_free_city():
    # 2-player variant (seed 000, "Вариант для двух опытных игроков"): two players and the Free City.
    # Shields at the end of ages I, II, III: Ira 1, 3, 3 (Stockade, then Rhodos A's 2nd stage), Oleg none,
    # the Free City 1 (Barracks). Seed 000, "Конец эпохи": each city against each neighbour, the stronger
    # takes 1 / 3 / 5, the weaker -1, a tie nothing:
    #   age I   Ira 1 > Oleg 0: Ira 1, Oleg -1; Ira = Free City; Free City 1 > Oleg: 1, Oleg -1
    #   age II  Ira 3 > Oleg, Ira 3 > Free City 1: Ira 3, 3; Oleg -1, Free City -1; Free City > Oleg: 3, Oleg -1
    #   age III Ira 3 > both: 5, 5; Oleg -1, Free City -1; Free City > Oleg: 5, Oleg -1
    doc = {"game": "7w", "players": [
        city("Ira", "Rhodos", stages=2, cards=["Stockade"], shields=[1, 3, 3]),
        city("Oleg", "Gizah", stages=1, shields=[0, 0, 0]),
        city("Free City", "Babylon", cards=["Barracks"], shields=[1, 1, 1], free_city=True)]}
    table = parse_table(doc)
    assert [c.seat for c in table.cities] == [0, 1, 2]
    assert [c.name for c in table.cities] == ["Ira", "Oleg", "Free City"]
    assert [c.stages for c in table.cities] == [2, 1, 0]
    assert [len(c.built_stages) for c in table.cities] == [2, 1, 0]
    assert [c.shields_by_age for c in table.cities] == [(1, 3, 3), (0, 0, 0), (1, 1, 1)]
    assert [c.free_city for c in table.cities] == [False, False, True]
    assert [sorted(c.military) for c in table.cities] == [[1, 3, 3, 5, 5], [-1] * 6, [-1, -1, 1, 3, 5]]
    assert [table.left(s).name for s in range(3)] == ["Oleg", "Free City", "Ira"]
