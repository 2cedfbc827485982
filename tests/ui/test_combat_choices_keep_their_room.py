"""The combat sidebar never covers a choice: three choice buttons always fit between their heading and
the row of small controls, whatever the window, text size and party (at 200 % with three heroes in
1280x720 the third choice lay under the controls); the log below keeps a few lines."""

from __future__ import annotations

import pygame
import pytest

from game.ui.combat.layout import CombatLayout

SIZES = [(1280, 720), (1280, 800), (1920, 1080), (2560, 1440)]


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.font.init()  # the layout measures its lines in the game's fonts


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("ui", [1.0, 1.25, 1.5, 2.0])
@pytest.mark.parametrize("heroes", [1, 2, 3])
def test_three_choices_fit_above_the_controls(size, ui, heroes):
    L = CombatLayout.make(size, ui, heroes)
    step = L.button_h + 4
    assert L.choices_top(heroes) + 3 * step + 6 <= L.controls_y(heroes)
    assert L.log_lines(heroes) >= 2
