"""The look of the game: palette, hero colours and marker shapes, fonts, asset paths."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pygame

PROJECT_ROOT = Path(__file__).resolve().parents[2]
UI_ASSETS = PROJECT_ROOT / "assets" / "ui"
THEME_PATH = UI_ASSETS / "theme.json"

Colour = tuple[int, int, int]

INK: Colour = (240, 226, 192)
GOLD: Colour = (244, 200, 112)
DIM_INK: Colour = (160, 146, 120)
BOARD_BG: Colour = (18, 15, 13)
PANEL_BG: Colour = (28, 23, 18)
GRID_LINE: Colour = (40, 34, 28)
LEGAL: Colour = (90, 200, 110)
ILLEGAL: Colour = (220, 70, 60)
HIGHLIGHT: Colour = (250, 210, 120)

# The rulebook's health tokens: "Pink Cylinder Fighter ... Blue Cylinder Wizard ... Gold Cylinder Rogue".
# The multi-class alternates take their own colours so two heroes never share one.
HERO_COLOURS: dict[str, Colour] = {
    "fighter": (232, 96, 150), "wizard": (80, 140, 240), "rogue": (232, 184, 60),
    "fighter-wizard": (168, 110, 230), "wizard-rogue": (70, 190, 160), "rogue-fighter": (236, 128, 64),
}
# Colour-blind-safe: every hero also has a shape.
HERO_SHAPES: dict[str, str] = {
    "fighter": "square", "wizard": "circle", "rogue": "triangle",
    "fighter-wizard": "diamond", "wizard-rogue": "hexagon", "rogue-fighter": "star",
}
HERO_TITLES: dict[str, str] = {
    "fighter": "Fighter", "wizard": "Wizard", "rogue": "Rogue",
    "fighter-wizard": "Fighter-Wizard", "wizard-rogue": "Wizard-Rogue", "rogue-fighter": "Rogue-Fighter",
}


# The player's UI scale (settings): multiplies the text the UI draws and the widget theme's fonts.
UI_SCALE = [1.0]


def set_ui_scale(scale: float) -> None:
    UI_SCALE[0] = max(0.75, min(1.5, float(scale)))


def set_text_scale(scale: float) -> None:
    """The scale of the text we draw ourselves: the UI scale times the window's (game.ui.layout)."""
    UI_SCALE[0] = max(0.75, min(4.5, float(scale)))


def scaled_theme(scale: float) -> dict:
    """The widget theme (assets/ui/theme.json) with every font size multiplied by `scale`."""
    import json
    theme = json.loads(THEME_PATH.read_text())

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "font" and isinstance(value, dict) and "size" in value:
                    # pygame_gui warns above 200 pt (a 52 pt title at 4K and 150 %: the box is sized for more)
                    value["size"] = str(min(200, max(8, round(int(value["size"]) * scale))))
                else:
                    walk(value)
    walk(theme)
    # a window's title bar holds a line of the title font (16 pt bold): its height grows with the text
    misc = theme.setdefault("window", {}).setdefault("misc", {})
    misc["title_bar_height"] = str(max(28, round(30 * scale)))
    # a tooltip's text wraps at rect_width: it grows with its font, so a line holds as many words at any scale
    tip = theme.setdefault("tool_tip", {}).setdefault("misc", {})
    tip["rect_width"] = str(round(int(tip.get("rect_width", "320")) * scale))
    # a check box button's room for its box (check_box.py) grows with its label's font
    for check in ("#check", "#check_on"):
        misc = theme.get(check, {}).get("misc", {})
        if "text_horiz_alignment_padding" in misc:
            misc["text_horiz_alignment_padding"] = str(round(int(misc["text_horiz_alignment_padding"]) * scale))
    # a selection list's rows hold a line of the button font: they grow with it too
    rows = theme.setdefault("selection_list", {}).setdefault("misc", {})
    rows["list_item_height"] = str(max(20, round(int(rows.get("list_item_height", "24")) * scale)))
    return theme


def hex_colour(c: Colour) -> str:
    return "#{:02x}{:02x}{:02x}".format(*c)


@lru_cache(maxsize=1)
def _font_dir() -> Path:
    import pygame_gui
    return Path(pygame_gui.__file__).parent / "data"


FONT_DIR_FILES = {"regular": "NotoSans-Regular.ttf", "bold": "NotoSans-Bold.ttf", "italic": "NotoSans-Italic.ttf",
                  "bold_italic": "NotoSans-BoldItalic.ttf"}


def font_file(name: str) -> Path:
    """A font file that ships with pygame_gui."""
    return _font_dir() / name


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """The Noto Sans that ships with pygame_gui, for text we draw ourselves (tiles, cards, board)."""
    style = "bold_italic" if bold and italic else "bold" if bold else "italic" if italic else "regular"
    path = font_file(FONT_DIR_FILES[style])
    return pygame.font.Font(str(path) if path.exists() else None, max(6, int(size)))


def draw_shape(surface: pygame.Surface, shape: str, colour: Colour, centre: tuple[float, float],
               radius: float, width: int = 0) -> None:
    """A hero marker: a coloured shape (colour for most, the shape for colour-blind players)."""
    import math
    cx, cy = centre
    r = radius
    if shape == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r, width)
        return
    if shape == "square":
        pygame.draw.rect(surface, colour, pygame.Rect(cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7), width)
        return
    sides = {"triangle": 3, "diamond": 4, "hexagon": 6, "star": 10}.get(shape, 4)
    pts = []
    for i in range(sides):
        a = -math.pi / 2 + i * 2 * math.pi / sides
        rr = r if shape != "star" or i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts, width)


def ellipsized(words: str, width: int, measure: Callable[[str], int], keep: int = 0, strip: str | None = None) -> str:
    """`words` as they are when `measure(words)` fits `width`; else cut one character at a time (never
    below `keep` characters) until they fit with an ellipsis, `strip` taken off the cut end."""
    if measure(words) <= width:
        return words
    while len(words) > keep and measure(words + "…") > width:
        words = words[:-1]
    return words.rstrip(strip) + "…"


def text(surface: pygame.Surface, words: str, pos: tuple[float, float], size: int = 15,
         colour: Colour = INK, bold: bool = False, anchor: str = "topleft", shadow: bool = True) -> pygame.Rect:
    """Draw a line of text with a soft shadow; `anchor` is a pygame.Rect attribute name. The rendered
    line is kept (the map's panel draws the same words every frame: ~1.5 ms a frame at 2560x1440)."""
    px = round(size * UI_SCALE[0])
    key = (words, px, tuple(colour), bold, shadow)
    got = _RENDERED.get(key)
    if got is None:
        if len(_RENDERED) > 3000:
            _RENDERED.clear()
        f = font(px, bold)
        got = _RENDERED[key] = (f.render(words, True, colour), f.render(words, True, (0, 0, 0)) if shadow else None)
    img, back = got
    rect = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if back is not None:
        surface.blit(back, rect.move(1, 1))
    surface.blit(img, rect)
    return rect


_RENDERED: dict[tuple[object, ...], tuple[pygame.Surface, pygame.Surface | None]] = {}
