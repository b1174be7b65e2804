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
from scoring.core.i18n import use_language

CAT = babel_catalogue()


@pytest.mark.parametrize("placed, points", [(0, 0), (1, 2), (2, 5), (3, 10)])
def test_tower_points(placed, points):
    # seed 004, Вавилонская Башня, Конец игры: 1 tile 2 VP, 2 tiles 5 VP, 3 tiles 10 VP
    assert tower_points(placed) == points


@pytest.mark.parametrize("placed", [4, -1, "2", True])
def test_tower_points_refuses_impossible_counts(placed):
    with pytest.raises(ValueError, match=rf"^a player places 0 to 3 tiles, got {placed!r}$"):
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
    with pytest.raises(ValueError, match=r"^unknown Babel tokens \['victory-2'\]$"):
        token_lines(["victory-2"], FACTS)


def test_one_unknown_token_or_victory_value_is_named():
    with pytest.raises(ValueError, match=r"^unknown Babel token 'victory-2'$"):
        token_line("victory-2", FACTS)
    with pytest.raises(ValueError, match=r"^victory tokens are 1, 3 or 5, got 2$"):
        victory_taken(2)


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
    # five +1 and a +3: age I's two, and age II would need four wins (two +1 lowered, the +3, one more)
    ([1, 1, 1, 1, 1, 3], True, False), ([1, 1, 1, 1, 3], True, True),
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
    assert facts.purple == {"left": 2, "self": 1, "right": 1}
    assert facts.stages == {"left": 3, "self": 2, "right": 1} and facts.names == {"left": "Oleg", "right": "Sofia"}
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
    ([1, 1, 3, 3, 5, -1, -1, -1], "defeat tokens (3) and victory tokens (5) need more than 6 battles (two an age), "
                                  "even with tile 22 doubling defeats"),
    ([2], "2 is not a conflict token (tokens are -1, +1, +3 and +5)"),
])
def test_battle_token_problems_with_the_tower_say_why(tokens, problem):
    from scoring.expansions.babel.score import battle_token_problems
    assert battle_token_problems(tokens, True) == [problem]


# -- every line, word for word, in English, Russian and Ukrainian ------------------------------------------------

def in_language(lang, make):
    with use_language(lang):
        return make()


def test_every_token_line_explains_its_number():
    """Each token of FACTS as the pad explains it (seed 004, Награды; Невозможность уплаты штрафа): the project's
    victory tokens in the military row, signed; shields and spent tokens score nothing and say what they did;
    science 3 per set of three different symbols (2 compasses, 2 gears, 3 tablets → 2 sets → 6); the guild
    token 1 per guild of the own city and both neighbours (1 + 2 + 3); the wonder token 1 per own stage (3)."""
    lines = [(line.category, line.source, line.points, line.text) for line in token_lines(TOKEN_IDS, FACTS)]
    assert lines == [
        ("military", "Victory token (1 VP)", 1, "Victory token (1 VP) → +1 (a Great Project token, not a battle result)"),
        ("military", "Victory token (3 VP)", 3, "Victory token (3 VP) → +3 (a Great Project token, not a battle result)"),
        ("military", "Victory token (5 VP)", 5, "Victory token (5 VP) → +5 (a Great Project token, not a battle result)"),
        ("military", "Shield token", 0, "Shield token: 1 shield added to the city's military strength in every later "
                                        "conflict; no points of its own → 0"),
        ("military", "Double Shield token", 0, "Double Shield token: 2 shields added to the city's military strength in "
                                               "every later conflict; no points of its own → 0"),
        ("science", "Science token", 6,
         "Science token: 2 sets of three different symbols (2 compass, 2 gear, 3 tablet) × 3 → 6"),
        ("guilds", "Guild token", 6,
         "Guild token: 6 guilds in own and neighbouring cities (left Oleg: 1; self: 2; right Sofia: 3) → 6"),
        ("wonder", "Wonder token", 3, "Wonder token: 3 wonder stages built in own city → 3"),
        ("civilian", "Free Build token", 0,
         "Free Build token: spent (returned to the reserve) to build a building for free; no points → 0"),
        ("civilian", "Free Wonder Stage token", 0,
         "Free Wonder Stage token: spent to build a wonder stage without its resources (its coins are still paid); "
         "no points → 0"),
        ("civilian", "Any Project token", 0,
         "Any Project token: spent to take part in a Great Project whatever the colour of the building; no points → 0"),
        ("civilian", "Penalty token (−1 VP)", -1, "Penalty token (−1 VP) → -1"),
        ("civilian", "Penalty token (−2 VP)", -2, "Penalty token (−2 VP) → -2"),
        ("civilian", "Penalty token (−3 VP)", -3, "Penalty token (−3 VP) → -3"),
        ("civilian", "Resource-block token", 0,
         "Resource-block token: Double Walls penalty: the Wonder board's starting resource is lost for the rest of "
         "the game; no points → 0")]


