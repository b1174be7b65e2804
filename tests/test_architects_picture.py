"""Architects on the phone: the pieces tapped on a picture of the wonder (issue 11, deliver 5).

The picture draws each wonder's pieces in its levels (bottom level first in the data, drawn at the
bottom), every piece a button with its requirement and VP; a tap without JavaScript posts the form
and builds the right pieces in ``"stage_order": "fixed"`` (the first k) and in the default ``"free"`` (the
tapped piece toggles, with the levels it stands on).

Piece VP and levels: ../shared/facts/architects.md A1 (read on the scans of the printed pieces);
levels of the shared pieces: the same table ("[2≠, 2=]" etc.).  Stage order: seed 002, Будівництво
етапу (a piece stands on the lower levels; "Деякі Чудеса дають можливість обирати, у якій послідовності
будувати певні етапи"): pieces of one level in any order by default, "fixed" a table's own choice.
"""
from __future__ import annotations

import re

import pytest

from scoring import games
from scoring.core.game import tap_piece
from helpers import draft_versions, players_rev, rev_at

# facts A1: VP by requirement 2≠/2=/3≠/3=/4≠ and the pieces of each level, bottom → top
A1 = {
    "Giza": ([4, 5, 6, 7, 8], [["2d"], ["2s"], ["3d"], ["3s"], ["4d"]]),
    "Rhodes": ([4, 4, 5, 6, 7], [["2d", "2s"], ["3d"], ["3s"], ["4d"]]),
    "Alexandria": ([4, 3, 6, 5, 7], [["2d"], ["2s"], ["3d"], ["3s"], ["4d"]]),
    "Halicarnassus": ([3, 3, 6, 5, 7], [["2d"], ["2s"], ["3d", "3s"], ["4d"]]),
    "Olympia": ([3, 2, 5, 5, 7], [["2d"], ["2s", "3d"], ["3s"], ["4d"]]),
    "Ephesus": ([3, 3, 4, 5, 7], [["2d"], ["2s", "3d", "3s"], ["4d"]]),
    "Babylon": ([3, 0, 5, 5, 7], [["2d"], ["2s"], ["3d"], ["3s", "4d"]]),
}
IDS = ["2d", "2s", "3d", "3s", "4d"]
SYMBOL = dict(zip(IDS, ["2≠", "2=", "3≠", "3=", "4≠"]))


def new_table(client, app, wonder: str) -> tuple[str, str]:
    """A 3-player Architects draft with Ana on ``wonder``; (token, Ana's city address)."""
    from wonders.extensions import db
    from wonders.models import Draft
    others = [w for w in ("Giza", "Rhodes", "Olympia") if w != wonder][:2]
    r = client.post("/games/new", data={"game": "architects", "players-0-name": "Ana", "players-1-name": "Bo",
                                        "players-2-name": "Cy", "action": "next"})
    token = re.match(r"/d/([\w-]+)/players", r.headers["Location"]).group(1)
    with app.app_context():
        state = db.session.scalar(db.select(Draft).where(Draft.token == token)).state
    ids = {f"players-{i}-id": p["id"] for i, p in enumerate(state["players"])}
    r = client.post(f"/d/{token}/players", data={"rev": players_rev(client.application, token),
        "game": "architects", "action": "next", "players-0-name": "Ana", "players-0-wonder": wonder,
        "players-1-name": "Bo", "players-1-wonder": others[0], "players-2-name": "Cy",
        "players-2-wonder": others[1], **ids})
    assert r.status_code == 302 and "/city/" in r.headers["Location"], r.get_data(as_text=True)[:500]
    return token, r.headers["Location"]


def ana(app, token: str) -> dict:
    from wonders.extensions import db
    from wonders.models import Draft
    with app.app_context():
        state = db.session.scalar(db.select(Draft).where(Draft.token == token)).state
    return state


def picture(page: str) -> list[list[tuple[str, int, bool]]]:
    """The picture's levels as drawn, top first: [(piece id, VP shown, built)]."""
    box = page[page.index('id="wonder-picture"'):]
    box = box[:box.index("</fieldset>")]
    levels = []
    for level in re.split(r'<div class="level level-\d+', box)[1:]:
        pieces = []
        for m in re.finditer(r'<button type="submit" name="tap-stages" value="(\w+)".*?aria-pressed="(true|false)"'
                             r'.*?<span class="vp" aria-hidden="true"><b>(\d+)</b>', level, re.S):
            pieces.append((m.group(1), int(m.group(3)), m.group(2) == "true"))
        levels.append(pieces)
    return levels


