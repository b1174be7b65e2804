"""The 1st edition's table parser on bad cities, whole problem lists (path and sentence) in English and Russian:
a missing name, a misspelt wonder, stages and coins not whole numbers or out of range, cards not a list, card
names that are not text, a card twice in a city, more cities holding a card than its copies, a card not in the
game at this player count, conflict tokens that are not whole numbers, a player given as a read-only mapping
(seed 000: "Состав игры", the player counts printed on the cards; "Военные конфликты", the tokens -1, 1, 3, 5)."""
from __future__ import annotations

from types import MappingProxyType

import pytest

from scoring.classic.document import parse_table
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language


def city(**over) -> dict:
    return {"name": "Ana", "wonder": "Gizah", "side": "A", "stages": 1, "coins": 3, "cards": [], **over}


def table(*players) -> dict:
    return {"game": "7w", "players": list(players)}


def problems(doc, lang="en") -> list[tuple[str, str]]:
    with use_language(lang), pytest.raises(BadInput) as caught:
        parse_table(doc)
    return [(p.path, p.message) for p in caught.value.problems]


NAMELESS = table(city(), city(name="Bo", wonder="Rhodos"),
                 {"wonder": "Gizeh", "side": "A", "stages": "2", "coins": "3", "cards": "Altar"})
RANGES = table(city(), city(name="Bo", wonder="Rhodos", stages=5, coins=-1),
               city(name="Cy", wonder="Ephesos", stages=2.0, coins=True))


def test_a_city_with_no_name_and_every_field_mistyped():
    assert problems(NAMELESS) == [
        ("players[2].name", "a name is required"),
        ("players[2].wonder", "unknown wonder 'Gizeh'; did you mean 'Gizah'?"),
        ("players[2].stages", "stages must be a whole number, got '2'"),
        ("players[2].coins", "coins must be a whole number 0 or more, got '3'"),
        ("players[2].cards", "cards must be a list of card names")]
    assert problems(NAMELESS, "ru") == [
        ("players[2].name", "нужно имя"),
        ("players[2].wonder", "неизвестное чудо света 'Gizeh'; может быть, 'Gizah'?"),
        ("players[2].stages", "этапы — целое число, получено '2'"),
        ("players[2].coins", "монеты — целое число от 0, получено '3'"),
        ("players[2].cards", "cards должен быть списком названий карт")]


def test_stages_and_coins_out_of_range_or_not_whole_numbers():
    assert problems(RANGES) == [
        ("players[1].stages", "Rhodos side A has 3 stages; 5 is outside 0..3"),
        ("players[1].coins", "coins must be a whole number 0 or more, got -1"),
        ("players[2].stages", "stages must be a whole number, got 2.0"),
        ("players[2].coins", "coins must be a whole number 0 or more, got True")]
    assert problems(RANGES, "ru") == [
        ("players[1].stages", "у Родос, сторона A, 3 этапа; 5 вне 0..3"),
        ("players[1].coins", "монеты — целое число от 0, получено -1"),
        ("players[2].stages", "этапы — целое число, получено 2.0"),
        ("players[2].coins", "монеты — целое число от 0, получено True")]


def test_card_names_that_are_not_text_and_a_card_twice_in_one_city_are_each_named():
    doc = table(city(), city(name="Bo", wonder="Rhodos"),
                city(name="Cy", wonder="Ephesos", cards=[5, None, "Altar", "Altar"]))
    assert problems(doc) == [
        ("players[2].cards[0]", "unknown card 5"),
        ("players[2].cards[1]", "unknown card None"),
        ("players[2].cards[3]", "Altar is already in this city (cards[2]): no city may hold two identical "
                                "structures")]


