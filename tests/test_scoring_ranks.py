"""Ranks and the tie-break (seed 000, Конец игры): most coins; still tied, a shared victory."""
from scoring.classic.score import score
from tests.helpers import player, table


def test_more_points_wins():
    r = score(table(player("A", "Gizah", stages=3), player("B", "Rhodos"), player("C", "Babylon")))
    assert r.winners == ("A",)
    assert [p.rank for p in r.players] == [1, 2, 2]
    assert r.tiebreak is None


def test_tie_on_points_most_coins_wins():
    # A: 3 coins → 1 point + 3 (stage) = 4; B: 4 coins → 1 point + Altar 2 + ... make totals equal
    a = player("A", "Gizah", stages=1, coins=5)           # 3 + 1 = 4, 5 coins
    b = player("B", "Rhodos", stages=1, coins=4)          # 3 + 1 = 4, 4 coins
    r = score(table(a, b, player("C", "Babylon")))
    assert [p.total for p in r.players[:2]] == [4, 4]
    assert r.winners == ("A",)
    assert [p.rank for p in r.players] == [1, 2, 3]
    assert "most coins" in r.tiebreak and "A wins" in r.tiebreak


def test_tie_on_points_and_coins_is_a_shared_victory():
    a = player("A", "Gizah", stages=1, coins=4)
    b = player("B", "Rhodos", stages=1, coins=4)
    r = score(table(a, b, player("C", "Babylon")))
    assert r.winners == ("A", "B")
    assert [p.rank for p in r.players] == [1, 1, 3]
    assert "share" in r.tiebreak


def test_free_city_is_scored_but_never_wins():
    # 2-player variant (seed 000, Вариант для двух игроков): the Free City is a third city
    free = player("Free City", "Gizah", stages=3, free_city=True)
    r = score(table(player("A", "Rhodos"), player("B", "Babylon", stages=1), free))
    assert r.players[2].total == 15
    assert r.players[2].rank is None
    assert r.winners == ("B",)


def test_result_json_shape():
    r = score(table(player("Ira", "Rhodos", "A", stages=2, cards=["Lumber Yard", "Barracks"], coins=7),
                    player("B", "Babylon"), player("C", "Gizah"))).to_json()
    ira = r["players"][0]
    assert set(ira["categories"]) == {"military", "treasury", "wonder", "civilian", "commercial", "guilds", "science"}
    assert ira["total"] == sum(ira["categories"].values()) == 5
    assert r["winners"] == ["Ira"]
    assert all({"category", "source", "points", "text"} <= set(d) for d in ira["details"])
