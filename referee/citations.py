"""Rule citations as a player reads them: the rulebook section's own title in the interface
language, the seed reference kept as the detail (``seed 000, Торговля`` → "Trading").

The referee cites the seed rulebooks by file and section (Russian or Ukrainian titles, as
printed); this table gives each section's English title.  Matching is by the section's
words, longest first, so "Торговля, пример С" reads "Trading".  Titles in other languages
come with the interface translations (issue 9); until then Russian and Ukrainian readers
see the section's own words.
"""
from __future__ import annotations

# (words of the section title, English title): the 1st edition (seed 000), Duel (seed 003),
# Architects (seed 002), the 2nd edition (seed 001)
SECTIONS: tuple[tuple[str, str], ...] = (
    ("Вариант для двух", "Two-player variant"),
    ("Бесплатные здания", "Free construction (chains)"),
    ("Цепочки построек", "Free construction (chains)"),
    ("Условие бесплатного строительства", "Free construction (chains)"),
    ("Стоимость в ресурсах", "Resource cost"),
    ("Стоимость в монетах", "Coin cost"),
    ("Постройка здания", "Build a structure"),
    ("Строительство здания", "Build a structure"),
    ("Завершение стадии", "Build a stage of a wonder"),
    ("Строительство чуда света", "Build a wonder"),
    ("Сбросить карту", "Discard a card"),
    ("Сброс карты за монеты", "Discard a card for coins"),
    ("Военные конфликты", "Military conflicts"),
    ("Военное превосходство", "Military supremacy"),
    ("Научное превосходство", "Scientific supremacy"),
    ("Содержимое сокровищницы", "Treasury"),
    ("Гражданские постройки", "Civilian structures"),
    ("Научные постройки", "Scientific structures"),
    ("Торговые здания", "Commercial structures"),
    ("Виноградник и Базар", "Vineyard and Bazar"),
    ("Статуя Зевса", "Olympia (Statue of Zeus)"),
    ("Мавзолей", "Halikarnassos (Mausoleum)"),
    ("Висячие Сады", "Babylon (Hanging Gardens)"),
    ("Колоды эпох", "Age decks"),
    ("Конец эпохи", "End of an age"),
    ("Конец игры", "End of the game"),
    ("Описание эпохи", "An age, turn by turn"),
    ("Шестой ход", "The sixth turn"),
    ("Символы карт", "Card symbols"),
    ("Чудеса Света", "Wonders"),
    ("Производство", "Resources and production"),
    ("Торговля", "Trading"),
    ("Гильдии", "Guilds"),
    ("Розіграш битви", "The battle"),
    # the 2nd edition (seed 001)
    ("Построить здание", "Build a structure"),
    ("Возвести ярус", "Build a stage of a wonder"),
    ("Бесплатное строительство (цепочки зданий)", "Free construction (chains)"),
    ("Стоимость строительства в монетах", "Coin cost"),
    ("Стоимость строительства в ресурсах", "Resource cost"),
    ("Покупка ресурсов", "Trading"),
    ("Шестой и последний раунд", "The sixth turn"),
    ("Подготовка к игре", "Setup"),
    ("Жёлтые карты", "Yellow cards"),
    ("Зелені карти", "Green cards (science)"),
    ("Червоні карти", "Red cards (military)"),
    ("Будівництво етапу", "Building a stage of the wonder"),
    ("Жовті карти", "Yellow cards (gold)"),
    ("Сині карти", "Blue cards (the cat)"),
    ("Сірі карти", "Grey cards (resources)"),
    ("Завершення гри", "End of the game"),
    ("Ефекти Чудес", "Wonder effects"),
    ("Гра вдвох", "Two players"),
    ("Підготовка", "Setup and your turn"),
)


def describe(rule: str | None) -> dict:
    """``{"title": …, "ref": …}``: what to show first, and the citation as the detail."""
    rule = rule or ""
    if rule.startswith("card: "):
        return {"title": f"the printed card: {rule[6:]}", "ref": rule}
    if rule.startswith("board: "):          # a wonder board's power (2nd edition, referee.second)
        return {"title": f"the wonder board: {rule[7:].split(' (')[0]}", "ref": rule}
    head, _, section = rule.partition(", ")
    if head.startswith("seed "):
        for words, title in sorted(SECTIONS, key=lambda s: -len(s[0])):
            if words.casefold() in section.casefold():
                return {"title": title, "ref": rule}
        return {"title": section or rule, "ref": rule}
    return {"title": rule, "ref": ""}