def test_more_cities_than_copies_and_a_card_of_more_players_each_say_so_once_per_card():
    """With 3 players one Lumber Yard, one Stone Pit, one Baths; the Tavern's copies are 4+, 5+, 7+."""
    doc = table(city(cards=["Lumber Yard", "Stone Pit", "Tavern"]),
                city(name="Bo", wonder="Rhodos", cards=["Lumber Yard", "Baths"]),
                city(name="Cy", wonder="Ephesos", cards=["Stone Pit", "Lumber Yard", "Baths"]))
    assert problems(doc) == [
        ("players[0].cards[2]", "Tavern is not in the game with 3 players (its copies are marked 4+, 5+, 7+)"),
        ("players[1].cards[0]", "3 cities hold Lumber Yard but only 1 copy exists with 3 players"),
        ("players[2].cards[0]", "2 cities hold Stone Pit but only 1 copy exists with 3 players"),
        ("players[2].cards[2]", "2 cities hold Baths but only 1 copy exists with 3 players")]
    assert problems(doc, "ru") == [
        ("players[0].cards[2]", "«Таверна» не участвует в игре на 3 игроков (её копии помечены 4+, 5+, 7+)"),
        ("players[1].cards[0]", "«Лесоповал» в городах: 3, но при 3 игроках есть только 1 копия"),
        ("players[2].cards[0]", "«Каменный карьер» в городах: 2, но при 3 игроках есть только 1 копия"),
        ("players[2].cards[2]", "«Бани» в городах: 2, но при 3 игроках есть только 1 копия")]


def test_conflict_tokens_are_whole_numbers_only():
    doc = table(city(military=[3.0, -1, 5, 1]), city(name="Bo", wonder="Rhodos", military=[1.5, 4, True]),
                city(name="Cy", wonder="Ephesos", military=[-1, 3, 5, 1]))
    assert problems(doc) == [
        ("players[0].military[0]", "3.0 is not a conflict token (tokens are -1, 1, 3, 5)"),
        ("players[1].military[0]", "1.5 is not a conflict token (tokens are -1, 1, 3, 5)"),
        ("players[1].military[1]", "4 is not a conflict token (tokens are -1, 1, 3, 5)"),
        ("players[1].military[2]", "True is not a conflict token (tokens are -1, 1, 3, 5)")]


def test_a_player_given_as_a_read_only_mapping_is_read_as_an_object():
    """The library takes any mapping: a read-only one is a city, and its Free City counts."""
    t = parse_table(table(MappingProxyType(city()), city(name="Bo", wonder="Rhodos"),
                          city(name="Cy", wonder="Ephesos", coins=4)))
    assert [(c.name, c.wonder.name, c.coins) for c in t.cities] == [
        ("Ana", "Gizah", 3), ("Bo", "Rhodos", 3), ("Cy", "Ephesos", 4)]
    two = table(city(), MappingProxyType(city(name="Bo", wonder="Rhodos", free_city=True)))
    assert problems(two) == [("players", "the 2-player variant has exactly 3 cities: 2 players and 1 Free City")]


def test_copies_in_the_plural_and_a_card_of_more_players_held_twice():
    """With 5 players two Lumber Yards (3+, 4+); the Tavern held by two cities at 3 players is told once per city,
    and the Lumber Yard after it is still counted."""
    five = table(city(cards=["Lumber Yard", "Tavern"]), city(name="Bo", wonder="Rhodos", cards=["Lumber Yard", "Tavern"]),
                 city(name="Cy", wonder="Ephesos", cards=["Lumber Yard"]), city(name="Di", wonder="Babylon"),
                 city(name="Ed", wonder="Olympia"))
    assert problems(five) == [("players[2].cards[0]", "3 cities hold Lumber Yard but only 2 copies exist with 5 players")]
    assert problems(five, "ru") == [("players[2].cards[0]", "«Лесоповал» в городах: 3, но при 5 игроках есть только 2 копии")]
    three = table(city(cards=["Tavern", "Lumber Yard"]), city(name="Bo", wonder="Rhodos", cards=["Tavern", "Lumber Yard"]),
                  city(name="Cy", wonder="Ephesos"))
    assert problems(three) == [
        ("players[0].cards[0]", "Tavern is not in the game with 3 players (its copies are marked 4+, 5+, 7+)"),
        ("players[1].cards[0]", "Tavern is not in the game with 3 players (its copies are marked 4+, 5+, 7+)"),
        ("players[1].cards[1]", "2 cities hold Lumber Yard but only 1 copy exists with 3 players")]
