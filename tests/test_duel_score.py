"""Duel scoring: the score-pad rows, supremacy victories, the tie-break (issue 10, deliverable 3).

Rules: seed 003 (../shared/seeds/003_5edfb6b42bb9e791.txt) by section; values: ../shared/facts/duel.md.
"""
import pytest

from scoring.duel import CATEGORIES, score


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
