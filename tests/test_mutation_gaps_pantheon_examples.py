"""Pantheon's examples (``scoring/expansions/pantheon/examples.py``) say what they show: each legal table's
whole sheet worked out by hand from the Duel and Pantheon rulebooks and the data files (``duel.json``,
``pantheon.json``: Aphrodite 9 VP, Astarte 1 VP a coin left, the Grand Temples 5/12/21 VP, Mysticism
2 VP a kept token, The Divine Theater 2 VP), each malformed table refused at its path for its reason,
and the referee's three tables (an activation with an Offering token, the Gate, a free build)."""
from __future__ import annotations

import copy

from example_checks import problems, sheet

from referee import registry
from scoring import games
from scoring.expansions.pantheon.examples import (
    bad_examples,
    examples,
    referee_examples,
)


def test_the_temples_table():
    temples = examples()[0]
    assert sheet(temples) == {
        # Theater 3 + Altar 3; The Divine Theater 2 + The Pyramids 9; 10 coins → 3; the pawn 2 spaces toward
        # Bo → 2; two Grand Temples → 12; Aphrodite 9 + Astarte's 4 coins left 4; Mysticism: 2 Mythology and
        # 1 Offering tokens × 2 = 6
        "Ana": (10, 1, {"civilian": 6, "wonders": 11, "treasury": 3, "military": 2, "guilds": 12,
                        "divinities": 13, "progress": 6}, 53),
        # Baths 3; 7 coins → 2; one Grand Temple → 5; Tanit, Mars, The Sanctuary and Poliorcetics: no VP
        "Bo": (7, 2, {"civilian": 3, "treasury": 2, "guilds": 5}, 10)}
    assert games.score(temples).extra["victory"] == "civilian"


def test_the_russian_table():
    russian = examples()[1]
    assert sheet(russian) == {
        # 5 coins → 1; the Egyptian Grand Temple 5; Aphrodite 9
        "Аня": (5, 2, {"treasury": 1, "guilds": 5, "divinities": 9}, 15),
        # 12 coins → 4; the pawn 3 spaces toward Аня → 5; Astarte's 7 coins 7; Mysticism: 2 Offering tokens × 2
        "Борис": (12, 1, {"treasury": 4, "military": 5, "divinities": 7, "progress": 4}, 20)}
    boris = games.score(copy.deepcopy(russian)).players[1]
    assert [d.text for d in boris.details if d.category == "military"] == ["Conflict pawn 3 spaces toward Аня's capital → 5"]


def test_the_plain_table_is_a_tie():
    plain = examples()[2]
    # 3 and 4 coins → 1 each, no civilian points: the victory is shared (Duel rulebook, end of the game)
    assert sheet(plain) == {"Ana": (3, 1, {"treasury": 1}, 1), "Bo": (4, 1, {"treasury": 1}, 1)}
    assert games.score(plain).winners == ("Ana", "Bo")


def test_each_malformed_table_is_refused_at_its_path():
    temples = examples()[0]
    bad = bad_examples()
    assert ("players[0].pantheon.divinities[0]", "unknown Divinity 'Aphrodyte'; did you mean 'Aphrodite'?") \
        in problems(bad[0].doc)
    expected = [
        [("players[1].pantheon.divinities[1]", "Aphrodite is also in players[0]'s city: there is one in the box")],
        [("players[0].pantheon.astarte_coins", "coins on Astarte are a whole number 0 to 7, got 9")],
        [("players[1].pantheon.astarte_coins", "coins on Astarte need Astarte among this player's divinities")],
        [("players[1].pantheon.offering_tokens[0]", "an Offering token is one of 2, 3, 4 (the coins it takes off), got 5")],
        [("players[0].pantheon.mythology_tokens[0]",
          "unknown mythology 'norse'; the mythologies are mesopotamian, phoenician, greek, egyptian, roman")],
        [("players[1].cards", "Merchants Guild is a Guild: with Pantheon the Grand Temples take the Guilds' place in "
          "age III and no Guild is used")],
        [("pantheon_options.zeus_tokens", "zeus_tokens is one of discarded, to_player, got 'kept'")]]
    assert [problems(b.doc) for b in bad[1:]] == expected
    # each changes one thing of the temples table
    assert bad[6].doc["players"][1]["cards"] == ["Baths", "Stable", "Merchants Guild"]
    assert {k: v for k, v in bad[7].doc.items() if k != "pantheon_options"} == temples


