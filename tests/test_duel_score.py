"""Duel scoring: the score-pad rows, supremacy victories, the tie-break (issue 10, deliverable 3).

Rules: seed 003 (../shared/seeds/003_5edfb6b42bb9e791.txt) by section; values: ../shared/facts/duel.md.
"""
import pytest

from scoring.duel import CATEGORIES, score
from scoring.core.i18n import use_language


def city(name, cards=(), wonders=(), progress=(), coins=0):
    return {"name": name, "cards": list(cards), "wonders": list(wonders), "progress": list(progress), "coins": coins}


def duel(ana=None, bo=None, conflict=0):
    return {"game": "duel", "conflict": conflict, "players": [ana or city("Ana"), bo or city("Bo")]}


def result(doc):
    return score(doc).to_json()


def player(doc, i):
    return result(doc)["players"][i]


def test_categories_follow_the_duel_score_pad():
    # seed 003, Гражданская победа; the Duel score pad: blue, green, yellow, purple, wonders, progress, coins, military
    assert CATEGORIES == ("civilian", "science", "commercial", "guilds", "wonders", "progress", "treasury",
                          "military")
    assert list(player(duel(), 0)["categories"]) == list(CATEGORIES)


def test_result_shape():
    out = result(duel())
    assert out["game"] == "duel" and out["victory"] == "civilian"
    assert set(out["players"][0]) == {"name", "total", "rank", "categories", "details", "coins"}
    assert set(out["players"][0]["details"][0]) == {"category", "source", "points", "text"}


def test_printed_points_go_to_their_rows():
    doc = duel(city("Ana", cards=["Theater", "Palace", "Library", "Workshop", "Lighthouse", "Tavern"],
                    wonders=["The Pyramids", "The Temple of Artemis"]))
    cats = player(doc, 0)["categories"]
    # Theater 3 + Palace 7; Library 2 + Workshop 1; Lighthouse 3 (facts 80); Pyramids 9 + Artemis 0 (facts 73)
    assert (cats["civilian"], cats["science"], cats["commercial"], cats["wonders"]) == (10, 3, 3, 9)


@pytest.mark.parametrize("coins, vp", [(0, 0), (2, 0), (3, 1), (8, 2), (17, 5), (18, 6)])
def test_treasury_one_point_per_full_three_coins(coins, vp):
    # seed 003, Гражданская победа: каждый полный комплект из 3 монет; facts 78 floor(coins/3)
    assert player(duel(city("Ana", coins=coins)), 0)["categories"]["treasury"] == vp


@pytest.mark.parametrize("conflict, ana, bo", [
    # facts 69: spaces 1-2 → 2 VP, 3-5 → 5 VP, 6-8 → 10 VP to the player the pawn favours
    (0, 0, 0), (1, 2, 0), (2, 2, 0), (3, 5, 0), (5, 5, 0), (6, 10, 0), (8, 10, 0),
    (-1, 0, 2), (-3, 0, 5), (-8, 0, 10),
])
def test_military_bands(conflict, ana, bo):
    out = result(duel(conflict=conflict))
    assert [p["categories"]["military"] for p in out["players"]] == [ana, bo]
    assert out["victory"] == "civilian"


@pytest.mark.parametrize("conflict, winner, loser", [(9, "Ana", 1), (-9, "Bo", 0)])
def test_military_supremacy_wins_whatever_the_points(conflict, winner, loser):
    # seed 003, Военное превосходство: the pawn in the opponent's capital wins at once
    doc = duel(conflict=conflict)
    doc["players"][loser]["cards"] = ["Palace", "Town Hall"]
    doc["players"][loser]["coins"] = 60
    out = result(doc)
    assert out["players"][loser]["total"] > out["players"][1 - loser]["total"]
    assert out["victory"] == "military" and out["winners"] == [winner]
    assert out["players"][1 - loser]["rank"] == 1 and out["players"][loser]["rank"] == 2


SIX = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy", "University"]


def test_scientific_supremacy_six_different_symbols():
    # seed 003, Научное превосходство: 6 different symbols win at once, whatever the points
    out = result(duel(city("Ana", cards=SIX), city("Bo", cards=["Palace", "Town Hall"], coins=60), conflict=-8))
    assert out["victory"] == "science" and out["winners"] == ["Ana"]
    assert player(duel(city("Ana", cards=SIX)), 0)["total"] < player(
        duel(city("Ana", cards=SIX), city("Bo", cards=["Palace"], coins=60)), 1)["total"]


