"""Whole verdicts on the Free City's actions in the 2-player variant (``referee.classic.duo``), word for word in
English and Russian (Ukrainian where a sentence is the module's own): the tests mutation testing of the module
asked for (README "Mutation testing"; seed 000, Вариант для двух «опытных» игроков, Правила для свободного города).

The table: the Free City (Gizah A: stone) between Leo on its left and Petr on its right; in ages I and III the
player on its left plays for it on odd turns, in age II the player on its right (seed 000: «Эпоха I, карта
находится у игрока слева от свободного города. Эпоха II, карта находится у игрока справа ...»).
"""
import pytest

from test_referee_duo import PLAYERS, p

from referee.registry import referee
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

DUO = "Rulebook, Two-player variant"
DUO_RU = "Правила, Вариант для двух игроков"

# the Free City makes both stone of Gizah A's stage 1 (board and Stone Pit); Petr sells cloth (Loom)
CHAIN = [p("Free City", "Gizah", ["Scriptorium", "Stone Pit"], free=True), PLAYERS[1],
         p("Petr", "Babylon", ["Lumber Yard", "Loom"])]


def judged(action, age=2, players=PLAYERS, lang="en", **extra):
    doc = dict({"game": "7w", "age": age, "players": players, "action": action}, **extra)
    with use_language(lang):
        v = referee(doc)
    out = {k: x for k, x in v.items() if k != "reasons"}
    out["reasons"] = [(r["text"], r["rule"]) for r in v["reasons"]]
    return out


def problems(action, lang="en", **extra):
    with pytest.raises(BadInput) as exc, use_language(lang):
        referee(dict({"game": "7w", "age": 2, "players": PLAYERS, "action": action}, **extra))
    return [(x.path, x.message) for x in exc.value.problems]


NOTHING = {"bank": 0, "left": 0, "right": 0}
NOTHING_BOUGHT = [dict(NOTHING, buys=[])]


def test_a_player_who_names_someone_for_his_own_city():
    # «by» is who plays for the Free City: Leo plays his own card himself
    want = {"legal": False, "player": "Leo", "action": "build", "card": "Pawnshop", "free": None, "cost": None,
            "options": []}
    assert judged({"player": "Leo", "build": "Pawnshop", "by": "Petr"}, age=1) == dict(want, reasons=[
        ("Pawnshop is not in the age I deck with 3 players (its copies are marked 4+, 7+)", "Rulebook, Age decks"),
        ('"by" names who plays for the Free City; Leo plays for itself', DUO)])
    assert judged({"player": "Leo", "build": "Pawnshop", "by": "Petr"}, age=1, lang="ru") == dict(want, reasons=[
        ("«Pawnshop» нет в колоде эпохи I для 3 игроков (её копии помечены 4+, 7+)", "Правила, Колоды эпох"),
        ('"by" называет того, кто играет за Свободный город; Leo играет сам за себя', DUO_RU)])


def test_a_player_plays_his_own_city_without_by():
    # the same Pawnshop with no «by»: the Free City's rules add nothing to Leo's own verdict
    v = judged({"player": "Leo", "build": "Pawnshop"}, age=1)
    assert v["reasons"] == [("Pawnshop is not in the age I deck with 3 players (its copies are marked 4+, 7+)",
                             "Rulebook, Age decks")]
    assert "free_city" not in v


STAGE_SHORT = [("stage 1 of Gizah A is next (stages are built in order) and costs 2 stone: the board's cost, not the "
                "card's", "Rulebook, Build a stage of a wonder"),
               ("stage 1 cannot be paid: 2 stone needed: Free City makes 1, Leo (left) sells 0, Petr (right) sells 0",
                "Rulebook, Trading")]
STAGE_SHORT_RU = [("следующий этап 1 чуда Гиза A (этапы строятся по порядку) стоит 2 камня: цена с планшета, а не с "
                   "карты", "Правила, Строительство этапа чуда"),
                  ("этап 1: оплатить нельзя — требуется 2 камня: Free City производит 1, Leo (слева) продаёт 0, Petr "
                   "(справа) продаёт 0", "Правила, Торговля")]