def test_the_referee_tables():
    activate, gate, build = referee_examples()
    # space 6 costs Ana 8 coins, her Offering token takes 3 off: 5 of her 10
    verdict = registry.referee(activate)
    assert (verdict["legal"], verdict["player"], verdict["action"]) == (True, "Ana", "activate")
    assert verdict["pantheon"] == {"space": 6, "divinity": "Zeus", "cost": 5, "astarte_coins": 4, "offering_tokens": []}
    assert verdict["cost"] == {"bank": 5, "opponent": 0}
    assert verdict["after"]["coins"] == {"Ana": 5, "Bo": 7}
    assert [r["text"] for r in verdict["reasons"]][:2] == [
        "space 6 of the Pantheon costs Ana 8 coins (the printed cost on their side)",
        "Offering tokens spent (−3): 5; each is discarded"]
    # the Gate on space 5 (4 coins) costs twice: 8, less The Sanctuary's 2 → 6 of Bo's 7
    verdict = registry.referee(gate)
    assert (verdict["legal"], verdict["player"]) == (True, "Bo")
    assert verdict["pantheon"]["cost"] == 6 and verdict["after"]["coins"] == {"Bo": 1, "Ana": 10}
    assert [r["text"] for r in verdict["reasons"]][:3] == [
        "space 5 of the Pantheon costs Bo 4 coins (the printed cost on their side)",
        "the Gate costs 2 times its space: 8 coins", "The Sanctuary: 2 coins less → 6"]
    # Lumber Yard costs nothing
    verdict = registry.referee(build)
    assert (verdict["legal"], verdict["player"], verdict["card"], verdict["cost"]) == \
        (True, "Bo", "Lumber Yard", {"bank": 0, "opponent": 0})
    assert verdict["after"]["coins"] == {"Ana": 10, "Bo": 7}
    assert [(d["age"], d["action"]) for d in (activate, gate, build)] == [
        (2, {"player": "Ana", "activate": {"space": 6, "divinity": "Zeus", "offerings": [3]}}),
        (3, {"player": "Bo", "activate": {"space": 5, "divinity": "gate"}}),
        (1, {"player": "Bo", "build": "Lumber Yard"})]


def _divinity(name: str):
    from scoring.expansions.pantheon.catalogue import pantheon_catalogue
    return next(d for d in pantheon_catalogue().divinities if d.name == name)


def test_a_divinity_is_kept_out_of_a_random_city_when_its_symbol_would_make_six():
    from scoring.duel import catalogue
    from scoring.expansions.pantheon.examples import _supreme_with
    duel = catalogue()
    ishtar, aphrodite = _divinity("Ishtar"), _divinity("Aphrodite")
    # plumb, wheel, quill, mortar and sundial: Ishtar's scales make six (Duel rulebook, scientific supremacy)
    five = {"cards": ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy"]}
    assert _supreme_with(ishtar, five, duel) is True
    assert _supreme_with(aphrodite, five, duel) is False                      # no symbol
    assert _supreme_with(ishtar, {"cards": five["cards"][:4]}, duel) is False  # five with the scales
    assert _supreme_with(ishtar, {"cards": five["cards"][:4], "progress": ["Law"]}, duel) is False  # Law: scales too
    assert _supreme_with(ishtar, {"cards": five["cards"][:4] + ["University"]}, duel) is True       # the globe
    assert _supreme_with(ishtar, {"cards": five["cards"][:3] + ["Library", "University"]}, duel) is False
    assert _supreme_with(ishtar, {"cards": ["Workshop", "Apothecary", "Scriptorium", "Pharmacist"],
                                  "progress": ["Mysticism"]}, duel) is False
    assert _supreme_with(ishtar, {"progress": ["Law"]}, duel) is False and _supreme_with(ishtar, {}, duel) is False


def test_random_pantheon_tables_are_legal_and_hold_what_pantheon_adds():
    import random

    from scoring.expansions.pantheon import EXPANSION
    game = games.get("duel")
    seen = {"divinities": 0, "mythology_tokens": 0, "offering_tokens": 0, "astarte_coins": 0}
    for seed in range(120):
        doc = game.random_document(random.Random(seed), expansions=(EXPANSION,))
        assert doc["expansions"] == ["pantheon"]
        game.score(copy.deepcopy(doc))                   # legal: no BadInput
        for p in doc["players"]:
            pantheon = p.get("pantheon", {})
            assert 0 <= pantheon.get("astarte_coins", 0) <= 7
            for key in seen:
                seen[key] += key in pantheon
    assert all(seen.values()), seen