def test_every_token_line_in_russian_and_ukrainian():
    assert in_language("ru", lambda: [line.text for line in token_lines(TOKEN_IDS, FACTS)]) == [
        "жетон Победы (1 ПО) → +1 (жетон Великого Проекта, а не результат битвы)",
        "жетон Победы (3 ПО) → +3 (жетон Великого Проекта, а не результат битвы)",
        "жетон Победы (5 ПО) → +5 (жетон Великого Проекта, а не результат битвы)",
        "жетон Щита: 1 щит добавляется к военной силе города в каждом следующем конфликте; собственных очков не даёт "
        "→ 0",
        "жетон Щита (2 щита): 2 щита добавляются к военной силе города в каждом следующем конфликте; собственных "
        "очков не даёт → 0",
        "жетон Науки: 2 набора из трёх разных символов (2 циркуля, 2 шестерёнки, 3 таблички) × 3 → 6",
        "жетон Гильдии: 6 гильдий в своём и соседних городах (слева Oleg: 1; свой: 2; справа Sofia: 3) → 6",
        "жетон Чуда: в своём городе построено 3 этапа чуда → 3",
        "жетон бесплатной постройки: тратится (возвращается в запас), чтобы бесплатно построить здание; очков не "
        "даёт → 0",
        "жетон бесплатного этапа Чуда: тратится, чтобы построить этап чуда без ресурсов (монеты всё равно "
        "платятся); очков не даёт → 0",
        "жетон любого Проекта: тратится, чтобы принять участие в Великом Проекте независимо от цвета здания; очков "
        "не даёт → 0",
        "жетон Штрафа (−1 ПО) → -1", "жетон Штрафа (−2 ПО) → -2", "жетон Штрафа (−3 ПО) → -3",
        "жетон блокировки ресурса: Штраф Двойных стен: начальный ресурс планшета чуда потерян до конца игры; очков "
        "не даёт → 0"]
    assert in_language("uk", lambda: [line.text for line in token_lines(TOKEN_IDS, FACTS)]) == [
        "жетон Перемоги (1 ПБ) → +1 (жетон Великого Проєкту, а не результат битви)",
        "жетон Перемоги (3 ПБ) → +3 (жетон Великого Проєкту, а не результат битви)",
        "жетон Перемоги (5 ПБ) → +5 (жетон Великого Проєкту, а не результат битви)",
        "жетон Щита: 1 щит додається до військової сили міста в кожному наступному конфлікті; власних очок не дає → 0",
        "жетон Щита (2 щити): 2 щити додаються до військової сили міста в кожному наступному конфлікті; власних "
        "очок не дає → 0",
        "жетон Науки: 2 набори з трьох різних символів (2 циркулі, 2 шестерні, 3 таблички) × 3 → 6",
        "жетон Гільдії: 6 гільдій у своєму та сусідніх містах (ліворуч Oleg: 1; своє: 2; праворуч Sofia: 3) → 6",
        "жетон Чуда: у своєму місті збудовано 3 етапи чуда → 3",
        "жетон безкоштовної споруди: витрачається (повертається в запас), щоб безкоштовно збудувати будівлю; очок не "
        "дає → 0",
        "жетон безкоштовного етапу Чуда: витрачається, щоб збудувати етап чуда без ресурсів (монети все одно "
        "сплачуються); очок не дає → 0",
        "жетон будь-якого Проєкту: витрачається, щоб узяти участь у Великому Проєкті незалежно від кольору будівлі; "
        "очок не дає → 0",
        "жетон Штрафу (−1 ПБ) → -1", "жетон Штрафу (−2 ПБ) → -2", "жетон Штрафу (−3 ПБ) → -3",
        "жетон блокування ресурсу: Штраф Подвійних стін: початковий ресурс планшета чуда втрачено до кінця гри; очок "
        "не дає → 0"]


