"""Whole Architects verdicts, word for word in English, Russian and Ukrainian, that the survivors of mutation
testing of ``referee/architects/check.py`` called for (README "Mutation testing").

Each test is one position and one card taken (seed 002 = ../shared/seeds/002_3cc4546b2a2971d2.txt, by section);
the expected texts were checked by hand against the rulebook: a mutant that changes a number, a name, a piece,
a card spent, a token's name or the wording of any step changes one of these lists.
"""
import pytest

from collections import Counter

from referee.architects.check import check, forced_builds
from scoring.architects.document import parse_architects
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language


def seat(name, wonder, stages=0, cards=None, **extra):
    p = {"name": name, "wonder": wonder, "stages": stages, "cards": dict(cards or {})}
    p.update(extra)
    return p


def doc(*players, take, **extra):
    d = {"game": "architects", "players": list(players), "action": {"player": players[0]["name"], "take": take}}
    d.update(extra)
    return d


def words(verdict):
    """Every sentence of a verdict in order, a battle's lines after its step."""
    out = []
    for s in verdict["steps"]:
        out.append(s["text"])
        out += [r["text"] for r in s.get("results", [])]
    return out


def verdicts(table):
    out = {}
    for lang in ("en", "ru", "uk"):
        with use_language(lang):
            out[lang] = check(table)
    return out


def spent(verdict):
    return [(s["piece"], s["spent"]) for s in verdict["steps"] if s["step"] == "build"]


BATTLE3 = {'en': ['Ana takes a card (red with 2 horns) and places it in front of them',
        '2 horns: flip 2 conflict tokens to the battle side',
        'the last conflict token is flipped: a battle at the end of this turn for all players',
        'Ana: 4 shields (1 red without horn, 1 red with 2 horns, Tactics +2) against Bo (left) 3 and Cy (right) 0 → '
        '2 victory tokens',
        'Bo: 3 shields (1 red without horn, Rhodes 2= +1, Rhodes 3= +1) against Cy (left) 0 and Ana (right) 4 → 1 '
        'victory token',
        'Cy: 0 shields (no shields) against Ana (left) 4 and Bo (right) 3 → 0 victory tokens',
        'every player discards their red cards with horns; red cards without horns stay; all conflict tokens turn '
        'back to peace',
        'the game goes on'],
 'ru': ['Ana берёт карту (красная с 2 рогами) и кладёт её перед собой',
        '2 рога: перевернуть 2 жетона конфликта стороной битвы',
        'перевёрнут последний жетон конфликта: в конце этого хода битва всех игроков',
        'Ana: 4 щита (красная без рога ×1, красная с 2 рогами ×1, Tactics +2) против Bo (слева) 3 и Cy (справа) 0 → '
        '2 жетона победы',
        'Bo: 3 щита (красная без рога ×1, Родос 2= +1, Родос 3= +1) против Cy (слева) 0 и Ana (справа) 4 → 1 жетон '
        'победы',
        'Cy: 0 щитов (нет щитов) против Ana (слева) 4 и Bo (справа) 3 → 0 жетонов победы',
        'каждый игрок сбрасывает свои красные карты с рогами; красные карты без рогов остаются; все жетоны конфликта '
        'переворачиваются обратно мирной стороной',
        'игра продолжается'],
 'uk': ['Ana бере карту (червона з 2 рогами) і кладе її перед собою',
        '2 роги: перевернути 2 жетони Конфлікту стороною битви',
        'перевернуто останній жетон Конфлікту: наприкінці цього ходу битва всіх гравців',
        'Ana: 4 щити (червона без рогу ×1, червона з 2 рогами ×1, Тактика +2) проти Bo (ліворуч) 3 і Cy (праворуч) '
        '0 → 2 жетони Перемоги',
        'Bo: 3 щити (червона без рогу ×1, Родос 2= +1, Родос 3= +1) проти Cy (ліворуч) 0 і Ana (праворуч) 4 → 1 '
        'жетон Перемоги',
        'Cy: 0 щитів (немає щитів) проти Ana (ліворуч) 4 і Bo (праворуч) 3 → 0 жетонів Перемоги',
        'кожен гравець скидає свої червоні карти з рогами; червоні карти без рогів залишаються; усі жетони Конфлікту '
        'перевертаються назад мирною стороною',
        'гра триває']}
BATTLE2 = {'en': ['Ana takes a card (red with 1 horn) and places it in front of them',
        '1 horn: flip 1 conflict token to the battle side',
        'the last conflict token is flipped: a battle at the end of this turn for all players',
        "Ana: 2 shields (1 red without horn, 1 red with 1 horn) against Bo's 0 → 2 victory tokens",
        "Bo: 0 shields (no shields) against Ana's 2 → 0 victory tokens",
        'every player discards their red cards with horns; red cards without horns stay; all conflict tokens turn '
        'back to peace',
        'the game goes on'],
 'ru': ['Ana берёт карту (красная с 1 рогом) и кладёт её перед собой',
        '1 рог: перевернуть 1 жетон конфликта стороной битвы',
        'перевёрнут последний жетон конфликта: в конце этого хода битва всех игроков',
        'Ana: 2 щита (красная без рога ×1, красная с 1 рогом ×1) против 0 у игрока Bo → 2 жетона победы',
        'Bo: 0 щитов (нет щитов) против 2 у игрока Ana → 0 жетонов победы',
        'каждый игрок сбрасывает свои красные карты с рогами; красные карты без рогов остаются; все жетоны конфликта '
        'переворачиваются обратно мирной стороной',
        'игра продолжается'],
 'uk': ['Ana бере карту (червона з 1 рогом) і кладе її перед собою',
        '1 ріг: перевернути 1 жетон Конфлікту стороною битви',
        'перевернуто останній жетон Конфлікту: наприкінці цього ходу битва всіх гравців',
        'Ana: 2 щити (червона без рогу ×1, червона з 1 рогом ×1) проти 0 у гравця Bo → 2 жетони Перемоги',
        'Bo: 0 щитів (немає щитів) проти 2 у гравця Ana → 0 жетонів Перемоги',
        'кожен гравець скидає свої червоні карти з рогами; червоні карти без рогів залишаються; усі жетони Конфлікту '
        'перевертаються назад мирною стороною',
        'гра триває']}
