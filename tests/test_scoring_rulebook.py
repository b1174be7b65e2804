"""The rulebook's worked examples (seed 000, "Подсчет очков") and the printed cards."""
from collections import Counter

import pytest

from scoring.classic.score import best_science, science_points, score
from scoring.core.i18n import use_language
from tests.helpers import player, table, three


def cats(doc, seat=0):
    return score(doc).players[seat].categories


def test_military_example():
    # seed 000, 1 Военные конфликты: Alexandria ends with +1, +3, +5, -1, -1, -1 → 6
    doc = three(player("Alex", "Alexandria"))
    doc["players"][0]["military"] = [1, 3, 5, -1, -1, -1]
    assert cats(doc)["military"] == 6


def test_treasury_example():
    # seed 000, 2 Содержимое сокровищницы: 14 coins → 4 points (remainder scores nothing)
    assert cats(three(player("Alex", "Alexandria", coins=14)))["treasury"] == 4


@pytest.mark.parametrize("coins, points", [(0, 0), (2, 0), (3, 1), (14, 4), (15, 5), (100, 33)])
def test_treasury_is_floor_division(coins, points):
    assert cats(three(player("Alex", "Alexandria", coins=coins)))["treasury"] == points


def test_wonder_example():
    # seed 000, 3 Чудеса Света: Alexandria A, all three stages → 3 + 7 = 10
    assert cats(three(player("Alex", "Alexandria", "A", stages=3)))["wonder"] == 10


def test_civilian_example():
    # seed 000, 4 Гражданские постройки: Altar 2 + Aqueduct 5 + Town Hall 6 = 13
    doc = three(player("Alex", "Alexandria", cards=["Altar", "Aqueduct", "Town Hall"]))
    assert cats(doc)["civilian"] == 13


def test_science_example_three_two_one():
    # seed 000, 5 Научные постройки: 3/2/1 symbols → 9 + 4 + 1 = 14, plus one set of 7 → 21
    # (the seed misprints 27; 14 + 7 = 21 — noted in scoring/data/7w.json)
    doc = three(player("Alex", "Alexandria", cards=[
        "Apothecary", "Dispensary", "Lodge",          # compass ×3
        "Workshop", "Laboratory",                     # gear ×2
        "Scriptorium"]))                              # tablet ×1
    assert cats(doc)["science"] == 21


def test_science_example_with_one_more_tablet():
    # seed 000, 5: with one more tablet → (9 + 4 + 4) + (7 + 7) = 31
    doc = three(player("Alex", "Alexandria", cards=[
        "Apothecary", "Dispensary", "Lodge", "Workshop", "Laboratory", "Scriptorium", "Library"]))
    assert cats(doc)["science"] == 31


@pytest.mark.parametrize("symbols, points", [
    ({"compass": 1}, 1), ({"compass": 2}, 4), ({"compass": 3}, 9), ({"compass": 4}, 16),
    ({"compass": 5}, 25), ({"compass": 6}, 36),          # seed 000: 5 → 25, 6 → 36 with wildcards
    ({"compass": 1, "gear": 1, "tablet": 1}, 10),
    ({"compass": 2, "gear": 2, "tablet": 2}, 26),
])
def test_science_formula(symbols, points):
    assert science_points(Counter(symbols)) == points


def test_commercial_example_chamber_of_commerce():
    # seed 000, 6 Торговые здания: Chamber of Commerce with two grey cards → 4 points
    doc = three(player("Alex", "Alexandria", cards=["Chamber of Commerce", "Loom", "Press"]))
    doc["players"][1]["cards"] = ["Glassworks"]          # a neighbour's grey card does not count
    doc["players"] += [player("Dan", "Olympia"), ]       # 4 players: Chamber of Commerce is 4+
    assert cats(doc)["commercial"] == 4


