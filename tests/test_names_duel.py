"""Russian and Ukrainian names of 7 Wonders Duel (issue 9, item 2): scoring/data/duel.json.

Sources (duel.json names_sources): seed 003 (the Russian rulebook) first; DUELC (a fan
implementation's Russian card titles, lower trust) for the cards seed 003 shows only as pictures;
DUELREF (a fan player aid) for further wonder spellings; seed 002 (the Ukrainian Architects
rulebook) for four progress tokens of the same English names.
"""
from __future__ import annotations

import json
from importlib import resources

import pytest

from scoring.duel.catalogue import catalogue

CAT = catalogue()
RAW = json.loads(resources.files("scoring").joinpath("data").joinpath("duel.json").read_text(encoding="utf-8"))
THINGS = RAW["cards"] + RAW["wonders"] + RAW["progress"]


@pytest.mark.parametrize("spelling, name, check", [
    # each DUELC title matched by what the card is (BGA-D/JSD facts in the same file)
    ("Лесозаготовка", "Logging Camp", lambda c: c.coins == 1 and c.effect.produce == (frozenset({"wood"}),)),
    ("Лавка травника", "Pharmacist", lambda c: c.coins == 2 and c.effect.science == "mortar"),
    ("Площадь", "Parade Ground", lambda c: c.effect.shields == 2 and c.age == 2),
    ("Штаб", "Pretorium", lambda c: c.coins == 8 and c.effect.shields == 3),
    ("Пивоварня", "Brewery", lambda c: c.effect.coins == 6),
    ("Оружейная", "Armory", lambda c: c.colour == "yellow" and c.age == 3),
    ("Маяк", "Lighthouse", lambda c: c.colour == "yellow" and c.age == 3),
])
def test_fan_titles_find_the_card_they_describe(spelling, name, check):
    card = CAT.card(spelling)
    assert card.name == name and check(card)


@pytest.mark.parametrize("spelling, name", [
    ("Каменоломня", "Shelf Quarry"),     # seed 003, Торговля: 2 stone — not DUELC's free stone card
    ("Казармы", "Garrison"),             # seed 003, Производство: one clay — not DUELC's Barracks
    ("Гарнизон", "Garrison"), ("Конюшня", "Stable"), ("Гильдия стратегов", "Tacticians Guild"),
])
def test_seed_003_wins_where_the_fan_source_disagrees(spelling, name):
    assert CAT.card(spelling).name == name
    for left_empty in ("Quarry", "Barracks", "Walls"):
        assert CAT.card(left_empty).ru == () and left_empty in RAW["names_not_found"]["ru"]


def test_every_name_has_a_known_source_and_fan_names_are_flagged():
    for thing in THINGS:
        for lang in ("ru", "uk"):
            used = thing["names_src"][lang]
            assert set(used) <= set(RAW["names_sources"][lang]) and bool(used) == bool(thing[lang]), thing["name"]
        if thing["names_src"]["ru"] == ["DUELC"]:
            assert "lower trust" in thing["names_note"]["ru"], thing["name"]
    assert len(RAW["names_not_found"]["ru"]) == 3


@pytest.mark.parametrize("spelling, name", [
    ("Урбанізм", "Urbanism"), ("Економіка", "Economy"), ("Архітектура", "Architecture"), ("Стратегія", "Strategy"),
    ("Урбанизм", "Urbanism"),            # the Russian name (seed 003) still
])
def test_ukrainian_progress_token_names(spelling, name):
    assert CAT.token(spelling).name == name
    assert "seed 002" in next(t for t in RAW["progress"] if t["name"] == name)["names_note"]["uk"]


def test_longer_wonder_spellings_of_the_player_aid_find_the_wonder():
    assert CAT.wonder("Пирамида Хеопса").name == "The Pyramids"
    assert CAT.wonder("Пирамиды").name == "The Pyramids"        # seed 003's name stays first
    assert CAT.wonder("The Pyramids").ru[0] == "Пирамиды"
