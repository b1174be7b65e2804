"""Whole verdicts on one action (``referee.classic.check``) that the mutants of the way a build is paid
(``_pay``, ``_explain_option``, ``_buy_phrase``, ``way_options``) called for: every sentence word for word in
English, Russian and Ukrainian (README "Mutation testing").

"seed 000" is the 1st edition's Russian rulebook (shared/seeds/); the Leaders positions are those of
tests/test_leaders_referee.py (the Leaders rulebook, Leader cards; scoring/data/leaders.json).
"""
import pytest

from referee.registry import referee
from scoring.core.i18n import use_language

from test_referee_check_verdicts import check, leaders, option, p, second, trade, whole

LANGS = ("en", "ru", "uk")


def legal(player, card, cost, options, reasons, **extra):
    return {"legal": True, "player": player, "action": "build", "card": card, "free": extra.pop("free", None),
            "cost": cost, "options": list(options), "reasons": list(reasons), **extra}


def judged(lang, build):
    with use_language(lang):
        return whole(build())


# -- the cheapest way, and how it is told -------------------------------------------------------

FORUM = {
    "en": [("Forum costs 2 clay", "Rulebook, Resource cost"),
           ("Ira produces none of it; buys 1 clay from the left neighbour (Bob) for 2 coins and 1 clay from the "
            "right neighbour (Cid) for 2 coins; pays 4 of the 4 coins held at the start of the turn",
            "Rulebook, Trading"),
           ("3 ways to pay the neighbours (left 0, right 4; left 2, right 2; left 4, right 0): Ira chooses",
            "Rulebook, Trading")],
    "ru": [("«Форум»: стоимость — 2 глины", "Правила, Стоимость в ресурсах"),
           ("Ira ничего из этого не производит; покупает: 1 глина у левого соседа (Bob) за 2 монеты и 1 глина у "
            "правого соседа (Cid) за 2 монеты; платит 4 (монет в начале хода: 4)", "Правила, Торговля"),
           ("3 способа заплатить соседям (левому 0, правому 4; левому 2, правому 2; левому 4, правому 0): "
            "выбирает Ira", "Правила, Торговля")],
    "uk": [("«Forum»: вартість — 2 глини", "Правила, Вартість у ресурсах"),
           ("Ira нічого з цього не виробляє; купує: 1 глина у лівого сусіда (Bob) за 2 монети і 1 глина у "
            "правого сусіда (Cid) за 2 монети; платить 4 (монет на початку ходу: 4)", "Правила, Торгівля"),
           ("3 способи заплатити сусідам (лівому 0, правому 4; лівому 2, правому 2; лівому 4, правому 0): "
            "обирає Ira", "Правила, Торгівля")],
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_forums_clay_from_both_neighbours_at_the_same_total(lang):
    # seed 000, Торговля: 2 coins a resource from either neighbour; Bob on the left (Babylon A, Clay Pool)
    # and Cid on the right (Gizah A, Brickyard) each make 2 clay, Ira (Rhodos A) none: three ways cost 4;
    # the one shown first pays each neighbour 2 (the smaller largest payment)
    v = judged(lang, lambda: check([p("Ira", "Rhodos", coins=4), p("Bob", "Babylon", ["Clay Pool"]),
                                    p("Cid", "Gizah", ["Brickyard"])], 2, player="Ira", build="Forum"))
    assert v == legal("Ira", "Forum", {"bank": 0, "left": 2, "right": 2}, [
        option(0, 0, 4, [("right", "clay", 2, 2)]),
        option(0, 2, 2, [("left", "clay", 1, 2), ("right", "clay", 1, 2)]),
        option(0, 4, 0, [("left", "clay", 2, 2)])], FORUM[lang])


STOCKADE = {
    "en": [("Stockade costs 1 wood", "Rulebook, Resource cost"),
           ("Ira produces none of it; buys 1 wood from the right neighbour (Cid) for 2 coins; pays 2 of the 3 "
            "coins held at the start of the turn", "Rulebook, Trading"),
           ("2 ways to pay the neighbours (left 0, right 2; left 2, right 0): Ira chooses", "Rulebook, Trading")],
    "ru": [("«Частокол»: стоимость — 1 дерево", "Правила, Стоимость в ресурсах"),
           ("Ira ничего из этого не производит; покупает: 1 дерево у правого соседа (Cid) за 2 монеты; платит 2 "
            "(монет в начале хода: 3)", "Правила, Торговля"),
           ("2 способа заплатить соседям (левому 0, правому 2; левому 2, правому 0): выбирает Ira",
            "Правила, Торговля")],
    "uk": [("«Stockade»: вартість — 1 дерево", "Правила, Вартість у ресурсах"),
           ("Ira нічого з цього не виробляє; купує: 1 дерево у правого сусіда (Cid) за 2 монети; платить 2 "
            "(монет на початку ходу: 3)", "Правила, Торгівля"),
           ("2 способи заплатити сусідам (лівому 0, правому 2; лівому 2, правому 0): обирає Ira",
            "Правила, Торгівля")],
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_same_price_on_both_sides(lang):
    # seed 000, Торговля: Bob on the left (Olympia A) and Cid on the right (Gizah A, Lumber Yard) sell wood
    # for 2; Ira (Rhodos A) makes none: both ways cost 2 and pay one neighbour 2, and the right one is shown
    v = judged(lang, lambda: check([p("Ira", "Rhodos"), p("Bob", "Olympia"), p("Cid", "Gizah", ["Lumber Yard"])], 1,
                                   player="Ira", build="Stockade"))
    assert v == legal("Ira", "Stockade", {"bank": 0, "left": 0, "right": 2}, [
        option(0, 0, 2, [("right", "wood", 1, 2)]), option(0, 2, 0, [("left", "wood", 1, 2)])], STOCKADE[lang])


# -- one coin held: each way of telling the payment in the singular --------------------------------

def temple_one_coin():
    # Ira (Olympia A: wood; Loom, Glassworks; East Trading Post) buys the Temple's clay from Cid on her
    # right for 1 coin, the one she holds (Bob on her left would sell it for 2)
    return check([dict(trade()[0], coins=1)] + trade()[1:], 2, player="Ira", build="Temple")


def stockade_through_the_trading_post():
    return check([p("Ira", "Rhodos", ["East Trading Post"], coins=1), p("Bob", "Babylon"),
                  p("Cid", "Gizah", ["Lumber Yard"])], 1, player="Ira", build="Stockade")


def stockade_of_her_own_wood():
    return check([p("Ira", "Olympia", coins=1), p("Bob", "Babylon"), p("Cid", "Gizah")], 1, player="Ira",
                 build="Stockade")


def the_altar():
    return check([p("Ira", "Olympia", coins=1), p("Bob", "Babylon"), p("Cid", "Gizah")], 1, player="Ira",
                 build="Altar")


ONE_COIN = {
    ("temple", "en"): [
        ("Temple costs 1 clay, 1 glass, 1 wood", "Rulebook, Resource cost"),
        ("Ira produces 1 glass, 1 wood; buys 1 clay from the right neighbour (Cid) for 1 coin (discount); pays 1 "
         "of the 1 coin held at the start of the turn", "Rulebook, Trading"),
        ("clay from the right neighbour (Cid) costs 1 coin instead of 2: East Trading Post",
         "the printed card: East Trading Post")],
    ("temple", "ru"): [
        ("«Храм»: стоимость — 1 глина, 1 стекло, 1 дерево", "Правила, Стоимость в ресурсах"),
        ("Ira производит: 1 стекло, 1 дерево; покупает: 1 глина у правого соседа (Cid) за 1 монету (скидка); "
         "платит 1 (монет в начале хода: 1)", "Правила, Торговля"),
        ("глина у правого соседа (Cid) стоит 1 монету вместо 2: Восточный базар",
         "напечатано на карте: «Восточный базар»")],
    ("temple", "uk"): [
        ("«Temple»: вартість — 1 глина, 1 скло, 1 дерево", "Правила, Вартість у ресурсах"),
        ("Ira виробляє: 1 скло, 1 дерево; купує: 1 глина у правого сусіда (Cid) за 1 монету (знижка); платить 1 "
         "(монет на початку ходу: 1)", "Правила, Торгівля"),
        ("глина у правого сусіда (Cid) коштує 1 монету замість 2: East Trading Post",
         "надруковано на карті: «East Trading Post»")],
    ("post", "en"): [
        ("Stockade costs 1 wood", "Rulebook, Resource cost"),
        ("Ira produces none of it; buys 1 wood from the right neighbour (Cid) for 1 coin (discount); pays 1 of "
         "the 1 coin held at the start of the turn", "Rulebook, Trading"),
        ("wood from the right neighbour (Cid) costs 1 coin instead of 2: East Trading Post",
         "the printed card: East Trading Post")],
    ("post", "ru"): [
        ("«Частокол»: стоимость — 1 дерево", "Правила, Стоимость в ресурсах"),
        ("Ira ничего из этого не производит; покупает: 1 дерево у правого соседа (Cid) за 1 монету (скидка); "
         "платит 1 (монет в начале хода: 1)", "Правила, Торговля"),
        ("дерево у правого соседа (Cid) стоит 1 монету вместо 2: Восточный базар",
         "напечатано на карте: «Восточный базар»")],
    ("post", "uk"): [
        ("«Stockade»: вартість — 1 дерево", "Правила, Вартість у ресурсах"),
        ("Ira нічого з цього не виробляє; купує: 1 дерево у правого сусіда (Cid) за 1 монету (знижка); платить "
         "1 (монет на початку ходу: 1)", "Правила, Торгівля"),
        ("дерево у правого сусіда (Cid) коштує 1 монету замість 2: East Trading Post",
         "надруковано на карті: «East Trading Post»")],
    ("own", "en"): [
        ("Stockade costs 1 wood", "Rulebook, Resource cost"),
        ("Ira produces 1 wood; pays 0 of the 1 coin held at the start of the turn",
         "Rulebook, Resources and production")],
    ("own", "ru"): [
        ("«Частокол»: стоимость — 1 дерево", "Правила, Стоимость в ресурсах"),
        ("Ira производит: 1 дерево; платит 0 (монет в начале хода: 1)", "Правила, Ресурсы и производство")],
    ("own", "uk"): [
        ("«Stockade»: вартість — 1 дерево", "Правила, Вартість у ресурсах"),
        ("Ira виробляє: 1 дерево; платить 0 (монет на початку ходу: 1)", "Правила, Ресурси й виробництво")],
    ("altar", "en"): [
        ("Altar costs nothing", "Rulebook, Resource cost"),
        ("Ira pays 0 of the 1 coin held at the start of the turn", "Rulebook, Resources and production")],
    ("altar", "ru"): [
        ("«Алтарь»: стоимости нет", "Правила, Стоимость в ресурсах"),
        ("Ira платит 0 (монет в начале хода: 1)", "Правила, Ресурсы и производство")],
    ("altar", "uk"): [
        ("«Altar»: вартості немає", "Правила, Вартість у ресурсах"),
        ("Ira платить 0 (монет на початку ходу: 1)", "Правила, Ресурси й виробництво")],
}
ONE_COIN_CASES = {
    # seed 000, Торговля; card: East Trading Post (raw materials from the right neighbour for 1 coin)
    "temple": (temple_one_coin, "Temple", option(0, 0, 1, [("right", "clay", 1, 1)])),
    "post": (stockade_through_the_trading_post, "Stockade", option(0, 0, 1, [("right", "wood", 1, 1)])),
    # seed 000, Производство: the board's wood pays the Stockade
    "own": (stockade_of_her_own_wood, "Stockade", option()),
    # seed 000, Бесплатное строительство: a card with no cost
    "altar": (the_altar, "Altar", option()),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", sorted(ONE_COIN_CASES))
def test_one_coin_held(case, lang):
    build, card, way = ONE_COIN_CASES[case]
    v = judged(lang, build)
    cost = {k: way[k] for k in ("bank", "left", "right")}
    assert v == legal("Ira", card, cost, [way], ONE_COIN[case, lang])


# -- a resource bought from the bank (Leaders: Bilkis) -------------------------------------------

BILKIS = {
    "en": [("Workshop costs 1 glass", "Rulebook, Resource cost"),
           ("Ann produces none of it; pays 1 of the {held} held at the start of the turn",
            "Rulebook, Resources and production"),
           ("Bilkis: Ann buys 1 glass from the bank for 1 coin (once a turn)",
            "Leaders rulebook, Leader cards; the printed card: Bilkis")],
    "ru": [("«Мастерская»: стоимость — 1 стекло", "Правила, Стоимость в ресурсах"),
           ("Ann ничего из этого не производит; платит 1 (монет в начале хода: {n})",
            "Правила, Ресурсы и производство"),
           ("Bilkis: Ann покупает в банке за 1 монету (раз за ход): 1 стекло",
            "Правила «Лидеров», Карты лидеров; напечатано на карте: «Bilkis»")],
    "uk": [("«Workshop»: вартість — 1 скло", "Правила, Вартість у ресурсах"),
           ("Ann нічого з цього не виробляє; платить 1 (монет на початку ходу: {n})",
            "Правила, Ресурси й виробництво"),
           ("Bilkis: Ann купує в банку за 1 монету (раз за хід): 1 скло",
            "Правила «Лідерів», Карти лідерів; надруковано на карті: «Bilkis»")],
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("coins", [1, 6])
def test_bilkis_buys_the_workshops_glass_from_the_bank(coins, lang):
    # Bilkis (one resource from the bank for 1 coin, once a turn): no city at the table makes glass, so
    # Ann (Rhodos A: ore) produces none of the Workshop's cost and buys nothing from a neighbour
    v = judged(lang, lambda: referee(leaders({"build": "Workshop"}, 1, ["Bilkis"], coins=coins)))
    held = "1 coin" if coins == 1 else f"{coins} coins"
    reasons = [(t.format(held=held, n=coins), r) for t, r in BILKIS[lang]]
    way = {"bank": 1, "left": 0, "right": 0, "buys": [],
           "bank_buys": [{"from": "bank", "resource": "glass", "count": 1, "price": 1}]}
    assert v == legal("Ann", "Workshop", {"bank": 1, "left": 0, "right": 0}, [way], reasons,
                      income=[], coins_after=coins - 1)


# -- a discard names the card in the reader's language ---------------------------------------------

DISCARD = {
    "ru": ("Bab сбрасывает карту «Дворец» и берёт 3 монеты из банка: это можно всегда", "Правила, Сброс карты"),
    "uk": ("Bab скидає карту «Palace» і бере 3 монети з банку: це можна завжди", "Правила, Скидання карти"),
}


@pytest.mark.parametrize("lang", sorted(DISCARD))
def test_a_named_discard_in_russian_and_ukrainian(lang):
    # seed 000, 2. с. Сбросить карту: always allowed, 3 coins from the bank; the Palace by its printed
    # Russian name (the Ukrainian box's names are not known: the English one)
    v = judged(lang, lambda: check([p("Bab", "Babylon", side="B", stages=2), p("Bob", "Rhodos"), p("Cid", "Olympia")],
                                   3, player="Bab", discard="Palace"))
    assert v == {"legal": True, "player": "Bab", "action": "discard", "card": "Palace", "free": None,
                 "cost": {"bank": 0, "left": 0, "right": 0}, "options": [option()], "gain": 3,
                 "reasons": [DISCARD[lang]]}


# -- a build free of any cost (Leaders: Ramses) ----------------------------------------------------

RAMSES = {
    "en": [("Workers Guild costs 1 clay, 2 ore, 1 stone, 1 wood", "Rulebook, Resource cost"),
           ("Ann pays 0 of the 0 coins held at the start of the turn", "Rulebook, Resources and production"),
           ("Ramses: Ann builds a purple card free of any cost",
            "Leaders rulebook, Leader cards; the printed card: Ramses")],
    "ru": [("«Гильдия рабочих»: стоимость — 1 глина, 2 руды, 1 камень, 1 дерево", "Правила, Стоимость в ресурсах"),
           ("Ann платит 0 (монет в начале хода: 0)", "Правила, Ресурсы и производство"),
           ("Рамзес: Ann строит карту фиолетового цвета совсем бесплатно",
            "Правила «Лидеров», Карты лидеров; напечатано на карте: «Рамзес»")],
    "uk": [("«Workers Guild»: вартість — 1 глина, 2 руди, 1 камінь, 1 дерево", "Правила, Вартість у ресурсах"),
           ("Ann платить 0 (монет на початку ходу: 0)", "Правила, Ресурси й виробництво"),
           ("Ramses: Ann будує карту фіолетового кольору зовсім безкоштовно",
            "Правила «Лідерів», Карти лідерів; надруковано на карті: «Ramses»")],
}


@pytest.mark.parametrize("lang", LANGS)
def test_ramses_builds_a_guild_free_of_any_cost(lang):
    # Ramses (guilds free of any cost, scoring/data/leaders.json): Ann (Rhodos A: ore), with no coin,
    # builds the Workers Guild and produces none of its cost; she was once told she produced it all
    v = judged(lang, lambda: referee(leaders({"build": "Workers Guild"}, 3, ["Ramses"], coins=0)))
    assert v == legal("Ann", "Workers Guild", {"bank": 0, "left": 0, "right": 0}, [option()], RAMSES[lang],
                      free="Ramses", income=[], coins_after=0)


# -- Olympia night without the turn (2nd edition) ---------------------------------------------------

NIGHT = {
    "en": [('Olympia night stage 1 builds the first card of each age free: give "turn" (1..6, which card of the age '
            'this is) to apply it', "the wonder board: Olympia night, stages 1 and 2"),
           ('Olympia night stage 2 builds the 6th card of each age free: give "turn" (1..6, which card of the age '
            'this is) to apply it', "the wonder board: Olympia night, stages 1 and 2"),
           ("Stockade costs 1 wood", "Rulebook, Resource cost"),
           ("the cheapest way to pay for Stockade costs 2 coins (bank 0, left 0, right 2) but Oly held only 0 at "
            "the start of the turn; coins earned this turn cannot be spent this turn", "Rulebook, Trading")],
    "ru": [('Олимпия Ночь, этап 1 бесплатно строит первую карту каждой эпохи: укажите "turn" (1..6, какая это '
            'карта эпохи), чтобы это применить', "планшет чуда: Олимпия, ночная сторона, этапы 1 и 2"),
           ('Олимпия Ночь, этап 2 бесплатно строит 6-ю карту каждой эпохи: укажите "turn" (1..6, какая это карта '
            'эпохи), чтобы это применить', "планшет чуда: Олимпия, ночная сторона, этапы 1 и 2"),
           ("«Частокол»: стоимость — 1 дерево", "Правила, Стоимость в ресурсах"),
           ("Частокол: самая дешёвая оплата — 2 монеты (банку 0, левому 0, правому 2), но монет у Oly в начале "
            "хода было только 0; монеты, полученные в этот ход, в этот ход не тратятся", "Правила, Торговля")],
    "uk": [('Olympia night, етап 1 безкоштовно будує першу карту кожної епохи: вкажіть "turn" (1..6, яка це карта '
            'епохи), щоб це застосувати', "планшет чуда: Олімпія, нічна сторона, етапи 1 і 2"),
           ('Olympia night, етап 2 безкоштовно будує 6-ту карту кожної епохи: вкажіть "turn" (1..6, яка це карта '
            'епохи), щоб це застосувати', "планшет чуда: Олімпія, нічна сторона, етапи 1 і 2"),
           ("«Stockade»: вартість — 1 дерево", "Правила, Вартість у ресурсах"),
           ("Stockade: найдешевша оплата — 2 монети (банку 0, лівому 0, правому 2), але монет у Oly на початку "
            "ходу було лише 0; монети, отримані цього ходу, цього ходу не витрачаються", "Правила, Торгівля")],
}


@pytest.mark.parametrize("lang", LANGS)
def test_olympia_night_with_both_stages_needs_the_turn(lang):
    # board: Olympia night, stages 1 and 2 (seed 001's board; RP-FAQ): the first and the 6th card of each
    # age are free; which card this is must be given, for each stage
    v = judged(lang, lambda: check(second([p("Oly", "Olympia", side="night", stages=2, coins=0)]), 1, game="7w2",
                                   player="Oly", build="Stockade"))
    assert v == {"legal": False, "player": "Oly", "action": "build", "card": "Stockade", "free": None, "cost": None,
                 "options": [], "reasons": NIGHT[lang]}


# -- a resource waived (Leaders: Hammurabi) in the way the referee chooses ----------------------------

HAMMURABI = {
    "en": [("Courthouse costs 2 clay, 1 cloth", "Rulebook, Resource cost"),
           ("Ann produces none of it; buys 1 cloth from the left neighbour (Bob) for 2 coins and 1 clay from the "
            "right neighbour (Cid) for 2 coins; pays 4 of the 6 coins held at the start of the turn",
            "Rulebook, Trading"),
           ("Hammurabi: a blue card costs 1 resource fewer, chosen by Ann: 1 clay",
            "Leaders rulebook, Leader cards; the printed card: Hammurabi"),
           ("2 ways to pay the neighbours (left 0, right 4; left 2, right 2): Ann chooses", "Rulebook, Trading")],
    "ru": [("«Суд»: стоимость — 2 глины, 1 ткань", "Правила, Стоимость в ресурсах"),
           ("Ann ничего из этого не производит; покупает: 1 ткань у левого соседа (Bob) за 2 монеты и 1 глина у "
            "правого соседа (Cid) за 2 монеты; платит 4 (монет в начале хода: 6)", "Правила, Торговля"),
           ("Hammurabi: карта синего цвета стоит на 1 ресурс меньше, по выбору игрока Ann: 1 глина",
            "Правила «Лидеров», Карты лидеров; напечатано на карте: «Hammurabi»"),
           ("2 способа заплатить соседям (левому 0, правому 4; левому 2, правому 2): выбирает Ann",
            "Правила, Торговля")],
    "uk": [("«Courthouse»: вартість — 2 глини, 1 тканина", "Правила, Вартість у ресурсах"),
           ("Ann нічого з цього не виробляє; купує: 1 тканина у лівого сусіда (Bob) за 2 монети і 1 глина у "
            "правого сусіда (Cid) за 2 монети; платить 4 (монет на початку ходу: 6)", "Правила, Торгівля"),
           ("Hammurabi: карта синього кольору коштує на 1 ресурс менше, на вибір гравця Ann: 1 глина",
            "Правила «Лідерів», Карти лідерів; надруковано на карті: «Hammurabi»"),
           ("2 способи заплатити сусідам (лівому 0, правому 4; лівому 2, правому 2): обирає Ann",
            "Правила, Торгівля")],
}


@pytest.mark.parametrize("lang", LANGS)
def test_hammurabi_waives_a_clay_of_the_courthouse(lang):
    # Hammurabi (blue cards cost 1 resource fewer): Ann (Rhodos A: ore) makes none of the Courthouse's
    # 2 clay and cloth; waiving the cloth she buys 2 clay from Cid (4), waiving a clay she buys the cloth
    # from Bob and a clay from Cid (2 + 2): the resource waived is neither produced nor bought
    v = judged(lang, lambda: referee(leaders({"build": "Courthouse"}, 2, ["Hammurabi"])))
    assert v == legal("Ann", "Courthouse", {"bank": 0, "left": 2, "right": 2}, [
        dict(option(0, 0, 4, [("right", "clay", 2, 2)]), waived=["cloth"]),
        dict(option(0, 2, 2, [("left", "cloth", 1, 2), ("right", "clay", 1, 2)]), waived=["clay"])],
        HAMMURABI[lang], income=[], coins_after=2)


# -- expansions' ways in the way the referee chooses: a rebate, a trade of the city's own units -------

DOCK = {
    "en": [("Stockade costs 1 wood", "Rulebook, Resource cost"),
           ("Ira produces none of it; buys 1 wood from the left neighbour (Bob) for 1 coin (discount); pays 1 of "
            "the 3 coins held at the start of the turn", "Rulebook, Trading"),
           ("Clandestine Dock West: the first resource Ira buys from Bob this turn costs 1 coin less",
            "the printed card: Clandestine Dock West"),
           ("2 ways to pay the neighbours (left 1, right 0; left 0, right 2): Ira chooses", "Rulebook, Trading")],
    "ru": [("«Частокол»: стоимость — 1 дерево", "Правила, Стоимость в ресурсах"),
           ("Ira ничего из этого не производит; покупает: 1 дерево у левого соседа (Bob) за 1 монету (скидка); "
            "платит 1 (монет в начале хода: 3)", "Правила, Торговля"),
           ("«Clandestine Dock West»: первый ресурс, который Ira покупает у Bob в этот ход, стоит на 1 монету "
            "меньше", "напечатано на карте: «Clandestine Dock West»"),
           ("2 способа заплатить соседям (левому 1, правому 0; левому 0, правому 2): выбирает Ira",
            "Правила, Торговля")],
    "uk": [("«Stockade»: вартість — 1 дерево", "Правила, Вартість у ресурсах"),
           ("Ira нічого з цього не виробляє; купує: 1 дерево у лівого сусіда (Bob) за 1 монету (знижка); "
            "платить 1 (монет на початку ходу: 3)", "Правила, Торгівля"),
           ("«Clandestine Dock West»: перший ресурс, який Ira купує в Bob цього ходу, коштує на 1 монету менше",
            "надруковано на карті: «Clandestine Dock West»"),
           ("2 способи заплатити сусідам (лівому 1, правому 0; лівому 0, правому 2): обирає Ira",
            "Правила, Торгівля")],
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_clandestine_dock_alone_makes_the_left_wood_cheaper(lang):
    # Cities, Clandestine Dock West (the first resource bought from the left neighbour costs 1 coin less),
    # no other way to pay: Bob's wood on the left (Olympia A) for 1, Cid's on the right (Lumber Yard) for 2
    v = judged(lang, lambda: check([p("Ira", "Rhodos", ["Clandestine Dock West"], coins=3), p("Bob", "Olympia"),
                                    p("Cid", "Gizah", ["Lumber Yard"])], 1, expansions=["cities"], player="Ira",
                                   build="Stockade"))
    assert v == legal("Ira", "Stockade", {"bank": 0, "left": 1, "right": 0}, [
        option(0, 1, 0, [("left", "wood", 1, 1)]), option(0, 0, 2, [("right", "wood", 1, 2)])], DOCK[lang])


CATAN = {
    "en": [("Apothecary costs 1 cloth", "Rulebook, Resource cost"),
           ("Ira produces 1 cloth; pays 0 of the 0 coins held at the start of the turn",
            "Rulebook, Resources and production"),
           ("Catan: Ira trades 2 wood of its own production for 1 resource of its choice (2 identical resources "
            "for 1)", "the wonder board: Catan")],
    "ru": [("«Аптека»: стоимость — 1 ткань", "Правила, Стоимость в ресурсах"),
           ("Ira производит: 1 ткань; платит 0 (монет в начале хода: 0)", "Правила, Ресурсы и производство"),
           ("Catan: Ira меняет 2 дерева собственного производства на 1 ресурс по своему выбору (2 одинаковых "
            "ресурса на 1)", "планшет чуда: Catan")],
    "uk": [("«Apothecary»: вартість — 1 тканина", "Правила, Вартість у ресурсах"),
           ("Ira виробляє: 1 тканина; платить 0 (монет на початку ходу: 0)", "Правила, Ресурси й виробництво"),
           ("Catan: Ira обмінює 2 дерева власного виробництва на 1 ресурс на свій вибір (2 однакові ресурси на 1)",
            "планшет чуда: Catan")],
}


@pytest.mark.parametrize("lang", LANGS)
def test_catans_trade_pays_the_apothecary(lang):
    # Catan's board (played with "wonderpack"; 2 identical resources of the city's own for 1 of its choice):
    # Ira, with no coin, trades her two wood for the Apothecary's cloth; the trade is told with the way
    v = judged(lang, lambda: check([p("Ira", "Catan", ["Lumber Yard", "Timber Yard"], coins=0),
                                    p("Bob", "Gizah", ["Loom"]), p("Cid", "Rhodos")], 1, expansions=["wonderpack"],
                                   player="Ira", build="Apothecary"))
    assert v == legal("Ira", "Apothecary", {"bank": 0, "left": 0, "right": 0}, [option()], CATAN[lang])


# -- what a neighbour makes for itself only, Olympia A, two discounts on one purchase, coin costs -----

def aqueduct_with_no_stone_sold():
    # seed 000, Торговля: «Ресурсы, производимые … жёлтыми картами … и стадиями чудес, не продаются»;
    # Bob (Alexandria A, stage 2: one raw material a turn; Caravansery) makes stone for himself only
    return check([p("Ira", "Rhodos", coins=9), p("Bob", "Alexandria", ["Caravansery"], stages=2), p("Cid", "Babylon")],
                 2, player="Ira", build="Aqueduct")


def olympia_a_free_build():
    # seed 000, Статуя Зевса в Олимпии (side A, stage 2): one structure a turn free, once an age
    return check([p("Oly", "Olympia", coins=0, stages=2), p("Bob", "Rhodos"), p("Cid", "Babylon")], 1, player="Oly",
                 build="Stockade", olympia=True)


def olympia_a_pays_instead():
    return check([p("Oly", "Olympia", coins=3, stages=2), p("Bob", "Rhodos"), p("Cid", "Babylon")], 1, player="Oly",
                 build="Stockade")


def two_discounts_on_the_left_stone():
    # card: West Trading Post and seed 000, Статуя Зевса (side B, stage 1): both make the left neighbour's
    # raw materials cost 1 coin; both are named
    return check([p("Ira", "Olympia", ["West Trading Post"], side="B", stages=1, coins=3), p("Bob", "Gizah"),
                  p("Cid", "Babylon")], 1, player="Ira", build="Baths")


def gates_of_the_city():
    # Cities: the Gates of the City cost 1 coin and 1 wood (scoring/data/cities.json); seed 000, Стоимость в
    # монетах: the coin goes to the bank
    return check([p("Ira", "Olympia", coins=5), p("Bob", "Rhodos"), p("Cid", "Babylon")], 1, expansions=["cities"],
                 player="Ira", build="Gates of the City")


def militia():
    # Cities: the Militia costs 3 coins (scoring/data/cities.json)
    return check([p("Ira", "Olympia", coins=5), p("Bob", "Rhodos"), p("Cid", "Babylon")], 1, expansions=["cities"],
                 player="Ira", build="Militia")


def catan_trades_twice():
    # Catan's board (2 identical resources for 1 of the city's choice, as often as its units allow: the
    # app's reading, scoring/data/wonderpack.json): Ira trades 2 stone (Quarry) and 2 wood (Sawmill) for the
    # Lodge's cloth and papyrus; the Brickyard makes its 2 clay
    return check([p("Ira", "Catan", ["Sawmill", "Quarry", "Brickyard"], coins=0), p("Bob", "Gizah"), p("Cid", "Rhodos")],
                 3, expansions=["wonderpack"], player="Ira", build="Lodge")


OLY_FREE = {"legal": True, "player": "Oly", "action": "build", "card": "Stockade", "free": "Olympia A",
            "cost": {"bank": 0, "left": 0, "right": 0}, "options": [option()]}
MORE = {
    "unsold": (aqueduct_with_no_stone_sold, {
        "legal": False, "player": "Ira", "action": "build", "card": "Aqueduct", "free": None, "cost": None,
        "options": []}, {
        "en": [("Aqueduct costs 3 stone", "Rulebook, Resource cost"),
               ("Aqueduct cannot be paid: 3 stone needed: Ira makes 0, Bob (left) sells 0, Cid (right) sells 0",
                "Rulebook, Trading"),
               ("Bob's Caravansery produces stone for Bob only: yellow cards and wonder stages are never sold",
                "Rulebook, Trading"),
               ("Bob's Alexandria stage 2 produces stone for Bob only: yellow cards and wonder stages are never sold",
                "Rulebook, Trading")],
        "ru": [("«Акведук»: стоимость — 3 камня", "Правила, Стоимость в ресурсах"),
               ("Акведук: оплатить нельзя — требуется 3 камня: Ira производит 0, Bob (слева) продаёт 0, Cid "
                "(справа) продаёт 0", "Правила, Торговля"),
               ("Караван-сарай города Bob производит камень только для Bob: жёлтые карты и этапы чуда никогда не "
                "продаются", "Правила, Торговля"),
               ("Александрия, этап 2 города Bob производит камень только для Bob: жёлтые карты и этапы чуда "
                "никогда не продаются", "Правила, Торговля")],
        "uk": [("«Aqueduct»: вартість — 3 камені", "Правила, Вартість у ресурсах"),
               ("Aqueduct: оплатити неможливо — потрібно 3 камені: Ira виробляє 0, Bob (ліворуч) продає 0, Cid "
                "(праворуч) продає 0", "Правила, Торгівля"),
               ("Caravansery міста Bob виробляє камінь лише для Bob: жовті карти й етапи чуда ніколи не продаються",
                "Правила, Торгівля"),
               ("Alexandria, етап 2 міста Bob виробляє камінь лише для Bob: жовті карти й етапи чуда ніколи не "
                "продаються", "Правила, Торгівля")]}),
    "olympia_free": (olympia_a_free_build, OLY_FREE, {
        "en": [("Oly builds Stockade free with Olympia A (once this age)", "Rulebook, Olympia (Statue of Zeus)")],
        "ru": [("Oly строит карту «Частокол» бесплатно: это позволяет Олимпия A (раз в эпоху)",
                "Правила, Олимпия (Статуя Зевса)")],
        "uk": [("Oly будує карту «Stockade» безкоштовно: це дозволяє Olympia A (раз на епоху)",
                "Правила, Олімпія (Статуя Зевса)")]}),
    "olympia_pays": (olympia_a_pays_instead, dict(OLY_FREE, free=None), {
        "en": [("Stockade costs 1 wood", "Rulebook, Resource cost"),
               ("Oly produces 1 wood; pays 0 of the 3 coins held at the start of the turn",
                "Rulebook, Resources and production"),
               ("Oly may instead build it free with Olympia A (once per age)", "Rulebook, Olympia (Statue of Zeus)")],
        "ru": [("«Частокол»: стоимость — 1 дерево", "Правила, Стоимость в ресурсах"),
               ("Oly производит: 1 дерево; платит 0 (монет в начале хода: 3)", "Правила, Ресурсы и производство"),
               ("Oly может вместо этого построить это бесплатно: это позволяет Олимпия A (раз в эпоху)",
                "Правила, Олимпия (Статуя Зевса)")],
        "uk": [("«Stockade»: вартість — 1 дерево", "Правила, Вартість у ресурсах"),
               ("Oly виробляє: 1 дерево; платить 0 (монет на початку ходу: 3)", "Правила, Ресурси й виробництво"),
               ("Oly може натомість збудувати це безкоштовно: це дозволяє Olympia A (раз на епоху)",
                "Правила, Олімпія (Статуя Зевса)")]}),
    "two_discounts": (two_discounts_on_the_left_stone, {
        "legal": True, "player": "Ira", "action": "build", "card": "Baths", "free": None,
        "cost": {"bank": 0, "left": 1, "right": 0}, "options": [option(0, 1, 0, [("left", "stone", 1, 1)])]}, {
        "en": [("Baths costs 1 stone", "Rulebook, Resource cost"),
               ("Ira produces none of it; buys 1 stone from the left neighbour (Bob) for 1 coin (discount); pays 1 "
                "of the 3 coins held at the start of the turn", "Rulebook, Trading"),
               ("stone from the left neighbour (Bob) costs 1 coin instead of 2: West Trading Post, Olympia B stage 1",
                "the printed card: West Trading Post")],
        "ru": [("«Бани»: стоимость — 1 камень", "Правила, Стоимость в ресурсах"),
               ("Ira ничего из этого не производит; покупает: 1 камень у левого соседа (Bob) за 1 монету (скидка); "
                "платит 1 (монет в начале хода: 3)", "Правила, Торговля"),
               ("камень у левого соседа (Bob) стоит 1 монету вместо 2: Западный базар, Олимпия B, этап 1",
                "напечатано на карте: «Западный базар»")],
        "uk": [("«Baths»: вартість — 1 камінь", "Правила, Вартість у ресурсах"),
               ("Ira нічого з цього не виробляє; купує: 1 камінь у лівого сусіда (Bob) за 1 монету (знижка); "
                "платить 1 (монет на початку ходу: 3)", "Правила, Торгівля"),
               ("камінь у лівого сусіда (Bob) коштує 1 монету замість 2: West Trading Post, Olympia B, етап 1",
                "надруковано на карті: «West Trading Post»")]}),
    "gates": (gates_of_the_city, {
        "legal": True, "player": "Ira", "action": "build", "card": "Gates of the City", "free": None,
        "cost": {"bank": 1, "left": 0, "right": 0}, "options": [option(1)]}, {
        "en": [("Gates of the City costs 1 coin (to the bank) and 1 wood", "Rulebook, Coin cost"),
               ("Ira produces 1 wood; pays 1 of the 5 coins held at the start of the turn",
                "Rulebook, Resources and production")],
        "ru": [("«Gates of the City»: стоимость — 1 монета (в банк) и 1 дерево", "Правила, Стоимость в монетах"),
               ("Ira производит: 1 дерево; платит 1 (монет в начале хода: 5)", "Правила, Ресурсы и производство")],
        "uk": [("«Gates of the City»: вартість — 1 монета (у банк) і 1 дерево", "Правила, Вартість у монетах"),
               ("Ira виробляє: 1 дерево; платить 1 (монет на початку ходу: 5)", "Правила, Ресурси й виробництво")]}),
    "catan_twice": (catan_trades_twice, {
        "legal": True, "player": "Ira", "action": "build", "card": "Lodge", "free": None,
        "cost": {"bank": 0, "left": 0, "right": 0}, "options": [option()]}, {
        "en": [("Lodge costs 2 clay, 1 cloth, 1 papyrus", "Rulebook, Resource cost"),
               ("Ira produces 2 clay, 1 cloth, 1 papyrus; pays 0 of the 0 coins held at the start of the turn",
                "Rulebook, Resources and production"),
               ("Catan: Ira trades 2 stone, 2 wood of its own production for 2 resources of its choice (2 identical "
                "resources for 1)", "the wonder board: Catan")],
        "ru": [("«Lodge»: стоимость — 2 глины, 1 ткань, 1 папирус", "Правила, Стоимость в ресурсах"),
               ("Ira производит: 2 глины, 1 ткань, 1 папирус; платит 0 (монет в начале хода: 0)",
                "Правила, Ресурсы и производство"),
               ("Catan: Ira меняет 2 камня, 2 дерева собственного производства на 2 ресурса по своему выбору (2 "
                "одинаковых ресурса на 1)", "планшет чуда: Catan")],
        "uk": [("«Lodge»: вартість — 2 глини, 1 тканина, 1 папірус", "Правила, Вартість у ресурсах"),
               ("Ira виробляє: 2 глини, 1 тканина, 1 папірус; платить 0 (монет на початку ходу: 0)",
                "Правила, Ресурси й виробництво"),
               ("Catan: Ira обмінює 2 камені, 2 дерева власного виробництва на 2 ресурси на свій вибір (2 однакові "
                "ресурси на 1)", "планшет чуда: Catan")]}),
    "militia": (militia, {
        "legal": True, "player": "Ira", "action": "build", "card": "Militia", "free": None,
        "cost": {"bank": 3, "left": 0, "right": 0}, "options": [option(3)]}, {
        "en": [("Militia costs 3 coins (to the bank)", "Rulebook, Coin cost"),
               ("Ira pays 3 of the 5 coins held at the start of the turn", "Rulebook, Resources and production")],
        "ru": [("«Militia»: стоимость — 3 монеты (в банк)", "Правила, Стоимость в монетах"),
               ("Ira платит 3 (монет в начале хода: 5)", "Правила, Ресурсы и производство")],
        "uk": [("«Militia»: вартість — 3 монети (у банк)", "Правила, Вартість у монетах"),
               ("Ira платить 3 (монет на початку ходу: 5)", "Правила, Ресурси й виробництво")]}),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", sorted(MORE))
def test_whole_verdict_in_each_language(case, lang):
    build, rest, reasons = MORE[case]
    assert judged(lang, build) == dict(rest, reasons=reasons[lang])
