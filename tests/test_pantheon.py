"""7 Wonders Duel: Pantheon — the score (Divinities row, Grand Temples 5 / 12 / 21 in the purple row,
Mysticism, Astarte's coins, The Divine Theater), the document's checks, the activation cost and the
Divinities' effects on the position (the worked examples of ../shared/facts/duel-pantheon-agora.md,
A4, and scoring/data/pantheon.json notes), the city screen's section, the referee screen's section
and the Russian score sheet."""
from __future__ import annotations

import copy
import json
import re
from datetime import date

import pytest

from referee.registry import referee
from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.expansions.pantheon.examples import examples
from tests.test_web_games import city

DUEL = games.get("duel")


def _table(a: dict | None = None, b: dict | None = None, **over) -> dict:
    """Ana and Bo, nothing built; ``a`` / ``b``: fields of each player."""
    doc = {"game": "duel", "expansions": ["pantheon"], "conflict": 0, "players": [
        dict({"name": "Ana", "cards": [], "coins": 0}, **(a or {})),
        dict({"name": "Bo", "cards": [], "coins": 0}, **(b or {}))]}
    doc.update(over)
    return doc


def _rows(doc: dict, seat: int = 0) -> dict:
    return games.score(doc).players[seat].categories


# -- scoring ------------------------------------------------------------------------------------

@pytest.mark.parametrize("temples, vp", [(1, 5), (2, 12), (3, 21)])
def test_grand_temples_score_5_12_21_in_the_purple_row(temples, vp):
    names = ["Greek Grand Temple", "Roman Grand Temple", "Egyptian Grand Temple"][:temples]
    result = games.score(_table({"cards": names}))
    ana = result.players[0]
    assert ana.categories["guilds"] == vp and ana.total == vp
    assert [d.points for d in ana.details if d.category == "guilds"] == [vp]


def test_divinities_row_holds_aphrodite_and_the_coins_left_on_astarte():
    doc = _table({"coins": 8, "pantheon": {"divinities": ["Aphrodite", "Astarte"], "astarte_coins": 5}})
    ana = games.score(doc).players[0]
    # Aphrodite 9 + 5 coins on Astarte; the treasury counts only its own 8 coins (8 // 3 = 2)
    assert ana.categories["divinities"] == 14 and ana.categories["treasury"] == 2
    assert sorted((d.source, d.points) for d in ana.details if d.category == "divinities") == [
        ("Aphrodite", 9), ("Astarte", 5)]


def test_mysticism_counts_mythology_and_unused_offering_tokens():
    doc = _table({"progress": ["Mysticism"], "pantheon": {"mythology_tokens": ["greek", "greek", "roman"],
                                                          "offering_tokens": [2, 4]}})
    assert _rows(doc)["progress"] == (3 + 2) * 2
    assert _rows(_table({"progress": ["Poliorcetics", "Engineering"]}))["progress"] == 0


def test_the_divine_theater_is_worth_2_and_the_sanctuary_nothing():
    assert _rows(_table({"wonders": ["The Divine Theater", "The Sanctuary"]}))["wonders"] == 2


def test_every_row_adds_up_and_the_tie_break_stays_civilian_points():
    tied = _table({"cards": ["Theater"], "coins": 0}, {"pantheon": {"divinities": ["Astarte"], "astarte_coins": 3}})
    result = games.score(tied)
    assert [p.total for p in result.players] == [3, 3] and result.winners == ("Ana",)      # Theater: 3 civilian
    for doc in examples():
        for p in games.score(doc).players:
            assert p.total == sum(d.points for d in p.details)


def test_russian_names_are_read_and_shown():
    doc = examples()[1]
    with use_language("ru"):
        result = games.score(doc)
    lines = [d.text for p in result.players for d in p.details]
    assert "1 Великий храм (Египетский великий храм) → 5" in lines and "Афродита → 9" in lines
    assert "Астарта: на карте остались 7 монет × 1 → 7" not in lines       # 7: «осталось 7 монет»
    assert "Астарта: на карте осталось 7 монет × 1 → 7" in lines


