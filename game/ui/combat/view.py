"""The combat table's view: drawing only, laid out by `CombatLayout` from the window size and UI
scale. The scene (game/ui/scenes/combat.py) owns the input; this mixin reads what the scene knows
(the game, what is legal, the selection, the running animations) and records where it drew the
things a click or an animation needs (hand cards, pairs, tokens, hero rows)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.rules import foe_name, monster_def, next_monster_cards, plural

from .. import card_art, final_entity_art
from ..combat_preview import pair_forecast, preview_words
from ..labels import proper_name
from ..look import (
    DIM_INK,
    GOLD,
    HERO_COLOURS,
    HERO_SHAPES,
    INK,
    LEGAL,
    PANEL_BG,
    UI_SCALE,
    draw_shape,
    ellipsized,
    font,
    text,
)
from ..scene import Scene
from .motion import Motion
from .summary import FightSummary, draw_summary
from .table_state import TableState

if TYPE_CHECKING:
    from ..app import App
    from ..session import Session

KIND_WORDS = {"block": "Block", "monster": "Monster Hit", "hero": "Hero Hit"}
KIND_COLOURS = {"block": (150, 170, 200), "monster": (230, 90, 70), "hero": (110, 210, 120)}
DECK_WORDS = {"light": "I · Light", "medium": "II · Medium", "heavy": "III · Heavy"}
STEP_WORDS = {"assign": ("Assign", "the heroes share out the Monster Cards"),
              "play": ("Play Cards", "each hero plays Action Cards, one hero at a time"),
              "place": ("Place", "drag or click the lone monster card onto the hero card it faces"),
              "abilities": ("Abilities & Pairs", "activate abilities, then choose the Combat Pair to resolve"),
              "avoid": ("Return Damage", "who helped kill the monster avoids its Return Damage")}


def fit(surface: pygame.Surface, words: str, pos: tuple[float, float], size: int, colour: Any, width: int,
        bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """Text no wider than `width`: a smaller size first (down to 70 %), then cut with an ellipsis."""
    smallest = max(8, int(size * 0.7))
    while size > smallest and font(round(size * UI_SCALE[0]), bold).size(words)[0] > width:
        size -= 1
    f = font(round(size * UI_SCALE[0]), bold)
    words = ellipsized(words, width, lambda w: f.size(w)[0])
    return text(surface, words, pos, size, colour, bold=bold, anchor=anchor)


class CombatView(TableState, Scene):
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

    def fs(self, size: float) -> int:
        """A text size of the 1280x720 design, in points: look.text grows it with the window and the UI
        scale (the scene is window_scaled), so it is not multiplied by the window here again."""
        return max(6, round(size))

    def lh(self, size: float, bold: bool = False) -> int:
        """The line height of text of design size `size` (window and UI scale applied)."""
        return font(round(self.fs(size) * UI_SCALE[0]), bold).get_linesize()

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
            surface.fill((24, 19, 16), self.L.table)
            self._draw_side(surface)
            return
        self.hand_rects, self.pair_rects, self.place_targets = [], [], []
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

    def banner_top(self) -> int:
        """The top of the deciding hero's banner above the hand."""
        return self.L.hand_top - self.lh(16, True) - 10

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
            img = fnt.render(f.words, True, f.colour)
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
        if felt is None or felt[0] != self.L.table.size:
            img = pygame.Surface(self.L.table.size)
            img.fill((24, 19, 16))
            inner = img.get_rect().inflate(-12, -12)
            pygame.draw.rect(img, (34, 27, 21), inner, border_radius=14)
            pygame.draw.rect(img, (80, 60, 40), inner, 2, border_radius=14)
            felt = self._felt = (self.L.table.size, img.convert() if pygame.display.get_surface() else img)
        surface.blit(felt[1], self.L.table.topleft)

    def header_title(self, c: Any) -> str:
        """ "Combat: the Mosaic Serpent — round 1": the round as RoundStarted numbers it (from 1)."""
        title = {"stair_guardian": "The Stair Guardian", "final_entity": "The Final Entity",
                 "legendary": "A Legendary foe"}.get(c.kind, "Combat")
        if c.kind in ("monster", "stair_guardian") and len(c.foes) == 1:
            title += f": {foe_name(self.game, c.foes[0])}"
        return f"{title} — round {max(1, c.round)}"

    def _draw_header(self, surface: pygame.Surface, c: Any) -> None:
        step, hint = STEP_WORDS.get(c.step, (c.step, ""))
        if self.combat is None:
            step, hint = "Over", "the fight is over"
        width = self.L.table.width - 40
        r = fit(surface, self.header_title(c), (20, self.L.px(10)), self.fs(19), GOLD, width // 2, bold=True)
        fit(surface, f"Step: {step} — {hint}", (r.right + 18, r.centery), self.fs(14), DIM_INK,
            self.L.table.right - 20 - r.right - 18, anchor="midleft")

    # --- foes ---------------------------------------------------------------------------------

    def _draw_foe_column(self, surface: pygame.Surface, c: Any, top: int, bottom: int) -> int:
        """Monster Cards side by side on the left, each with its health tokens (one per individual) and
        health bar, a number and the markers of the heroes facing it when there are two; then each
        monster deck. Returns the column's right edge."""
        k = self.L.k
        n = len(c.foes)
        width = int((170 if n == 1 else 124) * k)
        x = 20
        card_bottom = top
        numbered = n > 1
        label_h = self.L.px(20) if numbered else 0
        for i, foe in enumerate(c.foes):
            m = monster_def(self.game, foe)
            if m is None:
                continue
            img = card_art.monster_card(m, len(self.game.state.heroes), self.game.state.ecology, width,
                                        alive=len(foe.alive()), content=self.game.content)
            rect = img.get_rect(topleft=(x + self.motion.shake(("foe", i)), top + label_h))
            surface.blit(img, rect)
            self.spots.append((rect, ("monster", m.id)))
            self.foe_rects[i] = rect
            if numbered:
                label = text(surface, f"Card {i + 1}", (rect.x + 2, top - 2), self.fs(13), GOLD, bold=True)
                self._draw_foe_heroes(surface, c, i, (label.right + 14, label.centery - 12))
            below = self._health_bar(surface, ("foe", i, 0), sum(foe.health), sum(foe.max_health),
                                     pygame.Rect(rect.x, rect.bottom + 4, rect.width, self.L.px(8)))
            rows = self._tokens(surface, i, foe.health, foe.max_health, pygame.Rect(rect.x, below + 4, rect.width, 0))
            if foe.defeated:
                self._cross(surface, rect)
            card_bottom = max(card_bottom, below + 10 + self._token_step() * rows)
            x = rect.right + 10
        right = max(x - 10, 20 + int(200 * k))
        y = card_bottom + 6
        for deck in dict.fromkeys(foe.deck for foe in c.foes):  # one panel per deck in play
            powered = any(foe.powered for foe in c.foes if foe.deck == deck)
            y = self._draw_deck(surface, deck, pygame.Rect(20, y, right - 20, max(0, bottom - y)), powered) + 8
        return right

    def _health_bar(self, surface: pygame.Surface, key: tuple[str, int, int], now: int, full: int,
                    bar: pygame.Rect) -> int:
        """A bar that slides to the new health when damage lands. Returns its bottom."""
        shown = self.motion.bar(key, now)
        pygame.draw.rect(surface, (70, 30, 30), bar, border_radius=4)
        fill = bar.copy()
        fill.width = int(bar.width * max(0.0, shown) / max(1, full))
        pygame.draw.rect(surface, (200, 70, 80), fill, border_radius=4)
        if shown > now + 0.01:  # the part just lost, fading
            lost = bar.copy()
            lost.x = bar.x + int(bar.width * now / max(1, full))
            lost.width = fill.right - lost.x
            pygame.draw.rect(surface, (250, 200, 120), lost, border_radius=4)
        return bar.bottom

    def _draw_entity(self, surface: pygame.Surface, c: Any, top: int) -> int:
        """THE FINAL ENTITY: one creature of Head I, Head II, Body and Tail every hero faces, each part
        with its health and armor; its monster deck beside it. Returns the bottom."""
        k = self.L.k
        foe = next(f for f in c.foes if f.parts)
        fi = c.foes.index(foe)
        deck_w = int(230 * k)
        x = 20
        fit(surface, f"{foe_name(self.game, foe)} — one enemy all heroes face: defeat both Heads, or a Head and "
                     "the Body", (x, top - 2), self.fs(14), (230, 170, 200), self.L.table.width - 40, bold=True)
        below = top + self.lh(14, True) + 2
        # the creature as tall as leaves the heroes' rows room for two cards and the pill between
        lanes_need = 2 * (6 + self.lh(15, True) + self.lh(13)) + 4 + self.lh(12, True) + self.lh(11) + 8 + 2 * 70
        if foe.powered:  # the deck's "its power is used this round" line may reach below the creature
            lanes_need += self.lh(12) + 4
        room = self.banner_top() - below - lanes_need - 14
        view = final_entity_art.entity_view(final_entity_art.part_states(self.game, foe),
                                            max(92, min(int(240 * k), room)))
        rect = surface.blit(view.surface, (x + self.motion.shake(("foe", fi)), below))
        self.foe_rects[fi] = rect
        for r, pid in view.spots:
            spot = r.move(rect.topleft)
            self.spots.append((spot, ("monster", pid)))
            if pid in foe.parts:
                self.token_points[(fi, foe.parts.index(pid))] = spot.center
        bottom, x = rect.bottom + 8, max(rect.right, self.L.table.width - deck_w - 40)
        deck_area = pygame.Rect(x + 12, below, deck_w, bottom - below)
        deck_bottom = self._draw_deck(surface, foe.deck, deck_area, foe.powered)
        return max(bottom, deck_bottom + 4)  # the heroes' rows start below the creature and its deck

    def _draw_foe_heroes(self, surface: pygame.Surface, c: Any, foe_i: int, at: tuple[int, int]) -> None:
        """Markers of the heroes fighting this Monster Card (so two Monster Cards read clearly)."""
        heroes = [h for h, foes in enumerate(c.facing) if foe_i in foes]
        x = at[0]
        for h in heroes:
            hid = self.game.state.heroes[h]
            colour = HERO_COLOURS.get(hid, GOLD)
            pygame.draw.circle(surface, (20, 16, 12), (x, at[1] + 12), 11)
            draw_shape(surface, HERO_SHAPES.get(hid, "circle"), colour, (x, at[1] + 12), 8)
            x += 22

    def _cross(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 130))
        surface.blit(veil, rect)
        fit(surface, "DEFEATED", rect.center, self.fs(15), (250, 120, 100), rect.width - 8, bold=True,
            anchor="center")

    def _draw_deck(self, surface: pygame.Surface, deck: str, area: pygame.Rect, powered: bool) -> int:
        """A Monster Action Deck, open information: the number left to draw and the whole discard pile
        (newest first). Returns the bottom of what was drawn."""
        pile = (getattr(self.game.state, "monster_decks", {}) or {}).get(deck)
        if pile is None:
            return area.y
        k = self.L.k
        x, y = area.topleft
        back = card_art.card_back(int(44 * k), (60, 40, 44))
        shown = next_monster_cards(self.game).get(deck)  # house rule "open Monster deck": its top card
        if area.height < self.lh(14, True) + back.get_height() + self.lh(11) + 6:  # no room: one line
            if area.height >= self.lh(13):
                nxt = f", next {self._value(shown)}" if shown else ""
                r = fit(surface, f"Deck {DECK_WORDS.get(deck, deck)}: {len(pile.draw)} to draw{nxt}, "
                                 f"{len(pile.discard)} discarded", (x, y), self.fs(13),
                        card_art.DECK_COLOURS.get(deck, INK), area.width)
                self.deck_spots[deck] = r.center
                return r.bottom
            return y
        fit(surface, f"Monster deck {DECK_WORDS.get(deck, deck)}", (x, y), self.fs(14),
            card_art.DECK_COLOURS.get(deck, INK), area.width, bold=True)
        r = surface.blit(back, (x, y + self.lh(14, True) + 2))
        self.deck_spots[deck] = r.center
        text(surface, str(len(pile.draw)), r.center, self.fs(18), INK, bold=True, anchor="center")
        fit(surface, "to draw", (r.centerx, r.bottom + 1), self.fs(11), DIM_INK, r.width + 16,
            anchor="midtop")
        if shown:  # the open top card, face up on the pile's corner (hover: the card)
            value = self._value(shown)
            chip = pygame.Rect(0, 0, max(int(20 * k), self.lh(12, True)), max(int(20 * k), self.lh(12, True)))
            chip.center = r.topright
            pygame.draw.rect(surface, (120, 70, 200) if value == "Power" else (226, 210, 178), chip, border_radius=4)
            pygame.draw.rect(surface, (250, 220, 120), chip, 2, border_radius=4)
            text(surface, "P" if value == "Power" else value, chip.center, self.fs(12), (40, 30, 22), bold=True,
                 anchor="center", shadow=False)
            self.spots.append((chip.copy(), ("action", shown)))
        dx = r.right + 10
        fit(surface, f"discard pile ({len(pile.discard)})", (dx, r.y), self.fs(12), DIM_INK, area.right - dx)
        cx, cy = dx, r.y + self.lh(12) + 2
        side = max(int(22 * k), self.lh(12, True) + 2)
        chip = pygame.Rect(0, 0, side, side)
        bottom = r.bottom + self.lh(11) + 2
        for card in reversed(pile.discard):  # newest first
            if cx + chip.width > area.right:
                cx, cy = dx, cy + chip.height + 3
                if cy + chip.height > area.bottom:
                    break  # the count above says how many there are
            chip.topleft = (cx, cy)
            value = self._value(card)
            power = value == "Power"
            pygame.draw.rect(surface, (120, 70, 200) if power else (226, 210, 178), chip, border_radius=4)
            pygame.draw.rect(surface, card_art.DECK_COLOURS.get(deck, INK), chip, 1, border_radius=4)
            text(surface, "P" if power else value, chip.center, self.fs(12), INK if power else (40, 30, 22),
                 bold=True, anchor="center", shadow=False)
            self.spots.append((chip.copy(), ("action", card)))
            bottom = max(bottom, chip.bottom)
            cx += chip.width + 3
        if not pile.discard:
            text(surface, "empty", (dx, cy), self.fs(12), DIM_INK)
        if powered:
            fit(surface, "its power is used this round", (x, bottom + 4), self.fs(12), (200, 150, 240), area.width)
            bottom += self.lh(12) + 4
        return bottom

    def _token_step(self) -> int:
        return self.L.px(28)

    def _tokens(self, surface: pygame.Surface, foe_i: int, health: list[int], max_health: list[int],
                under: pygame.Rect) -> int:
        """One health token per individual: purple discs with the health left (x when dead; a token
        fades out as its individual dies). Returns the rows drawn."""
        step = self._token_step()
        radius = step // 2 - 1
        per_row = max(1, (under.width - 4) // step)
        for i, hp in enumerate(health[:len(max_health)]):
            centre = (under.x + radius + 1 + (i % per_row) * step, under.y + radius + (i // per_row) * step)
            self.token_points[(foe_i, i)] = centre
            alive = hp > 0
            pygame.draw.circle(surface, (120, 60, 160) if alive else (60, 50, 60), centre, radius)
            pygame.draw.circle(surface, (230, 200, 250), centre, radius, 2)
            text(surface, str(hp) if alive else "x", centre, self.fs(13), INK, bold=True, anchor="center")
            fade = self.motion.fade((foe_i, i))
            if fade > 0:  # the token of an individual just killed, shrinking away
                ghost = pygame.Surface((2 * radius + 2, 2 * radius + 2), pygame.SRCALPHA)
                pygame.draw.circle(ghost, (200, 80, 120, int(220 * fade)), (radius + 1, radius + 1),
                                   max(2, int(radius * (0.4 + 0.6 * fade))))
                surface.blit(ghost, (centre[0] - radius - 1, centre[1] - radius - 1))
        return (len(max_health) + per_row - 1) // per_row

    # --- fronts -------------------------------------------------------------------------------

    def _draw_fronts(self, surface: pygame.Surface, c: Any, area: pygame.Rect) -> None:
        """Each hero's row of Combat Pairs: monster cards above, the hero's below, the pill between
        saying Block / Monster Hit / Hero Hit and what resolving it will deal and take."""
        fronts = c.fronts or self.last_fronts
        before = False  # the last round's pairs, kept readable until the first card of the new round
        if c.fronts and all(not f.slots for f in c.fronts) and self.prev_fronts:
            fronts, before = self.prev_fronts, True
        if not fronts:
            fit(surface, "The heroes share out the Monster Cards (see Choices).", (area.x + 8, area.y + 8),
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
        pill_h = 4 + self.lh(12, True) + self.lh(11) + 8
        fit_h = (area.height - head - pill_h - 16) / 2 / 1.4
        fit_w = (lane_w - 60) / most - 34
        sw = int(max(24, min(96 * self.L.k, fit_h, fit_w)))  # never taller than the lane
        card_h = int(sw * 1.4)
        pill_w = max(sw + 26, int(104 * min(self.L.k, 1.2 * self.L.fs) * max(1.0, self.L.ui * 0.9)))
        room = (lane_w - 16) // most - 8  # each pair's share of the lane
        pill_w = min(pill_w, room)
        sw = min(sw, pill_w - 4)
        card_h = int(sw * 1.4)
        numbered = len(c.foes) > 1
        for fi, front in enumerate(fronts):
            lane = pygame.Rect(area.x + fi * (lane_w + 10), area.y, lane_w, area.height)
            hid = self.game.state.heroes[front.hero]
            colour = HERO_COLOURS.get(hid, GOLD)
            deciding = live and self.deciding_hero() == front.hero
            pygame.draw.rect(surface, (42, 33, 26), lane, border_radius=10)
            pygame.draw.rect(surface, colour if deciding else (90, 72, 52), lane, 3 if deciding else 1,
                             border_radius=10)
            self.lane_points[front.hero] = (lane.x + self.L.px(60), lane.y + self.L.px(14))
            draw_shape(surface, HERO_SHAPES.get(hid, "circle"), colour, (lane.x + 16, lane.y + self.L.px(15)), 8)
            foe = c.foes[front.foe]
            versus = (f"Card {front.foe + 1}: " if numbered else "") + foe_name(self.game, foe)
            status = "ready" if front.hero_done else ""
            if front.chosen is not None:
                status = f"{'resolved' if before else 'resolves'} pair {front.chosen + 1}"
            if before:
                status = f"last round · {status}" if status else "last round"
            st = fit(surface, status, (lane.right - 10, lane.y + 6), self.fs(13), LEGAL, lane.width // 3, bold=True,
                     anchor="topright") if status else pygame.Rect(lane.right - 10, lane.y, 0, 0)
            fit(surface, proper_name(self.game, front.hero), (lane.x + 30, lane.y + 5), self.fs(15),
                colour, st.x - lane.x - 40, bold=True)
            tail = (f" · {plural(len(front.set_aside), 'monster Power Card')} set aside"
                    if front.set_aside else "")
            fit(surface, f"vs {versus}{tail}", (lane.x + 30, lane.y + 5 + self.lh(15, True)),
                self.fs(13), INK, lane.width - 40)
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
                            pulse = 0.55 + 0.45 * abs(((self.time * 1.5) % 2) - 1)
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
                f = pair_forecast(self.game, fi, si) if live else None
                can = (front.hero, fi, si) in resolvable
                is_default = default is not None and default[:3] == (front.hero, fi, si)
                if f is not None and can:  # the glow first: the pill's words go over it
                    pulse = 0.55 + 0.45 * abs(((self.time * 1.5) % 2) - 1)
                    glow = tuple(int(v * pulse) for v in KIND_COLOURS[f.kind])
                    pygame.draw.rect(surface, glow if not is_default else GOLD, col.inflate(8, 8),
                                     3 if is_default else 2, border_radius=8)
                    self.pulsing.append(col.inflate(10, 10))
                if f is not None:
                    kind = f.kind
                    pill = pygame.Rect(0, mon_y + card_h + 3, pill_w, pill_h - 6)
                    pill.centerx = col.centerx
                    chosen = front.chosen == si
                    pygame.draw.rect(surface, (28, 22, 18), pill, border_radius=7)
                    pygame.draw.rect(surface, KIND_COLOURS[kind] if (can or chosen) else (90, 80, 70), pill,
                                     3 if chosen or can else 1, border_radius=7)
                    words = KIND_WORDS[kind] + (" · Enter" if is_default else "")
                    fit(surface, words, (pill.centerx, pill.y + 2), self.fs(12), KIND_COLOURS[kind], pill.width - 6,
                        bold=True, anchor="midtop")
                    fit(surface, preview_words(f), (pill.centerx, pill.y + 2 + self.lh(12, True)), self.fs(11), INK,
                        pill.width - 6, anchor="midtop")
                    if can:
                        self.pair_rects.append((pill.union(col), front.hero, fi, si))
                sx += sw + gap
            waiting = len(front.held) + len(front.set_aside)
            if not slots and not waiting:
                text(surface, "no cards played yet", (lane.centerx, hero_y + card_h // 2), self.fs(13), DIM_INK,
                     anchor="center")

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
            text(surface, "Waiting for the table...", (20, y0), self.fs(15), DIM_INK)
            return
        hs = states[hero]
        colour = HERO_COLOURS.get(hs.hero, GOLD)
        options = self.play_options(hero)
        playable = {card for option in options for card in option}
        banner = pygame.Rect(12, self.banner_top(), self.L.table.width - 24, self.lh(16, True) + 4)
        draw_shape(surface, HERO_SHAPES.get(hs.hero, "circle"), colour, (banner.x + 12, banner.centery), 9)
        what = (f"play {len(options[0])} card{'s' if len(options[0]) != 1 else ''}, then Ready" if options
                else "choose from the Choices" if self.combat.step != "abilities" else
                "abilities, then the Combat Pair to resolve")
        r = fit(surface, f"{self.session.hero_label(hero)} decides: {what}", (banner.x + 26, banner.centery),
                self.fs(16), colour, int(banner.width * 0.62), bold=True, anchor="midleft")
        fit(surface, f"hand (open to all) · {len(hs.draw)} to draw · {len(hs.discard)} discarded",
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
            limit = self.L.play_button().x - 8 - x
            fit(surface, f"stored power ({len(hs.stored)})", (x, y0 - 2), self.fs(12), GOLD, max(40, limit))
            sw = int(self.L.hand_w * 0.7)
            for i, card in enumerate(hs.stored):
                r = surface.blit(card_art.action_card(card, sw), (x + i * (sw // 2), y0 + self.L.px(16)))
                self.spots.append((r, ("action", card)))

    # --- the sidebar --------------------------------------------------------------------------

    def _draw_side(self, surface: pygame.Surface) -> None:
        side = self.L.side
        surface.fill(PANEL_BG, side)
        pygame.draw.line(surface, (160, 120, 60), side.topleft, side.bottomleft, 2)
        x0 = side.x + self.L.pad
        width = side.width - 2 * self.L.pad
        text(surface, "Heroes", (x0, self.L.px(8)), self.fs(16), GOLD, bold=True)
        live = self.combat is not None
        deciding = self.deciding_hero() if live else None
        may_act = self.heroes_to_decide() if live else []
        for i, hs in enumerate(self.game.state.hero_states):
            colour = HERO_COLOURS.get(hs.hero, GOLD)
            row = self.L.hero_row(i)
            self.hero_points[i] = (row.x + row.width // 2, row.y + row.height // 2)
            pygame.draw.rect(surface, (40, 33, 26), row, border_radius=6)
            if i == deciding:
                pygame.draw.rect(surface, colour, row, 2, border_radius=6)
            elif i in may_act:  # may act too: click the row to decide for this hero
                pygame.draw.rect(surface, (110, 90, 60), row, 1, border_radius=6)
            y1 = row.y + 2
            draw_shape(surface, HERO_SHAPES.get(hs.hero, "circle"), colour,
                       (row.x + 14, y1 + self.lh(15, True) // 2), 8)
            right = row.right - 8
            if i in may_act and i != deciding:
                right = text(surface, "click to act", (row.right - 8, y1 + 2), self.fs(11), GOLD,
                             anchor="topright").x - 6
            elif i < len(self.session.players) and len(set(self.session.players)) > 1:
                right = fit(surface, self.session.players[i], (row.right - 8, y1 + 1), self.fs(13), INK,
                            row.width // 3, anchor="topright").x - 6
            fit(surface, proper_name(self.game, i), (row.x + 28, y1), self.fs(15), colour,
                right - row.x - 30, bold=True)
            y2 = y1 + self.lh(15, True)
            bar = pygame.Rect(row.x + 28, y2 + self.lh(12) // 2 - 4, int(row.width * 0.3), 8)
            self._health_bar(surface, ("hero", i, 0), hs.health, hs.max_health, bar)
            fit(surface, f"{hs.health}/{hs.max_health}", (bar.right + 6, y2), self.fs(12), INK,
                row.right - bar.right - 12)
            fit(surface, f"hand {len(hs.hand)} · draw {len(hs.draw)} · disc. {len(hs.discard)} · "
                         f"power {len(hs.stored)} · Lv {hs.level}", (row.x + 28, y2 + self.lh(12)),
                self.fs(12), DIM_INK, row.width - 36)
        top = self.L.choices_top(len(self.game.state.hero_states))
        if self.offers_choices:
            text(surface, "Choices" if self.filter is None else "Choose how", (x0, top - self.L.px(24) * self.L.ui),
                 self.fs(16), GOLD, bold=True)
        if self.session.refusal:
            f = font(round(self.fs(12) * UI_SCALE[0]))
            lines = card_art.wrap(self.session.refusal, f, width)[:3]
            for j, ln in enumerate(lines):
                text(surface, ln, (x0, self.buttons_bottom - f.get_linesize() * (len(lines) - j)), self.fs(12),
                     (255, 150, 130))
