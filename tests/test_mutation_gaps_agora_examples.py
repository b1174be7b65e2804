"""Agora's examples (``scoring/expansions/agora/examples.py``) say what they show: each legal table's whole
sheet worked out by hand (the Chambers' VP 1, 2, 3, 3, 2, 1 and the rest from the data files ``duel.json``
and ``agora.json``), each malformed table refused at its path for its reason, the referee's three tables,
the city screen's Senate sections in en/ru/uk, and the random tables' two helpers: which other supremacy
ended a table (a capital reached, six different science symbols: Duel rulebook, end of the game) and
the cubes dropped so that no one holds all six Chambers then."""
from __future__ import annotations

import copy

import pytest
from example_checks import problems, sheet

from referee import registry
from scoring import games
from scoring.core.i18n import use_language
from scoring.expansions.agora.examples import (
    _no_political,
    _other_supremacy,
    bad_examples,
    entry_sections,
    examples,
    referee_examples,
)


def test_the_senate_table():
    senate = examples()[0]
    assert sheet(senate) == {
        # Theater 3 + Altar 3; Knossos 3; 8 coins → 2; the pawn 2 spaces toward Bo → 2; cubes 1, 2, 3, 3, 4
        # against Bo's 2, 5, 6: Chambers 1, 3, 4 (1 + 3 + 3), Chamber 2 a tie
        "Ana": (8, 1, {"civilian": 6, "wonders": 3, "treasury": 2, "military": 2, "senate": 7}, 20),
        # Baths 3; The Sphinx 6; 5 coins → 1; Chambers 5 and 6 (2 + 1)
        "Bo": (5, 2, {"civilian": 3, "wonders": 6, "treasury": 1, "senate": 3}, 13)}
    result = games.score(senate)
    assert result.extra["senate"] == ["Ana", None, "Ana", "Ana", "Bo", "Bo"]
    assert senate["decrees"] == {"1": "Cheaper brown resources", "3": "Shield"}
    assert [p["agora"] for p in senate["players"]] == [
        {"influence": [1, 2, 3, 3, 4], "senators": 3, "triggered": ["Coup"], "prepared": ["Blackmail"]},
        {"influence": [2, 5, 6], "senators": 2, "conspiracies": ["Sabotage"]}]


def test_the_political_table():
    political = examples()[1]
    # Бен controls all six Chambers: he wins at once (political supremacy) whatever the points
    assert sheet(political) == {
        # Palace 7 + Town Hall 7; The Colossus 3; 12 coins → 4
        "Ana": (12, 2, {"civilian": 14, "wonders": 3, "treasury": 4}, 21),
        # 2 coins → 0; the pawn 3 spaces toward Ana → 5; every Chamber: 1 + 2 + 3 + 3 + 2 + 1
        "Бен": (2, 1, {"military": 5, "senate": 12}, 17)}
    result = games.score(political)
    assert result.winners == ("Бен",) and result.extra["victory"] == "political"
    assert [d.text for d in result.players[1].details if d.category == "military"] == \
        ["Conflict pawn 3 spaces toward Ana's capital → 5"]
    assert political["players"][1]["agora"] == {"control": [1, 2, 3, 4, 5, 6], "senators": 5}


def test_the_control_table():
    control = examples()[2]
    assert sheet(control) == {
        # Temple 4 + Statue 4; 6 coins → 2; Chambers 3 and 4 (3 + 3)
        "Ira": (6, 1, {"civilian": 8, "treasury": 2, "senate": 6}, 16),
        # 9 coins → 3; Chambers 1 and 6 (1 + 1)
        "Oleg": (9, 2, {"treasury": 3, "senate": 2}, 5)}
    assert games.score(control).extra["senate"] == ["Oleg", None, "Ira", "Ira", None, "Oleg"]


