"""Duel's referee input (``referee.duel.action.parse_check``) word for word: every problem a malformed
position gets, with its path, and the positions mutation testing asked for (README "Mutation testing").

A problem names its field and says what is expected; a card or wonder the box does not hold gets the
closest name; a card already built is no longer in the structure (seed 003, Одна колода на эпоху: each card
is in the box once); the age is 1, 2 or 3 (seed 003, Обзор и цель игры: three ages); a supremacy ends the
game at once, so no action follows (seed 003, Конец игры и победа).
"""
import pytest

from referee.duel.rules import check_duel
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

A, B = "Antoine", "Bruno"
AGE_I = ("row 1: 1.5, 1.7; row 2: 2.4, 2.6, 2.8; row 3: 3.3, 3.5, 3.7, 3.9; row 4: 4.2, 4.4, 4.6, 4.8, 4.10; "
         "row 5: 5.1, 5.3, 5.5, 5.7, 5.9, 5.11")


def doc(action, age=1, ana=(), bo=(), ana_wonders=(), bo_wonders=(), **extra):
    out = {"game": "duel", "conflict": 0, "age": age, "action": action, "players": [
        {"name": A, "cards": list(ana), "wonders": list(ana_wonders), "coins": 7},
        {"name": B, "cards": list(bo), "wonders": list(bo_wonders), "coins": 7}]}
    out.update(extra)
    return out


def without(d, key):
    return {k: v for k, v in d.items() if k != key}


DISCARD = {"player": A, "discard": True}

