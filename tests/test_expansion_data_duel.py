"""The data of Duel's two expansions: scoring/data/pantheon.json and scoring/data/agora.json.

Checked against the numbers of ../shared/facts/duel-pantheon-agora.md (15 Divinities and the Gate,
the Pantheon's costs 3-8 / 8-3, Offering tokens -2/-3/-4, Grand Temples 5/12/21, six Chambers worth
1, 2, 3, 3, 2, 1, 13 Senators, 16 Conspiracies, 16 Decrees ...) and against base Duel's own file
(scoring/data/duel.json: its colours, resources, science symbols, layouts, military tokens, names).
"""
from __future__ import annotations

import json
from collections import Counter
from importlib import resources
from itertools import pairwise

import pytest
from jsonschema import Draft202012Validator

from scoring.duel.score import CATEGORIES
from scoring.core.names import normalise


def _load(name: str) -> dict:
    return json.loads(resources.files("scoring").joinpath("data").joinpath(name).read_text(encoding="utf-8"))


DUEL = _load("duel.json")
PANTHEON = _load("pantheon.json")
AGORA = _load("agora.json")
FILES = {"pantheon": PANTHEON, "agora": AGORA}
LANGS = ("en", "ru", "uk")


def _named(data: dict) -> list[dict]:
    """Every thing of an expansion file that has a name to look up (ru/uk lists)."""
    if data is PANTHEON:
        return (data["mythologies"] + data["divinities"] + [data["gate"]] + data["grand_temples"]["cards"]
                + data["wonders"] + data["progress"] + data["components"])
    return data["senators"]["cards"] + data["conspiracies"] + data["decrees"] + data["wonders"] + data["progress"]


def _with_effects(data: dict) -> list[dict]:
    things = [t for t in _named(data) if "effect" in t]
    return things + (data["military_tokens"] if data is AGORA else [])


# --- structure -------------------------------------------------------------------------------

_LABEL = {"type": "object", "required": list(LANGS), "additionalProperties": False,
          "properties": {lang: {"type": "string", "minLength": 1} for lang in LANGS}}
_NAMES = {"type": "array", "items": {"type": "string", "minLength": 1}}
NAMED_SCHEMA = {
    "type": "object",
    "required": ["id", "name", "aliases", "ru", "uk", "names_src", "unofficial", "sources"],
    "properties": {
        "id": {"type": "string", "pattern": "^[a-z0-9-]+$"}, "name": {"type": "string", "minLength": 1},
        "aliases": _NAMES, "ru": _NAMES, "uk": _NAMES, "sources": {**_NAMES, "minItems": 1},
        "names_src": {"type": "object", "required": ["ru", "uk"], "properties": {"ru": _NAMES, "uk": _NAMES}},
        "unofficial": {"type": "array", "items": {"enum": ["ru", "uk"]}},
        "cost": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 1}},
        "effect": {"type": "object"},
    },
}
OPTION_SCHEMA = {
    "type": "object",
    "required": ["id", "label", "values", "default", "why"],
    "properties": {
        "id": {"type": "string", "pattern": "^[a-z_]+$"}, "label": _LABEL, "why": {"type": "string", "minLength": 20},
        "default": {"type": "string"},
        "values": {"type": "array", "minItems": 2, "items": {
            "type": "object", "required": ["id", "label", "sources", "text"],
            "properties": {"id": {"type": "string"}, "label": _LABEL, "sources": _NAMES,
                           "text": {"type": "string", "minLength": 10}}}},
    },
}


@pytest.mark.parametrize("box", FILES)
def test_named_things_and_options_have_their_fields(box):
    data = FILES[box]
    assert data["game"] == box and data["expansion_of"] == "duel"
    for schema, things in ((NAMED_SCHEMA, _named(data)), (OPTION_SCHEMA, data["options"])):
        validator = Draft202012Validator(schema)
        for thing in things:
            errors = [e.message for e in validator.iter_errors(thing)]
            assert not errors, (thing.get("id"), errors)
    ids = [t["id"] for t in _named(data) + data["options"]]
    assert len(ids) == len(set(ids)), [i for i, n in Counter(ids).items() if n > 1]


