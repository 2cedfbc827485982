"""Rebuilding the party from a Hero Record, like rebuilding heroes from the Hero Record Sheets.

Rulebook, Save your Game: "Just after Leveling Up, use the sheets to record information on each
Hero, and to note the Ecology they're facing next. ... When you want to pick up where you left off,
simply use the sheets to guide rebuilding your Heroes."

`Game.from_record(record)` sets up a new game whose first events carry the whole party (levels,
health, abilities, items, action deck, keys, XP pool), then sets up the recorded Ecology. The
rebuilt heroes are laid out as at any setup: Power Cards in the deck Stored, the rest shuffled.
What the sheets do not hold (draw pile orders, monster decks, which items were sold) is set up
afresh, as it would be at the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, ValidationError

from game.i18n import _
from game.rules.areas.explore import GameStarted, set_up_ecology
from game.rules.areas.heroes import HeroState, is_power
from game.rules.areas.party import party_problem
from game.rules.content.tiles import ECOLOGIES, ecology_name
from game.rules.core.errors import RuleViolation, first_problem, quoted
from game.rules.core.messages import Event
from game.rules.core.options import options_problem
from game.rules.core.tiers import STANDARD
from game.rules.core.variants import VARIANTS
from game.rules.describe import describes
from game.rules.registry import GAME_SETUP_HOOKS, applies

if TYPE_CHECKING:
    from game.rules.content.library import Content
    from game.rules.protocol import RulesGame


class RecordHero(BaseModel):
    """One hero's line on the sheet (accepts the saves' and the engine's field names)."""

    model_config = ConfigDict(extra="ignore")
    hero: str
    level: int = Field(default=1, ge=1, le=4)
    max_health: int | None = None
    health: int | None = None
    abilities: list[str] = []
    equipped: list[str] = Field(default=[], validation_alias=AliasChoices("equipped", "items"))
    unequipped: list[str] = Field(default=[], validation_alias=AliasChoices("unequipped", "unequipped_items"))
    item_uses: dict[str, int] = {}
    action_deck: list[str] = []


class PartyRecord(BaseModel):
    """The Hero Record the party enters an Ecology with."""

    model_config = ConfigDict(extra="ignore")
    ecology: str = Field(validation_alias=AliasChoices("ecology", "next_ecology"))
    heroes: list[RecordHero]
    keys: int = Field(ge=0)
    xp_pool: list[str] = []
    variants: list[str] = []
    seed: int = 0
    stacked: dict[str, list[str]] = {}
    single_class: list[str] = []
    # issue 17: the options the game plays beside the rulebook (a record without them: the rulebook game)
    tier: str = STANDARD
    house_rules: list[str] = []
    talents: list[list[str]] = []
    story_mode: bool = False  # story choices (areas/story_choices.py)


class PartyRestored(Event):
    """The party rebuilt from its Hero Record before the Ecology is set up."""

    kind: Literal["party_restored"] = "party_restored"
    heroes: tuple[HeroState, ...]
    keys: int
    xp_pool: tuple[str, ...]
    item_uses: dict[str, int]


def _problem(record: PartyRecord, content: Content) -> str | None:
    if record.ecology not in ECOLOGIES:
        return _("there is no Ecology called {name}").format(name=quoted(record.ecology))
    party = party_problem(content, [h.hero for h in record.heroes], record.single_class)
    if party:
        return party[0].lower() + party[1:].rstrip(".")
    for v in record.variants:
        if v not in VARIANTS:
            return _("there is no difficulty variant called {name}").format(name=quoted(v))
    options = options_problem(record.tier, record.house_rules, record.talents)
    if options:
        return options[0].lower() + options[1:].rstrip(".")
    if len(record.talents) > len(record.heroes):
        return _("it gives talents to more heroes than the party has")
    for i, h in enumerate(record.heroes, 1):
        if h.hero not in content.heroes:
            return _("hero {n}: there is no hero called {name}").format(n=i, name=quoted(h.hero))
        for a in h.abilities:
            if a not in content.ability_cards:
                return _("hero {n}: there is no ability card {name}").format(n=i, name=quoted(a))
        for item in h.equipped + h.unequipped:
            if item not in content.items:
                return _("hero {n}: there is no item {name}").format(n=i, name=quoted(item))
        if not all(c.split(":", 1)[0] == h.hero for c in h.action_deck):
            return _("hero {n}: the action deck holds another hero's cards").format(n=i)
    return None


