"""A whole turn (``"actions"``) with Babel, and the 2-player Free City with Babel (issue 12,
deliver 4 and 5). Seed 004 = ../shared/seeds/004_85362e93b63049c5.txt (the Russian Babel rulebook);
seed 000 = the base game's (the Free City's own rules)."""
from __future__ import annotations

import copy

import pytest

from referee.registry import referee as check_document   # the 1st edition's referee with Babel's around it
from scoring.core.errors import BadInput

from test_babel_referee import TABLE  # noqa: E402  Ann between Bob (left) and Cid (right), age 2


def turn(actions, **more):
    doc = copy.deepcopy(TABLE)
    doc.update(more)
    doc["actions"] = actions
    return check_document(doc)


def by_player(v):
    return {x["player"]: x for x in v["verdicts"]}


def test_the_tiles_and_the_project_apply_to_every_action_of_a_turn():
    """Tile 8 (seed 004, 8: blue cards cost one coin per resource symbol) and Obelisk (seed 004,
    Описание Эпохи: a blue card built, 1 coin + 1 papyrus on top) act on Ann's action inside a turn
    exactly as on her single action; Bob places tile 12 (no coins: Описание Эпохи, Г)."""
    project = {"card": "Obelisk", "tokens": {}}
    ann = {"player": "Ann", "build": "Temple", "project": True}
    single = check_document(dict(copy.deepcopy(TABLE), tower=[8], project=project, action=ann))
    v = turn([ann, {"player": "Bob", "discard": True, "tile": 12}, {"player": "Cid", "discard": True}],
             tower=[8], project=project)
    assert v["legal"], v
    got = by_player(v)["Ann"]
    assert got["cost"] == single["cost"] == {"bank": 4, "left": 0, "right": 2}    # 3 for Temple + 1, papyrus 2
    assert got["babel"]["participation"]["project"] == "Obelisk"
    assert v["coins"] == {"Ann": {"start": 6, "end": 0}, "Bob": {"start": 3, "end": 3},
                          "Cid": {"start": 3, "end": 3 + 2 + 3}}
    assert not any(e["player"] == "Bob" for e in v["income"])             # the tile gives no coins
    assert v["babel"]["tiles_placed"] == ["Bob"] and v["babel"]["tower_after"] == [8, 12]
    assert v["babel"]["project"] == {"card": "Obelisk", "joined": ["Ann"], "tokens": {"Ann": 1}, "left": 1}
    assert any(r["rule"] == "Babel rulebook, Placing the construction tiles" for r in v["reasons"])


def test_the_same_turn_without_babel_fields_differs():
    # control: without tile 8 Temple is paid in resources (glass bought from Bob)
    v = turn([{"player": "Ann", "build": "Temple"}])
    assert by_player(v)["Ann"]["cost"] == {"bank": 0, "left": 2, "right": 0}
    assert v["babel"]["tower"] == []


def test_tile_bonus_is_paid_after_the_turn():
    # tile 5 (seed 004, 5): a blue card built gives age-number coins, after the turn like every income
    v = turn([{"player": "Ann", "build": "Temple"}], tower=[5])
    assert v["legal"]
    gain = [e for e in v["income"] if e["player"] == "Ann"]
    assert gain == [{"player": "Ann", "coins": 2, "source": "tower tiles",
                     "rule": "Babel rulebook, construction tile 5 of the Tower of Babel; The construction tiles' effects", "citation": [{"book": "babel", "section": "tile", "detail": "5"}, {"book": "babel", "section": "the-construction-tiles-effects"}]}]
    assert v["coins"]["Ann"] == {"start": 6, "end": 6 - 2 + 2} and v["coins"]["Bob"]["end"] == 5


def test_two_participants_for_the_last_token_both_take_part():
    """seed 004, Описание Эпохи (Примечания): when several players take part in one turn and too few
    tokens are left, more come from the reserve so that each takes one."""
    doc_more = dict(tower=[8], project={"card": "Obelisk", "tokens": {"Bob": 1}})
    actions = [{"player": "Ann", "build": "Temple", "project": True},
               {"player": "Cid", "build": "Courthouse", "project": True}]
    players = copy.deepcopy(TABLE["players"])
    players[2]["coins"] = 5                                   # Courthouse 3 + Obelisk 1 (papyrus: Press)
    v = turn(actions, players=players, **doc_more)
    assert v["legal"], v
    assert v["babel"]["project"]["joined"] == ["Ann", "Cid"]
    assert v["babel"]["project"]["tokens"] == {"Bob": 1, "Ann": 1, "Cid": 1} and v["babel"]["project"]["left"] == 0
    assert any("reserve" in r["text"] and r["rule"] == "Babel rulebook, An age, turn by turn" for r in v["reasons"])
    # an illegal participation moves no coins and takes no token
    players[2]["coins"] = 3
    v = turn(actions, players=players, **doc_more)
    assert not by_player(v)["Cid"]["legal"] and v["coins"]["Cid"] == {"start": 3, "end": 3 + 2}
    assert v["babel"]["project"]["joined"] == ["Ann"]