@pytest.mark.parametrize("cards, points", [
    (["Haven", "Lumber Yard", "Ore Vein", "Sawmill"], 3),                 # 1 per own brown card
    (["Lighthouse", "Tavern", "Marketplace"], 3),                        # 1 per own yellow, itself included
    (["Arena"], 0),
    (["Vineyard", "Bazar", "Lumber Yard"], 0),                           # coins only, no points
])
def test_commercial_cards(cards, points):
    doc = three(player("Alex", "Alexandria", cards=cards))
    doc["players"] += [player("Dan", "Olympia")]
    assert cats(doc)["commercial"] == points


def test_arena_counts_own_stages():
    # card: Arena, 1 point per wonder stage built in own city
    doc = three(player("Giza", "Gizah", "B", stages=4, cards=["Arena"]), player("Oleg", "Ephesos"))
    assert cats(doc)["commercial"] == 4


def test_best_science_fills_the_set():
    # 2/2/1 + wildcard: a tablet gives 4+4+4+14 = 26 versus a compass 9+4+1+7 = 21
    assert best_science(Counter(compass=2, gear=2, tablet=1), 1) == (26, ("tablet",))


# -- every line of a score, word for word, in English, Russian and Ukrainian ---------------------------------------

def lines_in(doc, lang):
    with use_language(lang):
        result = score(doc)
    return [[(d.category, d.source, d.points, d.text) for d in p.details] for p in result.players], result.tiebreak


def texts_in(doc, lang):
    lines, note = lines_in(doc, lang)
    return [[t for _c, _s, _p, t in player_lines] for player_lines in lines], note


# A 4-player table (seats: Ira, Oleg, Sofia, Yana; left = the next seat, right = the previous one).
# Ira: tokens +1 +3 +5 −1 = 8; 14 coins → 4; Alexandria A stages 1 and 3 → 3 and 7 (stage 2 makes a resource);
# Altar 2; Haven 1 per own brown card (Lumber Yard: 1); Chamber of Commerce 2 per own grey card (Loom: 1 → 2);
# Arena 1 per own stage (3); Spies Guild 1 per red card of the neighbours (Oleg's Barracks + Stockade, Yana none);
# Builders Guild 1 per stage of the own city and both neighbours (2 + 3 + 1); science 1 compass, 1 gear, 2 tablets and
# the Scientists Guild's wildcard as a tablet: 1 + 1 + 9 + 7 = 18 (a compass or a gear makes 16).
# Oleg: −1 −1; 1 coin; Gizah A stages 1-2 → 3 + 5; Shipowners Guild 1 per own brown, grey and purple card (3).
# Sofia (Olympia B, 3 stages: stage 2 → 5, stage 3 copies a neighbour's guild): Baths 3; Lighthouse 1 per own yellow
# card (itself and Tavern); Strategists Guild 1 per defeat token of the neighbours (Yana 0, Oleg 2); the copy that
# scores most is Oleg's Shipowners Guild (the Strategists Guild and the copy itself: 2), not Yana's Magistrates (1).
# Yana: +1; Ephesos B stage 1 → 2; Pawnshop 3; Magistrates Guild 1 per blue card of the neighbours (Altar, Baths).
# seed 000, Подсчет очков 1-7; the cards.
FOUR = table(
    player("Ira", "Alexandria", "A", stages=3, coins=14, military=[1, 3, 5, -1],
           cards=["Altar", "Haven", "Chamber of Commerce", "Arena", "Lumber Yard", "Loom", "Apothecary", "Workshop",
                  "Scriptorium", "Library", "Spies Guild", "Builders Guild", "Scientists Guild"]),
    player("Oleg", "Gizah", "A", stages=2, coins=1, military=[-1, -1],
           cards=["Barracks", "Stockade", "Shipowners Guild", "Press", "Ore Vein"]),
    player("Sofia", "Olympia", "B", stages=3, coins=2, cards=["Baths", "Lighthouse", "Tavern", "Strategists Guild"]),
    player("Yana", "Ephesos", "B", stages=1, military=[1], cards=["Pawnshop", "Magistrates Guild"]))


