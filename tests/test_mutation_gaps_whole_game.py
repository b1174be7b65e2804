"""Whole answers of the whole game's conflicts with the expansions that change them
(``referee.classic.whole_game``), word for word in English and Russian (Ukrainian where the module's own words
are): the tests mutation testing of the module asked for (README "Mutation testing"; seed 000, Конец эпохи;
seed 004, 22; Leaders rulebook, Tomyris; Cities rulebook, Diplomacy).

The tables and the tokens worked out by hand are those of ``tests/test_whole_game_conflicts.py``.
"""
from __future__ import annotations

import copy

import pytest

from referee.registry import referee
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

from test_whole_game_conflicts import WITH_DIPLOMACY, tomyris_table

END = "Rulebook, End of an age"
TILE_22 = "Babel rulebook, construction tile 22 of the Tower of Babel; The construction tiles' effects"
TOMYRIS = "Leaders rulebook, Leader cards; the printed card: Tomyris"


def judged(doc: dict, tokens: dict, lang: str = "en") -> dict:
    doc = copy.deepcopy(doc)
    for p in doc["players"]:
        p["military"] = tokens[p["name"]]
    with use_language(lang):
        return referee(doc)


def said(v: dict) -> dict:
    return {"legal": v["legal"], "problems": [(x["player"], x["text"], x["rule"]) for x in v["problems"]],
            "reasons": [(x["text"], x["rule"]) for x in v["reasons"]]}


def test_the_tokens_of_the_whole_game_with_tomyris_tile_22_and_diplomacy():
    v = judged(tomyris_table(cities=True), WITH_DIPLOMACY)
    assert said(v) == {"legal": True, "problems": [], "reasons": [
        ("tile 22 was visible at the conflicts of age III: two defeat tokens for each lost battle", TILE_22),
        ("Tomyris (Ann, recruited in Age II): from the conflicts of Age II on, a Defeat token Ann would take goes to "
         "the neighbour who won", TOMYRIS)]}
    assert v["tokens"] == {"Ann": {"left": [-1], "right": [], "total": -1},
                           "Bob": {"left": [1, -1, 5], "right": [1, 3, -1, 5, -1, -1], "total": 11},
                           "Cid": {"left": [3], "right": [-1, 3], "total": 5},
                           "Dan": {"left": [], "right": [-1, -1, -1], "total": -3}}
    assert v["recruited"] == {"Ann": {"Tomyris": 2}} and v["check"] == "military"
    assert v["babel"] == {"shield_tokens": {n: [0, 0, 0] for n in ("Ann", "Bob", "Cid", "Dan")},
                          "tower_at_conflicts": [[], [], [22]]}
    # Cid sits out Age III (Diplomacy): Bob faces Dan there; tile 22's note in Age III only
    assert [a["age"] for a in v["ages"]] == [1, 2, 3]
    assert [a["shields"] for a in v["ages"]] == [{"Ann": 0, "Bob": 1, "Cid": 0, "Dan": 0},
                                                 {"Ann": 0, "Bob": 1, "Cid": 2, "Dan": 0},
                                                 {"Ann": 0, "Bob": 1, "Cid": 2, "Dan": 0}]
    assert v["ages"][2]["conflicts"] == [{"players": ["Ann", "Bob"], "shields": [0, 1], "winner": "Bob"},
                                         {"players": ["Bob", "Dan"], "shields": [1, 0], "winner": "Bob"},
                                         {"players": ["Dan", "Ann"], "shields": [0, 0], "winner": None}]
    assert [[(r["text"], r["rule"]) for r in a["reasons"]] for a in v["ages"]] == [
        [], [], [("Tile 22 is visible in the tower at this conflict", TILE_22)]]


FLAT = {"Ann": [-1], "Bob": [1, 1, 3, 5, 5, -1, -1, -1, -1], "Cid": [-1, 3, 3], "Dan": [-1, -1, -1]}