NAME_THE_CARD = ('the Free City must build a card it can build free by chain: name the card tucked under the stage '
                 '("card") to check', DUO)
NAME_THE_CARD_RU = ('Свободный город обязан построить карту, которую может построить бесплатно по цепочке: назовите '
                    'карту, подложенную под этап ("card"), чтобы это проверить', DUO_RU)
STAGE_REFUSED = {"legal": False, "player": "Free City", "action": "stage", "card": None, "free": None, "cost": None,
                 "options": [], "stage": 1, "free_city": True}


def test_the_wrong_player_for_the_free_city_on_the_first_turn_of_age_two():
    # age II, turn 1: Petr (on its right) plays for the Free City, not Leo
    action = {"player": "Free City", "stage": True, "by": "Leo"}
    assert judged(action, turn=1) == dict(STAGE_REFUSED, reasons=STAGE_SHORT + [
        ("on turn 1 of age 2 the Free City is played by Petr, not Leo", DUO), NAME_THE_CARD])
    assert judged(action, turn=1, lang="ru") == dict(STAGE_REFUSED, reasons=STAGE_SHORT_RU + [
        ("на ходу 1 эпохи 2 за Свободный город играет Petr, а не Leo", DUO_RU), NAME_THE_CARD_RU])


def test_the_wrong_player_for_the_free_city_named_by_free_city_control():
    # no turn given: the document says who plays for it this turn ("free_city_control")
    action = {"player": "Free City", "stage": True, "by": "Leo"}
    assert judged(action, free_city_control="Petr") == dict(STAGE_REFUSED, reasons=STAGE_SHORT + [
        ('this turn the Free City is played by Petr ("free_city_control"), not Leo', DUO), NAME_THE_CARD])
    assert judged(action, free_city_control="Petr", lang="ru") == dict(STAGE_REFUSED, reasons=STAGE_SHORT_RU + [
        ('в этот ход за Свободный город играет Petr ("free_city_control"), а не Leo', DUO_RU), NAME_THE_CARD_RU])
    assert judged(action, free_city_control="Petr", lang="uk")["reasons"][2:] == [
        ('цього ходу за Вільне місто грає Petr ("free_city_control"), а не Leo', "Правила, Варіант для двох гравців"),
        ('Вільне місто мусить збудувати карту, яку може збудувати безкоштовно ланцюжком: назвіть карту, підкладену '
         'під етап ("card"), щоб це перевірити', "Правила, Варіант для двох гравців")]


def test_the_right_player_named_by_free_city_control():
    v = judged({"player": "Free City", "stage": True, "by": "Petr"}, free_city_control="Petr")
    assert v["reasons"][2:] == [("Petr plays for the Free City this turn", DUO), NAME_THE_CARD]


@pytest.mark.parametrize("age,turn,who", [(1, 1, "Leo"), (1, 2, "Petr"), (2, 1, "Petr"), (2, 2, "Leo"),
                                          (3, 5, "Leo"), (3, 6, "Petr")])
def test_who_plays_for_the_free_city_turn_by_turn(age, turn, who):
    v = judged({"player": "Free City", "discard": True}, age=age, turn=turn, lang="ru")
    assert v["reasons"][0] == (f"{who} играет за Свободный город в этот ход", DUO_RU)


def test_a_discard_without_the_card_named():
    want = {"legal": True, "player": "Free City", "action": "discard", "card": None, "free": None, "cost": NOTHING,
            "options": NOTHING_BOUGHT, "gain": 3, "free_city": True}
    assert judged({"player": "Free City", "discard": True}, turn=2) == dict(want, reasons=[
        ("Leo plays for the Free City this turn", DUO),
        ('the Free City may discard only a card it can neither build nor use for a stage: name the card ("card") '
         'to check', DUO)])
    assert judged({"player": "Free City", "discard": True}, turn=2, lang="ru") == dict(want, reasons=[
        ("Leo играет за Свободный город в этот ход", DUO_RU),
        ('Свободный город может сбросить только карту, которую не может ни построить, ни использовать для этапа: '
         'назовите карту ("card"), чтобы это проверить', DUO_RU)])


