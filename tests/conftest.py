"""Fixtures of the web tests (as in Flask's tutorial): a fresh app and database per test."""
from __future__ import annotations

import pytest

from app import create_app
from wonders.extensions import db


@pytest.fixture
def app(tmp_path):
    app = create_app({
        "TESTING": True,
        "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'test.sqlite3'}",
        "WTF_CSRF_ENABLED": False,
        "SERVER_NAME": None,
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
