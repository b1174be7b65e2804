"""Mutation gaps of the referee registry and the expansion interface's screen hooks.

``referee.registry`` finds the expansions' referees when it is imported (``_discover``), before any
test runs, so a test that asks it again is the only one that reaches it; the screen hooks of
``RefereeExpansion`` are each optional in a ``screen_module`` (the docstring of
``referee.core.expansion``), which no shipped expansion uses (each ships all three).
"""
from __future__ import annotations

import importlib

import pytest

from referee import registry
from referee.core.expansion import RefereeExpansion

SHIPPED = ("agora", "babel", "cities", "leaders", "pantheon", "wonderpack")


def test_discovery_finds_every_shipped_expansion_referee_by_its_id():
    found = registry._discover()
    assert sorted(found) == list(SHIPPED)
    for name in SHIPPED:
        package = importlib.import_module(f"referee.expansions.{name}")
        assert found[name] is package.REFEREE
        assert found[name].id == name
    assert found == registry.EXPANSION_REFEREES


def test_discovery_skips_a_subpackage_without_a_referee(tmp_path, monkeypatch):
    import referee.expansions as home
    (tmp_path / "notes_only").mkdir()
    (tmp_path / "notes_only" / "__init__.py").write_text('"""A helper package with no REFEREE."""\n')
    monkeypatch.setattr(home, "__path__", [*home.__path__, str(tmp_path)])
    try:
        found = registry._discover()
    finally:
        import sys
        sys.modules.pop("referee.expansions.notes_only", None)
    assert sorted(found) == list(SHIPPED)


class _Bare(RefereeExpansion):
    """An expansion whose screen module answers none of the three hooks (each is optional)."""
    id = "bare"
    screen_module = "json"


class _NoModule(RefereeExpansion):
    id = "none"


@pytest.mark.parametrize("referee", [_Bare(), _NoModule()], ids=["module-without-hooks", "no-module"])
def test_missing_screen_hooks_add_nothing(referee):
    doc = {"game": "7w", "players": [], "age": 1, "action": {}}
    action: dict = {}
    assert referee.screen(doc, {"bare-present": ["1"]}) == ()
    assert referee.read_form(doc, {"bare-present": ["1"]}, action) is doc
    assert action == {}
    assert referee.verdict_notes({"legal": True, "reasons": []}) == ()
