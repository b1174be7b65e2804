"""The referee of 7 Wonders, 2nd edition (2020): the 1st edition's referee (``referee.classic.check``,
``referee.classic.turn``) with the 2nd edition's citations and its table choices.

What differs is data (``scoring/data/7w2.json``: costs, chains through symbols, the day and
night boards and their powers) or a flag the shared referee reads from that data:

* chains through symbols: the loader turns the symbols into card links (``chain_from``), so
  the shared chain rule applies (seed 001, Г. Бесплатное строительство (цепочки зданий));
* Olympia day, stage 2 (``free_first_of_colour``): the first card of each colour not yet in the
  city is free, once per colour for the game; a table may play it once per colour each age
  (``"olympia_day": "age"``; the reading is not settled, FACTS 'Not settled' 2);
* Olympia night, stages 1 and 2 (``free_first_card_per_age``, ``free_last_card_per_age``):
  the 1st and the 6th card of each age are free; ``"turn"`` (1..6) says which card this is;
* Babylon night, stage 1 (``play_seventh``), Halikarnassos day and night (``build_from_discard``),
  Rhodos night's shields and coins: the same effects as the 1st edition's boards, in a whole turn
  too (``referee.classic.turn``: the stage completed, then the 7th card on the 6th round or the build from
  the discard pile at the end of that turn; seed 001, Шестой и последний раунд: two cards then).

The wonder powers are quoted from the publisher's FAQ in ../shared/facts/7w-second-edition.md
(RP-FAQ): they are cited as the board, e.g. ``board: Olympia night (RP-FAQ)``.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.core.errors import Problems
from scoring.core.i18n import _

from referee.classic import check_document

RULE_7W2: dict[str, str] = {
    "identical": "7w2, А. Построить здание (Важно: два одинаковых здания)",
    "decks": "7w2, Подготовка к игре (карты Эпох)",
    "age": "7w2, Описание эпохи",
    "chain": "7w2, Г. Бесплатное строительство (цепочки зданий)",
    "coins": "7w2, Б. Стоимость строительства в монетах",
    "production": "7w2, Производство",
    "resource_cost": "7w2, В. Стоимость строительства в ресурсах",
    "trade": "7w2, Покупка ресурсов у соседнего города",
    "start_coins": "7w2, Покупка ресурсов у соседнего города (примечания)",
    "stage": "7w2, Б. Возвести ярус Чуда света",
    "discard": "7w2, В. Сбросить карту и получить 3 монеты",
    "olympia": "board: Olympia (RP-FAQ)",
    "olympia_day": "board: Olympia day, stage 2 (RP-FAQ)",
    "olympia_night": "board: Olympia night, stages 1 and 2 (RP-FAQ)",
    "halikarnassos": "board: Halikarnassos day and night (RP-FAQ: one discarded card free, end of the turn)",
    "babylon": "board: Babylon night, stage 1 (RP-FAQ: the 7th card of each Age)",
    "sixth": "7w2, Шестой и последний раунд",
    "income": "7w2, Жёлтые карты (памятка «Описание эффектов»)",
    "coins_card": "7w2, Жёлтые карты (памятка «Описание эффектов»)",
    "income_own": "7w2, Жёлтые карты (памятка «Описание эффектов»)",
    "stage_coins": "7w2, Б. Возвести ярус Чуда света",
    # seed 001, Разрешение военных конфликтов: «Для каждого соседнего города: … одинаковая, никто никаких
    # жетонов не получает … меньше … жетон Поражения … больше … жетон победы текущей Эпохи»
    "military": "7w2, Разрешение военных конфликтов",
}

EXTRA_KEYS = ("olympia_day",)
OLYMPIA_DAY = ("game", "age")


def table_options(doc: Mapping, problems: Problems) -> dict:
    """``"olympia_day": "game"`` (default: once per colour for the game) or ``"age"``."""
    raw = doc.get("olympia_day", "game")
    if raw not in OLYMPIA_DAY:
        problems.add("olympia_day", _("olympia_day must be \"game\" (the first card of each colour once for the "
                                      "game, the default) or \"age\" (once each age), got {value!r}").format(value=raw))
        return {}
    return {"colour_per_age": raw == "age"}


def check_document_7w2(doc: Any) -> dict:
    """Referee a 2nd-edition table document (``referee``'s document, ``"game": "7w2"``)."""
    return check_document(doc, citations=RULE_7W2, extra_keys=EXTRA_KEYS, options=table_options, book="7w2")
