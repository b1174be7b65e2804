"""The Cities referee's coin losses (``referee.expansions.cities.loss``), more positions: a builder who is
not at the table, a "paid" that is not an object or names the builder, a split that leaves a key out, a
player paying all the coins he holds but too few, the screen lines of a loss taken wholly in Debt tokens
and of an 8-player game; whole verdicts, problem lists and lines in English, Russian and Ukrainian (the
Cities rulebook, Debt tokens: each opponent pays the bank or takes a Debt token for each coin not paid).
"""
import copy

import pytest

from referee import registry
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

from test_cities import GAME, _loss


def _problems(doc, lang):
    with use_language(lang), pytest.raises(BadInput) as exc:
        registry.referee(doc)
    return [(p.path, p.message) for p in exc.value.problems]


@pytest.mark.parametrize("lang, raw, text", [
    ("en", "Nobody", "no player is called 'Nobody'"), ("ru", "Nobody", "нет игрока по имени 'Nobody'"),
    ("uk", 7, "немає гравця на ім’я 7"), ("en", 7, "no player is called 7")])
def test_a_loss_by_a_player_not_at_the_table_is_bad_input(lang, raw, text):
    assert _problems(_loss(player=raw, card="Lair"), lang) == [("loss.player", text)]


@pytest.mark.parametrize("lang, text", [("en", "\"paid\" maps each opponent's name to what it did"),
                                        ("ru", "«paid» сопоставляет имени каждого соперника то, что он сделал")])
def test_paid_that_is_not_an_object_is_bad_input(lang, text):
    assert _problems(_loss(player="Ira", card="Lair", paid=[{"coins": 1, "debt": 1}]), lang) == [("loss.paid", text)]


@pytest.mark.parametrize("lang, texts", [
    ("en", ["Ira is not an opponent of Ira", "Nobody is not an opponent of Ira"]),
    ("ru", ["Ira не соперник игрока Ira", "Nobody не соперник игрока Ira"])])
def test_paid_naming_the_builder_or_a_stranger_is_bad_input(lang, texts):
    doc = _loss(player="Ira", card="Lair", paid={"Ira": {"coins": 2}, "Nobody": {"coins": 2}})
    assert _problems(doc, lang) == [("loss.paid.Ira", texts[0]), ("loss.paid.Nobody", texts[1])]


def test_a_split_leaving_out_coins_or_debt_counts_it_as_none():
    # the Lair: Oleg (1 coin) takes 2 Debt tokens, Sofia (5 coins) pays 2 coins; the missing key is 0
    v = registry.referee(_loss(player="Ira", card="Lair", paid={"Oleg": {"debt": 2}, "Sofia": {"coins": 2}}))
    assert v["legal"] is True and v["reasons"] == []
    assert [(x["player"], x["paid"], x["legal"]) for x in v["losses"]] == [
        ("Oleg", {"coins": 0, "debt": 2}, True), ("Sofia", {"coins": 2, "debt": 0}, True)]


@pytest.mark.parametrize("lang, text", [
    ("en", "Oleg loses 2 coins: paid coins and Debt tokens must add up to 2, not 1 + 0"),
    ("ru", "Oleg теряет монет: 2; уплаченные монеты и жетоны долга в сумме должны дать 2, а не 1 + 0")])
def test_paying_every_coin_held_but_too_few_is_short_not_overpaid(lang, text):
    with use_language(lang):
        v = registry.referee(_loss(player="Ira", card="Lair", paid={"Oleg": {"coins": 1, "debt": 0}}))
    assert v["legal"] is False and [r["text"] for r in v["reasons"]] == [text]


def test_a_loss_document_may_give_the_age():
    doc = _loss(player="Ira", card="Lair")
    doc["age"] = 2
    v = registry.referee(doc)
    assert v["legal"] is True and [(x["player"], x["owes"]) for x in v["losses"]] == [("Oleg", 2), ("Sofia", 2)]


def _petra_stage():
    petra = copy.deepcopy(GAME.expansion("cities").referee_examples()[0])
    petra["players"][0].update(wonder="Petra", side="B", cards=["Clay Pool", "Ore Vein", "Clay Pit"], coins=0)
    petra["players"][1]["coins"] = 0
    petra["action"] = {"player": "Ira", "stage": True}
    return petra


@pytest.mark.parametrize("lang, lines", [
    ("en", ["Oleg loses 2 coins at the end of the turn (Petra B, stage 1): holding no coins, takes 2 Debt tokens",
            "Sofia loses 2 coins at the end of the turn (Petra B, stage 1): pays 0 to 2 of them to the bank and "
            "takes a Debt token for each coin not paid"]),
    ("ru", None), ("uk", None)])
