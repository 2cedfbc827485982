"""What the combat table shows, read from the game: the legal moves, whose decision it is, the pair
Enter would take, the table kept for the end-of-fight summary, and the animations that new events
start (damage rising, bars sliding, cards flying in). A mixin of CombatView: drawing only reads it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.rules import Command, PlayCards, card_value, deep_copy, is_power

from ..combat_preview import pair_forecast
from .layout import CombatLayout
from .motion import Flight, Floater, Motion, Slide
from .summary import FightSummary, summarise

if TYPE_CHECKING:
    from ..app import App
    from ..session import Session

HURT = (240, 90, 80)
HEAL = (120, 230, 130)


class TableState:
    """The table's reading of the game (see the module's note); the scene's input sets `focus` (the
    hero picked in the sidebar) and `selected` (the hand cards chosen)."""

    app: App
    session: Session
    game: Any
    L: CombatLayout
    motion: Motion
    summary: FightSummary | None
    last_table: Any
    hand_rects: Any
    focus: int | None
    selected: list[str]
    _legal: tuple[int, list[Command]]
    # set by CombatView.__init__ (and the drawing: where things were drawn, for flights and floaters)
    _round: int
    _mark: int
    _health: dict[tuple[str, int, int], int]
    last_fronts: list[Any]
    prev_fronts: list[Any]
    table_cards: dict[tuple[int, int, str], str]
    deck_spots: dict[str, tuple[int, int]]
    foe_rects: dict[int, pygame.Rect]
    token_points: dict[tuple[int, int], tuple[int, int]]
    lane_points: dict[int, tuple[int, int]]
    hero_points: dict[int, tuple[int, int]]

    @property
    def combat(self) -> Any:
        """The fight going on, or None: a blow that loses the game ends the phase but leaves the
        engine's table in place, and a finished table offers nothing (no pair to forecast)."""
        return self.game.state.combat if self.game.state.phase == "combat" else None

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

    def _matching_play(self, hero: int | None) -> Command | None:
        """The play of the selected cards, when a listed play has their values (two 3s are the same
        play: either may be chosen, and the very cards chosen are played)."""
        if hero is None:
            return None
        chosen = sorted(card_value(x) or 0 for x in self.selected)
        for c in self.legal():
            if isinstance(c, PlayCards) and c.hero == hero and len(c.cards) == len(self.selected) \
                    and sorted(card_value(x) or 0 for x in c.cards) == chosen:
                if sorted(c.cards) == sorted(self.selected):
                    return c
                return PlayCards(hero=hero, cards=tuple(self.selected))
        return None

    def follow_game(self) -> bool:
        """After the game changed: its new events animated, the table kept, new cards flying in. False
        once the fight is over (the summary of it is then ready, when there was a fight to show)."""
        self._animate_new_events()
        if self.game.state.phase != "combat" or self.combat is None:
            if self.summary is None and self.last_table is not None:
                self.summary = summarise(self.game)
            return False
        self._snapshot()
        self._start_flights()
        return True

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

    @property
    def flights(self) -> list[Flight]:
        return self.motion.flights

    @staticmethod
    def _value(card: str) -> str:
        return "Power" if is_power(card) else str(card_value(card))
