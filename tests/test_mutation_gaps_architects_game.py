"""Architects' conformance invariants fed deliberately wrong games: each must name the problem it
guards (an invariant that always passed would let the conformance suite miss a broken score).

7 Wonders Architects rulebook (seed 002): Завершення гри (a victory token is 3 VP, the cat 2 VP to
its holder, a tie on points goes to the most pieces built, still tied: shared), Стратегія (4 VP a
victory token), Сині карти (a blue card's points; the cat moves to who takes a card with its icon).
"""
from __future__ import annotations

import copy
import random
import re
from dataclasses import replace

import pytest

from scoring.architects import catalogue
from scoring.architects.game import GAME, Architects, _blue_never_lowers, _pieces_break_ties, _the_cat_is_two, \
    _victory_token

CAT = catalogue()

DOC = {"game": "architects", "players": [
    {"name": "Ana", "wonder": "Giza", "stages": 2, "cards": {"blue": 1, "blue_cat": 1}, "victory_tokens": 1,
     "cat": True},
    {"name": "Bo", "wonder": "Rhodes", "stages": 1, "cards": {"blue": 2}}]}


def _doc(players=None) -> dict:
    out = copy.deepcopy(DOC)
    if players is not None:
        out["players"] = players
    return out


class _Wrong(Architects):
    def __init__(self, bend):
        self.bend = bend

    def score(self, doc):
        return self.bend(doc, super().score(doc))


def _set(result, seat, **points):
    players = list(result.players)
    players[seat] = replace(players[seat], categories={**players[seat].categories, **points})
    return replace(result, players=tuple(players))


def _flat(**points):
    """A game whose rows ``points`` are the same whatever the document."""
    return _Wrong(lambda doc, r: _set(_set(r, 0, **points), 1, **points))


def _seat(seed: int, n: int = 2) -> int:
    return random.Random(seed).randrange(n)


def _strategy(seat: int) -> dict:
    """The table with the one Strategy token (and Culture) held by ``seat``."""
    out = _doc()
    out["players"][seat]["progress"] = ["Culture", "Strategy"]
    return out


def _no_cat() -> dict:
    """The table with no card with the cat icon taken: nobody holds the cat."""
    out = _doc()
    for p in out["players"]:
        p.pop("cat", None)
        p["cards"].pop("blue_cat", None)
    return out


# -- the victory token -----------------------------------------------------------------

@pytest.mark.parametrize("seed", range(3))
def test_victory_token_holds_for_architects(seed):
    assert _victory_token(GAME, _doc(), random.Random(seed)) is None
    assert _victory_token(GAME, _strategy(_seat(seed)), random.Random(seed)) is None
    assert _victory_token(GAME, _strategy(1 - _seat(seed)), random.Random(seed)) is None


@pytest.mark.parametrize("seed", range(3))
def test_victory_token_names_a_token_worth_nothing(seed):
    flat = _flat(military=0, progress=0)
    assert _victory_token(flat, _doc(), random.Random(seed)) == f"a victory token to seat {_seat(seed)} added 0, expected 3"
    assert _victory_token(flat, _strategy(_seat(seed)), random.Random(seed)) == (
        f"a victory token to seat {_seat(seed)} added 0, expected 4")
    # the other player's Strategy is not this one's
    assert _victory_token(flat, _strategy(1 - _seat(seed)), random.Random(seed)) == (
        f"a victory token to seat {_seat(seed)} added 0, expected 3")
    # another token than Strategy changes nothing
    culture = _doc([dict(p, progress=["Culture"]) for p in DOC["players"]])
    assert _victory_token(flat, culture, random.Random(seed)) == (
        f"a victory token to seat {_seat(seed)} added 0, expected 3")


def test_victory_token_is_not_asked_once_all_28_are_taken():
    flat = _flat(military=0, progress=0)
    all_taken = _doc([dict(DOC["players"][0], victory_tokens=20), dict(DOC["players"][1], victory_tokens=8)])
    assert _victory_token(flat, all_taken, random.Random(0)) is None
    one_left = _doc([dict(DOC["players"][0], victory_tokens=20), dict(DOC["players"][1], victory_tokens=7)])
    assert _victory_token(flat, one_left, random.Random(0)) is not None
    # no token written by anyone: 0 → 1 token
    bare = _doc([{k: v for k, v in p.items() if k != "victory_tokens"} for p in DOC["players"]])
    assert _victory_token(GAME, bare, random.Random(0)) is None
    assert _victory_token(flat, bare, random.Random(0)) == f"a victory token to seat {_seat(0)} added 0, expected 3"


# -- ties and the cat --------------------------------------------------------------------

def test_pieces_break_ties_holds_and_names_wrong_winners():
    assert _pieces_break_ties(GAME, _doc(), random.Random(0)) is None
    swapped = _Wrong(lambda doc, r: replace(r, winners=("Bo",)))
    want = sorted(p.name for p in GAME.score(DOC).players if p.total == max(q.total for q in GAME.score(DOC).players))
    assert _pieces_break_ties(swapped, _doc(), random.Random(0)) == f"winners ('Bo',), expected {want}"


def test_pieces_break_a_tie_on_points():
    # both at 5 points (the same rows), Ana with one more piece built: Ana alone wins
    def tie(doc, r):
        players = tuple(replace(p, categories={**{k: 0 for k in p.categories}, "civilian": 5},
                                extra={"pieces_built": 2 - p.seat}) for p in r.players)
        return replace(r, players=players, winners=("Ana", "Bo"))
    assert _pieces_break_ties(_Wrong(tie), _doc(), random.Random(0)) == "winners ('Ana', 'Bo'), expected ['Ana']"

    def shared(doc, r):
        players = tuple(replace(p, categories={**{k: 0 for k in p.categories}, "civilian": 5},
                                extra={"pieces_built": 1}) for p in r.players)
        return replace(r, players=players, winners=("Ana",))
    assert _pieces_break_ties(_Wrong(shared), _doc(), random.Random(0)) == "winners ('Ana',), expected ['Ana', 'Bo']"


