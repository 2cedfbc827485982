"""The combat table: monster cards with health tokens and their Health State, each monster deck's
open discard pile and the count left to draw, each hero's row of Combat Pairs (the monster cards
played opposite the hero's), every pair labelled with what choosing it would deal and take, and
the hero who decides now with their hand, stored power and ability buttons.

What is legal comes from `Game.legal()` only: cards are playable when a PlayCards command lists
them, a pair is clickable when a ResolvePair command names it, an ability button is enabled when an
ActivateAbility command uses it (its tooltip gives the engine's reason when it is not). Every other
legal command is a button in the sidebar, so nothing the rules allow is missing and nothing shown
is a dead click.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox

from game.rules import Command, plural

from .. import card_art, final_entity_art
from ..combat_preview import pair_preview
from ..labels import command_label, command_tooltip, proper_name
from ..look import DIM_INK, GOLD, HERO_COLOURS, HERO_SHAPES, INK, LEGAL, PANEL_BG, draw_shape, font, text
from ..scene import Scene
from ..session import Session

KIND_WORDS = {"block": "Block", "monster": "Monster Hit", "hero": "Hero Hit"}
KIND_COLOURS = {"block": (150, 170, 200), "monster": (230, 90, 70), "hero": (110, 210, 120)}
DECK_WORDS = {"light": "I · Light", "medium": "II · Medium", "heavy": "III · Heavy"}
STEP_WORDS = {"assign": ("Assign", "the heroes share out the Monster Cards"),
              "play": ("Play Cards", "each hero plays Action Cards face down, one hero at a time"),
              "place": ("Place", "a lone monster card goes opposite one of the hero's cards"),
              "abilities": ("Abilities & Pairs", "activate abilities, then choose the Combat Pair to resolve"),
              "avoid": ("Return Damage", "who helped kill the monster avoids its Return Damage")}
PART_WORDS = {"head1": "Head I", "head2": "Head II", "body": "Body", "tail": "Tail"}


@dataclass
class Flight:
    """A card moving onto the table (short, skippable): from a screen point to its slot."""

    key: tuple[int, int, str]  # front, slot, side ("hero" / "monster")
    start: tuple[int, int]
    t: float = 0.0


class CombatScene(Scene):
    name = "combat"

    def __init__(self, app: Any, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.selected: list[str] = []
        self.filter: str | None = None  # an ability whose options the sidebar lists
        self.focus: int | None = None  # the hero picked in the sidebar when several may act
        self._seen = -1
        self._legal: tuple[int, list[Command]] = (-1, [])
        self.hand_rects: list[tuple[pygame.Rect, str]] = []
        self.pair_rects: list[tuple[pygame.Rect, int, int, int]] = []  # rect, hero, front, pair
        self.spots: list[tuple[pygame.Rect, tuple[str, str]]] = []  # cards drawn, for close-ups
        self.deck_spots: dict[str, tuple[int, int]] = {}  # monster deck -> where its draw pile is drawn
        self.table_cards: dict[tuple[int, int, str], str] = {}  # what lies in each slot (for flights)
        self.flights: list[Flight] = []
        self.time = 0.0

    # --- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.app.size
        self.side_w = max(300, min(420, int(w * 0.25)))
        self.side = pygame.Rect(w - self.side_w, 0, self.side_w, h)
        self.table = pygame.Rect(0, 0, w - self.side_w, h)
        # one scale for the table: 1.0 at 1280x720, 1.5 at 1920x1080
        self.k = max(0.8, min(self.table.width / 960, h / 720))
        k = self.k
        self.hand_w = int(76 * k)
        m, root = self.manager, self.root
        x0, pad = self.side.x + 10, 10
        bw = self.side_w - 2 * pad
        self.play_button = UIButton(pygame.Rect(self.table.right - int(250 * k), h - 50, int(240 * k), 42), "Play", m,
                                    container=root, object_id="#primary",
                                    tool_tip_text="Play the selected cards face down (Enter): this hero is ready")
        self.action_buttons: list[tuple[UIButton, Command]] = []
        self.ability_buttons: list[tuple[UIButton, str, int]] = []
        # the hero rows take 58 pixels each; the choices list grows below them
        self.choices_top = 36 + 58 * len(self.game.state.heroes) + 30
        self.controls: dict[UIButton, str] = {}
        small = (bw - 12) // 4
        row_y = h - 250
        for i, (key, label, tip) in enumerate((("undo", "Undo", "Take back the last move, never past a card "
                                                 "turned up (Ctrl+Z)"),
                                                ("items", "Items", "The party's Items (equipping waits until "
                                                 "after the fight)"),
                                                ("rules", "Rules", "The rulebook, searchable (F2)"),
                                                ("menu", "Menu", "Save and quit, settings, help (Esc)"))):
            b = UIButton(pygame.Rect(x0 + i * (small + 4), row_y, small, 32), label, m, container=root,
                         tool_tip_text=tip)
            self.controls[b] = key
        self.buttons_bottom = row_y - 6
        self.log_box = UITextBox("", pygame.Rect(x0, row_y + 38, bw, h - row_y - 38 - pad), m, container=root,
                                 object_id="#small")
        self._seen = -1

    # --- reading the table --------------------------------------------------------------------

    @property
    def combat(self) -> Any:
        return self.game.state.combat

    def legal(self) -> list[Command]:
        v = self.session.version
        if self._legal[0] != v:
            self._legal = (v, self.game.legal())
        return self._legal[1]

    def heroes_to_decide(self) -> list[int]:
        """Heroes with a legal move now, in table order."""
        found: list[int] = []
        for c in self.legal():
            h = getattr(c, "hero", None)
            if isinstance(h, int) and h not in found:
                found.append(h)
        return sorted(found)

    def deciding_hero(self) -> int | None:
        """The hero whose choice the table shows: heroes choose one by one ("ready" each). When several
        may act (abilities), the first, or the one picked by clicking their row in the sidebar."""
        heroes = self.heroes_to_decide()
        if self.focus in heroes:
            return self.focus
        return heroes[0] if heroes else None

    def hero_row(self, hero: int) -> pygame.Rect:
        return pygame.Rect(self.side.x + 10, 34 + hero * 58, self.side_w - 20, 54)

    def play_options(self, hero: int | None) -> list[list[str]]:
        if hero is None:
            return []
        return [list(c.cards) for c in self.legal() if c.kind == "play_cards" and c.hero == hero]  # type: ignore[attr-defined]

    def _sync(self) -> None:
        if self.session.version == self._seen:
            return
        self._seen = self.session.version
        if self.game.state.phase != "combat" or self.combat is None:
            self.app.pop()
            return
        self.selected = []
        self._start_flights()
        self._make_ability_buttons()
        self._make_choices()
        self._refresh_play_button()
        self._refresh_controls()
        self.log_box.set_text("<br>".join(self.session.log[-40:]))
        if self.log_box.scroll_bar is not None:
            self.log_box.scroll_bar.set_scroll_from_start_percentage(1.0)

    def _make_choices(self, commands: list[Command] | None = None) -> None:
        """The sidebar's buttons: every legal command the table does not draw itself."""
        for b, _ in self.action_buttons:
            b.kill()
        self.action_buttons = []
        if commands is None:
            hero = self.deciding_hero()
            with_buttons = {a for _, a, _ in self.ability_buttons}
            # what the table draws itself stays off the list: hands (play_cards), the pairs' pills
            # (resolve_pair) and the ability buttons; other heroes' moves wait for their turn
            commands = [c for c in self.legal()
                        if getattr(c, "hero", hero) == hero and c.kind not in ("play_cards", "resolve_pair")
                        and not (c.kind == "activate_ability" and self.filter is None
                                 and getattr(c, "ability", None) in with_buttons)
                        and (self.filter is None or getattr(c, "ability", None) == self.filter)]

        x0, y = self.side.x + 10, self.choices_top
        room = max(3, (self.buttons_bottom - y) // 36)
        for i, cmd in enumerate(commands[:room]):
            b = UIButton(pygame.Rect(x0, y, self.side_w - 20, 32), command_label(self.game, cmd), self.manager,
                         container=self.root, tool_tip_text=command_tooltip(self.game, cmd),
                         object_id="#primary" if i == 0 and cmd.kind == "finish_abilities" else None)
            self.action_buttons.append((b, cmd))
            y += 36

    def _make_ability_buttons(self) -> None:
        """One button per activated ability of the deciding hero, sized to its name; enabled only when
        an ActivateAbility command uses it; the tooltip says what it does, its cost, and why not now."""
        for b, _, _ in self.ability_buttons:
            b.kill()
        self.ability_buttons = []
        hero = self.deciding_hero()
        if hero is None or hero >= len(self.game.state.hero_states):
            return
        from game.rules import hero_abilities
        usable = {getattr(c, "ability", None) for c in self.legal() if c.kind == "activate_ability"
                  and c.hero == hero}  # type: ignore[attr-defined]
        x, y = 12, self.app.size[1] - 46
        limit = self.play_button.relative_rect.x - 12
        f = font(round(15 * self.app.settings.ui_scale))
        for ab in hero_abilities(self.game, hero):
            if ab.trigger == "passive":
                continue
            label = ab.name + (f" · {ab.cost} Power" if ab.trigger == "power" else " · Block" if
                               ab.trigger == "block" else "")
            width = min(limit - x, f.size(label)[0] + 30)
            if width < 90:
                break
            b = UIButton(pygame.Rect(x, y, width, 36), label, self.manager, container=self.root,
                         tool_tip_text=self._ability_tip(hero, ab, ab.id in usable))
            if ab.id not in usable:
                b.disable()
            self.ability_buttons.append((b, ab.id, hero))
            x += width + 6

    def _ability_tip(self, hero: int, ab: Any, usable: bool) -> str:
        trigger = {"power": f"Power-activated: costs {ab.cost} Stored Power Card{'s' if ab.cost != 1 else ''}",
                   "block": "Block-activated: only with a Block chosen, one a round"}.get(ab.trigger, ab.trigger)
        hs = self.game.state.hero_states[hero]
        bits = [f"<b>{html.escape(ab.name)}</b>", html.escape(trigger) + (" · Spell (Exhausted once used)"
                                                                            if ab.spell else ""),
                html.escape(ab.text), f"Stored Power: {len(hs.stored)}"]
        if usable:
            bits.append("<font color='#9ee08a'>Usable now: click to choose how.</font>")
        else:
            bits.append(f"<font color='#ff9080'>{html.escape(self._ability_reason(hero, ab.id))}</font>")
        return "<br>".join(bits)

    def _ability_reason(self, hero: int, ability: str) -> str:
        """The engine's sentence for why the ability cannot be activated now."""
        from game.rules import ActivateAbility, RuleViolation, ability_problem, hero_fronts
        c = self.combat
        fronts = hero_fronts(c, hero) if c is not None else []
        try:
            problem = ability_problem(self.game, ActivateAbility(hero=hero, ability=ability,
                                                                 front=fronts[0] if fronts else 0))
        except RuleViolation as exc:
            problem = str(exc)
        return problem or "Nothing it could act on now."

    def _refresh_play_button(self) -> None:
        hero = self.deciding_hero()
        options = self.play_options(hero)
        if not options:
            self.play_button.hide()
            return
        self.play_button.show()
        need = len(options[0])
        match = self._matching_play(hero)
        self.play_button.set_text(f"Choose {need} card{'s' if need != 1 else ''} ({len(self.selected)}/{need})"
                                  if match is None else
                                  f"Ready: play {', '.join(self._value(c) for c in self.selected)}")
        if match is None:
            self.play_button.disable()
        else:
            self.play_button.enable()

    def _refresh_controls(self) -> None:
        for b, key in self.controls.items():
            if key == "undo":
                if self.game.can_undo():
                    b.enable()
                else:
                    b.disable()

    def _matching_play(self, hero: int | None) -> Command | None:
        if hero is None:
            return None
        for c in self.legal():
            if c.kind == "play_cards" and c.hero == hero and sorted(c.cards) == sorted(self.selected):  # type: ignore[attr-defined]
                return c
        return None

    @staticmethod
    def _value(card: str) -> str:
        face = card.partition(":")[2]
        return "Power" if face.startswith("power") else "".join(ch for ch in face if ch.isdigit())

    # --- animation ----------------------------------------------------------------------------

    def _start_flights(self) -> None:
        """Cards new on the table fly in: a hero's from where it lay in the hand, a monster's from its
        deck. Nothing flies at animation speed 0; a click lands them all."""
        c = self.combat
        now: dict[tuple[int, int, str], str] = {}
        for fi, front in enumerate(c.fronts):
            for si, slot in enumerate(front.slots):
                if slot.hero:
                    now[(fi, si, "hero")] = slot.hero
                if slot.monster:
                    now[(fi, si, "monster")] = slot.monster
        duration = self.app.settings.duration(0.3)
        if duration > 0 and self.table_cards is not None:
            hand_at = {card: rect.center for rect, card in self.hand_rects}
            for key, card in now.items():
                if self.table_cards.get(key) == card:
                    continue
                fi, _, side = key
                if side == "hero":
                    start = hand_at.get(card, (self.table.centerx, self.table.bottom))
                else:
                    deck = c.foes[c.fronts[fi].foe].deck
                    start = self.deck_spots.get(deck, (self.table.centerx, 0))
                self.flights.append(Flight(key, start))
        self.table_cards = now

    def _flight_offset(self, key: tuple[int, int, str], dest: pygame.Rect) -> pygame.Rect:
        for f in self.flights:
            if f.key == key:
                k = min(1.0, f.t / max(1e-6, self.app.settings.duration(0.3)))
                k = 1 - (1 - k) ** 3
                r = dest.copy()
                r.center = (int(f.start[0] + (dest.centerx - f.start[0]) * k),
                            int(f.start[1] + (dest.centery - f.start[1]) * k))
                return r
        return dest

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and self.flights:
            self.flights = []  # a click lands every moving card at once
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not consumed:
            for hero in self.heroes_to_decide():
                if self.hero_row(hero).collidepoint(event.pos):
                    self.focus, self.filter = hero, None
                    self._seen = -1
                    return
            for rect, card in self.hand_rects:
                if rect.collidepoint(event.pos):
                    self._toggle(card)
                    return
            for rect, hero, front, pair in self.pair_rects:
                if rect.collidepoint(event.pos):
                    self._choose_pair(hero, front, pair)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_RETURN:
                cmd = self._matching_play(self.deciding_hero())
                if cmd is not None:
                    self.session.do(cmd)
            elif event.key == pygame.K_u or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
                self.session.undo()
            elif event.key == pygame.K_ESCAPE and not self.app.overlays.any_open:
                self._open("menu")

    def _button(self, el: Any) -> None:
        if el is self.play_button:
            cmd = self._matching_play(self.deciding_hero())
            if cmd is not None:
                self.session.do(cmd)
            return
        if el in self.controls:
            self._open(self.controls[el])
            return
        for b, ability, _ in self.ability_buttons:
            if b is el:
                options = [c for c in self.legal() if getattr(c, "ability", None) == ability]
                if len(options) == 1:
                    self.filter = None
                    self.session.do(options[0])
                else:  # several fronts, pairs or targets: list them to choose from
                    self.filter = ability
                    self._seen = -1
                return
        for b, cmd in self.action_buttons:
            if b is el:
                self.filter = None
                self._resolve(cmd) if cmd.kind == "resolve_pair" else self.session.do(cmd)
                return

    def _open(self, what: str) -> None:
        if what == "undo":
            if not self.session.undo():
                self._seen = -1
        elif what == "rules":
            self.app.overlays.toggle_rules("combat")
        elif what == "menu":
            from .menu import MenuDialog
            self.app.push(MenuDialog(self.app, self.session, self))
        elif what == "items":
            from .spending import ItemsDialog
            self.app.push(ItemsDialog(self.app, self.session, self))

    def _toggle(self, card: str) -> None:
        options = self.play_options(self.deciding_hero())
        if card in self.selected:
            self.selected.remove(card)
        elif options and len(self.selected) < len(options[0]):
            self.selected.append(card)
        elif options:
            self.selected = self.selected[1:] + [card]
        self._refresh_play_button()

    def _choose_pair(self, hero: int, front: int, pair: int) -> None:
        options = [c for c in self.legal() if c.kind == "resolve_pair" and c.hero == hero  # type: ignore[attr-defined]
                   and c.front == front and c.pair == pair and c.excess is None]  # type: ignore[attr-defined]
        if len(options) == 1:
            self._resolve(options[0])
        elif options:  # which individual takes the damage: list the targets
            self._make_choices(options)
        else:
            self.session.refusal = "That Combat Pair cannot be chosen now."

    _excess_listed: tuple[int, int, int, int | None] | None = None

    def _resolve(self, cmd: Command) -> None:
        """Resolve a pair; when a Horde's excess damage may go elsewhere, first list where it goes
        (the default, the weakest, first)."""
        key = (cmd.hero, cmd.front, cmd.pair, cmd.target)  # type: ignore[attr-defined]
        more = [c for c in self.legal() if c.kind == "resolve_pair" and c.excess is not None  # type: ignore[attr-defined]
                and (c.hero, c.front, c.pair, c.target) == key]  # type: ignore[attr-defined]
        if more and cmd.excess is None and self._excess_listed != key:  # type: ignore[attr-defined]
            self._excess_listed = key
            self._make_choices([cmd, *more])
            return
        self._excess_listed = None
        self.session.do(cmd)

    # --- drawing ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        self._sync()
        if self.flights:
            limit = self.app.settings.duration(0.3)
            for f in self.flights:
                f.t += dt
            self.flights = [f for f in self.flights if f.t < limit]

    def draw(self, surface: pygame.Surface) -> None:
        c = self.combat
        surface.fill((24, 19, 16), self.table)
        if c is None:
            return
        self.spots = []
        self._draw_felt(surface)
        self._draw_header(surface, c)
        hand_top = self._hand_top()
        top = 44
        if any(foe.parts for foe in c.foes):  # the Final Entity's four cards across the top
            bottom = self._draw_entity(surface, c, top)
            lanes = pygame.Rect(20, bottom + 8, self.table.width - 40, hand_top - bottom - 44)
        else:  # monster cards in a column on the left, the heroes' rows of pairs beside them
            right = self._draw_foe_column(surface, c, top, hand_top - 40)
            lanes = pygame.Rect(right + 14, top, self.table.width - right - 34, hand_top - top - 36)
        self._draw_fronts(surface, c, lanes)
        self._draw_hand(surface, hand_top)
        self._draw_side(surface)

    def _draw_felt(self, surface: pygame.Surface) -> None:
        inner = self.table.inflate(-12, -12)
        pygame.draw.rect(surface, (34, 27, 21), inner, border_radius=14)
        pygame.draw.rect(surface, (80, 60, 40), inner, 2, border_radius=14)

    def _draw_header(self, surface: pygame.Surface, c: Any) -> None:
        from game.rules import foe_name
        title = {"stair_guardian": "The Stair Guardian", "final_entity": "The Final Entity",
                 "legendary": "A Legendary foe"}.get(c.kind, "Combat")
        if c.kind in ("monster", "stair_guardian") and len(c.foes) == 1:
            title += f": {foe_name(self.game, c.foes[0])}"
        step, hint = STEP_WORDS.get(c.step, (c.step, ""))
        r = text(surface, f"{title} — round {c.round + 1}", (20, 12), round(19 * min(self.k, 1.3)), GOLD, bold=True)
        text(surface, f"Step: {step} — {hint}", (r.right + 18, r.centery), 14, DIM_INK, anchor="midleft")

    def _hand_top(self) -> int:
        return self.app.size[1] - 56 - int(self.hand_w * 1.4)

    # foes -------------------------------------------------------------------------------------

    def _draw_foe_column(self, surface: pygame.Surface, c: Any, top: int, bottom: int) -> int:
        """Monster Cards side by side in a column on the left, each with its health tokens (one per
        individual), a number and the markers of the heroes facing it when there are two; then
        each monster deck. Returns the column's right edge."""
        from game.rules import monster_def
        k = self.k
        n = len(c.foes)
        width = int((170 if n == 1 else 124) * k)
        x = 20
        card_bottom = top
        numbered = n > 1
        for i, foe in enumerate(c.foes):
            m = monster_def(self.game, foe)
            if m is None:
                continue
            img = card_art.monster_card(m, len(self.game.state.heroes), self.game.state.ecology, width,
                                        alive=len(foe.alive()))
            rect = img.get_rect(topleft=(x, top + (14 if numbered else 0)))
            surface.blit(img, rect)
            self.spots.append((rect, ("monster", m.id)))
            if numbered:
                label = text(surface, f"Card {i + 1}", (rect.x + 2, top - 4), 13, GOLD, bold=True)
                self._draw_foe_heroes(surface, c, i, (label.right + 14, top - 7))
            self._tokens(surface, foe.health, foe.max_health, pygame.Rect(rect.x, rect.bottom + 6, rect.width, 0))
            if foe.defeated:
                self._cross(surface, rect)
            per_row = self._tokens_per_row(rect.width)
            rows = (len(foe.max_health) + per_row - 1) // per_row
            card_bottom = max(card_bottom, rect.bottom + 10 + 28 * rows)
            x = rect.right + 10
        right = max(x - 10, 20 + int(200 * k))
        y = card_bottom + 6
        for deck in dict.fromkeys(foe.deck for foe in c.foes):  # one panel per deck in play
            powered = any(foe.powered for foe in c.foes if foe.deck == deck)
            y = self._draw_deck(surface, deck, pygame.Rect(20, y, right - 20, max(60, bottom - y)), powered) + 8
        return right

    def _draw_entity(self, surface: pygame.Surface, c: Any, top: int) -> int:
        """THE FINAL ENTITY: one creature of Head I, Head II, Body and Tail every hero faces, each part
        with its health and armor; its monster deck beside it. Returns the bottom."""
        from game.rules import foe_name
        k = self.k
        foe = next(f for f in c.foes if f.parts)
        deck_w = int(230 * k)
        x = 20
        text(surface, f"{foe_name(self.game, foe)} — one enemy all heroes face: defeat both Heads, or a Head and "
                      "the Body", (x, top - 2), 14, (230, 170, 200), bold=True)
        # the Entity drawn as one creature (game/ui/final_entity_art.py); hover a part for its card
        view = final_entity_art.entity_view(final_entity_art.part_states(self.game, foe), int(240 * k))
        rect = surface.blit(view.surface, (x, top + 20))
        self.spots += [(r.move(rect.topleft), ("monster", pid)) for r, pid in view.spots]
        bottom, x = rect.bottom + 8, max(rect.right, self.table.width - deck_w - 40)
        self._draw_deck(surface, foe.deck, pygame.Rect(x + 12, top + 20, deck_w, bottom - top - 20), foe.powered)
        return bottom

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
        text(surface, "DEFEATED", rect.center, 15, (250, 120, 100), bold=True, anchor="center")

    def _draw_deck(self, surface: pygame.Surface, deck: str, area: pygame.Rect, powered: bool) -> int:
        """A Monster Action Deck, open information: the number left to draw and the whole discard pile
        (newest first). Returns the bottom of what was drawn."""
        pile = (getattr(self.game.state, "monster_decks", {}) or {}).get(deck)
        if pile is None:
            return area.y
        k = self.k
        x, y = area.topleft
        text(surface, f"Monster deck {DECK_WORDS.get(deck, deck)}", (x, y), 14, card_art.DECK_COLOURS.get(deck, INK),
             bold=True)
        back = card_art.card_back(int(44 * k), (60, 40, 44))
        r = surface.blit(back, (x, y + 22))
        self.deck_spots[deck] = r.center
        text(surface, str(len(pile.draw)), r.center, 18, INK, bold=True, anchor="center")
        text(surface, "to draw", (r.centerx, r.bottom + 1), 11, DIM_INK, anchor="midtop")
        dx = r.right + 10
        text(surface, f"discard pile ({len(pile.discard)})", (dx, y + 20), 12, DIM_INK)
        cx, cy = dx, y + 38
        chip = pygame.Rect(0, 0, int(22 * k), int(22 * k))
        bottom = r.bottom + 16
        for card in reversed(pile.discard):  # newest first
            if cx + chip.width > area.right:
                cx, cy = dx, cy + chip.height + 3
                if cy + chip.height > area.bottom:
                    text(surface, "...", (cx, cy - 6), 13, DIM_INK)
                    break
            chip.topleft = (cx, cy)
            value = self._value(card)
            power = value == "Power"
            pygame.draw.rect(surface, (120, 70, 200) if power else (226, 210, 178), chip, border_radius=4)
            pygame.draw.rect(surface, card_art.DECK_COLOURS.get(deck, INK), chip, 1, border_radius=4)
            text(surface, "P" if power else value, chip.center, 12, INK if power else (40, 30, 22), bold=True,
                 anchor="center", shadow=False)
            self.spots.append((chip.copy(), ("action", card)))
            bottom = max(bottom, chip.bottom)
            cx += chip.width + 3
        if not pile.discard:
            text(surface, "empty", (dx, cy), 12, DIM_INK)
        if powered:
            text(surface, "its power is used this round", (x, bottom + 4), 12, (200, 150, 240))
            bottom += 20
        return bottom

    def _tokens_per_row(self, width: int) -> int:
        return max(1, (width - 4) // 28)

    def _tokens(self, surface: pygame.Surface, health: list[int], max_health: list[int], under: pygame.Rect) -> None:
        """One health token per individual: purple discs with the health left (x when dead)."""
        per_row = self._tokens_per_row(under.width)
        for i, hp in enumerate(health[:len(max_health)]):
            centre = (under.x + 14 + (i % per_row) * 28, under.y + 12 + (i // per_row) * 28)
            alive = hp > 0
            pygame.draw.circle(surface, (120, 60, 160) if alive else (60, 50, 60), centre, 13)
            pygame.draw.circle(surface, (230, 200, 250), centre, 13, 2)
            text(surface, str(hp) if alive else "x", centre, 13, INK, bold=True, anchor="center")

    # fronts -----------------------------------------------------------------------------------

    def _draw_fronts(self, surface: pygame.Surface, c: Any, area: pygame.Rect) -> None:
        """Each hero's row of Combat Pairs: monster cards above, the hero's below, the pill between
        saying Block / Monster Hit / Hero Hit and what resolving it would deal and take."""
        from game.rules import foe_name
        self.pair_rects = []
        if not c.fronts:
            text(surface, "The heroes share out the Monster Cards (see Choices).", (area.x + 8, area.y + 8), 15,
                 DIM_INK)
            return
        resolvable = {(cmd.hero, cmd.front, cmd.pair) for cmd in self.legal()  # type: ignore[attr-defined]
                      if cmd.kind == "resolve_pair"}
        n = len(c.fronts)
        lane_w = (area.width - 10 * (n - 1)) // n
        most = max(2, max(len(f.slots) for f in c.fronts))
        # a lane's cards: as large as the lane's width and height allow
        fit_h = (area.height - 46 - 46) / 2 / 1.4
        fit_w = (lane_w - 60) / most - 34
        sw = int(max(40, min(96 * self.k, fit_h, fit_w)))
        card_h = int(sw * 1.4)
        pill_w = max(sw + 26, int(104 * min(self.k, 1.2)))
        numbered = len(c.foes) > 1
        for fi, front in enumerate(c.fronts):
            lane = pygame.Rect(area.x + fi * (lane_w + 10), area.y, lane_w, area.height)
            hid = self.game.state.heroes[front.hero]
            colour = HERO_COLOURS.get(hid, GOLD)
            deciding = self.deciding_hero() == front.hero
            pygame.draw.rect(surface, (42, 33, 26), lane, border_radius=10)
            pygame.draw.rect(surface, colour if deciding else (90, 72, 52), lane, 3 if deciding else 1,
                             border_radius=10)
            draw_shape(surface, HERO_SHAPES.get(hid, "circle"), colour, (lane.x + 16, lane.y + 15), 8)
            foe = c.foes[front.foe]
            versus = (f"Card {front.foe + 1}: " if numbered else "") + foe_name(self.game, foe)
            text(surface, proper_name(self.game, front.hero), (lane.x + 30, lane.y + 5), 15, colour, bold=True)
            status = "ready" if front.hero_done else ""
            if front.chosen is not None:
                status = f"resolves pair {front.chosen + 1}"
            if status:
                text(surface, status, (lane.right - 10, lane.y + 6), 13, LEGAL, bold=True, anchor="topright")
            tail = f" · {plural(len(front.set_aside), 'monster Power Card')} set aside" if front.set_aside else ""
            text(surface, f"vs {versus}{tail}", (lane.x + 30, lane.y + 25), 13, INK)
            slots = list(front.slots)
            gap = pill_w - sw + 8
            total = len(slots) * sw + max(0, len(slots) - 1) * gap
            sx = lane.centerx - total // 2 if slots else lane.x + 16
            pill_h = 38
            content = 2 * card_h + pill_h + 6
            mon_y = lane.y + 46 + max(0, (lane.height - 46 - content - 8) // 2)
            hero_y = mon_y + card_h + pill_h + 6
            text(surface, "monster", (lane.x + 8, mon_y + card_h // 2), 11, DIM_INK, anchor="midleft")
            text(surface, "hero", (lane.x + 8, hero_y + card_h // 2), 11, DIM_INK, anchor="midleft")
            for si, slot in enumerate(slots):
                col = pygame.Rect(sx, mon_y, sw, hero_y + card_h - mon_y)
                if slot.monster:
                    dest = pygame.Rect(sx, mon_y, sw, card_h)
                    r = self._slot_card(surface, slot.monster, self._flight_offset((fi, si, "monster"), dest), sw,
                                        slot.monster_mod)
                    self.spots.append((r, ("action", slot.monster)))
                if slot.hero:
                    dest = pygame.Rect(sx, hero_y, sw, card_h)
                    r = self._slot_card(surface, slot.hero, self._flight_offset((fi, si, "hero"), dest), sw,
                                        slot.hero_mod)
                    self.spots.append((r, ("action", slot.hero)))
                preview = pair_preview(self.game, front, slot)
                if preview is not None:
                    kind, deal, take = preview
                    pill = pygame.Rect(0, mon_y + card_h + 3, pill_w, pill_h - 6)
                    pill.centerx = col.centerx
                    chosen = front.chosen == si
                    can = (front.hero, fi, si) in resolvable
                    pygame.draw.rect(surface, (28, 22, 18), pill, border_radius=7)
                    pygame.draw.rect(surface, KIND_COLOURS[kind] if (can or chosen) else (90, 80, 70), pill,
                                     3 if chosen or can else 1, border_radius=7)
                    text(surface, KIND_WORDS[kind], (pill.centerx, pill.y + 1), 12, KIND_COLOURS[kind], bold=True,
                         anchor="midtop")
                    text(surface, f"deal {deal} · take {take}", (pill.centerx, pill.y + 16), 11, INK, anchor="midtop")
                    if can:
                        pulse = 0.55 + 0.45 * abs(((self.time * 1.5) % 2) - 1)
                        glow = tuple(int(v * pulse) for v in KIND_COLOURS[kind])
                        pygame.draw.rect(surface, glow, col.inflate(8, 8), 2, border_radius=8)
                        self.pair_rects.append((pill.union(col), front.hero, fi, si))
                sx += sw + gap
            waiting = len(front.held) + len(front.set_aside)
            if not slots and not waiting:
                text(surface, "no cards played yet", (lane.centerx, hero_y + card_h // 2), 13, DIM_INK,
                     anchor="center")

    def _slot_card(self, surface: pygame.Surface, card: str, rect: pygame.Rect, width: int, mod: int) -> pygame.Rect:
        r = surface.blit(card_art.action_card(card, width), rect.topleft)
        if mod:  # a +/- from an ability sits on the card
            tag = pygame.Rect(0, 0, 30, 20)
            tag.topright = (r.right - 2, r.y + 2)
            pygame.draw.rect(surface, (40, 110, 60) if mod > 0 else (140, 40, 40), tag, border_radius=5)
            text(surface, f"{mod:+d}", tag.center, 12, INK, bold=True, anchor="center")
        return r

    # the deciding hero's hand -----------------------------------------------------------------

    def _draw_hand(self, surface: pygame.Surface, y0: int) -> None:
        self.hand_rects = []
        hero = self.deciding_hero()
        states = self.game.state.hero_states
        if hero is None or hero >= len(states):
            text(surface, "Waiting for the table...", (20, y0), 15, DIM_INK)
            return
        hs = states[hero]
        colour = HERO_COLOURS.get(hs.hero, GOLD)
        options = self.play_options(hero)
        playable = {card for option in options for card in option}
        banner = pygame.Rect(12, y0 - 30, self.table.width - 24, 26)
        draw_shape(surface, HERO_SHAPES.get(hs.hero, "circle"), colour, (banner.x + 12, banner.centery), 9)
        what = (f"play {len(options[0])} card{'s' if len(options[0]) != 1 else ''}, then Ready" if options
                else "choose from the Choices" if self.combat.step != "abilities" else
                "abilities, then the Combat Pair to resolve")
        r = text(surface, f"{self.session.hero_label(hero)} decides: {what}", (banner.x + 26, banner.centery), 16,
                 colour, bold=True, anchor="midleft")
        text(surface, f"hand (open to all) · {len(hs.draw)} to draw · {len(hs.discard)} discarded",
             (r.right + 14, banner.centery), 13, DIM_INK, anchor="midleft")
        x = 20
        for card in hs.hand:
            img = card_art.action_card(card, self.hand_w)
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
            x += self.hand_w + 8
        x += 24
        if hs.stored:
            text(surface, f"stored power ({len(hs.stored)})", (x, y0 - 2), 12, GOLD)
            sw = int(self.hand_w * 0.7)
            for i, card in enumerate(hs.stored):
                r = surface.blit(card_art.action_card(card, sw), (x + i * (sw // 2), y0 + 16))
                self.spots.append((r, ("action", card)))

    # the sidebar ------------------------------------------------------------------------------

    def _draw_side(self, surface: pygame.Surface) -> None:
        surface.fill(PANEL_BG, self.side)
        pygame.draw.line(surface, (160, 120, 60), self.side.topleft, self.side.bottomleft, 2)
        x0 = self.side.x + 10
        width = self.side_w - 20
        text(surface, "Heroes", (x0, 8), 16, GOLD, bold=True)
        deciding = self.deciding_hero()
        for i, hs in enumerate(self.game.state.hero_states):
            colour = HERO_COLOURS.get(hs.hero, GOLD)
            row = self.hero_row(i)
            pygame.draw.rect(surface, (40, 33, 26), row, border_radius=6)
            if i == deciding:
                pygame.draw.rect(surface, colour, row, 2, border_radius=6)
            elif i in self.heroes_to_decide():  # may act too: click the row to decide for this hero
                pygame.draw.rect(surface, (110, 90, 60), row, 1, border_radius=6)
                text(surface, "click to act", (row.right - 8, row.y + 20), 11, GOLD, anchor="topright")
            draw_shape(surface, HERO_SHAPES.get(hs.hero, "circle"), colour, (row.x + 14, row.y + 13), 8)
            text(surface, proper_name(self.game, i), (row.x + 28, row.y + 3), 15, colour, bold=True)
            if i < len(self.session.players) and len(set(self.session.players)) > 1:
                text(surface, self.session.players[i], (row.right - 8, row.y + 4), 13, INK, anchor="topright")
            bar = pygame.Rect(row.x + 28, row.y + 24, 90, 10)
            pygame.draw.rect(surface, (70, 30, 30), bar, border_radius=4)
            fill = bar.copy()
            fill.width = int(bar.width * max(0, hs.health) / max(1, hs.max_health))
            pygame.draw.rect(surface, (200, 70, 80), fill, border_radius=4)
            text(surface, f"{hs.health}/{hs.max_health}", (bar.right + 6, bar.centery), 12, INK, anchor="midleft")
            text(surface, f"hand {len(hs.hand)} · draw {len(hs.draw)} · disc. {len(hs.discard)} · "
                          f"power {len(hs.stored)} · Lv {hs.level}", (row.x + 28, row.y + 36), 12, DIM_INK)
        text(surface, "Choices" if self.filter is None else "Choose how", (x0, self.choices_top - 24), 16, GOLD,
             bold=True)
        if self.session.refusal:
            words = self.session.refusal
            f = font(12)
            lines = card_art.wrap(words, f, width)[:3]
            for j, line in enumerate(lines):
                text(surface, line, (x0, self.buttons_bottom - 16 * (len(lines) - j)), 12, (255, 150, 130))

    def card_spots(self) -> list[tuple[pygame.Rect, tuple[str, str]]]:
        return self.spots

    def probe(self) -> dict[str, Any]:
        hero = self.deciding_hero()
        return {"hand": [[list(r.center), c] for r, c in self.hand_rects],
                "pairs": [[list(r.center), h, f, p] for r, h, f, p in self.pair_rects],
                "play": list(self.play_button.rect.center) if self.play_button.visible else None,
                "actions": [[list(b.rect.center), c.kind] for b, c in self.action_buttons],
                "options": [list(o) for o in self.play_options(hero)],
                "selected": list(self.selected),
                "ready": self._matching_play(hero) is not None,
                "round": self.combat.round if self.combat is not None else None,
                "events": len(self.game.events)}
