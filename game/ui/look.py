"""The look of the game: palette, hero colours and marker shapes, fonts, asset paths."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from game.i18n import N_, Translated

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
HERO_TITLES: dict[str, str] = Translated({  # read in the current language (game.i18n)
    "fighter": N_("Fighter"), "wizard": N_("Wizard"), "rogue": N_("Rogue"),
    "fighter-wizard": N_("Fighter-Wizard"), "wizard-rogue": N_("Wizard-Rogue"), "rogue-fighter": N_("Rogue-Fighter"),
})


# The player's UI scale (settings): multiplies the text the UI draws and the widget theme's fonts.
UI_SCALE = [1.0]


def set_ui_scale(scale: float) -> None:
    UI_SCALE[0] = max(0.75, min(2.0, float(scale)))


def set_text_scale(scale: float) -> None:
    """The scale of the text we draw ourselves: the UI scale times the window's (game.ui.layout)."""
    UI_SCALE[0] = max(0.75, min(4.5, float(scale)))


# --- the high-contrast theme (a setting, issue 36) -------------------------------------------------
HIGH_CONTRAST = [False]  # set by game/ui/access.py from the player's settings
HC_BG, HC_TEXT, HC_EDGE, HC_HOVER = "#000000", "#ffffff", "#ffe000", "#1a3a80"
_HC_COLOURS = {
    "normal_bg": HC_BG, "hovered_bg": HC_HOVER, "disabled_bg": "#000000", "selected_bg": "#004060",
    "active_bg": HC_HOVER, "dark_bg": HC_BG, "disabled_dark_bg": HC_BG,
    "normal_text": HC_TEXT, "hovered_text": HC_TEXT, "disabled_text": "#b0b0b0", "selected_text": HC_TEXT,
    "active_text": HC_TEXT, "normal_border": HC_EDGE, "hovered_border": HC_TEXT, "disabled_border": "#808080",
    "selected_border": HC_TEXT, "active_border": HC_TEXT, "link_text": HC_EDGE, "link_hover": HC_TEXT,
    "link_selected": HC_TEXT, "text_cursor": HC_EDGE,
}


def high_contrast_theme(theme: dict) -> dict:
    """Every widget colour the theme names, in black, white and bright yellow (borders kept thick)."""
    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "colours" and isinstance(value, dict):
                    for name in list(value):
                        if name in _HC_COLOURS:
                            value[name] = _HC_COLOURS[name]
                elif key == "border_width" and isinstance(value, str) and value.isdigit():
                    node[key] = str(max(2, int(value)))
                else:
                    walk(value)
    walk(theme)
    return theme


# --- the panels the game paints itself (issue 36: one palette, mapped whole to high contrast) ---------
# Every ground and edge a scene paints (the widgets have the theme above), named for what it is. Under
# high contrast they are mapped here and nowhere else: every ground black, every edge white (a
# muted one grey), the text on them white or a full-strength hue (`contrast`). Cards, map tiles and
# the hero colours keep their look (a printed card's ink on parchment; a hero's colour beside its
# shape and name); the legal and illegal markers keep their green and red beside their tick and
# cross and their words, and the focus ring its thick black-and-white bands.
PAINT: dict[str, tuple[int, ...]] = {
    # grounds
    "board": BOARD_BG, "panel": PANEL_BG, "table": (24, 19, 16), "felt": (34, 27, 21), "lane": (42, 33, 26),
    "row": (40, 33, 26), "pill": (28, 22, 18), "slot": (50, 42, 34), "note": (24, 19, 15),
    "dialog": (26, 21, 17, 246), "key_cap": (60, 52, 44), "tip": (30, 25, 20), "lesson": (22, 18, 14, 240),
    "summary": (18, 13, 10, 235), "caption": (8, 6, 4), "hint_note": (16, 24, 34, 240), "refusal": (40, 12, 12),
    "strip": (20, 16, 12), "timeline": (22, 18, 15), "timeline_lane": (32, 27, 22),
    "timeline_lane_alt": (38, 32, 26), "track": (50, 42, 34), "meter": (60, 30, 26), "button": (58, 46, 34),
    "button_primary": (120, 88, 40), "card_well": (50, 40, 30), "test_meter": (60, 40, 30),
    "power_chip": (120, 70, 200),  # a monster Power Card's chip on the combat table (white "P" on it)
    # edges and lines
    "felt_edge": (80, 60, 40), "lane_edge": (90, 72, 52), "row_edge": (110, 90, 60), "slot_edge": (120, 96, 60),
    "meter_edge": (150, 120, 80), "divider": (160, 120, 60), "dialog_edge": (200, 150, 70),
    "off_edge": (90, 80, 70),
}
HC_GROUND: Colour = (0, 0, 0)
HC_LINE: Colour = (255, 255, 255)  # a painted panel's edge (the widgets' edges are HC_EDGE's yellow)
HC_MUTED: Colour = (170, 170, 170)  # an edge of something that cannot be chosen now
HC_PAINT: dict[str, tuple[int, ...]] = {
    **{role: HC_GROUND for role in PAINT},
    **{role: HC_LINE for role in PAINT if role.endswith("_edge") or role == "divider"},
    "off_edge": HC_MUTED,
    "power_chip": (72, 28, 150),  # still purple (Power is told by its colour and its letter), white on it at AAA
}


