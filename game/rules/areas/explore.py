"""EXPLORING: setting up an Ecology, drawing and placing map tiles, discovering elements, dead ends.

Rulebook, Setup / Ecology Map Tiles: "Place the Entry Tile near the center of your play area, and
place the Lantern Token on it. Set the Stairs Tile aside and shuffle the remaining Tiles face down.
Deal three Tiles face down. Place the Stairs Tile face down on top of these three, then place the
remaining face down tiles on top."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from game.i18n import N_, _, content_text
from game.rules.content.library import hero_name
from game.rules.content.tiles import ECOLOGY_NAMES, ENCOUNTERABLE, ecology_name, ecology_title
from game.rules.core.errors import RuleViolation
from game.rules.core.messages import Command, Event
from game.rules.core.tiers import TIERS
from game.rules.describe import cause_words, describes, retold
from game.rules.fast.commands import command
from game.rules.registry import ECOLOGY_SETUP_HOOKS, TILE_PLACED_HOOKS, applies, decides, listers_for, lists_legal
from game.rules.state.game_state import DiscoveredElement, ElementState, GameState, Placement, Spot

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame

STARTING_KEYS = 3


# --- commands ---------------------------------------------------------------------------------

class DrawTile(Command):
    """Draw the top map tile of the pile (it must be placed before anything else)."""

    kind: Literal["draw_tile"] = "draw_tile"


class PlaceTile(Command):
    """Place the drawn (or set-aside) tile at grid square (x, y), turned `rotation` quarter turns."""

    kind: Literal["place_tile"] = "place_tile"
    tile: str
    x: int
    y: int
    rotation: int


class SetAsideTile(Command):
    """One Dead-End Per Ecology: set the unplaceable tile aside instead of losing."""

    kind: Literal["set_aside_tile"] = "set_aside_tile"


class Undo(Command):
    """Take back the last command (never past a reveal)."""

    kind: Literal["undo"] = "undo"


# --- events -----------------------------------------------------------------------------------

class GameStarted(Event):
    kind: Literal["game_started"] = "game_started"
    hidden: ClassVar[tuple[str, ...]] = ("stacked.*",)
    seed: int
    heroes: tuple[str, ...]
    variants: tuple[str, ...]
    ecology: str
    stacked: dict[str, tuple[str, ...]] = {}
    single_class: tuple[str, ...] = ()
    # issue 17 options (defaults: the rulebook game, so older saves load unchanged)
    tier: str = "standard"
    house_rules: tuple[str, ...] = ()
    talents: tuple[tuple[str, ...], ...] = ()  # per hero index
    # story mode (areas/story_choices.py); left out of the JSON when off, so a rulebook game's log is unchanged
    story_mode: bool = False
    # the rulebook game's log reads as before: these options are left out of the JSON at their defaults
    omitted_at_default: ClassVar[tuple[str, ...]] = ("tier", "house_rules", "talents", "story_mode")


class EcologySetUp(Event):
    """A new Ecology laid out: the Entry tile at (0, 0), and the shuffled tile pile (top first)."""

    kind: Literal["ecology_set_up"] = "ecology_set_up"
    hidden: ClassVar[tuple[str, ...]] = ("tile_pile",)
    ecology: str
    entry_tile: str
    tile_pile: tuple[str, ...]
    keys: int


class TileDrawn(Event):
    kind: Literal["tile_drawn"] = "tile_drawn"
    reveals: ClassVar[bool] = True
    tile: str
    hero: int


class TilePlaced(Event):
    kind: Literal["tile_placed"] = "tile_placed"
    tile: str
    x: int
    y: int
    rotation: int
    hero: int


class ElementsDiscovered(Event):
    kind: Literal["elements_discovered"] = "elements_discovered"
    changes_board: ClassVar[bool] = True
    elements: tuple[DiscoveredElement, ...]


class DeadEndReached(Event):
    """The drawn tile fits nowhere, but the One Dead-End variant lets the heroes set it aside."""

    kind: Literal["dead_end_reached"] = "dead_end_reached"
    tile: str


class TileRedrawn(Event):
    """House rule or Pathfinder talent: the drawn tile fit nowhere; it goes to the bottom of the pile."""

    kind: Literal["tile_redrawn"] = "tile_redrawn"
    tile: str
    hero: int


class TileSetAside(Event):
    kind: Literal["tile_set_aside"] = "tile_set_aside"
    tile: str


class GameLost(Event):
    kind: Literal["game_lost"] = "game_lost"
    reason: str


# --- setup ------------------------------------------------------------------------------------

def build_tile_pile(game: RulesGame, ecology: str) -> list[str]:
    """Shuffle the tiles, then stack them so the Stairs tile is fourth from the bottom (top first)."""
    content = game.content
    entry, stairs = content.entry_tile[ecology], content.stairs_tile[ecology]
    stacked = [t for t in game.state.stacked.get("tiles", []) if t in content.ecology_tiles[ecology]]
    rest = [t for t in content.ecology_tiles[ecology] if t not in (entry, stairs) and t not in stacked]
    game.rng.shuffle(rest)
    if stairs in stacked:
        return stacked + rest
    bottom, top = rest[:3], rest[3:]
    return stacked + top + [stairs] + bottom


def set_up_ecology(game: RulesGame, ecology: str, keys_added: int | None = None) -> None:
    """Lay out an Ecology: the Entry tile with the Lantern, and the map tile draw pile.

    A new game starts with its Keys; descending (`keys_added` given) keeps the heroes' Keys and
    adds that many ("3 Keys Added at Each New Ecology")."""
    if keys_added is None:
        keys = starting_keys(game.state)
    else:
        keys = game.state.keys + keys_added
    game.emit(EcologySetUp(ecology=ecology, entry_tile=game.content.entry_tile[ecology],
                           tile_pile=tuple(build_tile_pile(game, ecology)), keys=keys))
    discover_elements(game, game.content.entry_tile[ecology], 0, 0, 0)
    for hook in ECOLOGY_SETUP_HOOKS:
        hook(game)


def starting_keys(s: GameState) -> int:
    """A new game's Keys: three, six with "Start with More Keys" (or the Novice tier), one fewer at
    Veteran and Fearless, one more per hero with the Spare Key talent (never below none)."""
    keys = STARTING_KEYS + (3 if s.plays("more_keys") else 0) + TIERS[s.tier].keys
    return max(0, keys + s.talent_count("extra_key"))


def redraws_allowed(s: GameState) -> int:
    """Redraws of an unplaceable tile this Ecology: one for the house rule, one per Pathfinder."""
    return ("redraw_unplaceable" in s.house_rules) + s.talent_count("tile_redraw")


def discover_elements(game: RulesGame, tile: str, x: int, y: int, rotation: int) -> None:
    """Placing a tile Discovers its elements; they are Encountered only when the heroes choose."""
    geom = game.content.geometry[tile][rotation]
    found = tuple([DiscoveredElement(id=f"{tile}/{el.index}", kind=el.kind, icons=el.icons,
                                     spot=Spot(x=x, y=y, cx=el.cx, cy=el.cy))
                   for el in geom.elements if el.kind in ENCOUNTERABLE])
    if found:
        game.emit(ElementsDiscovered(elements=found))


# --- deciding ---------------------------------------------------------------------------------

def require_phase(game: RulesGame, *phases: str, refusal: str) -> None:
    """Refuse with `refusal` (a whole sentence, untranslated; {why} the phase) outside `phases`."""
    if game.state.phase not in phases:
        raise RuleViolation(_(refusal).format(why=_(PHASE_WORDS.get(game.state.phase, game.state.phase))))


PHASE_WORDS = {
    "placing": N_("the drawn map tile must be placed first"),
    "dead_end": N_("the unplaceable tile must be set aside first"),
    "exploring": N_("the heroes are exploring"),
    "over": N_("the game is over"),
}


@decides(DrawTile)
def decide_draw_tile(game: RulesGame, cmd: DrawTile) -> None:
    s = game.state
    # i18n: {why} is the phase ("the game is over")
    require_phase(game, "exploring", refusal=N_("The heroes cannot draw a map tile now ({why})."))
    if not s.tile_pile:
        raise RuleViolation(_("The map tile pile is empty."))
    tile = s.tile_pile[0]
    game.emit(TileDrawn(tile=tile, hero=s.turn))
    # house rule / Pathfinder: the unplaceable tile goes to the bottom of the pile, the next is drawn
    while (not game.board.legal_placements(s, tile) and s.redraws_used < redraws_allowed(s)
           and len(s.tile_pile) > 1):
        game.emit(TileRedrawn(tile=tile, hero=s.turn))
        tile = s.tile_pile[0]
        game.emit(TileDrawn(tile=tile, hero=s.turn))
    if not game.board.legal_placements(s, tile):
        name = game.content.tiles[tile].name
        if s.plays("one_dead_end") and not s.dead_end_used:
            game.emit(DeadEndReached(tile=tile))
        else:
            game.emit(GameLost(reason=LOST_REASONS[1].format(tile=name, ecology=ECOLOGY_NAMES[s.ecology])))


def place_tile_problem(game: RulesGame, tile: str, x: int, y: int, rotation: int) -> str | None:
    """Why `tile` may not be placed at (x, y) turned `rotation` now; None if it may. The one check
    behind both `Game.placement_problem` (what the screen shows) and `PlaceTile` (the move).

    One Dead-End Per Ecology: "The set aside Map Tile remains available and may be placed at any
    time during Exploration" — whenever the heroes are Exploring with no newly drawn tile waiting;
    a drawn tile is placed first (docs/rules-decisions.md)."""
    s = game.state
    if s.outcome is not None:
        return _("The game is over.")
    if s.phase == "placing":
        if tile != s.drawn_tile:
            if tile == s.set_aside_tile:
                return _("Place the tile just drawn first; the set-aside tile may be placed after it.")
            return _("Only the tile just drawn can be placed now.")
    elif s.phase == "exploring":
        if tile != s.set_aside_tile:
            return _("Draw a map tile first: only a drawn or set-aside tile can be placed.")
    else:
        return _("The heroes cannot place a map tile now ({why}).").format(why=_(PHASE_WORDS.get(s.phase, s.phase)))
    return game.board.placement_problem(s, tile, x, y, rotation)


def check_place_tile(game: RulesGame, cmd: PlaceTile) -> None:
    problem = place_tile_problem(game, cmd.tile, cmd.x, cmd.y, cmd.rotation)
    if problem:
        raise RuleViolation(problem)


@decides(PlaceTile, check=check_place_tile)
def decide_place_tile(game: RulesGame, cmd: PlaceTile) -> None:
    s = game.state
    game.emit(TilePlaced(tile=cmd.tile, x=cmd.x, y=cmd.y, rotation=cmd.rotation, hero=s.turn))
    discover_elements(game, cmd.tile, cmd.x, cmd.y, cmd.rotation)
    for hook in TILE_PLACED_HOOKS:
        hook(game, cmd.tile, cmd.x, cmd.y, cmd.rotation)


@decides(SetAsideTile)
def decide_set_aside(game: RulesGame, cmd: SetAsideTile) -> None:
    # i18n: {why} is the phase ("the heroes are exploring")
    require_phase(game, "dead_end", refusal=N_("The heroes cannot set a tile aside now ({why})."))
    assert game.state.drawn_tile is not None
    game.emit(TileSetAside(tile=game.state.drawn_tile))


# --- no way forward --------------------------------------------------------------------------

# commands that take the heroes on: a tile to draw or place, an element to Encounter or unlock
_FORWARD = frozenset(("draw_tile", "place_tile", "encounter", "unlock_with"))


def no_way_forward(game: RulesGame) -> str | None:
    """Why the heroes cannot go on, when they cannot: the pile is used up, the set-aside tile (if
    any) fits nowhere, nothing within reach can be Encountered, and no Key (nor XP to buy one) opens
    a Door within reach. "You have effectively reached a dead end in your explorations and your game
    is over." None while a way forward remains (or outside Exploring)."""
    s = game.state
    if s.outcome is not None or s.phase != "exploring" or s.tile_pile:
        return None
    # the listers one by one, stopping at the first move forward (most positions have one, found
    # before the costly payments are listed): the same answer as reading all of game.legal()
    kinds: set[str] = set()
    for lister in listers_for(s.phase):
        for c in lister(game):
            if c.kind in _FORWARD:
                return None
            kinds.add(c.kind)
    if "buy_key" in kinds and any(el.kind in ("door", "chest") and el.status == "discovered"
                                  for el in game.board.encounterable_now(s)):
        return None  # a bought Key opens the way
    return LOST_REASONS[2].format(ecology=ECOLOGY_NAMES[s.ecology])


