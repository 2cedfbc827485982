"""New game: heroes (1-3) and who plays each, start Ecology, difficulty variants, seed."""

from __future__ import annotations

import random

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextBox, UITextEntryLine

from game.rules import EASIER, ECOLOGIES, ECOLOGY_NAMES, HARDER, HERO_IDS, VARIANTS, RuleViolation

from ..look import HERO_COLOURS, HERO_SHAPES, HERO_TITLES, draw_shape, text
from ..scene import Scene
from .title import draw_depths_backdrop

NO_HERO = "(no hero)"
class SetupScene(Scene):
    name = "setup"

    def __init__(self, app: object) -> None:
        super().__init__(app)  # type: ignore[arg-type]
        self.heroes: list[str | None] = ["fighter", None, None]
        self.single: list[bool] = [False, False, False]  # an alternate played with its Primary Class only
        self.players: list[str] = ["Player 1", "Player 2", "Player 3"]
        self.ecology = "ruins"
        self.variants: set[str] = set()
        self.seed_text = ""
        self.t = 0.0

    def build(self) -> None:
        w, h = self.app.size
        m, root = self.manager, self.root
        left = max(20, w // 2 - 600)
        UILabel(pygame.Rect(left, 12, 600, 44), "A new descent", m, container=root, object_id="#heading")
        self.hero_menus: list[UIDropDownMenu] = []
        self.single_buttons: dict[UIButton, int] = {}
        self.player_entries: list[UITextEntryLine] = []
        options = [NO_HERO] + [HERO_TITLES[h] for h in HERO_IDS]
        UILabel(pygame.Rect(left + 40, 56, 220, 26), "Hero", m, container=root)
        UILabel(pygame.Rect(left + 270, 56, 200, 26), "Played by", m, container=root)
        for i in range(3):
            y = 84 + i * 46
            current = HERO_TITLES[self.heroes[i]] if self.heroes[i] else NO_HERO
            self.hero_menus.append(UIDropDownMenu(options, current, pygame.Rect(left + 40, y, 220, 36), m,
                                                  container=root))
            e = UITextEntryLine(pygame.Rect(left + 270, y, 124, 36), m, container=root)
            e.set_text(self.players[i])
            self.player_entries.append(e)
            hero = self.heroes[i]
            if hero and "-" in hero:  # only an alternate (two classes) can drop to its Primary Class
                on = self.single[i]
                primary = HERO_TITLES[hero].split("-")[0]
                b = UIButton(pygame.Rect(left + 398, y, 104, 36), f"{'[x]' if on else '[ ]'} {primary}", m,
                             container=root, object_id="#toggle_on" if on else None,
                             tool_tip_text=f"Play the {HERO_TITLES[hero]} single-classed: {primary} only "
                                           "(Playing Alternate Heroes as Single-Classed)")
                self.single_buttons[b] = i
        UITextBox("One person may play two or three heroes: give them the same name. "
                  "Each seat chooses a hero or its multi-class alternate (the back of the same mat).",
                  pygame.Rect(left, 222, 470, 84), m, container=root, object_id="#small")
        UILabel(pygame.Rect(left, 312, 160, 30), "Start Ecology", m, container=root)
        self.ecology_menu = UIDropDownMenu([ECOLOGY_NAMES[e].removeprefix("the ").capitalize() for e in ECOLOGIES],
                                           ECOLOGY_NAMES[self.ecology].removeprefix("the ").capitalize(),
                                           pygame.Rect(left + 160, 310, 310, 34), m, container=root)
        UILabel(pygame.Rect(left, 356, 160, 30), "Seed (optional)", m, container=root)
        self.seed_entry = UITextEntryLine(pygame.Rect(left + 160, 354, 310, 34), m, container=root,
                                          placeholder_text="random")
        self.seed_entry.set_text(self.seed_text)
        # variants, each a toggle with its one-line explanation
        vx = left + 510
        vw = min(640, w - vx - 20)
        UILabel(pygame.Rect(vx, 56, vw, 26), "Difficulty variants (optional rules)", m, container=root)
        self.variant_buttons: dict[str, UIButton] = {}
        y = 84
        for group, variants in (("Harder", HARDER), ("Easier", EASIER)):
            UILabel(pygame.Rect(vx, y, vw, 24), group, m, container=root, object_id="#small")
            y += 24
            for key, line in variants.items():
                on = key in self.variants
                name = line.partition(":")[0].rstrip(".")  # the name on the button; the rule in the tooltip
                b = UIButton(pygame.Rect(vx, y, vw, 34), f"{'[x]' if on else '[ ]'} {name}", m,
                             container=root, tool_tip_text=line, object_id="#toggle_on" if on else None)
                self.variant_buttons[key] = b
                y += 38
        self.explain = UITextBox("Hover a variant for its rule.", pygame.Rect(vx, y + 4, vw, 60), m,
                                 container=root, object_id="#small")
        self.error = UITextBox("", pygame.Rect(left, h - 120, 470, 50), m, container=root, object_id="#refusal",
                               visible=0)
        self.back = UIButton(pygame.Rect(left, h - 60, 150, 44), "Back", m, container=root)
        self.start = UIButton(pygame.Rect(left + 170, h - 60, 300, 44), "Descend!", m, container=root,
                              object_id="#primary", tool_tip_text="Start the game (Enter)")

    def chosen(self) -> tuple[list[str], list[str]]:
        heroes, players = [], []
        for i, h in enumerate(self.heroes):
            if h:
                heroes.append(h)
                players.append(self.player_entries[i].get_text().strip() or f"Player {i + 1}")
        return heroes, players

    def single_classed(self) -> list[str]:
        return [h for h, on in zip(self.heroes, self.single, strict=True) if h and on and "-" in h]

    def problem(self) -> str | None:
        """What the form itself lacks; the party's rules (one mat per hero ...) are the engine's."""
        heroes, _ = self.chosen()
        if not heroes:
            return "Choose at least one hero."
        if self.seed_entry.get_text().strip() and not self.seed_entry.get_text().strip().lstrip("-").isdigit():
            return "The seed must be a whole number (or empty for a random one)."
        return None

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element in self.hero_menus:
                i = self.hero_menus.index(event.ui_element)
                self.heroes[i] = next((h for h in HERO_IDS if HERO_TITLES[h] == event.text), None)
                self.single[i] = False
                self._keep_entries()
                self.rebuild()  # the seat's "primary class only" toggle comes and goes
            elif event.ui_element is self.ecology_menu:
                self.ecology = next(e for e in ECOLOGIES
                                    if ECOLOGY_NAMES[e].removeprefix("the ").capitalize() == event.text)
        elif event.type == pygame_gui.UI_BUTTON_ON_HOVERED and event.ui_element in self.variant_buttons.values():
            key = next(k for k, b in self.variant_buttons.items() if b is event.ui_element)
            self.explain.set_text(VARIANTS[key])
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.single_buttons:
                i = self.single_buttons[event.ui_element]
                self.single[i] = not self.single[i]
                self._keep_entries()
                self.rebuild()
            elif event.ui_element in self.variant_buttons.values():
                key = next(k for k, b in self.variant_buttons.items() if b is event.ui_element)
                self.variants ^= {key}
                self._keep_entries()
                self.rebuild()
            elif event.ui_element is self.start:
                self.begin()
            elif event.ui_element is self.back:
                from .title import TitleScene
                self.app.switch(TitleScene(self.app))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and not consumed:
            self.begin()

    def _keep_entries(self) -> None:
        self.players = [e.get_text() for e in self.player_entries]
        self.seed_text = self.seed_entry.get_text()

    def begin(self) -> None:
        problem = self.problem()
        if problem:
            self.error.set_text(problem)
            self.error.show()
            return
        heroes, players = self.chosen()
        seed_text = self.seed_entry.get_text().strip()
        seed = int(seed_text) if seed_text else random.randrange(1, 10**9)
        try:
            session = self.app.new_session(heroes, players, seed, self.ecology, sorted(self.variants),
                                           single_class=self.single_classed())
        except RuleViolation as exc:  # the engine's sentence (e.g. a hero and its own alternate)
            self.error.set_text(str(exc))
            self.error.show()
            return
        from .explore import ExploreScene
        self.app.switch(ExploreScene(self.app, session))

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        draw_depths_backdrop(surface, self.t)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 8, 6, 170))
        surface.blit(veil, (0, 0))
        left = max(20, self.app.size[0] // 2 - 600)
        for i, hero in enumerate(self.heroes):
            if hero:
                draw_shape(surface, HERO_SHAPES[hero], HERO_COLOURS[hero], (left + 18, 84 + i * 46 + 18), 12)
            else:
                text(surface, "—", (left + 18, 84 + i * 46 + 18), 16, anchor="center")
