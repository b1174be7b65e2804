"""Duel referee verdicts (issue 10, deliverable 4): ``referee.duel.rules.check_duel``.

Sources: seed 003 (the Russian Duel rulebook, sections named in each test) and
shared/facts/duel.md (facts 69-81, with the English rulebook page 8 for trading).
The rulebook's trading example: Bruno produces 2 stone in his Shelf Quarry («Каменоломня»);
Antoine produces clay and glass and no papyrus.
"""
import json

import pytest

from referee.duel.rules import check_duel
from scoring.duel import catalogue
from scoring.core.errors import BadInput

CAT = catalogue()


def doc(action, age=1, conflict=0, ana=(), bo=(), ana_coins=7, bo_coins=7, ana_wonders=(), bo_wonders=(),
        ana_progress=(), bo_progress=(), names=("Antoine", "Bruno"), **extra):
    out = {"game": "duel", "conflict": conflict, "age": age, "action": action, "players": [
        {"name": names[0], "cards": list(ana), "wonders": list(ana_wonders), "progress": list(ana_progress),
         "coins": ana_coins},
        {"name": names[1], "cards": list(bo), "wonders": list(bo_wonders), "progress": list(bo_progress),
         "coins": bo_coins}]}
    out.update(extra)
    return out


RULEBOOK = {"ana": ["Clay Pool", "Glassworks"], "bo": ["Shelf Quarry"]}


def rules(verdict):
    return [r["rule"] for r in verdict["reasons"]]


def problems(exc):
    return {p.path: p.message for p in exc.value.problems}


# -- the rulebook's trading examples (seed 003, Торговля; facts 77; English rulebook p.8) ------------

def test_fortifications_cost_bruno_five_coins():
    # «Бруно заплатит в банк 5 монет: за глину (базовые 2+1) и 2 за папирус (базовые 2+0)»
    v = check_duel(doc({"player": "Bruno", "build": "Fortifications"}, age=3, **RULEBOOK))
    assert v["legal"] is True and v["action"] == "build" and v["card"] == "Fortifications"
    assert v["cost"] == {"bank": 5, "opponent": 0}
    assert v["options"] == [{"bank": 5, "opponent": 0, "choices": [], "removed": [],
                             "buys": [{"resource": "clay", "count": 1, "price": 3},
                                      {"resource": "papyrus", "count": 1, "price": 2}]}]
    assert "Rulebook, Trading" in rules(v) and all(r["rule"] for r in v["reasons"])
    assert v["after"]["coins"] == {"Antoine": 7, "Bruno": 2}
    assert json.loads(json.dumps(v)) == v                                  # the API sends it as JSON


def test_caravansery_costs_bruno_seven_coins():
    # «Всего Бруно должен заплатить 7 монет: 2 монеты денежной стоимости, 3 за стекло, 2 за папирус»
    v = check_duel(doc({"player": "Bruno", "build": "Caravansery"}, age=2, **RULEBOOK))
    assert v["legal"] and v["cost"] == {"bank": 7, "opponent": 0}
    assert v["options"][0]["buys"] == [{"resource": "glass", "count": 1, "price": 3},
                                       {"resource": "papyrus", "count": 1, "price": 2}]
    assert v["after"]["coins"]["Bruno"] == 0


def test_aqueduct_costs_antoine_twelve_coins_more_than_he_holds():
    # «Антуан ... должен заплатить в банк 12 монет ... 4 монетам (2+2)»; 7 coins are not enough
    v = check_duel(doc({"player": "Antoine", "build": "Aqueduct"}, age=2, **RULEBOOK))
    assert v["legal"] is False and v["cost"] is None and "after" not in v
    assert v["options"][0]["bank"] == 12
    assert v["options"][0]["buys"] == [{"resource": "stone", "count": 3, "price": 4}]
    assert "holds only 7" in v["reasons"][-1]["text"]
    rich = check_duel(doc({"player": "Antoine", "build": "Aqueduct"}, age=2, ana_coins=12, **RULEBOOK))
    assert rich["legal"] and rich["cost"] == {"bank": 12, "opponent": 0} and rich["after"]["coins"]["Antoine"] == 0