def decide_no_way_forward(game: RulesGame) -> None:
    """After every command: the loss is decided the moment no way forward remains."""
    reason = no_way_forward(game)
    if reason:
        game.emit(GameLost(reason=reason))


def _place_commands(game: RulesGame, tile: str) -> list[Command]:
    return [command(PlaceTile, tile, x, y, r)
            for x, y, r in game.board.legal_placements(game.state, tile)]


@lists_legal("exploring", "placing", "dead_end")
def legal_exploring(game: RulesGame) -> list[Command]:
    s = game.state
    out: list[Command] = []
    if s.phase == "exploring":
        if s.tile_pile:
            out.append(command(DrawTile))
        if s.set_aside_tile:
            out += _place_commands(game, s.set_aside_tile)
    elif s.phase == "placing" and s.drawn_tile:
        out += _place_commands(game, s.drawn_tile)
    elif s.phase == "dead_end":
        out.append(SetAsideTile())
    return out


# --- applying ---------------------------------------------------------------------------------

@applies(GameStarted)
def apply_game_started(game: RulesGame, e: GameStarted) -> None:
    s = game.state
    s.seed, s.heroes, s.variants, s.ecology = e.seed, list(e.heroes), list(e.variants), e.ecology
    s.stacked = {k: list(v) for k, v in e.stacked.items()}
    s.single_class = list(e.single_class)
    s.tier, s.house_rules = e.tier, list(e.house_rules)
    s.talents = [list(t) for t in e.talents]
    s.story_mode = e.story_mode


