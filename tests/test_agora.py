"""Agora (7 Wonders Duel expansion): the Senate row, political supremacy, Agora's Wonders and Progress
tokens, the document's checks, the referee's Senators, Conspiracies and Decrees, and the sheets in
Russian.  Facts file ``duel-pantheon-agora.md`` part B and its quick tests (part E)."""
from __future__ import annotations

import copy
import json
import io
from datetime import date

import pytest
from pypdf import PdfReader

from referee import registry
from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.expansions.agora import EXPANSION

DUEL = games.get("duel")
SENATE, POLITICAL, CONTROL = EXPANSION.examples()


def by_name(result):
    return {p.name: p for p in result.players}


def problems(doc) -> dict[str, str]:
    with pytest.raises(BadInput) as caught:
        DUEL.score(doc)
    return {p.path: p.message for p in caught.value.problems}


# -- scoring ------------------------------------------------------------------------------------

def test_the_senate_row_gives_each_chamber_to_the_player_with_strictly_more_cubes():
    # facts E4: Chambers 1, 3 and 4 controlled, a tie in 2 → 1 + 3 + 3 = 7; Bo's 5 and 6 → 2 + 1
    result = DUEL.score(SENATE)
    ana, bo = by_name(result)["Ana"], by_name(result)["Bo"]
    assert (ana.categories["senate"], bo.categories["senate"]) == (7, 3)
    assert result.extra["senate"] == ["Ana", None, "Ana", "Ana", "Bo", "Bo"]
    assert sum(d.points for d in ana.details if d.category == "senate") == 7
    assert ana.total == sum(ana.categories.values())


def test_a_tie_everywhere_gives_no_chamber():
    doc = copy.deepcopy(SENATE)
    doc["players"][1]["agora"]["influence"] = [1, 2, 3, 3, 4]
    assert all(p.categories["senate"] == 0 for p in DUEL.score(doc).players)


def test_who_controls_each_chamber_may_be_entered_instead_of_the_cubes():
    result = DUEL.score(CONTROL)
    assert {p.name: p.categories["senate"] for p in result.players} == {"Ira": 6, "Oleg": 2}


def test_control_given_with_cubes_must_agree_with_them():
    doc = copy.deepcopy(SENATE)
    doc["players"][0]["agora"]["control"] = [1, 2]           # Chamber 2 is a tie by the cubes
    assert "players[0].agora.control" in problems(doc)


def test_agora_wonders_and_progress_tokens_are_named_like_duels_in_any_language():
    result = DUEL.score(SENATE)
    ana = by_name(result)["Ana"]
    assert [d.points for d in ana.details if d.source == "Knossos"] == [3]          # facts B8: Knossos 3 VP
    doc = copy.deepcopy(SENATE)
    doc["players"][0]["wonders"] = ["Кносский дворец"]
    doc["players"][0]["progress"] = ["Коррупция"]
    assert DUEL.score(doc).to_json() == result.to_json()
    without = {k: v for k, v in SENATE.items() if k not in ("expansions", "decrees")}
    without["players"] = [{k: v for k, v in p.items() if k != "agora"} for p in SENATE["players"]]
    assert "players[0].wonders[0]" in problems(without)                             # not Duel's own


def test_political_supremacy_wins_at_once_whatever_the_points():
    result = DUEL.score(POLITICAL)
    assert not any(c == "Senate" for p in POLITICAL["players"] for c in p["cards"])   # the sheets' test reads «Сенат»
    points = {p.name: p.total for p in result.players}
    assert points["Ana"] > points["Бен"]
    assert result.winners == ("Бен",) and result.extra["victory"] == "political"
    assert DUEL.summary(result)[0] == "Victory: Political supremacy"
    with use_language("ru"):
        assert DUEL.summary(DUEL.score(POLITICAL))[0] == "Победа: Политическое превосходство"