def test_economy_sends_the_trading_coins_to_the_opponent():
    # seed 003, Экономика: only the coins spent on resources; the Caravansery's 2 coins go to the bank
    v = check_duel(doc({"player": "Bruno", "build": "Caravansery"}, age=2, ana_progress=["Economy"], **RULEBOOK))
    assert v["cost"] == {"bank": 2, "opponent": 5}
    assert v["after"]["coins"] == {"Antoine": 12, "Bruno": 0}
    assert "Rulebook, Progress tokens: Economy" in rules(v)


def test_a_reserve_fixes_the_price_at_one_coin():
    # seed 003, top of the page: «ресурс теперь будет стоить 1 монету, без наценки противника»; facts 77
    v = check_duel(doc({"player": "Antoine", "build": "Aqueduct"}, age=2, ana=["Stone Reserve"],
                       bo=["Shelf Quarry", "Quarry"]))
    assert v["cost"] == {"bank": 3, "opponent": 0} and "the printed card: Stone Reserve" in rules(v)


def test_customs_house_fixes_glass_and_papyrus():
    # facts 77: the Customs House fixes glass and papyrus at 1; wood keeps 2 + Antoine's 1
    v = check_duel(doc({"player": "Bruno", "build": "School"}, age=2, ana=["Lumber Yard", "Press"],
                       bo=["Customs House"], bo_coins=5))
    assert v["cost"] == {"bank": 5, "opponent": 0} and v["after"]["coins"]["Bruno"] == 0   # wood 3 + 2 papyrus at 1
    assert v["options"][0]["buys"] == [{"resource": "papyrus", "count": 2, "price": 1},
                                       {"resource": "wood", "count": 1, "price": 3}]


def test_choice_production_lists_both_cheapest_ways():
    # seed 003, Торговля (Уточнения): yellow cards' production does not change the price;
    # the Forum makes glass OR papyrus: Caravansery (2 coins, glass, papyrus) → two ways of 4 coins
    v = check_duel(doc({"player": "Antoine", "build": "Caravansery"}, age=2, ana=["Forum"]))
    assert v["cost"] == {"bank": 4, "opponent": 0}
    assert sorted(o["buys"][0]["resource"] for o in v["options"]) == ["glass", "papyrus"]
    assert all(o["bank"] == 4 and len(o["choices"]) == 1 for o in v["options"])


def test_great_lighthouse_production_does_not_raise_the_opponent_price():
    # seed 003, Александрийский маяк: «Такое производство не влияет на стоимость торговли»
    v = check_duel(doc({"player": "Bruno", "build": "Baths"}, age=1, ana_wonders=["The Great Lighthouse"]))
    assert v["cost"] == {"bank": 2, "opponent": 0}


# -- Masonry, Architecture (seed 003, Каменная кладка / Архитектура) ----------------------------------

def test_masonry_removes_the_two_dearest_resources_of_a_blue_card():
    v = check_duel(doc({"player": "Antoine", "build": "Senate"}, age=3, ana_progress=["Masonry"],
                       bo=["Clay Pool", "Clay Pit"]))
    # Senate: 2 clay (at 4) + stone + papyrus (at 2): the two clay are removed
    assert v["cost"] == {"bank": 4, "opponent": 0}
    assert v["options"][0]["removed"] == ["clay", "clay"] and "Rulebook, Progress tokens: Masonry" in rules(v)
    red = check_duel(doc({"player": "Antoine", "build": "Circus"}, age=3, ana_progress=["Masonry"],
                         bo=["Clay Pool", "Clay Pit"], ana_coins=20))
    assert red["cost"]["bank"] == 12          # a red card: 2 clay at 4 + 2 stone at 2, nothing removed


def test_architecture_removes_two_resources_of_a_wonder():
    v = check_duel(doc({"player": "Antoine", "wonder": "The Pyramids"}, age=1, ana_progress=["Architecture"],
                       bo=["Press"]))
    # The Pyramids: papyrus (2+1) + 3 stone (2): papyrus and one stone removed → 2 stone at 2
    assert v["legal"] and v["wonder"] == "The Pyramids" and v["cost"] == {"bank": 4, "opponent": 0}
    assert "Rulebook, Progress tokens: Architecture" in rules(v)


