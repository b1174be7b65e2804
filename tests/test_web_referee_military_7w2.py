"""The Conflicts tab with a 2nd-edition table (the screen is shared with the 1st edition): one Age's
conflicts cite the 2nd edition's rulebook (seed 001, Разрешение военных конфликтов: a tie gives no token,
fewer shields a Defeat token, more the current Age's Victory token), in en, ru and uk."""
from __future__ import annotations

import html
import json
import re

import pytest

DOC = {"game": "7w2", "players": [
    {"name": "Ira", "wonder": "Gizah", "side": "day", "coins": 3, "cards": []},
    {"name": "Oleg", "wonder": "Rhodos", "side": "day", "coins": 3, "cards": []},
    {"name": "Sofia", "wonder": "Babylon", "side": "day", "coins": 3, "cards": []}]}


def _tokens(page: str, seat: int) -> str:
    row = re.search(rf'<tr id="tokens-{seat}">(.*?)</tr>', page, re.S).group(1)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", row)).strip()


@pytest.mark.parametrize("lang,heading,cite", [
    ("en", "Conflicts of age II", "Rulebook, Military conflicts"),
    ("ru", "Конфликты эпохи II", "Правила, Военные конфликты"),
    ("uk", "Конфлікти епохи II", "Правила, Військові конфлікти"),
])
def test_the_second_editions_one_age_check_cites_its_own_rulebook(client, lang, heading, cite):
    client.get(f"/lang/{lang}?next=/")
    r = client.post("/referee/military", data={"document": json.dumps(DOC), "check": "1", "age": "2",
                                                "shields-0": "3", "shields-1": "1", "shields-2": "1"})
    assert r.status_code == 303 and r.headers["Location"].startswith("/referee/r/")
    page = html.unescape(client.get(r.headers["Location"]).get_data(as_text=True))
    # Ira (3) beats Oleg and Sofia (1 each): +3 twice; Oleg and Sofia tie
    assert _tokens(page, 0) == "Ira 3 +3, +3"
    assert _tokens(page, 1) == "Oleg 1 -1" and _tokens(page, 2) == "Sofia 1 -1"
    assert f"<h2>{heading}</h2>" in page
    cites = re.findall(r'<span class="rule-title">(.*?)</span>', page)
    assert cites and set(cites) == {cite}                  # every reason: the 2nd edition's section


def test_the_citation_is_the_second_editions_rulebook():
    from referee.registry import referee
    doc = json.loads(json.dumps(DOC))
    doc.update(check="military", age=2)
    for p, n in zip(doc["players"], (3, 1, 1)):
        p["shields"] = n
    v = referee(doc)
    assert {c["book"] for r in v["reasons"] for c in r["citation"]} == {"7w2"}
    assert {c["section"] for r in v["reasons"] for c in r["citation"]} == {"military-conflicts"}
    first = referee({**doc, "game": "7w", "players": [dict(p, wonder=w, side="A") for p, w in zip(
        doc["players"], ("Gizah", "Rhodos", "Babylon"))]})
    assert {c["book"] for r in first["reasons"] for c in r["citation"]} == {"7w"}   # the 1st edition's stays
