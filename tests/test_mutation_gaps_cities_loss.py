"""The Cities referee's coin-loss check (``referee.expansions.cities.loss``): whole verdicts and whole
problem lists, word for word in English, Russian and Ukrainian, of positions a wrong rule or sentence would
change: the tests mutation testing of the module asked for (README "Mutation testing").

Petra B's stages are the Cities data's (scoring/data/cities.json): its 1st stage makes every other player
lose 2 coins, its 2nd (the last) makes no one lose any (the Cities rulebook, Debt tokens).
"""
import pytest

from referee import registry
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

from test_cities import _loss

RULE = {"en": "Cities rulebook, Debt tokens", "ru": "Правила «Городов», Жетоны долга", "uk": "Правила «Міст», Жетони боргу"}
LAST_STAGE = {"en": ("Petra B, stage 2", "Petra B, stage 2 makes no one lose coins"),
              "ru": ("Petra B, этап 2", "Petra B, этап 2 не заставляет никого терять монеты"),
              "uk": ("Petra B, етап 2", "Petra B, етап 2 не змушує нікого втрачати монети")}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_petra_bs_last_stage_is_a_stage_that_makes_no_one_lose_coins(lang):
    with use_language(lang):
        v = registry.referee(_loss(player="Ira", stage=2))
    source, text = LAST_STAGE[lang]
    assert v == {"check": "coin_loss", "legal": False, "source": source, "losses": [],
                 "reasons": [{"text": text, "rule": RULE[lang],
                              "citation": [{"book": "cities", "section": "debt-tokens"}]}]}


