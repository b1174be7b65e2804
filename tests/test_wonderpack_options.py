"""The Wonder Pack's table options on the open points that change a score (data file ``table_options``):
``stonehenge_either_or``, the stone symbols an either/or brown card gives Stonehenge; ``manneken_copy``,
whether Manneken Pis A copies a stage its neighbour has not built (scoring and referee);
``abu_simbel_row``, the row of Abu Simbel's entombed leaders' VP: each scored both ways by hand, and a
bad value blamed on its field."""
from __future__ import annotations

import copy

import pytest

from referee import registry
from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.expansions.wonderpack.examples import PACK, WITH_LEADERS

GAME = games.get("7w")


def doc(**options):
    # Ira: Stonehenge A, 3 stages (3 + 5 VP, then 2 VP per stone symbol on her brown cards):
    # Quarry (stone, stone), Excavation (stone/clay), Lumber Yard (wood)
    return {**copy.deepcopy(PACK), **options}


def wonder_row(result):
    return result.players[0].categories["wonder"]


def test_an_either_or_card_gives_stonehenge_one_stone_symbol_by_default():
    # one: Quarry 2 + Excavation 1 = 3 symbols × 2 = 6; wonder row 3 + 5 + 6 = 14
    assert wonder_row(GAME.score(doc())) == wonder_row(GAME.score(doc(stonehenge_either_or="one"))) == 14
    assert wonder_row(GAME.score(doc(stonehenge_either_or=None))) == 14


def test_an_either_or_card_gives_none_when_the_table_says_so():
    # none: Quarry 2 only = 2 symbols × 2 = 4; wonder row 3 + 5 + 4 = 12
    result = GAME.score(doc(stonehenge_either_or="none"))
    assert wonder_row(result) == 12
    line = next(d for d in result.players[0].details if "stone symbols" in d.text)
    assert (line.points, line.text.startswith("Stonehenge A, stage 3: 2 stone symbols")) == (4, True)
    # the other seats' scores do not move
    others = [p.total for p in GAME.score(doc()).players[1:]]
    assert [p.total for p in result.players[1:]] == others


@pytest.mark.parametrize("value,lang,words", [("two", "en", "the default, the app's reading"),
                                              (0, "ru", "по умолчанию"), ("", "uk", "типово")])
def test_a_bad_stonehenge_value_is_blamed_on_its_field(value, lang, words):
    with use_language(lang), pytest.raises(BadInput) as exc:
        GAME.score(doc(stonehenge_either_or=value))
    assert [(p.path, words in p.message) for p in exc.value.problems] == [("stonehenge_either_or", True)]


def test_the_api_takes_the_option(client):
    got = client.post("/api/score", json=doc(stonehenge_either_or="none")).get_json()
    assert got["players"][0]["categories"]["wonder"] == 12
    bad = client.post("/api/score", json=doc(stonehenge_either_or="all"))
    assert bad.status_code == 422 and [e["path"] for e in bad.get_json()["errors"]] == ["stonehenge_either_or"]


# -- "manneken_copy": whether Manneken Pis A copies a stage its neighbour has not built ----------------
# PACK's Sofia: Manneken Pis A, 3 stages, copy_from "left". Her left neighbour Dan: Gizah B, 1 stage
# built (stages 3, 5, 5, 7 VP); her right neighbour Oleg: the Great Wall B, stages 2 and 4 built
# (stage 2: a mask copying a neighbour's green symbol). Her cards: Library (tablet), Loom.

def sofia(result):
    return next(p for p in result.players if p.name == "Sofia")


def with_seat(seat, base=None, **fields):
    out = copy.deepcopy(base or PACK)
    out["players"][seat].update(fields)
    for key in [k for k, v in fields.items() if v is None]:
        del out["players"][seat][key]
    return out


