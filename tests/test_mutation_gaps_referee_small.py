"""Whole answers of the referee's small modules (``referee.second.check``, ``referee.registry``,
``referee.core.citations``, ``referee.core.expansion``, ``referee.classic``, Babel's, Cities' and the Wonder
Pack's referees), word for word in English and Russian (Ukrainian where the module's own words are): the tests
mutation testing of these modules asked for (README "Mutation testing").

Sources: seed 001 (the 2nd edition's rulebook) and ../shared/facts/7w-second-edition.md (RP-FAQ: the wonder
powers).
"""
from __future__ import annotations

import pytest

from referee import registry as referees
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

from test_7w2_game import city, three


def problems(doc: dict, lang: str = "en") -> list[tuple[str, str]]:
    with pytest.raises(BadInput) as exc, use_language(lang):
        referees.referee(doc)
    return [(p.path, p.message) for p in exc.value.problems]


@pytest.mark.parametrize("lang,sentence", [
    ("en", "olympia_day must be \"game\" (the first card of each colour once for the game, the default) or "
           "\"age\" (once each age), got 'turn'"),
    ("ru", "olympia_day — \"game\" (первая карта каждого цвета один раз за игру, по умолчанию) или \"age\" "
           "(раз в каждую эпоху), получено 'turn'"),
    ("uk", "olympia_day — \"game\" (перша карта кожного кольору один раз за гру, за замовчуванням) або \"age\" "
           "(раз на кожну епоху), отримано 'turn'"),
])
def test_a_table_choice_for_olympia_day_that_is_neither_game_nor_age(lang, sentence):
    # board: Olympia day, stage 2 (RP-FAQ; FACTS "Not settled" 2): once per colour for the game (default)
    # or once each age; any other word is bad input, said in the user's language
    doc = three(city("Ira", "Olympia", "day", 2, ["Altar"]), age=2, olympia_day="turn",
                action={"player": "Ira", "build": "Aqueduct"})
    assert problems(doc, lang) == [("olympia_day", sentence)]


# -- Cities on the Conflicts tab (referee.expansions.cities.screen) -------------------------------
# Cities rulebook, Diplomacy: a player who took a Diplomacy token sits out the next conflict; the screen asks,
# for the Age whose conflict is checked, which players sat out, and writes it into each one's "diplomacy".

HELP = {"en": "A player who took a Diplomacy token sits out the next conflict and discards the token; its two "
              "neighbours face each other for this conflict only.",
        "ru": "Игрок, взявший жетон дипломатии, не участвует в ближайшем конфликте и сбрасывает жетон; два его "
              "соседа сражаются друг с другом — только в этом конфликте."}
SITS_OUT = {"en": "{} sits out this conflict with a Diplomacy token", "ru": "{} пропускает этот конфликт с жетоном дипломатии"}
TITLE = {"en": "Diplomacy", "ru": "Дипломатия"}


def _conflicts_doc(age=2) -> dict:
    from test_web_referee_military import _doc
    doc = _doc("cities")
    doc.update(check="military", age=age)
    doc["players"][1]["diplomacy"] = [2]          # Oleg sat out Age II
    doc["players"][3]["diplomacy"] = [3]          # Anna will sit out Age III
    return doc


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_diplomacy_section_ticks_who_sat_out_the_age_asked(lang):
    from scoring import games
    with use_language(lang):
        sections = referees.screen_sections(games.get("7w"), _conflicts_doc(), {})
    boxes = [{"kind": "checkbox", "name": f"cities-away-{i}", "checked": name == "Oleg",
              "label": SITS_OUT[lang].format(name)} for i, name in enumerate(["Ira", "Oleg", "Sofia", "Anna"])]
    assert sections == ({"id": "cities", "title": TITLE[lang], "fields": (
        {"kind": "notes", "name": "cities-help", "items": [HELP[lang]]}, *boxes)},)


