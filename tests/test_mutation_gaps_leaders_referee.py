"""Mutation gaps of ``referee.expansions.leaders`` (its referee's ``judge``): a leader's once-per-Age free
build already used (``"free_build_used"``, Caligula: scoring/data/leaders.json), the flag refused with its
path, and the verdicts of the leader phase and of Solomon citing the base game's rulebook as "Rulebook"."""
from __future__ import annotations

import copy

import pytest

from referee.registry import referee
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from tests.test_leaders_referee import doc
from tests.test_leaders_solomon import _doc as solomon_doc

# Ann holds Caligula (once per Age, a black card free of any cost); Residence costs 1 clay, Cid sells clay
CALIGULA = {"game": "7w", "expansions": ["leaders", "cities"], "age": 1, "players": [
    {"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": ["Caligula"], "coins": 6},
    {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": ["Lumber Yard", "Loom"], "coins": 6},
    {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": ["Clay Pool", "Press"], "coins": 6}]}


def residence(**flag):
    d = copy.deepcopy(CALIGULA)
    d["action"] = {"player": "Ann", "build": "Residence", **flag}
    return d


@pytest.mark.parametrize(("flag", "cost"), [
    ({}, {"bank": 0, "left": 0, "right": 0}),
    ({"free_build_used": False}, {"bank": 0, "left": 0, "right": 0}),
    ({"free_build_used": True}, {"bank": 0, "left": 0, "right": 2}),     # used: the clay is bought from Cid
])
def test_caligulas_free_build_once_an_age(flag, cost):
    v = referee(residence(**flag))
    assert v["legal"] is True and v["cost"] == cost


def bad(d, lang):
    with use_language(lang), pytest.raises(BadInput) as exc:
        referee(d)
    return [(p.path, p.message) for p in exc.value.problems]


def test_the_flag_is_true_or_false():
    assert bad(residence(free_build_used="yes"), "en") == [
        ("action.free_build_used", "free_build_used must be true or false, got 'yes'")]
    assert bad(residence(free_build_used="yes"), "ru") == [
        ("action.free_build_used", "free_build_used — true или false, получено 'yes'")]
    d = copy.deepcopy(CALIGULA)
    d["actions"] = [{"player": "Ann", "build": "Residence", "free_build_used": True},
                    {"player": "Bob", "build": "Residence", "free_build_used": 1}]
    assert bad(d, "en") == [("actions[1].free_build_used", "free_build_used must be true or false, got 1")]


def test_a_stage_built_with_a_leader_cites_the_base_rulebook_as_the_rulebook():
    for lang, rules in (("en", ["Leaders rulebook, Recruitment", "Rulebook, Build a stage of a wonder",
                                "Rulebook, Trading"]),
                        ("ru", ["Правила «Лидеров», Найм лидеров", "Правила, Строительство этапа чуда",
                                "Правила, Торговля"])):
        with use_language(lang):
            v = referee(doc({"stage": True, "card": "Cleopatra"}))
        assert v["legal"] is False and [r["rule"] for r in v["reasons"]] == rules


def test_solomons_build_refused_cites_the_base_rulebook_as_the_rulebook():
    with use_language("en"):
        v = referee(solomon_doc("Temple", ["Temple"], ("Solomon", "Temple")))
    assert v["legal"] is False
    assert [(r["text"], r["rule"]) for r in v["reasons"]] == [
        ("Ira already has a Temple: no two identical structures, not even from the discard pile",
         "Rulebook, Build a structure")]
