"""Duel's city screen (``GET /api/games/duel/entry``) and catalogue (``GET /api/catalogue/duel``), whole:
each card group with its cards, the wonders and progress tokens, the coins and the Conflict pawn, in
English, Russian and Ukrainian.

7 Wonders Duel rulebook (seed 003): three ages of cards in seven colours (guilds in Age III only), 12
Wonders of which each player drafts 4, 10 progress tokens, a Conflict track of 19 spaces whose ends
(9 spaces from the centre) are the capitals.
"""
from __future__ import annotations

import pytest

from scoring.core.i18n import use_language
from scoring.duel import catalogue as duel_catalogue
from scoring.duel.game import GAME

CAT = duel_catalogue()
COLOURS = ["brown", "grey", "blue", "green", "yellow", "red", "purple"]
LABELS = {
    "en": {"ages": ["Age I", "Age II", "Age III"],
           "colours": ["Raw materials", "Manufactured goods", "Civilian", "Scientific", "Commercial", "Military",
                       "Guilds"],
           "wonders": "Wonders built", "progress": "Progress tokens", "coins": "Coins", "conflict": "Conflict pawn",
           "hint": "spaces from the centre toward the second player's capital (negative: toward the first "
                   "player's); ±9 is a capital: military supremacy"},
    "ru": {"ages": ["I эпоха", "II эпоха", "III эпоха"],
           "colours": ["Сырьё", "Товары", "Гражданские", "Научные", "Торговые", "Военные", "Гильдии"],
           "wonders": "Построенные чудеса", "progress": "Жетоны прогресса", "coins": "Монеты",
           "conflict": "Маркер конфликта",
           "hint": "клетки от центра в сторону столицы второго игрока (отрицательные — в сторону столицы "
                   "первого); ±9 — столица: военное превосходство"},
    "uk": {"ages": ["I епоха", "II епоха", "III епоха"],
           "colours": ["Сировина", "Товари", "Цивільні", "Наукові", "Торгові", "Військо", "Гільдії"],
           "wonders": "Збудовані чудеса", "progress": "Жетони Прогресу", "coins": "Монети",
           "conflict": "Маркер конфлікту",
           "hint": "клітинки від центру в бік столиці другого гравця (від'ємні — у бік столиці першого); "
                   "±9 — столиця: військова перевага"},
}


def _entry(x) -> dict:
    return {"name": x.name, "ru": x.ru[0] if x.ru else "", "aliases": list(x.aliases)}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_duel_city_screen_whole(client, lang):
    t = LABELS[lang]
    with client.session_transaction() as s:
        s["lang"] = lang
    screen = client.get(f"/api/games/duel/entry?players=2&lang={lang}").get_json()
    with use_language(lang):
        direct = GAME.entry_screen(2).to_json()
    assert screen == direct
    assert screen["game"] == "duel" and screen["players"] == 2 and screen["expansions"] == []
    groups = screen["card_groups"]
    want = []
    for age in (1, 2, 3):
        for i, colour in enumerate(COLOURS):
            cards = [c for c in CAT.cards if c.age == age and c.colour == colour]
            if cards:
                want.append({"id": f"age{age}-{colour}", "label": f"{t['ages'][age - 1]} · {t['colours'][i]}",
                             "kind": "names", "field": "cards", "age": age, "colour": colour,
                             "cards": [dict(_entry(c), ages=[age], copies=1) for c in cards]})
    want.append({"id": "wonders", "label": t["wonders"], "kind": "names", "field": "wonders", "toggle": True,
                 "max": 4, "cards": [dict(_entry(w), vp=w.effect.vp) for w in CAT.wonders]})
    want.append({"id": "progress", "label": t["progress"], "kind": "names", "field": "progress", "toggle": True,
                 "cards": [_entry(p) for p in CAT.progress]})
    assert groups == want
    # no brown or grey card in Age III, guilds in Age III only (rulebook: the decks)
    assert [g["id"] for g in groups if g["age" if "age" in g else "id"] == 3] == [
        "age3-blue", "age3-green", "age3-yellow", "age3-red", "age3-purple"]
    assert len(groups[-2]["cards"]) == 12 and len(groups[-1]["cards"]) == 10
    assert groups[0]["cards"][0]["ru"] == "Лесоповал"
    assert screen["counters"] == [{"id": "coins", "label": t["coins"], "min": 0, "max": None}]
    assert screen["table"] == [{"id": "conflict", "label": t["conflict"], "min": -9, "max": 9, "spaces": 19,
                                "toward": 1, "hint": t["hint"]}]
    assert screen["tokens"] == []


