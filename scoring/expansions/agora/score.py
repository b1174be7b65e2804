"""Agora's end of the game: the Senate row and political supremacy.

Facts file ``duel-pantheon-agora.md`` B3 (the Agora rulebook's Senate, read from the licensed
implementation): "VP at game end for each Chamber you control: 1 2 3 3 2 1", control is "strictly
more cubes" ("a tie (0-0 included) means no one does"), and "Controlling all 6 Chambers at the same
moment wins at once".
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from scoring.core.i18n import _, ngettext
from scoring.core.result import Line
from scoring.expansions.agora import catalogue as data
from scoring.expansions.agora.document import AgoraState

ROW = "senate"


def chamber_text(state: AgoraState, seat: int, number: int, vp: int) -> str:
    mine, theirs = state.cities[seat].influence[number - 1], state.cities[1 - seat].influence[number - 1]
    if state.cities[0].control is None and state.cities[1].control is None:
        return ngettext("Chamber {n}: {mine} Influence cube against {theirs}, control → {points}",
                        "Chamber {n}: {mine} Influence cubes against {theirs}, control → {points}", mine).format(
            n=number, mine=mine, theirs=theirs, points=vp)
    return _("Chamber {n}: control → {points}").format(n=number, points=vp)


def score_senate(table: Any, seat: int, score: Any) -> Any:
    """The Senate row: each Chamber's VP to its controller (agora, Палаты Сената)."""
    state: AgoraState = table.ext["agora"]
    cats = dict(score.categories)
    lines = list(score.details)
    total = 0
    for chamber in data.chambers():
        if state.controllers[chamber.number - 1] == seat:
            total += chamber.vp
            lines.append(Line(ROW, f"chamber {chamber.number}", chamber.vp,
                              chamber_text(state, seat, chamber.number, chamber.vp)))
    if not total:
        lines.append(Line(ROW, "senate", 0, _("controls no Chamber of the Senate → 0")))
    cats[ROW] = total
    return replace(score, categories=cats, details=tuple(lines))


def political_supremacy(table: Any) -> tuple[int, str, str] | None:
    """A player who controls all six Chambers wins at once (facts B3, political supremacy)."""
    state: AgoraState = table.ext["agora"]
    whole = len(data.chambers())
    for seat in (0, 1):
        if len(state.controlled(seat)) == whole:
            why = _("{winner} controls all {n} Chambers of the Senate: {winner} wins by political supremacy, at once "
                    "and whatever the points").format(winner=table.cities[seat].name, n=whole)
            return seat, data.political()["id"], why
    return None