ECONOMY = {'en': ['Ana takes a card (stone) and places it in front of them',
        'build Giza 2≠ (VP 4): discard 1 wood, 1 stone',
        'build Giza 2= (VP 5): discard 1 clay, 1 gold; gold gives 1 coin for the missing resource',
        'the game goes on'],
 'ru': ['Ana берёт карту (камень) и кладёт её перед собой',
        'построить Гиза 2≠ (4 ПО): сбросить дерево ×1, камень ×1',
        'построить Гиза 2= (5 ПО): сбросить глина ×1, золото ×1; золото даёт 1 монету за недостающие ресурсы',
        'игра продолжается'],
 'uk': ['Ana бере карту (камінь) і кладе її перед собою',
        'збудувати Гіза 2≠ (4 ПБ): скинути дерево ×1, камінь ×1',
        'збудувати Гіза 2= (5 ПБ): скинути глина ×1, золото ×1; золото дає 1 монету за ресурси, яких бракує',
        'гра триває']}
ECO_AFTER = {'en': ['Ana takes a card (blue) and places it in front of them',
        'build Giza 2≠ (VP 4): discard 1 wood, 1 clay',
        'build Giza 2= (VP 5): discard 1 gold; gold gives 2 coins for the missing resources; Economy: one gold card '
        'gives 2 coins (once a turn)',
        'the game goes on'],
 'ru': ['Ana берёт карту (синяя) и кладёт её перед собой',
        'построить Гиза 2≠ (4 ПО): сбросить дерево ×1, глина ×1',
        'построить Гиза 2= (5 ПО): сбросить золото ×1; золото даёт 2 монеты за недостающие ресурсы; Economy: одна '
        'карта золота даёт 2 монеты (раз за ход)',
        'игра продолжается'],
 'uk': ['Ana бере карту (синя) і кладе її перед собою',
        'збудувати Гіза 2≠ (4 ПБ): скинути дерево ×1, глина ×1',
        'збудувати Гіза 2= (5 ПБ): скинути золото ×1; золото дає 2 монети за ресурси, яких бракує; Економіка: одна '
        'карта золота дає 2 монети (раз за хід)',
        'гра триває']}
ENGINEERING = {'en': ['Ana takes a card (glass) and places it in front of them',
        'build Giza 2≠ (VP 4): discard 1 wood, 1 stone',
        'build Giza 2= (VP 5): discard 1 clay, 1 glass; Engineering: same/different ignored (once a turn)',
        'the game goes on'],
 'ru': ['Ana берёт карту (стекло) и кладёт её перед собой',
        'построить Гиза 2≠ (4 ПО): сбросить дерево ×1, камень ×1',
        'построить Гиза 2= (5 ПО): сбросить глина ×1, стекло ×1; Engineering: условие «одинаковые/разные» не '
        'учитывается (раз за ход)',
        'игра продолжается'],
 'uk': ['Ana бере карту (скло) і кладе її перед собою',
        'збудувати Гіза 2≠ (4 ПБ): скинути дерево ×1, камінь ×1',
        'збудувати Гіза 2= (5 ПБ): скинути глина ×1, скло ×1; Інженерія: умова «однакові/різні» не враховується (раз '
        'за хід)',
        'гра триває']}
OTHERS = {'en': ['Ana takes a card (stone) and places it in front of them',
        'build Rhodes 2≠ (VP 4): discard 1 stone, 1 gold; gold gives 1 coin for the missing resource; the player may '
        'build Rhodes 2= first instead (same level)',
        'the game goes on'],
 'ru': ['Ana берёт карту (камень) и кладёт её перед собой',
        'построить Родос 2≠ (4 ПО): сбросить камень ×1, золото ×1; золото даёт 1 монету за недостающие ресурсы; '
        'вместо этого игрок может сначала построить Родос 2= (тот же уровень)',
        'игра продолжается'],
 'uk': ['Ana бере карту (камінь) і кладе її перед собою',
        'збудувати Родос 2≠ (4 ПБ): скинути камінь ×1, золото ×1; золото дає 1 монету за ресурси, яких бракує; '
        'натомість гравець може спершу збудувати Родос 2= (той самий рівень)',
        'гра триває']}
OTHERS_FIXED = {'en': ['Ana takes a card (stone) and places it in front of them',
        'build Rhodes 2≠ (VP 4): discard 1 stone, 1 gold; gold gives 1 coin for the missing resource',
        'the game goes on'],
 'ru': ['Ana берёт карту (камень) и кладёт её перед собой',
        'построить Родос 2≠ (4 ПО): сбросить камень ×1, золото ×1; золото даёт 1 монету за недостающие ресурсы',
        'игра продолжается'],
 'uk': ['Ana бере карту (камінь) і кладе її перед собою',
        'збудувати Родос 2≠ (4 ПБ): скинути камінь ×1, золото ×1; золото дає 1 монету за ресурси, яких бракує',
        'гра триває']}
GOLD2 = {'en': ['Ana takes a card (gold) and places it in front of them',
        'build Giza 2= (VP 5): discard 2 gold; gold gives 2 coins for the missing resources',
        'the game goes on'],
 'ru': ['Ana берёт карту (золото) и кладёт её перед собой',
        'построить Гиза 2= (5 ПО): сбросить золото ×2; золото даёт 2 монеты за недостающие ресурсы',
        'игра продолжается'],
 'uk': ['Ana бере карту (золото) і кладе її перед собою',
        'збудувати Гіза 2= (5 ПБ): скинути золото ×2; золото дає 2 монети за ресурси, яких бракує',
        'гра триває']}