def test_every_line_of_a_score_explains_its_number():
    lines, note = lines_in(FOUR, "en")
    assert lines == [[
        ("military", "conflict tokens", 8, "Conflict tokens +1, +3, +5, -1 → 8"),
        ("treasury", "coins", 4, "14 coins ÷ 3 → 4"),
        ("wonder", "Alexandria A stage 1", 3, "Alexandria A, stage 1 → 3"),
        ("wonder", "Alexandria A stage 3", 7, "Alexandria A, stage 3 → 7"),
        ("civilian", "Altar", 2, "Altar → 2"),
        ("commercial", "Haven", 1, "Haven: brown cards in own city — 1 (self Ira: 1) → 1"),
        ("commercial", "Chamber of Commerce", 2, "Chamber of Commerce: grey cards in own city — 1 (self Ira: 1) × 2 → 2"),
        ("commercial", "Arena", 3, "Arena: wonder stages in own city — 3 (self Ira: 3) → 3"),
        ("guilds", "Spies Guild", 2, "Spies Guild: red cards in neighbouring cities — 2 (left Oleg: 2; right Yana: 0) → 2"),
        ("guilds", "Builders Guild", 6, "Builders Guild: wonder stages in own and neighbouring cities — 6 (left Oleg: 2; "
                                        "self Ira: 3; right Yana: 1) → 6"),
        ("science", "science", 18,
         "Science: 1 compass, 1 gear, 3 tablet: 1² + 1² + 3² = 11, plus 7 × 1 set of three = 7 → 18"),
        ("science", "Scientists Guild", 0, "wildcard chosen: tablet (Scientists Guild)")], [
        ("military", "conflict tokens", -2, "Conflict tokens -1, -1 → -2"),
        ("treasury", "coins", 0, "1 coin ÷ 3 → 0"),
        ("wonder", "Gizah A stage 1", 3, "Gizah A, stage 1 → 3"),
        ("wonder", "Gizah A stage 2", 5, "Gizah A, stage 2 → 5"),
        ("guilds", "Shipowners Guild", 3,
         "Shipowners Guild: brown or grey or purple cards in own city — 3 (self Oleg: 3) → 3")], [
        ("treasury", "coins", 0, "2 coins ÷ 3 → 0"),
        ("wonder", "Olympia B stage 2", 5, "Olympia B, stage 2 → 5"),
        ("civilian", "Baths", 3, "Baths → 3"),
        ("commercial", "Lighthouse", 2, "Lighthouse: yellow cards in own city — 2 (self Sofia: 2) → 2"),
        ("guilds", "Strategists Guild", 2,
         "Strategists Guild: defeat tokens in neighbouring cities — 2 (left Yana: 0; right Oleg: 2) → 2"),
        ("guilds", "Shipowners Guild", 2, "Shipowners Guild (copied by Olympia B): brown or grey or purple cards in "
                                          "own city — 2 (self Sofia: 2) → 2"),
        ("guilds", "Olympia B stage 3", 0,
         "Olympia B copies Shipowners Guild: the neighbour guild worth most to this city")], [
        ("military", "conflict tokens", 1, "Conflict tokens +1 → 1"),
        ("treasury", "coins", 0, "0 coins ÷ 3 → 0"),
        ("wonder", "Ephesos B stage 1", 2, "Ephesos B, stage 1 → 2"),
        ("civilian", "Pawnshop", 3, "Pawnshop → 3"),
        ("guilds", "Magistrates Guild", 2,
         "Magistrates Guild: blue cards in neighbouring cities — 2 (left Ira: 1; right Sofia: 1) → 2")]]
    assert note is None
    result = score(FOUR)
    assert [(p.name, p.total, p.rank) for p in result.players] == [("Ira", 56, 1), ("Oleg", 9, 3), ("Sofia", 14, 2),
                                                                    ("Yana", 8, 4)]
    assert result.players[2].choices == {"olympia_copy": "Shipowners Guild"}


