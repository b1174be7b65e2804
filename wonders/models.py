"""Saved games (SQLAlchemy 2, ``Mapped[...]``).

A saved game keeps the table document exactly as entered (the one JSON format of
the README) plus a denormalised row per player with the computed result, so the
history and statistics pages query plain columns.  Results are recomputed from the
document by the pure scoring library whenever the game is saved.
"""
from __future__ import annotations

import secrets
from datetime import date, datetime, timezone

from sqlalchemy import JSON, Date, DateTime, Float, ForeignKey, Integer, String, Text, UniqueConstraint, func, select
from sqlalchemy.ext.hybrid import hybrid_property
from sqlalchemy.orm import Mapped, mapped_column, relationship

from scoring.games import DEFAULT

from wonders.extensions import db


NAME_MAX = 100   # GamePlayer.name


def _token() -> str:
    return secrets.token_urlsafe(16)


def _now() -> datetime:
    return datetime.now(timezone.utc)


class Game(db.Model):
    __tablename__ = "games"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(32), default=DEFAULT)       # registry id
    expansions: Mapped[list] = mapped_column(JSON, default=list)
    played_on: Mapped[date] = mapped_column(Date, default=date.today, index=True)
    title: Mapped[str | None] = mapped_column(String(200))
    note: Mapped[str | None] = mapped_column(Text)
    document: Mapped[dict] = mapped_column(JSON)                         # the table document
    share_token: Mapped[str] = mapped_column(String(64), unique=True, default=_token)   # read-only link
    edit_token: Mapped[str] = mapped_column(String(64), unique=True, default=_token)    # edit link
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now, onupdate=_now)
    # bumped by every save: an edit carries the version it started from, a stale one is refused
    version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    device: Mapped[str | None] = mapped_column(String(64), index=True)  # the device that saved it ("My games")
    # where an imported game came from, one key per play ("bgstats:<play uuid>"): a second import of
    # the same file skips it (README, "BG Stats")
    source_key: Mapped[str | None] = mapped_column(String(100), unique=True)

    players: Mapped[list["GamePlayer"]] = relationship(
        back_populates="game_row", cascade="all, delete-orphan", order_by="GamePlayer.seat")


class GamePlayer(db.Model):
    __tablename__ = "game_players"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(NAME_MAX), index=True)
    wonder: Mapped[str] = mapped_column(String(50))
    side: Mapped[str] = mapped_column(String(8))
    total: Mapped[int] = mapped_column(Integer)
    rank: Mapped[int | None] = mapped_column(Integer)
    winner: Mapped[bool] = mapped_column(default=False)
    free_city: Mapped[bool] = mapped_column(default=False)
    categories: Mapped[dict] = mapped_column(JSON)                       # score pad rows

    game_row: Mapped[Game] = relationship(back_populates="players")


def store_result(game: Game, document: dict) -> None:
    """Replace the game's document and its per-player result rows (scored by the game's module,
    ``scoring.games``: any registered game; ``categories`` holds that game's score-pad rows).

    Raises scoring.core.errors.BadInput if the document is not a valid table, or holds what the
    database cannot keep (``scoring.core.safejson`` bounds: a number too large, a lone surrogate,
    a name longer than the column).
    """
    from scoring import games
    from scoring.core.errors import Problems
    from scoring.core.safejson import check

    check(document)
    with games.use_box_of(document):
        module, table = games.parse(document)
        result = module.score_parsed(table)
    boards = module.boards(table)
    problems = Problems()
    for p in result.players:
        if len(p.name) > NAME_MAX:
            problems.add(f"players[{p.seat}].name", f"a name is at most {NAME_MAX} characters; "
                                                    f"this one has {len(p.name)}")
    problems.raise_if_any()
    game.game = module.id
    game.document = document
    # the expansions the table plays are the document's (README: "expansions"), whichever way it came
    game.expansions = [e for e in document.get("expansions", []) if isinstance(e, str)]
    game.players.clear()
    for p in result.players:
        board = boards[p.seat]
        game.players.append(GamePlayer(
            seat=p.seat, name=p.name, wonder=board.wonder, side=board.side, total=p.total,
            rank=p.rank, winner=p.name in result.winners, free_city=p.free_city,
            categories=dict(p.categories)))


