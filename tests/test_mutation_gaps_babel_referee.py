"""Whole verdicts on one action with Babel (``referee.expansions.babel.check``), each a position from the
rulebooks (seed 004, Babel; seed 000, the 1st edition) that a wrong rule or a wrong sentence in the checker
would change: the tests mutation testing of the module asked for (README "Mutation testing").

"seed 004" is the Babel rulebook, "seed 000" the 1st edition's (shared/seeds/). The table is
``test_babel_referee.TABLE``: Ann (Rhodos A: ore; Lumber Yard, Clay Pool, Barracks, Scriptorium; 6 coins)
between Bob on her left (Gizah A: stone; Timber Yard, Glassworks, Quarry, Workshop) and Cid on her right
(Babylon A: clay; Press, Brickyard).
"""
from test_babel_referee import TABLE, check_document, outcome, verdict
from test_referee_check_verdicts import whole

from scoring.core.i18n import use_language

CARDS = ["Lumber Yard", "Clay Pool", "Barracks", "Scriptorium"]
TOWER_RULE = "Babel rulebook, When the construction tiles act"
TRADING = "Rulebook, Trading"


def tile(n: int) -> str:
    return f"Babel rulebook, construction tile {n} of the Tower of Babel; The construction tiles' effects"


def whole_outcome(v):
    """A project's end-of-age outcome with each reason, the table's and each player's, as (text, readable rule)."""
    out = {k: x for k, x in v.items() if k not in ("reasons", "players")}
    out["reasons"] = [(r["text"], r["rule"]) for r in v["reasons"]]
    out["players"] = [dict({k: x for k, x in p.items() if k != "reasons"},
                           reasons=[(r["text"], r["rule"]) for r in p["reasons"]]) for p in v["players"]]
    return out


# -- the tiles' taxes and bonuses on a build (seed 004, Эффекты тайлов Строительства 1, 5, 6, 13, 14, 16, 24) --

def test_a_red_card_under_the_red_tax_and_the_chain_tax():
    """Tiles 1 and 13 in age II: Stables (red) is taxed 2 coins, and 2 more through the chain from
    Apothecary; Ann makes its ore, clay and wood herself, so paying the cost owes only the red tax."""
    v = verdict([1, 13], {"build": "Stables"}, 2, {"cards": CARDS + ["Apothecary"]})
    chain = ("Babel rulebook, construction tile 13 of the Tower of Babel; The construction tiles' effects; "
             "Rulebook, Free construction (chains)")
    assert whole(v) == {
        "legal": True, "player": "Ann", "action": "build", "card": "Stables", "free": None,
        "cost": {"bank": 2, "left": 0, "right": 0},
        "options": [{"bank": 4, "left": 0, "right": 0, "buys": [], "chain": "Apothecary"},
                    {"bank": 2, "left": 0, "right": 0, "buys": [], "chain": None}],
        "babel": {"tower": [1, 13], "gain": 0},
        "reasons": [
            ("visible tower tiles: 1, 13 (each acts on every player)", TOWER_RULE),
            ("Stables costs 1 clay, 1 ore, 1 wood", "Rulebook, Resource cost"),
            ("Ann built Apothecary, so Stables could be built through the chain with tile 13's tax; paying the cost "
             "instead is allowed (a chain is a right) and owes no chain tax", chain),
            ("tile 1: tax on a red card: 2 coins to the bank in age II (free builds are taxed too)", tile(1)),
            ("Ann may also build through the chain (Apothecary) and pay its tax: 4 coins (bank 4, left 0, right 0)",
             chain),
            ("Ann pays 2 of the 6 coins held (bank 2, left 0, right 0)", TRADING)]}


def test_the_stage_tax_in_age_one_is_one_coin():
    """Tile 16 in age I: Rhodos A's first stage (2 wood: one made, one bought from Bob for 2) and 1 coin of tax."""
    v = verdict([16], {"stage": True}, 1, {"cards": ["Lumber Yard"]})
    assert whole(v) == {
        "legal": True, "player": "Ann", "action": "stage", "card": None, "free": None,
        "cost": {"bank": 1, "left": 2, "right": 0},
        "options": [{"bank": 1, "left": 2, "right": 0,
                     "buys": [{"from": "left", "resource": "wood", "count": 1, "price": 2}]}],
        "babel": {"tower": [16], "gain": 0}, "stage": 1,
        "reasons": [
            ("visible tower tiles: 16 (each acts on every player)", TOWER_RULE),
            ("stage 1 of Rhodos A costs 2 wood", "Rulebook, Build a stage of a wonder"),
            ("tile 16: tax on a wonder stage: 1 coin to the bank in age I (free builds are taxed too)", tile(16)),
            ("Ann pays 3 of the 6 coins held (bank 1, left 2, right 0)", TRADING)]}


