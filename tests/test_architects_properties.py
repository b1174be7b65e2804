"""Architects: properties over random legal tables, and the example documents (issue 11).

Rules: seed 002 (../shared/seeds/002_3cc4546b2a2971d2.txt), Завершення гри.
"""
import random

import pytest

from scoring.architects import CATEGORIES, parse_architects, score
from scoring.architects.examples import BAD_EXAMPLES, EXAMPLES, random_document
from scoring.core.errors import BadInput


@pytest.mark.parametrize("doc", EXAMPLES)
def test_examples_score(doc):
    out = score(doc).to_json()
    assert out["winners"] and all(p["rank"] >= 1 for p in out["players"])


@pytest.mark.parametrize("doc,path", BAD_EXAMPLES)
def test_bad_examples_blame_their_path(doc, path):
    with pytest.raises(BadInput) as exc:
        parse_architects(doc)
    assert exc.value.problems[0].path == path


@pytest.mark.parametrize("seed", range(60))
def test_random_tables_are_legal_and_their_details_add_up(seed):
    rng = random.Random(seed)
    doc = random_document(rng)
    out = score(doc).to_json()
    for p in out["players"]:
        for c in CATEGORIES:
            assert sum(d["points"] for d in p["details"] if d["category"] == c) == p["categories"][c]
        assert sum(p["categories"].values()) == p["total"]
    # winners: the best total, then the most pieces (seed 002, Завершення гри)
    best = max((p["total"], p["pieces_built"]) for p in out["players"])
    assert sorted(out["winners"]) == sorted(p["name"] for p in out["players"]
                                            if (p["total"], p["pieces_built"]) == best)
    # a player's score does not depend on where they sit
    rotated = dict(doc, players=doc["players"][1:] + doc["players"][:1])
    again = {p["name"]: p["total"] for p in score(rotated).to_json()["players"]}
    assert again == {p["name"]: p["total"] for p in out["players"]}


@pytest.mark.parametrize("seed", range(40))
def test_the_referee_answers_every_random_take(seed):
    from referee.architects.check import check
    from scoring.architects import catalogue
    rng = random.Random(1000 + seed)
    doc = random_document(rng)
    kind = rng.choice(catalogue().kinds).id
    doc.update(stage_order="free", action={"player": rng.choice(doc["players"])["name"], "take": kind},
               conflict={"battle_side_up": rng.randint(0, 2)})
    verdict = check(doc)
    assert verdict["steps"][0]["step"] == "take" and verdict["steps"][-1]["step"] == "end"
    # a stage built spends exactly its requirement's count of cards' worth of resources and coins
    for s in verdict["steps"]:
        if s["step"] == "build":
            assert sum(s["spent"].values()) <= int(s["piece"][0])
