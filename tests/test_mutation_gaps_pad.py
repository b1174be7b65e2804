"""The plain-text score pad (``wonders score --format table``) of real games, whole and line for line:
the column widths, the Free City column, the Total and Rank rows, the game's own sheet facts (a label
shorter or longer than the label column), the winner or the shared victory, the tie-break, the
expansions line, the Duel summary, an old saved game's extra facts, and each player's details."""
from __future__ import annotations

from scoring.core.i18n import use_language
from scoring.core.result import PlayerScore, Result
from scoring.games import get, score
from scoring.games.pad import format_pad

# a quick-pad game of two players tied on points and on coins: a shared victory
TIED_PAD = {"game": "7w", "entry": "pad", "players": [
    {"name": "Ira", "pad": {"military": 5, "civilian": 12}, "coins": 4},
    {"name": "Oleg", "pad": {"military": 5, "civilian": 12}, "coins": 4},
    {"name": "Sofia", "pad": {"guilds": 3}, "coins": 0}]}

FREE_CITY_EN = """\
                        Ann              Бен City (Free City)
Military                  0                0                0
Treasury                  1                2                0
Wonder                    3                8                0
Civilian                  3                2                0
Science                   0                0                1
Commercial                0                0                0
Guilds                    0                0                0
-------------------------------------------------------------
Total                     7               12                1
Rank                      2                1                -

Winner: Бен

Ann:
  [treasury] 3 coins ÷ 3 → 1
  [wonder] Rhodos A, stage 1 → 3
  [civilian] Baths → 3

Бен:
  [treasury] 6 coins ÷ 3 → 2
  [wonder] Gizah B, stage 1 → 3
  [wonder] Gizah B, stage 2 → 5
  [civilian] Altar → 2

City:
  [treasury] 0 coins ÷ 3 → 0
  [science] Science: 1 compass: 1² = 1 → 1
"""

SHARED_RU = """\
                   Ira       Oleg      Sofia
Военные              5          5          0
Казна                0          0          0
Чудо                 0          0          0
Гражданские         12         12          0
Научные              0          0          0
Торговые             0          0          0
Гильдии              0          0          3
--------------------------------------------
Итого               17         17          3
Место                1          1          3

Общая победа: Ira, Oleg
поровну очков (17): побеждает тот, у кого больше «монеты» (победа общая)
Entry: pad

Ira:
  [military] Военные: 5 (введено по строке бланка)
  [civilian] Гражданские: 12 (введено по строке бланка)

Oleg:
  [military] Военные: 5 (введено по строке бланка)
  [civilian] Гражданские: 12 (введено по строке бланка)

Sofia:
  [guilds] Гильдии: 3 (введено по строке бланка)
"""

CITIES_RU = """\
                   Ira       Oleg      Sofia
Военные             18         -2          0
Казна                3         -2          1
Чудо                10          5          3
Гражданские          0          0          0
Научные              2          2          0
Торговые             0          0          0
Гильдии              0          7          6
Города              10          1          5
--------------------------------------------
Итого               43         11         15
Место                1          3          2
Жетоны долга          0         -3         -1

Победитель: Ira
Дополнения: Города

Ira:
  [military] Жетоны конфликтов +1, +1, +3, +3, +5, +5 → 18
  [treasury] 10 монет ÷ 3 → 3
  [wonder] Petra A, этап 1 → 3
  [wonder] Petra A, этап 2 → 7
  [cities] «Hideout» → 2
  [cities] «Lair» → 3
  [cities] «Secret Society»: чёрные карты в своём городе — 5 → 5
  [science] Наука: 1 циркуль, 1 шестерёнка → 2 (маски копируют символы соседей)
  [science] «Spy Ring»: копирует символ «шестерёнка» зелёной карты соседа (Oleg)

Oleg:
  [military] Жетоны конфликтов -1, -1 → -2
  [treasury] 4 монеты ÷ 3 → 1
  [wonder] Byzantium A, этап 1 → 3
  [wonder] Byzantium A, этап 2 → 2
  [science] Наука: 1 шестерёнка, 1 табличка: 1² + 1² = 2 → 2
  [cities] «Residence» → 1
  [guilds] «Guild of Shadows»: чёрные карты в соседних городах — 7 (слева Sofia: 2; справа Ira: 5) → 7
  [treasury] Жетоны долга: 3 → -3

Sofia:
  [military] Жетоны конфликтов -1, -1, -1, -1, -1, +5 → 0
  [treasury] 6 монет ÷ 3 → 2
  [wonder] Родос A, этап 1 → 3
  [cities] «Gates of the City» → 4
  [cities] «Slave Market»: жетоны победы в своём городе — 1 → 1
  [guilds] «Mourners' Guild»: жетоны победы в соседних городах — 6 (слева Ira: 6; справа Oleg: 0) → 6
  [treasury] Жетоны долга: 1 → -1
"""

