"""Babel wired into the 1st edition (``scoring.expansions.babel.table``): the conflict tokens checked
against the shields with Babel's changes, whole problem lists with their paths, word for word in English,
Russian and Ukrainian, as mutation testing of the module asked for (README "Mutation testing").

Rules: seed 004 (the Russian Babel rulebook): tile 19 visible at an age's conflicts lowers its victory
tokens (+1 → nothing, +3 → +1, +5 → +3), tile 22 doubles its defeat tokens; a Shield token (Obelisk, age II)
adds 1 shield and a Double Shield token (Triumphal Arches, age III) 2 shields in every conflict from the
end of its project's age on (Награды; Конец Эпохи: the project is settled before the conflicts).
1st-edition rulebook: each age every city fights its two neighbours; a win gives +1, +3, +5 in ages I, II,
III, a loss -1, a tie nothing.
"""
from __future__ import annotations

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

GAME = games.get("7w")


def player(name, wonder, cards, **more):
    return {"name": name, "wonder": wonder, "side": "A", "stages": 0, "cards": cards, "coins": 0, **more}


def table(expansions, ann=None, bob=None, cid=None, shields=True, **fields):
    """Three cities. Shields at the end of ages I, II, III: Ann 1, 3, 3 (Stockade, then Walls), Bob 0, 1, 1
    (Barracks in age II), Cid none. Each age Ann beats both; Bob beats Cid from age II on (a tie in age I)."""
    players = [player("Ann", "Rhodos", ["Stockade", "Walls"], shields=[1, 3, 3], **(ann or {})),
               player("Bob", "Gizah", ["Barracks"], shields=[0, 1, 1], **(bob or {})),
               player("Cid", "Babylon", [], shields=[0, 0, 0], **(cid or {}))]
    if not shields:
        for p in players:
            del p["shields"]
    return {"game": "7w", "expansions": list(expansions), "players": players, **fields}


def problems(doc, lang="en"):
    with use_language(lang), pytest.raises(BadInput) as exc:
        GAME.score(doc)
    return [(p.path, p.message) for p in exc.value.problems]


def military(doc):
    return [p.categories["military"] for p in GAME.score(doc).players]


# Ann: +1 +1, +3 +3, +5 +5; Bob: -1 (tie with Cid), -1 +3, -1 +5; Cid: -1, -1 -1, -1 -1
ANN, BOB, CID = [1, 1, 3, 3, 5, 5], [-1, -1, 3, -1, 5], [-1] * 5


# -- tokens given with shields and no tower_at_conflicts: every age read with or without tiles 19/22 ---------

def test_the_tokens_the_shields_give_are_taken_as_given_without_the_tower():
    doc = table(["babel-projects"], {"military": ANN}, {"military": BOB}, {"military": CID})
    assert military(doc) == [18, 5, -5]


def test_without_the_tower_no_victory_is_lowered():
    # Ann's +1s of age I are missing: only tile 19 could have taken them, and there is no tower
    doc = table(["babel-projects"], {"military": [3, 3, 5, 5]})
    assert problems(doc) == [("players[0].military", "tokens [3, 3, 5, 5] do not match the shields (with the project "
                                                     "shield tokens), which give [1, 1, 3, 3, 5, 5]")]


def test_without_the_tower_no_defeat_is_doubled():
    doc = table(["babel-projects"], cid={"military": [-1] * 6})
    assert problems(doc) == [("players[2].military", "tokens [-1, -1, -1, -1, -1, -1] do not match the shields (with "
                                                     "the project shield tokens), which give [-1, -1, -1, -1, -1]")]


