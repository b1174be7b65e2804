"""The only resources WeasyPrint may load while printing a sheet: the app's own static files.

The sheets hold user text (names, titles, notes) — escaped, but a fetcher that could reach
``http://`` or ``file:///etc/...`` would turn any slip into a request forgery or a file
leak, so every URL outside ``static/`` is refused (WeasyPrint skips the resource with a
warning): no network scheme, no ``data:``, no path that resolves outside the folder.
"""
from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit

STATIC = (Path(__file__).resolve().parents[1] / "static").resolve()


class RefusedURL(ValueError):
    """A URL the PDF renderer may not load."""


def static_path(url: str) -> Path:
    """The file inside ``static/`` that ``url`` names, or ``RefusedURL``."""
    parts = urlsplit(url)
    if parts.scheme.lower() != "file" or parts.netloc not in ("", "localhost"):
        raise RefusedURL(f"refused {url[:100]!r}: PDF sheets load only the app's static files")
    path = Path(unquote(parts.path)).resolve()
    if not path.is_relative_to(STATIC) or not path.is_file():
        raise RefusedURL(f"refused {url[:100]!r}: not a file of the app's static folder")
    return path


def url_fetcher():
    """A WeasyPrint URL fetcher (any version from 62) that loads ``static/`` files only."""
    import weasyprint

    base = getattr(weasyprint, "URLFetcher", None)
    if base is not None:                         # WeasyPrint 66+: a fetcher class
        class StaticOnly(base):
            def fetch(self, url, headers=None):
                static_path(url)
                return super().fetch(url, headers)
        return StaticOnly(allowed_protocols=("file",), allow_redirects=False)

    def fetch(url):                              # older WeasyPrint: a function returning a dict
        static_path(url)
        return weasyprint.default_url_fetcher(url)
    return fetch
