"""Blueprint 'stats': per-player statistics over the saved games, with SVG charts."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from flask import Blueprint, abort, render_template, request
from sqlalchemy import select

from scoring.engine import CATEGORIES
from wonders.extensions import db
from wonders.models import Game, GamePlayer

from . import charts
from .forms import HistoryForm
from .tables import CATEGORY_COLOUR, CATEGORY_LABEL

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
    def average_categories(self) -> dict[str, float]:
        return {c: self.categories[c] / self.games for c in CATEGORIES} if self.games else {}


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
        for c in CATEGORIES:
            v = (r.categories or {}).get(c, 0)
            s.categories[c] += v if isinstance(v, int) else 0
    return out


def _rows(form: HistoryForm, name: str | None = None) -> list[GamePlayer]:
    q = select(GamePlayer).join(Game)
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
    return render_template("stats/index.html", form=form, players=players, average=average, wins=wins)


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
        breakdown = charts.stacked_bars(
            [("Average", {c: round(v, 1) for c, v in stats.average_categories.items()})],
            list(CATEGORIES), CATEGORY_COLOUR, CATEGORY_LABEL, title="Average score by category")
    games = [(r.game_row, r) for r in reversed(rows)]
    return render_template("stats/player.html", form=form, name=name, stats=stats, games=games,
                           wonder_chart=wonder_chart, breakdown=breakdown,
                           labels=CATEGORY_LABEL, categories=CATEGORIES)
