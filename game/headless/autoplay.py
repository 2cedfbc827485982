"""`python main.py --autoplay`: a headless game played by the bot, with a short account of it.

With `--saves DIR` the game is also saved in DIR as an ordinary campaign, the way the window saves a
game (a campaign folder created at the start, autosaved after every command), so the title screen's
Load lists it and Continue opens it.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.bot import heuristic as bot
from game.rules import Game, ecology_title
from game.saves.share_code import ShareSetup, code_of_game, no_code_reason


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
    code = code_of_game(game)  # last, so a script takes the last line to play the same game again
    lines.append(f"Share code: {code}" if code else f"Share code: none. {no_code_reason(game)}")
    return "\n".join(lines)


def play_saved(game: Game, campaign: Any, seed: int = 0, max_commands: int = 20000) -> Game:
    """`bot.play` with `campaign.record(game)` after each command (as the window's session
    autosaves), so an interrupted game is saved up to its last move."""
    return bot.play(game, seed=seed, max_commands=max_commands, after=campaign.record)


def run(heroes: list[str], seed: int, ecology: str, variants: list[str], single_class: Sequence[str] = (),
        saves: str | Path | None = None, setup: ShareSetup | None = None) -> int:
    """Play and print the account; with `saves`, save the game there as a campaign (named on stderr,
    so the account on stdout is the same with or without it). A share code's `setup` stands for the
    other arguments (the bot plays with its seed)."""
    if setup is not None:
        game, seed = setup.new_game(), setup.seed
    else:
        game = Game.new(heroes=heroes, seed=seed, ecology=ecology, variants=variants, single_class=single_class)
    if saves is None:
        bot.play(game, seed=seed)
        print(account(game))
        return 0
    from game.saves import SaveError, SaveStore
    try:
        campaign = SaveStore(saves, content=game.content).create(game)
        play_saved(game, campaign, seed=seed)
    except (SaveError, OSError) as exc:
        print(account(game))
        print(f"forgotten-depths: the game could not be saved: {exc}", file=sys.stderr)
        return 1
    print(account(game))
    print(f"Saved as the campaign '{campaign.name}' in {campaign.folder.parent}", file=sys.stderr)
    return 0
