"""Agora's Conspiracies that move pieces (``referee/expansions/agora/pieces.py``) under ``make mutation-replay``:
triggered by the second player (Bo), each verdict's options and reasons said word for word.

Sources: the Agora facts (``../shared/facts/duel-pantheon-agora.md``) B5, each Conspiracy's effect (Extortion,
Expropriation, Property Fraud, Treason, Turn of Events "1 available card ... you may repeat this once", Foreclosure,
Coercion, Obscurantism, Sabotage); the Duel rulebook for the cards of each Age (Guilds only in Age III).
"""
from __future__ import annotations

import copy

from referee import registry
from scoring import games

AGE_II = {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 2, "players": [
    {"name": "Ana", "cards": [], "coins": 3, "agora": {"influence": [3]}},
    {"name": "Bo", "cards": [], "coins": 9, "agora": {"influence": [4]}}]}


def by_bo(plot: str, ana: dict | None = None, bo: dict | None = None, choice=None, **table) -> dict:
    doc = copy.deepcopy(AGE_II)
    doc["players"][0].update(ana or {})
    doc["players"][1].update(bo or {})
    doc["players"][1]["agora"]["prepared"] = [plot]
    doc.update(table)
    doc["action"] = {"player": "Bo", "trigger": plot, **({} if choice is None else {"choice": choice})}
    return registry.referee(doc)


def said(verdict: dict) -> list[tuple[str, str]]:
    return [(r["text"], r["rule"]) for r in verdict["reasons"]]


def revealed(plot: str) -> tuple[str, str]:
    return (f"Bo reveals the prepared {plot} at the start of the turn and applies it for free, then takes the turn",
            "Agora rulebook, Conspiracies")


def cards_of_age(age: int, held: set[str]) -> list[str]:
    """The Age cards of the Duel catalogue (its data, in order), no Guild, none a city holds."""
    cat = games.get("duel").parse({"game": "duel", "expansions": ["agora"],
                                   "players": [{"name": "Ana"}, {"name": "Bo"}]}).catalogue
    return [c.name for c in cat.cards if c.age == age and not c.name.endswith("Guild") and c.name not in held]


def test_foreclosure_by_the_second_player_lists_each_card_and_says_the_first_is_shown():
    verdict = by_bo("Foreclosure", ana={"cards": ["Clay Pool", "Glassworks", "Temple"]})
    took = "Bo takes Ana's {} into their city; its production changes both players' trading prices"
    assert verdict["options"] == [{"choice": c, "text": took.format(c)} for c in ("Clay Pool", "Glassworks")]
    rule = "Agora rulebook, Conspiracies: Foreclosure"
    assert said(verdict) == [revealed("Foreclosure"), (took.format("Clay Pool"), rule),
                             ("the player chooses among the 2 legal choices listed in options (\"choice\" in the "
                              "action); shown: the first", rule)]
    assert verdict["after"]["players"] == {"Ana": {"cards": ["Glassworks", "Temple"], "wonders": [], "progress": []},
                                           "Bo": {"cards": ["Clay Pool"], "wonders": [], "progress": []}}


def test_expropriation_by_the_second_player_discards_the_first_players_card():
    verdict = by_bo("Expropriation", ana={"cards": ["Temple", "Baths"]}, choice="Baths")
    assert verdict["legal"] and verdict["after"]["discard"] == ["Baths"]
    assert verdict["after"]["players"]["Ana"]["cards"] == ["Temple"]
    assert said(verdict)[-1] == ("Bo puts Ana's Baths in the discard pile; Ana loses its points",
                                 "Agora rulebook, Conspiracies: Expropriation")


def test_coercion_by_the_second_player_swaps_the_two_cards():
    verdict = by_bo("Coercion", ana={"cards": ["Library"]}, bo={"cards": ["Scriptorium"]},
                    choice=["Library", "Scriptorium"])
    assert verdict["legal"] and verdict["options"] == [{"choice": ["Library", "Scriptorium"], "text": (
        "Bo takes Ana's Library and gives Ana their Scriptorium; points and symbols move with the cards")}]
    assert verdict["after"]["players"]["Ana"]["cards"] == ["Scriptorium"]
    assert verdict["after"]["players"]["Bo"]["cards"] == ["Library"]


def test_sabotage_by_the_second_player_names_the_wonder_and_where_it_goes():
    verdict = by_bo("Sabotage", ana={"wonders": ["The Pyramids", "Piraeus"]}, choice="Piraeus")
    back = ("Bo returns Ana's {} to the box: its points and production are lost, the Age card under it goes to the "
            "discard pile")
    assert verdict["options"] == [{"choice": w, "text": back.format(w)} for w in ("The Pyramids", "Piraeus")]
    assert verdict["after"]["box"] == ["Piraeus"] and verdict["after"]["players"]["Ana"]["wonders"] == ["The Pyramids"]
    assert said(verdict)[-1] == (back.format("Piraeus"), "Agora rulebook, Conspiracies: Sabotage")


