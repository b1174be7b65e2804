"""Duel's payment search (``referee.duel.check``) word for word: the positions mutation testing asked for
(README "Mutation testing"), each with its whole verdict (legal, cost, gain, both treasuries, the Conflict
pawn, every cheapest way in ``options``) and every reason with its rule.

Sources: seed 003 (the Russian Duel rulebook: Торговля, the Reserves and the Customs House fixing a price at
1 coin; Жетоны прогресса: Каменная кладка, Архитектура, Экономика, Урбанизм; Условие бесплатного
строительства), the Agora Decrees (facts ``duel-pantheon-agora.md`` B6: Decrees 5-7 ignore one cost symbol,
a resource or the whole coin cost; 8 one resource less for a Wonder; 10 brown resources 1 coin cheaper,
never below 1; 15 the opponent's chains) and Pantheon's Engineering (1 coin instead of the cost of a card
with a chain symbol, only when the normal price is more than 1).  The numbers were worked out by hand.
"""
import pytest

from referee import registry
from scoring.core.i18n import use_language

A, B = "Antoine", "Bruno"


def duel(action, age=1, ana=(), bo=(), ana_progress=(), ana_wonders=(), ana_coins=7, bo_progress=(), **extra):
    out = {"game": "duel", "conflict": 0, "age": age, "action": action, "players": [
        {"name": A, "cards": list(ana), "wonders": list(ana_wonders), "progress": list(ana_progress),
         "coins": ana_coins},
        {"name": B, "cards": list(bo), "wonders": [], "progress": list(bo_progress), "coins": 7}]}
    out.update(extra)
    return out


def agora(action, decrees, ana=(), bo=(), ana_progress=(), ana_coins=7, chambers=(1, 1), bo_chambers=(2, 3)):
    """Antoine's cubes in Chamber 1 (and any other ``chambers``), Bruno's in 2 and 3: a Decree in a Chamber
    Antoine controls is his (facts B4)."""
    return duel(action, age=2, ana=ana, bo=bo, ana_progress=ana_progress, ana_coins=ana_coins,
                expansions=["agora"], decrees=decrees,
                players=[{"name": A, "cards": list(ana), "progress": list(ana_progress), "coins": ana_coins,
                          "agora": {"influence": list(chambers)}},
                         {"name": B, "cards": list(bo), "coins": 7, "agora": {"influence": list(bo_chambers)}}])


def pantheon(action, ana=(), ana_progress=()):
    return duel(action, age=2, ana=ana, ana_progress=ana_progress, expansions=["pantheon"])


def way(bank, buys=(), choices=(), removed=(), opponent=0):
    return {"bank": bank, "opponent": opponent, "buys": [{"resource": r, "count": n, "price": p} for r, n, p in buys],
            "choices": [{"source": s, "resource": r} for s, r in choices], "removed": list(removed)}


def ok(options, coins, gain=0, free=None, conflict=0):
    """A legal verdict: every cheapest way, the treasuries (Antoine, Bruno) after the action."""
    first = options[0]
    return {"legal": True, "free": free, "cost": {"bank": first["bank"], "opponent": first["opponent"]},
            "gain": gain, "options": options,
            "after": {"coins": [(A, coins[0]), (B, coins[1])], "conflict": conflict, "progress_token": False,
                      "play_again": False, "victory": None}}


SHIELD = "the Conflict pawn moves 1 space toward Bruno's capital: from the centre to 1 toward Bruno's capital"
DECREES = "Agora rulebook, Decrees"