@pytest.mark.parametrize("wonder", sorted(A1))
def test_every_wonder_is_drawn_in_its_levels_with_the_vp_of_each_piece(client, app, wonder):
    vps, levels = A1[wonder]
    token, city = new_table(client, app, wonder)
    page = client.get(city).get_data(as_text=True)
    drawn = picture(page)
    assert [[pid for pid, _, _ in row] for row in drawn] == levels[::-1]          # top level first
    assert {pid: vp for row in drawn for pid, vp, _ in row} == dict(zip(IDS, vps))
    assert not any(built for row in drawn for _, _, built in row)
    # each piece is a button that says what it is (requirement, VP) and whether it is built
    for pid, vp in zip(IDS, vps):
        button = re.search(rf'<button[^>]*value="{pid}"[^>]*>', page, re.S).group(0)
        assert 'aria-pressed="false"' in button
        assert re.search(rf'aria-label="{SYMBOL[pid]} \(\d [a-z ]+\): {vp} VP', button), button


def tap(client, city: str, shown: str, piece: str, **more):
    """A tap without JavaScript: the form with the pieces shown and the button pressed."""
    token = re.match(r"/d/([\w-]+)/", city).group(1)
    return client.post(city, data={"n-stages": shown, "tap-stages": piece, "rev": rev_at(client, city),
                                   "table_rev": draft_versions(client.application, token)["table"], **more})


def test_a_tap_in_the_fixed_order_builds_the_first_pieces(client, app):
    token, city = new_table(client, app, "Olympia")
    r = tap(client, city, "", "3d", **{"tbl-stage_order": "fixed"})      # the 3rd piece: 2≠, 2=, 3≠ built
    assert r.status_code == 302 and r.headers["Location"].endswith(city)
    assert ana(app, token)["stage_order"] == "fixed" and ana(app, token)["players"][0]["stages"] == 3
    drawn = {pid: built for row in picture(client.get(city).get_data(as_text=True)) for pid, _, built in row}
    assert drawn == {"2d": True, "2s": True, "3d": True, "3s": False, "4d": False}
    tap(client, city, "2d 2s 3d", "3d")                   # the top built piece again: taken back
    assert ana(app, token)["players"][0]["stages"] == 2
    tap(client, city, "2d 2s", "4d")                      # the 5th: all five
    assert ana(app, token)["players"][0]["stages"] == 5
    tap(client, city, "2d 2s 3d 3s 4d", "2d")             # the 1st when all are built: the first only
    assert ana(app, token)["players"][0]["stages"] == 1
    # Olympia: 2≠ (3) = 3 VP (facts A1); the sheet counts what was tapped
    assert "Ana" in client.get(f"/d/{token}/document.json").get_json()["players"][0]["name"]
    assert games.score(client.get(f"/d/{token}/document.json").get_json()).players[0].categories["wonder"] == 3


def test_a_tap_in_the_free_order_toggles_the_piece_with_the_levels_it_stands_on(client, app):
    token, city = new_table(client, app, "Ephesus")      # Ephesus: 2≠ | 2=, 3≠, 3= | 4≠ (facts A1)
    tap(client, city, "", "2d", **{"tbl-stage_order": "free"})
    state = ana(app, token)
    assert "stage_order" not in state and state["players"][0]["stages"] == 1          # the default stays out
    tap(client, city, "2d", "3s")                         # one piece of level 2, not the others
    assert ana(app, token)["players"][0]["stages"] == ["2≠", "3="]
    page = client.get(city).get_data(as_text=True)
    assert [[(pid, built) for pid, _, built in row] for row in picture(page)][1] == \
        [("2s", False), ("3d", False), ("3s", True)]
    assert 'id="tbl-stage_order-free" checked' in page
    tap(client, city, "2d 3s", "3s")                      # tapped again: off again
    assert ana(app, token)["players"][0]["stages"] == 1
    tap(client, city, "2d", "4d")                         # the top piece stands on all the others
    assert ana(app, token)["players"][0]["stages"] == 5
    tap(client, city, "2d 2s 3d 3s 4d", "3d")             # off: the top piece comes off with it
    assert ana(app, token)["players"][0]["stages"] == ["2≠", "2=", "3="]
    doc = client.get(f"/d/{token}/document.json").get_json()
    assert "stage_order" not in doc
    assert games.score(doc).players[0].categories["wonder"] == 3 + 3 + 5      # facts A1: Ephesus 2≠, 2=, 3=
    # a table playing the printed order: a tap on 2= leaves the first two; the document keeps "fixed"
    tap(client, city, "2d 2s 3s", "2s", **{"tbl-stage_order": "fixed"})
    assert ana(app, token)["stage_order"] == "fixed" and ana(app, token)["players"][0]["stages"] == 2


