"""Issue 39, item 2: a real X window (Xvfb) resized by the X server both ways, several times, on the
map and on the combat table, at 100 % and 150 %, is laid out and drawn whole at every size
(tests/kits/resize_kit.py; the same with SDL's dummy driver: tests/ui/test_window_follows_resize.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool") and shutil.which("import")),
                                reason="needs Xvfb, xdotool and ImageMagick"),
              pytest.mark.slow]  # a real window in a subprocess: `pytest -m slow`


@pytest.mark.parametrize("scene", ["map", "combat"])
@pytest.mark.parametrize("scale", ["1.0", "1.5"])
def test_a_real_window_resized_both_ways_is_laid_out_and_drawn_whole(scene, scale, tmp_path):
    display = f":{300 + os.getpid() % 300}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "2560x1440x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        env = {**os.environ, "DISPLAY": display, "SDL_VIDEO_X11_WMCLASS": "forgotten-depths"}
        env.pop("SDL_VIDEODRIVER", None)
        end = time.monotonic() + 60
        while subprocess.run(["xdotool", "getmouselocation"], env=env, capture_output=True).returncode != 0:
            assert time.monotonic() < end, "Xvfb did not start"
            time.sleep(0.05)
        out = subprocess.run([sys.executable, "-m", "tests.kits.resize_kit", scene, "--scale", scale,
                              "--shots", str(tmp_path)], cwd=ROOT, env=env, capture_output=True, text=True,
                             timeout=600)
        assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
        assert out.stdout.count("whole window laid out and drawn") == 6
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=30)
