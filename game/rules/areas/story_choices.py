"""STORY MODE (issue 17): a short passage and a choice between two options at the story's moments.

An option beside the rulebook, never part of it: with story mode off (the default) nothing here
happens and a game's log is the rulebook game's. With it on (`Game.new(story_mode=True)`):
- as the heroes leave a Legendary Location (all its cards Resolved or Defeated),
- on the stairs before a Stair Guardian is drawn and fought,
- on the last stairs before the Final Entity,
a story choice of that moment (cards/story_choices.toml; several at one moment are offered in file
order, then again from the first) is offered: `StoryChoiceOffered`, and a pending `StoryChoiceStep`
that holds everything else up until the players `ChooseStoryOption(option, pay)`.

Each option has a stated cost and reward (content/story_choice_cards.py `Stakes`). A cost must be
affordable or the option is refused with the reason: health a hero does not have to spare (paying
it may not kill), XP the pool and the spendable items do not cover, Keys the heroes do not hold.
The cost is paid, then the reward given: health healed on every hero, a card worth the XP joining
the XP pool (valued through registry.XP_SOURCES), Keys gained, Spells refreshed; then the fight on the
stairs starts, if any. At a Legendary Location a reward may also be a decision of its own: an Item
drawn by the hero the players choose (chests.give_item), or a test: the Ecology's next Feature Card,
Encountered as on the map (features.encounter_feature: its test, its outcome, its XP).

`ChooseStoryOption` is listed in a canonical form (`listing = "canonical"`): for an option that
costs XP, the few suggested payments of xp.payments; any other covering `pay` is equally legal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from game.i18n import _, content_text, ngettext
from game.rules.areas.chests import give_item
from game.rules.areas.combat.setup import start_final_entity_fight, start_stair_guardian_fight
from game.rules.areas.features import KeysChanged, SpellsRefreshedOutside, encounter_feature
from game.rules.areas.heroes import hero_label
from game.rules.areas.resolving import active, finish, heal_heroes, hurt_heroes, on_step_done, push
from game.rules.areas.xp import payment_problem, payments, spend
from game.rules.content.story_choice_cards import Stakes, StoryChoice, StoryOption
from game.rules.content.tiles import ecology_name
from game.rules.core.errors import RuleViolation
from game.rules.core.messages import Command, Event, Names
from game.rules.describe import describes
from game.rules.registry import applies, decides, lists_legal, values_xp
from game.rules.state.game_state import ElementState, Spot
from game.rules.state.progress_state import Pending, StoryChoiceStep

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame

STORY_CARD = "story:"  # the XP pool's id of a story reward: "story:<choice id>:<option>"


# --- commands and events ----------------------------------------------------------------------

class ChooseStoryOption(Command):
    """Story mode: take option `option` (0 or 1) of the story choice in front of the heroes, paying
    its XP cost (if any) with the cards and items named in `pay`."""

    kind: Literal["choose_story_option"] = "choose_story_option"
    listing: ClassVar[Literal["every", "canonical"]] = "canonical"  # a few payments (xp.payments)
    option: int
    pay: Names = ()


class StoryChoiceOffered(Event):
    """A story choice is put before the heroes (its passage is told in the log)."""

    kind: Literal["story_choice_offered"] = "story_choice_offered"
    choice: str
    at: str


class StoryOptionChosen(Event):
    kind: Literal["story_option_chosen"] = "story_option_chosen"
    choice: str
    option: int


class StoryXpGained(Event):
    """A story reward's card, worth its XP, joins the communal XP pool."""

    kind: Literal["story_xp_gained"] = "story_xp_gained"
    card: str
    xp: int


@values_xp
def story_reward_xp(game: RulesGame, card: str) -> int | None:
    """The XP of a story reward's card ("story:<choice>:<option>"): the option's reward."""
    if not card.startswith(STORY_CARD):
        return None
    choice_id, _, index = card[len(STORY_CARD):].rpartition(":")
    choice = game.content.story_choices.get(choice_id)
    if choice is None or not index.isdigit() or int(index) > 1:
        return 0
    return choice.options[int(index)].reward.xp


# --- offering ---------------------------------------------------------------------------------

def choices_at(game: RulesGame, place: str) -> list[StoryChoice]:
    return [c for c in game.content.story_choices.values() if c.at == place]


def offer_choice(game: RulesGame, place: str, then: Literal["", "stair_guardian", "final_entity"] = "") -> bool:
    """In story mode, put the next story choice of `place` before the heroes; whether one was offered.

    Several choices at one place come in file order, one per visit, then from the first again."""
    if not game.state.story_mode or game.state.outcome is not None:
        return False
    choices = choices_at(game, place)
    if not choices:
        return False
    seen = sum(1 for e in game.events if isinstance(e, StoryChoiceOffered) and e.at == place)
    choice = choices[seen % len(choices)]
    game.emit(StoryChoiceOffered(choice=choice.id, at=place))
    push(game, StoryChoiceStep(choice=choice.id, then=then))
    return True


