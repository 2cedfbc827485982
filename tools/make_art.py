"""Generate the character art of Forgotten Depths: portraits of every monster, stair guardian,
Final Entity part, hero and Fabled Blade, the Final Entity's part sprites, hero map figures, item
and ability icons and the title key art, as small palette-ramped pixel images in assets/art/.

Deterministic, no downloaded art: every picture below is authored as shapes on a 48 x 40 pixel
canvas (tools/pixel_kit.py) with the palette of its Ecology, and the game scales it up with
nearest-neighbour. Run from the repository root::

    python tools/make_art.py            # writes assets/art/** and assets/art/contact-sheet.png
"""
from __future__ import annotations

import math
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pixel_kit import (  # noqa: E402
    Color,
    Layer,
    Pixels,
    ellipse,
    line,
    mix,
    path,
    poly,
    ramp,
    rect,
    shade,
    tapered,
)

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "assets" / "art"
W, H = 48, 40
GROUND = 37
INK: Color = (18, 12, 16)

# --- palettes per Ecology (taken from the tile palettes in tools/make_tiles.py) -----------------
ECO: dict[str, dict[str, Color]] = {
    "ruins": {"sky": (58, 40, 30), "wall": (96, 68, 46), "wall2": (78, 54, 36), "floor": (170, 140, 98),
              "mortar": (108, 84, 58), "glow": (250, 214, 130), "bone": (226, 210, 170), "stone": (150, 136, 116),
              "moss": (104, 134, 58), "rust": (160, 70, 40), "gold": (226, 180, 70), "cloth": (120, 60, 50)},
    "caverns": {"sky": (18, 26, 38), "wall": (44, 54, 72), "wall2": (32, 40, 56), "floor": (84, 96, 112),
                "mortar": (52, 60, 74), "glow": (110, 250, 210), "bone": (200, 214, 220), "stone": (104, 114, 128),
                "moss": (70, 150, 90), "rust": (40, 110, 150), "gold": (150, 255, 210), "cloth": (60, 90, 110)},
    "subterranean": {"sky": (16, 12, 18), "wall": (46, 40, 50), "wall2": (30, 26, 34), "floor": (96, 90, 98),
                     "mortar": (36, 33, 38), "glow": (255, 150, 60), "bone": (210, 200, 190),
                     "stone": (110, 104, 116), "moss": (90, 110, 80), "rust": (150, 96, 52), "gold": (214, 166, 70),
                     "cloth": (80, 60, 70)},
}
BRASS: Color = (214, 166, 70)
BRONZE: Color = (160, 100, 54)
IRON: Color = (96, 100, 112)


