"""Fixtures of the web tests (as in Flask's tutorial): a fresh app and database per test."""
from __future__ import annotations

import html as _html
import json as _json
import re as _re

import pytest

from app import create_app
from wonders.extensions import db

from helpers import page_errors


def pytest_configure(config):
    # the CLI speaks the locale's language (issue 9): the tests expect English unless they ask for
    # another (a developer's ru_RU/uk_UA locale must not change what `wonders` prints in them)
    import os

    from wonders.cli import environment_language
    if environment_language() != "en":
        os.environ["LC_ALL"] = "C.UTF-8"
    # WTForms 3.3 deprecates (value, label) tuples for choices; they keep working until 3.4
    config.addinivalue_line("filterwarnings", "ignore:Passing SelectField choices as tuples:DeprecationWarning")


@pytest.fixture(autouse=True)
def _rules_caches_emptied_under_mutation_testing():
    """Under mutmut (which sets MUTANT_UNDER_TEST) every test starts with the rules' memo caches empty.

    mutmut maps each function to the tests that call it while it records its statistics, all tests in
    one process: a line the engine kept from an earlier test (``scoring.classic.score._LINES``), a phrase
    translated once (``_PHRASES``), a memoised science choice or payment search would hide a later
    test from the function that makes it, and that function's mutants would run without the test."""
    import os
    if "MUTANT_UNDER_TEST" in os.environ:
        from referee.core import payment
        from scoring.classic import score as engine
        for cache in (engine._PHRASES, engine._RULE_PHRASES, engine._LINES, engine._KEPT):
            cache.clear()
        engine._best_science.cache_clear()
        payment.clear_cache()
    yield


@pytest.fixture
def app(tmp_path):
    app = create_app({
        "TESTING": True,
        "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'test.sqlite3'}",
        "WTF_CSRF_ENABLED": False,
        "SERVER_NAME": None,
        "BOOK_CACHE_DIR": str(tmp_path / "cache"),
    })
    with app.app_context():
        db.create_all()
    yield app
    with app.app_context():
        db.session.remove()
        db.drop_all()
        db.engine.dispose()


@pytest.fixture
def client(app):
    return app.test_client()


# -- helpers of the web tests ------------------------------------------------------------

class Web:
    """Helpers of the web tests, handed out by the ``web`` fixture (two conftest.py files
    exist, so test modules cannot import from ``conftest``)."""

    @staticmethod
    def document(page: str) -> str:
        return page_document(page)

    @staticmethod
    def errors(page: str, field_id: str) -> list[str]:
        return page_errors(page, field_id)

    @staticmethod
    def table(**over) -> dict:
        return three_player_doc(**over)


@pytest.fixture
def web(app) -> type[Web]:
    Web.app = app
    return Web


def page_document(page: str) -> str:
    """The table document of a rendered step (JSON text): the draft the page belongs to
    (``data-draft``), as stored on the server, or a page's hidden document field."""
    m = _re.search(r'data-draft="([^"]+)"', page)
    if m:
        from wonders.drafts import table_document
        from wonders.models import Draft
        with Web.app.app_context():
            draft = db.session.scalar(db.select(Draft).where(Draft.token == m.group(1)))
            assert draft is not None, "the page's draft is not in the database"
            return _json.dumps(table_document(draft.state), ensure_ascii=False)
    m = _re.search(r'name="document" type="hidden" value="([^"]*)"', page)
    assert m, "no draft and no hidden document on the page"
    return _html.unescape(m.group(1))


def three_player_doc(**over) -> dict:
    doc = {"game": "7w", "players": [
        {"name": "Ira", "wonder": "Rhodos", "side": "A", "stages": 2, "coins": 7,
         "cards": ["Lumber Yard", "Baths", "Altar", "Apothecary", "Workshop", "Scientists Guild"],
         "military": [-1, -1, 3, -1]},
        {"name": "Бобр", "wonder": "Olympia", "side": "B", "stages": 3, "coins": 4,
         "cards": ["Stone Pit", "Stockade", "Barracks", "Walls", "Marketplace", "Scriptorium"],
         "military": [1, 1, 3, 3, 5, 5]},
        {"name": "Cleo", "wonder": "Gizah", "side": "B", "stages": 1, "coins": 11,
         "cards": ["Clay Pool", "Theater", "Statue", "Palace", "Loom"],
         "military": [-1, -1, -1, -1]}]}
    doc.update(over)
    return _json.loads(_json.dumps(doc))


@pytest.fixture
def save_game(app):
    """Store a document as a saved game; returns (share_token, edit_token)."""
    from datetime import date

    from wonders.models import Game, store_result

    def save(doc=None, played_on=date(2026, 11, 20), title=None):
        with app.app_context():
            g = Game(played_on=played_on, title=title)
            store_result(g, doc or three_player_doc())
            db.session.add(g)
            db.session.commit()
            return g.share_token, g.edit_token
    return save
