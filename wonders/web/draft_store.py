"""Drafts in the database: the one place every screen reads and writes a draft.

The players screen (``setup``), the city screens (``city``), the score sheet (``score_sheet``),
table mode (``table``, ``table_join``), the draft pages (``draft_pages``) and the saved games
(``games``) all sit on this module, never on one another's private names:

- finding a draft (404 when there is none), creating one, storing its new state (merged field by
  field with a change another phone saved meanwhile; ``CityConflict`` when both changed the same
  field of a city), applying a versioned change and a table's status (open, locked, saved);
- the versions a page sends back (``rev`` of a city, ``table_rev``, ``setup_rev``, ``details_rev``);
- who may change what (``refusal``: 423 once locked, 403 without the right, via ``authority``);
- the autosave's JSON answer with the running totals (``live_totals``);
- a draft read by one Core query (``peek``: no ORM objects), and one city's change stored from it
  (``store_seat``): the usual autosave and the live sheet's poll, the requests a table sends most.

The state itself (what a draft keeps, merging two versions) is ``wonders.drafts``: pure Python.
"""
from __future__ import annotations

import copy
import hashlib
import json
from datetime import datetime, timedelta, timezone

from flask import abort, current_app, jsonify, request, url_for
from sqlalchemy import bindparam, delete, select
from sqlalchemy import update as sql_update
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import joinedload
from sqlalchemy.orm.exc import StaleDataError

from scoring import games
from scoring.core.errors import BadInput
from scoring.core.i18n import language as engine_language
from scoring.core.numbers import is_int
from wonders.drafts import EXPIRY_DAYS, clashes, json_copy, rev, state_from_document, table_document
from wonders.drafts import merge as merge_states
from wonders.extensions import db
from wonders.models import Draft, DraftSeat, Game, joined_state, split

from wonders.web import authority, storage
from wonders.web.device import device_id
from wonders.web.tables import follow_box, load_document

score = games.score          # any registered game (and quick pad mode), chosen by the document

# a table's status (``Draft.table_status``; None: not a table)
OPEN, LOCKED, SAVED = "open", "locked", "saved"
CODE_LENGTH = 8                        # characters of a join code (``table_codes``)
POLL_MS = 1500                         # how often the phones ask for the live sheet


# -- finding, creating and storing a draft ---------------------------------------------------------

def now() -> datetime:
    return datetime.now(timezone.utc)


def get(token: str) -> Draft:
    """The draft at that address; 404 when there is none."""
    # the draft's row and its seats' rows in one query
    draft = db.session.scalars(select(Draft).options(joinedload(Draft.seats)).where(Draft.token == token)) \
        .unique().first() if token else None
    if draft is None:
        abort(404)
    follow_box(draft.state)          # every page of this draft names things as its box prints them
    return draft


def create(state: dict, game: Game | None = None) -> Draft:
    # opportunistic clean-up: drafts untouched for EXPIRY_DAYS are gone (README, "Drafts")
    db.session.execute(delete(Draft).where(Draft.updated_at < now() - timedelta(days=EXPIRY_DAYS)))
    draft = Draft(state=state, device=device_id(), game_id=game.id if game else None,
                  base_version=game.version if game else None)
    db.session.add(draft)
    db.session.flush()
    return draft


class CityConflict(Exception):
    """Another phone changed the same field of the same city meanwhile: this change is refused
    (and reported to whoever made it), never written over theirs."""

    def __init__(self, where: dict[str, set[str]]):
        super().__init__(", ".join(sorted(where)))
        self.where = where


class SeatGone(CityConflict):
    """The city's player was removed from the table (on the host's phone) while this phone saved
    it: the change is refused, with a sentence, rather than bringing the player back."""


TOUCH_EVERY = timedelta(hours=1)       # a seat's write refreshes its draft's ``updated_at`` this seldom