# -- chains (seed 003, Условие бесплатного строительства; Урбанизм) ----------------------------------

def test_chain_is_free_and_urbanism_pays_four_coins():
    # «Бруно построил «Частокол». В III эпохе он сможет бесплатно возвести «Укрепления»»
    v = check_duel(doc({"player": "Bruno", "build": "Fortifications"}, age=3, bo=["Palisade"],
                       bo_progress=["Urbanism"], bo_coins=0))
    assert v["legal"] and v["free"] == "Palisade" and v["cost"] == {"bank": 0, "opponent": 0}
    assert v["gain"] == 4 and v["after"]["coins"]["Bruno"] == 4
    assert "Rulebook, Progress tokens: Urbanism" in rules(v)
    plain = check_duel(doc({"player": "Bruno", "build": "Fortifications"}, age=3, bo=["Palisade"], bo_coins=0))
    assert plain["legal"] and plain["gain"] == 0


# -- discard (seed 003, 2. Сброс карты за монеты; facts 76) -------------------------------------------

def test_discard_value_is_two_plus_yellow_cards():
    # «Бруно сбрасывает «Акведук». Он получает 4 монеты, так как в его городе есть «Таверна» и «Склад глины»»
    v = check_duel(doc({"player": "Bruno", "discard": "Aqueduct"}, age=2, bo=["Tavern", "Clay Reserve"]))
    assert v["legal"] and v["action"] == "discard" and v["card"] == "Aqueduct"
    assert v["gain"] == 4 and v["after"]["coins"]["Bruno"] == 11
    bare = check_duel(doc({"player": "Bruno", "discard": True}, age=2))
    assert bare["gain"] == 2 and bare["card"] is None


@pytest.mark.parametrize("lang, text", [
    ("ru", "Bruno сбрасывает карту «Акведук» и берёт из банка монеты: 2 + 2 за жёлтые карты = 4; так можно всегда"),
    ("uk", "Bruno скидає карту «Aqueduct» і бере з банку монети: 2 + 2 за жовті карти = 4; так можна завжди"),   # no Ukrainian Duel box
])
def test_the_discard_reason_reads_whole_in_russian_and_ukrainian(lang, text):
    """The coins word agrees with no number it could not see (was «4 монет(ы)»)."""
    from scoring.core.i18n import use_language
    with use_language(lang):
        v = check_duel(doc({"player": "Bruno", "discard": "Aqueduct"}, age=2, bo=["Tavern", "Clay Reserve"]))
    assert text in [r["text"] for r in v["reasons"]]


# -- seven wonders at most (seed 003, 7 чудес, не больше!; facts 74) ---------------------------------

SEVEN = {"ana_wonders": ["The Pyramids", "The Great Lighthouse", "The Temple of Artemis", "The Statue of Zeus"],
         "bo_wonders": ["Circus Maximus", "Piraeus", "The Appian Way"]}


def test_the_eighth_wonder_is_refused():
    v = check_duel(doc({"player": "Bruno", "wonder": "The Colossus"}, age=3, bo_coins=30, **SEVEN))
    assert v["legal"] is False and v["cost"] is None
    assert "Rulebook, Seven wonders, no more" in rules(v)


def test_a_fifth_wonder_of_one_player_is_refused():
    # seed 003, Фаза выбора чудес света: each player ends the draft with 4 wonders
    four = {"bo_wonders": ["Circus Maximus", "Piraeus", "The Appian Way", "The Colossus"]}
    v = check_duel(doc({"player": "Bruno", "wonder": "The Sphinx"}, age=3, bo_coins=30, **four))
    assert v["legal"] is False and rules(v) == ["Rulebook, Choosing the wonders"]


def test_the_seventh_wonder_is_built_and_sends_the_last_to_the_box():
    six = dict(SEVEN, bo_wonders=SEVEN["bo_wonders"][:2])
    v = check_duel(doc({"player": "Bruno", "wonder": "The Colossus"}, age=3, bo_coins=30, **six))
    assert v["legal"] and any("returns to the box" in r["text"] for r in v["reasons"])


# -- layout accessibility (seed 003, Описание хода) ---------------------------------------------------