def test_the_diplomacy_section_only_on_the_conflicts_tab_of_an_age():
    from scoring import games
    game, doc = games.get("7w"), _conflicts_doc()
    assert referees.screen_sections(game, {k: v for k, v in doc.items() if k != "check"}, {}) == ()
    for age in (0, 4, "2", None):
        assert referees.screen_sections(game, dict(doc, age=age), {}) == (), age
    assert len(referees.screen_sections(game, dict(doc, age=1), {})) == 1


def test_the_boxes_ticked_become_each_players_diplomacy():
    from scoring import games
    game, doc = games.get("7w"), _conflicts_doc(age=1)
    doc["players"].append("not a player")          # left as it is (the referee blames it)
    del doc["players"][2]["name"]
    sections = referees.screen_sections(game, doc, {})
    assert [f.get("label") for f in sections[0]["fields"][1:]] == [
        "Ira sits out this conflict with a Diplomacy token", "Oleg sits out this conflict with a Diplomacy token",
        " sits out this conflict with a Diplomacy token", "Anna sits out this conflict with a Diplomacy token"]
    # Oleg's Age II stays; Anna ticked for Age I joins her Age III, in order; Ira ticked: Age I only
    read = referees.read_forms(game, doc, {"cities-present": ["1"], "cities-away-0": ["1"], "cities-away-3": ["1"]}, {})
    assert [p.get("diplomacy") if isinstance(p, dict) else p for p in read["players"]] == [
        [1], [2], None, [1, 3], "not a player"]
    assert "diplomacy" not in read["players"][2]
    # the age asked taken out when its box is not ticked; a section not shown on the page changes nothing
    again = referees.read_forms(game, read, {"cities-present": ["1"]}, {})
    assert [p.get("diplomacy") for p in again["players"][:4]] == [None, [2], None, [3]]
    assert "diplomacy" not in again["players"][0]
    assert referees.read_forms(game, read, {"cities-away-0": ["1"]}, {}) is read
    not_asked = {k: v for k, v in read.items() if k != "check"}
    assert referees.read_forms(game, not_asked, {"cities-present": ["1"], "cities-away-2": ["1"]}, {}) is not_asked


# -- the Great Wall B's stage 4 (referee.expansions.wonderpack) -----------------------------------

def test_the_great_wall_b_stage_4_never_gives_what_its_brown_cards_make():
    # Wonder Pack rules, The Great Wall B stage 4: "1 resource of your choice that your brown/grey cards and
    # board do not produce". Oleg's Stone Pit makes stone, so the stage gives no stone: the Aqueduct's 3 stone
    # are the Stone Pit's and 2 bought from Sofia (Gizah and her Quarry make 3), 2 coins each.
    from scoring.expansions.wonderpack.examples import referee_examples
    _wall, doc = referee_examples()
    doc["age"] = 2
    doc["players"][1].update(cards=["Stone Pit"], coins=4)
    doc["players"][2]["cards"] = ["Quarry"]
    doc["action"] = {"player": "Oleg", "build": "Aqueduct"}
    v = referees.referee(doc)
    assert v["legal"] is True and v["cost"] == {"bank": 0, "left": 4, "right": 0}
    assert v["options"] == [{"bank": 0, "left": 4, "right": 0,
                             "buys": [{"from": "left", "resource": "stone", "count": 2, "price": 2}]}]
    # with 3 coins he cannot buy the two stones: refused
    doc["players"][1]["coins"] = 3
    assert referees.referee(doc)["legal"] is False


# -- the Great Wall's stage on the referee screen (referee.expansions.wonderpack) -------------------
# Wonder Pack rules, The Great Wall: its stages are built in any order, the player naming the stage.

WALL_LABEL = {"en": "The Great Wall: the stage the player builds (its stages are built in any order)",
              "ru": "Планшет «The Great Wall»: этап, который строит игрок (этапы строятся в любом порядке)"}