def test_law_counts_toward_scientific_supremacy():
    # facts 71; seed 003, Закон: the token gives a science symbol
    five = SIX[:5]
    assert result(duel(bo=city("Bo", cards=five)))["victory"] == "civilian"
    out = result(duel(city("Ana"), city("Bo", cards=five + ["Library"], progress=["Law"])))
    assert out["victory"] == "science" and out["winners"] == ["Bo"]


def test_two_identical_symbols_are_not_two_different_ones():
    # Scriptorium and Library share a symbol: 5 cards + Library still make 5 different symbols
    out = result(duel(city("Ana", cards=SIX[:5] + ["Library"])))
    assert out["victory"] == "civilian"


def test_most_points_wins():
    out = result(duel(city("Ana", cards=["Theater"]), city("Bo", cards=["Palace"])))
    assert out["winners"] == ["Bo"] and [p["rank"] for p in out["players"]] == [2, 1]


def test_tie_broken_by_civilian_points():
    # seed 003, Гражданская победа: «В случае ничьей выигрывает игрок с наибольшим количеством очков на
    # гражданских зданиях»
    # Ana: Palace 7 (blue) + 6 coins 2 = 9; Bo: Library 2 (green) + Philosophy 7 = 9, no blue points
    doc = duel(city("Ana", cards=["Palace"], coins=6),
               city("Bo", cards=["Scriptorium", "Library"], progress=["Philosophy"]))
    out = result(doc)
    assert [p["total"] for p in out["players"]] == [9, 9]
    assert out["winners"] == ["Ana"] and [p["rank"] for p in out["players"]] == [1, 2]
    assert "civilian" in out["explanation"]


def test_tie_on_points_and_civilian_points_is_shared():
    # seed 003, Гражданская победа: «Если и тут ничья, игроки делят победу»
    out = result(duel(city("Ana", cards=["Theater"], coins=3), city("Bo", cards=["Altar"], coins=5)))
    assert out["winners"] == ["Ana", "Bo"] and [p["rank"] for p in out["players"]] == [1, 1]
    assert out["victory"] == "civilian" and "share" in out["explanation"]


@pytest.mark.parametrize("guild, ana_cards, bo_cards, ana_coins, bo_coins, points", [
    # seed 003, Карты гильдий: 1 VP per card of the kind in the city with most of them (facts 75)
    ("Merchants Guild", ["Tavern"], ["Brewery", "Forum", "Stone Reserve"], 0, 0, 3),
    ("Shipowners Guild", ["Lumber Yard", "Press", "Glassworks"], ["Quarry"], 0, 0, 3),     # brown + grey together
    ("Magistrates Guild", ["Theater", "Altar"], ["Baths"], 0, 0, 2),
    ("Scientists Guild", ["Workshop"], ["School", "Library", "Dispensary"], 0, 0, 3),
    ("Tacticians Guild", ["Walls", "Barracks"], [], 0, 0, 2),
    # Moneylenders: 1 VP per 3 coins in the richest city
    ("Moneylenders Guild", [], [], 5, 14, 4),
])
def test_guilds_count_the_city_with_most(guild, ana_cards, bo_cards, ana_coins, bo_coins, points):
    doc = duel(city("Ana", cards=[guild] + ana_cards, coins=ana_coins), city("Bo", cards=bo_cards, coins=bo_coins))
    ana = player(doc, 0)
    assert ana["categories"]["guilds"] == points
    line = next(d for d in ana["details"] if d["source"] == guild)
    assert line["points"] == points and line["text"].endswith(f"→ {points}")


def test_shipowners_cannot_mix_cities():
    # seed 003, Гильдия судовладельцев: «Игрок не может выбрать один город для одного цвета карт, а другой
    # для другого»: Ana 2 brown + 0 grey, Bo 0 brown + 1 grey → Ana's 2, not 2 + 1
    doc = duel(city("Ana", cards=["Shipowners Guild", "Lumber Yard", "Quarry"]), city("Bo", cards=["Press"]))
    assert player(doc, 0)["categories"]["guilds"] == 2


