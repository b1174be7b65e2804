"""Cities' random tables (``scoring/expansions/cities/examples.py`` ``randomize``) hold everything Cities
adds, in each of its states (Cities rulebook: black cards, Debt tokens, Diplomacy tokens from the black
cards that give them, sat out in the age they allow at the earliest), and its examples are tables of their own."""
from __future__ import annotations

import copy
import random

from scoring import games
from scoring.expansions.cities import EXPANSION
from scoring.expansions.cities import catalogue as data
from scoring.expansions.cities.examples import examples, randomize, referee_examples


def test_each_example_is_a_table_of_its_own():
    # a caller may change a table it is handed (a suite adds a player's field)
    shields, _, options = examples()
    before = copy.deepcopy(shields)
    for p in options["players"]:
        p["cards"].append("Baths")
        p["coins"] = 99
    assert shields == before
    build, loss = referee_examples()
    before = copy.deepcopy(build)
    for p in loss["players"]:
        p["cards"].append("Baths")
    assert build == before


def test_random_tables_hold_each_state_of_what_cities_adds():
    game = games.get("7w")
    black = {c["name"] for c in data.data()["cards"]}
    sources = set(data.diplomacy_sources())
    seen = {"no black card": 0, "no debt": 0, "a source not used": 0}
    ages = set()
    for seed in range(150):
        doc = game.random_document(random.Random(seed), expansions=(EXPANSION,))
        for p in doc["players"]:
            if p.get("free_city"):
                continue
            mine = [c for c in p["cards"] if c in black]
            seen["no black card"] += not mine
            seen["no debt"] += "debt" not in p
            seen["a source not used"] += any(c in sources for c in mine) and not p.get("diplomacy")
            ages.update(p.get("diplomacy", ()))
    assert all(seen.values()), seen
    assert ages == {1, 2, 3}


def test_a_table_already_playing_another_expansion_keeps_it():
    doc = games.get("7w").random_document(random.Random(3))
    doc["expansions"] = ["leaders"]
    assert randomize(doc, random.Random(3))["expansions"] == ["leaders", "cities"]


def test_a_seat_on_another_box_board_keeps_it():
    # a board of the Wonder Pack is not one of the base game's: Cities never swaps it for one of its own
    for seed in range(40):
        doc = {"game": "7w", "expansions": ["wonderpack"], "players": [
            {"name": f"P{i}", "wonder": w, "side": "A", "stages": 0, "coins": 3, "cards": []}
            for i, w in enumerate(("Stonehenge", "Catan", "Manneken Pis"))]}
        out = randomize(doc, random.Random(seed))
        assert [p["wonder"] for p in out["players"]] == ["Stonehenge", "Catan", "Manneken Pis"]