def test_every_line_of_a_score_in_russian_and_ukrainian():
    # the names printed in each box (English where the Ukrainian 1st edition's was not found); Russian and Ukrainian
    # put the count after what is counted, and the science symbols agree with their number
    assert texts_in(FOUR, "ru") == ([[
        "Жетоны конфликтов +1, +3, +5, -1 → 8", "14 монет ÷ 3 → 4", "Александрия A, этап 1 → 3",
        "Александрия A, этап 3 → 7", "«Алтарь» → 2", "«Порт»: коричневых карт в своём городе — 1 (свой Ira: 1) → 1",
        "«Торговая палата»: серых карт в своём городе — 1 (свой Ira: 1) × 2 → 2",
        "«Арена»: этапов чуда в своём городе — 3 (свой Ira: 3) → 3",
        "«Гильдия шпионов»: красных карт у соседей — 2 (слева Oleg: 2; справа Yana: 0) → 2",
        "«Гильдия строителей»: этапов чуда у себя и у соседей — 6 (слева Oleg: 2; свой Ira: 3; справа Yana: 1) → 6",
        "Наука: 1 циркуль, 1 шестерёнка, 3 таблички: 1² + 1² + 3² = 11, плюс 7 × 1 набор из трёх = 7 → 18",
        "выбран символ: табличка (Гильдия ученых)"], [
        "Жетоны конфликтов -1, -1 → -2", "1 монета ÷ 3 → 0", "Гиза A, этап 1 → 3", "Гиза A, этап 2 → 5",
        "«Гильдия судовладельцев»: коричневых, серых или фиолетовых карт в своём городе — 3 (свой Oleg: 3) → 3"], [
        "2 монеты ÷ 3 → 0", "Олимпия B, этап 2 → 5", "«Бани» → 3",
        "«Маяк»: жёлтых карт в своём городе — 2 (свой Sofia: 2) → 2",
        "«Гильдия стратегов»: жетонов поражения у соседей — 2 (слева Yana: 0; справа Oleg: 2) → 2",
        "«Гильдия судовладельцев (копия Олимпии B)»: коричневых, серых или фиолетовых карт в своём городе — 2 "
        "(свой Sofia: 2) → 2",
        "Олимпия B копирует гильдию соседа «Гильдия судовладельцев»: она даёт этому городу больше всего"], [
        "Жетоны конфликтов +1 → 1", "0 монет ÷ 3 → 0", "Эфес B, этап 1 → 2", "«Pawnshop» → 3",
        "«Гильдия судей»: синих карт у соседей — 2 (слева Ira: 1; справа Sofia: 1) → 2"]], None)
    assert texts_in(FOUR, "uk") == ([[
        "Жетони конфліктів +1, +3, +5, -1 → 8", "14 монет ÷ 3 → 4", "Александрія A, етап 1 → 3",
        "Александрія A, етап 3 → 7", "«Altar» → 2", "«Haven»: коричневих карт у своєму місті — 1 (своє Ira: 1) → 1",
        "«Chamber of Commerce»: сірих карт у своєму місті — 1 (своє Ira: 1) × 2 → 2",
        "«Arena»: етапів чуда у своєму місті — 3 (своє Ira: 3) → 3",
        "«Spies Guild»: червоних карт у сусідів — 2 (ліворуч Oleg: 2; праворуч Yana: 0) → 2",
        "«Builders Guild»: етапів чуда у себе й у сусідів — 6 (ліворуч Oleg: 2; своє Ira: 3; праворуч Yana: 1) → 6",
        "Наука: 1 циркуль, 1 шестерня, 3 таблички: 1² + 1² + 3² = 11, плюс 7 × 1 набір із трьох = 7 → 18",
        "обрано символ: табличка (Scientists Guild)"], [
        "Жетони конфліктів -1, -1 → -2", "1 монета ÷ 3 → 0", "Гіза A, етап 1 → 3", "Гіза A, етап 2 → 5",
        "«Shipowners Guild»: коричневих, сірих або фіолетових карт у своєму місті — 3 (своє Oleg: 3) → 3"], [
        "2 монети ÷ 3 → 0", "Олімпія B, етап 2 → 5", "«Baths» → 3",
        "«Lighthouse»: жовтих карт у своєму місті — 2 (своє Sofia: 2) → 2",
        "«Strategists Guild»: жетонів поразки у сусідів — 2 (ліворуч Yana: 0; праворуч Oleg: 2) → 2",
        "«Shipowners Guild (копія Олімпії B)»: коричневих, сірих або фіолетових карт у своєму місті — 2 "
        "(своє Sofia: 2) → 2",
        "Олімпія B копіює гільдію сусіда «Shipowners Guild»: вона дає цьому місту найбільше"], [
        "Жетони конфліктів +1 → 1", "0 монет ÷ 3 → 0", "Ефес B, етап 1 → 2", "«Pawnshop» → 3",
        "«Magistrates Guild»: синіх карт у сусідів — 2 (ліворуч Ira: 1; праворуч Sofia: 1) → 2"]], None)