AGE1 = ["Lumber Yard", "Logging Camp", "Clay Pool", "Clay Pit", "Quarry", "Stone Pit", "Glassworks", "Press",
        "Guard Tower", "Stable", "Garrison", "Palisade", "Workshop", "Apothecary", "Scriptorium", "Pharmacist",
        "Stone Reserve", "Tavern", "Theater", "Baths"]


def full_layout(age=1, names=AGE1):
    positions = [p.key for p in CAT.layouts[age].positions]
    return dict(zip(positions, names))


def test_a_covered_card_is_refused_and_an_uncovered_one_accepted():
    # age I: row 5 (the players' row) is accessible; 4.2 lies under 5.1 and 5.3 (scoring/data/duel.json layouts)
    layout = full_layout()
    covered = layout["4.2"]
    v = check_duel(doc({"player": "Antoine", "build": covered}, layout=layout, ana_coins=20))
    assert v["legal"] is False and rules(v) == ["Rulebook, A turn"]
    assert f"covered by {layout['5.1']} (5.1) and {layout['5.3']} (5.3)" in v["reasons"][0]["text"]
    uncovered = layout["5.1"]
    ok = check_duel(doc({"player": "Antoine", "build": uncovered}, layout=layout, ana_coins=20))
    assert ok["legal"] and ok["reasons"][0] == {"text": f"{uncovered} (5.1) has no card on it: accessible",
                                                "rule": "Rulebook, A turn", "citation": [{"book": "duel", "section": "a-turn"}]}


def test_a_card_becomes_accessible_when_both_cards_on_it_are_gone():
    layout = full_layout()
    key = "4.4"                                       # lies under 5.3 and 5.5
    name = layout[key]
    del layout["5.3"]
    assert check_duel(doc({"player": "Antoine", "build": name}, layout=layout, ana_coins=20))["legal"] is False
    del layout["5.5"]
    assert check_duel(doc({"player": "Antoine", "build": name}, layout=layout, ana_coins=20))["legal"] is True


def test_a_card_not_in_the_layout_is_refused_and_a_wonder_lists_the_accessible_cards():
    layout = full_layout()
    gone = layout.pop("5.1")
    v = check_duel(doc({"player": "Antoine", "discard": gone}, layout=layout))
    assert v["legal"] is False and "not in the age I structure" in v["reasons"][0]["text"]
    w = check_duel(doc({"player": "Antoine", "wonder": "The Sphinx"}, layout=layout, ana_coins=20))
    assert "accessible now" in w["reasons"][0]["text"] and layout["5.3"] in w["reasons"][0]["text"]


# -- the Conflict pawn (seed 003, ВОЕННОЕ ДЕЛО; Военные жетоны; Стратегия; facts 69, 70) --------------

def test_strategy_adds_a_shield_and_the_pawn_takes_the_two_coin_token():
    # Archery Range: 2 shields + Strategy 1 = 3: from 2 to 5, entering Bruno's 3-5 zone: he loses 2
    v = check_duel(doc({"player": "Antoine", "build": "Archery Range"}, age=2, conflict=2,
                       ana=["Quarry", "Lumber Yard", "Press"], ana_progress=["Strategy"]))
    assert v["after"]["conflict"] == 5 and v["after"]["coins"] == {"Antoine": 7, "Bruno": 5}
    assert {"Rulebook, Progress tokens: Strategy", "Rulebook, Military", "Rulebook, Military tokens"} <= set(rules(v))
    plain = check_duel(doc({"player": "Antoine", "build": "Archery Range"}, age=2, conflict=2,
                           ana=["Quarry", "Lumber Yard", "Press"]))
    assert plain["after"]["conflict"] == 4 and plain["after"]["coins"]["Bruno"] == 5


def test_a_token_takes_no_more_than_the_opponent_holds_and_each_zone_triggers_once():
    # facts 70: min(token, coins); the pawn already in the 3-5 zone: only the 6-8 token (5 coins) triggers
    v = check_duel(doc({"player": "Antoine", "build": "Walls"}, age=2, conflict=4, ana=["Shelf Quarry"],
                       bo_coins=3))
    assert v["after"]["conflict"] == 6 and v["after"]["coins"]["Bruno"] == 0
    tokens = [r for r in v["reasons"] if r["rule"] == "Rulebook, Military tokens"]
    assert len(tokens) == 1 and "loses 3" in tokens[0]["text"]
    inside = check_duel(doc({"player": "Antoine", "build": "Guard Tower"}, age=1, conflict=3))
    assert inside["after"]["conflict"] == 4 and inside["after"]["coins"]["Bruno"] == 7


