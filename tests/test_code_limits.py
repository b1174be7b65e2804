"""Code limits, enforced rather than reviewed: no function of the code (``[tool.ruff] include`` in
pyproject.toml: scoring, referee, wonders, app.py) over cyclomatic complexity 15 (ruff's mccabe rule,
C901) or over 80 lines.

A function over a limit says why on its ``def`` line, where it is kept when the module moves:
``# noqa: C901 — reason`` (complexity), ``# noqa: LEN001 — reason`` (length; the code is this test's,
declared ``external`` to ruff).  An exception that is no longer needed fails too, so the list
stays short and true.
"""
from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 80
NOQA = re.compile(r"#\s*noqa:\s*(?P<codes>[A-Z]+[0-9]+(?:\s*,\s*[A-Z]+[0-9]+)*)(?P<rest>.*)$")


def code_files() -> list[Path]:
    """The files of ``[tool.ruff] include`` (the one list of what the limits cover)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    files = {path for pattern in config["tool"]["ruff"]["include"] for path in ROOT.glob(pattern)}
    return sorted(files)


def ruff(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=120)


def exceptions(code: str) -> dict[tuple[str, int], str]:
    """(file, line) → the reason, for every ``# noqa`` naming ``code`` in the code files."""
    found = {}
    for path in code_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            match = NOQA.search(line)
            if match and code in re.split(r"\s*,\s*", match["codes"]):
                found[(path.relative_to(ROOT).as_posix(), number)] = match["rest"].strip(" —-:").strip()
    return found


def long_functions(source: str, limit: int = MAX_LINES) -> list[tuple[int, str, int]]:
    """(line of the ``def``, name, lines) of every function longer than ``limit`` lines."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            length = node.end_lineno - node.lineno + 1
            if length > limit:
                out.append((node.lineno, node.name, length))
    return out


def test_the_limits_cover_the_code():
    names = {p.relative_to(ROOT).as_posix() for p in code_files()}
    assert {"app.py", "scoring/games/__init__.py", "referee/registry.py", "wonders/web/city.py"} <= names
    assert not any(n.startswith("tests/") for n in names)


def test_no_function_is_more_complex_than_the_limit():
    run = ruff("--output-format", "concise")
    assert run.returncode == 0, run.stdout + run.stderr


def test_every_complexity_exception_is_needed_and_says_why():
    run = ruff("--ignore-noqa", "--output-format", "json", "--select", "C901")
    flagged = {(Path(d["filename"]).resolve().relative_to(ROOT).as_posix(), d["location"]["row"])
               for d in json.loads(run.stdout)}
    marked = exceptions("C901")
    assert sorted(set(marked) - flagged) == [], "a `# noqa: C901` on a function within the limit: remove it"
    assert sorted(flagged - set(marked)) == []
    assert [where for where, reason in marked.items() if len(reason.split()) < 3] == [], "say why in a few words"
    assert len(marked) <= 20, "the exceptions are few: split the function instead"


def test_no_function_is_longer_than_the_limit():
    marked = exceptions("LEN001")
    over = set()
    for path in code_files():
        name = path.relative_to(ROOT).as_posix()
        over |= {(name, line) for line, _, _ in long_functions(path.read_text(encoding="utf-8"))}
    assert sorted(over - set(marked)) == [], f"a function over {MAX_LINES} lines: split it (or say why)"
    assert sorted(set(marked) - over) == [], "a `# noqa: LEN001` on a function within the limit: remove it"
    assert [where for where, reason in marked.items() if len(reason.split()) < 3] == [], "say why in a few words"
    assert len(marked) <= 10


def test_the_limits_would_catch_a_new_function(tmp_path):
    branches = "\n".join(f"    if x == {i}:\n        return {i}" for i in range(16))
    source = f"def tangled(x):\n{branches}\n    return -1\n"
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "app.py").write_text(source, encoding="utf-8")
    run = ruff("--output-format", "concise", cwd=tmp_path)
    assert run.returncode == 1 and "C901 `tangled` is too complex (17 > 15)" in run.stdout
    (tmp_path / "app.py").write_text(source.replace("(x):", "(x):  # noqa: C901 — a table of cases, one per line"),
                                     encoding="utf-8")
    assert ruff(cwd=tmp_path).returncode == 0
    long = "def long(x):\n" + "    x += 1\n" * MAX_LINES + "    return x\n"
    assert long_functions(long) == [(1, "long", MAX_LINES + 2)]
    assert long_functions(long, limit=MAX_LINES + 2) == []


@pytest.mark.parametrize("line, codes, reason", [
    ("def f():  # noqa: C901 — one pass, rule by rule", "C901", "one pass, rule by rule"),
    ("def f(x):  # noqa: C901, LEN001 — a whole turn", "C901, LEN001", "a whole turn"),
])
def test_an_exception_is_read_with_its_reason(line, codes, reason):
    match = NOQA.search(line)
    assert match["codes"] == codes and match["rest"].strip(" —-:").strip() == reason
