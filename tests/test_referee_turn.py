"""A whole turn checked together (issue 3, deliver 3)."""
import pytest

from referee.classic import check_document
from scoring.core.i18n import use_language


def p(name, wonder, cards=(), coins=3, side="A", stages=0):
    return {"name": name, "wonder": wonder, "side": side, "stages": stages, "cards": list(cards), "coins": coins}


def turn(players, age, *actions, **extra):
    return check_document(dict({"game": "7w", "age": age, "players": players, "actions": list(actions)}, **extra))


def test_example_b_sells_stone_to_both_neighbours_and_still_builds_the_library():
    # seed 000, Торговля, пример В: both neighbours buy 2 stone from her (8 coins);
    # she builds the Library (2 stone + cloth) with the same stone
    players = [p("Ira", "Gizah", ["Stone Pit", "Loom"], coins=0),      # 2 stone + cloth
               p("Bob", "Rhodos", ["Timber Yard"], coins=4),          # left of Ira; Ira is Bob's right
               p("Cid", "Alexandria", coins=4)]                      # right of Ira; Ira is Cid's left
    t = turn(players, 2,
             {"player": "Ira", "build": "Library"},
             {"player": "Bob", "build": "Walls", "buy": [{"from": "right", "resource": "stone", "count": 2}]},
             {"player": "Cid", "stage": True, "buy": [{"from": "left", "resource": "stone", "count": 2}]})
    assert t["legal"] is True
    assert [v["legal"] for v in t["verdicts"]] == [True, True, True]
    assert t["verdicts"][0]["cost"] == {"bank": 0, "left": 0, "right": 0}
    assert t["coins"] == {"Ira": {"start": 0, "end": 8}, "Bob": {"start": 4, "end": 0}, "Cid": {"start": 4, "end": 0}}
    assert {"from": "Bob", "to": "Ira", "coins": 4, "for": "2 stone"} in t["payments"]


def test_example_c_coins_earned_this_turn_cannot_be_spent():
    # seed 000, Торговля, пример С: a neighbour buys her clay, but those coins cannot buy the missing clay
    players = [p("Ira", "Babylon", coins=0),                          # 1 clay
               p("Bob", "Rhodos", ["Clay Pool"], coins=3),            # left: sells clay
               p("Cid", "Olympia", ["Ore Vein"], coins=3)]            # right: wood, ore; buys clay from Ira
    t = turn(players, 2,
             {"player": "Ira", "build": "Forum"},
             {"player": "Cid", "build": "Stables", "buy": [{"from": "left", "resource": "clay", "count": 1}]})
    ira, cid = t["verdicts"]
    assert cid["legal"] is True and ira["legal"] is False and t["legal"] is False
    assert t["coins"]["Ira"] == {"start": 0, "end": 2} and t["coins"]["Cid"] == {"start": 3, "end": 1}
    assert any("receives 2 coins from neighbours this turn but cannot spend them" in r["text"] for r in t["reasons"])
    assert t["waiting"] == ["Bob"]


def test_discard_and_coin_cards_after_the_turn():
    # seed 000, 2. с (3 coins); Vineyard counts brown cards built by neighbours the same turn (its note)
    players = [p("Ira", "Gizah", ["Lumber Yard"], coins=1), p("Bob", "Rhodos", coins=0), p("Cid", "Olympia", coins=1)]
    t = turn(players, 2,
             {"player": "Ira", "build": "Vineyard"},
             {"player": "Bob", "discard": True},
             {"player": "Cid", "build": "Brickyard"})
    assert t["legal"]
    # Ira: 1 + Vineyard (Lumber Yard + Cid's new Brickyard) = 3; Bob 0 + 3; Cid pays 1 coin for the Brickyard
    assert t["coins"]["Ira"]["end"] == 3 and t["coins"]["Bob"]["end"] == 3
    assert t["coins"]["Cid"] == {"start": 1, "end": 0}
    assert {"player": "Ira", "coins": 2, "source": "Vineyard",
            "rule": "Rulebook, Vineyard and Bazar", "citation": [{"book": "7w", "section": "vineyard-and-bazar"}]} in t["income"]
    # without the coin, Cid's Brickyard is illegal and moves nothing
    players[2]["coins"] = 0
    t = turn(players, 2, {"player": "Ira", "build": "Vineyard"}, {"player": "Cid", "build": "Brickyard"})
    assert t["verdicts"][1]["legal"] is False and t["coins"]["Cid"]["end"] == 0 and t["coins"]["Ira"]["end"] == 2


