"""Mutation testing in one process: mutmut's mutants of a module, each run against the tests that reach it.

``make mutation`` (mutmut) forks a process per mutant and runs there every test that reaches its function;
on two cores that is two or three mutants a minute. This runner makes the same mutants (mutmut's own
generator: the mutants ``mutmut run`` makes, with the same names), loads the mutated module in place of
the real one, collects the tests once and runs them once unmutated recording which functions each test
reaches (mutmut's ``stats`` mode). Each mutant then runs, in the same process, only the tests that reach
its function, the last test that killed a mutant first; it is killed when one of them fails (or runs past
its time limit) and survives when all pass. Every ``functools`` cache of ``scoring`` and ``referee`` is
emptied before the statistics and before and after each mutant (as each of mutmut's mutants starts in a
process that has only collected the tests), and ``tests/conftest.py`` empties the rules' own memo caches
before every test, so no result computed unmutated hides a mutant and no mutated one outlives it.

A test that starts a subprocess (the CLI) runs the real module there: such a test cannot kill a mutant
here, so a survivor is worth a look under ``make mutation`` before it is called equivalent.

Usage (README "Mutation testing"; ``make mutation-replay MODULE=...``)::

    python tests/mutation_replay.py referee/expansions/leaders/action.py [more modules]
        [--tests tests/test_a.py ...]     the tests to run (default: [tool.mutmut]'s selection)
        [--shard 1/2]                     every 2nd mutant, from the 1st (run 2/2 in a second process)
        [--again]                         run again the mutants not killed in the recorded results
        [--only NAME ...]                 only these mutants
        [--report]                        print the recorded results (figures, survivors with their change)

Results go to ``mutants/replay/<module>.json`` (one file per shard), read again by ``--report`` and
``--again``: after adding a test, ``--again`` runs only the survivors.
"""
from __future__ import annotations

import argparse
import ast
import contextlib
import copy
import difflib
import functools
import importlib.abc
import importlib.util
import io
import json
import os
import signal
import sys
import time
import tomllib
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = Path(os.environ.get("MUTATION_REPLAY_DIR", ROOT / "mutants" / "replay"))


def dotted(path: str) -> str:
    """The module's import name: ``referee/expansions/babel/__init__.py`` -> ``referee.expansions.babel``."""
    name = path.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")


def make_mutants(path: str) -> tuple[Path, list[str]]:
    """The module mutated by mutmut's generator, written under mutants/replay/src, and its mutants' names."""
    from mutmut.__main__ import write_all_mutants_to_file
    buffer = io.StringIO()
    made = write_all_mutants_to_file(out=buffer, source=(ROOT / path).read_text(), filename=Path(path))
    target = OUT / "src" / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(buffer.getvalue())
    return target, [f"{dotted(path)}.{name}" for name in made.mutant_names]


class MutatedLoader(importlib.abc.Loader):
    """Runs the mutated source as the module, its ``__file__`` the real file's: a module that finds its data
    beside itself (``scoring/core/i18n.py``'s locale folder) finds it as it does unmutated."""

    def __init__(self, mutated: Path, real: Path):
        self.mutated, self.real = mutated, real

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        module.__file__ = str(self.real)
        exec(compile(self.mutated.read_text(), str(self.mutated), "exec"), module.__dict__)


class MutatedFinder(importlib.abc.MetaPathFinder):
    """Imports each mutated module from its generated file; a mutated package keeps its real submodules."""

    def __init__(self, files: dict[str, tuple[Path, Path]]):
        self.files = files            # import name -> (mutated file, real file)

    def find_spec(self, fullname, path, target=None):
        if fullname not in self.files:
            return None
        mutated, real = self.files[fullname]
        package = real.name == "__init__.py"
        spec = importlib.util.spec_from_loader(fullname, MutatedLoader(mutated, real), origin=str(real),
                                               is_package=package)
        if package:
            spec.submodule_search_locations = [str(real.parent)]
        return spec


def function_of(mutant: str) -> str:
    """The function a mutant belongs to, as mutmut's statistics name it."""
    return mutant.rsplit("__mutmut_", 1)[0]


def empty_caches() -> None:
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(("scoring", "referee")):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, functools._lru_cache_wrapper):
                value.cache_clear()


def _plain(value: object, depth: int = 0) -> bool:
    """Data a deep copy gives back equal: dicts, lists, sets and tuples of text, numbers, booleans and None."""
    if value is None or type(value) in (str, int, float, bool):
        return True
    if depth > 12:
        return False
    if type(value) is dict:
        return all(_plain(k, depth + 1) and _plain(v, depth + 1) for k, v in value.items())
    if type(value) in (list, tuple, set, frozenset):
        return all(_plain(v, depth + 1) for v in value)
    return False


