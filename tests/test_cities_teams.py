"""The Cities team variant, as far as the sources settle it (data file, rules ``team_variant``): teams of
2 partners seated side by side, a team's score the sum of its partners' scores, shown under the score
sheet's rows; what the sources do not settle (how partners fight) is said on the city screen."""
from __future__ import annotations

import copy

import pytest

from scoring import games
from scoring.core.errors import BadInput
from tests.test_web_games import setup

DOC = {"game": "7w", "expansions": ["cities"], "players": [
    {"name": "Ira", "wonder": "Gizah", "side": "A", "coins": 9, "team": 1},
    {"name": "Oleg", "wonder": "Rhodos", "side": "A", "coins": 3, "team": 1},
    {"name": "Sofia", "wonder": "Babylon", "side": "A", "coins": 6, "team": 2},
    {"name": "Anna", "wonder": "Ephesos", "side": "A", "coins": 0, "team": 2}]}


def test_a_team_scores_the_sum_of_its_partners():
    game = games.get("7w")
    result = game.score(copy.deepcopy(DOC))
    assert [p.total for p in result.players] == [3, 1, 2, 0]          # coins / 3 each
    assert result.extra["teams"] == {"Ira": 1, "Oleg": 1, "Sofia": 2, "Anna": 2}
    assert ("Team total", ("team 1: 4", "team 1: 4", "team 2: 2", "team 2: 2")) in game.sheet_facts(result)


def test_without_teams_nothing_changes():
    doc = copy.deepcopy(DOC)
    for p in doc["players"]:
        del p["team"]
    result = games.get("7w").score(doc)
    assert "teams" not in result.extra and not any(f[0] == "Team total" for f in games.get("7w").sheet_facts(result))


@pytest.mark.parametrize("teams,path,message", [
    ([1, 2, 1, 2], "players[0].team", "Ira and Sofia (team 1) do not sit side by side: partners are neighbours"),
    ([1, 1, 1, 2], "players[0].team", "team 1 has 3 players: a team has 2 partners"),
    ([1, 1, 2, None], "players[3].team", "Anna has no team: in the team variant every player is in a team of 2"),
    ([1, 1, 2, 5], "players[3].team", "team is the number of the player's team in the team variant, 1 to 4, got 5"),
])
def test_teams_that_the_variant_does_not_allow(teams, path, message):
    doc = copy.deepcopy(DOC)
    for p, t in zip(doc["players"], teams):
        p["team"] = t
    with pytest.raises(BadInput) as info:
        games.get("7w").score(doc)
    assert (path, message) in [(p.path, p.message) for p in info.value.problems]


def test_the_city_screen_asks_the_team_and_says_what_is_not_known(client):
    page = setup(client, expansions="cities").get_data(as_text=True)
    assert 'name="cities-team"' in page
    assert "How partners fight (the doubled fight, diplomacy in teams) was not found in the rules" in page
