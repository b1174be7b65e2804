"""This device's id: a random, long-lived cookie naming the phone or browser.

It lists the games in progress and the games saved on this device ("My games") without
accounts; it is not a secret (the draft and edit tokens are), only a way to find them again.
"""
from __future__ import annotations

import secrets

from flask import Flask, g, request

COOKIE = "device"
MAX_AGE = 2 * 365 * 24 * 3600


def device_id() -> str:
    if "device" not in g:
        raw = request.cookies.get(COOKIE, "")
        g.device = raw if 16 <= len(raw) <= 64 and raw.replace("-", "").replace("_", "").isalnum() else None
        if g.device is None:
            g.device = secrets.token_urlsafe(16)
            g.new_device = True
    return g.device


def init_app(app: Flask) -> None:
    @app.before_request
    def known_before_any_post():
        # a page read first gives the device its id, so that the posts made from it (several at
        # once, with JavaScript) all carry the same one
        if request.method == "GET" and not request.path.startswith(("/static/", "/api/")):
            device_id()

    @app.after_request
    def remember(response):
        if g.get("new_device"):
            response.set_cookie(COOKIE, g.device, max_age=MAX_AGE, httponly=True, samesite="Lax",
                                secure=request.is_secure)
        return response
