"""Whole verdicts on one action (``referee.classic.check``), each a position from the rulebooks that a
wrong rule or a wrong sentence in the checker would change: the tests mutation testing of the module
asked for (README "Mutation testing").

"seed 000" is the 1st edition's Russian rulebook, "seed 001" the 2nd edition's (shared/seeds/).
"""
from referee.registry import referee
from scoring.core.i18n import use_language


def p(name, wonder, cards=(), coins=3, side="A", stages=0):
    return {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}


def buy(side, resource, count=1):
    return {"from": side, "resource": resource, "count": count}


def check(players, age, game="7w", expansions=(), **action):
    doc = {"game": game, "age": age, "players": players, "action": action}
    return referee(dict(doc, expansions=list(expansions)) if expansions else doc)


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


def halikarnassos(stages=2):
    return [p("Hal", "Halikarnassos", coins=0, stages=stages), p("Bob", "Rhodos"), p("Cid", "Babylon")]


def discarded(pile, card, **more):
    return {"game": "7w", "age": 3, "discard": pile, "players": halikarnassos(),
            "action": {"player": "Hal", "build": card, "from_discard": True, **more}}


def olympia_a(stages=2):
    return [p("Oly", "Olympia", coins=0, stages=stages), p("Bob", "Rhodos"), p("Cid", "Babylon")]


def trade():
    # Ira (Olympia: wood; East Trading Post: raw materials from Cid for 1 coin); Bob on her left
    # (Babylon: clay); Cid on her right (Rhodos: ore, Clay Pool)
    return [p("Ira", "Olympia", ["East Trading Post", "Loom", "Glassworks"], coins=3), p("Bob", "Babylon"),
            p("Cid", "Rhodos", ["Clay Pool"])]


def second(first):
    """A 2nd-edition table: ``first`` then Bob (Rhodos day: ore) on the left, Cid (Babylon day: wood) on the right."""
    return first + [p("Bob", "Rhodos", side="day"), p("Cid", "Babylon", side="day")]


def trade_no_coins():
    return [dict(trade()[0], coins=0)] + trade()[1:]


def leaders(action, age, cards, coins=6):
    # Ann (Rhodos A: ore) between Bob on her left (Gizah A: stone; Lumber Yard, Loom) and Cid on her right
    # (Babylon A: clay; Clay Pool, Press): the Leaders table of tests/test_leaders_referee.py
    return {"game": "7w", "expansions": ["leaders"], "age": age, "action": dict(action, player="Ann"),
            "players": [p("Ann", "Rhodos", cards, coins), p("Bob", "Gizah", ["Lumber Yard", "Loom"], 6),
                        p("Cid", "Babylon", ["Clay Pool", "Press"], 6)]}


def option(bank=0, left=0, right=0, buys=()):
    return {"bank": bank, "left": left, "right": right,
            "buys": [{"from": s, "resource": r, "count": n, "price": pr} for s, r, n, pr in buys]}


# -- trading --------------------------------------------------------------------------------

def test_a_neighbours_slash_card_sells_one_of_its_resources_a_turn():
    # seed 000, Торговля: a neighbour's brown card sells what it makes; Bob's Clay Pit (clay/ore) makes
    # one of the two a turn, so he cannot sell Ira both the clay and the ore of the Stables
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


def test_halikarnassos_needs_the_discard_pile_to_build_from_it():
    # seed 000, Мавзолей в Галикарнасе: the card is taken from the discard pile; without the pile given the
    # referee cannot tell it is there
    v = check(halikarnassos(), 3, player="Hal", build="Library", from_discard=True)
    assert whole(v) == {
        "legal": False,
        "player": "Hal",
        "action": "build",
        "card": "Library",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('the discard pile is not given ("discard": [card names]): cannot check that the card is in it',
             'Rulebook, Halikarnassos (Mausoleum)'),
        ]}


def test_halikarnassos_builds_only_a_card_of_the_discard_pile():
    # seed 000, Мавзолей: «игрок может посмотреть все карты, которые сбросили с начала игры и построить
    # одну бесплатно»
    v = referee(discarded(["Library", "Altar"], "Palace"))
    assert whole(v) == {
        "legal": False,
        "player": "Hal",
        "action": "build",
        "card": "Palace",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Palace is not in the discard pile',
             'Rulebook, Halikarnassos (Mausoleum)'),
        ]}


def test_a_card_from_the_discard_pile_is_not_bought():
    # seed 000, Мавзолей: the card is built free: a deal with a neighbour is refused
    v = referee(discarded(["Library", "Altar"], "Library", buy=[buy("left", "stone")]))
    assert whole(v) == {
        "legal": False,
        "player": "Hal",
        "action": "build",
        "card": "Library",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('a card built from the discard pile is free: there is nothing to buy',
             'Rulebook, Halikarnassos (Mausoleum)'),
        ]}


def test_halikarnassos_builds_from_the_discard_pile_free():
    # seed 000, Мавзолей: a discarded card of any age, free, at the end of the turn the stage is built
    v = referee(discarded(["Library", "Altar"], "Altar"))
    assert whole(v) == {
        "legal": True,
        "player": "Hal",
        "action": "build",
        "card": "Altar",
        "free": "Halikarnassos",
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Hal builds Altar from the discard pile for free (Halikarnassos, stage 2)',
             'Rulebook, Halikarnassos (Mausoleum)'),
        ]}


def test_each_stage_is_built_once():
    # seed 000, 2. б. Завершение стадии: the stages are built in order, each once
    v = check([p("Ira", "Gizah", stages=3), p("Bob", "Rhodos"), p("Cid", "Babylon")], 2, player="Ira", stage=True)
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "stage",
        "card": None,
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Ira has built all 3 stages of Gizah A: each stage is built once',
             'Rulebook, Build a stage of a wonder'),
        ]}


def test_halikarnassos_stage_2_is_paid_and_announces_the_build_from_the_discard_pile():
    # seed 000, 2. б. Завершение стадии: the board's cost (Halikarnassos A stage 2: 3 ore); Мавзолей:
    # «эти специальные действия совершаются в конце хода, в который завершен этот этап»
    v = check([p("Hal", "Halikarnassos", ["Ore Vein"], coins=4, stages=1), p("Bob", "Rhodos"),
               p("Cid", "Gizah", ["Clay Pit"])],
              2, player="Hal", stage=True)
    assert whole(v) == {
        "legal": True,
        "player": "Hal",
        "action": "stage",
        "card": None,
        "free": None,
        "cost": {"bank": 0, "left": 2, "right": 2},
        "options": [{"bank": 0, "left": 2, "right": 2, "buys": [{"from": "left", "resource": "ore", "count": 1, "price": 2}, {"from": "right", "resource": "ore", "count": 1, "price": 2}]}],
        "stage": 2,
        "reasons": [
            ("stage 2 of Halikarnassos A is next (stages are built in order) and costs 3 ore: the board's "
             "cost, not the card's",
             'Rulebook, Build a stage of a wonder'),
            ('at the end of this turn Hal may build one card from the discard pile for free',
             'Rulebook, Halikarnassos (Mausoleum)'),
            ('Hal produces 1 ore; buys 1 ore from the left neighbour (Bob) for 2 coins and 1 ore from the '
             'right neighbour (Cid) for 2 coins; pays 4 of the 4 coins held at the start of the turn',
             'Rulebook, Trading'),
        ]}


def test_a_stage_with_too_few_ore_at_the_table():
    # seed 000, Стоимость в ресурсах: the ore must be produced or bought; Ira and her neighbours make 2 of
    # the 3 ore Halikarnassos A stage 2 costs
    v = check([p("Hal", "Halikarnassos", coins=9, stages=1), p("Bob", "Rhodos"),
               p("Cid", "Gizah", ["Forum", "Caravansery"])],
              2, player="Hal", stage=True)
    assert whole(v) == {
        "legal": False,
        "player": "Hal",
        "action": "stage",
        "card": None,
        "free": None,
        "cost": None,
        "options": [],
        "stage": 2,
        "reasons": [
            ("stage 2 of Halikarnassos A is next (stages are built in order) and costs 3 ore: the board's "
             "cost, not the card's",
             'Rulebook, Build a stage of a wonder'),
            ('at the end of this turn Hal may build one card from the discard pile for free',
             'Rulebook, Halikarnassos (Mausoleum)'),
            ('stage 2 cannot be paid: 3 ore needed: Hal makes 0, Bob (left) sells 1, Cid (right) sells 0',
             'Rulebook, Trading'),
            ("Cid's Caravansery produces ore for Cid only: yellow cards and wonder stages are never sold",
             'Rulebook, Trading'),
        ]}


def test_olympia_a_builds_free_once_an_age():
    # seed 000, Статуя Зевса в Олимпии: «Игрок, один раз за каждую эпоху, может построить здание на свой выбор
    # бесплатно»
    v = check(olympia_a(), 3, player="Oly", build="Palace", olympia=True)
    assert whole(v) == {
        "legal": True,
        "player": "Oly",
        "action": "build",
        "card": "Palace",
        "free": "Olympia A",
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Oly builds Palace free with Olympia A (once this age)',
             'Rulebook, Olympia (Statue of Zeus)'),
        ]}


