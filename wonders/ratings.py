"""Ratings: one per player per game family, from every saved game in date order (pure: no Flask, no database).

A rating is openskill's Plackett-Luce model (``openskill.models.PlackettLuce``, its default
μ = 25, σ = 25/3 and τ): each saved game is one match in which every player is a team of one,
ranked by the game's own result (``GamePlayer.rank``, which already applies the game's
tie-break); players still tied after it share a rank (openskill takes equal ranks as a draw).
The Free City of the 1st edition's 2-player variant is a board, not a player: it is left out
(its rank is None). A game with fewer than two ranked players changes nothing. There are no
team games in this app's documents (every game of the family here is played each for oneself),
so every team is one player. The number shown is openskill's ordinal, μ − 3σ (the rating the
player has with 99.7 % certainty); σ is the uncertainty.

Games count in the order they were played (``played_on``, then the game's id); the 1st and
2nd editions with their expansions are one family, "7 Wonders"; Duel and Architects are each
their own.

``replay(plays, stored)`` is exact and incremental: ``stored`` are the snapshots of an earlier
run (each play with the ratings after it); the run keeps the stored snapshots up to the first
play that differs (a game edited, deleted, inserted earlier, two names merged or split) and
replays from there. ``replay(plays)`` from nothing gives the same snapshots (a test proves it).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from openskill.models import PlackettLuce

from scoring.games import DEFAULT, GAMES

# registry id → rating family: the game's ``GameInfo.family`` (the 2nd edition counts with the
# 1st), else its own id; families in the registry's order
FAMILY_OF = {g.id: g.family or g.id for g in GAMES}
FAMILIES = tuple(dict.fromkeys(FAMILY_OF.values()))


def family(game_id: str | None) -> str:
    return FAMILY_OF.get(game_id or DEFAULT, game_id or DEFAULT)


@dataclass(frozen=True)
class Play:
    """One saved game as the ratings see it: ``seats`` are (player key, rank), sorted by key."""
    game_id: int
    played_on: date
    family: str
    seats: tuple[tuple[str, int], ...]

    @classmethod
    def of(cls, game_id: int, played_on: date, game: str | None, seats: Iterable[tuple[str, int | None]]) -> "Play":
        return cls(game_id, played_on, family(game), tuple(sorted((k, r) for k, r in seats if r is not None)))


@dataclass(frozen=True)
class Snapshot:
    """A play and each of its players' rating after it: (key, μ, σ), in the play's seat order."""
    play: Play
    after: tuple[tuple[str, float, float], ...]


@dataclass(frozen=True)
class Rating:
    key: str
    mu: float
    sigma: float
    games: int

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


MODEL = PlackettLuce()


def ordered(plays: Iterable[Play]) -> list[Play]:
    """Plays in the order they count: date, then id; only those with two ranked players or more."""
    return sorted((p for p in plays if len(p.seats) >= 2), key=lambda p: (p.played_on, p.game_id))


def _rate(play: Play, current: dict[tuple[str, str], tuple[float, float]]) -> Snapshot:
    before = [MODEL.rating(*current.get((play.family, k), (MODEL.mu, MODEL.sigma))) for k, _ in play.seats]
    after = MODEL.rate([[r] for r in before], ranks=[rank for _, rank in play.seats])
    out = tuple((k, team[0].mu, team[0].sigma) for (k, _), team in zip(play.seats, after))
    for k, mu, sigma in out:
        current[(play.family, k)] = (mu, sigma)
    return Snapshot(play, out)


def replay(plays: Sequence[Play], stored: Sequence[Snapshot] = ()) -> tuple[list[Snapshot], int]:
    """The snapshots of ``plays`` (already ``ordered``) and the index of the first one recomputed
    (``len(plays)`` when nothing changed): the stored ones are kept up to the first difference."""
    start = 0
    while start < min(len(plays), len(stored)) and stored[start].play == plays[start]:
        start += 1
    current: dict[tuple[str, str], tuple[float, float]] = {}
    for snap in stored[:start]:
        for k, mu, sigma in snap.after:
            current[(snap.play.family, k)] = (mu, sigma)
    return list(stored[:start]) + [_rate(p, current) for p in plays[start:]], start


def table(snapshots: Iterable[Snapshot], fam: str) -> list[Rating]:
    """Every player's current rating in one family, best first (ordinal, then more games, then key)."""
    last: dict[str, tuple[float, float]] = {}
    games: dict[str, int] = {}
    for snap in snapshots:
        if snap.play.family != fam:
            continue
        for k, mu, sigma in snap.after:
            last[k] = (mu, sigma)
            games[k] = games.get(k, 0) + 1
    out = [Rating(k, mu, sigma, games[k]) for k, (mu, sigma) in last.items()]
    return sorted(out, key=lambda r: (-r.ordinal, -r.games, r.key))


def history(snapshots: Iterable[Snapshot], key: str, fam: str) -> list[tuple[date, float, float]]:
    """One player's rating after each of their games of a family: (date, μ, σ)."""
    out = []
    for snap in snapshots:
        if snap.play.family == fam:
            out.extend((snap.play.played_on, mu, sigma) for k, mu, sigma in snap.after if k == key)
    return out


def group(plays: Iterable[Play], members: Iterable[str]) -> list[Play]:
    """A group's games: those whose players are all members (and at least two of them)."""
    chosen = set(members)
    return [p for p in plays if all(k in chosen for k, _ in p.seats)]