def test_bad_turn_input_with_babel():
    with pytest.raises(BadInput) as exc:
        turn([{"player": "Ann", "build": "Temple", "project": "yes"},
              {"player": "Bob", "discard": True, "tile": 30},
              {"player": "Cid", "discard": True, "tile": 8}], tower=[8], project={"card": "Obelisk", "tokens": {}})
    paths = {p.path for p in exc.value.problems}
    assert {"actions[0].project", "actions[1].tile", "actions[2].tile"} <= paths
    with pytest.raises(BadInput) as exc:
        turn([{"player": "Ann", "build": "Temple"}, {"player": "Ann", "discard": True}])
    assert "actions[1].player" in {p.path for p in exc.value.problems}


# -- the 2-player variant: seed 004, Правила для 2 игроков ---------------------------------------

def free_city_doc(**more):
    doc = copy.deepcopy(TABLE)
    doc["players"][2]["free_city"] = True            # Cid is the Free City; Bob (its right) starts age II
    doc.update(more)
    return doc


def test_the_free_city_is_refereed_with_the_tiles_but_never_joins_a_project():
    project = {"card": "Obelisk", "tokens": {}}
    # the tiles act on every city (seed 004, Действие тайлов: "для всех участников"): Courthouse under tile 8
    doc = free_city_doc(tower=[8], project=project, turn=1,
                        action={"player": "Cid", "build": "Courthouse", "by": "Bob"})
    v = check_document(doc)
    assert v["legal"] and v["cost"]["bank"] == 3 and v["free_city"] is True
    assert any({"book": "babel", "section": "tile", "detail": "8"} in r["citation"] for r in v["reasons"])
    # never a participant (seed 004, Правила для 2 игроков)
    doc["action"]["project"] = True
    v = check_document(doc)
    assert not v["legal"]
    assert any(r["rule"] == "Babel rulebook, Two players" for r in v["reasons"])
    # never a tile (seed 004, Правила для 2 игроков: "Свободный город не получает тайлов")
    doc["action"] = {"player": "Cid", "discard": True, "card": "Courthouse", "tile": True, "by": "Bob"}
    v = check_document(doc)
    assert not v["legal"] and any("no tower tiles" in r["text"] for r in v["reasons"])
    # the base game's Free City rules still apply: on turn 1 of age II Bob plays for it, not Ann
    doc["action"] = {"player": "Cid", "build": "Courthouse", "by": "Ann"}
    v = check_document(doc)
    assert not v["legal"] and any(r["rule"] == "Rulebook, Two-player variant"
                                  for r in v["reasons"])


def test_the_free_city_may_not_discard_a_card_the_tiles_let_it_build():
    # tile 2 (seed 004, 2: red cards ignore their resource cost) lets the Free City, without a coin,
    # build Walls: it must not discard it (seed 000, Вариант для двух: Правила для свободного города)
    doc = free_city_doc(tower=[2], turn=1, action={"player": "Cid", "discard": True, "card": "Walls", "by": "Bob"})
    doc["players"][2].update(cards=["Press"], coins=0)
    v = check_document(doc)
    assert not v["legal"] and any("cannot discard" in r["text"] and "build Walls" in r["text"] for r in v["reasons"])
    doc["tower"] = []                 # without the tile: 3 stone to buy with no coin, and no stage either
    v = check_document(doc)
    assert v["legal"], v["reasons"]
    # the stage the Free City could build is named by its number
    doc["players"][2]["coins"] = 2    # Babylon A's stage 1: 2 clay, one bought from Ann
    v = check_document(doc)
    assert not v["legal"] and any("complete stage 1" in r["text"] for r in v["reasons"])