def test_political_supremacy_cannot_come_with_another():
    doc = copy.deepcopy(POLITICAL)
    doc["conflict"] = -9
    assert "conflict" in problems(doc)


@pytest.mark.parametrize("bad", EXPANSION.bad_examples(), ids=lambda b: b.why)
def test_every_bad_document_is_blamed_on_its_path(bad):
    assert bad.path in problems(bad.doc)


# -- the referee ------------------------------------------------------------------------------

def test_a_decree_makes_brown_resources_cheaper_for_its_controller_and_pays_the_other():
    verdict = registry.referee(EXPANSION.referee_examples()[0])
    # Statue's 2 clay: 2 + 1 (Bo's Clay Pool) − 1 (Decree 10) = 2 each; Decree 1 pays Bo the age, 2
    assert verdict["legal"] and verdict["cost"] == {"bank": 4, "opponent": 0}
    assert verdict["after"]["coins"] == {"Ana": 3, "Bo": 9}
    assert {c["book"] for r in verdict["reasons"] for c in r["citation"]} == {"duel", "agora"}


def test_without_the_decree_the_price_is_duels():
    doc = copy.deepcopy(EXPANSION.referee_examples()[0])
    doc["decrees"] = {}
    assert registry.referee(doc)["cost"] == {"bank": 6, "opponent": 0}


def test_a_senator_costs_the_senators_already_recruited_and_nothing_with_corruption():
    doc = copy.deepcopy(EXPANSION.referee_examples()[1])          # 2 Senators, 1 coin: not enough
    assert registry.referee(doc)["legal"] is False
    doc["players"][0]["coins"] = 2                                  # facts E7: the third costs 2
    assert registry.referee(doc)["cost"] == {"bank": 2, "opponent": 0}
    doc["players"][0]["progress"] = ["Corruption"]
    assert registry.referee(doc)["cost"] == {"bank": 0, "opponent": 0}


def _politician(blue: list[str], steps: list[dict], decrees: dict | None = None) -> dict:
    doc = copy.deepcopy(EXPANSION.referee_examples()[2])
    doc["players"][0]["cards"] = blue
    doc["players"][0]["agora"] = {"influence": [3]}
    doc["decrees"] = decrees or {}
    doc["action"] = {"player": "Ana", "recruit": "Politician (center section)", "senate": steps}
    return registry.referee(doc)


def test_a_politician_gives_senate_actions_by_blue_cards_plus_two_with_decree_12():
    three_blue = ["Temple", "Statue", "Theater"]
    steps = [{"place": 4}, {"place": 4}, {"place": 3}]
    assert _politician(three_blue, steps[:2])["legal"] is True            # facts E6: 3 blue → 2 actions
    assert _politician(three_blue, steps)["legal"] is False
    senate_blue = {"3": "Two more blue cards for the Senate"}          # Ana controls Chamber 3
    verdict = _politician(three_blue, steps, senate_blue)
    assert verdict["legal"] is True and verdict["after"]["senate"][2:4] == ["Ana", "Ana"]


def test_a_politician_places_only_in_its_section():
    assert _politician([], [{"place": 1}])["legal"] is False
    assert _politician([], [{"move": [3, 4]}])["after"]["senate"][2:4] == [None, None]   # 1-1 in Chamber 4


def test_blackmail_takes_half_the_opponents_coins_rounded_up():
    verdict = registry.referee(EXPANSION.referee_examples()[2])
    assert verdict["legal"] and verdict["after"]["coins"] == {"Ana": 8, "Bo": 4}


def test_only_a_prepared_conspiracy_is_triggered():
    doc = copy.deepcopy(EXPANSION.referee_examples()[2])
    doc["players"][0]["agora"] = {"conspiracies": ["Blackmail"]}
    assert registry.referee(doc)["legal"] is False


