"""Agora's Decrees in Duel's own verdicts (``referee/expansions/agora/__init__.py``) under ``make mutation-replay``:
the trading discount and which resources it names, a cost symbol ignored, the opponent's chains, Senators in the
layout.

Sources: the Agora facts (``../shared/facts/duel-pantheon-agora.md``) B6 (Decree 10: "each brown resource bought
from the bank costs 1 coin less (minimum 1)"; Decrees 5-7: one cost symbol less, "one resource, or the whole coin
cost"; Decree 15: build through the opponent's chains), B2 (Senators lie in the structure like Age cards); the Duel
rulebook (seed 003) for the cards' costs and chains (Baths → Aqueduct), and trading at 2 coins plus the opponent's
production.
"""
from __future__ import annotations

import pytest

from referee import registry
from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language


def _doc(action: dict, ana: dict | None = None, bo: dict | None = None, **over) -> dict:
    doc = {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 2,
           "players": [{"name": "Ana", "cards": [], "coins": 9, "agora": {"influence": [1]}},
                       {"name": "Bo", "cards": [], "coins": 9, "agora": {"influence": [4]}}],
           "action": action}
    doc["players"][0].update(ana or {})
    doc["players"][1].update(bo or {})
    doc.update(over)
    return doc


def texts(verdict: dict) -> list[str]:
    return [r["text"] for r in verdict["reasons"]]


def test_the_brown_discount_names_each_brown_resource_bought():
    # Horse Breeders costs 1 clay and 1 wood; Bo produces neither: 2 each, 1 each with Decree 10
    verdict = registry.referee(_doc({"player": "Ana", "build": "Horse Breeders"}, decrees={"1": "Cheaper brown resources"}))
    assert verdict["cost"] == {"bank": 2, "opponent": 0}
    assert ("Decree Cheaper brown resources, in a Chamber Ana controls: wood, clay bought from the bank cost 1 coin "
            "less, never less than 1") in texts(verdict)


def test_the_brown_discount_is_not_said_for_a_grey_resource():
    # Apothecary costs 1 glass: Decree 10 does not touch it
    verdict = registry.referee(_doc({"player": "Ana", "build": "Apothecary"}, age=1,
                                    decrees={"1": "Cheaper brown resources"}))
    assert verdict["cost"] == {"bank": 2, "opponent": 0}
    assert not any(t.startswith("Decree") for t in texts(verdict))


def test_the_yellow_decree_waives_a_coin_cost_and_leaves_other_colours_alone():
    # Wood Reserve (yellow) costs 3 coins; Pharmacist (green) 2 coins
    reserve = registry.referee(_doc({"player": "Ana", "build": "Wood Reserve"}, age=1,
                                    decrees={"1": "One cost symbol less for yellow cards"}))
    assert reserve["cost"] == {"bank": 0, "opponent": 0} and reserve["after"]["coins"]["Ana"] == 9
    assert ("Decree One cost symbol less for yellow cards ignores the whole coin cost of Wood Reserve (3 coins) "
            "instead of a resource") in texts(reserve)
    green = registry.referee(_doc({"player": "Ana", "build": "Pharmacist"}, age=1,
                                  decrees={"1": "One cost symbol less for yellow cards"}))
    assert green["cost"] == {"bank": 2, "opponent": 0} and not any(t.startswith("Decree") for t in texts(green))


def test_the_second_player_builds_through_the_first_players_chain():
    doc = _doc({"player": "Bo", "build": "Aqueduct"}, ana={"cards": ["Baths"]}, decrees={"4": "The opponent's chains"})
    verdict = registry.referee(doc)
    assert verdict["legal"] and verdict["free"] == "Baths" and verdict["cost"] == {"bank": 0, "opponent": 0}
    assert texts(verdict) == ["free: Decree The opponent's chains, in a Chamber Bo controls, lets Bo build through "
                              "Ana's chains; Baths in Ana's city shows the chain symbol of Aqueduct"]
    with use_language("ru"):
        russian = registry.referee(doc)
    assert russian["free"] == "Baths"                       # the machine field keeps the catalogue's name


def test_a_card_without_a_chain_is_paid_in_full_under_the_chains_decree():
    # Horse Breeders needs no chain: 1 clay and 1 wood bought at 2 each
    doc = _doc({"player": "Bo", "build": "Horse Breeders"}, ana={"cards": ["Baths"]},
               decrees={"4": "The opponent's chains"})
    verdict = registry.referee(doc)
    assert verdict["free"] is None and verdict["cost"] == {"bank": 4, "opponent": 0}


def test_a_senator_lies_in_the_layout_an_unknown_name_does_not():
    ok = registry.referee(_doc({"player": "Ana", "build": "Horse Breeders"},
                               layout={"5.5": "Politician (left section)", "5.7": "Horse Breeders"}))
    assert ok["legal"]
    with pytest.raises(BadInput) as refused:
        registry.referee(_doc({"player": "Ana", "build": "Horse Breeders"},
                              layout={"5.5": "Nonsense", "5.7": "Horse Breeders"}))
    assert [(p.path, p.message) for p in refused.value.problems] == [("layout['5.5']", "unknown card 'Nonsense'")]


def test_property_fraud_in_age_three_lists_age_three_cards():
    doc = _doc({"player": "Ana", "trigger": "Property Fraud"}, age=3)
    doc["players"][0]["agora"]["prepared"] = ["Property Fraud"]
    verdict = registry.referee(doc)
    # facts B5: without the layout, any card of the current Age no city holds, never a Guild
    cat = games.get("duel").parse({"game": "duel", "expansions": ["agora"],
                                   "players": [{"name": "Ana"}, {"name": "Bo"}]}).catalogue
    assert [o["choice"] for o in verdict["options"]] == [c.name for c in cat.cards if c.age == 3 and not c.is_guild]


def test_the_grey_discount_is_not_said_for_brown_resources():
    # Ana controls Decrees 10 and 11; Horse Breeders costs 1 clay and 1 wood: only Decree 10 lowers a price
    doc = _doc({"player": "Ana", "build": "Horse Breeders"}, ana={"agora": {"influence": [1, 2]}},
               decrees={"1": "Cheaper brown resources", "2": "Cheaper grey resources"})
    verdict = registry.referee(doc)
    assert verdict["cost"] == {"bank": 2, "opponent": 0}
    assert [t for t in texts(verdict) if t.startswith("Decree")] == [
        "Decree Cheaper brown resources, in a Chamber Ana controls: wood, clay bought from the bank cost 1 coin less, "
        "never less than 1"]


def test_the_second_player_builds_a_grand_temple_through_the_first_players_mythology_token():
    # facts A7 / B6 #15 / C: "Decree #15 also works with Mythology tokens"
    doc = {"game": "duel", "expansions": ["pantheon", "agora"], "conflict": 0, "age": 3,
           "decrees": {"1": "The opponent's chains"},
           "players": [{"name": "Ana", "cards": [], "coins": 0, "pantheon": {"mythology_tokens": ["egyptian"]}},
                       {"name": "Bo", "cards": [], "coins": 0, "agora": {"influence": [1]}}],
           "action": {"player": "Bo", "build": "Egyptian Grand Temple"}}
    verdict = registry.referee(doc)
    assert verdict["legal"] and verdict["cost"] == {"bank": 0, "opponent": 0}