def test_olympia_a_used_this_age():
    # seed 000, Статуя Зевса: once each age
    v = check(olympia_a(), 3, player="Oly", build="Palace", olympia=True, olympia_used=True)
    assert whole(v) == {
        "legal": False,
        "player": "Oly",
        "action": "build",
        "card": "Palace",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ("Oly already used Olympia A's free build this age: once per age",
             'Rulebook, Olympia (Statue of Zeus)'),
        ]}


def test_olympia_a_free_build_buys_nothing():
    # seed 000, Статуя Зевса: the structure is built free, so a deal is refused
    v = check(olympia_a(), 1, player="Oly", build="Stockade", olympia=True, buy=[buy("left", "ore")])
    assert whole(v) == {
        "legal": False,
        "player": "Oly",
        "action": "build",
        "card": "Stockade",
        "free": None,
        "cost": None,
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Olympia A builds Stockade free: there is nothing to buy',
             'Rulebook, Olympia (Statue of Zeus)'),
        ]}


def test_olympia_before_its_2nd_stage_has_no_free_build():
    # seed 000, Статуя Зевса в Олимпии: side A's power is its 2nd stage
    v = check(olympia_a(stages=1), 3, player="Oly", build="Palace", olympia=True)
    assert whole(v) == {
        "legal": False,
        "player": "Oly",
        "action": "build",
        "card": "Palace",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ("Oly has no free-build power: only Olympia A's stage 2 lets a city build one structure free each "
             'age',
             'Rulebook, Olympia (Statue of Zeus)'),
        ]}


def test_olympia_a_offers_the_free_build_when_the_card_cannot_be_paid():
    # seed 000, Статуя Зевса: the free build, unused this age, builds what no coins can pay
    v = check(olympia_a(), 3, player="Oly", build="Palace")
    assert whole(v) == {
        "legal": True,
        "player": "Oly",
        "action": "build",
        "card": "Palace",
        "free": "Olympia A",
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Palace costs 1 clay, 1 cloth, 1 glass, 1 ore, 1 papyrus, 1 stone, 1 wood',
             'Rulebook, Resource cost'),
            ('Palace cannot be paid: 1 cloth needed: Oly makes 0, Bob (left) sells 0, Cid (right) sells 0; 1 '
             'glass needed: Oly makes 0, Bob (left) sells 0, Cid (right) sells 0; 1 papyrus needed: Oly makes '
             '0, Bob (left) sells 0, Cid (right) sells 0; 1 stone needed: Oly makes 0, Bob (left) sells 0, Cid '
             '(right) sells 0',
             'Rulebook, Trading'),
            ("but Oly has Olympia A's free build, unused this age: Palace is built free",
             'Rulebook, Olympia (Statue of Zeus)'),
        ]}


def test_olympia_a_pays_and_is_told_the_free_build_is_there():
    # seed 000, Статуя Зевса: the free build is a choice; Oly pays the Stockade's wood herself
    v = check(olympia_a(), 1, player="Oly", build="Stockade")
    assert whole(v) == {
        "legal": True,
        "player": "Oly",
        "action": "build",
        "card": "Stockade",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Stockade costs 1 wood',
             'Rulebook, Resource cost'),
            ('Oly produces 1 wood; pays 0 of the 0 coins held at the start of the turn',
             'Rulebook, Resources and production'),
            ('Oly may instead build it free with Olympia A (once per age)',
             'Rulebook, Olympia (Statue of Zeus)'),
        ]}


def test_a_free_card_costs_nothing():
    # seed 000, Бесплатное строительство: «Некоторые карты не имеют стоимости и могут быть введены в игру
    # бесплатно»
    v = check(trade(), 1, player="Ira", build="Altar")
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Altar",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Altar costs nothing',
             'Rulebook, Resource cost'),
            ('Ira pays 0 of the 3 coins held at the start of the turn',
             'Rulebook, Resources and production'),
        ]}


def test_a_coin_cost_goes_to_the_bank():
    # seed 000, Стоимость в монетах: «необходимо заплатить в банк … Пример: строительство лесного склада
    # (Timber yard) стоит 1 монету»
    v = check(trade(), 1, player="Ira", build="Timber Yard")
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Timber Yard",
        "free": None,
        "cost": {"bank": 1, "left": 0, "right": 0},
        "options": [{"bank": 1, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Timber Yard costs 1 coin (to the bank)',
             'Rulebook, Coin cost'),
            ('Ira pays 1 of the 3 coins held at the start of the turn',
             'Rulebook, Resources and production'),
        ]}


def test_two_ways_to_pay_the_neighbours_one_with_the_discount():
    # seed 000, Торговля; card: East Trading Post (raw materials from the right neighbour for 1 coin):
    # Ira buys the Temple's clay from Cid on her right for 1 coin, or from Bob on her left for 2
    v = check(trade(), 2, player="Ira", build="Temple")
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Temple",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 1},
        "options": [{"bank": 0, "left": 0, "right": 1, "buys": [{"from": "right", "resource": "clay", "count": 1, "price": 1}]}, {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 1, "price": 2}]}],
        "reasons": [
            ('Temple costs 1 clay, 1 glass, 1 wood',
             'Rulebook, Resource cost'),
            ('Ira produces 1 glass, 1 wood; buys 1 clay from the right neighbour (Cid) for 1 coin (discount); '
             'pays 1 of the 3 coins held at the start of the turn',
             'Rulebook, Trading'),
            ('clay from the right neighbour (Cid) costs 1 coin instead of 2: East Trading Post',
             'the printed card: East Trading Post'),
            ('2 ways to pay the neighbours (left 0, right 1; left 2, right 0): Ira chooses',
             'Rulebook, Trading'),
        ]}


def test_a_proposed_deal_with_the_discount():
    # seed 000, Торговля; card: East Trading Post: the deal proposed is checked and its price explained
    v = check(trade(), 2, player="Ira", build="Temple", buy=[buy("right", "clay")])
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Temple",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 1},
        "options": [{"bank": 0, "left": 0, "right": 1, "buys": [{"from": "right", "resource": "clay", "count": 1, "price": 1}]}, {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 1, "price": 2}]}],
        "deal": {"bank": 0, "left": 0, "right": 1, "buys": [{"from": "right", "resource": "clay", "count": 1, "price": 1}]},
        "reasons": [
            ('Temple costs 1 clay, 1 glass, 1 wood',
             'Rulebook, Resource cost'),
            ('the deal is legal: Ira buys 1 clay from the right neighbour (Cid) for 1 coin (discount); pays 1 '
             'of the 3 coins held at the start of the turn',
             'Rulebook, Trading'),
            ('clay from the right neighbour (Cid) costs 1 coin instead of 2: East Trading Post',
             'the printed card: East Trading Post'),
        ]}


def test_a_proposed_deal_that_is_not_the_cheapest():
    # seed 000, Торговля: a dearer deal is legal; the referee says a cheaper one exists
    v = check(trade(), 2, player="Ira", build="Temple", buy=[buy("left", "clay")])
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Temple",
        "free": None,
        "cost": {"bank": 0, "left": 2, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 1, "buys": [{"from": "right", "resource": "clay", "count": 1, "price": 1}]}, {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 1, "price": 2}]}],
        "deal": {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 1, "price": 2}]},
        "reasons": [
            ('Temple costs 1 clay, 1 glass, 1 wood',
             'Rulebook, Resource cost'),
            ('the deal is legal: Ira buys 1 clay from the left neighbour (Bob) for 2 coins; pays 2 of the 3 '
             'coins held at the start of the turn',
             'Rulebook, Trading'),
        ]}


def test_a_deal_that_buys_nothing():
    # seed 000, Производство: Ira makes the Stockade's wood herself
    v = check(trade(), 1, player="Ira", build="Stockade", buy=[])
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Stockade",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "deal": {"bank": 0, "left": 0, "right": 0, "buys": []},
        "reasons": [
            ('Stockade costs 1 wood',
             'Rulebook, Resource cost'),
            ('Ira buys nothing and produces all of it; pays 0 of the 3 coins held at the start of the turn',
             'Rulebook, Trading'),
        ]}


def test_a_deal_that_buys_what_the_card_does_not_need():
    # seed 000, Торговля: a resource bought must be one the card costs
    v = check(trade(), 1, player="Ira", build="Stockade", buy=[buy("left", "ore")])
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Stockade",
        "free": None,
        "cost": None,
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "deal": {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "ore", "count": 1, "price": 2}]},
        "reasons": [
            ('Stockade costs 1 wood',
             'Rulebook, Resource cost'),
            ('Bob (left neighbour) cannot sell 1 ore: its board, brown and grey cards make only 0 ore a turn',
             'Rulebook, Trading'),
            ('Ira buys 1 ore that Stockade does not need (it costs 1 wood)',
             'Rulebook, Trading'),
        ]}


def test_a_neighbour_who_makes_none_of_it():
    # seed 000, Торговля: Bob on the left makes no stone
    v = check(trade(), 1, player="Ira", build="Baths", buy=[buy("left", "stone")])
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Baths",
        "free": None,
        "cost": None,
        "options": [],
        "deal": {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "stone", "count": 1, "price": 2}]},
        "reasons": [
            ('Baths costs 1 stone',
             'Rulebook, Resource cost'),
            ('Bob (left neighbour) cannot sell 1 stone: its board, brown and grey cards make only 0 stone a '
             'turn',
             'Rulebook, Trading'),
        ]}


