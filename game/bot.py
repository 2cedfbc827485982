"""A heuristic bot that plays through the public API only: Game.legal() and Game.do().

Exploring: keep the map open (place tiles so their open sides face empty squares), unlock doors
while keys last. Other rule areas add their heuristics in `score_command` as they land; any
command the heuristics do not know scores 0 and ties are broken by the bot's own seeded RNG.
"""

from __future__ import annotations

import random

from game.rules import Command, Game
from game.rules.geometry import STEP
from game.rules.tiles import OBSTRUCTING


def crossable_after(game: Game, tile: str, x: int, y: int, rotation: int) -> int:
    """How many empty squares the heroes could build onto after this placement (keep the map open).

    Traces paths inside the new tile from the sides that meet the heroes' area, without passing
    regions its own Monsters, Features or Doors would obstruct.
    """
    state = game.state
    reach = game.board.reach(state)
    geom = game.content.geometry[tile][rotation]
    crossable = {sq for sq, needs in reach.frontier.items() if any(c for _, _, c in needs)}
    crossable.discard((x, y))
    blocked = {el.region for el in geom.elements if el.kind in OBSTRUCTING}
    needs = reach.frontier.get((x, y), [])
    start = {r for side, _, c in needs if c for r in geom.edge_regions[side] if r >= 0}
    if any(net in reach.networks for _, net in geom.linking_regions):
        start |= {r for r, _ in geom.linking_regions}
    seen = {r for r in start if r not in blocked}
    stack = list(seen)
    while stack:
        r = stack.pop()
        for a, b in geom.region_links:
            other = b if a == r else a if b == r else None
            if other is not None and other not in seen and other not in blocked:
                seen.add(other)
                stack.append(other)
    for side in geom.open_sides:
        dx, dy = STEP[side]
        square = (x + dx, y + dy)
        if square not in game.board.grid and any(r in seen for r in geom.edge_regions[side]):
            crossable.add(square)
    return len(crossable)


def _placement_score(game: Game, cmd: Command) -> float:
    open_sides = len(game.content.geometry[cmd.tile][cmd.rotation].open_sides)  # type: ignore[attr-defined]
    return crossable_after(game, cmd.tile, cmd.x, cmd.y, cmd.rotation) + 0.01 * open_sides  # type: ignore[attr-defined]


def score_command(game: Game, cmd: Command) -> float:
    """Higher is better. Unknown commands score 0."""
    if game.state.phase == "combat":
        from game.rules.combat_flow import combat_score
        return combat_score(game, cmd)
    if cmd.kind in PROGRESS_KINDS:
        return progress_score(game, cmd)
    if cmd.kind == "place_tile":
        return _placement_score(game, cmd)
    if cmd.kind == "encounter":
        el = game.state.elements[cmd.element]  # type: ignore[attr-defined]
        if el.kind == "campfire" and _hurt(game) > 0.35 and _monsters_to_spare(game):
            return 1.5
        return {"door": 0.5, "campfire": -1.0, "stairs": -2.0}.get(el.kind, 1.0)
    if cmd.kind == "draw_tile":
        return 0.2
    return 0.0


# --- encounters, items, XP and progression (features.py, items.py, xp.py, progression.py ...) ----

PROGRESS_KINDS = frozenset({
    "play_feature_card", "end_feature_test", "choose_hero", "keep_item", "forfeit_item", "replace_cards",
    "buy_ability", "pass_ability", "choose_ability", "draw_starting_item", "buy_healing", "buy_key",
    "equip_item", "unequip_item", "use_item", "unlock_with"})


def _hurt(game: Game) -> float:
    """The party's missing health as a share of its maximum."""
    hs = game.state.hero_states
    return 1 - sum(h.health for h in hs) / max(1, sum(h.max_health for h in hs))


def _monsters_to_spare(game: Game) -> bool:
    """Resting returns defeated Monsters: only if the Monster deck can still face every icon."""
    s = game.state
    icons = sum(e.icons for e in s.elements.values() if e.kind == "monster" and e.status != "resolved")
    return len(s.monster_piles.get(s.ecology, [])) >= icons


def _worst(game: Game) -> float:
    return min((h.health / h.max_health for h in game.state.hero_states), default=1.0)


def progress_score(game: Game, cmd: Command) -> float:
    from game.rules.hero_cards import card_value

    s = game.state
    k = cmd.kind
    if k in ("play_feature_card", "end_feature_test"):
        from game.rules.features import target, test_total
        step = s.pending[0]
        short = test_total(step) < target(game, game.content.features[step.card])  # type: ignore[arg-type]
        if k == "end_feature_test":
            return 0.0 if short else 2.0
        card = cmd.card  # type: ignore[attr-defined]
        return (1.0 + (card_value(card) or 0) / 10) if short and card else (1.0 if short else -1.0)
    if k == "choose_hero":
        hs = s.hero_states[cmd.hero]  # type: ignore[attr-defined]
        return 1.0 - 0.1 * (len(hs.equipped) + len(hs.unequipped))
    if k == "keep_item":
        return 1.0
    if k == "forfeit_item":
        return 0.5
    if k == "replace_cards":
        return -sum(card_value(c) or 10 for c in cmd.remove) / 10  # type: ignore[attr-defined]
    if k in ("buy_ability", "draw_starting_item"):
        return 2.0
    if k == "choose_ability":
        a = game.content.ability_cards[cmd.ability]  # type: ignore[attr-defined]
        return 0.5 if any(e.op == "unlock" for e in a.effects) else 1.0 + (a.trigger == "passive")
    if k == "pass_ability":
        return 0.0
    if k == "buy_healing":
        return 3.0 if _worst(game) < 0.6 else -1.0
    if k == "use_item":
        return 2.5 if _worst(game) < 0.5 else -1.0
    if k == "buy_key":
        doors = any(e.kind == "door" and e.status == "discovered" for e in s.elements.values())
        return 1.2 if s.keys == 0 and doors else -1.0
    if k == "equip_item":
        return 2.0
    if k == "unlock_with":
        return 0.6
    return -3.0  # unequip: never worth a move of its own


def choose(game: Game, rng: random.Random) -> Command | None:
    """The bot's pick among the legal commands (None when there is none)."""
    legal = game.legal()
    if not legal:
        return None
    best = max(score_command(game, c) for c in legal)
    return rng.choice([c for c in legal if score_command(game, c) == best])


def play(game: Game, seed: int = 0, max_commands: int = 20000) -> Game:
    """Play until the game ends, no command is legal, or `max_commands` were made."""
    rng = random.Random(seed)
    for _ in range(max_commands):
        if game.outcome is not None:
            break
        cmd = choose(game, rng)
        if cmd is None:
            break
        game.do(cmd)
    return game
