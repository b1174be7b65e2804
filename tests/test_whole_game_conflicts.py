"""The whole game's conflicts (``"check": "military"`` with three Ages of ``shields`` and the tokens held)
with every 1st-edition expansion that changes them at the table together: each declares what it leaves
open (``RefereeExpansion.conflict_hypotheses``: the Age Tomyris or Semiramis was recruited in, the tiles
19 and 22 visible at each conflict), the base game's check runs the three Ages for every combination,
folding each expansion's ``conflict``, and the tokens are legal when one fits (seed 000, Конец эпохи;
seed 004, 22 and Награды; Leaders rulebook, Tomyris and Semiramis; Cities rulebook, Diplomacy).
Every expected token below is worked out by hand in the comments."""
from __future__ import annotations

import copy

from referee.registry import referee


def tomyris_table(cities: bool = False) -> dict:
    """Ann holds Tomyris (0 shields in every Age), Bob 1 shield in every Age (Stockade), Cid 2 from Age II on
    (Walls), Dan none;
    Ann placed tile 22 (the only military tile placed: every player lists its tiles)."""
    players = []
    for name, wonder, shields, cards in (("Ann", "Rhodos", [0, 0, 0], ["Tomyris"]), ("Bob", "Gizah", [1, 1, 1], ["Stockade"]),
                                         ("Cid", "Babylon", [0, 2, 2], ["Walls"]), ("Dan", "Olympia", [0, 0, 0], [])):
        players.append({"name": name, "wonder": wonder, "side": "A", "coins": 3, "cards": cards,
                        "shields": shields, "babel": {"tiles": [22] if name == "Ann" else []}})
    expansions = ["leaders", "babel"]
    if cities:                                    # Cid sits out Age III with the Residence's Diplomacy token
        expansions.append("cities")
        players[2].update(cards=["Walls", "Residence"], diplomacy=[3])
    return {"game": "7w", "expansions": expansions, "check": "military", "tower": [22], "players": players}


# Tomyris recruited in Age II, tile 22 visible at Age III's conflict only, Cid out of Age III:
#   Age I:   Bob (1) beats Ann (0): Bob +1, Ann -1;  Bob beats Cid (0): Bob +1, Cid -1;  Cid-Dan, Dan-Ann tie.
#   Age II:  Bob beats Ann: Bob +3 and Ann's -1 goes to Bob (Tomyris);  Cid (2) beats Bob: Cid +3, Bob -1;
#            Cid beats Dan: Cid +3, Dan -1;  Dan-Ann tie.
#   Age III: Cid sits out: Bob faces Dan.  Bob beats Ann: Bob +5, Ann's two -1 (tile 22) go to Bob;
#            Bob beats Dan: Bob +5, Dan -1, -1;  Dan-Ann tie.
# Ann keeps only Age I's Defeat (so Tomyris came in Age II, and no tile 22 in Age I); Dan's three Defeats put
# tile 22 in Age II or III, and Bob's four (not five) in Age III.
WITH_DIPLOMACY = {"Ann": [-1], "Bob": [1, 1, 3, 5, 5, -1, -1, -1, -1], "Cid": [-1, 3, 3], "Dan": [-1, -1, -1]}


def judged(doc: dict, tokens: dict) -> dict:
    doc = copy.deepcopy(doc)
    for p in doc["players"]:
        p["military"] = tokens[p["name"]]
    return referee(doc)


def test_tomyris_from_age_two_and_tile_22_at_age_three_with_cities_diplomacy():
    v = judged(tomyris_table(cities=True), WITH_DIPLOMACY)
    assert v["legal"], v["problems"]
    assert v["recruited"] == {"Ann": {"Tomyris": 2}}
    assert v["babel"]["tower_at_conflicts"] == [[], [], [22]]
    assert sorted(v["tokens"]["Bob"]["left"] + v["tokens"]["Bob"]["right"]) == sorted(WITH_DIPLOMACY["Bob"])
    assert v["tokens"]["Dan"]["total"] == -3
    assert {frozenset(f["players"]) for f in v["ages"][2]["conflicts"]} == {
        frozenset(("Ann", "Bob")), frozenset(("Bob", "Dan")), frozenset(("Dan", "Ann"))}
    texts = [r["text"] for r in v["reasons"]]
    assert any(t.startswith("Tomyris (Ann, recruited in Age II)") for t in texts)
    assert any(t.startswith("tile 22 was visible at the conflicts of age III") for t in texts)


def test_without_the_diplomacy_token_the_same_tokens_do_not_fit():
    # Cid in Age III: Cid (2) beats Bob and Dan (Cid +5, +5), so Cid's tokens [-1, 3, 3] cannot fit
    doc = tomyris_table(cities=True)
    doc["players"][2]["diplomacy"] = []
    v = judged(doc, WITH_DIPLOMACY)
    assert not v["legal"] and "Cid" in {p["player"] for p in v["problems"]}
    assert any(r["text"].startswith("none of the ") for r in v["reasons"])