def test_the_autosave_of_a_tap_made_on_the_page_is_stored(client, app):
    """With JavaScript the page applies the tap and autosaves the pieces shown (X-Autosave)."""
    token, city = new_table(client, app, "Babylon")
    r = client.post(city, data={"n-stages": "2d 2s 3d", "go": "stay", "rev": rev_at(client, city)},
                    headers={"X-Autosave": "1"})
    assert r.status_code == 200 and r.get_json()["saved"] is True
    assert ana(app, token)["players"][0]["stages"] == 3
    # Babylon 2≠ 3 + 2= 0 + 3≠ 5 = 8 (facts A1)
    assert next(p["total"] for p in r.get_json()["live"]["players"] if p["name"] == "Ana") == 8
    bad = client.post(city, data={"n-stages": "2d 9x", "go": "stay", "rev": rev_at(client, city)},
                      headers={"X-Autosave": "1"})
    assert bad.get_json()["invalid"] == ["n-stages"] and ana(app, token)["players"][0]["stages"] == 3


@pytest.mark.parametrize("order, built, tapped, after", [
    ("fixed", [], "3d", ("2d", "2s", "3d")),
    ("fixed", ["2d", "2s", "3d"], "3d", ("2d", "2s")),
    ("fixed", ["2d", "2s", "3d"], "2s", ("2d", "2s")),
    ("fixed", ["2d"], "2d", ()),
    ("fixed", ["2d", "3s"], "2s", ("2d", "2s")),         # not the first pieces: the first two now
    ("free", ["2d"], "3s", ("2d", "3s")),
    ("free", ["2d", "3s"], "3s", ("2d",)),
    ("free", [], "4d", ("2d", "2s", "3d", "3s", "4d")),
    ("free", ["2d", "2s", "3d", "3s", "4d"], "2s", ("2d", "3d", "3s")),
    ("free", ["2d", "2s", "3d", "3s", "4d"], "2d", ()),
    ("free", ["2d"], "nope", ("2d",)),
])
def test_tap_piece_on_ephesus(order, built, tapped, after):
    # Ephesus' levels (facts A1): 2≠ | 2=, 3≠, 3= | 4≠
    pieces = [{"id": i, "level": lv} for i, lv in zip(IDS, [1, 2, 2, 2, 3])]
    assert tap_piece(pieces, built, tapped, order) == after


def test_a_bad_stage_order_in_a_document_is_blamed_on_its_path():
    doc = {"game": "architects", "stage_order": "any", "players": [
        {"name": "A", "wonder": "Giza", "stages": 2}, {"name": "B", "wonder": "Rhodes"}]}
    with pytest.raises(Exception) as exc:
        games.score(doc)
    assert [p.path for p in exc.value.problems] == ["stage_order"]
    doc["stage_order"] = "free"
    assert games.score(doc).players[0].categories["wonder"] == 4 + 5          # facts A1: Giza 2≠, 2=


def test_the_referee_screen_of_the_draft_starts_from_the_tables_stage_order(client, app):
    token, city = new_table(client, app, "Ephesus")
    for order in ("fixed", "free"):                       # "free" is the default, kept out of the document
        tap(client, city, "", "2d", **{"tbl-stage_order": order})
        page = client.get(f"/referee/architects?draft={token}").get_data(as_text=True)
        assert re.search(rf'<input[^>]*value="{order}"[^>]*checked|<input[^>]*checked[^>]*value="{order}"', page), \
            re.findall(r'<input[^>]*stage_order[^>]*>', page)
