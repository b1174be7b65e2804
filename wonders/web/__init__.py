"""Blueprints of the web app, one per feature; the error pages are ``errors``."""
from __future__ import annotations

from flask import Flask

from wonders.extensions import csrf, db, limiter, migrate

from wonders.web.serving import MIGRATIONS


def init_app(app: Flask) -> None:
    db.init_app(app)
    migrate.init_app(app, db, directory=str(MIGRATIONS))
    csrf.init_app(app)
    limiter.init_app(app)
    _limiter_checks_only_when_limited(app)
    _sync_checked_once(app)

    from wonders import models  # noqa: F401  (tables known to Flask-Migrate)
    from wonders.web import (api, city, device, draft_pages, exchange, games, pwa, ratings, referee_views, score_sheet,
                             setup, sheets, stats, table, table_join)
    app.register_blueprint(api.bp)
    csrf.exempt(api.bp)
    # entering a game, kept on the server as a draft (draft_store) from the first screen on
    app.register_blueprint(setup.bp)          # the players screen
    app.register_blueprint(city.bp)           # one city: the 1st edition's form, quick pad mode, other games
    app.register_blueprint(score_sheet.bp)    # the live score sheet, saving it as a game
    app.register_blueprint(draft_pages.bp)    # reopening, listing and deleting drafts; editing a saved game
    app.register_blueprint(table.bp)          # table mode: every player on their own phone, live sheet
    app.register_blueprint(table_join.bp)     # a phone joins a table by its code
    app.register_blueprint(games.bp)          # home, saved games, history
    app.register_blueprint(pwa.bp)            # web app manifest and service worker
    app.register_blueprint(referee_views.bp)  # referee screens
    app.register_blueprint(stats.bp)          # history and per-player statistics
    app.register_blueprint(ratings.bp)        # ratings: leaderboards per game family and per group
    app.register_blueprint(exchange.bp)       # BG Stats export and import, BoardGameGeek play line
    app.register_blueprint(sheets.bp)         # PDF score-pad sheets, CSV/JSON export and import
    device.init_app(app)
    from wonders import i18n
    i18n.init_app(app)
    from wonders.web import security, serving
    security.init_app(app)                    # CSP and the other response headers, cookie flags
    serving.init_app(app)                     # /healthz, request log, migrations check
    from wonders.web import assets
    assets.init_app(app)                      # compression, fingerprinted static files cached a year
    from wonders.web import errors
    errors.init_app(app)                      # the friendly error pages (and the 503s)
    _template_helpers(app)


def _limiter_checks_only_when_limited(app: Flask) -> None:
    """Flask-Limiter checks every request in a ``before_request`` hook for the default, application
    and blueprint limits; the app names none of them (only the join views' own limits, which their
    decorator checks), so the hook runs only while one exists (about 0.1 ms a request otherwise)."""
    hook = limiter._check_request_limit       # noqa: SLF001 - the hook init_app registered
    funcs = app.before_request_funcs.setdefault(None, [])
    if hook not in funcs:
        return
    manager = limiter.limit_manager

    def check_request_limit() -> None:
        # a library that no longer keeps its blueprint limits there: always check
        if manager.default_limits or manager.application_limits or getattr(manager, "_blueprint_limits", True) \
                or getattr(limiter, "_meta_limits", True):
            hook()
    funcs[funcs.index(hook)] = check_request_limit


def _sync_checked_once(app: Flask) -> None:
    """Flask asks ``ensure_sync`` of every hook and view on every request (about ten a request, each an
    ``inspect.iscoroutinefunction``); the hooks and views are the same all along: the answer is kept per
    function (up to ``limit``: a per-request ``after_this_request`` function is asked each time)."""
    known: dict = {}
    ask = app.ensure_sync
    limit = 1024

    def ensure_sync(func):
        try:
            return known[func]
        except KeyError:
            made = ask(func)
            if len(known) < limit:
                known[func] = made
            return made
        except TypeError:               # not hashable
            return ask(func)
    app.ensure_sync = ensure_sync


def _template_helpers(app: Flask) -> None:
    @app.template_filter("signed")
    def signed(value) -> str:
        return f"{value:+d}" if isinstance(value, int) else str(value)

    @app.template_filter("roman")
    def roman(value) -> str:
        return {1: "I", 2: "II", 3: "III"}.get(value, str(value))

    from scoring.core.i18n import box_language
    from scoring.games import DEFAULT
    from wonders import l10n, search_words
    from wonders.web.tables import game_or_default

    @app.template_filter("percent")
    def percent(value) -> str:
        return l10n.percent(round(value, 2))

    from wonders.web.pad_markup import score_pad
    from wonders.web.tables import RESOURCE_LABEL

    @app.template_filter("resource")
    def resource(value) -> str:
        return str(RESOURCE_LABEL.get(value, value))

    # dates and numbers in the page's language, names in the table's box's (wonders.l10n, Babel)
    app.jinja_env.filters.update(long_date=l10n.long_date, short_date=l10n.short_date, date_time=l10n.date_time,
                                 number=l10n.number, hyphenate=l10n.hyphenate)
    app.jinja_env.globals.update(printed=l10n.entry_name, printed_board=l10n.board, printed_name=l10n.name,
                                 printed_side=l10n.side, expansion_names=l10n.expansions,
                                 game_title=l10n.game_title, default_game=DEFAULT,
                                 game_of=game_or_default, search_text=search_words.search_text,
                                 box_lang=box_language, score_pad=score_pad)   # the box on the table (README, "The box's language")
