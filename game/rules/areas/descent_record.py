"""What one finished (or unfinished) game achieved, read from its log: how many Ecologies the heroes
descended, the levels each hero gained, and the Final Entity they faced and whether they defeated it.

A read-only question for what comes after a game (the Campaign mode's marks, statistics); nothing
here changes a game or decides a rule.
"""

from __future__ import annotations

from typing import NamedTuple

from game.rules.protocol import RulesGame


class DescentRecord(NamedTuple):
    """The facts of one game a campaign sheet counts.

    `ecologies_descended`: Ecologies whose Stairs the heroes went down and came out below, in the next
    Ecology or before the Final Entity (losing to a Stair Guardian leaves that Ecology undescended).
    `levels_gained`: per hero (in hero order), the levels gained at Stair Guardians in this game (not
    the levels a game started in a deeper Ecology begins with). `final_entity`: the ids of the Head I,
    Head II, Body and Tail cards the heroes faced (empty when they never reached it).
    """

    ecologies_descended: int
    levels_gained: tuple[int, ...]
    final_entity: tuple[str, ...]
    final_entity_defeated: bool


def descent_record(game: RulesGame) -> DescentRecord:
    """The DescentRecord of `game` so far (usually asked once the game is over)."""
    heroes = len(game.state.heroes)
    set_ups = 0
    reached_entity = defeated = False
    levels = [0] * heroes
    now: list[int] = [1] * heroes  # each hero's level as the log goes
    parts: tuple[str, ...] = ()
    for e in game.events:
        kind = e.kind
        if kind == "ecology_set_up":
            set_ups += 1
        elif kind == "heroes_ready":
            now = [hs.level for hs in e.heroes[:heroes]]  # type: ignore[attr-defined]
        elif kind == "heroes_leveled_up":
            for h, hl in enumerate(e.heroes[:heroes]):  # type: ignore[attr-defined]
                if not e.stored:  # type: ignore[attr-defined]  # (stored: a deeper start's level, not gained)
                    levels[h] += max(0, hl.level - now[h])
                now[h] = hl.level
        elif kind == "stairs_descended" and e.final:  # type: ignore[attr-defined]
            reached_entity = True
        elif kind == "combat_started" and e.combat == "final_entity":  # type: ignore[attr-defined]
            parts = tuple(p for foe in e.foes for p in foe.parts)  # type: ignore[attr-defined]
        elif kind == "game_won" and parts:
            defeated = True
    # every Ecology set up after the first was reached down its predecessor's Stairs
    descended = max(0, set_ups - 1) + (1 if reached_entity else 0)
    return DescentRecord(descended, tuple(levels), parts, defeated)