# --- Pantheon ----------------------------------------------------------------------------------

def test_pantheon_holds_15_divinities_three_per_mythology_and_the_gate():
    myths = [m["id"] for m in PANTHEON["mythologies"]]
    assert myths == ["mesopotamian", "phoenician", "greek", "egyptian", "roman"]
    gods = PANTHEON["divinities"]
    assert len(gods) == PANTHEON["deck_sizes"]["divinities"] == 15
    assert Counter(g["mythology"] for g in gods) == {m: 3 for m in myths}
    by_myth = {m: sorted(g["name"] for g in gods if g["mythology"] == m) for m in myths}
    assert by_myth["greek"] == ["Aphrodite", "Hades", "Zeus"] and by_myth["roman"] == ["Mars", "Minerva", "Neptune"]
    gate = PANTHEON["gate"]
    assert gate["name"] == "Gate" and "mythology" not in gate and gate["cost_multiplier"] == 2
    assert PANTHEON["dealt"]["divinities_in_pantheon"] + 1 == PANTHEON["pantheon_board"]["spaces"]


def test_divinities_effects_read_as_the_cards_say():
    god = {g["id"]: g["effect"] for g in PANTHEON["divinities"]}
    assert god["tanit"] == {"coins": 12} and god["aphrodite"] == {"vp": 9} and god["mars"] == {"shields": 2}
    assert god["ishtar"] == {"science": "scales"}
    assert next(t for t in DUEL["progress"] if t["name"] == "Law")["effect"] == {"science": "scales"}
    assert god["astarte"]["coins_on_card"] == {"coins": 7, "vp_each_left": 1}
    assert god["zeus"]["discard_structure_card"]["tokens"] == "option:zeus_tokens"
    rows = {g["id"]: g.get("row") for g in PANTHEON["divinities"]}
    assert {i for i, r in rows.items() if r} == {"aphrodite", "astarte"}


def _activation(space: int, player: int, *, gate=False, sanctuary=False, offerings=()) -> int:
    """Facts A4: max(0, space cost x 2 for the Gate - the Sanctuary's discount - Offering tokens)."""
    board = PANTHEON["pantheon_board"]
    discount = {w["id"]: w["effect"] for w in PANTHEON["wonders"]}["sanctuary"]["activation_discount"]
    value = {t["id"]: t["discount"] for t in PANTHEON["offering_tokens"]}
    cost = board["cost"][f"players[{player}]"][space - 1] * (PANTHEON["gate"]["cost_multiplier"] if gate else 1)
    cost -= discount if sanctuary else 0
    return max(board["cost_floor"], cost - sum(value[o] for o in offerings))


def test_pantheon_costs_per_space_and_the_worked_examples():
    cost = PANTHEON["pantheon_board"]["cost"]
    assert cost["players[0]"] == [3, 4, 5, 6, 7, 8] and cost["players[1]"] == cost["players[0]"][::-1]
    assert {a + b for a, b in zip(cost["players[0]"], cost["players[1]"])} == {11}
    assert sorted(t["discount"] for t in PANTHEON["offering_tokens"]) == [2, 3, 4]
    # facts A4 and E5 (players[0]'s nearest space is 1, the farthest 6; players[1] the other way)
    assert _activation(6, 0, offerings=("offering-4", "offering-3")) == 1
    assert _activation(1, 1, sanctuary=True, offerings=("offering-4", "offering-3")) == 0
    assert _activation(2, 0, gate=True) == 8 and _activation(5, 1, gate=True, sanctuary=True) == 6
    assert _activation(1, 0, sanctuary=True) == 1
    assert _activation(1, 0, gate=True) == 6 and _activation(1, 0, gate=True, sanctuary=True) == 4
    assert PANTHEON["pantheon_board"]["activation_ages"] == [2, 3]


