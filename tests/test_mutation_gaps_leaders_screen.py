"""The referee screen's Leaders section (``referee.expansions.leaders.screen``): the section as the page
gets it in English and Russian, the form read back into a leader action for each way of playing the leader,
and the notes beside a verdict (the leaders' coins, the coins then held): the tests mutation testing of
the module asked for (README "Mutation testing")."""
import copy

import pytest

from referee.expansions.leaders.screen import read_form, screen, verdict_notes
from referee.registry import referee
from scoring.core.i18n import use_language

from test_mutation_gaps_leaders_action import DOCS, one, p

FORM = {"leaders-leader": ["Croesus"], "leaders-use": ["discard"]}

SCREEN_EN = ({'id': 'leaders',
      'title': 'Leaders',
      'fields': ({'kind': 'notes',
                  'name': 'leaders-help',
                  'items': ['The leader phase, at the beginning of each Age: a leader chosen here replaces the action '
                            'above.']},
                 {'kind': 'select',
                  'name': 'leaders-leader',
                  'label': 'Leader played',
                  'choices': [('', '—'),
                              ('Alexander', 'Alexander (3 coins)'),
                              ('Amytis', 'Amytis (4 coins)'),
                              ('Archimedes', 'Archimedes (4 coins)'),
                              ('Aristotle', 'Aristotle (3 coins)'),
                              ('Aspasia', 'Aspasia (3 coins)'),
                              ('Berenice', 'Berenice (2 coins)'),
                              ('Bilkis', 'Bilkis (4 coins)'),
                              ('Caesar', 'Caesar (5 coins)'),
                              ('Caligula', 'Caligula (3 coins)'),
                              ('Cleopatra', 'Cleopatra (4 coins)'),
                              ('Croesus', 'Croesus (1 coin)'),
                              ('Darius', 'Darius (4 coins)'),
                              ('Diocletian', 'Diocletian (2 coins)'),
                              ('Euclid', 'Euclid (5 coins)'),
                              ('Hammurabi', 'Hammurabi (2 coins)'),
                              ('Hannibal', 'Hannibal (2 coins)'),
                              ('Hatshepsut', 'Hatshepsut (2 coins)'),
                              ('Hiram', 'Hiram (3 coins)'),
                              ('Hypatia', 'Hypatia (4 coins)'),
                              ('Imhotep', 'Imhotep (3 coins)'),
                              ('Justinian', 'Justinian (3 coins)'),
                              ('Leonidas', 'Leonidas (2 coins)'),
                              ('Maecenas', 'Maecenas (1 coin)'),
                              ('Midas', 'Midas (3 coins)'),
                              ('Nebuchadnezzar', 'Nebuchadnezzar (4 coins)'),
                              ('Nefertiti', 'Nefertiti (3 coins)'),
                              ('Nero', 'Nero (1 coin)'),
                              ('Pericles', 'Pericles (6 coins)'),
                              ('Phidias', 'Phidias (3 coins)'),
                              ('Plato', 'Plato (4 coins)'),
                              ('Praxiteles', 'Praxiteles (3 coins)'),
                              ('Ptolemy', 'Ptolemy (5 coins)'),
                              ('Pythagoras', 'Pythagoras (5 coins)'),
                              ('Ramses', 'Ramses (5 coins)'),
                              ('Sappho', 'Sappho (1 coin)'),
                              ('Semiramis', 'Semiramis (2 coins)'),
                              ('Solomon', 'Solomon (3 coins)'),
                              ('Tomyris', 'Tomyris (4 coins)'),
                              ('Varro', 'Varro (3 coins)'),
                              ('Vitruvius', 'Vitruvius (1 coin)'),
                              ('Xenophon', 'Xenophon (2 coins)'),
                              ('Zenobia', 'Zenobia (2 coins)')],
                  'value': 'Croesus'},
                 {'kind': 'select',
                  'name': 'leaders-use',
                  'label': 'How it is played',
                  'choices': [('recruit', 'Recruit it (coins only)'),
                              ('discard', 'Discard it for 3 coins'),
                              ('stage', 'Build the next wonder stage with it')],
                  'value': 'discard'})},)

