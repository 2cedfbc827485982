"""The rules core and the bot are mypy-clean: the compiled copy (Cython) checks annotations at run
time, so an annotation must say what the value really is (a tuple where a message holds a tuple).

The same check as

    mypy game/rules game/bot.py game/bot_combat.py game/bot_legendary.py game/bot_story.py \
        --ignore-missing-imports --follow-imports=silent

run through mypy's API (its cache in a temporary folder, so the test leaves nothing behind). The rest
of the game (screens, saves, campaigns) is held to the same: `mypy game` with the project's settings
(pyproject.toml: pytweening and pytmx have no type information)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHECKED = ["game/rules", "game/bot.py", "game/bot_combat.py", "game/bot_legendary.py", "game/bot_story.py"]


def test_rules_core_and_bot_have_no_type_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("mypy")
    from mypy import api

    monkeypatch.chdir(ROOT)  # the paths as the command line gives them
    stdout, stderr, status = api.run([*CHECKED, "--ignore-missing-imports", "--follow-imports=silent",
                                      f"--cache-dir={tmp_path / 'mypy-cache'}"])
    assert status == 0, stdout + stderr
    assert "Success: no issues found" in stdout, stdout + stderr


def test_the_whole_game_package_has_no_type_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("mypy")
    from mypy import api

    monkeypatch.chdir(ROOT)  # pyproject.toml's [tool.mypy] settings apply
    stdout, stderr, status = api.run(["game", f"--cache-dir={tmp_path / 'mypy-cache'}"])
    assert status == 0, stdout + stderr
    assert "Success: no issues found" in stdout, stdout + stderr