def test_grand_temples_score_5_12_21_and_are_free_with_their_token():
    temples = PANTHEON["grand_temples"]
    assert temples["vp_by_count"] == {"1": 5, "2": 12, "3": 21} and temples["row"] == "guilds"
    cards = temples["cards"]
    assert len(cards) == PANTHEON["deck_sizes"]["temples"] == 5 and PANTHEON["dealt"]["temples"] == 3
    assert sorted(c["free_with_token"] for c in cards) == sorted(m["id"] for m in PANTHEON["mythologies"])
    assert all(c["age"] == 3 and c["colour"] == "purple" and sum(c["cost"].values()) == 5 for c in cards)
    assert sum(1 for g in DUEL["cards"] if g["colour"] == "purple") == DUEL["deck_sizes"]["guilds"]
    assert PANTHEON["dealt"]["temples"] == DUEL["dealt"]["guilds"]      # the temples take the guilds' place
    tokens = PANTHEON["mythology_tokens"]
    assert tokens["per_mythology"] * len(PANTHEON["mythologies"]) == PANTHEON["deck_sizes"]["mythology_tokens"] == 10
    assert PANTHEON["dealt"]["mythology_tokens"] == 5 and tokens["kept"] is True


def test_pantheon_wonders_and_progress_tokens():
    wonders = {w["name"]: w for w in PANTHEON["wonders"]}
    assert set(wonders) == {"The Sanctuary", "The Divine Theater"}
    assert wonders["The Divine Theater"]["cost"] == {"papyrus": 2, "glass": 1, "wood": 2}
    assert wonders["The Divine Theater"]["effect"]["vp"] == 2 and "vp" not in wonders["The Sanctuary"]["effect"]
    assert [t["name"] for t in PANTHEON["progress"]] == ["Mysticism", "Poliorcetics", "Engineering"]
    assert PANTHEON["dealt"]["wonder_pool"] == DUEL["deck_sizes"]["wonders"] + len(wonders)
    assert PANTHEON["dealt"]["progress_pool"] == DUEL["deck_sizes"]["progress"] + len(PANTHEON["progress"])


def _face_down(layout: dict, row: int, col: int) -> bool:
    return col in layout["rows"][row - 1] and row not in layout["face_up_rows"]


@pytest.mark.parametrize("reading", ["bga", "zh"])
def test_token_positions_are_distinct_face_down_cards(reading):
    layouts = {"base": DUEL["layouts"], "agora": AGORA["layouts"]}
    want = {"1": PANTHEON["dealt"]["mythology_tokens"], "2": PANTHEON["dealt"]["offering_tokens"]}
    found = {k: v for k, v in PANTHEON["token_positions"][reading].items() if k in layouts}
    assert "base" in found
    for structure, ages in found.items():
        assert set(ages) == set(want)
        for age, spots in ages.items():
            assert len(spots) == want[age] and len({tuple(s) for s in spots}) == want[age], (structure, age)
            assert all(_face_down(layouts[structure][age], r, c) for r, c in spots), (structure, age, spots)


# --- Agora -------------------------------------------------------------------------------------

def test_senate_has_six_chambers_worth_1_2_3_3_2_1():
    senate = AGORA["senate"]
    assert [c["number"] for c in senate["chambers"]] == [1, 2, 3, 4, 5, 6]
    assert [c["vp"] for c in senate["chambers"]] == [1, 2, 3, 3, 2, 1]
    assert [c["section"] for c in senate["chambers"]] == ["left"] * 2 + ["center"] * 2 + ["right"] * 2
    assert senate["cubes_per_player"] * 2 == AGORA["deck_sizes"]["influence_cubes"] == 24
    assert senate["decrees_in_play"] == len(senate["chambers"]) and senate["decree_face_up_chambers"] == [1, 3, 5]
    # facts E4: Chambers 1, 3 and 4 controlled (2 tied): 1 + 3 + 3
    assert sum(c["vp"] for c in senate["chambers"] if c["number"] in (1, 3, 4)) == 7
    assert AGORA["political_supremacy"]["id"] == "political"


def test_thirteen_senators_seven_politicians_six_conspirators():
    cards = AGORA["senators"]["cards"]
    count = Counter()
    for card in cards:
        count[card["kind"]] += card["count"]
    assert count == {"politician": 7, "conspirator": 6}
    assert sum(count.values()) == AGORA["deck_sizes"]["senators"] == sum(AGORA["dealt"]["senators"].values()) == 13
    chambers = {c["number"]: c["section"] for c in AGORA["senate"]["chambers"]}
    for card in cards:
        if card["kind"] == "politician":
            assert {chambers[n] for n in card["chambers"]} == {card["section"]}
    assert {c["section"]: c["count"] for c in cards if c["kind"] == "politician"} == {
        "left": 2, "center": 3, "right": 2}
    by_blue = cards[0]["effect"]["senate_actions"]["by_blue"]
    assert [(b["blue"], b["actions"]) for b in by_blue] == [(0, 1), (2, 2), (4, 3)]