SEVEN2_TIE_EN = """\
                  Аня     Богдан       Вера
Military            0          0          0
Treasury            1          2          3
Wonder              0          7          3
Civilian            8          0          3
Science             0          0          0
Commercial          0          0          0
Guilds              0          0          0
-------------------------------------------
Total               9          9          9
Rank                3          2          1

Winner: Вера
Аня, Богдан and Вера tie on 9 points; most coins wins (Аня 5, Богдан 7, Вера 9): Вера wins

Аня:
  [treasury] 5 coins ÷ 3 → 1
  [civilian] Theater → 3
  [civilian] Gardens → 5

Богдан:
  [treasury] 7 coins ÷ 3 → 2
  [wonder] Rhodos night, stage 1 → 3
  [wonder] Rhodos night, stage 2 → 4

Вера:
  [treasury] 9 coins ÷ 3 → 3
  [wonder] Ephesos day, stage 1 → 3
  [civilian] Altar → 3
"""

DUEL_EN = """\
                  Ana         Bo
Civilian            6          3
Science             0          0
Commercial          0          0
Guilds              0          0
Wonders             9          6
Progress            7          0
Treasury            3          2
Military            5          0
--------------------------------
Total              30         11
Rank                1          2

Winner: Ana
Victory: Civilian victory
Ana has the most victory points (Ana 30, Bo 11)

Ana:
  [civilian] Theater → 3
  [civilian] Altar → 3
  [wonders] The Pyramids → 9
  [progress] Philosophy → 7
  [treasury] 10 coins ÷ 3 → 3
  [military] Conflict pawn 4 spaces toward Bo's capital → 5

Bo:
  [civilian] Baths → 3
  [wonders] The Sphinx → 6
  [treasury] 7 coins ÷ 3 → 2
  [military] Conflict pawn 4 spaces toward Bo's own capital → 0
"""

ARCHITECTS_EN = """\
                       Ana         Bo
Wonder                  30          8
Blue cards               5          6
Cat                      2          0
Victory tokens           6          3
Progress tokens         18          4
-------------------------------------
Total                   61         21
Rank                     1          2
Pieces built           5/5        2/5

Winner: Ana

Ana:
  [wonder] Giza 2≠ piece (level 1) → 4
  [wonder] Giza 2= piece (level 2) → 5
  [wonder] Giza 3≠ piece (level 3) → 6
  [wonder] Giza 3= piece (level 4) → 7
  [wonder] Giza 4≠ piece (level 5) → 8
  [civilian] 1 blue card × 3 → 3
  [civilian] 1 blue card with the cat icon × 2 → 2
  [cat] the cat token → 2
  [military] 2 victory tokens × 3 → 6
  [progress] Culture: 2 of 2 tokens held → 12
  [progress] Education: 3 progress tokens including itself × 2 → 6

Bo:
  [wonder] Rhodes 2≠ piece (level 1) → 4
  [wonder] Rhodes 2= piece (level 1) → 4
  [civilian] 2 blue cards × 3 → 6
  [military] 1 victory token × 3 → 3
  [progress] Decoration: Rhodes is unfinished (2 of 5 pieces) → 4
"""

