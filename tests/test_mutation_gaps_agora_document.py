"""Agora's document (``scoring/expansions/agora/document.py``) word for word: the bad documents mutation testing asked
for (README "Mutation testing"), each with its whole problem list (every path and sentence) in English and Russian,
and the documents just inside each bound accepted.

Sources: the Agora facts (``../shared/facts/duel-pantheon-agora.md``): B1 the box (6 Chambers, 12 Influence cubes a
player, 13 Senators, 16 Conspiracy cards, one of each), B3 control ("strictly more cubes", "a tie (0-0 included)
means no one does") and political supremacy ("Controlling all 6 Chambers at the same moment wins at once"; a
capital reached or six different science symbols end the game at once too: seed 003), the 6 Decrees dealt to the
Senate; the data file ``scoring/data/agora.json`` (``options``: ``decree_reveal``).
"""
import copy

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.expansions.agora import EXPANSION

GOOD = EXPANSION.examples()[0]           # Ana's cubes in Chambers 1, 2, 3, 3, 4; Bo's in 2, 5, 6
POLITICAL = EXPANSION.examples()[1]      # Бен controls all six Chambers
DECREES = ["Coins for blue cards", "Coins for green cards", "Coins for yellow cards", "Coins for red cards", "Shield",
           "Cheaper brown resources", "Cheaper grey resources"]


def with_agora(seat: int, agora) -> dict:
    doc = copy.deepcopy(GOOD)
    doc["players"][seat]["agora"] = agora
    return doc


def changed(base: dict, change) -> dict:
    doc = copy.deepcopy(base)
    change(doc)
    return doc


def problems(doc: dict, lang: str) -> list[tuple[str, str]]:
    with use_language(lang), pytest.raises(BadInput) as caught:
        games.score(doc)
    return [(p.path, p.message) for p in caught.value.problems]


CASES = {
    "influence_not_a_list": with_agora(0, {"influence": 3}),
    "chamber_out_of_range": with_agora(0, {"influence": [0, 6, 7, "2", True]}),
    "too_many_cubes": with_agora(0, {"influence": [2] * 13}),
    "control_twice": with_agora(0, {"control": [1, 1]}),
    "senators_bad": with_agora(0, {"senators": -1}),
    "senators_14": with_agora(0, {"senators": 14}),
    "senators_text": with_agora(0, {"senators": "3"}),
    "agora_not_object": with_agora(0, [1]),
    "names_not_list": with_agora(0, {"conspiracies": "Coup"}),
    "misspelt": with_agora(0, {"triggered": ["Cup", "Zzzzzz"]}),
    "same_plot_twice": with_agora(0, {"conspiracies": ["Coup"], "prepared": ["Coup"]}),
    "unknown_key": with_agora(0, {"influance": [1]}),
    "decrees_not_object": dict(GOOD, decrees=["Shield"]),
    "decree_chamber_bad": dict(GOOD, decrees={"0": "Shield", "x": "Shield"}),
    "decree_unknown": dict(GOOD, decrees={"1": ["Shield", "Nope"], "2": "Nah"}),
    "decree_twice": dict(GOOD, decrees={"1": "Shield", "2": ["Shield"]}),
    "option_bad": dict(GOOD, decree_reveal="never"),
    "both_control": changed(EXPANSION.examples()[2], lambda d: d["players"][1]["agora"].update(control=[1, 3])),
    "control_against_cubes": changed(GOOD, lambda d: d["players"][0]["agora"].update(control=[1, 2])),
    "seven_decrees": dict(GOOD, decrees={"1": DECREES[:2], "2": DECREES[2:4], "3": DECREES[4:]}),
    "supreme_and_capital": dict(POLITICAL, conflict=9),
    "supreme_and_science": changed(POLITICAL, lambda d: (
        d["players"][0].update(agora={"control": [1, 2, 3, 4, 5, 6]}, cards=[
            "Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy", "University"]),
        d["players"][1].update(agora={}))),
    "three_players": changed(GOOD, lambda d: d["players"].append({"name": "Cy", "cards": [], "coins": 0})),
    "player_not_object": changed(GOOD, lambda d: d["players"].__setitem__(1, "Bo")),
}

