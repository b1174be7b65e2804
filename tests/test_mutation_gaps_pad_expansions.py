"""Armada's and Edifice's declarations and Armada's data (``scoring.expansions.armada``, ``...armada.data``,
``scoring.expansions.edifice``), the two expansions scored on the quick pad only: the names a document may give,
the rows and where the pad prints them, the guild cap, Edifice's example scored by hand, its malformed examples
refused at their paths, and the random pad tables of the conformance suites, as mutation testing of the modules
asked for (README "Mutation testing").

Armada rulebook and the sources of ``scoring/data/armada.json``: naval conflicts (tokens -3 to +7 each), islands and
shipyard rows after the military row; each guild scores at most 10 VP (P4, P5, S2). Edifice (``edifice.json``): one
signed row after the wonder row, the projects' rewards minus the debt tokens (-2, -3, -5).
"""
import random

import pytest

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.padmode import PadGame
from scoring.expansions.armada import EXPANSION as ARMADA
from scoring.expansions.armada import data as armada_data
from scoring.expansions.edifice import EXPANSION as EDIFICE

GAME = games.get("7w")


def test_armada_is_named_in_english_russian_and_ukrainian():
    assert armada_data.spellings() == {"armada": {"armada"}, "армада": {"armada"}}
    assert ARMADA.claims("Армада") == {"armada"} and ARMADA.claims("ARMADA") == {"armada"}


def test_armada_s_rows_follow_the_military_row_in_their_order():
    assert armada_data.rows() == ("naval", "islands", "shipyard")
    assert [armada_data.order(r) for r in armada_data.rows()] == [0, 0, 0]     # the military row's place
    assert [r.id for r in GAME.pad_rows(("armada",))] == [
        "military", "naval", "islands", "shipyard", "treasury", "wonder", "civilian", "science", "commercial",
        "guilds"]


def test_with_armada_a_guild_scores_at_most_10():
    assert armada_data.guild_cap() == 10
    assert ARMADA.pad_items["guilds"].cap == 10


def test_edifice_is_named_by_its_english_name():
    # edifice.json, box_names: no Russian or Ukrainian box name was found
    from scoring.expansions.edifice import _spellings
    assert _spellings() == {"edifice": {"edifice"}} == EDIFICE.spellings
    assert EDIFICE.claims("EDIFICE") == {"edifice"}
    assert [r.id for r in GAME.pad_rows(("edifice",))] == [
        "military", "treasury", "wonder", "edifice", "civilian", "science", "commercial", "guilds"]


def test_edifice_s_example_scored_by_hand():
    [doc] = EDIFICE.examples()
    result = games.score(doc)
    assert [(p.name, p.total) for p in result.players] == [
        ("Ira", 9 + 1 + 7 + 8 + 20 + 4 + 5 + 6), ("Oleg", 1 + 10 - 5 + 15 + 26 + 3),
        ("Sofia", -3 + 3 + 10 + 3 + 9 + 13 + 8 + 10)]
    assert [p.categories["edifice"] for p in result.players] == [8, -5, 3]
    assert result.winners == ("Ira",)


NO_ROW = 'the Edifice row comes with an expansion: add it to "expansions"'


def test_edifice_s_malformed_examples_are_refused_for_that_alone():
    """Each malformed example is the good table but for one fault, so its problems are that fault's only."""
    bad = EDIFICE.bad_examples()
    assert [b.path for b in bad] == ["expansions[0]", "players[1].pad.edifice", "players[0].pad.edifice"]
    found = []
    for b in bad:
        with pytest.raises(BadInput) as exc:
            games.score(b.doc)
        found.append([(p.path, p.message) for p in exc.value.problems])
    assert found == [
        [("expansions[0]", EDIFICE.pad_only)],
        [("players[1].pad.edifice", "edifice must be a whole number from -99 to 999, got '-5'")],
        [(f"players[{i}].pad.edifice", NO_ROW) for i in range(3)]]
    assert EDIFICE.pad_only.startswith("Edifice is scored on the score pad only")


@pytest.mark.parametrize("expansion,row,low,high", [(ARMADA, "naval", -6, 21), (EDIFICE, "edifice", -10, 15)])
def test_random_pad_tables_fill_the_signed_row_over_its_range(expansion, row, low, high):
    pad = PadGame(GAME)
    seen = set()
    for seed in range(40):
        doc = pad.random_document(random.Random(seed), 3, expansions=[expansion])
        assert doc["expansions"] == [expansion.id]
        seen |= {p["pad"][row] for p in doc["players"]}
        games.score(doc)
    assert (min(seen), max(seen)) == (low, high)        # both ends reached over the seeds
