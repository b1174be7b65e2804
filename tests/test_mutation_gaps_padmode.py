"""Quick pad mode (``scoring.core.padmode``), what mutation testing found unchecked: each row's line and
each tie-break sentence word for word in English, Russian and Ukrainian, Armada's guilds entered guild
by guild (a guild at its cap, an item of 0, bad items), and the science calculator (its default, its
three wildcards, Armada's "most" symbols counted before the wildcards)."""
from __future__ import annotations

import copy

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.core.padmode import science_calculator


def pad(game, *players, expansions=None):
    doc = {"game": game, "entry": "pad", "players": [dict(p) for p in players]}
    if expansions:
        doc["expansions"] = expansions
    return doc


def lines(result, seat):
    return [(d.category, d.source, d.points, d.text) for d in result.players[seat].details]


CLEO = {"name": "Cleo", "coins": 1, "pad": {"military": 5, "civilian": 12}}


@pytest.mark.parametrize("lang, military, civilian", [
    ("en", "Military: 5 (entered by category)", "Civilian: 12 (entered by category)"),
    ("ru", "Военные: 5 (введено по строке бланка)", "Гражданские: 12 (введено по строке бланка)"),
    ("uk", "Військо: 5 (введено за рядком бланка)", "Цивільні: 12 (введено за рядком бланка)"),
])
def test_each_row_entered_is_a_line_of_the_score_pad(lang, military, civilian):
    doc = pad("7w", CLEO, {"name": "Ira", "pad": {}}, {"name": "Oleg", "pad": {"guilds": 0}})
    with use_language(lang):
        result = games.score(doc)
    assert lines(result, 0) == [("military", "score pad", 5, military), ("civilian", "score pad", 12, civilian)]
    assert lines(result, 2) == []              # a row of 0 says nothing


# seed 000, Подсчет очков: tied on points → more coins wins; still tied → the victory is shared
@pytest.mark.parametrize("lang, one, shared", [
    ("en", "tied on 8 points: more coins wins → B", "tied on 8 points: more coins wins (shared)"),
    ("ru", "поровну очков (8): побеждает тот, у кого больше «монеты» → B",
     "поровну очков (8): побеждает тот, у кого больше «монеты» (победа общая)"),
    ("uk", "порівну очок (8): перемагає той, у кого більше «монети» → B",
     "порівну очок (8): перемагає той, у кого більше «монети» (перемога спільна)"),
])
def test_a_tie_on_the_pad_is_broken_by_coins_in_words(lang, one, shared):
    doc = pad("7w", {"name": "A", "coins": 3, "pad": {"civilian": 8}}, {"name": "B", "coins": 4, "pad": {"civilian": 8}},
              {"name": "C", "coins": 9, "pad": {"civilian": 7}})
    with use_language(lang):
        result = games.score(doc)
        assert result.winners == ("B",) and result.tiebreak == one
        doc["players"][0]["coins"] = 4
        result = games.score(doc)
        assert result.winners == ("A", "B") and result.tiebreak == shared


# seed 003, Гражданская победа: "В случае ничьей выигрывает игрок с наибольшим количеством очков на
# гражданских зданиях (синие карты). Если и тут ничья, игроки делят победу."
@pytest.mark.parametrize("lang, one", [
    ("en", "tied on 8 points: more points in the Civilian row wins → B"),
    ("ru", "поровну очков (8): побеждает тот, у кого больше очков в строке «Гражданские» → B"),
    ("uk", "порівну очок (8): перемагає той, у кого більше очок у рядку «Цивільні» → B"),
])
def test_a_duel_tie_on_the_pad_goes_to_civilian_points(lang, one):
    doc = pad("duel", {"name": "A", "pad": {"civilian": 5, "science": 3}}, {"name": "B", "pad": {"civilian": 8}})
    with use_language(lang):
        result = games.score(doc)
    assert result.winners == ("B",) and [p.rank for p in result.players] == [2, 1] and result.tiebreak == one


