"""Duel's example documents (the conformance suites' and the README's) give the outcome the rulebook
gives, its malformed ones are blamed on their paths, its referee examples get their verdicts, and its
random documents are legal tables.

7 Wonders Duel rulebook (seed 003): Гражданская победа, Военное превосходство, Научное превосходство
(6 different scientific symbols), Торговля (a resource costs 2 + what the opponent produces of it),
7 чудес, не больше!; the decks: 20, 20 and 17 cards dealt by age, 3 guilds, 4 Wonders drafted each.
"""
from __future__ import annotations

import random

import pytest

from referee import registry
from scoring.core.errors import BadInput
from scoring.duel import catalogue as duel_catalogue
from scoring.duel.document import SUPREMACY_SYMBOLS
from scoring.duel.game import GAME

CAT = duel_catalogue()


def _sheet(doc) -> dict:
    result = GAME.score(doc)
    return {p.name: p.categories for p in result.players}, result


def test_the_readme_example_line_by_line():
    readme = GAME.examples()[0]
    sheet, result = _sheet(readme)
    # Ana: Theater 3 + Altar 3; The Pyramids 9; Philosophy 7; 10 coins → 3; pawn 4 toward Bo → 5 (3-5 spaces)
    assert sheet["Ana"] == {"civilian": 6, "science": 0, "commercial": 0, "guilds": 0, "wonders": 9, "progress": 7,
                            "treasury": 3, "military": 5}
    # Bo: Baths 3; The Sphinx 6; 7 coins → 2
    assert sheet["Bo"] == {"civilian": 3, "science": 0, "commercial": 0, "guilds": 0, "wonders": 6, "progress": 0,
                           "treasury": 2, "military": 0}
    assert result.winners == ("Ana",) and result.extra["victory"] == "civilian"
    assert readme["game"] == "duel" and readme["conflict"] == 4
    assert [p["name"] for p in readme["players"]] == ["Ana", "Bo"]
    assert readme["players"][0]["cards"] == ["Theater", "Altar", "Scriptorium", "Lumber Yard"]
    assert readme["players"][1]["cards"] == ["Baths", "Stable", "Pharmacist", "Clay Pool"]
    assert (readme["players"][1]["progress"], readme["players"][1]["coins"]) == ([], 7)


def test_the_military_example_is_a_military_supremacy():
    military = GAME.examples()[1]
    sheet, result = _sheet(military)
    # the pawn 9 spaces toward players[0]'s capital: Бен wins at once, whatever the points
    assert military["conflict"] == -9 and military["game"] == "7 Wonders Duel"
    assert result.extra["victory"] == "military" and result.winners == ("Бен",)
    # Ana: Palace 7 + Senate 5 (blue cards); The Colossus 3; 12 coins → 4
    assert sheet["Ana"]["civilian"] == 7 + 5 and sheet["Ana"]["wonders"] == 3 and sheet["Ana"]["treasury"] == 4
    assert sheet["Бен"]["treasury"] == 0 and sheet["Бен"]["civilian"] == 0
    assert [p["cards"] for p in military["players"]] == [["Palace", "Senate"], ["Garrison", "Stable", "Arsenal"]]
    assert [p["coins"] for p in military["players"]] == [12, 2]


def test_the_science_example_is_a_scientific_supremacy():
    science = GAME.examples()[2]
    sheet, result = _sheet(science)
    assert science["game"] == "дуэль" and science["conflict"] == 0
    assert result.extra["victory"] == "science" and result.winners == ("Ana",)
    symbols = {CAT.card(c).effect.science for c in science["players"][0]["cards"]} | {
        CAT.token(t).effect.science for t in science["players"][0]["progress"]}
    assert len(symbols - {None}) == SUPREMACY_SYMBOLS == 6
    # Bo: Temple 4 + Statue 4; 9 coins → 3
    assert sheet["Bo"]["civilian"] == 8 and sheet["Bo"]["treasury"] == 3
    assert sheet["Ana"]["treasury"] == 1 and [p["name"] for p in science["players"]] == ["Ana", "Bo"]


def _problems(doc) -> list[str]:
    try:
        GAME.score(doc)
    except BadInput as e:
        return [p.path for p in e.problems]
    return []


def test_every_bad_example_is_blamed_on_its_path_alone():
    # asked at run time (not at collection), each malformed document has the one problem described
    bad = GAME.bad_examples()
    assert [b.path for b in bad] == ["", "players", "players[1].wonders[3]", "players[1].cards[0]", "conflict",
                                     "players[0].progress[1]", "players[0].cards[1]", "players[1].coins", "players"]
    for b in bad:
        assert b.path in _problems(b.doc), b.why
    for b in bad[2:]:
        assert _problems(b.doc) == [b.path], b.why


def test_the_bad_examples_are_the_ones_described():
    bad = {b.why: b for b in GAME.bad_examples()}
    assert len(bad) == len(GAME.bad_examples()) == 9
    eight = bad["an eighth wonder built (seed 003, 7 чудес, не больше!)"]
    assert sum(len(p["wonders"]) for p in eight.doc["players"]) == 8
    assert eight.path == "players[1].wonders[3]"
    assert bad["a card in both cities"].doc["players"][1]["cards"] == ["Theater"]
    assert bad["a pawn beyond ±9"].doc["conflict"] == 10
    assert bad["a progress token twice"].doc["players"][0]["progress"] == ["Philosophy", "Philosophy"]
    assert bad["misspelt card"].doc["players"][0]["cards"] == ["Theatre", "Altr"]
    assert bad["negative coins"].doc["players"][1]["coins"] == -1
    assert len(bad["three players"].doc["players"]) == 3
    # each differs from the good example only where it is blamed
    good = GAME.examples()[0]
    assert _problems(good) == []
    assert {k: v for k, v in bad["a pawn beyond ±9"].doc.items() if k != "conflict"} == {
        k: v for k, v in good.items() if k != "conflict"}