def test_duel_city_screen_with_pantheon_and_agora_lists_their_cards():
    plain = GAME.entry_screen(2)
    more = GAME.entry_screen(2, ("pantheon", "agora"))
    assert set(more.expansions) == {"pantheon", "agora"} and more.tokens
    names = {c["name"] for g in plain.card_groups for c in g["cards"]}
    more_names = {c["name"] for g in more.card_groups for c in g["cards"]}
    assert names < more_names


def test_duel_catalogue_whole(client):
    got = client.get("/api/catalogue/duel").get_json()
    assert got["game"] == "duel" and got["title"] == "7 Wonders Duel"
    assert got["capital"] == 9
    cards = {c["name"]: c for c in got["cards"]}
    assert len(cards) == len(CAT.cards) == 73            # 23 + 23 + 20 Age cards and 7 guilds
    # Theater (Age I, blue): free, 3 VP, gives the Mask chain; Stable: 1 shield; Scriptorium: a science symbol
    assert cards["Theater"] == {"name": "Theater", "aliases": ["Theatre"], "ru": ["Театр"], "uk": list(
        CAT.card("Theater").uk), "age": 1, "colour": "blue", "coins": 0, "cost": [], "vp": 3, "shields": 0,
        "science": None, "chain_gives": CAT.card("Theater").chain_gives, "chain_needs": None}
    assert cards["Lumber Yard"]["cost"] == [] and cards["Lumber Yard"]["colour"] == "brown"
    assert cards["Stable"]["shields"] == 1 and cards["Stable"]["age"] == 1
    assert cards["Scriptorium"]["science"] is not None and cards["Scriptorium"]["colour"] == "green"
    assert cards["Palace"]["vp"] == 7 and cards["Palace"]["age"] == 3
    for c in got["cards"]:
        k = CAT.card(c["name"])
        assert (c["coins"], c["cost"], c["chain_gives"], c["chain_needs"], c["aliases"], c["ru"], c["uk"]) == (
            k.coins, list(k.cost), k.chain_gives, k.chain_needs, list(k.aliases), list(k.ru), list(k.uk))
    wonders = {w["name"]: w for w in got["wonders"]}
    assert len(wonders) == 12
    # The Pyramids: 9 VP; The Colossus: 2 shields, 3 VP; The Appian Way: 3 coins, 3 VP, play again
    assert wonders["The Pyramids"]["vp"] == 9
    assert (wonders["The Colossus"]["shields"], wonders["The Colossus"]["vp"]) == (2, 3)
    assert (wonders["The Appian Way"]["coins"], wonders["The Appian Way"]["play_again"]) == (3, True)
    assert wonders["The Pyramids"]["play_again"] is False
    assert all(set(w) == {"name", "aliases", "ru", "uk", "cost", "vp", "shields", "coins", "play_again"}
               for w in got["wonders"])
    assert wonders["The Appian Way"]["aliases"] == ["Appian Way"] and wonders["The Appian Way"]["ru"] == ["Аппиева дорога"]
    assert len(wonders["The Pyramids"]["cost"]) == 4
    progress = {t["name"]: t for t in got["progress"]}
    assert len(progress) == 10
    # Agriculture: 6 coins and 4 VP; Philosophy: 7 VP; Law: a science symbol
    assert (progress["Agriculture"]["coins"], progress["Agriculture"]["vp"]) == (6, 4)
    assert progress["Philosophy"]["vp"] == 7 and progress["Law"]["science"] is not None
    assert all(set(t) == {"name", "aliases", "ru", "uk", "vp", "coins", "science"} for t in got["progress"])
    # military tokens: 2 and 5 coins lost on each side; the track's VP 2, 5, 10 (0 near the centre)
    assert sorted(t["coins"] for t in got["military_tokens"]) == [2, 2, 5, 5]
    assert all(set(t) == {"name", "spaces", "coins"} and t["spaces"] for t in got["military_tokens"])
    assert [(v["spaces"], v["vp"]) for v in got["military_vp"]] == [(list(s), vp) for *s, vp in CAT.military_vp]
    assert sorted({v["vp"] for v in got["military_vp"]}) == [2, 5, 10]
    # each age's structure: 20 cards; the top row of Age I face up, each covered by two cards
    layouts = got["layouts"]
    assert list(layouts) == ["1", "2", "3"]
    assert [len(layouts[a]) for a in ("1", "2", "3")] == [20, 20, 20]
    for age, positions in layouts.items():
        layout = CAT.layouts[int(age)]
        assert positions == [{"position": p.key, "face_up": p.face_up,
                              "covered_by": [f"{r}.{c}" for r, c in p.covered_by]} for p in layout.positions]
    first = layouts["1"][0]
    assert first["face_up"] is True and len(first["covered_by"]) == 2 and "." in first["covered_by"][0]