def backdrop(eco: str, kind: str = "monster") -> Layer:
    """The scene behind a portrait: the Ecology's wall and floor, lit from the middle."""
    p = ECO[eco]
    rng = random.Random(f"backdrop:{eco}:{kind}")
    bg = Layer(W, H)
    for y in range(H):
        for x in range(W):
            if y < 27:
                c = mix(p["sky"], p["wall"], 0.25 + 0.5 * (y / 27))
            else:
                c = mix(p["floor"], p["mortar"], 0.55 - (y - 27) * 0.02)
            d = abs(x - W / 2) / (W / 2)
            c = mix(c, p["sky"], 0.55 * d * d)
            bg.px[(x, y)] = c
    if eco == "ruins":  # masonry courses and an arch
        for y in range(4, 27, 6):
            off = (y // 6) % 2 * 5
            for x in range(-off, W, 10):
                bg.put(line(x, y, x, y + 5), shade(bg.px[(max(0, min(W - 1, x)), y)], -18))
            bg.put(line(0, y, W - 1, y), shade(p["wall2"], -8))
        bg.put(path([(8, 27), (8, 10), (14, 4), (34, 4), (40, 10), (40, 27)], 2), p["wall2"])
        for x in range(0, W, 7):
            bg.put(line(x, 28, x + 2, 39), shade(p["mortar"], -6))
    elif eco == "caverns":  # stalactites and glowing spores
        for x in range(0, W, 6):
            ln = rng.randint(3, 9)
            bg.put(poly([(x, 0), (x + 5, 0), (x + 2.5, ln)]), p["wall2"])
        for _ in range(14):
            x, y = rng.randint(2, W - 3), rng.randint(3, 26)
            bg.px[(x, y)] = mix(p["glow"], p["wall"], rng.uniform(0.1, 0.6))
        bg.put(poly([(0, 30), (9, 27), (16, 31), (0, 34)]), shade(p["wall"], 8))
        bg.put(poly([(W, 29), (38, 27), (33, 31), (W, 35)]), shade(p["wall"], 8))
    else:  # pipes, rivets and a furnace glow
        bg.put(rect(0, 6, W - 1, 8), shade(BRONZE, -60))
        bg.put(rect(0, 6, W - 1, 6), shade(BRASS, -70))
        for x in range(3, W, 9):
            bg.put(rect(x, 5, x + 1, 9), shade(BRASS, -40))
        bg.put(rect(38, 0, 40, 26), shade(BRONZE, -70))
        for y in range(28, H, 4):
            bg.put(line(0, y, W - 1, y), shade(p["floor"], -36))
        for x in range(0, W, 12):
            bg.put(line(x, 28, x, H - 1), shade(p["floor"], -36))
        for _ in range(6):
            bg.px[(rng.randint(0, W - 1), rng.randint(28, H - 1))] = shade(BRASS, -30)
    if kind == "guardian":  # a stair arch behind every Stair Guardian
        bg.put(path([(6, 27), (6, 8), (12, 2), (36, 2), (42, 8), (42, 27)], 3), mix(p["gold"], p["wall"], 0.45))
        for i in range(4):
            bg.put(rect(16 + i * 2, 20 + i * 2, 32 - i * 2, 20 + i * 2), shade(p["floor"], -30 - i * 8))
    if kind == "entity":
        for r in range(20, 2, -3):
            bg.put(ellipse(24, 22, r * 1.3, r), mix(bg.px[(24, 22)], (150, 40, 30), 0.12))
    # a soft pool of light on the floor where the figure stands
    bg.put(ellipse(24, 36, 13, 2.5), shade(mix(p["floor"], p["glow"], 0.15), -22))
    return bg


# =============================================================================================
# Figures. Local coordinates: x from the figure's centre, y up from its feet (negative = up);
# `at` maps them to canvas pixels at a scale.
# =============================================================================================
class Pose:
    def __init__(self, ox: float, gy: float, s: float = 1.0, flip: bool = False) -> None:
        self.ox, self.gy, self.s, self.f = ox, gy, s, -1 if flip else 1

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (self.ox + self.f * x * self.s, self.gy + y * self.s)

    def pts(self, pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [self.p(x, y) for x, y in pts]

    def ell(self, x: float, y: float, rx: float, ry: float) -> Pixels:
        cx, cy = self.p(x, y)
        return ellipse(cx, cy, rx * self.s, ry * self.s)

    def poly(self, pts: list[tuple[float, float]]) -> Pixels:
        return poly(self.pts(pts))

    def line(self, x0: float, y0: float, x1: float, y1: float, w: float) -> Pixels:
        a, b = self.p(x0, y0), self.p(x1, y1)
        return line(a[0], a[1], b[0], b[1], max(1.0, w * self.s))

    def taper(self, pts: list[tuple[float, float]], w0: float, w1: float) -> Pixels:
        return tapered(self.pts(pts), w0 * self.s, w1 * self.s)

    def dot(self, x: float, y: float) -> tuple[int, int]:
        px, py = self.p(x, y)
        return (int(px), int(py))


def glow_eyes(L: Layer, pose: Pose, pts: list[tuple[float, float]], colour: Color, big: bool = False) -> None:
    for x, y in pts:
        d = pose.dot(x, y)
        L.px[d] = colour
        if big:
            L.px[(d[0] + 1, d[1])] = colour
            L.px[(d[0], d[1] - 1)] = mix(colour, (255, 255, 255), 0.5)


# --- humanoids --------------------------------------------------------------------------------
def humanoid(L: Layer, pose: Pose, cloth: Color, skin: Color, head: str = "round", robe: bool = False,
             bulk: float = 1.0, tall: float = 1.0, held: str = "", offhand: str = "", eyes: Color | None = None,
             trim: Color | None = None, arms_up: bool = False, legs: Color | None = None) -> None:
    """A standing figure about 30 px tall: legs or robe, torso, arms, head and what it holds."""
    w = 7 * bulk
    top = -22 * tall
    neck = top + 1
    waist = -10 * tall
    cr, sr = ramp(cloth), ramp(skin)
    # behind the body: a held pole weapon
    if held in ("staff", "halberd", "spear"):
        L.fill(pose.line(w + 2, -2, w + 2, top - 10, 1.6), ramp((120, 84, 50)))
        if held == "staff":
            L.fill(pose.ell(w + 2, top - 11, 2.6, 2.6), ramp(trim or (120, 200, 255)))
        elif held == "halberd":
            L.fill(pose.poly([(w + 2, top - 12), (w + 8, top - 9), (w + 8, top - 4), (w + 2, top - 6)]),
                   ramp((170, 150, 110)))
            L.fill(pose.poly([(w + 1, top - 16), (w + 3, top - 16), (w + 2, top - 11)]), ramp((200, 190, 170)))
        else:
            L.fill(pose.poly([(w + 1, top - 16), (w + 3.5, top - 12), (w + 0.5, top - 12)]), ramp((210, 210, 220)))
    if robe:
        L.fill(pose.poly([(-w * 0.8, neck + 2), (w * 0.8, neck + 2), (w * 1.25, 0), (-w * 1.25, 0)]), cr)
        L.put(pose.line(-w * 1.2, -1, w * 1.2, -1, 1), shade(cloth, -40))
    else:
        lr = ramp(legs or shade(cloth, -30))
        L.fill(pose.poly([(-w * 0.75, waist), (-0.8, waist), (-1.2, 0), (-w * 0.75, 0)]), lr)
        L.fill(pose.poly([(0.8, waist), (w * 0.75, waist), (w * 0.75, 0), (1.2, 0)]), lr)
        L.fill(pose.poly([(-w * 0.85, -1.5), (-1, -1.5), (-1, 0), (-w * 0.95, 0)]), ramp((60, 44, 34)))
        L.fill(pose.poly([(1, -1.5), (w * 0.85, -1.5), (w * 0.95, 0), (1, 0)]), ramp((60, 44, 34)))
        L.fill(pose.poly([(-w, neck + 2), (w, neck + 2), (w * 0.85, waist + 1), (-w * 0.85, waist + 1)]), cr)
    if trim:
        L.put(pose.line(-w * 0.8, waist + 0.5, w * 0.8, waist + 0.5, 1.4), trim)
    # arms
    hand_y = -28 * tall if arms_up else waist - 1
    for side in (-1, 1):
        L.fill(pose.taper([(side * (w - 0.5), neck + 3), (side * (w + 2.2), hand_y)], 3.2, 2.6), cr)
        L.fill(pose.ell(side * (w + 2.2), hand_y + 0.5, 1.5, 1.5), sr)
    # head
    hy = top - 3.5
    if head == "skull":
        L.fill(pose.ell(0, hy, 4.2, 4.2), ramp((226, 214, 180)))
        L.fill(pose.poly([(-2.5, hy + 2), (2.5, hy + 2), (2, hy + 5), (-2, hy + 5)]), ramp((210, 196, 160)))
        for ex in (-1.6, 1.6):
            L.put(pose.ell(ex, hy, 1.1, 1.3), (30, 20, 20))
    elif head == "hood":
        L.fill(pose.poly([(-5, hy + 5), (0, hy - 8), (5, hy + 5)]), cr)
        L.put(pose.ell(0, hy + 1.5, 2.6, 3), (16, 10, 14))
    elif head == "helm":
        L.fill(pose.poly([(-4.5, hy + 4), (-4.5, hy - 2), (-2.5, hy - 5), (2.5, hy - 5), (4.5, hy - 2), (4.5, hy + 4)]),
               ramp(trim or (170, 170, 180)))
        L.put(pose.line(-3, hy, 3, hy, 1), (16, 10, 14))
    elif head == "openhelm":  # a hero's helm: the face shows under the brim, cheek guards beside it
        L.fill(pose.ell(0, hy + 0.5, 3.8, 4), sr)
        L.fill(pose.poly([(-4.8, hy + 3), (-4.8, hy - 2), (-2.8, hy - 5.5), (2.8, hy - 5.5), (4.8, hy - 2),
                          (4.8, hy + 3), (3.2, hy + 3), (3.2, hy - 1), (-3.2, hy - 1), (-3.2, hy + 3)]),
               ramp(trim or (170, 170, 180)))
        L.put(pose.line(0, hy - 5, 0, hy - 1.5, 1), shade(trim or (170, 170, 180), 50))
    elif head == "box":
        L.fill(pose.poly([(-4.5, hy - 4), (4.5, hy - 4), (4.5, hy + 4), (-4.5, hy + 4)]), cr)
        L.put(pose.line(-3, hy, 3, hy, 1.2), (16, 10, 14))
    elif head == "none":
        L.fill(pose.poly([(-2.5, neck + 2), (2.5, neck + 2), (1.5, neck - 1), (-1.5, neck - 1)]), ramp((120, 30, 30)))
    else:
        L.fill(pose.ell(0, hy, 4, 4.3), sr)
    if head == "crown":
        L.fill(pose.poly([(-4, hy - 3), (-4, hy - 7), (-2, hy - 5), (0, hy - 8), (2, hy - 5), (4, hy - 7),
                          (4, hy - 3)]),
               ramp(BRASS))
    if head == "hat":
        L.fill(pose.poly([(-6.5, hy - 2), (6.5, hy - 2), (2, hy - 4), (1, hy - 12), (-2.5, hy - 4)]), cr)
    if head == "cap":  # a hood pushed back: hair and a cowl
        L.fill(pose.poly([(-4.6, hy + 1), (-4.2, hy - 4), (0, hy - 5.5), (4.2, hy - 4), (4.6, hy + 1), (3, hy - 2),
                          (-3, hy - 2)]), cr)
    if eyes and head not in ("none",):
        ey = hy + (0 if head == "helm" else 1.2 if head == "openhelm" else 0.5)
        glow_eyes(L, pose, [(-1.6, ey), (1.6, ey)], eyes)
    # held in front
    hx, hy2 = w + 2.2, hand_y
    if held == "sword":
        L.fill(pose.line(hx, hy2, hx + 5, hy2 - 13, 1.8), ramp((210, 214, 226)))
        L.fill(pose.line(hx - 2, hy2 - 1.5, hx + 2.5, hy2 + 0.5, 1.5), ramp(BRASS))
    elif held == "dagger":
        L.fill(pose.line(hx, hy2, hx + 3, hy2 - 6, 1.5), ramp((210, 214, 226)))
    elif held == "lamp":
        L.put(pose.line(hx, hy2, hx, hy2 + 3, 1), (40, 30, 20))
        L.fill(pose.poly([(hx - 2, hy2 + 3), (hx + 2, hy2 + 3), (hx + 2, hy2 + 8), (hx - 2, hy2 + 8)]), ramp(BRASS))
        L.put(pose.ell(hx, hy2 + 5.5, 1.2, 1.6), (255, 240, 180))
    elif held == "chain":
        for i in range(6):
            L.put(pose.ell(hx + (i % 2) * 0.8, hy2 + 2 + i * 2.2, 1, 1.1),
                  (150, 150, 160) if i % 2 else (110, 110, 120))
    elif held == "baton":
        L.fill(pose.line(hx, hy2, hx + 4, hy2 - 9, 1.2), ramp((220, 210, 180)))
    elif held == "candle":
        L.fill(pose.poly([(hx - 1, hy2), (hx + 1, hy2), (hx + 1, hy2 - 4), (hx - 1, hy2 - 4)]), ramp((236, 226, 190)))
        L.put(pose.ell(hx, hy2 - 5.5, 0.9, 1.4), (255, 200, 80))
    if offhand == "shield":
        L.fill(pose.poly([(-w - 6, neck + 4), (-w + 1, neck + 4), (-w + 1, waist - 1), (-w - 2.5, waist + 3),
                          (-w - 6, waist - 1)]), ramp(trim or (150, 40, 40)))
        L.put(pose.line(-w - 2.5, neck + 5, -w - 2.5, waist + 1, 1), shade(trim or (150, 40, 40), 60))
    elif offhand == "dagger":
        L.fill(pose.line(-w - 2.2, hand_y, -w - 5, hand_y - 6, 1.5), ramp((210, 214, 226)))
    elif offhand == "lamp":
        L.fill(pose.poly([(-w - 4, hand_y + 3), (-w, hand_y + 3), (-w, hand_y + 8), (-w - 4, hand_y + 8)]),
               ramp(BRASS))
        L.put(pose.ell(-w - 2, hand_y + 5.5, 1.2, 1.6), (255, 240, 180))
    elif offhand == "book":
        L.fill(pose.poly([(-w - 5, hand_y - 1), (-w + 1, hand_y - 1), (-w + 1, hand_y + 4), (-w - 5, hand_y + 4)]),
               ramp((110, 40, 40)))


# --- beasts -----------------------------------------------------------------------------------
def quadruped(L: Layer, pose: Pose, hide: Color, head: str = "dog", legs: float = 1.0, eyes: Color = (120, 255, 120),
              back: str = "", tail: bool = True, bulk: float = 1.0) -> None:
    hr = ramp(hide)
    leg_h = 8 * legs
    by = -leg_h - 3.5 * bulk
    for lx in (-7, -4, 5, 8):
        far = lx in (-4, 8)
        c = ramp(shade(hide, -30)) if far else hr
        L.fill(pose.taper([(lx, by + 1), (lx + (1 if lx > 0 else -1), by + leg_h * 0.55), (lx, -0.5)], 2.6, 1.8), c)
    if tail:
        L.fill(pose.taper([(-8, by - 1), (-13, by - 4), (-15, by - 9)], 2.5, 1), hr)
    L.fill(pose.ell(0, by, 10 * bulk, 4.2 * bulk), hr)
    if back == "crystal":
        for i, x in enumerate((-6, -2, 2, 6)):
            L.fill(pose.poly([(x - 2, by - 3), (x + 0.5, by - 10 - (i % 2) * 3), (x + 2.5, by - 3)]),
                   ramp((170, 110, 230)))
    elif back == "gears":
        for x in (-5, 2):
            L.fill(pose.ell(x, by - 4, 3.2, 3.2), ramp(BRASS))
            L.put(pose.ell(x, by - 4, 1, 1), (30, 20, 16))
    elif back == "ribs":
        for x in range(-6, 7, 3):
            L.put(pose.line(x, by - 2, x + 1, by + 2, 1), (60, 40, 40))
    hx, hy = 11 * bulk, by - 3
    if head == "dog":
        L.fill(pose.taper([(hx - 4, hy + 4), (hx - 1, hy)], 4, 4.5), hr)  # neck
        L.fill(pose.ell(hx, hy - 1, 5, 4), hr)
        L.fill(pose.poly([(hx + 2, hy - 2.5), (hx + 10, hy), (hx + 9.5, hy + 3), (hx + 2, hy + 3)]), hr)
        L.fill(pose.poly([(hx - 3.5, hy - 3), (hx - 2, hy - 9), (hx + 0.5, hy - 3)]), hr)
        L.put(pose.line(hx + 3, hy + 2.5, hx + 9, hy + 2, 1), (30, 14, 14))
        L.put({pose.dot(hx + 5, hy + 3), pose.dot(hx + 7, hy + 3)}, (240, 236, 220))
        L.put({pose.dot(hx + 9.5, hy - 0.5)}, (20, 12, 14))
    elif head == "rat":
        L.fill(pose.poly([(hx - 3, hy - 3), (hx + 6, hy + 1), (hx - 3, hy + 3)]), hr)
        L.fill(pose.ell(hx - 1.5, hy - 3.5, 2, 2), ramp(shade(hide, 20)))
    elif head == "lizard":
        L.fill(pose.taper([(hx - 2, hy + 1), (hx + 3, hy - 3), (hx + 7, hy - 5)], 3.2, 2.6), hr)
        L.fill(pose.ell(hx + 8, hy - 5.5, 3.2, 2.2), hr)
        L.put(pose.line(hx + 10, hy - 4.5, hx + 14, hy - 4, 1), (220, 60, 80))
        L.put(pose.line(hx + 14, hy - 4, hx + 15, hy - 5, 1), (220, 60, 80))
    elif head == "crab":
        for side in (-1, 1):
            L.fill(pose.taper([(side * 7, by), (side * 12, by - 5), (side * 13, by - 9)], 2.2, 2), hr)
            L.fill(pose.poly([(side * 11, by - 9), (side * 15, by - 12), (side * 14.5, by - 8),
                                   (side * 12, by - 7)]), hr)
        hx, hy = 0, by - 1
    if head == "lizard":
        glow_eyes(L, pose, [(hx + 8, hy - 6.5)], eyes)
    elif head == "crab":
        glow_eyes(L, pose, [(-2, hy - 3), (2, hy - 3)], eyes)
    elif head == "dog":
        glow_eyes(L, pose, [(hx + 2, hy - 2)], eyes, big=True)
    elif head:
        glow_eyes(L, pose, [(hx + 1, hy - 0.5)], eyes)


def serpent(L: Layer, pose: Pose, hide: Color, belly: Color, pattern: Color | None = None, coils: float = 1.0,
            eyes: Color = (255, 220, 90), fins: bool = False, horns: bool = False, width: float = 5) -> None:
    import math
    ctrl = [(-19, -1), (-10, -1.5), (-1, -1.5), (8, -4), (9, -10 * coils), (2, -14 * coils), (0, -19 * coils),
            (5, -24 * coils), (9, -25 * coils)]
    pts = []
    for a, b in zip(ctrl, ctrl[1:], strict=False):  # a rounded path through the control points
        for k in range(4):
            t = k / 4
            pts.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + math.sin(t * math.pi) * 0.6))
    pts.append(ctrl[-1])
    body = pose.taper(pts, 1.5, width * 1.25)
    L.fill(body, ramp(hide))
    for i, (x, y) in enumerate(pts[3:-2:2]):
        px, py = pose.p(x, y)
        if pattern:
            L.put(ellipse(px, py - 1, 1.2 * pose.s, 1.0 * pose.s), pattern if i % 2 else shade(pattern, -40))
    L.put({(x, y + 1) for (x, y) in body if (x, y + 1) not in body}, shade(belly, -20))
    hx, hy = pts[-1]
    if fins:
        L.fill(pose.poly([(hx - 10, hy - 1), (hx - 6, hy - 7), (hx - 3, hy - 2)]), ramp(shade(hide, 30)))
    L.fill(pose.ell(hx + 3, hy - 1, 4.5, 3.3), ramp(hide))
    L.fill(pose.poly([(hx + 4, hy), (hx + 10, hy + 1), (hx + 5, hy + 2.5)]), ramp(hide))
    L.put(pose.line(hx + 5, hy + 1.5, hx + 9, hy + 1.5, 1), (40, 10, 10))
    if horns:
        L.fill(pose.poly([(hx, hy - 3), (hx - 3, hy - 9), (hx + 2, hy - 3.5)]), ramp((230, 220, 190)))
    glow_eyes(L, pose, [(hx + 4, hy - 2)], eyes)


