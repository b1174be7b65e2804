"""Architects final scoring: pieces, blue cards, the cat, victory and progress tokens, the tie-break
(issue 11, deliverable 3).

Rules: seed 002 (../shared/seeds/002_3cc4546b2a2971d2.txt) by section; piece VP:
../shared/facts/architects.md A1 (the printed pieces).
"""
import pytest

from scoring.architects.score import CATEGORIES, score
from scoring.core.i18n import use_language


def seat(name, wonder, stages=0, cards=None, cat=False, victory=0, progress=()):
    return {"name": name, "wonder": wonder, "stages": stages, "cards": dict(cards or {}), "cat": cat,
            "victory_tokens": victory, "progress": list(progress)}


def game(*players):
    return {"game": "architects", "players": list(players)}


def two(ana=None, bo=None):
    return game(ana or seat("Ana", "Giza"), bo or seat("Bo", "Rhodes"))


def result(doc):
    return score(doc).to_json()


def of(doc, i=0):
    return result(doc)["players"][i]


def points(p, source):
    return sum(d["points"] for d in p["details"] if d["source"] == source)


def test_result_shape_and_categories():
    out = result(two())
    assert out["game"] == "architects"
    assert list(out["players"][0]["categories"]) == list(CATEGORIES) == ["wonder", "civilian", "cat", "military",
                                                                        "progress"]
    assert {"name", "total", "rank", "categories", "details"} <= set(out["players"][0])
    assert set(out["players"][0]["details"][0]) == {"category", "source", "points", "text"}


# facts architects.md A1: VP of 2≠ / 2= / 3≠ / 3= / 4≠ on the printed pieces
PIECE_VP = {"Giza": [4, 5, 6, 7, 8], "Rhodes": [4, 4, 5, 6, 7], "Alexandria": [4, 3, 6, 5, 7],
            "Halicarnassus": [3, 3, 6, 5, 7], "Olympia": [3, 2, 5, 5, 7], "Ephesus": [3, 3, 4, 5, 7],
            "Babylon": [3, 0, 5, 5, 7]}


@pytest.mark.parametrize("wonder", sorted(PIECE_VP))
@pytest.mark.parametrize("built", [1, 2, 3, 4, 5])
def test_piece_vp_of_every_wonder(wonder, built):
    other = "Giza" if wonder != "Giza" else "Rhodes"
    p = of(two(seat("Ana", wonder, stages=built), seat("Bo", other)))
    assert p["categories"]["wonder"] == sum(PIECE_VP[wonder][:built])
    assert [d["points"] for d in p["details"] if d["category"] == "wonder"] == PIECE_VP[wonder][:built]


def test_pieces_listed_by_requirement_score_their_own_vp():
    # Olympia's 2= and 3≠ share a level (facts A1): 2≠ + 3≠ = 3 + 5 without the 2= piece
    p = of(two(seat("Ana", "Olympia", stages=["2≠", "3d"]), seat("Bo", "Giza")))
    assert p["categories"]["wonder"] == 8
    # Babylon's 4≠ sits beside 3= on the top level (facts A1)
    p = of(two(seat("Ana", "Babylon", stages=["2d", "2s", "3d", "4d"]), seat("Bo", "Giza")))
    assert p["categories"]["wonder"] == 3 + 0 + 5 + 7


def test_blue_cards_three_or_two_with_the_cat():
    # seed 002, Сині карти; P3: 3 VP, or 2 VP with the cat icon
    p = of(two(seat("Ana", "Giza", cards={"blue": 3, "blue_cat": 2}, cat=True)))
    assert p["categories"]["civilian"] == 3 * 3 + 2 * 2


def test_the_cat_is_worth_two():
    # seed 002, Завершення гри ("жетоні Кота, якщо маєте його"); P3: the cat pawn is 2 points
    with_cat = of(two(seat("Ana", "Giza", cards={"blue_cat": 1}, cat=True)))
    without = of(two(seat("Ana", "Giza", cards={"blue_cat": 1}), seat("Bo", "Rhodes", cards={"blue_cat": 1}, cat=True)))
    assert with_cat["categories"]["cat"] == 2 and without["categories"]["cat"] == 0
    assert with_cat["total"] - without["total"] == 2


