"""End to end in a real window: Xvfb, the game as a separate process, xdotool's real mouse.

The game writes its events (--event-log) and the screen positions of what can be clicked
(--probe); the test moves the real pointer, presses, drags and releases, and reads the events.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool (.ci/run installs them: apt-get install xvfb xdotool)")


def wait_for(predicate, seconds: float = 20.0, what: str = "condition"):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


class RealWindow:
    """An Xvfb display with the game in it, driven through xdotool."""

    def __init__(self, tmp: Path, args: list[str]) -> None:
        self.tmp = tmp
        self.display = f":{90 + os.getpid() % 500}"
        self.xvfb = subprocess.Popen(["Xvfb", self.display, "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.env = {**os.environ, "DISPLAY": self.display, "SDL_VIDEO_X11_WMCLASS": "forgotten-depths",
                    "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        self.env.pop("SDL_VIDEODRIVER", None)
        wait_for(lambda: subprocess.run(["xdotool", "getmouselocation"], env=self.env,
                                        capture_output=True).returncode == 0, what="Xvfb")
        self.events_path, self.probe_path = tmp / "events.jsonl", tmp / "probe.json"
        self.game = subprocess.Popen([sys.executable, "-m", "game.ui", "--saves", str(tmp / "saves"),
                                      "--event-log", str(self.events_path), "--probe", str(self.probe_path),
                                      "--max-seconds", "120", *args],
                                     cwd=ROOT, env=self.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        out = subprocess.run(["xdotool", "search", "--sync", "--class", "forgotten-depths"], env=self.env,
                             capture_output=True, text=True, timeout=30)
        self.wid = out.stdout.split()[0]
        wait_for(lambda: self.probe_path.exists(), what="the first frame")

    def probe(self) -> dict:
        for _ in range(50):
            try:
                return json.loads(self.probe_path.read_text())
            except (OSError, ValueError):
                time.sleep(0.02)
        raise AssertionError("probe unreadable")

    def events(self) -> list[dict]:
        if not self.events_path.exists():
            return []
        return [json.loads(line) for line in self.events_path.read_text().splitlines() if line.strip()]

    def xdo(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=10)

    def click(self, pos: list[int]) -> None:
        self.xdo("mousemove", "--window", self.wid, str(pos[0]), str(pos[1]))
        time.sleep(0.1)
        self.xdo("click", "1")

    def drag(self, start: list[int], end: list[int], steps: int = 8) -> None:
        self.xdo("mousemove", "--window", self.wid, str(start[0]), str(start[1]))
        time.sleep(0.1)
        self.xdo("mousedown", "1")
        for i in range(1, steps + 1):
            x = int(start[0] + (end[0] - start[0]) * i / steps)
            y = int(start[1] + (end[1] - start[1]) * i / steps)
            self.xdo("mousemove", "--window", self.wid, str(x), str(y))
            time.sleep(0.03)
        time.sleep(0.15)
        self.xdo("mouseup", "1")

    def screenshot(self, name: str) -> Path:
        out = Path(os.environ.get("FD_SCREENSHOTS", self.tmp)) / name
        subprocess.run(["import", "-window", "root", str(out)], env=self.env, capture_output=True, timeout=20)
        return out

    def close(self) -> None:
        for proc in (self.game, self.xvfb):
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()


def kinds(events: list[dict]) -> list[str]:
    return [e["kind"] for e in events]


def test_a_real_mouse_draws_and_places_tiles_in_a_real_window(tmp_path):
    """Start a game, then three times: click "Draw a map tile", drag the tile to a green square, release."""
    from game.rules.content import load_content
    from game.rules.errors import ContentError
    try:
        load_content()
    except ContentError as exc:
        pytest.skip(f"game content not available: {exc}")
    win = RealWindow(tmp_path, ["--heroes", "fighter,wizard", "--players", "Ann,Ben", "--seed", "11"])
    try:
        win.screenshot("e2e-start.png")
        for placed in range(1, 4):
            p = wait_for(lambda: (q := win.probe()) and q.get("actions") and q, what="the Draw button")
            draw = next(pos for pos, kind in p["actions"] if kind == "draw_tile")
            win.click(draw)
            p = wait_for(lambda: (q := win.probe()) and q.get("legal_squares") and q, what="the drawn tile")
            sq = sorted(p["legal_squares"])[0]
            target = p["legal_squares"][sq][0]
            win.drag(p["slot"], target)
            wait_for(lambda n=placed: kinds(win.events()).count("tile_placed") == n, what=f"tile {placed} placed")
        win.screenshot("e2e-explore.png")
        placed_events = [e for e in win.events() if e["kind"] == "tile_placed"]
        assert len(placed_events) == 3
        assert [e["hero"] for e in placed_events] == [0, 1, 0], "the heroes take turns placing tiles"
    finally:
        win.close()
