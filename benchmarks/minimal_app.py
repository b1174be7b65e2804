"""The yardstick of the club-night benchmark: a minimal Flask app on the same stack (Flask,
SQLAlchemy, the same database, gunicorn) doing only the unavoidable work of an autosave and a poll.

    .venv/bin/gunicorn --config gunicorn.conf.py --bind 127.0.0.1:5078 'benchmarks.minimal_app:create()'
    .venv/bin/python benchmarks/clubnight.py --minimal --url http://127.0.0.1:5078 --tables 10 20 40

``DATABASE_URL`` as for the app (default: a SQLite file in /tmp, WAL).  An autosave loads the draft
row, checks the version the phone names, updates one city, commits and answers the new version; a
poll answers 304 when the ETag (the draft's version) is unchanged, else the draft.
"""
from __future__ import annotations

import os
import secrets

from flask import Flask, jsonify, request
from sqlalchemy import JSON, Integer, String, create_engine, event, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column
from sqlalchemy.orm.exc import StaleDataError


class Base(DeclarativeBase):
    pass


class Draft(Base):
    __tablename__ = "drafts"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    token: Mapped[str] = mapped_column(String(64), unique=True)
    state: Mapped[dict] = mapped_column(JSON)
    version: Mapped[int] = mapped_column(Integer, default=1)
    __mapper_args__ = {"version_id_col": version}


def create() -> Flask:
    url = os.environ.get("DATABASE_URL", "sqlite:////tmp/minimal_app.db")
    engine = create_engine(url)
    if url.startswith("sqlite"):
        @event.listens_for(engine, "connect")
        def _wal(conn, _record):
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA busy_timeout=30000")
    Base.metadata.create_all(engine)
    app = Flask(__name__)

    @app.post("/new")
    def new():
        with Session(engine) as s:
            d = Draft(token=secrets.token_urlsafe(16), state={"players": [{"coins": 0, "rev": 0} for _ in range(7)]})
            s.add(d)
            s.commit()
            return jsonify({"token": d.token})

    @app.post("/d/<token>/city/<int:seat>")
    def city(token: str, seat: int):
        for _ in range(10):         # another seat of the table wrote meanwhile: read the row again
            try:
                return _city(token, seat)
            except StaleDataError:
                continue
        return jsonify({"saved": False}), 503

    def _city(token: str, seat: int):
        with Session(engine) as s:
            d = s.scalar(select(Draft).where(Draft.token == token))
            players = [dict(p) for p in d.state["players"]]
            if str(players[seat]["rev"]) != request.form.get("rev", ""):
                return jsonify({"saved": False, "rev": players[seat]["rev"]}), 409
            players[seat].update(coins=int(request.form.get("coins", 0)), rev=players[seat]["rev"] + 1)
            d.state = {"players": players}
            s.commit()
            return jsonify({"saved": True, "version": d.version, "rev": players[seat]["rev"]})

    @app.get("/d/<token>/table.json")
    def live(token: str):
        with Session(engine) as s:
            version = s.scalar(select(Draft.version).where(Draft.token == token))
            tag = f'W/"{token}-{version}"'
            if tag in request.headers.get("If-None-Match", ""):
                return "", 304, {"ETag": tag}
            d = s.scalar(select(Draft).where(Draft.token == token))
            return jsonify(d.state), 200, {"ETag": tag}

    return app
