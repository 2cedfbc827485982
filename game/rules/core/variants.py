"""The rulebook's difficulty variants (MODIFYING DIFFICULTY), each a toggle chosen at setup."""

from __future__ import annotations

from game.i18n import N_, _

# each in English, marked for the catalogue: "Name: the rule." (or the name alone); saves, replays and
# share codes hold the ids, the screens show variant_name() / variant_text() in the player's language

HARDER = {
    "random_campfire_healing": N_("Random Campfire Healing: resting, each hero draws 2 cards and heals "
                                  "the highest value."),
    "no_level_up_healing": N_("Heroes Don't Heal When Leveling Up."),
    "chests_locked": N_("Chests Are Locked: like Doors, Chests must be unlocked to open."),
}
EASIER = {
    "start_with_ability": N_("Start with an Ability: starting at the Ruins, each hero draws an Ability."),
    "more_keys": N_("Start with More Keys: six Keys instead of three."),
    "keys_each_ecology": N_("3 Keys Added at Each New Ecology."),
    "one_dead_end": N_("One Dead-End Per Ecology: once per Ecology an unplaceable tile is set aside "
                       "instead of ending the game."),
    "double_healing": N_("Twice as Much Healing when paying XP for healing."),
}
VARIANTS: dict[str, str] = HARDER | EASIER


def variant_text(key: str) -> str:
    """A variant's name and rule in the current language ("Chests Are Locked: like Doors, ..."); an
    unknown id as it is."""
    return _(VARIANTS[key]) if key in VARIANTS else key


def variant_name(key: str) -> str:
    """A variant's name alone in the current language ("Chests Are Locked"): its text before the colon."""
    return variant_text(key).partition(":")[0].rstrip(".")