def flyer(L: Layer, pose: Pose, wing: Color, body: Color, kind: str = "bat", eyes: Color = (255, 80, 60)) -> None:
    wr, br = ramp(wing), ramp(body)
    if kind == "bat":
        wings = [(0, -2), (4, -5), (9, -7), (12, -4), (10, -3), (8, 0), (6, -1), (4, 1)]
    elif kind == "moth":  # broad forewings over smaller rounded hindwings
        hind = [(0, 0), (4, 1), (8, 4), (7, 7), (3, 6), (0, 3)]
        L.fill(pose.poly(hind + [(-x, y) for x, y in reversed(hind)]), ramp(shade(wing, -25)))
        wings = [(0, -3), (2, -6), (7, -10), (12, -11), (11, -6), (7, -1), (2, 1)]
    else:  # rags: torn strips
        wings = [(0, -2), (3, -6), (7, -8), (11, -9), (10, -6), (12, -4), (9, -3), (11, 0), (7, 0), (8, 3), (3, 1)]
    pts = wings + [(-x, y) for x, y in reversed(wings)]
    L.fill(pose.poly(pts), wr)
    if kind == "moth":
        for sx in (-7, 7):
            L.put(pose.ell(sx, -6, 1.6, 1.6), shade(wing, -60))
            L.put(pose.ell(sx, -6, 0.6, 0.6), (250, 240, 220))
        for sx in (-4, 4):
            L.put(pose.line(sx, -2, sx * 2.2, -9, 1), shade(wing, -35))
    L.fill(pose.ell(0, -1, 2, 4), br)
    if kind == "bat":
        L.fill(pose.poly([(-2, -4), (-1.5, -7), (0, -4)]), br)
        L.fill(pose.poly([(0, -4), (1.5, -7), (2, -4)]), br)
    if kind == "moth":
        L.put(pose.line(-1, -5, -3, -8, 1), shade(body, -40))
        L.put(pose.line(1, -5, 3, -8, 1), shade(body, -40))
    glow_eyes(L, pose, [(-1, -3), (1, -3)], eyes)


def skull(L: Layer, pose: Pose, bone: Color, eyes: Color, jaw_open: float = 1.5) -> None:
    L.fill(pose.ell(0, -6, 5, 4.6), ramp(bone))
    L.fill(pose.poly([(-3, -3), (3, -3), (2.5, -0.5 + jaw_open * 0.3), (-2.5, -0.5 + jaw_open * 0.3)]),
           ramp(shade(bone, -20)))
    L.put(pose.line(-2.5, -2.5, 2.5, -2.5, 1), (30, 18, 18))
    for ex in (-2, 2):
        L.put(pose.ell(ex, -6.5, 1.3, 1.5), (24, 14, 16))
    glow_eyes(L, pose, [(-2, -6.5), (2, -6.5)], eyes)


def blob(L: Layer, pose: Pose, colour: Color, kind: str, eyes: Color = (255, 255, 200)) -> None:
    r = ramp(colour)
    if kind == "mushroom":
        L.fill(pose.poly([(-4, 0), (-3, -12), (3, -12), (5, 0)]), ramp((200, 196, 170)))
        L.fill(pose.taper([(-3, -8), (-8, -5), (-9, -1)], 2.2, 1.6), ramp((200, 196, 170)))
        L.fill(pose.taper([(3, -8), (8, -6), (9, -2)], 2.2, 1.6), ramp((200, 196, 170)))
        L.fill(pose.ell(0, -14, 11, 6), r)
        L.fill(pose.ell(-9, -6, 4, 2.6), r)
        L.fill(pose.ell(8, -9, 3.5, 2.3), r)
        for x, y in ((-5, -16), (2, -17), (6, -14), (-1, -13)):
            L.put(pose.ell(x, y, 1.2, 1), mix(colour, (255, 255, 255), 0.6))
        glow_eyes(L, pose, [(-1.5, -8), (1.5, -8)], (20, 40, 30))
    elif kind == "slick":  # a black puddle rearing up, tendrils reaching for the walls
        L.fill(pose.ell(0, -1.5, 18, 3), r)
        L.fill(pose.poly([(-9, -1), (-8, -10), (-5, -17), (0, -20), (5, -17), (8, -10), (9, -1)]), r)
        for side in (-1, 1):
            L.fill(pose.taper([(side * 7, -12), (side * 13, -16), (side * 17, -24), (side * 16, -29)], 3.4, 1.2), r)
        for x, y, c in ((-6, -5, (150, 90, 200)), (-3, -15, (90, 170, 150)), (5, -9, (200, 120, 160)),
                        (12, -2, (110, 150, 220)), (-14, -2, (150, 200, 120))):
            L.put(pose.ell(x, y, 1.6, 0.8), c)
        L.put(pose.poly([(-3, -8), (3, -8), (2, -5), (-2, -5)]), (10, 6, 12))
        glow_eyes(L, pose, [(-2.5, -12), (2.5, -12)], eyes, big=True)
    elif kind == "wraith":
        L.fill(pose.poly([(-3, -4), (-9, -14), (-6, -22), (0, -26), (6, -22), (9, -14), (4, -4), (1, 0), (-1, -2)]), r)
        L.fill(pose.taper([(-6, -16), (-12, -12), (-13, -7)], 2.6, 1.2), r)
        L.fill(pose.taper([(6, -16), (12, -13), (13, -9)], 2.6, 1.2), r)
        L.put(pose.ell(0, -19, 3, 1.8), (60, 30, 30))
        glow_eyes(L, pose, [(-1.8, -19), (1.8, -19)], eyes)
        # a burst pipe below
        L.fill(pose.poly([(-10, 0), (-10, -3), (10, -3), (10, 0)]), ramp(BRONZE))
    elif kind == "leech":
        L.fill(pose.taper([(-5, -1), (-1, -3), (3, -2), (6, -4)], 3, 4.6), r)
        L.put(pose.ell(7, -4.5, 1.2, 1.2), (120, 20, 30))
    elif kind == "egg":
        L.fill(pose.ell(0, -5.5, 4, 5.5), r)
        L.put(pose.line(-2, -8, 0, -6, 1), shade(colour, -60))
        L.put(pose.line(0, -6, 2, -8, 1), shade(colour, -60))
        L.put(pose.line(2, -8, 3, -7, 1), shade(colour, -60))
    elif kind == "fish":
        L.fill(pose.ell(0, -3, 4, 2.6), r)
        L.fill(pose.poly([(-3, -3), (-7, -6), (-7, 0)]), r)
        L.put(pose.line(1, -6, 3, -9, 1), (90, 80, 60))
        L.put(pose.ell(3.5, -9.5, 1.2, 1.2), (255, 255, 170))
        L.put(pose.line(2, -1.5, 4, -1.5, 1), (250, 250, 240))
        glow_eyes(L, pose, [(2, -3.5)], (20, 20, 20))