@pytest.mark.parametrize("change, path", [
    ({"pantheon": {"divinities": ["Zeuss"]}}, "players[0].pantheon.divinities[0]"),
    ({"pantheon": {"astarte_coins": 3}}, "players[0].pantheon.astarte_coins"),
    ({"pantheon": {"mythology_tokens": ["greek"] * 3}}, "players"),
    ({"pantheon": {"offering_tokens": [3, 3]}}, "players[0].pantheon.offering_tokens[1]"),
    ({"cards": ["Merchants Guild"]}, "players[0].cards"),
    ({"pantheon": "Zeus"}, "players[0].pantheon"),
])
def test_bad_pantheon_fields_are_blamed_on_their_path(change, path):
    with pytest.raises(BadInput) as exc:
        games.score(_table(change))
    assert path in [p.path for p in exc.value.problems]


def test_a_divinity_and_an_offering_token_exist_once():
    doc = _table({"pantheon": {"divinities": ["Zeus"], "offering_tokens": [4]}},
                 {"pantheon": {"divinities": ["Зевс"], "offering_tokens": [4]}})
    with pytest.raises(BadInput) as exc:
        games.score(doc)
    assert {"players[1].pantheon.divinities[0]", "players[1].pantheon.offering_tokens[0]"} <= {
        p.path for p in exc.value.problems}


def test_pantheon_cards_are_not_named_without_the_expansion():
    with pytest.raises(BadInput):
        games.score({"game": "duel", "players": [{"name": "Ana", "cards": ["Greek Grand Temple"]}, {"name": "Bo"}]})


# -- the referee: activation cost (facts A4's worked examples) -----------------------------------

def _activate(space: int, seat: int = 0, divinity=None, offerings=(), age: int = 2, **player) -> dict:
    doc = _table(**{"a" if seat == 0 else "b": dict({"coins": 20}, **player)}, age=age)
    doc["action"] = {"player": ("Ana", "Bo")[seat], "activate": {"space": space, "offerings": list(offerings),
                                                                 **({"divinity": divinity} if divinity else {})}}
    return referee(doc)


@pytest.mark.parametrize("space, seat, gate, sanctuary, offerings, cost", [
    (6, 0, False, False, (4, 3), 1),       # farthest space (8) with -4 and -3
    (6, 0, False, True, (4, 3), 0),        # … and The Sanctuary: never below 0, no change
    (2, 0, True, False, (), 8),            # the Gate on your 2nd space (4): twice
    (2, 0, True, True, (), 6),             # … with The Sanctuary
    (1, 0, False, True, (), 1),            # nearest space (3) with The Sanctuary
    (6, 1, False, False, (), 3),           # space 6 is Bo's nearest: 3
    (1, 1, False, False, (2,), 6),         # space 1 is Bo's farthest: 8 - 2
])
def test_the_activation_cost(space, seat, gate, sanctuary, offerings, cost):
    player = {"pantheon": {"offering_tokens": [2, 3, 4]}, "wonders": ["The Sanctuary"] if sanctuary else []}
    verdict = _activate(space, seat, "gate" if gate else None, offerings, **player)
    assert verdict["legal"] and verdict["cost"] == {"bank": cost, "opponent": 0}
    assert verdict["pantheon"]["offering_tokens"] == [v for v in (2, 3, 4) if v not in offerings]
    assert any(c["book"] == "pantheon" for r in verdict["reasons"] for c in r["citation"])


def test_coins_on_astarte_pay_too_and_too_few_coins_is_not_legal():
    rich = _activate(6, coins=2, pantheon={"divinities": ["Astarte"], "astarte_coins": 6})
    assert rich["legal"] and rich["after"]["coins"]["Ana"] == 0 and rich["pantheon"]["astarte_coins"] == 0
    poor = _activate(6, coins=7)
    assert not poor["legal"] and "needs 8" in poor["reasons"][-1]["text"]


def test_the_pantheon_opens_in_age_ii():
    verdict = _activate(1, age=1)
    assert not verdict["legal"] and "ages II and III" in verdict["reasons"][0]["text"]


