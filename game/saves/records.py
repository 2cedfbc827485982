"""The Hero Record (what the Hero Record Sheets hold) and the Adventure Record (the journey in words).

Rulebook, Save your Game: "Just after Leveling Up, use the sheets to record information on each
Hero, and to note the Ecology they're facing next. [...] When you want to pick up where you left
off, simply use the sheets to guide rebuilding your Heroes."

The record is read from `game.state` defensively (getattr with several likely names), because the
combat, item and level-up rules add their fields to the state independently: whatever they add
under one of the names below flows into the record without a change here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field, SerializerFunctionWrapHandler, model_serializer

from game.i18n import _, card_text, content_text
from game.rules import counted, ecology_label

if TYPE_CHECKING:
    from game.rules import Content, Event, Game, GameState

# names under which rule areas may keep per-hero data (a list by hero index, or a dict by hero id)
HERO_TABLES = ("hero_states", "hero_mats", "mats", "party", "hero_data")
HERO_FIELDS: dict[str, tuple[str, ...]] = {
    "level": ("level",),
    "max_health": ("max_health", "maximum_health", "health_max"),
    "health": ("health", "current_health", "hp"),
    "abilities": ("abilities", "ability_cards"),
    "items": ("items", "equipped_items", "equipped"),
    "unequipped_items": ("unequipped_items", "unequipped", "pack"),
    "action_deck": ("action_deck", "deck", "action_cards"),
}
PARTY_FIELDS: dict[str, tuple[str, ...]] = {
    "level": ("level", "party_level", "hero_level"),
    "xp_pool": ("xp_pool", "experience_pool", "xp_cards", "experience"),
}


class HeroSheet(BaseModel):
    """One hero's line on the Hero Record Sheet."""

    hero: str
    level: int = 1
    max_health: int | None = None
    health: int | None = None
    abilities: list[str] = []
    items: list[str] = []
    unequipped_items: list[str] = []
    action_deck: list[str] = []


class HeroRecord(BaseModel):
    """Everything needed to rebuild the party at the start of an Ecology."""

    ecology: str
    heroes: list[HeroSheet]
    keys: int
    xp_pool: list[str] = []
    xp: int | None = None
    variants: list[str] = []
    seed: int = 0
    stacked: dict[str, list[str]] = {}
    single_class: list[str] = []  # alternate heroes played with only their Primary Class
    story_mode: bool = Field(default=False, exclude_if=lambda on: not on)  # story choices (written only when on)
    outcome: str | None = None
    outcome_reason: str | None = None
    # issue 17: the tier, house rules and talents played (left out of the file at their defaults)
    tier: str = "standard"
    house_rules: list[str] = []
    talents: list[list[str]] = []

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> Any:
        data = handler(self)
        for name, default in (("tier", "standard"), ("house_rules", []), ("talents", [])):
            if isinstance(data, dict) and data.get(name) == default:
                del data[name]
        return data


def _get(obj: Any, names: Iterable[str]) -> Any:
    for name in names:
        value = obj.get(name) if isinstance(obj, dict) else getattr(obj, name, None)
        if value is not None:
            return value
    return None


def _card_name(card: Any) -> str:
    """A card as text: a card id, or the id/name of a card object."""
    if isinstance(card, str):
        return card
    found = _get(card, ("id", "card", "name"))
    return str(found if found is not None else card)


def _cards(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, dict):  # e.g. {"draw": [...], "discard": [...], "hand": [...]}
        return [_card_name(c) for part in value.values() if isinstance(part, list | tuple) for c in part]
    if isinstance(value, list | tuple):
        return [_card_name(c) for c in value]
    return [_card_name(value)]


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


# where a hero's action cards are while it plays: together they are its action deck
DECK_PILES = ("draw", "hand", "discard", "stored")


def _action_deck(data: Any) -> list[str]:
    deck = _get(data, HERO_FIELDS["action_deck"])
    if deck is not None:
        return _cards(deck)
    return sorted(c for pile in DECK_PILES for c in _cards(_get(data, (pile,))))


def _hero_data(state: GameState, index: int, hero: str) -> Any:
    for name in HERO_TABLES:
        table = getattr(state, name, None)
        if isinstance(table, dict) and hero in table:
            return table[hero]
        if isinstance(table, list | tuple) and index < len(table):
            return table[index]
    return {}


def _xp_value(state: GameState, pool: Any) -> int | None:
    total = _int(_get(state, ("xp", "xp_total", "experience_points")))
    if total is not None:
        return total
    if isinstance(pool, list) and pool and all(_int(_get(c, ("xp", "xp_value"))) is not None for c in pool):
        return sum(_get(c, ("xp", "xp_value")) for c in pool)
    return None


