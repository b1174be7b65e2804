"""The conformance suite for expansions: every expansion of every available game, alone and all
together, through the library, the CLI, the API, saved games and the PDF sheet (the same checks as
``tests/test_conformance.py`` runs for the games), plus a toy expansion (``tests/toy_expansion.py``)
that uses every extension point, alone and with Babel.

Nothing here names an expansion but the toy: the subjects are read from the registry.  An expansion
scored in quick pad mode only (``Expansion.pad_only``) is run through pad mode, alone
and with every other expansion (their rows on the pad); the expansions scored card by card are also
run all together card by card.
"""
from __future__ import annotations

import copy
import json
import random
from dataclasses import replace

import pytest
from markupsafe import escape

import tests.test_conformance as suite
from referee import registry as referees
from scoring import games
from scoring.core.errors import BadInput
from scoring.core.expansion import Expansion, ordered
from scoring.core.game import Row
from scoring.core.padmode import PadGame
from scoring.core.result import Line
from tests import toy_expansion as toy


class Playing:
    """A game seen playing exactly ``combo`` of its expansions: its examples, malformed documents,
    referee examples and random documents are the combination's; everything else is the game's.

    A combination with an expansion scored in quick pad mode only (``Expansion.pad_only``) is played
    through pad mode (``PadGame``): its documents are pad tables (``randomize_pad``) and there is
    nothing to referee (the referee needs cards)."""

    def __init__(self, game, combo: tuple[Expansion, ...]):
        self.combo = ordered(combo)
        self.pad = any(e.pad_only for e in self.combo)
        self.game = PadGame(game) if self.pad else game

    def __getattr__(self, name):
        return getattr(self.game, name)

    def random_document(self, rng: random.Random, players: int | None = None) -> dict:
        return self.game.random_document(rng, players, expansions=self.combo)

    def examples(self) -> tuple[dict, ...]:
        if len(self.combo) == 1:
            return self.combo[0].examples()
        return tuple(self.random_document(random.Random(seed)) for seed in range(3))

    def bad_examples(self) -> tuple:
        return tuple(b for e in self.combo for b in e.bad_examples())

    def referee_examples(self) -> tuple[dict, ...]:
        return () if self.pad else tuple(x for e in self.combo for x in e.referee_examples())


def _subjects() -> list[tuple[str, tuple[str, ...]]]:
    """Each expansion alone; those scored card by card all together; and, when some are scored in pad
    mode only, every expansion together (through pad mode)."""
    out = []
    for game in games.available():
        found = [e.id for e in game.expansions] + ([toy.EXPANSION.id] if game.id == toy.EXPANSION.base else [])
        cards = [e.id for e in game.expansions if not e.pad_only] + \
            ([toy.EXPANSION.id] if game.id == toy.EXPANSION.base else [])
        out += [(game.id, (e,)) for e in found]
        if len(cards) > 1:
            out.append((game.id, tuple(cards)))
        if len(found) > len(cards) and len(found) > 1:
            out.append((game.id, tuple(found)))
    return out


SUBJECTS = _subjects()
IDS = [f"{g}+{'+'.join(c)}" for g, c in SUBJECTS]


@pytest.fixture
def harbour():
    """The toy expansion attached to its base game and its referee to the referee registry."""
    game = games.get(toy.EXPANSION.base)
    game.attach(toy.EXPANSION)
    referees.EXPANSION_REFEREES[toy.REFEREE.id] = toy.REFEREE
    yield toy.EXPANSION
    game.detach(toy.EXPANSION.id)
    referees.EXPANSION_REFEREES.pop(toy.REFEREE.id, None)


@pytest.fixture
def playing(request, harbour) -> Playing:
    game_id, combo = request.param
    game = games.get(game_id)
    return Playing(game, tuple(game.expansion(e) for e in combo))


def test_every_expansion_is_found_and_declares_itself():
    assert SUBJECTS, "no expansion found"
    for game in games.available():
        for e in game.expansions:
            assert e.base == game.id and e.id and e.title and e.parts
            assert set(e.rows) <= set(e.parts)
            assert e.claims(e.id) is not None and e.claims("no such expansion") is None
            assert referees.EXPANSION_REFEREES.get(e.id) is None or referees.EXPANSION_REFEREES[e.id].id == e.id