def test_one_offering_token_per_activation_when_the_table_says_so():
    doc = _table({"coins": 20, "pantheon": {"offering_tokens": [3, 4]}}, age=2,
                 pantheon_options={"offering_tokens_per_activation": "one"})
    doc["action"] = {"player": "Ana", "activate": {"space": 6, "offerings": [3, 4]}}
    assert not referee(doc)["legal"]
    doc["action"]["activate"]["offerings"] = [4]
    assert referee(doc)["cost"]["bank"] == 4


def test_an_offering_token_not_held_or_a_divinity_already_taken_is_bad_input():
    doc = _table({"coins": 20, "pantheon": {"offering_tokens": [3]}}, {"pantheon": {"divinities": ["Mars"]}}, age=2)
    doc["action"] = {"player": "Ana", "activate": {"space": 9, "divinity": "Mars", "offerings": [4]}}
    with pytest.raises(BadInput) as exc:
        referee(doc)
    assert {"action.activate.space", "action.activate.divinity", "action.activate.offerings[0]"} <= {
        p.path for p in exc.value.problems}


def test_tanit_astarte_and_mars_with_poliorcetics_change_the_position():
    tanit = _activate(3, divinity="Tanit", coins=5)           # space 3 costs Ana 5
    assert tanit["after"]["coins"]["Ana"] == 12 and tanit["gain"] == 12
    astarte = _activate(3, divinity="Astarte", coins=5)
    assert astarte["after"]["coins"]["Ana"] == 0 and astarte["pantheon"]["astarte_coins"] == 7
    doc = _table({"coins": 10, "progress": ["Poliorcetics"]}, {"coins": 1}, age=3, conflict=6)
    doc["action"] = {"player": "Ana", "activate": {"space": 1, "divinity": "Mars"}}
    mars = referee(doc)
    # 2 shields toward Bo's capital: 6 → 8; Poliorcetics: 1 coin a space, Bo has only 1
    assert mars["after"]["conflict"] == 8 and mars["after"]["coins"]["Bo"] == 0
    doc["conflict"] = 8
    assert referee(doc)["after"]["victory"] == "military"


def test_zeus_names_what_the_table_option_does_with_the_tokens():
    doc = _table({"coins": 20}, age=2)
    doc["action"] = {"player": "Ana", "activate": {"space": 1, "divinity": "Zeus"}}
    assert "are discarded with it" in referee(doc)["reasons"][-1]["text"]
    doc["pantheon_options"] = {"zeus_tokens": "to_player"}
    assert "go to the player who activated Zeus" in referee(doc)["reasons"][-1]["text"]
    with use_language("uk"):
        assert "дістаються гравцеві" in referee(doc)["reasons"][-1]["text"]


def test_a_build_in_a_pantheon_game_is_judged_by_the_duel_referee():
    doc = dict(copy.deepcopy(examples()[0]), age=3, action={"player": "Ana", "build": "Egyptian Grand Temple"})
    doc["players"][1]["cards"].remove("Egyptian Grand Temple")
    verdict = referee(doc)
    assert verdict["card"] == "Egyptian Grand Temple" and verdict["action"] == "build"


# -- the screens --------------------------------------------------------------------------------

def _duel_setup(client) -> str:
    """The players screen: choose Duel (the screen comes back for its players), then Pantheon and
    "Enter cities"."""
    page = client.post("/games/new", data={"game": "duel", "action": "next", "players-0-name": "Ana",
                                            "players-1-name": "Bo"}, follow_redirects=True).get_data(as_text=True)
    data = {"game": "duel", "action": "next", "expansions": "pantheon", "entry": "cards",
            "players-0-name": "Ana", "players-1-name": "Bo",
            "rev": re.search(r'name="rev" value="(\d+)"', page).group(1)}
    for key, value in re.findall(r'name="(players-\d+-id)" type="hidden" value="([^"]*)"', page):
        data[key] = value
    action = re.search(r'<form method="post" action="([^"]+)"', page).group(1)
    return client.post(action, data=data, follow_redirects=True).get_data(as_text=True)