def test_each_malformed_table_is_refused_at_its_path():
    assert [problems(b.doc) for b in bad_examples()] == [
        [("players[0].agora.influence[1]", "a Chamber is a number from 1 to 6, got 7")],
        [("players[0].agora.influence", "13 Influence cubes: each player has 12")],
        [("players[1].agora.conspiracies[0]",
          "Coup is already listed (players[0].agora.triggered[0]): there is one Coup in the box")],
        [("players[0].agora.triggered[0]", "unknown Conspiracy 'Cup'; did you mean 'Coup'?")],
        [("players[1].agora.control", "Chamber 3 is controlled by players[0] too: a Chamber has one controller at most")],
        [("conflict", "the pawn is in a capital and Бен controls all 6 Chambers: either supremacy ends the game at "
          "once, so both cannot happen")],
        [("decrees.7", "a Chamber is a number from 1 to 6, got '7'")],
        [("decree_reveal", "decree_reveal: one of on_control, on_place, got 'never'")],
        [("players[0].agora.senators", "Senators recruited: a whole number from 0 to 13, got 14")]]


def test_the_referee_tables():
    trade, senator, plot = referee_examples()
    # Statue's 2 clay at 2 + 1 (Bo's Clay Pool), 1 less by the Decree in Ana's Chamber 1: 2 × 2 = 4 of her 7;
    # Bo controls Chamber 3 (Coins for blue cards): 2 coins in age II
    verdict = registry.referee(trade)
    assert (verdict["legal"], verdict["player"], verdict["card"], verdict["cost"]) == \
        (True, "Ana", "Statue", {"bank": 4, "opponent": 0})
    assert verdict["after"]["coins"] == {"Ana": 3, "Bo": 9}
    assert [r["text"] for r in verdict["reasons"]] == [
        "Statue costs 2 clay", "clay at 2 + 1 = 3: Bo produces 1 on brown and grey cards",
        "Decree Cheaper brown resources, in a Chamber Ana controls: clay bought from the bank cost 1 coin less, "
        "never less than 1",
        "Ana buys 2 clay at 2; pays 4 (bank 4, Bo 0) of the 7 coins held",
        "Decree Coins for blue cards: Bo controls its Chamber and takes 2 coins (the current age)"]
    # the third Senator costs 2 coins; Ana holds 1
    verdict = registry.referee(senator)
    assert (verdict["legal"], verdict["player"], verdict["action"]) == (False, "Ana", "recruit")
    assert [r["text"] for r in verdict["reasons"]] == [
        "a Senator costs as many coins as the Senators already in the city: Ana has 2 → 2 coins",
        "Ana holds 1 coin: not enough"]
    # Blackmail: half of Bo's 9 coins rounded up, 5
    verdict = registry.referee(plot)
    assert (verdict["legal"], verdict["player"], verdict["card"]) == (True, "Ana", "Blackmail")
    assert verdict["after"]["coins"] == {"Ana": 8, "Bo": 4}
    assert verdict["after"]["senate"] == [None, None, "Ana", "Bo", None, None]
    assert [r["text"] for r in verdict["reasons"]][1] == "Ana takes half of Bo's coins (9), rounded up: 5 coins"
    assert verdict["after"]["conflict"] == 0 and registry.referee(trade)["after"]["conflict"] == 0


CONSPIRACIES = ["Extortion", "Blackmail", "Expropriation", "Swindle", "Obscurantism", "Coup", "Property Fraud",
                "Treason", "Political Maneuver", "Espionage", "Turn of Events", "Embezzlement", "Foreclosure",
                "Coercion", "Insider Influence", "Sabotage"]
