"""Helpers for the replay tests (no tests here): a bot game played through a Session, autosaved as a
campaign the way the window saves one, with the state after each of its commands."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from game.bot import heuristic as bot
from game.rules import Content, Game
from game.rules import dump as dump_message
from game.saves import SaveStore
from game.ui.session import Session


def dump(game: Game) -> tuple[list[dict], dict]:
    """A game's events and state as JSON: two games are the same game when their dumps are equal."""
    return [dump_message(e) for e in game.events], game.state.model_dump(mode="json")


@dataclass
class Played:
    folder: Path  # the campaign folder
    session: Session  # the session that played it (its log is what the window showed)
    states: list[tuple[list[dict], dict]]  # dump(game) after each command, the setup first


def play_saved(root: Path, content: Content, heroes: list[str], seed: int, commands: int) -> Played:
    """`commands` bot moves sent through a Session (as clicks send them), autosaved in `root`."""
    session = Session.start(heroes, seed=seed, content=content)
    session.saved_game = SaveStore(root, content=content).create(session.game)
    states = [dump(session.game)]
    rng = random.Random(seed)
    for _ in range(commands):
        command = bot.choose(session.game, rng) if session.game.outcome is None else None
        if command is None:
            break
        assert session.do(command), session.refusal
        states.append(dump(session.game))
    return Played(session.saved_game.folder, session, states)


def bad_paths(root: Path) -> list[tuple[Path, str]]:
    """Paths under `root` that hold no game to watch, each with words its message must hold: none
    there, a file, an empty folder, a damaged campaign."""
    (root / "a file.txt").write_text("not a save")
    (root / "empty").mkdir()
    broken = root / "broken"
    broken.mkdir()
    (broken / "campaign.json").write_text("{not json")
    (broken / "1-ruins.log.jsonl").write_text('{"format": 2, "kind": "forgotten-depths/log"}\n')
    return [(root / "nowhere", "no such folder"), (root / "a file.txt", "is a file"),
            (root / "empty", "holds no saved game"), (broken, "damaged")]