def test_a_blue_card_through_a_chain_under_both_bonuses():
    """Tiles 5 and 14 in age II: Temple, free through Altar, gives 2 coins as a blue card and 2 more as a chain."""
    v = verdict([5, 14], {"build": "Temple"}, 2, {"cards": CARDS + ["Altar"]})
    assert whole(v) == {
        "legal": True, "player": "Ann", "action": "build", "card": "Temple", "free": "Altar",
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "babel": {"tower": [5, 14], "gain": 4},
        "reasons": [
            ("visible tower tiles: 5, 14 (each acts on every player)", TOWER_RULE),
            ("Temple costs 1 clay, 1 glass, 1 wood", "Rulebook, Resource cost"),
            ("Ann built Altar, so Temple is free (chain)", "Rulebook, Free construction (chains)"),
            ("tile 5: this build gives 2 coins from the bank (after the turn)", tile(5)),
            ("tile 14: this build gives 2 coins from the bank (after the turn)", tile(14)),
            ("Ann pays 0 of the 6 coins held (bank 0, left 0, right 0)", TRADING)]}


def test_the_blue_bonus_in_age_one_is_one_coin():
    v = verdict([5], {"build": "Altar"}, 1, {"cards": []})
    assert whole(v) == {
        "legal": True, "player": "Ann", "action": "build", "card": "Altar", "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "babel": {"tower": [5], "gain": 1},
        "reasons": [
            ("visible tower tiles: 5 (each acts on every player)", TOWER_RULE),
            ("Altar costs nothing", "Rulebook, Resource cost"),
            ("tile 5: this build gives 1 coin from the bank (after the turn)", tile(5)),
            ("Ann pays 0 of the 6 coins held (bank 0, left 0, right 0)", TRADING)]}


def test_the_guild_bonus_is_five_coins_whatever_the_age():
    """Tile 24: a guild gives 5 coins (not the age); Traders Guild's glass and papyrus bought for 2 each."""
    v = verdict([24], {"build": "Traders Guild"}, 3, {"cards": CARDS + ["Loom"]})
    assert whole(v) == {
        "legal": True, "player": "Ann", "action": "build", "card": "Traders Guild", "free": None,
        "cost": {"bank": 0, "left": 2, "right": 2},
        "options": [{"bank": 0, "left": 2, "right": 2,
                     "buys": [{"from": "left", "resource": "glass", "count": 1, "price": 2},
                              {"from": "right", "resource": "papyrus", "count": 1, "price": 2}]}],
        "babel": {"tower": [24], "gain": 5},
        "reasons": [
            ("visible tower tiles: 24 (each acts on every player)", TOWER_RULE),
            ("Traders Guild costs 1 cloth, 1 glass, 1 papyrus", "Rulebook, Resource cost"),
            ("tile 24: this build gives 5 coins from the bank (after the turn)", tile(24)),
            ("Ann pays 4 of the 6 coins held (bank 0, left 2, right 2)", TRADING)]}


# -- a Great Project's end-of-age outcome (seed 004, Конец Эпохи А/Б; Награды; Штрафы) --------------------------

def built(project: str) -> str:
    return f"Babel rulebook, Great Project: {project}; End of an age: the project built"


def unfinished(project: str) -> str:
    return f"Babel rulebook, Great Project: {project}; End of an age: the project not finished"


def no_part(player: str, project: str) -> dict:
    return {"player": player, "tokens": 0, "outcome": "none",
            "reasons": [(f"{project} was built; {player} took no part: no consequence", built(project))]}


def success(project: str, age: int) -> dict:
    return {"project": project, "age": age, "success": True, "participation": {"needed": 2, "taken": 2},
            "reasons": [(f"all 2 participation tokens were taken: {project} is built",
                         f"Babel rulebook, Great Project: {project}; End of an age")]}


TILE_19 = tile(19) + "; Playing with other expansions"


def test_a_coin_reward_is_paid_per_participation_token():
    """seed 004, Конец Эпохи А: Ann holds both of the 3-player table's tokens of Rampart Road (4 coins each)."""
    assert whole_outcome(outcome("Rampart Road", {"Ann": 2}, 1)) == dict(success("Rampart Road", 1), players=[
        {"player": "Ann", "tokens": 2, "outcome": "reward", "coins": 8,
         "reasons": [("Ann takes 8 coins (4 per participation token)", built("Rampart Road") + "; Rewards")]},
        no_part("Bob", "Rampart Road"), no_part("Cid", "Rampart Road")])


