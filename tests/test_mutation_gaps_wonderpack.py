"""The Wonder Pack's end-of-game lines (``scoring/expansions/wonderpack/score.py``) word for word: the score sheets
mutation testing asked for (README "Mutation testing"), every wonder, science and Leaders line with its row, source
and points in English, Russian and Ukrainian.

Sources: the Wonder Pack rules as the data file ``scoring/data/wonderpack.json`` records them (Stonehenge A stage 3
2 VP and B stage 1 1 VP a stone symbol on one's brown cards, B stage 2 1 VP a card of the tucked card's colour in both
neighbouring cities; Abu Simbel 2 VP a coin of the entombed leader's cost; Manneken Pis A copying its neighbours'
stages 1, 2 and 3; the Great Wall's stages in any order and B stage 2's mask copying a neighbour's green symbol),
its table options (``stonehenge_either_or``, ``manneken_copy``, ``abu_simbel_row``), and the 1st edition's cards
(Quarry two stone, Stone Pit one, Clay Pit clay or ore; Apothecary compass, Workshop gear, Scriptorium tablet).
The counts below were worked out by hand from those.
"""
import pytest

from scoring import games
from scoring.core.i18n import use_language
from scoring.expansions.wonderpack.examples import PACK, WITH_LEADERS, examples

# Oleg's Manneken Pis A copies Sofia's Great Wall B stage 1 (left), Ira's Stonehenge B stage 2 (right: a brown card
# tucked, Ira's three brown cards) and, chosen right, Ira's stage 3, which Stonehenge B does not have; Sofia's mask
# copies a compass (Ira's Apothecary; Oleg's gear and tablet score the same for her)
MANNEKEN = {"game": "7w", "expansions": ["wonderpack"], "players": [
    {"name": "Ira", "wonder": "Stonehenge", "side": "B", "stages": 2, "tucked_colour": "green", "coins": 0,
     "cards": ["Quarry", "Clay Pit", "Stone Pit", "Apothecary"]},
    {"name": "Oleg", "wonder": "Manneken Pis", "side": "A", "stages": 3, "copy_from": "right", "tucked_colour": "brown",
     "coins": 0, "cards": ["Workshop", "Scriptorium", "Lumber Yard"]},
    {"name": "Sofia", "wonder": "The Great Wall", "side": "B", "wall_stages": [1, 2], "coins": 0, "cards": ["Baths"]}]}
# Abu Simbel B: a leader entombed under each stage, Caesar (5 coins) then Nero (1 coin); Sofia's neighbours have
# no green card for her mask
ABU = {"game": "7w", "expansions": ["wonderpack", "leaders"], "players": [
    {"name": "Ira", "wonder": "Abu Simbel", "side": "B", "stages": 2, "entombed": ["Caesar", "Nero"], "coins": 0,
     "cards": ["Lumber Yard"]},
    {"name": "Oleg", "wonder": "Rhodos", "side": "A", "stages": 0, "coins": 0, "cards": ["Loom"]},
    {"name": "Sofia", "wonder": "The Great Wall", "side": "B", "wall_stages": [2], "coins": 0,
     "cards": ["Baths", "Apothecary"]}]}
DOCUMENTS = {"PACK": PACK, "WITH_LEADERS": WITH_LEADERS, "MANNEKEN": MANNEKEN, "ABU": ABU}


def sheet(doc: dict, lang: str) -> list[str]:
    with use_language(lang):
        result = games.score(doc)
    return [f"{p.name} {d.category} {d.points} [{d.source}]: {d.text}" for p in result.players for d in p.details
            if d.category in ("wonder", "science", "leaders")]