def test_manneken_pis_copies_a_printed_stage_the_neighbour_has_not_built_by_default():
    # stage 1: Gizah B's stage 1 (built) 3 VP; stage 3: Gizah B's stage 3, not built by Dan, copied: 5 VP
    for options in ({}, {"manneken_copy": "printed"}, {"manneken_copy": None}):
        got = sofia(GAME.score(doc(**options)))
        assert (got.categories["wonder"], got.categories["science"], got.total) == (3 + 5, 2, 11)
    line = [d.text for d in sofia(GAME.score(doc())).details if "copies stage 3" in d.text]
    assert line == ["Manneken Pis A, stage 3: copies stage 3 of Gizah B (Dan) — not built by Dan: copied as printed "
                    "(the default reading; table option)"]


def test_manneken_pis_copies_only_a_built_stage_when_the_table_says_so():
    result = GAME.score(doc(manneken_copy="built"))
    got = sofia(result)
    # stage 1: Gizah B's stage 1, built: 3 VP; stage 2: Oleg's mask, built: tablet + compass = 2;
    # stage 3: Gizah B's stage 3, not built: nothing. 5 VP fewer than the default (11 - 5 = 6)
    assert (got.categories["wonder"], got.categories["science"], got.total) == (3, 2, 6)
    assert [d.text for d in got.details if "copies stage 3" in d.text] == [
        "Manneken Pis A, stage 3: copies stage 3 of Gizah B (Dan) — not built by Dan: nothing "
        "(table option: only a built stage is copied)"]
    assert not any("not built" in d.text for d in got.details if "copies stage 1" in d.text)
    # the other seats' scores do not move
    assert [p.total for p in result.players if p.name != "Sofia"] == \
        [p.total for p in GAME.score(doc()).players if p.name != "Sofia"]


def test_a_stage_the_neighbour_built_is_copied_in_both_readings():
    built = with_seat(3, stages=3)                    # Dan has built Gizah B's stages 1-3
    for value in ("printed", "built"):
        got = sofia(GAME.score({**built, "manneken_copy": value}))
        assert got.categories["wonder"] == 3 + 5
        assert not any("not built" in d.text for d in got.details)


def test_the_great_wall_stage_is_read_by_its_printed_number():
    # Oleg has built only the Great Wall B's stage 4: its stage 2 (the mask Sofia's stage 2 copies) is not built
    only_4 = with_seat(1, wall_stages=[4])
    assert sofia(GAME.score(only_4)).categories["science"] == 2                      # tablet + the mask's compass
    got = sofia(GAME.score({**only_4, "manneken_copy": "built"}))
    assert got.categories["science"] == 1                                            # the tablet alone
    assert any("copies stage 2 of The Great Wall B (Oleg) — not built by Oleg: nothing" in d.text for d in got.details)


def test_a_neighbour_without_the_stage_gives_nothing_in_both_readings():
    # Oleg on Rhodos B (2 stages, both built): Sofia copying her right neighbour's stage 3 finds none
    rhodos = with_seat(1, wonder="Rhodos", side="B", stages=2, wall_stages=None)
    rhodos["players"][2]["copy_from"] = "right"
    for value in ("printed", "built"):
        got = sofia(GAME.score({**rhodos, "manneken_copy": value}))
        # stage 1: Gizah B's stage 1, 3 VP; stage 2: Rhodos B's stage 2 (built), 4 VP; stage 3: nothing
        assert got.categories["wonder"] == 3 + 4
        assert [d.text for d in got.details if "copies stage 3" in d.text] == [
            "Manneken Pis A, stage 3: copies stage 3 of Rhodos B (Oleg) — that side has no stage 3: nothing"]


@pytest.mark.parametrize("value,lang,words", [("all", "en", "only a stage the neighbour has built"),
                                              (True, "ru", "по умолчанию"), ("", "uk", "типово")])
def test_a_bad_manneken_value_is_blamed_on_its_field(value, lang, words):
    with use_language(lang), pytest.raises(BadInput) as exc:
        GAME.score(doc(manneken_copy=value))
    assert [(p.path, words in p.message) for p in exc.value.problems] == [("manneken_copy", True)]