OLD_GAME_EN = """\
                  Ira       Oleg
Military            3          0
Treasury            0          0
Wonder              0          0
Civilian            4          9
Science             0          0
Commercial          0          0
Guilds              0          0
--------------------------------
Total               7          9
Rank                -          1

Winner: Oleg
Oleg wins on points
Victory kind: civilian
Expansions: ['cities']

Ira:

Oleg:
"""


def test_the_free_city_column_and_its_blank_rank():
    assert format_pad(score(get("7w").examples()[1])) == FREE_CITY_EN


def test_a_shared_victory_in_russian():
    with use_language("ru"):
        assert format_pad(score(TIED_PAD)) == SHARED_RU


def test_the_expansions_line_and_a_sheet_fact_wider_than_the_labels_in_russian():
    with use_language("ru"):
        assert format_pad(score(get("7w").examples()[2])) == CITIES_RU


def test_a_tie_broken_on_coins_in_the_second_edition():
    assert format_pad(score(get("7w2").examples()[1])) == SEVEN2_TIE_EN


def test_the_duel_pad_ends_with_its_victory_summary():
    assert format_pad(score(get("duel").examples()[0])) == DUEL_EN


def test_the_architects_pad_and_a_sheet_fact_narrower_than_the_labels():
    assert format_pad(score(get("architects").examples()[0])) == ARCHITECTS_EN


def test_an_old_saved_game_gets_the_default_rows_and_its_extra_facts_spelled_out():
    ira = PlayerScore(0, "Ira", {"military": 3, "civilian": 4}, (), {}, 2)
    oleg = PlayerScore(1, "Oleg", {"civilian": 9}, (), {}, 1, rank=1)
    old = Result("an-old-game", (ira, oleg), ("Oleg",), "Oleg wins on points",
                 extra={"victory_kind": "civilian", "expansions": ["cities"]})
    assert format_pad(old) == OLD_GAME_EN


def test_two_expansions_are_named_on_one_line_in_english_and_ukrainian():
    doc = get("7w").examples()[6]
    assert doc["expansions"] == ["wonderpack", "leaders"]
    english = format_pad(score(doc)).split("\n\n")[1]
    with use_language("uk"):
        ukrainian = format_pad(score(doc)).split("\n\n")[1]
    assert english == "Winner: Ira\nExpansions: Wonder Pack, Leaders"
    assert ukrainian == "Переможець: Ira\nДоповнення: Набір Чудес, Лідери"


def test_a_table_playing_one_part_of_babel_names_that_part():
    doc = {"game": "7w", "expansions": ["babel-tower"], "players": [
        {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 2, "coins": 7, "military": [1, 3, 5],
         "cards": ["Lumber Yard", "Barracks", "Apothecary", "Workshop", "Scriptorium"], "babel": {"tiles": [4, 12]}},
        {"name": "Oleg", "wonder": "Olympia", "side": "B", "stages": 3, "coins": 9, "military": [-1, -1, -1],
         "cards": ["Stone Pit", "Altar", "Spies Guild"], "babel": {"tiles": [19]}},
        {"name": "Sofia", "wonder": "Babylon", "side": "A", "stages": 2, "coins": 4, "military": [-1, -1, -1, -1],
         "cards": ["Press", "Library", "Stockade"], "babel": {"tiles": 3}}]}
    english = [line for line in format_pad(score(doc)).splitlines() if line.startswith("Expansions")]
    with use_language("ru"):
        russian = [line for line in format_pad(score(doc)).splitlines() if line.startswith("Дополнения")]
    assert english == ["Expansions: Babel: Tower of Babel only"]
    assert russian == ["Дополнения: Вавилон: только Вавилонская башня"]
