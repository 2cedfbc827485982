"""pygame_gui's widget manager as the window makes it: its theme's fonts scaled, read from the font
files on disk, the sizes our text boxes use loaded up front, and python-i18n's search path kept short;
and what makes a window quick to build (docs/performance.md, "Windows and widgets"): the theme kept
per theme and language, fonts loaded without threads, element ids looked up by tuple, and text
measured by SDL_ttf's size rather than drawn to be measured."""

from __future__ import annotations

import json
import warnings
from collections import OrderedDict
from pathlib import Path
from typing import Any

import i18n  # type: ignore[import-untyped]  # python-i18n, pygame_gui's translations
import pygame
import pygame_gui
from pygame_gui.core import UIAppearanceTheme
from pygame_gui.core.gui_font_pygame import GUIFontPygame
from pygame_gui.core.resource_loaders import IResourceLoader

from .look import FONT_DIR_FILES, font_file, scaled_theme, set_text_scale


class WidgetManager(pygame_gui.UIManager):
    """pygame_gui's manager, its Noto Sans read from the font files rather than from bytes in memory.

    pygame_gui loads its packaged fonts by reading the whole file into a BytesIO for every size and
    style (~0.6 MB each; the theme and our preloads make ~30 of them). Given file paths, SDL_ttf reads
    the file as it needs it: the same faces, about 15 MB less per window and a quicker start."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        measure_text_without_drawing()
        super().__init__(*args, **kwargs)
        one_translations_folder_each()

    def create_new_theme(self, theme_path: Any = None) -> Any:
        key = (json.dumps(theme_path, sort_keys=True), self._locale) if isinstance(theme_path, dict) else None
        if key is not None and key in _THEMES:  # the same theme and language: fonts loaded, shapes drawn
            _THEMES.move_to_end(key)
            return _THEMES[key]
        theme = Theme(self.resource_loader, self._locale)
        use_font_files(theme.get_font_dictionary())
        if theme_path is not None:
            theme.load_theme(theme_path)
        if key is not None:
            _THEMES[key] = theme
            while len(_THEMES) > THEMES_KEPT:
                _THEMES.popitem(last=False)
        return theme


class Theme(UIAppearanceTheme):
    """pygame_gui's theme, its element ids looked up by a tuple of the ids.

    pygame_gui keys its table of an element's combined ids by a string it builds with `str.join` over
    the characters of the ids' texts (a string as long as their product), at every widget made: an
    eighth of the time a window takes to make its widgets. The ids are the same; the lookup is by
    their tuple, and the first answer for each comes from pygame_gui
    (tests/ui/test_widget_theme_kept.py)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._combined: dict[tuple[tuple[str | None, ...] | None, ...], list[str]] = {}

    def build_all_combined_ids(self, element_base_ids: Any, element_ids: Any, class_ids: Any,
                               object_ids: Any) -> list[str]:
        given = (element_base_ids, element_ids, class_ids, object_ids)
        key = tuple(None if ids is None else tuple(ids) for ids in given)
        found = self._combined.get(key)
        if found is None:
            found = self._combined[key] = super().build_all_combined_ids(element_base_ids, element_ids, class_ids,
                                                                         object_ids)
        return found


class LoadAtOnce(IResourceLoader):
    """A resource loader that loads each font and image when the theme asks for it.

    pygame_gui's default starts five threads for every manager made and waits for them, though a kept
    theme (below) asks for nothing; SDL_ttf opens a font file in well under a millisecond."""

    def add_resource(self, resource: Any) -> None:
        error = resource.load()
        if error is not None:
            warnings.warn(str(error), stacklevel=2)

    def start(self) -> None:
        pass

    def update(self) -> tuple[bool, float]:
        return True, 1.0

    def started(self) -> bool:
        return True  # so the theme loads each resource at once rather than queueing it


# themes made in this process, by their text and language, the newest last: a window made anew (a
# change of UI scale or window size, a scene that scales with the window, each UI test) takes the
# theme with its fonts loaded rather than parsing it and loading two dozen fonts again
_THEMES: OrderedDict[tuple[str, str], Any] = OrderedDict()
THEMES_KEPT = 6  # e.g. two UI scales in two languages, and high contrast


