"""The game package is mypy-clean, the rules core and the bot included: the compiled copy declares
attributes by their annotations (tools/compiled_types.py), so an annotation must say what the value
really is (a tuple where a message holds a tuple, a dict where an attribute holds a dict).

The same check as `mypy game` with the project's settings (pyproject.toml: pytweening and pytmx have
no type information), run through mypy's API (its cache in a temporary folder, so the test leaves
nothing behind)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_the_whole_game_package_has_no_type_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("mypy")
    from mypy import api

    monkeypatch.chdir(ROOT)  # pyproject.toml's [tool.mypy] settings apply
    stdout, stderr, status = api.run(["game", f"--cache-dir={tmp_path / 'mypy-cache'}"])
    assert status == 0, stdout + stderr
    assert "Success: no issues found" in stdout, stdout + stderr
