"""The Leaders expansion on the score pad (scoring.expansions.leaders): leaders named in ``cards`` in
any language, the leaders row, every end-of-game leader effect and the Leaders guilds. Each expected
number is worked out by hand from the card's effect in scoring/data/leaders.json (its sources there)."""
from __future__ import annotations

import copy

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import use_language

GAME = games.get("7w")
LEADERS = GAME.expansion("leaders")


def table(*cities: dict) -> dict:
    base = ({"name": "Ira", "wonder": "Rhodos", "side": "A"}, {"name": "Oleg", "wonder": "Gizah", "side": "B"},
            {"name": "Sofia", "wonder": "Babylon", "side": "A"})
    return {"game": "7w", "expansions": ["leaders"],
            "players": [{**b, "stages": 0, "coins": 0, "cards": [], **c} for b, c in zip(base, cities)]}


def lines(result, seat: int, row: str) -> list[tuple[str, int]]:
    return [(d.source, d.points) for d in result.players[seat].details if d.category == row]


def test_the_example_scores_every_leader_and_guild():
    result = GAME.score(LEADERS.examples()[0])
    ira, oleg, sofia = result.players
    # Alexander: 2 Victory tokens × 1; Amytis: 2 stages × 2; Midas: 9 coins → 3 groups of 3 × 1
    assert lines(result, 0, "leaders") == [("Alexander", 2), ("Amytis", 4), ("Midas", 3)] and ira.categories["leaders"] == 9
    # Diplomats' Guild: the neighbours' leaders (Ira 3, Sofia 1) × 1, in the guilds row
    assert lines(result, 1, "guilds") == [("Diplomats' Guild", 4)] and oleg.categories["leaders"] == 0
    # Nefertiti 4; the Courtesans' Guild copies the neighbour's leader worth most to Sofia: Amytis
    # (her 1 stage × 2 = 2; Midas: 6 coins → 2; Alexander: no Victory token → 0; Aristotle: no set → 0)
    assert lines(result, 2, "leaders") == [("Nefertiti", 4), ("Courtesans' Guild", 2)]
    assert result.extra["expansions"] == ["leaders"]
    assert [r.id for r in GAME.rows_in(result)][-1] == "leaders"          # after the guilds (data: rows)


@pytest.mark.parametrize("leader,city,points", [
    ("Cleopatra", {}, 5),
    ("Hiram", {"cards": ["Spies Guild", "Traders Guild"]}, 4),                       # 2 guilds × 2
    ("Phidias", {"cards": ["Lumber Yard", "Stone Pit", "Glassworks"]}, 2),           # 2 brown × 1
    ("Justinian", {"cards": ["Baths", "Stockade", "Apothecary", "Altar"]}, 3),        # 1 set blue+red+green × 3
    ("Plato", {"cards": ["Lumber Yard", "Glassworks", "Baths", "East Trading Post", "Apothecary", "Stockade",
                         "Spies Guild"]}, 7),                                         # one of every colour
    ("Midas", {"coins": 11}, 3),                                                      # 11 // 3
    ("Alexander", {"military": [1, 1, 3, 3]}, 4),                                     # Victory tokens, not their value
    ("Amytis", {"stages": 2}, 4),
])
def test_each_end_of_game_leader_effect(leader, city, points):
    doc = table({**city, "cards": city.get("cards", []) + [leader]}, {}, {})
    if "military" in doc["players"][0]:
        doc["players"][1]["military"] = [-1, -1]           # Ira beat both neighbours in ages I and II
        doc["players"][2]["military"] = [-1, -1]
        doc["players"][0]["cards"] = doc["players"][0]["cards"] + ["Barracks", "Stables"]
    result = GAME.score(doc)
    assert result.players[0].categories["leaders"] == points
    assert dict(lines(result, 0, "leaders"))[leader] == points


def test_aristotle_chooses_the_wildcard_with_his_bonus():
    # 4 compasses, 1 gear and the Scientists Guild's wildcard: without Aristotle the wildcard is a
    # 5th compass (25 + 1 = 26 beats 16 + 1 + 1 + 7 = 25); with him a set is worth 7 + 3, so the
    # tablet wins (25 + 3 = 28 against 26): the science row 25, the leaders row 3
    cards = ["Apothecary", "Dispensary", "Lodge", "Academy", "Workshop", "Scientists Guild"]
    without = GAME.score(table({"cards": cards}, {}, {}))
    assert without.players[0].categories["science"] == 26
    assert without.players[0].choices["wildcards"][0]["symbol"] == "compass"
    with_him = GAME.score(table({"cards": cards + ["Aristotle"]}, {}, {}))
    ira = with_him.players[0]
    assert (ira.categories["science"], ira.categories["leaders"]) == (25, 3)
    assert ira.choices["wildcards"][0]["symbol"] == "tablet"
    assert sum(d.points for d in ira.details if d.category == "science") == 25