@pytest.mark.parametrize("playing", SUBJECTS, ids=IDS, indirect=True)
def test_random_documents_play_the_combination_and_every_point_adds_up(playing):
    game = playing.game
    for seed in range(25):
        doc = playing.random_document(random.Random(seed))
        assert json.loads(json.dumps(doc)) == doc
        table = game.parse(copy.deepcopy(doc))
        assert game.active_expansions(table) == playing.combo, seed
        result = game.score(doc)
        assert games.score(doc).to_json() == result.to_json()
        assert set(result.extra["expansions"]) <= {p for e in playing.combo for p in e.parts}
        pad = game.rows_in(result)
        for p in result.players:
            assert p.total == sum(p.categories.values())
            for row in pad:
                assert p.categories[row.id] == sum(d.points for d in p.details if d.category == row.id), (seed, row.id)
        assert result.winners and all(p.rank == 1 for p in result.players if p.name in result.winners)


@pytest.mark.parametrize("playing", SUBJECTS, ids=IDS, indirect=True)
def test_library_cli_and_api_give_the_same_result(playing, client, tmp_path, capsys):
    suite.test_library_cli_and_api_give_the_same_result(playing, client, tmp_path, capsys)


@pytest.mark.parametrize("playing", SUBJECTS, ids=IDS, indirect=True)
def test_malformed_documents_are_answered_with_paths(playing, client, tmp_path, capsys):
    suite.test_malformed_documents_are_answered_with_paths(playing, client, tmp_path, capsys)


@pytest.mark.parametrize("playing", SUBJECTS, ids=IDS, indirect=True)
def test_save_reload_export_and_import(playing, app):
    suite.test_save_reload_export_and_import(playing, app)


@pytest.mark.parametrize("playing", SUBJECTS, ids=IDS, indirect=True)
def test_pdf_sheet_prints_every_row(playing):
    suite.test_pdf_sheet_prints_every_row(playing)


@pytest.mark.parametrize("playing", SUBJECTS, ids=IDS, indirect=True)
def test_statistics_show_every_row_the_combination_fills(playing, client, save_game):
    doc = copy.deepcopy(playing.examples()[0])
    save_game(doc)
    result = playing.game.score(doc)
    first = next(p for p in result.players if not p.free_city)
    page = client.get(f"/stats/player/{first.name}").get_data(as_text=True)
    filled = [row for row in playing.game.rows_in(result) if first.categories[row.id] > 0]
    assert any(row.id not in playing.game.categories for row in filled) or not playing.combo[0].rows
    for row in filled:             # the average per category: a bar for every row the player scored in
        assert str(escape(row.text)) in page, row.id


@pytest.mark.parametrize("playing", SUBJECTS, ids=IDS, indirect=True)
def test_the_entry_screen_offers_each_expansion_section(playing, client):
    game = playing.game
    names = [e.id for e in playing.combo]
    screen = game.entry_screen(game.info.min_players, names)
    assert list(screen.expansions) == names
    for e in playing.combo:
        for section in e.entry_sections(e.parts):
            assert section in screen.tokens
    served = client.get(f"/api/games/{game.id}/entry?players={game.info.min_players}&expansions={','.join(names)}")
    assert served.status_code == 200 and served.get_json() == screen.to_json()


# -- the toy's extension points, one by one ------------------------------------------------------

def _toy_doc(**over) -> dict:
    doc = copy.deepcopy(toy.EXPANSION.examples()[0])
    doc.update(over)
    return doc


def test_the_toy_adds_its_row_its_effect_on_another_row_and_its_result_field(harbour):
    game = games.get("7w")
    low, high = game.score(_toy_doc(tide="low")), game.score(_toy_doc(tide="high"))
    ira_low, ira_high = low.players[0], high.players[0]
    assert ira_low.categories["harbour"] == ira_high.categories["harbour"] == 6 + 3      # 3 ships × 2, a Harbour Beacon
    assert [d.points for d in ira_low.details if d.source == "Harbour Beacon"] == [3]
    assert (ira_low.coins, ira_high.coins) == (5, 8)                                     # high tide: 3 coins more
    assert ira_high.categories["treasury"] - ira_low.categories["treasury"] == 8 // 3 - 5 // 3
    assert low.extra == {"expansions": ["harbour"], "tide": "low"} and high.extra["tide"] == "high"
    assert [r.id for r in game.rows_in(low)].index("harbour") == [r.id for r in game.rows_in(low)].index("commercial") + 1
    assert game.pad_rows(["harbour"], free_city=True) == game.pad_rows([])              # the Free City keeps none
    assert game.expansion_titles(["the harbour"]) == ["Harbour (test double)"]