@pytest.mark.parametrize("lang, shared", [
    ("en", "tied on 8 points: more points in the Civilian row wins (shared)"),
    ("ru", "поровну очков (8): побеждает тот, у кого больше очков в строке «Гражданские» (победа общая)"),
    ("uk", "порівну очок (8): перемагає той, у кого більше очок у рядку «Цивільні» (перемога спільна)"),
])
def test_a_duel_tie_on_points_and_civilian_points_is_shared(lang, shared):
    doc = pad("duel", {"name": "A", "pad": {"civilian": 8}}, {"name": "B", "pad": {"civilian": 8}})
    with use_language(lang):
        result = games.score(doc)
    assert result.winners == ("A", "B") and result.tiebreak == shared


@pytest.mark.parametrize("lang, shared", [
    ("en", "tied on 8 points: the pad does not hold the tie-break, so the victory is shared"),
    ("ru", "поровну очков (8): на бланке нет данных для ничьей, поэтому победа общая"),
    ("uk", "порівну очок (8): на бланку немає даних для нічиєї, тож перемога спільна"),
])
def test_an_architects_tie_on_the_pad_is_shared(lang, shared):
    # seed 002: a tie goes to the pieces built, which the pad does not hold
    doc = pad("architects", {"name": "A", "pad": {"civilian": 8}}, {"name": "B", "pad": {"civilian": 8}})
    with use_language(lang):
        result = games.score(doc)
    assert result.winners == ("A", "B") and result.tiebreak == shared


# Armada (armada.json rules.guild_cap: "each Guild card is limited to a maximum of 10 points"): the guilds
# row entered guild by guild, each counted up to 10
@pytest.mark.parametrize("lang, at_cap, over", [
    ("en", "Guilds, guild 1: 10 (entered by category)",
     "Guilds, guild 2: 11 → 10 (Armada: each guild scores at most 10 VP)"),
    ("ru", "Гильдии, гильдия 1: 10 (введено по строке бланка)",
     "Гильдии, гильдия 2: 11 → 10 («Армада»: каждая гильдия приносит не больше 10 ПО)"),
    ("uk", "Гільдії, гільдія 1: 10 (введено за рядком бланка)",
     "Гільдії, гільдія 2: 11 → 10 («Армада»: кожна гільдія приносить не більше 10 ПО)"),
])
def test_armada_guilds_entered_one_by_one_up_to_the_cap(lang, at_cap, over):
    doc = pad("7w", {"name": "Ira", "pad": {"guilds": [10, 11, 0, 999]}}, {"name": "Oleg", "pad": {"guilds": 5}},
              {"name": "Sofia", "pad": {}}, expansions=["armada"])
    with use_language(lang):
        result = games.score(doc)
    ira = lines(result, 0)
    assert ira[:2] == [("guilds", "score pad", 10, at_cap), ("guilds", "score pad", 10, over)]
    assert len(ira) == 3 and ira[2][2] == 10          # guild 3 scored 0: no line; guild 4: 999 → 10
    assert result.players[0].categories["guilds"] == 30 and result.players[1].categories["guilds"] == 5


@pytest.mark.parametrize("lang, template", [
    ("en", "each item's points must be a whole number from 0 to 999, got {raw}"),
    ("ru", "очки каждого пункта — целое число от 0 до 999, получено {raw}"),
    ("uk", "очки кожного пункту — ціле число від 0 до 999, отримано {raw}"),
])
def test_armada_guild_items_out_of_bounds(lang, template):
    doc = pad("7w", {"name": "Ira", "pad": {"guilds": [0, -1, "x", 1000, 999]}}, {"name": "Oleg", "pad": {}},
              {"name": "Sofia", "pad": {}}, expansions=["armada"])
    with use_language(lang), pytest.raises(BadInput) as exc:
        games.score(doc)
    assert [(p.path, p.message) for p in exc.value.problems] == [
        (f"players[0].pad.guilds[{k}]", template.format(raw=raw)) for k, raw in [(1, "-1"), (2, "'x'"), (3, "1000")]]
    ok = copy.deepcopy(doc)
    ok["players"][0]["pad"]["guilds"] = [0, 999]       # 0 and 999 are in bounds
    assert games.score(ok).players[0].categories["guilds"] == 10


