"""Storage that cannot be written: a full disk, a read-only folder, a locked or unreachable database.

Such a failure is the server's state, not a bug and not the request's fault: the answer is a
503 with a sentence saying what happened (JSON for JSON requests and autosaves, a page for the
rest, the page keeping what was posted so that it can be sent again) and ``Retry-After``; the
log gets one line, not a traceback (README, "Hosting").
"""
from __future__ import annotations

import errno

from flask import Flask, g, jsonify, render_template, request
from flask_babel import gettext

FULL, READ_ONLY, LOCKED, UNAVAILABLE = "full", "read-only", "locked", "unavailable"

_ERRNO = {errno.ENOSPC: FULL, errno.EDQUOT: FULL, errno.EROFS: READ_ONLY, errno.EACCES: READ_ONLY,
          errno.EPERM: READ_ONLY, errno.EIO: UNAVAILABLE}

# what the database drivers say (SQLite, PostgreSQL through psycopg), lower case
_TEXTS = ((FULL, ("disk is full", "no space left", "could not extend file", "disk full")),
          (READ_ONLY, ("readonly database", "read-only", "read only")),
          (LOCKED, ("database is locked", "database table is locked", "lock not available",
                    "could not obtain lock", "could not serialize access")))

RETRY_AFTER = {FULL: 60, READ_ONLY: 60, LOCKED: 5, UNAVAILABLE: 30}     # seconds


def failure(exc: BaseException) -> str | None:
    """The kind of storage failure ``exc`` is (``FULL``, ``READ_ONLY``, ``LOCKED``,
    ``UNAVAILABLE``), or None when it is something else (a bug, a missing table)."""
    from sqlalchemy.exc import DBAPIError, OperationalError
    if isinstance(exc, OSError) and not isinstance(exc, (ConnectionError, TimeoutError)):
        return _ERRNO.get(exc.errno)
    if not isinstance(exc, DBAPIError) or schema_missing(exc):
        return None
    text = str(exc.orig).lower()
    for kind, words in _TEXTS:
        if any(w in text for w in words):
            return kind
    # "errors related to the database's operation and not necessarily under the control of the
    # programmer" (PEP 249): a lost connection, an unreachable server, an I/O error
    return UNAVAILABLE if isinstance(exc, OperationalError) else None


def schema_missing(exc: BaseException) -> bool:
    """A table or a column the code needs is not in the database: it was not migrated
    (``flask --app app db upgrade``), or is behind the code's migrations."""
    from sqlalchemy.exc import OperationalError, ProgrammingError
    if not isinstance(exc, (OperationalError, ProgrammingError)):
        return False
    text = str(getattr(exc, "orig", "")).lower()
    return ("no such table" in text or "no such column" in text or "has no column named" in text
            or (("relation" in text or "column" in text) and "does not exist" in text))


def message(kind: str) -> str:
    """The sentence shown for a storage failure, in the page's language."""
    if kind == FULL:
        return gettext("The server's disk is full, so nothing was saved. Try again later.")
    if kind == READ_ONLY:
        return gettext("The server cannot write its files or its database right now, so nothing was saved. "
                       "Try again later.")
    if kind == LOCKED:
        return gettext("The database is busy with another change, so nothing was saved. "
                       "Try again in a moment.")
    return gettext("The database cannot be reached right now. Nothing was changed; try again later.")


def answer(app: Flask, exc: BaseException, kind: str, wants_json: bool):
    """The 503 of a storage failure: JSON, or a page with what was posted, ready to send again."""
    app.logger.error("storage unavailable (%s) on %s %s: %s", kind, request.method, request.path,
                     getattr(exc, "orig", None) or exc)          # the driver's words, not the SQL and its data
    text = message(kind)
    headers = {"Retry-After": str(RETRY_AFTER[kind])}
    if wants_json:
        return jsonify({"errors": [{"path": "", "message": text}], "retry_after": RETRY_AFTER[kind]}), 503, headers
    return page(app, gettext("Not saved: try again later"), text), 503, headers


def page(app: Flask, title: str, text: str) -> str:
    """The error page of a 503, with what was posted listed and ready to be sent again."""
    posted = [(k, v) for k, vs in request.form.lists() if k != "csrf_token" for v in vs] \
        if request.method == "POST" else []
    # the post passed the CSRF check (same site): a form sending it again is no one-click attack
    checked = g.get("csrf_valid") or not app.config.get("WTF_CSRF_ENABLED", True)
    here = "/" + request.full_path.rstrip("?").lstrip("/")        # this site's address, never "//host"
    return render_template("error.html", code=503, title=title, message=text,
                           sent=[(k, v) for k, v in posted if k not in _HIDDEN_FIELDS and v.strip()][:200],
                           resend=posted if checked else None, resend_to=here,
                           files=[f.filename for f in request.files.values() if f.filename])


_HIDDEN_FIELDS = ("edit_token", "version", "rev", "table_rev")   # bookkeeping, not typed


def reading() -> bool:
    """This request only reads (GET, HEAD): a write it makes on the way is a convenience
    (which screen a draft reopens on), and failing it must not fail the page."""
    return request.method in ("GET", "HEAD")


IMPORT_BATCH = 50        # games per transaction of an import (``add_in_batches``)


def add_in_batches(rows: list, size: int | None = None) -> None:
    """Write ``rows`` (new ORM objects, already validated) in short transactions of ``size``:
    SQLite has one writer at a time, so a phone's autosave waits behind one batch of an import
    (tens of milliseconds), never behind the whole import.  A failure part way leaves the batches
    before it written; an import skips what it already wrote (its keys), so it is sent again whole.
    What was written stays in hand (not read again after each commit)."""
    from wonders.extensions import db
    size = size or IMPORT_BATCH
    session = db.session()
    session.expire_on_commit = False
    try:
        for start in range(0, len(rows), size):
            session.add_all(rows[start:start + size])
            session.commit()
    finally:
        session.expire_on_commit = True