def test_the_toy_and_babel_compose_in_the_documented_order(harbour):
    game = games.get("7w")
    babel = game.expansion("babel")
    assert game.expansions == ordered(game.expansions)                                  # order, then id
    assert game.expansions.index(babel) < game.expansions.index(harbour)                # Babel's order 10 < 50
    doc = _toy_doc(expansions=["babel", "harbour"])
    doc["players"][0]["babel"] = {"tiles": [4, 12]}
    result = game.score(doc)
    alone = game.score(_toy_doc())
    assert result.extra["expansions"] == ["babel-projects", "babel-tower", "harbour"]
    assert result.players[0].categories["harbour"] == alone.players[0].categories["harbour"]
    assert result.players[0].categories["tower"] == 5                                     # two tiles: 5 VP
    with pytest.raises(BadInput) as exc:                                                   # each part blames its own path
        game.score({**doc, "tide": "medium", "players": [dict(doc["players"][0], babel={"tiles": [99]})]
                    + doc["players"][1:]})
    assert {"tide", "players[0].babel.tiles[0]"} <= {p.path for p in exc.value.problems}


def test_the_toy_card_is_named_like_any_card_only_when_the_toy_is_played(harbour):
    game = games.get("7w")
    table = game.parse(_toy_doc())
    assert [c.name for c in table.cities[0].cards] == ["Baths", "Harbour Beacon"]       # by its Russian name
    without = _toy_doc(expansions=[])
    without.pop("tide")
    for p in without["players"]:
        p.pop("harbour", None)
    with pytest.raises(BadInput) as exc:
        game.parse(without)
    assert [p.path for p in exc.value.problems] == ["players[0].cards[1]"]


def test_an_added_card_may_not_take_a_name_of_the_base_game():
    from scoring.classic.catalogue import catalogue, with_cards
    from scoring.core.errors import CatalogueError
    with pytest.raises(CatalogueError, match="'Маяк', which already names 'Lighthouse'"):
        with_cards(catalogue("7w"), [{"name": "Beacon", "colour": "teal", "ru": ["Маяк"]}], ("teal",))


def test_the_toy_board_is_named_like_any_board_only_when_the_toy_is_played(harbour):
    game = games.get("7w")
    doc = _toy_doc()
    doc["players"][2] = dict(doc["players"][2], wonder="Портовый остров", side="A", stages=2)
    table = game.parse(doc)
    assert (table.cities[2].wonder.name, table.cities[2].side.produce) == ("Harbour Isle", None)
    result = game.score(doc)
    wonder_row = next(p for p in result.players if p.name == doc["players"][2]["name"]).categories["wonder"]
    assert wonder_row == 4 + 6                                               # both stages, scored by the base engine
    without = _toy_doc(expansions=[])
    without.pop("tide")
    for p in without["players"]:
        p.pop("harbour", None)
        p["cards"] = [c for c in p["cards"] if c != "Портовый огонь"]
    without["players"][2] = dict(without["players"][2], wonder="Harbour Isle", side="A", stages=2)
    with pytest.raises(BadInput) as exc:
        game.parse(without)
    assert [p.path for p in exc.value.problems] == ["players[2].wonder"]


def test_an_added_board_may_not_take_a_name_of_the_base_game():
    from scoring.classic.catalogue import catalogue, with_cards
    from scoring.core.errors import CatalogueError
    isle = {"name": "Isle", "ru": ["Вавилон"], "sides": {"A": {"produce": None, "stages": []},
                                                         "B": {"produce": None, "stages": []}}}
    with pytest.raises(CatalogueError, match="'Вавилон', which already names 'Babylon'"):
        with_cards(catalogue("7w"), [], (), [isle])


def test_base_board_keeps_what_the_base_engine_reads():
    from scoring.classic.catalogue import base_board
    raw = {"name": "X", "sides": {"A": {"produce": None, "start": {"leader_cost": {"self": "free"}}, "stages": [
        {"cost": {"clay": 1}, "effect": {"vp": 3, "coins": 5, "draw_leaders": 4, "science": "any"}}]}}}
    assert base_board(raw)["sides"]["A"] == {"produce": None, "stages": [
        {"cost": {"clay": 1}, "effect": {"vp": 3, "coins": 5, "science": "any"}}]}