@pytest.fixture
def fresh_catalogues(monkeypatch):
    """Duel's catalogues with the expansions' additions are built once per set of expansions: start empty."""
    import scoring.duel.game as duel_game
    monkeypatch.setattr(duel_game, "_EXTENDED", {})


@pytest.mark.parametrize("order", [("pantheon", "agora"), ("agora", "pantheon")])
def test_duel_catalogue_with_each_expansions_additions(fresh_catalogues, order):
    pantheon, agora = (next(e for e in GAME.expansions if e.id == x) for x in ("pantheon", "agora"))
    base = GAME.catalogue_for({"game": "duel"})
    cats = {x: GAME.catalogue_for({"game": "duel", "expansions": [x]}) for x in order}
    both = GAME.catalogue_for({"game": "duel", "expansions": list(order)})

    def names(cat):
        return ({c.name for c in cat.cards}, {w.name for w in cat.wonders}, {t.name for t in cat.progress})
    b_cards, b_wonders, b_progress = names(base)
    # Pantheon: the Grand Temples (cards), The Sanctuary and The Divine Theater, its progress tokens
    p_cards, p_wonders, p_progress = names(cats["pantheon"])
    assert p_cards == b_cards | {c["name"] for c in pantheon.cards} and len(p_cards) > len(b_cards)
    assert p_wonders == b_wonders | {"The Sanctuary", "The Divine Theater"}
    assert p_progress == b_progress | {t["name"] for t in pantheon.progress}
    assert [t.name for t in cats["pantheon"].military_tokens] == [t.name for t in base.military_tokens]
    assert cats["pantheon"].layouts == base.layouts
    # Agora: Curia Julia and Knossos, Corruption and Organized Crime; its military tokens and larger structures
    a_cards, a_wonders, a_progress = names(cats["agora"])
    assert a_cards == b_cards
    assert a_wonders == b_wonders | {"Curia Julia", "Knossos"}
    assert a_progress == b_progress | {"Corruption", "Organized Crime"}
    assert sorted(t.name for t in cats["agora"].military_tokens) == sorted(t["name"] for t in agora.military_tokens)
    assert {a: len(x.positions) for a, x in cats["agora"].layouts.items()} == {1: 25, 2: 25, 3: 23}
    assert {a: len(x.positions) for a, x in base.layouts.items()} == {1: 20, 2: 20, 3: 20}
    assert cats["agora"].structure == "agora" and base.structure == ""
    # both: everything either adds
    assert names(both) == (p_cards | a_cards, p_wonders | a_wonders, p_progress | a_progress)
    assert [t.name for t in both.military_tokens] == [t.name for t in cats["agora"].military_tokens]
    assert GAME.catalogue_for({"game": "duel", "expansions": list(order)}) is both     # built once