def test_a_slash_card_cannot_pay_two_resources_at_once():
    # seed 000, Производство; Торговля: Ira's Clay Pit makes clay or ore each turn, not both, and neither
    # neighbour makes clay or ore, so the Stables (1 clay, 1 ore, 1 wood) cannot be paid
    v = check([p("Ira", "Alexandria", ["Clay Pit", "Lumber Yard"], coins=4), p("Bob", "Ephesos"), p("Cid", "Gizah")], 2,
              player="Ira", build="Stables")
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Stables",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Stables costs 1 clay, 1 ore, 1 wood',
             'Rulebook, Resource cost'),
            ('Stables cannot be paid: a "/" card gives only one of its resources per turn, so 1 clay, 1 ore, 1 '
             'wood cannot all be produced or bought at once',
             'Rulebook, Resources and production'),
        ]}


def test_the_2nd_edition_chain_names_its_symbol():
    # seed 001, Г. Бесплатное строительство (цепочки зданий): the Baths' waterdrop builds the Aqueduct free
    v = check(second([p("Ira", "Gizah", ["Baths"], side="day")]), 2, game="7w2", player="Ira", build="Aqueduct")
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Aqueduct",
        "free": "Baths",
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Ira built Baths (the waterdrop symbol), so Aqueduct is free (chain); paying instead is allowed '
             'but never cheaper',
             'Rulebook, Free construction (chains)'),
        ]}


def test_olympia_day_builds_the_first_card_of_a_colour_free():
    # board: Olympia day, stage 2 (RP-FAQ, shared/facts/7w-second-edition.md): the first card of each colour
    # is free, once per colour for the game
    v = check(second([p("Oly", "Olympia", ["Stockade"], side="day", stages=2, coins=0)]), 1, game="7w2", player="Oly",
              build="Baths")
    assert whole(v) == {
        "legal": True,
        "player": "Oly",
        "action": "build",
        "card": "Baths",
        "free": "Olympia day stage 2",
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Baths is the first blue card in the city: Olympia day stage 2 builds it free (once per colour '
             'for the game)',
             'the wonder board: Olympia day, stage 2'),
        ]}


def test_olympia_day_pays_for_a_second_card_of_a_colour():
    # board: Olympia day, stage 2 (RP-FAQ): the Stockade is red already, so the Barracks is paid
    v = check(second([p("Oly", "Olympia", ["Stockade"], side="day", stages=2)]), 1, game="7w2", player="Oly",
              build="Barracks")
    assert whole(v) == {
        "legal": True,
        "player": "Oly",
        "action": "build",
        "card": "Barracks",
        "free": None,
        "cost": {"bank": 0, "left": 2, "right": 0},
        "options": [{"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "ore", "count": 1, "price": 2}]}],
        "reasons": [
            ('Olympia day stage 2 builds free only the first card of each colour: Oly already has a red card '
             'in the city (Stockade)',
             'the wonder board: Olympia day, stage 2'),
            ('Barracks costs 1 ore',
             'Rulebook, Resource cost'),
            ('Oly produces none of it; buys 1 ore from the left neighbour (Bob) for 2 coins; pays 2 of the 3 '
             'coins held at the start of the turn',
             'Rulebook, Trading'),
        ]}


def test_olympia_day_once_each_age_counts_this_ages_cards():
    # board: Olympia day, stage 2, as a table may play it ("olympia_day": "age"): the red card of age I
    # does not count in age II, so the Walls are free
    v = referee({"game": "7w2", "age": 2, "olympia_day": "age", "action": {"player": "Oly", "build": "Walls"},
                 "players": second([p("Oly", "Olympia", ["Stockade"], side="day", stages=2, coins=0)])})
    assert whole(v) == {
        "legal": True,
        "player": "Oly",
        "action": "build",
        "card": "Walls",
        "free": "Olympia day stage 2",
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Walls is the first red card in age II: Olympia day stage 2 builds it free (once per colour each '
             'age, as this table plays it)',
             'the wonder board: Olympia day, stage 2'),
        ]}


def test_olympia_day_once_each_age_with_a_card_of_the_colour_this_age():
    # board: Olympia day, stage 2, once per colour each age: the Stables were built this age
    v = referee({"game": "7w2", "age": 2, "olympia_day": "age", "action": {"player": "Oly", "build": "Walls"},
                 "players": second([p("Oly", "Olympia", ["Stables"], side="day", stages=2, coins=0)])})
    assert whole(v) == {
        "legal": False,
        "player": "Oly",
        "action": "build",
        "card": "Walls",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Olympia day stage 2 builds free only the first card of each colour: Oly already has a red card '
             'in age II (Stables)',
             'the wonder board: Olympia day, stage 2'),
            ('Walls costs 3 stone',
             'Rulebook, Resource cost'),
            ('Walls cannot be paid: 3 stone needed: Oly makes 0, Bob (left) sells 0, Cid (right) sells 0',
             'Rulebook, Trading'),
        ]}


def test_olympia_day_used_this_age_for_the_colour():
    # board: Olympia day, stage 2: "olympia_used" says a card of this colour was built free this age
    v = check(second([p("Oly", "Olympia", side="day", stages=2, coins=0)]), 1, game="7w2", player="Oly",
              build="Baths", olympia_used=True)
    assert whole(v) == {
        "legal": False,
        "player": "Oly",
        "action": "build",
        "card": "Baths",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Olympia day stage 2 builds free only the first card of each colour: Oly already built a blue '
             'card this age ("olympia_used")',
             'the wonder board: Olympia day, stage 2'),
            ('Baths costs 1 stone',
             'Rulebook, Resource cost'),
            ('Baths cannot be paid: 1 stone needed: Oly makes 0, Bob (left) sells 0, Cid (right) sells 0',
             'Rulebook, Trading'),
        ]}


def test_olympia_night_needs_the_turn():
    # board: Olympia night, stage 1 (RP-FAQ): the first card of each age is free; which card this is
    # must be given
    v = check(second([p("Oly", "Olympia", side="night", stages=1, coins=0)]), 1, game="7w2", player="Oly",
              build="Stockade")
    assert whole(v) == {
        "legal": False,
        "player": "Oly",
        "action": "build",
        "card": "Stockade",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Olympia night stage 1 builds the first card of each age free: give "turn" (1..6, which card of '
             'the age this is) to apply it',
             'the wonder board: Olympia night, stages 1 and 2'),
            ('Stockade costs 1 wood',
             'Rulebook, Resource cost'),
            ('the cheapest way to pay for Stockade costs 2 coins (bank 0, left 0, right 2) but Oly held only 0 '
             'at the start of the turn; coins earned this turn cannot be spent this turn',
             'Rulebook, Trading'),
        ]}


def test_olympia_night_builds_the_first_card_of_the_age_free():
    # board: Olympia night, stage 1 (RP-FAQ): the first card of each age is free
    v = referee({"game": "7w2", "age": 1, "turn": 1, "action": {"player": "Oly", "build": "Stockade"},
                 "players": second([p("Oly", "Olympia", side="night", stages=2, coins=0)])})
    assert whole(v) == {
        "legal": True,
        "player": "Oly",
        "action": "build",
        "card": "Stockade",
        "free": "Olympia night stage 1",
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Stockade is the first card Oly plays in age I: Olympia night stage 1 builds it free',
             'the wonder board: Olympia night, stages 1 and 2'),
        ]}


def test_olympia_night_builds_the_6th_card_of_the_age_free():
    # board: Olympia night, stage 2 (RP-FAQ): the last card of each age is free
    v = referee({"game": "7w2", "age": 1, "turn": 6, "action": {"player": "Oly", "build": "Stockade"},
                 "players": second([p("Oly", "Olympia", side="night", stages=2, coins=0)])})
    assert whole(v) == {
        "legal": True,
        "player": "Oly",
        "action": "build",
        "card": "Stockade",
        "free": "Olympia night stage 2",
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Stockade is the 6th card Oly plays in age I: Olympia night stage 2 builds it free',
             'the wonder board: Olympia night, stages 1 and 2'),
        ]}


def test_olympia_night_does_not_build_the_4th_card_free():
    # board: Olympia night (RP-FAQ): the 1st and the 6th card of each age only
    v = referee({"game": "7w2", "age": 1, "turn": 4, "action": {"player": "Oly", "build": "Stockade"},
                 "players": second([p("Oly", "Olympia", side="night", stages=2, coins=0)])})
    assert whole(v) == {
        "legal": False,
        "player": "Oly",
        "action": "build",
        "card": "Stockade",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Stockade costs 1 wood',
             'Rulebook, Resource cost'),
            ('the cheapest way to pay for Stockade costs 2 coins (bank 0, left 0, right 2) but Oly held only 0 '
             'at the start of the turn; coins earned this turn cannot be spent this turn',
             'Rulebook, Trading'),
        ]}


def test_a_discard_without_the_card_named():
    # seed 000, 2. с. Сбросить карту: any card, so the card need not be named
    v = check(babylon_b(), 1, player="Bab", discard=True)
    assert whole(v) == {
        "legal": True,
        "player": "Bab",
        "action": "discard",
        "card": None,
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "gain": 3,
        "reasons": [
            ('Bab discards the card and takes 3 coins from the bank: always allowed',
             'Rulebook, Discard a card'),
        ]}


