"""The Great Wall B's mask (``scoring/expansions/wonderpack/score.py``, ``_mask``) chosen together with the city's
other wildcards: the score sheet mutation testing asked for (README "Mutation testing"), word for word in English,
Russian and Ukrainian.

Sources: the Wonder Pack rules as ``scoring/data/wonderpack.json`` records them (the Great Wall B stage 2: a mask
copying the symbol of a neighbour's green card) and the 1st edition's cards (seed 000: Apothecary, Dispensary,
Lodge, Academy compass; Workshop and Laboratory gear; Scriptorium tablet; Scientists Guild any one symbol; Workers
Guild 1 VP per brown card of the neighbours; Olympia B stage 3 a neighbour's guild), the Wonder Pack's Manneken
Pis A (stage N copies a neighbour's stage N) and the Leaders data's Ptolemy (a tablet, on a white card).
Worked by hand: Ira holds 4 compass and 1 gear; the Scientists Guild takes any symbol, the mask a gear or a tablet
(Oleg's Laboratory and Scriptorium). Compass + tablet: 5² + 1² + 1² + 7 = 34, the best (gear + tablet: 16 + 4 + 1
+ 7 = 28; the mask alone, the guild forgotten: 16 + 1 + 1 + 7 = 25).
"""
import pytest

from scoring import games
from scoring.core.i18n import use_language

SCIENCE = ["Apothecary", "Dispensary", "Lodge", "Workshop", "Scientists Guild", "Academy"]
WALL_GUILD = {"game": "7w", "expansions": ["wonderpack"], "players": [
    {"name": "Ira", "wonder": "The Great Wall", "side": "B", "wall_stages": [2], "coins": 0, "cards": SCIENCE},
    {"name": "Oleg", "wonder": "Gizah", "side": "A", "stages": 0, "coins": 0, "cards": ["Scriptorium", "Laboratory"]},
    {"name": "Sofia", "wonder": "Ephesos", "side": "A", "stages": 0, "coins": 0, "cards": ["Baths"]}]}
# Oleg's Manneken Pis A copies Ira's Great Wall B stage 2 (the mask: Ira's compass or Sofia's tablet) and, from
# the left, Sofia's Olympia B stage 3 (a neighbour's guild: Ira's Workers Guild, 1 + 2 brown cards = 3); his
# choices keep both (the API returns them as the player's "choices")
OLYMPIA_MASK = {"game": "7w", "expansions": ["wonderpack"], "players": [
    {"name": "Ira", "wonder": "The Great Wall", "side": "B", "wall_stages": [2], "coins": 0,
     "cards": ["Apothecary", "Workers Guild", "Lumber Yard", "Ore Vein"]},
    {"name": "Oleg", "wonder": "Manneken Pis", "side": "A", "stages": 3, "copy_from": "left", "coins": 0,
     "cards": ["Workshop"]},
    {"name": "Sofia", "wonder": "Olympia", "side": "B", "stages": 3, "coins": 0, "cards": ["Scriptorium", "Quarry"]}]}
# Leaders too: Oleg's Ptolemy shows a tablet but is no green card, so Ira's mask may copy only his Apothecary's
# compass (2 compass, 1 gear: 5; a tablet would have made a set: 10)
WALL_PTOLEMY = {"game": "7w", "expansions": ["wonderpack", "leaders"], "players": [
    {"name": "Ira", "wonder": "The Great Wall", "side": "B", "wall_stages": [2], "coins": 0,
     "cards": ["Dispensary", "Workshop"]},
    {"name": "Oleg", "wonder": "Gizah", "side": "A", "stages": 0, "coins": 0, "cards": ["Apothecary", "Ptolemy"]},
    {"name": "Sofia", "wonder": "Ephesos", "side": "A", "stages": 0, "coins": 0, "cards": ["Baths"]}]}
DOCUMENTS = {"WALL_GUILD": WALL_GUILD, "OLYMPIA_MASK": OLYMPIA_MASK, "WALL_PTOLEMY": WALL_PTOLEMY}
CHOICES = {"Ira": {"wildcards": [{"source": "The Great Wall B stage 2", "symbol": "gear", "symbols": ["gear", "tablet"]}]},
           "Oleg": {"olympia_copy": "Workers Guild",
                    "wildcards": [{"source": "Manneken Pis A stage 2", "symbol": "compass",
                                   "symbols": ["compass", "tablet"]}]},
           "Sofia": {"olympia_copy": "Workers Guild"}}

