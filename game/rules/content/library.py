"""All game content, loaded once and validated fully: map tiles now, card decks as rule areas need them.

A broken file raises one ContentError naming the file, the item and the field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from game.i18n import _
from game.rules.content.feature_cards import FeatureDef, load_features
from game.rules.content.hero_cards import AbilityDef, ActionDeckDef, HeroDef, load_heroes
from game.rules.content.item_cards import ItemDef, check_item_action_cards, load_item_content
from game.rules.content.legendary_cards import LocationCard, load_legendary
from game.rules.content.monster_cards import MonsterContent, load_monster_content
from game.rules.content.reference import EcologyReference, load_references
from game.rules.content.rune_patterns import RunePattern
from game.rules.content.story_cards import StoryDef, load_story
from game.rules.content.story_choice_cards import StoryChoice, load_story_choices
from game.rules.content.tiles import ECOLOGIES, TileDef, TileGeometry, compile_tile, parse_tile, tile_where
from game.rules.core.errors import ContentError
from game.rules.fast.files_read import read_once

PROJECT_ROOT = Path(__file__).resolve().parents[3]  # game/rules/content/library.py -> the project
TILES_PER_ECOLOGY = 24
HERO_IDS = ("fighter", "wizard", "rogue", "fighter-wizard", "wizard-rogue", "rogue-fighter")
_HERO_NAMES = {"fighter": "the Fighter", "wizard": "the Wizard", "rogue": "the Rogue",
               "fighter-wizard": "the Fighter-Wizard", "wizard-rogue": "the Wizard-Rogue",
               "rogue-fighter": "the Rogue-Fighter"}


def hero_name(hero: str) -> str:
    """How the log names a hero (the hero cards give each one a proper name later)."""
    return _HERO_NAMES.get(hero, hero)


@dataclass
class Content:
    """Everything printed in the box, read from assets/ and cards/."""

    root: Path
    tiles: dict[str, TileDef] = field(default_factory=dict)
    geometry: dict[str, tuple[TileGeometry, ...]] = field(default_factory=dict)
    ecology_tiles: dict[str, list[str]] = field(default_factory=dict)
    entry_tile: dict[str, str] = field(default_factory=dict)
    stairs_tile: dict[str, str] = field(default_factory=dict)
    heroes: dict[str, HeroDef] = field(default_factory=dict)  # hero mats (combat area)
    action_decks: dict[str, ActionDeckDef] = field(default_factory=dict)
    monsters: MonsterContent = field(default_factory=MonsterContent)  # monsters, guardians, entity
    # items, abilities, features and reference cards (items / features areas)
    items: dict[str, ItemDef] = field(default_factory=dict)
    class_items: dict[str, list[str]] = field(default_factory=dict)
    ability_cards: dict[str, AbilityDef] = field(default_factory=dict)
    class_abilities: dict[str, list[str]] = field(default_factory=dict)
    features: dict[str, FeatureDef] = field(default_factory=dict)
    ecology_features: dict[str, list[str]] = field(default_factory=dict)
    references: dict[str, EcologyReference] = field(default_factory=dict)
    # Legendary Location cards by id, and each Ecology's rune patterns by number (legendary_cards.py)
    legendary: dict[str, LocationCard] = field(default_factory=dict)
    rune_patterns: dict[str, dict[int, RunePattern]] = field(default_factory=dict)
    story: StoryDef | None = None  # the story told on screen (story_cards.py: StoryDef from cards/story.toml)
    # story mode's choices by id (story_choice_cards.py: cards/story_choices.toml)
    story_choices: dict[str, StoryChoice] = field(default_factory=dict)
    # the content packs layered on the box (game/packs/): (name, version, hash of the pack's files)
    packs: tuple[tuple[str, str, str], ...] = ()


def _count(tiles: list[TileDef], kind: str) -> int:
    return sum(1 for t in tiles for e in t.elements if e.kind == kind)


def _tiles_with(tiles: list[TileDef], kind: str) -> list[TileDef]:
    return [t for t in tiles if any(e.kind == kind for e in t.elements)]


def check_ecology_tiles(ecology: str, folder: Path, tiles: list[TileDef]) -> tuple[str, str]:
    """Check an Ecology's tile set against the rulebook's counts; return its entry and stairs tile ids."""
    where = f"{folder}"
    if len(tiles) != TILES_PER_ECOLOGY:
        raise ContentError(_("{at}: expected {wanted} map tiles, found {found}").format(
            at=where, wanted=TILES_PER_ECOLOGY, found=len(tiles)))
    rules = {"entry": 1, "stairs": 1, "campfire": 1, "chest": 2}
    if ecology == "caverns":
        rules |= {"boat": 1, "sword": 1, "warp_portal": 2}
    for kind, wanted in rules.items():
        found = _count(tiles, kind)
        if found != wanted:
            raise ContentError(_("{at}: {kind}: the rulebook wants exactly {wanted} per Ecology, found {found}").format(
                at=where, kind=kind, wanted=wanted, found=found))
    for t in tiles:
        at = tile_where(f"{folder / t.id}.tmx", t.id)
        if t.ecology != ecology:
            raise ContentError(_("{at}: ecology: expected {wanted}, found {found}").format(
                at=at, wanted=repr(ecology), found=repr(t.ecology)))
        codes = set(t.cells)
        if ecology == "subterranean" and codes & {"F", "A"}:
            raise ContentError(_("{at}: terrain: Subterranean Architecture tiles use upper/lower levels, not plain "
                                 "floor").format(at=at))
        if ecology != "subterranean" and codes & {"U", "L", "S"}:
            raise ContentError(_("{at}: terrain: levels and level stairs belong to Subterranean Architecture").format(
                at=at))
        if ecology != "caverns" and "A" in codes:
            raise ContentError(_("{at}: terrain: water belongs to the Caverns").format(at=at))
        for e in t.elements:
            if e.kind == "secret_passage" and ecology != "ruins":
                raise ContentError(_("{at}: secret passages belong to the Ruins").format(at=at))
            if e.kind in ("warp_portal", "boat", "sword") and ecology != "caverns":
                raise ContentError(_("{at}: {kind} belongs to the Caverns").format(at=at, kind=e.kind))
    return _tiles_with(tiles, "entry")[0].id, _tiles_with(tiles, "stairs")[0].id


@lru_cache(maxsize=4)
def load_content(root: Path = PROJECT_ROOT) -> Content:
    """Load and validate all content under `root` (the project folder by default)."""
    content = Content(root=root)
    load_cards(content)
    for ecology in ECOLOGIES:
        folder = root / "assets" / "tiles" / ecology
        paths = sorted(folder.glob("*.tmx"))
        read = [read_tile(p) for p in paths]
        tiles = [tile for tile, _geometry in read]
        entry, stairs = check_ecology_tiles(ecology, folder, tiles)
        content.entry_tile[ecology] = entry
        content.stairs_tile[ecology] = stairs
        content.ecology_tiles[ecology] = [t.id for t in tiles]
        for t, geometry in read:
            if t.id in content.tiles:
                raise ContentError(_("{at}: id: used twice").format(at=tile_where(f"{folder / t.id}.tmx", t.id)))
            content.tiles[t.id] = t
            content.geometry[t.id] = geometry
    return content


def _parsed(path: Path) -> tuple[TileDef, tuple[TileGeometry, ...]]:
    tile = parse_tile(path)
    return tile, compile_tile(tile)


def read_tile(path: Path) -> tuple[TileDef, tuple[TileGeometry, ...]]:
    """The tile of the map at `path` and its geometry at each turn, from an earlier read of the same
    bytes where there was one (fast.files_read). Each content gets its own copy of the tile (whoever
    holds a model may change it); the geometry is tuples all the way down and shared."""
    tile, geometry = read_once(path, _parsed)
    return tile.model_copy(deep=True), geometry


def load_cards(content: Content) -> None:
    """Load the hero and monster cards (cards/*.toml) into `content`."""
    content.heroes, content.action_decks = load_heroes(content.root)
    for h in HERO_IDS:
        if h not in content.heroes:
            raise ContentError(_("{at}: missing").format(at=f"cards/heroes.toml: hero {h!r}"))
    content.monsters = load_monster_content(content.root, ECOLOGIES)
    load_item_feature_cards(content)
    guardians = [g for eco in ECOLOGIES for g in content.monsters.ecology_guardians.get(eco, [])]
    content.story = load_story(content.root, ECOLOGIES, guardians)
    content.story_choices = load_story_choices(content.root, ECOLOGIES)


def load_item_feature_cards(content: Content) -> None:
    """Items, abilities (cards/<class>/), features and reference cards (cards/<ecology>/)."""
    ic = load_item_content(content.root)
    check_item_action_cards(ic, {d.id: d.item_cards for d in content.action_decks.values()})
    content.items, content.class_items = ic.items, ic.class_items
    content.ability_cards, content.class_abilities = ic.abilities, ic.class_abilities
    content.features, content.ecology_features = load_features(content.root, ECOLOGIES)
    content.references = load_references(content.root, ECOLOGIES)
    legendary = load_legendary(content.root, content.items, content.monsters.monsters)
    content.legendary, content.rune_patterns = legendary.cards, legendary.patterns
    content.monsters.monsters.update(legendary.monsters)
