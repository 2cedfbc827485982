"""LEGENDARY LOCATIONS: their draw piles, their Discovery by rune patterns, and their Encounter.

Setup / Legendary Locations: "Locate the cards with only a number on their back [...] When there
is more than one card with the same number, create a shuffled draw pile from them. Next, locate the
numbered cards that also have letters and roman numerals on their backs. Group these cards
according to their number and letter [...] and build draw piles by stacking them in roman numeral
order, with the highest roman numeral card on the bottom, and the lowest roman numeral on top.
When there is more than one card with the same number, letter, and roman numeral, create a
shuffled draw pile from them."

ENCOUNTERING 6: "When Heroes Encounter a Legendary Location, they draw the top card from the
numbered-only draw pile for that Rune Pattern [...] After resolving any instructions on the face of
that card, find the letter in the upper right corner of the Card's text field. This letter
indicates which draw pile for that Rune Pattern to draw from for the next card." "Heroes cannot
move on from a Legendary Location until they have Resolved or Defeated all of its Cards."
"place Encounter Tokens [...] between its connected Map Tile Nodes before drawing its first card.
These Nodes cannot be used again for matching a Rune Pattern." "Each Rune Pattern can only be
Encountered once per Ecology."

Discovery: after each placement every pattern not yet Encountered is searched through the new
tile (runes.py); each distinct match is its own discovered element (kind "legendary"), so the
heroes choose where to lay the tokens. Encountering one removes the matches that can no longer be
made: the same pattern elsewhere, and any match sharing a node with it. A location can be
Encountered when the cell chosen for it (on a matched tile, in the heroes' area when it was
discovered) is reachable: "move the Lantern Token to that location" (docs/rules-decisions.md).

Cards: `cards/<ecology>/legendary.toml` (patterns: `cards/<ecology>/runes.toml`). A card may
have effects (heal, damage, keys, refresh_spells, gain_item: as a Feature's, acting on every
hero; an item goes to one hero the players choose), options (the players choose one; each has its
effects and its letter), or a monster (the card is fought and must be Defeated). Each resolved or
defeated card joins the communal XP pool. Stacked piles for tests: "legendary:<ecology>:<pile>"
(e.g. "legendary:ruins:2A") puts those card ids on top, in order.

Commands: `Encounter(element)` draws the first card; `ContinueLocation()` draws the next one (or
leaves a finished location once a choice made in between is settled); `ChooseLocationOption(i)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from game.i18n import _, card_text, content_text
from game.rules.areas.combat.setup import foe_from_card, start_fight
from game.rules.areas.encounter import encounters
from game.rules.areas.features import run_card_effects
from game.rules.areas.resolving import ElementResolved, active, finish, push
from game.rules.areas.story_choices import offer_leaving_location
from game.rules.board import LentTile
from game.rules.content.legendary_cards import LocationCard, ecology_cards
from game.rules.content.rune_patterns import RunePattern
from game.rules.content.runes import RuneMatch, find_matches, has_match, paired_candidates, paired_sides
from game.rules.content.tiles import N, TileGeometry
from game.rules.core.errors import RuleViolation
from game.rules.core.messages import Command, Event
from game.rules.describe import describes
from game.rules.fast.tables import per_object
from game.rules.registry import (
    applies,
    decides,
    lists_legal,
    on_combat_won,
    on_ecology_setup,
    on_tile_placed,
    values_xp,
)
from game.rules.state.game_state import ElementState, FoundLocation, Spot
from game.rules.state.progress_state import LegendaryMatch, LegendaryState, LegendaryStep

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame

@values_xp
def location_card_xp(game: RulesGame, card: str) -> int | None:
    """The XP printed on a Legendary Location card (None: not one)."""
    c = game.content.legendary.get(card)
    return c.xp if c is not None else None


# --- commands and events ----------------------------------------------------------------------

class ContinueLocation(Command):
    """Draw the next card of the Legendary Location (the last card's letter names the pile), or
    leave it once its last card is resolved."""

    kind: Literal["continue_location"] = "continue_location"


class ChooseLocationOption(Command):
    kind: Literal["choose_location_option"] = "choose_location_option"
    option: int


class LocationPilesReady(Event):
    """Setup: every pile of the Ecology's Legendary Locations, top first (the shuffles recorded)."""

    kind: Literal["location_piles_ready"] = "location_piles_ready"
    hidden: ClassVar[tuple[str, ...]] = ("piles.*",)
    ecology: str
    piles: dict[str, tuple[str, ...]]


class RunesMatched(Event):
    """Placed tiles now match rune patterns: Legendary Locations are Discovered there."""

    kind: Literal["runes_matched"] = "runes_matched"
    changes_board: ClassVar[bool] = True
    found: tuple[FoundLocation, ...]


class RunesUnmatched(Event):
    """These discovered locations can no longer be made (their pattern was Encountered elsewhere,
    or Encounter Tokens now cover one of their nodes)."""

    kind: Literal["runes_unmatched"] = "runes_unmatched"
    changes_board: ClassVar[bool] = True
    elements: tuple[str, ...]


class LegendaryEntered(Event):
    """Encounter Tokens are placed on the location's node pairs; its pattern is spent this Ecology."""

    kind: Literal["legendary_entered"] = "legendary_entered"
    element: str
    pattern: int
    location: str  # the rune pattern's name
    nodes: tuple[tuple[int, int, str], ...]


class LocationCardDrawn(Event):
    kind: Literal["location_card_drawn"] = "location_card_drawn"
    reveals: ClassVar[bool] = True
    card: str
    pile: str


class LocationOptionChosen(Event):
    kind: Literal["location_option_chosen"] = "location_option_chosen"
    card: str
    option: int


class LocationCardDone(Event):
    """A card is Resolved (it joins the XP pool) or Defeated (the fight already added it)."""

    kind: Literal["location_card_done"] = "location_card_done"
    card: str
    next: str
    to_pool: bool = True


# --- setup ------------------------------------------------------------------------------------

def build_piles(game: RulesGame, eco: str) -> dict[str, tuple[str, ...]]:
    """Numbered-only piles shuffled; lettered piles stacked I on top, shuffled where numerals tie."""
    groups: dict[str, dict[int, list[str]]] = {}
    for c in ecology_cards(game.content, eco):
        groups.setdefault(c.pile, {}).setdefault(c.numeral, []).append(c.id)
    piles: dict[str, tuple[str, ...]] = {}
    for pile in sorted(groups):
        stacked = [c for c in game.state.stacked.get(f"legendary:{eco}:{pile}", [])
                   if any(c in ids for ids in groups[pile].values())]
        order: list[str] = []
        for numeral in sorted(groups[pile]):
            same = sorted(c for c in groups[pile][numeral] if c not in stacked)
            game.rng.shuffle(same)
            order += same
        piles[pile] = tuple(stacked + order)
    return piles


@on_ecology_setup
def set_up_location_piles(game: RulesGame) -> None:
    eco = game.state.ecology
    game.emit(LocationPilesReady(ecology=eco, piles=build_piles(game, eco)))


# --- discovery --------------------------------------------------------------------------------

def _node_cell(side: str) -> tuple[int, int]:
    mid = N // 2
    return {"N": (mid, 0), "S": (mid, N - 1), "W": (0, mid), "E": (N - 1, mid)}[side]


def choose_spot(game: RulesGame, match: RuneMatch, new_square: tuple[int, int],
                taken: frozenset[tuple[int, int, int, int]] = frozenset()) -> tuple[str, Spot]:
    """Where the location's marker (and the Lantern) goes: a cell of a matched tile in the heroes'
    area (the new tile first), nearest one of the tile's matched nodes, never a cell `taken` by
    another element (two locations Discovered by one tile each get a cell of their own, so each
    can be pointed at and Encountered)."""
    grid = game.board.grid
    reach = game.board.reach(game.state)
    squares = sorted(match.squares, key=lambda sq: sq != new_square)
    for wanted in (reach.accessible, reach.obstructed_reached, None):
        for x, y in squares:
            geom = grid[(x, y)]
            sides = [side for nx, ny, side in match.nodes if (nx, ny) == (x, y)] or ["N"]
            targets = [_node_cell(s) for s in sides]
            cells = [(i % N, i // N) for i, reg in enumerate(geom.region_of)
                     if reg >= 0 and (wanted is None or (x, y, reg) in wanted)
                     and (x, y, i % N, i // N) not in taken]
            if cells:
                cx, cy = min(cells, key=lambda c: (min(abs(c[0] - tx) + abs(c[1] - ty)
                                                       for tx, ty in targets), c[1], c[0]))
                return geom.tile_id, Spot(x=x, y=y, cx=cx, cy=cy)
    x, y = squares[0]
    return grid[(x, y)].tile_id, Spot(x=x, y=y, cx=N // 2, cy=N // 2)


def _match_key(m: LegendaryMatch) -> tuple[int, frozenset[tuple[int, int]], frozenset[tuple[int, int, str]]]:
    return (m.pattern, frozenset(m.squares), frozenset(m.nodes))


_NO_PATTERNS: dict[int, RunePattern] = {}


@per_object("legendary.hopeful_patterns", objects=2)
def _hopeful_patterns(patterns: dict[int, RunePattern], geom: TileGeometry,
                      paired: frozenset[str]) -> list[tuple[int, RunePattern]]:
    """The patterns, in number order, with a square the tile can be, its holes facing free nodes
    (`paired`: the tile's paired sides): only those can be matched through the tile."""
    return [(number, pattern) for number, pattern in sorted(patterns.items())
            if paired_candidates(pattern, geom, paired)]


@on_tile_placed
def discover_locations(game: RulesGame, tile: str, x: int, y: int, rotation: int) -> None:
    """"To Discover a Legendary Location, players must place Map Tiles with Nodes in an arrangement
    matching the Rune pattern shown on the back of a Legendary Location's Cards.\""""
    ls = game.state.legendary
    patterns = game.content.rune_patterns.get(game.state.ecology, _NO_PATTERNS)
    grid = game.board.grid
    geom = grid.get((x, y))
    if geom is None:
        return
    used = set(ls.used_nodes)  # (nodes are tuples: the state model takes them in so, apply_entered adds the event's)
    # a pattern none of whose squares this tile can be (its holes facing free nodes) finds nothing
    # through it; the known matches are read only once a match is found
    paired = paired_sides(grid, used, (x, y))
    known: set[tuple[int, frozenset[tuple[int, int]], frozenset[tuple[int, int, str]]]] | None = None
    found: list[FoundLocation] = []
    taken = {(e.spot.x, e.spot.y, e.spot.cx, e.spot.cy) for e in game.state.elements.values()}
    count = ls.found
    for number, pattern in _hopeful_patterns(patterns, geom, paired):
        if number in ls.encountered:
            continue
        for m in find_matches(pattern, grid, used, must_include=(x, y), paired=paired):
            if known is None:
                known = {_match_key(lm) for lm in ls.matches.values()}
            if m.key in known:
                continue
            count += 1
            el_tile, spot = choose_spot(game, m, (x, y), frozenset(taken))
            taken.add((spot.x, spot.y, spot.cx, spot.cy))
            found.append(FoundLocation(element=f"legendary-{count}", pattern=number, tile=el_tile, spot=spot,
                                       squares=list(m.squares), nodes=sorted(m.nodes)))
    if found:
        game.emit(RunesMatched(found=tuple(found)))


def rune_progress(game: RulesGame, tile: str, x: int, y: int, rotation: int) -> float:
    """For bots and hints: how much placing `tile` there would advance the rune patterns still to
    find (node pairs it would connect, and locations it would Discover). Read-only."""
    return RuneOutlook(game).progress(tile, x, y, rotation)


class RuneOutlook:
    """rune_progress for several placements of one position (what they share worked out once)."""

    def __init__(self, game: RulesGame) -> None:
        ls = game.state.legendary
        self.game = game
        self.used = set(ls.used_nodes)
        waiting = {m.pattern for m in ls.matches.values()}
        self.open = [pattern for number, pattern in game.content.rune_patterns.get(game.state.ecology, {}).items()
                     if number not in ls.encountered and number not in waiting]
        self._paired: dict[tuple[int, int], frozenset[str]] = {}
        # (tile, rotation, paired sides) -> open patterns it may add to
        self._hopeful: dict[tuple[str, int, frozenset[str]], list[RunePattern]] = {}
        self._grid: dict[tuple[int, int], TileGeometry] | None = None  # the board's grid, copied on first use

    def progress(self, tile: str, x: int, y: int, rotation: int) -> float:
        geom = self.game.content.geometry[tile][rotation]
        used = self.used
        score = 0.0
        # a square's paired sides read only its neighbours: once per square
        paired = self._paired.get((x, y))
        if paired is None:
            paired = self._paired[(x, y)] = paired_sides(self.game.board.grid, used, (x, y))
        for side in geom.nodes:
            if side in paired:
                score += 0.5
        if self.open:
            # only patterns with a square this tile can be, its holes facing free nodes
            key = (tile, rotation, paired)
            hopeful = self._hopeful.get(key)
            if hopeful is None:
                hopeful = self._hopeful[key] = [p for p in self.open if paired_candidates(p, geom, paired)]
            if hopeful:
                # the outlook's own copy of the grid gets the tile for the question and then loses
                # it again (one copy per decision instead of one per placement)
                grid = self._grid
                if grid is None:
                    grid = self._grid = dict(self.game.board.grid)
                square = (x, y)
                with LentTile(grid, square, geom):
                    for pattern in hopeful:
                        if has_match(pattern, grid, used, square, paired):
                            score += 2.0
        return score


# --- encountering -----------------------------------------------------------------------------

def location_problem(game: RulesGame, el: ElementState) -> str | None:
    ls = game.state.legendary
    match = ls.matches.get(el.id)
    if match is None:
        return _("That Legendary Location can no longer be made.")
    if match.pattern in ls.encountered:
        return _("That Rune Pattern has already been Encountered in this Ecology.")
    if not game.state.legendary.piles.get(str(match.pattern)):
        return _("That Legendary Location's cards are all used.")
    return None


@encounters("legendary", check=location_problem)
def encounter_location(game: RulesGame, el: ElementState) -> None:
    ls = game.state.legendary
    match = ls.matches[el.id]
    pattern = game.content.rune_patterns[game.state.ecology][match.pattern]
    game.emit(LegendaryEntered(element=el.id, pattern=match.pattern, location=pattern.name,
                               nodes=tuple(match.nodes)))
    taken = set(match.nodes)
    gone = [eid for eid, m in ls.matches.items()
            if eid != el.id and (m.pattern == match.pattern or not taken.isdisjoint(m.nodes))]
    if gone:
        game.emit(RunesUnmatched(elements=tuple(gone)))
    push(game, LegendaryStep(element=el.id, pattern=match.pattern))
    draw_card(game, str(match.pattern))


def draw_card(game: RulesGame, pile: str) -> None:
    """Draw the top card of `pile` and resolve what can be resolved at once."""
    card_id = game.state.legendary.piles[pile][0]
    game.emit(LocationCardDrawn(card=card_id, pile=pile))
    card = game.content.legendary[card_id]
    if card.monster is not None:
        m = game.content.monsters.monsters[card.id]
        start_fight(game, "legendary", [foe_from_card(game, m)])
        return
    run_card_effects(game, card.effects, card.name, card.id)
    if game.state.outcome is not None or card.options:
        return
    card_done(game, card, card.next)


def card_done(game: RulesGame, card: LocationCard, next_letter: str, to_pool: bool = True) -> None:
    game.emit(LocationCardDone(card=card.id, next=next_letter, to_pool=to_pool))
    step = active(game)
    if not next_letter and isinstance(step, LegendaryStep):
        leave_location(game, step)


def leave_location(game: RulesGame, step: LegendaryStep) -> None:
    """All its cards Resolved or Defeated: mark the location and move on."""
    finish(game)
    game.emit(ElementResolved(element=step.element))
    offer_leaving_location(game)  # story mode: a story choice as the heroes leave


def after_location_fight(game: RulesGame) -> None:
    """The card's monster is Defeated (the fight put the card in the XP pool): on to its letter."""
    step = next((s for s in game.state.pending if isinstance(s, LegendaryStep)), None)
    if step is None or step.card is None:
        return
    card_done(game, game.content.legendary[step.card], game.content.legendary[step.card].next, to_pool=False)


on_combat_won("legendary")(after_location_fight)


def _step(game: RulesGame) -> LegendaryStep:
    step = active(game)
    if game.state.phase != "resolving" or not isinstance(step, LegendaryStep):
        raise RuleViolation(_("No Legendary Location is being explored now."))
    return step


@decides(ContinueLocation)
def decide_continue(game: RulesGame, cmd: ContinueLocation) -> None:
    step = _step(game)
    if step.choosing or step.next is None:
        raise RuleViolation(_("Resolve the card in front of you first."))
    if not step.next:
        leave_location(game, step)
        return
    pile = f"{step.pattern}{step.next}"
    if not game.state.legendary.piles.get(pile):
        leave_location(game, step)  # never with our cards: every letter's pile holds enough
        return
    draw_card(game, pile)


@decides(ChooseLocationOption)
def decide_option(game: RulesGame, cmd: ChooseLocationOption) -> None:
    step = _step(game)
    card = game.content.legendary[step.card] if step.card else None
    if card is None or not step.choosing:
        raise RuleViolation(_("This card offers no choice."))
    if not 0 <= cmd.option < len(card.options):
        raise RuleViolation(_("Choose an option from 0 to {last}.").format(last=len(card.options) - 1))
    option = card.options[cmd.option]
    game.emit(LocationOptionChosen(card=card.id, option=cmd.option))
    run_card_effects(game, option.effects, card.name, card.id)
    if game.state.outcome is None:
        card_done(game, card, option.next)


@lists_legal("resolving")
def legal_location(game: RulesGame) -> list[Command]:
    step = active(game)
    if game.state.phase != "resolving" or not isinstance(step, LegendaryStep):
        return []
    if step.choosing and step.card:
        return [ChooseLocationOption(option=i) for i in range(len(game.content.legendary[step.card].options))]
    return [ContinueLocation()] if step.next is not None else []


# --- applying ---------------------------------------------------------------------------------

def _legendary_step(game: RulesGame) -> LegendaryStep | None:
    return next((s for s in game.state.pending if isinstance(s, LegendaryStep)), None)


@applies(LocationPilesReady)
def apply_piles(game: RulesGame, e: LocationPilesReady) -> None:
    game.state.legendary = LegendaryState(piles={k: list(v) for k, v in e.piles.items()})


@applies(RunesMatched)
def apply_matched(game: RulesGame, e: RunesMatched) -> None:
    s = game.state
    for f in e.found:
        s.elements[f.element] = ElementState(id=f.element, kind="legendary", tile=f.tile, spot=f.spot)
        s.legendary.matches[f.element] = LegendaryMatch(pattern=f.pattern, squares=list(f.squares),
                                                        nodes=list(f.nodes))
        s.legendary.found += 1


@applies(RunesUnmatched)
def apply_unmatched(game: RulesGame, e: RunesUnmatched) -> None:
    s = game.state
    for eid in e.elements:
        s.elements.pop(eid, None)
        s.legendary.matches.pop(eid, None)


@applies(LegendaryEntered)
def apply_entered(game: RulesGame, e: LegendaryEntered) -> None:
    ls = game.state.legendary
    ls.used_nodes.extend(e.nodes)  # (the event's nodes are tuples already)
    ls.encountered.append(e.pattern)


@applies(LocationCardDrawn)
def apply_card_drawn(game: RulesGame, e: LocationCardDrawn) -> None:
    game.state.legendary.piles[e.pile].remove(e.card)
    step = _legendary_step(game)
    if step is not None:
        step.card, step.next = e.card, None
        step.choosing = bool(game.content.legendary[e.card].options)


@applies(LocationOptionChosen)
def apply_option(game: RulesGame, e: LocationOptionChosen) -> None:
    step = _legendary_step(game)
    if step is not None:
        step.choosing = False


@applies(LocationCardDone)
def apply_card_done(game: RulesGame, e: LocationCardDone) -> None:
    s = game.state
    if e.to_pool:
        s.xp_pool.append(e.card)
    step = _legendary_step(game)
    if step is not None:
        step.next = e.next
        step.choosing = False
    if s.pending and s.phase == "exploring":
        s.phase = "resolving"  # back from the card's fight: the location is not finished


# --- the log ----------------------------------------------------------------------------------

@describes("runes_matched")
def _d_matched(game: RulesGame, e: RunesMatched) -> str:
    pats = game.content.rune_patterns[game.state.ecology]
    names = sorted({content_text(pats[f.pattern].name) for f in e.found})
    return _("The nodes line up: a Legendary Location is Discovered ({names}).").format(names=", ".join(names))


@describes("runes_unmatched")
def _d_unmatched(game: RulesGame, e: RunesUnmatched) -> str | None:
    return None


@describes("legendary_entered")
def _d_entered(game: RulesGame, e: LegendaryEntered) -> str:
    return _("Encounter Tokens are laid on the nodes: the heroes enter {location}.").format(
        location=content_text(e.location))


@describes("location_card_drawn")
def _d_drawn(game: RulesGame, e: LocationCardDrawn) -> str:
    c = game.content.legendary[e.card]
    # i18n: a Legendary Location's card as the log tells it: its name, then its text
    return _("{card}: {text}").format(card=card_text(c, "name"), text=card_text(c, "text"))


@describes("location_option_chosen")
def _d_option(game: RulesGame, e: LocationOptionChosen) -> str:
    option = content_text(game.content.legendary[e.card].options[e.option].label, e.card)
    return _("The heroes choose: {option}.").format(option=option)


@describes("location_card_done")
def _d_done(game: RulesGame, e: LocationCardDone) -> str:
    c = game.content.legendary[e.card]
    if e.to_pool:
        line = _("{card} is resolved ({n} XP to the pool).").format(card=card_text(c, "name"), n=c.xp)
    else:
        line = _("{card} is defeated ({n} XP to the pool).").format(card=card_text(c, "name"), n=c.xp)
    if e.next:
        line += " " + _("The next card is one marked {mark}.").format(mark=e.next)
    return line