# =============================================================================================
# The portraits
# =============================================================================================
Painter = Callable[[Layer, dict[str, Color]], None]
C = 24  # centre x


def _pair(draw: Callable[[Layer, Pose], None], s: float = 0.8) -> Callable[[Layer, dict[str, Color]], None]:
    def paint(L: Layer, p: dict[str, Color]) -> None:
        draw(L, Pose(C - 10, GROUND - 1, s, flip=True))
        draw(L, Pose(C + 10, GROUND, s))
    return paint


def _crowd(draw: Callable[[Layer, Pose], None], spots: list[tuple[float, float, float]]) -> Painter:
    def paint(L: Layer, p: dict[str, Color]) -> None:
        for i, (x, y, s) in enumerate(spots):
            draw(L, Pose(x, y, s, flip=i % 2 == 1))
    return paint


def _hand(L: Layer, p: dict[str, Color]) -> None:
    pose = Pose(C, GROUND)
    st = ramp((150, 140, 124))
    L.fill(pose.poly([(-14, 0), (-14, -6), (-8, -12), (6, -12), (12, -6), (12, 0)]), st)
    for i, x in enumerate((-11, -5, 1, 7)):
        L.fill(pose.taper([(x, -11), (x - 1, -20 - (i % 2) * 4), (x + 1, -26 - (i % 3) * 2)], 4.2, 3.5), st)
    L.fill(pose.taper([(12, -8), (17, -14), (19, -18)], 4.5, 3.6), st)
    L.fill(pose.ell(-16, -1, 3, 2), ramp((120, 110, 100)))
    L.fill(pose.ell(15, -1, 2, 1.5), ramp((120, 110, 100)))
    L.put(pose.line(-4, -9, -2, -5, 1), (90, 80, 70))


def _urn(L: Layer, p: dict[str, Color]) -> None:
    pose = Pose(C, GROUND)
    L.fill(pose.poly([(-6, 0), (-10, -8), (-9, -15), (-5, -19), (5, -19), (9, -15), (10, -8), (6, 0)]), ramp(BRASS))
    L.fill(pose.poly([(-6, -19), (6, -19), (5, -23), (-5, -23)]), ramp((190, 140, 60)))
    L.fill(pose.ell(0, -26, 7, 2.5), ramp((200, 160, 70)))
    L.put(pose.poly([(-6, -22), (6, -22), (5, -20.5), (-5, -20.5)]), (40, 10, 16))
    for x in range(-5, 6, 2):
        L.put(pose.poly([(x, -22), (x + 1.5, -22), (x + 0.7, -20)]), (240, 236, 220))
    L.put(pose.line(-9, -11, 9, -11, 1), (120, 60, 30))
    glow_eyes(L, pose, [(-2, -15), (2, -15)], (255, 60, 40), big=True)


def _stalactite(L: Layer, p: dict[str, Color]) -> None:
    pose = Pose(C, 0)
    L.fill(pose.poly([(-12, 0), (12, 0), (6, 14), (2, 30), (-1, 33), (-4, 22), (-8, 10)]), ramp((96, 106, 120)))
    L.fill(pose.poly([(13, 0), (20, 0), (17, 10)]), ramp((80, 90, 104)))
    L.fill(pose.poly([(-20, 0), (-13, 0), (-16, 8)]), ramp((80, 90, 104)))
    L.put(pose.ell(0, 12, 4, 3), (250, 240, 210))
    L.put(pose.ell(0.5, 12, 1.6, 2.4), (30, 20, 16))
    L.put(pose.poly([(-4, 20), (4, 20), (2.5, 23), (-2.5, 23)]), (40, 10, 16))
    for x in (-3, -1, 1, 3):
        L.put(pose.poly([(x - 0.7, 20), (x + 0.7, 20), (x, 22)]), (230, 230, 220))
    L.put(pose.ell(-1, 35, 0.8, 1.2), (110, 200, 250))


def _saurian(L: Layer, p: dict[str, Color]) -> None:
    pose = Pose(C - 2, GROUND)
    hide = ramp((110, 130, 70))
    L.fill(pose.taper([(-4, -14), (-12, -12), (-20, -6)], 6, 1.5), hide)
    for lx in (-3, 3):
        L.fill(pose.taper([(lx, -12), (lx + 2, -6), (lx, 0)], 4.5, 3),
               ramp(shade((110, 130, 70), -20 if lx < 0 else 0)))
    L.fill(pose.ell(0, -16, 7, 6), hide)
    L.fill(pose.taper([(3, -19), (7, -26)], 5, 4.5), hide)
    L.fill(pose.poly([(4, -31), (16, -29), (16, -25), (6, -24)]), hide)  # upper jaw
    L.fill(pose.poly([(6, -24), (15, -22), (14, -20), (5, -21)]), hide)  # lower jaw, open
    L.put(pose.poly([(7, -25), (15, -24), (14, -22), (7, -23)]), (120, 20, 30))
    for x in (8, 10, 12, 14):
        L.put({pose.dot(x, -25)}, (240, 240, 220))
    L.fill(pose.taper([(6, -16), (9, -13), (10, -11)], 1.8, 1.2), hide)
    glow_eyes(L, pose, [(8, -29)], (255, 210, 40))
    for x in range(-12, 3, 3):
        L.put({pose.dot(x, -20 + abs(x) * 0.3)}, (70, 90, 40))


def _troll(L: Layer, p: dict[str, Color]) -> None:
    pose = Pose(C, GROUND)
    fur = ramp((70, 120, 60))
    humanoid(L, pose, (70, 120, 60), (120, 150, 100), head="round", bulk=1.6, tall=1.0, eyes=(255, 230, 90),
             legs=(60, 96, 50))
    L.fill(pose.ell(0, -24, 6, 2.5), fur)
    for x in (-9, -4, 3, 8):
        L.put(pose.line(x, -20, x - 1, -14, 1), (50, 90, 40))
    L.put(pose.line(-1.5, -22.5, 1.5, -22.5, 1), (40, 30, 20))
    L.fill(pose.poly([(-1, -23), (-0.5, -21.5), (0, -23)]), ramp((230, 220, 190)))


def _choir(L: Layer, p: dict[str, Color]) -> None:
    L.fill(rect(6, 29, 42, 31), ramp((120, 84, 50)))
    L.fill(rect(8, 32, 10, 38), ramp((100, 70, 40)))
    L.fill(rect(38, 32, 40, 38), ramp((100, 70, 40)))
    for x, jaw in ((12, 2), (24, 3), (36, 1)):
        skull(L, Pose(x, 29, 1.0), (226, 212, 176), (250, 120, 80), jaw)
    for x, y in ((17, 10), (30, 8), (21, 6)):
        L.put({(x, y), (x, y + 1), (x, y + 2), (x + 1, y + 2)}, (240, 220, 190))


def _idol(L: Layer, p: dict[str, Color]) -> None:
    pose = Pose(C, GROUND)
    br = ramp(BRONZE)
    L.fill(pose.poly([(-10, 0), (10, 0), (8, -4), (-8, -4)]), ramp(shade(BRONZE, -30)))
    for i, (ax, ay) in enumerate(((-15, -22), (-17, -15), (-15, -9), (15, -22), (17, -15), (15, -9))):
        side = -1 if ax < 0 else 1
        L.fill(pose.taper([(side * 6, -18 + (i % 3) * 4), (ax, ay)], 2.6, 2), br)
        tool = [ellipse(*pose.p(ax, ay - 1), 1.6, 1.6), pose.line(ax, ay, ax + side * 2, ay - 3, 1.2),
                pose.poly([(ax - 1.5, ay - 1), (ax + 1.5, ay - 1), (ax, ay - 4)])][i % 3]
        L.fill(tool, ramp((180, 180, 190)))
    L.fill(pose.ell(0, -12, 8, 9), br)
    L.fill(pose.ell(0, -25, 6, 5), ramp(BRASS))
    L.put(pose.line(-3, -22, 3, -22, 1), (40, 24, 12))
    glow_eyes(L, pose, [(-2, -26), (2, -26)], (255, 120, 40), big=True)
    L.put(pose.ell(0, -12, 2.5, 2.5), (255, 150, 60))


def _watcher(L: Layer, p: dict[str, Color]) -> None:
    pose = Pose(C, GROUND - 3)
    L.put(line(C, 0, C, 5, 1), (140, 140, 150))
    cage = ramp((70, 70, 80))
    L.fill(pose.ell(0, -25, 9, 3), cage)
    humanoid(L, pose, (70, 56, 60), (170, 150, 130), head="round", bulk=0.8, tall=0.9, eyes=(255, 240, 120),
             arms_up=True)
    for x in (-9, -5, 0, 5, 9):
        L.put(pose.line(x, -25, x * 0.8, 0, 1), (150, 150, 160))
    L.fill(pose.ell(0, 0, 9, 1.8), cage)


def _golems(L: Layer, p: dict[str, Color]) -> None:
    def one(L: Layer, pose: Pose) -> None:
        humanoid(L, pose, IRON, (110, 110, 120), head="box", bulk=1.5, tall=0.9, eyes=(255, 160, 60), legs=(70, 72, 84))
        L.fill(pose.line(-13, -18, -13, -8, 2.6), ramp(BRASS))
        L.fill(pose.line(13, -18, 13, -8, 2.6), ramp(BRASS))
    _pair(one, 0.82)(L, p)


