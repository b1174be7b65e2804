"""The Great Wall B's mask (``scoring/expansions/wonderpack/score.py``, ``_mask``) chosen together with the city's
other wildcards: the score sheet mutation testing asked for (README "Mutation testing"), word for word in English,
Russian and Ukrainian.

Sources: the Wonder Pack rules as ``scoring/data/wonderpack.json`` records them (the Great Wall B stage 2: a mask
copying the symbol of a neighbour's green card) and the 1st edition's cards (seed 000: Apothecary, Dispensary,
Lodge, Academy compass; Workshop and Laboratory gear; Scriptorium tablet; Scientists Guild any one symbol).
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
DOCUMENTS = {"WALL_GUILD": WALL_GUILD}

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
                'totals': {'Ira': (34, {'science': 34}), 'Oleg': (2, {'science': 2}), 'Sofia': (3, {'civilian': 3})}}}


@pytest.mark.parametrize("name", sorted(EXPECTED))
@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_mask_is_chosen_with_the_other_wildcards(name, lang):
    with use_language(lang):
        result = games.score(DOCUMENTS[name])
    assert [f"{p.name} {d.category} {d.points} [{d.source}]: {d.text}" for p in result.players for d in p.details
            if d.category in ("wonder", "science", "leaders", "guilds")] == EXPECTED[name][lang]
    assert {p.name: (p.total, {c: v for c, v in p.categories.items() if v}) for p in result.players} \
        == EXPECTED[name]["totals"]
