"""The Cities expansion of the 1st edition: black cards and the Cities guilds in en/ru/uk, Petra and
Byzantium, the cities row, debt in the treasury row, masks in the science choice, Diplomacy in the
conflicts (shields and tokens), 8 players, the referee's coin losses, and a table of five with
Leaders, Cities and Babel scored in Russian and printed."""
from __future__ import annotations

import copy
import io
from datetime import date

import pytest
from pypdf import PdfReader

from referee import registry
from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

GAME = games.get("7w")


def player(name, wonder, cards, **over):
    return {"name": name, "wonder": wonder, "side": over.pop("side", "A"), "stages": over.pop("stages", 0),
            "coins": over.pop("coins", 0), "cards": cards, **over}


def table(*players, expansions=("cities",)):
    return {"game": "7w", "expansions": list(expansions), "players": list(players)}


def seat(result, name):
    return next(p for p in result.players if p.name == name)


def problems(doc):
    with pytest.raises(BadInput) as exc:
        GAME.score(doc)
    return {p.path: p.message for p in exc.value.problems}


# -- cards, boards, names -----------------------------------------------------------------------

def test_black_cards_score_in_the_cities_row_and_their_own_counts():
    doc = table(player("Ira", "Rhodos", ["Tabularium", "Gates of the City", "Secret Society", "Residence"],
                       shields=[0, 0]),
                player("Oleg", "Gizah", ["Slave Market", "Barracks"], shields=[1, 1]),
                player("Sofia", "Babylon", ["Militia"], shields=[0, 0]))
    result = GAME.score(doc)
    # Tabularium 6 + Gates of the City 4 + Residence 1 + Secret Society 1 per black card (4, itself too)
    assert seat(result, "Ira").categories["cities"] == 6 + 4 + 1 + 4
    # Slave Market: Oleg's victory tokens, one each whatever their value: +1 +1 (I), +3 +3 (II), +5 (III)
    assert seat(result, "Oleg").categories["cities"] == 5
    sofia = seat(result, "Sofia")
    assert sofia.categories["cities"] == 0 and sofia.categories["military"] == -1 - 1 + 5 + 5   # Militia: shields
    texts = [d.text for d in seat(result, "Ira").details]
    assert "Secret Society: black cards in own city — 4 → 4" in texts and "Tabularium → 6" in texts


def test_the_cities_guilds():
    doc = table(player("Ira", "Rhodos", ["Hideout", "Lair", "Stockade"], shields=[1, 1]),
                player("Oleg", "Gizah", ["Guild of Shadows", "Mourners' Guild", "Counterfeiters' Guild"], shields=[0, 0]),
                player("Sofia", "Babylon", ["Capitol", "Barracks"], shields=[0, 1]))
    oleg = seat(GAME.score(doc), "Oleg")
    # Counterfeiters 5; Shadows: black cards of Sofia (1) and Ira (2); Mourners: victory tokens of
    # Sofia (+3, +5) and Ira (+1, +1, +3, +5): 6
    assert oleg.categories["guilds"] == 5 + 3 + 6


def test_names_in_russian_and_ukrainian_and_the_boards_of_cities():
    doc = table(player("Ira", "Петра", ["Тайный склад", "Чёрный рынок"], side="B", stages=2, coins=3),
                player("Oleg", "Візантій", ["Табуларій"], stages=3),
                player("Sofia", "Babylon", ["Гильдия теней"]))
    result = GAME.score(doc)
    assert seat(result, "Ira").categories["wonder"] == 3 + 14          # Petra B: 3 and 14 VP
    assert seat(result, "Oleg").categories["wonder"] == 3 + 2 + 7      # Byzantium A
    assert seat(result, "Oleg").categories["cities"] == 6
    with use_language("ru"):
        lines = [d.text for d in seat(GAME.score(doc), "Oleg").details]
    # «Табуларий», «Візантій» are the app's translations (cities.json names_src TR), printed on no card:
    # found when typed, shown by the English name; «Тайный Склад» is seed 004's (S004), shown as printed
    assert "«Tabularium» → 6" in lines and "Byzantium A, этап 3 → 7" in lines
    from wonders import l10n
    assert [l10n.name("7w", name, "ru") for name in ("Тайный склад", "Табуларий", "Петра")] == [
        "Тайный Склад", "Tabularium", "Petra"]


