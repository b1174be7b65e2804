"""Bad input gets every problem at once, each with its path (issue 2, deliverable 6)."""
import copy

import pytest

from scoring.classic.document import loads, parse_table
from scoring.core.errors import BadInput
from tests.helpers import player, table

GOOD = table(player("Ira", "Rhodos", "A", stages=2, cards=["Lumber Yard", "Barracks"], coins=7),
             player("Oleg", "Gizah", "B", stages=1, cards=["Stone Pit"], coins=3),
             player("Sofia", "Babylon", "A", cards=["Loom"], coins=2))


def problems(doc):
    with pytest.raises(BadInput) as exc:
        parse_table(doc)
    return [(p.path, p.message) for p in exc.value.problems]


def mutate(path, value):
    doc = copy.deepcopy(GOOD)
    target = doc
    keys = path.split(".")
    for k in keys[:-1]:
        target = target[int(k)] if isinstance(target, list) else target[k]
    last = keys[-1]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return doc


def test_the_good_document_is_good():
    assert parse_table(GOOD).size == 3


@pytest.mark.parametrize("path, value, where, message", [
    ("players.0.cards", ["Lumbr Yard"], "players[0].cards[0]", "unknown card 'Lumbr Yard'; did you mean 'Lumber Yard'?"),
    ("players.0.wonder", "Rodos", "players[0].wonder", "unknown wonder 'Rodos'; did you mean 'Rhodos'?"),
    ("players.0.cards", ["Tree Farm"], "players[0].cards[0]", "Tree Farm is not in the game with 3 players"),
    ("players.0.cards", ["Barracks", "barracks"], "players[0].cards[1]", "Barracks is already in this city"),
    ("players.0.stages", 4, "players[0].stages", "Rhodos side A has 3 stages; 4 is outside 0..3"),
    ("players.1.stages", -1, "players[1].stages", "Gizah side B has 4 stages; -1 is outside 0..4"),
    ("players.0.stages", "two", "players[0].stages", "stages must be a whole number"),
    ("players.0.coins", -2, "players[0].coins", "coins must be a whole number 0 or more"),
    ("players.0.coins", 2.5, "players[0].coins", "coins must be a whole number 0 or more"),
    ("players.0.side", "C", "players[0].side", "side must be 'A' or 'B'"),
    ("players.0.military", [2], "players[0].military[0]", "2 is not a conflict token"),
    ("players.0.military", [5, 5, 5], "players[0].military", "3 tokens of +5"),
    ("players.0.military", [-1] * 7, "players[0].military", "7 tokens: at most 6"),
    ("players.0.name", "", "players[0].name", "a name is required"),
    ("players.1.name", "ira", "players[1].name", "players[0] is already called 'Ira'"),
    ("players.1.wonder", "Rhodes", "players[1].wonder", "Rhodos is already played by players[0]"),
    ("players.0.coin", 3, "players[0].coin", "unknown field 'coin'; did you mean 'coins'?"),
    # the 1st edition's parser knows its games' own names; suggesting one is the registry's job
    ("game", "7 wonderz", "game", "unknown game '7 wonderz'"),
    ("game", "architects", "game", "7 Wonders Architects tables have their own document"),  # supported (issue 11)
    ("game", "duel", "game", "7 Wonders Duel tables have their own document"),   # Duel is supported (issue 10)
    ("players.0.cards", "Lumber Yard", "players[0].cards", "cards must be a list of card names"),
    ("players.0", "Ira", "players[0]", "each player must be an object"),
])
def test_bad_value(path, value, where, message):
    found = problems(mutate(path, value))
    assert any(p == where and message in m for p, m in found), found


def test_the_registry_suggests_a_misspelt_game():
    from scoring.games import parse
    with pytest.raises(BadInput) as exc:
        parse(mutate("game", "7 wonderz"))
    assert [(p.path, p.message) for p in exc.value.problems] == [
        ("game", "unknown game '7 wonderz'; did you mean '7w'?")]


def test_more_copies_across_the_table_than_exist():
    # 3 players: Lumber Yard has one copy marked 3+ (and one 4+)
    doc = copy.deepcopy(GOOD)
    doc["players"][1]["cards"].append("Lumber Yard")
    assert ("players[1].cards[1]", "2 cities hold Lumber Yard but only 1 copy exists with 3 players") in problems(doc)


def test_one_guild_in_two_cities():
    # each guild card exists once (seed 000, Колоды эпох: one of each guild drawn at random)
    doc = copy.deepcopy(GOOD)
    doc["players"][0]["cards"].append("Spies Guild")
    doc["players"][2]["cards"].append("Spies Guild")
    at = f"players[2].cards[{len(doc['players'][2]['cards']) - 1}]"
    assert (at, "2 cities hold Spies Guild but only 1 copy exists with 3 players") in problems(doc)


def test_more_guilds_than_players_plus_two():
    guilds = ["Workers Guild", "Craftsmens Guild", "Traders Guild", "Philosophers Guild", "Spies Guild",
              "Strategists Guild"]
    doc = copy.deepcopy(GOOD)
    doc["players"][0]["cards"] += guilds[:3]
    doc["players"][2]["cards"] += guilds[3:]
    assert any("6 guilds on the table but only 5" in m for _, m in problems(doc))


