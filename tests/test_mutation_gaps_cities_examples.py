"""Cities' examples (``scoring/expansions/cities/examples.py``) say what they show: each legal table's whole
sheet worked out by hand from the Cities rulebook and the data file ``scoring/data/cities.json`` (the
black cards' VP, Petra and Byzantium's stages, the guilds), each malformed table refused at its path
for its reason, and the referee's two tables (a black card bought, its coin loss split)."""
from __future__ import annotations

import copy

from example_checks import problems, sheet

from referee import registry
from scoring import games
from scoring.expansions.cities.examples import bad_examples, examples, referee_examples


def test_the_shields_table_with_diplomacy_ages():
    shields = examples()[0]
    # Oleg sits out ages I and II (Residence, Byzantium A stage 2): Ira (Militia, 2 shields) and Sofia
    # (Barracks, 1) fight on both sides, Ira winning +1 +1 and +3 +3; in age III Oleg (0 shields) loses
    # to both: Ira +5 +5 = 18, Sofia five -1 and a +5 = 0, Oleg -1 -1
    assert sheet(shields) == {
        # Petra A stages 3 + 7; 10 coins → 3; Hideout 2, Lair 3, Secret Society 5 (her black cards: Militia,
        # Hideout, Spy Ring, Lair and itself); Apothecary's compass and Spy Ring's copy of Oleg's gear: 1 + 1
        "Ira": (10, 1, {"military": 18, "treasury": 3, "wonder": 10, "science": 2, "cities": 10}, 43),
        # 4 coins → 1, debt 3 → -2; Byzantium A 3 + 2; gear and tablet 1 + 1; Residence 1; Guild of Shadows:
        # Sofia's 2 black cards and Ira's 5 → 7
        "Oleg": (4, 3, {"military": -2, "treasury": -2, "wonder": 5, "science": 2, "guilds": 7, "cities": 1}, 11),
        # 6 coins → 2, debt 1 → 1; Rhodos A stage 1: 3; Gates of the City 4, Slave Market her 1 victory;
        # Mourners' Guild: Ira's 6 victories, Oleg's none → 6
        "Sofia": (6, 2, {"treasury": 1, "wonder": 3, "guilds": 6, "cities": 5}, 15)}


def test_the_other_readings_of_the_table_options():
    shields = examples()[0]
    options = examples()[2]
    # Secret Society without itself (table option secret_society_self "ignored"): Ira's 4 other black cards
    mine = sheet(options)
    assert mine["Ira"] == (10, 1, {"military": 18, "treasury": 3, "wonder": 10, "science": 2, "cities": 9}, 42)
    assert {k: v for k, v in mine.items() if k != "Ira"} == {k: v for k, v in sheet(shields).items() if k != "Ira"}
    assert (options["secret_society_self"], options["masks_same_card"]) == ("ignored", "yes")


def test_eight_players_in_tokens_mode():
    eight = examples()[1]
    # no conflict token entered: no military row; coins ÷ 3 (P5's debt 6 → 2 - 6); Tabularium 6, Capitol 8,
    # Embassy 3, Cenotaph 5, Gambling Den no VP, Counterfeiters' Guild 5, Lair 3 (Torture Chamber copies no
    # green symbol: its neighbours have none), Residence 1; ties broken by coins (P3 before P0, P7 before P2)
    assert sheet(eight) == {
        "P0": (3, 3, {"treasury": 1, "cities": 6}, 7), "P1": (4, 1, {"treasury": 1, "cities": 8}, 9),
        "P2": (5, 6, {"treasury": 1, "cities": 3}, 4), "P3": (6, 2, {"treasury": 2, "cities": 5}, 7),
        "P4": (7, 7, {"treasury": 2}, 2), "P5": (8, 8, {"treasury": -4, "guilds": 5}, 1),
        "P6": (9, 4, {"treasury": 3, "cities": 3}, 6), "P7": (10, 5, {"treasury": 3, "cities": 1}, 4)}
    assert [(p["wonder"], p["side"], p["stages"]) for p in eight["players"]] == [
        (w, "A", 0) for w in ("Rhodos", "Alexandria", "Ephesos", "Olympia", "Halikarnassos", "Gizah", "Babylon", "Petra")]
    assert eight["players"][2]["diplomacy"] == [3]      # Embassy: P2 sat out age III


