"""Screenshots of online play's newer screens in a real X window (run under Xvfb at the size given):

    DISPLAY=:63 python3 tools/online_screenshots.py --size 1280x720 --out docs/screenshots

- online-handover-WxH.png: the host's lobby after Bo dropped and his seat went to a machine player,
  the Hand seat over menus under the seats;
- online-waiting-hover-WxH.png: Bo's move on the map, the pointer on a grey control saying why;
- online-card-point-WxH.png: a fight, Bo points at a monster (P) and Ann's window rings it with his name.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args()
    w, _, h = args.size.partition("x")
    size = (int(w), int(h))
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "forgotten-depths")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    import pygame
    import pygame_gui

    from game.bot import heuristic as bot
    from game.online.client import Client
    from game.rules import Game
    from game.ui.app import App, AppOptions
    from game.ui.online_session import point_at_card
    from game.ui.scenes.online import LobbyScene, OnlineScene
    from tests.kits.online_kit import pump_until, served

    def app_at(folder: Path) -> App:
        (folder / "settings.json").write_text('{"story": false, "tips": false}')
        app = App(AppOptions(saves_dir=folder, size=size, online_port=0))
        app.settings.anim_speed = 0
        return app

    def frames(app: App, seconds: float, until=lambda: False) -> None:  # noqa: ANN001
        end = time.monotonic() + seconds
        while time.monotonic() < end and not until():
            app.step(1 / 60)
            time.sleep(0.01)
        for _ in range(3):
            app.redraw.everything()
            app.step(1 / 60)

    def shot(name: str) -> None:
        path = args.out / f"online-{name}-{size[0]}x{size[1]}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=True, timeout=60)
        print(path)

    def join(app: App, s, name: str) -> None:  # noqa: ANN001
        app.show("online")
        scene = app.scene
        assert isinstance(scene, OnlineScene)
        scene.code_entry.set_text(str(s.invite))
        scene.name_entry.set_text(name)
        scene.join(watch=False)
        session = app.online
        assert session is not None
        frames(app, 10, lambda: session.welcomed)

    def enter(app: App) -> None:
        lobby = app.scene
        assert isinstance(lobby, LobbyScene)
        lobby.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=lobby.enter_button), False)
        frames(app, 0.5)

    # 1. the host's lobby: Bo dropped, his seat handed to a machine player
    app = app_at(Path(tempfile.mkdtemp()))
    app.show("setup", online=True)
    setup = app.scene
    setup.heroes = ["fighter", "wizard", "rogue"]
    setup.players[0] = "Ann"
    setup.player_entries[0].set_text("Ann")
    setup.begin()
    session = app.online
    assert session is not None
    frames(app, 10, lambda: session.welcomed)
    bo = Client(session.online.invite, "Bo", content=session.game.content).start()
    cy = Client(session.online.invite, "Cy", content=session.game.content).start()
    frames(app, 10, lambda: "Cy" in " ".join(session.players))
    bos = next(v["seat"] for v in session.online.table if v.get("player") == "Bo")
    bo.stop()
    frames(app, 10, lambda: bos in getattr(app.scene, "give_menus", {}))
    session.online.give(bos, "")
    frames(app, 10, lambda: "machine player" in app.scene.seats_box.html_text)
    shot("handover")
    cy.stop()
    app.leave_online()

    # 2. Bo's move on the map: the pointer on a grey control says whom the table waits for
    with served(Game.new(["fighter", "wizard"], seed=3)) as s:
        app = app_at(Path(tempfile.mkdtemp()))
        join(app, s, "Ann")
        session = app.online
        assert session is not None
        bo = s.client("Bo", seats=[1])
        enter(app)
        frames(app, 10, lambda: "Bo" in " ".join(session.players))
        rng = random.Random(2)
        while 0 in session.online.deciding:
            had = len(session.game.events)
            session.do(bot.choose(session.game, rng, heroes=[0]))
            frames(app, 5, lambda had=had: len(session.game.events) > had)
        frames(app, 5, lambda: session.online.deciding == [1])
        grey = next(b for b in app.manager.get_sprite_group().sprites()
                    if isinstance(b, pygame_gui.elements.UIButton) and b.visible and not b.is_enabled)
        pygame.mouse.set_pos(grey.rect.center)
        frames(app, 0.5)
        shot("waiting-hover")
        bo.stop()
        app.leave_online()

    # 3. a fight: Bo points at a monster; Ann's window rings it with his name
    game = Game.new(["fighter", "wizard"], seed=3)
    rng = random.Random(3)
    while game.state.phase != "combat":
        game.do(bot.choose(game, rng))
    with served(game) as s:
        app = app_at(Path(tempfile.mkdtemp()))
        join(app, s, "Ann")
        session = app.online
        assert session is not None
        bo = s.client("Bo", seats=[1])
        pump_until([bo], lambda: bo.game is not None)
        enter(app)
        frames(app, 10, lambda: app.scene.name == "combat")
        frames(app, 1)
        scene = app.scene
        rect, ref = next((r, ref) for r, ref in scene.spots if ref[0] == "monster")

        class BoPoints:  # Bo's window points: the same message his P sends
            spots = [(rect, ref)]
            session = type("S", (), {"point": staticmethod(bo.point)})()
        point_at_card(BoPoints, rect.center)
        frames(app, 3, lambda: any(p.by == "Bo" for p in session.points))
        shot("card-point")
        bo.stop()
        app.leave_online()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
