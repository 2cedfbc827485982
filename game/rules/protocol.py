"""What a rule needs of a game: the one type every rule area annotates `game` with.

Rule areas never import the engine: they read and change a game only through these names, so the
engine (and its hook order, in ruleset.py) sits above every area and imports point one way.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.rules.board import Board
    from game.rules.content.library import Content
    from game.rules.core.messages import Command, Event
    from game.rules.state.game_state import GameState


class RulesGame(Protocol):
    """A game as the rules see it: its state, content, board and log, chance, and emitting events."""

    content: Content
    state: GameState
    board: Board
    events: list[Event]
    revision: int  # the position's identity: changes with every event, undo and rebuild

    @property
    def rng(self) -> random.Random:
        """The chance source while a command is being decided (never during replay)."""
        ...

    def emit(self, event: Event) -> None:
        """Record an event and fold it into the state at once."""
        ...

    def legal(self) -> list[Command]:
        """Every command that is legal right now."""
        ...

    memo: dict[Any, Any]  # results about positions the rules remember (game.rules.fast.positions)