def discard_refused(card):
    return {"legal": False, "player": "Free City", "action": "discard", "card": card, "free": None, "cost": None,
            "options": NOTHING_BOUGHT, "gain": 3, "free_city": True}


def test_the_free_city_cannot_discard_a_card_it_can_build():
    # seed 000, Пояснение: «Свободный город не может скинуть карточку за 3 монеты, кроме случая, когда он не может
    # сыграть карту»; the Library is free by its Scriptorium, stage 1 (2 stone) is out of reach
    action = {"player": "Free City", "discard": "Library", "by": "Petr"}
    assert judged(action, turn=1) == dict(discard_refused("Library"), reasons=[
        ("Petr plays for the Free City this turn", DUO),
        ("the Free City cannot discard for 3 coins while it can play the card: it can build Library", DUO)])
    assert judged(action, turn=1, lang="ru") == dict(discard_refused("Library"), reasons=[
        ("Petr играет за Свободный город в этот ход", DUO_RU),
        ("Свободный город не может сбросить карту за 3 монеты, пока может её сыграть: он может построить карту "
         "«Библиотека»", DUO_RU)])


def test_the_free_city_cannot_discard_a_card_it_can_put_under_a_stage():
    # the Dispensary is out of reach (2 ore, glass), but the Free City makes both stone of stage 1
    action = {"player": "Free City", "discard": "Dispensary", "by": "Petr"}
    assert judged(action, players=CHAIN, turn=1) == dict(discard_refused("Dispensary"), reasons=[
        ("Petr plays for the Free City this turn", DUO),
        ("the Free City cannot discard for 3 coins while it can play the card: it can complete stage 1", DUO)])
    assert judged(action, players=CHAIN, turn=1, lang="ru")["reasons"][1] == (
        "Свободный город не может сбросить карту за 3 монеты, пока может её сыграть: он может построить этап 1", DUO_RU)


def test_the_free_city_cannot_discard_a_card_it_can_build_or_put_under_a_stage():
    action = {"player": "Free City", "discard": "Library"}
    assert judged(action, players=CHAIN, turn=2) == dict(discard_refused("Library"), reasons=[
        ("Leo plays for the Free City this turn", DUO),
        ("the Free City cannot discard for 3 coins while it can play the card: it can build Library or complete "
         "stage 1", DUO)])
    assert judged(action, players=CHAIN, turn=2, lang="ru")["reasons"][1] == (
        "Свободный город не может сбросить карту за 3 монеты, пока может её сыграть: он может построить карту "
        "«Библиотека» или построить этап 1", DUO_RU)


def test_the_free_city_discards_a_card_it_can_play_in_no_way():
    # the Palace (age III) is out of reach and so is stage 1; no turn given: nobody is named as its player
    want = {"legal": True, "player": "Free City", "action": "discard", "card": "Palace", "free": None,
            "cost": NOTHING, "options": NOTHING_BOUGHT, "gain": 3, "free_city": True}
    assert judged({"player": "Free City", "discard": "Palace"}, age=3) == dict(want, reasons=[
        ("the Free City can neither build the card nor complete a stage, so it discards it for 3 coins", DUO)])
    assert judged({"player": "Free City", "discard": "Palace"}, age=3, lang="ru") == dict(want, reasons=[
        ("Свободный город не может ни построить карту, ни завершить этап, поэтому сбрасывает её за 3 монеты", DUO_RU)])