def test_tokens_that_no_way_of_the_powers_gives_without_diplomacy():
    # without Cities Cid fights in Age III: Bob's four Defeats and Cid's two Victories of Age III do not fit; the
    # nearest of the 24 ways (Tomyris from Age II, tile 22 at Age III) is shown
    v = said(judged(tomyris_table(), FLAT))
    assert v == {"legal": False, "problems": [
        ("Bob", "Bob holds -1, -1, -1, -1, +1, +1, +3, +5, +5 but the conflicts give -1, -1, -1, -1, -1, -1, +1, +1, "
                "+3, +5 (age I: 1 shield against 0 (Cid), 0 (Ann); age II: 1 shield against 2 (Cid), 0 (Ann); age III: "
                "1 shield against 2 (Cid), 0 (Ann))", END),
        ("Cid", "Cid holds -1, +3, +3 but the conflicts give -1, +3, +3, +5, +5 (age I: 0 shields against 0 (Dan), "
                "1 (Bob); age II: 2 shields against 0 (Dan), 1 (Bob); age III: 2 shields against 0 (Dan), 1 (Bob))",
         END)], "reasons": [
        ("none of the 24 ways the expansions' powers may have acted in the conflicts fits every city's tokens; the "
         "nearest is shown", END),
        ("tile 22 was visible at the conflicts of age III: two defeat tokens for each lost battle", TILE_22),
        ("Tomyris (Ann, recruited in Age II): from the conflicts of Age II on, a Defeat token Ann would take goes to "
         "the neighbour who won", TOMYRIS)]}
    ru = said(judged(tomyris_table(), FLAT, "ru"))
    assert [x[1] for x in ru["problems"]] == [
        "у игрока Bob: -1, -1, -1, -1, +1, +1, +3, +5, +5, а по конфликтам полагается: -1, -1, -1, -1, -1, -1, +1, +1, "
        "+3, +5 (эпоха I: 1 щит против 0 (Cid), 0 (Ann); эпоха II: 1 щит против 2 (Cid), 0 (Ann); эпоха III: 1 щит "
        "против 2 (Cid), 0 (Ann))",
        "у игрока Cid: -1, +3, +3, а по конфликтам полагается: -1, +3, +3, +5, +5 (эпоха I: 0 щитов против 0 (Dan), 1 "
        "(Bob); эпоха II: 2 щита против 0 (Dan), 1 (Bob); эпоха III: 2 щита против 0 (Dan), 1 (Bob))"]
    assert ru["reasons"][0] == ("ни один из 24 вариантов того, как силы дополнений могли действовать в конфликтах, не "
                                "согласуется с жетонами всех городов; показан ближайший", "Правила, Конец эпохи")
    uk = said(judged(tomyris_table(), FLAT, "uk"))
    assert [x[1] for x in uk["problems"]][1] == (
        "у гравця Cid: -1, +3, +3, а за конфліктами належить: -1, +3, +3, +5, +5 (епоха I: 0 щитів проти 0 (Dan), 1 "
        "(Bob); епоха II: 2 щити проти 0 (Dan), 1 (Bob); епоха III: 2 щити проти 0 (Dan), 1 (Bob))")
    assert uk["reasons"][0] == ("жоден із 24 варіантів того, як сили доповнень могли діяти в конфліктах, не "
                                "узгоджується з жетонами всіх міст; показано найближчий", "Правила, Кінець епохи")


def test_tokens_given_per_neighbour_are_checked_per_neighbour():
    # Ann's Defeat of Age I is Bob's (her left neighbour), not Dan's
    tokens = dict(WITH_DIPLOMACY, Ann={"left": [], "right": [-1]})
    v = said(judged(tomyris_table(cities=True), tokens))
    assert v["legal"] is False and v["problems"] == [
        ("Ann", "Ann holds no token against the left neighbour (Bob) but the conflicts give -1 (age I: 0 shields "
                "against 1 (Bob); age II: 0 shields against 1 (Bob); age III: 0 shields against 1 (Bob))", END),
        ("Ann", "Ann holds -1 against the right neighbour (Dan) but the conflicts give no token (age I: 0 shields "
                "against 0 (Dan); age II: 0 shields against 0 (Dan); age III: 0 shields against 0 (Dan))", END)]
    assert v["reasons"][0] == ("none of the 24 ways the expansions' powers may have acted in the conflicts fits every "
                               "city's tokens; the nearest is shown", END)
    ru = said(judged(tomyris_table(cities=True), tokens, "ru"))
    assert [x[1] for x in ru["problems"]] == [
        "у игрока Ann против левого соседа (Bob): нет жетонов, а по конфликтам полагается: -1 (эпоха I: 0 щитов против "
        "1 (Bob); эпоха II: 0 щитов против 1 (Bob); эпоха III: 0 щитов против 1 (Bob))",
        "у игрока Ann против правого соседа (Dan): -1, а по конфликтам полагается: нет жетонов (эпоха I: 0 щитов "
        "против 0 (Dan); эпоха II: 0 щитов против 0 (Dan); эпоха III: 0 щитов против 0 (Dan))"]
    # the right tokens per neighbour fit
    right = dict(WITH_DIPLOMACY, Ann={"left": [-1], "right": []})
    assert judged(tomyris_table(cities=True), right)["legal"] is True


