"""The city screen's Pantheon sections (``scoring.expansions.pantheon.entry``), as ``GET /api/games/duel/entry``
answers them with Pantheon (``Game.entry_screen(...).to_json()["tokens"]``): each section whole, word for word in
English, Russian and Ukrainian, as mutation testing of the module asked for (README "Mutation testing").

Pantheon rulebook: 15 Divinities of 5 mythologies; Astarte holds 7 coins when activated; 2 Mythology tokens of each
mythology; 3 Offering tokens (2, 3 and 4 coins off an activation); Nisaba copies a science symbol of a green card of
the opponent's (the Snake token); Minerva's pawn on the military track, whose capitals are 9 spaces from the
centre (7 Wonders Duel rulebook).
"""
import pytest

from scoring import games
from scoring.core.i18n import use_language

DIVINITIES = ["enki", "ishtar", "nisaba", "astarte", "baal", "tanit", "aphrodite", "hades", "zeus", "anubis", "isis",
              "ra", "mars", "minerva", "neptune"]
MYTHOLOGIES = ["mesopotamian", "phoenician", "greek", "egyptian", "roman"]
GREENS = ["Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Library", "Dispensary", "School", "Laboratory",
          "Academy", "Study", "University", "Observatory"]
SPACES = list(range(-9, 10))
SPACE_NAMES = {str(n): f"{n:+d}" if n else "0" for n in SPACES}
assert SPACE_NAMES["-9"] == "-9" and SPACE_NAMES["0"] == "0" and SPACE_NAMES["9"] == "+9"

TEXTS = {
    "en": {"legend": "Pantheon", "divinities": "Divinities activated", "astarte": "Coins left on Astarte",
           "mythology": "Mythology tokens", "offering": "Offering tokens not spent",
           "offering_hint": "Each token shows the coins it takes off an activation: 2, 3 or 4.",
           "snake": "With Nisaba: the opponent's green card under the Snake token",
           "minerva": "With Minerva: the space of her pawn on the military track",
           "minerva_hint": "Counted like the Conflict pawn: 0 is the centre, + toward the second player's capital, − "
                           "toward the first player's. Leave it empty once the pawn has stopped the Conflict pawn.",
           "divinity_names": ["Enki", "Ishtar", "Nisaba", "Astarte", "Baal", "Tanit", "Aphrodite", "Hades", "Zeus",
                              "Anubis", "Isis", "Ra", "Mars", "Minerva", "Neptune"],
           "mythology_names": ["Mesopotamian", "Phoenician", "Greek", "Egyptian", "Roman"],
           "green_names": GREENS},
    "ru": {"legend": "Пантеон", "divinities": "Активированные Божества",
           "astarte": "Монеты, оставшиеся на карте «Астарта»", "mythology": "Жетоны Мифологии",
           "offering": "Неиспользованные жетоны Жертвоприношения",
           "offering_hint": "На каждом жетоне указано, сколько монет он снимает со стоимости активации: 2, 3 или 4.",
           "snake": "Если активировано Божество Нисаба: зелёная карта соперника под жетоном Змеи",
           "minerva": "«Минерва»: деление военного трека, на котором стоит её фишка",
           "minerva_hint": "Считается как для маркера конфликта: 0 — центр, «+» — в сторону столицы второго игрока, "
                           "«−» — первого. Оставьте пустым, когда фишка Минервы уже остановила маркер конфликта.",
           "divinity_names": ["Энки", "Иштар", "Нисаба", "Астарта", "Баал", "Танит", "Афродита", "Аид", "Зевс",
                              "Анубис", "Исида", "Ра", "Марс", "Минерва", "Нептун"],
           "mythology_names": ["Месопотамия", "Финикия", "Греция", "Египет", "Рим"],
           "green_names": ["Мастерская", "Аптека", "Скрипторий", "Лавка травника", "Библиотека", "Лазарет", "Школа",
                           "Лаборатория", "Академия", "Студия", "Университет", "Обсерватория"]},
    # no Ukrainian names of the Divinities, mythologies and Duel cards were found (data files): the English ones
    "uk": {"legend": "Пантеон", "divinities": "Активовані Божества",
           "astarte": "Монети, що лишилися на карті «Astarte»", "mythology": "Жетони Міфології",
           "offering": "Невикористані жетони Жертвоприношення",
           "offering_hint": "На кожному жетоні вказано, скільки монет він знімає з вартості активації: 2, 3 або 4.",
           "snake": "Якщо активовано Божество Nisaba: зелена карта суперника під жетоном Змії",
           "minerva": "«Minerva»: поділка військового треку, на якій стоїть її фішка",
           "minerva_hint": "Рахується як для маркера конфлікту: 0 — центр, «+» — у бік столиці другого гравця, «−» — "
                           "першого. Залиште порожнім, коли фішка Мінерви вже зупинила маркер конфлікту.",
           "divinity_names": ["Enki", "Ishtar", "Nisaba", "Astarte", "Baal", "Tanit", "Aphrodite", "Hades", "Zeus",
                              "Anubis", "Isis", "Ra", "Mars", "Minerva", "Neptune"],
           "mythology_names": ["Mesopotamian", "Phoenician", "Greek", "Egyptian", "Roman"],
           "green_names": GREENS},
}


def expected(lang):
    t = TEXTS[lang]
    return [
        {"id": "pantheon.divinities", "field": "pantheon.divinities", "label": t["divinities"], "kind": "choose",
         "values": DIVINITIES, "names": dict(zip(DIVINITIES, t["divinity_names"])), "max": 15,
         "legend": t["legend"]},
        {"id": "pantheon.astarte_coins", "field": "pantheon.astarte_coins", "label": t["astarte"], "kind": "one",
         "values": list(range(8)), "legend": t["legend"]},
        {"id": "pantheon.mythology_tokens", "field": "pantheon.mythology_tokens", "label": t["mythology"],
         "kind": "count", "values": MYTHOLOGIES, "names": dict(zip(MYTHOLOGIES, t["mythology_names"])), "max": 2,
         "legend": t["legend"]},
        {"id": "pantheon.offering_tokens", "field": "pantheon.offering_tokens", "label": t["offering"],
         "kind": "choose", "values": [2, 3, 4], "hint": t["offering_hint"], "max": 3, "legend": t["legend"]},
        {"id": "pantheon.snake", "field": "pantheon.snake", "label": t["snake"], "kind": "one", "values": GREENS,
         "names": dict(zip(GREENS, t["green_names"])), "legend": t["legend"]},
        {"id": "pantheon.minerva", "field": "pantheon.minerva", "label": t["minerva"], "kind": "one",
         "values": SPACES, "names": SPACE_NAMES, "hint": t["minerva_hint"], "legend": t["legend"]},
    ]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_pantheon_section_of_the_city_screen_whole(lang):
    with use_language(lang):
        tokens = games.get("duel").entry_screen(2, ("pantheon",)).to_json()["tokens"]
    assert [s for s in tokens if s["id"].startswith("pantheon.")] == expected(lang)