def test_the_science_calculator_without_wildcards_and_with_more_than_three():
    assert science_calculator(1, 1, 1) == (10, ())            # no wildcard unless given
    # seed 000, 5 Научные постройки: n² per symbol + 7 per set; the calculator counts three wildcards at
    # most (the pad screen offers 0 to 3)
    assert science_calculator(0, 0, 0, 5) == (10, ("compass", "gear", "tablet"))


def test_the_most_symbol_before_the_wildcards_can_score_more():
    # nothing held, two wildcards, one "most" symbol (armada.json science_counter: any symbol when none
    # is held): the most symbol first (a compass), the wildcards a gear and a tablet → one set, 1+1+1+7
    assert science_calculator(0, 0, 0, 2, most=1) == (10, ("gear", "tablet", "compass"))
    assert science_calculator(2, 2, 2, 2, most=1) == (48, ("gear", "tablet", "compass"))     # 9+9+9+21


def test_the_most_symbol_on_a_tie_goes_to_the_first_symbol_held_most():
    # a compass and a gear: the "most" symbol doubles either (2² + 1²): the first, the compass
    assert science_calculator(1, 1, 0, 0, most=1) == (5, ("compass",))


def test_a_pad_result_keeps_each_seats_coins_free_city_and_entry():
    doc = pad("7w", {"name": "A", "coins": 0, "pad": {"civilian": 20}}, {"name": "B", "coins": 1, "pad": {"civilian": 20}},
              {"name": "Free City", "coins": 4, "free_city": True, "pad": {"civilian": 40}})
    result = games.score(doc)
    # seed 000, Подсчет очков: tied on points, 1 coin beats 0; the Free City is never ranked
    assert result.game == "7w" and result.winners == ("B",) and [p.rank for p in result.players] == [2, 1, None]
    out = result.to_json()["players"]
    assert [p["coins"] for p in out] == [0, 1, 4] and [p["entry"] for p in out] == ["pad"] * 3
    assert out[2]["free_city"] is True and "free_city" not in out[0]
    doc["players"][1]["pad"]["civilian"] = 21
    assert games.score(doc).tiebreak is None            # no tie: no tie-break sentence


def test_armada_guild_lines_follow_the_other_rows():
    doc = pad("7w", {"name": "Ira", "pad": {"military": 3, "guilds": [4]}}, {"name": "Oleg", "pad": {}},
              {"name": "Sofia", "pad": {}}, expansions=["armada"])
    assert lines(games.score(doc), 0) == [("military", "score pad", 3, "Military: 3 (entered by category)"),
                                          ("guilds", "score pad", 4, "Guilds, guild 1: 4 (entered by category)")]
# -- a bad pad table: every problem at its path, word for word in the three languages ---------------

