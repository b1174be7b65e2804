"""Club night over loopback: T tables × 7 phones against running servers (README "Benchmarks").

    HOST=127.0.0.1 PORT=5077 make serve &
    .venv/bin/python benchmarks/clubnight.py --url http://127.0.0.1:5077 --tables 5 10 20 --seconds 60

Each table is set up as a host does it (a 7-player 1st-edition table, table mode started), and each of
its 7 phones joins a seat with its own cookies, like a phone at the table.  Then, for ``--seconds``:

* every phone taps its city every 3 ± 1 s (an autosave: ``X-Autosave``, the city's version named);
* the host's sheet polls the live table every 1.5 s (``If-None-Match``); with ``--every-phone-polls``
  each phone polls it too, as its city screen does (``?part=city``: the totals and problems);
* now and then (one phone in 20 taps) a phone asks the referee (``POST /api/check``);
* at the end each table is saved and its score page and PDF sheet are fetched.

Phones are spread over the ``--url`` servers in turn (two app servers behind one PostgreSQL: give
both URLs).  ``--minimal`` drives ``benchmarks/minimal_app.py`` instead (the yardstick: the same
autosave and poll with only the unavoidable work).  For each T it prints, per kind of request, the
count, throughput, p50, p99 and errors (an answer ≥ 500, a refused write other than a real conflict,
or no answer), and at the end the largest T held with every p99 under 300 ms and no error.
"""
from __future__ import annotations

import argparse
import http.client
import json
import math
import random
import re
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))

from score_table import seven_player_table  # noqa: E402  (benchmarks/score_table.py)

NAMES = ("Ira", "Oleg", "Cleo", "Dan", "Eva", "Fil", "Gus")
WONDERS = ("Rhodos", "Olympia", "Gizah", "Babylon", "Alexandria", "Ephesos", "Halikarnassos")
HELD_P99_MS = 300.0


class Phone:
    """One browser: a keep-alive connection and its own cookies."""

    def __init__(self, url: str):
        parts = urlsplit(url)
        self.host, self.port = parts.hostname, parts.port or 80
        self._local = threading.local()      # a connection per thread: a phone taps and polls at once,
        self.cookies: dict[str, str] = {}    # as a browser does over several connections

    @property
    def conn(self) -> http.client.HTTPConnection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._local.conn = http.client.HTTPConnection(self.host, self.port, timeout=30)
        return conn

    @conn.setter
    def conn(self, value: http.client.HTTPConnection) -> None:
        self._local.conn = value

    def call(self, method: str, path: str, form: dict | None = None, headers: dict | None = None,
             body: bytes | None = None) -> tuple[int, dict, bytes]:
        headers = dict(headers or {})
        if form is not None:
            body = urlencode(form, doseq=True).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        for attempt in (1, 2):
            try:
                self.conn.request(method, path, body=body, headers=headers)
                r = self.conn.getresponse()
                data = r.read()
                break
            except (OSError, http.client.HTTPException):
                self.conn.close()
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=30)
                if attempt == 2:
                    raise
        for value in r.headers.get_all("Set-Cookie") or ():
            name, _, rest = value.partition("=")
            self.cookies[name.strip()] = rest.split(";", 1)[0]
        return r.status, dict(r.headers), data


def _csrf(page: str) -> str:
    m = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', page) or \
        re.search(r'value="([^"]+)"[^>]*name="csrf_token"', page)
    return m.group(1) if m else ""


def _inputs(page: str, form_marker: str = "data-autosave") -> dict[str, str]:
    """The named inputs of the autosaving form of a page (hidden fields and values as shown)."""
    start = page.find(form_marker)
    form = page[start:page.find("</form>", start)] if start >= 0 else page
    out: dict[str, str] = {}
    for tag in re.findall(r"<input[^>]*>", form):
        name = re.search(r'name="([^"]+)"', tag)
        if not name or re.search(r'type="(checkbox|radio|submit)"', tag):
            continue
        value = re.search(r'value="([^"]*)"', tag)
        out[name.group(1)] = value.group(1) if value else ""
    return out


