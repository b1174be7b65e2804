"""Agora's Conspiracies applied to the position the referee returns (facts file ``duel-pantheon-agora.md``
B5): each moves cards, Wonders, Progress tokens or Decrees, every legal choice listed in ``options``,
the action's ``choice`` applied (the first listed when it names none)."""
from __future__ import annotations

import copy

import pytest

from referee import registry
from scoring.core.i18n import use_language

AGE_II = {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 2, "players": [
    {"name": "Ana", "cards": [], "coins": 3, "agora": {"influence": [3]}},
    {"name": "Bo", "cards": [], "coins": 9, "agora": {"influence": [4]}}]}


def trigger(plot: str, ana: dict | None = None, bo: dict | None = None, choice=None, **table) -> dict:
    doc = copy.deepcopy(AGE_II)
    doc["players"][0].update(ana or {})
    doc["players"][1].update(bo or {})
    doc["players"][0]["agora"]["prepared"] = [plot]
    doc.update(table)
    doc["action"] = {"player": "Ana", "trigger": plot, **({} if choice is None else {"choice": choice})}
    return registry.referee(doc)


def cities(verdict: dict, key: str = "cards") -> tuple[list, list]:
    players = verdict["after"]["players"]
    return players["Ana"][key], players["Bo"][key]


def choices(verdict: dict) -> list:
    return [o["choice"] for o in verdict["options"]]


def test_extortion_takes_a_wonder_no_one_built_for_the_player_to_build():
    # B5 #1: one of the opponent's unbuilt Wonders joins the player's (the document lists built ones only)
    verdict = trigger("Extortion", bo={"wonders": ["The Pyramids"]}, choice="Knossos")
    assert verdict["legal"] and verdict["after"]["unbuilt_wonders_taken"] == {"Ana": ["Knossos"]}
    assert "The Pyramids" not in choices(verdict) and "Knossos" in choices(verdict)
    assert not trigger("Extortion", bo={"wonders": ["The Pyramids"]}, choice="The Pyramids")["legal"]


def test_expropriation_discards_a_blue_card_of_the_opponent_who_loses_its_points():
    # B5 #3
    verdict = trigger("Expropriation", bo={"cards": ["Temple", "Baths", "Lumber Yard"]}, choice="Baths")
    assert choices(verdict) == ["Temple", "Baths"]
    assert cities(verdict) == ([], ["Temple", "Lumber Yard"]) and verdict["after"]["discard"] == ["Baths"]
    first = trigger("Expropriation", bo={"cards": ["Temple", "Baths"]})      # no choice named: the first listed
    assert first["after"]["discard"] == ["Temple"] and "shown: the first" in first["reasons"][-1]["text"]


def test_swindle_discards_a_yellow_card_and_nothing_without_one():
    # B5 #4: the coins it gave stay with the opponent
    verdict = trigger("Swindle", bo={"cards": ["Tavern"]})
    assert verdict["after"]["discard"] == ["Tavern"] and verdict["after"]["coins"]["Bo"] == 9
    none = trigger("Swindle", bo={"cards": ["Temple"]})
    assert none["legal"] and none["options"] == [] and "players" not in none["after"]
    assert not trigger("Swindle", bo={"cards": ["Temple"]}, choice="Temple")["legal"]


def test_obscurantism_locks_the_opponents_token_or_one_no_one_holds():
    # B5 #5: from the board, the opponent or the box; the opponent loses it (Law's symbol too)
    verdict = trigger("Obscurantism", ana={"progress": ["Agriculture"]}, bo={"progress": ["Law"]}, choice="Law")
    assert cities(verdict, "progress") == (["Agriculture"], []) and verdict["after"]["locked"] == ["Law"]
    assert "Agriculture" not in choices(verdict)                    # not the player's own
    board = trigger("Obscurantism", choice="Economy")
    assert board["after"]["locked"] == ["Economy"] and cities(board, "progress") == ([], [])


def test_coup_moves_the_pawn_two_spaces_and_changes_no_piece():
    verdict = trigger("Coup")                                        # B5 #6
    assert verdict["after"]["conflict"] == 2 and "players" not in verdict["after"]


