"""Rule citations as data: a rulebook and its section, shown in the reader's language.

A citation names a rulebook (``BOOKS``: one per game or expansion, with its title in the
interface language) and a section of it (``SECTIONS``: a stable English id and a title).
The referee's code cites a section by the rulebook's id and the section's title as printed in
the source text the rules were taken from (Russian or Ukrainian): ``"7w, Торговля"`` is
:class:`Rule` ``("7w", "trading")``.  Which source text a rulebook was read from is in ``BOOKS``
only (developers' table; the files are ``shared/seeds/<source>_*.txt``, see their README;
comments may cite a source text by its number, ``seed 000, Торговля``).  None of it reaches a
reader: ``present(verdict, home)`` turns every ``rule`` of a verdict into the readable citation
("Rulebook, Trading" / «Правила, Торговля») plus a machine field ``citation``
(``[{"book": "7w", "section": "trading"}]``).

Several citations join with "; " (``"architects, Червоні карти; Розіграш битви"``: two sections
of one book; ``"Babel tile 13; babel, …; 7w, …"``: a tile, then two books).  Other forms:
``card: <name>`` (the printed card), ``board: <name> (<note>)`` (a wonder board's power),
``Babel tile <n>`` and ``Great Project: <name>`` (the Babel expansion's pieces), ``app's reading …`` (a point
the sources leave open, decided as the data file's notes say; shown as the app's reading, the note never).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scoring.core.i18n import N_, NC_, _, display, pgettext


@dataclass(frozen=True)
class Book:
    id: str          # the game's id (scoring.registry), or the expansion's
    title: str       # the rulebook's name, translated when shown (N_)
    source: str      # developers only: the source text's number in shared/seeds ("": none stored;
                     # its sections are then cited by the words of the English rulebook's headings)


# The one table from rulebooks to the source texts the rules were read from.
BOOKS: dict[str, Book] = {b.id: b for b in (
    Book("7w", N_("7 Wonders rulebook"), "000"),
    Book("7w2", N_("7 Wonders (2nd edition) rulebook"), "001"),
    Book("architects", N_("7 Wonders Architects rulebook"), "002"),
    Book("duel", N_("7 Wonders Duel rulebook"), "003"),
    Book("babel", N_("Babel rulebook"), "004"),
    # no source text: the sections are the English rulebook's (scoring/data/leaders.json, rules' "cite")
    Book("leaders", N_("Leaders rulebook"), ""),
    # no seed holds the Agora rulebook: its rules were read from the facts file (part B), whose
    # section names the citations use (the Russian words of its fan player aid, DUELREF)
    Book("agora", N_("Agora rulebook"), "facts: duel-pantheon-agora.md, part B"),
    # no source text: the facts are scoring/data/pantheon.json's (the rulebook's opening pages, BGA);
    # its sections are cited by their English words
    Book("pantheon", N_("Pantheon rulebook"), ""),
    # no seed: the Wonder Pack's English rules sheet (scoring/data/wonderpack.json, source WP-RULES)
    Book("wonderpack", N_("Wonder Pack rules"), "WP-RULES"),
    # Cities: no source text; the English rulebook's first pages and the publisher's own wording of its
    # Debt and Diplomacy rules (scoring/data/cities.json, sources OFF-CR and OFF-CDESC)
    Book("cities", N_("Cities rulebook"), ""),
)}
BY_SOURCE: dict[str, str] = {b.source: b.id for b in BOOKS.values() if b.source}

# (words of the section title as printed in the source text, English title); the id is the
# English title's slug.  Matching is by the words, longest first ("Торговля, пример С" → Trading).
SECTIONS: tuple[tuple[str, str], ...] = (
    ("The Great Wall", N_("The Great Wall")),           # the Wonder Pack rules sheet (English)
    ("Вариант для двух", N_("Two-player variant")),
    ("Бесплатные здания", N_("Free construction (chains)")),
    ("Цепочки построек", N_("Free construction (chains)")),
    ("Условие бесплатного строительства", N_("Free construction (chains)")),
    ("Бесплатное строительство", N_("Free construction (chains)")),
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
    ("Пояснение для Арены", N_("Arena, Haven, Chamber of Commerce and Lighthouse")),
    ("Храм Артемиды в Эфесе", N_("Ephesos (Temple of Artemis)")),
    ("Колосс Родосский", N_("Rhodos (Colossus)")),
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
    # the 2nd edition (source 001)
    ("Построить здание", N_("Build a structure")),
    ("Возвести ярус", N_("Build a stage of a wonder")),
    ("Бесплатное строительство (цепочки зданий)", N_("Free construction (chains)")),
    ("Стоимость строительства в монетах", N_("Coin cost")),
    ("Стоимость строительства в ресурсах", N_("Resource cost")),
    ("Покупка ресурсов", N_("Trading")),
    ("Шестой и последний раунд", N_("The sixth turn")),
    ("Разрешение военных конфликтов", N_("Military conflicts")),
    ("Подготовка к игре", N_("Setup")),
    ("Жёлтые карты", N_("Yellow cards")),
    # Architects (source 002)
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
    ("Архітектура", N_("Progress tokens")),
    # Duel (source 003)
    ("ВОЕННОЕ ДЕЛО", NC_("rulebook section", "Military")),     # «Военное дело», not the score row «Военные»
    ("Военные жетоны", N_("Military tokens")),
    ("Описание хода", N_("A turn")),
    ("Карты I, II и III эпохи", N_("Age I, II and III cards")),
    ("Карты гильдий", N_("Guild cards")),
    ("НАУКА И ПРОГРЕСС", N_("Science and progress")),
    ("Одна колода на эпоху", N_("One deck an age")),
    ("7 чудес, не больше", N_("Seven wonders, no more")),
    ("Фаза выбора чудес света", N_("Choosing the wonders")),
    ("Архитектура", N_("Progress tokens")),
    ("Каменная кладка", N_("Progress tokens")),
    ("Урбанизм", N_("Progress tokens")),
    ("Экономика", N_("Progress tokens")),
    ("Стратегия", N_("Progress tokens")),
    ("Теология", N_("Progress tokens")),
    # Babel (source 004)
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
    # Leaders (no source text: the English section titles of scoring/data/leaders.json, rules' "cite")
    ("Leader cards", N_("Leader cards")),
    ("Recruitment", N_("Recruitment")),
    ("Leader draft", N_("Leader draft")),
    ("Setup", N_("Setup")),
    ("Wonder board", N_("Wonder board")),
    # the Agora rulebook (facts duel-pantheon-agora.md B3-B9)
    ("Палаты Сената", N_("The Senate")),
    ("Сенаторы", N_("Senators")),
    ("Заговоры", N_("Conspiracies")),
    ("Декреты", N_("Decrees")),
    ("Политическое превосходство", N_("Political supremacy")),
    ("Военные жетоны Агоры", N_("Agora military tokens")),
    ("Чудеса Агоры", N_("Agora Wonders")),
    # Pantheon (no source text: English section words; scoring/data/pantheon.json)
    ("Activating a Divinity", N_("Activating a Divinity")),
    ("The Gate", N_("The Gate")),
    ("Offering tokens", N_("Offering tokens")),
    ("Divinities", N_("Divinities")),
    ("Grand Temples", N_("Grand Temples")),
    ("Wonders", N_("Wonders")),
    ("Progress tokens", N_("Progress tokens")),
    # Cities (the English headings: scoring/data/cities.json, rules' "cite")
    ("Debt tokens", N_("Debt tokens")),
    ("Diplomacy", N_("Diplomacy")),
    ("Contents", N_("Contents")),
    ("City cards", N_("City cards")),
)
_BY_LENGTH = sorted(SECTIONS, key=lambda s: -len(s[0]))

# the 2nd edition's wonder powers (referee.second.check: "board: <this> (<note>)")
BOARDS: dict[str, str] = {
    "Olympia": N_("Olympia"),
    "Olympia day, stage 2": N_("Olympia day, stage 2"),
    "Olympia night, stages 1 and 2": N_("Olympia night, stages 1 and 2"),
    "Halikarnassos day and night": N_("Halikarnassos day and night"),
    "Babylon night, stage 1": N_("Babylon night, stage 1"),
}
# the pieces a citation may name instead of a section: (section id, how it reads)
PIECES: dict[str, str] = {
    "card": N_("the printed card: {card}"),
    "board": N_("the wonder board: {wonder}"),
    "tile": N_("construction tile {n} of the Tower of Babel"),
    "project": N_("Great Project: {project}"),
    "reading": N_("the app's reading where the rules leave the point open"),
}
_BOOK = re.compile(rf"^({'|'.join(map(re.escape, BOOKS))})(?:, (.*))?$", re.S)
_SOURCE = re.compile(r"^seed (\d{3})(?:, (.*))?$", re.S)       # a source text by number (comments)
_ASCII_NAME = re.compile(r"^[A-Za-z][A-Za-z '.-]*$")


def slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.casefold()).strip("-")


@dataclass(frozen=True)
class Rule:
    """One rulebook reference: ``book`` (``BOOKS``), ``section`` (a section's id, or ``card``,
    ``board``, ``tile``, ``project``, ``reading``; "" when the section is not in the table) and ``detail``
    (the card, board, tile or project named; a wonder's or a token's English name)."""
    book: str
    section: str
    detail: str = ""

    def title(self) -> str:
        """What the section reads, in the engine's language."""
        if self.section in PIECES:
            detail = self._detail()
            return _(PIECES[self.section]).format(card=detail, wonder=detail, n=detail, project=detail)
        title = next((t for _w, t in SECTIONS if slug(t) == self.section), "")
        text = pgettext("rulebook section", title) if title else ""
        if self.detail:
            text = f"{text}: {self._detail()}" if text else self._detail()
        return text

    def _detail(self) -> str:
        if self.section == "board" and self.detail in BOARDS:
            return _(BOARDS[self.detail])
        from scoring import games              # the game or expansion whose rulebook it is names it
        found = games.named(self.book, self.section, self.detail)
        return display(found) if found is not None else self.detail

    def to_json(self) -> dict:
        return {"book": self.book, "section": self.section, **({"detail": self.detail} if self.detail else {})}


