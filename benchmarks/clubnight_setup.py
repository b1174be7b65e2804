"""Club night with its servers started and stopped for you (README "Benchmarks", ``make bench-clubnight``).

    .venv/bin/python benchmarks/clubnight_setup.py --db sqlite --tables 20 40 50 --seconds 30 --every-phone-polls
    .venv/bin/python benchmarks/clubnight_setup.py --db postgresql --servers 2 --tables 20 40 50 --seconds 30
    .venv/bin/python benchmarks/clubnight_setup.py --minimal --tables 20 40 60 --seconds 30 --every-phone-polls

``--db sqlite``: a fresh SQLite file (WAL, as ``make serve``) migrated with ``flask db upgrade``;
``--db postgresql``: a throw-away PostgreSQL server on a loopback port (Debian's ``postgresql`` package,
as the tests' fixture starts it; ``make test`` installs it), migrated the same way.  ``--servers n``
starts n gunicorn app servers on one database (``gunicorn.conf.py``: 2 × CPUs + 1 workers each, unless
``WORKERS`` says otherwise) and ``clubnight.py`` spreads the phones over them in turn; in production a
reverse proxy (nginx, Caddy) spreads them.  ``--minimal`` serves ``minimal_app.py`` (the yardstick) on
the same database kind.  Everything started is stopped at the end, also on Ctrl-C.  The other options
go to ``clubnight.py`` as they are; ``--bench load`` or ``--bench import`` runs ``load.py`` or
``import_games.py --url`` against the same servers instead (issue 25, point 2):

    .venv/bin/python benchmarks/clubnight_setup.py --bench load --only healthz autosave --clients 100 --seconds 8
    .venv/bin/python benchmarks/clubnight_setup.py --bench import 1000 --tables 20
"""
from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
SCRIPTS = {"clubnight": "clubnight.py", "load": "load.py", "import": "import_games.py"}


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(port: int, seconds: float = 60) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.2)
    raise SystemExit(f"nothing answered on port {port} within {seconds:.0f} s")


def _pg_bin(name: str) -> str | None:
    found = sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"))
    return str(found[-1]) if found else shutil.which(name)


@contextlib.contextmanager
def postgresql() -> Iterator[str]:
    """A throw-away PostgreSQL server; yields its URL."""
    initdb, pg_ctl = _pg_bin("initdb"), _pg_bin("pg_ctl")
    if not initdb or not pg_ctl:
        raise SystemExit("PostgreSQL's server is not installed: `make test` (or apt-get install postgresql) first")
    folder = Path(tempfile.mkdtemp(prefix="clubnight-pg-"))
    data = folder / "pg"
    data.mkdir()
    as_user: list[str] = []
    if os.geteuid() == 0:                      # initdb refuses to run as root
        shutil.chown(folder, "postgres")
        shutil.chown(data, "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    port = _port()
    subprocess.run(as_user + [initdb, "-D", str(data), "-U", "wonders", "--auth=trust", "-E", "UTF8"],
                   check=True, capture_output=True, timeout=120)
    # enough connections for two servers' workers × threads
    subprocess.run(as_user + [pg_ctl, "-D", str(data), "-w", "-l", str(folder / "pg.log"), "-o",
                              f"-h 127.0.0.1 -p {port} -k {folder} -c max_connections=300", "start"],
                   check=True, capture_output=True, timeout=120)
    try:
        _wait(port)
        yield f"postgresql://wonders@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(as_user + [pg_ctl, "-D", str(data), "-m", "fast", "stop"], capture_output=True, timeout=60)
        shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def database(kind: str, sqlite: str | None = None) -> Iterator[str]:
    """The database's URL: a throw-away PostgreSQL, or a fresh SQLite file (``sqlite``, or one in a
    temporary folder), removed at the end."""
    if kind == "postgresql":
        with postgresql() as url:
            yield url
        return
    folder = Path(tempfile.mkdtemp(prefix="clubnight-sqlite-"))
    file = Path(sqlite) if sqlite else folder / "club.db"
    files = [file.with_name(file.name + end) for end in ("", "-wal", "-shm")]
    for f in files:
        f.unlink(missing_ok=True)
    try:
        yield f"sqlite:///{file.resolve()}"
    finally:
        for f in files:
            f.unlink(missing_ok=True)
        shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def servers(url: str, count: int, minimal: bool, first_port: int | None = None) -> Iterator[list[str]]:
    env = dict(os.environ, DATABASE_URL=url, ACCESS_LOG="/dev/null", LOG_LEVEL="warning",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    if not minimal:
        subprocess.run([str(BIN / "flask"), "--app", "app", "db", "upgrade"], cwd=ROOT, env=env, check=True,
                       capture_output=True, timeout=300)
    app = "benchmarks.minimal_app:create()" if minimal else "wsgi:app"
    started: list[subprocess.Popen] = []
    urls = []
    try:
        for k in range(count):
            port = first_port + k if first_port else _port()
            started.append(subprocess.Popen(
                [str(BIN / "gunicorn"), "--config", "gunicorn.conf.py", "--bind", f"127.0.0.1:{port}", app],
                cwd=ROOT, env=env, stdout=subprocess.DEVNULL))
            _wait(port)
            urls.append(f"http://127.0.0.1:{port}")
        yield urls
    finally:
        for proc in started:
            proc.terminate()
        for proc in started:
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--servers", type=int, default=1)
    parser.add_argument("--minimal", action="store_true", help="serve benchmarks/minimal_app.py instead")
    parser.add_argument("--bench", choices=tuple(SCRIPTS), default="clubnight", help="the script to run")
    parser.add_argument("--port", type=int, help="the first server's port (default: a free one)")
    parser.add_argument("--sqlite", help="the SQLite file to create afresh and remove (default: a temporary one)")
    args, rest = parser.parse_known_args(argv)
    if args.minimal and args.bench != "clubnight":
        parser.error("--minimal serves only what clubnight.py drives")
    print(f"{args.bench}: {args.db}, {args.servers} server(s) of {'the minimal app' if args.minimal else 'this app'},"
          f" {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}", flush=True)
    with database(args.db, args.sqlite) as url, servers(url, args.servers, args.minimal, args.port) as urls:
        command = [sys.executable, str(ROOT / "benchmarks" / SCRIPTS[args.bench]), *rest]
        command += ["--minimal"] if args.minimal else []
        for u in urls:
            command += ["--url", u]
        return subprocess.run(command, cwd=ROOT, env=dict(os.environ, DATABASE_URL=url)).returncode   # load.py --save


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
