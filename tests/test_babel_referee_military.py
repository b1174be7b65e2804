"""The referee's ``"check": "military"`` with Babel (issue 12, deliver 3): tile 22 doubles defeats,
tile 19 lowers victories, Great Project victory tokens are not battle results and shield tokens
add to the shields (seed 004 = ../shared/seeds/004_85362e93b63049c5.txt: Эффекты тайлов
Строительства 19 and 22; Награды; Правила игры с другими дополнениями)."""
from __future__ import annotations

import copy

import pytest

from referee.registry import referee as check_document   # the 1st edition's referee with Babel's around it
from scoring.core.errors import BadInput

# Ann (Barracks: 1 shield in every age) beats Bob and Cid in every age; Bob and Cid (0 shields) tie.
TABLE = {"game": "7w", "expansions": ["babel"], "check": "military", "players": [
    {"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": ["Barracks"], "coins": 3, "shields": [1, 1],
     "babel": {"tiles": [22]}},
    {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": [], "coins": 3, "shields": [0, 0],
     "babel": {"tiles": [19]}},
    {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": [], "coins": 3, "shields": [0, 0],
     "babel": {"tiles": []}}]}


def check(military=None, **more):
    doc = copy.deepcopy(TABLE)
    for p in doc["players"]:
        if military and p["name"] in military:
            p["military"] = military[p["name"]]
        for key, value in more.get(p["name"], {}).items():
            p[key] = value
    doc.update({k: v for k, v in more.items() if k not in ("Ann", "Bob", "Cid")})
    return check_document(doc)


def test_tile_22_doubles_the_defeats():
    # seed 004, 22: "если игрок должен взять 1 жетон Поражения, то он вместо этого берёт 2"
    v = check({"Bob": [-1] * 6, "Cid": [-1] * 6})
    assert v["legal"], v["problems"]
    assert v["tokens"]["Bob"]["total"] == -6
    assert all(ages == [22] for ages in v["babel"]["tower_at_conflicts"])
    assert any({"book": "babel", "section": "tile", "detail": "22"} in r["citation"] for r in v["reasons"])
    # one age's conflicts under tile 22: four defeat tokens, and every city agrees on it
    v = check({"Bob": [-1] * 4, "Cid": [-1] * 4})
    assert v["legal"] and sorted(v["babel"]["tower_at_conflicts"]) == [[], [], [22]]
    # Bob under tile 22 in one age and Cid in another: the tiles are the same for the whole table
    v = check({"Bob": [-1] * 4, "Cid": [-1] * 3, "Ann": [1, 1, 3, 3, 5, 5]})
    assert v["legal"] is False and v["problems"]
    # without Babel six defeats from three lost battles are a contradiction
    plain = copy.deepcopy(TABLE)
    del plain["expansions"]
    for p in plain["players"]:
        del p["babel"]
    plain["players"][1]["military"] = [-1] * 6
    assert check_document(plain)["legal"] is False


def test_tile_19_lowers_the_victories():
    # seed 004, 19: 1 → nothing, 3 → 1, 5 → 3 — under tile 19 in every age Ann keeps 1, 1, 3, 3
    v = check({"Ann": [1, 1, 3, 3]})
    assert v["legal"], v["problems"]
    assert v["babel"]["tower_at_conflicts"] == [[19], [19], [19]]
    assert any({"book": "babel", "section": "tile", "detail": "19"} in r["citation"] for r in v["reasons"])
    assert check({"Ann": [3, 3, 5, 5]})["babel"]["tower_at_conflicts"] == [[19], [], []]
    # nobody placed tile 19 (every player lists the tiles placed): no victory is ever lowered
    v = check({"Ann": [1, 1, 3, 3]}, Bob={"babel": {"tiles": [4]}})
    assert not v["legal"]
    assert v["problems"][0]["player"] == "Ann" and "+1, +1, +3, +3" in v["problems"][0]["text"]


