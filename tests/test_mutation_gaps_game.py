"""The game interface (``scoring.core.game``) as the shell reads it: what mutation testing found
unchecked by the fast tests (the conformance suite, which also calls these, is too slow for it).

A tap on an Architects board piece (seed 002, Будівництво етапу: a stage stands on the stages
below it; "Деякі Чудеса дають можливість обирати, у якій послідовності будувати певні етапи"),
the names of an expansion's parts, the registry's rows and entry screens as JSON, and the seat
rotations the invariants compare."""
from __future__ import annotations

import copy
import random

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.expansion import Expansion
from scoring.core.game import (MIRRORING, RANKS, SEAT_ROTATION, EntryScreen, Row, tap_piece,
                               with_player)
from scoring.core.i18n import use_language
from tests import toy_game
from tests.helpers import player, three

# Ephesus' pieces in the printed order and their levels (facts A1): 2≠ | 2=, 3≠, 3= | 4≠
EPHESUS = [{"id": i, "level": lv} for i, lv in zip(["2d", "2s", "3d", "3s", "4d"], [1, 2, 2, 2, 3])]


def test_a_tap_builds_in_any_order_within_a_level_by_default():
    # "free" is the default: the tapped piece and the level below it, not every piece printed before it
    assert tap_piece(EPHESUS, ["2d"], "3s") == ("2d", "3s")
    assert tap_piece(EPHESUS, ["2d"], "3s", "fixed") == ("2d", "2s", "3d", "3s")


def test_a_tap_keeps_the_pieces_of_its_level_already_built():
    # 2≠, 2= and 3≠ built; 3= tapped: the three stay, 3= joins them
    assert tap_piece(EPHESUS, ["2d", "2s", "3d"], "3s") == ("2d", "2s", "3d", "3s")


def test_a_piece_without_a_level_stands_on_nothing():
    # no level is level 0: below a piece of level 1, so built with it
    pieces = [{"id": "base"}, {"id": "top", "level": 1}]
    assert tap_piece(pieces, [], "top") == ("base", "top")
    assert tap_piece(pieces, [], "base") == ("base",)


def test_with_player_changes_one_seat_of_a_copy():
    doc = three(player("Ira", "Rhodos", coins=3))
    out = with_player(doc, 0, coins=9)
    assert out["players"][0]["coins"] == 9 and out["players"][0]["name"] == "Ira"
    assert doc["players"][0]["coins"] == 3            # the document given is left as it was


def test_seat_rotation_and_mirroring_copy_the_table():
    g = games.get("7w")
    doc = {"game": "7w", "players": [player(n, w) for n, w in
                                     [("Ira", "Rhodos"), ("Oleg", "Gizah"), ("Sofia", "Ephesos"), ("Anton", "Babylon")]]}
    names = [p["name"] for p in doc["players"]]
    assert [p["name"] for p in g.rotate_seats(doc, 1)["players"]] == ["Oleg", "Sofia", "Anton", "Ira"]
    assert [p["name"] for p in g.rotate_seats(doc, 3)["players"]] == ["Anton", "Ira", "Oleg", "Sofia"]
    assert [p["name"] for p in g.mirror_seats(doc)["players"]] == ["Anton", "Sofia", "Oleg", "Ira"]
    g.rotate_seats(doc, 1)["players"][0]["coins"] = 99
    g.mirror_seats(doc)["players"][0]["coins"] = 99
    assert [p["name"] for p in doc["players"]] == names and all(p.get("coins", 0) != 99 for p in doc["players"])


def test_the_invariants_hold_on_a_table_and_name_what_changed():
    g = games.get("7w")
    doc = three(player("Ira", "Rhodos", "A", stages=3, cards=["Altar"], coins=6))
    for inv in (SEAT_ROTATION, MIRRORING, RANKS):
        assert inv.check(g, doc, random.Random(1)) is None, inv.name
    other = copy.deepcopy(doc)
    other["players"][0]["coins"] = 9                    # treasury 2 → 3
    from scoring.core.game import _same_scores
    why = _same_scores(g.score(doc), g.score(other))
    assert why is not None and why.startswith("Ira: ") and "'treasury': 2" in why and "'treasury': 3" in why


def test_a_row_and_a_game_as_json():
    g = games.get("7w")
    military = g.row("military")
    assert military is not None and military.id == "military" and g.row("nope") is None
    assert Row("harbour", "Harbour", "#2b6f8f", "#d6e9f2", "anchor", 5).to_json() == {
        "id": "harbour", "label": "Harbour", "colour": "#2b6f8f", "tint": "#d6e9f2", "icon": "anchor", "order": 5}
    out = g.to_json()
    assert out["id"] == "7w" and out["available"] is True and out["players"] == [3, 7]
    assert out["title"] == g.title and out["aliases"] == list(g.info.aliases)
    assert out["rows"] == [r.to_json() for r in g.rows]
    assert out["expansion_rows"]["babel-tower"] == [r.to_json() for r in g.expansion_rows["babel-tower"]]