# Ira: Babylon A stage 1 → 3, stage 2 a wildcard: 2 compasses, 2 gears, 2 tablets and the wildcard as a compass:
# 9 + 4 + 4 + 7 × 2 = 31; 4 coins → 1: 35.  Oleg: Olympia B stage 2 → 5, no guild beside it to copy, Palace 8,
# Pantheon 7, Town Hall 6, 27 coins → 9: 35.  A tie on 35: the most coins wins, Oleg (seed 000, Конец игры).
# Oleg copies a Scientists Guild in the other table: its wildcard, a tablet beside his Scriptorium (2² = 4).
TIED = three(player("Ira", "Babylon", "A", stages=2, coins=4,
                    cards=["Apothecary", "Dispensary", "Workshop", "Laboratory", "Scriptorium", "Library"]),
             player("Oleg", "Olympia", "B", stages=3, coins=27, cards=["Palace", "Pantheon", "Town Hall"]),
             player("Sofia", "Gizah", "A"))
COPIES_SCIENCE = three(player("Ira", "Babylon", "B", stages=2, coins=5, cards=["Apothecary", "Workshop"]),
                       player("Oleg", "Olympia", "B", stages=3, coins=3, cards=["Scriptorium"]),
                       player("Sofia", "Rhodos", "B", stages=2, coins=5, cards=["Scientists Guild", "Dispensary"]))


@pytest.mark.parametrize("lang, ira, oleg, note", [
    ("en", ["4 coins ÷ 3 → 1", "Babylon A, stage 1 → 3",
            "Science: 3 compass, 2 gear, 2 tablet: 3² + 2² + 2² = 17, plus 7 × 2 sets of three = 14 → 31",
            "wildcard chosen: compass (Babylon A, stage 2)"],
     ["27 coins ÷ 3 → 9", "Olympia B, stage 2 → 5", "Palace → 8", "Pantheon → 7", "Town Hall → 6",
      "Olympia B: no guild in the neighbouring cities to copy → 0"],
     "Ira and Oleg tie on 35 points; most coins wins (Ira 4, Oleg 27): Oleg wins"),
    ("ru", ["4 монеты ÷ 3 → 1", "Вавилон A, этап 1 → 3",
            "Наука: 3 циркуля, 2 шестерёнки, 2 таблички: 3² + 2² + 2² = 17, плюс 7 × 2 набора из трёх = 14 → 31",
            "выбран символ: циркуль (Вавилон A, этап 2)"],
     ["27 монет ÷ 3 → 9", "Олимпия B, этап 2 → 5", "«Дворец» → 8", "«Пантеон» → 7", "«Муниципалитет» → 6",
      "Олимпия B: у соседей нет гильдии для копирования → 0"],
     "у Ira и Oleg поровну очков (35); побеждает тот, у кого больше монет (Ira 4, Oleg 27): победил Oleg"),
    ("uk", ["4 монети ÷ 3 → 1", "Вавилон A, етап 1 → 3",
            "Наука: 3 циркулі, 2 шестерні, 2 таблички: 3² + 2² + 2² = 17, плюс 7 × 2 набори із трьох = 14 → 31",
            "обрано символ: циркуль (Вавилон A, етап 2)"],
     ["27 монет ÷ 3 → 9", "Олімпія B, етап 2 → 5", "«Palace» → 8", "«Pantheon» → 7", "«Town Hall» → 6",
      "Олімпія B: у сусідів немає гільдії для копіювання → 0"],
     "у Ira і Oleg порівну очок (35); перемагає той, у кого більше монет (Ira 4, Oleg 27): переміг Oleg"),
])
def test_two_sets_a_stage_wildcard_no_guild_to_copy_and_the_tie_on_coins(lang, ira, oleg, note):
    lines, tiebreak = texts_in(TIED, lang)
    assert (lines[0], lines[1], lines[2], tiebreak) == (ira, oleg, [lines[2][0]], note)
    result = score(TIED)
    assert [(p.total, p.rank) for p in result.players] == [(35, 2), (35, 1), (0, 3)] and result.winners == ("Oleg",)
    assert result.players[0].choices == {"wildcards": [{"source": "Babylon A stage 2", "symbol": "compass"}]}