@pytest.mark.parametrize("ann,bob,cid,points", [
    # tile 19 at age I's conflicts (Ann's +1s lowered to nothing), tile 22 at age I's (Bob's defeat doubled)
    ([3, 3, 5, 5], [-1, -1, -1, 3, -1, 5], [-1] * 6, [16, 4, -6]),
    # tile 19 at age II's (Ann's +3s lowered to +1), tile 22 at ages I and III (Cid's defeats doubled there)
    ([1, 1, 1, 1, 5, 5], [-1, -1, -1, 3, -1, -1, 5], [-1] * 8, [14, 3, -8]),
    # tile 19 at age III's (Ann's +5s lowered to +3); Bob and Cid as without tiles
    ([1, 1, 3, 3, 3, 3], BOB, CID, [14, 5, -5]),
    # no tile at any conflict
    (ANN, BOB, CID, [18, 5, -5]),
])
def test_with_the_tower_each_age_may_have_been_lowered_or_doubled(ann, bob, cid, points):
    doc = table(["babel"], {"military": ann}, {"military": bob}, {"military": cid})
    assert military(doc) == points


@pytest.mark.parametrize("lang,said", [
    ("en", ["3 tokens of +5: a city wins at most 2 battles in age III",
            "tokens [5, 5, 5] do not match the shields (with the project shield tokens and tiles 19/22), which give "
            "[1, 1, 3, 3, 5, 5]"]),
    ("ru", None), ("uk", None)])
def test_tokens_no_tile_explains_are_refused_with_the_tower(lang, said):
    found = problems(table(["babel"], {"military": [5, 5, 5]}), lang)
    assert [path for path, _ in found] == ["players[0].military", "players[0].military"]
    if said:
        assert [message for _, message in found] == said
    else:
        assert found[1][1] == {
            "ru": "жетоны [5, 5, 5] не совпадают со щитами (с жетонами Щита проектов и тайлами 19/22), по которым "
                  "выходит [1, 1, 3, 3, 5, 5]",
            "uk": "жетони [5, 5, 5] не збігаються зі щитами (з жетонами Щита проєктів і тайлами 19/22), за якими "
                  "виходить [1, 1, 3, 3, 5, 5]"}[lang]


@pytest.mark.parametrize("lang,said", [
    ("ru", "жетоны [3, 3, 5, 5] не совпадают со щитами (с жетонами Щита проектов), по которым выходит "
           "[1, 1, 3, 3, 5, 5]"),
    ("uk", "жетони [3, 3, 5, 5] не збігаються зі щитами (з жетонами Щита проєктів), за якими виходить "
           "[1, 1, 3, 3, 5, 5]")])
def test_the_sentence_without_the_tower_in_russian_and_ukrainian(lang, said):
    assert problems(table(["babel-projects"], {"military": [3, 3, 5, 5]}), lang) == [("players[0].military", said)]


def test_shield_tokens_of_one_city_add_up():
    # Bob holds the Shield token (age II on: +1) and the Double Shield token (age III: +2): 0, 2, 4 shields.
    # Age I: Ann beats Bob and Cid (Bob and Cid tie); age II: Ann 3 beats Bob 2, Bob beats Cid;
    # age III: Bob 4 beats Ann 3 and Cid, Ann beats Cid
    doc = table(["babel"], bob={"babel": {"tokens": ["shield", "double-shield"]}})
    assert military(doc) == [1 + 1 + 3 + 3 + 5 - 1, -1 - 1 + 3 + 5 + 5, -1 - 1 - 1 - 1 - 1]


# -- tower_at_conflicts --------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "tokens [5, 5] do not match the shields and tower_at_conflicts, which give [1, 1, 3, 3, 5, 5]"),
    ("ru", "жетоны [5, 5] не совпадают со щитами и tower_at_conflicts, по которым выходит [1, 1, 3, 3, 5, 5]"),
    ("uk", "жетони [5, 5] не збігаються зі щитами й tower_at_conflicts, за якими виходить [1, 1, 3, 3, 5, 5]")])
def test_tokens_against_the_tiles_at_each_conflict(lang, said):
    doc = table(["babel"], {"military": [5, 5]}, tower_at_conflicts=[[], [], []])
    assert problems(doc, lang) == [("players[0].military", said)]


