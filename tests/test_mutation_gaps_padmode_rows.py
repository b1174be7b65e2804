"""Quick pad mode's problems (``scoring.core.padmode.parse``), word for word in en/ru/uk, where mutation
testing found them unasserted: two players under one name (and a player with no name, who clashes with
nobody), an expansion's row without the expansion, the Free City's row it never fills, a misspelt row, a
player that is not an object before others, and the coins a pad row can hold (0 to 999)."""
from __future__ import annotations

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language


def player(name, **more):
    return {"name": name, "pad": {}, **more}


def problems(doc, lang="en"):
    with use_language(lang), pytest.raises(BadInput) as exc:
        games.parse(doc)
    return [(p.path, p.message) for p in exc.value.problems]


def pad(*players, **more):
    return {"game": "7w", "entry": "pad", "players": list(players), **more}


@pytest.mark.parametrize("lang,sentence", [
    ("en", "players[0] is already called 'Ira': names must differ"),
    ("ru", "players[0] уже зовут 'Ira': имена должны различаться"),
    ("uk", "players[0] уже звуть 'Ira': імена мають різнитися"),
])
def test_two_players_under_one_name_on_the_pad(lang, sentence):
    assert problems(pad(player("Ira"), player("Oleg"), player(" IRA ")), lang) == [("players[2].name", sentence)]


def test_a_player_without_a_name_clashes_with_nobody_on_the_pad():
    assert problems(pad(player(""), player("player 1"), player("Player 2"))) == [
        ("players[0].name", "a name is required")]
    assert problems(pad(player(None), player(" "), player("Anna"))) == [
        ("players[0].name", "a name is required"), ("players[1].name", "a name is required")]


ROWS = {"en": ("the Tower of Babel row comes with an expansion: add it to \"expansions\"",
               "7 Wonders (1st edition, 2010) has no row 'militray'; did you mean 'military'?"),
        "ru": ("строка «Вавилонская башня» появляется с дополнением: добавьте его в \"expansions\"",
               "в 7 Чудес (1-е издание, 2010) нет строки 'militray'; может быть, 'military'?"),
        "uk": ("рядок «Вавилонська вежа» з'являється з доповненням: додайте його до \"expansions\"",
               "у 7 Чудес (1-ше видання, 2010) немає рядка 'militray'; можливо, 'military'?")}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_an_expansions_row_without_it_and_a_misspelt_row(lang):
    tower, misspelt = ROWS[lang]
    doc = pad(player("Ira", pad={"tower": 3, "militray": 1}), player("Oleg"), player("Anna"))
    assert problems(doc, lang) == [("players[0].pad.tower", tower), ("players[0].pad.militray", misspelt)]


FREE_CITY = {"en": "the Free City never fills the Tower of Babel row",
             "ru": "у Свободного города не бывает строки «Вавилонская башня»",
             "uk": "у Вільного міста не буває рядка «Вавилонська вежа»"}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_free_city_never_fills_the_tower_row(lang):
    # seed 004, Правила для 2 игроков: the Free City takes no tower tiles; a 0 there is the empty row
    doc = pad(player("Ira"), player("Oleg"), player("Free City", free_city=True, pad={"tower": 1}),
              expansions=["babel"])
    assert problems(doc, lang) == [("players[2].pad.tower", FREE_CITY[lang])]
    doc["players"][2]["pad"]["tower"] = 0
    game, table = games.parse(doc)
    assert [p.rows for p in table.players] == [{}, {}, {"tower": 0}]


def test_every_player_after_one_that_is_not_an_object_is_read():
    assert problems(pad(5, player(7), player("Anna"))) == [
        ("players[0]", "each player must be an object with a name and a pad"),
        ("players[1].name", "a name is required")]


def test_the_coins_a_pad_holds():
    # README "Quick pad mode": a row of a paper pad holds up to 999
    game, table = games.parse(pad(player("Ira", coins=999), player("Oleg", coins=0), player("Anna")))
    assert [p.coins for p in table.players] == [999, 0, None]
    assert problems(pad(player("Ira", coins=1000), player("Oleg"), player("Anna"))) == [
        ("players[0].coins", "coins must be a whole number from 0 to 999, got 1000")]


BOUNDS = {"en": ("civilian must be a whole number from -99 to 999, got 1000",
                 "science must be a whole number from -99 to 999, got -100"),
          "ru": ("civilian — целое число от -99 до 999, получено 1000",
                 "science — целое число от -99 до 999, получено -100"),
          "uk": ("civilian — ціле число від -99 до 999, отримано 1000",
                 "science — ціле число від -99 до 999, отримано -100")}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_pad_row_holds_minus_99_to_999(lang):
    # README "Quick pad mode": what one row of a paper pad can hold
    civilian, science = BOUNDS[lang]
    doc = pad(player("Ira", pad={"civilian": 1000, "science": -100}), player("Oleg"), player("Anna"))
    assert problems(doc, lang) == [("players[0].pad.civilian", civilian), ("players[0].pad.science", science)]
    game, table = games.parse(pad(player("Ira", pad={"civilian": 999, "military": -99}), player("Oleg"),
                                  player("Anna")))
    assert table.players[0].rows == {"civilian": 999, "military": -99}


def test_a_single_number_up_to_armadas_guild_cap_is_the_row():
    # Armada (armada.json): one guild counts at most 10 on the pad; a single 10 is the row as entered
    game, table = games.parse(pad(player("Ira", pad={"guilds": 10}), player("Oleg"), player("Anna"),
                                  expansions=["armada"]))
    assert table.players[0].rows == {"guilds": 10}


def test_a_pad_table_declares_no_invariant():
    from scoring.core.padmode import PadGame
    assert PadGame(games.get("7w")).invariants == ()



def test_random_pad_tables_span_the_documented_ranges_and_no_more():
    # PadGame.random_document: 0 to 20 coins; military −6 (six defeats, seed 000) to 30; every other row 0 to 30
    import random

    from scoring.core.padmode import PadGame
    pad = PadGame(games.get("7w"))
    seen: dict[str, set[int]] = {"coins": set(), "military": set(), "other": set()}
    for seed in range(300):
        for p in pad.random_document(random.Random(seed))["players"]:
            seen["coins"].add(p["coins"])
            for row, value in p["pad"].items():
                seen["military" if row == "military" else "other"].add(value)
    assert (min(seen["coins"]), max(seen["coins"])) == (0, 20)
    assert (min(seen["military"]), max(seen["military"])) == (-6, 30)
    assert (min(seen["other"]), max(seen["other"])) == (0, 30)
