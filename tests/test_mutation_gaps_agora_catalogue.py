"""Agora's data file as the catalogue reads it (``scoring.expansions.agora.catalogue``): the Conspiracies and Decrees
with their numbers, the Wonders and Progress tokens in Duel's format (only the effects Duel's engine reads), their full
effects, and a military token looked up by name, as mutation testing of the module asked for (README "Mutation
testing").

Agora rulebook: 16 Conspiracies and 16 Decrees, numbered; the Wonders Curia Julia and Knossos, the Progress tokens
Corruption and Organized Crime.
"""
import json
from importlib import resources

from scoring.expansions.agora import catalogue

RAW = json.loads(resources.files("scoring").joinpath("data/agora.json").read_text(encoding="utf-8"))
DUEL_READ = ("vp", "coins", "play_again", "shields")


def test_conspiracies_and_decrees_keep_their_numbers_and_effects():
    for read, kind in ((catalogue.conspiracies(), "conspiracies"), (catalogue.decrees(), "decrees")):
        assert [(t.id, t.name, t.number, dict(t.effect)) for t in read] == [
            (r["id"], r["name"], r["number"], r.get("effect") or {}) for r in RAW[kind]]
        assert [(list(t.aliases), list(t.ru), list(t.uk)) for t in read] == [
            (r.get("aliases", []), r.get("ru", []), r.get("uk", [])) for r in RAW[kind]]


def test_wonders_and_progress_tokens_in_duel_s_format():
    for read, kind in ((catalogue.duel_wonders(), "wonders"), (catalogue.duel_progress(), "progress")):
        for entry, raw in zip(read, RAW[kind], strict=True):
            assert entry["name"] == raw["name"]
            assert entry["effect"] == {k: v for k, v in (raw.get("effect") or {}).items() if k in DUEL_READ}
            assert entry.get("cost") == raw.get("cost")
            assert ("cost" in entry) == (kind == "wonders")
    # Curia Julia and Knossos: what Duel's engine reads of them
    assert [w["name"] for w in catalogue.duel_wonders()] == ["Curia Julia", "Knossos"]
    assert any(w["effect"] for w in catalogue.duel_wonders())


def test_the_full_effects_by_name():
    for kind in ("wonders", "progress"):
        assert catalogue.effects_of(kind) == {r["name"]: r.get("effect") or {} for r in RAW[kind]}


def test_a_military_token_by_name():
    first = RAW["military_tokens"][0]
    assert catalogue.military_token(first["name"]) == first
    assert catalogue.military_token("a token of no box") is None
