"""Babel scoring: the tower, every Great Project token, tiles 19 and 22 (issue 12, deliverables 3 and 6).

Known values cite seed 004 (../shared/seeds/004_85362e93b63049c5.txt) sections.
"""
from collections import Counter

import pytest

from scoring.expansions.babel.catalogue import TOKEN_IDS, babel_catalogue
from scoring.expansions.babel.score import (
    CityFacts, battle_token_values, battle_tokens, best_science_with_tokens, defeats_taken, points_by_row,
    project_shields, token_line, token_lines, tokens_from_shields, tower_line, tower_points, victory_taken)
from scoring.classic.score import science_points

CAT = babel_catalogue()


@pytest.mark.parametrize("placed, points", [(0, 0), (1, 2), (2, 5), (3, 10)])
def test_tower_points(placed, points):
    # seed 004, Вавилонская Башня, Конец игры: 1 tile 2 VP, 2 tiles 5 VP, 3 tiles 10 VP
    assert tower_points(placed) == points


@pytest.mark.parametrize("placed", [4, -1, "2", True])
def test_tower_points_refuses_impossible_counts(placed):
    with pytest.raises(ValueError):
        tower_points(placed)


def test_tower_line_explains_the_tiles():
    line = tower_line([4, 12])      # seed 004, Размещение: Андрей's and Антон's tiles 4 and 12
    assert (line.category, line.points) == ("tower", 5)
    assert "2 tiles placed (4, 12) → 5" in line.text
    assert tower_line(3).points == 10 and tower_line([]).points == 0


# A city with 2 compasses, 2 gears, 3 tablets; 2 guilds of its own, 1 left, 3 right; 3 stages
# (its neighbours 2 and 4: the wonder token counts the own city only).
FACTS = CityFacts(science={"compass": 2, "gear": 2, "tablet": 3},
                  purple={"left": 1, "self": 2, "right": 3},
                  stages={"left": 2, "self": 3, "right": 4},
                  names={"left": "Oleg", "right": "Sofia"})

# token → (row, points) for FACTS; seed 004, Награды and Невозможность уплаты штрафа
EXPECTED = {
    "victory-1": ("military", 1), "victory-3": ("military", 3), "victory-5": ("military", 5),
    "shield": ("military", 0), "double-shield": ("military", 0),
    "science": ("science", 6),          # 2 groups of three different symbols × 3
    "guild": ("guilds", 6),             # 1 + 2 + 3 guilds, own and both neighbours
    "wonder": ("wonder", 3),            # own stages only
    "free-build": ("civilian", 0), "free-stage": ("civilian", 0), "any-project": ("civilian", 0),
    "penalty-1": ("civilian", -1), "penalty-2": ("civilian", -2), "penalty-3": ("civilian", -3),
    "resource-block": ("civilian", 0),
}


def test_every_token_is_covered():
    assert set(EXPECTED) == set(TOKEN_IDS)


@pytest.mark.parametrize("token", TOKEN_IDS)
def test_every_token_in_scoring(token):
    line = token_line(token, FACTS)
    assert (line.category, line.points) == EXPECTED[token]
    assert line.text.startswith(CAT.token(token).name)
    assert f"→ {line.points}" in line.text or f"→ {line.points:+d}" in line.text


def test_guild_token_names_the_neighbours():
    text = token_line("guild", FACTS).text
    assert "left Oleg: 1" in text and "self: 2" in text and "right Sofia: 3" in text


def test_science_token_needs_three_different_symbols():
    # seed 004, Награды: 3 VP per group of three DIFFERENT symbols; 5 tablets alone make no group
    assert token_line("science", CityFacts(science={"tablet": 5})).points == 0
    assert token_line("science", CityFacts(science={"compass": 1, "gear": 1, "tablet": 1})).points == 3


def test_war_mirror_reward_example():
    # seed 004, Конец Эпохи А: Денис holds 2 participation tokens when War Mirror succeeds,
    # so he takes 2 age II victory tokens: 2 × 3 VP in the military row
    lines = token_lines(["victory-3"] * 2, CityFacts())
    assert points_by_row(lines) == {"military": 6}
    assert all("not a battle result" in line.text for line in lines)


