"""The combat table: monster cards with health tokens, each hero's hand, played cards and the
monster cards opposite them, every Combat Pair labelled with what choosing it would deal and take.

What is legal comes from `Game.legal()` only: cards are playable when a PlayCards command lists
them, a pair is clickable when a ResolvePair command names it, an ability button is enabled when an
ActivateAbility command uses it. Every other legal command is a button in the sidebar, so nothing
the rules allow is missing and nothing shown is a dead click.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox

from game.rules import Command

from .. import card_art
from ..combat_preview import pair_preview
from ..labels import command_label, command_tooltip
from ..look import DIM_INK, GOLD, HERO_COLOURS, HERO_SHAPES, INK, LEGAL, PANEL_BG, draw_shape, text
from ..scene import Scene
from ..session import Session

KIND_WORDS = {"block": "Block", "monster": "Monster Hit", "hero": "Hero Hit"}
KIND_COLOURS = {"block": (150, 170, 200), "monster": (230, 90, 70), "hero": (110, 210, 120)}
HERO_W = 84
SMALL_W = 54


class CombatScene(Scene):
    name = "combat"

    def __init__(self, app: Any, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.selected: list[str] = []
        self.filter: str | None = None  # an ability whose options the sidebar lists
        self._seen = -1
        self.hand_rects: list[tuple[pygame.Rect, str]] = []
        self.pair_rects: list[tuple[pygame.Rect, int, int, int]] = []  # rect, hero, front, pair
        self.spots: list[tuple[pygame.Rect, tuple[str, str]]] = []  # cards drawn, for close-ups
        self.time = 0.0

    # --- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.app.size
        self.side_w = max(300, min(420, int(w * 0.25)))
        self.side = pygame.Rect(w - self.side_w, 0, self.side_w, h)
        self.table = pygame.Rect(0, 0, w - self.side_w, h)
        m, root = self.manager, self.root
        x0 = self.side.x + 10
        self.play_button = UIButton(pygame.Rect(self.table.right - 230, h - 56, 220, 44), "Play", m,
                                    container=root, object_id="#primary")
        self.action_buttons: list[tuple[UIButton, Command]] = []
        self.ability_buttons: list[tuple[UIButton, str, int]] = []
        self.log_box = UITextBox("", pygame.Rect(x0, h - 230, self.side_w - 20, 220), m, container=root,
                                 object_id="#small")
        self.rules_button = UIButton(pygame.Rect(x0, h - 270, (self.side_w - 30) // 2, 32), "Rules", m,
                                     container=root, tool_tip_text="The rulebook, searchable (F2)")
        self.help_button = UIButton(pygame.Rect(x0 + (self.side_w - 10) // 2, h - 270, (self.side_w - 30) // 2, 32),
                                    "Help", m, container=root, tool_tip_text="Shortcuts (F1)")
        self._seen = -1

    # --- reading the table --------------------------------------------------------------------

    @property
    def combat(self) -> Any:
        return self.game.state.combat

    def legal(self) -> list[Command]:
        return self.game.legal()

    def deciding_hero(self) -> int | None:
        """The hero whose choice the table waits for: heroes choose one by one ("ready" each)."""
        for c in self.legal():
            h = getattr(c, "hero", None)
            if isinstance(h, int):
                return h
        return None

    def play_options(self, hero: int) -> list[list[str]]:
        return [list(c.cards) for c in self.legal() if c.kind == "play_cards" and c.hero == hero]  # type: ignore[attr-defined]

    def _sync(self) -> None:
        if self.session.version == self._seen:
            return
        self._seen = self.session.version
        if self.game.state.phase != "combat" or self.combat is None:
            self.app.pop()
            return
        self.selected = []
        for b, _ in self.action_buttons:
            b.kill()
        for b, _, _ in self.ability_buttons:
            b.kill()
        self.action_buttons, self.ability_buttons = [], []
        x0 = self.side.x + 10
        y = 140
        shown = [c for c in self.legal() if c.kind not in ("play_cards",)
                 and (self.filter is None or getattr(c, "ability", None) == self.filter)]
        room = max(3, (self.app.size[1] - 280 - y) // 36)  # above the Rules/Help row
        for cmd in shown[:room]:
            b = UIButton(pygame.Rect(x0, y, self.side_w - 20, 32), command_label(self.game, cmd), self.manager,
                         container=self.root, tool_tip_text=command_tooltip(self.game, cmd))
            self.action_buttons.append((b, cmd))
            y += 36
        hero = self.deciding_hero()
        if hero is not None and hero < len(self.game.state.hero_states):
            from game.rules.heroes import hero_abilities
            usable = {getattr(c, "ability", None) for c in self.legal() if c.kind == "activate_ability"
                      and c.hero == hero}  # type: ignore[attr-defined]
            ax = 10
            for ab in hero_abilities(self.game, hero):
                if ab.trigger == "passive":
                    continue
                label = f"{ab.name} (pay {ab.cost})" if ab.trigger == "power" else ab.name
                b = UIButton(pygame.Rect(ax, self.app.size[1] - 104, 170, 34), label, self.manager,
                             container=self.root, tool_tip_text=f"{ab.trigger.capitalize()}-activated: {ab.text}")
                if ab.id not in usable:
                    b.disable()
                self.ability_buttons.append((b, ab.id, hero))
                ax += 176
        self._refresh_play_button()
        self.log_box.set_text("<br>".join(self.session.log[-11:]))  # the latest lines, no scrolling needed

    def _refresh_play_button(self) -> None:
        hero = self.deciding_hero()
        options = self.play_options(hero) if hero is not None else []
        if not options:
            self.play_button.hide()
            return
        self.play_button.show()
        need = len(options[0])
        match = self._matching_play(hero)
        self.play_button.set_text(f"Play {len(self.selected)}/{need} cards" if match is None else
                                  f"Ready: play {', '.join(self._value(c) for c in self.selected)}")
        if match is None:
            self.play_button.disable()
        else:
            self.play_button.enable()

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

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is self.play_button:
                cmd = self._matching_play(self.deciding_hero())
                if cmd is not None:
                    self.session.do(cmd)
                return
            if el is self.rules_button:
                self.app.overlays.toggle_rules("combat")
                return
            if el is self.help_button:
                self.app.overlays.toggle_help()
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
                    self.session.do(cmd)
                    return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not consumed:
            for rect, card in self.hand_rects:
                if rect.collidepoint(event.pos):
                    self._toggle(card)
                    return
            for rect, hero, front, pair in self.pair_rects:
                if rect.collidepoint(event.pos):
                    self._choose_pair(hero, front, pair)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            cmd = self._matching_play(self.deciding_hero())
            if cmd is not None:
                self.session.do(cmd)

    def _toggle(self, card: str) -> None:
        hero = self.deciding_hero()
        options = self.play_options(hero) if hero is not None else []
        if card in self.selected:
            self.selected.remove(card)
        elif options and len(self.selected) < len(options[0]):
            self.selected.append(card)
        elif options:
            self.selected = self.selected[1:] + [card]
        self._refresh_play_button()

    def _choose_pair(self, hero: int, front: int, pair: int) -> None:
        options = [c for c in self.legal() if c.kind == "resolve_pair" and c.hero == hero  # type: ignore[attr-defined]
                   and c.front == front and c.pair == pair]  # type: ignore[attr-defined]
        if len(options) == 1:
            self.session.do(options[0])
        elif options:  # which individual takes the damage: list the targets
            for b, _ in self.action_buttons:
                b.kill()
            self.action_buttons = []
            y = 140
            for cmd in options:
                b = UIButton(pygame.Rect(self.side.x + 10, y, self.side_w - 20, 32), command_label(self.game, cmd),
                             self.manager, container=self.root)
                self.action_buttons.append((b, cmd))
                y += 36
        else:
            self.session.refusal = "That Combat Pair cannot be chosen now."

    # --- drawing ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        self._sync()

    def draw(self, surface: pygame.Surface) -> None:
        c = self.combat
        surface.fill((22, 18, 15), self.table)
        if c is None:
            return
        self.spots = []
        self._draw_foes(surface, c)
        self._draw_fronts(surface, c)
        self._draw_hand(surface)
        self._draw_side(surface)

    def _draw_foes(self, surface: pygame.Surface, c: Any) -> None:
        from game.rules.combat_flow import foe_name, monster_def
        x = 16
        n_heroes = len(self.game.state.heroes)
        title = {"monster": "Combat", "stair_guardian": "The Stair Guardian",
                 "final_entity": "The Final Entity"}.get(c.kind, "Combat")
        text(surface, f"{title} — round {c.round + 1}, step: {c.step}", (16, 8), 18, GOLD, bold=True)
        for foe in c.foes:
            cards = []
            if foe.parts:  # the Final Entity laid out as its part cards
                cards = [self.game.content.monsters.entity_parts[p] for p in foe.parts]
            else:
                m = monster_def(self.game, foe)
                if m is not None:
                    cards = [m]
            width = 130 if len(cards) <= 2 else 110
            for ci, card in enumerate(cards):
                img = card_art.monster_card(card, n_heroes, self.game.state.ecology, width)
                rect = img.get_rect(topleft=(x, 36))
                surface.blit(img, rect)
                self.spots.append((rect, ("monster", card.id)))
                if foe.parts:
                    self._tokens(surface, [foe.health[ci]], [foe.max_health[ci]], rect)
                x = rect.right + 8
            if not foe.parts:
                card_rect = pygame.Rect(x - width - 8, 36, width, int(width * 1.4))
                self._tokens(surface, foe.health, foe.max_health, card_rect)
            if foe.defeated:
                text(surface, f"{foe_name(self.game, foe)}: defeated", (x - width - 8, 20), 13, (240, 120, 100))
            x += 24

    def _tokens(self, surface: pygame.Surface, health: list[int], max_health: list[int], card: pygame.Rect) -> None:
        """One health token per individual: purple discs with the health left."""
        for i, hp in enumerate(health[:len(max_health)]):
            centre = (card.x + 14 + i * 28, card.bottom + 8)
            alive = hp > 0
            pygame.draw.circle(surface, (120, 60, 160) if alive else (60, 50, 60), centre, 12)
            pygame.draw.circle(surface, (230, 200, 250), centre, 12, 2)
            text(surface, str(hp) if alive else "x", centre, 13, INK, bold=True, anchor="center")

    def _draw_fronts(self, surface: pygame.Surface, c: Any) -> None:
        from game.rules.combat_flow import foe_name
        self.pair_rects = []
        y = 248
        x = 16
        resolvable = {(cmd.hero, cmd.front, cmd.pair) for cmd in self.legal()  # type: ignore[attr-defined]
                      if cmd.kind == "resolve_pair"}
        for fi, front in enumerate(c.fronts):
            hero = self.game.state.heroes[front.hero]
            colour = HERO_COLOURS.get(hero, GOLD)
            label = f"{self.session.hero_label(front.hero)} vs {foe_name(self.game, c.foes[front.foe])}"
            if front.hero_done:
                label += "  — ready"
            draw_shape(surface, HERO_SHAPES.get(hero, "circle"), colour, (x + 8, y + 9), 7)
            text(surface, label, (x + 20, y), 14, colour, bold=True)
            sx = x
            for si, slot in enumerate(front.slots):
                col = pygame.Rect(sx, y + 22, SMALL_W + 10, 190)
                if slot.monster:
                    r = surface.blit(card_art.action_card(slot.monster, SMALL_W), (sx, y + 22))
                    self.spots.append((r, ("action", slot.monster)))
                if slot.hero:
                    r = surface.blit(card_art.action_card(slot.hero, SMALL_W), (sx, y + 22 + int(SMALL_W * 1.4) + 34))
                    self.spots.append((r, ("action", slot.hero)))
                preview = pair_preview(self.game, front, slot)
                if preview is not None:
                    kind, deal, take = preview
                    pill = pygame.Rect(sx - 4, y + 22 + int(SMALL_W * 1.4) + 2, SMALL_W + 12, 30)
                    pygame.draw.rect(surface, (30, 24, 20), pill, border_radius=6)
                    chosen = front.chosen == si
                    can = (front.hero, fi, si) in resolvable
                    pygame.draw.rect(surface, KIND_COLOURS[kind] if (can or chosen) else (90, 80, 70), pill,
                                     3 if chosen else 2, border_radius=6)
                    text(surface, KIND_WORDS[kind], (pill.centerx, pill.y + 1), 11, KIND_COLOURS[kind], bold=True,
                         anchor="midtop")
                    text(surface, f"deal {deal} · take {take}", (pill.centerx, pill.y + 15), 10, INK, anchor="midtop")
                    if can:
                        self.pair_rects.append((pill.union(col), front.hero, fi, si))
                sx += SMALL_W + 16
            from ..look import font
            x = max(sx, x + font(14, True).size(label)[0] + 40) + 20

    def _draw_hand(self, surface: pygame.Surface) -> None:
        self.hand_rects = []
        hero = self.deciding_hero()
        states = self.game.state.hero_states
        y0 = self.app.size[1] - int(HERO_W * 1.4) - 112
        if hero is None or hero >= len(states):
            text(surface, "Waiting for the table...", (16, y0), 15, DIM_INK)
            return
        hs = states[hero]
        colour = HERO_COLOURS.get(hs.hero, GOLD)
        playable = {card for option in self.play_options(hero) for card in option}
        text(surface, f"{self.session.hero_label(hero)} decides — hand (open to all), "
                      f"{len(hs.draw)} in draw pile, {len(hs.discard)} discarded, stored power {len(hs.stored)}",
             (16, y0 - 24), 15, colour, bold=True)
        x = 16
        for card in hs.hand:
            img = card_art.action_card(card, HERO_W)
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
            x += HERO_W + 8
        x += 20
        for card in hs.stored:
            surface.blit(card_art.action_card(card, SMALL_W), (x, y0 + 20))
            x += SMALL_W + 6
        if hs.stored:
            text(surface, "stored power", (x - SMALL_W - 6, y0 + 4), 12, DIM_INK)

    def _draw_side(self, surface: pygame.Surface) -> None:
        surface.fill(PANEL_BG, self.side)
        pygame.draw.line(surface, (160, 120, 60), self.side.topleft, self.side.bottomleft, 2)
        x0 = self.side.x + 10
        text(surface, "Heroes", (x0, 8), 16, GOLD, bold=True)
        for i, hs in enumerate(self.game.state.hero_states):
            colour = HERO_COLOURS.get(hs.hero, GOLD)
            y = 32 + i * 32
            draw_shape(surface, HERO_SHAPES.get(hs.hero, "circle"), colour, (x0 + 9, y + 10), 8)
            text(surface, f"{self.session.hero_label(i)}  HP {hs.health}/{hs.max_health}", (x0 + 24, y), 14, colour)
        text(surface, "Choices", (x0, 116), 16, GOLD, bold=True)
        if self.session.refusal:
            text(surface, self.session.refusal[:60], (x0, self.app.size[1] - 300), 12, (255, 150, 130))

    def card_spots(self) -> list[tuple[pygame.Rect, tuple[str, str]]]:
        return self.spots

    def probe(self) -> dict[str, Any]:
        return {"hand": [[list(r.center), c] for r, c in self.hand_rects],
                "pairs": [[list(r.center), h, f, p] for r, h, f, p in self.pair_rects],
                "play": list(self.play_button.rect.center) if self.play_button.visible else None,
                "actions": [[list(b.rect.center), c.kind] for b, c in self.action_buttons],
                "options": [list(o) for o in self.play_options(self.deciding_hero())]
                if self.deciding_hero() is not None else [],
                "round": self.combat.round if self.combat is not None else None,
                "events": len(self.game.events)}

