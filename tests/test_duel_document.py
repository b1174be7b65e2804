"""The Duel document: names in en/ru/uk, and bad input with every problem and its path (issue 10)."""
import copy

import pytest

from scoring.duel import parse_duel
from scoring.core.errors import BadInput

# the issue's example document
GOOD = {"game": "duel", "conflict": 4,
        "players": [{"name": "Ana", "cards": ["Theater", "Altar", "Scriptorium"], "wonders": ["The Pyramids"],
                     "progress": ["Philosophy"], "coins": 10},
                    {"name": "Bo", "cards": ["Baths", "Stable"], "wonders": ["The Sphinx"], "progress": [],
                     "coins": 7}]}


def problems(doc):
    with pytest.raises(BadInput) as exc:
        parse_duel(doc)
    return [(p.path, p.message) for p in exc.value.problems]


def changed(**players):
    doc = copy.deepcopy(GOOD)
    for key, value in players.items():
        seat, field = key.split("__")
        doc["players"][int(seat[1:])][field] = value
    return doc


def test_the_issue_example_is_good():
    table = parse_duel(GOOD)
    assert [c.name for c in table.cities] == ["Ana", "Bo"]
    assert table.conflict == 4 and table.toward(0) == 4 and table.toward(1) == -4


@pytest.mark.parametrize("game", ["duel", "7 Wonders Duel", "дуэль", "7wd"])
def test_game_aliases(game):
    assert parse_duel(dict(GOOD, game=game)).conflict == 4


def test_russian_names_are_accepted():
    # seed 003: Бани, Конюшни, Каменоломня; Пирамиды; Философия
    doc = changed(p0__cards=["Бани", "Конюшни", "Каменоломня"], p0__wonders=["Пирамиды"],
                  p0__progress=["Философия"], p1__cards=[], p1__wonders=[])
    city = parse_duel(doc).cities[0]
    assert [c.name for c in city.cards] == ["Baths", "Stable", "Shelf Quarry"]
    assert city.wonders[0].name == "The Pyramids" and city.progress[0].name == "Philosophy"


def test_an_eighth_wonder_built():
    # seed 003, 7 чудес, не больше!: when the 7th wonder is built the 8th returns to the box
    doc = changed(p0__wonders=["The Pyramids", "The Sphinx", "Piraeus", "The Colossus"],
                  p1__wonders=["The Appian Way", "Circus Maximus", "The Mausoleum", "The Great Library"])
    [(path, message)] = problems(doc)
    assert path == "players[1].wonders[3]"
    assert message.startswith("8 wonders built in this game: only 7 can be built")


def test_seven_wonders_are_fine():
    doc = changed(p0__wonders=["The Pyramids", "The Sphinx", "Piraeus", "The Colossus"],
                  p1__wonders=["The Appian Way", "Circus Maximus", "The Mausoleum"])
    assert sum(len(c.wonders) for c in parse_duel(doc).cities) == 7


def test_five_wonders_for_one_player():
    # seed 003, Фаза выбора чудес: each player drafts 4 wonders
    doc = changed(p0__wonders=["The Pyramids", "The Sphinx", "Piraeus", "The Colossus", "The Appian Way"],
                  p1__wonders=[])
    assert ("players[0].wonders", "5 wonders: each player drafts 4 and can build no more") in problems(doc)


def test_a_card_in_both_cities():
    doc = changed(p1__cards=["Baths", "Altar"])
    assert problems(doc) == [("players[1].cards[1]", "Altar is also in players[0]'s city: there is one Altar in "
                                                     "the box, it cannot be in both cities")]


def test_a_wonder_in_both_cities():
    doc = changed(p1__wonders=["Пирамиды"])
    assert [p for p, _ in problems(doc)] == ["players[1].wonders[0]"]


@pytest.mark.parametrize("conflict", [10, -10, 99, "4", 4.5, True, None])
def test_a_pawn_beyond_nine(conflict):
    # seed 003, Элементы игры: the capitals are the last spaces, 9 from the centre
    [(path, message)] = problems(dict(GOOD, conflict=conflict))
    assert path == "conflict" and "from -9 to 9" in message


@pytest.mark.parametrize("conflict", [9, -9, 0])
def test_the_capitals_are_on_the_track(conflict):
    assert parse_duel(dict(GOOD, conflict=conflict)).conflict == conflict


def test_a_progress_token_twice_in_a_city():
    doc = changed(p0__progress=["Philosophy", "философия"])
    assert problems(doc) == [("players[0].progress[1]", "Philosophy is already listed (players[0].progress[0]): "
                                                        "there is one Philosophy in the box")]


def test_a_progress_token_in_both_cities():
    doc = changed(p1__progress=["Philosophy"])
    assert [p for p, _ in problems(doc)] == ["players[1].progress[0]"]


def test_more_progress_tokens_than_the_board_holds():
    # seed 003, Подготовка 4: 5 tokens on the board; The Great Library draws one more from the box
    doc = changed(p0__progress=["Philosophy", "Law", "Agriculture"], p1__progress=["Economy", "Strategy", "Theology"])
    [(path, message)] = problems(doc)
    assert path == "players[1].progress[2]" and message.startswith("6 progress tokens in the cities: only 5")
    doc["players"][1]["wonders"] = ["The Great Library"]
    assert len(parse_duel(doc).cities[1].progress) == 3


def test_unknown_names_get_a_suggestion():
    doc = changed(p0__cards=["Theatr"], p0__wonders=["Pyramds"], p0__progress=["Philosphy"])
    assert problems(doc) == [
        ("players[0].cards[0]", "unknown card 'Theatr'; did you mean 'Theater'?"),
        ("players[0].wonders[0]", "unknown wonder 'Pyramds'; did you mean 'The Pyramids'?"),
        ("players[0].progress[0]", "unknown progress token 'Philosphy'; did you mean 'Philosophy'?"),
    ]


def test_unknown_fields_get_a_suggestion():
    doc = copy.deepcopy(GOOD)
    doc["conflcit"] = 2
    doc["players"][0]["wonder"] = ["The Pyramids"]
    assert problems(doc) == [("conflcit", "unknown field 'conflcit'; did you mean 'conflict'?"),
                             ("players[0].wonder", "unknown field 'wonder'; did you mean 'wonders'?")]


def test_every_problem_at_once():
    doc = changed(p0__coins=-1, p0__cards=["Altar", "Altar"], p1__name="ana", p1__cards="Baths")
    doc["conflict"] = 12
    paths = [p for p, _ in problems(doc)]
    assert paths == ["conflict", "players[0].coins", "players[0].cards[1]", "players[1].cards", "players[1].name"]


@pytest.mark.parametrize("players", [[], [{"name": "Ana"}], [{"name": "A"}, {"name": "B"}, {"name": "C"}], "Ana"])
def test_two_players(players):
    assert problems({"game": "duel", "players": players})[0][0] == "players"


def test_not_a_duel_document():
    assert ("game", "'7w' is not 7 Wonders Duel (\"game\": \"duel\")") in problems(dict(GOOD, game="7w"))


def test_too_many_guilds():
    # seed 003, Одна колода на эпоху: 3 guilds are shuffled into age III
    doc = changed(p0__cards=["Merchants Guild", "Builders Guild"], p1__cards=["Scientists Guild", "Tacticians Guild"])
    assert ("players", "4 guilds in the cities: only 3 are shuffled into age III") \
        in problems(doc)


def test_two_supremacies_cannot_both_have_happened():
    six = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy", "University"]
    doc = changed(p0__cards=six, p1__cards=[])
    doc["conflict"] = -9
    assert [p for p, _ in problems(doc)] == ["conflict"]
