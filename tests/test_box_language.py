"""The box on the table and the interface language are two choices (README, "The box's language").

Names of things follow the document's ``"box"`` (else the reader's language where the game was
printed in it, else English); the sentences stay in the interface language.
"""
from __future__ import annotations

import copy
import json
import re
import subprocess
import sys

import pytest

from helpers import player, table
from scoring import games
from scoring.core import i18n
from scoring.core.boxes import editions
from scoring.core.errors import BadInput

# Ira asks to build the University (the 1st edition's referee example: legal, with trading)
REFEREE_7W = games.get("7w").referee_examples()[0]
DUEL_TABLE = {"game": "duel", "conflict": 0, "players": [
    {"name": "Antoine", "cards": ["Clay Pool", "Glassworks"], "coins": 7},
    {"name": "Bruno", "cards": ["Shelf Quarry"], "coins": 7}]}
CITY = table(player("Ira", "Rhodos", stages=1, cards=["Lumber Yard", "Baths", "Altar"], coins=7),
             player("Oleg", "Gizah", cards=["Stone Pit", "Arsenal"], coins=3),
             player("Sofia", "Babylon", cards=["Scriptorium"], coins=3))


def _texts(result) -> str:
    return " | ".join(d.text for p in result.players for d in p.details)


# -- the box as context and as data ------------------------------------------------------------

def test_display_follows_the_box_not_the_interface_language():
    arsenal = games.get("7w").name_catalogue().card("Arsenal")
    with i18n.use_language("uk"):
        assert i18n.display(arsenal) == "Arsenal"              # no Ukrainian name: as nobody chose a box
        with i18n.use_box("ru"):
            assert i18n.box_language() == "ru" and i18n.language() == "uk"
            assert i18n.display(arsenal) == "Арсенал"
            assert i18n._("{card} costs nothing") == "«{card}»: вартості немає"    # the sentence stays Ukrainian
    with i18n.use_language("ru"), i18n.use_box("en"):
        assert i18n.display(arsenal) == "Arsenal"


@pytest.mark.parametrize("game, interface, box", [
    ("7w", "en", "en"), ("7w", "ru", "ru"), ("7w", "uk", "en"),        # no Ukrainian 1st edition
    ("7w2", "uk", "en"), ("7w2", "ru", "ru"),
    ("duel", "uk", "uk"), ("duel", "ru", "ru"), ("architects", "uk", "uk"),
])
def test_the_default_box_is_the_interface_language_where_that_edition_exists(game, interface, box):
    assert games.box_of({"game": game, "players": []}, interface) == box
    assert (interface in editions(games.get(game).info.data)) == (box == interface)