@pytest.mark.parametrize("count", [0, 1, 2, 8])
def test_player_count(count):
    doc = table(*[player(f"P{i}", w) for i, w in enumerate(
        ["Rhodos", "Alexandria", "Ephesos", "Babylon", "Olympia", "Halikarnassos", "Gizah", "Rhodos"][:count])])
    said = f"{count} player:" if count == 1 else f"{count} players:"      # "1 player", not "1 players"
    assert any(p == "players" and m.startswith(said) for p, m in problems(doc))


def test_every_problem_is_reported_at_once():
    doc = copy.deepcopy(GOOD)
    doc["players"][0]["cards"] = ["Nope", "Barracks", "Barracks"]
    doc["players"][1]["coins"] = -1
    doc["players"][2]["stages"] = 9
    paths = [p for p, _ in problems(doc)]
    assert paths == ["players[0].cards[0]", "players[0].cards[2]", "players[1].coins", "players[2].stages"]


@pytest.mark.parametrize("tokens, message", [
    ([[1], [], []], "victory tokens on the table: 1, defeat tokens: 0"),
    ([[5], [-1], []], "no shield counts in age III give these +5 tokens"),     # 3 players: a lone win is impossible
    ([[5, -1], [5, -1], [5, -1]], "no shield counts in age III"),               # a cycle of wins
])
def test_impossible_conflict_tokens_across_the_table(tokens, message):
    doc = copy.deepcopy(GOOD)
    for p, t in zip(doc["players"], tokens):
        p["military"] = t
    assert any(p == "players" and message in m for p, m in problems(doc))


def test_possible_conflict_tokens_pass():
    doc = copy.deepcopy(GOOD)
    # age I: Ira beats both; age II: Oleg beats both; age III: Ira and Sofia tie, both beat Oleg
    for p, t in zip(doc["players"], [[1, 1, -1, 5], [-1, 3, 3, -1, -1], [-1, -1, 5]]):
        p["military"] = t
    parse_table(doc)


def test_tokens_derived_from_shields():
    # Ira shows 3 shields at the end (Barracks 1 + Rhodos A stage 2: 2); the others none
    doc = copy.deepcopy(GOOD)
    for p, s in zip(doc["players"], [[0, 1, 3], [0, 0, 0], [0, 0, 0]]):
        p["shields"] = s
    t = parse_table(doc)
    # age I: all tie; age II: Ira 1 beats both (+3 +3); age III: Ira 3 beats both (+5 +5)
    assert sorted(t.cities[0].military) == [3, 3, 5, 5]
    assert sorted(t.cities[1].military) == [-1, -1]
    assert sorted(t.cities[2].military) == [-1, -1]


def test_age_three_shields_default_to_the_tableau():
    doc = copy.deepcopy(GOOD)
    doc["players"][1]["cards"].append("Stockade")          # Oleg shows 1 shield at the end
    for p, s in zip(doc["players"], [[0, 0], [1, 1], [0, 0]]):
        p["shields"] = s
    t = parse_table(doc)
    # ages I and II: Oleg 1 beats both; age III (the tableau): Ira 3 > Oleg 1 > Sofia 0
    assert sorted(t.cities[0].military) == [-1, -1, 5, 5]
    assert sorted(t.cities[1].military) == [-1, 1, 1, 3, 3, 5]
    assert sorted(t.cities[2].military) == [-1, -1, -1, -1]


def test_shields_given_for_two_ages_cannot_exceed_the_tableau():
    doc = copy.deepcopy(GOOD)
    for p, s in zip(doc["players"], [[0, 0], [1, 1], [0, 0]]):
        p["shields"] = s
    assert ("players[1].shields", "the city shows 0 shields at the end but had 1 in age II: shields never go down") \
        in problems(doc)


def test_shields_must_match_the_tableau_in_age_three():
    doc = copy.deepcopy(GOOD)
    for p, s in zip(doc["players"], [[0, 1, 2], [0, 0, 0], [1, 1, 0]]):
        p["shields"] = s
    found = problems(doc)
    assert ("players[0].shields", "age III shields are 2 but the city shows 3 (red cards and wonder stages)") in found
    assert ("players[2].shields", "shields never go down from one age to the next: [1, 1, 0]") in found


def test_given_tokens_must_match_the_shields():
    doc = copy.deepcopy(GOOD)
    for p, s in zip(doc["players"], [[0, 1, 3], [0, 0, 0], [0, 0, 0]]):
        p["shields"] = s
    doc["players"][0]["military"] = [3, 5]
    assert ("players[0].military", "tokens [3, 5] do not match the shields, which give [3, 3, 5, 5]") in problems(doc)


@pytest.mark.parametrize("text", ["{", "", "[1,", "nul", b"\xff\xfe"])
def test_malformed_json(text):
    with pytest.raises(BadInput, match="malformed JSON"):
        loads(text)


@pytest.mark.parametrize("doc, message", [
    ([], "must be a JSON object"), ("7w", "must be a JSON object"), (None, "must be a JSON object"),
    ({"game": "7w"}, "must be a list of players"), ({"game": "7w", "players": {}}, "must be a list of players"),
])
def test_wrong_shapes(doc, message):
    with pytest.raises(BadInput, match=message):
        parse_table(doc)