@applies(EcologySetUp)
def apply_ecology_set_up(game: RulesGame, e: EcologySetUp) -> None:
    s = game.state
    s.ecology = e.ecology
    s.tile_pile = list(e.tile_pile)
    s.placements = [Placement(tile=e.entry_tile, x=0, y=0, rotation=0)]
    s.elements = {}
    s.drawn_tile = s.set_aside_tile = None
    s.dead_end_used = False
    s.redraws_used = 0
    s.keys = e.keys
    s.phase = "exploring"
    game.board.clear()
    geom = game.board.add(e.entry_tile, 0, 0, 0)
    entry = next(el for el in geom.elements if el.kind == "entry")
    s.lantern = Spot(x=0, y=0, cx=entry.cx, cy=entry.cy)


@applies(TileDrawn)
def apply_tile_drawn(game: RulesGame, e: TileDrawn) -> None:
    s = game.state
    s.tile_pile.remove(e.tile)
    s.drawn_tile = e.tile
    s.phase = "placing"


@applies(TilePlaced)
def apply_tile_placed(game: RulesGame, e: TilePlaced) -> None:
    s = game.state
    s.placements.append(Placement(tile=e.tile, x=e.x, y=e.y, rotation=e.rotation))
    if s.drawn_tile == e.tile:
        s.drawn_tile = None
    if s.set_aside_tile == e.tile:
        s.set_aside_tile = None
    s.phase = "exploring"
    s.turn = (s.turn + 1) % len(s.heroes)
    game.board.add(e.tile, e.x, e.y, e.rotation)