def test_a_free_city_turn_with_babel():
    doc = free_city_doc(tower=[8], turn=1, project={"card": "Obelisk", "tokens": {}})
    doc["actions"] = [{"player": "Ann", "build": "Temple", "project": True},
                      {"player": "Cid", "build": "Courthouse", "by": "Bob", "project": True}]
    v = check_document(doc)
    got = by_player(v)
    assert got["Ann"]["legal"] and not got["Cid"]["legal"]
    assert v["babel"]["project"]["joined"] == ["Ann"]
    assert v["coins"]["Cid"] == {"start": 3, "end": 3 + 2}       # sells papyrus to Ann, pays nothing


def test_a_free_build_under_a_tax_moves_the_tax_in_a_turn():
    # Olympia A's free build is still taxed by tile 1 (red cards: age-number coins to the bank; data
    # notes "Taxes and bonuses", APP'S READING after seed 004, 13) — the turn takes the 2 coins
    players = copy.deepcopy(TABLE["players"])
    players[0].update(wonder="Olympia", stages=2)
    v = turn([{"player": "Ann", "build": "Stables", "olympia": True}], players=players, tower=[1])
    ann = by_player(v)["Ann"]
    assert ann["legal"] and ann["free"] == "Olympia A" and ann["cost"] == {"bank": 2, "left": 0, "right": 0}
    assert all(o["bank"] == 2 for o in ann["options"])
    assert v["payments"] == [{"from": "Ann", "to": "bank", "coins": 2, "for": "Stables"}]
    assert v["coins"]["Ann"] == {"start": 6, "end": 4}


# -- a player's later cards of the turn on a Babel table: they see the city its action leaves ---------------

def _p(name, wonder, cards=(), coins=3, side="A", stages=0):
    return {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}


def cites(v, tile: int) -> bool:
    return any({"book": "babel", "section": "tile", "detail": str(tile)} in r["citation"] for r in v["reasons"])


def babylon_turn(coins, tower, stages=1, turn_no=6):
    """Babylon B, stage 2 (1 glass, 2 wood: Glassworks, Lumber Yard, Timber Yard) then the 7th card, Baths
    (1 stone: the Timber Yard), age I."""
    return {"game": "7w", "expansions": ["babel"], "age": 1, "turn": turn_no, "tower": tower, "players": [
        _p("Bab", "Babylon", ["Glassworks", "Lumber Yard", "Timber Yard"], coins, side="B", stages=stages),
        _p("Bob", "Rhodos"), _p("Cid", "Olympia")],
        "actions": [{"player": "Bab", "stage": True}, {"player": "Bab", "build": "Baths", "seventh": True}]}


def halikarnassos_turn(coins, tower, discard=("Library",), card="Library", more=()):
    """Halikarnassos B, stage 1 (2 ore: the Ore Vein and 1 bought from Bob for 2), then a build from the
    discard pile, age II."""
    return {"game": "7w", "expansions": ["babel"], "age": 2, "tower": tower, "discard": list(discard), "players": [
        _p("Hal", "Halikarnassos", ["Ore Vein"], coins, side="B"), _p("Bob", "Rhodos"), _p("Cid", "Olympia")],
        "actions": [{"player": "Hal", "stage": True}, {"player": "Hal", "build": card, "from_discard": True},
                    *more]}


def test_babel_babylon_b_completes_stage_2_then_plays_the_7th_card():
    # seed 000, Висячие Сады (В), Пояснение: «игрок может завершить его на шестом ходу и затем разыграть
    # седьмую карту»; the tiles act on both cards (seed 004, Действие тайлов Строительства)
    v = check_document(babylon_turn(3, []))
    stage, seventh = v["verdicts"]
    assert v["legal"] and stage["stage"] == 2 and seventh["legal"]
    assert any(r["rule"] == "Rulebook, Babylon (Hanging Gardens)" for r in seventh["reasons"])
    # tile 16 taxes the stage (1 coin in age I), tile 8 makes Baths cost 1 coin instead of the Timber Yard's stone
    v = check_document(babylon_turn(2, [16, 8]))
    stage, seventh = v["verdicts"]
    assert v["legal"] and stage["cost"] == seventh["cost"] == {"bank": 1, "left": 0, "right": 0}
    assert cites(seventh, 8) and v["coins"]["Bab"] == {"start": 2, "end": 0}
    # with 1 coin the stage's tax leaves none for the 7th card
    v = check_document(babylon_turn(1, [16, 8]))
    stage, seventh = v["verdicts"]
    assert stage["legal"] and not seventh["legal"] and v["coins"]["Bab"] == {"start": 1, "end": 0}
    assert seventh["reasons"][0]["text"] == ("Bab plays this card after its action this turn, which cost 1 of the 1 "
                                             "coin held at the start of the turn: 0 coins remain for this card")
    from scoring.core.i18n import use_language
    said = {}
    for lang in ("ru", "uk"):
        with use_language(lang):
            said[lang] = check_document(babylon_turn(1, [16, 8]))["verdicts"][1]["reasons"][0]["text"]
    assert said == {"ru": "Bab играет эту карту после своего действия в этот ход, которое стоило 1 (монет в начале "
                          "хода: 1): на эту карту остаётся 0 монет",
                    "uk": "Bab грає цю карту після своєї дії цього ходу, яка коштувала 1 (монет на початку ходу: 1): "
                          "на цю карту лишається 0 монет"}
    # without tile 8 the Timber Yard pays Baths: the same coin is enough
    v = check_document(babylon_turn(1, [16]))
    assert v["legal"] and v["verdicts"][1]["cost"] == {"bank": 0, "left": 0, "right": 0}


