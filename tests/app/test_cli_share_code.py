"""main.py --code (issue 38): --autoplay ends its account with the game's share code, and
`--code CODE --autoplay` plays the very same game; a bad code is one line and exit status 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.headless import autoplay
from game.rules import Content
from game.saves.share_code import ShareSetup, read_code, share_code

REPO = Path(__file__).resolve().parents[2]


def run_main(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    return subprocess.run([sys.executable, "main.py", *args], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=300)


def one_line_refusal(out: subprocess.CompletedProcess[str]) -> str:
    assert out.returncode == 2, out
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert "Traceback" not in out.stderr
    return lines[0]


def test_help_explains_the_code_flag():
    out = run_main("--help")
    assert out.returncode == 0 and "--code CODE" in out.stdout and ".fdreplay" in out.stdout


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_a_mistyped_code_is_refused_in_one_line():
    assert "is mistyped" in one_line_refusal(run_main("--code", "FD1-AHD1-7AYG-5YX", "--autoplay"))


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_a_code_with_flags_that_set_the_game_up_is_refused_naming_them():
    line = one_line_refusal(run_main("--code", "FD1-AHD1-7AYG-5YF", "--seed", "3", "--heroes", "rogue"))
    assert "leave out --heroes and --seed" in line


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_a_code_of_a_party_the_rules_refuse_is_refused_in_one_line(content: Content):
    code = share_code(ShareSetup.make(["fighter", "fighter-wizard"], seed=3), content)
    assert "two sides of one Hero Mat" in one_line_refusal(run_main("--code", code, "--autoplay"))


def test_the_account_ends_with_the_code_and_the_code_plays_the_same_game(content: Content,
                                                                         capsys: pytest.CaptureFixture[str]):
    setup = ShareSetup.make(["rogue", "wizard"], seed=11, house_rules=["knocked_out"], story_mode=True)
    assert autoplay.run(list(setup.heroes), 11, "ruins", [], setup=setup) == 0
    first = capsys.readouterr().out
    last = first.strip().splitlines()[-1]
    assert last.startswith("Share code: FD1-")
    code = last.removeprefix("Share code: ")
    assert read_code(code, content) == setup
    assert autoplay.run([], 0, "ruins", [], setup=read_code(code, content)) == 0
    assert capsys.readouterr().out == first


@pytest.mark.slow  # two whole bot games in subprocesses
def test_code_autoplay_prints_the_same_account_as_the_game_it_came_from(content: Content):
    plain = run_main("--autoplay", "--seed", "21", "--heroes", "fighter-wizard", "--single-class", "fighter-wizard",
                     "--variant", "more_keys")
    assert plain.returncode == 0, plain.stderr
    code = plain.stdout.strip().splitlines()[-1].removeprefix("Share code: ")
    assert code == share_code(ShareSetup.make(["fighter-wizard"], 21, variants=["more_keys"],
                                              single_class=["fighter-wizard"]), content)
    again = run_main("--code", code, "--autoplay")
    assert again.returncode == 0, again.stderr
    assert again.stdout == plain.stdout