def test_property_fraud_builds_a_card_of_the_back_row_free_with_its_effects():
    # B5 #7: the last row of the structure (row 1 of the layout), even if covered
    layout = {"1.1": "Brewery", "1.2": "Archery Range", "5.1": "Forum"}
    verdict = trigger("Property Fraud", layout=layout, choice="Archery Range")
    assert choices(verdict) == ["Brewery", "Archery Range"]
    assert cities(verdict)[0] == ["Archery Range"] and verdict["after"]["conflict"] == 2
    assert verdict["cost"] == {"bank": 0, "opponent": 0} and verdict["after"]["coins"]["Ana"] == 3
    brewery = trigger("Property Fraud", layout=layout, choice="Brewery")
    assert brewery["after"]["coins"]["Ana"] == 9                     # Brewery's 6 coins
    assert not trigger("Property Fraud", layout=layout, choice="Forum")["legal"]   # front row


def test_treason_builds_a_card_removed_at_setup_of_this_or_an_earlier_age():
    # B5 #8: never a Guild; Age III cards are not yet dealt in Age II
    verdict = trigger("Treason", choice="Apothecary")
    assert verdict["legal"] and cities(verdict)[0] == ["Apothecary"]
    assert "Arsenal" not in choices(verdict) and "Merchants Guild" not in choices(verdict)
    taken = trigger("Treason", bo={"cards": ["Apothecary"]}, choice="Apothecary")
    assert not taken["legal"] and "not a legal choice" in taken["reasons"][-1]["text"]


def test_espionage_plays_a_token_out_of_the_game_with_its_coins():
    # B5 #10
    verdict = trigger("Espionage", bo={"progress": ["Law"]}, choice="Urbanism")
    assert cities(verdict, "progress") == (["Urbanism"], ["Law"]) and verdict["after"]["coins"]["Ana"] == 9
    assert "Law" not in choices(verdict)


def test_turn_of_events_discards_one_or_two_cards_of_the_structure():
    # B5 #11
    layout = {"1.1": "Brewery", "5.1": "Forum", "5.2": "Caravansery"}
    verdict = trigger("Turn of Events", layout=layout, choice=["Forum", "Caravansery"])
    assert verdict["legal"] and verdict["after"]["discard"] == ["Forum", "Caravansery"]
    one = trigger("Turn of Events", layout=layout, choice="Forum")
    assert one["after"]["discard"] == ["Forum"]
    assert not trigger("Turn of Events", layout=layout, choice=["Forum", "Forum"])["legal"]
    assert not trigger("Turn of Events", layout=layout, choice=["Forum", "Brewery", "Caravansery"])["legal"]


def test_foreclosure_takes_a_brown_or_grey_card_and_with_it_the_prices():
    # B5 #13: the card changes hands, so the trading prices do
    verdict = trigger("Foreclosure", bo={"cards": ["Clay Pool", "Glassworks", "Temple"]}, choice="Glassworks")
    assert choices(verdict) == ["Clay Pool", "Glassworks"]
    assert cities(verdict) == (["Glassworks"], ["Clay Pool", "Temple"])


def test_coercion_swaps_cards_of_one_colour_and_a_new_pair_gives_a_token():
    # B5 #14: blue or green, the player's of the same colour given back; pairs may give a Progress token
    ana = {"cards": ["Scriptorium", "Apothecary", "Altar"]}
    bo = {"cards": ["Library", "Temple"]}
    verdict = trigger("Coercion", ana, bo, choice=["Library", "Apothecary"])
    assert [["Library", "Scriptorium"], ["Library", "Apothecary"], ["Temple", "Altar"]] == choices(verdict)
    assert cities(verdict) == (["Scriptorium", "Altar", "Library"], ["Temple", "Apothecary"])
    assert verdict["after"]["progress_token"] is True              # Library and Scriptorium: the quill twice
    blue = trigger("Coercion", ana, bo, choice=["Temple", "Altar"])
    assert blue["after"]["progress_token"] is False
    assert not trigger("Coercion", ana, bo, choice=["Temple", "Apothecary"])["legal"]       # not the same colour


def test_insider_influence_moves_a_decree_under_another_chambers():
    # B5 #15: the emptied Chamber keeps its VP; the other holds 2 Decrees
    decrees = {"3": "Shield", "4": "Cheaper brown resources"}
    verdict = trigger("Insider Influence", choice=["Shield", 4], decrees=decrees)
    assert verdict["after"]["decrees"] == {"4": ["Cheaper brown resources", "Shield"]}
    assert len(verdict["options"]) == 2 * 5                             # each Decree to each other Chamber