def test_tile_19_lowers_the_giant_trebuchets_victory_token():
    """seed 004, Правила игры с другими дополнениями: tile 19 turns the project's 5 VP token into 3 VP (the
    tile that does it is named, not another visible one)."""
    lowered = ("tile 19 lowers the project's victory token: 5 VP → 3 VP", TILE_19)
    assert whole_outcome(outcome("Giant Trebuchet", {"Ann": 1, "Bob": 1}, 3, tower=[1, 19])) == dict(
        success("Giant Trebuchet", 3), players=[
            {"player": "Ann", "tokens": 1, "outcome": "reward", "take": ["victory-3"], "reasons": [
                ("Ann takes 1 × Victory token (5 VP) (one per participation token)",
                 built("Giant Trebuchet") + "; Rewards"), lowered]},
            {"player": "Bob", "tokens": 1, "outcome": "reward", "take": ["victory-3"], "reasons": [
                ("Bob takes 1 × Victory token (5 VP) (one per participation token)",
                 built("Giant Trebuchet") + "; Rewards"), lowered]},
            no_part("Cid", "Giant Trebuchet")])


def test_tile_19_leaves_nothing_of_the_double_walls_victory_token():
    """Tile 19: a 1 VP token becomes nothing, so the participants of Double Walls take no token."""
    lowered = ("tile 19 lowers the project's victory token: 1 VP → 0 VP", TILE_19)
    assert whole_outcome(outcome("Double Walls", {"Ann": 1, "Cid": 1}, 1, tower=[19])) == dict(
        success("Double Walls", 1), players=[
            {"player": "Ann", "tokens": 1, "outcome": "reward", "take": [], "reasons": [
                ("Ann takes 1 × Victory token (1 VP) (one per participation token)",
                 built("Double Walls") + "; Rewards"), lowered]},
            no_part("Bob", "Double Walls"),
            {"player": "Cid", "tokens": 1, "outcome": "reward", "take": [], "reasons": [
                ("Cid takes 1 × Victory token (1 VP) (one per participation token)",
                 built("Double Walls") + "; Rewards"), lowered]}])


def test_menagerie_gives_each_participant_a_guild_token():
    """Tile 19 lowers victory tokens only: the Guild token is taken as it is."""
    assert whole_outcome(outcome("Menagerie", {"Bob": 1, "Cid": 1}, 3, tower=[19])) == dict(success("Menagerie", 3), players=[
        no_part("Ann", "Menagerie"),
        {"player": "Bob", "tokens": 1, "outcome": "reward", "take": ["guild"], "reasons": [
            ("Bob takes 1 × Guild token (one per participation token)", built("Menagerie") + "; Rewards")]},
        {"player": "Cid", "tokens": 1, "outcome": "reward", "take": ["guild"], "reasons": [
            ("Cid takes 1 × Guild token (one per participation token)", built("Menagerie") + "; Rewards")]}])


def failure(project: str, age: int, taken: int) -> dict:
    return {"project": project, "age": age, "success": False, "participation": {"needed": 2, "taken": taken},
            "reasons": [(f"{2 - taken} of 2 participation tokens are left: {project} is not finished",
                         f"Babel rulebook, Great Project: {project}; End of an age")]}


def took_part(player: str, project: str) -> dict:
    return {"player": player, "tokens": 1, "outcome": "none", "reasons": [
        (f"{project} was not finished; {player} took part, so no penalty and no reward", unfinished(project))]}


def cannot_pay(player: str, age: int) -> tuple[str, str]:
    return (f"{player} cannot pay the penalty: takes the age {age} penalty token (-{age} VP)",
            "Babel rulebook, A penalty that cannot be paid")


def players(**changes):
    """The table's players, each updated with ``changes[name]``."""
    return [dict(p, **changes.get(p["name"], {})) for p in TABLE["players"]]


def test_river_port_unfinished_takes_the_coins_or_gives_a_penalty_token():
    """seed 004, Невозможность уплаты штрафа (пример): without coins to lose, the age II penalty token (-2)."""
    v = outcome("River Port", {"Ann": 1}, 2, players=players(Cid={"coins": 0}))
    penalties = unfinished("River Port") + "; Penalties"
    assert whole_outcome(v) == dict(failure("River Port", 2, 1), players=[
        took_part("Ann", "River Port"),
        {"player": "Bob", "tokens": 0, "outcome": "penalty", "coins": -3,
         "reasons": [("Bob loses all 3 coins", penalties)]},
        {"player": "Cid", "tokens": 0, "outcome": "penalty", "take": ["penalty-2"],
         "reasons": [("Cid has no coins to lose", penalties), cannot_pay("Cid", 2)]}])


