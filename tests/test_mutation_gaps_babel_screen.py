"""Mutation gaps of ``referee.expansions.babel.screen``: Babel's section of the referee screen as the
page gets it (every field whole, in English and in Russian), the posted fields read back into the
document and the action, and the verdict's note on the tower's coins (seed 004, Награды)."""
from __future__ import annotations

import copy

import pytest

from referee.expansions.babel import REFEREE
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

PLAYERS = [{"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": [], "coins": 3},
           {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": [], "coins": 3},
           {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": [], "coins": 3}]
DOC = {"game": "7w", "expansions": ["babel"], "age": 2, "tower": [8, "x", 99, 12],
       "project": {"card": "Belvedere", "tokens": {"Ann": 2}}, "players": PLAYERS,
       "action": {"player": "Ann", "build": "Temple"}}

EN = {
    "title": "Babel",
    "tower": "Visible tower tiles, oldest first",
    "tiles": ["Tile 8: Blue cards are paid in coins, one per resource symbol, instead of resources (chains stay free)",
              "Tile 12: Raw materials bought from neighbours cost 1 coin more"],
    "project": "Current Great Project",
    "belvedere": "Belvedere (I, blue) — Participation: 1 coin and 1 clay; reward: Free Wonder Stage token; "
                 "penalty: discard a red card",
    "effect": "Belvedere (I, blue): Participation: 1 coin and 1 clay; reward: Free Wonder Stage token; "
              "penalty: discard a red card",
    "part": "Participation tokens each player holds:",
    "join": "The player takes part in the current project",
}
RU = {
    "title": "Вавилон",
    "tower": "Видимые тайлы башни, от самого старого",
    "tiles": ["Тайл 8: Синие карты оплачиваются монетами, по одной за символ ресурса, вместо ресурсов "
              "(цепочки остаются бесплатными)", "Тайл 12: Сырьё, купленное у соседей, стоит на 1 монету больше"],
    "project": "Текущий Великий Проект",
    "belvedere": "Belvedere (I, синего цвета) — Участие: 1 монета и 1 глина; награда: жетон бесплатного этапа "
                 "Чуда; штраф: сбросить красную карту",
    "effect": "Belvedere (I, синего цвета): Участие: 1 монета и 1 глина; награда: жетон бесплатного этапа Чуда; "
              "штраф: сбросить красную карту",
    "part": "Жетоны Участия у каждого игрока:",
    "join": "Игрок участвует в текущем проекте",
}


def tower_fields(t, value="8, x, 99, 12", tiles=None):
    return [{"kind": "text", "name": "babel-tower", "label": t["tower"], "value": value,
             "placeholder": "4, 12, 19", "inputmode": "numeric"},
            {"kind": "notes", "name": "babel-tiles", "items": t["tiles"] if tiles is None else tiles}]


def project_fields(t, choice, value="Belvedere", effect=True, tokens=(2, 0, 0), joined=True):
    return [{"kind": "select", "name": "babel-project", "label": t["project"], "choices": choice, "value": value},
            {"kind": "notes", "name": "babel-project-effect", "items": [t["effect"]] if effect else []},
            {"kind": "counts", "name": "babel-part", "label": t["part"], "min": 0, "max": 7,
             "values": [(0, "Ann", tokens[0]), (1, "Bob", tokens[1]), (2, "Cid", tokens[2])]},
            {"kind": "checkbox", "name": "babel-join", "label": t["join"], "checked": joined}]


def section(doc, form, lang):
    with use_language(lang):
        found = REFEREE.screen(doc, form)
    assert len(found) == 1 and found[0]["id"] == "babel"
    fields = [dict(f) for f in found[0]["fields"]]
    for f in fields:
        if "choices" in f:           # the 15 projects after "no project"; Belvedere first
            assert len(f["choices"]) == 16 and all(" — " in label for _n, label in f["choices"][1:])
            f["choices"] = f["choices"][:2]
    return found[0]["title"], fields


@pytest.mark.parametrize(("lang", "t"), [("en", EN), ("ru", RU)])
def test_the_whole_babel_section(lang, t):
    choice = [("", "—"), ("Belvedere", t["belvedere"])]
    assert section(DOC, {"babel-join": ["1"]}, lang) == (t["title"], tower_fields(t) + project_fields(t, choice))


def test_one_part_of_babel_shows_its_own_fields_only():
    choice = [("", "—"), ("Belvedere", EN["belvedere"])]
    assert section(dict(DOC, expansions=["babel-tower"]), {}, "en") == ("Babel", tower_fields(EN))
    assert section(dict(DOC, expansions=["babel-projects"]), {}, "en") == (
        "Babel", project_fields(EN, choice, joined=False))
    assert REFEREE.screen(dict(DOC, expansions=[]), {}) == ()
    assert REFEREE.screen(dict(DOC, expansions="babel"), {}) == ()


def test_a_section_before_anything_is_entered():
    doc = dict(DOC, tower="8", project=["Belvedere"], players=[*PLAYERS, "nobody"])
    choice = [("", "—"), ("Belvedere", EN["belvedere"])]
    assert section(doc, {}, "en") == ("Babel", tower_fields(EN, value="", tiles=[]) + project_fields(
        EN, choice, value="", effect=False, tokens=(0, 0, 0), joined=False))
    doc = dict(DOC, project={"card": 7, "tokens": ["Ann"]}, players=PLAYERS)
    assert section(doc, {}, "en")[1][2:] == project_fields(
        EN, choice, value=7, effect=False, tokens=(0, 0, 0), joined=False)


def test_posted_fields_are_read_into_the_document_and_the_action():
    form = {"babel-present": ["1"], "babel-tower": ["4; 12 x,,19"], "babel-project": ["Belvedere"],
            "babel-part-0": ["2"], "babel-part-1": ["0"], "babel-part-2": [""], "babel-join": ["1"]}
    action: dict = {}
    doc = REFEREE.read_form(copy.deepcopy(DOC), form, action)
    assert doc["tower"] == [4, 12, "x", 19]
    assert doc["project"] == {"card": "Belvedere", "tokens": {"Ann": 2}}
    assert action == {"project": True}
    assert doc["players"] == PLAYERS and doc["action"] == DOC["action"]


def test_empty_posted_fields_remove_the_tower_and_the_project():
    action: dict = {}
    doc = REFEREE.read_form(copy.deepcopy(DOC), {"babel-present": ["1"], "babel-tower": [" "],
                                                 "babel-join": ["1"]}, action)
    assert "tower" not in doc and "project" not in doc and action == {}
    assert doc == {k: v for k, v in DOC.items() if k not in ("tower", "project")}
    # a part not played leaves its fields as they are
    doc = REFEREE.read_form(dict(DOC, expansions=["babel-tower"]), {"babel-tower": ["3"]}, action)
    assert doc["tower"] == [3] and doc["project"] == DOC["project"]
    doc = REFEREE.read_form(dict(DOC, expansions=["babel-projects"]), {"babel-project": ["Cranes"]}, action)
    assert doc["tower"] == DOC["tower"] and doc["project"] == {"card": "Cranes", "tokens": {}}


@pytest.mark.parametrize(("verdict", "en", "ru"), [
    ({"babel": {"gain": 1}}, "The tower gives 1 coin from the bank after this build.",
     "Башня даёт из банка 1 монету после этой постройки."),
    ({"babel": {"gain": 3}}, "The tower gives 3 coins from the bank after this build.",
     "Башня даёт из банка 3 монеты после этой постройки."),
    ({"babel": {"gain": 0}}, None, None),
    ({"babel": 2}, None, None),
    ({"legal": True}, None, None),
])
def test_the_verdict_note_on_the_towers_coins(verdict, en, ru):
    for lang, text in (("en", en), ("ru", ru)):
        with use_language(lang):
            notes = REFEREE.verdict_notes(verdict)
        assert notes == (({"id": "babel-gain", "text": text},) if text else ())


def test_odd_tables_and_posts_are_read_without_a_crash():
    doc = {"game": "7w", "expansions": ["babel"], "players": [{"name": "Ann"}, {"wonder": "Gizah"}]}
    # a player without a name keeps his seat; players that are not a list give no seats
    assert REFEREE.screen(doc, {})[0]["fields"][-2]["values"] == [(0, "Ann", 0), (1, "", 0)]
    assert REFEREE.screen(dict(doc, players=5), {})[0]["fields"][-2]["values"] == []
    # an expansion the document names badly is blamed by the parser, not here
    assert [f["name"] for f in REFEREE.screen(dict(doc, expansions=["babel-tower", 5]), {})[0]["fields"]] == [
        "babel-tower", "babel-tiles"]
    # a negative tile number is kept as a number (the referee blames tower[0]); nothing posted, nothing kept
    assert REFEREE.read_form(doc, {"babel-tower": ["-3, 0"]}, {})["tower"] == [-3, 0]
    assert REFEREE.read_form(doc, {}, {}) == doc
    with pytest.raises(BadInput) as exc:
        REFEREE.read_form(doc, {"babel-project": ["Cranes"], "babel-part-0": ["x"]}, {})
    assert [(p.path, p.message) for p in exc.value.problems] == [
        ("babel-part-0", "must be a whole number from 0 to 1000000000, written with the digits 0-9; got 'x'")]
