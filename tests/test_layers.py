"""The layers are enforced, not reviewed: imports run shell (wonders) → referee → scoring, never
upward and never in a circle; scoring and referee stay pure Python (README, "Layers").

The contracts live in pyproject.toml (``[tool.importlinter]``); ``lint-imports`` checks them by
hand too.  import-linter's ``acyclic_siblings`` sees cycles among siblings; a package and one
of its own modules importing each other (``referee`` ↔ ``referee.expansions.babel.check``) is checked here on
grimp's graph of the modules themselves.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_the_import_contracts_are_kept():
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, (str(ROOT), os.environ.get("PYTHONPATH")))))
    run = subprocess.run(
        [sys.executable, "-c", "import sys; from importlinter.cli import lint_imports; "
                               "sys.exit(lint_imports(config_filename='pyproject.toml', no_cache=True, no_logo=True))"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 broken" in run.stdout


@pytest.fixture(scope="module")
def graph():
    return grimp.build_graph("scoring", "referee", "wonders", cache_dir=None)


def cycles(graph, package: str) -> list[str]:
    """Every module of ``package`` that imports a module that (directly or not) imports it back."""
    found = []
    for module in sorted(graph.find_descendants(package) | {package}):
        for imported in sorted(graph.find_modules_directly_imported_by(module)):
            chain = graph.find_shortest_chain(importer=imported, imported=module)
            if chain is not None:
                found.append(" → ".join((module, *chain)))
    return found


@pytest.mark.parametrize("package", ["scoring", "referee", "wonders"])
def test_no_module_imports_itself_in_a_circle(graph, package):
    assert cycles(graph, package) == []


def test_a_circle_would_be_found(graph):
    graph.add_import(importer="scoring.core.errors", imported="scoring.games", line_number=1, line_contents="from . import games")
    try:
        assert any(c.startswith("scoring.core.errors → scoring.games") for c in cycles(graph, "scoring"))
    finally:
        graph.remove_import(importer="scoring.core.errors", imported="scoring.games")