def test_one_action_per_player():
    import pytest
    from scoring.core.errors import BadInput
    players = [p("Ira", "Gizah"), p("Bob", "Rhodos"), p("Cid", "Olympia")]
    with pytest.raises(BadInput) as exc:
        turn(players, 1, {"player": "Ira", "discard": True}, {"player": "Ira", "discard": True})
    assert exc.value.problems[0].path == "actions[1].player"


# -- a player's later cards in the turn: Babylon B's 7th card, Halikarnassos's build from the discard pile --

def babylon_b(cards=("Glassworks", "Lumber Yard", "Timber Yard"), stages=1, coins=3):
    # Babylon B stage 2 costs 1 glass and 2 wood: the Glassworks, the Lumber Yard and the Timber Yard (wood/stone)
    return [p("Bab", "Babylon", cards, side="B", stages=stages, coins=coins), p("Bob", "Rhodos"), p("Cid", "Olympia")]


def test_babylon_b_completes_stage_2_on_the_6th_turn_then_plays_the_7th_card():
    # seed 000, Висячие Сады (сторона В), Пояснение: «Если второй этап строительства Чуда Света не завершен,
    # игрок может завершить его на шестом ходу и затем разыграть седьмую карту вместо того, что бы сбросить ее»
    t = turn(babylon_b(), 1, {"player": "Bab", "build": "Clay Pit", "seventh": True}, {"player": "Bab", "stage": True},
             turn=6)
    seventh, stage = t["verdicts"]
    assert t["legal"] is True and stage["legal"] and seventh["legal"]
    assert stage["stage"] == 2 and seventh["cost"] == {"bank": 1, "left": 0, "right": 0}
    assert "Bab plays the 7th card of the age: Babylon B's stage 2 is built" in seventh["reasons"][0]["text"]
    assert t["coins"]["Bab"] == {"start": 3, "end": 2}


def test_babylon_b_tucks_the_7th_card_under_stage_3_after_stage_2():
    # seed 000, Висячие Сады: the 7th card «может ... использоваться для завершения третьего этапа»;
    # stage 3 costs 3 clay and 1 papyrus: the board, the Brickyard and the Press
    cards = ("Glassworks", "Lumber Yard", "Timber Yard", "Brickyard", "Press")
    t = turn(babylon_b(cards), 2, {"player": "Bab", "stage": True}, {"player": "Bab", "stage": True, "seventh": True},
             turn=6)
    assert t["legal"] and [v["stage"] for v in t["verdicts"]] == [2, 3]


def test_the_7th_card_is_paid_with_the_coins_the_6th_card_left():
    # without the Timber Yard Bab buys 1 wood from Cid (right, Olympia A makes wood) for 2 coins; coins earned
    # this turn cannot be spent this turn (seed 000, Торговля, пример С), so the Clay Pit's coin must remain
    two = [c for c in ("Glassworks", "Lumber Yard")]
    t = turn(babylon_b(two, coins=3), 1, {"player": "Bab", "stage": True},
             {"player": "Bab", "build": "Clay Pit", "seventh": True})
    assert t["legal"] and t["coins"]["Bab"] == {"start": 3, "end": 0}
    t = turn(babylon_b(two, coins=2), 1, {"player": "Bab", "stage": True},
             {"player": "Bab", "build": "Clay Pit", "seventh": True})
    stage, seventh = t["verdicts"]
    assert stage["legal"] and seventh["legal"] is False
    assert seventh["reasons"][0]["text"] == ("Bab plays this card after its action this turn, which cost 2 of the 2 "
                                             "coins held at the start of the turn: 0 coins remain for this card")
    assert t["coins"]["Bab"] == {"start": 2, "end": 0}


def test_no_7th_card_when_stage_2_is_not_built_this_turn():
    # without the Glassworks stage 2 cannot be paid (nobody sells glass), so the 7th card is discarded
    t = turn(babylon_b(("Lumber Yard", "Timber Yard")), 1, {"player": "Bab", "stage": True},
             {"player": "Bab", "build": "Clay Pit", "seventh": True})
    stage, seventh = t["verdicts"]
    assert stage["legal"] is False and seventh["legal"] is False
    assert "only Babylon B's stage 2 lets a city play it" in seventh["reasons"][0]["text"]


