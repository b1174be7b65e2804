"""Architects catalogue: pieces, decks, tokens, checked on load (issue 11, deliverable 1).

Values: ../shared/facts/architects.md (A1 piece table read on the S1 scans of the physical
pieces; A3 deck table), cross-checked against S3 (quentin-laurent/A1-prog-seven-wonders-architects);
rules: seed 002 (../shared/seeds/002_3cc4546b2a2971d2.txt) by section.
"""
import copy
import json
from importlib import resources

import pytest

from scoring.architects.catalogue import REQUIREMENT_IDS, catalogue, parse_catalogue
from scoring.core.errors import CatalogueError

# facts architects.md A1: VP of 2≠ / 2= / 3≠ / 3= / 4≠, the pieces with an effect, pieces per level
PIECES = {
    "Giza": ([4, 5, 6, 7, 8], set(), [1, 2, 3, 4, 5]),
    "Rhodes": ([4, 4, 5, 6, 7], {"2s", "3s"}, [1, 1, 2, 3, 4]),
    "Alexandria": ([4, 3, 6, 5, 7], {"2s", "3s"}, [1, 2, 3, 4, 5]),
    "Halicarnassus": ([3, 3, 6, 5, 7], {"2s", "3s"}, [1, 2, 3, 3, 4]),
    "Olympia": ([3, 2, 5, 5, 7], {"2s", "3s"}, [1, 2, 2, 3, 4]),
    "Ephesus": ([3, 3, 4, 5, 7], {"2s", "3d", "3s"}, [1, 2, 2, 2, 3]),
    "Babylon": ([3, 0, 5, 5, 7], {"2s", "3s"}, [1, 2, 3, 4, 4]),
}


def raw():
    text = resources.files("scoring").joinpath("data").joinpath("architects.json").read_text(encoding="utf-8")
    return json.loads(text)


@pytest.mark.parametrize("name", sorted(PIECES))
def test_every_piece_of_every_wonder(name):
    vp, effects, levels = PIECES[name]
    wonder = catalogue().wonder(name)
    assert [p.requirement.id for p in wonder.pieces] == list(REQUIREMENT_IDS)
    assert [p.requirement.symbol for p in wonder.pieces] == ["2≠", "2=", "3≠", "3=", "4≠"]
    assert [p.vp for p in wonder.pieces] == vp
    assert {p.requirement.id for p in wonder.pieces if p.effect} == effects
    assert [p.level for p in wonder.pieces] == levels


def test_wonder_totals():
    # facts A1 totals column
    totals = {w.name: w.total_vp for w in catalogue().wonders}
    assert totals == {"Giza": 30, "Rhodes": 26, "Alexandria": 25, "Halicarnassus": 24, "Olympia": 22,
                      "Ephesus": 22, "Babylon": 20}


def test_piece_effects_as_parameters():
    # seed 002, Ефекти Чудес
    cat = catalogue()
    assert cat.wonder("Rhodes").piece("2s").effect.shields == 1
    assert cat.wonder("Babylon").piece("3s").effect.choose_from == 4
    assert cat.wonder("Halicarnassus").piece("2s").effect.look == 5
    assert cat.wonder("Olympia").piece("2s").effect.decks == ("left", "right")
    assert cat.wonder("Ephesus").piece("3d").effect.decks == ("central",)
    assert cat.wonder("Alexandria").piece("3s").effect.decks == ("any",)


def test_decks_25_each_60_central_235_in_all():
    # seed 002, ВМІСТ: 235 cards; facts A3
    cat = catalogue()
    assert all(sum(w.deck.values()) == 25 for w in cat.wonders)
    assert sum(cat.central_deck.values()) == 60
    everything = cat.cards_in_play(cat.wonders)
    assert sum(everything.values()) == 235
    # facts A3 game-wide totals: 85 grey, 27 gold, 40 blue, 42 green, 41 red, 24 cat cards
    by_colour = {}
    for k in cat.kinds:
        by_colour[k.colour] = by_colour.get(k.colour, 0) + everything[k.id]
    assert by_colour == {"grey": 85, "yellow": 27, "blue": 40, "green": 42, "red": 41}
    assert everything["blue_cat"] == 24


def test_babylon_is_one_stone_short():
    # facts A3 / not settled 2: stone 1 in five sources, clay 1 in one; chosen stone
    deck = catalogue().wonder("Babylon").deck
    assert (deck["stone"], deck["clay"]) == (1, 2)


def test_progress_tokens_fifteen_culture_twice():
    # seed 002, ВМІСТ (15 жетонів Прогресу) and Культура (У грі 2 таких жетони)
    cat = catalogue()
    assert len(cat.progress) == 14 and sum(t.copies for t in cat.progress) == 15
    assert cat.token("Culture").copies == 2
    assert cat.token("Culture").effect.vp_by_copies_held == (4, 12)


def test_conflict_tokens_per_player_count():
    # seed 002, Підготовка 7: 2-3 → 3, 4 → 4, 5 → 5, 6-7 → 6
    cat = catalogue()
    assert [cat.conflict_tokens(n) for n in range(2, 8)] == [3, 3, 4, 5, 6, 6]
    assert (cat.victory_total, cat.victory_vp, cat.cat_vp) == (28, 3, 2)


def test_names_en_uk_and_aliases():
    # seed 002, Ефекти Чудес / Ефекти жетонів Прогресу: the Ukrainian printed names
    cat = catalogue()
    assert cat.wonder("Гіза").name == "Giza"
    assert cat.wonder("Галікарнас").name == "Halicarnassus"
    assert cat.wonder("colossus of rhodes").name == "Rhodes"
    assert cat.token("Ювеліри").name == "Jewelry"
    assert cat.token("Jewellery").name == "Jewelry"
    assert cat.token("Оздоблення").name == "Decoration"
    assert cat.requirement("3=").id == "3s" and cat.requirement("4d").symbol == "4≠"
    assert cat.requirement("3!=").id == "3d"


def test_a_deck_of_24_is_refused():
    data = raw()
    data["wonders"][0]["deck"]["wood"] -= 1
    with pytest.raises(CatalogueError, match="24 cards, not 25"):
        parse_catalogue(data)


def test_a_sixth_progress_kind_or_missing_culture_copy_is_refused():
    data = raw()
    next(t for t in data["progress"] if t["name"] == "Culture")["copies"] = 1
    with pytest.raises(CatalogueError, match="15 progress tokens"):
        parse_catalogue(data)


def test_pieces_out_of_order_are_refused():
    data = raw()
    pieces = data["wonders"][3]["pieces"]
    pieces[0], pieces[1] = pieces[1], pieces[0]
    with pytest.raises(CatalogueError, match="5 pieces in the order"):
        parse_catalogue(data)


def test_central_deck_short_is_refused():
    data = copy.deepcopy(raw())
    data["central_deck"]["gold"] = 5
    with pytest.raises(CatalogueError, match="central deck holds 59"):
        parse_catalogue(data)


def test_every_wonder_and_token_has_its_ukrainian_printed_name():
    # seed 002, Ефекти Чудес and Ефекти жетонів Прогресу name all 7 wonders and 14 tokens
    cat = catalogue()
    assert all(w.uk for w in cat.wonders) and all(t.uk for t in cat.progress)
    assert cat.wonder("Вавилон").ru == ("Вавилон",)      # names_sources.ru: the Russian container