def store(draft: Draft, state: dict, strict: bool = False) -> None:
    """Save the draft's new state. When another request (another phone) saved the same draft
    meanwhile, merge player by player and field by field (``wonders.drafts.merge``) and save
    again: nothing is lost.  ``strict``: a field of a city both changed (``clashes``) raises
    ``CityConflict`` instead of keeping this request's value, and a city changed here whose player
    was removed meanwhile raises ``SeatGone``.

    Only the rows that changed are written (``Draft.state``): a city's change writes its seat's row
    alone, and never goes stale on another seat's write."""
    # the stored state is replaced, never changed in place (callers change a copy), so the object
    # in hand is the base of a merge as it is, and the caller's state becomes the draft's
    base = draft.state
    for _ in range(12):                      # a table of seven phones saving at the same moment
        draft.state = state if state is not base else copy.deepcopy(state)
        _touch(draft)
        try:
            _commit_checked(draft, keep=True)
            return
        except DBAPIError as exc:
            if not (storage.reading() and storage.failure(exc)):
                raise
            # a GET only remembers where the draft reopens (and that its problems were shown):
            # with storage that cannot be written, the page is shown from the state in hand
            db.session.rollback()
            draft.hold(copy.deepcopy(state))
            current_app.logger.warning("draft %s not updated by %s (%s)", draft.token, request.path, exc.orig)
            return
        except StaleDataError:
            db.session.rollback()
            db.session.refresh(draft)
            theirs = copy.deepcopy(draft.state)
            if strict:
                _refuse_clash(base, state, theirs)
            state = merge_states(base, state, theirs)
            base = theirs
    abort(409)


def _refuse_clash(base: dict, mine: dict, theirs: dict) -> None:
    gone = _ids(base) - _ids(theirs)
    if any(p.get("id") in gone for p in mine.get("players", []) if p not in base.get("players", [])):
        raise SeatGone({pid: set() for pid in gone})
    clash = clashes(base, mine, theirs)
    if clash:
        raise CityConflict(clash)


def _ids(state: dict) -> set:
    return {p.get("id") for p in state.get("players", []) if isinstance(p, dict)}


def _touch(draft: Draft) -> None:
    """``updated_at`` (expiry, "my drafts" order): set by every change of a one-phone draft; at a
    table, by each change of the table's own row, and by a seat's change only when it is older than
    ``TOUCH_EVERY`` — it lives in the draft row, which the seats' writes otherwise leave alone."""
    stamp = draft.updated_at
    if stamp is not None and stamp.tzinfo is None:
        stamp = stamp.replace(tzinfo=timezone.utc)         # SQLite gives it back without its zone
    if not draft.code or _table_written(draft) or stamp is None or now() - stamp > TOUCH_EVERY:
        draft.updated_at = now()


def _table_written(draft: Draft) -> bool:
    return isinstance(draft, Draft) and (draft in db.session.new or
                                         db.session.is_modified(draft, include_collections=False))


def _seats_written(draft: Draft) -> bool:
    session = db.session
    return any(s in session.new or session.is_modified(s) for s in draft.seats)


def _commit_checked(draft: Draft, keep: bool = False) -> None:
    """Commit; a write of seats alone first checks, inside its transaction, that the table's own row
    is still the version it read (a host-level change meanwhile — players removed or reordered,
    the game changed — makes it stale: ``StaleDataError``, as a stale row would).  ``keep``: keep
    what was just written in hand (its new version too) rather than reading the rows again on the
    next look at them."""
    session = db.session()
    only_seats = draft.id is not None and not _table_written(draft) and _seats_written(draft)
    session.flush()
    if only_seats:
        seen = session.connection().scalar(select(Draft.__table__.c.version).where(
            Draft.__table__.c.id == draft.id).with_for_update(read=True))
        if seen != draft.row_version:
            raise StaleDataError(f"draft {draft.id}: the table changed meanwhile")
    session.expire_on_commit = not keep
    try:
        session.commit()
    finally:
        session.expire_on_commit = True


