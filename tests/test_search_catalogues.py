"""Every printed name of every card, in every language, finds its card in the city screen's search
(static/app.js ``fold``, run with Node.js), in every game whose city screen ticks cards by name;
the Ukrainian search words (``wonders.search_words``) too — «Вівтар» finds Altar (issue 27)."""
from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from test_search_fold import _folded
from wonders import search_words

DATA = Path(__file__).resolve().parents[1] / "scoring" / "data"
CHIP = re.compile(r'data-search="([^"]*)">\s*<input type="checkbox" name="[^"]+" value="([^"]+)"')
PLAYERS = {"7w": 7, "7w2": 7, "duel": 2}


def _city_page(client, game: str) -> str:
    data = {"game": game, "action": "next"}
    data.update({f"players-{i}-name": f"P{i}" for i in range(PLAYERS[game])})
    r = client.post("/games/new", data=data)
    for _ in range(4):                         # a new game's screen, the boards dealt, then the first city
        where = r.headers.get("Location", "")
        if "/city/" in where:
            return client.get(where).get_data(as_text=True)
        page = client.get(where).get_data(as_text=True)
        form = {"game": game, "action": "next", "military_mode": "tokens",
                "rev": re.search(r'name="rev" value="(\d+)"', page).group(1)}
        for tag in re.findall(r"<input [^>]*>", page):
            name, value = re.search(r'name="([^"]+)"', tag), re.search(r'value="([^"]*)"', tag)
            if name and name.group(1).startswith("players-"):
                form[name.group(1)] = html.unescape(value.group(1)) if value else ""
        for key, chosen in re.findall(r'<select id="(players-\d+-(?:wonder|side))".*?<option selected value="(\w*)"',
                                      page, re.S):
            form[key] = chosen
        r = client.post(re.match(r"(/d/[\w-]+)/", where).group(1) + "/players", data=form)
    raise AssertionError(f"{game}: no city screen reached")


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_every_printed_name_finds_its_card(client, game):
    chips = {value: html.unescape(search) for search, value in CHIP.findall(_city_page(client, game))}
    cards = {c["name"]: c for c in json.loads((DATA / f"{game}.json").read_text(encoding="utf-8"))["cards"]}
    shown = [n for n in cards if n in chips]
    assert len(shown) >= 0.9 * len(cards), (game, sorted(set(cards) - set(chips)))
    pairs = [(spelling, name) for name in shown
             for spelling in [name, *cards[name].get("ru", []), *cards[name].get("uk", []),
                              *search_words.words(name)]]
    folded = _folded([s for s, _ in pairs] + [chips[n] for n in shown])
    words, texts = folded[:len(pairs)], dict(zip(shown, folded[len(pairs):]))
    missed = [(s, n) for (s, n), w in zip(pairs, words) if w not in texts[n]]
    assert not missed, missed
    assert "Altar" in shown and _folded(["Вівтар"])[0] in texts["Altar"]
