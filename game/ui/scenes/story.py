"""Story panels: a passage of the story (cards/story.toml) over the dimmed game, and story mode's
choices (cards/story_choices.toml).

The session queues the passages the game's events call for (`Session.story`: the intro and the
first Ecology at the start, each new Ecology, a Stair Guardian fight, the Final Entity Lore); the map
opens this scene while any wait. A click, Space or Enter goes on to the next passage; Esc skips
them all. The "story" setting (Menu) turns the panels off; the log has the story either way.

In story mode a story choice is a pending step: `StoryChoiceDialog` shows its passage and its two
options as buttons (the cost and reward under each, and on hover); an option the heroes cannot
afford is a disabled button whose tooltip and line give the rules' reason. The choice is the
game's, so it opens whatever the "story" setting says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.rules import (
    ChooseStoryOption,
    Command,
    Passage,
    StoryChoiceStep,
    cost_words,
    current_choice,
    option_problem,
    place_words,
    reward_words,
)

from .. import actions
from ..card_art import wrap
from ..dialog import StepDialog
from ..look import DIM_INK, GOLD, UI_SCALE, font, text
from ..look import UI_SCALE as _UI_SCALE
from ..pay_picker import PayPicker
from ..scene import Scene
from ..session import Session

if TYPE_CHECKING:
    from ..app import App

PARCHMENT_BG = (36, 29, 22, 250)
EDGE = (200, 150, 70)
BODY_INK = (236, 224, 200)


def hint_words(short: bool = False) -> str:
    """The line under a passage, naming the keys bound now to go on and to skip."""
    keys = {"go_on": actions.key_for("quick"), "skip": actions.key_for("back")}
    if short:
        return _("Click to go on · {skip} skips").format(**keys)
    return _("Click or press {go_on} to go on · {skip} skips the story · Menu: story panels on or off").format(**keys)


def wants_story(app: App, session: Session) -> bool:
    """Whether a story panel should open now: passages wait and the story setting is on.

    With the setting off the waiting passages are dropped (they are in the log already)."""
    if not session.story:
        return False
    if not getattr(app.settings, "story", True):
        session.story.clear()
        return False
    return True


def story_if_wanted(app: App, session: Session, backdrop: Scene | None = None) -> StoryScene | None:
    """The story panel, when one should open now (see wants_story); else None (the registry's "story")."""
    return StoryScene(app, session, backdrop) if wants_story(app, session) else None


class StoryScene(Scene):
    name = "story"
    window_scaled = True  # the panel and its words grow with the window (the text scale includes it)

    def __init__(self, app: App, session: Session, backdrop: Scene | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.backdrop = backdrop
        self._page: tuple[Passage, tuple[int, int], float] | None = None
        self._image: pygame.Surface | None = None

    @property
    def passage(self) -> Passage | None:
        return self.session.story[0] if self.session.story else None

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if consumed:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.next()
        elif event.type == pygame.KEYDOWN:
            if actions.pressed(event, "back"):
                self.skip()
            elif actions.pressed(event, "quick") or actions.pressed(event, "confirm"):
                self.next()

    def next(self) -> None:
        """On to the next passage; the last one closes the panel."""
        if self.session.story:
            self.session.story.pop(0)
        if not self.session.story:
            self.app.pop()

    def skip(self) -> None:
        """Every waiting passage skipped (the log keeps them)."""
        self.session.story.clear()
        self.app.pop()

    def update(self, dt: float) -> None:
        if self.passage is None:
            self.app.pop()

    # --- drawing ------------------------------------------------------------------------------

    def panel_image(self) -> pygame.Surface | None:
        """The panel with its words, made once per passage, window size and UI scale."""
        passage = self.passage
        if passage is None:
            return None
        key = (passage, self.app.size, _UI_SCALE[0])
        if self._page != key or self._image is None:
            self._page = key
            self._image = render_panel(passage, self.app.size, _UI_SCALE[0])
        return self._image

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            self.backdrop.draw(surface)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((6, 5, 4, 140))
        surface.blit(veil, (0, 0))
        img = self.panel_image()
        if img is not None:
            surface.blit(img, img.get_rect(center=surface.get_rect().center))

    def probe(self) -> dict[str, Any]:
        p = self.passage
        return {"story": p.title if p else "", "waiting": len(self.session.story)}


def render_panel(passage: Passage, window: tuple[int, int], scale: float = 1.0) -> pygame.Surface:
    """A framed panel: the title, the passage's paragraphs and the hint, sized to fit the window.

    `scale` is the text scale (the UI scale times the window's factor); margins grow with the window.
    The text shrinks (down to a floor) until it fits the window's height."""
    from ..layout import window_factor
    w, h = window
    m = window_factor(window)
    u = lambda n: round(n * m)  # noqa: E731  (a length drawn for 1280x720, at this window)
    width = min(int(820 * scale), w - u(60))
    height = 0
    for size in range(round(19 * scale), 11, -1):
        title_f, body_f, hint_f = font(round(size * 1.5), True), font(size, False, True), font(max(11, size - 5))
        lines: list[str | None] = []
        for para in passage.paragraphs():
            if lines:
                lines.append(None)  # a blank line between paragraphs
            lines.extend(wrap(para, body_f, width - 2 * u(32)))
        gap = body_f.get_linesize() // 2
        height = (u(32) + title_f.get_linesize() + u(18)
                  + sum(gap if ln is None else body_f.get_linesize() for ln in lines)
                  + u(24) + hint_f.get_linesize() + u(22))
        if height <= h - u(40):
            break
    panel = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = panel.get_rect()
    pygame.draw.rect(panel, PARCHMENT_BG, rect, border_radius=14)
    pygame.draw.rect(panel, EDGE, rect, 2, border_radius=14)
    pygame.draw.rect(panel, (EDGE[0] // 2, EDGE[1] // 2, EDGE[2] // 2), rect.inflate(-u(12), -u(12)), 1,
                     border_radius=10)
    y = u(32)
    title = title_f.render(passage.title, True, GOLD)
    panel.blit(title, title.get_rect(midtop=(rect.centerx, y)))
    y += title_f.get_linesize() + u(4)
    pygame.draw.line(panel, EDGE, (rect.centerx - u(120), y + u(4)), (rect.centerx + u(120), y + u(4)), max(1, u(1)))
    y += u(14)
    for line in lines:
        if line is None:
            y += gap
            continue
        panel.blit(body_f.render(line, True, BODY_INK), (u(32), y))
        y += body_f.get_linesize()
    y += u(24)
    hint = hint_f.render(hint_words(), True, DIM_INK)
    if hint.get_width() > width - u(40):
        hint = hint_f.render(hint_words(short=True), True, DIM_INK)
    panel.blit(hint, hint.get_rect(midtop=(rect.centerx, y)))
    return panel


# --- story mode: a choice -------------------------------------------------------------------------

REFUSED_INK = (240, 150, 120)


class StoryChoiceDialog(StepDialog):
    """A story choice: the passage, then each option as a button with its cost and reward. An
    option that costs XP shows the XP pool (and the items heroes may spend) under it: the players
    pick the cards that pay (the engine's suggestion to start with), as when buying a Key."""

    name = "story_choice"
    title = N_("A choice")  # shown with _()
    step_type = StoryChoiceStep
    handled = frozenset({"choose_story_option"})
    rules_topic = "story"
    window_scaled = True

    def __init__(self, app: App, session: Session, backdrop: Scene | None = None) -> None:
        super().__init__(app, session, backdrop)
        self.picker = PayPicker(self)
        self._picker_room = 0
        self.paying = self._paying_option()
        if self.paying is not None:
            self.picker.choose(list(self.option_commands(self.paying)[0].pay))  # type: ignore[attr-defined]

    def option_commands(self, option: int) -> list[Command]:
        return [c for c in self.of_kind("choose_story_option") if c.option == option]  # type: ignore[attr-defined]

    def _paying_option(self) -> int | None:
        """The option that costs XP and can be paid now (the picker is for it), if any."""
        choice = current_choice(self.game)
        if choice is None:
            return None
        return next((i for i, o in enumerate(choice.options) if o.cost.xp and self.option_commands(i)), None)

    def _picker_h(self) -> int:
        """The XP cards' room under the paying option (0 without one); set by _sizes."""
        return self._picker_room if self.paying is not None else 0

    def _sizes(self, width: int) -> tuple[int, int]:
        """(the passage's text size, the panel's height): the largest size whose panel fits the
        window, the XP cards (if any) as small as the room left needs, at most their full size."""
        lay = self.lay
        choice = current_choice(self.game)
        words = choice.text if choice else ""
        inner = width - 2 * lay.u(28)
        height = 0
        for size in (17, 16, 15, 14, 13, 12):
            body = self.write(None, words, (0, 0), size, BODY_INK, inner)
            option = self.row_h() + lay.line(13) + lay.u(14)
            height = (lay.u(12) + lay.line(24) + lay.u(14) + body + lay.u(16) + 2 * option
                      + lay.line(15) + lay.u(8) + self.row_h() + lay.u(14))
            room = self.app.size[1] - lay.u(40) - height
            if self.paying is not None:
                self._picker_room = self.picker.height(inner, room) + lay.u(4)
                height += self._picker_room
            if height <= self.app.size[1] - lay.u(40):
                return size, height
        return 12, height

    def build(self) -> None:
        w, h = self.app.size
        lay = self.lay
        self.paying = self._paying_option()
        pw = min(lay.t(780), w - lay.u(40))
        self.text_size, ph = self._sizes(pw)
        ph = min(ph, h - lay.u(20))
        self.panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        self.spots, self.clicks, self.commands, self.controls = [], [], {}, {}
        self._seen = self.session.version
        self._main_left = self.panel.right
        self.body()
        self._fallback_row()

    def _body_bottom(self) -> int:
        choice = current_choice(self.game)
        p, lay = self.panel, self.lay
        return self.write(None, choice.text if choice else "", (p.x + lay.u(28), self.body_top() + lay.u(6)),
                          self.text_size, BODY_INK, p.width - 2 * lay.u(28))

    def option_rows(self) -> list[tuple[int, int]]:
        """(the button's top, the summary line's top) of each option (the XP cards under the paying one)."""
        lay = self.lay
        y = self._body_bottom() + lay.u(16)
        rows = []
        for i in range(2):
            rows.append((y, y + self.row_h() + lay.u(3)))
            y += self.row_h() + lay.line(13) + lay.u(14) + (self._picker_h() if i == self.paying else 0)
        return rows

    def option_command(self, option: int) -> Command | None:
        """The command an option's button sends: the first listed, or for the paying option the
        cards the players picked (the engine judges whether they cover the cost)."""
        listed = self.option_commands(option)
        if not listed:
            return None
        if option == self.paying:
            return ChooseStoryOption(option=option, pay=tuple(self.picker.pay()))
        return listed[0]

    def body(self) -> None:
        choice = current_choice(self.game)
        if choice is None:
            return
        self.title = choice.title  # the choice's own title (title_words shows it)
        p, lay = self.panel, self.lay
        width = p.width - 2 * lay.u(28)
        for i, ((y, _below), opt) in enumerate(zip(self.option_rows(), choice.options, strict=True)):
            cmd = self.option_command(i)
            tip = _("Cost: {cost}. Reward: {reward}.").format(cost=cost_words(opt.cost),
                                                             reward=reward_words(opt.reward))
            if cmd is None:
                tip += " " + _("Not now: {reason}").format(
                    reason=option_problem(self.game, i) or _("it cannot be chosen now."))
            elif i == self.paying:
                tip += " " + _("Paid with the chosen cards ({xp} XP; click the cards below to choose; no change is "
                               "given).").format(xp=self.picker.total())
            label = self.fitting([opt.label], width, True)
            self.command_button(pygame.Rect(p.x + lay.u(28), y, width, self.row_h()), label, cmd, tip=tip,
                                primary=True)

    def title_words(self) -> str:
        choice = current_choice(self.game)
        return choice.title if choice is not None else _(self.title)

    def click(self, value: Any) -> None:
        if isinstance(value, tuple) and value[0] == "pay":
            self.picker.toggle(value[1])
            self.changed()

    def draw_body(self, surface: pygame.Surface) -> None:
        choice = current_choice(self.game)
        if choice is None:
            return
        p, lay = self.panel, self.lay
        pygame.draw.line(surface, EDGE, (p.x + lay.u(20), self.body_top() - lay.u(2)),
                         (p.right - lay.u(20), self.body_top() - lay.u(2)), max(1, lay.u(1)))
        self.write(surface, choice.text, (p.x + lay.u(28), self.body_top() + lay.u(6)), self.text_size, BODY_INK,
                   p.width - 2 * lay.u(28))
        width = p.width - 2 * lay.u(28)
        f = font(round(13 * UI_SCALE[0]))
        for i, ((_above, y), opt) in enumerate(zip(self.option_rows(), choice.options, strict=True)):
            problem = None if self.option_commands(i) else option_problem(self.game, i)
            stakes = _("Cost: {cost}  ·  Reward: {reward}").format(cost=cost_words(opt.cost),
                                                                  reward=reward_words(opt.reward))
            if problem:  # a disabled button shows no tooltip: the reason is on the panel
                not_now = _("Not now: {reason}").format(reason=problem)
                line = next((w for w in (f"{stakes}  ·  {not_now}", not_now) if f.size(w)[0] <= width), not_now)
            elif i == self.paying:
                chosen = _("Chosen: {xp} XP of {cost}").format(xp=self.picker.total(), cost=opt.cost.xp)
                line = f"{stakes}  ·  {chosen}"
                line = line if f.size(line)[0] <= width else chosen
            else:
                line = stakes
            short = i == self.paying and self.picker.total() < opt.cost.xp
            text(surface, _cut(line, f, width), (p.x + lay.u(28), y), 13,
                 REFUSED_INK if problem or short else DIM_INK)
            if i == self.paying:
                area = pygame.Rect(p.x + lay.u(28), y + lay.line(13) + lay.u(4), width,
                                   self._picker_h() - lay.u(4))
                self.picker.draw(surface, area)
        self._draw_where(surface, choice.at)

    def _draw_where(self, surface: pygame.Surface, at: str) -> None:
        """Where the choice is met, in words, on the title's row at the right (as room allows)."""
        p, lay = self.panel, self.lay
        title_w = font(round(24 * UI_SCALE[0]), True).size(self.title_words())[0]
        room = p.width - 2 * lay.u(20) - title_w - lay.u(24)
        f = font(round(13 * UI_SCALE[0]))
        words = _("Story mode: {place}").format(place=place_words(at))
        if room > f.size(_("Story mode"))[0]:
            words = words if f.size(words)[0] <= room else _("Story mode")
            text(surface, words, (p.right - lay.u(20), p.y + lay.u(12) + lay.line(24) - lay.line(13) - lay.u(2)),
                 13, DIM_INK, anchor="topright")

    def probe(self) -> dict[str, Any]:
        out = super().probe()
        choice = current_choice(self.game)
        out["choice"] = choice.id if choice else ""
        return out


def _cut(words: str, f: pygame.font.Font, width: int) -> str:
    """Words cut with an ellipsis to fit `width` (the whole line is in the button's tooltip)."""
    from ..look import ellipsized
    return words if f.size(words)[0] <= width else ellipsized(words, width, lambda w: f.size(w)[0])