def test_with_cities_the_last_card_is_the_8th():
    # seed 000, Шестой ход, with Cities (eight cards dealt, seven played): the extra card is played on
    # the last turn, the 7th
    v = referee({"game": "7w", "expansions": ["cities"], "age": 1, "turn": 5, "players": babylon_b(),
                 "action": {"player": "Bab", "build": "Stockade", "seventh": True}})
    assert whole(v) == {
        "legal": False,
        "player": "Bab",
        "action": "build",
        "card": "Stockade",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Bab cannot play the last card of the age on turn 5: only on the last turn (7) does a city hold '
             'two cards',
             'Rulebook, The sixth turn'),
        ]}


def test_a_wonder_stage_sells_nothing():
    # seed 000, Торговля: «невозможно купить ресурсы, производимые … некоторыми этапами Чудес Света»:
    # Bob's stone comes from Alexandria B's stage 1
    v = check([p("Ira", "Olympia", coins=5), p("Bob", "Alexandria", side="B", stages=1), p("Cid", "Babylon")], 1,
              player="Ira", build="Baths", buy=[buy("left", "stone")])
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Baths",
        "free": None,
        "cost": None,
        "options": [],
        "deal": {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "stone", "count": 1, "price": 2}]},
        "reasons": [
            ('Baths costs 1 stone',
             'Rulebook, Resource cost'),
            ('Bob (left neighbour) cannot sell 1 stone: its board, brown and grey cards make only 0 stone a '
             'turn',
             'Rulebook, Trading'),
            ("Bob's Alexandria stage 1 produces stone for Bob only: yellow cards and wonder stages are never "
             'sold',
             'Rulebook, Trading'),
        ]}


def test_olympia_b_buys_raw_materials_for_1_coin():
    # seed 000, Сторона В: Статуя Зевса в Олимпии, stage 1: raw materials from both neighbours for 1 coin
    # (as both trading posts)
    v = check([p("Ira", "Olympia", side="B", stages=1, coins=3), p("Bob", "Gizah", ["Stone Pit"]),
               p("Cid", "Babylon", ["Timber Yard"])], 2, player="Ira", build="Aqueduct")
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Aqueduct",
        "free": None,
        "cost": {"bank": 0, "left": 2, "right": 1},
        "options": [{"bank": 0, "left": 2, "right": 1, "buys": [{"from": "left", "resource": "stone", "count": 2, "price": 1}, {"from": "right", "resource": "stone", "count": 1, "price": 1}]}],
        "reasons": [
            ('Aqueduct costs 3 stone',
             'Rulebook, Resource cost'),
            ('Ira produces none of it; buys 2 stone from the left neighbour (Bob) for 2 coins (1 each) '
             '(discount) and 1 stone from the right neighbour (Cid) for 1 coin (discount); pays 3 of the 3 '
             'coins held at the start of the turn',
             'Rulebook, Trading'),
            ('stone from the left neighbour (Bob) costs 1 coin instead of 2: Olympia B stage 1',
             'Rulebook, Olympia (Statue of Zeus)'),
            ('stone from the right neighbour (Cid) costs 1 coin instead of 2: Olympia B stage 1',
             'Rulebook, Olympia (Statue of Zeus)'),
        ]}


def test_two_of_a_resource_from_one_neighbour():
    # seed 000, Торговля: 2 coins for each resource bought
    v = check([p("Ira", "Rhodos", coins=4), p("Bob", "Babylon", ["Clay Pool"]), p("Cid", "Gizah")], 2, player="Ira",
              build="Forum", buy=[buy("left", "clay", 2)])
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Forum",
        "free": None,
        "cost": {"bank": 0, "left": 4, "right": 0},
        "options": [{"bank": 0, "left": 4, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 2, "price": 2}]}],
        "deal": {"bank": 0, "left": 4, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 2, "price": 2}]},
        "reasons": [
            ('Forum costs 2 clay',
             'Rulebook, Resource cost'),
            ('the deal is legal: Ira buys 2 clay from the left neighbour (Bob) for 4 coins (2 each); pays 4 of '
             'the 4 coins held at the start of the turn',
             'Rulebook, Trading'),
        ]}


def test_a_free_card_buys_nothing():
    # seed 000, Бесплатное строительство: the Altar costs nothing, so nothing is bought for it
    v = check(trade(), 1, player="Ira", build="Altar", buy=[buy("left", "clay")])
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Altar",
        "free": None,
        "cost": None,
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "deal": {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 1, "price": 2}]},
        "reasons": [
            ('Altar costs nothing',
             'Rulebook, Resource cost'),
            ('Ira buys 1 clay that Altar does not need (it costs no resources)',
             'Rulebook, Trading'),
        ]}


def test_olympia_day_may_pay_instead():
    # board: Olympia day, stage 2 (RP-FAQ): the free build is a right; a deal proposed instead is
    # checked
    v = check(second([p("Oly", "Olympia", side="day", stages=2)]), 1, game="7w2", player="Oly", build="Barracks",
              buy=[buy("left", "ore")])
    assert whole(v) == {
        "legal": True,
        "player": "Oly",
        "action": "build",
        "card": "Barracks",
        "free": None,
        "cost": {"bank": 0, "left": 2, "right": 0},
        "options": [{"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "ore", "count": 1, "price": 2}]}],
        "deal": {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "ore", "count": 1, "price": 2}]},
        "reasons": [
            ('Barracks is the first red card in the city: Olympia day stage 2 builds it free (once per colour '
             'for the game); paying instead is allowed',
             'the wonder board: Olympia day, stage 2'),
            ('Barracks costs 1 ore',
             'Rulebook, Resource cost'),
            ('the deal is legal: Oly buys 1 ore from the left neighbour (Bob) for 2 coins; pays 2 of the 3 '
             'coins held at the start of the turn',
             'Rulebook, Trading'),
        ]}


def test_a_deal_that_buys_what_the_city_makes_is_told_the_cheaper_way():
    # seed 000, Торговля: buying is allowed, never required; Ira makes the Stockade's wood herself, so
    # the referee names the way that costs nothing
    v = check([p("Ira", "Olympia", coins=3), p("Bob", "Gizah", ["Lumber Yard"]), p("Cid", "Babylon")], 1, player="Ira",
              build="Stockade", buy=[buy("left", "wood")])
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Stockade",
        "free": None,
        "cost": {"bank": 0, "left": 2, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "deal": {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "wood", "count": 1, "price": 2}]},
        "reasons": [
            ('Stockade costs 1 wood',
             'Rulebook, Resource cost'),
            ('the deal is legal: Ira buys 1 wood from the left neighbour (Bob) for 2 coins; pays 2 of the 3 '
             'coins held at the start of the turn',
             'Rulebook, Trading'),
            ('a cheaper way exists: left 0, right 0',
             'Rulebook, Trading'),
        ]}


def test_alexandrias_3rd_stage_costs_2_glass():
    # seed 000, 2. б. Завершение стадии: the board's cost (Alexandria A stage 3: 2 glass); Ira makes one
    # glass (board), Bob on her left sells the other
    v = check([p("Ira", "Alexandria", coins=2, stages=2), p("Bob", "Gizah", ["Glassworks"]), p("Cid", "Babylon")], 3,
              player="Ira", stage=True)
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "stage",
        "card": None,
        "free": None,
        "cost": {"bank": 0, "left": 2, "right": 0},
        "options": [{"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "glass", "count": 1, "price": 2}]}],
        "stage": 3,
        "reasons": [
            ("stage 3 of Alexandria A is next (stages are built in order) and costs 2 glass: the board's cost, "
             "not the card's",
             'Rulebook, Build a stage of a wonder'),
            ('Ira produces 1 glass; buys 1 glass from the left neighbour (Bob) for 2 coins; pays 2 of the 2 '
             'coins held at the start of the turn',
             'Rulebook, Trading'),
        ]}


def test_ephesos_3rd_stage_costs_2_papyrus():
    # seed 000, 2. б. Завершение стадии (Ephesos A stage 3: 2 papyrus); the Press on her right sells
    # the second
    v = check([p("Ira", "Ephesos", coins=2, stages=2), p("Bob", "Gizah"), p("Cid", "Babylon", ["Press"])], 3,
              player="Ira", stage=True)
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "stage",
        "card": None,
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 2},
        "options": [{"bank": 0, "left": 0, "right": 2, "buys": [{"from": "right", "resource": "papyrus", "count": 1, "price": 2}]}],
        "stage": 3,
        "reasons": [
            ("stage 3 of Ephesos A is next (stages are built in order) and costs 2 papyrus: the board's cost, "
             "not the card's",
             'Rulebook, Build a stage of a wonder'),
            ('Ira produces 1 papyrus; buys 1 papyrus from the right neighbour (Cid) for 2 coins; pays 2 of the '
             '2 coins held at the start of the turn',
             'Rulebook, Trading'),
        ]}