def test_builders_guild_two_points_per_wonder_in_the_city_with_most():
    # facts 75; seed 003, Гильдия строителей: 2 VP per Wonder in the city with most Wonders
    doc = duel(city("Ana", cards=["Builders Guild"], wonders=["The Sphinx"]),
               city("Bo", wonders=["Piraeus", "The Colossus", "The Pyramids"]))
    assert player(doc, 0)["categories"]["guilds"] == 6


def test_progress_tokens_that_score():
    # facts 72; seed 003, Жетоны прогресса: Agriculture 4, Philosophy 7, Mathematics 3 per token including itself
    doc = duel(city("Ana", cards=["Workshop", "Laboratory", "Scriptorium", "Library", "Pharmacist", "Dispensary"],
                    progress=["Agriculture", "Philosophy", "Mathematics"]))
    ana = player(doc, 0)
    assert ana["categories"]["progress"] == 4 + 7 + 3 * 3
    assert {d["source"]: d["points"] for d in ana["details"] if d["category"] == "progress"} == {
        "Agriculture": 4, "Philosophy": 7, "Mathematics": 9}


@pytest.mark.parametrize("token", ["Architecture", "Economy", "Law", "Masonry", "Strategy", "Theology", "Urbanism"])
def test_progress_tokens_without_points(token):
    doc = duel(city("Ana", cards=["Workshop", "Laboratory"], progress=[token]))
    assert player(doc, 0)["categories"]["progress"] == 0


def test_mathematics_alone_counts_itself():
    doc = duel(city("Ana", cards=["Workshop", "Laboratory"], progress=["Mathematics"]))
    assert player(doc, 0)["categories"]["progress"] == 3


def test_details_add_up_to_each_category_and_the_total():
    doc = duel(city("Ana", cards=["Theater", "Statue", "Library", "Scriptorium", "Arena", "Magistrates Guild",
                                  "Moneylenders Guild"], wonders=["The Pyramids", "Piraeus"],
                    progress=["Philosophy"], coins=13),
               city("Bo", cards=["Altar", "Builders Guild"], wonders=["The Sphinx"], coins=4), conflict=-4)
    for p in result(doc)["players"]:
        for cat, pts in p["categories"].items():
            assert sum(d["points"] for d in p["details"] if d["category"] == cat) == pts
        assert sum(p["categories"].values()) == p["total"]


# -- every line of a score, word for word, in English, Russian and Ukrainian -----------------------------------

def explained(doc, lang):
    """(category, source, points, text) of each player's lines, and the explanation of the result, in one language."""
    with use_language(lang):
        out = result(doc)
    return [[(d["category"], d["source"], d["points"], d["text"]) for d in p["details"]] for p in out["players"]], \
        out["explanation"]


def texts(doc, lang):
    lines, why = explained(doc, lang)
    return [[t for _c, _s, _p, t in player_lines] for player_lines in lines], why


# Ana: Theater 3 (blue), Library 2 (green), Lighthouse 3 (yellow); Merchants Guild: yellow cards in the city with
# most, Bo's Tavern + Brewery (2) beat Ana's Lighthouse (1); Shipowners Guild: brown and grey together, Ana's Press
# (1) ties Bo's Lumber Yard (1): the count is 1 either way, the line names Ana's own city; The Pyramids 9, the Temple
# of Artemis 0 (no line); Agriculture 4; Mathematics 3 per token including itself (2 → 6); 1 coin ÷ 3 → 0; the
# pawn 1 space toward Bo's capital → 2 (facts 69).  Bo: Moneylenders Guild, 1 VP per 3 coins of the richest treasury
# (Bo's 14 → 4), The Sphinx 6, Philosophy 7, 14 coins → 4 (seed 003, Гражданская победа; Карты гильдий).
GUILDS_AND_TOKENS = duel(city("Ana", ["Theater", "Library", "Lighthouse", "Press", "Merchants Guild", "Shipowners Guild"],
                              ["The Pyramids", "The Temple of Artemis"], ["Agriculture", "Mathematics"], 1),
                         city("Bo", ["Tavern", "Brewery", "Lumber Yard", "Moneylenders Guild"], ["The Sphinx"],
                              ["Philosophy"], 14), conflict=1)