def test_cities_cards_and_boards_need_the_expansion_and_the_cities_leaders_need_leaders():
    plain = table(player("Ira", "Rhodos", ["Lair"]), player("Oleg", "Gizah", []), player("Sofia", "Babylon", []),
                  expansions=())
    assert "players[0].cards[0]" in problems(plain)
    board = copy.deepcopy(plain)
    board["players"][0].update(cards=[], wonder="Petra")
    assert "players[0].wonder" in problems(board)
    # the six Cities leaders are Leaders' cards (leaders.json; cities.json rules "cities_leaders")
    aspasia = table(player("Ira", "Rhodos", ["Aspasia"]), player("Oleg", "Gizah", []), player("Sofia", "Babylon", []))
    assert "players[0].cards[0]" in problems(aspasia)
    aspasia["expansions"].append("leaders")
    assert seat(GAME.score(aspasia), "Ira").categories["leaders"] == 2


def test_a_black_card_exists_once():
    doc = table(player("Ira", "Rhodos", ["Lair"]), player("Oleg", "Gizah", ["Lair"]), player("Sofia", "Babylon", []))
    assert "players[1].cards[0]" in problems(doc)


# -- debt ------------------------------------------------------------------------------------

def test_debt_is_taken_from_the_treasury_row_with_its_own_line():
    doc = table(player("Ira", "Rhodos", [], coins=7, debt=6), player("Oleg", "Gizah", [], coins=2, debt=1),
                player("Sofia", "Babylon", [], coins=9))
    result = GAME.score(doc)
    ira, oleg, sofia = (seat(result, n) for n in ("Ira", "Oleg", "Sofia"))
    assert ira.categories["treasury"] == 2 - 6 and oleg.categories["treasury"] == -1
    assert sofia.categories["treasury"] == 3
    assert [(d.points, d.text) for d in ira.details if d.source == "debt"] == [(-6, "Debt tokens: 6 → -6")]
    with use_language("uk"):
        ira = seat(GAME.score(doc), "Ira")
    assert [d.text for d in ira.details if d.source == "debt"] == ["Жетони боргу: 6 → -6"]


@pytest.mark.parametrize("debt", [-1, 1.5, "3", True])
def test_debt_that_is_not_a_whole_number_is_said_at_its_path(debt):
    doc = table(player("Ira", "Rhodos", [], debt=debt), player("Oleg", "Gizah", []), player("Sofia", "Babylon", []))
    assert "players[0].debt" in problems(doc)


# -- masks ------------------------------------------------------------------------------------

def test_a_mask_copies_a_neighbours_symbol_chosen_with_the_wildcards():
    # Ira: compass, compass, tablet + Scientists Guild (wildcard) + Spy Ring; Oleg (left) has a gear
    ira = player("Ira", "Rhodos", ["Apothecary", "Dispensary", "Scriptorium", "Scientists Guild", "Spy Ring"])
    doc = table(ira, player("Oleg", "Gizah", ["Workshop"]), player("Sofia", "Babylon", ["Library"]))
    got = seat(GAME.score(doc), "Ira")
    # compass 2, tablet 1 (+ Library's tablet copied? no: a gear gives the set) → the mask copies the gear,
    # the wildcard is a compass: 3² + 1² + 1² + 7 = 18 (the gear copied and the wildcard a gear: 4+1+4+7 = 16)
    assert got.categories["science"] == 18
    assert got.choices["copies"] == [{"source": "Spy Ring", "symbol": "gear", "from": "Workshop", "city": "Oleg"}]
    assert got.choices["wildcards"][0]["symbol"] == "compass"


def test_a_mask_takes_only_the_symbols_of_the_neighbours_and_each_card_once():
    cards = ["Apothecary", "Pigeon Loft", "Spy Ring", "Torture Chamber"]
    doc = table(player("Ira", "Rhodos", cards), player("Oleg", "Gizah", ["Dispensary"]),
                player("Sofia", "Babylon", ["Workshop", "Laboratory"]), player("Anna", "Ephesos", ["Scriptorium"]))
    got = seat(GAME.score(doc), "Ira")
    # neighbours: Oleg (compass), Anna (right, tablet); Sofia is not a neighbour: 2 compasses, 1 tablet
    assert sorted(c["symbol"] for c in got.choices["copies"]) == ["compass", "tablet"]
    assert got.categories["science"] == 2 ** 2 + 1
    assert any("Torture Chamber: no green card left" in d.text for d in got.details)


