"""7 Wonders, 2nd edition (2020) as a game: ``"game": "7w2"`` (issue 8, items 3 and 4).

Sources cited per test: ``seed 001, <section>`` is ../shared/seeds/001_16bdf35f09fc8606.txt
(the Russian rulebook); FACTS is ../shared/facts/7w-second-edition.md (its card and wonder
tables; RP-FAQ = the publisher's FAQ quoted there for the wonder powers); ``card: <name>``
is the printed card as recorded in scoring/data/7w2.json.
"""
from __future__ import annotations

import copy
import json

import pytest

from referee import registry as referees
from scoring import games
from scoring.core.errors import BadInput
from scoring.games import find_game


def city(name, wonder, side="day", stages=0, cards=(), coins=0, **more):
    return dict({"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards),
                 "coins": coins}, **more)


def table(*players, game="7w2", **more):
    return dict({"game": game, "players": list(players)}, **more)


def three(first, game="7w2", **more):
    """``first`` and two quiet neighbours (no resources to sell but their boards' own)."""
    return table(first, city("Oleg", "Gizah", coins=3), city("Sofia", "Ephesos", coins=3), game=game, **more)


def problems(doc) -> list[tuple[str, str]]:
    with pytest.raises(BadInput) as exc:
        games.score(doc)
    return [(p.path, p.message) for p in exc.value.problems]


def player(result, name):
    return next(p for p in result.players if p.name == name)


def referee(doc) -> dict:
    return referees.referee(doc)


def text(verdict) -> str:
    return " | ".join(r["text"] for r in verdict["reasons"])


# -- the game and its document -------------------------------------------------------------

@pytest.mark.parametrize("alias", ["7w2", "7 Wonders 2nd edition", "7 Wonders 2020", "7 чудес 2-е издание",
                                   "7 Чудес (2020)"])
def test_every_alias_names_the_second_edition(alias):
    # the brief's aliases (issue 8, item 3)
    assert find_game(alias).id == "7w2"
    doc = copy.deepcopy(games.get("7w2").examples()[0])
    doc["game"] = alias
    assert games.score(doc).game == "7w2"


def test_sides_are_day_and_night_as_printed_in_every_language():
    # seed 001, Подготовка к игре: "выбрав одну из сторон ... (День или Ночь)"; uk: FACTS names / data side_names
    base = games.get("7w2").examples()[0]
    for spelling, want in (("day", 3), ("Day", 3), ("день", 3), ("night", 7), ("НОЧЬ", 7), ("ніч", 7)):
        doc = copy.deepcopy(base)
        doc["players"][0].update(side=spelling, stages=1)     # Rhodos
        wonder_row = player(games.score(doc), "Ira").categories["wonder"]
        # FACTS wonder table: Rhodos day stage 1 = 3 VP, night stage 1 = 3 VP (+ coins and a shield)
        assert wonder_row == 3, spelling
    assert games.get("7w2").entry_screen(4).sides == ("day", "night")


def test_a_first_edition_side_is_bad_input():
    doc = copy.deepcopy(games.get("7w2").examples()[0])
    doc["players"][0]["side"] = "B"
    assert [p for p, _ in problems(doc)] == ["players[0].side"]
    assert "'day' or 'night'" in problems(doc)[0][1]


def test_two_players_are_pointed_to_duel():
    # seed 001, Подготовка к игре: only 3+ .. 7+ cards, no 2-player variant; FACTS "Rules that differ"
    doc = table(city("Ira", "Rhodos", cards=["Altar"]), city("Oleg", "Gizah"))
    (path, message), = problems(doc)
    assert path == "players"
    assert "no 2-player variant" in message and "7 Wonders Duel is the game for two" in message


def test_a_free_city_is_bad_input_in_the_second_edition():
    doc = three(city("Ira", "Rhodos"))
    doc["players"][2]["free_city"] = True
    found = problems(doc)
    assert ("players[2].free_city" in [p for p, _ in found])
    assert any("no 2-player variant, so no Free City" in m and "Duel" in m for _, m in found)


def test_eight_players_are_too_many():
    doc = table(*[city(f"P{i}", w) for i, w in enumerate(
        ["Rhodos", "Gizah", "Ephesos", "Babylon", "Olympia", "Alexandria", "Halikarnassos"])])
    assert games.score(doc).game == "7w2"        # 7 is fine
    doc["players"].append(city("P7", "Rhodos"))
    assert [p for p, _ in problems(doc)][0] == "players"


