"""Single-action verdicts: the rulebook's examples and every rule of issue 3, deliver 2.

"seed 000" is the Russian rulebook (shared/seeds/000_564014be245648ba.txt).
"""
import pytest

from referee.classic import check_document
from scoring.core.errors import BadInput


def p(name, wonder, cards=(), coins=3, side="A", stages=0):
    return {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}


def check(players, age, **action):
    return check_document({"game": "7w", "age": age, "players": players, "action": action})


def pays(verdict):
    return [(o["bank"], o["left"], o["right"]) for o in verdict["options"]]


def text(verdict):
    return " | ".join(r["text"] for r in verdict["reasons"])


def rules(verdict):
    return {r["rule"] for r in verdict["reasons"]}


# Players are clockwise: players[1] sits to the LEFT of players[0], players[2] (last) to its right.
def table_example_a(coins=6):
    return [p("Ira", "Olympia", ["Glassworks"], coins=coins),          # wood (board) + glass
            p("Bob", "Rhodos", ["Press"]),                              # left: papyrus
            p("Cid", "Babylon", ["Lumber Yard"])]                       # right: wood


def test_example_a_university_bought_from_both_neighbours():
    # seed 000, Торговля, пример А: 1 wood + 1 glass of her own, wood from one neighbour, papyrus from the other
    v = check(table_example_a(), 3, player="Ira", build="University")
    assert v["legal"] is True and v["free"] is None
    assert v["cost"] == {"bank": 0, "left": 2, "right": 2}
    assert pays(v) == [(0, 2, 2)]
    assert v["options"][0]["buys"] == [{"from": "left", "resource": "papyrus", "count": 1, "price": 2},
                                       {"from": "right", "resource": "wood", "count": 1, "price": 2}]
    assert "Rulebook, Trading" in rules(v)


def test_example_a_needs_four_coins_at_the_start_of_the_turn():
    v = check(table_example_a(coins=3), 3, player="Ira", build="University")
    assert v["legal"] is False and v["cost"] is None
    assert "costs 4 coins" in text(v) and "Rulebook, Trading" in rules(v)


def test_example_c_no_forum_without_the_coins():
    # seed 000, Торговля, пример С: Forum costs 2 clay, she makes 1, a neighbour makes clay, she has no coins
    players = [p("Ira", "Babylon", coins=1), p("Bob", "Rhodos", ["Clay Pool"]), p("Cid", "Gizah")]
    v = check(players, 2, player="Ira", build="Forum")
    assert v["legal"] is False
    assert "held only 1 at the start of the turn" in text(v)
    players[0]["coins"] = 2
    v = check(players, 2, player="Ira", build="Forum")
    assert v["legal"] is True and v["cost"] == {"bank": 0, "left": 2, "right": 0}


def giza():
    # seed 000, Производство: Giza makes 2 stone, 1 clay, 1 ore, 1 papyrus, 1 cloth
    return [p("Gia", "Gizah", ["Stone Pit", "Clay Pool", "Ore Vein", "Press", "Loom"]),
            p("Bob", "Rhodos"), p("Cid", "Babylon")]


@pytest.mark.parametrize("card,age", [("Barracks", 1), ("Scriptorium", 1)])
def test_giza_builds_from_its_own_production(card, age):
    v = check(giza(), age, player="Gia", build=card)
    assert v["legal"] is True and v["cost"] == {"bank": 0, "left": 0, "right": 0}
    assert v["options"] == [{"bank": 0, "left": 0, "right": 0, "buys": []}]


def test_giza_cannot_build_the_aqueduct_with_two_stone():
    v = check(giza(), 2, player="Gia", build="Aqueduct")
    assert v["legal"] is False
    assert "3 stone needed: Gia makes 2, Bob (left) sells 0, Cid (right) sells 0" in text(v)


def test_coin_cost_goes_to_the_bank():
    # seed 000, Стоимость в монетах: Timber Yard costs 1 coin
    v = check([p("Ira", "Gizah", coins=1), p("Bob", "Rhodos"), p("Cid", "Babylon")], 1, player="Ira", build="Timber Yard")
    assert v["legal"] and v["cost"] == {"bank": 1, "left": 0, "right": 0}
    v = check([p("Ira", "Gizah", coins=0), p("Bob", "Rhodos"), p("Cid", "Babylon")], 1, player="Ira", build="Timber Yard")
    assert not v["legal"]


# -- discounts: each card's direction --------------------------------------------------

def wood_both_sides(cards):
    # both neighbours sell wood and glass
    return [p("Ira", "Gizah", cards), p("Bob", "Olympia", ["Glassworks"]), p("Cid", "Alexandria", ["Lumber Yard"])]