def test_the_city_screen_shows_the_pantheon_section_and_saves_it(client, web):
    page = _duel_setup(client)
    assert 'name="pantheon-present"' in page and 'name="pantheon-divinities"' in page
    assert 'value="Greek Grand Temple"' in page and 'value="The Sanctuary"' in page and 'value="Mysticism"' in page
    doc = json.loads(web.document(page))
    assert doc["expansions"] == ["pantheon"]
    page = city(client, json.dumps(doc), 0, "1", **{"g-cards": ["Greek Grand Temple"], "g-cards-present": "1",
        "pantheon-present": "1", "pantheon-divinities": ["aphrodite", "astarte"], "pantheon-astarte_coins": "3",
        "pantheon-mythology_tokens-greek": "1", "pantheon-offering_tokens": ["4"]})
    doc = json.loads(web.document(page.get_data(as_text=True)))
    assert doc["players"][0]["pantheon"] == {"divinities": ["aphrodite", "astarte"], "astarte_coins": 3,
                                             "mythology_tokens": ["greek"], "offering_tokens": [4]}
    assert 'name="pantheon-snake"' in page.get_data(as_text=True)
    ana = client.post("/api/score", json=doc).get_json()["players"][0]
    assert ana["categories"]["divinities"] == 12 and ana["categories"]["guilds"] == 5


def test_the_referee_screen_asks_an_activation_cost(client):
    doc = dict(copy.deepcopy(examples()[0]))
    page = client.post("/referee", data={"table_json": json.dumps(doc)}, follow_redirects=True).get_data(as_text=True)
    assert 'id="pantheon"' in page and 'name="pantheon-space"' in page and 'name="pantheon-offering-3"' in page
    data = {"document": json.dumps(doc), "check": "1", "player": "Ana", "age": "2", "action": "discard",
            "card": "", "wonder": "", "layout": "", "pantheon-present": "1", "pantheon-activate": "1",
            "pantheon-space": "6", "pantheon-divinity": "zeus", "pantheon-offering-3": "1"}
    r = client.post("/referee", data=data, follow_redirects=True)
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and "<h2>Legal</h2>" in page
    assert "Activation cost: 5 coins to the bank." in page and "Pantheon rulebook, Offering tokens" in page


def test_the_russian_score_sheet_shows_the_divinities_row():
    from wonders.pdf import sheet_game, sheet_html
    with use_language("ru"):
        sheet = sheet_game(examples()[0], date(2026, 11, 26), "Пантеон")
        html = sheet_html([sheet])
    assert [r.id for r in sheet.pad_rows].index("divinities") == [r.id for r in sheet.pad_rows].index("guilds") + 1
    assert "Божества" in html and 'class="cat divinities"' in html and ">13<" in html    # Ana: 9 + 4


# -- science: Ishtar's scales and Nisaba's copied symbol (pairs and supremacy) -------------------

FIVE = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy"]      # plumb, wheel, quill, mortar, sundial


def test_ishtar_gives_the_sixth_symbol_a_scientific_supremacy():
    plain = games.score(_table({"cards": FIVE}, {"cards": ["Palace"]}))
    assert plain.extra["victory"] == "civilian" and plain.winners == ("Bo",)
    result = games.score(_table({"cards": FIVE, "pantheon": {"divinities": ["Ishtar"]}}, {"cards": ["Palace"]}))
    assert result.extra["victory"] == "science" and result.winners == ("Ana",)
    assert "scales" in result.extra["explanation"]


def test_nisaba_copies_the_symbol_under_the_snake():
    doc = _table({"cards": FIVE, "pantheon": {"divinities": ["Nisaba"], "snake": "University"}},
                 {"cards": ["University", "Palace"]})
    result = games.score(doc)
    assert result.extra["victory"] == "science" and result.winners == ("Ana",)       # University's globe
    doc["players"][0]["pantheon"]["snake"] = "Observatory"        # not in Bo's city
    with pytest.raises(BadInput) as exc:
        games.score(doc)
    assert [p.path for p in exc.value.problems] == ["players[0].pantheon.snake"]
    doc["players"][0]["pantheon"] = {"snake": "University"}      # no Nisaba
    with pytest.raises(BadInput) as exc:
        games.score(doc)
    assert [p.path for p in exc.value.problems] == ["players[0].pantheon.snake"]


