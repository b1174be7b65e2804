"""Agora's documents for the conformance suites and its city-screen section (as data)."""
from __future__ import annotations

import copy
import random

from scoring.core.game import BadExample, with_player
from scoring.core.i18n import N_, _, display

from scoring.duel import catalogue as duel_catalogue
from scoring.duel.document import SUPREMACY_SYMBOLS
from scoring.expansions.agora import catalogue as data

INFLUENCE = N_("Influence cubes in each Chamber of the Senate")
INFLUENCE_HINT = N_("How many of this player's cubes stand in each Chamber (12 at most). A Chamber goes to "
                    "whoever has more cubes in it; a tie is no one's.")
CONTROL = N_("Chambers this player controls (instead of the cubes)")
SENATORS = N_("Senators recruited")
HELD = N_("Conspiracies held face down")
PREPARED = N_("Conspiracies prepared")
TRIGGERED = N_("Conspiracies triggered")
CHAMBER = N_("Chamber {n} ({vp} VP)")
LEGEND = N_("Agora: the Senate")


def entry_sections() -> tuple[dict, ...]:
    # JSON keys are strings: the Chambers are shown by their number (1-6, left to right) and their VP told in the hint
    numbers = [c.number for c in data.chambers()]
    worth = ", ".join(_(CHAMBER).format(n=c.number, vp=c.vp) for c in data.chambers())
    plots = [c.name for c in data.conspiracies()]
    plot_names = {c.name: display(c) for c in data.conspiracies()}
    legend = {"legend": _(LEGEND)}
    return (
        {"id": "agora.influence", "field": "agora.influence", "label": _(INFLUENCE), "values": numbers,
         "kind": "count", "max": data.cubes_per_player(), "hint": _(INFLUENCE_HINT) + " " + worth, **legend},
        {"id": "agora.control", "field": "agora.control", "label": _(CONTROL), "values": numbers,
         "kind": "choose", "max": len(numbers), **legend},
        {"id": "agora.senators", "field": "agora.senators", "label": _(SENATORS),
         "values": list(range(data.senator_count() + 1)), **legend},
        {"id": "agora.conspiracies", "field": "agora.conspiracies", "label": _(HELD), "values": plots,
         "names": plot_names, "kind": "choose", "max": len(plots), **legend},
        {"id": "agora.prepared", "field": "agora.prepared", "label": _(PREPARED), "values": plots,
         "names": plot_names, "kind": "choose", "max": len(plots), **legend},
        {"id": "agora.triggered", "field": "agora.triggered", "label": _(TRIGGERED), "values": plots,
         "names": plot_names, "kind": "choose", "max": len(plots), **legend},
    )


def examples() -> tuple[dict, ...]:
    # facts E4: Chambers 1, 3 and 4 controlled, a tie in 2 → 1 + 3 + 3 = 7 VP
    senate = {"game": "duel", "expansions": ["agora"], "conflict": 2,
              "decrees": {"1": "Cheaper brown resources", "3": "Shield"},
              "players": [
                  {"name": "Ana", "cards": ["Theater", "Altar", "Lumber Yard"], "wonders": ["Knossos"],
                   "progress": ["Corruption"], "coins": 8,
                   "agora": {"influence": [1, 2, 3, 3, 4], "senators": 3, "triggered": ["Coup"],
                             "prepared": ["Blackmail"]}},
                  {"name": "Bo", "cards": ["Baths", "Clay Pool"], "wonders": ["The Sphinx"], "coins": 5,
                   "agora": {"influence": [2, 5, 6], "senators": 2, "conspiracies": ["Sabotage"]}}]}
    political = {"game": "duel", "expansions": ["агора"], "conflict": -3, "players": [
        {"name": "Ana", "cards": ["Palace", "Town Hall"], "wonders": ["The Colossus"], "coins": 12,
         "agora": {"senators": 1}},
        {"name": "Бен", "cards": ["Garrison", "Stable"], "wonders": ["Курия Юлия"], "progress": ["Organized Crime"],
         "coins": 2, "agora": {"control": [1, 2, 3, 4, 5, 6], "senators": 5}}]}
    control = {"game": "duel", "expansions": ["agora"], "players": [
        {"name": "Ira", "cards": ["Temple", "Statue"], "coins": 6, "agora": {"control": [3, 4]}},
        {"name": "Oleg", "cards": ["Scriptorium"], "coins": 9, "agora": {"control": [1, 6]}}]}
    return (senate, political, control)