def test_the_free_city_cannot_put_a_card_it_can_chain_under_a_stage():
    # seed 000, Правила для свободного города: «Если выбранная для свободного города карта может быть построена
    # бесплатно, из-за присутствия в этом городе нужной постройки, то игрок обязан сыграть эту карту без уплаты
    # стоимости за нее»
    action = {"player": "Free City", "stage": True, "card": "Library", "by": "Petr"}
    want = dict(STAGE_REFUSED, card="Library", options=NOTHING_BOUGHT)
    assert judged(action, players=CHAIN, turn=1) == dict(want, reasons=[
        ("stage 1 of Gizah A is next (stages are built in order) and costs 2 stone: the board's cost, not the card's",
         "Rulebook, Build a stage of a wonder"),
        ("Free City produces 2 stone; pays 0 of the 3 coins held at the start of the turn",
         "Rulebook, Resources and production"),
        ("Petr plays for the Free City this turn", DUO),
        ("the Free City cannot put Library under a wonder stage: it can build it free (chain from Scriptorium), so it "
         "must build it", DUO)])
    assert judged(action, players=CHAIN, turn=1, lang="ru") == dict(want, reasons=[
        ("следующий этап 1 чуда Гиза A (этапы строятся по порядку) стоит 2 камня: цена с планшета, а не с карты",
         "Правила, Строительство этапа чуда"),
        ("Free City производит: 2 камня; платит 0 (монет в начале хода: 3)", "Правила, Ресурсы и производство"),
        ("Petr играет за Свободный город в этот ход", DUO_RU),
        ("Свободный город не может подложить карту «Библиотека» под этап чуда: её можно построить бесплатно по "
         "цепочке от карты «Скрипторий», поэтому он обязан её построить", DUO_RU)])


def test_the_free_city_cannot_pay_for_a_card_it_can_chain():
    action = {"player": "Free City", "build": "Library", "buy": [{"from": "right", "resource": "cloth"}]}
    deal = {"bank": 0, "left": 0, "right": 2, "buys": [{"count": 1, "from": "right", "price": 2, "resource": "cloth"}]}
    want = {"legal": False, "player": "Free City", "action": "build", "card": "Library", "free": None, "cost": None,
            "options": [deal], "deal": deal, "free_city": True}
    assert judged(action, players=CHAIN, turn=1) == dict(want, reasons=[
        ("Free City built Scriptorium, so Library could be built free (chain); paying instead is allowed",
         "Rulebook, Free construction (chains)"),
        ("Library costs 1 cloth, 2 stone", "Rulebook, Resource cost"),
        ("the deal is legal: Free City buys 1 cloth from the right neighbour (Petr) for 2 coins; pays 2 of the 3 coins "
         "held at the start of the turn", "Rulebook, Trading"),
        ("Petr plays for the Free City this turn", DUO),
        ("the Free City cannot pay for Library: it can build it free (chain from Scriptorium), so it must build it "
         "free", DUO)])
    assert judged(action, players=CHAIN, turn=1, lang="ru")["reasons"][3:] == [
        ("Petr играет за Свободный город в этот ход", DUO_RU),
        ("Свободный город не может платить за карту «Библиотека»: её можно построить бесплатно по цепочке от карты "
         "«Скрипторий», поэтому он обязан построить её бесплатно", DUO_RU)]


def test_the_free_city_builds_free_by_chain():
    want = {"legal": True, "player": "Free City", "action": "build", "card": "Library", "free": "Scriptorium",
            "cost": NOTHING, "options": NOTHING_BOUGHT, "free_city": True}
    assert judged({"player": "Free City", "build": "Library", "by": "Petr"}, turn=1) == dict(want, reasons=[
        ("Free City built Scriptorium, so Library is free (chain); paying instead is allowed but never cheaper",
         "Rulebook, Free construction (chains)"),
        ("Petr plays for the Free City this turn", DUO),
        ("the Free City must build Library free (chain from Scriptorium)", DUO)])
    assert judged({"player": "Free City", "build": "Library", "by": "Petr"}, turn=1, lang="ru")["reasons"][1:] == [
        ("Petr играет за Свободный город в этот ход", DUO_RU),
        ("Свободный город обязан построить карту «Библиотека» бесплатно (по цепочке от карты «Скрипторий»)", DUO_RU)]


