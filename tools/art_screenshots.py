"""Screenshots of issue 14's pictures and story in a real X window: the title screen, the map with
the hero figures, the Final Entity table, a monster card close-up, an Ecology's arrival passage and
the victory epilogue. Run under Xvfb::

    Xvfb :43 -screen 0 1920x1080x24 -nolisten tcp &
    DISPLAY=:43 SDL_VIDEO_X11_WMCLASS=forgotten-depths python tools/art_screenshots.py docs/screenshots
"""
from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.bot import heuristic as bot  # noqa: E402
from game.rules import Game  # noqa: E402
from game.rules.areas.combat.setup import start_final_entity_fight  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.scenes.explore import ExploreScene  # noqa: E402
from game.ui.scenes.game_over import GameOverScene  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.session import Session  # noqa: E402

SIZE = (1280, 720)


def shoot(app: App, dest: Path, frames: int = 6) -> None:
    """Draw a few frames, then grab the game's own X window with ImageMagick."""
    for _ in range(frames):
        app.step(1 / 30)
    time.sleep(0.3)
    wid = subprocess.run(["xdotool", "search", "--sync", "--class", "forgotten-depths"], check=True,
                         capture_output=True, text=True).stdout.split()[-1]
    subprocess.run(["import", "-window", wid, str(dest)], check=True)


def hover(app: App, pos: tuple[int, int], frames: int = 40) -> None:
    for _ in range(frames):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.step(1 / 30)


def open_game(app: App, game: Game, players: list[str]) -> None:
    session = Session(game=game, players=players)
    session.catch_up()
    session.story.clear()  # the story so far is in the log; these shots want the game itself
    app.switch(ExploreScene(app, session))
    for _ in range(4):
        app.step(1 / 30)


def exploring_game() -> Game:
    """Three heroes a few tiles into the Ruins, not in a fight."""
    game = Game.new(["fighter", "wizard-rogue", "rogue"], seed=0)
    for seed in range(40):
        game = Game.new(["fighter", "wizard-rogue", "rogue"], seed=seed)
        rng = random.Random(seed)
        while game.outcome is None and game.state.phase != "combat" and len(game.state.placements) < 6:
            game.do(bot.choose(game, rng))
        if game.outcome is None and game.state.phase != "combat":
            break
    return game


def monster_fight() -> Game:
    game = Game.new(["fighter", "wizard"], seed=0, ecology="caverns")
    for seed in range(30):
        game = Game.new(["fighter", "wizard"], seed=seed, ecology="caverns")
        rng = random.Random(seed)
        while game.outcome is None and game.state.phase != "combat":
            game.do(bot.choose(game, rng))
        if game.state.phase == "combat" and game.state.combat.kind == "monster":
            break
    return game


def into_the_caverns() -> Game:
    """A bot game from the Ruins played until the heroes have just gone down into the Caverns."""
    for seed in range(20):
        game = Game.new(["fighter", "wizard"], seed=seed)
        rng = random.Random(seed)
        while game.outcome is None and game.state.ecology == "ruins":
            game.do(bot.choose(game, rng))
        if game.outcome is None:
            return game
    raise SystemExit("no bot game reached the Caverns")


def won_game() -> Game:
    """A bot game in the last Ecology that ends in victory."""
    for seed in range(30):
        game = Game.new(["fighter", "wizard"], seed=seed, ecology="subterranean")
        bot.play(game, seed=seed)
        if game.outcome == "won":
            return game
    raise SystemExit("no bot game was won")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = App(AppOptions(saves_dir=Path(os.environ.get("TMPDIR", "/tmp")) / "fd-shots", size=SIZE))
    app.settings.anim_speed = 0
    app.settings.story = False
    app.switch(TitleScene(app))
    shoot(app, out / "title.png")
    game = exploring_game()
    open_game(app, game, ["Ann", "Ben", "Cy"])
    scene = app.scene
    lantern = game.state.lantern
    if isinstance(scene, ExploreScene) and scene.camera is not None and lantern is not None:
        scene.camera.zoom(2, scene.camera.cell_rect(lantern.x, lantern.y, lantern.cx, lantern.cy).center)
    shoot(app, out / "map-hero-figures.png")
    entity = Game.new(heroes=["fighter", "wizard"], seed=4,
                      stacked={"entity": ["head-of-embers", "head-of-iron", "body-of-scales"]})
    entity._rng = random.Random(0)
    start_final_entity_fight(entity)
    entity._rng = None
    open_game(app, entity, ["Ann", "Ben"])
    shoot(app, out / "final-entity-table.png")
    open_game(app, monster_fight(), ["Ann", "Ben"])
    spot = next(rect for rect, ref in app.scene.card_spots() if ref[0] == "monster")  # type: ignore[attr-defined]
    hover(app, spot.center)
    shoot(app, out / "monster-card-closeup.png", 2)
    app.settings.story = True
    game = into_the_caverns()
    open_game(app, game, ["Ann", "Ben"])  # the new Ecology's map drawn first, then its passage over it
    app.scene.session.story = [game.content.story.ecology["caverns"]]  # type: ignore[attr-defined]
    app.scene.open_what_waits()  # type: ignore[attr-defined]
    shoot(app, out / "story-ecology-arrival.png")
    session = Session(game=won_game(), players=["Ann", "Ben"])
    session.catch_up()
    session.story.clear()
    app.switch(GameOverScene(app, session))
    shoot(app, out / "victory-epilogue.png")
    pygame.quit()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