def test_bruno_pushes_toward_antoine_and_strategy_skips_wonders():
    # seat 1 moves the pawn toward players[0]'s capital (negative); the Colossus: 2 shields, no Strategy bonus
    v = check_duel(doc({"player": "Bruno", "wonder": "The Colossus"}, age=1, conflict=-1, bo_coins=20,
                       bo_progress=["Strategy"], ana_coins=1))
    assert v["after"]["conflict"] == -3 and v["after"]["coins"]["Antoine"] == 0
    assert any("no extra shield" in r["text"] for r in v["reasons"])


def test_military_supremacy():
    # seed 003, Военное превосходство: the pawn on the opponent's capital wins at once; it stops there (facts 69)
    v = check_duel(doc({"player": "Antoine", "build": "Pretorium"}, age=3, conflict=7, ana_coins=8))
    assert v["after"]["conflict"] == 9 and v["after"]["victory"] == "military"
    assert "Rulebook, Military supremacy" in rules(v)
    assert check_duel(doc({"player": "Antoine", "build": "Pretorium"}, age=3, conflict=5,
                          ana_coins=8))["after"]["victory"] is None


# -- science (seed 003, НАУКА И ПРОГРЕСС; Научное превосходство; facts 71) ------------------------------

def test_a_pair_of_symbols_earns_a_progress_token():
    # Workshop and Laboratory share the plumb-line symbol (facts 71; BGA-D symbol 5)
    v = check_duel(doc({"player": "Antoine", "build": "Laboratory"}, age=2, ana=["Workshop"], ana_coins=20))
    assert v["legal"] and v["after"]["progress_token"] is True and "Rulebook, Science and progress" in rules(v)
    alone = check_duel(doc({"player": "Antoine", "build": "Laboratory"}, age=2, ana=["Apothecary"], ana_coins=20))
    assert alone["after"]["progress_token"] is False


def test_science_supremacy_counts_law():
    five = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist"]
    v = check_duel(doc({"player": "Antoine", "build": "University"}, age=3, ana=five, ana_progress=["Law"],
                       ana_coins=20))
    assert v["after"]["victory"] == "science" and "Rulebook, Scientific supremacy" in rules(v)
    no_law = check_duel(doc({"player": "Antoine", "build": "University"}, age=3, ana=five, ana_coins=20))
    assert no_law["after"]["victory"] is None


# -- coins gained by the build (facts 80, 75, 73; seed 003, Карты гильдий) ----------------------------

def test_coins_gained_by_yellow_cards_guilds_and_wonders():
    assert check_duel(doc({"player": "Antoine", "build": "Tavern"}))["gain"] == 4
    # Arena: 2 coins per own wonder, counted when built (facts 80)
    arena = check_duel(doc({"player": "Antoine", "build": "Arena"}, age=3, ana=["Brewery"],
                           ana_wonders=["The Sphinx", "Piraeus"]))
    assert arena["free"] == "Brewery" and arena["gain"] == 4
    # Merchants Guild: 1 coin per yellow card in the city with most (Bruno's 3 beat Antoine's 1)
    guild = check_duel(doc({"player": "Antoine", "build": "Merchants Guild"}, age=3, ana=["Tavern"],
                           bo=["Brewery", "Forum", "Stone Reserve"], ana_coins=20))
    assert guild["gain"] == 3 and guild["after"]["coins"]["Antoine"] == 20 - guild["cost"]["bank"] + 3
    # The Appian Way: +3 coins, the opponent loses 3, play again (facts 73)
    appian = check_duel(doc({"player": "Antoine", "wonder": "The Appian Way"}, ana_coins=30, bo_coins=2))
    assert appian["gain"] == 3 and appian["after"]["coins"]["Bruno"] == 0 and appian["after"]["play_again"]


