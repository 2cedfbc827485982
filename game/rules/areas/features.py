"""FEATURES: draw the Ecology's next Feature Card, follow it, take its XP.

"Many Features require the Heroes to pass a test by playing Hero Action Cards. Heroes may Play
these Action Cards from their hand, directly from their draw pile, or any combination of the two.
[...] Any Action Cards a Hero has played as a result of these tests are Discarded to their Discard
Pile." "Heroes collect the XP for Features regardless of whether they Succeed or Fail".

A test is played one card at a time (`PlayFeatureCard`), each hero up to the card's limit, until
the heroes `EndFeatureTest`; the test passes when the played values reach the target for the
number of heroes. A Power Card turned up from the draw pile is Stored, as whenever one is drawn,
and does not count toward the limit (see docs/rules-decisions.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from game.i18n import _, card_text, ngettext
from game.rules.areas.chests import give_item
from game.rules.areas.encounter import encounters
from game.rules.areas.heroes import hero_label
from game.rules.areas.keys_told import keys_after
from game.rules.areas.resolving import ElementResolved, StepUpdated, active, finish, heal_heroes, hurt_heroes, push
from game.rules.content.feature_cards import FeatureDef
from game.rules.content.hero_cards import card_value, is_power
from game.rules.core.effects import Effect
from game.rules.core.errors import RuleViolation, quoted
from game.rules.core.messages import Command, Event
from game.rules.describe import cause_words, describes
from game.rules.fast.commands import command
from game.rules.registry import applies, decides, lists_legal, on_ecology_setup
from game.rules.state.game_state import ElementState
from game.rules.state.progress_state import CardPiles, FeatureTestStep

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame


class FeaturePileReady(Event):
    kind: Literal["feature_pile_ready"] = "feature_pile_ready"
    hidden: ClassVar[tuple[str, ...]] = ("pile",)
    ecology: str
    pile: tuple[str, ...]


class FeatureDrawn(Event):
    kind: Literal["feature_drawn"] = "feature_drawn"
    reveals: ClassVar[bool] = True
    ecology: str
    card: str
    element: str


class FeatureCardPlayed(Event):
    """A hero plays an Action Card to the test (from hand, or the top of the draw pile)."""

    kind: Literal["feature_card_played"] = "feature_card_played"
    reveals: ClassVar[bool] = True  # a card from the draw pile is revealed
    hero: int
    card: str
    from_pile: bool


class FeatureTestEnded(Event):
    """The test is over: played cards are discarded; `passed` says which effects follow."""

    kind: Literal["feature_test_ended"] = "feature_test_ended"
    total: int
    target: int
    passed: bool
    played: tuple[tuple[str, ...], ...]


class KeysChanged(Event):
    kind: Literal["keys_changed"] = "keys_changed"
    amount: int
    cause: str = ""


class SpellsRefreshedOutside(Event):
    kind: Literal["spells_refreshed_outside"] = "spells_refreshed_outside"
    heroes: tuple[int, ...]
    cause: str = ""


class PlayFeatureCard(Command):
    """Play a card to the Feature's test: `card` from the hand, or None for the top of the draw pile."""

    kind: Literal["play_feature_card"] = "play_feature_card"
    hero: int
    card: str | None = None


class EndFeatureTest(Command):
    kind: Literal["end_feature_test"] = "end_feature_test"


# --- setup and drawing ------------------------------------------------------------------------

@on_ecology_setup
def set_up_feature_pile(game: RulesGame) -> None:
    """"Make separate shuffled draw piles for the Monster Cards, Feature Cards" (stack: "features:<eco>")."""
    eco = game.state.ecology
    ids = list(game.content.ecology_features.get(eco, []))
    top = [c for c in game.state.stacked.get(f"features:{eco}", []) if c in ids]
    rest = [c for c in ids if c not in top]
    game.rng.shuffle(rest)
    game.emit(FeaturePileReady(ecology=eco, pile=tuple(top + rest)))


def feature_problem(game: RulesGame, el: ElementState) -> str | None:
    if not game.state.piles.features.get(game.state.ecology):
        return _("The Feature deck of this Ecology is empty.")
    return None


@encounters("feature", check=feature_problem)
def encounter_feature(game: RulesGame, el: ElementState) -> None:
    eco = game.state.ecology
    card = game.state.piles.features[eco][0]
    game.emit(FeatureDrawn(ecology=eco, card=card, element=el.id))
    fdef = game.content.features[card]
    run_card_effects(game, fdef.always, fdef.name, fdef.id)
    if game.state.outcome is not None:
        return
    if fdef.test is None:
        resolve_feature(game, el.id, card)
        return
    push(game, FeatureTestStep(element=el.id, card=card, played=[[] for _ in game.state.heroes]))


def resolve_feature(game: RulesGame, element: str, card: str) -> None:
    """"mark its location ... and add the Feature Card to your communal XP pool"."""
    game.emit(ElementResolved(element=element, xp_card=card))


