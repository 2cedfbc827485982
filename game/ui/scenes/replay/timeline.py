"""The replay viewer's timeline: under the stage, a lane of marks for each kind of moment (Ecologies,
Level Ups, fights, map tiles, elements revealed) and the position bar; where each move and mark is
drawn, what lies under the pointer, and the words a hovered mark or lane shows."""

from __future__ import annotations

import pygame

from game.headless.replay import Mark, MarkKind, Replay
from game.i18n import N_, _

from ...layout import Layout
from ...look import GOLD, INK, ellipsized, first_fitting, font, paint, text

# the lanes, top to bottom: the kind of mark, its name (shown with _()), its colour
LANES: list[tuple[MarkKind, str, tuple[int, int, int]]] = [
    ("ecology", N_("Ecologies"), (244, 200, 112)), ("level_up", N_("Level Ups"), (150, 220, 120)),
    ("fight", N_("Fights"), (230, 90, 70)), ("tile", N_("Map tiles"), (170, 150, 120)),
    ("element", N_("Revealed"), (120, 170, 240))]
# what a lane's hover says its marks are (shown with _(), {n} the marks in this game)
LANE_WORDS: dict[MarkKind, str] = {
    "ecology": N_("Ecologies: each mark is a new Ecology ({n} in this game); click one to go there"),
    "level_up": N_("Level Ups: each mark is a Level Up ({n} in this game); click one to go there"),
    "fight": N_("Fights: each mark is a fight ({n} in this game); click one to go there"),
    "tile": N_("Map tiles: each mark is a map tile laid ({n} in this game); click one to go there"),
    "element": N_("Revealed: each mark is an element revealed ({n} in this game); click one to go there")}


def fitted(lay: Layout, words: str | list[str], points: int, width: int, bold: bool = False) -> str:
    """`words` (or the first of several forms, fullest first, that fits whole) to `width` at `points`
    (the layout's text size), the last form cut with an ellipsis where none fits."""
    f = font(lay.font_size(points), bold)
    return first_fitting(words, width, lambda s: f.size(s)[0])


