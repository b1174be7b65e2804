"""The Wonder Pack's document (``scoring/expansions/wonderpack/document.py``) word for word: the bad documents mutation
testing asked for (README "Mutation testing"), each with its whole problem list (every path and sentence) in English
and Russian.

Sources: the Wonder Pack rules as the data file ``scoring/data/wonderpack.json`` records them (the Great Wall: four
stages built in any order; Manneken Pis A stage 3 copies the left or the right neighbour's stage 3; Stonehenge B
stage 2: an Age card tucked under it; Abu Simbel: a leader entombed under each stage that says so, face down, so in
no city's cards; its side B needs Leaders), its ``table_options`` and their values; the Leaders catalogue (leaders
are white cards).
"""
import copy

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language
from scoring.expansions.wonderpack.examples import PACK, WITH_LEADERS

def player(base, seat, drop=(), **fields):
    doc = copy.deepcopy(base)
    doc["players"][seat].update(fields)
    for key in drop:
        del doc["players"][seat][key]
    return doc


CASES = {
    "stone_option_bad": dict(PACK, stonehenge_either_or="two"),
    "copy_option_bad": dict(PACK, manneken_copy=True),
    "row_option_bad": dict(WITH_LEADERS, abu_simbel_row="military"),
    "wall_not_a_list": player(PACK, 1, wall_stages=2),
    "wall_twice": player(PACK, 1, wall_stages=[2, 2]),
    "wall_text": player(PACK, 1, wall_stages=[2, "4"]),
    "wall_against_stages": player(PACK, 1, stages=3),
    "wall_no_stage_5": player(PACK, 1, wall_stages=[2, 5]),
    "wall_no_stage_0": player(PACK, 1, wall_stages=[0]),
    "wall_on_stonehenge": player(PACK, 0, drop=("stages",), wall_stages=[1]),
    "wall_next_on_stonehenge": player(PACK, 0, wall_next=3),
    "wall_next_built": player(PACK, 1, wall_next=2),
    "wall_next_5": player(PACK, 1, wall_next=5),
    "wall_next_0": player(PACK, 1, wall_next=0),
    "wall_next_text": player(PACK, 1, wall_next="3"),
    "copy_from_missing": player(PACK, 2, drop=("copy_from",)),
    "copy_from_up": player(PACK, 2, copy_from="up"),
    "copy_from_elsewhere": player(PACK, 0, copy_from="left"),
    "abu_needs_leaders": dict(player(PACK, 0, wonder="Abu Simbel", side="B", stages=1), expansions=["wonderpack"]),
    "tucked_missing": player(WITH_LEADERS, 1, drop=("tucked_colour",)),
    "tucked_white": player(WITH_LEADERS, 1, tucked_colour="white"),
    "tucked_unbuilt": player(WITH_LEADERS, 1, stages=1),
    "tucked_elsewhere": player(PACK, 0, tucked_colour="blue"),
    "entombed_not_list": player(WITH_LEADERS, 0, entombed="Caesar"),
    "entombed_number": player(WITH_LEADERS, 0, entombed=[3]),
    "entombed_two_one_slot": player(WITH_LEADERS, 0, entombed=["Caesar", "Nero"]),
    "entombed_card": player(WITH_LEADERS, 0, entombed=["Lumber Yard"]),
    "entombed_unknown": player(WITH_LEADERS, 0, entombed=["Zorro"]),
    "entombed_in_cards": player(WITH_LEADERS, 0, entombed=["Alexander"]),
    "entombed_in_other_cards": player(WITH_LEADERS, 0, entombed=["Amytis"]),
    "entombed_twice": player(player(WITH_LEADERS, 0, wonder="Abu Simbel", side="B", stages=2), 0, entombed=["Nero", "Nero"]),
    "entombed_before_its_stage": player(WITH_LEADERS, 0, stages=2),
    "entombed_without_leaders": dict(player(PACK, 0, entombed=["Nero"])),
}


def problems(doc: dict, lang: str) -> list[tuple[str, str]]:
    with use_language(lang), pytest.raises(BadInput) as caught:
        games.score(doc)
    return [(p.path, p.message) for p in caught.value.problems]


