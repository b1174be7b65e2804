"""Agora's referee (``referee/expansions/agora/``) word for word: the positions mutation testing asked for (README
"Mutation testing"), each with its whole verdict and every reason with its rule in English, Russian and Ukrainian.

Source: the Agora facts (``../shared/facts/duel-pantheon-agora.md``, Senators): a Conspirator chooses one of
"Place Influence" or "Conspire: draw 2 Conspiracies, keep 1 face down … With Organized Crime you keep both"; a
Senator costs as many coins as the Senators already in the city.
"""
from __future__ import annotations

import pytest

from referee import registry
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

from test_referee_check_verdicts import whole

COST = {"en": ("a Senator costs as many coins as the Senators already in the city: Ana has 1 → 1 coin",
               "Agora rulebook, Senators"),
        "ru": ("сенатор стоит столько монет, сколько сенаторов уже в городе: у Ana их 1 → 1 монета",
               "Правила дополнения «Агора», Сенаторы"),
        "uk": ("сенатор коштує стільки монет, скільки сенаторів уже в місті: у Ana їх 1 → 1 монета",
               "Правила доповнення «Агора», Сенатори")}


def conspirator(progress=(), coins=4, recruit="Conspirator", conspire=True, **action):
    ana = {"name": "Ana", "cards": [], "coins": coins, "agora": {"senators": 1}}
    if progress:
        ana["progress"] = list(progress)
    return {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 1,
            "players": [ana, {"name": "Bo", "cards": [], "coins": 7}],
            "action": {"player": "Ana", "recruit": recruit, "conspire": conspire, **action}}


def conspired(kept):
    return {"legal": True, "player": "Ana", "action": "recruit", "card": "Conspirator", "free": None,
            "cost": {"bank": 1, "opponent": 0}, "options": [], "gain": 0,
            "after": {"coins": {"Ana": 3, "Bo": 7}, "conflict": 0, "progress_token": False, "play_again": False,
                      "victory": None, "senate": [None] * 6},
            "reasons": [COST["en"], (f"Ana draws 2 Conspiracies and keeps {kept} face down", "Agora rulebook, Conspiracies")]}


def plots(kept):
    return {"ru": [COST["ru"], (f"Ana берёт 2 заговора и оставляет себе {kept} лицом вниз",
                                "Правила дополнения «Агора», Заговоры")],
            "uk": [COST["uk"], (f"Ana бере 2 змови й залишає собі {kept} долілиць", "Правила доповнення «Агора», Змови")]}


def refused(card, reasons):
    return {"legal": False, "player": "Ana", "action": "recruit", "card": card, "free": None, "cost": None,
            "options": [], "gain": 0, "reasons": reasons}


CASES = {
    "a_conspirator_conspires_and_keeps_one": (conspirator(), conspired(1), plots(1)),
    "with_organized_crime_both_are_kept": (conspirator(["Organized Crime"]), conspired(2), plots(2)),
    "a_conspirator_cannot_place_a_cube_and_conspire": (
        conspirator(senate=[{"place": 3}]),
        refused("Conspirator", [COST["en"], ("a Conspirator either places a cube or conspires, not both",
                                             "Agora rulebook, Senators")]),
        {"ru": [COST["ru"], ("Заговорщик либо ставит кубик, либо плетёт заговор, но не то и другое",
                             "Правила дополнения «Агора», Сенаторы")],
         "uk": [COST["uk"], ("Змовник або ставить кубик, або плете змову, але не те й інше",
                             "Правила доповнення «Агора», Сенатори")]}),
    "not_enough_coins_for_the_senator": (
        conspirator(coins=0),
        refused("Conspirator", [COST["en"], ("Ana holds 0 coins: not enough", "Agora rulebook, Senators")]),
        {"ru": [COST["ru"], ("у Ana 0 монет: не хватает", "Правила дополнения «Агора», Сенаторы")],
         "uk": [COST["uk"], ("у Ana 0 монет: не вистачає", "Правила доповнення «Агора», Сенатори")]}),
    "a_misspelt_senator_is_suggested": (
        conspirator(recruit="Conspiratr"),
        refused("Conspiratr", [("unknown Senator 'Conspiratr'; did you mean 'Conspirator'?", "Agora rulebook, Senators")]),
        {"ru": [("неизвестный сенатор 'Conspiratr'; может быть, 'Conspirator'?", "Правила дополнения «Агора», Сенаторы")],
         "uk": [("невідомий сенатор 'Conspiratr'; можливо, 'Conspirator'?", "Правила доповнення «Агора», Сенатори")]}),
    "an_unknown_senator": (
        conspirator(recruit="Pharaoh"),
        refused("Pharaoh", [("unknown Senator 'Pharaoh'", "Agora rulebook, Senators")]),
        {"ru": [("неизвестный сенатор 'Pharaoh'", "Правила дополнения «Агора», Сенаторы")],
         "uk": [("невідомий сенатор 'Pharaoh'", "Правила доповнення «Агора», Сенатори")]}),
    "a_conspirator_places_a_cube": (
        conspirator(conspire=False, senate=[{"place": 3}]),
        dict(conspired(1), after={"coins": {"Ana": 3, "Bo": 7}, "conflict": 0, "progress_token": False,
                                  "play_again": False, "victory": None, "senate": [None, None, "Ana", None, None, None]},
             reasons=[COST["en"], ("Ana places a cube in Chamber 3", "Agora rulebook, The Senate"),
                      ("Ana now controls Chamber 3", "Agora rulebook, The Senate")]),
        {"ru": [COST["ru"], ("Ana ставит кубик в Палату 3", "Правила дополнения «Агора», Сенат"),
                ("теперь Ana контролирует Палату 3", "Правила дополнения «Агора», Сенат")],
         "uk": [COST["uk"], ("Ana ставить кубик у Палату 3", "Правила доповнення «Агора», Сенат"),
                ("тепер Ana контролює Палату 3", "Правила доповнення «Агора», Сенат")]}),
    "a_conspirator_cannot_move_a_cube": (
        conspirator(conspire=False, senate=[{"move": [3, 4]}]),
        refused("Conspirator", [COST["en"], ("a Conspirator places one cube in any Chamber, or conspires",
                                             "Agora rulebook, Senators")]),
        {"ru": [COST["ru"], ("Заговорщик ставит один кубик в любую Палату или плетёт заговор",
                             "Правила дополнения «Агора», Сенаторы")],
         "uk": [COST["uk"], ("Змовник ставить один кубик у будь-яку Палату або плете змову",
                             "Правила доповнення «Агора», Сенатори")]}),
}