def target(game: RulesGame, fdef: FeatureDef) -> int:
    assert fdef.test is not None
    return fdef.test.target[len(game.state.heroes) - 1]


# --- the effects of Feature and Legendary Location cards (outside combat) ----------------------

# how one effect of a Feature or Legendary Location card is carried out: (game, effect, the card's
# name as the cause, the card's id)
CardEffect = Callable[["RulesGame", Any, str, str], None]


def _heal_all(game: RulesGame, e: Any, name: str, card: str) -> None:
    heal_heroes(game, [e.amount] * len(game.state.heroes), name)


def _hurt_all(game: RulesGame, e: Any, name: str, card: str) -> None:
    hurt_heroes(game, [e.amount] * len(game.state.heroes), name)  # Armor does not apply outside combat


def _keys(game: RulesGame, e: Any, name: str, card: str) -> None:
    amount = max(e.amount, -game.state.keys)  # the party cannot hold fewer than no Keys
    if amount:
        game.emit(KeysChanged(amount=amount, cause=name))


def _refresh_all(game: RulesGame, e: Any, name: str, card: str) -> None:
    game.emit(SpellsRefreshedOutside(heroes=tuple(range(len(game.state.heroes))), cause=name))


def _item(game: RulesGame, e: Any, name: str, card: str) -> None:
    give_item(game, card, e.item)  # drawn by one hero the players choose


# every op a Feature or Legendary Location card can name (FEATURE_OPS, LOCATION_OPS; a test keeps it whole)
CARD_EFFECTS: dict[str, CardEffect] = {
    "heal": _heal_all,
    "damage": _hurt_all,
    "keys": _keys,
    "refresh_spells": _refresh_all,
    "gain_item": _item,
}


def run_card_effects(game: RulesGame, effects: list[Effect], name: str, card: str) -> None:
    """A Feature's or Legendary Location's effects, in order: they act on every hero (`to`
    self/allies alike); an item is drawn by one hero the players choose. They stop once the game
    is over."""
    for e in effects:
        if game.state.outcome is not None:
            return
        CARD_EFFECTS[e.op](game, e, name, card)


# --- the test ---------------------------------------------------------------------------------

def _test(game: RulesGame) -> FeatureTestStep:
    step = active(game)
    if game.state.phase != "resolving" or not isinstance(step, FeatureTestStep):
        raise RuleViolation(_("No Feature test is being played now."))
    return step


def play_problem(game: RulesGame, step: FeatureTestStep, cmd: PlayFeatureCard) -> str | None:
    fdef = game.content.features[step.card]
    assert fdef.test is not None
    if not 0 <= cmd.hero < len(game.state.heroes):
        return _("There is no such hero.")
    if len(step.played[cmd.hero]) >= fdef.test.cards:
        return _("{hero} has played all {cards} this test allows.").format(hero=hero_label(game, cmd.hero),
                                                                           cards=cards_words(fdef.test.cards))
    hs = game.state.hero_states[cmd.hero]
    if cmd.card is None:
        if not hs.draw:
            return _("{hero}'s draw pile is empty.").format(hero=hero_label(game, cmd.hero))
    elif cmd.card not in hs.hand:
        return _("No card called {name} is in {hero}'s hand.").format(name=quoted(cmd.card),
                                                                       hero=hero_label(game, cmd.hero))
    return None


@decides(PlayFeatureCard)
def decide_play_feature_card(game: RulesGame, cmd: PlayFeatureCard) -> None:
    step = _test(game)
    problem = play_problem(game, step, cmd)
    if problem:
        raise RuleViolation(problem)
    hs = game.state.hero_states[cmd.hero]
    card, from_pile = (cmd.card, False) if cmd.card else (hs.draw[0], True)
    game.emit(FeatureCardPlayed(hero=cmd.hero, card=card, from_pile=from_pile))
    if not is_power(card):
        played = [list(p) for p in step.played]
        played[cmd.hero].append(card)
        game.emit(StepUpdated(step=step.model_copy(update={"played": played})))


def test_total(step: FeatureTestStep) -> int:
    return sum(card_value(c) or 0 for cards in step.played for c in cards)


@decides(EndFeatureTest)
def decide_end_test(game: RulesGame, cmd: EndFeatureTest) -> None:
    step = _test(game)
    fdef = game.content.features[step.card]
    total, goal = test_total(step), target(game, fdef)
    passed = total >= goal
    game.emit(FeatureTestEnded(total=total, target=goal, passed=passed, played=tuple([tuple(p) for p in step.played])))
    finish(game)
    resolve_feature(game, step.element, step.card)
    run_card_effects(game, fdef.success if passed else fdef.failure, fdef.name, fdef.id)


@lists_legal("resolving")
def legal_features(game: RulesGame) -> list[Command]:
    step = active(game)
    if game.state.phase != "resolving" or not isinstance(step, FeatureTestStep):
        return []
    out: list[Command] = [command(EndFeatureTest)]
    for h, hs in enumerate(game.state.hero_states):
        for card in [None, *dict.fromkeys(hs.hand)]:
            cmd = command(PlayFeatureCard, h, card)
            if play_problem(game, step, cmd) is None:
                out.append(cmd)
    return out




