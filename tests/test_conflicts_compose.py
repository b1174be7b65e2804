"""One Age's conflicts with every 1st-edition expansion that changes them at the table together: each
expansion's referee adds its change (``RefereeExpansion.conflict``) and the base game's check folds them
in the composition order, so none answers the check alone: Leaders' Tomyris and Semiramis, Babel's tiles
19 and 22 and Great Project shield tokens (seed 004, 19, 22, Награды), Cities' Diplomacy, the Wonder
Pack's boards."""
from __future__ import annotations

import itertools

import pytest

from referee.registry import referee

# Ann holds Tomyris (0 shields), Bob Semiramis (1 shield and one Defeat token held: 2 in the conflict),
# Cid 2 shields, Dan 0; without an expansion's cards their seats are the same with no leader.
LEADERS = {"Ann": ["Tomyris"], "Bob": ["Semiramis"]}


def doc(expansions, tower=(), **more) -> dict:
    players = []
    for name, wonder, shields in (("Ann", "Rhodos", 0), ("Bob", "Gizah", 1), ("Cid", "Babylon", 2),
                                  ("Dan", "Olympia", 0)):
        p = {"name": name, "wonder": wonder, "side": "A", "coins": 3, "shields": shields,
             "cards": list(LEADERS.get(name, ())) if "leaders" in expansions else []}
        if "babel" in expansions:
            p["babel"] = {"tiles": list(tower) if name == "Ann" else []}
        p.update(more.get(name, {}))
        players.append(p)
    players[1]["military"] = [-1]
    d = {"game": "7w", "expansions": list(expansions), "check": "military", "age": 2, "players": players}
    if "babel" in expansions:
        d["tower"] = list(tower)
    return d


def with_expansions(expansions, tower=(22,)) -> dict:
    more = {}
    if "cities" in expansions:               # Cid sits out Age II with the Residence's Diplomacy token
        more["Cid"] = {"diplomacy": [2], "cards": ["Residence"]}
    if "wonderpack" in expansions:
        more["Dan"] = {"wonder": "The Great Wall"}
    return referee(doc(expansions, tower if "babel" in expansions else (), **more))


def test_leaders_and_babel_tile_22_doubles_the_defeat_tomyris_gives_away():
    # seed 004, 22: "если игрок должен взять 1 жетон Поражения, то он вместо этого берёт 2"; Tomyris: the
    # Defeat her city would take goes to the winner — both tokens, under tile 22
    v = with_expansions(("leaders", "babel"))
    assert v["shields"]["Bob"] == 2 and v["tokens"]["Bob"]["right"] == [3, -1, -1]
    assert v["tokens"]["Ann"]["left"] == [] and v["tokens"]["Ann"]["right"] == []
    assert v["tokens"]["Dan"]["right"] == [-1, -1]              # Cid beats Dan: two Defeat tokens
    texts = [r["text"] for r in v["reasons"]]
    assert "Tile 22 is visible in the tower at this conflict" in texts
    assert "Semiramis: Bob holds 1 Defeat token, counted as shields: 2 in this conflict" in texts


def test_leaders_and_babel_tile_19_lowers_the_victory_semiramis_wins():
    # seed 004, 19: 1 → nothing, 3 → 1, 5 → 3
    v = with_expansions(("leaders", "babel"), tower=(19,))
    assert v["tokens"]["Bob"]["right"] == [1, -1] and v["tokens"]["Cid"]["left"] == [1]


def test_a_great_project_shield_token_adds_to_semiramis_city():
    d = doc(("leaders", "babel"), Bob={"babel": {"tiles": [], "tokens": ["shield"]}})
    v = referee(d)
    # Bob: 1 entered + 1 Great Project shield + 1 per Defeat held (Semiramis) = 3 beats Cid's 2
    assert v["tokens"]["Bob"]["left"] == [3] and v["tokens"]["Cid"]["right"] == [-1]
    assert "Semiramis: Bob holds 1 Defeat token, counted as shields: 3 in this conflict" in [
        r["text"] for r in v["reasons"]]


PAIRS = [("leaders", "cities"), ("cities", "babel"), ("leaders", "babel"), ("leaders", "wonderpack"),
         ("babel", "wonderpack"), ("cities", "wonderpack"), ("leaders", "cities", "babel", "wonderpack")]


def expected(expansions) -> dict:
    """The tokens of Age II worked out by hand: Bob 2 strong with Semiramis (else 1); tile 22 doubles a
    Defeat; Tomyris gives Ann's Defeat to Bob; Cid sits out with Diplomacy (Bob then faces Dan)."""
    leaders, babel, cities = ("leaders" in expansions, "babel" in expansions, "cities" in expansions)
    defeat = [-1, -1] if babel else [-1]
    out = {n: {"left": [], "right": []} for n in ("Ann", "Bob", "Cid", "Dan")}
    out["Bob"]["right"] += [3] + (defeat if leaders else [])           # Bob beats Ann
    out["Ann"]["left"] += [] if leaders else defeat
    if cities:
        out["Bob"]["left"] += [3]                                       # Bob beats Dan, Cid away
        out["Dan"]["right"] += defeat
    else:
        out["Cid"]["left"] += [3]                                       # Cid beats Dan
        out["Dan"]["right"] += defeat
        if not leaders:                                                 # 1 against 2; Semiramis ties
            out["Cid"]["right"] += [3]
            out["Bob"]["left"] += defeat
    return {n: dict(t, total=sum(t["left"] + t["right"])) for n, t in out.items()}


@pytest.mark.parametrize("expansions", PAIRS)
def test_each_pair_and_the_four_fold_in_every_change(expansions):
    v = with_expansions(expansions)
    assert v["absent"] == (["Cid"] if "cities" in expansions else [])
    assert v["tokens"] == expected(expansions)


def test_the_four_together_under_tiles_19_and_22():
    v = with_expansions(("leaders", "cities", "babel", "wonderpack"), tower=(19, 22))
    # Bob (1 + Semiramis' 1 = 2) beats Ann and Dan: +3 lowered to +1 (19), each Defeat doubled (22);
    # Ann's two go to Bob (Tomyris); Cid sits out (Diplomacy); Dan (0) ties Ann (0)
    assert v["absent"] == ["Cid"]
    assert v["tokens"]["Bob"] == {"left": [1], "right": [1, -1, -1], "total": 0}
    assert v["tokens"]["Dan"] == {"left": [], "right": [-1, -1], "total": -2}
    assert v["tokens"]["Ann"]["total"] == 0
    rules = " ".join(r["rule"] for r in v["reasons"])
    for cited in ("Babel", "Leaders", "Cities"):
        assert cited in rules


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_pair_and_the_four_answer_without_error(lang):
    from scoring.core.i18n import use_language
    for k in (2, 4):
        for expansions in itertools.combinations(("leaders", "cities", "babel", "wonderpack"), k):
            with use_language(lang):
                v = with_expansions(expansions)
            assert v["legal"] and v["check"] == "military" and v["age"] == 2
