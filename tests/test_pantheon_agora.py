"""Pantheon and Agora at one Duel table: the two expansions compose through the referee interface
(facts file ``duel-pantheon-agora.md`` part C), neither naming the other."""
from __future__ import annotations

import copy

import pytest

from referee import registry
from scoring.core.errors import BadInput


def _both(**over) -> dict:
    doc = {"game": "duel", "expansions": ["pantheon", "agora"], "conflict": 0, "age": 3,
           "decrees": {"1": "The opponent's chains"},
           "players": [{"name": "Ana", "cards": [], "coins": 0, "agora": {"influence": [1]}},
                       {"name": "Bo", "cards": [], "coins": 0,
                        "pantheon": {"mythology_tokens": ["egyptian"]}}],
           "action": {"player": "Ana", "build": "Egyptian Grand Temple"}}
    doc.update(over)
    return doc


def test_decree_15_builds_a_grand_temple_through_the_opponents_mythology_token():
    # facts A7 / B6 #15 / C: "Decree #15 also works with Mythology tokens"
    verdict = registry.referee(_both())
    assert verdict["legal"] and verdict["cost"] == {"bank": 0, "opponent": 0}
    assert verdict["free"] == "Egyptian Mythology token"
    assert any("Decree" in r["text"] and "Egyptian Mythology token" in r["text"] for r in verdict["reasons"])


def test_without_the_decree_or_the_token_the_temple_is_paid():
    no_decree = _both(decrees={})
    assert not registry.referee(no_decree)["legal"]                  # 0 coins cannot buy its resources
    other_myth = _both()
    other_myth["players"][1]["pantheon"]["mythology_tokens"] = ["greek"]
    assert not registry.referee(other_myth)["legal"]
    bos_chamber = _both(decrees={"2": "The opponent's chains"})       # Ana does not control Chamber 2
    assert not registry.referee(bos_chamber)["legal"]


def test_a_players_own_token_still_builds_the_temple_with_agora_in_play():
    doc = _both(decrees={})
    doc["players"][0]["pantheon"] = {"mythology_tokens": ["egyptian"]}
    doc["players"][1]["pantheon"] = {}
    assert registry.referee(copy.deepcopy(doc))["free"] == "Egyptian Mythology token"


def test_minervas_pawn_stops_a_coup_through_the_pawn_hook():
    # facts B6 #9 / A5 #14: Agora's shields meet Pantheon's Minerva pawn (RefereeExpansion.pawn)
    doc = _both(conflict=0)
    doc["players"][0]["agora"] = {"influence": [1], "prepared": ["Coup"]}
    doc["players"][1]["pantheon"] = {"divinities": ["Minerva"], "minerva": 2}
    doc["action"] = {"player": "Ana", "trigger": "Coup"}
    verdict = registry.referee(doc)
    assert verdict["legal"] and verdict["after"]["conflict"] == 1
    assert any("Minerva" in r["text"] for r in verdict["reasons"])
    doc["players"][1]["pantheon"] = {"divinities": ["Minerva"]}
    assert registry.referee(doc)["after"]["conflict"] == 2


def _plot(plot: str, choice, ana: dict, bo: dict, age: int = 2, **over) -> dict:
    doc = {"game": "duel", "expansions": ["pantheon", "agora"], "conflict": 0, "age": age,
           "players": [{"name": "Ana", "cards": [], "coins": 0, "agora": {"influence": [3], "prepared": [plot]}},
                       {"name": "Bo", "cards": [], "coins": 0, "agora": {"influence": [4]}}],
           "action": {"player": "Ana", "trigger": plot, "choice": choice}}
    for player, extra in zip(doc["players"], (ana, bo)):
        player.update(extra)
    doc.update(over)
    return registry.referee(doc)


def test_coercion_taking_back_the_card_under_nisabas_snake_discards_the_snake():
    # facts A5 #3 / B5 #14: "A Snake token on a card that changes hands is discarded"; Bo's Nisaba copies
    # the quill of Ana's Library: once Library is Bo's, the Snake is gone and Bo has one quill, not a pair
    ana = {"cards": ["Library"]}
    bo = {"cards": ["Apothecary"], "pantheon": {"divinities": ["Nisaba"], "snake": "Library"}}
    verdict = _plot("Coercion", ["Apothecary", "Library"], ana, bo)
    assert verdict["legal"] and verdict["after"]["pantheon"] == {"snake": {"Bo": None}}
    assert verdict["after"]["players"]["Bo"]["cards"] == ["Library"]
    assert any("Snake token on it is discarded" in r["text"] for r in verdict["reasons"])
    assert not any("Bo now has a new pair" in r["text"] for r in verdict["reasons"])


