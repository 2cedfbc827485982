"""Screenshots of issue 13's window sizes in a real X window: explore (a full-ish Ecology, a map
symbol's tooltip showing), combat with the Final Entity and Level Up, at one window size and UI
scale per run. The positions come from the fit test's seeded bot games (tests/kits/fit_scenes.py).
Run under Xvfb, once per size::

    Xvfb :42 -screen 0 2560x1440x24 -nolisten tcp &
    DISPLAY=:42 SDL_VIDEO_X11_WMCLASS=forgotten-depths python tools/size_screenshots.py docs/screenshots 1280x720 150

writes explore-1280x720-150.png, combat-final-entity-1280x720-150.png and level-up-1280x720-150.png.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ui import map_hover  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from tests.kits.fit_kit import session_for  # noqa: E402
from tests.kits.fit_scenes import moments  # noqa: E402

SHOTS = {"explore": "exploring:fullest", "combat-final-entity": "combat:final", "level-up": "step:level_up:paid"}


def usage(message: str) -> None:
    print(f"size_screenshots: {message}\nusage: size_screenshots.py DEST WxH PERCENT", file=sys.stderr)
    raise SystemExit(2)


def shoot(app: App, dest: Path, frames: int = 8) -> None:
    """Draw a few frames, then grab the game's own X window with ImageMagick."""
    for _ in range(frames):
        app.step(1 / 30)
    time.sleep(0.4)
    wid = subprocess.run(["xdotool", "search", "--sync", "--class", "forgotten-depths"], check=True,
                         capture_output=True, text=True).stdout.split()[-1]
    subprocess.run(["import", "-window", wid, str(dest)], check=True)


def hover(app: App, pos: tuple[int, int], frames: int = 6) -> None:
    for _ in range(frames):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.step(1 / 30)


def point_at_a_node(app: App) -> None:
    """Hover a rune Node of the map (else the Lantern) so its tooltip shows in the shot."""
    scene = app.scene
    board = getattr(scene, "board", None)
    if board is None:
        return
    game = scene.game
    for p in game.state.placements:
        for side in sorted(game.board.grid[(p.x, p.y)].nodes):
            x, y = map_hover.node_centre(board, p.x, p.y, side)
            pos = (round(x), round(y))
            if map_hover.thing_at(board, pos) == f"node:{p.x}:{p.y}:{side}" and board.camera.view.collidepoint(pos):
                hover(app, pos)
                return


def main() -> None:
    if len(sys.argv) != 4:
        usage("expected a folder, a window size and a UI scale")
    dest, size, percent = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    try:
        w, h = (int(n) for n in size.split("x"))
        scale = int(percent) / 100
    except ValueError:
        usage(f"size {size!r} or scale {percent!r} is not WxH and a whole percentage")
    found = moments()
    with tempfile.TemporaryDirectory() as saves:
        app = App(AppOptions(saves_dir=Path(saves), size=(w, h)))
        app.settings.anim_speed = 0
        app.settings.story = False
        app.settings.ui_scale = scale
        app.relayout()
        for name, key in SHOTS.items():
            app.play(session_for(app, found[key]))
            for _ in range(4):
                app.step(1 / 30)
            if name == "explore":
                point_at_a_node(app)
            shoot(app, dest / f"{name}-{w}x{h}-{round(scale * 100)}.png")


if __name__ == "__main__":
    main()
