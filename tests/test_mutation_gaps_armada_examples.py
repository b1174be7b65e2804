"""Armada's examples (``scoring/expansions/armada/examples.py``) say what they show: the pad table's whole
sheet added up by hand from its rows (Armada rulebook: each guild scores at most 10 VP, data file
``armada.json`` rules.guild_cap), and each malformed table refused at its one path for its one reason."""
from __future__ import annotations

from example_checks import problems

from scoring import games
from scoring.expansions.armada.examples import bad_examples, examples

ROWS = ("military", "naval", "islands", "shipyard", "treasury", "wonder", "civilian", "science", "commercial", "guilds")


def test_the_pad_table_adds_up_row_by_row():
    result = games.score(examples()[0])
    sheet = {p.name: (p.coins, p.rank, [p.categories[row] for row in ROWS], p.total) for p in result.players}
    assert sheet == {
        # Ira's guilds 12 and 6: the first capped at 10 → 16; 6 + 9 + 7 + 5 + 2 + 10 + 18 + 13 + 4 + 16 = 90
        "Ira": (8, 1, [6, 9, 7, 5, 2, 10, 18, 13, 4, 16], 90),
        # no shipyard row: 0; -2 - 3 + 3 + 0 + 1 + 20 + 24 + 10 + 6 + 4 = 63
        "Oleg": (3, 3, [-2, -3, 3, 0, 1, 20, 24, 10, 6, 4], 63),
        # no islands row: 0; one guilds number (9, below the cap) as typed: 3 + 1 + 8 + 1 + 10 + 12 + 31 + 2 + 9 = 77
        "Sofia": (5, 2, [3, 1, 0, 8, 1, 10, 12, 31, 2, 9], 77)}
    assert [p.name for p in result.players] == ["Ira", "Oleg", "Sofia"]
    assert result.winners == ("Ira",) and result.extra == {"entry": "pad", "expansions": ["armada"]}


def test_the_russian_box_name_is_the_same_table():
    english, russian = examples()
    assert russian["expansions"] == ["Армада"] and english["expansions"] == ["armada"]
    assert {k: v for k, v in russian.items() if k != "expansions"} == \
        {k: v for k, v in english.items() if k != "expansions"}
    assert games.score(russian).to_json() == games.score(english).to_json()


ADD = 'comes with an expansion: add it to "expansions"'


def test_each_malformed_table_is_refused_at_its_path_for_its_reason():
    cards, capped, negative, text, without = bad_examples()
    [(path, message)] = problems(cards.doc)
    assert path == cards.path == "expansions[0]"
    assert message.startswith("Armada is scored on the score pad only: card-by-card scoring waits")
    assert cards.doc["players"] == [
        {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 1, "cards": ["Baths"], "coins": 3},
        {"name": "Oleg", "wonder": "Gizah", "side": "A", "cards": ["Altar"], "coins": 3},
        {"name": "Sofia", "wonder": "Babylon", "side": "A", "cards": ["Loom"], "coins": 3}]
    assert cards.doc["game"] == "7w" and cards.doc["expansions"] == ["armada"]
    assert problems(capped.doc) == [("players[1].pad.guilds", "with Armada each guild scores at most 10 VP, so the "
                                     "guilds row is entered guild by guild: a list of each guild's points, e.g. [7, 12]")]
    assert capped.doc["players"][1]["pad"]["guilds"] == 14
    assert problems(negative.doc) == [("players[0].pad.guilds[1]",
                                       "each item's points must be a whole number from 0 to 999, got -1")]
    assert problems(text.doc) == [("players[2].pad.guilds[1]",
                                   "each item's points must be a whole number from 0 to 999, got '7'")]
    # every Armada row the three cities fill (Ira: naval, islands, shipyard; Oleg: naval, islands; Sofia:
    # naval, shipyard), each refused; the guilds, set to 0, are not
    assert problems(without.doc) == [
        ("players[0].pad.naval", f"the Naval conflicts row {ADD}"), ("players[0].pad.islands", f"the Islands row {ADD}"),
        ("players[0].pad.shipyard", f"the Shipyard row {ADD}"),
        ("players[1].pad.naval", f"the Naval conflicts row {ADD}"), ("players[1].pad.islands", f"the Islands row {ADD}"),
        ("players[2].pad.naval", f"the Naval conflicts row {ADD}"), ("players[2].pad.shipyard", f"the Shipyard row {ADD}")]
    assert [b.path for b in bad_examples()] == ["expansions[0]", "players[1].pad.guilds", "players[0].pad.guilds[1]",
                                                "players[2].pad.guilds[1]", "players[0].pad.naval"]