# one of each: 1 set (1 compass, 1 gear, 5 tablets), 1 guild of the own city, 1 own stage; no neighbours' names
ONE = CityFacts(science={"compass": 1, "gear": 1, "tablet": 5}, purple={"left": 0, "self": 1, "right": 0},
                stages={"left": 2, "self": 1, "right": 4})


@pytest.mark.parametrize("lang, one, none", [
    ("en", ["Science token: 1 set of three different symbols (1 compass, 1 gear, 5 tablet) × 3 → 3",
            "Guild token: 1 guild in own and neighbouring cities (left: 0; self: 1; right: 0) → 1",
            "Wonder token: 1 wonder stage built in own city → 1"],
     ["Science token: 0 sets of three different symbols (0 compass, 0 gear, 0 tablet) × 3 → 0",
      "Guild token: 0 guilds in own and neighbouring cities (left: 0; self: 0; right: 0) → 0",
      "Wonder token: 0 wonder stages built in own city → 0"]),
    ("ru", ["жетон Науки: 1 набор из трёх разных символов (1 циркуль, 1 шестерёнка, 5 табличек) × 3 → 3",
            "жетон Гильдии: 1 гильдия в своём и соседних городах (слева: 0; свой: 1; справа: 0) → 1",
            "жетон Чуда: в своём городе построен 1 этап чуда → 1"],
     ["жетон Науки: 0 наборов из трёх разных символов (0 циркулей, 0 шестерёнок, 0 табличек) × 3 → 0",
      "жетон Гильдии: 0 гильдий в своём и соседних городах (слева: 0; свой: 0; справа: 0) → 0",
      "жетон Чуда: в своём городе построено 0 этапов чуда → 0"]),
    ("uk", ["жетон Науки: 1 набір із трьох різних символів (1 циркуль, 1 шестерня, 5 табличок) × 3 → 3",
            "жетон Гільдії: 1 гільдія у своєму та сусідніх містах (ліворуч: 0; своє: 1; праворуч: 0) → 1",
            "жетон Чуда: у своєму місті збудовано 1 етап чуда → 1"],
     ["жетон Науки: 0 наборів із трьох різних символів (0 циркулів, 0 шестерень, 0 табличок) × 3 → 0",
      "жетон Гільдії: 0 гільдій у своєму та сусідніх містах (ліворуч: 0; своє: 0; праворуч: 0) → 0",
      "жетон Чуда: у своєму місті збудовано 0 етапів чуда → 0"]),
])
def test_counting_tokens_in_the_singular_and_with_nothing_to_count(lang, one, none):
    tokens = ["science", "guild", "wonder"]
    assert in_language(lang, lambda: [line.text for line in token_lines(tokens, ONE)]) == one
    assert in_language(lang, lambda: [line.text for line in token_lines(tokens, CityFacts())]) == none
    assert [line.points for line in token_lines(tokens, ONE)] == [3, 1, 1]


