"""`python main.py --autoplay`: a headless game played by the bot, with a short account of it."""

from __future__ import annotations

from collections import Counter

from game import bot
from game.rules import Game
from game.rules.tiles import ECOLOGY_NAMES


def account(game: Game) -> str:
    """A few lines saying what happened: tiles laid, elements discovered, how it ended."""
    kinds = Counter(e.kind for e in game.events)
    found = Counter(el.kind for el in game.state.elements.values())
    s = game.state
    lines = [
        f"Heroes: {', '.join(s.heroes)}   seed {s.seed}   variants: {', '.join(s.variants) or 'none'}",
        f"Ecology reached: {ECOLOGY_NAMES[s.ecology]}",
        f"Map tiles laid: {kinds['tile_placed']} (pile left: {len(s.tile_pile)})",
        "Elements discovered: " + (", ".join(f"{n} {k}" for k, n in sorted(found.items())) or "none"),
        f"Commands: {kinds['command_accepted']}, events: {len(game.events)}",
    ]
    if game.outcome:
        lines.append(f"Ended: {game.outcome} - {s.outcome_reason}")
    else:
        lines.append("Ended: the bot had no legal command left (the rules for what remains are not "
                     "playable yet)" if not game.legal() else "Ended: command limit reached")
    return "\n".join(lines)


def run(heroes: list[str], seed: int, ecology: str, variants: list[str]) -> int:
    game = Game.new(heroes=heroes, seed=seed, ecology=ecology, variants=variants)
    bot.play(game, seed=seed)
    print(account(game))
    return 0