EXPECTED = {
    'stone_option_bad': {
        'en': [
            ('stonehenge_either_or', 'stonehenge_either_or is "one" (the default, the app\'s reading: an either/or brown card gives Stonehenge one stone symbol) or "none" (it gives none), got \'two\''),
        ],
        'ru': [
            ('stonehenge_either_or', 'stonehenge_either_or — это "one" (по умолчанию, так правило читает приложение: коричневая карта «или/или» даёт Stonehenge один символ камня) или "none" (не даёт ни одного), получено \'two\''),
        ],
    },
    'copy_option_bad': {
        'en': [
            ('manneken_copy', 'manneken_copy is "printed" (the default, the app\'s reading: Manneken Pis A copies the neighbour\'s printed stage, built or not) or "built" (only a stage the neighbour has built), got True'),
        ],
        'ru': [
            ('manneken_copy', 'manneken_copy — это "printed" (по умолчанию, так правило читает приложение: Manneken Pis A копирует этап, напечатанный на поле соседа, построен он или нет) или "built" (только этап, который сосед построил), получено True'),
        ],
    },
    'row_option_bad': {
        'en': [
            ('abu_simbel_row', 'abu_simbel_row is "wonder" (the default, the app\'s reading: Abu Simbel\'s entombed leaders score in the wonder row) or "leaders" (in the Leaders row), got \'military\''),
        ],
        'ru': [
            ('abu_simbel_row', 'abu_simbel_row — это "wonder" (по умолчанию, так правило читает приложение: погребённые лидеры Abu Simbel приносят очки в строке «Чудо») или "leaders" (в строке «Лидеры»), получено \'military\''),
        ],
    },
    'wall_not_a_list': {
        'en': [
            ('players[1].wall_stages', "wall_stages lists the Great Wall's stages built, each once, e.g. [1, 3]"),
        ],
        'ru': [
            ('players[1].wall_stages', 'wall_stages — список построенных этапов планшета «The Great Wall», каждый один раз, например [1, 3]'),
        ],
    },
    'wall_twice': {
        'en': [
            ('players[1].wall_stages', "wall_stages lists the Great Wall's stages built, each once, e.g. [1, 3]"),
        ],
        'ru': [
            ('players[1].wall_stages', 'wall_stages — список построенных этапов планшета «The Great Wall», каждый один раз, например [1, 3]'),
        ],
    },
    'wall_text': {
        'en': [
            ('players[1].wall_stages', "wall_stages lists the Great Wall's stages built, each once, e.g. [1, 3]"),
        ],
        'ru': [
            ('players[1].wall_stages', 'wall_stages — список построенных этапов планшета «The Great Wall», каждый один раз, например [1, 3]'),
        ],
    },
    'wall_against_stages': {
        'en': [
            ('players[1].wall_stages', 'stages says 3 but wall_stages lists 2 stages'),
        ],
        'ru': [
            ('players[1].wall_stages', 'в stages указано 3, а в wall_stages перечислено этапов: 2'),
        ],
    },
    'wall_no_stage_5': {
        'en': [
            ('players[1].wall_stages[1]', 'The Great Wall side B has no stage 5'),
        ],
        'ru': [
            ('players[1].wall_stages[1]', 'у чуда The Great Wall, сторона B, нет этапа 5'),
        ],
    },
    'wall_no_stage_0': {
        'en': [
            ('players[1].wall_stages[0]', 'The Great Wall side B has no stage 0'),
        ],
        'ru': [
            ('players[1].wall_stages[0]', 'у чуда The Great Wall, сторона B, нет этапа 0'),
        ],
    },
    'wall_on_stonehenge': {
        'en': [
            ('players[0].wall_stages', "only the Great Wall's stages are built in any order"),
        ],
        'ru': [
            ('players[0].wall_stages', 'в любом порядке строятся только этапы планшета «The Great Wall»'),
        ],
    },
    'wall_next_on_stonehenge': {
        'en': [
            ('players[0].wall_next', "only the Great Wall's stages are built in any order"),
        ],
        'ru': [
            ('players[0].wall_next', 'в любом порядке строятся только этапы планшета «The Great Wall»'),
        ],
    },
    'wall_next_built': {
        'en': [
            ('players[1].wall_next', 'wall_next names a stage of the Great Wall not built yet, from 1 to 4'),
        ],
        'ru': [
            ('players[1].wall_next', 'wall_next — ещё не построенный этап планшета «The Great Wall», от 1 до 4'),
        ],
    },
    'wall_next_5': {
        'en': [
            ('players[1].wall_next', 'wall_next names a stage of the Great Wall not built yet, from 1 to 4'),
        ],
        'ru': [
            ('players[1].wall_next', 'wall_next — ещё не построенный этап планшета «The Great Wall», от 1 до 4'),
        ],
    },
    'wall_next_0': {
        'en': [
            ('players[1].wall_next', 'wall_next names a stage of the Great Wall not built yet, from 1 to 4'),
        ],
        'ru': [
            ('players[1].wall_next', 'wall_next — ещё не построенный этап планшета «The Great Wall», от 1 до 4'),
        ],
    },
    'wall_next_text': {
        'en': [
            ('players[1].wall_next', 'wall_next names a stage of the Great Wall not built yet, from 1 to 4'),
        ],
        'ru': [
            ('players[1].wall_next', 'wall_next — ещё не построенный этап планшета «The Great Wall», от 1 до 4'),
        ],
    },
    'copy_from_missing': {
        'en': [
            ('players[2].copy_from', 'say which neighbour\'s stage 3 Manneken Pis copies: "copy_from": "left" or "right"'),
        ],
        'ru': [
            ('players[2].copy_from', 'укажите, этап 3 какого соседа копирует Manneken Pis: "copy_from": "left" или "right"'),
        ],
    },
    'copy_from_up': {
        'en': [
            ('players[2].copy_from', 'say which neighbour\'s stage 3 Manneken Pis copies: "copy_from": "left" or "right"'),
        ],
        'ru': [
            ('players[2].copy_from', 'укажите, этап 3 какого соседа копирует Manneken Pis: "copy_from": "left" или "right"'),
        ],
    },
    'copy_from_elsewhere': {
        'en': [
            ('players[0].copy_from', "copy_from is for Manneken Pis A's stage 3"),
        ],
        'ru': [
            ('players[0].copy_from', 'copy_from нужен только для этапа 3 планшета «Manneken Pis» A'),
        ],
    },
    'abu_needs_leaders': {
        'en': [
            ('players[0].side', 'Abu Simbel side B needs an expansion this table does not play: add "leaders" to "expansions"'),
        ],
        'ru': [
            ('players[0].side', 'для чуда Abu Simbel, сторона B, нужно дополнение, которого нет в этой партии: добавьте "leaders" в "expansions"'),
        ],
    },
    'tucked_missing': {
        'en': [
            ('players[1].tucked_colour', "the colour of the Age card tucked under Stonehenge's stage 2: one of blue, brown, green, grey, purple, red, yellow"),
        ],
        'ru': [
            ('players[1].tucked_colour', 'цвет карты эпохи под этапом 2 чуда Stonehenge: одно из значений blue, brown, green, grey, purple, red, yellow'),
        ],
    },
    'tucked_white': {
        'en': [
            ('players[1].tucked_colour', "the colour of the Age card tucked under Stonehenge's stage 2: one of blue, brown, green, grey, purple, red, yellow"),
        ],
        'ru': [
            ('players[1].tucked_colour', 'цвет карты эпохи под этапом 2 чуда Stonehenge: одно из значений blue, brown, green, grey, purple, red, yellow'),
        ],
    },
    'tucked_unbuilt': {
        'en': [
            ('players[1].tucked_colour', "tucked_colour is for Stonehenge B's stage 2, once built"),
        ],
        'ru': [
            ('players[1].tucked_colour', 'tucked_colour нужен только для построенного этапа 2 планшета «Stonehenge» B'),
        ],
    },
    'tucked_elsewhere': {
        'en': [
            ('players[0].tucked_colour', "tucked_colour is for Stonehenge B's stage 2, once built"),
        ],
        'ru': [
            ('players[0].tucked_colour', 'tucked_colour нужен только для построенного этапа 2 планшета «Stonehenge» B'),
        ],
    },
    'entombed_not_list': {
        'en': [
            ('players[0].entombed', 'entombed lists leaders by name, e.g. ["Nero"]'),
        ],
        'ru': [
            ('players[0].entombed', 'entombed — список имён лидеров, например ["Nero"]'),
        ],
    },
    'entombed_number': {
        'en': [
            ('players[0].entombed', 'entombed lists leaders by name, e.g. ["Nero"]'),
        ],
        'ru': [
            ('players[0].entombed', 'entombed — список имён лидеров, например ["Nero"]'),
        ],
    },
    'entombed_two_one_slot': {
        'en': [
            ('players[0].entombed', 'leaders entombed: 2, but built stages that entomb a leader: 1'),
        ],
        'ru': [
            ('players[0].entombed', 'погребено лидеров: 2, а построенных этапов, погребающих лидера: 1'),
        ],
    },
    'entombed_card': {
        'en': [
            ('players[0].entombed[0]', "'Lumber Yard' is not a leader"),
        ],
        'ru': [
            ('players[0].entombed[0]', "'Lumber Yard' — не лидер"),
        ],
    },
    'entombed_unknown': {
        'en': [
            ('players[0].entombed[0]', "'Zorro' is not a leader"),
        ],
        'ru': [
            ('players[0].entombed[0]', "'Zorro' — не лидер"),
        ],
    },
    'entombed_in_cards': {
        'en': [
            ('players[0].entombed[0]', 'Alexander is also in the cards of players[0]: an entombed leader lies face down under the board'),
        ],
        'ru': [
            ('players[0].entombed[0]', 'Alexander также есть среди карт players[0]: погребённый лидер лежит рубашкой вверх под планшетом'),
        ],
    },
    'entombed_in_other_cards': {
        'en': [
            ('players[0].entombed[0]', 'Amytis is also in the cards of players[1]: an entombed leader lies face down under the board'),
        ],
        'ru': [
            ('players[0].entombed[0]', 'Amytis также есть среди карт players[1]: погребённый лидер лежит рубашкой вверх под планшетом'),
        ],
    },
    'entombed_twice': {
        'en': [
            ('players[0].entombed[1]', 'Nero is entombed twice'),
        ],
        'ru': [
            ('players[0].entombed[1]', 'Nero погребён дважды'),
        ],
    },
    'entombed_before_its_stage': {
        'en': [
            ('players[0].entombed', 'leaders entombed: 1, but built stages that entomb a leader: 0'),
        ],
        'ru': [
            ('players[0].entombed', 'погребено лидеров: 1, а построенных этапов, погребающих лидера: 0'),
        ],
    },
    'entombed_without_leaders': {
        'en': [
            ('players[0].entombed', 'entombed leaders need the Leaders expansion: add "leaders" to "expansions"'),
        ],
        'ru': [
            ('players[0].entombed', 'погребённые лидеры бывают только с дополнением «Лидеры»: добавьте "leaders" в "expansions"'),
        ],
    },
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_every_bad_wonder_pack_document_says_each_problem_at_its_path(name, lang):
    assert problems(CASES[name], lang) == EXPECTED[name][lang]


def test_the_great_walls_stages_in_any_order_and_the_next_one_are_read():
    # wall_stages [4, 2] as [2, 4]; the next stage 3 not yet built: the same score
    doc = player(PACK, 1, wall_stages=[4, 2], wall_next=3)
    oleg = next(p for p in games.score(doc).players if p.name == "Oleg")
    assert [d.text for d in oleg.details if d.category == "wonder"] == [
        "The Great Wall B: stages 4, 2 built, in any order"]
    assert oleg.categories["science"] == 10


def test_the_first_stage_may_be_the_great_walls_next():
    # stages 2 and 4 built, stage 1 the one built now (its stages are built in any order): no problem
    result = games.score(player(PACK, 1, wall_stages=[2, 4], wall_next=1))
    assert [p.total for p in result.players] == [p.total for p in games.score(PACK).players]


@pytest.mark.parametrize("name", ["The Great Wall", "Великая Китайская стена", "Великий Китайський мур"])
def test_the_referee_screen_asks_for_the_great_walls_stage_whatever_the_boards_language(name):
    from referee.expansions.wonderpack import REFEREE
    doc = player(PACK, 1, wonder=name)
    sections = REFEREE.screen(doc, {})
    assert [(s["id"], [f["label"] for f in s["fields"]]) for s in sections] == [
        ("wonderpack", ["The Great Wall: the stage the player builds (its stages are built in any order)"])]