def test_the_screen_lines_of_petra_bs_stage_for_an_opponent_holding_no_coins(lang, lines):
    doc = _petra_stage()
    with use_language(lang):
        v = registry.referee(doc)
        notes = registry.verdict_notes(GAME, doc, v)
    assert [n["id"] for n in notes] == ["cities-loss-Oleg", "cities-loss-Sofia"]
    assert [n["text"] for n in notes] == (lines or EXPECTED_LINES[lang])


EIGHT = {"en": "8 players: how the Age decks are built for 8 is not settled (the rulebook page was not found), "
               "so the hand sizes and the cards in the decks are not judged",
         "ru": "8 игроков: как собираются колоды эпох на восьмерых, не установлено (страница правил не найдена), "
               "поэтому размер руки и состав колод не проверяются"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_screen_prints_the_note_on_eight_players(lang):
    eight = copy.deepcopy(GAME.expansion("cities").examples()[1])
    eight.update(age=3, action={"player": "P0", "build": "Embassy"})
    eight["players"][0]["coins"] = 9
    with use_language(lang):
        v = registry.referee(eight)
        notes = registry.verdict_notes(GAME, eight, v)
    assert notes == ({"id": "cities-note", "text": EIGHT[lang]},)


EXPECTED_LINES = {
    "ru": ["Oleg теряет монет: 2 в конце хода (Petra B, этап 1): монет нет, поэтому берёт жетоны долга: 2",
           "Sofia теряет монет: 2 в конце хода (Petra B, этап 1): платит в банк от 0 до 2 из них и за каждую "
           "неуплаченную монету берёт жетон долга"],
    "uk": ["Oleg втрачає монет: 2 наприкінці ходу (Petra B, етап 1): монет немає, тож бере жетони боргу: 2",
           "Sofia втрачає монет: 2 наприкінці ходу (Petra B, етап 1): сплачує в банк від 0 до 2 із них і за кожну "
           "несплачену монету бере жетон боргу"]}


def _age_doc(age, ira_cards, action, **sofia):
    from test_cities import player
    return {"game": "7w", "expansions": ["cities"], "age": age, "players": [
        player("Ira", "Gizah", ira_cards, coins=3), player("Oleg", "Alexandria", [], coins=2),
        player("Sofia", "Ephesos", [], coins=0, **sofia)], "action": action}


def test_the_screen_skips_an_opponent_who_owes_nothing_and_goes_on_to_the_next():
    # the Builders' Union: 1 coin per wonder stage built; Oleg has built none, Sofia one (and holds no coins)
    doc = _age_doc(3, ["Clay Pool", "Glassworks", "Press", "Lumber Yard"], {"player": "Ira", "build": "Builders' Union"},
                   stages=1)
    v = registry.referee(doc)
    assert v["legal"] is True
    assert [(x["player"], x["owes"], x["splits"]) for x in v["coin_loss"]["losses"]] == [
        ("Oleg", 0, [{"coins": 0, "debt": 0}]), ("Sofia", 1, [{"coins": 0, "debt": 1}])]
    assert registry.verdict_notes(GAME, doc, v) == ({
        "id": "cities-loss-Sofia",
        "text": "Sofia loses 1 coin at the end of the turn (Builders' Union): holding no coins, takes 1 Debt token"},)


def test_a_city_holding_a_black_card_other_than_the_architect_cabinet_builds_a_stage_paying_its_resources():
    # Gizah A's stage 1 costs 2 stone: the board's and the Stone Pit's; the Lair frees nothing
    v = registry.referee(_age_doc(2, ["Lair", "Stone Pit"], {"player": "Ira", "stage": True}))
    assert v["legal"] is True and v["cost"] == {"bank": 0, "left": 0, "right": 0} and "coin_loss" not in v
    v = registry.referee(_age_doc(2, ["Lair"], {"player": "Ira", "stage": True}))
    assert v["legal"] is False


def test_an_action_with_a_bad_diplomacy_list_is_bad_input():
    doc = _age_doc(2, ["Lair", "Stone Pit"], {"player": "Ira", "stage": True}, diplomacy="x")
    with pytest.raises(BadInput) as exc:
        registry.referee(doc)
    assert [(p.path, p.message) for p in exc.value.problems] == [(
        "players[2].diplomacy", "diplomacy must list the ages (1, 2, 3) at whose conflict the player was absent with a "
        "Diplomacy token, each once, e.g. [2]; got 'x'")]