@applies(ElementsDiscovered)
def apply_elements_discovered(game: RulesGame, e: ElementsDiscovered) -> None:
    for el in e.elements:
        tile = el.id.split("/")[0]
        game.state.elements[el.id] = ElementState(id=el.id, kind=el.kind, tile=tile, spot=el.spot,
                                                  icons=el.icons)


@applies(DeadEndReached)
def apply_dead_end(game: RulesGame, e: DeadEndReached) -> None:
    game.state.phase = "dead_end"


@applies(TileRedrawn)
def apply_tile_redrawn(game: RulesGame, e: TileRedrawn) -> None:
    s = game.state
    s.tile_pile.append(e.tile)
    s.drawn_tile = None
    s.redraws_used += 1
    s.phase = "exploring"


@applies(TileSetAside)
def apply_tile_set_aside(game: RulesGame, e: TileSetAside) -> None:
    s = game.state
    s.set_aside_tile = e.tile
    s.drawn_tile = None
    s.dead_end_used = True
    s.phase = "exploring"


@applies(GameLost)
def apply_game_lost(game: RulesGame, e: GameLost) -> None:
    game.state.outcome = "lost"
    game.state.outcome_reason = e.reason
    game.state.phase = "over"



# --- the game log -----------------------------------------------------------------------------

