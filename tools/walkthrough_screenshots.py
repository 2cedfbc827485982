"""Issue 39's screenshot pass in a real X window: the tutorial (its first steps), a fight played to its
Victory panel, a Chest, a Door and the Settings, with the real pointer and keys (xdotool). One window
size and UI scale per run; with --regrow the window is first shrunk to 1600x900 and grown back (X
resizes, as a player drags the window's corner). Run under Xvfb at least as large as the window::

    Xvfb :41 -screen 0 2560x1440x24 -nolisten tcp &
    DISPLAY=:41 python tools/walkthrough_screenshots.py docs/screenshots 2560x1440 150 --regrow

writes i39-<what>-<size>-<scale>[-regrown].png (ImageMagick's `import` of the game's window).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "forgotten-depths")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import contextlib

import pygame  # noqa: E402

from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from tests.kits.combat_tour import Driver, Pointer, Tour  # noqa: E402


class Walk(Driver):
    """The game in a real window, driven by the X pointer and keyboard."""

    def __init__(self, dest: Path, size: tuple[int, int], scale: float, regrow: bool) -> None:
        self.dest, self.size, self.scale, self.regrow = dest, size, scale, regrow
        self.tag = f"{size[0]}x{size[1]}-{round(scale * 100)}" + ("-regrown" if regrow else "")

    def open(self, saves: Path) -> App:
        Settings(ui_scale=self.scale, anim_speed=0, story=False, tips=False).save(saves / "settings.json")
        app = App(AppOptions(saves_dir=saves, size=self.size))
        self.app, self.pointer = app, Pointer()
        self.frames(10)
        if self.regrow:
            for w, h in ((1600, 900), self.size):
                self.pointer.xdo("windowsize", self.pointer.wid, str(w), str(h))
                for _ in range(200):
                    self.frames(1)
                    if app.size == (w, h):
                        break
                self.frames(10)
        return app

    def reach(self, pos: tuple[int, int]) -> None:
        """Wait (at most 100 frames) until the game has seen the pointer at `pos`."""
        for _ in range(100):
            self.frames(1)
            if pygame.mouse.get_pos() == (int(pos[0]), int(pos[1])):
                break

    def key(self, name: str) -> None:
        self.pointer.xdo("key", "--window", self.pointer.wid, name)
        self.frames(6)

    def shot(self, what: str) -> None:
        self.frames(4)
        out = self.dest / f"i39-{what}-{self.tag}.png"
        subprocess.run(["import", "-window", self.pointer.wid, str(out)], check=True, timeout=60)
        print("shot", out.name, "scene", self.app.scene.name)

    # --- the scenes ---------------------------------------------------------------------------

    def tutorial(self) -> None:
        from tests.kits import tutorial_kit
        app = self.open(Path(tempfile.mkdtemp()))
        self.click(app.scene.buttons["tutorial"].rect.center)
        wanted, taken = ("lantern", "place", "fight-play"), []

        class Enough(Exception):
            pass

        def on_lesson(key: str) -> None:
            if key in wanted and key not in taken:
                taken.append(key)
                self.frames(3)
                self.shot(f"tutorial-{key}")
                if len(taken) == len(wanted):
                    raise Enough
        with contextlib.suppress(Enough):
            tutorial_kit.play_the_tutorial(app, press=self.click, on_lesson=on_lesson)
        pygame.display.quit()

    def fight(self) -> None:
        tour = Tour.__new__(Tour)
        from game.ui.scenes.explore import ExploreScene
        from game.ui.session import Session
        from tests.kits.combat_tour import fight_of
        tour.kind, tour.shots = "singular", None
        tour.game, tour.rng = fight_of("singular")
        app = self.open(Path(tempfile.mkdtemp()))
        tour.app, tour.pointer, tour.shot_round = app, self.pointer, {"abilities", "hit"}
        tour.session = Session(game=tour.game, players=["Ann"] * len(tour.game.state.heroes))
        tour.session.catch_up()
        app.switch(ExploreScene(app, tour.session))
        self.frames(10)
        shot_table = False
        real_frames = tour.frames

        def frames(n: int = 3) -> None:
            nonlocal shot_table
            real_frames(n)
            sc = app.scene
            if sc.name == "combat" and not shot_table and tour.game.state.combat is not None \
                    and tour.game.state.combat.step == "abilities":
                shot_table = True
                self.shot("fight-table")
            if getattr(sc, "summary", None) is not None:
                real_frames(50)
                self.shot("fight-victory")
                raise SystemExit(0)
        tour.frames = frames  # type: ignore[method-assign]
        with contextlib.suppress(SystemExit):
            tour.play()
        pygame.display.quit()

    def element(self, kind: str) -> None:
        import random

        from game.bot import heuristic as bot
        from game.rules import Game
        from game.ui.scenes.explore import ExploreScene
        from game.ui.session import Session
        found = None
        for seed in range(40):
            game = Game.new(["fighter", "wizard"], seed=seed)
            rng = random.Random(seed)
            for _ in range(600):
                if game.state.phase == "exploring" and any(
                        e.kind == kind and e.status == "discovered" for e in game.state.elements.values()) \
                        and (kind == "door" or any(c.kind == "encounter" and getattr(c, "element", "") in
                                {e.id for e in game.state.elements.values() if e.kind == kind} for c in game.legal())):
                    found = Game.replay(game.events)
                    break
                cmd = bot.choose(game, rng)
                if cmd is None or game.outcome is not None:
                    break
                game.do(cmd)
            if found is not None:
                break
        if found is None:
            print("no", kind, "found")
            return
        app = self.open(Path(tempfile.mkdtemp()))
        session = Session(game=found, players=["Ann", "Ben"])
        session.catch_up()
        app.switch(ExploreScene(app, session))
        self.frames(10)
        sc = app.scene
        el = next(e for e in found.state.elements.values() if e.kind == kind and e.status == "discovered")
        rect = sc.board.element_rect(el)
        if not sc.camera.view.collidepoint(rect.center):
            self.click(sc.buttons["fit"].rect.center)
            rect = sc.board.element_rect(el)
        self.pointer.move(rect.center)
        self.frames(20)
        self.shot(f"{kind}-hover")
        self.click(rect.center)
        self.frames(10)
        self.shot(f"{kind}")
        buttons = app.scene.probe().get("buttons") or []
        if kind == "chest" and buttons:  # the first hero takes the Item: its card is shown
            self.click(tuple(buttons[0][0]))
            self.frames(20)
            self.shot(f"{kind}-item")
        pygame.display.quit()

    def settings(self) -> None:
        from game.rules import Game
        from game.ui.scenes.explore import ExploreScene
        from game.ui.session import Session
        app = self.open(Path(tempfile.mkdtemp()))
        session = Session(game=Game.new(["fighter", "wizard", "rogue"], seed=3), players=["Ann", "Ben", "Cy"])
        session.catch_up()
        app.switch(ExploreScene(app, session))
        self.frames(10)
        self.shot("map")
        self.key("F3")
        self.frames(10)
        self.shot("settings")
        pygame.display.quit()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("dest", type=Path)
    p.add_argument("size")
    p.add_argument("percent", type=int)
    p.add_argument("--regrow", action="store_true")
    p.add_argument("--only", default="tutorial,fight,chest,door,settings")
    a = p.parse_args()
    w, _, h = a.size.partition("x")
    walk = Walk(a.dest, (int(w), int(h)), a.percent / 100, a.regrow)
    runs: dict[str, Any] = {"tutorial": walk.tutorial, "fight": walk.fight, "chest": lambda: walk.element("chest"),
                            "door": lambda: walk.element("door"), "settings": walk.settings}
    for name in a.only.split(","):
        runs[name]()


if __name__ == "__main__":
    main()
