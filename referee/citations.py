"""Rule citations as a player reads them: the rulebook section's own title in the interface
language, the seed reference kept as the detail (``seed 000, Торговля`` → "Trading").

The referee cites the seed rulebooks by file and section (Russian or Ukrainian titles, as
printed); this table gives each section's English title.  Matching is by the section's
words, longest first, so "Торговля, пример С" reads "Trading".  Each title is translated
into the engine's language (``scoring.i18n``) when it is described.
"""
from __future__ import annotations

import re
from functools import lru_cache

from scoring.i18n import N_, _, display

# (words of the section title, English title): the 1st edition (seed 000), Duel (seed 003),
# Architects (seed 002), the 2nd edition (seed 001)
SECTIONS: tuple[tuple[str, str], ...] = (
    ("Вариант для двух", N_("Two-player variant")),
    ("Бесплатные здания", N_("Free construction (chains)")),
    ("Цепочки построек", N_("Free construction (chains)")),
    ("Условие бесплатного строительства", N_("Free construction (chains)")),
    ("Стоимость в ресурсах", N_("Resource cost")),
    ("Стоимость в монетах", N_("Coin cost")),
    ("Постройка здания", N_("Build a structure")),
    ("Строительство здания", N_("Build a structure")),
    ("Завершение стадии", N_("Build a stage of a wonder")),
    ("Строительство чуда света", N_("Build a wonder")),
    ("Сбросить карту", N_("Discard a card")),
    ("Сброс карты за монеты", N_("Discard a card for coins")),
    ("Военные конфликты", N_("Military conflicts")),
    ("Военное превосходство", N_("Military supremacy")),
    ("Научное превосходство", N_("Scientific supremacy")),
    ("Содержимое сокровищницы", N_("Treasury")),
    ("Гражданские постройки", N_("Civilian structures")),
    ("Научные постройки", N_("Scientific structures")),
    ("Торговые здания", N_("Commercial structures")),
    ("Виноградник и Базар", N_("Vineyard and Bazar")),
    ("Статуя Зевса", N_("Olympia (Statue of Zeus)")),
    ("Мавзолей", N_("Halikarnassos (Mausoleum)")),
    ("Висячие Сады", N_("Babylon (Hanging Gardens)")),
    ("Колоды эпох", N_("Age decks")),
    ("Конец эпохи", N_("End of an age")),
    ("Конец игры", N_("End of the game")),
    ("Описание эпохи", N_("An age, turn by turn")),
    ("Шестой ход", N_("The sixth turn")),
    ("Символы карт", N_("Card symbols")),
    ("Чудеса Света", N_("Wonders")),
    ("Производство", N_("Resources and production")),
    ("Торговля", N_("Trading")),
    ("Гильдии", N_("Guilds")),
    ("Розіграш битви", N_("The battle")),
    # the 2nd edition (seed 001)
    ("Построить здание", N_("Build a structure")),
    ("Возвести ярус", N_("Build a stage of a wonder")),
    ("Бесплатное строительство (цепочки зданий)", N_("Free construction (chains)")),
    ("Стоимость строительства в монетах", N_("Coin cost")),
    ("Стоимость строительства в ресурсах", N_("Resource cost")),
    ("Покупка ресурсов", N_("Trading")),
    ("Шестой и последний раунд", N_("The sixth turn")),
    ("Подготовка к игре", N_("Setup")),
    ("Жёлтые карты", N_("Yellow cards")),
    ("Зелені карти", N_("Green cards (science)")),
    ("Червоні карти", N_("Red cards (military)")),
    ("Будівництво етапу", N_("Building a stage of the wonder")),
    ("Жовті карти", N_("Yellow cards (gold)")),
    ("Сині карти", N_("Blue cards (the cat)")),
    ("Сірі карти", N_("Grey cards (resources)")),
    ("Завершення гри", N_("End of the game")),
    ("Ефекти Чудес", N_("Wonder effects")),
    ("Гра вдвох", N_("Two players")),
    ("Підготовка", N_("Setup and your turn")),
    # Babel (seed 004)
    ("Действие тайлов Строительства", N_("When the construction tiles act")),
    ("Эффекты тайлов Строительства", N_("The construction tiles' effects")),
    ("Размещение тайлов", N_("Placing the construction tiles")),
    ("Награды (Примечания)", N_("Rewards (notes)")),
    ("Награды", N_("Rewards")),
    ("Штрафы", N_("Penalties")),
    ("Невозможность уплаты штрафа", N_("A penalty that cannot be paid")),
    ("Правила для 2 игроков", N_("Two players")),
    ("Правила игры с другими дополнениями", N_("Playing with other expansions")),
    ("Фаза Подготовки к игре", N_("Setup")),
    ("Конец Эпохи (А)", N_("End of an age: the project built")),
    ("Конец Эпохи (Б)", N_("End of an age: the project not finished")),
)

# the 2nd edition's wonder powers (referee.second: "board: <this> (RP-FAQ…)")
BOARDS: dict[str, str] = {
    "Olympia": N_("Olympia"),
    "Olympia day, stage 2": N_("Olympia day, stage 2"),
    "Olympia night, stages 1 and 2": N_("Olympia night, stages 1 and 2"),
    "Halikarnassos day and night": N_("Halikarnassos day and night"),
    "Babylon night, stage 1": N_("Babylon night, stage 1"),
}
BABEL_TILE = re.compile(r"^Babel tile (\d+); ")
BABEL_PROJECT = re.compile(r"^Great Project: ([^;]+); ")


def describe(rule: str | None) -> dict:
    """``{"title": …, "ref": …}``: what to show first, and the citation as the detail."""
    rule = rule or ""
    if rule.startswith("card: "):
        return {"title": _("the printed card: {card}").format(card=_card_name(rule[6:])), "ref": rule}
    if rule.startswith("board: "):          # a wonder board's power (2nd edition, referee.second)
        board = rule[7:].split(" (")[0]
        return {"title": _("the wonder board: {wonder}").format(wonder=_(BOARDS[board]) if board in BOARDS else board),
                "ref": rule}
    tile, project = BABEL_TILE.match(rule), BABEL_PROJECT.match(rule)
    if tile:                                # Babel (referee.babel): a construction tile, a Great Project
        return {"title": _("construction tile {n} of the Tower of Babel").format(n=tile.group(1)), "ref": rule}
    if project:
        from scoring.babel.catalogue import babel_catalogue
        found = babel_catalogue().project(project.group(1))
        return {"title": _("Great Project: {project}").format(project=display(found) if found else project.group(1)),
                "ref": rule}
    head, _sep, section = rule.partition(", ")
    if head.startswith("seed "):
        for words, title in sorted(SECTIONS, key=lambda s: -len(s[0])):
            if words.casefold() in section.casefold():
                return {"title": _(title), "ref": rule}
        return {"title": section or rule, "ref": rule}
    return {"title": rule, "ref": ""}


def _card_name(name: str) -> str:
    """A cited card's printed name in the engine's language: the first game whose data has a card
    of that English name (1st edition, 2nd edition, Duel) names it; otherwise the name as cited."""
    for cat in _catalogues():
        card = cat.card(name)
        if card is not None and card.name == name:
            return display(card)
    return name


@lru_cache(maxsize=1)
def _catalogues() -> tuple:
    """The card catalogues a citation may name a card of (loaded once)."""
    from scoring.duel.catalogue import catalogue as duel_catalogue
    from scoring.boxes import catalogue
    return (catalogue("7w"), catalogue("7w2"), duel_catalogue())