BAD_PAD_TABLES = [
    (
        'unknown-table-key',
        {'game': '7w', 'entry': 'pad', 'players': [{'name': 'A'}, {'name': 'B'}, {'name': 'C'}], 'tide': 1},
        {
            'en': [('tide', "unknown field 'tide' in a pad table; expected one of game, entry, players, expansions")],
            'ru': [
                (
                    'tide',
                    "неизвестное поле 'tide' в партии по бланку; ожидается одно из: game, entry, players, expansions",
                )
            ],
            'uk': [
                (
                    'tide',
                    "невідоме поле 'tide' у партії за бланком; очікується одне з: game, entry, players, expansions",
                )
            ],
        },
    ),
    (
        'players-not-list',
        {'game': '7w', 'entry': 'pad', 'players': 'x'},
        {
            'en': [('players', '"players" must be a list of players in seating order')],
            'ru': [('players', '"players" должен быть списком игроков в порядке посадки')],
            'uk': [('players', '"players" має бути списком гравців у порядку розсадки')],
        },
    ),
    (
        'free-city-7w2',
        {'game': '7w2', 'entry': 'pad', 'players': [{'name': 'A'}, {'name': 'B'}, {'name': 'C', 'free_city': True}]},
        {
            'en': [('players', '7 Wonders (2nd edition, 2020) has no Free City')],
            'ru': [('players', 'в 7 Чудес (2-е издание, 2020) нет Вольного города')],
            'uk': [('players', 'у 7 Чудес (2-ге видання, 2020) немає Вільного міста')],
        },
    ),
    (
        'free-city-4',
        {
            'game': '7w',
            'entry': 'pad',
            'players': [{'name': 'A'}, {'name': 'B'}, {'name': 'C', 'free_city': True}, {'name': 'D'}],
        },
        {
            'en': [('players', 'the 2-player variant has exactly 3 cities: 2 players and 1 Free City')],
            'ru': [('players', 'в варианте для двоих ровно 3 города: 2 игрока и 1 Вольный город')],
            'uk': [('players', 'у варіанті для двох рівно 3 міста: 2 гравці та 1 Вільне місто')],
        },
    ),
    (
        'two-players',
        {'game': '7w', 'entry': 'pad', 'players': [{'name': 'A'}, {'name': 'B'}]},
        {
            'en': [('players', '2 players: 7 Wonders (1st edition, 2010) is for 3 to 7 players')],
            'ru': [('players', '2 игрока: в 7 Чудес (1-е издание, 2010) играют от 3 до 7 игроков')],
            'uk': [('players', '2 гравці: у 7 Чудес (1-ше видання, 2010) грають від 3 до 7 гравців')],
        },
    ),
    (
        'expansions-bad',
        {
            'game': '7w',
            'entry': 'pad',
            'expansions': 'babel',
            'players': [{'name': 'A'}, {'name': 'B'}, {'name': 'C'}],
        },
        {
            'en': [('expansions', 'expansions must be a list of expansion names, e.g. ["babel"]')],
            'ru': [('expansions', 'expansions должен быть списком названий дополнений, например ["babel"]')],
            'uk': [('expansions', 'expansions має бути списком назв доповнень, наприклад ["babel"]')],
        },
    ),
    (
        'expansion-unknown',
        {
            'game': '7w',
            'entry': 'pad',
            'expansions': ['nope'],
            'players': [{'name': 'A'}, {'name': 'B'}, {'name': 'C'}],
        },
        {
            'en': [('expansions[0]', "7 Wonders (1st edition, 2010) has no expansion 'nope' with score-pad rows")],
            'ru': [
                (
                    'expansions[0]',
                    "у игры 7 Чудес (1-е издание, 2010) нет дополнения 'nope' со строками в блокноте подсчёта",
                )
            ],
            'uk': [
                (
                    'expansions[0]',
                    "у гри 7 Чудес (1-ше видання, 2010) немає доповнення 'nope' з рядками в блокноті підрахунку",
                )
            ],
        },
    ),
    (
        'player-not-obj',
        {'game': '7w', 'entry': 'pad', 'players': [{'name': 'A'}, {'name': 'B'}, 3]},
        {
            'en': [('players[2]', 'each player must be an object with a name and a pad')],
            'ru': [('players[2]', 'каждый игрок — объект с именем (name) и строками бланка (pad)')],
            'uk': [('players[2]', "кожен гравець — об'єкт з ім'ям (name) і рядками бланка (pad)")],
        },
    ),
    (
        'player-key',
        {'game': '7w', 'entry': 'pad', 'players': [{'name': 'A', 'tide': 1}, {'name': 'B'}, {'name': 'C'}]},
        {
            'en': [
                ('players[0].tide', "unknown field 'tide'; expected one of name, wonder, side, coins, pad, free_city")
            ],
            'ru': [
                (
                    'players[0].tide',
                    "неизвестное поле 'tide'; ожидается одно из: name, wonder, side, coins, pad, free_city",
                )
            ],
            'uk': [
                (
                    'players[0].tide',
                    "невідоме поле 'tide'; очікується одне з: name, wonder, side, coins, pad, free_city",
                )
            ],
        },
    ),
    (
        'no-name',
        {'game': '7w', 'entry': 'pad', 'players': [{'name': ' '}, {'name': 'B'}, {'name': 'C'}]},
        {
            'en': [('players[0].name', 'a name is required')],
            'ru': [('players[0].name', 'нужно имя')],
            'uk': [('players[0].name', "потрібне ім'я")],
        },
    ),
    (
        'coins',
        {
            'game': '7w',
            'entry': 'pad',
            'players': [{'name': 'A', 'coins': -1}, {'name': 'B', 'coins': 1000}, {'name': 'C', 'coins': True}],
        },
        {
            'en': [
                ('players[0].coins', 'coins must be a whole number from 0 to 999, got -1'),
                ('players[1].coins', 'coins must be a whole number from 0 to 999, got 1000'),
                ('players[2].coins', 'coins must be a whole number from 0 to 999, got True'),
            ],
            'ru': [
                ('players[0].coins', 'монеты — целое число от 0 до 999, получено -1'),
                ('players[1].coins', 'монеты — целое число от 0 до 999, получено 1000'),
                ('players[2].coins', 'монеты — целое число от 0 до 999, получено True'),
            ],
            'uk': [
                ('players[0].coins', 'монети — ціле число від 0 до 999, отримано -1'),
                ('players[1].coins', 'монети — ціле число від 0 до 999, отримано 1000'),
                ('players[2].coins', 'монети — ціле число від 0 до 999, отримано True'),
            ],
        },
    ),
    (
        'pad-not-obj',
        {'game': '7w', 'entry': 'pad', 'players': [{'name': 'A', 'pad': [1]}, {'name': 'B'}, {'name': 'C'}]},
        {
            'en': [('players[0].pad', 'pad must be an object: score-pad row → points')],
            'ru': [('players[0].pad', 'pad должен быть объектом: строка бланка → очки')],
            'uk': [('players[0].pad', "pad має бути об'єктом: рядок бланка → очки")],
        },
    ),
    (
        'row-no-hint',
        {'game': '7w', 'entry': 'pad', 'players': [{'name': 'A', 'pad': {'zzzz': 3}}, {'name': 'B'}, {'name': 'C'}]},
        {
            'en': [
                (
                    'players[0].pad.zzzz',
                    "7 Wonders (1st edition, 2010) has no row 'zzzz'; rows: civilian, commercial, guilds, military, science, treasury, wonder",
                )
            ],
            'ru': [
                (
                    'players[0].pad.zzzz',
                    "в 7 Чудес (1-е издание, 2010) нет строки 'zzzz'; строки: civilian, commercial, guilds, military, science, treasury, wonder",
                )
            ],
            'uk': [
                (
                    'players[0].pad.zzzz',
                    "у 7 Чудес (1-ше видання, 2010) немає рядка 'zzzz'; рядки: civilian, commercial, guilds, military, science, treasury, wonder",
                )
            ],
        },
    ),
    (
        'armada-one-number',
        {
            'game': '7w',
            'entry': 'pad',
            'expansions': ['armada'],
            'players': [{'name': 'A', 'pad': {'guilds': 11}}, {'name': 'B'}, {'name': 'C'}],
        },
        {
            'en': [
                (
                    'players[0].pad.guilds',
                    "with Armada each guild scores at most 10 VP, so the guilds row is entered guild by guild: a list of each guild's points, e.g. [7, 12]",
                )
            ],
            'ru': [
                (
                    'players[0].pad.guilds',
                    'с «Армадой» каждая гильдия приносит не больше 10 ПО, поэтому строка гильдий вводится по гильдиям: список очков каждой гильдии, например [7, 12]',
                )
            ],
            'uk': [
                (
                    'players[0].pad.guilds',
                    'з «Армадою» кожна гільдія приносить не більше 10 ПО, тому рядок гільдій вводять по гільдіях: список очок кожної гільдії, наприклад [7, 12]',
                )
            ],
        },
    ),
    (
        'wonder-not-text',
        {'game': '7w', 'entry': 'pad', 'players': [{'name': 'A', 'wonder': 3}, {'name': 'B'}, {'name': 'C'}]},
        {
            'en': [('players[0].wonder', 'wonder and side must be text')],
            'ru': [('players[0].wonder', 'чудо и сторона должны быть текстом')],
            'uk': [('players[0].wonder', 'чудо і сторона мають бути текстом')],
        },
    ),
    (
        'wonder-hint',
        {
            'game': '7w',
            'entry': 'pad',
            'players': [
                {'name': 'A', 'wonder': 'Rhodes2'},
                {'name': 'B', 'wonder': 'Zzzz'},
                {'name': 'C', 'wonder': 'Gizah', 'side': 'C'},
            ],
        },
        {
            'en': [
                ('players[0].wonder', "unknown wonder 'Rhodes2'; did you mean 'Rhodos'?"),
                ('players[1].wonder', "unknown wonder 'Zzzz'"),
                ('players[2].side', "side must be 'A' or 'B', got 'C'"),
            ],
            'ru': [
                ('players[0].wonder', "неизвестное чудо света 'Rhodes2'; может быть, 'Rhodos'?"),
                ('players[1].wonder', "неизвестное чудо света 'Zzzz'"),
                ('players[2].side', "сторона должна быть 'A' или 'B', получено 'C'"),
            ],
            'uk': [
                ('players[0].wonder', "невідоме чудо світу 'Rhodes2'; можливо, 'Rhodos'?"),
                ('players[1].wonder', "невідоме чудо світу 'Zzzz'"),
                ('players[2].side', "сторона має бути 'A' або 'B', отримано 'C'"),
            ],
        },
    ),
]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("what, doc, problems", BAD_PAD_TABLES, ids=[c[0] for c in BAD_PAD_TABLES])
def test_a_bad_pad_table_names_each_problem(what, doc, problems, lang):
    with use_language(lang), pytest.raises(BadInput) as exc:
        games.parse(copy.deepcopy(doc))
    assert [(p.path, p.message) for p in exc.value.problems] == problems[lang]


