"""Words for commands: button labels and tooltips for whatever `Game.legal()` lists.

Known kinds get a sentence; any other command still gets a readable button, so nothing the rules
allow is ever missing from the screen.
"""

from __future__ import annotations

from typing import Any

from game.rules import Command, FeatureTestStep, Game, LegendaryStep, current_choice, dump, hero_name

# the combat table's one commit button, by one name in its label, the banner above the hand and the
# tutorial (issue 39: they said "Ready", "the Play button" and "Choose 2 cards")
PLAY_CARDS = "Play cards"

KIND_WORDS = {"monster": "Monster", "feature": "Feature", "door": "Door", "chest": "Chest",
              "campfire": "Campfire", "stairs": "Stairs", "legendary": "Legendary Location",
              "entry": "Entrance", "secret_passage": "Secret Passage", "warp_portal": "Warp Portal",
              "boat": "Boat", "sword": "Sword"}

# what Encountering each element costs and gives (rulebook, ECOLOGY ELEMENTS)
ENCOUNTER_NOTES = {
    "monster": "Fight it in Combat (draw its Monster Card). Gives XP; obstructs until Encountered.",
    "feature": "Draw a Feature Card and follow it; often a test of Action Cards. Gives XP.",
    "door": "Spend a Key to unlock it (or an Item, Ability or Spell). Obstructs until unlocked.",
    "chest": "One hero draws an Item from their Item deck.",
    "campfire": "Rest: the heroes heal and refresh their cards.",
    "stairs": "Face the Stair Guardian, then Level Up and descend.",
    "legendary": "Runes lined up in one of this Ecology's patterns: Encounter it for its Legendary Location "
                 "cards (some cost a hero health, some give a great reward).",
}

# map symbols that are not Encountered: what they are, in plain words (rulebook, ECOLOGY-SPECIFIC FEATURES)
SYMBOL_NOTES = {
    "entry": "Where the heroes came into this Ecology.",
    "secret_passage": "A Secret Passage entrance: every Secret Passage connects to every other one, so the "
                      "heroes can reach parts of the Ruins no open path joins.",
    "warp_portal": "A Warp Portal: the two Warp Portals of the Caverns connect to each other.",
    "boat": "The Boat: the first part of one Rune Pattern. It has no other effect.",
    "sword": "The Sword: the last part of one Rune Pattern. It has no other effect.",
}
# map features that are not elements: what each is, in plain words (rulebook, LEGENDARY LOCATIONS,
# HABITAT BOUNDARIES, ECOLOGY-SPECIFIC FEATURES); map_hover.py adds what holds at the spot pointed at
FEATURE_TITLES = {"node": "Map Tile Node", "water": "Water", "level_stairs": "Level Stairs",
                  "habitat": "Habitat Boundary", "hero": "Hero", "lantern": "The Lantern"}
FEATURE_NOTES = {
    "node": "Place tiles so their Nodes match a Legendary Location's Rune Pattern (on the back of its cards) "
            "to Discover it.",
    "water": "Water of the Caverns: heroes cross it like open ground. Water meeting water where two tiles touch "
             "is part of one Legendary Location's Rune Pattern.",
    "level_stairs": "Level Stairs join the upper level (the lighter floor) and the lower level (the darker floor): "
                    "heroes change level only here. Tiles join upper edges to upper and lower to lower.",
    "habitat": "The dotted line splits this tile into two areas. A Monster, Feature or Door blocks only its own "
               "side: heroes may enter or cross the other side without Encountering it.",
    "hero": "The heroes travel together with the Lantern: wherever it is carried, they go.",
}
LANTERN_NOTE = ("The Lantern and the heroes: the party stands here. Everything joined to it by open paths, and "
                "not cut off by an undefeated Monster, an unresolved Feature or a locked Door, is lit and can be "
                "reached; dimmed cells cannot.")


def element_title(kind: str, icons: int = 1) -> str:
    """A map element's name for its tooltip (never its id)."""
    if kind == "monster" and icons == 2:
        return "Two Monsters"
    return KIND_WORDS.get(kind, kind.replace("_", " ").capitalize())


def element_note(kind: str) -> str:
    """What a map element is or costs, in plain words (empty for nothing)."""
    return ENCOUNTER_NOTES.get(kind) or SYMBOL_NOTES.get(kind, "")


def feature_title(kind: str) -> str:
    """A map feature's name for its tooltip (a Node, Water, a Habitat Boundary...)."""
    return FEATURE_TITLES.get(kind, kind.replace("_", " ").capitalize())