def test_conspiracies_decrees_wonders_and_tokens_are_all_there():
    for what, n in (("conspiracies", 16), ("decrees", 16)):
        assert [t["number"] for t in AGORA[what]] == list(range(1, n + 1)) == list(
            range(1, AGORA["deck_sizes"][what] + 1))
    assert {w["name"]: w["effect"].get("vp", 0) for w in AGORA["wonders"]} == {"Curia Julia": 0, "Knossos": 3}
    assert all("on_select" in w for w in AGORA["wonders"])
    assert [t["name"] for t in AGORA["progress"]] == ["Corruption", "Organized Crime"]
    coup = next(c for c in AGORA["conspiracies"] if c["id"] == "coup")
    assert coup["effect"] == {"shields": 2}


def test_agora_layouts_hold_the_senators():
    dealt = DUEL["dealt"]
    for age, layout in AGORA["layouts"].items():
        rows = layout["rows"]
        want = dealt[age] + (dealt["guilds"] if age == "3" else 0) + AGORA["dealt"]["senators"][age]
        assert sum(len(r) for r in rows) == want, age
        assert layout["face_up_rows"] == list(range(1, len(rows) + 1, 2)) and len(rows) in layout["face_up_rows"]
        for upper, lower in pairwise(rows):      # every card but the last row's is covered (duel.json)
            assert all({c - 1, c + 1} & set(lower) for c in upper), age
    assert [sum(len(r) for r in AGORA["layouts"][a]["rows"]) for a in "123"] == [25, 25, 23]


def test_agora_military_tokens_lie_where_the_base_tokens_lay():
    base = {t["name"]: t["spaces"] for t in DUEL["military_tokens"]}
    tokens = AGORA["military_tokens"]
    assert len(tokens) == AGORA["deck_sizes"]["military_tokens"] == len(base)
    assert sorted(t["replaces"] for t in tokens) == sorted(base)
    for token in tokens:
        assert token["spaces"] == base[token["replaces"]]
        actions = [a["action"] for a in token["effect"]["influence"]]
        assert actions == (["place"] if token["size"] == "small" else ["remove", "move"])


# --- names -------------------------------------------------------------------------------------

def _spellings(thing: dict, lang: str) -> list[str]:
    if lang == "en":
        return [thing["name"], *thing.get("aliases", ())]
    return list(thing.get(lang, ()))


ALL_THINGS = ([("duel", t) for t in DUEL["cards"] + DUEL["wonders"] + DUEL["progress"]]
              + [(box, t) for box, data in FILES.items() for t in _named(data)])


@pytest.mark.parametrize("lang", LANGS + ("all",))
def test_names_are_unique_per_language_with_base_duel(lang):
    owner: dict[str, tuple[str, str]] = {}
    clashes = []
    for box, thing in ALL_THINGS:
        key = (box, thing.get("id", thing["name"]))
        for spelling in (s for lg in (LANGS if lang == "all" else (lang,)) for s in _spellings(thing, lg)):
            if owner.setdefault(normalise(spelling), key) != key:
                clashes.append((spelling, owner[normalise(spelling)], key))
    assert not clashes


@pytest.mark.parametrize("box", FILES)
def test_russian_names_are_marked_unofficial_and_missing_names_are_listed(box):
    data = FILES[box]
    for thing in _named(data):
        for lang in ("ru", "uk"):
            used = thing["names_src"][lang]
            assert set(used) <= set(data["names_sources"][lang]) and bool(used) == bool(thing[lang]), thing["id"]
            if thing[lang]:
                assert lang in thing["unofficial"] and "unofficial" in thing["names_note"][lang], thing["id"]
    for lang in ("ru", "uk"):
        empty = sorted(t["name"] for t in _named(data) if not t[lang])
        assert sorted(data["names_not_found"][lang]) == empty, lang
    assert all(t["ru"] for t in _named(data))          # every Russian name found is a fan one (DUELREF)


