"""Whole verdicts on one action (``referee.classic.check``), each a position from the rulebooks that a
wrong rule or a wrong sentence in the checker would change: the tests mutation testing of the module
asked for (README "Mutation testing").

"seed 000" is the 1st edition's Russian rulebook, "seed 001" the 2nd edition's (shared/seeds/).
"""
from referee.registry import referee


def p(name, wonder, cards=(), coins=3, side="A", stages=0):
    return {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}


def buy(side, resource, count=1):
    return {"from": side, "resource": resource, "count": count}


def check(players, age, game="7w", **action):
    return referee({"game": game, "age": age, "players": players, "action": action})


def whole(verdict):
    """The verdict with each reason as (text, readable rule): the machine ``citation`` beside each
    rule is derived from it (``referee.core.citations``)."""
    out = {k: v for k, v in verdict.items() if k != "reasons"}
    out["reasons"] = [(r["text"], r["rule"]) for r in verdict["reasons"]]
    return out


def refused(player, card, reasons, options=(), action="build", **extra):
    return {"legal": False, "player": player, "action": action, "card": card, "reasons": list(reasons),
            "free": None, "cost": None, "options": list(options), **extra}


def babylon_b(stages=2):
    return [p("Bab", "Babylon", side="B", stages=stages), p("Bob", "Rhodos"), p("Cid", "Olympia")]


def ephesos():
    # Ira: papyrus (board); Bob on her left: ore (board); Cid on her right: wood (board), stone/wood
    return [p("Ira", "Ephesos", ["Baths", "Altar", "Scriptorium"], coins=2), p("Bob", "Rhodos", ["Stockade"]),
            p("Cid", "Olympia", ["Timber Yard"])]


def option(bank=0, left=0, right=0, buys=()):
    return {"bank": bank, "left": left, "right": right,
            "buys": [{"from": s, "resource": r, "count": n, "price": pr} for s, r, n, pr in buys]}


# -- trading (seed 000, Торговля: «каждый ресурс … может быть куплен … один раз за ход» for a "/" card) --

def test_a_neighbours_slash_card_sells_one_of_its_resources_a_turn():
    # seed 000, Торговля: a "/" card of the neighbour gives one of its resources per turn, so Bob's Clay
    # Pit (clay/ore) cannot sell Ira both the clay and the ore of the Stables
    players = [p("Ira", "Gizah", ["Lumber Yard"], coins=5), p("Bob", "Ephesos", ["Clay Pit"]), p("Cid", "Babylon")]
    v = check(players, 2, player="Ira", build="Stables", buy=[buy("left", "clay"), buy("left", "ore")])
    assert whole(v) == refused("Ira", "Stables", [
        ("Stables costs 1 clay, 1 ore, 1 wood", "Rulebook, Resource cost"),
        ("Bob (left neighbour) cannot sell 1 clay, 1 ore in one turn: its board, brown and grey cards give "
         "clay/ore, and a \"/\" card is sold as one resource per turn", "Rulebook, Trading")],
        options=[option(0, 2, 2, [("left", "ore", 1, 2), ("right", "clay", 1, 2)])],
        deal=option(0, 4, 0, [("left", "clay", 1, 2), ("left", "ore", 1, 2)]))


# -- wonder powers ----------------------------------------------------------------------------

def test_the_2nd_editions_olympia_has_no_free_build_once_an_age():
    # seed 001: Olympia's day side builds free the first card of each colour, no stage of the 2nd
    # edition builds one card free each age (the 1st edition's Olympia A, seed 000, Статуя Зевса)
    players = [p("Ira", "Olympia", side="day"), p("Bob", "Rhodes", side="day"), p("Cid", "Babylon", side="day")]
    v = check(players, 1, game="7w2", player="Ira", build="Baths", olympia=True)
    assert whole(v) == refused("Ira", "Baths", [
        ("Ira has no free-build power: only no wonder stage lets a city build one structure free each age "
         "(none in 7 Wonders (2nd edition, 2020))", "the wonder board: Olympia")])


def test_halikarnassos_a_stage_1_does_not_build_from_the_discard_pile():
    # seed 000, Мавзолей в Галикарнасе: side A's power is its 2nd stage; the 1st gives 3 points
    players = [p("Hal", "Halikarnassos", coins=0, stages=1), p("Bob", "Rhodos"), p("Cid", "Babylon")]
    v = referee({"game": "7w", "age": 3, "discard": ["Library", "Altar"], "players": players,
                 "action": {"player": "Hal", "build": "Library", "from_discard": True}})
    assert whole(v) == refused("Hal", "Library", [
        ("Hal cannot build from the discard pile: only a Halikarnassos stage that grants it, completed this turn "
         "(the document shows it built), allows one free build from the discard pile",
         "Rulebook, Halikarnassos (Mausoleum)")])


def test_the_7th_card_is_refused_on_turn_3():
    # seed 000, Особый случай: Шестой ход: «В начале шестого (последнего) хода каждой эпохи, игроки
    # получают две карты от соседа»: Babylon B's stage 2 plays the 7th card on the 6th turn, not before
    v = referee({"game": "7w", "age": 1, "turn": 3, "players": babylon_b(),
                 "action": {"player": "Bab", "build": "Clay Pool", "seventh": True}})
    assert whole(v) == {
        "legal": False,
        "player": "Bab",
        "action": "build",
        "card": "Clay Pool",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Bab cannot play the 7th card of the age on turn 3: only on the 6th turn does a city hold two '
             'cards, the 6th and the 7th',
             'Rulebook, The sixth turn'),
        ]}


