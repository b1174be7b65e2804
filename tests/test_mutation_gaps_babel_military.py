"""Whole answers of ``"check": "military"`` with Babel (``referee.expansions.babel.military``), word for word in
English and Russian: the tests mutation testing of the module asked for (README "Mutation testing"; seed 004,
Эффекты тайлов Строительства 19 and 22, Награды, Правила игры с другими дополнениями).

The table is ``tests/test_babel_referee_military.py``'s: Ann (Barracks, 1 shield) beats Bob and Cid (no shield)
in every Age; Bob and Cid tie.
"""
from __future__ import annotations

import copy

from referee.registry import referee
from scoring.core.i18n import use_language

from test_babel_referee_military import TABLE, check

TILE_19 = "Babel rulebook, construction tile 19 of the Tower of Babel; The construction tiles' effects"
TILE_22 = "Babel rulebook, construction tile 22 of the Tower of Babel; The construction tiles' effects"
TILE_19_RU = "Правила дополнения «Вавилон», тайл Строительства 19 Вавилонской башни; Эффекты тайлов Строительства"
TILE_22_RU = "Правила дополнения «Вавилон», тайл Строительства 22 Вавилонской башни; Эффекты тайлов Строительства"
END = "Rulebook, End of an age"
REWARDS = "Babel rulebook, Rewards"
NOT_BATTLE = "Babel rulebook, Rewards; Playing with other expansions"


def said(v: dict) -> dict:
    return {"legal": v["legal"], "problems": [(x["player"], x["text"]) for x in v["problems"]],
            "reasons": [(x["text"], x["rule"]) for x in v["reasons"]], "babel": v["babel"],
            "ages": [[(r["text"], r["rule"]) for r in a["reasons"]] for a in v["ages"]]}


def in_russian(military, **more):
    with use_language("ru"):
        return said(check(military, **more))


def test_tile_19_in_every_age_and_tile_22_at_the_last_conflict():
    # Ann's victories lowered by tile 19 in every Age (1 → none, 3 → 1, 5 → 3); tile 22 (placed by Ann) at Age
    # III's conflict doubles Bob's and Cid's defeat there: -1, -1 in Ages I and II, -1, -1 in Age III
    military = {"Ann": [1, 1, 3, 3], "Bob": [-1, -1, -1, -1], "Cid": [-1, -1, -1, -1]}
    seen = "Tile 19 is visible in the tower at this conflict", TILE_19
    assert said(check(military)) == {
        "legal": True, "problems": [],
        "reasons": [("tile 19 was visible at the conflicts of ages I, II, III: victory tokens lowered (1 → none, "
                     "3 → 1, 5 → 3)", TILE_19),
                    ("tile 22 was visible at the conflicts of age III: two defeat tokens for each lost battle", TILE_22)],
        "babel": {"shield_tokens": {"Ann": [0, 0, 0], "Bob": [0, 0, 0], "Cid": [0, 0, 0]},
                  "tower_at_conflicts": [[19], [19], [19, 22]]},
        "ages": [[seen], [seen], [seen, ("Tile 22 is visible in the tower at this conflict", TILE_22)]]}
    ru = in_russian(military)
    assert ru["reasons"] == [
        ("при конфликтах эпох I, II, III был виден тайл 19: жетоны Победы уменьшены (1 → ничего, 3 → 1, 5 → 3)",
         TILE_19_RU),
        ("при конфликтах эпохи III был виден тайл 22: за каждое поражение два жетона Поражения", TILE_22_RU)]
    assert ru["ages"][2] == [("Во время этого конфликта в башне виден тайл 19", TILE_19_RU),
                             ("Во время этого конфликта в башне виден тайл 22", TILE_22_RU)]


