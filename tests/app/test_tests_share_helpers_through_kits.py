"""Test modules share helpers only through tests/kits/: no test module imports another (a test file
run alone, moved or renamed must not break a second one)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def test_no_test_module_imports_another() -> None:
    offenders = []
    for path in TESTS.rglob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            module = node.module if isinstance(node, ast.ImportFrom) else None
            if module and module.startswith("tests.") and module.split(".")[-1].startswith("test_"):
                offenders.append(f"{path.relative_to(TESTS)} imports {module}")
    assert not offenders, offenders