def test_every_line_of_a_duel_score_explains_its_number():
    lines, why = explained(GUILDS_AND_TOKENS, "en")
    assert lines[0] == [
        ("civilian", "Theater", 3, "Theater → 3"),
        ("science", "Library", 2, "Library → 2"),
        ("commercial", "Lighthouse", 3, "Lighthouse → 3"),
        ("guilds", "Merchants Guild", 2,
         "Merchants Guild: yellow cards in Bo's city, the city with most (Ana 1, Bo 2) — 2 → 2"),
        ("guilds", "Shipowners Guild", 1,
         "Shipowners Guild: brown and grey cards in Ana's city, the city with most (Ana 1, Bo 1) — 1 → 1"),
        ("wonders", "The Pyramids", 9, "The Pyramids → 9"),
        ("progress", "Agriculture", 4, "Agriculture → 4"),
        ("progress", "Mathematics", 6, "Mathematics: 2 progress tokens including itself × 3 → 6"),
        ("treasury", "coins", 0, "1 coin ÷ 3 → 0"),
        ("military", "conflict pawn", 2, "Conflict pawn 1 space toward Bo's capital → 2")]
    assert lines[1] == [
        ("guilds", "Moneylenders Guild", 4,
         "Moneylenders Guild: 14 coins in Bo's treasury, the richest (Ana 1, Bo 14) ÷ 3 → 4"),
        ("wonders", "The Sphinx", 6, "The Sphinx → 6"),
        ("progress", "Philosophy", 7, "Philosophy → 7"),
        ("treasury", "coins", 4, "14 coins ÷ 3 → 4"),
        ("military", "conflict pawn", 0, "Conflict pawn 1 space toward Bo's own capital → 0")]
    assert why == "Ana has the most victory points (Ana 32, Bo 21)"
    out = result(GUILDS_AND_TOKENS)
    assert [(p["total"], p["rank"]) for p in out["players"]] == [(32, 1), (21, 2)] and out["winners"] == ["Ana"]


def test_every_line_of_a_duel_score_in_russian_and_ukrainian():
    # the names as printed in each box: the Russian edition's, English where no Ukrainian name was found
    assert texts(GUILDS_AND_TOKENS, "ru") == ([[
        "«Театр» → 3", "«Библиотека» → 2", "«Маяк» → 3",
        "Гильдия торговцев: жёлтых карт в городе игрока Bo, где их больше всего (Ana 1, Bo 2) — 2 → 2",
        "Гильдия судовладельцев: коричневых и серых карт в городе игрока Ana, где их больше всего (Ana 1, Bo 1) "
        "— 1 → 1",
        "Пирамиды → 9", "Земледелие → 4", "Математика: 2 жетона прогресса, включая этот, × 3 → 6",
        "1 монета ÷ 3 → 0", "Маркер конфликта на 1 клетку в сторону столицы игрока Bo → 2"], [
        "Гильдия ростовщиков: монеты в казне игрока Bo, самой богатой (Ana 1, Bo 14) — 14 ÷ 3 → 4",
        "Сфинкс → 6", "Философия → 7", "14 монет ÷ 3 → 4",
        "Маркер конфликта на 1 клетку в сторону собственной столицы игрока Bo → 0"]], \
        "у игрока Ana больше всего победных очков (Ana 32, Bo 21)")
    assert texts(GUILDS_AND_TOKENS, "uk") == ([[
        "«Theater» → 3", "«Library» → 2", "«Lighthouse» → 3",
        "Merchants Guild: жовтих карт у місті гравця Bo, де їх найбільше (Ana 1, Bo 2) — 2 → 2",
        "Shipowners Guild: коричневих і сірих карт у місті гравця Ana, де їх найбільше (Ana 1, Bo 1) — 1 → 1",
        "The Pyramids → 9", "Agriculture → 4", "Mathematics: 2 жетони Прогресу, включно з цим, × 3 → 6",
        "1 монета ÷ 3 → 0", "Маркер конфлікту на 1 клітинку в бік столиці гравця Bo → 2"], [
        "Moneylenders Guild: монети в скарбниці гравця Bo, найбагатшій (Ana 1, Bo 14) — 14 ÷ 3 → 4",
        "The Sphinx → 6", "Philosophy → 7", "14 монет ÷ 3 → 4",
        "Маркер конфлікту на 1 клітинку в бік власної столиці гравця Bo → 0"]], \
        "гравець Ana має найбільше переможних очок (Ana 32, Bo 21)")


