"""The Leaders score (``scoring.expansions.leaders.score``): every line of the leaders row and of the Leaders
guilds word for word in English, Russian and Ukrainian, and the rows' totals, of a position a wrong count or
sentence would change: the tests mutation testing of the module asked for (README "Mutation testing").

The leaders' and guilds' effects are the Leaders data's (scoring/data/leaders.json; Leaders rulebook, the
leaders' texts): Alexander 1 VP per Victory token, Amytis 2 VP per wonder stage, Cleopatra 5 VP, Midas 1 VP
per 3 coins, Justinian 3 VP per set of a blue, a red and a green card, Phidias 1 VP per brown card,
Praxiteles 2 VP per grey card, Hiram 2 VP per purple card, Varro 1 VP per yellow card; Architects' Guild
3 VP per purple card, Diplomats' Guild 1 VP per white card of the two neighbouring cities, Gamers' Guild
1 VP per 3 coins, Courtesans' Guild a neighbour's leader copied (the one worth most to its city).
"""
import pytest

from scoring.core.i18n import use_language

from test_cities import GAME, player, seat, table

# Ira (Rhodos, 2 stages: 3 shields in age III) wins all six conflicts (+1 +1 +3 +3 +5 +5 = 18) and holds
# 10 coins: Alexander 6, Amytis 2 × 2, Midas 3, Justinian 1 set (Baths, Barracks, Apothecary), Phidias
# 1 brown (Lumber Yard), Praxiteles 1 grey (Loom). Oleg's Courtesans' Guild copies Sofia's Hiram, worth
# 2 × Oleg's 4 purple cards = 8 (more than Cleopatra's 5); his Diplomats' Guild counts Ira's 7 leaders and
# Sofia's 2; his Gamers' Guild 7 coins: 2.
POSITION = table(
    player("Ira", "Rhodos", ["Lumber Yard", "Loom", "Baths", "Barracks", "Apothecary", "Marketplace", "Alexander",
                             "Amytis", "Cleopatra", "Midas", "Justinian", "Phidias", "Praxiteles"],
           stages=2, coins=10, shields=[1, 1, 3]),
    player("Oleg", "Gizah", ["Courtesans' Guild", "Architects' Guild", "Diplomats' Guild", "Gamers' Guild"], coins=7,
           shields=[0, 0, 0]),
    player("Sofia", "Babylon", ["Hiram", "Strategists Guild", "Varro", "West Trading Post"], shields=[0, 0, 0]),
    expansions=("leaders",))
ROWS = {"Ira": (52, {"military": 18, "treasury": 3, "wonder": 3, "civilian": 3, "science": 1, "leaders": 24}),
        "Oleg": (21, {"military": -3, "treasury": 2, "guilds": 14, "leaders": 8}),
        "Sofia": (3, {"military": -3, "guilds": 3, "leaders": 3})}
LINES = {'en': {'Ira': [('leaders', 6, 'Alexander: 6 × 1 VP'),
             ('leaders', 4, 'Amytis: 2 × 2 VP'),
             ('leaders', 5, 'Cleopatra: 5 VP'),
             ('leaders', 3, 'Midas: 3 × 1 VP'),
             ('leaders', 3, 'Justinian: 1 × 3 VP'),
             ('leaders', 1, 'Phidias: 1 × 1 VP'),
             ('leaders', 2, 'Praxiteles: 1 × 2 VP')],
      'Oleg': [('guilds',
              3,
              "Architects' Guild: purple cards in neighbouring cities — 1 (left Sofia: 1; right Ira: 0) × 3 → 3"),
              ('leaders', 8, "Courtesans' Guild copies Hiram: 8 VP"),
              ('guilds', 9, "Diplomats' Guild: 9 × 1 VP"),
              ('guilds', 2, "Gamers' Guild: 2 × 1 VP")],
      'Sofia': [('guilds',
               3,
               'Strategists Guild: defeat tokens in neighbouring cities — 3 (left Ira: 0; right Oleg: 3) → 3'),
               ('leaders', 2, 'Hiram: 1 × 2 VP'),
               ('leaders', 1, 'Varro: 1 × 1 VP')]},
'ru': {'Ira': [('leaders', 6, '«Alexander»: 6 × 1 ПО'),
             ('leaders', 4, '«Amytis»: 2 × 2 ПО'),
             ('leaders', 5, '«Cleopatra»: 5 ПО'),
             ('leaders', 3, '«Midas»: 3 × 1 ПО'),
             ('leaders', 3, '«Justinian»: 1 × 3 ПО'),
             ('leaders', 1, '«Phidias»: 1 × 1 ПО'),
             ('leaders', 2, '«Praxiteles»: 1 × 2 ПО')],
      'Oleg': [('guilds',
              3,
              "«Architects' Guild»: фиолетовых карт у соседей — 1 (слева Sofia: 1; справа Ira: 0) × 3 → 3"),
              ('leaders', 8, "«Courtesans' Guild» копирует лидера «Hiram»: 8 ПО"),
              ('guilds', 9, "«Diplomats' Guild»: 9 × 1 ПО"),
              ('guilds', 2, "«Gamers' Guild»: 2 × 1 ПО")],
      'Sofia': [('guilds',
               3,
               '«Гильдия стратегов»: жетонов поражения у соседей — 3 (слева Ira: 0; справа Oleg: 3) → 3'),
               ('leaders', 2, '«Hiram»: 1 × 2 ПО'),
               ('leaders', 1, '«Varro»: 1 × 1 ПО')]},
'uk': {'Ira': [('leaders', 6, '«Alexander»: 6 × 1 ПО'),
             ('leaders', 4, '«Amytis»: 2 × 2 ПО'),
             ('leaders', 5, '«Cleopatra»: 5 ПО'),
             ('leaders', 3, '«Midas»: 3 × 1 ПО'),
             ('leaders', 3, '«Justinian»: 1 × 3 ПО'),
             ('leaders', 1, '«Phidias»: 1 × 1 ПО'),
             ('leaders', 2, '«Praxiteles»: 1 × 2 ПО')],
      'Oleg': [('guilds',
              3,
              "«Architects' Guild»: фіолетових карт у сусідів — 1 (ліворуч Sofia: 1; праворуч Ira: 0) × 3 → 3"),
              ('leaders', 8, "«Courtesans' Guild» копіює лідера «Hiram»: 8 ПО"),
              ('guilds', 9, "«Diplomats' Guild»: 9 × 1 ПО"),
              ('guilds', 2, "«Gamers' Guild»: 2 × 1 ПО")],
      'Sofia': [('guilds',
               3,
               '«Strategists Guild»: жетонів поразки у сусідів — 3 (ліворуч Ira: 0; праворуч Oleg: 3) → 3'),
               ('leaders', 2, '«Hiram»: 1 × 2 ПО'),
               ('leaders', 1, '«Varro»: 1 × 1 ПО')]}}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("name", ["Ira", "Oleg", "Sofia"])
def test_every_leader_and_leaders_guild_line_and_the_rows(name, lang):
    with use_language(lang):
        p = seat(GAME.score(POSITION), name)
    assert [(d.category, d.points, d.text) for d in p.details if d.category in ("leaders", "guilds")] == LINES[lang][name]
    total, rows = ROWS[name]
    assert (p.total, {k: v for k, v in p.categories.items() if v}) == (total, rows)
