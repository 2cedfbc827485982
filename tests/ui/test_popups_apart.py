"""Pop-ups never pile up (issue 39, item 5): every tooltip lies clear of what it is about, of the
scene's other buttons where there is room, and of the tutorial's callout; a callout lies clear of the
hinted square and the carried tile; the hint's ghost and note never hide the carried tile or its mark.
At 1280x720, 100 % and 150 %."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.ui.app import App
from game.ui.look import LEGAL
from tests.kits.fit_kit import open_app
from tests.kits.ui_kit import steps

SCALES = [1.0, 1.5]


def with_tooltips(app: App) -> list[Any]:
    root = app.scene.root
    return [el for el in app.manager.get_sprite_group().sprites()
            if getattr(el, "tool_tip_text", None) and el.visible and getattr(el, "ui_container", None) is root]


def show_tooltip(app: App, element: Any) -> Any:
    """As pygame_gui does once the pointer has rested on `element` past its delay (the dummy driver
    has no pointer for the widgets to read)."""
    element.hover_time = element.tool_tip_delay + 1
    element.while_hovering(0.0, pygame.math.Vector2(element.rect.center))
    steps(app)
    return element.tool_tip


def hide_tooltip(app: App, element: Any) -> None:
    element.on_unhovered()
    steps(app)


def check_every_tooltip(app: App, avoid: Callable[[], list[pygame.Rect]] = list) -> int:
    window = pygame.Rect((0, 0), app.size)
    checked = 0
    for element in with_tooltips(app):
        tip = show_tooltip(app, element)
        assert tip is not None, element.tool_tip_text
        if tip.alive():  # (one with no clear place goes)
            r = tip.rect
            name = element.tool_tip_text[:40]
            assert window.contains(r), name
            assert not r.colliderect(element.rect), f"the tooltip of {name!r} covers its button"
            others = [o.rect for o in with_tooltips(app) if o is not element]
            assert r.collidelist(others) < 0, f"the tooltip of {name!r} covers another button"
            assert r.collidelist(avoid()) < 0, f"the tooltip of {name!r} covers a callout or its target"
            checked += 1
        hide_tooltip(app, element)
    return checked


def title(app: App) -> None:
    app.show("title")


def setup(app: App) -> None:
    app.show("setup")


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("show", [title, setup], ids=["title", "setup"])
def test_no_tooltip_covers_its_button_or_the_next_one(content, tmp_path, scale, show):
    app = open_app(tmp_path, (1280, 720), scale)
    show(app)
    steps(app, 2)
    assert check_every_tooltip(app) >= 3


def callout_rects(app: App) -> list[pygame.Rect]:
    c = app.guide.callout
    return [] if c is None else [c.box, *([c.target] if c.target is not None else [])]


LESSONS = ["lantern", "place", "rotate", "fight-play", "fight-damage", "fight-place", "feature-test", "level-up"]


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("lesson", LESSONS)
def test_in_every_tutorial_step_tooltips_keep_clear_of_the_callout(content, tmp_path, scale, lesson):
    from tests.kits.fit_scenes import tutorial_at
    app = open_app(tmp_path, (1280, 720), scale)
    tutorial_at(lesson)(app)
    steps(app, 2)
    assert app.guide.callout is not None
    check_every_tooltip(app, lambda: callout_rects(app))
    keep = getattr(app.scene, "popup_keep_clear", lambda: [])()
    assert app.guide.callout.box.collidelist(keep) < 0, "the callout covers the carried tile or the hinted square"


def carrying_over_the_hinted_square(tmp_path, scale: float) -> tuple[App, Any]:
    from game.ui.settings import Settings
    Settings(story=False, tips=False, anim_speed=0, ui_scale=scale).save(tmp_path / "settings.json")
    from game.ui.app import AppOptions
    app = App(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=5, saves_dir=tmp_path))
    steps(app, 2)
    sc: Any = app.scene
    sc.do(next(c for c in sc.legal() if c.kind == "draw_tile"))
    steps(app)
    sc.session.hint()
    hint = sc.session.current_hint
    assert hint is not None and hint.command.kind == "place_tile"
    sc.pick_up()
    sc.mouse = sc.camera.square_rect(hint.command.x, hint.command.y).center
    sc._track()
    steps(app, 2)
    assert sc.held and sc.square == (hint.command.x, hint.command.y)
    return app, sc


@pytest.mark.parametrize("scale", SCALES)
def test_the_hint_never_hides_the_carried_tile_or_its_mark(content, tmp_path, scale):
    app, sc = carrying_over_the_hinted_square(tmp_path, scale)
    rect = sc.camera.square_rect(*sc.square)
    tick = (rect.right - 16 - 2, rect.top + 16 + 6)  # a point on the tick's stroke (explore/view.py)
    problem = sc.game.placement_problem(sc.held_tile, sc.square[0], sc.square[1], sc.rotation)
    if problem is None:
        assert tuple(app.screen.get_at(tick))[:3] == LEGAL, "the tick is drawn over the hint's ghost"
    assert sc._hint_note is not None
    assert sc._hint_note.collidelist(list(sc._over)) < 0, "the hint's note covers the carried tile"


def test_the_maps_refusal_does_not_show_through_the_menu(content, tmp_path):
    from game.ui import dialog
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.show("explore", app.new_session(["fighter", "wizard"], None, 5, "ruins", []))
    steps(app, 2)
    sc: Any = app.scene
    sc.session.refusal = "That square is not next to an open passage."
    sc.open_menu()
    steps(app)
    drawn: list[str] = []
    real = dialog.text

    def spy(surface, words, *args, **kwargs):
        drawn.append(words)
        return real(surface, words, *args, **kwargs)
    dialog.text = spy
    try:
        app.draw()
    finally:
        dialog.text = real
    assert app.scene.name == "menu" and "Menu" in drawn
    assert not any("open passage" in w for w in drawn), "the Menu shows only its own refusals"


def test_a_tooltip_goes_while_a_card_close_up_shows(content, tmp_path):
    from tests.kits.combat_table_kit import bot_until, in_combat_step, table
    from tests.kits.ui_kit import click
    app, sc = table(tmp_path, bot_until(["fighter"], in_combat_step("play")))
    rect = next(r for r, ref in sc.spots if ref[0] == "monster")
    click(app, rect.center, button=3)
    assert app.closeup.showing is not None
    button = next(b for b in with_tooltips(app))
    tip = show_tooltip(app, button)
    assert tip is None or not tip.alive(), "one pop-up at a time"


def test_a_scene_tooltip_goes_while_a_window_is_open_over_it(content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.show("explore", app.new_session(["fighter", "wizard"], None, 5, "ruins", []))
    steps(app, 2)
    app.overlays.toggle_settings()
    steps(app)
    tip = show_tooltip(app, app.scene.buttons["fit"])
    assert tip is None or not tip.alive(), "one pop-up at a time"


def test_the_hint_names_its_turn_in_the_words_the_carried_tile_shows(content, tmp_path):
    """Q and E go through the turns legal on a square first, so "two presses" is not 180°: the carried
    tile says its turn, and the hint names the turn it means in the same words."""
    from game.ui import hint_view
    from game.ui.explore import view
    app, sc = carrying_over_the_hinted_square(tmp_path, 1.0)
    hinted = hint_view.turn_words(sc.session.current_hint.command.rotation)
    assert f"\u201c{hinted}\u201d" in hint_view.hint_title(sc.game, sc.session.current_hint)
    shown: list[str] = []
    real = view.text

    def spy(surface, words, *args, **kwargs):
        shown.append(words)
        return real(surface, words, *args, **kwargs)
    for _ in range(4):  # E until the carried tile says the hinted turn
        shown.clear()
        view.text = spy
        try:
            app.draw()
        finally:
            view.text = real
        if hinted in shown:
            break
        sc.rotate(1)
    assert hinted in shown and sc.rotation == sc.session.current_hint.command.rotation