class DraftSeat(db.Model):
    """One player's entry in a draft (``Draft.state["players"][i]``, the whole player dict), a row
    of its own so that the phones of a table autosave their cities without touching each other's
    rows: each seat row carries its own version (a write names the version it read)."""
    __tablename__ = "draft_seats"
    __table_args__ = (UniqueConstraint("draft_id", "pid", name="uq_draft_seats_draft_pid"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    draft_id: Mapped[int] = mapped_column(ForeignKey("drafts.id", ondelete="CASCADE"), index=True)
    pid: Mapped[str] = mapped_column(String(200))                     # the player's stable id
    city: Mapped[dict] = mapped_column(JSON)                          # the player's dict, as in the state
    version: Mapped[int] = mapped_column(Integer, default=1)          # bumped by every change of this seat

    __mapper_args__ = {"version_id_col": version}


def split(table: dict | None) -> bool:
    """Whether a draft row's state names its players by id (their dicts in seat rows); False for a
    row from before seat rows (``players`` holds the dicts), read as it is."""
    order = (table or {}).get("players")
    return isinstance(order, list) and all(isinstance(pid, str) for pid in order)


def joined_state(table: dict | None, cities: dict[str, dict]) -> dict:
    """A draft's state from its row's part (``Draft.table_state``) and its seats' dicts by player id."""
    table = table or {}
    if not split(table):
        return table
    return {**table, "players": [cities[pid] for pid in table["players"] if pid in cities]}


class Draft(db.Model):
    """A game being entered, kept on the server from its first screen (``/d/<token>``).

    ``state`` is the table document plus what the entry screens need to give back exactly
    what was typed: a stable ``id`` per player (cities follow players, not seats), raw
    values that did not validate yet, the military entry mode and the last screen shown.
    ``wonders.drafts`` reads and writes it; ``wonders.drafts.table_document`` turns it into
    the document of the README.

    Stored in two parts (``state`` assembles them, and assigning ``state`` splits them again,
    writing only the rows that changed): the table's own part in the draft row (``table_state``:
    the state with ``players`` as the list of player ids, in seat order) and each player's dict in
    a ``DraftSeat`` row.  A city autosave changes only its seat's row, so seven phones of a table
    never make each other's writes stale; host-level changes (players, game, details, lock) change
    the draft row.  ``version`` — what pages and polls see — is derived: the draft row's version,
    plus every seat row's, plus the versions of seats removed (``retired``), so it grows with every
    write of either kind.  A draft row whose ``players`` still holds dicts (a backup from before
    seat rows) is read as it is, and split at its first write.
    """
    __tablename__ = "drafts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    token: Mapped[str] = mapped_column(String(64), unique=True, default=_token)   # the draft's address
    device: Mapped[str | None] = mapped_column(String(64), index=True)           # who started it
    table_state: Mapped[dict] = mapped_column("state", JSON)
    # the draft row's own version, bumped by every host-level change
    row_version: Mapped[int] = mapped_column("version", Integer, default=1)
    # the versions of the seats removed, so that the derived ``version`` never goes back
    retired: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    # editing a saved game: the game and the version the edit started from
    game_id: Mapped[int | None] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    base_version: Mapped[int | None] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now, index=True)

    # table mode (README, "Table mode"): every player enters their own city on their own phone.
    # ``code`` is the short join code (None: a one-phone draft), ``view_token`` the read-only link
    # of the live sheet, ``table_status`` "open" | "locked" (the host closed it: everyone
    # read-only) | "saved" (the saved game is ``game_row``)
    code: Mapped[str | None] = mapped_column(String(16), unique=True)
    view_token: Mapped[str | None] = mapped_column(String(64), unique=True)
    table_status: Mapped[str | None] = mapped_column(String(8))

    game_row: Mapped[Game | None] = relationship()
    seats: Mapped[list[DraftSeat]] = relationship(cascade="all, delete-orphan", lazy="selectin",
                                                  passive_deletes=True)

    # optimistic concurrency: an UPDATE names the version it read; a draft changed meanwhile by
    # another request (another phone) raises StaleDataError, and draft_store.store merges by player
    __mapper_args__ = {"version_id_col": row_version}

    @hybrid_property
    def version(self) -> int:
        """The draft's version as pages and polls see it: bumped by every write, of a seat or of
        the table."""
        return (self.row_version or 0) + (self.retired or 0) + sum(s.version or 0 for s in self.seats)

    @version.inplace.expression
    @classmethod
    def _version_expression(cls):
        seats = select(func.coalesce(func.sum(DraftSeat.version), 0)).where(
            DraftSeat.draft_id == cls.id).scalar_subquery()
        return cls.row_version + cls.retired + seats

    @property
    def state(self) -> dict:
        held = self.__dict__.get("_held")
        if held is not None:
            return held
        return joined_state(self.table_state, {s.pid: s.city for s in self.seats})

    @state.setter
    def state(self, state: dict) -> None:
        self.__dict__.pop("_held", None)
        players = state.get("players")
        pids = [p.get("id") for p in players] if isinstance(players, list) and \
            all(isinstance(p, dict) for p in players) else None
        if pids is None or not all(isinstance(pid, str) for pid in pids) or len(set(pids)) != len(pids):
            table, cities = state, {}                            # no stable ids: kept whole
        else:
            table, cities = {**state, "players": pids}, {p["id"]: p for p in players}
        if self.table_state != table:
            self.table_state = table
        have = {s.pid: s for s in self.seats}
        for pid, city in cities.items():
            seat = have.pop(pid, None)
            if seat is None:
                self.seats.append(DraftSeat(pid=pid, city=city))
            elif seat.city != city:
                seat.city = city
        for seat in have.values():
            self.retired = (self.retired or 0) + (seat.version or 0)
            self.seats.remove(seat)

    def hold(self, state: dict) -> None:
        """Show ``state`` as the draft's for the rest of this request without storing it (storage
        that cannot be written, a GET remembering where the draft reopens)."""
        self.__dict__["_held"] = state


class NameAlias(db.Model):
    """Two spellings of one player, merged in the statistics ("Ира" counted as "Ira").

    Saved games keep the names as entered; only the statistics read this table, so a merge
    is undone by deleting its row.  Keys are case-folded (names already match in any case)."""
    __tablename__ = "name_aliases"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    alias: Mapped[str] = mapped_column(String(100), unique=True)      # case-folded spelling
    canonical: Mapped[str] = mapped_column(String(100))                # the name shown
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class Ruling(db.Model):
    """A referee question kept at its own address (``/referee/r/<id>``): the fields posted on a referee
    screen (the table and the action), so a verdict can be reloaded, gone Back to and shared.

    The id is a digest of the question: the same question asked twice is one row, and a row never
    changes (nothing to edit, nobody to ask); the verdict is worked out again each time it is shown."""
    __tablename__ = "rulings"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    screen: Mapped[str] = mapped_column(String(16))                   # "check", "trade", "take" (the screens)
    fields: Mapped[dict] = mapped_column(JSON)                         # field name → the values posted
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class RatingSnapshot(db.Model):
    """A player's rating after one saved game (``wonders.ratings``): what the game counted as
    (family, the player's merged name as a key, rank) and the rating after it (μ, σ).

    Derived data: ``wonders.web.ratings.snapshots`` compares these rows with the saved games
    and replays from the first game that differs (edited, deleted, imported, names merged or
    split), so every path that changes a game keeps the ratings exact without a hook."""
    __tablename__ = "rating_snapshots"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    position: Mapped[int] = mapped_column(Integer, index=True)        # the game's place in the order
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    played_on: Mapped[date] = mapped_column(Date)
    family: Mapped[str] = mapped_column(String(32))
    seat: Mapped[int] = mapped_column(Integer)                           # order within the game
    player: Mapped[str] = mapped_column(String(NAME_MAX))                # merged, case-folded name
    rank: Mapped[int] = mapped_column(Integer)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
