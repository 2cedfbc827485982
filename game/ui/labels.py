"""Words for commands: button labels and tooltips for whatever `Game.legal()` lists.

Known kinds get a sentence; any other command still gets a readable button, so nothing the rules
allow is ever missing from the screen.
"""

from __future__ import annotations

from typing import Any

from game.rules import Command, Game
from game.rules.content import hero_name

KIND_WORDS = {"monster": "Monster", "feature": "Feature", "door": "Door", "chest": "Chest",
              "campfire": "Campfire", "stairs": "Stairs"}

# what Encountering each element costs and gives (rulebook, ECOLOGY ELEMENTS)
ENCOUNTER_NOTES = {
    "monster": "Fight it in Combat (draw its Monster Card). Gives XP; obstructs until Encountered.",
    "feature": "Draw a Feature Card and follow it; often a test of Action Cards. Gives XP.",
    "door": "Spend a Key to unlock it (or an Item, Ability or Spell). Obstructs until unlocked.",
    "chest": "One hero draws an Item from their Item deck.",
    "campfire": "Rest: the heroes heal and refresh their cards.",
    "stairs": "Face the Stair Guardian, then Level Up and descend.",
}


def proper_name(game: Any, index: int) -> str:
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
    return ability


def _hero(game: Game, index: int) -> str:
    """A button's short name for a hero: the first name from the mat ("Harrow")."""
    name = proper_name(game, index)
    return name.removeprefix("the ") if name.startswith("the ") else name.split()[0]


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
    from game.rules.combat_flow import excess_options
    c = game.state.combat
    try:
        return c is not None and bool(excess_options(game, c, d["front"], d["pair"], d.get("target")))
    except (IndexError, KeyError, TypeError):
        return False


def _combat_label(game: Game, cmd: Command) -> str | None:
    d = cmd.model_dump()
    kind = cmd.kind
    who = _hero(game, d["hero"]) if isinstance(d.get("hero"), int) else ""
    if kind == "play_cards":
        values = [c.partition(":")[2] for c in d["cards"]]
        return f"{who} plays " + ", ".join(values)
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
    words = kind.replace("_", " ").capitalize()
    fields = [_field_words(game, k, v) for k, v in cmd.model_dump().items() if k != "kind"]
    return words + (": " + ", ".join(fields) if fields else "")


def command_tooltip(game: Game, cmd: Command) -> str:
    doc = (type(cmd).__doc__ or "").strip().splitlines()
    return doc[0] if doc else command_label(game, cmd)
