"""Architects' catalogue parsed afresh from ``scoring/data/architects.json`` (the app's catalogue is loaded
once and cached): every table as the data file writes it, and every refusal of a broken copy with its exact
message.  Facts of the box: seed 002 (ВМІСТ: 7 wonders of 5 pieces, 235 cards; Будівництво етапу: the
costs 2≠, 2=, 3≠, 3=, 4≠; Культура: 2 Culture tokens; Підготовка 7: conflict tokens by player count)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from scoring.architects.catalogue import parse_catalogue
from scoring.core.errors import CatalogueError

DATA = json.loads((Path(__file__).resolve().parent.parent / "scoring" / "data" / "architects.json")
                  .read_text(encoding="utf-8"))
TOKEN_INTS = ("gold_gives_two", "shields", "vp_unfinished", "vp_complete", "vp_per_cat_icon",
              "vp_per_victory_token", "vp_per_progress_token")


def fresh(data=None):
    return parse_catalogue(copy.deepcopy(DATA if data is None else data))


def broken(change) -> str:
    """The message of the refusal of a copy of the data file changed by ``change``."""
    data = copy.deepcopy(DATA)
    change(data)
    with pytest.raises(CatalogueError) as info:
        parse_catalogue(data)
    return str(info.value)


def wonder_raw(data, name):
    return next(w for w in data["wonders"] if w["name"] == name)


def token_raw(data, name):
    return next(t for t in data["progress"] if t["name"] == name)


def kind_raw(data, kind_id):
    return next(k for k in data["card_kinds"] if k["id"] == kind_id)


# -- the tables, as the data file writes them ------------------------------------------------------

def test_every_card_kind_as_written():
    cat = fresh()
    assert [k.id for k in cat.kinds] == [k["id"] for k in DATA["card_kinds"]]
    for kind, raw in zip(cat.kinds, DATA["card_kinds"], strict=True):
        assert (kind.colour, kind.name, kind.resource, kind.coins, kind.vp, kind.cat, kind.science, kind.shields,
                kind.horns) == (raw["colour"], raw["name"], raw.get("resource"), raw.get("coins", 0),
                                raw.get("vp", 0), raw.get("cat", False), raw.get("science"),
                                raw.get("shields", 0), raw.get("horns", 0))
        assert kind.aliases == tuple(raw.get("aliases", ()))
    # seed 002: the blue card with the cat is worth 2 VP, the plain blue card 3
    assert (cat.kind("blue_cat").cat, cat.kind("blue_cat").vp, cat.kind("blue").cat, cat.kind("blue").vp) == \
        (True, 2, False, 3)


def test_every_requirement_as_written():
    cat = fresh()
    assert [(r.id, r.symbol, r.count, r.same, r.aliases) for r in cat.requirements] == [
        ("2d", "2≠", 2, False, ("2!=", "2/=")), ("2s", "2=", 2, True, ()), ("3d", "3≠", 3, False, ("3!=", "3/=")),
        ("3s", "3=", 3, True, ()), ("4d", "4≠", 4, False, ("4!=", "4/="))]


def test_every_wonder_piece_and_deck_as_written():
    cat = fresh()
    assert [w.name for w in cat.wonders] == ["Alexandria", "Babylon", "Ephesus", "Giza", "Halicarnassus",
                                             "Olympia", "Rhodes"]
    for wonder, raw in zip(cat.wonders, DATA["wonders"], strict=True):
        assert wonder.effect_text == raw["effect"] and wonder.effect_text
        assert wonder.aliases == tuple(raw.get("aliases", ()))
        assert dict(wonder.deck) == raw["deck"]
        for i, (piece, p) in enumerate(zip(wonder.pieces, raw["pieces"], strict=True)):
            assert (piece.wonder, piece.index, piece.requirement.id, piece.vp, piece.level) == \
                (raw["name"], i, p["requirement"], p["vp"], p["level"])
            e = p.get("effect")
            if e is None:
                assert piece.effect is None
                continue
            assert (piece.effect.kind, piece.effect.decks, piece.effect.look, piece.effect.choose_from,
                    piece.effect.shields) == (e["kind"], tuple(e.get("decks", ())), e.get("look", 1),
                                              e.get("choose_from", 0), e.get("shields", 0))
    # the 2= piece of each wonder with an effect, by the printed box (seed 002)
    effects = {w.name: w.piece("2s").effect for w in cat.wonders}
    assert (effects["Halicarnassus"].look, effects["Halicarnassus"].decks) == (5, ("left_or_right",))
    assert (effects["Babylon"].choose_from, effects["Babylon"].look) == (4, 1)
    assert (effects["Rhodes"].shields, effects["Rhodes"].choose_from) == (1, 0)
    assert (effects["Olympia"].decks, effects["Olympia"].shields) == (("left", "right"), 0)
    assert effects["Giza"] is None


def test_a_wonder_without_an_effect_text_has_an_empty_one():
    data = copy.deepcopy(DATA)
    del wonder_raw(data, "Giza")["effect"]
    assert fresh(data).wonder("Giza").effect_text == ""


def test_every_progress_token_as_written():
    cat = fresh()
    assert [t.name for t in cat.progress] == [t["name"] for t in DATA["progress"]]
    for token, raw in zip(cat.progress, DATA["progress"], strict=True):
        e = raw["effect"]
        assert token.copies == raw["copies"]
        assert token.aliases == tuple(raw.get("aliases", ()))
        assert token.effect.extra_card_on_take == tuple(e.get("extra_card_on_take", ()))
        assert token.effect.extra_card_on_build is e.get("extra_card_on_build", False)
        assert token.effect.ignore_same_different is e.get("ignore_same_different", False)
        assert token.effect.vp_by_copies_held == tuple(e.get("vp_by_copies_held", ()))
        for key in TOKEN_INTS:
            assert getattr(token.effect, key) == e.get(key, 0), (token.name, key)
    # seed 002: Culture 4 VP for one token, 12 for both; Decoration 4 / 6; Education 2 per token
    assert fresh().token("Culture").effect.vp_by_copies_held == (4, 12)
    assert (cat.token("Decoration").effect.vp_unfinished, cat.token("Decoration").effect.vp_complete) == (4, 6)
    assert cat.token("Education").effect.vp_per_progress_token == 2


def test_the_box_wide_numbers_as_written():
    cat = fresh()
    assert (cat.game, cat.title, cat.aliases, cat.notes) == \
        (DATA["game"], DATA["title"], tuple(DATA["aliases"]), tuple(DATA["notes"]))
    assert dict(cat.central_deck) == DATA["central_deck"]
    assert (cat.progress_face_up, cat.cat_vp, cat.conflict_total, cat.victory_total, cat.victory_vp) == \
        (DATA["progress_face_up"], DATA["cat"]["vp"], DATA["conflict_tokens"]["total"],
         DATA["victory_tokens"]["total"], DATA["victory_tokens"]["vp"])
    # seed 002, Підготовка 7: 2-3 players 3 tokens, 4 → 4, 5 → 5, 6-7 → 6
    assert dict(cat.conflict_by_players) == {2: 3, 3: 3, 4: 4, 5: 5, 6: 6, 7: 6}
    two = DATA["battle"]["two_players"]
    assert cat.battle_per_neighbour == DATA["battle"]["per_neighbour_with_fewer_shields"]
    assert (cat.two_players.more, cat.two_players.double, cat.two_players.against_zero_at_least) == \
        (two["more"], two["double"], two["against_zero_at_least"])
    assert (cat.min_players, cat.max_players) == (2, 7)
    assert sum(cat.cards_in_play(cat.wonders).values()) == 235


def test_the_title_defaults_to_the_game_and_notes_to_none():
    data = copy.deepcopy(DATA)
    del data["title"], data["notes"], data["aliases"]
    cat = fresh(data)
    assert (cat.title, cat.notes, cat.aliases) == ("architects", (), ())


def test_what_the_data_file_may_leave_out():
    data = copy.deepcopy(DATA)
    del token_raw(data, "Urbanism")["copies"], data["requirements"][0]["aliases"]
    del kind_raw(data, "blue_cat")["cat"], kind_raw(data, "red")["horns"]
    cat = fresh(data)
    assert cat.token("Urbanism").copies == 1
    assert cat.requirements[0].aliases == ()
    assert cat.requirement("2!=") is None and cat.requirement("2≠").id == "2d"
    assert (cat.kind("blue_cat").cat, cat.kind("red").horns) == (False, 0)


def test_a_token_giving_an_extra_card_of_every_kind():
    data = copy.deepcopy(DATA)
    every = [k["id"] for k in DATA["card_kinds"]]
    token_raw(data, "Urbanism")["effect"] = {"extra_card_on_take": every}
    assert fresh(data).token("Urbanism").effect.extra_card_on_take == tuple(every)


def test_look_ups_in_a_fresh_catalogue():
    cat = fresh()
    assert cat.wonder("Александрія").name == "Alexandria"
    assert cat.wonder("Lighthouse of Alexandria").name == "Alexandria"
    assert cat.token("Урбанізм").name == "Urbanism"
    assert cat.token("Arts & Crafts").name == "Arts and Crafts"
    assert cat.kind("brick").id == "clay"
    assert cat.kind("red_1").id == "red_horn"
    assert cat.requirement("2 ≠").id == "2d"
    assert cat.requirement(" 3!= ").id == "3d"
    assert cat.requirement("2D").id == "2d"
    assert cat.requirement("4S") is None
    assert cat.wonder("Atlantis") is None and cat.token("Magic") is None and cat.kind("purple") is None


# -- refusals of numbers ---------------------------------------------------------------------------

NUMBER_SITES = [
    (lambda d: wonder_raw(d, "Giza")["pieces"][0], "vp", "wonder 'Giza'"),
    (lambda d: wonder_raw(d, "Giza")["pieces"][2], "level", "wonder 'Giza'"),
    (lambda d: wonder_raw(d, "Rhodes")["deck"], "wood", "wonder 'Rhodes'"),
    (lambda d: d["central_deck"], "glass", "central deck"),
    (lambda d: token_raw(d, "Culture"), "copies", "Culture"),
    (lambda d: d, "progress_face_up", "data"),
    (lambda d: d["cat"], "vp", "cat"),
    (lambda d: d["conflict_tokens"], "total", "conflict_tokens"),
    (lambda d: d["victory_tokens"], "total", "victory_tokens"),
    (lambda d: d["victory_tokens"], "vp", "victory_tokens"),
    (lambda d: d["battle"], "per_neighbour_with_fewer_shields", "battle"),
    (lambda d: d["battle"]["two_players"], "more", "battle"),
    (lambda d: d["battle"]["two_players"], "double", "battle"),
    (lambda d: d["battle"]["two_players"], "against_zero_at_least", "battle"),
    (lambda d: d["players"], "min", "players"),
    (lambda d: d["players"], "max", "players"),
    (lambda d: wonder_raw(d, "Halicarnassus")["pieces"][1]["effect"], "look", "wonder 'Halicarnassus' piece 1"),
    (lambda d: wonder_raw(d, "Babylon")["pieces"][3]["effect"], "choose_from", "wonder 'Babylon' piece 3"),
    (lambda d: wonder_raw(d, "Rhodes")["pieces"][1]["effect"], "shields", "wonder 'Rhodes' piece 1"),
] + [(lambda d, name=name: token_raw(d, name)["effect"], key, f"progress token {name!r}")
     for name, key in (("Economy", "gold_gives_two"), ("Tactics", "shields"), ("Decoration", "vp_unfinished"),
                       ("Decoration", "vp_complete"), ("Politics", "vp_per_cat_icon"),
                       ("Strategy", "vp_per_victory_token"), ("Education", "vp_per_progress_token"))]


@pytest.mark.parametrize("bad", [-1, True, "3", 2.5])
@pytest.mark.parametrize(("place", "key", "where"), NUMBER_SITES)
def test_each_number_that_is_not_a_whole_number_0_or_more_is_refused_by_name(place, key, where, bad):
    def change(d):
        place(d)[key] = bad
    assert broken(change) == f"{where}: {key} must be a whole number 0 or more, got {bad!r}"


# -- refusals of decks, piece effects, token effects -----------------------------------------------

def test_a_deck_missing_a_kind_and_naming_an_unknown_one():
    def change(d):
        deck = wonder_raw(d, "Giza")["deck"]
        deck["purple"] = deck.pop("glass")
    assert broken(change) == "wonder 'Giza': a deck names every card kind once (missing ['glass'], unknown ['purple'])"

    def short(d):
        del d["central_deck"]["wood"], d["central_deck"]["gold"]
    assert broken(short) == "central deck: a deck names every card kind once (missing ['gold', 'wood'], unknown [])"


def test_a_deck_that_is_a_list():
    def change(d):
        d["central_deck"] = ["wood", "purple"]
    assert broken(change) == \
        "central deck: a deck is a table of each card kind and its number of cards, got ['wood', 'purple']"


def _effect(wonder, index, effect):
    def change(d):
        wonder_raw(d, wonder)["pieces"][index]["effect"] = effect
    return change


@pytest.mark.parametrize(("effect", "message"), [
    ({"kind": "magic"}, "wonder 'Giza' piece 1: bad piece effect {'kind': 'magic'}"),
    ({"kind": "shields", "shields": 1, "coins": 2},
     "wonder 'Giza' piece 1: bad piece effect {'kind': 'shields', 'shields': 1, 'coins': 2}"),
    ({"kind": "take_cards"}, "wonder 'Giza' piece 1: take_cards names the decks it takes from, got {'kind': 'take_cards'}"),
    ({"kind": "take_cards", "decks": ["attic"]},
     "wonder 'Giza' piece 1: take_cards names the decks it takes from, got {'kind': 'take_cards', 'decks': ['attic']}"),
    ({"kind": "shields", "shields": 1, "decks": ["left"]},
     "wonder 'Giza' piece 1: take_cards names the decks it takes from, got "
     "{'kind': 'shields', 'shields': 1, 'decks': ['left']}"),
    ({"kind": "progress_token"}, "wonder 'Giza' piece 1: progress_token effect without its amount"),
    ({"kind": "progress_token", "choose_from": 0}, "wonder 'Giza' piece 1: progress_token effect without its amount"),
    ({"kind": "shields"}, "wonder 'Giza' piece 1: shields effect without its amount"),
    ({"kind": "shields", "shields": 0}, "wonder 'Giza' piece 1: shields effect without its amount"),
])
def test_each_bad_piece_effect_is_refused_with_its_reason(effect, message):
    assert broken(_effect("Giza", 1, effect)) == message


def test_the_smallest_piece_effects_are_accepted():
    data = copy.deepcopy(DATA)
    _effect("Giza", 1, {"kind": "progress_token", "choose_from": 1})(data)
    _effect("Giza", 3, {"kind": "take_cards", "decks": ["any", "central", "left", "right", "left_or_right"]})(data)
    giza = fresh(data).wonder("Giza")
    assert (giza.pieces[1].effect.choose_from, giza.pieces[1].effect.decks) == (1, ())
    assert giza.pieces[3].effect.decks == ("any", "central", "left", "right", "left_or_right")
    assert giza.pieces[3].effect.look == 1


@pytest.mark.parametrize(("effect", "message"), [
    ({"vp_per_wonder": 1}, "progress token 'Politics': unknown or missing effect keys ['vp_per_wonder']"),
    ({}, "progress token 'Politics': unknown or missing effect keys []"),
    ({"extra_card_on_take": ["wood", "ruby"]}, "progress token 'Politics': unknown card kind in ('wood', 'ruby')"),
])
def test_each_bad_token_effect_is_refused_with_its_reason(effect, message):
    def change(d):
        token_raw(d, "Politics")["effect"] = effect
    assert broken(change) == message


def test_a_piece_with_an_unknown_requirement():
    def change(d):
        wonder_raw(d, "Rhodes")["pieces"][4]["requirement"] = "5d"
    assert broken(change) == "wonder 'Rhodes': piece 4 has an unknown requirement '5d'"


def test_a_missing_table_is_named():
    def change(d):
        del d["battle"]
    assert broken(change) == "architects data: KeyError: 'battle'"


def test_two_wonders_with_one_alias():
    def change(d):
        wonder_raw(d, "Babylon")["aliases"] = ["Alexandria"]
    assert broken(change) == "architects: name 'Alexandria' means both 'Alexandria' and 'Babylon'"


# -- the self-consistency checks ----------------------------------------------------------------------

def test_requirements_out_of_order():
    def change(d):
        d["requirements"][0], d["requirements"][1] = d["requirements"][1], d["requirements"][0]
    assert broken(change) == "architects: requirements must be ('2d', '2s', '3d', '3s', '4d') in this order"


@pytest.mark.parametrize(("field", "value"), [("count", 3), ("same", True)])
def test_a_requirement_that_contradicts_its_id(field, value):
    def change(d):
        d["requirements"][0][field] = value
    assert broken(change) == "architects: requirement 2d does not match its count and same/different"


GREY = "grey cards give one resource, green cards one science symbol"


@pytest.mark.parametrize(("kind", "changes", "problems"), [
    ("wood", {"colour": "purple"}, ["card kind wood: unknown colour 'purple'", f"card kind wood: {GREY}"]),
    ("wood", {"resource": None}, [f"card kind wood: {GREY}", "one grey card kind per resource"]),
    ("gear", {"science": None}, [f"card kind gear: {GREY}"]),
    ("gold", {"coins": 0}, ["card kind gold: colour and effect disagree"]),
    ("blue", {"vp": 0}, ["card kind blue: colour and effect disagree"]),
    ("red", {"shields": 0}, ["card kind red: colour and effect disagree"]),
    ("red", {"cat": True}, ["card kind red: colour and effect disagree"]),
    ("gear", {"coins": 1}, ["card kind gear: colour and effect disagree"]),
])
def test_a_card_kind_whose_colour_and_effect_disagree(kind, changes, problems):
    def change(d):
        kind_raw(d, kind).update(changes)
    assert broken(change) == "architects: " + "; ".join(problems)


def test_a_blue_card_worth_1_vp_is_still_a_blue_card():
    data = copy.deepcopy(DATA)
    kind_raw(data, "blue").update(vp=1)
    assert fresh(data).kind("blue").vp == 1


def test_two_wonders_with_one_name():
    def change(d):
        wonder_raw(d, "Babylon").update(name="Alexandria", aliases=[], ru=[], uk=[])
    assert broken(change) == "architects: 7 wonders with different names"


def test_a_missing_wonder_and_its_cards():
    def change(d):
        d["wonders"].pop()
    assert broken(change) == "architects: 7 wonders with different names; 210 cards in the box, not 235 " \
                             "(seed 002, ВМІСТ: 235 карт)"


def test_every_wonder_is_checked_after_one_out_of_order():
    def change(d):
        pieces = wonder_raw(d, "Alexandria")["pieces"]
        pieces[0], pieces[1] = pieces[1], pieces[0]
        wonder_raw(d, "Rhodes")["pieces"][2]["level"] = 5
    levels = [p["level"] for p in wonder_raw(DATA, "Rhodes")["pieces"]]
    levels[2] = 5
    assert broken(change) == (
        "architects: Alexandria: 5 pieces in the order 2≠, 2=, 3≠, 3=, 4≠; "
        f"Rhodes: levels must start at 1 and rise by 0 or 1 in piece order, got {levels}")


def test_levels_that_start_above_1():
    def change(d):
        for p in wonder_raw(d, "Giza")["pieces"]:
            p["level"] += 1
    levels = [p["level"] + 1 for p in wonder_raw(DATA, "Giza")["pieces"]]
    assert broken(change) == f"architects: Giza: levels must start at 1 and rise by 0 or 1 in piece order, got {levels}"


def test_progress_tokens_missing_or_without_copies():
    def drop(d):
        d["progress"] = [t for t in d["progress"] if t["name"] != "Urbanism"]
    assert broken(drop) == "architects: 15 progress tokens of 14 kinds"

    def none(d):
        token_raw(d, "Urbanism")["copies"] = 0
    assert broken(none) == "architects: 15 progress tokens of 14 kinds; Urbanism: at least one copy"


def test_progress_tokens_face_up():
    def change(d):
        d["progress_face_up"] = 0
    assert broken(change) == "architects: progress tokens face up: at least 1"
    data = copy.deepcopy(DATA)
    data["progress_face_up"] = 1
    assert fresh(data).progress_face_up == 1


def test_conflict_tokens_for_each_player_count():
    def missing(d):
        del d["conflict_tokens"]["by_players"]["7"]
    expected = "architects: conflict tokens for each player count [2, 3, 4, 5, 6, 7], at most 6"
    assert broken(missing) == expected

    def too_many(d):
        d["conflict_tokens"]["by_players"]["5"] = 7
    assert broken(too_many) == expected