def test_tower_at_conflicts_is_checked_exactly():
    v = check({"Ann": [3, 3, 5, 5], "Bob": [-1, -1, -1, -1]}, tower_at_conflicts=[[19], [22], []])
    assert v["legal"], v["problems"]
    assert v["tokens"]["Bob"] == {"left": [], "right": [-1, -1, -1, -1], "total": -4}
    v = check({"Bob": [-1] * 6}, tower_at_conflicts=[[19], [22], []])
    assert not v["legal"] and v["problems"][0]["player"] == "Bob"
    assert "age II" in v["problems"][0]["text"] or "22" in v["problems"][0]["text"]


def test_per_neighbour_tokens_under_tile_22():
    v = check({"Bob": {"left": [], "right": [-1, -1, -1, -1, -1, -1]}})
    assert v["legal"], v["problems"]
    v = check({"Bob": {"left": [-1, -1], "right": [-1, -1, -1, -1]}})
    assert not v["legal"]
    assert any("Cid" in p["text"] and p["player"] == "Bob" for p in v["problems"])


def test_project_victory_tokens_are_not_battle_results():
    # issue 12, deliver 3: War Mirror's victory token (seed 004, Награды) is held under babel.tokens
    v = check({"Ann": [1, 1, 3, 3, 5, 5]}, Ann={"babel": {"tiles": [22], "tokens": ["victory-3"]}})
    assert v["legal"], v["problems"]
    assert any("Victory token (3 VP)" in r["text"] and "not battle results" in r["text"] for r in v["reasons"])
    # put into "military" it is one +3 too many for the shields
    v = check({"Ann": [1, 1, 3, 3, 3, 5, 5]}, Ann={"babel": {"tiles": [22], "tokens": ["victory-3"]}})
    assert not v["legal"] and v["problems"][0]["player"] == "Ann"


def test_shield_tokens_add_to_the_shields_from_their_age_on():
    # Obelisk (age II) gives Bob a shield token: 1 shield from age II on ties Ann and beats Cid
    # (seed 004, Награды: added to the shields at every conflict)
    doc = copy.deepcopy(TABLE)
    doc["expansions"] = ["babel-projects"]
    for p in doc["players"]:
        p["babel"] = {}
    doc["players"][1]["babel"] = {"tokens": ["shield"]}
    doc["players"][1]["military"] = [-1, 3, 5]
    v = check_document(doc)
    assert v["legal"], v["problems"]
    assert v["ages"][1]["shields"]["Bob"] == 1 and v["babel"]["shield_tokens"]["Bob"] == [0, 1, 1]
    assert any(r["rule"] == "Babel rulebook, Rewards" for r in v["reasons"])
    assert v["babel"]["tower_at_conflicts"] is None
    doc["players"][1]["military"] = [-1, -1, -1]       # what the shields alone would give
    v = check_document(doc)
    assert not v["legal"] and v["problems"][0]["player"] == "Bob"


def test_bad_babel_military_input():
    doc = copy.deepcopy(TABLE)
    doc["tower_at_conflicts"] = [[19], [30]]
    doc["players"][0]["babel"] = {"tiles": [22, 22]}
    doc["players"][2]["military"] = [2]
    with pytest.raises(BadInput) as exc:
        check_document(doc)
    paths = {p.path for p in exc.value.problems}
    assert {"tower_at_conflicts", "players[0].babel.tiles[1]", "players[2].military"} <= paths


def test_the_free_city_fights_under_the_tiles_but_lists_no_tile():
    # 2-player variant (seed 004, Правила для 2 игроков): the Free City takes no tiles, so the two
    # players' lists are complete; tile 22 (placed by Ann) doubles the Free City's defeats as anyone's
    doc = copy.deepcopy(TABLE)
    doc["players"][2]["free_city"] = True
    del doc["players"][2]["babel"]
    doc["players"][2]["military"] = [-1] * 6
    v = check_document(doc)
    assert v["legal"], v["problems"]
    doc["players"][0]["babel"] = {"tiles": [4]}      # nobody placed tile 22: three defeats only
    v = check_document(doc)
    assert not v["legal"] and v["problems"][0]["player"] == "Cid"
