"""The player's statistics: every finished game in one JSON file beside the saves (issue 16).

    <save folder>/stats.json    {"kind": "forgotten-depths/stats", "version": 2, "games": [...]}

One entry per finished game (won or lost), added when the game ends; the title screen sums them up
(played and won per party size, per hero, per variant, per challenge tier and per house rule, the
deepest Ecology reached, the win in the fewest moves). The save folder is the one the saves use
(--saves DIR, $FORGOTTEN_DEPTHS_SAVES or the user data folder), so tests keep theirs in a temporary
folder. Written with files.py (atomic,
never through a link). A file that cannot be read is reported, never overwritten: when the next
game ends it is set aside under a new name (stats.damaged-<time>.json) and a new file started,
which names it, so the player is told both times. Version 1 called a game's saved game "campaign"
(a campaign is a party across several games, game/campaigns); it is renamed when such a file is read.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from game.i18n import _
from game.rules import ECOLOGIES, Game

from .documents import validation_message
from .errors import SaveError
from .files import read_file, save_root, write_atomic
from .migrations import Migration, rename_key, upgrade_version

STATS_FILE = "stats.json"
KIND: Final = "forgotten-depths/stats"
VERSION = 2  # 2: a game names its "saved_game" (version 1: "campaign")


class GameResult(BaseModel):
    """One finished game."""

    model_config = ConfigDict(extra="ignore")
    saved_game: str | None = None  # its saved game's folder name (a game is counted once)
    ended: str
    heroes: list[str]
    variants: list[str] = []
    outcome: Literal["won", "lost"]
    deepest: str  # the deepest Ecology the heroes reached
    moves: int  # commands the players made (the fastest win is the one with the fewest)
    hints: int = 0
    # the options beside the rulebook game (issue 17), counted apart from the rulebook's variants
    tier: str = "standard"
    house_rules: list[str] = []
    story_mode: bool = False


class StatsDoc(BaseModel):
    model_config = ConfigDict(extra="ignore")
    kind: Literal["forgotten-depths/stats"] = KIND
    version: int = VERSION
    games: list[GameResult] = []
    set_aside: list[str] = []  # earlier files that could not be read, kept under these names


class Tally(BaseModel):
    played: int = 0
    won: int = 0


class Summary(BaseModel):
    """What the title screen shows."""

    played: int
    won: int
    by_party_size: dict[int, Tally]
    by_hero: dict[str, Tally]
    by_variant: dict[str, Tally]
    by_tier: dict[str, Tally]  # games at each challenge tier
    by_house_rule: dict[str, Tally]  # games played under each house rule (only those with one)
    deepest: str | None  # the deepest Ecology any game reached
    fastest_win: GameResult | None  # the win in the fewest moves
    hints: int  # hints asked over all games


def stats_path(folder: str | os.PathLike[str] | None = None) -> Path:
    """stats.json in the save folder (`folder`, else $FORGOTTEN_DEPTHS_SAVES, else the user data folder)."""
    return save_root(folder) / STATS_FILE


def load_stats(path: Path) -> StatsDoc:
    """The statistics in `path` (none yet if it is missing); a SaveError naming what is wrong else."""
    if not os.path.lexists(path):
        return StatsDoc()
    raw = read_file(path, limit=8 << 20)
    try:
        doc = json.loads(raw)
    except (ValueError, RecursionError):
        raise SaveError(_("{file} is damaged: it is not readable JSON.").format(file=path.name), "damaged",
                        path) from None
    if not isinstance(doc, dict) or doc.get("kind") != KIND:
        raise SaveError(_("{file} is not a Forgotten Depths statistics file.").format(file=path.name), "damaged", path)
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(_("{file} is damaged: its version is missing.").format(file=path.name), "damaged", path)
    if version > VERSION:
        raise SaveError(_("{file} was written by a newer version of the game (statistics version {version}); it is "
                          "left as it is.").format(file=path.name, version=version), "newer", path)
    try:
        return StatsDoc.model_validate(upgrade_version(doc, _STEPS, VERSION))
    except ValidationError as exc:
        raise SaveError(validation_message(path, exc), "damaged", path) from None


def _games_1_to_2(doc: dict) -> dict:
    """Version 1 -> 2: each game's "campaign" becomes "saved_game"."""
    if isinstance(doc.get("games"), list):
        doc["games"] = [rename_key(g, "campaign", "saved_game") for g in doc["games"]]
    return doc