def leaders_table() -> dict:
    """Leaders played, no leader that changes a conflict: Bob (Stockade) 1 shield in every Age, Ann and Cid none."""
    players = [{"name": name, "wonder": wonder, "side": "A", "coins": 3, "cards": cards, "shields": shields}
               for name, wonder, shields, cards in (("Ann", "Rhodos", [0, 0, 0], []),
                                                    ("Bob", "Gizah", [1, 1, 1], ["Stockade"]),
                                                    ("Cid", "Babylon", [0, 0, 0], []))]
    return {"game": "7w", "expansions": ["leaders"], "check": "military", "players": players}


# Bob beats both neighbours in every Age: +1, +3, +5 from each; Ann and Cid take a Defeat from him each Age
LEADERS_TOKENS = {"Ann": [-1, -1, -1], "Bob": [1, 1, 3, 3, 5, 5], "Cid": [-1, -1, -1]}


def test_the_whole_game_with_leaders_and_no_conflict_leader():
    v = judged(leaders_table(), LEADERS_TOKENS)
    assert said(v) == {"legal": True, "problems": [], "reasons": []}
    assert v["tokens"] == {"Ann": {"left": [-1, -1, -1], "right": [], "total": -3},
                           "Bob": {"left": [1, 3, 5], "right": [1, 3, 5], "total": 18},
                           "Cid": {"left": [], "right": [-1, -1, -1], "total": -3}}


def test_the_tables_tokens_impossible_as_a_whole():
    # seed 000, Конец эпохи: every battle won is a battle lost by a neighbour; Cid claims a Victory and two more
    # Defeats: 7 Victory tokens on the table against 6 Defeats
    tokens = dict(LEADERS_TOKENS, Ann=[-1], Cid=[-1, -1, -1, -1, -1, 1])
    v = said(judged(leaders_table(), tokens))
    assert v == {"legal": False, "problems": [
        ("Ann", "Ann holds -1 but the conflicts give -1, -1, -1 (age I: 0 shields against 1 (Bob), 0 (Cid); age II: 0 "
                "shields against 1 (Bob), 0 (Cid); age III: 0 shields against 1 (Bob), 0 (Cid))", END),
        ("Cid", "Cid holds -1, -1, -1, -1, -1, +1 but the conflicts give -1, -1, -1 (age I: 0 shields against 0 "
                "(Ann), 1 (Bob); age II: 0 shields against 0 (Ann), 1 (Bob); age III: 0 shields against 0 (Ann), 1 "
                "(Bob))", END)], "reasons": [
        ("the table's tokens are impossible: victory tokens on the table: 7, defeat tokens: 6; every battle won is a "
         "battle lost by a neighbour", END)]}
    ru = said(judged(leaders_table(), tokens, "ru"))
    assert ru["reasons"] == [("жетоны за столом невозможны: жетонов победы на столе: 7, а жетонов поражения: 6; каждая "
                              "выигранная битва — проигранная битва соседа", "Правила, Конец эпохи")]
    # one city's tokens not given: the table is not checked as a whole
    doc = leaders_table()
    for p in doc["players"]:
        if p["name"] != "Ann":
            p["military"] = tokens[p["name"]]
    v = said(referee(doc))
    assert v["reasons"] == [] and [x[0] for x in v["problems"]] == ["Cid"]


def test_a_bounded_search_says_so_in_full(monkeypatch):
    from referee.classic import whole_game
    monkeypatch.setattr(whole_game, "MAX_COMBINATIONS", 2)
    v = said(judged(tomyris_table(cities=True), WITH_DIPLOMACY))
    assert v["legal"] is False and v["reasons"][0] == (
        "only the first 2 of the 24 ways the expansions' powers may have acted in the conflicts were tried and none "
        "fits every city's tokens: give what is known (the Age a leader was recruited in, the tiles visible at each "
        "conflict) to check it", END)
    ru = said(judged(tomyris_table(cities=True), WITH_DIPLOMACY, "ru"))
    assert ru["reasons"][0] == (
        "проверены только первые 2 из 24 вариантов того, как силы дополнений могли действовать в конфликтах, и ни "
        "один не согласуется с жетонами всех городов: укажите то, что известно (эпоху, в которую нанят лидер, тайлы, "
        "видимые при каждом конфликте), чтобы проверить его", "Правила, Конец эпохи")