EXPECTED = {'WALL_GUILD': {'en': ['Ira wonder 0 [wall_stages]: The Great Wall B: stage 2 built, in any order',
                       'Ira science 34 [science]: Science: 5 compass, 1 gear, 1 tablet: 5² + 1² + 1² = 27, plus 7 × 1 '
                       'set of three = 7 → 34',
                       'Ira science 0 [Scientists Guild]: wildcard chosen: compass (Scientists Guild)',
                       'Ira science 0 [The Great Wall B stage 2]: The Great Wall B, stage 2: the mask copies a tablet '
                       "of a neighbour's green card",
                       'Oleg science 2 [science]: Science: 1 gear, 1 tablet: 1² + 1² = 2 → 2'],
                'ru': ['Ira wonder 0 [wall_stages]: The Great Wall B: построен этап 2, в любом порядке',
                       'Ira science 34 [science]: Наука: 5 циркулей, 1 шестерёнка, 1 табличка: 5² + 1² + 1² = 27, плюс '
                       '7 × 1 набор из трёх = 7 → 34',
                       'Ira science 0 [Scientists Guild]: выбран символ: циркуль (Гильдия ученых)',
                       'Ira science 0 [The Great Wall B stage 2]: The Great Wall B, этап 2: маска копирует символ '
                       '«табличка» с зелёной карты соседа',
                       'Oleg science 2 [science]: Наука: 1 шестерёнка, 1 табличка: 1² + 1² = 2 → 2'],
                'uk': ['Ira wonder 0 [wall_stages]: The Great Wall B: збудовано етап 2, у будь-якому порядку',
                       'Ira science 34 [science]: Наука: 5 циркулів, 1 шестерня, 1 табличка: 5² + 1² + 1² = 27, плюс 7 '
                       '× 1 набір із трьох = 7 → 34',
                       'Ira science 0 [Scientists Guild]: обрано символ: циркуль (Scientists Guild)',
                       'Ira science 0 [The Great Wall B stage 2]: The Great Wall B, етап 2: маска копіює символ '
                       '«табличка» із зеленої карти сусіда',
                       'Oleg science 2 [science]: Наука: 1 шестерня, 1 табличка: 1² + 1² = 2 → 2'],
                'totals': {'Ira': (34, {'science': 34}), 'Oleg': (2, {'science': 2}), 'Sofia': (3, {'civilian': 3})}},
 'OLYMPIA_MASK': {'en': ['Ira guilds 1 [Workers Guild]: Workers Guild: brown cards in neighbouring cities — 1 (left '
                         'Oleg: 0; right Sofia: 1) → 1',
                         'Ira wonder 0 [wall_stages]: The Great Wall B: stage 2 built, in any order',
                         'Ira science 2 [science]: Science: 1 compass, 1 gear: 1² + 1² = 2 → 2',
                         'Ira science 0 [The Great Wall B stage 2]: The Great Wall B, stage 2: the mask copies a gear '
                         "of a neighbour's green card",
                         'Oleg guilds 3 [Workers Guild]: Workers Guild (copied by Olympia B): brown cards in '
                         'neighbouring cities — 3 (left Sofia: 1; right Ira: 2) → 3',
                         'Oleg guilds 0 [Olympia B stage 3]: Olympia B copies Workers Guild: the neighbour guild worth '
                         'most to this city',
                         'Oleg wonder 0 [copy Olympia B stage 1]: Manneken Pis A, stage 1: copies stage 1 of Olympia B '
                         '(Sofia)',
                         'Oleg wonder 0 [copy The Great Wall B stage 2]: Manneken Pis A, stage 2: copies stage 2 of '
                         'The Great Wall B (Ira)',
                         'Oleg wonder 0 [copy Olympia B stage 3]: Manneken Pis A, stage 3: copies stage 3 of Olympia B '
                         '(Sofia)',
                         'Oleg science 2 [science]: Science: 1 compass, 1 gear: 1² + 1² = 2 → 2',
                         'Oleg science 0 [Manneken Pis A stage 2]: Manneken Pis A, stage 2: the mask copies a compass '
                         "of a neighbour's green card",
                         'Sofia wonder 5 [Olympia B stage 2]: Olympia B, stage 2 → 5',
                         'Sofia guilds 2 [Workers Guild]: Workers Guild (copied by Olympia B): brown cards in '
                         'neighbouring cities — 2 (left Ira: 2; right Oleg: 0) → 2',
                         'Sofia science 1 [science]: Science: 1 tablet: 1² = 1 → 1',
                         'Sofia guilds 0 [Olympia B stage 3]: Olympia B copies Workers Guild: the neighbour guild '
                         'worth most to this city'],
                  'ru': ['Ira guilds 1 [Workers Guild]: «Гильдия рабочих»: коричневых карт у соседей — 1 (слева Oleg: '
                         '0; справа Sofia: 1) → 1',
                         'Ira wonder 0 [wall_stages]: The Great Wall B: построен этап 2, в любом порядке',
                         'Ira science 2 [science]: Наука: 1 циркуль, 1 шестерёнка: 1² + 1² = 2 → 2',
                         'Ira science 0 [The Great Wall B stage 2]: The Great Wall B, этап 2: маска копирует символ '
                         '«шестерёнка» с зелёной карты соседа',
                         'Oleg guilds 3 [Workers Guild]: «Гильдия рабочих (копия Олимпии B)»: коричневых карт у '
                         'соседей — 3 (слева Sofia: 1; справа Ira: 2) → 3',
                         'Oleg guilds 0 [Olympia B stage 3]: Олимпия B копирует гильдию соседа «Гильдия рабочих»: она '
                         'даёт этому городу больше всего',
                         'Oleg wonder 0 [copy Olympia B stage 1]: Manneken Pis A, этап 1: копирует этап 1 чуда Олимпия '
                         'B (Sofia)',
                         'Oleg wonder 0 [copy The Great Wall B stage 2]: Manneken Pis A, этап 2: копирует этап 2 чуда '
                         'The Great Wall B (Ira)',
                         'Oleg wonder 0 [copy Olympia B stage 3]: Manneken Pis A, этап 3: копирует этап 3 чуда Олимпия '
                         'B (Sofia)',
                         'Oleg science 2 [science]: Наука: 1 циркуль, 1 шестерёнка: 1² + 1² = 2 → 2',
                         'Oleg science 0 [Manneken Pis A stage 2]: Manneken Pis A, этап 2: маска копирует символ '
                         '«циркуль» с зелёной карты соседа',
                         'Sofia wonder 5 [Olympia B stage 2]: Олимпия B, этап 2 → 5',
                         'Sofia guilds 2 [Workers Guild]: «Гильдия рабочих (копия Олимпии B)»: коричневых карт у '
                         'соседей — 2 (слева Ira: 2; справа Oleg: 0) → 2',
                         'Sofia science 1 [science]: Наука: 1 табличка: 1² = 1 → 1',
                         'Sofia guilds 0 [Olympia B stage 3]: Олимпия B копирует гильдию соседа «Гильдия рабочих»: она '
                         'даёт этому городу больше всего'],
                  'uk': ['Ira guilds 1 [Workers Guild]: «Workers Guild»: коричневих карт у сусідів — 1 (ліворуч Oleg: '
                         '0; праворуч Sofia: 1) → 1',
                         'Ira wonder 0 [wall_stages]: The Great Wall B: збудовано етап 2, у будь-якому порядку',
                         'Ira science 2 [science]: Наука: 1 циркуль, 1 шестерня: 1² + 1² = 2 → 2',
                         'Ira science 0 [The Great Wall B stage 2]: The Great Wall B, етап 2: маска копіює символ '
                         '«шестерня» із зеленої карти сусіда',
                         'Oleg guilds 3 [Workers Guild]: «Workers Guild (копія Олімпії B)»: коричневих карт у сусідів '
                         '— 3 (ліворуч Sofia: 1; праворуч Ira: 2) → 3',
                         'Oleg guilds 0 [Olympia B stage 3]: Олімпія B копіює гільдію сусіда «Workers Guild»: вона дає '
                         'цьому місту найбільше',
                         'Oleg wonder 0 [copy Olympia B stage 1]: Manneken Pis A, етап 1: копіює етап 1 чуда Olympia B '
                         '(Sofia)',
                         'Oleg wonder 0 [copy The Great Wall B stage 2]: Manneken Pis A, етап 2: копіює етап 2 чуда '
                         'The Great Wall B (Ira)',
                         'Oleg wonder 0 [copy Olympia B stage 3]: Manneken Pis A, етап 3: копіює етап 3 чуда Olympia B '
                         '(Sofia)',
                         'Oleg science 2 [science]: Наука: 1 циркуль, 1 шестерня: 1² + 1² = 2 → 2',
                         'Oleg science 0 [Manneken Pis A stage 2]: Manneken Pis A, етап 2: маска копіює символ '
                         '«циркуль» із зеленої карти сусіда',
                         'Sofia wonder 5 [Olympia B stage 2]: Olympia B, етап 2 → 5',
                         'Sofia guilds 2 [Workers Guild]: «Workers Guild (копія Олімпії B)»: коричневих карт у сусідів '
                         '— 2 (ліворуч Ira: 2; праворуч Oleg: 0) → 2',
                         'Sofia science 1 [science]: Наука: 1 табличка: 1² = 1 → 1',
                         'Sofia guilds 0 [Olympia B stage 3]: Олімпія B копіює гільдію сусіда «Workers Guild»: вона '
                         'дає цьому місту найбільше'],
                  'totals': {'Ira': (3, {'science': 2, 'guilds': 1}),
                             'Oleg': (5, {'science': 2, 'guilds': 3}),
                             'Sofia': (8, {'wonder': 5, 'science': 1, 'guilds': 2})}},
 'WALL_PTOLEMY': {'en': ['Ira wonder 0 [wall_stages]: The Great Wall B: stage 2 built, in any order',
                         'Ira science 5 [science]: Science: 2 compass, 1 gear: 2² + 1² = 5 → 5',
                         'Ira science 0 [The Great Wall B stage 2]: The Great Wall B, stage 2: the mask copies a '
                         "compass of a neighbour's green card",
                         'Oleg science 2 [science]: Science: 1 compass, 1 tablet: 1² + 1² = 2 → 2'],
                  'ru': ['Ira wonder 0 [wall_stages]: The Great Wall B: построен этап 2, в любом порядке',
                         'Ira science 5 [science]: Наука: 2 циркуля, 1 шестерёнка: 2² + 1² = 5 → 5',
                         'Ira science 0 [The Great Wall B stage 2]: The Great Wall B, этап 2: маска копирует символ '
                         '«циркуль» с зелёной карты соседа',
                         'Oleg science 2 [science]: Наука: 1 циркуль, 1 табличка: 1² + 1² = 2 → 2'],
                  'uk': ['Ira wonder 0 [wall_stages]: The Great Wall B: збудовано етап 2, у будь-якому порядку',
                         'Ira science 5 [science]: Наука: 2 циркулі, 1 шестерня: 2² + 1² = 5 → 5',
                         'Ira science 0 [The Great Wall B stage 2]: The Great Wall B, етап 2: маска копіює символ '
                         '«циркуль» із зеленої карти сусіда',
                         'Oleg science 2 [science]: Наука: 1 циркуль, 1 табличка: 1² + 1² = 2 → 2'],
                  'totals': {'Ira': (5, {'science': 5}), 'Oleg': (2, {'science': 2}), 'Sofia': (3, {'civilian': 3})}}}


