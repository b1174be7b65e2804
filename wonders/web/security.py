"""Response headers and cookie settings for hosting the app in public (README, "Hosting").

- ``Content-Security-Policy``: scripts and styles only from the app's own files
  (``static/``); the two pages with a ``<style>`` block carry a per-response nonce
  (``csp_nonce()`` in templates); no inline script, no style attribute, no plug-ins,
  no framing (``frame-ancestors 'none'``), forms post only to the app.
- ``X-Content-Type-Options: nosniff``, ``X-Frame-Options: DENY`` (older browsers),
  ``Referrer-Policy: same-origin`` (edit links never leave in a Referer),
  ``Cross-Origin-Opener-Policy: same-origin``.
- The session cookie (it holds the CSRF secret) is ``SameSite=Lax`` and ``HttpOnly``;
  ``Secure`` when ``SESSION_COOKIE_SECURE`` is set or ``PREFERRED_URL_SCHEME`` is ``https``
  (both from the environment: ``WONDERS_HTTPS=1`` sets both), and then
  ``Strict-Transport-Security`` too.

A redirect target taken from the request is checked by ``wonders.redirects.local_target``.
"""
from __future__ import annotations

import os
import secrets

from flask import Flask, g
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface
from itsdangerous import BadSignature

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'{nonce}; img-src 'self' data:; "
       "font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; "
       "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")

HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
}


def csp_nonce() -> str:
    """The nonce of this response's ``<style nonce=...>`` blocks (made on first use)."""
    if "csp_nonce" not in g:
        g.csp_nonce = secrets.token_urlsafe(16)
    return g.csp_nonce


def content_security_policy() -> str:
    nonce = g.get("csp_nonce")
    return CSP.format(nonce=f" 'nonce-{nonce}'" if nonce else "")


class LazySession(SecureCookieSession):
    """Flask's signed-cookie session, its cookie checked and read only when the request first reads
    or writes the session (a live sheet's poll never does: no signature checked, no JSON parsed).
    A cookie that fails its check reads as an empty session, as Flask's own does."""

    def __init__(self, load=None) -> None:
        """``load``: what reads the cookie (called once, at the first use), or the session's values as
        ``SecureCookieSession`` takes them (a mapping: nothing left to read)."""
        super().__init__(None if callable(load) else load)
        self._load = load if callable(load) else None   # None once read (or for a request without the cookie)

    def _loaded(self) -> LazySession:
        load, self._load = self._load, None
        if load is not None:
            dict.update(self, load())       # the stored values: not a change (``modified`` stays False)
        return self

    @property
    def loaded(self) -> bool:
        return self._load is None


def _reading(name: str):
    def method(self, *args, **kwargs):
        return getattr(super(LazySession, self._loaded()), name)(*args, **kwargs)
    method.__name__ = name
    return method


# every way of reading or changing a mapping reads the cookie first
for _name in ("__getitem__", "__setitem__", "__delitem__", "__contains__", "__iter__", "__len__", "__eq__",
              "__ne__", "__repr__", "__reversed__", "__or__", "__ior__", "get", "setdefault", "pop", "popitem",
              "clear", "update", "keys", "values", "items", "copy"):
    setattr(LazySession, _name, _reading(_name))
LazySession.__hash__ = None            # a mapping (``__eq__`` set above)


class SessionInterface(SecureCookieSessionInterface):
    """Flask's signed session cookie, its signer built once per secret key (Flask builds it again on
    every request); the same keys, salt, key derivation and digest, so the same cookies.  The cookie
    is checked and read when the request first uses the session (``LazySession``), and a session
    never read is never saved — what Flask does with one read and left unchanged (the app makes no
    permanent session, whose cookie Flask would send again)."""

    session_class = LazySession

    def open_session(self, app: Flask, request) -> LazySession | None:
        serializer = self.get_signing_serializer(app)
        if serializer is None:
            return None
        value = request.cookies.get(self.get_cookie_name(app))
        if not value:
            return LazySession()
        max_age = int(app.permanent_session_lifetime.total_seconds())

        def load() -> dict:
            try:
                return serializer.loads(value, max_age=max_age)
            except BadSignature:
                return {}
        return LazySession(load)

    def save_session(self, app: Flask, session, response) -> None:
        if isinstance(session, LazySession) and not session.loaded:
            if session.accessed:                # what Flask does for a session read and left as it was
                response.vary.add("Cookie")
            return
        super().save_session(app, session, response)

    def __init__(self) -> None:
        self._signers: dict[tuple, object] = {}

    def get_signing_serializer(self, app: Flask):
        keys = (app.secret_key, tuple(app.config.get("SECRET_KEY_FALLBACKS") or ()))
        signer = self._signers.get(keys)
        if signer is None and app.secret_key:
            signer = super().get_signing_serializer(app)
            self._signers = {keys: signer}      # a key changed (tests): only the current one kept
        return signer


def init_app(app: Flask) -> None:
    app.session_interface = SessionInterface()
    https = os.environ.get("WONDERS_HTTPS", "").lower() in ("1", "true", "yes")
    app.config["SESSION_COOKIE_HTTPONLY"] = True
    if https:
        app.config["PREFERRED_URL_SCHEME"] = "https"
        app.config["SESSION_COOKIE_SECURE"] = True
    elif app.config.get("PREFERRED_URL_SCHEME") == "https":
        app.config["SESSION_COOKIE_SECURE"] = True
    if app.config.get("SESSION_COOKIE_SAMESITE") is None:    # Flask's default: no attribute
        app.config["SESSION_COOKIE_SAMESITE"] = "Lax"
    app.jinja_env.globals["csp_nonce"] = csp_nonce
    headers = dict(HEADERS)
    if app.config.get("SESSION_COOKIE_SECURE"):
        headers["Strict-Transport-Security"] = "max-age=31536000"     # served over HTTPS only
    fixed = [(name.lower(), name, value) for name, value in headers.items()]
    no_nonce = CSP.format(nonce="")

    @app.after_request
    def security_headers(response):
        # each header unless the view set its own; the answer's names read once, not once per header
        present = {name.lower() for name, _ in response.headers}
        if "content-security-policy" not in present:
            response.headers.add("Content-Security-Policy",
                                 content_security_policy() if "csp_nonce" in g else no_nonce)
        for lower, name, value in fixed:
            if lower not in present:
                response.headers.add(name, value)
        return response