def test_the_7th_card_only_on_the_6th_turn():
    # seed 000, Особый случай: Шестой ход: only the 6th turn gives a player two cards
    t = turn(babylon_b(stages=2), 1, {"player": "Bab", "build": "Stone Pit"},
             {"player": "Bab", "build": "Clay Pit", "seventh": True}, turn=3)
    assert t["verdicts"][0]["legal"] and t["verdicts"][1]["legal"] is False and t["legal"] is False
    assert t["verdicts"][1]["reasons"] == [{
        "text": "Bab cannot play the 7th card of the age on turn 3: only on the 6th turn does a city hold two cards, "
                "the 6th and the 7th", "rule": "Rulebook, The sixth turn", "citation": [{"book": "7w", "section": "the-sixth-turn"}]}]
    assert t["coins"]["Bab"] == {"start": 3, "end": 3}


def halikarnassos(side="B", stages=0, coins=2):
    # Halikarnassos B stage 1 costs 2 ore: the Ore Vein makes one, Bob (left, Rhodos) sells the other
    return [p("Hal", "Halikarnassos", ["Ore Vein"], side=side, stages=stages, coins=coins), p("Bob", "Rhodos"),
            p("Cid", "Olympia")]


def test_halikarnassos_completes_the_stage_then_builds_from_the_discard_pile():
    # seed 000, Мавзолей (сторона В), Пояснение: «эти специальные действия совершаются в конце хода, в который
    # завершен этот этап строительства»
    t = turn(halikarnassos(), 2, {"player": "Hal", "build": "Library", "from_discard": True},
             {"player": "Hal", "stage": True}, discard=["Library"])
    library, stage = t["verdicts"]
    assert t["legal"] is True and stage["stage"] == 1
    assert library["free"] == "Halikarnassos" and library["cost"] == {"bank": 0, "left": 0, "right": 0}
    assert t["coins"]["Hal"] == {"start": 2, "end": 0} and t["coins"]["Bob"] == {"start": 3, "end": 5}


def test_halikarnassos_may_take_a_card_discarded_this_turn():
    # seed 000, Мавзолей: «Если игроки сбрасывали карты в этот ход ..., игрок может выбрать также и из их числа»
    actions = [{"player": "Hal", "stage": True}, {"player": "Hal", "build": "Temple", "from_discard": True}]
    t = turn(halikarnassos(), 2, *actions, {"player": "Cid", "discard": "Temple"}, discard=["Library"])
    assert t["legal"] and t["verdicts"][1]["free"] == "Halikarnassos"
    t = turn(halikarnassos(), 2, *actions, discard=["Library"])
    assert t["verdicts"][1]["legal"] is False
    assert "Temple is not in the discard pile" in t["verdicts"][1]["reasons"][0]["text"]


def test_no_build_from_the_discard_pile_without_a_stage_this_turn():
    # stage 1 was built on an earlier turn: its power is spent; a build this turn grants nothing
    t = turn(halikarnassos(stages=1), 2, {"player": "Hal", "build": "Vineyard"},
             {"player": "Hal", "build": "Library", "from_discard": True}, discard=["Library"])
    assert t["verdicts"][0]["legal"] and t["verdicts"][1]["legal"] is False
    assert t["verdicts"][1]["reasons"][0]["rule"] == "Rulebook, Halikarnassos (Mausoleum)"
    # a stage that cannot be paid (no coins to buy the second ore) grants nothing either
    t = turn(halikarnassos(coins=0), 2, {"player": "Hal", "stage": True},
             {"player": "Hal", "build": "Library", "from_discard": True}, discard=["Library"])
    assert [v["legal"] for v in t["verdicts"]] == [False, False]
    assert "Hal's stage this turn is not legal" in t["verdicts"][1]["reasons"][0]["text"]
    # Halikarnassos A stage 1 gives 3 points, not the power (it costs 2 clay: nobody makes clay here)
    hal_a = halikarnassos(side="A")
    hal_a[0]["cards"] = ["Clay Pool", "Clay Pit"]
    t = turn(hal_a, 2, {"player": "Hal", "stage": True}, {"player": "Hal", "build": "Library", "from_discard": True},
             discard=["Library"])
    assert t["verdicts"][0]["legal"] and t["verdicts"][1]["legal"] is False


def test_a_later_card_once_each():
    import pytest
    from scoring.core.errors import BadInput
    with pytest.raises(BadInput) as exc:
        turn(halikarnassos(), 2, {"player": "Hal", "stage": True},
             {"player": "Hal", "build": "Library", "from_discard": True},
             {"player": "Hal", "build": "Baths", "from_discard": True}, discard=["Library", "Baths"])
    assert [(pr.path, pr.message) for pr in exc.value.problems] == [(
        "actions[2].player", "Hal already acts in actions[1]: one action per player a turn; besides it only the 7th "
        "card of the age (\"seventh\") and one build from the discard pile (\"from_discard\")")]