def test_victory_tokens_three_each():
    # P3: a Military Victory token is 3 points
    assert of(two(seat("Ana", "Giza", victory=4)))["categories"]["military"] == 12


@pytest.mark.parametrize("stages,vp", [(4, 4), (5, 6)])
def test_decoration(stages, vp):
    # seed 002, Оздоблення: 4 if the wonder is unfinished, 6 if complete
    p = of(two(seat("Ana", "Olympia", stages=stages, progress=["Decoration"])))
    assert points(p, "Decoration") == vp


def test_politics_counts_cat_icons_on_own_blue_cards():
    # seed 002, Політика: 1 VP per cat icon on your blue cards (not the cat token, not 3-VP blue cards)
    p = of(two(seat("Ana", "Giza", cards={"blue": 2, "blue_cat": 3}, cat=True, progress=["Politics"])))
    assert points(p, "Politics") == 3


def test_strategy_one_per_victory_token():
    # seed 002, Стратегія
    assert points(of(two(seat("Ana", "Giza", victory=5, progress=["Strategy"]))), "Strategy") == 5


def test_education_counts_itself_and_both_cultures():
    # seed 002, Освіта: 2 VP per progress token, this one included
    p = of(two(seat("Ana", "Giza", progress=["Education", "Culture", "Culture", "Tactics"])))
    assert points(p, "Education") == 2 * 4
    assert points(of(two(seat("Ana", "Giza", progress=["Education"]))), "Education") == 2


@pytest.mark.parametrize("held,vp", [(1, 4), (2, 12)])
def test_culture_four_for_one_twelve_for_both(held, vp):
    # seed 002, Культура
    p = of(two(seat("Ana", "Giza", progress=["Culture"] * held)))
    assert p["categories"]["progress"] == vp
    assert len([d for d in p["details"] if d["source"] == "Culture"]) == 1


@pytest.mark.parametrize("token", ["Urbanism", "Arts and Crafts", "Jewelry", "Science", "Propaganda", "Architecture",
                                   "Economy", "Engineering", "Tactics"])
def test_tokens_used_during_the_game_score_nothing(token):
    # seed 002, Ефекти жетонів Прогресу: only Decoration, Politics, Strategy, Education, Culture give VP
    p = of(two(seat("Ana", "Giza", stages=2, cards={"blue": 1}, victory=1, progress=[token])))
    assert p["categories"]["progress"] == 0
    assert p["total"] == 4 + 5 + 3 + 3


def test_details_add_up_to_the_categories_and_total():
    ana = seat("Ana", "Giza", stages=5, cards={"blue": 1, "blue_cat": 1, "wood": 1, "gold": 1, "compass": 1,
                                                "red": 2, "red_horn": 1},
               cat=True, victory=2, progress=["Culture", "Culture", "Education"])
    bo = seat("Bo", "Олімпія", stages=["2d", "2=", "3≠"], cards={"blue_cat": 2}, victory=1,
              progress=["Politics", "Decoration", "Strategy"])
    for p in result(game(ana, bo))["players"]:
        for c in CATEGORIES:
            assert sum(d["points"] for d in p["details"] if d["category"] == c) == p["categories"][c]
        assert sum(p["categories"].values()) == p["total"]
    # the example player: 30 (Giza) + 3 + 2 (blue) + 2 (cat) + 6 (2 tokens) + 12 (Culture ×2) + 6 (Education ×3)
    assert of(game(ana, bo))["total"] == 61


def test_most_points_wins():
    out = result(two(seat("Ana", "Giza", stages=1), seat("Bo", "Rhodes", stages=2)))
    assert out["winners"] == ["Bo"] and [p["rank"] for p in out["players"]] == [2, 1]
    assert "tiebreak" not in out


def test_tie_goes_to_most_pieces_built():
    # seed 002, Завершення гри: "У разі нічиєї гравець, який збудував найбільше етапів, перемагає"
    ana = seat("Ana", "Giza", stages=2, cards={"blue": 1})            # 4 + 5 + 3 = 12
    bo = seat("Bo", "Babylon", stages=3, cards={"blue_cat": 2}, cat=True)  # 3 + 0 + 5 + 4 + 2 = 14
    out = result(two(ana, bo))
    assert [p["total"] for p in out["players"]] == [12, 14]
    ana["cards"]["blue_cat"] = 1                                      # 12 + 2 = 14, 2 pieces against 3
    bo["cards"]["blue_cat"] = 2
    out = result(two(ana, bo))
    assert [p["total"] for p in out["players"]] == [14, 14]
    assert out["winners"] == ["Bo"] and [p["rank"] for p in out["players"]] == [2, 1]
    assert "most pieces built" in out["tiebreak"]