def sheet(doc: dict, lang: str) -> tuple[list[str], dict]:
    """The wonder, science, leaders and guilds lines of a score sheet in ``lang``, and each player's total and
    non-zero rows."""
    with use_language(lang):
        result = games.score(doc)
    lines = [f"{p.name} {d.category} {d.points} [{d.source}]: {d.text}" for p in result.players for d in p.details
             if d.category in ("wonder", "science", "leaders", "guilds")]
    return lines, {p.name: (p.total, {c: v for c, v in p.categories.items() if v}) for p in result.players}


@pytest.mark.parametrize("name", sorted(EXPECTED))
@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_mask_is_chosen_with_the_other_wildcards(name, lang):
    assert sheet(DOCUMENTS[name], lang) == (EXPECTED[name][lang], EXPECTED[name]["totals"])


def test_the_mask_keeps_the_players_other_choices():
    result = games.score(OLYMPIA_MASK)
    assert {p.name: p.choices for p in result.players} == CHOICES


# Stonehenge B, stage 2 with a black City card tucked (Cities: black is an Age card's colour): 1 VP per black card
# of the neighbours, Oleg's Residence and Militia and Sofia's Gates of the City, named in each language
TUCKED_BLACK = {"game": "7w", "expansions": ["wonderpack", "cities"], "players": [
    {"name": "Ira", "wonder": "Stonehenge", "side": "B", "stages": 2, "tucked_colour": "black", "coins": 0,
     "cards": ["Quarry"]},
    {"name": "Oleg", "wonder": "Gizah", "side": "A", "stages": 0, "coins": 0, "cards": ["Loom", "Residence", "Militia"]},
    {"name": "Sofia", "wonder": "Ephesos", "side": "A", "stages": 0, "coins": 0, "cards": ["Baths", "Gates of the City"]}]}
BLACK_LINES = {
    "en": [("wonder", 2, "Stonehenge B, stage 1: 2 stone symbols on brown cards × 1 → 2"),
           ("wonder", 3, "Stonehenge B, stage 2: black cards in the neighbouring cities (the tucked card's colour) "
                         "— 3 × 1 → 3")],
    "ru": [("wonder", 2, "Stonehenge B, этап 1: символов камня на коричневых картах — 2 × 1 → 2"),
           ("wonder", 3, "Stonehenge B, этап 2: чёрных карт у соседей (цвет карты под этапом) — 3 × 1 → 3")],
    "uk": [("wonder", 2, "Stonehenge B, етап 1: символів каменю на коричневих картах — 2 × 1 → 2"),
           ("wonder", 3, "Stonehenge B, етап 2: чорних карт у сусідів (колір карти під етапом) — 3 × 1 → 3")]}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_tucked_black_card_names_the_black_cards(lang):
    with use_language(lang):
        ira = games.score(TUCKED_BLACK).players[0]
    assert [(d.category, d.points, d.text) for d in ira.details if d.category == "wonder"] == BLACK_LINES[lang]
    assert (ira.categories["wonder"], ira.total) == (5, 5)