@pytest.mark.parametrize("card", ["Pawnshop", "Strategists Guild"])
def test_first_edition_only_cards_are_bad_input_naming_the_edition(card):
    # scoring/data/7w2.json notes: Pawnshop and Strategists Guild were removed (PHOTOS, FACTS)
    doc = three(city("Ira", "Rhodos", cards=["Altar", card]))
    (path, message), = problems(doc)
    assert path == "players[0].cards[1]"
    assert message == (f"{card} is a card of 7 Wonders (1st edition, 2010), not of 7 Wonders (2nd edition, 2020); "
                       "did you mean \"game\": \"7w\"?")


@pytest.mark.parametrize("card", ["Well", "Ludus", "Castrum", "Decorators Guild"])
def test_second_edition_only_cards_are_bad_input_in_the_first(card):
    # scoring/data/7w2.json notes: Well, Ludus, Castrum, Decorators Guild are new in the 2nd edition
    doc = table(city("Ira", "Rhodos", "A", cards=[card]), city("Oleg", "Gizah", "A"),
                city("Sofia", "Ephesos", "A"), city("Anton", "Babylon", "A"), city("Yana", "Olympia", "A"),
                game="7w")
    (path, message), = problems(doc)
    assert path == "players[0].cards[0]"
    assert message == (f"{card} is a card of 7 Wonders (2nd edition, 2020), not of 7 Wonders (1st edition, 2010); "
                       "did you mean \"game\": \"7w2\"?")


def test_a_misspelt_card_still_gets_did_you_mean():
    (path, message), = problems(three(city("Ira", "Rhodos", cards=["Decorator Guild"])))
    assert path == "players[0].cards[0]" and "did you mean 'Decorators Guild'?" in message


def test_deck_check_uses_the_printed_player_counts():
    # FACTS card table: Ludus A3 5+/7+ (no copy with 4 players); Well A1 4+/7+
    four = table(city("Ira", "Rhodos", cards=["Ludus"]), city("Oleg", "Gizah"), city("Sofia", "Ephesos"),
                 city("Anton", "Babylon"))
    (path, message), = problems(four)
    assert path == "players[0].cards[0]" and "not in the game with 4 players" in message
    well = three(city("Ira", "Rhodos", cards=["Well"]))
    assert [p for p, _ in problems(well)] == ["players[0].cards[0]"]


# -- scoring -----------------------------------------------------------------------------

def test_changed_victory_points_come_from_the_data():
    # FACTS card table: Altar and Theater 3 VP (1st edition: 2), Temple 4 VP (1st: 3)
    cards = ["Altar", "Theater", "Temple"]
    second = games.score(three(city("Ira", "Rhodos", cards=cards)))
    first = games.score(three(city("Ira", "Rhodos", "A", cards=cards), game="7w") | {
        "players": [city("Ira", "Rhodos", "A", cards=cards), city("Oleg", "Gizah", "A"),
                    city("Sofia", "Ephesos", "A")]})
    assert player(second, "Ira").categories["civilian"] == 3 + 3 + 4
    assert player(first, "Ira").categories["civilian"] == 2 + 2 + 3


@pytest.mark.parametrize("side,stages,complete", [("day", 3, True), ("day", 2, False), ("night", 4, True),
                                                  ("night", 3, False)])
def test_decorators_guild_scores_7_when_the_own_wonder_is_complete(side, stages, complete):
    # card: Decorators Guild (FACTS card table: "7 VP if your own wonder is complete");
    # FACTS wonder table: Gizah day has 3 stages, Gizah night 4
    doc = table(city("Ira", "Gizah", side, stages, ["Decorators Guild"]), city("Oleg", "Rhodos"),
                city("Sofia", "Ephesos"))
    line = next(d for d in player(games.score(doc), "Ira").details if d.source == "Decorators Guild")
    assert (line.category, line.points) == ("guilds", 7 if complete else 0)