def test_the_7th_card_is_discarded_without_babylon_b_stage_2():
    # seed 000, Шестой ход: the 7th card is discarded; Висячие Сады (side B, stage 2) lets a city play it
    v = check(babylon_b(stages=1), 1, player="Bab", build="Clay Pool", seventh=True)
    assert whole(v) == {
        "legal": False,
        "player": "Bab",
        "action": "build",
        "card": "Clay Pool",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Bab cannot play the 7th card of the age: it is discarded at the end of the 6th turn; only '
             "Babylon B's stage 2 lets a city play it",
             'Rulebook, The sixth turn'),
        ]}


def test_babylon_b_plays_the_7th_card_and_pays_for_it():
    # seed 000, Висячие Сады, Пояснение: «во время шестого хода игрок может играть обе карты»; the 7th
    # card is paid as any build (Торговля: wood from Olympia on her right)
    v = referee({"game": "7w", "age": 1, "turn": 6, "players": babylon_b(),
                 "action": {"player": "Bab", "build": "Stockade", "seventh": True}})
    assert whole(v) == {
        "legal": True,
        "player": "Bab",
        "action": "build",
        "card": "Stockade",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 2},
        "options": [{"bank": 0, "left": 0, "right": 2, "buys": [{"from": "right", "resource": "wood", "count": 1, "price": 2}]}],
        "reasons": [
            ("Bab plays the 7th card of the age: Babylon B's stage 2 is built",
             'Rulebook, Babylon (Hanging Gardens)'),
            ('Stockade costs 1 wood',
             'Rulebook, Resource cost'),
            ('Bab produces none of it; buys 1 wood from the right neighbour (Cid) for 2 coins; pays 2 of the 3 '
             'coins held at the start of the turn',
             'Rulebook, Trading'),
        ]}


def test_a_named_discard_takes_3_coins():
    # seed 000, 2. с. Сбросить карту: always allowed, 3 coins from the bank
    v = check(babylon_b(), 3, player="Bab", discard="Palace")
    assert whole(v) == {
        "legal": True,
        "player": "Bab",
        "action": "discard",
        "card": "Palace",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "gain": 3,
        "reasons": [
            ('Bab discards Palace and takes 3 coins from the bank: always allowed',
             'Rulebook, Discard a card'),
        ]}


def test_no_two_identical_structures():
    # seed 000, 2. а. Постройка здания: «игрок не может построить два одинаковых здания»
    v = check(ephesos(), 1, player="Ira", build="Baths")
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Baths",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Ira already has a Baths: no two identical structures',
             'Rulebook, Build a structure'),
        ]}


def test_only_the_current_ages_cards():
    # seed 000, Описание эпохи: the hands hold the current age's cards only
    v = check(ephesos(), 1, player="Ira", build="Library")
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Library",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ("Library is an age II card and this is age I: the hands hold only the current age's cards",
             'Rulebook, An age, turn by turn'),
        ]}


def test_a_card_not_in_the_deck_at_this_player_count():
    # seed 000, Расстановка: Колоды эпох: Excavation is marked 4+
    v = check(ephesos(), 1, player="Ira", build="Excavation")
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Excavation",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Excavation is not in the age I deck with 3 players (its copies are marked 4+)',
             'Rulebook, Age decks'),
        ]}


def test_every_copy_already_built():
    # seed 000, Колоды эпох: one Baths with 3 players, and Ira built it
    v = check(ephesos(), 1, player="Bob", build="Baths")
    assert whole(v) == {
        "legal": False,
        "player": "Bob",
        "action": "build",
        "card": "Baths",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('every copy of Baths with 3 players (1) is already built, by Ira',
             'Rulebook, Age decks'),
        ]}


def test_the_chain_builds_the_temple_free():
    # seed 000, Бесплатные здания (Цепочки построек): the Altar names the Temple
    v = check(ephesos(), 2, player="Ira", build="Temple")
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Temple",
        "free": "Altar",
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Ira built Altar, so Temple is free (chain); paying instead is allowed but never cheaper',
             'Rulebook, Free construction (chains)'),
        ]}


def test_a_deal_beside_the_chain_is_checked_as_usual():
    # seed 000, Цепочки: the chain is a right («имеет право»); the deal proposed instead is checked: Cid
    # (Olympia, Timber Yard) makes one stone a turn, Ira makes no cloth and holds 2 coins
    v = check(ephesos(), 2, player="Ira", build="Library", buy=[buy("right", "stone", 2)])
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Library",
        "free": None,
        "cost": None,
        "options": [],
        "deal": {"bank": 0, "left": 0, "right": 4, "buys": [{"from": "right", "resource": "stone", "count": 2, "price": 2}]},
        "reasons": [
            ('Ira built Scriptorium, so Library could be built free (chain); paying instead is allowed',
             'Rulebook, Free construction (chains)'),
            ('Library costs 1 cloth, 2 stone',
             'Rulebook, Resource cost'),
            ('Cid (right neighbour) cannot sell 2 stone: its board, brown and grey cards make only 1 stone a '
             'turn',
             'Rulebook, Trading'),
            ('with this deal Ira must still produce 1 cloth but produces only papyrus',
             'Rulebook, Resources and production'),
            ('the deal costs 4 coins (bank 0, left 0, right 4) but Ira held only 2 at the start of the turn; '
             'coins earned this turn cannot be spent this turn',
             'Rulebook, Trading'),
        ]}
