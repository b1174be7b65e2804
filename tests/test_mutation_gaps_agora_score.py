"""Agora's Senate row and political supremacy (``scoring/expansions/agora/score.py``) word for word: the score
sheets mutation testing asked for (README "Mutation testing"), each Senate line with its points in English,
Russian and Ukrainian, and the supremacy sentence.

Sources: the Agora facts (``../shared/facts/duel-pantheon-agora.md`` B3): "VP at game end for each Chamber you
control: 1 2 3 3 2 1", control is "strictly more cubes" ("a tie (0-0 included) means no one does"), and
"Controlling all 6 Chambers at the same moment wins at once".  The Chambers and points below are worked out by
hand from those words.
"""
import pytest

from scoring import games
from scoring.core.i18n import use_language
from scoring.expansions.agora import EXPANSION


def senate(doc: dict, lang: str) -> tuple:
    with use_language(lang):
        result = games.score(doc)
    rows = {p.name: (p.categories["senate"], [(d.source, d.points, d.text) for d in p.details
                                               if d.category == "senate"]) for p in result.players}
    return result, rows


# Ana: a cube in Chambers 1, 3 and 4, two in 3 (the list names a Chamber per cube); Bo: 2, 5, 6 (and a tie in 2)
CUBES = {
    "en": ({"Ana": (7, [("chamber 1", 1, "Chamber 1: 1 Influence cube against 0, control → 1"),
                        ("chamber 3", 3, "Chamber 3: 2 Influence cubes against 0, control → 3"),
                        ("chamber 4", 3, "Chamber 4: 1 Influence cube against 0, control → 3")]),
            "Bo": (3, [("chamber 5", 2, "Chamber 5: 1 Influence cube against 0, control → 2"),
                       ("chamber 6", 1, "Chamber 6: 1 Influence cube against 0, control → 1")])}),
    "ru": ({"Ana": (7, [("chamber 1", 1, "Палата 1: 1 кубик влияния против 0, контроль → 1"),
                        ("chamber 3", 3, "Палата 3: 2 кубика влияния против 0, контроль → 3"),
                        ("chamber 4", 3, "Палата 4: 1 кубик влияния против 0, контроль → 3")]),
            "Bo": (3, [("chamber 5", 2, "Палата 5: 1 кубик влияния против 0, контроль → 2"),
                       ("chamber 6", 1, "Палата 6: 1 кубик влияния против 0, контроль → 1")])}),
    "uk": ({"Ana": (7, [("chamber 1", 1, "Палата 1: 1 кубик впливу проти 0, контроль → 1"),
                        ("chamber 3", 3, "Палата 3: 2 кубики впливу проти 0, контроль → 3"),
                        ("chamber 4", 3, "Палата 4: 1 кубик впливу проти 0, контроль → 3")]),
            "Bo": (3, [("chamber 5", 2, "Палата 5: 1 кубик впливу проти 0, контроль → 2"),
                       ("chamber 6", 1, "Палата 6: 1 кубик впливу проти 0, контроль → 1")])}),
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_each_chamber_controlled_by_cubes_scores_its_points_with_both_counts(lang):
    result, rows = senate(EXPANSION.examples()[0], lang)
    assert rows == CUBES[lang]
    assert result.extra.get("victory") != "political"


def test_a_player_controlling_nothing_and_political_supremacy_of_the_second_seat():
    # Бен (players[1]) marks all six Chambers as controlled: he wins at once; Ana controls none
    doc = EXPANSION.examples()[1]
    expected = {
        "en": ("controls no Chamber of the Senate → 0", "Chamber {n}: control → {vp}",
               "Бен controls all 6 Chambers of the Senate: Бен wins by political supremacy, at once and whatever "
               "the points"),
        "ru": ("не контролирует ни одной Палаты Сената → 0", "Палата {n}: контроль → {vp}",
               "Бен контролирует все 6 Палат Сената: Бен сразу побеждает политическим превосходством, независимо "
               "от очков"),
        "uk": ("не контролює жодної Палати Сенату → 0", "Палата {n}: контроль → {vp}",
               "Бен контролює всі 6 Палат Сенату: Бен одразу перемагає політичною перевагою, незалежно від очок"),
    }
    for lang, (nothing, chamber, why) in expected.items():
        result, rows = senate(doc, lang)
        assert rows["Ana"] == (0, [("senate", 0, nothing)])
        assert rows["Бен"] == (12, [(f"chamber {n}", vp, chamber.format(n=n, vp=vp))
                                    for n, vp in zip(range(1, 7), (1, 2, 3, 3, 2, 1))])
        assert result.winners == ("Бен",)
        assert (result.extra["victory"], result.extra["explanation"]) == ("political", why)


def test_political_supremacy_of_the_first_seat_by_cubes_against_cubes():
    # Ana: 1 cube in 1, two in 2, one in 3, 4, 5, three in 6; Bo one in 2 and one in 6: Ana holds all six
    doc = {"game": "duel", "expansions": ["agora"], "conflict": 0, "players": [
        {"name": "Ana", "cards": [], "coins": 3, "agora": {"influence": [1, 2, 2, 3, 4, 5, 6, 6, 6]}},
        {"name": "Bo", "cards": [], "coins": 3, "agora": {"influence": [2, 6]}}]}
    result, rows = senate(doc, "en")
    assert rows["Ana"] == (12, [
        ("chamber 1", 1, "Chamber 1: 1 Influence cube against 0, control → 1"),
        ("chamber 2", 2, "Chamber 2: 2 Influence cubes against 1, control → 2"),
        ("chamber 3", 3, "Chamber 3: 1 Influence cube against 0, control → 3"),
        ("chamber 4", 3, "Chamber 4: 1 Influence cube against 0, control → 3"),
        ("chamber 5", 2, "Chamber 5: 1 Influence cube against 0, control → 2"),
        ("chamber 6", 1, "Chamber 6: 3 Influence cubes against 1, control → 1")])
    assert rows["Bo"] == (0, [("senate", 0, "controls no Chamber of the Senate → 0")])
    assert result.winners == ("Ana",)
    assert result.extra["explanation"] == ("Ana controls all 6 Chambers of the Senate: Ana wins by political "
                                           "supremacy, at once and whatever the points")
    _, ru = senate(doc, "ru")
    assert ru["Ana"][1][1] == ("chamber 2", 2, "Палата 2: 2 кубика влияния против 1, контроль → 2")


def test_control_said_by_the_first_player_alone_gives_no_cube_counts():
    # Ana marks Chambers 1 and 3 as hers, Bo says nothing and no cube is given: the lines name control alone
    doc = {"game": "duel", "expansions": ["agora"], "conflict": 0, "players": [
        {"name": "Ana", "cards": [], "coins": 0, "agora": {"control": [1, 3]}},
        {"name": "Bo", "cards": [], "coins": 0}]}
    _, rows = senate(doc, "en")
    assert rows == {"Ana": (4, [("chamber 1", 1, "Chamber 1: control → 1"), ("chamber 3", 3, "Chamber 3: control → 3")]),
                    "Bo": (0, [("senate", 0, "controls no Chamber of the Senate → 0")])}