def test_a_divine_supremacy_with_the_pawn_in_a_capital_is_bad_input():
    doc = _table({"cards": FIVE, "pantheon": {"divinities": ["Ishtar"]}}, conflict=-9)
    with pytest.raises(BadInput) as exc:
        games.score(doc)
    assert "conflict" in [p.path for p in exc.value.problems]


def test_a_mythology_token_builds_its_grand_temple_free_like_a_chain():
    doc = _table({"coins": 0, "progress": ["Urbanism"], "pantheon": {"mythology_tokens": ["egyptian"]}}, age=3)
    doc["action"] = {"player": "Ana", "build": "Egyptian Grand Temple"}
    verdict = referee(doc)
    assert verdict["legal"] and verdict["cost"] == {"bank": 0, "opponent": 0} and verdict["gain"] == 4
    assert verdict["free"] == "Egyptian Mythology token" and verdict["after"]["coins"]["Ana"] == 4
    doc["action"]["build"] = "Greek Grand Temple"                  # no Greek token: 0 coins cannot buy it
    assert not referee(doc)["legal"]


def test_a_card_freed_with_a_token_hands_it_to_the_player():
    # Board Game Arena's positions (data token_positions.bga): age I 4.2 carries a Mythology token
    doc = _table({"coins": 5}, age=1, layout={"5.1": "Lumber Yard", "4.2": None, "4.4": None},
                 action={"player": "Ana", "build": "Lumber Yard"})
    verdict = referee(doc)
    assert verdict["legal"] and verdict["pantheon"]["tokens"] == [{"position": "4.2", "token": "mythology"}]
    assert "Mythology token: Ana takes it" in verdict["reasons"][-1]["text"]
    doc["pantheon_options"] = {"token_positions": "zh"}                # the other reading: 4.4, 4.6, 4.8
    assert "pantheon" not in referee(doc)
    # age II: 2.2 carries an Offering token
    doc = _table({"coins": 9}, age=2, layout={"3.3": "Brewery", "2.2": None},
                 action={"player": "Ana", "build": "Brewery"})
    assert referee(doc)["pantheon"]["tokens"] == [{"position": "2.2", "token": "offering"}]


def test_coins_on_astarte_pay_for_a_build_and_the_rest_stay_on_her():
    # Fortifications at age III with nothing produced: 2 stone + 1 clay + 1 papyrus at 2 each + 0 coins
    doc = _table({"coins": 3, "pantheon": {"divinities": ["Astarte"], "astarte_coins": 6}}, age=3,
                 action={"player": "Ana", "build": "Fortifications"})
    verdict = referee(doc)
    paid = verdict["cost"]["bank"]
    assert verdict["legal"] and 3 < paid <= 9
    assert verdict["pantheon"]["astarte_coins"] == 6 - (paid - 3) and verdict["after"]["coins"]["Ana"] == 0
    assert "coins on Astarte count among the coins Ana may spend" in verdict["reasons"][-1]["text"]
    doc["players"][0]["pantheon"]["astarte_coins"] = 0
    assert not referee(doc)["legal"]
    doc["players"][0]["pantheon"]["astarte_coins"] = 6
    doc["pantheon_options"] = {"astarte_coins_spent": "astarte_first"}
    first = referee(doc)
    assert first["pantheon"]["astarte_coins"] == max(0, 6 - paid) and first["after"]["coins"]["Ana"] == 3 - max(
        0, paid - 6)


def test_a_build_paid_from_astarte_is_noted_without_an_activation_cost():
    # the referee screen's notes of a build verdict: Astarte's coins left, no "Activation cost" line
    from referee.expansions.pantheon.screen import verdict_notes
    doc = _table({"coins": 3, "pantheon": {"divinities": ["Astarte"], "astarte_coins": 6}}, age=3,
                 action={"player": "Ana", "build": "Fortifications"})
    verdict = referee(doc)
    notes = {n["id"]: n["text"] for n in verdict_notes(verdict)}
    assert set(notes) == {"pantheon-astarte"}
    assert notes["pantheon-astarte"] == f"Coins on Astarte after it: {verdict['pantheon']['astarte_coins']}."