# Ana: Builders Guild, 2 VP per Wonder in the city with most (Bo's 3 beat Ana's 2 → 6), Altar 3, The Pyramids 9,
# Piraeus 2; Bo: Magistrates Guild, blue cards (Ana's Altar ties Bo's Baths: 1, Bo's own city named), Tacticians
# Guild, red cards (Bo's Garrison + Stable beat Ana's Walls → 2), Baths 3, The Sphinx 6, The Colossus 3, Circus
# Maximus 3, the pawn 2 spaces toward Ana's capital → 2.  20 all and 3 civilian each: a shared victory.
BUILDERS = duel(city("Ana", ["Builders Guild", "Altar", "Walls"], ["The Pyramids", "Piraeus"]),
                city("Bo", ["Magistrates Guild", "Tacticians Guild", "Baths", "Garrison", "Stable"],
                     ["The Sphinx", "The Colossus", "Circus Maximus"]), conflict=-2)


def test_guild_lines_name_the_city_counted_and_the_shared_victory():
    lines, why = explained(BUILDERS, "en")
    assert lines == [[
        ("civilian", "Altar", 3, "Altar → 3"),
        ("guilds", "Builders Guild", 6, "Builders Guild: wonders in Bo's city, the city with most (Ana 2, Bo 3) — 3 × 2 → 6"),
        ("wonders", "The Pyramids", 9, "The Pyramids → 9"),
        ("wonders", "Piraeus", 2, "Piraeus → 2"),
        ("treasury", "coins", 0, "0 coins ÷ 3 → 0"),
        ("military", "conflict pawn", 0, "Conflict pawn 2 spaces toward Ana's own capital → 0")], [
        ("civilian", "Baths", 3, "Baths → 3"),
        ("guilds", "Magistrates Guild", 1, "Magistrates Guild: blue cards in Bo's city, the city with most (Ana 1, Bo 1) — 1 → 1"),
        ("guilds", "Tacticians Guild", 2, "Tacticians Guild: red cards in Bo's city, the city with most (Ana 1, Bo 2) — 2 → 2"),
        ("wonders", "The Sphinx", 6, "The Sphinx → 6"),
        ("wonders", "The Colossus", 3, "The Colossus → 3"),
        ("wonders", "Circus Maximus", 3, "Circus Maximus → 3"),
        ("treasury", "coins", 0, "0 coins ÷ 3 → 0"),
        ("military", "conflict pawn", 2, "Conflict pawn 2 spaces toward Ana's capital → 2")]]
    assert why == "Ana and Bo tie on 20 points and on civilian points (3): they share the victory"
    assert texts(BUILDERS, "ru") == ([[
        "«Алтарь» → 3", "Гильдия строителей: чудес в городе игрока Bo, где их больше всего (Ana 2, Bo 3) — 3 × 2 → 6",
        "Пирамиды → 9", "Пирей → 2", "0 монет ÷ 3 → 0",
        "Маркер конфликта на 2 клетки в сторону собственной столицы игрока Ana → 0"], [
        "«Бани» → 3", "Гильдия судей: синих карт в городе игрока Bo, где их больше всего (Ana 1, Bo 1) — 1 → 1",
        "Гильдия тактиков: красных карт в городе игрока Bo, где их больше всего (Ana 1, Bo 2) — 2 → 2",
        "Сфинкс → 6", "Колосс → 3", "Большой цирк → 3", "0 монет ÷ 3 → 0",
        "Маркер конфликта на 2 клетки в сторону столицы игрока Ana → 2"]], \
        "у Ana и Bo поровну очков (20) и гражданских очков (3): они делят победу")
    assert texts(BUILDERS, "uk") == ([[
        "«Altar» → 3", "Builders Guild: чудес у місті гравця Bo, де їх найбільше (Ana 2, Bo 3) — 3 × 2 → 6",
        "The Pyramids → 9", "Piraeus → 2", "0 монет ÷ 3 → 0",
        "Маркер конфлікту на 2 клітинки в бік власної столиці гравця Ana → 0"], [
        "«Baths» → 3", "Magistrates Guild: синіх карт у місті гравця Bo, де їх найбільше (Ana 1, Bo 1) — 1 → 1",
        "Tacticians Guild: червоних карт у місті гравця Bo, де їх найбільше (Ana 1, Bo 2) — 2 → 2",
        "The Sphinx → 6", "The Colossus → 3", "Circus Maximus → 3", "0 монет ÷ 3 → 0",
        "Маркер конфлікту на 2 клітинки в бік столиці гравця Ana → 2"]], \
        "Ana і Bo мають порівну очок (20) і цивільних очок (3): вони ділять перемогу")
    assert result(BUILDERS)["winners"] == ["Ana", "Bo"]


