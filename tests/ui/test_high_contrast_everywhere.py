"""High contrast is real everywhere (issue 36): with the setting on, the panels the game paints itself
(the map's side panel and hero rows, the combat table, its lanes and sidebar, a dialog's body, the
replay's panel and timeline) are the high-contrast palette's black, never the dark brown of the
usual look, and every ink the theme draws text in reads at WCAG AAA (7:1) on its ground."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.headless.replay import Replay
from game.rules import Game
from game.ui import look
from game.ui.app import App, AppOptions
from game.ui.combat import table_state
from game.ui.combat import view as combat_view
from game.ui.scenes.door import DoorDialog
from game.ui.scenes.replay import ReplayScene
from game.ui.session import Session
from game.ui.settings import Settings
from tests.kits.combat_table_kit import bot_until, in_combat_step, table
from tests.kits.door_kit import door_in_reach
from tests.kits.explore_kit import make_app
from tests.kits.replay_kit import play_saved
from tests.kits.ui_kit import steps

# the usual look's grounds: none of them may show on a panel while high contrast is on
BROWNS = {tuple(c[:3]) for role, c in look.PAINT.items()
          if not role.endswith("_edge") and role not in ("divider", "power_chip")}


@pytest.fixture
def contrast_on(tmp_path: Path) -> Iterator[Path]:
    """The player's settings with high contrast on (read by the App as it starts); the theme is put
    back afterwards (it is the process's, as it is the window's)."""
    Settings(high_contrast=True, anim_speed=0, story=False, tips=False).save(tmp_path / "settings.json")
    try:
        yield tmp_path
    finally:
        look.HIGH_CONTRAST[0] = False
        look.clear_rendered()


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> Counter[tuple[int, int, int]]:
    """How many pixels of each colour `rect` holds on `surface`."""
    area = surface.subsurface(pygame.Rect(rect).clip(surface.get_rect()))
    raw = pygame.image.tobytes(area, "RGB")
    return Counter(tuple(raw[i:i + 3]) for i in range(0, len(raw), 3))  # type: ignore[misc]


def assert_painted_black(surface: pygame.Surface, rect: pygame.Rect, what: str) -> None:
    seen = colours_in(surface, rect)
    ground, _ = seen.most_common(1)[0]
    assert ground == look.paint("panel")[:3] == (0, 0, 0), f"{what} is painted {ground}, not black"
    brown = {c: n for c, n in seen.items() if c in BROWNS}
    # (a picture on a card may hold a pixel or two of such a brown: a panel would hold thousands)
    assert sum(brown.values()) <= seen.total() // 2000, f"{what} still shows the usual look's dark brown {brown}"


def test_the_map_side_panel_and_hero_rows_are_black(content, contrast_on):
    app = make_app(contrast_on)
    assert look.HIGH_CONTRAST[0], "the setting is read as the window opens"
    sc = app.scene
    steps(app, 2)
    assert_painted_black(app.screen, sc.side, "the map's side panel")
    row = pygame.Rect(sc.heroes_rect.x, sc.heroes_rect.y, sc.heroes_rect.width, sc.hero_row_h)
    assert_painted_black(app.screen, row.inflate(-4, -4), "a hero's row")


def test_the_combat_table_its_lanes_and_sidebar_are_black(contrast_on):
    game = bot_until(["fighter", "wizard"], in_combat_step("abilities"))
    Settings(high_contrast=True, anim_speed=0, story=False, tips=False).save(contrast_on / "settings.json")
    app, sc = table(contrast_on, game)
    steps(app, 2)
    assert_painted_black(app.screen, sc.L.table, "the combat table")
    assert_painted_black(app.screen, sc.L.side, "the combat sidebar")
    assert_painted_black(app.screen, sc.L.hero_row(0).inflate(-4, -4), "a hero's row at the table")


def test_a_dialogs_painted_body_is_black(content, contrast_on):
    game = door_in_reach(content)
    app = App(AppOptions(saves_dir=contrast_on, size=(1280, 720)))
    session = Session(game=Game.replay(game.events), players=["Ann", "Ben"])
    session.catch_up()
    app.play(session)
    steps(app)
    door = next(k for k, e in game.state.elements.items() if e.kind == "door" and e.status == "discovered")
    app.push(DoorDialog(app, app.scene.session, app.scene, door))
    steps(app, 2)
    assert_painted_black(app.screen, app.scene.panel.inflate(-8, -8), "the Door dialog's body")


def test_the_replays_panel_and_timeline_are_black(content, contrast_on):
    played = play_saved(contrast_on / "saves", content, ["fighter", "wizard"], seed=2, commands=12)
    app = App(AppOptions(saves_dir=contrast_on, size=(1280, 720)))
    app.switch(ReplayScene(app, Replay.open(played.folder, content)))
    steps(app, 3)
    sc = app.scene
    assert_painted_black(app.screen, pygame.Rect(sc.side.x + 4, sc.side.y, sc.side.width - 4, sc.side.height),
                         "the replay's side panel")
    assert_painted_black(app.screen, sc.timeline.bar.inflate(0, -4), "the replay's timeline")


# the inks text is drawn in: the look's, the hero colours, the combat table's pills and numbers
INKS = [look.INK, look.GOLD, look.DIM_INK, look.HIGHLIGHT, look.LEGAL, look.ILLEGAL, *look.HERO_COLOURS.values(),
        *combat_view.KIND_COLOURS.values(), table_state.HURT, table_state.HEAL, (120, 70, 200), (255, 220, 210)]


def test_every_ink_reads_at_aaa_on_every_high_contrast_ground():
    look.HIGH_CONTRAST[0] = True
    try:
        grounds = {look.paint(role)[:3] for role in look.PAINT
                   if not role.endswith("_edge") and role not in ("divider", "power_chip")}
        low = [(ink, look.contrast(ink), ground, round(look.contrast_ratio(look.contrast(ink), ground), 2))
               for ink in INKS for ground in grounds if look.contrast_ratio(look.contrast(ink), ground) < look.AAA]
    finally:
        look.HIGH_CONTRAST[0] = False
    assert not low, f"text below 7:1 under high contrast: {low}"


def test_dark_ink_on_a_light_card_chip_stays_dark_under_high_contrast():
    """The combat table's pile chips (a monster card's value on parchment) are written in dark ink: it
    turned white on the light chip under high contrast."""
    parchment, ink = (226, 210, 178), (40, 30, 22)
    look.HIGH_CONTRAST[0] = True
    try:
        assert look.contrast_ratio(look.contrast(ink), parchment) >= look.AAA
        assert look.contrast_ratio(look.contrast(look.INK), look.paint("power_chip")) >= look.AAA, "and a Power chip"
    finally:
        look.HIGH_CONTRAST[0] = False


def test_the_widget_themes_text_reads_at_aaa_on_its_own_ground_under_high_contrast():
    import json
    theme = look.high_contrast_theme(json.loads(look.THEME_PATH.read_text()))
    pairs = [("normal_text", "normal_bg"), ("hovered_text", "hovered_bg"), ("selected_text", "selected_bg"),
             ("active_text", "active_bg"), ("disabled_text", "disabled_bg"), ("normal_text", "dark_bg")]
    defaults = theme["defaults"]["colours"]
    low = []
    for block, body in theme.items():
        colours = {**defaults, **body.get("colours", {})}
        for ink, ground in pairs:
            a, b = pygame.Color(colours[ink]), pygame.Color(colours[ground])
            if b.a == 0:
                continue  # a see-through ground (a label): its text is on the panel under it
            ratio = look.contrast_ratio((a.r, a.g, a.b), (b.r, b.g, b.b))
            if ratio < look.AAA:
                low.append((block, ink, ground, round(ratio, 2)))
    assert not low, f"widget text below 7:1 under high contrast: {low}"


def test_the_painted_palette_is_one_table_and_high_contrast_maps_every_role():
    assert set(look.HC_PAINT) == set(look.PAINT)
    look.HIGH_CONTRAST[0] = True
    try:
        assert all(look.paint(role) == (0, 0, 0) or len(look.PAINT[role]) > 3 and look.paint(role) == (0, 0, 0, 255)
                   for role in look.PAINT if not role.endswith("_edge") and role not in ("divider", "power_chip"))
        assert look.paint("lane_edge") == look.HC_LINE
    finally:
        look.HIGH_CONTRAST[0] = False
    assert look.paint("panel") == look.PANEL_BG, "the usual look is unchanged"
