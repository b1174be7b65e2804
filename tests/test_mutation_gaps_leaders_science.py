"""The Leaders score (``scoring.expansions.leaders.score``) where Aristotle's bonus and the Courtesans' Guild's
copy change which symbol a wildcard takes or which leader is copied: score sheets word for word in English, Russian
and Ukrainian, the positions mutation testing of the module asked for (README "Mutation testing").

Sources: ``scoring/data/leaders.json`` (Leaders rulebook, the leaders' texts): Aristotle 3 VP per complete science
set, Euclid a compass, Cleopatra 5 VP, Sappho 2 VP, Aspasia 2 VP, Nefertiti 4 VP, Pericles 2 VP per red card,
Courtesans' Guild a neighbour's leader copied (the one worth most to its city; on equal points the first found);
1st edition cards (seed 000): Apothecary, Dispensary, Lodge, Academy compass, Workshop gear, Scientists Guild any
symbol, Guard Tower, Walls, Barracks, Stockade red. Worked by hand:
- TIE_ARISTOTLE: 5 compass, 1 gear and the guild: compass 36 + 1 = 37; tablet 25 + 1 + 1 + 7 = 34 and Aristotle's
  3 = 37: equal, the higher science row (compass) stays; a bonus of 4 (or 6) would take the tablet.
- COPIED: Oleg's 4 compass and 1 gear: compass 25 + 1 = 26; tablet 16 + 1 + 1 + 7 = 25 and the copied Aristotle's
  3 = 28: the copy is taken, the science line says the bonus chose the symbol.
- COPIED_TIE: Ira's Sappho too: compass 26 + Sappho 2 = 28 = tablet 25 + Aristotle 3: the reading without the copy
  of Aristotle stays.
- TWO_LEADERS: Cleopatra and Sappho add nothing per set: compass (26) is kept.
- COPY_PICK: Oleg may copy Sofia's Pericles (2 × his 2 red cards = 4, found first) or Ira's Cleopatra (5):
  Cleopatra; with his Nefertiti 9.
- MIDAS: 9 coins, 3 VP, an integer in the result document as the CLI and the API write it.
- COPY_EVEN: Sappho and Aspasia are both worth 2.
"""
import json

import pytest

from scoring import games
from test_mutation_gaps_wonderpack_mask import sheet


def _p(name: str, wonder: str, cards: list[str]) -> dict:
    return {"name": name, "wonder": wonder, "side": "A", "stages": 0, "coins": 0, "cards": cards}


def _doc(*players: dict) -> dict:
    return {"game": "7w", "expansions": ["leaders"], "players": list(players)}


SCI4 = ["Apothecary", "Dispensary", "Lodge", "Workshop", "Scientists Guild"]
DOCUMENTS = {
    "TIE_ARISTOTLE": _doc(_p("Ira", "Rhodos", ["Aristotle", "Euclid", "Academy"] + SCI4), _p("Oleg", "Gizah", ["Loom"]),
                          _p("Sofia", "Ephesos", ["Baths"])),
    "COPIED": _doc(_p("Ira", "Rhodos", ["Loom"]), _p("Oleg", "Gizah", ["Courtesans' Guild", "Euclid"] + SCI4),
                   _p("Sofia", "Ephesos", ["Aristotle"])),
    "COPIED_TIE": _doc(_p("Ira", "Rhodos", ["Sappho"]), _p("Oleg", "Gizah", ["Courtesans' Guild", "Euclid"] + SCI4),
                       _p("Sofia", "Ephesos", ["Aristotle"])),
    "TWO_LEADERS": _doc(_p("Ira", "Rhodos", ["Cleopatra", "Sappho", "Academy"] + SCI4), _p("Oleg", "Gizah", ["Loom"]),
                        _p("Sofia", "Ephesos", ["Baths"])),
    "COPY_PICK": _doc(_p("Ira", "Rhodos", ["Cleopatra"]),
                      _p("Oleg", "Gizah", ["Courtesans' Guild", "Barracks", "Stockade", "Nefertiti"]),
                      _p("Sofia", "Ephesos", ["Pericles", "Guard Tower", "Walls"])),
    "COPY_EVEN": _doc(_p("Ira", "Rhodos", ["Sappho"]), _p("Oleg", "Gizah", ["Courtesans' Guild"]),
                      _p("Sofia", "Ephesos", ["Aspasia"])),
}

