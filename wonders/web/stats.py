"""Blueprint 'stats': per-player statistics over the saved games, with SVG charts.

Any registered game: the category breakdown uses the score-pad rows of the games counted
(``scoring.games``); ``?game=<id>`` keeps one game's records.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from flask import Blueprint, abort, flash, redirect, render_template, request, url_for
from flask_babel import gettext
from sqlalchemy import select

from scoring import games as game_modules
from scoring.numbers import is_int
from wonders import l10n
from wonders.extensions import db
from wonders.models import Game, GamePlayer, NameAlias

from wonders.web import charts
from wonders.web.forms import HistoryForm, MergeForm

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


def name_key(name: str) -> str:
    """Names match in any case and spacing: "ira", "Ira " and "IRA" are one player."""
    return " ".join(name.split()).casefold()


def aliases() -> dict[str, str]:
    """Merged spellings (case-folded) → the name shown (``NameAlias``)."""
    return {a.alias: a.canonical for a in db.session.scalars(select(NameAlias)).all()}


def canonical(name: str, merged: dict[str, str] | None = None) -> str:
    merged = aliases() if merged is None else merged
    return name_key(merged.get(name_key(name), name))


def compute(rows: list[GamePlayer], merged: dict[str, str] | None = None) -> dict[str, PlayerStats]:
    """Statistics per player (Free City boards are not players). Spellings that differ only in
    case, or that were merged, count as one player, shown under their most used spelling (a
    merge's chosen name first)."""
    merged = aliases() if merged is None else merged
    spellings: dict[str, Counter] = {}
    for r in rows:
        if not r.free_city:
            spellings.setdefault(canonical(r.name, merged), Counter())[r.name] += 1
    shown = {}
    for key, counts in spellings.items():
        chosen = next((v for v in merged.values() if name_key(v) == key), None)
        shown[key] = chosen or min(counts, key=lambda n: (-counts[n], n))
    out: dict[str, PlayerStats] = {}
    for r in rows:
        if r.free_city:
            continue
        key = canonical(r.name, merged)
        s = out.setdefault(key, PlayerStats(shown[key]))
        s.games += 1
        s.wins += 1 if r.winner else 0
        s.total += r.total
        s.best = r.total if s.best is None else max(s.best, r.total)
        if r.wonder:                    # a game without boards (Duel, Architects) has no wonder line
            w = s.wonders.setdefault(r.wonder, WonderLine(r.wonder))
            w.games += 1
            w.wins += 1 if r.winner else 0
        s.game_ids[getattr(getattr(r, "game_row", None), "game", None) or game_modules.DEFAULT] += 1
        for c, v in (r.categories or {}).items():
            s.categories[c] += v if is_int(v) else 0
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
    if form.date_from.data:
        q = q.where(Game.played_on >= form.date_from.data)
    if form.date_to.data:
        q = q.where(Game.played_on <= form.date_to.data)
    rows = list(db.session.scalars(q.order_by(Game.played_on, Game.id)).all())
    if name is not None:       # in Python: SQLite's lower() knows no Cyrillic
        merged = aliases()
        rows = [r for r in rows if canonical(r.name, merged) == canonical(name, merged)]
    return rows


def _form() -> tuple[HistoryForm, bool]:
    form = HistoryForm(request.args)
    return form, form.validate()


@bp.get("")
def index():
    form, valid = _form()
    players = sorted(compute(_rows(form)).values() if valid else [],
                     key=lambda s: (-s.wins, -s.average, s.name.casefold()))
    average = charts.simple_bars([(s.name, round(s.average, 1)) for s in players], colour="#1565c0",
                                 title=gettext("Average score"))
    wins = charts.simple_bars([(s.name, round(100 * s.win_rate)) for s in players], colour="#b8860b",
                              suffix="%", maximum=100, title=gettext("Win rate"))
    return render_template("stats/index.html", form=form, players=players, average=average, wins=wins,
                           **_game_choices())


def _game_choices() -> dict:
    return {"game_filter": _game_filter(), "game_choices": [(g.id, g.title) for g in game_modules.available()]}


@bp.get("/player/<path:name>")
def player(name: str):
    form, valid = _form()
    rows = _rows(form, name) if valid else []
    stats = compute(rows).get(canonical(name))
    if stats is None and valid:
        everyone = db.session.scalars(select(GamePlayer.name).distinct()).all()
        if not any(canonical(n) == canonical(name) for n in everyone):
            abort(404)
    wonder_chart = None
    breakdown = None
    if stats:
        lines = sorted(stats.wonders.values(), key=lambda w: (-w.games, w.wonder))
        wonder_chart = charts.simple_bars([(f"{l10n.name(None, w.wonder)} ({w.games})", round(100 * w.win_rate))
                                           for w in lines],
                                          colour="#2e7d32", suffix="%", maximum=100, title=gettext("Win rate per wonder"))
        pad = stats.rows
        breakdown = charts.stacked_bars(
            [(gettext("Average"), {c: round(v, 1) for c, v in stats.average_categories.items()})],
            [r.id for r in pad], {r.id: r.colour for r in pad}, {r.id: r.text for r in pad},
            title=gettext("Average score by category"))
    games = [(r.game_row, r) for r in reversed(rows)]
    merged_here = [a for a, c in aliases().items() if name_key(c) == canonical(name)]
    return render_template("stats/player.html", form=form, name=stats.name if stats else name, stats=stats,
                           games=games, wonder_chart=wonder_chart, breakdown=breakdown, merge=MergeForm(),
                           merged_here=merged_here, **_game_choices())


@bp.post("/merge")
def merge():
    """Count another spelling as this player (reversible: ``/stats/unmerge``)."""
    form = MergeForm()
    into = (request.form.get("into") or "").strip()
    other = (form.other.data or "").strip()
    if not form.validate() or not into or name_key(other) == name_key(into):
        flash(gettext("Type the other spelling to merge (a different name)."), "info")
        return redirect(url_for(".player", name=into or "?"))
    names = db.session.scalars(select(GamePlayer.name).distinct()).all()
    if not any(name_key(n) == name_key(other) for n in names):
        flash(gettext("No saved game has a player called %(name)s.", name=repr(other)), "info")
        return redirect(url_for(".player", name=into))
    for a in db.session.scalars(select(NameAlias).where(NameAlias.canonical == other)).all():
        a.canonical = into                               # what was merged into the other goes along
    existing = db.session.scalar(select(NameAlias).where(NameAlias.alias == name_key(other)))
    if existing is None:
        db.session.add(NameAlias(alias=name_key(other), canonical=into))
    else:
        existing.canonical = into
    db.session.commit()
    flash(gettext("%(other)s is now counted as %(into)s.", other=other, into=into), "success")
    return redirect(url_for(".player", name=into))


@bp.post("/unmerge")
def unmerge():
    alias = (request.form.get("alias") or "").strip()
    into = request.form.get("into") or ""
    row = db.session.scalar(select(NameAlias).where(NameAlias.alias == name_key(alias)))
    if row is not None:
        db.session.delete(row)
        db.session.commit()
        flash(gettext("%(name)s is counted on its own again.", name=alias), "success")
    return redirect(url_for(".player", name=into or alias))
