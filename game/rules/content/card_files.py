"""Which model reads which card file: the map content packs and the published JSON Schemas use.

Every card file under cards/ is either a list of cards (TOML arrays of tables such as `[[monster]]`,
each a card with an `id`) or one whole table (story.toml, each Ecology's reference.toml). A few
fields are not written in the file but taken from its folder (an item's class deck, a Legendary
Location's Ecology); `from_folder` names them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import BaseModel

from game.rules.content.feature_cards import FeatureDef
from game.rules.content.hero_cards import AbilityDef, ActionDeckDef, HeroDef
from game.rules.content.item_cards import ItemDef
from game.rules.content.legendary_cards import LocationCard
from game.rules.content.monster_cards import EntityLore, EntityPart, MonsterDeckDef, MonsterDef
from game.rules.content.reference import EcologyReference
from game.rules.content.rune_patterns import RunePattern
from game.rules.content.story_cards import StoryDef
from game.rules.content.story_choice_cards import StoryChoice
from game.rules.content.tiles import ECOLOGIES

HERO_CLASSES = ("fighter", "wizard", "rogue")


@dataclass(frozen=True)
class CardFile:
    """One kind of card file: its lists of cards by TOML key, or the model of the whole file."""

    kind: str  # a name for the kind of file ("monsters"), used for its JSON Schema's file name
    lists: dict[str, type[BaseModel]] = field(default_factory=dict)  # "monster" -> MonsterDef
    tables: dict[str, type[BaseModel]] = field(default_factory=dict)  # single tables ("lore")
    whole: type[BaseModel] | None = None  # the whole file is one model (story.toml)
    from_folder: str = ""  # a field the card takes from the file's folder ("deck", "ecology")
    key: str = "id"  # the field that names a card of its lists (rune patterns: their number)


def _card_files() -> dict[str, CardFile]:
    files = {
        "heroes.toml": CardFile("heroes", {"deck": ActionDeckDef, "hero": HeroDef}),
        "monster_decks.toml": CardFile("monster_decks", {"deck": MonsterDeckDef}),
        "fabled_blades.toml": CardFile("fabled_blades", {"item": ItemDef}),
        "story.toml": CardFile("story", whole=StoryDef),
        "story_choices.toml": CardFile("story_choices", {"choice": StoryChoice}),
        "subterranean/final_entity.toml": CardFile("final_entity", {"part": EntityPart}, {"lore": EntityLore}),
    }
    for cls in HERO_CLASSES:
        files[f"{cls}/items.toml"] = CardFile("items", {"item": ItemDef}, from_folder="deck")
        files[f"{cls}/abilities.toml"] = CardFile("abilities", {"ability": AbilityDef})
    for eco in ECOLOGIES:
        files[f"{eco}/monsters.toml"] = CardFile("monsters", {"monster": MonsterDef})
        files[f"{eco}/features.toml"] = CardFile("features", {"feature": FeatureDef})
        files[f"{eco}/legendary.toml"] = CardFile("legendary", {"card": LocationCard}, from_folder="ecology")
        files[f"{eco}/runes.toml"] = CardFile("runes", {"pattern": RunePattern}, key="number")
        files[f"{eco}/reference.toml"] = CardFile("reference", whole=EcologyReference, from_folder="ecology")
        if eco != "subterranean":
            files[f"{eco}/stair_guardians.toml"] = CardFile("stair_guardians", {"guardian": MonsterDef})
    return files


# every card file by its path under cards/ ("ruins/monsters.toml")
CARD_FILES: dict[str, CardFile] = _card_files()
