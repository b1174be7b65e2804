"""The Wonder Pack and the Catan island (scoring/data/wonderpack.json; Wonder Pack rules): boards named
by a table that plays it, every stage effect the base engine does not read, and the referee's
Great Wall (stages in any order, B stage 4's extra resource)."""
from __future__ import annotations

import copy

import pytest

from referee import registry
from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.expansions.wonderpack import EXPANSION
from scoring.expansions.wonderpack.examples import PACK, WITH_LEADERS, referee_examples


def _doc(base: dict, seat: int | None = None, **fields) -> dict:
    doc = copy.deepcopy(base)
    if seat is not None:
        doc["players"][seat].update(fields)
        for key in [k for k, v in fields.items() if v is None]:
            del doc["players"][seat][key]
    return doc


def _player(result, name: str):
    return next(p for p in result.players if p.name == name)


def _problems(doc: dict) -> dict[str, str]:
    with pytest.raises(BadInput) as caught:
        games.score(doc)
    return {p.path: p.message for p in caught.value.problems}


def test_stonehenge_a_scores_two_per_stone_symbol_on_brown_cards():
    ira = _player(games.score(_doc(PACK)), "Ira")
    # Quarry shows 2 stone symbols, Excavation (stone/clay) 1, Lumber Yard none: 3 × 2 VP; stages 1, 2: 3 + 5
    assert ira.categories["wonder"] == 3 + 5 + 6
    assert [d.points for d in ira.details if d.text.startswith("Stonehenge A, stage 3")] == [6]


def test_stonehenge_b_scores_stone_symbols_and_the_tucked_colour_in_the_neighbours():
    result = games.score(_doc(WITH_LEADERS))
    oleg = _player(result, "Oleg")
    # stage 1: Stone Pit 1 + Quarry 2 stone symbols × 1; stage 2: blue cards of Ira (none) and Sofia (Baths,
    # Altar, Theater) × 1
    assert oleg.categories["wonder"] == 3 + 3
    red = _player(games.score(_doc(WITH_LEADERS, 1, tucked_colour="brown")), "Oleg")
    assert red.categories["wonder"] == 3 + 1                      # Ira's Lumber Yard


def test_abu_simbel_scores_twice_the_entombed_leaders_cost_in_the_wonder_row():
    ira = _player(games.score(_doc(WITH_LEADERS)), "Ira")
    assert ira.categories["wonder"] == 3 + 5 + 2 * 5              # Caesar costs 5 coins
    assert not any("Caesar" in d.text for d in ira.details if d.category == "leaders")   # his effect is lost
    none = _player(games.score(_doc(WITH_LEADERS, 0, entombed=None)), "Ira")
    assert none.categories["wonder"] == 3 + 5


def test_abu_simbel_and_entombed_leaders_need_leaders():
    doc = _doc(WITH_LEADERS)
    doc["expansions"] = ["wonderpack"]
    doc["players"][0]["cards"] = ["Lumber Yard"]
    doc["players"][1]["cards"] = ["Stone Pit", "Quarry"]
    doc["players"][2].update(wonder="Catan", side="A")
    found = _problems(doc)
    assert "players[0].side" in found and "players[0].entombed" in found


def test_an_entombed_leader_is_checked():
    assert set(_problems(_doc(WITH_LEADERS, 0, entombed=["Caesar", "Nero"]))) == {"players[0].entombed"}
    assert set(_problems(_doc(WITH_LEADERS, 0, entombed=["Lumber Yard"]))) == {"players[0].entombed[0]"}
    assert set(_problems(_doc(WITH_LEADERS, 0, entombed=["Alexander"]))) == {"players[0].entombed[0]"}


