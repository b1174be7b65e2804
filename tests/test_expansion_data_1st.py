"""The data files of the 1st-edition expansions: Leaders, Cities, the Wonder Pack, Armada, Edifice.

scoring/data/{leaders,cities,wonderpack,armada,edifice}.json hold the cards, boards and rules of
../shared/facts/leaders-cities.md and ../shared/facts/armada-edifice-wonder-pack.md, each fact
with its source key.  These tests hold the files to the counts the facts state (36 + 6 leaders,
27 black cards ...), to the choices made on disputed points (facts, Part D), and to their own
rules: every effect key documented, every source key defined, every name meaning one thing.
Each checker returns its problems as sentences, so a broken copy of the data is shown to fail.
"""
from __future__ import annotations

import copy
import json
from collections import Counter
from importlib import resources

import pytest

from scoring.classic.catalogue import _EFFECT_KEYS, COLOURS, COUNTABLE, OWNERS, RESOURCES
from scoring.core.names import normalise

FILES = ("leaders", "cities", "wonderpack", "armada", "edifice")
LANGS = ("ru", "uk")
COLOURS_1ST = COLOURS + ("white", "black")          # leaders are white, City cards black
ROWS_1ST = ("military", "treasury", "wonder", "civilian", "science", "commercial", "guilds", "leaders", "cities")


def _load(name: str) -> dict:
    text = resources.files("scoring").joinpath("data").joinpath(f"{name}.json").read_text(encoding="utf-8")
    return json.loads(text)


DATA = {name: _load(name) for name in FILES}
BASE = _load("7w")


# -- the named things of a file ---------------------------------------------------

def _cards(data: dict) -> list[dict]:
    """Everything with a name a player may list in a city: leaders, black cards, guilds, Armada cards."""
    return data.get("leaders", []) + data.get("cards", []) + data.get("guilds", [])


def _wonders(data: dict) -> list[dict]:
    return data.get("wonders", [])


def _stages(data: dict):
    for w in _wonders(data):
        for side, s in w["sides"].items():
            if "start" in s:
                yield f"{w['name']} {side} start", s["start"]
            for i, st in enumerate(s["stages"]):
                yield f"{w['name']} {side} stage {i + 1}", st["effect"]


def _effects(data: dict):
    """(where, effect dict) of every card and every stage (and start power) of the file."""
    for c in _cards(data):
        yield c["name"], c["effect"]
    yield from _stages(data)


# -- checkers: each returns a list of problems --------------------------------------

def _documented_keys(data: dict) -> set[str]:
    # Armada's cards carry kinds without amounts ("effect_kinds"), documented the same way
    return set(data.get("effect_keys_reused", {})) | set(data.get("effect_keys_added", {})) \
        | set(data.get("effect_kinds", {}))


def effect_problems(data: dict) -> list[str]:
    """Every effect key is documented; a reused key exists in 7w.json's loader or in the file it names."""
    problems = []
    known = _documented_keys(data)
    for where, effect in _effects(data):
        for key in set(effect) - known:
            problems.append(f"{where}: effect key {key!r} is not documented in the file")
    for key, meaning in data.get("effect_keys_reused", {}).items():
        home = meaning.split(":", 1)[0]
        if home == "7w.json":
            if key not in _EFFECT_KEYS:
                problems.append(f"reused key {key!r} is not a 7w.json effect key")
        elif home.removesuffix(".json") in DATA:
            if key not in DATA[home.removesuffix(".json")].get("effect_keys_added", {}):
                problems.append(f"reused key {key!r} is not added by {home}")
        else:
            problems.append(f"reused key {key!r}: meaning must start with the defining file, got {home!r}")
    for key, meaning in data.get("effect_keys_added", {}).items():
        if key in _EFFECT_KEYS:
            problems.append(f"added key {key!r} already exists in 7w.json")
        if not isinstance(meaning, str) or len(meaning) < 15:
            problems.append(f"added key {key!r} has no meaning")
    return problems


def _countables(data: dict) -> set[str]:
    found = set(COUNTABLE) | set(data.get("countables_added", {}))
    for key, meaning in data.get("countables_reused", {}).items():
        home = meaning.split(":", 1)[0].removesuffix(".json")
        if key in DATA.get(home, {}).get("countables_added", {}):
            found.add(key)
    return found


