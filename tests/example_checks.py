"""Reading an example table the way the expansions' example tests check it: the whole sheet, or every problem
with its path (``tests/test_mutation_gaps_*_examples.py``)."""
from __future__ import annotations

import copy

import pytest

from scoring import games
from scoring.core.errors import BadInput


def sheet(doc: dict) -> dict:
    """Each player's coins, rank, non-zero rows and total, from a copy of ``doc``."""
    result = games.score(copy.deepcopy(doc))
    return {p.name: (p.coins, p.rank, {k: v for k, v in p.categories.items() if v}, p.total) for p in result.players}


def problems(doc: dict) -> list[tuple[str, str]]:
    """Every (path, sentence) the refusal of a copy of ``doc`` gives."""
    with pytest.raises(BadInput) as caught:
        games.score(copy.deepcopy(doc))
    return [(p.path, p.message) for p in caught.value.problems]