def test_an_entry_screen_as_json():
    screen = EntryScreen("toy", 4, ("bonus",), ({"name": "Giza", "sides": {"": {"stages": 5}}},), ("A", "B"),
                         ({"id": "cards", "label": "Cards", "kind": "counts", "cards": []},),
                         ({"id": "coins", "label": "Coins", "min": 0, "max": None},),
                         ({"id": "military", "label": "Tokens", "values": [1, -1]},),
                         ({"id": "conflict", "label": "Pawn", "min": -9, "max": 9},),
                         ({"id": "free_city", "label": "Free City"},))
    assert screen.to_json() == {
        "game": "toy", "players": 4, "expansions": ["bonus"],
        "boards": [{"name": "Giza", "sides": {"": {"stages": 5}}}], "sides": ["A", "B"],
        "card_groups": [{"id": "cards", "label": "Cards", "kind": "counts", "cards": []}],
        "counters": [{"id": "coins", "label": "Coins", "min": 0, "max": None}],
        "tokens": [{"id": "military", "label": "Tokens", "values": [1, -1]}],
        "table": [{"id": "conflict", "label": "Pawn", "min": -9, "max": 9}],
        "options": [{"id": "free_city", "label": "Free City"}]}


def test_a_game_without_a_catalogue_of_its_own_names_itself():
    assert toy_game.GAME.catalogue_json() == {"game": "toy", "title": toy_game.GAME.title}


def test_every_malformed_example_is_blamed_on_its_path():
    g = games.get("7w")
    paths = [b.path for b in g.bad_examples()]
    assert paths[:2] == ["", "players"]
    for bad in g.bad_examples():
        with pytest.raises(BadInput) as exc:
            games.parse(bad.doc)
        assert bad.path in [p.path for p in exc.value.problems], bad.why


class Twin(Expansion):
    """Two parts, each only by its own row (no spelling claims a part's name)."""
    id = "twin"
    base = "7w"
    order = 1
    title = "Twin"
    part_titles = {"twin-a": "Twin: first part", "twin-b": "Twin: second part"}
    rows = {"twin-a": (), "twin-b": ()}


def test_an_expansion_attached_once_in_composition_order_and_detached():
    g = copy.copy(games.get("7w"))
    before = g.expansions
    twin = Twin()
    g.attach(twin)
    g.attach(Twin())                                    # the same id again: still once
    assert g.expansion("twin") is twin and g.expansions[0] is twin     # order 1 comes first
    assert g.expansions[1:] == before and g.expansion("nope") is None
    assert g.expansion_title("twin") == "Twin"                       # the whole: its title
    assert g.expansion_title("twin-b") == "Twin: second part"        # a part no spelling claims
    g.detach("twin")
    assert g.expansions == before and games.get("7w").expansion("twin") is None


@pytest.mark.parametrize("lang, whole, tower, leaders", [
    ("en", "Babel (tower and Great Projects)", "Babel: Tower of Babel only", "Leaders"),
    ("ru", "Вавилон (башня и Великие Проекты)", "Вавилон: только Вавилонская башня", "Лидеры"),
])
def test_an_expansions_name_is_the_whole_or_the_part_named(lang, whole, tower, leaders):
    g = games.get("7w")
    with use_language(lang):
        assert g.expansion_title("babel") == whole
        assert g.expansion_title("babel-tower") == tower
        assert g.expansion_title("leaders") == leaders
        assert g.expansion_title("nope") == "nope"


def test_the_names_of_an_expansions_colour_and_victory():
    assert games.get("7w").colour_label("white") == "Leaders"      # Leaders' white cards
    assert games.get("7w").colour_label("purple") is None
    assert games.get("duel").victory_label("political") == "Political supremacy"   # Agora
    assert games.get("duel").victory_label("nope") is None


def test_a_category_no_row_declares_gets_one_plain_row_after_the_others():
    from scoring.core.result import PlayerScore, Result
    g = games.get("7w")
    players = tuple(PlayerScore(seat, name, {"civilian": 3, "ferry_tolls": 2}, (), {}, 0)
                    for seat, name in enumerate(["Ira", "Oleg"]))
    rows = g.rows_in(Result("7w", players, ("Ira", "Oleg"), None))
    assert [r.id for r in rows] == [r.id for r in g.rows] + ["ferry_tolls"]
    last = max(r.order for r in g.rows)
    assert rows[-1] == Row("ferry_tolls", "Ferry tolls", "#8a7f6a", "#eee8dc", order=last + 1)


def test_the_invariants_report_a_game_that_breaks_them():
    """A game whose rotation, mirror or ranks are wrong is reported (the conformance suite's checks)."""
    from dataclasses import replace
    from scoring.core.game import _mirror, _rotation, _winners_rank_first
    duel = games.get("duel")
    doc = duel.examples()[0]                             # two players: one rotation, by one seat

    def richer(d):
        return with_player(d, 0, coins=d["players"][0]["coins"] + 6)

    broken = copy.copy(duel)
    broken.rotate_seats = lambda d, k: richer(duel.rotate_seats(d, k)) if k else duel.rotate_seats(d, k)
    broken.mirror_seats = lambda d: richer(duel.mirror_seats(d))
    for seed in range(8):
        assert _rotation(broken, doc, random.Random(seed)) is not None
    assert _rotation(duel, doc, random.Random(0)) is None
    assert _mirror(broken, doc, random.Random(0)) is not None and _mirror(duel, doc, random.Random(0)) is None
    g = games.get("7w")
    real = g.score(three(player("Ira", "Rhodos", cards=["Altar"])))          # Ira first on 2 points
    wrong = copy.copy(g)
    # every player of rank 1 and named a winner, though Ira has more points than the others
    wrong.score = lambda d: replace(real, winners=tuple(p.name for p in real.players),
                                    players=tuple(replace(p, rank=1) for p in real.players))
    assert _winners_rank_first(wrong, {}, random.Random(0)) is not None
    assert _winners_rank_first(g, three(player("Ira", "Rhodos", cards=["Altar"])), random.Random(0)) is None
