"""`python main.py --autoplay`: a headless game played by the bot (`--bot thinking`: the Thinking
player), with a short account of it.

With `--saves DIR` the game is also saved in DIR as an ordinary saved game, the way the window saves a
game (a save folder created at the start, autosaved after every command), so the title screen's
Load lists it and Continue opens it.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.bot import levels
from game.bot.levels import HEURISTIC
from game.i18n import _, ngettext
from game.rules import Game, counted, ecology_title, outcome_words
from game.saves.share_code import ShareSetup, code_of_game, no_code_reason


def account(game: Game) -> str:
    """A few lines saying what happened: tiles laid, elements discovered, fights, how it ended (in the
    game's language, game.i18n)."""
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
    lines = [_("Heroes: {heroes}   seed {seed}   variants: {variants}").format(
        heroes=", ".join(s.heroes), seed=s.seed, variants=", ".join(s.variants) or _("none"))]
    for ecology, t in per_ecology:
        found = ", ".join(counted(k[6:], t[k]) for k in sorted(t) if k.startswith("found ")) or _("nothing")
        lines.append(_("{ecology}: {tiles}; discovered {found}; {fights}; {resolved}").format(
            ecology=ecology_title(ecology),
            tiles=ngettext("{n} map tile laid", "{n} map tiles laid", t["tile_placed"]).format(n=t["tile_placed"]),
            found=found, fights=ngettext("{n} fight won", "{n} fights won", t["combat_won"]).format(n=t["combat_won"]),
            resolved=ngettext("{n} element resolved", "{n} elements resolved",
                              t["element_resolved"]).format(n=t["element_resolved"])))
    heroes = ", ".join(_("{name} level {level} ({health}/{most})").format(
        name=game.content.heroes[h.hero].name, level=h.level, health=h.health, most=h.max_health)
        for h in s.hero_states)
    lines.append(_("Party at the end: {heroes}; keys {keys}; XP cards {xp}").format(
        heroes=heroes, keys=s.keys, xp=len(s.xp_pool)))
    lines.append(_("Commands: {commands}, events: {events}").format(
        commands=sum(1 for e in game.events if e.kind == "command_accepted"), events=len(game.events)))
    if game.outcome:
        lines.append(_("Ended: {outcome} - {reason}").format(
            outcome=_("won") if game.outcome == "won" else _("lost") if game.outcome == "lost" else game.outcome,
            reason=outcome_words(game)))
    else:
        lines.append(_("Ended: the bot had no legal command left") if not game.legal()
                     else _("Ended: command limit reached"))
    code = code_of_game(game)  # last, so a script takes the last line to play the same game again
    lines.append(_("Share code: {code}").format(code=code) if code
                 else _("Share code: none. {reason}").format(reason=no_code_reason(game)))
    return "\n".join(lines)


def play_saved(game: Game, saved_game: Any, seed: int = 0, max_commands: int = 20000,
               level: str = HEURISTIC) -> Game:
    """`levels.play` with `saved_game.record(game)` after each command (as the window's session
    autosaves), so an interrupted game is saved up to its last move."""
    return levels.play(game, level, seed=seed, max_commands=max_commands, after=saved_game.record)


def run(heroes: list[str], seed: int, ecology: str, variants: list[str], single_class: Sequence[str] = (),
        saves: str | Path | None = None, setup: ShareSetup | None = None, level: str = HEURISTIC) -> int:
    """Play with a machine player of `level` (game/bot/levels.py) and print the account; with
    `saves`, save the game there as a saved game (named on stderr, so the account on stdout is the
    same with or without it). A share code's `setup` stands for the other arguments (the bot plays
    with its seed)."""
    if setup is not None:
        game, seed = setup.new_game(), setup.seed
    else:
        game = Game.new(heroes=heroes, seed=seed, ecology=ecology, variants=variants, single_class=single_class)
    if saves is None:
        levels.play(game, level, seed=seed)
        print(account(game))
        return 0
    from game.saves import SaveError, SaveStore
    try:
        saved_game = SaveStore(saves, content=game.content).create(game)
        play_saved(game, saved_game, seed=seed, level=level)
    except (SaveError, OSError) as exc:
        print(account(game))
        print("forgotten-depths: " + _("the game could not be saved: {reason}").format(reason=exc), file=sys.stderr)
        return 1
    print(account(game))
    saved = _("Saved as the saved game “{name}” in {folder}")
    print(saved.format(name=saved_game.name, folder=saved_game.folder.parent), file=sys.stderr)
    return 0