def test_masks_stay_fixed_when_aristotle_and_the_babel_science_token_rechoose_the_wildcards():
    ira = player("Ira", "Rhodos", ["Apothecary", "Workshop", "Scientists Guild", "Spy Ring", "Aristotle"])
    doc = table(ira, player("Oleg", "Gizah", ["Scriptorium"]), player("Sofia", "Babylon", []),
                expansions=("cities", "leaders"))
    got = seat(GAME.score(doc), "Ira")
    # the mask copies Oleg's tablet; the wildcard makes the second set impossible: one set of three + 1
    assert got.choices["copies"][0]["symbol"] == "tablet"
    science = got.categories["science"]
    assert science in (2 ** 2 + 1 + 1 + 7,)        # a compass or a gear doubled, one set
    assert got.categories["leaders"] == 3          # Aristotle: +3 for the one set
    assert any(d.source == "Spy Ring" for d in got.details)
    # Babel's science token: its set counts the mask's tablet; the copy and its line stay
    ira = player("Ira", "Rhodos", ["Apothecary", "Workshop", "Scientists Guild", "Spy Ring"],
                 babel={"tiles": [], "tokens": ["science"]})
    doc = table(ira, player("Oleg", "Gizah", ["Scriptorium"], babel={"tiles": [], "tokens": []}),
                player("Sofia", "Babylon", [], babel={"tiles": [], "tokens": []}), expansions=("cities", "babel"))
    got = seat(GAME.score(doc), "Ira")
    assert got.choices["copies"][0]["symbol"] == "tablet" and got.categories["science"] == 13 + 3
    assert [d.text for d in got.details if d.source == "Spy Ring"] == [
        "Spy Ring: copies a tablet of Oleg (a neighbour's green card)"]


def test_a_mask_alone_scores_the_one_symbol_it_copies():
    # Cities rulebook, the mask symbol: the mask counts as the copied neighbour's symbol; a city whose
    # only science is the mask holds one compass: 1² = 1
    doc = table(player("Ira", "Rhodos", ["Spy Ring"]), player("Oleg", "Gizah", ["Apothecary"]),
                player("Sofia", "Babylon", []))
    got = seat(GAME.score(doc), "Ira")
    assert got.categories["science"] == 1
    assert got.choices["copies"] == [{"source": "Spy Ring", "symbol": "compass", "from": "Apothecary", "city": "Oleg"}]
    assert [(d.source, d.points, d.text) for d in got.details if d.category == "science"] == [
        ("science", 1, "Science: 1 compass → 1 (the masks copy the neighbours' symbols)"),
        ("Spy Ring", 0, "Spy Ring: copies a compass of Oleg (a neighbour's green card)")]


def test_the_masks_line_stays_when_aristotle_rechooses_the_wildcard():
    # 4 compasses, a gear, the mask copying Oleg's gear, the Scientists Guild's wildcard: the masks'
    # choice makes the wildcard a 5th compass (25 + 4 = 29 beats 16 + 4 + 1 + 7 = 28); Aristotle's
    # +3 a set makes it a tablet (28 + 3 = 31): the masks' hook chooses with his bonus counted
    # (scoring.core.science.choose), and its lines say what the mask copied and what the wildcard took
    cards = ["Apothecary", "Dispensary", "Lodge", "Academy", "Workshop", "Scientists Guild", "Spy Ring"]
    doc = table(player("Ira", "Rhodos", cards), player("Oleg", "Gizah", ["Laboratory"]),
                player("Sofia", "Babylon", []), expansions=("cities", "leaders"))
    without = seat(GAME.score(doc), "Ira")
    assert without.categories["science"] == 29 and without.choices["wildcards"][0]["symbol"] == "compass"
    doc["players"][0]["cards"] = cards + ["Aristotle"]
    got = seat(GAME.score(doc), "Ira")
    assert (got.categories["science"], got.categories["leaders"]) == (28, 3)
    assert got.choices["wildcards"] == [{"source": "Scientists Guild", "symbol": "tablet"}]
    assert got.choices["copies"] == [{"source": "Spy Ring", "symbol": "gear", "from": "Laboratory", "city": "Oleg"}]
    assert [(d.source, d.points, d.text) for d in got.details if d.category == "science"] == [
        ("science", 28, "Science: 4 compass, 2 gear, 1 tablet → 28 (the masks copy the neighbours' symbols)"),
        ("Scientists Guild", 0, "wildcard chosen: tablet (Scientists Guild)"),
        ("Spy Ring", 0, "Spy Ring: copies a gear of Oleg (a neighbour's green card)")]


