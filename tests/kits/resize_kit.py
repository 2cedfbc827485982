"""A real window (Xvfb) resized by the X server, both ways, several times, on the map or the combat
table (issue 39, item 2); no tests here (tests/ui/test_window_resize_xvfb.py runs it).

    DISPLAY=:99 python -m tests.kits.resize_kit map [--scale 1.5] [--shots DIR]

The X screen must be at least 2560x1440. After each `xdotool windowsize` the App is stepped until
the window has its new size, then checked: laid out for that size (the widgets' area, the scene's own
area), and the window's picture, taken by the X server (ImageMagick's `import`), drawn to its right
and bottom edges (the last column and row are the sidebar's or the table's, never the bare black of
an undrawn window). Prints one line per size; exit status 0 when every size passed.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SIZES = [(1600, 900), (2560, 1440), (1280, 720), (1920, 1080), (1600, 900), (2560, 1440)]


def open_app(scene: str, scale: float, saves: Path) -> Any:
    from game.ui.app import App, AppOptions
    from game.ui.settings import Settings
    Settings(story=False, tips=False, anim_speed=0, ui_scale=scale).save(saves / "settings.json")
    if scene == "map":
        return App(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=5, saves_dir=saves,
                              size=(2560, 1440)))
    from game.ui.scenes.explore import ExploreScene
    from game.ui.session import Session
    from tests.kits.bot_positions import first_position
    game = first_position(["fighter", "wizard"], lambda g: g.state.combat is not None and g.state.combat.step == "play",
                          range(30))
    if game is None:
        raise SystemExit("no bot game reached a fight")
    app = App(AppOptions(saves_dir=saves, size=(2560, 1440)))
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    return app


def run_for(app: Any, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.step(1 / 60)
        time.sleep(1 / 120)


def black_edges(shot: Path, size: tuple[int, int]) -> list[str]:
    """The window's last column and last row: which of them are bare black (never drawn)."""
    import pygame
    img = pygame.image.load(str(shot))
    if img.get_size() != size:
        return [f"the window's picture is {img.get_size()}, not {size}"]
    w, h = size
    problems = []
    for name, points in (("right edge", [(w - 1, y) for y in range(0, h, 7)]),
                         ("bottom edge", [(x, h - 1) for x in range(0, w, 7)])):
        black = sum(1 for p in points if tuple(img.get_at(p))[:3] == (0, 0, 0))
        if black > len(points) // 2:
            problems.append(f"the {name} is black ({black} of {len(points)} points)")
    return problems


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("scene", choices=("map", "combat"))
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--shots", type=Path, default=None)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "forgotten-depths")
    os.environ.pop("SDL_VIDEODRIVER", None)
    shots = args.shots or Path(tempfile.mkdtemp())
    shots.mkdir(parents=True, exist_ok=True)
    app = open_app(args.scene, args.scale, Path(tempfile.mkdtemp()))
    run_for(app, 0.5)
    wid = subprocess.run(["xdotool", "search", "--sync", "--class", "forgotten-depths"], capture_output=True,
                         text=True, timeout=30).stdout.split()[0]
    failed = 0
    for i, size in enumerate(SIZES):
        subprocess.run(["xdotool", "windowsize", wid, str(size[0]), str(size[1])], check=True, timeout=30)
        end = time.monotonic() + 10
        while app.size != size and time.monotonic() < end:
            run_for(app, 0.05)
        run_for(app, 0.6)  # (and a resting App's next draw)
        problems = []
        if app.scene.name != ("explore" if args.scene == "map" else "combat"):
            problems.append(f"the scene is {app.scene.name}")
        if app.size != size:
            problems.append(f"the window is {app.size}")
        if tuple(app.manager.window_resolution) != size:
            problems.append(f"the widgets are laid out for {tuple(app.manager.window_resolution)}")
        root = app.scene.root
        if root is None or tuple(root.rect.size) != size:
            problems.append(f"the scene's area is {None if root is None else tuple(root.rect.size)}")
        layout = getattr(app.scene, "L", None)
        if layout is not None and layout.size != size:
            problems.append(f"the table is laid out for {layout.size}")
        shot = shots / f"{args.scene}-{args.scale:g}-{i}-{size[0]}x{size[1]}.png"
        subprocess.run(["import", "-window", wid, str(shot)], check=True, timeout=60)
        problems += black_edges(shot, size)
        failed += bool(problems)
        print(f"{size[0]}x{size[1]}: " + ("; ".join(problems) if problems else "whole window laid out and drawn"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
