"""Issue 12/13: the combat table fits every window from 1280x720 to 3840x2160 at UI scale 100-150 %:
no text drawn outside the window or over other text, every button's words inside the button, no
button over another, and pygame_gui's size warnings are failures. Tables checked: two heroes against
one monster, one hero against two Monster Cards, three heroes against two, and the Final Entity."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.rules import Game
from game.ui.app import App, AppOptions
from game.ui.combat import summary as summary_module
from game.ui.combat import view as view_module
from game.ui.scenes.combat import CombatScene
from game.ui.session import Session
from tests.kits.bot_positions import first_position
from tests.kits.ui_kit import steps

SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)]
SCALES = [1.0, 1.15, 1.3, 1.5]


def reach(heroes: list[str], ecology: str, wanted: Callable[[Game], bool], seeds: int = 40) -> Game | None:
    return first_position(heroes, wanted, range(seeds), ecology=ecology, limit=3000)


def two_cards(g: Game) -> bool:
    c = g.state.combat
    return c is not None and len(c.foes) == 2 and c.step == "abilities"


def entity(g: Game) -> bool:
    c = g.state.combat
    return c is not None and c.kind == "final_entity" and c.step == "abilities"


def singular(g: Game) -> bool:
    c = g.state.combat
    return c is not None and len(c.foes) == 1 and c.step == "abilities" and c.kind == "monster"


@pytest.fixture(scope="module")
def tables() -> dict[str, Game]:
    found = {"two heroes, one monster": reach(["fighter", "wizard"], "ruins", singular),
             "one hero, two Monster Cards": reach(["rogue"], "ruins", two_cards, seeds=80),
             "three heroes, two Monster Cards": reach(["rogue", "fighter", "wizard"], "ruins", two_cards),
             "the Final Entity": reach(["fighter", "wizard"], "subterranean", entity)}
    return {k: v for k, v in found.items() if v is not None}


def overlapping(rects: list[tuple[pygame.Rect, str]]) -> list[tuple[str, str]]:
    out = []
    for i, (a, wa) in enumerate(rects):
        for b, wb in rects[i + 1:]:
            if a.inflate(-2, -2).colliderect(b.inflate(-2, -2)):
                out.append((wa, wb))
    return out


# the big tables are the slowest to draw: beyond 1280x720 they run with the end-to-end tests (-m slow)
@pytest.mark.parametrize("size", [pytest.param(s, marks=[pytest.mark.slow] if s != (1280, 720) else [])
                                  for s in SIZES], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_combat_table_fits_the_window_at_every_ui_scale(tables, size, tmp_path, monkeypatch):
    assert len(tables) >= 3, f"tables found: {sorted(tables)}"
    drawn: list[tuple[pygame.Rect, str]] = []
    real_text = view_module.text

    def recording(surface: pygame.Surface, words: str, pos: Any, *a: Any, **kw: Any) -> pygame.Rect:
        r = real_text(surface, words, pos, *a, **kw)
        if words.strip():
            drawn.append((r, words))
        return r
    monkeypatch.setattr(view_module, "text", recording)
    monkeypatch.setattr(summary_module, "text", recording)
    app = App(AppOptions(saves_dir=tmp_path, size=size))
    app.settings.anim_speed = 0
    problems: list[str] = []
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # pygame_gui's "too small" warnings fail the test
        for scale in SCALES:
            app.set_ui_scale(scale)
            for name, game in tables.items():
                session = Session(game=Game.replay(game.events), players=["Ann"] * len(game.state.heroes))
                session.catch_up()
                app.switch(CombatScene(app, session))
                steps(app, 2)
                drawn.clear()
                app.draw()
                where = f"{name} at {size[0]}x{size[1]}, {round(scale * 100)} %"
                window = pygame.Rect(0, 0, *size)
                for r, words in drawn:
                    if not window.contains(r):
                        problems.append(f"{where}: {words!r} leaves the window ({r})")
                for a, b in overlapping(drawn):
                    problems.append(f"{where}: {a!r} is drawn over {b!r}")
                sc: Any = app.scene
                banner = sc.banner_top()
                for r, ref in sc.spots:  # the table's cards stay above the deciding hero's banner
                    if r.top < banner < r.bottom - 2:
                        problems.append(f"{where}: card {ref[1]} runs into the hand's banner")
                buttons = [b for b, _ in sc.action_buttons] + [b for b, _, _ in sc.ability_buttons] + \
                    list(sc.controls) + ([sc.play_button] if sc.play_button.visible else [])
                for b in buttons:
                    if not window.contains(b.rect):
                        problems.append(f"{where}: button {b.text!r} leaves the window")
                    if b.font.size(b.text)[0] > b.rect.width - 4:
                        problems.append(f"{where}: button {b.text!r} is cut ({b.rect.width} px wide)")
                for i, a in enumerate(buttons):
                    for b in buttons[i + 1:]:
                        if a.rect.colliderect(b.rect):
                            problems.append(f"{where}: button {a.text!r} overlaps {b.text!r}")
    assert not problems, "\n".join(problems[:40]) + f"\n({len(problems)} problems)"