# -- diplomacy ------------------------------------------------------------------------------

def test_in_shields_mode_the_absent_players_neighbours_fight_each_other():
    doc = table(player("Ira", "Rhodos", ["Stockade"], shields=[1, 1]),
                player("Oleg", "Gizah", ["Residence"], shields=[0, 0], diplomacy=[1]),
                player("Sofia", "Babylon", [], shields=[0, 0]),
                player("Anna", "Ephesos", ["Barracks"], shields=[1, 1]))
    result = GAME.score(doc)
    # age I: Oleg absent: Ira beats Sofia (+1) and ties Anna; Sofia loses to Ira and to Anna
    # ages II and III as usual: Ira beats Oleg, Anna beats Sofia, the rest tie
    assert {p.name: p.categories["military"] for p in result.players} == {
        "Ira": 1 + 3 + 5, "Oleg": -1 - 1, "Sofia": -1 - 1 - 1 - 1, "Anna": 1 + 3 + 5}


def test_in_tokens_mode_the_check_accepts_a_diplomacy_age():
    # three players: Oleg absent at age I, Ira beat Sofia on both sides (the ring of two)
    players = [player("Ira", "Rhodos", ["Stockade"], military=[1, 1]),
               player("Oleg", "Gizah", ["Residence"], military=[], diplomacy=[1]),
               player("Sofia", "Babylon", [], military=[-1, -1])]
    assert seat(GAME.score(table(*players)), "Ira").categories["military"] == 2
    without = copy.deepcopy(players)
    del without[1]["diplomacy"]
    assert "players" in problems(table(*without))


def test_diplomacy_needs_a_token_by_then_and_takes_no_conflict_token():
    early = table(player("Ira", "Rhodos", ["Consulate"], diplomacy=[1]), player("Oleg", "Gizah", []),
                  player("Sofia", "Babylon", []))
    assert "players[0].diplomacy" in problems(early)               # Consulate is an age II card
    twice = table(player("Ira", "Rhodos", ["Consulate"], diplomacy=[2, 3]), player("Oleg", "Gizah", []),
                  player("Sofia", "Babylon", []))
    assert "players[0].diplomacy" in problems(twice)               # one token per conflict
    stage = table(player("Ira", "Byzantium", [], side="B", stages=2, diplomacy=[1, 3]), player("Oleg", "Gizah", []),
                  player("Sofia", "Babylon", []))
    assert GAME.score(stage)
    won = table(player("Ira", "Rhodos", ["Residence", "Stockade"], military=[1, 1], diplomacy=[1]),
                player("Oleg", "Gizah", [], military=[-1]), player("Sofia", "Babylon", [], military=[-1]))
    assert "players[0] sat out the conflict of age I (Diplomacy) but holds a +1 token" in problems(won)["players"]
    assert "players[0].diplomacy" in problems(table(player("Ira", "Rhodos", [], diplomacy=[0]),
                                                    player("Oleg", "Gizah", []), player("Sofia", "Babylon", [])))


# -- 8 players -------------------------------------------------------------------------------

def test_eight_players_with_cities_only():
    eight = GAME.expansion("cities").examples()[1]
    assert len(GAME.score(eight).players) == 8
    plain = {"game": "7w", "players": [player(p["name"], p["wonder"], []) for p in eight["players"]]}
    assert "players" in problems(plain)             # the base game seats 7 at most
    nine = copy.deepcopy(eight)
    nine["players"].append(player("P8", "Byzantium", []))
    assert "players" in problems(nine)


# -- the referee -----------------------------------------------------------------------------