ECO1 = {'en': ['Ana takes a card (blue) and places it in front of them',
        'build Giza 2≠ (VP 4): discard 1 gold; gold gives 2 coins for the missing resources; Economy: one gold card '
        'gives 2 coins (once a turn)',
        'the game goes on'],
 'ru': ['Ana берёт карту (синяя) и кладёт её перед собой',
        'построить Гиза 2≠ (4 ПО): сбросить золото ×1; золото даёт 2 монеты за недостающие ресурсы; Economy: одна '
        'карта золота даёт 2 монеты (раз за ход)',
        'игра продолжается'],
 'uk': ['Ana бере карту (синя) і кладе її перед собою',
        'збудувати Гіза 2≠ (4 ПБ): скинути золото ×1; золото дає 2 монети за ресурси, яких бракує; Економіка: одна '
        'карта золота дає 2 монети (раз за хід)',
        'гра триває']}
SCIENCE2 = {'en': ['Ana takes a card (compass) and places it in front of them',
        'Ana must take a progress token (one of the 3 face-up or the top of the stack) and discard the green cards '
        'used: 2 gear or 1 compass + 1 gear + 1 tablet',
        'the game goes on'],
 'ru': ['Ana берёт карту (циркуль) и кладёт её перед собой',
        'Ana должен взять жетон прогресса (один из 3 открытых или верхний из стопки) и сбросить использованные '
        'зелёные карты: шестерёнка ×2 или циркуль ×1 + шестерёнка ×1 + табличка ×1',
        'игра продолжается'],
 'uk': ['Ana бере карту (циркуль) і кладе її перед собою',
        'Ana має взяти жетон Прогресу (один із 3 відкритих або верхній зі стосу) і скинути використані зелені карти: '
        'шестерня ×2 або циркуль ×1 + шестерня ×1 + табличка ×1',
        'гра триває']}
SCIENCE3 = {'en': ['Ana takes a card (compass) and places it in front of them',
        'Ana must take a progress token (one of the 3 face-up or the top of the stack) and discard the green cards '
        'used: 2 gear, 2 tablet or 1 compass + 1 gear + 1 tablet',
        'the game goes on'],
 'ru': ['Ana берёт карту (циркуль) и кладёт её перед собой',
        'Ana должен взять жетон прогресса (один из 3 открытых или верхний из стопки) и сбросить использованные '
        'зелёные карты: шестерёнка ×2, табличка ×2 или циркуль ×1 + шестерёнка ×1 + табличка ×1',
        'игра продолжается'],
 'uk': ['Ana бере карту (циркуль) і кладе її перед собою',
        'Ana має взяти жетон Прогресу (один із 3 відкритих або верхній зі стосу) і скинути використані зелені карти: '
        'шестерня ×2, табличка ×2 або циркуль ×1 + шестерня ×1 + табличка ×1',
        'гра триває']}


def test_a_three_player_battle_names_every_shield_and_both_neighbours():
    # seed 002, Розіграш битви: 1 victory token per neighbour with fewer shields; Rhodes's pieces (Ефекти Чудес) and
    # Tactics add shields; a card without shields (wood, blue) adds none. Ana: red + the 2-horn card taken + Tactics
    # = 4; Bo: red + Rhodes 2= and 3= = 3; Cy: none. The 2 horns flip the 2 tokens at peace (Червоні карти).
    v = verdicts(doc(seat("Ana", "Giza", cards={"red": 1, "wood": 1}, progress=["Tactics"]),
                     seat("Bo", "Rhodes", stages=4, cards={"red": 1}), seat("Cy", "Olympia", cards={"blue": 1}),
                     take="red_2horns", conflict={"tokens": 3, "battle_side_up": 1}))
    assert {lang: words(x) for lang, x in v.items()} == BATTLE3
    results = [(r["player"], r["shields"], r["victory_tokens"]) for s in v["en"]["steps"] for r in s.get("results", [])]
    assert results == [("Ana", 4, 2), ("Bo", 3, 1), ("Cy", 0, 0)]


def test_a_two_player_battle_names_the_opponent_and_their_shields():
    # seed 002, Гра вдвох (P3 in facts A4): 2 shields against 0 → 2 victory tokens, 0 against 2 → none
    v = verdicts(doc(seat("Ana", "Giza", cards={"red": 1}), seat("Bo", "Rhodes", cards={"wood": 1}), take="red_horn",
                     conflict={"tokens": 3, "battle_side_up": 2}))
    assert {lang: words(x) for lang, x in v.items()} == BATTLE2


def test_gold_makes_up_one_missing_resource_without_economy():
    # seed 002, Будівництво етапу, Примітка: both stages of level 1 must be built; Жовті карти: gold stands in for
    # the missing resource (1 coin, so Economy's second coin is not needed and not used)
    v = verdicts(doc(seat("Ana", "Giza", cards={"wood": 1, "clay": 1, "gold": 1}, progress=["Economy"]),
                     seat("Bo", "Rhodes"), take="stone"))
    assert {lang: words(x) for lang, x in v.items()} == ECONOMY
    assert spent(v["en"]) == [("2≠", {"wood": 1, "stone": 1}), ("2=", {"clay": 1, "gold": 1})]


def test_economy_is_kept_for_the_second_stage_of_the_turn():
    # seed 002, Економіка ("раз на хід"): a stage paid without gold leaves Economy for the next stage of the turn:
    # 2≠ with wood and clay, then 2= with one gold card giving 2 coins
    v = verdicts(doc(seat("Ana", "Giza", cards={"wood": 1, "clay": 1, "gold": 1}, progress=["Economy"]),
                     seat("Bo", "Rhodes"), take="blue"))
    assert {lang: words(x) for lang, x in v.items()} == ECO_AFTER
    assert spent(v["en"]) == [("2≠", {"wood": 1, "clay": 1}), ("2=", {"gold": 1})]


