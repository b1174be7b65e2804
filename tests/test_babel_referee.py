"""The referee with Babel (issue 12): every tower tile changes a verdict, the current project's
participation and its end-of-age outcome, each reason citing the tile or project and seed 004
(../shared/seeds/004_85362e93b63049c5.txt, the Russian Babel rulebook)."""
from __future__ import annotations

import copy

import pytest

from referee.registry import referee as check_document   # the 1st edition's referee with Babel's around it
from scoring.expansions.babel.catalogue import babel_catalogue
from scoring.core.errors import BadInput

# Ann (Rhodos A: ore) sits between Bob (her left: Gizah A, stone) and Cid (her right: Babylon A, clay).
TABLE = {"game": "7w", "expansions": ["babel"], "age": 2, "players": [
    {"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": ["Lumber Yard", "Clay Pool", "Barracks", "Scriptorium"],
     "coins": 6},
    {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": ["Timber Yard", "Glassworks", "Quarry", "Workshop"],
     "coins": 3},
    {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": ["Press", "Brickyard"], "coins": 3}]}


def verdict(tower, action, age=2, ann=None, **more):
    doc = copy.deepcopy(TABLE)
    doc["age"] = age
    if tower is not None:
        doc["tower"] = tower
    if ann:
        doc["players"][0].update(ann)
    doc["action"] = dict(action, player=action.get("player", "Ann"))
    doc.update(more)
    return check_document(doc)


def total(v) -> int:
    return sum(v["cost"].values())


def cites(v, tile: int) -> bool:
    return any({"book": "babel", "section": "tile", "detail": str(tile)} in r["citation"] for r in v["reasons"])


# (tile, action, Ann's changes, age, check(without the tile, with it))
SCENARIOS = [
    (1, {"build": "Stables"}, None, 2, lambda b, t: total(b) == 0 and t["cost"]["bank"] == 2),
    (2, {"build": "Archery Range"}, None, 2, lambda b, t: total(b) == 2 and total(t) == 0),
    (3, {"build": "Walls"}, None, 2, lambda b, t: b["legal"] and b["cost"]["left"] == 6 and not t["legal"]),
    (4, {"build": "Walls"}, {"cards": ["Lumber Yard", "Clay Pool", "Barracks", "Scriptorium", "West Trading Post"]}, 2,
     lambda b, t: b["cost"]["left"] == 3 and t["cost"]["left"] == 6),
    (5, {"build": "Temple"}, None, 2, lambda b, t: t["babel"]["gain"] == 2 and total(t) == total(b) == 2),
    (6, {"build": "Temple"}, None, 2, lambda b, t: t["cost"]["bank"] == 2 and total(t) == 4),
    (7, {"build": "Laboratory"}, None, 2, lambda b, t: total(b) == 4 and t["free"] == "Workshop" and total(t) == 0),
    (8, {"build": "Temple"}, None, 2, lambda b, t: t["cost"] == {"bank": 3, "left": 0, "right": 0}),
    (9, {"build": "Temple"}, None, 2, lambda b, t: b["cost"]["left"] == 2 and t["cost"]["left"] == 1),
    (10, {"build": "Temple"}, None, 2, lambda b, t: t["cost"]["left"] == 3),
    (11, {"build": "Walls"}, None, 2, lambda b, t: t["cost"]["left"] == 3),
    (12, {"build": "Walls"}, None, 2, lambda b, t: b["legal"] and not t["legal"]),    # 9 coins, Ann holds 6
    (13, {"build": "Library"}, None, 2, lambda b, t: t["free"] == "Scriptorium" and t["cost"]["bank"] == 2),
    (14, {"build": "Library"}, None, 2, lambda b, t: t["babel"]["gain"] == 2 and total(t) == 0),
    (15, {"stage": True}, None, 2, lambda b, t: total(b) == 2 and total(t) == 0),
    (16, {"stage": True}, None, 2, lambda b, t: t["cost"]["bank"] == 2 and total(t) == 4),
    (17, {"build": "Walls"}, None, 2, lambda b, t: t["cost"]["left"] == 4),
    (18, {"build": "Statue"}, None, 2, lambda b, t: not b["legal"] and t["legal"] and total(t) == 0),
    (20, {"build": "Walls"}, {"cards": ["Lumber Yard", "Clay Pool", "Barracks", "Scriptorium", "Stone Pit"]}, 2,
     lambda b, t: total(b) == 4 and total(t) == 0),
    (21, {"build": "Temple"}, None, 2, lambda b, t: total(t) == 0),
    # seed 004, 8, 23 (пример): Traders Guild costs 3 resources, so 3 coins to the bank
    (23, {"build": "Traders Guild"}, None, 3, lambda b, t: t["cost"] == {"bank": 3, "left": 0, "right": 0}),
    (24, {"build": "Traders Guild"}, {"cards": ["Lumber Yard", "Clay Pool", "Barracks", "Scriptorium", "Loom"]}, 3,
     lambda b, t: t["babel"]["gain"] == 5 and total(t) == 4),
]


@pytest.mark.parametrize("tile,action,ann,age,check", SCENARIOS, ids=[f"tile{s[0]}" for s in SCENARIOS])
def test_every_cost_tile_changes_the_verdict(tile, action, ann, age, check):
    before = verdict([], action, age, ann)
    after = verdict([tile], action, age, ann)
    assert check(before, after), (before, after)
    assert before != after
    assert after["babel"]["tower"] == [tile]
    assert cites(after, tile) or tile == 12      # tile 12's reason is the price note, cited too
    assert any({"book": "babel", "section": "tile", "detail": "12"} in r["citation"] for r in verdict([12], action, age, ann)["reasons"])


def test_tiles_19_and_22_are_covered_elsewhere_and_every_tile_is_tested():
    # 19 (victory tokens) in test_war_mirror_reward_under_tile_19; 22 (defeats) in tests/test_babel_wiring.py
    assert {s[0] for s in SCENARIOS} | {19, 22} == {t.number for t in babel_catalogue().tiles}


def test_taxes_add_up_and_a_tax_that_cannot_be_paid_makes_the_build_illegal():
    # tiles 1 and 13 on a red card built through a chain (data notes: two visible taxes add up)
    v = verdict([16], {"stage": True}, 3, {"coins": 4})     # stage 1: 2 wood (buy 1 = 2) + tax 3 = 5 > 4
    assert not v["legal"]
    assert verdict([16], {"stage": True}, 3, {"coins": 5})["cost"]["bank"] == 3


def test_trade_price_never_below_zero():
    # West Trading Post (1 coin from the left) and tile 11 (-1): free, never negative (seed 004, 9-12 Примечания)
    v = verdict([11], {"build": "Walls"}, 2, {"cards": ["Lumber Yard", "Clay Pool", "Barracks", "Scriptorium",
                                                         "West Trading Post"], "coins": 0})
    assert v["legal"] and v["cost"] == {"bank": 0, "left": 0, "right": 0}


def test_river_port_participation_rulebook_example():
    """seed 004, Описание Эпохи (пример): Denis builds Forum, makes one clay and buys the other, then
    pays one more coin to the bank and buys cloth to take part in River Port."""
    doc = {"game": "7w", "expansions": ["babel-projects"], "age": 2,
           "project": {"card": "River Port", "tokens": {}},
           "players": [
               {"name": "Denis", "wonder": "Rhodos", "side": "A", "cards": ["Clay Pool", "East Trading Post"], "coins": 6},
               {"name": "Dmitry", "wonder": "Gizah", "side": "A", "cards": ["Loom"], "coins": 3},
               {"name": "Ivan", "wonder": "Babylon", "side": "A", "cards": [], "coins": 3}],
           "action": {"player": "Denis", "build": "Forum", "project": True}}
    v = check_document(doc)
    assert v["legal"] and v["free"] == "East Trading Post"       # Forum is chained from East Trading Post
    # the chain makes Forum free; the participation costs 1 coin + 1 cloth bought from Dmitry (2 coins)
    assert v["cost"] == {"bank": 1, "left": 2, "right": 0}
    assert v["babel"]["participation"] == {"project": "River Port", "coins": 1, "resources": {"cloth": 1}}
    assert any(r["rule"] == "Babel rulebook, Great Project: River Port; An age, turn by turn" for r in v["reasons"])
    del doc["players"][0]["cards"][1]                              # no chain: one clay made, one bought
    v = check_document(doc)
    assert v["legal"] and v["cost"] == {"bank": 1, "left": 2, "right": 2}
    doc["action"]["build"] = "Temple"                              # blue: not River Port's colour
    v = check_document(doc)
    assert not v["legal"] and "yellow" in v["reasons"][-1]["text"]
    doc["action"] = {"player": "Denis", "stage": True, "project": True}
    assert not check_document(doc)["legal"]                        # never with a wonder stage


def test_no_participation_token_left():
    doc = copy.deepcopy(TABLE)
    doc.update(project={"card": "Obelisk", "tokens": {"Bob": 1, "Cid": 1}},
               action={"player": "Ann", "build": "Temple", "project": True})
    v = check_document(doc)           # 3 players: 2 tokens (seed 004: players - 1), both taken
    assert not v["legal"] and "no participation token is left" in v["reasons"][-1]["text"]


def outcome(project, tokens, age, players=None, tower=None, babel=None):
    doc = {"game": "7w", "expansions": ["babel"], "age": age, "check": "project",
           "project": {"card": project, "tokens": tokens},
           "players": copy.deepcopy(players or TABLE["players"])}
    if tower is not None:
        doc["tower"] = tower
    for name, b in (babel or {}).items():
        next(p for p in doc["players"] if p["name"] == name)["babel"] = b
    return check_document(doc)


def by_player(v):
    return {p["player"]: p for p in v["players"]}


def test_war_mirror_reward_rulebook_example():
    """seed 004, Конец Эпохи А (пример): Denis has 2 participation tokens at the end of age II;
    War Mirror's reward is an age II victory token, so he takes 2 of them."""
    v = outcome("War Mirror", {"Ann": 2}, 2)
    assert v["success"] and v["participation"] == {"needed": 2, "taken": 2}
    assert by_player(v)["Ann"]["take"] == ["victory-3", "victory-3"]
    assert by_player(v)["Bob"]["outcome"] == "none"


def test_war_mirror_reward_under_tile_19():
    # seed 004, Правила игры с другими дополнениями: tile 19 applies to the projects' victory tokens
    v = outcome("War Mirror", {"Ann": 2}, 2, tower=[19], babel={"Ann": {"tiles": [19]}})
    ann = by_player(v)["Ann"]
    assert ann["take"] == ["victory-1", "victory-1"]
    assert any({"book": "babel", "section": "tile", "detail": "19"} in r["citation"] for r in ann["reasons"])


def test_archives_penalty_rulebook_example():
    """seed 004, Конец Эпохи Б (пример): Denis has 2 tokens but tokens are left on Archives, so he
    gets nothing; Dmitry has none and discards a blue card of his choice."""
    players = copy.deepcopy(TABLE["players"])
    players[1]["cards"].append("Temple")
    v = outcome("Archives", {"Ann": 1}, 3, players=players)
    assert not v["success"] and v["participation"] == {"needed": 2, "taken": 1}
    got = by_player(v)
    assert got["Ann"]["outcome"] == "none" and "take" not in got["Ann"]
    assert got["Bob"]["discard_one_of"] == ["Temple"]
    assert got["Cid"]["take"] == ["penalty-3"]            # Cid has no blue card: cannot pay


def test_a_penalty_that_cannot_be_paid_rulebook_example():
    """seed 004, Невозможность уплаты штрафа (пример): at the end of age II the project failed, Ivan
    has no token and must lose all his coins; he has none, so he takes the age II penalty token (-2)."""
    players = copy.deepcopy(TABLE["players"])
    players[2]["coins"] = 0
    v = outcome("River Port", {}, 2, players=players)
    got = by_player(v)
    assert got["Cid"]["take"] == ["penalty-2"]
    assert got["Cid"]["reasons"][-1]["rule"] == "Babel rulebook, A penalty that cannot be paid"
    assert got["Ann"]["coins"] == -6                       # Ann can pay: she loses her 6 coins


@pytest.mark.parametrize("project,age,expect", [
    ("Belvedere", 1, lambda p: p["Ann"]["discard_one_of"] == ["Barracks"]),
    ("Double Walls", 1, lambda p: p["Ann"]["take"] == ["resource-block"]),
    ("Triumphal Arches", 3, lambda p: p["Ann"]["take"] == ["penalty-3"]),
])
def test_other_penalties(project, age, expect):
    assert expect(by_player(outcome(project, {}, age)))


def test_the_free_city_never_takes_part_nor_is_penalised():
    players = copy.deepcopy(TABLE["players"])
    players[2]["free_city"] = True
    players[2]["coins"] = 0
    v = outcome("River Port", {}, 2, players=players)
    assert by_player(v)["Cid"]["outcome"] == "none"
    with pytest.raises(BadInput) as exc:
        outcome("River Port", {"Cid": 1}, 2, players=players)
    assert "project.tokens.Cid" in [p.path for p in exc.value.problems]


def test_bad_babel_referee_input():
    doc = copy.deepcopy(TABLE)
    doc.update(tower=[4, 30], action={"player": "Ann", "build": "Temple", "project": "yes"})
    with pytest.raises(BadInput) as exc:
        check_document(doc)
    paths = [p.path for p in exc.value.problems]
    assert "tower[1]" in paths and "action.project" in paths


def test_the_free_city_variant_with_the_tower():
    """seed 004, Правила для 2 игроков: 2 visible tiles; the Free City gets no tiles."""
    doc = copy.deepcopy(TABLE)
    doc["players"][2]["free_city"] = True
    doc.update(tower=[8], action={"player": "Ann", "build": "Temple"})
    v = check_document(doc)
    assert v["legal"] and v["cost"]["bank"] == 3
    doc["tower"] = [8, 9, 10]
    with pytest.raises(BadInput) as exc:
        check_document(doc)
    assert "tower" in [p.path for p in exc.value.problems]


def test_discarding_to_place_a_tile():
    """seed 004, Описание Эпохи (Г): discard the card to place a tower tile, no coins."""
    v = verdict([], {"discard": True, "tile": True})
    assert v["legal"] and v["cost"] == {"bank": 0, "left": 0, "right": 0} and "gain" not in v
    assert v["babel"]["tile"] is True
    full = verdict([], {"discard": True, "tile": True}, ann={"babel": {"tiles": [1, 2, 3]}})
    assert not full["legal"] and "already placed all 3 tiles" in full["reasons"][-1]["text"]
    assert verdict([], {"discard": True})["gain"] == 3         # the plain discard still gives 3 coins


def test_a_proposed_deal_is_judged_as_in_the_base_game_with_the_tiles():
    """A deal for a stage with a tile visible goes through the Babel referee, which judges the deal
    with the 1st edition's reasons (seed 000, Торговля): Cid (Babylon A, Press, Brickyard) makes no
    wood, and the deal is priced 2 coins a resource."""
    v = verdict([1], {"player": "Ann", "stage": True, "buy": [{"from": "right", "resource": "wood", "count": 2}]},
                age=1)
    assert v["legal"] is False
    texts = " | ".join(r["text"] for r in v["reasons"])
    assert "Cid (right neighbour) cannot sell 2 wood: its board, brown and grey cards make only 0 wood a turn" in texts
    assert v["babel"]["deal"]["right"] == 4 and v["babel"]["tower"] == [1]


# -- the Double Walls penalty token (seed 004, Эффекты карт Великих Проектов, Штрафы) ------------

# Ann (Rhodos A: ore), Bob on her left (Gizah A: stone), Cid on her right (Babylon A: clay); age I, no cards.
BARE = {"game": "7w", "expansions": ["babel-projects"], "age": 1, "players": [
    {"name": "Ann", "wonder": "Rhodos", "side": "A", "cards": [], "coins": 6},
    {"name": "Bob", "wonder": "Gizah", "side": "A", "cards": [], "coins": 3},
    {"name": "Cid", "wonder": "Babylon", "side": "A", "cards": [], "coins": 3}]}
BLOCK_RULE = "Babel rulebook, Great Project: Double Walls; Penalties"


def bare(action, blocked=None):
    doc = copy.deepcopy(BARE)
    if blocked:
        next(p for p in doc["players"] if p["name"] == blocked)["babel"] = {"tokens": ["resource-block"]}
    doc["action"] = action
    return check_document(doc)


def test_the_resource_block_token_takes_the_boards_resource_from_its_holder():
    """seed 004, Штрафы: the player "теряет до конца игры возможность использования ресурсов ... своего
    Чуда Света" and the token lies on the board's resource. Ann builds Barracks (1 ore) with Rhodos's
    ore; once she holds the token she must buy ore, and neither neighbour makes any."""
    before = bare({"player": "Ann", "build": "Barracks"})
    assert before["legal"] and before["cost"] == {"bank": 0, "left": 0, "right": 0}
    v = bare({"player": "Ann", "build": "Barracks"}, blocked="Ann")
    assert not v["legal"] and v["cost"] is None
    assert any(r["rule"] == BLOCK_RULE and r["text"].startswith("Ann holds the resource-block token: Rhodos's "
                                                                 "starting resource (ore) is lost") for r in v["reasons"])
    # only the board's resource: a card's ore still serves her (Ore Vein)
    doc = copy.deepcopy(BARE)
    doc["players"][0].update(cards=["Ore Vein"], babel={"tokens": ["resource-block"]})
    doc["action"] = {"player": "Ann", "build": "Barracks"}
    assert check_document(doc)["legal"]


def test_a_neighbour_cannot_buy_a_blocked_resource():
    """seed 000, Торговля: a city buys what a neighbour produces; Bob's stone lies under the token, so
    Cid (Bob is his right neighbour) can no longer buy it for Baths (1 stone), by search or by a deal."""
    before = bare({"player": "Cid", "build": "Baths"})
    assert before["legal"] and before["cost"] == {"bank": 0, "left": 0, "right": 2}
    assert not bare({"player": "Cid", "build": "Baths"}, blocked="Bob")["legal"]
    deal = {"player": "Cid", "build": "Baths", "buy": [{"from": "right", "resource": "stone", "count": 1}]}
    assert bare(deal)["legal"]
    v = bare(deal, blocked="Bob")
    assert not v["legal"]
    texts = [r["text"] for r in v["reasons"]]
    assert "Bob (right neighbour) cannot sell 1 stone: its board, brown and grey cards make only 0 stone a turn" in texts
    assert any(r["rule"] == BLOCK_RULE and r["text"].startswith("Bob holds the resource-block token") for r in v["reasons"])


# -- tile 13: the chain is a right, its tax is due only when it is used ------------------------------

def library(ann_cards, coins=6, bob_cards=(), **action):
    """Age II, tile 13 visible; Ann built Scriptorium, so Library (2 stone + 1 cloth) chains from it;
    Bob (her left) makes Gizah's stone and what ``bob_cards`` make."""
    doc = copy.deepcopy(TABLE)
    doc.update(tower=[13], expansions=["babel-tower"])
    doc["players"][0].update(cards=["Scriptorium"] + ann_cards, coins=coins)
    doc["players"][1]["cards"] = list(bob_cards)
    doc["action"] = dict({"player": "Ann", "build": "Library"}, **action)
    return check_document(doc)


def ways(v):
    return sorted(((o["chain"] or ""), o["bank"], o["left"], o["right"]) for o in v["options"])


def test_tile_13_paying_the_cost_with_no_chain_owes_no_chain_tax():
    """seed 000, Бесплатные здания: the player "имеет право" to build through the chain; seed 004, 13:
    the tax is due when the players "используют цепочку зданий". Ann makes 2 stone (Quarry) and cloth
    (Loom): the chain costs her the age II tax (2 coins), paying the cost costs nothing. Both ways are
    listed; the cheaper one, paying, is the verdict's cost."""
    v = library(["Quarry", "Loom"])
    assert v["legal"] and v["free"] is None and v["cost"] == {"bank": 0, "left": 0, "right": 0}
    assert ways(v) == [("", 0, 0, 0), ("Scriptorium", 2, 0, 0)]
    assert cites(v, 13)
    assert any(r["text"].startswith("Ann may also build through the chain (Scriptorium) and pay its tax: 2 coins")
               for r in v["reasons"])
    # with 1 coin the chain's tax cannot be paid, but paying the cost still can
    poor = library(["Quarry", "Loom"], coins=1)
    assert poor["legal"] and poor["cost"] == {"bank": 0, "left": 0, "right": 0} and ways(poor) == [("", 0, 0, 0)]


def test_tile_13_lists_the_chain_and_the_trade_and_keeps_the_chain_when_nothing_else_pays():
    # Ann buys the cloth from Bob (Loom) for 2 coins, or pays the 2-coin tax: both listed, a tie on coins
    v = library(["Quarry"], bob_cards=["Loom"])
    assert v["legal"] and ways(v) == [("", 0, 2, 0), ("Scriptorium", 2, 0, 0)]
    assert v["free"] == "Scriptorium" and v["cost"] == {"bank": 2, "left": 0, "right": 0}
    # nobody makes cloth: only the chain (with its tax) is left
    only = library([])
    assert only["legal"] and only["free"] == "Scriptorium" and ways(only) == [("Scriptorium", 2, 0, 0)]


def test_tile_13_a_proposed_deal_fits_either_way():
    # "buy": [] with her own stone and cloth: the cost is paid, no tax
    own = library(["Quarry", "Loom"], buy=[])
    assert own["legal"] and own["free"] is None and own["cost"] == {"bank": 0, "left": 0, "right": 0}
    # "buy": [] without them: the chain, with its tax (as the base game reads an empty deal with a chain)
    chain = library([], buy=[])
    assert chain["legal"] and chain["free"] == "Scriptorium" and chain["cost"] == {"bank": 2, "left": 0, "right": 0}
    # buying the cloth from Bob: paying the cost, no tax
    bought = library(["Quarry"], bob_cards=["Loom"], buy=[{"from": "left", "resource": "cloth", "count": 1}])
    assert bought["legal"] and bought["free"] is None and bought["cost"] == {"bank": 0, "left": 2, "right": 0}
    # a deal that fits neither way is refused with the paying way's problems
    bad = library(["Quarry"], bob_cards=["Loom"], buy=[{"from": "left", "resource": "cloth", "count": 2}])
    assert not bad["legal"]
    assert any("cannot sell 2 cloth" in r["text"] for r in bad["reasons"])


def test_tile_13_a_turn_moves_the_coins_of_the_way_chosen():
    doc = copy.deepcopy(TABLE)
    doc.update(tower=[13], expansions=["babel-tower"])
    doc["players"][0].update(cards=["Scriptorium", "Quarry", "Loom"])
    doc["players"][1]["cards"] = []
    doc["actions"] = [{"player": "Ann", "build": "Library"}, {"player": "Bob", "discard": True},
                      {"player": "Cid", "discard": True}]
    v = check_document(doc)
    assert v["legal"] and v["coins"]["Ann"] == {"start": 6, "end": 6}        # no tax: the cost is paid
