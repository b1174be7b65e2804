"""Architects' names in Russian and Ukrainian (issue 11; issue 9 for the languages).

Ukrainian: seed 002 (../shared/seeds/002_3cc4546b2a2971d2.txt), Ефекти Чудес (the wonders) and
Ефекти жетонів Прогресу (the tokens).  Russian: the containers of the Russian edition print the
place (babyblog.ru post in the data file's names_sources.ru: «Вавилон»); the rest is recorded as
unconfirmed or not found in the data file, which this test keeps consistent.  Piece VP: facts A1.
"""
from __future__ import annotations

import copy
import json
from importlib import resources

import pytest

from scoring import games
from scoring.architects import catalogue
from scoring.core.i18n import display, use_language

# seed 002, Ефекти Чудес / Ефекти жетонів Прогресу: the printed Ukrainian names
SEED_UK_WONDERS = {"Alexandria": "Александрія", "Ephesus": "Ефес", "Babylon": "Вавилон", "Rhodes": "Родос",
                   "Halicarnassus": "Галікарнас", "Olympia": "Олімпія", "Giza": "Гіза"}
SEED_UK_TOKENS = {"Urbanism": "Урбанізм", "Arts and Crafts": "Ремесла", "Jewelry": "Ювеліри", "Science": "Наука",
                  "Propaganda": "Пропаганда", "Architecture": "Архітектура", "Economy": "Економіка",
                  "Engineering": "Інженерія", "Tactics": "Тактика", "Decoration": "Оздоблення",
                  "Politics": "Політика", "Strategy": "Стратегія", "Education": "Освіта", "Culture": "Культура"}

ENGLISH = {"game": "architects", "players": [
    {"name": "Ana", "wonder": "Babylon", "stages": 3, "cards": {"blue": 1, "blue_cat": 1, "gold": 1},
     "cat": True, "victory_tokens": 2, "progress": ["Culture", "Culture", "Education"]},
    {"name": "Bo", "wonder": "Ephesus", "stages": ["2≠", "2=", "3="], "cards": {"red": 2, "blue": 2},
     "victory_tokens": 1, "progress": ["Strategy", "Decoration"]},
    {"name": "Cy", "wonder": "Halicarnassus", "stages": 5, "cards": {"compass": 1}, "progress": ["Politics"]},
    {"name": "Di", "wonder": "Giza", "stages": 1, "progress": ["Tactics"]}]}


def _data() -> dict:
    return json.loads(resources.files("scoring").joinpath("data/architects.json").read_text(encoding="utf-8"))


def _renamed(doc: dict, wonders: dict, tokens: dict) -> dict:
    out = copy.deepcopy(doc)
    for p in out["players"]:
        p["wonder"] = wonders.get(p["wonder"], p["wonder"])
        p["progress"] = [tokens.get(t, t) for t in p.get("progress", [])]
    return out


def test_a_document_with_the_russian_names_scores_like_the_english_one():
    cat = catalogue()
    ru = {w.name: w.ru[0] for w in cat.wonders if w.ru}
    assert ru["Babylon"] == "Вавилон"                  # seen on the Russian container (names_sources.ru)
    russian = _renamed(ENGLISH, ru, {})
    assert [p["wonder"] for p in russian["players"]] == ["Вавилон", "Эфес", "Галикарнас", "Гиза"]
    assert games.score(russian).to_json() == games.score(ENGLISH).to_json()
    # Ana: Babylon 2≠ 3 + 2= 0 + 3≠ 5 (facts A1) + blue 3 + 2 + cat 2 + victory 6 + Culture×2 12 + Education 6
    assert games.score(russian).players[0].total == 3 + 0 + 5 + 3 + 2 + 2 + 6 + 12 + 6
    assert catalogue().wonder("Галикарнасс").name == "Halicarnassus"          # the second spelling


def test_a_document_with_the_ukrainian_names_of_seed_002_scores_like_the_english_one():
    ukrainian = _renamed(ENGLISH, SEED_UK_WONDERS, SEED_UK_TOKENS)
    assert games.score(ukrainian).to_json() == games.score(ENGLISH).to_json()


def test_the_ukrainian_names_are_those_of_seed_002():
    cat = catalogue()
    assert {w.name: w.uk[0] for w in cat.wonders} == SEED_UK_WONDERS
    assert {t.name: t.uk[0] for t in cat.progress} == SEED_UK_TOKENS


def test_names_are_shown_in_the_language_of_the_page_with_english_as_the_fallback():
    cat = catalogue()
    with use_language("ru"):
        assert display(cat.wonder("Ephesus")) == "Эфес"
        assert display(cat.token("Culture")) == "Culture"              # no Russian printed name found
    with use_language("uk"):
        assert display(cat.token("Culture")) == "Культура"


def test_every_name_not_found_is_recorded_with_its_reason():
    """names_not_found lists exactly the named things whose list is empty (per language), each with
    a reason; names_unconfirmed names a spelling the ru list really starts with; every language has
    its source."""
    data = _data()
    assert set(data["names_sources"]) >= {"en", "ru", "uk"}
    things = ([("wonder", w) for w in data["wonders"]] + [("progress", t) for t in data["progress"]]
              + [("card_kind", k) for k in data["card_kinds"]] + [("cat", data["cat"])])
    for lang in ("ru", "uk"):
        empty = {(kind, t["name"]) for kind, t in things if not t.get(lang)}
        listed = [(e["kind"], e["name"]) for e in data["names_not_found"][lang]]
        assert sorted(listed) == sorted(empty), lang
        assert all(e["reason"].strip() for e in data["names_not_found"][lang])
    by_name = {t["name"]: t for _, t in things}
    for e in data["names_unconfirmed"]["ru"]:
        assert by_name[e["name"]]["ru"][0] == e["ru"] and e["reason"].strip()


@pytest.mark.parametrize("lang, name", [("ru", "Гиза"), ("uk", "Гіза")])
def test_the_phone_screen_names_the_wonder_in_the_language_of_the_page(client, lang, name):
    from tests.test_architects_picture import new_table
    token, city = new_table(client, client.application, "Giza")
    # the table plays with the box of the page's language (README, "The box's language")
    from wonders.extensions import db
    from wonders.models import Draft
    with client.application.app_context():
        draft = db.session.scalar(db.select(Draft).where(Draft.token == token))
        draft.state = dict(draft.state, box=lang)
        db.session.commit()
    page = client.get(city, headers={"Accept-Language": lang}).get_data(as_text=True)
    legend = page[page.index('id="wonder-picture"'):]
    assert legend[legend.index("<legend>") + len("<legend>"):].lstrip().startswith(name)