def test_the_controller_chooses_whom_to_pay_whatever_the_price():
    # seed 000: «Если данный ресурс доступен в обоих городах, то игрок, который контролирует свободный город,
    # решает, у кого купить данный ресурс (не обращая внимания на разницу в стоимости)»; both sell wood
    players = [p("Free City", "Gizah", free=True), p("Leo", "Rhodos", ["Lumber Yard"]),
               p("Petr", "Babylon", ["Timber Yard"])]
    right = {"bank": 0, "left": 0, "right": 2, "buys": [{"count": 1, "from": "right", "price": 2, "resource": "wood"}]}
    left = {"bank": 0, "left": 2, "right": 0, "buys": [{"count": 1, "from": "left", "price": 2, "resource": "wood"}]}
    want = {"legal": True, "player": "Free City", "action": "build", "card": "Stockade", "free": None,
            "cost": {"bank": 0, "left": 0, "right": 2}, "options": [right, left], "free_city": True}
    action = {"player": "Free City", "build": "Stockade"}
    assert judged(action, players=players, age=1, turn=3) == dict(want, reasons=[
        ("Stockade costs 1 wood", "Rulebook, Resource cost"),
        ("Free City produces none of it; buys 1 wood from the right neighbour (Petr) for 2 coins; pays 2 of the 3 "
         "coins held at the start of the turn", "Rulebook, Trading"),
        ("2 ways to pay the neighbours (left 0, right 2; left 2, right 0): Free City chooses", "Rulebook, Trading"),
        ("Leo plays for the Free City this turn", DUO),
        ("when both neighbours sell a resource, the controller chooses whom to pay, whatever the price", DUO)])
    assert judged(action, players=players, age=1, turn=3, lang="ru")["reasons"][3:] == [
        ("Leo играет за Свободный город в этот ход", DUO_RU),
        ("когда ресурс продают оба соседа, управляющий сам выбирает, кому платить, независимо от цены", DUO_RU)]


def test_the_free_city_builds_free_with_olympia_or_from_the_discard_pile():
    # a free build that is no chain (Olympia A's power, Halikarnassos' stage 2) is no duty of the Free City's
    olympia = [p("Free City", "Olympia", free=True, stages=2, coins=0), p("Leo", "Rhodos"), p("Petr", "Babylon")]
    assert judged({"player": "Free City", "build": "Palace", "olympia": True}, players=olympia, age=3,
                  turn=4)["reasons"] == [
        ("Free City builds Palace free with Olympia A (once this age)", "Rulebook, Olympia (Statue of Zeus)"),
        ("Petr plays for the Free City this turn", DUO)]
    hal = [p("Free City", "Halikarnassos", ["Scriptorium"], free=True, stages=2, coins=0), p("Leo", "Rhodos"),
           p("Petr", "Babylon")]
    assert judged({"player": "Free City", "build": "Library", "from_discard": True}, players=hal, turn=1,
                  discard=["Library"])["reasons"] == [
        ("Free City builds Library from the discard pile for free (Halikarnassos, stage 2)",
         "Rulebook, Halikarnassos (Mausoleum)"),
        ("Petr plays for the Free City this turn", DUO)]


def test_the_free_city_documents_problems():
    leo = {"player": "Leo", "discard": True}
    assert problems(leo, turn=7) == [("turn", "turn must be 1..6 (six turns an age), got 7")]
    assert problems(leo, turn=7, lang="ru") == [("turn", "turn — от 1 до 6 (шесть ходов за эпоху), получено 7")]
    for who in ("Ann", "Free City"):
        assert problems(leo, free_city_control=who) == [
            ("free_city_control", "the Free City is played by one of the players: Leo, Petr")]
    # with the turn given too: the player named is unknown, so no other problem is said
    assert problems(leo, turn=2, free_city_control="Ann") == [
        ("free_city_control", "the Free City is played by one of the players: Leo, Petr")]
    assert problems(leo, free_city_control="Ann", lang="ru") == [
        ("free_city_control", "за Свободный город играет один из игроков: Leo, Petr")]
    assert problems(leo, turn=2, free_city_control="Petr") == [
        ("free_city_control", "on turn 2 of age 2 the Free City is played by Leo, not Petr (control alternates every "
                              "turn)")]
    assert problems(leo, turn=2, free_city_control="Petr", lang="ru") == [
        ("free_city_control", "на ходу 2 эпохи 2 за Свободный город играет Leo, а не Petr (управление переходит "
                              "каждый ход)")]
    # the player named, in another case or with spaces, agreeing with the turn: no problem
    assert judged(leo, turn=2, free_city_control=" leo ")["reasons"][0][0] == (
        "Leo discards the card and takes 3 coins from the bank: always allowed")


