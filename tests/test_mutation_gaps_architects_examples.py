"""Architects' example documents for the conformance suites: the referee examples get the verdicts the
rulebook gives, each malformed document is blamed on its path, the pieces built are printed under the sheet.

7 Wonders Architects rulebook (seed 002): Червоні карти; Розіграш битви (each player compares shields with both
neighbours: a victory token for each beaten), Жовті карти (gold stands in for a missing resource), Будівництво
етапу (several pieces in one turn), Завершення гри (a tie on points goes to the most pieces built).
"""
from __future__ import annotations

from referee import registry
from scoring.architects.game import GAME
from scoring.core.errors import BadInput


def test_the_battle_example():
    battle = GAME.referee_examples()[0]
    assert [p["name"] for p in battle["players"]] == ["Ana", "Bo", "Cy"]
    assert [p["wonder"] for p in battle["players"]] == ["Rhodes", "Giza", "Ephesus"]
    assert battle["action"] == {"player": "Bo", "take": "red_horn", "from": "left"}
    assert battle["conflict"] == {"tokens": 3, "battle_side_up": 2}
    v = registry.referee(battle)
    assert v["player"] == "Bo" and [s["step"] for s in v["steps"]] == ["take", "conflict", "battle", "discard", "end"]
    fight = next(s for s in v["steps"] if s["step"] == "battle")
    # Ana: a red card and one with a horn, Rhodes' second piece +1: 3 shields, beats Bo (2) and Cy (0): 2 tokens;
    # Bo: two red cards with a horn (the one taken now): 2, beats Cy only: 1; Cy: none
    assert [(r["player"], r["shields"], r["victory_tokens"]) for r in fight["results"]] == [
        ("Ana", 3, 2), ("Bo", 2, 1), ("Cy", 0, 0)]


def test_the_builds_example():
    builds = GAME.referee_examples()[1]
    assert [p["name"] for p in builds["players"]] == ["Ana", "Bo"]
    assert builds["players"][0] == {"name": "Ana", "wonder": "Giza", "stages": 1,
                                    "cards": {"wood": 1, "stone": 1, "clay": 1, "papyrus": 1}}
    assert builds["players"][1] == {"name": "Bo", "wonder": "Rhodes"}
    assert builds["action"] == {"player": "Ana", "take": "gold"}
    v = registry.referee(builds)
    # the gold taken stands in for the second identical resource: Giza's 2= with wood and gold, then 3≠
    # with stone, clay and papyrus: two pieces in one turn
    assert v["player"] == "Ana" and v["game_ends"] is False
    built = [s["text"] for s in v["steps"] if s["step"] == "build"]
    assert len(built) == 2 and "2=" in built[0] and "3≠" in built[1]


def _problems(doc) -> list[str]:
    try:
        GAME.score(doc)
    except BadInput as e:
        return [p.path for p in e.problems]
    return []


def test_every_bad_example_is_blamed_on_its_path():
    # asked at run time (not at collection): each malformed document is blamed where it is wrong
    bad = GAME.bad_examples()
    for b in bad:
        assert b.path in _problems(b.doc), b.path
    for b in bad[-3:]:
        assert _problems(b.doc) == [b.path], b.why


def test_the_bad_examples_are_the_ones_described():
    bad = {b.why: b for b in GAME.bad_examples() if b.why}
    assert bad["one player"].doc == {"game": "architects", "players": [{"name": "A", "wonder": "Gizeh"}]}
    assert bad["one player"].path == "players"
    coins = bad["Architects has no coins"]
    assert coins.path == "players[0].coins" and coins.doc["players"][0]["coins"] == 3
    assert [p["name"] for p in coins.doc["players"]] == ["A", "B"]
    assert [p["wonder"] for p in coins.doc["players"]] == ["Giza", "Rhodes"]
    side = bad["Architects wonders have no sides"]
    assert side.path == "players[0].side" and side.doc["players"][0]["side"] == "A"
    assert side.doc["game"] == coins.doc["game"] == "architects"
    assert [p["wonder"] for p in side.doc["players"]] == ["Giza", "Rhodes"]
    # the document without the one wrong field is good
    fixed = {"game": "architects", "players": [{"name": "A", "wonder": "Giza"}, {"name": "B", "wonder": "Rhodes"}]}
    assert _problems(fixed) == []
    assert len(GAME.bad_examples()) == 11


def test_pieces_built_under_the_sheet():
    # Ana built all 5 pieces, Bo 2 (the example table): printed as "5/5" and "2/5"
    result = GAME.score(GAME.examples()[0])
    assert GAME.sheet_facts(result) == (("Pieces built", ("5/5", "2/5")),)
    assert [p.extra["pieces_built"] for p in result.players] == [5, 2]
    assert result.game == "architects" and all(p.coins is None for p in result.players)


def test_an_architects_citation_names_the_wonder_or_progress_token():
    giza = GAME.named("wonder-effects", "Giza")
    assert giza is not None and giza.name == "Giza" and len(giza.pieces) == 5
    strategy = GAME.named("progress-tokens", "Strategy")
    assert strategy is not None and strategy.name == "Strategy" and strategy.effect.vp_per_victory_token == 1
    assert GAME.named("progress-tokens", "Giza") is None and GAME.named("wonder-effects", "Strategy") is None
    assert GAME.named("card", "Strategy") is None and GAME.named("card", "Giza") is None


def test_boards_random_documents_and_examples():
    import random
    table = GAME.parse(GAME.examples()[0])
    assert [b.wonder for b in GAME.boards(table)] == ["Giza", "Rhodes"]
    doc = GAME.random_document(random.Random(3), 4)
    assert len(doc["players"]) == 4 and GAME.score(doc).players
    again = GAME.random_document(random.Random(3), 4)
    assert again == doc
    # each call gives a fresh copy: changing one leaves the next as written
    first = GAME.examples()[0]
    first["players"][0]["name"] = "Changed"
    first["players"][0]["cards"]["blue"] = 9
    assert GAME.examples()[0]["players"][0]["name"] == "Ana"
    assert GAME.examples()[0]["players"][0]["cards"]["blue"] == 1


def test_a_tie_on_points_and_pieces_carries_its_tiebreak():
    # Ana (Giza) and Bo (Alexandria): one blue card each (3 VP), each first piece 4 VP: tied on points and on
    # pieces built, a shared victory
    doc = {"game": "architects", "players": [
        {"name": "Ana", "wonder": "Giza", "stages": 1, "cards": {"blue": 1}},
        {"name": "Bo", "wonder": "Alexandria", "stages": 1, "cards": {"blue": 1}}]}
    result = GAME.score(doc)
    assert [p.total for p in result.players] == [4 + 3, 4 + 3]         # a first piece 4 VP, a blue card 3
    assert sorted(result.winners) == ["Ana", "Bo"] and result.tiebreak
    assert [p.coins for p in result.players] == [None, None] and [p.rank for p in result.players] == [1, 1]
    # the sheet's lines: the piece built and the blue card, each with its points
    assert [(line.source, line.points) for line in result.players[0].details] == [("Giza 2≠", 4), ("blue", 3)]
    assert result.players[0].choices == {} and result.extra == {}