def test_insider_influence_moves_only_a_chambers_top_decree():
    # data conspiracies.insider-influence (move_decree.which = "top"; notes: the licensed implementation moves
    # the Decree of the source Chamber's first slot): a Decree lying under another stays where it is
    decrees = {"3": "Shield", "4": ["Cheaper brown resources", "Coins for Wonders"]}
    verdict = trigger("Insider Influence", choice=["Cheaper brown resources", 3], decrees=decrees)
    assert verdict["legal"] and verdict["after"]["decrees"] == {"3": ["Shield", "Cheaper brown resources"],
                                                                "4": ["Coins for Wonders"]}
    assert {o["choice"][0] for o in verdict["options"]} == {"Shield", "Cheaper brown resources"}
    assert len(verdict["options"]) == 2 * 5
    under = trigger("Insider Influence", choice=["Coins for Wonders", 3], decrees=decrees)
    assert not under["legal"] and "is not a legal choice" in under["reasons"][-1]["text"]


def test_sabotage_returns_a_built_wonder_of_the_opponent_to_the_box():
    # B5 #16
    verdict = trigger("Sabotage", bo={"wonders": ["The Pyramids", "Piraeus"]}, choice="Piraeus")
    assert cities(verdict, "wonders") == ([], ["The Pyramids"]) and verdict["after"]["box"] == ["Piraeus"]
    assert not trigger("Sabotage", bo={"wonders": ["The Pyramids"]}, choice="Knossos")["legal"]


@pytest.mark.parametrize("lang, words", [("ru", "в сброс"), ("uk", "у скид")])
def test_the_choices_are_said_in_the_readers_language(lang, words):
    with use_language(lang):
        verdict = trigger("Expropriation", bo={"cards": ["Temple"]})
    assert words in verdict["options"][0]["text"] and words in verdict["reasons"][-1]["text"]
    assert verdict["reasons"][-1]["citation"][0]["detail"] == "Expropriation"


def test_the_referee_screen_takes_the_choice_and_names_the_legal_ones(client):
    import json
    doc = copy.deepcopy(AGE_II)
    doc["players"][0]["agora"]["prepared"] = ["Expropriation"]
    doc["players"][1]["cards"] = ["Temple", "Baths"]
    data = {"document": json.dumps(doc), "check": "1", "player": "Ana", "age": "2", "action": "build",
            "card": "Statue", "agora-present": "1", "agora-trigger": "Expropriation", "agora-choice": "Baths"}
    page = client.post("/referee", data=data, follow_redirects=True).get_data(as_text=True)
    assert "Ana puts Bo&#39;s Baths in the discard pile" in page and "Legal choices: Temple; Baths" in page


def test_insider_influence_moving_the_shield_decree_to_the_opponents_chamber_moves_the_pawn_two_spaces():
    # B6 #9 / E8: the opponent taking the Shield Decree from Ana moves the pawn 2 toward her capital;
    # Ana controls Chamber 3, Bo Chamber 4, no one Chamber 5
    decrees = {"3": "Shield", "4": "Cheaper brown resources"}
    taken = trigger("Insider Influence", choice=["Shield", 4], decrees=decrees, conflict=0)
    assert taken["legal"] and taken["after"]["conflict"] == -2
    assert any("if it was face down, it is revealed" in r["text"] for r in taken["reasons"])
    lost = trigger("Insider Influence", choice=["Shield", 5], decrees=decrees, conflict=0)
    assert lost["after"]["conflict"] == -1                           # control lost: 1 space back
    gained = trigger("Insider Influence", choice=["Shield", 3], decrees={"4": "Shield"}, conflict=0)
    assert gained["after"]["conflict"] == 2                          # Bo loses it (1) and Ana gains it (1)
    plain = trigger("Insider Influence", choice=["Cheaper brown resources", 3], decrees=decrees, conflict=0)
    assert plain["after"]["conflict"] == 0 and plain["after"]["decrees"] == {
        "3": ["Shield", "Cheaper brown resources"]}
    assert any("Ana controls Chamber 3 and now benefits" in r["text"] for r in plain["reasons"])


def test_insider_influence_within_one_players_chambers_or_with_the_literal_reveal_reading():
    both = trigger("Insider Influence", ana={"agora": {"influence": [3, 4]}}, bo={"agora": {"influence": []}},
                   choice=["Shield", 4], decrees={"3": "Shield"}, conflict=0)
    assert both["after"]["conflict"] == 0                            # Ana keeps the Shield Decree
    assert not any("revealed" in r["text"] for r in both["reasons"])
    literal = trigger("Insider Influence", choice=["Shield", 4], decrees={"3": "Shield"}, conflict=0,
                      decree_reveal="on_place")
    assert literal["after"]["conflict"] == -2
    assert any("keeps its face" in r["text"] for r in literal["reasons"])


