"""A table's join code and the addresses the other phones use (``table``, ``table_join``).

The code is short, typed in any case with or without its dash, and unguessable enough; the
join and read-only addresses follow ``PUBLIC_URL`` when set, else this machine's address on the
local network (never a loopback address another phone cannot reach).
"""
from __future__ import annotations

import ipaddress
import os
import secrets
import socket
import time
from urllib.parse import urlsplit

from flask import current_app, request, url_for
from sqlalchemy import select

from wonders.extensions import db
from wonders.models import Draft

from wonders.web.draft_store import CODE_LENGTH

# 31 characters that cannot be read as one another (no 0/O, 1/I/L); 8 of them give 31⁸ ≈ 8.5 × 10¹¹
# codes (about 40 bits): guessing one open table's code at 100 requests a second takes centuries
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"


def new_code() -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if db.session.scalar(select(Draft.id).where(Draft.code == code)) is None:
            return code


def normalise(code: str) -> str:
    """What was typed → a code: any case, spaces and dashes ignored; O read as 0 is not in the
    alphabet, so the letters people confuse are simply absent."""
    return "".join(ch for ch in (code or "").upper() if ch.isalnum())[:32]


def lan_address() -> str | None:
    """This machine's address on the local network (the interface of its default route); no
    packet is sent (a UDP socket only picks its route)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))                  # TEST-NET-1: never answered
            address = s.getsockname()[0]
    except OSError:
        return None
    return None if ipaddress.ip_address(address).is_loopback else address


def loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def public_base() -> str:
    """Where the other phones reach this app: ``PUBLIC_URL`` (config or environment) when set;
    otherwise the address this request came to, with a loopback host (the host's own browser
    on localhost) replaced by the machine's address on the local network, port kept."""
    configured = current_app.config.get("PUBLIC_URL") or os.environ.get("PUBLIC_URL")
    if configured:
        return configured.rstrip("/")
    parts = urlsplit(request.host_url)
    host, port = parts.hostname or "", parts.port
    if loopback(host):
        lan = lan_address()
        if lan:
            host = lan
    elif ":" in host:
        host = f"[{host}]"
    netloc = host if port is None else f"{host}:{port}"
    return f"{parts.scheme}://{netloc}"


_REACHABLE: dict[tuple[str, int], tuple[float, bool]] = {}
REACHABLE_FOR = 30.0            # seconds a probe's answer is kept


def reachable(address: str) -> bool:
    """Can another device on the network open ``address``?  A TCP connection from this machine to
    its host and port (the server bound to 127.0.0.1 refuses one to its LAN address); an address set
    by ``PUBLIC_URL`` (a proxy, a public name) is trusted without a probe."""
    if current_app.config.get("PUBLIC_URL") or os.environ.get("PUBLIC_URL"):
        return True
    parts = urlsplit(address)
    host = parts.hostname or ""
    if loopback(host):
        return False
    port = parts.port or (443 if parts.scheme == "https" else 80)
    now = time.monotonic()
    kept = _REACHABLE.get((host, port))
    if kept is not None and now - kept[0] < REACHABLE_FOR:
        return kept[1]
    try:
        with socket.create_connection((host, port), timeout=0.5):
            ok = True
    except OSError:
        ok = False
    _REACHABLE[(host, port)] = (now, ok)
    return ok


def join_url(draft: Draft) -> str:
    return public_base() + url_for("join.join", code=draft.code)


def view_url(draft: Draft) -> str:
    return public_base() + url_for("table.view", view=draft.view_token)



SEAT_COOKIE = "seat-"                  # + the code: the player id this device took at that table