class Timeline:
    """The lanes and the position bar of `replay`, placed by `place` in the viewer's bottom bar."""

    def __init__(self, replay: Replay) -> None:
        self.replay = replay
        self.reserve = 0  # room kept free at the caption line's right end (a button may sit there)

    @staticmethod
    def lanes_height(lay: Layout) -> int:
        return len(LANES) * lay.line(11)

    def place(self, lay: Layout, bar: pygame.Rect, pad: int) -> None:
        """Lane names on the left, the lanes and the position bar to their right, under the caption."""
        self.lay, self.bar, self.pad = lay, bar, pad
        self.lane_h = lay.line(11)
        caption_h = lay.line(15) + lay.u(6)
        label_w = max(font(lay.font_size(11)).size(_(name))[0] for _kind, name, _colour in LANES) + lay.u(12)
        top = bar.y + caption_h
        self.lanes = pygame.Rect(pad + label_w, top, bar.width - 2 * pad - label_w, len(LANES) * self.lane_h)
        self.track = pygame.Rect(self.lanes.x, self.lanes.bottom + lay.u(2), self.lanes.width, lay.t(12))

    def x(self, step: int) -> int:
        return self.lanes.x + round(self.lanes.width * step / max(1, self.replay.steps))

    def step_at(self, x: int) -> int:
        return round((x - self.lanes.x) / max(1, self.lanes.width) * self.replay.steps)

    def lane_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.lanes.x, self.lanes.y + i * self.lane_h, self.lanes.width, self.lane_h)

    def mark_at(self, pos: tuple[int, int]) -> Mark | None:
        """The mark nearest `pos` in the lane under it (within a few pixels), if any."""
        for i, (kind, _name, _colour) in enumerate(LANES):
            if self.lane_rect(i).inflate(self.lay.u(8), 0).collidepoint(pos):
                reach = max(self.lay.u(6), 4)
                near = [(abs(self.x(m.step) - pos[0]), m) for m in self.replay.marks if m.kind == kind]
                near = [(d, m) for d, m in near if d <= reach]
                return min(near, key=lambda dm: dm[0])[1] if near else None
        return None

    def mark_point(self, mark: Mark) -> tuple[int, int]:
        """Where a mark is drawn (for tests and scripts)."""
        i = next(i for i, (kind, _name, _colour) in enumerate(LANES) if kind == mark.kind)
        return self.x(mark.step), self.lane_rect(i).centery

    def draw(self, surface: pygame.Surface, step: int, caption: str, mouse: tuple[int, int]) -> None:
        """The bar: the move shown and its caption, the lanes with their marks, the position bar."""
        lay = self.lay
        surface.fill(paint("timeline"), self.bar)
        pygame.draw.line(surface, paint("divider"), self.bar.topleft, self.bar.topright, 2)
        x0, y = self.pad, self.bar.y + lay.u(4)
        move = _("Move {step} of {steps}").format(step=step, steps=self.replay.steps)
        where = text(surface, move, (x0, y), 15, GOLD, bold=True)
        room = self.bar.right - self.pad - where.right - lay.u(14) - self.reserve
        text(surface, fitted(lay, caption, 15, room), (where.right + lay.u(14), y), 15, INK)
        hovered = self.mark_at(mouse)
        for i, (kind, name, colour) in enumerate(LANES):
            lane = self.lane_rect(i)
            text(surface, _(name), (self.pad, lane.centery), 11, colour, anchor="midleft")
            pygame.draw.rect(surface, paint("timeline_lane" if i % 2 else "timeline_lane_alt"), lane)
            for m in self.replay.marks:
                if m.kind != kind:
                    continue
                x = self.x(m.step)
                shade = colour if m.step <= step else tuple(c // 2 for c in colour)
                tick = pygame.Rect(x - max(1, lay.u(1)), lane.y + 2, max(2, lay.u(2)), lane.height - 4)
                pygame.draw.rect(surface, shade, tick.inflate(2, 0) if m is hovered else tick)
        track = self.track
        pygame.draw.rect(surface, paint("track"), track, border_radius=4)
        done = track.copy()
        done.width = self.x(step) - track.x
        pygame.draw.rect(surface, (150, 116, 60), done, border_radius=4)
        pygame.draw.rect(surface, paint("slot_edge"), track, 1, border_radius=4)
        knob_x = self.x(step)
        pygame.draw.line(surface, GOLD, (knob_x, self.lanes.y), (knob_x, track.bottom), 2)
        pygame.draw.circle(surface, GOLD, (knob_x, track.centery), track.height // 2 + 2)

    def hover_words(self, pos: tuple[int, int]) -> str | None:
        """What the pointer is over on the timeline, in words."""
        mark = self.mark_at(pos)
        if mark is not None:
            return _("Move {step}: {words} (click to go there)").format(step=mark.step, words=mark.words)
        for i, (kind, _name, _colour) in enumerate(LANES):
            row = self.lane_rect(i)
            label = pygame.Rect(self.pad, row.y, self.lanes.x - self.pad, row.height)
            if label.collidepoint(pos) or row.collidepoint(pos):
                n = sum(m.kind == kind for m in self.replay.marks)
                return _(LANE_WORDS[kind]).format(n=n)
        if self.track.collidepoint(pos):
            return _("Move {step} of {steps}: click or drag to go there").format(step=self.step_at(pos[0]),
                                                                                 steps=self.replay.steps)
        return None

    def draw_hover(self, surface: pygame.Surface, mouse: tuple[int, int], window: tuple[int, int]) -> None:
        """A hovered mark's words, or a hovered lane name's meaning, in a small box over the timeline."""
        words = self.hover_words(mouse)
        if not words:
            return
        lay = self.lay
        f = font(lay.font_size(13))
        words = ellipsized(words, self.bar.width - 2 * self.pad - lay.u(16), lambda s: f.size(s)[0])
        box = pygame.Rect(0, 0, f.size(words)[0] + lay.u(16), lay.line(13) + lay.u(8))
        box.midbottom = (mouse[0], self.lanes.y - lay.u(4))
        box.clamp_ip(pygame.Rect(0, 0, *window))
        pygame.draw.rect(surface, paint("note"), box, border_radius=6)
        pygame.draw.rect(surface, GOLD, box, 1, border_radius=6)
        text(surface, words, (box.x + lay.u(8), box.centery), 13, INK, anchor="midleft")