def test_the_documents_box_wins_and_every_data_file_says_its_editions_with_a_source():
    assert games.box_of({"game": "7w", "box": "ru"}, "uk") == "ru"
    assert games.box_of({"game": "duel", "box": "en"}, "ru") == "en"
    from pathlib import Path
    for path in sorted((Path(games.__file__).parents[1] / "data").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if "names_sources" in data:
            found = data.get("editions")
            assert found and "en" in found and set(found) <= set(i18n.LANGUAGES), path.name
            assert all(isinstance(v, str) and v.strip() for v in found.values()), path.name


@pytest.mark.parametrize("bad", ["de", "RU", 1, None, ["ru"]])
def test_a_bad_box_is_a_problem_at_its_path_with_the_others(bad):
    doc = dict(copy.deepcopy(CITY), box=bad)
    doc["players"][0]["coins"] = -1
    with pytest.raises(BadInput) as exc:
        games.score(doc)
    paths = [p.path for p in exc.value.problems]
    assert "box" in paths and "players[0].coins" in paths
    from referee.registry import referee
    with pytest.raises(BadInput) as exc:
        referee(dict(REFEREE_7W, box=bad))
    assert [p.path for p in exc.value.problems] == ["box"]


# -- explanations and verdicts ---------------------------------------------------------------------

def test_score_explanations_name_things_as_the_box_prints_them_in_the_readers_sentences():
    with i18n.use_language("uk"):
        plain = _texts(games.score(CITY))
        russian = _texts(games.score(dict(CITY, box="ru")))
    assert "Родос" in russian and "Родос" in plain.replace("Rhodos", "Родос") and "Rhodos" in plain
    assert "монет" in russian                          # the sentence is still Ukrainian
    with i18n.use_language("en"):
        english = _texts(games.score(dict(CITY, box="ru")))
    assert "Родос" in english and "coins" in english
    # the box never changes a score
    assert [p.total for p in games.score(CITY).players] == [p.total for p in games.score(dict(CITY, box="uk")).players]


def test_verdicts_put_the_boxs_name_in_the_readers_sentence():
    from referee.registry import referee
    with i18n.use_language("uk"):
        first = referee(dict(REFEREE_7W, box="ru"))["reasons"][0]["text"]
        default = referee(REFEREE_7W)["reasons"][0]["text"]
    assert first.startswith("«Университет»: вартість") and default.startswith("«University»: вартість")
    duel = dict(DUEL_TABLE, box="ru", age=3, action={"player": "Bruno", "build": "Fortifications"})
    with i18n.use_language("en"):
        verdict = referee(duel)
    assert verdict["card"] == "Fortifications"                # machine fields stay English
    assert "Укрепления" in verdict["reasons"][0]["text"] and "costs" in verdict["reasons"][0]["text"]


# -- the command line --------------------------------------------------------------------------------

def test_the_cli_box_flag_names_things_as_that_box_prints_them(tmp_path, capsys):
    from wonders.cli import main
    path = tmp_path / "dispute.json"
    path.write_text(json.dumps(REFEREE_7W), encoding="utf-8")
    assert main(["check", str(path), "--lang", "uk", "--box", "ru"]) == 0
    assert "«Университет»: вартість" in capsys.readouterr().out
    assert main(["--box=ru", "--lang=en", "check", str(path)]) == 0
    assert "Университет costs" in capsys.readouterr().out
    path.write_text(json.dumps(dict(REFEREE_7W, box="en")), encoding="utf-8")
    assert main(["check", str(path), "--lang", "uk", "--box", "ru"]) == 0       # the document's box wins
    assert "«University»: вартість" in capsys.readouterr().out
    path.write_text(json.dumps(dict(REFEREE_7W, box="xx")), encoding="utf-8")
    assert main(["check", str(path)]) == 2
    assert json.loads(capsys.readouterr().out)["errors"][0]["path"] == "box"


def test_the_cli_help_documents_box_and_a_bad_flag_is_refused():
    run = [sys.executable, "-m", "wonders.cli"]
    out = subprocess.run(run + ["--lang", "ru", "--help"], capture_output=True, text=True, check=True).stdout
    assert "--box {en,ru,uk}" in out and "язык коробки на столе" in out
    bad = subprocess.run(run + ["games", "--box", "de"], capture_output=True, text=True)
    assert bad.returncode == 2 and "--box" in bad.stderr


# -- the API ----------------------------------------------------------------------------------------

def test_the_api_reads_box_from_the_document(client):
    r = client.post("/api/score?lang=uk", json=dict(CITY, box="ru"))
    assert r.status_code == 200
    assert "Родос" in json.dumps(r.get_json(), ensure_ascii=False)
    r = client.post("/api/score", json=dict(CITY, box="Russian"))
    assert r.status_code == 422 and [e["path"] for e in r.get_json()["errors"]] == ["box"]
    r = client.post("/api/check?lang=uk", json=dict(REFEREE_7W, box="ru"))
    assert r.status_code == 200 and r.get_json()["reasons"][0]["text"].startswith("«Университет»")


# -- the web screens --------------------------------------------------------------------------------

SETUP = {"game": "7w", "military_mode": "tokens", "entry": "cards",
         "players-0-name": "Ira", "players-0-wonder": "Rhodos", "players-0-side": "A",
         "players-1-name": "Oleg", "players-1-wonder": "Olympia", "players-1-side": "B",
         "players-2-name": "Cleo", "players-2-wonder": "Gizah", "players-2-side": "B"}


def _state(app, token):
    from wonders.extensions import db
    from wonders.models import Draft
    with app.app_context():
        db.session.expire_all()
        return db.session.scalar(db.select(Draft).where(Draft.token == token)).state


def test_the_setup_choice_is_kept_in_the_table_and_every_screen_names_things_by_it(client, app):
    page = client.get("/games/new?lang=uk").get_data(as_text=True)
    assert "Мова коробки" in page and re.search(r'<option selected value="en">English \(типово\)</option>', page)
    assert '<option value="ru">Русский</option>' in page and 'value="uk"' not in page.split('id="box"')[1].split("</select>")[0]
    r = client.post("/games/new?lang=uk", data=dict(SETUP, box="ru", action="next"))
    assert r.status_code == 302
    token = re.match(r"/d/([\w-]+)/", r.headers["Location"]).group(1)
    state = _state(app, token)
    assert state["box"] == "ru"
    ira = state["players"][0]["id"]
    # another phone in English sees the Russian box's names too; the page's own words are English
    other = app.test_client()
    city = other.get(f"/d/{token}/city/{ira}?lang=en").get_data(as_text=True)
    assert "Лесоповал" in city and "Арсенал" in city and "Coins" in city
    # the players screen shows the choice as made
    page = client.get(f"/d/{token}/players").get_data(as_text=True)
    assert re.search(r'<option selected value="ru">Русский</option>', page)
    # the score sheet's explanations: Ukrainian sentences, Russian names
    from helpers import city_rev
    data = {"go": "stay", "stages": "1", "coins": "7", "defeats": "0", "wins1": "0", "wins3": "0", "wins5": "0",
            "cards": ["Lumber Yard", "Baths"], "rev": city_rev(app, token, ira)}
    assert client.post(f"/d/{token}/city/{ira}", data=data).status_code == 302
    sheet = client.get(f"/d/{token}/score").get_data(as_text=True)
    assert "Бани" in sheet and "Родос" in sheet and "Разом" in sheet
    doc = json.loads(client.get(f"/d/{token}/document.json").get_data(as_text=True))
    assert doc["box"] == "ru"


def test_a_saved_game_keeps_its_box_and_the_referee_screen_names_by_it(client, save_game):
    share, _ = save_game(dict(copy.deepcopy(CITY), box="ru"))
    page = client.get(f"/g/{share}?lang=uk").get_data(as_text=True)
    assert "Бани" in page and "Родос" in page
    page = client.get(f"/referee?game={share}&lang=en").get_data(as_text=True)
    assert "Арсенал" in page or "Лесоповал" in page


def test_the_referee_screen_answers_a_ukrainian_reader_with_the_russian_box(client):
    doc = dict(REFEREE_7W, box="ru")
    doc = {k: v for k, v in doc.items() if k not in ("action", "age")}
    data = {"document": json.dumps(doc), "player": "Ira", "age": "3", "action": "build",
            "card": "University", "check": "1"}
    page = client.post("/referee?lang=uk", data=data, follow_redirects=True).get_data(as_text=True)
    assert "«Университет»: вартість" in page


def test_the_pdf_sheet_is_in_its_language_with_the_boxs_names(client, save_game):
    import io

    from pypdf import PdfReader
    share, _ = save_game(dict(copy.deepcopy(CITY), box="ru"))
    r = client.get(f"/sheets/game/{share}.pdf?lang=en")
    assert r.status_code == 200 and r.get_data().startswith(b"%PDF-")
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(r.get_data())).pages)
    assert "Родос" in text and "Military" in text and "Rhodos" not in text
    r = client.get(f"/sheets/game/{share}.pdf?lang=uk")
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(r.get_data())).pages)
    assert "Родос" in text and "Разом" in text and "Rhodos" not in text


def test_every_example_scores_and_is_refereed_alike_in_every_box():
    """The box chooses names, never a rule: every game's and expansion's examples give the same
    numbers and verdicts whatever the box, and a parser reached directly reads past it."""
    from referee.registry import referee
    for game in games.available():
        examples = list(game.examples()) + [e for x in game.expansions for e in x.examples()]
        questions = list(game.referee_examples()) + [e for x in game.expansions for e in x.referee_examples()]
        for doc in examples:
            base = [(p.name, p.total) for p in games.score(copy.deepcopy(doc)).players]
            for box in ("ru", "uk"):
                boxed = dict(copy.deepcopy(doc), box=box)
                assert [(p.name, p.total) for p in games.score(boxed).players] == base, (game.id, box)
                if boxed.get("entry") != "pad":
                    game.parse(boxed)                   # the game's own parser too
        for doc in questions:
            verdict = referee(copy.deepcopy(doc))
            boxed = referee(dict(copy.deepcopy(doc), box="ru"))
            assert set(boxed) == set(verdict) and boxed.get("legal") == verdict.get("legal"), game.id