SCREEN_RU = ({'id': 'leaders',
      'title': 'Лидеры',
      'fields': ({'kind': 'notes',
                  'name': 'leaders-help',
                  'items': ['Фаза лидеров в начале каждой эпохи: выбранный здесь лидер заменяет действие выше.']},
                 {'kind': 'select',
                  'name': 'leaders-leader',
                  'label': 'Разыгрываемый лидер',
                  'choices': [('', '—'),
                              ('Alexander', 'Alexander (3 монеты)'),
                              ('Amytis', 'Amytis (4 монеты)'),
                              ('Archimedes', 'Archimedes (4 монеты)'),
                              ('Aristotle', 'Aristotle (3 монеты)'),
                              ('Aspasia', 'Aspasia (3 монеты)'),
                              ('Berenice', 'Berenice (2 монеты)'),
                              ('Bilkis', 'Bilkis (4 монеты)'),
                              ('Caesar', 'Caesar (5 монет)'),
                              ('Caligula', 'Caligula (3 монеты)'),
                              ('Cleopatra', 'Cleopatra (4 монеты)'),
                              ('Croesus', 'Croesus (1 монета)'),
                              ('Darius', 'Darius (4 монеты)'),
                              ('Diocletian', 'Diocletian (2 монеты)'),
                              ('Euclid', 'Euclid (5 монет)'),
                              ('Hammurabi', 'Hammurabi (2 монеты)'),
                              ('Hannibal', 'Hannibal (2 монеты)'),
                              ('Hiram', 'Hiram (3 монеты)'),
                              ('Hypatia', 'Hypatia (4 монеты)'),
                              ('Imhotep', 'Imhotep (3 монеты)'),
                              ('Justinian', 'Justinian (3 монеты)'),
                              ('Leonidas', 'Leonidas (2 монеты)'),
                              ('Maecenas', 'Maecenas (1 монета)'),
                              ('Midas', 'Midas (3 монеты)'),
                              ('Nebuchadnezzar', 'Nebuchadnezzar (4 монеты)'),
                              ('Nefertiti', 'Nefertiti (3 монеты)'),
                              ('Nero', 'Nero (1 монета)'),
                              ('Pericles', 'Pericles (6 монет)'),
                              ('Phidias', 'Phidias (3 монеты)'),
                              ('Plato', 'Plato (4 монеты)'),
                              ('Praxiteles', 'Praxiteles (3 монеты)'),
                              ('Ptolemy', 'Ptolemy (5 монет)'),
                              ('Pythagoras', 'Pythagoras (5 монет)'),
                              ('Sappho', 'Sappho (1 монета)'),
                              ('Semiramis', 'Semiramis (2 монеты)'),
                              ('Solomon', 'Solomon (3 монеты)'),
                              ('Varro', 'Varro (3 монеты)'),
                              ('Xenophon', 'Xenophon (2 монеты)'),
                              ('Zenobia', 'Zenobia (2 монеты)'),
                              ('Vitruvius', 'Витрувий (1 монета)'),
                              ('Ramses', 'Рамзес (5 монет)'),
                              ('Tomyris', 'Томирис (4 монеты)'),
                              ('Hatshepsut', 'Хатшепсут (2 монеты)')],
                  'value': 'Croesus'},
                 {'kind': 'select',
                  'name': 'leaders-use',
                  'label': 'Как он разыгрывается',
                  'choices': [('recruit', 'Нанять его (только за монеты)'),
                              ('discard', 'Сбросить его за 3 монеты'),
                              ('stage', 'Построить им следующий этаж Чуда Света')],
                  'value': 'discard'})},)


@pytest.mark.parametrize("lang, want", [("en", SCREEN_EN), ("ru", SCREEN_RU)])
def test_the_leaders_section_of_the_referee_screen(lang, want):
    with use_language(lang):
        assert screen({"game": "7w", "expansions": ["leaders"]}, FORM) == want


def test_the_section_asks_to_recruit_by_default_and_is_absent_on_the_conflicts_tab():
    fields = screen({"game": "7w", "expansions": ["leaders"]}, {})[0]["fields"]
    assert [(f["name"], f.get("value")) for f in fields] == [
        ("leaders-help", None), ("leaders-leader", ""), ("leaders-use", "recruit")]
    assert screen({"game": "7w", "expansions": ["leaders"], "check": "military"}, FORM) == ()


BUILD = {"player": "Ann", "build": "Temple", "buy": [{"from": "left", "resource": "wood", "count": 1}], "free": True}


@pytest.mark.parametrize("form, want", [
    ({"leaders-leader": ["Cleopatra"], "leaders-use": ["stage"]},
     {"player": "Ann", "buy": [{"from": "left", "resource": "wood", "count": 1}], "stage": True, "card": "Cleopatra"}),
    ({"leaders-leader": ["Cleopatra"], "leaders-use": ["discard"]}, {"player": "Ann", "discard": "Cleopatra"}),
    ({"leaders-leader": ["Cleopatra"], "leaders-use": ["recruit"]}, {"player": "Ann", "recruit": "Cleopatra"}),
    ({"leaders-leader": ["Cleopatra"]}, {"player": "Ann", "recruit": "Cleopatra"}),
    ({"leaders-leader": [""], "leaders-use": ["discard"]}, BUILD),
])
def test_the_form_read_back_into_the_leader_action(form, want):
    doc = {"game": "7w", "expansions": ["leaders"], "action": copy.deepcopy(BUILD)}
    assert read_form(doc, form, doc["action"]) is doc
    assert doc["action"] == want


def test_a_leader_discarded_on_the_screen_is_judged_as_a_discard():
    doc = one(2, p("Ann", "Rhodos", ["Lumber Yard"], 2), {"build": "Temple"})
    read_form(doc, {"leaders-leader": ["Cleopatra"], "leaders-use": ["discard"]}, doc["action"])
    v = referee(doc)
    assert (v["legal"], v["action"], v["card"], v["coins_after"]) == (True, "discard", "Cleopatra", 5)


@pytest.mark.parametrize("lang, want", [
    ("en", ({"id": "leaders-income-0",
             "text": "Berenice: Ann takes coins from the bank this turn, so 1 more (once a turn): +1 coin"},
            {"id": "leaders-coins", "text": "Ann then holds 10 coins."})),
    ("ru", ({"id": "leaders-income-0",
             "text": "Berenice: в этом ходу Ann берёт монеты из банка, поэтому ещё 1 (раз за ход): +1 монета"},
            {"id": "leaders-coins", "text": "После этого у Ann 10 монет."})),
])
def test_the_notes_beside_a_recruitment_give_the_leaders_coins_and_the_coins_then_held(lang, want):
    with use_language(lang):
        assert verdict_notes(referee(DOCS["croesus_berenice"])) == want


@pytest.mark.parametrize("lang, want", [("en", "Ann then holds 1 coin."), ("ru", "После этого у Ann 1 монета.")])
def test_the_notes_after_a_recruitment_leaving_one_coin(lang, want):
    with use_language(lang):
        v = referee(one(2, p("Ann", "Rhodos", ["Lumber Yard"], 2), {"recruit": "Nero"}))
        assert verdict_notes(v) == ({"id": "leaders-coins", "text": want},)


def test_no_notes_beside_a_refused_recruitment():
    assert verdict_notes(referee(DOCS["short1"])) == ()
