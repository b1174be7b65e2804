"""The Leaders' powers in the referee (``referee.expansions.leaders.effects``) and the leaders' document flag
``free_build_used`` (``referee.expansions.leaders``): whole verdicts, word for word in English, Russian and
Ukrainian, of positions whose result a wrong rule or a wrong sentence would change: the tests mutation
testing of the modules asked for (README "Mutation testing").

The powers are the data file's (scoring/data/leaders.json: each leader's ``effect``, Rome's sides' ``start``;
the Leaders rulebook, Leader cards and Wonder board): Rome A recruits its leaders free, Rome B's leaders cost
2 coins less and its neighbours' 1 coin less; Caligula builds a black card free once per Age; Imhotep takes
1 resource off a wonder stage, Hammurabi off a blue card; Bilkis buys 1 resource from the bank for 1 coin
once a turn. The cards' costs are the 1st edition's (seed 000: Стены 3 камня, Храм; Rhodos A's stage 1:
2 wood) and Cities' (Militia: 3 coins).
"""
import pytest

from referee.registry import referee
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

BOARD = [{"book": "leaders", "section": "wonder-board"}]
CARDS = [{"book": "leaders", "section": "leader-cards"}]
RECRUIT = [{"book": "leaders", "section": "recruitment"}]


def card(name):
    return [{"book": "leaders", "section": "leader-cards"}, {"book": "leaders", "section": "card", "detail": name}]


def base(section):
    return [{"book": "7w", "section": section}]


def p(name, wonder, cards=(), coins=6, side="A"):
    return {"name": name, "wonder": wonder, "side": side, "cards": list(cards), "coins": coins}


def table(ann, age=1, expansions=("leaders",), **action):
    """Ann (``ann``) between Bob (Gizah A: stone; Lumber Yard, Loom) and Cid (Babylon A: clay; Clay Pool, Press)."""
    return {"game": "7w", "expansions": list(expansions), "age": age,
            "players": [ann, p("Bob", "Gizah", ["Lumber Yard", "Loom"]), p("Cid", "Babylon", ["Clay Pool", "Press"])],
            "action": dict({"player": "Ann"}, **action)}


def judged(doc, lang):
    with use_language(lang):
        return referee(doc)


def said(pairs, citations):
    return [{"text": text, "rule": rule, "citation": c} for (text, rule), c in zip(pairs, citations, strict=True)]


# -- Rome's board: its leaders and its neighbours' leaders cost less ----------------------------------

CLEOPATRA = {
    "en": ("Cleopatra costs 4 coins: a leader is paid in coins only, never with resources",
           "Leaders rulebook, Leader cards"),
    "ru": ("«Cleopatra» стоит 4 монеты: лидер оплачивается только монетами, никогда ресурсами",
           "Правила «Лидеров», Карты лидеров"),
    "uk": ("«Cleopatra» коштує 4 монети: лідер оплачується лише монетами, ніколи ресурсами",
           "Правила «Лідерів», Карти лідерів"),
}
ROME = {
    "en": ("Roma B: Ann's leaders cost 2 coins less", "Leaders rulebook, Wonder board"),
    "ru": ("Рим B: лидеры для Ann дешевле на 2 монеты", "Правила «Лидеров», Поле Чуда Света"),
    "uk": ("Roma B: лідери для Ann дешевші на 2 монети", "Правила «Лідерів», Поле Чуда"),
}
ROME_NEIGHBOUR = {
    "en": ("Roma B of the neighbour Ann: {who}'s leaders cost 1 coin less", "Leaders rulebook, Wonder board"),
    "ru": ("Рим B у соседа Ann: лидеры для {who} дешевле на 1 монету", "Правила «Лидеров», Поле Чуда Света"),
    "uk": ("Roma B у сусіда Ann: лідери для {who} дешевші на 1 монету", "Правила «Лідерів», Поле Чуда"),
}
ROME_FREE = {
    "en": ("Roma A: Ann recruits its leaders free", "Leaders rulebook, Wonder board"),
    "ru": ("Рим A: Ann нанимает своих лидеров бесплатно", "Правила «Лидеров», Поле Чуда Света"),
    "uk": ("Roma A: Ann наймає своїх лідерів безкоштовно", "Правила «Лідерів», Поле Чуда"),
}
RECRUITS = {
    "en": ("{who} recruits Cleopatra for {n} coins of the 6 held at the start of the turn",
           "Leaders rulebook, Recruitment"),
    "ru": ("{who} нанимает лидера «Cleopatra» за {n} {coins} (монет в начале хода: 6)", "Правила «Лидеров», Найм лидеров"),
    "uk": ("{who} наймає лідера «Cleopatra» за {n} {coins} (монет на початку ходу: 6)",
           "Правила «Лідерів», Наймання лідерів"),
}
COINS = {"ru": {0: "монет", 2: "монеты", 3: "монеты"}, "uk": {0: "монет", 2: "монети", 3: "монети"}}