def test_the_toy_changes_production_and_trading_prices_in_the_payment_search(harbour):
    def baths(**over):             # Sofia (Babylon A: clay) builds the Baths (1 stone) in age I
        doc = _toy_doc(age=1, action={"player": "Sofia", "build": "Baths"}, **over)
        doc["players"][0]["cards"] = ["Портовый огонь"]          # Ira's Baths out of the way
        return referees.referee(doc)

    def cheapest(verdict):
        return min(o["bank"] + o["left"] + o["right"] for o in verdict["options"])
    assert cheapest(baths(tide="low")) == 2                               # stone from Oleg at 2
    assert cheapest(baths(tide="high")) == 1                              # high tide: 1
    doc = _toy_doc(tide="low")
    doc["players"][2]["harbour"] = 3                                      # Sofia's three ships: her own stone
    doc.update(age=1, action={"player": "Sofia", "build": "Baths"})
    doc["players"][0]["cards"] = ["Портовый огонь"]
    verdict = referees.referee(doc)
    assert verdict["legal"] is True and cheapest(verdict) == 0
    with_babel = dict(doc, expansions=["harbour", "babel-tower"], tide="high")   # Babel's payment reads them too
    with_babel["players"] = [dict(p) for p in doc["players"]]
    with_babel["players"][2]["harbour"] = 0
    assert cheapest(referees.referee(with_babel)) == 1
    with_babel["players"][2]["harbour"] = 3
    assert cheapest(referees.referee(with_babel)) == 0


def test_an_unknown_expansion_name_lists_every_known_one(harbour):
    with pytest.raises(BadInput) as exc:
        games.score(_toy_doc(expansions=["harbor"]))
    [problem] = [p for p in exc.value.problems if p.path == "expansions[0]"]
    assert "babel" in problem.message and "harbour" in problem.message


def test_the_toy_referee_answers_its_check_and_wraps_the_base_referee(harbour):
    verdict = referees.referee(_toy_doc(check="harbour"))
    assert verdict == {"check": "harbour", "legal": True, "may_moor": ["Ira", "Oleg", "Sofia"]}
    doc = _toy_doc(age=1, action={"player": "Ira", "build": "Lumber Yard", "moor": True})
    plain = referees.referee({**_toy_doc(age=1, action={"player": "Ira", "build": "Lumber Yard"}),
                              "expansions": [], "tide": "low"} | {"players": [
                                  {k: v for k, v in p.items() if k != "harbour"} for p in doc["players"]]})
    moored = referees.referee(doc)
    assert plain["legal"] is True and moored == {**plain, "moored": True}
    with_babel = referees.referee({**doc, "expansions": ["harbour", "babel-tower"]})
    assert with_babel["moored"] is True and with_babel["legal"] is True


# -- every game takes an expansion's state and score hook, not only the 1st edition ------------------

class Bonus(Expansion):
    """A toy expansion for any base game: ``players[i].bonus`` VP on a row of its own."""
    id, title, order = "bonus", "Bonus (test double)", 90
    rows = {"bonus": (Row("bonus", "Bonus", "#6a3d8f", "#e4d8ee", "dot", order=99),)}
    player_keys = ("bonus",)

    def __init__(self, base: str):
        self.base = base

    def parse(self, doc, extra_keys, base):
        bonus = tuple(p.get("bonus", 0) for p in doc["players"])
        rest = {**doc, "players": [{k: v for k, v in p.items() if k != "bonus"} for p in doc["players"]]}
        table = base(rest, extra_keys)
        return replace(table, ext={**table.ext, self.id: bonus})

    def score_city(self, table, seat, score):
        n = table.ext[self.id][seat]
        return replace(score, categories={**score.categories, "bonus": n},
                       details=score.details + (Line("bonus", "bonus", n, f"Bonus {n}"),))


@pytest.mark.parametrize("game_id", [g.id for g in games.available()])
def test_every_game_keeps_an_expansions_state_and_runs_its_score_hook(game_id):
    game = games.get(game_id)
    bonus = Bonus(game_id)
    game.attach(bonus)
    try:
        doc = copy.deepcopy(game.examples()[0])
        doc.pop("expansions", None)
        plain = game.score(copy.deepcopy(doc))
        doc["expansions"] = ["bonus"]
        doc["players"][0]["bonus"] = 50
        result = game.score(doc)
        first = result.players[0]
        assert first.categories["bonus"] == 50 and first.total == plain.players[0].total + 50
        assert result.extra["expansions"] == ["bonus"]
        assert [r.id for r in game.rows_in(result)][-1] == "bonus"
        assert result.players[0].name in result.winners or result.extra.get("victory") not in (None, "civilian")
    finally:
        game.detach(bonus.id)