EXPECTED = {
    'influence_not_a_list': {
        'en': [
            ('players[0].agora.influence', 'a list of Chamber numbers from 1 to 6, e.g. [1, 3, 3]'),
        ],
        'ru': [
            ('players[0].agora.influence', 'список номеров Палат от 1 до 6, например [1, 3, 3]'),
        ],
    },
    'chamber_out_of_range': {
        'en': [
            ('players[0].agora.influence[0]', 'a Chamber is a number from 1 to 6, got 0'),
            ('players[0].agora.influence[2]', 'a Chamber is a number from 1 to 6, got 7'),
            ('players[0].agora.influence[3]', "a Chamber is a number from 1 to 6, got '2'"),
            ('players[0].agora.influence[4]', 'a Chamber is a number from 1 to 6, got True'),
        ],
        'ru': [
            ('players[0].agora.influence[0]', 'Палата — число от 1 до 6, получено 0'),
            ('players[0].agora.influence[2]', 'Палата — число от 1 до 6, получено 7'),
            ('players[0].agora.influence[3]', "Палата — число от 1 до 6, получено '2'"),
            ('players[0].agora.influence[4]', 'Палата — число от 1 до 6, получено True'),
        ],
    },
    'too_many_cubes': {
        'en': [
            ('players[0].agora.influence', '13 Influence cubes: each player has 12'),
        ],
        'ru': [
            ('players[0].agora.influence', 'кубиков влияния: 13, а у каждого игрока их 12'),
        ],
    },
    'control_twice': {
        'en': [
            ('players[0].agora.control[1]', 'Chamber 1 is already listed'),
            ('players[0].agora.control', "Chamber 1: who controls it does not match the Influence cubes given (strictly more cubes controls it, a tie is no one's)"),
        ],
        'ru': [
            ('players[0].agora.control[1]', 'Палата 1 уже указана'),
            ('players[0].agora.control', 'Палата 1: кто её контролирует, не сходится с указанными кубиками влияния (контролирует тот, у кого кубиков строго больше; при равенстве — никто)'),
        ],
    },
    'senators_bad': {
        'en': [
            ('players[0].agora.senators', 'Senators recruited: a whole number from 0 to 13, got -1'),
        ],
        'ru': [
            ('players[0].agora.senators', 'число нанятых сенаторов — целое от 0 до 13, получено -1'),
        ],
    },
    'senators_14': {
        'en': [
            ('players[0].agora.senators', 'Senators recruited: a whole number from 0 to 13, got 14'),
        ],
        'ru': [
            ('players[0].agora.senators', 'число нанятых сенаторов — целое от 0 до 13, получено 14'),
        ],
    },
    'senators_text': {
        'en': [
            ('players[0].agora.senators', "Senators recruited: a whole number from 0 to 13, got '3'"),
        ],
        'ru': [
            ('players[0].agora.senators', "число нанятых сенаторов — целое от 0 до 13, получено '3'"),
        ],
    },
    'agora_not_object': {
        'en': [
            ('players[0].agora', 'an object with influence, control, senators, conspiracies, prepared, triggered'),
        ],
        'ru': [
            ('players[0].agora', 'объект с полями influence, control, senators, conspiracies, prepared, triggered'),
        ],
    },
    'names_not_list': {
        'en': [
            ('players[0].agora.conspiracies', 'a list of Conspiracy names'),
        ],
        'ru': [
            ('players[0].agora.conspiracies', 'список названий заговоров'),
        ],
    },
    'misspelt': {
        'en': [
            ('players[0].agora.triggered[0]', "unknown Conspiracy 'Cup'; did you mean 'Coup'?"),
            ('players[0].agora.triggered[1]', "unknown Conspiracy 'Zzzzzz'"),
        ],
        'ru': [
            ('players[0].agora.triggered[0]', "неизвестный заговор 'Cup'; может быть, 'Coup'?"),
            ('players[0].agora.triggered[1]', "неизвестный заговор 'Zzzzzz'"),
        ],
    },
    'same_plot_twice': {
        'en': [
            ('players[0].agora.prepared[0]', 'Coup is already listed (players[0].agora.conspiracies[0]): there is one Coup in the box'),
        ],
        'ru': [
            ('players[0].agora.prepared[0]', '«Переворот» уже в списке (players[0].agora.conspiracies[0]): в коробке только один экземпляр'),
        ],
    },
    'unknown_key': {
        'en': [
            ('players[0].agora.influance', "unknown field 'influance'; did you mean 'influence'?"),
        ],
        'ru': [
            ('players[0].agora.influance', "неизвестное поле 'influance'; возможно, имелось в виду 'influence'?"),
        ],
    },
    'decrees_not_object': {
        'en': [
            ('decrees', 'decrees: an object, each Chamber number (1-6) → the Decree(s) in it'),
        ],
        'ru': [
            ('decrees', 'decrees — объект: номер Палаты (1–6) → Декрет(ы) в ней'),
        ],
    },
    'decree_chamber_bad': {
        'en': [
            ('decrees.0', "a Chamber is a number from 1 to 6, got '0'"),
            ('decrees.x', "a Chamber is a number from 1 to 6, got 'x'"),
        ],
        'ru': [
            ('decrees.0', "Палата — число от 1 до 6, получено '0'"),
            ('decrees.x', "Палата — число от 1 до 6, получено 'x'"),
        ],
    },
    'decree_unknown': {
        'en': [
            ('decrees.1[1]', "unknown Decree 'Nope'"),
            ('decrees.2', "unknown Decree 'Nah'"),
        ],
        'ru': [
            ('decrees.1[1]', "неизвестный Декрет 'Nope'"),
            ('decrees.2', "неизвестный Декрет 'Nah'"),
        ],
    },
    'decree_twice': {
        'en': [
            ('decrees.2', 'Shield is already in another Chamber: there is one in the box'),
        ],
        'ru': [
            ('decrees.2', 'Декрет «Щит» уже лежит в другой Палате: в коробке он один'),
        ],
    },
    'option_bad': {
        'en': [
            ('decree_reveal', "decree_reveal: one of on_control, on_place, got 'never'"),
        ],
        'ru': [
            ('decree_reveal', "decree_reveal: одно из значений on_control, on_place, получено 'never'"),
        ],
    },
    'both_control': {
        'en': [
            ('players[1].agora.control', 'Chamber 3 is controlled by players[0] too: a Chamber has one controller at most'),
        ],
        'ru': [
            ('players[1].agora.control', 'Палату 3 контролирует и players[0]: у Палаты не больше одного хозяина'),
        ],
    },
    'control_against_cubes': {
        'en': [
            ('players[0].agora.control', "Chamber 2: who controls it does not match the Influence cubes given (strictly more cubes controls it, a tie is no one's)"),
        ],
        'ru': [
            ('players[0].agora.control', 'Палата 2: кто её контролирует, не сходится с указанными кубиками влияния (контролирует тот, у кого кубиков строго больше; при равенстве — никто)'),
        ],
    },
    'seven_decrees': {
        'en': [
            ('decrees', '7 Decrees: only 6 are dealt to the Senate'),
        ],
        'ru': [
            ('decrees', 'Декретов: 7, а в Сенат выкладывают только 6'),
        ],
    },
    'supreme_and_capital': {
        'en': [
            ('conflict', 'the pawn is in a capital and Бен controls all 6 Chambers: either supremacy ends the game at once, so both cannot happen'),
        ],
        'ru': [
            ('conflict', 'маркер в столице, а Бен контролирует все 6 Палат: любое превосходство сразу заканчивает игру, оба случиться не могут'),
        ],
    },
    'supreme_and_science': {
        'en': [
            ('players', 'Ana controls all 6 Chambers and a player holds 6 different science symbols: either supremacy ends the game at once, so both cannot happen'),
        ],
        'ru': [
            ('players', 'Ana контролирует все 6 Палат, а у одного из игроков 6 разных научных символов: любое превосходство сразу заканчивает игру, оба случиться не могут'),
        ],
    },
    'three_players': {
        'en': [
            ('players', '"players" must be a list of the 2 players (7 Wonders Duel is for 2 players)'),
        ],
        'ru': [
            ('players', '"players" должен быть списком из 2 игроков (в «7 Чудес: Дуэль» играют двое)'),
        ],
    },
    'player_not_object': {
        'en': [
            ('players[1]', 'each player must be an object with name, cards, wonders, progress, coins'),
        ],
        'ru': [
            ('players[1]', 'каждый игрок — объект с полями name, cards, wonders, progress, coins'),
        ],
    },
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_every_bad_agora_document_says_each_problem_at_its_path(name, lang):
    assert problems(CASES[name], lang) == EXPECTED[name][lang]


def test_the_documents_just_inside_each_bound_are_accepted():
    inside = {
        "twelve_cubes": with_agora(0, {"influence": [2] * 12}),
        "thirteen_senators": with_agora(0, {"senators": 13}),
        "six_decrees": dict(GOOD, decrees={"1": DECREES[:2], "2": DECREES[2:4], "3": DECREES[4:6]}),
        "supremacy_with_the_pawn_one_space_from_a_capital": dict(POLITICAL, conflict=-8),
    }
    senate = {}
    for name, doc in inside.items():
        result = games.score(doc)
        senate[name] = [p.categories["senate"] for p in result.players]
    # Ana's cubes replaced: twelve in Chamber 2 give her Chamber 2 (2 VP), Bo keeps 5 and 6 (2 + 1); with her
    # Senators alone Bo's cubes give him 2, 5 and 6 (2 + 2 + 1)
    assert senate == {"twelve_cubes": [2, 3], "thirteen_senators": [0, 5],
                      "six_decrees": [7, 3], "supremacy_with_the_pawn_one_space_from_a_capital": [0, 12]}
