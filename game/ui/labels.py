"""Words for commands: button labels and tooltips for whatever `Game.legal()` lists.

Known kinds get a sentence; any other command still gets a readable button, so nothing the rules
allow is ever missing from the screen.
"""

from __future__ import annotations

from typing import Any

from game.i18n import N_, _, card_text, content_text, ngettext
from game.rules import Command, FeatureTestStep, Game, LegendaryStep, current_choice, dump, hero_name

# the combat table's one commit button, by one name in its label, the banner above the hand and the
# tutorial (issue 39: they said "Ready", "the Play button" and "Choose 2 cards"); shown with _()
PLAY_CARDS = N_("Play cards")

KIND_WORDS = {"monster": N_("Monster"), "feature": N_("Feature"), "door": N_("Door"), "chest": N_("Chest"),
              "campfire": N_("Campfire"), "stairs": N_("Stairs"), "legendary": N_("Legendary Location"),
              "entry": N_("Entrance"), "secret_passage": N_("Secret Passage"), "warp_portal": N_("Warp Portal"),
              "boat": N_("Boat"), "sword": N_("Sword")}

# what Encountering each element costs and gives (rulebook, ECOLOGY ELEMENTS)
ENCOUNTER_NOTES = {
    "monster": N_("Fight it in Combat (draw its Monster Card). Gives XP; obstructs until Encountered."),
    "feature": N_("Draw a Feature Card and follow it; often a test of Action Cards. Gives XP."),
    "door": N_("Spend a Key to unlock it (or an Item, Ability or Spell). Obstructs until unlocked."),
    "chest": N_("One hero draws an Item from their Item deck."),
    "campfire": N_("Rest: the heroes heal and refresh their cards."),
    "stairs": N_("Face the Stair Guardian, then Level Up and descend."),
    "legendary": N_("Runes lined up in one of this Ecology's patterns: Encounter it for its Legendary Location "
                 "cards (some cost a hero health, some give a great reward)."),
}

# map symbols that are not Encountered: what they are, in plain words (rulebook, ECOLOGY-SPECIFIC FEATURES)
SYMBOL_NOTES = {
    "entry": N_("Where the heroes came into this Ecology."),
    "secret_passage": N_("A Secret Passage entrance: every Secret Passage connects to every other one, so the "
                      "heroes can reach parts of the Ruins no open path joins."),
    "warp_portal": N_("A Warp Portal: the two Warp Portals of the Caverns connect to each other."),
    "boat": N_("The Boat: the first part of one Rune Pattern. It has no other effect."),
    "sword": N_("The Sword: the last part of one Rune Pattern. It has no other effect."),
}
# map features that are not elements: what each is, in plain words (rulebook, LEGENDARY LOCATIONS,
# HABITAT BOUNDARIES, ECOLOGY-SPECIFIC FEATURES); map_hover.py adds what holds at the spot pointed at
FEATURE_TITLES = {"node": N_("Map Tile Node"), "water": N_("Water"), "level_stairs": N_("Level Stairs"),
                  "habitat": N_("Habitat Boundary"), "hero": N_("Hero"), "lantern": N_("The Lantern")}
FEATURE_NOTES = {
    "node": N_("Place tiles so their Nodes match a Legendary Location's Rune Pattern (on the back of its cards) "
            "to Discover it."),
    "water": N_("Water of the Caverns: heroes cross it like open ground. Water meeting water where two tiles touch "
             "is part of one Legendary Location's Rune Pattern."),
    "level_stairs": N_("Level Stairs join the upper level (the lighter floor) and the lower level (the darker floor): "
                    "heroes change level only here. Tiles join upper edges to upper and lower to lower."),
    "habitat": N_("The dotted line splits this tile into two areas. A Monster, Feature or Door blocks only its own "
               "side: heroes may enter or cross the other side without Encountering it."),
    "hero": N_("The heroes travel together with the Lantern: wherever it is carried, they go."),
}
LANTERN_NOTE = (N_("The Lantern and the heroes: the party stands here. Everything joined to it by open paths, and "
                "not cut off by an undefeated Monster, an unresolved Feature or a locked Door, is lit and can be "
                "reached; dimmed cells cannot."))

# each element with its article, and the button that Encounters it (German articles differ by word)
THE_WORDS = {"monster": N_("the Monster"), "feature": N_("the Feature"), "door": N_("the Door"),
             "chest": N_("the Chest"), "campfire": N_("the Campfire"), "stairs": N_("the Stairs"),
             "legendary": N_("the Legendary Location")}
ENCOUNTER_WORDS = {"monster": N_("Encounter the Monster"), "feature": N_("Encounter the Feature"),
                   "door": N_("Encounter the Door"), "chest": N_("Encounter the Chest"),
                   "campfire": N_("Encounter the Campfire"), "stairs": N_("Encounter the Stairs"),
                   "legendary": N_("Encounter the Legendary Location")}