def test_one_way_only_says_no_count():
    # every hypothesis given (the Age Tomyris came in, the tiles at each conflict): one way, and it does not fit
    doc = tomyris_table(cities=True)
    doc["players"][0]["recruited"] = {"Tomyris": 3}
    doc["tower_at_conflicts"] = [[], [], [22]]
    v = said(judged(doc, WITH_DIPLOMACY))
    assert v["legal"] is False and v["reasons"] == [
        ("tile 22 was visible at the conflicts of age III: two defeat tokens for each lost battle", TILE_22),
        ("Tomyris (Ann, recruited in Age III): from the conflicts of Age III on, a Defeat token Ann would take goes "
         "to the neighbour who won", TOMYRIS)]


def test_the_expansions_bad_fields_beside_the_base_games():
    doc = leaders_table()
    doc["players"][0].update(cards=["Tomyris"], recruited={"Tomyris": 4})
    doc["players"][2]["shields"] = [0, 0, "x"]
    with pytest.raises(BadInput) as exc:
        judged(doc, {"Ann": [], "Bob": [], "Cid": []})
    assert [(x.path, x.message) for x in exc.value.problems] == [
        ("players[2].shields", "shields must list the shields at the end of ages I and II (and III): whole numbers 0 "
                               "or more, got [0, 0, 'x']"),
        ("players[0].recruited.Tomyris", "the Age a leader was recruited in is 1, 2 or 3, got 4")]


def test_the_tables_tokens_impossible_with_babels_great_projects_and_no_tower():
    # Babel's Great Projects without the tower: no tile changes a battle's tokens, so the table is checked as a
    # whole; Ann's +5 of one battle of Age III is missing: 5 Victory tokens against 6 Defeats
    doc = {"game": "7w", "expansions": ["babel-projects"], "check": "military", "players": [
        {"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": ["Barracks"], "coins": 3, "shields": [1, 1],
         "babel": {}, "military": [1, 1, 3, 3, 5]},
        {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": [], "coins": 3, "shields": [0, 0], "babel": {},
         "military": [-1, -1, -1]},
        {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": [], "coins": 3, "shields": [0, 0], "babel": {},
         "military": [-1, -1, -1]}]}
    assert said(referee(doc)) == {"legal": False, "problems": [
        ("Ann", "Ann holds +1, +1, +3, +3, +5 but the conflicts give +1, +1, +3, +3, +5, +5 (age I: 1 shield against 0 "
                "(Bob), 0 (Cid); age II: 1 shield against 0 (Bob), 0 (Cid); age III: 1 shield against 0 (Bob), 0 "
                "(Cid))", END)], "reasons": [
        ("the table's tokens are impossible: victory tokens on the table: 5, defeat tokens: 6; every battle won is a "
         "battle lost by a neighbour", END)]}


def test_the_left_tokens_right_and_the_right_ones_wrong():
    # Ann's Defeat against Bob (left) fits; the one she lists against Dan (right) was never taken
    tokens = dict(WITH_DIPLOMACY, Ann={"left": [-1], "right": [-1]})
    v = said(judged(tomyris_table(cities=True), tokens))
    assert v["legal"] is False and v["problems"] == [
        ("Ann", "Ann holds -1 against the right neighbour (Dan) but the conflicts give no token (age I: 0 shields "
                "against 0 (Dan); age II: 0 shields against 0 (Dan); age III: 0 shields against 0 (Dan))", END)]


def test_every_way_tried_when_the_bound_is_just_enough(monkeypatch):
    # 24 ways and a bound of 24: all were tried, none fits (without Diplomacy), so none is said to be left untried
    from referee.classic import whole_game
    monkeypatch.setattr(whole_game, "MAX_COMBINATIONS", 24)
    v = said(judged(tomyris_table(), FLAT))
    assert v["legal"] is False and v["reasons"][0] == (
        "none of the 24 ways the expansions' powers may have acted in the conflicts fits every city's tokens; the "
        "nearest is shown", END)