def test_manneken_pis_copies_its_neighbours_stages_where_they_score():
    result = games.score(_doc(PACK))
    sofia = _player(result, "Sofia")
    # stage 1: Gizah B's stage 1 (left, 3 VP); stage 2: the Great Wall B's mask (right: Oleg's compass or
    # gear beside her tablet); stage 3: Gizah B's stage 3 (left, 5 VP)
    assert sofia.categories["wonder"] == 3 + 5
    assert sofia.categories["science"] == 2
    right = _player(games.score(_doc(PACK, 2, copy_from="right")), "Sofia")
    assert right.categories["wonder"] == 3                        # the Great Wall B's stage 3 scores no VP
    copies = [d.text for d in sofia.details if "copies stage" in d.text]
    assert copies == ["Manneken Pis A, stage 1: copies stage 1 of Gizah B (Dan)",
                      "Manneken Pis A, stage 2: copies stage 2 of The Great Wall B (Oleg)",
                      "Manneken Pis A, stage 3: copies stage 3 of Gizah B (Dan) — not built by Dan: copied as printed "
                      "(the default reading; table option)"]


def test_a_table_with_manneken_pis_a_is_not_its_mirror_image():
    assert not EXPANSION.mirrors(PACK)
    assert EXPANSION.mirrors(_doc(PACK, 2, side="B", stages=1, copy_from=None))
    mirrored = _doc(PACK)
    mirrored["players"].reverse()
    assert _player(games.score(mirrored), "Sofia").categories != _player(games.score(PACK), "Sofia").categories


def test_the_great_wall_builds_its_stages_in_any_order():
    game = games.get("7w")
    table = game.parse(_doc(PACK, 1, side="A", wall_stages=[3]))
    oleg = table.cities[1]
    assert [st.number for st in oleg.built_stages] == [3] and oleg.shields == 2
    wild = _player(games.score(_doc(PACK, 1, side="A", wall_stages=[2])), "Oleg")
    assert wild.categories["science"] == 10                       # a wildcard: the tablet beside compass and gear
    assert _problems(_doc(PACK, 1, wall_stages=[2, 5])) == {
        "players[1].wall_stages[1]": "The Great Wall side B has no stage 5"}
    assert set(_problems(_doc(PACK, 1, wall_stages=[2, 4], stages=3))) == {"players[1].wall_stages"}
    assert set(_problems(_doc(PACK, 0, wall_stages=[1], stages=None))) == {"players[0].wall_stages"}


def test_the_great_wall_b_mask_copies_only_a_neighbours_symbol():
    doc = _doc(PACK)
    assert _player(games.score(doc), "Oleg").categories["science"] == 10     # a neighbour's tablet: a set
    doc["players"][0]["cards"].remove("Scriptorium")
    doc["players"][2]["cards"] = ["Laboratory", "Loom"]       # the neighbours' only green card: a gear
    oleg = _player(games.score(doc), "Oleg")
    assert oleg.categories["science"] == 1 + 4               # compass, gear, gear: no tablet to copy
    assert oleg.choices["wildcards"][-1]["symbol"] == "gear"


def test_the_boards_are_named_in_each_language_only_when_the_pack_is_played():
    doc = _doc(PACK, 1, wonder="Великая Китайская стена")
    assert games.get("7w").parse(doc).cities[1].wonder.name == "The Great Wall"
    doc["expansions"] = ["Набір Чудес"]
    assert games.get("7w").parse(doc).cities[1].wonder.name == "The Great Wall"
    without = _doc(PACK)
    del without["expansions"]
    for p in without["players"]:
        for key in ("wall_stages", "copy_from"):
            p.pop(key, None)
    assert "players[0].wonder" in _problems(without)
    for spelling in ("Wonder Pack", "wonder-pack", "Набор Чудес"):
        assert EXPANSION.claims(spelling) == {"wonderpack"}


def test_every_line_is_explained_in_russian_and_ukrainian():
    for doc in (PACK, WITH_LEADERS):
        for lang in ("ru", "uk"):
            with use_language(lang):
                result = games.score(copy.deepcopy(doc))
            texts = [d.text for p in result.players for d in p.details if d.category in ("wonder", "science")]
            assert texts and not any("stage" in t or "copies" in t or "symbols" in t for t in texts), texts