def bad_examples() -> tuple[BadExample, ...]:
    good = examples()[0]
    agora0 = good["players"][0]["agora"]
    both = copy.deepcopy(examples()[2])
    both["players"][1]["agora"]["control"] = [1, 3]
    supreme = copy.deepcopy(examples()[1])
    supreme["conflict"] = 9
    return (
        BadExample(with_player(good, 0, agora=dict(agora0, influence=[1, 7])), "players[0].agora.influence[1]",
                   "no Chamber 7"),
        BadExample(with_player(good, 0, agora=dict(agora0, influence=[1] * 13)), "players[0].agora.influence",
                   "13 cubes: each player has 12"),
        BadExample(with_player(good, 1, agora={"conspiracies": ["Coup"]}), "players[1].agora.conspiracies[0]",
                   "a Conspiracy in both cities"),
        BadExample(with_player(good, 0, agora=dict(agora0, triggered=["Cup"])), "players[0].agora.triggered[0]",
                   "misspelt Conspiracy"),
        BadExample(both, "players[1].agora.control", "a Chamber controlled by both players"),
        BadExample(supreme, "conflict", "political and military supremacy at once"),
        BadExample(dict(good, decrees={"7": "Shield"}), "decrees.7", "no Chamber 7"),
        BadExample(dict(good, decree_reveal="never"), "decree_reveal", "no such reading"),
        BadExample(with_player(good, 0, agora=dict(agora0, senators=14)), "players[0].agora.senators",
                   "14 Senators: there are 13"),
    )


def referee_examples() -> tuple[dict, ...]:
    # Decree 10 in a Chamber Ana controls: brown resources bought from the bank cost 1 less, so
    # Statue's 2 clay cost her 2 × (2 + 1 − 1) = 4; Decree 1 in Bo's Chamber pays Bo 2 (the age) (facts B6)
    trade = {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 2,
             "decrees": {"1": "Cheaper brown resources", "3": "Coins for blue cards"},
             "players": [
                 {"name": "Ana", "cards": [], "coins": 7, "agora": {"influence": [1, 1]}},
                 {"name": "Bo", "cards": ["Clay Pool"], "coins": 7, "agora": {"influence": [2, 3]}}],
             "action": {"player": "Ana", "build": "Statue"}}
    senator = {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 1, "players": [
        {"name": "Ana", "cards": [], "coins": 1, "agora": {"senators": 2}},
        {"name": "Bo", "cards": [], "coins": 7}],
        "action": {"player": "Ana", "recruit": "Conspirator"}}
    plot = {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 2, "players": [
        {"name": "Ana", "cards": [], "coins": 3, "agora": {"prepared": ["Blackmail"], "influence": [3]}},
        {"name": "Bo", "cards": [], "coins": 9, "agora": {"influence": [4]}}],
        "action": {"player": "Ana", "trigger": "Blackmail"}}
    return (trade, senator, plot)


def randomize(doc: dict, rng: random.Random) -> dict:
    """A random legal Duel document → the same table playing Agora: cubes (at most 12 each), Senators,
    Conspiracies each in one place; an Agora Wonder or Progress token where there is room; a political
    supremacy only when no other supremacy ended the game."""
    other = _other_supremacy(doc)
    doc["expansions"] = list(doc.get("expansions") or []) + ["agora"]
    plots = [c.name for c in data.conspiracies()]
    rng.shuffle(plots)
    for p in doc["players"]:
        cubes = [rng.randint(1, 6) for _ in range(rng.randint(0, data.cubes_per_player()))]
        agora: dict = {"influence": cubes, "senators": rng.randint(0, 6)}
        for place in ("conspiracies", "prepared", "triggered"):
            agora[place] = [plots.pop() for _ in range(rng.randint(0, 2))]
        p["agora"] = agora
    _add_agora_pieces(doc, rng)
    if other:
        _no_political(doc)
    return doc


def _add_agora_pieces(doc: dict, rng: random.Random) -> None:
    wonders = [w["name"] for w in data.duel_wonders()]
    built = sum(len(p.get("wonders", [])) for p in doc["players"])
    for p in doc["players"]:
        if wonders and rng.random() < 0.4 and len(p.get("wonders", [])) < 4 and built < 7:
            p["wonders"] = list(p.get("wonders", [])) + [wonders.pop(rng.randrange(len(wonders)))]
            built += 1
    tokens = [t["name"] for t in data.duel_progress()]
    held = sum(len(p.get("progress", [])) for p in doc["players"])
    p = rng.choice(doc["players"])
    if held < 5 and rng.random() < 0.4:
        p["progress"] = list(p.get("progress", [])) + [rng.choice(tokens)]


def _other_supremacy(doc: dict) -> bool:
    """Did a military or scientific supremacy end this table (read from Duel's cards and tokens: the
    document before Agora joins it, whatever other expansion it plays)?"""
    cat = duel_catalogue()
    for p in doc["players"]:
        things = [cat.card(n) for n in p.get("cards", [])] + [cat.token(n) for n in p.get("progress", [])]
        if len({t.effect.science for t in things if t is not None and t.effect.science}) >= SUPREMACY_SYMBOLS:
            return True
    return abs(doc.get("conflict", 0)) == cat.capital


def _no_political(doc: dict) -> None:
    """Drop one cube of whoever holds all six Chambers until no one does (another supremacy ended it)."""
    while True:
        counts = [[p["agora"]["influence"].count(n) for n in range(1, 7)] for p in doc["players"]]
        whole = [s for s in (0, 1) if all(counts[s][k] > counts[1 - s][k] for k in range(6))]
        if not whole:
            return
        doc["players"][whole[0]]["agora"]["influence"].remove(6)