@pytest.mark.parametrize("lang, lines", [
    # Scientists Guild: green cards, Bo's School + Apothecary (2) beat Ana's Workshop (1); 2 and 5 coins; 3 spaces → 5
    ("en", ([["Workshop → 1", "Scientists Guild: green cards in Bo's city, the city with most (Ana 1, Bo 2) — 2 → 2",
              "2 coins ÷ 3 → 0", "Conflict pawn 3 spaces toward Bo's capital → 5"],
             ["School → 1", "Apothecary → 1", "5 coins ÷ 3 → 1", "Conflict pawn 3 spaces toward Bo's own capital → 0"]],
            "Ana has the most victory points (Ana 8, Bo 3)")),
    ("ru", ([["«Мастерская» → 1",
              "Гильдия ученых: зелёных карт в городе игрока Bo, где их больше всего (Ana 1, Bo 2) — 2 → 2",
              "2 монеты ÷ 3 → 0", "Маркер конфликта на 3 клетки в сторону столицы игрока Bo → 5"],
             ["«Школа» → 1", "«Аптека» → 1", "5 монет ÷ 3 → 1",
              "Маркер конфликта на 3 клетки в сторону собственной столицы игрока Bo → 0"]],
            "у игрока Ana больше всего победных очков (Ana 8, Bo 3)")),
    ("uk", ([["«Workshop» → 1",
              "Scientists Guild: зелених карт у місті гравця Bo, де їх найбільше (Ana 1, Bo 2) — 2 → 2",
              "2 монети ÷ 3 → 0", "Маркер конфлікту на 3 клітинки в бік столиці гравця Bo → 5"],
             ["«School» → 1", "«Apothecary» → 1", "5 монет ÷ 3 → 1",
              "Маркер конфлікту на 3 клітинки в бік власної столиці гравця Bo → 0"]],
            "гравець Ana має найбільше переможних очок (Ana 8, Bo 3)")),
])
def test_plural_forms_of_coins_and_spaces(lang, lines):
    doc = duel(city("Ana", ["Scientists Guild", "Workshop"], coins=2), city("Bo", ["School", "Apothecary"], coins=5),
               conflict=3)
    assert texts(doc, lang) == lines