def count_problems(data: dict) -> list[str]:
    """A 'score'/'income' counts a documented countable in known cities with an integer amount."""
    problems = []
    countables = _countables(data)
    for where, effect in _effects(data):
        for key, amount in (("score", "vp"), ("income", "coins")):
            if key not in effect:
                continue
            count = effect[key]
            if not set(count["per"]) <= countables or not set(count["of"]) <= set(OWNERS) \
                    or not isinstance(count[amount], int) or count[amount] <= 0:
                problems.append(f"{where}: bad {key} {count!r}")
    return problems


def _cost_ok(cost) -> bool:
    return isinstance(cost, dict) and set(cost) <= set(RESOURCES) \
        and all(isinstance(n, int) and n > 0 for n in cost.values())


def cost_problems(data: dict) -> list[str]:
    problems = []
    for c in _cards(data):
        if not _cost_ok(c.get("cost", {})):
            problems.append(f"{c['name']}: bad resource cost {c.get('cost')!r}")
        coins = c.get("coins", 0)
        if not isinstance(coins, int) or not 0 <= coins <= 6:
            problems.append(f"{c['name']}: coin cost {coins!r} out of 0..6")
        if c.get("colour", "").lower() not in COLOURS_1ST:
            problems.append(f"{c['name']}: unknown colour {c.get('colour')!r}")
    for w in _wonders(data):
        for side, s in w["sides"].items():
            if s["produce"] is not None and s["produce"] not in RESOURCES:
                problems.append(f"{w['name']} {side}: unknown resource {s['produce']!r}")
            for i, st in enumerate(s["stages"]):
                if not _cost_ok(st["cost"]) or not (st["cost"] or st.get("coins")):
                    problems.append(f"{w['name']} {side} stage {i + 1}: bad cost")
    return problems


def side_problems(data: dict) -> list[str]:
    """A wonder side uses only the fields its file documents (side_fields); a stage only cost/coins/effect."""
    problems = []
    documented = set(data.get("side_fields", {}))
    for w in _wonders(data):
        for side, s in w["sides"].items():
            for field in set(s) - documented:
                problems.append(f"{w['name']} {side}: side field {field!r} is not documented in side_fields")
            for i, st in enumerate(s["stages"]):
                if not set(st) <= {"cost", "coins", "effect"}:
                    problems.append(f"{w['name']} {side} stage {i + 1}: unknown fields {sorted(set(st) - {'cost', 'coins', 'effect'})}")
    return problems


def _source_lists(data: dict):
    for group in ("leaders", "cards", "guilds", "wonders", "tokens", "promos", "rules", "islands", "projects",
                  "wonders_missing"):
        for thing in data.get(group, []):
            yield f"{group}: {thing.get('name', thing.get('id'))}", thing.get("sources", [])
    for row_id, row in data.get("rows", {}).items():
        yield f"row {row_id}", row.get("sources", [])


def source_problems(data: dict) -> list[str]:
    """Every source key cited by a card, board, rule, token or row is defined in 'sources'."""
    problems = []
    defined = set(data["sources"])
    for where, keys in _source_lists(data):
        if where.startswith(("leaders", "cards", "guilds", "wonders:", "rules", "islands", "projects")) and not keys:
            problems.append(f"{where}: no source")
        for key in set(keys) - defined:
            problems.append(f"{where}: source {key!r} is not defined in 'sources'")
    return problems


def _named(data: dict) -> list[dict]:
    return _cards(data) + _wonders(data) + data.get("islands", []) + data.get("projects", [])


def names_problems(data: dict) -> list[str]:
    """ru/uk lists are sourced: translations listed in names_translated, gaps in names_not_found."""
    problems = []
    translated = data.get("names_translated", {})
    missing = data["names_not_found"]
    for thing in _named(data):
        for lang in LANGS:
            names = thing.get(lang)
            if not isinstance(names, list) or not all(isinstance(n, str) and n.strip() for n in names):
                problems.append(f"{thing['name']}: {lang} must be a list of names")
                continue
            src = thing.get("names_src", {}).get(lang, [])
            for key in src:
                if key not in data["names_sources"][lang] and key not in data["sources"]:
                    problems.append(f"{thing['name']}: {lang} name source {key!r} is not defined")
            if not names:
                if thing["name"] not in missing[lang]:
                    problems.append(f"{thing['name']}: no {lang} name and not in names_not_found")
                continue
            if thing["name"] in missing[lang]:
                problems.append(f"{thing['name']}: has a {lang} name yet is in names_not_found")
            if not src:
                problems.append(f"{thing['name']}: {lang} names without names_src")
            is_translation = src == ["TR"]
            if is_translation != (thing["name"] in translated.get(lang, [])):
                problems.append(f"{thing['name']}: {lang} names_src {src} disagrees with names_translated")
    return problems