def test_ludus_scores_one_point_per_own_red_card():
    # card: Ludus (FACTS: "3 coins + 1 VP per own red card"); neighbours' red cards do not count
    doc = table(city("Ira", "Rhodos", cards=["Ludus", "Barracks", "Walls", "Castrum"]),
                city("Oleg", "Gizah", cards=["Stockade"]), city("Sofia", "Ephesos", cards=["Guard Tower"]),
                city("Anton", "Babylon"), city("Yana", "Olympia"))
    assert player(games.score(doc), "Ira").categories["commercial"] == 3


def test_rhodos_night_shields_count_for_the_conflicts():
    # FACTS wonder table: Rhodos night stages 1 and 2 give 1 shield each (and 3 + 4 coins, 3 + 4 VP);
    # seed 001, Разрешение военных конфликтов: shields on cards and on the wonder
    doc = three(city("Ira", "Rhodos", "night", 2, shields=[2, 2, 2]))
    for p in doc["players"][1:]:
        p["shields"] = [0, 0, 0]
    ira = player(games.score(doc), "Ira")
    assert ira.categories["military"] == 2 * (1 + 3 + 5)     # beats both neighbours in every age
    assert ira.categories["wonder"] == 3 + 4
    too_many = copy.deepcopy(doc)
    too_many["players"][0]["shields"] = [3, 3, 3]                # only 2 shields on the table
    assert "players[0].shields" in [p for p, _ in problems(too_many)]


def test_readme_example_scores_as_documented():
    # README, "The 2nd edition (7w2)": the totals printed there
    result = games.score(games.get("7w2").examples()[0])
    assert {p.name: p.total for p in result.players} == {"Ira": 28, "Oleg": 16, "Sofia": 42, "Anton": 7,
                                                         "Yana": 14}
    assert result.winners == ("Sofia",)


# -- refereeing ----------------------------------------------------------------------------

def test_chains_go_through_symbols_theater_frees_gardens():
    # seed 001, Г. Бесплатное строительство (цепочки зданий), example: Театр (Эпоха I) → Сады (Эпоха III)
    v = referee(games.get("7w2").referee_examples()[0])
    assert v["legal"] and v["free"] == "Theater" and v["cost"] == {"bank": 0, "left": 0, "right": 0}
    assert "mask symbol" in text(v)
    assert v["reasons"][0]["rule"] == "Rulebook, Free construction (chains)"


def test_changed_costs_come_from_the_data():
    # FACTS card table: Fortifications costs C O O O in the 2nd edition (1st edition: S O O O)
    doc = three(city("Ira", "Rhodos", cards=["Clay Pool", "Foundry"]), age=3,
                action={"player": "Ira", "build": "Fortifications"})
    assert referee(doc)["legal"] and referee(doc)["cost"] == {"bank": 0, "left": 0, "right": 0}


def test_ludus_pays_coins_when_built():
    # card: Ludus: 3 coins per own red card when built (scoring/data/7w2.json, FACTS card table)
    doc = table(city("Ira", "Rhodos", cards=["Barracks", "Walls", "Stone Pit"], coins=0),
                city("Oleg", "Gizah"), city("Sofia", "Ephesos"), city("Anton", "Babylon"),
                city("Yana", "Olympia"), age=3,
                actions=[{"player": "Ira", "build": "Ludus"}])
    out = referee(doc)
    assert out["legal"]
    assert [i["coins"] for i in out["income"] if i["player"] == "Ira"] == [6]
    assert out["coins"]["Ira"] == {"start": 0, "end": 6}


def test_rhodos_night_stage_pays_its_coins():
    # FACTS wonder table: Rhodos night stage 1 (S S S) → 3 VP + 3 coins + 1 shield
    doc = three(city("Ira", "Rhodos", "night", cards=["Stone Pit", "Quarry"]), age=2,
                actions=[{"player": "Ira", "stage": True}])
    out = referee(doc)
    assert out["legal"] and out["coins"]["Ira"] == {"start": 0, "end": 3}
    # the stage's coins cite the 2nd edition's stage rule, not a card's (seed 001, Б. Возвести ярус Чуда света)
    assert out["income"] == [{"player": "Ira", "coins": 3, "source": "Rhodos stage 1",
                              "rule": "Rulebook, Build a stage of a wonder",
                              "citation": [{"book": "7w2", "section": "build-a-stage-of-a-wonder"}]}]