def test_engineering_is_kept_for_the_second_stage_of_the_turn():
    # seed 002, Інженерія ("раз на хід"): 2≠ paid with two different resources leaves Engineering for 2=, built
    # with clay and glass
    v = verdicts(doc(seat("Ana", "Giza", cards={"wood": 1, "clay": 1, "stone": 1}, progress=["Engineering"]),
                     seat("Bo", "Rhodes"), take="glass"))
    assert {lang: words(x) for lang, x in v.items()} == ENGINEERING
    assert spent(v["en"]) == [("2≠", {"wood": 1, "stone": 1}), ("2=", {"clay": 1, "glass": 1})]


def test_the_other_payable_piece_of_the_level_is_named():
    # seed 002, Будівництво етапу: Rhodes's 2≠ and 2= share a level and come in any order; stone, stone and gold
    # pay for one of them only, so the verdict builds the first and says the other may come first instead
    v = verdicts(doc(seat("Ana", "Rhodes", cards={"stone": 1, "gold": 1}), seat("Bo", "Giza"), take="stone"))
    assert {lang: words(x) for lang, x in v.items()} == OTHERS


def test_a_table_playing_the_printed_order_names_no_other_piece():
    # "fixed" (a table's own variant): only the next piece of the printed order, 2≠, can be built
    v = verdicts(doc(seat("Ana", "Rhodes", cards={"stone": 1, "gold": 1}), seat("Bo", "Giza"), take="stone",
                     stage_order="fixed"))
    assert {lang: words(x) for lang, x in v.items()} == OTHERS_FIXED


def test_two_gold_cards_pay_a_stage_alone():
    # seed 002, Жовті карти: each gold card stands in for one missing resource
    v = verdicts(doc(seat("Ana", "Giza", stages=1, cards={"gold": 1}), seat("Bo", "Rhodes"), take="gold"))
    assert {lang: words(x) for lang, x in v.items()} == GOLD2


def test_economy_pays_two_resources_with_one_gold_card():
    # seed 002, Економіка: one gold card gives 2 coins, so a single gold card pays Giza's 2≠
    v = verdicts(doc(seat("Ana", "Giza", cards={"gold": 1}, progress=["Economy"]), seat("Bo", "Rhodes"), take="blue"))
    assert {lang: words(x) for lang, x in v.items()} == ECO1


@pytest.mark.parametrize("progress,stages,cards,take", [
    (["Economy"], 2, {}, "gold"),    # Giza 3≠: one gold card gives 2 coins of 3 needed
    ([], 0, {"gold": 1}, "blue"),    # Giza 2≠: without Economy one gold card gives 1 coin of 2 needed
])
def test_too_little_gold_builds_nothing(progress, stages, cards, take):
    # seed 002, Жовті карти; Економіка: the coins fall short, no stage is built
    v = check(doc(seat("Ana", "Giza", stages=stages, cards=cards, progress=progress), seat("Bo", "Rhodes"), take=take))
    assert [s["step"] for s in v["steps"]] == ["take", "end"]


@pytest.mark.parametrize("held,expected", [({"gear": 2, "tablet": 1}, "SCIENCE2"),
                                           ({"gear": 2, "tablet": 2}, "SCIENCE3")])
def test_every_science_set_is_offered(held, expected):
    # seed 002, Зелені карти: 2 identical or 3 different symbols; a hand holding more than one set lists each
    v = verdicts(doc(seat("Ana", "Giza", cards=held), seat("Bo", "Rhodes"), take="compass"))
    assert {lang: words(x) for lang, x in v.items()} == globals()[expected]


# -- bad input: every problem of a document, word for word (path and sentence) in the three languages ----------

def bad(action, **extra):
    d = {"game": "architects", "players": [seat("Ana", "Rhodes"), seat("Bo", "Giza")], "action": action}
    d.update(extra)
    return d


def problems(table):
    out = {}
    for lang in ("en", "ru", "uk"):
        with use_language(lang), pytest.raises(BadInput) as exc:
            check(table)
        out[lang] = [(p.path, p.message) for p in exc.value.problems]
    return out


ORDER_AND_ACTION = {'en': [('stage_order', 'stage_order is "fixed" or "free", got \'any\''),
        ('action', 'action must be an object such as {"player": "Ana", "take": "stone"}')],
 'ru': [('stage_order', 'stage_order — это "fixed" или "free", получено \'any\''),
        ('action', 'action должен быть объектом, например {"player": "Ana", "take": "stone"}')],
 'uk': [('stage_order', 'stage_order — це "fixed" або "free", отримано \'any\''),
        ('action', 'action має бути об\'єктом, наприклад {"player": "Ana", "take": "stone"}')]}
ACTION_FIELDS = {'en': [('action.card', "unknown field 'card'; expected one of player, take, from"),
        ('action.player', "'Zed' is not a player at this table: Ana, Bo"),
        ('action.take',
         "unknown card kind 'ston'; did you mean 'stone'?; kinds: wood, stone, clay, papyrus, glass, gold, blue, "
         'blue_cat, compass, gear, tablet, red, red_horn, red_2horns'),
        ('action.from', 'from is "left", "right" or "central", got \'up\'')],
 'ru': [('action.card', "неизвестное поле 'card'; ожидается одно из: player, take, from"),
        ('action.player', "'Zed' не играет за этим столом: Ana, Bo"),
        ('action.take',
         "неизвестный вид карты 'ston'; возможно, имелось в виду 'stone'?; виды: wood, stone, clay, papyrus, glass, "
         'gold, blue, blue_cat, compass, gear, tablet, red, red_horn, red_2horns'),
        ('action.from', 'from — это "left", "right" или "central", получено \'up\'')],
 'uk': [('action.card', "невідоме поле 'card'; очікується одне з: player, take, from"),
        ('action.player', "'Zed' не грає за цим столом: Ana, Bo"),
        ('action.take',
         "невідомий вид карти 'ston'; можливо, мали на увазі 'stone'?; види: wood, stone, clay, papyrus, glass, "
         'gold, blue, blue_cat, compass, gear, tablet, red, red_horn, red_2horns'),
        ('action.from', 'from — це "left", "right" або "central", отримано \'up\'')]}
