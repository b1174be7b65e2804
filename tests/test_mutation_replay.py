"""The one-process mutation runner (tests/mutation_replay.py, `make mutation-replay`) on a small module.

`scoring/core/ranking.py` has 9 mutants (mutmut's generator): the ranking tests kill every one; a test
that calls the function and checks nothing kills only the 6 that raise (a `None` where a list or a key
was); a test that never calls it leaves them "no tests"."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("mutmut")
ROOT = Path(__file__).resolve().parents[1]
RANKING = "scoring.core.ranking.x_competition_ranks__mutmut_"


def replay(tmp_path: Path, *args: str) -> tuple[str, dict[str, str]]:
    out = tmp_path / "replay"
    env = {**os.environ, "MUTATION_REPLAY_DIR": str(out), "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "tests/mutation_replay.py", "scoring/core/ranking.py", *args],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode in (0, 5), run.stdout[-3000:] + run.stderr[-3000:]
    results = {}
    for file in out.glob("*.json"):
        results.update(json.loads(file.read_text()))
    return run.stdout, results


def test_the_ranking_tests_kill_every_mutant(tmp_path):
    out, results = replay(tmp_path, "--tests", "tests/test_scoring_ranks.py")
    assert sorted(results) == sorted(f"{RANKING}{n}" for n in range(1, 10))
    assert set(results.values()) == {"killed"}
    assert "scoring/core/ranking.py: 9 mutants, 9 run, 9 killed, 0 survived, 0 with no test, kill rate 100.0%" in out


def test_a_test_that_checks_nothing_kills_nothing(tmp_path):
    weak = tmp_path / "test_weak_ranking.py"
    weak.write_text("from scoring.core.ranking import competition_ranks\n\n\n"
                    "def test_calls_only():\n    competition_ranks({'a': (3, 1), 'b': (3, 2)})\n")
    out, results = replay(tmp_path, "--tests", str(weak))
    assert {n for n in range(1, 10) if results[f"{RANKING}{n}"] == "survived"} == {3, 4, 5}
    assert {n for n in range(1, 10) if results[f"{RANKING}{n}"] == "killed"} == {1, 2, 6, 7, 8, 9}
    # each survivor is shown with the line its mutant changes, again by --report
    again, _ = replay(tmp_path, "--report")
    for text in (out, again):
        assert "9 mutants, 9 run, 6 killed, 3 survived, 0 with no test, kill rate 66.7%" in text
        assert ("survived: x_competition_ranks__mutmut_4: -    return {who: 1 + len(ordered) - bisect_right("
                "ordered, key) for who, key in keys.items()} | +    return {who: 1 - len(ordered)") in text


def test_a_test_that_never_calls_the_module_leaves_its_mutants_untested(tmp_path):
    idle = tmp_path / "test_idle.py"
    idle.write_text("def test_nothing_ranked():\n    assert sorted([2, 1]) == [1, 2]\n")
    _, results = replay(tmp_path, "--tests", str(idle), "--shard", "1/3")
    # the first of every three mutants, none with a test that reaches it
    assert sorted(results) == sorted(f"{RANKING}{n}" for n in (1, 4, 7))
    assert set(results.values()) == {"no tests"}


def test_again_runs_only_the_survivors_and_keeps_every_other_result(tmp_path):
    weak = tmp_path / "test_weak_ranking.py"
    weak.write_text("from scoring.core.ranking import competition_ranks\n\n\n"
                    "def test_calls_only():\n    competition_ranks({'a': (3, 1), 'b': (3, 2)})\n")
    _, first = replay(tmp_path, "--tests", str(weak))
    # the ranking tests then kill the 3 survivors; the 6 killed before are not run again, and stay killed
    out, again = replay(tmp_path, "--tests", "tests/test_scoring_ranks.py", "--again")
    assert set(again.values()) == {"killed"} and len(again) == 9
    assert out.count("] scoring.core.ranking.") == 3
    assert first[f"{RANKING}4"] == "survived"


def test_results_recorded_by_a_run_of_several_modules_are_read_by_a_run_of_one(tmp_path):
    """A run of several modules writes one file (named after the first); a later run of one of them reads
    those results (--again runs only its survivors) and its own file, the newer, is what --report reads."""
    out = tmp_path / "replay"
    out.mkdir()
    older = {f"{RANKING}{n}": "survived" if n in (3, 4, 5) else "killed" for n in range(1, 10)}
    older["scoring.core.numbers.x_other__mutmut_1"] = "killed"
    (out / "scoring.core.numbers.json").write_text(json.dumps(older))
    text, _ = replay(tmp_path, "--tests", "tests/test_scoring_ranks.py", "--again")
    assert text.count("] scoring.core.ranking.") == 3
    assert "9 mutants, 9 run, 9 killed, 0 survived, 0 with no test, kill rate 100.0%" in text
    report, _ = replay(tmp_path, "--report")
    assert "9 mutants, 9 run, 9 killed, 0 survived" in report
    assert json.loads((out / "scoring.core.ranking.json").read_text()) == dict.fromkeys(
        (f"{RANKING}{n}" for n in range(1, 10)), "killed")
    # a file named after this module, written by a run of it with others: the others' results stay in it
    (out / "scoring.core.ranking.json").write_text(json.dumps({**older, f"{RANKING}4": "survived"}))
    replay(tmp_path, "--tests", "tests/test_scoring_ranks.py", "--again")
    assert json.loads((out / "scoring.core.ranking.json").read_text()) == {
        **dict.fromkeys((f"{RANKING}{n}" for n in range(1, 10)), "killed"),
        "scoring.core.numbers.x_other__mutmut_1": "killed"}


def test_a_table_a_mutant_changed_in_place_is_put_back_for_the_next_mutant(monkeypatch):
    # a mutant turning copy.deepcopy into copy.copy lets a test write into a module's example table; in one
    # process that change would fail every later mutant's tests (false kills): the runner puts it back in place
    import types
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        import mutation_replay as runner
    finally:
        sys.path.remove(str(ROOT / "tests"))
    module = types.ModuleType("scoring.fake_examples")
    table = {"players": [{"name": "Ira", "coins": 3}]}
    module.TABLE, module.SEEN, module.NAME = table, [], "kept"
    monkeypatch.setitem(sys.modules, "scoring.fake_examples", module)
    state = runner.module_state(["scoring.fake_examples.x_examples__mutmut_1"])
    assert runner.restore_state(state) == []                        # nothing changed: nothing to say
    table["players"][0]["coins"] = 99                               # what a shallow copy lets a test do
    module.SEEN.append("a catalogue built under a mutant")
    assert sorted(runner.restore_state(state)) == ["scoring.fake_examples.SEEN", "scoring.fake_examples.TABLE"]
    assert module.TABLE is table and table == {"players": [{"name": "Ira", "coins": 3}]} and module.SEEN == []
    module.TABLE = {"players": []}                                  # rebound under its name
    assert runner.restore_state(state) == ["scoring.fake_examples.TABLE"] and module.TABLE is table
