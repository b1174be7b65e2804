"""Agora's own actions (``referee/expansions/agora/check.py``) under ``make mutation-replay``: a document the
table's parser refuses, and a Conspirator given two Senate actions.

Sources: the Agora facts (``../shared/facts/duel-pantheon-agora.md``) B4 ("Conspirator: place 1 cube in any
Chamber, or Conspire"; a Senator costs as many coins as the Senators already in the city).
"""
from __future__ import annotations

import pytest

from referee import registry
from scoring.core.errors import BadInput


def _doc(action: dict, coins=9) -> dict:
    return {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 2,
            "players": [{"name": "Ana", "cards": [], "coins": coins, "agora": {"influence": [1]}},
                        {"name": "Bo", "cards": [], "coins": 9, "agora": {"influence": [4]}}],
            "action": action}


def test_an_agora_action_on_a_table_the_parser_refuses_gives_the_parsers_problems():
    with pytest.raises(BadInput) as refused:
        registry.referee(_doc({"player": "Nobody", "recruit": "Conspirator"}, coins="x"))
    assert [(p.path, p.message) for p in refused.value.problems] == [
        ("players[0].coins", "coins must be a whole number 0 or more, got 'x'")]


def test_a_conspirator_given_two_cube_placements_is_refused():
    verdict = registry.referee(_doc({"player": "Bo", "recruit": "Conspirator", "senate": [{"place": 3}, {"place": 4}]}))
    assert (verdict["legal"], verdict["action"], verdict["card"], verdict["cost"]) == (False, "recruit", "Conspirator",
                                                                                     None)
    assert [r["text"] for r in verdict["reasons"]] == [
        "a Senator costs as many coins as the Senators already in the city: Bo has 0 → 0 coins",
        "2 Senate actions given: Conspirator allows 1"]


@pytest.mark.parametrize("age", [0, 4, "2", 2.0, True])
def test_an_agora_action_with_an_age_that_is_not_duels_is_refused_at_age(age):
    # Duel's rulebook: three ages; the age may be left out of a Senate action, but one given is 1, 2 or 3
    doc = _doc({"player": "Bo", "recruit": "Conspirator", "senate": [{"place": 3}]})
    doc["age"] = age
    with pytest.raises(BadInput) as refused:
        registry.referee(doc)
    assert [(p.path, p.message) for p in refused.value.problems] == [
        ("age", f"the age is 1, 2 or 3 (a game of Duel has three ages), got {age!r}")]


def test_an_agora_action_with_no_age_or_a_duel_age_is_judged():
    for age in (None, 1, 3):
        doc = _doc({"player": "Bo", "recruit": "Conspirator", "senate": [{"place": 3}]})
        if age is None:
            del doc["age"]
        else:
            doc["age"] = age
        assert registry.referee(doc)["legal"] is True
