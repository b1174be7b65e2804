"""The friendly error pages: a form that expired, a document or a number that cannot be read,
an unknown page, a database not set up or storage that cannot be written (503), a bug (500).
An API call, an autosave or a ``.json`` address gets the same answer as JSON."""
from __future__ import annotations

from flask import Flask, current_app, jsonify, render_template, request
from flask_babel import gettext
from flask_wtf.csrf import CSRFError
from werkzeug.exceptions import HTTPException

from scoring.core.errors import BadInput
from scoring.core.numbers import BadNumber
from wonders.extensions import db

from wonders.web.tables import DamagedDocument


def _wants_json() -> bool:
    """The API, an autosave of static/app.js (``X-Autosave``), a ``.json`` address, or a
    request that asks for JSON rather than a page."""
    return (request.path.startswith("/api/") or request.headers.get("X-Autosave") == "1"
            or request.path.endswith(".json") or request.is_json
            or request.accept_mimetypes.best_match(["text/html", "application/json"]) == "application/json")


def init_app(app: Flask) -> None:
    for kind, handler in ((CSRFError, csrf_error), (BadInput, bad_input), (BadNumber, bad_number),
                          (DamagedDocument, damaged), (HTTPException, http_error), (Exception, server_error)):
        app.register_error_handler(kind, handler)


def csrf_error(exc: CSRFError):
    # the page sat open too long, cookies were cleared, or another site posted here: show what
    # was sent (nothing typed is lost) but never a form with a fresh token that re-posts it
    # in one click, which would turn a cross-site post into a one-click attack
    sent = _sent()
    again = request.path if _can_get(current_app, request.path) else None
    return render_template("error.html", code=400, title=gettext("Please send that again"),
                           message=gettext("The form expired before it was sent (this happens when a page "
                                           "stays open for a long time), so nothing was changed. Open the "
                                           "page again and send it from there; what you typed is listed "
                                           "below to copy."), sent=sent, again=again), 400


def bad_input(exc: BadInput):
    # a document that reached the database layer out of bounds (scoring.core.safejson, models)
    if _wants_json():
        return jsonify(exc.to_json()), 422
    return render_template("error.html", code=422, title=gettext("That cannot be saved"),
                           message=gettext("The data sent holds values the app cannot keep:"),
                           problems=[str(p) for p in exc.problems]), 422


def bad_number(exc: BadNumber):
    # a number field (query string, hidden field) holding something else: 400 naming the field,
    # with what a form sent listed to copy (scoring.core.numbers reads every outside number)
    if _wants_json():
        return jsonify(exc.to_json()), 422
    sent = _sent()
    return render_template("error.html", code=400, title=gettext("A number could not be read"),
                           message=gettext("A field that holds a whole number holds something else, so "
                                           "nothing was changed:"),
                           problems=[str(p) for p in exc.problems], sent=sent), 400


def damaged(exc: DamagedDocument):
    return render_template("error.html", code=400, title=gettext("The table data was damaged"),
                           message=gettext("The page sent back a table the app cannot read (%(reason)s). "
                                           "Please start the game entry again.", reason=exc)), 400


def http_error(exc: HTTPException):
    if _wants_json():
        return jsonify({"errors": [{"path": "", "message": exc.description or exc.name}]}), exc.code
    titles = {404: gettext("Page not found"), 405: gettext("That page cannot be used this way"),
              413: gettext("That upload is too large")}
    messages = {404: gettext("This page or game does not exist (or was deleted). Check the link."),
                405: gettext("This page is read-only or does not accept that request."),
                413: gettext("The data sent was larger than the app accepts (2 MB).")}
    return render_template("error.html", code=exc.code, title=titles.get(exc.code, exc.name),
                           message=messages.get(exc.code, exc.description)), exc.code


def server_error(exc: Exception):
    if isinstance(exc, HTTPException):  # pragma: no cover - handled above
        return http_error(exc)
    db.session.rollback()
    too_big = _out_of_bounds(exc)
    if too_big:
        return bad_input(BadInput(too_big))
    answer = unavailable(exc)
    if answer is not None:
        return answer
    current_app.logger.exception("unhandled error on %s", request.path)
    if _wants_json():
        return jsonify({"errors": [{"path": "", "message": "internal error"}]}), 500
    return render_template("error.html", code=500, title=gettext("Something went wrong"),
                           message=gettext("The app hit a bug. Nothing was saved by this request; "
                                           "go back to try again.")), 500


def _sent() -> list[tuple[str, str]]:
    """What a form sent (not its token, secrets or bookkeeping), listed on the page to copy."""
    return [(k, v) for k, vs in request.form.lists() if k != "csrf_token" for v in vs
            if k not in _HIDDEN_FIELDS and v.strip()][:200]


_HIDDEN_FIELDS = ("edit_token", "version")   # secrets and bookkeeping, not typed


def unavailable(exc: Exception):
    """The 503 of a database not set up or behind its migrations ("Not set up yet", naming the
    command), or of storage that cannot be written (``storage``); None for anything else."""
    from wonders.web import storage
    from wonders.web.serving import UPGRADE_COMMAND, DatabaseBehind
    if _no_tables(exc) or isinstance(exc, DatabaseBehind):
        db.session.rollback()
        message = gettext("The database has not been set up: run `%(command)s` on the server.",
                          command=UPGRADE_COMMAND) if not isinstance(exc, DatabaseBehind) else \
            gettext("The database is older than this version of the app: run `%(command)s` on the server.",
                    command=UPGRADE_COMMAND)
        current_app.logger.error("database not migrated (%s): run %s", exc, UPGRADE_COMMAND)
        if _wants_json():
            return jsonify({"errors": [{"path": "", "message": message}]}), 503
        return storage.page(current_app, gettext("Not set up yet"), message), 503
    kind = storage.failure(exc)
    if kind:                     # a full disk, a read-only folder, a locked database: 503, not a bug
        db.session.rollback()
        return storage.answer(current_app, exc, kind, _wants_json())
    return None


def _can_get(app: Flask, path: str) -> bool:
    try:
        app.url_map.bind("").match(path, method="GET")
    except HTTPException:
        return False
    return True


def _out_of_bounds(exc: Exception) -> str | None:
    """A value the database refused (a number or text too large): the request's fault, not a bug.

    The documents are checked before they are stored (``scoring.core.safejson``, ``store_result``);
    this is the last net, so a value that slips past still answers 422, not 500.
    """
    from sqlalchemy.exc import DataError, StatementError
    cause = exc.orig if isinstance(exc, StatementError) else exc
    if isinstance(exc, DataError) or isinstance(cause, (OverflowError, UnicodeEncodeError)):
        return ("a value is out of bounds for the database (a number larger than 1 000 000 000 "
                "or text that is not valid Unicode); nothing was saved")
    return None


def _no_tables(exc: Exception) -> bool:
    from wonders.web.storage import schema_missing      # a table or a column (a database behind its migrations)
    return schema_missing(exc)
