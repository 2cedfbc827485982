"""Smoke test of the standalone game (issue 19): build it with tools/build_release.py, copy the folder
out of the checkout, and start it with no Python on PATH from an empty directory: headless with
`--autoplay --seed 3`, and as a window under Xvfb for a few seconds.

Slow (a PyInstaller build): the default `python3 -m pytest` leaves it out; with requirements/dev.txt
installed, run it with
    python3 -m pytest -m slow -n 0 tests/app/test_release_smoke.py
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
EXE_NAME = "ForgottenDepths" + (".exe" if os.name == "nt" else "")


@pytest.fixture(scope="module")
def game_exe(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built game, copied to a folder outside the checkout (it must not need the checkout)."""
    started = time.perf_counter()
    build = subprocess.run([sys.executable, "tools/build_release.py"], cwd=REPO, capture_output=True, text=True,
                           timeout=1800)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    print(f"\n{build.stdout.strip().splitlines()[-1]} (test wall time {time.perf_counter() - started:.0f} s)")
    elsewhere = tmp_path_factory.mktemp("unpacked") / "ForgottenDepths"
    shutil.copytree(REPO / "dist" / "ForgottenDepths", elsewhere, symlinks=True)
    return elsewhere / EXE_NAME


def bare_env(tmp: Path, **extra: str) -> dict[str, str]:
    """A player's environment: no Python on PATH, nothing of this checkout, a user data folder in tmp."""
    empty_bin = tmp / "bin"
    empty_bin.mkdir(exist_ok=True)
    env = {"PATH": str(empty_bin), "HOME": str(tmp / "home"), "XDG_DATA_HOME": str(tmp / "data"),
           "XDG_CONFIG_HOME": str(tmp / "config"), "LANG": "C.UTF-8", "SDL_AUDIODRIVER": "dummy", **extra}
    assert shutil.which("python3", path=env["PATH"]) is None and shutil.which("python", path=env["PATH"]) is None
    return env


def elsewhere(tmp: Path) -> Path:
    """An empty working directory outside the checkout."""
    cwd = tmp / "somewhere"
    cwd.mkdir(exist_ok=True)
    return cwd


def test_the_built_game_plays_headless_exactly_like_the_checkout(game_exe: Path, tmp_path: Path):
    cwd = elsewhere(tmp_path)
    run = subprocess.run([str(game_exe), "--autoplay", "--seed", "3"], cwd=cwd,
                         env=bare_env(tmp_path, SDL_VIDEODRIVER="dummy"), capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "Ended:" in run.stdout and "Traceback" not in run.stderr
    source = subprocess.run([sys.executable, "main.py", "--autoplay", "--seed", "3"], cwd=REPO,
                            env={**os.environ, "SDL_VIDEODRIVER": "dummy"}, capture_output=True, text=True,
                            timeout=300)
    assert run.stdout == source.stdout  # same rules, same cards, same seed: the same game
    assert list(cwd.iterdir()) == []  # nothing written where it was started


def test_the_built_game_reports_pyprojects_version(game_exe: Path, tmp_path: Path):
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    run = subprocess.run([str(game_exe), "--version"], cwd=elsewhere(tmp_path), env=bare_env(tmp_path),
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and run.stdout.strip() == f"Forgotten Depths {version}"


def window_appears(env: dict[str, str], wm_class: str, proc: subprocess.Popen[str], within: float) -> bool:
    """True once a window of `wm_class` is on the X display (xdotool), or if xdotool is missing and the
    game is still running after `within` seconds."""
    xdotool = shutil.which("xdotool")
    deadline = time.monotonic() + within
    while time.monotonic() < deadline and proc.poll() is None:
        if xdotool:
            found = subprocess.run([xdotool, "search", "--class", wm_class], env={"DISPLAY": env["DISPLAY"]},
                                   capture_output=True, text=True, timeout=10)
            if found.stdout.strip():
                return True
        time.sleep(0.3)
    return xdotool is None and proc.poll() is None


@pytest.mark.parametrize("args", [[], ["--heroes", "fighter,wizard", "--seed", "3"]], ids=["title", "explore"])
def test_the_built_game_opens_its_window_under_xvfb(game_exe: Path, tmp_path: Path, args: list[str]):
    """The title screen, and a new game on the map (tiles, cards, fonts and theme read from the bundle;
    the new campaign saved in the user data folder)."""
    display = os.environ.get("DISPLAY")
    if not display:
        if shutil.which("Xvfb"):
            pytest.fail("Xvfb is installed but no DISPLAY is set (pytest-xvfb should have started one)")
        pytest.skip("no X server here: apt-get install xvfb xdotool")
    wm_class = f"fd-smoke-{os.getpid()}-{len(args)}"
    env = bare_env(tmp_path, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_VIDEO_X11_WMCLASS=wm_class)
    cwd = elsewhere(tmp_path)
    proc = subprocess.Popen([str(game_exe), *args, "--max-seconds", "5"], cwd=cwd, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        appeared = window_appears(env, wm_class, proc, within=60)
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert appeared, f"no game window appeared\n{err[-3000:] if proc.stderr else ''}"
    assert proc.returncode == 0 and "Traceback" not in err, err[-3000:]
    assert "pygame-ce" not in out  # no library banner in the player's terminal
    assert list(cwd.iterdir()) == []
    user_data = tmp_path / "data" / "forgotten-depths"
    if args:  # a new game saves itself at once, in the user data folder
        assert any(p.name.endswith(".log.jsonl") for p in user_data.rglob("*")), list(user_data.rglob("*"))