def test_the_shield_decree_moved_then_a_cube_moved_applies_both_in_order():
    # the Decree moves first, then Ana's optional cube move: leaving Chamber 3 for 4 ties Chamber 4
    # (Bo loses the Shield Decree just taken: 1 back toward Bo's capital)
    doc = copy.deepcopy(AGE_II)
    doc["players"][0]["agora"]["prepared"] = ["Insider Influence"]
    doc.update(decrees={"3": "Shield"}, conflict=0)
    doc["action"] = {"player": "Ana", "trigger": "Insider Influence", "choice": ["Shield", 4],
                     "senate": [{"move": [3, 4]}]}
    verdict = registry.referee(doc)
    assert verdict["legal"] and verdict["after"]["conflict"] == -1      # -2 for the Decree, +1 for the tie


@pytest.mark.parametrize("plot, choice, words", [
    ("Extortion", "Knossos", "not checked: the document lists the Wonders built"),
    ("Treason", "Apothecary", "not checked: the document does not record the cards removed unseen at setup"),
    ("Espionage", "Urbanism", "not checked: the document does not record the Progress tokens removed at setup"),
    ("Turn of Events", "Forum", "not checked: without the layout of the current Age's structure"),
])
def test_a_choice_the_document_cannot_check_is_said_so(plot, choice, words):
    # B5 #1, #8, #10, #11: what the document does not record is an open set, and the verdict says so
    verdict = trigger(plot, choice=choice)
    assert verdict["legal"] and any(r["text"].startswith(words) for r in verdict["reasons"])
    for lang, said in (("ru", "не проверено"), ("uk", "не перевірено")):
        with use_language(lang):
            assert any(r["text"].startswith(said) for r in trigger(plot, choice=choice)["reasons"])


def test_a_choice_the_document_records_says_nothing_unchecked():
    verdict = trigger("Expropriation", bo={"cards": ["Temple"]}, choice="Temple")
    assert not any("not checked" in r["text"] for r in verdict["reasons"])
    layout = {"1.1": "Brewery", "1.2": "Archery Range", "5.1": "Forum"}
    fraud = trigger("Property Fraud", layout=layout, choice="Brewery")
    assert not any("not checked" in r["text"] for r in fraud["reasons"])


def test_turn_of_events_on_agoras_structure_offers_the_available_cards_only():
    # B5 #11 "1 available card"; Agora's age II structure (B2: 7U · 6D · 5U · 4D · 3U): 3.3 lies on 2.2
    layout = {"1.1": "Brewery", "2.2": None, "3.3": "Forum", "3.7": "Caravansery", "4.4": None}
    verdict = trigger("Turn of Events", layout=layout, choice="Caravansery")
    assert choices(verdict) == ["Caravansery"]          # Brewery lies under 2.2, Forum under 4.4
    assert not trigger("Turn of Events", layout=layout, choice="Forum")["legal"]
    assert "pantheon" not in verdict["after"]           # no Pantheon at this table


def test_insider_influence_reads_control_as_the_table_says_it():
    # a table giving who controls each Chamber instead of cubes (document ``control``)
    verdict = trigger("Insider Influence", ana={"agora": {"control": [3]}}, bo={"agora": {"control": [4]}},
                      choice=["Shield", 4], decrees={"3": "Shield"}, conflict=0)
    assert verdict["legal"] and verdict["after"]["conflict"] == -2


def test_turn_of_events_second_card_may_be_one_the_first_made_available():
    # B5 #11: "you may repeat this once": Agora's age II structure, 4.4 (turned over earlier) lies on 3.3
    # and 3.5; with 4.4 gone, 3.3 is available (3.5 still lies under 4.6)
    layout = {"3.3": "Forum", "3.5": "Caravansery", "4.4": "Brewery", "4.6": None}
    verdict = trigger("Turn of Events", layout=layout, choice=["Brewery", "Forum"])
    assert verdict["legal"] and verdict["after"]["discard"] == ["Brewery", "Forum"]
    assert [o["choice"] for o in verdict["options"]] == ["Brewery", "Forum"]
    assert verdict["options"][1]["text"].startswith("after Brewery: ")
    assert not trigger("Turn of Events", layout=layout, choice="Forum")["legal"]              # not alone
    assert not trigger("Turn of Events", layout=layout, choice=["Forum", "Brewery"])["legal"]
    assert not trigger("Turn of Events", layout=layout, choice=["Brewery", "Caravansery"])["legal"]
