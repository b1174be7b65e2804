"""Blueprint 'sheets': PDF score-pad sheets, record book, CSV/JSON export and JSON import.

The work is done by pure functions (``wonders.pdf``, ``wonders.exports``); these
views only query the database and wrap the answers.
"""
from __future__ import annotations

import io
import re

from flask import Blueprint, Response, abort, current_app, render_template, request, send_file
from flask_babel import gettext, lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.csrf import CSRFError
from flask_wtf.file import FileField
from werkzeug.exceptions import RequestEntityTooLarge
from wtforms import TextAreaField

from scoring.errors import BadInput, Problem
from wonders import exports
from wonders.extensions import db
from wonders.models import Game, store_result

bp = Blueprint("sheets", __name__, url_prefix="/sheets")

MAX_BOOK_GAMES = 200   # WeasyPrint takes about 0.1 s a page; app.config["SHEETS_MAX_BOOK_GAMES"] overrides


class ImportForm(FlaskForm):
    file = FileField(_l("Export file (.json)"))
    json = TextAreaField(_l("…or paste the JSON"))


# -- helpers -------------------------------------------------------------------

def _games(rng: exports.DateRange) -> list[Game]:
    q = db.select(Game)
    if rng.first:
        q = q.where(Game.played_on >= rng.first)
    if rng.last:
        q = q.where(Game.played_on <= rng.last)
    return list(db.session.scalars(q.order_by(Game.played_on, Game.id)))


def _form_page(problems, status: int = 400):
    """The date form again, each problem beside its field, the dates as typed."""
    errors: dict[str, list[str]] = {}
    for p in problems:
        errors.setdefault(p.path, []).append(p.message)
    return render_template("sheets/index.html", args=request.args, errors=errors), status


def _range_or_page():
    """(DateRange, None) or (None, the form page with every date error next to its field, 400)."""
    try:
        return exports.parse_range(request.args), None
    except BadInput as exc:
        return None, _form_page(exc.problems)


def _slug(text: str | None) -> str:
    return re.sub(r"[^\w]+", "-", text or "", flags=re.UNICODE).strip("-").lower()[:40]


def _range_name(rng: exports.DateRange) -> str:
    if not rng.first and not rng.last:
        return "all"
    return f"{rng.first.isoformat() if rng.first else 'start'}_{rng.last.isoformat() if rng.last else 'today'}"


def _sheet_game(g: Game):
    from wonders.pdf import sheet_game
    return sheet_game(g.document or {}, g.played_on, g.title, g.note, g.expansions or (), stored=g.players)


def _pdf(html: str, filename: str):
    from wonders.pdf import pdf_bytes
    try:
        data = pdf_bytes(html)
    except (ImportError, OSError) as exc:  # WeasyPrint without Pango: say so instead of a 500
        current_app.logger.error("PDF output unavailable: %s", exc)
        return render_template("sheets/unavailable.html", reason=str(exc)), 503
    return send_file(io.BytesIO(data), mimetype="application/pdf", as_attachment=True, download_name=filename)


# -- pages -----------------------------------------------------------------------

@bp.get("/")
def index():
    return render_template("sheets/index.html", args=request.args, errors={})


@bp.get("/game/<share_token>.pdf")
def game_pdf(share_token: str):
    from wonders.pdf import sheet_html
    game = db.session.scalar(db.select(Game).where(Game.share_token == share_token))
    if game is None:
        abort(404, description=gettext("No saved game has this link."))
    name = "-".join(filter(None, ["7wonders", game.played_on.isoformat(), _slug(game.title)]))
    return _pdf(sheet_html([_sheet_game(game)]), f"{name}.pdf")


@bp.get("/book.pdf")
def book_pdf():
    from wonders.pdf import book_html
    rng, page = _range_or_page()
    if page:
        return page
    games = _games(rng)
    limit = current_app.config.get("SHEETS_MAX_BOOK_GAMES", MAX_BOOK_GAMES)
    if len(games) > limit:
        return _form_page([Problem("from", gettext("%(count)s games in this range; a record book holds at most "
                                                   "%(limit)s: choose a shorter range", count=len(games), limit=limit))], 422)
    html = book_html([_sheet_game(g) for g in games], rng.first, rng.last)
    return _pdf(html, f"7wonders-record-book-{_range_name(rng)}.pdf")


@bp.get("/export.csv")
def export_csv():
    rng, page = _range_or_page()
    if page:
        return page
    return Response(exports.csv_text(_games(rng)), mimetype="text/csv; charset=utf-8", headers={
        "Content-Disposition": f'attachment; filename="7wonders-games-{_range_name(rng)}.csv"'})


@bp.get("/export.json")
def export_json():
    rng, page = _range_or_page()
    if page:
        return page
    response = current_app.json.response(exports.export_document(_games(rng)))
    response.headers["Content-Disposition"] = f'attachment; filename="7wonders-games-{_range_name(rng)}.json"'
    return response


def _already_saved(item: exports.ImportGame) -> bool:
    same_day = db.session.scalars(db.select(Game).where(Game.played_on == item.played_on))
    return any(g.document == item.document and (g.title or None) == item.title for g in same_day)


def _import_page(form: ImportForm, problems=(), status: int = 200, imported=(), skipped: int = 0):
    problems = [p if isinstance(p, Problem) else Problem("", str(p)) for p in problems]
    return render_template("sheets/import.html", form=form, problems=problems,
                           imported=list(imported), skipped=skipped), status


@bp.route("/import", methods=["GET", "POST"])
def import_games():
    form = ImportForm()
    if request.method == "GET":
        return _import_page(form)
    if not form.validate_on_submit():  # only the CSRF token can fail here
        problems = [f"{name}: {msg}" for name, msgs in form.errors.items() for msg in msgs]
        return _import_page(form, problems, 400)
    upload = form.file.data
    raw: bytes | str = form.json.data or ""
    if upload and getattr(upload, "filename", ""):
        raw = upload.read()
        try:  # keep what was uploaded: on error it is shown in the text box, ready to fix
            form.json.data = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            pass
    try:
        items = exports.parse_import_text(raw)
    except BadInput as exc:
        return _import_page(form, exc.problems, 422)
    imported, skipped = [], 0
    try:
        for item in items:
            if _already_saved(item):
                skipped += 1
                continue
            game = Game(played_on=item.played_on, title=item.title, note=item.note,
                        expansions=list(item.expansions))
            store_result(game, item.document)
            db.session.add(game)
            imported.append(game)
        db.session.commit()
    except BadInput as exc:  # validated above; kept so a change in the engine never half-imports
        db.session.rollback()
        return _import_page(form, exc.problems, 422)
    return _import_page(ImportForm(formdata=None), imported=imported, skipped=skipped)


@bp.errorhandler(RequestEntityTooLarge)
def too_large(exc):
    limit = current_app.config.get("MAX_CONTENT_LENGTH") or 0
    msg = (gettext("the file is too large: at most %(mb)s MB", mb=limit // (1024 * 1024)) if limit
           else gettext("the file is too large"))
    return _import_page(ImportForm(formdata=None), [msg], 413)


@bp.errorhandler(CSRFError)
def csrf_error(exc):
    # never refilled: a fresh token with the refused post's data re-posts it in one click (issue 13)
    return _import_page(ImportForm(formdata=None), [gettext("%(reason)s Nothing was imported: reload the page and send the file again.",
                                                            reason=exc.description)], 400)