def test_halikarnassos_3rd_stage_costs_2_cloth():
    # seed 000, 2. б. Завершение стадии (Halikarnassos A stage 3: 2 cloth); nobody sells the second
    v = check([p("Ira", "Halikarnassos", coins=2, stages=2), p("Bob", "Gizah"), p("Cid", "Babylon")], 3,
              player="Ira", stage=True)
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "stage",
        "card": None,
        "free": None,
        "cost": None,
        "options": [],
        "stage": 3,
        "reasons": [
            ("stage 3 of Halikarnassos A is next (stages are built in order) and costs 2 cloth: the board's "
             "cost, not the card's",
             'Rulebook, Build a stage of a wonder'),
            ('stage 3 cannot be paid: 2 cloth needed: Ira makes 1, Bob (left) sells 0, Cid (right) sells 0',
             'Rulebook, Trading'),
        ]}


def test_the_caravansery_costs_2_wood():
    # seed 000, Стоимость в ресурсах: the Caravansery costs 2 wood; Ira makes one, Bob makes one
    v = check([p("Ira", "Olympia", coins=1), p("Bob", "Gizah", ["Lumber Yard"]), p("Cid", "Babylon")], 2,
              player="Ira", build="Caravansery")
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Caravansery",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Caravansery costs 2 wood',
             'Rulebook, Resource cost'),
            ('the cheapest way to pay for Caravansery costs 2 coins (bank 0, left 2, right 0) but Ira held '
             'only 1 at the start of the turn; coins earned this turn cannot be spent this turn',
             'Rulebook, Trading'),
        ]}



def test_the_cheapest_way_costs_1_coin():
    # seed 000, Торговля: «чтобы купить ресурсы, у игрока должны быть монеты в начале хода»
    v = check(trade_no_coins(), 2, player="Ira", build="Temple")
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Temple",
        "free": None,
        "cost": None,
        "options": [],
        "reasons": [
            ('Temple costs 1 clay, 1 glass, 1 wood',
             'Rulebook, Resource cost'),
            ('the cheapest way to pay for Temple costs 1 coin (bank 0, left 0, right 1) but Ira held only 0 at '
             'the start of the turn; coins earned this turn cannot be spent this turn',
             'Rulebook, Trading'),
        ]}


def test_two_ways_to_pay_the_neighbours_in_russian():
    # as in English above: the ways to pay, each purchase and its discount in the engine's words
    with use_language("ru"):
        v = check(trade(), 2, player="Ira", build="Temple")
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Temple",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 1},
        "options": [{"bank": 0, "left": 0, "right": 1, "buys": [{"from": "right", "resource": "clay", "count": 1, "price": 1}]}, {"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 1, "price": 2}]}],
        "reasons": [
            ('«Храм»: стоимость — 1 глина, 1 стекло, 1 дерево',
             'Правила, Стоимость в ресурсах'),
            ('Ira производит: 1 стекло, 1 дерево; покупает: 1 глина у правого соседа (Cid) за 1 монету '
             '(скидка); платит 1 (монет в начале хода: 3)',
             'Правила, Торговля'),
            ('глина у правого соседа (Cid) стоит 1 монету вместо 2: Восточный базар',
             'напечатано на карте: «Восточный базар»'),
            ('2 способа заплатить соседям (левому 0, правому 1; левому 2, правому 0): выбирает Ira',
             'Правила, Торговля'),
        ]}


def test_olympia_b_buys_raw_materials_for_1_coin_in_russian():
    # as in English above: the ways to pay, each purchase and its discount in the engine's words
    with use_language("ru"):
        v = check([p("Ira", "Olympia", side="B", stages=1, coins=3), p("Bob", "Gizah", ["Stone Pit"]),
                   p("Cid", "Babylon", ["Timber Yard"])], 2, player="Ira", build="Aqueduct")
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Aqueduct",
        "free": None,
        "cost": {"bank": 0, "left": 2, "right": 1},
        "options": [{"bank": 0, "left": 2, "right": 1, "buys": [{"from": "left", "resource": "stone", "count": 2, "price": 1}, {"from": "right", "resource": "stone", "count": 1, "price": 1}]}],
        "reasons": [
            ('«Акведук»: стоимость — 3 камня',
             'Правила, Стоимость в ресурсах'),
            ('Ira ничего из этого не производит; покупает: 2 камня у левого соседа (Bob) за 2 монеты (по 1) '
             '(скидка) и 1 камень у правого соседа (Cid) за 1 монету (скидка); платит 3 (монет в начале хода: '
             '3)',
             'Правила, Торговля'),
            ('камень у левого соседа (Bob) стоит 1 монету вместо 2: Олимпия B, этап 1',
             'Правила, Олимпия (Статуя Зевса)'),
            ('камень у правого соседа (Cid) стоит 1 монету вместо 2: Олимпия B, этап 1',
             'Правила, Олимпия (Статуя Зевса)'),
        ]}


def test_two_of_a_resource_from_one_neighbour_in_russian():
    # as in English above: the ways to pay, each purchase and its discount in the engine's words
    with use_language("ru"):
        v = check([p("Ira", "Rhodos", coins=4), p("Bob", "Babylon", ["Clay Pool"]), p("Cid", "Gizah")], 2, player="Ira",
                  build="Forum", buy=[buy("left", "clay", 2)])
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Forum",
        "free": None,
        "cost": {"bank": 0, "left": 4, "right": 0},
        "options": [{"bank": 0, "left": 4, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 2, "price": 2}]}],
        "deal": {"bank": 0, "left": 4, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 2, "price": 2}]},
        "reasons": [
            ('«Форум»: стоимость — 2 глины',
             'Правила, Стоимость в ресурсах'),
            ('сделка законна: Ira покупает: 2 глины у левого соседа (Bob) за 4 монеты (по 2); платит 4 (монет '
             'в начале хода: 4)',
             'Правила, Торговля'),
        ]}


def test_olympia_b_buys_raw_materials_for_1_coin_in_ukrainian():
    # as in English above: the ways to pay, each purchase and its discount in the engine's words
    with use_language("uk"):
        v = check([p("Ira", "Olympia", side="B", stages=1, coins=3), p("Bob", "Gizah", ["Stone Pit"]),
                   p("Cid", "Babylon", ["Timber Yard"])], 2, player="Ira", build="Aqueduct")
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Aqueduct",
        "free": None,
        "cost": {"bank": 0, "left": 2, "right": 1},
        "options": [{"bank": 0, "left": 2, "right": 1, "buys": [{"from": "left", "resource": "stone", "count": 2, "price": 1}, {"from": "right", "resource": "stone", "count": 1, "price": 1}]}],
        "reasons": [
            ('«Aqueduct»: вартість — 3 камені',
             'Правила, Вартість у ресурсах'),
            ('Ira нічого з цього не виробляє; купує: 2 камені у лівого сусіда (Bob) за 2 монети (по 1) '
             '(знижка) і 1 камінь у правого сусіда (Cid) за 1 монету (знижка); платить 3 (монет на початку '
             'ходу: 3)',
             'Правила, Торгівля'),
            ('камінь у лівого сусіда (Bob) коштує 1 монету замість 2: Olympia B, етап 1',
             'Правила, Олімпія (Статуя Зевса)'),
            ('камінь у правого сусіда (Cid) коштує 1 монету замість 2: Olympia B, етап 1',
             'Правила, Олімпія (Статуя Зевса)'),
        ]}


def test_hammurabis_discount_in_a_proposed_deal():
    # the Leaders rulebook, Hammurabi (blue cards cost 1 resource fewer, scoring/data/leaders.json): Ann
    # (Rhodos: ore) buys the Courthouse's cloth from Bob and one clay from Cid; the other clay is waived
    v = referee(leaders({"build": "Courthouse", "buy": [buy("left", "cloth"), buy("right", "clay")]}, 2, ["Hammurabi"]))
    assert whole(v) == {
        "legal": True,
        "player": "Ann",
        "action": "build",
        "card": "Courthouse",
        "free": None,
        "cost": {"bank": 0, "left": 2, "right": 2},
        "options": [{"bank": 0, "left": 0, "right": 4, "buys": [{"from": "right", "resource": "clay", "count": 2, "price": 2}], "waived": ["cloth"]}, {"bank": 0, "left": 2, "right": 2, "buys": [{"from": "left", "resource": "cloth", "count": 1, "price": 2}, {"from": "right", "resource": "clay", "count": 1, "price": 2}], "waived": ["clay"]}],
        "deal": {"bank": 0, "left": 2, "right": 2, "buys": [{"from": "left", "resource": "cloth", "count": 1, "price": 2}, {"from": "right", "resource": "clay", "count": 1, "price": 2}], "waived": ["clay"]},
        "income": [],
        "coins_after": 2,
        "reasons": [
            ('Courthouse costs 2 clay, 1 cloth',
             'Rulebook, Resource cost'),
            ('the deal is legal: Ann buys 1 cloth from the left neighbour (Bob) for 2 coins and 1 clay from '
             'the right neighbour (Cid) for 2 coins; pays 4 of the 6 coins held at the start of the turn',
             'Rulebook, Trading'),
            ('Hammurabi: a blue card costs 1 resource fewer, chosen by Ann: 1 clay',
             'Leaders rulebook, Leader cards; the printed card: Hammurabi'),
        ]}


