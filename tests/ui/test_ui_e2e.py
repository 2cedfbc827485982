"""End to end in a real window: Xvfb, the game as a separate process, xdotool's real mouse.

The game writes its events (--event-log) and the screen positions of what can be clicked
(--probe); the test moves the real pointer, presses, drags and releases, and reads the events.
Every wait is for something the game wrote (an event, a probe change), with generous ceilings for
a loaded machine; nothing sleeps a fixed time.
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

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool (.ci/run installs them: apt-get install xvfb xdotool)"),
              pytest.mark.slow]  # end to end in a real window: `pytest -m slow` (.ci/run runs them)


CEILING = 120.0  # seconds: only ever reached when something is broken


def wait_for(predicate, seconds: float = CEILING, what: str = "condition"):
    """Poll `predicate` until it gives a true value (the game answers on its next frames)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)  # a poll interval, not a wait for the game
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
        (tmp / "saves").mkdir(parents=True, exist_ok=True)  # no story panel over the map these tests drive
        (tmp / "saves" / "settings.json").write_text('{"story": false}')
        self.game = subprocess.Popen([sys.executable, "-m", "game.ui", "--saves", str(tmp / "saves"),
                                      "--event-log", str(self.events_path), "--probe", str(self.probe_path),
                                      "--max-seconds", "900", *args],
                                     cwd=ROOT, env=self.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        wait_for(lambda: self.probe_path.exists(), what="the first frame")
        self.wid = self.find_window()

    def find_window(self) -> str:
        """The game's visible window, looked up once it draws (SDL may replace a window while starting)."""
        out = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--class", "forgotten-depths"],
                             env=self.env, capture_output=True, text=True, timeout=60)
        return out.stdout.split()[-1]

    def probe(self) -> dict:
        def read() -> dict | None:
            try:
                return json.loads(self.probe_path.read_text())
            except (OSError, ValueError):  # being replaced this instant: read again
                return None
        return wait_for(read, what="a readable probe")

    def settled(self) -> dict:
        """The probe once it shows the screen after the latest event (positions match the state)."""
        return wait_for(lambda: (q := self.probe()) and q.get("events") == len(self.events()) and q,
                        what="the screen to catch up with the events")

    def events(self) -> list[dict]:
        if not self.events_path.exists():
            return []
        return [json.loads(line) for line in self.events_path.read_text().splitlines() if line.strip()]

    def xdo(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=60)

    def move(self, x: int, y: int) -> None:
        """Move the real pointer; --sync returns once the X server has it there."""
        try:
            self.xdo("mousemove", "--sync", "--window", self.wid, str(x), str(y))
        except subprocess.CalledProcessError:  # the window id went stale (BadWindow): look it up again
            self.wid = self.find_window()
            self.xdo("mousemove", "--sync", "--window", self.wid, str(x), str(y))

    def frames_later(self, n: int = 2) -> None:
        """Wait until the game has drawn `n` more frames (it has seen what the pointer did)."""
        start = self.probe().get("frame", 0)
        wait_for(lambda: self.probe().get("frame", 0) >= start + n, what="the game's next frames")

    def click(self, pos: list[int]) -> None:
        self.move(pos[0], pos[1])
        self.frames_later()
        self.xdo("click", "1")

    def drag(self, start: list[int], end: list[int], steps: int = 8) -> None:
        self.move(start[0], start[1])
        self.frames_later()
        self.xdo("mousedown", "1")
        for i in range(1, steps + 1):
            self.move(int(start[0] + (end[0] - start[0]) * i / steps), int(start[1] + (end[1] - start[1]) * i / steps))
        wait_for(lambda: self.probe().get("held"), what="the tile carried")
        self.frames_later()
        self.xdo("mouseup", "1")

    def screenshot(self, name: str) -> Path:
        out = Path(os.environ.get("FD_SCREENSHOTS", self.tmp)) / name
        if shutil.which("import") is None:  # ImageMagick is optional: the pictures are for people
            return out
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
    from game.rules import ContentError, load_content
    try:
        load_content()
    except ContentError as exc:
        pytest.skip(f"game content not available: {exc}")
    win = RealWindow(tmp_path, ["--heroes", "fighter,wizard", "--players", "Ann,Ben", "--seed", "11"])
    try:
        win.screenshot("e2e-start.png")
        for placed in range(1, 4):
            p = wait_for(lambda: (q := win.settled()) and q.get("actions") and q, what="the Draw button")
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