@pytest.mark.parametrize("lang, oleg", [
    ("en", ["3 coins ÷ 3 → 1", "Olympia B, stage 2 → 5",
            "Scientists Guild copied by Olympia B: its wildcard counts under science", "Science: 2 tablet: 2² = 4 → 4",
            "wildcard chosen: tablet (Scientists Guild (copied by Olympia B))",
            "Olympia B copies Scientists Guild: the neighbour guild worth most to this city"]),
    ("ru", ["3 монеты ÷ 3 → 1", "Олимпия B, этап 2 → 5",
            "«Гильдия ученых» скопирована Олимпией B: её любой символ считается в науке",
            "Наука: 2 таблички: 2² = 4 → 4", "выбран символ: табличка (Гильдия ученых (копия Олимпии B))",
            "Олимпия B копирует гильдию соседа «Гильдия ученых»: она даёт этому городу больше всего"]),
    ("uk", ["3 монети ÷ 3 → 1", "Олімпія B, етап 2 → 5",
            "«Scientists Guild» скопійовано Олімпією B: її будь-який символ рахується в науці",
            "Наука: 2 таблички: 2² = 4 → 4", "обрано символ: табличка (Scientists Guild (копія Олімпії B))",
            "Олімпія B копіює гільдію сусіда «Scientists Guild»: вона дає цьому місту найбільше"]),
])
def test_a_copied_scientists_guild_is_a_wildcard(lang, oleg):
    # the copy of a guild that scores nothing of its own: its wildcard counts under science (a tablet beside
    # Oleg's Scriptorium: 2² = 4 beats a compass or a gear, 1 + 1)
    assert texts_in(COPIES_SCIENCE, lang)[0][1] == oleg
    assert [line[:3] for line in lines_in(COPIES_SCIENCE, lang)[0][1]] == [
        ("treasury", "coins", 1), ("wonder", "Olympia B stage 2", 5), ("guilds", "Scientists Guild", 0),
        ("science", "science", 4), ("science", "Scientists Guild (copied by Olympia B)", 0),
        ("guilds", "Olympia B stage 3", 0)]
    assert score(COPIES_SCIENCE).players[1].choices == {
        "olympia_copy": "Scientists Guild",
        "wildcards": [{"source": "Scientists Guild (copied by Olympia B)", "symbol": "tablet"}]}