@pytest.mark.parametrize("case", CASES)
def test_a_senators_whole_verdict(case):
    doc, english, reasons = CASES[case]
    assert whole(registry.referee(doc)) == english
    for lang, expected in reasons.items():
        with use_language(lang):
            assert whole(registry.referee(doc))["reasons"] == expected


def test_a_recruit_by_someone_not_at_the_table_is_blamed_on_the_player():
    doc = conspirator()
    doc["action"]["player"] = "Cid"
    for lang, message in {"en": "'Cid' is not a player of this game (Ana and Bo)",
                          "ru": "'Cid' не участвует в этой игре (Ana и Bo)",
                          "uk": "'Cid' не бере участі в цій грі (Ana і Bo)"}.items():
        with use_language(lang), pytest.raises(BadInput) as caught:
            registry.referee(doc)
        assert [(p.path, p.message) for p in caught.value.problems] == [("action.player", message)]


def test_the_decree_of_another_turn_after_a_conspirator():
    # facts, Decrees: "16 When you recruit a Conspirator, play an extra turn at once" (Chamber 1 is Ana's, 2 cubes)
    doc = {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 2,
           "decrees": {"1": "Another turn after a Conspirator"},
           "players": [{"name": "Ana", "cards": [], "coins": 7, "agora": {"influence": [1, 1], "senators": 2}},
                       {"name": "Bo", "cards": [], "coins": 7}],
           "action": {"player": "Ana", "recruit": "Conspirator", "conspire": True}}
    assert whole(registry.referee(doc)) == {
        "legal": True, "player": "Ana", "action": "recruit", "card": "Conspirator", "free": None,
        "cost": {"bank": 2, "opponent": 0}, "options": [], "gain": 0,
        "after": {"coins": {"Ana": 5, "Bo": 7}, "conflict": 0, "progress_token": False, "play_again": True,
                  "victory": None, "senate": ["Ana", None, None, None, None, None]},
        "reasons": [("a Senator costs as many coins as the Senators already in the city: Ana has 2 → 2 coins",
                     "Agora rulebook, Senators"),
                    ("Ana draws 2 Conspiracies and keeps 1 face down", "Agora rulebook, Conspiracies"),
                    ("a Decree Ana benefits from: recruiting a Conspirator gives another turn at once",
                     "Agora rulebook, Decrees")]}
    for lang, expected in {
            "ru": [("сенатор стоит столько монет, сколько сенаторов уже в городе: у Ana их 2 → 2 монеты",
                    "Правила дополнения «Агора», Сенаторы"),
                   ("Ana берёт 2 заговора и оставляет себе 1 лицом вниз", "Правила дополнения «Агора», Заговоры"),
                   ("Декрет, который действует для Ana: наняв Заговорщика, игрок сразу ходит ещё раз",
                    "Правила дополнения «Агора», Декреты")],
            "uk": [("сенатор коштує стільки монет, скільки сенаторів уже в місті: у Ana їх 2 → 2 монети",
                    "Правила доповнення «Агора», Сенатори"),
                   ("Ana бере 2 змови й залишає собі 1 долілиць", "Правила доповнення «Агора», Змови"),
                   ("Декрет, що діє для Ana: найнявши Змовника, гравець одразу ходить ще раз",
                    "Правила доповнення «Агора», Декрети")]}.items():
        with use_language(lang):
            assert whole(registry.referee(doc))["reasons"] == expected