def test_babel_no_7th_card_without_stage_2_or_before_the_6th_turn():
    v = check_document(babylon_turn(3, [], stages=0))          # stage 1 this turn grants no 7th card
    assert v["verdicts"][0]["stage"] == 1 and not v["verdicts"][1]["legal"]
    assert "only Babylon B's stage 2 lets a city play it" in v["verdicts"][1]["reasons"][-1]["text"]
    v = check_document(babylon_turn(3, [], turn_no=5))
    assert v["verdicts"][0]["legal"] and not v["verdicts"][1]["legal"]
    assert any(r["rule"] == "Rulebook, The sixth turn" for r in v["verdicts"][1]["reasons"])


def test_babel_halikarnassos_completes_its_stage_then_builds_from_the_discard_pile():
    # seed 000, Мавзолей (В), Пояснение: «эти специальные действия совершаются в конце хода, в который завершен
    # этот этап строительства»
    v = check_document(halikarnassos_turn(2, []))
    stage, library = v["verdicts"]
    assert v["legal"] and stage["stage"] == 1 and library["free"] == "Halikarnassos"
    assert v["coins"]["Hal"] == {"start": 2, "end": 0} and v["coins"]["Bob"] == {"start": 3, "end": 5}
    # a card Cid discards this turn may be taken; tile 6 taxes it (2 coins in age II, a free build is taxed
    # too: scoring/data/babel.json notes) and tile 5 pays its bonus after the turn
    v = check_document(halikarnassos_turn(4, [6, 5], discard=["Library"], card="Temple",
                                          more=[{"player": "Cid", "discard": "Temple"}]))
    temple = v["verdicts"][1]
    assert v["legal"] and temple["free"] == "Halikarnassos" and temple["cost"] == {"bank": 2, "left": 0, "right": 0}
    # the free build still costs the tax: it is paid with what the stage left of the coins held at the start
    assert temple["reasons"][0]["text"] == ("Hal plays this card after its action this turn, which cost 2 of the 4 "
                                            "coins held at the start of the turn: 2 coins remain for this card")
    assert cites(temple, 6) and cites(temple, 5)
    assert {"player": "Hal", "coins": 2, "source": "tower tiles",
            "rule": "Babel rulebook, construction tile 5 of the Tower of Babel; The construction tiles' effects", "citation": [{"book": "babel", "section": "tile", "detail": "5"}, {"book": "babel", "section": "the-construction-tiles-effects"}]} in v["income"]
    assert v["coins"]["Hal"] == {"start": 4, "end": 4 - 2 - 2 + 2}
    # the stage leaves 1 coin: the tax cannot be paid, and the verdict says why
    v = check_document(halikarnassos_turn(3, [6], discard=["Temple"], card="Temple"))
    stage, temple = v["verdicts"]
    assert stage["legal"] and not temple["legal"] and v["coins"]["Hal"] == {"start": 3, "end": 1}
    assert temple["reasons"][0]["text"].startswith("Hal plays this card after its action this turn, which cost 2 of")
    assert any("cannot pay the tax on top" in r["text"] and {"book": "babel", "section": "tile", "detail": "6"} in r["citation"]
               for r in temple["reasons"])


def test_babel_no_build_from_the_discard_pile_without_a_stage_this_turn():
    # with no coin Hal cannot buy the second ore: no stage, so no build from the discard pile
    v = check_document(halikarnassos_turn(0, []))
    assert [x["legal"] for x in v["verdicts"]] == [False, False]
    assert "Hal's stage this turn is not legal" in v["verdicts"][1]["reasons"][0]["text"]