def test_the_cat_is_two_to_its_holder_only():
    assert _the_cat_is_two(GAME, _doc(), random.Random(0)) is None
    assert _the_cat_is_two(_Wrong(lambda d, r: _set(r, 0, cat=0)), _doc(), random.Random(0)) == (
        "Ana: cat row 0, expected 2")
    assert _the_cat_is_two(_Wrong(lambda d, r: _set(r, 1, cat=2)), _doc(), random.Random(0)) == (
        "Bo: cat row 2, expected 0")
    assert _the_cat_is_two(_Wrong(lambda d, r: _set(r, 0, cat=3)), _doc(), random.Random(0)) == (
        "Ana: cat row 3, expected 2")


# -- the blue card -----------------------------------------------------------------------

_BLUE = {k.id: k for k in CAT.kinds if k.colour == "blue"}


@pytest.mark.parametrize("seed", range(6))
def test_blue_card_holds_for_architects(seed):
    assert _blue_never_lowers(GAME, _doc(), random.Random(seed)) is None


@pytest.mark.parametrize("seed", range(8))
def test_blue_card_names_a_score_that_ignores_blue_cards(seed):
    flat = _flat(civilian=0, cat=0)
    before = GAME.score(DOC).players[_seat(seed)].total - GAME.score(DOC).players[_seat(seed)].categories["civilian"] \
        - GAME.score(DOC).players[_seat(seed)].categories["cat"]
    why = _blue_never_lowers(flat, _doc(), random.Random(seed))
    m = re.fullmatch(r"adding (\w+) to seat (\d): (\d+) → (\d+), expected at least (\d+)", why or "")
    assert m, why
    kind = _BLUE[m[1]]
    assert int(m[2]) == _seat(seed)
    assert int(m[3]) == int(m[4]) == before
    assert int(m[5]) == before + kind.vp          # 3 for a blue card, 2 for one with the cat


def test_blue_card_with_the_cat_only_goes_to_the_cat_holder():
    # Ana holds the cat: Bo is never given a card with the cat icon; with nobody holding it, either may be
    flat = _flat(civilian=0, cat=0)
    given = {0: set(), 1: set()}
    for seed in range(40):
        m = re.fullmatch(r"adding (\w+) to seat (\d): .*", _blue_never_lowers(flat, _doc(), random.Random(seed)))
        given[int(m[2])].add(m[1])
    assert given == {0: {"blue", "blue_cat"}, 1: {"blue"}}
    nobody = _no_cat()
    given = {0: set(), 1: set()}
    for seed in range(40):
        m = re.fullmatch(r"adding (\w+) to seat (\d): .*", _blue_never_lowers(flat, nobody, random.Random(seed)))
        given[int(m[2])].add(m[1])
    assert given == {0: {"blue", "blue_cat"}, 1: {"blue", "blue_cat"}}


def test_blue_card_is_silent_when_every_blue_card_in_play_is_held():
    in_play = CAT.cards_in_play([CAT.wonder("Giza"), CAT.wonder("Rhodes")])
    full = _doc([dict(DOC["players"][0], cards={"blue": in_play["blue"]}, cat=False),
                 dict(DOC["players"][1], cards={"blue_cat": in_play["blue_cat"]}, cat=True)])
    assert _blue_never_lowers(_flat(civilian=0, cat=0), full, random.Random(0)) is None
    # one blue card fewer: it is the one offered
    one_less = _doc([dict(DOC["players"][0], cards={"blue": in_play["blue"] - 1}, cat=False),
                     dict(DOC["players"][1], cards={"blue_cat": in_play["blue_cat"]}, cat=True)])
    assert _blue_never_lowers(_flat(civilian=0, cat=0), one_less, random.Random(0)).startswith("adding blue to seat")


@pytest.mark.parametrize("check", [_blue_never_lowers, _victory_token, _pieces_break_ties, _the_cat_is_two])
def test_invariants_leave_the_document_as_it_was(check):
    doc = _doc()
    for seed in range(4):
        check(GAME, doc, random.Random(seed))
    assert doc == DOC


@pytest.mark.parametrize("seed", range(6))
def test_invariants_read_a_player_with_nothing_written(seed):
    # Bo took no card and no token yet: his fields are simply absent
    bare = _doc([DOC["players"][0], {"name": "Bo", "wonder": "Rhodes"}])
    assert _blue_never_lowers(GAME, bare, random.Random(seed)) is None
    why = _blue_never_lowers(_flat(civilian=0, cat=0), bare, random.Random(seed))
    assert re.fullmatch(rf"adding \w+ to seat {_seat(seed)}: (\d+) → \1, expected at least \d+", why), why
    assert _victory_token(GAME, bare, random.Random(seed)) is None


def test_victory_tokens_not_written_count_as_none_taken():
    # 27 of the 28 tokens taken, Bo's not written: one is left, so the invariant is asked
    flat = _flat(military=0, progress=0)
    left = _doc([dict(DOC["players"][0], victory_tokens=27), {k: v for k, v in DOC["players"][1].items()}])
    assert "victory_tokens" not in left["players"][1]
    assert _victory_token(flat, left, random.Random(0)) == f"a victory token to seat {_seat(0)} added 0, expected 3"