def test_bilkis_buys_from_the_bank_in_a_proposed_deal():
    # the Leaders rulebook, Bilkis (one resource from the bank for 1 coin): the Temple's glass, which no
    # neighbour makes, from the bank; the wood from Bob and the clay from Cid as proposed
    v = referee(leaders({"build": "Temple", "buy": [buy("left", "wood"), buy("right", "clay")]}, 2, ["Bilkis"], coins=9))
    assert whole(v) == {
        "legal": True,
        "player": "Ann",
        "action": "build",
        "card": "Temple",
        "free": None,
        "cost": {"bank": 1, "left": 2, "right": 2},
        "options": [{"bank": 1, "left": 2, "right": 2, "buys": [{"from": "left", "resource": "wood", "count": 1, "price": 2}, {"from": "right", "resource": "clay", "count": 1, "price": 2}], "bank_buys": [{"from": "bank", "resource": "glass", "count": 1, "price": 1}]}],
        "deal": {"bank": 1, "left": 2, "right": 2, "buys": [{"from": "left", "resource": "wood", "count": 1, "price": 2}, {"from": "right", "resource": "clay", "count": 1, "price": 2}], "bank_buys": [{"from": "bank", "resource": "glass", "count": 1, "price": 1}]},
        "income": [],
        "coins_after": 4,
        "reasons": [
            ('Temple costs 1 clay, 1 glass, 1 wood',
             'Rulebook, Resource cost'),
            ('the deal is legal: Ann buys 1 wood from the left neighbour (Bob) for 2 coins and 1 clay from the '
             'right neighbour (Cid) for 2 coins; pays 5 of the 9 coins held at the start of the turn',
             'Rulebook, Trading'),
            ('Bilkis: Ann buys 1 glass from the bank for 1 coin (once a turn)',
             'Leaders rulebook, Leader cards; the printed card: Bilkis'),
        ]}


def test_catans_trade_in_a_proposed_deal():
    # Catan's board (played with "wonderpack"; 2 identical resources of the city's own for 1 of its choice): Ira trades two
    # wood for the Apothecary's cloth and buys nothing
    v = check([p("Ira", "Catan", ["Lumber Yard", "Timber Yard"], coins=0), p("Bob", "Gizah", ["Loom"]), p("Cid", "Rhodos")], 1,
              game="7w", expansions=["wonderpack"], player="Ira", build="Apothecary", buy=[])
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Apothecary",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "deal": {"bank": 0, "left": 0, "right": 0, "buys": []},
        "reasons": [
            ('Apothecary costs 1 cloth',
             'Rulebook, Resource cost'),
            ('Ira buys nothing and produces all of it; pays 0 of the 0 coins held at the start of the turn',
             'Rulebook, Trading'),
            ('Catan: Ira trades 2 wood of its own production for 1 resource of its choice (2 identical '
             'resources for 1)',
             'the wonder board: Catan'),
        ]}


def test_a_refused_deal_for_a_stage_names_the_stage():
    # seed 000, 2. б. Завершение стадии; Торговля: Bob on the left makes one ore, not two
    v = check([p("Hal", "Halikarnassos", ["Ore Vein"], coins=4, stages=1), p("Bob", "Rhodos"),
               p("Cid", "Gizah", ["Clay Pit"])], 2, player="Hal", stage=True, buy=[buy("left", "ore", 2)])
    assert whole(v) == {
        "legal": False,
        "player": "Hal",
        "action": "stage",
        "card": None,
        "free": None,
        "cost": None,
        "options": [{"bank": 0, "left": 2, "right": 2, "buys": [{"from": "left", "resource": "ore", "count": 1, "price": 2}, {"from": "right", "resource": "ore", "count": 1, "price": 2}]}],
        "deal": {"bank": 0, "left": 4, "right": 0, "buys": [{"from": "left", "resource": "ore", "count": 2, "price": 2}]},
        "stage": 2,
        "reasons": [
            ("stage 2 of Halikarnassos A is next (stages are built in order) and costs 3 ore: the board's "
             "cost, not the card's",
             'Rulebook, Build a stage of a wonder'),
            ('at the end of this turn Hal may build one card from the discard pile for free',
             'Rulebook, Halikarnassos (Mausoleum)'),
            ('Bob (left neighbour) cannot sell 2 ore: its board, brown and grey cards make only 1 ore a turn',
             'Rulebook, Trading'),
        ]}


def test_a_deal_from_the_right_for_what_the_city_makes():
    # seed 000, Торговля: the same from the right neighbour: Ira makes the wood Cid would sell her
    v = check([p("Ira", "Olympia", coins=3), p("Bob", "Babylon"), p("Cid", "Gizah", ["Lumber Yard"])], 1, player="Ira",
              build="Stockade", buy=[buy("right", "wood")])
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Stockade",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 2},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "deal": {"bank": 0, "left": 0, "right": 2, "buys": [{"from": "right", "resource": "wood", "count": 1, "price": 2}]},
        "reasons": [
            ('Stockade costs 1 wood',
             'Rulebook, Resource cost'),
            ('the deal is legal: Ira buys 1 wood from the right neighbour (Cid) for 2 coins; pays 2 of the 3 '
             'coins held at the start of the turn',
             'Rulebook, Trading'),
            ('a cheaper way exists: left 0, right 0',
             'Rulebook, Trading'),
        ]}


def test_a_legal_deal_for_a_stage_names_the_stage():
    # seed 000, 2. б. Завершение стадии; Торговля: one ore from each neighbour
    v = check([p("Hal", "Halikarnassos", ["Ore Vein"], coins=4, stages=1), p("Bob", "Rhodos"),
               p("Cid", "Gizah", ["Clay Pit"])], 2, player="Hal", stage=True, buy=[buy("left", "ore"), buy("right", "ore")])
    assert whole(v) == {
        "legal": True,
        "player": "Hal",
        "action": "stage",
        "card": None,
        "free": None,
        "cost": {"bank": 0, "left": 2, "right": 2},
        "options": [{"bank": 0, "left": 2, "right": 2, "buys": [{"from": "left", "resource": "ore", "count": 1, "price": 2}, {"from": "right", "resource": "ore", "count": 1, "price": 2}]}],
        "deal": {"bank": 0, "left": 2, "right": 2, "buys": [{"from": "left", "resource": "ore", "count": 1, "price": 2}, {"from": "right", "resource": "ore", "count": 1, "price": 2}]},
        "stage": 2,
        "reasons": [
            ("stage 2 of Halikarnassos A is next (stages are built in order) and costs 3 ore: the board's "
             "cost, not the card's",
             'Rulebook, Build a stage of a wonder'),
            ('at the end of this turn Hal may build one card from the discard pile for free',
             'Rulebook, Halikarnassos (Mausoleum)'),
            ('the deal is legal: Hal buys 1 ore from the left neighbour (Bob) for 2 coins and 1 ore from the '
             'right neighbour (Cid) for 2 coins; pays 4 of the 4 coins held at the start of the turn',
             'Rulebook, Trading'),
        ]}


def test_a_neighbour_short_of_two_resources():
    # seed 000, Торговля: Bob (Babylon: clay) makes neither the stone nor the ore Ira asks of him
    v = check([p("Ira", "Olympia", coins=5), p("Bob", "Babylon"), p("Cid", "Gizah")], 3, player="Ira",
              build="Arena", buy=[buy("left", "stone", 2), buy("left", "ore")])
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Arena",
        "free": None,
        "cost": None,
        "options": [],
        "deal": {"bank": 0, "left": 6, "right": 0, "buys": [{"from": "left", "resource": "ore", "count": 1, "price": 2}, {"from": "left", "resource": "stone", "count": 2, "price": 2}]},
        "reasons": [
            ('Arena costs 1 ore, 2 stone',
             'Rulebook, Resource cost'),
            ('Bob (left neighbour) cannot sell 1 ore, 2 stone: its board, brown and grey cards make only 0 '
             'ore, 0 stone a turn',
             'Rulebook, Trading'),
            ('the deal costs 6 coins (bank 0, left 6, right 0) but Ira held only 5 at the start of the turn; '
             'coins earned this turn cannot be spent this turn',
             'Rulebook, Trading'),
        ]}


def test_a_right_neighbours_slash_card_and_caravansery():
    # seed 000, Торговля: Cid's Clay Pit sells its clay or its ore, one a turn; his Caravansery is yellow
    # and sells nothing («невозможно купить ресурсы, производимые торговыми зданиями»)
    v = check([p("Ira", "Olympia", coins=5), p("Bob", "Gizah"), p("Cid", "Ephesos", ["Clay Pit", "Caravansery"])], 2,
              player="Ira", build="Stables", buy=[buy("right", "clay"), buy("right", "ore")])
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Stables",
        "free": None,
        "cost": None,
        "options": [],
        "deal": {"bank": 0, "left": 0, "right": 4, "buys": [{"from": "right", "resource": "clay", "count": 1, "price": 2}, {"from": "right", "resource": "ore", "count": 1, "price": 2}]},
        "reasons": [
            ('Stables costs 1 clay, 1 ore, 1 wood',
             'Rulebook, Resource cost'),
            ('Cid (right neighbour) cannot sell 1 clay, 1 ore in one turn: its board, brown and grey cards '
             'give clay/ore, and a "/" card is sold as one resource per turn',
             'Rulebook, Trading'),
            ("Cid's Caravansery produces clay/ore for Cid only: yellow cards and wonder stages are never sold",
             'Rulebook, Trading'),
        ]}