def test_still_tied_shares_the_victory():
    # seed 002, Завершення гри: "Якщо нічия зберігається, обидва гравці розділяють перемогу"
    out = result(game(seat("Ana", "Giza", stages=1, cards={"blue": 1}),            # 4 + 3
                      seat("Bo", "Rhodes", stages=1, cards={"blue": 1}),           # 4 + 3
                      seat("Cy", "Olympia", stages=1)))                           # 3
    assert out["winners"] == ["Ana", "Bo"]
    assert [p["rank"] for p in out["players"]] == [1, 1, 3]
    assert "share" in out["tiebreak"]


def test_no_piece_built_scores_nothing_for_the_wonder():
    # seed 002, Завершення гри: only the pieces built score; one blue card scores 3
    p = of(two(seat("Ana", "Giza", cards={"blue": 1})))
    assert p["categories"]["wonder"] == 0
    assert p["total"] == 3


def test_every_line_of_a_score_explains_its_number():
    """Each line as the pad explains it, computed by hand from the rules (seed 002, Завершення гри):
    Giza's pieces 4 and 5 (one piece a level), blue 3 each and 2 with the cat icon, the cat 2,
    victory tokens 3 each; Culture 12 for two, Education 2 per progress token held (5 → 10),
    Politics 1 per cat icon on blue cards, Strategy 1 per victory token, Decoration 4 while unfinished."""
    out = result(two(seat("Ana", "Giza", 2, {"blue": 1, "blue_cat": 1}, True, 2,
                          ["Culture", "Culture", "Education", "Politics", "Strategy"]),
                     seat("Bo", "Rhodes", 2, {"blue": 2, "red_horn": 1}, False, 1, ["Decoration"])))
    lines = [[(d["category"], d["source"], d["points"], d["text"]) for d in p["details"]] for p in out["players"]]
    assert lines[0] == [
        ("wonder", "Giza 2≠", 4, "Giza 2≠ piece (level 1) → 4"),
        ("wonder", "Giza 2=", 5, "Giza 2= piece (level 2) → 5"),
        ("civilian", "blue", 3, "1 blue card × 3 → 3"),
        ("civilian", "blue_cat", 2, "1 blue card with the cat icon × 2 → 2"),
        ("cat", "cat", 2, "the cat token → 2"),
        ("military", "victory tokens", 6, "2 victory tokens × 3 → 6"),
        ("progress", "Culture", 12, "Culture: 2 of 2 tokens held → 12"),
        ("progress", "Education", 10, "Education: 5 progress tokens including itself × 2 → 10"),
        ("progress", "Politics", 1, "Politics: 1 cat icon on blue cards × 1 → 1"),
        ("progress", "Strategy", 2, "Strategy: 2 victory tokens × 1 → 2")]
    assert lines[1] == [
        ("wonder", "Rhodes 2≠", 4, "Rhodes 2≠ piece (level 1) → 4"),
        ("wonder", "Rhodes 2=", 4, "Rhodes 2= piece (level 1) → 4"),
        ("civilian", "blue", 6, "2 blue cards × 3 → 6"),
        ("military", "victory tokens", 3, "1 victory token × 3 → 3"),
        ("progress", "Decoration", 4, "Decoration: Rhodes is unfinished (2 of 5 pieces) → 4")]
    assert [(p["name"], p["total"], p["rank"]) for p in out["players"]] == [("Ana", 47, 1), ("Bo", 21, 2)]