def test_triumphal_arches_unfinished_counts_military_and_project_victory_tokens():
    """Triumphal Arches' penalty: discard 2 victory tokens, the military ones and the projects' alike
    (Cid: a +5 of the conflicts and a project's +3); Bob's -1 is a defeat, not a victory token, so he holds
    one; Ann holds none (fewer than 2: the penalty cannot be paid, app's reading in scoring/data/babel.json)."""
    with use_language("ru"):
        ru = outcome("Triumphal Arches", {}, 3, players=players(Ann={"military": []}), babel={})
    assert ru["players"][0]["reasons"][0]["rule"].endswith(
        "; как считает приложение: правила оставляют этот вопрос открытым")
    v = outcome("Triumphal Arches", {}, 3, players=players(Ann={"military": []}, Bob={"military": [-1, 1]},
                                                            Cid={"military": [5]}),
                babel={"Cid": {"tokens": ["victory-3", "penalty-2"]}})
    penalties = unfinished("Triumphal Arches") + "; Penalties"
    # the app's reading is said as such (the rules leave it open), the data file's note never
    read = penalties + "; the app's reading where the rules leave the point open"
    assert whole_outcome(v) == dict(failure("Triumphal Arches", 3, 0), players=[
        {"player": "Ann", "tokens": 0, "outcome": "penalty", "take": ["penalty-3"],
         "reasons": [("Ann holds 0 victory tokens, fewer than 2", read), cannot_pay("Ann", 3)]},
        {"player": "Bob", "tokens": 0, "outcome": "penalty", "take": ["penalty-3"],
         "reasons": [("Bob holds 1 victory token, fewer than 2", read), cannot_pay("Bob", 3)]},
        {"player": "Cid", "tokens": 0, "outcome": "penalty", "discard_victory_tokens": 2,
         "reasons": [("Cid discards 2 victory tokens of their choice (holds +3, +5)", penalties)]}])


def test_double_walls_unfinished_blocks_each_absent_players_starting_resource():
    penalties = unfinished("Double Walls") + "; Penalties"
    assert whole_outcome(outcome("Double Walls", {"Ann": 1}, 1)) == dict(failure("Double Walls", 1, 1), players=[
        took_part("Ann", "Double Walls"),
        {"player": "Bob", "tokens": 0, "outcome": "penalty", "take": ["resource-block"], "reasons": [
            ("Bob loses the use of Gizah's starting resource (stone) for the rest of the game", penalties)]},
        {"player": "Cid", "tokens": 0, "outcome": "penalty", "take": ["resource-block"], "reasons": [
            ("Cid loses the use of Babylon's starting resource (clay) for the rest of the game", penalties)]}])


def test_belvedere_unfinished_discards_a_red_card_or_gives_the_age_one_penalty_token():
    penalties = unfinished("Belvedere") + "; Penalties"
    v = outcome("Belvedere", {}, 1, players=players(Ann={"cards": CARDS + ["Stockade"]}))
    assert whole_outcome(v) == dict(failure("Belvedere", 1, 0), players=[
        {"player": "Ann", "tokens": 0, "outcome": "penalty", "discard_one_of": ["Barracks", "Stockade"],
         "reasons": [("Ann discards one red card of their choice (Barracks, Stockade)", penalties)]},
        {"player": "Bob", "tokens": 0, "outcome": "penalty", "take": ["penalty-1"],
         "reasons": [("Bob has no red card to discard", penalties), cannot_pay("Bob", 1)]},
        {"player": "Cid", "tokens": 0, "outcome": "penalty", "take": ["penalty-1"],
         "reasons": [("Cid has no red card to discard", penalties), cannot_pay("Cid", 1)]}])


FREE_CITY = ("the Free City takes no part and is never penalised", "Babel rulebook, Two players")


def test_the_free_city_is_never_penalised_when_a_project_fails():
    """seed 004, Правила для 2 игроков: the Free City (Cid) takes no part and no penalty; Bob, without
    coins to lose, takes the age II penalty token."""
    v = outcome("River Port", {"Ann": 1}, 2, players=players(Bob={"coins": 0}, Cid={"free_city": True, "coins": 0}))
    assert whole_outcome(v) == dict(failure("River Port", 2, 1), players=[
        took_part("Ann", "River Port"),
        {"player": "Bob", "tokens": 0, "outcome": "penalty", "take": ["penalty-2"],
         "reasons": [("Bob has no coins to lose", unfinished("River Port") + "; Penalties"), cannot_pay("Bob", 2)]},
        {"player": "Cid", "tokens": 0, "outcome": "none", "reasons": [FREE_CITY]}])


