"""Cities for the conformance suites: legal tables, malformed ones with the path to blame, tables
with an action for the referee, and a random legal table extended with Cities."""
from __future__ import annotations

import copy
import random

from scoring.core.game import BadExample, with_player

from scoring.expansions.cities import catalogue as data


def examples() -> tuple[dict, ...]:
    # shields mode with a Diplomacy age: Oleg (Residence, age I) sits out age I, Ira and Sofia fight
    shields = {"game": "7w", "expansions": ["cities"], "players": [
        {"name": "Ira", "wonder": "Petra", "side": "A", "stages": 2, "coins": 10, "shields": [2, 2],
         "cards": ["Lumber Yard", "Militia", "Apothecary", "Hideout", "Spy Ring", "Lair", "Secret Society"]},
        {"name": "Oleg", "wonder": "Byzantium", "side": "A", "stages": 2, "coins": 4, "debt": 3,
         "diplomacy": [1, 2], "shields": [0, 0], "cards": ["Residence", "Workshop", "Scriptorium", "Guild of Shadows"]},
        {"name": "Sofia", "wonder": "Rhodos", "side": "A", "stages": 1, "coins": 6, "debt": 1, "shields": [1, 1],
         "cards": ["Barracks", "Loom", "Gates of the City", "Slave Market", "Mourners' Guild"]}]}
    # tokens mode: Anna sat out age III (Embassy); eight players
    eight = {"game": "7w", "expansions": ["cities"], "players": [
        {"name": f"P{i}", "wonder": w, "side": "A", "stages": 0, "coins": 3 + i, "cards": cards}
        for i, (w, cards) in enumerate([("Rhodos", ["Tabularium"]), ("Alexandria", ["Capitol"]),
                                        ("Ephesos", ["Embassy"]), ("Olympia", ["Cenotaph"]),
                                        ("Halikarnassos", ["Gambling Den"]), ("Gizah", ["Counterfeiters' Guild"]),
                                        ("Babylon", ["Torture Chamber", "Lair"]), ("Petra", ["Residence"])])]}
    eight["players"][2]["diplomacy"] = [3]
    eight["players"][5]["debt"] = 6
    # the table options' other readings (data file table_options): Ira's Secret Society without itself
    options = dict(copy.deepcopy(shields), secret_society_self="ignored", masks_same_card="yes")
    return shields, eight, options


def bad_examples() -> tuple[BadExample, ...]:
    good = examples()[0]
    return (
        BadExample(with_player(good, 1, debt=-2), "players[1].debt", "negative debt"),
        BadExample(with_player(good, 1, diplomacy=[4]), "players[1].diplomacy", "no such age"),
        BadExample(with_player(good, 2, diplomacy=[1]), "players[2].diplomacy", "a Diplomacy age without a token"),
        BadExample(with_player(good, 2, cards=["Hideout"]), "players[2].cards[0]", "a black card in two cities"),
        BadExample(dict(good, masks_same_card="maybe"), "masks_same_card", "unknown option value"),
        BadExample(dict(good, secret_society_self=False), "secret_society_self", "unknown option value"),
    )


def referee_examples() -> tuple[dict, ...]:
    # a black card bought with a neighbour's resource; a coin loss split between coins and debt
    build = {"game": "7w", "expansions": ["cities"], "age": 2, "players": [
        {"name": "Ira", "wonder": "Gizah", "side": "A", "cards": ["Lumber Yard"], "coins": 4},
        {"name": "Oleg", "wonder": "Alexandria", "side": "A", "cards": [], "coins": 3},
        {"name": "Sofia", "wonder": "Ephesos", "side": "A", "cards": [], "coins": 3}],
        "action": {"player": "Ira", "build": "Lair"}}
    loss = copy.deepcopy(build)
    del loss["action"]
    loss["check"] = "coin_loss"
    loss["loss"] = {"card": "Lair", "player": "Ira", "paid": {"Oleg": {"coins": 1, "debt": 1}, "Sofia": {"coins": 2}}}
    return build, loss


def _sources_by(city_cards: list[str]) -> list[int]:
    own = data.diplomacy_sources()
    ages = {c["name"]: c["age"] for c in data.data()["cards"]}
    return sorted(ages[c] for c in city_cards if c in own)


def randomize(doc: dict, rng: random.Random) -> dict:
    """The table playing Cities: black cards dealt at random (one copy each), some debt, the
    Diplomacy ages the black cards allow, a board of Cities for a seat whose built stages give no shield."""
    doc["expansions"] = list(doc.get("expansions") or []) + ["cities"]
    players = [p for p in doc["players"] if not p.get("free_city")]
    black = [c["name"] for c in data.data()["cards"]]
    rng.shuffle(black)
    for p in players:
        mine = [black.pop() for _ in range(rng.randint(0, 3)) if black]
        p["cards"] = list(p.get("cards", [])) + mine
        if rng.random() < 0.5:
            p["debt"] = rng.randint(0, 12)
        sources = _sources_by(mine)
        if sources and rng.random() < 0.6:
            p["diplomacy"] = [max(sources[0], rng.randint(1, 3))]
    if rng.random() < 0.4:
        seat = rng.choice(players)
        board = rng.choice(data.data()["wonders"])
        side = rng.choice(sorted(board["sides"]))
        from scoring.classic.catalogue import catalogue
        old = catalogue(doc.get("game", "7w")).wonder(seat["wonder"])
        built = old.sides[seat["side"]].stages[: seat.get("stages", 0)] if old is not None else ()
        if old is not None and not any(st.effect.shields for st in built):
            seat.update(wonder=board["name"], side=side,
                        stages=min(seat.get("stages", 0), len(board["sides"][side]["stages"])))
    return doc
