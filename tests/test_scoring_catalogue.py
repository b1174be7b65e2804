"""The catalogue data file: deck sizes, chains, look-ups (issue 2, deliverable 2)."""
import pytest

from scoring.classic.catalogue import COLOURS, parse_catalogue
from scoring.core.errors import CatalogueError
from scoring.games import catalogue, find_game

CAT = catalogue("7w")


@pytest.mark.parametrize("players", range(3, 8))
@pytest.mark.parametrize("age", [1, 2, 3])
def test_each_age_holds_seven_cards_per_player(players, age):
    # seed 000, Расстановка / Колоды эпох: 7 cards per player; age III takes players + 2 guilds
    size = len(CAT.deck(age, players)) + (players + 2 if age == 3 else 0)
    assert size == 7 * players


def test_box_counts():
    # seed 000, Комплектация: 49 cards of age I, 49 of age II, 50 of age III (with the 10 guilds)
    assert len(CAT.deck(1, 7)) == 49
    assert len(CAT.deck(2, 7)) == 49
    assert len(CAT.deck(3, 7)) + len(CAT.guilds) == 50
    assert len(CAT.guilds) == 10
    assert len(CAT.wonders) == 7


def test_chains_point_at_real_cards_of_the_next_age():
    names = set(CAT.card_names)
    for card in CAT.cards:
        for target in card.chain_to:
            assert target in names
            assert any(t.age == card.age + 1 for t in CAT.card_entries(target))
    assert CAT.card("Library").chain_from == ("Scriptorium",)
    assert set(CAT.card("Forum").chain_from) == {"East Trading Post", "West Trading Post"}


def test_every_colour_is_used_and_age_three_has_no_resources():
    assert {c.colour for c in CAT.cards} == set(COLOURS)
    # seed 000, Элементы игры: age III holds no brown or grey cards
    assert not [c for c in CAT.cards if c.age == 3 and c.colour in ("brown", "grey")]


@pytest.mark.parametrize("spelling, name", [
    ("lumber yard", "Lumber Yard"), ("LUMBER-YARD", "Lumber Yard"), ("  Lumber   Yard ", "Lumber Yard"),
    ("Craftsmen's Guild", "Craftsmens Guild"), ("craftsmens guild", "Craftsmens Guild"),
    ("Bazaar", "Bazar"), ("Caravanserai", "Caravansery"), ("Theatre", "Theater"),
    ("Хранилище манускриптов", "Scriptorium"), ("библиотека", "Library"), ("Гильдия учёных", "Scientists Guild"),
    ("Восточная торговая фактория", "East Trading Post"), ("Лесоповал", "Lumber Yard"),
])
def test_card_lookup_is_tolerant(spelling, name):
    assert CAT.card(spelling).name == name


@pytest.mark.parametrize("spelling, name", [
    ("Rhodes", "Rhodos"), ("rhodos", "Rhodos"), ("Giza", "Gizah"), ("Ephesus", "Ephesos"),
    ("Halicarnassus", "Halikarnassos"), ("Александрия", "Alexandria"), ("Вавилон", "Babylon"),
])
def test_wonder_lookup_is_tolerant(spelling, name):
    assert CAT.wonder(spelling).name == name


def test_suggestions():
    assert CAT.suggest_card("Lumbr Yard") == "Lumber Yard"
    assert CAT.suggest_card("Univercity") == "University"
    assert CAT.suggest_wonder("Rodos") == "Rhodos"


@pytest.mark.parametrize("alias", ["7 Wonders", "7w", "7W1", "7 чудес"])
def test_game_aliases(alias):
    assert find_game(alias).id == "7w"


def test_the_same_card_in_two_ages_counts_both():
    # Loom, Glassworks and Press are printed for age I (3+, 6+) and age II (3+, 5+)
    assert CAT.copies("Loom", 3) == 2
    assert CAT.copies("Loom", 7) == 4
    assert CAT.copies("Tree Farm", 5) == 0


def test_a_broken_data_file_is_refused():
    import json
    from importlib import resources
    data = json.loads(resources.files("scoring").joinpath("data").joinpath("7w.json").read_text())
    data["cards"] = [c for c in data["cards"] if c["name"] != "Lumber Yard"]
    with pytest.raises(CatalogueError, match="age 1 deck for 3 players holds 20 cards"):
        parse_catalogue(data, 3, 7)
    data = json.loads(resources.files("scoring").joinpath("data").joinpath("7w.json").read_text())
    data["cards"][0]["chain_to"] = ["Nowhere"]
    with pytest.raises(CatalogueError, match="chain to unknown card 'Nowhere'"):
        parse_catalogue(data, 3, 7)
