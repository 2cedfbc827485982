"""STARTING THE GAME AT A LOWER ECOLOGY, and the "Start with an Ability" variant.

"If starting at the Caverns: Heroes begin at Level 2, with that level's Maximum Health Value. All
Heroes Gain one Ability. Use the process described in Leveling Up for selecting them. All Heroes
Draw one Item from their Hero-specific Item Cards. Heroes begin with three keys." At Subterranean
Architecture: Level 3, two Abilities, two Items. ("When she starts a game at level 3, all three of
her Power Cards are placed face up at the top of her mat.")

"Start with an Ability: If starting at the Ruins, each Hero draws an Ability to start the game
with." (one card, from the primary class)

The Chosen Gift talent (issue 17, core/talents.py): a hero holding it also draws two Ability Cards
and keeps one, in whichever Ecology the game starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from game.i18n import _
from game.rules.areas.items import draw_item_for, hero_classes
from game.rules.areas.progression import AbilitiesDrawn, AbilityKept, raise_level
from game.rules.areas.resolving import StepUpdated, active, finish, push
from game.rules.areas.restore import restored
from game.rules.core.errors import RuleViolation
from game.rules.core.messages import Command
from game.rules.registry import decides, lists_legal, on_ecology_setup
from game.rules.state.progress_state import ChooseAbilityStep, LevelUpStep, StartItemsStep

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame

START_LEVEL = {"ruins": 1, "caverns": 2, "subterranean": 3}


class DrawStartingItem(Command):
    """Starting at a lower Ecology: the next hero draws a starting Item."""

    kind: Literal["draw_starting_item"] = "draw_starting_item"
    hero: int


@on_ecology_setup
def starting_boons(game: RulesGame) -> None:
    if not _first_ecology(game) or restored(game):
        return  # only the Ecology a new game starts in (a rebuilt party already has its boons)
    s = game.state
    level = START_LEVEL[s.ecology]
    chosen_gifts(game)
    if level == 1:
        if s.plays("start_with_ability"):
            for h in range(len(s.heroes)):
                cls = hero_classes(game, h)[0]
                pile = game.state.piles.abilities.get(cls, [])
                if pile:
                    card = pile[0]
                    game.emit(AbilitiesDrawn(hero=h, abilities=(card,)))
                    game.emit(AbilityKept(hero=h, ability=card))
        return
    raise_level(game, level, heal=True, stored=True)
    n = len(s.heroes)
    push(game, StartItemsStep(remaining=[h for _ in range(level - 1) for h in range(n)]),
         LevelUpStep(free=True, rounds=level - 1, then="explore"))


def chosen_gifts(game: RulesGame) -> None:
    """The Chosen Gift talent: each hero holding it draws two Ability Cards of their primary class
    and keeps one (a ChooseAbility step each, before anything else in the game)."""
    s = game.state
    steps = []
    for h in range(len(s.heroes)):
        if not s.has_talent(h, "ability_of_two"):
            continue
        drawn = list(s.piles.abilities.get(hero_classes(game, h)[0], [])[:2])
        if drawn:
            game.emit(AbilitiesDrawn(hero=h, abilities=tuple(drawn)))
        if len(drawn) == 1:
            game.emit(AbilityKept(hero=h, ability=drawn[0]))
        elif drawn:
            steps.append(ChooseAbilityStep(hero=h, options=drawn))
    if steps:
        push(game, *steps)


def _first_ecology(game: RulesGame) -> bool:
    """Whether the log holds exactly one Ecology setup: the first one from the front is the last
    one from the back."""
    events = game.events
    first = next((i for i, e in enumerate(events) if e.kind == "ecology_set_up"), None)
    if first is None:
        return False
    last = next(i for i in range(len(events) - 1, -1, -1) if events[i].kind == "ecology_set_up")
    return first == last


@decides(DrawStartingItem)
def decide_draw_starting_item(game: RulesGame, cmd: DrawStartingItem) -> None:
    step = active(game)
    if not isinstance(step, StartItemsStep) or not step.remaining or step.remaining[0] != cmd.hero:
        raise RuleViolation(_("It is not that hero's turn to draw a starting Item."))
    rest = step.remaining[1:]
    if rest:
        game.emit(StepUpdated(step=step.model_copy(update={"remaining": rest})))
    else:
        finish(game)
    draw_item_for(game, cmd.hero)


@lists_legal("resolving")
def legal_starts(game: RulesGame) -> list[Command]:
    step = active(game)
    if game.state.phase == "resolving" and isinstance(step, StartItemsStep) and step.remaining:
        return [DrawStartingItem(hero=step.remaining[0])]
    return []