NOT_STRINGS = {'en': [('action.player', '5 is not a player at this table: Ana, Bo'),
        ('action.take',
         'unknown card kind 7; kinds: wood, stone, clay, papyrus, glass, gold, blue, blue_cat, compass, gear, '
         'tablet, red, red_horn, red_2horns')],
 'ru': [('action.player', '5 не играет за этим столом: Ana, Bo'),
        ('action.take',
         'неизвестный вид карты 7; виды: wood, stone, clay, papyrus, glass, gold, blue, blue_cat, compass, gear, '
         'tablet, red, red_horn, red_2horns')],
 'uk': [('action.player', '5 не грає за цим столом: Ana, Bo'),
        ('action.take',
         'невідомий вид карти 7; види: wood, stone, clay, papyrus, glass, gold, blue, blue_cat, compass, gear, '
         'tablet, red, red_horn, red_2horns')]}
UNKNOWN_PLAYER = {'en': [('action.player', "'Zed' is not a player at this table: Ana, Bo")],
 'ru': [('action.player', "'Zed' не играет за этим столом: Ana, Bo")],
 'uk': [('action.player', "'Zed' не грає за цим столом: Ana, Bo")]}
RIGHT_DECK = {'en': [('action.take', "Giza's deck (the right deck of Ana) holds no card (red with 2 horns)")],
 'ru': [('action.take', 'в колоде «Гиза» (правая колода игрока Ana) нет карты (красная с 2 рогами)')],
 'uk': [('action.take', 'у колоді «Гіза» (права колода гравця Ana) немає карти (червона з 2 рогами)')]}
LEFT_DECK = {'en': [('action.take', "Giza's deck (the left deck of Bo) holds no card (red with 2 horns)")],
 'ru': [('action.take', 'в колоде «Гиза» (левая колода игрока Bo) нет карты (красная с 2 рогами)')],
 'uk': [('action.take', 'у колоді «Гіза» (ліва колода гравця Bo) немає карти (червона з 2 рогами)')]}
FIXED = {'en': [('players[0].stages',
         'with "stage_order": "fixed" the pieces are built in the order 2≠, 2=, 3≠, 3=, 4≠; set "stage_order": '
         '"free" if this table lets pieces of one level come in any order')],
 'ru': [('players[0].stages',
         'при "stage_order": "fixed" фрагменты строятся в порядке 2≠, 2=, 3≠, 3=, 4≠; укажите "stage_order": "free", '
         'если за этим столом фрагменты одного уровня строят в любом порядке')],
 'uk': [('players[0].stages',
         'з "stage_order": "fixed" фрагменти будують у порядку 2≠, 2=, 3≠, 3=, 4≠; вкажіть "stage_order": "free", '
         'якщо за цим столом фрагменти одного рівня будують у будь-якому порядку')]}
CONFLICT_FIELDS = {'en': [('conflict.war', "unknown field 'war'; expected one of tokens, battle_side_up"),
        ('conflict.battle_side_up',
         '0 to 2 tokens can show the battle side at the start of a turn: when the last flips, the battle is fought '
         'and all turn back, got 3')],
 'ru': [('conflict.war', "неизвестное поле 'war'; ожидается одно из: tokens, battle_side_up"),
        ('conflict.battle_side_up',
         'в начале хода от 0 до 2 жетонов могут лежать стороной битвы вверх: когда переворачивается последний, '
         'проходит битва и все переворачиваются обратно, получено 3')],
 'uk': [('conflict.war', "невідоме поле 'war'; очікується одне з: tokens, battle_side_up"),
        ('conflict.battle_side_up',
         'на початку ходу від 0 до 2 жетонів можуть лежати стороною битви догори: коли перевертається останній, '
         'відбувається битва і всі перевертаються назад, отримано 3')]}
CONFLICT_TOKENS = {'en': [('conflict.tokens', '2 players play with 3 conflict tokens, got 4'),
        ('conflict.battle_side_up',
         '0 to 2 tokens can show the battle side at the start of a turn: when the last flips, the battle is fought '
         "and all turn back, got '2'")],
 'ru': [('conflict.tokens', 'игроков: 2, они играют с жетонами конфликта: 3, получено 4'),
        ('conflict.battle_side_up',
         'в начале хода от 0 до 2 жетонов могут лежать стороной битвы вверх: когда переворачивается последний, '
         "проходит битва и все переворачиваются обратно, получено '2'")],
 'uk': [('conflict.tokens', 'гравців: 2, вони грають із жетонами Конфлікту: 3, отримано 4'),
        ('conflict.battle_side_up',
         'на початку ходу від 0 до 2 жетонів можуть лежати стороною битви догори: коли перевертається останній, '
         "відбувається битва і всі перевертаються назад, отримано '2'")]}
CONFLICT_TYPE = {'en': [('conflict', 'conflict must be an object such as {"tokens": 3, "battle_side_up": 2}')],
 'ru': [('conflict', 'conflict должен быть объектом, например {"tokens": 3, "battle_side_up": 2}')],
 'uk': [('conflict', 'conflict має бути об\'єктом, наприклад {"tokens": 3, "battle_side_up": 2}')]}


