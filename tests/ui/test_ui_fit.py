"""Every screen fits every window from 1280x720 to 3840x2160 at every UI scale from 100 % to 150 %:
no text wider or taller than its box, no widget over another, no drawn text off the window, over
other text or under a widget, and no pygame_gui size warning (tests/kits/fit_kit.py says how).

The full grid is 4 sizes x 4 scales per screen; to stay fast each screen is checked at 1280x720 at
100 % and 150 % (the tightest fits) in the suite, and with the end-to-end tests (-m slow) at one more
size and scale, a different one per screen, so the whole grid is covered across the screens.
"""

from __future__ import annotations

import itertools

import pytest

from tests.kits.fit_kit import SCALES, SIZES, STEAM_DECK, check, open_app
from tests.kits.fit_scenes import SCENES

# every screen, the combat table included, must pass every sampled case (no known failures left)

_TIGHTEST = [((1280, 720), 1.0), ((1280, 720), 1.5)]  # every screen, in the suite
_OTHERS = [c for c in itertools.product(SIZES, SCALES) if c not in _TIGHTEST]


def _cases() -> list:
    cases = []
    for i, name in enumerate(SCENES):
        for size, scale in [*_TIGHTEST, _OTHERS[(i * 5) % len(_OTHERS)]]:
            # the grid's other cells run with the end-to-end tests (-m slow), the suite's two minutes
            marks = [] if (size, scale) in _TIGHTEST else [pytest.mark.slow]
            cases.append(pytest.param(name, size, scale, marks=marks,
                                      id=f"{name}-{size[0]}x{size[1]}-{round(scale * 100)}"))
    return cases


# 200 % text (issue 36: the largest UI and text size, for low vision) at the tightest window. These
# screens do not fit yet at 200 % in 1280x720 (their rows of buttons and side panels are laid out for
# 150 % at most): strict, so each one that comes to fit must leave the list.
NOT_YET_AT_200: set[str] = set()


def _cases_at_200() -> list:
    return [pytest.param(name, marks=[pytest.mark.xfail(strict=True, reason="laid out for 150 % at most")]
                         if name in NOT_YET_AT_200 else [], id=f"{name}-1280x720-200")
            for name in SCENES]


@pytest.mark.slow
@pytest.mark.parametrize("name", _cases_at_200())
def test_the_screen_fits_1280x720_at_200_percent_text(content, tmp_path, name):
    app = open_app(tmp_path, (1280, 720), 2.0)
    found = check(app, SCENES[name])
    assert not found, f"{name} at 1280x720, 200 %:\n" + "\n".join(found)


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
@pytest.mark.parametrize(("name", "size", "scale"), _cases())
def test_the_screen_fits_the_window_at_the_ui_scale(content, tmp_path, name, size, scale):
    app = open_app(tmp_path, size, scale)
    found = check(app, SCENES[name])
    assert not found, f"{name} at {size[0]}x{size[1]}, {round(scale * 100)} %:\n" + "\n".join(found)


@pytest.mark.slow  # every screen once more: with the end-to-end tests (-m slow)
@pytest.mark.parametrize("name", list(SCENES))
def test_the_screen_fits_a_steam_deck(content, tmp_path, name):
    """The Steam Deck's 1280x800 (16:10, played with its controls): every screen fits at 100 %."""
    app = open_app(tmp_path, STEAM_DECK, 1.0)
    found = check(app, SCENES[name])
    assert not found, f"{name} at {STEAM_DECK[0]}x{STEAM_DECK[1]}:\n" + "\n".join(found)


def test_resizing_the_window_relayouts_the_scene_at_once(content, tmp_path):
    """A bigger window: the side panel, its text and the map grow at once (no restart)."""
    app = open_app(tmp_path, (1280, 720), 1.0)
    SCENES["explore"](app)
    app.step(1 / 60)
    small_side, small_font = app.scene.side_w, app.manager.get_theme().get_font_dictionary()
    app.resize((2560, 1440))
    app.step(1 / 60)
    assert app.size == (2560, 1440)
    assert app.scene.side_w >= 2 * small_side - 2
    assert app.layout.k == pytest.approx(2.0)
    assert app.manager.get_theme().get_font_dictionary() is not small_font  # fonts rebuilt for the size
    assert not check(app, lambda a: None)


def test_the_players_pan_and_zoom_are_kept_until_fit(content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    SCENES["explore"](app)
    app.step(1 / 60)
    scene = app.scene
    scene.camera.zoom(2, scene.camera.view.center)
    scene.own_camera = True
    px, ox = scene.camera.px, scene.camera.ox
    scene.session.version += 1  # as after a move: the map would frame itself again
    app.step(1 / 60)
    assert (scene.camera.px, scene.camera.ox) == (px, ox)
    scene.fit()
    area = scene.map_area()
    assert all(area.contains(scene.camera.square_rect(p.x, p.y)) for p in scene.game.state.placements)
    assert not area.colliderect(scene.banner_rect())


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.5), ((3840, 2160), 1.0)])
def test_the_story_panel_grows_with_the_window_and_fits_it(content, tmp_path, size, scale):
    """The story panel is laid out for the window (its words at the window's text scale): at 3840x2160
    it is about three times as wide as at 1280x720, and it fits inside the window either way."""
    from game.ui.scenes.story import StoryScene
    from tests.kits.fit_kit import session_for
    from tests.kits.fit_scenes import moments
    app = open_app(tmp_path, size, scale)
    session = session_for(app, moments()["exploring"])
    app.play(session)
    app.step(1 / 60)
    session.story[:] = [content.story.intro]
    app.push(StoryScene(app, session, app.scene))
    app.step(1 / 60)
    panel = app.scene.panel_image()
    assert panel is not None
    assert panel.get_width() <= size[0] - 40 and panel.get_height() <= size[1] - 40
    small = open_app(tmp_path / "small", (1280, 720), scale)
    small.push(StoryScene(small, session, None))
    small_panel = small.scene.panel_image()
    assert panel.get_width() >= 2.5 * small_panel.get_width() * (size[0] / 1280 / 3)
