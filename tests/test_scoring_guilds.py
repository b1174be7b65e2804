"""Every guild and every wonder side, from the printed cards and boards."""
import copy

import pytest

from scoring.classic.score import score
from tests.helpers import player, table


def five(me, left, right, far1=None, far2=None):
    """5 players; seat 0 is `me`, seat 1 sits to its left and seat 4 to its right."""
    return table(me, left, far1 or player("Far1", "Ephesos"), far2 or player("Far2", "Olympia"), right)


NEIGHBOURS = dict(
    left=player("Lena", "Gizah", cards=["Lumber Yard", "Stone Pit", "Loom", "Altar", "Tavern", "Apothecary",
                                        "Stockade", "Barracks"], stages=2, military=[-1, -1, 3]),
    right=player("Roma", "Babylon", cards=["Ore Vein", "Press", "Glassworks", "Baths", "Marketplace",
                                          "Workshop", "Scriptorium", "Guard Tower"], stages=1, military=[-1, 1]),
)
ME_BASE = ["Clay Pool", "Timber Yard", "Theater", "West Trading Post", "Walls"]


def guild_points(guild, **me_kw):
    me = player("Ira", "Rhodos", cards=ME_BASE + [guild], **me_kw)
    doc = five(me, copy.deepcopy(NEIGHBOURS["left"]), copy.deepcopy(NEIGHBOURS["right"]))
    result = score(doc)
    return result.players[0].categories["guilds"], result.players[0]


@pytest.mark.parametrize("guild, expected, why", [
    ("Workers Guild", 3, "1 per brown card in both neighbours: Lena 2 + Roma 1"),
    ("Craftsmens Guild", 6, "2 per grey card in both neighbours: Lena 1 + Roma 2 = 3 cards"),
    ("Traders Guild", 2, "1 per yellow card in both neighbours: Tavern, Marketplace"),
    ("Philosophers Guild", 3, "1 per green card in both neighbours: Apothecary, Workshop, Scriptorium"),
    ("Spies Guild", 3, "1 per red card in both neighbours: Stockade, Barracks, Guard Tower"),
    ("Magistrates Guild", 2, "1 per blue card in both neighbours: Altar, Baths"),
    ("Strategists Guild", 3, "1 per defeat token in both neighbours: Lena 2 + Roma 1"),
    ("Builders Guild", 5, "1 per wonder stage in own city and both neighbours: 2 + 1 + own 2"),
    ("Shipowners Guild", 3, "1 per own brown, grey and purple card: Clay Pool, Timber Yard + itself"),
])
def test_each_guild(guild, expected, why):
    pts, p = guild_points(guild, stages=2)
    assert pts == expected, why
    assert any(d.source == guild and d.points == expected for d in p.details)


def test_scientists_guild_is_a_science_wildcard():
    # card: Scientists Guild gives one science symbol of the player's choice, chosen at the end
    pts, p = guild_points("Scientists Guild")
    assert pts == 0
    assert p.categories["science"] == 1
    assert p.choices["wildcards"][0]["source"] == "Scientists Guild"


def test_guild_explanation_names_the_count():
    _, p = guild_points("Spies Guild")
    text = next(d.text for d in p.details if d.source == "Spies Guild")
    assert text.startswith("Spies Guild: red cards in neighbouring cities — 3")
    assert text.endswith("→ 3")


def test_far_cities_do_not_count():
    # guild arrows point to the two neighbours only (seed 000, Гильдии: "Примечание")
    me = player("Ira", "Rhodos", cards=["Spies Guild"])
    far = player("Far1", "Ephesos", cards=["Stockade", "Barracks", "Guard Tower"])
    doc = five(me, player("L", "Gizah"), player("R", "Babylon"), far1=far)
    assert score(doc).players[0].categories["guilds"] == 0