def hero_record(state: GameState) -> HeroRecord:
    """The Hero Record of the party as the state stands now."""
    party_level = _int(_get(state, PARTY_FIELDS["level"]))
    sheets = []
    for i, hero in enumerate(state.heroes):
        hero_id = hero if isinstance(hero, str) else _card_name(hero)
        data = _hero_data(state, i, hero_id)
        sheets.append(HeroSheet(
            hero=hero_id,
            level=_int(_get(data, HERO_FIELDS["level"])) or party_level or 1,
            max_health=_int(_get(data, HERO_FIELDS["max_health"])),
            health=_int(_get(data, HERO_FIELDS["health"])),
            abilities=_cards(_get(data, HERO_FIELDS["abilities"])),
            items=_cards(_get(data, HERO_FIELDS["items"])),
            unequipped_items=_cards(_get(data, HERO_FIELDS["unequipped_items"])),
            action_deck=_action_deck(data),
        ))
    pool = _get(state, PARTY_FIELDS["xp_pool"])
    return HeroRecord(
        ecology=state.ecology, heroes=sheets, keys=state.keys, xp_pool=_cards(pool),
        xp=_xp_value(state, pool), variants=list(state.variants), seed=state.seed,
        stacked={k: list(v) for k, v in state.stacked.items()},
        single_class=list(getattr(state, "single_class", [])),
        story_mode=bool(getattr(state, "story_mode", False)),
        outcome=state.outcome, outcome_reason=state.outcome_reason,
        tier=getattr(state, "tier", "standard"), house_rules=list(getattr(state, "house_rules", [])),
        talents=[list(t) for t in getattr(state, "talents", [])])


# --- the Adventure Record ---------------------------------------------------------------------
# The record is words for people, told in the language of the moment it is made: the game-over
# screen asks for it afresh, and the adventure.txt files beside a save are written in the player's
# language of the time (the game never reads them back; the saves it loads hold ids and numbers).

def _listed(words: Sequence[str]) -> str:
    """ "a, b and c" in the current language."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    # i18n: the last two items of a list ("2, 3 and 5")
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def _hero_words(content: Content, hero: str) -> str:
    """A hero by the name on its Hero Mat ("Harrow Stonebrook"); an id no mat has, as it is."""
    mat = content.heroes.get(hero)
    return card_text(mat, "name") if mat is not None and mat.name else hero


def _hero_names(content: Content, heroes: Sequence[str]) -> str:
    return _listed([_hero_words(content, h) for h in heroes]) if heroes else _("nobody")


def _card_names(table: Any, cards: Sequence[str]) -> str:
    """Cards by id named as printed, in the current language (an id no card has, as it is)."""
    table = table or {}
    return ", ".join(card_text(table[c], "name") if c in table else c for c in cards)


def _sheet_line(content: Content, sheet: HeroSheet) -> str:
    """One hero's line of the Hero Record an Ecology was entered with."""
    parts = [_("level {n}").format(n=sheet.level)]
    if sheet.max_health is not None:
        hp = f"{sheet.health}/{sheet.max_health}" if sheet.health is not None else str(sheet.max_health)
        parts.append(_("health {health}").format(health=hp))
    if sheet.abilities:
        parts.append(_("abilities: {names}").format(names=_card_names(getattr(content, "ability_cards", None),
                                                                        sheet.abilities)))
    if sheet.items:
        parts.append(_("items: {names}").format(names=_card_names(getattr(content, "items", None), sheet.items)))
    return f"  {_hero_words(content, sheet.hero)} - " + "; ".join(parts)


def _found(game: Game, events: Sequence[Event]) -> list[str]:
    """What the heroes found, fought and saw, counted from the events."""
    discovered: Counter[str] = Counter()
    tiles = 0
    encountered: Counter[str] = Counter()
    legendary: list[str] = []
    fought: list[str] = []
    for e in events:
        kind = e.kind
        if kind == "tile_placed":
            tiles += 1
        elif kind == "elements_discovered":
            for el in getattr(e, "elements", []):
                discovered[el.kind] += el.icons if el.kind == "monster" else 1
        elif kind == "lantern_moved":
            el = game.state.elements.get(getattr(e, "element", ""))
            if el is not None:
                encountered[el.kind] += 1
        elif "legendary" in kind:
            name = getattr(e, "name", None) or getattr(e, "location", None) or kind
            legendary.append(content_text(str(name)))
        elif "defeated" in kind or "combat_started" in kind:
            name = getattr(e, "name", None) or getattr(e, "monster", None) or getattr(e, "card", None)
            if name and "defeated" in kind:
                fought.append(content_text(str(name)))
    lines = [_("Map tiles laid: {n}.").format(n=tiles)]
    if discovered:
        lines.append(_("Discovered: {things}.").format(
            things=", ".join(counted(k, n) for k, n in sorted(discovered.items()))))
    if encountered:
        lines.append(_("Encountered: {things}.").format(
            things=", ".join(counted(k, n) for k, n in sorted(encountered.items()))))
    if fought:
        lines.append(_("Defeated: {names}.").format(names=", ".join(fought)))
    if legendary:
        lines.append(_("Legendary Locations seen: {names}.").format(names=", ".join(legendary)))
    else:
        lines.append(_("Legendary Locations seen: none."))
    return lines