def test_two_players_build_cranes_with_their_two_tokens():
    """seed 004, Правила для 2 игроков: 2 participation tokens with 2 players; each takes a Free Build token.
    The Free City (Bob) sits between them: the players after it are judged too."""
    v = outcome("Cranes", {"Ann": 1, "Cid": 1}, 1, players=players(Bob={"free_city": True}))
    assert whole_outcome(v) == dict(success("Cranes", 1), players=[
        {"player": "Ann", "tokens": 1, "outcome": "reward", "take": ["free-build"], "reasons": [
            ("Ann takes 1 × Free Build token (one per participation token)", built("Cranes") + "; Rewards")]},
        {"player": "Bob", "tokens": 0, "outcome": "none", "reasons": [FREE_CITY]},
        {"player": "Cid", "tokens": 1, "outcome": "reward", "take": ["free-build"], "reasons": [
            ("Cid takes 1 × Free Build token (one per participation token)", built("Cranes") + "; Rewards")]}])


def test_taking_part_under_a_tax_and_a_free_resource_tile():
    """Tiles 6 and 21 in age II, Obelisk the current project (blue: 1 coin and 1 papyrus, seed 004, Описание Эпохи):
    Temple's tax (2) and the participation's coin (1) go to the bank; Ann makes clay and wood, tile 21 gives
    her glass or papyrus once this turn, and she buys the other (2 coins either way)."""
    v = verdict([6, 21], {"build": "Temple", "project": True}, 2, project={"card": "Obelisk", "tokens": {}})
    assert whole(v) == {
        "legal": True, "player": "Ann", "action": "build", "card": "Temple", "free": None,
        "cost": {"bank": 3, "left": 0, "right": 2},
        "options": [{"bank": 3, "left": 0, "right": 2,
                     "buys": [{"from": "right", "resource": "papyrus", "count": 1, "price": 2}]},
                    {"bank": 3, "left": 2, "right": 0,
                     "buys": [{"from": "left", "resource": "glass", "count": 1, "price": 2}]}],
        "babel": {"tower": [6, 21], "participation": {"project": "Obelisk", "coins": 1, "resources": {"papyrus": 1}},
                  "gain": 0},
        "reasons": [
            ("visible tower tiles: 6, 21 (each acts on every player)", TOWER_RULE),
            ("Temple costs 1 clay, 1 glass, 1 wood", "Rulebook, Resource cost"),
            ("tile 6: tax on a blue card: 2 coins to the bank in age II (free builds are taxed too)", tile(6)),
            ("Ann takes part in Obelisk: 1 coin to the bank + 1 papyrus on top of the build, and takes a "
             "participation token", "Babel rulebook, Great Project: Obelisk; An age, turn by turn"),
            ("tile 21: Ann may use 1 glass or cloth or papyrus free this turn (for its own build only)", tile(21)),
            ("Ann pays 5 of the 6 coins held (bank 3, left 0, right 2)", TRADING)]}


# -- a proposed deal ("buy") under a tile that changes what a build costs: judged with the tile, not by the base game --

def test_a_deal_under_tile_2_buys_nothing_for_a_red_card():
    v = verdict([2], {"build": "Archery Range", "buy": []}, 2)
    assert whole(v) == {
        "legal": True, "player": "Ann", "action": "build", "card": "Archery Range", "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "babel": {"tower": [2], "gain": 0, "deal": {"bank": 0, "left": 0, "right": 0, "buys": []}},
        "reasons": [
            ("visible tower tiles: 2 (each acts on every player)", TOWER_RULE),
            ("Archery Range costs 1 ore, 2 wood", "Rulebook, Resource cost"),
            ("tile 2: red cards ignore their resource cost (coins still due)", tile(2)),
            ("the deal is legal with the visible tiles: Ann pays 0", TRADING)]}


def test_a_deal_under_tile_8_pays_a_blue_card_in_coins():
    v = verdict([8], {"build": "Temple", "buy": []}, 2)
    assert whole(v) == {
        "legal": True, "player": "Ann", "action": "build", "card": "Temple", "free": None,
        "cost": {"bank": 3, "left": 0, "right": 0},
        "options": [{"bank": 3, "left": 0, "right": 0, "buys": []}],
        "babel": {"tower": [8], "gain": 0, "deal": {"bank": 3, "left": 0, "right": 0, "buys": []}},
        "reasons": [
            ("visible tower tiles: 8 (each acts on every player)", TOWER_RULE),
            ("Temple costs 1 clay, 1 glass, 1 wood", "Rulebook, Resource cost"),
            ("tile 8: blue cards are paid in coins, one per resource symbol: 3 coins to the bank instead of 1 clay, "
             "1 glass, 1 wood", tile(8)),
            ("the deal is legal with the visible tiles: Ann pays 3", TRADING)]}