@pytest.mark.parametrize("lang, rhodos, ephesos, lighthouse", [
    ("en", "Rulebook, Rhodos (Colossus)", "Rulebook, Ephesos (Temple of Artemis)",
     "Rulebook, Arena, Haven, Chamber of Commerce and Lighthouse"),
    ("ru", "Правила, Родос (Колосс Родосский)", "Правила, Эфес (Храм Артемиды)",
     "Правила, Арена, Порт, Торговая палата и Маяк"),
    ("uk", "Правила, Родос (Колос Родоський)", "Правила, Ефес (Храм Артеміди)",
     "Правила, Арена, Порт, Торгова палата і Маяк"),
])
def test_coins_of_a_stage_and_of_an_own_city_card_cite_their_own_rules(lang, rhodos, ephesos, lighthouse):
    # seed 000, Сторона В, Колосс Родосский: «первый этап приносит 1 Щит, 3 монеты и 3 очка победы»;
    # Храм Артемиды в Эфесе: «эти 9 монет берутся из банка только один раз, сразу после того, как данная
    # стадия была завершена»; Карты эпохи III: «Пояснение для Арены, Порты, Торговой палаты и Маяка: монеты
    # берутся только один раз, когда здание построено» (not the Vineyard's note: it counts the neighbours)
    players = [p("Rho", "Rhodos", ["Quarry", "Stone Pit"], coins=0, side="B"),
               p("Eph", "Ephesos", ["Sawmill"], coins=0, stages=1),
               p("Lia", "Gizah", ["Glassworks"], coins=0)]
    with use_language(lang):
        t = turn(players, 3, {"player": "Rho", "stage": True}, {"player": "Eph", "stage": True},
                 {"player": "Lia", "build": "Lighthouse"})
    assert t["legal"]
    assert t["income"] == [
        {"player": "Rho", "coins": 3, "source": "Rhodos stage 1", "rule": rhodos,
         "citation": [{"book": "7w", "section": "rhodos-colossus"}]},
        {"player": "Eph", "coins": 9, "source": "Ephesos stage 2", "rule": ephesos,
         "citation": [{"book": "7w", "section": "ephesos-temple-of-artemis"}]},
        {"player": "Lia", "coins": 1, "source": "Lighthouse", "rule": lighthouse,
         "citation": [{"book": "7w", "section": "arena-haven-chamber-of-commerce-and-lighthouse"}]}]


@pytest.mark.parametrize("lang, seventh, from_discard", [
    ("en", ("Ira's 7th card is not legal as proposed: no coins move for it", "Rulebook, The sixth turn"),
     ("Hal's build from the discard pile is not legal: no coins move for it",
      "Rulebook, Halikarnassos (Mausoleum)")),
    ("ru", ("7-ю карту игрока Ira так сыграть нельзя: монеты за неё не движутся", "Правила, Шестой ход"),
     ("постройка игрока Hal из сброса незаконна: монеты за неё не движутся",
      "Правила, Галикарнас (Мавзолей)")),
    ("uk", ("7-му карту гравця Ira так зіграти не можна: монети за неї не рухаються", "Правила, Шостий хід"),
     ("будівництво гравця Hal зі скиду незаконне: монети за нього не рухаються",
      "Правила, Галікарнас (Мавзолей)")),
])
def test_a_refused_7th_card_or_build_from_the_discard_pile_owes_no_other_action(lang, seventh, from_discard):
    # the 7th card (seed 000, Шестой ход: «седьмая карта … сбрасывается», Babylon B's stage 2 aside) and the
    # build from the discard pile (Мавзолей: «в конце хода, в котором этот этап строительства был завершен»)
    # are not the turn's action: refused, they move no coins, and no other action is owed for them
    players = [p("Ira", "Gizah", coins=1), p("Hal", "Halikarnassos", ["Ore Vein"], stages=1, coins=2),
               p("Cid", "Olympia")]
    with use_language(lang):
        t = turn(players, 2, {"player": "Ira", "discard": True}, {"player": "Ira", "build": "Baths", "seventh": True},
                 {"player": "Hal", "discard": True}, {"player": "Hal", "build": "Library", "from_discard": True},
                 turn=6, discard=["Library"])
    assert [(r["text"], r["rule"]) for r in t["reasons"]] == [seventh, from_discard]
    assert t["coins"] == {"Ira": {"start": 1, "end": 4}, "Hal": {"start": 2, "end": 5}, "Cid": {"start": 3, "end": 3}}