def test_olympia_day_first_card_of_each_colour_is_free_once_for_the_game():
    # board: Olympia day, stage 2 (RP-FAQ in FACTS): "the first card of each colour that you do not yet
    # have in your city is built for free. If you already have a blue card you cannot use it for a blue card."
    first_blue = three(city("Ira", "Olympia", "day", 2, ["Stone Pit"]), age=2,
                       action={"player": "Ira", "build": "Aqueduct"})
    v = referee(first_blue)
    assert v["legal"] and v["free"] == "Olympia day stage 2"
    assert v["reasons"][-1]["rule"] == "the wonder board: Olympia day, stage 2"
    second_blue = copy.deepcopy(first_blue)
    second_blue["players"][0]["cards"].append("Altar")
    v = referee(second_blue)
    assert not v["legal"] and "already has a blue card in the city (Altar)" in text(v)
    before_stage = copy.deepcopy(first_blue)
    before_stage["players"][0]["stages"] = 1
    assert not referee(before_stage)["legal"]


def test_olympia_day_once_per_age_is_a_table_option():
    # FACTS "Not settled" 2: once per game (default) or once per Age; a table may choose "age"
    doc = three(city("Ira", "Olympia", "day", 2, ["Altar"]), age=2, olympia_day="age",
                action={"player": "Ira", "build": "Aqueduct"})
    v = referee(doc)
    assert v["legal"] and v["free"] == "Olympia day stage 2" and "once per colour each age" in text(v)
    used = copy.deepcopy(doc)
    used["action"]["olympia_used"] = True
    assert not referee(used)["legal"]
    bad = copy.deepcopy(doc)
    bad["olympia_day"] = "turn"
    with pytest.raises(BadInput) as exc:
        referee(bad)
    assert [p.path for p in exc.value.problems] == ["olympia_day"]
    classic = three(city("Ira", "Olympia", "A", 2, ["Altar"]), game="7w", age=2, olympia_day="age",
                    action={"player": "Ira", "build": "Aqueduct"})
    for p in classic["players"][1:]:
        p["side"] = "A"
    with pytest.raises(BadInput):         # a 2nd-edition choice only
        referee(classic)


@pytest.mark.parametrize("stages,turn,free", [(1, 1, True), (1, 2, False), (1, 6, False), (2, 6, True),
                                              (2, 1, True), (2, 3, False)])
def test_olympia_night_first_and_sixth_card_of_each_age_are_free(stages, turn, free):
    # board: Olympia night (RP-FAQ in FACTS): stage 1 the first card chosen in each Age is built free;
    # stage 2 the 6th card played in each Age is free
    doc = three(city("Ira", "Olympia", "night", stages), age=2, turn=turn,
                action={"player": "Ira", "build": "Aqueduct"})
    v = referee(doc)
    assert v["legal"] is free
    if free:
        assert v["free"] == f"Olympia night stage {1 if turn == 1 else 2}"
        assert v["reasons"][-1]["rule"] == "the wonder board: Olympia night, stages 1 and 2"


def test_olympia_night_needs_the_turn_and_frees_no_wonder_stage():
    doc = three(city("Ira", "Olympia", "night", 2), age=2, action={"player": "Ira", "build": "Aqueduct"})
    v = referee(doc)
    assert not v["legal"] and "give \"turn\"" in text(v)
    doc["turn"] = 7
    with pytest.raises(BadInput) as exc:
        referee(doc)
    assert [p.path for p in exc.value.problems] == ["turn"]
    # RP-FAQ: age cards only, never wonder stages
    stage = three(city("Ira", "Olympia", "night", 2), age=2, turn=6, action={"player": "Ira", "stage": True})
    assert not referee(stage)["legal"]


def test_olympia_night_turn_example_moves_coins():
    out = referee(games.get("7w2").referee_examples()[1])
    assert out["legal"] and out["verdicts"][0]["free"] == "Olympia night stage 2"
    assert out["coins"]["Oleg"] == {"start": 3, "end": 6}


def test_babylon_night_builds_the_seventh_card():
    # board: Babylon night, stage 1 (RP-FAQ in FACTS): build the 7th card of each Age
    doc = three(city("Ira", "Babylon", "night", 1), age=1, action={"player": "Ira", "build": "Altar", "seventh": True})
    v = referee(doc)
    assert v["legal"] and v["reasons"][0]["rule"] == "the wonder board: Babylon night, stage 1"
    day = copy.deepcopy(doc)
    day["players"][0]["side"], day["players"][0]["stages"] = "day", 3
    v = referee(day)
    assert not v["legal"] and "Babylon night's stage 1" in text(v)
    assert v["reasons"][0]["rule"] == "Rulebook, The sixth turn"