def _spellings(thing: dict, langs) -> set[str]:
    words = set()
    if "en" in langs:
        words |= {thing["name"], *thing.get("aliases", ())}
        if thing.get("title"):
            words.add(thing["title"])
    for lang in set(langs) & set(LANGS):
        words |= set(thing.get(lang, ()))
    return {normalise(w) for w in words}


def clash_problems(groups: dict[str, list[dict]], langs) -> list[str]:
    """No spelling (normalised as the look-up does) names two different things of one kind."""
    owner: dict[str, str] = {}
    problems = []
    for label, things in groups.items():
        for thing in things:
            me = f"{label}: {thing['name']}"
            for spelling in _spellings(thing, langs):
                other = owner.setdefault(spelling, me)
                if other != me:
                    problems.append(f"{spelling!r} names both {other} and {me}")
    return problems


def _card_groups() -> dict[str, list[dict]]:
    groups = {"7w.json": BASE["cards"]}
    groups.update({f"{name}.json": _cards(DATA[name]) for name in FILES})
    return groups


def _wonder_groups() -> dict[str, list[dict]]:
    groups = {"7w.json": BASE["wonders"]}
    groups.update({f"{name}.json": _wonders(DATA[name]) for name in FILES})
    return groups


# -- every file keeps its own rules ----------------------------------------------

CHECKERS = (effect_problems, count_problems, cost_problems, side_problems, source_problems, names_problems)


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("checker", CHECKERS, ids=lambda f: f.__name__)
def test_file_keeps_its_rules(name, checker):
    assert checker(DATA[name]) == []


@pytest.mark.parametrize("lang", ("en",) + LANGS)
def test_every_card_name_means_one_card_across_the_game(lang):
    # base cards included: a leader or black card may not take a base card's name in any language
    assert clash_problems(_card_groups(), (lang,)) == []
    assert clash_problems(_wonder_groups(), (lang,)) == []


def test_no_spelling_means_two_things_in_different_languages():
    assert clash_problems(_card_groups(), ("en",) + LANGS) == []
    assert clash_problems(_wonder_groups(), ("en",) + LANGS) == []


# -- the checkers catch a broken edit -----------------------------------------------

def _broken(name: str, edit) -> dict:
    data = copy.deepcopy(DATA[name])
    edit(data)
    return data


def test_an_undocumented_effect_key_is_caught():
    data = _broken("leaders", lambda d: d["leaders"][0]["effect"].update({"teleport": 1}))
    assert effect_problems(data) == ["Alexander: effect key 'teleport' is not documented in the file"]
    data = _broken("cities", lambda d: d["effect_keys_reused"].update({"mystery": "leaders.json: nothing"}))
    assert effect_problems(data) == ["reused key 'mystery' is not added by leaders.json"]


def test_an_unknown_countable_or_resource_is_caught():
    data = _broken("cities", lambda d: d["guilds"][1]["effect"]["score"].update({"per": ["pink"]}))
    assert count_problems(data) and "Guild of Shadows" in count_problems(data)[0]
    data = _broken("wonderpack", lambda d: d["wonders"][0]["sides"]["A"]["stages"][0]["cost"].update({"gold": 1}))
    assert cost_problems(data) == ["The Great Wall A stage 1: bad cost"]
    data = _broken("leaders", lambda d: d["leaders"][0].update({"coins": 9}))
    assert cost_problems(data) == ["Alexander: coin cost 9 out of 0..6"]
    data = _broken("cities", lambda d: d["wonders"][0]["sides"]["A"].update({"start_coins": 4}))
    assert side_problems(data) == ["Petra A: side field 'start_coins' is not documented in side_fields"]


def test_an_undefined_source_key_is_caught():
    data = _broken("cities", lambda d: d["cards"][0]["sources"].append("NOWHERE"))
    assert source_problems(data) == ["cards: Residence: source 'NOWHERE' is not defined in 'sources'"]


def test_a_translation_not_marked_as_one_is_caught():
    data = _broken("leaders", lambda d: d["names_translated"]["ru"].remove("Cleopatra"))
    assert names_problems(data) == ["Cleopatra: ru names_src ['TR'] disagrees with names_translated"]
    data = _broken("wonderpack", lambda d: d["wonders"][1].update({"uk": []}))
    assert names_problems(data) == ["Stonehenge: no uk name and not in names_not_found"]


