"""The combat preview that tells the truth: what choosing a Combat Pair will do, worked out by the
very Step 5 code that will do it (`damage.resolve_damage`) on a scratch copy of the table.

So everything the rules apply is in it: armor (or Ignore Armor), bonus damage, a Horde's excess,
a kill cancelling Return Damage (for every hero when one hero killed alone; for the one chosen hero
when several shared the kill), passive monster abilities at the end of the round, and the pairs the
other heroes have already chosen (all heroes resolve at once). Pairs not yet chosen by other heroes,
and abilities activated later, may still change the round: the forecast is "if nothing else changes".
Read-only: the real game is never touched.
"""

from __future__ import annotations

import contextlib
import random
from typing import TYPE_CHECKING, Any, NamedTuple

from game.rules.areas.combat.damage import resolve_damage
from game.rules.areas.combat.events import DamageDealt, PairChosen
from game.rules.areas.combat.table import foe_is_beaten, pair_kind, value
from game.rules.areas.heroes import hero_armor
from game.rules.core.messages import Command, Event
from game.rules.core.revisions import next_revision
from game.rules.core.state_model import deep_copy
from game.rules.registry import APPLIERS

if TYPE_CHECKING:
    from game.rules.board import Board
    from game.rules.content.library import Content
    from game.rules.protocol import RulesGame as Game
    from game.rules.state.combat_state import PendingDamage
    from game.rules.state.game_state import GameState


class Forecast(NamedTuple):
    kind: str  # "block", "monster" (Monster Hit) or "hero" (Hero Hit)
    deal: int  # damage this hero's pair deals to the monster (after armor, excess included)
    take: int  # damage this hero takes from this monster in Step 5 (after the hero's armor)
    kills: int  # individuals (or Final Entity parts) that die to this hero's damage
    spared: int  # Return Damage this hero is spared by a kill (already left out of `take`)
    # several heroes shared a kill: the heroes choose who avoids; `take` is the damage if this hero is
    # not the one chosen, `take_if_chosen` if it is (None when there is no such choice for this hero)
    take_if_chosen: int | None = None
    defeats: bool = False  # the monster card is defeated this round


class _Stop(Exception):
    """Step 5 is over (or waits for the heroes' choice): the scratch table has told what it must."""


_STOP = {"round_ended", "return_damage_choice", "game_lost", "combat_won"}


class _Scratch:
    """A throwaway game (the rules' view of one) sharing content and board with the real game; it
    records what Step 5 emits and stops at the end of the step. Step 5 lays no tile, so the shared
    board is never changed."""

    def __init__(self, game: Game) -> None:
        self.content: Content = game.content
        self.events: list[Event] = []
        self.revision = next_revision()
        self.state: GameState = deep_copy(game.state)  # every field deep: the table and heroes are its own
        self.board: Board = game.board
        self.rng = random.Random(0)  # never asked before the round ends; a guard if a rule ever does
        self.seen: list[Event] = []
        self.memo: dict[Any, Any] = {}  # its own: the scratch table is not the game's

    def apply(self, event: Event) -> None:
        applier = APPLIERS.get(event.kind)
        if applier is not None:
            applier(self, event)

    def emit(self, event: Event) -> None:
        self.seen.append(event)
        if event.kind in _STOP:
            raise _Stop
        self.apply(event)
        self.events.append(event)
        self.revision = next_revision()

    def legal(self) -> list[Command]:
        return []



def forecast(game: Game, front: int, pair: int, target: int | None = None, excess: int | None = None
             ) -> Forecast | None:
    """What choosing `pair` on `front` (aimed at `target`, a Horde's excess to `excess`) will deal and
    take this round, or None when the slot is not a Combat Pair. See the module docstring."""
    c = game.state.combat
    if c is None or not 0 <= front < len(c.fronts) or not 0 <= pair < len(c.fronts[front].slots):
        return None
    fr = c.fronts[front]
    kind = pair_kind(fr.slots[pair])
    if kind is None:
        return None
    foe = c.foes[fr.foe]
    alive = foe.alive()
    if not alive:
        return Forecast(kind, 0, 0, 0, 0)
    if target is None:
        target = fr.target if fr.target is not None else alive[0]
    scratch = _Scratch(game)
    sc = scratch.state.combat
    assert sc is not None
    for i, other in enumerate(sc.fronts):  # the other pairs of this hero not yet chosen do not resolve
        if i != front and other.hero == fr.hero and other.chosen is None:
            other.ignored = True
    scratch.apply(PairChosen(hero=fr.hero, front=front, pair=pair, target=target, excess=excess))
    start = list(foe.health)
    with contextlib.suppress(_Stop):  # Step 5 done, or waiting for the heroes' choice
        resolve_damage(scratch)
    hero, fi = fr.hero, fr.foe
    deal = sum(e.amount for e in scratch.seen
               if isinstance(e, DamageDealt) and e.to == "foe" and e.by == hero and e.foe == fi)
    take = sum(e.amount for e in scratch.seen
               if isinstance(e, DamageDealt) and e.to == "hero" and e.hero == hero and e.foe == fi)
    killed_by_me = {e.individual for e in scratch.seen
                    if isinstance(e, DamageDealt) and e.to == "foe" and e.by == hero and e.foe == fi}
    after = sc.foes[fi].health
    kills = sum(1 for i in killed_by_me if i is not None and start[i] > 0 and after[i] <= 0)
    choice = next((e for e in scratch.seen if e.kind == "return_damage_choice"), None)
    take_if_chosen = None
    if choice is not None:
        pending: list[PendingDamage] = list(choice.pending)  # type: ignore[attr-defined]
        armor = hero_armor(game, hero)
        mine = [p for p in pending if p.hero == hero and p.foe == fi]
        take = sum(max(0, p.amount - armor) for p in mine)
        if any(hero in group for group in choice.candidates):  # type: ignore[attr-defined]
            take_if_chosen = sum(max(0, p.amount - armor) for p in mine if p.kind != "return")
    spared = 0
    if kind == "hero" and choice is None:
        slot = fr.slots[pair]
        due = max(0, value(slot.hero, slot.hero_mod) - value(slot.monster, slot.monster_mod) - hero_armor(game, hero))
        spared = max(0, due - take)
    defeats = not foe.defeated and foe_is_beaten(scratch, sc.foes[fi])
    return Forecast(kind, deal, take, kills, spared, take_if_chosen, defeats)