def element_title(kind: str, icons: int = 1) -> str:
    """A map element's name for its tooltip (never its id)."""
    if kind == "monster" and icons == 2:
        return _("Two Monsters")
    return _(KIND_WORDS[kind]) if kind in KIND_WORDS else kind.replace("_", " ").capitalize()


def element_note(kind: str) -> str:
    """What a map element is or costs, in plain words (empty for nothing)."""
    return _(ENCOUNTER_NOTES.get(kind) or SYMBOL_NOTES.get(kind, ""))


def feature_title(kind: str) -> str:
    """A map feature's name for its tooltip (a Node, Water, a Habitat Boundary...)."""
    return _(FEATURE_TITLES[kind]) if kind in FEATURE_TITLES else kind.replace("_", " ").capitalize()


def feature_note(kind: str) -> str:
    """What a map feature is, in plain words (empty for nothing)."""
    return _(LANTERN_NOTE) if kind == "lantern" else _(FEATURE_NOTES.get(kind, ""))


def proper_name(game: Game, index: int) -> str:
    """A hero's own name from its mat ("Harrow Stonebrook"), else the class name ("the Fighter")."""
    heroes = game.state.heroes
    if not 0 <= index < len(heroes):
        return "?"
    mat = (getattr(game.content, "heroes", {}) or {}).get(heroes[index])
    return getattr(mat, "name", "") or hero_name(heroes[index])


def _field_words(game: Game, name: str, value: Any) -> str:
    if name == "hero" and isinstance(value, int) and 0 <= value < len(game.state.heroes):
        return proper_name(game, value)
    if isinstance(value, (list, tuple)):
        return f"{len(value)} {name}" if value else f"no {name}"
    return f"{name} {value}"


def ability_name(game: Game, ability: str) -> str:
    """An ability's printed name from its id (hero mats, ability cards, items)."""
    for hero in getattr(game.content, "heroes", {}).values():
        for a in getattr(hero, "abilities", []):
            if a.id == ability:
                return content_text(a.name, hero.id)
    for source in ("ability_cards", "items"):
        found = (getattr(game.content, source, {}) or {}).get(ability)
        if found is not None:
            return card_text(found, "name") or ability
    item, _, index = ability.rpartition("/")  # an Item's own ability: "<item>/<n>"
    found = (getattr(game.content, "items", {}) or {}).get(item)
    if found is not None and index.isdigit() and int(index) < len(found.abilities):
        return content_text(found.abilities[int(index)].name, item) or card_text(found, "name")
    return ability


def short_name(game: Game, index: int) -> str:
    """A hero's short name for a button or a label under a card: the first name from the mat ("Harrow")."""
    name = proper_name(game, index)
    return name.removeprefix("the ") if name.startswith("the ") else name.split()[0]


_hero = short_name


def _individual(game: Game, front: int, target: int) -> str:
    """Who takes the damage: an individual of a Pair/Group/Horde, or a Final Entity part by name."""
    c = game.state.combat
    try:
        foe = c.foes[c.fronts[front].foe]  # type: ignore[union-attr]
        if foe.parts:
            part = game.content.monsters.entity_parts[foe.parts[target]].part
            return {"head1": _("Head I"), "head2": _("Head II"), "body": _("Body"), "tail": _("Tail")}.get(part, part)
    except (AttributeError, IndexError, KeyError, TypeError):
        pass
    return _("individual {n}").format(n=target + 1)


def _excess_choice(game: Game, d: dict[str, Any]) -> bool:
    """Whether resolving this pair leaves a Horde's excess damage that the players may send on."""
    from game.rules import excess_options
    c = game.state.combat
    try:
        return c is not None and bool(excess_options(game, c, d["front"], d["pair"], d.get("target")))
    except (IndexError, KeyError, TypeError):
        return False