def test_poliorcetics_drains_the_opponent_on_a_red_card_too():
    doc = _table({"coins": 20, "progress": ["Poliorcetics"]}, {"coins": 5}, age=3, conflict=0,
                 action={"player": "Ana", "build": "Fortifications"})
    verdict = referee(doc)                                # 2 shields: 2 spaces toward Bo, 1 coin each
    assert verdict["after"]["conflict"] == 2 and verdict["after"]["coins"]["Bo"] == 3
    assert verdict["reasons"][-1]["citation"] == [{"book": "pantheon", "section": "progress-tokens",
                                                    "detail": "Poliorcetics"}]
    doc["players"][0]["progress"] = []
    assert referee(doc)["after"]["coins"]["Bo"] == 5


# -- Ra's fifth Wonder and Enki's token (Expansion.allowance) ------------------------------------

_FIVE = ["The Pyramids", "The Colossus", "The Great Lighthouse", "The Mausoleum", "Piraeus"]
_SIX_TOKENS = ["Agriculture", "Architecture", "Economy", "Law", "Masonry", "Mathematics"]


def test_ra_lets_his_player_hold_a_fifth_wonder():
    assert games.score(_table({"wonders": _FIVE, "pantheon": {"divinities": ["Ra"]}})).players[0]
    with pytest.raises(BadInput) as err:            # without Ra: 4 drafted, no more
        games.score(_table({"wonders": _FIVE}))
    assert [p.path for p in err.value.problems] == ["players[0].wonders"]
    with pytest.raises(BadInput) as err:            # Ra is Bo's: Ana still holds at most 4
        games.score(_table({"wonders": _FIVE}, {"pantheon": {"divinities": ["Ra"]}}))
    assert [p.path for p in err.value.problems] == ["players[0].wonders"]
    with pytest.raises(BadInput) as err:            # Ra gives one Wonder, not two
        games.score(_table({"wonders": _FIVE + ["The Appian Way"], "pantheon": {"divinities": ["Ra"]}}))
    assert "took 1 more" in err.value.problems[0].message


def test_enki_lets_a_sixth_progress_token_into_the_cities():
    doc = _table({"progress": _SIX_TOKENS[:3], "pantheon": {"divinities": ["Enki"]}}, {"progress": _SIX_TOKENS[3:]})
    assert games.score(doc).players[0].categories
    with pytest.raises(BadInput) as err:
        games.score(_table({"progress": _SIX_TOKENS[:3]}, {"progress": _SIX_TOKENS[3:]}))
    assert [p.path for p in err.value.problems] == ["players[1].progress[2]"]
    with pytest.raises(BadInput) as err:
        games.score(_table({"progress": _SIX_TOKENS[:3] + ["Philosophy"], "pantheon": {"divinities": ["Enki"]}},
                           {"progress": _SIX_TOKENS[3:]}))
    assert "only 6 can be held" in err.value.problems[0].message


def test_engineering_builds_a_card_with_a_chain_symbol_for_1_coin():
    doc = _table({"progress": ["Engineering"], "coins": 5}, age=2,
                 action={"player": "Ana", "build": "Horse Breeders"})      # costs 1 clay + 1 wood: 4 coins
    verdict = referee(doc)
    assert verdict["legal"] and verdict["cost"] == {"bank": 1, "opponent": 0}
    assert any("Engineering" in r["text"] for r in verdict["reasons"])
    doc["players"][0]["progress"] = []
    assert referee(doc)["cost"]["bank"] == 4
    doc["players"][0].update(progress=["Engineering"], cards=["Lumber Yard"])   # 1 clay to buy: 2 coins
    assert referee(doc)["cost"]["bank"] == 1
    doc["players"][0]["cards"] = ["Lumber Yard", "Clay Pool"]               # free anyway: Engineering not used
    assert referee(doc)["cost"]["bank"] == 0
    doc["action"] = {"player": "Ana", "build": "Greek Grand Temple"}          # a Grand Temple, age III
    doc["age"] = 3
    assert referee(doc)["cost"]["bank"] == 1