def test_east_trading_post_is_raw_from_the_right():
    # card: East Trading Post (seed 000 notes in 7w.json: raw materials, right neighbour)
    v = check(wood_both_sides(["East Trading Post"]), 1, player="Ira", build="Stockade")
    assert pays(v) == [(0, 0, 1), (0, 2, 0)] and v["cost"] == {"bank": 0, "left": 0, "right": 1}
    assert "the printed card: East Trading Post" in rules(v)


def test_west_trading_post_is_raw_from_the_left():
    # card: West Trading Post
    v = check(wood_both_sides(["West Trading Post"]), 1, player="Ira", build="Stockade")
    assert pays(v) == [(0, 1, 0), (0, 0, 2)] and v["cost"] == {"bank": 0, "left": 1, "right": 0}
    assert "the printed card: West Trading Post" in rules(v)


def test_trading_posts_do_not_discount_goods():
    v = check(wood_both_sides(["East Trading Post", "West Trading Post"]), 1, player="Ira", build="Workshop")
    assert pays(v) == [(0, 0, 2), (0, 2, 0)]


def test_marketplace_is_goods_from_both():
    # card: Marketplace
    v = check(wood_both_sides(["Marketplace"]), 1, player="Ira", build="Workshop")
    assert pays(v) == [(0, 0, 1), (0, 1, 0)]
    assert pays(check(wood_both_sides(["Marketplace"]), 1, player="Ira", build="Stockade")) == [(0, 0, 2), (0, 2, 0)]


def test_olympia_b_stage_1_is_raw_from_both_and_does_not_stack():
    # seed 000, Сторона В: Олимпия, first stage; "их эффект не суммируются"
    players = [p("Ira", "Olympia", ["East Trading Post"], side="B", stages=1),
               p("Bob", "Babylon", ["Lumber Yard"]), p("Cid", "Gizah", ["Timber Yard"])]
    v = check(players, 2, player="Ira", build="Archery Range")   # 2 wood, 1 ore: Olympia makes 1 wood
    assert v["legal"] is False and "1 ore needed" in text(v)  # nobody sells ore
    players[1]["cards"].append("Ore Vein")
    v = check(players, 2, player="Ira", build="Archery Range")
    assert (0, 2, 0) in pays(v) and (0, 1, 1) in pays(v)   # 1 coin each, never 0


# -- what neighbours can sell ---------------------------------------------------------

@pytest.mark.parametrize("right,origin", [
    (p("Cid", "Gizah", ["Caravansery"]), "Caravansery"),
    (p("Cid", "Alexandria", side="B", stages=1), "Alexandria stage 1"),
])
def test_never_bought_from_yellow_cards_or_wonder_stages(right, origin):
    # seed 000, Торговля: resources of yellow cards and wonder stages are for their owner only
    players = [p("Ira", "Rhodos"), p("Bob", "Babylon"), right]
    v = check(players, 1, player="Ira", build="Stockade")        # 1 wood: only Cid's own-use unit makes wood
    assert v["legal"] is False
    assert f"Cid's {origin} produces wood for Cid only" in text(v)
    v = check(players, 1, player="Ira", build="Stockade", buy=[{"from": "right", "resource": "wood", "count": 1}])
    assert v["legal"] is False and "Cid (right neighbour) cannot sell 1 wood" in text(v)


def test_forum_goods_are_not_sold():
    players = [p("Ira", "Rhodos"), p("Bob", "Babylon", ["Forum"]), p("Cid", "Gizah")]
    v = check(players, 1, player="Ira", build="Workshop")
    assert v["legal"] is False and "Bob's Forum produces glass for Bob only" in text(v)


def test_own_caravansery_and_alexandria_stages_do_produce_for_the_owner():
    # seed 000, Производство: yellow cards and wonder stages produce for their owner
    players = [p("Ira", "Alexandria", ["Caravansery"], side="B", stages=2), p("Bob", "Babylon"), p("Cid", "Gizah")]
    v = check(players, 2, player="Ira", build="Temple")          # wood, clay, glass
    assert v["legal"] and v["cost"] == {"bank": 0, "left": 0, "right": 0}


def test_neighbour_slash_card_sold_as_either_resource_once_a_turn():
    players = [p("Ira", "Rhodos", coins=9), p("Bob", "Babylon", ["Timber Yard"]), p("Cid", "Ephesos")]
    v = check(players, 1, player="Ira", build="Stockade")        # Bob sells his Timber Yard as wood
    assert pays(v) == [(0, 2, 0)]
    deal = [{"from": "left", "resource": "wood", "count": 1}, {"from": "left", "resource": "stone", "count": 1}]
    v = check(players, 3, player="Ira", build="Senate", buy=deal)
    assert v["legal"] is False and "a \"/\" card is sold as one resource per turn" in text(v)