def test_the_tiles_at_each_conflict_given():
    # tiles 19 and 22 at Age I, 19 at Age II, none at Age III: Ann +1, +1 … is what the shields give, not +3, +3
    military = {"Ann": [3, 3], "Bob": [-1, -1, -1], "Cid": [-1, -1, -1]}
    v = said(check(military, tower_at_conflicts=[[19, 22], [19], []]))
    assert v["legal"] is False
    assert v["reasons"] == [
        ("tile 19 was visible at the conflicts of ages I, II: victory tokens lowered (1 → none, 3 → 1, 5 → 3)", TILE_19),
        ("tile 22 was visible at the conflicts of age I: two defeat tokens for each lost battle", TILE_22)]
    assert v["problems"][0] == (
        "Ann", "Ann holds +3, +3 but the conflicts give +1, +1, +5, +5 (age I: 1 shield against 0 (Bob), 0 (Cid); age "
               "II: 1 shield against 0 (Bob), 0 (Cid); age III: 1 shield against 0 (Bob), 0 (Cid))")
    assert v["babel"]["tower_at_conflicts"] == [[19, 22], [19], []]
    assert v["ages"][2] == []
    ru = in_russian(military, tower_at_conflicts=[[19, 22], [19], []])
    assert ru["reasons"] == [
        ("при конфликтах эпох I, II был виден тайл 19: жетоны Победы уменьшены (1 → ничего, 3 → 1, 5 → 3)", TILE_19_RU),
        ("при конфликтах эпохи I был виден тайл 22: за каждое поражение два жетона Поражения", TILE_22_RU)]


def test_great_project_shield_and_victory_tokens():
    # seed 004, Награды: Ann's shield token adds 1 from Age II's conflict on; her War Mirror victory token (+3) is
    # scored in the military row but is no battle's result; Bob and Cid each take one Defeat an Age
    military = {"Ann": [1, 1, 3, 3], "Bob": [-1, -1], "Cid": [-1, -1]}
    more = {"Ann": {"babel": {"tiles": [22], "tokens": ["victory-3", "shield"]}}}
    v = said(check(military, **more))
    assert v["legal"] is False
    assert v["reasons"] == [
        ("none of the 64 ways the expansions' powers may have acted in the conflicts fits every city's tokens; the "
         "nearest is shown", END),
        ("Ann's Great Project shield tokens add 0, 1, 1 shields at the conflicts of ages I, II and III", REWARDS),
        ("Ann's Great Project victory tokens score in the military row but are not battle results, so they are not "
         "checked against the shields: Victory token (3 VP)", NOT_BATTLE),
        ("tile 19 was visible at the conflicts of ages I, II, III: victory tokens lowered (1 → none, 3 → 1, 5 → 3)",
         TILE_19)]
    token = "Ann's Great Project shield tokens add 1 to the shields entered", REWARDS
    seen = "Tile 19 is visible in the tower at this conflict", TILE_19
    assert v["ages"] == [[seen], [seen, token], [seen, token]]
    assert v["babel"]["shield_tokens"] == {"Ann": [0, 1, 1], "Bob": [0, 0, 0], "Cid": [0, 0, 0]}
    assert v["problems"] == [
        ("Bob", "Bob holds -1, -1 but the conflicts give -1, -1, -1 (age I: 0 shields against 0 (Cid), 1 (Ann); age "
                "II: 0 shields against 0 (Cid), 2 (Ann); age III: 0 shields against 0 (Cid), 2 (Ann))"),
        ("Cid", "Cid holds -1, -1 but the conflicts give -1, -1, -1 (age I: 0 shields against 1 (Ann), 0 (Bob); age "
                "II: 0 shields against 2 (Ann), 0 (Bob); age III: 0 shields against 2 (Ann), 0 (Bob))")]
    ru = in_russian(military, **more)
    assert ru["reasons"][1:3] == [
        ("жетоны Щита Великих Проектов игрока Ann добавляют 0, 1, 1 щитов при конфликтах эпох I, II и III",
         "Правила дополнения «Вавилон», Награды"),
        ("жетоны Победы Великих Проектов игрока Ann идут в строку военных очков, но не являются итогами сражений, "
         "поэтому со щитами они не сверяются: жетон Победы (3 ПО)",
         "Правила дополнения «Вавилон», Награды; Игра с другими дополнениями")]
    assert ru["ages"][1][1] == ("жетоны Щита Великих Проектов игрока Ann добавляют 1 к введённым щитам",
                                "Правила дополнения «Вавилон», Награды")