LABELS = {
    "en": ("Influence cubes in each Chamber of the Senate", "How many of this player's cubes stand in each Chamber "
           "(12 at most). A Chamber goes to whoever has more cubes in it; a tie is no one's. Chamber 1 (1 VP), "
           "Chamber 2 (2 VP), Chamber 3 (3 VP), Chamber 4 (3 VP), Chamber 5 (2 VP), Chamber 6 (1 VP)",
           "Chambers this player controls (instead of the cubes)", "Senators recruited", "Conspiracies held face down",
           "Conspiracies prepared", "Conspiracies triggered", "Agora: the Senate"),
    "ru": ("Кубики влияния в Палатах Сената", "Сколько кубиков игрока стоит в каждой Палате (всего не больше 12). "
           "Палату контролирует тот, у кого там больше кубиков; при равенстве — никто. Палата 1 (1 ПО), Палата 2 "
           "(2 ПО), Палата 3 (3 ПО), Палата 4 (3 ПО), Палата 5 (2 ПО), Палата 6 (1 ПО)",
           "Палаты, которые контролирует игрок (вместо кубиков)", "Нанято сенаторов", "Заговоры в руке (лицом вниз)",
           "Подготовленные заговоры", "Раскрытые заговоры", "Агора: Сенат"),
    "uk": ("Кубики впливу в Палатах Сенату", "Скільки кубиків гравця стоїть у кожній Палаті (усього не більше 12). "
           "Палату контролює той, у кого там більше кубиків; за рівності — ніхто. Палата 1 (1 ПО), Палата 2 (2 ПО), "
           "Палата 3 (3 ПО), Палата 4 (3 ПО), Палата 5 (2 ПО), Палата 6 (1 ПО)",
           "Палати, які контролює гравець (замість кубиків)", "Найнято сенаторів", "Змови в руці (долілиць)",
           "Підготовлені змови", "Розкриті змови", "Агора: Сенат")}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_city_screen_sections_of_the_senate(lang):
    influence, hint, control, senators, held, prepared, triggered, legend = LABELS[lang]
    with use_language(lang):
        sections = entry_sections()
        names = sections[3]["names"]
    assert [{k: v for k, v in s.items() if k != "names"} for s in sections] == [
        {"id": "agora.influence", "field": "agora.influence", "label": influence, "values": [1, 2, 3, 4, 5, 6],
         "kind": "count", "max": 12, "hint": hint, "legend": legend},
        {"id": "agora.control", "field": "agora.control", "label": control, "values": [1, 2, 3, 4, 5, 6],
         "kind": "choose", "max": 6, "legend": legend},
        {"id": "agora.senators", "field": "agora.senators", "label": senators, "values": list(range(14)),
         "legend": legend},
        {"id": "agora.conspiracies", "field": "agora.conspiracies", "label": held, "values": CONSPIRACIES,
         "kind": "choose", "max": 16, "legend": legend},
        {"id": "agora.prepared", "field": "agora.prepared", "label": prepared, "values": CONSPIRACIES,
         "kind": "choose", "max": 16, "legend": legend},
        {"id": "agora.triggered", "field": "agora.triggered", "label": triggered, "values": CONSPIRACIES,
         "kind": "choose", "max": 16, "legend": legend}]
    assert all(s["names"] == names for s in sections[3:])
    assert list(names) == CONSPIRACIES
    if lang == "ru":
        assert (names["Blackmail"], names["Coup"], names["Sabotage"]) == ("Шантаж", "Переворот", "Саботаж")
    if lang == "en":
        assert all(names[n] == n for n in CONSPIRACIES)


def _duel(a: dict, b: dict, conflict: int = 0) -> dict:
    return {"game": "duel", "conflict": conflict, "players": [dict({"name": "Ana", "cards": []}, **a),
                                                              dict({"name": "Bo", "cards": []}, **b)]}


