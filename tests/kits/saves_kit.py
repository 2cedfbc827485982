"""Helpers for the save tests (no tests here): seeded autoplay, and the reference-save maker.

    python -m tests.kits.saves_kit reference saves/v1   # rebuild the reference saves
    python -m tests.kits.saves_kit child ROOT           # autoplay with autosave until killed
"""

from __future__ import annotations

import json
import os
import random
import sys
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from game.rules import Command, Event, Game, dump
from game.rules.areas.explore import Undo
from game.saves import SaveStore

HEROES = ("fighter", "wizard", "rogue")


def game_for(seed: int) -> Game:
    """A seeded new game; the party size and variants vary with the seed."""
    variants = [["one_dead_end"], ["more_keys"], []][seed % 3]
    return Game.new(heroes=list(HEROES[: 1 + seed % 3]), seed=seed, variants=variants)


def pick(game: Game, rng: random.Random, undo_rate: float = 0.1) -> Command | None:
    """A random legal command (sometimes an undo), chosen the same way in every process."""
    legal = sorted(game.legal(), key=lambda c: json.dumps(dump(c), separators=(",", ":")))
    if game.can_undo() and rng.random() < undo_rate:
        return Undo()
    return rng.choice(legal) if legal else None


def play(game: Game, seed: int, limit: int = 400) -> Iterator[int]:
    """Play random legal commands; yield the step number after each accepted one."""
    rng = random.Random(f"autoplay:{seed}")
    for step in range(1, limit + 1):
        command = pick(game, rng)
        if command is None:
            return
        game.do(command)
        yield step


def history(seed: int, limit: int = 400) -> list[list[Event]]:
    """The event log after each step (index 0: just set up) of the seeded autoplay game."""
    game = game_for(seed)
    logs = [list(game.events)]
    for _ in play(game, seed, limit):
        logs.append(list(game.events))
    return logs


def autosave_forever(root: str, first_seed: int, out_fd: int) -> None:
    """Play seeded games one after another with autosave, reporting each saved step on `out_fd`.

    Each report "ack <seed> <step>" is written only after campaign.record() returned, so the
    saved game may be at that step or one further (the command in flight), never behind it.
    """
    store = SaveStore(root)
    seed = first_seed
    while True:
        game = game_for(seed)
        campaign = store.create(game, f"g{seed}")
        os.write(out_fd, f"ack {seed} 0\n".encode())
        for step in play(game, seed):
            campaign.record(game)
            os.write(out_fd, f"ack {seed} {step}\n".encode())
        seed += 1


def make_reference(folder: Path) -> None:
    """Write the reference campaigns of the current format (and what loading them must give)."""
    store = SaveStore(folder)
    expected = {}
    for seed, name, limit in ((7, "finished-duo", 400), (11, "three-heroes-in-progress", 6),
                              (12, "with-undo", 60)):
        game = game_for(seed)
        campaign = store.create(game, name)
        for _ in play(game, seed, limit):
            campaign.record(game)
        expected[name] = {"events": len(game.events), "outcome": game.outcome,
                          "heroes": list(game.state.heroes), "keys": game.state.keys,
                          "placements": [p.tile for p in game.state.placements]}
    (folder / "expected.json").write_text(json.dumps(expected, indent=2) + "\n")


if __name__ == "__main__":
    if sys.argv[1] == "reference":
        make_reference(Path(sys.argv[2]))
    elif sys.argv[1] == "child":
        autosave_forever(sys.argv[2], int(sys.argv[3]), sys.stdout.fileno())


def log_path(store: SaveStore, name: str, stem: str = "1-ruins") -> Path:
    return store.root / name / f"{stem}.log.jsonl"


def played(store: SaveStore, seed: int, limit: int = 400, name: str | None = None):
    """A seeded bot game saved move by move in `store` (its campaign named g<seed> unless named)."""
    game = game_for(seed)
    campaign = store.create(game, name or f"g{seed}")
    for _ in play(game, seed, limit):
        campaign.record(game)
    return game, campaign


# --- editing a saved log as someone who re-signs it would (tests/saves/test_saves_cannot_lie.py) ----

LOG = "1-ruins.log.jsonl"
Docs = list[dict[str, Any]]


def re_signed(store: SaveStore, edit: Callable[[Docs], None]) -> None:
    """Edit a log's lines (as JSON, header first) and sign it again as the game would: every
    checksum, line number, previous-line checksum and the move counter made to agree."""
    path = store.root / "victim" / LOG
    docs = [json.loads(line) for line in path.read_bytes().splitlines()]
    for doc in docs:
        doc.pop("crc")
    edit(docs)
    out, prev = [], ""
    for number, doc in enumerate(docs, start=1):
        if number > 1:
            doc = {"n": number, "at": doc["at"], "events": doc["events"], "prev": prev}
        body = json.dumps(doc, separators=(",", ":")).encode()
        prev = f"{zlib.crc32(body):08x}"
        out.append(body[:-1] + b',"crc":"' + prev.encode() + b'"}\n')
    path.write_bytes(b"".join(out))
    (store.root / "victim" / (LOG + ".head")).write_bytes(b"%010d %s\n" % (len(docs), prev.encode()))


def events_of(docs: Docs, kind: str) -> list[tuple[int, dict[str, Any]]]:
    return [(i, e) for i, doc in enumerate(docs[1:], start=2) for e in doc["events"] if e["kind"] == kind]


def undo_as_a_move(docs: Docs) -> int:
    line, e = events_of(docs, "command_accepted")[2]
    e["command"] = {"kind": "undo"}
    return line