@pytest.mark.parametrize("lang, lines", [
    # seed 004, Конец игры: 1 tile 2 VP, 2 tiles 5 VP, 3 tiles 10 VP; the tiles' numbers when known
    ("en", ["Tower of Babel: 0 tiles placed → 0 (tiles placed → VP: 1: 2, 2: 5, 3: 10)",
            "Tower of Babel: 1 tile placed → 2 (tiles placed → VP: 1: 2, 2: 5, 3: 10)",
            "Tower of Babel: 2 tiles placed → 5 (tiles placed → VP: 1: 2, 2: 5, 3: 10)",
            "Tower of Babel: 0 tiles placed → 0 (tiles placed → VP: 1: 2, 2: 5, 3: 10)",
            "Tower of Babel: 1 tile placed (4) → 2 (tiles placed → VP: 1: 2, 2: 5, 3: 10)",
            "Tower of Babel: 3 tiles placed (1, 2, 3) → 10 (tiles placed → VP: 1: 2, 2: 5, 3: 10)"]),
    ("ru", ["Вавилонская башня: размещено 0 тайлов → 0 (размещено тайлов → ПО: 1: 2, 2: 5, 3: 10)",
            "Вавилонская башня: размещён 1 тайл → 2 (размещено тайлов → ПО: 1: 2, 2: 5, 3: 10)",
            "Вавилонская башня: размещено 2 тайла → 5 (размещено тайлов → ПО: 1: 2, 2: 5, 3: 10)",
            "Вавилонская башня: размещено 0 тайлов → 0 (размещено тайлов → ПО: 1: 2, 2: 5, 3: 10)",
            "Вавилонская башня: размещён 1 тайл (4) → 2 (размещено тайлов → ПО: 1: 2, 2: 5, 3: 10)",
            "Вавилонская башня: размещено 3 тайла (1, 2, 3) → 10 (размещено тайлов → ПО: 1: 2, 2: 5, 3: 10)"]),
    ("uk", ["Вавилонська вежа: розміщено 0 тайлів → 0 (розміщено тайлів → ПБ: 1: 2, 2: 5, 3: 10)",
            "Вавилонська вежа: розміщено 1 тайл → 2 (розміщено тайлів → ПБ: 1: 2, 2: 5, 3: 10)",
            "Вавилонська вежа: розміщено 2 тайли → 5 (розміщено тайлів → ПБ: 1: 2, 2: 5, 3: 10)",
            "Вавилонська вежа: розміщено 0 тайлів → 0 (розміщено тайлів → ПБ: 1: 2, 2: 5, 3: 10)",
            "Вавилонська вежа: розміщено 1 тайл (4) → 2 (розміщено тайлів → ПБ: 1: 2, 2: 5, 3: 10)",
            "Вавилонська вежа: розміщено 3 тайли (1, 2, 3) → 10 (розміщено тайлів → ПБ: 1: 2, 2: 5, 3: 10)"]),
])
def test_every_tower_line_word_for_word(lang, lines):
    placed = [0, 1, 2, [], [4], [1, 2, 3]]
    assert in_language(lang, lambda: [tower_line(p).text for p in placed]) == lines
    assert [(line.category, line.source, line.points) for line in (tower_line(p) for p in placed)] == [
        ("tower", "Tower of Babel", vp) for vp in (0, 2, 5, 0, 2, 10)]


@pytest.mark.parametrize("tokens, en, ru, uk", [
    ([5, 5, 5], "3 tokens of +5: a city wins at most 2 battles in age III",
     "3 жетона +5: город выигрывает не больше 2 битв в III эпохе",
     "3 жетони +5: місто виграє щонайбільше 2 битви в III епосі"),
    ([1, 1, 1, 1, 1], "victory tokens [1, 1, 1, 1, 1] need more than two won battles in some age, even with tile 19 "
                      "lowering them",
     "жетоны победы [1, 1, 1, 1, 1] требуют больше двух выигранных битв в какой-то эпохе, даже если тайл 19 их "
     "уменьшает",
     "жетони перемоги [1, 1, 1, 1, 1] потребують більше двох виграних битв у якійсь епосі, навіть якщо тайл 19 їх "
     "зменшує"),
    # 6 battles: 1 won, and 11 defeat tokens need 6 lost ones even two at a time (seed 004, 22)
    ([-1] * 11 + [1], "defeat tokens (11) and victory tokens (1) need more than 6 battles (two an age), even with "
                      "tile 22 doubling defeats",
     "жетоны поражения (11) и жетоны победы (1) требуют больше чем 6 битв (по две за эпоху), даже если тайл 22 "
     "удваивает поражения",
     "жетони поразки (11) і жетони перемоги (1) потребують більше ніж 6 битв (по дві на епоху), навіть якщо тайл 22 "
     "подвоює поразки"),
    ([7], "7 is not a conflict token (tokens are -1, +1, +3 and +5)", "7 — не жетон конфликта (жетоны: -1, +1, +3 и +5)",
     "7 — не жетон конфлікту (жетони: -1, +1, +3 і +5)"),
])
def test_battle_token_problems_word_for_word(tokens, en, ru, uk):
    from scoring.expansions.babel.score import battle_token_problems
    assert [in_language(lang, lambda: battle_token_problems(tokens, True)) for lang in ("en", "ru", "uk")] == [
        [en], [ru], [uk]]


