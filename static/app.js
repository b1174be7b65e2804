// Small progressive enhancements; every page works without JavaScript.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  // search-as-you-type over the server-rendered card list (English, Russian, aliases)
  function cardSearch() {
    var box = document.getElementById("card-search");
    if (!box) return;
    box.closest(".search").hidden = false;
    var chips = Array.prototype.slice.call(document.querySelectorAll(".chip[data-search]"));
    var groups = Array.prototype.slice.call(document.querySelectorAll("[data-group]"));
    box.addEventListener("input", function () {
      var q = box.value.trim().toLowerCase().replace(/ё/g, "е");
      chips.forEach(function (chip) {
        var hay = chip.getAttribute("data-search").replace(/ё/g, "е");
        chip.hidden = q !== "" && hay.indexOf(q) === -1;
      });
      groups.forEach(function (g) {
        g.hidden = !g.querySelector(".chip:not([hidden])");
      });
    });
    box.addEventListener("keydown", function (e) {
      if (e.key === "Enter") e.preventDefault();   // never submit the city by accident
    });
  }

  // running count of ticked cards
  function cardCount() {
    var out = document.getElementById("card-count");
    if (!out) return;
    var form = out.closest("form");
    form.addEventListener("change", function (e) {
      if (e.target.name === "cards") {
        out.textContent = form.querySelectorAll("input[name=cards]:checked").length;
      }
    });
  }

  // − / + buttons beside number fields
  function steppers() {
    document.querySelectorAll("button.step").forEach(function (b) {
      b.addEventListener("click", function () {
        var input = document.getElementById(b.getAttribute("data-for"));
        var v = parseInt(input.value, 10);
        if (isNaN(v)) v = 0;
        v += parseInt(b.getAttribute("data-step"), 10);
        var min = input.getAttribute("min"), max = input.getAttribute("max");
        if (min !== null && v < +min) v = +min;
        if (max !== null && v > +max) v = +max;
        input.value = v;
      });
    });
  }

  // tap a share/edit link to select it for copying
  function selectLinks() {
    document.querySelectorAll("input[readonly]").forEach(function (i) {
      i.addEventListener("focus", function () { i.select(); });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    cardSearch(); cardCount(); steppers(); selectLinks();
  });
})();
