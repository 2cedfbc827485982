"""main.py: --help explains every flag; --autoplay plays headless, with no display at all."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def run_main(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    return subprocess.run([sys.executable, "main.py", *args], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=300)


def test_help_explains_every_flag():
    out = run_main("--help")
    assert out.returncode == 0
    for flag in ("--heroes", "--seed", "--ecology", "--variant", "--single-class", "--autoplay", "--bot", "--saves",
                 "--size", "--fullscreen"):
        assert flag in out.stdout


@pytest.mark.slow  # end-to-end: a whole game (README, testing notes)
def test_autoplay_plays_a_whole_game_headless_without_pygame():
    out = run_main("--autoplay", "--seed", "4", "--heroes", "fighter,wizard")
    assert out.returncode == 0, out.stderr
    assert "pygame" not in out.stdout + out.stderr  # no window, no pygame banner
    assert "The Ruins:" in out.stdout and "map tiles laid" in out.stdout
    assert "Ended: won" in out.stdout or "Ended: lost" in out.stdout


@pytest.mark.slow  # end-to-end: a whole game of the Thinking player
def test_autoplay_with_the_thinking_bot_plays_a_whole_game_as_a_demonstration():
    out = run_main("--autoplay", "--seed", "4", "--heroes", "fighter", "--bot", "thinking")
    assert out.returncode == 0, out.stderr
    assert "The Ruins:" in out.stdout and ("Ended: won" in out.stdout or "Ended: lost" in out.stdout)
    assert out.stdout.strip().splitlines()[-1].startswith("Share code: FD1-")


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_bad_setup_is_a_clear_message_not_a_traceback():
    out = run_main("--autoplay", "--heroes", "fighter,bard")
    assert out.returncode == 2
    assert "no hero called 'bard'" in out.stderr and "Traceback" not in out.stderr


def one_line_refusal(out: subprocess.CompletedProcess[str]) -> str:
    """A bad flag: exit status 2 and exactly one line on stderr, no traceback, no usage block."""
    assert out.returncode == 2, out
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert "Traceback" not in out.stderr and "usage:" not in out.stderr
    return lines[0]


def test_a_size_without_a_height_is_refused_in_one_line():
    assert "'1280x' is not a size like" in one_line_refusal(run_main("--size", "1280x"))


def test_a_size_that_is_no_number_is_refused_in_one_line():
    assert "'abc' is not a size like" in one_line_refusal(run_main("--size", "abc"))


def test_a_size_below_the_smallest_window_is_refused_in_one_line():
    assert "smaller than the smallest window, 1280x720" in one_line_refusal(run_main("--size", "10x10"))


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_a_size_above_any_screen_is_refused_in_one_line():
    assert "larger than the largest window" in one_line_refusal(run_main("--size", "100000x100000"))


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_saves_pointing_at_a_file_is_refused_in_one_line(tmp_path):
    file = tmp_path / "not-a-folder.txt"
    file.write_text("x")
    assert "is a file, not a folder" in one_line_refusal(run_main("--saves", str(file)))


def test_saves_in_a_folder_that_cannot_be_created_is_refused_in_one_line(tmp_path):
    file = tmp_path / "plain-file"
    file.write_text("x")  # a folder cannot be made inside a file, whoever runs the test
    assert "cannot be created" in one_line_refusal(run_main("--saves", str(file / "saves")))


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_saves_in_a_folder_that_cannot_be_written_is_refused_in_one_line():
    # /proc is a folder no one can create files in, root included
    assert "cannot be written to" in one_line_refusal(run_main("--saves", "/proc"))


@pytest.mark.slow  # end-to-end: the window started in a subprocess (README, testing notes)
def test_a_good_size_and_saves_folder_start_the_window(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "main.py", "--size", "1920x1080", "--saves", str(tmp_path / "new"),
                          "--max-seconds", "0.2"], cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "new").is_dir()


def refused_in_process(capsys, monkeypatch, *args: str) -> str:
    """main(argv) in this process: a bad flag is exit status 2 and one line, before any window or game."""
    import main as game_main
    from game.headless import autoplay
    from game.ui import app

    def opened(*_args: object, **_kwargs: object) -> int:
        raise AssertionError(f"{args!r} started a game instead of being refused")
    monkeypatch.setattr(app, "run", opened)
    monkeypatch.setattr(autoplay, "run", opened)
    monkeypatch.setattr(game_main, "set_window_icon", lambda: None)
    try:
        code = game_main.main(list(args))
    except SystemExit as stop:
        code = stop.code
    assert code == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    assert "Traceback" not in captured.err and "usage:" not in captured.err
    return lines[0]


@pytest.mark.parametrize("args, words", [
    (("--heroes", ""), "name one to three heroes"),
    (("--heroes", " , "), "name one to three heroes"),
    (("--heroes", "fighter,,wizard"), "empty hero name"),
    (("--heroes", "bard"), "no hero called 'bard'"),  # checked before the window opens
    (("--heroes", "fighter", "--single-class", "fighter"), "has one class already"),
    (("--max-seconds", "-5"), "too short"),
    (("--max-seconds", "0"), "too short"),
    (("--max-seconds", "nan"), "is not a number of seconds"),
    (("--max-seconds", "1e400"), "is not a number of seconds"),
    (("--max-seconds", "soon"), "is not a number of seconds"),
    (("--saves", ""), "not an empty path"),
    (("--replay", ""), "not an empty path"),
    (("--autoplay", "--bot", "clever"), "argument --bot: invalid choice: 'clever'"),
])
def test_bad_main_flags_are_refused_in_one_line(capsys, monkeypatch, args, words):
    assert words in refused_in_process(capsys, monkeypatch, *args)


def test_a_huge_bad_hero_name_is_quoted_cut_short_by_main(capsys, monkeypatch):
    line = refused_in_process(capsys, monkeypatch, "--heroes", "y" * 100_000)
    assert "no hero called" in line and len(line) < 400