EXPECTED = {'TIE_ARISTOTLE': {'en': ['Ira science 37 [science]: Science: 6 compass, 1 gear: 6² + 1² = 37 → 37',
                          'Ira science 0 [Scientists Guild]: wildcard chosen: compass (Scientists Guild)',
                          'Ira leaders 0 [Aristotle]: Aristotle: 0 × 3 VP'],
                   'ru': ['Ira science 37 [science]: Наука: 6 циркулей, 1 шестерёнка: 6² + 1² = 37 → 37',
                          'Ira science 0 [Scientists Guild]: выбран символ: циркуль (Гильдия ученых)',
                          'Ira leaders 0 [Aristotle]: «Aristotle»: 0 × 3 ПО'],
                   'uk': ['Ira science 37 [science]: Наука: 6 циркулів, 1 шестерня: 6² + 1² = 37 → 37',
                          'Ira science 0 [Scientists Guild]: обрано символ: циркуль (Scientists Guild)',
                          'Ira leaders 0 [Aristotle]: «Aristotle»: 0 × 3 ПО'],
                   'totals': {'Ira': (37, {'science': 37}), 'Oleg': (0, {}), 'Sofia': (3, {'civilian': 3})}},
 'COPIED': {'en': ["Oleg science 25 [science]: Science: 25 (wildcards chosen with the leaders' bonus counted)",
                   'Oleg science 0 [Scientists Guild]: wildcard chosen: tablet (Scientists Guild)',
                   "Oleg leaders 3 [Courtesans' Guild]: Courtesans' Guild copies Aristotle: 3 VP",
                   'Sofia leaders 0 [Aristotle]: Aristotle: 0 × 3 VP'],
            'ru': ['Oleg science 25 [science]: Наука: 25 (символы на выбор подобраны с учётом бонуса лидера)',
                   'Oleg science 0 [Scientists Guild]: выбран символ: табличка (Гильдия ученых)',
                   "Oleg leaders 3 [Courtesans' Guild]: «Courtesans' Guild» копирует лидера «Aristotle»: 3 ПО",
                   'Sofia leaders 0 [Aristotle]: «Aristotle»: 0 × 3 ПО'],
            'uk': ['Oleg science 25 [science]: Наука: 25 (символи на вибір підібрано з урахуванням бонусу лідера)',
                   'Oleg science 0 [Scientists Guild]: обрано символ: табличка (Scientists Guild)',
                   "Oleg leaders 3 [Courtesans' Guild]: «Courtesans' Guild» копіює лідера «Aristotle»: 3 ПО",
                   'Sofia leaders 0 [Aristotle]: «Aristotle»: 0 × 3 ПО'],
            'totals': {'Ira': (0, {}), 'Oleg': (28, {'science': 25, 'leaders': 3}), 'Sofia': (0, {})}},
 'COPIED_TIE': {'en': ['Ira leaders 2 [Sappho]: Sappho: 2 VP',
                       'Oleg science 26 [science]: Science: 5 compass, 1 gear: 5² + 1² = 26 → 26',
                       'Oleg science 0 [Scientists Guild]: wildcard chosen: compass (Scientists Guild)',
                       "Oleg leaders 2 [Courtesans' Guild]: Courtesans' Guild copies Sappho: 2 VP",
                       'Sofia leaders 0 [Aristotle]: Aristotle: 0 × 3 VP'],
                'ru': ['Ira leaders 2 [Sappho]: «Sappho»: 2 ПО',
                       'Oleg science 26 [science]: Наука: 5 циркулей, 1 шестерёнка: 5² + 1² = 26 → 26',
                       'Oleg science 0 [Scientists Guild]: выбран символ: циркуль (Гильдия ученых)',
                       "Oleg leaders 2 [Courtesans' Guild]: «Courtesans' Guild» копирует лидера «Sappho»: 2 ПО",
                       'Sofia leaders 0 [Aristotle]: «Aristotle»: 0 × 3 ПО'],
                'uk': ['Ira leaders 2 [Sappho]: «Sappho»: 2 ПО',
                       'Oleg science 26 [science]: Наука: 5 циркулів, 1 шестерня: 5² + 1² = 26 → 26',
                       'Oleg science 0 [Scientists Guild]: обрано символ: циркуль (Scientists Guild)',
                       "Oleg leaders 2 [Courtesans' Guild]: «Courtesans' Guild» копіює лідера «Sappho»: 2 ПО",
                       'Sofia leaders 0 [Aristotle]: «Aristotle»: 0 × 3 ПО'],
                'totals': {'Ira': (2, {'leaders': 2}), 'Oleg': (28, {'science': 26, 'leaders': 2}), 'Sofia': (0, {})}},
 'TWO_LEADERS': {'en': ['Ira science 26 [science]: Science: 5 compass, 1 gear: 5² + 1² = 26 → 26',
                        'Ira science 0 [Scientists Guild]: wildcard chosen: compass (Scientists Guild)',
                        'Ira leaders 5 [Cleopatra]: Cleopatra: 5 VP',
                        'Ira leaders 2 [Sappho]: Sappho: 2 VP'],
                 'ru': ['Ira science 26 [science]: Наука: 5 циркулей, 1 шестерёнка: 5² + 1² = 26 → 26',
                        'Ira science 0 [Scientists Guild]: выбран символ: циркуль (Гильдия ученых)',
                        'Ira leaders 5 [Cleopatra]: «Cleopatra»: 5 ПО',
                        'Ira leaders 2 [Sappho]: «Sappho»: 2 ПО'],
                 'uk': ['Ira science 26 [science]: Наука: 5 циркулів, 1 шестерня: 5² + 1² = 26 → 26',
                        'Ira science 0 [Scientists Guild]: обрано символ: циркуль (Scientists Guild)',
                        'Ira leaders 5 [Cleopatra]: «Cleopatra»: 5 ПО',
                        'Ira leaders 2 [Sappho]: «Sappho»: 2 ПО'],
                 'totals': {'Ira': (33, {'science': 26, 'leaders': 7}),
                            'Oleg': (0, {}),
                            'Sofia': (3, {'civilian': 3})}},
 'COPY_PICK': {'en': ['Ira leaders 5 [Cleopatra]: Cleopatra: 5 VP',
                      'Oleg leaders 4 [Nefertiti]: Nefertiti: 4 VP',
                      "Oleg leaders 5 [Courtesans' Guild]: Courtesans' Guild copies Cleopatra: 5 VP",
                      'Sofia leaders 4 [Pericles]: Pericles: 2 × 2 VP'],
               'ru': ['Ira leaders 5 [Cleopatra]: «Cleopatra»: 5 ПО',
                      'Oleg leaders 4 [Nefertiti]: «Nefertiti»: 4 ПО',
                      "Oleg leaders 5 [Courtesans' Guild]: «Courtesans' Guild» копирует лидера «Cleopatra»: 5 ПО",
                      'Sofia leaders 4 [Pericles]: «Pericles»: 2 × 2 ПО'],
               'uk': ['Ira leaders 5 [Cleopatra]: «Cleopatra»: 5 ПО',
                      'Oleg leaders 4 [Nefertiti]: «Nefertiti»: 4 ПО',
                      "Oleg leaders 5 [Courtesans' Guild]: «Courtesans' Guild» копіює лідера «Cleopatra»: 5 ПО",
                      'Sofia leaders 4 [Pericles]: «Pericles»: 2 × 2 ПО'],
               'totals': {'Ira': (5, {'leaders': 5}), 'Oleg': (9, {'leaders': 9}), 'Sofia': (4, {'leaders': 4})}},
 'COPY_EVEN': {'en': ['Ira leaders 2 [Sappho]: Sappho: 2 VP',
                      "Oleg leaders 2 [Courtesans' Guild]: Courtesans' Guild copies Aspasia: 2 VP",
                      'Sofia leaders 2 [Aspasia]: Aspasia: 2 VP'],
               'ru': ['Ira leaders 2 [Sappho]: «Sappho»: 2 ПО',
                      "Oleg leaders 2 [Courtesans' Guild]: «Courtesans' Guild» копирует лидера «Aspasia»: 2 ПО",
                      'Sofia leaders 2 [Aspasia]: «Aspasia»: 2 ПО'],
               'uk': ['Ira leaders 2 [Sappho]: «Sappho»: 2 ПО',
                      "Oleg leaders 2 [Courtesans' Guild]: «Courtesans' Guild» копіює лідера «Aspasia»: 2 ПО",
                      'Sofia leaders 2 [Aspasia]: «Aspasia»: 2 ПО'],
               'totals': {'Ira': (2, {'leaders': 2}), 'Oleg': (2, {'leaders': 2}), 'Sofia': (2, {'leaders': 2})}}}


