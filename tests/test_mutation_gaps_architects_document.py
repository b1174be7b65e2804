"""Architects' document on bad input: every problem list whole, path and sentence, in English and Russian
(seed 002: the wonder's 5 pieces and their levels, the cards by kind, the progress tokens; the existing tests
of tests/test_architects_document.py check paths and words only)."""

from __future__ import annotations

import pytest

from scoring.architects.document import parse_architects
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from test_architects_document import game, seat


DOCUMENTS = {
    "negative": game(
        seat("Ana", "Giza", cards={"wood": -1, "gold": 1.5, "WOOD": 2}, victory_tokens=-2),
        seat("Bo", "Rhodes", stages=-1),
    ),
    "unknown": game(
        seat("Ana", "Gizza", cards={"wod": 1, "blue_cta": 1}, progress=["Culutre"]),
        seat("Bo", "Rhodes"),
        plyers=[],
    ),
    "every": game(seat("", "Giza", stages=7), seat("Bo", None, cat="yes", victory_tokens="2")),
    "stages": game(
        seat("Ana", "Giza", stages=["2≠", "2≠", "9x", "4≠"]),
        seat("Bo", "Rhodes", stages=["2≠", "2=", "3≠", "3=", "4≠", "4="]),
        seat("Cy", "Ephesus", stages="two"),
    ),
    "lists": game(
        seat("Ana", "Giza", cards=["wood"], progress="Culture"),
        seat("Bo", 5, progress=["Urbanism", "Urbanism", "Zzz", 7]),
    ),
    "notobj": [1],
    "players": {"game": "architects", "players": "Ana"},
    "order": game(seat("Ana", "Giza"), seat("Bo", "Rhodes"), stage_order="sometimes"),
    "names": game(seat("Ana", "Giza"), seat("ana", "Гиза"), seat("Cy", "Rhodes")),
    "cats": game(
        seat("Ana", "Giza", cat=True),
        seat("Bo", "Rhodes", cat=True, cards={"blue_cat": 1}),
        seat("Cy", "Babylon", cat=True),
    ),
    "nocat": game(seat("Ana", "Giza", cards={"blue_cat": 1}), seat("Bo", "Rhodes")),
    "tokens": game(
        seat("Ana", "Giza", progress=["Urbanism", "Culture"], victory_tokens=30),
        seat("Bo", "Rhodes", progress=["Urbanism", "Culture"], victory_tokens=30),
        seat("Cy", "Babylon", progress=["Culture"]),
    ),
    "kinds": game(
        seat("Ana", "Giza", cards={"wood": 30, "red_2horns": 9}), seat("Bo", "Rhodes", cards={"wood": 30})
    ),
    "player": game("Ana", seat("Bo", "Rhodes", colour="red")),
    "one": {"game": "architects", "players": [seat("Ana", "Giza")]},
    "notgame": {"game": "7w", "players": [seat("Ana", "Giza"), seat("Bo", "Rhodes")]},
    "complete": game(
        seat("Ana", "Giza", stages=5), seat("Bo", "Rhodes", stages=5), seat("Cy", "Babylon", stages=5)
    ),
    "culture": game(seat("Ana", "Giza", progress=["Culture", "Culture", "Culture"]), seat("Bo", "Rhodes")),
}

