"""The whole database as one JSON file, and back (``wonders export`` / ``wonders import``).

Unlike the games export of ``wonders.exports`` (documents only, new tokens on import) this
is a backup: every row of every table of ``wonders.models`` (games with their share and
edit tokens, versions and timestamps; the per-player result rows; drafts), so that
export → import into an empty database → export gives the same file byte for byte.

    {"format": "wonders-backup", "version": 1, "schema": "<alembic revision>",
     "tables": {"games": [{column: value, ...}, ...], "game_players": [...], "drafts": [...]}}

Import goes into an empty database only (it never merges), in one transaction, after the
file was read by ``scoring.core.safejson`` and every row checked against the columns; any
problem is a ``BadInput`` naming ``tables.games[3].title`` and nothing is written.
"""
from __future__ import annotations

import json
from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, Boolean, Date, DateTime, Integer, String, Text, func, insert, select, text

from scoring.core.errors import BadInput, Problems

FORMAT = "wonders-backup"
VERSION = 1


def _tables():
    from wonders import models  # noqa: F401  (tables registered on the metadata)
    from wonders.extensions import db
    return db.metadata.sorted_tables        # parents before children


def _to_json(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, date):
        return value.isoformat()
    return value


def _schema(session) -> str | None:
    try:
        return session.execute(text("SELECT version_num FROM alembic_version")).scalar()
    except Exception:  # noqa: BLE001 - a database made by create_all has no alembic table
        session.rollback()
        return None


def _require_tables(session) -> None:
    from sqlalchemy import inspect

    from wonders.web.serving import UPGRADE_COMMAND
    missing = [t.name for t in _tables() if not inspect(session.get_bind()).has_table(t.name)]
    if missing:
        raise BadInput(f"the database has no {', '.join(missing)} table: run `{UPGRADE_COMMAND}` first "
                       "(DATABASE_URL names the database)")


def dump(session) -> dict:
    """Every row of every table, ordered by primary key."""
    _require_tables(session)
    tables = {}
    for table in _tables():
        order = [c for c in table.primary_key.columns]
        rows = session.execute(select(table).order_by(*order)).mappings()
        tables[table.name] = [{k: _to_json(v) for k, v in row.items()} for row in rows]
    return {"format": FORMAT, "version": VERSION, "schema": _schema(session), "tables": tables}


def dumps(session) -> str:
    return json.dumps(dump(session), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def _value(column, value: Any, path: str, problems: Problems) -> Any:
    if value is None:
        if not column.nullable and not column.primary_key:
            problems.add(path, f"{column.name} may not be empty")
        return None
    kind = column.type
    try:
        read = _read(kind, value)
    except ValueError:
        read = _NOT
    if read is _NOT:
        problems.add(path, f"{value!r:.60} is not a valid {column.name} ({kind})")
        return None
    if isinstance(kind, (String, Text)) and kind.length and len(read) > kind.length:
        problems.add(path, f"{column.name} is at most {kind.length} characters")
    return read


_NOT = object()          # what ``_read`` answers for a value its column cannot hold


def _read(kind, value: Any) -> Any:
    """A value from the file as a column of that type keeps it (``_NOT``: not one; ValueError:
    a date or time that cannot be read)."""
    if isinstance(kind, DateTime):
        return datetime.fromisoformat(value) if isinstance(value, str) else _NOT
    if isinstance(kind, Date):
        return date.fromisoformat(value) if isinstance(value, str) else _NOT
    if isinstance(kind, Boolean):
        return value if isinstance(value, bool) else _NOT
    if isinstance(kind, Integer):
        return value if isinstance(value, int) and not isinstance(value, bool) else _NOT
    if isinstance(kind, (String, Text)):
        return value if isinstance(value, str) else _NOT
    if isinstance(kind, JSON):
        return value
    return _NOT


def parse(data: Any) -> dict[str, list[dict]]:
    """A backup file's content → rows per table, every problem at once."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadInput(f'not a backup file: expected {{"format": "{FORMAT}", "tables": {{...}}}} '
                       "(made by `wonders export`)")
    if data.get("version") != VERSION:
        raise BadInput(f"backup format version {data.get('version')!r}; this app reads version {VERSION}")
    raw = data.get("tables")
    if not isinstance(raw, dict):
        raise BadInput("tables: an object with one list of rows per table")
    problems = Problems()
    known = {t.name: t for t in _tables()}
    for name in raw:
        if name not in known:
            problems.add(f"tables.{name}", f"unknown table; expected {', '.join(known)}")
    out: dict[str, list[dict]] = {}
    for name, table in known.items():
        rows = raw.get(name, [])
        if not isinstance(rows, list):
            problems.add(f"tables.{name}", "a list of rows")
            continue
        parsed = []
        for i, row in enumerate(rows):
            path = f"tables.{name}[{i}]"
            if not isinstance(row, dict):
                problems.add(path, "a row is an object of column: value")
                continue
            for key in row:
                if key not in table.columns:
                    problems.add(f"{path}.{key}", f"unknown column of {name}")
            parsed.append({c.name: _value(c, row.get(c.name), f"{path}.{c.name}", problems)
                           for c in table.columns if c.name in row})
        out[name] = parsed
    problems.raise_if_any()
    return out


def restore(session, data: Any) -> dict[str, int]:
    """Load a backup into an empty database in one transaction; rows per table."""
    rows = parse(data)
    _require_tables(session)
    for table in _tables():
        if session.execute(select(func.count()).select_from(table)).scalar():
            raise BadInput(f"the database already holds {table.name}: import a backup into an empty "
                           "database (run `flask --app app db upgrade` on a new one)")
    try:
        for table in _tables():
            if rows.get(table.name):
                session.execute(insert(table), rows[table.name])
        _reset_sequences(session)
        session.commit()
    except Exception as exc:
        session.rollback()
        from sqlalchemy.exc import IntegrityError
        if isinstance(exc, IntegrityError):
            raise BadInput(f"the backup contradicts itself (a repeated id or token, or a row "
                           f"pointing at a missing game): {exc.orig}") from None
        raise
    return {name: len(r) for name, r in rows.items()}


def _reset_sequences(session) -> None:
    """PostgreSQL: the next id after the imported ones (SQLite needs nothing)."""
    if session.get_bind().dialect.name != "postgresql":
        return
    for table in _tables():
        for column in table.primary_key.columns:
            session.execute(text(
                f"SELECT setval(pg_get_serial_sequence('{table.name}', '{column.name}'), "
                f"COALESCE((SELECT MAX({column.name}) FROM {table.name}), 0) + 1, false)"))
