"""``scoring.core.names.NameIndex`` built afresh in each test (the catalogues' indices are built when a test
module is imported, before a mutant of ``add`` can act): which spelling a did-you-mean hint shows, that an
exact spelling wins over a Ukrainian reading, and a word typed with letters of both keyboard layouts."""
from __future__ import annotations

import pytest

from scoring.core.names import NameIndex, normalise


def test_an_empty_name_is_refused_with_its_spelling():
    with pytest.raises(ValueError) as refused:
        NameIndex().add(" ’ ", "Sawmill")
    assert str(refused.value) == "empty name ' ’ '"


def test_a_cyrillic_hint_is_the_first_spelling_added_and_a_latin_one_the_printed_english_name():
    index = NameIndex()
    index.add("Лесопилка", "Sawmill")          # the Russian box's name (seed 004, tile 3)
    index.add("лесопилка", "Sawmill")          # the same spelling again in lower case: the first is kept
    index.add("sawmill", "Sawmill")
    index.add("Sawmill", "Sawmill", display=True)
    assert index.suggest("Лесопилкаа") == "Лесопилка"
    assert index.suggest("Sawmil") == "Sawmill"


def test_a_latin_hint_for_a_key_with_no_printed_english_name_is_the_key():
    index = NameIndex()
    index.add("Theatre", "Theater")            # an alias only: no spelling is marked as printed
    assert index.suggest("Theatr") == "Theater"


def test_a_hint_follows_the_cutoff_asked_for():
    index = NameIndex()
    index.add("Lumber Yard", "Lumber Yard", display=True)
    # "lmyd" is 0.57 alike "lumberyard": a hint under a cutoff of 0.5, none under the default 0.6
    assert index.suggest("lmyd", cutoff=0.5) == "Lumber Yard"
    assert index.suggest("lmyd") is None


def test_an_exact_spelling_wins_over_a_ukrainian_reading_of_it():
    index = NameIndex()
    index.add("Ринок", "Ukrainian market")
    index.add("Рынок", "Russian market")       # «Ринок» read as Ukrainian for «Рынок» would answer both
    assert index.get("Ринок") == "Ukrainian market" and index.get("Рынок") == "Russian market"


def test_a_word_with_as_many_letters_of_each_layout_is_read_in_cyrillic():
    # «рa»: a Cyrillic р and a Latin a, one each: read as Cyrillic «ра», not Latin "pa"
    assert normalise("рa") == normalise("ра") != normalise("pa")