# -- wonder sides: points of every stage (the boards; seed 000, "Описание Чудес Света") -----------
@pytest.mark.parametrize("wonder, side, per_stage", [
    ("Rhodos", "A", [3, 0, 7]), ("Rhodos", "B", [3, 4]),
    ("Alexandria", "A", [3, 0, 7]), ("Alexandria", "B", [0, 0, 7]),
    ("Ephesos", "A", [3, 0, 7]), ("Ephesos", "B", [2, 3, 5]),
    ("Babylon", "A", [3, 0, 7]), ("Babylon", "B", [3, 0, 0]),
    ("Olympia", "A", [3, 0, 7]), ("Olympia", "B", [0, 5, 0]),
    ("Halikarnassos", "A", [3, 0, 7]), ("Halikarnassos", "B", [2, 1, 0]),
    ("Gizah", "A", [3, 5, 7]), ("Gizah", "B", [3, 5, 5, 7]),
])
def test_wonder_side_points(wonder, side, per_stage):
    for built in range(len(per_stage) + 1):
        doc = table(player("Me", wonder, side, stages=built), player("L", "Rhodos" if wonder != "Rhodos" else "Gizah"),
                    player("R", "Alexandria" if wonder != "Alexandria" else "Gizah"))
        assert score(doc).players[0].categories["wonder"] == sum(per_stage[:built])


@pytest.mark.parametrize("side, stages, wild", [("A", 1, 0), ("A", 2, 1), ("A", 3, 1), ("B", 2, 0), ("B", 3, 1)])
def test_babylon_science_wildcard(side, stages, wild):
    # Babylon A stage 2 / B stage 3: one science symbol of the player's choice at the end of the game
    doc = table(player("Bab", "Babylon", side, stages=stages, cards=["Apothecary", "Workshop"]),
                player("L", "Gizah"), player("R", "Rhodos"))
    p = score(doc).players[0]
    assert p.categories["science"] == (10 if wild else 2)   # compass+gear+wildcard tablet = 1+1+1+7
    assert len(p.choices.get("wildcards", [])) == wild


def test_two_wildcards_chosen_together():
    # Babylon + Scientists Guild: 2 compass, 1 gear → best is gear+tablet? 2/2/1 = 4+4+1+7 = 16? no:
    # options: (tablet, tablet) 4+1+4+7 = 16, (gear, tablet) 4+4+1+7 = 16, (compass, compass) 16+1 = 17,
    # (compass, tablet) 9+1+1+7 = 18 → the engine must find 18
    doc = table(player("Bab", "Babylon", "A", stages=2, cards=["Apothecary", "Dispensary", "Workshop",
                                                               "Scientists Guild"]),
                player("L", "Gizah"), player("R", "Rhodos"))
    p = score(doc).players[0]
    assert p.categories["science"] == 18
    assert sorted(w["symbol"] for w in p.choices["wildcards"]) == ["compass", "tablet"]


# -- Olympia B copies a neighbour's guild (seed 000, Сторона B: Статуя Зевса в Олимпии) ----------
def olympia_table(stages, left_cards, right_cards, own_cards=()):
    return table(player("Oly", "Olympia", "B", stages=stages, cards=own_cards),
                 player("Lev", "Gizah", cards=left_cards), player("Rita", "Rhodos", cards=right_cards))


def test_olympia_copies_the_best_neighbour_guild():
    # Spies Guild counts Olympia's neighbours' red cards (Lev 2): worth 2 to Olympia;
    # Workers Guild counts their brown cards (Rita 3): worth 3 → copy Workers
    doc = olympia_table(3, ["Spies Guild", "Stockade", "Barracks"],
                        ["Workers Guild", "Lumber Yard", "Ore Vein", "Clay Pool"])
    p = score(doc).players[0]
    assert p.choices["olympia_copy"] == "Workers Guild"
    assert p.categories["guilds"] == 3
    # the copy changes nothing for the owner of the guild (seed 000: "не оказывает никакого эффекта")
    assert score(doc).players[2].categories["guilds"] == 0        # Rita's Workers Guild counts Oly + Lev browns


def test_olympia_copy_needs_the_third_stage():
    doc = olympia_table(2, ["Spies Guild", "Stockade"], [])
    assert "olympia_copy" not in score(doc).players[0].choices
    assert score(doc).players[0].categories["guilds"] == 0


def test_olympia_copying_scientists_guild_gives_a_wildcard():
    doc = olympia_table(3, ["Scientists Guild"], [], own_cards=["Apothecary", "Workshop"])
    p = score(doc).players[0]
    assert p.choices["olympia_copy"] == "Scientists Guild"
    assert p.categories["science"] == 10
    assert p.categories["guilds"] == 0          # the copy counts under science only


def test_olympia_with_no_neighbour_guild_scores_nothing_and_says_so():
    p = score(olympia_table(3, [], [])).players[0]
    assert p.categories["guilds"] == 0
    assert any("no guild" in d.text for d in p.details)