def test_activating_on_the_referee_screen_asks_no_card(client):
    """The screen opens on "Build a card": ticking the Pantheon box replaces that action, so no card is asked."""
    doc = dict(copy.deepcopy(examples()[0]))
    data = {"document": json.dumps(doc), "check": "1", "player": "Ana", "age": "2", "action": "build",
            "card": "", "wonder": "", "layout": "", "pantheon-present": "1", "pantheon-activate": "1",
            "pantheon-space": "6", "pantheon-divinity": "zeus"}
    r = client.post("/referee", data=data, follow_redirects=True)
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and "<h2>Legal</h2>" in page and "choose the card to build" not in page


# -- Minerva's pawn ------------------------------------------------------------------------------

def test_minerva_stops_the_conflict_pawn_before_her_space_once():
    # facts A5 #14: the next time the Conflict pawn would enter her space it stops on the space before
    doc = _table({"coins": 20, "pantheon": {"divinities": ["Minerva"], "minerva": 3}}, {"coins": 5}, age=3,
                 conflict=1, action={"player": "Ana", "build": "Fortifications"})     # 2 shields: 1 → 3
    verdict = referee(doc)
    assert verdict["after"]["conflict"] == 2
    assert any("Minerva" in r["text"] and "discarded" in r["text"] for r in verdict["reasons"])
    doc["players"][0]["pantheon"]["minerva"] = 4                                        # beyond the move
    assert referee(doc)["after"]["conflict"] == 3
    del doc["players"][0]["pantheon"]["minerva"]
    assert referee(doc)["after"]["conflict"] == 3


def test_minerva_stops_either_player_and_a_military_supremacy():
    # her pawn in Bo's capital: Ana's Mars cannot reach it (either direction, either player)
    doc = _table({"coins": 10, "progress": ["Poliorcetics"]}, {"coins": 5, "pantheon": {
        "divinities": ["Minerva"], "minerva": 9}}, age=3, conflict=8)
    doc["action"] = {"player": "Ana", "activate": {"space": 1, "divinity": "Mars"}}
    mars = referee(doc)
    assert mars["after"]["conflict"] == 8 and mars["after"]["victory"] is None
    assert mars["after"]["coins"]["Bo"] == 5                  # Poliorcetics: no space moved, no coin lost
    doc["players"][1]["pantheon"]["minerva"] = -2
    doc["conflict"] = 0
    doc["action"] = {"player": "Bo", "build": "Fortifications"}
    doc["players"][1]["coins"] = 20
    assert referee(doc)["after"]["conflict"] == -1


def test_minervas_space_is_checked():
    for value, fragment in ((10, "whole number from -9 to 9"), (0, "Conflict pawn's space")):
        with pytest.raises(BadInput) as exc:
            DUEL.score(_table({"pantheon": {"divinities": ["Minerva"], "minerva": value}}))
        assert any(p.path == "players[0].pantheon.minerva" and fragment in p.message for p in exc.value.problems)
    with pytest.raises(BadInput) as exc:
        DUEL.score(_table({"pantheon": {"minerva": 2}}))
    assert "players[0].pantheon.minerva" in [p.path for p in exc.value.problems]
    assert DUEL.score(_table({"pantheon": {"divinities": ["Минерва"], "minerva": -9}})).players


def test_the_city_screen_saves_minervas_space_negative_too(client, web):
    doc = json.loads(web.document(_duel_setup(client)))
    page = city(client, json.dumps(doc), 0, "1", **{
        "pantheon-present": "1", "pantheon-divinities": ["minerva"], "pantheon-minerva": "-3"})
    text = page.get_data(as_text=True)
    doc = json.loads(web.document(text))
    assert doc["players"][0]["pantheon"] == {"divinities": ["minerva"], "minerva": -3}
    assert 'name="pantheon-minerva"' in text