def test_a_deal_under_tile_17_buys_one_stone_less():
    """Walls (3 stone): tile 17 gives Ann one stone this turn, so buying 2 from Bob (2 coins each) is enough."""
    v = verdict([17], {"build": "Walls", "buy": [{"from": "left", "resource": "stone", "count": 2}]}, 2)
    stone = [{"from": "left", "resource": "stone", "count": 2, "price": 2}]
    assert whole(v) == {
        "legal": True, "player": "Ann", "action": "build", "card": "Walls", "free": None,
        "cost": {"bank": 0, "left": 4, "right": 0},
        "options": [{"bank": 0, "left": 4, "right": 0, "buys": stone}],
        "babel": {"tower": [17], "gain": 0, "deal": {"bank": 0, "left": 4, "right": 0, "buys": stone}},
        "reasons": [
            ("visible tower tiles: 17 (each acts on every player)", TOWER_RULE),
            ("Walls costs 3 stone", "Rulebook, Resource cost"),
            ("tile 17: Ann may use 1 wood or stone free this turn (for its own build only)", tile(17)),
            ("the deal is legal with the visible tiles: Ann pays 4", TRADING)]}


# -- the cities as the tiles and the Double Walls penalty make them (seed 004, 3, 4, 20; Штрафы) --------------------

def test_tile_3_leaves_walls_unpayable():
    """Walls (3 stone): Ann makes none, and with tile 3 Bob's Quarry (stone/clay) gives nothing, so only his
    board's stone is for sale (seed 000, Торговля: a neighbour sells what his city produces). Cid holds Press
    alone here (no card tile 3 disables)."""
    doc = {"game": "7w", "expansions": ["babel"], "age": 2, "tower": [3], "players": players(Cid={"cards": ["Press"]}),
           "action": {"player": "Ann", "build": "Walls"}}
    assert whole(check_document(doc)) == {
        "legal": False, "player": "Ann", "action": "build", "card": "Walls", "free": None, "cost": None,
        "options": [], "babel": {"tower": [3], "gain": 0},
        "reasons": [
            ("visible tower tiles: 3 (each acts on every player)", TOWER_RULE),
            ("Timber Yard, Quarry of Bob give nothing while tile 3 is visible (they still count for chains)", tile(3)),
            ("Walls costs 3 stone", "Rulebook, Resource cost"),
            ("Walls cannot be paid: 3 stone cannot be produced or bought with the visible tiles", TRADING)]}


def test_tile_20_makes_one_stone_pit_pay_for_walls():
    v = verdict([20], {"build": "Walls"}, 2, {"cards": CARDS + ["Stone Pit"]})
    assert whole(v) == {
        "legal": True, "player": "Ann", "action": "build", "card": "Walls", "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "babel": {"tower": [20], "gain": 0},
        "reasons": [
            ("visible tower tiles: 20 (each acts on every player)", TOWER_RULE),
            ("Lumber Yard, Clay Pool, Stone Pit of Ann produce any number of their resource (tile 20)", tile(20)),
            ("Walls costs 3 stone", "Rulebook, Resource cost"),
            ("Ann pays 0 of the 6 coins held (bank 0, left 0, right 0)", TRADING)]}


def test_the_resource_block_token_takes_rhodos_ore():
    """seed 004, Штрафы (Double Walls): Ann's board no longer makes ore, and neither neighbour sells ore."""
    v = verdict([], {"build": "Stables"}, 2, {"babel": {"tokens": ["resource-block"]}})
    assert whole(v) == {
        "legal": False, "player": "Ann", "action": "build", "card": "Stables", "free": None, "cost": None,
        "options": [], "babel": {"tower": [], "gain": 0},
        "reasons": [
            ("Ann holds the resource-block token: Rhodos's starting resource (ore) is lost for the rest of the "
             "game, for Ann's builds and for neighbours buying it", "Babel rulebook, Great Project: Double Walls; Penalties"),
            ("Stables costs 1 clay, 1 ore, 1 wood", "Rulebook, Resource cost"),
            ("Stables cannot be paid: 1 clay, 1 ore, 1 wood cannot be produced or bought with the visible tiles",
             TRADING)]}


