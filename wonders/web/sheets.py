"""Blueprint 'sheets': PDF score-pad sheets, record book, CSV/JSON export and JSON import.

The work is done by pure functions (``wonders.pdf``, ``wonders.exports``); these
views only query the database and wrap the answers.
"""
from __future__ import annotations

import hashlib
import io
import json
import os
import re
import threading
from functools import lru_cache
from pathlib import Path

from flask import Blueprint, Response, abort, current_app, render_template, request, send_file
from flask_babel import gettext, lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.csrf import CSRFError
from flask_wtf.file import FileField
from werkzeug.exceptions import RequestEntityTooLarge
from wtforms import TextAreaField

from scoring.core.errors import BadInput, Problem
from wonders import exports
from wonders.extensions import db
from wonders.models import Game, store_result
from wonders.web import storage

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


def _pdf(html: str | None, filename: str, cache_key: str | None = None, make_html=None, cache_kind: str = "book"):
    """A PDF download. With ``cache_key`` the file is rendered once and kept (``BookCache``):
    a record book or a game's sheet is never recomputed per request while its games are unchanged."""
    from wonders.pdf import pdf_bytes
    cache = BookCache.for_app(cache_kind) if cache_key else None
    data = cache.get(cache_key) if cache else None
    if data is None:
        try:
            with (cache.lock(cache_key) if cache else _nolock()):
                data = cache.get(cache_key) if cache else None      # rendered meanwhile by another request
                if data is None:
                    data = pdf_bytes(html if html is not None else make_html())
                    if cache:
                        cache.put(cache_key, data)     # best effort: a failed write only means no copy kept
        except (ImportError, OSError) as exc:  # WeasyPrint without Pango: say so instead of a 500
            current_app.logger.error("PDF output unavailable: %s", exc)
            return render_template("sheets/unavailable.html", reason=str(exc)), 503
    return send_file(io.BytesIO(data), mimetype="application/pdf", as_attachment=True, download_name=filename)


class _nolock:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


class BookCache:
    """Rendered PDFs in ``instance/cache`` (the newest ``KEEP`` files of each kind): record books
    keyed by the range, the language and every game's id and version; a game's sheet (kind
    ``sheet``) by the game's id, version and language.  A change to a game makes a new key."""
    KEEP = {"book": 20, "sheet": 500}
    _locks: dict[str, threading.Lock] = {}
    _guard = threading.Lock()

    def __init__(self, folder: Path, kind: str = "book"):
        self.folder = folder
        self.kind = kind
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:                        # a read-only instance folder: render every time
            current_app.logger.warning("PDF cache unavailable (%s): rendering without it", exc)

    @classmethod
    def for_app(cls, kind: str = "book") -> "BookCache":
        return cls(Path(current_app.config.get("BOOK_CACHE_DIR") or Path(current_app.instance_path) / "cache"), kind)

    def _path(self, key: str) -> Path:
        return self.folder / f"{self.kind}-{key}.pdf"

    def get(self, key: str) -> bytes | None:
        try:
            return self._path(key).read_bytes()
        except OSError:
            return None

    def put(self, key: str, data: bytes) -> None:
        """Keep a rendered PDF.  Best effort: a full disk or a read-only folder is logged and the
        PDF is served all the same (rendered again next time)."""
        path = self._path(key)
        # a file of its own per writer (several app servers may render the same PDF at once),
        # renamed into place: a reader never sees half a file
        tmp = path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}.tmp")
        try:
            tmp.write_bytes(data)
            tmp.replace(path)
            kept = sorted(((self._mtime(p), p) for p in self.folder.glob(f"{self.kind}-*.pdf")), reverse=True)
            for _mtime, old in kept[self.KEEP.get(self.kind, 20):]:
                old.unlink(missing_ok=True)
        except OSError as exc:
            current_app.logger.warning("PDF not kept in %s (%s): served without it", self.folder, exc)
            try:
                tmp.unlink(missing_ok=True)           # half a file, if the disk filled up while writing
            except OSError:
                pass

    @staticmethod
    def _mtime(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:                               # removed meanwhile by another app server
            return 0.0

    def lock(self, key: str) -> threading.Lock:
        """One lock per key, so that one request renders while the others wait for its file
        (bounded: locks nobody holds are dropped; at worst a file is rendered twice)."""
        with self._guard:
            if len(self._locks) >= 1024:
                for k in [k for k, held in self._locks.items() if not held.locked()]:
                    del self._locks[k]
            return self._locks.setdefault(key, threading.Lock())


def sheet_key(game: Game, lang: str) -> str:
    parts = ["sheet", _render_version(), str(game.id), str(game.version), str(game.updated_at), lang]
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:32]


def book_key(games: list[Game], rng: exports.DateRange, lang: str) -> str:
    parts = [_render_version(), str(rng.first), str(rng.last), lang] + [
        f"{g.id}:{g.version}:{g.updated_at}" for g in games]
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:32]


