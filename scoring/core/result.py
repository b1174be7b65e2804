"""The result every game's scorer returns: one shape for the CLI, the API, the PDF and saved games.

``categories`` holds one number per score-pad row of the game (``Game.rows``, in order);
``details`` explain every number (the points of a category's details add up to it);
``rank`` is shared by tied players; ``winners`` name every player of rank 1.
Game-specific values go in ``extra`` (the result's, e.g. Duel's ``"victory"``) or in a
player's ``extra`` (e.g. Babel's per-player fields); ``to_json`` merges them in, so a game
adds fields without changing this module.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Line:
    """One explained number on the score sheet."""
    category: str
    source: str
    points: int
    text: str

    def to_json(self) -> dict:
        return {"category": self.category, "source": self.source, "points": self.points, "text": self.text}


@dataclass(frozen=True)
class PlayerScore:
    seat: int
    name: str
    categories: dict[str, int]
    details: tuple[Line, ...]
    choices: dict[str, object]
    coins: int | None                  # None in a game without coins (Architects)
    free_city: bool = False            # a seat that is scored but never ranked (7w's 2-player Free City)
    rank: int | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.categories.values())

    @classmethod
    def new(cls, seat: int, name: str, categories: dict[str, int], details: tuple[Line, ...],
            choices: dict[str, object], coins: int | None, free_city: bool = False) -> "PlayerScore":
        """``PlayerScore(...)`` without rank or extra fields, each field set at once (a frozen
        dataclass sets each through ``object.__setattr__``: for speed)."""
        out = object.__new__(cls)
        out.__dict__.update(seat=seat, name=name, categories=categories, details=details, choices=choices,
                            coins=coins, free_city=free_city, rank=None, extra={})
        return out

    def with_rank(self, rank: int | None) -> "PlayerScore":
        """``dataclasses.replace(self, rank=rank)`` without its walk over the fields (the ranking
        does it for every player of every table: for speed)."""
        out = object.__new__(type(self))
        out.__dict__.update(self.__dict__)
        out.__dict__["rank"] = rank
        return out

    def to_json_head(self) -> dict:
        """The fields ``to_json`` puts before ``details`` (the API writes the details apart)."""
        out = {"name": self.name, "total": self.total, "rank": self.rank,
               "categories": dict(self.categories)}
        if self.coins is not None:
            out["coins"] = self.coins
        return out

    def to_json(self) -> dict:
        out = self.to_json_head()
        out.update({"details": [d.to_json() for d in self.details], "choices": self.choices})
        if self.free_city:
            out["free_city"] = True
        out.update(self.extra)
        return out


@dataclass(frozen=True)
class Result:
    game: str
    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...]
    tiebreak: str | None = None
    notes: tuple[str, ...] = field(default=())
    extra: Mapping[str, Any] = field(default_factory=dict)   # e.g. {"victory": "science"} (Duel)

    def to_json(self) -> dict:
        return self.json_with([p.to_json() for p in self.players])

    def json_with(self, players: Any) -> dict:
        """``to_json`` with ``players`` in place of the players' own (the API writes them apart)."""
        out = {"game": self.game, "players": players, "winners": list(self.winners)}
        if self.tiebreak:
            out["tiebreak"] = self.tiebreak
        out.update(self.extra)
        return out