# -- proposed deals -----------------------------------------------------------------

def test_proposed_deal_verified_with_its_price():
    deal = [{"from": "left", "resource": "papyrus", "count": 1}, {"from": "right", "resource": "wood"}]
    v = check(table_example_a(), 3, player="Ira", build="University", buy=deal)
    assert v["legal"] and v["cost"] == {"bank": 0, "left": 2, "right": 2}
    assert v["deal"]["buys"][0] == {"from": "left", "resource": "papyrus", "count": 1, "price": 2}


def test_deal_from_the_wrong_neighbour():
    deal = [{"from": "right", "resource": "papyrus", "count": 1}, {"from": "right", "resource": "wood"}]
    v = check(table_example_a(), 3, player="Ira", build="University", buy=deal)
    assert v["legal"] is False and v["cost"] is None
    assert "Cid (right neighbour) cannot sell 1 papyrus: its board, brown and grey cards make only 0 papyrus a turn" in text(v)
    assert pays(v) == [(0, 2, 2)]   # the legal ways are still shown


def test_deal_that_leaves_a_resource_missing_or_buys_too_much():
    v = check(table_example_a(), 3, player="Ira", build="University", buy=[{"from": "left", "resource": "papyrus"}])
    assert not v["legal"] and "must still produce 1 glass, 2 wood but produces only wood, glass" in text(v)
    v = check(table_example_a(), 3, player="Ira", build="University",
              buy=[{"from": "left", "resource": "papyrus"}, {"from": "right", "resource": "wood"},
                   {"from": "left", "resource": "ore"}])
    assert not v["legal"] and "buys 1 ore that University does not need" in text(v)


def test_deal_beyond_the_coins_held():
    deal = [{"from": "left", "resource": "papyrus", "count": 1}, {"from": "right", "resource": "wood"}]
    v = check(table_example_a(coins=3), 3, player="Ira", build="University", buy=deal)
    assert not v["legal"] and "the deal costs 4 coins" in text(v)


def test_buying_from_both_neighbours_for_a_wonder_stage():
    # seed 000, 2. б: the stage costs the board's price, paid with production and trade
    players = [p("Ira", "Gizah", ["Lumber Yard"], coins=4, stages=1), p("Bob", "Olympia"),
               p("Cid", "Babylon", ["Timber Yard"])]
    v = check(players, 1, player="Ira", stage=True, card="Altar")
    assert v["legal"] and v["stage"] == 2 and pays(v) == [(0, 2, 2)]       # stage 2 of Gizah A: 3 wood
    assert "stage 2 of Gizah A is next" in text(v) and "Rulebook, Build a stage of a wonder" in rules(v)


# -- structures, ages, chains ---------------------------------------------------------

def test_no_two_identical_structures():
    # seed 000, 2. а. Постройка здания
    players = [p("Ira", "Gizah", ["Library"], coins=9), p("Bob", "Rhodos"), p("Cid", "Babylon")]
    v = check(players, 2, player="Ira", build="Library")
    assert v["legal"] is False and v["cost"] is None
    assert v["reasons"] == [{"text": "Ira already has a Library: no two identical structures",
                             "rule": "Rulebook, Build a structure", "citation": [{"book": "7w", "section": "build-a-structure"}]}]


def test_card_must_belong_to_the_current_age():
    v = check(giza(), 1, player="Gia", build="Aqueduct")
    assert v["legal"] is False and "Aqueduct is an age II card and this is age I" in text(v)
    # Loom is printed in ages I and II
    assert check([p("Ira", "Gizah"), p("Bob", "Rhodos"), p("Cid", "Babylon")], 2, player="Ira", build="Loom")["legal"]


def test_card_must_be_in_play_at_this_player_count():
    # seed 000, Колоды эпох: Pawnshop is 4+, 7+
    v = check([p("Ira", "Gizah"), p("Bob", "Rhodos"), p("Cid", "Babylon")], 1, player="Ira", build="Pawnshop")
    assert v["legal"] is False and "not in the age I deck with 3 players" in text(v)


def test_every_copy_already_built():
    players = [p("Ira", "Gizah"), p("Bob", "Rhodos", ["Altar"]), p("Cid", "Babylon")]
    v = check(players, 1, player="Ira", build="Altar")
    assert v["legal"] is False and "already built, by Bob" in text(v)


