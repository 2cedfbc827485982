"""`python main.py --autoplay`: a headless game played by the bot, with a short account of it."""

from __future__ import annotations

from collections import Counter

from game import bot
from game.rules import Game, ecology_title


def account(game: Game) -> str:
    """A few lines saying what happened: tiles laid, elements discovered, fights, how it ended."""
    s = game.state
    per_ecology: list[tuple[str, Counter[str]]] = []
    for e in game.events:
        if e.kind == "ecology_set_up":
            per_ecology.append((e.ecology, Counter()))  # type: ignore[attr-defined]
        elif per_ecology:
            tally = per_ecology[-1][1]
            tally[e.kind] += 1
            if e.kind == "elements_discovered":
                tally.update(f"found {el.kind}" for el in e.elements)  # type: ignore[attr-defined]
    lines = [f"Heroes: {', '.join(s.heroes)}   seed {s.seed}   variants: {', '.join(s.variants) or 'none'}"]
    for ecology, t in per_ecology:
        found = ", ".join(f"{t[k]} {k[6:]}" for k in sorted(t) if k.startswith("found ")) or "nothing"
        lines.append(f"{ecology_title(ecology)}: {t['tile_placed']} map tiles laid; discovered {found}; "
                     f"{t['combat_won']} fights won; {t['element_resolved']} elements resolved")
    heroes = ", ".join(f"{game.content.heroes[h.hero].name} level {h.level} ({h.health}/{h.max_health})"
                       for h in s.hero_states)
    lines.append(f"Party at the end: {heroes}; keys {s.keys}; XP cards {len(s.xp_pool)}")
    lines.append(f"Commands: {sum(1 for e in game.events if e.kind == 'command_accepted')}, events: {len(game.events)}")
    if game.outcome:
        lines.append(f"Ended: {game.outcome} - {s.outcome_reason}")
    else:
        lines.append("Ended: the bot had no legal command left" if not game.legal() else "Ended: command limit reached")
    return "\n".join(lines)


def run(heroes: list[str], seed: int, ecology: str, variants: list[str], single_class: list[str] = ()) -> int:
    game = Game.new(heroes=heroes, seed=seed, ecology=ecology, variants=variants, single_class=single_class)
    bot.play(game, seed=seed)
    print(account(game))
    return 0
