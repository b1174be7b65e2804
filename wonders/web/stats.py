"""Blueprint 'stats': per-player statistics over the saved games, with SVG charts.

Any registered game: the category breakdown uses the score-pad rows of the games counted
(``scoring.games``); ``?game=<id>`` keeps one game's records.
"""
from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass, field

from flask import Blueprint, abort, flash, redirect, render_template, request, url_for
from flask_babel import gettext
from sqlalchemy import select

from scoring import games as game_modules
from scoring.core.numbers import is_int
from wonders import l10n
from wonders.extensions import db
from wonders.models import Game, GamePlayer, NameAlias

from wonders.web import charts
from wonders.web.forms import HistoryForm, MergeForm

bp = Blueprint("stats", __name__, url_prefix="/stats")


@dataclass
class WonderLine:
    """A player's games on one wonder, or of one game (``PlayerStats.per_game``)."""
    wonder: str
    games: int = 0
    wins: int = 0
    total: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0


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
    per_game: dict[str, WonderLine] = field(default_factory=dict)   # registry id → games, wins, points
    best_games: list = field(default_factory=list)          # the rows of the best scores, best first

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


BEST = 3          # best scores shown on a profile


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
        game_id = getattr(getattr(r, "game_row", None), "game", None) or game_modules.DEFAULT
        lines = [s.per_game.setdefault(game_id, WonderLine(game_id))]
        if r.wonder:                    # a game without boards (Duel, Architects) has no wonder line
            lines.append(s.wonders.setdefault(r.wonder, WonderLine(r.wonder)))
        for w in lines:
            w.games += 1
            w.wins += 1 if r.winner else 0
            w.total += r.total
        s.game_ids[game_id] += 1
        s.best_games = sorted(s.best_games + [r], key=lambda x: -x.total)[:BEST]
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
    return {"game_filter": _game_filter(), "game_choices": [(g.id, g.title) for g in game_modules.available()],
            "game_titles": {g.id: g.title for g in game_modules.available()}}


@bp.get("/player/<path:name>")
def player(name: str, status: int = 200):
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
                           merged_here=merged_here, version=profile_version(name), **_game_choices()), status


# -- profiles: the merged names made first-class ---------------------------------------------------
#
# A profile is a name and every spelling merged into it (``NameAlias``). Anyone who can open the
# statistics may rename, merge or split one (README, "Profiles": there are no accounts, the names
# are those the saved games show publicly, and every change can be undone: a merge by a split, a
# rename by renaming back; the saved games keep the names as entered). Every change names the
# version of the profile it was shown (``profile_version``): a change made from an older page
# (someone renamed, merged or split it meanwhile) is refused with a sentence (409), one without a
# version too (400), and nothing is written.

def profile_version(name: str, merged: dict[str, str] | None = None) -> str:
    """The profile's state as a short digest: its key and every spelling merged into it."""
    merged = aliases() if merged is None else merged
    key = canonical(name, merged)
    mine = sorted((a, c) for a, c in merged.items() if name_key(c) == key or a == name_key(name))
    return hashlib.sha256(repr((key, mine)).encode()).hexdigest()[:12]


def _stale(into: str) -> str | None:
    """The sentence refusing a profile change sent from an older page, or None when it is current."""
    sent = (request.form.get("version") or "").strip()
    if not sent:
        return gettext("Not saved: the page did not say which version of this player it was showing. "
                       "Reload the page and make the change again.")
    if sent != profile_version(into):
        return gettext("Not saved: this player was renamed, merged or split since the page was opened. "
                       "Here it is as it is now; make the change again if it is still needed.")
    return None


def _refused(into: str, message: str, status: int | None = None):
    """The player's page again with the sentence: 400 without a version, 409 from a stale one,
    ``status`` otherwise (422: the change itself cannot be made)."""
    flash(message, "error")
    if status is None:
        status = 400 if not (request.form.get("version") or "").strip() else 409
    return player(into or "?", status)


@bp.post("/merge")
def merge():
    """Count another spelling as this player (reversible: ``/stats/unmerge``)."""
    form = MergeForm()
    into = (request.form.get("into") or "").strip()
    other = (form.other.data or "").strip()
    if not form.validate() or not into or name_key(other) == name_key(into):
        flash(gettext("Type the other spelling to merge (a different name)."), "info")
        return redirect(url_for(".player", name=into or "?"))
    if (message := _stale(into)) is not None:
        return _refused(into, message)
    names = db.session.scalars(select(GamePlayer.name).distinct()).all()
    if not any(name_key(n) == name_key(other) for n in names):
        flash(gettext("No saved game has a player called %(name)s.", name=repr(other)), "info")
        return redirect(url_for(".player", name=into))
    _point(other, into)
    db.session.commit()
    flash(gettext("%(other)s is now counted as %(into)s.", other=other, into=into), "success")
    return redirect(url_for(".player", name=into))


def _point(other: str, into: str) -> None:
    """Count ``other`` (and whatever was merged into it) as ``into``."""
    for a in db.session.scalars(select(NameAlias)).all():
        if name_key(a.canonical) == name_key(other):
            a.canonical = into                               # what was merged into the other goes along
    existing = db.session.scalar(select(NameAlias).where(NameAlias.alias == name_key(other)))
    if existing is None:
        db.session.add(NameAlias(alias=name_key(other), canonical=into))
    else:
        existing.canonical = into


@bp.post("/rename")
def rename():
    """Show this player under another name (the saved games keep the names as entered)."""
    into = (request.form.get("into") or "").strip()
    new = " ".join((request.form.get("name") or "").split())
    if (message := _stale(into)) is not None:
        return _refused(into, message)
    if not new or len(new) > 100:
        return _refused(into, gettext("Type the new name (at most 100 characters)."), 422)
    merged = aliases()
    key, new_key = canonical(into, merged), name_key(new)
    others = db.session.scalars(select(GamePlayer.name).distinct()).all()
    if new_key != key and any(canonical(n, merged) == new_key for n in others):
        return _refused(into, gettext("%(name)s is already another player: merge the two instead.", name=new), 422)
    for a in db.session.scalars(select(NameAlias)).all():
        if name_key(a.canonical) == key:
            a.canonical = new                        # every spelling merged here follows the new name
    row = db.session.scalar(select(NameAlias).where(NameAlias.alias == key))
    if row is None:
        db.session.add(NameAlias(alias=key, canonical=new))     # the old name now shows as the new one
    else:
        row.canonical = new
    db.session.commit()
    flash(gettext("%(old)s is now called %(new)s.", old=into, new=new), "success")
    return redirect(url_for(".player", name=new))


@bp.post("/unmerge")
def unmerge():
    """Split a spelling off this player again: its games count on their own."""
    alias = (request.form.get("alias") or "").strip()
    into = request.form.get("into") or ""
    if (message := _stale(into)) is not None:
        return _refused(into, message)
    row = db.session.scalar(select(NameAlias).where(NameAlias.alias == name_key(alias)))
    if row is not None:
        db.session.delete(row)
        db.session.commit()
        flash(gettext("%(name)s is counted on its own again.", name=alias), "success")
    return redirect(url_for(".player", name=into or alias))