def _combat_label(game: Game, cmd: Command) -> str | None:
    d = dump(cmd)
    kind = cmd.kind
    who = _hero(game, d["hero"]) if isinstance(d.get("hero"), int) else ""
    if kind == "play_cards":
        return _("{hero} plays {cards}").format(hero=who, cards=_values(d["cards"]))
    if kind == "resolve_pair":
        tail = f" ({_individual(game, d['front'], d['target'])})" if d.get("target") is not None else ""
        if d.get("excess") is not None:  # a Horde kill: listed once the pair and individual are chosen
            return _("{hero}: excess damage to {who}").format(hero=who, who=_individual(game, d["front"], d["excess"]))
        if _excess_choice(game, d):
            return _("{hero}: pair {n}{who}, excess: weakest").format(hero=who, n=d["pair"] + 1, who=tail)
        return _("{hero}: resolve pair {n}{who}").format(hero=who, n=d["pair"] + 1, who=tail)
    if kind == "activate_ability":
        bits = [_("pair {n}").format(n=d["pair"] + 1) if d.get("pair") is not None else "",
                _individual(game, d["front"], d["target"]) if d.get("target") is not None else "",
                _("card {value}").format(value=d["card"].partition(":")[2]) if d.get("card") else ""]
        extra = ", ".join(b for b in bits if b)
        return f"{who}: {ability_name(game, d['ability'])}" + (f" ({extra})" if extra else "")
    if kind == "finish_abilities":
        return _("{hero}: done with abilities").format(hero=who)
    if kind == "avoid_return_damage":
        return _("{hero} avoids the Return Damage").format(hero=who)
    if kind == "place_monster_card":
        return _("Put the monster card opposite {hero}'s card {n}").format(hero=who, n=d["slot"] + 1)
    if kind == "assign_monsters":
        return "; ".join(_("{hero} fights Monster Card {n}").format(hero=_hero(game, h), n=f + 1)
                         for h, f in enumerate(d["foes"]))
    return None


def _item(game: Game, item: str) -> str:
    found = (getattr(game.content, "items", {}) or {}).get(item)
    return card_text(found, "name") or item.replace("-", " ").title()


def _values(cards: list[str]) -> str:
    from game.rules import card_value, is_power
    return ", ".join(_("a Power Card") if is_power(c) else str(card_value(c)) for c in cards)


def _xp_cards(pay: list[str]) -> str:
    return ngettext("{n} XP card", "{n} XP cards", len(pay)).format(n=len(pay))


def _location_option(game: Game, option: int) -> str:
    try:
        step = game.state.pending[0]
        if isinstance(step, FeatureTestStep | LegendaryStep) and step.card is not None:
            return content_text(game.content.legendary[step.card].options[option].label, step.card)
    except (AttributeError, IndexError, KeyError):
        pass
    return _("option {n}").format(n=option + 1)


def _story_option(game: Game, option: int) -> str:
    choice = current_choice(game)
    return (content_text(choice.options[option].label, choice.id) if choice is not None and 0 <= option < 2
            else _("option {n}").format(n=option + 1))


def _element_words(game: Game, element: str) -> str:
    el = game.state.elements.get(element)
    return _(THE_WORDS[el.kind]) if el and el.kind in THE_WORDS else _("it")


def _other_label(game: Game, cmd: Command) -> str | None:
    """Labels of the commands dialogs usually draw themselves (shown when one falls back to a button)."""
    d = dump(cmd)
    who = _hero(game, d["hero"]) if isinstance(d.get("hero"), int) else ""
    labels = {
        "choose_hero": lambda: _("{hero} draws the Item").format(hero=who),
        "unlock_with": lambda: _("{hero} unlocks {what} with {source}").format(
            hero=who, what=_element_words(game, d["element"]), source=ability_name(game, d["source"])),
        "play_feature_card": lambda: (_("{hero}: play the top card of the draw pile").format(hero=who)
                                      if d.get("card") is None
                                      else _("{hero} plays {cards}").format(hero=who, cards=_values([d["card"]]))),
        "end_feature_test": lambda: _("End the test"),
        "equip_item": lambda: _("{hero} equips {item}").format(hero=who, item=_item(game, d["item"])),
        "unequip_item": lambda: _("{hero} unequips {item}").format(hero=who, item=_item(game, d["item"])),
        "keep_item": lambda: _("{hero} keeps {item}").format(hero=who, item=_item(game, d["item"])),
        "forfeit_item": lambda: _("{hero} gives {item} to {ally}").format(hero=who, item=_item(game, d["item"]),
                                                                          ally=_hero(game, d["ally"])),
        "replace_cards": lambda: _("{hero} removes {cards}").format(hero=who, cards=_values(d["remove"])),
        "use_item": lambda: _("{hero} uses {item}").format(hero=who, item=_item(game, d["item"])),
        "continue_location": lambda: _("Draw the next Legendary Location card"),
        "choose_location_option": lambda: _("Choose: {option}").format(option=_location_option(game, d["option"])),
        "choose_story_option": lambda: _("Choose: {option}").format(option=_story_option(game, d["option"])),
        "buy_ability": lambda: (_("{hero} buys an Ability ({cost}, one of each class)") if d.get("mode") == "both"
                                else _("{hero} buys an Ability ({cost})")).format(hero=who, cost=_xp_cards(d["pay"])),
        "pass_ability": lambda: _("{hero} buys no Ability").format(hero=who),
        "choose_ability": lambda: _("{hero} takes {ability}").format(hero=who, ability=ability_name(game,
                                                                                                    d["ability"])),
        "draw_starting_item": lambda: _("{hero} draws a starting Item").format(hero=who),
        "buy_key": lambda: _("Buy a Key ({cost})").format(cost=_xp_cards(d["pay"])),
        "buy_healing": lambda: _("Buy Healing: {shares} ({cost})").format(
            shares=", ".join(f"{_hero(game, h)} +{n}" for h, n in enumerate(d["heal"]) if n),
            cost=_xp_cards(d["pay"])),
    }
    make = labels.get(cmd.kind)
    return make() if make else None