def test_the_chain_tax_when_the_chain_is_the_only_way():
    """Tile 13 in age II: Library through Scriptorium is taxed 2 coins; its cost (2 stone, 1 cloth) cannot be
    paid (nobody sells cloth), so the chain is the only way. The same verdict in Russian."""
    library = {"legal": True, "player": "Ann", "action": "build", "card": "Library", "free": "Scriptorium",
               "cost": {"bank": 2, "left": 0, "right": 0},
               "options": [{"bank": 2, "left": 0, "right": 0, "buys": [], "chain": "Scriptorium"}],
               "babel": {"tower": [13], "gain": 0}}
    assert whole(verdict([13], {"build": "Library"}, 2)) == dict(library, reasons=[
        ("visible tower tiles: 13 (each acts on every player)", TOWER_RULE),
        ("Library costs 1 cloth, 2 stone", "Rulebook, Resource cost"),
        ("Ann built Scriptorium, so Library is free (chain)", "Rulebook, Free construction (chains)"),
        ("tile 13: tax on a build through a chain: 2 coins to the bank in age II (free builds are taxed too)", tile(13)),
        ("Ann pays 2 of the 6 coins held (bank 2, left 0, right 0)", TRADING)])
    with use_language("ru"):
        v = verdict([13], {"build": "Library"}, 2)
    assert whole(v) == dict(library, reasons=[
        ("видимые тайлы башни: 13 (каждый действует на всех игроков)",
         "Правила дополнения «Вавилон», Действие тайлов Строительства"),
        ("«Библиотека»: стоимость — 1 ткань, 2 камня", "Правила, Стоимость в ресурсах"),
        ("Ann построил карту «Скрипторий», поэтому «Библиотека» строится бесплатно (цепочка)",
         "Правила, Бесплатное строительство (цепочки)"),
        ("тайл 13: налог на постройку по цепочке: 2 монеты в банк в эпохе II (бесплатные постройки тоже облагаются)",
         "Правила дополнения «Вавилон», тайл Строительства 13 Вавилонской башни; Эффекты тайлов Строительства"),
        ("Ann платит 2 (монет: 6; банк 2, слева 0, справа 0)", "Правила, Торговля")])


def test_a_projects_outcome_in_russian_and_ukrainian():
    """The coin reward (Rampart Road, Russian; the names of 12 projects are found in no Russian source and
    stay English, scoring/data/babel.json names_not_found) and River Port's failure in Ukrainian."""
    ru_rule = "Правила дополнения «Вавилон», Великий Проект: Rampart Road; Конец эпохи"
    ru_none = [("проект «Rampart Road» построен; {} не участвовал: без последствий", ru_rule + ": проект построен")]
    with use_language("ru"):
        v = outcome("Rampart Road", {"Ann": 2}, 1)
    assert whole_outcome(v) == {
        "project": "Rampart Road", "age": 1, "success": True, "participation": {"needed": 2, "taken": 2},
        "reasons": [("все жетоны Участия (2) разобраны: проект «Rampart Road» построен", ru_rule)],
        "players": [
            {"player": "Ann", "tokens": 2, "outcome": "reward", "coins": 8, "reasons": [
                ("Ann получает 8 монет (по 4 за жетон Участия)", ru_rule + ": проект построен; Награды")]},
            {"player": "Bob", "tokens": 0, "outcome": "none", "reasons": [(t.format("Bob"), r) for t, r in ru_none]},
            {"player": "Cid", "tokens": 0, "outcome": "none", "reasons": [(t.format("Cid"), r) for t, r in ru_none]}]}
    uk_rule = "Правила доповнення «Вавилон», Великий Проєкт: River Port; Кінець епохи"
    uk_penalties = uk_rule + ": проєкт не завершено; Штрафи"
    with use_language("uk"):
        v = outcome("River Port", {"Ann": 1}, 2, players=players(Cid={"coins": 0}))
    assert whole_outcome(v) == {
        "project": "River Port", "age": 2, "success": False, "participation": {"needed": 2, "taken": 1},
        "reasons": [("лишилося жетонів Участі: 1 з 2; проєкт «River Port» не добудовано", uk_rule)],
        "players": [
            {"player": "Ann", "tokens": 1, "outcome": "none", "reasons": [
                ("проєкт «River Port» не добудовано; Ann брав участь, тож ні штрафу, ні нагороди",
                 uk_rule + ": проєкт не завершено")]},
            {"player": "Bob", "tokens": 0, "outcome": "penalty", "coins": -3, "reasons": [
                ("Bob втрачає всі монети (3)", uk_penalties)]},
            {"player": "Cid", "tokens": 0, "outcome": "penalty", "take": ["penalty-2"], "reasons": [
                ("у Cid немає монет, які можна втратити", uk_penalties),
                ("Cid не може сплатити штраф: бере жетон Штрафу Епохи 2 (-2 ПБ)",
                 "Правила доповнення «Вавилон», Неможливість сплатити штраф")]}]}


