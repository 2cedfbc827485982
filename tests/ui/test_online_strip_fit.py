"""The online status strip ("Waiting for Bo (Ilse Marrowlight)...") lies clear of every screen's own
text and widgets: under the map's turn banner, in the combat table's choices (never over its title or
step line), in the free part of a dialog's bottom row; inside the window at 1280x720, UI scale 100 % and
150 %. A watcher's window joined over real websockets on loopback; the fit kit records what is drawn."""

from __future__ import annotations

import time
import warnings

import pygame
import pytest

from game.online.client import Client
from game.rules import Game
from game.ui.online_session import OnlineSession
from tests.kits.bot_positions import first_position
from tests.kits.fit_kit import LEAVES, _widgets, open_app, recorded_text
from tests.kits.online_kit import served


def combat(g: Game) -> bool:
    c = g.state.combat
    return c is not None and len(c.foes) == 1 and c.step == "abilities" and c.kind == "monster"


def exploring(g: Game) -> bool:
    return g.state.phase == "exploring" and len(g.events) > 300


def step(g: Game) -> bool:
    return g.state.phase == "resolving" and bool(g.state.pending)


@pytest.fixture(scope="module")
def positions() -> dict[str, Game]:
    found = {name: first_position(["fighter", "wizard"], want, range(20), limit=3000)
             for name, want in (("combat", combat), ("exploring", exploring), ("a step's dialog", step))}
    return {k: v for k, v in found.items() if v is not None}


@pytest.mark.slow  # a served game and a window per case
@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("where", ["combat", "exploring", "a step's dialog"])
def test_the_waiting_strip_lies_clear_of_the_screens_text_and_widgets(tmp_path, positions, where, scale):
    game = positions[where]
    with served(Game.replay(game.events, game.content)) as s:
        app = open_app(tmp_path, (1280, 720), scale)
        client = Client(s.invite, "Eve", watch=True, content=game.content).start()
        session = OnlineSession.joining(client)
        app.online = session
        try:
            end = time.monotonic() + 10
            while not session.welcomed and time.monotonic() < end:
                session.poll()
                time.sleep(0.01)
            app.play(session)
            with warnings.catch_warnings(), recorded_text() as drawn:
                warnings.simplefilter("ignore")
                for _ in range(3):
                    drawn.clear()
                    app.step(1 / 60)
            strip = session.strip_rect
            assert session.status_words() and isinstance(strip, pygame.Rect)
            assert pygame.Rect((0, 0), app.size).contains(strip)
            others = [(r, w) for r, w in drawn if not strip.contains(r)]  # the strip's own lines are inside it
            assert [w for r, w in others if r.colliderect(strip)] == []
            assert [getattr(e, "text", type(e).__name__) for e in _widgets(app)
                    if isinstance(e, LEAVES) and e.rect.colliderect(strip)] == []
        finally:
            app.leave_online()