def feature_note(kind: str) -> str:
    """What a map feature is, in plain words (empty for nothing)."""
    return LANTERN_NOTE if kind == "lantern" else FEATURE_NOTES.get(kind, "")


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
                return a.name
    for source in ("ability_cards", "items"):
        found = (getattr(game.content, source, {}) or {}).get(ability)
        if found is not None:
            return getattr(found, "name", ability)
    item, _, index = ability.rpartition("/")  # an Item's own ability: "<item>/<n>"
    found = (getattr(game.content, "items", {}) or {}).get(item)
    if found is not None and index.isdigit() and int(index) < len(found.abilities):
        return found.abilities[int(index)].name or found.name
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
            return {"head1": "Head I", "head2": "Head II", "body": "Body", "tail": "Tail"}.get(part, part)
    except (AttributeError, IndexError, KeyError, TypeError):
        pass
    return f"individual {target + 1}"


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
        return f"{who} plays {_values(d['cards'])}"
    if kind == "resolve_pair":
        tail = f" ({_individual(game, d['front'], d['target'])})" if d.get("target") is not None else ""
        if d.get("excess") is not None:  # a Horde kill: listed once the pair and individual are chosen
            return f"{who}: excess damage to {_individual(game, d['front'], d['excess'])}"
        if _excess_choice(game, d):
            return f"{who}: pair {d['pair'] + 1}{tail}, excess: weakest"
        return f"{who}: resolve pair {d['pair'] + 1}{tail}"
    if kind == "activate_ability":
        bits = [f"pair {d['pair'] + 1}" if d.get("pair") is not None else "",
                _individual(game, d["front"], d["target"]) if d.get("target") is not None else "",
                f"card {d['card'].partition(':')[2]}" if d.get("card") else ""]
        extra = ", ".join(b for b in bits if b)
        return f"{who}: {ability_name(game, d['ability'])}" + (f" ({extra})" if extra else "")
    if kind == "finish_abilities":
        return f"{who}: done with abilities"
    if kind == "avoid_return_damage":
        return f"{who} avoids the Return Damage"
    if kind == "place_monster_card":
        return f"Put the monster card opposite {who}'s card {d['slot'] + 1}"
    if kind == "assign_monsters":
        return "; ".join(f"{_hero(game, h)} fights Monster Card {f + 1}" for h, f in enumerate(d["foes"]))
    return None


def _item(game: Game, item: str) -> str:
    found = (getattr(game.content, "items", {}) or {}).get(item)
    return getattr(found, "name", "") or item.replace("-", " ").title()


def _values(cards: list[str]) -> str:
    from game.rules import card_value, is_power
    return ", ".join("a Power Card" if is_power(c) else str(card_value(c)) for c in cards)


def _xp_cards(pay: list[str]) -> str:
    return f"{len(pay)} XP card{'' if len(pay) == 1 else 's'}"


def _location_option(game: Game, option: int) -> str:
    try:
        step = game.state.pending[0]
        if isinstance(step, FeatureTestStep | LegendaryStep) and step.card is not None:
            return game.content.legendary[step.card].options[option].label
    except (AttributeError, IndexError, KeyError):
        pass
    return f"option {option + 1}"


def _story_option(game: Game, option: int) -> str:
    choice = current_choice(game)
    return choice.options[option].label if choice is not None and 0 <= option < 2 else f"option {option + 1}"


def _element_words(game: Game, element: str) -> str:
    el = game.state.elements.get(element)
    return f"the {KIND_WORDS.get(el.kind, el.kind)}" if el else "it"