def test_the_tie_break_says_who_tied_on_what_and_who_wins():
    """Most points; tied → most pieces built; still tied → a shared victory (seed 002, Завершення гри)."""
    on_pieces = result(game(seat("Ana", "Giza", 1, {"blue": 1}), seat("Bo", "Rhodes", 0, {"blue": 1}, victory=1,
                                                                           progress=["Strategy"]),
                            seat("Cy", "Babylon", 0, {"blue": 1})))
    assert on_pieces["tiebreak"] == ("Ana and Bo tie on 7 points; the most pieces built wins (Ana 1, Bo 0): "
                                     "Ana wins")
    shared = result(game(seat("Ana", "Giza", 1, {"blue": 1}), seat("Bo", "Rhodes", 1, {"blue": 1})))
    assert shared["tiebreak"] == "Ana and Bo tie on 7 points and on pieces built (Ana 1, Bo 1): they share the victory"
    assert shared["winners"] == ["Ana", "Bo"]


# Each progress line word for word in the three languages, a singular where the rulebook's counts allow
# one (seed 002, Ефекти жетонів Прогресу): Decoration 6 on a complete wonder (Giza's five pieces
# 4 + 5 + 6 + 7 + 8 = 30) and 4 on an unfinished one (Olympia's 3 + 2 + 5 = 10), Strategy 1 per victory
# token (one), Culture 4 for one of the two, Education 2 per progress token held (itself alone).
# The progress tokens have no Russian name in the data (architects.json, names_sources.ru).
PROGRESS_LINES = {
    "en": ([(6, "Decoration: Giza is complete → 6"), (1, "Strategy: 1 victory token × 1 → 1"),
            (4, "Culture: 1 of 2 tokens held → 4")],
           [(2, "Education: 1 progress token including itself × 2 → 2")],
           [(4, "Decoration: Olympia is unfinished (3 of 5 pieces) → 4")]),
    "ru": ([(6, "Decoration: чудо «Гиза» достроено → 6"), (1, "Strategy: 1 жетон победы × 1 → 1"),
            (4, "Culture: жетонов у игрока 1 из 2 → 4")],
           [(2, "Education: 1 жетон прогресса, включая этот, × 2 → 2")],
           [(4, "Decoration: чудо «Олимпия» не достроено (фрагментов 3 из 5) → 4")]),
    "uk": ([(6, "Оздоблення: «Гіза» добудовано → 6"), (1, "Стратегія: 1 жетон Перемоги × 1 → 1"),
            (4, "Культура: жетонів у гравця 1 з 2 → 4")],
           [(2, "Освіта: 1 жетон Прогресу, включно з цим, × 2 → 2")],
           [(4, "Оздоблення: «Олімпія» не добудовано (фрагментів 3 з 5) → 4")]),
}


@pytest.mark.parametrize("lang", sorted(PROGRESS_LINES))
def test_the_progress_lines_word_for_word_in_three_languages(lang):
    def progress(p):
        return [(d["points"], d["text"]) for d in p["details"] if d["category"] == "progress"]

    complete = two(seat("Ana", "Giza", 5, victory=1, progress=["Decoration", "Strategy", "Culture"]),
                   seat("Bo", "Olympia", 3, progress=["Education"]))
    unfinished = two(seat("Ana", "Olympia", 3, progress=["Decoration"]))
    with use_language(lang):
        out, other = result(complete), result(unfinished)
    assert [p["total"] for p in out["players"]] == [30 + 3 + 6 + 1 + 4, 10 + 2]
    assert [progress(p) for p in out["players"]] + [progress(other["players"][0])] == list(PROGRESS_LINES[lang])
    assert other["players"][0]["total"] == 10 + 4


THREE_WAY = {
    "en": ("Ana, Bo and Cy tie on 7 points and on pieces built (Ana 1, Bo 1, Cy 1): they share the victory",
           "Ana, Bo and Cy tie on 7 points; the most pieces built wins (Ana 1, Bo 0, Cy 0): Ana wins"),
    "ru": ("у Ana, Bo и Cy поровну очков (7) и построенных фрагментов (Ana 1, Bo 1, Cy 1): они делят победу",
           "у Ana, Bo и Cy поровну очков (7); побеждает тот, кто построил больше фрагментов (Ana 1, Bo 0, Cy 0): "
           "побеждает Ana"),
    "uk": ("Ana, Bo і Cy мають порівну очок (7) і збудованих фрагментів (Ana 1, Bo 1, Cy 1): вони ділять перемогу",
           "Ana, Bo і Cy мають порівну очок (7); перемагає той, хто збудував більше фрагментів (Ana 1, Bo 0, Cy 0): "
           "перемагає Ana"),
}


