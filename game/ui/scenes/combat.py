"""The combat table's scene: its input (mouse and keys -> commands). The rest is in game/ui/combat/:
where things go (layout.py: a relayout is `CombatLayout.make` again), the drawing (view.py), what the
table reads from the game and the animations new events start (table_state.py), the widgets
(sidebar.py), the animations themselves (motion.py) and the end-of-fight panel (summary.py).

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

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.i18n import _
from game.rules import Command, Game, pair_kind

from .. import actions, hint_view
from ..combat.sidebar import CombatSidebar
from ..combat.view import STEP_WORDS, CombatView
from ..combat_preview import pair_forecast
from ..focus import Target
from ..session import Session

if TYPE_CHECKING:
    from ..app import App

__all__ = ["CombatScene", "STEP_WORDS", "say_done_where_nothing_is_left"]



def finish_left_alone(game: Game, hero: int | None) -> Command | None:
    """The "Done" the table says for `hero` after their move when finishing is all they may still do
    in the Abilities step (None otherwise)."""
    c = game.state.combat
    if hero is None or game.state.phase != "combat" or c is None or c.step != "abilities":
        return None
    mine = [m for m in game.legal() if getattr(m, "hero", None) == hero]
    return mine[0] if len(mine) == 1 and mine[0].kind == "finish_abilities" else None


def say_done_where_nothing_is_left(game: Game, mover: int | None, do: Callable[[Command], object]) -> None:
    """After a move: "Done" for the hero who moved, then for any other hero who has chosen their
    pairs and whose abilities the move left nothing to use (issue 39: the second hero was asked to
    say "Done" after choosing a pair, with nothing else to do)."""
    heroes = [mover] if mover is not None else []
    for hero in heroes + [h for h in range(len(game.state.heroes)) if h != mover]:
        done = finish_left_alone(game, hero)
        if done is not None:
            do(done)


class CombatScene(CombatSidebar, CombatView):
    name = "combat"
    window_scaled = True  # the widgets' fonts and the text drawn grow with the window (CombatLayout places)

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)  # the view's state: what is drawn where, animations, the summary
        self._seen = -1  # the session version the widgets show

    def _sync(self) -> None:
        if self.session.version == self._seen:
            return
        self._seen = self.session.version
        if not self.follow_game():  # the fight is over: its summary, or back to the map
            if self.summary is None:
                self.app.pop()
                return
            self._clear_choices()
            self.play_button.hide()
            self._refresh_log()
            return
        self.selected = []
        self._make_ability_buttons()
        self._make_choices()
        self._refresh_play_button()
        self._refresh_controls()
        self._refresh_log()

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and self.motion.busy:
            self.motion.skip()  # a click anywhere lands every animation at once (and still counts)
        if self.summary is not None:
            # a new press (not the release of the click that ended the fight) or Enter moves on
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or \
                    any(actions.pressed(event, a) for a in ("confirm", "quick", "back")):
                self.leave_summary()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if not self.log.handle(event):
                self._button(event.ui_element)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not consumed:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            front, card, _was, start = self.dragging
            self.dragging = (front, card, event.pos, start)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            front, card, pos, start = self.dragging
            self.dragging = None
            if not self._drop(event.pos) and abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > 8:
                self.session.refusal = _("Drop the monster's card on one of the hero's cards it should face.")
                self._seen = -1
        elif event.type == pygame.KEYDOWN:  # the table's shortcuts, as the action map binds them
            if actions.pressed(event, "confirm") or actions.pressed(event, "quick"):
                self.take_default()
            elif actions.pressed(event, "undo"):
                self.session.undo()
            elif (actions.pressed(event, "back") or actions.pressed(event, "menu")) \
                    and not self.app.overlays.any_open:
                self._open("menu")
            elif actions.pressed(event, "hint"):
                self._open("hint")
            elif event.key == pygame.K_p and hasattr(self.session, "point"):  # online: show everyone this card
                from ..online_session import point_at_card
                point_at_card(self, pygame.mouse.get_pos())

    def leave_summary(self) -> None:
        """Past the end-of-fight panel: back to the map."""
        self.summary = None
        self.app.pop()

    def focus_targets(self) -> list[Target]:
        """The focus ring's drawn targets (game/ui/focus.py): the end-of-fight panel alone while it is
        up; else the heroes who may act, the cards in hand, where the lone monster card may go and the
        pairs that can be chosen (the sidebar's buttons are the ring's as every button is)."""
        if self.summary is not None:
            rect = self.summary_rect if self.summary_rect is not None else self.L.table
            return [Target(pygame.Rect(rect), self.leave_summary, "continue", ("summary",))]
        out: list[Target] = []
        deciding = self.deciding_hero()
        heroes = self.heroes_to_decide()
        if len(heroes) > 1:
            for hero in heroes:
                if hero != deciding:
                    out.append(Target(self.hero_row(hero), partial(self._pick_hero, hero), "hero", ("hero", hero)))
        for i, (rect, card) in enumerate(self.hand_rects):
            out.append(Target(pygame.Rect(rect), partial(self._toggle, card), card, ("card", card, i)))
        for rect, cmd in self.place_targets:
            out.append(Target(pygame.Rect(rect), partial(self._do, cmd), "place", ("place", str(cmd))))
        for rect, hero, front, pair in self.pair_rects:
            out.append(Target(pygame.Rect(rect), partial(self._choose_pair, hero, front, pair),
                              "pair", ("pair", hero, front, pair)))
        return out

    def _pick_hero(self, hero: int) -> None:
        self.focus, self.filter = hero, None
        self._seen = -1

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
        """Enter / Space: the Play cards button, else the highlighted pair, else the first (highlighted) choice."""
        cmd = self._matching_play(self.deciding_hero())
        if cmd is not None:
            self._do(cmd)
            return
        pair = self.default_pair()
        if pair is not None and not any(c.kind == "resolve_pair" for _b, c in self.action_buttons):
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
        say_done_where_nothing_is_left(self.game, hero, self.session.do)

    def _button(self, el: Any) -> None:
        if el is self.play_button:
            cmd = self._matching_play(self.deciding_hero())
            if cmd is not None:
                self._do(cmd)
            return
        if el in self.controls:
            self._open(self.controls[el])
            return
        for b, ability, _hero in self.ability_buttons:
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
        elif what == "hint":
            self.session.toggle_hint(self.deciding_hero())

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
            self.session.refusal = _("That Combat Pair cannot be chosen now.")

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
        # a hint's note takes the log's place while it is shown
        hinted = self.session.current_hint is not None and self.summary is None
        if hinted == bool(self.log_box.visible):
            self.log_box.hide() if hinted else self.log_box.show()
        self.log.observe()  # the player's place in the log (kept across pygame_gui's rebuilds)

    def draw_over(self, surface: pygame.Surface) -> None:
        """The view's, then the hint (H): what the bot would do outlined, its note where the log was."""
        super().draw_over(surface)
        hint = self.session.current_hint
        if hint is None or self.summary is not None:
            return
        lay = self.app.layout
        for rect, within in hint_view.combat_targets(self, hint.command):
            hint_view.outline(surface, rect, self.time, lay, within)
        hint_view.draw_note_in(surface, lay, self.game, hint, self.log_box.rect)

    def card_spots(self) -> list[tuple[pygame.Rect, tuple[str, str]]]:
        return self.spots

    def modal_panels(self) -> list[pygame.Rect]:
        """The end-of-fight summary over the table: no card's close-up covers it (game/ui/closeup.py)."""
        return [self.summary_rect] if self.summary is not None and self.summary_rect is not None else []

    def closeup_keep_clear(self, ref: tuple[str, str]) -> list[pygame.Rect]:
        """What a card's close-up must not cover: the pair it sits in (the card it is compared with)."""
        for rect, *_rest in self.pair_rects:
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
                "place": [[list(r.center), c.slot] for r, c in self.place_targets],
                "options": [list(o) for o in self.play_options(hero)],
                "selected": list(self.selected),
                "ready": self._matching_play(hero) is not None,
                "round": self.combat.round if self.combat is not None else None,
                "summary": self.summary is not None,
                "events": len(self.game.events)}