def test_only_the_resource_short_is_noted_for_a_yellow_card():
    # seed 000, Торговля: Cid (Gizah: stone) sells the stone; his Caravansery's ore is his alone
    v = check([p("Ira", "Olympia", coins=5), p("Bob", "Babylon"), p("Cid", "Gizah", ["Caravansery"])], 3,
              player="Ira", build="Arena", buy=[buy("right", "stone"), buy("right", "ore"), buy("left", "stone")])
    assert whole(v) == {
        "legal": False,
        "player": "Ira",
        "action": "build",
        "card": "Arena",
        "free": None,
        "cost": None,
        "options": [],
        "deal": {"bank": 0, "left": 2, "right": 4, "buys": [{"from": "left", "resource": "stone", "count": 1, "price": 2}, {"from": "right", "resource": "ore", "count": 1, "price": 2}, {"from": "right", "resource": "stone", "count": 1, "price": 2}]},
        "reasons": [
            ('Arena costs 1 ore, 2 stone',
             'Rulebook, Resource cost'),
            ('Bob (left neighbour) cannot sell 1 stone: its board, brown and grey cards make only 0 stone a '
             'turn',
             'Rulebook, Trading'),
            ('Cid (right neighbour) cannot sell 1 ore: its board, brown and grey cards make only 0 ore a turn',
             'Rulebook, Trading'),
            ("Cid's Caravansery produces ore for Cid only: yellow cards and wonder stages are never sold",
             'Rulebook, Trading'),
            ('the deal costs 6 coins (bank 0, left 2, right 4) but Ira held only 5 at the start of the turn; '
             'coins earned this turn cannot be spent this turn',
             'Rulebook, Trading'),
        ]}


def test_archimedes_waives_the_apothecarys_cloth_in_a_proposed_deal():
    # the Leaders rulebook, Archimedes (green cards cost 1 resource fewer): Ann buys nothing; the cloth
    # is waived
    v = referee(leaders({"build": "Apothecary", "buy": []}, 1, ["Archimedes"], coins=0))
    assert whole(v) == {
        "legal": True,
        "player": "Ann",
        "action": "build",
        "card": "Apothecary",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": [], "waived": ["cloth"]}],
        "deal": {"bank": 0, "left": 0, "right": 0, "buys": [], "waived": ["cloth"]},
        "income": [],
        "coins_after": 0,
        "reasons": [
            ('Apothecary costs 1 cloth',
             'Rulebook, Resource cost'),
            ('Ann buys nothing and produces all of it; pays 0 of the 0 coins held at the start of the turn',
             'Rulebook, Trading'),
            ('Archimedes: a green card costs 1 resource fewer, chosen by Ann: 1 cloth',
             'Leaders rulebook, Leader cards; the printed card: Archimedes'),
        ]}


def test_a_clandestine_dock_and_hammurabi_in_one_deal():
    # Cities, Clandestine Dock West (the first resource bought from the left neighbour costs 1 coin less)
    # with the Leaders' Hammurabi (a blue card costs 1 resource fewer): both reasons stay with the deal
    doc = leaders({"build": "Courthouse", "buy": [buy("left", "cloth"), buy("right", "clay")]}, 2,
                  ["Hammurabi", "Clandestine Dock West"])
    v = referee(dict(doc, expansions=["leaders", "cities"]))
    assert whole(v) == {
        "legal": True,
        "player": "Ann",
        "action": "build",
        "card": "Courthouse",
        "free": None,
        "cost": {"bank": 0, "left": 1, "right": 2},
        "options": [{"bank": 0, "left": 1, "right": 2, "buys": [{"from": "left", "resource": "cloth", "count": 1, "price": 1}, {"from": "right", "resource": "clay", "count": 1, "price": 2}], "waived": ["clay"]}, {"bank": 0, "left": 0, "right": 4, "buys": [{"from": "right", "resource": "clay", "count": 2, "price": 2}], "waived": ["cloth"]}],
        "deal": {"bank": 0, "left": 1, "right": 2, "buys": [{"from": "left", "resource": "cloth", "count": 1, "price": 1}, {"from": "right", "resource": "clay", "count": 1, "price": 2}], "waived": ["clay"]},
        "income": [],
        "coins_after": 3,
        "reasons": [
            ('Courthouse costs 2 clay, 1 cloth',
             'Rulebook, Resource cost'),
            ('the deal is legal: Ann buys 1 cloth from the left neighbour (Bob) for 1 coin (discount) and 1 '
             'clay from the right neighbour (Cid) for 2 coins; pays 3 of the 6 coins held at the start of the '
             'turn',
             'Rulebook, Trading'),
            ('Hammurabi: a blue card costs 1 resource fewer, chosen by Ann: 1 clay',
             'Leaders rulebook, Leader cards; the printed card: Hammurabi'),
            ('Clandestine Dock West: the first resource Ann buys from Bob this turn costs 1 coin less',
             'the printed card: Clandestine Dock West'),
        ]}


def test_catans_trade_beside_a_clandestine_dock():
    # Catan's board (2 identical resources for 1) with Cities' Clandestine Dock West: Ira trades two wood
    # for the Temple's glass and buys its clay from Bob on her left a coin cheaper; both reasons stay
    v = check([p("Ira", "Catan", ["Lumber Yard", "Sawmill", "Clandestine Dock West"], coins=1), p("Bob", "Babylon"),
               p("Cid", "Rhodos")], 2, expansions=["wonderpack", "cities"], player="Ira", build="Temple",
              buy=[buy("left", "clay")])
    assert whole(v) == {
        "legal": True,
        "player": "Ira",
        "action": "build",
        "card": "Temple",
        "free": None,
        "cost": {"bank": 0, "left": 1, "right": 0},
        "options": [{"bank": 0, "left": 1, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 1, "price": 1}]}],
        "deal": {"bank": 0, "left": 1, "right": 0, "buys": [{"from": "left", "resource": "clay", "count": 1, "price": 1}]},
        "reasons": [
            ('Temple costs 1 clay, 1 glass, 1 wood',
             'Rulebook, Resource cost'),
            ('the deal is legal: Ira buys 1 clay from the left neighbour (Bob) for 1 coin (discount); pays 1 '
             'of the 1 coin held at the start of the turn',
             'Rulebook, Trading'),
            ('Catan: Ira trades 2 wood of its own production for 1 resource of its choice (2 identical '
             'resources for 1)',
             'the wonder board: Catan'),
            ('Clandestine Dock West: the first resource Ira buys from Bob this turn costs 1 coin less',
             'the printed card: Clandestine Dock West'),
        ]}


def test_a_stage_with_too_few_ore_and_the_ore_on_the_right():
    # seed 000, Стоимость в ресурсах: the ore must be produced or bought; the same 3 ore as above, now with
    # Cid (Rhodos A: ore) on the right the one neighbour who sells one, and Bob's Caravansery (yellow) selling none
    v = check([p("Hal", "Halikarnassos", coins=9, stages=1), p("Bob", "Gizah", ["Forum", "Caravansery"]),
               p("Cid", "Rhodos")],
              2, player="Hal", stage=True)
    assert whole(v) == {
        "legal": False,
        "player": "Hal",
        "action": "stage",
        "card": None,
        "free": None,
        "cost": None,
        "options": [],
        "stage": 2,
        "reasons": [
            ("stage 2 of Halikarnassos A is next (stages are built in order) and costs 3 ore: the board's "
             "cost, not the card's",
             'Rulebook, Build a stage of a wonder'),
            ('at the end of this turn Hal may build one card from the discard pile for free',
             'Rulebook, Halikarnassos (Mausoleum)'),
            ('stage 2 cannot be paid: 3 ore needed: Hal makes 0, Bob (left) sells 0, Cid (right) sells 1',
             'Rulebook, Trading'),
            ("Bob's Caravansery produces ore for Bob only: yellow cards and wonder stages are never sold",
             'Rulebook, Trading'),
        ]}


# -- which card may be built: ages, decks, copies (``_check_build``) ---------------------------

def test_the_loom_of_ages_i_and_ii_in_age_iii():
    # seed 000, Описание эпохи: the hands hold the current age's cards; the Loom is printed in the
    # decks of ages I and II (both ages named), none in age III's
    v = check(ephesos(), 3, player="Ira", build="Loom")
    assert whole(v) == refused("Ira", "Loom", [
        ("Loom is an age I and II card and this is age III: the hands hold only the current age's cards",
         'Rulebook, An age, turn by turn')])


def test_a_card_marked_for_three_player_counts():
    # seed 000, Расстановка: Колоды эпох: the Tavern's copies are marked 4+, 5+ and 7+ (every mark listed),
    # none of them for 3 players
    v = check(ephesos(), 1, player="Ira", build="Tavern")
    assert whole(v) == refused("Ira", "Tavern", [
        ('Tavern is not in the age I deck with 3 players (its copies are marked 4+, 5+, 7+)',
         'Rulebook, Age decks')])


