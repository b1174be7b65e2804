"""Cities' table options on the open points that change a score (data file ``table_options``):
``secret_society_self`` (does Secret Society count itself?) and ``masks_same_card`` (may two masks copy
the same neighbour's card?), each scored both ways by hand, and a bad value blamed on its field."""
from __future__ import annotations

import json

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

GAME = games.get("7w")


def doc(**options):
    # Ira: five black cards (Secret Society, Lair 3 VP, Hideout 2 VP, two masks: Spy Ring, Pigeon Loft);
    # her neighbours hold one green card between them: Oleg's Apothecary (a compass)
    return {"game": "7w", "expansions": ["cities"], **options, "players": [
        {"name": "Ira", "wonder": "Gizah", "side": "A", "stages": 0, "coins": 0,
         "cards": ["Secret Society", "Lair", "Hideout", "Spy Ring", "Pigeon Loft"]},
        {"name": "Oleg", "wonder": "Rhodos", "side": "A", "stages": 0, "coins": 0, "cards": ["Apothecary"]},
        {"name": "Sofia", "wonder": "Ephesos", "side": "A", "stages": 0, "coins": 0, "cards": ["Loom"]}]}


def ira(result):
    return result.players[0]


def test_secret_society_counts_itself_by_default_and_not_when_the_table_says_ignored():
    # counted: 5 black cards → 5, + Lair 3 + Hideout 2 = 10; ignored: the 4 others → 4, + 5 = 9
    default, explicit = ira(GAME.score(doc())), ira(GAME.score(doc(secret_society_self="counted")))
    assert default.categories["cities"] == explicit.categories["cities"] == 10
    other = ira(GAME.score(doc(secret_society_self="ignored")))
    assert other.categories["cities"] == 9
    assert other.total == default.total - 1
    line = next(d for d in other.details if d.source == "Secret Society")
    assert (line.points, "itself not counted — 4 → 4" in line.text) == (4, True)


def test_two_masks_copy_different_cards_by_default_and_the_same_card_when_the_table_allows_it():
    # no: one green card to copy, one mask takes Oleg's compass → 1 compass = 1 VP, the other copies nothing;
    # yes: both masks copy the Apothecary → 2 compasses = 2² = 4 VP
    default = ira(GAME.score(doc()))
    assert default.categories["science"] == ira(GAME.score(doc(masks_same_card="no"))).categories["science"] == 1
    other = ira(GAME.score(doc(masks_same_card="yes")))
    assert other.categories["science"] == 4
    copies = [c for c in other.choices["copies"]]
    assert sorted((c["source"], c["symbol"], c["from"]) for c in copies) == [
        ("Pigeon Loft", "compass", "Apothecary"), ("Spy Ring", "compass", "Apothecary")]
    assert other.total - default.total == 3


def test_with_two_cards_to_copy_a_shared_card_still_wins_when_allowed():
    # Sofia's Workshop (a gear) too: "no" → compass + gear = 2 VP; "yes" → the best is two
    # compasses = 4 VP (a compass and a gear would give 2)
    three = doc()
    three["players"][2]["cards"] = ["Workshop"]
    assert ira(GAME.score(three)).categories["science"] == 2
    assert ira(GAME.score(dict(three, masks_same_card="yes"))).categories["science"] == 4


@pytest.mark.parametrize("field,value,lang,words", [
    ("secret_society_self", "yes", "en", "the default, the app's reading"),
    ("masks_same_card", True, "ru", "по умолчанию"),
    ("masks_same_card", 1, "uk", "типово"),
])
def test_a_bad_option_value_is_blamed_on_its_field_in_every_language(field, value, lang, words):
    with use_language(lang), pytest.raises(BadInput) as exc:
        GAME.score(doc(**{field: value}))
    assert [(p.path, words in p.message, repr(value) in p.message) for p in exc.value.problems] == [
        (field, True, True)]


def test_the_api_takes_the_options_and_answers_422_on_a_bad_one(client):
    good = client.post("/api/score", json=doc(secret_society_self="ignored", masks_same_card="yes"))
    assert good.status_code == 200
    got = next(p for p in good.get_json()["players"] if p["name"] == "Ira")
    assert (got["categories"]["cities"], got["categories"]["science"]) == (9, 4)
    bad = client.post("/api/score", data=json.dumps(doc(masks_same_card="maybe")), content_type="application/json")
    assert bad.status_code == 422 and [e["path"] for e in bad.get_json()["errors"]] == ["masks_same_card"]


def test_the_referee_takes_a_table_with_the_options(client):
    from scoring.expansions.cities.examples import referee_examples
    build = referee_examples()[0]
    plain = client.post("/api/check", json=build)
    with_options = client.post("/api/check", json=dict(build, secret_society_self="ignored", masks_same_card="yes"))
    assert plain.status_code == with_options.status_code == 200
    got, want = with_options.get_json(), plain.get_json()
    assert (got["legal"], got["cost"]) == (want["legal"], want["cost"]) and got["legal"]