def test_api_check_babel_later_cards_of_a_turn(client):
    body = client.post("/api/check", json=babylon_turn(2, [16, 8])).get_json()
    assert body["legal"] is True and body["coins"]["Bab"] == {"start": 2, "end": 0}
    body = client.post("/api/check", json=halikarnassos_turn(2, [])).get_json()
    assert body["legal"] is True and body["verdicts"][1]["free"] == "Halikarnassos"
    r = client.post("/api/check?lang=ru", json=babylon_turn(1, [16, 8]))
    body = r.get_json()
    assert r.status_code == 200 and [v["legal"] for v in body["verdicts"]] == [True, False]
    assert "Bab" in body["verdicts"][1]["reasons"][0]["text"] and "монет" in body["verdicts"][1]["reasons"][0]["text"]


# -- Olympia A's free build and tile 13 (a tax on a build through a chain) ---------------------------------

def olympia(tower, **action):
    # Oly (Olympia A, both stages built) holds Scriptorium, which chains to Library
    return {"game": "7w", "expansions": ["babel"], "age": 2, "tower": tower, "players": [
        _p("Oly", "Olympia", ["Scriptorium"], stages=2), _p("Bob", "Rhodos"), _p("Cid", "Gizah")],
        "action": dict({"player": "Oly", "build": "Library"}, **action)}


def test_olympia_a_free_build_is_not_a_chain_so_tile_13_does_not_tax_it():
    # seed 004, 1, 6, 13, 16: the tax is due when players «используют цепочку зданий (бесплатное строительство)»;
    # Olympia's power is another free build (seed 004, Описание Эпохи, Примечания: «с помощью цепочки зданий,
    # свойств Чудес Света Олимпии …»), so claiming it owes no chain tax
    v = check_document(olympia([13], olympia=True))
    assert v["legal"] and v["free"] == "Olympia A" and v["cost"] == {"bank": 0, "left": 0, "right": 0}
    note = next(r for r in v["reasons"] if {"book": "babel", "section": "tile", "detail": "13"} in r["citation"])
    assert note["text"] == ("Oly builds Library with Olympia A's free build, not through the chain from Scriptorium: "
                            "tile 13 taxes only a build through a chain, so no chain tax is due (through the chain "
                            "Oly would pay 2 coins and keep the free build for this age)")
    # the power already used this age: the chain, with tile 13's tax
    v = check_document(olympia([13], olympia=True, olympia_used=True))
    assert v["legal"] and v["free"] == "Scriptorium" and v["cost"] == {"bank": 2, "left": 0, "right": 0}
    assert cites(v, 13)
    # tile 14 pays a chain's bonus: the chain stays the better way and the power is kept
    v = check_document(olympia([14], olympia=True))
    assert v["free"] == "Scriptorium" and v["babel"]["gain"] == 2 and cites(v, 14)
    # without a chain tile the base game's chain, free, is unchanged
    v = check_document(olympia([], olympia=True))
    assert v["free"] == "Scriptorium" and v["cost"] == {"bank": 0, "left": 0, "right": 0}
    # her power not claimed: the chain with its tax, and the verdict names the power as the way with no tax
    v = check_document(olympia([13]))
    assert v["free"] == "Scriptorium" and v["cost"] == {"bank": 2, "left": 0, "right": 0}
    assert v["reasons"][-1] == {
        "text": "Oly may instead build Library with Olympia A's free build, unused this age (\"olympia\": true): it "
                "is not a chain, so tile 13 does not tax it",
        "rule": "Babel rulebook, construction tile 13 of the Tower of Babel; The construction tiles' effects", "citation": [{"book": "babel", "section": "tile", "detail": "13"}, {"book": "babel", "section": "the-construction-tiles-effects"}]}
    assert not any("Olympia A" in r["text"] for r in check_document(olympia([13], olympia_used=True))["reasons"])


def test_olympia_a_under_tile_13_in_a_turn():
    # her power moves no coins; the chain (the power used this age) pays tile 13's tax to the bank
    for more, paid in (({}, 0), ({"olympia_used": True}, 2)):
        doc = olympia([13], olympia=True, **more)
        doc["actions"] = [doc.pop("action")]
        v = check_document(doc)
        assert v["legal"] and v["coins"]["Oly"] == {"start": 3, "end": 3 - paid}
        assert v["payments"] == ([{"from": "Oly", "to": "bank", "coins": 2, "for": "Library"}] if paid else [])