# tooltips in plain words (the command classes' docstrings are written for programmers)
TOOLTIPS = {
    "activate_ability": N_("Use this Ability now: a Power Ability costs Stored Power Cards, a Block Ability "
                        "answers a blocked hit."),
    "assign_monsters": N_("Which hero fights which Monster Card this Combat."),
    "avoid_return_damage": N_("This hero avoids the Return Damage (the heroes decide who)."),
    "buy_ability": N_("Level Up: pay the Ability cost in XP and draw two Ability Cards to choose from."),
    "buy_healing": N_("Pay XP for Healing and share the Health out among the heroes."),
    "buy_key": N_("Buy one Key with the chosen XP cards."),
    "choose_ability": N_("Keep this Ability; the other goes to the bottom of its pile."),
    "choose_hero": N_("This hero draws the Item from their own Item Cards."),
    "choose_location_option": N_("The players choose one of the card's options."),
    "choose_story_option": N_("Story mode: the players choose one of the two options, paying its cost for its reward."),
    "continue_location": N_("Draw the next card of this Legendary Location."),
    "draw_tile": N_("Draw the top map tile of the pile (it must be placed before anything else)."),
    "encounter": N_("Encounter a discovered element the heroes can reach."),
    "end_feature_test": N_("Stop playing cards: the played cards are discarded and the XP is gained either way."),
    "equip_item": N_("Equip this Item (hands allowing)."),
    "finish_abilities": N_("This hero uses no more Abilities this round."),
    "forfeit_item": N_("Give up this draw so an ally of that class gets the Item."),
    "keep_item": N_("Keep this Item; the other goes back."),
    "pass_ability": N_("Level Up: this hero buys no Ability."),
    "place_monster_card": N_("Move the Monster's single played card opposite this hero card."),
    "place_tile": N_("Place the drawn tile here, turned as shown."),
    "play_cards": N_("Play these Action Cards face up against this hero's foe."),
    "play_feature_card": N_("Play a card to the Feature's test, from hand or from the top of the draw pile."),
    "replace_cards": N_("Remove these cards from the combined draw and discard piles."),
    "resolve_pair": N_("Resolve this Combat Pair next (Blocks, then Monster Hits, then Hero Hits)."),
    "set_aside_tile": N_("One Dead-End Per Ecology: set the unplaceable tile aside instead of losing."),
    "undo": N_("Take back the last move (never past a drawn tile or card)."),
    "unequip_item": N_("Unequip this Item (it stays with the hero)."),
    "unlock_with": N_("Unlock it with this Item, Ability or Spell instead of a Key."),
    "use_item": N_("Use this limited-use Item now."),
    "draw_starting_item": N_("Starting below the Ruins: this hero draws a starting Item."),
}


def command_label(game: Game, cmd: Command) -> str:
    """A short button label for a command."""
    kind = cmd.kind
    if kind == "draw_tile":
        return _("Draw a map tile")
    if kind == "set_aside_tile":
        return _("Set the tile aside (One Dead-End)")
    if kind == "undo":
        return _("Undo")
    if kind == "encounter":
        el = game.state.elements.get(getattr(cmd, "element", ""))
        return (_(ENCOUNTER_WORDS[el.kind]) if el and el.kind in ENCOUNTER_WORDS
                else _("Encounter the {what}").format(what=element_title(el.kind) if el else _("element")))
    if kind == "place_tile":
        return _("Place at ({x}, {y}) turned {degrees}\u00b0").format(
            x=cmd.x, y=cmd.y, degrees=90 * cmd.rotation)  # type: ignore[attr-defined]
    combat = _combat_label(game, cmd)
    if combat is not None:
        return combat
    other = _other_label(game, cmd)
    if other is not None:
        return other
    words = kind.replace("_", " ").capitalize()
    fields = [_field_words(game, k, v) for k, v in dump(cmd).items() if k != "kind"]
    return words + (": " + ", ".join(fields) if fields else "")


def command_tooltip(game: Game, cmd: Command) -> str:
    if cmd.kind in TOOLTIPS:
        return _(TOOLTIPS[cmd.kind])
    doc = (type(cmd).__doc__ or "").strip().splitlines()
    return doc[0] if doc and "`" not in doc[0] else command_label(game, cmd)