def test_chain_makes_the_build_free():
    # seed 000, Бесплатные здания: Scriptorium in age I makes the Library free in age II
    players = [p("Ira", "Rhodos", ["Scriptorium"], coins=0), p("Bob", "Olympia"), p("Cid", "Babylon")]
    v = check(players, 2, player="Ira", build="Library")
    assert v["legal"] and v["free"] == "Scriptorium" and v["cost"] == {"bank": 0, "left": 0, "right": 0}
    assert "Rulebook, Free construction (chains)" in rules(v)
    v = check(players, 2, player="Ira", build="Library", buy=[{"from": "left", "resource": "wood"}])
    assert v["legal"] is False and "does not need" in text(v)


def test_the_chain_is_optional_a_paid_deal_stays_legal():
    # seed 000, Бесплатные здания: the chain gives the right ("имеет право") to build free, not a duty
    players = [p("Ira", "Gizah", ["Scriptorium", "Stone Pit"], coins=2), p("Bob", "Olympia"),
               p("Cid", "Halikarnassos")]
    v = check(players, 2, player="Ira", build="Library", buy=[{"from": "right", "resource": "cloth"}])
    assert v["legal"] is True and v["free"] is None
    assert v["cost"] == {"bank": 0, "left": 0, "right": 2}
    assert "could be built free (chain)" in text(v)


def test_without_the_chain_card_the_library_must_be_paid():
    players = [p("Ira", "Rhodos", ["Altar"], coins=0), p("Bob", "Olympia"), p("Cid", "Babylon")]
    v = check(players, 2, player="Ira", build="Library")
    assert v["legal"] is False and v["free"] is None


# -- wonder stages, discard ----------------------------------------------------------------

def test_stages_in_order_each_once():
    players = [p("Ira", "Rhodos", side="B", stages=2), p("Bob", "Olympia"), p("Cid", "Babylon")]
    v = check(players, 3, player="Ira", stage=True)
    assert v["legal"] is False and "has built all 2 stages of Rhodos B" in text(v)
    players[0]["stages"] = 1
    v = check(players, 3, player="Ira", stage=True)     # stage 2 of Rhodos B: 4 ore; Rhodos makes 1
    assert v["legal"] is False and v["stage"] == 2 and "4 ore needed" in text(v)


def test_discard_is_always_legal():
    # seed 000, 2. с. Сбросить карту
    v = check([p("Ira", "Rhodos", coins=0), p("Bob", "Olympia"), p("Cid", "Babylon")], 3, player="Ira",
              discard="Palace")
    assert v["legal"] and v["gain"] == 3 and v["card"] == "Palace"
    assert rules(v) == {"Rulebook, Discard a card"}


# -- special powers ------------------------------------------------------------------------

def olympia_a(stages=2):
    return [p("Ira", "Olympia", coins=0, stages=stages), p("Bob", "Rhodos"), p("Cid", "Babylon")]


def test_olympia_a_free_build_once_per_age():
    # seed 000, Сторона А: Статуя Зевса — one free build each age
    v = check(olympia_a(), 3, player="Ira", build="Palace", olympia=True)
    assert v["legal"] and v["free"] == "Olympia A" and v["cost"] == {"bank": 0, "left": 0, "right": 0}
    v = check(olympia_a(), 3, player="Ira", build="Palace", olympia=True, olympia_used=True)
    assert v["legal"] is False and "already used Olympia A's free build this age" in text(v)
    v = check(olympia_a(stages=1), 3, player="Ira", build="Palace", olympia=True)
    assert v["legal"] is False and "no free-build power" in text(v)


def test_olympia_a_offered_when_the_card_cannot_be_paid():
    v = check(olympia_a(), 3, player="Ira", build="Palace")
    assert v["legal"] and v["free"] == "Olympia A"
    v = check(olympia_a(), 3, player="Ira", build="Palace", olympia_used=True)
    assert v["legal"] is False


def test_halikarnassos_builds_from_the_discard_pile():
    # seed 000, Мавзолей: a discarded card of any age, free, at the end of the turn the stage is built
    doc = {"game": "7w", "age": 3, "discard": ["Library", "Altar"],
           "players": [p("Hal", "Halikarnassos", coins=0, stages=2), p("Bob", "Rhodos"), p("Cid", "Babylon")],
           "action": {"player": "Hal", "build": "Library", "from_discard": True}}
    v = check_document(doc)
    assert v["legal"] and v["free"] == "Halikarnassos"
    doc["action"]["build"] = "Palace"
    assert "not in the discard pile" in text(check_document(doc))
    doc["action"]["build"] = "Library"
    doc["players"][0]["stages"] = 1      # Halikarnassos A stage 1 gives 3 points, not the power
    assert check_document(doc)["legal"] is False


