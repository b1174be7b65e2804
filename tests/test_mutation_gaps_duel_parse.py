"""Duel's table parser on impossible tables, whole problem lists in English and Russian: a document that is not
an object, two players of one name, more cards of an age in the cities than that age deals (seed 003, Подготовка
эпохи: 20 cards in ages I and II, 17 and 3 guilds in age III), both players with 6 different science symbols
(seed 003, Научное превосходство: the first to gather them wins at once); and the defaults of a document that
leaves out "game" and "conflict"."""
from __future__ import annotations

import pytest

from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.duel.catalogue import catalogue
from scoring.duel.document import parse_duel

CARDS = catalogue().cards
AGE = {age: [c.name for c in CARDS if c.age == age and not c.is_guild] for age in (1, 2, 3)}


def problems(doc, lang="en") -> list[tuple[str, str]]:
    with use_language(lang), pytest.raises(BadInput) as caught:
        parse_duel(doc)
    return [(p.path, p.message) for p in caught.value.problems]


def two(first: list[str], second: list[str], names=("Ana", "Bo")) -> dict:
    return {"game": "duel", "players": [{"name": names[0], "cards": first}, {"name": names[1], "cards": second}]}


def test_a_document_that_is_not_an_object():
    assert problems([1]) == [("", 'the document must be a JSON object with "game", "conflict" and "players"')]
    assert problems("duel", "ru") == [("", 'документ должен быть JSON-объектом с полями "game", "conflict" и '
                                          '"players"')]


def test_two_players_of_one_name_holding_more_age_i_cards_than_are_dealt():
    doc = two(AGE[1][:11], AGE[1][11:22], names=("Ana", "Ana"))
    assert problems(doc) == [("players[1].name", "players[0] is already called 'Ana': names must differ"),
                             ("players", "22 age I cards in the cities: only 20 are dealt in age I")]
    assert problems(doc, "ru") == [
        ("players[1].name", "players[0] уже зовут 'Ana': имена должны различаться"),
        ("players", "в городах карт I эпохи: 22, а в I эпоху их раздаётся только 20")]


@pytest.mark.parametrize("age, held, dealt, numeral", [(2, 21, 20, "II"), (3, 18, 17, "III")])
def test_more_cards_of_age_ii_or_iii_than_are_dealt(age, held, dealt, numeral):
    cards = AGE[age][:held]
    assert problems(two(cards[:10], cards[10:])) == [
        ("players", f"{held} age {numeral} cards in the cities: only {dealt} are dealt in age {numeral}")]
    # as many as are dealt is possible
    parse_duel(two(cards[:10], cards[10:dealt]))


def test_both_players_with_six_science_symbols():
    doc = two(["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy", "University"],
              ["Laboratory", "School", "Library", "Dispensary", "Study", "Observatory"])
    assert problems(doc) == [("players", "both players hold 6 different science symbols: the first to do so won "
                                         "at once and the game ended")]
    assert problems(doc, "ru") == [("players", "у обоих игроков по 6 разных научных символов: первый, кто их "
                                               "собрал, сразу победил, и игра закончилась")]


def test_a_document_without_game_and_conflict_is_a_duel_with_the_pawn_in_the_centre():
    table = parse_duel({"players": [{"name": "Ana"}, {"name": "Bo"}]})
    assert (table.conflict, [(c.name, c.coins) for c in table.cities]) == (0, [("Ana", 0), ("Bo", 0)])