def test_the_blue_tiles_leave_a_green_chain_alone():
    """Tiles 5 and 6 act on blue cards only: Library (green) through Scriptorium owes tile 13's chain tax alone
    and gains nothing."""
    v = verdict([5, 6, 13], {"build": "Library"}, 2)
    assert whole(v) == {
        "legal": True, "player": "Ann", "action": "build", "card": "Library", "free": "Scriptorium",
        "cost": {"bank": 2, "left": 0, "right": 0},
        "options": [{"bank": 2, "left": 0, "right": 0, "buys": [], "chain": "Scriptorium"}],
        "babel": {"tower": [5, 6, 13], "gain": 0},
        "reasons": [
            ("visible tower tiles: 5, 6, 13 (each acts on every player)", TOWER_RULE),
            ("Library costs 1 cloth, 2 stone", "Rulebook, Resource cost"),
            ("Ann built Scriptorium, so Library is free (chain)", "Rulebook, Free construction (chains)"),
            ("tile 13: tax on a build through a chain: 2 coins to the bank in age II (free builds are taxed too)",
             tile(13)),
            ("Ann pays 2 of the 6 coins held (bank 2, left 0, right 0)", TRADING)]}


def test_one_card_a_tile_disables_or_frees_is_said_in_the_singular():
    """Tile 3 with Cid's Clay Pit (clay/ore) alone among his brown cards, tile 20 with Ann's one Stone Pit; Ann holds
    1 coin: every count has its own word (seed 004, 3, 20; seed 000, Торговля)."""
    doc = {"game": "7w", "expansions": ["babel"], "age": 2, "tower": [3],
           "players": players(Cid={"cards": ["Press", "Clay Pit"]}), "action": {"player": "Ann", "build": "Walls"}}
    said = {}
    for lang in ("en", "ru", "uk"):
        with use_language(lang):
            said[lang] = [r["text"] for r in check_document(doc)["reasons"] if "3" in r["text"] and "Cid" in r["text"]]
    assert said == {
        "en": ["Clay Pit of Cid gives nothing while tile 3 is visible (it still counts for chains)"],
        "ru": ["Карьер игрока Cid ничего не даёт, пока виден тайл 3 (для цепочек карта по-прежнему считается)"],
        "uk": ["Clay Pit гравця Cid нічого не дає, поки видно тайл 3 (для ланцюжків карта й далі рахується)"]}
    v = verdict([20], {"build": "Baths"}, 1, {"cards": ["Stone Pit"], "coins": 1})
    assert [r["text"] for r in v["reasons"]][1:] == [
        "Stone Pit of Ann produces any number of its resource (tile 20)", "Baths costs 1 stone",
        "Ann pays 0 of the 1 coin held (bank 0, left 0, right 0)"]


def test_tiles_10_and_11_change_the_trading_prices_in_words():
    """Tiles 10 and 11 (seed 004, Эффекты тайлов Строительства: manufactured goods 1 coin more, raw materials
    1 coin less, never below 0): Ann buys Cid's papyrus for the School at 3 coins; each tile says by how much a
    unit's price moves, not "cost +1 coin"."""
    school = {"legal": True, "player": "Ann", "action": "build", "card": "School", "free": None,
              "cost": {"bank": 0, "left": 0, "right": 3},
              "options": [{"bank": 0, "left": 0, "right": 3,
                           "buys": [{"from": "right", "resource": "papyrus", "count": 1, "price": 3}]}],
              "babel": {"tower": [10, 11], "gain": 0}}
    assert whole(verdict([10, 11], {"build": "School"})) == dict(school, reasons=[
        ("visible tower tiles: 10, 11 (each acts on every player)", TOWER_RULE),
        ("manufactured goods bought from neighbours cost 1 coin more per unit (tile 10)", tile(10)),
        ("raw materials bought from neighbours cost 1 coin less per unit (tile 11); a price never goes below 0",
         tile(11)),
        ("School costs 1 papyrus, 1 wood", "Rulebook, Resource cost"),
        ("Ann pays 3 of the 6 coins held (bank 0, left 0, right 3)", TRADING)])
    with use_language("ru"):
        v = verdict([10, 11], {"build": "School"})
    ru_tile = "Правила дополнения «Вавилон», тайл Строительства {} Вавилонской башни; Эффекты тайлов Строительства"
    assert whole(v) == dict(school, reasons=[
        ("видимые тайлы башни: 10, 11 (каждый действует на всех игроков)",
         "Правила дополнения «Вавилон», Действие тайлов Строительства"),
        ("товары у соседей — на 1 монету дороже за единицу (тайл 10)", ru_tile.format(10)),
        ("сырьё у соседей — на 1 монету дешевле за единицу (тайл 11); цена никогда не ниже 0", ru_tile.format(11)),
        ("«Школа»: стоимость — 1 папирус, 1 дерево", "Правила, Стоимость в ресурсах"),
        ("Ann платит 3 (монет: 6; банк 0, слева 0, справа 3)", "Правила, Торговля")])