def update(draft: Draft, change) -> bool:
    """Apply ``change(draft)`` (True: something to store) and commit; the draft is versioned, so a
    phone's save landing in between makes the commit stale: read it again and apply again."""
    for _ in range(12):
        if not change(draft):
            return False
        try:
            _commit_checked(draft)
            return True
        except StaleDataError:
            db.session.rollback()
            db.session.refresh(draft)
    abort(409)


def status_change(before: str, after: str):
    """A change for ``update``: the table's status from ``before`` to ``after`` (else nothing)."""
    def change(d: Draft) -> bool:
        if d.table_status != before:
            return False
        d.table_status = after
        return True
    return change


# -- one query, one short write: the usual autosave and the live sheet's poll ---------------------

_DRAFTS, _SEATS = Draft.__table__, DraftSeat.__table__
# a draft's row and its seats' rows, by the draft's token or id (built once)
_PEEK = {by: select(_DRAFTS.c.id, _DRAFTS.c.token, _DRAFTS.c.code, _DRAFTS.c.table_status, _DRAFTS.c.device,
                    _DRAFTS.c.updated_at, _DRAFTS.c.version, _DRAFTS.c.retired, _DRAFTS.c.state,
                    _DRAFTS.c.game_id, _SEATS.c.id.label("seat_id"), _SEATS.c.pid, _SEATS.c.city,
                    _SEATS.c.version.label("seat_version"))
         .outerjoin(_SEATS, _SEATS.c.draft_id == _DRAFTS.c.id).where(column == bindparam("value"))
         for by, column in (("token", _DRAFTS.c.token), ("id", _DRAFTS.c.id))}


class Seen:
    """A draft as one Core query read it (``peek``): what ``Draft`` gives the autosave of a city,
    ``authority`` and the live sheet (``state``, ``version``, ``code``, ``table_status``,
    ``device``, ``token``, ``game_row``), without the ORM objects of a draft and its seven seats.
    Read-only but for ``store_seat``, which keeps it the state it wrote."""

    def __init__(self, rows):
        first = rows[0]
        self.id, self.token, self.code, self.table_status = first.id, first.token, first.code, first.table_status
        self.device, self.updated_at, self.game_id = first.device, first.updated_at, first.game_id
        self.row_version, self.retired, self.table_state = first.version, first.retired, first.state
        self.seats = {r.pid: [r.seat_id, r.seat_version] for r in rows if r.seat_id is not None}
        self.state = joined_state(first.state, {r.pid: r.city for r in rows if r.seat_id is not None})

    @property
    def version(self) -> int:
        """``Draft.version``: the row's, the retired seats' and every seat's."""
        return (self.row_version or 0) + (self.retired or 0) + sum(v or 0 for _, v in self.seats.values())

    @property
    def game_row(self) -> Game | None:
        return db.session.get(Game, self.game_id) if self.game_id is not None else None


def peek(value, by: str = "token") -> Seen | None:
    """The draft with that token (``by="id"``: that id) in one query, or None."""
    rows = db.session.execute(_PEEK[by], {"value": value}).all() if value else None
    return Seen(rows) if rows else None


def store_seat(seen: Seen, state: dict, pid: str) -> bool:
    """Store ``state`` — ``seen.state`` with the city ``pid`` changed, nothing else — as ``store``
    would, in one short transaction of Core statements: the seat's row written if it is still the
    version read, and the draft's row checked (or, when ``_touch`` says so, written) at the version
    read.  False when either changed meanwhile: nothing written (the caller goes the way of
    ``store``, which reads again and merges)."""
    if not split(seen.table_state) or pid not in seen.seats:
        return False
    city = next(p for p in state["players"] if p.get("id") == pid)
    seat_row, seat_version = seen.seats[pid]
    stamp = seen.updated_at
    _touch(seen)                                     # a one-phone draft: its row's updated_at too
    touched = seen.updated_at is not stamp
    session = db.session()
    try:
        connection = session.connection()
        fresh = not touched or connection.execute(
            sql_update(_DRAFTS).where(_DRAFTS.c.id == seen.id, _DRAFTS.c.version == seen.row_version)
            .values(updated_at=seen.updated_at, version=seen.row_version + 1)).rowcount == 1
        fresh = fresh and connection.execute(
            sql_update(_SEATS).where(_SEATS.c.id == seat_row, _SEATS.c.version == seat_version)
            .values(city=city, version=seat_version + 1)).rowcount == 1
        # the draft's row still the version read (as ``_commit_checked``; PostgreSQL: FOR SHARE)
        fresh = fresh and (touched or connection.scalar(select(_DRAFTS.c.version).where(
            _DRAFTS.c.id == seen.id).with_for_update(read=True)) == seen.row_version)
        if not fresh:
            session.rollback()
            return False
        session.commit()
    except BaseException:
        session.rollback()
        raise
    seen.seats[pid][1] = seat_version + 1
    seen.row_version += 1 if touched else 0
    seen.state = state
    return True