def _loss(**loss):
    doc = {"game": "7w", "expansions": ["cities"], "check": "coin_loss", "players": [
        player("Ira", "Petra", ["Lair"], side="B", stages=1, coins=2, military=[1, 1, 3]),
        player("Oleg", "Gizah", [], stages=2, coins=1, military=[-1, 3]),
        player("Sofia", "Babylon", [], coins=5, military=[-1, -1, -1])]}
    doc["loss"] = loss
    return doc


def test_a_coin_loss_lists_every_legal_split_and_judges_the_one_made():
    v = registry.referee(_loss(player="Ira", card="Lair", paid={"Oleg": {"coins": 1, "debt": 1},
                                                                "Sofia": {"coins": 0, "debt": 2}}))
    assert v["legal"] is True
    oleg = next(x for x in v["losses"] if x["player"] == "Oleg")
    assert oleg["splits"] == [{"coins": 0, "debt": 2}, {"coins": 1, "debt": 1}]     # he holds 1 coin
    assert [c["book"] for c in oleg["citation"]] == ["cities"]
    bad = registry.referee(_loss(player="Ira", card="Lair", paid={"Oleg": {"coins": 2, "debt": 0}}))
    assert bad["legal"] is False and bad["reasons"][0]["text"] == "Oleg pays 2 coins but holds 1"


def test_coin_losses_per_victory_token_per_stage_and_of_petra_b():
    v = registry.referee(_loss(player="Sofia", card="Cenotaph"))
    assert {x["player"]: x["owes"] for x in v["losses"]} == {"Ira": 3, "Oleg": 1}
    v = registry.referee(_loss(player="Ira", card="Builders' Union"))
    assert {x["player"]: x["owes"] for x in v["losses"]} == {"Oleg": 2, "Sofia": 0}
    v = registry.referee(_loss(player="Ira", stage=1))
    assert {x["player"]: x["owes"] for x in v["losses"]} == {"Oleg": 2, "Sofia": 2}
    assert registry.referee(_loss(player="Ira", card="Tabularium"))["legal"] is False
    with pytest.raises(BadInput) as exc:
        registry.referee(_loss(player="Nobody", card="Lair"))
    assert [p.path for p in exc.value.problems] == ["loss.player"]


def test_the_military_check_with_a_diplomacy_age():
    doc = {"game": "7w", "expansions": ["cities"], "check": "military", "players": [
        player("Ira", "Gizah", ["Militia"], shields=[2, 2], military=[1, 1, 3, 3, 5, 5]),
        player("Oleg", "Alexandria", ["Residence", "Consulate"], diplomacy=[1, 2], shields=[0, 0], military=[-1, -1]),
        player("Sofia", "Ephesos", ["Barracks"], shields=[1, 1], military=[-1, -1, -1, -1, -1, 5])]}
    v = registry.referee(doc)
    assert v["legal"] is True and v["tokens"]["Ira"]["total"] == 18


def test_a_black_card_is_paid_for_and_eight_players_are_not_judged_on_hand_sizes():
    build = GAME.expansion("cities").referee_examples()[0]
    v = registry.referee(build)
    assert v["legal"] and v["cost"] == {"bank": 0, "left": 2, "right": 0}
    eight = copy.deepcopy(GAME.expansion("cities").examples()[1])
    eight.update(age=3, action={"player": "P0", "build": "Embassy"})
    eight["players"][0]["coins"] = 9
    v = registry.referee(eight)
    assert "not settled" in v["notes"][0]["text"]


def test_the_secret_warehouse_and_the_black_market_give_a_resource():
    doc = {"game": "7w", "expansions": ["cities"], "age": 2, "players": [
        player("Ira", "Gizah", ["Secret Warehouse", "Black Market"], coins=0),
        player("Oleg", "Alexandria", [], coins=0), player("Sofia", "Ephesos", [], coins=0)],
        "action": {"player": "Ira", "build": "Lair"}}          # Lair: wood + glass; Gizah makes stone
    assert registry.referee(doc)["legal"] is False             # the warehouse copies stone only
    doc["players"][0]["cards"].append("Lumber Yard")
    assert registry.referee(doc)["legal"] is True              # wood; the black market's glass


# -- a table of five with Leaders, Cities and Babel ---------------------------------------------