@pytest.mark.parametrize("lang,said", [
    ("en", ['tower_at_conflicts needs "babel-tower" (or "babel") in "expansions"']),
    ("ru", ['для tower_at_conflicts нужен "babel-tower" (или "babel") в "expansions"']),
    ("uk", ['для tower_at_conflicts потрібен "babel-tower" (або "babel") в "expansions"'])])
def test_tiles_at_the_conflicts_need_the_tower(lang, said):
    doc = table(["babel-projects"], tower_at_conflicts=[[], [], []])
    assert problems(doc, lang) == [("tower_at_conflicts", said[0])]


@pytest.mark.parametrize("lang,said", [
    ("en", ["tile numbers are 1 to 24, got 30", "tile numbers are 1 to 24, got '4'"]),
    ("ru", ["номера тайлов — от 1 до 24, получено 30", "номера тайлов — от 1 до 24, получено '4'"]),
    ("uk", ["номери тайлів — від 1 до 24, отримано 30", "номери тайлів — від 1 до 24, отримано '4'"])])
def test_every_unknown_tile_at_the_conflicts_is_named(lang, said):
    # seed 004, Тайлы Строительства: tiles 1 to 24
    doc = table(["babel"], tower_at_conflicts=[[30], [], ["4"]])
    assert problems(doc, lang) == [("tower_at_conflicts[0][0]", said[0]), ("tower_at_conflicts[2][0]", said[1])]


@pytest.mark.parametrize("lang,said", [
    ("en", "tower_at_conflicts lists the visible tiles at the conflicts of ages I, II and III, e.g. "
           "[[], [22], [19, 22]]"),
    ("ru", "tower_at_conflicts перечисляет видимые тайлы при военных конфликтах Эпох I, II и III, например "
           "[[], [22], [19, 22]]"),
    ("uk", "tower_at_conflicts перелічує видимі тайли під час військових конфліктів Епох I, II і III, наприклад "
           "[[], [22], [19, 22]]")])
def test_tiles_at_the_conflicts_of_two_ages_only_are_refused(lang, said):
    assert problems(table(["babel"], tower_at_conflicts=[[], [22]]), lang) == [("tower_at_conflicts", said)]


# -- the tokens themselves --------------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", ["military must be a list of conflict token values, e.g. [1, 3, -1]",
            "2 is not a conflict token (tokens are -1, 1, 3, 5)"]),
    ("ru", ["military — список значений жетонов конфликтов, например [1, 3, -1]",
            "2 — не жетон конфликта (жетоны: -1, 1, 3, 5)"]),
    ("uk", ["military — список значень жетонів конфліктів, наприклад [1, 3, -1]",
            "2 — не жетон конфлікту (жетони: -1, 1, 3, 5)"])])
def test_a_military_that_is_no_list_leaves_the_next_players_read(lang, said):
    doc = table(["babel"], {"military": "1, 3"}, {"military": [2, -1]}, shields=False)
    assert problems(doc, lang) == [("players[0].military", said[0]), ("players[1].military[0]", said[1])]


def test_a_bad_token_is_the_only_problem_of_its_player():
    # every player gives tokens, no shields, no tower: the table's tokens are checked together only when
    # each player's are tokens at all
    doc = table(["babel-projects"], {"military": [1, 7]}, {"military": []}, {"military": []}, shields=False)
    assert problems(doc) == [("players[0].military[1]", "7 is not a conflict token (tokens are -1, 1, 3, 5)")]


def test_a_bad_token_beside_too_many_wins_is_named_alone():
    doc = table(["babel"], {"military": [5, 5, 5, "x"]}, shields=False)
    assert problems(doc) == [("players[0].military[3]", "'x' is not a conflict token (tokens are -1, 1, 3, 5)")]