def _hero(game: RulesGame, index: int) -> str:
    """A hero's proper name from their mat (the class name if the mat has none)."""
    if index >= len(game.state.heroes):
        return "?"
    hero = game.state.heroes[index]
    mat = game.content.heroes.get(hero)
    return mat.name if mat else hero_name(hero)


def _tile(game: RulesGame, tile: str) -> str:
    """A map tile's name in the current language (the `cards` catalogue, else as written)."""
    return content_text(game.content.tiles[tile].name, tile)


@describes("game_started")
def _d_started(game: RulesGame, e: GameStarted) -> str:
    return _("A new adventure begins in {ecology}.").format(ecology=ecology_name(e.ecology))


@describes("ecology_set_up")
def _d_setup(game: RulesGame, e: EcologySetUp) -> str:
    return _("{ecology}: the Lantern is set on {tile}; {n} map tiles wait in the pile. Keys: {keys}.").format(
        ecology=ecology_title(e.ecology), tile=_tile(game, e.entry_tile), n=len(e.tile_pile), keys=e.keys)


@describes("tile_drawn")
def _d_drawn(game: RulesGame, e: TileDrawn) -> str:
    return _("{hero} draws {tile}.").format(hero=_hero(game, e.hero), tile=_tile(game, e.tile))


@describes("tile_placed")
def _d_placed(game: RulesGame, e: TilePlaced) -> str:
    return _("{hero} places {tile}.").format(hero=_hero(game, e.hero), tile=_tile(game, e.tile))


# i18n: what a placed map tile shows, in "Discovered a Monster, a Door."
DISCOVERED_WORDS = {"feature": N_("a Feature"), "door": N_("a Door"), "chest": N_("a Chest"),
                    "campfire": N_("the Campfire"), "stairs": N_("the Stairs")}


@describes("elements_discovered")
def _d_discovered(game: RulesGame, e: ElementsDiscovered) -> str:
    names = [(_("two Monsters") if el.icons == 2 else _("a Monster")) if el.kind == "monster"
             else _(DISCOVERED_WORDS[el.kind]) if el.kind in DISCOVERED_WORDS else el.kind
             for el in e.elements]
    return _("Discovered {elements}.").format(elements=", ".join(names))


@describes("dead_end_reached")
def _d_dead_end(game: RulesGame, e: DeadEndReached) -> str:
    return _("{tile} fits nowhere: a dead end! (One Dead-End Per Ecology lets it be set aside.)").format(
        tile=_tile(game, e.tile))


@describes("tile_redrawn")
def _d_redrawn(game: RulesGame, e: TileRedrawn) -> str:
    return _("{tile} fits nowhere: it goes to the bottom of the pile and another tile is drawn.").format(
        tile=_tile(game, e.tile))


@describes("tile_set_aside")
def _d_set_aside(game: RulesGame, e: TileSetAside) -> str:
    return _("{tile} is set aside; it may be placed later.").format(tile=_tile(game, e.tile))


@describes("game_lost")
def _d_lost(game: RulesGame, e: GameLost) -> str:
    return _("The heroes have lost. {reason}").format(reason=lost_reason(e.reason))


# the sentences a GameLost event holds (English, as every event's words), told again in the player's language
KILLED_IN_COMBAT = N_("{hero} was killed in combat.")
LOST_REASONS = (N_("{hero} was killed ({cause})."), N_("Dead end: {tile} could not be placed anywhere in {ecology}."),
                N_("Dead end: the map tile pile of {ecology} is used up and nothing within reach can be Encountered "
                   "(no Key for a Door, nor the XP to buy one)."), KILLED_IN_COMBAT)


def lost_reason(reason: str) -> str:
    """Why the heroes lost (as a GameLost event holds it, English) in the current language, the
    names in it too: the tile's (the `cards` catalogue), the Ecology's and the cause's."""
    ecologies = {english: eco for eco, english in ECOLOGY_NAMES.items()}
    return retold(reason, LOST_REASONS, {"tile": content_text, "cause": cause_words,
                                         "ecology": lambda name: ecology_name(ecologies.get(name, name))})
