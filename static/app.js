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
    // cards, and what an expansion lists (its tiles, tokens, a folded glossary): anything with data-search
    var chips = $$("[data-search]");
    var groups = $$("[data-group]");
    box.addEventListener("input", function () {
      var q = fold(box.value.trim());
      chips.forEach(function (chip) {
        chip.hidden = q !== "" && fold(chip.getAttribute("data-search")).indexOf(q) === -1;
      });
      groups.forEach(function (g) { g.hidden = !g.querySelector("[data-search]:not([hidden])"); });
      $$("details.glossary").forEach(function (d) {   // a match in a folded list unfolds it
        d.open = q !== "" && !!d.querySelector("[data-search]:not([hidden])");
      });
      searchAnswer(box, chips, box.value);
    });
    box.addEventListener("keydown", function (e) {
      if (e.key === "Enter") {
        e.preventDefault();                     // never submit the city by accident
        var only = pick(chips.filter(function (c) { return !c.hidden; }), fold(box.value.trim()));
        if (only.length === 1) {                // one match left (or one named exactly so): Enter ticks it
          var input = only[0].querySelector("input");
          if (input && input.type !== "checkbox") { input.focus(); return; }   // a count: type it
          if (input && !input.disabled) { input.checked = !input.checked; input.dispatchEvent(new Event("change", {bubbles: true})); }
          box.value = ""; box.dispatchEvent(new Event("input"));
        }
      }
    });
  }

  // the match Enter ticks: the only one left, else the one named exactly as typed ("Library", not "The
  // Great Library"), else the only one whose name begins so
  function pick(shown, q) {
    if (shown.length < 2 || q === "") return shown;
    var exact = shown.filter(function (c) { return fold(chipName(c)) === q; });
    if (exact.length === 1) return exact;
    return shown.filter(function (c) { return fold(c.getAttribute("data-search")).indexOf(q) === 0; });
  }

  // nothing found: "No card named X", and the closest cards' names, each ticked with one tap
  function lev(a, b) {
    var row = [], i, j, prev, tmp;
    for (j = 0; j <= b.length; j++) row.push(j);
    for (i = 1; i <= a.length; i++) {
      prev = row[0]; row[0] = i;
      for (j = 1; j <= b.length; j++) {
        tmp = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1));
        prev = tmp;
      }
    }
    return row[b.length];
  }

  function distance(q, chip) {
    var words = chip.getAttribute("data-search").split(/\s+/), best = Infinity;
    for (var i = 0; i < words.length; i++) {
      for (var n = 1; n <= 3 && i + n <= words.length; n++) {
        var w = fold(words.slice(i, i + n).join(""));
        best = Math.min(best, lev(q, w), lev(q, w.slice(0, q.length)) + 1);
      }
    }
    return best;
  }

  function chipName(chip) {
    var cn = $(".cn", chip) || $("label", chip);
    return cn ? cn.textContent.replace(/\u00ad/g, "").replace(/\s+/g, " ").trim() : "";   // no soft hyphens
  }

  function searchAnswer(box, chips, typed) {
    var out = document.getElementById("search-answer");
    if (!out) {
      out = document.createElement("p");
      out.id = "search-answer"; out.className = "search-answer"; out.setAttribute("role", "status");
      box.parentNode.appendChild(out);
    }
    out.textContent = "";
    var q = fold(typed);
    out.hidden = q === "" || chips.some(function (c) { return !c.hidden; });
    if (out.hidden) return;
    var near = chips.map(function (c) { return {chip: c, d: distance(q, c)}; })
      .filter(function (x) { return x.d <= Math.max(1, Math.floor(q.length / 3)); })
      .sort(function (a, b) { return a.d - b.d; }).slice(0, 3);
    out.appendChild(document.createTextNode(t("No card named “__NAME__”.").replace("__NAME__", typed.trim()) +
                                            (near.length ? " " + t("Did you mean:") + " " : "")));
    near.forEach(function (x) {
      out.appendChild(button(chipName(x.chip), function () {
        var input = $("input", x.chip);
        if (input && !input.disabled && !input.checked) {
          input.checked = true;
          input.dispatchEvent(new Event("change", {bubbles: true}));
        }
        box.value = ""; box.dispatchEvent(new Event("input"));
        x.chip.scrollIntoView({block: "center"});
      }, "suggestion"));
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
      var form = box.closest("form");
      if (form) form.addEventListener("wonders:filled", function () { show(hidden.value.split(" ").filter(Boolean)); });
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

  // -- the players screen (templates/games/setup.html): what an expansion brings is on the page, each
  // element naming in data-when the checkboxes any of which ticked shows it (its table options, its
  // boards in the selects), and "Add player" offered up to the seats of those ticked (data-most); ticking
  // an expansion shows them at once, online or not: the screen is not drawn again under the user's fingers
  function expansionParts() {
    var boxes = $$('input[name="expansions"]');
    var form = boxes.length && boxes[0].closest("form");
    if (!form) return;
    function show() {
      var ticked = [""].concat(boxes.filter(function (c) { return c.checked; }).map(function (c) { return c.value; }));
      $$("[data-when]", form).forEach(function (el) {
        el.hidden = !el.getAttribute("data-when").split(" ").some(function (n) { return n && ticked.indexOf(n) >= 0; });
      });
      var add = $("#add-player[data-most]", form);
      if (add) {
        var most = JSON.parse(add.getAttribute("data-most"));
        var seats = Math.max.apply(null, ticked.map(function (n) { return most[n] || 0; }));
        add.hidden = $$(".player-row", form).length >= seats;
      }
    }
    boxes.forEach(function (c) { c.addEventListener("change", show); });
    form.addEventListener("wonders:filled", show);     // a draft kept on the phone put back
    show();
  }

  // -- undo: a card taken off a city (here, on the phone), a player removed or the game changed
  // (kept by the server a few minutes: the players screen's offer, a form) — a toast with "Undo"
  function undo() {
    $$("form.undo-offer").forEach(function (offer) {
      offer.hidden = true;
      say("undo-offer", $(".undo-text", offer).textContent.trim(), "undo",
          [[t("Undo"), function () { offer.submit(); }]], null, +offer.getAttribute("data-undo-ms") || UNDO_MS);
    });
  }

  function offerUndoCard(input) {
    if (input.type !== "checkbox" || input.checked || !(input.name === "cards" || /^g-/.test(input.name))) return;
    var chip = input.closest(".chip");
    var name = chip ? chipName(chip) : input.value;
    say("undo-card", t("Taken off: __NAME__.").replace("__NAME__", name), "undo", [[t("Undo"), function () {
      input.checked = true;
      input.dispatchEvent(new Event("change", {bubbles: true}));
    }]], null, UNDO_MS);
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

  // -- messages that stay: an error or a conflict stays until dismissed or resolved (a later
  // "Saved" never replaces it); an offer to undo stays UNDO_MS ------------------------------
  var UNDO_MS = 90 * 1000;
  function noticeBox() {
    var box = document.getElementById("notices");
    if (box) return box;
    box = document.createElement("div");
    box.id = "notices";
    box.className = "notices";
    var bar = $(".bottom-bar");
    if (bar) bar.insertBefore(box, bar.firstChild);
    else { box.className += " floating"; document.body.appendChild(box); }
    return box;
  }

  function button(label, fn, cls) {
    var b = document.createElement("button");
    b.type = "button";                         // never submits the form it sits in
    b.textContent = label;
    if (cls) b.className = cls;
    b.addEventListener("click", fn);
    return b;
  }

  // one notice per key (a newer one replaces it); actions: [[label, fn]]; extra: an element
  // shown under the text; ms: gone after that long (an offer to undo), else until dismissed
  function say(key, text, kind, actions, extra, ms) {
    drop(key);
    var div = document.createElement("div");
    div.className = "notice " + (kind || "error");
    div.setAttribute("data-key", key);
    div.setAttribute("role", kind === "error" || kind === "conflict" ? "alert" : "status");
    var span = document.createElement("span");
    span.className = "notice-text";
    span.textContent = text;
    div.appendChild(span);
    if (extra) div.appendChild(extra);
    (actions || []).forEach(function (a) {
      div.appendChild(button(a[0], function () { drop(key); a[1](); }, "notice-action"));
    });
    if (kind !== "conflict") {                 // a conflict goes only by a choice
      var x = button("×", function () { drop(key); }, "notice-close");
      x.setAttribute("aria-label", t("Dismiss"));
      div.appendChild(x);
    }
    noticeBox().appendChild(div);
    if (ms) div._timer = setTimeout(function () { drop(key); }, ms);
    return div;
  }

  function drop(key) {
    $$("#notices .notice").forEach(function (d) {
      if (d.getAttribute("data-key") === key) { clearTimeout(d._timer); d.parentNode.removeChild(d); }
    });
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

  // -- the phone's copy of a city: what it last knew the server held (KNOWN, with that version)
  // and the taps not sent yet (PENDING, with the version they were made on).  A page older than
  // what this phone saved (a copy the service worker kept for offline) is shown as last typed;
  // taps made on an older version are merged with what another phone changed meanwhile, field by
  // field (cards one by one), and only the same field changed on both is a conflict to choose.
  var KNOWN = "wonders:known:";
  var NOT_FIELDS = ["csrf_token", "rev", "table_rev", "go", "action", "calc"];

  function pending(action) { var ls = store(); return ls ? ls.getItem(PENDING + action) : null; }
  function knownBody(action) { var ls = store(); return ls ? ls.getItem(KNOWN + action) : null; }
  function keepKnown(action, payload) {
    try { store().setItem(KNOWN + action, payload); } catch (e) { /* no storage: nothing to compare later */ }
  }

  function revs(payload) {
    var q = new URLSearchParams(payload || "");
    return {rev: +(q.get("rev") || 0), trev: +(q.get("table_rev") || 0)};
  }

  function withRevs(payload, r) {
    var q = new URLSearchParams(payload);
    if (typeof r.rev === "number") q.set("rev", r.rev);
    if (typeof r.trev === "number") q.set("table_rev", r.trev);
    return q.toString();
  }

  // a body's fields (the versions, the token and the buttons aside): name → values
  function fieldsOf(payload) {
    var out = {};
    new URLSearchParams(payload || "").forEach(function (v, k) {
      if (NOT_FIELDS.indexOf(k) < 0) (out[k] = out[k] || []).push(v);
    });
    return out;
  }

  function inputs(form) {
    return Array.prototype.filter.call(form.elements, function (el) {
      return el.name && NOT_FIELDS.indexOf(el.name) < 0 && !/^(submit|button|reset|file)$/.test(el.type);
    });
  }

  function fill(form, fields) {
    inputs(form).forEach(function (el) {
      var values = fields[el.name] || [];
      if (el.type === "checkbox" || el.type === "radio") el.checked = values.indexOf(el.value) >= 0;
      else el.value = values.length ? values[0] : "";
    });
    var count = document.getElementById("card-count");
    if (count) count.textContent = form.querySelectorAll("input[name=cards]:checked").length;
    form.dispatchEvent(new Event("wonders:filled"));     // pictures drawn from a field redraw (pieces)
  }

  function setRevs(form, r) {
    var rev = form.querySelector("input[data-rev]"), tab = form.querySelector("input[data-table-rev]");
    if (rev) rev.value = r.rev;
    if (tab) tab.value = r.trev;
  }

  function same(a, b) { return (a || []).join("\n") === (b || []).join("\n"); }

  // three-way merge: base (what this phone knew), mine (its taps), theirs (the server's now)
  function merge3(form, base, mine, theirs) {
    var sets = {}, out = {}, clash = [], names = {};
    inputs(form).forEach(function (el) { if (el.type === "checkbox") sets[el.name] = true; });
    [base, mine, theirs].forEach(function (f) { Object.keys(f).forEach(function (n) { names[n] = true; }); });
    Object.keys(names).forEach(function (n) {
      var b = base[n] || [], m = mine[n] || [], th = theirs[n] || [];
      if (sets[n]) {                  // ticked cards: theirs, less what this phone took off, plus what it added
        out[n] = th.filter(function (v) { return m.indexOf(v) >= 0 || b.indexOf(v) < 0; })
          .concat(m.filter(function (v) { return b.indexOf(v) < 0 && th.indexOf(v) < 0; }));
      } else if (same(m, b) || same(m, th)) {
        out[n] = th;
      } else if (same(th, b)) {
        out[n] = m;
      } else {
        out[n] = th;
        clash.push(n);
      }
    });
    return {fields: out, clash: clash};
  }

  // on opening a city: the page, this phone's copy and its unsent taps made one
  function restore(form) {
    if (form.getAttribute("data-autosave") !== "go" || !store()) return;
    var action = target(form), mine = pending(action), known = knownBody(action);
    var page = body(form), pr = revs(page), kr = known ? revs(known) : null;
    var pageNewer = !kr || pr.rev > kr.rev || pr.trev > kr.trev;
    var theirs = pageNewer ? page : known, tr = revs(theirs);
    if (pageNewer) keepKnown(action, page);
    if (!mine) {
      if (!pageNewer) { fill(form, fieldsOf(known)); setRevs(form, tr); }
      return;
    }
    var mr = revs(mine);
    var base = known ? fieldsOf(known) : (mr.rev >= tr.rev && mr.trev >= tr.trev ? fieldsOf(theirs) : {});
    if (!pageNewer || (mr.rev >= tr.rev && mr.trev >= tr.trev)) base = fieldsOf(theirs);   // nobody else changed it
    var merged = merge3(form, base, fieldsOf(mine), fieldsOf(theirs));
    fill(form, merged.fields);
    setRevs(form, tr);
    if (merged.clash.length) conflict(form, merged, fieldsOf(mine), fieldsOf(theirs));
    else remember(form, body(form));
  }

  function fieldLabel(form, name) {
    var el = inputs(form).filter(function (i) { return i.name === name; })[0];
    if (!el) return name;
    var set = (el.type === "radio" || el.type === "checkbox") && el.closest("fieldset");
    var legend = set && set.querySelector("legend");
    var label = !legend && el.id && document.querySelector('label[for="' + el.id + '"]');
    return ((legend || label || {}).textContent || name).replace(/\s+/g, " ").trim();
  }

  function valueLabel(form, name, values) {
    if (!values || !values.length || values.join("") === "") return "—";
    return values.map(function (v) {
      var el = inputs(form).filter(function (i) {
        return i.name === name && (i.type === "radio" || i.type === "checkbox") && i.value === v;
      })[0];
      var label = el && el.id && document.querySelector('label[for="' + el.id + '"]');
      if (label) return label.textContent.replace(/\u00ad/g, "").replace(/\s+/g, " ").trim();
      var select = inputs(form).filter(function (i) { return i.name === name && i.tagName === "SELECT"; })[0];
      var option = select && Array.prototype.filter.call(select.options, function (o) { return o.value === v; })[0];
      return option ? option.textContent.trim() : v;
    }).join(", ");
  }

  // the same field changed here and on another phone: both shown, the user chooses
  function conflict(form, merged, mine, theirs) {
    form._conflict = true;
    var list = document.createElement("dl");
    list.className = "versions";
    merged.clash.forEach(function (n) {
      var dt = document.createElement("dt"), here = document.createElement("dd"), there = document.createElement("dd");
      dt.textContent = fieldLabel(form, n);
      here.className = "mine";
      here.textContent = t("On this phone: ") + valueLabel(form, n, mine[n]);
      there.className = "theirs";
      there.textContent = t("On the other phone: ") + valueLabel(form, n, theirs[n]);
      list.appendChild(dt); list.appendChild(here); list.appendChild(there);
    });
    status(t("Not saved yet"), "error");
    say("conflict", t("This city was changed on another phone meanwhile. Which should stay?"), "conflict",
        [[t("Keep mine"), function () { choose(form, merged.clash, mine); }],
         [t("Keep theirs"), function () { choose(form, merged.clash, theirs); }]], list);
  }

  function choose(form, clash, picked) {
    var now = fieldsOf(body(form));            // with any tap made while the choice was shown
    clash.forEach(function (n) { now[n] = picked[n] || []; });
    form._conflict = false;
    fill(form, now);
    save(form);
  }

  // One save at a time per form, in order: a later tap is sent once the earlier one is stored
  // (a slow answer never lets an older state overwrite a newer one), and a button pressed
  // meanwhile waits for it too.
  function save(form, changed) {
    if (form._conflict) { status(t("Choose which version to keep"), "error"); return; }
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
        if (typeof res.json.rev === "number" && form.getAttribute("data-autosave") === "go") {
          keepKnown(action, withRevs(payload, {rev: res.json.rev, trev: res.json.table_rev}));
        }
        typedCards(form, res.json);
        status(res.json.invalid && res.json.invalid.length ? t("Saved (check the marked fields)") : t("Saved"), "saved");
        showTotals(res.json.live);
        // the same screen to draw again (the box or the table options chosen): now, unless a tap, a key or
        // a button is queued behind this save — it goes with the version this save made, and the screen is
        // not redrawn under the user's fingers (it is on the next visit)
        if (res.json.redraw && !form._again && !form._typing && form._submitter === undefined) {
          forget(action);
          location.assign(res.json.redraw);
          return;
        }
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
          var start = document.getElementById("table-start"), startForm = document.getElementById("start-table-form");
          if (start && startForm && res.json.start) {      // "Play at the table" needs the draft: offered now
            startForm.setAttribute("action", res.json.start);
            start.hidden = false;
          }
        }
      } else if (res.json && res.json.conflict && form.getAttribute("data-autosave") === "go") {
        // another phone changed this city meanwhile: this change was refused, never written over
        // theirs; kept here, and merged with theirs on the city as it now is (restore)
        form._again = null;
        remember(form, body(form));
        location.reload();
      } else if (res.json && (res.json.conflict || res.json.locked)) {
        // the players changed on another screen (or the host locked the game): say so, and show
        // the page as it now is
        forget(action);
        notice(messages(res.json.errors));
        location.reload();
      } else {
        status(t("Not saved"), "error");
        say("save", t("Not saved: ") + ((res.json && res.json.errors) ? messages(res.json.errors) : t("reload the page")),
            "error");
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

  // "Add cards by name": the names found are ticked, the others stay in the box, each marked
  // with the closest card's name as a one-tap fix
  function typedCards(form, json) {
    var box = form.querySelector("textarea[name=cards_text]");
    if (!box || !json.typed) return;
    var found = json.typed.found || [], unknown = json.typed.unknown || [];
    $$("input[name=cards]", form).forEach(function (i) { if (found.indexOf(i.value) >= 0) i.checked = true; });
    var count = document.getElementById("card-count");
    if (count) count.textContent = form.querySelectorAll("input[name=cards]:checked").length;
    if (document.activeElement !== box) box.value = json.typed.text;
    var list = document.getElementById(box.id + "-errors");
    if (!list) {
      list = document.createElement("ul");
      list.id = box.id + "-errors"; list.className = "errors"; list.setAttribute("role", "alert");
      box.parentNode.appendChild(list);
    }
    list.textContent = "";
    list.hidden = !unknown.length;
    box.closest(".field").classList.toggle("has-error", unknown.length > 0);
    if (unknown.length) box.setAttribute("aria-invalid", "true"); else box.removeAttribute("aria-invalid");
    unknown.forEach(function (u) {
      var li = document.createElement("li");
      li.className = "unknown-card";
      li.appendChild(document.createTextNode(u.message + " "));
      if (u.hint) li.appendChild(button(u.hint, function () { replaceTyped(box, u.name, u.hint); }, "suggestion"));
      list.appendChild(li);
    });
  }

  function replaceTyped(box, typed, hint) {
    box.value = box.value.split(/([,;\n]+)/).map(function (part) {
      return part.trim() === typed ? hint : part;
    }).join("");
    box.dispatchEvent(new Event("change", {bubbles: true}));
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
    if (text) say("notice", text, "error");
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
        offerUndoCard(e.target);
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
        if (form._conflict) {                    // the choice first: leaving would drop one version
          e.preventDefault();
          status(t("Choose which version to keep"), "error");
        } else if (!navigator.onLine) {                 // a button pressed offline: keep the taps, stay here
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
    // a city on this page is sent by save() (its taps are on the page: restore)
    var keys = [], cities = $$("form[data-autosave=go]").map(function (f) { return PENDING + target(f); });
    var mine = $$("form[data-autosave]").map(function (f) { return PENDING + target(f); });
    for (var i = 0; i < ls.length; i++) if (ls.key(i).indexOf(PENDING) === 0) keys.push(ls.key(i));
    keys = keys.filter(function (k) { return cities.indexOf(k) < 0 && (notHere !== true || mine.indexOf(k) < 0); });
    keys.forEach(function (key) {
      var action = key.slice(PENDING.length), payload = ls.getItem(key);
      send(action, payload).then(function (res) {
        var city = /\/city\//.test(action);
        if (res.json && res.json.saved && city && typeof res.json.rev === "number") {
          keepKnown(action, withRevs(payload, {rev: res.json.rev, trev: res.json.table_rev}));
        }
        // a city changed on another phone meanwhile: its taps stay here, merged when it is opened
        if (ls.getItem(key) === payload && !(city && res.json && res.json.conflict)) ls.removeItem(key);
        var here = $("form[data-autosave]");
        if (res.json && res.json.saved && here && target(here) === action) {
          status(t("Saved"), "saved");
          location.reload();                     // show the state with what was just sent
        } else if (res.json && (res.json.conflict || res.json.locked) && !city) {
          say("flush", messages(res.json.errors), "error");
          if (here && target(here) === action) { notice(messages(res.json.errors)); location.reload(); }
        }
      }).catch(function (err) { if (err && err.retry) retryLater(err.retry); /* else still offline: later */ });
    });
  }

  // the cities on this page: their taps kept on the phone sent (online) once the page is ready
  function sendKept() {
    if (!navigator.onLine) return;
    $$("form[data-autosave=go]").forEach(function (form) {
      if (pending(target(form)) && !form._conflict && !form._inflight) save(form);
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
  // when another phone changed it (the city screen asks only for that part: ?part=city).
  // A hidden screen does not poll; a shown one every data-poll-ms (1.5 s) while the table moves,
  // and once nothing has changed nor been touched on this phone for QUIET_MS, every IDLE_MS
  // (5 requests a minute) until a change comes back, a touch or a key on the page, or the screen
  // is shown again (then at once).
  var QUIET_MS = 30000, IDLE_MS = 12000;
  function poll() {
    var box = document.querySelector("[data-poll]");
    if (!box) return;
    var url = box.getAttribute("data-poll"), every = +box.getAttribute("data-poll-ms") || 1500;
    var pid = box.getAttribute("data-pid"), form = box.closest("form");
    var sheet = document.getElementById("live-sheet");
    var etag = null, status0 = null, timer = null, running = false, news = Date.now();
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
    function idle() { return Date.now() - news >= QUIET_MS; }
    function schedule() {
      clearTimeout(timer);
      timer = document.hidden ? null : setTimeout(tick, idle() ? IDLE_MS : every);
    }
    function tick() {
      clearTimeout(timer);
      timer = null;
      if (document.hidden) return;           // shown again: visibilitychange polls at once
      if (running) { schedule(); return; }
      running = true;
      var headers = {"Accept": "application/json"};
      if (etag) headers["If-None-Match"] = etag;
      fetch(url, {credentials: "same-origin", cache: "no-store", headers: headers}).then(function (r) {
        if (r.status === 200) {
          etag = r.headers.get("ETag");
          news = Date.now();
          return r.json().then(apply);
        }
      }).catch(function () { /* offline: try again at the next tick */ }).then(function () {
        running = false;
        schedule();
      });
    }
    function touched() {                      // someone is using this phone: poll at the table's pace
      var was = idle();
      news = Date.now();
      if (was) tick();
    }
    ["pointerdown", "keydown", "input"].forEach(function (type) {
      document.addEventListener(type, touched, {passive: true, capture: true});
    });
    document.addEventListener("visibilitychange", function () {
      if (document.hidden) { clearTimeout(timer); timer = null; return; }
      news = Date.now();
      tick();
    });
    tick();
  }

  // Back/Forward from the browser's page cache: show the saved state, not the old page
  window.addEventListener("pageshow", function (e) {
    if (e.persisted && $("form[data-autosave]")) location.reload();
  });
  window.addEventListener("online", function () { sendKept(); flush(); });
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
    cardSearch(); cardCount(); steppers(); pieces(); expansionParts();
    $$("form[data-autosave]").forEach(restore);          // the phone's copy and unsent taps, on the page
    selectLinks(); autosave(); details(); offlineList();
    undo(); serviceWorker(); showNotice(); sendKept(); flush(); poll();
  });
})();