def test_a_name_taken_twice_is_caught():
    groups = _card_groups()
    groups["cities.json"] = copy.deepcopy(groups["cities.json"])
    groups["cities.json"][0]["ru"].append("Таверна")          # the base Tavern's Russian name
    assert clash_problems(groups, ("ru",)) == ["'таверна' names both 7w.json: Tavern and cities.json: Residence"]


# -- Leaders (facts: leaders-cities.md, Part A and D) ----------------------------------

LEADERS = {c["name"]: c for c in DATA["leaders"]["leaders"]}
LEADERS_BOX = [
    "Alexander", "Amytis", "Archimedes", "Aristotle", "Bilkis", "Caesar", "Cleopatra", "Croesus", "Euclid",
    "Hammurabi", "Hannibal", "Hatshepsut", "Hiram", "Hypatia", "Imhotep", "Justinian", "Leonidas",
    "Maecenas", "Midas", "Nebuchadnezzar", "Nefertiti", "Nero", "Pericles", "Phidias", "Plato", "Praxiteles",
    "Ptolemy", "Pythagoras", "Ramses", "Sappho", "Solomon", "Tomyris", "Varro", "Vitruvius", "Xenophon",
    "Zenobia",
]
CITIES_LEADERS = ["Aspasia", "Berenice", "Caligula", "Darius", "Diocletian", "Semiramis"]


def test_thirty_six_leaders_and_six_of_cities():
    # OFF-LR: 36 Leader cards; OFF-CR: 6 Leader cards in Cities (not 4)
    boxes = Counter(c["box"] for c in LEADERS.values())
    assert boxes == {"leaders": 36, "cities": 6}
    assert sorted(n for n, c in LEADERS.items() if c["box"] == "leaders") == sorted(LEADERS_BOX)
    assert sorted(n for n, c in LEADERS.items() if c["box"] == "cities") == CITIES_LEADERS
    assert all(c["colour"] == "white" for c in LEADERS.values())


def test_leader_costs_are_coins_only_from_1_to_6():
    # OFF-LR: 'Their cost ... is in coins only'; Pericles 6 (BGG-L's '1-5' is pre-release).
    # The spread of the 42 printed costs (facts A5): 1 Croesus Maecenas Nero Sappho Vitruvius; 5 Caesar
    # Euclid Ptolemy Pythagoras Ramses; 6 Pericles
    for c in LEADERS.values():
        assert "cost" not in c and isinstance(c["coins"], int) and 1 <= c["coins"] <= 6, c["name"]
    assert Counter(c["coins"] for c in LEADERS.values()) == {1: 5, 2: 9, 3: 13, 4: 9, 5: 5, 6: 1}
    assert LEADERS["Pericles"]["coins"] == 6


def test_disputed_leader_values_keep_the_choices_of_the_facts():
    # facts Part D: Croesus 6 coins (not 5); Aspasia 2 VP + diplomacy; Semiramis 2 coins (not 5)
    assert LEADERS["Croesus"]["effect"] == {"coins": 6}
    assert LEADERS["Aspasia"]["effect"] == {"vp": 2, "diplomacy": 1}
    assert LEADERS["Semiramis"]["coins"] == 2
    assert LEADERS["Plato"]["effect"]["sets"]["colours"] == list(COLOURS[:4]) + ["green", "red", "purple"]
    assert LEADERS["Justinian"]["effect"] == {"sets": {"colours": ["blue", "red", "green"], "vp": 3}}
    assert LEADERS["Aristotle"]["effect"] == {"science_set_bonus": 3}


def test_leaders_score_rows_and_timing():
    rows = {c["row"] for c in LEADERS.values()}
    assert rows <= set(ROWS_1ST) | {None}
    timings = set(DATA["leaders"]["timings"])
    assert {c["timing"] for c in LEADERS.values()} <= timings
    # every leader whose effect gives VP lands in the leaders row
    vp_keys = {"vp", "score", "sets", "vp_per_coins", "science_set_bonus"}
    for c in LEADERS.values():
        if vp_keys & set(c["effect"]):
            assert c["row"] == "leaders", c["name"]
    assert DATA["leaders"]["rows"]["leaders"]["after"] == "guilds"          # facts A9: after the 7 base rows
    assert DATA["leaders"]["rows"]["leaders"]["printed_order"][-2:] == ["science", "leaders"]