def module_state(mutants: list[str]) -> dict[tuple[str, str], tuple[object, object]]:
    """The plain data at the top of every module of ``scoring`` and ``referee`` loaded (an example table, a
    memo of phrases), each with a deep copy: a mutant may change one in place (``copy.copy`` for
    ``copy.deepcopy``), and in one process that change would outlive it and fail every later mutant's tests
    (false kills). Objects of other kinds (a registry of games) are left alone: a copy of them is not them."""
    state = {}
    names = {m.rsplit(".", 1)[0] for m in mutants} | {n for n in sys.modules if n.startswith(("scoring", "referee"))}
    for name in sorted(names):
        module = sys.modules.get(name)
        for key, value in (list(vars(module).items()) if module is not None else ()):
            if type(value) in (dict, list, set) and not key.startswith("__") and _plain(value):
                state[(name, key)] = (value, copy.deepcopy(value))
    return state


def restore_state(state: dict[tuple[str, str], tuple[object, object]]) -> list[str]:
    """Puts back, in place and under its name, every value of ``module_state`` a mutant changed; their names."""
    changed = []
    for (name, key), (value, saved) in state.items():
        namespace = vars(sys.modules[name])
        try:
            same = namespace.get(key) is value and value == saved
        except Exception:
            same = False
        if same:
            continue
        fresh = copy.deepcopy(saved)
        if isinstance(value, list):
            value[:] = fresh
        else:
            value.clear()
            value.update(fresh)
        namespace[key] = value
        changed.append(f"{name}.{key}")
    return changed


class TimeLimit(BaseException):
    """A mutant ran past its time limit (a loop that never ends): counted as killed, as mutmut does."""


def _alarm(signum, frame):
    raise TimeLimit


class Replay:
    """The pytest plugin: replaces the run loop by the statistics pass and the mutants' runs."""

    def __init__(self, mutants: list[str], results: Path, recorded: dict[str, str], kept: dict[str, str],
                 rerun: set[str]):
        self.mutants, self.results, self.done, self.rerun = mutants, results, dict(recorded), set(rerun)
        self.kept = kept        # what the results file holds of other modules (written back with ours)

    def run_item(self, item, mutant: str, limit: float) -> bool:
        """Runs one test under ``mutant``; True when it passes."""
        from _pytest.runner import runtestprotocol
        from mutmut.mutation.trampoline import set_mutant_under_test
        set_mutant_under_test(mutant)
        try:
            try:
                signal.setitimer(signal.ITIMER_REAL, limit)
                reports = runtestprotocol(item, log=False, nextitem=None)
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
        except TimeLimit:
            # the limit may fire anywhere, a fixture's setup or pytest's own report included: whatever it
            # left set up is torn down before the next test
            with contextlib.suppress(Exception):
                item.session._setupstate.teardown_exact(None)
            return False
        finally:
            set_mutant_under_test("none")
        return all(not report.failed for report in reports)

    def statistics(self, items) -> tuple[dict[str, list[int]], list[float]]:
        """Runs each test once unmutated: the functions it reaches and its time; a test failing unmutated
        is left out (it could not tell a mutant from the module)."""
        import mutmut.mutation.trampoline as trampoline
        reached: set[str] = set()
        trampoline.record_trampoline_hit = lambda name, caller=None: reached.add(name)
        cover: dict[str, list[int]] = defaultdict(list)
        times: list[float] = []
        empty_caches()
        for index, item in enumerate(items):
            reached.clear()
            start = time.monotonic()
            passed = self.run_item(item, "stats", 600)
            times.append(time.monotonic() - start)
            if not passed:
                print(f"left out (fails unmutated): {item.nodeid}", flush=True)
                continue
            for name in reached:
                cover[name].append(index)
        return cover, times

    def save(self) -> None:
        """Written to a side file and renamed: a run stopped while saving keeps the results recorded."""
        partial = self.results.with_suffix(".json.part")
        partial.write_text(json.dumps({**self.kept, **self.done}, indent=0, sort_keys=True))
        partial.replace(self.results)

    def pytest_runtestloop(self, session):
        if session.testsfailed:
            raise session.Interrupted(f"{session.testsfailed} errors during collection")
        items = session.items
        signal.signal(signal.SIGALRM, _alarm)
        cover, times = self.statistics(items)
        state = module_state(self.mutants)
        order: list[int] = []
        for count, mutant in enumerate(self.mutants, 1):
            if mutant in self.done and mutant not in self.rerun:
                continue
            mine = set(cover.get(function_of(mutant), ()))
            mine_first = [i for i in order if i in mine] + sorted(mine - set(order))
            status = "no tests" if not mine else "survived"
            empty_caches()
            for index in mine_first:
                if not self.run_item(items[index], mutant, 10 * times[index] + 20):
                    status = "killed"
                    order = [index] + [i for i in order if i != index]
                    break
            empty_caches()
            changed = restore_state(state)
            self.done[mutant] = status
            self.save()
            note = f" (it changed {', '.join(changed)}: put back)" if changed else ""
            print(f"[{count}/{len(self.mutants)}] {mutant} {status}{note}", flush=True)
        return True