@pytest.mark.parametrize("side,stages,ok", [("night", 1, True), ("night", 2, True), ("night", 3, True),
                                            ("day", 1, False), ("day", 2, True), ("day", 3, False)])
def test_halikarnassos_day_and_night_build_from_the_discard(side, stages, ok):
    # board: Halikarnassos (RP-FAQ in FACTS): one discarded card free at the end of the turn the stage is
    # built; FACTS wonder table: day stage 2, night stages 1, 2 and 3
    doc = three(city("Ira", "Halikarnassos", side, stages), age=3, discard=["Pantheon"],
                action={"player": "Ira", "build": "Pantheon", "from_discard": True})
    v = referee(doc)
    assert v["legal"] is ok
    assert v["reasons"][-1]["rule"].startswith("the wonder board: Halikarnassos day and night")


def test_babylon_night_builds_stage_1_on_the_6th_turn_then_plays_the_7th_card():
    # board: Babylon night, stage 1 (RP-FAQ in FACTS: the card normally discarded at the end of each Age, from
    # the Age in which the stage is built); stage 1 costs 2 stone (FACTS): the Stone Pit and the Timber Yard
    doc = three(city("Ira", "Babylon", "night", 0, ["Stone Pit", "Timber Yard"], coins=1), age=1, turn=6,
                actions=[{"player": "Ira", "stage": True}, {"player": "Ira", "build": "Clay Pit", "seventh": True}])
    out = referee(doc)
    stage, seventh = out["verdicts"]
    assert out["legal"] and stage["stage"] == 1 and seventh["cost"] == {"bank": 1, "left": 0, "right": 0}
    assert seventh["reasons"][0]["rule"] == "the wonder board: Babylon night, stage 1"
    assert out["coins"]["Ira"] == {"start": 1, "end": 0}
    doc["turn"] = 3                       # seed 001, Шестой и последний раунд: two cards on the 6th round only
    seventh = referee(doc)["verdicts"][1]
    assert not seventh["legal"] and seventh["reasons"][0]["rule"] == "Rulebook, The sixth turn"


@pytest.mark.parametrize("side,stages,cards,ok", [
    ("night", 0, ["Clay Pool", "Clay Pit"], True),            # stage 1, CC: 2 VP + discard build
    ("night", 1, ["Glassworks", "Press"], True),              # stage 2, GP: 1 VP + discard build
    ("night", 2, ["Lumber Yard", "Sawmill"], True),           # stage 3, WWW: discard build
    ("day", 0, ["Ore Vein", "Clay Pit"], False),              # stage 1, OO: 3 VP only
    ("day", 1, ["Glassworks", "Press"], True),                # stage 2, GP: discard build
    ("day", 2, ["Stone Pit", "Quarry"], False)])              # stage 3, SSS: 7 VP only
def test_halikarnassos_completes_a_stage_then_builds_from_the_discard_in_one_turn(side, stages, cards, ok):
    # board: Halikarnassos (RP-FAQ in FACTS): «build one card from the discard pile for free at the end of the
    # turn in which the stage is built»; FACTS wonder table: day stage 2, night stages 1, 2 and 3
    doc = three(city("Ira", "Halikarnassos", side, stages, cards), age=3, discard=["Pantheon"],
                actions=[{"player": "Ira", "stage": True},
                         {"player": "Ira", "build": "Pantheon", "from_discard": True}])
    out = referee(doc)
    stage, pantheon = out["verdicts"]
    assert stage["legal"] and stage["stage"] == stages + 1
    assert pantheon["legal"] is ok and out["legal"] is ok
    assert pantheon["reasons"][-1]["rule"].startswith("the wonder board: Halikarnassos day and night")