def test_the_referee_judges_the_great_wall_stage_the_player_names():
    wall, _extra = referee_examples()
    for expansions in (["wonderpack"], ["wonderpack", "babel"], ["wonderpack", "leaders"]):
        doc = dict(copy.deepcopy(wall), expansions=expansions)
        verdict = registry.referee(doc)
        assert verdict["legal"] is True and verdict["stage"] == 3, expansions
        assert "stage 3 of The Great Wall A" in verdict["reasons"][0]["text"]
        del doc["players"][1]["wall_next"]
        in_order = registry.referee(doc)                  # stage 2 needs papyrus, glass and clay
        assert in_order["legal"] is False and "stage 2 of The Great Wall A" in in_order["reasons"][0]["text"]
    verdict = registry.referee(copy.deepcopy(wall))
    assert "stage 3 of The Great Wall A is the one built now (this board's stages are built in any order)" in \
        verdict["reasons"][0]["text"]


def test_the_great_wall_b_stage_4_gives_a_resource_the_city_does_not_produce():
    _wall, extra = referee_examples()
    verdict = registry.referee(extra)
    assert verdict["legal"] is True and verdict["cost"] == {"bank": 0, "left": 0, "right": 0}
    without = copy.deepcopy(extra)
    without["players"][1]["wall_stages"] = [1]
    paid = registry.referee(without)
    assert paid["legal"] is True and paid["cost"]["bank"] + paid["cost"]["left"] + paid["cost"]["right"] == 2


def test_aristotle_chooses_the_wildcards_again_within_the_masks_symbols():
    doc = _doc(PACK)
    doc["expansions"] = ["wonderpack", "leaders"]
    doc["players"][0]["cards"].remove("Scriptorium")
    doc["players"][2]["cards"] = ["Laboratory", "Loom"]        # the neighbours' only green card: a gear
    doc["players"][1]["cards"].append("Aristotle")
    oleg = _player(games.score(doc), "Oleg")
    assert (oleg.categories["science"], oleg.categories["leaders"]) == (1 + 4, 0)     # no set: no bonus
    assert oleg.choices["wildcards"] == [{"source": "The Great Wall B stage 2", "symbol": "gear", "symbols": ["gear"]}]
    doc["players"][2]["cards"] = ["Library", "Loom"]           # a tablet to copy: a set, Aristotle's 3 VP
    oleg = _player(games.score(doc), "Oleg")
    assert (oleg.categories["science"], oleg.categories["leaders"]) == (10, 3)


def test_stonehenge_b_stage_1_pays_a_coin_per_stone_symbol_in_a_whole_turn():
    # data file, Stonehenge B stage 1 (S5, FACTS): "1 coin per stone symbol when built"; the Quarry gives 2 stone
    # symbols, the Timber Yard (stone/wood) 1 by the app's reading ("stonehenge_either_or": "one"), none with "none"
    doc = {"game": "7w", "expansions": ["wonderpack"], "age": 2, "players": [
        {"name": "Ira", "wonder": "Rhodos", "side": "A", "cards": [], "coins": 3},
        {"name": "Oleg", "wonder": "Stonehenge", "side": "B", "stages": 0, "coins": 1,
         "cards": ["Quarry", "Foundry", "Ore Vein", "Timber Yard"]},
        {"name": "Sofia", "wonder": "Gizah", "side": "A", "cards": [], "coins": 3}],
        "actions": [{"player": "Oleg", "stage": True}, {"player": "Ira", "discard": True},
                    {"player": "Sofia", "discard": True}]}
    for option, coins in ((None, 3), ("one", 3), ("none", 2)):
        table = dict(copy.deepcopy(doc), **({"stonehenge_either_or": option} if option else {}))
        turn = registry.referee(table)
        assert turn["legal"] is True
        assert [(i["player"], i["coins"], i["source"], i["rule"]) for i in turn["income"]] == [
            ("Ira", 3, "discard", "Rulebook, Discard a card"), ("Sofia", 3, "discard", "Rulebook, Discard a card"),
            ("Oleg", coins, "Stonehenge stage 1", "the wonder board: Stonehenge")], option
        assert turn["coins"]["Oleg"] == {"start": 1, "end": 1 + coins}
    with use_language("ru"):
        assert registry.referee(copy.deepcopy(doc))["income"][2]["rule"] == "планшет чуда: Stonehenge"
    # Stonehenge A's stage 1 gives no coins
    side_a = copy.deepcopy(doc)
    side_a["players"][1].update(side="A", cards=["Clay Pool", "Ore Vein", "Quarry"])
    assert [i["player"] for i in registry.referee(side_a)["income"]] == ["Ira", "Sofia"]
