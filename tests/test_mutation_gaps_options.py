"""Table options read from a data file's declarations, as the setup screen and the score sheet show them:
the texts in the reader's language with their fallbacks (English, then the value or the field), the
default and ``scores`` when a declaration leaves them out, the parts an option needs, what an incomplete
declaration lacks, and the option written into (and removed from) a document."""
from __future__ import annotations

import json
from pathlib import Path

from scoring.core.i18n import use_language
from scoring.core.options import applies, differing, read_options, set_value, value_in

DATA = Path(__file__).resolve().parent.parent / "scoring" / "data"

# a declaration as a new expansion's data file may first give it: English only, no default, no
# "scores", one reading without a sentence, and a developer note that mentions "values"
PARTIAL = {
    "note": "each field's values are the readings; the first is the app's",
    "tower_tiles": {"values": ["stacked", "apart", "mixed"], "label": {"en": "Tower tiles"},
                    "readings": {"stacked": {"label": {"en": "stacked"},
                                             "sentence": {"en": "The tiles are stacked on the Tower."}},
                                 "apart": {"label": {"en": "kept apart"}}},
                    "parts": ["tower"]},
}
LISTED = [{"id": "zeus_tokens", "label": {"en": "Zeus: tokens"}, "scores": True, "parts": ["gods"],
           "values": [{"id": "kept", "label": {"en": "kept"}}, {"id": "discarded"}]}]


def _cities():
    return read_options(json.loads((DATA / "cities.json").read_text(encoding="utf-8"))["table_options"])


def test_the_cities_options_in_russian_and_ukrainian():
    options = _cities()
    doc = {"game": "7w", "expansions": ["cities"], "secret_society_self": "ignored"}
    with use_language("ru"):
        ru = [(o.title(), r.short(), r.text(), o.citation()) for o, r in differing(doc, options)]
    with use_language("uk"):
        uk = [(o.title(), r.short(), r.text()) for o, r in differing(doc, options)]
    assert ru == [("Secret Society", "себя не считает",
                   "1 ПО за каждую другую чёрную карту в своём городе; сама карта не считается.",
                   "«Города», карта Secret Society: в её тексте не сказано, считает ли она себя")]
    assert uk == [("Secret Society", "себе не рахує",
                   "1 ПБ за кожну іншу чорну карту у своєму місті; сама карта не рахується.")]
    with use_language("ru"):
        assert [o.title() for o in options] == ["Secret Society", "Маски"]


def test_a_partial_declaration_falls_back_to_english_then_to_the_value():
    (tiles,) = read_options(PARTIAL)
    assert tiles.key == "tower_tiles" and tiles.default == "stacked" and tiles.scores is True
    with use_language("ru"):
        shown = [(r.value, r.short(), r.text()) for r in tiles.readings]
        title = tiles.title()
    assert title == "Tower tiles"
    assert shown == [("stacked", "stacked", "The tiles are stacked on the Tower."),
                     ("apart", "kept apart", "kept apart"), ("mixed", "mixed", "mixed")]
    assert tiles.complete() == ["label.ru", "label.uk", "cite.en", "cite.ru", "cite.uk",
                                "stacked.label.ru", "stacked.label.uk", "stacked.sentence.ru",
                                "stacked.sentence.uk", "apart.label.ru", "apart.label.uk",
                                "apart.sentence.en", "apart.sentence.ru", "apart.sentence.uk",
                                "mixed.label.en", "mixed.label.ru", "mixed.label.uk", "mixed.sentence.en",
                                "mixed.sentence.ru", "mixed.sentence.uk"]
    # a score option (no "scores": it scores): another reading than the first is named on the sheet
    assert [(o.key, r.value) for o, r in differing({"tower_tiles": "apart"}, (tiles,))] == [("tower_tiles", "apart")]
    assert differing({"tower_tiles": "stacked"}, (tiles,)) == []
    assert applies(tiles, frozenset({"tower"})) and not applies(tiles, frozenset({"projects"}))


def test_a_default_that_is_no_reading_is_reported():
    declared = dict(PARTIAL["tower_tiles"], default="hidden")
    (tiles,) = read_options({"tower_tiles": declared})
    assert tiles.default == "hidden" and tiles.complete()[-1] == "default"


def test_a_listed_option_in_an_object_its_default_parts_and_scores():
    (zeus,) = read_options(LISTED, "pantheon_options.")
    assert (zeus.key, zeus.default, zeus.scores, zeus.parts) == (
        "pantheon_options.zeus_tokens", "kept", True, frozenset({"gods"}))
    assert not applies(zeus, frozenset({"temples"}))
    doc = {"pantheon_options": {"zeus_tokens": "discarded"}}
    assert [(o.key, r.short()) for o, r in differing(doc, (zeus,))] == [("pantheon_options.zeus_tokens", "discarded")]
    (referee_only,) = read_options([dict(LISTED[0], scores=None)])
    assert referee_only.scores is False
    assert differing({"zeus_tokens": "discarded"}, (referee_only,)) == []


def test_no_declarations_at_all():
    assert read_options(None) == () and read_options("table_options") == ()


def test_an_option_written_beside_another_in_its_object_and_removed():
    doc = {"game": "7w", "pantheon_options": {"mars_tokens": "kept"}}
    set_value(doc, "pantheon_options.zeus_tokens", "discarded")
    assert doc["pantheon_options"] == {"mars_tokens": "kept", "zeus_tokens": "discarded"}
    set_value(doc, "pantheon_options.hera", None)          # removing what is not there changes nothing
    set_value(doc, "agora_options.senate", None)
    assert doc == {"game": "7w", "pantheon_options": {"mars_tokens": "kept", "zeus_tokens": "discarded"}}
    set_value(doc, "pantheon_options.zeus_tokens", None)
    set_value(doc, "pantheon_options.mars_tokens", None)
    assert doc == {"game": "7w"} and value_in(doc, "pantheon_options.zeus_tokens") is None


def test_a_referee_only_option_and_a_listed_default_other_than_the_first():
    (tiles,) = read_options({"tower_tiles": dict(PARTIAL["tower_tiles"], scores=False)})
    assert tiles.scores is False and differing({"tower_tiles": "apart"}, (tiles,)) == []
    listed = {k: v for k, v in LISTED[0].items() if k != "scores"}
    (zeus,) = read_options([dict(listed, default="discarded")])
    assert (zeus.default, zeus.scores) == ("discarded", False)
    assert differing({"zeus_tokens": "kept"}, (zeus,)) == []
