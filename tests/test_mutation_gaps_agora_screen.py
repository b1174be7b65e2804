"""Agora's section of the referee screen (``referee/expansions/agora/screen.py``) under ``make mutation-replay``:
the fields show the document as it is: the table option chosen, no choice as an empty field, a Senate action the
referee will refuse kept as typed."""
from __future__ import annotations

from referee.expansions.agora.screen import screen


def test_the_section_shows_the_documents_option_an_empty_choice_and_each_step_as_typed():
    doc = {"game": "duel", "expansions": ["agora"], "conflict": 0, "age": 2, "decree_cost_symbol": "resource",
           "players": [{"name": "Ana", "agora": {"influence": [1]}}, {"name": "Bo"}],
           "action": {"player": "Ana", "trigger": "Coup", "senate": ["x", {"place": 3}, {"move": [3, 4]}]}}
    fields = {f["name"]: f for f in screen(doc, {})[0]["fields"]}
    assert fields["agora-cost-symbol"]["value"] == "resource"
    assert fields["agora-choice"]["value"] == ""
    assert fields["agora-senate"]["value"] == "x, place 3, move 3-4"
    assert fields["agora-trigger"]["value"] == "Coup"
    assert fields["agora-senate-notes"]["items"] == ["Chamber 1: Ana"] + [f"Chamber {n}: no one" for n in range(2, 7)]