def test_names_that_are_not_lists_unknown_or_misspelt_and_a_pawn_off_the_track():
    doc = {"game": "duel", "conflict": 12,
           "players": [{"name": "Ana", "cards": "Altar", "wonders": ["Pyramids", "Zzz"]},
                       {"name": "Bo", "cards": ["Alter", "Qqqq", "Baths", 5], "progress": "Law"}]}
    assert problems(doc) == [
        ("conflict", "the Conflict pawn stands on a space from -9 to 9 (positive: toward players[1]'s capital), "
                     "got 12"),
        ("players[0].cards", "cards must be a list of names"),
        ("players[0].wonders[1]", "unknown wonder 'Zzz'"),
        ("players[1].cards[0]", "unknown card 'Alter'; did you mean 'Altar'?"),
        ("players[1].cards[1]", "unknown card 'Qqqq'"),
        ("players[1].cards[3]", "unknown card 5"),
        ("players[1].progress", "progress tokens must be a list of names")]
    assert problems(doc, "ru") == [
        ("conflict", "маркер конфликта стоит на клетке от -9 до 9 (положительные — в сторону столицы players[1]), "
                     "получено 12"),
        ("players[0].cards", "cards должен быть списком названий"),
        ("players[0].wonders[1]", "неизвестное чудо 'Zzz'"),
        ("players[1].cards[0]", "неизвестная карта 'Alter'; возможно, имелась в виду 'Altar'?"),
        ("players[1].cards[1]", "неизвестная карта 'Qqqq'"),
        ("players[1].cards[3]", "неизвестная карта 5"),
        ("players[1].progress", "жетоны прогресса должны быть списком названий")]


TOKENS = [t.name for t in catalogue().progress]


def test_nameless_players_and_a_fifth_wonder():
    doc = {"game": "duel", "players": [{"name": " ", "coins": 2, "wonders": [w.name for w in catalogue().wonders][:5]},
                                       {"cards": []}]}
    assert problems(doc) == [("players[0].name", "a name is required"),
                             ("players[0].wonders", "5 wonders: each player drafts 4 and can build no more"),
                             ("players[1].name", "a name is required")]
    assert problems(doc, "ru") == [("players[0].name", "нужно имя"),
                                   ("players[0].wonders", "чудес: 5; каждый игрок выбирает 4 и больше построить не "
                                                          "может"),
                                   ("players[1].name", "нужно имя")]


def test_more_progress_tokens_than_the_board_and_the_great_library_give():
    """5 tokens are put on the board (seed 003, Подготовка); The Great Library draws one more from the box."""
    six = {"game": "duel", "players": [{"name": "Ana", "progress": TOKENS[:3]},
                                       {"name": "Bo", "progress": TOKENS[3:6]}]}
    assert problems(six) == [("players[1].progress[2]", "6 progress tokens in the cities: only 5 are put on the "
                                                        "board")]
    assert problems(six, "ru") == [("players[1].progress[2]", "в городах жетонов прогресса: 6, а на поле "
                                                              "выкладывают только 5")]
    eight = {"game": "duel", "players": [{"name": "Ana", "wonders": ["The Great Library"], "progress": TOKENS[:4]},
                                         {"name": "Bo", "progress": TOKENS[4:8]}]}
    assert problems(eight) == [("players[1].progress[2]", "8 progress tokens in the cities: only 5 are put on the "
                                                          "board, plus the one The Great Library draws")]
    assert problems(eight, "ru") == [("players[1].progress[2]", "в городах жетонов прогресса: 8, а на поле "
                                                                "выкладывают только 5, плюс один, которого тянет "
                                                                "Александрийская библиотека")]
    parse_duel(dict(eight, players=[eight["players"][0], {"name": "Bo", "progress": TOKENS[4:6]}]))


def test_a_card_listed_twice_then_an_unknown_one():
    """The card is not called a Conspiracy in Russian (the sentence is shared with Agora's document)."""
    doc = {"game": "duel", "players": [{"name": "Ana", "cards": ["Altar", "Altar", "Qqqq"]}, {"name": "Bo"}]}
    assert problems(doc) == [
        ("players[0].cards[1]", "Altar is already listed (players[0].cards[0]): there is one Altar in the box"),
        ("players[0].cards[2]", "unknown card 'Qqqq'")]
    assert problems(doc, "ru") == [
        ("players[0].cards[1]", "«Алтарь» уже в списке (players[0].cards[0]): в коробке только один экземпляр"),
        ("players[0].cards[2]", "неизвестная карта 'Qqqq'")]
    assert problems(doc, "uk")[0] == (
        "players[0].cards[1]", "«Altar» уже є в списку (players[0].cards[0]): у коробці лише один примірник")
