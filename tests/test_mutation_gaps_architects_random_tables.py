"""The random Architects tables of ``scoring.architects.examples`` (the conformance suite's tables) reach every
shape a document may take, where the mutants of ``random_document`` called for it (README "Mutation testing"):
a complete wonder (never two) beside one a piece short, the pieces given as a number (0 to 5), as a list
mixing requirement ids and printed symbols, players without victory or progress tokens, and every victory
token of the box handed out.

Rules: seed 002 (the Architects rulebook), Завершення гри (the game ends when a wonder is complete) and the
box contents (ВМІСТ: 28 victory tokens; scoring/data/architects.json).
"""
import random

from scoring.architects import parse_architects
from scoring.architects.catalogue import catalogue
from scoring.architects.examples import random_document

SEEDS = range(200)


def tables():
    # made afresh by each test (a table kept from an earlier test would hide a mutant of the generator)
    return [random_document(random.Random(seed)) for seed in SEEDS]


def symbols() -> set[str]:
    return {p.requirement.symbol for w in catalogue().wonders for p in w.pieces}


def ids() -> set[str]:
    return {p.requirement.id for w in catalogue().wonders for p in w.pieces}


def test_some_table_ends_with_a_complete_wonder_and_none_with_two():
    complete = [sum(p.complete for p in parse_architects(doc).players) for doc in tables()]
    assert max(complete) == 1 and min(complete) == 0


def test_some_table_ends_with_one_wonder_complete_and_another_one_piece_short():
    def close_finish(players):
        return (any(p.complete for p in players)
                and any(p.pieces_built == len(p.wonder.pieces) - 1 and not p.complete for p in players))
    assert any(close_finish(parse_architects(doc).players) for doc in tables())


def test_the_pieces_come_as_every_number_and_as_a_list_of_ids_and_symbols_together():
    given = [p["stages"] for doc in tables() for p in doc["players"]]
    # 0 to 5: every count of a wonder's 5 pieces given as a number (the first pieces of the printed order)
    assert {s for s in given if isinstance(s, int)} == set(range(6))
    lists = [s for s in given if isinstance(s, list)]
    assert any(set(s) & symbols() and set(s) & ids() for s in lists)


def test_players_without_victory_tokens_or_progress_tokens_and_the_whole_box_handed_out():
    box = catalogue().victory_total
    assert box == 28
    assert any(p["victory_tokens"] == 0 for doc in tables() for p in doc["players"])
    assert any(doc["players"][0]["progress"] == [] for doc in tables())
    totals = [sum(p["victory_tokens"] for p in doc["players"]) for doc in tables()]
    assert max(totals) == box