def test_without_the_tower_a_won_battle_needs_a_neighbour_s_lost_one():
    # 1st-edition rulebook: every battle is won by one neighbour and lost by the other (or tied)
    doc = table(["babel-projects"], {"military": [1]}, {"military": []}, {"military": []}, shields=False)
    assert problems(doc) == [("players", "impossible conflict tokens: victory tokens on the table: 1, defeat tokens: "
                                         "0; every battle won is a battle lost by a neighbour")]


# -- shields -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "give shields for every player (or for none) so that tokens can be derived"),
    ("ru", "укажите щиты всех игроков (или ничьи), чтобы вывести жетоны"),
    ("uk", "вкажіть щити всіх гравців (або нічиї), щоб вивести жетони")])
def test_shields_of_some_players_only_name_the_first_without(lang, said):
    doc = table(["babel"], {"military": [1, 1]})
    del doc["players"][2]["shields"]
    assert problems(doc, lang) == [("players[2].shields", said)]


def test_shields_that_go_down_are_named_and_the_tokens_still_checked():
    doc = table(["babel"], {"military": [1, 1]})
    doc["players"][1]["shields"] = [1, 0]
    assert problems(doc) == [
        ("players[1].shields", "shields never go down from one age to the next: [1, 0]"),
        # Bob's shields as given (1, 0, then the city's 1): Ann beats Cid in age I, both from age II on
        ("players[0].military", "tokens [1, 1] do not match the shields (with the project shield tokens and tiles "
                                "19/22), which give [1, 3, 3, 5, 5]")]


def test_shields_that_are_no_list_stop_the_tokens_check():
    doc = table(["babel"], {"military": [1, 1]})
    doc["players"][1]["shields"] = "1"
    assert problems(doc) == [("players[1].shields", "shields must list the shields at the end of ages I and II (and "
                                                    "III): whole numbers 0 or more, got '1'")]


# -- the document ------------------------------------------------------------------------------------------

def test_every_babel_table_field_at_once_is_still_read_as_babel():
    doc = table(["babel"], tower=[4], project={"card": "Obelisk", "tokens": {"Ann": 1}}, guild_token_copy="counted",
                tower_at_conflicts=[[], [], []])
    doc["players"][0]["babel"] = {"tiles": [4]}
    # seed 004, Конец игры: 1 tile of the tower, 2 VP
    assert [p.categories.get("tower") for p in GAME.score(doc).players] == [2, 0, 0]
    del doc["players"][0]["babel"]
    assert [p.categories.get("tower") for p in GAME.score(doc).players] == [0, 0, 0]


def test_a_player_that_is_a_number_beside_a_babel_player_is_refused_at_its_path():
    doc = table([], bob={"babel": {"tokens": []}}, shields=False)
    del doc["expansions"]
    doc["players"][0] = 5
    assert problems(doc) == [("players[0]", "each player must be an object with name, wonder, side, stages, cards, "
                                            "coins")]


@pytest.mark.parametrize("players", ["missing", "Ann, Bob, Cid"])
def test_a_babel_table_without_a_list_of_players(players):
    doc = {"game": "7w", "expansions": ["babel"]}
    if players != "missing":
        doc["players"] = players
    assert problems(doc) == [("players", '"players" must be a list of players in clockwise seating order')]


@pytest.mark.parametrize("lang,said", [
    ("en", "Babel is an expansion of the 1st edition (7w), not of 7 Wonders (2nd edition, 2020)"),
    ("ru", None), ("uk", None)])
def test_babel_named_on_a_2nd_edition_document_read_by_the_1st_edition(lang, said):
    doc = table(["babel"], shields=False)
    doc["game"] = "7w2"
    for p in doc["players"]:
        p["side"] = "day"
    found = problems(doc, lang)
    assert [path for path, _ in found] == ["expansions"]
    if said:
        assert found[0][1] == said
    else:
        assert found[0][1].startswith({"ru": "Вавилон — дополнение к 1-й редакции (7w), а не к ",
                                       "uk": "Вавилон — доповнення до 1-ї редакції (7w), а не до "}[lang])
    # a Babel field without Babel named: only the field is blamed
    del doc["expansions"]
    doc["tower"] = [4]
    assert problems(doc) == [("tower", 'a tower needs "babel-tower" (or "babel") in "expansions"')]