def test_theology_makes_every_wonder_play_again():
    v = check_duel(doc({"player": "Antoine", "wonder": "The Pyramids"}, ana_progress=["Theology"], ana_coins=20))
    assert v["after"]["play_again"] is True and "Rulebook, Progress tokens: Theology" in rules(v)


@pytest.mark.parametrize("wonder, progress", [("The Sphinx", ()), ("The Pyramids", ("Theology",))])
def test_play_again_is_lost_when_the_card_taken_empties_the_structure(wonder, progress):
    # seed 003, Описание эпохи, Примечания: «Если на игрока действует эффект, позволяющий ему снова походить в
    # конце эпохи (когда структура карт пуста), эффект теряется»
    last = {"5.1": "Baths"}
    v = check_duel(doc({"player": "Antoine", "wonder": wonder, "card": "Baths"}, layout=last,
                       ana_progress=progress, ana_coins=20))
    assert v["legal"] and v["after"]["play_again"] is False
    assert rules(v)[-1] == "Rulebook, An age, turn by turn"
    # with another card left in the structure the extra turn stands
    two = check_duel(doc({"player": "Antoine", "wonder": wonder, "card": "Baths"}, layout=dict(last, **{"5.3": "Altar"}),
                         ana_progress=progress, ana_coins=20))
    assert two["after"]["play_again"] is True and "Rulebook, An age, turn by turn" not in rules(two)


def test_the_great_library_takes_a_progress_token():
    # seed 003, Чудеса света: «Случайным образом возьмите три жетона прогресса из тех, что были сброшены во время
    # подготовки к игре. Выберите один, сыграйте его, а другие два верните в коробку»
    v = check_duel(doc({"player": "Antoine", "wonder": "The Great Library"}, ana_coins=20))
    assert v["legal"] and v["after"]["progress_token"] is True and v["after"]["play_again"] is False
    # even when the five tokens of the board are all taken: the library draws from those set aside at setup
    taken = check_duel(doc({"player": "Bruno", "wonder": "The Great Library"}, bo_coins=20,
                           ana_progress=["Law", "Economy", "Masonry"], bo_progress=["Strategy", "Theology"]))
    assert taken["after"]["progress_token"] is True


def test_a_card_of_another_age_is_refused():
    v = check_duel(doc({"player": "Antoine", "build": "Fortifications"}, age=1, ana_coins=20))
    assert v["legal"] is False and rules(v) == ["Rulebook, One deck an age"]


# -- bad input -------------------------------------------------------------------------------------

@pytest.mark.parametrize("action, extra, path, words", [
    ({"player": "Antoine", "build": "Fortificatons"}, {}, "action.build", "did you mean 'Fortifications'"),
    ({"player": "Antoine", "wonder": "The Sphynx"}, {}, "action.wonder", "did you mean 'The Sphinx'"),
    ({"player": "Antonie", "discard": True}, {}, "action.player", "did you mean 'Antoine'"),
    ({"player": "Antoine", "build": "Glassworks"}, {}, "action.build", "already built"),
    ({"player": "Antoine", "build": "Baths", "wonder": "The Sphinx"}, {}, "action", "exactly one"),
    ({"player": "Antoine", "discard": False}, {}, "action.discard", "true or the name"),
    ({"player": "Antoine", "biuld": "Baths"}, {}, "action.biuld", "did you mean 'build'"),
    ({"player": "Antoine", "build": "Baths"}, {"age": 4}, "age", "1, 2 or 3"),
    ({"player": "Antoine", "build": "Baths"}, {"layout": {"6.1": "Baths"}}, "layout['6.1']", "no position"),
    ({"player": "Antoine", "build": "Baths"}, {"layout": {"5.1": "Walls"}}, "layout['5.1']", "age II card"),
    ({"player": "Antoine", "build": "Baths"}, {"layout": {}}, "layout", "age is over"),
])
def test_bad_input(action, extra, path, words):
    d = doc(action, ana=["Glassworks"])
    d.update(extra)
    with pytest.raises(BadInput) as exc:
        check_duel(d)
    assert words in problems(exc)[path]


def test_bad_input_lists_every_problem_and_the_wonder_already_built():
    d = doc({"player": "Bruno", "wonder": "The Pyramids"}, age=0, ana_wonders=["The Pyramids"])
    with pytest.raises(BadInput) as exc:
        check_duel(d)
    found = problems(exc)
    assert "1, 2 or 3" in found["age"] and "already built" in found["action.wonder"]
    with pytest.raises(BadInput):
        check_duel(["not", "a", "document"])