def test_embezzlement_and_coup():
    doc = copy.deepcopy(EXPANSION.referee_examples()[2])
    doc["players"][0]["agora"] = {"prepared": ["Embezzlement", "Coup"], "influence": [3, 3, 1]}
    doc["action"] = {"player": "Ana", "trigger": "Embezzlement"}
    assert registry.referee(doc)["after"]["coins"] == {"Ana": 6, "Bo": 8}     # +3 cubes; Bo −1 cube
    doc["action"] = {"player": "Ana", "trigger": "Coup"}
    assert registry.referee(doc)["after"]["conflict"] == 2


def test_a_political_maneuver_can_win_the_senate_at_once():
    doc = copy.deepcopy(EXPANSION.referee_examples()[2])
    doc["players"][0]["agora"] = {"prepared": ["Political Maneuver"], "influence": [1, 2, 3, 4, 5]}
    doc["players"][1]["agora"] = {"influence": [6]}
    doc["action"] = {"player": "Ana", "trigger": "Political Maneuver", "senate": [{"place": 6}, {"remove": 6}]}
    verdict = registry.referee(doc)
    assert verdict["after"]["victory"] == "political" and verdict["after"]["senate"] == ["Ana"] * 6


# -- the sheets, in Russian -----------------------------------------------------------------------

def test_the_russian_sheet_and_pdf_show_the_senate_row_and_the_political_victory(client, save_game):
    from wonders.pdf import sheet_game, sheet_html
    with use_language("ru"):
        html = sheet_html([sheet_game(POLITICAL, date(2026, 11, 20))])
    assert "Сенат" in html and "Победа: Политическое превосходство" in html          # no Senate card here
    token, _ = save_game(POLITICAL)
    page = client.get(f"/g/{token}?lang=ru").get_data(as_text=True)
    assert "Сенат" in page and "Политическое превосходство" in page
    pdf = client.get(f"/sheets/game/{token}.pdf?lang=ru")
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf.data)).pages).split())
    assert "Сенат" in text and "Политическое превосходство" in text


# -- the referee screen ----------------------------------------------------------------------------

def _screen(client, doc: dict, **fields) -> str:
    data = {"document": json.dumps(doc), "check": "1", "player": "Ana", "age": "2", "action": "build",
            "card": "Statue", "agora-present": "1", **fields}
    r = client.post("/referee?lang=ru", data=data, follow_redirects=True)
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_data(as_text=True)


def test_the_referee_screen_has_an_agora_section_and_judges_a_recruit(client):
    doc = {k: v for k, v in EXPANSION.referee_examples()[0].items() if k != "action"}
    page = client.post("/referee?lang=ru", data={"table_json": json.dumps(doc)}, follow_redirects=True).get_data(as_text=True)
    assert 'id="agora"' in page and 'name="agora-recruit"' in page and "Палата 1: Ana" in page
    assert 'value="Knossos"' in page                                        # Agora's Wonders among Duel's
    # no blue card: one Senate action (facts B4)
    page = _screen(client, doc, **{"agora-recruit": "Politician (left section)", "agora-senate": "place 1, place 2"})
    assert "указано 2 действия в Сенате" in page
    page = _screen(client, doc, **{"agora-recruit": "Politician (left section)", "agora-senate": "place 2"})
    assert "Сенат после действия" in page and "1: Ana, 2: —" in page
    page = _screen(client, doc, **{"agora-recruit": "Politician (left section)", "agora-senate": "place 5"})
    assert "только в свою часть Сената" in page


def test_agora_military_tokens_take_no_coins_and_give_a_cube_action():
    # facts B7: the Agora tokens replace Duel's "lose 2 / lose 5 coins" tokens
    doc = {"game": "duel", "expansions": ["agora"], "conflict": 2, "age": 2, "players": [
        {"name": "Ana", "cards": ["Clay Pool", "Stone Pit"], "coins": 9}, {"name": "Bo", "cards": [], "coins": 7}],
        "action": {"player": "Ana", "build": "Walls"}}
    verdict = registry.referee(doc)
    assert verdict["after"]["conflict"] == 4 and verdict["after"]["coins"] == {"Ana": 7, "Bo": 7}
    assert any(c["section"] == "agora-military-tokens" for r in verdict["reasons"] for c in r["citation"])
    duel = registry.referee({k: v for k, v in doc.items() if k != "expansions"})
    assert duel["after"]["coins"] == {"Ana": 7, "Bo": 5}                     # Duel's own token: 2 coins


