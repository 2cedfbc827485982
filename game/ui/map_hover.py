"""What is under the mouse on the map, and its tooltip in plain words.

Everything the map draws can be pointed at: the elements the heroes Encounter (and a Discovered
Legendary Location), the icons the tiles print that are never Encountered (the Entrance, Secret
Passages, Warp Portals, the Boat and the Sword), the heroes' figures and the Lantern, the rune
Nodes on tile edges (free, connected or used by Encounter Tokens), Water, Level Stairs and Habitat
Boundaries. `thing_at` names the thing at a screen position with a hover key (an element's id,
"lantern", or "<kind>:<where>" for the others); `tooltip_parts` gives its title and body and
`tooltip_html` the tooltip's text. Nothing here decides a rule: refusals come from the rules' queries.
"""

from __future__ import annotations

import html
import math
from typing import Any

import pygame

from game.i18n import _
from game.rules import OPPOSITE, STEP, N, encounter_problem, hero_name

from .board_view import BoardView
from .figures import party_rects
from .labels import element_note, element_title, feature_note, feature_title, proper_name
from .tile_art import icon_size

ENCOUNTERABLE_KINDS = frozenset({"monster", "feature", "door", "chest", "campfire", "stairs", "legendary"})
FEATURE_KINDS = ("hero", "lantern", "node", "habitat", "water", "level_stairs")  # pointed at besides elements
PRINTED = "icon"  # hover key prefix of an icon the tile prints that is never Encountered (no element)
CELL_FEATURES = {"A": "water", "S": "level_stairs"}  # cell codes with a meaning of their own
NODE_REACH = 0.09  # how near (in tiles) the mouse must be to a Node's midpoint to point at it
BOUNDARY_REACH = 0.22  # how near (in cells) to a Habitat Boundary's dotted line
GOOD, BAD = "#9ee08a", "#ff9080"


# --- where things are ---------------------------------------------------------------------------

def lantern_spot(board: BoardView) -> tuple[tuple[float, float], float] | None:
    """The Lantern token's centre and radius on screen (as BoardView draws it), None without a Lantern."""
    lantern = board.game.state.lantern
    if lantern is None:
        return None
    rect = board.camera.cell_rect(lantern.x, lantern.y, lantern.cx, lantern.cy)
    return (rect.centerx + rect.width * 0.45, rect.centery - rect.height * 0.45), max(8.0, rect.width * 0.55)


def hero_rects(board: BoardView) -> list[pygame.Rect]:
    """Where each hero's figure stands on screen (none without a Lantern)."""
    lantern = board.game.state.lantern
    if lantern is None:
        return []
    cell = board.camera.cell_rect(lantern.x, lantern.y, lantern.cx, lantern.cy)
    return party_rects(list(board.game.state.heroes), cell)


def node_centre(board: BoardView, x: int, y: int, side: str) -> tuple[float, float]:
    """The midpoint of a placed tile's side, where its Node is drawn."""
    sq = board.camera.square_rect(x, y)
    dx, dy = STEP[side]
    return sq.centerx + dx * sq.width / 2, sq.centery + dy * sq.height / 2


def _node_at(board: BoardView, pos: tuple[int, int]) -> str | None:
    grid = board.game.board.grid
    reach = max(5.0, board.camera.px * NODE_REACH)
    x, y = board.camera.square_at(pos)
    geom = grid.get((x, y))
    if geom is None:
        return None
    for side in geom.nodes:
        if math.dist(pos, node_centre(board, x, y, side)) <= reach:
            return f"node:{x}:{y}:{side}"
    return None