def chronicle(game: Game, start: int = 0) -> list[str]:
    """The game log sentences of `game.events[start:]`, each told with the state it happened in
    (`Teller`: the game as each command left it, as the log told it live), so "a Key unlocks the
    Door (2 left)" counts the keys of that moment, not of the end."""
    from game.rules import Teller, describe

    lines = []
    for i, (e, teller) in enumerate(Teller(game).tell(game.events)):
        if i < start:
            continue
        try:
            sentence = describe(teller, e)
        except Exception:  # a describer must never stop a record from being written
            sentence = None
        if sentence:
            lines.append(f"- {sentence}")
    return lines


def adventure_record(game: Game, start: int, ecology: str, ending: str,
                     entered: HeroRecord | None = None, with_chronicle: bool = True) -> str:
    """The Adventure Record of one Ecology as text, in the current language: who went in, what they
    found, how it ended (`ending`, a sentence in that language).

    `game` is the game at the end of that Ecology; its events from `start` on are the Ecology's.
    """
    now = hero_record(game.state)
    content = game.content
    # i18n: the title of one Ecology's Adventure Record ("Adventure Record - Ruins")
    title = _("Adventure Record - {ecology}").format(ecology=ecology_label(ecology))
    heroes = _hero_names(content, [s.hero for s in now.heroes])
    lines = [title, "=" * len(title), _("Heroes: {heroes}.").format(heroes=heroes)]
    if entered is not None:
        lines.append(_("Entered with:"))
        lines += [_sheet_line(content, s) for s in entered.heroes]
        lines.append("  " + _("Keys: {n}").format(n=entered.keys))
    lines += _found(game, game.events[start:])
    lines.append(_("Keys left: {n}.").format(n=now.keys))
    lines.append(_("How it ended: {ending}").format(ending=ending))
    if with_chronicle:
        heading = _("Chronicle")
        lines += ["", heading, "-" * len(heading), *chronicle(game, start)]
    return "\n".join(lines) + "\n"


def game_adventure_record(game: Game, parts: Sequence[str], hints: str | None = None) -> str:
    """The Adventure Record of the finished game, in the current language: how it ended (and `hints`,
    the hints asked in words), then each Ecology's record."""
    from game.rules import outcome_words

    if game.outcome == "won":
        ending = _("The heroes defeated the Final Entity and won!")
    elif game.outcome == "lost":
        ending = _("The heroes were lost.")
    else:
        ending = _("The adventure is unfinished.")
    head = [_("Forgotten Depths - The Record of the Adventure"), "",
            _("Heroes: {heroes}.").format(heroes=_hero_names(game.content, list(game.state.heroes))), ending]
    reason = outcome_words(game)
    if reason:
        head.append(reason)
    if hints:
        head.append(hints)
    head += _options_lines(game)
    return "\n".join(head) + "\n\n" + "\n".join(parts)


def _options_lines(game: Game) -> list[str]:
    """The options the game played beside the rulebook (tier, house rules, talents), in words;
    none for the rulebook game."""
    from game.rules import HOUSE_RULES, TALENTS, TIERS

    s = game.state
    lines = []
    if s.tier != "standard":
        lines.append(_("Challenge tier: {tier}.").format(tier=TIERS[s.tier].translated().name))
    if s.house_rules:
        lines.append(_("House rules: {rules}.").format(
            rules=", ".join(HOUSE_RULES[r].translated().name for r in s.house_rules)))
    for h, held in enumerate(s.talents):
        if held:
            names = ", ".join(TALENTS[t].translated().name for t in held)
            lines.append(_("Talents of {hero}: {talents}.").format(hero=_hero_words(game.content, s.heroes[h]),
                                                                   talents=names))
    return lines
