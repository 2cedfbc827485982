"""Issue 12: fights played in a real X window (Xvfb) with the real mouse (xdotool) by tests/kits/combat_tour.py,
to the end and the summary panel, the adventure log telling the whole story. A Singular monster in
the default run; every other kind (Pair, Group, Horde, two Monster Cards, the Stair Guardian, the
Final Entity) with `-m slow`."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool"),
              pytest.mark.slow]  # end to end in a real window: `pytest -m slow` (.ci/run runs them)


def tour(kind: str, tmp_path: Path) -> str:
    display = f":{600 + os.getpid() % 300}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        env = {**os.environ, "DISPLAY": display}
        env.pop("SDL_VIDEODRIVER", None)
        end = time.monotonic() + 60
        while subprocess.run(["xdotool", "getmouselocation"], env=env, capture_output=True).returncode != 0:
            assert time.monotonic() < end, "Xvfb did not start"
            time.sleep(0.05)
        out = subprocess.run([sys.executable, "-m", "tests.kits.combat_tour", kind, "--shots", str(tmp_path)],
                             cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
        assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
        return out.stdout
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=30)


def check_story(log: str) -> None:
    assert "— Round 1 —" in log
    assert " resolves a pair: " in log and " damage " in log
    assert "Victory" in log or "have lost" in log
    assert "fight played to its end: True" in log


def test_a_singular_monster_is_fought_to_the_end_with_real_clicks(tmp_path):
    check_story(tour("singular", tmp_path))


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["pair", "group", "horde", "two-cards", "stair-guardian", "final-entity"])
def test_every_kind_of_fight_is_fought_to_the_end_with_real_clicks(kind, tmp_path):
    check_story(tour(kind, tmp_path))