def recruits(lang, who, n):
    text, rule = RECRUITS[lang]
    return text.format(who=who, n=n, coins=COINS.get(lang, {}).get(n, "")), rule


def recruitment(who, paid, pairs, free=None):
    return {"legal": True, "player": who, "action": "recruit", "card": "Cleopatra",
            "reasons": said(pairs, [CARDS, BOARD, RECRUIT]), "free": free,
            "cost": {"bank": paid, "left": 0, "right": 0}, "options": [{"bank": paid, "left": 0, "right": 0, "buys": []}],
            "income": [], "coins_after": 6 - paid}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_rome_b_takes_two_coins_off_its_own_leader(lang):
    # Leaders rulebook, Wonder board (Rome B): «your leaders cost 2 coins less; your neighbours' 1 coin less»
    v = judged(table(p("Ann", "Roma", side="B"), recruit="Cleopatra"), lang)
    assert v == recruitment("Ann", 2, [CLEOPATRA[lang], ROME[lang], recruits(lang, "Ann", 2)])


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("who", ["Bob", "Cid"])          # Rome is Bob's neighbour on one side, Cid's on the other
def test_rome_b_takes_one_coin_off_each_neighbours_leader(lang, who):
    v = judged(table(p("Ann", "Roma", side="B"), recruit="Cleopatra", player=who), lang)
    text, rule = ROME_NEIGHBOUR[lang]
    assert v == recruitment(who, 3, [CLEOPATRA[lang], (text.format(who=who), rule), recruits(lang, who, 3)])


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_rome_a_recruits_free(lang):
    v = judged(table(p("Ann", "Roma", side="A"), recruit="Cleopatra"), lang)
    assert v == recruitment("Ann", 0, [CLEOPATRA[lang], ROME_FREE[lang], recruits(lang, "Ann", 0)], free="Roma A")


# -- Caligula's free black card, once per Age: ``free_build_used`` --------------------------------------

MILITIA = {
    "en": [("Militia costs 3 coins (to the bank)", "Rulebook, Coin cost"),
           ("Ann pays 0 of the 0 coins held at the start of the turn", "Rulebook, Resources and production"),
           ("Caligula: Ann builds a black card free of any cost (once per age)",
            "Leaders rulebook, Leader cards; the printed card: Caligula")],
    "ru": [("«Militia»: стоимость — 3 монеты (в банк)", "Правила, Стоимость в монетах"),
           ("Ann платит 0 (монет в начале хода: 0)", "Правила, Ресурсы и производство"),
           ("Caligula: Ann строит карту чёрного цвета совсем бесплатно (раз в эпоху)",
            "Правила «Лидеров», Карты лидеров; напечатано на карте: «Caligula»")],
    "uk": [("«Militia»: вартість — 3 монети (у банк)", "Правила, Вартість у монетах"),
           ("Ann платить 0 (монет на початку ходу: 0)", "Правила, Ресурси й виробництво"),
           ("Caligula: Ann будує карту чорного кольору зовсім безкоштовно (раз на епоху)",
            "Правила «Лідерів», Карти лідерів; надруковано на карті: «Caligula»")],
}


def militia(lang, **flag):
    """Ann, holding Caligula and no coin, builds Militia (Cities, black, 3 coins)."""
    return judged(table(p("Ann", "Rhodos", ["Caligula"], 0), expansions=("leaders", "cities"), build="Militia", **flag),
                  lang)


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("flag", [{}, {"free_build_used": False}])
def test_caligula_builds_a_black_card_free_until_used_this_age(lang, flag):
    # Leaders rulebook, Leader cards (Caligula): «once per Age, build a black card for free»
    assert militia(lang, **flag) == {
        "legal": True, "player": "Ann", "action": "build", "card": "Militia",
        "reasons": said(MILITIA[lang], [base("coin-cost"), base("resources-and-production"), card("Caligula")]),
        "free": "Caligula", "cost": {"bank": 0, "left": 0, "right": 0},
        "options": [{"bank": 0, "left": 0, "right": 0, "buys": []}], "income": [], "coins_after": 0}