# --- effects, sources, options -----------------------------------------------------------------

def _kinds(effect: dict) -> set[str]:
    found = set(effect)
    for sub in effect.get("one_of", ()):
        found |= _kinds(sub)
    return found


def _used_kinds(things: list[dict]) -> set[str]:
    return {k for t in things for field in ("effect", "on_select") if field in t for k in _kinds(t[field])}


@pytest.mark.parametrize("box", FILES)
def test_every_effect_kind_is_documented_and_duel_kinds_keep_their_meaning(box):
    data = FILES[box]
    documented = data["effect_kinds"]
    assert _used_kinds(_with_effects(data)) == set(documented)
    duel_kinds = _used_kinds(DUEL["cards"] + DUEL["wonders"] + DUEL["progress"])
    for kind, doc in documented.items():
        assert doc["from"] in ("duel", "new") and len(doc["text"]) > 20, kind
        assert (kind in duel_kinds) == (doc["from"] == "duel"), kind
    other = AGORA if data is PANTHEON else PANTHEON
    for kind in set(documented) & set(other["effect_kinds"]):
        assert documented[kind] == other["effect_kinds"][kind], kind


def _walk(node):
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from _walk(value)


@pytest.mark.parametrize("box", FILES)
def test_effect_values_use_duels_colours_resources_and_symbols(box):
    data = FILES[box]
    colours, resources_ = set(DUEL["colours"]), set(DUEL["resources"])
    for thing in _named(data):
        assert set(thing.get("cost", {})) <= resources_, thing["id"]
    for effect in _walk([t.get("effect", {}) for t in _with_effects(data)]):
        for key in ("take_opponent_card", "swap_cards"):
            assert set(effect.get(key, ())) <= colours, effect
        assert effect.get("discard_opponent", "blue") in colours
        assert effect.get("science", "scales") in DUEL["science"]
        assert set(effect.get("trade_discount", {}).get("resources", ())) <= resources_
        assert effect.get("colour", "red") in colours and effect.get("what", "wonder") in colours | {"wonder"}


@pytest.mark.parametrize("box", FILES)
def test_every_source_key_is_defined_and_used(box):
    data = FILES[box]
    defined = set(data["sources"])
    facts = {k: v for k, v in data.items() if k != "verified"}      # 'verified' says what was read, in words
    used = {key for node in _walk(facts) if isinstance(node.get("sources"), list) for key in node["sources"]}
    assert used <= defined, used - defined
    assert defined <= used, defined - used


@pytest.mark.parametrize("box", FILES)
def test_every_option_has_a_default_among_its_values_and_is_referenced_by_name(box):
    data = FILES[box]
    options = {o["id"]: o for o in data["options"]}
    for option in options.values():
        values = [v["id"] for v in option["values"]]
        assert option["default"] in values and len(values) == len(set(values)), option["id"]
    text = json.dumps(data)
    referred = {part.split('"')[0] for part in text.split('"option:')[1:]}
    assert referred and referred <= set(options)


def test_the_disputed_readings_are_table_options():
    assert {o["id"] for o in PANTHEON["options"]} >= {"zeus_tokens", "token_positions"}
    assert {o["id"] for o in AGORA["options"]} >= {"decree_reveal"}
    zeus = next(o for o in PANTHEON["options"] if o["id"] == "zeus_tokens")
    assert zeus["default"] == "discarded"        # facts A11.1: the printed text
    positions = next(o for o in PANTHEON["options"] if o["id"] == "token_positions")
    assert {v["id"] for v in positions["values"]} >= set(PANTHEON["token_positions"])


@pytest.mark.parametrize("box", FILES)
def test_score_rows_extend_base_duels_pad(box):
    rows = FILES[box]["score_rows"]
    assert all(r["after"] in CATEGORIES and r["id"] not in CATEGORIES for r in rows["add"])
    assert all(r["id"] in CATEGORIES for r in rows["change"])
    assert all(set(r["label"]) == set(LANGS) for r in rows["add"])