def test_a_babel_table_of_an_unknown_game_is_refused_at_game():
    doc = table(["babel"], shields=False)
    doc["game"] = "1st edition"
    assert problems(doc) == [("game", "unknown game '1st edition'")]


@pytest.mark.parametrize("tokens,science", [
    # 1st-edition rulebook: each kind of symbol scores its count squared, each set of three 7 VP. Without the
    # token the Scientists Guild's wildcard is a 5th compass: 25 + 1 = 26 (a tablet: 16 + 1 + 1 + 7 = 25)
    ([], 26),
    # seed 004, Награды: the science token gives 3 VP per set of three different symbols; the wildcard
    # is then the tablet: 25 + 3 = 28 (a compass would leave 26 and no set for the token)
    (["science"], 28)])
def test_the_science_token_is_counted_in_the_wildcard_choice(tokens, science):
    doc = table(["babel"], shields=False)
    doc["players"][0].update(cards=["Apothecary", "Dispensary", "Lodge", "Academy", "Workshop", "Scientists Guild"],
                             babel={"tokens": tokens})
    ann = GAME.score(doc).players[0]
    assert ann.categories["science"] == science


SCIENCE_LINE = {
    "en": "Science: 4 compass, 1 gear, 1 tablet → 25 (wildcards chosen with the science tokens counted)",
    "ru": "Наука: 4 циркуля, 1 шестерёнка, 1 табличка → 25 (символы на выбор подобраны с учётом жетонов науки)",
    "uk": "Наука: 4 циркулі, 1 шестерня, 1 табличка → 25 (символи на вибір підібрано з урахуванням жетонів науки)"}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_science_row_says_the_token_chose_the_wildcard(lang):
    # the cards' science with the wildcard a tablet: 4² + 1² + 1² + 7 = 25
    doc = table(["babel"], shields=False)
    doc["players"][0].update(cards=["Apothecary", "Dispensary", "Lodge", "Academy", "Workshop", "Scientists Guild"],
                             babel={"tokens": ["science"]})
    with use_language(lang):
        ann = GAME.score(doc).players[0]
    assert [(d.source, d.points, d.text) for d in ann.details if d.source == "science"] == [
        ("science", 25, SCIENCE_LINE[lang])]


def test_tiles_given_as_a_count_are_that_count_in_the_result():
    doc = table(["babel"], shields=False)
    doc["players"][1]["babel"] = {"tiles": 2}
    bob = GAME.score(doc).to_json()["players"][1]
    assert bob["babel"]["tower_tiles"] == 2
    assert bob["categories"]["tower"] == 5          # seed 004, Конец игры: 2 tiles, 5 VP


# Ann (Olympia B, all 3 stages) copies the Spies Guild of Bob, her left neighbour (Cid's Barracks: 1 red card)
def olympia(tokens):
    return {"game": "7w", "expansions": ["babel"], "players": [
        player("Ann", "Olympia", ["Scriptorium"], side="B", stages=3, babel={"tokens": tokens}),
        player("Bob", "Gizah", ["Spies Guild"]), player("Cid", "Babylon", ["Barracks"])]}