def offer_before_stairs_fight(game: RulesGame, final: bool) -> bool:
    """On the stairs, before the Stair Guardian is drawn (or the Final Entity met): a story choice
    in story mode; the fight starts once it is made (`after_choice`). Whether one was offered."""
    if final:
        return offer_choice(game, "final", then="final_entity")
    return offer_choice(game, f"guardian:{game.state.ecology}", then="stair_guardian")


def offer_leaving_location(game: RulesGame) -> bool:
    """Every card of a Legendary Location Resolved or Defeated and the location resolved: in story
    mode the heroes meet the Ecology's story choice for Legendary Locations as they leave it."""
    return offer_choice(game, f"legendary:{game.state.ecology}")


@on_step_done("story_choice")
def after_choice(game: RulesGame, step: Pending) -> None:
    """The choice made: the fight on the stairs it was offered on begins."""
    assert isinstance(step, StoryChoiceStep)
    if step.then == "stair_guardian":
        start_stair_guardian_fight(game)
    elif step.then == "final_entity":
        start_final_entity_fight(game)


# --- choosing ---------------------------------------------------------------------------------

def current_choice(game: RulesGame) -> StoryChoice | None:
    """The story choice before the heroes now (None: none)."""
    step = active(game)
    if game.state.phase != "resolving" or not isinstance(step, StoryChoiceStep):
        return None
    return game.content.story_choices.get(step.choice)


def cost_problem(game: RulesGame, cost: Stakes, pay: list[str] | None = None) -> str | None:
    """Why the heroes cannot pay `cost` now (with `pay` for its XP, or any payment when None)."""
    s = game.state
    for i, hs in enumerate(s.hero_states):
        if cost.health and hs.health <= cost.health:
            if len(s.heroes) > 1:
                return _("{hero} has {health} health: paying {cost} would kill them.").format(
                    hero=hero_label(game, i), health=hs.health, cost=cost.health)
            return _("{hero} has {health} health: paying {cost} would kill the hero.").format(
                hero=hero_label(game, i), health=hs.health, cost=cost.health)
    if cost.keys > s.keys:
        return ngettext("The heroes hold {n} Key; this costs {cost}.", "The heroes hold {n} Keys; this costs {cost}.",
                        s.keys).format(n=s.keys, cost=cost.keys)
    if cost.xp:
        if pay is None:
            if not payments(game, cost.xp):
                return _("The XP pool and the heroes' spendable items do not make {n} XP.").format(n=cost.xp)
        else:
            return payment_problem(game, pay, cost.xp)
    elif pay:
        return _("This option costs no XP: pay nothing.")
    return None


def option_problem(game: RulesGame, option: int, pay: list[str] | None = None) -> str | None:
    """Why option `option` of the story choice now cannot be taken (None: it can). `pay`: the XP
    payment offered (None: whether any payment would do)."""
    choice = current_choice(game)
    if choice is None:
        return _("No story choice is before the heroes now.")
    if not 0 <= option < len(choice.options):
        return _("Choose the first option or the second (0 or 1).")
    if choice.options[option].reward.test and not game.state.piles.features.get(game.state.ecology):
        return _("The Feature deck of this Ecology is empty: there is no test to face.")
    return cost_problem(game, choice.options[option].cost, pay)


@decides(ChooseStoryOption)
def decide_choose_story_option(game: RulesGame, cmd: ChooseStoryOption) -> None:
    problem = option_problem(game, cmd.option, list(cmd.pay))
    if problem:
        raise RuleViolation(problem)
    choice = current_choice(game)
    assert choice is not None
    opt = choice.options[cmd.option]
    game.emit(StoryOptionChosen(choice=choice.id, option=cmd.option))
    pay_cost(game, choice, opt, list(cmd.pay))
    give_reward(game, choice, cmd.option)
    finish(game)  # the choice is made: a fight on the stairs follows
    if game.state.outcome is None:
        give_decisions(game, choice, cmd.option)


def pay_cost(game: RulesGame, choice: StoryChoice, opt: StoryOption, pay: list[str]) -> None:
    cost = opt.cost
    if cost.xp:
        spend(game, pay, cost.xp, choice.title)
    if cost.keys:
        game.emit(KeysChanged(amount=-cost.keys, cause=choice.title))
    if cost.health:
        hurt_heroes(game, [cost.health] * len(game.state.heroes), choice.title)