BAD = {
    "stage 3": ({"stage": 3}, "loss.stage", {"en": "Petra B has no stage 3", "ru": "у Petra B нет этапа 3",
                                             "uk": "у Petra B немає етапу 3"}),
    "stage as text": ({"stage": "2"}, "loss.stage", {"en": "Petra B has no stage '2'", "ru": "у Petra B нет этапа '2'",
                                                     "uk": "у Petra B немає етапу '2'"}),
    "card as a number": ({"card": 5}, "loss.card", {
        "en": 'name the card played ("card") or the wonder stage built ("stage"), got 5',
        "ru": "укажите сыгранную карту («card») или построенный этап чуда («stage»), получено 5",
        "uk": "укажіть зіграну карту («card») або збудований етап дива («stage»), отримано 5"}),
    "unknown card": ({"card": "Nowhere"}, "loss.card", {
        "en": "name the card played (\"card\") or the wonder stage built (\"stage\"), got 'Nowhere'",
        "ru": "укажите сыгранную карту («card») или построенный этап чуда («stage»), получено 'Nowhere'",
        "uk": "укажіть зіграну карту («card») або збудований етап дива («stage»), отримано 'Nowhere'"}),
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("case", list(BAD))
def test_a_loss_naming_no_stage_of_the_board_nor_a_card_is_bad_input(case, lang):
    loss, path, message = BAD[case]
    with use_language(lang), pytest.raises(BadInput) as exc:
        registry.referee(_loss(player="Ira", **loss))
    assert [(p.path, p.message) for p in exc.value.problems] == [(path, message[lang])]


PAID = {"en": 'what a player did is {{"coins": paid, "debt": tokens taken}}, whole numbers, got {raw}',
        "ru": 'что сделал игрок: {{"coins": заплачено монет, "debt": взято жетонов долга}}, целые числа, получено {raw}',
        "uk": 'що зробив гравець: {{"coins": сплачено монет, "debt": узято жетонів боргу}}, цілі числа, отримано {raw}'}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("raw", [{"coins": -1, "debt": 0}, {"coins": 1, "debt": "1"}, {"debt": 1.5}, [1, 1]])
def test_what_a_player_did_is_whole_coins_and_debt_tokens(raw, lang):
    with use_language(lang), pytest.raises(BadInput) as exc:
        registry.referee(_loss(player="Ira", card="Lair", paid={"Oleg": raw}))
    assert [(p.path, p.message) for p in exc.value.problems] == [("loss.paid.Oleg", PAID[lang].format(raw=repr(raw)))]


NOT_NAMED = {"en": 'a coin loss names the player ("player") and the card ("card") or wonder stage ("stage") that causes it',
             "ru": "для потери монет укажите игрока («player») и карту («card») или этап чуда («stage»), который её вызвал",
             "uk": "для втрати монет укажіть гравця («player») і карту («card») або етап дива («stage»), що її спричинив"}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_coin_loss_that_is_not_an_object_is_bad_input(lang):
    doc = _loss()
    doc["loss"] = "Lair"
    with use_language(lang), pytest.raises(BadInput) as exc:
        registry.referee(doc)
    assert [(p.path, p.message) for p in exc.value.problems] == [("loss", NOT_NAMED[lang])]


SHORT = {"en": ("Oleg loses 2 coins: paid coins and Debt tokens must add up to 2, not 0 + 1", RULE["en"]),
         "ru": ("Oleg теряет монет: 2; уплаченные монеты и жетоны долга в сумме должны дать 2, а не 0 + 1", RULE["ru"]),
         "uk": ("Oleg втрачає монет: 2; сплачені монети й жетони боргу разом мають дати 2, а не 0 + 1", RULE["uk"])}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_split_short_of_the_loss_is_refused(lang):
    # the Lair: every other player loses 2 coins (Oleg holds 1, Sofia 5); Oleg takes 1 Debt token only
    with use_language(lang):
        v = registry.referee(_loss(player="Ira", card="Lair", paid={"Oleg": {"coins": 0, "debt": 1},
                                                                    "Sofia": {"coins": 0, "debt": 2}}))
    cite = [{"book": "cities", "section": "debt-tokens"}]
    text, rule = SHORT[lang]
    assert v == {"check": "coin_loss", "legal": False, "source": "Lair", "player": "Ira", "losses": [
        {"player": "Oleg", "owes": 2, "coins": 1, "splits": [{"coins": 0, "debt": 2}, {"coins": 1, "debt": 1}],
         "rule": rule, "paid": {"coins": 0, "debt": 1}, "legal": False, "citation": cite},
        {"player": "Sofia", "owes": 2, "coins": 5,
         "splits": [{"coins": 0, "debt": 2}, {"coins": 1, "debt": 1}, {"coins": 2, "debt": 0}],
         "rule": rule, "paid": {"coins": 0, "debt": 2}, "legal": True, "citation": cite}],
        "reasons": [{"text": text, "rule": rule, "citation": cite}], "rule": rule, "citation": cite}


@pytest.mark.parametrize("lang, source, text", [
    ("en", "Gizah A, stage 1", "Gizah A, stage 1 makes no one lose coins"),
    ("ru", "Гиза A, этап 1", "Гиза A, этап 1 не заставляет никого терять монеты"),
])
def test_a_stage_of_a_board_of_another_box_is_a_stage_that_makes_no_one_lose_coins(lang, source, text):
    # Oleg's Gizah A has three stages (seed 000), none of which makes anyone lose coins: its stage 1 is not
    # "a stage Gizah A does not have" (it said "Gizah A has no stage 1")
    with use_language(lang):
        v = registry.referee(_loss(player="Oleg", stage=1))
    assert v == {"check": "coin_loss", "legal": False, "source": source, "losses": [],
                 "reasons": [{"text": text, "rule": RULE[lang],
                              "citation": [{"book": "cities", "section": "debt-tokens"}]}]}
    with use_language(lang), pytest.raises(BadInput) as exc:
        registry.referee(_loss(player="Oleg", stage=4))
    assert [(p.path, p.message) for p in exc.value.problems] == [
        ("loss.stage", {"en": "Gizah A has no stage 4", "ru": "у Гиза A нет этапа 4"}[lang])]