def test_leaders_guilds_and_rome():
    guilds = {g["name"]: g for g in DATA["leaders"]["guilds"]}
    assert sorted(guilds) == ["Architects' Guild", "Courtesans' Guild", "Diplomats' Guild", "Gamers' Guild"]
    # facts Part D: O O O C P L, not KV-TXT's O O O G L
    assert guilds["Architects' Guild"]["cost"] == {"ore": 3, "clay": 1, "papyrus": 1, "cloth": 1}
    assert all(g["colour"] == "purple" and g["age"] == 3 for g in guilds.values())
    (rome,) = DATA["leaders"]["wonders"]
    a, b = rome["sides"]["A"], rome["sides"]["B"]
    assert a["produce"] is None and b["produce"] is None
    assert [len(a["stages"]), len(b["stages"])] == [2, 3]
    assert [s["effect"].get("vp") for s in a["stages"]] == [4, 6]
    assert a["start"] == {"leader_cost": {"self": "free"}}
    assert b["start"] == {"leader_cost": {"self": 2, "neighbours": 1}}
    assert b["stages"][0]["effect"] == {"coins": 5, "draw_leaders": 4}


def test_leaders_rules_cite_a_rulebook_section():
    rules = {r["id"]: r for r in DATA["leaders"]["rules"]}
    assert rules["starting_coins"]["value"] == 6
    assert rules["discard_for_coins"]["value"] == 3
    assert rules["draft"]["value"] == {"dealt": 4, "kept": 4, "pass": "right"}
    for r in rules.values():
        assert r["cite"]["book"] in ("leaders", "cities") and r["cite"]["section"], r["id"]
        assert r["status"], r["id"]


# -- Cities (facts: leaders-cities.md, Part B and D) -----------------------------------

CITY_CARDS = {c["name"]: c for c in DATA["cities"]["cards"]}


def test_twenty_seven_black_cards_nine_per_age():
    # OFF-CR: 9 Age I + 9 Age II + 9 Age III City cards; one copy each
    assert Counter(c["age"] for c in CITY_CARDS.values()) == {1: 9, 2: 9, 3: 9}
    assert all(c["colour"] == "black" and c["players"] == [] for c in CITY_CARDS.values())
    assert len(DATA["cities"]["guilds"]) == 3       # OFF-CR: 3 guilds (BGG-C's 4 was an advance copy)


def test_disputed_black_cards_keep_the_choices_of_the_facts():
    # facts Part D: Hideout 1 coin; Sepulcher S G L, 4 VP; Brotherhood W W O L; Slave Market O O W W
    assert CITY_CARDS["Hideout"]["effect"]["others_lose"] == {"coins": 1}
    assert CITY_CARDS["Sepulcher"]["cost"] == {"stone": 1, "glass": 1, "cloth": 1}
    assert CITY_CARDS["Sepulcher"]["effect"] == {"vp": 4, "others_lose": {"coins": 1, "per": "victory"}}
    assert CITY_CARDS["Brotherhood"]["cost"] == {"wood": 2, "ore": 1, "cloth": 1}
    assert CITY_CARDS["Capitol"]["coins"] == 2
    assert CITY_CARDS["Slave Market"]["cost"] == {"ore": 2, "wood": 2}


def test_coin_losses_and_diplomacy_are_well_formed():
    losers = {n for n, c in CITY_CARDS.items() if "others_lose" in c["effect"]}
    assert losers == {"Hideout", "Lair", "Sepulcher", "Brotherhood", "Builders' Union", "Cenotaph"}
    for name, effect in _effects(DATA["cities"]):
        loss = effect.get("others_lose")
        if loss:
            assert isinstance(loss["coins"], int) and loss["coins"] > 0, name
            assert loss.get("per", "victory") in ("victory", "stage"), name
    diplomats = {n for n, c in CITY_CARDS.items() if "diplomacy" in c["effect"]}
    assert diplomats == {"Residence", "Consulate", "Embassy"}
    masks = {n for n, c in CITY_CARDS.items() if "science_copy" in c["effect"]}
    assert masks == {"Pigeon Loft", "Spy Ring", "Torture Chamber"}


def test_black_card_points_land_in_the_cities_row():
    for c in CITY_CARDS.values():
        assert c["row"] in ROWS_1ST + (None,), c["name"]
        if {"vp", "score"} & set(c["effect"]):
            assert c["row"] == "cities", c["name"]
    rows = DATA["cities"]["rows"]
    assert rows["cities"]["after"] == "leaders" and rows["debt"]["in_row"] == "treasury"