def give_reward(game: RulesGame, choice: StoryChoice, option: int) -> None:
    """The reward's health, Keys, XP and Spells (an Item or a test comes once the choice is done)."""
    reward = choice.options[option].reward
    n = len(game.state.heroes)
    if reward.health:
        heal_heroes(game, [reward.health] * n, choice.title)
    if reward.keys:
        game.emit(KeysChanged(amount=reward.keys, cause=choice.title))
    if reward.xp:
        game.emit(StoryXpGained(card=f"{STORY_CARD}{choice.id}:{option}", xp=reward.xp))
    if reward.spells:
        game.emit(SpellsRefreshedOutside(heroes=tuple(range(n)), cause=choice.title))


def give_decisions(game: RulesGame, choice: StoryChoice, option: int) -> None:
    """A reward that is a decision of its own, in front of what comes next: the Feature's test
    (the Ecology's next Feature Card, Encountered as on the map), then who draws the Item."""
    reward = choice.options[option].reward
    if reward.item:
        give_item(game, choice.id)
    if reward.test:
        spot = game.state.lantern or Spot(x=0, y=0, cx=0, cy=0)
        encounter_feature(game, ElementState(id=f"{STORY_CARD}{choice.id}", kind="feature", tile="", spot=spot))


@lists_legal("resolving")
def legal_story_choice(game: RulesGame) -> list[Command]:
    """Each affordable option (one command per suggested XP payment for an option costing XP)."""
    choice = current_choice(game)
    if choice is None:
        return []
    out: list[Command] = []
    for i, opt in enumerate(choice.options):
        if option_problem(game, i) is not None:
            continue
        if opt.cost.xp:
            out += [ChooseStoryOption(option=i, pay=tuple(p)) for p in payments(game, opt.cost.xp)]
        else:
            out.append(ChooseStoryOption(option=i))
    return out


# --- words ------------------------------------------------------------------------------------

def cost_words(cost: Stakes) -> str:
    """A cost in the game's words: "each hero loses 2 health, 1 Key"."""
    parts = []
    if cost.health:
        parts.append(_("each hero loses {n} health").format(n=cost.health))
    if cost.xp:
        parts.append(_("{n} XP from the XP pool").format(n=cost.xp))
    if cost.keys:
        parts.append(ngettext("{n} Key", "{n} Keys", cost.keys).format(n=cost.keys))
    return ", ".join(parts) or _("nothing")


def reward_words(reward: Stakes) -> str:
    """A reward in the game's words: "each hero heals 3, a card worth 2 XP joins the XP pool"."""
    parts = []
    if reward.health:
        parts.append(_("each hero heals {n}").format(n=reward.health))
    if reward.xp:
        parts.append(_("a card worth {n} XP joins the XP pool").format(n=reward.xp))
    if reward.keys:
        parts.append(ngettext("{n} Key", "{n} Keys", reward.keys).format(n=reward.keys))
    if reward.spells:
        parts.append(_("every hero's Spells refresh"))
    if reward.item:
        parts.append(_("one hero draws an Item"))
    if reward.test:
        parts.append(_("the heroes face the next Feature's test, its XP theirs either way"))
    return ", ".join(parts) or _("nothing")


def place_words(place: str) -> str:
    """Where a story choice is offered, in words."""
    kind, _sep, eco = place.partition(":")
    name = ecology_name(eco)
    if kind == "legendary":
        return _("leaving a Legendary Location in {ecology}").format(ecology=name)
    if kind == "guardian":
        return _("on the stairs of {ecology}, before the Stair Guardian").format(ecology=name)
    return _("before the Final Entity")


# --- applying ---------------------------------------------------------------------------------

@applies(StoryChoiceOffered)
def apply_offered(game: RulesGame, e: StoryChoiceOffered) -> None:
    """The log records the offer; the StoryChoiceStep pushed after it holds the game up."""


@applies(StoryOptionChosen)
def apply_chosen(game: RulesGame, e: StoryOptionChosen) -> None:
    """The log records the choice; its cost and reward are their own events."""


@applies(StoryXpGained)
def apply_xp_gained(game: RulesGame, e: StoryXpGained) -> None:
    game.state.xp_pool.append(e.card)


# --- the log ----------------------------------------------------------------------------------

@describes("story_choice_offered")
def _d_offered(game: RulesGame, e: StoryChoiceOffered) -> str:
    c = game.content.story_choices[e.choice]
    # i18n: a story choice as the log tells it: its title, then its passage (both from the cards catalogue)
    return _("{title}: {text}").format(title=content_text(c.title, c.id), text=content_text(c.text, c.id))


@describes("story_option_chosen")
def _d_chosen(game: RulesGame, e: StoryOptionChosen) -> str:
    choice = game.content.story_choices[e.choice]
    opt = choice.options[e.option]
    return _("The heroes choose: {option} (cost: {cost}; reward: {reward}).").format(
        option=content_text(opt.label, choice.id), cost=cost_words(opt.cost), reward=reward_words(opt.reward))


@describes("story_xp_gained")
def _d_xp(game: RulesGame, e: StoryXpGained) -> str:
    return _("A card worth {n} XP joins the XP pool.").format(n=e.xp)