FIVE = {"game": "7w", "expansions": ["leaders", "cities", "babel"], "players": [
    {"name": "Ира", "wonder": "Petra", "side": "A", "stages": 2, "coins": 8, "debt": 2, "shields": [1, 1],
     "cards": ["Lumber Yard", "Stockade", "Apothecary", "Spy Ring", "Gates of the City", "Nefertiti"],
     "babel": {"tiles": [4], "tokens": []}},
    {"name": "Олег", "wonder": "Byzantium", "side": "B", "stages": 1, "coins": 3, "diplomacy": [2], "shields": [0, 0],
     "cards": ["Workshop", "Scriptorium", "Residence", "Lair", "Aspasia"], "babel": {"tiles": [], "tokens": []}},
    {"name": "Софья", "wonder": "Rhodos", "side": "A", "stages": 1, "coins": 5, "debt": 5, "shields": [1, 2],
     "cards": ["Barracks", "Militia", "Tabularium", "Darius"], "babel": {"tiles": [], "tokens": []}},
    {"name": "Анна", "wonder": "Gizah", "side": "A", "stages": 3, "coins": 12, "shields": [0, 0],
     "cards": ["Altar", "Theater", "Secret Society", "Guild of Shadows"], "babel": {"tiles": [], "tokens": []}},
    {"name": "Борис", "wonder": "Babylon", "side": "B", "stages": 0, "coins": 1, "shields": [0, 1],
     "cards": ["Loom", "Guard Tower", "Hideout", "Mourners' Guild"], "babel": {"tiles": [], "tokens": []}}]}


def test_a_table_of_five_with_leaders_cities_and_babel_scored_in_russian_and_printed():
    from wonders.pdf import pdf_bytes, sheet_game, sheet_html
    with use_language("ru"):
        result = GAME.score(FIVE)
        ira = seat(result, "Ира")
        assert ira.categories["treasury"] == 8 // 3 - 2
        assert "Жетоны долга: 2 → -2" in [d.text for d in ira.details]
        assert ira.categories["cities"] == 4 and ira.categories["leaders"] == 4
        assert seat(result, "Софья").categories["cities"] == 6
        assert seat(result, "Анна").categories["cities"] == 1
        assert seat(result, "Олег").categories["leaders"] == 2 and seat(result, "Олег").categories["cities"] == 1 + 3
        assert "tower" in ira.categories and sorted(result.extra["expansions"]) == [
            "babel-projects", "babel-tower", "cities", "leaders"]
        sheet = sheet_game(FIVE, date(2026, 11, 26), "Города")
        html = sheet_html([sheet])
    rows = [r.id for r in sheet.pad_rows]
    assert rows.index("leaders") < rows.index("cities") and "tower" in rows
    assert "Жетоны долга" in html and "Города" in html and "Лидеры" in html
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf_bytes(html))).pages).split())
    assert "Жетоны долга -2 0 -5 0 0" in text
    assert "Города 4 4 6 1 2" in text


def test_the_military_check_with_babel_and_leaders_reads_the_diplomacy_age():
    doc = {"game": "7w", "expansions": ["cities", "babel", "leaders"], "check": "military", "players": [
        player("Ira", "Gizah", ["Militia"], shields=[2, 2], military=[1, 1, 3, 3, 5, 5], babel={"tiles": []}),
        player("Oleg", "Alexandria", ["Residence", "Aspasia"], diplomacy=[1, 2], shields=[0, 0], military=[-1, -1],
               babel={"tiles": []}),
        player("Sofia", "Ephesos", ["Barracks"], shields=[1, 1], military=[-1, -1, -1, -1, -1, 5], babel={"tiles": []})]}
    v = registry.referee(doc)
    assert v["legal"] is True and v["tokens"]["Sofia"]["total"] == 0     # Aspasia's token for age II
    doc["players"][1]["diplomacy"] = [1]
    v = registry.referee(doc)
    assert v["legal"] is False and v["tokens"]["Oleg"]["total"] == -4