@dataclass
class Seat:
    phone: Phone
    path: str                       # the city's address
    form: dict[str, str]


@dataclass
class Table:
    host: Phone
    token: str
    live: str                       # the live sheet's JSON address
    seats: list[Seat] = field(default_factory=list)


def set_up_table(urls: list[str], k: int) -> Table:
    """A host's 7-player table in table mode, each seat taken by its own phone."""
    host = Phone(urls[0])
    _, _, page = host.call("GET", "/games/new")
    setup = {"csrf_token": _csrf(page.decode()), "game": "7w", "military_mode": "tokens", "action": "next"}
    for i, (name, wonder) in enumerate(zip(NAMES, WONDERS)):
        setup.update({f"players-{i}-name": f"{name}{k}", f"players-{i}-wonder": wonder, f"players-{i}-side": "A"})
    status, headers, _ = host.call("POST", "/games/new", setup)
    token = re.search(r"/d/([\w-]+)/", headers.get("Location", "")).group(1)
    _, _, page = host.call("GET", f"/d/{token}/players")
    host.call("POST", f"/d/{token}/table/start", {"csrf_token": _csrf(page.decode())})
    _, _, page = host.call("GET", f"/d/{token}/table")
    code = re.search(r"/j/([A-Z0-9]{8})", page.decode()).group(1)
    table = Table(host, token, f"/d/{token}/table.json")
    seats = None
    for i in range(7):
        phone = Phone(urls[(k * 7 + i) % len(urls)])
        _, _, page = phone.call("GET", f"/j/{code}")
        text = page.decode()
        seats = seats or re.findall(r'name="seat"[^>]*value="([\w-]+)"', text)
        status, headers, _ = phone.call("POST", f"/j/{code}", {"csrf_token": _csrf(text), "seat": seats[i]})
        path = urlsplit(headers.get("Location", "")).path
        _, _, city = phone.call("GET", path)
        table.seats.append(Seat(phone, path, _inputs(city.decode())))
    return table


def set_up_minimal(urls: list[str], k: int) -> Table:
    host = Phone(urls[0])
    _, _, body = host.call("POST", "/new")
    token = json.loads(body)["token"]
    table = Table(host, token, f"/d/{token}/table.json")
    for i in range(7):
        table.seats.append(Seat(Phone(urls[(k * 7 + i) % len(urls)]), f"/d/{token}/city/{i}", {"rev": "0"}))
    return table


class Log:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.times: dict[str, list[float]] = {}
        self.errors: dict[str, int] = {}

    def add(self, kind: str, ms: float, error: bool) -> None:
        with self.lock:
            self.times.setdefault(kind, []).append(ms)
            self.errors[kind] = self.errors.get(kind, 0) + (1 if error else 0)


def timed(log: Log, kind: str, call, ok=lambda status: status < 400) -> tuple[int, dict, bytes] | None:
    t = time.perf_counter()
    try:
        status, headers, body = call()
    except (OSError, http.client.HTTPException):
        log.add(kind, (time.perf_counter() - t) * 1000, True)
        return None
    log.add(kind, (time.perf_counter() - t) * 1000, not ok(status))
    return status, headers, body


def tapping(seat: Seat, stop: float, log: Log, rng: random.Random, doc: bytes) -> None:
    while (wait := stop - time.monotonic()) > 0:
        time.sleep(min(wait, rng.uniform(2.0, 4.0)))
        if time.monotonic() >= stop:
            break
        form = dict(seat.form, coins=str(rng.randint(0, 30)), go="stay")
        got = timed(log, "autosave", lambda: seat.phone.call(
            "POST", seat.path, form, {"X-Autosave": "1", "Accept": "application/json"}),
            ok=lambda s: s < 400 or s == 409)
        if got and got[0] in (200, 409):
            try:
                answer = json.loads(got[2])
            except ValueError:
                answer = {}
            for key in ("rev", "table_rev"):
                if isinstance(answer.get(key), int) and key in seat.form:
                    seat.form[key] = str(answer[key])
        if rng.random() < 0.05:
            timed(log, "referee", lambda: seat.phone.call("POST", "/api/check", body=doc,
                                                          headers={"Content-Type": "application/json"}),
                  ok=lambda s: s < 500)