def test_the_referee_examples_verdicts():
    fortifications, layout = GAME.referee_examples()
    v = registry.referee(fortifications)
    # Bruno has 2 stone; buys clay at 2 + 1 (Antoine's Clay Pool) and papyrus at 2 + 0: 5 coins
    assert v["legal"] and v["player"] == "Bruno" and v["card"] == "Fortifications"
    assert v["cost"] == {"bank": 5, "opponent": 0}
    assert fortifications["age"] == 3 and [p["coins"] for p in fortifications["players"]] == [7, 7]
    assert [p["name"] for p in fortifications["players"]] == ["Antoine", "Bruno"]
    assert fortifications["players"][0]["cards"] == ["Clay Pool", "Glassworks"]
    assert fortifications["players"][1]["cards"] == ["Shelf Quarry"]
    v = registry.referee(layout)
    # Lumber Yard at 5.1 of the Age I structure, nothing covering it: free
    assert v["legal"] and v["player"] == "Ana" and v["card"] == "Lumber Yard"
    assert v["cost"] == {"bank": 0, "opponent": 0}
    assert layout["layout"] == {"5.1": "Lumber Yard", "5.3": "Stone Pit", "4.2": None}
    assert layout["age"] == 1 and [p["name"] for p in layout["players"]] == ["Ana", "Bo"]
    assert all(p["coins"] == 7 and p["cards"] == [] and p["wonders"] == [] for p in layout["players"])
    assert layout["conflict"] == 0 and fortifications["conflict"] == 0


@pytest.mark.parametrize("seed", range(40))
def test_random_documents_are_legal_tables(seed):
    doc = GAME.random_document(random.Random(seed))
    assert GAME.score(doc).players
    assert doc["game"] == "duel" and [p["name"] for p in doc["players"]] == ["P0", "P1"]
    assert -9 <= doc["conflict"] <= 9
    cards = [CAT.card(c) for p in doc["players"] for c in p["cards"]]
    assert len({c.name for c in cards}) == len(cards)
    for age in (1, 2, 3):
        assert sum(1 for c in cards if c.age == age and not c.is_guild) <= CAT.dealt[str(age)]
    assert sum(1 for c in cards if c.is_guild) <= 3
    wonders = [w for p in doc["players"] for w in p["wonders"]]
    assert len(wonders) <= 7 and len(set(wonders)) == len(wonders)
    assert all(len(p["wonders"]) <= 4 for p in doc["players"])
    assert all(0 <= p["coins"] <= 40 for p in doc["players"])
    tokens = [t for p in doc["players"] for t in p["progress"]]
    assert len(set(tokens)) == len(tokens) <= 6
    supremacies = sum(1 for p in doc["players"]
                      if len({CAT.card(c).effect.science for c in p["cards"]} | {
                          CAT.token(t).effect.science for t in p["progress"]} - {None}) >= 6)
    assert supremacies + (abs(doc["conflict"]) == 9) <= 1


@pytest.mark.parametrize("seed", range(6))
def test_random_documents_with_the_expansions_play_them(seed):
    expansions = [e for e in GAME.expansions if e.id in ("pantheon", "agora")]
    doc = GAME.random_document(random.Random(seed), expansions=expansions)
    assert set(doc["expansions"]) == {"pantheon", "agora"}
    assert doc["game"] == "duel" and len(doc["players"]) == 2
    assert GAME.score(doc).players


def test_random_documents_reach_every_part_of_the_game():
    docs = [GAME.random_document(random.Random(seed)) for seed in range(60)]
    assert any(abs(d["conflict"]) == 9 for d in docs) and any(abs(d["conflict"]) < 9 for d in docs)
    assert any(p["wonders"] for d in docs for p in d["players"])
    assert any(p["progress"] for d in docs for p in d["players"])
    assert any(CAT.card(c).is_guild for d in docs for p in d["players"] for c in p["cards"])
    assert max(len(p["cards"]) for d in docs for p in d["players"]) > 10
    assert len({p["coins"] for d in docs for p in d["players"]}) > 10
    assert any(GAME.score(d).extra["victory"] == "science" for d in docs)
    assert any(GAME.score(d).extra["victory"] == "military" for d in docs)


class _Full(random.Random):
    """Every count at its most and every coin toss low: all the cards dealt, the pawn in a capital."""

    def randint(self, a, b):
        return b

    def random(self):
        return 0.0


def _symbols(player) -> set:
    return ({CAT.card(c).effect.science for c in player["cards"]}
            | {CAT.token(t).effect.science for t in player["progress"]}) - {None}


@pytest.mark.parametrize("seed", range(8))
def test_a_random_document_with_the_pawn_in_a_capital_has_no_scientific_supremacy(seed):
    # the pawn in a capital ended the game: neither city may hold 6 different symbols too
    doc = GAME.random_document(_Full(seed))
    assert abs(doc["conflict"]) == 9
    assert [len(_symbols(p)) < SUPREMACY_SYMBOLS for p in doc["players"]] == [True, True]
    cards = sum(len(p["cards"]) for p in doc["players"])
    greens = sum(1 for c in CAT.cards if c.effect.science and not c.is_guild)
    assert cards >= 20 + 20 + 17 + 3 - greens      # only green cards were dropped
    assert GAME.score(doc).extra["victory"] == "military"
