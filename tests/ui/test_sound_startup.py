"""Start-up is silent on the terminal: main.py in a real process, on a machine without a sound card,
prints nothing to stderr (today's ALSA lines came from pygame.init() opening the sound device)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # end to end in a real window or subprocesses: `pytest -m slow` (.ci/run runs them)

REPO = Path(__file__).resolve().parents[2]


def start_main(tmp_path: Path, **env_changes: str | None) -> tuple[str, str]:
    """Run main.py until its game is created and a few frames drawn; return (stdout, stderr)."""
    env = dict(os.environ)
    env["SDL_VIDEODRIVER"] = "dummy"
    for name, value in env_changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    saves = tmp_path / "saves"
    proc = subprocess.Popen([sys.executable, "main.py", "--heroes", "fighter", "--seed", "2", "--saves", str(saves)],
                            cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None:
        if saves.exists() and any(saves.iterdir()):  # the game is made: the window, mixer and scene are up
            time.sleep(1.0)
            break
        time.sleep(0.1)
    running = proc.poll() is None
    proc.terminate()
    out, err = proc.communicate(timeout=30)
    assert running, f"the game stopped by itself: {err}"
    return out, err


def test_startup_without_a_sound_card_prints_nothing_to_stderr(tmp_path):
    out, err = start_main(tmp_path, SDL_AUDIODRIVER=None, FORGOTTEN_DEPTHS_DEBUG=None, PYGAME_HIDE_SUPPORT_PROMPT=None)
    assert err == ""
    assert "pygame" not in out, "no library banner either"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's")
def test_a_failing_alsa_device_says_nothing_either(tmp_path):
    """Forcing SDL's ALSA backend makes it try the device (on a machine with no card: ALSA's error lines)."""
    _, err = start_main(tmp_path, SDL_AUDIODRIVER="alsa", FORGOTTEN_DEPTHS_DEBUG=None)
    assert err == ""


def test_in_debug_mode_one_line_says_why_there_is_no_sound(tmp_path):
    _, err = start_main(tmp_path, SDL_AUDIODRIVER="no-such-driver", FORGOTTEN_DEPTHS_DEBUG="1")
    lines = err.splitlines()
    assert len(lines) == 1 and "no sound device" in lines[0], lines


def test_startup_with_a_sound_device_prints_nothing_to_stderr(tmp_path):
    """SDL's dummy audio driver opens like a real device: the mixer starts, the music plays, not a line."""
    out, err = start_main(tmp_path, SDL_AUDIODRIVER="dummy", FORGOTTEN_DEPTHS_DEBUG=None,
                          PYGAME_HIDE_SUPPORT_PROMPT=None)
    assert err == ""
    assert "pygame" not in out