def test_another_supremacy_is_a_capital_reached_or_six_different_science_symbols():
    assert _other_supremacy(_duel({}, {}, 9)) is True and _other_supremacy(_duel({}, {}, -9)) is True
    assert _other_supremacy(_duel({}, {}, 8)) is False and _other_supremacy(_duel({}, {})) is False
    # plumb, wheel, quill, mortar, sundial and Law's scales: six; the same five with a second quill: five
    six = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy"]
    assert _other_supremacy(_duel({}, {"cards": six, "progress": ["Law"]})) is True
    assert _other_supremacy(_duel({"cards": six + ["Library"]}, {})) is False
    assert _other_supremacy(_duel({"cards": ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy",
                                             "University"]}, {})) is True
    assert _other_supremacy(_duel({"cards": ["Agora's own", "Workshop"], "progress": ["No such token"]}, {})) is False
    # a city without cards or tokens, a table without the pawn's place: no supremacy
    bare = {"game": "duel", "players": [{"name": "Ana", "progress": ["Law"]}, {"name": "Bo"}]}
    assert _other_supremacy(bare) is False


def test_no_one_keeps_all_six_chambers_when_another_supremacy_ended_the_table():
    doc = _duel({"agora": {"influence": [1, 2, 3, 4, 5, 6, 6]}}, {"agora": {"influence": [6]}})
    _no_political(doc)
    # Ana's second cube in Chamber 6 goes: a tie there, no one holds all six
    assert doc["players"][0]["agora"]["influence"] == [1, 2, 3, 4, 5, 6]
    doc = _duel({"agora": {"influence": [6, 1, 2, 3, 4, 5, 6, 6]}}, {"agora": {"influence": [6]}})
    _no_political(doc)
    assert doc["players"][0]["agora"]["influence"] == [1, 2, 3, 4, 5, 6]
    doc = _duel({"agora": {"influence": []}}, {"agora": {"influence": [1, 2, 3, 4, 5, 6]}})
    _no_political(doc)          # Bo's only cube in Chamber 6 goes: Chamber 6 is no one's
    assert doc["players"][1]["agora"]["influence"] == [1, 2, 3, 4, 5]
    assert doc["players"][0]["agora"]["influence"] == []
    kept = _duel({"agora": {"influence": [1, 2, 3]}}, {"agora": {"influence": [4, 5, 6]}})
    before = copy.deepcopy(kept)
    _no_political(kept)
    assert kept == before


def test_random_agora_tables_are_legal_and_hold_what_agora_adds():
    import random

    from scoring.expansions.agora import EXPANSION
    from scoring.expansions.agora import catalogue as data
    game = games.get("duel")
    wonders = {w["name"] for w in data.duel_wonders()}
    tokens = {t["name"] for t in data.duel_progress()}
    seen = {"cubes": 0, "senators": 0, "conspiracies": 0, "prepared": 0, "triggered": 0, "wonder": 0, "token": 0}
    for seed in range(100):
        doc = game.random_document(random.Random(seed), expansions=(EXPANSION,))
        assert doc["expansions"] == ["agora"]
        game.score(copy.deepcopy(doc))                   # legal: no BadInput
        for p in doc["players"]:
            agora = p["agora"]
            assert len(agora["influence"]) <= 12 and 0 <= agora["senators"] <= 13
            seen["cubes"] += bool(agora["influence"])
            seen["senators"] += agora["senators"] > 0
            for place in ("conspiracies", "prepared", "triggered"):
                seen[place] += bool(agora[place])
            seen["wonder"] += any(w in wonders for w in p.get("wonders", []))
            seen["token"] += any(t in tokens for t in p.get("progress", []))
    assert all(seen.values()), seen


def test_a_table_ended_by_the_capital_never_ends_in_the_senate_too():
    import random

    from scoring.expansions.agora.examples import randomize
    game = games.get("duel")
    whole = 0
    for seed in range(150):
        doc = {"game": "duel", "conflict": 9, "players": [{"name": "Ana", "cards": [], "wonders": [], "progress": []},
                                                          {"name": "Bo", "cards": [], "wonders": [], "progress": []}]}
        doc = randomize(doc, random.Random(seed))
        result = game.score(copy.deepcopy(doc))          # legal: never both supremacies
        assert result.extra.get("victory") == "military"
        whole += len(set(result.extra["senate"])) == 1 and result.extra["senate"][0] is not None
    assert whole == 0