EXPECTED = {
    "negative": {
        "en": [
            ("players[0].cards.wood", "a count must be a whole number 0 or more, got -1"),
            ("players[0].cards.gold", "a count must be a whole number 0 or more, got 1.5"),
            ("players[0].cards.WOOD", "'WOOD' is the kind 'wood', already counted as 'wood'"),
            ("players[0].victory_tokens", "victory tokens must be a whole number 0 or more, got -2"),
            ("players[1].stages", "a wonder has 5 pieces: stages must be 0 to 5, got -1"),
        ],
        "ru": [
            ("players[0].cards.wood", "количество — целое число от 0, получено -1"),
            ("players[0].cards.gold", "количество — целое число от 0, получено 1.5"),
            ("players[0].cards.WOOD", "'WOOD' — это вид 'wood', он уже учтён как 'wood'"),
            ("players[0].victory_tokens", "жетоны победы — целое число от 0, получено -2"),
            ("players[1].stages", "у чуда 5 фрагментов: stages — от 0 до 5, получено -1"),
        ],
    },
    "unknown": {
        "en": [
            ("plyers", "unknown field 'plyers'; did you mean 'players'?"),
            (
                "players[0].wonder",
                "unknown wonder 'Gizza'; did you mean 'Giza'?; wonders: Alexandria, Babylon, "
                "Ephesus, Giza, Halicarnassus, Olympia, Rhodes",
            ),
            (
                "players[0].cards.wod",
                "unknown card kind 'wod'; did you mean 'wood'?; kinds: wood, stone, clay, "
                "papyrus, glass, gold, blue, blue_cat, compass, gear, tablet, red, red_horn, "
                "red_2horns",
            ),
            (
                "players[0].cards.blue_cta",
                "unknown card kind 'blue_cta'; did you mean 'blue_cat'?; kinds: wood, stone, "
                "clay, papyrus, glass, gold, blue, blue_cat, compass, gear, tablet, red, "
                "red_horn, red_2horns",
            ),
            ("players[0].progress[0]", "unknown progress token 'Culutre'; did you mean 'Culture'?"),
        ],
        "ru": [
            ("plyers", "неизвестное поле 'plyers'; возможно, имелось в виду 'players'?"),
            (
                "players[0].wonder",
                "неизвестное чудо 'Gizza'; возможно, имелось в виду 'Giza'?; чудеса: "
                "Александрия, Вавилон, Эфес, Гиза, Галикарнас, Олимпия, Родос",
            ),
            (
                "players[0].cards.wod",
                "неизвестный вид карты 'wod'; возможно, имелось в виду 'wood'?; виды: wood, "
                "stone, clay, papyrus, glass, gold, blue, blue_cat, compass, gear, tablet, red, "
                "red_horn, red_2horns",
            ),
            (
                "players[0].cards.blue_cta",
                "неизвестный вид карты 'blue_cta'; возможно, имелось в виду 'blue_cat'?; виды: "
                "wood, stone, clay, papyrus, glass, gold, blue, blue_cat, compass, gear, tablet, "
                "red, red_horn, red_2horns",
            ),
            (
                "players[0].progress[0]",
                "неизвестный жетон прогресса 'Culutre'; возможно, имелось в виду 'Culture'?",
            ),
        ],
    },
    "every": {
        "en": [
            ("players[0].name", "a name is required"),
            ("players[0].stages", "a wonder has 5 pieces: stages must be 0 to 5, got 7 (there is no 6th piece)"),
            (
                "players[1].wonder",
                "the wonder this player builds is required: Alexandria, Babylon, Ephesus, Giza, "
                "Halicarnassus, Olympia, Rhodes",
            ),
            ("players[1].cat", "cat is true or false, got 'yes'"),
            ("players[1].victory_tokens", "victory tokens must be a whole number 0 or more, got '2'"),
        ],
        "ru": [
            ("players[0].name", "нужно имя"),
            ("players[0].stages", "у чуда 5 фрагментов: stages — от 0 до 5, получено 7 (6-го фрагмента нет)"),
            (
                "players[1].wonder",
                "нужно чудо, которое строит этот игрок: Александрия, Вавилон, Эфес, Гиза, "
                "Галикарнас, Олимпия, Родос",
            ),
            ("players[1].cat", "cat — это true или false, получено 'yes'"),
            ("players[1].victory_tokens", "жетоны победы — целое число от 0, получено '2'"),
        ],
    },
    "stages": {
        "en": [
            (
                "players[0].stages[1]",
                "the 2≠ piece is already listed (players[0].stages[0]): each wonder has one "
                "piece of each requirement",
            ),
            ("players[0].stages[2]", "unknown piece '9x': use 2≠, 2=, 3≠, 3=, 4≠ (or 2d, 2s, 3d, 3s, 4d)"),
            ("players[0].stages[3]", "Giza 4≠ stands on level 5: 2=, 3≠, 3= below it must be built first"),
            ("players[1].stages", "6 pieces listed: a wonder has 5 pieces"),
            ("players[1].stages[5]", "unknown piece '4=': use 2≠, 2=, 3≠, 3=, 4≠ (or 2d, 2s, 3d, 3s, 4d)"),
            (
                "players[2].stages",
                'stages is a count 0-5 or a list of pieces such as ["2≠", "2="] (ASCII "2d", '
                '"2s", "3d", "3s", "4d"), got \'two\'',
            ),
        ],
        "ru": [
            (
                "players[0].stages[1]",
                "фрагмент 2≠ уже указан (players[0].stages[0]): у каждого чуда по одному "
                "фрагменту каждого условия",
            ),
            (
                "players[0].stages[2]",
                "неизвестный фрагмент '9x': используйте 2≠, 2=, 3≠, 3=, 4≠ (или 2d, 2s, 3d, 3s, 4d)",
            ),
            ("players[0].stages[3]", "Гиза 4≠ стоит на уровне 5: сначала нужно построить 2=, 3≠, 3= под ним"),
            ("players[1].stages", "указано фрагментов: 6, а у чуда их 5"),
            (
                "players[1].stages[5]",
                "неизвестный фрагмент '4=': используйте 2≠, 2=, 3≠, 3=, 4≠ (или 2d, 2s, 3d, 3s, 4d)",
            ),
            (
                "players[2].stages",
                'stages — это число 0–5 или список фрагментов, например ["2≠", "2="] (в ASCII '
                '"2d", "2s", "3d", "3s", "4d"), получено \'two\'',
            ),
        ],
    },
    "lists": {
        "en": [
            ("players[0].cards", 'cards must be an object of counts by kind, e.g. {"wood": 1, "blue_cat": 2}'),
            ("players[0].progress", "progress must be a list of progress token names"),
            (
                "players[1].wonder",
                "unknown wonder 5; wonders: Alexandria, Babylon, Ephesus, Giza, Halicarnassus, Olympia, Rhodes",
            ),
            ("players[1].progress[1]", "Urbanism is listed 2 times: there is one Urbanism token in the game"),
            ("players[1].progress[2]", "unknown progress token 'Zzz'"),
            ("players[1].progress[3]", "unknown progress token 7"),
        ],
        "ru": [
            (
                "players[0].cards",
                'cards должен быть объектом с количеством по видам, например {"wood": 1, "blue_cat": 2}',
            ),
            ("players[0].progress", "progress должен быть списком названий жетонов прогресса"),
            (
                "players[1].wonder",
                "неизвестное чудо 5; чудеса: Александрия, Вавилон, Эфес, Гиза, Галикарнас, Олимпия, Родос",
            ),
            ("players[1].progress[1]", "жетон «Urbanism» указан несколько раз (2): в игре один такой жетон"),
            ("players[1].progress[2]", "неизвестный жетон прогресса 'Zzz'"),
            ("players[1].progress[3]", "неизвестный жетон прогресса 7"),
        ],
    },
    "notobj": {
        "en": [("", 'the document must be a JSON object with "game": "architects" and "players"')],
        "ru": [("", 'документ должен быть JSON-объектом с "game": "architects" и "players"')],
    },
    "players": {
        "en": [("players", "\"players\" must list 2 to 7 players (7 Wonders Architects is for 2-7), got 'Ana'")],
        "ru": [
            (
                "players",
                '"players" должен перечислять от 2 до 7 игроков («7 Чудес: Архитекторы» — для '
                "2–7 игроков), получено: 'Ana'",
            )
        ],
    },
    "order": {
        "en": [
            (
                "stage_order",
                'stage_order is "fixed" (the printed order 2≠, 2=, 3≠, 3=, 4≠) or "free" (pieces '
                "of one level in any order), got 'sometimes'",
            )
        ],
        "ru": [
            (
                "stage_order",
                'stage_order — это "fixed" (напечатанный порядок 2≠, 2=, 3≠, 3=, 4≠) или "free" '
                "(части одного яруса в любом порядке), получено 'sometimes'",
            )
        ],
    },
    "names": {
        "en": [
            ("players[1].name", "players[0] is already called 'Ana': names must differ"),
            ("players[1].wonder", "Giza is already built by players[0]: there is one Giza in the box"),
        ],
        "ru": [
            ("players[1].name", "players[0] уже зовут 'Ana': имена должны различаться"),
            ("players[1].wonder", "«Гиза» уже строит players[0]: в коробке одно чудо «Гиза»"),
        ],
    },
    "cats": {
        "en": [
            ("players[1].cat", "players[0] already holds the cat: there is one cat token"),
            ("players[2].cat", "players[0] already holds the cat: there is one cat token"),
            (
                "players[0].cat",
                "the cat goes to the player who last took a blue card with the cat icon, and "
                "this player has none (cards.blue_cat is 0)",
            ),
        ],
        "ru": [
            ("players[1].cat", "жетон кота уже у players[0]: жетон кота один"),
            ("players[2].cat", "жетон кота уже у players[0]: жетон кота один"),
            (
                "players[0].cat",
                "жетон кота получает игрок, последним взявший синюю карту с котом, а у этого "
                "игрока таких нет (cards.blue_cat равно 0)",
            ),
        ],
    },
    "nocat": {
        "en": [
            (
                "players",
                "blue cards with the cat icon are on the table, so someone holds the cat: mark "
                '"cat": true for the player who took the last one',
            )
        ],
        "ru": [
            (
                "players",
                "на столе есть синие карты с котом, значит, у кого-то есть жетон кота: отметьте "
                '"cat": true у игрока, взявшего последнюю',
            )
        ],
    },
    "tokens": {
        "en": [
            ("players[1].progress[0]", "Urbanism is also held by another player: the game has 1 Urbanism token"),
            ("players[2].progress[0]", "Culture is also held by another player: the game has 2 Culture tokens"),
            ("players", "60 victory tokens on the table: the game has 28"),
        ],
        "ru": [
            ("players[1].progress[0]", "«Urbanism» есть и у другого игрока: в игре таких жетонов — 1"),
            ("players[2].progress[0]", "«Culture» есть и у другого игрока: в игре таких жетонов — 2"),
            ("players", "на столе жетонов победы: 60, а в игре их 28"),
        ],
    },
    "kinds": {
        "en": [
            (
                "players",
                "60 cards of the kind wood in front of the players: the decks of Giza, Rhodes "
                "and the central deck hold 8",
            ),
            (
                "players",
                "9 cards of the kind red_2horns in front of the players: the decks of Giza, "
                "Rhodes and the central deck hold 3",
            ),
        ],
        "ru": [
            (
                "players",
                "перед игроками карт вида «wood»: 60, а в колодах Гиза, Родос и в центральной колоде их только 8",
            ),
            (
                "players",
                "перед игроками карт вида «red_2horns»: 9, а в колодах Гиза, Родос и в "
                "центральной колоде их только 3",
            ),
        ],
    },
    "player": {
        "en": [
            (
                "players[0]",
                "each player must be an object with name, wonder, stages, cards, cat, victory_tokens, progress",
            ),
            (
                "players[1].colour",
                "unknown field 'colour'; expected one of name, wonder, stages, cards, cat, "
                "victory_tokens, progress",
            ),
        ],
        "ru": [
            (
                "players[0]",
                "каждый игрок — объект с полями name, wonder, stages, cards, cat, victory_tokens, progress",
            ),
            (
                "players[1].colour",
                "неизвестное поле 'colour'; ожидается одно из: name, wonder, stages, cards, cat, "
                "victory_tokens, progress",
            ),
        ],
    },
    "one": {
        "en": [("players", '"players" must list 2 to 7 players (7 Wonders Architects is for 2-7), got 1 player')],
        "ru": [
            (
                "players",
                '"players" должен перечислять от 2 до 7 игроков («7 Чудес: Архитекторы» — для '
                "2–7 игроков), получено: 1 игрок",
            )
        ],
    },
    "notgame": {
        "en": [("game", '\'7w\' is not 7 Wonders Architects ("game": "architects")')],
        "ru": [("game", '\'7w\' — это не «7 Чудес: Архитекторы» ("game": "architects")')],
    },
    "complete": {
        "en": [
            (
                "players[1].stages",
                "the wonder of players[0] is already complete: the game ends at the end of the "
                "turn in which the first wonder is completed",
            ),
            (
                "players[2].stages",
                "the wonder of players[0] is already complete: the game ends at the end of the "
                "turn in which the first wonder is completed",
            ),
        ],
        "ru": [
            (
                "players[1].stages",
                "чудо игрока players[0] уже достроено: игра заканчивается в конце хода, в "
                "котором достроено первое чудо",
            ),
            (
                "players[2].stages",
                "чудо игрока players[0] уже достроено: игра заканчивается в конце хода, в "
                "котором достроено первое чудо",
            ),
        ],
    },
    "culture": {
        "en": [("players[0].progress[2]", "Culture is listed 3 times: there are 2 Culture tokens in the game")],
        "ru": [("players[0].progress[2]", "жетон «Culture» указан несколько раз (3): в игре таких жетонов — 2")],
    },
}


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_problem_of_a_bad_architects_document(name, lang):
    with use_language(lang), pytest.raises(BadInput) as caught:
        parse_architects(DOCUMENTS[name])
    assert [(p.path, p.message) for p in caught.value.problems] == EXPECTED[name][lang]


def test_counts_of_zero_are_accepted_and_a_kind_not_listed_counts_none():
    table = parse_architects(game(seat("Ana", "Giza", cards={"wood": 0, "stone": 2}), seat("Bo", "Rhodes")))
    ana = table.players[0]
    assert (ana.count("wood"), ana.count("stone"), ana.count("clay")) == (0, 2, 0)