def one_translations_folder_each() -> None:
    """Keep each folder once in python-i18n's search path.

    Every pygame_gui manager appends its translations folder to the process-wide `i18n.load_path`,
    and every widget text passes through `i18n.t`, which for a text with a full stop in it (read as
    a namespace) lists each folder of the path. A new manager is made at every change of UI scale,
    window size or scene scale, so without this a long session's texts got slower by a folder each
    time (tests/ui/test_app_translations_path.py)."""
    path = i18n.load_path
    path[:] = list(dict.fromkeys(path))


def _text_rect(font: GUIFontPygame, text: str) -> pygame.Rect:
    """pygame_gui's text rectangle, measured by SDL_ttf's size rather than drawn to be measured, and
    kept per font: pygame_gui measures the same words at every rebuild of a button or text box."""
    sizes: dict[str, pygame.Rect] | None = getattr(font, "_measured", None)
    if sizes is None:
        sizes = {}
        font._measured = sizes  # type: ignore[attr-defined]
    rect = sizes.get(text)
    if rect is None:
        if len(sizes) >= MEASURES_KEPT:
            sizes.clear()
        rect = sizes[text] = _measure(font, text)
    return rect.copy()  # pygame_gui moves the rectangles it is given


MEASURES_KEPT = 4096  # texts measured and kept per font (a font's list starts again when it is full)


def _measure(font: GUIFontPygame, text: str) -> pygame.Rect:
    inner: pygame.font.Font = font._GUIFontPygame__internal_font  # type: ignore[attr-defined]
    if text == "":
        return pygame.Rect(0, 0, 0, 0)
    if "\n" in text or "\r" in text:  # pygame-ce draws a newline as a line break, size() does not
        return _drawn_rect(font, text)
    return pygame.Rect((0, inner.get_ascent()), inner.size(text))


_drawn_rect = GUIFontPygame.get_rect


def measure_text_without_drawing() -> None:
    """Let pygame_gui measure a line of text by its size instead of drawing it.

    pygame_gui's Pygame font draws every piece of text it lays out just to learn its size (a tenth
    of a second for the log's forty lines, a fifth of the time a new window takes). SDL_ttf's size
    applies the same layout and kerning as its drawing: over every text of the catalogues, in each
    face and many sizes, the two agree to the pixel (tests/ui/test_text_measured_by_size.py)."""
    GUIFontPygame.get_rect = _text_rect  # type: ignore[method-assign,assignment]


def use_font_files(fonts: Any) -> None:
    """Point the font dictionary's "noto_sans" at pygame_gui's Noto Sans files on disk."""
    files = [FONT_DIR_FILES[style] for style in ("regular", "bold", "italic", "bold_italic")]
    paths = [str(font_file(name)) for name in files]
    known = getattr(fonts, "known_font_paths", None)
    if isinstance(known, dict) and all(Path(p).exists() for p in paths):
        known["noto_sans"] = [(p, False) for p in paths]


def preload_fonts(manager: pygame_gui.UIManager, scale: float) -> None:
    """Load the sizes our HTML text boxes use, so pygame_gui does not load them mid-game (and warn)."""
    wanted: list[dict[str, str | int | float]] = [
        {"name": "noto_sans", "point_size": max(8, round(size * scale)), "style": style}
        for size in (10, 12, 13, 14, 15, 16, 18, 20, 24) for style in ("regular", "bold", "italic")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        manager.preload_fonts(wanted)


def widget_locale(code: str) -> str:
    """pygame_gui's locale for the game's language: its own widget texts (a dialog's Cancel) in that
    language; the pseudo-language's widgets stay English (pygame_gui has no such locale)."""
    return code if code in ("en", "de") else "en"


def make_widget_manager(size: tuple[int, int], scale: float, locale: str = "en") -> pygame_gui.UIManager:
    """A manager for a window of `size`, its theme's fonts (and our own text) scaled by `scale`, its
    own widget texts in pygame_gui's `locale`."""
    set_text_scale(scale)
    manager = WidgetManager(size, scaled_theme(scale), enable_live_theme_updates=False, starting_language=locale,
                            resource_loader=LoadAtOnce())
    preload_fonts(manager, scale)
    return manager