def test_a_legal_build_of_his_own_refused_for_by():
    # Leo may build the Ore Vein (it costs nothing); naming Petr as who plays it refuses it, with no cost
    v = judged({"player": "Leo", "build": "Ore Vein", "by": "Petr"}, age=1)
    assert v == {"legal": False, "player": "Leo", "action": "build", "card": "Ore Vein", "free": None, "cost": None,
                 "options": NOTHING_BOUGHT, "reasons": [
                     ("Ore Vein costs nothing", "Rulebook, Resource cost"),
                     ("Leo pays 0 of the 3 coins held at the start of the turn", "Rulebook, Resources and production"),
                     ('"by" names who plays for the Free City; Leo plays for itself', DUO)]}
    assert judged({"player": "Leo", "build": "Ore Vein"}, age=1)["legal"] is True


SEVENTH = ("Free City cannot play the 7th card of the age: it is discarded at the end of the 6th turn; only Babylon B's "
           "stage 2 lets a city play it", "Rulebook, The sixth turn")


@pytest.mark.parametrize("kind", ["stage", "discard"])
def test_the_free_city_never_plays_a_seventh_card(kind):
    # seed 000, Правила для свободного города, Примечание: the Free City's last card is discarded with the players'
    # 7th cards; the refusal is not followed by what it could build with the card (it could chain the Library and
    # make stage 1's two stone)
    v = judged({"player": "Free City", kind: True, "card": "Library", "seventh": True}, players=CHAIN, turn=6)
    assert (v["legal"], v["cost"], v["card"], v["free_city"]) == (False, None, "Library", True)
    assert v["reasons"] == [SEVENTH, ("Leo plays for the Free City this turn", DUO)]
    with use_language("ru"):
        v = referee({"game": "7w", "age": 2, "turn": 6, "players": CHAIN,
                     "action": {"player": "Free City", kind: True, "card": "Library", "seventh": True}})
    assert [r["text"] for r in v["reasons"]][1:] == ["Leo играет за Свободный город в этот ход"]


def test_the_controller_chooses_whom_to_pay_for_a_stage():
    # Gizah A's stage 1 (2 stone): the Free City makes 1; Leo (Stone Pit) and Petr (Quarry) both sell stone
    players = [p("Free City", "Gizah", free=True), p("Leo", "Rhodos", ["Stone Pit"]), p("Petr", "Babylon", ["Quarry"])]
    v = judged({"player": "Free City", "stage": True, "card": "Aqueduct"}, players=players, turn=1)
    assert (v["legal"], v["cost"], v["stage"]) == (True, {"bank": 0, "left": 0, "right": 2}, 1)
    assert [o["buys"] for o in v["options"]] == [[{"count": 1, "from": "right", "price": 2, "resource": "stone"}],
                                                 [{"count": 1, "from": "left", "price": 2, "resource": "stone"}]]
    assert v["reasons"] == [
        ("stage 1 of Gizah A is next (stages are built in order) and costs 2 stone: the board's cost, not the card's",
         "Rulebook, Build a stage of a wonder"),
        ("Free City produces 1 stone; buys 1 stone from the right neighbour (Petr) for 2 coins; pays 2 of the 3 coins "
         "held at the start of the turn", "Rulebook, Trading"),
        ("2 ways to pay the neighbours (left 0, right 2; left 2, right 0): Free City chooses", "Rulebook, Trading"),
        ("Petr plays for the Free City this turn", DUO),
        ("when both neighbours sell a resource, the controller chooses whom to pay, whatever the price", DUO)]