def test_olympia_b_chooses_between_guilds_worth_the_same_whatever_side_they_sit():
    # Copying Scientists Guild (a lone wildcard: 1² = 1) or Philosophers Guild (1 green card in the
    # neighbouring cities) is worth 1 either way (seed 000, Сторона B: Статуя Зевса в Олимпии);
    # the choice must not depend on the direction the table is listed in.
    olympia = player("Ira", "Olympia", "B", stages=3)
    left = player("Oleg", "Gizah", cards=["Scientists Guild"])
    right = player("Sofia", "Babylon", cards=["Philosophers Guild", "Apothecary"])
    doc = table(olympia, left, right)
    mirrored = table(olympia, right, left)
    for d in (doc, mirrored):
        ira = score(d).players[0]
        assert ira.choices["olympia_copy"] == "Philosophers Guild"
        assert (ira.categories["guilds"], ira.categories["science"]) == (1, 0)
    assert score(doc).players[0].total == score(mirrored).players[0].total


def test_olympia_copy_counts_as_a_purple_card_of_her_city():
    # seed 000, Сторона B: Статуя Зевса в Олимпии: the copied guild is played as if Olympia held it,
    # so the copied Shipowners Guild counts her Lumber Yard and itself
    p = score(olympia_table(3, ["Shipowners Guild"], [], own_cards=["Lumber Yard"])).players[0]
    assert p.choices["olympia_copy"] == "Shipowners Guild"
    assert p.categories["guilds"] == 2
    # her own Shipowners Guild counts the copied Workers Guild as a purple card: Lumber Yard, itself,
    # Workers Guild = 3, plus Workers Guild's 1 brown card next door (Rita's Clay Pool)
    p = score(olympia_table(3, ["Workers Guild"], ["Clay Pool"], own_cards=["Shipowners Guild", "Lumber Yard"])
              ).players[0]
    assert p.choices["olympia_copy"] == "Workers Guild"
    assert p.categories["guilds"] == 4


def test_olympia_copies_craftsmens_guild_worth_more_than_workers_guild():
    # Craftsmens Guild: 2 per grey card next door (Lev's Loom and Press: 4); Workers Guild: 1 per
    # brown card (Rita's 3) → Craftsmens
    doc = olympia_table(3, ["Craftsmens Guild", "Loom", "Press"],
                        ["Workers Guild", "Lumber Yard", "Ore Vein", "Clay Pool"])
    p = score(doc).players[0]
    assert p.choices["olympia_copy"] == "Craftsmens Guild"
    assert p.categories["guilds"] == 4


def test_olympia_copies_scientists_guild_worth_more_than_workers_guild():
    # Apothecary (compass) and Workshop (gear): Scientists Guild's tablet makes a set, science
    # 1 + 1 + 1 + 7 = 10 instead of 2, more than Workers Guild's 3 (Rita's brown cards)
    doc = olympia_table(3, ["Scientists Guild"], ["Workers Guild", "Lumber Yard", "Ore Vein", "Clay Pool"],
                        own_cards=["Apothecary", "Workshop"])
    p = score(doc).players[0]
    assert p.choices["olympia_copy"] == "Scientists Guild"
    assert (p.categories["science"], p.categories["guilds"], p.categories["wonder"]) == (10, 0, 5)
    assert p.total == 15


def test_olympia_copies_no_card_that_is_not_a_guild():
    # seed 000, Сторона B: she copies a guild (purple card) only; Haven (yellow: 1 VP per own brown
    # card) would be worth 1 to her
    for left in (["Stone Pit"], ["Haven"]):
        p = score(olympia_table(3, left, [], own_cards=["Lumber Yard"])).players[0]
        assert "olympia_copy" not in p.choices
        assert p.categories["guilds"] == 0 and p.categories["commercial"] == 0 and p.total == 5
        assert any("no guild" in d.text for d in p.details)


def test_olympia_weighs_a_copied_shipowners_guild_counting_itself():
    # Shipowners Guild copied counts her Lumber Yard and itself (2); Scientists Guild gives her a
    # lone wildcard (1² = 1) → Shipowners
    p = score(olympia_table(3, ["Shipowners Guild"], ["Scientists Guild"], own_cards=["Lumber Yard"])).players[0]
    assert p.choices["olympia_copy"] == "Shipowners Guild"
    assert (p.categories["guilds"], p.categories["science"]) == (2, 0)
