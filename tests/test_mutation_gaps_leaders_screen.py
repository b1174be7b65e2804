"""Mutation gaps of ``referee.expansions.leaders.screen``: the Leaders section of the referee screen as
the page gets it (every field whole, in English and in Russian), the leader action the posted fields
make, and the verdict's notes on the leaders' coins."""
from __future__ import annotations

import pytest

from referee.expansions.leaders import REFEREE
from scoring.core.i18n import use_language

EN = ("Leaders", "The leader phase, at the beginning of each Age: a leader chosen here replaces the action above.",
      "Leader played", [("", "—"), ("Alexander", "Alexander (3 coins)"), ("Amytis", "Amytis (4 coins)")],
      "How it is played", [("recruit", "Recruit it (coins only)"), ("discard", "Discard it for 3 coins"),
                           ("stage", "Build the next wonder stage with it")])
RU = ("Лидеры", "Фаза лидеров в начале каждой эпохи: выбранный здесь лидер заменяет действие выше.",
      "Разыгрываемый лидер", [("", "—"), ("Alexander", "Alexander (3 монеты)"), ("Amytis", "Amytis (4 монеты)")],
      "Как он разыгрывается", [("recruit", "Нанять его (только за монеты)"), ("discard", "Сбросить его за 3 монеты"),
                               ("stage", "Построить им следующий этаж Чуда Света")])


@pytest.mark.parametrize(("lang", "t"), [("en", EN), ("ru", RU)])
@pytest.mark.parametrize(("form", "leader", "use"), [
    ({}, "", "recruit"), ({"leaders-leader": ["Cleopatra"], "leaders-use": ["stage"]}, "Cleopatra", "stage")])
def test_the_whole_leaders_section(lang, t, form, leader, use):
    title, helptext, label, first, use_label, uses = t
    with use_language(lang):
        found = REFEREE.screen({"game": "7w", "expansions": ["leaders"]}, form)
    assert [s["id"] for s in found] == ["leaders"] and found[0]["title"] == title
    notes, leaders, how = found[0]["fields"]
    assert notes == {"kind": "notes", "name": "leaders-help", "items": [helptext]}
    choices = leaders.pop("choices")
    assert leaders == {"kind": "select", "name": "leaders-leader", "label": label, "value": leader}
    assert choices[:3] == first and len(choices) == 43      # "no leader" and the 42 leaders, by name
    shown = [label.rsplit(" (", 1)[0] for _n, label in choices[1:]]     # by the name shown to the reader
    assert shown == sorted(shown, key=str.casefold)
    assert how == {"kind": "select", "name": "leaders-use", "label": use_label, "choices": uses, "value": use}


def test_no_leader_section_on_the_conflicts_tab():
    assert REFEREE.screen({"game": "7w", "check": "military"}, {}) == ()


@pytest.mark.parametrize(("form", "action", "expected"), [
    ({"leaders-leader": ["Cleopatra"]}, {"player": "Ira", "build": "Loom", "buy": [1]},
     {"player": "Ira", "recruit": "Cleopatra"}),
    ({"leaders-leader": ["Cleopatra"], "leaders-use": ["discard"]}, {"player": "Ira", "build": "Loom", "buy": [1]},
     {"player": "Ira", "discard": "Cleopatra"}),
    ({"leaders-leader": ["Cleopatra"], "leaders-use": ["stage"]}, {"player": "Ira", "build": "Loom", "buy": [1]},
     {"player": "Ira", "buy": [1], "stage": True, "card": "Cleopatra"}),
    ({"leaders-leader": ["Cleopatra"], "leaders-use": ["crown"]}, {"build": "Loom"}, {"recruit": "Cleopatra"}),
    ({"leaders-use": ["stage"]}, {"player": "Ira", "build": "Loom"}, {"player": "Ira", "build": "Loom"}),
])
def test_the_leader_chosen_replaces_the_action(form, action, expected):
    doc = {"game": "7w"}
    assert REFEREE.read_form(doc, form, action) is doc
    assert action == expected


@pytest.mark.parametrize(("verdict", "en", "ru"), [
    ({"income": [{"text": "Ira takes 2 coins"}, {"text": ""}, {}], "coins_after": 1, "player": "Ira"},
     ["Ira takes 2 coins", "Ira then holds 1 coin."], ["Ira takes 2 coins", "После этого у Ira 1 монета."]),
    ({"coins_after": 4, "player": "Ira"}, ["Ira then holds 4 coins."], ["После этого у Ira 4 монеты."]),
    ({"coins_after": "4", "player": "Ira"}, [], []),
    ({"coins_after": 4}, [], []),
])
def test_the_verdict_notes_on_the_leaders_coins(verdict, en, ru):
    for lang, texts in (("en", en), ("ru", ru)):
        with use_language(lang):
            notes = REFEREE.verdict_notes(verdict)
        assert [n["text"] for n in notes] == texts
        ids = [f"leaders-income-{k}" for k in range(len(texts) - 1)] + ["leaders-coins"] if texts else []
        assert [n["id"] for n in notes] == ids