def test_coercion_swapping_other_cards_leaves_the_snake():
    ana = {"cards": ["Library", "Scriptorium"]}
    bo = {"cards": ["Apothecary"], "pantheon": {"divinities": ["Nisaba"], "snake": "Library"}}
    verdict = _plot("Coercion", ["Apothecary", "Scriptorium"], ana, bo)
    assert verdict["legal"] and "pantheon" not in verdict["after"]


# Agora's age II structure (facts B2: 7U · 6D · 5U · 4D · 3U); with Pantheon the Offering tokens lie on
# 2.2, 2.6 and 2.12 (facts A12, "1st, 3rd and 6th of the 6-card row"); 3.3 alone lies on 2.2
AGE_II_LAYOUT = {"1.1": "Brewery", "1.3": "Forum", "2.2": None, "2.4": None, "3.3": "Caravansery",
                 "3.5": "Laboratory"}


def test_turn_of_events_frees_a_card_with_an_offering_token_which_goes_to_the_player():
    # facts B5 #11: "Cards it frees are turned over at once, and any tokens on them go to you"
    verdict = _plot("Turn of Events", "Caravansery", {}, {}, layout=AGE_II_LAYOUT)
    assert verdict["legal"] and verdict["after"]["pantheon"] == {"tokens": [{"position": "2.2", "token": "offering"}]}
    assert any("2.2 is turned over and carries an Offering token: Ana takes it" in r["text"]
               for r in verdict["reasons"])
    other = _plot("Turn of Events", "Laboratory", {}, {}, layout=AGE_II_LAYOUT)     # frees 2.4: no token there
    assert other["legal"] and "pantheon" not in other["after"]
    both = _plot("Turn of Events", ["Caravansery", "Laboratory"], {}, {}, layout=AGE_II_LAYOUT)
    assert both["after"]["pantheon"]["tokens"] == [{"position": "2.2", "token": "offering"}]


def test_turn_of_events_in_age_one_frees_a_mythology_token():
    # Agora's age I structure (3U · 4D · 5U · 6D · 7U): Mythology tokens on 2.6 and 2.10 (facts A12)
    layout = {"1.7": "Lumber Yard", "2.6": None, "3.5": "Stone Pit", "3.7": "Clay Pool"}
    verdict = _plot("Turn of Events", ["Stone Pit", "Clay Pool"], {}, {}, age=1, layout=layout)
    assert verdict["after"]["pantheon"]["tokens"] == [{"position": "2.6", "token": "mythology"}]
    one = _plot("Turn of Events", "Stone Pit", {}, {}, age=1, layout=layout)        # 3.7 still lies on 2.6
    assert "pantheon" not in one["after"]


def test_the_shield_decree_moved_by_insider_influence_meets_minervas_pawn():
    # facts B6 #9: "Zone tokens, Minerva and Poliorcetics apply to these moves"; the pawn would go to -2
    bo = {"pantheon": {"divinities": ["Minerva"], "minerva": -2}}
    verdict = _plot("Insider Influence", ["Shield", 4], {}, bo, decrees={"3": "Shield"})
    assert verdict["legal"] and verdict["after"]["conflict"] == -1
    assert any("Minerva" in r["text"] for r in verdict["reasons"])


def _build(card: str, layout: dict, age: int = 2, **over) -> dict:
    doc = {"game": "duel", "expansions": ["pantheon", "agora"], "conflict": 0, "age": age, "layout": layout,
           "players": [{"name": "Ana", "cards": [], "coins": 20}, {"name": "Bo", "cards": [], "coins": 0}],
           "action": {"player": "Ana", "build": card}}
    doc.update(over)
    return registry.referee(doc)


def test_an_ordinary_build_on_agoras_structure_hands_over_the_offering_token_it_frees():
    # facts A12 / C: with Agora the table plays Agora's structure (age II 7U · 6D · 5U · 4D · 3U), the
    # Offering tokens on 2.2, 2.6 and 2.12; 2.12 lies under 3.11 alone, a position Duel's structure has not
    layout = {"1.13": "Brewery", "2.12": None, "3.11": "Caravansery", "3.9": "Laboratory", "2.10": None}
    verdict = _build("Caravansery", layout)
    assert verdict["legal"] and verdict["pantheon"]["tokens"] == [{"position": "2.12", "token": "offering"}]
    assert "2.12 is turned over and carries an Offering token: Ana takes it" in verdict["reasons"][-1]["text"]
    other = _build("Laboratory", layout)                   # 2.10 is still under 3.11: nothing freed
    assert other["legal"] and "pantheon" not in other


