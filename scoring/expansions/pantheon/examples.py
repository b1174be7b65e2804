"""Pantheon documents for the conformance suites and the tests: legal tables, malformed ones with
the path to blame, referee documents (an activation's cost, a build), and a random extension of a
random Duel table that stays legal."""
from __future__ import annotations

import copy
import random

from scoring.core.game import BadExample
from scoring.expansions.pantheon.catalogue import pantheon_catalogue


def examples() -> tuple[dict, ...]:
    temples = {"game": "duel", "expansions": ["pantheon"], "conflict": 2, "players": [
        {"name": "Ana", "cards": ["Theater", "Altar", "Scriptorium", "Greek Grand Temple", "Roman Grand Temple"],
         "wonders": ["The Divine Theater", "The Pyramids"], "progress": ["Mysticism"], "coins": 10,
         "pantheon": {"divinities": ["Aphrodite", "Astarte"], "astarte_coins": 4,
                      "mythology_tokens": ["greek", "roman"], "offering_tokens": [3]}},
        {"name": "Bo", "cards": ["Baths", "Stable", "Egyptian Grand Temple"], "wonders": ["The Sanctuary"],
         "progress": ["Poliorcetics"], "coins": 7,
         "pantheon": {"divinities": ["Tanit", "Mars"], "mythology_tokens": ["egyptian"], "offering_tokens": [2]}}]}
    russian = {"game": "дуэль", "expansions": ["pantheon"], "conflict": -3, "players": [
        {"name": "Аня", "cards": ["Лесоповал", "Египетский великий храм"], "wonders": ["Святилище"], "coins": 5,
         "pantheon": {"divinities": ["Афродита"], "mythology_tokens": ["Египет"]}},
        {"name": "Борис", "cards": ["Глиняный карьер"], "progress": ["Мистицизм", "Инженерное дело"], "coins": 12,
         "pantheon": {"divinities": ["Астарта", "Зевс"], "astarte_coins": 7, "offering_tokens": [4, 2]}}]}
    plain = {"game": "duel", "expansions": ["pantheon"], "conflict": 0, "players": [
        {"name": "Ana", "cards": ["Lumber Yard"], "coins": 3}, {"name": "Bo", "cards": [], "coins": 4}]}
    return (temples, russian, plain)


def bad_examples() -> tuple:
    good = examples()[0]

    def player(seat: int, **pantheon) -> dict:
        doc = copy.deepcopy(good)
        doc["players"][seat]["pantheon"] = dict(doc["players"][seat]["pantheon"], **pantheon)
        return doc
    guild = copy.deepcopy(good)
    guild["players"][1]["cards"][-1] = "Merchants Guild"          # in place of Bo's Grand Temple
    return (
        BadExample(player(0, divinities=["Aphrodyte"]), "players[0].pantheon.divinities[0]", "misspelt divinity"),
        BadExample(player(1, divinities=["Tanit", "Aphrodite"]), "players[1].pantheon.divinities[1]",
                   "a divinity in both cities"),
        BadExample(player(0, astarte_coins=9), "players[0].pantheon.astarte_coins", "more coins than Astarte takes"),
        BadExample(player(1, astarte_coins=2), "players[1].pantheon.astarte_coins", "coins on Astarte without her"),
        BadExample(player(1, offering_tokens=[5]), "players[1].pantheon.offering_tokens[0]", "no such offering"),
        BadExample(player(0, mythology_tokens=["norse"]), "players[0].pantheon.mythology_tokens[0]",
                   "unknown mythology"),
        BadExample(guild, "players[1].cards", "a guild in a Pantheon game"),
        BadExample(dict(copy.deepcopy(good), pantheon_options={"zeus_tokens": "kept"}), "pantheon_options.zeus_tokens",
                   "an option's unknown value"),
    )


def referee_examples() -> tuple[dict, ...]:
    table = examples()[0]
    # the farthest space for Ana (space 6: 8 coins), her Offering token -3 → 5 coins
    activate = dict(copy.deepcopy(table), age=2, action={"player": "Ana", "activate": {
        "space": 6, "divinity": "Zeus", "offerings": [3]}})
    # the Gate on Bo's second space (space 5: 4 coins) costs twice, less The Sanctuary's 2 → 6
    gate = dict(copy.deepcopy(table), age=3, action={"player": "Bo", "activate": {"space": 5, "divinity": "gate"}})
    build = dict(copy.deepcopy(table), age=1, action={"player": "Bo", "build": "Lumber Yard"})
    return (activate, gate, build)


def _supreme_with(divinity, player: dict, duel) -> bool:
    """Would this Divinity's symbol (Ishtar's scales) give the player 6 different symbols? Kept out
    of random tables, which hold at most one supremacy already."""
    symbol = divinity.effect.get("science")
    if symbol is None:
        return False
    things = [duel.card(n) for n in player.get("cards", [])] + [duel.token(n) for n in player.get("progress", [])]
    held = {x.effect.science for x in things if x is not None and x.effect.science}
    return len(held | {symbol}) >= 6


def randomize(doc: dict, rng: random.Random) -> dict:
    """A random legal Duel table → the same table playing Pantheon: Grand Temples in place of the
    guilds, some Divinities, Mythology and Offering tokens, sometimes a Pantheon Wonder or token."""
    cat = pantheon_catalogue()
    doc["expansions"] = list(doc.get("expansions") or []) + ["pantheon"]
    from scoring.duel import catalogue
    duel = catalogue()
    temples = [t["name"] for t in cat.temples]
    rng.shuffle(temples)
    gods = list(cat.divinities)
    rng.shuffle(gods)
    gods = gods[:rng.randint(0, 5)]
    myths = [m.id for m in cat.mythologies for _ in range(cat.tokens_per_mythology)]
    rng.shuffle(myths)
    myths = myths[:rng.randint(0, cat.mythology_tokens_dealt)]
    offerings = [v for v in cat.offerings if rng.random() < 0.4]
    for seat, p in enumerate(doc["players"]):
        p["cards"] = [temples.pop() if (c := duel.card(name)) is not None and c.is_guild else name
                      for name in p["cards"]]
        mine = [d for d in gods[seat::2] if not _supreme_with(d, p, duel)]
        pantheon = {"divinities": [d.name for d in mine], "mythology_tokens": myths[seat::2],
                    "offering_tokens": offerings[seat::2]}
        if any(d.coins_on_card for d in mine):
            pantheon["astarte_coins"] = rng.randint(0, 7)
        p["pantheon"] = {k: v for k, v in pantheon.items() if v != []}
        if p.get("progress") and rng.random() < 0.5:
            p["progress"][rng.randrange(len(p["progress"]))] = ("Mysticism", "Poliorcetics")[seat]
        # a Wonder swapped for a Pantheon one (never The Great Library: its token is counted on the board)
        plain = [k for k, w in enumerate(p.get("wonders", [])) if not duel.wonder(w).effect.progress_from_box]
        if plain and rng.random() < 0.5:
            p["wonders"][rng.choice(plain)] = ("The Divine Theater", "The Sanctuary")[seat]
    return doc