def _cell_at(board: BoardView, pos: tuple[int, int]) -> tuple[int, int, int, int] | None:
    """The placed tile square and cell under `pos`, with the position inside the cell (0..1)."""
    cam = board.camera
    x, y = cam.square_at(pos)
    if (x, y) not in board.game.board.grid:
        return None
    c = cam.px / N
    cx = min(N - 1, int((pos[0] - cam.ox - x * cam.px) // c))
    cy = min(N - 1, int((pos[1] - cam.oy - y * cam.px) // c))
    return x, y, cx, cy


def printed_cell(cx: int, cy: int, rotation: int) -> tuple[int, int]:
    """Where cell (cx, cy) of a tile turned `rotation` quarter turns clockwise is on the printed tile."""
    for _turn in range(rotation % 4):  # a quarter turn back (anticlockwise) each
        cx, cy = cy, N - 1 - cx
    return cx, cy


def habitat_of(game: Any, x: int, y: int, cx: int, cy: int) -> str:
    """The habitat area ("A" or "B") of a placed tile's cell, read from the printed tile."""
    placement = game.state.placement_at(x, y)
    tile = game.content.tiles.get(placement.tile) if placement is not None else None
    if tile is None:
        return "A"
    px, py = printed_cell(cx, cy, placement.rotation)
    return tile.habitat[py * N + px]


def _boundary_at(board: BoardView, pos: tuple[int, int], where: tuple[int, int, int, int]) -> str | None:
    """A Habitat Boundary's dotted line near `pos`: it runs between cells of different areas."""
    x, y, cx, cy = where
    cam = board.camera
    c = cam.px / N
    fx = (pos[0] - cam.ox - x * cam.px) / c - cx  # where in the cell, 0..1
    fy = (pos[1] - cam.oy - y * cam.px) / c - cy
    here = habitat_of(board.game, x, y, cx, cy)
    near = {"W": fx, "E": 1 - fx, "N": fy, "S": 1 - fy}
    for side in sorted(near, key=lambda s: near[s]):
        if near[side] > BOUNDARY_REACH:
            break
        nx, ny = cx + STEP[side][0], cy + STEP[side][1]
        if 0 <= nx < N and 0 <= ny < N and habitat_of(board.game, x, y, nx, ny) != here:
            return f"habitat:{x}:{y}:{cx}:{cy}"
    return None


def _printed_icon_at(board: BoardView, pos: tuple[int, int]) -> str | None:
    """An icon the tile prints that is never Encountered (the Entrance, a Secret Passage, a Warp
    Portal, the Boat, the Sword): the rules keep no element for it, the tile art draws it."""
    x, y = board.camera.square_at(pos)
    geom = board.game.board.grid.get((x, y))
    if geom is None:
        return None
    sq = board.camera.square_rect(x, y)
    side, c = icon_size(sq.width), sq.width / N
    for el in geom.elements:
        if el.kind in ENCOUNTERABLE_KINDS:
            continue
        rect = pygame.Rect(0, 0, side, side)  # where TileArt draws it: centred on its cell, kept in the tile
        rect.center = (round(sq.x + (el.cx + 0.5) * c), round(sq.y + (el.cy + 0.5) * c))
        if rect.clamp(sq).collidepoint(pos):
            return f"icon:{x}:{y}:{el.index}"
    return None


def _on_icon(board: BoardView, element: str, pos: tuple[int, int]) -> bool:
    """Whether `pos` is on the element's icon itself (not only near it)."""
    return board.element_rect(board.game.state.elements[element]).collidepoint(pos)


def thing_at(board: BoardView, pos: tuple[int, int]) -> str | None:
    """The hover key of what is drawn under `pos` on the map (None: nothing with a meaning).

    The Lantern's token first (drawn over the corner of its cell), then an element's icon (what a
    click Encounters), the heroes' figures, the space around an icon, the Nodes on the edges, the
    Habitat Boundaries' lines, and last the cell itself."""
    cam = board.camera
    if not cam.view.collidepoint(pos):
        return None
    spot = lantern_spot(board)  # the Lantern is drawn over the corner of its cell's element: its body first
    if spot is not None and abs(pos[0] - spot[0][0]) <= spot[1] * 0.5 and abs(pos[1] - spot[0][1]) <= spot[1] * 0.65:
        return "lantern"
    element = board.element_at(pos)
    if element is not None and _on_icon(board, element, pos):
        return element
    for i, rect in reversed(list(enumerate(hero_rects(board)))):  # the last drawn stands in front
        if rect.inflate(-rect.width // 5, 0).collidepoint(pos):
            return f"hero:{i}"
    found = _printed_icon_at(board, pos) or _node_at(board, pos) or element  # element: near its icon
    if found is not None:
        return found
    where = _cell_at(board, pos)
    if where is None:
        return None
    boundary = _boundary_at(board, pos, where)
    if boundary is not None:
        return boundary
    x, y, cx, cy = where
    kind = CELL_FEATURES.get(board.game.board.grid[(x, y)].cells[cy * N + cx])
    return f"{kind}:{x}:{y}:{cx}:{cy}" if kind else None


# --- what they are ------------------------------------------------------------------------------

def feature_kind(key: str) -> str | None:
    """The map feature a hover key names ("node", "water"...), None for an element (or a printed icon)."""
    if key == "lantern":
        return "lantern"
    kind = key.partition(":")[0]
    return kind if ":" in key and kind in FEATURE_KINDS else None


def element_kind(game: Any, key: str) -> str | None:
    """The element kind a hover key names: a Discovered element's, or a printed icon's."""
    if key.startswith(PRINTED + ":"):
        _, x, y, index = key.split(":")
        geom = game.board.grid.get((int(x), int(y)))
        return next((el.kind for el in geom.elements if el.index == int(index)), None) if geom else None
    el = game.state.elements.get(key)
    return el.kind if el is not None else None


def _node_state(game: Any, x: int, y: int, side: str) -> tuple[str, bool]:
    """What holds for one Node: used by Encounter Tokens, connected to a facing Node, or neither."""
    if (x, y, side) in {tuple(n) for n in game.state.legendary.used_nodes}:
        return (_("Used: a Legendary Location was Encountered here and its Encounter Token lies on this Node, "
                  "so no other Rune Pattern can use it."), False)
    dx, dy = STEP[side]
    other = game.board.grid.get((x + dx, y + dy))
    if other is None:
        return _("Free: no tile beyond this edge yet; a tile with a Node on the facing edge would connect to "
                 "it."), True
    if OPPOSITE[side] in other.nodes:
        return _("Free and connected: it meets the next tile's Node, a pair a Rune Pattern can use."), True
    return _("Free, but the next tile has no Node on the facing edge: this Node stays unconnected."), False


def _hero_parts(game: Any, index: int) -> tuple[str, str]:
    heroes = game.state.heroes
    if not 0 <= index < len(heroes):
        return feature_title("hero"), feature_note("hero")
    name, cls = proper_name(game, index), hero_name(heroes[index])
    title = name if name == cls else f"{name}, {cls.removeprefix('the ')}"
    facts = ""
    if index < len(game.state.hero_states):
        hs = game.state.hero_states[index]
        facts = _("Health {health} of {most}, level {level}. ").format(health=hs.health, most=hs.max_health,
                                                                         level=hs.level)
    return title, facts + feature_note("hero")


def _element_parts(game: Any, element: str) -> tuple[str, str, tuple[str, str] | None]:
    """An element's title, body and the closing line (its colour and words) if it can be Encountered."""
    if element.startswith(PRINTED + ":"):
        kind = element_kind(game, element) or ""
        return element_title(kind), element_note(kind), None
    el = game.state.elements.get(element)
    if el is None:
        return "", "", None
    title, note = element_title(el.kind, el.icons), element_note(el.kind)
    if el.kind not in ENCOUNTERABLE_KINDS:
        return title, note, None
    if el.status != "discovered":
        status = {"resolved": _("Already resolved."), "defeated": _("Already defeated."),
                  "unlocked": _("Already unlocked.")}.get(
            el.status, _("Already {status}.").format(status=el.status))
        return title, f"{note} {status}", None
    if el.kind == "door":
        note += " " + _("Keys: {n}.").format(n=game.state.keys)
    problem = encounter_problem(game, element)
    return title, note, (GOOD, _("Click to Encounter.")) if problem is None else (BAD, problem)


def tooltip_parts(game: Any, key: str) -> tuple[str, str]:
    """A hover key's tooltip as plain words: (title, body)."""
    kind = feature_kind(key)
    if kind is None:
        title, body, last = _element_parts(game, key)
        return title, f"{body} {last[1]}" if last else body
    if kind == "hero":
        return _hero_parts(game, int(key.split(":")[1]))
    if kind == "node":
        _, x, y, side = key.split(":")
        return feature_title(kind), f"{feature_note(kind)} {_node_state(game, int(x), int(y), side)[0]}"
    return feature_title(kind), feature_note(kind)


def tooltip_html(game: Any, key: str) -> str:
    """The tooltip's text: the title in bold, then the body (an element's Encounter line coloured)."""
    kind = feature_kind(key)
    if kind is None:
        title, body, last = _element_parts(game, key)
        tail = f"<br><font color='{last[0]}'>{html.escape(last[1])}</font>" if last else ""
        return f"<b>{html.escape(title)}</b><br>{html.escape(body)}{tail}"
    title, body = tooltip_parts(game, key)
    return f"<b>{html.escape(title)}</b><br>{html.escape(body)}"


__all__ = ["FEATURE_KINDS", "element_kind", "feature_kind", "hero_rects", "lantern_spot", "node_centre", "thing_at",
           "tooltip_html", "tooltip_parts"]