def test_the_referee_follows_the_manneken_option(client):
    # Sofia's Manneken Pis A stage 1 copies her left neighbour's stage 1: Olympia B's (raw materials from
    # both neighbours for 1 coin). Dan has not built it: with "built" Sofia pays Ira the usual 2 coins.
    table = {"game": "7w", "expansions": ["wonderpack"], "age": 1, "players": [
        {"name": "Sofia", "wonder": "Manneken Pis", "side": "A", "stages": 1, "coins": 3, "cards": []},
        {"name": "Dan", "wonder": "Olympia", "side": "B", "stages": 0, "coins": 3, "cards": []},
        {"name": "Ira", "wonder": "Gizah", "side": "A", "stages": 0, "coins": 3, "cards": []}],
        "action": {"player": "Sofia", "build": "Baths"}}          # 1 stone, bought from Ira (Gizah)
    printed = registry.referee(copy.deepcopy(table))
    assert printed["legal"] is True and printed["cost"] == {"bank": 0, "left": 0, "right": 1}
    built = registry.referee({**copy.deepcopy(table), "manneken_copy": "built"})
    assert built["legal"] is True and built["cost"] == {"bank": 0, "left": 0, "right": 2}
    table["players"][1]["stages"] = 1                             # Dan builds Olympia B's stage 1
    assert registry.referee({**table, "manneken_copy": "built"})["cost"]["right"] == 1
    with pytest.raises(BadInput) as exc:
        registry.referee({**table, "manneken_copy": "yes"})
    assert [p.path for p in exc.value.problems] == ["manneken_copy"]
    answer = client.post("/api/check", json={**table, "manneken_copy": "yes"})
    assert answer.status_code == 422 and [e["path"] for e in answer.get_json()["errors"]] == ["manneken_copy"]
    assert client.post("/api/check", json={**table, "manneken_copy": "built"}).get_json()["cost"]["right"] == 1


# -- "abu_simbel_row": the row of Abu Simbel's entombed leaders' VP ---------------------------------------
# WITH_LEADERS's Ira: Abu Simbel A, 3 stages (3 VP, 5 VP, Caesar entombed: 5 coins × 2 = 10 VP), Alexander
# (1 VP per victory token: none), 6 coins (2 VP).

def test_abu_simbel_entombed_vp_go_to_the_wonder_row_by_default():
    got = GAME.score(copy.deepcopy(WITH_LEADERS)).players[0]
    assert (got.categories["wonder"], got.categories["leaders"], got.total) == (3 + 5 + 10, 0, 20)


def test_abu_simbel_entombed_vp_go_to_the_leaders_row_when_the_table_says_so():
    got = GAME.score({**copy.deepcopy(WITH_LEADERS), "abu_simbel_row": "leaders"}).players[0]
    assert (got.categories["wonder"], got.categories["leaders"], got.total) == (3 + 5, 10, 20)
    assert [(d.category, d.points, d.text) for d in got.details if "entombed" in d.text] == [
        ("leaders", 10, "Abu Simbel A, stage 3: Caesar entombed, 5 coins × 2 → 10 (in the Leaders row: table option)")]


@pytest.mark.parametrize("value,lang,words", [("wonders", "en", "in the Leaders row"),
                                              (1, "ru", "по умолчанию"), ("Leaders", "uk", "типово")])
def test_a_bad_abu_simbel_row_is_blamed_on_its_field(value, lang, words):
    with use_language(lang), pytest.raises(BadInput) as exc:
        GAME.score({**copy.deepcopy(WITH_LEADERS), "abu_simbel_row": value})
    assert [(p.path, words in p.message) for p in exc.value.problems] == [("abu_simbel_row", True)]


def test_the_api_takes_the_manneken_and_abu_simbel_options(client):
    got = client.post("/api/score", json=doc(manneken_copy="built")).get_json()
    assert got["players"][2]["categories"]["wonder"] == 3
    row = client.post("/api/score", json={**copy.deepcopy(WITH_LEADERS), "abu_simbel_row": "leaders"}).get_json()
    assert (row["players"][0]["categories"]["wonder"], row["players"][0]["categories"]["leaders"]) == (8, 10)
    for key in ("manneken_copy", "abu_simbel_row"):
        bad = client.post("/api/score", json=doc(**{key: "maybe"}))
        assert bad.status_code == 422 and [e["path"] for e in bad.get_json()["errors"]] == [key]