@lru_cache(maxsize=1)
def _render_version() -> str:
    """What a kept PDF was rendered with besides its games: the sheet templates, the PDF code,
    the games' data and the catalogues (their sizes and times), read once per process — a new
    release renders anew instead of serving the old release's files."""
    root = Path(__file__).resolve().parents[2]
    files = [*root.glob("templates/sheets/**/*"), *root.glob("wonders/pdf.py"), *root.glob("wonders/l10n.py"),
             *root.glob("wonders/translations/*/LC_MESSAGES/*.mo"), *root.glob("scoring/data/*.json"),
             *root.glob("scoring/locale/*/LC_MESSAGES/*.po")]
    stamp = "|".join(f"{f.relative_to(root)}:{f.stat().st_size}:{f.stat().st_mtime_ns}"
                     for f in sorted(files) if f.is_file())
    return hashlib.sha256(stamp.encode()).hexdigest()[:16]


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
    from wonders.i18n import current
    # rendered once per version and language (a link shared with a club is asked for at once)
    return _pdf(None, f"{name}.pdf", cache_key=sheet_key(game, current()), cache_kind="sheet",
                make_html=lambda: sheet_html([_sheet_game(game)]))


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
    from wonders.i18n import current
    return _pdf(None, f"7wonders-record-book-{_range_name(rng)}.pdf", cache_key=book_key(games, rng, current()),
                make_html=lambda: book_html([_sheet_game(g) for g in games], rng.first, rng.last))


def _csv_language() -> dict:
    """The CSV's header and winner words in the page's language.  English keeps the machine
    column names of the README (``date,game_id,title,…``: scripts read them); Russian and
    Ukrainian get labels a person reads in a spreadsheet."""
    from wonders.i18n import current
    if current() == "en":
        return {}
    from scoring.core.i18n import _ as engine_gettext
    fixed = {"date": gettext("Date"), "game_id": gettext("Game number"), "title": gettext("Title"),
             "seat": gettext("Seat"), "name": gettext("Player"), "wonder": gettext("Wonder"),
             "side": gettext("Side"), "wonder_stages": gettext("Wonder stages (points)"),
             "total": gettext("Total"), "rank": gettext("Rank"), "winner": gettext("Winner"),
             "game": gettext("Game kind")}
    return {"fixed": fixed, "row_label": lambda row: engine_gettext(row.label),
            "yes": gettext("yes"), "no": gettext("no")}


@bp.get("/export.csv")
def export_csv():
    rng, page = _range_or_page()
    if page:
        return page
    games = _games(rng)
    language = _csv_language()
    headers = exports.csv_header_labels(games, language["fixed"], language["row_label"]) if language else None
    text = exports.csv_text(games, headers, language.get("yes", "yes"), language.get("no", "no"))
    return Response(text, content_type="text/csv; charset=utf-8", headers={
        "Content-Disposition": f'attachment; filename="7wonders-games-{_range_name(rng)}.csv"'})


@bp.get("/export.json")
def export_json():
    rng, page = _range_or_page()
    if page:
        return page
    response = current_app.json.response(exports.export_document(_games(rng)))
    response.headers["Content-Disposition"] = f'attachment; filename="7wonders-games-{_range_name(rng)}.json"'
    return response


def _key(played_on, title, document) -> tuple:
    return (played_on, title or None, json.dumps(document, sort_keys=True, ensure_ascii=False))


def _saved_keys(items) -> set[tuple]:
    """The games already saved on the days of an import, read once (linear, not a query per game)."""
    days = sorted({item.played_on for item in items})
    keys: set[tuple] = set()
    for k in range(0, len(days), 500):
        rows = db.session.execute(db.select(Game.played_on, Game.title, Game.document)
                                  .where(Game.played_on.in_(days[k:k + 500])))
        keys.update(_key(*row) for row in rows)
    return keys


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
    seen = _saved_keys(items)
    try:
        with db.session.no_autoflush:      # every game scored before anything is written
            for item in items:
                key = _key(item.played_on, item.title, item.document)
                if key in seen:
                    skipped += 1
                    continue
                seen.add(key)
                game = Game(played_on=item.played_on, title=item.title, note=item.note,
                            expansions=list(item.expansions))
                store_result(game, item.document)
                imported.append(game)
    except BadInput as exc:  # validated above; kept so a change in the engine never half-imports
        db.session.rollback()
        return _import_page(form, exc.problems, 422)
    storage.add_in_batches(imported)       # short transactions: autosaves never wait behind the import
    return _import_page(ImportForm(formdata=None), imported=imported, skipped=skipped)


@bp.errorhandler(RequestEntityTooLarge)
def too_large(exc):
    limit = current_app.config.get("MAX_CONTENT_LENGTH") or 0
    msg = (gettext("the file is too large: at most %(mb)s MB", mb=limit // (1024 * 1024)) if limit
           else gettext("the file is too large"))
    return _import_page(ImportForm(formdata=None), [msg], 413)


@bp.errorhandler(CSRFError)
def csrf_error(exc):
    # never refilled: a fresh token with the refused post's data re-posts it in one click
    return _import_page(ImportForm(formdata=None), [gettext("%(reason)s Nothing was imported: reload the page and send the file again.",
                                                            reason=exc.description)], 400)