def test_extortion_by_the_second_player_says_what_is_not_checked_of_the_first():
    verdict = by_bo("Extortion", ana={"wonders": ["The Pyramids"]}, choice="Knossos")
    rule = "Agora rulebook, Conspiracies: Extortion"
    took = "Bo takes Knossos from Ana's Wonders not yet built (if Ana drafted it): Bo may build it"
    assert {"choice": "Knossos", "text": took} in verdict["options"]
    assert said(verdict)[1:] == [(took, rule), (
        "not checked: the document lists the Wonders built, not those Ana drafted and has not built, so every Wonder "
        "no one built is listed; the players check that Ana holds the one taken", rule)]
    assert verdict["after"]["unbuilt_wonders_taken"] == {"Bo": ["Knossos"]}


def test_obscurantism_by_the_second_player_locks_a_token_of_the_first_or_of_the_board():
    held = by_bo("Obscurantism", ana={"progress": ["Law"]}, choice="Law")
    rule = "Agora rulebook, Conspiracies: Obscurantism"
    assert held["options"][0] == {"choice": "Law", "text": "Bo locks Ana's Law face down: Ana loses its effects and "
                                                            "points"}
    assert said(held)[-1] == (held["options"][0]["text"], rule)
    assert held["after"]["locked"] == ["Law"] and held["after"]["players"]["Ana"]["progress"] == []
    board = by_bo("Obscurantism", ana={"progress": ["Law"]}, choice="Agriculture")
    text = "Bo locks Agriculture (on the board or out of the game) face down: no one may take it"
    assert {"choice": "Agriculture", "text": text} in board["options"] and said(board)[-1] == (text, rule)
    assert "Law" not in [o["choice"] for o in board["options"][1:]]


def test_property_fraud_without_a_layout_lists_every_card_of_the_age_no_city_holds():
    # facts B5: a card of the structure's last row; without the layout, any card of the current Age (Age III:
    # never a Guild) that no city holds
    verdict = by_bo("Property Fraud", ana={"cards": ["Arena"]}, bo={"cards": ["Palace"]}, age=3)
    expected = cards_of_age(3, {"Arena", "Palace"})
    assert len(expected) == 20 - 2
    assert verdict["options"] == [{"choice": c, "text": f"Bo builds {c} for free; its effects apply"}
                                  for c in expected]
    second = by_bo("Property Fraud", age=2)
    assert [o["choice"] for o in second["options"]] == cards_of_age(2, set())


def test_property_fraud_with_a_layout_lists_its_back_row_minus_the_cards_held():
    layout = {"1.1": "Brewery", "1.2": "Archery Range", "5.1": "Forum"}
    verdict = by_bo("Property Fraud", ana={"cards": ["Brewery"]}, layout=layout)
    assert [o["choice"] for o in verdict["options"]] == ["Archery Range"]


def test_turn_of_events_takes_one_card_named_in_a_list():
    # B5 #11: "1 available card ... you may repeat this once": the action may name one card in a list
    layout = {"3.3": "Forum", "3.5": "Caravansery", "4.4": "Brewery", "4.6": None}
    verdict = by_bo("Turn of Events", layout=layout, choice=["Brewery"])
    assert verdict["legal"] and verdict["after"]["discard"] == ["Brewery"]
    rule = "Agora rulebook, Conspiracies: Turn of Events"
    discard = ("Bo puts {} from the structure in the discard pile; the cards it frees are turned over at once and any "
               "token on them goes to Bo")
    assert verdict["options"] == [{"choice": "Brewery", "text": discard.format("Brewery")},
                                  {"choice": "Forum", "text": "after Brewery: " + discard.format("Forum")}]
    assert said(verdict)[-1] == (discard.format("Brewery"), rule)
    both = by_bo("Turn of Events", layout=layout, choice=["Brewery", "Forum"])
    assert said(both)[-2:] == [(discard.format("Brewery"), rule), ("after Brewery: " + discard.format("Forum"), rule)]
    assert both["after"]["discard"] == ["Brewery", "Forum"]


def test_a_conspiracy_of_one_choice_does_not_take_a_list():
    # Expropriation discards one card (B5 #3): a list is not a card's name
    verdict = by_bo("Expropriation", ana={"cards": ["Temple"]}, choice=["Temple"])
    assert not verdict["legal"]


def test_property_fraud_without_a_layout_says_the_cards_are_not_checked():
    verdict = by_bo("Property Fraud", choice="Forum")
    assert verdict["legal"] and said(verdict)[-1] == (
        "not checked: without the layout of the current Age's structure (Agora's), the cards of the structure and "
        "which are available are not known, so every card of this Age that no city holds (or the layout shows) is "
        "listed; the players check the one chosen", "Agora rulebook, Conspiracies: Property Fraud")


def test_turn_of_events_without_a_layout_lists_the_cards_of_the_age_no_city_holds():
    verdict = by_bo("Turn of Events", ana={"cards": ["Forum"]}, age=2)
    assert [o["choice"] for o in verdict["options"]] == cards_of_age(2, {"Forum"})


