// Service worker: the app opens offline to its shell and to the drafts already opened here.
// Pages: network first (always the saved state when online), the last copy when offline.
// Static files: cache first. Posts are never cached (app.js keeps offline taps itself).
// SHELL (the shell's URLs, static files under their fingerprinted names) and CACHE (named after them,
// so a release replaces the old cache) are set by the server in front of this file (wonders/web/pwa.py).
"use strict";

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (c) { return c.addAll(SHELL); }).then(function () {
    return self.skipWaiting();
  }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) { return k !== CACHE; }).map(function (k) { return caches.delete(k); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  var req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  var url = new URL(req.url);
  if (url.pathname.indexOf("/static/") === 0) {
    event.respondWith(caches.match(req).then(function (hit) {
      return hit || fetch(req).then(function (res) {
        var copy = res.clone();
        caches.open(CACHE).then(function (c) { c.put(req, copy); });
        return res;
      });
    }));
    return;
  }
  if (req.mode === "navigate") {
    event.respondWith(fetch(req).then(function (res) {
      if (res.ok && (url.pathname === "/" || url.pathname.indexOf("/d/") === 0 || url.pathname === "/games/drafts")) {
        var copy = res.clone();
        caches.open(CACHE).then(function (c) { c.put(req, copy); });
      }
      return res;
    }).catch(function () {
      return caches.match(req).then(function (hit) { return hit || caches.match("/offline"); });
    }));
  }
});
