"""The combat table's scene: its widgets and input. The drawing is the view (game/ui/combat/view.py),
laid out from the window size and UI scale (game/ui/combat/layout.py); animations are in
game/ui/combat/motion.py, the end-of-fight panel in game/ui/combat/summary.py.

What is legal comes from `Game.legal()` only: cards are playable when a PlayCards command lists
their values, a pair is clickable when a ResolvePair command names it, the lone monster card is
dragged (or its hero card clicked) when a PlaceMonsterCard lists the slot, an ability button is
enabled when an ActivateAbility command uses it (its tooltip gives the engine's reason when it is
not). Every other legal command is a button in the sidebar. No question with one sensible answer
is asked: a Block needs no target, "Done with abilities" is sent when nothing else is left, the
default choice is highlighted and Enter or Space takes it. Animations never block input: a click
anywhere lands them.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox

from game.rules import Command, ability_name, card_value, deep_copy, individual_words, pair_kind

from ..combat.layout import CombatLayout
from ..combat.motion import Flight, Floater, Motion, Slide
from ..combat.summary import FightSummary, summarise
from ..combat.view import HEAL, HURT, STEP_WORDS, CombatView
from ..combat_preview import pair_forecast, preview_words
from ..labels import command_label, command_tooltip
from ..scene import Scene
from ..session import Session

__all__ = ["CombatScene", "STEP_WORDS"]


class CombatScene(CombatView, Scene):
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
        self.place_targets: list[tuple[pygame.Rect, Command]] = []  # hero cards the lone monster card may face
        self.place_source: tuple[pygame.Rect, int, str] | None = None  # the lone monster card: rect, front, card
        self.dragging: tuple[int, str, tuple[int, int], tuple[int, int]] | None = None  # front, card, pos, start
        self.spots: list[tuple[pygame.Rect, tuple[str, str]]] = []  # cards drawn, for close-ups
        self.deck_spots: dict[str, tuple[int, int]] = {}  # monster deck -> where its draw pile is drawn
        self.foe_rects: dict[int, pygame.Rect] = {}
        self.token_points: dict[tuple[int, int], tuple[int, int]] = {}  # (foe, individual) -> centre
        self.lane_points: dict[int, tuple[int, int]] = {}  # hero -> their lane's name on the table
        self.hero_points: dict[int, tuple[int, int]] = {}  # hero -> their row in the sidebar
        self.table_cards: dict[tuple[int, int, str], str] = {}  # what lies in each slot (for flights)
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

    @property
    def flights(self) -> list[Flight]:
        return self.motion.flights

    # --- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        self.L = L = CombatLayout.make(self.app.size, self.app.settings.ui_scale)
        m, root = self.manager, self.root
        self.play_button = UIButton(L.play_button(), "Play", m, container=root, object_id="#primary",
                                    tool_tip_text="Play the selected cards (Enter): this hero is ready")
        self.action_buttons: list[tuple[UIButton, Command]] = []
        self.ability_buttons: list[tuple[UIButton, str, int]] = []
        self.controls: dict[UIButton, str] = {}
        x0, pad = L.side.x + L.pad, L.pad
        bw = L.side.width - 2 * pad
        small = (bw - 12) // 4
        row_y = L.controls_y
        for i, (key, label, tip) in enumerate((("undo", "Undo", "Take back the last move, never past a card "
                                                 "turned up (Ctrl+Z)"),
                                                ("items", "Items", "The party's Items (equipping waits until "
                                                 "after the fight)"),
                                                ("rules", "Rules", "The rulebook, searchable (F2)"),
                                                ("menu", "Menu", "Save and quit, settings, help (Esc)"))):
            b = UIButton(pygame.Rect(x0 + i * (small + 4), row_y, small, L.button_h), label, m, container=root,
                         tool_tip_text=tip)
            self.controls[b] = key
        self.buttons_bottom = row_y - 6
        log_top = row_y + L.button_h + 6
        self.log_box = UITextBox("", pygame.Rect(x0, log_top, bw, L.size[1] - log_top - pad), m, container=root,
                                 object_id="#small")
        self._seen = -1

    @property
    def choices_top(self) -> int:
        return self.L.choices_top(len(self.game.state.heroes))

    def hero_row(self, hero: int) -> pygame.Rect:
        return self.L.hero_row(hero)

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
        if self.combat is None:
            return []
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

    def play_options(self, hero: int | None) -> list[list[str]]:
        if hero is None or self.combat is None:
            return []
        return [list(c.cards) for c in self.legal() if c.kind == "play_cards" and c.hero == hero]  # type: ignore[attr-defined]

    def default_pair(self) -> tuple[int, int, int] | None:
        """The pair Enter takes for the deciding hero: the one whose forecast deals most for least taken."""
        hero = self.deciding_hero()
        best: tuple[float, tuple[int, int, int]] | None = None
        for c in self.legal():
            if c.kind != "resolve_pair" or c.hero != hero:  # type: ignore[attr-defined]
                continue
            key = (c.hero, c.front, c.pair)  # type: ignore[attr-defined]
            f = pair_forecast(self.game, c.front, c.pair)  # type: ignore[attr-defined]
            score = -99.0 if f is None else f.deal + 3 * f.kills - 1.5 * f.take
            if best is None or score > best[0]:
                best = (score, key)
        return None if best is None else best[1]

    def _sync(self) -> None:
        if self.session.version == self._seen:
            return
        self._seen = self.session.version
        self._animate_new_events()
        if self.game.state.phase != "combat" or self.combat is None:
            if self.summary is None and self.last_table is not None:
                self.summary = summarise(self.game)
            if self.summary is None:
                self.app.pop()
                return
            self._clear_choices()
            self.play_button.hide()
            self._refresh_log()
            return
        self._snapshot()
        self.selected = []
        self._start_flights()
        self._make_ability_buttons()
        self._make_choices()
        self._refresh_play_button()
        self._refresh_controls()
        self._refresh_log()

    def _snapshot(self) -> None:
        """Keep the table as it is now: drawn under the summary when the fight ends, and the round's
        pairs (with the ones chosen) shown until the next round's first card."""
        c = self.combat
        if c is None:
            return
        if c.round != self._round and self.last_fronts and any(f.slots for f in self.last_fronts):
            self.prev_fronts = self.last_fronts  # the round just over
        self._round = c.round
        self.last_table = deep_copy(c)  # (deep: its foes and fronts are copies)
        if c.fronts:
            self.last_fronts = self.last_table.fronts

    def _refresh_log(self) -> None:
        self.log_box.set_text("<br>".join(self.session.log[-60:]))
        if self.log_box.scroll_bar is not None:
            self.log_box.scroll_bar.set_scroll_from_start_percentage(1.0)

    def _clear_choices(self) -> None:
        for b, _ in self.action_buttons:
            b.kill()
        self.action_buttons = []
        for b, _, _ in self.ability_buttons:
            b.kill()
        self.ability_buttons = []

    def _make_choices(self, commands: list[Command] | None = None) -> None:
        """The sidebar's buttons: every legal command the table does not draw itself (the default, the
        first, highlighted: Enter or Space takes it)."""
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
        L = self.L
        x0, y = L.side.x + L.pad, self.choices_top
        step = L.button_h + 4
        room = max(3, (self.buttons_bottom - y) // step)
        # the first choice is the default (Enter) unless Enter takes the highlighted pair on the table
        first_is_default = self.default_pair() is None or any(c.kind == "resolve_pair" for c in commands)
        f = self._button_font()
        width = L.side.width - 2 * L.pad
        for i, cmd in enumerate(commands[:room]):
            label = full = self._label(cmd)
            while f.size(label)[0] > width - 12 and len(label) > 4:  # the tooltip keeps the whole text
                label = label[:-2].rstrip() + "…"
            tip = command_tooltip(self.game, cmd)
            b = UIButton(pygame.Rect(x0, y, width, L.button_h), label, self.manager,
                         container=self.root, tool_tip_text=tip if label == full else f"{full}<br>{tip}",
                         object_id="#primary" if i == 0 and first_is_default else None)
            self.action_buttons.append((b, cmd))
            y += step

    def _label(self, cmd: Command) -> str:
        """A sidebar button's words; the lone monster card's places say which cards would face."""
        if cmd.kind == "place_monster_card":
            front = self.combat.fronts[cmd.front]  # type: ignore[attr-defined]
            lone = next((s.monster for s in front.slots if s.monster), None)
            hero_card = front.slots[cmd.slot].hero  # type: ignore[attr-defined]
            return (f"Its {card_value(lone) if lone else '?'} against your {card_value(hero_card) or 0} "
                    f"(card {cmd.slot + 1})")  # type: ignore[attr-defined]
        if cmd.kind == "activate_ability" and self.combat is not None:
            c = self.combat
            bits = [ability_name(self.game, cmd.ability)]  # type: ignore[attr-defined]
            if len([f for f in c.fronts if f.hero == cmd.hero]) > 1:  # type: ignore[attr-defined]
                bits.append(f"vs Card {c.fronts[cmd.front].foe + 1}")  # type: ignore[attr-defined]
            if cmd.pair is not None:  # type: ignore[attr-defined]
                bits.append(f"on pair {cmd.pair + 1}")  # type: ignore[attr-defined]
            if cmd.target is not None:  # type: ignore[attr-defined]
                foe = c.foes[c.fronts[cmd.front].foe]  # type: ignore[attr-defined]
                part = foe.parts[cmd.target] if foe.parts else None  # type: ignore[attr-defined]
                bits.append(f"at {self.game.content.monsters.entity_parts[part].name}" if part
                            else f"at #{cmd.target + 1}")  # type: ignore[attr-defined]
            if cmd.card is not None:  # type: ignore[attr-defined]
                bits.append(f"taking back a {card_value(cmd.card)}")  # type: ignore[attr-defined]
            return " ".join(bits)
        if cmd.kind == "resolve_pair" and self.combat is not None:
            c = self.combat
            foe = c.foes[c.fronts[cmd.front].foe]  # type: ignore[attr-defined]
            f = pair_forecast(self.game, cmd.front, cmd.pair, cmd.target)  # type: ignore[attr-defined]
            if f is not None and cmd.excess is None and cmd.target is not None:  # type: ignore[attr-defined]
                who = individual_words(self.game, None, c.fronts[cmd.front].foe, None)  # type: ignore[attr-defined]
                n = cmd.target + 1  # type: ignore[attr-defined]
                part = foe.parts[cmd.target] if foe.parts else None  # type: ignore[attr-defined]
                if part:
                    who = self.game.content.monsters.entity_parts[part].name
                else:
                    who = f"{who[:1].upper()}{who[1:]} #{n}"
                return f"Hit {who} ({foe.health[cmd.target]} health): {preview_words(f)}"  # type: ignore[attr-defined]
        return command_label(self.game, cmd)

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
        L = self.L
        h = max(L.button_h, L.px(36))
        x, y = 12, L.size[1] - h - L.px(10)
        limit = self.play_button.relative_rect.x - 12
        for ab in hero_abilities(self.game, hero):
            if ab.trigger == "passive":
                continue
            label = ab.name + (f" · {ab.cost} Power" if ab.trigger == "power" else " · Block" if
                               ab.trigger == "block" else "")
            f = self._button_font()
            width = f.size(label)[0] + L.px(24)
            if x + width > limit:  # too long here: the name alone (the tooltip says the rest)
                label = ab.name
                width = f.size(label)[0] + L.px(24)
            if x + width > limit:
                break
            b = UIButton(pygame.Rect(x, y, width, h), label, self.manager, container=self.root,
                         tool_tip_text=self._ability_tip(hero, ab, ab.id in usable))
            if ab.id not in usable:
                b.disable()
            self.ability_buttons.append((b, ab.id, hero))
            x += width + 6

    def _button_font(self) -> Any:
        """The widget theme's button font (what a button's words are measured with)."""
        if getattr(self, "_bfont", None) is None or self._bfont[0] is not self.manager:
            probe = UIButton(pygame.Rect(-300, -300, 80, 40), "", self.manager, container=self.root)
            self._bfont = (self.manager, probe.font)
            probe.kill()
        return self._bfont[1]

    def _ability_tip(self, hero: int, ab: Any, usable: bool) -> str:
        import html
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
        cards = "card" if need == 1 else "cards"
        if match is None:
            self.play_button.set_text(f"Choose {need} {cards} ({len(self.selected)}/{need})")
            self.play_button.set_tooltip(f"Choose {need} {cards} first: click them in the hand "
                                         f"({len(self.selected)} chosen)." if len(self.selected) < need else
                                         "These cards cannot be played together now.")
            self.play_button.disable()
        else:
            self.play_button.set_text(f"Ready: play {', '.join(self._value(c) for c in self.selected)}")
            self.play_button.set_tooltip("Play the selected cards (Enter or Space): this hero is ready.")
            self.play_button.enable()

    def _refresh_controls(self) -> None:
        for b, key in self.controls.items():
            if key == "undo":
                if self.game.can_undo():
                    b.enable()
                    b.set_tooltip("Take back the last move, never past a card turned up (Ctrl+Z)")
                else:
                    b.disable()
                    b.set_tooltip("Nothing to take back: a card was turned up since the last move, and undo "
                                  "never goes past it.")

    def _matching_play(self, hero: int | None) -> Command | None:
        """The play of the selected cards, when a listed play has their values (two 3s are the same
        play: either may be chosen, and the very cards chosen are played)."""
        if hero is None:
            return None
        chosen = sorted(card_value(x) or 0 for x in self.selected)
        for c in self.legal():
            if c.kind == "play_cards" and c.hero == hero and len(c.cards) == len(self.selected) \
                    and sorted(card_value(x) or 0 for x in c.cards) == chosen:  # type: ignore[attr-defined]
                if sorted(c.cards) == sorted(self.selected):  # type: ignore[attr-defined]
                    return c
                return type(c)(hero=hero, cards=list(self.selected))  # type: ignore[call-arg]
        return None

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
        if duration > 0:
            hand_at = {card: rect.center for rect, card in self.hand_rects}
            for key, card in now.items():
                if self.table_cards.get(key) == card:
                    continue
                fi, _, side = key
                if side == "hero":
                    start = hand_at.get(card, (self.L.table.centerx, self.L.table.bottom))
                else:
                    deck = c.foes[c.fronts[fi].foe].deck
                    start = self.deck_spots.get(deck, (self.L.table.centerx, 0))
                self.motion.flights.append(Flight(key, start, duration))
        self.table_cards = now

    def _animate_new_events(self) -> None:
        """Damage numbers where damage lands, bars sliding, a shake, a dying individual's token fading."""
        events = self.game.events
        if self._mark > len(events):  # undone: nothing to show
            self._mark = len(events)
        new, self._mark = events[self._mark:], len(events)
        if self.combat is None and self.last_table is not None:  # the fight just ended: its last blows
            for e in new:
                if e.kind in ("damage_dealt", "healed") and e.to == "foe" and e.foe is not None \
                        and e.foe < len(self.last_table.foes) and e.individual is not None:
                    foe = self.last_table.foes[e.foe]
                    sign = -1 if e.kind == "damage_dealt" else 1
                    foe.health[e.individual] = max(0, min(foe.max_health[e.individual],
                                                          foe.health[e.individual] + sign * e.amount))
                elif e.kind == "foe_defeated" and e.foe < len(self.last_table.foes):
                    self.last_table.foes[e.foe].defeated = True
        settings = self.app.settings
        rise = settings.duration(0.9)
        slide = settings.duration(0.5)
        c = self.combat or self.last_table
        if rise <= 0 or c is None:
            self._remember_health()
            return
        self.motion.shake_length = settings.duration(0.3)
        self.motion.fade_length = slide
        shown = 0
        for e in new:
            if e.kind not in ("damage_dealt", "healed") or e.amount <= 0:
                continue
            colour = HURT if e.kind == "damage_dealt" else HEAL
            words = f"-{e.amount}" if e.kind == "damage_dealt" else f"+{e.amount}"
            if e.to == "foe" and e.foe is not None:
                at = self.token_points.get((e.foe, e.individual or 0)) or \
                    (self.foe_rects[e.foe].center if e.foe in self.foe_rects else self.L.table.center)
                self.motion.shakes[("foe", e.foe)] = self.motion.shake_length if e.kind == "damage_dealt" else 0
                foe = c.foes[e.foe] if e.foe < len(c.foes) else None
                if foe is not None and e.individual is not None and foe.health[e.individual] <= 0:
                    self.motion.fading[(e.foe, e.individual)] = slide
            elif e.hero is not None:
                at = self.lane_points.get(e.hero) or self.hero_points.get(e.hero) or self.L.side.center
            else:
                continue
            self.motion.floaters.append(Floater(words, at, colour, rise, delay=0.15 * shown))
            shown += 1
        for key, before in self._health.items():
            now = self._health_now(key)
            if now is not None and now != before:
                self.motion.bars[key] = Slide(before, now, slide)
        self._remember_health()

    def _health_now(self, key: tuple[str, int, int]) -> int | None:
        side, i, _ = key
        if side == "hero":
            states = self.game.state.hero_states
            return states[i].health if i < len(states) else None
        c = self.combat or self.last_table
        return sum(c.foes[i].health) if c is not None and i < len(c.foes) else None

    def _remember_health(self) -> None:
        self._health = {("hero", i, 0): hs.health for i, hs in enumerate(self.game.state.hero_states)}
        c = self.combat or self.last_table
        if c is not None:
            self._health.update({("foe", i, 0): sum(f.health) for i, f in enumerate(c.foes)})

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and self.motion.busy:
            self.motion.skip()  # a click anywhere lands every animation at once (and still counts)
        if self.summary is not None:
            # a new press (not the release of the click that ended the fight) or Enter moves on
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or \
                    (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE,
                                                                     pygame.K_ESCAPE, pygame.K_KP_ENTER)):
                self.summary = None
                self.app.pop()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not consumed:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            front, card, _, start = self.dragging
            self.dragging = (front, card, event.pos, start)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            front, card, pos, start = self.dragging
            self.dragging = None
            if not self._drop(event.pos) and abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > 8:
                self.session.refusal = "Drop the monster's card on one of the hero's cards it should face."
                self._seen = -1
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.take_default()
            elif event.key == pygame.K_u or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
                self.session.undo()
            elif event.key == pygame.K_ESCAPE and not self.app.overlays.any_open:
                self._open("menu")

    def _press(self, pos: tuple[int, int]) -> None:
        for hero in self.heroes_to_decide():
            if self.hero_row(hero).collidepoint(pos):
                self.focus, self.filter = hero, None
                self._seen = -1
                return
        for rect, card in self.hand_rects:
            if rect.collidepoint(pos):
                self._toggle(card)
                return
        if self.place_source is not None and self.place_source[0].collidepoint(pos):
            self.dragging = (self.place_source[1], self.place_source[2], pos, pos)
            return
        if self._drop(pos):  # a click on the hero card the lone monster card should face
            return
        for rect, hero, front, pair in self.pair_rects:
            if rect.collidepoint(pos):
                self._choose_pair(hero, front, pair)
                return

    def _drop(self, pos: tuple[int, int]) -> bool:
        for rect, cmd in self.place_targets:
            if rect.collidepoint(pos):
                self._do(cmd)
                return True
        return False

    def take_default(self) -> None:
        """Enter / Space: the Ready play, else the highlighted pair, else the first (highlighted) choice."""
        cmd = self._matching_play(self.deciding_hero())
        if cmd is not None:
            self._do(cmd)
            return
        pair = self.default_pair()
        if pair is not None and not any(c.kind == "resolve_pair" for _, c in self.action_buttons):
            best = self._targets(*pair)
            if best:
                self._resolve(best[0])
            return
        if self.action_buttons:
            self._button(self.action_buttons[0][0])

    def _do(self, cmd: Command) -> None:
        """Send a move; then, when all the hero may still do is say it is done, say it for them."""
        hero = getattr(cmd, "hero", None)
        if not self.session.do(cmd):
            return
        self._snapshot()  # before "Done" is said for the hero: the chosen pair stays readable
        self._finish_if_nothing_left(hero)

    def _finish_if_nothing_left(self, hero: int | None) -> None:
        if hero is None or self.combat is None or self.combat.step != "abilities":
            return
        mine = [c for c in self.game.legal() if getattr(c, "hero", None) == hero]
        if len(mine) == 1 and mine[0].kind == "finish_abilities":
            self.session.do(mine[0])

    def _button(self, el: Any) -> None:
        if el is self.play_button:
            cmd = self._matching_play(self.deciding_hero())
            if cmd is not None:
                self._do(cmd)
            return
        if el in self.controls:
            self._open(self.controls[el])
            return
        for b, ability, _ in self.ability_buttons:
            if b is el:
                options = [c for c in self.legal() if getattr(c, "ability", None) == ability]
                if len(options) == 1:
                    self.filter = None
                    self._do(options[0])
                else:  # several fronts, pairs or targets: list them to choose from
                    self.filter = ability
                    self._seen = -1
                return
        for b, cmd in self.action_buttons:
            if b is el:
                self.filter = None
                self._resolve(cmd) if cmd.kind == "resolve_pair" else self._do(cmd)
                return

    def _open(self, what: str) -> None:
        if what == "undo":
            if not self.session.undo():
                self._seen = -1
        elif what == "rules":
            self.app.overlays.toggle_rules("combat")
        elif what == "menu":
            self.app.open("menu", self.session, self)
        elif what == "items":
            self.app.open("items", self.session, self)

    def _toggle(self, card: str) -> None:
        options = self.play_options(self.deciding_hero())
        if card in self.selected:
            self.selected.remove(card)
        elif options and len(self.selected) < len(options[0]):
            self.selected.append(card)
        elif options:
            self.selected = self.selected[1:] + [card]
        self._refresh_play_button()

    def _targets(self, hero: int, front: int, pair: int) -> list[Command]:
        """The ResolvePair commands of one pair, one per individual it may hit, the best first (the
        most killed, then the most damage: the default Enter takes)."""
        options = [c for c in self.legal() if c.kind == "resolve_pair" and c.hero == hero  # type: ignore[attr-defined]
                   and c.front == front and c.pair == pair and c.excess is None]  # type: ignore[attr-defined]

        def worth(c: Any) -> tuple[int, int]:
            f = pair_forecast(self.game, c.front, c.pair, c.target)
            return (0, 0) if f is None else (f.kills, f.deal)
        return sorted(options, key=worth, reverse=True)

    def _choose_pair(self, hero: int, front: int, pair: int) -> None:
        options = self._targets(hero, front, pair)
        slot = self.combat.fronts[front].slots[pair] if self.combat is not None else None
        if options and slot is not None and pair_kind(slot) == "block":
            options = options[:1]  # a Block deals no damage: which individual "takes" it does not matter
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
        self._do(cmd)

    # --- each frame ---------------------------------------------------------------------------

    def animating(self) -> bool:
        return self.motion.busy  # damage rising, bars sliding, cards flying

    def update(self, dt: float) -> None:
        self.time += dt
        self._sync()
        self.motion.update(dt)

    def card_spots(self) -> list[tuple[pygame.Rect, tuple[str, str]]]:
        return self.spots

    def closeup_keep_clear(self, ref: tuple[str, str]) -> list[pygame.Rect]:
        """What a card's close-up must not cover: the pair it sits in (the card it is compared with)."""
        for rect, _, _, _ in self.pair_rects:
            for spot, r in self.spots:
                if r == ref and rect.colliderect(spot):
                    return [rect]
        return [spot for spot, r in self.spots if r == ref]

    def probe(self) -> dict[str, Any]:
        hero = self.deciding_hero()
        return {"hand": [[list(r.center), c] for r, c in self.hand_rects],
                "pairs": [[list(r.center), h, f, p] for r, h, f, p in self.pair_rects],
                "play": list(self.play_button.rect.center) if self.play_button.visible else None,
                "actions": [[list(b.rect.center), c.kind] for b, c in self.action_buttons],
                "place": [[list(r.center), c.slot] for r, c in self.place_targets],  # type: ignore[attr-defined]
                "options": [list(o) for o in self.play_options(hero)],
                "selected": list(self.selected),
                "ready": self._matching_play(hero) is not None,
                "round": self.combat.round if self.combat is not None else None,
                "summary": self.summary is not None,
                "events": len(self.game.events)}
