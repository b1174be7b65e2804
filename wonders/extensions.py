"""Flask extensions, created once and bound to the app in ``create_app``."""
import sqlite3

from flask_compress import Compress
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_migrate import Migrate
from flask_sqlalchemy import SQLAlchemy
from flask_wtf.csrf import CSRFProtect
from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase

# a writer waits this long for another writer's lock before "database is locked" (SQLite)
BUSY_TIMEOUT_MS = 10_000


class Base(DeclarativeBase):
    pass


db = SQLAlchemy(model_class=Base)
migrate = Migrate()
csrf = CSRFProtect()
# pages, JSON answers and static files compressed as the browser accepts (wonders.web.assets)
compress = Compress()
# only the routes that name a limit are limited (table mode's join code); the counters live in
# RATELIMIT_STORAGE_URI (memory:// by default: per process; redis://… shares them between workers)
limiter = Limiter(key_func=get_remote_address, default_limits=[])


@event.listens_for(Engine, "connect")
def _sqlite_pragmas(dbapi_connection, _record) -> None:
    """SQLite files in WAL mode (readers never block the writer, a crash never tears a commit)
    with a busy timeout (a save made during an import waits instead of failing)."""
    if not isinstance(dbapi_connection, sqlite3.Connection):
        return
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode = WAL")     # "memory" for an in-memory database: fine
    finally:
        cursor.close()
