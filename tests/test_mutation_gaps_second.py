"""The 2nd edition's module (``scoring.second.game``), what mutation testing found with no fast test:
its catalogue as the API serves it (the chain symbols), its malformed examples and its Decorators Guild
invariant."""
from __future__ import annotations

import copy
import random
from dataclasses import replace

import pytest

from scoring import games
from scoring.classic.catalogue import catalogue
from scoring.core.errors import BadInput
from scoring.second.game import DECORATORS, GAME, README_EXAMPLE


def test_the_catalogue_gives_each_cards_chain_symbols():
    # seed 001, Г. Бесплатное строительство: a card's symbol frees a later card that shows it
    cards = {c["name"]: c for c in GAME.catalogue_json()["cards"]}
    assert cards["Baths"]["chain_gives"] == ["waterdrop"] and cards["Aqueduct"]["chain_needs"] == ["waterdrop"]
    assert cards["Altar"]["chain_gives"] == ["star"] and cards["Altar"]["chain_needs"] == []
    for card in catalogue("7w2").cards:
        assert (cards[card.name]["chain_gives"], cards[card.name]["chain_needs"]) == (
            list(card.chain_gives), list(card.chain_needs))


def test_every_malformed_example_of_the_2nd_edition_is_blamed_on_its_path():
    bad = GAME.bad_examples()
    assert [b.path for b in bad[-3:]] == ["players[0].cards[1]", "players[0].side", "players[2].free_city"]
    for example in bad:
        with pytest.raises(BadInput) as exc:
            games.parse(example.doc)
        assert example.path in [p.path for p in exc.value.problems], example.why


def test_the_decorators_guild_invariant_holds_and_reports_a_wrong_score():
    # card: Decorators Guild, 7 VP when its owner's wonder is complete (Ira: Rhodos night, both stages)
    assert DECORATORS.check(GAME, README_EXAMPLE, random.Random(0)) is None
    unfinished = copy.deepcopy(README_EXAMPLE)
    unfinished["players"][0]["stages"] = 1
    assert DECORATORS.check(GAME, unfinished, random.Random(0)) is None
    real = GAME.score(README_EXAMPLE)
    ira = real.players[0]
    wrong = copy.copy(GAME)
    wrong.score = lambda doc: replace(real, players=(replace(ira, details=tuple(
        replace(line, points=0) if line.source == "Decorators Guild" else line for line in ira.details)),)
        + real.players[1:])
    assert DECORATORS.check(wrong, README_EXAMPLE, random.Random(0)) == "seat 0: Decorators Guild gives 0, expected 7"
    assert DECORATORS.check(wrong, unfinished, random.Random(0)) is None


def test_the_decorators_guild_invariant_reads_every_seat_and_the_printed_side():
    # Ira's city second at the table, her side as the Russian box prints it («ночь»)
    doc = GAME.rotate_seats(README_EXAMPLE, 4)
    doc["players"][1]["side"] = "ночь"
    assert doc["players"][1]["name"] == "Ira" and DECORATORS.check(GAME, doc, random.Random(0)) is None
    real = GAME.score(doc)
    ira = real.players[1]
    wrong = copy.copy(GAME)
    wrong.score = lambda d: replace(real, players=(real.players[0], replace(ira, details=tuple(
        replace(line, points=0) if line.source == "Decorators Guild" else line for line in ira.details)))
        + real.players[2:])
    assert DECORATORS.check(wrong, doc, random.Random(0)) == "seat 1: Decorators Guild gives 0, expected 7"