@pytest.mark.parametrize("conflict, lang, ana, bo", [
    (-6, "en", "Conflict pawn 6 spaces toward Ana's own capital → 0", "Conflict pawn 6 spaces toward Ana's capital → 10"),
    (-6, "ru", "Маркер конфликта на 6 клеток в сторону собственной столицы игрока Ana → 0",
     "Маркер конфликта на 6 клеток в сторону столицы игрока Ana → 10"),
    (-6, "uk", "Маркер конфлікту на 6 клітинок у бік власної столиці гравця Ana → 0",
     "Маркер конфлікту на 6 клітинок у бік столиці гравця Ana → 10"),
    (0, "en", "Conflict pawn in the centre → 0", "Conflict pawn in the centre → 0"),
    (0, "ru", "Маркер конфликта в центре → 0", "Маркер конфликта в центре → 0"),
    (0, "uk", "Маркер конфлікту в центрі → 0", "Маркер конфлікту в центрі → 0"),
])
def test_the_conflict_pawn_line(conflict, lang, ana, bo):
    # seed 003, Гражданская победа; facts 69: 6-8 spaces → 10 VP to the player the pawn favours, 0 to the other
    lines, _why = explained(duel(conflict=conflict), lang)
    assert [player_lines[-1] for player_lines in lines] == [("military", "conflict pawn", 0, ana),
                                                           ("military", "conflict pawn", -conflict // 6 * 10, bo)]


@pytest.mark.parametrize("lang, on_civilian, shared", [
    ("en", "Ana and Bo tie on 9 points; the most civilian (blue) points wins (Ana 7, Bo 0): Ana wins",
     "Ana and Bo tie on 4 points and on civilian points (3): they share the victory"),
    ("ru", "у Ana и Bo поровну очков (9); побеждает тот, у кого больше гражданских (синих) очков (Ana 7, Bo 0): "
           "побеждает Ana",
     "у Ana и Bo поровну очков (4) и гражданских очков (3): они делят победу"),
    ("uk", "Ana і Bo мають порівну очок (9); перемагає той, хто має більше цивільних (синіх) очок (Ana 7, Bo 0): "
           "перемагає Ana",
     "Ana і Bo мають порівну очок (4) і цивільних очок (3): вони ділять перемогу"),
])
def test_the_tie_break_says_who_tied_on_what_and_who_wins(lang, on_civilian, shared):
    # seed 003, Гражданская победа: most VP; tied → most civilian (blue) VP; still tied → shared
    # Ana: Palace 7 + 6 coins 2 = 9; Bo: Library 2 + Philosophy 7 = 9
    tied = duel(city("Ana", cards=["Palace"], coins=6), city("Bo", cards=["Scriptorium", "Library"],
                                                               progress=["Philosophy"]))
    assert explained(tied, lang)[1] == on_civilian
    # the same civilian lead with the seats swapped: the winner is named, not the first seat
    swapped = duel(city("Bo", cards=["Scriptorium", "Library"], progress=["Philosophy"]),
                   city("Ana", cards=["Palace"], coins=6))
    assert explained(swapped, lang)[1] == on_civilian.replace("Ana and Bo", "Bo and Ana").replace(
        "(Ana 7, Bo 0)", "(Bo 0, Ana 7)").replace("у Ana и Bo", "у Bo и Ana").replace("Ana і Bo", "Bo і Ana")
    # Theater 3 + 3 coins 1 = 4; Altar 3 + 5 coins 1 = 4
    assert explained(duel(city("Ana", cards=["Theater"], coins=3), city("Bo", cards=["Altar"], coins=5)), lang)[1] \
        == shared


@pytest.mark.parametrize("lang, military, science", [
    ("en", "the Conflict pawn reached Ana's capital: Bo wins by military supremacy, at once and whatever the points",
     "Ana holds 6 different science symbols (plumb, wheel, quill, mortar, sundial, globe): scientific supremacy, "
     "at once and whatever the points"),
    ("ru", "маркер конфликта достиг столицы игрока Ana: Bo побеждает военным превосходством — сразу и независимо "
           "от очков",
     "у игрока Ana разных научных символов: 6 (отвес, колесо, перо, ступка, солнечные часы, глобус): научное "
     "превосходство — сразу и независимо от очков"),
    ("uk", "маркер конфлікту досяг столиці гравця Ana: Bo перемагає військовою перевагою — одразу й незалежно від "
           "очок",
     "гравець Ana має різних наукових символів: 6 (висок, колесо, перо, ступка, сонячний годинник, глобус): "
     "наукова перевага — одразу й незалежно від очок"),
])
def test_the_supremacy_sentences(lang, military, science):
    # seed 003, Военное превосходство; Научное превосходство (the symbols in the order the cards were built)
    assert explained(duel(city("Ana", cards=["Palace"]), conflict=-9), lang)[1] == military
    assert explained(duel(conflict=9), lang)[1] == military.replace("Ana", "@").replace("Bo", "Ana").replace("@", "Bo")
    assert explained(duel(city("Ana", cards=SIX)), lang)[1] == science
    assert explained(duel(city("Bo"), city("Ana", cards=SIX)), lang)[1] == science


def test_the_result_keeps_each_players_seat_name_and_coins():
    # what the shared result (scoring.games) and the JSON carry beside the points: the seat, the name, the coins
    from scoring import games
    shared = games.score(GUILDS_AND_TOKENS)
    assert [(p.seat, p.name, p.coins, p.rank) for p in shared.players] == [(0, "Ana", 1, 1), (1, "Bo", 14, 2)]
    assert [(p["name"], p["coins"], p["rank"]) for p in result(GUILDS_AND_TOKENS)["players"]] == [
        ("Ana", 1, 1), ("Bo", 14, 2)]