# -- who may change what ---------------------------------------------------------------------------

def may_change(draft: Draft, pid: str) -> bool:
    """Whether this phone may change the city ``pid`` now (``refusal`` says why not)."""
    return not authority.locked(draft) and authority.may_edit_city(draft, pid)


def refusal(draft: Draft, page=None, pid: str | None = None):
    """None when this phone may make this change (``pid``: of that city; otherwise the host's
    kind); else the answer: 423 once the host locked the table (or saved it), 403 for a phone
    without the right (``authority``). ``page()`` shows what was typed, with the sentence."""
    if authority.locked(draft):
        return authority.refuse(423, authority.locked_message(), page)
    if not (authority.may_edit_city(draft, pid) if pid is not None else authority.is_host(draft)):
        return authority.refuse(403, authority.city_message() if pid is not None
                                else authority.host_only_message(), page)
    return None



# -- the autosave's answer -------------------------------------------------------------------------

def autosave() -> bool:
    return request.headers.get("X-Autosave") == "1"


def saved_answer(draft: Draft, state: dict, extra: dict | None = None):
    """The JSON answer of an autosave: what was stored and the running totals."""
    out = {"saved": True, "version": draft.version, "live": live_totals(table_document(state))}
    out.update(extra or {})
    return jsonify(out)


_TOTALS: dict[bytes, dict | None] = {}      # the table document's digest → its running totals
_TOTALS_SIZE = 256
# (the table document's digest, the engine's language) → (game, parsed table, result), or its BadInput
_SCORED: dict[tuple, tuple | BadInput] = {}
_SCORED_SIZE = 64


def digest(doc: dict) -> bytes:
    """The table document's digest (the key of what is kept of it)."""
    return hashlib.blake2b(json.dumps(doc, sort_keys=True, default=str).encode(), digest_size=16).digest()


def scored(doc: dict, key: bytes | None = None) -> tuple:
    """(game, parsed table, result) of a valid table document (``BadInput`` otherwise), its names
    in the table's box (``scoring.games.box_of``), kept per document, language and box in this process: the running totals of an autosave and the live sheet
    of the next poll score a table once.  The result is read, never changed, by its users."""
    from scoring.core import i18n
    with i18n.use_box(None):
        box = games.box_of(doc)         # the result's names as the table's box prints them
    key2 = (key or digest(doc), engine_language(), box)
    hit = _SCORED.get(key2)
    if hit is None:
        with i18n.use_box(box):
            try:
                game, table = games.parse(doc)
                hit = (game, table, game.score_parsed(table))
            except BadInput as exc:
                hit = exc
        _keep(_SCORED, key2, hit, _SCORED_SIZE)
    if isinstance(hit, BadInput):
        raise hit.with_traceback(None)
    return hit


def _keep(cache: dict, key, value, size: int) -> None:
    try:
        while len(cache) >= size:
            cache.pop(next(iter(cache)))
    except (KeyError, RuntimeError, StopIteration):     # another thread trimmed it meanwhile
        pass
    cache[key] = value


