"""One joint choice of the science symbols: the wildcards, the Cities masks' copies, Aristotle's bonus
(Leaders) and Babel's science tokens, chosen together for the whole score the symbols feed
(``scoring.core.science.choose``), whatever the order the expansions compose in.

Rules: n² per symbol plus 7 per set of three different symbols (seed 000, 5 Научные постройки);
Aristotle +3 per set (Leaders data file, ``science_set_bonus``); a science token 3 per set (seed 004,
Награды); a mask copies one green card of a neighbour (Cities data file, rules ``masks``)."""
from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest

from scoring import games
from scoring.core.result import Line
from scoring.core.science import CopyPool, choose, declared

GAME = games.get("7w")
SCIENCE_CARDS = ["Apothecary", "Dispensary", "Workshop", "Scientists Guild"]      # 2 compasses, a gear, a wildcard


def doc(cards, expansions, tokens=None, oleg=("Lodge", "Scriptorium")):
    ira = {"name": "Ira", "wonder": "Babylon", "side": "A", "stages": 2, "coins": 0, "cards": cards}
    if tokens is not None:
        ira["babel"] = {"tokens": tokens}
    return {"game": "7w", "expansions": list(expansions), "players": [
        ira,
        {"name": "Oleg", "wonder": "Gizah", "side": "A", "stages": 0, "coins": 0, "cards": list(oleg)},
        {"name": "Sofia", "wonder": "Rhodos", "side": "A", "stages": 0, "coins": 0, "cards": []}]}


def ira(d):
    return next(p for p in GAME.score(d).players if p.name == "Ira")


def science_lines(p):
    return [(d.source, d.points, d.text) for d in p.details if d.category == "science"]


def test_the_mask_copies_the_tablet_when_aristotle_counts():
    # Babylon A's stage 2 and the Scientists Guild: 2 wildcards; 2 compasses, a gear; the Spy Ring
    # copies Oleg's Lodge (compass) or Scriptorium (tablet). Copying the compass, the science row's best
    # is 5 compasses + 1 gear = 25 + 1 = 26 with no set (Aristotle 0), or 4-1-1 = 16+1+1+7 = 25 + 3 = 28;
    # copying the tablet, 2-2-2 = 3×4 + 2×7 = 26 and Aristotle 2 sets × 3 = 6: 32, the best
    p = ira(doc(SCIENCE_CARDS + ["Spy Ring", "Aristotle"], ("cities", "leaders")))
    assert (p.categories["science"], p.categories["leaders"]) == (26, 6)
    assert p.total == 3 + 26 + 6            # + Babylon A's stage 1 (3 VP); nothing else scores
    assert p.choices["copies"] == [{"source": "Spy Ring", "symbol": "tablet", "from": "Scriptorium", "city": "Oleg"}]
    assert Counter(w["symbol"] for w in p.choices["wildcards"]) == Counter({"gear": 1, "tablet": 1})
    assert ("Spy Ring", 0, "Spy Ring: copies a tablet of Oleg (a neighbour's green card)") in science_lines(p)
    assert ("science", 26, "Science: 2 compass, 2 gear, 2 tablet → 26 (the masks copy the neighbours' symbols)"
            ) in science_lines(p)
    leaders = [d for d in p.details if d.category == "leaders"]
    assert [(d.points, d.text) for d in leaders] == [(6, "Aristotle: 2 × 3 VP")]


def test_without_aristotle_the_mask_keeps_the_best_science_row():
    # the same city without Aristotle: both copies give 26 (5-1-0 or 2-2-2); the first found (compass) stays
    p = ira(doc(SCIENCE_CARDS + ["Spy Ring"], ("cities", "leaders")))
    assert p.categories["science"] == 26 and p.total == 3 + 26
    assert p.choices["copies"][0]["symbol"] == "compass"


def test_the_mask_copies_the_tablet_when_a_science_token_counts():
    # a science token (3 per set) in place of Aristotle: the same arithmetic, the 6 in the science row
    # (the token scores in the row of what it counts: Babel data notes)
    p = ira(doc(SCIENCE_CARDS + ["Spy Ring"], ("cities", "babel"), tokens=["science"]))
    assert p.categories["science"] == 26 + 6 and p.total == 3 + 26 + 6
    assert p.choices["copies"][0]["symbol"] == "tablet"
    token = [d for d in p.details if d.source == "Science token"]
    assert [d.points for d in token] == [6] and "2 sets" in token[0].text


def test_aristotle_and_a_science_token_choose_together():
    # 4 compasses, a gear, 2 wildcards: 6-1-0 = 36+1 = 37 with no set; 5-1-1 = 25+1+1+7 = 34 with one.
    # Aristotle alone (+3) or the token alone (+3) only ties 37, so each alone keeps 6-1-0 (ties go to
    # the science row); both count: 34 + 3 + 3 = 40
    cards = ["Apothecary", "Dispensary", "Lodge", "Academy", "Workshop", "Scientists Guild", "Aristotle"]
    p = ira(doc(cards, ("babel", "leaders"), tokens=["science"], oleg=["Scriptorium"]))
    assert (p.categories["science"], p.categories["leaders"]) == (34 + 3, 3)
    assert p.total == 3 + 34 + 3 + 3
    for tokens, without in ((["science"], "Aristotle"), ([], None)):
        alone = ira(doc([c for c in cards if c != without], ("babel", "leaders"), tokens=tokens, oleg=["Scriptorium"]))
        assert (alone.categories["science"], alone.categories["leaders"]) == (37, 0)


