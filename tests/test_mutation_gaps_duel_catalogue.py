"""The Duel catalogue's own suite (tests/test_duel_catalogue.py: the box, the printed cards, wonders, tokens,
the military track, the layouts, the names in three languages) run again on a catalogue parsed afresh from the
data file by each test (README "Mutation testing"): that suite reads one catalogue loaded when it is imported,
which a mutant of the loader never reaches.

Known values are those of tests/test_duel_catalogue.py (seed 003, the Duel rulebook; ../shared/facts/duel.md).
"""
import copy

import pytest

import test_duel_catalogue as suite
from scoring.duel.catalogue import parse_catalogue


def cases():
    out = []
    for name, fn in vars(suite).items():
        if not name.startswith("test_") or not callable(fn):
            continue
        marks = [m for m in getattr(fn, "pytestmark", []) if m.name == "parametrize"]
        if not marks:
            out.append(pytest.param(fn, {}, id=name))
            continue
        names, values = marks[0].args[0], marks[0].args[1]
        keys = [k.strip() for k in (names.split(",") if isinstance(names, str) else names)]
        for i, value in enumerate(values):
            row = value if len(keys) > 1 else (value,)
            out.append(pytest.param(fn, dict(zip(keys, row)), id=f"{name}[{i}]"))
    return out


@pytest.mark.parametrize(("check", "arguments"), cases())
def test_the_catalogue_suite_on_a_catalogue_parsed_afresh(check, arguments, monkeypatch):
    monkeypatch.setattr(suite, "CAT", parse_catalogue(copy.deepcopy(suite.RAW)))
    check(**arguments)
