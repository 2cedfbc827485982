"""The combat table's view: drawing only, laid out by `CombatLayout` from the window size and UI
scale. The scene (game/ui/scenes/combat.py) owns the input; this view reads what the scene knows
(the game, what is legal, the selection, the running animations) and records where it drew the
things a click or an animation needs (hand cards, pairs, tokens, hero rows). The foes' side of the
table is drawn by foes.py; text fitting and sizes are in drawing.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, NP_, _, content_text, pgettext
from game.rules import foe_name

from .. import actions, card_art
from ..combat_preview import pair_forecast, preview_parts
from ..labels import PLAY_CARDS, proper_name, short_name
from ..look import (
    DIM_INK,
    GOLD,
    HERO_COLOURS,
    HERO_SHAPES,
    INK,
    LEGAL,
    STILL,
    UI_SCALE,
    contrast,
    draw_shape,
    font,
    ground_box,
    paint,
    text,
    turn_marker,
)
from ..scene import Scene
from .drawing import fit, fit_first, fit_lines, label_lines, pill_lines
from .foes import FoeColumn
from .lanes import lane_status, versus_choices
from .motion import Motion
from .summary import FightSummary, draw_summary

if TYPE_CHECKING:
    from ..app import App
    from ..session import Session

# the tables' words are marked for the catalogue and shown with _() (game.i18n)
KIND_WORDS = {"block": N_("Block"), "monster": N_("Monster Hit"), "hero": N_("Hero Hit")}
# the same in a narrow pill, broken where the language breaks it onto two lines ("Helden-\ntreffer")
KIND_NARROW = {"block": NP_("pill on two lines", "Block"), "monster": NP_("pill on two lines", "Monster Hit"),
               "hero": NP_("pill on two lines", "Hero Hit")}


def enter_key() -> str:
    """The key cap drawn on the pair the confirm key resolves (CombatView._pill_words): the key bound now."""
    return actions.key_for("confirm")

KIND_COLOURS = {"block": (150, 170, 200), "monster": (230, 90, 70), "hero": (110, 210, 120)}
STEP_WORDS = {"assign": (N_("Assign"), N_("the heroes share out the Monster Cards")),
              "play": (N_("Play Cards"), N_("each hero plays Action Cards, one hero at a time")),
              "place": (N_("Place"), N_("drag or click the lone monster card onto the hero card it faces")),
              "abilities": (N_("Abilities & Pairs"), N_("activate abilities, then choose the Combat Pair to resolve")),
              "avoid": (N_("Return Damage"), N_("who helped kill the monster avoids its Return Damage"))}


class CombatView(FoeColumn, Scene):
    """A scene drawing the combat table. CombatScene adds the input and the widgets; alone it draws a
    session's fight read-only: `class Viewer(CombatView)`, `build()` sets `self.L = CombatLayout.make(...)`,
    `update(dt)` calls `follow_game()` and `self.motion.update(dt)`."""

    offers_choices = True  # the sidebar heads the players' choices (a watched table has none)

    def __init__(self, app: App, session: Session) -> None:
        Scene.__init__(self, app)
        self.session = session
        self.game = session.game
        # what the player is doing (the scene's input sets these; the defaults draw the table as it is)
        self.selected: list[str] = []  # hand cards chosen to play
        self.filter: str | None = None  # an ability whose options the sidebar lists
        self.focus: int | None = None  # the hero picked in the sidebar when several may act
        self.dragging: tuple[int, str, tuple[int, int], tuple[int, int]] | None = None  # front, card, pos, start
        self.buttons_bottom = 0  # where the sidebar's choices end (the refusal is drawn above it)
        # where things were drawn, for clicks, close-ups and animations
        self.hand_rects: list[tuple[pygame.Rect, str]] = []
        self.pair_rects: list[tuple[pygame.Rect, int, int, int]] = []  # rect, hero, front, pair
        self.place_targets: list[tuple[pygame.Rect, Any]] = []  # hero cards the lone monster card may face
        # the places the lone monster card may go as the hint outlines them: the slot's column (and pill)
        self.place_slots: list[tuple[pygame.Rect, Any]] = []
        self.lane_rooms: dict[int, pygame.Rect] = {}  # each front's lane under its heading: outlines stay in it
        self.place_source: tuple[pygame.Rect, int, str] | None = None  # the lone monster card: rect, front, card
        self.spots: list[tuple[pygame.Rect, tuple[str, str]]] = []  # cards drawn, for close-ups
        self.deck_spots: dict[str, tuple[int, int]] = {}  # monster deck -> where its draw pile is drawn
        self.foe_rects: dict[int, pygame.Rect] = {}
        self.token_points: dict[tuple[int, int], tuple[int, int]] = {}  # (foe, individual) -> centre
        self.lane_points: dict[int, tuple[int, int]] = {}  # hero -> their lane's name on the table
        self.hero_points: dict[int, tuple[int, int]] = {}  # hero -> their row in the sidebar
        self.table_cards: dict[tuple[int, int, str], str] = {}  # what lies in each slot (for flights)
        # the table as the view last read it
        self._legal: tuple[int, list[Any]] = (-1, [])
        self.motion = Motion()
        self.time = 0.0
        self.summary: FightSummary | None = None
        self.summary_rect: pygame.Rect | None = None
        self.last_table: Any = None  # the combat as last seen: drawn under the summary once the fight is over
        self.last_fronts: list[Any] = []
        self.prev_fronts: list[Any] = []  # the last round's pairs
        self._round = -1
        self._mark = len(self.game.events)  # events already animated
        self._health: dict[tuple[str, int, int], int] = {}
        self.pulsing: list[pygame.Rect] = []  # where the last frame drew a pulse (moving_regions)
        self._shown: tuple[Any, ...] | None = None  # what the last frame drawn showed (changed_regions)

    # --- what changes from frame to frame (game/ui/redraw.py) ------------------------------------

    def changed_regions(self) -> list[pygame.Rect] | None:
        """Everything when the game moved on, an animation runs, a card is dragged or the player's
        choices changed; else nothing but the pulses (moving_regions)."""
        shown = (self.session.version, self.focus, self.filter, tuple(self.selected), self.dragging is None,
                 self.summary is None, self.session.refusal, self.L)
        hinted = getattr(self.session, "current_hint", None) is not None  # its frame pulses where it points
        if self.motion.busy or self.dragging is not None or hinted or shown != self._shown:
            self._shown = shown
            return None
        return []

    def moving_regions(self) -> list[pygame.Rect]:
        """The pulsing frames: the pairs that may be resolved, the lone monster card to place."""
        return list(self.pulsing)

    # --- the frame ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        c = self.combat if self.combat is not None else self.last_table
        self.spots = []
        self.pulsing = []
        if c is None:
            surface.fill(paint("table"), self.L.table)
            self._draw_side(surface)
            return
        self.hand_rects, self.pair_rects, self.place_targets, self.place_slots = [], [], [], []
        self.lane_rooms = {}
        self._draw_felt(surface)
        self._draw_header(surface, c)
        hand_top = self.L.hand_top
        top = self.L.px(14) + self.lh(19, True) + self.lh(13, True)
        if any(foe.parts for foe in c.foes):  # the Final Entity's four cards across the top
            bottom = self._draw_entity(surface, c, top)
            lanes = pygame.Rect(20, bottom + 8, self.L.table.width - 40, self.banner_top() - bottom - 14)
        else:  # monster cards in a column on the left, the heroes' rows of pairs beside them
            right = self._draw_foe_column(surface, c, top, self.banner_top() - 6)
            lanes = pygame.Rect(right + 14, top, self.L.table.width - right - 34, self.banner_top() - top - 6)
        self._draw_fronts(surface, c, lanes)
        if self.combat is not None:
            self._draw_hand(surface, hand_top)
        self._draw_side(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Over the widgets: the card being dragged, the damage numbers, the end-of-fight summary."""
        if self.dragging is not None:
            card, pos = self.dragging[1], self.dragging[2]
            img = card_art.action_card(card, int(self.L.hand_w * 0.9))
            surface.blit(img, img.get_rect(center=pos))
        for f in self.motion.floaters:
            alpha = f.alpha()
            if alpha <= 0:
                continue
            fnt = font(round(self.fs(24) * UI_SCALE[0]), True)
            img = fnt.render(f.words, True, contrast(f.colour))
            back = fnt.render(f.words, True, (0, 0, 0))
            img.set_alpha(alpha)
            back.set_alpha(alpha)
            x, y = f.position()
            r = img.get_rect(center=(int(x), int(y)))
            surface.blit(back, r.move(2, 2))
            surface.blit(img, r)
        if self.summary is not None:
            self.summary_rect = draw_summary(surface, self.summary, self.L.table)

    def _draw_felt(self, surface: pygame.Surface) -> None:
        """The table's felt, drawn once per layout (speed: a rounded rect this big costs ~1.5 ms)."""
        felt = getattr(self, "_felt", None)
        ground = paint("table")
        if felt is None or felt[0] != (self.L.table.size, ground):  # (drawn again when the theme changes)
            img = pygame.Surface(self.L.table.size)
            img.fill(ground)
            inner = img.get_rect().inflate(-12, -12)
            pygame.draw.rect(img, paint("felt"), inner, border_radius=14)
            pygame.draw.rect(img, paint("felt_edge"), inner, 2, border_radius=14)
            felt = self._felt = ((self.L.table.size, ground), img.convert() if pygame.display.get_surface() else img)
        surface.blit(felt[1], self.L.table.topleft)

    def header_title(self, c: Any) -> str:
        """ "Combat: the Mosaic Serpent — round 1": the round as RoundStarted numbers it (from 1)."""
        title = {"stair_guardian": _("The Stair Guardian"), "final_entity": _("The Final Entity"),
                 "legendary": _("A Legendary foe")}.get(c.kind, _("Combat"))
        if c.kind in ("monster", "stair_guardian") and len(c.foes) == 1:
            title += ": " + content_text(foe_name(self.game, c.foes[0]))
        return _("{title} — round {n}").format(title=title, n=max(1, c.round))

    def _draw_header(self, surface: pygame.Surface, c: Any) -> None:
        step, hint = (_(STEP_WORDS[c.step][0]), _(STEP_WORDS[c.step][1])) if c.step in STEP_WORDS else (c.step, "")
        if self.combat is None:
            step, hint = _("Over"), _("the fight is over")
        width = self.L.table.width - 40
        title = self.header_title(c)
        # the step and what it asks, or the step alone where both would be cut (200 % text)
        steps = [_("Step: {step} — {hint}").format(step=step, hint=hint), _("Step: {step}").format(step=step)]
        smallest = font(round(max(8, int(self.fs(19) * 0.7)) * UI_SCALE[0]), True)
        if smallest.size(title)[0] > width // 2:
            # large text (200 %): the title, which foe and which round, takes the whole line and the
            # step the line under it (both on one line cut the title to "Combat…")
            r = fit(surface, title, (20, self.L.px(10)), self.fs(19), GOLD, width, bold=True)
            fit_first(surface, steps, (20, r.bottom), self.fs(13), DIM_INK, width)
            return
        r = fit(surface, title, (20, self.L.px(10)), self.fs(19), GOLD, width // 2, bold=True)
        fit_first(surface, steps, (r.right + 18, r.centery), self.fs(14), DIM_INK,
                  self.L.table.right - 20 - r.right - 18, anchor="midleft")

    # --- fronts -------------------------------------------------------------------------------

    def _draw_fronts(self, surface: pygame.Surface, c: Any, area: pygame.Rect) -> None:
        """Each hero's row of Combat Pairs: monster cards above, the hero's below, the pill between
        saying Block / Monster Hit / Hero Hit and what resolving it will deal and take."""
        fronts = c.fronts or self.last_fronts
        before = False  # the last round's pairs, kept readable until the first card of the new round
        if c.fronts and all(not f.slots for f in c.fronts) and self.prev_fronts:
            fronts, before = self.prev_fronts, True
        if not fronts:
            fit(surface, _("The heroes share out the Monster Cards (see Choices)."), (area.x + 8, area.y + 8),
                self.fs(15), DIM_INK, area.width - 16)
            return
        live = bool(c.fronts) and self.combat is not None and not before
        resolvable = {(cmd.hero, cmd.front, cmd.pair) for cmd in self.legal()  # type: ignore[attr-defined]
                      if cmd.kind == "resolve_pair"} if live else set()
        placing = {(cmd.front, cmd.slot): cmd for cmd in self.legal()  # type: ignore[attr-defined]
                   if cmd.kind == "place_monster_card"} if live else {}
        default = self.default_pair() if live else None
        n = len(fronts)
        lane_w = (area.width - 10 * (n - 1)) // n
        most = max(2, max(len(f.slots) for f in fronts))
        head = 6 + self.lh(15, True) + self.lh(13) + 6
        # a lane's status ("resolves pair 1") beside the hero's name where it fits a third of the lane
        # and leaves the first name its room (200 %: "Harr…"), else at the right of the "vs ..." line
        # where its fewest words leave room, else on a line of its own under it (issue 39: "resolve…")
        statuses = [lane_status(front, before) for front in fronts]
        versus = [versus_choices(self.game, c, front, len(c.foes) > 1) for front in fronts]
        least = font(round(max(8, int(self.fs(13) * 0.7)) * UI_SCALE[0]), True).size
        first = font(round(max(8, int(self.fs(15) * 0.7)) * UI_SCALE[0]), True)  # the first name at its least
        status_w = font(round(self.fs(13) * UI_SCALE[0]), True).size
        status_below = any(least(st)[0] > lane_w // 3 or first.size(short_name(self.game, front.hero))[0]
                           > lane_w - 10 - min(status_w(st)[0], lane_w // 3) - self.L.px(40)
                           for st, front in zip(statuses, fronts, strict=True) if st)
        status_on_vs = status_below and all(status_w(st)[0] + least(vs[-1])[0] + self.L.px(12) <= lane_w - self.L.px(50)
                                            for st, vs in zip(statuses, versus, strict=True))
        if status_below and not status_on_vs:
            head += self.lh(13, True)
        pill_h = 4 + self.lh(12, True) + self.lh(11) + 8
        fit_h = (area.height - head - pill_h - 16) / 2 / 1.4
        fit_w = (lane_w - 60) / most - 34
        sw = int(max(24, min(96 * self.L.k, fit_h, fit_w)))  # never taller than the lane
        card_h = int(sw * 1.4)
        pill_w = max(sw + 26, int(104 * min(self.L.k, 1.2 * self.L.fs) * max(1.0, self.L.ui * 0.9)))
        room = (lane_w - 16) // most - 8  # each pair's share of the lane
        pill_w = min(pill_w, room)
        # each pair's forecast in whole words: wrapped onto more lines where the pill is narrow (issue 39:
        # it read "take 1 (0 if spa…"); every pill grows by the lines the longest needs, the cards shrink
        forecasts = {(fi, si): pair_forecast(self.game, fi, si) for fi, front in enumerate(fronts)
                     for si in range(len(front.slots))} if live else {}
        previews = {k: pill_lines(preview_parts(f), pill_w - 6, self.fs(11)) for k, f in forecasts.items()
                    if f is not None}
        extra = max((len(lines) for lines in previews.values()), default=1) - 1
        labels = {f.kind: label_lines(_(KIND_WORDS[f.kind]), pgettext("pill on two lines", KIND_WORDS[f.kind]),
                                      self.fs(12), pill_w - 6) for f in forecasts.values() if f is not None}
        more = max((len(lines) for lines, _size in labels.values()), default=1) - 1  # a label on two lines
        if extra or more:
            pill_h += extra * self.lh(11) + more * self.lh(12, True)
            fit_h = (area.height - head - pill_h - 16) / 2 / 1.4
            sw = int(max(16, min(sw, fit_h)))  # (smaller than 24 only where the lane is that short: 200 %)
        sw = min(sw, pill_w - 4)
        card_h = int(sw * 1.4)
        for fi, front in enumerate(fronts):
            lane = pygame.Rect(area.x + fi * (lane_w + 10), area.y, lane_w, area.height)
            self.lane_rooms[fi] = pygame.Rect(lane.x + 3, lane.y + head - 3, lane.width - 6, lane.height - head)
            hid = self.game.state.heroes[front.hero]
            colour = HERO_COLOURS.get(hid, GOLD)
            deciding = live and self.deciding_hero() == front.hero
            pygame.draw.rect(surface, paint("lane"), lane, border_radius=10)
            pygame.draw.rect(surface, colour if deciding else paint("lane_edge"), lane, 3 if deciding else 1,
                             border_radius=10)
            if deciding:  # the lane of the hero who decides: a pointer as well as its colour
                turn_marker(surface, pygame.Rect(lane.x, lane.y, lane.width, self.L.px(30)), self.L.px(7))
            self.lane_points[front.hero] = (lane.x + self.L.px(60), lane.y + self.L.px(14))
            name_x = lane.x + self.L.px(30)  # beside the hero's shape, both as large as the text
            draw_shape(surface, HERO_SHAPES.get(hid, "circle"), colour,
                       (lane.x + self.L.px(16), lane.y + self.L.px(15)), self.L.px(8))
            status = statuses[fi]
            st = vs_st = pygame.Rect(lane.right - 10, lane.y, 0, 0)
            vs_y = lane.y + 5 + self.lh(15, True)
            if status and status_on_vs:
                vs_st = fit(surface, status, (lane.right - 10, vs_y), self.fs(13), LEGAL, lane.width // 2,
                            bold=True, anchor="topright")
            elif status and status_below:
                fit(surface, status, (name_x, vs_y + self.lh(13)), self.fs(13),
                    LEGAL, lane.width - self.L.px(40), bold=True)
            elif status:
                st = fit(surface, status, (lane.right - 10, lane.y + 6), self.fs(13), LEGAL, lane.width // 3,
                         bold=True, anchor="topright")
            # a narrow lane (three heroes at a large text size) names the hero by first name
            fit_first(surface, [proper_name(self.game, front.hero), short_name(self.game, front.hero)],
                      (name_x, lane.y + 5), self.fs(15), colour, st.x - lane.x - self.L.px(40), bold=True)
            fit_first(surface, versus[fi], (name_x, vs_y), self.fs(13), INK,
                      vs_st.x - name_x - self.L.px(12) if vs_st.width else lane.width - self.L.px(40))
            slots = list(front.slots)
            gap = pill_w - sw + 8
            total = len(slots) * sw + max(0, len(slots) - 1) * gap
            sx = lane.centerx - total // 2 if slots else lane.x + 16
            content = 2 * card_h + pill_h + 6
            mon_y = int(lane.y + head + max(0, (lane.height - head - content - 8) // 2))
            hero_y = mon_y + card_h + pill_h + 6
            lone = front.place_pending and live
            for si, slot in enumerate(slots):
                col = pygame.Rect(sx, mon_y, sw, hero_y + card_h - mon_y)
                if slot.monster:
                    dest = pygame.Rect(sx, mon_y, sw, card_h)
                    dragged = self.dragging is not None and self.dragging[0] == fi and not before
                    if not dragged:
                        r = self._slot_card(surface, slot.monster, dest if before else
                                        self._flight_place((fi, si, "monster"), dest), sw, slot.monster_mod)
                        self.spots.append((r, ("action", slot.monster)))
                        if lone:
                            self.place_source = (r, fi, slot.monster)
                            pulse = 1.0 if STILL[0] else 0.55 + 0.45 * abs(((self.time * 1.5) % 2) - 1)
                            pygame.draw.rect(surface, tuple(int(v * pulse) for v in GOLD), r.inflate(6, 6), 3,
                                             border_radius=9)
                            self.pulsing.append(r.inflate(8, 8))
                if before and front.chosen == si:  # the pair that was resolved
                    pygame.draw.rect(surface, GOLD, col.inflate(8, 8), 2, border_radius=8)
                if slot.hero:
                    dest = pygame.Rect(sx, hero_y, sw, card_h)
                    r = self._slot_card(surface, slot.hero, self._flight_place((fi, si, "hero"), dest), sw,
                                        slot.hero_mod)
                    self.spots.append((r, ("action", slot.hero)))
                    if (fi, si) in placing:  # a drop target for the lone monster card
                        self.place_targets.append((r.inflate(8, card_h), placing[(fi, si)]))
                        pygame.draw.rect(surface, LEGAL, r.inflate(6, 6), 2, border_radius=9)
                f = forecasts.get((fi, si))
                can = (front.hero, fi, si) in resolvable
                is_default = default is not None and default[:3] == (front.hero, fi, si)
                if f is not None and can:  # the glow first: the pill's words go over it
                    pulse = 1.0 if STILL[0] else 0.55 + 0.45 * abs(((self.time * 1.5) % 2) - 1)
                    glow = tuple(int(v * pulse) for v in KIND_COLOURS[f.kind])
                    pygame.draw.rect(surface, glow if not is_default else GOLD, col.inflate(8, 8),
                                     3 if is_default else 2, border_radius=8)
                    self.pulsing.append(col.inflate(10, 10))
                if f is not None:
                    kind = f.kind
                    pill = pygame.Rect(0, mon_y + card_h + 3, pill_w, pill_h - 6)
                    pill.centerx = col.centerx
                    chosen = front.chosen == si
                    pygame.draw.rect(surface, paint("pill"), pill, border_radius=7)
                    pygame.draw.rect(surface, KIND_COLOURS[kind] if (can or chosen) else paint("off_edge"), pill,
                                     3 if chosen or can else 1, border_radius=7)
                    lines, size = labels[kind]
                    for k, line in enumerate(lines):
                        self._pill_words(surface, pill.move(0, k * self.lh(12, True)), line, KIND_COLOURS[kind],
                                         is_default and k == len(lines) - 1, size)
                    below = pill.y + 2 + (1 + more) * self.lh(12, True)
                    for k, line in enumerate(previews[(fi, si)]):
                        fit(surface, line, (pill.centerx, below + k * self.lh(11)),
                            self.fs(11), INK, pill.width - 6, anchor="midtop")
                    if can:
                        self.pair_rects.append((pill.union(col), front.hero, fi, si))
                if (fi, si) in placing:  # as a pair is outlined: its column, with its pill where it has one
                    self.place_slots.append((pill.union(col) if f is not None else col, placing[(fi, si)]))
                sx += sw + gap
            waiting = len(front.held) + len(front.set_aside)
            if not slots and not waiting and lane.bottom - lane.y - head >= self.lh(13):
                # an empty lane: the words in the middle of its room under the heading (a short lane's
                # card places would run past its foot; a lane without a line's room goes without them)
                fit_lines(surface, [_("no cards played yet")], pygame.Rect(lane.x + 10, lane.y + head, lane.width - 20,
                          lane.bottom - lane.y - head), self.fs(13), DIM_INK, centred=True)

    def _pill_words(self, surface: pygame.Surface, pill: pygame.Rect, words: str, colour: Any,
                    default: bool, size: int) -> None:
        """The pill's kind (Block, Monster Hit, Hero Hit) and, on the pair Enter resolves, a key cap
        naming that key (as bound now) beside it: a key, not a rule term (it read "Hero Hit · Enter")."""
        cap_size = self.fs(11)
        f, cf = font(round(size * UI_SCALE[0]), True), font(round(cap_size * UI_SCALE[0]), True)
        ww, cw, gap = f.size(words)[0], cf.size(enter_key())[0], self.L.px(6)
        total = ww + gap + cw + self.L.px(8)
        if not default or total > pill.width - 6:
            fit(surface, words, (pill.centerx, pill.y + 2), size, colour, pill.width - 6, bold=True, anchor="midtop")
            return
        left = pill.centerx - total // 2
        r = text(surface, words, (left, pill.y + 2), size, colour, bold=True)
        cap = pygame.Rect(r.right + gap, r.y + 1, cw + self.L.px(8), r.height - 2)
        pygame.draw.rect(surface, paint("key_cap"), cap, border_radius=4)
        pygame.draw.rect(surface, INK, cap, 1, border_radius=4)
        text(surface, enter_key(), cap.center, cap_size, INK, bold=True, anchor="center", shadow=False)

    def _slot_card(self, surface: pygame.Surface, card: str, rect: pygame.Rect, width: int, mod: int) -> pygame.Rect:
        r = surface.blit(card_art.action_card(card, width), rect.topleft)
        if mod:  # a +/- from an ability sits on the card
            tag = pygame.Rect(0, 0, self.L.px(30), self.L.px(20))
            tag.topright = (r.right - 2, r.y + 2)
            pygame.draw.rect(surface, (40, 110, 60) if mod > 0 else (140, 40, 40), tag, border_radius=5)
            text(surface, f"{mod:+d}", tag.center, self.fs(12), INK, bold=True, anchor="center")
        return r

    def _flight_place(self, key: tuple[int, int, str], dest: pygame.Rect) -> pygame.Rect:
        f = self.motion.flight(key)
        if f is None:
            return dest
        r = dest.copy()
        r.center = f.place(dest.center)
        return r

    # --- the deciding hero's hand -------------------------------------------------------------

    def _draw_hand(self, surface: pygame.Surface, y0: int) -> None:
        hero = self.deciding_hero()
        states = self.game.state.hero_states
        if hero is None or hero >= len(states):
            text(surface, _("Waiting for the table..."), (20, y0), self.fs(15), DIM_INK)
            return
        hs = states[hero]
        colour = HERO_COLOURS.get(hs.hero, GOLD)
        options = self.play_options(hero)
        playable = {card for option in options for card in option}
        banner = pygame.Rect(12, self.banner_top(), self.L.table.width - 24, self.lh(16, True) + 4)
        draw_shape(surface, HERO_SHAPES.get(hs.hero, "circle"), colour, (banner.x + self.L.px(12), banner.centery),
                   self.L.px(9))
        what = (_("choose {n}, then {play}").format(n=len(options[0]), play=_(PLAY_CARDS)) if options
                else _("choose from the Choices") if self.combat.step != "abilities" else
                _("abilities, then the Combat Pair to resolve"))
        brief = (what if options or self.combat.step != "abilities" else _("abilities, then a pair"))
        who = [self.session.hero_label(hero), self.session.hero_label(hero, short=True)]
        # whole words, the fullest that fit: the hero's first name, fewer words for what to decide, the
        # hand's counts left to the sidebar's row (issue 36: at 200 % text "Harrow Stonebrook (Ann) decides…")
        says = [_("{hero} decides: {what}").format(hero=h, what=w) for w in (what, brief) for h in who]
        says.append(_("{hero} decides").format(hero=who[1]))
        x = banner.x + self.L.px(26)
        small = font(round(max(8, int(self.fs(16) * 0.7)) * UI_SCALE[0]), True).size
        width = int(banner.width * 0.62) if small(says[0])[0] <= banner.width * 0.62 else banner.right - x - 8
        r = fit_first(surface, says, (x, banner.centery), self.fs(16), colour, width, bold=True, anchor="midleft")
        fit_first(surface, [_("hand (open to all) · {draw} to draw · {discard} discarded").format(
            draw=len(hs.draw), discard=len(hs.discard)), _("hand (open to all)"), ""],
            (r.right + 14, banner.centery), self.fs(13), DIM_INK, banner.right - r.right - 14, anchor="midleft")
        x = 20
        for card in hs.hand:
            img = card_art.action_card(card, self.L.hand_w)
            rect = img.get_rect(topleft=(x, y0 + (-14 if card in self.selected else 0)))
            surface.blit(img, rect)
            self.spots.append((rect, ("action", card)))
            if card in self.selected:
                pygame.draw.rect(surface, LEGAL, rect, 3, border_radius=10)
            elif card not in playable:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((0, 0, 0, 90))
                surface.blit(veil, rect)
            self.hand_rects.append((rect, card))
            x += self.L.hand_w + 8
        x += 24
        if hs.stored:
            # the words on two lines where the hand leaves them one line's width (200 %: "stored…"), the
            # cards under them, smaller where they need (a half hand card at least), their feet no lower
            # than the hand's
            full = int(self.L.hand_w * 1.4)
            room = pygame.Rect(x, y0 - 2, max(40, self.L.play_button().x - 8 - x), max(self.lh(12), full // 2))
            r = fit_lines(surface, [_("stored power ({n})").format(n=len(hs.stored))], room, self.fs(12), GOLD)
            below = max(y0 + self.L.px(16), r.bottom)
            sw = min(int(self.L.hand_w * 0.7), int((y0 + full - below) / 1.4))
            for i, card in enumerate(hs.stored):
                r = surface.blit(card_art.action_card(card, sw), (x + i * (sw // 2), below))
                self.spots.append((r, ("action", card)))

    # --- the sidebar --------------------------------------------------------------------------

    def _draw_side(self, surface: pygame.Surface) -> None:
        side = self.L.side
        surface.fill(paint("panel"), side)
        pygame.draw.line(surface, paint("divider"), side.topleft, side.bottomleft, 2)
        x0 = side.x + self.L.pad
        width = side.width - 2 * self.L.pad
        if not self.L.compact:
            text(surface, _("Heroes"), (x0, self.L.px(8)), self.fs(16), GOLD, bold=True)
        live = self.combat is not None
        deciding = self.deciding_hero() if live else None
        may_act = self.heroes_to_decide() if live else []
        for i, hs in enumerate(self.game.state.hero_states):
            colour = HERO_COLOURS.get(hs.hero, GOLD)
            row = self.L.hero_row(i)
            self.hero_points[i] = (row.x + row.width // 2, row.y + row.height // 2)
            ground_box(surface, "row", row, 6)
            if i == deciding:  # whose decision: the hero's colour round the row, and a pointer beside it
                pygame.draw.rect(surface, colour, row, 2, border_radius=6)
                turn_marker(surface, row, self.L.px(7))
            elif i in may_act:  # may act too: click the row to decide for this hero
                pygame.draw.rect(surface, paint("row_edge"), row, 1, border_radius=6)
            # (a table that offers no choices, the replay's, says no "click to act")
            self._hero_row(surface, i, hs, row, colour, i in may_act and i != deciding and self.offers_choices)
        top = self.L.choices_top(len(self.game.state.hero_states))
        if self.offers_choices:
            text(surface, _("Choices") if self.filter is None else _("Choose how"), (x0,
                                                                                     top - self.L.px(24) * self.L.ui),
                 self.fs(16), GOLD, bold=True)
        if self.session.refusal:
            f = font(round(self.fs(12) * UI_SCALE[0]))
            lines = card_art.wrap(self.session.refusal, f, width)[:3]
            for j, ln in enumerate(lines):
                text(surface, ln, (x0, self.buttons_bottom - f.get_linesize() * (len(lines) - j)), self.fs(12),
                     (255, 150, 130))

    def _hero_row(self, surface: pygame.Surface, i: int, hs: Any, row: pygame.Rect, colour: Any,
                  click_to_act: bool) -> None:
        """A hero's row: name, health, the cards' counts and level, and who plays them (or "click to
        act"). Three lines; compact, two: the health beside the name, the player beside the counts."""
        compact = self.L.compact
        y1 = row.y + 2
        draw_shape(surface, HERO_SHAPES.get(hs.hero, "circle"), colour,
                   (row.x + self.L.px(14), y1 + self.lh(15, True) // 2), self.L.px(8))
        y2 = y1 + self.lh(15, True)
        who_y = y2 if compact else y1
        right = row.right - 8
        if click_to_act:
            right = text(surface, _("click to act"), (row.right - 8, who_y + 2), self.fs(11), GOLD,
                         anchor="topright").x - 6
        elif i < len(self.session.players) and len(set(self.session.players)) > 1:
            right = fit(surface, self.session.players[i], (row.right - 8, who_y + 1), self.fs(12 if compact else 13),
                        INK, row.width // 3, anchor="topright").x - 6
        health = f"{hs.health}/{hs.max_health}"
        if compact:  # the health at the right of the name's line, the counts beside the player
            facts_right = right
            numbers = text(surface, health, (row.right - 8, y1 + self.lh(15, True) - self.lh(12)), self.fs(12),
                           INK, anchor="topright")
            bar = pygame.Rect(numbers.x - 6 - self.L.px(44), y1 + self.lh(15, True) // 2 - self.L.px(3),
                              self.L.px(44), self.L.px(7))
            self._health_bar(surface, ("hero", i, 0), hs.health, hs.max_health, bar)
            name_right = bar.x - 4
        else:
            facts_right, name_right = row.right - 8, right
            bar = pygame.Rect(row.x + self.L.px(28), y2 + self.lh(12) // 2 - self.L.px(4), int(row.width * 0.3),
                              self.L.px(8))
            self._health_bar(surface, ("hero", i, 0), hs.health, hs.max_health, bar)
            fit(surface, health, (bar.right + 6, y2), self.fs(12), INK, row.right - bar.right - 12)
            y2 += self.lh(12)
        # the first name alone where the whole name leaves "click to act" no room (200 % text)
        fit_first(surface, [proper_name(self.game, i), short_name(self.game, i)], (row.x + self.L.px(28), y1),
                  self.fs(15), colour, name_right - row.x - self.L.px(30), bold=True)
        counts = {"hand": len(hs.hand), "draw": len(hs.draw), "discard": len(hs.discard), "power": len(hs.stored),
                  "level": hs.level}
        # fewer facts where "click to act" leaves them little room (200 % text), the hand's and power's last
        fit_first(surface, [words.format(**counts) for words in (
            _("hand {hand} · draw {draw} · disc. {discard} · power {power} · Lv {level}"),
            _("hand {hand} · draw {draw} · power {power}"), _("hand {hand} · power {power}"))],
            (row.x + self.L.px(28), y2), self.fs(12), DIM_INK, facts_right - row.x - self.L.px(30) - 6)