def test_the_referee_cites_the_second_edition():
    doc = three(city("Ira", "Rhodos", coins=0), age=1, action={"player": "Ira", "build": "Barracks"})
    v = referee(doc)                     # Barracks costs 1 ore: Rhodos makes ore (FACTS)
    assert v["legal"] and all(c["book"] == "7w2" for r in v["reasons"] for c in r["citation"])
    first = three(city("Ira", "Rhodos", "A"), game="7w", age=1, action={"player": "Ira", "build": "Barracks"})
    for p in first["players"][1:]:
        p["side"] = "A"
    assert all(c["book"] == "7w" for r in referee(first)["reasons"] for c in r["citation"])


def test_cli_and_api_answer_two_players_with_the_path(client):
    doc = table(city("Ira", "Rhodos", cards=["Altar"]), city("Oleg", "Gizah"))
    resp = client.post("/api/score", data=json.dumps(doc), content_type="application/json")
    assert resp.status_code == 422
    body = resp.get_json()
    assert [e["path"] for e in body["errors"]] == ["players"] and "Duel" in body["errors"][0]["message"]


def test_the_referee_names_the_edition_of_a_card_from_the_other_box():
    # scoring/data/7w2.json notes: Pawnshop is a 1st-edition card only
    doc = three(city("Ira", "Rhodos"), age=1, action={"player": "Ira", "build": "Pawnshop"})
    with pytest.raises(BadInput) as exc:
        referee(doc)
    (problem,) = exc.value.problems
    assert problem.path == "action.build" and "Pawnshop is a card of 7 Wonders (1st edition, 2010)" in problem.message


def test_the_readme_shows_the_example_that_is_tested():
    from pathlib import Path

    from scoring.second.game import README_EXAMPLE
    readme = Path(__file__).resolve().parent.parent.joinpath("README.md").read_text(encoding="utf-8")
    section = readme.split("### The 2nd edition (7w2)", 1)[1]
    block = section.split("```json", 1)[1].split("```", 1)[0]
    assert json.loads(block) == README_EXAMPLE


def test_olympia_a_claim_is_refused_in_the_second_edition():
    # FACTS wonder table: no 2nd-edition side has Olympia A's one free build per age
    doc = three(city("Ira", "Olympia", "day", 3, ["Altar"]), age=1,
                action={"player": "Ira", "build": "Theater", "olympia": True})
    v = referee(doc)
    assert not v["legal"] and "none in 7 Wonders (2nd edition, 2020)" in text(v)


@pytest.mark.parametrize("key,title", [("chain", "Free construction (chains)"), ("trade", "Trading"),
                                       ("stage", "Build a stage of a wonder"), ("sixth", "The sixth turn"),
                                       ("olympia_night", "the wonder board: Olympia night, stages 1 and 2")])
def test_second_edition_citations_read_as_titles(key, title):
    from referee.core.citations import describe
    from referee.second.check import RULE_7W2
    shown = describe(RULE_7W2[key], "7w2")
    assert shown["title"] == title and shown["ref"] in (title, f"Rulebook, {title}")


@pytest.mark.parametrize("stages, lang, text", [
    # card: Decorators Guild, 7 VP when every stage of the own wonder side is built (Gizah day: 3 stages)
    (3, "en", "Decorators Guild: Gizah day has 3 of 3 stages built (complete) → 7"),
    (3, "ru", "«Decorators Guild»: Гиза День — построено 3 из 3 этапов (чудо завершено) → 7"),
    (3, "uk", "«Decorators Guild»: Гіза День — збудовано 3 з 3 етапів (чудо завершено) → 7"),
    (2, "en", "Decorators Guild: Gizah day has 2 of 3 stages built (not complete) → 0"),
    (2, "ru", "«Decorators Guild»: Гиза День — построено 2 из 3 этапов (чудо не завершено) → 0"),
    (2, "uk", "«Decorators Guild»: Гіза День — збудовано 2 з 3 етапів (чудо не завершено) → 0"),
])
def test_the_decorators_guild_line_word_for_word(stages, lang, text):
    from scoring.core.i18n import use_language
    doc = table(city("Ira", "Gizah", "day", stages, ["Decorators Guild"]), city("Oleg", "Rhodos"),
                city("Sofia", "Ephesos"))
    doc["box"] = lang           # the board as the reader's language's box names it (README, "The box's language")
    with use_language(lang):
        lines = player(games.score(doc), "Ira").details
    assert [(d.category, d.points, d.text) for d in lines if d.source == "Decorators Guild"] == [
        ("guilds", 7 if stages == 3 else 0, text)]