# --- applying ---------------------------------------------------------------------------------

@applies(FeaturePileReady)
def apply_feature_pile(game: RulesGame, e: FeaturePileReady) -> None:
    piles = game.state.piles
    features = dict(piles.features)
    features[e.ecology] = list(e.pile)
    game.state.piles = CardPiles(features=features, items=piles.items, abilities=piles.abilities)


@applies(FeatureDrawn)
def apply_feature_drawn(game: RulesGame, e: FeatureDrawn) -> None:
    pile = game.state.piles.features.get(e.ecology, [])
    if e.card in pile:
        pile.remove(e.card)


@applies(FeatureCardPlayed)
def apply_feature_card_played(game: RulesGame, e: FeatureCardPlayed) -> None:
    hs = game.state.hero_states[e.hero]
    (hs.draw if e.from_pile else hs.hand).remove(e.card)
    if is_power(e.card):
        hs.stored.append(e.card)  # "Any Power Cards that are Drawn are immediately Stored"


@applies(FeatureTestEnded)
def apply_test_ended(game: RulesGame, e: FeatureTestEnded) -> None:
    for h, cards in enumerate(e.played):
        game.state.hero_states[h].discard.extend(cards)


@applies(KeysChanged)
def apply_keys_changed(game: RulesGame, e: KeysChanged) -> None:
    game.state.keys = max(0, game.state.keys + e.amount)


@applies(SpellsRefreshedOutside)
def apply_spells_refreshed(game: RulesGame, e: SpellsRefreshedOutside) -> None:
    for h in e.heroes:
        game.state.hero_states[h].exhausted = []


# --- the log ----------------------------------------------------------------------------------

def cards_words(n: int) -> str:
    """ "1 card", "2 cards"."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def outcome_text(fdef: FeatureDef, passed: bool) -> str:
    """The Feature card's own words for a passed or failed test (they state what happens)."""
    words = card_text(fdef, "success_text" if passed else "failure_text")
    return words or (_("Nothing more happens.") if passed else _("Nothing bad happens."))


def _card_of_test(game: RulesGame, e: FeatureTestEnded) -> FeatureDef | None:
    """The Feature card a test was played for: the last one drawn before the test ended."""
    events = game.events
    at = next((i for i in range(len(events) - 1, -1, -1) if events[i] is e), len(events))
    for earlier in reversed(events[:at]):
        if earlier.kind == "feature_drawn":
            return game.content.features.get(earlier.card)  # type: ignore[attr-defined]
    return None


@describes("feature_drawn")
def _d_drawn(game: RulesGame, e: FeatureDrawn) -> str:
    f = game.content.features[e.card]
    line = _("Feature: {name}. {text}").format(name=card_text(f, "name"), text=card_text(f, "text"))
    if f.test:
        line += " " + _("Test: reach {target} with up to {cards} from each hero.").format(
            target=target(game, f), cards=cards_words(f.test.cards))
    return line


@describes("feature_card_played")
def _d_played(game: RulesGame, e: FeatureCardPlayed) -> str:
    hero = hero_label(game, e.hero)
    if is_power(e.card):
        if e.from_pile:
            return _("{hero} turns up a Power Card from the draw pile: it is Stored.").format(hero=hero)
        return _("{hero} turns up a Power Card from hand: it is Stored.").format(hero=hero)
    if e.from_pile:
        return _("{hero} plays {value} from the draw pile.").format(hero=hero, value=card_value(e.card))
    return _("{hero} plays {value} from hand.").format(hero=hero, value=card_value(e.card))


@describes("feature_test_ended")
def _d_ended(game: RulesGame, e: FeatureTestEnded) -> str:
    fdef = _card_of_test(game, e)
    if e.passed:
        verdict = _("The test succeeds ({total} played, {target} needed)").format(total=e.total, target=e.target)
    else:
        verdict = _("The test fails ({total} played, {target} needed)").format(total=e.total, target=e.target)
    return f"{verdict}: {outcome_text(fdef, e.passed)}" if fdef is not None else f"{verdict}."


@describes("keys_changed")
def _d_keys(game: RulesGame, e: KeysChanged) -> str:
    n = abs(e.amount)
    fields = {"n": n, "cause": cause_words(e.cause), "keys": keys_after(game, e)}
    if e.amount > 0:
        return ngettext("The heroes gain {n} Key ({cause}); {keys} now.",
                        "The heroes gain {n} Keys ({cause}); {keys} now.", n).format(**fields)
    return ngettext("The heroes lose {n} Key ({cause}); {keys} now.",
                    "The heroes lose {n} Keys ({cause}); {keys} now.", n).format(**fields)


@describes("spells_refreshed_outside")
def _d_refresh(game: RulesGame, e: SpellsRefreshedOutside) -> str:
    return _("Exhausted Spells are refreshed ({cause}).").format(cause=cause_words(e.cause))