def test_tomyris_and_tile_22_without_cities():
    # without Diplomacy Age III as Age II: Bob beats Ann (Bob +5, Ann's -1, -1 to Bob); Cid (2) beats Bob
    # (Cid +5, Bob -1, -1) and Dan (Cid +5, Dan -1, -1); Dan-Ann tie.  Ann's one Defeat still says Age II for
    # Tomyris and no tile 22 in Age I; tile 22 in Age II or in Age III gives the same tokens (Bob 2 + 4 or 4 + 2)
    tokens = {"Ann": [-1], "Bob": [1, 1, 3, 5, -1, -1, -1, -1, -1, -1], "Cid": [-1, 3, 3, 5, 5], "Dan": [-1, -1, -1]}
    v = judged(tomyris_table(), tokens)
    assert v["legal"], v["problems"]
    assert v["recruited"] == {"Ann": {"Tomyris": 2}}
    assert v["babel"]["tower_at_conflicts"] in ([[], [22], []], [[], [], [22]])
    assert judged(dict(tomyris_table(), tower_at_conflicts=[[], [], [22]]), tokens)["legal"]
    # tile 22 at Age I's conflict: Ann's Defeat doubled
    v = judged(dict(tomyris_table(), tower_at_conflicts=[[22], [], [22]]), tokens)
    assert not v["legal"] and any(p["player"] == "Ann" and "-1, -1" in p["text"] for p in v["problems"])
    # Tomyris said to come in Age III: Ann keeps Age II's Defeat too
    doc = tomyris_table()
    doc["players"][0]["recruited"] = {"Tomyris": 3}
    v = judged(doc, tokens)
    assert not v["legal"] and v["recruited"] == {"Ann": {"Tomyris": 3}}
    assert any(p["player"] == "Ann" and "-1, -1" in p["text"] for p in v["problems"])


def semiramis_table(shield_token: bool = True) -> dict:
    """Ann holds Semiramis (0 shields entered) and, with ``shield_token``, a Great Project shield token
    (a project of Age II: it counts from Age II's conflict on); Bob 1 shield, Cid none; no military tile."""
    players = []
    for name, wonder, shields, cards in (("Ann", "Rhodos", [0, 0, 0], ["Semiramis"]), ("Bob", "Gizah", [1, 1, 1], ["Stockade"]),
                                         ("Cid", "Babylon", [0, 0, 0], [])):
        players.append({"name": name, "wonder": wonder, "side": "A", "coins": 3, "cards": cards, "shields": shields,
                        "babel": {"tiles": []}})
    if shield_token:
        players[0]["babel"]["tokens"] = ["shield"]
    return {"game": "7w", "expansions": ["leaders", "babel"], "check": "military", "players": players}


# Semiramis from Age I or II (no Defeat is held before Age I, so both give the same Ages):
#   Age I:   Bob (1) beats Ann (0): Bob +1, Ann -1;  Ann-Cid tie;  Bob beats Cid (0): Bob +1, Cid -1.
#   Age II:  Ann 0 + 1 (shield token) + 1 (one Defeat held, Semiramis) = 2: beats Bob (Ann +3, Bob -1) and
#            Cid (Ann +3, Cid -1);  Bob beats Cid: Bob +3, Cid -1.
#   Age III: Ann still 2: Ann +5, +5; Bob -1; Cid -1;  Bob beats Cid: Bob +5, Cid -1.
SEMIRAMIS = {"Ann": [-1, 3, 3, 5, 5], "Bob": [1, 1, -1, 3, -1, 5], "Cid": [-1, -1, -1, -1, -1]}


def test_semiramis_with_a_great_project_shield_token():
    v = judged(semiramis_table(), SEMIRAMIS)
    assert v["legal"], v["problems"]
    assert [a["shields"]["Ann"] for a in v["ages"]] == [0, 2, 2]
    assert v["babel"]["shield_tokens"]["Ann"] == [0, 1, 1] and v["babel"]["tower_at_conflicts"] == [[], [], []]
    assert v["recruited"]["Ann"]["Semiramis"] in (1, 2)
    # without the shield token Ann is 1 strong in Age II: a tie with Bob, no +3 from him
    v = judged(semiramis_table(shield_token=False), SEMIRAMIS)
    assert not v["legal"] and {"Ann", "Bob"} <= {p["player"] for p in v["problems"]}
    # Semiramis recruited in Age III: Ann is 1 strong in Age II (the token only) and ties Bob
    doc = semiramis_table()
    doc["players"][0]["recruited"] = {"Semiramis": 3}
    v = judged(doc, SEMIRAMIS)
    assert not v["legal"] and v["ages"][1]["shields"]["Ann"] == 1


def test_a_bounded_search_says_how_many_combinations_it_tried(monkeypatch):
    # Tomyris' 3 Ages × tile 22 seen or not at each of 3 conflicts = 24 combinations; the first two (Tomyris
    # from Age I, no tile 22 at Ages I and II) do not fit: Ann holds a Defeat, which Tomyris from Age I gives away
    from referee.classic import whole_game
    monkeypatch.setattr(whole_game, "MAX_COMBINATIONS", 2)
    v = judged(tomyris_table(cities=True), WITH_DIPLOMACY)
    assert not v["legal"]
    assert any(r["text"].startswith("only the first 2 of the 24 ways") for r in v["reasons"])
    monkeypatch.setattr(whole_game, "MAX_COMBINATIONS", 24)
    assert judged(tomyris_table(cities=True), WITH_DIPLOMACY)["legal"]