COPY_LINE = {
    "en": "Guild token: Olympia B's copy of Spies Guild is not counted again: the copy builds no card and the guild "
          "stays Bob's, counted once (\"guild_token_copy\": \"counted\" would count it)",
    "ru": "Жетон Гильдии: копия «Гильдия шпионов» Олимпии B не считается повторно: копия не строит карты, гильдия "
          "по-прежнему принадлежит игроку Bob и считается один раз (с \"guild_token_copy\": \"counted\" копию "
          "посчитали бы)",
    # no Ukrainian card names were found (scoring/data/7w.json, names_not_found): the English one is shown
    "uk": "Жетон Гільдії: копія «Spies Guild» Олімпії B не рахується вдруге: копія не будує карти, гільдія й далі "
          "належить гравцеві Bob і рахується один раз (з \"guild_token_copy\": \"counted\" копію порахували б)"}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_line_on_olympia_b_s_copy_names_the_guild_s_owner(lang):
    # seed 004, Награды: the guild token counts the guilds built; seed 000: Olympia B's copy builds none
    with use_language(lang):
        ann = GAME.score(olympia(["guild"])).players[0]
    lines = [(d.category, d.source, d.points, d.text) for d in ann.details if d.source == "guild"]
    assert len(lines) == 1
    category, source, points, text = lines[0]
    assert (category, source, points) == ("guilds", "guild", 0)
    assert text == COPY_LINE[lang]


def test_without_the_guild_token_olympia_b_s_copy_gets_no_line():
    ann = GAME.score(olympia([])).players[0]
    assert [d for d in ann.details if d.source == "guild"] == []
    assert ann.categories["guilds"] == 1            # the Spies Guild's own point: Cid's 1 red card


def test_the_module_s_own_score_of_a_table_with_and_without_babel():
    from scoring.expansions.babel.table import score
    doc = table(["babel-projects"], {"military": ANN}, {"military": BOB, "babel": {"tokens": ["penalty-2"]}},
                {"military": CID})
    result = score(doc)
    # seed 004, Невозможность уплаты штрафа: a penalty token of -2 costs 2 VP
    assert [(p.name, p.total) for p in result.players] == [("Ann", 18), ("Bob", 5 - 2), ("Cid", -5)]
    assert (result.game, result.winners, result.tiebreak) == ("7w", ("Ann",), None)
    assert result.extra == {"expansions": ["babel-projects"]}
    del doc["expansions"]
    for p in doc["players"]:
        p.pop("shields")
        p.pop("babel", None)
    plain = score(doc)
    assert [(p.name, p.total) for p in plain.players] == [("Ann", 18), ("Bob", 5), ("Cid", -5)]
    assert "expansions" not in plain.extra


def test_the_module_s_own_score_says_a_tie_on_points_and_coins():
    # 1st-edition rulebook: a tie on points goes to the most coins; a tie on coins too is shared
    # seed 004, Награды: a Victory token of 3 is worth 3 VP
    doc = table(["babel-projects"], {"babel": {"tokens": ["victory-3"]}}, {"babel": {"tokens": ["victory-3"]}},
                shields=False)
    from scoring.expansions.babel.table import score
    result = score(doc)
    assert [p.total for p in result.players] == [3, 3, 0]
    assert result.tiebreak == "Ann and Bob tie on 3 points and on coins (Ann 0, Bob 0): they share the victory"


def test_the_science_token_counts_once_in_the_wildcard_choice():
    # Ann: 2 tablets and two wildcards (Babylon A's 2nd stage, Scientists Guild). Two more tablets: 4² = 16;
    # a compass and a gear: 1 + 1 + 4 + 7 = 13, and 3 from the science token (seed 004, Награды): 16 too.
    # A tie goes to the higher science row: the tablets, and the token has no set
    doc = table(["babel"], shields=False)
    doc["players"][2]["wonder"] = "Ephesos"
    doc["players"][0].update(wonder="Babylon", stages=2, cards=["Scriptorium", "Library", "Scientists Guild"],
                             babel={"tokens": ["science"]})
    ann = GAME.score(doc).players[0]
    assert [(d.source, d.points) for d in ann.details if d.category == "science" and d.points] == [("science", 16)]
    assert ann.categories["science"] == 16