def test_a_wonder_without_a_side_is_the_board_alone():
    doc = pad("7w", {"name": "A", "wonder": "Родос"}, {"name": "B", "wonder": "Gizah", "side": "b"}, {"name": "C"})
    game, table = games.parse(doc)
    assert [(b.wonder, b.side) for b in game.boards(table)] == [("Rhodos", ""), ("Gizah", "B"), ("", "")]


def test_a_board_the_engine_cannot_check_is_kept_as_typed():
    # Architects and Duel have no board catalogue for the pad: the names are shown as typed, trimmed
    doc = pad("architects", {"name": "A", "wonder": " Giza ", "side": " x "}, {"name": "B", "side": "y"})
    game, table = games.parse(doc)
    assert [(b.wonder, b.side) for b in game.boards(table)] == [("Giza", "x"), ("", "y")]


def test_a_side_that_is_not_text_is_blamed_on_the_board():
    doc = pad("7w", {"name": "A", "wonder": "Rhodos", "side": 3}, {"name": "B"}, {"name": "C"})
    with pytest.raises(BadInput) as exc:
        games.parse(doc)
    assert [(p.path, p.message) for p in exc.value.problems] == [("players[0].wonder", "wonder and side must be text")]


def test_a_pad_document_that_is_not_an_object():
    from scoring.core.padmode import PadGame
    with use_language("ru"), pytest.raises(BadInput) as exc:
        PadGame(games.get("7w")).parse(["Ira"])
    assert [p.message for p in exc.value.problems] == ['документ должен быть JSON-объектом с "game" и "players"']
