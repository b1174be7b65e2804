"""Duel's game hooks: the conformance invariants fed deliberately wrong games, the summary lines,
the seat swap and the city screen's and catalogue's data.

An invariant that always passed would let the conformance suite miss a broken score: each is
given a ``Duel`` whose score is wrong in the one way it guards, and must name the problem.
Rules: 7 Wonders Duel rulebook (seed 003): Гражданская победа (1 VP per 3 coins, ties to the
most civilian points), Военное превосходство (the pawn in a capital), Научное превосходство.
"""
from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from scoring.core.result import Result
from scoring.duel import catalogue as duel_catalogue
from scoring.duel.game import GAME, Duel, _blue_never_lowers, _ranks, _supremacy, _swap, _treasury

CAT = duel_catalogue()

# Ana: Theater, Altar (3 + 3 civilian), The Pyramids (9), Philosophy (7), 10 coins (3), pawn 4 toward Bo (5).
DOC = {"game": "duel", "conflict": 4, "players": [
    {"name": "Ana", "cards": ["Theater", "Altar", "Scriptorium", "Lumber Yard"], "wonders": ["The Pyramids"],
     "progress": ["Philosophy"], "coins": 10},
    {"name": "Bo", "cards": ["Baths", "Stable", "Pharmacist", "Clay Pool"], "wonders": ["The Sphinx"],
     "progress": [], "coins": 7}]}


def _doc(**changes) -> dict:
    import copy
    out = copy.deepcopy(DOC)
    out.update(changes)
    return out


def _with_categories(result: Result, seat: int, **points) -> Result:
    players = list(result.players)
    p = players[seat]
    players[seat] = replace(p, categories={**p.categories, **points})
    return replace(result, players=tuple(players))


class _Wrong(Duel):
    """A Duel whose ``score`` is bent by ``bend(doc, result)``."""

    def __init__(self, bend):
        self.bend = bend

    def score(self, doc):
        return self.bend(doc, super().score(doc))


def _seat(seed: int) -> int:
    return random.Random(seed).randrange(2)


# -- _treasury ---------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_treasury_holds_for_duel(seed):
    assert _treasury(GAME, _doc(), random.Random(seed)) is None
    # no coins written: 0 → 3 coins is 0 → 1 point
    bare = _doc(players=[{k: v for k, v in p.items() if k != "coins"} for p in DOC["players"]])
    assert _treasury(GAME, bare, random.Random(seed)) is None


@pytest.mark.parametrize("seed", range(4))
def test_treasury_names_a_treasury_that_ignores_coins(seed):
    flat = _Wrong(lambda doc, r: _with_categories(r, _seat(seed), treasury=2))
    seat = _seat(seed)
    assert _treasury(flat, _doc(), random.Random(seed)) == f"seat {seat}: treasury 2 → 2 with 3 more coins"