def place_one_tile(win: RealWindow, placed: int) -> None:
    p = wait_for(lambda: (q := win.settled()) and q.get("scene") == "explore" and q.get("actions") and q,
                 what="the Draw button")
    draw = next((pos for pos, kind in p["actions"] if kind == "draw_tile"), None)
    assert draw is not None, "the map tile pile can be drawn from"
    win.click(draw)
    try:
        p = wait_for(lambda: (q := win.probe()) and q.get("legal_squares") and q, what="the drawn tile")
    except AssertionError:
        win.screenshot("e2e-no-tile.png")
        raise
    sq = sorted(p["legal_squares"])[0]
    win.drag(p["slot"], p["legal_squares"][sq][0])
    wait_for(lambda: kinds(win.events()).count("tile_placed") == placed + 1, what=f"tile {placed + 1} placed")


def test_a_real_mouse_encounters_a_monster_and_fights_a_round(tmp_path):
    """Place tiles until a Monster glows, click it, then at the combat table click each hero's cards,
    Ready, and the Combat Pairs until the round ends — real pointer motion and clicks only."""
    from game.rules import ContentError, load_content
    try:
        load_content()
    except ContentError as exc:
        pytest.skip(f"game content not available: {exc}")
    win = RealWindow(tmp_path, ["--heroes", "fighter,wizard", "--players", "Ann,Ben", "--seed", "11"])
    try:
        monster = None
        for placed in range(10):
            p = win.settled()
            monster = next((v for v in p.get("elements", {}).values() if v[1] and len(v) > 3 and v[3] == "monster"),
                           None)
            if monster is not None:
                break
            place_one_tile(win, placed)
        if monster is None:
            pytest.skip("no Monster came within reach in ten tiles")
        win.click(monster[0])
        wait_for(lambda: win.probe().get("scene") == "combat", what="the combat table")
        win.screenshot("e2e-combat.png")
        for _ in range(60):
            ev = kinds(win.events())
            if "round_ended" in ev or "combat_won" in ev or "game_lost" in ev:
                break
            p = win.settled()
            if p.get("scene") != "combat":
                break
            before = len(win.events())
            if p.get("options") and p.get("hand"):
                want = list(p["options"][0])
                for n, card in enumerate(want, start=1):  # click the cards of one legal play, then Ready
                    pos = next(pos for pos, c in p["hand"] if c == card)
                    win.click(pos)
                    wait_for(lambda n=n: len(win.probe().get("selected", [])) >= n, what="the card selected")
                p2 = wait_for(lambda: (q := win.probe()) and q.get("ready") and q, what="the Ready button")
                win.click(p2["play"])
            elif p.get("pairs"):
                win.click(p["pairs"][0][0])
            elif p.get("actions"):
                order = ("assign_monsters", "place_monster_card", "resolve_pair", "finish_abilities",
                         "avoid_return_damage")
                pos = next((pos for kind in order for pos, k in p["actions"] if k == kind), p["actions"][0][0])
                win.click(pos)
            else:  # nothing to click on this frame: wait for the next probe
                win.frames_later()
                continue
            # the click lands as events, or (a pair with several targets) as a list of choices
            wait_for(lambda b=before, p=p: len(win.events()) > b or win.probe().get("actions") != p.get("actions"),
                     what="the click's effect")
        ev = kinds(win.events())
        win.screenshot("e2e-after-round.png")
        accepted = [e["command"]["kind"] for e in win.events() if e["kind"] == "command_accepted"]
        assert "play_cards" in accepted, "the heroes played cards with the mouse"
        assert "round_ended" in ev or "combat_won" in ev or "game_lost" in ev, "a whole combat round was fought"
    finally:
        win.close()
