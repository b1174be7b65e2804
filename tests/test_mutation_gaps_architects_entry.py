"""Architects' city screen (``GET /api/games/architects/entry``) and catalogue (``GET /api/catalogue/architects``),
whole: each wonder's pieces, the card kinds by colour, victory tokens, progress tokens, the order of the pieces of a
level and the cat, in English, Russian and Ukrainian.

7 Wonders Architects rulebook (seed 002): 7 Wonders of 5 pieces each (Будівництво етапу: pieces of one level may
come in any order on some Wonders), cards in five colours, 28 victory tokens of 3 VP, the cat (2 VP), 15 progress
tokens (Culture twice).
"""
from __future__ import annotations

import pytest

from scoring.architects import catalogue
from scoring.architects.game import GAME
from scoring.core.i18n import display, use_language

CAT = catalogue()
COLOURS = ["grey", "yellow", "blue", "green", "red"]
TEXTS = {
    "en": {"groups": ["Grey cards (resources)", "Yellow cards (gold)", "Blue cards (points)", "Green cards (science)",
                      "Red cards (shields)"],
           "stages": "Wonder pieces built", "victory": "Victory tokens", "progress": "Progress tokens",
           "order": "Pieces of one level", "fixed": "in the printed order", "free": "in any order",
           "cat": "The cat (2 VP)", "same": "{n} identical resources", "different": "{n} different resources"},
    "ru": {"groups": ["Серые карты (ресурсы)", "Жёлтые карты (золото)", "Синие карты (очки)", "Зелёные карты (наука)",
                      "Красные карты (щиты)"],
           "stages": "Построенные фрагменты чуда", "victory": "Жетоны победы", "progress": "Жетоны прогресса",
           "order": "Части одного яруса", "fixed": "в напечатанном порядке", "free": "в любом порядке",
           "cat": "Кот (2 ПО)", "same": "{n} одинаковых ресурса", "different": "{n} разных ресурса"},
    "uk": {"groups": ["Сірі карти (ресурси)", "Жовті карти (золото)", "Сині карти (бали)", "Зелені карти (наука)",
                      "Червоні карти (щити)"],
           "stages": "Збудовані фрагменти Чуда", "victory": "Жетони Перемоги", "progress": "Жетони Прогресу",
           "order": "Фрагменти одного ярусу", "fixed": "у надрукованому порядку", "free": "у будь-якому порядку",
           "cat": "Кіт (2 ПБ)", "same": "{n} однакові ресурси", "different": "{n} різні ресурси"},
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_architects_city_screen_whole(client, lang):
    t = TEXTS[lang]
    with client.session_transaction() as s:
        s["lang"] = lang
    screen = client.get(f"/api/games/architects/entry?players=3&lang={lang}").get_json()
    with use_language(lang):
        assert screen == GAME.entry_screen(3).to_json()
        displays = {w.name: display(w) for w in CAT.wonders}
        kinds = {k.id: display(k) for k in CAT.kinds}
        tokens = {p.name: display(p) for p in CAT.progress}
    assert screen["game"] == "architects" and screen["players"] == 3
    assert screen["expansions"] == [] and screen["sides"] == []
    boards = screen["boards"]
    assert [b["name"] for b in boards] == [w.name for w in CAT.wonders] and len(boards) == 7
    for b, w in zip(boards, CAT.wonders):
        assert (b["title"], b["display"], b["ru"], b["uk"]) == (w.name, displays[w.name], list(w.ru), list(w.uk))
        assert b["sides"] == {"": {"stages": 5}} and len(b["pieces"]) == 5
        assert b["levels"] == max(p.level for p in w.pieces)
        for got, piece in zip(b["pieces"], w.pieces):
            req = piece.requirement
            words = (t["same"] if req.same else t["different"]).format(n=req.count)
            assert {k: got[k] for k in ("id", "symbol", "vp", "level", "index", "words", "effect")} == {
                "id": req.id, "symbol": req.symbol, "vp": piece.vp, "level": piece.level, "index": piece.index,
                "words": words, "effect": piece.effect.kind if piece.effect else None}
            assert ("effect_short" in got) == ("effect_text" in got) == (piece.effect is not None)
            if piece.effect:
                assert got["effect_short"] and got["effect_text"]
    alexandria = boards[0]["pieces"]
    assert [p["symbol"] for p in alexandria] == ["2≠", "2=", "3≠", "3=", "4≠"]
    assert [p["level"] for p in alexandria] == [1, 2, 3, 4, 5] and [p["index"] for p in alexandria] == [0, 1, 2, 3, 4]
    assert screen["card_groups"] == [
        {"id": colour, "label": t["groups"][i], "kind": "counts", "colour": colour,
         "cards": [{"name": k.id, "title": k.name, "display": kinds[k.id], "uk": list(k.uk), "vp": k.vp, "cat": k.cat,
                    "horns": k.horns} for k in CAT.kinds if k.colour == colour]}
        for i, colour in enumerate(COLOURS)]
    blue = {c["name"]: c for c in screen["card_groups"][2]["cards"]}
    assert (blue["blue"]["vp"], blue["blue"]["cat"], blue["blue_cat"]["vp"], blue["blue_cat"]["cat"]) == (3, False, 2, True)
    red = {c["name"]: c["horns"] for c in screen["card_groups"][4]["cards"]}
    assert red == {"red": 0, "red_horn": 1, "red_2horns": 2}
    assert screen["counters"] == [
        {"id": "stages", "label": t["stages"], "min": 0, "max": "board", "toggles": "pieces", "order": "stage_order"},
        {"id": "victory_tokens", "label": t["victory"], "min": 0, "max": 28}]
    names = [p.name for p in CAT.progress]
    assert screen["tokens"] == [{"id": "progress", "label": t["progress"], "values": names, "display": tokens,
                                 "copies": {p.name: p.copies for p in CAT.progress}}]
    assert screen["tokens"][0]["copies"]["Culture"] == 2 and sum(screen["tokens"][0]["copies"].values()) == 15
    assert screen["table"] == [{"id": "stage_order", "label": t["order"], "near": "stages", "default": "free",
                                "choices": [["fixed", t["fixed"]], ["free", t["free"]]]}]
    assert screen["options"] == [{"id": "cat", "label": t["cat"], "one_per_table": True}]


def test_architects_catalogue_whole(client):
    got = client.get("/api/catalogue/architects").get_json()
    assert got["game"] == "architects" and got["title"] == "7 Wonders Architects"
    assert got["requirements"] == [{"id": "2d", "symbol": "2≠", "count": 2, "same": False},
                                   {"id": "2s", "symbol": "2=", "count": 2, "same": True},
                                   {"id": "3d", "symbol": "3≠", "count": 3, "same": False},
                                   {"id": "3s", "symbol": "3=", "count": 3, "same": True},
                                   {"id": "4d", "symbol": "4≠", "count": 4, "same": False}]
    assert got["card_kinds"] == [
        {"id": k.id, "name": k.name, "colour": k.colour, "resource": k.resource, "coins": k.coins, "vp": k.vp,
         "cat": k.cat, "science": k.science, "shields": k.shields, "horns": k.horns, "ru": list(k.ru),
         "uk": list(k.uk)} for k in CAT.kinds]
    kinds = {k["id"]: k for k in got["card_kinds"]}
    assert kinds["wood"]["resource"] == "wood" and kinds["blue"]["vp"] == 3 and kinds["blue_cat"]["cat"] is True
    assert kinds["red_2horns"]["horns"] == 2 and kinds["compass"]["science"] == "compass"
    assert len(got["wonders"]) == 7
    for w, wonder in zip(got["wonders"], CAT.wonders):
        assert w == {"name": wonder.name, "ru": list(wonder.ru), "uk": list(wonder.uk), "effect": wonder.effect_text,
                     "total_vp": wonder.total_vp, "deck": dict(wonder.deck),
                     "pieces": [{"id": p.requirement.id, "symbol": p.requirement.symbol, "vp": p.vp, "level": p.level,
                                 "effect": p.effect.kind if p.effect else None} for p in wonder.pieces]}
        assert w["total_vp"] == sum(p["vp"] for p in w["pieces"])
    alexandria = got["wonders"][0]
    assert alexandria["name"] == "Alexandria" and alexandria["ru"] == ["Александрия"]
    assert got["central_deck"] == dict(CAT.central_deck)
    assert got["progress"] == [{"name": t.name, "copies": t.copies, "scores": t.scores, "ru": list(t.ru),
                                "uk": list(t.uk)} for t in CAT.progress]
    assert got["cat"] == {"vp": 2}
    assert got["victory_tokens"] == {"total": 28, "vp": 3}
    # conflict tokens by the number of players (rulebook, setup): 3 with 2-3 players, up to 6 with 6-7
    assert got["conflict_tokens"] == {"2": 3, "3": 3, "4": 4, "5": 5, "6": 6, "7": 6}
