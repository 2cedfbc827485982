"""Screenshots of the game in German (issue 36) in a real X window: the title, setup, the map and
the combat table, at a window size given. Run under Xvfb::

    Xvfb :64 -screen 0 1920x1080x24 -nolisten tcp &
    DISPLAY=:64 SDL_VIDEO_X11_WMCLASS=forgotten-depths python tools/i18n_screenshots.py docs/screenshots 1280x720
    DISPLAY=:64 SDL_VIDEO_X11_WMCLASS=forgotten-depths python tools/i18n_screenshots.py content docs/screenshots
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from art_screenshots import hover, monster_fight, open_game, shoot  # noqa: E402

from game.bot import heuristic as bot  # noqa: E402
from game.rules import Game  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.scenes.setup import SetupScene  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402


def exploring_game() -> Game:
    """Three heroes some tiles into the Ruins, waiting to explore (no fight, no dialog)."""
    import random
    for seed in range(40):
        game = Game.new(["fighter", "wizard-rogue", "rogue"], seed=seed)
        rng = random.Random(seed)
        while game.outcome is None and game.state.phase != "combat" and len(game.state.placements) < 9:
            game.do(bot.choose(game, rng))
        if game.outcome is None and game.state.phase == "exploring":
            return game
    raise SystemExit("no bot game stopped on the map")


def main(out: Path, size: tuple[int, int], language: str = "de") -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = App(AppOptions(saves_dir=Path(tempfile.mkdtemp(prefix="fd-i18n-")), size=size, language=language))
    app.settings.anim_speed = 0
    app.settings.story = False
    tag = f"{language}-{size[0]}x{size[1]}"
    app.switch(TitleScene(app))
    shoot(app, out / f"i18n-title-{tag}.png")
    app.switch(SetupScene(app))
    shoot(app, out / f"i18n-setup-{tag}.png")
    open_game(app, exploring_game(), ["Ann", "Ben", "Cy"])
    shoot(app, out / f"i18n-map-{tag}.png")
    open_game(app, monster_fight(), ["Ann", "Ben"])
    shoot(app, out / f"i18n-combat-{tag}.png")
    app.overlays.toggle_settings()
    shoot(app, out / f"i18n-settings-{tag}.png")
    app.overlays.toggle_settings()


def content_shots(out: Path, size: tuple[int, int] = (1280, 720), language: str = "de") -> None:
    """The content in `language`: a Monster card's close-up over the combat table
    (i18n-cards-<lang>.png) and the Rules window searched for the Lantern (i18n-rules-<lang>.png)."""
    app = App(AppOptions(saves_dir=Path(tempfile.mkdtemp(prefix="fd-i18n-")), size=size, language=language))
    app.settings.anim_speed = 0
    app.settings.story = False
    open_game(app, monster_fight(), ["Ann", "Ben"])
    spot = next(rect for rect, ref in app.scene.card_spots() if ref[0] == "monster")  # type: ignore[attr-defined]
    hover(app, spot.center)
    shoot(app, out / f"i18n-cards-{language}.png", 2)
    open_game(app, exploring_game(), ["Ann", "Ben", "Cy"])
    app.overlays.toggle_rules("Laterne" if language == "de" else "Lantern")
    shoot(app, out / f"i18n-rules-{language}.png")


if __name__ == "__main__":
    if sys.argv[1:2] == ["content"]:  # python tools/i18n_screenshots.py content [folder]
        content_shots(Path(sys.argv[2] if len(sys.argv) > 2 else "docs/screenshots"))
        sys.exit(0)
    w, _, h = (sys.argv[2] if len(sys.argv) > 2 else "1280x720").partition("x")
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"), (int(w), int(h)),
         sys.argv[3] if len(sys.argv) > 3 else "de")