def test_petra_byzantium_and_the_tokens():
    wonders = {w["name"]: w for w in DATA["cities"]["wonders"]}
    assert sorted(wonders) == ["Byzantium", "Petra"]
    petra, byz = wonders["Petra"]["sides"], wonders["Byzantium"]["sides"]
    assert (petra["A"]["produce"], byz["A"]["produce"]) == ("clay", "stone")
    assert [s.get("coins") for s in petra["A"]["stages"]] == [None, 7, None]
    assert [s.get("coins") for s in petra["B"]["stages"]] == [None, 14]
    assert [len(byz["A"]["stages"]), len(byz["B"]["stages"])] == [3, 2]
    tokens = {t["id"]: t for t in DATA["cities"]["tokens"]}
    assert {i: t["count"] for i, t in tokens.items()} == {"debt-1": 27, "debt-5": 4, "diplomacy": 3}
    assert tokens["debt-5"]["score"] == {"points": -5}


def test_cities_rules_cite_a_section_and_leave_8_players_open():
    rules = {r["id"]: r for r in DATA["cities"]["rules"]}
    assert rules["players"]["value"] == {"min": 2, "max": 8}
    assert "NOT FOUND" in rules["players"]["rule"]
    assert rules["hand_size"]["value"] == {"dealt": 8, "played": 7}
    for r in rules.values():
        assert r["cite"]["section"] and r["status"], r["id"]


# -- Wonder Pack (facts: armada-edifice-wonder-pack.md, section 3) -----------------------

def test_four_wonder_pack_boards_and_the_catan_promo():
    boards = {w["name"]: w for w in DATA["wonderpack"]["wonders"]}
    assert sorted(n for n, w in boards.items() if w["box"] == "wonderpack") == \
        ["Abu Simbel", "Manneken Pis", "Stonehenge", "The Great Wall"]
    assert [n for n, w in boards.items() if w["box"] == "promo"] == ["Catan"]
    stages = {n: [len(w["sides"][s]["stages"]) for s in ("A", "B")] for n, w in boards.items()}
    assert stages == {"The Great Wall": [4, 4], "Stonehenge": [3, 2], "Abu Simbel": [3, 2],
                      "Manneken Pis": [3, 1], "Catan": [3, 2]}
    great_wall = boards["The Great Wall"]["sides"]
    assert great_wall["A"]["stages_any_order"] and great_wall["B"]["stages_any_order"]
    assert boards["Manneken Pis"]["sides"]["A"]["start_coins"] == 4
    assert all(side["requires"] == ["leaders"] for side in boards["Abu Simbel"]["sides"].values())


# -- Armada and Edifice: the score pad and what is missing -----------------------------

def test_armada_rows_and_the_guild_cap():
    armada = DATA["armada"]
    assert list(armada["rows"]) == ["naval", "islands", "shipyard"]
    assert "min" not in armada["rows"]["naval"] and armada["rows"]["islands"]["min"] == 0
    rules = {r["id"]: r for r in armada["rules"]}
    assert rules["guild_cap"]["value"] == 10
    assert armada["complete"] is False
    assert armada["naval_table"]["default"] in armada["naval_table"]["variants"]


def test_armada_cards_and_islands_are_marked_incomplete():
    armada = DATA["armada"]
    assert Counter(c["age"] for c in armada["cards"]) == {1: 8, 2: 8, 3: 8}
    assert Counter(i["level"] for i in armada["islands"]) == {1: 9, 2: 9, 3: 9}
    for c in armada["cards"]:
        assert set(c["effect"]) <= set(armada["effect_kinds"]), c["name"]
        assert set(c["cost_types"]) <= set(RESOURCES), c["name"]
        if any(v is None for v in c["effect"].values()):
            assert c["complete"] is False, c["name"]
    assert all(i["trust"] == "weak" for i in armada["islands"])


def test_edifice_row_and_projects():
    edifice = DATA["edifice"]
    assert list(edifice["rows"]) == ["edifice"] and edifice["rows"]["edifice"]["sign"] == "any"
    assert Counter(p["age"] for p in edifice["projects"]) == {1: 5, 2: 5, 3: 5}
    assert all(p["trust"] == "weak" for p in edifice["projects"]) and edifice["complete"] is False
    rules = {r["id"]: r for r in edifice["rules"]}
    assert rules["debt"]["value"] == {"1": -2, "2": -3, "3": -5}