def _ledger(L: Layer, p: dict[str, Color]) -> None:
    def one(L: Layer, pose: Pose) -> None:
        humanoid(L, pose, (110, 90, 70), BRASS, head="box", bulk=0.9, held="baton", offhand="book",
                 eyes=(120, 220, 255), trim=BRASS)
    _crowd(one, [(10, GROUND - 6, 0.58), (22, GROUND - 7, 0.58), (34, GROUND - 6, 0.58), (16, GROUND, 0.7),
                 (31, GROUND, 0.7)][:4] + [])(L, p)


def _queen(L: Layer, p: dict[str, Color]) -> None:
    pose = Pose(C, GROUND)
    humanoid(L, pose, (80, 120, 110), (170, 210, 190), head="round", robe=True, bulk=1.2, tall=1.05,
             eyes=(120, 255, 220), trim=(110, 250, 210))
    L.fill(pose.ell(0, -30, 14, 5), ramp((60, 200, 170)))
    for x in (-10, -5, 0, 5, 10):
        L.put(pose.line(x, -26, x, -23, 1), (150, 255, 230))
        L.put({pose.dot(x, -22)}, (230, 255, 250))


def _choirmaster(L: Layer, p: dict[str, Color]) -> None:
    pose = Pose(C, GROUND)
    humanoid(L, pose, (50, 90, 70), (150, 170, 160), head="round", robe=True, bulk=1.5, tall=0.95, held="baton",
             eyes=(200, 255, 255), arms_up=True)
    for x in (-8, -3, 4, 9):
        L.put(pose.line(x, -18, x + 1, -2, 1), (40, 110, 60))
    for x, y in ((-14, -30), (14, -30), (-16, -22)):
        L.put(pose.line(x, y, x, y + 2, 1), (120, 190, 240))


def _shambler(L: Layer, p: dict[str, Color]) -> None:
    blob(L, Pose(C, GROUND), (90, 220, 180), "mushroom")


def _root_thing(L: Layer, p: dict[str, Color]) -> None:
    serpent(L, Pose(C - 2, GROUND - 2), (110, 80, 50), (140, 110, 70), (80, 150, 70), coils=1.05, eyes=(140, 255, 120),
            width=6)
    for x, y in ((-6, 8), (0, 4), (6, 9)):
        L.put(line(C + x, 6 + y, C + x - 2, y - 2, 1), (90, 130, 60))
        L.put({(C + x - 2, y - 3), (C + x - 1, y - 3)}, (120, 190, 80))


def _boatman(L: Layer, p: dict[str, Color]) -> None:
    pose = Pose(C, GROUND - 4)
    L.fill(poly([(6, 33), (42, 33), (38, 38), (10, 38)]), ramp((110, 74, 44)))
    humanoid(L, pose, (40, 44, 60), (150, 170, 180), head="hood", robe=True, bulk=1.0, held="staff",
             eyes=(120, 250, 220), trim=(110, 250, 210))
    L.put(line(0, 39, 47, 39, 1), (50, 110, 150))


MONSTERS: dict[str, tuple[str, Painter]] = {}


def monster(mid: str, eco: str) -> Callable[[Painter], Painter]:
    def deco(fn: Painter) -> Painter:
        MONSTERS[mid] = (eco, fn)
        return fn
    return deco


def reg(mid: str, eco: str, fn: Painter) -> None:
    MONSTERS[mid] = (eco, fn)


def P(draw: Callable[[Layer, Pose], None], x: float = C, s: float = 1.0) -> Painter:
    return lambda L, p: draw(L, Pose(x, GROUND, s))


# --- Ruins: sandstone, bone, rust and moss ---------------------------------------------------
reg("lintel-creeper", "ruins", P(lambda L, q: serpent(L, q, (150, 140, 126), (180, 170, 150), (110, 100, 90),
                                                       coils=0.9, eyes=(250, 120, 60), width=6)))
reg("dust-sentry", "ruins", P(lambda L, q: humanoid(L, q, (140, 120, 100), (150, 140, 124), head="helm", bulk=1.15,
                                                      held="spear", offhand="shield", eyes=(30, 20, 20),
                                                      trim=(170, 140, 90))))
reg("rag-wing-flutterers", "ruins", _crowd(lambda L, q: flyer(L, q, (70, 56, 52), (40, 30, 30), "rag"),
                                           [(13, 14, 0.85), (34, 12, 0.8), (20, 28, 0.9), (38, 30, 0.7)]))
reg("marrow-hounds", "ruins", _pair(lambda L, q: quadruped(L, q, (170, 150, 120), "dog", 1.0, (120, 255, 120),
                                                            back="ribs"), 0.78))
reg("gilt-mimic-urn", "ruins", _urn)
reg("candle-eyed-hermit", "ruins", P(lambda L, q: (humanoid(L, q, (110, 80, 60), (200, 180, 150), head="hood",
                                                             robe=True, bulk=1.2, tall=0.85, held="candle"),
                                                    glow_eyes(L, q, [(-1.5, -21.8), (1.5, -21.8)], (255, 220, 90),
                                                              True))))
reg("mosaic-serpent", "ruins", P(lambda L, q: serpent(L, q, (70, 130, 140), (200, 180, 130), (220, 180, 70),
                                                       coils=1.0, eyes=(255, 80, 60))))
reg("choir-of-skulls", "ruins", _choir)
reg("fallen-colossus-hand", "ruins", _hand)
reg("tomb-moths", "ruins", _crowd(lambda L, q: flyer(L, q, (214, 200, 170), (150, 130, 100), "moth", (40, 30, 30)),
                                  [(14, 16, 0.8), (32, 10, 0.7), (25, 26, 0.9), (40, 27, 0.6), (8, 31, 0.6)]))
reg("warden-of-the-lower-gate", "ruins", P(lambda L, q: (humanoid(L, q, BRONZE, (150, 130, 100), head="helm",
                                                                   bulk=1.3, tall=1.05, held="halberd",
                                                                   trim=(90, 130, 60), eyes=(120, 255, 160)),
                                                          L.put(q.line(-5, -14, -3, -8, 1), (90, 130, 60)))))
reg("twin-lamp-keepers", "ruins", _pair(lambda L, q: humanoid(L, q, (90, 60, 80), (210, 200, 180), head="hood",
                                                              robe=True, bulk=0.75, tall=1.15, held="lamp",
                                                              eyes=(255, 250, 200)), 0.85))
reg("ossuary-matron", "ruins", P(lambda L, q: (humanoid(L, q, (220, 206, 170), (226, 214, 180), head="skull",
                                                        robe=True, bulk=1.8, tall=1.0, eyes=(255, 120, 80),
                                                        arms_up=False),
                                               [L.put(q.line(x, -18, x + 2, -2, 1), (150, 130, 100))
                                                for x in (-10, -6, -2, 2, 6, 10)])))
# --- Caverns: slate, glowing teal, fungus ---------------------------------------------------
reg("glowcap-shambler", "caverns", _shambler)
reg("drip-leeches", "caverns", _crowd(lambda L, q: blob(L, q, (170, 200, 200), "leech"),
                                      [(14, 36, 1.2), (34, 34, 1.1), (24, 28, 1.0), (30, 14, 0.9)]))
reg("blind-cave-strider", "caverns", P(lambda L, q: quadruped(L, q, (150, 160, 170), "lizard", 1.9, (150, 160, 170),
                                                               bulk=0.8), C - 3))
reg("crystal-backed-crawlers", "caverns", _pair(lambda L, q: quadruped(L, q, (80, 70, 110), "crab", 0.5,
                                                                        (255, 230, 120), back="crystal",
                                                                        tail=False), 0.8))
reg("undertow-eel", "caverns", lambda L, p: (serpent(L, Pose(C, GROUND - 2), (30, 50, 70), (60, 110, 120),
                                                     (110, 250, 210), coils=0.75, eyes=(110, 250, 210), fins=True),
                                             L.put(line(0, 37, 47, 37, 1), (60, 140, 190))))
reg("echo-bats", "caverns", _crowd(lambda L, q: flyer(L, q, (60, 64, 90), (40, 40, 60), "bat", (255, 90, 90)),
                                   [(12, 14, 0.85), (34, 12, 0.9), (22, 24, 1.0), (38, 29, 0.7), (9, 30, 0.65)]))
reg("stalactite-mimic", "caverns", _stalactite)
reg("cracked-egg-clutch", "caverns", _crowd(lambda L, q: blob(L, q, (200, 190, 150), "egg"),
                                            [(16, 37, 1.2), (26, 36, 1.4), (35, 37, 1.1), (21, 30, 1.0)]))
reg("crazed-bipedal-saurian", "caverns", _saurian)
reg("lantern-fish-swarm", "caverns", _crowd(lambda L, q: blob(L, q, (70, 120, 140), "fish"),
                                            [(12, 20, 1.0), (30, 14, 0.9), (22, 30, 1.1), (38, 28, 0.9),
                                             (10, 35, 0.8), (38, 37, 0.7)]))
reg("moss-troll", "caverns", _troll)
reg("drowned-choirmaster", "caverns", _choirmaster)
reg("basalt-twins", "caverns", _pair(lambda L, q: humanoid(L, q, (50, 46, 52), (70, 60, 60), head="round", bulk=1.5,
                                                           tall=0.85, eyes=(255, 140, 40), trim=(255, 110, 40),
                                                           legs=(40, 36, 40)), 0.85))
reg("queen-of-the-glow", "caverns", _queen)
# --- Subterranean: iron, brass, furnace light ------------------------------------------------
reg("brass-sentinel", "subterranean", P(lambda L, q: (humanoid(L, q, BRASS, (200, 160, 80), head="helm", bulk=1.2,
                                                                held="halberd", eyes=(120, 220, 255),
                                                                trim=BRONZE, legs=BRONZE),
                                                       L.fill(q.poly([(-3, -19), (-3, -24), (3, -24), (3, -19)]),
                                                              ramp(shade(BRONZE, -20))))))