@pytest.mark.parametrize("lang,title", [("en", "Wonder Pack"), ("ru", "Набор Чудес")])
def test_the_great_wall_asks_which_stage_is_built(lang, title):
    from scoring import games
    from scoring.expansions.wonderpack.examples import referee_examples
    wall, _extra = referee_examples()
    with use_language(lang):
        sections = referees.screen_sections(games.get("7w"), wall, {"wonderpack-wall-stage": ["2"]})
    assert sections == ({"id": "wonderpack", "title": title, "fields": (
        {"kind": "select", "name": "wonderpack-wall-stage", "label": WALL_LABEL[lang], "value": "2",
         "choices": [("", "—"), ("1", "1"), ("2", "2"), ("3", "3"), ("4", "4")]},)},)


def test_no_great_wall_question_on_the_conflicts_tab_nor_without_the_board():
    from scoring import games
    from scoring.expansions.wonderpack.examples import referee_examples
    game, (wall, _extra) = games.get("7w"), referee_examples()
    assert referees.screen_sections(game, dict(wall, check="military"), {}) == ()
    no_wall = dict(wall, players=[dict(p, wonder="Gizah", side="A") for p in wall["players"]])
    for p in no_wall["players"]:
        p.pop("wall_next", None), p.pop("wall_stages", None)
    assert referees.screen_sections(game, no_wall, {}) == ()


def test_the_stage_chosen_is_the_acting_players_wall_next_only():
    from scoring import games
    from scoring.expansions.wonderpack.examples import referee_examples
    game, (wall, _extra) = games.get("7w"), referee_examples()
    form = {"wonderpack-present": ["1"], "wonderpack-wall-stage": [" 2 ", "3"]}
    read = referees.read_forms(game, wall, form, {"player": "Oleg", "stage": True})
    assert [p.get("wall_next") for p in read["players"]] == [None, 2, None]
    assert "wall_next" not in read["players"][0] and "wall_next" not in read["players"][2]
    # a number out of 1..4 is kept as typed (the referee blames wall_next); a build clears the question
    bad = referees.read_forms(game, wall, dict(form, **{"wonderpack-wall-stage": ["5"]}), {"player": "Oleg", "stage": True})
    assert [p.get("wall_next") for p in bad["players"]] == [None, "5", None]
    first = referees.read_forms(game, wall, dict(form, **{"wonderpack-wall-stage": ["1"]}), {"player": "Oleg", "stage": True})
    assert first["players"][1]["wall_next"] == 1
    built = referees.read_forms(game, wall, form, {"player": "Oleg", "build": "Baths"})
    assert all("wall_next" not in p for p in built["players"])
    other = referees.read_forms(game, wall, form, {"player": "Ira", "stage": True})
    assert [p.get("wall_next") for p in other["players"]] == [2, None, None]
    empty = referees.read_forms(game, wall, dict(form, **{"wonderpack-wall-stage": [" "]}), {"player": "Oleg", "stage": True})
    assert all("wall_next" not in p for p in empty["players"])
    assert referees.read_forms(game, dict(wall, players="Ira"), form, {"player": "Oleg", "stage": True})["players"] == "Ira"


def test_a_diplomacy_typed_as_text_is_kept_beside_the_age_ticked():
    # the form never fails on what the document holds: "2" typed as text stays (the referee then blames it)
    from scoring import games
    game, doc = games.get("7w"), _conflicts_doc(age=1)
    doc["players"][0]["diplomacy"] = ["2"]
    read = referees.read_forms(game, doc, {"cities-present": ["1"], "cities-away-0": ["1"]}, {})
    assert read["players"][0]["diplomacy"] == [1, "2"]


def test_a_seat_that_is_not_a_player_hides_no_later_box():
    from scoring import games
    game, doc = games.get("7w"), _conflicts_doc()
    doc["players"].insert(0, "not a player")
    fields = referees.screen_sections(game, doc, {})[0]["fields"]
    assert [f["name"] for f in fields[1:]] == ["cities-away-1", "cities-away-2", "cities-away-3", "cities-away-4"]
    assert referees.read_forms(game, dict(doc, players="Ira"), {"cities-present": ["1"]}, {})["players"] == []