@pytest.mark.parametrize("name", sorted(EXPECTED))
@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_leaders_science_and_copies(name, lang):
    assert sheet(DOCUMENTS[name], lang) == (EXPECTED[name][lang], EXPECTED[name]["totals"])


MIDAS = _doc({**_p("Ira", "Rhodos", ["Midas", "Gamers' Guild"]), "coins": 9}, _p("Oleg", "Gizah", ["Loom"]),
             _p("Sofia", "Ephesos", ["Baths"]))


def test_coin_counting_leaders_write_whole_points_in_the_result_document():
    ira = games.score(MIDAS).to_json()["players"][0]
    assert json.dumps({k: ira[k] for k in ("total", "categories")}) == (
        '{"total": 9, "categories": {"military": 0, "treasury": 3, "wonder": 0, "civilian": 0, "science": 0, '
        '"commercial": 0, "guilds": 3, "leaders": 3}}')
    assert [json.dumps(d, ensure_ascii=False) for d in ira["details"]] == [
        '{"category": "treasury", "source": "coins", "points": 3, "text": "9 coins ÷ 3 → 3"}',
        '{"category": "leaders", "source": "Midas", "points": 3, "text": "Midas: 3 × 1 VP"}',
        '{"category": "guilds", "source": "Gamers\' Guild", "points": 3, "text": "Gamers\' Guild: 3 × 1 VP"}']