CASES = {
    # -- seed 003, Торговля: a Reserve fixes its resource at 1 coin, whatever the opponent produces --
    "reserve": (
        duel({"player": A, "build": "Stable"}, ana=["Wood Reserve"], bo=["Logging Camp"]),
        ok([way(1, [("wood", 1, 1)])], coins=(6, 7), conflict=1),
        [('Stable costs 1 wood', 'Rulebook, Resource cost'),
         ('wood at 1 coin: Wood Reserve fixes its price, whatever Bruno produces', 'the printed card: Wood Reserve'),
         ('Antoine buys 1 wood at 1; pays 1 (bank 1, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
         ('Stable has 1 shield', 'the printed card: Stable'),
         (SHIELD, 'Rulebook, Military')]),
    # -- Торговля (Уточнения): a "one of" production that makes nothing of the cost is not named --
    "forum_unused": (
        duel({"player": A, "build": "Stable"}, ana=["Forum"]),
        ok([way(2, [("wood", 1, 2)])], coins=(5, 7), conflict=1),
        [('Stable costs 1 wood', 'Rulebook, Resource cost'),
         ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Antoine buys 1 wood at 2; pays 2 (bank 2, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
         ('Stable has 1 shield', 'the printed card: Stable'),
         (SHIELD, 'Rulebook, Military')]),
    # two "one of" sources of glass: the verdict names the first in the city (its cards, then its wonders)
    "forum_first": (
        duel({"player": A, "build": "Apothecary"}, ana=["Forum"], ana_wonders=["Piraeus"]),
        ok([way(0, choices=[("Forum", "glass")])], coins=(7, 7)),
        [('Apothecary costs 1 glass', 'Rulebook, Resource cost'),
         ('glass from Forum: a "one of" production, used for itself; it never changes the opponent\'s price',
          'Rulebook, Trading'),
         ('Antoine produces every resource needed; pays 0 (bank 0, Bruno 0) of the 7 coins held',
          'Rulebook, Trading'),
         ('Antoine holds 1 different science symbol (6 win at once)', 'Rulebook, Scientific supremacy')]),
    # -- Жетоны прогресса: Экономика, Каменная кладка --
    "economy": (
        duel({"player": B, "build": "Stable"}, ana_progress=["Economy"]),
        ok([way(0, [("wood", 1, 2)], opponent=2)], coins=(9, 5), conflict=-1),
        [('Stable costs 1 wood', 'Rulebook, Resource cost'),
         ('wood at 2 + 0 = 2: Antoine produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ("the 2 trading coins go to Antoine, who holds Economy; the card's coin cost still goes to the bank",
          'Rulebook, Progress tokens: Economy'),
         ('Bruno buys 1 wood at 2; pays 2 (bank 0, Antoine 2) of the 7 coins held', 'Rulebook, Trading'),
         ('Stable has 1 shield', 'the printed card: Stable'),
         ("the Conflict pawn moves 1 space toward Antoine's capital: from the centre to 1 toward Antoine's capital",
          'Rulebook, Military')]),
    "masonry": (
        duel({"player": A, "build": "Baths"}, ana_progress=["Masonry"]),
        ok([way(0, removed=["stone"])], coins=(7, 7)),
        [('Baths costs 1 stone', 'Rulebook, Resource cost'),
         ('Masonry removes stone from the cost (the dearest)', 'Rulebook, Progress tokens: Masonry'),
         ('Antoine produces every resource needed; pays 0 (bank 0, Bruno 0) of the 7 coins held',
          'Rulebook, Trading')]),
    # -- Agora, Decree 8: one resource less for a Wonder; with Architecture, 2 + 1 --
    "decree8": (
        agora({"player": A, "wonder": "The Pyramids"}, {"1": "One resource less for Wonders"}, ana_coins=20),
        ok([way(6, [("papyrus", 1, 2), ("stone", 2, 2)], removed=["stone"]),
            way(6, [("stone", 3, 2)], removed=["papyrus"])], coins=(14, 7)),
        [("Antoine pays the cost of The Pyramids itself, not the card's, and tucks the age card under it",
          'Rulebook, Build a wonder'),
         ('The Pyramids costs 1 papyrus, 3 stone', 'Rulebook, Resource cost'),
         ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Decree One resource less for Wonders removes stone from the cost (the dearest)', DECREES),
         ('Antoine buys 1 papyrus at 2, 2 stone at 2; pays 6 (bank 6, Bruno 0) of the 20 coins held; 2 ways cost '
          'the same, listed in options', 'Rulebook, Trading')]),
    "decree8_architecture": (
        agora({"player": A, "wonder": "The Pyramids"}, {"1": "One resource less for Wonders"},
              ana_progress=["Architecture"], ana_coins=20),
        ok([way(2, [("papyrus", 1, 2)], removed=["stone", "stone", "stone"]),
            way(2, [("stone", 1, 2)], removed=["papyrus", "stone", "stone"])], coins=(18, 7)),
        [("Antoine pays the cost of The Pyramids itself, not the card's, and tucks the age card under it",
          'Rulebook, Build a wonder'),
         ('The Pyramids costs 1 papyrus, 3 stone', 'Rulebook, Resource cost'),
         ('papyrus at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Architecture, Decree One resource less for Wonders removes stone, stone, stone from the cost (the '
          'dearest)', 'Rulebook, Progress tokens: Architecture'),
         ('Antoine buys 1 papyrus at 2; pays 2 (bank 2, Bruno 0) of the 20 coins held; 2 ways cost the same, '
          'listed in options', 'Rulebook, Trading')]),
    # Decree 10 makes stone 1 coin: Decree 8 then leaves out the papyrus, the dearest
    "decree8_decree10": (
        agora({"player": A, "wonder": "The Pyramids"},
              {"1": "One resource less for Wonders", "2": "Cheaper brown resources"}, ana_coins=20,
              chambers=(1, 1, 2, 2), bo_chambers=(3,)),
        ok([way(3, [("stone", 3, 1)], removed=["papyrus"])], coins=(17, 7)),
        [("Antoine pays the cost of The Pyramids itself, not the card's, and tucks the age card under it",
          'Rulebook, Build a wonder'),
         ('The Pyramids costs 1 papyrus, 3 stone', 'Rulebook, Resource cost'),
         ('stone at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Decree Cheaper brown resources, in a Chamber Antoine controls: stone bought from the bank cost 1 coin '
          'less, never less than 1', DECREES),
         ('Decree One resource less for Wonders removes papyrus from the cost (the dearest)', DECREES),
         ('Antoine buys 3 stone at 1; pays 3 (bank 3, Bruno 0) of the 20 coins held', 'Rulebook, Trading')]),
    # -- Agora, Decrees 5-7: one cost symbol less, a resource or the whole coin cost --
    "decree5_coins": (
        agora({"player": A, "build": "Customs House"}, {"1": "One cost symbol less for yellow cards"}),
        ok([way(0)], coins=(7, 7)),
        [('Customs House costs 4 coins (to the bank)', 'Rulebook, Coin cost'),
         ('Decree One cost symbol less for yellow cards ignores the whole coin cost of Customs House (4 coins) '
          'instead of a resource', DECREES),
         ('Antoine produces every resource needed; pays 0 (bank 0, Bruno 0) of the 7 coins held',
          'Rulebook, Trading')]),
    # Forum: 3 coins + 1 clay; Decree 10 makes the clay 2 + 1 − 1 = 2, so the coins are the dearer symbol
    "decree5_decree10": (
        agora({"player": A, "build": "Forum"},
              {"1": "One cost symbol less for yellow cards", "2": "Cheaper brown resources"}, bo=["Clay Pool"],
              chambers=(1, 1, 2, 2), bo_chambers=(3,)),
        ok([way(2, [("clay", 1, 2)])], coins=(5, 7)),
        [('Forum costs 3 coins (to the bank) and 1 clay', 'Rulebook, Coin cost'),
         ('clay at 2 + 1 = 3: Bruno produces 1 on brown and grey cards', 'Rulebook, Trading'),
         ('Decree Cheaper brown resources, in a Chamber Antoine controls: clay bought from the bank cost 1 coin '
          'less, never less than 1', DECREES),
         ('Decree One cost symbol less for yellow cards ignores the whole coin cost of Forum (3 coins) instead of '
          'a resource', DECREES),
         ('Antoine buys 1 clay at 2; pays 2 (bank 2, Bruno 0) of the 7 coins held', 'Rulebook, Trading')]),
    # Horse Breeders has no coin cost: Decree 6 leaves out the clay (3 with Bruno's Clay Pool), the dearest
    "decree6_resource": (
        agora({"player": A, "build": "Horse Breeders"}, {"1": "One cost symbol less for red cards"},
              bo=["Clay Pool"]),
        ok([way(2, [("wood", 1, 2)], removed=["clay"])], coins=(5, 7), conflict=1),
        [('Horse Breeders costs 1 clay, 1 wood', 'Rulebook, Resource cost'),
         ('wood at 2 + 0 = 2: Bruno produces 0 on brown and grey cards', 'Rulebook, Trading'),
         ('Decree One cost symbol less for red cards removes clay from the cost (the dearest)', DECREES),
         ('Antoine buys 1 wood at 2; pays 2 (bank 2, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
         ('Horse Breeders has 1 shield', 'the printed card: Horse Breeders'),
         (SHIELD, 'Rulebook, Military')]),
    # -- Agora, Decree 15: a chain the opponent shows; Urbanism's 4 coins as for any chain (seed 003) --
    "decree15": (
        agora({"player": A, "build": "Statue"}, {"1": "The opponent's chains"}, bo=["Theater"]),
        ok([way(0)], coins=(7, 7), free="Theater"),
        [("free: Decree The opponent's chains, in a Chamber Antoine controls, lets Antoine build through Bruno's "
          "chains; Theater in Bruno's city shows the chain symbol of Statue", DECREES)]),
    "decree15_urbanism": (
        agora({"player": A, "build": "Statue"}, {"1": "The opponent's chains"}, bo=["Theater"],
              ana_progress=["Urbanism"]),
        ok([way(0)], coins=(11, 7), free="Theater", gain=4),
        [("free: Decree The opponent's chains, in a Chamber Antoine controls, lets Antoine build through Bruno's "
          "chains; Theater in Bruno's city shows the chain symbol of Statue", DECREES),
         ('Urbanism: Antoine takes 4 coins for building through a chain', 'Rulebook, Progress tokens: Urbanism')]),
    # -- Pantheon, Engineering: not used when the normal price is 1 (clay fixed at 1 by the Clay Reserve) --
    "engineering_not_cheaper": (
        pantheon({"player": A, "build": "Horse Breeders"}, ana=["Lumber Yard", "Clay Reserve"],
                 ana_progress=["Engineering"]),
        ok([way(1, [("clay", 1, 1)])], coins=(6, 7), conflict=1),
        [('Horse Breeders costs 1 clay, 1 wood', 'Rulebook, Resource cost'),
         ('Antoine produces 1 wood (brown and grey cards)', 'Rulebook, Resources and production'),
         ('clay at 1 coin: Clay Reserve fixes its price, whatever Bruno produces', 'the printed card: Clay Reserve'),
         ('Antoine buys 1 clay at 1; pays 1 (bank 1, Bruno 0) of the 7 coins held', 'Rulebook, Trading'),
         ('Horse Breeders has 1 shield', 'the printed card: Horse Breeders'),
         (SHIELD, 'Rulebook, Military')]),
}


def outcome(v):
    out = {k: v[k] for k in ("legal", "free", "cost", "gain", "options")}
    if "after" in v:
        out["after"] = dict(v["after"], coins=list(v["after"]["coins"].items()))
    return out


@pytest.mark.parametrize("name", CASES)
def test_the_verdict_word_for_word(name):
    position, expected, reasons = CASES[name]
    v = registry.referee(position)
    assert outcome(v) == expected
    assert [(r["text"], r["rule"]) for r in v["reasons"]] == reasons


def test_engineering_names_itself_and_its_rule():
    """Horse Breeders (1 clay, 1 wood at 2 each, a chain symbol under its cost) for 1 coin with Engineering."""
    v = registry.referee(pantheon({"player": A, "build": "Horse Breeders"}, ana_progress=["Engineering"]))
    assert (v["legal"], v["cost"], v["after"]["coins"]) == (True, {"bank": 1, "opponent": 0}, {A: 6, B: 7})
    assert v["options"] == [way(1)]
    # Ana has no brown or grey card: the verdict says no resource is needed, never that she produces one
    assert [(r["text"], r["rule"]) for r in v["reasons"]][:3] == [
        ("Horse Breeders costs 1 clay, 1 wood", "Rulebook, Resource cost"),
        ("Engineering: Antoine builds Horse Breeders, which has a chain symbol under its cost, for 1 coin instead "
         "of its cost", "Pantheon rulebook, Progress tokens: Engineering"),
        ("Antoine needs no resource to build it; pays 1 (bank 1, Bruno 0) of the 7 coins held", "Rulebook, Trading")]
    with use_language("ru"):
        ru = registry.referee(pantheon({"player": A, "build": "Horse Breeders"}, ana_progress=["Engineering"]))
    assert ru["reasons"][2]["text"] == "Antoine: ресурсы для постройки не нужны; платит 1 (банку 1, игроку Bruno 0) " \
                                       "из имеющихся монет: 7"


# the sources named in the reader's language: the card or token found in the city (in English where the box has
# no Ukrainian edition, as in test_duel_referee_verdicts.py), the Decree by its printed or fan aid's name
NATIVE = {
    ("reserve", 1): ("дерево по 1 монете: «Склад дерева» фиксирует цену, что бы ни производил Bruno",
                     "дерево по 1 монеті: «Wood Reserve» фіксує ціну, хоч би що виробляв Bruno"),
    ("forum_first", 1): ("стекло («Форум»): производство «одно из», только для себя; цену соперника оно не меняет",
                         "скло («Forum»): виробництво «одне з», лише для себе; ціну суперника воно не змінює"),
    ("economy", 2): ("монеты за торговлю (2) получает Antoine, у которого есть «Экономика»; стоимость карты в монетах "
                     "по-прежнему идёт в банк",
                     "монети за торгівлю (2) отримує Antoine, у якого є «Економіка»; вартість карти в монетах так "
                     "само йде до банку"),
    ("masonry", 1): ("«Каменная кладка» убирает из стоимости: камень (самые дорогие)",
                     "«Masonry» прибирає з вартості: камінь (найдорожчі)"),
    ("decree5_coins", 1): ("Декрет «Скидка на жёлтые»: вместо ресурса не учитывается вся стоимость карты «Таможня» "
                           "в монетах (4)",
                           "Декрет «One cost symbol less for yellow cards»: замість ресурсу не враховується вся "
                           "вартість карти «Customs House» у монетах (4)"),
    ("decree15_urbanism", 1): ("«Урбанизм»: Antoine берёт монеты за строительство по цепочке: 4",
                               "«Урбанізм»: Antoine бере монети за будівництво ланцюжком: 4"),
}


@pytest.mark.parametrize("name, index", NATIVE)
def test_the_russian_and_ukrainian_sentences_word_for_word(name, index):
    for lang, expected in zip(("ru", "uk"), NATIVE[name, index]):
        with use_language(lang):
            v = registry.referee(CASES[name][0])
        assert v["reasons"][index]["text"] == expected, lang