def live_totals(doc: dict, key: bytes | None = None) -> dict | None:
    """Totals for the running-totals bar: the full score when the table is valid; while the
    table's military is incomplete or contradictory, the rest with military shown as pending.
    The bar shows every player's total (a city's score depends on its neighbours), so the whole
    table is scored, once per table document and process: the live sheet's poll after an
    autosave finds the totals the autosave's answer computed (and its sheet, the scored table).
    ``key``: the document's ``digest`` when already made."""
    key = key or digest(doc)
    if key in _TOTALS:
        return json_copy(_TOTALS[key])
    totals = _scored_totals(doc, key)
    _keep(_TOTALS, key, totals, _TOTALS_SIZE)
    return json_copy(totals)


def _scored_totals(doc: dict, key: bytes | None = None) -> dict | None:
    try:
        result = scored(doc, key)[2].to_json()
        return {"players": [{"name": p["name"], "total": p["total"]} for p in result["players"]],
                "military_pending": False}
    except BadInput:
        pass
    bare = copy.deepcopy(doc)
    for p in bare.get("players", []):
        if isinstance(p, dict):
            p.pop("shields", None)
            p["military"] = []
    try:
        result = score(bare).to_json()
    except BadInput:
        return None
    return {"players": [{"name": p["name"], "total": p["total"]} for p in result["players"]],
            "military_pending": True}


# -- versions a page sends back --------------------------------------------------------------------

def counter(state: dict, key: str) -> int:
    """A version counter kept in the draft's state (0 until first bumped)."""
    value = state.get(key)
    return value if is_int(value) else 0


def setup_rev(state: dict) -> int:
    """The players screen's version (``setup_rev``): bumped by every change made on it."""
    return counter(state, "setup_rev")


def details_rev(state: dict) -> int:
    """The version of the sheet's title, date and note (``details_rev``): 0 until first typed."""
    return counter(state, "details_rev")


def versions(draft: Draft, seat: int) -> dict:
    """What a city page sends back with each change (the versions it shows) and its table."""
    p = draft.state["players"][seat]
    return {"rev": rev(p), "table_rev": draft.state.get("table_rev", 0), "table": table_context(draft, p.get("id"))}


def table_context(draft: Draft, pid: str | None = None) -> dict | None:
    """What a city screen shows of its table (None: not a table)."""
    if not draft.code:
        return None
    return {"code": shown_code(draft.code), "poll": url_for("table.live_json", token=draft.token),
            "page": url_for("table.page", token=draft.token), "poll_ms": POLL_MS,
            "mine": pid is not None and authority.holds_seat(draft, pid)}


def shown_code(code: str) -> str:
    """The code as displayed: two groups of four (ABCD-EFGH)."""
    return f"{code[:4]}-{code[4:]}" if code and len(code) == CODE_LENGTH else code


# -- drafts of saved games -------------------------------------------------------------------------

def not_saved():
    """Drafts still in progress (a table's draft stays after its game is saved, for its links)."""
    return (Draft.table_status.is_(None)) | (Draft.table_status != SAVED)


def game_by_edit(token: str) -> Game | None:
    """The saved game of an edit link (None: no such game)."""
    return db.session.scalar(select(Game).where(Game.edit_token == token)) if token else None


def draft_for_game(game: Game) -> Draft:
    """Editing a saved game: a draft linked to it (and to the version the edit starts from);
    this device's unfinished edit of the same game is reopened rather than started again."""
    draft = db.session.scalar(select(Draft).where(Draft.game_id == game.id, Draft.device == device_id(), not_saved())
                              .order_by(Draft.updated_at.desc()))
    return draft or create(state_from_document(_load_document_obj(game.document)), game)


def _load_document_obj(doc: dict) -> dict:
    return load_document(json.dumps(doc, ensure_ascii=False))


def no_store(response):
    """``after_request`` of every blueprint of a draft's screens."""
    # draft screens always show the saved state: Back and Forward ask the server again
    if request.path.startswith(("/d/", "/e/")) or request.path == "/games/new":
        response.headers["Cache-Control"] = "no-store"
    return response