def test_leaders_science_and_shields_count_through_the_base_game():
    result = GAME.score(table({"cards": ["Euclid", "Apothecary"]}, {}, {}))
    assert result.players[0].categories["science"] == 4                  # 2 compasses: 2²
    parsed = GAME.parse(table({"cards": ["Caesar", "Stockade"]}, {}, {}))
    assert parsed.cities[0].shields == 3                                  # Caesar 2 + Stockade 1


def test_the_gamers_guild_and_a_leader_named_in_russian_and_ukrainian():
    doc = table({"cards": ["Gamers' Guild"], "coins": 10}, {"cards": ["Александр"]}, {"cards": ["Олександр"]})
    with pytest.raises(BadInput) as exc:                    # the same leader in two cities
        GAME.score(doc)
    assert [p.path for p in exc.value.problems] == ["players[2].cards[0]"]
    doc["players"][2]["cards"] = ["Нефертіті"]
    result = GAME.score(doc)
    assert lines(result, 0, "guilds") == [("Gamers' Guild", 3)]         # 10 coins // 3
    assert lines(result, 2, "leaders") == [("Nefertiti", 4)]
    with use_language("ru"):
        text = [d.text for d in GAME.score(doc).players[2].details if d.category == "leaders"]
    # «Нефертити» is the app's translation (leaders.json names_src ru TR), printed on no card: a
    # search word, the Russian box shows the English name (README, "The box's language")
    assert text == ["«Nefertiti»: 4 ПО"]


def test_a_leader_without_the_expansion_is_an_unknown_card():
    doc = table({"cards": ["Cleopatra"]}, {}, {})
    doc["expansions"] = []
    with pytest.raises(BadInput) as exc:
        GAME.score(copy.deepcopy(doc))
    assert [p.path for p in exc.value.problems] == ["players[0].cards[0]"]


def test_rome_is_a_board_of_a_table_playing_leaders():
    # leaders.json wonders: Rome's stages (B: 5 coins then 3 VP, 3 VP; A: 4 VP, 6 VP) score in the
    # wonder row; the board produces nothing (its recruiting discount replaces the resource)
    doc = copy.deepcopy(LEADERS.examples()[0])
    doc["players"][0] = dict(doc["players"][0], wonder="Рим", side="B", stages=3)
    table = games.get("7w").parse(doc)
    assert (table.cities[0].wonder.name, table.cities[0].side.produce) == ("Roma", None)
    first = games.get("7w").score(doc).players[0]
    assert first.categories["wonder"] == 3 + 3
    doc["players"][0] = dict(doc["players"][0], wonder="Colosseum", side="A", stages=2)
    assert games.get("7w").score(doc).players[0].categories["wonder"] == 4 + 6
    without = copy.deepcopy(doc)
    without["expansions"] = []
    for p in without["players"]:
        p["cards"] = [c for c in p["cards"] if c in ("Lumber Yard", "Barracks", "Altar", "Theater", "Loom",
                                                      "Apothecary", "Workshop", "Scriptorium")]
    with pytest.raises(BadInput) as exc:                          # Rome needs Leaders (leaders.json rules)
        games.get("7w").parse(without)
    assert [p.path for p in exc.value.problems] == ["players[0].wonder"]


def test_screens_show_a_leader_and_rome_by_their_names_in_the_box():
    from wonders import l10n
    # Ramses and Rome have Russian names with a source (seed 004, leaders.json names_src S004); Midas's
    # «Мидас» is the app's translation (TR): found when typed, shown in English
    assert (l10n.name("7w", "Ramses", "ru"), l10n.name("7w", "Roma", "ru"), l10n.name("7w", "Roma", "en")) == (
        "Рамзес", "Рим", "Roma")
    assert (l10n.name("7w", "Midas", "ru"), l10n.name("7w", "Мидас", "ru"), l10n.name("7w", "Мідас", "uk")) == (
        "Midas", "Midas", "Midas")


def test_the_courtesans_guild_copying_aristotle_scores_his_bonus_and_moves_the_wildcard():
    # Leaders: the Courtesans' Guild copies a neighbour's leader; copying Aristotle gives +3 per complete
    # science set (data file, science_set_bonus). Sofia (Babylon A, 2 stages: a science wildcard) holds
    # 4 compasses and a gear. Without the copy the wildcard is a compass: 5² + 1² = 26. Copying Ira's
    # Aristotle, a tablet makes a set: 4² + 1² + 1² + 7 = 25 science and 3 VP for the guild: 28 > 26.
    doc = table({"cards": ["Aristotle"]}, {},
                {"stages": 2, "cards": ["Apothecary", "Dispensary", "Lodge", "Academy", "Workshop", "Courtesans' Guild"]})
    sofia = GAME.score(doc).players[2]
    assert sofia.categories["science"] == 25
    assert lines(GAME.score(doc), 2, "leaders") == [("Courtesans' Guild", 3)]
    # without the guild the wildcard stays a compass
    doc["players"][2]["cards"].remove("Courtesans' Guild")
    assert GAME.score(doc).players[2].categories["science"] == 26