@pytest.mark.parametrize("lang, all_three, two_of_three", [
    ("en", "Ira, Oleg and Sofia tie on 4 points and on coins (Ira 5, Oleg 5, Sofia 5): they share the victory",
     "Ira, Oleg and Sofia tie on 4 points; most coins wins (Ira 5, Oleg 4, Sofia 5): Ira and Sofia tie on coins too "
     "and share the victory"),
    ("ru", "у Ira, Oleg и Sofia поровну очков (4) и монет (Ira 5, Oleg 5, Sofia 5): победа общая",
     "у Ira, Oleg и Sofia поровну очков (4); побеждает тот, у кого больше монет (Ira 5, Oleg 4, Sofia 5): у Ira и "
     "Sofia монет поровну — победа общая"),
    ("uk", "у Ira, Oleg і Sofia порівну очок (4) і монет (Ira 5, Oleg 5, Sofia 5): перемога спільна",
     "у Ira, Oleg і Sofia порівну очок (4); перемагає той, у кого більше монет (Ira 5, Oleg 4, Sofia 5): у Ira і "
     "Sofia монет порівну — перемога спільна"),
])
def test_a_three_way_tie_names_who_shares_the_victory(lang, all_three, two_of_three):
    # seed 000, Конец игры: «Набравшие одинаковое количество монет в этом случае побеждают вместе»: with 4 points
    # each (a first stage 3, 4-5 coins 1), only the players with the most coins share the victory
    def doc(oleg_coins):
        return three(player("Ira", "Gizah", stages=1, coins=5), player("Oleg", "Rhodos", stages=1, coins=oleg_coins),
                     player("Sofia", "Ephesos", stages=1, coins=5))
    assert texts_in(doc(5), lang)[1] == all_three
    assert texts_in(doc(4), lang)[1] == two_of_three
    result = score(doc(4))
    assert result.winners == ("Ira", "Sofia") and [p.rank for p in result.players] == [1, 3, 1]


@pytest.mark.parametrize("lang, text", [
    ("en", "Olympia B: no guild of the neighbouring cities (Spies Guild, Workers Guild) adds a point to this city → 0"),
    ("ru", "Олимпия B: ни одна гильдия соседей (Гильдия шпионов, Гильдия рабочих) не даёт этому городу очков → 0"),
    ("uk", "Олімпія B: жодна гільдія сусідів (Spies Guild, Workers Guild) не дає цьому місту очок → 0"),
])
def test_olympia_b_beside_guilds_worth_nothing_to_her_copies_none(lang, text):
    one = three(player("Ira", "Olympia", "B", stages=3), player("Oleg", "Gizah", cards=["Spies Guild"]),
                player("Sofia", "Rhodos"))
    assert lines_in(one, lang)[0][0][-1][3] == text.replace(", Workers Guild", "").replace(", Гильдия рабочих", "")
    # the neighbours' Spies and Workers Guilds count red and brown cards of Ira's neighbours: none, so a copy adds
    # nothing and none is chosen; the line names the guilds rather than saying there is none (seed 000, Олимпия B)
    doc = three(player("Ira", "Olympia", "B", stages=3), player("Oleg", "Gizah", cards=["Spies Guild"]),
                player("Sofia", "Rhodos", cards=["Workers Guild"]))
    lines, _note = lines_in(doc, lang)
    assert lines[0][-1] == ("guilds", "Olympia B stage 3", 0, text)
    assert score(doc).players[0].choices == {} and score(doc).players[0].categories["guilds"] == 0


def test_a_line_that_depends_on_its_card_alone_is_made_once_per_language():
    # engine.py keeps the lines of a blue card, a stage, a coin count, the conflict tokens and the science row per
    # language and hands the same object out again (the API keeps its JSON, ``kept``); a line that counts the
    # neighbours is made for its table only
    from scoring.classic.score import kept
    first, again = score(FOUR).players[0].details, score(FOUR).players[0].details
    by_source = {d.source: (d, a) for d, a in zip(first, again)}
    for source in ("conflict tokens", "coins", "Alexandria A stage 1", "Altar", "science"):
        line, same = by_source[source]
        assert same is line and kept(line), source
    spies, spies_again = by_source["Spies Guild"]
    assert spies_again == spies and not kept(spies)
    with use_language("ru"):
        russian = score(FOUR).players[0].details
    assert [r is line for r, line in zip(russian, first)] == [False] * len(first)
    assert kept(russian[4]) and russian[4].text == "«Алтарь» → 2"


