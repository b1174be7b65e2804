"""Mutation gaps of ``referee.core.citations``: the forms of a citation the referees' texts use
less often (a source text by number, a wonder board, the app's reading, a printed card before a
section, words not in the section table, no citation at all), each read whole as a verdict's reader
gets it (``cite``: the readable text in en and ru and the machine field; ``describe``)."""
from __future__ import annotations

import pytest

from referee.core.citations import cite, describe, parse, Rule
from scoring.core.i18n import use_language

CASES = [
    # a citation by the source text's number reads as the rulebook it was read from
    ("seed 004, Награды", "7w", "Babel rulebook, Rewards", "Правила дополнения «Вавилон», Награды",
     [{"book": "babel", "section": "rewards"}]),
    # a wonder board's power belongs to the game being refereed
    ("board: Olympia (day, stage 2)", "7w2", "the wonder board: Olympia", "планшет чуда: Олимпия",
     [{"book": "7w2", "section": "board", "detail": "Olympia"}]),
    # the app's reading stands alone, without a rulebook's name
    ("app's reading (scoring/data notes)", "7w2", "the app's reading where the rules leave the point open",
     "как считает приложение: правила оставляют этот вопрос открытым", [{"book": "7w2", "section": "reading"}]),
    # a printed card, then a section: both are read
    ("card: Lighthouse; 7w, Торговля", "7w", "the printed card: Lighthouse; Rulebook, Trading",
     "напечатано на карте: «Маяк»; Правила, Торговля",
     [{"book": "7w", "section": "card", "detail": "Lighthouse"}, {"book": "7w", "section": "trading"}]),
    # section words without a rulebook are the refereed game's
    ("Торговля", "duel", "Rulebook, Trading", "Правила, Торговля", [{"book": "duel", "section": "trading"}]),
    # English words not in the table are shown as they are; other words give the rulebook only
    ("7w, Harbour rules", "7w", "Rulebook, Harbour rules", "Правила, Harbour rules",
     [{"book": "7w", "section": "", "detail": "Harbour rules"}]),
    ("7w, Неизвестный раздел", "7w", "Rulebook", "Правила", [{"book": "7w", "section": ""}]),
    # after the section's words, a name with a further ": " is no name at all
    ("7w, Торговля: Lighthouse: stage", "7w", "Rulebook, Trading", "Правила, Торговля",
     [{"book": "7w", "section": "trading"}]),
    (None, "7w", "", "", []),
]


@pytest.mark.parametrize(("raw", "home", "en", "ru", "machine"), CASES)
def test_citation_reads_whole(raw, home, en, ru, machine):
    with use_language("en"):
        assert cite(raw, home) == {"rule": en, "citation": machine}
    with use_language("ru"):
        assert cite(raw, home) == {"rule": ru, "citation": machine}


def test_section_words_without_a_book_default_to_the_first_edition():
    assert parse("Торговля") == (Rule("7w", "trading"),)


def test_describe_gives_the_first_section_and_the_whole_citation():
    with use_language("en"):
        assert describe("Торговля", "duel") == {"title": "Trading", "ref": "Rulebook, Trading"}
        assert describe("Торговля") == {"title": "Trading", "ref": "Rulebook, Trading"}
        assert describe("7w, Торговля", "duel") == {"title": "Trading", "ref": "7 Wonders rulebook, Trading"}
        assert describe(None) == {"title": "", "ref": ""}
        # the first edition's rulebook named again is still the one being refereed
        assert describe("Торговля; 7w, Военные конфликты") == {
            "title": "Trading", "ref": "Rulebook, Trading; Military conflicts"}
    with use_language("ru"):
        assert describe("Торговля", "duel") == {"title": "Торговля", "ref": "Правила, Торговля"}
        # a printed card is named as the first edition's box prints it
        assert describe("card: Lighthouse") == {"title": "напечатано на карте: «Маяк»",
                                                "ref": "напечатано на карте: «Маяк»"}
