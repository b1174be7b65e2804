"""What the engine says about 7 Wonders Duel and 7 Wonders Architects, in Russian and Ukrainian
(issue 9, deliver 3): score details, victory texts, verdict reasons and error messages follow the
language set through ``scoring.core.i18n``; the numbers, the sources of the lines and the paths of the
errors do not change with it.

The words checked are the terms of the rulebooks: seed 003 (Duel, Russian: «маркер конфликта»,
«Торговля», «монеты»), seed 002 (Architects, Ukrainian: «жетони Перемоги», «жетон Кота»,
«жетонів Прогресу»); the Ukrainian names of the Architects wonders and progress tokens are those of
``scoring/data/architects.json`` (its names sources).
"""
import copy
import json

import pytest

import scoring.games as games
from referee.architects.check import check as check_architects
from referee.duel.rules import check_duel
from scoring.architects.catalogue import catalogue as architects_catalogue
from scoring.architects.examples import EXAMPLES as ARCHITECTS_EXAMPLES
from scoring.core.errors import BadInput
from scoring.duel.game import GAME as DUEL
from scoring.core.i18n import language, use_language

CYRILLIC = set("абвгґдеєжзиіїйклмнопрстуфхцчшщьюяёыэъ")


def cyrillic(text: str) -> bool:
    return any(ch in CYRILLIC for ch in text.lower())


def scored(doc, lang):
    with use_language(lang):
        return games.score(copy.deepcopy(doc))


def numbers(result):
    """Everything a score decides, without its words."""
    return ([(p.name, p.total, p.rank, dict(p.categories), [(d.category, d.source, d.points) for d in p.details])
             for p in result.players], list(result.winners))


# -- Duel ----------------------------------------------------------------------------------

def test_a_duel_table_scored_in_ukrainian_has_ukrainian_details_and_the_same_numbers():
    doc = DUEL.examples()[0]                       # the README's Duel table
    en, uk = scored(doc, "en"), scored(doc, "uk")
    assert numbers(uk) == numbers(en)
    ana_en = {d.category: d.text for d in en.players[0].details}
    ana_uk = {d.category: d.text for d in uk.players[0].details}
    assert ana_en["treasury"] == "10 coins ÷ 3 → 3"
    assert ana_uk["treasury"] == "10 монет ÷ 3 → 3"            # seed 003: 1 VP per 3 coins
    assert ana_en["military"].startswith("Conflict pawn 4 spaces toward Bo's capital")
    assert ana_uk["military"] == "Маркер конфлікту на 4 клітинки в бік столиці гравця Bo → 5"
    assert en.extra["explanation"].startswith("Ana has the most victory points")
    assert cyrillic(uk.extra["explanation"]) and "Ana 30, Bo 11" in uk.extra["explanation"]
    with use_language("uk"):
        assert DUEL.summary(uk)[0] == "Перемога: Цивільна перемога"
    assert language() == "en"                       # use_language leaves English behind it


@pytest.mark.parametrize("example, victory, words", [
    (1, "military", "военным превосходством"),     # seed 003, Военное превосходство
    (2, "science", "научное превосходство"),       # seed 003, Научное превосходство
])
def test_duel_supremacy_is_explained_in_russian(example, victory, words):
    doc = DUEL.examples()[example]
    en, ru = scored(doc, "en"), scored(doc, "ru")
    assert ru.extra["victory"] == en.extra["victory"] == victory
    assert ru.winners == en.winners
    assert words in ru.extra["explanation"] and "seed" not in ru.extra["explanation"]
    assert words not in en.extra["explanation"]


def test_a_duel_verdict_in_russian():
    # seed 003, Торговля: Bruno pays 5 coins for Fortifications (clay 2+1, papyrus 2)
    doc = DUEL.referee_examples()[0]
    en = check_duel(copy.deepcopy(doc))
    with use_language("ru"):
        ru = check_duel(copy.deepcopy(doc))
    assert (ru["legal"], ru["cost"], ru["after"]) == (en["legal"], en["cost"], en["after"])
    assert ru["legal"] is True and ru["cost"] == {"bank": 5, "opponent": 0}
    assert [r["citation"] for r in ru["reasons"]] == [r["citation"] for r in en["reasons"]]
    assert ru["reasons"][0]["rule"] == "Правила, Стоимость в ресурсах"
    texts = [r["text"] for r in ru["reasons"]]
    assert all(cyrillic(t) for t in texts)
    assert "глина по 2 + 1 = 3: Antoine производит 1 на коричневых и серых картах" in texts
    assert any(t.startswith("Bruno покупает: глина ×1 по 3, папирус ×1 по 2; платит 5") for t in texts)
    assert any(t.startswith("маркер конфликта сдвигается на 2 клетки") for t in texts)
    assert "clay at 2 + 1 = 3: Antoine produces 1 on brown and grey cards" in [r["text"] for r in en["reasons"]]