def book_title(book: str, home: str | None) -> str:
    """The rulebook's name: "Rulebook" for the game being refereed, its own name otherwise."""
    return _("Rulebook") if book == home else _(BOOKS[book].title)


def parse(raw: str | None, home: str = "7w") -> tuple[Rule, ...]:
    """The rules a citation of the code names, in order (see the module docstring)."""
    rules: list[Rule] = []
    book = home
    for part in (raw or "").split("; "):
        part = part.strip()
        named, source = _BOOK.match(part), _SOURCE.match(part)
        if named or source:
            book = named.group(1) if named else BY_SOURCE[source.group(1)]
            words = (named or source).group(2)
            if words:
                rules.append(_section(book, words))
        elif part.startswith("card: "):
            rules.append(Rule(book, "card", part[6:]))
        elif part.startswith("board: "):
            rules.append(Rule(home, "board", part[7:].split(" (")[0]))
        elif part.startswith("Babel tile "):
            book = "babel"
            rules.append(Rule(book, "tile", part[len("Babel tile "):]))
        elif part.startswith("app's reading"):     # where the sources leave a point open (its data file says why)
            rules.append(Rule(book, "reading"))
        elif part.startswith("Great Project: "):
            book = "babel"
            rules.append(Rule(book, "project", part[len("Great Project: "):]))
        elif part:
            rules.append(_section(book, part))
    return tuple(dict.fromkeys(rules))