def test_an_ordinary_build_in_age_one_frees_a_mythology_token_on_agoras_structure():
    # Agora's age I structure (3U · 4D · 5U · 6D · 7U): Mythology tokens on 2.6, 2.10, 4.2, 4.6 and 4.12
    layout = {"4.12": None, "5.13": "Stone Pit", "4.10": None, "5.11": "Lumber Yard"}
    verdict = _build("Stone Pit", {k: v for k, v in layout.items() if k != "5.11"}, age=1)
    assert verdict["pantheon"]["tokens"] == [{"position": "4.12", "token": "mythology"}]
    assert "pantheon" not in _build("Stone Pit", layout, age=1)         # 5.11 still lies on 4.12
    # Duel's own structure has no 4.12 or 5.13: without Agora the same layout is bad input there
    with pytest.raises(BadInput) as caught:
        _build("Stone Pit", {"4.12": None, "5.13": "Stone Pit"}, age=1, expansions=["pantheon"])
    assert "layout['4.12']" in {p.path for p in caught.value.problems}


def test_poliorcetics_drains_the_opponent_when_a_coup_moves_the_pawn():
    # facts A9: Poliorcetics "applies to shields from any source (cards, Wonders, Mars, Agora Decree, Coup)";
    # Coup's 2 shields move the pawn 2 spaces toward Bo: 1 coin each, treasury only (RefereeExpansion.around)
    ana = {"progress": ["Poliorcetics"]}
    bo = {"coins": 5, "pantheon": {"divinities": ["Astarte"], "astarte_coins": 4}}
    verdict = _plot("Coup", None, ana, bo)
    assert verdict["legal"] and verdict["after"]["conflict"] == 2 and verdict["after"]["coins"]["Bo"] == 3
    assert any("Poliorcetics: Bo loses 1 coin per space moved → 2" in r["text"] for r in verdict["reasons"])
    assert "pantheon" not in verdict                                # Bo's coins on Astarte are untouched
    assert _plot("Coup", None, {}, bo)["after"]["coins"]["Bo"] == 5


def test_poliorcetics_counts_the_shield_decree_moved_toward_the_player_who_lost_it():
    # facts B6 #9: "Zone tokens, Minerva and Poliorcetics apply to these moves": Ana moves the Shield Decree
    # from her Chamber 3 to Bo's Chamber 4, the pawn goes 2 spaces toward Ana's capital: Bo's Poliorcetics
    # makes Ana lose 2 coins, though it is Ana's turn
    verdict = _plot("Insider Influence", ["Shield", 4], {"coins": 5}, {"progress": ["Poliorcetics"]},
                    decrees={"3": "Shield"})
    assert verdict["legal"] and verdict["after"]["conflict"] == -2 and verdict["after"]["coins"]["Ana"] == 3
    assert any("Poliorcetics: Ana loses 1 coin per space moved → 2" in r["text"] for r in verdict["reasons"])


def test_coins_on_astarte_pay_for_a_senator():
    # facts A5 #4: the coins on Astarte "can be spent normally"; B4: the third Senator costs 2 coins
    ana = {"coins": 1, "agora": {"influence": [3], "senators": 2},
           "pantheon": {"divinities": ["Astarte"], "astarte_coins": 3}}
    doc = {"game": "duel", "expansions": ["pantheon", "agora"], "conflict": 0, "age": 2,
           "players": [dict({"name": "Ana", "cards": []}, **ana), {"name": "Bo", "cards": [], "coins": 0}],
           "action": {"player": "Ana", "recruit": "Politician (center section)", "senate": [{"place": 3}]}}
    verdict = registry.referee(copy.deepcopy(doc))
    assert verdict["legal"] and verdict["cost"] == {"bank": 2, "opponent": 0}
    assert verdict["after"]["coins"]["Ana"] == 0 and verdict["pantheon"] == {"astarte_coins": 2}
    doc["players"][0]["pantheon"]["astarte_coins"] = 0
    assert not registry.referee(doc)["legal"]
    free = copy.deepcopy(doc)                   # a trigger costs nothing: Astarte's coins stay, no word of them
    free["players"][0]["pantheon"]["astarte_coins"] = 3
    free["players"][0]["agora"]["prepared"] = ["Coup"]
    free["action"] = {"player": "Ana", "trigger": "Coup"}
    coup = registry.referee(free)
    assert coup["legal"] and coup["after"]["coins"]["Ana"] == 1 and "pantheon" not in coup
