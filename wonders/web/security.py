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
from flask.sessions import SecureCookieSessionInterface

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


class SessionInterface(SecureCookieSessionInterface):
    """Flask's signed session cookie, its signer built once per secret key (Flask builds it again on
    every request); the same keys, salt, key derivation and digest, so the same cookies."""

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

    @app.after_request
    def security_headers(response):
        response.headers.setdefault("Content-Security-Policy", content_security_policy())
        for name, value in headers.items():
            response.headers.setdefault(name, value)
        return response