def test_a_guild_is_one_card_at_the_table():
    # seed 000, Расстановка: Колоды эпох: «Возьмите 10 карт гильдий … и отберите из них случайным (и тайным)
    # образом» cards for age III's deck: one card each, so the Workers Guild Ira built is the only one
    players = [p("Ira", "Ephesos", ["Workers Guild"]), p("Bob", "Rhodos"), p("Cid", "Olympia")]
    v = check(players, 3, player="Bob", build="Workers Guild")
    assert whole(v) == refused("Bob", "Workers Guild", [
        ('every copy of Workers Guild with 3 players (1) is already built, by Ira', 'Rulebook, Age decks')])


def test_both_looms_already_built():
    # seed 000, Колоды эпох: with 3 players one Loom is in age I's deck and one in age II's (both marked
    # 3+); Ira and Bob built them, so Cid cannot build a third
    players = [p("Ira", "Ephesos", ["Loom"]), p("Bob", "Rhodos", ["Loom"]), p("Cid", "Olympia")]
    v = check(players, 2, player="Cid", build="Loom")
    assert whole(v) == refused("Cid", "Loom", [
        ('every copy of Loom with 3 players (2) is already built, by Ira, Bob', 'Rulebook, Age decks')])


def test_the_second_loom_when_one_is_built():
    # seed 000, Колоды эпох: Ira built one of the 2 Looms of a 3-player game; the other is age II's, and
    # the Loom costs nothing (seed 000, Стоимость в ресурсах: a card with no cost is built free)
    players = [p("Ira", "Ephesos", ["Loom"]), p("Bob", "Rhodos"), p("Cid", "Olympia")]
    v = check(players, 2, player="Cid", build="Loom")
    assert whole(v) == {
        "legal": True,
        "player": "Cid",
        "action": "build",
        "card": "Loom",
        "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}],
        "reasons": [
            ('Loom costs nothing', 'Rulebook, Resource cost'),
            ('Cid pays 0 of the 3 coins held at the start of the turn', 'Rulebook, Resources and production'),
        ]}


# -- chains in Russian and Ukrainian: the card built before and the symbol in the reader's words --

def test_the_chain_builds_the_temple_free_in_russian():
    # as test_the_chain_builds_the_temple_free: the Altar by its printed Russian name
    with use_language("ru"):
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
            ('Ira построил карту «Алтарь», поэтому «Храм» бесплатно (цепочка); заплатить вместо этого можно, '
             'но дешевле не будет',
             'Правила, Бесплатное строительство (цепочки)'),
        ]}


def test_a_deal_beside_the_chain_in_russian():
    # as test_a_deal_beside_the_chain_is_checked_as_usual: the Scriptorium by its printed Russian name
    with use_language("ru"):
        v = check(ephesos(), 2, player="Ira", build="Library", buy=[buy("right", "stone", 2)])
    assert [r["text"] for r in v["reasons"]][0] == (
        'Ira построил карту «Скрипторий», поэтому карту «Библиотека» можно построить бесплатно (цепочка); '
        'заплатить вместо этого тоже можно')
    assert (v["legal"], v["free"]) == (False, None)


def test_the_2nd_edition_chain_names_its_symbol_in_russian_and_ukrainian():
    # as test_the_2nd_edition_chain_names_its_symbol (seed 001, Г. Бесплатное строительство (цепочки зданий)):
    # the waterdrop in the reader's words, the cards by their printed names (none printed in Ukrainian)
    players = second([p("Ira", "Gizah", ["Baths"], side="day")])
    texts = {}
    for lang in ("ru", "uk"):
        with use_language(lang):
            v = check(players, 2, game="7w2", player="Ira", build="Aqueduct")
        assert (v["legal"], v["free"], v["cost"]) == (True, "Baths", {"bank": 0, "left": 0, "right": 0})
        texts[lang] = [(r["text"], r["rule"]) for r in v["reasons"]]
    assert texts == {
        "ru": [('Ira построил «Бани» (символ «капля»), поэтому «Акведук» бесплатно (цепочка); заплатить вместо '
                'этого можно, но дешевле не будет', 'Правила, Бесплатное строительство (цепочки)')],
        "uk": [('Ira збудував «Baths» (символ «крапля»), тож «Aqueduct» безкоштовно (ланцюжок); заплатити '
                'натомість можна, але дешевше не буде', 'Правила, Безкоштовне будівництво (ланцюжки)')]}


def test_olympia_day_names_every_card_of_the_colour_in_english_and_russian():
    # board: Olympia day, stage 2 (RP-FAQ): once per colour for the game; the Stockade and the Barracks are
    # red already (both named, by their printed names in Russian), so the Walls are paid, and Oly cannot
    players = second([p("Oly", "Olympia", ["Stockade", "Barracks"], side="day", stages=2, coins=0)])
    v = check(players, 2, game="7w2", player="Oly", build="Walls")
    assert whole(v) == refused("Oly", "Walls", [
        ('Olympia day stage 2 builds free only the first card of each colour: Oly already has a red card in the '
         'city (Stockade, Barracks)',
         'the wonder board: Olympia day, stage 2'),
        ('Walls costs 3 stone', 'Rulebook, Resource cost'),
        ('Walls cannot be paid: 3 stone needed: Oly makes 0, Bob (left) sells 0, Cid (right) sells 0',
         'Rulebook, Trading')])
    with use_language("ru"):
        v = check(players, 2, game="7w2", player="Oly", build="Walls")
    assert [(r["text"], r["rule"]) for r in v["reasons"]][0] == (
        'Олимпия День, этап 2 бесплатно строит только первую карту каждого цвета: у Oly уже есть карта красного '
        'цвета в городе (Частокол, Казармы)',
        'планшет чуда: Олимпия, дневная сторона, этап 2')


def test_every_chain_symbol_of_the_data_has_its_words():
    # the referee names a 2nd-edition chain symbol in the reader's words (test_the_2nd_edition_chain_names_its_symbol
    # …); a symbol the data gives without words would be shown as the data spells it
    from referee.classic.check import CHAIN_SYMBOL
    from scoring.classic.catalogue import catalogue
    symbols = {s for game in ("7w", "7w2") for c in catalogue(game).cards for s in c.chain_needs + c.chain_gives}
    assert symbols and symbols <= set(CHAIN_SYMBOL)


def test_the_amounts_of_ore_glass_papyrus_and_cloth_in_russian_and_ukrainian():
    # seed 000, Стоимость в ресурсах: the printed costs (the Barracks 1 ore, the Dispensary 2 ore and 1 glass,
    # the School 1 wood and 1 papyrus, the Library 2 stone and 1 cloth) and the stages' (Halikarnassos A stage
    # 2: 3 ore; the 3rd stages of Alexandria A, Ephesos A, Halikarnassos A: 2 glass, 2 papyrus, 2 cloth), each
    # amount in the reader's words, singular and plural (in English the resource's name is the same either way)
    def stage(wonder, built):
        return check([p("Hal", wonder, coins=9, stages=built), p("Bob", "Rhodos"), p("Cid", "Gizah")], 2,
                     player="Hal", stage=True)
    positions = [lambda: check(ephesos(), 1, player="Ira", build="Barracks"),
                 lambda: check(ephesos(), 2, player="Ira", build="Dispensary"),
                 lambda: check(ephesos(), 2, player="Ira", build="School"),
                 lambda: check([p("Ira", "Ephesos")] + ephesos()[1:], 2, player="Ira", build="Library"),
                 lambda: stage("Halikarnassos", 1), lambda: stage("Alexandria", 2), lambda: stage("Ephesos", 2),
                 lambda: stage("Halikarnassos", 2)]
    said = {}
    for lang in ("ru", "uk"):
        with use_language(lang):
            said[lang] = [position()["reasons"][0]["text"] for position in positions]
    assert said == {
        "ru": ['«Казармы»: стоимость — 1 руда',
               '«Лазарет»: стоимость — 1 стекло, 2 руды',
               '«Школа»: стоимость — 1 папирус, 1 дерево',
               '«Библиотека»: стоимость — 1 ткань, 2 камня',
               'следующий этап 2 чуда Галикарнас A (этапы строятся по порядку) стоит 3 руды: цена с планшета, а не с карты',
               'следующий этап 3 чуда Александрия A (этапы строятся по порядку) стоит 2 стекла: цена с планшета, а не с '
               'карты',
               'следующий этап 3 чуда Эфес A (этапы строятся по порядку) стоит 2 папируса: цена с планшета, а не с карты',
               'следующий этап 3 чуда Галикарнас A (этапы строятся по порядку) стоит 2 ткани: цена с планшета, а не с '
               'карты'],
        "uk": ['«Barracks»: вартість — 1 руда',
               '«Dispensary»: вартість — 1 скло, 2 руди',
               '«School»: вартість — 1 папірус, 1 дерево',
               '«Library»: вартість — 1 тканина, 2 камені',
               'наступний етап 2 чуда Halikarnassos A (етапи будуються по черзі) коштує 3 руди: ціна з планшета, а не з '
               'карти',
               'наступний етап 3 чуда Alexandria A (етапи будуються по черзі) коштує 2 скла: ціна з планшета, а не з карти',
               'наступний етап 3 чуда Ephesos A (етапи будуються по черзі) коштує 2 папіруси: ціна з планшета, а не з '
               'карти',
               'наступний етап 3 чуда Halikarnassos A (етапи будуються по черзі) коштує 2 тканини: ціна з планшета, а не '
               'з карти']}