def paint(role: str, alpha: int | None = None) -> tuple[int, ...]:
    """The colour of a painted ground or edge (`PAINT`'s role) in the theme shown; `alpha` for a ground
    laid over the scene. Under high contrast every ground is opaque black."""
    if HIGH_CONTRAST[0]:
        colour = HC_PAINT[role]
        return (*colour[:3], 255) if alpha is not None or len(PAINT[role]) > 3 else colour
    colour = PAINT[role]
    return (*colour[:3], alpha) if alpha is not None else colour


def ground_box(surface: pygame.Surface, role: str, rect: pygame.Rect, radius: int = 0,
               alpha: int | None = None) -> None:
    """A painted panel filled with `role`'s ground; under high contrast with a thin grey rim, so two
    black panels on a black ground stay apart."""
    pygame.draw.rect(surface, paint(role, alpha), rect, border_radius=radius)
    if HIGH_CONTRAST[0]:
        pygame.draw.rect(surface, HC_MUTED, rect, 1, border_radius=radius)


def luminance(colour: tuple[int, ...]) -> float:
    """WCAG 2's relative luminance of an sRGB colour (0 black, 1 white)."""
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """WCAG 2's contrast ratio of two colours, 1 to 21 (7 is AAA for text)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


AAA = 7.0  # WCAG's enhanced contrast for text: every high-contrast ink on its black ground


def contrast(colour: Colour) -> Colour:
    """A colour of drawn text under the high-contrast theme: dim and muted inks become white, every
    other hue is brightened to full strength (its hue kept: words beside it say the same) and, where
    that is still too dark on black (a red, a purple), mixed with white until it reads at AAA. A dark
    ink (on a light card or chip) becomes black."""
    if not HIGH_CONTRAST[0]:
        return colour
    r, g, b = colour[:3]
    top = max(r, g, b)
    if top < 90:  # a dark ink is written on a light ground (a card's chip, parchment): black there
        return (0, 0, 0)
    if top - min(r, g, b) < 90:  # grey, parchment, dim ink: plain white
        return HC_LINE
    k = 255 / top
    out = (min(255, round(r * k)), min(255, round(g * k)), min(255, round(b * k)))
    for step in range(1, 11):
        if contrast_ratio(out, HC_GROUND) >= AAA:
            break
        t = step / 10  # a tenth nearer white each time
        out = tuple(round(v + (255 - v) * t) for v in (r * k, g * k, b * k))  # type: ignore[assignment]
    return out


def clear_rendered() -> None:
    """Forget the rendered lines (their colours change with the theme)."""
    _RENDERED.clear()


def scaled_theme(scale: float) -> dict:
    """The widget theme (assets/ui/theme.json) with every font size multiplied by `scale` (and in
    the high-contrast colours when that setting is on)."""
    import json
    theme = json.loads(THEME_PATH.read_text())
    if HIGH_CONTRAST[0]:
        high_contrast_theme(theme)

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
    # a drop-down's arrow button grows with its font (issue 39, item 8: it stayed 20 px wide at 150 %)
    drop = theme.setdefault("drop_down_menu", {}).setdefault("misc", {})
    drop["open_button_width"] = str(round(int(drop.get("open_button_width", "20")) * scale))
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


STILL = [False]  # flash-free or reduced motion (settings.still(), set each frame by game/ui/access.py)


def swing(t: float, rate: float) -> float:
    """A glow's pulse at time `t`, from 0 to 1; held at 1 (full, still) for a player who asked that
    nothing pulse or flash (issue 36)."""
    import math
    return 1.0 if STILL[0] else 0.5 + 0.5 * math.sin(t * rate)


def tick(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: int = 3) -> None:
    """A tick in `rect`'s top right corner: "yes, here" told by a shape as well as a colour (issue 36)."""
    r = max(4, min(8, rect.width // 8))
    cx, cy = rect.right - 2 * r, rect.top + 2 * r
    pygame.draw.lines(surface, colour, False, [(cx - r, cy), (cx - r // 4, cy + 3 * r // 4), (cx + r, cy - 3 * r // 4)],
                      width)


def turn_marker(surface: pygame.Surface, row: pygame.Rect, size: int) -> pygame.Rect:
    """The deciding hero's pointer (a triangle on the left edge of its row): whose decision it is, told by a
    shape as well as by the row's coloured border (issue 36). Light with a dark rim, so it reads on
    any ground and in grey. Returns where it is drawn."""
    h = max(4, size)
    tip = (row.x + h, row.centery)
    points = [(row.x - h, row.centery - h), tip, (row.x - h, row.centery + h)]
    pygame.draw.polygon(surface, (250, 236, 200), points)
    pygame.draw.polygon(surface, (20, 14, 10), points, 1)
    return pygame.Rect(row.x - h, row.centery - h, 2 * h + 1, 2 * h + 1)


def notched(surface: pygame.Surface, bar: pygame.Rect, now: int, full: int) -> None:
    """A health bar's pattern over its colours (issue 36): a notch between every point (every five
    when the points are too close to tell apart), and the lost part hatched, so how much is left
    reads by shape as well as by the red fill."""
    if full <= 0 or bar.width < 4:
        return
    each = bar.width / full
    step = 1 if each >= 4 else 5 if each * 5 >= 4 else 0
    dark = (24, 10, 10)
    if step:
        for point in range(step, full, step):
            x = bar.x + round(point * each)
            pygame.draw.line(surface, dark, (x, bar.y + 1), (x, bar.bottom - 2))
    lost = pygame.Rect(bar.x + round(max(0, now) * each), bar.y, 0, bar.height)
    lost.width = bar.right - lost.x
    if lost.width > 1:
        clip = surface.get_clip()
        surface.set_clip(lost.clip(clip) if clip else lost)
        for x in range(lost.x - bar.height, lost.right, 4):
            pygame.draw.line(surface, (150, 110, 100), (x, bar.bottom - 1), (x + bar.height, bar.y))
        surface.set_clip(clip)


def first_fitting(forms: str | list[str], width: int, measure: Callable[[str], int], strip: str | None = " ·",
                  whole_words: bool = False) -> str:
    """The first of `forms` (the fullest words first, shorter ones after) that `measure` fits in
    `width` whole; else the last one cut with an ellipsis (`ellipsized`)."""
    choices = [forms] if isinstance(forms, str) else forms
    whole = next((form for form in choices if measure(form) <= width), choices[-1])
    return ellipsized(whole, width, measure, strip=strip, whole_words=whole_words)


def ellipsized(words: str, width: int, measure: Callable[[str], int], keep: int = 0, strip: str | None = None,
               whole_words: bool = False) -> str:
    """`words` as they are when `measure(words)` fits `width`; else cut one character at a time (never
    below `keep` characters) until they fit with an ellipsis, `strip` taken off the cut end.
    `whole_words`: cut only between words (whole words dropped from the end, a trailing "·", ",", ":"
    or "—" with them, and a bracket opened and not closed), so no word is left half; a first word
    too wide on its own is cut as before."""
    if measure(words) <= width:
        return words
    if whole_words:
        parts = words.split(" ")
        while len(parts) > 1:
            parts.pop()
            head = " ".join(parts).rstrip(" ·,:;—-(")
            if head.count("(") > head.count(")"):
                continue  # never half a bracket: "take 1 (0…" drops the bracket whole
            if head and measure(head + "…") <= width:
                return head + "…"
        words = parts[0]
    while len(words) > keep and measure(words + "…") > width:
        words = words[:-1]
    return words.rstrip(strip) + "…"


def fit_button_words(button: Any, words: str, tip: str | None) -> None:
    """A small button whose words are too wide for it in this language (German, the pseudo-language):
    the words cut with an ellipsis to fit, and whole at the head of its tooltip."""
    measure = getattr(getattr(button, "font", None), "size", None)
    room = button.rect.width - 8  # as the fit tests measure
    if measure is None or measure(words)[0] <= room:
        return
    button.set_text(ellipsized(words, room, lambda w: measure(w)[0], keep=2, whole_words=True))
    button.set_tooltip(f"<b>{words}</b><br>{tip}" if tip else words)


def fit_button_choices(button: Any, choices: list[str], tip: str | None) -> None:
    """The first of `choices` (fullest first) whose words fit the button whole, the fullest at the head
    of its tooltip where a shorter one is shown (issue 36); none fits: the last, cut as
    fit_button_words cuts."""
    measure = getattr(getattr(button, "font", None), "size", None)
    room = button.rect.width - 8  # as the fit tests measure
    words = next((w for w in choices if measure is None or measure(w)[0] <= room), choices[-1])
    if words == choices[0]:
        return
    button.set_text(words)
    button.set_tooltip(f"<b>{choices[0]}</b><br>{tip}" if tip else choices[0])
    if measure is not None and measure(words)[0] > room:
        button.set_text(ellipsized(words, room, lambda w: measure(w)[0], keep=2, whole_words=True))


def title_label(rect: pygame.Rect, words: str, manager: Any, container: Any) -> Any:
    """A screen's big heading; words too wide for it at this size and language (a long German or
    pseudo-language title at 200 %) take the smaller heading face rather than being cut."""
    from pygame_gui.elements import UILabel  # the widget library stays out of look's import time
    wide = manager.get_theme().get_font(["#title"]).size(words)[0] > rect.width - 8
    return UILabel(rect, words, manager, container=container, object_id="#title_small" if wide else "#title")


def text(surface: pygame.Surface, words: str, pos: tuple[float, float], size: int = 15,
         colour: Colour = INK, bold: bool = False, anchor: str = "topleft", shadow: bool = True) -> pygame.Rect:
    """Draw a line of text with a soft shadow; `anchor` is a pygame.Rect attribute name. The rendered
    line is kept (the map's panel draws the same words every frame: ~1.5 ms a frame at 2560x1440)."""
    px = round(size * UI_SCALE[0])
    colour = contrast(colour)
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
    if surface.get_abs_parent() is pygame.display.get_surface():  # on the window (not a card's own face)
        WINDOW_TEXT.append(rect.move(surface.get_abs_offset()))
    return rect


_RENDERED: dict[tuple[object, ...], tuple[pygame.Surface, pygame.Surface | None]] = {}
# where lines of text went on the window this frame (App.draw starts it empty): what a label drawn over
# the screen afterwards keeps clear of (a co-op player's "<Name> points here")
WINDOW_TEXT: list[pygame.Rect] = []