def test_the_shield_decree_moves_the_pawn_as_control_of_its_chamber_changes():
    # facts B6, decree 9 / facts E8: gaining control 1 toward the opponent, losing it 1 back, taken 2 back
    doc = {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 2, "decrees": {"3": "Shield"},
           "players": [{"name": "Ana", "cards": [], "coins": 9, "agora": {"influence": [3]}},
                       {"name": "Bo", "cards": ["Temple", "Statue"], "coins": 7, "agora": {"influence": [3]}}],
           "action": {"player": "Bo", "recruit": "Politician (center section)", "senate": [{"place": 3}]}}
    assert registry.referee(doc)["after"]["conflict"] == -1                        # Bo gains it
    doc["players"][0]["agora"]["influence"] = [3, 3]
    doc["action"]["senate"] = [{"place": 3}, {"place": 3}]
    assert registry.referee(doc)["after"]["conflict"] == -2                        # Bo takes it from Ana
    doc["players"][1]["agora"]["influence"] = []
    doc["players"][0]["agora"]["influence"] = [3]
    doc["action"]["senate"] = [{"place": 3}]
    assert registry.referee(doc)["after"]["conflict"] == -1                        # Ana loses it: a tie


def test_the_referee_screen_names_a_political_victory(client):
    doc = copy.deepcopy(EXPANSION.referee_examples()[2])
    doc["players"][0]["agora"] = {"prepared": ["Political Maneuver"], "influence": [1, 2, 3, 4, 5]}
    doc["players"][1]["agora"] = {"influence": [6]}
    doc.pop("action")
    page = _screen(client, doc, **{"agora-trigger": "Political Maneuver", "agora-senate": "place 6, remove 6"})
    assert "Политическое превосходство: игра сразу заканчивается." in page and "political:" not in page


def test_the_payment_reasons_name_every_source_in_the_readers_language():
    """Architecture and Decree 8 together: both named in Russian (the base referee's source names)."""
    doc = copy.deepcopy(EXPANSION.referee_examples()[0])
    doc["decrees"] = {"1": "One resource less for Wonders"}
    doc["players"][0].update(progress=["Architecture"], coins=20)
    doc["action"] = {"player": "Ana", "wonder": "The Pyramids"}
    with use_language("ru"):
        verdict = registry.referee(doc)
    texts = " ".join(r["text"] for r in verdict["reasons"])
    assert verdict["legal"] and "Architecture" not in texts and "Архитектура" in texts, texts


def test_decree_15_builds_through_the_opponents_chain_for_its_controller_only():
    doc = copy.deepcopy(EXPANSION.referee_examples()[0])
    doc["decrees"] = {"1": "The opponent's chains"}                 # Chamber 1: Ana's cubes
    doc["players"][1]["cards"] = ["Theater"]                        # Theater shows the mask, Statue's chain
    verdict = registry.referee(doc)
    assert verdict["legal"] and verdict["cost"] == {"bank": 0, "opponent": 0}
    assert any("Theater" in r["text"] and "Decree" in r["text"] for r in verdict["reasons"])
    doc["decrees"] = {}
    assert registry.referee(doc)["cost"]["bank"] > 0
    doc["decrees"] = {"2": "The opponent's chains"}                 # Bo's Chamber: Ana gains nothing
    assert registry.referee(doc)["cost"]["bank"] > 0