def test_a_cities_age_has_seven_turns_and_babylon_b_plays_the_eighth_card_on_the_seventh():
    doc = {"game": "7w", "expansions": ["cities"], "age": 1, "turn": 7, "players": [
        player("Ira", "Babylon", ["Lumber Yard"], side="B", stages=2, coins=3),
        player("Oleg", "Gizah", [], coins=3), player("Sofia", "Ephesos", [], coins=3)],
        "action": {"player": "Ira", "build": "Militia", "seventh": True}}
    assert registry.referee(doc)["legal"] is True
    doc["turn"] = 6
    v = registry.referee(doc)
    assert v["legal"] is False and "only on the last turn (7)" in v["reasons"][0]["text"]
    doc["turn"] = 8
    with pytest.raises(BadInput) as exc:
        registry.referee(doc)
    assert [(p.path, p.message) for p in exc.value.problems] == [
        ("turn", "turn must be 1..7 (7 turns an age with this expansion), got 8")]
    plain = dict(doc, expansions=[], turn=7)
    plain["action"] = {"player": "Ira", "build": "Stockade", "seventh": True}
    with pytest.raises(BadInput):
        registry.referee(plain)                                   # the base game: six turns


def test_petras_coin_stage_is_paid_and_the_architect_cabinet_frees_stages_of_their_resources():
    doc = {"game": "7w", "expansions": ["cities"], "age": 2, "players": [
        player("Ira", "Petra", [], stages=1, coins=6), player("Oleg", "Gizah", [], coins=3),
        player("Sofia", "Ephesos", [], coins=3)], "action": {"player": "Ira", "stage": True}}
    v = registry.referee(doc)
    assert v["legal"] is False                                       # stage 2 costs 7 coins
    doc["players"][0]["coins"] = 7
    v = registry.referee(doc)
    assert v["legal"] is True and v["cost"]["bank"] == 7
    third = copy.deepcopy(doc)
    third["players"][0].update(stages=2, coins=0)                    # W P S S: Petra makes clay only
    assert registry.referee(third)["legal"] is False
    third["players"][0]["cards"] = ["Architect Cabinet"]
    v = registry.referee(third)
    assert v["legal"] is True and v["cost"] == {"bank": 0, "left": 0, "right": 0}
    doc["players"][0].update(cards=["Architect Cabinet"], coins=6)
    assert registry.referee(doc)["legal"] is False                   # the coins are still paid


def test_a_legal_build_of_a_lair_tells_each_opponent_what_it_owes():
    build = GAME.expansion("cities").referee_examples()[0]
    v = registry.referee(build)
    assert v["legal"] and [(x["player"], x["owes"], len(x["splits"])) for x in v["coin_loss"]["losses"]] == [
        ("Oleg", 2, 3), ("Sofia", 2, 3)]
    notes = registry.verdict_notes(GAME, build, v)
    assert [n["text"] for n in notes][0] == ("Oleg loses 2 coins at the end of the turn (Lair): pays 0 to 2 of them "
                                             "to the bank and takes a Debt token for each coin not paid")
    petra = copy.deepcopy(build)
    petra["players"][0].update(wonder="Petra", side="B", cards=["Clay Pool", "Ore Vein", "Clay Pit"], coins=0)
    petra["players"][1]["coins"] = 0
    petra["action"] = {"player": "Ira", "stage": True}
    v = registry.referee(petra)
    assert v["legal"] and v["coin_loss"]["losses"][0]["splits"] == [{"coins": 0, "debt": 2}]


def test_with_babel_a_black_card_still_tells_each_opponent_what_it_owes():
    """Babel's referee judges the whole action itself (innermost), so Cities' coin losses wrap it."""
    build = copy.deepcopy(GAME.expansion("cities").referee_examples()[0])
    build.update(expansions=["cities", "leaders", "babel"], age=1)
    build["action"] = {"player": build["players"][0]["name"], "build": "Hideout"}
    for p in build["players"]:
        p["babel"] = {"tiles": []}
    build["players"][2]["coins"] = 0
    v = registry.referee(build)
    assert v["legal"] and [(x["player"], x["owes"]) for x in v["coin_loss"]["losses"]] == [("Oleg", 1), ("Sofia", 1)]
    assert [n["text"] for n in registry.verdict_notes(GAME, build, v)][:2] == [
        "Oleg loses 1 coin at the end of the turn (Hideout): pays 0 to 1 of them to the bank and takes a Debt token "
        "for each coin not paid",
        "Sofia loses 1 coin at the end of the turn (Hideout): holding no coins, takes 1 Debt token"]
