"""The Cities score (``scoring.expansions.cities.score``): whole score sheets, every line word for word in
English, Russian and Ukrainian, of positions a wrong count or sentence would change: the tests mutation
testing of the module asked for (README "Mutation testing").

The cards' effects are the Cities data's (scoring/data/cities.json; Cities rulebook, the cards' texts):
Hideout 2 VP, Lair 3 VP, Counterfeiters' Guild 5 VP; Secret Society 1 VP per black card of its own city,
Slave Market 1 VP per Victory token of its own city, whatever its value; Guild of Shadows 1 VP per black
card and Mourners' Guild 1 VP per Victory token of the two neighbouring cities. Card names are printed
in English in every box (the data file lists no other printed name for them).
"""
import pytest

from scoring.core.i18n import use_language

from test_cities import GAME, player, seat, table

# Ira: four black cards (Stockade is the 1st edition's red card) and four Victory tokens (+1, +1, +3, +5);
# Sofia, her right-hand neighbour's left: one black card (Capitol), two Victory tokens
POSITION = table(
    player("Ira", "Rhodos", ["Hideout", "Lair", "Stockade", "Secret Society", "Slave Market"], shields=[1, 1], debt=2),
    player("Oleg", "Gizah", ["Guild of Shadows", "Mourners' Guild", "Counterfeiters' Guild"], shields=[0, 0]),
    player("Sofia", "Babylon", ["Capitol", "Barracks"], shields=[0, 1]))

SHEETS = {
    "en": {
        "Ira": [("military", 10, "Conflict tokens +1, +1, +3, +5 → 10"),
                ("treasury", 0, "0 coins ÷ 3 → 0"),
                ("cities", 2, "Hideout → 2"),
                ("cities", 3, "Lair → 3"),
                ("cities", 4, "Secret Society: black cards in own city — 4 → 4"),
                ("cities", 4, "Slave Market: victory tokens in own city — 4 → 4"),
                ("treasury", -2, "Debt tokens: 2 → -2")],
        "Oleg": [("military", -5, "Conflict tokens -1, -1, -1, -1, -1 → -5"),
                 ("treasury", 0, "0 coins ÷ 3 → 0"),
                 ("guilds", 5, "Guild of Shadows: black cards in neighbouring cities — 5 (left Sofia: 1; right Ira: 4) → 5"),
                 ("guilds", 6, "Mourners' Guild: victory tokens in neighbouring cities — 6 (left Sofia: 2; right Ira: 4) → 6"),
                 ("guilds", 5, "Counterfeiters' Guild → 5")]},
    "ru": {
        "Ira": [("military", 10, "Жетоны конфликтов +1, +1, +3, +5 → 10"),
                ("treasury", 0, "0 монет ÷ 3 → 0"),
                ("cities", 2, "«Hideout» → 2"),
                ("cities", 3, "«Lair» → 3"),
                ("cities", 4, "«Secret Society»: чёрные карты в своём городе — 4 → 4"),
                ("cities", 4, "«Slave Market»: жетоны победы в своём городе — 4 → 4"),
                ("treasury", -2, "Жетоны долга: 2 → -2")],
        "Oleg": [("military", -5, "Жетоны конфликтов -1, -1, -1, -1, -1 → -5"),
                 ("treasury", 0, "0 монет ÷ 3 → 0"),
                 ("guilds", 5, "«Guild of Shadows»: чёрные карты в соседних городах — 5 (слева Sofia: 1; справа Ira: 4) → 5"),
                 ("guilds", 6, "«Mourners' Guild»: жетоны победы в соседних городах — 6 (слева Sofia: 2; справа Ira: 4) → 6"),
                 ("guilds", 5, "«Counterfeiters' Guild» → 5")]},
    "uk": {
        "Ira": [("military", 10, "Жетони конфліктів +1, +1, +3, +5 → 10"),
                ("treasury", 0, "0 монет ÷ 3 → 0"),
                ("cities", 2, "«Hideout» → 2"),
                ("cities", 3, "«Lair» → 3"),
                ("cities", 4, "«Secret Society»: чорні карти у своєму місті — 4 → 4"),
                ("cities", 4, "«Slave Market»: жетони перемоги у своєму місті — 4 → 4"),
                ("treasury", -2, "Жетони боргу: 2 → -2")],
        "Oleg": [("military", -5, "Жетони конфліктів -1, -1, -1, -1, -1 → -5"),
                 ("treasury", 0, "0 монет ÷ 3 → 0"),
                 ("guilds", 5, "«Guild of Shadows»: чорні карти в сусідніх містах — 5 (ліворуч Sofia: 1; праворуч Ira: 4) → 5"),
                 ("guilds", 6, "«Mourners' Guild»: жетони перемоги в сусідніх містах — 6 (ліворуч Sofia: 2; праворуч Ira: 4) → 6"),
                 ("guilds", 5, "«Counterfeiters' Guild» → 5")]},
}
TOTALS = {"Ira": (10 - 2 + 2 + 3 + 4 + 4, {"military": 10, "treasury": -2, "cities": 13, "guilds": 0}),
          "Oleg": (-5 + 5 + 6 + 5, {"military": -5, "treasury": 0, "cities": 0, "guilds": 16})}

