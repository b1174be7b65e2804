"""The Wonder Pack's declaration (``scoring.expansions.wonderpack``): the spellings it claims and its city-screen
sections whole, word for word in English, Russian and Ukrainian, as mutation testing of the module asked for (README
"Mutation testing").

Wonder Pack rulebook: the Great Wall's stages are built in any order; Manneken Pis A copies a neighbour's stage;
Stonehenge B tucks a card under stage 2; Abu Simbel entombs leaders (with the Leaders expansion, whose box and
Cities' hold the leaders).
"""
import json
from importlib import resources

import pytest

from scoring import games
from scoring.core.i18n import use_language
from scoring.expansions.wonderpack import EXPANSION as WONDERPACK

COLOURS = ["brown", "grey", "blue", "yellow", "red", "green", "purple"]
LEADERS = sorted(x["name"] for x in json.loads(
    resources.files("scoring").joinpath("data", "leaders.json").read_text(encoding="utf-8"))["leaders"])

TEXTS = {
    "en": ("The Great Wall: the stages built (in any order)", "Manneken Pis A: whose stage 3 it copies",
           {"left": "left neighbour", "right": "right neighbour"},
           "Stonehenge B: the colour of the card under stage 2",
           ["Raw materials", "Manufactured goods", "Civilian", "Commercial", "Military", "Scientific", "Guilds"],
           "Abu Simbel: the leaders entombed (with Leaders)"),
    "ru": ("Планшет «The Great Wall»: построенные этапы (в любом порядке)",
           "Планшет «Manneken Pis» A: чей этап 3 он копирует", {"left": "левый сосед", "right": "правый сосед"},
           "Планшет «Stonehenge» B: цвет карты под этапом 2",
           ["Сырьё", "Товары", "Гражданские", "Торговые", "Военные", "Научные", "Гильдии"],
           "Планшет «Abu Simbel»: погребённые лидеры (с дополнением «Лидеры»)"),
    "uk": ("Планшет «The Great Wall»: збудовані етапи (у будь-якому порядку)",
           "Планшет «Manneken Pis» A: чий етап 3 він копіює", {"left": "лівий сусід", "right": "правий сусід"},
           "Планшет «Stonehenge» B: колір карти під етапом 2",
           ["Сировина", "Товари", "Цивільні", "Торгові", "Військо", "Наукові", "Гільдії"],
           "Планшет «Abu Simbel»: поховані лідери (з доповненням «Лідери»)"),
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_wonder_pack_section_of_the_city_screen_whole(lang):
    wall, copy_from, sides, tucked, colours, entombed = TEXTS[lang]
    with use_language(lang):
        tokens = games.get("7w").entry_screen(3, ("wonderpack",)).to_json()["tokens"]
    assert [s for s in tokens if s["id"].startswith("wonderpack.")] == [
        {"id": "wonderpack.wall_stages", "field": "wall_stages", "kind": "choose", "values": [1, 2, 3, 4],
         "label": wall, "boards": ["The Great Wall"]},
        {"id": "wonderpack.copy_from", "field": "copy_from", "values": ["left", "right"], "names": sides,
         "label": copy_from, "boards": ["Manneken Pis"]},
        {"id": "wonderpack.tucked_colour", "field": "tucked_colour", "values": COLOURS,
         "names": dict(zip(COLOURS, colours)), "label": tucked, "boards": ["Stonehenge"]},
        {"id": "wonderpack.entombed", "field": "entombed", "kind": "choose", "max": 2, "values": LEADERS,
         "label": entombed, "boards": ["Abu Simbel"]},
    ]
    assert len(LEADERS) == 42 and LEADERS[0] == "Alexander"


@pytest.mark.parametrize("spelling", ["wonderpack", "Wonder Pack", "wonder-pack", "wonder_pack", "WONDER  PACK",
                                      " Wonder_Pack ", "Набор чудес", "набір чудес"])
def test_the_wonder_pack_is_named_with_any_spaces_hyphens_or_underscores(spelling):
    assert WONDERPACK.claims(spelling) == {"wonderpack"}


@pytest.mark.parametrize("spelling", ["wonder pack!", "wonders pack", 5, None])
def test_what_is_not_the_wonder_pack(spelling):
    assert WONDERPACK.claims(spelling) is None
