"""The tutorial played to its end in a real X window (Xvfb): the real pointer (xdotool) clicks the title
screen's Tutorial button and every callout's Next and Finish; the game's own moves are made with the
mouse events of tests/kits/mouse_kit.py, posted through the App as in tests/ui/test_tutorial.py.

    DISPLAY=:45 python -m tests.ui.test_tutorial_xvfb [--shots DIR]

run by the test below in a fresh Xvfb; prints the lessons shown and the seconds taken.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # end to end in a real window or subprocesses: `pytest -m slow` (.ci/run runs them)

ROOT = Path(__file__).resolve().parents[2]
needs_x = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool")


def tour(shots: Path | None) -> int:
    """In a real window: the whole tutorial, its own buttons clicked with the X pointer."""
    from game.ui.settings import Settings
    Settings.STORY_DEFAULT = Settings.TIPS_DEFAULT = False  # the tutorial alone over the map
    import pygame

    from game.ui.app import App, AppOptions
    from tests.kits import mouse_kit, tutorial_kit
    from tests.kits.combat_tour import Pointer

    def quick_steps(app: App, n: int = 1) -> None:
        """The frames between a posted move's events, not drawn (a real window draws slowly); the tutorial's
        loop draws each screen before it reads or clicks it."""
        for _ in range(n):
            app.step(1 / 60, draw=False)
    mouse_kit.steps = quick_steps  # type: ignore[assignment]

    started, cpu = time.perf_counter(), time.process_time()
    app = App(AppOptions(saves_dir=Path(tempfile.mkdtemp())))
    app.settings.anim_speed = 0
    pointer = Pointer()

    def frames(n: int) -> None:
        for _ in range(n):
            app.step(1 / 60)

    def press(pos: tuple[int, int]) -> None:
        """The real pointer to `pos` (xdotool without --sync: it waits long on a pointer already there),
        frames until SDL has it there, a real click, frames until the game has seen it."""
        pointer.xdo("mousemove", "--window", pointer.wid, str(int(pos[0])), str(int(pos[1])))
        for _ in range(200):
            frames(1)
            if pygame.mouse.get_pos() == (int(pos[0]), int(pos[1])):
                break
        pointer.xdo("click", "1")
        frames(3)

    frames(5)
    press(app.scene.buttons["tutorial"].rect.center)
    assert app.guide.teaching, "the Tutorial button starts the tutorial"
    taken: set[str] = set()

    def on_lesson(key: str) -> None:
        if shots is not None and key in ("place", "fight-damage") and key not in taken:
            taken.add(key)
            frames(2)
            subprocess.run(["import", "-window", "root", str(shots / f"tutorial-{key}.png")], check=False)

    shown = tutorial_kit.play_the_tutorial(app, press=press, on_lesson=on_lesson)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    print("lessons:", " ".join(shown))
    print(f"seconds: {seconds:.1f} (CPU {cpu:.1f})")
    finished = app.guide.tutorial is None and shown[-1:] == ["end"]
    print("finished:", finished)
    pygame.quit()
    return 0 if finished else 1


@needs_x
def test_the_tutorial_plays_to_its_end_in_a_real_window(content):
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        display = ":" + xvfb.stdout.readline().strip()  # Xvfb picks a free display and says which
        env = {**os.environ, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        env.pop("SDL_VIDEODRIVER", None)
        out = subprocess.run([sys.executable, "-m", "tests.ui.test_tutorial_xvfb"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=300)
        assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
        from game.ui.tutorial import LESSONS
        assert f"lessons: {' '.join(lesson.key for lesson in LESSONS)}" in out.stdout
        cpu = float(out.stdout.split("(CPU ")[1].split(")")[0])
        assert cpu < 20, f"{cpu} s of CPU in the real window"  # ~12 s measured (xdotool and X not counted)
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=30)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, help="keep screenshots of two callouts in this folder")
    sys.exit(tour(parser.parse_args().shots))