def polling(phone: Phone, path: str, stop: float, log: Log, rng: random.Random) -> None:
    etag = None
    time.sleep(rng.uniform(0, 1.5))
    while time.monotonic() < stop:
        headers = {"Accept": "application/json", **({"If-None-Match": etag} if etag else {})}
        got = timed(log, "poll", lambda: phone.call("GET", path, headers=headers), ok=lambda s: s in (200, 304))
        if got and got[0] == 200:
            etag = got[1].get("ETag") or etag
        time.sleep(1.5)


def ending(table: Table, log: Log, minimal: bool) -> None:
    if minimal:
        timed(log, "score page", lambda: table.host.call("GET", table.live))
        return
    got = timed(log, "score page", lambda: table.host.call("GET", f"/d/{table.token}/score"))
    page = got[2].decode() if got else ""
    saved = timed(log, "save", lambda: table.host.call("POST", f"/d/{table.token}/save", _inputs(page, 'id="save-form"')),
                  ok=lambda s: s < 400)
    where = urlsplit(saved[1].get("Location", "")).path if saved else ""
    _, _, edit = table.host.call("GET", where) if where else (0, {}, b"")
    share = re.search(r"/sheets/game/([\w-]+)\.pdf", edit.decode())
    if share:
        timed(log, "pdf", lambda: table.host.call("GET", f"/sheets/game/{share.group(1)}.pdf"))
    else:
        log.add("pdf", 0.0, True)


def step(urls: list[str], tables: int, seconds: float, every_phone_polls: bool, minimal: bool, seed: int) -> Log:
    build = set_up_minimal if minimal else set_up_table
    made = [build(urls, k) for k in range(tables)]
    log = Log()
    doc = json.dumps({**seven_player_table(), "action": {"type": "build", "player": 0, "card": "Palace"}}).encode()
    stop = time.monotonic() + seconds
    threads = []
    for k, t in enumerate(made):
        threads.append(threading.Thread(target=polling, args=(t.host, t.live, stop, log, random.Random(seed + k))))
        for i, seat in enumerate(t.seats):
            rng = random.Random(seed * 1000 + k * 10 + i)
            threads.append(threading.Thread(target=tapping, args=(seat, stop, log, rng, doc)))
            if every_phone_polls:       # a city screen polls the part of the sheet it shows
                city = t.live if minimal else t.live + "?part=city"
                threads.append(threading.Thread(target=polling, args=(seat.phone, city, stop, log, rng)))
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    for t in made:
        ending(t, log, minimal)
    return log


def report(tables: int, seconds: float, log: Log) -> bool:
    held = True
    print(f"\n{tables} tables ({tables * 7} phones), {seconds:.0f} s")
    print("| request | count | per s | p50 ms | p99 ms | errors |")
    print("|---|---:|---:|---:|---:|---:|")
    for kind, times in sorted(log.times.items()):
        times.sort()
        p99 = times[max(0, math.ceil(len(times) * 0.99) - 1)]      # nearest rank
        errors = log.errors.get(kind, 0)
        print(f"| {kind} | {len(times)} | {len(times) / seconds:.1f} | {statistics.median(times):.1f} | "
              f"{p99:.1f} | {errors} |")
        if kind in ("autosave", "poll") and (p99 >= HELD_P99_MS or errors):
            held = False
        held = held and not errors
    return held


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", action="append", help="a server (repeat for several)")
    parser.add_argument("--tables", type=int, nargs="+", default=[5, 10, 20])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--every-phone-polls", action="store_true")
    parser.add_argument("--minimal", action="store_true", help="drive benchmarks/minimal_app.py")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    urls = args.url or ["http://127.0.0.1:5077"]
    best = 0
    for tables in args.tables:
        log = step(urls, tables, args.seconds, args.every_phone_polls, args.minimal, args.seed)
        if report(tables, args.seconds, log):
            best = max(best, tables)
    print(f"\nlargest number of tables held (autosave and poll p99 < {HELD_P99_MS:.0f} ms, no error): {best}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