def _decree_5(card: str, coins: int = 7, **over) -> dict:
    doc = copy.deepcopy(EXPANSION.referee_examples()[0])
    doc["decrees"] = {"1": "One cost symbol less for yellow cards"}          # Chamber 1: Ana's cubes
    doc["players"][0]["coins"] = coins
    doc["action"] = {"player": "Ana", "build": card}
    doc.update(over)
    return doc


def test_decrees_5_to_7_ignore_the_whole_coin_cost_by_default_and_a_resource_when_the_table_says_so():
    # facts B6: "ignore 1 cost symbol: one resource, or the whole coin cost" (option decree_cost_symbol)
    verdict = registry.referee(_decree_5("Customs House"))                 # age II, 4 coins, no resource
    assert verdict["legal"] and verdict["cost"] == {"bank": 0, "opponent": 0}
    assert any("whole coin cost" in r["text"] for r in verdict["reasons"])
    strict = registry.referee(_decree_5("Customs House", decree_cost_symbol="resource"))
    assert strict["cost"] == {"bank": 4, "opponent": 0}
    without = _decree_5("Customs House")
    without["decrees"] = {}
    assert registry.referee(without)["cost"] == {"bank": 4, "opponent": 0}


def test_the_cheaper_symbol_is_ignored_and_a_tie_lists_both_ways():
    # Forum: 3 coins + 1 clay; Bo's Clay Pool makes Ana's clay 2 + 1 − 0 = 3 at the bank
    forum = registry.referee(_decree_5("Forum"))
    assert forum["cost"] == {"bank": 3, "opponent": 0} and len(forum["options"]) == 2
    cheap_clay = _decree_5("Forum")
    cheap_clay["players"][1]["cards"] = []                                  # clay at 2: the coins are ignored
    assert registry.referee(cheap_clay)["cost"] == {"bank": 2, "opponent": 0}
    assert registry.referee(dict(cheap_clay, decree_cost_symbol="resource"))["cost"] == {"bank": 3, "opponent": 0}


def test_a_decree_cost_symbol_reading_not_known_is_bad_input():
    with pytest.raises(BadInput) as caught:
        registry.referee(_decree_5("Forum", decree_cost_symbol="both"))
    assert "decree_cost_symbol" in [p.path for p in caught.value.problems]


def _layout_build(layout: dict, expansions: list[str]) -> dict:
    return registry.referee({"game": "duel", "expansions": expansions, "conflict": 0, "age": 2, "layout": layout,
                             "players": [{"name": "Ana", "cards": [], "coins": 9}, {"name": "Bo", "cards": [], "coins": 0}],
                             "action": {"player": "Ana", "build": "Caravansery"}})


def test_a_layout_is_checked_on_agoras_structure_and_a_senator_in_it_covers_like_a_card():
    # facts B2: with Agora the age II structure is 7U · 6D · 5U · 4D · 3U (3.11 and 4.10 exist) and the
    # Senators are shuffled into the Age decks, so one lies in the structure like an Age card
    layout = {"2.12": None, "3.11": "Caravansery", "4.10": "Politician (center section)"}
    verdict = _layout_build(layout, ["agora"])
    assert not verdict["legal"]
    assert verdict["reasons"][0]["text"] == ("Caravansery (3.11) is covered by Politician (center section) (4.10): "
                                             "only a card with no card on it is accessible")
    with use_language("ru"):
        assert "накрыта: Политик — центральная часть (4.10)" in _layout_build(layout, ["agora"])["reasons"][0]["text"]
    assert _layout_build({k: v for k, v in layout.items() if k != "4.10"}, ["agora"])["legal"]
    with pytest.raises(BadInput) as caught:                       # Duel's own structure has no 3.11
        _layout_build({"3.9": "Caravansery", "4.8": "Politician (center section)"}, [])
    assert {p.path: p.message for p in caught.value.problems} == {
        "layout['4.8']": "unknown card 'Politician (center section)'"}