def test_one_age_with_the_tower_and_a_shield_token():
    # one Age (II) with the tower as it stands: tiles 22 and 19 visible; Bob's shield token adds 1: he ties Ann (1)
    # and beats Cid, who takes two Defeats from each neighbour under tile 22
    doc = copy.deepcopy(TABLE)
    doc.update(age=2, tower=[22, 19])
    for p in doc["players"]:
        p["shields"] = p["shields"][1]
    doc["players"][1]["babel"] = {"tiles": [19], "tokens": ["shield"]}
    v = referee(doc)
    assert v["legal"] is True and v["shields"] == {"Ann": 1, "Bob": 1, "Cid": 0}
    assert [(r["text"], r["rule"]) for r in v["reasons"]] == [
        ("Tile 22 is visible in the tower at this conflict", TILE_22),
        ("Tile 19 is visible in the tower at this conflict", TILE_19),
        ("Bob's Great Project shield tokens add 1 to the shields entered", REWARDS),
        ("Ann and Bob both have 1 shield: a tie, no token", END),
        ("Bob (1 shield) beats Cid (0 shields): Bob takes +1, Cid takes -1, -1", END),
        ("Ann (1 shield) beats Cid (0 shields): Ann takes +1, Cid takes -1, -1", END)]
    assert v["tokens"] == {"Ann": {"left": [], "right": [1], "total": 1}, "Bob": {"left": [1], "right": [], "total": 1},
                           "Cid": {"left": [-1, -1], "right": [-1, -1], "total": -4}}
    with use_language("ru"):
        v = referee(doc)
    assert [r["text"] for r in v["reasons"]][:3] == [
        "Во время этого конфликта в башне виден тайл 22", "Во время этого конфликта в башне виден тайл 19",
        "жетоны Щита Великих Проектов игрока Bob добавляют 1 к введённым щитам"]


def test_victory_tokens_of_one_and_five_and_tile_22_at_two_conflicts():
    # tile 22 at Ages I and II: Bob and Cid take -1, -1 from Ann in each; Ann's +5, +5 of Age III are missing; her
    # Great Project tokens of 1 and 5 points are named in the reader's language
    military = {"Ann": [1, 1, 3, 3], "Bob": [-1, -1, -1, -1], "Cid": [-1, -1, -1, -1]}
    more = {"Ann": {"babel": {"tiles": [22], "tokens": ["victory-1", "victory-5"]}},
            "tower_at_conflicts": [[22], [22], []]}
    v = said(check(military, **more))
    assert v["legal"] is False and v["reasons"] == [
        ("Ann's Great Project victory tokens score in the military row but are not battle results, so they are not "
         "checked against the shields: Victory token (1 VP), Victory token (5 VP)", NOT_BATTLE),
        ("tile 22 was visible at the conflicts of ages I, II: two defeat tokens for each lost battle", TILE_22)]
    assert v["problems"][0] == (
        "Ann", "Ann holds +1, +1, +3, +3 but the conflicts give +1, +1, +3, +3, +5, +5 (age I: 1 shield against 0 "
               "(Bob), 0 (Cid); age II: 1 shield against 0 (Bob), 0 (Cid); age III: 1 shield against 0 (Bob), 0 (Cid))")
    assert [p for p, _text in v["problems"]] == ["Ann", "Bob", "Cid"]
    ru = in_russian(military, **more)
    assert ru["reasons"] == [
        ("жетоны Победы Великих Проектов игрока Ann идут в строку военных очков, но не являются итогами сражений, "
         "поэтому со щитами они не сверяются: жетон Победы (1 ПО), жетон Победы (5 ПО)",
         "Правила дополнения «Вавилон», Награды; Игра с другими дополнениями"),
        ("при конфликтах эпох I, II был виден тайл 22: за каждое поражение два жетона Поражения", TILE_22_RU)]
    with use_language("uk"):
        uk = said(check(military, **more))
    assert uk["reasons"][0][0] == (
        "жетони Перемоги Великих Проєктів гравця Ann ідуть у рядок військових очок, але не є підсумками битв, тому зі "
        "щитами вони не звіряються: жетон Перемоги (1 ПБ), жетон Перемоги (5 ПБ)")