def test_caligula_s_free_build_used_this_age_leaves_the_printed_coins():
    assert militia("en", free_build_used=True) == {
        "legal": False, "player": "Ann", "action": "build", "card": "Militia",
        "reasons": said([("Militia costs 3 coins (to the bank)", "Rulebook, Coin cost"),
                         ("the cheapest way to pay for Militia costs 3 coins (bank 3, left 0, right 0) but Ann held "
                          "only 0 at the start of the turn; coins earned this turn cannot be spent this turn",
                          "Rulebook, Trading")], [base("coin-cost"), base("trading")]),
        "free": None, "cost": None, "options": [], "income": []}


NOT_BOOL = {"en": "free_build_used must be true or false, got 'yes'",
            "ru": "free_build_used — true или false, получено 'yes'",
            "uk": "free_build_used — true або false, отримано 'yes'"}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_free_build_used_neither_true_nor_false_is_bad_input_beside_its_action(lang):
    with pytest.raises(BadInput) as bad:
        militia(lang, free_build_used="yes")
    assert [(x.path, x.message) for x in bad.value.problems] == [("action.free_build_used", NOT_BOOL[lang])]
    phase = table(p("Ann", "Rhodos"))
    del phase["action"]
    phase["actions"] = [{"player": "Ann", "recruit": "Cleopatra"},
                        {"player": "Bob", "recruit": "Caesar", "free_build_used": "yes"}]
    with pytest.raises(BadInput) as bad:
        judged(phase, lang)
    assert [(x.path, x.message) for x in bad.value.problems] == [("actions[1].free_build_used", NOT_BOOL[lang])]


# -- resources fewer (Imhotep, Hammurabi), one from the bank (Bilkis) --------------------------------------