def test_babylon_b_plays_the_seventh_card():
    # seed 000, Сторона В: Висячие Сады (stage 2); seed 000, Шестой ход: otherwise it is discarded
    players = [p("Bab", "Babylon", side="B", stages=2), p("Bob", "Rhodos"), p("Cid", "Olympia")]
    v = check(players, 1, player="Bab", build="Clay Pool", seventh=True)
    assert v["legal"] and "plays the 7th card" in text(v)
    players[0]["stages"] = 1
    v = check(players, 1, player="Bab", build="Clay Pool", seventh=True)
    assert v["legal"] is False and "Rulebook, The sixth turn" in rules(v)


@pytest.mark.parametrize("turn,legal", [(6, True), (3, False), (1, False), (5, False)])
def test_the_7th_card_is_played_on_the_6th_turn_only(turn, legal):
    # seed 000, Особый случай: Шестой ход: «В начале шестого (последнего) хода каждой эпохи, игроки получают
    # две карты от соседа»; Висячие Сады, Пояснение: «во время шестого хода игрок может играть обе карты»
    players = [p("Bab", "Babylon", side="B", stages=2), p("Bob", "Rhodos"), p("Cid", "Olympia")]
    v = check_document({"game": "7w", "age": 1, "turn": turn, "players": players,
                        "action": {"player": "Bab", "build": "Clay Pool", "seventh": True}})
    assert v["legal"] is legal
    if not legal:
        assert v["cost"] is None and v["reasons"] == [{
            "text": f"Bab cannot play the 7th card of the age on turn {turn}: only on the 6th turn does a city hold "
                    "two cards, the 6th and the 7th", "rule": "Rulebook, The sixth turn", "citation": [{"book": "7w", "section": "the-sixth-turn"}]}]


# -- malformed input is BadInput, with paths -------------------------------------------------

@pytest.mark.parametrize("action,path,message", [
    ({"player": "Ira", "build": "Univercity"}, "action.build", "did you mean 'University'"),
    ({"player": "Zed", "build": "University"}, "action.player", "unknown player"),
    ({"player": "Ira"}, "action", "exactly one of"),
    ({"player": "Ira", "build": "Forum", "buy": [{"from": "up", "resource": "clay"}]}, "action.buy[0].from", "left"),
    ({"player": "Ira", "build": "Forum", "buy": [{"from": "left", "resource": "gold"}]}, "action.buy[0].resource",
     "unknown resource"),
    ({"player": "Ira", "build": "Forum", "buy": [{"from": "left", "resource": "clay", "count": 0}]},
     "action.buy[0].count", "1 or more"),
    ({"player": "Ira", "build": "Forum", "olympia": "yes"}, "action.olympia", "true or false"),
    ({"player": "Ira", "build": "Forum", "colour": 1}, "action.colour", "unknown field"),
])
def test_malformed_actions(action, path, message):
    with pytest.raises(BadInput) as exc:
        check(table_example_a(), 2, **action)
    assert any(pr.path == path and message in pr.message for pr in exc.value.problems), exc.value.problems


def test_bad_age_and_discard_listed_together():
    doc = {"game": "7w", "age": 4, "discard": ["Altar", "Atlantis"], "players": table_example_a(),
           "action": {"player": "Ira", "stage": True}}
    with pytest.raises(BadInput) as exc:
        check_document(doc)
    assert {pr.path for pr in exc.value.problems} == {"age", "discard[1]"}


@pytest.mark.parametrize("extra,path", [
    ({"action": "build Forum"}, "action"),
    ({"action": {"player": "Ira", "stage": True}, "actions": []}, "action"),
    ({"actions": "everyone discards"}, "actions"),
    ({"actions": [{"player": "Ira", "discard": True}, 7]}, "actions[1]"),
    ({"action": {"player": "Ira", "stage": True}, "check": "taxes"}, "check"),
    ({"action": {"player": "Ira", "stage": True}, "colour": "red"}, "colour"),
])
def test_malformed_documents(extra, path):
    doc = dict({"game": "7w", "age": 1, "players": table_example_a()}, **extra)
    with pytest.raises(BadInput) as exc:
        check_document(doc)
    assert path in {pr.path for pr in exc.value.problems}, exc.value.problems


def test_missing_age_is_bad_input():
    with pytest.raises(BadInput) as exc:
        check_document({"game": "7w", "players": table_example_a(), "action": {"player": "Ira", "stage": True}})
    assert [pr.path for pr in exc.value.problems] == ["age"]