@pytest.mark.parametrize("lang", sorted(THREE_WAY))
def test_a_three_way_tie_names_all_three(lang):
    # seed 002, Завершення гри: most points; tied → most pieces built; still tied → a shared victory
    shared = game(seat("Ana", "Giza", 1, {"blue": 1}), seat("Bo", "Rhodes", 1, {"blue": 1}),      # 4 + 3, 4 + 3
                  seat("Cy", "Alexandria", 1, {"blue": 1}))                                      # 4 + 3
    on_pieces = game(seat("Ana", "Giza", 1, {"blue": 1}),                                        # 4 + 3
                     seat("Bo", "Rhodes", 0, {"blue": 1}, victory=1, progress=["Strategy"]),     # 3 + 3 + 1
                     seat("Cy", "Alexandria", 0, {"blue_cat": 1}, True, 1))                      # 2 + cat 2 + 3
    with use_language(lang):
        a, b = result(shared), result(on_pieces)
    assert (a["winners"], b["winners"]) == (["Ana", "Bo", "Cy"], ["Ana"])
    assert [p["rank"] for p in b["players"]] == [1, 2, 2]
    assert (a["tiebreak"], b["tiebreak"]) == THREE_WAY[lang]


NO_PIECE_LINES = {
    "en": ["Ephesus: no piece built → 0", "2 blue cards × 3 → 6", "2 blue cards with the cat icon × 2 → 4",
           "the cat token → 2"],
    "ru": ["Эфес: ни одного фрагмента не построено → 0", "2 синие карты × 3 → 6", "2 синие карты с котом × 2 → 4",
           "жетон кота → 2"],
    "uk": ["Ефес: жодного фрагмента не збудовано → 0", "2 сині карти × 3 → 6", "2 сині карти з котом × 2 → 4",
           "жетон Кота → 2"],
}


@pytest.mark.parametrize("lang", sorted(NO_PIECE_LINES))
def test_a_wonder_with_no_piece_and_blue_cards_in_the_plural_word_for_word(lang):
    # seed 002, Завершення гри: no piece built scores 0 for the wonder; blue cards 3 VP, 2 with the cat
    # icon (Сині карти); the cat token 2
    doc = two(seat("Ana", "Ephesus", 0, {"blue": 2, "blue_cat": 2}, True))
    with use_language(lang):
        p = of(doc)
    assert [(d["category"], d["source"], d["points"]) for d in p["details"]] == [
        ("wonder", "Ephesus", 0), ("civilian", "blue", 6), ("civilian", "blue_cat", 4), ("cat", "cat", 2)]
    assert [d["text"] for d in p["details"]] == NO_PIECE_LINES[lang]
    assert p["total"] == 12


def test_each_score_keeps_its_seat():
    from scoring import games
    got = games.get("architects").score(two(seat("Ana", "Giza", 1), seat("Bo", "Rhodes", 2)))
    assert [(p.seat, p.name, p.rank) for p in got.players] == [(0, "Ana", 2), (1, "Bo", 1)]
    assert got.winners == ("Bo",)


def test_the_expansions_per_seat_hook_is_scored_and_ranked():
    """``score_table``'s ``city_hook`` (an expansion's ``score_city``, README "Adding an expansion"):
    the scores it returns are the ones ranked. A hook giving Ana a 5-point line turns Bo's 4 + 4 = 8
    against her 4 into her win, 9 to 8."""
    from dataclasses import replace

    from scoring.architects.document import parse_architects
    from scoring.architects.score import score_table
    from scoring.core.result import Line

    def bonus(table, i, s):
        if table.players[i].name != "Ana":
            return s
        return replace(s, categories=dict(s.categories, progress=s.categories["progress"] + 5),
                       details=s.details + (Line("progress", "bonus", 5, "bonus → 5"),))

    table = parse_architects(two(seat("Ana", "Giza", 1), seat("Bo", "Rhodes", 2)))
    assert score_table(table).winners == ("Bo",)
    hooked = score_table(table, bonus)
    assert hooked.winners == ("Ana",)
    assert [(p.name, p.total, p.rank) for p in hooked.players] == [("Ana", 9, 1), ("Bo", 8, 2)]
