"""The Duel data file: deck sizes, chains, science pairs, layouts, names (issue 10, deliverable 1).

Known values cite seed 003 (../shared/seeds/003_5edfb6b42bb9e791.txt) or ../shared/facts/duel.md.
"""
import copy
import json
from importlib import resources

import pytest

from scoring.duel.catalogue import catalogue, parse_catalogue
from scoring.core.errors import CatalogueError

CAT = catalogue()
RAW = json.loads(resources.files("scoring").joinpath("data/duel.json").read_text(encoding="utf-8"))


def test_box_contents():
    # seed 003, СОСТАВ ИГРЫ (digits restored from the English rulebook's contents): 23/23/20 age cards,
    # 7 guilds, 12 wonders, 4 military tokens, 10 progress tokens
    assert [len(CAT.age_cards(age)) for age in (1, 2, 3)] == [23, 23, 20]
    assert len(CAT.guilds) == 7
    assert len(CAT.wonders) == 12
    assert len(CAT.progress) == 10
    assert len(CAT.military_tokens) == 4


def test_age_three_has_no_brown_or_grey_cards():
    # seed 003, Карты эпох и гильдий, Примечание
    assert not [c.name for c in CAT.age_cards(3) if c.colour in ("brown", "grey")]


@pytest.mark.parametrize("needs, gives", [
    # facts 81 (BGA-D linked buildings); seed 003 names Конюшни→Коневоды, Бани→Акведук, Частокол→Укрепления
    ("Horse Breeders", "Stable"), ("Barracks", "Garrison"), ("Fortifications", "Palisade"),
    ("Siege Workshop", "Archery Range"), ("Circus", "Parade Ground"), ("Library", "Scriptorium"),
    ("Dispensary", "Pharmacist"), ("University", "School"), ("Observatory", "Laboratory"),
    ("Statue", "Theater"), ("Gardens", "Statue"), ("Temple", "Altar"), ("Pantheon", "Temple"),
    ("Aqueduct", "Baths"), ("Senate", "Rostrum"), ("Lighthouse", "Tavern"), ("Arena", "Brewery"),
])
def test_chains(needs, gives):
    card = CAT.card(needs)
    assert CAT.giver(card.chain_needs).name == gives
    assert CAT.card(gives).age < card.age


def test_every_chain_needed_is_given_once():
    needed = [c.chain_needs for c in CAT.cards if c.chain_needs]
    assert len(needed) == 17 == len(set(needed))          # facts 81 lists 17 links


def test_science_symbols_come_in_pairs_and_law_is_the_seventh():
    # seed 003, Наука и прогресс: 7 different symbols; Закон gives one (facts 71)
    assert len(CAT.science) == 7
    for sym in CAT.science:
        cards = [c.name for c in CAT.cards if c.effect.science == sym]
        assert len(cards) == (0 if sym == CAT.token("Law").effect.science else 2)
    assert CAT.card("Scriptorium").effect.science == CAT.card("Library").effect.science
    assert CAT.card("Academy").effect.science == CAT.card("Study").effect.science


@pytest.mark.parametrize("name, coins, cost, vp, shields", [
    # seed 003, Стоимость карт: Лесоповал free, Каменный карьер 1 coin, Бани stone, Арена clay+stone+wood
    ("Лесоповал", 0, (), 0, 0), ("Каменный карьер", 0 + 1, (), 0, 0), ("Бани", 0, ("stone",), 3, 0),
    ("Арена", 0, ("clay", "stone", "wood"), 3, 0),
    # seed 003, Торговля examples: Укрепления 2 stone+clay+papyrus; Караван-сарай 2 coins+glass+papyrus;
    # Акведук 3 stone; Скрипторий 2 coins; Стрельбище 2 shields (Военное дело)
    ("Укрепления", 0, ("clay", "papyrus", "stone", "stone"), 0, 2),
    ("Караван-сарай", 2, ("glass", "papyrus"), 0, 0), ("Акведук", 0, ("stone",) * 3, 5, 0),
    ("Скрипторий", 2, (), 0, 0), ("Стрельбище", 0, ("papyrus", "stone", "wood"), 0, 2),
    # facts 80: age III yellow cards give 3 VP
    ("Chamber of Commerce", 0, ("papyrus", "papyrus"), 3, 0),
])
def test_cards_named_in_the_rulebook(name, coins, cost, vp, shields):
    card = CAT.card(name)
    assert (card.coins, card.cost, card.effect.vp, card.effect.shields) == (coins, cost, vp, shields)


@pytest.mark.parametrize("name, vp, shields, coins, play_again", [
    # facts 73 (BGA-D Material.php); seed 003, Чудеса света
    ("The Appian Way", 3, 0, 3, True), ("Circus Maximus", 3, 1, 0, False), ("The Colossus", 3, 2, 0, False),
    ("The Great Library", 4, 0, 0, False), ("The Great Lighthouse", 4, 0, 0, False),
    ("The Hanging Gardens", 3, 0, 6, True), ("The Mausoleum", 2, 0, 0, False), ("Piraeus", 2, 0, 0, True),
    ("The Pyramids", 9, 0, 0, False), ("The Sphinx", 6, 0, 0, True), ("The Statue of Zeus", 3, 1, 0, False),
    ("The Temple of Artemis", 0, 0, 12, True),
])
def test_wonders(name, vp, shields, coins, play_again):
    e = CAT.wonder(name).effect
    assert (e.vp, e.shields, e.coins, e.play_again) == (vp, shields, coins, play_again)


