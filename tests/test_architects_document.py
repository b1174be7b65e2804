"""Architects document: what is accepted and every bad input refused with its path (issue 11, deliverable 2).

Rules: seed 002 (../shared/seeds/002_3cc4546b2a2971d2.txt) by section.
"""
import pytest

from scoring.architects.document import parse_architects
from scoring.core.errors import BadInput


def seat(name, wonder, **extra):
    p = {"name": name, "wonder": wonder}
    p.update(extra)
    return p


def game(*players, **extra):
    doc = {"game": "architects", "players": list(players)}
    doc.update(extra)
    return doc


def problems(doc):
    with pytest.raises(BadInput) as exc:
        parse_architects(doc)
    return {p.path: p.message for p in exc.value.problems}


def test_the_issue_example_is_accepted():
    table = parse_architects(game(
        seat("Ana", "Giza", stages=5, cards={"blue": 1, "blue_cat": 1, "wood": 1, "gold": 1, "compass": 1, "red": 2,
                                             "red_horn": 1}, cat=True, victory_tokens=2,
             progress=["Culture", "Culture", "Education"]),
        seat("Bo", "Rhodes", stages=2)))
    ana = table.players[0]
    assert ana.complete and ana.copies("Culture") == 2 and ana.count("red") == 2 and ana.count("glass") == 0
    assert table.left(0).name == "Bo" and table.right(0).name == "Bo"


@pytest.mark.parametrize("stages", [["2≠", "2=", "3≠"], ["2d", "2s", "3d"], ["3≠", "2d", "2="], [" 2 = ", "2!=", "3/="]])
def test_stages_as_pieces_in_any_spelling(stages):
    table = parse_architects(game(seat("Ana", "Giza", stages=stages), seat("Bo", "Rhodes")))
    assert [p.requirement.id for p in table.players[0].built] == ["2d", "2s", "3d"]


def test_game_aliases_and_wonder_names_in_ukrainian():
    # the registry's aliases; seed 002, Ефекти Чудес: Ukrainian printed names
    table = parse_architects({"game": "7 Wonders Architects",
                              "players": [seat("Ana", "Галікарнас"), seat("Bo", "Ефес"), seat("Cy", "Вавилон")]})
    assert [p.wonder.name for p in table.players] == ["Halicarnassus", "Ephesus", "Babylon"]


def test_a_sixth_piece():
    assert "no 6th piece" in problems(game(seat("Ana", "Giza", stages=6), seat("Bo", "Rhodes")))["players[0].stages"]
    got = problems(game(seat("Ana", "Giza", stages=["2d", "2s", "3d", "3s", "4d", "5d"]), seat("Bo", "Rhodes")))
    assert "a wonder has 5 pieces" in got["players[0].stages"]
    assert "unknown piece '5d'" in got["players[0].stages[5]"]


def test_a_piece_listed_twice():
    got = problems(game(seat("Ana", "Giza", stages=["2d", "2≠"]), seat("Bo", "Rhodes")))
    assert "already listed (players[0].stages[0])" in got["players[0].stages[1]"]


def test_a_piece_without_the_level_below():
    # seed 002, Будівництво етапу: a stage only when every stage below it is built
    got = problems(game(seat("Ana", "Olympia", stages=["2d", "3s"]), seat("Bo", "Rhodes")))
    assert "2=, 3≠ below it must be built first" in got["players[0].stages[1]"]
    # ... but pieces of one level in either order: Rhodes 2= without 2≠ (both on level 1)
    parse_architects(game(seat("Ana", "Rhodes", stages=["2s"]), seat("Bo", "Giza")))


def test_progress_token_twice_except_culture():
    got = problems(game(seat("Ana", "Giza", progress=["Tactics", "Culture", "Culture", "tactics"]),
                        seat("Bo", "Rhodes")))
    assert list(got) == ["players[0].progress[3]"] and "there is one Tactics" in got["players[0].progress[3]"]
    got = problems(game(seat("Ana", "Giza", progress=["Culture"] * 3), seat("Bo", "Rhodes")))
    assert "there are 2 Culture tokens" in got["players[0].progress[2]"]


def test_progress_token_in_two_hands():
    got = problems(game(seat("Ana", "Giza", progress=["Culture", "Economy"]),
                        seat("Bo", "Rhodes", progress=["Culture", "Economy"])))
    assert list(got) == ["players[1].progress[1]"]