BAD = {
    "not_a_mapping": (["x"], [("", 'the document must be a JSON object with "game", "players", "age" and "action"')]),
    "no_age": (without(doc(DISCARD), "age"), [("age", 'the current age is required: "age": 1, 2 or 3')]),
    "age_0": (doc(DISCARD, age=0), [("age", "the age is 1, 2 or 3 (a game of Duel has three ages), got 0")]),
    "age_text": (doc(DISCARD, age="2"), [("age", "the age is 1, 2 or 3 (a game of Duel has three ages), got '2'")]),
    "age_true": (doc(DISCARD, age=True), [("age", "the age is 1, 2 or 3 (a game of Duel has three ages), got True")]),
    "no_action": (without(doc(DISCARD), "action"), [
        ("action", '"action" is required: {"player": name, and "build": card, "wonder": wonder or "discard": true}')]),
    "unknown_field": (doc({"player": A, "discard": True, "zzz": 1}), [
        ("action.zzz", "unknown field 'zzz'; expected one of player, build, wonder, discard, card")]),
    "close_field": (doc({"player": A, "biuld": "Baths"}), [
        ("action.biuld", "unknown field 'biuld'; did you mean 'build'?"),
        ("action", 'give exactly one of "build": card, "wonder": wonder, "discard": true')]),
    "no_player": (doc({"discard": True}), [("action.player", "the acting player's name is required")]),
    "blank_player": (doc({"player": "  ", "discard": True}), [("action.player", "the acting player's name is required")]),
    "stranger": (doc({"player": "Zed", "discard": True}), [
        ("action.player", "'Zed' is not a player of this game (Antoine and Bruno)")]),
    "close_player": (doc({"player": "Antonie", "discard": True}), [
        ("action.player", "'Antonie' is not a player of this game (Antoine and Bruno); did you mean 'Antoine'?")]),
    "no_kind": (doc({"player": A}), [("action", 'give exactly one of "build": card, "wonder": wonder, "discard": true')]),
    "two_kinds": (doc({"player": A, "build": "Baths", "discard": True}), [
        ("action", 'give exactly one of "build": card, "wonder": wonder, "discard": true (got build, discard)')]),
    "build_and_card": (doc({"player": A, "build": "Baths", "card": "Altar"}), [
        ("action.card", '"card" names the card tucked under a wonder or discarded; for a build, "build" names the '
                        'card')]),
    "discard_named_twice": (doc({"player": A, "discard": "Baths", "card": "Altar"}), [
        ("action.card", 'the card is already named by "discard"')]),
    "discard_1": (doc({"player": A, "discard": 1}), [
        ("action.discard", '"discard" is true or the name of the card discarded, got 1')]),
    "discard_card_unknown": (doc({"player": A, "discard": True, "card": "Bathz"}), [
        ("action.card", "unknown card 'Bathz'; did you mean 'Baths'?")]),
    "discard_unknown": (doc({"player": A, "discard": "Zzzz"}), [("action.discard", "unknown card 'Zzzz'")]),
    "build_unknown": (doc({"player": A, "build": "Zzzz"}), [("action.build", "unknown card 'Zzzz'")]),
    "build_number": (doc({"player": A, "build": 3}), [("action.build", "unknown card 3")]),
    "build_built": (doc({"player": A, "build": "Baths"}, bo=["Baths"]), [
        ("action.build", "Baths is already built in Bruno's city: each card is in the box once, so it is no longer "
                         "in the structure")]),
    # a card already built is in no structure, whatever the action does with it
    "discard_built": (doc({"player": A, "discard": "Baths"}, bo=["Baths"]), [
        ("action.discard", "Baths is already built in Bruno's city: each card is in the box once, so it is no "
                           "longer in the structure")]),
    "discard_card_built": (doc({"player": A, "discard": True, "card": "Baths"}, bo=["Baths"]), [
        ("action.card", "Baths is already built in Bruno's city: each card is in the box once, so it is no longer "
                        "in the structure")]),
    "wonder_card_built": (doc({"player": A, "wonder": "The Sphinx", "card": "Baths"}, ana=["Baths"]), [
        ("action.card", "Baths is already built in Antoine's city: each card is in the box once, so it is no "
                        "longer in the structure")]),
    "wonder_unknown": (doc({"player": A, "wonder": "Zzzz"}), [("action.wonder", "unknown wonder 'Zzzz'")]),
    "wonder_close": (doc({"player": A, "wonder": "The Sphynx"}), [
        ("action.wonder", "unknown wonder 'The Sphynx'; did you mean 'The Sphinx'?")]),
    "wonder_built": (doc({"player": A, "wonder": "The Sphinx", "card": "Baths"}, bo_wonders=["The Sphinx"]), [
        ("action.wonder", "The Sphinx is already built in Bruno's city: each wonder is built once")]),
    "wonder_card_unknown": (doc({"player": A, "wonder": "The Sphinx", "card": "Bathz"}), [
        ("action.card", "unknown card 'Bathz'; did you mean 'Baths'?")]),
    "layout_list": (doc(DISCARD, layout=["x"]), [
        ("layout", '"layout" maps each position still holding a card, "<row>.<column>", to the card\'s name (null '
                   f"when face down); age I's positions: {AGE_I}")]),
    "layout_empty": (doc(DISCARD, layout={}), [
        ("layout", "the layout is empty: the age I structure has no card left, so the age is over")]),
    "layout_keys": (doc(DISCARD, layout={"x": "Baths", "5": "Baths", "5.x": None, "1.2.3": None, "6.1": None,
                                         "0.0": None}), [
        (f"layout[{key!r}]", f"age I's structure has no position {key!r}; its positions are {AGE_I}")
        for key in ("x", "5", "5.x", "1.2.3", "6.1", "0.0")]),
    "layout_twice": (doc(DISCARD, layout={"5.1": "Baths", "5.3": "Baths"}), [
        ("layout['5.3']", "Baths is also at '5.1': each card is in the box once")]),
    "layout_built": (doc(DISCARD, layout={"5.1": "Baths"}, ana=["Baths"]), [
        ("layout['5.1']", "Baths is already built in Antoine's city: each card is in the box once, so it is no "
                          "longer in the structure")]),
    "layout_unknown": (doc(DISCARD, layout={"5.1": "Bathz"}), [
        ("layout['5.1']", "unknown card 'Bathz'; did you mean 'Baths'?")]),
    # each entry is read: a problem does not hide the next one
    "layout_unknown_then_other_age": (doc(DISCARD, layout={"5.1": "Bathz", "5.3": "Walls"}), [
        ("layout['5.1']", "unknown card 'Bathz'; did you mean 'Baths'?"),
        ("layout['5.3']", "Walls is an age II card: the age I structure holds only that age's deck")]),
    "layout_twice_then_other_age": (doc(DISCARD, layout={"5.1": "Baths", "5.3": "Baths", "5.5": "Walls"}), [
        ("layout['5.3']", "Baths is also at '5.1': each card is in the box once"),
        ("layout['5.5']", "Walls is an age II card: the age I structure holds only that age's deck")]),
    "layout_other_age": (doc(DISCARD, layout={"5.1": "Walls", "5.3": "Senate"}), [
        ("layout['5.1']", "Walls is an age II card: the age I structure holds only that age's deck"),
        ("layout['5.3']", "Senate is an age III card: the age I structure holds only that age's deck")]),
    "capital_bruno": (doc(DISCARD, conflict=-9), [
        ("conflict", "the Conflict pawn is in a capital: Bruno won by military supremacy and the game is over, so "
                     "no action follows")]),
    "capital_antoine": (doc(DISCARD, conflict=9), [
        ("conflict", "the Conflict pawn is in a capital: Antoine won by military supremacy and the game is over, "
                     "so no action follows")]),
    "six_symbols": (doc(DISCARD, age=3, bo=["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy",
                                             "University"]), [
        ("players[1].cards", "Bruno holds 6 different science symbols: scientific supremacy ended the game, so no "
                             "action follows")]),
}


def problems(position, lang="en"):
    with use_language(lang), pytest.raises(BadInput) as caught:
        check_duel(position)
    return [(p.path, p.message) for p in caught.value.problems]


@pytest.mark.parametrize("name", BAD)
def test_every_problem_word_for_word(name):
    position, expected = BAD[name]
    assert problems(position) == expected


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_every_problem_is_translated(lang):
    for name, (position, expected) in BAD.items():
        found = problems(position, lang)
        assert [path for path, _ in found] == [path for path, _ in expected], name
        assert all(text != english for (_, text), (_, english) in zip(found, expected)), (name, found)
