"""Blueprint 'ratings': the leaderboard per game family and per group of players (``wonders.ratings``).

The ratings are kept as snapshots (``RatingSnapshot``: each player's rating after each game);
``snapshots()`` compares them with the saved games as they are now and replays from the first
game that differs, so a game saved, edited, deleted or imported, or two names merged or split,
is counted exactly without any write path having to say so.

    /ratings?family=7w                       every player of the family
    /ratings?family=7w&p=Ira&p=Oleg&p=Sofia  a group: only the games whose players are all in it
"""
from __future__ import annotations

from flask import Blueprint, render_template, request
from flask_babel import gettext
from sqlalchemy import delete, select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import selectinload

from wonders import ratings
from wonders.extensions import db
from wonders.models import Game, GamePlayer, RatingSnapshot

from wonders.web import charts
from wonders.web.stats import aliases, canonical, compute

bp = Blueprint("ratings", __name__, url_prefix="/ratings")


def family_titles() -> dict[str, str]:
    """Each rating family's name in the page's language (``GameInfo.family_titles`` of its first game)."""
    from scoring.games import find_game
    from wonders.i18n import current
    return {fam: (find_game(fam).family_title_in(current()) if find_game(fam) else fam) for fam in ratings.FAMILIES}


def plays(merged: dict[str, str] | None = None) -> list[ratings.Play]:
    """Every saved game as the ratings see it, in the order they count."""
    merged = aliases() if merged is None else merged
    rows = db.session.execute(select(Game.id, Game.played_on, Game.game, GamePlayer.name, GamePlayer.rank,
                                     GamePlayer.free_city).join(GamePlayer, GamePlayer.game_id == Game.id))
    by_game: dict[int, tuple] = {}
    for gid, day, game, name, rank, free in rows:
        entry = by_game.setdefault(gid, (day, game, []))
        entry[2].append((canonical(name, merged), None if free else rank))
    return ratings.ordered(ratings.Play.of(gid, day, game, seats) for gid, (day, game, seats) in by_game.items())


def _stored() -> tuple[list[ratings.Snapshot], list[int]]:
    rows = db.session.scalars(select(RatingSnapshot).order_by(RatingSnapshot.position, RatingSnapshot.seat)).all()
    out: list[ratings.Snapshot] = []
    positions: list[int] = []
    group: list[RatingSnapshot] = []
    for r in rows + [None]:
        if group and (r is None or r.position != group[0].position):
            g = group[0]
            play = ratings.Play(g.game_id, g.played_on, g.family, tuple((x.player, x.rank) for x in group))
            out.append(ratings.Snapshot(play, tuple((x.player, x.mu, x.sigma) for x in group)))
            positions.append(g.position)
            group = []
        if r is not None:
            group.append(r)
    return out, positions


def snapshots() -> list[ratings.Snapshot]:
    """The ratings after every game, brought up to date (replayed from the first game that changed)."""
    current = plays()
    stored, positions = _stored()
    fresh, start = ratings.replay(current, stored)
    if start == len(fresh) == len(stored):
        return fresh
    try:
        if start < len(positions):
            db.session.execute(delete(RatingSnapshot).where(RatingSnapshot.position >= positions[start]))
        base = positions[start - 1] + 1 if start else 0
        for k, snap in enumerate(fresh[start:]):
            for seat, ((key, rank), (_k, mu, sigma)) in enumerate(zip(snap.play.seats, snap.after)):
                db.session.add(RatingSnapshot(position=base + k, game_id=snap.play.game_id, played_on=snap.play.played_on,
                                              family=snap.play.family, seat=seat, player=key, rank=rank, mu=mu, sigma=sigma))
        db.session.commit()
    except SQLAlchemyError:    # a reader racing another, a read-only database: the answer is computed anyway
        db.session.rollback()
    return fresh


def _family() -> str:
    chosen = request.args.get("family", "")
    return chosen if chosen in ratings.FAMILIES else ratings.FAMILIES[0]


@bp.get("")
def leaderboard():
    fam = _family()
    merged = aliases()
    rows = db.session.scalars(select(GamePlayer).options(selectinload(GamePlayer.game_row))).all()
    names = {key: s.name for key, s in compute(list(rows), merged).items()}
    members = [canonical(n, merged) for n in request.args.getlist("p") if n.strip()]
    every = snapshots()
    snaps = ratings.replay(ratings.group(plays(merged), members))[0] if members else every
    table = ratings.table(snaps, fam)
    everyone = sorted({k for s in every if s.play.family == fam for k, _m, _s in s.after},
                      key=lambda k: names.get(k, k).casefold())
    return render_template("stats/ratings.html", family=fam, families=family_titles(), table=table, names=names,
                           members=set(members), everyone=everyone)


@bp.app_template_global()
def rating_lines(name: str) -> list[dict]:
    """A player's rating in each family they played: now, and a chart of it over time."""
    key = canonical(name)
    snaps = snapshots()
    out = []
    for fam, title in family_titles().items():
        points = ratings.history(snaps, key, fam)
        if not points:
            continue
        mine = next(r for r in ratings.table(snaps, fam) if r.key == key)
        chart = charts.line_chart([(d, round(mu - 3 * sigma, 2), round(sigma, 2)) for d, mu, sigma in points],
                                  title=gettext("Rating over time: %(game)s", game=title))
        out.append({"family": fam, "title": title, "rating": mine, "chart": chart})
    return out
