"""Two real game windows under Xvfb play one game online, with real clicks (xdotool): one window is
`python3 main.py --host`, the other `python3 main.py --join CODE` with the code the first shows. The
host clicks Descend! and Enter the game, the friend Enter the game; both windows then show the same
game, and a move clicked in the host's window appears in the friend's. Each window writes where its
buttons are and what it shows (main.py's hidden --probe) and the test polls those files: no blind
sleeping, and generous time limits for a loaded CI machine.

    python -m tests.ui.test_online_two_windows_xvfb [--shots DIR]    (in a fresh Xvfb, as the test does)
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.slow  # end to end in real windows and subprocesses: `pytest -m slow`

ROOT = Path(__file__).resolve().parents[2]
SCREEN = (2600, 760)  # two 1280x720 windows side by side
needs_x = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                             reason="needs Xvfb and xdotool (the real X server and pointer)")


class Window:
    """One game window in a subprocess: its X window (found by its class) and its probe file."""

    def __init__(self, name: str, args: list[str], env: dict[str, str], folder: Path) -> None:
        self.name = name
        self.probe_path = folder / f"{name}.json"
        saves = folder / f"saves-{name}"
        saves.mkdir()
        (saves / "settings.json").write_text('{"story": false, "tips": false}')  # no first-time panels
        self.log = (folder / f"{name}.log").open("w")
        self.proc = subprocess.Popen(
            [sys.executable, "main.py", "--saves", str(saves), "--probe", str(self.probe_path),
             "--max-seconds", "600", *args],
            cwd=ROOT, env={**env, "SDL_VIDEO_X11_WMCLASS": f"fd-{name}"}, stdout=self.log, stderr=subprocess.STDOUT)
        self.wid = ""

    def find(self) -> None:
        out = subprocess.run(["timeout", "120", "xdotool", "search", "--sync", "--onlyvisible", "--class",
                              f"fd-{self.name}"], capture_output=True, text=True, timeout=130)
        assert out.stdout.split(), f"no {self.name} window: {self.tail()}"
        self.wid = out.stdout.split()[-1]

    def place(self, x: int) -> None:
        subprocess.run(["xdotool", "windowmove", "--sync", self.wid, str(x), "0"], check=True, timeout=60)

    def probe(self) -> dict[str, Any]:
        try:
            return dict(json.loads(self.probe_path.read_text()))
        except (OSError, ValueError):
            return {}

    def until(self, what: str, done: Callable[[dict[str, Any]], bool], seconds: float = 90.0) -> dict[str, Any]:
        """Poll the window's probe until `done(probe)`; the probe then (a failure names `what`)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            assert self.proc.poll() is None, f"the {self.name} window closed: {self.tail()}"
            probe = self.probe()
            if probe and done(probe):
                return probe
            time.sleep(0.1)
        raise AssertionError(f"the {self.name} window never got to {what}: {self.probe()} {self.tail()}")

    def click(self, pos: list[int] | tuple[int, int]) -> None:
        """The real pointer onto the window at `pos` (window coordinates), then a real click."""
        x, y = str(int(pos[0])), str(int(pos[1]))
        subprocess.run(["xdotool", "mousemove", "--window", self.wid, x, y], check=True, timeout=60)
        time.sleep(0.3)  # the window reads the motion (hover) before the press, as a hand's click
        subprocess.run(["xdotool", "click", "1"], check=True, timeout=60)

    def tail(self) -> str:
        self.log.flush()
        return Path(self.log.name).read_text()[-1500:]

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=20)
        self.log.close()


def play(shots: Path | None) -> int:
    """Host in one window, join in the other, a move clicked in the host's seen in the friend's."""
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("SDL_VIDEODRIVER", None)
    folder = Path(tempfile.mkdtemp(prefix="fd-two-windows-"))
    host = Window("host", ["--host", "--port", "0", "--heroes", "fighter,wizard", "--seed", "7"], env, folder)
    friend: Window | None = None
    try:
        host.find()
        host.place(0)  # side by side: a window opens in the screen's middle, where the other's would cover it
        setup = host.until("the setup screen", lambda p: p.get("scene") == "setup")
        host.click(setup["start"])  # Descend!: the game is open to friends, the lobby shows its code
        lobby = host.until("its lobby, welcomed", lambda p: p.get("scene") == "lobby" and p.get("welcomed"))
        friend = Window("join", ["--join", lobby["code"]], env, folder)
        friend.find()
        friend.place(SCREEN[0] // 2)
        joined = friend.until("a seat at the table", lambda p: p.get("scene") == "lobby" and p.get("mine") == [1])
        host.until("the friend in the seats", lambda p: (p.get("seats") or [{}, {}])[1].get("connected") is True)
        friend.click(joined["enter"])
        host.click(lobby["enter"])
        mine = host.until("the map", lambda p: p.get("scene") == "explore" and bool(p.get("actions")))
        theirs = friend.until("the map", lambda p: p.get("scene") == "explore")
        assert mine["events"] == theirs["events"] > 0 and mine["phase"] == theirs["phase"] == "exploring"
        assert theirs["actions"] == [], "the friend's window offers none of the host hero's moves"
        draw = next(pos for pos, kind in mine["actions"] if kind == "draw_tile")
        host.click(draw)  # the host's hero draws the first tile, by a click
        after = host.until("the drawn tile", lambda p: p.get("held_tile") is not None)
        seen = friend.until("the same tile drawn", lambda p: p.get("events") == after["events"])
        assert seen["held_tile"] == after["held_tile"] and seen["phase"] == after["phase"] == "placing"
        if shots is not None:
            subprocess.run(["import", "-window", "root", str(shots / "online-two-windows.png")], check=False)
        print(f"same game in both windows: {after['events']} events, tile {after['held_tile']}")
        return 0
    except AssertionError:
        if shots is not None:  # what the screen showed when it went wrong
            subprocess.run(["import", "-window", "root", str(shots / "online-two-windows-failed.png")], check=False)
        raise
    finally:
        for w in (friend, host):
            if w is not None:
                w.close()
        shutil.rmtree(folder, ignore_errors=True)


@needs_x
def test_two_windows_host_and_join_by_clicks_and_a_move_clicked_in_one_shows_in_the_other():
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24",
                             "-nolisten", "tcp"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        display = ":" + xvfb.stdout.readline().strip()  # Xvfb picks a free display and says which
        env = {**os.environ, "DISPLAY": display}
        out = subprocess.run([sys.executable, "-m", "tests.ui.test_online_two_windows_xvfb"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=900)
        assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
        assert "same game in both windows" in out.stdout
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=30)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, help="keep a screenshot of both windows in this folder")
    sys.exit(play(parser.parse_args().shots))