def test_wonder_costs_from_facts_73():
    assert CAT.wonder("The Pyramids").cost == ("papyrus", "stone", "stone", "stone")
    assert CAT.wonder("The Mausoleum").cost == ("clay", "clay", "glass", "glass", "papyrus")   # see notes
    assert CAT.wonder("The Appian Way").effect.opponent_loses == 3


def test_military_track():
    # facts 69: 2 VP for spaces 1-2, 5 for 3-5, 10 for 6-8; the capital is 9 spaces away
    assert [CAT.military_points(d) for d in range(0, 9)] == [0, 2, 2, 5, 5, 5, 10, 10, 10]
    assert CAT.capital == 9
    # facts 70: 2 coins on spaces 3-5 and 5 coins on spaces 6-8 of each side
    assert sorted((t.spaces, t.coins, t.victim) for t in CAT.military_tokens) == [
        ((-8, -6), 5, 0), ((-5, -3), 2, 0), ((3, 5), 2, 1), ((6, 8), 5, 1)]


@pytest.mark.parametrize("age, rows", [(1, [2, 3, 4, 5, 6]), (2, [6, 5, 4, 3, 2]), (3, [2, 3, 4, 2, 4, 3, 2])])
def test_layouts(age, rows):
    # BGA-D Draftpool.php; seed 003, Подготовка структуры: 20 cards per age
    layout = CAT.layouts[age]
    assert [sum(1 for p in layout.positions if p.row == r) for r in range(1, len(rows) + 1)] == rows
    assert len(layout.positions) == 20
    last = len(rows)
    everything = {(p.row, p.column) for p in layout.positions}
    # at the start only the last row is accessible, and it lies face up
    assert {r for r, _ in layout.accessible(everything)} == {last}
    assert all(p.face_up for p in layout.positions if p.row == last)
    # rows alternate face up / face down, starting face up (BGA-D: row_index % 2 == 0 is face up)
    assert [{p.face_up for p in layout.positions if p.row == r} for r in range(1, last + 1)] == [
        {r % 2 == 1} for r in range(1, last + 1)]


def test_age_three_middle_row_is_face_down_and_covered_by_two_cards_each():
    layout = CAT.layouts[3]
    middle = [p for p in layout.positions if p.row == 4]
    assert [(p.column, p.face_up, p.covered_by) for p in middle] == [
        (4, False, ((5, 3), (5, 5))), (8, False, ((5, 7), (5, 9)))]


def test_taking_a_card_frees_the_one_under_it():
    layout = CAT.layouts[1]
    remaining = {(p.row, p.column) for p in layout.positions}
    remaining -= {(5, 1)}
    assert (4, 2) not in layout.accessible(remaining)      # still covered by (5, 3)
    remaining -= {(5, 3)}
    assert (4, 2) in layout.accessible(remaining)


@pytest.mark.parametrize("spelling, name", [
    ("Конюшни", "Stable"), ("Казармы", "Garrison"), ("Каменоломня", "Shelf Quarry"), ("склад камней", "Stone Reserve"),
    ("Гильдия учёных", "Scientists Guild"), ("Theatre", "Theater"), ("caravanserai", "Caravansery"),
    ("glassblower", "Glass-Blower"),
])
def test_card_names(spelling, name):
    assert CAT.card(spelling).name == name


@pytest.mark.parametrize("spelling, name", [
    ("Пирамиды", "The Pyramids"), ("pyramids", "The Pyramids"), ("Галикарнасский мавзолей", "The Mausoleum"),
    ("Александрийский маяк", "The Great Lighthouse"), ("Храм Артемиды", "The Temple of Artemis"),
])
def test_wonder_names(spelling, name):
    assert CAT.wonder(spelling).name == name


def test_progress_names():
    # seed 003, Жетоны прогресса
    assert CAT.token("Каменная кладка").name == "Masonry"
    assert CAT.token("Земледелие").effect.vp == 4 and CAT.token("Земледелие").effect.coins == 6


def test_every_name_has_three_language_lists_and_notes_record_missing_ones():
    for thing in CAT.cards + CAT.wonders + CAT.progress:
        assert isinstance(thing.ru, tuple) and isinstance(thing.uk, tuple)
    missing_ru = [c.name for c in CAT.cards if not c.ru]
    note = next(n for n in CAT.notes if n.startswith("Russian names not found"))
    assert all(name in note for name in missing_ru)
    assert RAW["names_sources"].keys() == {"en", "ru", "uk"}


def _broken(mutate):
    data = copy.deepcopy(RAW)
    mutate(data)
    with pytest.raises(CatalogueError) as exc:
        parse_catalogue(data)
    return str(exc.value)


def test_a_missing_card_breaks_the_deck_size():
    assert "age 1 holds 22 cards" in _broken(lambda d: d["cards"].pop(0))


def test_a_chain_to_nowhere_is_caught():
    def mutate(d):
        next(c for c in d["cards"] if c["name"] == "Barracks")["chain_needs"] = "trident"
    assert "unknown chain symbol 'trident'" in _broken(mutate)


def test_a_layout_that_does_not_hold_the_deck_is_caught():
    assert "age 2 layout does not hold 20 cards" in _broken(lambda d: d["layouts"]["2"]["rows"][0].pop())