BAD = {
    # stage_order is "fixed" or "free" (the module's docstring); the action is an object
    "ORDER_AND_ACTION": bad("stone", stage_order="any"),
    "ACTION_FIELDS": bad({"player": "Zed", "take": "ston", "from": "up", "card": 1}),
    "NOT_STRINGS": bad({"player": 5, "take": 7}),
    "UNKNOWN_PLAYER": bad({"player": "Zed", "take": "stone", "from": "right"}),
    # your own deck lies between you and your left neighbour (seed 002, Підготовка 3); Giza's deck holds no card
    # with 2 horns (facts A3): Ana's right deck is Bo's, Giza's, and Bo's left deck is his own
    "RIGHT_DECK": bad({"player": "Ana", "take": "red_2horns", "from": "right"}),
    "LEFT_DECK": bad({"player": "Bo", "take": "red_2horns", "from": "left"}),
    "FIXED": {"game": "architects", "players": [seat("Ana", "Olympia", stages=["2d", "3d"]), seat("Bo", "Giza")],
              "action": {"player": "Ana", "take": "wood"}, "stage_order": "fixed"},
    # 2 players play with 3 conflict tokens (seed 002, Підготовка 7), so 0 to 2 can show the battle side
    "CONFLICT_FIELDS": bad({"player": "Ana", "take": "wood"}, conflict={"tokens": 3, "battle_side_up": 3, "war": 1}),
    "CONFLICT_TOKENS": bad({"player": "Ana", "take": "wood"}, conflict={"tokens": 4, "battle_side_up": "2"}),
    "CONFLICT_TYPE": bad({"player": "Ana", "take": "wood"}, conflict=[3]),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_every_problem_of_a_bad_check_is_named(name):
    assert problems(BAD[name]) == globals()[name]


def test_an_action_without_a_player_is_refused_not_a_crash():
    assert [path for path, _message in problems(bad({"take": "stone"}))["en"]] == ["action.player"]


@pytest.mark.parametrize("side,deck", [("left", "Rhodes"), ("right", "Giza")])
def test_a_card_from_a_deck_that_holds_it_is_taken(side, deck):
    # seed 002, Підготовка 3: Ana's left deck is her own (Rhodes), her right deck Bo's (Giza); both hold wood
    with use_language("uk"):
        v = check(bad({"player": "Ana", "take": "wood", "from": side}))
    assert v["steps"][0]["text"] == f"Ana бере карту (дерево) з {'лівої' if side == 'left' else 'правої'} колоди і кладе її перед собою"


def test_without_conflict_tokens_given_all_lie_at_peace():
    # seed 002, Підготовка 7: the game starts with every conflict token at peace, so 2 horns of 3 tokens flip 2
    # and no battle follows (Червоні карти)
    v = check(bad({"player": "Ana", "take": "red_2horns"}))
    assert [(s["step"], s.get("flipped")) for s in v["steps"]] == [("take", None), ("conflict", 2), ("end", None)]


# -- the steps of a turn with progress tokens, a piece's effect and the cat; each step's citation ---------------

TOKENS_AND_PIECE = {'en': ['Ana takes a card (wood) from the central deck and places it in front of them',
        'Urbanism: Ana takes 1 more card of the 3 available',
        'build Rhodes 2= (VP 4): discard 2 wood',
        'Architecture: Ana takes 1 more card of the 3 available',
        'Rhodes 2=: Adds 1 shield in every battle.',
        'the game goes on'],
 'ru': ['Ana берёт карту (дерево) из центральной колоды и кладёт её перед собой',
        'Urbanism: Ana берёт ещё 1 карту из 3 доступных',
        'построить Родос 2= (4 ПО): сбросить дерево ×2',
        'Architecture: Ana берёт ещё 1 карту из 3 доступных',
        'Родос 2=: Добавляет 1 щит в каждой битве.',
        'игра продолжается'],
 'uk': ['Ana бере карту (дерево) із центральної колоди і кладе її перед собою',
        'Урбанізм: Ana бере ще 1 карту з 3 доступних',
        'збудувати Родос 2= (4 ПБ): скинути дерево ×2',
        'Архітектура: Ana бере ще 1 карту з 3 доступних',
        'Родос 2=: Додає 1 щит у кожній битві.',
        'гра триває']}
CAT_FROM_CENTRE = {'en': ['Ana takes a card (blue with the cat) and places it in front of them',
        'Ana takes the cat from the centre of the table',
        'the game goes on'],
 'ru': ['Ana берёт карту (синяя с котом) и кладёт её перед собой',
        'Ana берёт жетон кота из центра стола',
        'игра продолжается'],
 'uk': ['Ana бере карту (синя з котом) і кладе її перед собою', 'Ana бере жетон Кота з центру столу', 'гра триває']}
CAT_KEPT = {'en': ['Ana takes a card (blue with the cat) and places it in front of them',
        'Ana takes the cat (already in front of them)',
        'the game goes on'],
 'ru': ['Ana берёт карту (синяя с котом) и кладёт её перед собой',
        'Ana берёт жетон кота (он уже лежит перед ним)',
        'игра продолжается'],
 'uk': ['Ana бере карту (синя з котом) і кладе її перед собою',
        'Ana бере жетон Кота (він уже лежить перед ним)',
        'гра триває']}
CAT_FROM_BO = {'en': ['Ana takes a card (blue with the cat) and places it in front of them',
        'Ana takes the cat from Bo',
        'the game goes on'],
 'ru': ['Ana берёт карту (синяя с котом) и кладёт её перед собой',
        'Ana забирает жетон кота у игрока Bo',
        'игра продолжается'],
 'uk': ['Ana бере карту (синя з котом) і кладе її перед собою', 'Ana забирає жетон Кота в гравця Bo', 'гра триває']}
CITED = [('take', 'Rulebook, Setup and your turn', [{'book': 'architects', 'section': 'setup-and-your-turn'}]),
 ('extra_card',
  'Rulebook, Progress tokens: Urbanism',
  [{'book': 'architects', 'detail': 'Urbanism', 'section': 'progress-tokens'}]),
 ('build',
  'Rulebook, Building a stage of the wonder; Yellow cards (gold)',
  [{'book': 'architects', 'section': 'building-a-stage-of-the-wonder'},
   {'book': 'architects', 'section': 'yellow-cards-gold'}]),
 ('extra_card',
  'Rulebook, Progress tokens: Architecture',
  [{'book': 'architects', 'detail': 'Architecture', 'section': 'progress-tokens'}]),
 ('piece_effect',
  'Rulebook, Wonder effects: Rhodes',
  [{'book': 'architects', 'detail': 'Rhodes', 'section': 'wonder-effects'}]),
 ('end', 'Rulebook, End of the game', [{'book': 'architects', 'section': 'end-of-the-game'}])]
CITED_BATTLE3 = [('take', 'Rulebook, Setup and your turn', [{'book': 'architects', 'section': 'setup-and-your-turn'}]),
 ('conflict', 'Rulebook, Red cards (military)', [{'book': 'architects', 'section': 'red-cards-military'}]),
 ('battle',
  'Rulebook, Red cards (military); The battle',
  [{'book': 'architects', 'section': 'red-cards-military'}, {'book': 'architects', 'section': 'the-battle'}]),
 ('discard', 'Rulebook, The battle', [{'book': 'architects', 'section': 'the-battle'}]),
 ('end', 'Rulebook, End of the game', [{'book': 'architects', 'section': 'end-of-the-game'}])]
CITED_SCIENCE2 = [('take', 'Rulebook, Setup and your turn', [{'book': 'architects', 'section': 'setup-and-your-turn'}]),
 ('progress', 'Rulebook, Green cards (science)', [{'book': 'architects', 'section': 'green-cards-science'}]),
 ('end', 'Rulebook, End of the game', [{'book': 'architects', 'section': 'end-of-the-game'}])]


def rich(name):
    if name == "TOKENS_AND_PIECE":
        # seed 002, Урбанізм (a card taken with a wood, here from the central deck), Архітектура (a card per stage
        # built), Ефекти Чудес (Rhodes 2=: a shield); Rhodes's 2≠ and 2= share a level, two woods pay 2=
        table = doc(seat("Ana", "Rhodes", stages=1, cards={"wood": 1}, progress=["Urbanism", "Architecture"]),
                    seat("Bo", "Giza"), take="wood")
        table["action"]["from"] = "central"
        return table
    # seed 002, Сині карти: the cat goes to whoever takes a blue card with the cat, from the centre or its holder
    holder = {"CAT_FROM_CENTRE": None, "CAT_KEPT": "Ana", "CAT_FROM_BO": "Bo"}[name]
    return doc(*(seat(who, wonder, cards={"blue_cat": 1} if who == holder else {}, cat=who == holder)
                 for who, wonder in (("Ana", "Giza"), ("Bo", "Rhodes"))), take="blue_cat")


@pytest.mark.parametrize("name", ["TOKENS_AND_PIECE", "CAT_FROM_CENTRE", "CAT_KEPT", "CAT_FROM_BO"])
def test_tokens_pieces_and_the_cat_word_for_word(name):
    assert {lang: words(x) for lang, x in verdicts(rich(name)).items()} == globals()[name]


@pytest.mark.parametrize("table,cited", [
    (lambda: rich("TOKENS_AND_PIECE"), CITED),
    (lambda: doc(seat("Ana", "Giza", cards={"red": 1, "wood": 1}, progress=["Tactics"]),
                 seat("Bo", "Rhodes", stages=4, cards={"red": 1}), seat("Cy", "Olympia", cards={"blue": 1}),
                 take="red_2horns", conflict={"tokens": 3, "battle_side_up": 1}), CITED_BATTLE3),
    (lambda: doc(seat("Ana", "Giza", cards={"gear": 2, "tablet": 1}), seat("Bo", "Rhodes"), take="compass"),
     CITED_SCIENCE2),
])
def test_every_step_cites_its_section(table, cited):
    assert [(s["step"], s["rule"], s["citation"]) for s in check(table())["steps"]] == cited


def player(first):
    return parse_architects({"game": "architects", "players": [first, seat("Bo", "Rhodes")]}).players[0]


def test_each_build_records_its_coins_and_tokens():
    # forced_builds's record of each stage (seed 002, Жовті карти; Економіка; Інженерія): the coins the gold gave
    # and the token used, once a turn
    eco = player(seat("Ana", "Giza", progress=["Economy"]))
    builds, left = forced_builds(eco, {"wood": 1, "clay": 1, "gold": 1, "blue": 1})
    assert [(b.piece.requirement.symbol, b.coins, b.economy, b.engineering) for b in builds] == [
        ("2≠", 0, False, False), ("2=", 2, True, False)]
    assert +left == Counter({"blue": 1})
    eng = player(seat("Ana", "Giza", progress=["Engineering"]))
    builds, left = forced_builds(eng, {"wood": 1, "clay": 1, "stone": 1, "glass": 1})
    assert [(b.piece.requirement.symbol, b.coins, b.engineering) for b in builds] == [("2≠", 0, False), ("2=", 0, True)]
    assert +left == Counter()


def test_one_shield_is_said_in_the_singular():
    # seed 002, Розіграш битви: Ana's card taken (red with 1 horn) is her 1 shield, Bo's red card without horn his;
    # neither beats the other, both beat Cy (no shields)
    v = verdicts(doc(seat("Ana", "Giza"), seat("Bo", "Rhodes", cards={"red": 1}), seat("Cy", "Olympia"),
                     take="red_horn", conflict={"tokens": 3, "battle_side_up": 2}))
    lines = {lang: [r["text"] for s in x["steps"] for r in s.get("results", [])] for lang, x in v.items()}
    assert lines == {
        "en": ["Ana: 1 shield (1 red with 1 horn) against Bo (left) 1 and Cy (right) 0 → 1 victory token",
               "Bo: 1 shield (1 red without horn) against Cy (left) 0 and Ana (right) 1 → 1 victory token",
               "Cy: 0 shields (no shields) against Ana (left) 1 and Bo (right) 1 → 0 victory tokens"],
        "ru": ["Ana: 1 щит (красная с 1 рогом ×1) против Bo (слева) 1 и Cy (справа) 0 → 1 жетон победы",
               "Bo: 1 щит (красная без рога ×1) против Cy (слева) 0 и Ana (справа) 1 → 1 жетон победы",
               "Cy: 0 щитов (нет щитов) против Ana (слева) 1 и Bo (справа) 1 → 0 жетонов победы"],
        "uk": ["Ana: 1 щит (червона з 1 рогом ×1) проти Bo (ліворуч) 1 і Cy (праворуч) 0 → 1 жетон Перемоги",
               "Bo: 1 щит (червона без рогу ×1) проти Cy (ліворуч) 0 і Ana (праворуч) 1 → 1 жетон Перемоги",
               "Cy: 0 щитів (немає щитів) проти Ana (ліворуч) 1 і Bo (праворуч) 1 → 0 жетонів Перемоги"]}


def test_an_action_without_its_player_asks_for_the_name():
    table = {"game": "architects", "players": [seat("Ana", "Giza"), seat("Bo", "Rhodes")], "action": {"take": "wood"}}
    said = {}
    for lang in ("en", "ru", "uk"):
        with use_language(lang), pytest.raises(BadInput) as e:
            check(table)
        said[lang] = [(p.path, p.message) for p in e.value.problems]
    assert said == {"en": [("action.player", "the acting player's name is required")],
                    "ru": [("action.player", "нужно имя игрока, который делает ход")],
                    "uk": [("action.player", "потрібне ім'я гравця, який робить хід")]}


LAST_PIECE_AND_BATTLE = {'en': ['Ana takes a card (red with 2 horns) and places it in front of them',
        'build Giza 4≠ (VP 8): discard 1 wood, 1 stone, 1 clay, 1 glass',
        '2 horns: flip 1 conflict token to the battle side (only one lay at peace: the other horn is ignored)',
        'the last conflict token is flipped: a battle at the end of this turn for all players',
        "Ana: 2 shields (1 red without horn, 1 red with 2 horns) against Bo's 1 → 2 victory tokens",
        "Bo: 1 shield (1 red without horn) against Ana's 2 → 0 victory tokens",
        'every player discards their red cards with horns; red cards without horns stay; all conflict tokens turn '
        'back to peace',
        'Giza is complete: the game ends at the end of this turn'],
 'ru': ['Ana берёт карту (красная с 2 рогами) и кладёт её перед собой',
        'построить Гиза 4≠ (8 ПО): сбросить дерево ×1, камень ×1, глина ×1, стекло ×1',
        '2 рога: перевернуть 1 жетон конфликта стороной битвы (мирной стороной лежал только один: второй рог не '
        'действует)',
        'перевёрнут последний жетон конфликта: в конце этого хода битва всех игроков',
        'Ana: 2 щита (красная без рога ×1, красная с 2 рогами ×1) против 1 у игрока Bo → 2 жетона победы',
        'Bo: 1 щит (красная без рога ×1) против 2 у игрока Ana → 0 жетонов победы',
        'каждый игрок сбрасывает свои красные карты с рогами; красные карты без рогов остаются; все жетоны конфликта '
        'переворачиваются обратно мирной стороной',
        'чудо «Гиза» достроено: игра заканчивается в конце этого хода'],
 'uk': ['Ana бере карту (червона з 2 рогами) і кладе її перед собою',
        'збудувати Гіза 4≠ (8 ПБ): скинути дерево ×1, камінь ×1, глина ×1, скло ×1',
        '2 роги: перевернути 1 жетон Конфлікту стороною битви (мирною стороною лежав лише один: другий ріг не діє)',
        'перевернуто останній жетон Конфлікту: наприкінці цього ходу битва всіх гравців',
        'Ana: 2 щити (червона без рогу ×1, червона з 2 рогами ×1) проти 1 у гравця Bo → 2 жетони Перемоги',
        'Bo: 1 щит (червона без рогу ×1) проти 2 у гравця Ana → 0 жетонів Перемоги',
        'кожен гравець скидає свої червоні карти з рогами; червоні карти без рогів залишаються; усі жетони Конфлікту '
        'перевертаються назад мирною стороною',
        '«Гіза» добудовано: гра закінчується наприкінці цього ходу']}


def test_the_last_piece_ends_the_game_and_a_second_horn_finds_no_token_at_peace():
    # seed 002, Червоні карти, Примітка: «стороною «Мир» догори лежить тільки один, переверніть лише його та
    # ігноруйте решту позначок»; Завершення гри: «гра завершується наприкінці ходу цього гравця». Giza's 5th
    # piece (4≠) takes wood, stone, clay and glass; Ana's 2 shields against Bo's 1 (Гра вдвох: 2 victory tokens)
    v = verdicts(doc(seat("Ana", "Giza", stages=4, cards={"wood": 1, "clay": 1, "stone": 1, "glass": 1, "red": 1}),
                     seat("Bo", "Rhodes", cards={"red": 1}), take="red_2horns",
                     conflict={"tokens": 3, "battle_side_up": 2}))
    assert {lang: words(x) for lang, x in v.items()} == LAST_PIECE_AND_BATTLE
    en = v["en"]
    assert {k: x for k, x in en.items() if k != "steps"} == {"game": "architects", "player": "Ana",
                                                             "stage_order": "free", "game_ends": True}
    assert [(s["step"], s["rule"], s.get("flipped"), s.get("game_ends")) for s in en["steps"]] == [
        ("take", "Rulebook, Setup and your turn", None, None),
        ("build", "Rulebook, Building a stage of the wonder; Yellow cards (gold)", None, None),
        ("conflict", "Rulebook, Red cards (military)", 1, None),
        ("battle", "Rulebook, Red cards (military); The battle", None, None),
        ("discard", "Rulebook, The battle", None, None),
        ("end", "Rulebook, End of the game", None, True)]
    assert spent(en) == [("4≠", {"wood": 1, "stone": 1, "clay": 1, "glass": 1})]
    assert [(r["player"], r["shields"], r["victory_tokens"]) for s in en["steps"] for r in s.get("results", [])] == [
        ("Ana", 2, 2), ("Bo", 1, 0)]