reg("cog-rats", "subterranean", _crowd(lambda L, q: quadruped(L, q, (100, 96, 104), "rat", 0.5, (255, 90, 60),
                                                               back="gears", bulk=0.7),
                                       [(12, 30, 0.85), (33, 29, 0.8), (22, 38, 1.0)]))
reg("steam-wraith", "subterranean", lambda L, p: blob(L, Pose(C, GROUND), (200, 206, 214), "wraith", (255, 120, 60)))
reg("piston-golems", "subterranean", _golems)
reg("furnace-wyrmling", "subterranean", P(lambda L, q: serpent(L, q, (120, 50, 30), (255, 160, 60), (255, 200, 80),
                                                                coils=1.0, eyes=(255, 250, 180), horns=True,
                                                                width=6)))
reg("ledger-automatons", "subterranean", _ledger)
reg("chain-hanged-watcher", "subterranean", _watcher)
reg("oil-slick-crawler", "subterranean", lambda L, p: blob(L, Pose(C, GROUND), (40, 36, 52), "slick",
                                                           (255, 200, 80)))
reg("bronze-idol", "subterranean", _idol)
reg("gear-hounds", "subterranean", _pair(lambda L, q: quadruped(L, q, (150, 154, 166), "dog", 1.0, (255, 140, 40),
                                                                 back="gears"), 0.78))
# --- Legendary Location foes ------------------------------------------------------------------
reg("ruins-ll-1b2-crowned-husk", "ruins", P(lambda L, q: (humanoid(L, q, (120, 90, 60), (170, 150, 110),
                                                                    head="none", robe=True, bulk=1.1, held="sword",
                                                                    trim=BRASS),
                                                           L.fill(q.poly([(-9, -4), (-9, -8), (-7, -6), (-5, -9),
                                                                          (-3, -6), (-1, -8), (-1, -4)]),
                                                                  ramp(BRASS)))))
reg("ruins-ll-2c2-stair-wyrm", "ruins", P(lambda L, q: serpent(L, q, (130, 90, 60), (200, 170, 120), (90, 60, 40),
                                                                coils=1.1, eyes=(255, 220, 80), horns=True,
                                                                width=8)))
reg("ruins-ll-4b2-warden", "ruins", P(lambda L, q: humanoid(L, q, (90, 90, 100), (150, 140, 130), head="helm",
                                                             bulk=1.4, held="chain", offhand="", eyes=(255, 90, 60),
                                                             trim=(130, 130, 140))))
reg("caverns-ll-2b2-root-thing", "caverns", _root_thing)
reg("caverns-ll-4b3-boatman", "caverns", _boatman)
reg("sub-ll-1a2-automaton", "subterranean", P(lambda L, q: (humanoid(L, q, BRASS, (200, 160, 80), head="box",
                                                                      bulk=1.2, eyes=(120, 220, 255), arms_up=True,
                                                                      held="sword", offhand="dagger", legs=BRONZE),
                                                             L.fill(q.taper([(-7, -12), (-12, -6)], 2.6, 2),
                                                                    ramp(BRASS)),
                                                             L.fill(q.taper([(7, -12), (12, -6)], 2.6, 2),
                                                                    ramp(BRASS)))))
reg("sub-ll-4a2-wardens", "subterranean", _pair(lambda L, q: humanoid(L, q, (150, 190, 210), (190, 220, 230),
                                                                      head="helm", bulk=1.0, tall=1.1, held="spear",
                                                                      eyes=(255, 255, 255), trim=(200, 240, 255)),
                                                0.85))

GUARDIANS = {"warden-of-the-lower-gate", "twin-lamp-keepers", "ossuary-matron", "drowned-choirmaster",
             "basalt-twins", "queen-of-the-glow"}

# --- heroes -----------------------------------------------------------------------------------
HERO_COLOURS: dict[str, Color] = {  # as game/ui/look.py
    "fighter": (232, 96, 150), "wizard": (80, 140, 240), "rogue": (232, 184, 60),
    "fighter-wizard": (168, 110, 230), "wizard-rogue": (70, 190, 160), "rogue-fighter": (236, 128, 64),
}
HERO_GEAR: dict[str, dict] = {
    "fighter": {"head": "openhelm", "held": "sword", "offhand": "shield", "bulk": 1.2, "skin": (220, 170, 130)},
    "wizard": {"head": "hat", "held": "staff", "robe": True, "offhand": "book", "skin": (230, 190, 150)},
    "rogue": {"head": "hood", "held": "dagger", "offhand": "dagger", "bulk": 0.9, "skin": (200, 150, 110)},
    "fighter-wizard": {"head": "openhelm", "held": "staff", "offhand": "shield", "bulk": 1.1,
                       "skin": (190, 140, 100)},
    "wizard-rogue": {"head": "cap", "held": "staff", "offhand": "dagger", "robe": True, "skin": (240, 200, 170)},
    "rogue-fighter": {"head": "cap", "held": "sword", "offhand": "dagger", "bulk": 1.0, "skin": (170, 120, 90)},
}


def hero_painter(hid: str) -> Painter:
    g = dict(HERO_GEAR[hid])
    colour = HERO_COLOURS[hid]
    skin = g.pop("skin")

    def paint(L: Layer, p: dict[str, Color]) -> None:
        humanoid(L, Pose(C, GROUND), colour, skin, trim=mix(colour, (255, 240, 200), 0.5), eyes=(30, 20, 30),
                 legs=shade(colour, -70), **g)
    return paint


# --- Fabled Blades ----------------------------------------------------------------------------
def _blade(steel: Color, edge: Color, hilt: Color, gem: Color, wide: float) -> Painter:
    def paint(L: Layer, p: dict[str, Color]) -> None:
        L.fill(poly([(10, 33), (36, 7 - wide), (39, 5), (37 + wide, 10), (13, 36)]), ramp(steel))
        L.put(line(12, 34, 37, 7, 1), edge)
        L.fill(line(6, 28, 17, 39, 3), ramp(hilt))
        L.fill(line(3, 41, 11, 33, 2.4), ramp(shade(hilt, -40)))
        L.fill(ellipse(11.5, 33.5, 2.2, 2.2), ramp(gem))
        for x, y in ((30, 8), (20, 4), (42, 18), (8, 12)):
            L.put({(x, y), (x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)}, mix(edge, (255, 255, 255), 0.5))
    return paint


BLADES: dict[str, Painter] = {
    "fabled-blade-1": _blade((150, 180, 220), (240, 250, 255), BRASS, (90, 170, 255), 1),
    "fabled-blade-2": _blade((40, 30, 60), (170, 120, 230), (90, 70, 90), (200, 40, 80), 3),
}


# --- the Final Entity: part sprites (transparent) and part portraits -------------------------
PART_SIZE = {"head": (28, 24), "body": (44, 34), "tail": (40, 24)}


def _part_layer(kind: str, s: float) -> Layer:
    w, h = PART_SIZE[kind]
    return Layer(round(w * s), round(h * s))


def entity_head(kind: str, s: float = 1.0) -> Layer:
    L = _part_layer("head", s)
    q = Pose(14 * s, 22 * s, s)
    skin = {"embers": (150, 50, 30), "hunger": (120, 80, 90), "whispers": (90, 80, 120), "frost": (150, 200, 230),
            "iron": (70, 72, 84), "storms": (60, 70, 120)}[kind]
    r = ramp(skin)
    if kind == "hunger":
        L.fill(q.poly([(-10, -8), (-6, -16), (6, -16), (11, -9), (11, -2), (-10, -2)]), r)
        L.put(q.poly([(-8, -8), (10, -8), (10, -3), (-8, -3)]), (50, 10, 20))
        for x in range(-8, 10, 2):
            L.put(q.poly([(x, -8), (x + 1.6, -8), (x + 0.8, -5)]), (240, 236, 220))
            L.put(q.poly([(x + 1, -3), (x + 2.6, -3), (x + 1.8, -6)]), (240, 236, 220))
        glow_eyes(L, q, [(-3, -12), (4, -12)], (255, 220, 80), True)
        return L
    L.fill(q.ell(0, -9, 8, 7), r)
    L.fill(q.poly([(3, -10), (12, -8), (12, -4), (3, -4)]), r)  # snout
    L.put(q.line(5, -5, 12, -5, 1), (40, 10, 10))
    if kind == "embers":
        for x in (-6, -2, 2, 6):
            L.fill(q.poly([(x - 2, -14), (x, -21 - abs(x) * 0.3), (x + 2, -14)]), ramp((255, 150, 50)))
        glow_eyes(L, q, [(-2, -10), (4, -10)], (255, 240, 120), True)
        L.put({q.dot(12, -7), q.dot(13, -8)}, (120, 110, 110))
    elif kind == "whispers":
        L.fill(q.poly([(-9, -4), (-8, -15), (0, -20), (8, -15), (9, -4), (4, -9), (-4, -9)]), ramp((50, 40, 70)))
        for x, y in ((-4, -8), (0, -7), (4, -8), (-2, -5), (2, -5)):
            L.put({q.dot(x, y)}, (200, 180, 255))
    elif kind == "frost":
        for x in (-7, -3, 1, 5):
            L.fill(q.poly([(x - 1.5, -14), (x, -20), (x + 1.5, -14)]), ramp((220, 240, 255)))
        glow_eyes(L, q, [(-2, -10), (4, -10)], (200, 250, 255), True)
    elif kind == "iron":
        L.fill(q.poly([(-8, -14), (6, -14), (6, -6), (-8, -6)]), ramp((110, 112, 124)))
        L.put(q.line(-6, -10, 5, -10, 1), (20, 16, 20))
        glow_eyes(L, q, [(-3, -10), (3, -10)], (255, 90, 60), True)
        for x in (-7, -1, 5):
            L.put({q.dot(x, -13)}, (200, 200, 210))
    elif kind == "storms":
        L.fill(q.taper([(-4, -14), (-9, -19), (-8, -23)], 2.5, 1), ramp((200, 200, 180)))
        L.fill(q.taper([(4, -14), (9, -19), (8, -23)], 2.5, 1), ramp((200, 200, 180)))
        L.put(path([q.p(-6, -22), q.p(-1, -19), q.p(-3, -17), q.p(4, -20)], 1), (255, 255, 140))
        glow_eyes(L, q, [(-2, -10), (4, -10)], (255, 255, 160), True)
    return L


