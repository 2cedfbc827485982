"""Short combat animations, all skippable and none blocking: a damage number rising from where it
lands, health bars that slide to their new value, a shake of the card hit, a health token fading out
when its individual dies, cards sliding onto the table.

The rules have already happened when these play (they read events already applied): a click
anywhere lands every one of them at once, and the animation speed setting (off, fast, normal)
scales or removes them. Easing curves come from pytweening.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pytweening

Point = tuple[float, float]


@dataclass
class Floater:
    """A number rising from where damage (red) or healing (green) lands."""

    words: str
    at: Point
    colour: tuple[int, int, int]
    length: float
    t: float = 0.0
    delay: float = 0.0

    def position(self) -> Point:
        k = pytweening.easeOutCubic(self.progress())
        return self.at[0], self.at[1] - 46 * k

    def progress(self) -> float:
        return max(0.0, min(1.0, (self.t - self.delay) / max(1e-6, self.length)))

    def alpha(self) -> int:
        k = self.progress()
        return 0 if self.t < self.delay else int(255 * (1 - pytweening.easeInQuad(k)))


@dataclass
class Slide:
    """A value (a health bar's fill) moving from `start` to `end`."""

    start: float
    end: float
    length: float
    t: float = 0.0

    def value(self) -> float:
        k = pytweening.easeInOutQuad(min(1.0, self.t / max(1e-6, self.length)))
        return self.start + (self.end - self.start) * k


@dataclass
class Flight:
    """A card moving onto the table: from a screen point to its slot."""

    key: tuple[int, int, str]  # front, slot, side ("hero" / "monster")
    start: tuple[int, int]
    length: float
    t: float = 0.0

    def place(self, dest: tuple[int, int]) -> tuple[int, int]:
        k = pytweening.easeOutCubic(min(1.0, self.t / max(1e-6, self.length)))
        return (int(self.start[0] + (dest[0] - self.start[0]) * k), int(self.start[1] + (dest[1] - self.start[1]) * k))


@dataclass
class Motion:
    """Every running animation of the table, keyed by what it moves."""

    floaters: list[Floater] = field(default_factory=list)
    bars: dict[tuple[str, int, int], Slide] = field(default_factory=dict)  # ("hero", h, 0) / ("foe", f, i)
    shakes: dict[tuple[str, int], float] = field(default_factory=dict)  # ("hero", h) / ("foe", f) -> time left
    fading: dict[tuple[int, int], float] = field(default_factory=dict)  # (foe, individual) -> time left
    flights: list[Flight] = field(default_factory=list)
    shake_length: float = 0.3
    fade_length: float = 0.5

    @property
    def busy(self) -> bool:
        return bool(self.floaters or self.bars or self.shakes or self.fading or self.flights)

    def skip(self) -> None:
        """A click anywhere: everything lands where it is going."""
        self.floaters.clear()
        self.bars.clear()
        self.shakes.clear()
        self.fading.clear()
        self.flights.clear()

    def update(self, dt: float) -> None:
        for f in self.floaters:
            f.t += dt
        self.floaters = [f for f in self.floaters if f.t < f.delay + f.length]
        for key in list(self.bars):
            bar = self.bars[key]
            bar.t += dt
            if bar.t >= bar.length:
                del self.bars[key]
        timers: tuple[dict[Any, float], ...] = (self.shakes, self.fading)  # differently keyed, same countdown
        for timer in timers:
            for tkey in list(timer):
                timer[tkey] -= dt
                if timer[tkey] <= 0:
                    del timer[tkey]
        for fl in self.flights:
            fl.t += dt
        self.flights = [fl for fl in self.flights if fl.t < fl.length]

    def shake(self, key: tuple[str, int]) -> int:
        """The sideways offset of a card being hit (a damped wobble)."""
        left = self.shakes.get(key)
        if not left:
            return 0
        k = left / max(1e-6, self.shake_length)
        return int(6 * k * math.sin((1 - k) * math.pi * 6))

    def bar(self, key: tuple[str, int, int], now: float) -> float:
        slide = self.bars.get(key)
        return now if slide is None else slide.value()

    def fade(self, key: tuple[int, int]) -> float:
        """1.0 fully shown .. 0.0 gone: a dying individual's token fading out."""
        left = self.fading.get(key)
        return 0.0 if left is None else pytweening.easeInQuad(left / max(1e-6, self.fade_length))

    def flight(self, key: tuple[int, int, str]) -> Flight | None:
        return next((f for f in self.flights if f.key == key), None)