def test_tokens_from_shields_age_by_age_left_neighbour_first():
    # city 0 (shields 1, 2, 3) between city 1 on its left (0, 2, 5) and city 2 on its right (2, 2, 2): age I +1
    # against the left, -1 against the right; age II two ties; age III -1 left, +5 right (seed 000, Военные
    # конфликты): the tokens in the order they are taken, as the military line lists them
    assert tokens_from_shields([[1, 2, 3], [0, 2, 5], [2, 2, 2]], [[], [], []])[0] == [1, -1, -1, 5]


def test_wildcards_with_nothing_else_and_the_first_of_equal_choices():
    # no symbol and no wildcard: 0 points, nothing chosen; one wildcard alone: 1 point whichever symbol, the
    # first one kept (compass, as the engine does)
    assert best_science_with_tokens(Counter(), 0, 0) == (0, 0, ())
    assert best_science_with_tokens(Counter(), 1, 0) == (1, 0, ("compass",))
    assert best_science_with_tokens(Counter(), 1, 1) == (1, 0, ("compass",))


def stand_in_catalogue():
    """The Babel catalogue with other numbers: the tower 1/4/9, the project's victory token worth 2, a shield token
    of 4 shields, the guild and wonder tokens 2 each, tile 19 lowering 5 to 1 and tile 22 tripling defeats."""
    from dataclasses import replace
    cat = babel_catalogue()
    scores = {"victory-1": {"points": 2}, "shield": {"shields": 4},
              "guild": {"per_card": ("purple", ("left", "self", "right"), 2)}, "wonder": {"per_stage": (("self",), 2)}}
    tokens = tuple(replace(t, score=replace(t.score, **scores.get(t.id, {}))) for t in cat.tokens)
    changed = {"victory_tokens": {"victory": ((1, 0), (3, 1), (5, 1))}, "defeat_tokens": {"per_defeat": 3}}
    tiles = tuple(replace(t, effects=tuple(replace(e, **changed.get(e.kind, {})) for e in t.effects)) for t in cat.tiles)
    return replace(cat, tower_points=(0, 1, 4, 9), tokens=tokens, tiles=tiles)


def test_every_function_counts_with_the_catalogue_it_is_given():
    alt = stand_in_catalogue()
    assert tower_points(2, alt) == 4
    assert tower_line([4, 12], alt).text == "Tower of Babel: 2 tiles placed (4, 12) → 4 (tiles placed → VP: 1: 1, 2: 4, 3: 9)"
    assert token_line("victory-1", FACTS, alt).points == 2
    assert [(line.points, line.text) for line in token_lines(["guild", "wonder"], FACTS, alt)] == [
        (12, "Guild token: 6 guilds in own and neighbouring cities (left Oleg: 1; self: 2; right Sofia: 3) × 2 → 12"),
        (6, "Wonder token: 3 wonder stages built in own city × 2 → 6")]
    assert project_shields(["shield", "double-shield"], alt) == 6
    assert (victory_taken(5, [19], alt), defeats_taken([22], alt)) == (1, (-1, -1, -1))
    assert battle_tokens(3, True, [19], alt) == (1,) and battle_tokens(2, False, [22], alt) == (-1, -1, -1)
    assert tokens_from_shields([[1, 2, 3], [0, 2, 5], [2, 2, 2]], [[], [], [19, 22]], alt)[0] == [1, -1, -1, -1, -1, 1]
    from scoring.expansions.babel.score import player_lines
    assert [line.points for line in player_lines([4], ["victory-1"], FACTS, alt)] == [1, 2]
    assert tower_points(2) == 5 and token_line("victory-1", FACTS).points == 1      # the real one untouched


def test_a_tile_number_outside_the_tower_changes_nothing():
    # only tiles 1-24 exist (seed 004); a number beyond them is no tile and leaves the printed tokens
    assert victory_taken(5, [99, 0]) == 5 and defeats_taken([99]) == (-1,)