def test_masks_aristotle_and_a_science_token_choose_together():
    # the first city with both: copying the tablet, 2-2-2 = 26 + Aristotle 6 + the token 6 = 38;
    # copying the compass the best is 4-1-1 = 25 + 3 + 3 = 31
    p = ira(doc(SCIENCE_CARDS + ["Spy Ring", "Aristotle"], ("cities", "babel", "leaders"), tokens=["science"]))
    assert (p.categories["science"], p.categories["leaders"]) == (26 + 6, 6)
    assert p.total == 3 + 26 + 6 + 6
    assert p.choices["copies"][0]["symbol"] == "tablet"


@pytest.mark.parametrize("order", list(permutations(["cities", "babel", "leaders"])))
def test_the_order_of_composition_changes_no_score(order, monkeypatch):
    d = doc(SCIENCE_CARDS + ["Spy Ring", "Aristotle"], ("cities", "babel", "leaders"), tokens=["science"])
    for n, eid in enumerate(order):
        monkeypatch.setattr(next(e for e in GAME.expansions if e.id == eid), "order", n + 1)
    p = ira(d)
    assert (p.categories["science"], p.categories["leaders"], p.total) == (26 + 6, 6, 3 + 26 + 6 + 6)
    assert p.choices["copies"][0]["symbol"] == "tablet"
    token = [d.points for d in p.details if d.source == "Science token"]
    assert token == [6]
    assert sum(d.points for d in p.details if d.category == "science") == p.categories["science"]


def test_choose_counts_every_declared_value_and_pool():
    def describe(card, copy):
        return Line("science", card, 0, f"{card} → {copy['symbol'] if copy else None}")
    pool = CopyPool(("Spy Ring",), ({"symbol": "compass", "from": "Lodge", "city": "Oleg"},
                                    {"symbol": "tablet", "from": "Scriptorium", "city": "Oleg"}), describe)
    wild = [{"source": "a", "symbol": "compass"}, {"source": "b", "symbol": "compass"}]
    symbols = Counter({"compass": 2, "gear": 1})
    plain = choose(symbols, wild, pools={"cities": pool})
    assert (plain.science, plain.total, plain.copies[0]["symbol"]) == (26, 26, "compass")
    per_set = {"leaders": lambda final: 3 * min(final[s] for s in ("compass", "gear", "tablet"))}
    with declared(per_set, {"cities": pool}):
        joint = choose(symbols, wild)
    assert (joint.science, joint.total, joint.copies[0]["symbol"]) == (26, 32, "tablet")
    assert joint.final == Counter({"compass": 2, "gear": 2, "tablet": 2})
    # the copying card's line says what it copies now, in its place
    before = [Line("science", "science", 26, "row"), describe("Spy Ring", plain.copies[0]), Line("guilds", "x", 1, "x")]
    assert [d.text for d in joint.copy_lines(before)] == ["row", "Spy Ring → tablet", "x"]
    # outside the seat's scoring nothing is declared any more: no copy, 3-1-1 = 9+1+1+7 = 18
    alone = choose(symbols, wild)
    assert (alone.total, alone.copies, alone.wildcards) == (18, (), ("compass", "tablet"))


def test_the_great_wall_mask_chooses_with_aristotle_and_a_science_token():
    # The Great Wall B's stage 2: a wildcard limited to the neighbours' green symbols (Ira's tablet,
    # Sofia's compass). Oleg: 4 compasses (Euclid's too), a gear, the Scientists Guild and the mask:
    # 6-1-0 = 37 with no set, 5-1-1 = 34 with one; Aristotle (+3) and the science token (+3) together
    # make 5-1-1 worth 40, either alone only ties 37
    d = {"game": "7w", "expansions": ["wonderpack", "leaders", "babel"], "players": [
        {"name": "Ira", "wonder": "Gizah", "side": "A", "stages": 0, "coins": 0, "cards": ["Scriptorium"]},
        {"name": "Oleg", "wonder": "The Great Wall", "side": "B", "wall_stages": [2], "coins": 0,
         "cards": ["Apothecary", "Lodge", "Academy", "Euclid", "Workshop", "Scientists Guild", "Aristotle"],
         "babel": {"tokens": ["science"]}},
        {"name": "Sofia", "wonder": "Rhodos", "side": "A", "stages": 0, "coins": 0, "cards": ["Dispensary"]}]}
    oleg = next(p for p in GAME.score(d).players if p.name == "Oleg")
    assert (oleg.categories["science"], oleg.categories["leaders"]) == (34 + 3, 3)
    assert Counter(w["symbol"] for w in oleg.choices["wildcards"]) == Counter({"compass": 1, "tablet": 1})
    assert any("the mask copies a" in d.text for d in oleg.details if d.category == "science")
