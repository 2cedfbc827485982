"""The rulebook's difficulty variants (MODIFYING DIFFICULTY), each a toggle chosen at setup."""

from __future__ import annotations

HARDER = {
    "random_campfire_healing": "Random Campfire Healing: resting, each hero draws 2 cards and heals "
                               "the highest value.",
    "no_level_up_healing": "Heroes Don't Heal When Leveling Up.",
    "chests_locked": "Chests Are Locked: like Doors, Chests must be unlocked to open.",
}
EASIER = {
    "start_with_ability": "Start with an Ability: starting at the Ruins, each hero draws an Ability.",
    "more_keys": "Start with More Keys: six Keys instead of three.",
    "keys_each_ecology": "3 Keys Added at Each New Ecology.",
    "one_dead_end": "One Dead-End Per Ecology: once per Ecology an unplaceable tile is set aside "
                    "instead of ending the game.",
    "double_healing": "Twice as Much Healing when paying XP for healing.",
}
VARIANTS: dict[str, str] = HARDER | EASIER