def rebuilt_hero(game: RulesGame, fresh: HeroState, sheet: RecordHero) -> HeroState:
    """The hero of `sheet`, laid out from the cards of a freshly set-up `fresh` hero."""
    hdef = game.content.heroes[sheet.hero]
    owned = fresh.draw + fresh.hand + fresh.discard + fresh.stored + fresh.reserve
    deck = list(sheet.action_deck) or [c for c in owned if c not in fresh.reserve]
    unknown = [c for c in deck if c not in owned]
    if unknown:
        raise RuleViolation(_("The Hero Record is not valid: {hero}'s action deck holds unknown cards "
                              "({cards}).").format(hero=hdef.name, cards=", ".join(unknown[:3])))
    stored = [c for c in deck if is_power(c)]
    draw = [c for c in deck if not is_power(c)]
    game.rng.shuffle(draw)
    max_health = sheet.max_health or hdef.max_health[sheet.level - 1]
    return HeroState(hero=sheet.hero, level=sheet.level, max_health=max_health,
                     health=min(sheet.health if sheet.health is not None else max_health, max_health),
                     draw=draw, stored=stored, reserve=[c for c in owned if c not in deck],
                     abilities=list(sheet.abilities), equipped=list(sheet.equipped),
                     unequipped=list(sheet.unequipped))


def read_record(record: dict[str, Any] | PartyRecord, content: Content) -> PartyRecord:
    """The Hero Record checked against the content; RuleViolation says what is wrong with it."""
    try:
        rec = record if isinstance(record, PartyRecord) else PartyRecord.model_validate(record)
    except ValidationError as exc:
        raise RuleViolation(_("The Hero Record is not valid: {problem}.").format(problem=first_problem(exc))) from None
    problem = _problem(rec, content)
    if problem:
        raise RuleViolation(_("The Hero Record is not valid: {problem}.").format(problem=problem))
    return rec


def set_up_from_record(game: RulesGame, rec: PartyRecord, seed: int) -> None:
    """Set a new game up at the record's Ecology with the recorded party (inside Game.from_record,
    whose setup chance `game.rng` is)."""
    game.emit(GameStarted(seed=seed, heroes=tuple(h.hero for h in rec.heroes),
                          variants=tuple(sorted(set(rec.variants))), ecology=rec.ecology,
                          stacked={k: tuple(v) for k, v in rec.stacked.items()},
                          single_class=tuple(sorted(set(rec.single_class))), tier=rec.tier,
                          house_rules=tuple(sorted(set(rec.house_rules))),
                          talents=tuple(tuple(sorted(set(t))) for t in rec.talents) if any(rec.talents) else (),
                          story_mode=rec.story_mode))
    for hook in GAME_SETUP_HOOKS:
        hook(game)
    heroes = [rebuilt_hero(game, fresh, sheet) for fresh, sheet in zip(game.state.hero_states, rec.heroes, strict=True)]
    uses = {}
    for sheet in rec.heroes:
        for item in sheet.equipped + sheet.unequipped:
            full = game.content.items[item].uses
            if full is not None:
                uses[item] = sheet.item_uses.get(item, full)
    game.emit(PartyRestored(heroes=tuple(heroes), keys=rec.keys, xp_pool=tuple(rec.xp_pool), item_uses=uses))
    set_up_ecology(game, rec.ecology, keys_added=3 if game.state.plays("keys_each_ecology") else 0)


def restored(game: RulesGame) -> bool:
    """Whether this game began from a Hero Record (its starting Ecology's boons are already in it)."""
    return any(e.kind == "party_restored" for e in game.events[:8])


@applies(PartyRestored)
def apply_party_restored(game: RulesGame, e: PartyRestored) -> None:
    s = game.state
    s.hero_states = [h.model_copy(deep=True) for h in e.heroes]
    s.keys = e.keys
    s.xp_pool = list(e.xp_pool)
    s.item_uses = dict(e.item_uses)
    held_items = {i for h in e.heroes for i in h.equipped + h.unequipped}
    held_abilities = {a for h in e.heroes for a in h.abilities}
    for pile in s.piles.items.values():
        pile[:] = [i for i in pile if i not in held_items]
    for pile in s.piles.abilities.values():
        pile[:] = [a for a in pile if a not in held_abilities]


@describes("party_restored")
def _d_restored(game: RulesGame, e: PartyRestored) -> str:
    heroes = ", ".join(_("{name} (level {level}, {health}/{max_health} health)").format(
        name=game.content.heroes[h.hero].name, level=h.level, health=h.health, max_health=h.max_health)
        for h in e.heroes)
    return _("The party is rebuilt from the Hero Record for {ecology}: {heroes}.").format(
        ecology=ecology_name(game.state.ecology), heroes=heroes)