def _other_label(game: Game, cmd: Command) -> str | None:
    """Labels of the commands dialogs usually draw themselves (shown when one falls back to a button)."""
    d = dump(cmd)
    who = _hero(game, d["hero"]) if isinstance(d.get("hero"), int) else ""
    labels = {
        "choose_hero": lambda: f"{who} draws the Item",
        "unlock_with": lambda: f"{who} unlocks {_element_words(game, d['element'])} with "
                               f"{ability_name(game, d['source'])}",
        "play_feature_card": lambda: (f"{who}: play the top card of the draw pile" if d.get("card") is None
                                      else f"{who} plays {_values([d['card']])}"),
        "end_feature_test": lambda: "End the test",
        "equip_item": lambda: f"{who} equips {_item(game, d['item'])}",
        "unequip_item": lambda: f"{who} unequips {_item(game, d['item'])}",
        "keep_item": lambda: f"{who} keeps {_item(game, d['item'])}",
        "forfeit_item": lambda: f"{who} gives {_item(game, d['item'])} to {_hero(game, d['ally'])}",
        "replace_cards": lambda: f"{who} removes {_values(d['remove'])}",
        "use_item": lambda: f"{who} uses {_item(game, d['item'])}",
        "continue_location": lambda: "Draw the next Legendary Location card",
        "choose_location_option": lambda: f"Choose: {_location_option(game, d['option'])}",
        "choose_story_option": lambda: f"Choose: {_story_option(game, d['option'])}",
        "buy_ability": lambda: (f"{who} buys an Ability ({_xp_cards(d['pay'])}"
                                + (", one of each class)" if d.get("mode") == "both" else ")")),
        "pass_ability": lambda: f"{who} buys no Ability",
        "choose_ability": lambda: f"{who} takes {ability_name(game, d['ability'])}",
        "draw_starting_item": lambda: f"{who} draws a starting Item",
        "buy_key": lambda: f"Buy a Key ({_xp_cards(d['pay'])})",
        "buy_healing": lambda: "Buy Healing: " + ", ".join(f"{_hero(game, h)} +{n}" for h, n in enumerate(d["heal"])
                                                            if n) + f" ({_xp_cards(d['pay'])})",
    }
    make = labels.get(cmd.kind)
    return make() if make else None


# tooltips in plain words (the command classes' docstrings are written for programmers)
TOOLTIPS = {
    "activate_ability": "Use this Ability now: a Power Ability costs Stored Power Cards, a Block Ability "
                        "answers a blocked hit.",
    "assign_monsters": "Which hero fights which Monster Card this Combat.",
    "avoid_return_damage": "This hero avoids the Return Damage (the heroes decide who).",
    "buy_ability": "Level Up: pay the Ability cost in XP and draw two Ability Cards to choose from.",
    "buy_healing": "Pay XP for Healing and share the Health out among the heroes.",
    "buy_key": "Buy one Key with the chosen XP cards.",
    "choose_ability": "Keep this Ability; the other goes to the bottom of its pile.",
    "choose_hero": "This hero draws the Item from their own Item Cards.",
    "choose_location_option": "The players choose one of the card's options.",
    "choose_story_option": "Story mode: the players choose one of the two options, paying its cost for its reward.",
    "continue_location": "Draw the next card of this Legendary Location.",
    "draw_tile": "Draw the top map tile of the pile (it must be placed before anything else).",
    "encounter": "Encounter a discovered element the heroes can reach.",
    "end_feature_test": "Stop playing cards: the played cards are discarded and the XP is gained either way.",
    "equip_item": "Equip this Item (hands allowing).",
    "finish_abilities": "This hero uses no more Abilities this round.",
    "forfeit_item": "Give up this draw so an ally of that class gets the Item.",
    "keep_item": "Keep this Item; the other goes back.",
    "pass_ability": "Level Up: this hero buys no Ability.",
    "place_monster_card": "Move the Monster's single played card opposite this hero card.",
    "place_tile": "Place the drawn tile here, turned as shown.",
    "play_cards": "Play these Action Cards face up against this hero's foe.",
    "play_feature_card": "Play a card to the Feature's test, from hand or from the top of the draw pile.",
    "replace_cards": "Remove these cards from the combined draw and discard piles.",
    "resolve_pair": "Resolve this Combat Pair next (Blocks, then Monster Hits, then Hero Hits).",
    "set_aside_tile": "One Dead-End Per Ecology: set the unplaceable tile aside instead of losing.",
    "undo": "Take back the last move (never past a drawn tile or card).",
    "unequip_item": "Unequip this Item (it stays with the hero).",
    "unlock_with": "Unlock it with this Item, Ability or Spell instead of a Key.",
    "use_item": "Use this limited-use Item now.",
    "draw_starting_item": "Starting below the Ruins: this hero draws a starting Item.",
}


def command_label(game: Game, cmd: Command) -> str:
    """A short button label for a command."""
    kind = cmd.kind
    if kind == "draw_tile":
        return "Draw a map tile"
    if kind == "set_aside_tile":
        return "Set the tile aside (One Dead-End)"
    if kind == "undo":
        return "Undo"
    if kind == "encounter":
        el = game.state.elements.get(getattr(cmd, "element", ""))
        return f"Encounter the {KIND_WORDS.get(el.kind, el.kind) if el else 'element'}"
    if kind == "place_tile":
        return f"Place at ({cmd.x}, {cmd.y}) turned {90 * cmd.rotation}\u00b0"  # type: ignore[attr-defined]
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
        return TOOLTIPS[cmd.kind]
    doc = (type(cmd).__doc__ or "").strip().splitlines()
    return doc[0] if doc and "`" not in doc[0] else command_label(game, cmd)