def test_a_penalty_that_cannot_be_paid_example():
    # seed 004, Невозможность уплаты штрафа: Иван has no coin to lose at the end of age II → −2 token
    assert points_by_row(token_lines(["penalty-2"], CityFacts())) == {"civilian": -2}


def test_several_tokens_each_count():
    # seed 004, Конец Эпохи А: one reward token per participation token
    lines = token_lines(["science", "victory-1", "science", "penalty-3"], FACTS)
    assert points_by_row(lines) == {"military": 1, "science": 12, "civilian": -3}
    assert [line.category for line in lines] == ["military", "science", "science", "civilian"]


def test_unknown_tokens_raise():
    with pytest.raises(ValueError):
        token_lines(["victory-2"], FACTS)


def test_science_token_can_change_the_best_wildcard():
    # 4 compasses, 1 gear, 1 wildcard: alone, a 5th compass (25 + 1 = 26) beats a tablet (16 + 1 + 1 + 7 = 25);
    # with one science token the tablet's set is worth 3 more: 25 + 3 = 28 (data notes, "Science token")
    symbols = Counter({"compass": 4, "gear": 1})
    assert best_science_with_tokens(symbols, 1, 0) == (26, 0, ("compass",))
    assert best_science_with_tokens(symbols, 1, 1) == (25, 3, ("tablet",))
    assert science_points(symbols + Counter({"tablet": 1})) == 25


def test_wildcards_chosen_with_a_science_token():
    # 1 tablet and 2 wildcards: compass + gear make a set (1 + 1 + 1 + 7 = 10) and the science token
    # adds 3 for it: 13, more than 3 tablets' 9
    assert best_science_with_tokens(Counter({"tablet": 1}), 2, 1) == (10, 3, ("compass", "gear"))


def test_shield_tokens():
    # seed 004, Награды: a shield token adds to the military strength in every conflict
    assert project_shields(["shield", "double-shield", "victory-3"]) == 3
    assert project_shields([]) == 0


# -- tiles 19 and 22 --------------------------------------------------------------------

@pytest.mark.parametrize("value, taken", [(1, 0), (3, 1), (5, 3)])
def test_tile_19_lowers_victory_tokens(value, taken):
    # seed 004, 19: 1 VP → nothing, 3 VP → 1 VP, 5 VP → 3 VP
    assert victory_taken(value, [4, 19, 12]) == taken
    assert victory_taken(value, [4, 12]) == value


def test_tile_22_doubles_defeats():
    # seed 004, 22: two defeat tokens instead of one
    assert defeats_taken([22]) == (-1, -1)
    assert defeats_taken([19]) == (-1,)


@pytest.mark.parametrize("age, won, visible, tokens", [
    (1, True, [], (1,)), (1, True, [19], ()), (2, True, [19], (1,)), (3, True, [19, 22], (3,)),
    (3, False, [], (-1,)), (2, False, [22], (-1, -1)), (1, False, [19], (-1,))])
def test_battle_tokens(age, won, visible, tokens):
    assert battle_tokens(age, won, visible) == tokens


def test_battle_token_values_with_and_without_the_tower():
    assert battle_token_values(2, False) == ({3}, {(-1,)})
    assert battle_token_values(2, True) == ({3, 1}, {(-1,), (-1, -1)})
    assert battle_token_values(1, True)[0] == {1, 0}


def test_tokens_from_shields_follow_the_visible_tiles():
    # three cities; shields at the end of ages I, II, III
    shields = [[1, 2, 3], [0, 2, 5], [2, 2, 2]]
    plain = tokens_from_shields(shields, [[], [], []])
    assert sorted(plain[0]) == [-1, -1, 1, 5] and sorted(plain[1]) == [-1, -1, 5, 5]
    assert sorted(plain[2]) == [-1, -1, 1, 1]
    # tile 19 visible at the end of age I: the +1 tokens vanish; tile 22 at age III: defeats double
    babel = tokens_from_shields(shields, [[19], [], [22]])
    assert sorted(babel[0]) == [-1, -1, -1, 5]          # age I loss to Sofia, age III loss to Oleg ×2
    assert sorted(babel[1]) == [-1, -1, 5, 5]
    assert sorted(babel[2]) == [-1, -1, -1, -1]