def _section(book: str, words: str) -> Rule:
    """The section whose printed words ``words`` holds (a name after ":" as the detail; a progress
    token's section names the token); ``Rule(book, "")`` for words not in the table."""
    token = _token(book, words)
    if token is not None:
        return Rule(book, slug(N_("Progress tokens")), token.name)
    for key, title in _BY_LENGTH:
        if key.casefold() in words.casefold():
            name = words.split(": ", 1)[1] if ": " in words else ""
            return Rule(book, slug(title), name if _ASCII_NAME.match(name) else "")
    return Rule(book, "", words if _ASCII_NAME.match(words) else "")


def _token(book: str, words: str):
    """The progress token a section of a rulebook is named after, if any."""
    from scoring import games
    return games.named(book, "progress-tokens", words)


def text(rules: tuple[Rule, ...], home: str | None = None) -> str:
    """The readable citation: "Rulebook, Trading"; consecutive rules of one book share its name."""
    out: list[str] = []
    last = None
    for rule in rules:
        title = rule.title()
        if rule.section in ("card", "board", "reading"):   # the printed piece itself, or no rulebook's words
            out.append(title)
            last = None
            continue
        if rule.book != last:
            out.append(f"{book_title(rule.book, home)}, {title}" if title else book_title(rule.book, home))
        elif title:
            out.append(title)
        last = rule.book
    return "; ".join(out)


def cite(raw: str | None, home: str = "7w") -> dict:
    """``{"rule": readable text, "citation": [{"book", "section"[, "detail"]}]}``."""
    rules = parse(raw, home)
    return {"rule": text(rules, home), "citation": [r.to_json() for r in rules]}


def present(verdict: Any, home: str) -> Any:
    """The verdict as a reader gets it: every ``rule`` (the code's citation) becomes the readable
    citation in the engine's language, with the machine field ``citation`` beside it."""
    if isinstance(verdict, Mapping):
        out = {k: present(v, home) for k, v in verdict.items()}
        if isinstance(verdict.get("rule"), str):
            out.update(cite(verdict["rule"], home))
        return out
    if isinstance(verdict, list):
        return [present(v, home) for v in verdict]
    return verdict


def describe(raw: str | None, home: str = "7w") -> dict:
    """``{"title": …, "ref": …}``: the first rule's section title, and the whole readable citation."""
    rules = parse(raw, home)
    return {"title": rules[0].title() if rules else "", "ref": text(rules, home)}
