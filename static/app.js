// Progressive enhancements; every page works without JavaScript.
// On the entry screens every tap is saved at once (X-Autosave), a tap made offline is kept
// on the device and sent when the connection returns, and Back/Forward always show the
// saved state.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  var PENDING = "wonders:pending:";      // localStorage: form action → the last unsent body
  var DRAFTS = "wonders:drafts";         // localStorage: drafts opened on this device

  function $(sel, root) { return (root || document).querySelector(sel); }
  // the page's texts in its language (templates/base.html: data-text); English when missing
  var TEXT = {};
  try { TEXT = JSON.parse(document.body.getAttribute("data-text") || "{}"); } catch (e) { TEXT = {}; }
  function t(s) { return TEXT[s] || s; }
  function $$(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
  function store() { try { return window.localStorage; } catch (e) { return null; } }

  // -- search-as-you-type over the server-rendered card list (English, Russian, aliases) ----
  // Folded for a generous substring match (scoring/names.py is the exact look-up): case,
  // accents (й kept), spaces, dashes and apostrophes do not matter; a word typed partly on the other
  // keyboard layout (a Latin i in «лiсопилка») is read in the alphabet most of its letters belong to;
  // е ё э є и і ї ы are one letter, so the Ukrainian «Лісопилка», «Ринок» find «Лесопилка», «Рынок».
  var LAT = "abcehikmoptxy", CYR = "авсенікмортху";          // look-alike letters, pair by pair
  function oneAlphabet(w) {
    var cyr = (w.match(/[а-яёіїєґ]/g) || []).length, lat = (w.match(/[a-z]/g) || []).length;
    if (!cyr || !lat) return w;
    var from = cyr >= lat ? LAT : CYR, to = cyr >= lat ? CYR : LAT;
    return w.replace(/./g, function (ch) { var i = from.indexOf(ch); return i < 0 ? ch : to.charAt(i); });
  }
  function fold(s) {
    s = s.toLowerCase();
    if (s.normalize) s = s.normalize("NFKD").replace(/[\u0300-\u0305\u0307-\u036f]/g, "").normalize("NFC");
    return s.replace(/[a-zа-яёіїєґ]+/g, oneAlphabet)
      .replace(/[ёэєиіїы]/g, "е").replace(/ґ/g, "г").replace(/[^0-9a-zа-я]+/g, "");
  }

  function cardSearch() {
    var box = document.getElementById("card-search");
    if (!box) return;
    box.hidden = false;
    var chips = $$(".chip[data-search]");
    var groups = $$("[data-group]");
    box.addEventListener("input", function () {
      var q = fold(box.value.trim());
      chips.forEach(function (chip) {
        chip.hidden = q !== "" && fold(chip.getAttribute("data-search")).indexOf(q) === -1;
      });
      groups.forEach(function (g) { g.hidden = !g.querySelector(".chip:not([hidden])"); });
    });
    box.addEventListener("keydown", function (e) {
      if (e.key === "Enter") {
        e.preventDefault();                     // never submit the city by accident
        var only = chips.filter(function (c) { return !c.hidden; });
        if (only.length === 1) {                // one match left: Enter ticks it
          var input = only[0].querySelector("input");
          if (!input.disabled) { input.checked = !input.checked; input.dispatchEvent(new Event("change", {bubbles: true})); }
          box.value = ""; box.dispatchEvent(new Event("input"));
        }
      }
    });
  }

  function cardCount() {
    var out = document.getElementById("card-count");
    if (!out) return;
    var form = out.closest("form");
    form.addEventListener("change", function (e) {
      if (e.target.name === "cards") out.textContent = form.querySelectorAll("input[name=cards]:checked").length;
    });
  }

  // − / + buttons beside number fields; a change is saved like a typed one
  function steppers() {
    $$("button.step").forEach(function (b) {
      b.addEventListener("click", function () {
        var input = document.getElementById(b.getAttribute("data-for"));
        var v = parseInt(input.value, 10);
        if (isNaN(v)) v = 0;
        v += parseInt(b.getAttribute("data-step"), 10);
        var min = input.getAttribute("min"), max = input.getAttribute("max");
        if (min !== null && v < +min) v = +min;
        if (max !== null && v > +max) v = +max;
        input.value = v;
        input.dispatchEvent(new Event("change", {bubbles: true}));
      });
    });
  }

  // -- Architects: the wonder's pieces tapped on its picture (templates/games/_architects_wonder.html).
  // The same rule as scoring.game.tap_piece: "free" (the default, the rulebook's) = the piece
  // toggles, bringing the lower levels it stands on, or taking off the higher levels standing on it;
  // "fixed" = a tap on the k-th piece leaves the first k built (a second tap on the top built piece
  // takes it off).  The new state
  // goes into the hidden field and is autosaved like any other change.
  function pieces() {
    $$("[data-pieces]").forEach(function (box) {
      var hidden = $("[data-pieces-value]", box);
      var buttons = $$("button[data-piece]", box);
      if (!hidden || !buttons.length) return;
      buttons.sort(function (a, b) { return +a.getAttribute("data-index") - +b.getAttribute("data-index"); });
      function order() {
        var r = $('input[type=radio][name^="tbl-"]:checked', box);
        return r ? r.value : (box.getAttribute("data-order") || "free");
      }
      function builtNow() {
        return buttons.filter(function (b) { return b.getAttribute("aria-pressed") === "true"; })
                      .map(function (b) { return b.getAttribute("data-piece"); });
      }
      function show(built) {
        var vp = 0;
        buttons.forEach(function (b) {
          var on = built.indexOf(b.getAttribute("data-piece")) !== -1;
          b.setAttribute("aria-pressed", on ? "true" : "false");
          b.classList.toggle("built", on);
          if (on) vp += +b.getAttribute("data-vp");
        });
        hidden.value = built.join(" ");
        var tally = $("[data-pieces-count]", box), points = $("[data-pieces-vp]", box);
        if (tally) tally.textContent = (box.getAttribute("data-count-text") || "__N__").replace("__N__", built.length);
        if (points) points.textContent = (box.getAttribute("data-vp-text") || "__VP__").replace("__VP__", vp);
      }
      function tap(id) {
        var ids = buttons.map(function (b) { return b.getAttribute("data-piece"); });
        var level = {};
        buttons.forEach(function (b) { level[b.getAttribute("data-piece")] = +b.getAttribute("data-level"); });
        var have = builtNow(), k = ids.indexOf(id), out;
        if (order() === "free") {
          if (have.indexOf(id) !== -1) {
            out = have.filter(function (i) { return i !== id && level[i] <= level[id]; });
          } else {
            out = ids.filter(function (i) { return i === id || have.indexOf(i) !== -1 || level[i] < level[id]; });
          }
        } else {
          var first = ids.slice(0, k + 1);
          var same = have.length === first.length && first.every(function (i) { return have.indexOf(i) !== -1; });
          out = same ? ids.slice(0, k) : first;
        }
        return ids.filter(function (i) { return out.indexOf(i) !== -1; });
      }
      buttons.forEach(function (b) {
        b.addEventListener("click", function (e) {
          e.preventDefault();                      // no full post: the tap is applied here and autosaved
          show(tap(b.getAttribute("data-piece")));
          hidden.dispatchEvent(new Event("change", {bubbles: true}));
        });
      });
      $$('input[type=radio][name^="tbl-"]', box).forEach(function (r) {
        r.addEventListener("change", function () {
          var hint = $("#pieces-hint", box);
          var text = box.getAttribute("data-hint-" + r.value);
          if (hint && text) hint.textContent = text;
        });
      });
    });
  }

  function selectLinks() {
    $$("input[readonly]").forEach(function (i) { i.addEventListener("focus", function () { i.select(); }); });
  }

  // -- autosave ------------------------------------------------------------------------
  function status(text, kind) {
    var s = document.getElementById("save-status");
    if (!s) return;
    s.textContent = text;
    s.className = "save-status" + (kind ? " " + kind : "");
  }

  function body(form, changed) {
    var data = new FormData(form);
    var mode = form.getAttribute("data-autosave");       // "go" (a city) or "action" (players)
    data.set(mode, mode === "go" ? "stay" : "autosave");
    if (changed && /^sci_/.test(changed.name || "")) data.set("calc", "1");   // the pad's science calculator
    return new URLSearchParams(data).toString();
  }

  function send(action, payload) {
    return fetch(action, {
      method: "POST", credentials: "same-origin",
      headers: {"Content-Type": "application/x-www-form-urlencoded", "X-Autosave": "1", "Accept": "application/json"},
      body: payload
    }).then(function (r) {
      if (r.status === 503) return unavailable(r);
      if (r.status >= 500 || r.status === 0) throw new Error("server " + r.status);
      return r.json().then(function (j) { return {status: r.status, json: j}; });
    });
  }

  // an answer's errors, whether sentences or {path, message} objects (the API's shape)
  function messages(errors) {
    return (errors || []).map(function (e) { return (e && e.message) || e; }).join("; ");
  }

  // 503: the server could not store the tap (full disk, read-only storage, locked database). Not
  // taken: it stays on this phone (never forgotten as if saved) and is sent again after Retry-After.
  function unavailable(r) {
    return r.json().catch(function () { return {}; }).then(function (j) {
      var err = new Error("server 503");
      err.retry = +(r.headers.get("Retry-After") || j.retry_after) || 30;
      err.message = messages(j && j.errors);
      throw err;
    });
  }

  var retryTimer = null;
  function retryLater(seconds) {
    if (retryTimer) return;
    retryTimer = setTimeout(function () {
      retryTimer = null;
      $$("form[data-autosave]").forEach(function (form) {
        if (store() && store().getItem(PENDING + target(form)) && !form._inflight) save(form);
      });
      flush(true);
    }, Math.max(5, Math.min(seconds, 300)) * 1000);
  }

  function kept(err) {
    if (err && err.retry) {
      status(t("Not saved yet: ") + (err.message ? err.message + " " : "") + t("Kept on this phone, sent again shortly."),
             "offline");
      retryLater(err.retry);
    } else {
      status(t("Offline: kept on this phone, sent when back online"), "offline");
    }
  }

  function showTotals(live) {
    var box = $("#live-totals .live-totals");
    if (!box || !live) return;
    box.textContent = "";
    live.players.forEach(function (p) {
      var span = document.createElement("span");
      span.className = "live-p";
      span.appendChild(document.createTextNode(p.name + " "));
      var strong = document.createElement("strong");
      strong.textContent = p.total;
      span.appendChild(strong);
      box.appendChild(span);
    });
    if (live.military_pending) {
      var pend = document.createElement("span");
      pend.className = "pending"; pend.id = "military-pending"; pend.textContent = t("military pending");
      box.appendChild(pend);
    }
  }

  // form.action would be the button named "action" (DOM clobbering): read the attribute
  function target(form) { return new URL(form.getAttribute("action"), location.href).href; }

  function remember(form, payload) {
    var ls = store();
    if (ls) ls.setItem(PENDING + target(form), payload);
  }

  function forget(action) {
    var ls = store();
    if (ls) ls.removeItem(PENDING + action);
  }

  // One save at a time per form, in order: a later tap is sent once the earlier one is stored
  // (a slow answer never lets an older state overwrite a newer one), and a button pressed
  // meanwhile waits for it too.
  function save(form, changed) {
    if (form._inflight) { form._again = changed || true; return; }   // sent (and kept) once the last one is stored
    var payload = body(form, changed);
    remember(form, payload);                   // kept until the server has it
    if (!navigator.onLine) { status(t("Offline: kept on this phone, sent when back online"), "offline"); return; }
    status(t("Saving…"), "saving");
    var action = target(form);
    form._inflight = send(action, payload).then(function (res) {
      if (store() && store().getItem(PENDING + action) === payload) forget(action);
      if (res.json && res.json.reload) {            // e.g. another game chosen: its own players screen
        forget(action);
        location.assign(res.json.reload);
        return;
      }
      if (res.json && res.json.saved) {
        versions(form, res.json);
        status(res.json.invalid && res.json.invalid.length ? t("Saved (check the marked fields)") : t("Saved"), "saved");
        showTotals(res.json.live);
        if (res.json.pad) {                             // numbers the server worked out (science)
          Object.keys(res.json.pad).forEach(function (row) {
            var input = form.querySelector('input[name="pad-' + row + '"]');
            if (input && document.activeElement !== input) input.value = res.json.pad[row];
          });
        }
        (res.json.ids || []).forEach(function (id, i) {   // the players' ids, once the draft knows them
          var input = form.querySelector('input[name="players-' + i + '-id"]');
          if (input && !input.value) input.value = id;
        });
        if (res.json.url && res.json.action && !form.getAttribute("data-draft")) {
          // the first tap of a new game created its draft: from now on this page is its address
          forget(action);                        // what was kept for the blank new-game page is in the draft
          form.setAttribute("action", res.json.action);
          form.setAttribute("data-draft", res.json.token);
          history.replaceState(null, "", res.json.url);
          track(form);
        }
      } else if (res.json && (res.json.conflict || res.json.locked)) {
        // another phone changed this city meanwhile (or the host locked the game): this change was
        // refused, never written over theirs; say so, and show the city as it now is
        forget(action);
        notice(messages(res.json.errors));
        location.reload();
      } else {
        status(t("Not saved: ") + ((res.json && res.json.errors) ? messages(res.json.errors) : t("reload the page")), "error");
      }
    }).catch(kept).then(function () {
      form._inflight = null;
      var again = form._again;
      form._again = null;
      if (again) save(form, again === true ? null : again);
      else if (form._submitter !== undefined) {      // a button pressed while saving: press it now
        var button = form._submitter;
        form._submitter = undefined;
        if (form.requestSubmit) form.requestSubmit(button || undefined); else form.submit();
      }
    });
  }

  // the versions a city page sends back with its next change (table mode: a change made from an
  // older city is refused by the server)
  function versions(form, json) {
    var rev = form.querySelector("input[data-rev]"), tab = form.querySelector("input[data-table-rev]");
    if (rev && typeof json.rev === "number") rev.value = json.rev;
    if (tab && typeof json.table_rev === "number") tab.value = json.table_rev;
  }

  // a message that survives the reload that follows it
  var NOTICE = "wonders:notice";
  function notice(text) { try { window.sessionStorage.setItem(NOTICE, text); } catch (e) { /* private mode */ } }
  function showNotice() {
    var text = null;
    try { text = window.sessionStorage.getItem(NOTICE); window.sessionStorage.removeItem(NOTICE); } catch (e) { text = null; }
    if (text) status(text, "error");
  }

  function busy(form) {
    var ls = store();
    return !!(form._inflight || form._again || form._typing || (ls && ls.getItem(PENDING + target(form))));
  }

  function autosave() {
    $$("form[data-autosave]").forEach(function (form) {
      var timer = null;
      form.addEventListener("change", function (e) {
        if (e.target.id === "card-search") return;
        clearTimeout(timer);
        form._typing = false;
        save(form, e.target);
      });
      form.addEventListener("input", function (e) {
        if (e.target.type !== "text" && e.target.tagName !== "TEXTAREA") return;
        if (e.target.id === "card-search") return;
        clearTimeout(timer);
        var changed = e.target;
        form._typing = true;
        timer = setTimeout(function () { form._typing = false; save(form, changed); }, 700);
      });
      form.addEventListener("submit", function (e) {
        clearTimeout(timer);
        if (!navigator.onLine) {                 // a button pressed offline: keep the taps, stay here
          e.preventDefault();
          save(form);
        } else if (form._inflight) {             // wait for the save under way, then go on
          e.preventDefault();
          form._again = null;
          form._submitter = e.submitter || null;
        } else {
          forget(target(form));                  // the full post carries everything
        }
      });
      track(form);
    });
  }

  // send what was kept while offline or refused with a 503 (also after a reload or a closed tab);
  // notHere: leave this page's forms to save() (a retry after a 503)
  function flush(notHere) {
    var ls = store();
    if (!ls || !navigator.onLine) return;
    var keys = [], mine = $$("form[data-autosave]").map(function (f) { return PENDING + target(f); });
    for (var i = 0; i < ls.length; i++) if (ls.key(i).indexOf(PENDING) === 0) keys.push(ls.key(i));
    if (notHere === true) keys = keys.filter(function (k) { return mine.indexOf(k) < 0; });
    keys.forEach(function (key) {
      var action = key.slice(PENDING.length), payload = ls.getItem(key);
      send(action, payload).then(function (res) {
        if (ls.getItem(key) === payload) ls.removeItem(key);
        var here = $("form[data-autosave]");
        if (res.json && res.json.saved && here && target(here) === action) {
          status(t("Saved"), "saved");
          location.reload();                     // show the state with what was just sent
        } else if (res.json && (res.json.conflict || res.json.locked)) {
          // taps kept offline, but the city changed on another phone meanwhile: refused, and said so
          status((res.json.errors || []).join("; "), "error");
          if (here && target(here) === action) { notice((res.json.errors || []).join("; ")); location.reload(); }
        }
      }).catch(function (err) { if (err && err.retry) retryLater(err.retry); /* else still offline: later */ });
    });
  }

  // drafts opened on this device, for the offline page
  function track(form) {
    var token = form.getAttribute("data-draft"), ls = store();
    if (!token || !ls) return;
    var list = [];
    try { list = JSON.parse(ls.getItem(DRAFTS) || "[]"); } catch (e) { list = []; }
    list = list.filter(function (d) { return d.token !== token; });
    list.unshift({token: token, url: "/d/" + token, title: form.getAttribute("data-draft-title") || "", at: new Date().toISOString()});
    ls.setItem(DRAFTS, JSON.stringify(list.slice(0, 20)));
  }

  function offlineList() {
    var ul = document.getElementById("offline-drafts"), ls = store();
    if (!ul || !ls) return;
    var list = [];
    try { list = JSON.parse(ls.getItem(DRAFTS) || "[]"); } catch (e) { list = []; }
    list.forEach(function (d) {
      var li = document.createElement("li"), a = document.createElement("a");
      li.className = "game-row"; a.href = d.url;
      a.textContent = (d.title || t("Game in progress")) + " · " + d.at.slice(0, 16).replace("T", " ");
      li.appendChild(a); ul.appendChild(li);
    });
  }

  // score sheet: the title, date and note are kept as they are typed
  function details() {
    var form = $("form[data-details]");
    if (!form) return;
    var timer = null;
    form.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(function () {
        // the version the page shows goes with it: one typed on another screen meanwhile is refused
        // (409) and what was typed here stays in the form, with the reason beside it
        var data = new URLSearchParams(new FormData(form)).toString();
        var box = document.getElementById("details-status"), rev = form.querySelector("input[data-details-rev]");
        fetch(form.getAttribute("data-details"), {method: "POST", credentials: "same-origin",
          headers: {"Content-Type": "application/x-www-form-urlencoded", "X-Autosave": "1", "Accept": "application/json"},
          body: data}).then(function (r) {
          return r.json().then(function (j) {
            if (j.saved && rev && typeof j.details_rev === "number") rev.value = j.details_rev;
            if (box) { box.textContent = j.saved ? "" : messages(j.errors); box.className = "save-status" + (j.saved ? "" : " error"); }
          });
        }).catch(function () {});
      }, 700);
    });
  }

  function serviceWorker() {
    var url = document.body.getAttribute("data-sw");
    if (url && "serviceWorker" in navigator) {
      navigator.serviceWorker.register(url, {scope: "/"}).catch(function () {});
    }
  }

  // -- table mode: the table's sheet, kept current by polling its JSON (ETag: a 304 while nothing
  // changed). On a city screen: the running totals, this player's problems, and the city itself
  // when another phone changed it.
  function poll() {
    var box = document.querySelector("[data-poll]");
    if (!box) return;
    var url = box.getAttribute("data-poll"), every = +box.getAttribute("data-poll-ms") || 1500;
    var pid = box.getAttribute("data-pid"), form = box.closest("form");
    var sheet = document.getElementById("live-sheet");
    var etag = null, status0 = null, timer = null, running = false;
    function apply(json) {
      if (status0 === null) status0 = json.status;
      if (sheet && typeof json.html === "string") { sheet.innerHTML = json.html; sheet.setAttribute("data-version", json.version); }
      if (!form) { if (json.status !== status0) location.reload(); return; }
      if (json.status !== "open") { location.reload(); return; }        // locked: the read-only sheet
      showTotals(json.live);
      var me = (json.players || []).filter(function (p) { return p.id === pid; })[0];
      var list = document.getElementById("my-problems");
      if (list && me) {                    // this player's problems and the whole table's (e.g. tokens)
        var all = me.problems.concat(json.problems || []);
        list.textContent = "";
        all.forEach(function (m) { var li = document.createElement("li"); li.textContent = m; list.appendChild(li); });
        list.hidden = all.length === 0;
      }
      var rev = form.querySelector("input[data-rev]"), tab = form.querySelector("input[data-table-rev]");
      var newer = (me && rev && me.rev > +rev.value) || (tab && json.table_rev > +tab.value);
      if (newer && !busy(form)) {
        notice(t("This city was changed on another phone: showing it now."));
        location.reload();
      }
    }
    function tick() {
      if (running || document.hidden) return;
      running = true;
      var headers = {"Accept": "application/json"};
      if (etag) headers["If-None-Match"] = etag;
      fetch(url, {credentials: "same-origin", cache: "no-store", headers: headers}).then(function (r) {
        if (r.status === 200) {
          etag = r.headers.get("ETag");
          return r.json().then(apply);
        }
      }).catch(function () { /* offline: try again at the next tick */ }).then(function () { running = false; });
    }
    timer = setInterval(tick, every);
    document.addEventListener("visibilitychange", function () { if (!document.hidden) tick(); });
    tick();
    return timer;
  }

  // Back/Forward from the browser's page cache: show the saved state, not the old page
  window.addEventListener("pageshow", function (e) {
    if (e.persisted && $("form[data-autosave]")) location.reload();
  });
  window.addEventListener("online", flush);
  window.addEventListener("offline", function () {
    if ($("form[data-autosave]")) status(t("Offline: taps are kept on this phone"), "offline");
  });

  // a page with problems opens on their summary (the browser may keep the old scroll position)
  function showProblems() {
    var box = document.getElementById("error-summary");
    if (box && (location.hash === "#error-summary" || !document.referrer ||
                document.referrer.split("#")[0] === location.href.split("#")[0])) {
      window.scrollTo(0, 0);
      box.focus({preventScroll: true});
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    showProblems();
    cardSearch(); cardCount(); steppers(); pieces(); selectLinks(); autosave(); details(); offlineList();
    serviceWorker(); flush(); showNotice(); poll();
  });
})();
