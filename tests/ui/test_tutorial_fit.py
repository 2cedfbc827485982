"""The tutorial's callouts fit the window (issue 16): at 1280x720 at 150 % and at 2560x1440 each callout
points at its thing, its box lies inside the window, clear of that thing, of the scene's widgets and of
the Skip tutorial button, with its button inside it (its words wrap to its width)."""

from __future__ import annotations

import pytest

from game.ui.tips import guide_layout
from game.ui.tutorial import stage, widget_rects
from tests.kits.fit_kit import open_app
from tests.kits.fit_scenes import TUTORIAL_MOMENTS, tutorial_at

SIZES = [((1280, 720), 1.5), ((2560, 1440), 1.0)]


# the 2560x1440 case is the slowest: it runs with the end-to-end tests (-m slow)
@pytest.mark.parametrize(("size", "scale"), [pytest.param(*SIZES[0]), pytest.param(*SIZES[1], marks=pytest.mark.slow)],
                         ids=["1280x720-150", "2560x1440-100"])
def test_each_callout_fits_the_window_beside_what_it_points_at(content, tmp_path, size, scale):
    app = open_app(tmp_path, size, scale)
    window = app.screen.get_rect()
    for lesson in TUTORIAL_MOMENTS:
        tutorial_at(lesson)(app)
        app.step(1 / 60)
        app.step(1 / 60)
        callout, skip = app.guide.callout, app.guide.skip_rect
        where = f"{lesson} at {size} {round(scale * 100)} %"
        assert app.guide.tutorial.current.key == lesson, where
        assert callout is not None and skip is not None, where
        assert (callout.target is None) == (lesson == "end"), f"{where}: the callout points at nothing"
        box = callout.box
        assert window.contains(box) and window.contains(skip), where
        assert not box.colliderect(skip), f"{where}: the callout covers Skip tutorial"
        if callout.target is not None:
            assert not box.colliderect(callout.target), f"{where}: the callout covers what it points at"
        if callout.button is not None:
            assert box.contains(callout.button), where
        for widget in widget_rects(app, app.scene):
            assert not box.colliderect(widget) and not skip.colliderect(widget), f"{where}: over a widget {widget}"
        assert stage(app.scene, guide_layout(app), app.size).contains(box), f"{where}: off its stage"
