"""Blueprint 'stats': per-player statistics over the saved games, with SVG charts.

Any registered game: the category breakdown uses the score-pad rows of the games counted
(``scoring.games``); ``?game=<id>`` keeps one game's records.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from flask import Blueprint, abort, render_template, request
from sqlalchemy import select

from scoring import games as game_modules
from wonders.extensions import db
from wonders.models import Game, GamePlayer

from . import charts
from .forms import HistoryForm

bp = Blueprint("stats", __name__, url_prefix="/stats")


@dataclass
class WonderLine:
    wonder: str
    games: int = 0
    wins: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class PlayerStats:
    name: str
    games: int = 0
    wins: int = 0
    total: int = 0
    best: int | None = None
    wonders: dict[str, WonderLine] = field(default_factory=dict)
    categories: Counter = field(default_factory=Counter)
    game_ids: Counter = field(default_factory=Counter)      # registry id → games of it played

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def favourite_wonder(self) -> str | None:
        if not self.wonders:
            return None
        # most played; ties → most wins, then alphabetical
        return min(self.wonders.values(), key=lambda w: (-w.games, -w.wins, w.wonder)).wonder

    @property
    def rows(self):
        """The score-pad rows of the games this player played (the 1st edition's when none)."""
        rows = game_modules.rows_of(tuple(self.game_ids))
        if not self.game_ids:
            return rows
        base = {r.id for g in self.game_ids if (m := game_modules.get(g)) for r in m.rows}
        return tuple(r for r in rows if r.id in base or r.id in self.categories)

    @property
    def average_categories(self) -> dict[str, float]:
        return {r.id: self.categories[r.id] / self.games for r in self.rows} if self.games else {}


def compute(rows: list[GamePlayer]) -> dict[str, PlayerStats]:
    """Statistics per player name (Free City boards are not players)."""
    out: dict[str, PlayerStats] = {}
    for r in rows:
        if r.free_city:
            continue
        s = out.setdefault(r.name, PlayerStats(r.name))
        s.games += 1
        s.wins += 1 if r.winner else 0
        s.total += r.total
        s.best = r.total if s.best is None else max(s.best, r.total)
        w = s.wonders.setdefault(r.wonder, WonderLine(r.wonder))
        w.games += 1
        w.wins += 1 if r.winner else 0
        s.game_ids[getattr(getattr(r, "game_row", None), "game", None) or game_modules.DEFAULT] += 1
        for c, v in (r.categories or {}).items():
            s.categories[c] += v if isinstance(v, int) and not isinstance(v, bool) else 0
    return out


def _game_filter() -> str | None:
    """``?game=<id or alias>`` → a registry id, or None for every game."""
    found = game_modules.get(request.args.get("game", ""))
    return found.id if found else None


def _rows(form: HistoryForm, name: str | None = None) -> list[GamePlayer]:
    q = select(GamePlayer).join(Game)
    game = _game_filter()
    if game is not None:
        q = q.where(Game.game == game)
    if name is not None:
        q = q.where(GamePlayer.name == name)
    if form.date_from.data:
        q = q.where(Game.played_on >= form.date_from.data)
    if form.date_to.data:
        q = q.where(Game.played_on <= form.date_to.data)
    return list(db.session.scalars(q.order_by(Game.played_on, Game.id)).all())


def _form() -> tuple[HistoryForm, bool]:
    form = HistoryForm(request.args)
    return form, form.validate()


@bp.get("")
def index():
    form, valid = _form()
    players = sorted(compute(_rows(form)).values() if valid else [],
                     key=lambda s: (-s.wins, -s.average, s.name.casefold()))
    average = charts.simple_bars([(s.name, round(s.average, 1)) for s in players], colour="#1565c0",
                                 title="Average score")
    wins = charts.simple_bars([(s.name, round(100 * s.win_rate)) for s in players], colour="#b8860b",
                              suffix="%", maximum=100, title="Win rate")
    return render_template("stats/index.html", form=form, players=players, average=average, wins=wins,
                           **_game_choices())


def _game_choices() -> dict:
    return {"game_filter": _game_filter(), "game_choices": [(g.id, g.title) for g in game_modules.available()]}


@bp.get("/player/<path:name>")
def player(name: str):
    form, valid = _form()
    rows = _rows(form, name) if valid else []
    stats = compute(rows).get(name)
    if stats is None and valid:
        exists = db.session.scalar(select(GamePlayer.id).where(GamePlayer.name == name).limit(1))
        if exists is None:
            abort(404)
    wonder_chart = None
    breakdown = None
    if stats:
        lines = sorted(stats.wonders.values(), key=lambda w: (-w.games, w.wonder))
        wonder_chart = charts.simple_bars([(f"{w.wonder} ({w.games})", round(100 * w.win_rate)) for w in lines],
                                          colour="#2e7d32", suffix="%", maximum=100, title="Win rate per wonder")
        pad = stats.rows
        breakdown = charts.stacked_bars(
            [("Average", {c: round(v, 1) for c, v in stats.average_categories.items()})],
            [r.id for r in pad], {r.id: r.colour for r in pad}, {r.id: r.label for r in pad},
            title="Average score by category")
    games = [(r.game_row, r) for r in reversed(rows)]
    return render_template("stats/player.html", form=form, name=name, stats=stats, games=games,
                           wonder_chart=wonder_chart, breakdown=breakdown, **_game_choices())