def test_each_malformed_table_is_refused_at_its_path():
    debt, age, token, twice, masks, society = bad_examples()
    assert problems(debt.doc) == [("players[1].debt", "debt must be a whole number 0 or more: the VP the player's "
                                   "Debt tokens cost (-1 and -5 tokens added up, without the sign), got -2")]
    assert problems(age.doc) == [("players[1].diplomacy", "diplomacy must list the ages (1, 2, 3) at whose conflict "
                                  "the player was absent with a Diplomacy token, each once, e.g. [2]; got [4]")]
    assert problems(token.doc) == [("players[2].diplomacy", "Sofia sat out the conflict of age I but has too few "
                                    "Diplomacy tokens by then: each comes from a card (Consulate, Embassy, Residence), "
                                    "a stage of Byzantium or Aspasia, one per conflict")]
    assert ("players[2].cards[0]", "2 cities hold Hideout but only 1 copy exists with 3 players") in problems(twice.doc)
    assert problems(masks.doc) == [("masks_same_card", "masks_same_card is \"no\" (the default, the app's reading) "
                                    "or \"yes\", got 'maybe'")]
    assert problems(society.doc) == [("secret_society_self", "secret_society_self is \"counted\" (the default, the "
                                      "app's reading) or \"ignored\", got False")]


def test_the_referee_tables():
    build, loss = referee_examples()
    # Lair costs wood and glass: Ira's Lumber Yard, Oleg's glass (Alexandria, left) for 2 of her 4 coins;
    # Lair's coin loss: 2 coins from each other player (each holds 3)
    verdict = registry.referee(build)
    assert (verdict["legal"], verdict["player"], verdict["card"]) == (True, "Ira", "Lair")
    assert [r["text"] for r in verdict["reasons"]] == [
        "Lair costs 1 glass, 1 wood",
        "Ira produces 1 wood; buys 1 glass from the left neighbour (Oleg) for 2 coins; pays 2 of the 4 coins "
        "held at the start of the turn"]
    splits = [{"coins": 0, "debt": 2}, {"coins": 1, "debt": 1}, {"coins": 2, "debt": 0}]
    assert [(x["player"], x["owes"], x["coins"], x["splits"]) for x in verdict["coin_loss"]["losses"]] == [
        ("Oleg", 2, 3, splits), ("Sofia", 2, 3, splits)]
    verdict = registry.referee(loss)
    assert (verdict["check"], verdict["legal"], verdict["source"], verdict["player"]) == ("coin_loss", True, "Lair", "Ira")
    assert [(x["player"], x["owes"], x["paid"], x["legal"]) for x in verdict["losses"]] == [
        ("Oleg", 2, {"coins": 1, "debt": 1}, True), ("Sofia", 2, {"coins": 2, "debt": 0}, True)]
    assert "action" not in loss and build["action"] == {"player": "Ira", "build": "Lair"}


def test_random_cities_tables_are_legal_and_hold_what_cities_adds():
    # Cities rulebook: the black cards (one copy each), Debt tokens, Diplomacy tokens from the black cards;
    # a Cities board (Petra, Byzantium) for a seat whose built stages gave no shield (the table's shields
    # never go down)
    import random

    from scoring.expansions.cities import EXPANSION
    from scoring.expansions.cities import catalogue as data
    game = games.get("7w")
    black = {c["name"] for c in data.data()["cards"]}
    boards = {w["name"] for w in data.data()["wonders"]}
    seen = {"black": 0, "debt": 0, "diplomacy": 0, "board": 0, "built": 0}
    for seed in range(150):
        doc = game.random_document(random.Random(seed), expansions=(EXPANSION,))
        assert doc["expansions"] == ["cities"]
        game.score(copy.deepcopy(doc))                   # legal: no BadInput
        for p in doc["players"]:
            seen["black"] += any(c in black for c in p["cards"])
            seen["debt"] += p.get("debt", 0) > 0
            seen["diplomacy"] += bool(p.get("diplomacy"))
            seen["board"] += p["wonder"] in boards
            seen["built"] += p["wonder"] in boards and p.get("stages", 0) > 0
            assert not (p.get("free_city") and any(c in black for c in p["cards"]))
    assert all(seen.values()), seen
