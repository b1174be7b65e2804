"""Where a redirect taken from the request may go: a path of this site, nothing else."""
from __future__ import annotations

import unicodedata
from urllib.parse import urlsplit, urlunsplit


def local_target(target: object, default: str) -> str:
    """A redirect target from the request (``?next=``) if it is a path of this site, else ``default``.

    Read with ``urllib.parse`` as a browser would read it, and refused when it could leave the
    site or break the header: a scheme or a host (``https://evil.example``, ``//evil.example``),
    a backslash (browsers read ``/\\evil.example`` as ``//evil.example``), any control
    character (browsers drop tab/CR/LF inside URLs, so ``/%09/evil.example`` becomes
    ``//evil.example``; CR/LF would split the ``Location`` header) or surrounding spaces."""
    if not isinstance(target, str) or not target or target != target.strip() or "\\" in target:
        return default
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") for ch in target):
        return default
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not parts.path.startswith("/") or parts.path.startswith("//"):
        return default
    return urlunsplit(("", "", parts.path, parts.query, parts.fragment))
