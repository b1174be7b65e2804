"""The interface in English, Russian and Ukrainian (Flask-Babel, gettext catalogues).

The language of a request: ``?lang=``, else the ``lang`` cookie set by the switch on every page,
else the browser's ``Accept-Language``, else English.  The JSON API (``/api/``) is a program's
interface: it follows ``?lang=`` and ``Accept-Language`` only, never the page's cookie (a script
sharing the browser's cookies gets the same answer as curl; README, "JSON API").  Catalogues live
in ``wonders/translations/<lang>/LC_MESSAGES/messages.po`` (kept in the repository) and are
compiled to ``.mo`` by the setup (``make run``, ``make test``: ``pybabel compile``).

    make messages      # extract the strings (babel.cfg) and update the three catalogues
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from babel import Locale
from flask import Flask, g, redirect, request, url_for
from flask_babel import Babel, get_locale, gettext, ngettext
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from scoring.core import i18n as engine_i18n

LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский", "uk": "Українська"}
DEFAULT = "en"
COOKIE = "lang"
_API_VARY, _PAGE_VARY = ("Accept-Language",), ("Accept-Language", "Cookie")
TRANSLATIONS = Path(__file__).resolve().parent / "translations"


def is_api() -> bool:
    return request.path.startswith("/api/")


def choose() -> Locale:
    """The request's language, as a Locale made once per process (Flask-Babel takes it as it is)."""
    asked = request.args.get("lang", "")
    if asked in LANGUAGES:
        return LOCALES[asked]
    kept = request.cookies.get(COOKIE, "")
    if kept in LANGUAGES and not is_api():
        return LOCALES[kept]
    return LOCALES[_best_match(request.headers.get("Accept-Language", ""))]


LOCALES: dict[str, Locale] = {code: Locale.parse(code) for code in LANGUAGES}


@lru_cache(maxsize=256)
def _best_match(header: str) -> str:
    """The language an ``Accept-Language`` header asks for (a phone sends the same one on every
    request: parsed once per process and header)."""
    return parse_accept_header(header, LanguageAccept).best_match(list(LANGUAGES), DEFAULT) or DEFAULT


def current() -> str:
    return str(get_locale() or DEFAULT)


def _translate_pdf_templates() -> None:
    """The PDF sheets (templates/sheets/pad.html) are rendered by wonders.pdf's own Jinja
    environment: give it the same gettext (outside a request it answers in English)."""
    from wonders import pdf
    env = getattr(pdf, "_ENV", None)
    if env is None or "current_lang" in env.globals:
        return
    env.add_extension("jinja2.ext.i18n")
    env.install_gettext_callables(gettext, ngettext, newstyle=True)  # type: ignore[attr-defined]
    env.globals["current_lang"] = lambda: current() if _in_request() else DEFAULT


def _in_request() -> bool:
    from flask import has_request_context
    return has_request_context()


def init_app(app: Flask) -> None:
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(TRANSLATIONS))
    app.config.setdefault("BABEL_DEFAULT_LOCALE", DEFAULT)
    Babel(app, locale_selector=choose)
    app.jinja_env.globals.update(LANGUAGES=LANGUAGES, current_lang=current)
    _translate_pdf_templates()

    @app.before_request
    def engine_language() -> None:
        # what the engine says (scores' details, verdicts, errors) follows the request's language
        g.engine_language = engine_i18n.set_language(current())
        # names follow the box of the table a page shows (``wonders.web.tables.follow_box``);
        # until one is read, the interface language's
        g.engine_box = engine_i18n.set_box(None)

    @app.teardown_request
    def engine_language_done(_exc: BaseException | None) -> None:
        if "engine_box" not in g:           # a request context pushed without its before_request (a test,
            engine_i18n.set_box(None)       # a CLI command): a box set inside it ends with it
        for key, reset in (("engine_box", engine_i18n.reset_box), ("engine_language", engine_i18n.reset_language)):
            token = g.pop(key, None)
            if token is not None:
                try:
                    reset(token)
                except ValueError:      # set in another context (a streamed response): nothing to undo
                    pass

    @app.get("/lang/<code>")
    def set_language(code: str):
        """The language switch: remembered in a cookie, then back to the page it was pressed on."""
        from wonders.redirects import local_target
        response = redirect(local_target(request.args.get("next"), url_for("games.home")))
        if code in LANGUAGES:
            response.set_cookie(COOKIE, code, max_age=2 * 365 * 24 * 3600, samesite="Lax",
                                secure=request.is_secure)
        return response

    @app.after_request
    def remember(response):
        # ?lang= on a page is remembered too (a shared link in Ukrainian stays Ukrainian); on a file
        # (a PDF sheet, an export, a QR code) it is that file's language alone
        asked = request.args.get("lang", "")
        if asked in LANGUAGES and request.cookies.get(COOKIE) != asked and not is_api() \
                and response.mimetype == "text/html":
            response.set_cookie(COOKIE, asked, max_age=2 * 365 * 24 * 3600, samesite="Lax", secure=request.is_secure)
        # one Vary header, merged with the others' (compression adds Accept-Encoding)
        _vary(response, _API_VARY if is_api() else _PAGE_VARY)
        return response


def _vary(response, names: tuple[str, ...]) -> None:
    """Add ``names`` to the answer's ``Vary`` header, as ``response.vary.update`` does, without parsing
    it into a header set (it holds plain tokens: at most ``Accept-Encoding`` at this point)."""
    vary = response.headers.get("Vary")
    if not vary:
        response.headers["Vary"] = ", ".join(names)
        return
    have = {v.strip().lower() for v in vary.split(",")}
    missing = [n for n in names if n.lower() not in have]
    if missing:
        response.headers["Vary"] = ", ".join([vary, *missing])