_STEPS: dict[int, Migration] = {1: _games_1_to_2}


def result_of(game: Game, saved_game: str | None = None, hints: int = 0) -> GameResult:
    """A finished game's line in the statistics."""
    s = game.state
    if game.outcome not in ("won", "lost"):
        raise ValueError("only a finished game is counted")
    outcome: Literal["won", "lost"] = "won" if game.outcome == "won" else "lost"
    reached = [getattr(e, "ecology", "") for e in game.events if e.kind == "ecology_set_up"] or [s.ecology]
    deepest = max(reached, key=lambda e: ECOLOGIES.index(e) if e in ECOLOGIES else -1)
    moves = sum(1 for e in game.events if e.kind == "command_accepted")
    return GameResult(saved_game=saved_game, ended=datetime.now(UTC).isoformat(timespec="seconds"),
                      heroes=list(s.heroes), variants=list(s.variants), outcome=outcome,
                      deepest=deepest, moves=moves, hints=hints, tier=s.tier, house_rules=list(s.house_rules),
                      story_mode=bool(s.story_mode))


def record_result(path: Path, result: GameResult) -> str | None:
    """Add a finished game to the statistics (once per saved game). Returns a sentence for the player
    when something had to be done about the file (a damaged one set aside), else None. Raises
    SaveError when it cannot be written, or was written by a newer game (it is left as it is)."""
    note = None
    try:
        doc = load_stats(path)
    except SaveError as err:
        if err.problem in ("newer", "unsafe"):
            raise
        kept = _set_aside(path)
        doc = StatsDoc(set_aside=[kept.name])
        note = _("Your statistics file could not be read ({problem}); it was kept as {file} and new statistics "
                 "begin with this game.").format(problem=err.message, file=kept.name)
    if result.saved_game is not None and any(g.saved_game == result.saved_game for g in doc.games):
        return note
    doc.games.append(result)
    write_atomic(path, (json.dumps(doc.model_dump(mode="json"), indent=1) + "\n").encode())
    return note


def _set_aside(path: Path) -> Path:
    """Rename a damaged statistics file out of the way, never over another file."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    n = 0
    while True:
        kept = path.with_name(f"stats.damaged-{stamp}{f'-{n}' if n else ''}.json")
        if not os.path.lexists(kept):
            break
        n += 1
    os.rename(path, kept)
    return kept


def summary(doc: StatsDoc) -> Summary:
    """Played and won per party size, per hero and per variant; the deepest Ecology; the fastest win."""
    size: dict[int, Tally] = {}
    hero: dict[str, Tally] = {}
    variant: dict[str, Tally] = {}
    tier: dict[str, Tally] = {}
    house: dict[str, Tally] = {}
    for g in doc.games:
        won = g.outcome == "won"
        keys: list[tuple[dict, object]] = [(size, len(g.heroes)), (tier, g.tier)]
        keys += [(hero, h) for h in dict.fromkeys(g.heroes)]
        keys += [(variant, v) for v in g.variants] or [(variant, "none")]
        keys += [(house, r) for r in dict.fromkeys(g.house_rules)]
        for table, key in keys:
            t = table.setdefault(key, Tally())
            t.played += 1
            t.won += won
    depth = Counter({g.deepest: ECOLOGIES.index(g.deepest) for g in doc.games if g.deepest in ECOLOGIES})
    wins = [g for g in doc.games if g.outcome == "won"]
    return Summary(played=len(doc.games), won=len(wins), by_party_size=dict(sorted(size.items())),
                   by_hero=dict(sorted(hero.items())), by_variant=dict(sorted(variant.items())),
                   by_tier=dict(sorted(tier.items())), by_house_rule=dict(sorted(house.items())),
                   deepest=max(depth, key=depth.__getitem__) if depth else None,
                   fastest_win=min(wins, key=lambda g: g.moves) if wins else None,
                   hints=sum(g.hints for g in doc.games))