def test_a_duel_error_list_in_ukrainian_keeps_its_paths():
    doc = DUEL.examples()[0]
    bad = copy.deepcopy(doc)
    bad["players"][0]["cards"] = ["Theatre", "Altr"]
    bad["players"][1]["coins"] = -1
    bad["conflict"] = 12
    errors = {}
    for lang in ("en", "uk"):
        with use_language(lang), pytest.raises(BadInput) as caught:
            games.score(copy.deepcopy(bad))
        errors[lang] = {p.path: p.message for p in caught.value.problems}
    assert set(errors["uk"]) == set(errors["en"]) == {"players[0].cards[1]", "players[1].coins", "conflict"}
    assert errors["en"]["players[1].coins"] == "coins must be a whole number 0 or more, got -1"
    assert errors["uk"]["players[1].coins"] == "монети — ціле число від 0, отримано -1"
    assert errors["uk"]["players[0].cards[1]"].startswith("невідома карта 'Altr'")
    assert errors["uk"]["conflict"].startswith("маркер конфлікту стоїть на клітинці від -9 до 9")


def test_a_duel_referee_error_in_ukrainian():
    doc = dict(DUEL.referee_examples()[0], age=4)
    with use_language("uk"), pytest.raises(BadInput) as caught:
        check_duel(doc)
    assert {p.path: p.message for p in caught.value.problems} == {
        "age": "епоха — 1, 2 або 3 (у «Дуелі» три епохи), отримано 4"}


# -- Architects ----------------------------------------------------------------------------

def test_an_architects_score_in_ukrainian():
    doc = ARCHITECTS_EXAMPLES[0]
    en, uk = scored(doc, "en"), scored(doc, "uk")
    assert numbers(uk) == numbers(en)
    ana = {(d.category, d.source): d.text for d in uk.players[0].details}
    # seed 002, Завершення гри: 3 VP per victory token, 2 VP for the cat
    assert ana["military", "victory tokens"] == "2 жетони Перемоги × 3 → 6"
    assert ana["cat", "cat"] == "жетон Кота → 2"
    # Education (Освіта): 2 VP per progress token, itself included; the printed name from the data
    assert ana["progress", "Education"] == "Освіта: 3 жетони Прогресу, включно з цим, × 2 → 6"
    assert {(d.category, d.source): d.text for d in en.players[0].details}["progress", "Education"] == \
        "Education: 3 progress tokens including itself × 2 → 6"


def test_an_architects_tie_note_in_ukrainian():
    doc = {"game": "architects", "players": [
        {"name": "Ana", "wonder": "Giza", "stages": 1}, {"name": "Bo", "wonder": "Rhodes", "stages": 1}]}
    # Giza and Rhodes: each first piece (2≠) is worth 4 VP (scoring/data/architects.json, the printed pieces)
    en, uk = scored(doc, "en"), scored(doc, "uk")
    assert numbers(uk) == numbers(en) and list(uk.winners) == ["Ana", "Bo"]
    # seed 002, Завершення гри: tied on points and on pieces built → a shared victory
    assert en.tiebreak.startswith("Ana and Bo tie on 4 points and on pieces built (Ana 1, Bo 1)")
    assert uk.tiebreak == ("Ana і Bo мають порівну очок (4) і збудованих фрагментів (Ana 1, Bo 1): вони ділять перемогу")