def entity_body(kind: str, s: float = 1.0) -> Layer:
    L = _part_layer("body", s)
    q = Pose(22 * s, 33 * s, s)
    if kind == "scales":
        hide = (70, 90, 70)
        L.fill(q.ell(0, -14, 18, 12), ramp(hide))
        for row in range(3):
            for x in range(-14 + row * 2, 15, 6):
                L.put(q.poly([(x - 3, -20 + row * 6), (x + 3, -20 + row * 6), (x, -16 + row * 6)]),
                      shade(hide, 30 - row * 10))
    elif kind == "coils":
        hide = (110, 70, 90)
        for i, (y, rx) in enumerate(((-5, 18), (-13, 15), (-21, 11))):
            L.fill(q.ell(0 + (i % 2) * 3, y, rx, 5), ramp(shade(hide, i * 12)))
    else:
        hide = (90, 50, 46)
        L.fill(q.ell(0, -14, 17, 12), ramp(hide))
        for a, b in (((-8, -22), (-4, -10)), ((6, -20), (3, -8)), ((-1, -26), (1, -16))):
            L.put(q.line(a[0], a[1], b[0], b[1], 2.2), (255, 120, 40))
        L.put(q.ell(0, -14, 3.5, 3.5), (255, 200, 90))
    for lx in (-12, 10):  # legs
        L.fill(q.taper([(lx, -6), (lx - 1, -1), (lx + 1, 0)], 6, 5), ramp(shade(hide, -20)))
    return L


def entity_tail(s: float = 1.0) -> Layer:
    L = _part_layer("tail", s)
    q = Pose(0, 20 * s, s)
    hide = (100, 76, 70)
    L.fill(q.taper([(0, -8), (10, -10), (20, -6), (28, -12), (34, -16)], 8, 2.5), ramp(hide))
    L.fill(q.poly([(33, -18), (39, -20), (36, -13)]), ramp((230, 220, 190)))
    return L


ENTITY_PARTS: dict[str, tuple[str, str]] = {  # part id -> (kind of sprite, variant)
    "head-of-embers": ("head", "embers"), "head-of-hunger": ("head", "hunger"),
    "head-of-whispers": ("head", "whispers"), "head-of-frost": ("head", "frost"), "head-of-iron": ("head", "iron"),
    "head-of-storms": ("head", "storms"), "body-of-scales": ("body", "scales"), "body-of-coils": ("body", "coils"),
    "body-of-the-heart": ("body", "heart"), "tail-of-the-maw": ("tail", ""),
}


# the assembled creature draws its parts larger than a card portrait does
CREATURE_SCALE = {"head": 1.5, "body": 1.35, "tail": 1.3}


def part_sprite(pid: str, big: bool = False) -> Layer:
    kind, var = ENTITY_PARTS[pid]
    s = CREATURE_SCALE[kind] if big else 1.0
    L = entity_head(var, s) if kind == "head" else entity_body(var, s) if kind == "body" else entity_tail(s)
    L.outline(INK)
    return L


