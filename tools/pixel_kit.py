"""A tiny pixel-art kit for tools/make_art.py: shapes as sets of pixels, filled with a three-step
colour ramp (shadow on the lower right, light on the upper left), a dark outline around a sprite,
and the export of a sprite layer to a pygame Surface.

Everything is integer pixels on a small canvas; the game scales the result with nearest-neighbour.
"""
from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

Color = tuple[int, int, int]
Pixels = set[tuple[int, int]]
Ramp = tuple[Color, Color, Color]  # shadow, body, light


def clamp(v: float) -> int:
    return max(0, min(255, int(round(v))))


def shade(c: Color, d: float) -> Color:
    return (clamp(c[0] + d), clamp(c[1] + d), clamp(c[2] + d))


def mix(a: Color, b: Color, t: float) -> Color:
    return (clamp(a[0] + (b[0] - a[0]) * t), clamp(a[1] + (b[1] - a[1]) * t), clamp(a[2] + (b[2] - a[2]) * t))


def ramp(c: Color, dark: float = 0.45, light: float = 0.35) -> Ramp:
    """A shadow / body / light triple for one base colour (shadow tinted toward violet, light warm)."""
    return (mix(c, (20, 12, 34), dark), c, mix(c, (255, 246, 220), light))


# --- shapes -----------------------------------------------------------------------------------

def ellipse(cx: float, cy: float, rx: float, ry: float) -> Pixels:
    out: Pixels = set()
    for y in range(math.floor(cy - ry), math.ceil(cy + ry) + 1):
        for x in range(math.floor(cx - rx), math.ceil(cx + rx) + 1):
            if rx > 0 and ry > 0 and ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2 <= 1.0:
                out.add((x, y))
    return out


def rect(x0: int, y0: int, x1: int, y1: int) -> Pixels:
    """Pixels x0..x1, y0..y1 inclusive."""
    return {(x, y) for y in range(min(y0, y1), max(y0, y1) + 1) for x in range(min(x0, x1), max(x0, x1) + 1)}


def poly(points: list[tuple[float, float]]) -> Pixels:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    out: Pixels = set()
    n = len(points)
    for y in range(math.floor(min(ys)), math.ceil(max(ys)) + 1):
        for x in range(math.floor(min(xs)), math.ceil(max(xs)) + 1):
            px, py = x + 0.5, y + 0.5
            inside = False
            j = n - 1
            for i in range(n):
                xi, yi = points[i]
                xj, yj = points[j]
                if (yi > py) != (yj > py) and px < (xj - xi) * (py - yi) / (yj - yi) + xi:
                    inside = not inside
                j = i
            if inside:
                out.add((x, y))
    return out


def line(x0: float, y0: float, x1: float, y1: float, width: float = 1.0) -> Pixels:
    """A thick line: discs of diameter `width` along the segment."""
    steps = max(1, int(math.dist((x0, y0), (x1, y1)) * 2))
    out: Pixels = set()
    r = width / 2
    for i in range(steps + 1):
        t = i / steps
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        if width <= 1.0:
            out.add((int(x), int(y)))
        else:
            out |= ellipse(x, y, r, r)
    return out


def path(points: list[tuple[float, float]], width: float) -> Pixels:
    out: Pixels = set()
    for a, b in zip(points, points[1:], strict=False):
        out |= line(a[0], a[1], b[0], b[1], width)
    return out


def tapered(points: list[tuple[float, float]], w0: float, w1: float) -> Pixels:
    """A stroke along `points` whose width runs from w0 to w1 (tails, necks, tentacles)."""
    out: Pixels = set()
    n = len(points) - 1
    for i, (a, b) in enumerate(zip(points, points[1:], strict=False)):
        steps = max(1, int(math.dist(a, b) * 2))
        for s in range(steps + 1):
            t = (i + s / steps) / max(1, n)
            w = w0 + (w1 - w0) * t
            x, y = a[0] + (b[0] - a[0]) * s / steps, a[1] + (b[1] - a[1]) * s / steps
            out |= ellipse(x, y, max(0.5, w / 2), max(0.5, w / 2))
    return out


def mirror(pixels: Pixels, axis: float) -> Pixels:
    """The pixels plus their mirror image about the vertical line x = axis (pixel centres)."""
    return pixels | {(int(round(2 * axis - x)), y) for x, y in pixels}


def shift(pixels: Pixels, dx: int, dy: int) -> Pixels:
    return {(x + dx, y + dy) for x, y in pixels}


# --- a layer ----------------------------------------------------------------------------------

class Layer:
    """A sprite layer: a dict of pixel -> colour (no entry: transparent)."""

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.px: dict[tuple[int, int], Color] = {}

    def inside(self, p: tuple[int, int]) -> bool:
        return 0 <= p[0] < self.w and 0 <= p[1] < self.h

    def put(self, pixels: Iterable[tuple[int, int]], colour: Color) -> None:
        for p in pixels:
            if self.inside(p):
                self.px[p] = colour

    def fill(self, pixels: Pixels, r: Ramp, depth: int = 1) -> None:
        """Fill with a shaded ramp: pixels whose lower-right neighbour is outside the shape take the
        shadow, those whose upper-left neighbour is outside take the light."""
        dark, body, light = r
        for x, y in pixels:
            if not self.inside((x, y)):
                continue
            if (x + depth, y + depth) not in pixels or (x, y + depth) not in pixels:
                c = dark
            elif (x - 1, y - 1) not in pixels or (x, y - 1) not in pixels:
                c = light
            else:
                c = body
            self.px[(x, y)] = c

    def flat(self, pixels: Pixels, colour: Color) -> None:
        self.put(pixels, colour)

    def outline(self, colour: Color = (18, 12, 16)) -> None:
        """A one-pixel dark outline around everything drawn (4-neighbourhood)."""
        edge: Pixels = set()
        for x, y in self.px:
            for d in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                q = (x + d[0], y + d[1])
                if q not in self.px and self.inside(q):
                    edge.add(q)
        self.put(edge, colour)

    def merge(self, other: Layer, dx: int = 0, dy: int = 0) -> None:
        for (x, y), c in other.px.items():
            if self.inside((x + dx, y + dy)):
                self.px[(x + dx, y + dy)] = c

    def flipped(self) -> Layer:
        out = Layer(self.w, self.h)
        out.px = {(self.w - 1 - x, y): c for (x, y), c in self.px.items()}
        return out

    def surface(self) -> pygame.Surface:
        surf = pygame.Surface((self.w, self.h), pygame.SRCALPHA)
        for p, c in self.px.items():
            surf.set_at(p, c)
        return surf

    def mask(self) -> Pixels:
        return set(self.px)