def test_an_architects_document_with_ukrainian_names_scores_like_the_english_one():
    cat = architects_catalogue()
    uk_doc = ARCHITECTS_EXAMPLES[1]                   # Олімпія, Вавилон, Ефес; Політика, Стратегія, Освіта, Тактика
    en_doc = copy.deepcopy(uk_doc)
    for p in en_doc["players"]:
        p["wonder"] = cat.wonder(p["wonder"]).name
        p["progress"] = [cat.token(t).name for t in p.get("progress", [])]
    assert en_doc != uk_doc and en_doc["players"][0]["wonder"] == "Olympia"
    for lang in ("en", "uk"):
        assert numbers(scored(uk_doc, lang)) == numbers(scored(en_doc, lang))
    # the Ukrainian table's text names things as the Ukrainian box prints them
    texts = [d.text for p in scored(en_doc, "uk").players for d in p.details]
    assert any(t.startswith("Політика:") for t in texts) and any(t.startswith("Стратегія:") for t in texts)
    assert "фрагмент Олімпія 2≠ (рівень 1) → 3" in texts


def test_an_architects_verdict_in_ukrainian():
    # 2 shields against 0 → 2 victory tokens (P3, facts architects.md A4; seed 002, Гра вдвох)
    doc = {"game": "architects", "players": [
        {"name": "Ana", "wonder": "Giza", "cards": {"red": 1}}, {"name": "Bo", "wonder": "Rhodes"}],
        "action": {"player": "Ana", "take": "red_horn"}, "conflict": {"tokens": 3, "battle_side_up": 2}}
    en = check_architects(copy.deepcopy(doc))
    with use_language("uk"):
        uk = check_architects(copy.deepcopy(doc))
    assert [(s["step"], s["citation"]) for s in uk["steps"]] == [(s["step"], s["citation"]) for s in en["steps"]]
    assert uk["steps"][0]["rule"] == "Правила, Підготовка і хід гравця"
    battle = next(s for s in uk["steps"] if s["step"] == "battle")
    results = {r["player"]: (r["victory_tokens"], r["text"]) for r in battle["results"]}
    assert results["Ana"][0] == 2 and results["Bo"][0] == 0
    assert results["Ana"][1].startswith("Ana: 2 щити") and "2 жетони Перемоги" in results["Ana"][1]
    assert all(cyrillic(s["text"]) for s in uk["steps"])
    take = uk["steps"][0]["text"]
    assert take.startswith("Ana бере карту") and take != en["steps"][0]["text"]


def test_an_architects_error_list_in_ukrainian_keeps_its_paths():
    bad = {"game": "architects", "players": [{"name": "A", "wonder": "Giza", "stages": 6, "cards": {"wood": -1}},
                                            {"name": "B", "wonder": "Rhodes", "progress": ["Культура", "Кльтура"]}]}
    errors = {}
    for lang in ("en", "uk"):
        with use_language(lang), pytest.raises(BadInput) as caught:
            games.score(copy.deepcopy(bad))
        errors[lang] = {p.path: p.message for p in caught.value.problems}
    assert set(errors["en"]) == set(errors["uk"]) == {
        "players[0].stages", "players[0].cards.wood", "players[1].progress[1]"}
    assert errors["uk"]["players[0].stages"] == \
        "у Чуда 5 фрагментів: stages — від 0 до 5, отримано 6 (6-го фрагмента немає)"
    assert errors["uk"]["players[1].progress[1]"].startswith("невідомий жетон Прогресу 'Кльтура'")


# -- the API -------------------------------------------------------------------------------

@pytest.mark.parametrize("doc", [DUEL.examples()[0], ARCHITECTS_EXAMPLES[0]], ids=["duel", "architects"])
def test_the_api_answers_in_the_language_asked(client, doc):
    def post(query):
        resp = client.post(f"/api/score{query}", data=json.dumps(doc), content_type="application/json")
        assert resp.status_code == 200
        return resp.get_json()
    en, uk = post(""), post("?lang=uk")
    assert [p["total"] for p in uk["players"]] == [p["total"] for p in en["players"]]
    uk_texts = [d["text"] for p in uk["players"] for d in p["details"]]
    en_texts = [d["text"] for p in en["players"] for d in p["details"]]
    assert uk_texts != en_texts and any(cyrillic(t) for t in uk_texts)
    assert not any(cyrillic(t) for t in en_texts)
    assert [d["source"] for p in uk["players"] for d in p["details"]] == \
        [d["source"] for p in en["players"] for d in p["details"]]
