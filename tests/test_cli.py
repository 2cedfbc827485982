"""main.py: --help explains every flag; --autoplay plays headless, with no display at all."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def run_main(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    return subprocess.run([sys.executable, "main.py", *args], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=300)


def test_help_explains_every_flag():
    out = run_main("--help")
    assert out.returncode == 0
    for flag in ("--heroes", "--seed", "--ecology", "--variant", "--single-class", "--autoplay", "--saves",
                 "--size", "--fullscreen"):
        assert flag in out.stdout


def test_autoplay_plays_a_whole_game_headless_without_pygame():
    out = run_main("--autoplay", "--seed", "4", "--heroes", "fighter,wizard")
    assert out.returncode == 0, out.stderr
    assert "pygame" not in out.stdout + out.stderr  # no window, no pygame banner
    assert "The Ruins:" in out.stdout and "map tiles laid" in out.stdout
    assert "Ended: won" in out.stdout or "Ended: lost" in out.stdout


def test_bad_setup_is_a_clear_message_not_a_traceback():
    out = run_main("--autoplay", "--heroes", "fighter,bard")
    assert out.returncode == 2
    assert "no hero called 'bard'" in out.stderr and "Traceback" not in out.stderr