IMHOTEP = {
    "en": [("stage 1 of Rhodos A is next (stages are built in order) and costs 2 wood: the board's cost, not the "
            "card's", "Rulebook, Build a stage of a wonder"),
           ("Ann produces none of it; buys 1 wood from the left neighbour (Bob) for 2 coins; pays 2 of the 6 coins "
            "held at the start of the turn", "Rulebook, Trading"),
           ("Imhotep: a wonder stage costs 1 resource fewer, chosen by Ann: 1 wood",
            "Leaders rulebook, Leader cards; the printed card: Imhotep")],
    "ru": [("следующий этап 1 чуда Родос A (этапы строятся по порядку) стоит 2 дерева: цена с планшета, а не с карты",
            "Правила, Строительство этапа чуда"),
           ("Ann ничего из этого не производит; покупает: 1 дерево у левого соседа (Bob) за 2 монеты; платит 2 "
            "(монет в начале хода: 6)", "Правила, Торговля"),
           ("Imhotep: этаж Чуда Света стоит на 1 ресурс меньше, по выбору игрока Ann: 1 дерево",
            "Правила «Лидеров», Карты лидеров; напечатано на карте: «Imhotep»")],
    "uk": [("наступний етап 1 чуда Rhodos A (етапи будуються по черзі) коштує 2 дерева: ціна з планшета, а не з карти",
            "Правила, Будівництво етапу чуда"),
           ("Ann нічого з цього не виробляє; купує: 1 дерево у лівого сусіда (Bob) за 2 монети; платить 2 "
            "(монет на початку ходу: 6)", "Правила, Торгівля"),
           ("Imhotep: рівень Чуда коштує на 1 ресурс менше, на вибір гравця Ann: 1 дерево",
            "Правила «Лідерів», Карти лідерів; надруковано на карті: «Imhotep»")],
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_imhotep_takes_one_wood_off_rhodos_first_stage(lang):
    # Leaders rulebook, Leader cards (Imhotep): «a wonder stage costs 1 resource fewer, of your choice»
    v = judged(table(p("Ann", "Rhodos", ["Imhotep"]), stage=True), lang)
    assert v == {
        "legal": True, "player": "Ann", "action": "stage", "card": None,
        "reasons": said(IMHOTEP[lang], [base("build-a-stage-of-a-wonder"), base("trading"), card("Imhotep")]),
        "free": None, "cost": {"bank": 0, "left": 2, "right": 0},
        "options": [{"bank": 0, "left": 2, "right": 0, "buys": [{"from": "left", "resource": "wood", "count": 1,
                                                                 "price": 2}], "waived": ["wood"]}],
        "stage": 1, "income": [], "coins_after": 4}


WALLS = {
    "en": [("Walls costs 3 stone", "Rulebook, Resource cost"),
           ("Walls cannot be paid: 3 stone needed: Ann makes 0, Bob (left) sells 1, Cid (right) sells 0",
            "Rulebook, Trading")],
    "ru": [("«Стены»: стоимость — 3 камня", "Правила, Стоимость в ресурсах"),
           ("Стены: оплатить нельзя — требуется 3 камня: Ann производит 0, Bob (слева) продаёт 1, Cid (справа) "
            "продаёт 0", "Правила, Торговля")],
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_bilkis_buys_one_stone_only_so_walls_stay_out_of_reach(lang):
    # Bilkis: «once a turn, buy 1 resource from the bank for 1 coin»: with Bob's one stone, 2 of the 3
    v = judged(table(p("Ann", "Rhodos", ["Bilkis"], 9), age=2, build="Walls"), lang)
    assert v == {"legal": False, "player": "Ann", "action": "build", "card": "Walls",
                 "reasons": said(WALLS[lang], [base("resource-cost"), base("trading")]),
                 "free": None, "cost": None, "options": [], "income": []}


TEMPLE = {
    "en": [("Temple costs 1 clay, 1 glass, 1 wood", "Rulebook, Resource cost"),
           ("Ann produces none of it; buys 1 clay from the right neighbour (Cid) for 2 coins; pays 3 of the 9 coins "
            "held at the start of the turn", "Rulebook, Trading"),
           ("Hammurabi: a blue card costs 1 resource fewer, chosen by Ann: 1 glass",
            "Leaders rulebook, Leader cards; the printed card: Hammurabi"),
           ("Bilkis: Ann buys 1 wood from the bank for 1 coin (once a turn)",
            "Leaders rulebook, Leader cards; the printed card: Bilkis"),
           ("3 ways to pay the neighbours (left 0, right 2; left 2, right 0; left 2, right 2): Ann chooses",
            "Rulebook, Trading")],
    "ru": [("«Храм»: стоимость — 1 глина, 1 стекло, 1 дерево", "Правила, Стоимость в ресурсах"),
           ("Ann ничего из этого не производит; покупает: 1 глина у правого соседа (Cid) за 2 монеты; платит 3 "
            "(монет в начале хода: 9)", "Правила, Торговля"),
           ("Hammurabi: карта синего цвета стоит на 1 ресурс меньше, по выбору игрока Ann: 1 стекло",
            "Правила «Лидеров», Карты лидеров; напечатано на карте: «Hammurabi»"),
           ("Bilkis: Ann покупает в банке за 1 монету (раз за ход): 1 дерево",
            "Правила «Лидеров», Карты лидеров; напечатано на карте: «Bilkis»"),
           ("3 способа заплатить соседям (левому 0, правому 2; левому 2, правому 0; левому 2, правому 2): "
            "выбирает Ann", "Правила, Торговля")],
}


def bought(side, resource, price):
    return {"from": side, "resource": resource, "count": 1, "price": price}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_hammurabi_and_bilkis_together_on_the_temple(lang):
    # each way keeps what Hammurabi waived when Bilkis then buys one of the rest from the bank
    v = judged(table(p("Ann", "Rhodos", ["Bilkis", "Hammurabi"], 9), age=2, build="Temple"), lang)
    assert v == {
        "legal": True, "player": "Ann", "action": "build", "card": "Temple",
        "reasons": said(TEMPLE[lang], [base("resource-cost"), base("trading"), card("Hammurabi"), card("Bilkis"),
                                       base("trading")]),
        "free": None, "cost": {"bank": 1, "left": 0, "right": 2},
        "options": [{"bank": 1, "left": 0, "right": 2, "buys": [bought("right", "clay", 2)], "waived": ["glass"],
                     "bank_buys": [bought("bank", "wood", 1)]},
                    {"bank": 1, "left": 2, "right": 0, "buys": [bought("left", "wood", 2)], "waived": ["clay"],
                     "bank_buys": [bought("bank", "glass", 1)]},
                    {"bank": 0, "left": 2, "right": 2, "buys": [bought("left", "wood", 2), bought("right", "clay", 2)],
                     "waived": ["glass"]}],
        "income": [], "coins_after": 6}


# -- the verdicts the Leaders referee hands on: a leader phase, Solomon, the conflicts -------------------

def test_a_stage_built_with_a_leader_cites_the_base_rulebook_beside_the_leaders():
    v = judged(table(p("Ann", "Rhodos", ["Timber Yard"]), stage=True, card="Hatshepsut"), "en")
    assert v == {
        "legal": True, "player": "Ann", "action": "stage", "card": "Hatshepsut",
        "reasons": said([("Ann tucks Hatshepsut face down under the stage: the leader is not recruited and its effect "
                          "never applies", "Leaders rulebook, Recruitment"),
                         ("stage 1 of Rhodos A is next (stages are built in order) and costs 2 wood: the board's cost, "
                          "not the card's", "Rulebook, Build a stage of a wonder"),
                         ("Ann produces 1 wood; buys 1 wood from the left neighbour (Bob) for 2 coins; pays 2 of the 6 "
                          "coins held at the start of the turn", "Rulebook, Trading")],
                        [RECRUIT, base("build-a-stage-of-a-wonder"), base("trading")]),
        "free": None, "cost": {"bank": 0, "left": 2, "right": 0},
        "options": [{"bank": 0, "left": 2, "right": 0, "buys": [bought("left", "wood", 2)]}],
        "stage": 1, "income": [], "coins_after": 4}


def test_solomon_cannot_build_a_second_temple_from_the_discard_pile():
    doc = {"game": "7w", "expansions": ["leaders"], "age": 2, "discard": ["Temple"], "players": [
        {"name": "Ira", "wonder": "Gizah", "side": "A", "stages": 0, "coins": 0, "cards": ["Solomon", "Temple"]},
        {"name": "Oleg", "wonder": "Rhodos", "side": "A", "coins": 3},
        {"name": "Sofia", "wonder": "Babylon", "side": "A", "coins": 3}],
        "action": {"player": "Ira", "build": "Temple", "from_discard": True}}
    assert judged(doc, "en") == {
        "legal": False, "player": "Ira", "action": "build", "card": "Temple",
        "reasons": said([("Ira already has a Temple: no two identical structures, not even from the discard pile",
                          "Rulebook, Build a structure")], [base("build-a-structure")]),
        "free": None, "cost": None, "options": []}


def test_the_conflicts_with_nero_are_the_base_game_s_check_and_his_coins():
    # Nero (recruited in Age II): 2 coins per Victory token won from then on; Ann wins both fights in each Age
    players = [dict(p("Ann", "Rhodos", ["Nero", "Barracks"]), shields=[1, 1, 1], recruited={"Nero": 2}),
               dict(p("Bob", "Gizah", ["Lumber Yard", "Loom"]), shields=[0, 0, 0]),
               dict(p("Cid", "Babylon", ["Clay Pool", "Press"]), shields=[0, 0, 0])]
    v = judged({"game": "7w", "expansions": ["leaders"], "check": "military", "players": players}, "en")
    age = {"shields": {"Ann": 1, "Bob": 0, "Cid": 0}, "reasons": [], "conflicts": [
        {"players": ["Ann", "Bob"], "shields": [1, 0], "winner": "Ann"},
        {"players": ["Bob", "Cid"], "shields": [0, 0], "winner": None},
        {"players": ["Cid", "Ann"], "shields": [0, 1], "winner": "Ann"}]}
    assert v == {
        "check": "military", "legal": True, "ages": [dict(age, age=n) for n in (1, 2, 3)],
        "tokens": {"Ann": {"left": [1, 3, 5], "right": [1, 3, 5], "total": 18},
                   "Bob": {"left": [], "right": [-1, -1, -1], "total": -3},
                   "Cid": {"left": [-1, -1, -1], "right": [], "total": -3}},
        "problems": [], "reasons": [], "recruited": {},
        "income": [{"player": "Ann", "coins": 8, "source": "Nero", "rule": "Leaders rulebook, Leader cards; the "
                    "printed card: Nero", "text": "Nero: 4 Victory tokens won from Age II on: +8",
                    "citation": card("Nero")}]}


UNKNOWN_ACTION = {"en": "unknown field 'action'; expected one of game, players, expansions, age",
                  "ru": "неизвестное поле 'action'; ожидается одно из: game, players, expansions, age",
                  "uk": "невідоме поле 'action'; очікується одне з: game, players, expansions, age"}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])

@pytest.mark.parametrize("action", [{"player": "Ann", "recruit": "Cleopatra"},
                                    {"player": "Ann", "build": "Stockade", "free_build_used": "yes"}])
def test_a_conflicts_check_takes_no_action_not_even_a_leader_s(action, lang):
    # the conflicts are checked for the whole game (the base game's ``"check": "military"``): an action beside
    # them is an unknown field there, whatever leader it plays or flag it carries
    players = [dict(p("Ann", "Rhodos", ["Nero", "Barracks"]), shields=[1, 1, 1]),
               dict(p("Bob", "Gizah", ["Lumber Yard", "Loom"]), shields=[0, 0, 0]),
               dict(p("Cid", "Babylon", ["Clay Pool", "Press"]), shields=[0, 0, 0])]
    with pytest.raises(BadInput) as bad:
        judged({"game": "7w", "expansions": ["leaders"], "check": "military", "players": players, "action": action},
               lang)
    assert [(x.path, x.message) for x in bad.value.problems] == [("action", UNKNOWN_ACTION[lang])]