def test_two_cats():
    # seed 002, ВМІСТ: 1 жетон Кота
    got = problems(game(seat("Ana", "Giza", cat=True, cards={"blue_cat": 1}),
                        seat("Bo", "Rhodes", cat=True, cards={"blue_cat": 1})))
    assert "already holds the cat" in got["players[1].cat"]


def test_the_cat_and_blue_cards_with_the_cat_go_together():
    # seed 002, Сині карти: taking a blue card with the cat icon moves the cat to you
    got = problems(game(seat("Ana", "Giza", cat=True), seat("Bo", "Rhodes")))
    assert "cards.blue_cat is 0" in got["players[0].cat"]
    got = problems(game(seat("Ana", "Giza", cards={"blue_cat": 1}), seat("Bo", "Rhodes")))
    assert "someone holds the cat" in got["players"]


def test_negative_counts():
    got = problems(game(seat("Ana", "Giza", cards={"wood": -1, "gold": 1.5}, victory_tokens=-2),
                        seat("Bo", "Rhodes", stages=-1)))
    assert set(got) == {"players[0].cards.wood", "players[0].cards.gold", "players[0].victory_tokens",
                        "players[1].stages"}


def test_a_wonder_used_twice():
    got = problems(game(seat("Ana", "Giza"), seat("Bo", "Гіза")))
    assert "already built by players[0]" in got["players[1].wonder"]


def test_unknown_names_get_a_suggestion():
    got = problems(game(seat("Ana", "Gizza", cards={"wod": 1, "blue_cta": 1}, progress=["Culutre"]),
                        seat("Bo", "Rhodes"), plyers=[]))
    assert "did you mean 'Giza'" in got["players[0].wonder"]
    assert "did you mean 'wood'" in got["players[0].cards.wod"]
    assert "did you mean 'blue_cat'" in got["players[0].cards.blue_cta"]
    assert "did you mean 'Culture'" in got["players[0].progress[0]"]
    assert "did you mean 'players'" in got["plyers"]


def test_every_problem_in_one_answer():
    got = problems(game(seat("", "Giza", stages=7), seat("Bo", None, cat="yes", victory_tokens="2")))
    assert set(got) == {"players[0].name", "players[0].stages", "players[1].wonder", "players[1].cat",
                        "players[1].victory_tokens"}


def test_player_count_two_to_seven():
    assert "2 to 7 players" in problems(game(seat("Ana", "Giza")))["players"]
    eight = [seat(f"P{i}", w) for i, w in enumerate(["Giza", "Rhodes", "Babylon", "Olympia", "Ephesus",
                                                      "Alexandria", "Halicarnassus", "Giza"])]
    assert "got 8 players" in problems(game(*eight))["players"]


def test_not_this_game():
    assert "is not 7 Wonders Architects" in problems({"game": "duel", "players": [seat("A", "Giza"),
                                                                                 seat("B", "Rhodes")]})["game"]


def test_two_complete_wonders():
    # seed 002, Завершення гри: the game ends at the end of the turn a wonder is completed
    got = problems(game(seat("Ana", "Giza", stages=5), seat("Bo", "Rhodes", stages=5)))
    assert "already complete" in got["players[1].stages"]


def test_more_cards_than_the_decks_hold():
    # Giza's deck has no 2-horn card, the central deck 2 (facts A3): 3 with Giza + Rhodes (1) is fine, 4 is not
    parse_architects(game(seat("Ana", "Giza", cards={"red_2horns": 3}), seat("Bo", "Rhodes")))
    got = problems(game(seat("Ana", "Giza", cards={"red_2horns": 4}), seat("Bo", "Rhodes")))
    assert "hold 3" in got["players"]


def test_victory_tokens_at_most_28():
    # seed 002, ВМІСТ: 28 жетонів Перемоги
    got = problems(game(seat("Ana", "Giza", victory_tokens=20), seat("Bo", "Rhodes", victory_tokens=9)))
    assert "the game has 28" in got["players"]


def test_not_an_object():
    with pytest.raises(BadInput):
        parse_architects(["architects"])
    assert "must be an object" in problems(game(seat("Ana", "Giza"), "Bo"))["players[1]"]