@pytest.mark.parametrize("tokens, tower, ok", [
    # without the tower: the 1st-edition limits
    ([1, 1, 3, 3, 5, 5], False, True), ([-1] * 7, False, False), ([1, 1, 1], False, False),
    # tile 22 (seed 004, 22): 6 lost battles can leave 12 defeat tokens
    ([-1] * 12, True, True), ([-1] * 13, True, False),
    # tile 19 (seed 004, 19): three +1 tokens can be age I's two and age II's lowered 3
    ([1, 1, 1], True, True), ([1, 1, 1, 1], True, True), ([1, 1, 1, 1, 1], True, False),
    ([3, 3, 3, 3], True, True), ([5, 5, 3, 3, 3], True, False), ([5, 5], True, True), ([5, 5, 5], True, False),
    ([1, 1, 3, 3, 5, 5], True, True),
    # 5 wins and two lost battles doubled: 7 battles
    ([1, 1, 3, 3, 5, -1, -1, -1], True, False), ([1, 1, 3, 3, 5, -1, -1], True, True),
    ([2], True, False),
])
def test_battle_token_problems(tokens, tower, ok):
    from scoring.expansions.babel.score import battle_token_problems
    assert (battle_token_problems(tokens, tower) == []) is ok


def test_player_lines_on_a_real_table():
    # a 3-player 1st-edition table: Ira (Rhodos A, 2 stages) between Oleg (left) and Sofia (right)
    from scoring.expansions.babel.score import city_facts, player_lines
    from scoring.classic.document import parse_table
    from tests.helpers import player, table
    t = parse_table(table(
        player("Ira", "Rhodos", stages=2, cards=["Scientists Guild", "Apothecary", "Workshop", "Scriptorium"]),
        player("Oleg", "Gizah", stages=3, cards=["Spies Guild", "Workers Guild"]),
        player("Sofia", "Babylon", stages=1, cards=["Traders Guild"])))
    facts = city_facts(t, 0, {"compass": 1, "gear": 1, "tablet": 2})   # the guild's wildcard as a tablet
    assert facts.purple == {"left": 2, "self": 1, "right": 1} and facts.stages["self"] == 2
    lines = player_lines([4, 12, 19], ["guild", "wonder", "science", "penalty-1"], facts)
    assert points_by_row(lines) == {"tower": 10, "guilds": 4, "wonder": 2, "science": 3, "civilian": -1}
    guild = next(line for line in lines if line.category == "guilds")
    assert "left Oleg: 2" in guild.text and "right Sofia: 1" in guild.text
    assert player_lines(None, [], facts) == []


def test_tokens_from_shields_with_tiles_known_for_the_first_two_ages_only():
    # tile 19 visible at age II's conflicts: the two +3 become +1 (seed 004, 19); age III's
    # conflicts with no tile listed give the printed +5
    shields = [[1, 2, 3], [0, 0, 0], [0, 0, 0]]
    tokens = tokens_from_shields(shields, [[], [19]])
    assert tokens[0] == [1, 1, 1, 1, 5, 5]
    assert tokens[1] == tokens[2] == [-1, -1, -1]


@pytest.mark.parametrize("tokens, problem", [
    ([5, 5, 5], "3 tokens of +5: a city wins at most 2 battles in age III"),
    ([3, 3, 3, 3, 3], "victory tokens [3, 3, 3, 3, 3] need more than two won battles in some age, even with "
                      "tile 19 lowering them"),
    ([1, 1, 3, 3, 5, -1, -1, -1], "3 defeat tokens and 5 victory tokens need more than 6 battles (two an age), "
                                  "even with tile 22 doubling defeats"),
    ([2], "2 is not a conflict token (tokens are -1, +1, +3 and +5)"),
])
def test_battle_token_problems_with_the_tower_say_why(tokens, problem):
    from scoring.expansions.babel.score import battle_token_problems
    assert battle_token_problems(tokens, True) == [problem]