@pytest.mark.parametrize("oleg_red, sofia_red, copy, total", [
    # Ira (Olympia B, 2 compasses: 4) may copy Oleg's Scientists Guild (a 3rd compass: 9, so 5 more) or Sofia's Spies
    # Guild (1 per red card of her neighbours): 4 red cards → the Scientists Guild; 6 → the Spies Guild
    (["Stockade", "Barracks"], ["Guard Tower", "Walls"], "Scientists Guild", 5 + 9),
    (["Stockade", "Barracks", "Walls"], ["Guard Tower", "Stables", "Archery Range"], "Spies Guild", 5 + 4 + 6),
])
def test_olympia_b_weighs_a_copied_wildcard_against_her_own_symbols(oleg_red, sofia_red, copy, total):
    doc = three(player("Ira", "Olympia", "B", stages=3, cards=["Apothecary", "Dispensary"]),
                player("Oleg", "Gizah", cards=["Scientists Guild"] + oleg_red),
                player("Sofia", "Rhodos", cards=["Spies Guild"] + sofia_red))
    ira = score(doc).players[0]
    assert (ira.choices["olympia_copy"], ira.total) == (copy, total)


@pytest.mark.parametrize("data", ["7w.json", "7w2.json"])
def test_every_counting_rule_of_the_data_has_its_words(data):
    # a commercial card or a guild's line says what it counts and where in a whole phrase of the engine's catalogue
    from scoring.classic.catalogue import load_catalogue_file
    from scoring.classic.score import THINGS, WHERE
    rules = {card.effect.score for card in load_catalogue_file(data, 3, 7).cards if card.effect.score}
    assert rules and all(rule.per in THINGS and rule.of in WHERE for rule in rules)


def test_the_words_of_one_language_never_reach_another():
    # the phrases kept per language (a stage or a copied guild as a wildcard's source): English first, then Russian,
    # then English again, in one process
    ira_en = "wildcard chosen: compass (Babylon A, stage 2)"
    oleg_en = "wildcard chosen: tablet (Scientists Guild (copied by Olympia B))"
    assert (lines_in(TIED, "en")[0][0][3][3], lines_in(COPIES_SCIENCE, "en")[0][1][4][3]) == (ira_en, oleg_en)
    assert (lines_in(TIED, "ru")[0][0][3][3], lines_in(COPIES_SCIENCE, "ru")[0][1][4][3]) == (
        "выбран символ: циркуль (Вавилон A, этап 2)", "выбран символ: табличка (Гильдия ученых (копия Олимпии B))")
    assert (lines_in(TIED, "en")[0][0][3][3], lines_in(COPIES_SCIENCE, "en")[0][1][4][3]) == (ira_en, oleg_en)


def test_olympia_b_counts_a_copied_builders_guild_over_three_cities():
    # Builders Guild: 1 per stage of the own city and both neighbours (Oleg 3 + Ira 3 + Sofia 0 = 6) beats Sofia's
    # Spies Guild (Sofia's 4 red cards); Ira: stage 2 → 5, the copy 6 (seed 000, Олимпия B; the cards)
    doc = three(player("Ira", "Olympia", "B", stages=3), player("Oleg", "Gizah", stages=3, cards=["Builders Guild"]),
                player("Sofia", "Rhodos", cards=["Spies Guild", "Stockade", "Barracks", "Guard Tower", "Walls"]))
    ira = score(doc).players[0]
    assert (ira.choices, ira.total) == ({"olympia_copy": "Builders Guild"}, 11)


def test_olympia_b_with_a_scientists_guild_of_her_own_still_copies():
    # her own wildcard (a compass beside her Apothecary: 4) is the same whatever she copies: Oleg's Spies Guild, 1
    doc = three(player("Ira", "Olympia", "B", stages=3, cards=["Scientists Guild", "Apothecary"]),
                player("Oleg", "Gizah", cards=["Spies Guild", "Stockade"]), player("Sofia", "Rhodos"))
    ira = score(doc).players[0]
    assert (ira.choices["olympia_copy"], ira.categories["science"], ira.total) == ("Spies Guild", 4, 10)