def part_portrait(pid: str) -> Layer:
    spr = part_sprite(pid, big=ENTITY_PARTS[pid][0] == "head")
    out = backdrop("subterranean", "entity")
    out.merge(spr, (W - spr.w) // 2, GROUND - spr.h + 1)
    return out


# --- item and ability icons (16 x 16) ---------------------------------------------------------
ICON = 16


def item_icon(kind: str, colour: Color) -> Layer:
    L = Layer(ICON, ICON)
    steel, wood = ramp((200, 206, 220)), ramp((130, 90, 50))
    if kind == "blade":
        L.fill(line(3, 12, 12, 3, 2), steel)
        L.fill(line(2, 9, 6, 13, 1.6), ramp(colour))
    elif kind == "maul":
        L.fill(line(4, 13, 10, 5, 1.6), wood)
        L.fill(poly([(7, 2), (14, 5), (12, 9), (6, 6)]), ramp((150, 150, 160)))
    elif kind == "spear":
        L.fill(line(2, 14, 11, 5, 1.4), wood)
        L.fill(poly([(10, 3), (14, 2), (13, 6)]), steel)
    elif kind == "shield":
        L.fill(poly([(3, 3), (13, 3), (13, 9), (8, 14), (3, 9)]), ramp(colour))
        L.put(line(8, 4, 8, 12, 1), shade(colour, 60))
    elif kind == "armour":
        L.fill(poly([(3, 4), (6, 2), (10, 2), (13, 4), (12, 8), (11, 14), (5, 14), (4, 8)]), ramp(colour))
        L.put(line(6, 6, 10, 6, 1), shade(colour, -50))
    elif kind == "staff":
        L.fill(line(4, 14, 11, 5, 1.4), wood)
        L.fill(ellipse(11.5, 4.5, 2.5, 2.5), ramp(colour))
    elif kind == "orb":
        L.fill(ellipse(8, 8, 5, 5), ramp(colour))
        L.put({(6, 6), (7, 6)}, (255, 255, 255))
    elif kind == "key":
        L.fill(ellipse(5, 8, 3, 3), ramp(colour))
        L.put({(5, 8)}, (0, 0, 0))
        L.fill(line(8, 8, 14, 8, 1.5), ramp(colour))
        L.put({(12, 9), (12, 10), (14, 9), (14, 10)}, colour)
    elif kind == "horn":
        L.fill(tapered([(3, 12), (6, 8), (11, 5), (13, 3)], 2, 5), ramp(colour))
    elif kind == "bag":
        L.fill(ellipse(8, 10, 5, 4.5), ramp(colour))
        L.fill(poly([(6, 4), (10, 4), (9, 6), (7, 6)]), ramp(shade(colour, -20)))
    elif kind == "cloak":
        L.fill(poly([(6, 2), (10, 2), (14, 14), (2, 14)]), ramp(colour))
        L.put(line(8, 4, 8, 13, 1), shade(colour, -40))
    elif kind == "sling":
        L.put(path([(3, 3), (6, 10), (10, 10), (13, 3)], 1), colour)
        L.fill(ellipse(8, 11, 2, 1.5), ramp((150, 140, 130)))
    elif kind == "charm":
        L.put(path([(4, 2), (8, 7), (12, 2)], 1), (180, 150, 90))
        L.fill(ellipse(8, 10, 4, 4), ramp(colour))
    else:  # lens / tools
        L.fill(line(3, 13, 8, 8, 2), wood)
        L.fill(ellipse(10, 6, 4, 4), ramp(colour))
        L.put(ellipse(10, 6, 2, 2), mix(colour, (255, 255, 255), 0.6))
    L.outline(INK)
    return L


ITEM_ICONS: dict[str, tuple[str, Color]] = {
    "quarry-maul": ("maul", (150, 150, 160)), "notched-longsword": ("blade", BRASS),
    "bossed-round-shield": ("shield", (150, 60, 50)), "ringmail-shirt": ("armour", (150, 156, 170)),
    "spurred-gauntlet": ("armour", (110, 110, 124)), "sappers-pry-bar": ("maul", (90, 90, 100)),
    "rallying-horn": ("horn", (220, 200, 150)), "twinned-spear": ("spear", (200, 206, 220)),
    "blackthorn-staff": ("staff", (120, 230, 160)), "scrying-lens": ("lens", (120, 190, 255)),
    "cinder-wand": ("staff", (255, 130, 50)), "stitched-ward-robe": ("cloak", (80, 110, 200)),
    "key-of-many-teeth": ("key", BRASS), "tincture-satchel": ("bag", (140, 100, 60)),
    "moonglass-orb": ("orb", (190, 200, 255)), "hooked-knives": ("blade", (90, 90, 100)),
    "lockpick-roll": ("key", (170, 170, 180)), "dusk-cloak": ("cloak", (70, 60, 100)),
    "braided-sling": ("sling", (170, 130, 80)), "smoke-pellets": ("bag", (120, 120, 130)),
    "parrying-dagger": ("blade", (200, 80, 80)), "copper-luck-charm": ("charm", (200, 120, 70)),
    "fabled-blade-1": ("blade", (90, 170, 255)), "fabled-blade-2": ("blade", (200, 40, 80)),
}


def ability_icon(trigger: str) -> Layer:
    L = Layer(ICON, ICON)
    if trigger == "power":
        L.fill(poly([(8, 1), (13, 8), (8, 15), (3, 8)]), ramp((150, 90, 230)))
    elif trigger == "block":
        L.fill(poly([(3, 2), (13, 2), (13, 8), (8, 14), (3, 8)]), ramp((90, 150, 200)))
    elif trigger == "spell":
        for a, b in (((8, 1), (8, 15)), ((1, 8), (15, 8)), ((3, 3), (13, 13)), ((3, 13), (13, 3))):
            L.put(line(a[0], a[1], b[0], b[1], 1), (255, 230, 140))
        L.fill(ellipse(8, 8, 3, 3), ramp((120, 200, 255)))
    else:  # passive: a steady eye
        L.fill(ellipse(8, 8, 6, 4), ramp((230, 220, 190)))
        L.fill(ellipse(8, 8, 2.5, 2.5), ramp((90, 140, 80)))
    L.outline(INK)
    return L


# --- hero map figures (12 x 16, transparent) ---------------------------------------------------
def hero_figure(hid: str) -> Layer:
    L = Layer(48, 40)
    hero_painter(hid)(L, ECO["ruins"])
    L.outline(INK)
    return L


# --- key art for the title screen (160 x 90) ---------------------------------------------------
def key_art() -> Layer:
    """The party on a lit ledge at the left; a stair falls away into the dark, where the Final
    Entity's heads rise on the right. The middle stays dark for the title and the menu."""
    w, h = KEY_ART_SIZE
    L = Layer(w, h)
    rng = random.Random("key-art")
    lamp = (62, 72)
    for y in range(h):
        for x in range(w):
            d = min(1.0, ((x - lamp[0]) / 110) ** 2 + ((y - lamp[1]) / 80) ** 2)
            L.px[(x, y)] = mix((84, 60, 40), (12, 9, 12), d ** 0.6)
    for x in range(0, w, 8):  # the cavern's teeth
        L.put(poly([(x, 0), (x + 7, 0), (x + 3.5, 8 + rng.randint(0, 10))]), (18, 13, 16))
    for x in (6, 30, 214, 232):  # pillars fading into the dark
        c = mix((70, 52, 38), (14, 10, 12), 0.3 if x < 100 else 0.75)
        L.fill(rect(x, 12, x + 8, h - 1), ramp(c))
    # the ledge the party stands on and the stair falling away to the right
    L.fill(poly([(0, 100), (88, 100), (94, 106), (94, h), (0, h)]), ramp((116, 86, 60)))
    for x in range(4, 90, 9):
        L.put(line(x, 101, x + 3, h - 1, 1), (88, 64, 46))
    for i in range(14):
        x0, y0 = 92 + i * 8, 104 + i * 2
        c = mix((124, 94, 66), (20, 16, 18), i / 13)
        L.fill(rect(x0, y0, x0 + 10, min(h - 1, y0 + 5)), ramp(c))
    # the Final Entity rising from the depths: dark shapes, only its eyes and crowns catch the light
    for pid, (ox, oy), root in (("head-of-embers", (168, 22), (182, h)), ("head-of-storms", (196, 52), (214, h))):
        spr = part_sprite(pid, big=True)
        base = (ox + 14, oy + 30)
        L.put(tapered([root, ((root[0] + base[0]) / 2 - 8, (root[1] + base[1]) / 2), base], 14, 10), (24, 18, 26))
        for (x, y), c in spr.px.items():
            L.px[(ox + x, oy + y)] = c if max(c) >= 236 else mix(c, (24, 18, 26), 0.8)
    # the party at the top of the stair, the Lantern held up
    for i, hid in enumerate(("fighter", "wizard", "rogue")):
        L.merge(hero_figure(hid), 2 + i * 20, 100 - GROUND)
    for r in range(22, 0, -2):
        for p in ellipse(lamp[0], lamp[1] - 4, r, r):
            if p in L.px:
                L.px[p] = mix(L.px[p], (255, 214, 130), 0.05)
    L.fill(rect(lamp[0] - 2, lamp[1] - 6, lamp[0] + 2, lamp[1] - 1), ramp((250, 210, 120)))
    L.put(line(lamp[0], lamp[1] - 7, lamp[0], lamp[1] - 9, 1), (60, 40, 20))
    for _ in range(80):  # dust in the light
        x, y = rng.randint(0, w - 1), rng.randint(10, 100)
        if math.dist((x, y), lamp) < 60:
            L.px[(x, y)] = mix(L.px[(x, y)], (255, 210, 140), 0.45)
    return L


KEY_ART_SIZE = (240, 135)
KEY_ART_LANTERN = (62, 68)  # where the title screen flickers the Lantern's light


# =============================================================================================
# Legendary Locations: one picture per Ecology, the place the rune nodes open, with the map icon's
# gold four-pointed star glowing in its doorway.
LOCATION_FRAMES: dict[str, Color] = {"ruins": (176, 150, 112), "caverns": (112, 86, 58), "subterranean": BRASS}
RUNE: Color = (90, 230, 255)


def location_portrait(eco: str) -> Layer:
    """A doorway in the Ecology's style (a carved arch, a root-framed cave mouth, a round brass vault
    door) on two steps, cyan rune light inside and the Legendary star at its heart, node stones
    glowing either side."""
    p = ECO[eco]
    out = backdrop(eco, "location")
    opening = rect(17, 13, 31, 33) | ellipse(24, 13, 7.5, 7)
    if eco == "subterranean":
        opening = ellipse(24, 21, 9.5, 10.5)
    fg = Layer(W, H)
    frame = LOCATION_FRAMES[eco]
    if eco == "ruins":  # a carved arch with a keystone, sun and moon seals on the jambs
        fg.fill(rect(13, 10, 35, 34) | ellipse(24, 12, 11, 10), ramp(frame))
        fg.fill(rect(22, 1, 26, 5), ramp(shade(frame, 14)))
        fg.put({(15, 18), (16, 18), (15, 19), (16, 19)}, p["gold"])
        fg.put({(32, 18), (33, 18), (33, 19)}, (200, 210, 230))
    elif eco == "caverns":  # a cave mouth framed by roots, glowcaps at its foot
        fg.fill(ellipse(24, 20, 13, 15) | rect(11, 20, 37, 34), ramp(p["wall"]))
        for pts in ([(12, 34), (14, 22), (18, 10), (24, 5)], [(36, 34), (34, 20), (29, 9), (24, 5)],
                    [(14, 26), (19, 18)], [(34, 27), (30, 16)]):
            fg.put(path(pts, 2), frame)
        for x in (12, 35):
            fg.fill(ellipse(x, 32, 2.5, 1.5), ramp(p["glow"]))
    else:  # a round brass vault door swung open, rivets round its ring
        fg.fill(ellipse(24, 21, 13, 13.5) | rect(11, 26, 37, 34), ramp(shade(BRONZE, -30)))
        fg.put(ellipse(24, 21, 12, 12.5) - ellipse(24, 21, 10.5, 11.5), frame)
        for k in range(10):
            a = k * math.pi / 5
            fg.put({(round(24 + math.cos(a) * 11.3), round(21 + math.sin(a) * 11.8))}, shade(BRASS, 50))
    fg.put(opening, mix(p["sky"], (0, 0, 0), 0.6))
    for r in range(9, 0, -1):  # rune light pooled in the doorway
        for q in ellipse(24, 22, r * 0.9, r):
            if q in opening:
                fg.px[q] = mix(fg.px[q], RUNE, 0.09)
    star = poly([(24, 13), (26, 20), (33, 22), (26, 24), (24, 31), (22, 24), (15, 22), (22, 20)])
    fg.fill(star, ramp((250, 204, 72)))
    fg.put({(24, 21), (24, 22), (23, 22)}, (255, 255, 230))
    for i in range(3):  # two steps up to the door
        fg.fill(rect(14 - i * 2, 34 + i, 34 + i * 2, 34 + i), ramp(shade(p["stone"], -10 * i)))
    for x in (6, 42):  # node stones either side, their runes lit
        fg.fill(rect(x - 2, 27, x + 2, 35) | ellipse(x, 27, 2.5, 2), ramp(p["stone"]))
        fg.put({(x, 30), (x, 31), (x - 1, 30), (x + 1, 31)}, RUNE)
    fg.outline(INK)
    out.merge(fg)
    return out


# =============================================================================================
def portrait(mid: str) -> Layer:
    if mid in MONSTERS:
        eco, paint = MONSTERS[mid]
        kind = "guardian" if mid in GUARDIANS else "monster"
    elif mid in HERO_GEAR:
        eco, paint, kind = "ruins", hero_painter(mid), "hero"
    elif mid in BLADES:
        eco, paint, kind = "subterranean", BLADES[mid], "blade"
    else:
        return part_portrait(mid)
    fg = Layer(W, H)
    paint(fg, ECO[eco])
    fg.outline(INK)
    out = backdrop(eco, kind)
    out.merge(fg)
    return out


def save(layer: Layer, dest: Path) -> pygame.Surface:
    dest.parent.mkdir(parents=True, exist_ok=True)
    surf = layer.surface()
    pygame.image.save(surf, str(dest))
    return surf


def contact_sheet(items: list[tuple[str, pygame.Surface]], dest: Path, scale: int = 3) -> None:
    pygame.font.init()
    f = pygame.font.Font(None, 18)
    cols = 8
    cw, ch = W * scale + 8, H * scale + 22
    rows = (len(items) + cols - 1) // cols
    sheet = pygame.Surface((cols * cw, rows * ch))
    sheet.fill((30, 26, 24))
    for i, (name, surf) in enumerate(items):
        x, y = (i % cols) * cw + 4, (i // cols) * ch + 4
        big = pygame.transform.scale(surf, (surf.get_width() * scale * W // max(W, surf.get_width()),
                                            surf.get_height() * scale * W // max(W, surf.get_width())))
        sheet.blit(big, (x, y))
        sheet.blit(f.render(name[:22], True, (230, 220, 200)), (x, y + H * scale + 3))
    pygame.image.save(sheet, str(dest))


def main() -> None:
    pygame.display.init()
    pygame.font.init()
    sheet: list[tuple[str, pygame.Surface]] = []
    ids = list(MONSTERS) + list(ENTITY_PARTS) + list(HERO_GEAR) + list(BLADES)
    for mid in ids:
        sheet.append((mid, save(portrait(mid), ART / "portraits" / f"{mid}.png")))
    for pid in ENTITY_PARTS:
        save(part_sprite(pid, big=True), ART / "entity" / f"{pid}.png")
    for hid in HERO_GEAR:
        save(hero_figure(hid), ART / "figures" / f"{hid}.png")
    for iid, (kind, colour) in ITEM_ICONS.items():
        save(item_icon(kind, colour), ART / "icons" / f"item-{iid}.png")
    for trig in ("power", "passive", "block", "spell"):
        save(ability_icon(trig), ART / "icons" / f"ability-{trig}.png")
    for eco in ECO:
        loc = f"location-{eco}"
        sheet.append((loc, save(location_portrait(eco), ART / "portraits" / f"{loc}.png")))
    save(key_art(), ART / "key-art.png")
    contact_sheet(sheet, ART / "contact-sheet.png")
    print(f"wrote {len(ids)} portraits, {len(ENTITY_PARTS)} entity sprites, {len(HERO_GEAR)} figures, "
          f"{len(ITEM_ICONS) + 4} icons and the key art to {ART.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