@functools.lru_cache(maxsize=4)
def function_bodies(source: str) -> dict[str, list[str]]:
    """Every function of a mutated module (the original, ``…__mutmut_orig``, and each mutant) → its lines
    after the ``def`` line; parsed once per module."""
    lines = source.splitlines()    # once: ast.get_source_segment splits the whole file for every function
    bodies = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            bodies[node.name] = lines[node.lineno:node.end_lineno]
    return bodies


def mutant_change(source: str, mutant: str) -> list[str]:
    """The lines a mutant changes in its function, from the mutated module's source."""
    short = mutant.rsplit(".", 1)[1]
    bodies = function_bodies(source)
    original = bodies.get(short.split("__mutmut_")[0] + "__mutmut_orig", [])
    changed = bodies.get(short, [])
    return [line for line in difflib.unified_diff(original, changed, lineterm="", n=0)
            if line[:1] in "+-" and line[:3] not in ("+++", "---")]


def recorded() -> dict[str, str]:
    """Every recorded result; where two files hold a mutant (a module run with others, then alone), the file
    written last wins: each run writes every result of its modules it read, so the newest file is complete."""
    results: dict[str, str] = {}
    for file in sorted(OUT.glob("*.json"), key=lambda f: (f.stat().st_mtime_ns, f.name)):
        results.update(json.loads(file.read_text()))
    return results


def report(path: str, names: list[str]) -> None:
    done = recorded()
    source = (OUT / "src" / path).read_text()
    counts = defaultdict(int)
    for name in names:
        counts[done.get(name, "not run")] += 1
    checked = len(names) - counts["not run"]
    rate = f"{100 * counts['killed'] / checked:.1f}%" if checked else "–"
    print(f"{path}: {len(names)} mutants, {checked} run, {counts['killed']} killed, "
          f"{counts['survived']} survived, {counts['no tests']} with no test, kill rate {rate}")
    for name in names:
        if done.get(name) in ("survived", "no tests"):
            change = " | ".join(line.strip() for line in mutant_change(source, name))
            print(f"  {done[name]}: {name.rsplit('.', 1)[1]}: {change}")


def arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="+", help="files of scoring/ or referee/, e.g. referee/classic/turn.py")
    parser.add_argument("--tests", nargs="*", default=None)
    parser.add_argument("--shard", default="1/1")
    parser.add_argument("--again", action="store_true")
    parser.add_argument("--only", nargs="*", default=None)
    parser.add_argument("--report", action="store_true")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = arguments(argv)
    os.chdir(ROOT)
    sys.path.insert(0, str(ROOT))
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mutmut"]
    files, names = {}, []
    for path in args.modules:
        mutated, made = make_mutants(path)
        files[dotted(path)] = (mutated, ROOT / path)
        names += made
    if args.report:
        for path in args.modules:
            report(path, [n for n in names if n.rsplit(".", 1)[0] == dotted(path)])
        return 0
    part, parts = (int(x) for x in args.shard.split("/"))
    mutants = [n for i, n in enumerate(names) if i % parts == part - 1]
    if args.only:
        mutants = [n for n in mutants if n in args.only or n.rsplit(".", 1)[1] in args.only]
    first = dotted(args.modules[0])
    results = OUT / (f"{first}.json" if parts == 1 else f"{first}.shard{part}of{parts}.json")
    # every recorded result of these modules, whichever run wrote it (a module may have run with others)
    done = {k: v for k, v in recorded().items() if k in set(names)}
    kept = {k: v for k, v in (json.loads(results.read_text()) if results.exists() else {}).items()
            if k not in set(names)}
    rerun: set[str] = set()
    if args.again or args.only:
        # run again this run's mutants not killed (--only: those named, whatever their result); every other
        # mutant's result is kept, and theirs until each has run again (a run stopped halfway loses none)
        rerun = {n for n in mutants if args.only or done.get(n) != "killed"}
    sys.meta_path.insert(0, MutatedFinder(files))
    os.environ["MUTANT_UNDER_TEST"] = "none"
    tests = args.tests if args.tests is not None else config["pytest_add_cli_args_test_selection"]
    plugin = Replay(mutants, results, done, kept, rerun)
    import pytest
    # pytest-timeout's SIGALRM would replace the mutants' own time limit (run_item)
    # --tb=no: a failure's traceback through the mutated module (a file of every mutant) is never shown and
    # took longer to build than the test to run
    code = pytest.main([*config.get("pytest_add_cli_args", []), "-q", "--tb=no", "-p", "no:timeout", *tests],
                       plugins=[plugin])
    for path in args.modules:
        report(path, [n for n in names if n.rsplit(".", 1)[0] == dotted(path)])
    return int(code)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