SOURCES = {"Ira": ["conflict tokens", "coins", "Hideout", "Lair", "Secret Society", "Slave Market", "debt"],
           "Oleg": ["conflict tokens", "coins", "Guild of Shadows", "Mourners' Guild", "Counterfeiters' Guild"]}


def _sheet(p):
    return [(d.category, d.points, d.text) for d in p.details]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("name", ["Ira", "Oleg"])
def test_the_black_cards_the_cities_guilds_and_the_debt_line_by_line(name, lang):
    with use_language(lang):
        p = seat(GAME.score(POSITION), name)
    assert _sheet(p) == SHEETS[lang][name]
    # each line names what scored it (the result document's "source")
    assert [d.source for d in p.details] == SOURCES[name]
    total, rows = TOTALS[name]
    assert p.total == total and {k: p.categories[k] for k in rows} == rows


# Ira's three masks (Pigeon Loft, Spy Ring, Torture Chamber: the mask symbol, data file) beside her Apothecary
# (a compass); her neighbours Oleg (left: Dispensary, a compass) and Anna (right: Scriptorium, a tablet) have one
# green card each, Sofia (not a neighbour) two. Each mask copies a different card (Cities rulebook, the mask
# symbol): two are copied, the third has none left; 2 compasses and 1 tablet score 2² + 1² = 5.
MASKS = table(player("Ira", "Rhodos", ["Apothecary", "Pigeon Loft", "Spy Ring", "Torture Chamber"]),
              player("Oleg", "Gizah", ["Dispensary"]), player("Sofia", "Babylon", ["Workshop", "Laboratory"]),
              player("Anna", "Ephesos", ["Scriptorium"]))
MASK_LINES = {
    "en": ["Science: 2 compass, 1 tablet → 5 (the masks copy the neighbours' symbols)",
           "Pigeon Loft: copies a compass of Oleg (a neighbour's green card)",
           "Spy Ring: copies a tablet of Anna (a neighbour's green card)",
           "Torture Chamber: no green card left in the neighbouring cities to copy"],
    "ru": ["Наука: 2 циркуля, 1 табличка → 5 (маски копируют символы соседей)",
           "«Pigeon Loft»: копирует символ «циркуль» зелёной карты соседа (Oleg)",
           "«Spy Ring»: копирует символ «табличка» зелёной карты соседа (Anna)",
           "«Torture Chamber»: в соседних городах не осталось зелёной карты, которую можно скопировать"],
    "uk": ["Наука: 2 циркулі, 1 табличка → 5 (маски копіюють символи сусідів)",
           "«Pigeon Loft»: копіює символ «циркуль» зеленої карти сусіда (Oleg)",
           "«Spy Ring»: копіює символ «табличка» зеленої карти сусіда (Anna)",
           "«Torture Chamber»: у сусідніх містах не залишилося зеленої карти, яку можна скопіювати"],
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_each_mask_says_what_it_copied_or_that_nothing_was_left(lang):
    with use_language(lang):
        p = seat(GAME.score(MASKS), "Ira")
    assert _sheet(p) == [("treasury", 0, SHEETS[lang]["Ira"][1][2])] + [
        ("science", points, text) for points, text in zip((5, 0, 0, 0), MASK_LINES[lang])]
    assert [d.source for d in p.details] == ["coins", "science", "Pigeon Loft", "Spy Ring", "Torture Chamber"]
    assert p.total == 5 and p.choices["copies"] == [
        {"source": "Pigeon Loft", "symbol": "compass", "from": "Dispensary", "city": "Oleg"},
        {"source": "Spy Ring", "symbol": "tablet", "from": "Scriptorium", "city": "Anna"}]


NOT_ITSELF = {"en": "Secret Society: black cards in own city, itself not counted — 3 → 3",
              "ru": "«Secret Society»: чёрные карты в своём городе, не считая её самой — 3 → 3",
              "uk": "«Secret Society»: чорні карти у своєму місті, не рахуючи її самої — 3 → 3"}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_secret_society_not_counting_itself_says_so(lang):
    # "secret_society_self": "ignored" (data file, table_options; FACTS B5 not settled): 3 other black cards
    with use_language(lang):
        p = seat(GAME.score(dict(POSITION, secret_society_self="ignored")), "Ira")
    assert _sheet(p) == [line if line[2] != SHEETS[lang]["Ira"][4][2] else ("cities", 3, NOT_ITSELF[lang])
                         for line in SHEETS[lang]["Ira"]]
    assert (p.total, p.categories["cities"]) == (20, 12)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_mask_copies_a_green_card_not_a_neighbours_leader_with_a_science_symbol(lang):
    # leaders-cities facts B4: the masks copy "the scientific symbol of a green card present in one of the two
    # neighboring cities"; Euclid (a compass) and Ptolemy (a tablet) are white leaders (data file leaders.json)
    doc = table(player("Ira", "Rhodos", ["Spy Ring"]), player("Oleg", "Gizah", ["Euclid"]),
                player("Sofia", "Babylon", ["Ptolemy"]), expansions=("cities", "leaders"))
    with use_language(lang):
        p = seat(GAME.score(doc), "Ira")
    assert _sheet(p) == [("treasury", 0, SHEETS[lang]["Ira"][1][2]), ("science", 0, MASK_LINES[lang][3].replace(
        "Torture Chamber", "Spy Ring"))]
    assert (p.total, p.categories["science"], p.choices) == (0, 0, {})