def test_treasury_names_two_points_for_three_coins():
    # 1 VP per 3 coins: a game giving one point per coin + 1 more point per 3 breaks it
    def double(doc, r):
        for seat in (0, 1):
            coins = doc["players"][seat].get("coins", 0)
            r = _with_categories(r, seat, treasury=2 * (coins // 3))
        return r
    seat = _seat(5)
    coins = DOC["players"][seat]["coins"]
    want = f"seat {seat}: treasury {2 * (coins // 3)} → {2 * ((coins + 3) // 3)} with 3 more coins"
    assert _treasury(_Wrong(double), _doc(), random.Random(5)) == want


# -- _ranks ------------------------------------------------------------------------------

def test_ranks_holds_for_duel_civilian_military_and_a_tie():
    assert _ranks(GAME, _doc(), random.Random(0)) is None
    assert _ranks(GAME, _doc(conflict=-9), random.Random(0)) is None
    # a tie on points goes to the most civilian points
    tie = _doc(conflict=0, players=[
        {"name": "Ana", "cards": ["Theater"], "coins": 0},          # 3 civilian
        {"name": "Bo", "cards": [], "coins": 9}])                   # 3 treasury
    result = GAME.score(tie)
    assert [p.total for p in result.players] == [3, 3]
    assert list(result.winners) == ["Ana"]
    assert _ranks(GAME, tie, random.Random(0)) is None


def test_ranks_names_winners_who_are_not_of_rank_one():
    swapped = _Wrong(lambda doc, r: replace(r, winners=("Bo",)))
    assert _ranks(swapped, _doc(), random.Random(0)) == "winners ('Bo',) are not the players of rank 1 ['Ana']"


def test_ranks_names_a_supremacy_with_two_winners():
    def both(doc, r):
        return replace(r, winners=("Ana", "Bo"), players=tuple(replace(p, rank=1) for p in r.players))
    assert (_ranks(_Wrong(both), _doc(conflict=9), random.Random(0))
            == "a supremacy has one winner, got ('Ana', 'Bo')")


def test_ranks_names_a_civilian_victory_given_to_fewer_points():
    def loser_wins(doc, r):
        players = tuple(replace(p, rank=2 if p.name == "Ana" else 1) for p in r.players)
        return replace(r, winners=("Bo",), players=players)
    assert (_ranks(_Wrong(loser_wins), _doc(), random.Random(0))
            == "winners ['Bo'], expected ['Ana'] (points, then civilian points)")


def test_ranks_names_a_tie_not_broken_by_civilian_points():
    tie = _doc(conflict=0, players=[
        {"name": "Ana", "cards": ["Theater"], "coins": 0},
        {"name": "Bo", "cards": [], "coins": 9}])

    def shared(doc, r):
        return replace(r, winners=("Ana", "Bo"), players=tuple(replace(p, rank=1) for p in r.players))
    assert (_ranks(_Wrong(shared), tie, random.Random(0))
            == "winners ['Ana', 'Bo'], expected ['Ana'] (points, then civilian points)")


# -- _supremacy --------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_supremacy_holds_for_duel(seed):
    assert _supremacy(GAME, _doc(), random.Random(seed)) is None


def _side(seed: int) -> int:
    return random.Random(seed).choice((1, -1))


@pytest.mark.parametrize("seed", range(4))
def test_supremacy_names_a_pawn_in_a_capital_that_does_not_end_the_game(seed):
    civilian = _Wrong(lambda doc, r: replace(r, extra={**r.extra, "victory": "civilian"}))
    side = _side(seed)
    winner = "Ana" if side > 0 else "Bo"      # the pawn in Bo's capital (+9) makes Ana win
    assert (_supremacy(civilian, _doc(), random.Random(seed))
            == f"pawn at {9 * side}: victory civilian, winners ('{winner}',)")


@pytest.mark.parametrize("seed", range(4))
def test_supremacy_names_the_wrong_winner(seed):
    # pawn at +9 is in players[1]'s capital: players[0] (Ana) wins; at -9 Bo wins
    other = _Wrong(lambda doc, r: replace(r, winners=("Bo",) if doc["conflict"] > 0 else ("Ana",)))
    side = _side(seed)
    wrong = "Bo" if side > 0 else "Ana"
    assert (_supremacy(other, _doc(), random.Random(seed))
            == f"pawn at {9 * side}: victory military, winners ('{wrong}',)")


def test_supremacy_is_not_asked_after_a_scientific_supremacy():
    # six different scientific symbols: Ana's scientific supremacy ended the game first
    science = _doc(conflict=0, players=[
        {"name": "Ana", "cards": ["Apothecary", "Scriptorium", "Workshop", "Pharmacist", "Academy"],
         "progress": ["Law"], "coins": 4},
        {"name": "Bo", "cards": ["Temple", "Statue"], "coins": 9}])
    assert GAME.score(science).extra["victory"] == "science"
    civilian = _Wrong(lambda doc, r: replace(r, extra={**r.extra, "victory": "civilian"}))
    assert _supremacy(civilian, science, random.Random(0)) is None
    # five symbols are no supremacy: the pawn is asked
    five = _doc(conflict=0, players=[
        {"name": "Ana", "cards": ["Apothecary", "Scriptorium", "Workshop", "Pharmacist", "Academy"], "coins": 4},
        {"name": "Bo", "cards": ["Temple", "Statue"], "coins": 9}])
    assert _supremacy(civilian, five, random.Random(0)) is not None


# -- _blue_never_lowers ------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(6))
def test_blue_card_holds_for_duel(seed):
    assert _blue_never_lowers(GAME, _doc(), random.Random(seed)) is None


_BLUE = {c.name: c for c in CAT.cards if c.colour == "blue"}


@pytest.mark.parametrize("seed", range(8))
def test_blue_card_names_a_civilian_score_that_ignores_the_card(seed):
    flat = _Wrong(lambda doc, r: _with_categories(_with_categories(r, 0, civilian=1), 1, civilian=1))
    seat = _seat(seed)
    why = _blue_never_lowers(flat, _doc(), random.Random(seed))
    m = re.fullmatch(r"adding (.+) to seat (\d): civilian 1 → 1, expected (\d+)", why or "")
    assert m, why
    card = _BLUE[m[1]]                        # a blue card
    held = {c for p in DOC["players"] for c in p["cards"]}
    assert card.name not in held              # not one already in a city
    assert int(m[2]) == seat
    assert int(m[3]) == 1 + card.effect.vp    # printed VP


def test_blue_card_skips_an_age_whose_cards_are_all_dealt():
    # Age I: 20 cards dealt (Duel rulebook, setup); with 20 in the cities no Age I blue is offered
    age1 = [c.name for c in CAT.cards if c.age == 1 and not c.is_guild][:20]
    full = _doc(conflict=0, players=[
        {"name": "Ana", "cards": age1[:10], "coins": 0}, {"name": "Bo", "cards": age1[10:], "coins": 0}])
    flat = _Wrong(lambda doc, r: _with_categories(_with_categories(r, 0, civilian=0), 1, civilian=0))
    ages = set()
    for seed in range(12):
        why = _blue_never_lowers(flat, full, random.Random(seed))
        m = re.fullmatch(r"adding (.+) to seat \d: civilian 0 → 0, expected \d+", why)
        assert m, why
        ages.add(_BLUE[m[1]].age)
    assert 1 not in ages and ages <= {2, 3}


def test_blue_card_is_silent_when_every_blue_card_is_held():
    blues = list(_BLUE)
    every = _doc(conflict=0, players=[
        {"name": "Ana", "cards": blues[:7], "coins": 0}, {"name": "Bo", "cards": blues[7:], "coins": 0}])
    flat = _Wrong(lambda doc, r: _with_categories(_with_categories(r, 0, civilian=0), 1, civilian=0))
    assert _blue_never_lowers(flat, every, random.Random(0)) is None


# -- the seat swap and the summary ---------------------------------------------------------

def test_swap_lists_the_cities_the_other_way_and_negates_the_pawn():
    out = _swap(DOC)
    assert [p["name"] for p in out["players"]] == ["Bo", "Ana"]
    assert out["conflict"] == -4
    assert DOC["conflict"] == 4 and DOC["players"][0]["name"] == "Ana"     # the original untouched
    assert _swap({"game": "duel", "players": [{"name": "A"}, {"name": "B"}]})["conflict"] == 0
    assert GAME.mirror_seats(DOC) == out
    assert GAME.rotate_seats(DOC, 1) == out and GAME.rotate_seats(DOC, 3) == out
    assert GAME.rotate_seats(DOC, 2) == DOC and GAME.rotate_seats(DOC, 2) is not DOC
    # the swapped table scores the same for each player
    a, b = GAME.score(DOC), GAME.score(out)
    assert {p.name: p.total for p in a.players} == {p.name: p.total for p in b.players}
    assert a.winners == b.winners


def test_summary_lines_in_english():
    assert GAME.summary(GAME.score(DOC)) == ("Victory: Civilian victory",
                                             "Ana has the most victory points (Ana 30, Bo 11)")
    military = GAME.score(_doc(conflict=-9))
    assert GAME.summary(military)[0] == "Victory: Military supremacy"
    assert len(GAME.summary(military)) == 2
    assert GAME.summary(Result("duel", (), (), extra={})) == ()


def test_summary_names_an_expansions_victory():
    # Agora adds a political supremacy (the Senate's control ends the game)
    result = Result("duel", (), ("Ana",), extra={"victory": "political", "explanation": "Ana controls the Senate"})
    assert GAME.summary(result) == ("Victory: Political supremacy", "Ana controls the Senate")


# -- what the invariants must leave alone ------------------------------------------------

class _Ended(Duel):
    """A Duel whose expansion hook says an immediate victory (``(seat, kind, why)``) already ended the
    game when ``ended`` is true, and whose score ignores a pawn in a capital."""

    def __init__(self, ended: bool):
        self.ended = ended

    def supremacy_hook(self, table):
        first = table.cities[0].name           # the hook is made for the table it is asked about

        def hook(t):
            assert t.cities[0].name == first
            return (0, "political", f"{first} controls the Senate") if self.ended else None
        return hook

    def score(self, doc):
        r = GAME.score(doc)
        return replace(r, extra={**r.extra, "victory": "civilian"})


def test_supremacy_is_not_asked_after_an_expansions_immediate_victory():
    assert _supremacy(_Ended(True), _doc(), random.Random(0)) is None
    side = _side(0)
    winner = "Ana" if side > 0 else "Bo"
    assert (_supremacy(_Ended(False), _doc(), random.Random(0))
            == f"pawn at {9 * side}: victory civilian, winners ('{winner}',)")


@pytest.mark.parametrize("check", [_treasury, _blue_never_lowers, _supremacy, _ranks])
def test_invariants_leave_the_document_as_it_was(check):
    import copy
    doc = _doc()
    before = copy.deepcopy(doc)
    for seed in range(3):
        check(GAME, doc, random.Random(seed))
    assert doc == before


def test_treasury_names_one_point_per_four_coins():
    # a wrong treasury (1 VP per 4 coins, not 3): 4 coins → 7 coins stays at 1 point
    def per_four(doc, r):
        for seat in (0, 1):
            r = _with_categories(r, seat, treasury=doc["players"][seat].get("coins", 0) // 4)
        return r
    four = _doc(players=[dict(p, coins=4) for p in DOC["players"]])
    assert _treasury(_Wrong(per_four), four, random.Random(0)) == f"seat {_seat(0)}: treasury 1 → 1 with 3 more coins"
    # no coins written: 0 → 3 coins stays at 0 points
    bare = _doc(players=[{k: v for k, v in p.items() if k != "coins"} for p in DOC["players"]])
    assert _treasury(_Wrong(per_four), bare, random.Random(0)) == f"seat {_seat(0)}: treasury 0 → 0 with 3 more coins"


def test_blue_card_offers_an_age_whose_cards_are_not_all_dealt():
    # 10 of the 20 Age I cards in the cities: Age I blue cards may still be added
    age1 = [c.name for c in CAT.cards if c.age == 1 and c.colour != "blue"][:10]
    half = _doc(conflict=0, players=[
        {"name": "Ana", "cards": age1[:5], "coins": 0}, {"name": "Bo", "cards": age1[5:], "coins": 0}])
    flat = _Wrong(lambda doc, r: _with_categories(_with_categories(r, 0, civilian=0), 1, civilian=0))
    ages = set()
    for seed in range(30):
        m = re.fullmatch(r"adding (.+) to seat \d: civilian 0 → 0, expected \d+",
                         _blue_never_lowers(flat, half, random.Random(seed)))
        ages.add(_BLUE[m[1]].age)
    assert ages == {1, 2, 3}


# -- the Result: its game and the tie-break ----------------------------------------------

def test_a_civilian_tie_on_points_carries_its_tiebreak():
    # Ana: Theater 3 civilian; Bo: 9 coins → 3 treasury: 3 all, the most civilian points win (Ana)
    tie = _doc(conflict=0, players=[
        {"name": "Ana", "cards": ["Theater"], "coins": 0}, {"name": "Bo", "cards": [], "coins": 9}])
    result = GAME.score(tie)
    assert result.game == "duel"
    assert result.tiebreak is not None and result.tiebreak == result.extra["explanation"]
    assert "Ana" in result.tiebreak
    assert GAME.score(_doc()).tiebreak is None                    # Ana 30, Bo 11: no tie


def test_a_supremacy_with_equal_points_has_no_tiebreak():
    # the pawn in Ana's capital (−9): Bo wins at once, whatever the points (the sheet counts none
    # for the track then); Ana's Lumber Yard scores nothing: 0 all, yet nothing to break
    doc = _doc(conflict=-9, players=[
        {"name": "Ana", "cards": ["Lumber Yard"], "coins": 0}, {"name": "Bo", "cards": [], "coins": 0}])
    result = GAME.score(doc)
    assert [p.total for p in result.players] == [0, 0]
    assert result.winners == ("Bo",) and result.extra["victory"] == "military"
    assert result.tiebreak is None


# -- what a rulebook citation names ------------------------------------------------------

def test_a_duel_citation_names_the_card_or_progress_token():
    from scoring import games
    theater = GAME.named("card", "Theater")
    assert theater is not None and theater.name == "Theater" and theater.age == 1 and theater.colour == "blue"
    assert GAME.named("card", "Theatre") is None          # an alias is no printed name
    assert GAME.named("card", "Nowhere") is None
    law = GAME.named("progress-tokens", "Law")
    assert law is not None and law.name == "Law" and law.effect.science
    assert GAME.named("progress-tokens", "Nowhere") is None
    assert GAME.named("card", "Law") is None and GAME.named("progress-tokens", "Theater") is None
    assert GAME.named("wonders", "The Pyramids") is None and GAME.named("wonders", "Law") is None
    # through the registry, as a citation page asks: Duel's Theater (Age I) before any other game's
    assert games.named("duel", "card", "Theater") is theater


def test_ra_lets_the_second_player_hold_a_fifth_wonder():
    # Pantheon, Ra: the player takes one of the opponent's unbuilt Wonders, so holds five (of the 4 drafted + 1)
    five = ["The Pyramids", "The Colossus", "The Great Lighthouse", "The Mausoleum", "Piraeus"]
    doc = {"game": "duel", "expansions": ["pantheon"], "conflict": 0, "players": [
        {"name": "Ana", "cards": [], "coins": 0},
        {"name": "Bo", "cards": [], "coins": 0, "wonders": five, "pantheon": {"divinities": ["Ra"]}}]}
    result = GAME.score(doc)
    # the printed Wonders: The Pyramids 9, The Colossus 3, The Great Lighthouse 4, The Mausoleum 2, Piraeus 2
    assert result.players[1].categories["wonders"] == 9 + 3 + 4 + 2 + 2