EXPECTED = {
    'PACK': {
        'en': [
            'Ira wonder 3 [Stonehenge A stage 1]: Stonehenge A, stage 1 → 3',
            'Ira wonder 5 [Stonehenge A stage 2]: Stonehenge A, stage 2 → 5',
            'Ira science 1 [science]: Science: 1 tablet: 1² = 1 → 1',
            'Ira wonder 6 [Stonehenge A, stage 3]: Stonehenge A, stage 3: 3 stone symbols on brown cards × 2 → 6',
            'Oleg wonder 0 [wall_stages]: The Great Wall B: stages 2, 4 built, in any order',
            'Oleg science 10 [science]: Science: 1 compass, 1 gear, 1 tablet: 1² + 1² + 1² = 3, plus 7 × 1 set of three = 7 → 10',
            "Oleg science 0 [The Great Wall B stage 2]: The Great Wall B, stage 2: the mask copies a tablet of a neighbour's green card",
            'Sofia wonder 3 [Manneken Pis A stage 1]: Manneken Pis A, stage 1 → 3',
            'Sofia wonder 5 [Manneken Pis A stage 3]: Manneken Pis A, stage 3 → 5',
            'Sofia wonder 0 [copy Gizah B stage 1]: Manneken Pis A, stage 1: copies stage 1 of Gizah B (Dan)',
            'Sofia wonder 0 [copy The Great Wall B stage 2]: Manneken Pis A, stage 2: copies stage 2 of The Great Wall B (Oleg)',
            'Sofia wonder 0 [copy Gizah B stage 3]: Manneken Pis A, stage 3: copies stage 3 of Gizah B (Dan) — not built by Dan: copied as printed (the default reading; table option)',
            'Sofia science 2 [science]: Science: 1 compass, 1 tablet: 1² + 1² = 2 → 2',
            "Sofia science 0 [Manneken Pis A stage 2]: Manneken Pis A, stage 2: the mask copies a compass of a neighbour's green card",
            'Dan wonder 3 [Gizah B stage 1]: Gizah B, stage 1 → 3',
        ],
        'ru': [
            'Ira wonder 3 [Stonehenge A stage 1]: Stonehenge A, этап 1 → 3',
            'Ira wonder 5 [Stonehenge A stage 2]: Stonehenge A, этап 2 → 5',
            'Ira science 1 [science]: Наука: 1 табличка: 1² = 1 → 1',
            'Ira wonder 6 [Stonehenge A, этап 3]: Stonehenge A, этап 3: символов камня на коричневых картах — 3 × 2 → 6',
            'Oleg wonder 0 [wall_stages]: The Great Wall B: построены этапы 2, 4, в любом порядке',
            'Oleg science 10 [science]: Наука: 1 циркуль, 1 шестерёнка, 1 табличка: 1² + 1² + 1² = 3, плюс 7 × 1 набор из трёх = 7 → 10',
            'Oleg science 0 [The Great Wall B stage 2]: The Great Wall B, этап 2: маска копирует символ «табличка» с зелёной карты соседа',
            'Sofia wonder 3 [Manneken Pis A stage 1]: Manneken Pis A, этап 1 → 3',
            'Sofia wonder 5 [Manneken Pis A stage 3]: Manneken Pis A, этап 3 → 5',
            'Sofia wonder 0 [copy Gizah B stage 1]: Manneken Pis A, этап 1: копирует этап 1 чуда Гиза B (Dan)',
            'Sofia wonder 0 [copy The Great Wall B stage 2]: Manneken Pis A, этап 2: копирует этап 2 чуда The Great Wall B (Oleg)',
            'Sofia wonder 0 [copy Gizah B stage 3]: Manneken Pis A, этап 3: копирует этап 3 чуда Гиза B (Dan) — игрок Dan его не построил: копируется напечатанный этап (так по умолчанию; вариант правил стола)',
            'Sofia science 2 [science]: Наука: 1 циркуль, 1 табличка: 1² + 1² = 2 → 2',
            'Sofia science 0 [Manneken Pis A stage 2]: Manneken Pis A, этап 2: маска копирует символ «циркуль» с зелёной карты соседа',
            'Dan wonder 3 [Gizah B stage 1]: Гиза B, этап 1 → 3',
        ],
        'uk': [
            'Ira wonder 3 [Stonehenge A stage 1]: Stonehenge A, етап 1 → 3',
            'Ira wonder 5 [Stonehenge A stage 2]: Stonehenge A, етап 2 → 5',
            'Ira science 1 [science]: Наука: 1 табличка: 1² = 1 → 1',
            'Ira wonder 6 [Stonehenge A, етап 3]: Stonehenge A, етап 3: символів каменю на коричневих картах — 3 × 2 → 6',
            'Oleg wonder 0 [wall_stages]: The Great Wall B: збудовано етапи 2, 4, у будь-якому порядку',
            'Oleg science 10 [science]: Наука: 1 циркуль, 1 шестерня, 1 табличка: 1² + 1² + 1² = 3, плюс 7 × 1 набір із трьох = 7 → 10',
            'Oleg science 0 [The Great Wall B stage 2]: The Great Wall B, етап 2: маска копіює символ «табличка» із зеленої карти сусіда',
            'Sofia wonder 3 [Manneken Pis A stage 1]: Manneken Pis A, етап 1 → 3',
            'Sofia wonder 5 [Manneken Pis A stage 3]: Manneken Pis A, етап 3 → 5',
            'Sofia wonder 0 [copy Gizah B stage 1]: Manneken Pis A, етап 1: копіює етап 1 чуда Gizah B (Dan)',
            'Sofia wonder 0 [copy The Great Wall B stage 2]: Manneken Pis A, етап 2: копіює етап 2 чуда The Great Wall B (Oleg)',
            'Sofia wonder 0 [copy Gizah B stage 3]: Manneken Pis A, етап 3: копіює етап 3 чуда Gizah B (Dan) — гравець Dan його не збудував: копіюється надрукований етап (так типово; варіант правил столу)',
            'Sofia science 2 [science]: Наука: 1 циркуль, 1 табличка: 1² + 1² = 2 → 2',
            'Sofia science 0 [Manneken Pis A stage 2]: Manneken Pis A, етап 2: маска копіює символ «циркуль» із зеленої карти сусіда',
            'Dan wonder 3 [Gizah B stage 1]: Gizah B, етап 1 → 3',
        ],
    },
    'WITH_LEADERS': {
        'en': [
            'Ira wonder 3 [Abu Simbel A stage 1]: Abu Simbel A, stage 1 → 3',
            'Ira wonder 5 [Abu Simbel A stage 2]: Abu Simbel A, stage 2 → 5',
            'Ira wonder 10 [Abu Simbel A, stage 3]: Abu Simbel A, stage 3: Caesar entombed, 5 coins × 2 → 10',
            'Ira leaders 0 [Alexander]: Alexander: 0 × 1 VP',
            'Oleg wonder 3 [Stonehenge B, stage 1]: Stonehenge B, stage 1: 3 stone symbols on brown cards × 1 → 3',
            "Oleg wonder 3 [Stonehenge B, stage 2]: Stonehenge B, stage 2: blue cards in the neighbouring cities (the tucked card's colour) — 3 × 1 → 3",
            'Oleg leaders 4 [Amytis]: Amytis: 2 × 2 VP',
            'Sofia wonder 5 [Catan B stage 2]: Catan B, stage 2 → 5',
        ],
        'ru': [
            'Ira wonder 3 [Abu Simbel A stage 1]: Abu Simbel A, этап 1 → 3',
            'Ira wonder 5 [Abu Simbel A stage 2]: Abu Simbel A, этап 2 → 5',
            'Ira wonder 10 [Abu Simbel A, этап 3]: Abu Simbel A, этап 3: погребён лидер Caesar, стоимость в монетах 5 × 2 → 10',
            'Ira leaders 0 [Alexander]: «Alexander»: 0 × 1 ПО',
            'Oleg wonder 3 [Stonehenge B, этап 1]: Stonehenge B, этап 1: символов камня на коричневых картах — 3 × 1 → 3',
            'Oleg wonder 3 [Stonehenge B, этап 2]: Stonehenge B, этап 2: синих карт у соседей (цвет карты под этапом) — 3 × 1 → 3',
            'Oleg leaders 4 [Amytis]: «Amytis»: 2 × 2 ПО',
            'Sofia wonder 5 [Catan B stage 2]: Catan B, этап 2 → 5',
        ],
        'uk': [
            'Ira wonder 3 [Abu Simbel A stage 1]: Abu Simbel A, етап 1 → 3',
            'Ira wonder 5 [Abu Simbel A stage 2]: Abu Simbel A, етап 2 → 5',
            'Ira wonder 10 [Abu Simbel A, етап 3]: Abu Simbel A, етап 3: похований лідер Caesar, вартість у монетах 5 × 2 → 10',
            'Ira leaders 0 [Alexander]: «Alexander»: 0 × 1 ПО',
            'Oleg wonder 3 [Stonehenge B, етап 1]: Stonehenge B, етап 1: символів каменю на коричневих картах — 3 × 1 → 3',
            'Oleg wonder 3 [Stonehenge B, етап 2]: Stonehenge B, етап 2: синіх карт у сусідів (колір карти під етапом) — 3 × 1 → 3',
            'Oleg leaders 4 [Amytis]: «Amytis»: 2 × 2 ПО',
            'Sofia wonder 5 [Catan B stage 2]: Catan B, етап 2 → 5',
        ],
    },
    'MANNEKEN': {
        'en': [
            'Ira science 1 [science]: Science: 1 compass: 1² = 1 → 1',
            'Ira wonder 3 [Stonehenge B, stage 1]: Stonehenge B, stage 1: 3 stone symbols on brown cards × 1 → 3',
            "Ira wonder 2 [Stonehenge B, stage 2]: Stonehenge B, stage 2: green cards in the neighbouring cities (the tucked card's colour) — 2 × 1 → 2",
            'Oleg science 2 [science]: Science: 1 gear, 1 tablet: 1² + 1² = 2 → 2',
            'Oleg wonder 0 [copy The Great Wall B stage 1]: Manneken Pis A, stage 1: copies stage 1 of The Great Wall B (Sofia)',
            'Oleg wonder 0 [copy Stonehenge B stage 2]: Manneken Pis A, stage 2: copies stage 2 of Stonehenge B (Ira)',
            "Oleg wonder 3 [Manneken Pis A, stage 2]: Manneken Pis A, stage 2: brown cards in the neighbouring cities (the tucked card's colour) — 3 × 1 → 3",
            'Oleg wonder 0 [copy Stonehenge B stage 3]: Manneken Pis A, stage 3: copies stage 3 of Stonehenge B (Ira) — that side has no stage 3: nothing',
            'Sofia wonder 0 [wall_stages]: The Great Wall B: stages 1, 2 built, in any order',
            'Sofia science 1 [science]: Science: 1 compass: 1² = 1 → 1',
            "Sofia science 0 [The Great Wall B stage 2]: The Great Wall B, stage 2: the mask copies a compass of a neighbour's green card",
        ],
        'ru': [
            'Ira science 1 [science]: Наука: 1 циркуль: 1² = 1 → 1',
            'Ira wonder 3 [Stonehenge B, этап 1]: Stonehenge B, этап 1: символов камня на коричневых картах — 3 × 1 → 3',
            'Ira wonder 2 [Stonehenge B, этап 2]: Stonehenge B, этап 2: зелёных карт у соседей (цвет карты под этапом) — 2 × 1 → 2',
            'Oleg science 2 [science]: Наука: 1 шестерёнка, 1 табличка: 1² + 1² = 2 → 2',
            'Oleg wonder 0 [copy The Great Wall B stage 1]: Manneken Pis A, этап 1: копирует этап 1 чуда The Great Wall B (Sofia)',
            'Oleg wonder 0 [copy Stonehenge B stage 2]: Manneken Pis A, этап 2: копирует этап 2 чуда Stonehenge B (Ira)',
            'Oleg wonder 3 [Manneken Pis A, этап 2]: Manneken Pis A, этап 2: коричневых карт у соседей (цвет карты под этапом) — 3 × 1 → 3',
            'Oleg wonder 0 [copy Stonehenge B stage 3]: Manneken Pis A, этап 3: копирует этап 3 чуда Stonehenge B (Ira) — на этой стороне нет этапа 3: ничего',
            'Sofia wonder 0 [wall_stages]: The Great Wall B: построены этапы 1, 2, в любом порядке',
            'Sofia science 1 [science]: Наука: 1 циркуль: 1² = 1 → 1',
            'Sofia science 0 [The Great Wall B stage 2]: The Great Wall B, этап 2: маска копирует символ «циркуль» с зелёной карты соседа',
        ],
        'uk': [
            'Ira science 1 [science]: Наука: 1 циркуль: 1² = 1 → 1',
            'Ira wonder 3 [Stonehenge B, етап 1]: Stonehenge B, етап 1: символів каменю на коричневих картах — 3 × 1 → 3',
            'Ira wonder 2 [Stonehenge B, етап 2]: Stonehenge B, етап 2: зелених карт у сусідів (колір карти під етапом) — 2 × 1 → 2',
            'Oleg science 2 [science]: Наука: 1 шестерня, 1 табличка: 1² + 1² = 2 → 2',
            'Oleg wonder 0 [copy The Great Wall B stage 1]: Manneken Pis A, етап 1: копіює етап 1 чуда The Great Wall B (Sofia)',
            'Oleg wonder 0 [copy Stonehenge B stage 2]: Manneken Pis A, етап 2: копіює етап 2 чуда Stonehenge B (Ira)',
            'Oleg wonder 3 [Manneken Pis A, етап 2]: Manneken Pis A, етап 2: коричневих карт у сусідів (колір карти під етапом) — 3 × 1 → 3',
            'Oleg wonder 0 [copy Stonehenge B stage 3]: Manneken Pis A, етап 3: копіює етап 3 чуда Stonehenge B (Ira) — на цій стороні немає етапу 3: нічого',
            'Sofia wonder 0 [wall_stages]: The Great Wall B: збудовано етапи 1, 2, у будь-якому порядку',
            'Sofia science 1 [science]: Наука: 1 циркуль: 1² = 1 → 1',
            'Sofia science 0 [The Great Wall B stage 2]: The Great Wall B, етап 2: маска копіює символ «циркуль» із зеленої карти сусіда',
        ],
    },
    'ABU': {
        'en': [
            'Ira wonder 10 [Abu Simbel B, stage 1]: Abu Simbel B, stage 1: Caesar entombed, 5 coins × 2 → 10',
            'Ira wonder 2 [Abu Simbel B, stage 2]: Abu Simbel B, stage 2: Nero entombed, 1 coin × 2 → 2',
            'Sofia science 1 [science]: Science: 1 compass: 1² = 1 → 1',
            'Sofia wonder 0 [wall_stages]: The Great Wall B: stage 2 built, in any order',
            'Sofia science 0 [The Great Wall B, stage 2]: The Great Wall B, stage 2: no green card in the neighbouring cities, nothing to copy',
        ],
        'ru': [
            'Ira wonder 10 [Abu Simbel B, этап 1]: Abu Simbel B, этап 1: погребён лидер Caesar, стоимость в монетах 5 × 2 → 10',
            'Ira wonder 2 [Abu Simbel B, этап 2]: Abu Simbel B, этап 2: погребён лидер Nero, стоимость в монетах 1 × 2 → 2',
            'Sofia science 1 [science]: Наука: 1 циркуль: 1² = 1 → 1',
            'Sofia wonder 0 [wall_stages]: The Great Wall B: построен этап 2, в любом порядке',
            'Sofia science 0 [The Great Wall B, этап 2]: The Great Wall B, этап 2: у соседей нет зелёных карт, копировать нечего',
        ],
        'uk': [
            'Ira wonder 10 [Abu Simbel B, етап 1]: Abu Simbel B, етап 1: похований лідер Caesar, вартість у монетах 5 × 2 → 10',
            'Ira wonder 2 [Abu Simbel B, етап 2]: Abu Simbel B, етап 2: похований лідер Nero, вартість у монетах 1 × 2 → 2',
            'Sofia science 1 [science]: Наука: 1 циркуль: 1² = 1 → 1',
            'Sofia wonder 0 [wall_stages]: The Great Wall B: збудовано етап 2, у будь-якому порядку',
            'Sofia science 0 [The Great Wall B, етап 2]: The Great Wall B, етап 2: у сусідів немає зелених карт, копіювати нічого',
        ],
    },
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_every_wonder_pack_line_word_for_word(name, lang):
    assert sheet(DOCUMENTS[name], lang) == EXPECTED[name][lang]


def test_the_table_options_other_readings_change_only_their_lines():
    # Excavation (stone or clay) counts no stone symbol: Quarry's two alone
    either_or = sheet(examples()[2], "en")
    assert [line for line in either_or if line not in EXPECTED["PACK"]["en"]] == [
        "Ira wonder 4 [Stonehenge A, stage 3]: Stonehenge A, stage 3: 2 stone symbols on brown cards × 2 → 4"]
    # only a built stage is copied: Dan has not built Gizah B's stage 3, so Sofia's stage 3 scores nothing
    for lang, text in (("en", "not built by Dan: nothing (table option: only a built stage is copied)"),
                       ("ru", "игрок Dan его не построил: ничего (вариант правил стола: копируется только "
                              "построенный этап)")):
        built = sheet(examples()[3], lang)
        gone = [line for line in EXPECTED["PACK"][lang] if line not in built]
        assert [line.split("]")[0] for line in gone] == ["Sofia wonder 5 [Manneken Pis A stage 3",
                                                         "Sofia wonder 0 [copy Gizah B stage 3"]
        assert [line for line in built if line not in EXPECTED["PACK"][lang]] == [
            gone[1].split(" — ")[0] + " — " + text]
    # Abu Simbel's leader in the Leaders row
    for lang, tail in (("en", " (in the Leaders row: table option)"), ("ru", " (в строке «Лидеры»: вариант правил "
                                                                             "стола)")):
        row = sheet(examples()[4], lang)
        entombed = next(line for line in EXPECTED["WITH_LEADERS"][lang] if "Caesar" in line)
        assert [line for line in row if line not in EXPECTED["WITH_LEADERS"][lang]] == [
            entombed.replace("Ira wonder 10", "Ira leaders 10") + tail]