def test_turn_of_events_with_a_layout_not_of_agoras_structure_lists_the_cards_it_shows():
    # a position with three numbers, or a table that gives no age: not Agora's structure, its cards listed
    odd = by_bo("Turn of Events", layout={"1.2.3": "Brewery", "5.1": "Forum"})
    assert [o["choice"] for o in odd["options"]] == ["Brewery", "Forum"]
    doc = copy.deepcopy(AGE_II)
    del doc["age"]
    doc["layout"] = {"5.1": "Forum", "x.1": "Brewery"}
    doc["players"][1]["agora"]["prepared"] = ["Turn of Events"]
    doc["action"] = {"player": "Bo", "trigger": "Turn of Events", "choice": "Brewery"}
    ageless = registry.referee(doc)
    assert ageless["legal"] and [o["choice"] for o in ageless["options"]] == ["Forum", "Brewery"]
    assert ageless["after"]["discard"] == ["Brewery"]


def test_turn_of_events_second_card_frees_the_card_under_it_with_its_token():
    # Agora's age I structure (facts B2: 3U · 4D · 5U · 6D · 7U), Pantheon's Mythology token on 2.6 (facts A12);
    # 4.8 lies on 3.7, 3.7 on 2.6: the second discard frees 2.6 (B5 #11 "any tokens on them go to you")
    doc = {"game": "duel", "expansions": ["pantheon", "agora"], "conflict": 0, "age": 1,
           "layout": {"2.6": None, "3.7": "Clay Pool", "4.8": "Lumber Yard"},
           "players": [{"name": "Ana", "cards": [], "coins": 0, "agora": {"influence": [3]}},
                       {"name": "Bo", "cards": [], "coins": 0, "agora": {"influence": [4], "prepared": ["Turn of Events"]}}],
           "action": {"player": "Bo", "trigger": "Turn of Events", "choice": ["Lumber Yard", "Clay Pool"]}}
    verdict = registry.referee(doc)
    assert verdict["legal"] and verdict["after"]["discard"] == ["Lumber Yard", "Clay Pool"]
    assert verdict["after"]["pantheon"]["tokens"] == [{"position": "2.6", "token": "mythology"}]


def test_espionage_token_completes_six_science_symbols_of_the_second_player():
    # Duel rulebook, scientific supremacy: 6 different symbols; Law is the seventh symbol (a Progress token)
    bo = {"cards": ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy"]}
    verdict = by_bo("Espionage", bo=bo, choice="Law")
    assert verdict["after"]["victory"] == "science" and verdict["after"]["players"]["Bo"]["progress"] == ["Law"]
    assert said(verdict)[-1] == ("Bo now holds 6 different science symbols: scientific supremacy, the game ends at "
                                 "once", "Rulebook, Scientific supremacy")


def test_insider_influence_takes_a_decree_named_in_any_case_and_refuses_an_unknown_name():
    decrees = {"3": "Shield"}
    verdict = by_bo("Insider Influence", choice=["  shield ", 5], decrees=decrees)
    assert verdict["legal"] and verdict["after"]["decrees"] == {"5": ["Shield"]}
    unknown = by_bo("Insider Influence", choice=["Nonsense", 5], decrees=decrees)
    assert not unknown["legal"] and said(unknown)[-1][0] == (
        "['Nonsense', 5] is not a legal choice for Insider Influence: 5 are, listed in options")


def _age_one_turn_of_events(layout) -> dict:
    doc = {"game": "duel", "expansions": ["pantheon", "agora"], "conflict": 0, "age": 1, "layout": layout,
           "players": [{"name": "Ana", "cards": [], "coins": 0, "agora": {"influence": [3]}},
                       {"name": "Bo", "cards": [], "coins": 0, "agora": {"influence": [4], "prepared": ["Turn of Events"]}}],
           "action": {"player": "Bo", "trigger": "Turn of Events", "choice": "Clay Pool"}}
    return registry.referee(doc)


def test_a_layout_position_given_as_false_is_a_face_down_card():
    # facts B5 #11: 3.7 alone lies on 2.6 here; the card under it, face down, is turned over with its token
    verdict = _age_one_turn_of_events({"2.6": False, "3.7": "Clay Pool"})
    assert verdict["legal"] and verdict["after"]["pantheon"] == {"tokens": [{"position": "2.6", "token": "mythology"}]}


def test_a_layout_that_is_not_a_map_of_positions_is_as_no_layout():
    verdict = _age_one_turn_of_events(["Brewery"])
    assert verdict["legal"] and [o["choice"] for o in verdict["options"]] == cards_of_age(1, set())


def test_property_fraud_with_no_row_of_a_structure_has_no_choice():
    verdict = by_bo("Property Fraud", layout={"100.1": "Brewery"})
    assert verdict["legal"] and verdict["options"] == [] and said(verdict)[-1] == (
        "Property Fraud: no legal choice on this table, nothing happens", "Agora rulebook, Conspiracies: Property Fraud")