def test_no_action_after_a_supremacy():
    # seed 003, Конец игры и победа: either supremacy ends the game at once
    with pytest.raises(BadInput) as exc:
        check_duel(doc({"player": "Bruno", "discard": True}, conflict=9))
    assert "game is over" in problems(exc)["conflict"]
    six = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy", "University"]
    with pytest.raises(BadInput) as exc:
        check_duel(doc({"player": "Bruno", "discard": True}, age=3, ana=six))
    assert "scientific supremacy" in problems(exc)["players[0].cards"]


@pytest.mark.parametrize("lang, reasons", [
    # the rulebook's example word for word: 2 stone of his own, clay at 2 + Antoine's 1, papyrus at 2 + 0
    ("en", [("Fortifications costs 1 clay, 1 papyrus, 2 stone", "Rulebook, Resource cost"),
            ("Bruno produces 2 stone (brown and grey cards)", "Rulebook, Resources and production"),
            ("clay at 2 + 1 = 3: Antoine produces 1 on brown and grey cards", "Rulebook, Trading"),
            ("papyrus at 2 + 0 = 2: Antoine produces 0 on brown and grey cards", "Rulebook, Trading"),
            ("Bruno buys 1 clay at 3, 1 papyrus at 2; pays 5 (bank 5, Antoine 0) of the 7 coins held",
             "Rulebook, Trading"),
            ("Fortifications has 2 shields", "the printed card: Fortifications"),
            ("the Conflict pawn moves 2 spaces toward Antoine's capital: from the centre to 2 toward Antoine's "
             "capital", "Rulebook, Military")]),
    ("ru", [("«Укрепления»: стоимость — глина ×1, папирус ×1, камень ×2", "Правила, Стоимость в ресурсах"),
            ("Bruno производит: камень ×2 (коричневые и серые карты)", "Правила, Ресурсы и производство"),
            ("глина по 2 + 1 = 3: Antoine производит 1 на коричневых и серых картах", "Правила, Торговля"),
            ("папирус по 2 + 0 = 2: Antoine производит 0 на коричневых и серых картах", "Правила, Торговля"),
            ("Bruno покупает: глина ×1 по 3, папирус ×1 по 2; платит 5 (банку 5, игроку Antoine 0) из имеющихся "
             "монет: 7", "Правила, Торговля"),
            ("«Укрепления»: 2 щита", "напечатано на карте: «Укрепления»"),
            ("маркер конфликта сдвигается на 2 клетки к столице игрока Antoine: центр → 2 к столице игрока "
             "Antoine", "Правила, Военное дело")]),
    ("uk", [("«Fortifications»: вартість — глина ×1, папірус ×1, камінь ×2", "Правила, Вартість у ресурсах"),
            ("Bruno виробляє: камінь ×2 (коричневі й сірі карти)", "Правила, Ресурси й виробництво"),
            ("глина по 2 + 1 = 3: Antoine виробляє 1 на коричневих і сірих картах", "Правила, Торгівля"),
            ("папірус по 2 + 0 = 2: Antoine виробляє 0 на коричневих і сірих картах", "Правила, Торгівля"),
            ("Bruno купує: глина ×1 по 3, папірус ×1 по 2; сплачує 5 (банку 5, гравцеві Antoine 0) з наявних "
             "монет: 7", "Правила, Торгівля"),
            ("«Fortifications»: 2 щити", "надруковано на карті: «Fortifications»"),
            ("маркер конфлікту зсувається на 2 клітинки до столиці гравця Antoine: центр → 2 до столиці "
             "гравця Antoine", "Правила, Військова справа")]),
])
def test_the_fortifications_verdict_word_for_word(lang, reasons):
    from scoring.core.i18n import use_language
    with use_language(lang):
        v = check_duel(doc({"player": "Bruno", "build": "Fortifications"}, age=3, **RULEBOOK))
    assert [(r["text"], r["rule"]) for r in v["reasons"]] == reasons
    assert v["after"]["conflict"] == -2
