"""pygame_gui measures a line of text by SDL_ttf's size, not by drawing it (game/ui/widget_manager.py):
the two agree to the pixel, over the catalogues' texts in each face at the sizes the window uses."""

from __future__ import annotations

import random

import pygame
import pytest
from pygame_gui.core.gui_font_pygame import GUIFontPygame

from game.ui import widget_manager
from game.ui.look import FONT_DIR_FILES, font_file
from tests.kits.catalogue_kit import every_catalogue_text


def _pieces(texts: list[str]) -> list[str]:
    # what pygame_gui lays out: a whole line, a part of one, a word, with the spaces at its ends
    return [p for t in texts for p in (t, t[:len(t) // 2], t.split(" ")[0], f" {t} ") if p]


def _check(texts: list[str], sizes: tuple[int, ...]) -> None:
    pygame.font.init()
    for name in FONT_DIR_FILES.values():
        for size in sizes:
            font = GUIFontPygame(str(font_file(name)), size)
            for piece in _pieces(texts):
                drawn = widget_manager._drawn_rect(font, piece)
                measured = widget_manager._text_rect(font, piece)
                assert measured == drawn, f"{name} {size}: {piece!r} measures {measured}, drawn {drawn}"


def test_a_line_measured_by_its_size_is_the_line_drawn_in_every_face():
    texts = random.Random(7).sample(every_catalogue_text(), 300)
    _check(texts + ["", "  ", "Ä–ß…", "Zweihänder-Schlag", "x" * 400], (11, 18, 40))


def test_text_with_a_line_break_is_measured_as_pygame_draws_it():
    pygame.font.init()
    font = GUIFontPygame(str(font_file(FONT_DIR_FILES["regular"])), 14)
    assert widget_manager._text_rect(font, "Helden-\ntreffer") == widget_manager._drawn_rect(font, "Helden-\ntreffer")


def test_a_kept_measure_is_the_drawn_one_and_moving_it_changes_no_later_answer():
    pygame.font.init()
    font = GUIFontPygame(str(font_file(FONT_DIR_FILES["bold"])), 16)
    first = widget_manager._text_rect(font, "Marrow Hounds")
    first.move_ip(40, 9)  # pygame_gui moves the rectangles it lays out
    font.underline = True  # a link's underline draws the same size
    assert widget_manager._text_rect(font, "Marrow Hounds") == widget_manager._drawn_rect(font, "Marrow Hounds")


def test_the_window_measures_text_without_drawing_it():
    widget_manager.measure_text_without_drawing()
    assert GUIFontPygame.get_rect is widget_manager._text_rect


@pytest.mark.slow
def test_every_catalogue_text_measures_as_drawn_at_every_size_the_window_uses():
    _check(every_catalogue_text(), (9, 12, 16, 21, 28, 48))
